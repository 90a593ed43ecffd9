"""SS201: wave groups that end with different barrier counts, so barrier pairing is shifted."""

from __future__ import annotations

from typing import Iterator

from syncsan.checks.base import Check, Context, site
from syncsan.findings import Finding, Related


class BarrierCountMismatch(Check):
    code = "SS201"

    def run(self, ctx: Context) -> Iterator[Finding]:
        groups = ctx.trace.groups
        if len(groups) < 2:
            return
        counts = {gt.index: gt.total_barriers for gt in groups}
        fewest = min(counts.values())
        if fewest == max(counts.values()):
            return
        for gt in groups:
            if gt.total_barriers == fewest:
                continue
            # the first barrier that some group never reaches is the one left unpaired
            extra = gt.barriers[fewest]
            short = [g for g in groups if g.total_barriers == fewest]
            others = ", ".join(f"{g.group.name} after {g.total_barriers}" for g in short)
            msg = (f"wave group {gt.group.name} executes {gt.total_barriers} barriers but {others}: "
                   f"from generation {fewest + 1} on its barriers pair with no barrier of "
                   f"{', '.join(g.group.name for g in short)}")
            related = [Related("barrier", gt.group.label(), extra.op.loc, extra.op.stack,
                               f"barrier (generation {extra.generation})", extra.generation, extra.iters)]
            for g in short:
                if g.barriers:
                    b = g.barriers[-1]
                    related.append(Related("barrier", g.group.label(), b.op.loc, b.op.stack,
                                           f"last barrier (generation {b.generation})", b.generation, b.iters))
            facts = [("barrier counts", ", ".join(f"{g.group.name}: {g.total_barriers}" for g in groups))]
            finding = self.finding(ctx, msg, site(extra.op.loc, extra.op.stack), related, facts)
            if finding is not None:
                yield finding
