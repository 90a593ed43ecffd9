"""Fingerprints: the identity of a finding that survives edits elsewhere in the file.

A fingerprint hashes the rule, the kind of the gap and, for the gap's barriers and wait and for
every op line on each side, the line's code text (whitespace collapsed, a trailing `syncsan:`
comment dropped) and its position relative to an anchor on its own side: the gap's barriers
relative to the first side's barrier, the first side's ops and the wait relative to that barrier,
the second side's ops relative to the second side's barrier. Absolute line numbers and the file
name are not part of it, so inserting or deleting lines above, below or between unrelated parts
of the file keeps it; changing the code of the gap or of an op, or the lines between an op and
its barrier, changes it. Baselines (`syncsan/baseline.py`), SARIF `partialFingerprints` and the
JSON report carry it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Iterable

from syncsan.errors import Loc
from syncsan.findings import Finding

try:  # the built-in SHA-256: `hashlib` loads OpenSSL first, a few milliseconds of every check
    from _sha256 import sha256 as _sha256
except ImportError:  # pragma: no cover (Python 3.12 renamed it; other builds may lack it)
    try:
        from _sha2 import sha256 as _sha256
    except ImportError:
        from hashlib import sha256 as _sha256

VERSION = 2
_SUPPRESSION = re.compile(r"(#|;|//)\s*syncsan\s*:.*$", re.IGNORECASE)


class _Source:
    """The lines of the files a run of fingerprints reads, each read once."""

    def __init__(self) -> None:
        self.files: dict[str, tuple[str, ...]] = {}

    def lines(self, file: str) -> tuple[str, ...]:
        hit = self.files.get(file)
        if hit is None:
            try:
                hit = tuple(Path(file).read_text(encoding="utf-8", errors="replace").splitlines())
            except OSError:
                hit = ()
            self.files[file] = hit
        return hit

    def code(self, loc: Loc) -> str:
        """The normalized code of a line: whitespace collapsed, a suppression comment dropped."""
        lines = self.lines(loc.file)
        if not 0 < loc.line <= len(lines):
            return f"<line {loc.line}>"
        return " ".join(_SUPPRESSION.sub("", lines[loc.line - 1]).split())


def _at(loc: Loc, anchor: Loc | None) -> str:
    """The position of `loc` relative to `anchor` (same file), else its file's name."""
    if anchor is not None and loc.file == anchor.file:
        return str(loc.line - anchor.line)
    return Path(loc.file).name


def _digest(parts: Iterable[str]) -> str:
    return _sha256("\x1f".join(parts).encode()).hexdigest()[:32]


def fingerprint(f: Finding, source: _Source | None = None) -> str:
    """Hex sha256 (32 characters) of the finding's rule, gap and ops (see the module docstring)."""
    src = source or _Source()
    code = src.code
    parts = [f"v{VERSION}", f.rule]
    gap = f.gap
    if gap is None:
        anchor = f.loc
        parts.append(code(anchor))
        for r in f.related:
            parts.append(f"{r.role}|{code(r.site)}|{_at(r.site, anchor)}")
        return _digest(parts)
    second_anchor = gap.second_barrier.site if gap.second_barrier else None
    first_anchor = gap.first_barrier.site if gap.first_barrier else second_anchor
    parts += [gap.kind, gap.counter]
    for name, r in (("barrier", gap.first_barrier), ("wait", gap.first_wait), ("after", gap.second_barrier)):
        if r is None:
            parts.append(f"{name}|-")
        elif name == "barrier":
            parts.append(f"{name}|{code(r.site)}")
        else:
            parts.append(f"{name}|{code(r.site)}|{_at(r.site, first_anchor)}")
    ops = set()
    for p in f.members():
        second, first = p.related[0], p.related[1]
        ops.add(f"first|{first.role}|{code(first.site)}|{_at(first.site, first_anchor or first.site)}")
        ops.add(f"second|{second.role}|{code(second.site)}|{_at(second.site, second_anchor or second.site)}")
    parts.extend(sorted(ops))
    return _digest(parts)


def with_fingerprints(findings: Iterable[Finding]) -> list[Finding]:
    """The findings with their `fingerprint` set (the source files are read once)."""
    src = _Source()
    return [replace(f, fingerprint=fingerprint(f, src)) for f in findings]
