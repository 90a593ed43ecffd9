"""The prover's path feasibility questions (`Queries._feasible`, asked by the window exploration)
reuse the contradictions they found: a question whose facts include a known unsat core is
answered without the solver, and the windows come out as asking every question afresh gives."""

from __future__ import annotations

from pathlib import Path

import pytest
import z3

from syncsan.frontends.schedule import load_schedule
from syncsan.prover import budget, domains
from syncsan.prover.encode import Encoder
from syncsan.prover.queries import LDS_KINDS, Queries

LOOP = """\
k_tiles = param(4, min=1)
A = lds(dims=(2,), bytes=64)
workgroup(waves=2)

def kernel(wid):
    for k in range(k_tiles):
        copy(A[k % 2])
        wait(vmcnt=0)
        barrier()
        read(A[k % 2])
"""


def queries(path):
    program = load_schedule(path)
    return Queries(Encoder(program), {d.decl.name: d.bounds() for d in domains(program, {})})


def test_a_question_holding_a_known_contradiction_skips_the_solver(tmp_path, monkeypatch):
    path = tmp_path / "loop.sched"
    path.write_text(LOOP)
    q = queries(path)
    x = next(s for s in q.enc.sites[0] if s.kind == "copy")
    k = q.enc.params["k_tiles"]
    asked = []
    real = budget.check

    def counting(solver, seconds, assumptions=()):
        asked.append(len(assumptions))
        return real(solver, seconds, assumptions)

    monkeypatch.setattr(budget, "check", counting)
    assert q._feasible(x, (k >= 3,))
    assert not q._feasible(x, (k >= 3, k <= 2))
    assert len(asked) == 2
    # the core (k >= 3, k <= 2) is inside these: no solver
    assert not q._feasible(x, (k >= 3, k != 7, k <= 2))
    assert not q._feasible(x, (k <= 2, k >= 1, k >= 3))
    assert len(asked) == 2
    # a question without the whole core is asked
    assert q._feasible(x, (k <= 2, k >= 1))
    assert not q._feasible(x, (k <= 0,))  # out of the range k_tiles >= 1
    assert len(asked) == 4


def plain_feasible(self, x, conds):
    """The question asked afresh every time (the behaviour before cores were kept)."""
    if not conds:
        return True
    s = self._in_range()
    s.add(*x.valid)
    s.add(*conds)
    return budget.check(s, 1.0)[0] != z3.unsat


DATA = Path(__file__).parent / "data" / "feasible"
CORPUS = Path(__file__).parent.parent / "corpus" / "basic"
CASES = [DATA / "draw.sched", CORPUS / "double_buffer_good.sched",
         CORPUS / "double_buffer_missing_wait.sched"]


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.name)
def test_windows_equal_those_of_questions_asked_afresh(path, monkeypatch):
    def explored(q):
        """Each LDS site's windows and near waits (named by site id: the two loads of the file
        have statements of their own)."""
        sid = {id(w.stmt): (w.group, w.sid) for ws in q.enc.waits for w in ws}
        return [(*q._explored(s)[:2], sorted(sid[i] for i in q._explored(s)[2]))
                for g in q.enc.sites for s in g if s.kind in LDS_KINDS]

    kept = queries(path)
    with_cores = explored(kept)
    assert kept._memo.get("cores"), "no contradiction met: the case does not test the cores"
    monkeypatch.setattr(Queries, "_feasible", plain_feasible)
    assert explored(queries(path)) == with_cores
