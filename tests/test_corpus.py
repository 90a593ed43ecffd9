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
        assert actual_set(case, sweep_of(run), retire) == expected_set(run, retire), run["sweep"]


def test_corpus_has_bad_and_good_cases_for_every_rule():
    from syncsan.rules import all_rules

    fired = set()
    clean = 0
    for expected in CASES:
        found = set().union(*(expected_set(run, "in-order") for run in runs_of(load_expected(expected))))
        fired |= {t[0] for t in found}
        clean += not found
    assert fired >= set(all_rules())
    assert clean >= 4


def test_every_case_states_its_provenance():
    for expected in CASES:
        text = case_of(expected).read_text()
        assert "Provenance:" in text, case_of(expected)
