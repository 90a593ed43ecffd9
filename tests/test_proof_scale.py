"""What keeps a proof of a large kernel within bounds, without changing any answer:

- waves whose LDS addresses differ by a constant share one wave group, also where the address
  is a choice (`ir.offset_split` takes the constant out of it);
- a pending op's question looks only at the waits some path meets between the op and the wait
  that retires it (`Queries._near_waits`);
- a program with more race questions than a proof asks (`prover.MAX_RACE_CASES`) is checked at
  its smallest parameter values instead, and says so (`prover._small_scope`)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from syncsan import prover
from syncsan.analysis import check_program, run_points
from syncsan.frontends import FrontendOptions, load_programs
from syncsan.frontends.schedule import load_schedule
from syncsan.ir import BinOp, Const, Param, Select, evaluate, offset_split
from syncsan.prover import domains, prove_program
from syncsan.prover.encode import Encoder
from syncsan.prover.queries import LDS_KINDS, Queries, TooManyQuestions

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "corpus"


# ---------------------------------------------------------------- offset_split


def _expr(rng: random.Random, depth: int):
    if depth == 0 or rng.random() < 0.25:
        return Const(rng.randint(-50, 300)) if rng.random() < 0.5 else Param(rng.choice("ab"))
    kind = rng.choice(["+", "-", "*", "sel", "%"])
    if kind == "sel":
        return Select(BinOp("<", Param("a"), Const(rng.randint(0, 5))), _expr(rng, depth - 1), _expr(rng, depth - 1))
    if kind == "*":
        return BinOp("*", _expr(rng, depth - 1), Const(rng.randint(-3, 8)))
    return BinOp(kind, _expr(rng, depth - 1), _expr(rng, depth - 1) if kind != "%" else Const(rng.randint(1, 7)))


def test_offset_split_keeps_the_value_and_shares_the_rest_of_shifted_expressions():
    rng = random.Random(7)
    for _ in range(400):
        e = _expr(rng, 4)
        rest, k = offset_split(e)
        shift = rng.randint(-1000, 1000)
        shifted_rest, shifted_k = offset_split(BinOp("+", e, Const(shift)))
        assert shifted_rest == rest and shifted_k == k + shift
        for a in range(-2, 7):
            for b in (0, 3):
                env = {"a": a, "b": b}
                assert evaluate(e, env) == evaluate(rest, env) + k


def test_a_choice_between_per_wave_slots_keeps_one_symbolic_part():
    # wave 0 and wave 1 of the MLA decode kernel: the same choice, 264 bytes apart
    w0 = Select(BinOp("!=", Param("p"), Const(0)), Const(8704), Const(46720))
    w1 = Select(BinOp("!=", Param("p"), Const(0)), Const(8968), Const(46984))
    (r0, k0), (r1, k1) = offset_split(w0), offset_split(w1)
    assert r0 == r1 and (k0, k1) == (8704, 8968)


def test_waves_with_slots_of_a_ping_pong_buffer_share_one_wave_group():
    path = CORPUS / "flydsl" / "wave_slots.py"
    (program,) = load_programs(path, FrontendOptions(params={"pingpong": (True,), "n": (0, 1, 2, 3)}))
    assert [g.waves for g in program.groups] == [(0, 1, 2, 3)]


# ---------------------------------------------------------------- near waits


def _proof_json(program, overrides):
    report = prove_program(program, overrides)
    proof = report.extra["proof"]
    return (sorted((repr(p.key()), repr(p.witness)) for f in report.findings for p in f.members()),
            [(r.rule, r.verdict) for r in proof.rules], proof.verdict)


NEAR_CASES = [("hti/main.sched", {}), ("hti/fixed.sched", {}), ("basic/double_buffer_good.sched", {})]


@pytest.mark.parametrize("case,overrides", NEAR_CASES)
def test_near_waits_change_no_answer_of_a_proof(case, overrides, monkeypatch):
    program = load_schedule(CORPUS / case)
    q = Queries(Encoder(program), {d.decl.name: d.bounds() for d in domains(program, {})})
    narrowed = 0
    for site in (s for g in q.enc.sites for s in g if s.kind in LDS_KINDS):
        if q._pos_window(site) is None:
            continue
        near, every = q._near_waits(site), {id(w.stmt) for w in q._forward(site).waits}
        assert near <= every
        narrowed += len(near) < len(every)
    with_near = _proof_json(program, overrides)
    monkeypatch.setattr(Queries, "_near_waits",
                        lambda self, site: frozenset(id(w.stmt) for w in self._forward(site).waits))
    assert _proof_json(program, overrides) == with_near
    if case.startswith("hti/"):
        assert narrowed  # the filter is exercised: some op has waits that are never near it


# ---------------------------------------------------------------- small scope


def test_small_points_run_all_flags_and_counts_by_growing_distance():
    program = load_schedule(CORPUS / "hti" / "main.sched")
    doms = domains(program, {})
    points, what, complete = prover._small_points(doms, 40)
    assert not complete
    counts = [d.decl.name for d in doms if not d.is_bool]
    flags = [d.decl.name for d in doms if d.is_bool]
    assert counts and flags
    distance = [sum(p[n] - min(q[n] for q in points) for n in counts) for p in points]
    assert distance == sorted(distance)  # smallest first
    per = 2 ** len(flags)
    assert len(points) % per == 0 and len(points) <= 40
    for n in flags:
        assert {p[n] for p in points} == {False, True}
    assert "at most" in what


@pytest.mark.parametrize("case", ["hti/main.sched", "hti/fixed.sched"])
def test_the_count_stops_at_the_limit_with_the_decision_of_a_full_count(case, monkeypatch):
    # the full count: one same-wave case per pair of one wave, one `_cross` call per pair of two
    program = prover.unrolled(load_schedule(CORPUS / case))
    bounds = {d.decl.name: d.bounds() for d in domains(program, {})}
    crossed = []
    cross = Queries._cross
    monkeypatch.setattr(Queries, "_cross", lambda self, *a: crossed.append(a) or cross(self, *a))
    rules = {r for r in prover.ALL_RULES if r.startswith("SS1")}
    cases = Queries(Encoder(program), bounds).race_cases(rules)
    count = sum(c.label.startswith("same wave:") for c in cases) + len(crossed)
    assert count > 2
    for limit in (0, count // 2, count - 1):
        with pytest.raises(TooManyQuestions) as raised:
            Queries(Encoder(program), bounds).race_cases(rules, limit)
        assert raised.value.limit == limit
    assert len(Queries(Encoder(program), bounds).race_cases(rules, count)) == len(cases)


def test_too_many_race_questions_check_small_values_and_say_so(monkeypatch):
    program = load_schedule(CORPUS / "hti" / "main.sched")
    full = prove_program(program, {})
    assert full.extra["proof"].method == "z3"
    monkeypatch.setattr(prover, "MAX_RACE_CASES", 5)
    report = prove_program(program, {})
    proof = report.extra["proof"]
    assert proof.method == "sweep"
    race = [r for r in prover.ALL_RULES if r.startswith("SS1")]
    assert any(f"more than 5 race questions, the most a proof asks: {', '.join(race)} checked at small" in n
               and "SS201, SS301 decided by the solver for every value in range" in n for n in proof.notes)
    # the race rules' findings are the executor's at those values, each a hazard of its rule
    points, _, complete = prover._small_points(domains(program, {}), prover.SMALL_SCOPE_RUNS)
    assert not complete
    expected, runs = run_points(program, [d.decl.name for d in domains(program, {})], points, "in-order", set(race))
    key = lambda fs: sorted((repr(p.key()), repr(p.witness)) for f in fs for p in f.members())  # noqa: E731
    assert key(f for f in report.findings if f.rule in race) == key(expected) and report.runs >= runs
    found_rules = {f.rule for f in expected}
    assert found_rules  # hti/main has its race at the smallest tile counts
    for r in proof.rules:
        if r.rule in race:
            assert r.verdict == ("hazard" if r.rule in found_rules else "unknown")
    # every race rule the full proof shows a hazard for is found at these small values
    assert {r.rule for r in full.extra["proof"].rules if r.verdict == "hazard" and r.rule in race} == found_rules
    # the other rules are still proved for every value: the full proof's verdicts and findings
    for code in ("SS201", "SS301"):
        assert proof.rule(code).verdict == full.extra["proof"].rule(code).verdict
        assert key(proof.rule(code).findings) == key(full.extra["proof"].rule(code).findings)
    assert key(f for f in report.findings if f.rule not in race) == \
        key(f for f in full.findings if f.rule not in race)


def test_small_scope_over_every_value_is_a_proof(monkeypatch):
    program = load_schedule(CORPUS / "hti" / "main.sched")
    monkeypatch.setattr(prover, "MAX_RACE_CASES", 5)
    values = {"k_tiles": (2, 3, 4), "ha": (2,), "hb": (1, 2)}
    report = prove_program(program, values)
    proof = report.extra["proof"]
    assert proof.method == "sweep" and report.runs >= 3 * 2 * 2  # and the replays of SS201, SS301 witnesses
    swept = check_program(program, values)
    assert sorted(repr(p.key()) for f in report.findings for p in f.members()) == \
        sorted(repr(p.key()) for f in swept.findings for p in f.members())
    for r in proof.rules:
        assert r.verdict in ("hazard", "proved")


def test_a_long_sweep_with_too_many_questions_runs_each_value(monkeypatch):
    program = load_schedule(CORPUS / "hti" / "main.sched")
    values = {"k_tiles": tuple(range(2, 12))}
    each = check_program(program, values, strategy="each")
    monkeypatch.setattr(prover, "MAX_RACE_CASES", 5)
    asked = []
    real = prover._small_scope
    monkeypatch.setattr(prover, "_small_scope", lambda *a, **k: asked.append(a) or real(*a, **k))
    solver = check_program(program, values, strategy="solver")
    assert not asked  # no small-scope runs thrown away: every value is run instead
    key = lambda r: sorted((repr(p.key()), repr(p.witness)) for f in r.findings for p in f.members())  # noqa: E731
    assert key(solver) == key(each) and solver.runs == each.runs
