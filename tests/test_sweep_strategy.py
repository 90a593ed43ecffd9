"""Long sweeps: the solver-decided sweep finds exactly what running every value finds.

`check_program(..., strategy="solver")` runs the first values one by one and lets the prover
decide the rest (replaying each finding at its smallest values); `strategy="each"` runs every
value. On every corpus schedule with a tile count, over k_tiles = lo..lo+62 (both split-K settings
for the HTI cases), the two must give the same findings, witnesses included. The window is shrunk
below the range so that the solver really decides values past it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from syncsan import analysis
from syncsan.analysis import check_program
from syncsan.frontends.schedule import load_schedule

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
CASES = sorted(p for p in CORPUS.glob("*/*.sched") if "k_tiles = param" in p.read_text())
#: by default the basic cases and two HTI cases (a hazard and a proof); --run-slow runs every HTI case
DEFAULT = {"main", "mutant_prologue_wait_plus1"}
PARAMS = [pytest.param(p, marks=() if p.parent.name != "hti" or p.stem in DEFAULT else pytest.mark.slow)
          for p in CASES]


def sweep_of(program) -> dict:
    decl = {p.name: p for p in program.params}
    lo = decl["k_tiles"].lo or 1
    out = {"k_tiles": tuple(range(lo, lo + 63))}
    if "split_k" in decl:
        out["split_k"] = (False, True)
    return out


@pytest.mark.parametrize("path", PARAMS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_solver_sweep_equals_running_every_value(path, monkeypatch):
    program = load_schedule(path)
    sweep = sweep_of(program)
    each = check_program(program, sweep, strategy="each")
    monkeypatch.setattr(analysis, "SOLVER_SWEEP_WINDOW", 8)
    solved = check_program(program, sweep, strategy="solver")
    assert any("decided by the solver" in n for n in solved.notes), "the solver path fell back"
    assert solved.findings == each.findings
    assert [f.witness for f in solved.findings] == [f.witness for f in each.findings]
    assert solved.runs < each.runs


def test_short_sweeps_run_every_value():
    program = load_schedule(CORPUS / "hti" / "main.sched")
    report = check_program(program, {"k_tiles": tuple(range(2, 10))})
    assert report.runs == 16 and not any("solver" in n for n in report.notes)
