"""Happens-before over a `Trace`: which pairs of LDS accesses to the same bytes are unordered.

Op X of wave w is ordered before op Y of wave v when w == v and X is retired before Y issues
(ops on one in-order queue are ordered by issue), or when X is retired before w arrives at some
barrier generation k and Y issues after v departs generation k. Waves that ended drop out of
later generations, so a write retired after its wave's last barrier orders nothing.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
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
        # overlap answers depend only on the program, so they are kept across a sweep's runs
        self.overlaps: dict[tuple[int, int], bool] = trace.cache.overlaps if trace.cache else {}

    def add(self, kind: str, write: Event, other: Event, same_wave: bool) -> None:
        key = (kind, write.sid, other.sid, same_wave)
        if key in self.seen:
            return
        self.seen.add(key)
        self.out.append(Conflict(kind, write, other, same_wave))

    def seen_key(self, kind, write, other, same_wave) -> bool:
        return (kind, write.sid, other.sid, same_wave) in self.seen

    def overlap(self, a: Event, b: Event) -> bool:
        """cross_overlap, memoised on the events' byte sets (iterations repeat them)."""
        key = (a.okey, b.okey)
        hit = self.overlaps.get(key)
        if hit is None:
            hit = self.overlaps[key] = cross_overlap(self.trace, a, b)
        return hit

    # -- one wave against itself: different queues are unordered until the older op retires
    def same_wave(self, gt: GroupTrace) -> None:
        pending = {"vm": [], "lgkm": []}  # LDS events not yet retired, per queue
        same: dict[tuple[int, int], bool] = {}
        for ev in gt.events:
            if ev.kind not in LDS_KINDS:
                continue
            mine = "vm" if ev.kind == "copy" else "lgkm"
            other = "lgkm" if mine == "vm" else "vm"
            still = [p for p in pending[other] if p.done_pos > ev.pos]
            pending[other] = still
            for p in still:
                if p.kind == "read":
                    if ev.kind == "read":
                        continue
                    kind, write, rd = "war", ev, p
                elif ev.kind == "read":
                    kind, write, rd = "raw", p, ev
                else:
                    kind, write, rd = "waw", p, ev
                if self.seen_key(kind, write, rd, True):
                    continue
                key = (p.okey, ev.okey)
                hit = same.get(key)
                if hit is None:
                    hit = same[key] = same_wave_overlap(self.trace, p, ev)
                if hit:
                    self.add(kind, write, rd, True)
            pending[mine].append(ev)

    # -- waves of group g against waves of group h (g may equal h when it has several waves)
    def cross(self, g: GroupTrace, h: GroupTrace) -> None:
        """Pair h's accesses with g's writes to common bytes that no generation orders.

        g's writes are kept per byte set and kind, in issue order; on one in-order queue they
        also retire in order, so both their issue and their publication generations are sorted
        and each query is two bisections."""
        lanes: dict[int, list] = {}  # okey -> [(gens, effs, events)] one entry per kind
        by_key: dict[tuple[int, str], tuple[list, list, list]] = {}
        for x in g.events:
            if x.kind not in WRITE_KINDS:
                continue
            lane = by_key.get((x.okey, x.kind))
            if lane is None:
                lane = by_key[(x.okey, x.kind)] = ([], [], [])
                lanes.setdefault(x.okey, []).append(lane)
            lane[0].append(x.gen)
            lane[1].append(g.effective_done_gen(x))
            lane[2].append(x)
        if not lanes:
            return
        reps = {okey: entries[0][2][0] for okey, entries in lanes.items()}
        cands: dict[int, list] = {}  # y.okey -> lanes of g's writes that share a byte with y

        for y in h.events:
            if y.kind not in LDS_KINDS:
                continue
            found = cands.get(y.okey)
            if found is None:
                found = cands[y.okey] = [lane for okey, x in reps.items() if self.overlap(x, y)
                                         for lane in lanes[okey]]
            if not found:
                continue
            gen = y.gen
            for gens, effs, xs in found:
                # writes issued by y's generation and not published before it
                i = bisect_right(gens, gen)
                j = bisect_left(effs, gen, 0, i)
                for x in xs[j:i]:
                    if y.kind == "read":
                        self._pair(g, x, y)
                    elif (x.gen, x.group, x.pos) <= (y.gen, y.group, y.pos):
                        self.add("waw", x, y, False)
                    else:
                        self.add("waw", y, x, False)
                if y.kind == "read":
                    # writes issued in a later generation while the read may still be pending
                    last = h.effective_done_gen(y)
                    k = len(gens) if last == INF else bisect_right(gens, last)
                    for x in xs[i:k]:
                        self._pair(g, x, y)

    def _pair(self, g: GroupTrace, x: Event, y: Event) -> None:
        """x: a write of g; y: a read; neither is ordered before the other (the callers only
        pair events whose generations leave no barrier between them)."""
        if x.gen < y.gen:
            kind = "raw"
        elif x.gen > y.gen:
            kind = "war"
        elif x.group == y.group:
            kind = "war" if y.pos < x.pos else "raw"  # one schedule: its program order says
        else:
            kind = "war" if self._has_producer(y) else "raw"
        self.add(kind, x, y, False)

    def _has_producer(self, y: Event) -> bool:
        """Is some write to y's bytes ordered before y? (Then an unordered write in the same
        generation is an overwrite, not the data y waits for.)"""
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


def find_conflicts(trace: Trace) -> list[Conflict]:
    """All unordered access pairs of a trace, one per (kind, sites) in first-issue order."""
    finder = _Finder(trace)
    groups = trace.groups
    # cross-wave first: where one pair of sites races both ways, its report names the other wave
    for g in groups:
        for h in groups:
            if g.index == h.index and len(g.group.waves) < 2:
                continue
            finder.cross(g, h)
    for gt in groups:
        finder.same_wave(gt)
    return finder.out
