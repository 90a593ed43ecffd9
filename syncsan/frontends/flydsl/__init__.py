"""FlyDSL frontend: read a FlyDSL kernel file (AST only, never imported) into schedule Programs.

The kernel function is walked once per wave with that wave's thread-id range, the helpers it
calls are inlined (closures, module functions, classes, functions from sibling modules of the
kernel's package), constexpr parameters come from `--param` and the parameter struct's factory,
and runtime values that decide loops or branches (`k_tiles`) become schedule parameters. Waves
with the same schedule form a wave group. One Program per kernel and constexpr combination.
"""

from __future__ import annotations

import ast
import dataclasses
import fnmatch
import itertools
import tomllib
from pathlib import Path

from syncsan import sources
from syncsan.errors import InputError, Loc
from syncsan.frontends.edit import source_facts, wave_facts
from syncsan.frontends.flydsl.waves import walk_shared
from syncsan.frontends.flydsl.evaluator import COMPILER_WAIT, FlyEvaluator, KernelDefined, _scope_file, _Unknown, _walk
from syncsan.frontends.flydsl.values import (
    Acc,
    Api,
    ArrayType,
    External,
    GlobalRef,
    LdsPtr,
    Module,
    Opaque,
    Storage,
    StructClass,
    StructValue,
)
from syncsan.frontends.pyeval import Function, Scope, defines_for, evaluation_limits, parse
from syncsan.frontends.schedule import TARGETS, _group_waves
from syncsan.ir import (
    AsyncCopy,
    Expr,
    If,
    LdsRead,
    LdsRef,
    LdsWrite,
    Loop,
    OpenRange,
    Param,
    ParamDecl,
    Program,
    Region,
    Span,
    Wait,
    WaveSpans,
    check_waves,
    free_names,
    simplify,
)

def _profile_dir() -> Path:
    source = Path(__file__).resolve().parents[3] / "rules" / "profiles"
    if source.is_dir():
        return source
    from importlib import resources
    return Path(str(resources.files("syncsan") / "rules_docs" / "profiles"))


PROFILE_DIR = _profile_dir()
#: constexpr value combinations (one program each) built for one kernel at most
MAX_PROGRAMS = 4096
SCALAR_TYPES = {"Int32", "Int64", "Int16", "Index", "Uint32", "Int8", "Float32", "Boolean", "Bool"}
#: other runtime argument types of a @flyc.jit launcher (not constexprs)
RUNTIME_ARG_TYPES = {"Tensor", "Pointer", "Stream"}
MODEL_NOTE = ("model: LDS addresses are evaluated lane by lane (each wave's 64 lanes with their thread ids); "
              "async copies are LDS-DMA (vmcnt, one unit per wave per copy call, M0 + lane*bytes); "
              "LDS reads retire at the compiler's lgkmcnt wait before the first use of their data, "
              "counted as the LDS ops issued after them (one unit per FlyDSL call; inline-asm reads only "
              "at explicit waits); copies through tiled-copy views whose lanes are not known read the "
              "whole view and write it shared out among the waves")


def load_flydsl(path: str | Path, options, source: str | None = None) -> list[Program]:
    """The programs of a FlyDSL file; `source` stands in for the file's text (an edited copy)."""
    with evaluation_limits():
        fe = _Frontend(Path(path), options)
        fe.source_override = source
        return fe.load()


class _Frontend:
    def __init__(self, path: Path, options):
        self.path = path
        self.file = str(path)
        self.options = options
        self.params: dict[str, tuple] = dict(getattr(options, "params", {}) or {})
        self.target_name = options.target or "gfx950"
        if self.target_name not in TARGETS:
            raise InputError(f"target {self.target_name} is not supported: syncsan models the wave64 CDNA targets "
                             f"{', '.join(TARGETS)} (their LDS-DMA, vmcnt/lgkmcnt and s_barrier); "
                             f"{_target_family(self.target_name)}", _kernel_loc(path, options.kernel))
        self.modules: dict[str, Module] = {}
        self.loading: set[str] = set()
        self.notes: list[str] = []
        self.runtime: dict[str, Loc] = {}
        self.arg_params: set[str] = set()  # runtime parameters that are kernel arguments
        self.walk_names: dict[str, int] = {}
        #: the made_names lists of the runtime loops' first walks being watched (each gets every
        #: runtime value named while it is: (name, where))
        self.name_log: list = []
        self.used_fenced_barrier = False
        self.storage: dict[tuple, Region] = {}
        self.storage_elem: dict[str, tuple[Region, int]] = {}
        self.lds_top = 0  # LDS bytes the kernel walk has allocated so far
        self.branch_params: dict[str, Loc] = {}  # parameters for uniform runtime branch conditions
        self.trip_params: dict[str, Loc] = {}  # parameters for trip counts of loops over unnamed runtime bounds
        #: trip-count names by walk: base name -> the (call stack, walk number in it) keys seen, in
        #: order (the first keeps the base name); and this wave's walks so far per (base, call stack)
        self.trip_walks: dict[str, list] = {}
        self.trip_seen: dict[tuple, int] = {}
        #: the note each parameter was announced with, said again where a later walk uses it
        self.param_notes: dict[str, str] = {}
        #: sets collecting the notes said while a walk that may be discarded runs (evaluator.Walks)
        self.note_trackers: list[set] = []
        #: runtime parameters known to be multiples of a number (`pack_stride = grid_dim.x * 128`: 128)
        self.param_multiple: dict[str, int] = {}
        #: parameters for how many iterations fewer than its first lanes a wave of a loop whose length
        #: differs between lanes runs: name -> (loc, the most)
        self.short_params: dict[str, tuple[Loc, int]] = {}
        #: runtime loops (nodes) whose next first walk is worth watching (evaluator.first_walk_ends)
        self.first_walk_worth: dict = {}
        self.profiles = _load_profiles(path)
        self.profile_used: list[str] = []
        #: attributes the checked code set on library objects: id -> (object, {name: value})
        self.attr_overlay: dict[int, tuple] = {}
        self.overlay_version = 0  # counts attributes set on library objects (summaries key on it)
        self.defines: dict = dict(getattr(options, "defines", {}) or {})
        self.defines_used: set[str] = set()
        #: ids of the `for ... in range(...)` statements FlyDSL rewrites to scf.for (scf_for_loops)
        self.scf_fors: set[int] = set()

    # ------------------------------------------------------------ bookkeeping
    def add_note(self, text: str) -> None:
        for heard in self.note_trackers:
            heard.add(text)
        if text not in self.notes:
            self.notes.append(text)

    def runtime_param(self, name: str, value: Opaque, loc: Loc) -> Param:
        n = self.walk_names.get(name, 0) + 1
        self.walk_names[name] = n
        unique = name if n == 1 else f"{name}.{n}"
        self.runtime.setdefault(unique, loc)
        for log in self.name_log:
            log.append((unique, loc))
        return Param(unique)

    def is_runtime_param(self, name: str) -> bool:
        return name in self.runtime

    def trip_param(self, loc: Loc, text: str, suffix: str = "", context: tuple = ()) -> str:
        """A parameter standing for the trip count of a loop over runtime bounds nobody named
        (`suffix` tells apart the waves of a loop whose length differs between lanes). Each walk
        of the loop in a wave has its own: the first walk the loop's name (`trips_L68`), a walk
        from another call (`context`: the call sites, outermost first) the name with those
        sites' lines (`trips_L68.L120`), a further walk in the same call a number (`.2`), so
        that two walks whose bounds may differ never share a count; every wave names its k-th
        walk in a call alike."""
        base = (f"trips_L{loc.line}" if Path(loc.file).resolve() == self.path.resolve() else
                f"trips_{Path(loc.file).stem}_L{loc.line}")
        n = self.trip_seen.get((base + suffix, context), 0)
        self.trip_seen[(base + suffix, context)] = n + 1
        walks = self.trip_walks.setdefault(base + suffix, [])
        if (context, n) not in walks:
            walks.append((context, n))
        name, via = base + suffix, ""
        if walks[0] != (context, n):
            if context != walks[0][0]:
                name = base + "." + "_".join(f"L{c.line}" if Path(c.file).resolve() == self.path.resolve()
                                             else f"{Path(c.file).stem}_L{c.line}" for c in context)
                via = " (the walk for the call" + ("s" if len(context) > 1 else "") + " at " + \
                    ", ".join(str(c) for c in context) + ")"
            else:
                name = base
            if n:
                name += f".{n + 1}"
                via += f" (walk {n + 1} of it in this call)"
            name += suffix
        if name in self.trip_params:
            self.add_note(self.param_notes[name])  # a later walk uses it: said again (evaluator.Walks)
        else:
            self.trip_params[name] = loc
            self.runtime.setdefault(name, loc)
            given = self.params.get(name)
            if given is None:
                counts = f"every count from 0 unless --param {name}=... is given"
            elif isinstance(given, OpenRange):
                counts = f"every count from {given.lo}, as --param gives"
            else:
                shown = (f"{given[0]}..{given[-1]}" if isinstance(given, range) else
                         ", ".join(str(v) for v in given))
                counts = f"only the counts {shown} that --param gives are checked, not every count"
            self.param_notes[name] = (f"{loc}: the loop {text}{via} runs a number of times that is a runtime value: "
                                      f"parameter {name} ({counts})")
            self.add_note(self.param_notes[name])
        return name

    def short_param(self, loc: Loc, trips: str, offset: int, most: int) -> str:
        """A parameter for how many iterations fewer than `trips` (the count of a lane whose start
        lies in the first block) a lane starting `offset` further runs: 0 to `most`."""
        name = f"{trips}.short{offset}"
        if name not in self.short_params:
            self.short_params[name] = (loc, most)
            self.runtime.setdefault(name, loc)
        return name

    def branch_param(self, node, loc: Loc, text: str) -> str:
        """A parameter standing for the outcome of a workgroup-uniform runtime condition with
        barriers under it (both outcomes are checked unless --param gives one)."""
        name = f"cond_L{loc.line}" if Path(loc.file).resolve() == self.path.resolve() else \
            f"cond_{Path(loc.file).stem}_L{loc.line}"
        if name not in self.branch_params:
            self.branch_params[name] = loc
            self.runtime.setdefault(name, loc)
            self.param_notes[name] = (f"{loc}: the condition {text} is a runtime value the same in every wave: both "
                                      f"outcomes are checked (parameter {name} = False, True)")
            self.add_note(self.param_notes[name])
        else:
            self.add_note(self.param_notes[name])  # a later walk uses it: said again (evaluator.Walks)
        return name

    # ------------------------------------------------------------ modules
    def load_module(self, file: Path) -> Module:
        key = str(file.resolve())
        if key in self.modules:
            return self.modules[key]
        if key in self.loading:
            raise InputError(f"circular import of {file}")
        self.loading.add(key)
        try:
            shown = self.file if file.resolve() == self.path.resolve() else str(file)
            override = getattr(self, "source_override", None)
            source = override if override is not None and file.resolve() == self.path.resolve() \
                else sources.read_text(file)
            tree = parse(source, shown)
            self.scf_fors |= scf_for_loops(tree)
            scope = Scope()
            scope.vars["__file__"] = shown
            scope.vars["__name__"] = file.stem
            ev = FlyEvaluator(self, shown)
            ev.defines = defines_for(self.defines, file, main=file.resolve() == self.path.resolve())
            module = Module(shown, scope)
            self.modules[key] = module
            if file.resolve() == self.path.resolve():
                self.tree = tree
            ev.exec_module(tree, scope)
            return module
        finally:
            self.loading.discard(key)

    def resolve_module(self, from_file: str, level: int, module: str) -> Module | None:
        base = Path(from_file).resolve().parent
        for _ in range(max(0, level - 1)):
            base = base.parent
        parts = [p for p in module.split(".") if p]
        cand = base.joinpath(*parts)
        for f in (cand.with_suffix(".py"), cand / "__init__.py"):
            if parts and f.is_file():
                return self.load_module(f)
        if not parts and (base / "__init__.py").is_file():
            return self.load_module(base / "__init__.py")
        return None

    def resolve_absolute(self, from_file: str, module: str) -> Module | None:
        """`from kernels.gemm.utils import f` inside the same source tree: the first folder above
        the file that holds kernels/gemm/utils.py (a repository's own package, run from its root)."""
        parts = [p for p in module.split(".") if p]
        if not parts:
            return None
        for base in Path(from_file).resolve().parents:
            cand = base.joinpath(*parts)
            for f in (cand.with_suffix(".py"), cand / "__init__.py"):
                if f.is_file():
                    return self.load_module(f)
        return None

    def external_call(self, ev: FlyEvaluator, ext: External, args, kwargs, node):
        effect = self.profile_effect(ext.name, None)
        if effect is not None:
            return self.apply_profile(ev, effect, None, args, kwargs, node)
        self.add_note(f"{ev.loc(node)}: call to {ext.name}() (imported from {ext.origin}, which is not "
                      "followed) is not modelled: if it carries a copy, wait or barrier, map it in a profile")
        ev.consume(list(args) + list(kwargs.values()), node)
        return Opaque(f"{ext.name}()", uniform=False)

    # ------------------------------------------------------------ shared storage
    def allocate(self, what, node, ev, alignment=None) -> Storage:
        """`SharedAllocator(...).allocate(T)`: T (an @fx.struct/@fx.union class, an `fx.Array[...]`
        or a byte count) gets fresh LDS bytes. Every allocation of a kernel is disjoint from the
        others (static ones are separate LDS symbols, dynamic ones bump one base pointer), so they
        are laid out one after the other from 0, in the order the kernel makes them."""
        if isinstance(what, int) and not isinstance(what, bool):
            if what <= 0:
                raise ev.error(f"allocate size must be > 0, got {what}", node)
            what = ArrayType(1, what, alignment or 16)
        if isinstance(what, StructClass):
            size, align = self._size_only(what, ev, node)
            base = _align_up(self.lds_top, max(align, alignment or 1))
            self._layout(what, base, "", ev, node)
            self.lds_top = base + size
            return Storage(what, base)
        if isinstance(what, ArrayType):
            base = _align_up(self.lds_top, max(what.align, what.elem_bytes, alignment or 1))
            name = ev.assign_target or "lds"
            region = Region(name, (), what.size, base, ev.loc(node))
            if name in self.storage_elem and self.storage_elem[name][0] != region:
                region = Region(f"{name}@{base}", (), what.size, base, ev.loc(node))
            self.storage_elem[region.name] = (region, what.elem_bytes)
            self.lds_top = base + what.size
            return Storage(None, base, region, what.elem_bytes)
        raise ev.error("allocate() takes an @fx.struct/@fx.union class, an fx.Array[...] or a byte count", node)

    def home_region(self, lo: int, hi: int, elem_bytes: int, across: bool = True) -> Region | None:
        """The storage that LDS bytes [lo, hi) lie in: the smallest field that holds them all, else
        (with `across`: an address that may lie in either of two fields) the fields they run
        across as one region (`a0..a1`, made once), else None."""
        fields = [r for r, _ in self.storage_elem.values()]
        homes = [r for r in fields if r.base <= lo and hi <= r.base + r.size]
        if homes:
            return min(homes, key=lambda r: r.size)
        if not across:
            return None
        run = sorted((r for r in fields if r.base < hi and lo < r.base + r.size and ".." not in r.name),
                     key=lambda r: (r.base, -r.size))
        if not run or run[0].base > lo or max(r.base + r.size for r in run) < hi:
            return None
        last = max(run, key=lambda r: r.base + r.size)
        name = f"{run[0].name}..{last.name}"
        if name not in self.storage_elem:
            self.storage_elem[name] = (Region(name, (), last.base + last.size - run[0].base, run[0].base,
                                              run[0].loc), elem_bytes)
        return self.storage_elem[name][0]

    def _layout(self, cls: StructClass, base: int, prefix: str, ev, node) -> tuple[int, int]:
        offset, size, align = 0, 0, 1
        for name, typ in cls.fields:
            fsize, falign = self._type_size(typ, ev, node)
            if not cls.union:
                offset = (offset + falign - 1) // falign * falign
            start = base + (0 if cls.union else offset)
            if isinstance(typ, StructClass):
                self._layout(typ, start, f"{prefix}{name}.", ev, node)
            elif isinstance(typ, ArrayType):
                key = (id(cls), prefix + name, start)
                if key not in self.storage:
                    region = Region(name, (), typ.size, start, cls.loc)
                    if name in self.storage_elem and self.storage_elem[name][0] != region:
                        region = Region(prefix + name, (), typ.size, start, cls.loc)
                    if region.name in self.storage_elem and self.storage_elem[region.name][0] != region:
                        region = Region(f"{prefix}{name}@{start}", (), typ.size, start, cls.loc)
                    self.storage[key] = region
                    self.storage_elem[region.name] = (region, typ.elem_bytes)
            if cls.union:
                size = max(size, fsize)
            else:
                offset += fsize
                size = offset
            align = max(align, falign)
        return (size + align - 1) // align * align, align

    def _type_size(self, typ, ev, node) -> tuple[int, int]:
        if isinstance(typ, ArrayType):
            return typ.size, max(typ.align, typ.elem_bytes)
        if isinstance(typ, StructClass):
            return self._layout(typ, 0, "", ev, node) if False else self._size_only(typ, ev, node)
        raise ev.error(f"shared storage field of unsupported type ({typ!r})", node)

    def _size_only(self, cls, ev, node):
        offset, size, align = 0, 0, 1
        for _, typ in cls.fields:
            fsize, falign = self._type_size(typ, ev, node)
            if cls.union:
                size = max(size, fsize)
            else:
                offset = (offset + falign - 1) // falign * falign + fsize
                size = offset
            align = max(align, falign)
        return (size + align - 1) // align * align, align

    def storage_child(self, st: Storage, attr: str, node, ev) -> Storage:
        offset = 0
        for name, typ in st.cls.fields:
            fsize, falign = self._type_size(typ, ev, node)
            if not st.cls.union:
                offset = (offset + falign - 1) // falign * falign
            if name == attr:
                start = st.base + (0 if st.cls.union else offset)
                if isinstance(typ, StructClass):
                    return Storage(typ, start)
                region = next((r for (cid, path, _), r in self.storage.items()
                               if r.base == start and r.elem_bytes == typ.size and path.split(".")[-1] == name), None)
                if region is None:
                    region = Region(name, (), typ.size, start, st.cls.loc)
                    self.storage[(id(st.cls), name, start)] = region
                    self.storage_elem[name] = (region, typ.elem_bytes)
                return Storage(None, start, region, typ.elem_bytes)
            if not st.cls.union:
                offset += fsize
        raise ev.error(f"shared storage {st.cls.name} has no field {attr!r}", node)

    # ------------------------------------------------------------ profiles
    def profile_effect(self, name: str, func) -> dict | None:
        for prof in self.profiles:
            eff = prof["helpers"].get(name)
            if eff is not None:
                return dict(eff, _profile=prof["_path"], _name=name)
        return None

    def apply_profile(self, ev: FlyEvaluator, eff: dict, func, args, kwargs, node):
        name, where = eff["_name"], eff["_profile"]
        kind = eff.get("effect", "none")
        scope = Scope(parent=func.closure if func is not None else None)
        names = [a.arg for a in func.node.args.args] if func is not None else list(eff.get("args", []))
        for n, v in zip(names, args):
            scope.vars[n] = v
        scope.vars.update(kwargs)
        if func is not None:
            first_default = len(names) - len(func.defaults)
            for i, n in enumerate(names):
                if n not in scope.vars and i >= first_default:
                    scope.vars[n] = func.defaults[i - first_default]

        def val(key, default=None):
            text = eff.get(key)
            if text is None:
                return default
            try:
                expr = ast.parse(str(text), mode="eval").body
            except SyntaxError:
                raise InputError(f"profile {where}: {name}.{key} is not a Python expression: {text!r}") from None
            for n in ast.walk(expr):
                if hasattr(n, "lineno"):
                    n.lineno, n.col_offset = node.lineno, node.col_offset
            return ev.eval(expr, scope)

        loc, stack = ev.loc(node), ev.stack
        self.add_note(f"{loc}: {name}() modelled from profile {Path(where).name}: {kind}")
        if kind in ("copy", "read", "write"):
            ptr = val("dst") if "dst" in eff else None
            if ptr is not None:
                if not isinstance(ptr, LdsPtr):
                    raise InputError(f"profile {where}: {name}.dst must give an LDS pointer", loc)
                region, eb, off = ptr.field, ptr.elem_bytes, simplify("+", ptr.sym, ptr.const)
            else:
                field = eff.get("storage")
                if field not in self.storage_elem:
                    raise InputError(f"profile {where}: {name}: no shared storage field {field!r} "
                                     f"(known: {', '.join(self.storage_elem) or 'none'})", loc)
                region, eb = self.storage_elem[field]
                off = val("offset", 0)
            length, count = val("length"), val("count", 1)
            if not isinstance(length, int):
                raise InputError(f"profile {where}: {name}.length must give a constant", loc)
            sym = simplify("*", off, eb) if isinstance(off, Expr) else 0
            const = 0 if isinstance(off, Expr) else off * eb
            split = "workgroup" if kind in ("copy", "write") else "none"
            acc = Acc(region, eb, sym, const, length * eb, split)
            cls = {"copy": AsyncCopy, "read": LdsRead, "write": LdsWrite}[kind]
            ev.emit(cls(loc, stack, acc, count, text=f"{name} (profile)"), node)
        elif kind in ("wait", "wait_barrier"):
            ev.emit(Wait(loc, stack, val("vmcnt"), val("lgkmcnt"), text=f"{name} (profile)"), node)
        if kind in ("barrier", "wait_barrier"):
            from syncsan.ir import Barrier
            ev.emit(Barrier(loc, stack, text=f"{name} (profile)"), node)
        if kind not in ("none", "copy", "read", "write", "wait", "barrier", "wait_barrier"):
            raise InputError(f"profile {where}: {name}: unknown effect {kind!r}", loc)
        self.profile_used.append(name)
        return Opaque(f"{name}()", uniform=True)

    # ------------------------------------------------------------ kernels
    def builder_kernels(self, module: Module, want: str | None) -> list[tuple[Function, ast.FunctionDef]]:
        """Kernels defined inside a module-level builder function (`def compile_x(K, ...):
        @flyc.kernel def kernel(...)`): (builder, kernel node), in file order."""
        out = []
        for value in module.scope.vars.values():
            if not isinstance(value, Function) or value.closure is not module.scope:
                continue
            for node in ast.walk(value.node):
                if node is not value.node and isinstance(node, ast.FunctionDef) and _is_kernel(node) and \
                        (want is None or node.name == want):
                    out.append((value, node))
        return sorted(out, key=lambda bk: bk[1].lineno)

    def builder_params(self, builder: Function) -> tuple[list[str], list[str]]:
        """(constexpr parameter names, those without a default) of a builder function. Arguments
        annotated with a runtime FlyDSL type (`fx.Pointer`, `fx.Int32`, `fx.Stream`, ...) of a
        `@flyc.jit` builder are not constexprs: they are runtime values of the launch."""
        a = builder.node.args
        runtime = set(self.builder_runtime_args(builder))
        names = [x.arg for x in a.args + a.kwonlyargs if x.arg not in runtime]
        required = [x.arg for x in a.args[:len(a.args) - len(a.defaults)] if x.arg not in runtime] + \
            [x.arg for x, d in zip(a.kwonlyargs, a.kw_defaults) if d is None and x.arg not in runtime]
        return names, required

    @staticmethod
    def builder_runtime_args(builder: Function) -> dict[str, str]:
        """name -> annotation type name of a builder's runtime (non-Constexpr FlyDSL-typed) arguments."""
        out = {}
        for x in builder.node.args.args + builder.node.args.kwonlyargs:
            if x.annotation is None:
                continue
            text = ast.unparse(x.annotation)
            leaf = text.rsplit(".", 1)[-1]
            if "Constexpr" not in text and (leaf in SCALAR_TYPES or leaf in RUNTIME_ARG_TYPES):
                out[x.arg] = leaf
        return out

    def builder_programs(self, module: Module, builder: Function, knode: ast.FunctionDef) -> list[Program]:
        """Run the builder (statically) with each combination of its --param values up to the
        kernel's definition; the kernel closes over the builder's locals."""
        names, required = self.builder_params(builder)
        where = Loc(self.file, builder.node.lineno, builder.node.col_offset + 1)
        given, combos = self.constexpr_combos(names, f"an argument of the builder {builder.name}()", where)
        missing = [n for n in required if n not in given]
        if missing:
            raise InputError(f"kernel {knode.name} is built by {builder.name}(), which needs "
                             f"{', '.join(missing)}: give {'it' if len(missing) == 1 else 'them'} with "
                             + " ".join(f"--param {n}=VALUE" for n in missing), where)
        programs = []
        runtime = self.builder_runtime_args(builder)
        for combo in combos:
            consts = dict(zip(given, combo))
            ev = FlyEvaluator(self, module.file)
            self.building_kernel = knode
            args = dict(consts)
            for name, leaf in runtime.items():
                if leaf in SCALAR_TYPES:
                    self.arg_params.add(name)
                    args[name] = self.runtime_param(name, Opaque(name, True), where)
                elif leaf in ("Tensor", "Pointer"):
                    args[name] = GlobalRef(f"tensor {name}")
                else:
                    args[name] = Opaque(name, True, False)
            try:
                ev.call_function(builder, [], args, builder.node, push=False)
            except KernelDefined as found:
                kfunc = found.function
            else:
                raise InputError(f"{builder.name}() returns before it defines the kernel {knode.name} "
                                 f"(with {', '.join(f'{k}={v}' for k, v in consts.items()) or 'its defaults'})",
                                 Loc(self.file, knode.lineno, knode.col_offset + 1))
            finally:
                self.building_kernel = None
            programs.append(self.build(module, kfunc, consts, builder=builder))
        return programs

    def load(self) -> list[Program]:
        module = self.load_module(self.path)
        kernels = {n: v for n, v in module.scope.vars.items()
                   if isinstance(v, Function) and _is_kernel(v.node)}
        want = self.options.kernel
        if not kernels or (want is not None and want not in kernels):
            built = self.builder_kernels(module, want)
            if built:
                programs = []
                for builder, knode in built:
                    programs.extend(self.builder_programs(module, builder, knode))
                known = set(self.runtime)
                for builder, _ in built:
                    known |= set(self.builder_params(builder)[0])
                self._check_names(known, [b.name + "()" for b, _ in built])
                return programs
        if want is not None:
            if want not in kernels:
                known = ", ".join(sorted(kernels)) or "none"
                raise InputError(f"no FlyDSL kernel named {want!r} (kernels: {known})", Loc(self.file, 1, 1))
            chosen = [kernels[want]]
        else:
            if not kernels:
                raise InputError("no @kernel function in this file", Loc(self.file, 1, 1))
            chosen = list(kernels.values())
        programs = []
        for kfunc in chosen:
            programs.extend(self.kernel_programs(module, kfunc))
        self.check_param_names(module, chosen)
        return programs

    def kernel_args(self, module: Module, kfunc: Function):
        """(name, kind, annotation value) for each kernel argument."""
        ev = FlyEvaluator(self, module.file)
        out = []
        for a in kfunc.node.args.args:
            ann = ev.eval(a.annotation, kfunc.closure) if a.annotation is not None else None
            out.append((a, ann))
        return out

    def struct_factory(self, module: Module, cls: StructClass) -> Function | None:
        for v in module.scope.vars.values():
            if isinstance(v, Function) and v.node.returns is not None and \
                    ast.unparse(v.node.returns).split(".")[-1] == cls.name:
                return v
        return None

    def constexpr_names(self, module, kfunc) -> set[str]:
        names = set()
        for a, ann in self.kernel_args(module, kfunc):
            if isinstance(ann, StructClass):
                names |= set(ann.field_names())
                fac = self.struct_factory(module, ann)
                if fac is not None:
                    names |= {x.arg for x in fac.node.args.args} | {x.arg for x in fac.node.args.kwonlyargs}
            elif isinstance(ann, Api) and "Constexpr" in ann.path:
                names.add(a.arg)
        return names

    def check_param_names(self, module, chosen) -> None:
        known = set(self.runtime)
        for k in chosen:
            known |= self.constexpr_names(module, k)
        self._check_names(known, [k.name for k in chosen])

    def _check_names(self, known: set, where: list[str]) -> None:
        for name in self.params:
            if name not in known:
                raise InputError(f"--param {name}: no such constexpr or runtime parameter in "
                                 f"{', '.join(where)} (constexpr: "
                                 f"{', '.join(sorted(known - set(self.runtime)))}; runtime: "
                                 f"{', '.join(sorted(n for n in self.runtime if '.' not in n))})",
                                 Loc(self.file, 1, 1))

    def constexpr_combos(self, names, what: str, where: Loc) -> tuple[list[str], list[tuple]]:
        """The --param names among `names` (constexprs: one program per value) and every
        combination of their values; an open range cannot be enumerated."""
        given = [n for n in self.params if n in names]
        for n in given:
            if isinstance(self.params[n], OpenRange):
                raise InputError(f"--param {n}={self.params[n]}: {n} is {what}, so each value builds its own "
                                 "kernel; give finite values (e.g. 1,2 or 2..8)", where)
        count = 1
        for n in given:
            count *= len(self.params[n])
        if count > MAX_PROGRAMS:  # counted before any combination is built
            raise InputError(f"--param {', '.join(given)}: {count} combinations of constexpr values, each its own "
                             f"kernel; syncsan builds at most {MAX_PROGRAMS}: give fewer values", where)
        return given, list(itertools.product(*(self.params[n] for n in given))) or [()]

    def kernel_programs(self, module: Module, kfunc: Function) -> list[Program]:
        given, combos = self.constexpr_combos(self.constexpr_names(module, kfunc), "a constexpr parameter",
                                              Loc(self.file, 1, 1))
        programs = []
        for combo in combos:
            programs.append(self.build(module, kfunc, dict(zip(given, combo))))
        return programs

    def make_struct(self, module: Module, cls: StructClass, consts: dict) -> StructValue:
        fac = self.struct_factory(module, cls)
        values: dict = {}
        origin = "--param"
        if fac is not None:
            params = [a.arg for a in fac.node.args.args]
            first_default = len(params) - len(fac.node.args.defaults)
            kwargs = {}
            for i, p in enumerate(params):
                if p in consts:
                    kwargs[p] = consts[p]
                elif i < first_default:
                    raise InputError(f"the parameter struct {cls.name} is built by {fac.name}(), which needs "
                                     f"{p}: give it with --param {p}=VALUE", Loc(module.file, fac.node.lineno,
                                                                                 fac.node.col_offset + 1))
            ev = FlyEvaluator(self, module.file)
            result = ev.call_function(fac, [], kwargs, fac.node, push=False)
            if isinstance(result, StructValue):
                values = dict(result.values)
                origin = f"{fac.name}()"
        for f in cls.field_names():
            if f in consts:
                values[f] = consts[f]
            values.setdefault(f, _Unknown())
        return StructValue(cls, values, origin)

    def build(self, module: Module, kfunc: Function, consts: dict, builder: Function | None = None) -> Program:
        args = self.kernel_args(module, kfunc)
        struct = None
        for a, ann in args:
            if isinstance(ann, StructClass):
                struct = self.make_struct(module, ann, consts)
        n_total, waves_from = self.wave_count(struct, kfunc)
        check_waves(n_total, f"kernel {kfunc.name} ({waves_from})",
                    Loc(self.file, kfunc.node.lineno, kfunc.node.col_offset + 1))
        walked = self.walk_waves(module, kfunc, args, struct, consts, n_total)
        bodies = [body for body, _ in walked]
        walk_notes = list(self.notes)
        groups, regions = self.merge_waves(bodies, n_total)
        groups = tuple(dataclasses.replace(g, body=_arm_depths(self.open_conditions(g.body))) for g in groups)
        params, fixed = self.declare_params(groups)
        # compiled by LLVM: more ops may be outstanding than a counter encodes (the compiler's
        # waits then wait for more); only explicit wait values out of range are SS301 findings
        target = dataclasses.replace(TARGETS[self.target_name], counters_hold_excess=True)
        notes = [f"FlyDSL kernel {kfunc.name}" + (f" built by {builder.name}()" if builder else "") + ": " +
                 (", ".join(f"{k}={v!r}" if isinstance(v, str) else f"{k}={v}" for k, v in consts.items()) or "no constexpr values given") +
                 f"; {n_total} waves ({waves_from})"]
        notes.append(MODEL_NOTE)
        if self.used_fenced_barrier:
            notes.append("gpu.barrier() is modelled as s_waitcnt vmcnt(0) lgkmcnt(0) + s_barrier (the workgroup "
                         "fence LLVM emits around it); rocdl.s_barrier() is a bare barrier with no wait")
        notes.extend(walk_notes)
        return Program(self.file, params, regions, groups, target, frontend="flydsl", notes=tuple(notes),
                       fixed=fixed, defined=tuple(sorted(self.defines_used)),
                       frontend_data=source_facts([facts for _, facts in walked]))

    def walk_wave(self, module: Module, kfunc: Function, args, struct, consts: dict, wid: int, n_total: int):
        """Wave `wid`'s walk of the kernel: (its statements, its `wave_facts`)."""
        self.walk_names = {}
        self.trip_seen = {}
        self.lds_top = 0
        ev = FlyEvaluator(self, module.file)
        ev.wid, ev.n_total = wid, n_total
        kwargs = {}
        for a, ann in args:
            kwargs[a.arg] = self.arg_value(a, ann, struct, consts, ev)
        ev.blocks.append([])
        ev.decided = {}
        try:
            ev.call_function(kfunc, [], kwargs, kfunc.node, push=False)
        finally:
            body = tuple(ev.blocks.pop())
        facts = wave_facts(ev.decided, ev.entry_scope)
        ev.close()
        return body, facts

    def walk_waves(self, module: Module, kfunc: Function, args, struct, consts: dict, n_total: int) -> list:
        """Every wave's walk (`walk_wave`), in wave order. Wave 0 first; the others, with more
        than one job, shared out between this process and a forked one (`waves.walk_shared`)."""
        def walk(wid):
            return self.walk_wave(module, kfunc, args, struct, consts, wid, n_total)
        walked = [walk(0)]
        rest = list(range(1, n_total))
        if getattr(self.options, "jobs", 1) > 1 and len(rest) > 1:
            return walked + walk_shared(self, rest, walk)
        return walked + [walk(w) for w in rest]

    def wave_count(self, struct, kfunc) -> tuple[int, str]:
        if self.options.waves:
            return self.options.waves, "--waves"
        if struct is not None:
            bt = struct.values.get("block_threads")
            if isinstance(bt, int) and bt % 64 == 0:
                return bt // 64, f"block_threads={bt}"
            if isinstance(struct.values.get("waves"), int):
                return struct.values["waves"], f"waves={struct.values['waves']}"
            ws = [struct.values.get(k) for k in ("m_waves", "n_waves", "k_waves")]
            if all(isinstance(w, int) for w in ws):
                return ws[0] * ws[1] * ws[2], "m_waves*n_waves*k_waves"
        for d in kfunc.node.decorator_list:  # @flyc.kernel(known_block_size=[256, 1, 1])
            if isinstance(d, ast.Call):
                for kw in d.keywords:
                    if kw.arg == "known_block_size":
                        size = FlyEvaluator(self, self.file).eval(kw.value, kfunc.closure)
                        threads = size[0] if isinstance(size, (tuple, list)) and size else size
                        if isinstance(threads, int) and threads % 64 == 0:
                            return threads // 64, f"known_block_size {threads} threads"
        launched = self.launch_threads(kfunc)
        if len(launched) == 1:
            threads, where = next(iter(launched.items()))
            if threads % 64 == 0 and threads > 0:
                return threads // 64, f"launched with block {threads} at line {where}"
        why = "" if not launched else (
            f" (it is launched with {', '.join(f'{t} threads at line {w}' for t, w in launched.items())})")
        raise InputError(f"cannot tell how many waves run {kfunc.name}{why}: give --waves N",
                         Loc(self.file, kfunc.node.lineno, kfunc.node.col_offset + 1))

    def launch_threads(self, kfunc) -> dict[int, int]:
        """Threads per workgroup -> line, from the `kernel(...).launch(block=(X, 1, 1))` calls of
        the file that defines the kernel, evaluated where the kernel is defined."""
        name = kfunc.name
        file = _scope_file(kfunc.closure) or self.file
        try:
            tree = parse(sources.read_text(file), file)
        except (OSError, InputError):
            return {}
        out: dict[int, int] = {}
        ev = FlyEvaluator(self, file)
        for fn in ast.walk(tree):
            if not isinstance(fn, (ast.FunctionDef, ast.Module)):
                continue
            own = list(_own_nodes(fn))  # this function's code, not that of functions nested in it
            bound = {t.id for n in own if isinstance(n, ast.Assign) and isinstance(n.value, ast.Call)
                     and isinstance(n.value.func, ast.Name) and n.value.func.id == name
                     for t in n.targets if isinstance(t, ast.Name)}
            for n in own:
                if not (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "launch"):
                    continue
                recv = n.func.value
                if not ((isinstance(recv, ast.Call) and isinstance(recv.func, ast.Name) and recv.func.id == name)
                        or (isinstance(recv, ast.Name) and recv.id in bound)):
                    continue
                for kw in n.keywords:
                    if kw.arg != "block":
                        continue
                    try:
                        size = ev.eval(kw.value, kfunc.closure)
                    except InputError:
                        continue
                    dims = list(size) if isinstance(size, (tuple, list)) else [size]
                    if dims and all(isinstance(d, int) and not isinstance(d, bool) for d in dims) and \
                            all(d == 1 for d in dims[1:]):
                        out.setdefault(dims[0], n.lineno)
        return out

    def arg_value(self, a: ast.arg, ann, struct, consts, ev):
        if isinstance(ann, StructClass):
            return struct
        if isinstance(ann, Api):
            leaf = ann.leaf
            for prof in self.profiles:
                mma = prof["mma"].get(a.arg)
                if mma is not None and struct is not None:
                    return self.mma_spec(mma, struct, prof, ev, a)
            if leaf == "Tensor":
                bits = None
                for prof in self.profiles:
                    bits = prof["tensors"].get(a.arg, bits)
                return GlobalRef(f"tensor {a.arg}", bits)
            if leaf in SCALAR_TYPES:
                self.arg_params.add(a.arg)
                return self.runtime_param(a.arg, Opaque(a.arg, True), ev.loc(a))
            if "Constexpr" in ann.path:
                if a.arg in consts:
                    return consts[a.arg]
                return Opaque(f"constexpr {a.arg} (not given)", True)
        return Opaque(a.arg, uniform=True, scalar=False)

    def mma_spec(self, mma: dict, struct, prof, ev, a):
        from syncsan.frontends.flydsl.values import MmaSpec
        try:
            atom_m, atom_n = (int(x) for x in mma["atom"])
            wm, wn = struct.values[mma["wave_m"]], struct.values[mma["wave_n"]]
        except (KeyError, TypeError, ValueError) as exc:
            raise InputError(f"profile {prof['_path']}: mma.{a.arg} needs atom = [M, N] and wave_m/wave_n "
                             f"naming parameter-struct fields ({exc})") from None
        if not all(isinstance(v, int) and v > 0 for v in (wm, wn)):
            raise InputError(f"profile {prof['_path']}: mma.{a.arg}: wave counts are not known", ev.loc(a))
        self.add_note(f"{a.arg}: tiled MMA from profile {Path(prof['_path']).name}: {atom_m}x{atom_n} atoms on a "
                      f"{wm}x{wn} wave grid (C fragments of wave (m, n): rows {atom_m}m + {atom_m * wm}r, "
                      f"columns {atom_n}n + {atom_n * wn}s)")
        return MmaSpec(atom_m, atom_n, wm, wn)

    # ------------------------------------------------------------ waves -> groups
    def merge_waves(self, bodies, n_total):
        shapes: dict = {}  # a body's shape -> the waves of that shape, in the order first seen
        for wid, body in enumerate(bodies):
            shapes.setdefault(_erase(body), []).append(wid)  # (a shape is hashed once: a whole body)
        final = list(bodies)
        for wids in shapes.values():
            if len(wids) < 2:
                continue
            merged = _merge([bodies[w] for w in wids], wids, n_total)
            if merged is not None:
                for w in wids:
                    final[w] = merged
        regions: dict = {}
        converted = list(final)
        first = _group_waves(final, None)
        self.mma_fallback = set()  # sites where some wave group is not one MMA row of waves
        for g in first:
            for st in _walk(g.body):
                _, acc = _accs(st)
                if acc is not None and acc.split == "mma" and \
                        (tuple(g.waves) != tuple(acc.members) or isinstance(acc.sym, Expr)):
                    site = (st.loc, st.stack)
                    if site not in self.mma_fallback:
                        self.mma_fallback.add(site)
                        self.add_note(
                            f"{st.stack[0] if st.stack else st.loc}: MMA C-fragment write shared out evenly "
                            f"among all waves instead: wave group ({', '.join(map(str, g.waves))}) is not "
                            f"the waves of one MMA row ({', '.join(map(str, acc.members))})")
        for g in first:
            body = _convert(g.body, regions, g.waves, self)
            for w in g.waves:
                converted[w] = body
        groups = _group_waves(converted, None)
        base_regions = {r.name: r for r, _ in self.storage_elem.values()}
        all_regions = tuple(base_regions.values()) + tuple(r for r in regions.values() if r.name not in base_regions)
        return groups, all_regions

    def open_conditions(self, body):
        """A branch on runtime values nobody gave (`if bx * 4 < n:` with no --param for bx and n)
        is checked both ways: its condition becomes a parameter of its own, False and True."""
        out = []
        for st in body:
            if isinstance(st, If):
                cond = st.cond
                names = free_names(cond) if isinstance(cond, Expr) else set()
                if names and any(n in self.runtime and n not in self.params and n not in self.branch_params
                                 for n in names):
                    site = st.stack[0] if st.stack else st.loc
                    cond = Param(self.branch_param(None, site, str(st.cond)))
                st = dataclasses.replace(st, cond=cond, then=self.open_conditions(st.then),
                                         orelse=self.open_conditions(st.orelse))
            elif isinstance(st, Loop):
                st = dataclasses.replace(st, body=self.open_conditions(st.body))
            out.append(st)
        return tuple(out)

    def declare_params(self, groups):
        used: dict[str, object] = {}
        for g in groups:
            for stmt in _walk(g.body):
                for v in _values(stmt):
                    for n in free_names(v):
                        used.setdefault(n, stmt)
        decls = []
        for name, stmt in used.items():
            if name in self.params:
                values = self.params[name]
                if not isinstance(values, OpenRange) and any(isinstance(v, str) for v in values):
                    bad = next(v for v in values if isinstance(v, str))
                    raise InputError(f"--param {name}={bad}: {name} is a runtime value of the kernel (set at "
                                     f"{self.runtime.get(name)}), so its values are integers or bools")
                if isinstance(values, OpenRange):
                    # every value from the lower bound: the prover decides the schedule over all of them
                    decls.append(ParamDecl(name, values.lo, values.lo, None, loc=self.runtime.get(name)))
                elif isinstance(values, range) and values:
                    decls.append(ParamDecl(name, values[0], values[0], values[-1], loc=self.runtime.get(name)))
                elif all(isinstance(v, int) and not isinstance(v, bool) for v in values):
                    # the range the user asked about: what a prover proves the schedule over
                    decls.append(ParamDecl(name, min(values), min(values), max(values), loc=self.runtime.get(name)))
                else:
                    decls.append(ParamDecl(name, values[0], choices=tuple(values), loc=self.runtime.get(name)))
                continue
            if name in self.branch_params:  # a uniform runtime condition: both outcomes
                decls.append(ParamDecl(name, False, choices=(False, True), loc=self.branch_params[name]))
                continue
            if name in self.short_params:  # how many iterations fewer some lanes run: 0 to the most
                loc, most = self.short_params[name]
                decls.append(ParamDecl(name, 0, 0, most, loc=loc))
                continue
            if name in self.trip_params:  # a runtime trip count: every count
                decls.append(ParamDecl(name, 1, 0, None, loc=self.trip_params[name]))
                continue
            where = self.runtime.get(name)
            what = "a loop bound" if isinstance(stmt, Loop) else "a branch" if isinstance(stmt, If) else "a count"
            site = stmt.stack[0] if stmt.stack else stmt.loc
            raise InputError(f"{name} is a runtime value (set at {where}) that decides {what} of the schedule "
                             f"at {site}; give its range with --param {name}=LO.. (every value from LO, proved with Z3) "
                             f"or --param {name}=VALUES (e.g. 2..16)", site)
        declared = {d.name for d in decls}
        fixed = tuple(n for n in self.params if n not in declared)
        return tuple(decls), fixed


# ---------------------------------------------------------------- merging per-wave bodies


def _accs(stmt):
    for attr in ("dst", "src"):
        v = getattr(stmt, attr, None)
        if isinstance(v, Acc):
            return attr, v
    return None, None


def _erase(body):
    out = []
    for s in body:
        attr, acc = _accs(s)
        if acc is not None:
            spans = acc.spans if acc.split == "mma" else ()
            s = dataclasses.replace(s, **{attr: dataclasses.replace(acc, const=0, length=0, spans=spans)}, arms=())
        elif isinstance(s, Loop):
            s = dataclasses.replace(s, body=_erase(s.body))
        elif isinstance(s, If):
            s = dataclasses.replace(s, then=_erase(s.then), orelse=_erase(s.orelse))
        out.append(s)
    return tuple(out)


def _merge(bodies, wids, n_total):
    """Bodies of one shape: where an access differs per wave as base + wid*len, it is the wave's
    share of a workgroup-split access of n_total*len bytes; where it differs otherwise (each
    wave's lanes at their own addresses), each wave keeps its own bytes (split "wave"). Accesses
    whose symbolic part differs keep waves apart."""
    out = []
    for stmts in zip(*bodies):
        s0 = stmts[0]
        attr, acc = _accs(s0)
        if acc is not None:
            accs = [_accs(s)[1] for s in stmts]
            if isinstance(s0, LdsWrite) and any(s.value != s0.value for s in stmts):
                s0 = dataclasses.replace(s0, value="")  # the waves store different constants
            if any(s.arms != s0.arms for s in stmts):
                s0 = dataclasses.replace(s0, arms=())  # a per-lane branch's sides are lane-aligned in some waves only
            if all(a == acc for a in accs):
                out.append(s0)
                continue
            length = acc.length
            bases = {a.const - w * length for a, w in zip(accs, wids)}
            if all(a.length == length and not a.spans for a in accs) and len(bases) == 1 and acc.split == "none":
                base = bases.pop()
                total = n_total * length
                # with a symbolic part the split cannot be checked against the field's size: only
                # when every wave of the workgroup runs the access (else the waves that do not
                # would stretch it past the bytes the others touch)
                if base >= 0 and (len(wids) == n_total if isinstance(acc.sym, Expr) else
                                  base + total <= acc.field.size):
                    out.append(dataclasses.replace(s0, **{attr: dataclasses.replace(
                        acc, const=base, length=total, split="workgroup")}))
                    continue
            if all(a.split == "none" and a.sym == acc.sym and a.field == acc.field for a in accs):
                out.append(dataclasses.replace(s0, **{attr: _per_wave(accs, wids)}))
                continue
            return None
        if isinstance(s0, Loop):
            inner = _merge([s.body for s in stmts], wids, n_total)
            if inner is None:
                return None
            out.append(dataclasses.replace(s0, body=inner))
        elif isinstance(s0, If):
            t = _merge([s.then for s in stmts], wids, n_total)
            e = _merge([s.orelse for s in stmts], wids, n_total)
            if t is None or e is None:
                return None
            out.append(dataclasses.replace(s0, then=t, orelse=e))
        else:
            if any(s != s0 for s in stmts):
                return None
            out.append(s0)
    return tuple(out)


def _arm_depths(body):
    """`body` with the depth of each per-lane branch in its ops' arms (ir.Arms): the loops around
    the branch, taken as the fewest loops around any of its ops (an op inside a loop of one side
    has more; more only makes the tag claim less)."""
    depth: dict[int, int] = {}

    def scan(stmts, d):
        for st in stmts:
            if isinstance(st, Loop):
                scan(st.body, d + 1)
            elif isinstance(st, If):
                scan(st.then, d)
                scan(st.orelse, d)
            else:
                for branch, _, _ in getattr(st, "arms", ()):
                    depth[branch] = min(depth.get(branch, d), d)

    def fill(stmts):
        out = []
        for st in stmts:
            if isinstance(st, Loop):
                st = dataclasses.replace(st, body=fill(st.body))
            elif isinstance(st, If):
                st = dataclasses.replace(st, then=fill(st.then), orelse=fill(st.orelse))
            elif getattr(st, "arms", ()):
                st = dataclasses.replace(st, arms=tuple((b, side, depth[b]) for b, side, _ in st.arms))
            out.append(st)
        return tuple(out)

    scan(body, 0)
    return fill(body) if depth else body


def _wave_bytes(acc: Acc) -> list[tuple[int, int]]:
    """An access's byte intervals relative to its storage field (apart from the symbolic part)."""
    if acc.spans:
        return [(acc.const + off, acc.const + off + n) for off, n in acc.spans]
    return [(acc.const, acc.const + acc.length)]


def _per_wave(accs, wids) -> Acc:
    """One access whose bytes differ per wave: split "wave", `spans` their union and `members`
    each wave's own intervals (all relative to `const`)."""
    per = [(w, _wave_bytes(a)) for a, w in zip(accs, wids)]
    union: list[list[int]] = []
    for s, e in sorted(iv for _, ivs in per for iv in ivs):
        if union and s <= union[-1][1]:
            union[-1][1] = max(union[-1][1], e)
        else:
            union.append([s, e])
    const = union[0][0]
    length = union[-1][1] - const
    members = tuple((w, tuple((s - const, e - s) for s, e in ivs)) for w, ivs in per)
    return dataclasses.replace(accs[0], const=const, length=length, split="wave",
                               spans=tuple((s - const, e - s) for s, e in union), members=members)


def _convert(body, regions, waves, fe):
    out = []
    for s in body:
        attr, acc = _accs(s)
        if acc is not None:
            s = dataclasses.replace(s, **{attr: _ref(acc, regions, waves, fe, s)})
        elif isinstance(s, Loop):
            s = dataclasses.replace(s, body=_convert(s.body, regions, waves, fe))
        elif isinstance(s, If):
            s = dataclasses.replace(s, then=_convert(s.then, regions, waves, fe),
                                    orelse=_convert(s.orelse, regions, waves, fe))
        out.append(s)
    return tuple(out)


def _ref(acc: Acc, regions, waves=(), fe=None, stmt=None) -> LdsRef:
    f = acc.field
    if acc.split == "mma":
        whole = dataclasses.replace(acc, split="workgroup", spans=(), members=())
        if fe is None or stmt is None or (stmt.loc, stmt.stack) in fe.mma_fallback:
            return _ref(whole, regions)
        sub = _ref(dataclasses.replace(whole, split="group"), regions)
        return LdsRef(sub.region, (), tuple(Span(off, n) for off, n in acc.spans), "group")
    if acc.split == "wave" or acc.spans:
        base = simplify("+", acc.sym, acc.const)
        spans = tuple(Span(simplify("+", base, off), n) for off, n in acc.spans) or (Span(base, acc.length),)
        if acc.split != "wave":
            return LdsRef(f, (), spans, acc.split)
        per_wave = tuple(WaveSpans(w, tuple(Span(simplify("+", base, off), n) for off, n in ivs))
                         for w, ivs in acc.members)
        return LdsRef(f, (), spans, "wave", per_wave)
    if not isinstance(acc.sym, Expr):
        if acc.const == 0 and acc.length == f.size:
            return LdsRef(f, (), (), acc.split)
        eb = acc.elem_bytes
        if acc.const % eb == 0 and acc.length % eb == 0:
            name = f"{f.name}[{acc.const // eb}:{(acc.const + acc.length) // eb}]"
        else:
            name = f"{f.name}@bytes[{acc.const}:{acc.const + acc.length}]"
        key = (f.name, acc.const, acc.length)
        if key not in regions:
            regions[key] = Region(name, (), acc.length, f.base + acc.const, f.loc)
        return LdsRef(regions[key], (), (), acc.split)
    return LdsRef(f, (), (Span(simplify("+", acc.sym, acc.const), acc.length),), acc.split)


def _values(stmt):
    if isinstance(stmt, Loop):
        return [stmt.start, stmt.stop, stmt.step]
    if isinstance(stmt, If):
        return [stmt.cond]
    out = [getattr(stmt, "count", None)]
    if isinstance(stmt, Wait):
        out += [stmt.vmcnt, stmt.lgkmcnt]
    for attr in ("dst", "src"):
        ref = getattr(stmt, attr, None)
        if isinstance(ref, LdsRef):
            out += list(ref.indices) + [sp.offset for sp in ref.spans] + [sp.length for sp in ref.spans]
    return [v for v in out if v is not None]


def _own_nodes(fn):
    """The nodes of a function or module body, not descending into nested functions or classes."""
    nested = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)
    stack = [n for n in fn.body if not isinstance(n, nested)]
    while stack:
        n = stack.pop()
        yield n
        for child in ast.iter_child_nodes(n):
            if not isinstance(child, nested):
                stack.append(child)


def _align_up(n: int, align: int) -> int:
    return (n + align - 1) // align * align


def _target_family(name: str) -> str:
    if name.startswith("gfx12") and name != "gfx1250" or name.startswith(("gfx11", "gfx10")):
        return f"{name} is an RDNA target (wave32, split s_wait_* counters)"
    if name.startswith("gfx125"):
        return f"{name} has its own counters and tensor-DMA, which are not modelled"
    return f"{name} is not among them"


def _kernel_loc(path: Path, kernel: str | None) -> Loc:
    """Where the kernel named `kernel` is defined (line 1 when it cannot be found)."""
    try:
        tree = ast.parse(sources.read_text(path))
    except (OSError, SyntaxError, InputError, ValueError):
        return Loc(str(path), 1, 1)
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and _is_kernel(node) and (kernel is None or node.name == kernel):
            return Loc(str(path), node.lineno, node.col_offset + 1)
    return Loc(str(path), 1, 1)


def _is_kernel(node: ast.FunctionDef) -> bool:
    return _decorated(node, "kernel")


def _decorated(node: ast.FunctionDef, name: str) -> bool:
    for d in node.decorator_list:
        text = ast.unparse(d.func if isinstance(d, ast.Call) else d)
        if text == name or text.endswith("." + name):
            return True
    return False


def scf_for_loops(tree: ast.Module) -> set[int]:
    """The `for` statements FlyDSL's AST rewriting turns into an scf.for: each `for ... in
    range(...)` (by the name `range`, not `range_constexpr`) in the source of a `@kernel` or
    `@jit` function, nested functions included. Their bodies are traced once, with the induction
    variable an MLIR value, whatever the bounds: a loop, not an unrolled sequence."""
    out: set[int] = set()
    for fn in ast.walk(tree):
        if isinstance(fn, ast.FunctionDef) and (_decorated(fn, "kernel") or _decorated(fn, "jit")):
            for n in ast.walk(fn):
                if isinstance(n, ast.For) and isinstance(n.iter, ast.Call) and \
                        (getattr(n.iter.func, "id", None) or getattr(n.iter.func, "attr", None)) == "range":
                    out.add(id(n))
    return out


def _load_profiles(path: Path) -> list[dict]:
    out = []
    if not PROFILE_DIR.is_dir():
        return out
    for f in sorted(PROFILE_DIR.glob("*.toml")):
        try:
            data = tomllib.loads(f.read_text(encoding="utf-8"))
        except (OSError, tomllib.TOMLDecodeError) as exc:
            raise InputError(f"profile {f}: {exc}") from None
        pats = data.get("files", [])
        if not any(fnmatch.fnmatch(path.name, p) for p in pats):
            continue
        out.append({"_path": str(f), "helpers": data.get("helpers", {}), "tensors": data.get("tensors", {}),
                    "mma": data.get("mma", {})})
    return out


__all__ = ["load_flydsl", "COMPILER_WAIT", "Storage"]
