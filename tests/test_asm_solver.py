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
