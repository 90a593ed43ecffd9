"""FlyDSL `range()` loops as scf.for loops: walked once whatever their bounds, with exact symbolic
addresses, and written out as iterations only where the proof wants constants."""

from __future__ import annotations

import ast
import dataclasses
import random
import textwrap
from pathlib import Path

import pytest

from syncsan.analysis import check_program
from syncsan.frontends import FrontendOptions, load_programs
from syncsan.frontends.flydsl import lanes as L
from syncsan.frontends.flydsl import scf_for_loops
from syncsan.frontends.flydsl.evaluator import _units_in
from syncsan.ir import (
    AsyncCopy,
    BinOp,
    Barrier,
    Const,
    LdsRead,
    LdsWrite,
    Loop,
    Select,
    Var,
    divide_exactly,
    evaluate,
    multiple_of,
    statements,
    unroll_constant_loops,
)
from syncsan.errors import Loc
from syncsan.prover import prove_program

CORPUS = Path(__file__).resolve().parent.parent / "corpus" / "flydsl"


def _program(path, **params):
    (prog,) = load_programs(str(path), FrontendOptions(params={k: (v,) for k, v in params.items()}))
    return prog


def _findings(report):
    """Each finding's rule, line and the lines of the ops of each of its pairs."""
    return sorted((f.rule, f.loc.line, tuple(sorted((r.role, r.loc.line) for p in f.members() for r in p.related
                                                    if r.role in ("writer", "reader"))))
                  for f in report.findings)


# ---------------------------------------------------------------- which loops are scf.for loops


def test_range_loops_in_kernel_and_jit_sources_are_scf_loops_and_the_others_unroll():
    src = textwrap.dedent('''
        import flydsl.compiler as flyc

        def helper(n):
            for a in range(n):          # plain Python: unrolled at trace time
                pass

        @flyc.jit
        def device_helper(n):
            for b in range(n):          # rewritten: scf.for
                pass

        @flyc.kernel
        def k(x):
            for c in range(4):          # scf.for
                pass
            for d in range_constexpr(4):  # unrolled by FlyDSL
                pass
            for e in [1, 2]:            # a Python sequence
                pass
            def inner():
                for f in fx.range(2):   # nested in the kernel's source: rewritten too
                    pass
    ''')
    tree = ast.parse(src)
    got = {n.target.id for n in ast.walk(tree) if isinstance(n, ast.For) and id(n) in scf_for_loops(tree)}
    assert got == {"b", "c", "f"}


# ---------------------------------------------------------------- the walk


def test_a_constant_range_loop_is_one_loop_walked_once_and_flat_in_its_trip_count():
    prog = _program(CORPUS / "scf_loop.py", wait=0, pingpong=True)
    (group,) = prog.groups
    loops = [st for st in group.body if isinstance(st, Loop)]
    assert len(loops) == 1
    (loop,) = loops
    assert (loop.start, loop.stop, loop.step) == (0, 6, 1)
    copies = [st for st in statements(group.body) if isinstance(st, AsyncCopy)]
    assert len(copies) == 4  # two in the prologue, two in the loop body: not 2 + 6 * 2
    # a trip count 100 times larger gives a loop of the same body
    (big,) = load_programs(str(CORPUS / "scf_loop.py"), FrontendOptions(
        params={"wait": (0,), "pingpong": (True,)}, defines={"K_TILES": 600}))
    (big_loop,) = [st for st in big.groups[0].body if isinstance(st, Loop)]
    assert big_loop.stop == 600 and len(big_loop.body) == len(loop.body)


def test_a_ping_pong_address_across_two_fields_lies_in_the_region_they_span():
    prog = _program(CORPUS / "scf_loop.py", wait=0, pingpong=True)
    names = {r.name for r in prog.regions}
    assert "a0..a1" in names
    span = next(r for r in prog.regions if r.name == "a0..a1")
    a0 = next(r for r in prog.regions if r.name == "a0")
    a1 = next(r for r in prog.regions if r.name == "a1")
    assert (span.base, span.base + span.size) == (a0.base, a1.base + a1.size)


@pytest.mark.parametrize("wait,pingpong", [(0, True), (2, True), (0, False)])
def test_the_walked_loop_and_its_unrolled_iterations_give_the_same_findings(wait, pingpong):
    prog = _program(CORPUS / "scf_loop.py", wait=wait, pingpong=pingpong)
    unrolled = dataclasses.replace(prog, groups=tuple(
        dataclasses.replace(g, body=unroll_constant_loops(g.body, 10_000)) for g in prog.groups))
    assert not any(isinstance(st, Loop) for g in unrolled.groups for st in g.body)
    a = check_program(prog, {}, "in-order", None)
    b = check_program(unrolled, {}, "in-order", None)
    assert _findings(a) == _findings(b)
    assert (wait, pingpong) == (0, True) or a.findings  # the two bugs are found


# ---------------------------------------------------------------- divisibility of symbolic parts


def _random_expr(rng, vars_, depth=0):
    r = rng.random()
    if depth > 3 or r < 0.3:
        return rng.choice(vars_) if rng.random() < 0.5 else Const(rng.choice([0, 1, 2, 3, 4, 6, 8, 12, 16, 64, 8192]))
    op = rng.choice(["+", "-", "*", "&", "<<", "select"])
    a, b = _random_expr(rng, vars_, depth + 1), _random_expr(rng, vars_, depth + 1)
    if op == "<<":
        return BinOp("<<", a, Const(rng.randrange(0, 5)))
    if op == "select":
        return Select(BinOp("<", vars_[0], Const(3)), a, b)
    return BinOp(op, a, b)


def test_multiple_of_divides_every_value_and_divide_exactly_is_exact():
    rng = random.Random(7)
    vars_ = [Var("i"), Var("j")]
    checked = 0
    for _ in range(400):
        e = _random_expr(rng, vars_)
        m = multiple_of(e)
        for _ in range(6):
            env = {v: rng.randrange(-20, 40) for v in vars_}
            value = evaluate(e, env)
            if m == 0:
                assert value == 0
                continue
            assert value % m == 0, (e, env, m)
            for d in {1, 2, 4, m} - {0}:
                if m % d == 0:
                    assert evaluate(divide_exactly(e, d), env) * d == value
                    checked += 1
    assert checked > 1000


def test_lane_ops_keep_a_symbolic_part_the_operator_leaves_whole():
    k = Var("k")
    sym = BinOp("*", BinOp("%", k, Const(2)), Const(8192))  # a ping-pong half: 0 or 8192
    lanes = L.Lanes(tuple((i * 16) % 1024 for i in range(64)), sym)
    cases = [("//", 4), ("%", 256), (">>", 2), ("&", 255), ("^", 48), ("|", 3), ("<<", 1)]
    for op, c in cases:
        got = L.binop(op, lanes, c)
        assert got is not None, op
        for kv in range(4):
            for i in range(64):
                whole = evaluate(sym, {k: kv}) + lanes.vals[i]
                want = {"//": whole // c, "%": whole % c, ">>": whole >> c, "&": whole & c, "^": whole ^ c,
                        "|": whole | c, "<<": whole << c}[op]
                lane = got.lane(i) if isinstance(got, L.Lanes) else got
                assert evaluate(lane, {k: kv}) == want, (op, kv, i)
    # a divisor that does not divide the symbolic part is not computed
    assert L.binop("//", L.Lanes(lanes.vals, BinOp("*", k, Const(6))), 4) is None
    # bits that would mix with the symbolic part's are not computed
    assert L.binop("^", L.Lanes(lanes.vals, BinOp("*", k, Const(512))), 7) is None


# ---------------------------------------------------------------- unrolling for the proof


def _stmt(cls, line, **kw):
    loc = Loc("k.py", line, 1)
    return cls(loc, (), **kw)


def test_unrolled_iterations_are_separate_objects_and_branches_of_their_own():
    from syncsan.ir import Region, LdsRef, Span
    reg = Region("r", (), 1024, 0, Loc("k.py", 1, 1))
    i = Var("i")
    ref = LdsRef(reg, (), (Span(BinOp("*", i, Const(64)), 64),), "none")
    then = dataclasses.replace(_stmt(LdsWrite, 3, dst=ref, count=1), arms=((5, 0, 1),))
    orelse = dataclasses.replace(_stmt(LdsWrite, 4, dst=ref, count=1), arms=((5, 1, 1),))
    outer = dataclasses.replace(_stmt(LdsRead, 6, src=ref, count=1), arms=((9, 0, 0),))
    loop = _stmt(Loop, 2, var=i, start=0, stop=3, step=1, body=(then, orelse, outer, _stmt(Barrier, 7)))
    out = unroll_constant_loops((loop,), 100)
    assert len(out) == 12 and len({id(s) for s in out}) == 12
    offsets = [s.dst.spans[0].offset for s in out if isinstance(s, LdsWrite)]
    assert all(isinstance(o, (int, Const)) for o in offsets)  # folded
    offsets = [evaluate(o, {}) for o in offsets]
    assert offsets == [0, 0, 64, 64, 128, 128]
    branch_ids = [s.arms[0][0] for s in out if isinstance(s, LdsWrite)]
    assert branch_ids[0] == branch_ids[1] and len(set(branch_ids)) == 3 and 5 not in branch_ids
    assert all(s.arms[0][2] == 0 for s in out if isinstance(s, LdsWrite))
    # a branch around the loop keeps its id in every iteration
    assert {s.arms for s in out if isinstance(s, LdsRead)} == {((9, 0, 0),)}
    # over the budget, the loop stays a loop
    (kept,) = unroll_constant_loops((loop,), 11)
    assert isinstance(kept, Loop)


def test_a_compiler_wait_counts_the_ops_of_a_constant_loop_after_the_op_it_waits_for():
    i = Var("i")
    read = _stmt(LdsRead, 1, src=None, count=1)
    inner = _stmt(Loop, 2, var=i, start=0, stop=5, step=1, body=(_stmt(LdsRead, 3, src=None, count=2),))
    runtime = _stmt(Loop, 4, var=i, start=0, stop=Var("n"), step=1, body=(_stmt(LdsRead, 5, src=None, count=1),))
    kinds = (LdsRead, LdsWrite)
    assert _units_in((read, inner), kinds) == 1 + 5 * 2
    assert _units_in((inner, runtime), kinds) is None


def test_the_proof_of_the_corpus_case_agrees_with_its_run():
    prog = _program(CORPUS / "scf_loop.py", wait=2, pingpong=True)
    proof = prove_program(prog, {})
    run = check_program(prog, {}, "in-order", None)
    assert _findings(proof) == _findings(run) and run.findings


def test_a_compile_time_value_a_constant_loop_changes_is_not_known_after_it(tmp_path):
    """FlyDSL traces the body once: a tuple the body extends is not the unrolled result after the
    loop; using it is an error at the use, naming the loop (exit 2, no traceback)."""
    from typer.testing import CliRunner

    from syncsan.cli import app

    path = tmp_path / "k.py"
    path.write_text(textwrap.dedent('''
        import flydsl.compiler as flyc
        import flydsl.expr as fx
        from flydsl.expr import rocdl


        @flyc.kernel(known_block_size=[64, 1, 1])
        def k(a: fx.Tensor):
            names = ("x", "y")
            for i in range(2):
                names = names + ("z",)
                rocdl.s_barrier()
            if names[0] == "x":
                rocdl.s_barrier()
    '''))
    r = CliRunner().invoke(app, ["check", str(path), "--kernel", "k"])
    assert r.exit_code == 2 and "Traceback" not in r.output
    assert f"{path}:13:8: error: names changes inside the loop at line 10, which FlyDSL traces once, as an scf.for" \
        in r.output


def test_a_loop_address_that_leaves_every_field_is_an_error_at_the_access(tmp_path):
    """`a0 + (k % 2) * 65536` lands past the allocation for odd k: refused at the access with
    the byte range it can reach (exit 2), not taken as some other field."""
    from typer.testing import CliRunner

    from syncsan.cli import app

    case = (CORPUS / "scf_loop.py").read_text()
    path = tmp_path / "scf_far.py"
    path.write_text(case.replace("stride = fx.Int32(fx.ptrtoint(lds.a1.ptr)) - a0 if const_expr(pingpong)",
                                 "stride = fx.Int32(65536) if const_expr(pingpong)"))
    r = CliRunner().invoke(app, ["check", str(path), "--kernel", "scf_loop"])
    assert r.exit_code == 2 and "Traceback" not in r.output, r.output
    assert f"{path}:" in r.output and "falls outside a0" in r.output, r.output
