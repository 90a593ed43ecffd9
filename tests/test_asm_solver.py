"""Feasibility of branch decisions: answers from kept witnesses and from small inputs are the
answers the solver gives, found without solving the whole question (small inputs are tried when
the short try and the reduced solver give up). Each stage is limited by the solver's resource
count, so the stages a question goes through and its answer do not depend on the machine."""

from __future__ import annotations

from syncsan.frontends.asm import symbolic as S
from syncsan.frontends.asm import solver
from syncsan.frontends.asm.solver import Feasibility


def _split_loop():
    """The loop bound of a split-K kernel: split = wg % 8, length = ceil(n / 8) from a loaded n,
    start = split * length (a product of two unknowns)."""
    wg, n = S.inp("workgroup_id_x"), S.uf("load", S.inp("arg0"), 0)
    split = S.binop("and", wg, 7)
    length = S.binop("lshr", S.add(n, 7), 3)
    start = S.mul(split, length)
    return split, n, start


def test_a_split_is_answered_by_the_witness_of_the_case_it_splits():
    S.reset()
    split, n, start = _split_loop()
    f = Feasibility()
    first = S.binop("ult", start, n)
    assert f.feasible({first: True})
    asked = f.queries
    # one direction of the next split holds under the witness of the case: no new question
    assert f.feasible({first: True, S.binop("ult", split, 8): True})
    assert f.queries == asked and f.witnessed == 1
    # the other is impossible, and the solver says so
    assert not f.feasible({first: True, S.binop("ult", split, 8): False})


def test_small_inputs_answer_a_product_of_two_unknowns(monkeypatch):
    S.reset()
    split, n, start = _split_loop()
    # the short try and the reduced solver give up at once (as on a question too hard for them)
    monkeypatch.setattr(solver, "QUICK_RLIMIT", 1)
    monkeypatch.setattr(solver, "TACTIC_RLIMIT", 1)
    f = Feasibility()
    # the last split starts inside the sequence, 32 elements before its end
    assert f.feasible({S.binop("eq", split, 7): True, S.binop("ult", S.add(start, 32), n): True,
                       S.binop("ult", S.add(start, 64), n): False})
    assert f.pinned == 1 and f.undecided == 0
    # small inputs never make an impossible question possible
    assert not f.feasible({S.binop("eq", split, 7): True, S.binop("eq", split, 6): True})


def _questions():
    """Questions on loaded data (uninterpreted functions) and loop bounds, possible and not; two
    need the functional consistency of a load (equal addresses, equal values)."""
    split, n, start = _split_loop()
    a, b = S.inp("arg1"), S.inp("arg2")
    la, lb = S.uf("load", a, 0), S.uf("load", b, 0)
    return [
        {S.binop("eq", split, 7): True, S.binop("ult", S.add(start, 32), n): True},
        {S.binop("eq", split, 7): True, S.binop("eq", split, 6): True},
        {S.binop("eq", la, 5): True, S.binop("eq", lb, 6): True},
        {S.binop("eq", la, 5): True, S.binop("eq", lb, 6): True, S.binop("eq", a, b): True},
        {S.binop("eq", la, 5): True, S.binop("eq", S.uf("load", a, 0), 6): True},
        {S.binop("ult", start, n): True, S.binop("ult", n, S.add(start, 1)): True},
    ]


def test_the_reduced_solver_gives_the_default_solvers_answers(monkeypatch):
    from syncsan.frontends.asm import solver

    answers = {}
    for tactic in (1, solver.TACTIC_RLIMIT):  # 1: the reduced solver gives up, the default answers
        monkeypatch.setattr(solver, "TACTIC_RLIMIT", tactic)
        monkeypatch.setattr(solver, "SMALL_INPUTS", ())  # every question goes to the solvers
        monkeypatch.setattr(solver, "QUICK_MISSES", 0)  # with their full limits, no short try
        S.reset()
        f = Feasibility()
        answers[tactic] = [f.feasible(q) for q in _questions()]
        assert f.undecided == 0 and f.witnessed == 0
        stages = {stage for stage, answer in f.trail if answer != "unknown"}
        assert stages == ({"default"} if tactic == 1 else {"reduced"})
    assert answers[1] == answers[solver.TACTIC_RLIMIT] == [True, False, True, False, False, False]


def test_a_satisfying_answer_of_the_reduced_solver_is_a_witness(monkeypatch):
    from syncsan.frontends.asm import solver

    monkeypatch.setattr(solver, "SMALL_INPUTS", ())
    monkeypatch.setattr(solver, "QUICK_MISSES", 0)  # no short try with the default solver
    S.reset()
    f = Feasibility()
    q = _questions()[2]  # two loads at addresses nothing ties together
    assert f.feasible(q) and f.queries == 1
    # its model (loads included) answers the same question again without solving
    assert f.feasible({**q, S.binop("eq", S.inp("arg1"), S.inp("arg1")): True})
    assert f.queries == 1 and f.witnessed == 1


def _hard_questions():
    """Questions whose stages run out of a small resource limit: 32-bit products."""
    x, y, z = S.inp("arg0"), S.inp("arg1"), S.inp("arg2")
    xyz = S.mul(S.mul(x, y), z)
    return [
        {S.binop("eq", xyz, 0x2E1B_D5C3): True, S.binop("ult", x, y): True, S.binop("ult", y, z): True,
         S.binop("ult", 1, x): True},
        {S.binop("eq", S.mul(x, y), 0x3B9A_CA07): True, S.binop("ult", 1, x): True, S.binop("ult", 1, y): True},
        {S.binop("eq", S.mul(x, x), 0x0001_0201): True, S.binop("ult", x, 0x1000): True},
    ] + _questions()


def _ask(questions) -> tuple:
    S.reset()
    f = Feasibility()
    answers = [f.feasible(q) for q in questions()]
    return answers, f.trail, f.queries, f.undecided, f.timed_out


def test_two_runs_ask_the_same_questions_and_get_the_same_answers(monkeypatch):
    # limits small enough that some stages run out and the question falls through to the next:
    # with a time limit that happened at a different check on a loaded machine
    monkeypatch.setattr(solver, "QUICK_RLIMIT", 20_000)
    monkeypatch.setattr(solver, "SMALL_INPUTS", ((1, 5_000), (16, 20_000)))
    monkeypatch.setattr(solver, "TACTIC_RLIMIT", 50_000)
    monkeypatch.setattr(solver, "FULL_RLIMIT", 50_000)
    first = _ask(_hard_questions)
    answers, trail, queries, undecided, timed_out = first
    assert ("quick", "unknown") in trail and ("reduced", "unknown") in trail  # stages ran out
    assert timed_out == 0
    # the solver's main context has been used in between (a kernel checked before): same again
    from syncsan.solverlib import z3

    a, b = z3.BitVecs("a b", 32)
    z3.Solver().check(a * b == 0x3B9A_CA07, z3.ULT(1, a), z3.ULT(1, b))
    assert _ask(_hard_questions) == first


def test_a_question_no_stage_settles_is_undecided_and_checked_both_ways(monkeypatch):
    for name in ("QUICK_RLIMIT", "TACTIC_RLIMIT", "FULL_RLIMIT"):
        monkeypatch.setattr(solver, name, 1)
    monkeypatch.setattr(solver, "SMALL_INPUTS", ((1, 1), (16, 1)))
    S.reset()
    f = Feasibility()
    q = _questions()[1]  # impossible: split is 7 and 6
    assert f.feasible(q)  # not settled: counts as possible, never dropped
    assert [stage for stage, _ in f.trail] == ["quick", "reduced", "small<1", "small<16", "default"]
    assert {answer for _, answer in f.trail} == {"unknown"}
    assert (f.undecided, f.timed_out) == (1, 0)


def test_the_time_limit_is_a_safety_net_that_leaves_the_question_undecided():
    S.reset()
    f = Feasibility(timeout_ms=0)  # no time at all: no stage is asked
    assert f.feasible(_questions()[1])
    assert (f.undecided, f.timed_out) == (1, 1)
    assert {answer for _, answer in f.trail} == {"late"}
