"""SS101-SS105: LDS accesses to common bytes that no wait and barrier generation order."""

from __future__ import annotations

from typing import Iterator

from syncsan.checks.base import Check, Context, describe_wait, gen_text, site
from syncsan.executor import ProgramCache
from syncsan.findings import Finding
from syncsan.order import Conflict


class _RaceCheck(Check):
    kind: str  # raw | war | waw
    writer_kinds: tuple[str, ...]
    #: whether a conflict inside one wave belongs to this rule
    same_wave: bool = False

    def run(self, ctx: Context) -> Iterator[Finding]:
        known = ctx.known
        # a key is a function of the two ops (their sites): kept per pair of site ids across a
        # sweep's runs, which find the same pairs again
        cache = ctx.trace.cache if ctx.trace.cache is not None else ProgramCache(ctx.trace.program)
        memo = cache.finding_keys
        code = self.code
        for c in ctx.conflicts_of(self.kind, self.writer_kinds):
            if c.same_wave and not self.same_wave:
                continue
            if not self.accepts(c):
                continue
            mk = (code, c.write.sid, c.other.sid)
            key = memo.get(mk)
            if key is None:
                key = memo[mk] = _shared_key(cache, code, c, self.key)
            fresh = key in ctx.fresh
            if key in known and not fresh:  # reported for an earlier parameter value
                continue
            # the waves of every group showing the pair through the same gap at its witness (this run)
            first, second = (c.other, c.write) if c.kind == "war" else (c.write, c.other)
            ctx.note_waves(key, ctx.gaps.key(first, second, c.same_wave), first, second)
            if fresh:  # reported already in this run, from another wave group
                continue
            finding = self.report(ctx, c)
            if finding is not None:
                assert finding.key() == key, (finding.key(), key)
                ctx.fresh.add(key)
                yield finding

    def accepts(self, c: Conflict) -> bool:
        """Does a conflict of this rule's kind and writer kinds belong to this rule?"""
        return True

    def key(self, c: Conflict) -> tuple:
        """The `Finding.key()` of the finding `report` builds for `c`, without building it."""
        raise NotImplementedError

    def report(self, ctx: Context, c: Conflict) -> Finding:
        raise NotImplementedError


def _shared_key(cache: ProgramCache, code: str, c: Conflict, key) -> tuple:
    """`key(c)`, one object per rule and pair of the ops' places (loc, stack): a key is a
    function of those alone, and many site pairs share them (a loop's unrolled copies, the cases
    of an assembly kernel), so a sweep's keys are built once per place pair, not per site pair."""
    places, ids = cache.places, cache.place_ids
    ends = []
    for ev in (c.write, c.other):
        place = places.get(ev.sid)
        if place is None:
            place = places[ev.sid] = ids.setdefault((ev.op.loc, ev.op.stack), len(ids))
        ends.append(place)
    pk = (code, ends[0], ends[1])
    hit = cache.place_keys.get(pk)
    if hit is None:
        hit = cache.place_keys[pk] = key(c)
    return hit


def _key(code: str, primary, roles) -> tuple:
    """Finding.key() of a finding at `primary`'s site with these (role, event) related ops."""
    return (code, site(primary.op.loc, primary.op.stack),
            tuple((role, ev.op.loc, ev.op.stack) for role, ev in roles))


def _publication_facts(ctx: Context, c: Conflict, first, second) -> tuple[list, list]:
    """Facts and related barriers/waits: the generation `second` follows and what retires `first`."""
    facts, related = [], []
    g_first, g_second = ctx.group(first), ctx.group(second)
    if second.gen > 0:
        b = g_second.barriers[second.gen - 1]
        facts.append(("follows generation", f"{second.gen} (barrier at {site(b.op.loc, b.op.stack).line} in {g_second.group.name})"))
        related.append(ctx.related_barrier(g_second, b))
        if not c.same_wave and first.group != second.group and second.gen <= g_first.total_barriers:
            paired = g_first.barriers[second.gen - 1]
            facts.append(("paired barrier", f"line {site(paired.op.loc, paired.op.stack).line} in {g_first.group.name}"))
            related.append(ctx.related_barrier(g_first, paired))
    else:
        facts.append(("follows generation", "0 (no barrier yet)"))
    if first.done_by is not None:
        w = first.done_by
        when = f"line {site(w.op.loc, w.op.stack).line}, {describe_wait(w)}, in generation {w.gen}"
        if c.same_wave or first.group == second.group and first.done_pos > second.pos:
            when += " (after the access)" if first.done_pos > second.pos else ""
        elif w.gen >= second.gen:
            when += " (no barrier generation separates it from the access)"
        facts.append(("retired by", when))
        related.append(ctx.related_wait(g_first, w))
    else:
        facts.append(("retired by", "never before the access" if first.kind != "read" else "no lgkmcnt wait retires it"))
    return facts, related


class _ReadBeforeVisibleCheck(_RaceCheck):
    kind = "raw"
    counter = ""  # the counter whose wait retires the write

    def key(self, c):
        return _key(self.code, c.other, (("reader", c.other), ("writer", c.write)))

    def report(self, ctx, c):
        x, y = c.write, c.other
        if c.same_wave:
            msg = (f"{y.describe()} may read before this wave's own {x.describe()} is retired "
                   f"(no {self.counter} wait retires it before the read)")
        else:
            msg = (f"{y.describe()} in {ctx.group(y).group.name} may run before "
                   f"{ctx.group(x).group.name}'s {x.describe()} is retired ({self.counter}) and "
                   "published by a barrier")
        facts, extra = _publication_facts(ctx, c, x, y)
        return self.finding(ctx, msg, site(y.op.loc, y.op.stack),
                            [ctx.related("reader", y), ctx.related("writer", x), *extra], facts,
                            lambda: ctx.timeline([(x, "writer"), (y, "reader")], max(0, x.gen - 1), max(y.gen, x.gen)),
                            lambda: ctx.gaps.gap(x, y, c.same_wave))


class ReadBeforeAsyncCopyVisible(_ReadBeforeVisibleCheck):
    code = "SS101"
    writer_kinds = ("copy",)
    counter = "vmcnt"
    same_wave = True


class ReadBeforeLdsWriteVisible(_ReadBeforeVisibleCheck):
    code = "SS102"
    writer_kinds = ("write",)
    counter = "lgkmcnt"


class _OverwriteCheck(_RaceCheck):
    kind = "war"

    def key(self, c):
        return _key(self.code, c.write, (("writer", c.write), ("reader", c.other)))

    def report(self, ctx, c):
        x, y = c.write, c.other
        if c.same_wave:
            msg = (f"{x.describe()} may overwrite bytes this wave's earlier {y.describe()} has not "
                   f"finished reading (no lgkmcnt wait retires the read first)")
        else:
            msg = (f"{x.describe()} in {ctx.group(x).group.name} may overwrite bytes that "
                   f"{ctx.group(y).group.name}'s {y.describe()} is still reading")
        facts, extra = _publication_facts(ctx, c, y, x)
        return self.finding(ctx, msg, site(x.op.loc, x.op.stack),
                            [ctx.related("writer", x), ctx.related("reader", y), *extra], facts,
                            lambda: ctx.timeline([(y, "reader"), (x, "writer")], max(0, y.gen - 1), max(y.gen, x.gen)),
                            lambda: ctx.gaps.gap(y, x, c.same_wave))


def read_issued_first(c: Conflict) -> bool:
    """Is the read of a write-after-read conflict known to be issued before the write issues?
    In one wave it is (ops issue in program order); across waves only when a barrier generation
    lies between them: the read's wave issued it before arriving at barrier k and the writer's
    wave issues the write after leaving barrier k."""
    return c.same_wave or c.other.gen < c.write.gen


class AsyncCopyOverwritesUnfinishedRead(_OverwriteCheck):
    """SS103: an LDS-DMA over a read that may not even be issued yet (no barrier between them)."""

    code = "SS103"
    writer_kinds = ("copy",)
    same_wave = True

    def accepts(self, c):
        return not read_issued_first(c)


class LatencyProtectedOverwrite(_OverwriteCheck):
    """SS106: an LDS-DMA over a read that was issued first but whose retirement nothing orders
    before the copy: only the DMA's round trip to memory keeps the read ahead."""

    code = "SS106"
    writer_kinds = ("copy",)
    same_wave = True

    def accepts(self, c):
        return read_issued_first(c)

    def report(self, ctx, c):
        x, y = c.write, c.other
        if c.same_wave:
            msg = (f"{x.describe()} may land in bytes this wave's earlier {y.describe()} has not finished "
                   "reading: no lgkmcnt wait retires the read first; only the copy's round trip to "
                   "memory keeps the read ahead")
        else:
            msg = (f"{x.describe()} in {ctx.group(x).group.name} may land in bytes that "
                   f"{ctx.group(y).group.name}'s {y.describe()} (issued before the barrier) has not "
                   "finished reading: its lgkmcnt wait comes after the barrier; only the copy's round "
                   "trip to memory keeps the read ahead")
        facts, extra = _publication_facts(ctx, c, y, x)
        return self.finding(ctx, msg, site(x.op.loc, x.op.stack),
                            [ctx.related("writer", x), ctx.related("reader", y), *extra], facts,
                            lambda: ctx.timeline([(y, "reader"), (x, "writer")], max(0, y.gen - 1), max(y.gen, x.gen)),
                            lambda: ctx.gaps.gap(y, x, c.same_wave))


class LdsWriteOverwritesUnfinishedRead(_OverwriteCheck):
    code = "SS104"
    writer_kinds = ("write",)


class UnorderedWrites(_RaceCheck):
    code = "SS105"
    kind = "waw"
    writer_kinds = ("copy", "write")
    same_wave = True

    def key(self, c):
        return _key(self.code, c.other, (("writer", c.other), ("writer", c.write)))

    def report(self, ctx, c):
        x, y = c.write, c.other
        where = "in the same wave" if c.same_wave else (
            f"in {ctx.group(x).group.name} and {ctx.group(y).group.name}")
        msg = f"{x.describe()} and {y.describe()} write common LDS bytes {where} with no order between them"
        facts = [("first write retired by",
                  f"line {site(x.done_by.op.loc, x.done_by.op.stack).line}, generation {gen_text(x.done_gen)}" if x.done_by else "never")]
        return self.finding(ctx, msg, site(y.op.loc, y.op.stack),
                            [ctx.related("writer", y), ctx.related("writer", x)], facts,
                            lambda: ctx.timeline([(x, "writer"), (y, "writer")], max(0, x.gen - 1), max(y.gen, x.gen)),
                            lambda: ctx.gaps.gap(x, y, c.same_wave))
