"""Corpus cases: a kernel file plus `<case>.expected.toml` stating its whole finding sets."""

from __future__ import annotations

import tomllib
from pathlib import Path

from syncsan.analysis import check_program, parse_param_value
from syncsan.checks.grouping import group_findings
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


GAP_KEYS = ("barrier", "wait", "after")


def entry_tuple(e: dict) -> tuple:
    """An expected entry as a comparable tuple: rule, primary line, gap (kind and the lines of its
    barrier, wait and second-side barrier), writer lines, reader lines, witness, pair count."""
    gap = e.get("gap")
    gap_t = (gap["kind"],) + tuple(gap.get(k) for k in GAP_KEYS) if gap else None
    return (e["rule"], e["line"], gap_t, tuple(sorted(e.get("writers", []))), tuple(sorted(e.get("readers", []))),
            tuple(sorted(e.get("witness", {}).items())), e.get("pairs", 0))


def expected_set(run: dict, retire: str) -> set[tuple]:
    entries = run[retire]
    if entries == "same":
        entries = run["in-order"]
    return {entry_tuple(e) for e in entries}


def finding_entry(f) -> dict:
    """The expected-file entry of a finding (the inverse of `entry_tuple`)."""
    ops = [r for p in f.members() for r in p.related[:2]] if f.gap is not None else list(f.related)
    e: dict = {"rule": f.rule, "line": f.loc.line}
    if f.gap is not None:
        lines = f.gap.lines()
        e["gap"] = {"kind": f.gap.kind, **{k: lines[k] for k in GAP_KEYS if lines[k] is not None}}
    e["writers"] = sorted({r.site.line for r in ops if r.role == "writer"})
    e["readers"] = sorted({r.site.line for r in ops if r.role == "reader"})
    e["witness"] = dict(f.witness)
    if f.pairs:
        e["pairs"] = len(f.pairs)
    return e


def finding_tuple(f) -> tuple:
    return entry_tuple(finding_entry(f))


def actual_set(case: Path, sweep: dict, retire: str, kernel: str | None = None) -> set[tuple]:
    """Findings of every program of the case. FlyDSL cases (`.py`) take their constexpr values
    from the sweep too (one program per constexpr combination) and may name the kernel."""
    return {finding_tuple(f) for f in actual_findings(case, sweep, retire, kernel)}


_FOUND: dict[tuple, tuple] = {}


def actual_findings(case: Path, sweep: dict, retire: str, kernel: str | None = None) -> tuple:
    """The grouped findings of every program of the case (the programs of a FlyDSL file are
    grouped together, as `syncsan check` does). Remembered for the session: the corpus test and
    the SARIF test of every case ask for the same runs (findings are frozen)."""
    key = (case, repr(sorted(sweep.items())), retire, kernel)
    if key not in _FOUND:
        _FOUND[key] = _actual_findings(case, sweep, retire, kernel)
    return _FOUND[key]


def _actual_findings(case: Path, sweep: dict, retire: str, kernel: str | None) -> tuple:
    if case.suffix == ".py":
        programs = load_programs(case, FrontendOptions(kernel=kernel, params=dict(sweep)))
    else:
        programs = [load_program(case)]
    found = []
    for program in programs:
        found.extend(check_program(program, sweep, retire).findings)
    return group_findings(found)


def count_forks(monkeypatch) -> list:
    """A list that gets an item for each fork syncsan makes (each still forks)."""
    import os

    from syncsan import forked

    made = []
    real = os.fork

    def fork():
        made.append(1)
        return real()
    monkeypatch.setattr(forked.os, "fork", fork)
    return made
