"""Every corpus case reproduces its whole expected finding set under both retirement models."""

from __future__ import annotations

import pytest

from corpus_util import actual_set, case_of, expected_files, expected_set, load_expected, runs_of, sweep_of

CASES = expected_files()


@pytest.mark.parametrize("retire", ["in-order", "conservative"])
@pytest.mark.parametrize("expected", CASES, ids=[p.relative_to(p.parents[1]).as_posix() for p in CASES])
def test_case_gives_exactly_its_expected_findings(expected, retire):
    case = case_of(expected)
    for run in runs_of(load_expected(expected)):
        assert actual_set(case, sweep_of(run), retire, run.get("kernel")) == expected_set(run, retire), run["sweep"]


def test_corpus_has_bad_and_good_cases_for_every_rule():
    from syncsan.rules import active_rules

    fired = set()
    clean = 0
    for expected in CASES:
        found = set().union(*(expected_set(run, "in-order") for run in runs_of(load_expected(expected))))
        fired |= {t[0] for t in found}
        clean += not found
    assert fired >= active_rules(None)  # the SS4xx rules are analyses of edits: tests/test_fixes.py
    assert clean >= 4


def test_every_case_states_its_provenance():
    for expected in CASES:
        text = case_of(expected).read_text()
        assert "Provenance:" in text, case_of(expected)


@pytest.mark.parametrize("case", ["main", "fixed", "mutant_tail_wait_plus1"])
def test_hti_acceptance_command_reports_the_union_of_both_split_k_runs(case):
    """`syncsan check corpus/hti/<case> --param k_tiles=2..64` sweeps both split-K settings in one
    run: a gap found under both settings is one finding holding the pairs of both, with the
    smallest witness (parameters compared in declaration order)."""
    import json
    import subprocess
    import sys

    from corpus_util import CORPUS

    expected_file = CORPUS / "hti" / f"{case}.expected.toml"
    order = ["k_tiles", "split_k", "ha", "hb"]
    union: dict[tuple, list] = {}
    for run in runs_of(load_expected(expected_file)):
        for rule, line, gap, writers, readers, witness, pairs in expected_set(run, "in-order"):
            rank = tuple(dict(witness)[k] for k in order)
            got = union.setdefault((rule, gap), [line, set(), set(), rank])
            got[0] = min(got[0], line)
            got[1] |= set(writers)
            got[2] |= set(readers)
            got[3] = min(got[3], rank)
    result = subprocess.run(
        [sys.executable, "-m", "syncsan", "check", str(CORPUS / "hti" / f"{case}.sched"),
         "--param", "k_tiles=2..64", "--format", "json", "--no-fix-suggestions"], capture_output=True, text=True)
    assert result.returncode == 1
    got = {}
    for f in json.loads(result.stdout)["findings"]:
        gap = f["gap"]
        key = (f["rule"], (gap["kind"],) + tuple(gap[k]["line"] if gap[k] else None for k in ("barrier", "wait", "after"))
               if gap else None)
        ops = [r for p in f["pairs"] for r in p["related"][:2]] if gap else f["related"]
        got[key] = [f["line"], {r["line"] for r in ops if r["role"] == "writer"},
                    {r["line"] for r in ops if r["role"] == "reader"},
                    tuple(f["witness"]["params"][k] for k in order)]
        assert f["pair_count"] == len(f["pairs"]) == (len({(p["line"], p["related"][1]["line"]) for p in f["pairs"]})
                                                      if gap else 0)
    assert got == {k: v for k, v in union.items()}
