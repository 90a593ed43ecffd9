"""What a sweep carries from run to run changes no finding.

A sweep's runs share the program's caches (overlap answers, the same-wave overlaps of a queue's
pending accesses) and the racing pairs found so far: `find_conflicts` leaves out, in a later run,
every pair an earlier run found (its finding was reported then, at a smaller witness). Checked
here against the plain way: every run checked on its own, with fresh caches, on the corpus
schedules and assembly listings with the sweeps their expectations name.
"""

from __future__ import annotations

import gc
import itertools
import json
import weakref
from pathlib import Path

import pytest

from corpus_util import case_of, expected_files, load_expected, runs_of, sweep_of
from syncsan.analysis import build_sweep, check_program
from syncsan.checks import Context, checks_for
from syncsan.checks.base import with_waves
from syncsan.checks.grouping import group_findings
from syncsan.executor import execute
from syncsan.frontends import load_program, load_programs
from syncsan.order import find_conflicts

ROOT = Path(__file__).resolve().parent.parent
SCHEDULES = [(case_of(e), sweep_of(r)) for e in expected_files() for r in runs_of(load_expected(e))
             if case_of(e).suffix == ".sched" and e.parent.name != "hti"]
#: assembly listings with sweeps of several runs over loop trip counts and cases
#: (each with races found again in later runs)
LISTINGS = ["corpus/asm/mutants/matmul_gfx942_s2__delete_wait.s", "corpus/asm/mutants/matmul_gfx950_s3__raise_vmcnt.s",
            "corpus/asm/mutants/hip__dma_syncthreads_gfx942__delete_wait.s"]


def every_run_alone(program, sweep: dict, retire: str) -> tuple:
    """The findings of a sweep with each run checked on its own, caches dropped (the reference)."""
    names = list(sweep)
    merged: dict = {}
    waves: dict = {}
    for values in itertools.product(*(sweep[n] for n in names)):
        trace = execute(program, dict(zip(names, values)), retire)
        trace.cache = None
        ctx = Context(trace, known=merged.keys(), waves=waves)
        for check in checks_for(None):
            for finding in check.run(ctx):
                merged.setdefault(finding.key(), finding)
    return group_findings(with_waves(merged.values(), waves))


def _cases():
    for case, sweep in SCHEDULES:
        for retire in ("in-order", "conservative"):
            yield pytest.param(case, sweep, retire, id=f"{case.parent.name}/{case.stem}:{sweep}:{retire}")
    for name in LISTINGS:
        yield pytest.param(ROOT / name, {}, "in-order", id=name)


@pytest.mark.parametrize("path,given,retire", list(_cases()))
def test_a_sweep_finds_what_checking_each_run_alone_finds(path, given, retire):
    program = load_program(path) if path.suffix == ".sched" else load_programs(path)[0]
    sweep = build_sweep(program, given)
    reused = check_program(program, sweep, retire, strategy="each").findings
    assert reused == every_run_alone(program, sweep, retire)


@pytest.mark.parametrize("name", LISTINGS)
def test_later_runs_leave_out_the_pairs_of_earlier_runs(name):
    """Each run's conflicts with the earlier runs' pairs left out are its own conflicts less
    those pairs, in the same order; the cached same-wave answers are the fresh ones."""
    program = load_programs(ROOT / name)[0]
    sweep = build_sweep(program, {})
    names = list(sweep)
    carried: set = set()
    earlier: set = set()
    left_out = 0
    for values in itertools.product(*(sweep[n] for n in names)):
        params = dict(zip(names, values))
        fresh = execute(program, params)
        fresh.cache = None
        alone = [(_pair(c), _conflict(c)) for c in find_conflicts(fresh)]
        got = [_conflict(c) for c in find_conflicts(execute(program, params), seen=carried)]
        assert got == [c for pair, c in alone if pair not in earlier]
        left_out += sum(pair in earlier for pair, _ in alone)
        earlier |= {pair for pair, _ in alone}
    assert left_out, "no pair found twice: the test shows nothing"


def _pair(c) -> tuple:
    """What `find_conflicts` reports once: the kind, the two sites and wave groups, same wave or
    not, and for a write-after-read across waves whether the read's generation is earlier."""
    later = not c.same_wave and c.kind == "war" and c.other.gen < c.write.gen
    return (c.kind, id(c.write.op), c.write.group, id(c.other.op), c.other.group, c.same_wave, later)


def _conflict(c) -> str:
    """A conflict in terms that do not depend on the trace object (its two ops, waves, issue
    positions and generations)."""
    return json.dumps([c.kind, c.same_wave, *[(ev.op.loc.line, ev.group, ev.pos, ev.gen) for ev in (c.write, c.other)]])


def test_a_run_is_freed_when_its_check_ends():
    """A run's trace and conflicts go when the run's check is done, without the cyclic
    collector: nothing the checks keep (the gap finder among them) refers back to the run's
    context. (A cycle there kept every run of a sweep alive until a collection found it.)"""
    program = load_programs(ROOT / LISTINGS[0])[0]
    witness = dict(check_program(program, build_sweep(program, {}), strategy="each").findings[0].witness)
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        trace = execute(program, witness)
        ctx = Context(trace)
        findings = [f for check in checks_for(None) for f in check.run(ctx)]
        assert findings and "gaps" in vars(ctx), "no race reported: the test shows nothing"
        run = weakref.ref(trace)
        del trace, ctx, findings
        assert run() is None
    finally:
        if was_enabled:
            gc.enable()
