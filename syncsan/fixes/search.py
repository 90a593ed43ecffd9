"""The search for the smallest edit that removes a finding, on the IR.

For each finding it lists the places an edit could go, best first, and finds at each the weakest
value that removes the finding at every parameter point tried:

- a race (SS101-SS105): a wait in the first op's wave, just before the barrier that publishes it
  (or just before the second op, in the same wave): a change of the wait already there, or a new
  one at the statement before or after that point (guarded to the wave group that needs it when
  the statement also runs in others); where no barrier generation lies between the two ops, a new
  barrier (after a wait) before the second op;
- SS201 (barrier counts differ): barriers for the groups that run fewer, at the end of a block
  around their last barrier;
- SS301 (a counter overflows): a wait before the op that overflows it.

Places are ranked by how much they touch: the wave groups beyond those that need the edit, a new
guard, the statements reached, a new statement rather than a changed one. Findings whose best
places coincide share one edit (its value the weakest safe for all of them).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Mapping, Sequence

from syncsan.edits import (
    Edit,
    Insert,
    NewBarrier,
    NewWait,
    NotApplicable,
    SetWait,
    anchors_at,
    apply,
    changed_groups,
    chain,
    is_inserted,
    lands_at,
)
from syncsan.executor import INF, Trace, execute
from syncsan.findings import Finding
from syncsan.fixes.targets import (
    COUNTER_OF,
    QUEUE_KINDS,
    QUEUE_OF,
    all_pairs,
    finding_keys,
    pairs,
    units_between,
    wait_need,
)
from syncsan.fixes.values import choose, count_sum, fit, names_of, sample_points
from syncsan.frontends.edit import ValueHint
from syncsan.ir import If, Loop, Program, Value, Wait, evaluate

#: rounds of "lower the value to what the next unordered occurrence needs" per point
MAX_ROUNDS = 16


class BudgetSpent(Exception):
    """The fix search's CPU budget (--fix-budget) ran out in the middle of a step: `suggest`
    stops there and says so in the file's notes."""


def spend(plan: "Plan") -> None:
    """Raise BudgetSpent when the plan's fix-search deadline (process CPU time) has passed."""
    if plan.deadline is not None and time.process_time() > plan.deadline:
        raise BudgetSpent()


@dataclass
class Plan:
    """One program of a file as it was checked: the fix search checks edits the same way."""

    program: Program
    overrides: Mapping[str, tuple]
    prove: bool
    retire: str
    rules: frozenset[str]
    timeout: float
    findings: tuple[Finding, ...]
    deadline: float | None = None  # process CPU time at which the fix search stops (BudgetSpent)
    _points: list | None = None
    _keys: dict = field(default_factory=dict)
    _found: dict = field(default_factory=dict)
    _places: dict = field(default_factory=dict)
    _at: dict = field(default_factory=dict)
    _edited: dict = field(default_factory=dict)
    _waits: dict = field(default_factory=dict)

    def at(self, point: dict):
        """The program's trace at a point and its unordered pairs by finding key (memoised)."""
        k = tuple(sorted(point.items()))
        if k not in self._at:
            spend(self)
            trace = execute(self.program, point, self.retire)
            by_key: dict = {}
            for pr in all_pairs(trace):
                by_key.setdefault(pr.key, []).append(pr)
            self._at[k] = (trace, by_key)
        return self._at[k]

    def edited(self, edit: Edit) -> Program:
        """The program with an edit applied (NotApplicable if it cannot be), memoised: the search
        replays one edit at every point it samples, and one edited program object keeps the
        executor's per-program caches across those replays."""
        hit = self._edited.get(edit)
        if hit is None:
            if len(self._edited) > 64:
                self._edited.clear()
            try:
                hit = apply(self.program, edit)
            except NotApplicable as exc:
                hit = exc
            self._edited[edit] = hit
        if isinstance(hit, NotApplicable):
            raise NotApplicable(*hit.args)
        return hit

    def waits_in(self, edit: Edit) -> set[int]:
        """`_waits_in` of the edited program (memoised with it)."""
        edited = self.edited(edit)
        hit = self._waits.get(edit)
        if hit is None or hit[0] is not edited:
            hit = self._waits[edit] = (edited, _waits_in(edited, edit))
        return hit[1]

    def points(self, witnesses=()) -> list[dict]:
        if self._points is None:
            ws = [dict(f.witness) for f in self.findings if f.witness] + list(witnesses)
            self._points = sample_points(self.program, self.overrides, self.prove, ws)
        return self._points

    def original_keys(self, point: dict) -> set:
        k = tuple(sorted(point.items()))
        if k not in self._keys:
            self._keys[k] = finding_keys(execute(self.program, point, self.retire), self.rules)
        return self._keys[k]


@dataclass(frozen=True)
class Place:
    """Where an edit could go (its value still open): `template` is the edit with a value that
    changes nothing, `make(value)` the edit with a value."""

    kind: str  # wait | set | barrier | balance
    template: Edit
    counter: str | None
    score: tuple
    needed: frozenset[int]  # wave groups that need it (indices)

    @property
    def site(self) -> tuple:
        ops = tuple(type(o).__name__ for o in self.template.ops) if isinstance(self.template, Insert) else ()
        return (self.kind, self.template.site, self.counter, ops)

    def make(self, value: Value | None) -> Edit:
        t = self.template
        if isinstance(t, SetWait):
            return replace(t, value=value)
        if isinstance(t, Insert) and self.counter is not None:
            ops = tuple(NewWait(**{self.counter: value}) if isinstance(o, NewWait) else o for o in t.ops)
            return replace(t, ops=ops)
        return t


@dataclass
class Found:
    """A place with its value for one program: the edit, and the hints for naming the value."""

    place: Place
    edit: Edit
    hints: dict  # counter -> ValueHint
    monotone: bool


# ---------------------------------------------------------------- places


def _same_file(a: str, b: str) -> bool:
    if a == b:
        return True
    try:
        return Path(a).resolve() == Path(b).resolve()
    except OSError:
        return False


def cmax(program: Program, counter: str) -> int:
    return program.target.vmcnt_max if counter == "vmcnt" else program.target.lgkmcnt_max


def _waits_in(program: Program, edit: Edit) -> set[int]:
    """ids of the wait statements an edit added or changed (in the edited program)."""
    out: set[int] = set()

    def walk(block):
        for s in block:
            if isinstance(s, Loop):
                walk(s.body)
            elif isinstance(s, If):
                walk(s.then)
                walk(s.orelse)
            elif isinstance(s, Wait):
                if is_inserted(s) or (isinstance(edit, SetWait) and s.loc.file == edit.file and s.loc.line == edit.line
                                      and _ends(s.stack, edit.through)):
                    out.add(id(s))

    for g in program.groups:
        walk(g.body)
    return out


def _ends(stack, through) -> bool:
    if not through:
        return True
    n = len(through)
    return tuple((l.file, l.line) for l in stack[len(stack) - n:]) == tuple((l.file, l.line) for l in through)


def locate(program: Program, group: int, params: dict, pos: int):
    """The path ([(block, index), ...]) of the statement a group executes at program position
    `pos` with these parameters (the executor's numbering): statements may be shared between
    positions (assembly repeats one statement per instruction), so a position, not an object,
    names the place."""
    env = dict(params)
    count = 0

    def walk(block, trail):
        nonlocal count
        for i, s in enumerate(block):
            if isinstance(s, Loop):
                start, stop, step = (evaluate(v, env) for v in (s.start, s.stop, s.step))
                for value in range(start, stop, step):
                    env[s.var] = value
                    hit = walk(s.body, trail + [(block, i)])
                    if hit is not None:
                        return hit
                env.pop(s.var, None)
                continue
            if isinstance(s, If):
                hit = walk(s.then if evaluate(s.cond, env) else s.orelse, trail + [(block, i)])
                if hit is not None:
                    return hit
                continue
            if count == pos:
                return trail + [(block, i)]
            count += 1
        return None

    return walk(program.groups[group].body, [])


def lands_before(edited: Program, group: int, params: dict, pos: int) -> bool:
    """In the edited program, does an inserted statement run immediately before the statement
    the original program runs at position `pos` (inserted statements not counted)?"""
    env = dict(params)
    count = 0
    prev_inserted = False

    def walk(block):
        nonlocal count, prev_inserted
        for s in block:
            if isinstance(s, Loop):
                start, stop, step = (evaluate(v, env) for v in (s.start, s.stop, s.step))
                for value in range(start, stop, step):
                    env[s.var] = value
                    hit = walk(s.body)
                    if hit is not None:
                        return hit
                env.pop(s.var, None)
                continue
            if isinstance(s, If):
                hit = walk(s.then if evaluate(s.cond, env) else s.orelse)
                if hit is not None:
                    return hit
                continue
            if is_inserted(s):
                prev_inserted = True
                continue
            if count == pos:
                return prev_inserted
            prev_inserted = False
            count += 1
        return None

    return bool(walk(edited.groups[group].body))


_APPLIED: dict[int, tuple[Program, dict]] = {}


def _applied(program: Program, t: Edit):
    """(edited program or None, changed groups, statements added) of a candidate edit, memoised
    per program: many findings share the places they try."""
    entry = _APPLIED.get(id(program))
    if entry is None or entry[0] is not program:
        if len(_APPLIED) > 16:
            _APPLIED.clear()
        entry = _APPLIED[id(program)] = (program, {})
    memo = entry[1]
    if t not in memo:
        try:
            edited = apply(program, t)
        except NotApplicable:
            memo[t] = (None, frozenset(), 0)
        else:
            if isinstance(t, SetWait):  # what it reaches: the waits it sets, not a rebuilt body
                memo[t] = (edited, _set_groups(program, t), _set_reach(program, t))
            else:
                memo[t] = (edited, changed_groups(program, edited), _static_reach(program, edited))
    return memo[t]


def _static_reach(before: Program, after: Program) -> int:
    """How many statements an insertion adds to the program (its groups, loop bodies and
    branches: what it reaches)."""
    n = 0
    for a, b in zip(before.groups, after.groups):
        if a.body is not b.body:
            n += _count(b.body) - _count(a.body)
    return n


def _count(block) -> int:
    n = 0
    for s in block:
        n += 1
        if isinstance(s, Loop):
            n += _count(s.body)
        elif isinstance(s, If):
            n += _count(s.then) + _count(s.orelse)
    return n


def wait_places(program: Program, group: int, params: dict, pos: int, counter: str, editor, main_file: str,
                guards: bool) -> list[Place]:
    """Places for a wait (on `counter`) that runs in `group` just before the statement it runs
    at position `pos` with these parameters."""
    path = locate(program, group, params, pos)
    if path is None:
        return []
    block, index = path[-1]
    stmt = block[index]
    out: list[Place] = []
    needed = frozenset([group])
    seen: set = set()
    # the wait already written just before (no op on the counter between): change it
    j = index - 1
    kinds = QUEUE_KINDS.get("vm" if counter == "vmcnt" else "lgkm", ())
    while j >= 0 and not isinstance(block[j], (Loop, If)):
        s = block[j]
        if isinstance(s, Wait):
            through = editor.value_through(program, s, counter) if editor is not None else None
            if through is not None:
                t = SetWait(s.loc.file, s.loc.line, through, counter, getattr(s, counter))
                probe, set_groups, set_reach = _applied(program, t)
                if probe is not None:
                    extra = len(set_groups - needed)
                    # changing the wait written just before is the smallest edit; a wait some lines
                    # up (assembly, where other instructions sit between) ranks after a new one
                    after = stmt if index < len(block) else None
                    near = after is not None and after.stack == s.stack and after.loc.file == s.loc.file and \
                        0 <= after.loc.line - s.loc.line <= 1
                    out.append(Place("set", t, counter, (extra, 0, set_reach, 0 if near else 2,
                                                         not _same_file(s.loc.file, main_file), 0), needed))
            break
        from syncsan.executor import _OP_KINDS
        if _OP_KINDS.get(type(s)) in kinds:
            break
        j -= 1
    # the same point for the wait: any position before `stmt` with only waits between
    spots = [index]
    j = index
    while j > 0 and isinstance(block[j - 1], Wait):
        j -= 1
        spots.append(j)
    for (where, file, line, depth), spot in [(a, spot) for spot in spots for a in anchors_at(block, spot)]:
        for guard in ([None] + ([frozenset(program.groups[group].waves)] if guards else [])):
            t = Insert(file, line, where, (NewWait(),), guard)
            if (t.site, depth) in seen:
                continue
            seen.add((t.site, depth))
            edited, groups, reach = _applied(program, t)
            if edited is None or not lands_before(edited, group, params, pos - (index - spot)):
                continue
            extra = len(groups - needed)
            if guard is not None and _unguarded_extra(out, t) == 0:
                continue  # the unguarded statement already reaches only these groups
            out.append(Place("wait", t, counter,
                             (extra, int(guard is not None), reach, 1, not _same_file(file, main_file), depth),
                             needed))
    return out


def _unguarded_extra(places: list[Place], t: Insert) -> int | None:
    for p in places:
        tp = p.template
        if isinstance(tp, Insert) and tp.waves is None and (tp.file, tp.line, tp.where) == (t.file, t.line, t.where):
            return p.score[0]
    return None


def _set_groups(program: Program, t: SetWait) -> frozenset[int]:
    out = set()
    for i, g in enumerate(program.groups):
        if _has_wait(g.body, t):
            out.add(i)
    return frozenset(out)


def _has_wait(block, t) -> bool:
    for s in block:
        if isinstance(s, Loop) and _has_wait(s.body, t):
            return True
        if isinstance(s, If) and (_has_wait(s.then, t) or _has_wait(s.orelse, t)):
            return True
        if isinstance(s, Wait) and s.loc.file == t.file and s.loc.line == t.line and _ends(s.stack, t.through):
            return True
    return False


def _set_reach(program: Program, t: SetWait) -> int:
    n = 0

    def walk(block):
        nonlocal n
        for s in block:
            if isinstance(s, Loop):
                walk(s.body)
            elif isinstance(s, If):
                walk(s.then)
                walk(s.orelse)
            elif isinstance(s, Wait) and s.loc.file == t.file and s.loc.line == t.line and _ends(s.stack, t.through):
                n += 1

    for g in program.groups:
        walk(g.body)
    return n


def barrier_places(program: Program, group: int, params: dict, pos: int, counter: str | None,
                   main_file: str, bare: bool = True) -> list[Place]:
    """Places for a new barrier (after a wait on `counter`, when given) just before the statement
    the group runs at `pos`, in every group that runs it (a barrier in some groups only would
    shift pairing)."""
    path = locate(program, group, params, pos)
    if path is None:
        return []
    block, index = path[-1]
    out = []
    for where, file, line, depth in anchors_at(block, index):
        for ops in (((NewBarrier(),),) if bare else ()) + (((NewWait(), NewBarrier()),) if counter else ()):
            t = Insert(file, line, where, ops, None)
            edited, _, reach = _applied(program, t)
            if edited is None or not lands_before(edited, group, params, pos):
                continue
            out.append(Place("barrier", t, counter if len(ops) == 2 else None,
                             (0, 0, reach, len(ops), not _same_file(file, main_file), depth), frozenset([group])))
    return out


def balance_places(program: Program, trace: Trace, main_file: str, guards: bool, params: dict) -> list[Place]:
    """SS201: barriers for the groups that run fewer, at the end of each block around their last
    barrier (innermost first) or just after it."""
    counts = [g.total_barriers for g in trace.groups]
    most = max(counts)
    short = [g for g in trace.groups if g.total_barriers < most]
    if not short or any(most - g.total_barriers != most - short[0].total_barriers for g in short):
        return []
    missing = most - short[0].total_barriers
    waves = frozenset(w for g in short for w in g.group.waves)
    g0 = short[0]
    out = []
    last = g0.barriers[-1] if g0.barriers else None
    body = program.groups[g0.index].body
    spots: list[tuple[tuple, int]] = []
    if last is not None:
        path = locate(program, g0.index, params, last.pos)
        if path:
            blk, idx = path[-1]
            spots.append((blk, idx + 1))
            for blk, _ in reversed(path):
                spots.append((blk, len(blk)))
    else:
        spots.append((body, len(body)))
    seen = set()
    for blk, idx in spots:
        for where, file, line, depth in anchors_at(blk, idx):
            t = Insert(file, line, where, tuple(NewBarrier() for _ in range(missing)),
                       None if len(short) == len(trace.groups) else waves)
            if t.site in seen:
                continue
            seen.add(t.site)
            if t.waves is not None and not guards:
                continue
            edited, _, reach = _applied(program, t)
            if edited is None or not lands_at(program, edited, g0.index, blk, idx):
                continue
            out.append(Place("balance", t, None, (spots.index((blk, idx)), 0, reach, 1, not _same_file(file, main_file),
                                                  depth), frozenset(g.index for g in short)))
    return out


# ---------------------------------------------------------------- values


def wait_values(plan: Plan, place: Place, keys: set, points: Sequence[dict]):
    """(needs per point, binding (trace, pair, wait event) at the first constrained point) for a
    wait place, or None when it cannot order some occurrence at some point."""
    program = plan.program
    limit = cmax(program, place.counter)
    needs: dict[tuple, float] = {}
    binding = None
    for p in points:
        spend(plan)
        edit = place.template
        try:
            edited = plan.edited(edit)
        except NotApplicable:
            return None
        trace = execute(edited, p, plan.retire)
        found = pairs(trace, keys)
        if not found:
            needs[tuple(sorted(p.items()))] = INF
            continue
        n = INF
        best = None
        for round_ in range(MAX_ROUNDS):
            ids = plan.waits_in(edit)
            for pr in found:
                if COUNTER_OF[QUEUE_OF[pr.first.kind]] != place.counter:
                    return None
                got = wait_need(trace, pr, ids, plan.retire)
                if got is None:
                    return None
                need, w = got
                if need < n:
                    n = need
                    if round_ == 0:
                        best = (trace, pr, w)
            n = min(n, limit)
            spend(plan)
            edit = place.make(n)
            edited = plan.edited(edit)
            trace = execute(edited, p, plan.retire)
            found = pairs(trace, keys)
            if not found:
                break
        else:
            return None
        needs[tuple(sorted(p.items()))] = n
        if binding is None:
            binding = best
    return needs, binding


def binary_values(plan: Plan, place: Place, keys: set, points: Sequence[dict]):
    """Needs per point by bisection (for edits whose effect on barrier pairing the analysis of
    one trace does not give): the largest value with the targets gone and no new finding."""
    program = plan.program
    limit = cmax(program, place.counter) if place.counter else 0
    needs = {}
    for p in points:
        base = plan.original_keys(p)

        def ok(v) -> bool:
            spend(plan)
            try:
                edited = plan.edited(place.make(v))
            except NotApplicable:
                return False
            got = finding_keys(execute(edited, p, plan.retire), plan.rules)
            return not (got & keys) and got <= base

        if place.counter is None:
            if not ok(None):
                return None
            needs[tuple(sorted(p.items()))] = INF
            continue
        if not (base & keys) and ok(limit):
            needs[tuple(sorted(p.items()))] = INF
            continue
        if not ok(0):
            return None
        lo, hi = 0, limit
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if ok(mid):
                lo = mid
            else:
                hi = mid - 1
        needs[tuple(sorted(p.items()))] = lo
    return needs


def expression(plan: Plan, place: Place, needs: dict, binding, points) -> tuple[Value, dict] | None:
    """The value to write (weakest safe at every point), and hints for naming it."""
    program = plan.program
    limit = cmax(program, place.counter)
    cands: list[Value] = []
    hints: dict = {}
    terms = ()
    if binding is not None:
        trace, pr, w = binding
        evs = units_between(trace, pr.first.group, QUEUE_OF[pr.first.kind], pr.first.pos, w.pos)
        cands.append(count_sum([e.op.count for e in evs]))
        terms = tuple((chain(e.op), e.units) for e in evs)
    finite = {k: v for k, v in needs.items() if v != INF}
    if not finite:
        return None
    counted = names_of([s.count for g in program.groups for s in _ops(g.body)])
    base = next((p for p in points if needs.get(tuple(sorted(p.items()))) not in (None, INF)), None)
    if base is not None and counted:
        f = fit(program, counted, lambda p: needs.get(tuple(sorted(p.items()))), base)
        if f is not None:
            cands.append(f)
    cands.append(int(min(min(finite.values()), limit)))
    cands.append(0)
    chosen = choose(cands, needs, points, limit)
    if chosen is None:
        return None
    hints[place.counter] = ValueHint(chosen, terms if cands and chosen is cands[0] else ())
    return chosen, hints


def _ops(block):
    for s in block:
        if isinstance(s, Loop):
            yield from _ops(s.body)
        elif isinstance(s, If):
            yield from _ops(s.then)
            yield from _ops(s.orelse)
        elif hasattr(s, "count"):
            yield s


def value_for(plan: Plan, place: Place, keys: set, points) -> Found | None:
    """The place with its weakest safe value for this program (None: it does not remove the
    findings at some point tried)."""
    if place.kind in ("wait", "set"):
        got = wait_values(plan, place, keys, points)
        if got is None:
            return None
        needs, binding = got
        expr = expression(plan, place, needs, binding, points)
        if expr is None:
            return None
        value, hints = expr
        return Found(place, place.make(value), hints, place.kind == "wait")
    needs = binary_values(plan, place, keys, points)
    if needs is None:
        return None
    if place.counter is None:
        return Found(place, place.make(None), {}, False)
    expr = expression(plan, place, needs, None, points)
    if expr is None:
        return None
    value, hints = expr
    return Found(place, place.make(value), hints, False)


# ---------------------------------------------------------------- places for a finding


def places_for(plan: Plan, finding: Finding, editor, main_file: str, guards: bool) -> list[Place]:
    """Where an edit could remove this finding, best first."""
    program = plan.program
    point = dict(finding.witness)
    try:
        trace, by_key = plan.at(point)
    except BudgetSpent:
        raise
    except Exception:  # noqa: BLE001 - a witness the executor rejects gives no place
        return []
    out: list[Place] = []
    if finding.rule.startswith("SS1"):
        # the pair the finding shows at its witness (a grouped finding: its smallest pair)
        found = [pr for m in finding.members() if dict(m.witness) == point for pr in by_key.get(m.key(), ())]
        if not found:
            return []
        pr = found[0]
        counter = pr.counter
        gx = trace.groups[pr.first.group]
        retired = pr.first.done_by is not None and pr.first.done_pos < pr.second.pos
        target = pr.second.pos if pr.same_wave else \
            gx.barriers[pr.second.gen - 1].pos if pr.first.gen < pr.second.gen <= gx.total_barriers else None
        memo = ("race", tuple(sorted(point.items())), pr.first.group, pr.second.group, target,
                pr.second.pos if target is None else None, counter, retired)
        if memo in plan._places:
            return plan._places[memo]
        if target is not None:
            out += wait_places(program, pr.first.group, point, target, counter, editor, main_file, guards)
        if not out or pr.second.gen <= pr.first.gen:
            out += barrier_places(program, pr.second.group, point, pr.second.pos, None if retired else counter,
                                  main_file)
        if not pr.same_wave and pr.second.gen <= pr.first.gen:
            # the second op comes first in program order (an overwrite of bytes a later read of
            # another wave reads): the barrier goes before the first op, in every group, after a
            # wait that retires the second (the barrier publishes it, as for the read's own race)
            out += barrier_places(program, pr.first.group, point, pr.first.pos,
                                  "lgkmcnt" if pr.second.kind in ("read", "write") else "vmcnt", main_file, bare=False)
        plan._places[memo] = out = _ranked(out, main_file)
        return out
    elif finding.rule == "SS201":
        out += balance_places(program, trace, main_file, guards, point)
    elif finding.rule == "SS301":
        for gt in trace.groups:
            for issue in gt.counter_issues:
                if issue.kind != "overflow":
                    continue
                site = issue.op.stack[0] if issue.op.stack else issue.op.loc
                if site != finding.loc:
                    continue
                out += wait_places(program, gt.index, point, issue.pos, issue.counter, editor, main_file, guards)
                break
            if out:
                break
        out = [replace(p, kind="overflow") if p.kind == "wait" else p for p in out]
    return _ranked(out, main_file)


def _written_in(t) -> str:
    """The file an edit's text goes into: a wait value passed down from a call site is written
    there (`helper(n)` in the kernel for a wait in an imported helper)."""
    if isinstance(t, SetWait) and t.through:
        return t.through[0].file
    return t.file


def _ranked(places: list[Place], main_file: str) -> list[Place]:
    # an edit is written in the checked file: places in other files (imported helpers) cannot be;
    # a place found twice (before the second op and before the first) is tried once
    best: dict = {}
    for p in sorted((p for p in places if _same_file(_written_in(p.template), main_file)), key=lambda p: p.score):
        best.setdefault(p.site, p)
    return list(best.values())


def overflow_value(plan: Plan, place: Place, keys: set, points) -> Found | None:
    needs = binary_values(plan, replace(place, kind="barrier"), keys, points)
    if needs is None:
        return None
    expr = expression(plan, place, needs, None, points)
    if expr is None:
        return None
    value, hints = expr
    return Found(place, place.make(value), hints, True)


def found_for(plan: Plan, place: Place, keys: set, points: Sequence[dict] | None = None) -> Found | None:
    """The place with its weakest safe value for this program, at the given points (default:
    the plan's sample points); memoised per plan."""
    memo_key = (place.site, frozenset(keys), None if points is None else tuple(tuple(sorted(p.items())) for p in points))
    if memo_key in plan._found:
        return plan._found[memo_key]
    pts = plan.points() if points is None else list(points)
    if place.kind == "overflow":
        got = overflow_value(plan, place, keys, pts)
    else:
        got = value_for(plan, place, keys, pts)
    plan._found[memo_key] = got
    return got
