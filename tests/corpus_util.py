"""Corpus cases: a kernel file plus `<case>.expected.toml` stating its whole finding sets."""

from __future__ import annotations

import tomllib
from pathlib import Path

from syncsan.analysis import check_program, parse_param_value
from syncsan.frontends import FrontendOptions, load_program, load_programs

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "corpus"


def expected_files(folder: str = "") -> list[Path]:
    return sorted((CORPUS / folder).rglob("*.expected.toml"))


def case_of(expected: Path) -> Path:
    stem = expected.name[: -len(".expected.toml")]
    matches = [p for p in expected.parent.iterdir() if p.name.startswith(stem + ".") and p != expected
               and not p.name.endswith(".expected.toml") and p.suffix in (".sched", ".py")]
    assert len(matches) == 1, f"{expected}: expected exactly one case file, found {matches}"
    return matches[0]


def load_expected(expected: Path) -> dict:
    return tomllib.loads(expected.read_text(encoding="utf-8"))


def runs_of(doc: dict) -> list[dict]:
    """Each [[run]] names a parameter sweep and the findings expected under each retire model."""
    return doc["run"]


def sweep_of(run: dict) -> dict[str, tuple]:
    return {k: parse_param_value(str(v)) for k, v in run.get("sweep", {}).items()}


def expected_set(run: dict, retire: str) -> set[tuple]:
    entries = run[retire]
    if entries == "same":
        entries = run["in-order"]
    return {
        (e["rule"], e["line"], tuple(sorted(e.get("writers", []))), tuple(sorted(e.get("readers", []))),
         tuple(sorted(e.get("witness", {}).items())))
        for e in entries
    }


def finding_tuple(f) -> tuple:
    writers = tuple(sorted(r.site.line for r in f.related if r.role == "writer"))
    readers = tuple(sorted(r.site.line for r in f.related if r.role == "reader"))
    return (f.rule, f.loc.line, writers, readers, tuple(sorted(f.witness)))


def actual_set(case: Path, sweep: dict, retire: str, kernel: str | None = None) -> set[tuple]:
    """Findings of every program of the case. FlyDSL cases (`.py`) take their constexpr values
    from the sweep too (one program per constexpr combination) and may name the kernel."""
    if case.suffix == ".py":
        programs = load_programs(case, FrontendOptions(kernel=kernel, params=dict(sweep)))
    else:
        programs = [load_program(case)]
    out = set()
    for program in programs:
        out |= {finding_tuple(f) for f in check_program(program, sweep, retire).findings}
    return out
