"""The prover's solver-free facts against the executor: the publication windows of each LDS op
(`Queries._window`, `_pos_window`), the generation test of two sites (`Queries.apart`) and
the interval bounds of terms (`encode.term_range`) must hold in every trace.

The proof drops the cases these facts exclude, so a fact that does not hold in a trace would hide
a race; tests/test_prover_differential.py compares the verdicts, these tests compare the facts
themselves, on random schedules (tests/schedgen.py) and on the HTI corpus models.
"""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest
import z3
from hypothesis import HealthCheck, given, settings

from syncsan.errors import InputError
from syncsan.executor import INF, execute
from syncsan.frontends.schedule import load_schedule
from syncsan.prover import domains
from syncsan.prover.encode import Encoder, NotEncodable, term_range
from syncsan.prover.linear import Form, can_lie_within
from syncsan.prover.queries import Queries
from schedgen import schedules

ROOT = Path(__file__).resolve().parent.parent


def check_facts(program, values: dict[str, tuple]) -> int:
    """Run the executor at every combination of `values` (within the declared ranges, which the
    facts assume) and check the facts of every LDS op site; returns the events checked."""
    try:
        enc = Encoder(program)
    except NotEncodable:
        return 0
    q = Queries(enc, {d.decl.name: d.bounds() for d in domains(program, {})})
    sites = {(s.group, id(s.stmt)): s for g in enc.sites for s in g}
    names = list(values)
    seen: dict[object, tuple[set, set]] = {}  # site -> (generations, positions) of its events
    checked = 0
    for combo in itertools.product(*(values[n] for n in names)):
        try:
            trace = execute(program, dict(zip(names, combo)))
        except InputError:
            continue
        for gt in trace.groups:
            for ev in gt.events:
                site = sites[(gt.index, id(ev.op))]
                gens, poss = seen.setdefault(site, (set(), set()))
                gens.add((combo, ev.gen))
                poss.add((combo, ev.pos))
                if ev.kind not in ("copy", "read", "write"):
                    continue
                d = q._window(site)
                if d is not None:
                    published = gt.effective_done_gen(ev)
                    assert published != INF and published - ev.gen <= d, (site.describe(), combo, d)
                dp = q._pos_window(site)
                if dp is not None:
                    assert ev.done_pos != INF and ev.done_pos - ev.pos <= dp, (site.describe(), combo, dp)
                checked += 1
    # a difference of generations (positions, within a group) that the executor shows at the same
    # parameter values is never excluded; a sample of the site pairs
    rng = random.Random(len(seen))
    pairs = [(x, y) for x in seen for y in seen]
    for xs, ys in rng.sample(pairs, min(len(pairs), 400)):
        for what, i in (("bar", 0), ("pos", 1)):
            if what == "pos" and xs.group != ys.group:
                continue
            by_combo: dict = {}
            for combo, v in seen[xs][i]:
                by_combo.setdefault(combo, []).append(v)
            diffs = {v - u for combo, v in seen[ys][i] for u in by_combo.get(combo, ())}
            for d in diffs:
                assert not q.apart(xs, ys, d, d, what), (xs.describe(), ys.describe(), what, d)
    return checked


def full_range(program) -> dict[str, tuple]:
    return {p.name: tuple(p.choices) if p.choices is not None else tuple(range(p.lo, p.hi + 1))
            for p in program.params}


@settings(max_examples=40, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
@given(source=schedules())
def test_windows_hold_in_random_schedules(source, tmp_path):
    path = tmp_path / "gen.sched"
    path.write_text(source)
    check_facts(load_schedule(path), full_range(load_schedule(path)))


@pytest.mark.parametrize("case", ["main", "fixed", "mutant_no_tail_wait", "first_revision"])
def test_windows_hold_in_hti_models(case):
    program = load_schedule(ROOT / "corpus" / "hti" / f"{case}.sched")
    values = {"k_tiles": (2, 3, 4, 5, 6), "split_k": (False, True), "ha": (1, 2, 3), "hb": (1, 3)}
    assert check_facts(program, values) > 0


def test_term_range_bounds_every_value():
    """Random terms over bounded parameters: every value at random points lies in the range."""
    rng = random.Random(13)
    a, b, c = z3.Ints("a b c")
    bounds = {"a": (0, 5), "b": (-3, 4), "c": (2, None)}
    for _ in range(300):
        terms = [a, b, c, z3.IntVal(rng.randint(-5, 5))]
        for _ in range(4):
            x, y = rng.choice(terms), rng.choice(terms)
            op = rng.choice(["+", "-", "*", "ite", "div", "mod"])
            if op == "+":
                t = x + y
            elif op == "-":
                t = x - y
            elif op == "*":
                t = x * rng.randint(-3, 3)
            elif op == "ite":
                t = z3.If(x < y, x, y + 1)
            elif op == "div":
                t = x / rng.randint(1, 4)
            else:
                t = x % rng.randint(1, 4)
            terms.append(z3.simplify(t))
        t = terms[-1]
        lo, hi = term_range(t, bounds)
        for _ in range(20):
            env = [(a, z3.IntVal(rng.randint(0, 5))), (b, z3.IntVal(rng.randint(-3, 4))),
                   (c, z3.IntVal(rng.randint(2, 40)))]
            v = z3.simplify(z3.substitute(t, *env)).as_long()
            assert (lo is None or lo <= v) and (hi is None or v <= hi), (t, env, lo, hi, v)


def test_can_lie_within_never_excludes_a_reachable_value():
    rng = random.Random(7)
    for _ in range(400):
        coefs = {v: rng.choice([-6, -3, 0, 2, 4, 6]) for v in ("u", "v")}
        const = rng.randint(-10, 10)
        bounds = {"u": (rng.randint(-2, 1), rng.randint(1, 4)), "v": (0, rng.choice([0, 3]))}
        f = Form({k: a for k, a in coefs.items() if a}, const)
        lo = rng.randint(-15, 15)
        hi = lo + rng.randint(0, 6)
        reachable = any(lo <= const + coefs["u"] * u + coefs["v"] * v <= hi
                        for u in range(bounds["u"][0], bounds["u"][1] + 1)
                        for v in range(bounds["v"][0], bounds["v"][1] + 1))
        if reachable:
            assert can_lie_within(f, lo, hi, bounds), (coefs, const, bounds, lo, hi)
