"""Helpers for the CI-gate tests: run the CLI in a folder, and lay out a checked repository."""

from __future__ import annotations

import itertools
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from corpus_util import CORPUS, case_of, expected_files, expected_set, load_expected, runs_of, sweep_of

ROOT = Path(__file__).resolve().parent.parent


def run_cli(*args, cwd=None, env=None) -> subprocess.CompletedProcess:
    e = dict(os.environ, **(env or {}))
    e["PYTHONPATH"] = str(ROOT)  # the checked repository's folder must not shadow anything
    return subprocess.run([sys.executable, "-m", "syncsan", *map(str, args)], capture_output=True, text=True,
                          env=e, cwd=cwd)


def corpus_repo(tmp: Path, folder: str = "") -> tuple[Path, dict[str, set]]:
    """A repository holding a copy of the corpus cases that state their findings in
    `<case>.expected.toml` (not corpus/asm, whose expectations are JSON per listing), and a
    pyproject.toml whose per-kernel entries give every case the parameters of its runs. A case
    whose runs are not one product sweep (a FlyDSL constexpr with different ranges per value)
    cannot be said in one entry and is excluded. Returns the folder and, per case (relative path),
    its expected in-order finding keys (rule, line, writers, readers)."""
    shutil.copytree(CORPUS / folder, tmp / "corpus" / folder,
                    ignore=shutil.ignore_patterns("*.expected.toml", "*.md", "asm"))
    entries, excluded, expected = [], [], {}
    for exp in expected_files(folder):
        if "asm" in exp.relative_to(CORPUS).parts[:1]:
            continue
        doc = load_expected(exp)
        rel = case_of(exp).relative_to(CORPUS.parent).as_posix()
        runs = runs_of(doc)
        union: dict[str, set] = {}
        for run in runs:
            for name, values in sweep_of(run).items():
                union.setdefault(name, set()).update(values)
        combos = {tuple(sorted(c.items())) for run in runs for c in _product(sweep_of(run))}
        if union and combos != {tuple(sorted(c.items())) for c in _product(union)}:
            excluded.append(rel)
            continue
        expected[rel] = merged_runs(expected_set(run, "in-order") for run in runs)
        if union:
            params = ", ".join(f"{k} = {_toml(sorted(v))}" for k, v in union.items())
            entries += [f'[tool.syncsan.kernels."{rel}"]', f"params = {{ {params} }}", ""]
    if not folder or folder == "asm":
        asm_entries, asm_expected = _asm_cases(tmp)
        entries += asm_entries
        expected.update(asm_expected)
    lines = ["[tool.syncsan]", 'paths = ["corpus"]', f"exclude = {json.dumps(excluded)}", "", *entries]
    (tmp / "pyproject.toml").write_text("\n".join(lines), encoding="utf-8")
    return tmp, expected


def _new_fixture(path: Path) -> bool:
    families = ("inductor", "hip", "flydsl", "broadcast", "flow", "ring")
    return path.parent.name in families or path.name.split("__")[0] in families


def _asm_cases(tmp: Path) -> tuple[list[str], dict[str, set]]:
    """corpus/asm: each listing's expected JSON names its settings (kernargs, --target, --waves)
    and its findings. Objdump listings (`.objdump.txt`) are checked when named, not walked."""
    entries, expected = [], {}
    for exp in sorted((CORPUS / "asm" / "expected").rglob("*.json")):
        doc = json.loads(exp.read_text(encoding="utf-8"))
        if "file" not in doc:
            continue  # pending.json: the list of fixtures that still need kernel arguments
        if _new_fixture(Path(doc["file"])):
            continue  # the inductor/HIP/FlyDSL/broadcast/flow/ring sets: tests/test_asm_corpus.py checks them (sampled)
        src = ROOT / doc["file"]
        if src.suffix == ".txt":
            continue
        rel = Path(doc["file"]).as_posix()
        dest = tmp / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(src, dest)
        settings = doc.get("settings", {})
        lines = [f'[tool.syncsan.kernels."{rel}"]']
        kernargs = {k: v for k, v in settings.items() if not k.startswith("--")}
        if kernargs:
            lines.append("kernargs = { " + ", ".join(f'"{k}" = "{v}"' for k, v in kernargs.items()) + " }")
        if "--target" in settings:
            lines.append(f'target = "{settings["--target"]}"')
        if "--waves" in settings:
            lines.append(f"waves = {settings['--waves']}")
        entries += [*lines, ""] if len(lines) > 1 else []
        expected[rel] = {(f["rule"], f["line"], tuple(sorted(f.get("writers", []))), tuple(sorted(f.get("readers", []))))
                         for f in doc["findings"]}
    return entries, expected


def merged_runs(sets) -> set[tuple]:
    """(rule, line, writers, readers) of the findings one `syncsan check` over the union of a
    case's runs gives: a gap found in several runs is one finding, at the earliest of their
    lines, with the writers and readers of all of them."""
    gaps: dict[tuple, list] = {}
    out = set()
    for entries in sets:
        for rule, line, gap, writers, readers, _witness, _pairs in entries:
            if gap is None:
                out.add((rule, line, writers, readers))
                continue
            got = gaps.setdefault((rule, gap), [line, set(), set()])
            got[0] = min(got[0], line)
            got[1] |= set(writers)
            got[2] |= set(readers)
    out |= {(rule, line, tuple(sorted(w)), tuple(sorted(r))) for (rule, _), (line, w, r) in gaps.items()}
    return out


def _product(sweep: dict) -> list[dict]:
    names = list(sweep)
    return [dict(zip(names, values)) for values in itertools.product(*(sorted(sweep[n]) for n in names))]


def _toml(values: list) -> str:
    return "[" + ", ".join(("true" if v else "false") if isinstance(v, bool) else json.dumps(v) if isinstance(v, str)
                           else str(v) for v in values) + "]"


def flat(expected: dict[str, set]) -> set[tuple]:
    return {(file, *t) for file, ts in expected.items() for t in ts}
