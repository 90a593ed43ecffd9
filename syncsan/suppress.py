"""Inline suppressions: `# syncsan: ignore[SS101] -- reason` (`;` in assembly).

A post-processing step on one file's findings. A comment on a finding's primary line, or alone
on the line just above it, suppresses the listed rules there: the whole finding, every pair of
ops it groups. A comment on the primary line of one of a grouped finding's pairs (a line where
that pair's second op is) suppresses that pair only; the finding stays, for its other pairs. The reason after `--` is
mandatory: a comment without one (or naming an unknown rule) suppresses nothing and is itself
reported (SS002), and a suppression that matched no finding of a rule that was checked is
reported as unused (SS001). The file is read as text, never imported; only real comments count
(Python-syntax files are tokenized, assembly comments start outside strings), not a string that
happens to hold the words.
"""

from __future__ import annotations

import io
import re
import tokenize
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Sequence

from syncsan.checks.grouping import group_findings
from syncsan.errors import Loc
from syncsan.findings import Finding
from syncsan.frontends import frontend_for
from syncsan.rules import RuleInfo, active_rules, all_rules

UNUSED, INVALID = "SS001", "SS002"

_EXAMPLE = """\
A = lds(dims=(2,), bytes=8192)
workgroup(groups={{"producer": 4, "consumer": 4}})

def kernel(group):
    if group == "producer":
        copy(A[0], 2)
{producer}
    else:
        barrier()
{read}
        wait(lgkmcnt=0)
"""
_RETIRE_THEN_PUBLISH = "        wait(vmcnt=0)\n        barrier()"
_PUBLISH_EARLY = "        barrier()\n        wait(vmcnt=0)"

#: rules about the suppression comments themselves; not checks, so they live here, not in rules/
SUPPRESSION_RULES: dict[str, RuleInfo] = {
    UNUSED: RuleInfo(
        code=UNUSED,
        name="unused-suppression",
        title="Suppression comment that suppresses no finding",
        severity="warning",
        summary="A `syncsan: ignore[...]` comment names a rule that reports nothing on its line or the next.",
        meaning="""
Suppressions are for findings a person has looked at and judged safe. When the code changes (a
wait is added, the op moves) the finding goes away but the comment stays, and it would then hide a
future, different hazard at that line without anyone looking. syncsan reports a suppression as
unused when the rule it names was checked and gave no finding on the comment's line (or, for a
comment alone on its line, on the line below).
""",
        bad=_EXAMPLE.format(producer=_RETIRE_THEN_PUBLISH, read="        read(A[0])  "
                            "# syncsan: ignore[SS101] -- the copy is retired before the barrier now"),
        good=_EXAMPLE.format(producer=_RETIRE_THEN_PUBLISH, read="        read(A[0])"),
        fix="Delete the comment (or correct the rule code it names).",
    ),
    INVALID: RuleInfo(
        code=INVALID,
        name="invalid-suppression",
        title="Suppression comment without a reason or with an unknown rule",
        severity="error",
        summary="A `syncsan: ignore[...]` comment that gives no `-- reason`, names no rule, or names an "
                "unknown rule.",
        meaning="""
Every suppression must say why the hazard cannot happen, after `--`, so that a reviewer can check
the argument: `# syncsan: ignore[SS101] -- reason` in schedule and Python files,
`; syncsan: ignore[SS101] -- reason` in assembly. A comment without a reason, without a rule code,
or with a code syncsan does not know suppresses nothing (the finding stays) and is reported.
""",
        bad=_EXAMPLE.format(producer=_PUBLISH_EARLY, read="        read(A[0])  # syncsan: ignore[SS101]"),
        good=_EXAMPLE.format(producer=_PUBLISH_EARLY, read="        # syncsan: ignore[SS101] -- A[0] feeds "
                             "only a debug checksum; a stale value is fine\n        read(A[0])"),
        fix="Add `-- <why this is safe>` after `ignore[...]`, and name the rule codes the finding shows.",
    ),
}


def known_rules() -> dict[str, RuleInfo]:
    """The checks' rules (rules/) and the suppression rules, by code."""
    return {**SUPPRESSION_RULES, **all_rules()}

_COMMENT = re.compile(
    r"(?P<marker>#|;|//)\s*syncsan\s*:\s*ignore\s*(?:\[(?P<codes>[^\]]*)\])?(?P<rest>.*)$",
    re.IGNORECASE)
_REASON = re.compile(r"^\s*--\s*(?P<reason>\S.*?)\s*$")


@dataclass(frozen=True)
class Suppression:
    loc: Loc  # where the comment is
    codes: tuple[str, ...]
    reason: str
    own_line: bool  # the comment is alone on its line (so it covers the next line)

    def covers(self, f: Finding) -> bool:
        line = f.loc.line
        return f.rule in self.codes and (line == self.loc.line or (self.own_line and line == self.loc.line + 1))

    def covers_line(self, rule: str, line: int) -> bool:
        return rule in self.codes and (line == self.loc.line or (self.own_line and line == self.loc.line + 1))


@dataclass(frozen=True)
class Outcome:
    kept: tuple[Finding, ...]  # findings no suppression covers
    suppressed: tuple[tuple[Finding, Suppression], ...]
    problems: tuple[Finding, ...]  # SS001 unused / SS002 invalid suppressions


def comment_marker(path: str | Path) -> str:
    fe = frontend_for(path, available_only=False)
    return fe.comment if fe else "#"


def comments(text: str, marker: str) -> list[tuple[int, int, str, bool]]:
    """The comments of a file: (line, 0-based column, comment text from its marker, alone on its
    line). `#` files are Python syntax and are tokenized; `;` files are assembly, whose comments
    start at a `;` outside a string."""
    # a comment naming syncsan lies on one line with its marker: without such a line there is
    # none, and tokenizing the file (a few milliseconds of every check) would find none
    if not any("syncsan" in line and marker in line for line in text.split("\n")):
        return []
    lines = text.splitlines()
    out = []
    if marker == "#":
        try:
            for tok in tokenize.generate_tokens(io.StringIO(text).readline):
                if tok.type == tokenize.COMMENT and "syncsan" in tok.string:
                    row, col = tok.start
                    out.append((row, col, tok.string, lines[row - 1][:col].strip() == ""))
            return out
        except (tokenize.TokenError, SyntaxError, IndexError):
            out = []  # not Python after all: read it line by line as below
    for number, line in enumerate(lines, 1):
        if "syncsan" not in line:
            continue
        start = _comment_start(line, marker)
        if start is not None:
            out.append((number, start, line[start:], line[:start].strip() == ""))
    return out


def _comment_start(line: str, marker: str) -> int | None:
    """Where the line's comment starts (its marker outside any string), or None."""
    quotes = "\"'" if marker == "#" else '"'
    quote, escaped = None, False
    for i, ch in enumerate(line):
        if quote:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == quote:
                quote = None
        elif ch in quotes:
            quote = ch
        elif line.startswith(marker, i):
            return i
    return None


def parse(path: str | Path, text: str) -> tuple[list[Suppression], list[Finding]]:
    """The suppressions in a file's comments, and findings for the malformed ones."""
    marker = comment_marker(path)
    known = set(all_rules())
    found, problems = [], []
    for number, start, comment, own in comments(text, marker):
        m = _COMMENT.search(comment)
        if not m or m.group("marker") != marker:
            continue
        loc = Loc(str(path), number, start + m.start() + 1)
        codes_text = m.group("codes")
        codes = tuple(dict.fromkeys(c.strip().upper() for c in (codes_text or "").split(",") if c.strip()))
        reason = _REASON.match(m.group("rest"))
        unknown = [c for c in codes if c not in known]
        if not codes:
            problems.append(_problem(INVALID, loc, "suppression names no rule: write "
                                     f"`{marker} syncsan: ignore[SS101] -- reason`"))
        elif unknown:
            problems.append(_problem(INVALID, loc, f"suppression names unknown rule(s) {', '.join(unknown)}"))
        elif not reason:
            problems.append(_problem(INVALID, loc, f"suppression of {', '.join(codes)} gives no reason: "
                                     f"add `-- why this is safe` after `ignore[...]`"))
        else:
            found.append(Suppression(loc, codes, reason.group("reason"), own and m.start() == 0))
    return found, problems


def apply(path: str | Path, text: str, findings: Sequence[Finding], active: Iterable[str] | None,
          ignore: Iterable[str] = ()) -> Outcome:
    """Split one file's findings into kept and suppressed; report unused and invalid comments.
    `active` is the set of rule codes that were checked (None: those on by default); a suppression of a rule that
    was not checked is not called unused. SS001/SS002 are reported unless `ignore` names them."""
    sups, problems = parse(path, text)
    active_set = set(active_rules(active))
    used: set[tuple[int, str]] = set()
    kept, suppressed = [], []
    file = str(path)
    for f in findings:
        hit = None
        if f.loc.file == file:
            hit = next((s for s in sups if s.covers(f)), None)
        if hit is not None:  # on the finding's line: the whole finding, every pair
            suppressed.append((f, hit))
            used.add((hit.loc.line, f.rule))
            continue
        if not f.pairs:
            kept.append(f)
            continue
        # on the line of one of its pairs: that pair (the finding stays for the others)
        left, gone = [], []
        for p in f.pairs:
            sup = next((s for s in sups if s.covers(p)), None) if p.loc.file == file else None
            if sup is None:
                left.append(p)
            else:
                gone.append((p, sup))
                used.add((sup.loc.line, f.rule))
        if not gone:
            kept.append(f)
            continue
        kept.extend(group_findings(left))
        for g in group_findings(p for p, _ in gone):
            suppressed.append((g, next(sup for p, sup in gone if p.key() in {q.key() for q in g.members()})))
    for s in sups:
        for code in s.codes:
            if code in active_set and (s.loc.line, code) not in used:
                problems.append(_problem(UNUSED, s.loc, f"unused suppression of {code} "
                                         f"(no {code} finding on this line or the next)"))
    skip = set(ignore)
    problems = [p for p in problems if p.rule not in skip]
    return Outcome(tuple(kept), tuple(suppressed), tuple(problems))


def _problem(code: str, loc: Loc, message: str) -> Finding:
    return Finding(rule=code, severity=SUPPRESSION_RULES[code].severity, message=message, loc=loc, related=())
