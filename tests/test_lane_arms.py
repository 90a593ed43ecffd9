"""Per-lane branches (ir.Arms): each lane runs one side of each execution of the branch, so two
ops on different sides are not paired in one wave within one execution, and are in every other."""

from __future__ import annotations

import dataclasses

from syncsan.analysis import check_program
from syncsan.frontends.schedule import load_schedule
from syncsan.ir import AsyncCopy, LdsWrite, Loop, exclusive_depth
from syncsan.prover import prove_program

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
