"""The schedule language: what each construct turns into, read statically."""

from __future__ import annotations

from syncsan.analysis import check_program
from syncsan.frontends.schedule import load_schedule
from syncsan.ir import AsyncCopy, If, Loop, Param


def test_parameters_keep_defaults_ranges_and_choices():
    program = load_schedule("<t>", """
k_tiles = param(4, min=2)
split_k = param(False)
n = param(2, choices=(1, 2, 4))
workgroup(waves=1)
def kernel(wid):
    pass
""")
    k, s, n = program.params
    assert (k.name, k.default, k.lo, k.hi) == ("k_tiles", 4, 2, None)
    assert s.choices == (False, True)
    assert n.choices == (1, 2, 4)


def test_symbolic_loops_and_branches_stay_symbolic():
    program = load_schedule("<t>", """
k_tiles = param(4, min=2)
split_k = param(False)
A = lds(dims=(2,), bytes=64)
workgroup(waves=1)
def kernel(wid):
    for k in range(0, k_tiles - 2, 2):
        copy(A[k % 2])
    if split_k:
        barrier()
""")
    (body,) = [g.body for g in program.groups]
    loop, branch = body
    assert isinstance(loop, Loop) and isinstance(branch, If)
    assert str(loop.stop) == "(k_tiles - 2)" and loop.step == 2
    assert isinstance(loop.body[0], AsyncCopy)
    assert branch.cond == Param("split_k")


def test_concrete_loops_unroll_and_group_branches_split_waves():
    program = load_schedule("<t>", """
A = lds(dims=(4,), bytes=64)
workgroup(groups={"ping": 2, "pong": 2})
def kernel(group):
    for s in range(4):
        if group == "pong" and s % 2 == 1:
            copy(A[s])
""")
    ping, pong = program.groups
    assert ping.name == "ping" and ping.body == () and ping.waves == (0, 1)
    assert [op.dst.indices for op in pong.body] == [(1,), (3,)]


def test_aliasing_regions_conflict_on_shared_bytes_only():
    src = """
A = lds(dims=(2,), bytes=1024)
C = lds(bytes=1024, at=A[{at}])
workgroup(waves=2)
def kernel(wid):
    read(A[0])
    wait(lgkmcnt=0)
    write(C)
    wait(lgkmcnt=0)
"""
    over = check_program(load_schedule("<t>", src.format(at=0))).findings
    apart = check_program(load_schedule("<t>", src.format(at=1))).findings
    assert {f.rule for f in over} == {"SS104"}
    assert apart == ()


def test_helpers_report_the_call_site_and_the_op_inside():
    src = """
A = lds(bytes=1024)
workgroup(groups={"w": 1, "r": 1})

def publish():
    copy(A)
    barrier()

def kernel(group):
    if group == "w":
        publish()
        wait(vmcnt=0)
    else:
        barrier()
        read(A)
        wait(lgkmcnt=0)
"""
    (finding,) = check_program(load_schedule("<t>", src)).findings
    writer = next(r for r in finding.related if r.role == "writer")
    assert writer.site.line == 11  # the call publish()
    assert writer.loc.line == 6  # copy(A) inside the helper
    assert finding.loc.line == 15


def test_byte_spans_narrow_an_element():
    src = """
A = lds(bytes=1024)
workgroup(groups={"w": 1, "r": 1})
def kernel(group):
    if group == "w":
        copy(A.bytes(0, 512), split="none")
        barrier()
        wait(vmcnt=0)
    else:
        barrier()
        read(A.bytes({lo}, 512))
        wait(lgkmcnt=0)
"""
    assert [f.rule for f in check_program(load_schedule("<t>", src.replace("{lo}", "256"))).findings] == ["SS101"]
    assert check_program(load_schedule("<t>", src.replace("{lo}", "512"))).findings == ()


def test_values_from_symbolic_branches_become_selects():
    src = """
split_k = param(False)
A = lds(dims=(2,), bytes=64)
workgroup(waves=1)
def kernel(wid):
    if split_k:
        s = 1
    else:
        s = 0
    copy(A[s])
"""
    program = load_schedule("<t>", src)
    copy = program.groups[0].body[-1]
    assert "split_k" in str(copy.dst.indices[0])
