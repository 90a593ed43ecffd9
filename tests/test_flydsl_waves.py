"""A FlyDSL kernel's waves walked in two processes (frontends/flydsl/waves.py): the programs are
those of the one-process walk, wave by wave, and every way the forked walk can go wrong falls
back to walking its waves here."""

from __future__ import annotations

import dataclasses
import os

import pytest

from corpus_util import case_of, count_forks, expected_files, load_expected, runs_of, sweep_of
from syncsan.frontends import FrontendOptions, load_programs
from syncsan.frontends.flydsl import waves

FLYDSL_CASES = [p for p in expected_files("flydsl") if case_of(p).suffix == ".py"]




@pytest.mark.parametrize("expected", FLYDSL_CASES, ids=[p.stem.split(".")[0] for p in FLYDSL_CASES])
def test_two_jobs_give_the_programs_of_one(expected, monkeypatch):
    """Every FlyDSL corpus case, at every configuration its expected file runs: the programs
    (groups, statements, regions, parameters, notes, source facts) with the waves walked in two
    processes equal those of one process."""
    case = case_of(expected)
    forks = count_forks(monkeypatch)
    walked_apart = 0
    for run in runs_of(load_expected(expected)):
        options = FrontendOptions(kernel=run.get("kernel"), params=dict(sweep_of(run)))
        one = load_programs(case, options)
        before = len(forks)
        two = load_programs(case, dataclasses.replace(options, jobs=2))
        assert two == one, run["sweep"]
        walked_apart += len(forks) > before
    # a kernel of three or more waves is walked in two processes
    if any(n >= 3 for n in _wave_counts(case, expected)):
        assert walked_apart


def _wave_counts(case, expected) -> list[int]:
    counts = []
    for run in runs_of(load_expected(expected)):
        for program in load_programs(case, FrontendOptions(kernel=run.get("kernel"), params=dict(sweep_of(run)))):
            counts.append(sum(len(g.waves) for g in program.groups))
    return counts


class _State:
    """A stand-in for the frontend: the attributes a wave's walk may change."""

    def __init__(self):
        self.notes: list[str] = []
        self.runtime: dict[str, int] = {}
        self.walk_names: dict[str, int] = {}  # set up afresh by every walk: not compared


def test_waves_after_the_cut_are_walked_in_the_forked_process():
    fe, me = _State(), os.getpid()

    def walk(w):
        fe.walk_names = {"w": w}
        return w, os.getpid()
    out = waves.walk_shared(fe, [1, 2, 3, 4, 5], walk)
    assert [w for w, _ in out] == [1, 2, 3, 4, 5]
    assert {pid for w, pid in out if w <= 3} == {me}
    assert me not in {pid for w, pid in out if w > 3}


@pytest.mark.parametrize("changing", [2, 5])
def test_a_walk_that_changes_the_state_makes_the_forked_waves_walk_again_here(changing):
    """Wave 2 (this process's) or wave 5 (the forked one's) adds a note: the forked waves are
    walked again in this process, after its own, in order, as one process walks them."""
    fe, me = _State(), os.getpid()
    order = []

    def walk(w):
        if os.getpid() == me:
            order.append(w)
        if w == changing:
            fe.notes.append(f"wave {w}")
        return w, os.getpid(), tuple(fe.notes)
    out = waves.walk_shared(fe, [1, 2, 3, 4, 5], walk)
    assert [w for w, _, _ in out] == [1, 2, 3, 4, 5]
    assert {pid for _, pid, _ in out} == {me}
    assert order == [1, 2, 3, 4, 5]
    # what each wave saw is what the one-process walk shows it
    assert [notes for _, _, notes in out] == [() if w < changing else (f"wave {changing}",) for w in range(1, 6)]


def test_a_forked_walk_that_fails_is_walked_again_here():
    fe, me = _State(), os.getpid()

    def walk(w):
        if os.getpid() != me:
            raise RuntimeError("only in the forked process")
        return w
    assert waves.walk_shared(fe, [1, 2, 3, 4], walk) == [1, 2, 3, 4]


def test_an_error_in_a_forked_wave_is_raised_here_as_one_process_raises_it():
    from syncsan.errors import InputError, Loc

    fe = _State()

    def walk(w):
        if w == 4:
            raise InputError(f"wave {w} cannot be walked", Loc("k.py", 4, 1))
        return w
    with pytest.raises(InputError, match="wave 4 cannot be walked"):
        waves.walk_shared(fe, [1, 2, 3, 4], walk)


def test_an_error_here_stops_the_forked_process():
    fe, me = _State(), os.getpid()

    def walk(w):
        if os.getpid() == me and w == 1:
            raise ValueError("here")
        return w
    with pytest.raises(ValueError):
        waves.walk_shared(fe, [1, 2, 3, 4], walk)
    with pytest.raises(ChildProcessError):  # reaped: no process left behind
        os.waitpid(-1, os.WNOHANG)
