"""Baseline: the findings a repository already had when it adopted the gate.

`--write-baseline FILE` records a fingerprint per finding; `--baseline FILE` then drops the
findings whose fingerprint is recorded, so only new findings fail the check. A fingerprint is
the rule, the file (relative to the baseline's folder) and the source text of the lines
involved, not their numbers, so that edits elsewhere in the file do not make old findings new.
Fingerprints are counted: a second identical finding is new.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Sequence

from syncsan import __version__, sources
from syncsan.config import ConfigError
from syncsan.errors import InputError, Loc
from syncsan.findings import Finding

FORMAT = 1


@lru_cache(maxsize=256)
def _lines(file: str) -> tuple[str, ...]:
    return sources.lines(file)


def _text(loc: Loc) -> str:
    lines = _lines(loc.file)
    return " ".join(lines[loc.line - 1].split()) if 0 < loc.line <= len(lines) else f"line {loc.line}"


def relative_file(file: str, base: Path) -> str:
    try:
        return Path(os.path.relpath(Path(file).resolve(), base.resolve())).as_posix()
    except ValueError:
        return Path(file).as_posix()


def fingerprint(f: Finding, base: Path) -> str:
    """Stable identity of a finding across line shifts (hex sha256, 32 characters)."""
    parts = [f.rule, relative_file(f.loc.file, base), _text(f.loc)]
    for r in f.related:
        if r.role in ("writer", "reader"):
            parts.append(f"{r.role}:{relative_file(r.site.file, base)}:{_text(r.site)}")
    # surrogateescape: a file name that is not valid UTF-8 hashes as its bytes
    return hashlib.sha256("\x1f".join(parts).encode("utf-8", "surrogateescape")).hexdigest()[:32]


@dataclass(frozen=True)
class Baseline:
    path: Path
    counts: Counter

    def split(self, findings: Sequence[Finding]) -> tuple[tuple[Finding, ...], tuple[Finding, ...]]:
        """(new findings, findings the baseline already has)."""
        left = Counter(self.counts)
        new, known = [], []
        for f in findings:
            fp = fingerprint(f, self.path.parent)
            if left[fp] > 0:
                left[fp] -= 1
                known.append(f)
            else:
                new.append(f)
        return tuple(new), tuple(known)


def load(path: Path) -> Baseline:
    what = sources.kind(path)
    if what == "missing":
        raise ConfigError(f"baseline {path}: no such file (create it with --write-baseline {path})")
    if what is not None or path.is_dir():
        raise ConfigError(f"baseline {path}: not a regular file ({what or 'a folder'})")
    try:
        text = sources.read_text(path)
    except InputError as exc:
        raise ConfigError(f"baseline {path}: cannot read it: {exc.message}", exc.loc) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ConfigError(f"baseline {path}: not JSON: {exc.msg}", Loc(str(path), exc.lineno, exc.colno)) from None
    except (RecursionError, ValueError) as exc:  # nested too deeply; a number too long to read
        why = "nested too deeply" if isinstance(exc, RecursionError) else str(exc).split(";")[0]
        raise ConfigError(f"baseline {path}: cannot read it: {why}") from None
    if not isinstance(data, dict) or data.get("tool") != "syncsan" or not isinstance(data.get("findings"), list):
        raise ConfigError(f"baseline {path}: not a syncsan baseline (write one with --write-baseline)")
    if type(data.get("format")) is not int or data.get("format") != FORMAT:
        raise ConfigError(f"baseline {path}: format {data.get('format')!r}, this syncsan reads format {FORMAT}")
    counts: Counter = Counter()
    for entry in data["findings"]:
        if not isinstance(entry, dict) or not isinstance(entry.get("fingerprint"), str):
            raise ConfigError(f"baseline {path}: an entry has no fingerprint")
        counts[entry["fingerprint"]] += 1
    return Baseline(path, counts)


def write(path: Path, findings: Sequence[Finding]) -> int:
    """Record the findings; returns how many."""
    base = path.parent
    entries = [
        {"rule": f.rule, "file": relative_file(f.loc.file, base), "line": f.loc.line,
         "message": f.message, "fingerprint": fingerprint(f, base)}
        for f in findings
    ]
    entries.sort(key=lambda e: (e["file"], e["line"], e["rule"], e["fingerprint"]))
    doc = {"tool": "syncsan", "version": __version__, "format": FORMAT, "findings": entries}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc, indent=2) + "\n", encoding="utf-8")
    return len(entries)
