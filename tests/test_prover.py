"""The prover on the rule examples, the HTI corpus, schedules outside the encoding, and the CLI."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path
from types import SimpleNamespace

import pytest
import z3

from syncsan.analysis import check_program
from syncsan.frontends import load_program
from syncsan.frontends.schedule import load_schedule
from syncsan.prover import ALL_RULES, needs_proof, prove_program

ROOT = Path(__file__).resolve().parent.parent
HTI = ROOT / "corpus" / "hti"
RULES = sorted((ROOT / "rules").glob("SS*.toml"))


def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "syncsan", *args], capture_output=True, text=True,
                          env=dict(os.environ, COLUMNS="200"))


def example(tmp_path, code: str, which: str) -> Path:
    doc = tomllib.loads((ROOT / "rules" / f"{code}.toml").read_text())
    path = tmp_path / f"{code}_{which}.sched"
    path.write_text(doc[which])
    return path


@pytest.mark.parametrize("rule", [p.stem for p in RULES if p.stem in ALL_RULES])  # SS4xx: tests/test_fixes.py
def test_rule_examples(rule, tmp_path):
    bad = prove_program(load_schedule(example(tmp_path, rule, "bad")), {}).extra["proof"]
    assert bad.method == "z3"
    assert bad.rule(rule).verdict == "hazard"
    assert bad.rule(rule).findings and all(f.rule == rule for f in bad.rule(rule).findings)
    good = prove_program(load_schedule(example(tmp_path, rule, "good")), {}).extra["proof"]
    assert good.verdict == "proved", [(r.rule, r.verdict) for r in good.rules]


def test_an_unbounded_copy_count_overflows_where_the_default_does_not(tmp_path):
    # the SS301 good example without its max: the default n = 32 is fine, n = 64 overflows vmcnt,
    # and the proof covers the declared range, not the default
    from syncsan.rules import rule_info

    path = tmp_path / "unbounded.sched"
    path.write_text(rule_info("SS301").good.replace("n = param(32, min=1, max=63)", "n = param(32, min=1)"))
    proof = prove_program(load_schedule(path), {}).extra["proof"]
    assert proof.rule("SS301").verdict == "hazard" and proof.rule("SS301").witness == {"n": 64}
    narrowed = prove_program(load_schedule(path), {"n": tuple(range(1, 64))})
    assert narrowed.extra["proof"].rule("SS301").verdict == "proved"


PIPE = """
k_tiles = param(4, min=2)
A = lds(dims=(2,), bytes=8192)
workgroup(groups={"g0": 2, "g1": 2})

def kernel(group):
    copy(A[0])
    wait(vmcnt=0)
    barrier()
    for k in range(0, k_tiles - 1):
        copy(A[(k + 1) % 2])
        read(A[k % 2])
        wait(lgkmcnt=0)
        wait(vmcnt=0)
        barrier()
    read(A[(k_tiles - 1) % 2])
    wait(lgkmcnt=0)
"""


def test_double_buffer_proved_for_every_tile_count(tmp_path):
    path = tmp_path / "pipe.sched"
    path.write_text(PIPE)
    program = load_schedule(path)
    assert needs_proof(program, {})
    proof = prove_program(program, {}).extra["proof"]
    assert proof.method == "z3"
    assert proof.verdict == "proved", [(r.rule, r.verdict, r.witness) for r in proof.rules]
    assert proof.ranges == {"k_tiles": "k_tiles >= 2"}


def test_double_buffer_without_read_wait_smallest_witness_matches_sweep(tmp_path):
    # no lgkmcnt wait before the barrier: the next refill of a stage may overwrite its read
    path = tmp_path / "pipe.sched"
    path.write_text(PIPE.replace("        wait(lgkmcnt=0)\n        wait(vmcnt=0)\n", "        wait(vmcnt=0)\n"))
    program = load_schedule(path)
    proof = prove_program(program, {}).extra["proof"]
    assert proof.verdict == "hazard"
    sweep = check_program(program, {"k_tiles": tuple(range(2, 24))})  # lgkmcnt overflows at 17
    assert {f.rule for f in sweep.findings} == {r.rule for r in proof.rules if r.verdict == "hazard"}
    for rv in proof.rules:
        if rv.verdict == "hazard":
            expected = min((f.witness for f in sweep.findings if f.rule == rv.rule), key=lambda w: w[0][1])
            assert rv.witness == dict(expected)


NOT_ENCODABLE = """
n = param(4, min=1)
A = lds(bytes=64)
workgroup(waves=2)

def kernel(wid):
    for i in range(n):
        for j in range(i):  # a triangular loop: barriers per iteration grow with i
            barrier()
        write(A, split="none")
        wait(lgkmcnt=0)
"""


def test_outside_the_encoding_falls_back_to_the_sweep_and_claims_no_proof(tmp_path):
    path = tmp_path / "ne.sched"
    path.write_text(NOT_ENCODABLE)
    proof = prove_program(load_schedule(path), {}).extra["proof"]
    assert proof.method == "sweep"
    assert "depends on its variable i" in proof.reason
    assert proof.rule("SS105").verdict == "hazard"
    # the range n >= 1 is unbounded: no hazard in the window is not a proof
    assert proof.rule("SS101").verdict == "unknown"
    assert any("not encodable" in n for n in proof.notes)
    bounded = prove_program(load_schedule(path), {"n": (1, 2, 3)}).extra["proof"]
    assert bounded.rule("SS101").verdict == "proved"  # the whole (finite) range was swept


def test_cli_proves_by_default_when_a_range_is_unbounded(tmp_path):
    path = example(tmp_path, "SS101", "bad")
    out = run_cli("check", str(path))
    assert out.returncode == 1, out.stderr
    assert "SS101 hazard" in out.stdout and "smallest witness k_tiles=1" in out.stdout
    doc = json.loads(run_cli("check", str(example(tmp_path, "SS101", "good")), "--format", "json").stdout)
    proof = doc["files"][0]["proof"]
    assert proof["method"] == "z3" and proof["verdict"] == "proved"
    assert proof["range"] == {"k_tiles": "k_tiles >= 1"}
    assert {r["rule"]: r["verdict"] for r in proof["rules"]}["SS101"] == "proved"
    assert doc["summary"]["verdict"] == "proved" and doc["summary"]["exit_status"] == 0
    # an explicit finite range keeps the sweep unless --prove is given
    swept = json.loads(run_cli("check", str(path), "-p", "k_tiles=1..3", "--format", "json").stdout)
    assert "proof" not in swept["files"][0]
    forced = json.loads(run_cli("check", str(path), "-p", "k_tiles=1..5", "--prove", "--format", "json").stdout)
    assert forced["files"][0]["proof"]["range"] == {"k_tiles": "1 <= k_tiles <= 5"}


def test_cli_unknown_fails_unless_passed(tmp_path, monkeypatch):
    import syncsan.prover as prover

    path = tmp_path / "pipe.sched"
    path.write_text(PIPE)
    program = load_schedule(path)
    # a solver that always gives up: every rule must come out unknown, never proved
    monkeypatch.setattr(prover._Solver, "check", lambda self, s: __import__("z3").unknown)
    proof = prover.prove_program(program, {}).extra["proof"]
    assert proof.verdict == "unknown"
    assert all(r.verdict in ("unknown", "proved") for r in proof.rules)
    assert any(r.verdict == "unknown" for r in proof.rules)
    # through the command line the solver is real: at 1 ms it gives up on a slow machine and may
    # not on a fast one, so the exit status is checked when the summary says a proof is unknown
    # (not when "unknown" appears anywhere: this test's temporary folder is named after it)
    out = run_cli("check", str(path), "--solver-timeout", "0.001")
    if "proof(s) unknown" in out.stdout.strip().splitlines()[-1]:
        assert out.returncode == 1
        assert "counted as a finding" in out.stdout
        assert run_cli("check", str(path), "--solver-timeout", "0.001", "--unknown", "pass").returncode == 0


# ---------------------------------------------------------------- the HTI corpus (SS101)


def hti(name: str, **overrides):
    return prove_program(load_program(HTI / f"{name}.sched"), overrides, select={"SS101"}).extra["proof"]


def test_hti_main_hazard_at_two_tiles():
    proof = hti("main")
    rv = proof.rule("SS101")
    assert rv.verdict == "hazard"
    assert rv.witness["k_tiles"] == 2 and rv.witness["split_k"] is False
    assert not proof.disagreements


@pytest.mark.slow
def test_hti_main_split_k_smallest_witness():
    rv = hti("main", split_k=(True,)).rule("SS101")
    assert rv.verdict == "hazard" and rv.witness["k_tiles"] == 3  # split-K with 2 tiles is safe


@pytest.mark.parametrize("name", ["fixed"])
def test_hti_fixed_proved_for_every_tile_count(name):
    proof = hti(name)
    assert proof.method == "z3"
    assert proof.rule("SS101").verdict == "proved"
    assert proof.ranges["k_tiles"] == "k_tiles >= 2"


@pytest.mark.slow
@pytest.mark.parametrize("name", ["first_revision", "fixed_weakest", "mutant_prologue_wait_plus1"])
def test_hti_safe_variants_proved(name):
    assert hti(name).rule("SS101").verdict == "proved"


@pytest.mark.slow
@pytest.mark.parametrize("name", ["mutant_no_prologue_wait", "mutant_no_tail_wait", "mutant_tail_wait_plus1",
                                  "mutant_prologue_weakest_plus1"])
def test_hti_mutants_hazard(name):
    proof = hti(name)
    assert proof.rule("SS101").verdict == "hazard"
    assert not proof.disagreements


# ---------------------------------------------------------------- the basic corpus, both models

BASIC = sorted((ROOT / "corpus" / "basic").glob("*.sched"))


def _window(program):
    out = {}
    for p in program.params:
        if p.choices is not None:
            out[p.name] = tuple(p.choices)
        else:
            lo = p.lo if p.lo is not None else 0
            out[p.name] = tuple(range(lo, (p.hi if p.hi is not None else lo + 12) + 1))
    return out


@pytest.mark.parametrize("retire", ["in-order", "conservative"])
@pytest.mark.parametrize("case", BASIC, ids=[p.stem for p in BASIC])
def test_basic_corpus_proof_equals_sweep(case, retire):
    """Over a finite window both decide the same thing: per rule, the same findings with the same
    smallest witnesses."""
    program = load_program(case)
    window = _window(program)
    proof = prove_program(program, window, retire).extra["proof"]
    sweep = check_program(program, window, retire)
    assert proof.method == "z3" and not proof.disagreements
    for rv in proof.rules:
        expected = {p.key(): p.witness for f in sweep.findings if f.rule == rv.rule for p in f.members()}
        assert rv.verdict == ("hazard" if expected else "proved"), rv.rule
        assert {p.key(): p.witness for f in rv.findings for p in f.members()} == expected, rv.rule
        assert {f.key() for f in rv.findings} == {f.key() for f in sweep.findings if f.rule == rv.rule}


# ---------------------------------------------------------------- dominating waits


DOMINATED = '''
k_tiles = param(2, min=1)
A = lds(dims=(4,), bytes=1024)
workgroup(waves=2)


def kernel(wid):
    copy(A[0])
    wait(vmcnt=1)
    copy(A[1])
    copy(A[2])
    wait(vmcnt=1)
    read(A[0])
    wait(lgkmcnt=0)
    for k in range(k_tiles):
        copy(A[3])
        read(A[1])
        wait(vmcnt=0, lgkmcnt=0)
    read(A[3])
'''


def test_a_dominating_wait_cuts_the_waits_a_proof_looks_at(tmp_path):
    """Only the waits that can run before the first wait that surely retires an op matter for it:
    for the first copy, the second vmcnt(1) (two copies issued after it); for the loop's copy, the
    loop's own wait (it is reached before any later wait); an op no wait surely retires keeps every
    wait that can follow it."""
    from syncsan.prover.encode import Encoder
    from syncsan.prover.queries import Queries

    path = tmp_path / "dom.sched"
    path.write_text(DOMINATED)
    q = Queries(Encoder(load_schedule(path)))
    sites = q.enc.sites[0]
    by_line = {}
    for s in sites:
        by_line.setdefault(s.line, s)

    def at(text: str, nth: int = 0):
        lines = [i for i, t in enumerate(DOMINATED.splitlines(), 1) if t.strip() == text]
        return by_line[lines[nth]]

    first_copy, loop_copy = at("copy(A[0])"), at("copy(A[3])")
    assert [w.line for w in q.relevant_waits(first_copy)] == [at("wait(vmcnt=1)", 0).line, at("wait(vmcnt=1)", 1).line]
    assert [w.line for w in q.relevant_waits(loop_copy)] == [at("wait(vmcnt=0, lgkmcnt=0)").line]
    # the read after the second vmcnt(1) comes after the first copy is surely retired; the read in
    # the loop may be issued before the loop's copy is (same iteration)
    assert q.retired_before(first_copy, at("read(A[0])"))
    assert not q.retired_before(loop_copy, at("read(A[1])"))
    assert q.retired_before(loop_copy, at("read(A[3])"))
    # the second copy: one copy after it before the second vmcnt(1), which keeps one: retired there
    assert q.retired_before(at("copy(A[1])"), at("read(A[0])"))
    # the third copy is the one vmcnt(1) keeps: only the loop's wait(vmcnt=0) surely retires it
    third = at("copy(A[2])")
    assert [w.line for w in q.relevant_waits(third)] == [at("wait(vmcnt=1)", 1).line, at("wait(vmcnt=0, lgkmcnt=0)").line]
    assert not q.retired_before(third, at("read(A[0])"))


PARITY = '''
k_tiles = param(2, min=1)
A = lds(dims=(2,), bytes=4096)
workgroup(groups={"g0": 2, "g1": 2})


def kernel(group):
    for k in range(k_tiles):
        if k % 2 == 0:
            barrier()
        if GUARD and (k + 1) % 3 != 0:
            barrier()
'''


@pytest.mark.parametrize("guard, verdict", [('group == "g1"', "hazard"), ("True", "proved")])
def test_branches_on_a_residue_class_are_encoded(tmp_path, guard, verdict):
    """Barriers every other iteration, or when k + 1 is not a multiple of 3: counted in closed
    form (no fallback sweep); the proof's witnesses are the sweep's smallest ones."""
    path = tmp_path / "parity.sched"
    path.write_text(PARITY.replace("GUARD", guard))
    program = load_schedule(path)
    proof = prove_program(program, {}, select={"SS201"}).extra["proof"]
    assert proof.method == "z3" and proof.rule("SS201").verdict == verdict
    sweep = check_program(program, {"k_tiles": tuple(range(1, 25))}, select={"SS201"})
    got = {f.key(): f.witness for f in proof.rule("SS201").findings}
    assert got == {f.key(): f.witness for f in sweep.findings}


def test_a_proof_left_unknown_by_its_input_checks_fails_the_check(tmp_path, monkeypatch):
    """Every rule proved, but whether some input is out of range stayed undecided: the proof is
    "unknown", and the check fails unless --unknown=pass (never a silent pass)."""
    import z3

    import syncsan.prover as prover
    from syncsan import walk
    from syncsan.config import Settings
    from syncsan.prover.queries import Case, Queries

    path = tmp_path / "pipe.sched"
    path.write_text(PIPE)
    undecided = z3.Bool("input_check_left_undecided")
    real = prover._Solver.decide
    monkeypatch.setattr(Queries, "input_cases", lambda self: [Case("input", "an index out of range", undecided, ())])
    monkeypatch.setattr(prover._Solver, "decide", lambda self, f: (z3.unknown, None, False, "timeout")
                        if f is undecided else real(self, f))
    result = walk.check_file(str(path), Settings(root=tmp_path, select=frozenset({"SS101"})))
    (report,) = result.reports
    proof = report.extra["proof"]
    assert proof.verdict == "unknown" and [r.verdict for r in proof.rules] == ["proved"]
    assert result.undecided
    run = walk.CheckRun(files=[str(path)], reports=list(result.reports), undecided=result.undecided)
    assert run.status("error", "fail") == 1 and run.status("error", "pass") == 0


# ---------------------------------------------------------------- solver budgets in CPU time


def test_a_solver_call_stops_at_its_cpu_budget_with_unknown(monkeypatch):
    """The per-query limit counts CPU seconds of the asking thread (prover/budget.py): a query
    the solver cannot finish comes back "unknown", stopped by the CPU watchdog rather than the
    wall-clock backstop; an easy one is answered. (The backstop is moved out of the way, to 20 s:
    on a machine loaded many times over, 0.2 CPU s of this thread can take longer than the usual
    2 s of wall time, and the backstop would then answer first.)"""
    from syncsan.prover import budget

    monkeypatch.setattr(budget, "WALL_FACTOR", 100)

    x, y = z3.Ints("x y")
    hard = z3.Solver()
    hard.add(x * y == 1000003 * 998244353, x > 1, y > 1, x < y)  # factoring, nonlinear
    result, fired = budget.check(hard, 0.2)
    assert result == z3.unknown and fired
    easy = z3.Solver()
    easy.add(x > 2)
    assert budget.check(easy, 0.2) == (z3.sat, False)


def test_a_limit_that_fires_as_the_answer_comes_leaves_the_model_usable():
    """The watchdog may interrupt the context just as the solver answers "sat": the interrupt
    stays pending and cancelled the witness's evaluation (an internal error with
    --solver-timeout 0.001). budget.check clears it, so the model of the answer can be read."""
    from syncsan.prover import budget

    x = z3.Int("x")
    real = z3.Solver()
    real.add(x > 3)
    watchdog = budget._WATCHDOG

    class AnsweredAsTheLimitFired:
        def set(self, *args):
            real.set(*args)

        def check(self):
            result = real.check()
            with watchdog._cond:  # the watchdog fires after the answer, before it is disarmed
                watchdog._fired = watchdog._generation
            z3.main_ctx().interrupt()
            return result

    result, fired = budget.check(AnsweredAsTheLimitFired(), 5.0)
    assert (result, fired) == (z3.sat, True)
    assert real.model().eval(x, model_completion=True).as_long() >= 4


def test_the_time_limit_is_reported_in_cpu_seconds(tmp_path, monkeypatch):
    import syncsan.prover as prover

    path = tmp_path / "pipe.sched"
    path.write_text(PIPE)
    monkeypatch.setattr(prover.budget, "check", lambda s, seconds: (z3.unknown, True))
    proof = prover.prove_program(load_schedule(path), {}, timeout=0.5).extra["proof"]
    notes = [n for r in proof.rules for n in r.notes]
    assert proof.verdict == "unknown" and any("time limit (0.5 CPU s)" in n for n in notes), notes


MODES = '''
k_tiles = param(2, min=1)
mode = param(0, choices=(0, 1))
A = lds(dims=(2,), bytes=4096)
workgroup(waves=2)


def kernel(wid):
    for k in range(k_tiles):
        if mode == 0:
            copy(A[0])
            WAIT
            barrier()
            read(A[0])
            wait(lgkmcnt=0)
            barrier()
        else:
            read(A[0])
            wait(lgkmcnt=0)
            barrier()
            copy(A[1])
            wait(vmcnt=0)
            barrier()
'''


@pytest.mark.parametrize("wait, verdict", [("wait(vmcnt=0)", "proved"), ("pass", "hazard")])
def test_sites_on_opposite_arms_of_a_parameter_branch_get_no_race_case(tmp_path, monkeypatch, wait, verdict):
    """Ops under `if mode == 0` and under its else never run in one run (a parameter does not
    change), so no case pairs them; the verdict and witness are still the sweep's."""
    from syncsan.prover.encode import Encoder
    from syncsan.prover.queries import Queries

    path = tmp_path / "modes.sched"
    path.write_text(MODES.replace("WAIT", wait))
    program = load_schedule(path)
    q = Queries(Encoder(program), {"k_tiles": (1, None), "mode": (0, 1)})
    arms = {}
    for g in q.enc.sites:
        for s in g:
            arms[id(s)] = [b for _, _, b in s.path if b is not None]

    def across(cases):
        return [c for c in cases if len({tuple(arms[id(s)]) for s in c.sites}) > 1]

    assert across(q.race_cases(set(ALL_RULES))) == []
    with monkeypatch.context() as m:  # without the tests of the branch conditions, there are some
        m.setattr(Queries, "compatible", lambda self, ka, kb: True)
        m.setattr(Queries, "_split_points", lambda self, xs, ys, q: [()])  # (`apart` fixes `mode`)
        assert across(Queries(q.enc, q.bounds).race_cases(set(ALL_RULES)))
    proof = prove_program(program, {}).extra["proof"]
    assert proof.method == "z3" and proof.verdict == verdict
    sweep = check_program(program, {"k_tiles": (1, 2, 3), "mode": (0, 1)})
    assert {f.key(): f.witness for f in proof.rule("SS101").findings} == \
        {f.key(): f.witness for f in sweep.findings if f.rule == "SS101"}


def test_evenly_spaced_lane_intervals_meet_a_symbolic_range_run_by_run():
    """The overlap of a per-lane constant list with a symbolic interval, built run by run
    (one term per evenly spaced run), is the same formula as one term per interval: Z3 finds
    no [s, e) on which they differ. The same check tells a list with one interval left out
    apart, so it would catch a run that covers the wrong bytes."""
    from syncsan.prover.queries import MIN_RUN_LIST, Queries, _arith_runs
    from syncsan.prover.encode import overlap
    from syncsan.prover.terms import TRUE, num

    # three runs: 6 lanes of 16 bytes at stride 64, 5 of 8 at stride 8 (touching), one odd one
    lanes = [(64 * i + 32, 64 * i + 48) for i in range(6)] + [(1000 + 8 * i, 1008 + 8 * i) for i in range(5)] \
        + [(2000, 2003)]
    assert len(lanes) > MIN_RUN_LIST
    ivs = [(num(a), num(b), TRUE) for a, b in lanes]
    assert _arith_runs(ivs) == [(32, 64, 6, 16), (1000, 8, 5, 8), (2000, 0, 1, 3)]
    s, e, ne = z3.Ints("s e") + [z3.Bool("ne")]
    other = [(s, e, ne)]
    q = Queries.__new__(Queries)
    q._memo = {}
    q.enc = SimpleNamespace(origin={})  # no occurrence's lists
    by_runs = q._overlap(ivs, other)
    assert z3.simplify(by_runs).num_args() < len(lanes)  # a term per run, not per lane
    solver = z3.Solver()
    solver.add(by_runs != overlap(ivs, other))
    assert solver.check() == z3.unsat
    solver = z3.Solver()
    solver.add(by_runs != overlap(ivs[:3] + ivs[4:], other))  # one lane missing: told apart
    assert solver.check() == z3.sat


NEST = '''"""Two nested loops with unbounded trip counts, a write and a read unrolled twice in each."""

T = param(2, min=1)
U = param(2, min=1)
A = lds(dims=(4,), bytes=64)
workgroup(waves=2)


def kernel(wid):
    for i in range(T):
        write(A[0])
        write(A[1])
        wait(lgkmcnt=0)
        barrier()
        for j in range(U):
            read(A[0])
            read(A[1])
            WAIT
            barrier()
        barrier()
'''


@pytest.mark.parametrize("wait, verdict", [("wait(lgkmcnt=0)", "proved"), ("pass", "hazard")])
def test_a_generation_screen_shared_by_a_class_of_cases_keeps_every_answer(tmp_path, monkeypatch, wait, verdict):
    """Race cases whose generation screens agree (the unrolled copies of one line) are settled by
    one screen question; the verdicts and findings are those of asking every case. A merge that
    settled a class without its question would lose the hazard, and the comparison tells."""
    import syncsan.prover as prover

    path = tmp_path / "nest.sched"
    path.write_text(NEST.replace("WAIT", wait))
    program = load_schedule(path)

    def findings(proof):
        return {f.key(): f.witness for r in proof.rules for f in r.findings}

    settled = []
    real = prover._screened

    def spy(solver, build):
        out = real(solver, build)
        settled.append(out)
        return out

    monkeypatch.setattr(prover, "_screened", spy)
    screened = prove_program(program, {}).extra["proof"]
    assert any(settled)  # some class was settled by its screen, before any of its cases was built
    monkeypatch.setattr(prover, "_screened", lambda solver, build: False)
    plain = prove_program(program, {}).extra["proof"]
    assert screened.verdict == plain.verdict == verdict
    assert findings(screened) == findings(plain)
    monkeypatch.setattr(prover, "_screened", lambda solver, build: True)
    wrong = prove_program(program, {}).extra["proof"]
    assert (findings(wrong) == findings(plain)) == (verdict == "proved")
