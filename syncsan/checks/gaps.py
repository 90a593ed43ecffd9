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
from syncsan.findings import Gap


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

    def locate(self, first: Event, second: Event, same_wave: bool) -> tuple:
        """(kind, counter, first barrier, wait, second barrier, previous barrier, k) as events
        of the executor (None where absent); see the module docstring."""
        ctx = self.ctx
        gf, gs = ctx.group(first), ctx.group(second)
        counter = counter_of(first)
        k = second.gen
        bs = gs.barriers[k - 1] if k > 0 else None
        if first.gen >= k:
            if same_wave:
                w = self.last_wait(gf, counter, first.pos, second.pos)
                return ("no-wait", counter, None, w, bs, None, k)
            if k == 0:
                return ("no-barrier", counter, None, None, None, None, 0)
            return ("same-generation", counter, gf.barriers[k - 1], None, bs, None, k)
        # first.gen < k: the first op was issued before its wave arrived at barrier k
        prev = gf.barriers[k - 2] if k >= 2 and k - 2 < gf.total_barriers else None
        if k > gf.total_barriers:
            last = gf.barriers[-1] if gf.barriers else None
            after = last.pos if last is not None else -1
            w = self.last_wait(gf, counter, max(after, first.pos), 1 << 62)
            return ("ended", counter, last, w, bs, prev, k)
        bar = gf.barriers[k - 1]
        w = self.last_wait(gf, counter, prev.pos if prev is not None else -1, bar.pos)
        return ("unretired", counter, bar, w, bs, prev, k)

    def key(self, first: Event, second: Event, same_wave: bool) -> tuple:
        """`Gap.key()` of the pair's gap, without building it."""
        kind, counter, bf, w, bs, _, _ = self.locate(first, second, same_wave)
        return (kind, counter, _site(bf), _site(w), _site(bs))

    def gap(self, first: Event, second: Event, same_wave: bool) -> Gap:
        ctx = self.ctx
        gf, gs = ctx.group(first), ctx.group(second)
        kind, counter, bf, w, bs, prev, k = self.locate(first, second, same_wave)
        return Gap(kind, counter,
                   ctx.related_barrier(gf, bf) if bf is not None else None,
                   ctx.related_wait(gf, w) if w is not None else None,
                   ctx.related_barrier(gs, bs) if bs is not None else None,
                   since=ctx.related_barrier(gf, prev) if prev is not None else None,
                   generation=k)


def _site(ev) -> tuple | None:
    return (ev.op.loc, ev.op.stack) if ev is not None else None
