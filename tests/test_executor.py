"""The executor's model: barriers pair by count, counters retire in order (or conservatively)."""

from __future__ import annotations

import pytest

from syncsan.executor import INF, execute
from syncsan.frontends.schedule import load_schedule


def run(src: str, retire: str = "in-order", **params):
    program = load_schedule("<test>", src)
    values = {p.name: params.get(p.name, p.default) for p in program.params}
    return execute(program, values, retire)


def events(trace, group, kind):
    return [e for e in trace.groups[group].events if e.kind == kind]


PHASE_SHIFT = """
A = lds(bytes=1024)
workgroup(groups={"first": 1, "second": 1})

def kernel(group):
    if group == "second":
        barrier()          # line 7: second's generation 1
    barrier()              # line 8: first's generation 1, second's generation 2
    read(A)
"""


def test_barriers_pair_by_count_not_by_location():
    trace = run(PHASE_SHIFT)
    first, second = trace.groups
    assert [b.op.loc.line for b in first.barriers] == [8]
    assert [b.op.loc.line for b in second.barriers] == [7, 8]
    # the read after line 8 follows generation 1 in "first" but generation 2 in "second"
    assert events(trace, 0, "read")[0].gen == 1
    assert events(trace, 1, "read")[0].gen == 2


def test_ended_waves_drop_out_of_later_generations():
    src = """
A = lds(bytes=1024)
workgroup(groups={"writer": 1, "reader": 1})

def kernel(group):
    if group == "writer":
        copy(A)
        barrier()
        wait(vmcnt=0)      # retired after the writer's last barrier: orders nothing
    else:
        barrier()
        barrier()          # generation 2: the writer has ended and is not waited for
        read(A)
        wait(lgkmcnt=0)
"""
    trace = run(src)
    copy = events(trace, 0, "copy")[0]
    assert copy.done_gen == 1 and trace.groups[0].total_barriers == 1
    assert trace.groups[0].effective_done_gen(copy) == INF


IN_ORDER = """
A = lds(dims=(3,), bytes=1024)
workgroup(waves=1)

def kernel(wid):
    copy(A[0], 2)
    load(1)
    copy(A[1], 3)
    copy(A[2], 1)
    wait(vmcnt=4)          # 7 units outstanding: retires the oldest 3 (A[0] x2 and the load)
    wait(vmcnt=1)          # retires A[1]
    wait(vmcnt=0)          # retires A[2]
"""


def test_vmcnt_retires_all_but_the_n_youngest_units_in_order():
    trace = run(IN_ORDER)
    copies = events(trace, 0, "copy")
    load = events(trace, 0, "vload")[0]
    waits = trace.groups[0].waits
    assert copies[0].done_by is waits[0]
    assert load.done_by is waits[0]
    assert copies[1].done_by is waits[1]
    assert copies[2].done_by is waits[2]


def test_conservative_model_only_trusts_a_wait_of_zero():
    trace = run(IN_ORDER, retire="conservative")
    waits = trace.groups[0].waits
    assert all(e.done_by is waits[2] for e in trace.groups[0].events)


def test_lgkmcnt_ignores_vmem_and_smem_needs_zero():
    src = """
A = lds(bytes=1024)
workgroup(waves=1)

def kernel(wid):
    copy(A)
    read(A)
    smem(1)
    read(A)
    wait(lgkmcnt=1)        # the older read retires; SMEM may be the one outstanding
    wait(lgkmcnt=0)
"""
    trace = run(src)
    g = trace.groups[0]
    copy, read1, smem, read2 = g.events
    assert copy.done_by is None
    assert read1.done_by is g.waits[0]
    assert smem.done_by is g.waits[1]
    assert read2.done_by is g.waits[1]


def test_loops_with_zero_trips_and_symbolic_bounds():
    src = """
n = param(0, min=0)
A = lds(bytes=1024)
workgroup(waves=1)

def kernel(wid):
    for i in range(n):
        barrier()
"""
    assert run(src, n=0).groups[0].total_barriers == 0
    assert run(src, n=5).groups[0].total_barriers == 5


def test_waves_with_the_same_schedule_form_one_group():
    src = """
A = lds(bytes=1024)
workgroup(waves=8)

def kernel(wid):
    n_waves = 4
    if wid // n_waves == 1:
        barrier()
    barrier()
"""
    program = load_schedule("<test>", src)
    assert [(g.name, g.waves) for g in program.groups] == [("g0", (0, 1, 2, 3)), ("g1", (4, 5, 6, 7))]


@pytest.mark.parametrize("count,expected", [(63, False), (64, True)])
def test_outstanding_units_beyond_vmcnt_are_recorded(count, expected):
    src = f"""
A = lds(bytes=1024)
workgroup(waves=1)

def kernel(wid):
    copy(A, {count})
    wait(vmcnt=0)
"""
    issues = run(src).groups[0].counter_issues
    assert bool(issues) is expected


@pytest.mark.parametrize("retire", ["in-order", "conservative"])
def test_each_queue_retires_its_lds_accesses_in_issue_order(retire):
    """order.py pairs a new access only with a suffix of the other queue's accesses: that holds
    because retirement positions never decrease along each queue's LDS accesses."""
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "corpus"
    for case in sorted(root.rglob("*.sched")):
        program = load_schedule(case)
        trace = execute(program, {p.name: p.default for p in program.params}, retire)
        for gt in trace.groups:
            for queue in (("copy",), ("read", "write")):
                done = [ev.done_pos for ev in gt.events if ev.kind in queue]
                assert done == sorted(done), (case.name, queue)


def test_a_run_records_the_parameters_it_reads_and_a_sweep_runs_repeats_once(monkeypatch):
    """`n` matters only when `deep` holds: the runs with deep=False read `deep` alone, so the
    sweep executes them once and still counts every combination and reports the same finding
    with its smallest witness."""
    from syncsan import analysis

    src = """
deep = param(0, choices=(0, 1))
n = param(1, choices=(1, 2, 3))
A = lds(bytes=1024)
workgroup(waves=2)

def kernel(wid):
    copy(A)
    if deep:
        for i in range(n):
            barrier()
    read(A)
"""
    assert run(src, deep=0, n=3).reads == {"deep"}
    assert run(src, deep=1, n=2).reads == {"deep", "n"}
    program = load_schedule("<test>", src)
    executed = []
    real = analysis.execute
    monkeypatch.setattr(analysis, "execute", lambda p, params, retire: executed.append(dict(params)) or real(p, params, retire))
    report = analysis.check_program(program)
    assert executed == [{"deep": 0, "n": 1}, {"deep": 1, "n": 1}, {"deep": 1, "n": 2}, {"deep": 1, "n": 3}]
    assert report.runs == 6
    assert {(f.rule, f.witness) for f in report.findings} == {("SS101", (("deep", 0), ("n", 1)))}


def test_spans_sharing_one_symbolic_base_evaluate_it_once_and_give_the_same_bytes():
    """Each lane's span of a symbolic LDS address is `base + constant`: the executor evaluates the
    base once per execution (`ProgramCache.span_plan`); every span's offset is what evaluating it
    whole gives, also through nested sums and choices."""
    import random

    from syncsan.executor import _span_plan
    from syncsan.ir import BinOp, Const, Param, Select, Span, Var, evaluate, simplify

    rng = random.Random(3)
    k, p = Var("k"), Param("p")
    bases = [BinOp("*", k, Const(512)),
             Select(BinOp("!=", BinOp("&", BinOp("+", Const(1), k), Const(1)), Const(0)), Const(0), Const(-38016)),
             BinOp("+", Select(p, Const(0), Const(38016)), Const(8704))]
    for base in bases:
        offs = [rng.randrange(0, 4096) for _ in range(8)]
        spans = tuple(Span(simplify("+", simplify("+", base, o // 2), o - o // 2), 16) for o in offs)
        plan = _span_plan(spans)
        assert plan is not None
        shared, consts = plan
        for kv in range(4):
            for pv in (False, True):
                env = {k: kv, "p": pv}
                assert [evaluate(sp.offset, env) for sp in spans] == [evaluate(shared, env) + c for c, _ in consts]
                assert [n for _, n in consts] == [16] * 8
    # offsets over different symbolic parts, or a symbolic length: no plan
    assert _span_plan((Span(BinOp("*", k, Const(2)), 4), Span(BinOp("*", k, Const(3)), 4))) is None
    assert _span_plan((Span(BinOp("+", k, Const(2)), k), Span(BinOp("+", k, Const(3)), 4))) is None
