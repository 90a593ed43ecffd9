"""Every rule's documented bad schedule triggers exactly that rule; its good schedule is clean."""

from __future__ import annotations

import pytest

from syncsan.analysis import check_program
from syncsan.checks import ALL_CHECKS
from syncsan.frontends.schedule import load_schedule
from syncsan.rules import all_rules

RULES = sorted(all_rules())


def test_every_check_has_a_documented_rule_and_back():
    assert sorted(c.code for c in ALL_CHECKS) == RULES
    for info in all_rules().values():
        assert info.severity in ("error", "warning")
        assert info.title and info.meaning.strip() and info.fix.strip()


@pytest.mark.parametrize("code", RULES)
def test_bad_example_fires_only_its_rule(code):
    info = all_rules()[code]
    findings = check_program(load_schedule(f"<{code} bad>", info.bad)).findings
    assert {f.rule for f in findings} == {code}
    assert all(f.severity == info.severity for f in findings)


@pytest.mark.parametrize("code", RULES)
def test_good_example_is_clean(code):
    info = all_rules()[code]
    assert check_program(load_schedule(f"<{code} good>", info.good)).findings == ()


@pytest.mark.parametrize("code", RULES)
def test_bad_example_is_clean_when_its_rule_is_not_selected(code):
    info = all_rules()[code]
    others = set(RULES) - {code}
    assert check_program(load_schedule(f"<{code} bad>", info.bad), select=others).findings == ()
