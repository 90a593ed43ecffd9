"""Pairs of one wave's ops dropped before any case is built because the wave cannot run the
second op while the first is still pending (`Queries.may_run_unretired`): the second op lies on
none of the paths from the first to the wait that retires it, or lies on them only in
iterations where the two ops' bytes cannot meet. Each proof is compared with the concrete sweep,
finding by finding, and each mutant keeps the pair (a real race is never dropped)."""

from __future__ import annotations

import pytest

from syncsan import prover
from syncsan.analysis import check_program
from syncsan.frontends.schedule import load_schedule
from syncsan.ir import OpenRange
from syncsan.prover import domains, prove_program
from syncsan.prover.encode import Encoder
from syncsan.prover.queries import Queries

RULES = {"SS101", "SS102", "SS103", "SS104", "SS105", "SS106"}

#: a one-wave pipeline: each iteration prefetches the next tile into the other half of a
#: ping-pong buffer and reads the current half before the wait that retires the prefetch
PREFETCH = '''"""Prefetch into one half, read the other, then retire the prefetch."""

T = param(2, min=1)
A = lds(dims=(2,), bytes=4096)
workgroup(waves=1)


def kernel(wid):
    copy(A[0])
    wait(vmcnt=0)
    for t in range(T):
        copy(A[1 if t % 2 == 0 else 0])
        read(A[READ])
        wait(vmcnt=0)
        wait(lgkmcnt=0)
'''
CURRENT = "0 if t % 2 == 0 else 1"  # the half the previous iteration filled
NEXT = "1 if t % 2 == 0 else 0"  # the mutant: the half the prefetch is filling

#: a copy retired by a wait in each arm of a branch; the read after it in one arm
ARMS = '''"""A copy retired in both arms of a branch on a flag."""

F = param(False)
A = lds(dims=(2,), bytes=4096)
workgroup(waves=1)


def kernel(wid):
    copy(A[0])
    if F:
        read(A[1])
        wait(vmcnt=0)
    else:
        ELSE
    wait(lgkmcnt=0)
'''
RETIRED_FIRST = "wait(vmcnt=0)\n        read(A[0])"
READ_FIRST = "read(A[0])\n        wait(vmcnt=0)"  # the mutant: the read races with the copy


def _program(tmp_path, text):
    path = tmp_path / "k.sched"
    path.write_text(text)
    return load_schedule(path)


def _queries(program, overrides) -> Queries:
    unrolled = prover.unrolled(program)
    return Queries(Encoder(unrolled), {d.decl.name: d.bounds() for d in domains(unrolled, overrides)})


def _same_sweep(program, overrides, sweep):
    proof = prove_program(program, overrides, select=RULES).extra["proof"]
    assert proof.method == "z3" and not proof.disagreements
    found = check_program(program, sweep, select=RULES)
    for rule in sorted(RULES):
        expected = {p.key() for f in found.findings if f.rule == rule for p in f.members()}
        assert {p.key() for f in proof.rule(rule).findings for p in f.members()} == expected, rule
        assert proof.rule(rule).verdict == ("hazard" if expected else "proved"), rule
    return proof, found


@pytest.mark.parametrize("read, pairs, verdict", [(CURRENT, 0, "proved"), (NEXT, 1, "hazard")])
def test_prefetch_pairs_by_iteration_and_bytes(tmp_path, read, pairs, verdict):
    program = _program(tmp_path, PREFETCH.replace("READ", read))
    overrides = {"T": OpenRange(1)}
    q = _queries(program, overrides)
    copy = [s for s in q.enc.sites[0] if s.kind == "copy"][1]
    load = next(s for s in q.enc.sites[0] if s.kind == "read")
    # the read is on the prefetch's path before its wait, in the prefetch's own iteration only
    # (the next iteration's read comes after the wait); no wait dominates in `_forward`'s sense
    assert q.may_run_unretired(copy, load) == (read == NEXT)
    same, _ = q.race_pairs(RULES, cross_too=False)
    assert len(same) == pairs
    proof, found = _same_sweep(program, overrides, {"T": (1, 2, 3, 4)})
    assert proof.verdict == verdict
    if verdict == "hazard":
        assert {f.rule for f in found.findings} == {"SS101"}


@pytest.mark.parametrize("other, verdict", [(RETIRED_FIRST, "proved"), (READ_FIRST, "hazard")])
def test_branch_arms_retire_before_the_read(tmp_path, other, verdict):
    program = _program(tmp_path, ARMS.replace("ELSE", other))
    q = _queries(program, {})
    copy = next(s for s in q.enc.sites[0] if s.kind == "copy")
    first, second = [s for s in q.enc.sites[0] if s.kind == "read"]
    # neither wait dominates the copy on its own (each is inside an arm), so program order
    # alone keeps the second read; the paths do not. The first read runs before the wait of
    # its arm, but its half never meets the copy's
    assert not q.retired_before(copy, second)
    assert q._explored(copy)[4].keys() >= {id(first.stmt)}
    assert not q.may_run_unretired(copy, first)
    assert q.may_run_unretired(copy, second) == (other == READ_FIRST)
    proof, found = _same_sweep(program, {}, {"F": (False, True)})
    assert proof.verdict == verdict


def test_unexplored_copy_keeps_every_pair(tmp_path):
    """Where the paths after an op are not all followed to a retiring wait (a copy no wait
    retires), nothing is dropped: the pair is asked and found."""
    text = ARMS.replace("ELSE", "read(A[0])").replace("        wait(vmcnt=0)\n    else", "    else")
    program = _program(tmp_path, text)
    q = _queries(program, {})
    copy = next(s for s in q.enc.sites[0] if s.kind == "copy")
    assert q._pos_window(copy) is None
    assert all(q.may_run_unretired(copy, s) for s in q.enc.sites[0] if s.kind == "read")


#: two waves of one group write and read the same half in every iteration with no barrier:
#: SS102 and SS104 at many pairs of sites (the unrolled loop makes many sites of two lines)
WRITES = '''"""Every iteration's write of both waves lands on bytes the other reads."""

T = param(2, min=1)
A = lds(dims=(2,), bytes=4096)
workgroup(waves=2)


def kernel(wid):
    for t in range(T):
        for i in range(4):
            write(A[0])
            read(A[0])
            wait(lgkmcnt=0)
'''


def test_cases_answered_by_replayed_findings(tmp_path, monkeypatch):
    """Past `SMALLEST_WITNESS_CASES` cases, a case whose finding a replay already confirmed is
    not asked: the rule is still a hazard with the sweep's findings, and the note says how many
    were answered so."""
    program = _program(tmp_path, WRITES)
    overrides = {"T": OpenRange(1)}
    every = prove_program(program, overrides, select={"SS104"}).extra["proof"].rule("SS104")
    monkeypatch.setattr(prover, "SMALLEST_WITNESS_CASES", 0)
    proof = prove_program(program, overrides, select={"SS104"}).extra["proof"]
    rv = proof.rule("SS104")
    assert rv.verdict == "hazard" and not proof.disagreements
    assert {p.key() for f in rv.findings for p in f.members()} == \
        {p.key() for f in every.findings for p in f.members()}
    assert rv.queries < every.queries
    assert any("answered by findings the executor confirmed" in n for n in rv.notes)
