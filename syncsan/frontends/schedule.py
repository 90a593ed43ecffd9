"""The schedule language: a kernel's synchronization skeleton in restricted Python syntax.

A `.sched` file declares parameters, LDS regions and the workgroup at module level and defines
`def kernel(wid, group)`, which is walked (never run) once per wave. Waves whose walks give the
same schedule form a wave group. See README.md for the vocabulary.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from syncsan import sources
from syncsan.errors import InputError, Loc
from syncsan.frontends.edit import source_facts, wave_facts
from syncsan.frontends.pyeval import (
    PYTHON_BUILTINS,
    Builtin,
    Evaluator,
    Function,
    Scope,
    describe,
    defines_for,
    evaluation_limits,
    parse,
)
from syncsan.ir import (
    SPLITS,
    AsyncCopy,
    Barrier,
    Expr,
    LdsRead,
    LdsRef,
    LdsWrite,
    Param,
    ParamDecl,
    Program,
    Region,
    SmemLoad,
    Span,
    Target,
    VmemLoad,
    VmemStore,
    Wait,
    WaveGroup,
)

#: the splits a schedule file can name ("wave" needs per-wave byte lists, which frontends compute)
SCHEDULE_SPLITS = tuple(s for s in SPLITS if s != "wave")

TARGETS = {
    "gfx942": Target("gfx942", 63, 15),
    "gfx950": Target("gfx950", 63, 15),
    "gfx90a": Target("gfx90a", 63, 15),
}


@dataclass(frozen=True)
class RegionView:
    """A region indexed so far (`A[stage]` of `A[stage][half]`), maybe narrowed to bytes."""

    region: Region
    indices: tuple = ()
    spans: tuple[Span, ...] = ()


class _ScheduleEvaluator(Evaluator):
    def subscript(self, value, index, node):
        if isinstance(value, Region):
            value = RegionView(value)
        if isinstance(value, RegionView):
            idx = index if isinstance(index, tuple) else (index,)
            indices = value.indices + idx
            dims = value.region.dims
            if len(indices) > len(dims):
                raise self.error(f"region {value.region.name} has {len(dims)} index dimension(s)", node)
            for i, (dim, v) in enumerate(zip(dims, indices)):
                if isinstance(v, bool) or not isinstance(v, (int, Expr)):
                    raise self.error(f"region index must be an integer, got {describe(v)}", node)
                if isinstance(v, int) and not 0 <= v < dim:
                    raise self.error(f"index {v} out of range for {value.region.name} "
                                     f"(dimension {i} has size {dim})", node)
            return RegionView(value.region, indices)
        return super().subscript(value, index, node)

    def attribute(self, value, attr, node):
        if isinstance(value, (Region, RegionView)) and attr == "bytes":
            view = value if isinstance(value, RegionView) else RegionView(value)

            def narrow(ev, call, args, kwargs):
                if len(args) != 2 or kwargs:
                    raise ev.error("bytes() takes an offset and a length", call)
                return RegionView(view.region, view.indices, view.spans + (Span(args[0], args[1]),))
            return Builtin("bytes", narrow)
        return super().attribute(value, attr, node)


class _Builder:
    """Collects the module-level declarations of one schedule file."""

    def __init__(self, file: str):
        self.file = file
        self.params: dict[str, ParamDecl] = {}
        self.regions: dict[str, Region] = {}
        self.next_base = 0
        self.workgroup: tuple[int, dict[str, int] | None] | None = None
        self.target = TARGETS["gfx950"]

    # -- declarations
    def param(self, ev: Evaluator, node, args, kwargs):
        name = kwargs.pop("name", None) or ev.assign_target
        if name is None:
            raise ev.error("param() must be assigned to a name (k_tiles = param(4, min=2))", node)
        if ev.blocks:
            raise ev.error("param() belongs at module level", node)
        if len(args) != 1:
            raise ev.error("param() takes its default value as the one positional argument", node)
        default = args[0]
        lo, hi, choices = kwargs.pop("min", None), kwargs.pop("max", None), kwargs.pop("choices", None)
        if kwargs:
            raise ev.error(f"param() has no option {next(iter(kwargs))!r}", node)
        if not isinstance(default, (int, bool)):
            raise ev.error("a parameter's default must be an integer or a bool", node)
        if isinstance(default, bool) and choices is None:
            choices = (False, True)
        for v in (lo, hi):
            if v is not None and (isinstance(v, bool) or not isinstance(v, int)):
                raise ev.error("min and max must be integers", node)
        if choices is not None:
            choices = tuple(choices)
            if not choices or not all(isinstance(c, (int, bool)) for c in choices):
                raise ev.error("choices must be a non-empty tuple of integers or bools", node)
        decl = ParamDecl(name, default, lo, hi, choices, ev.loc(node))
        if not decl.admits(default):
            raise ev.error(f"default {default} is outside the declared range ({decl.describe_range()})", node)
        if name in self.params:
            raise ev.error(f"parameter {name} is declared twice", node)
        self.params[name] = decl
        return Param(name)

    def lds(self, ev: Evaluator, node, args, kwargs):
        name = kwargs.pop("name", None) or ev.assign_target
        if name is None:
            raise ev.error("lds() must be assigned to a name (A = lds(dims=(2, 2), bytes=8192))", node)
        if args:
            raise ev.error("lds() takes keyword arguments: dims=, bytes=, at=", node)
        dims = kwargs.pop("dims", ())
        if isinstance(dims, int):
            dims = (dims,)
        if isinstance(dims, list):
            dims = tuple(dims)
        elem = kwargs.pop("bytes", None)
        at = kwargs.pop("at", None)
        if kwargs:
            raise ev.error(f"lds() has no option {next(iter(kwargs))!r}", node)
        if not isinstance(dims, tuple) or not all(isinstance(d, int) and not isinstance(d, bool) and d > 0 for d in dims):
            raise ev.error("dims must be a tuple of positive integer constants", node)
        if not isinstance(elem, int) or isinstance(elem, bool) or elem <= 0:
            raise ev.error("bytes= must be a positive integer constant (bytes per element)", node)
        if at is None:
            base = self.next_base
        elif isinstance(at, Region):
            base = at.base
        elif isinstance(at, RegionView) and len(at.indices) == len(at.region.dims) and \
                all(isinstance(i, int) for i in at.indices):
            flat = 0
            for d, i in zip(at.region.dims, at.indices):
                flat = flat * d + i
            base = at.region.base + flat * at.region.elem_bytes
        elif isinstance(at, int) and not isinstance(at, bool) and at >= 0:
            base = at
        else:
            raise ev.error("at= must be a region, a fully indexed region element or a byte offset", node)
        if name in self.regions:
            raise ev.error(f"region {name} is declared twice", node)
        region = Region(name, tuple(dims), elem, base, ev.loc(node))
        self.regions[name] = region
        self.next_base = max(self.next_base, region.end)
        return region

    def workgroup_decl(self, ev: Evaluator, node, args, kwargs):
        if args:
            raise ev.error("workgroup() takes waves=N or groups={name: waves}", node)
        waves, groups = kwargs.pop("waves", None), kwargs.pop("groups", None)
        if kwargs:
            raise ev.error(f"workgroup() has no option {next(iter(kwargs))!r}", node)
        if groups is not None:
            if not isinstance(groups, dict) or not groups or not all(
                    isinstance(k, str) and isinstance(v, int) and v > 0 for k, v in groups.items()):
                raise ev.error("groups= must map group names to positive wave counts", node)
            total = sum(groups.values())
            if waves is not None and waves != total:
                raise ev.error(f"waves={waves} but the groups add up to {total}", node)
            waves = total
        if not isinstance(waves, int) or isinstance(waves, bool) or not 1 <= waves <= 16:
            raise ev.error("waves= must be a constant from 1 to 16", node)
        if self.workgroup is not None:
            raise ev.error("workgroup() is declared twice", node)
        self.workgroup = (waves, groups)

    def target_decl(self, ev, node, args, kwargs):
        if len(args) != 1 or args[0] not in TARGETS:
            raise ev.error(f"target() takes one of {', '.join(TARGETS)}", node)
        self.target = TARGETS[args[0]]

    # -- ops
    def _ref(self, ev: Evaluator, node, ref, split) -> LdsRef:
        if isinstance(ref, Region):
            ref = RegionView(ref)
        if not isinstance(ref, RegionView):
            raise ev.error(f"expected an LDS region element, got {describe(ref)}", node)
        if len(ref.indices) != len(ref.region.dims):
            raise ev.error(f"region {ref.region.name} needs {len(ref.region.dims)} indices, "
                           f"{len(ref.indices)} given", node)
        if split not in SCHEDULE_SPLITS:
            raise ev.error(f"split= must be one of {', '.join(SCHEDULE_SPLITS)}", node)
        return LdsRef(ref.region, ref.indices, ref.spans, split)

    def _count(self, ev, node, n):
        if isinstance(n, bool) or not isinstance(n, (int, Expr)):
            raise ev.error(f"count must be an integer, got {describe(n)}", node)
        if isinstance(n, int) and n < 0:
            raise ev.error(f"count must not be negative, got {n}", node)
        return n

    def _lds_op(self, cls, default_split):
        def fn(ev: Evaluator, node, args, kwargs):
            if not 1 <= len(args) <= 2:
                raise ev.error(f"{cls.__name__} takes a region element and an optional count", node)
            n = self._count(ev, node, kwargs.pop("n", args[1] if len(args) > 1 else 1))
            split = kwargs.pop("split", default_split)
            if kwargs:
                raise ev.error(f"unknown option {next(iter(kwargs))!r}", node)
            ref = self._ref(ev, node, args[0], split)
            ev.emit(cls(ev.loc(node), ev.stack, ref, n), node)
        return fn

    def _vmem_op(self, cls):
        def fn(ev: Evaluator, node, args, kwargs):
            n = self._count(ev, node, kwargs.pop("n", args[0] if args else 1))
            if kwargs or len(args) > 1:
                raise ev.error("takes an optional count", node)
            ev.emit(cls(ev.loc(node), ev.stack, n), node)
        return fn

    def wait(self, ev: Evaluator, node, args, kwargs):
        if args:
            raise ev.error("wait() takes vmcnt= and/or lgkmcnt=", node)
        vm, lgkm = kwargs.pop("vmcnt", None), kwargs.pop("lgkmcnt", None)
        if kwargs:
            raise ev.error(f"wait() has no counter {next(iter(kwargs))!r}", node)
        if vm is None and lgkm is None:
            raise ev.error("wait() needs vmcnt= or lgkmcnt=", node)
        for v in (vm, lgkm):
            if v is not None and (isinstance(v, bool) or not isinstance(v, (int, Expr))):
                raise ev.error(f"wait counts must be integers, got {describe(v)}", node)
        ev.emit(Wait(ev.loc(node), ev.stack, vm, lgkm), node)

    def barrier(self, ev: Evaluator, node, args, kwargs):
        if args or kwargs:
            raise ev.error("barrier() takes no arguments", node)
        ev.emit(Barrier(ev.loc(node), ev.stack), node)

    def builtins(self) -> dict:
        b = dict(PYTHON_BUILTINS)
        b.update({
            "param": Builtin("param", self.param),
            "lds": Builtin("lds", self.lds),
            "workgroup": Builtin("workgroup", self.workgroup_decl),
            "target": Builtin("target", self.target_decl),
            "copy": Builtin("copy", self._lds_op(AsyncCopy, "workgroup")),
            "read": Builtin("read", self._lds_op(LdsRead, "none")),
            "write": Builtin("write", self._lds_op(LdsWrite, "workgroup")),
            "load": Builtin("load", self._vmem_op(VmemLoad)),
            "store": Builtin("store", self._vmem_op(VmemStore)),
            "smem": Builtin("smem", self._vmem_op(SmemLoad)),
            "wait": Builtin("wait", self.wait),
            "barrier": Builtin("barrier", self.barrier),
        })
        return b


def load_schedule_programs(path: str | Path, options=None) -> list[Program]:
    """The frontend registry's entry point: a schedule file holds one program."""
    return [load_schedule(path, defines=getattr(options, "defines", None) or {})]


def load_schedule(path: str | Path, source: str | None = None, defines: dict | None = None) -> Program:
    """Read a schedule file into a `Program` (statically: nothing in it is executed)."""
    file = str(path)
    if source is None:
        source = sources.read_text(path)
    with evaluation_limits():
        return _load(file, source, defines_for(defines or {}, path, main=True))


def _load(file: str, source: str, defines: dict) -> Program:
    tree = parse(source, file)
    builder = _Builder(file)
    ev = _ScheduleEvaluator(file, builder.builtins())
    ev.defines = defines
    scope = Scope()
    ev.exec_module(tree, scope)
    kernel = scope.vars.get("kernel")
    if not isinstance(kernel, Function):
        raise InputError("a schedule defines `def kernel(wid, group):`", Loc(file, 1, 1))
    if builder.workgroup is None:
        raise InputError("a schedule declares its waves with workgroup(waves=N) or "
                         "workgroup(groups={name: waves})", Loc(file, 1, 1))
    waves, named = builder.workgroup
    accepted = {a.arg for a in kernel.node.args.args}
    unknown = accepted - {"wid", "group"}
    if unknown:
        raise InputError(f"kernel() parameters may be wid and group, not {', '.join(sorted(unknown))}",
                         ev.loc(kernel.node))
    names = []
    if named:
        for gname, count in named.items():
            names.extend([gname] * count)
    bodies, facts = [], []
    for wid in range(waves):
        ev.var_counter = 0
        kwargs = {k: v for k, v in (("wid", wid), ("group", names[wid] if names else None)) if k in accepted}
        ev.blocks.append([])
        ev.decided = {}
        try:
            ev.call_function(kernel, [], kwargs, kernel.node, push=False)
        finally:
            body = tuple(ev.blocks.pop())
        bodies.append(body)
        facts.append(wave_facts(ev.decided, ev.entry_scope))
    groups = _group_waves(bodies, names)
    return Program(file, tuple(builder.params.values()), tuple(builder.regions.values()), groups,
                   builder.target, frontend="schedule", notes=tuple(ev.define_notes),
                   defined=tuple(sorted(ev.defines_used)), frontend_data=source_facts(facts))


def _group_waves(bodies, names) -> tuple[WaveGroup, ...]:
    """Waves with the same schedule (and declared group) share one wave group."""
    # (name, id(body)) -> [name, body, its waves]: a body object shared by several waves (merged
    # per-wave bodies) is compared once, not once per wave, and not at all where every wave has
    # it (a body's hash walks all of it)
    by_id: dict[tuple, list] = {}
    for wid, body in enumerate(bodies):
        name = names[wid] if names else None
        entry = by_id.get((name, id(body)))
        if entry is None:
            entry = by_id[(name, id(body))] = [name, body, []]
        entry[2].append(wid)
    entries = list(by_id.values())
    if len(entries) > 1:  # equal bodies of distinct objects share a group too
        equal: dict[tuple, list] = {}  # (name, body) -> the first entry of those equal
        for entry in entries:
            first = equal.setdefault((entry[0], entry[1]), entry)
            if first is not entry:
                first[2] = sorted(first[2] + entry[2])
        entries = list(equal.values())
    per_name: dict[str | None, int] = {}
    for declared, _, _ in entries:
        per_name[declared] = per_name.get(declared, 0) + 1
    groups = []
    seen: dict[str | None, int] = {}
    for i, (declared, body, wids) in enumerate(entries):
        if declared is None:
            name = f"g{i}"
        elif per_name[declared] == 1:
            name = declared
        else:
            seen[declared] = seen.get(declared, 0) + 1
            name = f"{declared}.{seen[declared] - 1}"
        groups.append(WaveGroup(name, tuple(wids), body))
    return tuple(groups)
