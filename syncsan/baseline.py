"""Baseline: the findings a repository already had when it adopted the gate.

`--write-baseline FILE` records each finding's file (relative to the baseline's folder) and
fingerprint (`syncsan/fingerprint.py`: the rule, the gap and the ops' code text and relative
positions, not their line numbers); `--baseline FILE` then drops the findings whose (file,
fingerprint) is recorded, so only new findings fail the check. Entries are counted: a second
identical finding is new.

Format 1 baselines (syncsan before root-cause grouping) recorded one fingerprint per pair of
ops; they are still read: a grouped finding is known when every pair it covers is recorded, and
the run suggests rewriting the baseline.
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

FORMAT = 2
READS = (1, 2)


def relative_file(file: str, base: Path) -> str:
    try:
        return Path(os.path.relpath(Path(file).resolve(), base.resolve())).as_posix()
    except ValueError:
        return Path(file).as_posix()


# -- format 1: one fingerprint per pair of ops ----------------------------------------------------

@lru_cache(maxsize=256)
def _lines(file: str) -> tuple[str, ...]:
    return sources.lines(file)


def _text(loc: Loc) -> str:
    lines = _lines(loc.file)
    return " ".join(lines[loc.line - 1].split()) if 0 < loc.line <= len(lines) else f"line {loc.line}"


def pair_fingerprint_v1(f: Finding, base: Path) -> str:
    """The format-1 fingerprint of a pair-level finding: rule, file and the source text of the
    lines involved (hex sha256, 32 characters)."""
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
    format: int = FORMAT

    def split(self, findings: Sequence[Finding]) -> tuple[tuple[Finding, ...], tuple[Finding, ...]]:
        """(new findings, findings the baseline already has)."""
        left = Counter(self.counts)
        new, known = [], []
        base = self.path.parent
        for f in findings:
            if self.format == 1:
                fps = [pair_fingerprint_v1(p, base) for p in f.members()]
                need = Counter(fps)
                if all(left[fp] >= n for fp, n in need.items()):
                    left.subtract(need)
                    known.append(f)
                else:
                    new.append(f)
                continue
            key = (relative_file(f.loc.file, base), f.fingerprint)
            if left[key] > 0:
                left[key] -= 1
                known.append(f)
            else:
                new.append(f)
        return tuple(new), tuple(known)

    @property
    def note(self) -> str | None:
        if self.format == 1:
            return (f"the baseline {self.path} has format 1 (one entry per pair of ops); it was matched "
                    f"pair by pair. Rewrite it with --write-baseline {self.path} to record the grouped "
                    "findings' fingerprints")
        return None


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
    fmt = data.get("format")
    if type(fmt) is not int or fmt not in READS:
        raise ConfigError(f"baseline {path}: format {fmt!r}, this syncsan reads formats "
                          f"{', '.join(map(str, READS))}; rewrite it with --write-baseline {path}")
    counts: Counter = Counter()
    for entry in data["findings"]:
        if not isinstance(entry, dict) or not isinstance(entry.get("fingerprint"), str):
            raise ConfigError(f"baseline {path}: an entry has no fingerprint")
        if fmt == 1:
            counts[entry["fingerprint"]] += 1
        else:
            if not isinstance(entry.get("file"), str):
                raise ConfigError(f"baseline {path}: an entry has no file")
            counts[(entry["file"], entry["fingerprint"])] += 1
    return Baseline(path, counts, fmt)


def write(path: Path, findings: Sequence[Finding]) -> int:
    """Record the findings; returns how many."""
    base = path.parent
    entries = [
        {"rule": f.rule, "file": relative_file(f.loc.file, base), "line": f.loc.line,
         "message": f.message, "pairs": len(f.pairs), "fingerprint": f.fingerprint}
        for f in findings
    ]
    entries.sort(key=lambda e: (e["file"], e["line"], e["rule"], e["fingerprint"]))
    doc = {"tool": "syncsan", "version": __version__, "format": FORMAT, "findings": entries}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc, indent=2) + "\n", encoding="utf-8")
    return len(entries)
