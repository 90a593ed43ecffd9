"""A proof's screens shared with a forked process (`prover._race_questions` with jobs > 1,
syncsan/forked.py): the cases left, the verdicts and the findings are those of one process, a
forked half that fails is screened here instead, and the question limit applies to both halves
together.

The number of questions a proof asks is not compared: a screen or a batch runs within a resource
count, and what a check counts depends on what the solver was asked before it in that process,
so one near its limit can settle in one process and not in another (its cases are then asked
one by one: more questions, the same answers). The tests run in a process the suite has used."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from corpus_util import count_forks
from syncsan import prover
from syncsan.frontends.schedule import load_schedule
from syncsan.prover import domains, prove_program
from syncsan.prover.encode import Encoder
from syncsan.prover.queries import Queries, TooManyQuestions

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
#: schedules with more screen classes than `prover.SHARED_CLASSES` (HTI's main, 1,171) and one
#: with a few (shared once the threshold is lowered)
CASES = ["hti/main.sched", "basic/epilogue_alias_missing_barrier.sched", "basic/double_buffer_missing_wait.sched"]
RULES = {"SS101", "SS102", "SS103", "SS104", "SS105", "SS106"}




def _program(case: str):
    return load_schedule(str(CORPUS / case))


def _summary(report) -> tuple:
    proof = report.extra["proof"]
    return (proof.verdict, [(r.rule, r.verdict) for r in proof.rules],
            sorted((f.rule, f.loc.line, tuple(f.witness)) for f in report.findings))


def _questions(program, jobs: int, limit: int = prover.MAX_RACE_CASES):
    program = prover.unrolled(program)
    doms = domains(program, {})
    q = Queries(Encoder(program, "in-order"), {d.decl.name: d.bounds() for d in doms})
    solver = prover._Solver(program, doms, 10.0)
    cases, queries = prover._race_questions(q, solver, sorted(RULES), limit, jobs)
    return [(c.rule, c.label) for c in cases], queries


@pytest.mark.parametrize("case", CASES)
def test_two_jobs_leave_the_cases_of_one(case, monkeypatch):
    monkeypatch.setattr(prover, "SHARED_CLASSES", 4)
    program = _program(case)
    forks = count_forks(monkeypatch)
    two = _questions(program, 2)
    assert forks, "the screens were not shared"
    assert two == _questions(program, 1)


@pytest.mark.parametrize("case", CASES[1:])
def test_two_jobs_give_the_proof_of_one(case, monkeypatch):
    """Verdicts, findings and witnesses."""
    monkeypatch.setattr(prover, "SHARED_CLASSES", 4)
    program = _program(case)
    forks = count_forks(monkeypatch)
    two = _summary(prove_program(program, select=RULES, jobs=2))
    assert forks
    assert two == _summary(prove_program(program, select=RULES, jobs=1))


def test_a_forked_half_that_fails_is_screened_here(monkeypatch):
    monkeypatch.setattr(prover, "SHARED_CLASSES", 4)
    me = os.getpid()
    real = prover._screen_classes

    def screen(q, solver, members, limit):
        if os.getpid() != me:
            raise RuntimeError("only in the forked process")
        return real(q, solver, members, limit)
    program = _program(CASES[1])
    one = _questions(program, 1)
    monkeypatch.setattr(prover, "_screen_classes", screen)
    assert _questions(program, 2) == one


def test_the_limit_counts_both_halves(monkeypatch):
    """More cases left than the limit in all, no more than it in either half: too many, as in
    one process."""
    monkeypatch.setattr(prover, "SHARED_CLASSES", 4)
    me = os.getpid()
    real = prover._screen_classes
    here = []

    def screen(q, solver, members, limit):
        out = real(q, solver, members, limit)
        if os.getpid() == me:
            here.append(None if out[1] is None else len(out[1]))
        return out
    monkeypatch.setattr(prover, "_screen_classes", screen)
    program = _program(CASES[0])
    _questions(program, 2)
    (mine,) = here  # this process's share
    _, total = _questions(program, 1), here[-1]  # one process: one share, every class
    theirs = total - mine
    assert mine and theirs
    limit = max(mine, theirs)
    assert limit < total
    for jobs in (1, 2):
        with pytest.raises(TooManyQuestions):
            _questions(program, jobs, limit)
