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
import re
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
        deep = isinstance(exc, RecursionError)
        why = "nested too deeply" if deep else str(exc).split(";")[0]
        raise ConfigError(f"baseline {path}: cannot read it: {why}", _Positions(path, text).trouble(deep)) from None
    at = _Positions(path, text)
    if not isinstance(data, dict):
        raise ConfigError(f"baseline {path}: not a syncsan baseline (a JSON object written by "
                          "--write-baseline)", at.value(()))
    for key, ok in (("tool", data.get("tool") == "syncsan"), ("findings", isinstance(data.get("findings"), list))):
        if not ok:
            raise ConfigError(f"baseline {path}: not a syncsan baseline ({key!r} is "
                              f"{'missing' if key not in data else repr(data[key])[:40]}; write one with "
                              "--write-baseline)", at.value((key,)))
    fmt = data.get("format")
    if type(fmt) is not int or fmt not in READS:
        have = "no format" if "format" not in data else f"format {json.dumps(fmt)[:40]}"
        raise ConfigError(f"baseline {path}: {have}, this syncsan reads formats "
                          f"{', '.join(map(str, READS))}; rewrite it with --write-baseline {path}",
                          at.value(("format",)))
    counts: Counter = Counter()
    for i, entry in enumerate(data["findings"]):
        if not isinstance(entry, dict):
            raise ConfigError(f"baseline {path}: finding {i + 1} is no JSON object", at.value(("findings", i)))
        for key in ("fingerprint",) if fmt == 1 else ("file", "fingerprint"):
            if not isinstance(entry.get(key), str):
                what = f"has no {key}" if key not in entry else \
                    f"has {json.dumps(entry[key])[:40]} as its {key}, not a string"
                raise ConfigError(f"baseline {path}: finding {i + 1} {what}",
                                  at.value(("findings", i, key)))
        counts[entry["fingerprint"] if fmt == 1 else (entry["file"], entry["fingerprint"])] += 1
    return Baseline(path, counts, fmt)


class _Positions:
    """Where values of a baseline's JSON text are (json.loads keeps no positions): found again
    in the text only when an error needs one, by a scan of the few levels a baseline has."""

    _TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]|-?\d+')

    def __init__(self, path: Path, text: str):
        self.path, self.text = path, text
        self._decoder = json.JSONDecoder()

    def loc(self, offset: int) -> Loc:
        line = self.text.count("\n", 0, offset) + 1
        return Loc(str(self.path), line, offset - self.text.rfind("\n", 0, offset))

    def _skip_ws(self, i: int) -> int:
        while i < len(self.text) and self.text[i] in " \t\r\n\ufeff":
            i += 1
        return i

    def _skip_value(self, i: int) -> int:
        return self._decoder.raw_decode(self.text, i)[1]

    def value(self, where: tuple) -> Loc:
        """The position of the value at `where` (object keys and list indexes from the top); as
        deep as it exists: a missing key is reported at the object that lacks it."""
        text, i = self.text, self._skip_ws(0)
        try:
            for step in where:
                if isinstance(step, str) and text.startswith("{", i):
                    start, found = i, None
                    i = self._skip_ws(i + 1)
                    while i < len(text) and text[i] != "}":
                        key, i = json.decoder.scanstring(text, i + 1)
                        i = self._skip_ws(self._skip_ws(i) + 1)  # past the colon
                        if key == step:
                            found = i  # the last one wins, as in json.loads
                        i = self._skip_ws(self._skip_value(i))
                        if text.startswith(",", i):
                            i = self._skip_ws(i + 1)
                    if found is None:
                        return self.loc(start)
                    i = found
                elif isinstance(step, int) and text.startswith("[", i):
                    i = self._skip_ws(i + 1)
                    for _ in range(step):
                        i = self._skip_ws(self._skip_value(i))
                        i = self._skip_ws(i + 1)  # past the comma
                else:
                    break
        except (ValueError, IndexError, RecursionError):  # not where it was expected: where it stopped
            pass
        return self.loc(min(i, len(text)))

    def trouble(self, deep: bool) -> Loc:
        """Where json.loads gave up without a position: the first bracket nested deeper than it
        reads, or the first number too long for it."""
        depth = 0
        for m in self._TOKEN.finditer(self.text):
            tok = m.group(0)
            if tok in "[{":
                depth += 1
                if deep and depth > 500:
                    return self.loc(m.start())
            elif tok in "]}":
                depth -= 1
            elif not deep and not tok.startswith('"') and len(tok.lstrip("-")) > 4300:
                return self.loc(m.start())
        return self.loc(0)


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
