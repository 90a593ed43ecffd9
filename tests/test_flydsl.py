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
from syncsan.ir import AsyncCopy, Barrier, Loop, Wait

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


@pytest.mark.parametrize("body, what, marker", [
    ("if tid % 64 < 32:\n    rocdl.s_barrier()\n", "barrier under a runtime condition", "rocdl.s_barrier()"),
    ("f = lambda x: x\n", "lambda is not supported", "lambda"),
    ("while k > 0:\n    rocdl.s_barrier()\n", "while loops", "while"),
    ("for i in range_constexpr(k):\n    copy(0)\n", "runtime value", "range_constexpr(k)"),
    ("if 'a' < 1:\n    pass\n", "cannot evaluate this statement", "'a' < 1"),
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
