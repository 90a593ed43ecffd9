"""Per-lane branches (ir.Arms): each lane runs one side of each execution of the branch, so two
ops on different sides are not paired in one wave within one execution, and are in every other."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from syncsan.analysis import check_program
from syncsan.frontends import FrontendOptions, load_programs
from syncsan.frontends.schedule import load_schedule
from syncsan.ir import AsyncCopy, If, LdsWrite, Loop, OpenRange, exclusive_depth
from syncsan.prover import prove_program

CORPUS = Path(__file__).resolve().parents[1] / "corpus" / "flydsl"

#: one wave writes A with a ds write and copies into it, with no wait in between: the two sides
#: of a per-lane branch once tagged (`tag`)
TWO_SIDES = """
n = param(1, min=0)
A = lds(bytes=256)
workgroup(waves=1)


def kernel(wid):
    for i in range(n):
        write(A)
        copy(A)
"""


def tag(program, depth: int):
    """The program with its write and copy on the two sides of branch 1, `depth` loops deep."""
    def fill(stmts):
        out = []
        for st in stmts:
            if isinstance(st, Loop):
                st = dataclasses.replace(st, body=fill(st.body))
            elif isinstance(st, LdsWrite):
                st = dataclasses.replace(st, arms=((1, 0, depth),))
            elif isinstance(st, AsyncCopy):
                st = dataclasses.replace(st, arms=((1, 1, depth),))
            out.append(st)
        return tuple(out)
    groups = tuple(dataclasses.replace(g, body=fill(g.body)) for g in program.groups)
    return dataclasses.replace(program, groups=groups)


def rules(report) -> list[tuple[str, tuple]]:
    return sorted((f.rule, f.witness) for f in report.findings)


def test_sides_of_one_execution_are_not_paired_but_those_of_other_iterations_are():
    plain = load_schedule("<test>", TWO_SIDES)
    assert rules(check_program(plain, {"n": (1,)})) == [("SS105", (("n", 1),))]
    tagged = tag(plain, 1)
    assert rules(check_program(tagged, {"n": (1,)})) == []
    # iteration 0's copy is still in flight when iteration 1's lanes write (and the reverse)
    assert {r for r, _ in rules(check_program(tagged, {"n": (2,)}))} == {"SS105"}
    # the prover agrees: a hazard from two iterations on, none below
    proof = prove_program(tagged, {}, select={"SS105"})
    assert proof.findings and {(f.rule, dict(f.witness)["n"]) for f in proof.findings} == {("SS105", 2)}
    assert rules(prove_program(tagged, {"n": range(0, 2)}, select={"SS105"})) == []


def test_exclusive_depth_needs_one_branch_and_different_sides():
    a = LdsWrite(None, (), None, arms=((1, 0, 2), (2, 0, 1)))
    assert exclusive_depth(a, LdsWrite(None, (), None, arms=((1, 1, 2),))) == 2
    assert exclusive_depth(a, LdsWrite(None, (), None, arms=((1, 0, 2),))) is None  # one side
    assert exclusive_depth(a, LdsWrite(None, (), None, arms=((3, 1, 0),))) is None  # another branch
    assert exclusive_depth(a, LdsWrite(None, (), None)) is None


def _ops(program, kind):
    def walk(stmts):
        for st in stmts:
            if isinstance(st, Loop):
                yield from walk(st.body)
            elif isinstance(st, If):
                yield from walk(st.then)
                yield from walk(st.orelse)
            elif isinstance(st, kind):
                yield st
    return [st for g in program.groups for st in walk(g.body)]


def _load(name: str, **params):
    opts = FrontendOptions(params={"n_tiles": OpenRange(0), **{k: (v,) for k, v in params.items()}})
    return load_programs(CORPUS / name, opts)


def test_complementary_per_lane_writers_are_tagged_with_their_branch_and_its_loops():
    program, = _load("lane_branch.py", skew=False)
    for g in program.groups:
        one = dataclasses.replace(program, groups=(g,))
        writes, copies = _ops(one, LdsWrite), _ops(one, AsyncCopy)
        # the prologue's prefetch (no loop around it) and the loop's (one loop)
        assert sorted(w.arms[0][2] for w in writes) == [0, 1]
        for w in writes:
            c, = [c for c in copies if c.arms[0][0] == w.arms[0][0]]
            assert exclusive_depth(w, c) == w.arms[0][2]
    assert rules(prove_program(program, {}, select={"SS105"})) == []
    # the same program with the tags taken off: the two sides race in every wave
    bare = tag(program, 0)
    bare = dataclasses.replace(bare, groups=tuple(dataclasses.replace(g, body=_strip(g.body)) for g in bare.groups))
    assert {f.rule for f in prove_program(bare, {}, select={"SS105"}).findings} == {"SS105"}


def _strip(stmts):
    out = []
    for st in stmts:
        if isinstance(st, Loop):
            st = dataclasses.replace(st, body=_strip(st.body))
        elif isinstance(st, (LdsWrite, AsyncCopy)):
            st = dataclasses.replace(st, arms=())
        out.append(st)
    return tuple(out)


def test_writers_that_may_touch_a_byte_in_different_lanes_are_not_tagged_and_a_note_says_so():
    program, = _load("lane_branch.py", skew=True)
    assert all(not st.arms for st in _ops(program, LdsWrite) + _ops(program, AsyncCopy))
    assert any("differs between lanes and is not known per lane: both sides are taken as run by every lane" in n
               for n in program.notes)


HEAD = """
import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import gpu
from flydsl.expr.utils.arith import ArithValue


@fx.struct
class S:
    buf: fx.Array[fx.Float32, 256, 16]

"""


def test_two_choices_on_one_runtime_condition_get_one_parameter_and_stay_apart(tmp_path):
    # each wave reads the half the condition picks and writes the other half, at the lanes the
    # other wave reads: the two choices must pick different halves in every run
    kernel = HEAD + '''
@flyc.kernel(known_block_size=[128, 1, 1])
def k(x: fx.Tensor, n: fx.Int32):
    lds = fx.SharedAllocator().allocate(S).peek()
    tid = gpu.thread_id("x")
    odd = (n & 1) != 0
    again = (n & 1) != 0
    cur = ArithValue(odd).select(lds.buf.ptr + 128, lds.buf.ptr)
    other = ArithValue(COND).select(lds.buf.ptr, lds.buf.ptr + 128)
    v = fx.ptr_load(cur + tid)
    fx.ptr_store(v, other + (tid + 64) % 128)
'''
    path = tmp_path / "k.py"
    path.write_text(kernel.replace("COND", "odd"))
    program, = load_programs(str(path), FrontendOptions())
    assert [(p.name, p.choices) for p in program.params] == [("cond_L19", (False, True))]
    assert check_program(program).findings == ()
    # a condition computed again is another value to the checker: two parameters, which may
    # pick the same half (the write then overwrites what the other wave reads)
    path.write_text(kernel.replace("COND", "again"))
    program, = load_programs(str(path), FrontendOptions())
    assert len(program.params) == 2
    assert {f.rule for f in check_program(program).findings} == {"SS104"}
