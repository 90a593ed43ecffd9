"""Findings as events of an executed trace: which ops must be ordered, and what a wait inserted
or changed at some point of the program would have to leave outstanding to order them.

A race finding (SS101-SS105) names a pair of op sites; in a trace each unordered occurrence of
that pair is a `Conflict`. Its `first` op must be retired (by its own wave) before the `second`
op may touch the bytes: in the same wave before `second` issues, in another wave before the
first op's wave arrives at the barrier generation `second` follows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from syncsan.checks import ALL_CHECKS, Context
from syncsan.checks.races import _RaceCheck
from syncsan.executor import Event, Trace
from syncsan.order import Conflict, find_conflicts

RACE_CHECKS = tuple(c() for c in ALL_CHECKS if issubclass(c, _RaceCheck))
OTHER_CHECKS = {c.code: c for c in ALL_CHECKS if not issubclass(c, _RaceCheck)}
#: the in-order queue each kind of op counts on, and the counter that retires it
QUEUE_OF = {"copy": "vm", "vload": "vm", "vstore": "vm", "read": "lgkm", "write": "lgkm", "smem": "smem"}
COUNTER_OF = {"vm": "vmcnt", "lgkm": "lgkmcnt", "smem": "lgkmcnt"}
QUEUE_KINDS = {"vm": ("copy", "vload", "vstore"), "lgkm": ("read", "write")}


@dataclass(frozen=True)
class Pair:
    """One unordered occurrence of a race finding's op pair."""

    key: tuple
    conflict: Conflict
    first: Event  # must be retired ...
    second: Event  # ... before this one may touch the bytes
    same_wave: bool

    @property
    def counter(self) -> str:
        return COUNTER_OF[QUEUE_OF[self.first.kind]]


def _reports(chk, c: Conflict) -> bool:
    """Does this race check report the conflict (the filter of `_RaceCheck.run`)?"""
    return c.kind == chk.kind and c.write.kind in chk.writer_kinds and (chk.same_wave or not c.same_wave) \
        and chk.accepts(c)


def race_keys(c: Conflict) -> list[tuple]:
    """The (pair-level) finding keys the race checks would report for a conflict."""
    return [chk.key(c) for chk in RACE_CHECKS if _reports(chk, c)]


def all_pairs(trace: Trace) -> list[Pair]:
    return pairs(trace, None)


def pairs(trace: Trace, keys: Iterable[tuple] | None) -> list[Pair]:
    """Every unordered occurrence in the trace of the race findings with these keys (None: all)."""
    wanted = None if keys is None else set(keys)
    # only the ops the keys name are paired (a key's related ops: (role, loc, stack))
    sites = None if wanted is None else {(loc, stack) for k in wanted for _, loc, stack in k[2]}
    out = []
    for c in find_conflicts(trace, sites):
        for k in race_keys(c):
            if wanted is None or k in wanted:
                if c.kind == "war":
                    first, second = c.other, c.write
                else:  # raw: the write must land first; waw: the earlier write
                    first, second = c.write, c.other
                out.append(Pair(k, c, first, second, c.same_wave))
    return out


def finding_keys(trace: Trace, rules: Iterable[str]) -> set[tuple]:
    """Pair-level keys of the findings of these rules in one trace (what a sweep would merge)."""
    rules = set(rules)
    out = set()
    if rules & {c.code for c in RACE_CHECKS}:
        for c in find_conflicts(trace):
            for chk in RACE_CHECKS:
                if chk.code in rules and _reports(chk, c):
                    out.add(chk.key(c))
    ctx = Context(trace)
    for code, cls in OTHER_CHECKS.items():
        if code in rules:
            for f in cls().run(ctx):
                out.update(p.key() for p in f.members())
    return out


# ---------------------------------------------------------------- what a wait must leave out


def units_between(trace: Trace, group: int, queue: str, after_pos: int, before_pos: int) -> list[Event]:
    """The events on `queue` a group issued strictly between two program positions."""
    kinds = QUEUE_KINDS.get(queue, ())
    return [e for e in trace.groups[group].events if after_pos < e.pos < before_pos and e.kind in kinds]


def wait_need(trace: Trace, p: Pair, waits: set[int], retire: str) -> tuple[float, object] | None:
    """The largest value a wait among `waits` (ids of IR statements) may have so that it orders
    p: (value, the wait occurrence it is at), INF when it is not limited, None when no occurrence
    of those waits lies where it could order the pair."""
    g = trace.groups[p.first.group]
    if p.same_wave:
        limit = p.second.pos
    else:
        k = p.second.gen
        if k <= p.first.gen or k > len(g.barriers):
            return None
        limit = g.barriers[k - 1].pos
    cands = [w for w in g.waits if id(w.op) in waits and p.first.pos < w.pos < limit]
    if not cands:
        return None
    w = cands[-1]
    queue = QUEUE_OF[p.first.kind]
    if queue == "smem" or retire == "conservative":
        return 0, w
    after = sum(e.units for e in units_between(trace, p.first.group, queue, p.first.pos, w.pos))
    return after, w
