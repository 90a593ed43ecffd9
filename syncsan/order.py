"""Happens-before over a `Trace`: which pairs of LDS accesses to the same bytes are unordered.

Op X of wave w is ordered before op Y of wave v when w == v and X is retired before Y issues
(ops on one in-order queue are ordered by issue), or when X is retired before w arrives at some
barrier generation k and Y issues after v departs generation k. Waves that ended drop out of
later generations, so a write retired after its wave's last barrier orders nothing.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import deque
from dataclasses import dataclass
from operator import attrgetter

from syncsan.executor import (
    INF,
    LDS_KINDS,
    WRITE_KINDS,
    Event,
    GroupTrace,
    Trace,
    wave_intervals,
)
from syncsan.intervals import intervals_overlap
from syncsan.ir import exclusive_depth, same_constant_writes, same_data_in_generation


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


def _exclusive(a: Event, b: Event) -> bool:
    """Do two accesses of one wave lie in different sides of one execution of a per-lane branch
    (ir.Arms), so that no lane runs both?"""
    depth = exclusive_depth(a.op, b.op)
    return depth is not None and a.iters[:depth] == b.iters[:depth]


def _chunks(intervals: tuple[tuple[int, int], ...]) -> set[int]:
    """The 256-byte chunks of LDS that `intervals` touch."""
    out: set[int] = set()
    for start, end in intervals:
        if end > start:
            out.update(range(start >> 8, ((end - 1) >> 8) + 1))
    return out


def byte_mask(intervals: tuple[tuple[int, int], ...]) -> tuple[int, int, int]:
    """(first byte, one past the last byte, the bytes as an int with bit i for byte i) of
    `intervals`; (0, 0, 0) when they hold no byte."""
    mask, lo, hi = 0, None, 0
    for start, end in intervals:
        if end > start:
            mask |= ((1 << (end - start)) - 1) << start
            lo = start if lo is None or start < lo else lo
            hi = end if end > hi else hi
    return (0, 0, 0) if lo is None else (lo, hi, mask)


def ordered_cross(gx: GroupTrace, x: Event, y: Event) -> bool:
    """Is `x` (of a wave in `gx`) ordered before `y` in another wave by a barrier generation?"""
    return gx.effective_done_gen(x) < y.gen


def _write_lanes(g: GroupTrace, keep: set | None = None) -> tuple[dict[int, list], dict[int, int], tuple]:
    """g's writes per byte set: okey -> [(gens, effs, events)], one entry per kind, in issue
    order; each byte set's rank by first issue (only the sites in `keep`, when given); and the
    byte sets in that order (what a query's answer depends on, besides the query)."""
    lanes: dict[int, list] = {}
    by_key: dict[tuple[int, str], tuple[list, list, list]] = {}
    total = g.total_barriers  # g.effective_done_gen, inlined
    for x in g.events:
        if x.kind not in WRITE_KINDS or (keep is not None and x.sid not in keep):
            continue
        lane = by_key.get((x.okey, x.kind))
        if lane is None:
            lane = by_key[(x.okey, x.kind)] = ([], [], [])
            lanes.setdefault(x.okey, []).append(lane)
        lane[0].append(x.gen)
        lane[1].append(x.done_gen if x.done_gen < total else INF)
        lane[2].append(x)
    return lanes, {okey: i for i, okey in enumerate(lanes)}, tuple(lanes)


class _Pending:
    """The not yet retired accesses of one in-order queue, one per (site, bytes) class.

    `push` takes accesses in issue order (their retirement positions must not decrease);
    `retire(pos)` drops what retired at or before `pos`. `reps` holds the earliest pending
    access of each class, in issue order."""

    __slots__ = ("reps", "okeys", "members", "_okeys_key")

    def __init__(self) -> None:
        self.reps: list[Event] = []  # the earliest pending access of each class, in issue order
        self.okeys: list[int] = []  # the byte sets of `reps`, in the same order
        self.members: dict[tuple[int, int], deque] = {}  # class -> its later pending accesses
        self._okeys_key: tuple | None = None  # tuple(okeys), until they change

    def okeys_key(self) -> tuple:
        """The byte sets of `reps` as a tuple (a look-up key; kept while they stay the same)."""
        key = self._okeys_key
        if key is None:
            key = self._okeys_key = tuple(self.okeys)
        return key

    def push(self, ev: Event) -> None:
        key = (ev.sid, ev.okey)
        later = self.members.get(key)
        if later is None:
            self.members[key] = deque()
            self.reps.append(ev)
            self.okeys.append(ev.okey)
            self._okeys_key = None
        else:
            later.append(ev)

    def retire(self, pos: int) -> None:
        reps, okeys = self.reps, self.okeys
        while reps and reps[0].done_pos <= pos:
            self._okeys_key = None
            gone = reps.pop(0)
            okeys.pop(0)
            key = (gone.sid, gone.okey)
            later = self.members[key]
            if later:
                nxt = later.popleft()
                i = bisect_right(reps, nxt.pos, key=_issue_order)
                reps.insert(i, nxt)
                okeys.insert(i, nxt.okey)
            else:
                del self.members[key]


def _issue_order(ev: Event) -> int:
    return ev.pos


_POS = attrgetter("pos")  # _issue_order, for sorts


class _Finder:
    def __init__(self, trace: Trace, keep: set | None = None, seen: set | None = None):
        self.trace = trace
        self.keep = keep  # sids of the sites paired (None: all)
        self.out: list[Conflict] = []
        self.seen: set = set() if seen is None else seen
        # overlap answers depend only on the program, so they are kept across a sweep's runs
        self.overlaps: dict[tuple[int, int], bool] = trace.cache.overlaps if trace.cache else {}
        # same-wave overlap answers: byte set -> byte set -> do they share a byte in some wave
        self.same_rows: dict[int, dict[int, bool]] = trace.cache.same_rows if trace.cache else {}
        # (byte set, the byte sets of the other queue's pending classes in order) -> the
        # positions among those that share a byte with it: a queue's pending classes repeat
        # from iteration to iteration and run to run
        self.same_hits: dict[tuple, tuple] = trace.cache.same_hits if trace.cache else {}
        self.masks: dict[int, tuple] = trace.cache.masks if trace.cache else {}
        self.write_lanes: dict[int, tuple] = {}  # group index -> _write_lanes(group)
        self.accesses: dict[int, dict] = {}  # group index -> its LDS accesses paired, by byte set
        # byte set -> the 256-byte chunks of LDS it touches
        self.own_chunks: dict[int, set] = trace.cache.own_chunks if trace.cache else {}
        # byte set -> (byte sets of writes checked against it, those that share a byte with it)
        self.sharing: dict[int, tuple[set, set]] = trace.cache.sharing if trace.cache else {}
        # a group's write byte sets in first-issue order -> a small id, and (that id, a byte
        # set) -> the write byte sets among them sharing a byte with it, in that order: runs of
        # a sweep repeat both, so `cross` answers a repeated query by one look-up
        self.lane_sigs: dict[tuple, int] = trace.cache.lane_sigs if trace.cache else {}
        self.ranked_hits: dict[tuple[int, int], list] = trace.cache.ranked_hits if trace.cache else {}
        #: id(read) -> _has_producer(read): asked again for each group `cross` pairs the read with
        self.producers: dict[int, bool] = {}
        #: (group, its writes by byte set) of every group, and the byte sets of all writes (_find_producer)
        self.writes: list | None = None
        self.write_bytes: dict[int, tuple] = {}
        #: a read's byte set -> the write byte sets sharing a byte with it (intervals_overlap)
        self.meeting: dict[int, list] = {}

    def add(self, kind: str, write: Event, other: Event, same_wave: bool) -> None:
        key = (kind, write.sid, write.group, other.sid, other.group, same_wave, False)
        if key in self.seen:
            return
        if kind == "waw" and write.gen == other.gen and same_data_in_generation(write.op, other.op):
            return  # equal data in this generation; the same sites may still race in another
        self.seen.add(key)
        if kind == "waw" and same_constant_writes(write.op, other.op):
            return
        self.out.append(Conflict(kind, write, other, same_wave))

    def seen_key(self, kind, write, other, same_wave) -> bool:
        return (kind, write.sid, write.group, other.sid, other.group, same_wave, False) in self.seen

    def overlap(self, a: Event, b: Event) -> bool:
        """cross_overlap, memoised on the events' byte sets (iterations repeat them)."""
        key = (a.okey, b.okey)
        hit = self.overlaps.get(key)
        if hit is None:
            hit = self.overlaps[key] = self.meet(a, b) and cross_overlap(self.trace, a, b)
        return hit

    def meet(self, a: Event, b: Event) -> bool:
        """Do the whole elements of two events share a byte? (intervals_overlap on bit masks
        of the byte sets, kept per byte set: assembly byte sets have many intervals.)"""
        masks = self.masks
        ma = masks.get(a.okey)
        if ma is None:
            ma = masks[a.okey] = byte_mask(a.intervals)
        mb = masks.get(b.okey)
        if mb is None:
            mb = masks[b.okey] = byte_mask(b.intervals)
        # (first byte, one past the last byte, mask): the bounds settle most pairs
        return ma[0] < mb[1] and mb[0] < ma[1] and (ma[2] & mb[2]) != 0

    def near(self, y: Event, okeys, lanes: dict) -> set:
        """The byte sets among `okeys` (writes in `lanes`) that share a 256-byte chunk of LDS
        with y's bytes: the only ones that can overlap it."""
        own = self.own_chunks
        mine = own.get(y.okey)
        if mine is None:
            mine = own[y.okey] = _chunks(y.intervals)
        near: set = set()
        for okey in okeys:
            theirs = own.get(okey)
            if theirs is None:
                theirs = own[okey] = _chunks(lanes[okey][0][2][0].intervals)
            if not mine.isdisjoint(theirs):
                near.add(okey)
        return near

    # -- one wave against itself: different queues are unordered until the older op retires
    def same_wave(self, gt: GroupTrace) -> None:
        """Pair each LDS access with the other queue's accesses still pending when it issues.

        Each queue retires in issue order (the executor's vmcnt and LDS lgkmcnt queues are
        in order; under `conservative` a wait of 0 retires all), so its pending accesses are a
        suffix of those issued. Pending accesses
        with equal (site, bytes) give equal answers, so only the earliest pending one of each
        such class is paired (it is the one the plain scan would report first)."""
        vm, lgkm = _Pending(), _Pending()
        rows = self.same_rows
        same_hits = self.same_hits
        seen = self.seen
        meet = self.meet
        trace = self.trace
        keep = self.keep
        for ev in gt.events:
            kind_ev = ev.kind
            if kind_ev not in LDS_KINDS or (keep is not None and ev.sid not in keep):
                continue
            mine, other = (vm, lgkm) if kind_ev == "copy" else (lgkm, vm)
            reps = other.reps
            if reps:
                if reps[0].done_pos <= ev.pos:
                    other.retire(ev.pos)
                sig = (ev.okey, other.okeys_key())
                hits = same_hits.get(sig)
                if hits is None:
                    row = rows.get(ev.okey)
                    if row is None:
                        row = rows[ev.okey] = {}
                    found = []
                    for i, p in enumerate(reps):
                        hit = row.get(p.okey)
                        if hit is None:
                            hit = row[p.okey] = meet(p, ev) and same_wave_overlap(trace, p, ev)
                        if hit:
                            found.append(i)
                    hits = same_hits[sig] = tuple(found)
                for i in hits:
                    p = reps[i]
                    if p.op.arms and ev.op.arms and _exclusive(p, ev):
                        continue  # each lane runs one side of the per-lane branch (ir.Arms)
                    pkind = p.kind
                    if pkind == "read":
                        if kind_ev == "read":
                            continue
                        kind, write, rd = "war", ev, p
                    elif kind_ev == "read":
                        kind, write, rd = "raw", p, ev
                    else:
                        kind, write, rd = "waw", p, ev
                    if (kind, write.sid, write.group, rd.sid, rd.group, True, False) not in seen:
                        self.add(kind, write, rd, True)
            mine.push(ev)

    def cross(self, g: GroupTrace, h: GroupTrace) -> None:
        """Pair h's accesses with g's writes to common bytes that no generation orders.

        g's writes are kept per byte set and kind, in issue order; on one in-order queue they
        also retire in order, so both their issue and their publication generations are sorted
        and each query is two bisections."""
        built = self.write_lanes.get(g.index)
        if built is None:
            lanes, order, okeys = _write_lanes(g, self.keep)
            sig = self.lane_sigs.setdefault(okeys, len(self.lane_sigs))
            built = self.write_lanes[g.index] = (lanes, order, sig)
        lanes, order, sig = built
        if not lanes:
            return
        ranked_hits = self.ranked_hits
        cands: dict[int, list] = {}  # y.okey -> lanes of g's writes that share a byte with y
        known = self.sharing
        h_total = h.total_barriers
        seen, out = self.seen, self.out
        keep = self.keep

        by_okey = self.accesses.get(h.index)
        if by_okey is None:
            # h's accesses by byte set, each set's in issue order (sets in order of first issue):
            # the answers below depend on an access's byte set alone (its okey names its bytes,
            # split and group), so each set is looked up once and the accesses of sets that meet
            # none of g's writes are never visited
            by_okey = {}
            for y in h.events:
                if y.kind in LDS_KINDS and (keep is None or y.sid in keep):
                    group = by_okey.get(y.okey)
                    if group is None:
                        by_okey[y.okey] = [y]
                    else:
                        group.append(y)
            self.accesses[h.index] = by_okey
        visit = []
        for yokey, ys in by_okey.items():
            mine = ranked_hits.get((sig, yokey))
            if mine is None:
                y = ys[0]
                entry = known.get(yokey)
                if entry is None:
                    entry = known[yokey] = (set(), set())
                checked, hits = entry
                new = lanes.keys() - checked
                if new:
                    near = self.near(y, new, lanes)
                    for okey in new:
                        if okey in near and self.overlap(lanes[okey][0][2][0], y):
                            hits.add(okey)
                    checked |= new
                mine = ranked_hits[(sig, yokey)] = sorted([okey for okey in hits if okey in order],
                                                          key=order.__getitem__)
            if mine:
                cands[yokey] = [lane for okey in mine for lane in lanes[okey]]
                visit += ys
        if len(visit) > 1:
            visit.sort(key=_POS)  # the accesses that meet a write, in issue order
        for y in visit:
            ykind = y.kind
            found = cands[y.okey]
            gen = y.gen
            if ykind == "read":
                # h.effective_done_gen(y): y may be pending until then
                last = y.done_gen if y.done_gen < h_total else INF
                producer = None  # self._has_producer(y), when needed
                ysid, ygroup, ypos = y.sid, y.group, y.pos
                pending_always = last == INF
                for gens, effs, xs in found:
                    # writes issued by y's generation and not published before it (j:i), then
                    # writes issued in a later generation while the read may still be pending (i:k)
                    i = bisect_right(gens, gen)
                    j = bisect_left(effs, gen, 0, i)
                    k = len(gens) if pending_always else bisect_right(gens, last)
                    if k < i:
                        k = i
                    if j >= k:
                        continue
                    for x in xs[j:k]:
                        # neither x nor y is ordered before the other: which kind of race
                        xgen = x.gen
                        if xgen < gen:
                            kind = "raw"
                        elif xgen > gen:
                            kind = "war"
                        elif x.group == ygroup:
                            kind = "war" if ypos < x.pos else "raw"  # one schedule: its program order says
                        else:
                            if producer is None:
                                producer = self._has_producer(y)
                            kind = "war" if producer else "raw"
                        # a write after a read of an earlier generation (the read issued
                        # first) is kept apart from one in the read's own generation: they
                        # belong to different rules (SS106, SS103)
                        key = (kind, x.sid, x.group, ysid, ygroup, False, xgen > gen)
                        if key not in seen:
                            seen.add(key)
                            out.append(Conflict(kind, x, y, False))
                continue
            ykey = (y.gen, y.group, y.pos)
            for gens, effs, xs in found:
                # writes issued by y's generation and not published before it
                i = bisect_right(gens, gen)
                j = bisect_left(effs, gen, 0, i)
                for x in xs[j:i]:
                    if (x.gen, x.group, x.pos) <= ykey:
                        self.add("waw", x, y, False)
                    else:
                        self.add("waw", y, x, False)

    def _has_producer(self, y: Event) -> bool:
        """Is some write to y's bytes ordered before y? (Then an unordered write in the same
        generation is an overwrite, not the data y waits for.)"""
        known = self.producers.get(id(y))
        if known is not None:
            return known
        found = self.producers[id(y)] = self._find_producer(y)
        return found

    def _find_producer(self, y: Event) -> bool:
        # (a question of existence: the writes are tried by byte set, those sharing no byte with
        # y skipped at once; equal byte-set ids are equal intervals, executor._resolve_dynamic)
        if self.writes is None:
            self.writes = []
            for g in self.trace.groups:
                by: dict[int, list] = {}
                for x in g.events:
                    if x.kind in WRITE_KINDS:
                        by.setdefault(x.okey, []).append(x)
                        self.write_bytes.setdefault(x.okey, x.intervals)
                self.writes.append((g, by))
        meeting = self.meeting.get(y.okey)
        if meeting is None:
            meeting = self.meeting[y.okey] = [okey for okey, ivs in self.write_bytes.items()
                                              if intervals_overlap(ivs, y.intervals)]
        h = self.trace.groups[y.group]
        for g, by in self.writes:
            for okey in meeting:
                for x in by.get(okey, ()):
                    if g.index == h.index and x.pos < y.pos and (x.kind == "write" or x.done_pos < y.pos):
                        return True
                    if ordered_cross(g, x, y):
                        return True
        return False


def find_conflicts(trace: Trace, sites: set | None = None, seen: set | None = None) -> list[Conflict]:
    """All unordered access pairs of a trace, one per (kind, sites, wave groups) in first-issue
    order (the wave groups are kept apart so that a finding can name every wave involved), and
    for write-after-read across waves also per whether the read's generation is earlier.

    `sites`: only pairs of ops both at these sites ((loc, stack) of the op), the same pairs the
    whole search gives for them (each pair's answer depends on its two ops alone).
    `seen`: the dedup keys of pairs not wanted (the caller's earlier traces of the same program:
    site and byte-set ids are the program's), updated with this trace's; None: a set of its own."""
    keep = None
    if sites is not None:
        keep = set()
        known: dict[int, bool] = {}
        for gt in trace.groups:
            for ev in gt.events:
                hit = known.get(ev.sid)
                if hit is None:
                    hit = known[ev.sid] = (ev.op.loc, ev.op.stack) in sites
                if hit:
                    keep.add(ev.sid)
    finder = _Finder(trace, keep, seen)
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
