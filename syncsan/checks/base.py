"""What every check shares: the context it reads and the helpers that turn events into findings."""

from __future__ import annotations

import weakref
from dataclasses import replace
from typing import Iterable
from functools import cached_property
from typing import ClassVar, Iterator

from syncsan.executor import INF, BarrierEvent, Event, GroupTrace, Trace, WaitEvent
from syncsan.findings import Finding, Related, TimelineStep
from syncsan.order import Conflict, find_conflicts
from syncsan.rules import rule_info


class Context:
    """One executed trace, plus analyses several checks share (computed once)."""

    def __init__(self, trace: Trace, known: set | None = None, waves: dict | None = None,
                 paired: set | None = None):
        self.trace = trace
        #: keys of findings already reported for other parameter values (skip rebuilding them)
        self.known = known if known is not None else set()
        #: (pair key, gap key) -> waves and group labels on the first and second side, over
        #: every wave group that shows the pair through that gap in the run that reports it, i.e.
        #: at its witness (`with_waves` puts them on the findings)
        self.waves = waves if waves is not None else {}
        #: keys of the findings reported from this trace (their waves are still being noted)
        self.fresh: set = set()
        #: dedup keys of the racing pairs of the earlier traces of the same program (a sweep's
        #: earlier runs), which `find_conflicts` leaves out and adds this trace's to: each such
        #: pair's finding was reported then, or belongs to no rule checked (see `_run_each`)
        self.paired = paired

    def note_waves(self, key: tuple, gap: tuple, first: Event, second: Event) -> None:
        entry = self.waves.get((key, gap))
        if entry is None:
            entry = self.waves[(key, gap)] = (set(), set(), set(), set())
        gf, gs = self.group(first).group, self.group(second).group
        entry[0].update(gf.waves)
        entry[1].update(gs.waves)
        entry[2].add(gf.label())
        entry[3].add(gs.label())

    @cached_property
    def conflicts(self) -> list[Conflict]:
        return find_conflicts(self.trace, seen=self.paired)

    @cached_property
    def _conflicts_by_kind(self) -> dict[tuple, list[Conflict]]:
        by: dict[tuple, list[Conflict]] = {}
        for c in self.conflicts:
            key = (c.kind, c.write.kind)
            hit = by.get(key)
            if hit is None:
                by[key] = [c]
            else:
                hit.append(c)
        return by

    def conflicts_of(self, kind: str, writer_kinds: tuple[str, ...]) -> list[Conflict]:
        """The conflicts of this kind whose write is of one of these kinds, in their order."""
        by = self._conflicts_by_kind
        if len(writer_kinds) == 1:
            return by.get((kind, writer_kinds[0]), [])
        if sum((kind, w) in by for w in writer_kinds) <= 1:
            return next((by[(kind, w)] for w in writer_kinds if (kind, w) in by), [])
        return [c for c in self.conflicts if c.kind == kind and c.write.kind in writer_kinds]

    def group(self, ev: Event) -> GroupTrace:
        return self.trace.groups[ev.group]

    def label(self, ev: Event) -> str:
        return self.group(ev).group.label()

    @cached_property
    def gaps(self):
        from syncsan.checks.gaps import GapFinder

        # a weak reference: a strong one would make a cycle (context -> gap finder -> context),
        # and the trace and conflicts of each run of a sweep would then wait for the cyclic
        # collector instead of being freed when the run ends (the finder is only reached
        # through its context, so the context outlives every use)
        return GapFinder(weakref.proxy(self))

    def related(self, role: str, ev: Event) -> Related:
        gt = self.group(ev)
        return Related(role, gt.group.label(), ev.op.loc, ev.op.stack, ev.describe(), ev.gen, ev.iters,
                       waves=gt.group.waves, kind=ev.kind)

    def related_barrier(self, gt: GroupTrace, b: BarrierEvent) -> Related:
        return Related("barrier", gt.group.label(), b.op.loc, b.op.stack,
                       f"barrier (generation {b.generation})", b.generation, b.iters, waves=gt.group.waves,
                       kind="barrier")

    def related_wait(self, gt: GroupTrace, w: WaitEvent) -> Related:
        return Related("wait", gt.group.label(), w.op.loc, w.op.stack, describe_wait(w), w.gen, w.iters,
                       waves=gt.group.waves, kind="wait")

    def timeline(self, marked: list[tuple[Event, str]], lo: int, hi: int) -> tuple[TimelineStep, ...]:
        """The steps of the involved groups between barrier generations lo and hi: their
        barriers, the marked events, and the waits that retire them."""
        steps = []
        involved = sorted({ev.group for ev, _ in marked})
        marks = {id(ev): mark for ev, mark in marked}
        retiring: dict[int, list[str]] = {}
        for ev, mark in marked:
            if ev.done_by is not None:
                retiring.setdefault(id(ev.done_by), []).append(mark)
        for gi in involved:
            gt = self.trace.groups[gi]
            label = gt.group.label()
            rows: list[tuple[int, TimelineStep]] = []
            for b in gt.barriers:
                if lo < b.generation <= hi:
                    rows.append((b.pos, TimelineStep(label, b.generation, site(b.op.loc, b.op.stack),
                                                     f"s_barrier -> generation {b.generation}", "barrier")))
            for ev in gt.events:
                if id(ev) in marks:
                    rows.append((ev.pos, TimelineStep(label, ev.gen, site(ev.op.loc, ev.op.stack),
                                                      ev.describe() + iter_note(ev.iters), marks[id(ev)])))
            for w in gt.waits:
                if id(w) in retiring:
                    rows.append((w.pos, TimelineStep(label, w.gen, site(w.op.loc, w.op.stack),
                                                     describe_wait(w) + " retires it", "retire",
                                                     tuple(retiring[id(w)]))))
            steps.extend(step for _, step in sorted(rows, key=lambda r: r[0]))
        return tuple(steps)


def with_waves(findings: Iterable[Finding], waves: dict) -> list[Finding]:
    """The findings with the waves `Context.note_waves` collected on their first and second op
    (related[1] and related[0])."""
    out = []
    for f in findings:
        entry = waves.get((f.key(), f.gap.key())) if f.gap is not None else None
        if entry is not None and len(f.related) >= 2:
            second, first = f.related[0], f.related[1]
            f = replace(f, related=(replace(second, waves=tuple(sorted(entry[1])), groups=tuple(sorted(entry[3]))),
                                    replace(first, waves=tuple(sorted(entry[0])), groups=tuple(sorted(entry[2]))),
                                    *f.related[2:]))
        out.append(f)
    return out


def site(loc, stack):
    return stack[0] if stack else loc


def iter_note(iters) -> str:
    return f" ({', '.join(f'{k}={v}' for k, v in iters)})" if iters else ""


def describe_wait(w: WaitEvent) -> str:
    parts = []
    if w.vmcnt is not None:
        parts.append(f"vmcnt({w.vmcnt})")
    if w.lgkmcnt is not None:
        parts.append(f"lgkmcnt({w.lgkmcnt})")
    return "s_waitcnt " + (" ".join(parts) if parts else "(nothing)")


def gen_text(g: float) -> str:
    return "never" if g == INF else str(int(g))


class Check:
    """One rule's logic. Its documentation lives in rules/<code>.toml."""

    code: ClassVar[str]

    def run(self, ctx: Context) -> Iterator[Finding]:
        raise NotImplementedError

    def finding(self, ctx: Context, message: str, loc, related, facts=(), timeline=(), gap=None) -> Finding | None:
        """Build a finding; None when the same finding was already reported (its witness is
        then the earlier, smaller one). `timeline` and `gap` may be callables, built only when
        needed."""
        related = tuple(related)
        finding = Finding(
            rule=self.code,
            severity=rule_info(self.code).severity,
            message=message,
            loc=loc,
            related=related,
            witness=tuple(ctx.trace.params.items()),
            facts=tuple(facts),
            retire=ctx.trace.retire,
        )
        if finding.key() in ctx.known:
            return None
        if callable(timeline):
            timeline = timeline()
        if callable(gap):
            gap = gap()
        return replace(finding, timeline=tuple(timeline), gap=gap)
