"""Race questions settled by class before any is built (`Queries.cross_classes`), and the flags a
generation depends on fixed before two generations are compared (`Queries._split_points`).

A schedule with more pairs of two waves' sites than a proof asks (`prover.MAX_RACE_CASES`) is
still proved when the generations of most pairs never come close enough: the pairs are counted
after the classes' kinds and screens, not before. Each proof is compared with the concrete sweep
(the ground truth on the values it runs), as tests/test_prover_differential.py does."""

from __future__ import annotations

import pytest

from syncsan import prover
from syncsan.analysis import check_program
from syncsan.frontends.schedule import load_schedule
from syncsan.ir import OpenRange
from syncsan.prover import domains, prove_program
from syncsan.prover.encode import Encoder
from syncsan.prover.queries import Queries

#: SS301 asks a case per op and wait site of a group: quadratic here, and not what is tested
RULES = {"SS101", "SS102", "SS103", "SS104", "SS105", "SS106", "SS201"}

STAGES = '''"""Copies and reads of a double-buffered tile, N barrier pairs per iteration (unrolled)."""

T = param(2, min=1)
A = lds(dims=(2,), bytes=4096)
workgroup(waves=2)


def kernel(wid):
    for t in range(T):
        for i in range(N):
            copy(A[t % 2])
            if i != SKIP:
                wait(vmcnt=0)
            barrier()
            for j in range(8):
                read(A[t % 2])
            wait(lgkmcnt=0)
            barrier()
'''


@pytest.mark.parametrize("skip, verdict", [(-1, "proved"), (37, "hazard")])
def test_more_pairs_than_a_proof_asks_are_proved_by_class(tmp_path, skip, verdict):
    path = tmp_path / "stages.sched"
    path.write_text(STAGES.replace("N)", "70)").replace("SKIP", str(skip)))
    program = load_schedule(path)
    # the pairs of two waves' sites the byte filters leave: more than a proof asks
    unrolled = prover.unrolled(program)
    q = Queries(Encoder(unrolled), {d.decl.name: d.bounds() for d in domains(unrolled, {"T": OpenRange(1)})})
    _, cross = q.race_pairs(RULES)
    assert len(cross) > prover.MAX_RACE_CASES
    report = prove_program(program, {"T": OpenRange(1)}, select=RULES)
    proof = report.extra["proof"]
    assert proof.method == "z3" and proof.verdict == verdict and not proof.disagreements
    assert sum(r.queries for r in proof.rules) < 1000  # the classes' pairs are settled without a case
    sweep = check_program(program, {"T": (1, 2, 3)}, select=RULES)
    for rule in sorted(RULES):
        expected = {p.key(): p.witness for f in sweep.findings if f.rule == rule for p in f.members()}
        got = {p.key(): p.witness for f in proof.rule(rule).findings for p in f.members()}
        assert got == expected, rule
        assert proof.rule(rule).verdict == ("hazard" if expected else "proved"), rule
    if verdict == "hazard":
        assert {f.rule for f in sweep.findings} == {"SS101"}


FLAGGED = '''"""A flag adds barriers to every iteration; the copy's stage is retired one iteration late."""

T = param(2, min=1)
F = param(False)
A = lds(dims=(2,), bytes=4096)
workgroup(waves=2)


def kernel(wid):
    copy(A[0])
    for k in range(T):
        if F:
            barrier()
            barrier()
            barrier()
        if k + 1 < T:
            copy(A[(k + 1) % 2])
        WAIT
        barrier()
        read(A[k % 2])
        wait(lgkmcnt=0)
        barrier()
'''


GOOD_WAIT = """if k + 1 < T:
            wait(vmcnt=1)
        else:
            wait(vmcnt=0)"""


@pytest.mark.parametrize("wait, verdict", [(GOOD_WAIT, "proved"), ("wait(vmcnt=2)", "hazard")])
def test_fixing_a_flag_before_comparing_generations_keeps_every_answer(tmp_path, monkeypatch, wait, verdict):
    """With the flag fixed, a generation `k * If(F, 5, 2) + ...` is linear in k, and the arms of
    the flag's branches in two sites' generations are taken together: the proof is the sweep's,
    with or without the split, and the split settles pairs the unsplit forms could not."""
    text = FLAGGED.replace("WAIT", wait)
    path = tmp_path / "flagged.sched"
    path.write_text(text)
    program = load_schedule(path)
    sweep = check_program(program, {"T": (1, 2, 3, 4), "F": (False, True)}, select=RULES)
    split = prove_program(program, {"T": OpenRange(1)}, select=RULES).extra["proof"]
    monkeypatch.setattr(Queries, "_split_points", lambda self, xs, ys, q: [()])
    plain = prove_program(program, {"T": OpenRange(1)}, select=RULES).extra["proof"]
    for proof in (split, plain):
        assert proof.method == "z3" and proof.verdict == verdict and not proof.disagreements
        for rule in sorted(RULES):
            expected = {p.key(): p.witness for f in sweep.findings if f.rule == rule for p in f.members()}
            assert {p.key(): p.witness for f in proof.rule(rule).findings for p in f.members()} == expected, rule
    # fewer questions reach the solver with the split
    assert sum(r.queries for r in split.rules) < sum(r.queries for r in plain.rules)
