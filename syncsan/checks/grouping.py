"""Root-cause grouping: racing pairs of one rule that slip through the same gap become one finding.

The checks report pairs (a pair-level `Finding` per pair of op sites, with its `Gap`); this step
merges the pairs of a file whose rule and gap identity agree into one `Finding` that names the
gap first, then the ops on each side, the waves, the smallest witness and the pair count. It is
idempotent: grouped findings given back are split into their pairs and grouped again, so the
findings of several programs or proofs of one file are merged by calling it once more.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Iterable

from syncsan.findings import Finding, Gap, OpSet, Related, line_text, sort_key

#: what the second op does to the first op's bytes, by (first is a read, second kind)
_VERBS = {(False, "read"): "read them", (True, "write"): "write over them", (True, "copy"): "copy over them",
          (False, "write"): "write them again", (False, "copy"): "copy over them again"}


def witness_order(witness) -> tuple:
    """Order of witnesses: parameters in declaration order, numbers before text."""
    return tuple((0, int(v)) if isinstance(v, (bool, int)) else (1, str(v)) for _, v in witness)


def sides(f: Finding) -> tuple[Related, Related]:
    """(first op, second op) of a pair-level race finding (see `Finding`)."""
    return f.related[1], f.related[0]


def _verb(first: OpSet, second: OpSet) -> str:
    kind = second.kinds[0] if len(second.kinds) == 1 else "write"
    return _VERBS.get((first.kinds == ("read",), kind), "touch them")


def _wait_text(gap: Gap) -> str:
    if gap.first_wait is not None:
        return (f"the last {gap.counter} wait before it, line {gap.first_wait.site.line} "
                f"({gap.first_wait.op}), does not retire them")
    if gap.since is not None:
        return f"no {gap.counter} wait since the barrier at line {gap.since.site.line}"
    return f"no {gap.counter} wait before it"


def describe(gap: Gap, first: OpSet, second: OpSet) -> str:
    """The finding's message: the gap first, then the ops on each side."""
    verb = _verb(first, second)
    at = line_text(second.lines)
    if gap.kind == "unretired":
        b, s = gap.first_barrier.site.line, gap.second_barrier.site.line
        after = "after it" if b == s else f"after the barrier at line {s}"
        return (f"the barrier at line {b} in {first.who} is reached with {first.what} outstanding "
                f"({_wait_text(gap)}); {second.who} then {verb} at {at}, {after}")
    if gap.kind == "ended":
        last = f"after their last barrier at line {gap.first_barrier.site.line}" if gap.first_barrier \
            else "without a barrier"
        wait = f"; the {gap.counter} wait at line {gap.first_wait.site.line} does not retire them" \
            if gap.first_wait else ""
        return (f"{first.who} end {last} with {first.what} outstanding{wait}; {second.who} {verb} at {at} "
                f"after the barrier at line {gap.second_barrier.site.line}, which {first.who} never reach")
    if gap.kind == "same-generation":
        b, s = gap.first_barrier.site.line, gap.second_barrier.site.line
        where = f"line {b}" if b == s else f"lines {b} and {s}"
        return (f"no barrier separates {first.what} in {first.who} from {second.who}, which {verb} at {at}: "
                f"both run after the barrier at {where} (the same generation)")
    if gap.kind == "no-barrier":
        return (f"{second.who} {verb} at {at} before any barrier, while {first.what} in {first.who} may "
                "not be retired")
    # no-wait: one wave, no barrier between
    weak = f"the {gap.counter} wait at line {gap.first_wait.site.line} ({gap.first_wait.op}) is too weak" \
        if gap.first_wait else f"no {gap.counter} wait between them"
    return (f"{second.who} {verb} at {at} after issuing {first.what} themselves, with no {gap.counter} "
            f"wait retiring them in between ({weak})")


def group_findings(findings: Iterable[Finding]) -> tuple[Finding, ...]:
    """Merge pair-level findings (or grouped ones, split again) by rule and gap. Of two pairs with
    the same sites the first given is kept. Findings without a gap pass through unchanged."""
    pairs: dict[tuple, Finding] = {}
    for f in findings:
        for p in f.members():
            pairs.setdefault(p.key(), p)
    out: list[Finding] = []
    groups: dict[tuple, list[Finding]] = {}
    for p in pairs.values():
        if p.gap is None:
            out.append(p)
        else:
            groups.setdefault(p.group_key(), []).append(p)
    out.extend(_grouped(members) for members in groups.values())
    return tuple(sorted(out, key=sort_key))


def _grouped(members: list[Finding]) -> Finding:
    """One finding for the pairs of one gap: the message names the gap and both sides; `loc` is
    the earliest primary line of the pairs; witness, related ops, facts and timeline are those of
    the pair with the smallest witness (then the earliest line)."""
    members = sorted(members, key=lambda p: (_loc_order(p.loc), _loc_order(sides(p)[0].site),
                                             witness_order(p.witness)))
    rep = min(members, key=lambda p: (witness_order(p.witness), _loc_order(p.loc)))
    first = OpSet.of(sides(p)[0] for p in members)
    second = OpSet.of(sides(p)[1] for p in members)
    return replace(rep, message=describe(rep.gap, first, second), loc=members[0].loc,
                   pairs=tuple(members), first=first, second=second)


def _loc_order(loc) -> tuple:
    return (loc.file, loc.line, loc.column)
