"""Feasibility of branch decisions: answers from kept witnesses and from small inputs are the
answers the solver gives, found without solving the whole question (small inputs are tried when
the whole solver's first, short try gives up)."""

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
    # the whole solver's first, short try gives up at once (as on a question too hard for it)
    monkeypatch.setattr(solver, "QUICK_MS", 1)
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
    for tactic_ms in (0, solver.TACTIC_MS):  # 0: the default solver alone
        monkeypatch.setattr(solver, "TACTIC_MS", tactic_ms)
        monkeypatch.setattr(solver, "SMALL_INPUTS", ())  # every question goes to the solvers
        monkeypatch.setattr(solver, "QUICK_MISSES", 0)  # with their full time limit, no short try
        S.reset()
        f = Feasibility()
        answers[tactic_ms] = [f.feasible(q) for q in _questions()]
        assert f.undecided == 0 and f.witnessed == 0
    assert answers[0] == answers[solver.TACTIC_MS] == [True, False, True, False, False, False]


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
