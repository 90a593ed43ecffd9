"""Fuzzing: property-based generators for every input (tests/fuzz_harness.py) run through the
command line. The property: exit status 0, 1 or 2 (3 means syncsan crashed), no traceback, within
a time and a memory bound.

By default a bounded, reproducible sample (`derandomize`); `--run-slow` runs a long random one.
bench/fuzz_run.py runs the same generators for the committed figures (bench/fuzz_run.txt).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, Phase, given, settings

from fuzz_harness import STRATEGIES, Case, failure_report, run_forked, run_process

#: examples per input kind in the default sample (about 60 s for all kinds on the 2-core machine)
SAMPLE = {"schedule": 25, "flydsl": 6, "assembly": 14, "config": 14, "baseline": 10, "suppression": 10,
          "command-line": 14, "walk": 4}
LONG = 400

COMMON = dict(deadline=None, database=None, phases=(Phase.generate,),
              suppress_health_check=(HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example,
                                     HealthCheck.filter_too_much))


def _check(case: Case) -> None:
    outcome = run_forked(case)
    assert outcome.ok, failure_report(case, outcome)


def _sample(kind: str):
    @settings(max_examples=SAMPLE[kind], derandomize=True, **COMMON)
    @given(case=STRATEGIES[kind]())
    def run(case):
        _check(case)
    return run


def _long(kind: str):
    @settings(max_examples=LONG, derandomize=False, **COMMON)
    @given(case=STRATEGIES[kind]())
    def run(case):
        _check(case)
    return run


@pytest.mark.parametrize("kind", sorted(SAMPLE))
def test_fuzz_sample(kind):
    _sample(kind)()


@pytest.mark.slow
@pytest.mark.parametrize("kind", sorted(SAMPLE))
def test_fuzz_long(kind):
    _long(kind)()


@settings(max_examples=3, derandomize=True, **COMMON)
@given(case=STRATEGIES["schedule"]())
def test_fuzz_cases_as_their_own_process(case):
    """A few cases through `python -m syncsan` itself: the contract end to end."""
    outcome = run_process(case)
    assert outcome.ok, failure_report(case, outcome)


def test_the_runner_tells_a_crash_and_a_hang_from_a_pass(monkeypatch):
    """The property can fail: a crash (exit 3 or a traceback) and a hang are told apart."""
    import syncsan.walk as walk
    from hostile_util import CLEAN_SCHED

    case = Case("schedule", (("k.sched", CLEAN_SCHED.encode()),), ("k.sched", "-j", "1"))
    assert run_forked(case).verdict() == "ok"
    monkeypatch.setattr(walk, "check_file", lambda *a, **k: 1 / 0)
    crashed = run_forked(case)
    assert crashed.verdict() == "crash" and crashed.status == 3
    monkeypatch.setattr(walk, "check_file", lambda *a, **k: __import__("time").sleep(60))
    assert run_forked(case, bound=1.0).verdict() == "hang"
