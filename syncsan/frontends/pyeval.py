"""A static evaluator for Python as kernel files use it, read with `ast` and never executed.

It walks module and function bodies with concrete values where they are known and symbolic
`Expr`s where they depend on kernel parameters: a `for` over a symbolic `range` becomes a `Loop`,
an `if` on a symbolic condition becomes an `If`, helper calls are inlined with their call sites
kept. Concrete plain-Python values (str, int, tuple, list, dict, ...) behave as in Python: their
builtins and methods are applied by CPython itself within bounds (`pyvalues`). Frontends supply
the builtins that emit schedule ops; the evaluator knows no rule.
"""

from __future__ import annotations

import ast
import contextlib
import io
import operator
import sys
import tokenize
from dataclasses import dataclass, field
from typing import Any, Callable

from syncsan.errors import InputError, Loc
from syncsan.frontends import pyvalues
from syncsan.frontends.pyvalues import MAX_INT_BITS, MAX_LEN, Refused, Spec
from syncsan.ir import (
    BinOp,
    Const,
    Expr,
    If,
    Loop,
    Select,
    Stmt,
    UnaryOp,
    Var,
    simplify,
)

#: loops with concrete bounds are unrolled; more iterations than this is a modelling mistake
MAX_UNROLL = 100_000
#: loop iterations, comprehension elements and function calls one walk may take
MAX_STEPS = 2_000_000
#: nesting of the syntax tree (statements and expressions) a file may have
MAX_NESTING = 200
#: Python frames the evaluator may use (a MAX_NESTING-deep expression in 64 nested helper calls)
RECURSION_LIMIT = 20_000


@dataclass(frozen=True)
class Poison:
    """A value that depends on a runtime condition or loop iteration the evaluator cannot pick."""

    reason: str
    loc: Loc


@dataclass(frozen=True)
class RangeValue:
    """`range(...)` with a symbolic bound (a concrete range is a Python `range`)."""

    start: Any
    stop: Any
    step: Any

    def concrete(self) -> bool:
        return not any(isinstance(v, Expr) for v in (self.start, self.stop, self.step))


@dataclass
class Scope:
    vars: dict[str, Any] = field(default_factory=dict)
    parent: "Scope | None" = None

    def lookup(self, name: str):
        scope = self
        while scope is not None:
            if name in scope.vars:
                return scope.vars[name]
            scope = scope.parent
        raise KeyError(name)


@dataclass(frozen=True)
class Function:
    node: ast.FunctionDef
    closure: Scope
    defaults: tuple[Any, ...]
    kw_defaults: dict[str, Any]

    @property
    def name(self) -> str:
        return self.node.name


@dataclass(frozen=True)
class Builtin:
    """A callable the evaluator or a frontend provides: fn(evaluator, call_node, args, kwargs).
    `pytype`: the Python type it stands for (`int`, `str`), for isinstance() and type()."""

    name: str
    fn: Callable[..., Any]
    pytype: type | None = None


@dataclass(frozen=True)
class PyMethod:
    """A whitelisted method of a plain value (or of a plain type: `str.upper`, `dict.fromkeys`)."""

    obj: Any
    name: str


@dataclass(frozen=True, eq=False)
class PyModule:
    """A plain-Python module the evaluator provides (`math`, `itertools`, `functools`)."""

    name: str
    members: dict


class RaisedError(InputError):
    """The checked code raises a Python exception here (a `raise`, a failing `assert`, a builtin
    rejecting its arguments): bad input, unless an enclosing `try` of the file handles it."""

    def __init__(self, message: str, loc: Loc, exc_name: str):
        super().__init__(message, loc)
        self.exc_name = exc_name


class _Return(Exception):
    def __init__(self, value):
        self.value = value


class _Break(Exception):
    pass


class _Continue(Exception):
    pass


class Shown(str):
    """A value that is not plain Python, as text inside a formatted string."""

    def __repr__(self) -> str:
        return str.__str__(self)


_BINOPS = {
    ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.FloorDiv: "//", ast.Mod: "%",
    ast.LShift: "<<", ast.RShift: ">>", ast.BitAnd: "&", ast.BitOr: "|", ast.BitXor: "^",
    ast.Div: "/", ast.Pow: "**", ast.MatMult: "@",
}
#: the operators an `Expr` supports (the others only apply to plain values)
_SYMBOLIC_BINOPS = {"+", "-", "*", "//", "%", "<<", ">>", "&", "|", "^"}
_PYOPS = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod, ast.LShift: operator.lshift, ast.RShift: operator.rshift, ast.BitAnd: operator.and_,
    ast.BitOr: operator.or_, ast.BitXor: operator.xor, ast.Div: operator.truediv, ast.Pow: operator.pow,
    ast.MatMult: operator.matmul,
}
_IOPS = {
    ast.Add: operator.iadd, ast.Sub: operator.isub, ast.Mult: operator.imul, ast.FloorDiv: operator.ifloordiv,
    ast.Mod: operator.imod, ast.LShift: operator.ilshift, ast.RShift: operator.irshift, ast.BitAnd: operator.iand,
    ast.BitOr: operator.ior, ast.BitXor: operator.ixor, ast.Div: operator.itruediv, ast.Pow: operator.ipow,
    ast.MatMult: operator.imatmul,
}
_CMPOPS = {
    ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=",
}
_PYCMP = {"==": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le, ">": operator.gt,
          ">=": operator.ge}


_SMALL = 1 << 64
_NAME = ast.Name
_CONSTANT = ast.Constant
_RETURN = ast.Return


def _is_scalar(v) -> bool:
    return isinstance(v, (int, bool, Expr)) and not isinstance(v, Poison)


def plain(v) -> bool:
    return pyvalues.is_plain(v)


class Evaluator:
    #: per class: syntax node class -> the unbound `stmt_*` / `expr_*` method that runs it (filled
    #: on first use, so a statement or expression pays one dict lookup instead of a name lookup)
    _stmt_table: dict = {}
    _expr_table: dict = {}
    #: values that may not be used (`use` reports them); subclasses add their own kinds
    _unusable: tuple = (Poison,)

    _names_inline = True  # `eval` may look names up itself (the class keeps Evaluator.expr_Name)
    _constants_inline = True  # `eval` may give small constants itself (the class keeps expr_Constant)

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls._stmt_table = {}
        cls._expr_table = {}
        cls._names_inline = cls.expr_Name is Evaluator.expr_Name
        cls._constants_inline = cls.expr_Constant is Evaluator.expr_Constant

    def __init__(self, file: str, builtins: dict[str, Any]):
        self.file = file
        self.builtins = builtins
        self.blocks: list[list[Stmt]] = []
        self.call_stack: list[Loc] = []
        self.assign_target: str | None = None
        self.var_counter = 0
        self.symbolic_depth = 0  # >0 while inside a symbolic branch or loop
        self.steps = 0
        #: enclosing loops of the current function: the condition depth at each concrete loop,
        #: None at a function boundary (break/continue may only leave a loop of this function)
        self.loops: list[int | None] = []
        #: the functions being run, innermost last, with their local scopes (for `super()`)
        self.frames: list[tuple[Function, Scope]] = []
        #: module constants to override (--define): name -> (the key as given, value)
        self.defines: dict[str, tuple[str, Any]] = {}
        self.defines_used: set[str] = set()
        self.define_notes: list[str] = []
        #: when a frontend sets it to a dict: the kernel-level `if`s decided on known values,
        #: position -> (the `if` node, the set of branches taken) (to render fixes with wave guards)
        self.decided: dict | None = None
        #: the local scope of the last function entered without a call site (the kernel)
        self.entry_scope: Scope | None = None

    # -- positions and errors
    def loc(self, node: ast.AST) -> Loc:
        return Loc(self.file, getattr(node, "lineno", 1), getattr(node, "col_offset", 0) + 1)

    def error(self, message: str, node: ast.AST) -> InputError:
        return InputError(message, self.loc(node))

    def step(self, node) -> None:
        self.steps += 1
        if self.steps > MAX_STEPS:
            raise self.error(f"compile-time evaluation takes more than {MAX_STEPS} steps (loop iterations and "
                             "calls); the file computes too much", node)

    # -- applying CPython to plain values
    def python(self, thunk: Callable[[], Any], node, what: str = "this expression"):
        """Run CPython on plain values; its errors and the bounds' refusals are input errors here."""
        try:
            return pyvalues.run(thunk, what)
        except Refused as exc:
            raise self.refused(exc, node) from None

    def apply(self, spec: Spec, args, kwargs, name: str, node):
        """A whitelisted function or method on plain values: the evaluator's functions that
        CPython calls (a `key=` function, a `map` function) become callbacks into the evaluator;
        any other argument is passed as it is (a function appended to a list stays a function)."""
        args = [self.to_python(a, node) if i in spec.calls else a for i, a in enumerate(args)]
        kwargs = {k: self.to_python(v, node) if k in spec.calls else v for k, v in kwargs.items()}
        try:
            return pyvalues.apply(spec, args, kwargs, name)
        except Refused as exc:
            raise self.refused(exc, node) from None

    def refused(self, exc: Refused, node) -> InputError:
        if exc.exc_type is not None:
            return RaisedError(str(exc), self.loc(node), exc.exc_type)
        return self.error(str(exc), node)

    def is_callable(self, v) -> bool:
        return isinstance(v, (Function, Builtin, PyMethod))

    def to_python(self, v, node):
        if not self.is_callable(v):
            return v

        def callback(*args, **kwargs):
            try:
                return self.call(v, list(args), kwargs, node)
            except InputError:
                raise
            except Exception as exc:  # an error of the evaluator itself, not of the input
                raise pyvalues.CallbackError(exc) from exc
        return callback

    def printable(self, v, depth: int = 0):
        """`v` for str()/format(): values that are not plain Python become their description."""
        if pyvalues.deep_plain(v):
            return v
        if depth < pyvalues.MAX_NESTING:
            if isinstance(v, (list, tuple)):
                return type(v)(self.printable(x, depth + 1) for x in v)
            if isinstance(v, dict):
                return {self.printable(k, depth + 1): self.printable(x, depth + 1) for k, x in v.items()}
            if isinstance(v, (set, frozenset)):
                return type(v)(self.printable(x, depth + 1) for x in v)
        return Shown(self.describe_value(v))

    def describe_value(self, v) -> str:
        if isinstance(v, Expr):
            return str(v)
        return f"<{describe(v)}>"

    def sequence(self, value, node, limit: int = MAX_LEN, what: str = "this sequence") -> list:
        """The items of a compile-time iterable (bounded), else an input error."""
        if isinstance(value, RangeValue):
            if value.concrete():
                value = range(value.start, value.stop, value.step)
            else:
                raise self.error(f"{what} is a range that depends on a kernel parameter", node)
        if not pyvalues.is_iterable(value):
            raise self.error(f"expected a constant sequence here, got {self.describe_kind(value)}", node)
        try:
            return pyvalues.items(value, limit, what)
        except Refused as exc:
            raise self.error(str(exc), node) from None

    def describe_kind(self, v) -> str:
        return describe(v)

    def may_mutate(self, obj, node) -> None:
        """A list, dict or set is changed in place here (a symbolic branch is walked on both sides,
        so a change there would leak into the other)."""
        if self.symbolic_depth:
            raise self.error(f"changing a {type(obj).__name__} inside a branch or loop that depends on a "
                             "kernel parameter is not supported", node)

    # -- emission
    def emit(self, stmt: Stmt, node: ast.AST) -> None:
        if not self.blocks:
            raise self.error("schedule ops belong inside the kernel function", node)
        self.blocks[-1].append(stmt)

    @property
    def stack(self) -> tuple[Loc, ...]:
        return tuple(self.call_stack)

    def new_var(self, name: str) -> Var:
        self.var_counter += 1
        return Var(name, self.var_counter)

    def collect(self, body: list[ast.stmt], scope: Scope) -> tuple[Stmt, ...]:
        self.blocks.append([])
        try:
            self.exec_body(body, scope)
        finally:
            block = self.blocks.pop()
        return tuple(block)

    # -- statements
    def exec_module(self, tree: ast.Module, scope: Scope) -> None:
        for stmt in tree.body:
            names = bound_names(stmt)
            defined = [n for n in names if n in self.defines]
            if not defined or len(defined) < len(names):
                self.run_module_stmt(stmt, scope, names)
            for name in defined:
                self.define(name, stmt, scope)

    def run_module_stmt(self, stmt: ast.stmt, scope: Scope, names: list[str]) -> None:
        self.exec_stmt(stmt, scope)

    def define(self, name: str, stmt: ast.stmt, scope: Scope) -> None:
        """A module constant the command line (--define) or the configuration (defines) sets."""
        key, value = self.defines[name]
        scope.vars[name] = value
        self.defines_used.add(key)
        self.note_define(f"{self.loc(stmt)}: {name} = {value!r} from --define {key} (the file's own value is "
                         "not used)")

    def note_define(self, text: str) -> None:
        if text not in self.define_notes:
            self.define_notes.append(text)

    def exec_body(self, body: list[ast.stmt], scope: Scope) -> None:
        for node in body:
            self.exec_stmt(node, scope)

    def exec_stmt(self, node: ast.stmt, scope: Scope) -> None:
        method = self._stmt_table.get(node.__class__)
        if method is None:
            method = self._method("stmt_", node)
            if method is None:
                raise self.error(f"unsupported statement: {type(node).__name__}", node)
        try:
            method(self, node, scope)
        except RecursionError:
            raise self.error("evaluation nests too deeply (recursive helpers?)", node) from None
        except MemoryError:
            raise self.error("evaluating this statement needs too much memory", node) from None

    def stmt_Expr(self, node: ast.Expr, scope: Scope) -> None:
        if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            return  # docstring
        self.eval(node.value, scope)

    def stmt_Pass(self, node, scope) -> None:
        pass

    def stmt_Import(self, node, scope) -> None:
        self.on_import(node, scope)

    def stmt_ImportFrom(self, node, scope) -> None:
        self.on_import(node, scope)

    def on_import(self, node, scope) -> None:
        """Schedule files may import the schedule vocabulary for editors, and the plain-Python
        modules the evaluator provides (`math`, `itertools`, `functools`); nothing is loaded."""
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module in pyvalues.MODULES:
            module = self.builtins[node.module]
            for alias in node.names:
                if alias.name == "*":
                    scope.vars.update(module.members)
                else:
                    scope.vars[alias.asname or alias.name] = self.module_member(module, alias.name, node)
            return
        for alias in node.names:
            if alias.name == "*":
                continue
            name = alias.asname or alias.name.split(".")[0]
            if isinstance(node, ast.Import) and alias.name in pyvalues.MODULES:
                scope.vars[name] = self.builtins[alias.name]
                continue
            scope.vars[name] = self.builtins.get(alias.name, Poison(
                f"{alias.name} is imported, and imports are not followed", self.loc(node)))

    def module_member(self, module: PyModule, name: str, node):
        """A name of a plain-Python module the evaluator provides (`math.log2`)."""
        if name in module.members:
            return module.members[name]
        return Poison(f"{module.name}.{name} is not provided by the checker", self.loc(node))

    def stmt_FunctionDef(self, node: ast.FunctionDef, scope: Scope) -> None:
        scope.vars[node.name] = self.make_function(node, scope)

    def make_function(self, node: ast.FunctionDef, scope: Scope) -> Function:
        args = node.args
        defaults = tuple(self.eval(d, scope) for d in args.defaults)
        kw_defaults = {a.arg: self.eval(d, scope) for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is not None}
        return Function(node, scope, defaults, kw_defaults)

    def stmt_Return(self, node: ast.Return, scope: Scope) -> None:
        if self.symbolic_depth:
            raise self.error("return inside a branch or loop that depends on a kernel parameter "
                             "is not supported", node)
        raise _Return(None if node.value is None else self.eval(node.value, scope))

    def exec_return(self, node: ast.Return, scope: Scope):
        """A function body's last statement, `return value`, run as `exec_stmt` runs it (with its
        handling of failures), giving the value instead of raising it."""
        try:
            if self.symbolic_depth:
                raise self.error("return inside a branch or loop that depends on a kernel parameter "
                                 "is not supported", node)
            return None if node.value is None else self.eval(node.value, scope)
        except RecursionError:
            raise self.error("evaluation nests too deeply (recursive helpers?)", node) from None
        except MemoryError:
            raise self.error("evaluating this statement needs too much memory", node) from None

    def stmt_Assign(self, node: ast.Assign, scope: Scope) -> None:
        target_name = node.targets[0].id if len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) else None
        self.assign_target = target_name
        try:
            value = self.eval(node.value, scope)
        finally:
            self.assign_target = None
        for target in node.targets:
            self.assign(target, value, scope)

    def stmt_AnnAssign(self, node: ast.AnnAssign, scope: Scope) -> None:
        if node.value is not None:
            self.assign_target = node.target.id if isinstance(node.target, ast.Name) else None
            try:
                value = self.eval(node.value, scope)
            finally:
                self.assign_target = None
            self.assign(node.target, value, scope)

    def stmt_AugAssign(self, node: ast.AugAssign, scope: Scope) -> None:
        """`x += v`, `obj.attr += v`, `seq[i] += v`: lists, dicts and sets change in place."""
        t = node.target
        if isinstance(t, ast.Name):
            current = self.eval(ast.Name(t.id, ast.Load(), lineno=t.lineno, col_offset=t.col_offset), scope)
            self.assign(t, self.binop(node.op, current, self.eval(node.value, scope), node, inplace=True), scope)
        elif isinstance(t, ast.Attribute):
            obj = self.eval(t.value, scope)
            current = self.attribute(obj, t.attr, t)
            self.set_attribute(obj, t.attr, self.binop(node.op, current, self.eval(node.value, scope), node,
                                                       inplace=True), t)
        elif isinstance(t, ast.Subscript):
            obj, index = self.eval(t.value, scope), self.eval(t.slice, scope)
            current = self.subscript(obj, index, t)
            self.store_subscript(obj, index, self.binop(node.op, current, self.eval(node.value, scope), node,
                                                        inplace=True), t)
        else:
            raise self.error("unsupported augmented assignment target", node)

    def stmt_Delete(self, node: ast.Delete, scope: Scope) -> None:
        for t in node.targets:
            if isinstance(t, ast.Name):
                if t.id not in scope.vars:
                    raise self.error(f"name {t.id!r} is not defined here", t)
                del scope.vars[t.id]
            elif isinstance(t, ast.Subscript):
                obj, index = self.eval(t.value, scope), self.eval(t.slice, scope)
                if not isinstance(obj, (list, dict)) or isinstance(index, Expr):
                    raise self.error(f"cannot delete an item of {self.describe_kind(obj)}", t)
                self.may_mutate(obj, t)
                self.python(lambda: obj.__delitem__(index), t, "del")
            elif isinstance(t, (ast.Tuple, ast.List)):
                self.stmt_Delete(ast.Delete(targets=t.elts, lineno=t.lineno, col_offset=t.col_offset), scope)
            else:
                raise self.error("only names and items can be deleted", t)

    def assign(self, target: ast.expr, value, scope: Scope) -> None:
        if isinstance(target, ast.Name):
            scope.vars[target.id] = value
        elif isinstance(target, (ast.Tuple, ast.List)):
            self.unpack(target, value, scope)
        else:
            self.assign_other(target, value, scope)

    def unpack(self, target, value, scope: Scope) -> None:
        elts = target.elts
        if isinstance(value, RangeValue) or not pyvalues.is_iterable(value):
            raise self.error(f"cannot unpack {self.describe_kind(value)} into the targets", target)
        values = self.sequence(value, target, what="the value unpacked")
        stars = [i for i, e in enumerate(elts) if isinstance(e, ast.Starred)]
        if len(stars) > 1:
            raise self.error("more than one starred target", target)
        if not stars:
            if len(values) != len(elts):
                raise self.error(f"cannot unpack {len(values)} values into {len(elts)} targets", target)
            for t, v in zip(elts, values):
                self.assign(t, v, scope)
            return
        i = stars[0]
        after = len(elts) - i - 1
        if len(values) < len(elts) - 1:
            raise self.error(f"cannot unpack {len(values)} values into {len(elts) - 1} or more targets", target)
        for t, v in zip(elts[:i], values[:i]):
            self.assign(t, v, scope)
        self.assign(elts[i].value, list(values[i:len(values) - after]), scope)
        for t, v in zip(elts[i + 1:], values[len(values) - after:]):
            self.assign(t, v, scope)

    def assign_other(self, target, value, scope) -> None:
        if isinstance(target, ast.Attribute):
            self.set_attribute(self.eval(target.value, scope), target.attr, value, target)
        elif isinstance(target, ast.Subscript):
            self.store_subscript(self.eval(target.value, scope), self.eval(target.slice, scope), value, target)
        else:
            raise self.error("only assignments to names, tuples of names, attributes and items are supported",
                             target)

    def set_attribute(self, obj, attr: str, value, node) -> None:
        raise self.error(f"cannot set attribute .{attr} of {self.describe_kind(obj)}", node)

    def store_subscript(self, obj, index, value, node) -> None:
        """`obj[index] = value` for the evaluator's own lists and dicts."""
        if not isinstance(obj, (list, dict)):
            raise self.error(f"{self.describe_kind(obj)} does not support item assignment", node)
        if isinstance(index, Expr):
            raise self.error("indexing with a kernel parameter is not supported here", node)
        self.may_mutate(obj, node)
        if isinstance(index, slice):
            value = self.sequence(value, node, what="the value assigned")
        self.python(lambda: obj.__setitem__(index, value), node, "item assignment")
        self.python(lambda: obj, node, "item assignment")  # the size bound

    def stmt_If(self, node: ast.If, scope: Scope) -> None:
        self.branch(node, scope, self.truth(self.eval(node.test, scope), node.test))

    def stmt_Assert(self, node: ast.Assert, scope: Scope) -> None:
        """`assert` on known values must hold; on symbolic ones it is not checked."""
        ok = self.truth(self.eval(node.test, scope), node.test)
        if not isinstance(ok, Expr) and not ok:
            msg = "" if node.msg is None else f": {self.text(self.eval(node.msg, scope), node)}"
            raise RaisedError(f"assertion fails{msg}", self.loc(node), "AssertionError")

    def stmt_Raise(self, node: ast.Raise, scope: Scope) -> None:
        """Reaching a `raise` means the input rejects these values: report it as bad input."""
        text = ""
        exc = node.exc
        if isinstance(exc, ast.Call) and exc.args:
            try:
                text = self.text(self.eval(exc.args[0], scope), exc)
            except InputError:
                text = ast.unparse(exc.args[0])
        name = ast.unparse(exc.func if isinstance(exc, ast.Call) else exc) if exc is not None else "raise"
        raise RaisedError(f"{name} raised" + (f": {text}" if text else ""), self.loc(node), name.split(".")[-1])

    def stmt_Try(self, node: ast.Try, scope: Scope) -> None:
        """`try`: a Python exception the body raises (a `raise`, a builtin rejecting its
        arguments) runs the first handler that names its class, as in Python."""
        try:
            self.exec_body(node.body, scope)
        except RaisedError as exc:
            handler = self.handler_for(node.handlers, exc, scope)
            if handler is None:
                raise
            if handler.name:
                scope.vars[handler.name] = exc.message
            self.exec_body(handler.body, scope)
        else:
            self.exec_body(node.orelse, scope)
        self.exec_body(node.finalbody, scope)

    def handler_for(self, handlers, exc: RaisedError, scope):
        import builtins

        raised = getattr(builtins, exc.exc_name, None)
        for h in handlers:
            if h.type is None:
                return h
            elts = h.type.elts if isinstance(h.type, ast.Tuple) else [h.type]
            for e in elts:
                name = ast.unparse(e).split(".")[-1]
                cls = getattr(builtins, name, None)
                if name == exc.exc_name or (isinstance(raised, type) and isinstance(cls, type) and
                                            issubclass(cls, BaseException) and issubclass(raised, cls)):
                    return h
                if name in ("Exception", "BaseException"):
                    return h
        return None

    def text(self, v, node) -> str:
        """str(v) as Python gives it, for plain values."""
        v = self.printable(v)
        return self.python(lambda: str(v), node, "str()")

    def expr_JoinedStr(self, node: ast.JoinedStr, scope):
        parts = []
        for v in node.values:
            if isinstance(v, ast.Constant):
                parts.append(str(v.value))
            else:
                parts.append(self.eval(v, scope))
        if all(type(p) is str for p in parts):  # the common case: no CPython error is possible
            text = "".join(parts)
            if len(text) <= MAX_LEN:
                return text
        return self.python(lambda: "".join(parts), node, "the f-string")

    def expr_FormattedValue(self, node: ast.FormattedValue, scope):
        v = self.eval(node.value, scope)
        if node.format_spec is None and node.conversion == -1 and (type(v) is str or type(v) is int):
            return format(v)  # `{name}` of a str or (bounded) int: what the general path gives
        v = self.printable(v)
        spec = "" if node.format_spec is None else self.eval(node.format_spec, scope)
        conv = {ord("r"): repr, ord("s"): str, ord("a"): ascii}.get(node.conversion)

        def fmt():
            pyvalues._format_guard(spec)
            return format(conv(v) if conv else v, spec)
        return self.python(fmt, node, "the f-string")

    def branch(self, node: ast.If, scope: Scope, cond) -> None:
        """Run an `if` whose condition is already evaluated (subclasses add condition kinds)."""
        if not isinstance(cond, Expr):
            if self.decided is not None and not self.call_stack:
                self.decided.setdefault(self.loc(node), (node, set()))[1].add(bool(cond))
            self.exec_body(node.body if cond else node.orelse, scope)
            return
        before = dict(scope.vars)
        self.symbolic_depth += 1
        try:
            then = self.collect(node.body, scope)
            after_then = dict(scope.vars)
            scope.vars.clear()
            scope.vars.update(before)
            orelse = self.collect(node.orelse, scope)
            after_else = dict(scope.vars)
        finally:
            self.symbolic_depth -= 1
        merged = {}
        for name in set(after_then) | set(after_else):
            a, b = after_then.get(name, _MISSING), after_else.get(name, _MISSING)
            if a is b or (type(a) is type(b) and _same(a, b)):
                merged[name] = a
            elif _is_scalar(a) and _is_scalar(b):
                merged[name] = Select(cond, _expr(a), _expr(b))
            else:
                merged[name] = Poison(f"{name} is set differently depending on {cond}", self.loc(node))
        scope.vars.clear()
        scope.vars.update(merged)
        self.emit(If(self.loc(node), self.stack, cond, then, orelse), node)

    # -- loops
    def cond_depth(self) -> int:
        """How many symbolic (or runtime) branches and loops enclose the current statement."""
        return self.symbolic_depth

    def stmt_For(self, node: ast.For, scope: Scope) -> None:
        self.for_over(node, scope, self.eval(node.iter, scope))

    def for_over(self, node: ast.For, scope: Scope, it) -> None:
        """Run a `for` loop over its evaluated iterable."""
        if isinstance(it, RangeValue) and not it.concrete():
            if node.orelse:
                raise self.error("for ... else over a range that depends on a kernel parameter is not supported",
                                 node)
            if not isinstance(node.target, ast.Name):
                raise self.error("a loop over a symbolic range needs a single loop variable", node.target)
            self.symbolic_loop(node, it, scope)
            return
        if not pyvalues.is_iterable(it) and not isinstance(it, RangeValue):
            raise self.error(f"a for loop needs a compile-time sequence (range(...), a tuple, a list, ...), "
                             f"got {self.describe_kind(it)}", node.iter)
        if isinstance(it, range) and pyvalues.range_len(it) > MAX_UNROLL:
            raise self.error(f"loop of {pyvalues.range_len(it)} iterations is too long to unroll "
                             f"(the limit is {MAX_UNROLL})", node)
        values = self.sequence(it, node.iter, MAX_UNROLL, "the loop")
        if not self.run_loop(node, scope, values):
            self.exec_body(node.orelse, scope)

    def run_loop(self, node, scope: Scope, values) -> bool:
        """Unroll a loop body over `values`; True if a `break` left it."""
        self.loops.append(self.cond_depth())
        try:
            for value in values:
                self.step(node)
                self.assign(node.target, value, scope)
                try:
                    self.exec_body(node.body, scope)
                except _Continue:
                    continue
                except _Break:
                    return True
        finally:
            self.loops.pop()
        return False

    def symbolic_loop(self, node: ast.For, it: RangeValue, scope: Scope) -> None:
        if it.step == 0:
            raise self.error("range() step must not be zero", node.iter)
        var = self.new_var(node.target.id)
        before = dict(scope.vars)
        scope.vars[node.target.id] = var
        self.symbolic_depth += 1
        try:
            body = self.collect(node.body, scope)
        finally:
            self.symbolic_depth -= 1
        after = dict(scope.vars)
        for name, value in after.items():
            if name == node.target.id or before.get(name, _MISSING) is not value:
                if type(before.get(name)) is type(value) and _same(before.get(name, _MISSING), value):
                    continue
                scope.vars[name] = Poison(
                    f"{name} changes inside the loop at line {node.lineno}, whose trip count depends "
                    "on a kernel parameter", self.loc(node))
        self.emit(Loop(self.loc(node), self.stack, var, it.start, it.stop, it.step, body), node)

    def stmt_While(self, node: ast.While, scope: Scope) -> None:
        self.concrete_while(node, scope, self.truth(self.eval(node.test, scope), node.test))

    def concrete_while(self, node: ast.While, scope: Scope, cond) -> None:
        """A while loop over compile-time conditions, unrolled (at most MAX_UNROLL iterations)."""
        n = 0
        self.loops.append(self.cond_depth())
        try:
            while True:
                if not isinstance(cond, bool):
                    what = "a kernel parameter" if isinstance(cond, Expr) else "a runtime value"
                    raise self.error(f"a while loop whose condition depends on {what} ({ast.unparse(node.test)}) "
                                     "is not supported: write the loop with range()", node)
                if not cond:
                    break
                n += 1
                if n > MAX_UNROLL:
                    raise self.error(f"while loop runs more than {MAX_UNROLL} iterations", node)
                self.step(node)
                try:
                    self.exec_body(node.body, scope)
                except _Continue:
                    pass
                except _Break:
                    return
                cond = self.truth(self.eval(node.test, scope), node.test)
        finally:
            self.loops.pop()
        self.exec_body(node.orelse, scope)

    def stmt_Break(self, node, scope) -> None:
        self.leave_loop(node, "break")
        raise _Break()

    def stmt_Continue(self, node, scope) -> None:
        self.leave_loop(node, "continue")
        raise _Continue()

    def leave_loop(self, node, word: str) -> None:
        if not self.loops or self.loops[-1] is None:
            raise self.error(f"'{word}' outside a loop", node)
        if self.loops[-1] != self.cond_depth():
            raise self.error(f"'{word}' under a condition (or in a loop) that depends on a kernel parameter or a "
                             "runtime value is not supported", node)

    # -- expressions
    def eval(self, node: ast.expr, scope: Scope):
        cls = node.__class__
        if cls is _NAME and self._names_inline:  # expr_Name, inline: half of all expressions are names
            name = node.id
            where = scope
            while where is not None:
                found = where.vars
                if name in found:
                    value = found[name]
                    return self.use(value, node) if isinstance(value, self._unusable) else value
                where = where.parent
            return self.builtin_name(node)
        if cls is _CONSTANT and self._constants_inline:  # expr_Constant's commonest values, inline
            v = node.value
            if type(v) is int and -_SMALL < v < _SMALL or type(v) is str and len(v) < 4096:
                return v
        method = self._expr_table.get(cls)
        if method is None:
            method = self._method("expr_", node)
            if method is None:
                raise self.error(f"unsupported expression: {type(node).__name__}", node)
        return method(self, node, scope)

    def _method(self, prefix: str, node):
        """The class's `stmt_*` / `expr_*` function for a node class, remembered in its table."""
        cls = type(self)
        fn = getattr(cls, f"{prefix}{type(node).__name__}", None)
        if fn is not None:
            (cls._stmt_table if prefix == "stmt_" else cls._expr_table)[node.__class__] = fn
        return fn

    def use(self, value, node):
        if isinstance(value, Poison):
            raise InputError(f"{value.reason} (at {value.loc}), and its value is needed here", self.loc(node))
        return value

    def expr_Constant(self, node: ast.Constant, scope):
        v = node.value
        if type(v) is int and -_SMALL < v < _SMALL or type(v) is str and len(v) < 4096:
            return v
        if isinstance(v, (int, str, bytes)) and not isinstance(v, bool):
            try:
                pyvalues.check(v, "this literal")
            except Refused as exc:
                raise self.error(str(exc), node) from None
        return v

    def expr_Name(self, node: ast.Name, scope: Scope):
        name = node.id
        while scope is not None:  # Scope.lookup, inline: names are the commonest expression
            found = scope.vars
            if name in found:
                value = found[name]
                return self.use(value, node) if isinstance(value, self._unusable) else value
            scope = scope.parent
        return self.builtin_name(node)

    def builtin_name(self, node: ast.Name):
        """A name no enclosing scope binds: a builtin, else an error."""
        if node.id in self.builtins:
            return self.builtins[node.id]
        raise self.error(f"unknown name {node.id!r}", node)

    def expr_NamedExpr(self, node: ast.NamedExpr, scope: Scope):
        value = self.eval(node.value, scope)
        self.assign(node.target, value, scope)
        return value

    def elements(self, elts, scope) -> list:
        """The values of a display's elements, starred ones unpacked."""
        out = []
        for e in elts:
            if isinstance(e, ast.Starred):
                out.extend(self.sequence(self.eval(e.value, scope), e, what="the unpacked value"))
            else:
                out.append(self.eval(e, scope))
            if len(out) > MAX_LEN:
                raise self.error(f"more than {MAX_LEN} elements", e)
        return out

    def expr_Tuple(self, node, scope):
        return tuple(self.elements(node.elts, scope))

    def expr_List(self, node, scope):
        return self.elements(node.elts, scope)

    def expr_Set(self, node, scope):
        values = self.elements(node.elts, scope)
        return self.python(lambda: set(values), node, "the set")

    def expr_Dict(self, node, scope):
        out: dict = {}
        for k, v in zip(node.keys, node.values):
            if k is None:
                d = self.eval(v, scope)
                if not isinstance(d, dict):
                    raise self.error(f"** needs a dict, got {self.describe_kind(d)}", v)
                out.update(d)
            else:
                key, value = self.eval(k, scope), self.eval(v, scope)
                self.python(lambda: out.__setitem__(key, value), k, "the dict")
        return self.python(lambda: out, node, "the dict")

    def expr_Starred(self, node, scope):
        raise self.error("a starred expression belongs in a call, a display or an assignment target", node)

    def expr_Slice(self, node: ast.Slice, scope):
        parts = [None if p is None else self.eval(p, scope) for p in (node.lower, node.upper, node.step)]
        if any(isinstance(p, Expr) for p in parts):
            raise self.error("a slice bound that depends on a kernel parameter is not supported", node)
        return self.python(lambda: slice(*parts), node, "the slice")

    # -- comprehensions
    def comprehension(self, node, scope: Scope, emit: Callable[[Scope], None]) -> None:
        """Run the generators of a comprehension over compile-time iterables, calling `emit` with
        the comprehension's scope for every element (Python's order and scoping)."""
        local = Scope(parent=scope)

        def gen(i: int) -> None:
            if i == len(node.generators):
                emit(local)
                return
            g = node.generators[i]
            if g.is_async:
                raise self.error("async comprehensions are not supported", g.iter)
            iterable = self.eval(g.iter, scope if i == 0 else local)
            for v in self.comprehension_items(iterable, g.iter):
                self.step(g.iter)
                self.assign(g.target, v, local)
                for c in g.ifs:
                    t = self.truth(self.eval(c, local), c)
                    if not isinstance(t, bool):
                        raise self.error("a comprehension condition must be known at compile time", c)
                    if not t:
                        break
                else:
                    gen(i + 1)

        gen(0)

    def comprehension_items(self, iterable, node) -> list:
        return self.sequence(iterable, node, what="the comprehension's sequence")

    def expr_ListComp(self, node, scope):
        out: list = []

        def emit(local):
            out.append(self.eval(node.elt, local))
            if len(out) > MAX_LEN:
                raise self.error(f"the comprehension gives more than {MAX_LEN} elements", node)
        self.comprehension(node, scope, emit)
        return out

    def expr_GeneratorExp(self, node, scope):
        return iter(self.expr_ListComp(node, scope))

    def expr_SetComp(self, node, scope):
        out: set = set()

        def emit(local):
            value = self.eval(node.elt, local)
            self.python(lambda: out.add(value), node, "the set")
        self.comprehension(node, scope, emit)
        return self.python(lambda: out, node, "the set")

    def expr_DictComp(self, node, scope):
        out: dict = {}

        def emit(local):
            key, value = self.eval(node.key, local), self.eval(node.value, local)
            self.python(lambda: out.__setitem__(key, value), node, "the dict")
        self.comprehension(node, scope, emit)
        return self.python(lambda: out, node, "the dict")

    def expr_Lambda(self, node: ast.Lambda, scope):
        # one function node per lambda in the source, as Python has one code object per lambda:
        # what is remembered per function (its signature, free names, whether its calls have
        # effects) is then worked out once, not at every evaluation of the lambda
        fn = _LAMBDAS.get(node)
        if fn is None:
            fn = _LAMBDAS[node] = ast.FunctionDef(name="<lambda>", args=node.args, body=[ast.Return(value=node.body)],
                                                  decorator_list=[], returns=None, type_comment=None)
            ast.copy_location(fn, node)
            ast.copy_location(fn.body[0], node.body)
        return self.make_function(fn, scope)

    # -- operators
    def expr_BinOp(self, node: ast.BinOp, scope):
        return self.binop(node.op, self.eval(node.left, scope), self.eval(node.right, scope), node)

    def binop(self, op: ast.operator, left, right, node, inplace: bool = False):
        name = _BINOPS.get(type(op))
        if name is None:
            raise self.error(f"unsupported operator {type(op).__name__}", node)
        if type(left) is int and type(right) is int or plain(left) and plain(right):
            fn = (_IOPS if inplace else _PYOPS)[type(op)]
            if inplace and isinstance(left, (list, dict, set)):
                self.may_mutate(left, node)
            if name == "%" and isinstance(left, (str, bytes)):
                right = self.printable(right)
            try:
                return pyvalues.binary(fn, left, right, name)
            except Refused as exc:
                raise self.refused(exc, node) from None
        if name not in _SYMBOLIC_BINOPS and (isinstance(left, Expr) or isinstance(right, Expr)):
            raise self.error(f"operator {name} on a kernel parameter is not supported", node)
        self.check_scalar(left, node)
        self.check_scalar(right, node)
        if name == "<<" and isinstance(right, int) and right > MAX_INT_BITS:
            raise self.error(f"shift by {right} exceeds the limit of {MAX_INT_BITS} bits", node)
        try:
            return simplify(name, left, right)
        except ZeroDivisionError:
            raise self.error("division by zero", node) from None

    def check_scalar(self, v, node):
        if not _is_scalar(v):
            raise self.error(f"expected a number here, got {self.describe_kind(v)}", node)

    def expr_UnaryOp(self, node: ast.UnaryOp, scope):
        v = self.eval(node.operand, scope)
        if isinstance(node.op, ast.Not):
            v = self.truth(v, node.operand)
            return UnaryOp("not", v) if isinstance(v, Expr) else (not v)
        if plain(v):
            fn = {ast.USub: operator.neg, ast.UAdd: operator.pos, ast.Invert: operator.invert}[type(node.op)]
            return self.python(lambda: fn(v), node, "the unary operator")
        self.check_scalar(v, node)
        if isinstance(node.op, ast.USub):
            return UnaryOp("-", v)
        if isinstance(node.op, ast.UAdd):
            return v
        return simplify("-", UnaryOp("-", v), 1)  # ~x == -x - 1

    def truth(self, v, node):
        if isinstance(v, Expr):
            return v
        if isinstance(v, (Function, Builtin)):
            raise self.error("a function used as a condition (missing call?)", node)
        return bool(v)  # plain values: Python's truth, which cannot fail for them

    def expr_BoolOp(self, node: ast.BoolOp, scope):
        """`a and b`, `a or b`: the deciding operand itself (as in Python) when the truth of the
        operands is known; a symbolic condition over the kernel parameters otherwise."""
        op = "and" if isinstance(node.op, ast.And) else "or"
        result = None  # the symbolic part so far
        value = None
        for sub in node.values:
            value = self.eval(sub, scope)
            t = self.truth(value, sub)
            if isinstance(t, Expr):
                result = t if result is None else BinOp(op, result, t)
                continue
            if result is None and ((op == "and" and not t) or (op == "or" and t)):
                return value
            if result is not None:
                result = BinOp(op, result, _expr(t))
        return value if result is None else result

    def expr_Compare(self, node: ast.Compare, scope):
        left = self.eval(node.left, scope)
        result = True
        for op, comp in zip(node.ops, node.comparators):
            right = self.eval(comp, scope)
            part = self.compare(op, left, right, node)
            result = part if result is True else self.both(result, part, node)
            if result is False:
                return False  # a chain stops at its first false comparison
            left = right
        return result

    def both(self, a, b, node):
        """The conjunction of two comparison results of a chain."""
        if isinstance(a, Expr) or isinstance(b, Expr):
            return simplify("and", a, b)
        return a and b

    def compare(self, op, left, right, node):
        if isinstance(op, (ast.In, ast.NotIn)):
            if isinstance(left, Expr) or isinstance(right, Expr):
                raise self.error("'in' on a kernel parameter is not supported", node)
            if not pyvalues.is_iterable(right):
                r = self.contains_other(left, right, node)
            else:
                r = self.python(lambda: pyvalues.contains(right, left), node, "'in'")
            return r if isinstance(op, ast.In) else not r
        if isinstance(op, (ast.Is, ast.IsNot)):
            r = left is right
            return r if isinstance(op, ast.Is) else not r
        name = _CMPOPS[type(op)]
        if pyvalues.simple_pair(left, right):
            return _PYCMP[name](left, right)
        if plain(left) and plain(right):
            return self.python(lambda: _PYCMP[name](left, right), node, f"{name!r}")
        if isinstance(left, Expr) or isinstance(right, Expr):
            self.check_scalar(left, node)
            self.check_scalar(right, node)
            return simplify(name, left, right)
        if name in ("==", "!="):
            return (left == right) if name == "==" else (left != right)
        raise self.error(f"cannot compare {self.describe_kind(left)} and {self.describe_kind(right)} with {name}",
                         node)

    def contains_other(self, item, container, node):
        raise self.error(f"'in' needs a container on its right, got {self.describe_kind(container)}", node)

    def expr_IfExp(self, node: ast.IfExp, scope):
        cond = self.truth(self.eval(node.test, scope), node.test)
        if not isinstance(cond, Expr):
            return self.eval(node.body if cond else node.orelse, scope)
        a, b = self.eval(node.body, scope), self.eval(node.orelse, scope)
        if not (_is_scalar(a) and _is_scalar(b)):
            raise self.error("a conditional expression on a kernel parameter must give numbers", node)
        return Select(cond, _expr(a), _expr(b))

    def expr_Subscript(self, node: ast.Subscript, scope):
        value = self.eval(node.value, scope)
        index = self.eval(node.slice, scope)
        return self.subscript(value, index, node)

    def subscript(self, value, index, node):
        if (type(value) is list or type(value) is tuple) and type(index) is int and -len(value) <= index < len(value):
            return value[index]  # what CPython gives, without the general path's checks
        if plain(value):
            if isinstance(index, Expr) or isinstance(index, tuple) and any(isinstance(i, Expr) for i in index):
                raise self.error(f"indexing a {type(value).__name__} with a kernel parameter is not supported", node)
            if isinstance(value, pyvalues._ITERATORS):
                raise self.error(f"{type(value).__name__} object is not subscriptable", node)
            return self.python(lambda: value[index], node, "indexing")
        raise self.error(f"{self.describe_kind(value)} cannot be indexed", node)

    def expr_Attribute(self, node: ast.Attribute, scope):
        value = self.eval(node.value, scope)
        return self.attribute(value, node.attr, node)

    def attribute(self, value, attr, node):
        if isinstance(value, PyModule):
            return self.use(self.module_member(value, attr, node), node)
        if isinstance(value, Builtin) and value.pytype is not None:
            if attr == "__name__":
                return value.name
            if pyvalues.method_spec(value.pytype, attr) is not None:
                return PyMethod(value.pytype, attr)
            raise self.error(f"type {value.name} has no attribute {attr!r} the checker knows", node)
        if plain(value):
            found, v = pyvalues.data_attribute(value, attr)
            if found:
                return v
            if pyvalues.method_spec(value, attr) is not None:
                return PyMethod(value, attr)
            raise self.error(f"{type(value).__name__!r} object has no attribute {attr!r} "
                             "(or not one the checker applies)", node)
        if isinstance(value, (Function, Builtin)) and attr == "__name__":
            return value.name
        raise self.error(f"unsupported attribute .{attr} of {self.describe_kind(value)}", node)

    # -- calls
    def expr_Call(self, node: ast.Call, scope):
        func = self.eval(node.func, scope)
        args = []
        for a in node.args:
            if isinstance(a, ast.Starred):
                args.extend(self.sequence(self.eval(a.value, scope), a, what="the unpacked argument"))
            else:
                args.append(self.eval(a, scope))
        kwargs: dict = {}
        for kw in node.keywords:
            if kw.arg is None:
                d = self.eval(kw.value, scope)
                if not isinstance(d, dict):
                    raise self.error(f"** needs a dict, got {self.describe_kind(d)}", kw.value)
                items = list(d.items())
            else:
                items = [(kw.arg, self.eval(kw.value, scope))]
            for k, v in items:
                if not isinstance(k, str):
                    raise self.error(f"keyword argument names must be strings, got {k!r}", kw.value)
                if k in kwargs:
                    raise self.error(f"keyword argument {k!r} given twice", kw.value)
                kwargs[k] = v
        return self.call(func, args, kwargs, node)

    def call(self, func, args, kwargs, node):
        if isinstance(func, Builtin):
            return func.fn(self, node, args, kwargs)
        if isinstance(func, Function):
            return self.call_function(func, args, kwargs, node)
        if isinstance(func, PyMethod):
            return self.call_method(func, args, kwargs, node)
        raise self.error(f"{self.describe_kind(func)} is not callable", node)

    def call_method(self, m: PyMethod, args, kwargs, node):
        spec = pyvalues.method_spec(m.obj, m.name)
        owner = m.obj.__name__ if isinstance(m.obj, type) else type(m.obj).__name__
        if spec.mutates:
            self.may_mutate(m.obj, node)
        if m.name in ("format", "format_map") and owner == "str":
            args = [self.printable(a) for a in args]
            kwargs = {k: self.printable(v) for k, v in kwargs.items()}
        return self.apply(spec, args, kwargs, f"{owner}.{m.name}", node)

    def bind(self, func: Function, args, kwargs, node) -> Scope:
        """The local scope of a call: arguments bound to parameters as Python binds them."""
        a = func.node.args
        sig = _SIGNATURES.get(a)
        if sig is None:  # the parameter names, read from the syntax tree once per function
            sig = _SIGNATURES[a] = ([x.arg for x in a.posonlyargs] + [x.arg for x in a.args],
                                    {x.arg for x in a.posonlyargs}, [x.arg for x in a.kwonlyargs])
        positional, posonly, kwonly = sig
        if len(args) > len(positional) and a.vararg is None:
            raise self.error(f"{func.name}() takes {len(positional)} arguments, {len(args)} given", node)
        local = Scope(dict(zip(positional, args)), func.closure)
        if a.vararg is not None:
            local.vars[a.vararg.arg] = tuple(args[len(positional):])
        extra = {}
        for name, value in kwargs.items():
            if (name in positional and name not in posonly) or name in kwonly:
                if name in local.vars:
                    raise self.error(f"{func.name}() got {name!r} twice", node)
                local.vars[name] = value
            elif a.kwarg is not None:
                extra[name] = value
            else:
                raise self.error(f"{func.name}() has no parameter {name!r}", node)
        if a.kwarg is not None:
            local.vars[a.kwarg.arg] = extra
        if len(args) < len(positional):  # (else every positional parameter is bound)
            first_default = len(positional) - len(func.defaults)
            for i, name in enumerate(positional):
                if name not in local.vars:
                    if i >= first_default:
                        local.vars[name] = func.defaults[i - first_default]
                    else:
                        raise self.error(f"{func.name}() is missing argument {name!r}", node)
        for name in kwonly:
            if name not in local.vars:
                if name not in func.kw_defaults:
                    raise self.error(f"{func.name}() is missing argument {name!r}", node)
                local.vars[name] = func.kw_defaults[name]
        return local

    def call_function(self, func: Function, args, kwargs, node, push: bool = True):
        saved_target, self.assign_target = self.assign_target, None
        local = self.bind(func, args, kwargs, node)
        if len(self.call_stack) > 64:
            raise self.error("helper calls nest too deeply (recursion?)", node)
        self.step(node)
        if push:
            self.call_stack.append(self.loc(node))
        elif not self.call_stack:
            self.entry_scope = local
        depth, self.symbolic_depth = self.symbolic_depth, 0
        self.loops.append(None)
        self.frames.append((func, local))
        try:
            body = func.node.body
            if body[-1].__class__ is _RETURN:  # `return value` last: its value, without raising _Return
                for i in range(len(body) - 1):
                    self.exec_stmt(body[i], local)
                return self.exec_return(body[-1], local)
            self.exec_body(body, local)
        except _Return as r:
            return r.value
        finally:
            self.frames.pop()
            self.loops.pop()
            if push:
                self.call_stack.pop()
            self.symbolic_depth = depth
            self.assign_target = saved_target
        return None

    # -- hooks for values that are neither plain nor symbolic (frontends)
    def opaque_builtin(self, name: str, args, kwargs, node):
        """A builtin applied to a value that is neither plain Python nor a kernel parameter."""
        bad = next((v for v in list(args) + list(kwargs.values()) if not plain(v) and not isinstance(v, Expr)),
                   None)
        raise self.error(f"{name}() of {self.describe_kind(bad)} is not supported", node)

    def instance_check(self, value, cls, node) -> bool | None:
        """isinstance(value, cls) for one class: True, False, or None (not known)."""
        if isinstance(cls, Builtin) and cls.pytype is not None:
            if plain(value):
                return isinstance(value, cls.pytype)
            if isinstance(value, Expr):
                return True if cls.pytype in (int, object) else None
            return False
        raise self.error(f"isinstance() arg 2 must be a type or a tuple of types, got {self.describe_kind(cls)}",
                         node)

    def unknown_type_test(self, what: str, node):
        raise self.error(f"{what} cannot be decided here", node)

    def has_attribute(self, value, name: str, node):
        if plain(value):
            return hasattr(value, name)
        if isinstance(value, PyModule):
            return name in value.members
        if isinstance(value, (Function, Builtin)):
            return name == "__name__"
        return self.unknown_type_test(f"hasattr({self.describe_kind(value)}, {name!r})", node)

    def make_class(self, name: str, bases: tuple, namespace: dict, node):
        """`type(name, bases, namespace)`; a frontend with classes builds one."""
        raise self.error("type() with three arguments (a new class) is not supported here", node)

    def type_of(self, value, node):
        if plain(value):
            if value is None:
                return NONE_TYPE
            for b in self.builtins.values():
                if isinstance(b, Builtin) and b.pytype is type(value):
                    return b
            return Builtin(type(value).__name__, _not_callable, type(value))
        raise self.error(f"type() of {self.describe_kind(value)} is not supported", node)


#: ast.arguments -> (positional names, positional-only names, keyword-only names); an ast node
#: hashes by identity, and a parsed tree is kept for the whole run
_SIGNATURES: dict = {}
#: ast.Lambda -> the function node standing for it (`expr_Lambda`)
_LAMBDAS: dict = {}


def bound_names(stmt: ast.stmt) -> list[str]:
    """The names a module-level statement binds (inside its blocks too, not inside functions)."""
    out: list[str] = []

    def targets(t):
        out.extend(n.id for n in ast.walk(t) if isinstance(n, ast.Name))

    todo = [stmt]
    while todo:
        s = todo.pop(0)
        if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.append(s.name)
        elif isinstance(s, ast.Assign):
            for t in s.targets:
                targets(t)
        elif isinstance(s, (ast.AnnAssign, ast.AugAssign)):
            targets(s.target)
        elif isinstance(s, (ast.Import, ast.ImportFrom)):
            out.extend((a.asname or a.name).split(".")[0] for a in s.names if a.name != "*")
        elif isinstance(s, (ast.For, ast.AsyncFor)):
            targets(s.target)
        if isinstance(s, (ast.If, ast.For, ast.AsyncFor, ast.While, ast.With, ast.AsyncWith, ast.Try)):
            todo.extend(getattr(s, "body", []) + getattr(s, "orelse", []) + getattr(s, "finalbody", []))
            for h in getattr(s, "handlers", []):
                todo.extend(h.body)
    return list(dict.fromkeys(out))


def module_names(path) -> set[str]:
    """The dotted names a module file answers to (`kernels.common.utils`, `common.utils`, `utils`)."""
    from pathlib import Path

    parts = list(Path(path).resolve().with_suffix("").parts[1:])
    if parts and parts[-1] == "__init__":
        parts.pop()
    return {".".join(parts[i:]) for i in range(len(parts))}


def defines_for(defines: dict, path, main: bool) -> dict[str, tuple[str, Any]]:
    """The --define entries that apply to one module: NAME for the checked file, module.NAME for
    the module of that name (or a dotted suffix of its path)."""
    names = module_names(path)
    out = {}
    for key, value in defines.items():
        module, _, name = key.rpartition(".")
        if (not module and main) or (module and module in names):
            out[name] = (key, value)
    return out


def _not_callable(ev, node, args, kwargs):
    raise ev.error("this type cannot be called here", node)


NONE_TYPE = Builtin("NoneType", _not_callable, type(None))


def _same(a, b) -> bool:
    try:
        return bool(a == b)
    except Exception:  # values whose == is not a plain bool
        return False


class _Missing:
    pass


_MISSING = _Missing()


def _expr(v) -> Expr:
    return v if isinstance(v, Expr) else Const(v)


def describe(v) -> str:
    if isinstance(v, Function):
        return f"function {v.name}()"
    if isinstance(v, Builtin):
        return f"{v.name}()"
    if isinstance(v, PyMethod):
        return f"method {v.name}()"
    if isinstance(v, Expr):
        return f"expression {v}"
    return type(v).__name__


# -- Python builtins --------------------------------------------------------------------------


def _has(args, kwargs, kind) -> bool:
    return any(isinstance(v, kind) for v in list(args) + list(kwargs.values()))


def _all_plain(args, kwargs) -> bool:
    return all(plain(v) for v in list(args) + list(kwargs.values()))


def _generic(name: str, symbolic: Callable | None = None, spec: Spec | None = None):
    """A builtin applied by CPython to plain arguments; `symbolic` for kernel parameters."""
    spec = spec or pyvalues.FUNCTIONS[name]

    def fn(ev: Evaluator, node, args, kwargs):
        if _all_plain(args, kwargs):
            return ev.apply(spec, args, kwargs, name, node)
        if _has(args, kwargs, Expr) and all(plain(v) or isinstance(v, Expr) for v in list(args) + list(kwargs.values())):
            if symbolic is None:
                raise ev.error(f"{name}() of a kernel parameter is not supported", node)
            return symbolic(ev, node, args, kwargs)
        if any(ev.is_callable(v) for v in list(args) + list(kwargs.values())) and \
                all(plain(v) or ev.is_callable(v) for v in list(args) + list(kwargs.values())):
            return ev.apply(spec, args, kwargs, name, node)
        if name in _STRUCTURAL and all(isinstance(a, (list, tuple, dict)) for a in args):
            # a container built from containers: the elements are only moved, never looked at,
            # so they may be any value (device values in `dict(dtype=T.i32(), ...)`)
            try:
                return spec.fn(*args, **kwargs)
            except TypeError:  # an element that cannot be a dict key
                pass
        return ev.opaque_builtin(name, args, kwargs, node)
    return fn


#: builtins that move the elements of the containers they are given without looking at them
_STRUCTURAL = ("tuple", "list", "dict")


def _range(ev: Evaluator, node, args, kwargs):
    if kwargs or not 1 <= len(args) <= 3:
        raise ev.error("range() takes 1 to 3 positional arguments", node)
    if all(type(a) is int for a in args) and (len(args) < 3 or args[2] != 0):
        return range(*args)  # what the general path below gives ints (CPython's range, which cannot fail)
    if not any(isinstance(a, Expr) for a in args):
        if not all(plain(a) for a in args):
            raise ev.error(f"range() needs integers, got {', '.join(ev.describe_kind(a) for a in args)}", node)
        return ev.apply(pyvalues.FUNCTIONS["range"], args, {}, "range", node)
    for a in args:
        if not _is_scalar(a) or isinstance(a, bool):
            raise ev.error(f"range() needs integers, got {ev.describe_kind(a)}", node)
    if len(args) == 1:
        return RangeValue(0, args[0], 1)
    if len(args) == 2:
        return RangeValue(args[0], args[1], 1)
    if isinstance(args[2], Expr):
        raise ev.error("range() step must be a constant", node)
    if args[2] == 0:
        raise ev.error("range() step must not be zero", node)
    return RangeValue(*args)


def _fold(op: str):
    def fn(ev: Evaluator, node, values):
        result = values[0]
        for v in values[1:]:
            ev.check_scalar(result, node)
            ev.check_scalar(v, node)
            result = simplify(op, result, v)
        return result
    return fn


def _reduction(name: str, fold: Callable, empty=None):
    """min/max/sum/any/all: CPython over plain values; over kernel parameters a symbolic fold;
    over other values the frontend decides (`opaque_builtin`)."""
    def fn(ev: Evaluator, node, args, kwargs):
        values = list(args)
        if len(args) == 1 and pyvalues.is_iterable(args[0]) and not isinstance(args[0], (str, bytes)):
            values = ev.sequence(args[0], node, what=f"the argument of {name}()")
            args = [values]
        if all(pyvalues.deep_plain(v) for v in values) or kwargs:
            return ev.apply(pyvalues.FUNCTIONS[name], args, kwargs, name, node)
        if not values:
            if empty is None:
                raise ev.error(f"{name}() of an empty sequence", node)
            return empty
        if all(plain(v) or isinstance(v, Expr) for v in values) and not any(isinstance(v, (list, tuple))
                                                                           for v in values):
            return fold(ev, node, values)
        return ev.opaque_builtin(name, values, {}, node)
    return fn


def _any_all(op: str):
    def fold(ev, node, values):
        result = None
        for v in values:
            t = ev.truth(v, node)
            if not isinstance(t, Expr):
                if (op == "or" and t) or (op == "and" and not t):
                    return t
                continue
            result = t if result is None else BinOp(op, result, t)
        return (op == "and") if result is None else result
    return fold


def _sum_fold(ev, node, values):
    result = 0
    for v in values:
        ev.check_scalar(v, node)
        result = simplify("+", result, v)
    return result


def _len(ev: Evaluator, node, args, kwargs):
    if len(args) == 1 and not kwargs and isinstance(args[0], RangeValue):
        raise ev.error("len() of a range that depends on a kernel parameter is not supported", node)
    return _generic("len")(ev, node, args, kwargs)


def _same_value(ev, node, args, kwargs):
    if len(args) == 1 and not kwargs:
        return args[0]
    raise ev.error("takes one argument here", node)


def _abs_symbolic(ev, node, args, kwargs):
    (v,) = args
    return Select(BinOp("<", v, Const(0)), UnaryOp("-", v), v)


def _str(ev: Evaluator, node, args, kwargs):
    if len(args) == 1 and not kwargs and not plain(args[0]):
        return ev.describe_value(args[0]) if isinstance(args[0], Expr) else str(ev.printable(args[0]))
    return ev.apply(pyvalues.FUNCTIONS["str"], [ev.printable(a) for a in args], kwargs, "str", node)


def _text_builtin(name):
    def fn(ev: Evaluator, node, args, kwargs):
        return ev.apply(pyvalues.FUNCTIONS[name], [ev.printable(a) for a in args], kwargs, name, node)
    return fn


def _isinstance(ev: Evaluator, node, args, kwargs):
    if len(args) != 2 or kwargs:
        raise ev.error("isinstance() takes 2 arguments", node)
    value, classes = args
    flat, todo = [], [classes]
    while todo:
        c = todo.pop()
        if isinstance(c, tuple):
            todo.extend(c)
        else:
            flat.append(c)
    answers = [ev.instance_check(value, c, node) for c in flat]
    if any(a is True for a in answers):
        return True
    if all(a is False for a in answers):
        return False
    return ev.unknown_type_test(f"isinstance({ev.describe_kind(value)}, ...)", node)


def _hasattr(ev: Evaluator, node, args, kwargs):
    if len(args) != 2 or kwargs or not isinstance(args[1], str):
        raise ev.error("hasattr() takes an object and an attribute name", node)
    return ev.has_attribute(args[0], args[1], node)


def _getattr(ev: Evaluator, node, args, kwargs):
    if not 2 <= len(args) <= 3 or kwargs or not isinstance(args[1], str):
        raise ev.error("getattr() takes an object, an attribute name and an optional default", node)
    try:
        return ev.attribute(args[0], args[1], node)
    except InputError:
        if len(args) > 2:
            return args[2]
        raise


def _type(ev: Evaluator, node, args, kwargs):
    if len(args) == 3 and not kwargs:  # type(name, bases, namespace): a new class
        name, bases, namespace = args
        if not isinstance(name, str) or not isinstance(bases, tuple) or not isinstance(namespace, dict):
            raise ev.error("type(name, bases, namespace) needs a str, a tuple and a dict here", node)
        return ev.make_class(name, bases, namespace, node)
    if len(args) != 1 or kwargs:
        raise ev.error("type() takes one or three arguments", node)
    return ev.type_of(args[0], node)


def _callable(ev: Evaluator, node, args, kwargs):
    if len(args) != 1 or kwargs:
        raise ev.error("callable() takes one argument", node)
    return ev.is_callable(args[0]) or (isinstance(args[0], Builtin))


def _print(ev, node, args, kwargs):
    return None  # the checker prints nothing on the file's behalf


def _conversion(name: str, symbolic: Callable | None):
    return Builtin(name, _generic(name, symbolic), pyvalues.TYPES[name])


def _module(name: str) -> PyModule:
    members = {}
    for member, value in pyvalues.MODULES[name].items():
        if isinstance(value, Spec):
            members[member] = Builtin(f"{name}.{member}", _generic(f"{name}.{member}", spec=value))
        else:
            members[member] = value
    return PyModule(name, members)


PYTHON_BUILTINS: dict[str, Any] = {
    "range": Builtin("range", _range, range),
    "min": Builtin("min", _reduction("min", _fold("min"))),
    "max": Builtin("max", _reduction("max", _fold("max"))),
    "sum": Builtin("sum", _reduction("sum", _sum_fold, 0)),
    "any": Builtin("any", _reduction("any", _any_all("or"), False)),
    "all": Builtin("all", _reduction("all", _any_all("and"), True)),
    "len": Builtin("len", _len),
    "int": _conversion("int", _same_value),
    "bool": _conversion("bool", _same_value),
    "float": _conversion("float", None),
    "complex": _conversion("complex", None),
    "str": Builtin("str", _str, str),
    "repr": Builtin("repr", _text_builtin("repr")),
    "ascii": Builtin("ascii", _text_builtin("ascii")),
    "format": Builtin("format", _text_builtin("format")),
    "abs": Builtin("abs", _generic("abs", _abs_symbolic)),
    "round": Builtin("round", _generic("round", _same_value)),
    "isinstance": Builtin("isinstance", _isinstance),
    "hasattr": Builtin("hasattr", _hasattr),
    "getattr": Builtin("getattr", _getattr),
    "type": Builtin("type", _type),
    "callable": Builtin("callable", _callable),
    "print": Builtin("print", _print),
    "True": True,
    "False": False,
    "None": None,
}
for _name in ("tuple", "list", "dict", "set", "frozenset", "bytes", "slice"):
    PYTHON_BUILTINS[_name] = Builtin(_name, _generic(_name), pyvalues.TYPES[_name])
for _name in ("sorted", "reversed", "enumerate", "zip", "map", "filter", "divmod", "pow", "chr", "ord", "bin", "hex",
              "oct", "iter", "next"):
    PYTHON_BUILTINS[_name] = Builtin(_name, _generic(_name))
for _name in pyvalues.MODULES:
    PYTHON_BUILTINS[_name] = _module(_name)


# -- reading a file ------------------------------------------------------------------------------


def parse(source: str, file: str) -> ast.Module:
    """Parse a file (never compiled or run); too deep a syntax tree is an input error."""
    try:
        tree = ast.parse(source, filename=file)
    except SyntaxError as exc:
        raise InputError(f"syntax error: {exc.msg}", Loc(file, exc.lineno or 1, exc.offset or 1)) from None
    except (RecursionError, MemoryError):
        line, col = _deepest_spot(source)
        raise InputError("the file nests too deeply for the parser (expressions or brackets)",
                         Loc(file, line, col)) from None
    except ValueError as exc:  # e.g. a NUL byte
        raise InputError(f"cannot parse the file: {exc}", Loc(file, 1, 1)) from None
    _check_nesting(tree, file)
    return tree


def _check_nesting(tree: ast.AST, file: str) -> None:
    todo = [(tree, 0)]
    while todo:
        node, depth = todo.pop()
        if depth > MAX_NESTING:
            raise InputError(f"the code nests more than {MAX_NESTING} levels deep here (expressions, calls and "
                             "blocks); split it up", Loc(file, getattr(node, "lineno", 1),
                                                         getattr(node, "col_offset", 0) + 1))
        for child in ast.iter_child_nodes(node):
            todo.append((child, depth + 1))


def _deepest_spot(source: str) -> tuple[int, int]:
    """Where the bracket depth plus the run of prefix operators is largest (the parser gave up)."""
    best, spot, depth, run = -1, (1, 1), 0, 0
    try:
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            if tok.type == tokenize.OP and tok.string in "([{":
                depth += 1
            elif tok.type == tokenize.OP and tok.string in ")]}":
                depth -= 1
            if tok.type == tokenize.OP and tok.string in ("-", "+", "~", "(", "[", "{") or tok.string == "not":
                run += 1
            else:
                run = 0
            if depth + run > best:
                best, spot = depth + run, (tok.start[0], tok.start[1] + 1)
    except (tokenize.TokenError, SyntaxError, IndentationError):
        pass
    return spot


@contextlib.contextmanager
def evaluation_limits():
    """Room for the evaluator's recursion (restored after): deep helpers within MAX_NESTING."""
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, RECURSION_LIMIT))
    try:
        yield
    finally:
        sys.setrecursionlimit(old)
