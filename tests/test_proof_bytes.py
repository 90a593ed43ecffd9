"""Pairs dropped by what a proof knows of bytes and of a group's end before any case is built:
byte forms with a symbolic part of a few values (`Queries._byte_form`, `meet_shifts`), the
window of a site whose last occurrences are never published (`Queries._end_window`), and the
screens they make sharper (`Queries._screen` with positions, `Queries.byte_screen`).

A model in our schedule language of what MLA decode does (ROCm/FlyDSL): a work loop whose
iteration writes one half of a ping-pong buffer, publishes it and reads it, with no barrier after
the reads, so the next iteration's write shares their generation; in the good schedule it writes
the other half, in the mutant always the first one (a real SS104). Each proof is compared with
the concrete sweep, pair by pair with witnesses, as tests/test_prover_differential.py does."""

from __future__ import annotations

import pytest

from syncsan import prover
from syncsan.analysis import check_program
from syncsan.frontends.schedule import load_schedule
from syncsan.ir import OpenRange
from syncsan.prover import domains, prove_program
from syncsan.prover.encode import Encoder
from syncsan.prover.queries import Queries

RULES = {"SS101", "SS102", "SS103", "SS104", "SS105", "SS106", "SS201"}

WORK = '''"""A work loop whose last reads are never published; each iteration writes a half first."""

T = param(2, min=1)
A = lds(dims=(2,), bytes=4096)
workgroup(waves=2)


def kernel(wid):
    for t in range(T):
        write(A[WHERE])
        wait(lgkmcnt=0)
        barrier()
        read(A[0 if t % 2 == 0 else 1])
        read(A[0 if t % 2 == 0 else 1], split="workgroup")
'''

GOOD = "0 if t % 2 == 0 else 1"  # the half this iteration reads, never the one the last one read


def _queries(program) -> Queries:
    unrolled = prover.unrolled(program)
    return Queries(Encoder(unrolled), {d.decl.name: d.bounds() for d in domains(unrolled, {"T": OpenRange(1)})})


@pytest.mark.parametrize("where, verdict", [(GOOD, "proved"), ("0", "hazard")])
def test_ping_pong_work_loop_is_the_sweep(tmp_path, where, verdict):
    path = tmp_path / "work.sched"
    path.write_text(WORK.replace("WHERE", where))
    program = load_schedule(path)
    proof = prove_program(program, {"T": OpenRange(1)}, select=RULES).extra["proof"]
    assert proof.method == "z3" and proof.verdict == verdict and not proof.disagreements
    sweep = check_program(program, {"T": (1, 2, 3, 4)}, select=RULES)
    for rule in sorted(RULES):
        expected = {p.key(): p.witness for f in sweep.findings if f.rule == rule for p in f.members()}
        got = {p.key(): p.witness for f in proof.rule(rule).findings for p in f.members()}
        assert got == expected, rule
        assert proof.rule(rule).verdict == ("hazard" if expected else "proved"), rule
    if verdict == "hazard":
        assert {f.rule for f in sweep.findings} == {"SS104"}


def test_byte_forms_and_end_windows(tmp_path):
    path = tmp_path / "work.sched"
    path.write_text(WORK.replace("WHERE", GOOD))
    q = _queries(load_schedule(path))
    write, read, sliced = [s for s in q.enc.sites[0] if s.kind in ("write", "read")]
    # the halves are S + [0, 4096) with S in {0, 4096}; each wave writes its own 2048 bytes
    values, masks, low = q._byte_form(write)
    assert values == {0, 4096} and low == 0 and dict(masks) == {0: (1 << 2048) - 1, 1: ((1 << 2048) - 1) << 2048}
    # two waves' writes never meet: at S(x) - S(y) = 0 their slices are apart, else the halves are
    assert q.meet_shifts(write, write, True) == frozenset() and not q.may_overlap_cross(write, write)
    # one wave's write meets its own bytes only at the same half, another wave's whole read too
    assert q.meet_shifts(write, write, False) == {0}
    assert q.meet_shifts(write, read, True) == {0}
    # a wave's slice of the read meets the other wave's slice of the write at neither shift
    assert not q.may_overlap_cross(write, sliced)
    # the reads of the last iteration are never published (no barrier follows them), but a wave
    # of the same group runs no barrier after them either: within the group, a window of 0
    assert q._window(read) is None and q._end_window(read) == 0
    assert q._gen_window(read, True) == 0 and q._gen_window(read, False) is None


def test_end_window_is_none_where_a_loop_may_run_on_unpublished(tmp_path):
    """A read followed by a loop of runtime length with no barrier: more than `PASSES` bodies
    before a barrier, so no bound, not even within the group."""
    text = WORK.replace("WHERE", GOOD).replace(
        '        read(A[0 if t % 2 == 0 else 1], split="workgroup")\n',
        '        read(A[0 if t % 2 == 0 else 1], split="workgroup")\n        for i in range(T):\n            load()\n')
    path = tmp_path / "work.sched"
    path.write_text(text)
    q = _queries(load_schedule(path))
    read = next(s for s in q.enc.sites[0] if s.kind == "read")
    assert q._window(read) is None and q._end_window(read) is None
