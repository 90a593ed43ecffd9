"""Inline suppressions: `# syncsan: ignore[SS101] -- reason` (`;` in assembly).

A post-processing step on one file's findings. A comment on a finding's primary line, or alone
on the line just above it, suppresses the listed rules there. The reason after `--` is
mandatory: a comment without one (or naming an unknown rule) suppresses nothing and is itself
reported (SS002), and a suppression that matched no finding of a rule that was checked is
reported as unused (SS001). The file is read as text, never imported.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Sequence

from syncsan.errors import Loc
from syncsan.findings import Finding
from syncsan.frontends import frontend_for
from syncsan.rules import all_rules, rule_info

UNUSED, INVALID = "SS001", "SS002"

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


@dataclass(frozen=True)
class Outcome:
    kept: tuple[Finding, ...]  # findings no suppression covers
    suppressed: tuple[tuple[Finding, Suppression], ...]
    problems: tuple[Finding, ...]  # SS001 unused / SS002 invalid suppressions


def comment_marker(path: str | Path) -> str:
    fe = frontend_for(path, available_only=False)
    return fe.comment if fe else "#"


def parse(path: str | Path, text: str) -> tuple[list[Suppression], list[Finding]]:
    """The suppressions in a file's text, and findings for the malformed ones."""
    marker = comment_marker(path)
    known = set(all_rules())
    found, problems = [], []
    for number, line in enumerate(text.splitlines(), 1):
        if "syncsan" not in line:
            continue
        m = _COMMENT.search(line)
        if not m or m.group("marker") != marker:
            continue
        loc = Loc(str(path), number, m.start() + 1)
        codes_text = m.group("codes")
        codes = tuple(c.strip().upper() for c in (codes_text or "").split(",") if c.strip())
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
            own = line[:m.start()].strip() == ""
            found.append(Suppression(loc, codes, reason.group("reason"), own))
    return found, problems


def apply(path: str | Path, text: str, findings: Sequence[Finding], active: Iterable[str] | None,
          ignore: Iterable[str] = ()) -> Outcome:
    """Split one file's findings into kept and suppressed; report unused and invalid comments.
    `active` is the set of rule codes that were checked (None: all); a suppression of a rule that
    was not checked is not called unused. SS001/SS002 are reported unless `ignore` names them."""
    sups, problems = parse(path, text)
    active_set = set(all_rules()) if active is None else set(active)
    used: set[tuple[int, str]] = set()
    kept, suppressed = [], []
    file = str(path)
    for f in findings:
        hit = None
        if f.loc.file == file:
            hit = next((s for s in sups if s.covers(f)), None)
        if hit is None:
            kept.append(f)
        else:
            suppressed.append((f, hit))
            used.add((hit.loc.line, f.rule))
    for s in sups:
        for code in s.codes:
            if code in active_set and (s.loc.line, code) not in used:
                problems.append(_problem(UNUSED, s.loc, f"unused suppression of {code} "
                                         f"(no {code} finding on this line or the next)"))
    skip = set(ignore)
    problems = [p for p in problems if p.rule not in skip]
    return Outcome(tuple(kept), tuple(suppressed), tuple(problems))


def _problem(code: str, loc: Loc, message: str) -> Finding:
    return Finding(rule=code, severity=rule_info(code).severity, message=message, loc=loc, related=())
