"""The byte-overlap terms of the prover's race questions: where both interval lists are one
symbolic part plus constant intervals and the difference of the parts takes a few values
(`Queries._shift_overlap`: ping-pong buffers chosen by an If), the term is a disjunction over
those values; it must be the same formula as the pairwise comparison of every interval
(`encode.overlap`), which Z3 is asked to show (the two terms differ in no model)."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest
import z3

from syncsan.frontends.schedule import load_schedule
from syncsan.prover import domains, unrolled
from syncsan.prover.encode import LDS_KINDS, Encoder, overlap
from syncsan.prover.queries import Queries
from syncsan.prover.terms import num

ROOT = Path(__file__).resolve().parent.parent


def queries(path: Path) -> Queries:
    program = unrolled(load_schedule(path))
    return Queries(Encoder(program), {d.decl.name: d.bounds() for d in domains(program, {})})


def equal(a, b) -> bool:
    s = z3.Solver()
    s.add(a != b)
    return s.check() == z3.unsat


def random_list(rng: random.Random, part, n: int):
    """n intervals [part + s, part + e), with a few empty or maybe-empty ones."""
    out = []
    lo = rng.randrange(0, 64)
    for _ in range(n):
        s = lo + rng.randrange(0, 16)
        e = s + rng.randrange(1, 24)
        lo = e + rng.randrange(-8, 24)
        ne = rng.choice([z3.BoolVal(True)] * 6 + [z3.BoolVal(False), num(e - s) > 0])
        out.append((part + s, part + e, ne) if part is not None else (num(s), num(e), ne))
    return out


def test_shifted_overlap_is_the_pairwise_overlap():
    q = queries(ROOT / "corpus" / "basic" / "double_buffer_good.sched")
    rng = random.Random(13)
    c1, c2 = z3.Bools("c1 c2")
    k, x = z3.Ints("k x")
    half = z3.If(c1, num(0), num(96))
    parts = [None, half, z3.If(c2, num(96), num(0)), half + z3.If(c2, num(-32), num(8)),
             z3.If((k + 1) % 2 == 0, num(-96), num(0)), z3.If(c1, num(0), num(96)) * 2, x, x + half]
    shifted = 0
    for pa, pb in itertools.product(parts, repeat=2):
        for _ in range(4):
            ia = random_list(rng, pa, rng.randrange(0, 6))
            ib = random_list(rng, pb, rng.randrange(1, 6))
            shifted += q._shift_overlap(ia, ib) is not None
            assert equal(q._overlap(ia, ib), overlap(ia, ib)), (pa, pb, ia, ib)
    # the rewrite is taken for the enumerable parts (not for `x`): the test compares the new term
    assert shifted >= 4 * 25


def test_symbolic_lists_that_are_not_one_part_plus_constants_are_left_alone():
    q = queries(ROOT / "corpus" / "basic" / "double_buffer_good.sched")
    c, = z3.Bools("c")
    half = z3.If(c, num(0), num(64))
    n = z3.Int("n")
    constant = [(num(0), num(16), z3.BoolVal(True))]
    # two symbolic parts in one list; a symbolic length; a maybe-empty interval with a symbolic flag
    for ib in ([(half, half + 8, z3.BoolVal(True)), (num(4), num(8), z3.BoolVal(True))],
               [(half, half + n, z3.BoolVal(True))],
               [(half, half + 8, n > 0)]):
        assert q._shift_overlap(constant, ib) is None
        assert equal(q._overlap(constant, ib), overlap(constant, ib))


@pytest.mark.parametrize("case", ["hti/first_revision.sched", "basic/double_buffer_good.sched"])
def test_site_overlap_terms_are_unchanged(case):
    """Every pair of LDS sites of a corpus model: the overlap terms of two waves and of one wave
    are the same formulas with and without the rewrite."""
    q = queries(ROOT / "corpus" / case)
    old = Queries(q.enc, q.bounds)
    old._shift_overlap = lambda ia, ib: None
    lds = [s for g in q.enc.sites for s in g if s.kind in LDS_KINDS]
    rng = random.Random(7)
    pairs = [(a, b) for a in lds for b in lds if a.kind != "read" or b.kind != "read"]
    for a, b in rng.sample(pairs, min(len(pairs), 60)):
        X, Y = q.occ_of(a, "X"), q.occ_of(b, "Y")
        assert equal(q.cross_overlap(X, Y), old.cross_overlap(X, Y)), (a.describe(), b.describe())
        if a.group == b.group:
            assert equal(q.same_wave_overlap(X, Y), old.same_wave_overlap(X, Y))
