"""The FlyDSL frontend: reading FlyDSL source statically, wave groups, parameters, errors."""

from __future__ import annotations

import sys
import textwrap

import pytest
from typer.testing import CliRunner

from syncsan.analysis import check_program
from syncsan.cli import app
from syncsan.errors import InputError
from syncsan.frontends import FrontendOptions, load_programs
from syncsan.ir import AsyncCopy, Barrier, Loop, Wait, trip_values

HEADER = '''
import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import const_expr, gpu, range_constexpr, rocdl


@fx.struct
class P:
    waves: fx.Constexpr[int]
    split: fx.Constexpr[bool]


def make_p(waves: int = 4, split: bool = False) -> P:
    if waves > 16:
        raise ValueError(f"too many waves: {waves}")
    return P(waves=waves, split=split)
'''

STORAGE = '''
    tid = fx.thread_idx.x
    wid = tid // 64

    @fx.struct
    class S:
        a: fx.Array[fx.BFloat16, 8192, 16]

    st = fx.SharedAllocator().allocate(S)
    smem = st.a.peek().ptr
    dma = fx.make_copy_atom(fx.rocdl.cdna4.BufferLoadAsyncLDS128b(), 128)
    rd = fx.make_copy_atom(fx.UniversalCopy128b(), fx.BFloat16)
    thr = mma.thr_slice(tid)
    acc = thr.make_fragment_C(fx.make_view(fx.get_iter(a), fx.make_layout(64, 1)))

    def copy(off):
        dst = fx.make_view(smem + off + wid * 512, fx.make_layout(1, 1))
        fx.copy_atom_call(dma, fx.make_view(fx.get_iter(a), fx.make_layout(1, 1)), dst)

    def read(off):
        v = fx.make_view(smem + off, fx.make_layout(2048, 1))
        f = thr.make_fragment_A(v)
        fx.copy(rd, v, f)
        return f
'''


def kernel_file(tmp_path, body: str, name: str = "k.py", extra: str = "") -> str:
    src = HEADER + extra + "\n\n@flyc.kernel\ndef kern(a: fx.Tensor, k: fx.Int32, mma: fx.TiledMma, param: P):\n" \
        + STORAGE + textwrap.indent(textwrap.dedent(body), "    ")
    path = tmp_path / name
    path.write_text(src)
    return str(path)


def load(path, **params):
    opts = FrontendOptions(kernel=params.pop("kernel", None),
                           params={k: v if isinstance(v, tuple) else (v,) for k, v in params.items()})
    return load_programs(path, opts)


def findings(path, **params):
    out = []
    sweep = {k: v if isinstance(v, tuple) else (v,) for k, v in params.items()}
    for p in load(path, **params):
        out.extend(check_program(p, sweep).findings)
    return sorted((f.rule, f.loc.line) for f in out)


def line_of(path, text: str) -> int:
    for i, line in enumerate(open(path).read().splitlines(), 1):
        if text in line:
            return i
    raise AssertionError(text)


# ---------------------------------------------------------------- the walk


def test_waves_with_the_same_schedule_form_one_group_and_wave_branches_split_them(tmp_path):
    path = kernel_file(tmp_path, """
        copy(0)
        if wid // 2 == 1:
            rocdl.s_barrier()
        rocdl.s_barrier()
    """)
    (prog,) = load(path)
    assert [g.waves for g in prog.groups] == [(0, 1), (2, 3)]
    assert [sum(isinstance(s, Barrier) for s in g.body) for g in prog.groups] == [1, 2]


def test_per_wave_dma_chunks_merge_into_one_workgroup_split_copy(tmp_path):
    path = kernel_file(tmp_path, "copy(0)\nrocdl.s_barrier()\n")
    (prog,) = load(path)
    (group,) = prog.groups
    (copy,) = [s for s in group.body if isinstance(s, AsyncCopy)]
    # 4 waves x 64 lanes x 16 bytes, wave w at bytes [1024 w, 1024 w + 1024)
    assert copy.dst.split == "workgroup"
    assert (copy.dst.region.base, copy.dst.region.size) == (0, 4096)


def test_runtime_loop_bound_becomes_a_parameter_and_needs_values(tmp_path):
    path = kernel_file(tmp_path, """
        k_tiles = k // 64
        for t in range(0, k_tiles - 1):
            copy(0)
            rocdl.s_waitcnt(vmcnt=0)
            rocdl.s_barrier()
    """)
    with pytest.raises(InputError) as exc:
        load(path)
    assert "k_tiles" in str(exc.value) and "--param k_tiles=" in str(exc.value)
    (prog,) = load(path, k_tiles=(2, 3))
    assert [p.name for p in prog.params] == ["k_tiles"]
    (loop,) = [s for s in prog.groups[0].body if isinstance(s, Loop)]
    assert str(loop.stop) == "(k_tiles - 1)"


def test_compiler_wait_is_placed_where_the_fragment_is_used_counting_later_lds_ops(tmp_path):
    path = kernel_file(tmp_path, """
        f = read(0)
        g = read(2048)
        rocdl.s_barrier()
        fx.gemm(mma, acc, f, f, acc)
        fx.gemm(mma, acc, g, g, acc)
    """)
    (prog,) = load(path)
    body = prog.groups[0].body
    kinds = [type(s).__name__ for s in body]
    assert kinds == ["LdsRead", "LdsRead", "Barrier", "Wait", "Wait"]
    assert [s.lgkmcnt for s in body if isinstance(s, Wait)] == [1, 0]  # f: g's read is younger


def test_read_in_flight_across_a_barrier_is_a_war_hazard_but_not_after_its_use(tmp_path):
    racy = kernel_file(tmp_path, """
        f = read(0)
        rocdl.s_barrier()
        copy(0)
        fx.gemm(mma, acc, f, f, acc)
    """, name="racy.py")
    safe = kernel_file(tmp_path, """
        f = read(0)
        fx.gemm(mma, acc, f, f, acc)
        rocdl.s_barrier()
        copy(0)
    """, name="safe.py")
    # the read is issued before the barrier and the copy after it; only the compiler's wait at
    # the gemm, after the copy, retires the read: latency-protected (SS106)
    assert findings(racy) == [("SS106", line_of(racy, "copy(0)"))]
    assert findings(safe) == []


def test_findings_are_reported_at_the_kernel_lines_not_inside_helpers(tmp_path):
    path = kernel_file(tmp_path, """
        copy(0)
        rocdl.s_barrier()
        f = read(0)
        fx.gemm(mma, acc, f, f, acc)
    """)
    assert findings(path) == [("SS101", line_of(path, "f = read(0)"))]


def test_gpu_barrier_is_a_fenced_barrier_and_rocdl_s_barrier_is_bare(tmp_path):
    path = kernel_file(tmp_path, """
        copy(0)
        gpu.barrier()
        f = read(0)
        fx.gemm(mma, acc, f, f, acc)
    """)
    assert findings(path) == []
    (prog,) = load(path)
    assert any("gpu.barrier()" in n for n in prog.notes)


def test_raw_waitcnt_bitfield_and_keyword_forms(tmp_path):
    path = kernel_file(tmp_path, """
        rocdl.s_waitcnt(0)
        rocdl.s_waitcnt(0xC07F)
        rocdl.s_waitcnt(0x0F73)
        rocdl.s_waitcnt(vmcnt=5)
        rocdl.s_waitcnt(lgkmcnt=0)
    """)
    (prog,) = load(path)
    waits = [(w.vmcnt, w.lgkmcnt) for w in prog.groups[0].body if isinstance(w, Wait)]
    assert waits == [(0, 0), (None, 0), (3, None), (5, None), (None, 0)]


def test_constexpr_values_give_one_program_each_and_feed_the_factory(tmp_path):
    path = kernel_file(tmp_path, """
        if const_expr(param.split):
            rocdl.s_barrier()
        copy(0)
    """)
    progs = load(path, split=(False, True), waves=2)
    assert [len(p.groups[0].waves) for p in progs] == [2, 2]
    assert [sum(isinstance(s, Barrier) for s in p.groups[0].body) for p in progs] == [0, 1]
    assert all(set(p.fixed) == {"split", "waves"} for p in progs)


def test_helpers_from_sibling_modules_are_followed(tmp_path):
    (tmp_path / "util.py").write_text(textwrap.dedent('''
        from flydsl.expr import rocdl

        def wait_and_sync(n=0):
            rocdl.s_waitcnt(vmcnt=n)
            rocdl.s_barrier()
    '''))
    path = kernel_file(tmp_path, """
        copy(0)
        wait_and_sync(0)
        f = read(0)
        fx.gemm(mma, acc, f, f, acc)
    """, extra="\nfrom .util import wait_and_sync\n")
    assert findings(path) == []
    (prog,) = load(path)
    (wait,) = [s for s in prog.groups[0].body if isinstance(s, Wait) and s.vmcnt == 0]
    assert wait.loc.file.endswith("util.py") and wait.stack[0].line == line_of(path, "wait_and_sync(0)")


def test_unresolved_imported_call_is_reported_in_the_notes(tmp_path):
    path = kernel_file(tmp_path, "sync_all()\n", extra="\nfrom kernels.somewhere import sync_all\n")
    (prog,) = load(path)
    assert any("sync_all()" in n and "not modelled" in n for n in prog.notes)


def test_the_file_is_never_imported_or_run(tmp_path):
    marker = tmp_path / "ran"
    path = kernel_file(tmp_path, "rocdl.s_barrier()\n",
                       extra=f"\nimport os\nos.system('touch {marker}')\nopen('{marker}', 'w')\n")
    load(path)
    assert not marker.exists()
    assert "flydsl" not in sys.modules


def test_lane_conditions_are_decided_when_the_wave_range_decides_them(tmp_path):
    path = kernel_file(tmp_path, """
        if tid < 128:
            rocdl.s_barrier()
    """)
    (prog,) = load(path)
    assert [g.waves for g in prog.groups] == [(0, 1), (2, 3)]


# ---------------------------------------------------------------- bad input


def run_cli(*args):
    return CliRunner().invoke(app, ["check", *args])


def test_syntax_error_gives_file_line_column_and_exit_2(tmp_path):
    path = tmp_path / "bad.py"
    path.write_text("import flydsl.expr as fx\n\ndef kern(:\n    pass\n")
    r = run_cli(str(path))
    assert r.exit_code == 2
    assert f"{path}:3:" in r.output and "syntax error" in r.output and "Traceback" not in r.output


def test_unknown_kernel_name_exit_2(tmp_path):
    path = kernel_file(tmp_path, "rocdl.s_barrier()\n")
    r = run_cli(path, "--kernel", "nope")
    assert r.exit_code == 2
    assert f"{path}:1:1: error: no FlyDSL kernel named 'nope' (kernels: kern)" in r.output


BUILT = HEADER + """

def compile_kern(K: int, BLOCK: int = 64):
    n = K // BLOCK

    @flyc.kernel(known_block_size=[256, 1, 1])
    def kern(a: fx.Tensor):
        for i in range_constexpr(n):
            rocdl.s_barrier()

    return kern
"""


def test_kernel_built_by_a_function_takes_the_builders_arguments_as_constexprs(tmp_path):
    """The builder runs (statically) up to the kernel's definition, once per --param value of its
    arguments; the kernel closes over its locals; known_block_size gives the wave count."""
    path = tmp_path / "built.py"
    path.write_text(BUILT)
    r = run_cli(str(path))
    assert r.exit_code == 2 and "Traceback" not in r.output and "no findings" not in r.output
    line = line_of(str(path), "def compile_kern(")
    assert f"{path}:{line}:1: error: kernel kern is built by compile_kern(), which needs K: " \
           "give it with --param K=VALUE" in r.output
    programs = load(str(path), K=(128, 256))
    assert [sum(isinstance(s, Barrier) for s in p.groups[0].body) for p in programs] == [2, 4]
    assert [g.waves for g in programs[0].groups] == [(0, 1, 2, 3)]
    assert "built by compile_kern(): K=128" in programs[0].notes[0]
    r = run_cli(str(path), "--param", "K=128..")
    assert r.exit_code == 2 and "argument of the builder compile_kern()" in r.output


def test_absolute_imports_inside_the_source_tree_are_followed(tmp_path):
    """`from kernels.util import f` resolves against the folders above the kernel file."""
    pkg = tmp_path / "kernels"
    pkg.mkdir()
    (pkg / "util.py").write_text(
        "from flydsl.expr import rocdl\n\n\ndef sync():\n    rocdl.s_waitcnt(vmcnt=0)\n    rocdl.s_barrier()\n")
    path = kernel_file(pkg, "copy(0)\nsync()\n", extra="\nfrom kernels.util import sync\n")
    (prog,) = load(path)
    kinds = [type(s).__name__ for s in prog.groups[0].body]
    assert kinds == ["AsyncCopy", "Wait", "Barrier"]


def _loop_counts(prog):
    """wave -> the trip count (stop) of the first schedule loop its group runs."""
    out = {}
    for g in prog.groups:
        loop = next(s for s in g.body if isinstance(s, Loop))
        for w in g.waves:
            out[w] = loop.stop
    return out


def test_a_loop_whose_start_differs_between_lanes_runs_as_often_as_each_waves_longest_lane(tmp_path):
    """range(tid, 320, 256) with 4 waves: lanes 0..63 run it twice, the others once; the barrier
    inside runs that often in each wave, so the waves' barrier counts differ (SS201)."""
    path = kernel_file(tmp_path, "for i in range(tid, 320, 256):\n    rocdl.s_barrier()\n")
    (prog,) = load(path)
    assert _loop_counts(prog) == {0: 2, 1: 1, 2: 1, 3: 1}
    assert [rule for rule, _ in findings(path)] == ["SS201"]
    path = kernel_file(tmp_path, "for i in range(tid, 512, 256):\n    rocdl.s_barrier()\n")
    (prog,) = load(path)
    assert set(_loop_counts(prog).values()) == {2} and findings(path) == []


def test_a_grid_stride_loop_shares_one_trip_count_where_the_step_is_a_multiple_of_the_lanes_spread(tmp_path):
    """range(bid * 256 + tid, 4096, grid_dim.x * S): with S = 256 every wave's lanes lie in one
    block of the step's multiple (one parameter); with S = 64 a wave starting j blocks of 64
    further runs max(0, trips - short) times, short from 0 to j."""
    body = "bid = fx.block_idx.x\nstride = fx.grid_dim.x * {s}\nfor i in range(bid * 256 + tid, 4096, stride):\n" \
           "    rocdl.s_barrier()\n"
    (prog,) = load(kernel_file(tmp_path, body.format(s=256)))
    counts = _loop_counts(prog)
    assert {str(c) for c in counts.values()} == {"trips_L" + str(line_of(str(tmp_path / "k.py"), "for i in"))}
    (prog,) = load(kernel_file(tmp_path, body.format(s=64)))
    line = line_of(str(tmp_path / "k.py"), "for i in")
    counts = {w: str(c) for w, c in _loop_counts(prog).items()}
    assert counts[0] == f"trips_L{line}"
    assert counts[1] == f"max(0, (trips_L{line} - trips_L{line}.short64))"
    decl = {d.name: (d.lo, d.hi) for d in prog.params}
    assert decl[f"trips_L{line}.short64"] == (0, 1) and decl[f"trips_L{line}.short192"] == (0, 3)


def test_division_of_an_index_value_is_integer_division_and_of_an_int32_is_not(tmp_path):
    """gpu.thread_id("x") is an MLIR index value: FlyDSL's `/` on it is arith.divui. fx.thread_idx.x
    is an Int32, on which `/` gives a float: the address is not known (the whole field, noted)."""
    path = kernel_file(tmp_path, "t = gpu.thread_id('x')\nfx.ptr_store(fx.Int32(0), smem + (t / 64) * 64 + t % 64)\n")
    (prog,) = load(path)
    assert not any("is not known" in n or "not evaluated" in n for n in prog.notes)
    path = kernel_file(tmp_path, "fx.ptr_store(fx.Int32(0), smem + (tid / 64) * 64 + tid % 64)\n")
    (prog,) = load(path)
    assert any("is not evaluated" in n or "is not known" in n for n in prog.notes)


@pytest.mark.parametrize("body, what, marker", [
    ("if tid % 64 < 32:\n    rocdl.s_barrier()\n", "barrier under a runtime condition", "rocdl.s_barrier()"),
    ("for i in range(tid % 7):\n    rocdl.s_barrier()\n", "loop whose length differs between lanes",
     "for i in"),
    ("async def f():\n    pass\n", "unsupported statement: AsyncFunctionDef", "async def"),
    ("while tid % 7 > 0:\n    rocdl.s_barrier()\n", "while loop on a runtime condition with copies, waits or barriers",
     "while"),
    ("for i in range_constexpr(k):\n    copy(0)\n", "runtime value", "range_constexpr(k)"),
    ("if 'a' < 1:\n    pass\n", "TypeError: '<' not supported between instances of 'str' and 'int'", "'a' < 1"),
    ("pad = 'a' * 10**10\n", "repeating 1 elements 10000000000 times gives more than 1000000", "pad = "),
    ("n = len(5)\n", "len(): TypeError: object of type 'int' has no len()", "n = len"),
    ("x = 1" + "+1" * 500 + "\n", "nests more than 200 levels deep", "x = 1+1"),
    ("for i in range(k):\n    copy(0)\n    break\n", "'break' in a loop of runtime or symbolic length", "for i in"),
])
def test_unsupported_constructs_give_their_position_and_exit_2(tmp_path, body, what, marker):
    path = kernel_file(tmp_path, body)
    r = run_cli(path, "--param", "k_tiles=2")
    assert r.exit_code == 2, r.output
    line = line_of(path, marker)
    assert f"{path}:{line}:" in r.output and what in r.output and "Traceback" not in r.output


def test_factory_rejection_and_unknown_param_exit_2(tmp_path):
    path = kernel_file(tmp_path, "rocdl.s_barrier()\n")
    r = run_cli(path, "--param", "waves=32")
    assert r.exit_code == 2 and "too many waves: 32" in r.output
    assert f"{path}:{line_of(path, 'raise ValueError')}:" in r.output
    r = run_cli(path, "--param", "wavez=2")
    assert r.exit_code == 2 and "--param wavez: no such" in r.output


def test_factory_argument_without_default_must_be_given(tmp_path):
    path = tmp_path / "k.py"
    path.write_text(kernel_file(tmp_path, "rocdl.s_barrier()\n", name="tmp.py") and
                    open(tmp_path / "tmp.py").read().replace("def make_p(waves: int = 4", "def make_p(waves: int"))
    r = run_cli(str(path))
    assert r.exit_code == 2 and "needs waves: give it with --param waves=VALUE" in r.output


# ---------------------------------------------------------------- profiles


def test_profile_gives_helper_effects_tensor_widths_and_mma_ownership(tmp_path, monkeypatch):
    import syncsan.frontends.flydsl as fly
    from syncsan.ir import LdsWrite

    profiles = tmp_path / "profiles"
    profiles.mkdir()
    (profiles / "p.toml").write_text(textwrap.dedent('''
        files = ["mma_*.py"]
        [tensors]
        a = 16
        [helpers.opaque_copy]
        effect = "copy"
        dst = "ptr"
        length = "2048"
        count = "2"
        [mma.mma]
        atom = [16, 16]
        wave_m = "wm"
        wave_n = "wn"
    '''))
    monkeypatch.setattr(fly, "PROFILE_DIR", profiles)
    path = tmp_path / "mma_kernel.py"
    path.write_text(HEADER.replace("waves: int = 4", "waves: int = 8") + textwrap.dedent('''
        WM = 2

        def opaque_copy(ptr):
            pass

        @flyc.kernel
        def kern(a: fx.Tensor, mma: fx.TiledMma, param: P):
            tid = fx.thread_idx.x
            w = fx.get_iter(a).dtype.width

            @fx.struct
            class S:
                c: fx.Array[fx.BFloat16, 128 * 128, 16]

            smem = fx.SharedAllocator().allocate(S).c.peek().ptr
            opaque_copy(smem)
            thr = mma.thr_slice(tid)
            rows = thr.partition_C(fx.make_view(0, fx.make_layout((128, 128), (1, 0))))
            cols = thr.partition_C(fx.make_view(0, fx.make_layout((128, 128), (0, 1))))
            sC = fx.make_view(smem, fx.make_layout((128, 128), (128, 1)))
            for i in range_constexpr(4):
                sC[fx.get_scalar(rows[i]), fx.get_scalar(cols[i])] = i
    ''').replace("class P:", "class P:").replace("def make_p(waves: int = 8, split: bool = False) -> P:",
                                                  "def make_p(waves: int = 8, split: bool = False) -> P:"))
    src = path.read_text().replace("    split: fx.Constexpr[bool]\n", "    split: fx.Constexpr[bool]\n    wm: fx.Constexpr[int]\n    wn: fx.Constexpr[int]\n")
    src = src.replace("return P(waves=waves, split=split)", "return P(waves=waves, split=split, wm=2, wn=4)")
    path.write_text(src)
    (prog,) = load(str(path))
    assert [g.waves for g in prog.groups] == [(0, 1, 2, 3), (4, 5, 6, 7)]
    assert any("opaque_copy() modelled from profile p.toml: copy" in n for n in prog.notes)
    assert any("tiled MMA from profile p.toml" in n for n in prog.notes)
    for g, first_row in zip(prog.groups, (0, 16)):
        writes = [s for s in g.body if isinstance(s, LdsWrite)]
        assert writes and all(s.dst.split == "group" for s in writes)
        spans = writes[0].dst.spans
        # rows 16m + 32r + i (64 of them), two 64-column blocks each, 2 bytes per element
        assert len(spans) == 128 and spans[0].offset == first_row * 128 * 2 and spans[0].length == 128
    (copy,) = [s for s in prog.groups[0].body if isinstance(s, AsyncCopy)]
    assert copy.count == 2 and copy.dst.region.size == 4096


# ---------------------------------------------------------------- builders in plain Python

PYBUILT = '''
import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import const_expr, rocdl
from flydsl.runtime.device import get_rocm_arch, get_warp_size, is_rdna_arch
from kernels.common import util

WARP_SIZE = get_warp_size()
ARCH = get_rocm_arch()
BARRIERS_PER_STAGE = 1


def compile_kern(*, dtype_str: str, **opts):
    dtype = dtype_str.strip().lower()
    stages = {"bf16": 2, "f32": 1}[dtype] + opts.get("extra", 0)
    n = stages * BARRIERS_PER_STAGE * util.FACTOR
    if ARCH.startswith("gfx95") and not is_rdna_arch():
        n += 1

    @flyc.kernel(known_block_size=[2 * WARP_SIZE, 1, 1])
    def kern(a: fx.Tensor, k: fx.Int32):
        tid = fx.thread_idx.x
        if const_expr(isinstance(tid, fx.Numeric) and not isinstance(tid, int) and hasattr(util, "FACTOR")):
            for _ in range(n):
                rocdl.s_barrier()
        if const_expr(isinstance(tid, fx.Float32)):  # not known: both sides are followed
            fx.copy(fx.make_copy_atom(fx.UniversalCopy128b(), fx.Float32), a, a)

    return kern
'''


def pybuilt(tmp_path) -> str:
    pkg = tmp_path / "kernels"
    (pkg / "common").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "common" / "__init__.py").write_text("")
    (pkg / "common" / "util.py").write_text("FACTOR = 1\n")
    path = pkg / "k.py"
    path.write_text(PYBUILT)
    return str(path)


def barriers(program) -> int:
    """The barriers the first wave group runs (a `range()` loop of constant bounds is an scf.for:
    one loop, its body's barriers once per iteration)."""
    def count(body):
        return sum(1 if isinstance(s, Barrier) else len(trip_values(s)) * count(s.body) if isinstance(s, Loop) else 0
                   for s in body)
    return count(program.groups[0].body)


def test_string_constexprs_device_queries_and_submodule_imports_in_a_builder(tmp_path):
    """`--param dtype_str=bf16` is a string; get_warp_size()/get_rocm_arch()/is_rdna_arch()
    answer from the target (64 lanes, 'gfx950'), each noted; `from kernels.common import util`
    imports a submodule; isinstance() of the thread id against fx.Numeric holds, against int
    not, and against fx.Float32 is not known (both sides followed, noted)."""
    path = pybuilt(tmp_path)
    bf16, f32 = load(path, dtype_str=("bf16", "f32"))
    assert [barriers(bf16), barriers(f32)] == [3, 2]  # stages * 1 * FACTOR + 1 (gfx950)
    assert [g.waves for g in bf16.groups] == [(0, 1)]  # 2 * WARP_SIZE threads
    assert "dtype_str='bf16'" in bf16.notes[0]
    notes = "\n".join(bf16.notes)
    assert "assumed get_warp_size() = 64 (the target, --target gfx950)" in notes
    assert "assumed get_rocm_arch() = 'gfx950'" in notes and "assumed is_rdna_arch() = False" in notes
    assert "isinstance(per-lane value, ...) is not known to the checker: both sides" in notes
    opts = FrontendOptions(target="gfx942", params={"dtype_str": ("bf16",)})
    (gfx942,) = load_programs(path, opts)
    assert barriers(gfx942) == 2 and "assumed get_rocm_arch() = 'gfx942'" in "\n".join(gfx942.notes)


def test_defines_override_module_constants_of_the_file_and_of_imported_modules(tmp_path):
    path = pybuilt(tmp_path)
    opts = FrontendOptions(params={"dtype_str": ("bf16",)},
                           defines={"BARRIERS_PER_STAGE": 3, "common.util.FACTOR": 2, "ARCH": "gfx942"})
    (prog,) = load_programs(path, opts)
    assert barriers(prog) == 2 * 3 * 2  # no +1: ARCH is not gfx95x
    assert set(prog.defined) == {"BARRIERS_PER_STAGE", "common.util.FACTOR", "ARCH"}
    notes = "\n".join(prog.notes)
    assert f"{path}:10:1: BARRIERS_PER_STAGE = 3 from --define BARRIERS_PER_STAGE" in notes
    assert "util.py:1:1: FACTOR = 2 from --define common.util.FACTOR" in notes
    r = run_cli(path, "--param", "dtype_str=bf16", "--define", "NOPE=1")
    assert r.exit_code == 2 and "no module-level constant 'NOPE' to override" in r.output
    r = run_cli(path, "--param", "dtype_str=bf16", "-D", "WARP_SIZE=32", "--format", "json")
    assert r.exit_code == 0, r.output
    doc = __import__("json").loads(r.output)
    assert any("WARP_SIZE = 32 from --define WARP_SIZE" in n for n in doc["files"][0]["notes"])
    assert doc["files"][0]["notes"][0].endswith("1 waves (known_block_size 64 threads)")


def test_string_values_for_runtime_parameters_and_unknown_strings_are_errors(tmp_path):
    path = pybuilt(tmp_path)
    r = run_cli(path, "--param", "dtype_str=fp4")
    assert r.exit_code == 2 and "KeyError: 'fp4'" in r.output and f"{path}:15:" in r.output
    body = "for t in range(k):\n    rocdl.s_barrier()\n"
    r = run_cli(kernel_file(tmp_path, body), "--param", "k=bf16")
    assert r.exit_code == 2 and "--param k=bf16: k is a runtime value of the kernel" in r.output


def test_python_around_flydsl_values(tmp_path):
    """Dataclasses, super(), try/except, comprehensions over a runtime-length range, attribute
    `+=`, a side of an unknown type test that raises, and FlyDSL methods of folded constants."""
    extra = '''
from dataclasses import dataclass, field


@dataclass
class Cfg:
    n: int
    tags: list = field(default_factory=list)


class Base:
    def __init__(self, n):
        self.n = n


class Loader(Base):
    def __init__(self, n):
        super().__init__(n)
        self.count = 0

    def step(self):
        self.count += 1
        rocdl.s_barrier()


try:
    from .nowhere import thing
except ImportError:
    thing = 2
'''
    body = """
        cfg = Cfg(thing, ["x"])
        ld = Loader(cfg.n)
        for _ in range_constexpr(ld.n + len(cfg.tags)):
            ld.step()
        vals = [fx.Float32(v) * 2 for v in range(fx.Int32(k))]  # runtime length: evaluated once
        zero = fx.Float32(0.0).maximumf(1.0)
        if isinstance(a, fx.rocdl.Unknown):
            raise ValueError("not this side")
        assert ld.count == 3
    """
    (prog,) = load(kernel_file(tmp_path, body, extra=extra))
    assert barriers(prog) == 3
    notes = "\n".join(prog.notes)
    assert "comprehension over a sequence of runtime length" in notes
    assert "the other side of this condition raises (ValueError raised: not this side)" in notes


def test_a_loaded_register_vector_is_indexed_not_taken_as_a_runtime_parameter(tmp_path):
    # a uniform vector loaded from registers (fx.memref_load_vec) and named inside a loop over
    # runtime bounds is a vector: its elements are runtime values, the name is no parameter
    path = kernel_file(tmp_path, """
        reg = fx.make_rmem_tensor(4, fx.Int32)
        fx.copy(rd, fx.slice(a, (None, fx.Int32(0))), reg)  # the same in every lane
        first = fx.memref_load_vec(reg)[0]
        for i in range(first, first + 4, fx.Int32(1)):
            info = fx.memref_load_vec(reg)
            start = info[0]
            copy(0)
            rocdl.s_waitcnt(vmcnt=0)
            rocdl.s_barrier()
    """)
    (prog,) = load(path)
    assert [p.name for p in prog.params] == [f"trips_L{line_of(path, 'for i in range(first')}"]
