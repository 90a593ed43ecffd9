"""The FlyDSL-aware evaluator: walks a FlyDSL kernel (AST only) for one wave and emits schedule ops.

It extends the generic `pyeval.Evaluator` with what FlyDSL source needs: library names that are
not read (`fx`, `rocdl`, `gpu`, ...), classes and `@fx.struct` storage, sibling-module imports,
runtime values (per-lane ranges, workgroup-uniform values that become schedule parameters) and
the sync vocabulary (`rocdl.s_barrier`, `rocdl.s_waitcnt`, `gpu.barrier`, copy atoms, LDS views).
"""

from __future__ import annotations

import ast
import dataclasses
import functools
from bisect import bisect_left, bisect_right
import itertools
import math
import operator
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
    LaneRange,
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
    Swizzle,
    VecType,
)
from syncsan.frontends.flydsl import lanes as L
from syncsan.frontends.flydsl import layouts as LY
from syncsan.frontends.flydsl.lanes import LaneCond, Lanes
from syncsan.frontends import pyvalues
from syncsan.frontends.flydsl import firstwalk as FW
from syncsan.frontends.flydsl import host
from syncsan.frontends.flydsl import summaries as S
from syncsan.frontends.pyeval import MAX_STEPS, MAX_UNROLL, _Break, _Continue
from syncsan.frontends.pyeval import _Return as _ReturnSignal
from syncsan.frontends.pyeval import _is_scalar as _pyscalar
from syncsan.frontends.pyeval import _same as _pysame
from syncsan.frontends.pyeval import (
    _BINOPS,
    Poison,
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
    Select,
    SmemLoad,
    VmemLoad,
    VmemStore,
    Wait,
    Var,
    as_expr,
    evaluate,
    free_names,
    free_vars,
    offset_split,
    simplify,
    statements as _walk,
    substitute,
    trip_values,
)

WAVE = 64
#: combinations of loop-variable values `FlyEvaluator.reach` evaluates an address over, at most
REACH_LIMIT = 4096
#: (file, line, column offset) -> its Loc (FlyEvaluator.loc)
_LOCS: dict = {}
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
#: calls that only change a value's type: the checker keeps the value
VALUE_CASTS = {"Int32", "Int64", "Index", "Uint32", "Int16", "Uint16", "Int8", "Uint8", "Uint64", "Float32",
               "Float16", "BFloat16", "Boolean", "Bool", "index_cast", "trunci", "extui", "extsi", "as_ir_value",
               "as_mlir_value", "_to_raw", "unwrap", "bitcast", "IndexCastOp", "TruncIOp", "ExtUIOp", "ExtSIOp",
               "_unwrap_value", "ArithValue"}
#: rocdl buffer loads into registers (the result type first) and buffer stores (the data first)
BUFFER_LOADS = {"RawPtrBufferLoadOp", "raw_ptr_buffer_load", "raw_buffer_load", "RawBufferLoadOp",
                "StructPtrBufferLoadOp", "struct_ptr_buffer_load"}
BUFFER_STORES = {"RawPtrBufferStoreOp", "raw_ptr_buffer_store", "raw_buffer_store", "RawBufferStoreOp",
                 "StructPtrBufferStoreOp", "struct_ptr_buffer_store"}
#: the largest value each counter's wait field holds (gfx9: vmcnt 6 bits, lgkmcnt 4 bits)
COUNTER_MAX = {"vm": 63, "lgkm": 15}
#: arith.cmpi predicates as comparisons (signedness does not matter for the small values compared here)
CMPI = {"eq": "==", "ne": "!=", "slt": "<", "sle": "<=", "sgt": ">", "sge": ">=", "ult": "<", "ule": "<=",
        "ugt": ">", "uge": ">="}
#: attributes and argument-less methods that give the value itself (`x.ir_value()`, `op.result`)
VALUE_ATTRS = {"result", "value", "llvm_ptr"}
VALUE_METHODS = {"ir_value", "value", "to_ir", "get_value"}
#: FlyDSL's integer Numeric types: a value cast to one is no longer an index value
NUMERIC_INTS = {"Int32", "Int64", "Uint32", "Int16", "Uint16", "Int8", "Uint8", "Uint64"}
#: integer casts as methods (`ArithValue(x).extui(T.i64)`): the same integer
CAST_METHODS = {"index_cast", "extui", "extsi", "trunci", "zext", "sext"}
#: arith dialect integer ops and the Python operator each one is
ARITH_INT_OPS = {"addi": ast.Add, "subi": ast.Sub, "muli": ast.Mult, "andi": ast.BitAnd, "ori": ast.BitOr,
                 "xori": ast.BitXor, "shli": ast.LShift, "shrui": ast.RShift, "shrsi": ast.RShift,
                 "divui": ast.FloorDiv, "divsi": ast.FloorDiv, "floordivsi": ast.FloorDiv, "remui": ast.Mod,
                 "remsi": ast.Mod, "MulIOp": ast.Mult, "AddIOp": ast.Add}
#: the description of an isinstance()/hasattr() answer the checker does not know
TYPE_TEST = "type test: "
#: the attributes of a library name whose value the checker knows (`fx.thread_idx.x`, `T.i32.width`,
#: `fx.Float32.ir_type`; `FlyEvaluator.api_attribute`): any other one is another library name
API_ATTRS_KNOWN = frozenset(("x", "y", "z", "width", "ir_type"))


#: FlyDSL's numeric types (`fx.Numeric` and its subclasses): what runtime scalars are instances of
NUMERIC_TYPES = {"Numeric", "Integer", "Float", "Boolean", "Bool", "Index"} | set(DTYPE_BITS)
#: builtins that turn runtime numbers into a runtime number (the others need compile-time values)
#: builtins that turn a runtime sequence into runtime data
SEQUENCE_BUILTINS = {"list", "tuple", "sorted", "reversed", "len", "enumerate", "zip"}
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
        self.store_seen: dict = {}  # (loc, stack) -> LDS stores of a uniform value walked there so far
        self.carried: list[tuple] = []  # range(..., init=) loops being walked: (name, scope, constant length)
        self.carried_count = 0
        #: loops being walked whose body reassigns values carried around them: how each is rebuilt
        self.carry_shapes: dict = {}
        self.m0 = None  # M0 as inline asm last set it (an LDS address), for the LDS-DMA it issues
        #: runtime conditions the same in every wave that chose between LDS addresses, with the
        #: parameter standing for each (uniform_choice)
        self.choices: list[tuple] = []
        #: id(LDS op) -> (op, byte base of its field, symbolic byte offset, each lane's bytes or
        #: None): the ops walked under a runtime branch whose lanes' bytes are known
        self.lane_bytes: dict[int, tuple] = {}
        #: the values of the loop variables of loops of constant bounds being walked (`reach`)
        self.var_ranges: dict[Var, range] = {}
        #: per-lane branches whose sides were tagged as run by disjoint lanes (ir.Arms)
        self.lane_branches = 0
        #: the first walk of a runtime loop's body being watched, to stand for its second (firstwalk.py)
        self.first_walks: list[FW.FirstWalk] = []
        #: the lanes of this wave that run the code being walked (None: all of them)
        self.active: tuple[bool, ...] | None = None
        #: helper calls being walked and watched for a summary (summaries.py), innermost last; a call
        #: seen to have an effect leaves the list (with every call around it)
        self.recordings: list[S.Recording] = []
        self.summaries: dict = {}
        #: helpers (function nodes) whose calls had effects under several keys: no longer watched
        self.unsummarised_calls: dict = {}
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

    def close(self) -> None:
        """The walk is over: its own builtins (`range`, `super`, ...: bound methods, each referring
        back to the evaluator) are dropped, so what the walk built is freed as soon as it is no
        longer used, not left to the cycle collector."""
        self.builtins.clear()

    # ------------------------------------------------------------ files and modules
    def loc(self, node: ast.AST) -> Loc:
        key = (self.file, getattr(node, "lineno", 1), getattr(node, "col_offset", 0))
        found = _LOCS.get(key)
        if found is None:  # (a Loc is immutable: one per position serves every op and note made there)
            found = _LOCS[key] = Loc(key[0], key[1], key[2] + 1)
        return found

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
        profile_effect = self.fe.profile_effect(func.name, func) if self.fe.profiles else None
        if profile_effect is not None:
            return self.fe.apply_profile(self, profile_effect, func, args, kwargs, node)
        if push and self.blocks and type(func) is Function and \
                self.unsummarised_calls.get(func.node, 0) < S.GIVE_UP and S.free_names(func.node) is not None:
            key = self.summary_key(func, args, kwargs)
            if key is not None:
                found = self.summaries.get(key)
                if found is None:
                    return self.record_call(key, func, args, kwargs, node)
                if found is not S.UNSUMMARISED and found.func is func and \
                        self.steps + found.steps <= MAX_STEPS and S.still_valid(found):
                    for rec in self.recordings:
                        rec.reads.extend(found.reads)
                        rec.frees.extend(found.frees)
                    for fw in self.first_walks:
                        for read in found.reads:
                            if read[0] == "inst":
                                fw.touch(read[1], read[2], "r")
                    self.steps += found.steps
                    return S.rebuild(found.result, args, kwargs)
                if found is not S.UNSUMMARISED:
                    return self.record_call(key, func, args, kwargs, node)
        if self.recordings:
            self.note_free_names(func)
        return self.walk_call(func, args, kwargs, node, push)

    # ------------------------------------------------------------ summaries of helper calls
    def summary_key(self, func: Function, args, kwargs):
        """The key of a helper call's summary (summaries.py), or None: not summarised."""
        parts = [id(func), self.div_depth, self.symbolic_depth, self.active, len(self.call_stack),
                 self.fe.overlay_version]
        for v in args:
            a = S.abstract(v)
            if a is None:
                return None
            parts.append(a)
        for k, v in kwargs.items():
            a = S.abstract(v)
            if a is None:
                return None
            parts.append((k, a))
        return tuple(parts)

    def effect_state(self) -> tuple:
        """What a call that changes nothing the schedule or the walk can see leaves as it found."""
        fe = self.fe
        block = self.blocks[-1] if self.blocks else None
        return (len(self.blocks), id(block), len(block) if block is not None else 0, self.var_counter,
                self.carried_count, id(self.m0), len(self.store_seen), id(self.outstanding["lgkm"]),
                len(self.outstanding["lgkm"]), id(self.outstanding["vm"]), len(self.outstanding["vm"]),
                len(self.define_notes), len(self.defines_used), len(fe.notes), len(fe.runtime), len(fe.arg_params),
                tuple(fe.walk_names.items()), fe.used_fenced_barrier, len(fe.storage), len(fe.storage_elem),
                fe.lds_top, len(fe.branch_params), len(fe.trip_params), len(fe.profile_used), len(fe.attr_overlay),
                fe.overlay_version, len(fe.modules), len(fe.defines_used))

    def record_call(self, key, func: Function, args, kwargs, node):
        """Walk a helper call, watching it; remember its summary when it had no effect."""
        rec = S.Recording()
        before = self.effect_state()
        steps = self.steps
        self.recordings.append(rec)
        try:
            self.note_free_names(func)
            result = self.walk_call(func, args, kwargs, node, True)
        finally:
            if self.recordings and self.recordings[-1] is rec:
                self.recordings.pop()
        summary = S.UNSUMMARISED  # a call with this key is walked from now on, without watching it
        if rec.ok and self.effect_state() == before:
            tmpl = S.template(result, args, kwargs, rec)
            if tmpl is not None:
                summary = S.Summary(func, tuple(rec.reads), tuple(rec.frees), self.steps - steps, tmpl)
        if summary is S.UNSUMMARISED:
            self.unsummarised_calls[func.node] = self.unsummarised_calls.get(func.node, 0) + 1
        else:
            self.unsummarised_calls[func.node] = -S.GIVE_UP  # it has a summary: keep watching it
        if len(self.summaries) >= S.LIMIT:
            self.summaries.clear()
        self.summaries[key] = summary
        return result

    def unsummarised(self) -> None:
        """The calls being recorded did something a summary cannot replay: they are no longer watched."""
        for rec in self.recordings:
            rec.ok = False
        self.recordings.clear()

    def emit(self, stmt, node) -> None:
        if self.recordings:
            self.unsummarised()
        super().emit(stmt, node)

    def note_free_names(self, func: Function) -> None:
        names = S.free_names(func.node) if isinstance(func.node, ast.FunctionDef) else None
        if names is None:
            self.unsummarised()
            return
        for name in names:
            value = S.resolve(func.closure, name)
            if not S.frozen(value):
                self.unsummarised()
                return
            for rec in self.recordings:
                rec.frees.append((func.closure, name, value))

    def note_read(self, value, attr) -> None:
        """An attribute read while calls are recorded (instances: `instance_attr`)."""
        if id(value) in self.fe.attr_overlay or isinstance(value, (Storage, SuperOf)):
            self.unsummarised()
            return
        if isinstance(value, Module):
            where = (value.scope.vars,)
        elif isinstance(value, StructValue):
            where = (value.values,)
        elif isinstance(value, ClassValue):
            where = (value.methods, value.attrs)
        elif isinstance(value, PyModule):
            where = (value.members,)
        else:
            return  # immutable values and library names: what they give depends on them alone
        for d in where:
            got = d.get(attr, S.MISSING)
            if not S.frozen(got):
                self.unsummarised()
                return
            for rec in self.recordings:
                rec.reads.append(("dict", d, attr, got))

    def walk_call(self, func: Function, args, kwargs, node, push: bool):
        call_loc = self.loc(node)
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
        """Any failure inside a statement is bad input at that statement, never a traceback.
        (The generic evaluator's `exec_stmt`, inline: a statement pays one frame, not two.)"""
        method = self._stmt_table.get(node.__class__)
        if method is None:
            method = self._method("stmt_", node)
            if method is None:
                raise self.error(f"unsupported statement: {type(node).__name__}", node)
        try:
            method(self, node, scope)
        except (InputError, _ReturnSignal, KernelDefined, _Break, _Continue):
            raise
        except RecursionError:
            raise self.error("evaluation nests too deeply (recursive helpers?)", node) from None
        except MemoryError:
            raise self.error("evaluating this statement needs too much memory", node) from None
        except Exception as exc:  # a Python construct the evaluator mishandles
            raise self.error(f"the checker cannot evaluate this statement ({type(exc).__name__}: {exc})",
                             node) from None

    def exec_return(self, node: ast.Return, scope: Scope):
        """A function body's last `return value`, with `exec_stmt`'s handling of failures."""
        try:
            return super().exec_return(node, scope)
        except (InputError, _ReturnSignal, KernelDefined, _Break, _Continue):
            raise
        except RecursionError:
            raise self.error("evaluation nests too deeply (recursive helpers?)", node) from None
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
        methods, attrs, bases, properties = {}, {}, [], set()
        fields: dict | None = None
        for base in reversed(node.bases):  # inherited methods and attributes, the class's own win
            try:
                value = self.eval(base, scope)
            except InputError:
                continue
            if isinstance(value, ClassValue):
                methods.update(value.methods)
                attrs.update(value.attrs)
                properties |= value.properties
                bases.insert(0, value)
                if value.fields is not None:
                    fields = {**(fields or {}), **{f[0]: f for f in value.fields}}
        # methods see their class as `__class__` (what zero-argument super() needs)
        method_scope = Scope(parent=scope)
        for name, value in class_scope.vars.items():
            if isinstance(value, Function):
                methods[name] = Function(value.node, method_scope, value.defaults, value.kw_defaults)
                if any(ast.unparse(d).split(".")[-1] in ("property", "cached_property")
                       for d in value.node.decorator_list):
                    properties.add(name)
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
        cls = ClassValue(node.name, methods, attrs, tuple(bases), None if fields is None else tuple(fields.values()),
                         frozenset(properties))
        method_scope.vars["__class__"] = cls
        scope.vars[node.name] = cls

    def make_class(self, name: str, bases: tuple, namespace: dict, node):
        """`type(name, bases, namespace)`: a class with the namespace's functions as methods and the
        rest as attributes (an `__annotations__` dict among them, which `fx.struct(cls)` reads)."""
        if not all(isinstance(b, ClassValue) for b in bases):
            raise self.error("type(): a base that is not a class the checker knows", node)
        methods, attrs = {}, {}
        for b in reversed(bases):
            methods.update(b.methods)
            attrs.update(b.attrs)
        for key, value in namespace.items():
            (methods if isinstance(value, Function) else attrs)[key] = value
        return ClassValue(name, methods, attrs, tuple(bases))

    def struct_of_class(self, cls: ClassValue, union: bool, node) -> StructClass:
        """`fx.struct(cls)` / `fx.union(cls)` called on a class: its annotations are the fields."""
        ann = cls.attrs.get("__annotations__")
        if not isinstance(ann, dict) or not all(isinstance(k, str) for k in ann):
            raise self.error(f"fx.{'union' if union else 'struct'}() of a class without field annotations", node)
        return StructClass(cls.name, tuple(ann.items()), union, self.loc(node))

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
        if type(target) is ast.Name and type(value) is not Opaque and not isinstance(value, Expr):
            scope.vars[target.id] = value  # none of the cases below: a plain binding
            return
        if isinstance(target, ast.Name) and isinstance(value, Opaque) and value.uniform and value.scalar \
                and not value.pend and self.blocks:
            multiple = value.multiple
            value = self.fe.runtime_param(target.id, value, self.loc(target))
            if multiple > 1:
                self.param_multiple(value.name, multiple)
        elif isinstance(target, ast.Name) and isinstance(value, Expr) and self.blocks \
                and free_names(value) & self.fe.arg_params and not _has_var(value) and not _is_offset(value):
            # a quantity derived from runtime values (k_tiles = k // block_k) gets its own name
            multiple = self.multiple_of(value)
            value = self.fe.runtime_param(target.id, Opaque(str(value), True), self.loc(target))
            if multiple > 1:
                self.param_multiple(value.name, multiple)
        if type(target) is ast.Name:  # none of the cases below: a binding (Evaluator.assign's)
            scope.vars[target.id] = value
            return
        if isinstance(target, (ast.Tuple, ast.List)) and isinstance(value, Api) and \
                value.leaf in ("block_idx", "thread_idx", "block_dim", "grid_dim") and len(target.elts) <= 3:
            value = tuple(self.attribute(value, axis, target) for axis in "xyz"[:len(target.elts)])  # bx, by = ...
        elif isinstance(target, (ast.Tuple, ast.List)) and isinstance(value, (Opaque, Api, ApiResult)):
            desc = value.desc if isinstance(value, Opaque) else value.path
            value = tuple(Opaque(f"{desc}[{i}]", _uniform(value), isinstance(value, Opaque) and value.scalar)
                          for i in range(len(target.elts)))
        super().assign(target, value, scope)

    def param_multiple(self, name: str, multiple: int) -> None:
        self.fe.param_multiple[name] = multiple
        for fw in self.first_walks:
            fw.multiples[name] = multiple

    def set_attribute(self, obj, attr, value, node) -> None:
        if self.recordings:
            self.unsummarised()
        if isinstance(obj, Instance):
            for fw in self.first_walks:
                fw.touch(obj, attr, "w")
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
            self.fe.overlay_version += 1
            return
        super().set_attribute(obj, attr, value, node)

    def store_subscript(self, obj, index, value, node) -> None:
        self.store_into(obj, value, node, index)

    def store_into(self, obj, value, node, index=None) -> None:
        """`obj[i] = value`."""
        if isinstance(obj, (list, dict)):  # a Python list or dict of values: no data moves
            if isinstance(index, (Opaque, Lanes, LaneCond, ApiResult)):
                raise self.error(f"index {describe_value(index)} is not known at compile time", node)
            super().store_subscript(obj, index, value, node)
            return
        self.consume([value], node)
        if isinstance(obj, LdsView) and isinstance(index, tuple) and len(index) == 2 and \
                isinstance(index[0], MmaCoord) and isinstance(index[1], MmaCoord) and obj.layout is not None \
                and isinstance(obj.layout.shape, tuple) and len(obj.layout.shape) == 2 \
                and index[0].axis == "row" and index[1].axis == "col":
            if self.mma_write(obj, index[0], index[1], node):
                return
        if isinstance(obj, LdsView) and index is not None and not (
                isinstance(index, tuple) and any(i is None or (isinstance(i, Opaque) and i.desc == "slice")
                                                 for i in index)):
            self.view_access("write", obj, index, node)
        elif isinstance(obj, LdsView):
            self.lds_op("write", obj.ptr, obj.elems, node, split="workgroup")
        elif isinstance(obj, LdsPtr):
            self.lds_op("write", self.binop(ast.Add(), obj, index, node), 1, node)
        elif isinstance(obj, Storage) and obj.region is not None:
            self.lds_op("write", self.binop(ast.Add(), LdsPtr(obj.region, obj.elem_bytes), index, node), 1, node)
        elif isinstance(obj, GlobalRef):
            self.vmem("store", node)
        elif isinstance(obj, Frag):
            self.consume([obj], node)

    # ------------------------------------------------------------ control flow
    def branch(self, node: ast.If, scope: Scope, cond) -> None:
        if isinstance(cond, (Opaque, LaneCond, Lanes, ApiResult)):
            self.runtime_branch(node, scope, cond)
            return
        if isinstance(cond, Expr):
            names = free_names(cond)
            unnamed = [n for n in names if not self.fe.is_runtime_param(n)]
            if unnamed:
                raise self.error(f"branch on {cond}, which depends on {', '.join(sorted(unnamed))}", node.test)
            self.symbolic_branch(node, scope, cond)
            return
        super().branch(node, scope, cond)

    def symbolic_branch(self, node: ast.If, scope: Scope, cond) -> None:
        """An `if` on a schedule parameter: both sides become a branch of the schedule. A name set
        differently on the two sides is a select of the two values (numbers), runtime data where
        both are register data (FlyDSL's scf.if yields them), and unknown otherwise."""
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
            a, b = after_then.get(name, _MISSING_NAME), after_else.get(name, _MISSING_NAME)
            if a is b or (type(a) is type(b) and _pysame(a, b)):
                merged[name] = a
            elif _pyscalar(a) and _pyscalar(b):
                merged[name] = Select(cond, a if isinstance(a, Expr) else Const(a), b if isinstance(b, Expr) else Const(b))
            elif _is_runtime_data(a) and _is_runtime_data(b):
                merged[name] = _runtime_copy(a)
            else:
                merged[name] = Poison(f"{name} is set differently depending on {cond}", self.loc(node))
        scope.vars.clear()
        scope.vars.update(merged)
        self.emit(If(self.loc(node), self.stack, cond, then, orelse), node)

    def runtime_branch(self, node: ast.If, scope: Scope, cond) -> None:
        """A branch on a per-lane (or unnamed runtime) value: some lanes may take either side,
        so both sides' memory ops may happen. Where the condition is known in every lane, each
        side runs with only its lanes active (a side no lane takes is skipped). A barrier or an
        explicit wait there is unsupported."""
        per_lane = L.cond_of(cond) if isinstance(cond, (LaneCond, Lanes)) else None
        outer = self.active
        sides = []
        self.div_depth += 1
        try:
            before = dict(scope.vars)
            for body, want in ((node.body, True), (node.orelse, False)):
                scope.vars.clear()
                scope.vars.update(before)
                if per_lane is not None:
                    mask = tuple(a and (c == want) for a, c in zip(outer or (True,) * WAVE, per_lane))
                    if not any(mask):
                        sides.append(((), dict(before), None))
                        continue
                    self.active = mask
                stmts, raised = self._side(body, scope)
                sides.append((stmts, dict(scope.vars), raised))
                self.active = outer
        finally:
            self.active = outer
            self.div_depth -= 1
        (then, after_then, then_raised), (orelse, after_else, else_raised) = sides
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
        if not per_lane and _uniform(cond) and any(isinstance(st, Barrier) for st in _walk(then + orelse)):
            self.uniform_branch(node, scope, cond, then, orelse, after_then, after_else)
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
        if per_lane is None:
            then, orelse = self.lane_exclusive(node, cond, then, orelse)
        merged = {}
        for name in set(after_then) | set(after_else):
            a, b = after_then.get(name), after_else.get(name)
            if a is b:
                merged[name] = a
            elif per_lane is not None and isinstance(a, (int, Lanes)) and isinstance(b, (int, Lanes)) \
                    and not isinstance(a, bool) and not isinstance(b, bool):
                sel = L.select(LaneCond(per_lane), a, b)
                merged[name] = sel if sel is not None else Opaque(f"{name} (set under a runtime condition)")
            else:
                # the same in every lane where the condition and both sides' values are
                merged[name] = Opaque(f"{name} (set under a runtime condition)",
                                      per_lane is None and _uniform(cond) and _uniform(a) and _uniform(b))
        scope.vars.clear()
        scope.vars.update(merged)
        for stmt in then + orelse:
            self.blocks[-1].append(stmt)
        self._adopt(then + orelse)

    def lane_exclusive(self, node, cond, then: tuple, orelse: tuple) -> tuple[tuple, tuple]:
        """The two sides of a branch on a condition not known per lane, walked in turn with every
        lane active: each lane still runs only one side (exec-mask semantics). When every byte an
        LDS op of one side and an LDS op of the other touch in common is touched by the same lane
        in both (or the condition is the same in every lane), the ops are tagged with the branch
        (ir.Arms) and the checks do not pair them within one execution of it; otherwise both
        sides stay taken by every lane (noted)."""
        kinds = (AsyncCopy, LdsRead, LdsWrite)
        ops_t = [st for st in _walk(then) if isinstance(st, kinds)]
        ops_e = [st for st in _walk(orelse) if isinstance(st, kinds)]
        if not ops_t or not ops_e:
            return then, orelse
        if not _uniform(cond):
            for a in ops_t:
                for b in ops_e:
                    if not _lane_aligned(self.lane_bytes.get(id(a)), self.lane_bytes.get(id(b)), a, b):
                        self.note(f"{self.loc(node)}: the condition {ast.unparse(node.test)} differs between lanes "
                                  "and is not known per lane: both sides are taken as run by every lane (the LDS "
                                  f"{_op_word(a)} at {a.loc} and {_op_word(b)} at {b.loc} "
                                  "may touch a byte in different lanes)")
                        return then, orelse
        self.lane_branches += 1
        swap: dict = {}
        then = _tag_arms(then, (self.lane_branches, 0, -1), swap)
        orelse = _tag_arms(orelse, (self.lane_branches, 1, -1), swap)
        for pending in self.outstanding.values():
            for p in pending:
                p.stmt = swap.get(id(p.stmt), p.stmt)
        for old, new in swap.items():
            rec = self.lane_bytes.pop(old, None)
            if rec is not None:
                self.lane_bytes[id(new)] = (new,) + rec[1:]
        return then, orelse

    def uniform_branch(self, node, scope, cond, then, orelse, after_then, after_else) -> None:
        """A branch with barriers on a runtime condition that is the same in every lane of the
        workgroup (computed from kernel arguments and block indices) but has no value the checker
        knows: every wave takes the same side, so both outcomes are checked, as a parameter of
        the schedule with the values False and True."""
        cond = self.uniform_choice(cond, node, ast.unparse(node.test)) if isinstance(cond, Opaque) else \
            Param(self.fe.branch_param(node, self.loc(node), ast.unparse(node.test)))
        merged = {}
        for var in set(after_then) | set(after_else):
            a, b = after_then.get(var), after_else.get(var)
            merged[var] = a if a is b else Opaque(f"{var} (set under a runtime condition)", _uniform(a) and
                                                  _uniform(b), False)
        scope.vars.clear()
        scope.vars.update(merged)
        self.emit(If(self.loc(node), self.stack, cond, then, orelse), node)
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
        ids = None  # the statements' ids, once one pending op is in another block
        for counter in ("lgkm", "vm"):
            for p in self.outstanding[counter]:
                if p.block is not self.blocks[-1]:
                    if ids is None:
                        ids = {id(s) for s in stmts}
                    if id(p.stmt) in ids:
                        p.block = self.blocks[-1]

    def stmt_While(self, node: ast.While, scope: Scope) -> None:
        cond = self.truth(self.eval(node.test, scope), node.test)
        if not isinstance(cond, (Opaque, LaneCond, Lanes, ApiResult, Expr)):  # a compile-time loop
            self.concrete_while(node, scope, cond)
            return
        self.runtime_while(node, scope, cond)

    def concrete_while(self, node: ast.While, scope: Scope, cond) -> None:
        """A while loop whose condition starts as a compile-time value: unrolled while it stays
        one. Where the body makes it a runtime value (`active = fx.Int32(1) == fx.Int32(1)`, then
        `active = has_work != 0`), the iterations run so far are unrolled and the rest of the loop
        is the runtime loop FlyDSL traces."""
        n = 0
        self.loops.append(self.cond_depth())
        try:
            while True:
                if isinstance(cond, (Opaque, LaneCond, Lanes, ApiResult, Expr)) and n:
                    break
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
        if not isinstance(cond, bool):
            self.runtime_while(node, scope, cond)
            return
        self.exec_body(node.orelse, scope)

    def runtime_while(self, node: ast.While, scope: Scope, cond) -> None:
        # a runtime loop (scf.while), traced once
        before = dict(scope.vars)
        first = self.watch_first_walk(node, scope) if _uniform(cond) and not node.orelse else None
        steps = self.steps
        walk = Walk(self.fe)
        self.div_depth += 1
        try:
            body = self.collect_iteration(node, scope)
        finally:
            self.div_depth -= 1
            walk.first_done()
            if first is not None:
                self.end_first_walk(first)
        self.first_walk_ends(node, steps, _uniform(cond) and not node.orelse and _has_sync(body))
        for stmt in _walk(body):
            if isinstance(stmt, (Barrier, AsyncCopy)) or (isinstance(stmt, Wait) and stmt.text != COMPILER_WAIT):
                if _uniform(cond) and not node.orelse:
                    # the same in every lane of the workgroup: every wave runs the body equally often
                    after = dict(scope.vars)
                    scope.vars.clear()
                    scope.vars.update(before)
                    self.trip_loop(node, scope, self.reusable(first, body, after), walk)
                    return
                if not any(isinstance(st, (Barrier, AsyncCopy)) for st in _walk(body)):
                    body = self._unrelied_waits(node, body)
                    break
                raise self.error("a while loop on a runtime condition with copies, waits or barriers "
                                 "inside is not supported", node)
        for stmt in body:
            self.blocks[-1].append(stmt)
        self._adopt(body)
        self.note(f"{self.loc(node)}: while loop on a runtime condition: its body is modelled as run once")

    def stmt_For(self, node: ast.For, scope: Scope) -> None:
        it = self.eval(node.iter, scope)
        if id(node) in self.fe.scf_fors:
            it = _scf_range(it)
        if isinstance(it, CarriedRange):
            self.carried_loop(node, it, scope)
            return
        if isinstance(it, Opaque):  # a loop whose length the checker does not know
            if node.orelse:
                raise self.error("for ... else is not supported", node)
            before = dict(scope.vars)
            runtime = Opaque(f"{ast.unparse(node.target)} (iteration)", True, False)
            # a range(..., init=) loop's induction variable is `start + k * step` (_trip_index) in
            # its first walk too, as in the loop the schedule gets: what it carries may depend on
            # it (a buffer chosen by its parity); other loops' first walks take a runtime value
            var = self.new_var(f"{ast.unparse(node.target)}#") if it.uniform and not isinstance(it, LaneRange) \
                and hasattr(node, "carried_iter") else None
            target = self._trip_index(node, var, scope) if var is not None else runtime
            first = self.watch_first_walk(node, scope) if it.uniform else None
            steps = self.steps
            walk = Walk(self.fe)
            body = self._first_iteration(node, scope, target, first)
            walk.first_done()
            if target is not runtime and not _has_sync(body):
                # walked as run once, outside any schedule loop: the induction variable is a
                # runtime value there, as it always was (walked again with it)
                scope.vars.clear()
                scope.vars.update(before)
                target = runtime
                walk.again()
                body = self._first_iteration(node, scope, target, None)
                walk.settle()
            self.first_walk_ends(node, steps, it.uniform and _has_sync(body))
            if any(isinstance(st, (Barrier, AsyncCopy)) or (isinstance(st, Wait) and st.text != COMPILER_WAIT)
                   for st in _walk(body)):
                if not it.uniform and not any(isinstance(st, (Barrier, AsyncCopy)) for st in _walk(body)):
                    body = self._unrelied_waits(node, body)
                elif not it.uniform and isinstance(it, LaneRange):
                    scope.vars.clear()
                    scope.vars.update(before)
                    walk.again()
                    self.lane_loop(node, scope, it)
                    walk.settle()
                    return
                elif not it.uniform:
                    raise self.error("a loop whose length differs between lanes with copies or barriers "
                                     "inside is not supported", node)
                else:
                    after = dict(scope.vars)
                    scope.vars.clear()
                    scope.vars.update(before)
                    self.trip_loop(node, scope, self.reusable(first, body, after, target), walk, var)
                    return
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

    def _first_iteration(self, node, scope: Scope, target, first: FW.FirstWalk | None) -> tuple:
        """The body of a loop of runtime length walked once with `target` as its induction variable."""
        self.div_depth += 1
        try:
            self.assign(node.target, target, scope)
            return self.collect_iteration(node, scope)
        finally:
            self.div_depth -= 1
            if first is not None:
                self.end_first_walk(first)

    # ------------------------------------------------------------ the first walk of a runtime loop
    def new_var(self, name: str) -> Var:
        var = super().new_var(name)
        for fw in self.first_walks:
            fw.made_vars.append(var)
        return var

    def fresh_counters(self) -> tuple:
        """What a second walk of a loop body takes afresh where the first left it (firstwalk.py):
        the loop-variable counter, the runtime values' numbers, M0 and the per-lane branches'
        numbers (which a reuse renames, `renamed`), then the rest."""
        fe = self.fe
        return (self.var_counter, dict(fe.walk_names), self.m0, self.lane_branches, len(fe.storage),
                len(fe.storage_elem), fe.lds_top, fe.overlay_version, len(fe.attr_overlay), len(fe.arg_params),
                len(fe.modules))

    def watch_first_walk(self, node, scope: Scope) -> FW.FirstWalk | None:
        """Start watching the first walk of a runtime loop's body (also inside another's, which
        goes on being watched: what the walk does is recorded on both; not where the last first
        walk of this loop was short or not walked again)."""
        if not self.fe.first_walk_worth.get(node, True):
            return None
        roots = [scope, self.builtins, list(self.fe.modules.values()), [local for _, local in self.frames],
                 list(self.carried), list(self.outstanding["lgkm"]), list(self.outstanding["vm"])]
        seen: set = set()
        snap = FW.snapshot(roots, seen)
        if snap is None:
            return None
        first = FW.FirstWalk(len(self.frames), snap, self.fresh_counters(), self.steps, self.carried_count,
                             seen=seen, choices=len(self.choices))
        if hasattr(node, "carried_iter") and self.carried:  # (carried_loop: its record is the last)
            first.appendable.append(self.carried[-1][3])
        first.start(self.outstanding["lgkm"] + self.outstanding["vm"])
        self.fe.name_log.append(first.made_names)
        self.first_walks.append(first)
        return first

    def end_first_walk(self, first: FW.FirstWalk) -> None:
        for walks in (self.first_walks, self.fe.name_log):  # (by identity: the innermost is last)
            mine = first if walks is self.first_walks else first.made_names
            for i in range(len(walks) - 1, -1, -1):
                if walks[i] is mine:
                    del walks[i]
                    break
        first.close()

    def first_walk_ends(self, node, steps: int, again: bool) -> None:
        """Whether watching this loop's next first walk can pay: it is walked again (a trip-count
        loop) and long. (Only the time depends on it.)"""
        self.fe.first_walk_worth[node] = again and self.steps - steps >= FW.WORTH_STEPS

    def reusable(self, first: FW.FirstWalk | None, body: tuple, after: dict, target=None) -> FW.Reuse | None:
        """The first walk, when walking the body again would give it again (with the names the
        second walk gives, `renamed`); else None. (Called once the loop's scope is back as it
        was before the first walk.)"""
        if first is None:
            return None
        now = self.fresh_counters()
        if now[4:] != first.counters[4:] or not first.unchanged():
            return None
        if now[2] != first.counters[2] and first.m0 == "r":
            return None  # the second walk reads the M0 the first walk left
        steps = self.steps - first.steps
        if self.steps + steps > MAX_STEPS:
            return None  # the second walk runs out of steps: walked, to fail where it does
        return FW.Reuse(body, after, steps, self.carried_count - first.carried, first.stores, target,
                        (first, now) if now[:4] != first.counters[:4] else None, first.m0, first.appended)

    def renamed(self, first: FW.Reuse, before: dict, heard) -> FW.Reuse | None:
        """`first` as a second walk starting here gives it: where the first walk made loop
        variables, named runtime values (`x.2`), tagged per-lane branches or set M0, the second
        walk starts where the first left those counters and M0, and makes the same statements
        with its own names (firstwalk.Renaming): the loop variables' uids and the branches'
        numbers moved on, the runtime values numbered on. None where that is not certain: a name
        the renaming cannot reach (FW.Unrenamable), or a note of the first walk naming one (the
        second walk's would name its own)."""
        walk, now = first.renamed
        start, names_before = walk.counters[0], walk.counters[1]
        names = dict(now[1])
        params = {}
        for name, a in now[1].items():
            b = names_before.get(name, 0)
            for k in range(1, a - b + 1):
                params[FW.numbered(name, b + k)] = FW.numbered(name, a + k)
            names[name] = a + (a - b)
        if len(walk.made_vars) != now[0] - start or len(walk.made_names) != len(params) or \
                any(name not in params for name, _ in walk.made_names):
            return None  # (a variable or a name made past new_var and runtime_param)
        branches = now[3] - walk.counters[3]
        # (the second walk starts here: a trip-count loop's own variable made since the first ended)
        r = FW.Renaming(walk, self.var_counter - start, params, walk.counters[3], branches)
        if r.words is not None and any(r.words.search(n) for n in heard):
            return None
        try:
            body = r.stmts(first.body)
            after = {}
            for name, value in first.after.items():
                old = before.get(name, _MISSING_NAME)
                kept = old is value or (old == value and type(old) is type(value))
                # trip_loop makes any other value but runtime data a Poison: nothing of it is left
                after[name] = r.value(value) if kept or _is_runtime_data(value) else value
            writes = []
            for attrs, key in walk.written:
                if key in attrs and (value := r.value(attrs[key])) is not attrs[key]:
                    writes.append((attrs, key, value))
            for pending in self.outstanding.values():
                for p in pending:
                    r.value(p)
            m0 = r.value(self.m0)
            # a uniform choice the first walk made on a condition it built: the second walk makes
            # it on the renamed condition, with the same parameter (uniform_choice)
            choices = [(c2, name) for c, name in self.choices[walk.choices:] if (c2 := r.value(c)) is not c]
            appended = [(lst, [[r.value(x) for x in item] if type(item) is list else r.value(item) for item in items])
                        for lst, items in first.appended]
            lane_bytes = []
            if self.div_depth:  # (the second walk's LDS ops have their lanes' bytes, as the first's have)
                for i, new in r.swaps().items():
                    rec = self.lane_bytes.get(i)
                    if rec is not None:
                        lane_bytes.append((new, (new, rec[1], r.value(rec[2])) + rec[3:]))
        except FW.Unrenamable:
            return None
        renamed = FW.Renamed(
            var_shift=now[0] - start, branches=branches, walk_names=names, params=params, locs=dict(walk.made_names),
            multiples={params[n]: m for n, m in walk.multiples.items() if n in params}, m0=m0, writes=writes,
            pending=r.pending, var_ranges={r.mapping[v]: self.var_ranges[v] for v in walk.made_vars
                                           if v in self.var_ranges},
            lane_bytes=lane_bytes, choices=choices, vars=[r.mapping[v] for v in walk.made_vars],
            names=[(params[name], loc) for name, loc in walk.made_names], appended=appended)
        return dataclasses.replace(first, body=body, after=after, renamed=renamed)

    def reuse_first_walk(self, first: FW.Reuse) -> tuple:
        """The statements a second walk of the body gives, from the first walk's, and the
        counters as the second walk leaves them."""
        self.steps += first.steps
        self.carried_count += first.carried
        renamed = first.renamed
        if renamed is not None:
            fe = self.fe
            self.var_counter += renamed.var_shift
            self.lane_branches += renamed.branches
            fe.walk_names.clear()
            fe.walk_names.update(renamed.walk_names)
            for old, new in renamed.params.items():
                fe.runtime.setdefault(new, renamed.locs[old])
            fe.param_multiple.update(renamed.multiples)
            self.m0 = renamed.m0
            for attrs, key, value in renamed.writes:
                attrs[key] = value
            for p, stmt in renamed.pending:
                p.stmt = stmt
            self.var_ranges.update(renamed.var_ranges)
            self.choices.extend(renamed.choices)
            for new, rec in renamed.lane_bytes:
                self.lane_bytes[id(new)] = rec
        for lst, items in (renamed.appended if renamed is not None else first.appended):
            lst.extend([list(item) if type(item) is list else item for item in items])
        sites: dict = {}
        for where, _, _, own in first.stores:
            sites[where] = sites.get(where, 0) + 1
        values = {}
        for where, n, prefix, own in first.stores:
            # in the loop's own body the second walk (of a symbolic loop) numbers no store
            values[f"{prefix}#{n}"] = "" if own else f"{prefix}#{n + sites[where]}"
        for where, count in sites.items():
            if not any(own for w, _, _, own in first.stores if w == where):
                self.store_seen[where] = self.store_seen.get(where, 0) + count
        for fw in self.first_walks:
            # a first walk around this loop's (still watched) records what the second walk would
            # have made there: its loop variables, runtime names and their multiples, and the
            # stores it numbers (those in a helper, deeper than this loop's body and so than the
            # walk around it)
            if renamed is not None:
                fw.made_vars.extend(renamed.vars)
                fw.multiples.update(renamed.multiples)
            for where, n, prefix, own in first.stores:
                if not own:
                    fw.stores.append((where, n + sites[where], prefix, False))
            if first.m0 is not None:
                fw.use_m0(first.m0)
        if renamed is not None:
            for log in self.fe.name_log:
                log.extend(renamed.names)
        swap: dict = {}
        body = FW.rewrite(first.body, values, swap) if values else first.body
        if swap:
            for pending in self.outstanding.values():
                for p in pending:
                    p.stmt = swap.get(id(p.stmt), p.stmt)
            if self.div_depth:  # (the second walk's ops have their lanes' bytes, as the first walk's have)
                for i, new in swap.items():
                    rec = self.lane_bytes.get(i)
                    if rec is not None:
                        self.lane_bytes[id(new)] = (new,) + rec[1:]
        return body

    def collect_iteration(self, node: ast.For | ast.While, scope: Scope) -> tuple:
        """The statements of a loop body walked once for every iteration (a loop of runtime or
        symbolic length): a `continue` reached at compile time ends the iteration there."""
        self.blocks.append([])
        self.loops.append(self.cond_depth())
        try:
            self.exec_body(node.body, scope)
        except _Continue:
            pass
        except _Break:
            raise self.error("'break' in a loop of runtime or symbolic length is not supported", node) from None
        finally:
            self.loops.pop()
            block = self.blocks.pop()
        return tuple(block)

    def _unrelied_waits(self, node, body):
        """A loop whose length differs between lanes (a spin on a per-lane flag) with explicit
        waits but no copies or barriers inside: a wave may run it zero times, so its waits are
        not relied on; the rest of its body is modelled as run once."""
        self.note(f"{self.loc(node)}: explicit s_waitcnt in a loop whose length differs between lanes "
                  "is not relied on (a wave may run it zero times)")
        return _drop_waits(body)

    def _trip_index(self, node: ast.For, var, scope: Scope):
        """The induction variable of a trip-count loop: `start + k * step` over the loop's own
        counter k where `range(start, stop, step)` has compile-time start and step (so an LDS
        ring-buffer slot `j % N` stays an address), else a runtime value."""
        # a range(..., init=) loop is walked as a loop over its range (carried_loop): its call
        it = getattr(node, "carried_iter", node.iter)
        runtime = Opaque(f"{ast.unparse(node.target)} (iteration)", True, False)
        if not (isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range"
                and 2 <= len(it.args) <= 3 and all(k.arg == "init" for k in it.keywords)
                and isinstance(node.target, ast.Name)):
            return runtime
        try:
            start = self.eval(it.args[0], scope)
            step = self.eval(it.args[2], scope) if len(it.args) == 3 else 1
        except InputError:
            return runtime
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (start, step)) or step <= 0:
            return runtime
        return simplify("+", start, simplify("*", var, step))

    def trip_loop(self, node: ast.For | ast.While, scope: Scope, first: FW.Reuse | None = None,
                  walk: "Walk | None" = None, var: Var | None = None) -> None:
        """A loop with copies, waits or barriers whose bounds are runtime values the same in every
        lane but not named (`range(part_start, part_end)`): a schedule loop whose trip count is a
        parameter of its own, every value from 0 unless --param gives one (so the prover covers
        every length); its induction variable is a runtime value. Plain integers the body
        reassigns are carried per iteration (`_carry_ints`). `first`: the first walk of the body,
        which gives what walking it again here would (firstwalk.py); never reused when the body
        carries integers (the first walk saw only their values before the loop)."""
        is_while = isinstance(node, ast.While)
        text = f"while {ast.unparse(node.test)}" if is_while else \
            "over " + (getattr(node, "text", None) or ast.unparse(node.iter))
        if var is None:
            var = self.new_var(f"{ast.unparse(node.target)}#" if not is_while else f"while_L{node.lineno}#")
        before = dict(scope.vars)
        if not is_while:
            index = self._trip_index(node, var, scope)
            self.assign(node.target, index, scope)
            if first is not None and not FW.same_value(index, first.target):
                first = None  # the body sees another induction variable than the first walk did
        init, slots, names = self._carry_ints(node, scope)
        if names:
            first = None  # the first walk saw the carried integers' values before the loop only
        if first is not None and first.renamed is not None:
            first = self.renamed(first, before, walk.heard if walk is not None else ())
        if first is None and walk is not None:
            walk.again()  # the first walk is discarded: walked again below
        name = self.fe.trip_param(self.loc(node), text, context=self.stack)
        if first is not None:
            body = self.reuse_first_walk(first)
            scope.vars.clear()
            scope.vars.update(first.after)
        else:
            self.symbolic_depth += 1
            try:
                body = self.collect_carrying(node, scope, names)
            finally:
                self.symbolic_depth -= 1
            if walk is not None:
                walk.settle()
        body, init, slots, yields, names = self._carried_yields(scope, init, slots, names, body, node=node)
        for vname, value in dict(scope.vars).items():
            old = before.get(vname, _MISSING_NAME)
            if old is value or (old == value and type(old) is type(value)):
                continue
            if _is_runtime_data(value):
                scope.vars[vname] = _runtime_copy(value)
            else:
                scope.vars[vname] = Poison(f"{vname} changes inside the loop at line {node.lineno}, whose trip count "
                                           "is a runtime value", self.loc(node))
        self.emit_carrying(node, Loop(self.loc(node), self.stack, var, 0, Param(name), 1, body),
                           init, slots, yields, names)

    def lane_loop(self, node: ast.For, scope: Scope, it: LaneRange) -> None:
        """A loop whose length differs between lanes (`for p in range(tid, n, stride)`) with
        copies, waits or barriers inside. A wave runs it, its exec mask narrowing, until its last
        lane is done: as often as its longest lane. A barrier inside runs that often in the wave
        (s_barrier ignores exec), so waves whose counts differ meet different barriers (SS201 and
        the races that follow); each memory op inside is taken as done by every active lane in
        every iteration (a lane whose own count is shorter does less, never more).

        Lane l runs ceil((stop - start_l) / step) iterations (scf.for: step > 0). Where step, stop
        and the uniform part of the start are multiples of q, that count depends on start_l only
        through start_l // q, so the wave's count is the count of its least start_l // q: waves
        that agree there share one trip-count parameter, the others get one each (every count, each
        on its own). With every bound a number, the wave's count is that number.
        Integers the body reassigns are carried around the loop, as FlyDSL's scf.for carries them
        (`parity = 1 - parity`): followed per iteration where their update allows it."""
        start, stop, step = it.start, it.stop, it.step
        if isinstance(step, int) and step <= 0:
            raise self.error("range() step of a loop of runtime length must be positive", node.iter)
        active = self.active or (True,) * WAVE
        base = start.base
        sym = base if isinstance(base, Expr) else 0
        offs = [v + (0 if isinstance(base, Expr) else base) for v, a in zip(start.vals, active) if a]
        text = getattr(node, "text", None) or ast.unparse(node.iter)
        if not isinstance(sym, Expr) and isinstance(stop, int) and isinstance(step, int):
            trips = max(len(range(o, stop, step)) for o in offs)
            what = f"{trips} times"
        else:
            q = math.gcd(self.multiple_of(step), self.multiple_of(stop), self.multiple_of(sym)) or 1
            block = min(o // q for o in offs)
            if block >= 0:
                # trips: the count of a lane whose start offset lies in [0, q); one starting block*q
                # further runs up to `block` iterations fewer (the step is a positive multiple of q)
                first = self.fe.trip_param(self.loc(node), f"over {text}", context=self.stack)
                trips = Param(first)
                what = f"{first} times"
                if block:
                    short = Param(self.fe.short_param(self.loc(node), first, block * q, block))
                    trips = simplify("max", 0, simplify("-", trips, short))
                    what = f"max(0, {first} - {short.name}) times, {short.name} from 0 to {block}"
            else:
                trips = Param(self.fe.trip_param(self.loc(node), f"over {text}", f".offm{-block * q}", self.stack))
                what = f"{trips} times"
            what += f" (step, stop and the start's uniform part are multiples of {q}; its lanes start from " \
                    f"offset {block * q} on)"
        self.note(f"{self.loc(node)}: the loop over {text} runs a different number of times in different lanes: "
                  f"this wave runs it as often as its longest lane, {what}, with its barriers; its memory ops are "
                  "taken as done by every lane in every iteration")
        var = self.new_var(f"{ast.unparse(node.target)}#")
        before = dict(scope.vars)
        # integers and bools only: the pointers and offsets such a loop reassigns take their whole
        # field below, as before
        init, slots, names = self._carry_ints(node, scope, pointers=False)
        fields: dict = {}  # pointers and views the body reassigns: their field before the loop
        for name in _assigned_names(node.body):
            if isinstance(node.target, ast.Name) and name == node.target.id or name in names:
                continue
            v = scope.vars.get(name, _MISSING_NAME)
            if isinstance(v, (Lanes, Expr)):
                scope.vars[name] = _runtime_copy(v)
            elif isinstance(v, LdsPtr):
                scope.vars[name] = dataclasses.replace(v, unknown=self.loc(node))
                fields[name] = v.field
            elif isinstance(v, LdsView) and isinstance(v.ptr, LdsPtr):
                scope.vars[name] = dataclasses.replace(v, ptr=dataclasses.replace(v.ptr, unknown=self.loc(node)))
                fields[name] = v.ptr.field
        self.assign(node.target, Opaque(f"{ast.unparse(node.target)} (iteration)", False, False), scope)
        self.symbolic_depth += 1
        try:
            body = self.collect_carrying(node, scope, names)
        finally:
            self.symbolic_depth -= 1
        for name, field_ in fields.items():  # the whole field stands for every iteration's pointer: if it stays in it
            value = scope.vars.get(name)
            ptr = value.ptr if isinstance(value, LdsView) else value
            if not (isinstance(ptr, LdsPtr) and ptr.field == field_):
                raise self.error(f"{name}, an LDS pointer the body of this loop (whose length differs between lanes) "
                                 f"reassigns, is {_carried_what(value)} at the end of the body: carried into the next "
                                 "iteration (as FlyDSL's scf.for carries it) it would point into another storage field "
                                 "than in the first, which the checker does not follow; not supported", node)
        body, init, slots, yields, names = self._carried_yields(scope, init, slots, names, body, restore=False, node=node)
        for vname, value in dict(scope.vars).items():
            old = before.get(vname, _MISSING_NAME)
            if old is value or (old == value and type(old) is type(value)):
                continue
            if _is_runtime_data(value):
                scope.vars[vname] = _runtime_copy(value)
            else:
                scope.vars[vname] = Poison(f"{vname} changes inside the loop at line {node.lineno}, whose trip count "
                                           "differs between lanes", self.loc(node))
        self.emit_carrying(node, Loop(self.loc(node), self.stack, var, 0, trips, 1, body), init, slots, yields, names)

    def _carry_ints(self, node: ast.For | ast.While, scope: Scope, pointers: bool = True) -> tuple[list, dict, list]:
        """The compile-time values a loop of runtime or symbolic length reassigns, which FlyDSL's
        loop rewriting carries from one iteration to the next (scf.for iteration arguments): plain
        integers and bools (`parity = 1 - parity`, `stage = (stage + 1) % 3`, `odd = not odd`)
        and, with `pointers`, symbolic offsets, per-lane offsets, LDS pointers and views (`cur,
        nxt = nxt, cur`) and tuples or lists holding them. Each integer part (a pointer's element
        offset) becomes a variable of its own for the body's walk. Returns the parts' values
        before the loop, {index: variable} and the parts' names; `self.carry_shapes` keeps, per
        loop, how each name's value is rebuilt (`_carried_yields`)."""
        target = node.target.id if isinstance(node, ast.For) and isinstance(node.target, ast.Name) else None
        init, slots, names = [], {}, []
        shapes: list = []
        for name in _assigned_names(node.body):
            v = scope.vars.get(name, _MISSING_NAME)
            if name == target or v is _MISSING_NAME:
                continue
            parts: list = []
            got = _carrier(v, lambda label: self.new_var(f"{label}@L{node.lineno}"), name, parts, pointers)
            if got is None:
                continue
            template, shape = got
            for var, value, label in parts:
                slots[len(init)] = var
                init.append(value)
                names.append(label)
            scope.vars[name] = template
            shapes.append((name, v, template, shape, len(parts), list(template) if isinstance(template, list) else None))
        self.carry_shapes[node] = shapes
        return init, slots, names

    def collect_carrying(self, node: ast.For | ast.While, scope: Scope, names: list) -> tuple:
        """`collect_iteration`, where an error inside names the values the loop carries (a use
        that needs a compile-time integer, `bufs[parity]`, is refused rather than walked with the
        first iteration's value)."""
        try:
            return self.collect_iteration(node, scope)
        except InputError as exc:
            if names:
                what = ", ".join(names)
                ints = all(type(rec[1]) is int for rec in self.carry_shapes.get(node, ()))
                kind = ("is an integer" if len(names) == 1 else "are integers") if ints else \
                    ("is a value" if len(names) == 1 else "are values")
                exc.message += (f" (inside the loop at line {node.lineno}, {what} "
                                f"{kind} the body reassigns, carried "
                                "from one iteration to the next as FlyDSL's scf.for carries it: a value per iteration, "
                                "not a compile-time " + ("integer)" if ints else "value)"))
                exc.args = (exc.message,)
            raise

    def _carried_yields(self, scope: Scope, init: list, slots: dict, names: list, body, restore: bool = True,
                        node=None):
        """After one walk of the body: each carried part's value at its end (the next
        iteration's value). One the body never set is its value before the loop throughout: put
        back in the body (and, with `restore`, in scope). A pointer the body moves to another
        storage field, or to a value that is no pointer, yields a `_Unfollowable` part (refused
        where the body reads it, `emit_carrying`)."""
        yields: list = []
        for name, original, template, shape, n, items in self.carry_shapes.pop(node, ()):
            value = scope.vars.get(name, _MISSING_NAME)
            same = value is template and (items is None or len(items) == len(value) and
                                          all(a is b for a, b in zip(items, value)))  # (a list set in place)
            base = len(yields)
            got = [slots[base + j] for j in range(n)] if same else _carried_parts(shape, value, name)
            yields.extend(got)
            if restore and same:
                scope.vars[name] = original
        kept = [i for i in range(len(names)) if yields[i] is not slots[i]]  # the others the body never set
        if len(kept) < len(names):
            fixed = {slots[i]: init[i] for i in range(len(names)) if i not in kept}
            body = substitute(body, fixed)
            yields = [substitute(yields[i], fixed) for i in kept]
            init = [init[i] for i in kept]
            slots = {n: slots[i] for n, i in enumerate(kept)}
            names = [names[i] for i in kept]
        return body, init, slots, yields, names

    def emit_carrying(self, node, loop: Loop, init: list, slots: dict, yields: list, names: list) -> None:
        """Emit `loop`, with each carried integer's variable replaced by its value in every
        iteration where its update allows (`_carry_exactly`), else by a runtime value."""
        block = self.blocks[-1] if self.blocks else None
        first = len(block) if block is not None else 0
        self.emit(loop, node)
        if slots and block is not None:
            # only the integers the body reads (or whose update a read one reads): one the body
            # sets before any use (the target of an inner range_constexpr loop) is not carried
            used = {i for i, v in slots.items() if substitute(loop.body, {v: Param("?")}) is not loop.body}
            while True:
                more = {i for i, v in slots.items() if i not in used and
                        any(substitute(yields[j], {v: Param("?")}) is not yields[j] for j in used)}
                if not more:
                    break
                used |= more
            keep = sorted(used)
            for i in keep:
                if isinstance(yields[i], _Unfollowable):
                    raise self.error(f"{yields[i].name}, an LDS pointer the body of this loop of runtime length "
                                     f"reassigns, is {yields[i].what} at the end of the body: carried into the next "
                                     "iteration (as FlyDSL's scf.for carries it) it would point into another storage "
                                     "field than in the first, which the checker does not follow; not supported "
                                     "(offset one field instead, or unroll the loop with range_constexpr)", node)
            init, yields, names = [init[i] for i in keep], [yields[i] for i in keep], [names[i] for i in keep]
            slots = {n: slots[i] for n, i in enumerate(keep)}
        if slots and block is not None:
            old = block[first:]
            new = self._carry_exactly(node, init, slots, [yields], old, names)
            if len(new) == len(old):
                swap = {id(o): n for o, n in zip(old, new) if o is not n}
                for pending in self.outstanding.values():
                    for p in pending:
                        p.stmt = swap.get(id(p.stmt), p.stmt)
            block[first:] = new

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
        kwargs = dict(kwargs)
        init = kwargs.pop("init", None)
        if any(isinstance(a, (Opaque, Lanes, ApiResult)) for a in args):
            inner = Opaque("range of unknown length", all(_uniform(a) for a in args))
            if len(args) in (2, 3) and not kwargs and isinstance(args[0], Lanes) and \
                    all(_uniform(a) and isinstance(a, (int, Expr, Opaque)) and not isinstance(a, bool)
                        for a in args[1:]):
                step = args[2] if len(args) == 3 else 1
                inner = LaneRange("range of unknown length", False, start=args[0], stop=args[1], step=step)
        else:
            inner = PYTHON_BUILTINS["range"].fn(ev, node, args, kwargs)
        if init is not None:
            if not isinstance(init, (list, tuple)):
                raise self.error("range(..., init=) takes a list of loop-carried values", node)
            return CarriedRange(inner, list(init))
        return inner

    def carried_loop(self, node: ast.For, it: "CarriedRange", scope: Scope) -> None:
        """`for iv, state in range(a, b, s, init=[...]): ... results = yield [...]` (an scf.for with
        iteration arguments): `state` holds the values the previous iteration yielded (the init
        values first). In a loop of constant length they are exact. Otherwise a compile-time
        integer carried around the loop (a ring-buffer slot) is walked as a variable of its own,
        and its yielded update, when it is a function of the carried integers alone or of the
        loop's counter alone, gives its exact value in every iteration (`_carry_exactly`); the
        other carried values are runtime values, and so are the loop's results after it."""
        t = node.target
        if not (isinstance(t, (ast.Tuple, ast.List)) and len(t.elts) == 2):
            raise self.error("a range(..., init=) loop unpacks (induction variable, carried values)", t)
        self.carried_count += 1
        tmp = f"__carried_{self.carried_count}"
        inner = it.inner
        concrete = isinstance(inner, range) or (isinstance(inner, RangeValue) and inner.concrete())
        slots: dict[int, Var] = {}
        if concrete:
            scope.vars[tmp] = it.init
        else:
            state = _runtime_copy(it.init)
            for i, v in enumerate(it.init):
                if isinstance(v, int):
                    slots[i] = state[i] = self.new_var(f"carried{i}@L{node.lineno}")
            scope.vars[tmp] = state
        scope.vars[tmp + "_range"] = inner
        state = ast.Assign(targets=[t.elts[1]], value=ast.Name(tmp, ast.Load()))
        loop = ast.For(target=t.elts[0], iter=ast.Name(tmp + "_range", ast.Load()), body=[state, *node.body],
                       orelse=node.orelse, type_comment=None)
        loop.text = ast.unparse(node.iter)  # what notes about the loop show
        loop.carried_iter = node.iter
        for n in (state, state.value, loop, loop.iter):
            ast.copy_location(n, node)
        yields: list = []
        self.carried.append((tmp, scope, concrete, yields))
        block = self.blocks[-1] if self.blocks else None
        first = len(block) if block is not None else 0
        try:
            self.stmt_For(loop, scope)
        finally:
            self.carried.pop()
            scope.vars.pop(tmp, None)
            scope.vars.pop(tmp + "_range", None)
        if slots and block is not None:
            old = block[first:]
            new = self._carry_exactly(node, it.init, slots, yields, old)
            if len(new) == len(old):  # ops still waiting for their first use: their new statements
                swap = {id(o): n for o, n in zip(old, new) if o is not n}
                for pending in self.outstanding.values():
                    for p in pending:
                        p.stmt = swap.get(id(p.stmt), p.stmt)
            block[first:] = new

    def _carry_exactly(self, node: ast.For, init: list, slots: dict, yields: list, emitted: list,
                       names: list | None = None) -> list:
        """The statements a loop of runtime length emitted (a range(..., init=) loop, or one whose body
        reassigns plain integers), with each carried integer's variable replaced by its value in every iteration: a function of the loop's
        counter k. A slot the loop updates from the carried integers alone (`_ring_wrap(slot + 2)`)
        follows the sequence init, F(init), F(F(init)), ..., which repeats (a rho: a prefix, then a
        cycle) and is written over k, or counts (`slot + c`: init + c*k); a slot the loop sets from its counter alone holds, in
        iteration k, what iteration k - 1 yielded. Each form is checked against the update it
        came from. The accesses through a slot that is neither take the whole storage field."""
        loop = emitted[0] if len(emitted) == 1 and isinstance(emitted[0], Loop) else None
        forms: dict = {}
        if loop is not None and len(yields) == 1 and len(yields[0]) == len(init):
            forms = _closed_forms(init, slots, yields[0], loop)
        for i, v in slots.items():
            if v in forms:
                what = (("LDS pointer" if "(element offset in " in names[i] else "bool" if isinstance(init[i], bool)
                         else "integer") + f" {names[i]}") if names else f"loop-carried value {i}"
                self.note(f"{self.loc(node)}: {what} (init {init[i]}) is followed per iteration: "
                          f"{forms[v]}, with {loop.var} the loop variable")
        out = [substitute(st, forms) for st in emitted] if forms else list(emitted)
        rest = {v: _uniform(yields[0][i]) if len(yields) == 1 and i < len(yields[0]) else
                all(_uniform(y[i]) for y in yields if i < len(y))
                for i, v in slots.items() if v not in forms}
        if rest:
            out = self._forget_slots(out, rest, node)
        return out

    def _forget_slots(self, body, rest: dict, node) -> list:
        """`body` with the carried values `rest` (variable -> the same in every lane?) not followed
        per iteration, as runtime values are: the accesses through them take the whole storage
        field (noted); a branch on them is checked both ways when they are the same in every lane
        and it holds barriers, else both sides are walked in turn (a barrier there is refused, an
        explicit wait there is not relied on); one deciding a loop bound or a count is refused."""
        probe = {v: Param("?") for v in rest}
        out = []
        for st in body:
            if substitute(st, probe) is st:
                out.append(st)
                continue
            if isinstance(st, Loop):
                if substitute((st.start, st.stop, st.step), probe) != (st.start, st.stop, st.step):
                    raise self.error("a loop-carried value decides a loop bound inside its loop: not supported", node)
                out.append(dataclasses.replace(st, body=tuple(self._forget_slots(st.body, rest, node))))
                continue
            if isinstance(st, If):
                then = tuple(self._forget_slots(st.then, rest, node))
                orelse = tuple(self._forget_slots(st.orelse, rest, node))
                if substitute(st.cond, probe) is st.cond:
                    out.append(dataclasses.replace(st, then=then, orelse=orelse))
                    continue
                site = st.stack[0] if st.stack else st.loc
                uniform = all(rest[v] for v in rest if substitute(st.cond, {v: Param("?")}) is not st.cond)
                if uniform and any(isinstance(x, Barrier) for x in _walk(then + orelse)):
                    cond = Param(self.fe.branch_param(None, site, f"at {st.loc} (on a value carried around the "
                                                      f"loop at line {node.lineno})"))
                    out.append(dataclasses.replace(st, cond=cond, then=then, orelse=orelse))
                    continue
                if any(isinstance(x, Barrier) for x in _walk(then + orelse)):
                    raise InputError(f"a barrier under a condition on a value carried around the loop at line "
                                     f"{node.lineno} that differs between lanes is not supported", site)
                if any(isinstance(x, Wait) and x.text != COMPILER_WAIT for x in _walk(then + orelse)):
                    self.note(f"{site}: explicit s_waitcnt under a condition on a value carried around the loop "
                              f"at line {node.lineno} is not relied on")
                    then, orelse = _drop_waits(then), _drop_waits(orelse)
                out.extend(then + orelse)
                continue
            for attr in ("dst", "src"):
                acc = getattr(st, attr, None)
                if isinstance(acc, Acc) and substitute(acc, probe) is not acc:
                    f = acc.field
                    self.note(f"{st.stack[0] if st.stack else st.loc}: the LDS address of this access depends on a "
                              f"value carried around the loop at line {node.lineno} that the checker does not "
                              f"follow per iteration: the whole of {f.name} ({f.size} bytes) is assumed")
                    st = dataclasses.replace(st, **{attr: Acc(f, acc.elem_bytes, 0, 0, f.size)})
            if substitute(st, probe) is not st:
                raise self.error("a loop-carried value decides a count of the schedule inside its loop: not "
                                 "supported", node)
            out.append(st)
        return out

    def expr_Yield(self, node: ast.Yield, scope: Scope):
        value = self.eval(node.value, scope) if node.value is not None else None
        if not self.carried:
            raise self.error("yield outside a range(..., init=) loop", node)
        tmp, where, concrete, yields = self.carried[-1]
        values = list(value) if isinstance(value, (list, tuple)) else [value]
        if not concrete:  # the values differ per iteration: runtime data, and so are the loop's results
            yields.append(values)
            values = _runtime_copy(values)
        where.vars[tmp] = values  # the next iteration's carried values
        return values[0] if len(values) == 1 else values  # as FlyDSL's scf_yield_ gives the results

    def symbolic_loop(self, node: ast.For, it: RangeValue, scope: Scope) -> None:
        """A loop whose trip count depends on a kernel parameter. A name it changes is unknown
        after it, unless the name holds runtime data (register values carried around the loop,
        as FlyDSL's scf.for carries them): that stays a runtime value. Plain integers the body
        reassigns are carried per iteration too (`_carry_ints`)."""
        if it.step == 0:
            raise self.error("range() step must not be zero", node.iter)
        var = self.new_var(node.target.id)
        if all(type(b) is int for b in (it.start, it.stop, it.step)):
            self.var_ranges[var] = range(it.start, it.stop, it.step)  # (an scf.for of constant bounds)
        before = dict(scope.vars)
        scope.vars[node.target.id] = var
        init, slots, names = self._carry_ints(node, scope)
        self.symbolic_depth += 1
        try:
            body = self.collect_carrying(node, scope, names)
        finally:
            self.symbolic_depth -= 1
        body, init, slots, yields, names = self._carried_yields(scope, init, slots, names, body, node=node)
        for name, value in dict(scope.vars).items():
            old = before.get(name, _MISSING_NAME)
            if name != node.target.id and old is value:
                continue
            if name != node.target.id and old == value and type(old) is type(value):
                continue
            if name != node.target.id and _is_runtime_data(value):  # (or the value before, for no iteration)
                scope.vars[name] = _runtime_copy(value)
                continue
            why = ("which FlyDSL traces once, as an scf.for" if isinstance(it, ScfRange) else
                   "whose trip count depends on a kernel parameter")
            scope.vars[name] = Poison(f"{name} changes inside the loop at line {node.lineno}, {why}", self.loc(node))
        self.emit_carrying(node, Loop(self.loc(node), self.stack, var, it.start, it.stop, it.step, body),
                           init, slots, yields, names)

    def _range_constexpr(self, ev, node, args, kwargs):
        if any(isinstance(a, (Opaque, ApiResult)) for a in args):
            return Opaque("range_constexpr of a length the checker does not know", True)
        if any(isinstance(a, (Expr, Lanes)) for a in args):
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
        if isinstance(v, (Expr, Opaque, Lanes, LaneCond, ApiResult)):
            raise self.error(f"const_expr() of a runtime value ({describe_value(v)})", node)
        return v

    # ------------------------------------------------------------ expressions
    def truth(self, v, node):
        if type(v) is bool:  # a condition known here (none of the kinds below)
            return v
        if isinstance(v, (Opaque, Lanes, LaneCond, ApiResult)):
            return v
        if isinstance(v, (Api, Frag, GlobalRef, LdsView, LdsPtr, Instance, StructValue)):
            return True
        if isinstance(v, Broken):
            raise self.error(v.reason, node)
        return super().truth(v, node)

    _unusable = (Poison, Broken)

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
            if isinstance(v, (Opaque, Lanes, LaneCond, ApiResult)):
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
            if result is None and all(isinstance(v, (Lanes, LaneCond)) for v in runtime):
                acc = runtime[0]
                for v in runtime[1:]:
                    acc = L.logic("and" if is_and else "or", acc, v) if acc is not None else None
                cond = L.cond_of(acc) if acc is not None else None
                if cond is not None:
                    return L.collapse(LaneCond(cond))
            return Opaque("runtime condition", uniform=all(_uniform(v) for v in runtime)
                          and (result is None or self._named(result)))
        return result if result is not None else value

    def _named(self, e) -> bool:
        return all(self.fe.is_runtime_param(n) for n in free_names(e))

    def compare(self, op, left, right, node):
        if isinstance(op, (ast.Is, ast.IsNot)):  # identity, of any values (`x is None`)
            r = left is right
            return r if isinstance(op, ast.Is) else not r
        if isinstance(op, (ast.In, ast.NotIn)) and isinstance(right, Api):
            r = host.contains(self, left, right, node)
            return r if isinstance(op, ast.In) else not r
        if not (_runtime(left) or _runtime(right)):
            return super().compare(op, left, right, node)
        if type(op) in _CMP and isinstance(left, (Lanes, int, Expr)) and isinstance(right, (Lanes, int, Expr)) \
                and not isinstance(left, bool) and not isinstance(right, bool):
            decided = L.compare(_CMP[type(op)], left, right)  # lane by lane
            if decided is not None:
                return decided
        return self.runtime_result("comparison", [left, right], node)

    def both(self, a, b, node):
        if isinstance(a, (Lanes, LaneCond)) or isinstance(b, (Lanes, LaneCond)):
            r = L.logic("and", a, b)  # a chained comparison, lane by lane
            if r is not None:
                return r
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
        if name in SEQUENCE_BUILTINS and all(isinstance(v, (Opaque, list, tuple)) or plain(v) for v in values):
            # a sequence whose length is a runtime value (a vector's lane count): register data
            return Opaque(f"{name}()", all(_uniform(v) for v in values), False)
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
                if isinstance(value, (Lanes, Expr)) or isinstance(value, Opaque) and value.scalar:
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
        if self.recordings:  # a presence test is a read the summaries do not record
            self.unsummarised()
        if isinstance(value, Instance):
            for fw in self.first_walks:
                fw.touch(value, name, "r")
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
        if type(left) is int and type(right) is int:  # none of the cases below: plain Python
            return Evaluator.binop(self, op, left, right, node, inplace)
        if isinstance(left, _AlignedQuot) or isinstance(right, _AlignedQuot):
            q, k = (left, right) if isinstance(left, _AlignedQuot) else (right, left)
            if isinstance(op, ast.Mult) and k == q.k:  # (p + k - 1) // k * k: the address aligned
                return q.ptr
            self.note(f"{self.loc(node)}: LDS address arithmetic on a quotient of an address is not evaluated: "
                      f"the accesses through it assume the whole of {q.ptr.field.name}")
            return dataclasses.replace(q.ptr, unknown=self.loc(node))
        if isinstance(left, LdsPtr) or isinstance(right, LdsPtr):
            return self.ptr_arith(op, left, right, node)
        if isinstance(left, (Lanes, LaneCond)) or isinstance(right, (Lanes, LaneCond)):
            name = _BINOPS.get(type(op))
            if isinstance(left, (LaneCond, bool)) and isinstance(right, (LaneCond, bool)) and name in ("&", "|"):
                r = L.logic("and" if name == "&" else "or", left, right)
            elif isinstance(left, (Lanes, int, Expr)) and isinstance(right, (Lanes, int, Expr)) and name:
                r = L.binop(name, left, right)
            else:
                r = None
            if r is not None:
                return r
            self.consume([left, right], node)
            return Opaque("per-lane value")
        if _runtime(left) or _runtime(right) or isinstance(left, (Frag, GlobalRef, LdsView)) or \
                isinstance(right, (Frag, GlobalRef, LdsView)):
            if isinstance(left, GlobalRef) or isinstance(right, GlobalRef):
                return GlobalRef("global pointer")
            result = self.runtime_result("arithmetic", [left, right], node)
            multiple = self.multiple_of_op(op, left, right)
            return dataclasses.replace(result, multiple=multiple) if multiple > 1 else result
        if isinstance(left, Expr) and isinstance(right, Expr):
            a, b = free_names(left), free_names(right)
            if a and b and a != b:
                return Opaque(f"{ast.unparse(node) if isinstance(node, ast.expr) else 'value'}", uniform=True)
        return super().binop(op, left, right, node, inplace)

    def multiple_of(self, v) -> int:
        """A number `v` is known to be a multiple of (0: v is 0; 1: nothing known): from its
        constants, the runtime parameters known to be multiples, and + - * << between them."""
        if isinstance(v, bool):
            return 1
        if isinstance(v, int):
            return abs(v)
        if isinstance(v, Const) and not isinstance(v.value, bool):
            return abs(v.value)
        if isinstance(v, Opaque):
            return v.multiple
        if isinstance(v, ApiResult) and v.leaf in ("constant", "ConstantOp") and v.args and \
                isinstance(v.args[0], int) and not isinstance(v.args[0], bool):  # arith.constant(16384, type=T.i32)
            return abs(v.args[0])
        if isinstance(v, Param):
            return self.fe.param_multiple.get(v.name, 1)
        if isinstance(v, BinOp) and v.op in ("+", "-", "*", "<<"):
            return self.multiple_of_op({"+": ast.Add(), "-": ast.Sub(), "*": ast.Mult(), "<<": ast.LShift()}[v.op],
                                       v.left, v.right)
        if isinstance(v, Select):
            return math.gcd(self.multiple_of(v.then), self.multiple_of(v.orelse)) or 1
        return 1

    def multiple_of_op(self, op, left, right) -> int:
        a, b = self.multiple_of(left), self.multiple_of(right)
        if isinstance(op, (ast.Add, ast.Sub)):
            return math.gcd(a, b)
        if isinstance(op, ast.Mult):
            return a * b
        if isinstance(op, ast.LShift) and isinstance(right, int) and not isinstance(right, bool) and 0 <= right < 32:
            return a << right
        return 1

    def ptr_arith(self, op, left, right, node):
        """Arithmetic on an LDS address: + and - move it (by a constant, a symbolic amount or a
        per-lane amount); bit operations act on the byte address within the kernel's LDS
        allocation (laid out from 0), lane by lane; anything else loses the address."""
        if isinstance(right, LdsPtr) and isinstance(op, (ast.Add, ast.BitXor, ast.BitOr, ast.BitAnd)):
            left, right = right, left
        if not isinstance(left, LdsPtr) or isinstance(right, LdsPtr) or isinstance(right, bool):
            if isinstance(left, LdsPtr) and isinstance(right, LdsPtr) and isinstance(op, ast.Sub):
                return self.ptr_difference(left, right, node)
            raise self.error("unsupported arithmetic on an LDS pointer", node)
        p = left
        if p.unknown:
            return p
        if isinstance(op, (ast.Add, ast.Sub)):
            sign = 1 if isinstance(op, ast.Add) else -1
            if isinstance(right, int):
                return dataclasses.replace(p, const=p.const + sign * right)
            if isinstance(right, Expr):
                return dataclasses.replace(p, sym=simplify("+" if sign > 0 else "-", p.sym, right))
            if isinstance(right, Lanes):
                sym = simplify("+" if sign > 0 else "-", p.sym, right.base)
                own = p.lanes or (0,) * WAVE
                return L_ptr(dataclasses.replace(p, sym=sym), tuple(a + sign * b for a, b in zip(own, right.vals)))
        name = _BINOPS.get(type(op))
        if name == "//" and isinstance(right, int) and right > 0 and not isinstance(right, bool) and \
                not isinstance(p.sym, Expr) and p.sym == 0:
            # the quotient of a byte address within the kernel's LDS (laid out from 0): kept as the
            # address rounded down to a multiple of `right`, for `... // k * k` to give it back
            eb, base = p.elem_bytes, p.field.base
            own = p.lanes or (0,) * WAVE
            floors = [(base + (p.const + x) * eb) // right * right for x in own]
            if all((f - base) % eb == 0 for f in floors):
                rel = tuple((f - base) // eb for f in floors)
                return _AlignedQuot(L_ptr(dataclasses.replace(p, const=0, lanes=None), rel), right)
        if name in ("^", "|", "&") and not isinstance(p.sym, Expr) and p.sym == 0 and \
                isinstance(right, (int, Lanes)) and (not isinstance(right, Lanes) or right.base == 0):
            eb, base = p.elem_bytes, p.field.base
            own = p.lanes or (0,) * WAVE
            absolute = Lanes(tuple(base + (p.const + x) * eb for x in own))
            r = L.binop(name, absolute, right)
            vals = r.vals if isinstance(r, Lanes) else (r,) * WAVE if isinstance(r, int) else None
            if vals is not None and all((v - base) % eb == 0 for v in vals):
                rel = tuple((v - base) // eb for v in vals)
                return L_ptr(dataclasses.replace(p, const=0), rel)
        self.note(f"{self.loc(node)}: LDS address arithmetic ({ast.unparse(node) if isinstance(node, ast.expr) else name}) "
                  "is not evaluated: the accesses through it assume the whole of "
                  f"{p.field.name}")
        return dataclasses.replace(p, unknown=self.loc(node))

    def ptr_difference(self, a: LdsPtr, b: LdsPtr, node):
        """The distance between two LDS addresses of the kernel's allocation (in elements of their
        common size), lane by lane; a runtime value where an address is not known."""
        if a.elem_bytes == b.elem_bytes and a.unknown is None and b.unknown is None:
            eb = a.elem_bytes
            parts = []
            for p in (a, b):
                base = p.field.base + p.const * eb
                parts.append(L.collapse(Lanes(tuple(base + x * eb for x in p.lanes), simplify("*", p.sym, eb)))
                             if p.lanes else simplify("+", simplify("*", p.sym, eb), base))
            d = L.binop("-", parts[0], parts[1])
            if d is not None:
                q = L.binop("//", d, eb) if eb != 1 else d
                if q is not None:
                    return q
        return self.runtime_result("pointer difference", [], node)

    def expr_UnaryOp(self, node, scope):
        v = self.eval(node.operand, scope)
        if isinstance(v, (Lanes, LaneCond)):
            r = None
            if isinstance(node.op, ast.Not) or (isinstance(node.op, ast.Invert) and isinstance(v, LaneCond)):
                r = L.negate(v)
            elif isinstance(node.op, ast.USub) and isinstance(v, Lanes):
                r = L.binop("-", 0, v)
            elif isinstance(node.op, ast.Invert) and isinstance(v, Lanes) and v.base == 0:
                r = L.collapse(Lanes(tuple(~x for x in v.vals)))
            elif isinstance(node.op, ast.UAdd):
                r = v
            if r is not None:
                return r
        if _runtime(v):
            return self.runtime_result("unary", [v], node)
        if isinstance(node.op, ast.USub) and isinstance(v, float):
            return -v
        return super().expr_UnaryOp(node, scope)

    def expr_Slice(self, node, scope):
        parts = [None if p is None else self.eval(p, scope) for p in (node.lower, node.upper, node.step)]
        if all(p is None or type(p) is int for p in parts):
            return slice(*parts)
        if all(plain(p) for p in parts):
            return self.python(lambda: slice(*parts), node, "the slice")
        return Opaque("slice", True, False)  # a runtime bound: a slice of a FlyDSL tensor

    def subscript(self, value, index, node):
        if (type(value) is list or type(value) is tuple) and type(index) is int and -len(value) <= index < len(value):
            return value[index]  # none of the cases below: a Python sequence item
        idx = index if isinstance(index, tuple) else (index,)
        if isinstance(value, Api):
            return self.api_subscript(value, idx, node)
        if isinstance(value, MmaCoord):
            return value
        if isinstance(value, LdsView):
            if any(i is None or (isinstance(i, Opaque) and i.desc == "slice") for i in idx):
                return value
            return self.view_access("read", value, index, node)
        if isinstance(value, LdsPtr):  # ptr[i]: one element
            p = self.lds_op("read", self.binop(ast.Add(), value, index, node), 1, node)
            return Opaque("LDS element", pend=(p,) if p else (), nbytes=value.elem_bytes)
        if isinstance(value, Storage) and value.region is not None:  # array field [i]
            ptr = LdsPtr(value.region, value.elem_bytes)
            p = self.lds_op("read", self.binop(ast.Add(), ptr, index, node), 1, node)
            return Opaque("LDS element", pend=(p,) if p else (), nbytes=value.elem_bytes)
        if isinstance(value, GlobalRef):
            if any(i is None for i in idx):
                return GlobalRef(value.desc, value.bits)
            p = self.vmem("load", node)
            # every lane loading one address gets the same value
            return Opaque("global element", uniform=all(_uniform(i) for i in idx), scalar=False, pend=(p,))
        if isinstance(value, Frag):
            if any(i is None or isinstance(i, slice) for i in idx) or \
                    any(isinstance(i, Opaque) and i.desc == "slice" for i in idx):
                return value
            self.consume([value], node)
            return Opaque("fragment element")
        if isinstance(value, (Opaque, ApiResult, MethodOf)):
            self.consume([value], node)
            return Opaque("element", uniform=_uniform(value), scalar=False)
        if isinstance(value, (tuple, list)) and any(isinstance(i, (Opaque, Lanes)) for i in idx):
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
        if self.recordings and type(value) is not Instance:
            self.note_read(value, attr)
        overlay = self.fe.attr_overlay.get(id(value))
        if overlay is not None and overlay[0] is value and attr in overlay[1]:
            return overlay[1][attr]
        if type(value) is Instance:  # `self.x`: the commonest attribute (and none of the kinds below)
            return self.instance_attr(value, attr, node)
        if isinstance(value, Broken):
            raise InputError(f"{value.name} could not be evaluated ({value.reason})", self.loc(node))
        if isinstance(value, Api):
            if attr in API_ATTRS_KNOWN or "." in attr:
                return self.api_attribute(value, attr)
            return Api(f"{value.path}.{attr}")  # (the commonest attribute: library vocabulary)
        if type(value) in _RUNTIME_KINDS:  # none of the kinds with names of their own, below
            return self.runtime_attribute(value, attr, node)
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
            return self.instance_attr(value, attr, node)
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
        return self.runtime_attribute(value, attr, node)

    def runtime_attribute(self, value, attr, node):
        """An attribute of a runtime value (an LDS address, a register value, an unmodelled
        library result) or of a plain value."""
        if attr == "rank" and isinstance(value, ApiResult) and value.leaf in ("get_shape", "get_layout") and \
                len(value.args) == 1 and rank_of(value.args[0]) is not None:
            return rank_of(value.args[0])  # fx.get_shape(view).rank: static, the rank of its layout
        if isinstance(value, (MmaSpec, MmaThr)):
            return MethodOf(value, attr)
        if attr in VALUE_ATTRS and isinstance(value, (int, Lanes, LaneCond, LdsPtr, Expr, Opaque)) and \
                not isinstance(value, bool):
            return value
        if isinstance(value, LdsPtr) and (attr in VALUE_METHODS or attr in CAST_METHODS):
            return MethodOf(value, attr)
        if isinstance(value, (LdsPtr, Lanes, LaneCond)) and attr in ("type", "dtype"):
            return Opaque(f".{attr}", True, False)
        if attr == "width" and isinstance(value, (Opaque, ApiResult)) and type_bytes(value) is not None:
            return type_bytes(value) * 8  # the bit width of a scalar type (`T.i32().width`, `dtype.ir_type.width`)
        if isinstance(value, (Frag, LdsView, Opaque, ApiResult, MethodOf, Lanes, LaneCond, Expr, Layout, CopyAtom)):
            if attr in ("shape", "dtype", "layout", "numel", "stride", "type", "ir_type", "element_type"):
                return Opaque(f".{attr}", True, False)
            if isinstance(value, Expr) and not (attr == "select" and (free_vars(value) or free_names(value))):
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

    def api_attribute(self, value: Api, attr):
        """An attribute of a library name that the checker knows the value of (API_ATTRS_KNOWN)."""
        path = f"{value.path}.{attr}"
        if attr == "width" and value.leaf in DTYPE_BITS:  # fx.BFloat16.width
            return DTYPE_BITS[value.leaf]
        if path.endswith("thread_idx.x"):
            return L.thread_ids(self.wid)
        if path.endswith("block_dim.x") and self.blocks:  # walking a kernel: its wave count is known
            return WAVE * self.n_total
        if attr in ("x", "y", "z") and re.search(r"(block_idx|block_dim|grid_dim)\.[xyz]$", path):
            return Opaque(path.split(".", 1)[-1], uniform=True)
        if attr == "ir_type":
            return Opaque(path, True, False)
        if attr == "width" and DTYPE_BITS.get(value.leaf):  # fx.Int8.width
            return DTYPE_BITS[value.leaf]
        if attr == "width" and type_bytes(value) is not None:  # T.i32.width
            return type_bytes(value) * 8
        return Api(path)

    def instance_attr(self, value: Instance, attr, node):
        for fw in self.first_walks:  # (`__dict__` gives every attribute)
            fw.touch(value, "*" if attr == "__dict__" else attr, "r")
        if self.recordings:
            kind, obj = S.instance_lookup(value, attr)
            if kind == "dict" or not S.frozen(obj):
                self.unsummarised()
            else:
                for rec in self.recordings:
                    rec.reads.append(("inst", value, attr, kind, obj))
        if attr in value.attrs:
            return value.attrs[attr]
        if attr == "__dict__":  # the instance's attributes themselves (`self.__dict__.update(...)`)
            return value.attrs
        if attr in value.cls.properties:
            return self.call_function(value.cls.methods[attr], [value], {}, node)
        if attr in value.cls.methods:
            return BoundMethod(value.cls.methods[attr], value)
        if attr in value.cls.attrs:
            return value.cls.attrs[attr]
        raise self.error(f"{value.cls.name} object has no attribute {attr!r}", node)

    def storage_attr(self, st: Storage, attr, node):
        if attr == "peek":
            return Builtin("peek", lambda ev, n, a, k: st)
        if attr == "ptr":
            if st.region is None:
                raise self.error("only array fields of shared storage have a pointer here", node)
            return LdsPtr(st.region, st.elem_bytes)
        if attr == "view" and st.region is not None:  # array field .view(layout)
            return Builtin("view", lambda ev, n, a, k: self.make_view(LdsPtr(st.region, st.elem_bytes),
                                                                      a[0] if a else k.get("layout"), n))
        if st.cls is None:
            raise self.error(f"shared array field has no attribute {attr!r}", node)
        return self.fe.storage_child(st, attr, node, self)

    # ------------------------------------------------------------ calls
    def call(self, func, args, kwargs, node):
        if type(func) is Function:  # the commonest callee (and none of the kinds below)
            return self.call_function(func, args, kwargs, node)
        if type(func) is Builtin:  # none of the kinds below either (Evaluator.call runs it)
            return func.fn(self, node, args, kwargs)
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
        if attr == "select" and len(args) == 2 and isinstance(obj, (Opaque, ApiResult, Expr, bool, LaneCond, Lanes)):
            return self.select(obj, args[0], args[1], node)
        if attr in VALUE_METHODS and not allargs and isinstance(obj, (int, Lanes, LaneCond, LdsPtr, Expr)):
            return obj
        if attr in CAST_METHODS and isinstance(obj, (int, Lanes, LaneCond, LdsPtr, Expr)) and not isinstance(obj, bool):
            return obj  # ArithValue(x).index_cast(T.index), .extui(T.i64): the same integer
        if attr in VALUE_METHODS and not allargs and isinstance(obj, Opaque):
            return obj  # the same runtime value (its pending reads, if any, stay pending)
        if attr == "bitcast" and isinstance(obj, Opaque):
            # the same bits in the same registers: no instruction, so not a use of the data (its
            # pending reads stay pending), as arith.bitcast (`api_call`)
            return Opaque(".bitcast()", obj.uniform, False, pend=obj.pend, nbytes=obj.nbytes)
        if attr == "shuffle" and isinstance(obj, Opaque) and len(args) == 2 and not kwargs and \
                isinstance(args[0], Opaque) and _concatenation(args[1]):
            # `lo.shuffle(hi, [0, 1, ..., n-1])` puts two vectors side by side (an MFMA operand of
            # two loaded halves): register allocation places them so, with no instruction, so it
            # is not a use of their data either (LLVM's fp8 GEMM ISA waits only at the MFMA)
            other = args[0]
            width = obj.nbytes + other.nbytes if obj.nbytes is not None and other.nbytes is not None else None
            return Opaque(".shuffle()", obj.uniform and other.uniform, False, pend=obj.pend + other.pend,
                          nbytes=width)
        if attr == "allocate" and isinstance(obj, ApiResult) and obj.leaf == "SharedAllocator":
            what = args[0] if args else kwargs.get("storable_or_int")
            align = args[1] if len(args) > 1 else kwargs.get("alignment")
            return self.fe.allocate(what, node, self, align if isinstance(align, int) else None)
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
            return Opaque("LDS value", _lds_uniform(obj.ptr) and obj.elems == 1, False, pend=(ev,) if ev else ())
        if attr in ("unpack", "numel") and not isinstance(obj, (Frag,)):
            return Opaque(attr, _uniform(obj), False)
        # any other method reads its receiver's data (fragment .load(), value .to(), ...)
        self.consume([obj, *allargs], node)
        if isinstance(obj, ApiResult) and obj.leaf in ("LoadOp", "AtomicRMWOp") and attr == "result":
            return obj
        return Opaque(f".{attr}()", uniform=all(_uniform(v) for v in [obj, *allargs]), scalar=False)

    def api_call(self, path: str, leaf: str, args, kwargs, node):
        allargs = [*args, *kwargs.values()]
        if leaf in host.QUERY_LEAVES:
            answer = host.answer(self, path, leaf, args, kwargs, node)
            if answer is not host.NOT_HOST:
                return answer
        if leaf == "const_expr":
            return self._const_expr(self, node, args, kwargs)
        if leaf in ("struct", "union") and len(args) == 1 and not kwargs and isinstance(args[0], ClassValue):
            return self.struct_of_class(args[0], leaf == "union", node)
        if leaf == "range_constexpr":
            return self._range_constexpr(self, node, args, kwargs)
        if leaf in SCHEDULING_HINTS:
            return None
        if leaf == "s_barrier" or (leaf == "barrier" and ".rocdl" in f".{path}"):
            self.emit(Barrier(self.loc(node), self.stack, text="s_barrier"), node)
            return None
        if leaf == "barrier" and (path.split(".")[-2:-1] == ["gpu"] or path == "flydsl.expr.barrier"):
            # fx.barrier is flydsl.expr.gpu.barrier, the MLIR gpu.barrier (fenced)
            self.emit(Wait(self.loc(node), self.stack, 0, 0, text="gpu.barrier fence"), node)
            self.emit(Barrier(self.loc(node), self.stack, text="gpu.barrier"), node)
            self.fe.used_fenced_barrier = True
            return None
        if leaf == "s_waitcnt":
            return self.waitcnt(args, kwargs, node)
        if leaf == "readfirstlane":
            return self.first_lane(args[-1] if args else None)
        if leaf in VALUE_CASTS and args:
            v = args[-1] if leaf in ("index_cast", "trunci", "extui", "extsi", "bitcast", "IndexCastOp", "TruncIOp",
                                     "ExtUIOp", "ExtSIOp") else args[0]
            width = type_bytes(Api(path)) if leaf[:1].isupper() else None
            if width is not None and leaf.startswith(("Float", "BFloat")):
                if isinstance(v, (int, float)) and not isinstance(v, bool):
                    return Opaque(f"{leaf} constant", True, False, nbytes=width)
            if isinstance(v, Opaque) and width is not None:
                return dataclasses.replace(v, nbytes=width)
            if L.is_index(v) and leaf in NUMERIC_INTS:  # fx.Int32(index value): an Int32, `/` is no longer integer
                return dataclasses.replace(v, index=False) if isinstance(v, Lanes) else int(v)
            if isinstance(v, (int, float, Expr, Lanes, LaneCond, Opaque, LdsPtr)):
                return v
            return Opaque(leaf, _uniform(v), _scalar(v), nbytes=width)
        if leaf in ("thread_id", "thread_idx") and args and isinstance(args[0], str):
            tid = self.thread_index(args[0], node)
            # gpu.thread_id is the MLIR op: an index value (FlyDSL's `/` on it divides as integers)
            return dataclasses.replace(tid, index=True) if leaf == "thread_id" and isinstance(tid, Lanes) else tid
        if leaf == "lane_id" and not args:
            return L.binop("%", L.thread_ids(self.wid), WAVE)
        if leaf in ("block_id", "block_idx", "grid_dim", "cluster_id") and args and isinstance(args[0], str):
            return Opaque(f"{leaf}.{args[0]}", uniform=True)
        if leaf == "block_dim" and args and isinstance(args[0], str):
            return self.block_dim(args[0])
        if leaf in ("select", "SelectOp") and len(args) == 3:
            return self.select(args[0], args[1], args[2], node)
        if leaf in ("cmpi", "CmpIOp") and len(args) == 3 and isinstance(args[0], Api) and args[0].leaf in CMPI:
            a, b = args[1], args[2]
            if isinstance(a, (int, Lanes, Expr)) and isinstance(b, (int, Lanes, Expr)) and \
                    not isinstance(a, bool) and not isinstance(b, bool):
                r = L.compare(CMPI[args[0].leaf], a, b)
                if r is not None:
                    return r
            return self.runtime_result("comparison", [a, b], node)
        if leaf in ARITH_INT_OPS and len(args) == 2 and path.split(".")[-2:-1] == ["arith"]:
            return self.binop(ARITH_INT_OPS[leaf](), args[0], args[1], node)
        if leaf in ("minsi", "minui", "maxsi", "maxui") and len(args) == 2 and \
                all(isinstance(a, (int, Expr)) and not isinstance(a, bool) for a in args):
            return simplify("min" if leaf.startswith("min") else "max", args[0], args[1])
        if leaf in ("copy", "copy_atom_call") and len(args) >= 3:
            return self.copy_op(args[0], args[1], args[2], node)
        if leaf == "make_copy_atom" and args:
            return self.copy_atom(args[0], node)
        if leaf in ("make_buffer_tensor",):
            src = args[0] if args else None
            if isinstance(src, GlobalRef):
                return GlobalRef("buffer", src.bits, rank=src.rank)
            return GlobalRef("buffer", None)
        if leaf == "rank" and len(args) == 1 and rank_of(args[0]) is not None:
            return rank_of(args[0])  # fx.rank(view or layout): static
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
            return self.make_layout(leaf, args, kwargs)
        if leaf == "get_scalar" and len(args) == 1 and isinstance(args[0], (MmaCoord, int, Lanes, Expr, LdsPtr)):
            return args[0]
        if leaf == "make_composed_layout" and len(args) == 2:
            return self.compose(args[0], args[1])
        if leaf == "composition" and len(args) == 2:
            return self.compose(args[0], args[1])
        if leaf == "get" and path.endswith("SwizzleType.get") and len(args) == 3 and \
                all(isinstance(a, int) for a in args):
            return Swizzle(*args)
        if leaf == "static" and len(args) == 1 and isinstance(args[0], (Swizzle, Layout)):
            return args[0]
        if leaf == "logical_divide" and len(args) == 2 and isinstance(args[0], LdsView):
            return self.divide(args[0], args[1], node)
        if leaf == "slice" and len(args) == 2 and isinstance(args[0], (LdsView, GlobalRef)):
            if isinstance(args[0], GlobalRef):
                self.consume([args[1]], node)
                return dataclasses.replace(args[0], uniform=_uniform(args[1]))
            return self.slice_view(args[0], args[1], node)
        if leaf in ("logical_divide", "zipped_divide", "flat_divide") and args and isinstance(args[0], GlobalRef):
            return args[0]
        if leaf == "idx2crd" and len(args) == 2 and isinstance(args[1], Layout):
            crd = LY.idx2crd(args[0], args[1].shape, args[1].stride) if not args[1].then else None
            return crd if crd is not None else Opaque("idx2crd", _uniform(args[0]), False)
        if leaf == "get" and path in ("flydsl.expr.get", "flydsl.expr.primitive.get") and len(args) == 2 \
                and isinstance(args[0], (tuple, list)) and isinstance(args[1], int):
            return args[0][args[1]]
        if leaf == "crd2idx" and len(args) == 2:
            idx = self.layout_index(args[0], args[1])
            return idx if idx is not None else Opaque("crd2idx", _uniform(args[0]))
        if leaf == "memref_load" and len(args) >= 2 and isinstance(args[0], LdsView):
            return self.view_access("read", args[0], args[1], node)
        if leaf == "memref_store" and len(args) >= 3 and isinstance(args[1], LdsView):
            self.consume([args[0]], node)
            self.view_access("write", args[1], args[2], node)
            return None
        if leaf in ("make_fragment_like", "make_rmem_tensor", "full", "zeros_like", "make_fragment"):
            nbytes = None
            if leaf == "make_rmem_tensor" and len(args) >= 2 and isinstance(args[0], int):
                eb = type_bytes(args[1])
                nbytes = None if eb is None else args[0] * eb
            return Frag(FragRoot(leaf, nbytes))
        if leaf == "memref_load_vec" and len(args) == 1 and isinstance(args[0], Frag):
            self.consume([args[0]], node)
            # the fragment's elements as a vector (indexed for its lanes' scalars), not one number
            return Opaque("fragment value", uniform=args[0].root.uniform, scalar=False, nbytes=args[0].root.nbytes)
        if leaf == "make_type" and ".Vector" in path:
            return VecType(args[0] if args and isinstance(args[0], int) else None,
                           type_bytes(args[1]) if len(args) > 1 else None)
        if leaf == "Vector" and len(args) == 1 and isinstance(args[0], Opaque) and not kwargs:
            return args[0]  # fx.Vector(value): the same value
        if leaf == "filled" and len(args) >= 2 and isinstance(args[0], int):
            inner = type_bytes(args[2] if len(args) > 2 else kwargs.get("dtype"))
            return Opaque("vector", True, False, nbytes=None if inner is None else inner * args[0])
        if leaf == "from_elements" and args and isinstance(args[0], (list, tuple)):
            self.consume(allargs, node)
            dtype = args[1] if len(args) > 1 else kwargs.get("dtype", kwargs.get("elem_type"))
            inner = type_bytes(dtype) if dtype is not None else None
            return Opaque("vector", uniform=all(_uniform(v) for v in args[0]), scalar=False,
                          nbytes=None if inner is None else inner * len(args[0]))
        if leaf in ("BitCastOp", "bitcast") and len(args) == 2 and isinstance(args[1], Opaque):
            return dataclasses.replace(args[1], nbytes=type_bytes(args[0]) or args[1].nbytes)
        if leaf == "ptrtoint" and args and isinstance(args[0], LdsPtr):
            return _rescale(args[0], 1, self.loc(node))  # an LDS address in bytes
        if leaf == "inttoptr" and len(args) == 2 and isinstance(args[1], LdsPtr):
            return _rescale(args[1], _pointee_bytes(args[0]) or 1, self.loc(node))
        if leaf == "recast_iter" and len(args) == 2 and isinstance(args[1], LdsPtr):
            return _rescale(args[1], _pointee_bytes(args[0]) or args[1].elem_bytes, self.loc(node))
        if leaf == "recast_iter" and len(args) == 2 and isinstance(args[1], GlobalRef):
            return GlobalRef("global pointer", type_bytes(args[0]) and type_bytes(args[0]) * 8)
        if leaf in BUFFER_LOADS and args:
            return self.buffer_load(args, allargs, node, type_bytes(args[0]))
        if leaf in BUFFER_STORES or (leaf.startswith(("raw_ptr_buffer_atomic", "raw_buffer_atomic",
                                                      "BufferAtomic")) and "lds" not in leaf):
            self.consume(allargs[:1], node)
            self.vmem("store", node)
            return Opaque(f"{leaf} result", False, False)
        if leaf == "call_intrinsic" and len(args) >= 2 and isinstance(args[1], str):
            return self.intrinsic_call(args[1], args, allargs, node)
        if leaf in ("dsl_size_of", "size_of") and len(args) == 1 and type_bytes(args[0]) is not None:
            return type_bytes(args[0])  # bytes of a FlyDSL numeric type
        if leaf == "Tensor" and len(args) == 1 and isinstance(args[0], (GlobalRef, LdsView)):
            return args[0]  # fx.Tensor(view): the same view
        if leaf == "SmemAllocator" and path.endswith("smem_allocator.SmemAllocator"):
            name = kwargs.get("global_sym_name", "smem_storage")
            return Instance(self.legacy_class("SmemAllocator"), {"ptr": 0, "_name": name if isinstance(name, str)
                                                                 else "smem_storage"})
        if leaf == "SmemPtr" and path.endswith("smem_allocator.SmemPtr"):
            return self.smem_ptr(args, kwargs, node)
        if path.endswith(("SmemPtr.load", "SmemPtr.store", "SmemPtr.get")) and args and isinstance(args[0], Instance):
            return self.call(BoundMethod(self.legacy_class("SmemPtr").methods[leaf], args[0]), list(args[1:]),
                             kwargs, node)
        if leaf in ("load", "store") and path.split(".")[-2:-1] == ["memref"]:
            view = args[0] if leaf == "load" else (args[1] if len(args) > 1 else None)
            idx = args[1] if leaf == "load" else (args[2] if len(args) > 2 else None)
            if isinstance(view, LdsView):
                if leaf == "store":
                    self.consume([args[0]], node)
                return self.view_access("read" if leaf == "load" else "write", view,
                                        tuple(idx) if isinstance(idx, (list, tuple)) else idx, node)
        if leaf == "GEPOp" and len(args) >= 4 and isinstance(args[1], LdsPtr):
            return self.gep(args[1], args[2], args[3], args[4] if len(args) > 4 else kwargs.get("elem_type"), node)
        if leaf in ("IntToPtrOp", "PtrToIntOp", "AddrSpaceCastOp") and len(args) == 2 and isinstance(args[1], LdsPtr):
            return _rescale(args[1], 1, self.loc(node))  # an LDS byte address as an llvm pointer or integer
        if leaf in ("raw_ptr_buffer_load_lds", "raw_buffer_load_lds", "global_load_lds", "load_to_lds") and \
                len(args) >= 3:
            return self.intrinsic_dma(leaf, args, node)
        if leaf == "buffer_load_to_lds" and len(args) + len(kwargs) >= 3:
            # rocdl.buffer_load_to_lds(rsrc, lds_ptr, voffset, size_bytes=4, soffset=0, offset=0):
            # raw_ptr_buffer_load_lds(rsrc, lds_ptr, size_bytes, voffset, soffset, offset, 0)
            named = dict(zip(("rsrc", "lds_ptr", "voffset", "size_bytes", "soffset", "offset"), args))
            named.update({k: v for k, v in kwargs.items() if k in ("rsrc", "lds_ptr", "voffset", "size_bytes",
                                                                    "soffset", "offset")})
            if "lds_ptr" in named and "voffset" in named:
                raw = [named.get("rsrc"), named["lds_ptr"], named.get("size_bytes", 4), named["voffset"],
                       named.get("soffset", 0), named.get("offset", 0), 0]
                return self.intrinsic_dma(leaf, raw, node)
        if len(args) >= 2 and isinstance(args[1], LdsPtr) and re.fullmatch(r"ds_(read|load)_?\w*", leaf):
            width = type_bytes(args[0])
            p = self.lds_op("read", args[1], None, node, lane_bytes=width)
            return Opaque("LDS value", pend=(p,) if p else (), nbytes=width)
        if leaf == "add_offset" and len(args) == 2 and isinstance(args[0], LdsPtr):
            return self.ptr_arith(ast.Add(), args[0], args[1], node)
        if leaf == "make_int_tuple" and len(args) == 1 and isinstance(args[0], (int, Expr, Lanes, Opaque, LdsPtr)):
            return args[0]
        if leaf == "make_int_tuple" and len(args) == 1 and isinstance(args[0], tuple) and \
                all(isinstance(a, (int, Lanes)) for a in args[0]):
            return args[0]  # a coordinate of per-lane integers
        if leaf == "get_scalar" and len(args) == 1 and isinstance(args[0], (int, Lanes)):
            return args[0]
        if leaf == "ptr_load" and args:
            return self.ptr_load(args[0], kwargs, node)
        if leaf == "ptr_store" and len(args) >= 2:
            return self.store_value(args[0], args[1], node, typed=True)
        if leaf == "gemm":
            self.consume(allargs, node)
            return None
        if leaf in ("InlineAsmOp", "inline_asm"):
            return self.inline_asm(args, kwargs, node)
        if leaf in ("StoreOp",) and path.startswith(("flydsl._mlir.dialects.llvm", "llvm")) or \
                (leaf == "StoreOp" and "llvm" in path):
            return self.store_value(args[0] if args else None, args[1] if len(args) > 1 else None, node)
        if leaf in ("LoadOp", "AtomicRMWOp") and "llvm" in path:
            ptr = args[1] if len(args) > 1 else None
            width = type_bytes(args[0]) if args and leaf == "LoadOp" else None
            if isinstance(ptr, LdsPtr):
                p = self.lds_op("write" if leaf == "AtomicRMWOp" else "read", ptr, None, node, lane_bytes=width)
            else:
                p = self.vmem("load", node)
            return Opaque(f"llvm.{leaf}", pend=(p,) if p else (), nbytes=width)
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

    # ------------------------------------------------------------ lanes
    def thread_index(self, axis: str, node):
        if axis == "x":
            return L.thread_ids(self.wid)
        if axis in ("y", "z"):
            self.note(f"{self.loc(node)}: thread index {axis} is 0 (a one-dimensional workgroup of "
                      f"{WAVE * self.n_total} threads is assumed)")
            return 0
        raise self.error(f"thread index axis {axis!r} is not x, y or z", node)

    def block_dim(self, axis: str):
        if axis == "x" and self.blocks:  # walking a kernel: its wave count is known
            return WAVE * self.n_total
        if axis in ("y", "z") and self.blocks:
            return 1
        return Opaque(f"block_dim.{axis}", uniform=True)

    def first_lane(self, v):
        """`readfirstlane(v)`: v in the first active lane, the same in every lane."""
        first = 0 if self.active is None else next((i for i, a in enumerate(self.active) if a), 0)
        if isinstance(v, Lanes):
            return v.lane(first)
        if isinstance(v, LdsPtr) and v.lanes is not None:
            return dataclasses.replace(v, const=v.const + v.lanes[first], lanes=None)
        if isinstance(v, (int, Expr, LdsPtr)):
            return v
        if isinstance(v, Opaque):  # the same in every lane of this wave; other waves may differ
            return Opaque(v.desc, v.uniform, v.scalar, v.pend)
        return Opaque("readfirstlane", _uniform(v))

    def select(self, cond, a, b, node):
        """`arith.select(cond, a, b)` / `cond.select(a, b)`."""
        if isinstance(cond, bool):
            return a if cond else b
        if isinstance(cond, (LaneCond, Lanes)):
            r = L.select(cond, a, b)
            if r is not None:
                return r
        if isinstance(a, LdsPtr) and isinstance(b, LdsPtr):
            chosen = self.select_lds(cond, a, b, node)
            if chosen is not None:
                return chosen
        if isinstance(cond, Expr) and all(isinstance(v, (int, Expr)) for v in (a, b)) and \
                any(free_vars(v) for v in (cond, a, b)):
            # over a loop's variables (a ring slot wrapped, `(x >= n).select(x - n, x)`): exact
            return a if a == b else Select(cond, as_expr(a), as_expr(b))
        self.consume([cond, a, b], node)
        multiple = math.gcd(self.multiple_of(a), self.multiple_of(b))
        return Opaque("select", uniform=all(_uniform(v) for v in (cond, a, b)),
                      scalar=all(_scalar(v) for v in (cond, a, b)), multiple=multiple or 1)

    def select_lds(self, cond, a: LdsPtr, b: LdsPtr, node) -> LdsPtr | None:
        """A choice between two LDS addresses of one storage field: per lane where the condition
        differs per lane and is known in every lane (each lane gets its own side's address), a
        symbolic choice where it is a condition on loop variables and parameters (`(k & 1) != 0`
        picks a ping-pong buffer) or a runtime value the same in every wave (both outcomes, as
        a parameter: `uniform_choice`), None otherwise."""
        if a == b:
            return a
        if a.field != b.field or a.elem_bytes != b.elem_bytes or a.unknown is not None or b.unknown is not None:
            return None
        if isinstance(cond, (LaneCond, Lanes)):
            c = L.cond_of(cond)
            if c is None or a.sym != b.sym:
                return None
            la = a.lanes or (0,) * WAVE
            lb = b.lanes or (0,) * WAVE
            offs = tuple((a.const + x) if k else (b.const + y) for k, x, y in zip(c, la, lb))
            return dataclasses.replace(a, const=0, lanes=offs)
        if a.lanes == b.lanes and (isinstance(cond, Opaque) and _uniform(cond) or isinstance(cond, Expr) and
                                   not free_vars(cond) and not free_names(cond) <= set(self.fe.params)):
            # a runtime value the same in every wave (a named one: `odd = (n & 1) != 0`)
            cond = self.uniform_choice(cond, node)
        if isinstance(cond, Expr) and a.lanes == b.lanes:
            sa = simplify("+", a.sym, a.const)
            sb = simplify("+", b.sym, b.const)
            return dataclasses.replace(a, sym=Select(cond, as_expr(sa), as_expr(sb)), const=0)
        return None

    def uniform_choice(self, cond, node, text: str | None = None) -> Param:
        """A parameter (False, True) for a runtime condition the same in every wave that chooses
        between LDS addresses or decides a branch with barriers: every choice made on one
        condition value gets the same parameter (named after the line of the first), so that two
        buffers chosen by it stay apart and two branches on it take the same side."""
        for c, name in self.choices:
            if c is cond or isinstance(c, Expr) and isinstance(cond, Expr) and c == cond:
                return Param(name)
        if text is None:  # the condition of `c.select(a, b)` or `arith.select(c, a, b)`
            call = node if isinstance(node, ast.Call) else None
            text = ast.unparse(call.func.value if call is not None and isinstance(call.func, ast.Attribute) and
                               call.func.attr == "select" and len(call.args) == 2 else
                               call.args[0] if call is not None and call.args else node)
        name = self.fe.branch_param(node, self.loc(node), text)
        self.choices.append((cond, name))
        return Param(name)

    # ------------------------------------------------------------ sync vocabulary
    def mma_thr(self, spec: MmaSpec, tid) -> MmaThr | Opaque:
        """The wave's place in the MMA wave grid, from the thread id it slices with."""
        if isinstance(tid, Lanes) and tid.base == 0 and len({v // WAVE for v in tid.vals}) == 1:
            ws = tid.vals[0] // WAVE
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
                or thr is not col.thr or view.ptr.unknown or view.ptr.lanes is not None:
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

    # ------------------------------------------------------------ legacy flydsl.utils.smem_allocator
    def legacy_class(self, name: str) -> ClassValue:
        """SmemAllocator (a byte bump pointer `ptr` over one LDS symbol) and SmemPtr (a typed,
        shaped view at a byte offset of that symbol), as flydsl/utils/smem_allocator.py defines them."""
        cache = self.fe.__dict__.setdefault("legacy_classes", {})
        if name in cache:
            return cache[name]
        ev_self = self

        def align(ev, node, args, kwargs):
            p, a = args[1], args[2]
            if not all(isinstance(v, int) for v in (p, a)) or a <= 0:
                raise ev.error("SmemAllocator._align() needs constant integers", node)
            return (p + a - 1) // a * a

        def get_base(ev, node, args, kwargs):
            alloc = args[0]
            ev.unsummarised()  # reads the allocator's attributes directly
            for fw in ev.first_walks:
                fw.touch(alloc, "*", "r")
            size = alloc.attrs.get("ptr", 0)
            if not isinstance(size, int):
                raise ev.error("SmemAllocator.ptr is not a constant here", node)
            size = max(128, (size + 127) // 128 * 128)
            key = f"_base_of_wave_{ev.wid}"  # one LDS symbol per allocator, allocated once per kernel walk
            storage = alloc.attrs.get(key)
            if storage is None:
                saved = ev.assign_target
                ev.assign_target = alloc.attrs.get("_name", "smem_storage")
                try:
                    storage = alloc.attrs[key] = ev_self.fe.allocate(ArrayType(1, size, 128), node, ev)
                finally:
                    ev.assign_target = saved
            return LdsPtr(storage.region, 1)

        def view_of(ev, node, inst):
            ev.unsummarised()  # reads the allocator's attributes directly
            for fw in ev.first_walks:
                fw.touch(inst, "*", "r")
            view = inst.attrs.get("_view")
            if not isinstance(view, LdsView):
                raise ev.error("SmemPtr over memory that is not LDS", node)
            return view

        def ptr_get(ev, node, args, kwargs):
            return view_of(ev, node, args[0])

        def ptr_load(ev, node, args, kwargs):
            idxs = args[1] if len(args) > 1 else kwargs.get("idxs")
            view = view_of(ev, node, args[0])
            coord = tuple(idxs) if isinstance(idxs, (list, tuple)) else (0,) * len(view.layout.shape)
            return ev.view_access("read", view, coord, node)

        def ptr_store(ev, node, args, kwargs):
            val = args[1] if len(args) > 1 else kwargs.get("val")
            idxs = args[2] if len(args) > 2 else kwargs.get("idxs")
            view = view_of(ev, node, args[0])
            ev.consume([val], node)
            coord = tuple(idxs) if isinstance(idxs, (list, tuple)) else (0,) * len(view.layout.shape)
            return ev.view_access("write", view, coord, node)

        cache["SmemAllocator"] = ClassValue("SmemAllocator", {"_align": Builtin("_align", align),
                                                              "get_base": Builtin("get_base", get_base),
                                                              "finalize": Builtin("finalize", lambda *a: None)}, {})
        cache["SmemPtr"] = ClassValue("SmemPtr", {"get": Builtin("get", ptr_get), "load": Builtin("load", ptr_load),
                                                  "store": Builtin("store", ptr_store)}, {})
        return cache[name]

    def smem_ptr(self, args, kwargs, node):
        names = ("base_memref", "byte_offset", "element_type", "shape")
        vals = dict(zip(names, args))
        vals.update({k: v for k, v in kwargs.items() if k in names})
        base, off, etype, shape = (vals.get(n) for n in names)
        eb = type_bytes(etype)
        if not isinstance(base, LdsPtr) or not isinstance(off, int) or eb is None:
            raise self.error("SmemPtr(base, byte_offset, element_type, shape) needs an LDS base from "
                             "SmemAllocator.get_base(), a constant offset and a known element type", node)
        shape = tuple(shape) if isinstance(shape, (list, tuple)) else (1,)
        if not LY.is_int_tree(shape):
            raise self.error("SmemPtr shape must be constant", node)
        ptr = _rescale(dataclasses.replace(base, const=base.const + off), eb, self.loc(node))
        n = LY.size(shape)
        view = LdsView(ptr, n, Layout(n, shape, LY.compact_stride(shape)))
        return Instance(self.legacy_class("SmemPtr"), {"_view": view})

    def gep(self, base: LdsPtr, dynamic, constants, elem_type, node):
        """`llvm.GEPOp(type, base, dynamic, raw_constant_indices, elem_type)`: base plus the indices
        (a raw index of -2**31 takes the next dynamic one), in elements of elem_type."""
        eb = type_bytes(elem_type) if elem_type is not None else 1
        if eb is None or not isinstance(constants, (list, tuple)) or not isinstance(dynamic, (list, tuple)):
            self.note(f"{self.loc(node)}: this GEP of an LDS pointer is not evaluated")
            return dataclasses.replace(base, unknown=self.loc(node))
        dyn = iter(dynamic)
        ptr = _rescale(base, 1, self.loc(node))
        for raw in constants:
            idx = next(dyn, None) if raw == -(2 ** 31) else raw
            if idx is None:
                return dataclasses.replace(base, unknown=self.loc(node))
            step = self.binop(ast.Mult(), idx, eb, node) if eb != 1 else idx
            ptr = self.binop(ast.Add(), ptr, step, node)
        return ptr

    def buffer_load(self, args, allargs, node, width):
        """A buffer load into registers (vmcnt): its value, waited for at its first use."""
        p = self.vmem("load", node)
        return Opaque("global value", uniform=all(_uniform(v) for v in allargs[1:]), scalar=False,
                      pend=(p,), nbytes=width)

    def intrinsic_call(self, name: str, args, allargs, node):
        """`llvm.call_intrinsic(type, "llvm.amdgcn....", ...)`: the memory and sync intrinsics by name."""
        short = name.removeprefix("llvm.amdgcn.")
        if short.startswith("s.buffer.load"):  # scalar load: lgkmcnt, out of order, the same in every lane
            stmt = SmemLoad(self.loc(node), self.stack, 1, text=short)
            self.emit(stmt, node)
            p = Pending("lgkm", self.blocks[-1], stmt)
            self.outstanding["lgkm"].append(p)
            return Opaque("scalar load", uniform=all(_uniform(v) for v in allargs[2:]), pend=(p,),
                          nbytes=type_bytes(args[0]))
        if re.match(r"(raw|struct)\.(ptr\.)?(t)?buffer\.load(?!\.lds)", short) or short.startswith("global.load."):
            return self.buffer_load(args, allargs, node, type_bytes(args[0]))
        if re.match(r"(raw|struct)\.(ptr\.)?buffer\.(store|atomic)", short) or short.startswith("global.atomic"):
            self.consume(allargs[2:3], node)
            self.vmem("store", node)
            return Opaque(short, False, False)
        if short in ("s.barrier",):
            self.emit(Barrier(self.loc(node), self.stack, text=short), node)
            return None
        if SUSPICIOUS.search(short) or "lds" in short:
            raise self.error(f"intrinsic {name} may copy, wait or synchronize and is not modelled", node)
        self.consume(allargs[2:], node)
        return Opaque(short, all(_uniform(v) for v in allargs[2:]), False)

    def intrinsic_dma(self, leaf, args, node):
        """`rocdl.raw_ptr_buffer_load_lds(rsrc, lds_ptr, size, voffset, soffset, offset, aux)`: an
        LDS-DMA copy; each active lane fills `size` bytes from lds_ptr + offset (M0, uniform)."""
        lds, size = args[1], args[2]
        offset = args[5] if len(args) > 5 else 0
        if not isinstance(lds, LdsPtr):
            raise self.error(f"rocdl.{leaf}: its LDS destination is not an LDS address the checker can follow", node)
        if not isinstance(size, int) or isinstance(size, bool) or size not in (1, 2, 4, 12, 16):
            raise self.error(f"rocdl.{leaf}: the copy size per lane ({describe_value(size)}) is not a constant "
                             "1, 2, 4, 12 or 16", node)
        ptr = self.first_lane(_rescale(lds, 1, self.loc(node)))
        if isinstance(offset, int) and not isinstance(offset, bool):
            ptr = dataclasses.replace(ptr, const=ptr.const + offset)
        self.lds_op("copy", ptr, None, node, per_wave=WAVE * (4 if size <= 4 else 16))  # each lane's slot
        return None

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
            dst.root.uniform = src.uniform
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

    # ------------------------------------------------------------ layouts and views
    def make_layout(self, leaf, args, kwargs):
        shape = args[0] if args else kwargs.get("shape")
        stride = args[1] if len(args) > 1 else kwargs.get("stride", kwargs.get("order"))
        if not LY.is_int_tree(shape):
            return Layout(None, rank=len(shape) if isinstance(shape, (tuple, list)) else None)
        if leaf == "make_ordered_layout":
            stride = LY.ordered_stride(shape, stride) if stride is not None and LY.is_int_tree(stride) \
                else LY.compact_stride(shape)
        elif stride is None:
            stride = LY.compact_stride(shape)
        if stride is None or not LY.is_int_tree(stride):
            return Layout(_cosize([shape]) if stride is None else None, shape, None)
        return Layout(_cosize([shape, stride]), shape, stride)

    def compose(self, outer, inner):
        """`make_composed_layout(outer, inner)`: outer applied to inner's result."""
        if not isinstance(inner, Layout):
            return Layout(None)
        cosize = outer.cosize if isinstance(outer, Layout) else inner.cosize
        if isinstance(outer, (Layout, Swizzle)):
            return Layout(cosize, inner.shape, inner.stride, inner.then + (outer,), inner.rank)
        return Layout(cosize)

    def layout_index(self, coord, layout):
        """The element index of `coord` under `layout`, lane by lane; None when unknown."""
        if not isinstance(layout, Layout) or layout.shape is None or layout.stride is None:
            return None
        idx = LY.crd2idx(coord, layout.shape, layout.stride)
        for f in layout.then:
            if idx is None:
                return None
            if isinstance(f, Swizzle):
                mask = ((1 << f.bits) - 1) << (f.base + f.shift)
                part = L.binop("&", idx, mask)
                part = None if part is None else L.binop(">>", part, f.shift)
                idx = None if part is None else L.binop("^", idx, part)
            else:
                idx = self.layout_index(idx, f)
        return idx

    def divide(self, view: LdsView, tile, node):
        """`logical_divide(view, make_layout(T, 1))` of a one-dimensional compact view: tiles of T
        elements, mode 0 within a tile and mode 1 across tiles."""
        lay = view.layout
        if isinstance(lay, Layout) and isinstance(lay.shape, int) and lay.stride == 1 and not lay.then and \
                isinstance(tile, Layout) and isinstance(tile.shape, int) and tile.stride == 1 and \
                tile.shape > 0 and lay.shape % tile.shape == 0:
            t = tile.shape
            return LdsView(view.ptr, view.elems, Layout(lay.shape, (t, lay.shape // t), (1, t)))
        self.note(f"{self.loc(node)}: this division of an LDS view is not modelled: accesses through it "
                  "cover the whole view")
        return LdsView(view.ptr, view.elems, Layout(view.elems))

    def slice_view(self, view: LdsView, coord, node):
        """`fx.slice(view, (None, k))`: the sub-view with the `None` modes kept, at the offset of
        the given coordinates."""
        lay = view.layout
        coords = coord if isinstance(coord, tuple) else (coord,)
        if not (isinstance(lay, Layout) and isinstance(lay.shape, tuple) and isinstance(lay.stride, tuple)
                and len(coords) == len(lay.shape)) or lay.then:
            self.note(f"{self.loc(node)}: this slice of an LDS view is not modelled: accesses through it cover "
                      "the whole view")
            return view
        fixed = tuple(0 if c is None else c for c in coords)
        off = LY.crd2idx(fixed, lay.shape, lay.stride)
        if off is None:
            self.note(f"{self.loc(node)}: the offset of this slice of an LDS view is not known: accesses through "
                      "it cover the whole view")
            return view
        kept = [(s, d) for c, s, d in zip(coords, lay.shape, lay.stride) if c is None]
        if len(kept) == 1:
            shape, stride = kept[0]
        else:
            shape, stride = tuple(s for s, _ in kept), tuple(d for _, d in kept)
        size = _cosize([shape, stride]) if kept else 1
        return LdsView(self.binop(ast.Add(), view.ptr, off, node), size, Layout(size, shape if kept else 1,
                                                                                 stride if kept else 1))

    def view_access(self, kind, view: LdsView, coord, node):
        """`memref_load(view, coord)` / `memref_store(v, view, coord)` / `view[coord]`: one element
        at the layout's index of `coord` in each active lane."""
        idx = self.layout_index(coord, view.layout)
        ptr = view.ptr
        if idx is None:
            if kind == "read":
                self.note(f"{self.loc(node)}: the element index of this LDS read is not known: the whole view "
                          "is assumed")
            p = self.lds_op(kind, ptr, view.elems, node, split="workgroup" if kind == "write" else "none")
        else:
            ptr = self.binop(ast.Add(), ptr, idx, node)
            p = self.lds_op(kind, ptr, 1, node)
        return Opaque("LDS element", idx is not None and _lds_uniform(ptr), False, pend=(p,) if p else (),
                      nbytes=view.ptr.elem_bytes) if kind == "read" else None

    def make_view(self, ptr, layout, node):
        size = layout.cosize if isinstance(layout, Layout) else None
        if isinstance(ptr, LdsPtr):
            return LdsView(ptr, size, layout if isinstance(layout, Layout) else None)
        if isinstance(ptr, int) and isinstance(layout, Layout) and isinstance(layout.shape, tuple) \
                and len(layout.shape) == 2 and layout.stride in ((1, 0), (0, 1)):
            return CoordView("row" if layout.stride == (1, 0) else "col", layout.shape)
        if isinstance(ptr, GlobalRef):
            return GlobalRef("global view", ptr.bits, rank=layout_rank(layout))
        return Opaque("view", True, False)

    def ptr_load(self, ptr, kwargs, node):
        rt = kwargs.get("result_type")
        width = type_bytes(rt) if rt is not None else None
        if isinstance(ptr, LdsPtr):
            if rt is None:
                elems = 1
            elif isinstance(rt, VecType) and width is None:
                elems = rt.elems
            else:
                elems = None
            p = self.lds_op("read", ptr, elems, node, lane_bytes=width)
            return Opaque("LDS value", _lds_uniform(ptr), False, pend=(p,) if p else (),
                          nbytes=width or (ptr.elem_bytes if rt is None else None))
        p = self.vmem("load", node)
        return Opaque("global value", pend=(p,), nbytes=width)

    def store_value(self, value, ptr, node, typed=False):
        """`ptr_store(value, ptr)` / `llvm.StoreOp(value, ptr)`: the value's bytes at `ptr` in each
        active lane. `fx.ptr_store` stores a value of the pointer's element type (its contract:
        "types must match the pointer's element type"), so a scalar of unknown width there has
        the element's width."""
        self.consume([value], node)
        if not isinstance(ptr, LdsPtr):
            self.vmem("store", node)
            return None
        width = value_bytes(value)
        active = self.active or (True,) * WAVE
        if width is None and typed and ptr.unknown is None and not isinstance(value, (int, Lanes)) and \
                len({o for o, a in zip(ptr.lanes or (0,), active) if a}) <= 1:
            width = ptr.elem_bytes
            self.note(f"{self.loc(node)}: the width of the value stored here is not known: taken as one element "
                      f"of the pointer's type ({width} bytes; fx.ptr_store stores the pointer's element type)")
        if width is None and isinstance(value, (int, Lanes)) and not isinstance(value, bool):
            width = 4
            self.note(f"{self.loc(node)}: the integer stored to LDS here is taken as 32 bits")
        # a compile-time constant stored by every lane: unordered stores of the same constant agree
        const = f"{width * 8 if width else '?'}-bit {value!r}" if isinstance(value, (int, float)) and \
            not isinstance(value, bool) and width else ""
        if not const and isinstance(value, Opaque) and value.uniform and width and not self.symbolic_depth:
            # a runtime value the same in every lane of the workgroup, stored by one op outside any
            # runtime loop: every wave's store of it writes the same bytes (the n-th time this line
            # is walked, in every wave)
            where = (self.loc(node), self.stack)
            n = self.store_seen[where] = self.store_seen.get(where, 0) + 1
            prefix = f"{width * 8}-bit uniform value of {where[0]} "
            const = f"{prefix}#{n}"
            for first in self.first_walks:  # (a second walk numbers on, and not in the loop's own body)
                first.stores.append((where, n, prefix, len(self.frames) == first.frames))
        self.lds_op("write", ptr, None, node, lane_bytes=width, value=const)
        return None

    def inline_asm(self, args, kwargs, node):
        strings = [a for a in list(args) + list(kwargs.values()) if isinstance(a, str)]
        asm = strings[0] if strings else None
        if asm is None:
            raise self.error("inline asm text is not a constant string", node)
        constraints = strings[1] if len(strings) > 1 else ""
        operands = next((a for a in list(args) + [kwargs.get("operands_"), kwargs.get("operands")]
                         if isinstance(a, (list, tuple))), [])
        n_out = sum(1 for c in constraints.split(",") if c.strip().startswith("="))
        lines = [ln.strip() for ln in re.split(r"[\n;]+", asm) if ln.strip()]
        scc: bool | None = None
        i = 0
        steps = 0
        while i < len(lines):
            steps += 1
            if steps > 10_000:
                raise self.error("inline asm loops: not supported", node)
            ins = lines[i]
            i += 1
            op = ins.split()[0]
            if op.endswith(":"):  # a label
                continue
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
            elif re.fullmatch(r"s_cmp_(eq|lg|gt|ge|lt|le)_[iu]32", op):
                a, b = (self.asm_value(f, operands, n_out, ins, node) for f in _asm_fields(ins, op)[:2])
                rel = {"eq": "==", "lg": "!=", "gt": ">", "ge": ">=", "lt": "<", "le": "<="}[op.split("_")[2]]
                scc = L.compare(rel, a, b) if isinstance(a, (int, Lanes)) and isinstance(b, (int, Lanes)) else None
                if not isinstance(scc, bool):
                    scc = None
            elif op in ("s_cbranch_scc0", "s_cbranch_scc1", "s_branch"):
                if op != "s_branch" and scc is None:
                    raise self.error(f"inline asm {ins!r}: a branch on a condition the checker does not know "
                                     "(its s_cmp operand is not a compile-time value of the wave)", node)
                if op == "s_branch" or scc == (op == "s_cbranch_scc1"):
                    i = _asm_label(lines, i, ins.split()[1], ins, self, node)
            elif op == "s_mov_b32" and re.match(r"s_mov_b32\s+m0\s*,", ins):
                self.set_m0(self.asm_value(_asm_fields(ins, op)[1], operands, n_out, ins, node))
            elif op in ("s_add_u32", "s_add_i32") and re.match(r"s_add_[iu]32\s+m0\s*,", ins):
                fields = _asm_fields(ins, op)
                a = self.asm_value(fields[1], operands, n_out, ins, node)
                b = self.asm_value(fields[2], operands, n_out, ins, node)
                self.set_m0(self.binop(ast.Add(), a, b, node) if isinstance(a, LdsPtr) or isinstance(b, LdsPtr)
                            else None)
            elif re.match(r"(buffer|global)_load\S*", op) and re.search(r"\blds\b", ins):
                for fw in self.first_walks:
                    fw.use_m0("r")
                if not isinstance(self.m0, LdsPtr):
                    raise self.error(f"inline asm LDS-DMA {ins!r}: M0, its LDS destination, is not an LDS address the "
                                     "checker can follow (set it with s_mov_b32 m0, $k in the same asm)", node)
                size = 16 if re.search(r"dwordx[34]", op) else 4
                off = re.search(r"offset:\s*(\d+)", ins)
                ptr = self.first_lane(_rescale(self.m0, 1, self.loc(node)))
                if off:
                    ptr = dataclasses.replace(ptr, const=ptr.const + int(off.group(1)))
                self.lds_op("copy", ptr, None, node, per_wave=WAVE * size)
            elif re.match(r"(buffer|global|flat)_(store|atomic)", op):
                self.vmem("store", node)
            elif re.match(r"(buffer|global|flat)_load", op):
                self.vmem("load", node)
            elif op.startswith("ds_"):
                self.inline_ds(op, ins, operands, n_out, node)
        return Opaque("inline asm result", False, False)

    def set_m0(self, value) -> None:
        for fw in self.first_walks:
            fw.use_m0("w")
        self.m0 = value

    def asm_value(self, field, operands, n_out, ins, node):
        """The value of an inline-asm operand field: `$k`, an integer, or `m0`."""
        field = field.strip()
        m = re.fullmatch(r"\$(\d+)", field)
        if m:
            k = int(m.group(1)) - n_out
            if 0 <= k < len(operands):
                v = operands[k]
                return L.collapse(v) if isinstance(v, Lanes) else v
            raise self.error(f"inline asm {ins!r}: operand {field} is not given", node)
        if field == "m0":
            if self.recordings:  # M0 is not part of a summary's key
                self.unsummarised()
            for fw in self.first_walks:
                fw.use_m0("r")
            return self.m0
        try:
            return int(field, 0)
        except ValueError:
            return Opaque(f"asm {field}", False)

    def inline_ds(self, op, ins, operands, n_out, node):
        """An LDS instruction in inline asm: its address operand ($k) and width from the mnemonic.
        The compiler does not see it, so no wait is inserted for its result."""
        width = _ds_width(op)
        if op.startswith(("ds_bpermute", "ds_permute", "ds_swizzle", "ds_nop")):
            self.note(f"{self.loc(node)}: inline asm {op} touches no LDS bytes; its lgkmcnt unit is not counted")
            return
        if width is None:
            raise self.error(f"inline asm {ins!r}: the width of {op} is not known", node)
        fields = [f.strip() for f in ins[len(op):].split(",")]
        is_read = op.startswith("ds_read") or op.startswith("ds_load")
        addr_field = fields[1] if is_read and len(fields) > 1 else fields[0]
        m = re.match(r"\$(\d+)", addr_field)
        k = int(m.group(1)) - n_out if m else -1
        ptr = operands[k] if 0 <= k < len(operands) else None
        if not isinstance(ptr, LdsPtr):
            raise self.error(f"inline asm {ins!r}: its LDS address ({addr_field}) is not an LDS address the "
                             "checker can follow", node)
        off = re.search(r"offset:\s*(\d+)", ins)
        ptr = _rescale(ptr, 1, self.loc(node))
        if off:
            ptr = dataclasses.replace(ptr, const=ptr.const + int(off.group(1)))
        self.lds_op("read" if is_read else "write", ptr, None, node, lane_bytes=width, tracked=False)

    # ------------------------------------------------------------ emission helpers
    def lds_op(self, kind, ptr: LdsPtr, elems, node, split="none", per_wave=None, lane_bytes=None, tracked=True,
               value=""):
        """One LDS access by this wave, with the bytes its active lanes touch.

        `per_wave`: an LDS-DMA copy, whose lanes fill `per_wave // 64` bytes each from the
        wave's uniform address (M0). Otherwise each active lane touches `lane_bytes` bytes (or
        `elems` elements) at its own address. Where the extent or the address is not known,
        the access runs from its known start to the end of the storage field (the whole field
        when the address is lost), and the report notes the line. `split="workgroup"` with an
        address that is the same in every lane: a view write whose lanes are not known, taken as
        shared out evenly among the waves (noted)."""
        if not isinstance(ptr, LdsPtr):
            raise self.error("expected an LDS pointer", node)
        if isinstance(ptr.sym, Expr):
            # the constant offset a symbolic address carries (a buffer chosen by the loop's parity,
            # each wave's own slot in it) moves to its constant part: waves whose addresses differ
            # by a constant then keep one symbolic part and share one wave group (`merge_waves`)
            rest, k = offset_split(ptr.sym)
            if k and isinstance(rest, Expr):
                ptr = dataclasses.replace(ptr, sym=rest, const=ptr.const + k)
        if type(ptr.const) is not int or ptr.lanes is not None and set(map(type, ptr.lanes)) != _INT_ONLY:
            # offsets computed from an index value (L.IndexInt) are the numbers they are: the bytes
            # are worked out (and kept in the schedule) as plain ints, not index values
            ptr = dataclasses.replace(ptr, const=int(ptr.const),
                                      lanes=None if ptr.lanes is None else tuple(map(int, ptr.lanes)))
        eb = ptr.elem_bytes
        field = ptr.field
        active = self.active or (True,) * WAVE
        offs = ptr.lanes
        by_lane = None  # each lane's (start, end) in the field, where known
        if per_wave is not None:
            lb = per_wave // WAVE
            first = next((i for i, a in enumerate(active) if a), 0)
            m0 = (ptr.const + (offs[first] if offs else 0)) * eb
            ivs = [(m0 + i * lb, m0 + (i + 1) * lb) for i in range(WAVE) if active[i]]
            if self.div_depth:  # (each lane's bytes are wanted under a per-lane branch only, if at all)
                by_lane = functools.partial(_dma_lanes, m0, lb, active)
            split = "none"
        elif ptr.unknown is not None:
            self.note(f"{self.loc(node)}: the LDS address of this {kind} is not known (lost at "
                      f"{ptr.unknown}): the whole of {field.name} ({field.size} bytes) is assumed")
            ivs = [(0, field.size)]
            split = "none"
        elif elems is None and lane_bytes is None and offs and \
                len({o for o, a in zip(offs, active) if a}) > 1:
            # width not known: the lanes of one access do not overlap, so each lane's bytes end at
            # most where the next lane's begin
            addrs = sorted({(ptr.const + o) * eb for o, a in zip(offs, active) if a})
            gap = min(b - a for a, b in zip(addrs, addrs[1:]))
            self.note(f"{self.loc(node)}: the width of this LDS {kind} is not known: each lane's bytes are taken to "
                      f"run up to the next lane's address ({gap} bytes)")
            ivs = [(a, a + gap) for a in addrs]
            split = "none"
        elif elems is None and lane_bytes is None:
            start = (ptr.const + (min(o for o, a in zip(offs, active) if a) if offs else 0)) * eb
            self.note(f"{self.loc(node)}: the width of this LDS {kind} is not known: its bytes are assumed to run "
                      f"to the end of {field.name}")
            ivs = [(start, field.size)]
            split = "none"
        else:
            n = lane_bytes if lane_bytes is not None else elems * eb
            if offs is None:
                ivs = [(ptr.const * eb, ptr.const * eb + n)]
                if split == "workgroup":
                    self.note(f"{self.loc(node)}: the lanes of this LDS {kind} are not known: its {n} bytes are "
                              "taken as shared out evenly among the waves")
                elif self.div_depth:
                    by_lane = tuple(ivs[0] if a else None for a in active)
            else:
                if self.div_depth:
                    by_lane = functools.partial(_each_lane, ptr.const, offs, active, eb, n)
                ivs = None
                merged = _lane_intervals(offs, active, eb, n, ptr.const * eb)
                split = "none"
        if ivs is not None:
            merged = _merge_intervals(ivs)
        const_b = merged[0][0]
        length = merged[-1][1] - const_b
        spans = tuple((s - const_b, e - s) for s, e in merged) if len(merged) > 1 else ()
        if not isinstance(ptr.sym, Expr) and (const_b < 0 or const_b + length > field.size):
            # past the end of its field (a ping-pong pointer `a0 + (a1 - a0)`): the storage field the
            # bytes lie in, the smallest one of the allocation that holds them all
            lo = field.base + const_b
            home = self.fe.home_region(lo, lo + length, ptr.elem_bytes, across=False)
            if home is None:
                raise self.error(f"LDS access [{const_b}, {const_b + length}) falls outside {field.name} "
                                 f"({field.size} bytes)", node)
            const_b, field = lo - home.base, home
        elif isinstance(ptr.sym, Expr) and (reach := self.reach(ptr.sym)) is not None and \
                (const_b + reach[0] * eb < 0 or const_b + length + reach[1] * eb > field.size):
            # a symbolic address that leaves its field (`a0 + parity * (a1 - a0)` in a loop):
            # the storage the bytes can lie in, for every value of the loop variables
            lo = field.base + const_b
            home = self.fe.home_region(lo + reach[0] * eb, lo + length + reach[1] * eb, ptr.elem_bytes)
            if home is None:
                raise self.error(f"LDS access [{const_b + reach[0] * eb}, {const_b + length + reach[1] * eb}) "
                                 f"falls outside {field.name} ({field.size} bytes)", node)
            const_b, field = lo - home.base, home
        sym = simplify("*", ptr.sym, eb) if isinstance(ptr.sym, Expr) else 0
        acc = Acc(field, eb, sym, const_b, length, split, spans)
        loc, stack = self.loc(node), self.stack
        if kind == "copy":
            stmt = AsyncCopy(loc, stack, acc, 1, text="async LDS-DMA copy")
            counter = "vm"
        elif kind == "read":
            stmt = LdsRead(loc, stack, acc, 1, text="LDS read")
            counter = "lgkm"
        else:
            stmt = LdsWrite(loc, stack, acc, 1, text="LDS write", value=value)
            counter = "lgkm"
        self.emit(stmt, node)
        if self.div_depth and by_lane is not None:  # for the sides of a per-lane branch (lane_exclusive)
            self.lane_bytes[id(stmt)] = (stmt, ptr.field.base, sym, by_lane)
        if kind == "copy" or not tracked:
            return None  # async copies and inline asm are not tracked by the compiler: no wait at use
        p = Pending(counter, self.blocks[-1], stmt)
        self.outstanding[counter].append(p)
        return p if kind == "read" else None

    def reach(self, sym: Expr) -> tuple[int, int] | None:
        """The least and greatest value of `sym` over the values of the loop variables it names,
        when each is a loop of constant bounds being walked (and there are not too many
        combinations); None otherwise."""
        names = free_vars(sym)
        if free_names(sym) or not names or any(v not in self.var_ranges for v in names):
            return None
        names = sorted(names, key=lambda v: v.name)
        ranges = [self.var_ranges[v] for v in names]
        if math.prod(len(r) for r in ranges) > REACH_LIMIT or not all(ranges):
            return None
        values = [evaluate(sym, dict(zip(names, combo))) for combo in itertools.product(*ranges)]
        return min(values), max(values)

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
            if any(isinstance(p.stmt, SmemLoad) for p in mine):
                n = 0  # scalar loads complete out of order: only lgkmcnt(0) waits for one
            if n is None:
                n = 0
                self.note(f"{self.loc(node)}: the compiler's {counter}cnt wait here is modelled as "
                          f"{counter}cnt(0) (the ops in between are not countable statically)")
            # LLVM's SIInsertWaitcnts never emits a count the field cannot hold: it waits for more
            limit = COUNTER_MAX[counter] - 1
            n = min(n, limit)
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
        idx = p.index
        if idx is None or idx >= len(block) or block[idx] is not p.stmt:
            idx = next((i for i, s in enumerate(block) if s is p.stmt), None)
            if idx is None:
                return None
            p.index = idx
        kinds = (LdsRead, LdsWrite, SmemLoad) if p.counter == "lgkm" else (AsyncCopy, VmemLoad, VmemStore)
        return _units_in(block[idx + 1:], kinds)


def _units_in(stmts, kinds) -> int | None:
    """The counter units the ops of `kinds` in `stmts` add, each time they run: a loop of constant
    bounds (an scf.for, `scf_for_loops`) adds its body's units once per iteration, as the ops of
    its iterations follow each other; None where a count, a branch or a loop's trip count is not
    known."""
    total = 0
    for s in stmts:
        if isinstance(s, kinds):
            if not isinstance(s.count, int):
                return None
            total += s.count
        elif isinstance(s, (Loop, If)):
            if not any(isinstance(x, kinds) for x in _walk((s,))):
                continue
            trips = trip_values(s) if isinstance(s, Loop) else None
            inner = _units_in(s.body, kinds) if trips is not None else None
            if inner is None:
                return None
            total += len(trips) * inner
    return total


class Walk:
    """The first walk of a runtime loop's body, which a second walk may replace (`trip_loop`,
    `lane_loop`): the trip-count walks it counted are taken back before the second walk, so that
    walk names its loops as the first did, and the notes only the first walk said are dropped
    once the second is done (the report carries the notes of the walks that count)."""

    def __init__(self, fe):
        self.fe = fe
        self.seen = dict(fe.trip_seen)
        self.mark = len(fe.notes)
        self.heard: set = set()
        fe.note_trackers.append(self.heard)
        self.new: list = []

    def _untrack(self) -> None:
        """Stop this walk's tracker hearing notes (by identity: a nested walk's tracker may hold
        the same notes, and is not this one)."""
        trackers = self.fe.note_trackers
        for i, t in enumerate(trackers):
            if t is self.heard:
                del trackers[i]
                return

    def first_done(self) -> None:
        self._untrack()
        self.new = self.fe.notes[self.mark:]

    def again(self) -> None:
        self.fe.trip_seen.clear()
        self.fe.trip_seen.update(self.seen)
        self.heard = set()
        self.fe.note_trackers.append(self.heard)

    def settle(self) -> None:
        self._untrack()
        drop = {n for n in self.new if n not in self.heard}
        if drop:
            self.fe.notes[:] = [n for n in self.fe.notes if n not in drop]


class ScfRange(RangeValue):
    """The constant range of an scf.for (`scf_for_loops`): walked as a loop, never unrolled."""

    def concrete(self) -> bool:
        return False


def _scf_range(it):
    if isinstance(it, range):
        return ScfRange(it.start, it.stop, it.step)
    if isinstance(it, CarriedRange) and isinstance(it.inner, range):
        return CarriedRange(_scf_range(it.inner), it.init)
    return it


class CarriedRange:
    """`range(a, b, s, init=[...])`: a loop with iteration arguments."""

    def __init__(self, inner, init: list):
        self.inner = inner
        self.init = init


_MISSING_NAME = object()


def _is_runtime_data(v) -> bool:
    """Register data (no schedule value): runtime scalars, vectors and fragments, and lists of them."""
    if isinstance(v, (list, tuple)):
        return all(_is_runtime_data(x) for x in v)
    return isinstance(v, (Opaque, ApiResult, Frag, MethodOf)) or (isinstance(v, float))


def _runtime_copy(v):
    """The same values as runtime data that may differ in every iteration of a loop."""
    if isinstance(v, list):
        return [_runtime_copy(x) for x in v]
    if isinstance(v, tuple):
        return tuple(_runtime_copy(x) for x in v)
    if isinstance(v, (Frag, GlobalRef, LdsView, CopyAtom, Layout)):
        return v
    if isinstance(v, Opaque):
        return Opaque(v.desc, v.uniform, False, v.pend, v.nbytes)
    return Opaque("loop-carried value", _uniform(v), False)


class _Unfollowable(Opaque):
    """What a carried LDS pointer or view became at the end of the body when it is no longer a
    pointer into the same storage field (`cur = other_field_ptr`): not followed; refused where
    the body reads the value (`emit_carrying`)."""

    def __init__(self, name: str, what: str):
        super().__init__(f"{name} carried around the loop becomes {what}", True)
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "what", what)


def _carrier(v, new_var, name: str, parts: list, pointers: bool):
    """(the value standing for `v` in the body's walk, its shape) with each integer part of `v`
    a new variable, appended to `parts` as (variable, value before the loop, label); None for a
    value that is not carried this way (runtime data, objects)."""
    if isinstance(v, bool) or (isinstance(v, int) and not isinstance(v, bool)):
        var = new_var(name)
        parts.append((var, v, name))
        return var, ("int",)
    if not pointers:
        return None
    if isinstance(v, Expr):
        var = new_var(name)
        parts.append((var, v, name))
        return var, ("int",)
    if isinstance(v, Lanes) and isinstance(v.base, (int, Expr)) and not isinstance(v.base, bool):
        var = new_var(name)
        parts.append((var, v.base, name))
        return Lanes(v.vals, var, v.index), ("lanes", v.vals)
    if isinstance(v, LdsPtr) and v.unknown is None and isinstance(v.sym, (int, Expr)):
        var = new_var(name)
        parts.append((var, simplify("+", v.sym, v.const), f"{name} (element offset in {v.field.name})"))
        return LdsPtr(v.field, v.elem_bytes, var, 0, v.lanes), ("ptr", v.field, v.elem_bytes, v.lanes)
    if isinstance(v, LdsView):
        got = _carrier(v.ptr, new_var, name, parts, pointers)
        if got is None:
            return None
        return dataclasses.replace(v, ptr=got[0]), ("view", v.elems, v.layout, got[1])
    if isinstance(v, (tuple, list)) and 0 < len(v) <= 16:
        mark = len(parts)
        items, shapes = [], []
        for n, x in enumerate(v):
            got = _carrier(x, new_var, f"{name}[{n}]", parts, pointers)
            if got is None:
                if isinstance(x, (LdsPtr, LdsView)) or not _is_runtime_data(x):
                    del parts[mark:]
                    return None
                items.append(x)
                shapes.append(None)
                continue
            items.append(got[0])
            shapes.append(got[1])
        if len(parts) == mark or not _holds_pointer(v):
            # (a sequence of integers and runtime data, such as a carried loop's results: as before)
            del parts[mark:]
            return None
        return type(v)(items), ("seq", type(v), tuple(shapes))
    return None


def _holds_pointer(v, depth: int = 0) -> bool:
    if isinstance(v, (LdsPtr, LdsView)):
        return True
    return isinstance(v, (tuple, list)) and depth < 4 and any(_holds_pointer(x, depth + 1) for x in v)


def _carried_what(v) -> str:
    if isinstance(v, LdsView):
        v = v.ptr
    if isinstance(v, LdsPtr):
        return f"a pointer into {v.field.name}"
    return describe_value(v)


def _nparts(shape) -> int:
    if shape is None:
        return 0
    if shape[0] == "view":
        return _nparts(shape[3])
    if shape[0] == "seq":
        return sum(_nparts(sh) for sh in shape[2])
    return 1


def _carried_parts(shape, y, name: str) -> list:
    """The integer parts of `y`, the value the body leaves in a carried name, in the order
    `_carrier` made them for `shape`: a part whose value has another shape is a runtime value
    where that is sound (a per-lane or unevaluated offset into the same field: not followed),
    else `_Unfollowable`."""
    kind = shape[0]
    if kind == "int":
        return [y]
    if kind == "lanes":
        if isinstance(y, Lanes) and y.vals == shape[1]:
            return [y.base]
        return [Opaque(f"{name} carried around the loop", _uniform(y) and not isinstance(y, Lanes))]
    if kind == "ptr":
        _, fld, eb, lanes = shape
        if isinstance(y, LdsPtr) and y.field == fld:
            if y.elem_bytes == eb and y.lanes == lanes and y.unknown is None:
                return [simplify("+", y.sym, y.const)]
            return [Opaque(f"{name} carried around the loop", True)]  # the same field: not followed
        return [_Unfollowable(name, _carried_what(y))]
    if kind == "view":
        _, elems, layout, inner = shape
        if isinstance(y, LdsView) and y.elems == elems and y.layout == layout:
            return _carried_parts(inner, y.ptr, name)
        if isinstance(y, LdsView) and isinstance(y.ptr, LdsPtr) and inner[0] == "ptr" and y.ptr.field == inner[1]:
            return [Opaque(f"{name} carried around the loop", True)]  # another view of the same field
        return [_Unfollowable(name, _carried_what(y))] * _nparts(shape)
    # a tuple or list
    _, typ, shapes = shape
    if not isinstance(y, typ) or len(y) != len(shapes):
        return [_Unfollowable(name, _carried_what(y))] * _nparts(shape)
    out: list = []
    for n, (sh, x) in enumerate(zip(shapes, y)):
        if sh is not None:
            out.extend(_carried_parts(sh, x, f"{name}[{n}]"))
    return out


#: the longest sequence of carried values followed before it must repeat
MAX_ORBIT = 256


def _closed_forms(init: list, slots: dict, yielded: list, loop: Loop) -> dict:
    """{slot variable: its value in the iteration where `loop.var` has its value}, for the carried
    integers whose update `yielded[i]` is a function of the carried integers alone (followed from
    `init` until the sequence repeats) or of the loop variable alone."""
    svars = set(slots.values())
    upd = {i: yielded[i] for i in slots}

    def exact(v):
        return isinstance(v, int) or isinstance(v, Expr)

    orbit = {i for i in slots if exact(upd[i]) and not free_names(upd[i]) and free_vars(upd[i]) <= svars}
    while True:  # drop the slots whose update reads a slot outside the set
        keep = {slots[i] for i in orbit}
        drop = {i for i in orbit if not free_vars(upd[i]) <= keep}
        if not drop:
            break
        orbit -= drop
    k = Var("k")  # the loop's counter: 0, 1, 2, ...
    forms: dict = {}
    if orbit:
        order = sorted(orbit)
        seq: list[tuple] = []
        seen: dict[tuple, int] = {}
        x = tuple(init[i] for i in order)
        try:
            while x not in seen and len(seq) < MAX_ORBIT:
                seen[x] = len(seq)
                seq.append(x)
                env = {slots[i]: v for i, v in zip(order, x)}
                x = tuple(evaluate(upd[i], env) for i in order)
                if not all(isinstance(v, int) for v in x):
                    raise TypeError("not an integer")
        except (ArithmeticError, TypeError, KeyError):
            seen = {}
        if x in seen:
            mu = seen[x]
            for n, i in enumerate(order):
                form = _sequence_form([s[n] for s in seq], mu, k)
                if all(evaluate(form, {k: m}) == seq[m if m < len(seq) else mu + (m - mu) % (len(seq) - mu)][n]
                       for m in range(len(seq) + len(seq) - mu)):
                    forms[slots[i]] = form
    for i in slots:
        f, v = upd[i], slots[i]
        if v in forms or not isinstance(f, BinOp) or f.op not in ("+", "-") or isinstance(init[i], bool):
            continue
        # a counter that never repeats: x + c (or c + x, x - c) from init
        if f.left == v and isinstance(f.right, Const) and not isinstance(f.right.value, bool):
            c = f.right.value if f.op == "+" else -f.right.value
        elif f.op == "+" and f.right == v and isinstance(f.left, Const) and not isinstance(f.left.value, bool):
            c = f.left.value
        else:
            continue
        forms[v] = simplify("+", init[i], simplify("*", c, k))
        orbit.add(i)
    start, step = loop.start, loop.step
    counter = loop.var if (start == 0 and step == 1) else simplify("//", simplify("-", loop.var, start), step)
    out = {v: substitute(f, {k: counter}) for v, f in forms.items()}
    for i in slots:
        f = upd[i]
        if i in orbit or not exact(f) or free_vars(f) & svars or not free_vars(f) <= {loop.var}:
            continue
        # set from the loop variable alone: iteration k holds what iteration k - 1 yielded
        before = substitute(f, {loop.var: simplify("-", loop.var, step)})
        out[slots[i]] = Select(as_expr(simplify("==", loop.var, start)), as_expr(init[i]), as_expr(before))
    return out


def _sequence_form(values: list[int], mu: int, k: Var) -> Value:
    """values[k] for k < mu, then values[mu:] repeated: as an expression over `k`."""
    cycle = values[mu:]
    lam = len(cycle)
    if lam == 1:
        tail = cycle[0]
    else:
        lin = _mod_progression(cycle)
        shifted = simplify("-", k, mu)
        if lin is not None:
            a, d, m = lin
            tail = simplify("%", simplify("+", a, simplify("*", d, shifted)), m)
        else:
            tail = _table(cycle, simplify("%", shifted, lam))
    if mu == 0:
        return tail
    return Select(as_expr(simplify("<", k, mu)), as_expr(_table(values[:mu], k)), as_expr(tail))


def _table(values: list[int], index: Value) -> Value:
    out: Value = values[-1]
    for n in range(len(values) - 2, -1, -1):
        if values[n] != out:
            out = Select(as_expr(simplify("==", index, n)), Const(values[n]), as_expr(out))
    return out


def _mod_progression(cycle: list[int]):
    """(a, d, m) with cycle[n] == (a + d*n) % m for every n and the cycle's length its period,
    for the smallest such m; None if there is none (a ring slot advanced by a constant)."""
    if min(cycle) < 0:
        return None
    lam = len(cycle)
    top = max(cycle)
    for m in range(top + 1, top + 2 + 4 * lam):
        a, d = cycle[0], (cycle[1] - cycle[0]) % m
        if all(cycle[n] == (a + d * n) % m for n in range(lam)) and (a + d * lam) % m == a:
            return a, d, m
    return None


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


def _asm_fields(ins: str, op: str) -> list[str]:
    return [f.strip() for f in ins[len(op):].split(",")]


def _asm_label(lines, i, target, ins, ev, node) -> int:
    """The index after the local label `target` (`1f`: the next `1:` forward, `1b`: backward)."""
    m = re.fullmatch(r"(\w+?)([fb]?)", target)
    name, direction = (m.group(1), m.group(2)) if m else (target, "")
    order = range(i, len(lines)) if direction != "b" else range(i - 2, -1, -1)
    for j in order:
        if lines[j].split()[0] == f"{name}:":
            return j + 1
    raise ev.error(f"inline asm {ins!r}: no label {target}", node)


def _ds_width(op: str) -> int | None:
    """Bytes per lane an LDS instruction reads or writes, from its mnemonic."""
    m = re.match(r"ds_(read|write|load|store)_(b|u|i)(\d+)", op)
    if m:
        return int(m.group(3)) // 8
    if re.match(r"ds_(add|sub|min|max|and|or|xor|inc|dec|cmpst|mskor|swap|cmpswap|pk_add)", op):
        return 8 if "_u64" in op or "_i64" in op or "_f64" in op or "_b64" in op or "rtn_b64" in op else 4
    return None


#: (lane offsets, active lanes, element bytes, bytes per lane) -> the lanes' merged byte intervals
#: from offset 0: a wave issues the same lane pattern at many addresses (a ring buffer's slots)
_LANE_INTERVALS: dict = {}


def _lane_intervals(offs, active, eb: int, n: int, shift: int) -> list[tuple[int, int]]:
    """`_merge_intervals` of each active lane's bytes [(o * eb), (o * eb) + n), moved by `shift`
    (merging does not depend on where the intervals lie)."""
    key = (offs, active, eb, n)
    rel = _LANE_INTERVALS.get(key)
    if rel is None:
        if len(_LANE_INTERVALS) >= 4096:
            _LANE_INTERVALS.clear()
        rel = _LANE_INTERVALS[key] = _merge_intervals([(int(o) * eb, int(o) * eb + n) for o, a in zip(offs, active) if a])
    return [(shift + s, shift + e) for s, e in rel]


def _merge_intervals(ivs) -> list[tuple[int, int]]:
    """Sorted byte intervals with overlapping or touching ones joined."""
    out: list[list[int]] = []
    for s, e in sorted(ivs):
        if out and s <= out[-1][1]:
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([s, e])
    return [(s, e) for s, e in out]


def L_ptr(p: LdsPtr, lanes: tuple[int, ...]) -> LdsPtr:
    """`p` with per-lane offsets `lanes`; offsets equal in every lane fold into its constant."""
    first = lanes[0]
    if all(x == first for x in lanes):
        return dataclasses.replace(p, const=p.const + first, lanes=None)
    return dataclasses.replace(p, lanes=lanes)


def layout_rank(layout) -> int | None:
    """The number of top-level modes of a layout's shape, when known."""
    if not isinstance(layout, Layout):
        return None
    if layout.rank is not None:
        return layout.rank
    if isinstance(layout.shape, (tuple, list)):
        return len(layout.shape)
    return 1 if isinstance(layout.shape, int) else None


def rank_of(v) -> int | None:
    """The static rank of a global view, an LDS view or a layout, when known."""
    if isinstance(v, GlobalRef):
        return v.rank
    if isinstance(v, LdsView):
        return layout_rank(v.layout)
    return layout_rank(v)


def _runtime(v) -> bool:
    return isinstance(v, (Opaque, Lanes, LaneCond, ApiResult, MethodOf, MmaCoord, CoordView))


_INT_ONLY = {int}

#: the commonest kinds of runtime values (LDS addresses and views, register fragments and values,
#: library results), none of them a kind with names of its own (a module, a class, an instance, a
#: struct, ...): `attribute` goes straight to `runtime_attribute` for them
_RUNTIME_KINDS = frozenset({Opaque, LdsPtr, ApiResult, MethodOf, Lanes, LaneCond, Frag, LdsView})


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


@dataclasses.dataclass(frozen=True)
class _AlignedQuot:
    """`p // k` of an LDS address `p`: `ptr` is p rounded down to a multiple of k (so `* k` gives
    it back); any other use loses the address."""

    ptr: LdsPtr
    k: int


def _lds_uniform(ptr) -> bool:
    """Every lane reads the same LDS address: the value is the same in every lane, and in every
    wave too, for the checker separately proves the read ordered after the writes it may see."""
    return isinstance(ptr, LdsPtr) and ptr.lanes is None and ptr.unknown is None


def _uniform(v) -> bool:
    if isinstance(v, Opaque):
        return v.uniform
    if isinstance(v, ApiResult):
        return v.uniform
    if isinstance(v, (Lanes, LaneCond, MmaCoord)):
        return False
    if isinstance(v, MethodOf):
        return _uniform(v.obj)
    if isinstance(v, (tuple, list)):
        return all(_uniform(x) for x in v)
    return True


def _concatenation(mask) -> bool:
    """Is a vector shuffle's mask [0, 1, ..., n-1] (its two operands side by side)?"""
    return isinstance(mask, (list, tuple)) and len(mask) > 0 and \
        all(type(m) is int and m == i for i, m in enumerate(mask))


#: kinds of values that never hold a pending op (`_gather` passes them by at once: most arguments
#: of a call are numbers, per-lane numbers and runtime values)
_NO_PENDING = frozenset({int, float, bool, str, type(None), L.IndexInt, Lanes, LaneCond, LdsPtr})


def _gather(v, out: list, depth: int) -> None:
    if depth > 4:
        return
    t = type(v)
    if t in _NO_PENDING:
        return
    if t is Opaque:
        out.extend(v.pend)
        return
    if (t is list or t is tuple) and depth < 4:
        for x in v:
            tx = type(x)
            if tx in _NO_PENDING:
                continue
            if tx is Opaque:
                out.extend(x.pend)
            else:
                _gather(x, out, depth + 1)
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


def _assigned_names(body) -> list[str]:
    """The names the statements bind (assignments, loop targets, `with ... as`), in order, not
    looking into nested functions and classes."""
    out: list[str] = []
    todo = list(body)
    while todo:
        n = todo.pop(0)
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store) and n.id not in out:
            out.append(n.id)
        todo.extend(ast.iter_child_nodes(n))
    return out


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


def _has_sync(body) -> bool:
    """Copies, barriers or explicit waits among the statements (a runtime loop holding them is
    walked again as a trip-count loop, when its length is the same in every lane)."""
    return any(isinstance(s, (Barrier, AsyncCopy)) or (isinstance(s, Wait) and s.text != COMPILER_WAIT)
               for s in _walk(body))


def _dma_lanes(m0: int, lb: int, active: tuple) -> tuple:
    """Each lane's bytes (start, end) of an LDS-DMA copy from M0 (None: an inactive lane)."""
    return tuple((m0 + i * lb, m0 + (i + 1) * lb) if active[i] else None for i in range(WAVE))


def _each_lane(const: int, offs: tuple, active: tuple, eb: int, n: int) -> tuple:
    """Each lane's bytes (start, end) of an access of n bytes per lane at element offsets
    const + offs[i] (None: an inactive lane)."""
    return tuple(((const + o) * eb, (const + o) * eb + n) if a else None for o, a in zip(offs, active))


def _lane_aligned(a, b, op_a, op_b) -> bool:
    """Do two LDS ops (their `lane_bytes` records) touch common bytes only in the same lane?"""
    if a is None or b is None or a[0] is not op_a or b[0] is not op_b:
        return False  # a lane's bytes are not known
    (_, base_a, sym_a, lanes_a), (_, base_b, sym_b, lanes_b) = a, b
    if sym_a != sym_b:
        return False
    if callable(lanes_a):  # (worked out when first asked: lds_op)
        lanes_a = lanes_a()
    if callable(lanes_b):
        lanes_b = lanes_b()
    shift = base_a - base_b  # b's bytes in a's field
    spans = sorted((s + shift, e + shift, lane) for lane, iv in enumerate(lanes_b) if iv is not None
                   for s, e in (iv,))
    starts = [sp[0] for sp in spans]
    ends = [sp[1] for sp in spans]
    # where the spans end in the order they start (lanes' bytes that do not nest: the usual case),
    # the ones ending after a point are the last ones: only those are looked at
    ends_in_order = all(map(operator.le, ends, ends[1:]))
    for lane, iv in enumerate(lanes_a):
        if iv is None:
            continue
        s, e = iv
        i = bisect_left(starts, e)  # b's spans starting before e
        j = bisect_right(ends, s, 0, i) if ends_in_order else 0  # (and, from j on, ending after s)
        for bs, be, bl in spans[j:i]:
            if be > s and bl != lane:
                return False
    return True


def _tag_arms(stmts: tuple, arm: tuple, swap: dict) -> tuple:
    """`stmts` with every LDS op tagged with one more per-lane branch side (ir.Arms); swap maps
    the id of each op replaced to its new statement."""
    out = []
    for st in stmts:
        if isinstance(st, (AsyncCopy, LdsRead, LdsWrite)):
            new = dataclasses.replace(st, arms=st.arms + (arm,))
            swap[id(st)] = new
            st = new
        elif isinstance(st, Loop):
            st = dataclasses.replace(st, body=_tag_arms(st.body, arm, swap))
        elif isinstance(st, If):
            st = dataclasses.replace(st, then=_tag_arms(st.then, arm, swap), orelse=_tag_arms(st.orelse, arm, swap))
        out.append(st)
    return tuple(out)


def _op_word(st) -> str:
    return "async copy" if isinstance(st, AsyncCopy) else "read" if isinstance(st, LdsRead) else "write"


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
    if isinstance(v, (Lanes, LaneCond)):
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


_SCALAR_TYPE_BYTES = {"i1": 1, "i8": 1, "i16": 2, "i32": 4, "i64": 8, "index": 8, "f16": 2, "bf16": 2, "f32": 4,
                      "f64": 8, "f8": 1, "F16Type": 2, "BF16Type": 2, "F32Type": 4, "F64Type": 8}


_NOT_A_TYPE = object()


@functools.lru_cache(maxsize=4096)
def _leaf_type_bytes(leaf: str):
    """Bytes of a type named by an API leaf (`i32`, `f32x4`, `BFloat16`), None for a type of
    sub-byte width, or _NOT_A_TYPE."""
    if leaf in _SCALAR_TYPE_BYTES:
        return _SCALAR_TYPE_BYTES[leaf]
    m = re.fullmatch(r"([a-z]+\d+)x(\d+)", leaf)
    if m and m.group(1) in _SCALAR_TYPE_BYTES:
        return _SCALAR_TYPE_BYTES[m.group(1)] * int(m.group(2))
    if leaf in DTYPE_BITS:
        return DTYPE_BITS[leaf] // 8 if DTYPE_BITS[leaf] % 8 == 0 else None
    return _NOT_A_TYPE


def type_bytes(t) -> int | None:
    """Bytes of a register type (`T.i32`, `T.f32x4`, `T.vec(8, T.bf16)`, `ir.VectorType.get([2], i32)`,
    `Vec.make_type(4, fx.Int32)`, `fx.BFloat16`), or None."""
    if type(t) is Api:
        return _api_type_bytes(t.path)
    if isinstance(t, VecType):
        return t.bytes
    if isinstance(t, Opaque) and t.desc.endswith((".ir_type", ".type")) and "." in t.desc:  # fx.BFloat16.ir_type
        return type_bytes(Api(t.desc.rsplit(".", 1)[0]))
    if isinstance(t, ClassValue) and "ir_type" in t.attrs:  # class BF16Ty: ir_type = fx.BFloat16.ir_type
        return type_bytes(t.attrs["ir_type"])
    if isinstance(t, Api) and t.leaf in ("ir_type", "type") and "." in t.path:
        return type_bytes(Api(t.path.rsplit(".", 1)[0]))
    if isinstance(t, (Api, ApiResult)):
        found = _leaf_type_bytes(t.leaf)
        if found is not _NOT_A_TYPE:
            return found
    if isinstance(t, ApiResult):
        if t.leaf == "vec" and len(t.args) == 2 and isinstance(t.args[0], int):
            inner = type_bytes(t.args[1])
            return None if inner is None else t.args[0] * inner
        if t.leaf == "get" and t.path.endswith("VectorType.get") and len(t.args) == 2:
            dims = t.args[0]
            inner = type_bytes(t.args[1])
            if isinstance(dims, (list, tuple)) and all(isinstance(d, int) for d in dims) and inner is not None:
                n = 1
                for d in dims:
                    n *= d
                return n * inner
        if t.leaf == "get_signless" and t.args and isinstance(t.args[0], int) and t.args[0] % 8 == 0:
            return t.args[0] // 8
        if t.leaf in ("get", "F16Type", "BF16Type", "F32Type") and not t.args:
            return type_bytes(Api(t.path.rsplit(".", 1)[0]))
    return None


@functools.lru_cache(maxsize=4096)
def _api_type_bytes(path: str) -> int | None:
    """`type_bytes` of a library name (it depends on the name alone)."""
    leaf = path.rsplit(".", 1)[-1]
    if leaf in ("ir_type", "type") and "." in path:
        return _api_type_bytes(path.rsplit(".", 1)[0])
    found = _leaf_type_bytes(leaf)
    return None if found is _NOT_A_TYPE else found


def value_bytes(v) -> int | None:
    """Bytes per lane of a value being stored, where known."""
    if isinstance(v, Opaque):
        return v.nbytes
    return None


def _rescale(p: LdsPtr, elem_bytes: int, loc: Loc) -> LdsPtr:
    """The same LDS address counted in elements of `elem_bytes` bytes (lost, at `loc`, where the
    byte offset is not a whole number of them)."""
    eb = p.elem_bytes
    if elem_bytes == eb or p.unknown is not None:
        return dataclasses.replace(p, elem_bytes=elem_bytes)
    parts = [p.const * eb] + [x * eb for x in (p.lanes or ())]
    sym = p.sym
    if isinstance(sym, Expr):
        if eb % elem_bytes:  # a symbolic byte offset need not be a whole number of larger elements
            return LdsPtr(p.field, elem_bytes, 0, 0, None, loc)
        sym = simplify("*", sym, eb // elem_bytes) if eb // elem_bytes != 1 else sym
    else:
        parts.append(sym * eb)
    if any(x % elem_bytes for x in parts):
        return LdsPtr(p.field, elem_bytes, 0, 0, None, loc)
    scaled = [x // elem_bytes for x in parts]
    if not isinstance(sym, Expr):
        sym = scaled.pop()
    return LdsPtr(p.field, elem_bytes, sym, scaled[0], tuple(scaled[1:]) if p.lanes else None, None)
