#!/usr/bin/env python3
"""Rewrite the finding sets of corpus `<case>.expected.toml` files with what syncsan gives now.

Only the `in-order = [...]` and `conservative = [...]` arrays of each `[[run]]` are rewritten
(`conservative = "same"` is kept when both sets agree); comments, sweeps and kernels stay. Run it
after a change that moves findings, then review the diff case by case: every changed expectation
must be explained by reading the case (a real hazard under the documented model, or a fixed
bug), and the comments in the file updated to say why.

    .venv/bin/python corpus/update_expected.py [EXPECTED.toml ...]     # default: all of them
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

from corpus_util import (  # noqa: E402
    GAP_KEYS,
    actual_findings,
    case_of,
    expected_files,
    finding_entry,
    sweep_of,
)

_ARRAY = re.compile(r"^(in-order|conservative)\s*=\s*(.*)$")


def _value(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(v, list):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {_value(x)}" for k, x in v.items()) + " }" if v else "{}"
    return str(v)


def entry_line(e: dict) -> str:
    keys = ["rule", "line", "gap", "writers", "readers", "witness", "pairs"]
    parts = []
    for k in keys:
        if k not in e or (k == "witness" and not e[k]):
            continue
        v = e[k]
        if k == "gap":
            v = {"kind": v["kind"], **{g: v[g] for g in GAP_KEYS if g in v}}
        parts.append(f"{k} = {_value(v)}")
    return "  { " + ", ".join(parts) + " },"


def _sort(e: dict) -> tuple:
    return (e["line"], e["rule"], e.get("writers", []), e.get("readers", []))


def findings_for(case: Path, run: dict, retire: str) -> list[dict]:
    fs = actual_findings(case, sweep_of(run), retire, run.get("kernel"))
    return sorted((finding_entry(f) for f in fs), key=_sort)


def render_array(name: str, entries: list[dict]) -> list[str]:
    if not entries:
        return [f"{name} = []"]
    return [f"{name} = ["] + [entry_line(e) for e in entries] + ["]"]


def rewrite(expected: Path) -> str:
    doc = tomllib.loads(expected.read_text(encoding="utf-8"))
    case = case_of(expected)
    runs = doc["run"]
    computed = [{r: findings_for(case, run, r) for r in ("in-order", "conservative")} for run in runs]
    out: list[str] = []
    lines = expected.read_text(encoding="utf-8").splitlines()
    run_index = -1
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.strip() == "[[run]]":
            run_index += 1
        m = _ARRAY.match(line)
        if m is None or run_index < 0:
            out.append(line)
            i += 1
            continue
        name, rest = m.group(1), m.group(2).strip()
        # skip the old value: one line (`[]`, `"same"`, `[ ... ]`) or up to the closing `]`
        if rest == "[":
            i += 1
            while i < len(lines) and lines[i].strip() != "]":
                i += 1
        i += 1
        sets = computed[run_index]
        if name == "conservative" and sets["conservative"] == sets["in-order"]:
            out.append('conservative = "same"')
        else:
            out.extend(render_array(name, sets[name]))
    return "\n".join(out) + "\n"


def main(argv: list[str]) -> int:
    chosen = [Path(a).resolve() for a in argv] or expected_files()
    for expected in chosen:
        text = rewrite(expected)
        if text != expected.read_text(encoding="utf-8"):
            expected.write_text(text, encoding="utf-8")
            print(f"{expected.relative_to(ROOT)}: rewritten")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
