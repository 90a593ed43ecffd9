"""The concrete executor: runs each wave group of a `Program` for fixed parameter values.

It owns the execution model: barriers pair by count (the k-th barrier a wave executes is
generation k), and each wave's vmcnt and lgkmcnt are queues that `s_waitcnt` retires, either in
order (the documented gfx9 model) or conservatively (only a wait of 0 proves an op retired).
The result is a `Trace` of events that the checks read.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Callable, Mapping

from syncsan import budget
from syncsan.errors import InputError
from syncsan.ir import (
    offset_split,
    BINARY_OPS,
    AsyncCopy,
    BinOp,
    Const,
    Expr,
    Param,
    Select,
    UnaryOp,
    Var,
    Barrier,
    If,
    LdsRead,
    LdsRef,
    LdsWrite,
    Loop,
    Program,
    SmemLoad,
    Stmt,
    VmemLoad,
    VmemStore,
    Wait,
    WaveGroup,
    evaluate,
    free_names,
)

INF = float("inf")
RETIRE_MODELS = ("in-order", "conservative")
#: a schedule that runs longer than this per wave group is rejected rather than run forever
MAX_STEPS = 2_000_000

#: which counter each kind of event occupies
VM_KINDS = ("copy", "vload", "vstore")
LGKM_KINDS = ("read", "write", "smem")
LDS_KINDS = ("copy", "read", "write")
WRITE_KINDS = ("copy", "write")


@dataclass(eq=False, slots=True)
class Event:
    """One issued op of a wave group (all waves of the group issue it)."""

    kind: str  # copy | vload | vstore | read | write | smem
    op: Stmt
    group: int
    pos: int  # program-order position among the group's ops
    gen: int  # barriers the wave has passed when it issues the op
    iters: tuple[tuple[str, int], ...]
    units: int
    ref: LdsRef | None = None
    #: byte intervals of the whole element(s) touched, before splitting among waves
    intervals: tuple[tuple[int, int], ...] = ()
    index: tuple[int, ...] = ()  # concrete region indices
    #: split "wave": (wave, byte intervals) of every wave that touches bytes
    wave_bytes: tuple[tuple[int, tuple[tuple[int, int], ...]], ...] = ()
    sid: int = 0  # small id of the op's site within the trace (cheap dedup keys)
    okey: int = 0  # small id of (bytes, split, group): events with equal okey touch the same bytes
    done_pos: float = INF  # position of the wait that retires it (INF: never)
    done_gen: float = INF  # barriers passed before that wait
    done_by: "WaitEvent | None" = None

    def describe(self) -> str:
        names = {"copy": "async copy", "read": "LDS read", "write": "LDS write",
                 "vload": "VMEM load", "vstore": "VMEM store", "smem": "SMEM load"}
        what = names[self.kind]
        if self.ref is not None:
            what += " " + self.ref.region.name + "".join(f"[{i}]" for i in self.index)
        if self.units > 1:
            what += f" x{self.units}"
        return what


@dataclass(frozen=True, slots=True)
class WaitEvent:
    op: Wait
    pos: int
    gen: int
    iters: tuple[tuple[str, int], ...]
    vmcnt: int | None
    lgkmcnt: int | None


@dataclass(frozen=True, slots=True)
class BarrierEvent:
    op: Barrier
    pos: int
    generation: int  # 1-based: this is the wave's k-th barrier
    iters: tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class CounterIssue:
    """A wait value out of range, or more outstanding ops than the counter holds."""

    counter: str
    op: Stmt
    pos: int
    gen: int
    iters: tuple[tuple[str, int], ...]
    value: int
    limit: int
    kind: str  # "wait-range" | "overflow"


@dataclass
class GroupTrace:
    group: WaveGroup
    index: int
    events: list[Event] = field(default_factory=list)
    waits: list[WaitEvent] = field(default_factory=list)
    barriers: list[BarrierEvent] = field(default_factory=list)
    counter_issues: list[CounterIssue] = field(default_factory=list)
    steps: int = 0

    @property
    def total_barriers(self) -> int:
        return len(self.barriers)

    def effective_done_gen(self, ev: Event) -> float:
        """Barriers passed before `ev` is retired, or INF if this wave never arrives at a later
        barrier after retiring it (retired after its last barrier, or never)."""
        return ev.done_gen if ev.done_gen < self.total_barriers else INF


@dataclass
class Trace:
    program: Program
    params: dict[str, int | bool]
    retire: str
    groups: list[GroupTrace]
    waves_total: int = 0
    cache: "ProgramCache | None" = None
    #: the parameters the run read (a superset): a run whose parameters agree with these values
    #: would give this very trace, so a sweep runs it once (`syncsan.analysis._run_each`)
    reads: frozenset = frozenset()


class ProgramCache:
    """Per-program memo shared by every run of a sweep: compiled expressions, resolved LDS
    references, small ids for sites and byte sets, and cross- and same-wave overlap answers."""

    def __init__(self, program: Program):
        self.program = program
        self.interned: dict = {}
        self.overlaps: dict[tuple[int, int], bool] = {}
        self.same_rows: dict[int, dict[int, bool]] = {}  # same-wave overlap answers (order.py)
        self.same_hits: dict[tuple, tuple] = {}  # a byte set's same-wave overlaps among pending ones (order.py)
        self.sharing: dict[int, tuple[set, set]] = {}  # which writes' byte sets overlap (order.py)
        self.masks: dict[int, tuple] = {}  # byte set -> its bounds and bit mask (order.py)
        self.finding_keys: dict[tuple, tuple] = {}  # (rule, site ids) -> a race's finding key (checks)
        #: (rule, the two ops' places) -> that key: ops of different sites at one place (a loop's
        #: unrolled copies, the cases of an assembly kernel) share one key object (checks)
        self.place_keys: dict[tuple, tuple] = {}
        self.places: dict[int, int] = {}  # site id -> small id of its op's (loc, stack) (checks)
        self.place_ids: dict[tuple, int] = {}  # (loc, stack) -> that small id
        self.own_chunks: dict[int, set] = {}  # byte set -> the 256-byte chunks it touches (order.py)
        self.lane_sigs: dict[tuple, int] = {}  # a group's write byte sets, in order -> small id (order.py)
        self.ranked_hits: dict[tuple[int, int], list] = {}  # (lane_sigs id, byte set) -> overlapping writes (order.py)
        #: id(expr) -> (a closure env -> value, the parameter names it may read, whether it
        #: depends on parameters only): one look-up per evaluation
        self.evaluators: dict[int, tuple[Callable, frozenset, bool]] = {}
        self.plans: dict[int, tuple] = {}  # id(spans) -> (span_plan, spans)
        self.resolved: dict[tuple, tuple] = {}
        #: group -> id(ref) -> resolved, for references without expressions (else False)
        self.static_refs: dict[int, dict[int, tuple]] = {}

    def evaluator(self, value) -> tuple[Callable, frozenset, bool]:
        """(a closure env -> value, the parameter names it may read, whether it depends on
        parameters only, no loop variable) for an expression (a constant too)."""
        hit = self.evaluators.get(id(value))
        if hit is None:
            names = frozenset(free_names(value)) if isinstance(value, Expr) else frozenset()
            hit = self.evaluators[id(value)] = (_compile(value), names, _params_only(value))
        return hit

    def span_plan(self, spans: tuple) -> tuple | None:
        """(base, ((k, length), ...)) when every span's offset is the same expression `base` plus a
        constant k (`base` itself: k = 0) and every length a number; else None."""
        hit = self.plans.get(id(spans), _NO_PLAN)
        if hit is _NO_PLAN:
            hit = self.plans[id(spans)] = (_span_plan(spans), spans)  # (the spans kept alive with their id)
        return hit[0]


_NO_PLAN = object()


def _span_plan(spans: tuple) -> tuple | None:
    base = None
    consts = []
    for sp in spans:
        n = sp.length
        if not isinstance(n, int) or isinstance(n, bool) or not isinstance(sp.offset, Expr):
            return None
        rest, k = offset_split(sp.offset)  # offset == rest + k for every value of its names
        if not isinstance(rest, Expr) or isinstance(rest, Const):
            return None
        if base is None:
            base = rest
        elif rest is not base and rest != base:
            return None
        consts.append((k, int(n)))
    return (base, tuple(consts)) if base is not None and len(consts) > 1 else None


def _params_only(value) -> bool:
    if isinstance(value, (Const, Param)):
        return True
    if isinstance(value, BinOp):
        return _params_only(value.left) and _params_only(value.right)
    if isinstance(value, UnaryOp):
        return _params_only(value.operand)
    if isinstance(value, Select):
        return _params_only(value.cond) and _params_only(value.then) and _params_only(value.orelse)
    return False  # a loop variable, or a node this module does not know


def _compile(value) -> Callable:
    if not isinstance(value, Expr):
        return lambda env, v=value: v
    if isinstance(value, Const):
        return lambda env, v=value.value: v
    if isinstance(value, Param):
        return lambda env, n=value.name: env[n]
    if isinstance(value, Var):
        return lambda env, n=value: env[n]
    if isinstance(value, BinOp):
        left, right, op = _compile(value.left), _compile(value.right), BINARY_OPS[value.op]
        if value.op == "and":
            return lambda env: left(env) and right(env)
        if value.op == "or":
            return lambda env: left(env) or right(env)
        return lambda env: op(left(env), right(env))
    return lambda env, e=value: evaluate(e, env)


_CACHES: dict[int, ProgramCache] = {}


def cache_for(program: Program) -> ProgramCache:
    cache = _CACHES.get(id(program))
    if cache is None or cache.program is not program:
        if len(_CACHES) > 32:
            _CACHES.clear()
        cache = _CACHES[id(program)] = ProgramCache(program)
    return cache


class _GroupRunner:
    def __init__(self, program: Program, gt: GroupTrace, params: Mapping[str, int | bool], retire: str,
                 cache: ProgramCache):
        self.program = program
        self.cache = cache
        self.interned = cache.interned
        self.evaluators = cache.evaluators
        self.gt = gt
        self.static_refs = cache.static_refs.setdefault(gt.index, {})  # this group's
        self.env: dict[object, int | bool] = dict(params)
        self.retire = retire
        self.pos = 0
        self.gen = 0
        self.iters: list[tuple[str, int]] = []
        self.iters_t: tuple[tuple[str, int], ...] = ()  # self.iters_t, kept in step
        self.vm: deque[list] = deque()  # [event, outstanding units]
        self.vm_units = 0  # units in self.vm
        self.vm_out = 0  # hardware counter value (same under both models)
        self.lgkm: deque[list] = deque()  # in-order LDS ops
        self.lgkm_units = 0  # units in self.lgkm
        self.lgkm_ooo: list[Event] = []  # SMEM: out of order
        self.lgkm_out = 0
        self.vm_max = program.target.vmcnt_max
        self.lgkm_max = program.target.lgkmcnt_max
        #: values of expressions over parameters only (no loop variable): fixed for this run
        self.fixed: dict[int, int | bool] = {}
        self.reads: set[str] = set()  # parameters the expressions evaluated so far may read

    # -- helpers
    def _eval(self, value, stmt: Stmt, what: str) -> int | bool:
        if type(value) is int:
            return value
        hit = self.fixed.get(id(value))
        if hit is not None:
            return hit
        entry = self.evaluators.get(id(value))
        fn, names, params_only = entry if entry is not None else self.cache.evaluator(value)
        if names:
            self.reads.update(names)
        try:
            result = fn(self.env)
        except KeyError as exc:
            raise InputError(f"{what} uses unknown parameter {exc.args[0]}", stmt.loc) from None
        except ZeroDivisionError as exc:
            raise InputError(f"{what}: {exc}", stmt.loc) from None
        if params_only:
            self.fixed[id(value)] = result
        return result

    def _count(self, stmt, value, what="count") -> int:
        if type(value) is int and value >= 0:
            return value
        n = self._eval(value, stmt, what)
        if not isinstance(n, int) or n < 0:
            raise InputError(f"{what} must be a non-negative integer, got {n}", stmt.loc)
        return int(n)

    def _resolve_cached(self, stmt: Stmt, ref: LdsRef) -> tuple:
        """(index, intervals, okey) of a reference, memoised on its evaluated indices."""
        hit = self.static_refs.get(id(ref))
        if hit is None:  # constant indices and spans: resolved once per group (False: not constant)
            hit = self.static_refs[id(ref)] = self._resolve_bytes(stmt, ref) if _is_static(ref) else False
        return self._resolve_dynamic(stmt, ref) if hit is False else hit

    def _resolve_dynamic(self, stmt: Stmt, ref: LdsRef) -> tuple:
        ev = self._eval
        values = tuple([i if type(i) is int else ev(i, stmt, "index") for i in ref.indices])
        if ref.spans:
            values += self._span_values(stmt, ref.spans)
        for ws in ref.per_wave:
            values += self._span_values(stmt, ws.spans)
        key = (id(ref), self.gt.index, values)
        hit = self.cache.resolved.get(key)
        if hit is None:
            hit = self.cache.resolved[key] = self._resolve_bytes(stmt, ref)
        return hit

    def _resolve_bytes(self, stmt: Stmt, ref: LdsRef) -> tuple:
        """(index, intervals, okey, wave_bytes) of a reference under the current values. A
        reference whose indices and spans are all numbers needs no memo key of their values:
        `_resolve_cached` keeps its answer per group (assembly references are such, each with
        its own 64 lanes' spans, and building that key cost as much as the answer)."""
        index, intervals = self._resolve(stmt, ref)
        wave_bytes = ()
        if ref.split == "wave":
            wave_bytes = tuple((ws.wave, self._spans(stmt, ref, index, ws.spans)) for ws in ref.per_wave)
        okey_src = (intervals, ref.split, self.gt.index, wave_bytes)
        okey = self.interned.setdefault(okey_src, len(self.interned))
        return index, intervals, okey, wave_bytes

    def _span_values(self, stmt: Stmt, spans: tuple) -> tuple:
        """What the spans' bytes depend on, for the memo key of `_resolve_dynamic`: the value of
        the shared expression of spans whose offsets are one expression plus constants (each
        lane's bytes from a symbolic base: the constants and lengths are the spans' own), else
        (offset, length) of each span. One reference always takes the same form."""
        plan = self.cache.span_plan(spans)
        if plan is not None:
            return (self._eval(plan[0], stmt, "byte offset"),)
        ev = self._eval
        return tuple([(o if type(o) is int else ev(o, stmt, "byte offset"),
                       n if type(n) is int else ev(n, stmt, "byte length"))
                      for o, n in [(sp.offset, sp.length) for sp in spans]])

    def _resolve(self, stmt: Stmt, ref: LdsRef) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...]]:
        region = ref.region
        if len(ref.indices) != len(region.dims):
            raise InputError(
                f"region {region.name} has {len(region.dims)} index dimension(s), "
                f"{len(ref.indices)} given", stmt.loc)
        flat = 0
        index = []
        for dim, idx in zip(region.dims, ref.indices):
            i = self._eval(idx, stmt, f"index of {region.name}")
            if not isinstance(i, int) or not 0 <= i < dim:
                raise InputError(
                    f"index {i} out of range for {region.name} (dimension of size {dim})"
                    + self._iter_note(), stmt.loc)
            flat = flat * dim + int(i)
            index.append(int(i))
        start = region.base + flat * region.elem_bytes
        if not ref.spans:
            return tuple(index), ((start, start + region.elem_bytes),)
        return tuple(index), self._spans(stmt, ref, index, ref.spans)

    def _spans(self, stmt: Stmt, ref: LdsRef, index, spans) -> tuple[tuple[int, int], ...]:
        region = ref.region
        flat = 0
        for dim, i in zip(region.dims, index):
            flat = flat * dim + i
        start = region.base + flat * region.elem_bytes
        out = []
        for span in spans:
            off = self._eval(span.offset, stmt, "byte offset")
            length = self._eval(span.length, stmt, "byte length")
            if off < 0 or length < 0 or off + length > region.elem_bytes:
                raise InputError(
                    f"bytes [{off}, {off + length}) fall outside an element of "
                    f"{region.name} ({region.elem_bytes} bytes)", stmt.loc)
            if length:
                out.append((start + off, start + off + length))
        return tuple(out)

    def _iter_note(self) -> str:
        if not self.iters and not self.env:
            return ""
        params = ", ".join(f"{k}={v}" for k, v in self.env.items() if isinstance(k, str))
        its = ", ".join(f"{k}={v}" for k, v in self.iters)
        return f" (with {', '.join(x for x in (params, its) if x)})"

    def _issue(self, kind: str, stmt: Stmt, units: int, ref: LdsRef | None = None) -> Event:
        if ref is not None:
            hit = self.static_refs.get(id(ref))  # (_resolve_cached's common case, inlined)
            index, intervals, okey, wave_bytes = hit if hit else self._resolve_cached(stmt, ref)
        else:
            index, intervals, okey, wave_bytes = (), (), -1, ()
        interned = self.interned
        sid = interned.get(id(stmt))
        if sid is None:
            sid = interned[id(stmt)] = len(interned)
        ev = Event(kind, stmt, self.gt.index, self.pos, self.gen, self.iters_t, units, ref,
                   intervals, index, wave_bytes, sid, okey)
        self.gt.events.append(ev)
        if kind in VM_KINDS:
            self.vm.append([ev, units])
            self.vm_units += units
            self.vm_out += units
            if self.vm_out > self.vm_max:
                self._check_overflow("vmcnt", stmt, self.vm_out, self.vm_max)
        elif kind == "smem":
            self.lgkm_ooo.append(ev)
            self.lgkm_out += units
            if self.lgkm_out > self.lgkm_max:
                self._check_overflow("lgkmcnt", stmt, self.lgkm_out, self.lgkm_max)
        else:
            self.lgkm.append([ev, units])
            self.lgkm_units += units
            self.lgkm_out += units
            if self.lgkm_out > self.lgkm_max:
                self._check_overflow("lgkmcnt", stmt, self.lgkm_out, self.lgkm_max)
        return ev

    def _check_overflow(self, counter: str, stmt: Stmt, value: int, limit: int) -> None:
        if value > limit and not self.program.target.counters_hold_excess:
            self.gt.counter_issues.append(
                CounterIssue(counter, stmt, self.pos, self.gen, self.iters_t, value, limit, "overflow"))

    def _retire(self, queue: deque, outstanding: int, n: int, wait: WaitEvent) -> int:
        """Retire all but the `n` youngest units of an in-order queue holding `outstanding`
        units; returns the units left."""
        if self.retire == "conservative" and n > 0:
            return outstanding
        while queue and outstanding > n:
            entry = queue[0]
            take = min(entry[1], outstanding - n)
            entry[1] -= take
            outstanding -= take
            if entry[1] == 0:
                queue.popleft()
                self._mark_done(entry[0], wait)
        return outstanding

    def _mark_done(self, ev: Event, wait: WaitEvent) -> None:
        ev.done_pos = wait.pos
        ev.done_gen = wait.gen
        ev.done_by = wait

    def _wait(self, stmt: Wait) -> None:
        vm_max, lgkm_max = self.vm_max, self.lgkm_max
        vm = stmt.vmcnt
        if vm is not None and type(vm) is not int:
            vm = self._eval(vm, stmt, "vmcnt")
        lgkm = stmt.lgkmcnt
        if lgkm is not None and type(lgkm) is not int:
            lgkm = self._eval(lgkm, stmt, "lgkmcnt")
        wait = WaitEvent(stmt, self.pos, self.gen, self.iters_t, vm, lgkm)
        self.gt.waits.append(wait)
        if (vm is not None and not 0 <= vm <= vm_max) or \
                (lgkm is not None and not 0 <= lgkm <= lgkm_max):
            for counter, value, limit in (("vmcnt", vm, vm_max), ("lgkmcnt", lgkm, lgkm_max)):
                if value is not None and not 0 <= value <= limit:
                    self.gt.counter_issues.append(CounterIssue(
                        counter, stmt, self.pos, self.gen, self.iters_t, value, limit, "wait-range"))
        if vm is not None:
            vm = max(0, min(int(vm), vm_max))
            if self.vm:  # an empty queue has nothing to retire
                self.vm_units = self._retire(self.vm, self.vm_units, vm, wait)
            self.vm_out = min(self.vm_out, vm)
        if lgkm is not None:
            lgkm = max(0, min(int(lgkm), lgkm_max))
            if self.lgkm:
                self.lgkm_units = self._retire(self.lgkm, self.lgkm_units, lgkm, wait)
            if lgkm == 0:
                for ev in self.lgkm_ooo:
                    self._mark_done(ev, wait)
                self.lgkm_ooo.clear()
            self.lgkm_out = min(self.lgkm_out, lgkm)

    # -- the walk
    def run(self, stmts: tuple[Stmt, ...]) -> None:
        gt = self.gt
        op_kinds = _OP_KINDS
        for stmt in stmts:
            gt.steps += 1
            if not gt.steps & 0x3FFF:  # the file's --timeout, should its timer's exception have been lost
                budget.check()
            if gt.steps > MAX_STEPS:
                raise InputError(
                    f"wave group {gt.group.name} runs more than {MAX_STEPS} steps; "
                    "check the loop bounds or narrow the parameter range", stmt.loc)
            kind = op_kinds.get(type(stmt))
            if kind is not None:
                n = stmt.count
                if type(n) is not int or n < 0:
                    n = self._count(stmt, n)
                if n:
                    self._issue(kind, stmt, n, _REF_OF[kind](stmt))
            elif type(stmt) is Wait:
                self._wait(stmt)
            elif type(stmt) is Barrier:
                self.gen += 1
                gt.barriers.append(BarrierEvent(stmt, self.pos, self.gen, self.iters_t))
            elif type(stmt) is Loop:
                start = self._eval(stmt.start, stmt, "loop start")
                stop = self._eval(stmt.stop, stmt, "loop stop")
                step = self._eval(stmt.step, stmt, "loop step")
                if step == 0:
                    raise InputError("loop step is zero", stmt.loc)
                outer = self.iters_t
                name = stmt.var.name
                for value in range(start, stop, step):
                    self.env[stmt.var] = value
                    self.iters.append((name, value))
                    self.iters_t = outer + ((name, value),)
                    self.run(stmt.body)
                    self.iters.pop()
                self.iters_t = outer
                self.env.pop(stmt.var, None)
                continue
            elif type(stmt) is If:
                self.run(stmt.then if self._eval(stmt.cond, stmt, "condition") else stmt.orelse)
                continue
            else:  # pragma: no cover - frontends only build the nodes above
                raise TypeError(f"unknown statement {stmt!r}")
            self.pos += 1


def _is_static(ref: LdsRef) -> bool:
    """Are a reference's indices and byte spans all plain integers?"""
    return all(type(i) is int for i in ref.indices) and all(
        type(sp.offset) is int and type(sp.length) is int for sp in ref.spans) and all(
        type(sp.offset) is int and type(sp.length) is int for ws in ref.per_wave for sp in ws.spans)


_OP_KINDS = {AsyncCopy: "copy", LdsRead: "read", LdsWrite: "write", VmemLoad: "vload",
             VmemStore: "vstore", SmemLoad: "smem"}
#: the LDS reference an op of each kind touches (None: no LDS bytes)
_REF_OF: dict[str, Callable] = {
    "copy": lambda s: s.dst, "write": lambda s: s.dst, "read": lambda s: s.src,
    "vload": lambda s: None, "vstore": lambda s: None, "smem": lambda s: None,
}


def execute(program: Program, params: Mapping[str, int | bool], retire: str = "in-order") -> Trace:
    """Run every wave group of `program` with concrete `params`."""
    if retire not in RETIRE_MODELS:
        raise ValueError(f"unknown retirement model {retire!r}")
    groups = []
    reads: set[str] = set()
    cache = cache_for(program)
    for index, group in enumerate(program.groups):
        gt = GroupTrace(group, index)
        runner = _GroupRunner(program, gt, params, retire, cache)
        runner.run(group.body)
        reads |= runner.reads
        groups.append(gt)
    return Trace(program, dict(params), retire, groups, program.waves, cache, frozenset(reads))


# ---------------------------------------------------------------- byte sets per wave


def wave_intervals(trace: Trace, ev: Event, wave: int) -> tuple[tuple[int, int], ...]:
    """The LDS bytes `wave` touches when it issues `ev` (its slice where the op is split)."""
    split = ev.ref.split if ev.ref is not None else "none"
    if split == "none":
        return ev.intervals
    if split == "wave":
        for w, intervals in ev.wave_bytes:
            if w == wave:
                return intervals
        return ()
    group = trace.groups[ev.group].group
    if split == "group":
        members = group.waves
    else:
        members = tuple(range(trace.waves_total))
    n = len(members)
    i = members.index(wave)
    out = []
    for start, end in ev.intervals:
        size = end - start
        lo = start + size * i // n
        hi = start + size * (i + 1) // n
        if hi > lo:
            out.append((lo, hi))
    return tuple(out)


