"""SS301: more outstanding ops than a counter holds, or a wait value the counter cannot encode."""

from __future__ import annotations

from typing import Iterator

from syncsan.checks.base import Check, Context, site
from syncsan.findings import Finding, Related


class CounterOverflow(Check):
    code = "SS301"

    def run(self, ctx: Context) -> Iterator[Finding]:
        seen = set()
        for gt in ctx.trace.groups:
            for issue in gt.counter_issues:
                key = (issue.op.loc, issue.op.stack, issue.kind, issue.counter)
                if key in seen:
                    continue
                seen.add(key)
                if issue.kind == "overflow":
                    msg = (f"{issue.value} ops outstanding on {issue.counter} in {gt.group.name}, "
                           f"more than the counter holds ({issue.limit}); waits no longer count what "
                           "the schedule assumes")
                else:
                    msg = (f"s_waitcnt {issue.counter}({issue.value}) is outside the counter's range "
                           f"0..{issue.limit}")
                related = [Related("wait" if issue.kind == "wait-range" else "writer", gt.group.label(),
                                   issue.op.loc, issue.op.stack, msg, issue.gen, issue.iters)]
                finding = self.finding(ctx, msg, site(issue.op.loc, issue.op.stack), related,
                                   [(issue.counter, f"{issue.value} (limit {issue.limit})")])
                if finding is not None:
                    yield finding
