"""Helpers for the CI-gate tests: run the CLI in a folder, and lay out a checked repository."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from corpus_util import CORPUS, case_of, expected_files, expected_set, load_expected

ROOT = Path(__file__).resolve().parent.parent


def run_cli(*args, cwd=None, env=None) -> subprocess.CompletedProcess:
    e = dict(os.environ, **(env or {}))
    e["PYTHONPATH"] = str(ROOT)  # the checked repository's folder must not shadow anything
    return subprocess.run([sys.executable, "-m", "syncsan", *map(str, args)], capture_output=True, text=True,
                          env=e, cwd=cwd)


def corpus_repo(tmp: Path, extra: str = "") -> tuple[Path, dict[str, set]]:
    """A repository holding a copy of corpus/ and a pyproject.toml whose per-kernel entries give
    every case the parameter sweep its expected.toml names. Returns the folder and, per case
    (relative path), its expected in-order finding set."""
    shutil.copytree(CORPUS, tmp / "corpus", ignore=shutil.ignore_patterns("*.expected.toml"))
    lines = ["[tool.syncsan]", 'paths = ["corpus"]', extra, ""]
    expected = {}
    for exp in expected_files():
        doc = load_expected(exp)
        rel = case_of(exp).relative_to(CORPUS.parent).as_posix()
        expected[rel] = expected_set(doc, "in-order")
        sweep = doc.get("sweep", {})
        if sweep:
            params = ", ".join(f'{k} = "{v}"' for k, v in sweep.items())
            lines += [f'[tool.syncsan.kernels."{rel}"]', f"params = {{ {params} }}", ""]
    (tmp / "pyproject.toml").write_text("\n".join(lines), encoding="utf-8")
    return tmp, expected


def flat(expected: dict[str, set]) -> set[tuple]:
    return {(file, *t) for file, ts in expected.items() for t in ts}
