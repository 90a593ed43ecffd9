"""The FlyDSL-aware evaluator: walks a FlyDSL kernel (AST only) for one wave and emits schedule ops.

It extends the generic `pyeval.Evaluator` with what FlyDSL source needs: library names that are
not read (`fx`, `rocdl`, `gpu`, ...), classes and `@fx.struct` storage, sibling-module imports,
runtime values (per-lane ranges, workgroup-uniform values that become schedule parameters) and
the sync vocabulary (`rocdl.s_barrier`, `rocdl.s_waitcnt`, `gpu.barrier`, copy atoms, LDS views).
"""

from __future__ import annotations

import ast
import dataclasses
import re
from pathlib import Path

from syncsan.errors import InputError, Loc
from syncsan.frontends.flydsl.values import (
    Acc,
    Api,
    ApiResult,
    ArrayType,
    Broken,
    BoundMethod,
    ClassValue,
    CopyAtom,
    Dtype,
    External,
    Frag,
    FragRoot,
    GlobalRef,
    Instance,
    Lane,
    LdsPtr,
    LdsView,
    Layout,
    MethodOf,
    MmaCoord,
    MmaSpec,
    MmaThr,
    CoordView,
    Module,
    Opaque,
    Pending,
    Storage,
    StructClass,
    StructValue,
    VecType,
)
from syncsan.frontends import pyvalues
from syncsan.frontends.flydsl import host
from syncsan.frontends.pyeval import _Break, _Continue
from syncsan.frontends.pyeval import _Return as _ReturnSignal
from syncsan.frontends.pyeval import (
    PYTHON_BUILTINS,
    Builtin,
    Evaluator,
    Function,
    PyModule,
    RaisedError,
    RangeValue,
    Scope,
    describe,
    plain,
)
from syncsan.ir import (
    AsyncCopy,
    Barrier,
    BinOp,
    Const,
    Expr,
    If,
    LdsRead,
    LdsWrite,
    Loop,
    Param,
    SmemLoad,
    VmemLoad,
    VmemStore,
    Wait,
    free_names,
    simplify,
)

WAVE = 64
#: modules whose names are library vocabulary, never read
LIBRARIES = ("flydsl", "torch", "functools", "typing", "threading", "math", "dataclasses", "numpy",
             "enum", "collections", "itertools", "os", "sys", "abc", "contextlib", "warnings")
DTYPE_BITS = {
    "Float16": 16, "BFloat16": 16, "Float32": 32, "Float64": 64, "Int8": 8, "Int16": 16,
    "Int32": 32, "Int64": 64, "Uint8": 8, "Float8E4M3FN": 8, "Float8E4M3FNUZ": 8, "Float8E5M2": 8,
    "f16": 16, "bf16": 16, "f32": 32, "i32": 32, "i8": 8, "i64": 64,
}
#: calls that build views or fragments without reading their data
VIEW_CALLS = {
    "make_view", "retile", "partition_S", "partition_D", "partition_A", "partition_B", "partition_C",
    "make_fragment_A", "make_fragment_B", "make_fragment_C", "make_fragment_like", "get_iter",
    "flat_divide", "logical_divide", "zipped_divide", "thr_slice", "get_slice", "make_tiled_copy_A",
    "make_tiled_copy_B", "make_tiled_copy_C", "static", "size", "cosize", "make_layout",
    "make_ordered_layout", "make_composed_layout", "make_rmem_tensor", "make_tile", "get_layout",
    "make_copy_atom", "make_mma_atom", "make_tiled_mma", "make_type",
}
SCHEDULING_HINTS = {"sched_barrier", "sched_vmem", "sched_dsrd", "sched_dswr", "sched_mfma", "sched_valu",
                    "sched_group_barrier", "s_setprio", "s_nop", "sched_vmem_read", "sched_vmem_write"}
#: names that suggest a copy, wait or barrier: unrecognised calls with them are reported
SUSPICIOUS = re.compile(r"barrier|waitcnt|wait|async|lds|dma|fence|asyncmark|sync", re.I)
COMPILER_WAIT = "compiler wait before first use"
#: the description of an isinstance()/hasattr() answer the checker does not know
TYPE_TEST = "type test: "


#: FlyDSL's numeric types (`fx.Numeric` and its subclasses): what runtime scalars are instances of
NUMERIC_TYPES = {"Numeric", "Integer", "Float", "Boolean", "Bool", "Index"} | set(DTYPE_BITS)
#: builtins that turn runtime numbers into a runtime number (the others need compile-time values)
NUMERIC_BUILTINS = {"abs", "int", "float", "bool", "round", "min", "max", "sum", "pow", "divmod", "any", "all"}


class KernelDefined(Exception):
    """Raised when a builder function's evaluation reaches the kernel definition it is run for."""

    def __init__(self, function):
        super().__init__(function.name)
        self.function = function


class FlyEvaluator(Evaluator):
    def __init__(self, frontend, file: str):
        super().__init__(file, dict(PYTHON_BUILTINS))
        self.fe = frontend
        self.wid = 0
        self.n_total = 1
        self.outstanding: dict[str, list[Pending]] = {"lgkm": [], "vm": []}
        self.div_depth = 0  # >0 inside a branch on a runtime (lane) condition
        self.builtins.update({
            "range": Builtin("range", self._range),
            "range_constexpr": Builtin("range_constexpr", self._range_constexpr),
            "const_expr": Builtin("const_expr", self._const_expr),
            "super": Builtin("super", self._super),
            "ValueError": Builtin("ValueError", lambda ev, n, a, k: Opaque("exception")),
            "TypeError": Builtin("TypeError", lambda ev, n, a, k: Opaque("exception")),
            "NotImplementedError": Builtin("NotImplementedError", lambda ev, n, a, k: Opaque("exception")),
            "AssertionError": Builtin("AssertionError", lambda ev, n, a, k: Opaque("exception")),
            "RuntimeError": Builtin("RuntimeError", lambda ev, n, a, k: Opaque("exception")),
            "Exception": Builtin("Exception", lambda ev, n, a, k: Opaque("exception")),
            "object": Api("object"),
        })

    # ------------------------------------------------------------ files and modules
    def loc(self, node: ast.AST) -> Loc:
        return Loc(self.file, getattr(node, "lineno", 1), getattr(node, "col_offset", 0) + 1)

    def note(self, text: str) -> None:
        self.fe.add_note(text)

    def module_member(self, module, name, node):
        if name in module.members:
            return module.members[name]
        return Api(f"{module.name}.{name}")  # library vocabulary (functools.lru_cache): not read

    def on_import(self, node, scope) -> None:
        if isinstance(node, ast.Import):
            for alias in node.names:
                top = alias.name.split(".")[0]
                if alias.name in pyvalues.MODULES:
                    scope.vars[alias.asname or alias.name] = self.builtins[alias.name]
                elif alias.asname:
                    scope.vars[alias.asname] = Api(alias.name)
                else:
                    scope.vars[top] = Api(top)
            return
        module = node.module or ""
        if node.level == 0 and module in pyvalues.MODULES:
            super().on_import(node, scope)
            return
        if node.level == 0 and module.split(".")[0] in LIBRARIES:
            for alias in node.names:
                if alias.name != "*":
                    scope.vars[alias.asname or alias.name] = Api(f"{module}.{alias.name}")
            return
        target = self.fe.resolve_module(self.file, node.level, module) if node.level else \
            self.fe.resolve_absolute(self.file, module)
        for alias in node.names:
            if alias.name == "*":
                if target is not None:
                    scope.vars.update({k: v for k, v in target.scope.vars.items() if not k.startswith("_")})
                continue
            name = alias.asname or alias.name
            if target is None and node.level and module:
                # a module of the file's own package that is not there: Python raises ImportError
                raise RaisedError(f"no module {'.' * node.level}{module} in the package of {self.file}",
                                  self.loc(node), "ImportError")
            if target is None:
                scope.vars[name] = External(alias.name, ("." * node.level) + module, self.loc(node))
            elif alias.name in target.scope.vars:
                scope.vars[name] = target.scope.vars[alias.name]
            else:
                qualified = f"{module}.{alias.name}" if module else alias.name
                sub = self.fe.resolve_module(self.file, node.level, qualified) if node.level else \
                    self.fe.resolve_absolute(self.file, qualified)
                if sub is None:
                    raise RaisedError(f"cannot import {alias.name!r} from {'.' * node.level}{module}",
                                      self.loc(node), "ImportError")
                scope.vars[name] = sub

    def run_module_stmt(self, stmt, scope: Scope, names) -> None:
        """Module level: a statement the checker cannot evaluate only breaks the names it binds."""
        try:
            self.exec_stmt(stmt, scope)
        except InputError as exc:
            for name in names:
                scope.vars[name] = Broken(name, str(exc))

    def note_define(self, text: str) -> None:
        self.note(text)

    def define(self, name, stmt, scope) -> None:
        super().define(name, stmt, scope)
        self.fe.defines_used |= self.defines_used

    def call_function(self, func: Function, args, kwargs, node, push: bool = True):
        profile_effect = self.fe.profile_effect(func.name, func)
        call_loc = self.loc(node)
        if profile_effect is not None:
            return self.fe.apply_profile(self, profile_effect, func, args, kwargs, node)
        file = _scope_file(func.closure) or self.file
        saved = self.file
        if push:
            self.call_stack.append(call_loc)
        self.file = file
        try:
            return super().call_function(func, args, kwargs, node, push=False)
        finally:
            self.file = saved
            if push:
                self.call_stack.pop()

    def exec_stmt(self, node: ast.stmt, scope: Scope) -> None:
        """Any failure inside a statement is bad input at that statement, never a traceback."""
        try:
            super().exec_stmt(node, scope)
        except (InputError, _ReturnSignal, KernelDefined, _Break, _Continue):
            raise
        except RecursionError:
            raise self.error("helper calls nest too deeply", node) from None
        except Exception as exc:  # a Python construct the evaluator mishandles
            raise self.error(f"the checker cannot evaluate this statement ({type(exc).__name__}: {exc})",
                             node) from None

    # ------------------------------------------------------------ definitions
    def stmt_FunctionDef(self, node: ast.FunctionDef, scope: Scope) -> None:
        super().stmt_FunctionDef(node, scope)
        wanted = getattr(self.fe, "building_kernel", None)
        if wanted is not None and node is wanted:
            # a builder function reached the kernel it defines: its locals are the kernel's closure,
            # and nothing after this point matters to the kernel
            raise KernelDefined(scope.vars[node.name])

    def stmt_ClassDef(self, node: ast.ClassDef, scope: Scope) -> None:
        decos = [ast.unparse(d) for d in node.decorator_list]
        if any(d.endswith(("struct", "union")) for d in decos):
            fields = []

            def collect_fields(body):  # a class body runs: `if lds_stage == 2:` adds a field or not
                for stmt in body:
                    if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
                        fields.append((stmt.target.id, self.eval(stmt.annotation, scope)))
                    elif isinstance(stmt, ast.If):
                        cond = self.truth(self.eval(stmt.test, scope), stmt.test)
                        if not isinstance(cond, bool):
                            raise self.error("a field of a shared-memory struct under a condition that is not "
                                             "known at compile time", stmt.test)
                        collect_fields(stmt.body if cond else stmt.orelse)
            collect_fields(node.body)
            union = any(d.endswith("union") for d in decos)
            scope.vars[node.name] = StructClass(node.name, tuple(fields), union, self.loc(node))
            return
        class_scope = Scope(parent=scope)
        for stmt in node.body:
            if isinstance(stmt, (ast.FunctionDef, ast.Assign, ast.AnnAssign, ast.Pass, ast.Expr)):
                self.exec_stmt(stmt, class_scope)
        methods, attrs, bases = {}, {}, []
        fields: dict | None = None
        for base in reversed(node.bases):  # inherited methods and attributes, the class's own win
            try:
                value = self.eval(base, scope)
            except InputError:
                continue
            if isinstance(value, ClassValue):
                methods.update(value.methods)
                attrs.update(value.attrs)
                bases.insert(0, value)
                if value.fields is not None:
                    fields = {**(fields or {}), **{f[0]: f for f in value.fields}}
        # methods see their class as `__class__` (what zero-argument super() needs)
        method_scope = Scope(parent=scope)
        for name, value in class_scope.vars.items():
            if isinstance(value, Function):
                methods[name] = Function(value.node, method_scope, value.defaults, value.kw_defaults)
            else:
                attrs[name] = value
        if any(d.split("(")[0].split(".")[-1] == "dataclass" for d in decos):
            fields = dict(fields or {})
            for stmt in node.body:
                if not isinstance(stmt, ast.AnnAssign) or not isinstance(stmt.target, ast.Name) or \
                        "ClassVar" in ast.unparse(stmt.annotation):
                    continue
                name = stmt.target.id
                fields[name] = self.dataclass_field(name, class_scope.vars.get(name, _NO_DEFAULT))
                if fields[name][1] != "default":
                    attrs.pop(name, None)
        cls = ClassValue(node.name, methods, attrs, tuple(bases), None if fields is None else tuple(fields.values()))
        method_scope.vars["__class__"] = cls
        scope.vars[node.name] = cls

    @staticmethod
    def dataclass_field(name, value) -> tuple:
        if value is _NO_DEFAULT:
            return (name, "required", None)
        if isinstance(value, ApiResult) and value.leaf == "field":  # dataclasses.field(...)
            kw = dict(value.kwargs)
            if "default_factory" in kw:
                return (name, "factory", kw["default_factory"])
            if "default" in kw:
                return (name, "default", kw["default"])
            return (name, "required", None)
        return (name, "default", value)

    def init_dataclass(self, inst: Instance, args, kwargs, node) -> None:
        """The __init__ @dataclass writes: fields in order, by position or by name."""
        cls = inst.cls
        names = [f[0] for f in cls.fields]
        if len(args) > len(names):
            raise self.error(f"{cls.name}() takes {len(names)} arguments, {len(args)} given", node)
        values = dict(zip(names, args))
        for k, v in kwargs.items():
            if k not in names:
                raise self.error(f"{cls.name}() has no field {k!r}", node)
            if k in values:
                raise self.error(f"{cls.name}() got {k!r} twice", node)
            values[k] = v
        for name, kind, default in cls.fields:
            if name not in values:
                if kind == "required":
                    raise self.error(f"{cls.name}() is missing field {name!r}", node)
                values[name] = self.call(default, [], {}, node) if kind == "factory" else default
        inst.attrs.update(values)
        post = cls.methods.get("__post_init__")
        if post is not None:
            self.call_function(post, [inst], {}, node)

    def stmt_With(self, node, scope) -> None:
        for item in node.items:
            self.eval(item.context_expr, scope)
        self.exec_body(node.body, scope)

    def stmt_Global(self, node, scope) -> None:
        pass

    def stmt_Nonlocal(self, node, scope) -> None:
        raise self.error("nonlocal is not supported", node)


    # ------------------------------------------------------------ assignment
    def assign(self, target, value, scope: Scope) -> None:
        if isinstance(target, ast.Name) and isinstance(value, Opaque) and value.uniform and value.scalar \
                and not value.pend and self.blocks:
            value = self.fe.runtime_param(target.id, value, self.loc(target))
        elif isinstance(target, ast.Name) and isinstance(value, Expr) and self.blocks \
                and free_names(value) & self.fe.arg_params and not _has_var(value) and not _is_offset(value):
            # a quantity derived from runtime values (k_tiles = k // block_k) gets its own name
            value = self.fe.runtime_param(target.id, Opaque(str(value), True), self.loc(target))
        if isinstance(target, (ast.Tuple, ast.List)) and isinstance(value, (Opaque, Api, ApiResult)):
            desc = value.desc if isinstance(value, Opaque) else value.path
            value = tuple(Opaque(f"{desc}[{i}]", _uniform(value), isinstance(value, Opaque) and value.scalar)
                          for i in range(len(target.elts)))
        super().assign(target, value, scope)

    def set_attribute(self, obj, attr, value, node) -> None:
        if isinstance(obj, Instance):
            obj.attrs[attr] = value
            return
        if isinstance(obj, ClassValue):
            if isinstance(value, ApiResult) and value.args and isinstance(value.args[0], Function):
                value = value.args[0]  # a library transformation of a method (ASTRewriter): the same code
            if isinstance(value, Function):
                obj.methods[attr] = value
            else:
                obj.methods.pop(attr, None)
                obj.attrs[attr] = value
            return
        if isinstance(obj, (Opaque, ApiResult, Api, Frag, GlobalRef, Storage, LdsView, StructValue, MethodOf)):
            # an attribute set on a library object: later reads of it give the value set
            self.fe.attr_overlay.setdefault(id(obj), (obj, {}))[1][attr] = value
            return
        super().set_attribute(obj, attr, value, node)

    def store_subscript(self, obj, index, value, node) -> None:
        self.store_into(obj, value, node, index)

    def store_into(self, obj, value, node, index=None) -> None:
        """`obj[i] = value`."""
        if isinstance(obj, (list, dict)):  # a Python list or dict of values: no data moves
            if isinstance(index, (Opaque, Lane, ApiResult)):
                raise self.error(f"index {describe_value(index)} is not known at compile time", node)
            super().store_subscript(obj, index, value, node)
            return
        self.consume([value], node)
        if isinstance(obj, LdsView) and isinstance(index, tuple) and len(index) == 2 and \
                isinstance(index[0], MmaCoord) and isinstance(index[1], MmaCoord) and obj.layout is not None \
                and obj.layout.shape is not None and index[0].axis == "row" and index[1].axis == "col":
            if self.mma_write(obj, index[0], index[1], node):
                return
        if isinstance(obj, LdsView):
            self.lds_op("write", obj.ptr, obj.elems, node, split="workgroup")
        elif isinstance(obj, GlobalRef):
            self.vmem("store", node)
        elif isinstance(obj, Frag):
            self.consume([obj], node)

    # ------------------------------------------------------------ control flow
    def branch(self, node: ast.If, scope: Scope, cond) -> None:
        if isinstance(cond, (Opaque, Lane, ApiResult)):
            self.runtime_branch(node, scope, cond)
            return
        if isinstance(cond, Expr):
            names = free_names(cond)
            unnamed = [n for n in names if not self.fe.is_runtime_param(n)]
            if unnamed:
                raise self.error(f"branch on {cond}, which depends on {', '.join(sorted(unnamed))}", node.test)
        super().branch(node, scope, cond)

    def runtime_branch(self, node: ast.If, scope: Scope, cond) -> None:
        """A branch on a per-lane (or unnamed runtime) value: some lanes may take either side,
        so both sides' memory ops may happen. A barrier or explicit wait there is unsupported."""
        self.div_depth += 1
        try:
            before = dict(scope.vars)
            then, then_raised = self._side(node.body, scope)
            after_then = dict(scope.vars)
            scope.vars.clear()
            scope.vars.update(before)
            orelse, else_raised = self._side(node.orelse, scope)
            after_else = dict(scope.vars)
        finally:
            self.div_depth -= 1
        if then_raised and else_raised:
            raise then_raised
        if then_raised or else_raised:
            # FlyDSL traces both sides of a runtime branch, so a side that raises while it is traced
            # is never traced: the condition was a compile-time one the checker could not decide
            taken, vars_, raised = (orelse, after_else, then_raised) if then_raised else (then, after_then,
                                                                                         else_raised)
            self.note(f"{self.loc(node)}: the other side of this condition raises ({raised.message}); "
                      "the side that does not is taken")
            scope.vars.clear()
            scope.vars.update(vars_)
            self.blocks[-1].extend(taken) if self.blocks else None
            self._adopt(taken)
            return
        for stmt in _walk(then + orelse):
            if isinstance(stmt, Barrier):
                raise InputError(
                    f"a barrier under a runtime condition ({ast.unparse(node.test)}, line {node.lineno}) "
                    "that differs between lanes or that the checker cannot name is not supported",
                    stmt.stack[0] if stmt.stack and stmt.stack[0].file == self.file and
                    stmt.stack[0].line >= node.lineno else stmt.loc)
        if any(isinstance(st, Wait) and st.text != COMPILER_WAIT for st in _walk(then + orelse)):
            # a wave whose lanes all skip the branch skips the wait too: do not rely on it
            self.note(f"{self.loc(node)}: explicit s_waitcnt under a per-lane condition "
                      f"({ast.unparse(node.test)}) is not relied on")
            then, orelse = _drop_waits(then), _drop_waits(orelse)
        merged = {}
        for name in set(after_then) | set(after_else):
            a, b = after_then.get(name), after_else.get(name)
            merged[name] = a if a is b else Opaque(f"{name} (set under a runtime condition)")
        scope.vars.clear()
        scope.vars.update(merged)
        for stmt in then + orelse:
            self.blocks[-1].append(stmt)
        self._adopt(then + orelse)

    def _side(self, body, scope):
        """The statements of one side of a runtime branch, and the exception it raises, if any."""
        try:
            return self.collect(body, scope), None
        except RaisedError as exc:
            return (), exc

    def _adopt(self, stmts) -> None:
        """Statements collected in a nested block were appended to the current one: their
        pending results now live there (so a later use can count the ops after them)."""
        for counter in ("lgkm", "vm"):
            for p in self.outstanding[counter]:
                if p.block is not self.blocks[-1] and any(p.stmt is s for s in stmts):
                    p.block = self.blocks[-1]

    def stmt_While(self, node: ast.While, scope: Scope) -> None:
        cond = self.truth(self.eval(node.test, scope), node.test)
        if not isinstance(cond, (Opaque, Lane, ApiResult, Expr)):  # a compile-time loop
            self.concrete_while(node, scope, cond)
            return
        # a runtime loop (scf.while), traced once
        self.div_depth += 1
        try:
            body = self.collect(node.body, scope)
        finally:
            self.div_depth -= 1
        for stmt in _walk(body):
            if isinstance(stmt, (Barrier, AsyncCopy)) or (isinstance(stmt, Wait) and stmt.text != COMPILER_WAIT):
                raise self.error("a while loop on a runtime condition with copies, waits or barriers "
                                 "inside is not supported", node)
        for stmt in body:
            self.blocks[-1].append(stmt)
        self._adopt(body)
        self.note(f"{self.loc(node)}: while loop on a runtime condition: its body is modelled as run once")

    def stmt_For(self, node: ast.For, scope: Scope) -> None:
        it = self.eval(node.iter, scope)
        if isinstance(it, Opaque):  # a loop whose length the checker does not know
            if node.orelse:
                raise self.error("for ... else is not supported", node)
            self.div_depth += 1
            try:
                self.assign(node.target, Opaque(f"{ast.unparse(node.target)} (iteration)", True, False), scope)
                body = self.collect(node.body, scope)
            finally:
                self.div_depth -= 1
            for stmt in _walk(body):
                if isinstance(stmt, (Barrier, AsyncCopy)) or (isinstance(stmt, Wait) and stmt.text != COMPILER_WAIT):
                    raise self.error("a loop of unknown length with copies, waits or barriers inside is "
                                     "not supported", node)
            for stmt in body:
                self.blocks[-1].append(stmt)
            self._adopt(body)
            return
        node_iter = node.iter
        if isinstance(it, RangeValue) and not it.concrete():
            for v in (it.start, it.stop):
                if isinstance(v, Expr):
                    unnamed = [n for n in free_names(v) if not self.fe.is_runtime_param(n)]
                    if unnamed:
                        raise self.error(f"loop bound {v} depends on {', '.join(unnamed)}", node_iter)
        self.for_over(node, scope, it)

    def comprehension_items(self, iterable, node) -> list:
        if isinstance(iterable, Opaque) or isinstance(iterable, RangeValue) and not iterable.concrete():
            raise _RuntimeLength()
        return super().comprehension_items(iterable, node)

    def runtime_comprehension(self, node, scope, evaluate):
        """A comprehension over a sequence of runtime length (`range(ty.shape[0])`): as FlyDSL
        traces it, its element is evaluated once, with every target a runtime value."""
        try:
            return evaluate(node, scope)
        except _RuntimeLength:
            pass
        local = Scope(parent=scope)
        for g in node.generators:
            self.assign(g.target, Opaque(f"{ast.unparse(g.target)} (iteration)", True, False), local)
        self.div_depth += 1
        try:
            body = self.collect([ast.Expr(e, lineno=e.lineno, col_offset=e.col_offset)
                                 for e in _comprehension_parts(node)], local)
        finally:
            self.div_depth -= 1
        for stmt in _walk(body):
            if isinstance(stmt, (Barrier, AsyncCopy)) or (isinstance(stmt, Wait) and stmt.text != COMPILER_WAIT):
                raise self.error("a comprehension of runtime length with copies, waits or barriers inside is "
                                 "not supported", node)
        if self.blocks:
            self.blocks[-1].extend(body)
            self._adopt(body)
        self.note(f"{self.loc(node)}: comprehension over a sequence of runtime length: its element is modelled "
                  "as evaluated once")
        return Opaque("sequence of runtime length", uniform=True, scalar=False)

    def expr_ListComp(self, node, scope):
        return self.runtime_comprehension(node, scope, super().expr_ListComp)

    def expr_SetComp(self, node, scope):
        return self.runtime_comprehension(node, scope, super().expr_SetComp)

    def expr_DictComp(self, node, scope):
        return self.runtime_comprehension(node, scope, super().expr_DictComp)

    def expr_GeneratorExp(self, node, scope):
        return self.runtime_comprehension(node, scope, super().expr_GeneratorExp)

    def _super(self, ev, node, args, kwargs):
        """`super()` in a method (or `super(Class, self)`): the next class's methods, bound."""
        if len(args) == 2:
            cls, inst = args
        elif not args and self.frames:
            func, local = self.frames[-1]
            try:
                cls = local.lookup("__class__")
            except KeyError:
                cls = None
            a = func.node.args
            first = (a.posonlyargs + a.args)[:1]
            inst = local.vars.get(first[0].arg) if first else None
        else:
            cls = inst = None
        if not isinstance(cls, ClassValue) or not isinstance(inst, (Instance, ClassValue)):
            raise self.error("super() outside a method of a class the checker reads", node)
        return SuperOf(cls, inst)

    def _range(self, ev, node, args, kwargs):
        if any(isinstance(a, (Opaque, Lane, ApiResult)) for a in args):
            return Opaque("range of unknown length", True)
        return PYTHON_BUILTINS["range"].fn(ev, node, args, kwargs)

    def _range_constexpr(self, ev, node, args, kwargs):
        if any(isinstance(a, (Opaque, ApiResult)) for a in args):
            return Opaque("range_constexpr of a length the checker does not know", True)
        if any(isinstance(a, (Expr, Lane)) for a in args):
            raise self.error("range_constexpr() bound is a runtime value", node)
        r = PYTHON_BUILTINS["range"].fn(ev, node, args, kwargs)
        return range(r.start, r.stop, r.step)

    def _const_expr(self, ev, node, args, kwargs):
        if len(args) != 1 or kwargs:
            raise self.error("const_expr() takes one value", node)
        (v,) = args
        if isinstance(v, Opaque) and v.desc.startswith(TYPE_TEST):
            # a compile-time type test the checker cannot decide: both sides are followed
            self.note(f"{self.loc(node)}: {v.desc[len(TYPE_TEST):]} is not known to the checker: both sides of "
                      "this const_expr() are followed")
            return v
        if isinstance(v, (Expr, Opaque, Lane, ApiResult)):
            raise self.error(f"const_expr() of a runtime value ({describe_value(v)})", node)
        return v

    # ------------------------------------------------------------ expressions
    def truth(self, v, node):
        if isinstance(v, (Opaque, Lane, ApiResult)):
            return v
        if isinstance(v, (Api, Frag, GlobalRef, LdsView, LdsPtr, Instance, StructValue)):
            return True
        if isinstance(v, Broken):
            raise self.error(v.reason, node)
        return super().truth(v, node)

    def use(self, value, node):
        if isinstance(value, Broken):
            raise InputError(f"{value.name} could not be evaluated ({value.reason}), and it is needed here",
                             self.loc(node))
        return super().use(value, node)

    def expr_BoolOp(self, node: ast.BoolOp, scope):
        is_and = isinstance(node.op, ast.And)
        runtime = []
        result = None
        value = None
        for sub in node.values:
            value = self.eval(sub, scope)
            v = self.truth(value, sub)
            if isinstance(v, (Opaque, Lane, ApiResult)):
                runtime.append(v)
                continue
            if not isinstance(v, Expr):
                if (is_and and not v) or (not is_and and v):
                    # decides the whole expression: the operand itself, as in Python, when it
                    # comes first; after unknown operands only its truth is known
                    return value if not runtime and result is None else bool(v)
                continue
            result = v if result is None else BinOp("and" if is_and else "or", result, v)
        if runtime:
            return Opaque("runtime condition", uniform=all(_uniform(v) for v in runtime)
                          and (result is None or self._named(result)))
        return result if result is not None else value

    def _named(self, e) -> bool:
        return all(self.fe.is_runtime_param(n) for n in free_names(e))

    def compare(self, op, left, right, node):
        if isinstance(op, (ast.In, ast.NotIn)) and isinstance(right, Api):
            r = host.contains(self, left, right, node)
            return r if isinstance(op, ast.In) else not r
        if not (_runtime(left) or _runtime(right)):
            return super().compare(op, left, right, node)
        if isinstance(op, (ast.Is, ast.IsNot)):
            r = left is right
            return r if isinstance(op, ast.Is) else not r
        if type(op) in _CMP and isinstance(left, (Lane, int)) and isinstance(right, (Lane, int)) \
                and not isinstance(left, bool):
            decided = _lane_compare(_CMP[type(op)], left, right)
            if decided is not None:
                return decided
        return self.runtime_result("comparison", [left, right], node)

    def both(self, a, b, node):
        if _runtime(a) or _runtime(b):
            return self.runtime_result("comparison", [a, b], node, consume=False)
        return super().both(a, b, node)

    # ------------------------------------------------------------ plain Python around FlyDSL values
    def cond_depth(self) -> int:
        return self.symbolic_depth + self.div_depth

    def may_mutate(self, obj, node) -> None:
        """FlyDSL traces each side of a runtime branch and a runtime loop's body once, running their
        Python as it goes, as this walk does: a list changed there is changed (no check needed)."""

    def is_callable(self, v) -> bool:
        return super().is_callable(v) or isinstance(v, (BoundMethod, ClassValue))

    def describe_kind(self, v) -> str:
        return describe_value(v)

    def describe_value(self, v) -> str:
        if isinstance(v, (Api, ApiResult)):
            return v.path
        return super().describe_value(v) if isinstance(v, Expr) else f"<{describe_value(v)}>"

    def opaque_builtin(self, name, args, kwargs, node):
        """A builtin over runtime values: a runtime number for the numeric ones."""
        values = list(args) + list(kwargs.values())
        if name in NUMERIC_BUILTINS or name.startswith("math."):
            return self.runtime_result(f"{name}()", values, node)
        return super().opaque_builtin(name, args, kwargs, node)

    def instance_check(self, value, cls, node) -> bool | None:
        if isinstance(cls, ClassValue):
            if isinstance(value, Instance):
                return value.cls is cls or cls in _bases(value.cls)
            return False
        if isinstance(cls, Api) and cls.path == "object":
            return True
        if isinstance(cls, (Api, ApiResult)):  # a FlyDSL, MLIR or torch class
            if plain(value) or isinstance(value, (Instance, ClassValue, Function, Builtin, StructClass)):
                return False  # a Python value is no instance of a library class
            if cls.leaf in NUMERIC_TYPES:
                if isinstance(value, (Lane, Expr)) or isinstance(value, Opaque) and value.scalar:
                    return True if cls.leaf == "Numeric" else None
                return False if isinstance(value, (Frag, GlobalRef, LdsView, LdsPtr, Layout, CopyAtom)) else None
            return None
        if isinstance(cls, Builtin) and cls.pytype is not None and not plain(value):
            return False  # a runtime value (an MLIR value, a FlyDSL numeric) is no Python int, str, ...
        if isinstance(cls, StructClass):
            return isinstance(value, StructValue) and value.cls is cls
        return super().instance_check(value, cls, node)

    def unknown_type_test(self, what, node):
        return Opaque(TYPE_TEST + what, uniform=True, scalar=False)

    def has_attribute(self, value, name, node):
        if isinstance(value, Instance):
            return name in value.attrs or name in value.cls.methods or name in value.cls.attrs
        if isinstance(value, ClassValue):
            return name in value.methods or name in value.attrs
        if isinstance(value, Module):
            return name in value.scope.vars
        if isinstance(value, StructValue):
            return name in value.values
        return super().has_attribute(value, name, node)

    def type_of(self, value, node):
        if isinstance(value, Instance):
            return value.cls
        return super().type_of(value, node)

    def runtime_result(self, desc, values, node, consume=True):
        if consume:
            self.consume(values, node)
        return Opaque(desc, uniform=all(_uniform(v) for v in values), scalar=all(_scalar(v) for v in values))

    def binop(self, op, left, right, node, inplace=False):
        if isinstance(left, LdsPtr) or isinstance(right, LdsPtr):
            return self.ptr_arith(op, left, right, node)
        if isinstance(left, (Lane, int)) and isinstance(right, (Lane, int)) and \
                (isinstance(left, Lane) or isinstance(right, Lane)) and not isinstance(left, bool):
            r = _lane_arith(type(op), left, right)
            if r is not None:
                return r
            return Opaque("per-lane value")
        if _runtime(left) or _runtime(right) or isinstance(left, (Frag, GlobalRef, LdsView)) or \
                isinstance(right, (Frag, GlobalRef, LdsView)):
            if isinstance(left, GlobalRef) or isinstance(right, GlobalRef):
                return GlobalRef("global pointer")
            return self.runtime_result("arithmetic", [left, right], node)
        if isinstance(left, Expr) and isinstance(right, Expr):
            a, b = free_names(left), free_names(right)
            if a and b and a != b:
                return Opaque(f"{ast.unparse(node) if isinstance(node, ast.expr) else 'value'}", uniform=True)
        return super().binop(op, left, right, node, inplace)

    def ptr_arith(self, op, left, right, node):
        if isinstance(right, LdsPtr) and isinstance(op, ast.Add):
            left, right = right, left
        if not isinstance(left, LdsPtr) or not isinstance(op, (ast.Add, ast.Sub)) or isinstance(right, LdsPtr):
            raise self.error("unsupported arithmetic on an LDS pointer", node)
        sign = 1 if isinstance(op, ast.Add) else -1
        p = left
        if isinstance(right, bool):
            raise self.error("adding a bool to a pointer", node)
        if isinstance(right, int):
            return LdsPtr(p.field, p.elem_bytes, p.sym, p.const + sign * right, p.lane_lo, p.lane_hi, p.unknown)
        if isinstance(right, Expr):
            sym = simplify("+" if sign > 0 else "-", p.sym, right)
            return LdsPtr(p.field, p.elem_bytes, sym, p.const, p.lane_lo, p.lane_hi, p.unknown)
        if isinstance(right, Lane) and sign > 0:
            return LdsPtr(p.field, p.elem_bytes, p.sym, p.const, p.lane_lo + right.lo, p.lane_hi + right.hi, p.unknown)
        return LdsPtr(p.field, p.elem_bytes, p.sym, p.const, p.lane_lo, p.lane_hi, True)

    def expr_UnaryOp(self, node, scope):
        v = self.eval(node.operand, scope)
        if _runtime(v):
            return self.runtime_result("unary", [v], node)
        if isinstance(node.op, ast.USub) and isinstance(v, float):
            return -v
        return super().expr_UnaryOp(node, scope)

    def expr_Slice(self, node, scope):
        parts = [None if p is None else self.eval(p, scope) for p in (node.lower, node.upper, node.step)]
        if all(plain(p) for p in parts):
            return self.python(lambda: slice(*parts), node, "the slice")
        return Opaque("slice", True, False)  # a runtime bound: a slice of a FlyDSL tensor

    def subscript(self, value, index, node):
        idx = index if isinstance(index, tuple) else (index,)
        if isinstance(value, Api):
            return self.api_subscript(value, idx, node)
        if isinstance(value, MmaCoord):
            return value
        if isinstance(value, LdsView):
            if any(i is None for i in idx):
                return value
            ev = self.lds_op("read", value.ptr, value.elems, node)
            return Opaque("LDS element", pend=(ev,) if ev else ())
        if isinstance(value, GlobalRef):
            if any(i is None for i in idx):
                return GlobalRef(value.desc, value.bits)
            p = self.vmem("load", node)
            return Opaque("global element", pend=(p,))
        if isinstance(value, Frag):
            if any(i is None or isinstance(i, slice) for i in idx) or \
                    any(isinstance(i, Opaque) and i.desc == "slice" for i in idx):
                return value
            self.consume([value], node)
            return Opaque("fragment element")
        if isinstance(value, (Opaque, ApiResult, MethodOf)):
            self.consume([value], node)
            return Opaque("element", uniform=_uniform(value), scalar=False)
        if isinstance(value, (tuple, list)) and any(isinstance(i, (Opaque, Lane)) for i in idx):
            return Opaque("element")
        return super().subscript(value, index, node)

    def api_subscript(self, api: Api, idx, node):
        if api.path == "os.environ":
            host.environ_item(self, idx[0] if len(idx) == 1 else idx, node)
        if api.leaf == "Array" and len(idx) >= 2:
            dtype, count = idx[0], idx[1]
            align = idx[2] if len(idx) > 2 else 1
            bits = self.dtype_bits(dtype)
            if bits is None or not isinstance(count, int):
                raise self.error("fx.Array needs a known element type and a constant length", node)
            return ArrayType(bits // 8, count, align if isinstance(align, int) else 1)
        return Api(f"{api.path}[]")

    def dtype_bits(self, v) -> int | None:
        if isinstance(v, Api):
            return DTYPE_BITS.get(v.leaf)
        if isinstance(v, Dtype):
            return v.bits
        return None

    def attribute(self, value, attr, node):
        overlay = self.fe.attr_overlay.get(id(value))
        if overlay is not None and overlay[0] is value and attr in overlay[1]:
            return overlay[1][attr]
        if isinstance(value, Broken):
            raise InputError(f"{value.name} could not be evaluated ({value.reason})", self.loc(node))
        if isinstance(value, Api):
            path = f"{value.path}.{attr}"
            if attr == "width" and value.leaf in DTYPE_BITS:  # fx.BFloat16.width
                return DTYPE_BITS[value.leaf]
            if path.endswith("thread_idx.x"):
                return Lane(WAVE * self.wid, WAVE * self.wid + WAVE - 1)
            if path.endswith("block_dim.x") and self.blocks:  # walking a kernel: its wave count is known
                return WAVE * self.n_total
            if re.search(r"(block_idx|block_dim|grid_dim)\.[xyz]$", path):
                return Opaque(path.split(".", 1)[-1], uniform=True)
            if attr == "ir_type":
                return Opaque(path, True, False)
            return Api(path)
        if isinstance(value, Module):
            if attr in value.scope.vars:
                return value.scope.vars[attr]
            sub = self.fe.resolve_module(value.file, 1, attr) if Path(value.file).name == "__init__.py" else None
            if sub is not None:
                return sub
            raise self.error(f"module {Path(value.file).stem} has no name {attr!r}", node)
        if isinstance(value, StructValue):
            if attr in value.values:
                v = value.values[attr]
                if isinstance(v, _Unknown):
                    raise self.error(f"{attr} of the parameter struct {value.cls.name} is unknown here: give it "
                                     f"with --param {attr}=VALUE{v.hint}", node)
                return v
            if attr.startswith("__"):
                return Opaque(attr, True, False)
            raise self.error(f"parameter struct {value.cls.name} has no field {attr!r}", node)
        if isinstance(value, Storage):
            return self.storage_attr(value, attr, node)
        if isinstance(value, Instance):
            if attr in value.attrs:
                return value.attrs[attr]
            if attr in value.cls.methods:
                return BoundMethod(value.cls.methods[attr], value)
            if attr in value.cls.attrs:
                return value.cls.attrs[attr]
            raise self.error(f"{value.cls.name} object has no attribute {attr!r}", node)
        if isinstance(value, ClassValue):
            if attr in value.methods:
                return value.methods[attr]
            if attr in value.attrs:
                return value.attrs[attr]
            raise self.error(f"class {value.name} has no attribute {attr!r}", node)
        if isinstance(value, SuperOf):
            for base in _bases(value.cls):
                if attr in base.methods:
                    return BoundMethod(base.methods[attr], value.inst)
                if attr in base.attrs:
                    return base.attrs[attr]
            if attr == "__init__":
                return Builtin("object.__init__", lambda ev, n, a, k: None)
            raise self.error(f"super() of {value.cls.name} has no attribute {attr!r}", node)
        if isinstance(value, GlobalRef):
            if attr == "dtype":
                return Dtype("tensor element", value.bits)
            return MethodOf(value, attr)
        if isinstance(value, Dtype):
            if attr == "width":
                if value.bits is None:
                    raise self.error("the element type of this tensor is unknown; give its width in a "
                                     "profile ([tensors] NAME = bits)", node)
                return value.bits
            return Opaque(f"dtype.{attr}", True, False)
        if isinstance(value, VecType):
            return Opaque(f"type.{attr}", True, False)
        if isinstance(value, (MmaSpec, MmaThr)):
            return MethodOf(value, attr)
        if isinstance(value, (Frag, LdsView, Opaque, ApiResult, MethodOf, Lane, Expr, Layout, CopyAtom)):
            if attr in ("shape", "dtype", "layout", "numel", "stride", "type", "ir_type", "element_type"):
                return Opaque(f".{attr}", True, False)
            if isinstance(value, Expr):
                value = Opaque(str(value), uniform=True)
            return MethodOf(value, attr)
        if plain(value):
            found, v = pyvalues.data_attribute(value, attr)
            if found:
                return v
            if pyvalues.method_spec(value, attr) is not None:
                return super().attribute(value, attr, node)
            return MethodOf(value, attr)  # decided when called (`.unpack()`), else an error there
        return super().attribute(value, attr, node)

    def storage_attr(self, st: Storage, attr, node):
        if attr == "peek":
            return Builtin("peek", lambda ev, n, a, k: st)
        if attr == "ptr":
            if st.region is None:
                raise self.error("only array fields of shared storage have a pointer here", node)
            return LdsPtr(st.region, st.elem_bytes)
        if st.cls is None:
            raise self.error(f"shared array field has no attribute {attr!r}", node)
        return self.fe.storage_child(st, attr, node, self)

    # ------------------------------------------------------------ calls
    def call(self, func, args, kwargs, node):
        if isinstance(func, Api):
            return self.api_call(func.path, func.leaf, args, kwargs, node)
        if isinstance(func, StructClass):
            return StructValue(func, dict(kwargs), origin=func.name)
        if isinstance(func, ClassValue):
            inst = Instance(func)
            init = func.methods.get("__init__")
            if init is not None:
                self.call_function(init, [inst, *args], kwargs, node)
            elif func.fields is not None:
                self.init_dataclass(inst, args, kwargs, node)
            return inst
        if isinstance(func, BoundMethod):
            return self.call(func.func, [func.self_value, *args], kwargs, node)
        if isinstance(func, MethodOf):
            return self.method_call(func.obj, func.attr, args, kwargs, node)
        if isinstance(func, External):
            return self.fe.external_call(self, func, args, kwargs, node)
        if isinstance(func, Broken):
            raise self.error(f"{func.name} could not be evaluated ({func.reason}), and it is called here", node)
        if isinstance(func, (Opaque, ApiResult)):
            return self.runtime_result("call result", list(args) + list(kwargs.values()), node)
        return super().call(func, args, kwargs, node)

    def method_call(self, obj, attr, args, kwargs, node):
        allargs = list(args) + list(kwargs.values())
        if isinstance(obj, MmaSpec) and attr == "thr_slice" and args:
            return self.mma_thr(obj, args[0])
        if isinstance(obj, MmaThr) and attr == "partition_C" and args and isinstance(args[0], CoordView):
            return MmaCoord(args[0].axis, obj, args[0].shape)
        if attr in ("make_fragment_A", "make_fragment_B", "make_fragment_C"):
            return Frag(FragRoot(attr))
        if attr in ("partition_S", "partition_D", "partition_A", "partition_B", "retile"):
            return args[0] if args and isinstance(args[0], (LdsView, Frag, GlobalRef)) else Opaque(attr, True, False)
        if attr in ("thr_slice", "get_slice", "partition_C"):
            return Opaque(attr, True, False)
        if attr == "select" and isinstance(obj, (Opaque, ApiResult, Expr)):
            self.consume([obj, *allargs], node)
            return Opaque("select", uniform=all(_uniform(v) for v in [obj, *allargs]),
                          scalar=all(_scalar(v) for v in [obj, *allargs]))
        if attr == "allocate" and isinstance(obj, ApiResult) and obj.leaf == "SharedAllocator":
            if len(args) != 1 or not isinstance(args[0], StructClass):
                raise self.error("allocate() takes an @fx.struct/@fx.union class", node)
            return self.fe.allocate(args[0], node, self)
        if plain(obj):
            if attr == "unpack":
                return obj
            if attr == "select" and isinstance(obj, bool) and len(args) == 2 and not kwargs:
                return args[0] if obj else args[1]  # a FlyDSL condition folded to a constant
            if isinstance(obj, (int, float)):
                # a FlyDSL numeric the checker folded to a constant (fx.Float32(0.0)): its DSL methods
                # (.ir_value(), .maximumf(x), .to(T)) give a runtime value
                return self.runtime_result(f".{attr}()", [*allargs], node)
            raise self.error(f"{type(obj).__name__!r} object has no method .{attr}() (or not one the checker "
                             "applies)", node)
        if attr == "load" and isinstance(obj, LdsView) and not allargs:  # view.load(): the whole view
            ev = self.lds_op("read", obj.ptr, obj.elems, node)
            return Opaque("LDS value", pend=(ev,) if ev else ())
        if attr in ("unpack", "numel") and not isinstance(obj, (Frag,)):
            return Opaque(attr, _uniform(obj), False)
        # any other method reads its receiver's data (fragment .load(), value .to(), ...)
        self.consume([obj, *allargs], node)
        if isinstance(obj, ApiResult) and obj.leaf in ("LoadOp", "AtomicRMWOp") and attr == "result":
            return obj
        return Opaque(f".{attr}()", uniform=all(_uniform(v) for v in [obj, *allargs]), scalar=False)

    def api_call(self, path: str, leaf: str, args, kwargs, node):
        allargs = list(args) + list(kwargs.values())
        answer = host.answer(self, path, leaf, args, kwargs, node)
        if answer is not host.NOT_HOST:
            return answer
        if leaf == "const_expr":
            return self._const_expr(self, node, args, kwargs)
        if leaf == "range_constexpr":
            return self._range_constexpr(self, node, args, kwargs)
        if leaf in SCHEDULING_HINTS:
            return None
        if leaf == "s_barrier" or (leaf == "barrier" and ".rocdl" in f".{path}"):
            self.emit(Barrier(self.loc(node), self.stack, text="s_barrier"), node)
            return None
        if leaf == "barrier" and path.split(".")[-2:-1] == ["gpu"]:
            self.emit(Wait(self.loc(node), self.stack, 0, 0, text="gpu.barrier fence"), node)
            self.emit(Barrier(self.loc(node), self.stack, text="gpu.barrier"), node)
            self.fe.used_fenced_barrier = True
            return None
        if leaf == "s_waitcnt":
            return self.waitcnt(args, kwargs, node)
        if leaf == "readfirstlane":
            v = args[-1] if args else None
            if isinstance(v, Lane):
                return v.lo
            return v if isinstance(v, (int, Expr)) else Opaque("readfirstlane", False)
        if leaf in ("Int32", "Int64", "Index", "Uint32", "Int16", "Float32", "Float16", "BFloat16") and args:
            v = args[0]
            if isinstance(v, (int, float, Expr, Lane, Opaque, LdsPtr)):
                return v
            return Opaque(leaf, _uniform(v), _scalar(v))
        if leaf in ("copy", "copy_atom_call") and len(args) >= 3:
            return self.copy_op(args[0], args[1], args[2], node)
        if leaf == "make_copy_atom" and args:
            return self.copy_atom(args[0], node)
        if leaf in ("make_buffer_tensor",):
            src = args[0] if args else None
            return GlobalRef("buffer", src.bits if isinstance(src, GlobalRef) else None)
        if leaf == "get_iter" and args:
            a = args[0]
            if isinstance(a, GlobalRef):
                return GlobalRef("global pointer", a.bits)
            if isinstance(a, LdsView):
                return a.ptr
            return Opaque("iterator", True, False)
        if leaf == "make_view" and args:
            return self.make_view(args[0], args[1] if len(args) > 1 else None, node)
        if leaf in ("make_layout", "make_ordered_layout"):
            shape = stride = None
            if leaf == "make_layout" and len(args) == 2 and all(
                    isinstance(x, tuple) and len(x) == 2 and all(isinstance(v, int) for v in x) for x in args[:2]):
                shape, stride = args[0], args[1]
            return Layout(_cosize(args, ordered=leaf == "make_ordered_layout"), shape, stride)
        if leaf == "get_scalar" and len(args) == 1 and isinstance(args[0], MmaCoord):
            return args[0]
        if leaf == "make_composed_layout":
            inner = args[-1] if args else None
            return inner if isinstance(inner, Layout) else Layout(None)
        if leaf in ("make_fragment_like", "make_rmem_tensor", "full", "zeros_like", "make_fragment"):
            return Frag(FragRoot(leaf))
        if leaf == "make_type" and ".Vector" in path:
            return VecType(args[0] if args and isinstance(args[0], int) else None)
        if leaf == "ptrtoint" and args and isinstance(args[0], LdsPtr):
            return _rescale(args[0], 1)  # an LDS address in bytes
        if leaf == "inttoptr" and len(args) == 2 and isinstance(args[1], LdsPtr):
            return _rescale(args[1], _pointee_bytes(args[0]) or 1)
        if leaf == "recast_iter" and len(args) == 2 and isinstance(args[1], LdsPtr):
            return _rescale(args[1], _pointee_bytes(args[0]) or args[1].elem_bytes)
        if leaf == "add_offset" and len(args) == 2 and isinstance(args[0], LdsPtr):
            return self.ptr_arith(ast.Add(), args[0], args[1], node)
        if leaf == "make_int_tuple" and len(args) == 1 and isinstance(args[0], (int, Expr, Lane, Opaque)):
            return args[0]
        if leaf == "ptr_load" and args:
            return self.ptr_load(args[0], kwargs, node)
        if leaf == "ptr_store" and len(args) >= 2:
            self.consume([args[0]], node)
            if isinstance(args[1], LdsPtr):
                self.lds_op("write", args[1], None, node, split="workgroup")
            else:
                self.vmem("store", node)
            return None
        if leaf == "gemm":
            self.consume(allargs, node)
            return None
        if leaf in ("InlineAsmOp", "inline_asm"):
            return self.inline_asm(args, kwargs, node)
        if leaf in ("StoreOp",) and path.startswith(("flydsl._mlir.dialects.llvm", "llvm")) or \
                (leaf == "StoreOp" and "llvm" in path):
            self.consume(allargs[:1], node)
            if len(args) > 1 and isinstance(args[1], LdsPtr):
                self.lds_op("write", args[1], None, node, split="workgroup")
            else:
                self.vmem("store", node)
            return None
        if leaf in ("LoadOp", "AtomicRMWOp") and "llvm" in path:
            ptr = args[1] if len(args) > 1 else None
            if isinstance(ptr, LdsPtr):
                p = self.lds_op("read", ptr, None, node)
            else:
                p = self.vmem("load", node)
            return Opaque(f"llvm.{leaf}", pend=(p,) if p else ())
        if leaf == "SharedAllocator":
            return ApiResult(path)
        if leaf in ("asyncmark", "wait_asyncmark"):
            raise self.error(f"rocdl.{leaf}() async groups are not modelled yet", node)
        if SUSPICIOUS.search(leaf) and not leaf.startswith(("make_", "get_")) and not leaf[:1].isupper():
            self.note(f"{self.loc(node)}: call {path}() is not recognised and may carry a copy, wait or "
                      "barrier; it is not modelled")
        if leaf not in VIEW_CALLS:
            self.consume(allargs, node)
        return ApiResult(path, tuple(args), tuple(kwargs.items()),
                         uniform=all(_uniform(v) for v in allargs))

    # ------------------------------------------------------------ sync vocabulary
    def mma_thr(self, spec: MmaSpec, tid) -> MmaThr | Opaque:
        """The wave's place in the MMA wave grid, from the thread id it slices with."""
        if isinstance(tid, Lane) and tid.lo // WAVE == tid.hi // WAVE:
            ws = tid.lo // WAVE
        else:
            return Opaque("thr_slice", True, False)
        grid = spec.wave_m * spec.wave_n
        m, n = (ws // spec.wave_n) % spec.wave_m, ws % spec.wave_n
        # the workgroup's waves whose slice index lies in the same grid copy and M row
        base = self.wid - ws
        members = tuple(base + (ws // grid) * grid + m * spec.wave_n + j for j in range(spec.wave_n))
        return MmaThr(spec, m, n, members)

    def mma_write(self, view: LdsView, row: MmaCoord, col: MmaCoord, node):
        """`sC[row, col] = v` with MMA fragment coordinates: the rows the wave's M place owns,
        in column blocks of atom_n * wave_n that the waves sharing those rows split evenly."""
        lay, thr = view.layout, row.thr
        spec = thr.spec
        rows, cols = lay.shape
        if lay.stride != (cols, 1) or rows % (spec.atom_m * spec.wave_m) or cols % (spec.atom_n * spec.wave_n) \
                or thr is not col.thr or view.ptr.unknown or view.ptr.lane_lo or view.ptr.lane_hi:
            return False
        eb = view.ptr.elem_bytes
        block = spec.atom_n * spec.wave_n
        spans = []
        for r0 in range(thr.m * spec.atom_m, rows, spec.atom_m * spec.wave_m):
            for r in range(r0, r0 + spec.atom_m):
                for c0 in range(0, cols, block):
                    spans.append(((r * cols + c0) * eb, block * eb))
        field = view.ptr.field
        const = view.ptr.const * eb
        length = rows * cols * eb
        if not isinstance(view.ptr.sym, Expr) and (const < 0 or const + length > field.size):
            raise self.error(f"LDS access [{const}, {const + length}) falls outside {field.name}", node)
        sym = simplify("*", view.ptr.sym, eb) if isinstance(view.ptr.sym, Expr) else 0
        acc = Acc(field, eb, sym, const, length, "mma", tuple(spans), thr.members)
        stmt = LdsWrite(self.loc(node), self.stack, acc, 1, text="LDS write (MMA C fragment)")
        self.emit(stmt, node)
        self.outstanding["lgkm"].append(Pending("lgkm", self.blocks[-1], stmt))
        return True

    def waitcnt(self, args, kwargs, node):
        if args:
            if kwargs or len(args) != 1 or not isinstance(args[0], int) or isinstance(args[0], bool):
                raise self.error("rocdl.s_waitcnt(N) takes one constant bitfield, or vmcnt=/lgkmcnt= keywords",
                                 node)
            bits = args[0]
            if not 0 <= bits <= 0xFFFF:
                raise self.error(f"s_waitcnt bitfield {bits} is outside 0..0xFFFF", node)
            vm = (bits & 0xF) | (((bits >> 14) & 0x3) << 4)
            lgkm = (bits >> 8) & 0xF
            self.emit(Wait(self.loc(node), self.stack, vm if vm < 63 else None, lgkm if lgkm < 15 else None,
                           text=f"s_waitcnt {bits:#06x}"), node)
            return None
        vm, lgkm = kwargs.get("vmcnt"), kwargs.get("lgkmcnt")
        for v in (vm, lgkm):
            if v is not None and (isinstance(v, bool) or not isinstance(v, (int, Expr))):
                raise self.error(f"s_waitcnt counts must be compile-time integers, got {describe_value(v)}", node)
        if vm is None and lgkm is None:
            return None
        self.emit(Wait(self.loc(node), self.stack, vm, lgkm, text="s_waitcnt"), node)
        return None

    def copy_atom(self, kind, node):
        name = kind.path if isinstance(kind, (ApiResult, Api)) else describe_value(kind)
        leaf = name.rsplit(".", 1)[-1]
        m = re.search(r"(\d+)b$", leaf)
        lane_bytes = int(m.group(1)) // 8 if m else None
        if re.search(r"Async|LoadLDS|ToLDS|LoadToLds|CopyLDS|DMA", leaf, re.I):
            return CopyAtom("async_lds", leaf, lane_bytes)
        if "Atomic" in leaf:
            return CopyAtom("atomic", leaf, lane_bytes)
        return CopyAtom("copy", leaf, lane_bytes)

    def copy_op(self, atom, src, dst, node):
        if not isinstance(atom, CopyAtom):
            raise self.error(f"copy atom not recognised ({describe_value(atom)})", node)
        if atom.kind == "async_lds":
            if not isinstance(dst, LdsView):
                raise self.error("an async LDS-DMA copy needs an LDS view as destination", node)
            if atom.lane_bytes is None:
                raise self.error(f"cannot tell the width of copy atom {atom.name}", node)
            self.lds_op("copy", dst.ptr, None, node, per_wave=WAVE * atom.lane_bytes)
            return None
        if isinstance(src, LdsView):
            if isinstance(dst, Frag) and self._extend_read(dst, src, node):
                return None
            p = self.lds_op("read", src.ptr, src.elems, node)
            if isinstance(dst, Frag) and p is not None:
                dst.root.pend.append(p)
            elif isinstance(dst, LdsView):
                self.consume([p], node)
                self.lds_op("write", dst.ptr, dst.elems, node, split="workgroup")
            elif isinstance(dst, GlobalRef):
                self.consume([p], node)
                self.vmem("store", node)
            return None
        self.consume([src], node)
        if isinstance(dst, LdsView):
            self.lds_op("write", dst.ptr, dst.elems, node, split="workgroup")
        elif isinstance(dst, GlobalRef) or atom.kind == "atomic":
            self.vmem("store", node)
        elif isinstance(src, GlobalRef) and isinstance(dst, Frag):
            p = self.vmem("load", node)
            dst.root.pend.append(p)
        return None

    def _extend_read(self, dst: Frag, src: LdsView, node) -> bool:
        """A copy into the same fragment from the same view by the same source line, right after
        the previous one (the k-steps of one fragment load): one read op of count + 1. Exact for
        the compiler's waits, which wait for the fragment's youngest read."""
        if not dst.root.pend or not self.blocks:
            return False
        p = dst.root.pend[-1]
        block = self.blocks[-1]
        if p.done or p.block is not block or not block or block[-1] is not p.stmt:
            return False
        prev = p.stmt
        if not isinstance(prev, LdsRead) or not isinstance(prev.count, int) or prev.loc != self.loc(node) \
                or prev.stack != self.stack:
            return False
        probe = self.lds_op("read", src.ptr, src.elems, node)
        new = block.pop()
        self.outstanding["lgkm"].remove(probe)
        if new.src != prev.src:
            block.append(new)
            self.outstanding["lgkm"].append(probe)
            dst.root.pend.append(probe)
            return True
        merged = dataclasses.replace(prev, count=prev.count + 1)
        block[-1] = merged
        p.stmt = merged
        return True

    def make_view(self, ptr, layout, node):
        size = layout.cosize if isinstance(layout, Layout) else None
        if isinstance(ptr, LdsPtr):
            return LdsView(ptr, size, layout if isinstance(layout, Layout) else None)
        if isinstance(ptr, int) and isinstance(layout, Layout) and layout.shape is not None \
                and len(layout.shape) == 2 and layout.stride in ((1, 0), (0, 1)):
            return CoordView("row" if layout.stride == (1, 0) else "col", layout.shape)
        if isinstance(ptr, GlobalRef):
            return GlobalRef("global view", ptr.bits)
        return Opaque("view", True, False)

    def ptr_load(self, ptr, kwargs, node):
        if isinstance(ptr, LdsPtr):
            rt = kwargs.get("result_type")
            elems = rt.elems if isinstance(rt, VecType) else (1 if rt is None else None)
            p = self.lds_op("read", ptr, elems, node)
            return Opaque("LDS value", pend=(p,) if p else ())
        p = self.vmem("load", node)
        return Opaque("global value", pend=(p,))

    def inline_asm(self, args, kwargs, node):
        asm = next((a for a in list(args) + list(kwargs.values()) if isinstance(a, str)), None)
        if asm is None:
            raise self.error("inline asm text is not a constant string", node)
        for line in re.split(r"[\n;]+", asm):
            ins = line.strip()
            if not ins:
                continue
            op = ins.split()[0]
            if op == "s_barrier":
                self.emit(Barrier(self.loc(node), self.stack, text="inline asm s_barrier"), node)
            elif op == "s_waitcnt":
                vm = re.search(r"vmcnt\((\d+)\)", ins)
                lg = re.search(r"lgkmcnt\((\d+)\)", ins)
                if vm or lg:
                    self.emit(Wait(self.loc(node), self.stack, int(vm.group(1)) if vm else None,
                                   int(lg.group(1)) if lg else None, text="inline asm s_waitcnt"), node)
                else:
                    raise self.error(f"inline asm {ins!r}: unsupported s_waitcnt form", node)
            elif re.match(r"(buffer|global)_load\S*", op) and re.search(r"\blds\b", ins):
                raise self.error(f"inline asm LDS-DMA {ins!r}: its LDS destination (M0) is not modelled", node)
            elif re.match(r"(buffer|global|flat)_(store|atomic)", op):
                self.vmem("store", node)
            elif re.match(r"(buffer|global|flat)_load", op):
                self.vmem("load", node)
            elif op.startswith("ds_"):
                self.note(f"{self.loc(node)}: inline asm {op}: LDS address not modelled")
        return None

    # ------------------------------------------------------------ emission helpers
    def lds_op(self, kind, ptr: LdsPtr, elems, node, split="none", per_wave=None):
        if not isinstance(ptr, LdsPtr):
            raise self.error("expected an LDS pointer", node)
        eb = ptr.elem_bytes
        field = ptr.field
        const_b = ptr.const * eb
        if per_wave is not None:
            length = per_wave
        elif ptr.unknown or (elems is None and ptr.lane_lo == ptr.lane_hi == 0) or \
                (elems is None and ptr.lane_lo != ptr.lane_hi):
            # extent unknown: from the known start to the end of the storage field
            const_b += min(ptr.lane_lo, 0) * eb if not ptr.unknown else 0
            length = field.size - const_b
        else:
            const_b += ptr.lane_lo * eb
            length = (ptr.lane_hi - ptr.lane_lo + (elems if elems is not None else 1)) * eb
        if not isinstance(ptr.sym, Expr) and (const_b < 0 or const_b + length > field.size):
            raise self.error(f"LDS access [{const_b}, {const_b + length}) falls outside {field.name} "
                             f"({field.size} bytes)", node)
        sym = simplify("*", ptr.sym, eb) if isinstance(ptr.sym, Expr) else 0
        acc = Acc(field, eb, sym, const_b, length, split)
        loc, stack = self.loc(node), self.stack
        if kind == "copy":
            stmt = AsyncCopy(loc, stack, acc, 1, text="async LDS-DMA copy")
            counter = "vm"
        elif kind == "read":
            stmt = LdsRead(loc, stack, acc, 1, text="LDS read")
            counter = "lgkm"
        else:
            stmt = LdsWrite(loc, stack, acc, 1, text="LDS write")
            counter = "lgkm"
        self.emit(stmt, node)
        if kind == "copy":
            return None  # async copies are not tracked by the compiler: no wait at use
        p = Pending(counter, self.blocks[-1], stmt)
        self.outstanding[counter].append(p)
        return p if kind == "read" else None

    def vmem(self, kind, node):
        cls = VmemLoad if kind == "load" else VmemStore
        stmt = cls(self.loc(node), self.stack, 1, text=f"global {kind}")
        self.emit(stmt, node)
        p = Pending("vm", self.blocks[-1], stmt)
        self.outstanding["vm"].append(p)
        return p if kind == "load" else None

    def consume(self, values, node) -> None:
        """The data of `values` is used here: the compiler waits for the ops that produce it."""
        pend: list[Pending] = []
        _gather(values, pend, 0)
        pend = [p for p in pend if p is not None and not p.done]
        if not pend:
            return
        for counter in ("lgkm", "vm"):
            mine = [p for p in pend if p.counter == counter]
            if not mine:
                continue
            youngest = max(mine, key=lambda p: p.seq)
            n = self._units_after(youngest)
            if n is None:
                n = 0
                self.note(f"{self.loc(node)}: the compiler's {counter}cnt wait here is modelled as "
                          f"{counter}cnt(0) (the ops in between are not countable statically)")
            kw = {"vmcnt": n} if counter == "vm" else {"lgkmcnt": n}
            self.emit(Wait(self.loc(node), self.stack, kw.get("vmcnt"), kw.get("lgkmcnt"), text=COMPILER_WAIT), node)
            for p in self.outstanding[counter]:
                if p.seq <= youngest.seq:
                    p.done = True
            self.outstanding[counter] = [p for p in self.outstanding[counter] if not p.done]

    def _units_after(self, p: Pending) -> int | None:
        if not self.blocks or p.block is not self.blocks[-1]:
            return None
        block = self.blocks[-1]
        idx = next((i for i, s in enumerate(block) if s is p.stmt), None)
        if idx is None:
            return None
        total = 0
        kinds = (LdsRead, LdsWrite, SmemLoad) if p.counter == "lgkm" else (AsyncCopy, VmemLoad, VmemStore)
        for s in block[idx + 1:]:
            if isinstance(s, kinds):
                if not isinstance(s.count, int):
                    return None
                total += s.count
            elif isinstance(s, (Loop, If)):
                if any(isinstance(x, kinds) for x in _walk((s,))):
                    return None
        return total


_NO_DEFAULT = object()


class _RuntimeLength(Exception):
    """A comprehension iterates a sequence whose length is a runtime value."""


def _comprehension_parts(node) -> list:
    """The expressions a comprehension evaluates per element (conditions, then the element)."""
    parts = [c for g in node.generators for c in g.ifs]
    if isinstance(node, ast.DictComp):
        return parts + [node.key, node.value]
    return parts + [node.elt]


@dataclasses.dataclass(frozen=True, eq=False)
class SuperOf:
    """`super()` inside a method of `cls` called on `inst`."""

    cls: ClassValue
    inst: object


class _Unknown:
    """A parameter-struct field the checker was not told."""

    def __init__(self, hint: str = ""):
        self.hint = hint


_CMP = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!="}


def _lane_compare(op, a, b):
    lo_a, hi_a = (a.lo, a.hi) if isinstance(a, Lane) else (a, a)
    lo_b, hi_b = (b.lo, b.hi) if isinstance(b, Lane) else (b, b)
    if op == "<":
        return True if hi_a < lo_b else False if lo_a >= hi_b else None
    if op == "<=":
        return True if hi_a <= lo_b else False if lo_a > hi_b else None
    if op == ">":
        return True if lo_a > hi_b else False if hi_a <= lo_b else None
    if op == ">=":
        return True if lo_a >= hi_b else False if hi_a < lo_b else None
    if op == "==":
        return False if hi_a < lo_b or lo_a > hi_b else None
    if op == "!=":
        return True if hi_a < lo_b or lo_a > hi_b else None
    return None


def _lane_arith(op, a, b):
    lo_a, hi_a = (a.lo, a.hi) if isinstance(a, Lane) else (a, a)
    lo_b, hi_b = (b.lo, b.hi) if isinstance(b, Lane) else (b, b)
    if op is ast.Add:
        return Lane(lo_a + lo_b, hi_a + hi_b)
    if op is ast.Sub and not isinstance(b, Lane):
        return Lane(lo_a - lo_b, hi_a - lo_b)
    if op is ast.Mult and not (isinstance(a, Lane) and isinstance(b, Lane)):
        c = lo_b if isinstance(a, Lane) else lo_a
        lo, hi = (lo_a, hi_a) if isinstance(a, Lane) else (lo_b, hi_b)
        if c >= 0:
            return Lane(lo * c, hi * c)
        return None
    if op is ast.FloorDiv and isinstance(a, Lane) and not isinstance(b, Lane) and lo_b > 0:
        lo, hi = lo_a // lo_b, hi_a // lo_b
        return lo if lo == hi else Lane(lo, hi)
    if op is ast.Mod and isinstance(a, Lane) and not isinstance(b, Lane) and lo_b > 0:
        if lo_a // lo_b == hi_a // lo_b:
            return Lane(lo_a % lo_b, hi_a % lo_b)
        return Lane(0, lo_b - 1)
    return None


def _runtime(v) -> bool:
    return isinstance(v, (Opaque, Lane, ApiResult, MethodOf, MmaCoord, CoordView))


def _has_var(e) -> bool:
    from syncsan.ir import Select, UnaryOp, Var
    if isinstance(e, Var):
        return True
    if isinstance(e, BinOp):
        return _has_var(e.left) or _has_var(e.right)
    if isinstance(e, UnaryOp):
        return _has_var(e.operand)
    if isinstance(e, Select):
        return _has_var(e.cond) or _has_var(e.then) or _has_var(e.orelse)
    return False


def _is_offset(e) -> bool:
    """`p`, `p + c`, `p - c`: a named runtime value shifted by a constant keeps its name."""
    if isinstance(e, Param):
        return True
    if isinstance(e, BinOp) and e.op in ("+", "-"):
        return (_is_offset(e.left) and isinstance(e.right, Const)) or \
            (e.op == "+" and isinstance(e.left, Const) and _is_offset(e.right))
    return False


def _scalar(v) -> bool:
    """Derived only from numbers and workgroup-uniform runtime scalars (kernel arguments, block ids)."""
    if isinstance(v, Opaque):
        return v.scalar
    if isinstance(v, (int, float, Expr)):
        return True
    return False


def _uniform(v) -> bool:
    if isinstance(v, Opaque):
        return v.uniform
    if isinstance(v, ApiResult):
        return v.uniform
    if isinstance(v, (Lane, MmaCoord)):
        return False
    if isinstance(v, MethodOf):
        return _uniform(v.obj)
    if isinstance(v, (tuple, list)):
        return all(_uniform(x) for x in v)
    return True


def _gather(v, out: list, depth: int) -> None:
    if depth > 4:
        return
    if isinstance(v, Pending):
        out.append(v)
    elif isinstance(v, Opaque):
        out.extend(v.pend)
    elif isinstance(v, Frag):
        out.extend(v.root.pend)
    elif isinstance(v, MethodOf):
        _gather(v.obj, out, depth + 1)
    elif isinstance(v, ApiResult):
        for a in v.args:
            _gather(a, out, depth + 1)
    elif isinstance(v, (tuple, list)):
        for x in v:
            _gather(x, out, depth + 1)
    elif isinstance(v, dict):
        for x in v.values():
            _gather(x, out, depth + 1)


def _cosize(args, ordered=False):
    if not args:
        return None
    shape = args[0]
    stride = args[1] if len(args) > 1 else None

    def flat(x):
        if isinstance(x, (tuple, list)):
            out = []
            for y in x:
                out.extend(flat(y))
            return out
        return [x]
    s = flat(shape)
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in s):
        return None
    if ordered or stride is None:
        n = 1
        for v in s:
            n *= v
        return n
    d = flat(stride)
    if len(d) != len(s) or not all(isinstance(v, int) for v in d):
        return None
    return 1 + sum((a - 1) * abs(b) for a, b in zip(s, d))


def _drop_waits(stmts):
    out = []
    for s in stmts:
        if isinstance(s, Wait) and s.text != COMPILER_WAIT:
            continue
        if isinstance(s, Loop):
            s = dataclasses.replace(s, body=_drop_waits(s.body))
        elif isinstance(s, If):
            s = dataclasses.replace(s, then=_drop_waits(s.then), orelse=_drop_waits(s.orelse))
        out.append(s)
    return tuple(out)


def _walk(stmts):
    for s in stmts:
        yield s
        if isinstance(s, Loop):
            yield from _walk(s.body)
        elif isinstance(s, If):
            yield from _walk(s.then)
            yield from _walk(s.orelse)


def _bases(cls: ClassValue) -> list:
    out, todo = [], list(cls.bases)
    while todo and len(out) < 100:
        b = todo.pop()
        if isinstance(b, ClassValue) and b not in out:
            out.append(b)
            todo.extend(b.bases)
    return out


def _scope_file(scope: Scope | None) -> str | None:
    while scope is not None:
        if "__file__" in scope.vars:
            return scope.vars["__file__"]
        scope = scope.parent
    return None


def describe_value(v) -> str:
    if isinstance(v, Opaque):
        return f"runtime value ({v.desc})"
    if isinstance(v, Lane):
        return "per-lane value"
    if isinstance(v, ApiResult):
        return f"result of {v.path}()"
    if isinstance(v, Api):
        return v.path
    return describe(v)


__all__ = ["FlyEvaluator", "COMPILER_WAIT", "describe_value"]


def _pointee_bytes(t) -> int | None:
    """Element bytes of a pointer or element type (`fx.PointerType.get(fx.Uint8, 2, 512)`, `fx.Uint8`)."""
    if isinstance(t, ApiResult) and t.leaf == "get" and t.args:
        t = t.args[0]
    leaf = t.leaf if isinstance(t, (Api, ApiResult)) else None
    bits = DTYPE_BITS.get(leaf) if leaf else None
    return bits // 8 if bits and bits % 8 == 0 else None


def _rescale(p: LdsPtr, elem_bytes: int) -> LdsPtr:
    """The same LDS address counted in elements of `elem_bytes` bytes (unknown where the byte
    offset is not a whole number of them)."""
    eb = p.elem_bytes
    if elem_bytes == eb:
        return p
    parts = [p.const * eb, p.lane_lo * eb, p.lane_hi * eb]
    sym = p.sym
    if isinstance(sym, Expr):
        if eb % elem_bytes:
            return LdsPtr(p.field, elem_bytes, 0, 0, 0, 0, True)
        sym = simplify("*", sym, eb // elem_bytes) if eb // elem_bytes != 1 else sym
    else:
        parts.append(sym * eb)
    if any(x % elem_bytes for x in parts):
        return LdsPtr(p.field, elem_bytes, 0, 0, 0, 0, True)
    scaled = [x // elem_bytes for x in parts]
    if not isinstance(sym, Expr):
        sym = scaled.pop()
    c, lo, hi = scaled
    return LdsPtr(p.field, elem_bytes, sym, c, lo, hi, p.unknown)
