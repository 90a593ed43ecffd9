"""Happens-before over a `Trace`: which pairs of LDS accesses to the same bytes are unordered.

Op X of wave w is ordered before op Y of wave v when w == v and X is retired before Y issues
(ops on one in-order queue are ordered by issue), or when X is retired before w arrives at some
barrier generation k and Y issues after v departs generation k. Waves that ended drop out of
later generations, so a write retired after its wave's last barrier orders nothing.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from syncsan.executor import (
    INF,
    LDS_KINDS,
    WRITE_KINDS,
    Event,
    GroupTrace,
    Trace,
    intervals_overlap,
    wave_intervals,
)


@dataclass(frozen=True)
class Conflict:
    """Two unordered accesses to common LDS bytes, at least one a write.

    kind "raw": `other` reads bytes `write` writes and the write may not have landed;
    "war": `write` may land before `other` (a read issued earlier) has read;
    "waw": two writes, `write` the earlier issued.
    """

    kind: str
    write: Event
    other: Event
    same_wave: bool


def _queue(ev: Event) -> str:
    return "vm" if ev.kind == "copy" else "lgkm"


def cross_overlap(trace: Trace, a: Event, b: Event) -> bool:
    """Do two different waves issuing `a` and `b` touch a common byte?"""
    if not intervals_overlap(a.intervals, b.intervals):
        return False
    ga, gb = trace.groups[a.group].group, trace.groups[b.group].group
    sa = a.ref.split if a.ref else "none"
    sb = b.ref.split if b.ref else "none"
    if sa == "none" and sb == "none":
        return a.group != b.group or len(ga.waves) > 1
    for wa in ga.waves:
        ia = wave_intervals(trace, a, wa)
        for wb in gb.waves:
            if wa != wb and intervals_overlap(ia, wave_intervals(trace, b, wb)):
                return True
    return False


def same_wave_overlap(trace: Trace, a: Event, b: Event) -> bool:
    if not intervals_overlap(a.intervals, b.intervals):
        return False
    for w in trace.groups[a.group].group.waves:
        if intervals_overlap(wave_intervals(trace, a, w), wave_intervals(trace, b, w)):
            return True
    return False


def ordered_cross(gx: GroupTrace, x: Event, y: Event) -> bool:
    """Is `x` (of a wave in `gx`) ordered before `y` in another wave by a barrier generation?"""
    return gx.effective_done_gen(x) < y.gen


class _Finder:
    def __init__(self, trace: Trace):
        self.trace = trace
        self.out: list[Conflict] = []
        self.seen: set = set()
        self.producer: dict[int, bool] = {}  # _has_producer per read (it depends on the read only)
        self.bounds: dict[int, tuple[int, int]] = {}  # first and last byte + 1 of each event

    def hull(self, ev: Event) -> tuple[int, int]:
        b = self.bounds.get(id(ev))
        if b is None:
            b = self.bounds[id(ev)] = _hull(ev)
        return b

    def apart(self, a: Event, b: Event) -> bool:
        """Cheap test: the byte hulls of `a` and `b` do not meet (then neither do their bytes)."""
        ba = self.bounds.get(id(a))
        if ba is None:
            ba = self.bounds[id(a)] = _hull(a)
        bb = self.bounds.get(id(b))
        if bb is None:
            bb = self.bounds[id(b)] = _hull(b)
        return ba[0] >= bb[1] or bb[0] >= ba[1]

    def add(self, kind: str, write: Event, other: Event, same_wave: bool) -> None:
        key = (kind, write.site, other.site, same_wave)
        if key in self.seen:
            return
        self.seen.add(key)
        self.out.append(Conflict(kind, write, other, same_wave))

    def seen_key(self, kind, write, other, same_wave) -> bool:
        return (kind, write.site, other.site, same_wave) in self.seen

    # -- one wave against itself: different queues are unordered until the older op retires
    def same_wave(self, gt: GroupTrace) -> None:
        pending: list[Event] = []
        for ev in gt.events:
            if ev.kind not in LDS_KINDS:
                continue
            pending = [p for p in pending if p.done_pos > ev.pos]
            for p in pending:
                if _queue(p) == _queue(ev) or (p.kind == "read" and ev.kind == "read"):
                    continue
                if self.apart(p, ev):
                    continue
                if p.kind == "read":
                    kind, write, other = "war", ev, p
                elif ev.kind == "read":
                    kind, write, other = "raw", p, ev
                else:
                    kind, write, other = "waw", p, ev
                if self.seen_key(kind, write, other, True):
                    continue
                if same_wave_overlap(self.trace, p, ev):
                    self.add(kind, write, other, True)
            pending.append(ev)

    # -- waves of group g against waves of group h (g may equal h when it has several waves)
    def cross(self, g: GroupTrace, h: GroupTrace) -> None:
        writes = [e for e in g.events if e.kind in WRITE_KINDS]
        if not writes:
            return
        max_gen = max(g.total_barriers, h.total_barriers) + 1
        live: dict[int, list[Event]] = defaultdict(list)  # writes of g not ordered before gen k
        by_gen: dict[int, list[Event]] = defaultdict(list)
        for x in writes:
            by_gen[x.gen].append(x)
            last = g.effective_done_gen(x)
            stop = max_gen if last == INF else int(last)
            for k in range(x.gen, stop + 1):
                live[k].append(x)
        hull = self.hull
        for y in h.events:
            if y.kind == "read":
                lo, hi = hull(y)
                # writes issued at or before the read's generation and not yet published
                for x in live.get(y.gen, ()):
                    xlo, xhi = hull(x)
                    if xlo < hi and lo < xhi:  # byte hulls meet
                        self._pair(g, h, x, y)
                # writes issued in a later generation while the read may still be pending
                last = h.effective_done_gen(y)
                stop = max_gen if last == INF else int(last)
                for k in range(y.gen + 1, stop + 1):
                    for x in by_gen.get(k, ()):
                        self._pair(g, h, x, y)
            elif y.kind in WRITE_KINDS:
                # x issued no later than y's generation and not published before it
                for x in live.get(y.gen, ()):
                    if self.apart(x, y):
                        continue
                    first, second = sorted((x, y), key=lambda e: (e.gen, e.group, e.pos))
                    if self.seen_key("waw", first, second, False):
                        continue
                    if cross_overlap(self.trace, x, y):
                        self.add("waw", first, second, False)

    def _pair(self, g: GroupTrace, h: GroupTrace, x: Event, y: Event) -> None:
        """x: a write of g; y: a read of h; neither is ordered before the other."""
        if self.apart(x, y):
            return
        if ordered_cross(g, x, y) or ordered_cross(h, y, x):
            return
        if x.gen < y.gen:
            kind = "raw"
        elif x.gen > y.gen:
            kind = "war"
        elif g.index == h.index:
            kind = "war" if y.pos < x.pos else "raw"  # one schedule: its program order says
        else:
            if not intervals_overlap(x.intervals, y.intervals):
                return  # no common byte: skip the producer search
            kind = "war" if self._has_producer(y) else "raw"
        if self.seen_key(kind, x, y, False):
            return
        if cross_overlap(self.trace, x, y):
            self.add(kind, x, y, False)

    def _has_producer(self, y: Event) -> bool:
        """Is some write to y's bytes ordered before y? (Then an unordered write in the same
        generation is an overwrite, not the data y waits for.)"""
        cached = self.producer.get(id(y))
        if cached is None:
            cached = self.producer[id(y)] = self._find_producer(y)
        return cached

    def _find_producer(self, y: Event) -> bool:
        h = self.trace.groups[y.group]
        for g in self.trace.groups:
            for x in g.events:
                if x.kind not in WRITE_KINDS or not intervals_overlap(x.intervals, y.intervals):
                    continue
                if g.index == h.index and x.pos < y.pos and (x.kind == "write" or x.done_pos < y.pos):
                    return True
                if ordered_cross(g, x, y):
                    return True
        return False


def _hull(ev: Event) -> tuple[int, int]:
    if not ev.intervals:
        return (0, 0)
    return (min(s for s, _ in ev.intervals), max(e for _, e in ev.intervals))


def find_conflicts(trace: Trace) -> list[Conflict]:
    """All unordered access pairs of a trace, one per (kind, sites) in first-issue order."""
    finder = _Finder(trace)
    groups = trace.groups
    for gt in groups:
        finder.same_wave(gt)
    for g in groups:
        for h in groups:
            if g.index == h.index and len(g.group.waves) < 2:
                continue
            finder.cross(g, h)
    return finder.out
