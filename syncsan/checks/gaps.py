"""The synchronization gap of a racing pair, from the executor's facts (see `findings.Gap`).

A pair (first op F, second op S) races when F is not retired before S may touch F's bytes. The
generation S follows is k = S.gen: the latest barrier generation that could have ordered the
pair. The gap is where that order is missing: F's wave arriving at its k-th barrier with F not
retired (and the last wait on F's counter before that barrier, which did not retire it), S's wave
leaving its own k-th barrier; or, when no barrier lies between them, the generation they share.
"""

from __future__ import annotations

from bisect import bisect_left

from syncsan.executor import VM_KINDS, BarrierEvent, Event, GroupTrace, WaitEvent
from syncsan.findings import Gap, Related


def counter_of(ev: Event) -> str:
    return "vmcnt" if ev.kind in VM_KINDS else "lgkmcnt"


class GapFinder:
    """Gaps of one trace; the waits of each group on each counter are indexed once."""

    def __init__(self, ctx) -> None:
        self.ctx = ctx
        self._waits: dict[tuple[int, str], tuple[list[int], list[WaitEvent]]] = {}

    def _counter_waits(self, gt: GroupTrace, counter: str) -> tuple[list[int], list[WaitEvent]]:
        key = (gt.index, counter)
        hit = self._waits.get(key)
        if hit is None:
            ws = [w for w in gt.waits if (w.vmcnt if counter == "vmcnt" else w.lgkmcnt) is not None]
            hit = self._waits[key] = ([w.pos for w in ws], ws)
        return hit

    def last_wait(self, gt: GroupTrace, counter: str, after: int, before: int) -> WaitEvent | None:
        """The last wait on `counter` of `gt` with after < pos < before."""
        positions, ws = self._counter_waits(gt, counter)
        i = bisect_left(positions, before) - 1
        if i >= 0 and positions[i] > after:
            return ws[i]
        return None

    def _barrier(self, gt: GroupTrace, b: BarrierEvent) -> Related:
        return self.ctx.related_barrier(gt, b)

    def _wait(self, gt: GroupTrace, w: WaitEvent | None) -> Related | None:
        return self.ctx.related_wait(gt, w) if w is not None else None

    def gap(self, first: Event, second: Event, same_wave: bool) -> Gap:
        ctx = self.ctx
        gf, gs = ctx.group(first), ctx.group(second)
        counter = counter_of(first)
        k = second.gen
        second_barrier = self._barrier(gs, gs.barriers[k - 1]) if k > 0 else None
        if first.gen >= k:
            if same_wave:
                w = self.last_wait(gf, counter, first.pos, second.pos)
                return Gap("no-wait", counter, None, self._wait(gf, w), second_barrier, generation=k)
            if k == 0:
                return Gap("no-barrier", counter, None, None, None, generation=0)
            first_barrier = self._barrier(gf, gf.barriers[k - 1])
            return Gap("same-generation", counter, first_barrier, None, second_barrier, generation=k)
        # first.gen < k: F was issued before its wave arrived at barrier k
        prev = gf.barriers[k - 2] if k >= 2 and k - 2 < gf.total_barriers else None
        since = self._barrier(gf, prev) if prev is not None else None
        if k > gf.total_barriers:
            last = gf.barriers[-1] if gf.barriers else None
            after = last.pos if last is not None else -1
            w = self.last_wait(gf, counter, max(after, first.pos), 1 << 62)
            return Gap("ended", counter, self._barrier(gf, last) if last is not None else None,
                       self._wait(gf, w), second_barrier, since=since, generation=k)
        bar = gf.barriers[k - 1]
        w = self.last_wait(gf, counter, prev.pos if prev is not None else -1, bar.pos)
        return Gap("unretired", counter, self._barrier(gf, bar), self._wait(gf, w), second_barrier,
                   since=since, generation=k)
