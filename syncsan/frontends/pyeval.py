"""A static evaluator for a restricted Python subset, read with `ast` and never executed.

It walks module and function bodies with concrete values where they are known and symbolic
`Expr`s where they depend on kernel parameters: a `for` over a symbolic `range` becomes a `Loop`,
an `if` on a symbolic condition becomes an `If`, helper calls are inlined with their call sites
kept. Frontends supply the builtins that emit schedule ops; the evaluator knows no rule.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Any, Callable

from syncsan.errors import InputError, Loc
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


@dataclass(frozen=True)
class Poison:
    """A value that depends on a runtime condition or loop iteration the evaluator cannot pick."""

    reason: str
    loc: Loc


@dataclass(frozen=True)
class RangeValue:
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
    """A callable the frontend provides: fn(evaluator, call_node, args, kwargs) -> value."""

    name: str
    fn: Callable[..., Any]


class _Return(Exception):
    def __init__(self, value):
        self.value = value


_BINOPS = {
    ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.FloorDiv: "//", ast.Mod: "%",
    ast.LShift: "<<", ast.RShift: ">>", ast.BitAnd: "&", ast.BitOr: "|", ast.BitXor: "^",
}
_CMPOPS = {
    ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=",
}


def _is_scalar(v) -> bool:
    return isinstance(v, (int, bool, Expr)) and not isinstance(v, Poison)


class Evaluator:
    def __init__(self, file: str, builtins: dict[str, Any]):
        self.file = file
        self.builtins = builtins
        self.blocks: list[list[Stmt]] = []
        self.call_stack: list[Loc] = []
        self.assign_target: str | None = None
        self.var_counter = 0
        self.symbolic_depth = 0  # >0 while inside a symbolic branch or loop
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
        self.exec_body(tree.body, scope)

    def exec_body(self, body: list[ast.stmt], scope: Scope) -> None:
        for node in body:
            self.exec_stmt(node, scope)

    def exec_stmt(self, node: ast.stmt, scope: Scope) -> None:
        method = getattr(self, f"stmt_{type(node).__name__}", None)
        if method is None:
            raise self.error(f"unsupported statement: {type(node).__name__}", node)
        method(node, scope)

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
        """Schedule files may import the schedule vocabulary for editors; nothing is loaded."""
        for alias in node.names:
            if alias.name != "*":
                scope.vars[alias.asname or alias.name.split(".")[0]] = self.builtins.get(alias.name, Poison(
                    f"{alias.name} is imported, and imports are not followed", self.loc(node)))

    def stmt_FunctionDef(self, node: ast.FunctionDef, scope: Scope) -> None:
        args = node.args
        if args.vararg or args.kwarg or args.posonlyargs:
            raise self.error("*args, **kwargs and positional-only parameters are not supported", node)
        defaults = tuple(self.eval(d, scope) for d in args.defaults)
        kw_defaults = {a.arg: self.eval(d, scope) for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is not None}
        scope.vars[node.name] = Function(node, scope, defaults, kw_defaults)

    def stmt_Return(self, node: ast.Return, scope: Scope) -> None:
        if self.symbolic_depth:
            raise self.error("return inside a branch or loop that depends on a kernel parameter "
                             "is not supported", node)
        raise _Return(None if node.value is None else self.eval(node.value, scope))

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
        if not isinstance(node.target, ast.Name):
            raise self.error("augmented assignment to anything but a name is not supported", node)
        current = self.eval(ast.Name(node.target.id, ast.Load(), lineno=node.lineno, col_offset=node.col_offset), scope)
        value = self.binop(node.op, current, self.eval(node.value, scope), node)
        self.assign(node.target, value, scope)

    def assign(self, target: ast.expr, value, scope: Scope) -> None:
        if isinstance(target, ast.Name):
            scope.vars[target.id] = value
        elif isinstance(target, (ast.Tuple, ast.List)):
            if isinstance(value, RangeValue) and value.concrete():
                value = tuple(range(value.start, value.stop, value.step))
            if not isinstance(value, (tuple, list)) or len(value) != len(target.elts):
                raise self.error("cannot unpack this value into the targets", target)
            for t, v in zip(target.elts, value):
                self.assign(t, v, scope)
        else:
            self.assign_other(target, value, scope)

    def assign_other(self, target, value, scope) -> None:
        raise self.error("only assignments to names and tuples of names are supported", target)

    def stmt_If(self, node: ast.If, scope: Scope) -> None:
        self.branch(node, scope, self.truth(self.eval(node.test, scope), node.test))

    def stmt_Assert(self, node: ast.Assert, scope: Scope) -> None:
        """`assert` on known values must hold; on symbolic ones it is not checked."""
        ok = self.truth(self.eval(node.test, scope), node.test)
        if not isinstance(ok, Expr) and not ok:
            msg = "" if node.msg is None else f": {self.eval(node.msg, scope)}"
            raise self.error(f"assertion fails{msg}", node)

    def stmt_Raise(self, node: ast.Raise, scope: Scope) -> None:
        """Reaching a `raise` means the input rejects these values: report it as bad input."""
        text = ""
        exc = node.exc
        if isinstance(exc, ast.Call) and exc.args:
            try:
                text = str(self.eval(exc.args[0], scope))
            except InputError:
                text = ast.unparse(exc.args[0])
        name = ast.unparse(exc.func if isinstance(exc, ast.Call) else exc) if exc is not None else "raise"
        raise self.error(f"{name} raised" + (f": {text}" if text else ""), node)

    def expr_JoinedStr(self, node: ast.JoinedStr, scope):
        parts = []
        for v in node.values:
            if isinstance(v, ast.Constant):
                parts.append(str(v.value))
            else:
                parts.append(self.eval(v, scope))
        return "".join(parts)

    def expr_FormattedValue(self, node: ast.FormattedValue, scope):
        v = self.eval(node.value, scope)
        return repr(v) if node.conversion == ord("r") else str(v)

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
            if a is b or (a == b and type(a) is type(b)):
                merged[name] = a
            elif _is_scalar(a) and _is_scalar(b):
                merged[name] = Select(cond, _expr(a), _expr(b))
            else:
                merged[name] = Poison(f"{name} is set differently depending on {cond}", self.loc(node))
        scope.vars.clear()
        scope.vars.update(merged)
        self.emit(If(self.loc(node), self.stack, cond, then, orelse), node)

    def stmt_For(self, node: ast.For, scope: Scope) -> None:
        if node.orelse:
            raise self.error("for ... else is not supported", node)
        it = self.eval(node.iter, scope)
        if isinstance(it, RangeValue) and it.concrete():
            it = range(it.start, it.stop, it.step)
        if isinstance(it, RangeValue):
            if not isinstance(node.target, ast.Name):
                raise self.error("a loop over a symbolic range needs a single loop variable", node.target)
            self.symbolic_loop(node, it, scope)
            return
        if isinstance(it, (range, tuple, list)):
            if len(it) > MAX_UNROLL:
                raise self.error(f"loop of {len(it)} iterations is too long to unroll", node)
            for value in it:
                self.assign(node.target, value, scope)
                self.exec_body(node.body, scope)
            return
        raise self.error("for loops must iterate over range(...) or a literal tuple", node.iter)

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
                if before.get(name, _MISSING) == value and type(before.get(name)) is type(value):
                    continue
                scope.vars[name] = Poison(
                    f"{name} changes inside the loop at line {node.lineno}, whose trip count depends "
                    "on a kernel parameter", self.loc(node))
        self.emit(Loop(self.loc(node), self.stack, var, it.start, it.stop, it.step, body), node)

    def stmt_While(self, node, scope) -> None:
        raise self.error("while loops are not supported: write the loop with range()", node)

    # -- expressions
    def eval(self, node: ast.expr, scope: Scope):
        method = getattr(self, f"expr_{type(node).__name__}", None)
        if method is None:
            raise self.error(f"unsupported expression: {type(node).__name__}", node)
        value = method(node, scope)
        return value

    def use(self, value, node):
        if isinstance(value, Poison):
            raise InputError(f"{value.reason} (at {value.loc}), and its value is needed here", self.loc(node))
        return value

    def expr_Constant(self, node: ast.Constant, scope):
        return node.value

    def expr_Name(self, node: ast.Name, scope: Scope):
        try:
            return self.use(scope.lookup(node.id), node)
        except KeyError:
            pass
        if node.id in self.builtins:
            return self.builtins[node.id]
        raise self.error(f"unknown name {node.id!r}", node)

    def expr_Tuple(self, node, scope):
        return tuple(self.eval(e, scope) for e in node.elts)

    def expr_List(self, node, scope):
        return tuple(self.eval(e, scope) for e in node.elts)

    def expr_Dict(self, node, scope):
        if any(k is None for k in node.keys):
            raise self.error("dict unpacking is not supported", node)
        return {self.eval(k, scope): self.eval(v, scope) for k, v in zip(node.keys, node.values)}

    def expr_BinOp(self, node: ast.BinOp, scope):
        return self.binop(node.op, self.eval(node.left, scope), self.eval(node.right, scope), node)

    def binop(self, op: ast.operator, left, right, node):
        name = _BINOPS.get(type(op))
        if name is None:
            raise self.error(f"unsupported operator {type(op).__name__}", node)
        if isinstance(left, (tuple, str)) and name in ("+", "*") and not isinstance(right, Expr):
            return left + right if name == "+" else left * right
        self.check_scalar(left, node)
        self.check_scalar(right, node)
        try:
            return simplify(name, left, right)
        except ZeroDivisionError:
            raise self.error("division by zero", node) from None

    def check_scalar(self, v, node):
        if not _is_scalar(v):
            raise self.error(f"expected a number here, got {describe(v)}", node)

    def expr_UnaryOp(self, node: ast.UnaryOp, scope):
        v = self.eval(node.operand, scope)
        if isinstance(node.op, ast.Not):
            v = self.truth(v, node.operand)
            return UnaryOp("not", v) if isinstance(v, Expr) else (not v)
        if isinstance(node.op, ast.USub):
            self.check_scalar(v, node)
            return UnaryOp("-", v) if isinstance(v, Expr) else -v
        if isinstance(node.op, ast.UAdd):
            return v
        raise self.error("unsupported unary operator", node)

    def truth(self, v, node):
        if isinstance(v, Expr):
            return v
        if isinstance(v, (Function, Builtin)):
            raise self.error("a function used as a condition (missing call?)", node)
        return bool(v)

    def expr_BoolOp(self, node: ast.BoolOp, scope):
        op = "and" if isinstance(node.op, ast.And) else "or"
        result = self.truth(self.eval(node.values[0], scope), node.values[0])
        for sub in node.values[1:]:
            if not isinstance(result, Expr):
                if (op == "and" and not result) or (op == "or" and result):
                    return result
                result = self.truth(self.eval(sub, scope), sub)
                continue
            result = BinOp(op, result, _expr(self.truth(self.eval(sub, scope), sub)))
        return result

    def expr_Compare(self, node: ast.Compare, scope):
        left = self.eval(node.left, scope)
        result = True
        for op, comp in zip(node.ops, node.comparators):
            right = self.eval(comp, scope)
            if isinstance(op, (ast.In, ast.NotIn)):
                if isinstance(left, Expr):
                    raise self.error("'in' on a kernel parameter is not supported", node)
                r = left in right
                part = r if isinstance(op, ast.In) else not r
            elif isinstance(op, (ast.Is, ast.IsNot)):
                r = left is right
                part = r if isinstance(op, ast.Is) else not r
            else:
                name = _CMPOPS[type(op)]
                if isinstance(left, Expr) or isinstance(right, Expr):
                    self.check_scalar(left, node)
                    self.check_scalar(right, node)
                    part = simplify(name, left, right)
                else:
                    part = simplify(name, left, right)
            result = part if result is True else simplify("and", result, part)
            left = right
        return result

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
        if isinstance(value, (tuple, list, str)):
            if isinstance(index, Expr):
                raise self.error("indexing a tuple with a kernel parameter is not supported", node)
            try:
                return value[index]
            except (IndexError, TypeError):
                raise self.error(f"index {index!r} out of range", node) from None
        if isinstance(value, dict):
            try:
                return value[index]
            except (KeyError, TypeError):
                raise self.error(f"no key {index!r}", node) from None
        raise self.error(f"{describe(value)} cannot be indexed", node)

    def expr_Attribute(self, node: ast.Attribute, scope):
        value = self.eval(node.value, scope)
        return self.attribute(value, node.attr, node)

    def attribute(self, value, attr, node):
        raise self.error(f"unsupported attribute .{attr} of {describe(value)}", node)

    def expr_Call(self, node: ast.Call, scope):
        func = self.eval(node.func, scope)
        args = []
        for a in node.args:
            if isinstance(a, ast.Starred):
                v = self.eval(a.value, scope)
                if not isinstance(v, (tuple, list)):
                    raise self.error("only tuples can be unpacked into arguments", a)
                args.extend(v)
            else:
                args.append(self.eval(a, scope))
        kwargs = {}
        for kw in node.keywords:
            if kw.arg is None:
                raise self.error("**kwargs in a call are not supported", node)
            kwargs[kw.arg] = self.eval(kw.value, scope)
        return self.call(func, args, kwargs, node)

    def call(self, func, args, kwargs, node):
        if isinstance(func, Builtin):
            return func.fn(self, node, args, kwargs)
        if isinstance(func, Function):
            return self.call_function(func, args, kwargs, node)
        raise self.error(f"{describe(func)} is not callable", node)

    def call_function(self, func: Function, args, kwargs, node, push: bool = True):
        saved_target, self.assign_target = self.assign_target, None
        fargs = func.node.args
        names = [a.arg for a in fargs.args]
        if len(args) > len(names):
            raise self.error(f"{func.name}() takes {len(names)} arguments, {len(args)} given", node)
        local = Scope(parent=func.closure)
        for name, value in zip(names, args):
            local.vars[name] = value
        for name, value in kwargs.items():
            if name not in names and name not in [a.arg for a in fargs.kwonlyargs]:
                raise self.error(f"{func.name}() has no parameter {name!r}", node)
            if name in local.vars:
                raise self.error(f"{func.name}() got {name!r} twice", node)
            local.vars[name] = value
        first_default = len(names) - len(func.defaults)
        for i, name in enumerate(names):
            if name not in local.vars:
                if i >= first_default:
                    local.vars[name] = func.defaults[i - first_default]
                else:
                    raise self.error(f"{func.name}() is missing argument {name!r}", node)
        for a in fargs.kwonlyargs:
            if a.arg not in local.vars:
                if a.arg not in func.kw_defaults:
                    raise self.error(f"{func.name}() is missing argument {a.arg!r}", node)
                local.vars[a.arg] = func.kw_defaults[a.arg]
        if len(self.call_stack) > 64:
            raise self.error("helper calls nest too deeply (recursion?)", node)
        if push:
            self.call_stack.append(self.loc(node))
        elif not self.call_stack:
            self.entry_scope = local
        depth, self.symbolic_depth = self.symbolic_depth, 0
        try:
            self.exec_body(func.node.body, local)
        except _Return as r:
            return r.value
        finally:
            if push:
                self.call_stack.pop()
            self.symbolic_depth = depth
            self.assign_target = saved_target
        return None

    def expr_Lambda(self, node, scope):
        raise self.error("lambda is not supported: use def", node)


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
    if isinstance(v, Expr):
        return f"expression {v}"
    return type(v).__name__


# -- Python builtins the subset allows


def _range(ev: Evaluator, node, args, kwargs):
    if kwargs or not 1 <= len(args) <= 3:
        raise ev.error("range() takes 1 to 3 positional arguments", node)
    for a in args:
        if not _is_scalar(a) or isinstance(a, bool):
            raise ev.error(f"range() needs integers, got {describe(a)}", node)
    if len(args) == 1:
        return RangeValue(0, args[0], 1)
    if len(args) == 2:
        return RangeValue(args[0], args[1], 1)
    if isinstance(args[2], Expr):
        raise ev.error("range() step must be a constant", node)
    return RangeValue(*args)


def _minmax(name):
    def fn(ev: Evaluator, node, args, kwargs):
        if len(args) == 1 and isinstance(args[0], (tuple, list)):
            args = list(args[0])
        if not args:
            raise ev.error(f"{name}() needs arguments", node)
        result = args[0]
        for a in args[1:]:
            ev.check_scalar(result, node)
            ev.check_scalar(a, node)
            result = simplify(name, result, a)
        return result
    return fn


def _len(ev, node, args, kwargs):
    (v,) = args
    if isinstance(v, RangeValue):
        if not v.concrete():
            raise ev.error("len() of a symbolic range is not supported", node)
        return len(range(v.start, v.stop, v.step))
    return len(v)


def _pyconv(kind):
    def fn(ev, node, args, kwargs):
        (v,) = args
        if isinstance(v, Expr):
            return v
        return kind(v)
    return fn


PYTHON_BUILTINS = {
    "range": Builtin("range", _range),
    "min": Builtin("min", _minmax("min")),
    "max": Builtin("max", _minmax("max")),
    "len": Builtin("len", _len),
    "int": Builtin("int", _pyconv(int)),
    "bool": Builtin("bool", _pyconv(bool)),
    "abs": Builtin("abs", lambda ev, node, args, kw: abs(args[0]) if not isinstance(args[0], Expr)
                   else Select(BinOp("<", args[0], Const(0)), UnaryOp("-", args[0]), args[0])),
    "tuple": Builtin("tuple", lambda ev, node, args, kw: tuple(args[0]) if args else ()),
    "True": True,
    "False": False,
    "None": None,
}


def parse(source: str, file: str) -> ast.Module:
    try:
        return ast.parse(source, filename=file)
    except SyntaxError as exc:
        raise InputError(f"syntax error: {exc.msg}", Loc(file, exc.lineno or 1, exc.offset or 1)) from None
