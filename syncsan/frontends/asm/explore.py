"""Explores every way through a kernel that the workgroup's unknown inputs allow, wave by wave.

Each wave runs (`emulator.py`) under a case: the decisions taken so far on workgroup-level
conditions. Where a wave stops at something undecided (`Undecided`), the explorer:

1. steps over a branch whose two sides hold no barrier, wait, LDS op or M0 write and meet again
   (`KernelCode.region`): both sides run, registers that differ become a select on the condition
   (or unknown), and the VMEM and SMEM ops of the side with fewer of them are kept. This is sound
   for ordering: no LDS access, wait or barrier is on either side, so the only effect of the
   region on synchronization is how many VMEM/SMEM ops it adds to the in-order counters; an op
   issued before the region is retired by a later `s_waitcnt vmcnt(N)` no later when more ops
   follow it, so counting the fewer ops never retires anything earlier than the hardware does
   (and the ops of the region are plain loads and stores, which no check pairs);
2. otherwise, when the condition is a workgroup-level term, splits the case: each direction the
   solver finds feasible (`solver.py`) is a case of its own, which every later wave follows;
3. when the branch is the exit of a loop, summarises the loop (`summarise`): the state at the
   exit branch is compared across iterations until it repeats with a period P up to values that
   change by a constant per period (counters, addresses) or that nothing depends on; the P
   iterations are then run once more with those values symbolic, which proves that they issue
   the same ops in every period. The loop becomes a `LoopBlock` repeated by a trip-count
   parameter, and each way out of it (every iteration before the period starts, each position
   in the period) a case. Loops that cannot be summarised are swept: the exit is taken after
   0, 1, 2, 3, 4, 7, 8 and 16 stays (`SWEEP_TRIPS`), each feasible count a case;
4. otherwise (a wave- or lane-level unknown decides it), when the two sides meet again and hold
   no barrier, LDS op, LDS-DMA copy or M0 write, and no wait that could retire an LDS op or copy
   outstanding at the branch, passes the branch all the same (`past`): the sides are stepped over
   as in 1 (their waits dropped), or, when they loop, skipped whole, with every register they may
   write unknown after them (`skip.py` states the conditions and why they are sound);
5. otherwise reports an error naming the line, the value and what it came from.

Later waves run under all the cases found so far together (`run_waves`, `SharedCase`) while
every question they ask of their case has the same answer in each, and part where it differs; a
loop summary is shared by the cases of a wave that reach it together and answer its questions
alike (`RecordedCase`). The result is each case's own run, with less emulated.

The cases, the loops' trip counts and each wave's ops are what `lower.py` turns into a program.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from syncsan.errors import InputError
from syncsan.frontends.asm import numbering, skip
from syncsan.frontends.asm import symbolic as S
from syncsan.frontends.asm.cases import Case, Diverge, LoopChoice, RecordedCase, SharedCase, replay
from syncsan.frontends.asm.cfg import LoopExit, Region
from syncsan.frontends.asm.emulator import Machine, writes_m0
from syncsan.frontends.asm.memops import h_barrier, h_ds, h_endpgm, h_lds_dma, h_refused, h_wait
from syncsan.frontends.asm.operands import NUM_SGPR_SLOTS
from syncsan.frontends.asm.solver import Feasibility
from syncsan.frontends.asm.symbolic import LANE, WAVE, WORKGROUP, Sym, bnot, describe_unknown, fmt
from syncsan.frontends.asm.values import NONE64, LoopBlock, Undecided

#: trip counts (stays at the loop's exit branch) a loop that cannot be summarised is checked
#: at: every count up to 4 (prologue/epilogue paths of pipelines with up to 4 stages), then 7, 8
#: (odd and even around a power of two: unrolled-by-2 loops and parity branches) and 16 (a
#: long steady state)
SWEEP_TRIPS = (0, 1, 2, 3, 4, 7, 8, 16)
#: the counts a swept loop of several exit branches is left after at each exit but the first it
#: meets: the residues of an unrolled loop's count (each exit ends one) at its prologue and
#: epilogue paths; the steady state is the first exit's (each extra count is a case)
SWEEP_TRIPS_OTHER_EXITS = (0, 1)
#: more cases than this means the kernel should be pinned with --kernarg
MAX_CASES = 512
#: iterations and period length tried when summarising a loop
MAX_ITERATIONS = 12
MAX_PERIOD = 4

_SYNC_HANDLERS = (h_barrier, h_wait, h_ds, h_lds_dma, h_endpgm, h_refused)
#: branches on whether a lane mask is empty
LANE_MASK_BRANCHES = ("s_cbranch_execz", "s_cbranch_execnz", "s_cbranch_vccz", "s_cbranch_vccnz")


def _swept_label(header_line: int, trips: int, line: int) -> str:
    """A case's label for a swept loop's count: it stays `trips` times at the exit of `line`."""
    return f"loop at line {header_line} stays {trips} time(s) at line {line} (swept)"


class TooManyCases(Exception):
    """More than MAX_CASES cases (`cases`: those of the exploration when it stopped)."""

    def __init__(self, cases: list | None = None):
        super().__init__()
        self.cases = cases or []


class Restart(Exception):
    """A later wave cannot follow a loop summary: explore again, sweeping that loop."""

    def __init__(self, header: int, reason: str):
        super().__init__(reason)
        self.header = header
        self.reason = reason


def _splits(cases: list, mask_inputs: dict) -> str:
    """Where the cases of a stopped exploration part and on which inputs, for the refusal:
    `; the cases part at the branches of lines 188, 472 on workgroup_id_y, arg3@120`."""
    lines: set[int] = set()
    names: set[str] = set()
    for case in cases:
        for label in case.labels:
            words = label.split()
            if len(words) > 1 and words[0] == "line" and words[1].isdigit():
                lines.add(int(words[1]))
        for cond in case.decisions:
            names |= S.input_names(cond)
    for line in lines:  # a lane mask's branch: the inputs the mask was computed from
        names |= mask_inputs.get(line, set())
    # the inputs a user can pin (not a branch's lane mask, a loop's count)
    names = {n for n in names if not n.startswith(("exec@", "vcc@", S.COUNT_PREFIX))}
    if not lines and not names:
        return ""
    shown = sorted(lines)
    where = (f" at the branches of line(s) {', '.join(map(str, shown[:8]))}"
             + (f" and {len(shown) - 8} more" if len(shown) > 8 else "")) if shown else ""
    on = f" on {', '.join(sorted(names))}" if names else ""
    ids = sorted(n for n in names if n.startswith("workgroup_id_"))
    tip = (f" (workgroup ids too: --kernarg {ids[0]}=0 checks the first workgroup, or the only one of "
           "a grid of one)") if ids else ""
    return f"; the cases part{where}{on}{tip}"


@dataclass
class LoopNote:
    line: int  # the exit branch's line
    header_line: int
    how: str  # summarised | bounded | swept
    param: str | None = None
    detail: str = ""
    trips: set = field(default_factory=set)


@dataclass
class Summary:
    start: int  # visits (stays) before the first undecided one
    base: int  # last visit of the prefix (the period starts after it)
    period: int  # 0: bounded (the loop surely exits at visit `base`)
    states: dict  # visit -> machine at the exit branch
    segs: dict  # visit -> ops of the iteration that led to it
    stays: dict  # visit -> condition of staying (True or a term)
    block: "Block | None" = None


@dataclass
class Block:
    segs: list  # ops of each position in the period
    stays: list  # stay condition at each position (terms over the block count)
    exits: list  # machine at the exit branch at each position
    count: Sym  # the block-count variable


class Explorer:
    def __init__(self, code, setups, lds_size: int, solver: Feasibility | None = None):
        self.code = code
        self.setups = setups
        self.lds_size = lds_size
        self.solver = solver or Feasibility()
        self.sweep_loops: dict[int, str] = {}  # header -> why it is swept
        self.loop_notes: dict[tuple, LoopNote] = {}
        self.params: dict[str, tuple[int, int]] = {}  # period-count parameter -> (lowest, default)
        self.counts: dict[str, str] = {}  # period count input -> its parameter
        self.dropped: list[str] = []
        self._effects: dict[int, skip.Effects] = {}  # branch -> what its skipped sides may change
        #: while `run_waves` finishes the cases of one wave: (id of the Undecided, loop key,
        #: want) -> (the Undecided, its summary, the answers it was built on)
        self.shared_summaries: dict | None = None
        #: later entries of a swept loop take the count of the entry before (set when choosing
        #: every entry's count on its own gives more than MAX_CASES cases)
        self.reuse_sweeps = False
        #: branch line -> the inputs of the lane masks `either_way` takes both ways there (the refusal
        #: of too many cases names them)
        self.mask_inputs: dict[int, set[str]] = {}

    # ------------------------------------------------------------ driver
    def explore(self) -> list[tuple[Case, list[Machine]]]:
        """Every case with the machine each wave ended in (its ops, notes)."""
        while True:
            try:
                return self._explore()
            except Restart as r:
                if r.header in self.sweep_loops:  # pragma: no cover - a sweep never restarts
                    raise
                self.sweep_loops[r.header] = r.reason
            except TooManyCases as many:
                if self.reuse_sweeps or not self.sweep_loops:
                    raise InputError(f"{self.code.name}: more than {MAX_CASES} cases (ways through the "
                                     f"kernel for its unknown arguments){_splits(many.cases, self.mask_inputs)}"
                                     f"{self.code.hint}",
                                     self.code.loc) from None
                self.reuse_sweeps = True

    def _explore(self):
        self.loop_notes.clear()
        self.params.clear()
        self.counts.clear()
        self.dropped.clear()
        cases: list[tuple[Case, list[Machine]]] = [(Case(), [])]
        for setup in self.setups:
            nxt = []
            for (case, machines), ends in zip(cases, self.run_waves(setup, [c for c, _ in cases])):
                for m in ends:
                    nxt.append((m.case, machines + [m]))
                    if len(nxt) > MAX_CASES:
                        raise TooManyCases([c for c, _ in nxt])
            cases = nxt
        return cases

    def run_wave(self, setup, case: Case) -> list[Machine]:
        return self._finish([Machine(self.code, setup, self.lds_size, case)], [])

    def run_waves(self, setup, cases: list[Case]):
        """`run_wave(setup, case)` for each case in turn (a generator, in the order of `cases`),
        with the emulation the cases share done once.

        A wave's run depends on its case only through the questions it asks of it (a term
        resolved, a loop's choice); the machine holds no other trace of the case. So the wave
        runs under all the cases together (`SharedCase`) while every question gets the same
        answer in each: the state is then the one each case's own run reaches. Where the answers
        differ at a conditional branch (which changes nothing before it asks), the cases part
        there, grouped by what the branch does in each, and each group goes on from a copy of the
        state before the branch; where they differ anywhere else, each case runs alone from
        where the group started. A group stops where its run ends, fails or stops undecided; what
        comes after (the explorer's decisions, which read and extend the case) is done per case
        in the order of `cases`, as `run_wave` does it."""
        if len(cases) == 1:
            yield self.run_wave(setup, cases[0])
            return
        ends: list = [None] * len(cases)  # per case: ("done", m) | ("undecided", m, u) | ("error", exc)
        work: list = [(Machine(self.code, setup, self.lds_size, cases[0]), list(range(len(cases))), None)]
        while work:
            m, idx, start = work.pop()
            if len(idx) == 1:
                m.case = cases[idx[0]]
                ends[idx[0]] = self._run_alone(m)
                continue
            m.case = SharedCase([cases[i] for i in idx])
            try:
                end = self._run_alone(m)
            except Diverge:
                parts = self._part(m, idx, cases, ends)
                if parts is None:  # each from the group's start, alone
                    for i in idx:
                        mm = start.fork() if start is not None else Machine(self.code, setup, self.lds_size)
                        mm.case = cases[i]
                        ends[i] = self._run_alone(mm)
                    continue
                for mm, part in reversed(parts):
                    work.append((mm, part, mm.fork() if len(part) > 1 else None))
                continue
            for k, i in enumerate(idx):
                if end[0] == "error":
                    ends[i] = end
                    continue
                mm = end[1] if k == len(idx) - 1 else end[1].fork()
                mm.case = cases[i]
                ends[i] = (end[0], mm) + end[2:]
        self.shared_summaries = {}
        try:
            for end in ends:
                if end[0] == "error":
                    raise end[1]
                if end[0] == "done":
                    yield [end[1]]
                else:
                    yield self._finish(list(reversed(self.handle(end[1], end[2]))), [])
        finally:
            self.shared_summaries = None

    @staticmethod
    def _run_alone(m: Machine) -> tuple:
        try:
            m.run()
        except Undecided as u:
            return ("undecided", m, u)
        except InputError as exc:
            return ("error", exc)
        return ("done", m)

    def _part(self, m: Machine, idx: list[int], cases: list[Case], ends: list) -> list | None:
        """Where the cases `idx` answered a conditional branch differently: the branch runs for
        each case on a copy of `m` (a branch changes nothing before it asks). A case it leaves
        undecided ends there (`ends`); the others are grouped by where the branch sent them,
        each group with the state after the branch: [(machine, cases)]. None when the question
        was asked elsewhere (the state may have changed before it)."""
        index = m.pc - 1
        d = self.code.decoded[index]
        if getattr(d.handler, "condition", None) is None or d.num is not None:
            return None
        groups: dict = {}
        stopped: dict = {}  # (kind, condition) -> (state, Undecided) of the first case stopped so
        for i in idx:
            t = m.fork()
            t.case = cases[i]
            try:
                d.handler(t, d)
            except Undecided as u:
                first = stopped.setdefault((u.kind, id(u.cond)), (t, u))  # u keeps u.cond alive
                ends[i] = ("undecided", t, first[1])
                continue
            t.last = index
            key = (t.pc, t.visits.get(index))
            if key in groups:
                groups[key][1].append(i)
            else:
                groups[key] = (t, [i])
        return list(groups.values())

    def _finish(self, stack: list[Machine], done: list[Machine]) -> list[Machine]:
        """Run the machines of `stack` (the last first) to their ends, deciding what they
        leave undecided; `done` collects the ends in order."""
        while stack:
            m = stack.pop()
            try:
                m.run()
            except Undecided as u:
                stack.extend(reversed(self.handle(m, u)))
                continue
            done.append(m)
            if len(done) > MAX_CASES:  # one wave's ways alone: stop before they multiply further
                raise TooManyCases([d.case for d in done])
        return done

    def handle(self, m: Machine, u: Undecided) -> list[Machine]:
        if u.kind == "branch":
            ex = self.code.exits.get(u.index)
            if ex is not None and (ex.header, m.entries.get(ex.header, 0)) in m.case.loops:
                return self.handle_loop(m, u, ex)
            region = self.code.region(u.index, self._sync_relevant)
            if region is not None:
                return [self.step_over(m, u, region)]
            if type(u.cond) is Sym and u.cond.level == WORKGROUP and S.has_hole(u.cond):
                conds = S.conditions(u.cond)
                if not conds:
                    raise self.undecidable(m, u)
                m.pc = u.index
                return self.split(m, Undecided("value", u.index, conds[0]))
            if type(u.cond) is Sym and u.cond.level == WORKGROUP:
                ex = self.code.exits.get(u.index)
                if ex is not None:
                    return self.handle_loop(m, u, ex)
                return self.split(m, u)
            if type(u.cond) is Sym and S.from_inputs(u.cond.origin) and u.index not in self.code.exits \
                    and self.code.decoded[u.index].instr.mnemonic in LANE_MASK_BRANCHES:
                return self.either_way(m, u)
            past = self.past(m, u)
            if past is not None:
                return [past]
            raise self.undecidable(m, u)
        return self.split(m, u)

    def _sync_relevant(self, i: int) -> bool:
        d = self.code.decoded[i]
        return d.handler in _SYNC_HANDLERS or writes_m0(d)

    # ------------------------------------------------------------ case splits
    def split(self, m: Machine, u: Undecided) -> list[Machine]:
        d = self.code.decoded[u.index]
        cond = u.cond
        options = []
        for value in (True, False):
            c2 = m.case.decide(cond, value)
            if self.solver.feasible(c2.decisions):
                options.append((value, c2))
        if len(options) == 2:
            counts = [n for n in S.inputs(cond) if n.startswith(S.COUNT_PREFIX)]
            if counts:  # the IR cannot make a case of "the loop ran n times" for some n only
                header = int(counts[0][len(S.COUNT_PREFIX):].split(".")[0])
                raise Restart(header, f"line {d.instr.loc.line} decides on how often it ran")
            options = [(v, m.case.decide(cond, v, self._label(d, u, v))) for v, _ in options]
        out = []
        for i, (value, c2) in enumerate(options):
            mm = m if i == len(options) - 1 else m.fork()
            mm.case = c2
            if u.kind == "branch":
                mm.last = u.index
                mm.pc = d.info if value else u.index + 1
            else:
                mm.pc = u.index  # run the access again under the decision
            out.append(mm)
        return out

    def either_way(self, m: Machine, u: Undecided) -> list[Machine]:
        """A branch on whether a lane mask of per-lane conditions on inputs is empty (exec after
        `s_and_saveexec` of `cols < N`): each direction is a case of its own, for this wave and
        this visit (an unconstrained condition), so every combination of directions the waves
        can take is checked. The mask stays as it is: an LDS op under it touches every lane that
        may be active."""
        d = self.code.decoded[u.index]
        mn, line, wave = d.instr.mnemonic, d.instr.loc.line, m.setup.wave
        reg = "exec" if "exec" in mn else "vcc"
        cond = S.fresh(f"{reg}@{line}.w{wave}", boolean=True)
        self.mask_inputs.setdefault(line, set()).update(S.origin_inputs(u.cond.origin))
        m.notes.setdefault(f"line {line} ({mn}): {reg} holds per-lane conditions on inputs; both directions "
                           "are checked in each wave", None)
        out = []
        for value in (True, False):
            mm = m.fork() if value else m
            mm.case = m.case.decide(cond, value, f"line {line} {mn} {'taken' if value else 'not taken'} in "
                                                 f"wave {wave} ({reg} holds per-lane conditions on inputs)")
            mm.last = u.index
            mm.pc = d.info if value else u.index + 1
            out.append(mm)
        return out

    def _label(self, d, u: Undecided, value: bool) -> str:
        line = d.instr.loc.line
        if u.kind == "branch":
            return f"line {line} {d.instr.mnemonic} {'taken' if value else 'not taken'} " \
                   f"({fmt(u.cond if value else bnot(u.cond), 100)})"
        return f"line {line} {d.instr.mnemonic}: {fmt(u.cond if value else bnot(u.cond), 100)}"

    def undecidable(self, m: Machine, u: Undecided) -> InputError:
        d = self.code.decoded[u.index]
        reason = self._why_not_skipped(m, u.index)
        what = describe_unknown(u.cond)
        return m.fail(d, f"{d.instr.mnemonic} depends on a value that is not known: its condition is {what}; "
                         f"{reason}")

    def _why_not_skipped(self, m: Machine, branch: int) -> str:
        sides = self.code.sides(branch)
        if sides is None:
            return "one side ends the kernel, so the branch cannot be stepped over"
        return self._blocker(m, sides) or "its two sides loop"

    def _blocker(self, m: Machine, sides: Region) -> str | None:
        """Why the sides of a branch cannot be passed without running them (None: they can)."""
        pending = None
        for i in self.code.indices(sides):
            d = self.code.decoded[i]
            if d.handler is h_wait:
                if pending is None:
                    pending = skip.outstanding(m.ops)
                for counter, value in zip(("vmcnt", "lgkmcnt"), d.info):
                    if value is not None and counter in pending:
                        op = self.code.instrs[pending[counter]]
                        return (f"it decides whether s_waitcnt at line {d.instr.loc.line} runs, which may retire "
                                f"{op.mnemonic} at line {op.loc.line} (outstanding at the branch)")
            elif self._sync_relevant(i):
                return f"it decides whether {d.instr.mnemonic} at line {d.instr.loc.line} runs"
        return None

    def past(self, m: Machine, u: Undecided) -> Machine | None:
        """Past a branch nothing decides whose sides cannot matter for synchronization (see
        `skip.py`): stepped over when they hold no loop, skipped whole when they do; None when
        the sides hold a barrier, an LDS op, an M0 write or a wait that may retire an LDS op."""
        if u.kind != "branch":
            return None
        sides = self.code.sides(u.index)
        if sides is None or self._blocker(m, sides) is not None:
            return None
        if not sides.cyclic:
            return self.step_over(m, u, sides)
        d = self.code.decoded[u.index]
        line = d.instr.loc.line
        lines = [self.code.instrs[i].loc.line for i in self.code.indices(sides)]
        eff = self._effects.get(u.index)
        if eff is None:
            eff = self._effects[u.index] = skip.effects(self.code, self.code.indices(sides))
        skip.havoc(m, eff, f"a value the loop between the branch at line {line} and line "
                           f"{self.code.instrs[sides.join].loc.line} may change (skipped whole)")
        m.pc, m.last = sides.join, u.index
        m.notes.setdefault(
            f"line {line} ({d.instr.mnemonic}): its sides (lines {min(lines)}-{max(lines)}) loop and hold no barrier, "
            "LDS op, LDS-DMA copy or M0 write" + (" and no wait that could retire an LDS op" if eff.waits else "")
            + ": skipped whole (the registers they write are unknown after line "
            f"{self.code.instrs[sides.join].loc.line}; their VMEM/SMEM ops and waits are not counted)", None)
        return m

    # ------------------------------------------------------------ stepping over a region
    def step_over(self, m: Machine, u: Undecided, region: Region) -> Machine:
        d = self.code.decoded[u.index]
        taken = m.fork()
        taken.pc, taken.last = d.info, u.index
        m.pc, m.last = u.index + 1, u.index
        before = len(m.ops)
        sides = [self.run_to(x, region.join) for x in (taken, m)]
        return self.merge(sides[0], sides[1], u.cond, before, d.instr.loc.line)

    def run_to(self, m: Machine, stop: int) -> Machine:
        while True:
            try:
                m.run(stop=stop)
                return m
            except Undecided as u:
                region = self.code.region(u.index, self._sync_relevant) if u.kind == "branch" else None
                if region is not None:
                    m = self.step_over(m, u, region)
                    continue
                past = self.past(m, u)
                if past is None:  # pragma: no cover - a region holds no LDS op or loop exit
                    raise self.undecidable(m, u)
                m = past

    def merge(self, a: Machine, b: Machine, cond, before: int, line: int) -> Machine:
        """b becomes the state after both sides: `a` ran when `cond` holds, `b` otherwise."""
        origin = f"a value that differs between the two sides of the branch at line {line}"
        for i in range(NUM_SGPR_SLOTS):
            x, y = a.s[i], b.s[i]
            if x is not y and not (type(x) is int and type(y) is int and x == y):
                b.s[i] = _join(cond, x, y, origin)
        if not (a.scc is b.scc or (type(a.scc) is bool and type(b.scc) is bool and a.scc == b.scc)):
            b.scc = _join(cond, a.scc, b.scc, origin, boolean=True)
        for idx in set(a.v) | set(b.v):
            x, y = a.v.get(idx, NONE64), b.v.get(idx, NONE64)
            if x is y:
                continue
            if x == y:
                if idx in b.vn:  # equal unknowns, not provably the same value: no number
                    b.v[idx] = numbering.fresh(y)
                continue
            lanes = tuple(p if (p is q or (type(p) is int and p == q)) else _join(cond, p, q, origin, lane=True)
                          for p, q in zip(x, y))
            b.v[idx] = lanes
            if any(type(p) is Sym for p in lanes):
                b.vsym.add(idx)
            if None in lanes:
                joined = any(r is None and p is not None and q is not None for r, p, q in zip(lanes, x, y))
                b.vorigin[idx] = origin if joined else (b.vorigin.get(idx) or a.vorigin.get(idx) or origin)
            else:
                b.vorigin.pop(idx, None)
        if a.mode != b.mode:  # which side ran is not known: numbers after it are the wave's own
            b.mode = numbering.number(("step-over", object()))
        if a.vstores != b.vstores:
            b.vstores = numbering.number(("step-over", object()))
        for k, v in a.unmodelled.items():
            b.unmodelled.setdefault(k, v)
        b.notes.update(a.notes)
        ops_a, ops_b = a.ops[before:], b.ops[before:]
        kept = []
        for kinds in (("vload", "vstore"), ("smem",)):
            xa = [o for o in ops_a if o.kind in kinds]
            xb = [o for o in ops_b if o.kind in kinds]
            kept.extend(xa if len(xa) <= len(xb) else xb)
        if ops_a != ops_b:
            b.notes.setdefault(f"line {line}: the branch is stepped over (no barrier, LDS op or M0 write on "
                               "either side, and no wait that could retire an LDS op); its VMEM/SMEM ops counted as "
                               "the side with fewer", None)
        b.ops[before:] = kept
        b.steps = max(a.steps, b.steps)
        return b

    # ------------------------------------------------------------ loops
    def handle_loop(self, m: Machine, u: Undecided, ex: LoopExit) -> list[Machine]:
        key = (ex.header, m.entries.get(ex.header, 0))
        choice = m.case.loops.get(key)
        if choice is not None:
            return self.follow(m, u, ex, key, choice)
        if ex.header not in self.sweep_loops:
            summary = self._summary(m, u, ex, key)
            if summary is not None:
                return self.from_summary(m, u, ex, key, summary)
            self.sweep_loops[ex.header] = "its state does not repeat within " \
                                          f"{MAX_ITERATIONS} iterations up to counters"
        return self.sweep(m, u, ex, key)

    def _stay(self, u: Undecided, ex: LoopExit):
        return u.cond if ex.stay_is_taken else bnot(u.cond)

    def _take(self, m: Machine, ex: LoopExit, branch: int, stay: bool) -> None:
        m.last = branch
        m.pc = ex.stay if stay else ex.leave
        if stay:
            m.visits[branch] = m.visits.get(branch, 0) + 1

    def _note(self, key, ex: LoopExit, branch: int, how: str, detail: str = "", param: str | None = None):
        note = self.loop_notes.get(key)
        if note is None:
            note = self.loop_notes[key] = LoopNote(self.code.instrs[branch].loc.line,
                                                   self.code.instrs[ex.header].loc.line, how, param, detail)
        return note

    def sweep(self, m: Machine, u: Undecided, ex: LoopExit, key) -> list[Machine]:
        visits = m.visits.get(u.index, 0)
        note = self._note(key, ex, u.index, "swept", self.sweep_loops.get(ex.header, ""))
        before = m.case.loops.get((key[0], key[1] - 1)) if self.reuse_sweeps and key[1] else None
        if before is not None and before.swept and before.first >= visits:
            # one count per case for every entry, as a trip-count parameter of a FlyDSL loop;
            # `follow` moves it where this entry cannot run it
            mm = m.fork()
            mm.case = m.case.choose(key, LoopChoice(before.first, swept=True, reused=True, exit=before.exit), "")
            mm.pc = u.index
            return [mm]
        # a loop of several exit branches is left at each of them in turn (staying at the others)
        exits = self.code.headers[ex.header].exits
        exits = (u.index,) + tuple(b for b in exits if b != u.index) if len(exits) > 1 else (None,)
        out = []
        for b in exits:
            seen = visits if b is None or b == u.index else m.visits.get(b, 0)
            line = note.line if b is None or b == u.index else self.code.instrs[b].loc.line
            for trips in SWEEP_TRIPS if b is None or b == u.index else SWEEP_TRIPS_OTHER_EXITS:
                if trips < seen:
                    continue
                mm = m.fork()
                mm.case = m.case.choose(key, LoopChoice(trips, swept=True, exit=b),
                                        _swept_label(note.header_line, trips, line))
                mm.pc = u.index
                out.append(mm)
        return out

    def follow(self, m: Machine, u: Undecided, ex: LoopExit, key, choice: LoopChoice) -> list[Machine]:
        visits = m.visits.get(u.index, 0)
        if choice.period:
            if visits != choice.start:
                raise Restart(ex.header, "waves reach its exit branch after different numbers of iterations")
            summary = self._summary(m, u, ex, key, (choice.prefix, choice.period))
            if summary is None:
                raise Restart(ex.header, "not every wave repeats with the same period")
            out = self._periodic(m, u, ex, key, summary, choice.residue, choice)
            if out is None:
                self.dropped.append(f"wave {m.setup.wave} cannot leave the loop at line "
                                    f"{self.code.instrs[ex.header].loc.line} where wave 0 does")
                return []
            return [out]
        stay_cond = self._stay(u, ex)
        stay = visits < choice.first if choice.exit is None or choice.exit == u.index else True
        case = m.case.add({stay_cond: stay})
        if not self.solver.feasible(case.decisions):
            if choice.reused:  # the count of the entry before does not fit this one: the others do
                return self._moved(m, u, ex, key, visits, stay, choice)
            return []  # this wave cannot stay (leave) here in this case: the case does not exist
        m.case = case
        self._take(m, ex, u.index, stay)
        if not stay and key in self.loop_notes:
            self.loop_notes[key].trips.add(choice.first)
        return [m]

    def _moved(self, m: Machine, u: Undecided, ex: LoopExit, key, visits: int, stay: bool,
               choice: LoopChoice) -> list[Machine]:
        """A reused sweep count this entry of the loop cannot run: it leaves now where it cannot
        stay (at this exit branch), and takes each larger count of the sweep where it cannot leave."""
        line, header_line = self.code.instrs[u.index].loc.line, self.code.instrs[ex.header].loc.line
        here = None if choice.exit is None else u.index
        out = []
        for trips in ([visits] if stay else [t for t in SWEEP_TRIPS if t > visits]):
            mm = m.fork()
            mm.case = m.case.choose(key, LoopChoice(trips, swept=True, exit=here), _swept_label(header_line, trips, line))
            out.extend(self.follow(mm, u, ex, key, mm.case.loops[key]))
        return out

    # ------------------------------------------------------------ summaries
    def _iterate(self, m: Machine, ex: LoopExit, branch: int) -> Machine | None:
        """From the exit branch, stay and run to the exit branch again (None: the iteration
        needs a decision, ends, or fails: the loop is then swept)."""
        m = m.fork()
        self._take(m, ex, branch, True)
        m.ops = []
        try:
            while True:
                try:
                    m.run(stop=branch)
                    break
                except Undecided as u:
                    region = self.code.region(u.index, self._sync_relevant) if u.kind == "branch" else None
                    if region is not None:
                        m = self.step_over(m, u, region)
                        continue
                    if type(u.cond) is Sym and u.cond.level == WORKGROUP:
                        return None  # a decision: the loop is swept
                    m = self.past(m, u)
                    if m is None:
                        return None
        except InputError:
            return None
        if m.pc != branch:
            return None
        return m

    def _condition(self, m: Machine, branch: int):
        d = self.code.decoded[branch]
        return m.case.resolve(d.handler.condition(m))

    def _summary(self, m: Machine, u: Undecided, ex: LoopExit, key, want: tuple | None = None) -> Summary | None:
        """`summarise`, done once for the cases of a wave that stopped together (`run_waves`:
        the same state, the same `u`) when they answer every question it asked of its case
        (noted by `RecordedCase`) alike."""
        memo = self.shared_summaries
        if memo is None:
            return self.summarise(m, u, ex, key, want)
        k = (id(u), key, want)
        hit = memo.get(k)
        if hit is not None and hit[0] is u and replay(hit[2], m.case):
            return hit[1]
        case, log = m.case, []
        m.case = RecordedCase(case, log)
        try:
            summary = self.summarise(m, u, ex, key, want)
        finally:
            m.case = case
        memo[k] = (u, summary, log)
        return summary

    def summarise(self, m: Machine, u: Undecided, ex: LoopExit, key, want: tuple | None = None) -> Summary | None:
        branch = u.index
        start = m.visits.get(branch, 0)
        at = m.fork()
        at.pc = branch
        states, segs = {start: at}, {}
        stay = (lambda c: c if ex.stay_is_taken else bnot(c))
        stays = {start: stay(u.cond)}
        count = S.count(f"{key[0]}.{key[1]}")
        cur = at
        for v in range(start + 1, start + MAX_ITERATIONS + 1):
            nxt = self._iterate(cur, ex, branch)
            if nxt is None:
                return None
            c = stay(self._condition(nxt, branch))
            states[v], segs[v], stays[v] = nxt, nxt.ops, c
            if c is False:  # the loop surely ends here: every exit is one of these visits
                if want is not None:
                    return None
                return Summary(start, v, 0, states, segs, stays)
            cur = nxt
            for period in range(1, MAX_PERIOD + 1):
                base = v - period
                if base < start:
                    break
                if want is not None and want != (base, period):
                    continue
                block = self._block(states[base], states[v], period, ex, branch, count)
                if block is not None:
                    return Summary(start, base, period, states, segs, stays, block)
            if want is not None and v >= want[0] + want[1]:
                return None
        return None

    def _block(self, first: Machine, again: Machine, period: int, ex: LoopExit, branch: int, count: Sym,
               variant: int = 0):
        """Run `period` iterations from `first` with every value that differs in `again` made
        symbolic (a constant step per period becomes `value + step * count`); the block is a
        summary if the state after it is the one before with `count` one higher.

        A workgroup-level value that changes otherwise is a variable of the loop, one per SGPR,
        place in the loop and recurrence: every wave (and case) that summarises the same loop
        from the same start values with the same recurrence (the terms after one period) has the
        same variables, as on the hardware the waves of a workgroup have the same values there
        (a variable of each wave's own would let a later branch on it go one way in one wave and
        the other way in another: barriers that pair with nothing). The period runs first with
        the place's first variant of the variables; when its start values and recurrence are
        not those that variant stands for, it runs again with the `variant` that stands for them
        (`S.recurrence_variant`)."""
        origin = f"a value that changes between iterations of the loop at line {self.code.instrs[ex.header].loc.line}"
        a = first.fork()
        a.ops = []
        carried: list = []  # registers that change between periods: ("s"|"v", index)
        variables: dict = {}  # SGPR -> the workgroup-level variable a period starts with
        # a value read from LDS in the block stands for the read in whichever period the block
        # runs: its name carries the period count, so it is never the value one concrete
        # iteration read (which a case may have decided already)
        loop = count.args[0]  # the name of the period count
        a.gen_tag += f"[{loop}]"
        place = (loop, branch, first.visits.get(branch, 0), period)
        for i in range(NUM_SGPR_SLOTS):
            x, y = first.s[i], again.s[i]
            if x is y or (type(x) is int and type(y) is int and x == y):
                continue
            carried.append(("s", i))
            step = S.sub(y, x) if S.level(x) == WORKGROUP and S.level(y) == WORKGROUP else None
            if type(step) is int:
                a.s[i] = S.add(x, S.mul(count, step))
            elif S.level(x) == WORKGROUP and S.level(y) == WORKGROUP:
                a.s[i] = variables[i] = S.fresh(f"s{i}", key=(place, variant, i), loop=loop)
            else:
                a.s[i] = S.unknown(max(WAVE, S.level(x), S.level(y)), origin)
        if a.scc is not again.scc and not (type(a.scc) is bool and a.scc == again.scc):
            a.scc = S.fresh("scc", boolean=True, key=(place, variant), loop=loop) \
                if S.level(a.scc) == WORKGROUP and S.level(again.scc) == WORKGROUP \
                else S.unknown(WAVE, origin, boolean=True)
        for idx in set(first.v) | set(again.v):
            x, y = first.v.get(idx, NONE64), again.v.get(idx, NONE64)
            if x is y:
                continue
            carried.append(("v", idx))
            if x == y:  # the same known lanes; its unknown lanes may differ by period
                a.v[idx] = numbering.fresh(x)
                continue
            lanes = []
            for p, q in zip(x, y):
                if p is q or (type(p) is int and p == q):
                    lanes.append(p)
                    continue
                step = S.sub(q, p) if p is not None and q is not None and S.level(p) == WORKGROUP \
                    and S.level(q) == WORKGROUP else None
                lanes.append(S.add(p, S.mul(count, step)) if type(step) is int else None)
            a.v[idx] = tuple(lanes)
            if any(type(p) is Sym for p in lanes):
                a.vsym.add(idx)
            if None in lanes:
                a.vorigin[idx] = origin
            else:
                a.vorigin.pop(idx, None)
        # the block's exit conditions are taken as wave 0 found them, before its case decided
        # how the loop ends (a later wave following the summary has those decisions)
        free = first.case.free_of(loop)
        numbered = a.numbered
        if numbered:  # first run: the carried values numbered by placeholders, to learn how they recur
            a.mode = numbering.number(("loop", first.mode, loop))
            probe = a.fork()
            probe.deps = {}
            numbering.name_carried(probe, carried, lambda r: numbering.number(("probe", loop) + r))
            numbering.hold_variables(variables, loop)
            run = self._period(probe, period, ex, branch, free)
        else:
            run = self._period(a, period, ex, branch, free)
        if run is None:
            return None
        bsegs, bstays, bexits, cur = run
        # closure: the state after the block is the state before it, one block later
        nxt_count = {count: S.add(count, 1)}
        memo: dict = {}
        for i in range(NUM_SGPR_SLOTS):
            want = S.substitute(a.s[i], nxt_count, memo)
            if not _same(cur.s[i], want, a.s[i]):
                return None
        if not _same(cur.scc, S.substitute(a.scc, nxt_count, memo), a.scc):
            return None
        if variant == 0 and (variables or (type(a.scc) is Sym and a.scc.op == "var")):
            recurrence = (tuple((i, first.s[i], cur.s[i]) for i in variables), first.scc, cur.scc)
            other = S.recurrence_variant(place, recurrence)
            if other:
                if numbered:
                    numbering.forget_variables(variables)
                return self._block(first, again, period, ex, branch, count, other)
        for idx in set(a.v) | set(cur.v):
            x, y = a.v.get(idx, NONE64), cur.v.get(idx, NONE64)
            if x is y:
                continue
            for p, q in zip(x, y):
                if not _same(q, S.substitute(p, nxt_count, memo) if type(p) is Sym else p, p, lane=True):
                    return None
        if numbered:
            # numbers through the loop and after it (numbering.py, "Summarised loops"): the carried
            # values named by their recurrences, unless the period changes the float mode
            steps = (cur.gen - a.gen, cur.lds_writes - a.lds_writes, cur.vstores - a.vstores)
            phis = None
            if cur.mode == a.mode:
                names = numbering.name_variables(first, cur, variables, loop, steps)
                phis = numbering.recurrences(first, cur, carried, loop, steps, names)
            if phis is None:  # the first run's ops and states, without numbers from here on
                numbering.forget_variables(variables)
                bsegs = [[replace(op, value=None) if op.value is not None else op for op in seg] for seg in bsegs]
                for e in bexits:
                    e.numbered, e.deps = False, None
            else:
                # an LDS write in the period keeps its number only where a barrier in every
                # period makes one generation one period of both waves
                tokens = cur.gen > a.gen and any(op.kind == "write" and op.value is not None
                                                 for seg in bsegs for op in seg)
                a.scoped = True  # numbers now name a value of the period of their generation
                a.mode = numbering.number(("loop", first.mode, loop, steps))
                numbering.name_carried(a, carried, phis.get)
                run = self._period(a, period, ex, branch, free)
                if run is None:  # pragma: no cover - numbers never decide anything
                    return None
                bsegs, bstays, bexits, _ = run
                if not tokens:
                    bsegs = [[replace(op, value=None) if op.value is not None else op for op in seg]
                             for seg in bsegs]
        return Block(bsegs, bstays, bexits, count)

    def _period(self, a: Machine, period: int, ex: LoopExit, branch: int, free):
        """The ops, stay conditions and exit states of `period` iterations from `a`, and the state
        after them (None: an iteration needs a decision or the loop surely ends); the stay
        conditions are resolved by the case `free` (see `_block`)."""
        bsegs, bstays, bexits = [], [], []
        cur = a
        stay = (lambda c: c if ex.stay_is_taken else bnot(c))
        for _ in range(period):
            nxt = self._iterate(cur, ex, branch)
            if nxt is None:
                return None
            c = stay(free.resolve(self.code.decoded[branch].handler.condition(nxt)))
            if c is False:
                return None
            bsegs.append(nxt.ops)
            bstays.append(c)
            bexits.append(nxt)
            cur = nxt
        return bsegs, bstays, bexits, cur

    def from_summary(self, m: Machine, u: Undecided, ex: LoopExit, key, s: Summary) -> list[Machine]:
        branch = u.index
        header_line = self.code.instrs[ex.header].loc.line
        line = self.code.instrs[branch].loc.line
        param = f"periods@{line}" + (f"#{key[1]}" if key[1] > 1 else "") if s.period else None
        how = "summarised" if s.period else "bounded"
        note = self._note(key, ex, branch, how, str(s.period), param=param)
        out = []
        # bounded: the loop surely ends at visit `base`; summarised: the period starts after it
        for t in range(s.start, s.base + 1):
            decisions = {s.stays[i]: True for i in range(s.start, t) if type(s.stays[i]) is Sym}
            leave = bnot(s.stays[t])
            if leave is False:
                continue
            if type(leave) is Sym:
                decisions[leave] = True
            choice = LoopChoice(t, start=s.start)
            case = m.case.choose(key, choice, f"loop at line {header_line} stays {t} time(s) at line {line}",
                                 decisions)
            if not self.solver.feasible(case.decisions):
                continue
            mm = s.states[t].fork()
            mm.ops = list(m.ops) + [op for i in range(s.start + 1, t + 1) for op in s.segs[i]]
            mm.case = case
            self._take(mm, ex, branch, False)
            note.trips.add(t)
            out.append(mm)
        if s.period:
            for k in range(s.period):
                choice = LoopChoice(s.base + 1 + k, s.period, param, residue=k, prefix=s.base, start=s.start)
                mm = self._periodic(m, u, ex, key, s, k, choice)
                if mm is not None:
                    out.append(mm)
            self.params[param] = (0, 2)
        return out

    def _periodic(self, m: Machine, u: Undecided, ex: LoopExit, key, s: Summary, k: int,
                  choice: LoopChoice) -> Machine | None:
        """The way out of a summarised loop at position `k` of its period, after any number of
        periods (the block count), or None when no kernel arguments allow it."""
        blk = s.block
        branch = u.index
        decisions = {s.stays[i]: True for i in range(s.start, s.base + 1) if type(s.stays[i]) is Sym}
        leave = bnot(blk.stays[k])
        if leave is False:
            return None
        if type(leave) is Sym:
            decisions[leave] = True
        self.solver.block_vars.add(blk.count.args[0])
        header_line = self.code.instrs[ex.header].loc.line
        line = self.code.instrs[branch].loc.line
        first = s.base + 1 + k
        label = f"loop at line {header_line} stays {first} + " + \
            (f"{s.period}*{choice.param}" if s.period > 1 else choice.param) + f" time(s) at line {line}"
        if key in m.case.loops:
            case = m.case.add(decisions)
        else:
            case = m.case.choose(key, choice, label, decisions)
        if not self.solver.feasible(case.decisions):
            return None
        exit_state = blk.exits[k]
        mm = exit_state.fork()
        body = tuple(op for seg in blk.segs for op in seg)
        loop = LoopBlock(key, choice.param, first, s.period, body, blk.count.args[0])
        self.counts[blk.count.args[0]] = choice.param
        prefix = [op for i in range(s.start + 1, s.base + 1) for op in s.segs[i]]
        partial = [op for seg in blk.segs[:k + 1] for op in seg]
        mm.ops = list(m.ops) + prefix + [loop] + partial
        mm.case = case
        self._take(mm, ex, branch, False)
        self.loop_notes[key].trips.add(("from", first, s.period))
        return mm


def _join(cond, x, y, origin: str, lane: bool = False, boolean: bool = False):
    """One value for `x` (when `cond` holds) and `y` (otherwise)."""
    if type(cond) is Sym and cond.level == WORKGROUP and type(x) is not tuple and type(y) is not tuple:
        # an opaque arm becomes a hole: deciding `cond` later still gives the other arm exactly
        if x is None or S.level(x) != WORKGROUP:
            x = S.hole(x if x is not None else S.unknown(LANE, origin))
        if y is None or S.level(y) != WORKGROUP:
            y = S.hole(y if y is not None else S.unknown(LANE, origin))
        return S.select(cond, x, y)
    if lane:
        return None
    if boolean:
        return S.unknown(max(WAVE, S.level(cond), S.level(x), S.level(y)), origin, boolean=True)
    xm, xv = S.known(x) if x is not None else (0, 0)
    ym, yv = S.known(y) if y is not None else (0, 0)
    km = xm & ym & ~(xv ^ yv)
    lvl = max(WAVE, S.level(cond), S.level(x) if x is not None else LANE, S.level(y) if y is not None else LANE)
    return S.unknown(lvl, origin, km, xv)


def _same(new, want, old, lane: bool = False) -> bool:
    """Is `new` (after a block) covered by what the summary assumed at its start: `want` (the
    start value one block later)? An unknown start value (None lane, a fresh variable, an opaque
    unknown) covers any value of its level or below."""
    if new is want:
        return True
    if type(new) is int and type(want) is int or type(new) is bool and type(want) is bool:
        return new == want
    if old is None:
        return True
    if type(old) is Sym and (old.op == "var" or old.level):
        return (S.level(new) <= old.level) if new is not None else old.level >= LANE
    return False
