"""Fuzzing the command line: hypothesis generators for every input syncsan reads (schedules,
FlyDSL kernels, assembly, configuration, baselines, suppressions), made by mutating the corpus
(truncation, byte flips, deleted, duplicated and swapped lines, huge numbers, deep nesting,
tokens of the language in odd places), and a runner that checks one case the way a user runs it.

The property of every case: the exit status is 0, 1 or 2 (3 means syncsan crashed: a bug), no
traceback is printed, and the check ends within a time and a memory bound. A case runs the real
`syncsan check` entry point in a forked child of the test process (no interpreter start-up, so
hundreds of cases fit in seconds) with an address-space limit, killed at the time bound;
`run_process` runs a case as its own process for the CLI contract end to end.

Used by tests/test_fuzz.py (a bounded sample; the long run with --run-slow) and by
bench/fuzz_run.py (the committed figures of one long run).
"""

from __future__ import annotations

import io
import os
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parent.parent

#: per-file time limit given to syncsan (--timeout), and the slack before a case counts as a hang
CHECK_TIMEOUT = 4.0
HANG_SLACK = 20.0
#: address space a case may add to what the test process already maps
MEMORY_HEADROOM = 2 << 30


# ------------------------------------------------------------------ running one case


@dataclass(frozen=True)
class Case:
    """Files to write into a fresh folder, and the `syncsan check` arguments run there."""

    kind: str
    files: tuple[tuple[str, bytes], ...]
    args: tuple[str, ...]
    stdin: bytes = b""

    def describe(self) -> str:
        shown = []
        for name, data in self.files:
            text = data[:3000].decode("utf-8", errors="backslashreplace")
            shown.append(f"--- {name} ({len(data)} bytes)\n{text}")
        return f"syncsan check {' '.join(self.args)}\n" + "\n".join(shown)


@dataclass(frozen=True)
class Outcome:
    status: int | None  # exit status; None when killed at the time bound
    stdout: str
    stderr: str
    seconds: float
    signal: int | None = None  # the signal that ended it, if one did

    @property
    def hang(self) -> bool:
        return self.status is None and self.signal == signal.SIGKILL

    @property
    def traceback(self) -> bool:
        return "Traceback (most recent call last)" in self.stdout + self.stderr

    @property
    def crash(self) -> bool:
        return not self.hang and (self.status not in (0, 1, 2) or self.traceback)

    @property
    def ok(self) -> bool:
        return not self.hang and not self.crash

    def verdict(self) -> str:
        return "hang" if self.hang else "crash" if self.crash else "ok"


def _vm_bytes() -> int:
    try:
        with open("/proc/self/status") as fh:
            for line in fh:
                if line.startswith("VmSize:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def _write(case: Case, folder: Path) -> None:
    for name, data in case.files:
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


def _warm() -> None:
    """Import what a check uses once, here, so that forked children do not each import it."""
    import syncsan.baseline  # noqa: F401
    import syncsan.cli  # noqa: F401
    import syncsan.frontends.asm.lower  # noqa: F401
    import syncsan.frontends.flydsl  # noqa: F401
    import syncsan.frontends.schedule  # noqa: F401
    import syncsan.prover  # noqa: F401
    import syncsan.reporters.github  # noqa: F401
    import syncsan.reporters.json  # noqa: F401
    import syncsan.reporters.sarif  # noqa: F401
    import syncsan.reporters.text  # noqa: F401
    import syncsan.walk  # noqa: F401


def run_forked(case: Case, bound: float | None = None, memory: int | None = None) -> Outcome:
    """Run `syncsan check` on the case in a forked child of this process: an address-space limit
    of what this process maps plus `memory`, killed (with its workers) after `bound` seconds."""
    _warm()
    bound = bound if bound is not None else CHECK_TIMEOUT + HANG_SLACK
    limit = _vm_bytes() + (memory if memory is not None else MEMORY_HEADROOM)
    with tempfile.TemporaryDirectory(prefix="syncsan-fuzz-") as tmp:
        folder = Path(tmp)
        _write(case, folder)
        out, err, inp = folder / ".out", folder / ".err", folder / ".in"
        inp.write_bytes(case.stdin)
        sys.stdout.flush()
        sys.stderr.flush()
        started = time.monotonic()
        pid = os.fork()
        if pid == 0:  # the child: never returns
            _child(case, folder, out, err, inp, limit)
        status, sig = None, None
        while True:
            done, code = os.waitpid(pid, os.WNOHANG)
            if done:
                if os.WIFEXITED(code):
                    status = os.WEXITSTATUS(code)
                else:
                    sig = os.WTERMSIG(code)
                break
            if time.monotonic() - started > bound:
                try:
                    os.killpg(pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                os.waitpid(pid, 0)
                sig = signal.SIGKILL
                break
            time.sleep(0.005)
        seconds = time.monotonic() - started
        try:  # workers the child left behind
            os.killpg(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        return Outcome(status, out.read_text(errors="replace"), err.read_text(errors="replace"), seconds, sig)


def _child(case: Case, folder: Path, out: Path, err: Path, inp: Path, limit: int) -> None:
    code = 99
    try:
        os.setpgid(0, 0)
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
        for fd, path, mode in ((0, inp, os.O_RDONLY), (1, out, os.O_WRONLY | os.O_CREAT | os.O_TRUNC),
                               (2, err, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)):
            os.dup2(os.open(path, mode, 0o644), fd)
        sys.stdin = io.TextIOWrapper(os.fdopen(0, "rb", closefd=False), encoding="utf-8")
        sys.stdout = io.TextIOWrapper(os.fdopen(1, "wb", closefd=False), encoding="utf-8", line_buffering=True)
        sys.stderr = io.TextIOWrapper(os.fdopen(2, "wb", closefd=False), encoding="utf-8", line_buffering=True)
        os.chdir(folder)
        os.environ["COLUMNS"] = "160"
        from syncsan.cli import main

        sys.argv = ["syncsan", "check", *case.args]
        try:
            main()
            code = 0
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    except BaseException:  # noqa: BLE001 - whatever escapes main is the property's failure
        try:
            traceback.print_exc()
        except BaseException:  # noqa: BLE001
            pass
        code = 98
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except BaseException:  # noqa: BLE001
            pass
        os._exit(code)


def run_process(case: Case, bound: float | None = None, memory: int = MEMORY_HEADROOM + (1 << 30)) -> Outcome:
    """The case as its own `python -m syncsan` process (the CLI contract end to end)."""
    bound = bound if bound is not None else CHECK_TIMEOUT + HANG_SLACK + 10

    def limits():
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
        os.setpgid(0, 0)

    with tempfile.TemporaryDirectory(prefix="syncsan-fuzz-") as tmp:
        folder = Path(tmp)
        _write(case, folder)
        started = time.monotonic()
        p = subprocess.Popen([sys.executable, "-m", "syncsan", "check", *case.args], cwd=folder,
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             preexec_fn=limits, env=dict(os.environ, COLUMNS="160"))
        try:
            stdout, stderr = p.communicate(case.stdin, timeout=bound)
            status, sig = (p.returncode, None) if p.returncode >= 0 else (None, -p.returncode)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            stdout, stderr = p.communicate()
            status, sig = None, signal.SIGKILL
        return Outcome(status, stdout.decode(errors="replace"), stderr.decode(errors="replace"),
                       time.monotonic() - started, sig)


# ------------------------------------------------------------------ mutations


def _lines(data: bytes) -> list[bytes]:
    return data.split(b"\n")


@st.composite
def mutated(draw, seed: bytes, vocabulary: tuple[bytes, ...], nest: tuple[tuple[bytes, bytes, bytes], ...]) -> bytes:
    """`seed` with up to four mutations (none in one case of seven, so that the options reach the
    checks, fixes and reports of an intact kernel): truncation, byte flips, inserted bytes, deleted,
    duplicated and swapped lines, huge numbers, deep nesting, and tokens of the language
    (`vocabulary`) inserted at a line; `nest` gives (open, atom, close) for deep nesting."""
    data = seed
    for _ in range(draw(st.sampled_from((0, 1, 1, 2, 2, 3, 4)))):
        op = draw(st.sampled_from(("truncate", "flip", "insert_bytes", "delete", "duplicate", "swap", "number",
                                   "nest", "token", "token", "token")))
        lines = _lines(data)
        if op == "truncate" and data:
            data = data[:draw(st.integers(0, len(data) - 1))]
        elif op == "flip" and data:
            i = draw(st.integers(0, len(data) - 1))
            data = data[:i] + bytes([data[i] ^ draw(st.integers(1, 255))]) + data[i + 1:]
        elif op == "insert_bytes":
            i = draw(st.integers(0, len(data)))
            junk = draw(st.sampled_from((b"\x00", b"\xff\xfe", b"\xef\xbb\xbf", b"\r", b"\t", b"\xc3(", b"\\",
                                         b"\x1b[0m", b"\xe2\x80\xae", "\u00e9".encode(), b"\n\n\n")))
            data = data[:i] + junk + data[i:]
        elif op == "delete" and len(lines) > 1:
            i = draw(st.integers(0, len(lines) - 1))
            data = b"\n".join(lines[:i] + lines[i + 1:])
        elif op == "duplicate" and lines:
            i = draw(st.integers(0, len(lines) - 1))
            n = draw(st.sampled_from((1, 2, 50)))
            data = b"\n".join(lines[:i] + [lines[i]] * (n + 1) + lines[i + 1:])
        elif op == "swap" and len(lines) > 1:
            i, j = draw(st.integers(0, len(lines) - 1)), draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
            data = b"\n".join(lines)
        elif op == "number":
            numbers = list(re.finditer(rb"\d+", data))
            if numbers:
                m = numbers[draw(st.integers(0, len(numbers) - 1))]
                big = draw(st.sampled_from((b"0", b"-1", b"4294967296", b"18446744073709551616", b"9" * 30,
                                            b"9" * 5000, b"1" * 100_001, b"10**10", b"2**64", b"0x" + b"f" * 40,
                                            b"1e308", b"1 << 4000", b"1000000000")))
                data = data[:m.start()] + big + data[m.end():]
        elif op == "nest" and nest:
            opener, atom, closer = draw(st.sampled_from(nest))
            depth = draw(st.sampled_from((50, 200, 1200, 5000)))
            i = draw(st.integers(0, len(lines)))
            lines.insert(i, opener * depth + atom + closer * depth)
            data = b"\n".join(lines)
        elif op == "token" and vocabulary:
            i = draw(st.integers(0, len(lines)))
            token = draw(st.sampled_from(vocabulary))
            indent = re.match(rb"[ \t]*", lines[i] if i < len(lines) else b"").group(0)
            lines.insert(i, indent + token)
            data = b"\n".join(lines)
    return data


# ------------------------------------------------------------------ the corpus, per input kind


def _read(*parts: str) -> bytes:
    return (ROOT.joinpath(*parts)).read_bytes()


SCHEDULE_SEEDS = tuple(sorted(str(p.relative_to(ROOT)) for p in (ROOT / "corpus").glob("*/*.sched")))
SCHEDULE_VOCABULARY = (
    b"barrier()", b"wait(vmcnt=0)", b"wait(vmcnt=99, lgkmcnt=-1)", b"copy(A[0], -1)", b"read(A[99])",
    b"for i in range(10**9):", b"for i in range(k_tiles * k_tiles * k_tiles):", b"if wid == 0:", b"else:",
    b"while True:", b"x = 'a' * 10**10", b"import os", b"def kernel(wid):", b"def kernel(wid, group, extra):",
    b"B = lds(bytes=1000000000000)", b"C = lds(dims=(2,), bytes=64, at=A)", b"D = lds(bytes=16, at=-1)",
    b"k2 = param(2, min=1)", b"k3 = param(True)", b"k4 = param(2, choices=())", b"workgroup(waves=17)",
    b"workgroup(waves=0)", b'workgroup(groups={"a": 8, "b": 8})', b'target("gfx942")', b'target("gfx1100")',
    b"load(2**40)", b"smem(-1)", b"store()", b"read(A[0].bytes(0, 10**12))", b"write(A[0], split='x')",
    b"return", b"yield 1", b"lambda: 1", b"x = [i for i in range(10**8)]", b"assert False",
    b"raise ValueError('x')", b"x = len()", b"x = int('a')", b"x = {{}: 1}", b"x = range(1, 2, 0)",
    b"kernel(0)", b"@decorator", b"class K:", b"global x", b"del A", b"x = f'{1:>{10**9}}'",
    b"# syncsan: ignore[SS101] -- fuzz", b"\x0c", b"pass;pass", b"if k_tiles: barrier()",
    b"x = (1).__class__", b"x = __import__('os')",
)
PY_NEST = ((b"x = ", b"", b""), (b"x = " + b"(" * 0, b"1", b""), (b"(", b"1", b")"), (b"[", b"", b"]"),
           (b"-", b"1", b""), (b"not ", b"True", b""), (b"x = 1 + ", b"", b"1 + "), (b"{", b"", b"}"),
           (b"if True:\n" + b" ", b"pass", b""))

FLYDSL_DIR = "corpus/flydsl"
FLYDSL_SEEDS = (
    ("pingpong_gemm.py", ("--param", "fixed=false", "--param", "k_tiles=2..5")),
    ("multistage_gemm.py", ("--param", "stages=2", "--param", "slack=0", "--param", "k_tiles=1..4")),
    ("asm_double_buffer.py", ("--kernel", "asm_double_buffer_kernel", "--param", "wait=2", "--param",
                              "k_tiles=1..4")),
    ("builder_gemm.py", ("--param", "fixed=false", "--param", "K=128")),
    ("builder_python.py", ("--param", "K=128,192", "--param", "dtype_str=f8")),
    ("builder_python.py", ("--param", "K=128", "--param", "dtype_str=bf16,f16", "--define", "WARP_SIZE=64")),
)
#: string parameters and module-constant overrides (FlyDSL), well and badly formed
FLYDSL_FLAGS = ((), (), ("--param", "dtype_str=xx"), ("--param", "dtype_str="), ("--param", "dtype_str='f8'"),
                ("--param", "dtype_str=f8,bf16,f8"), ("--define", "WARP_SIZE=32"), ("--define", "WARP_SIZE=0"),
                ("-D", "NOPE=1"), ("--define", "ELEM_BYTES={}"), ("--define", "TAIL_WAIT=(1,"),
                ("--define", "KNOWN=" + "(" * 200 + ")" * 200), ("--define", "WARP_SIZE=" + "9" * 5000),
                ("--define", "flydsl_common.X=1"), ("--define", "=1"), ("--define", "TILE_ALIGN='a' * 10**10"),
                ("--param", "K=1..1000000000"), ("--param", "K=" + "9" * 400))
FLYDSL_VOCABULARY = (
    b"rocdl.s_barrier()", b"rocdl.s_waitcnt(vmcnt=0)", b"rocdl.s_waitcnt(99999)", b"gpu.barrier()",
    b"for i in range_constexpr(10**9):", b"for i in range(k_tiles):", b"if tid == 0:", b"else:",
    b"import os", b"from . import nothing", b"from .flydsl_common import *", b"x = fx.thread_idx.x // 0",
    b"@flyc.kernel", b"@flyc.kernel(known_block_size=[65536, 1, 1])", b"@fx.struct", b"class S:",
    b"    a: fx.Array[fx.BFloat16, 100000000, 16]", b"st = fx.SharedAllocator().allocate(S)",
    b"x = 'a' * 10**10", b"return", b"while True:", b"def f(*a, **k): return f(*a, **k)", b"f()",
    b"x = (lambda: x)()", b"fx.copy(x, y, z)", b"llvm.inline_asm('s_barrier')", b"pass",
    b"dtype = dtype_str * 10**9", b"dtype_str = dtype_str.upper()", b"x = TAIL_WAIT[dtype_str + 'x']",
    b"x = f'{dtype_str:>{10**9}}'", b"x = dtype_str.encode()", b"x = dtype_str[::0]", b"x = int(dtype_str)",
    b"x = {dtype_str: 1}[dtype_str]", b"x = '%s' % dtype_str", b"x = dtype_str.split(None, -1)",
)

ASM_SEEDS = tuple(sorted(str(p.relative_to(ROOT)) for p in (ROOT / "corpus/asm/llvmlite").glob("*.s"))) + (
    "corpus/asm/triton/matmul_gfx950_s2.s", "corpus/asm/triton/matmul_gfx942_s3.s",
    "corpus/asm/hip/dma_bare_gfx942.s", "corpus/asm/hip/dma_syncthreads_gfx950.s",
    "corpus/asm/flydsl/dma_gemm_gfx950.s", "corpus/asm/flydsl/dma_gemm_phase_gfx950.s",
    "corpus/asm/epilogue/pingpong_epilogue_gfx950.s", "corpus/asm/inductor/mm_gfx942_bf16_w4_s2.s")
ASM_VOCABULARY = (
    b"s_barrier", b"s_waitcnt vmcnt(0)", b"s_waitcnt vmcnt(99)", b"s_waitcnt lgkmcnt(-1)", b"s_waitcnt 0xffffffff",
    b"s_add_i32 s4", b"v_add_u32 v0", b"s_mov_b32 m0", b"v_bfe_u32 v1, v0", b"s_mov_b32 ttmp99, 0",
    b"s_mov_b32 s200, 0", b"v_mov_b32 v600, 0", b"s_mov_b32 s[4:2], 0", b"s_endpgm", b"s_branch .LBB0_1",
    b".LBB0_1:", b"s_cbranch_scc1 .LBB0_1", b"s_cbranch_execz .Lnowhere", b"s_setpc_b64 s[0:1]",
    b"ds_read_b32 v1, v0 offset:18446744073709551616", b"ds_write_b32 v0, v1", b"ds_read_b128 v[2:5]",
    b"buffer_load_dword v1, v0, s[0:3], 0 offen lds", b"global_load_lds_dwordx4 v1, s[0:1]",
    b"global_load_lds_dwordx4", b"s_mov_b32 m0, -1", b"s_load_dwordx4 s[0:3]", b"v_readfirstlane_b32 s4",
    b"s_and_saveexec_b64 s[0:1]", b"v_cmp_eq_u32 v0", b"v_cndmask_b32 v0", b"flat_load_dword v0, v[0:1]",
    b".amdhsa_group_segment_fixed_size -1", b".amdhsa_next_free_vgpr 99999999999999999999",
    b".amdgcn_target \"amdgcn-amd-amdhsa--gfx1100\"", b".amdgpu_metadata", b".end_amdgpu_metadata",
    b"    .reqd_workgroup_size: [ 100000, 1, 1 ]", b"    .max_flat_workgroup_size: 0", b"\ts_nop",
    b"s_mov_b32 s4, lit(0x" + b"f" * 30 + b")", b"v_add_u32 v0, v1, v2 row_shl:1", b"s_add_i32 s4, s4, s4",
    b"; syncsan: ignore[SS101] -- fuzz", b".type other,@function", b"other:",
    b"s_load_dword s7, s[0:1], 0x" + b"f" * 20, b"s_mul_i32 s5, s5, s5", b"s_lshl_b32 s5, s5, 31",
    b"s_cmp_lt_i32 s5, s5", b"s_cbranch_scc0 .LBB0_1", b"v_cvt_f32_u32 v3, s5", b"v_rcp_iflag_f32 v3, v3",
    b"s_ashr_i32 s5, s5, 32", b"s_bfe_u32 s5, s5, 0x200020", b"s_lshr_b64 s[6:7], s[6:7], 63",
    b"v_mad_u64_u32 v[4:5], s[8:9], v0, s5, 0", b"s_add_u32 s4, s4, -1", b"s_cselect_b32 s4, s4, 0",
    b"v_lshlrev_b32 v0, 31, v0", b"s_cbranch_vccnz 1f", b"1:", b"s_cbranch_scc1 1b",
)
ASM_NEST = ((b"s_mov_b32 s4, ", b"1", b""), (b"s_mov_b32 s4, (", b"1", b")"), (b"v_mov_b32 v0, [", b"", b"]"),
            (b"  ", b"k: 1", b""), (b"- ", b"1", b""))

CONFIG_SEED = b"""[tool.syncsan]
paths = ["k.sched"]
include = ["*.sched"]
exclude = ["build"]
target = "gfx950"
retire = "in-order"
select = ["SS1"]
ignore = ["SS105"]
fail-on = "error"
prove = false
solver-timeout = 2
timeout = 3
unknown = "fail"
jobs = 1
waves = 4
baseline = "base.json"

[tool.syncsan.params]
k_tiles = "1..4"

[tool.syncsan.kernels."k.sched"]
params = { k_tiles = [1, 2, 3] }
retire = "conservative"
"""
CONFIG_VOCABULARY = (
    b"tool = 1", b"[tool]", b"syncsan = 1", b"select = " + b"[" * 60 + b"]" * 60, b"solver-timeout = inf",
    b"solver-timeout = nan", b"timeout = -1", b"timeout = nan", b"waves = 100000", b"waves = 0", b"jobs = 0",
    b'paths = ["/dev/zero"]', b'paths = ["."]', b'paths = ["k.sched", "k.sched"]', b'baseline = "/dev/zero"',
    b"k_tiles = \"1..1000000000\"", b"k_tiles = \"5..1\"", b"k_tiles = []", b"k_tiles = [[1]]",
    b"k_tiles = 1.5", b"k_tiles = \"1..\"", b'[tool.syncsan.kernels."*"]', b"kernel = 1", b"target = 7",
    b"retire = true", b"unknown = \"maybe\"", b"prove = 1", b"[tool.syncsan.kernels]", b"x = 1979-05-27",
    b"\"\\u0000\" = 1", b"[[tool.syncsan]]", b"select = [\"SS999\"]", b"fail-on = \"never\"",
    b"select = [\"SS4\"]", b"[tool.syncsan.defines]", b"defines = { X = 1 }", b"defines = 1",
    b"defines = { \"a.b.\" = [1] }", b"X = \"(\"", b'k_tiles = "bf16"', b'k_tiles = ["f8", 1]',
    b'defines = { k_tiles = "' + b"9" * 5000 + b'" }',
)
TOML_NEST = ((b"x = ", b"1", b""), (b"x = [", b"", b"]"), (b"x = {a = ", b"1", b"}"))

RACY = b"""k_tiles = param(2, min=1)
A = lds(dims=(2,), bytes=1024)
workgroup(waves=2)


def kernel(wid):
    copy(A[0])
    barrier()
    read(A[0])  # the copy is published before it is retired
    wait(vmcnt=0, lgkmcnt=0)
    for k in range(k_tiles):
        barrier()
"""
BASELINE_SEED = (b'{\n  "tool": "syncsan",\n  "version": "0.1.0",\n  "format": 1,\n  "findings": [\n    {\n'
                 b'      "rule": "SS101",\n      "file": "k.sched",\n      "line": 9,\n'
                 b'      "message": "LDS read of A[0] before the async copy into it is retired",\n'
                 b'      "fingerprint": "0123456789abcdef0123456789abcdef"\n    }\n  ]\n}\n')
BASELINE_VOCABULARY = (b'"format": true,', b'"format": 1.0,', b'"findings": {},', b'"tool": 1,', b"null",
                       b'"fingerprint": 5', b"[" * 100_000 + b"]" * 100_000, b"1" * 100_001, b"\xff",
                       b'{"tool": "syncsan", "format": 1, "findings": [1, 2]}', b"NaN", b"Infinity")
JSON_NEST = ((b"[", b"", b"]"), (b'{"a": ', b"1", b"}"))

SUPPRESSION_LINES = (
    b"# syncsan: ignore[SS101] -- reviewed", b"# syncsan: ignore[SS101]", b"# syncsan: ignore[] -- x",
    b"# syncsan: ignore[SS999] -- x", b"# syncsan: ignore -- x", b"# syncsan: ignore[ss101,SS1] -- x",
    b"# SYNCSAN : IGNORE [SS101] --", b"x = '# syncsan: ignore[SS101] -- in a string'",
    b'x = """\n# syncsan: ignore[SS101] -- in a docstring\n"""', b"#syncsan:ignore[SS101]--x",
    b"# syncsan: ignore[SS101] -- " + b"x" * 5000, b"# syncsan: ignore[" + b"SS101," * 2000 + b"] -- x",
    b"# syncsan: ignore[SS101 -- x", b"# syncsan: ignore[SS001] -- x", b"# syncsan: ignore[SS002] -- x",
)


# ------------------------------------------------------------------ strategies: one per input kind


#: the fix and report options every kind may get (fixes write into the case's own files)
FIX_FLAGS = ((), (), (), ("--fix",), ("--fix-suggestions",), ("--no-fix-suggestions",), ("--fix-budget", "0"),
             ("--fix-budget", "0.5"), ("--fix", "--fix-budget", "1"), ("--verbose",), ("-v", "--fix-suggestions"),
             ("--select", "SS4"), ("--select", "SS4", "--fix"), ("--ignore", "SS1"))


def _flags(draw, *extra: tuple[str, ...]) -> tuple[str, ...]:
    args = ["--timeout", f"{CHECK_TIMEOUT:g}", "-j", draw(st.sampled_from(("1", "1", "2")))]
    args += draw(st.sampled_from((("--format", "text"), ("--format", "json"), ("--format", "sarif"),
                                  ("--format", "github"))))
    args += draw(st.sampled_from(FIX_FLAGS))
    for group in extra:
        args += draw(st.sampled_from(group)) if group else ()
    return tuple(args)


NO_FLAGS: tuple = ((),)
SCHEDULE_FLAGS = ((), ("--no-prove",), ("--no-prove",), ("--retire", "conservative"), ("--select", "SS1"),
                  ("--solver-timeout", "0.5"), ("--param", "k_tiles=1..3"), ("--unknown", "pass"))


@st.composite
def schedule_case(draw) -> Case:
    seed = draw(st.sampled_from(SCHEDULE_SEEDS))
    data = draw(mutated(_read(seed), SCHEDULE_VOCABULARY, PY_NEST))
    name = "k.sched"
    return Case("schedule", ((name, data),), (name, *_flags(draw, SCHEDULE_FLAGS, SCHEDULE_FLAGS)))


@st.composite
def flydsl_case(draw) -> Case:
    target, args = draw(st.sampled_from(FLYDSL_SEEDS))
    files = []
    for p in sorted((ROOT / FLYDSL_DIR).glob("*.py")):
        data = p.read_bytes()
        if p.name == target:
            data = draw(mutated(data, FLYDSL_VOCABULARY, PY_NEST))
        files.append((f"{FLYDSL_DIR}/{p.name}", data))
    return Case("flydsl", tuple(files), (f"{FLYDSL_DIR}/{target}", *args, *_flags(draw, (("--prove",), ()), FLYDSL_FLAGS)))


ASM_FLAGS = ((), (), (), ("--waves", "2"), ("--waves", "4"), ("--target", "gfx942"),
             ("--kernarg", "K@32=1..4096"), ("--kernarg", "arg0=1"), ("--kernel", "nope"), ("--prove",),
             ("--no-prove",), ("--waves", "1024"), ("--kernarg", "K=0"), ("--kernarg", "K@32=1..1000000000"),
             ("--kernarg", "in=0..4294967295"))


@st.composite
def assembly_case(draw) -> Case:
    seed = draw(st.sampled_from(ASM_SEEDS))
    data = draw(mutated(_read(seed), ASM_VOCABULARY, ASM_NEST))
    name = Path(seed).name
    return Case("assembly", ((name, data),), (name, *_flags(draw, ASM_FLAGS)))


@st.composite
def config_case(draw) -> Case:
    data = draw(mutated(CONFIG_SEED, CONFIG_VOCABULARY, TOML_NEST))
    config = draw(st.sampled_from(("pyproject.toml", "syncsan.toml")))
    if config == "syncsan.toml":
        data = data.replace(b"[tool.syncsan]\n", b"").replace(b"tool.syncsan.", b"")
    named = draw(st.sampled_from(((), ("k.sched",))))
    return Case("config", ((config, data), ("k.sched", RACY), ("base.json", BASELINE_SEED)),
                (*named, *_flags(draw, NO_FLAGS)))


@st.composite
def baseline_case(draw) -> Case:
    data = draw(mutated(BASELINE_SEED, BASELINE_VOCABULARY, JSON_NEST))
    return Case("baseline", (("k.sched", RACY), ("base.json", data)),
                ("k.sched", "--baseline", "base.json", *_flags(draw, NO_FLAGS)))


@st.composite
def suppression_case(draw) -> Case:
    lines = RACY.split(b"\n")
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(lines)))
        comment = draw(st.sampled_from(SUPPRESSION_LINES))
        if i < len(lines) and lines[i].strip() and draw(st.booleans()):
            lines[i] = lines[i] + b"  " + comment  # at the end of a line
        else:
            indent = re.match(rb"[ \t]*", lines[i] if i < len(lines) else b"").group(0)
            lines.insert(i, indent + comment)
    data = draw(mutated(b"\n".join(lines), (), ())) if draw(st.booleans()) else b"\n".join(lines)
    return Case("suppression", (("k.sched", data),), ("k.sched", "--no-prove", *_flags(draw, NO_FLAGS)))


CLI_VALUES = (
    ("--param", "k_tiles=1..1000000000"), ("--param", "k_tiles=5..1"), ("--param", "k_tiles="),
    ("--param", "=1"), ("--param", "k_tiles=1.." + "9" * 5000), ("--kernarg", "K=1"), ("--waves", "0"),
    ("--waves", "100000"), ("--target", "gfx1100"), ("--solver-timeout", "inf"), ("--solver-timeout", "nan"),
    ("--solver-timeout", "0"), ("--timeout", "nan"), ("--timeout", "0.001"), ("--timeline", ""),
    ("--timeline", "/dev/full"), ("--timeline", "."), ("--timeline", "k.sched/x.svg"), ("--write-baseline", "."),
    ("--baseline", "/dev/zero"), ("--baseline", "missing.json"), ("--select", ""), ("--select", "SS999"),
    ("--ignore", "SS1"), ("--include", "[["), ("--exclude", "**"), ("-j", "0"), ("-j", "64"),
    ("--config", "/dev/null"), ("--config", "."), ("--stdin-filename", "k.py"), ("--stdin-filename", ""),
    ("--kernel", ""), ("--fail-on", "warning"), ("--retire", "sometimes"), ("--format", "xml"),
    ("--fix",), ("--fix",), ("--fix-suggestions",), ("--fix-budget", "nan"), ("--fix-budget", "-1"),
    ("--fix-budget", "inf"), ("--fix-budget", "0"), ("--verbose",), ("--select", "SS4"), ("--define", "X=1"),
    ("-D", "k_tiles=("), ("--stdin-filename", "k.s"), ("--stdin-filename", "sub/k.sched"),
    ("--stdin-filename", "k.txt"), ("--param", "k_tiles=bf16"),
)


@st.composite
def command_line_case(draw) -> Case:
    """Hostile option values and paths (standard input included) around a small schedule."""
    paths = draw(st.sampled_from((("k.sched",), ("-",), ("/dev/stdin",), ("k.sched", "k.sched"), (".",),
                                  ("missing.sched",), ("/dev/null",))))
    args: list[str] = list(paths)
    for _ in range(draw(st.integers(1, 3))):
        args += draw(st.sampled_from(CLI_VALUES))
    stdin = draw(st.sampled_from((RACY, b"", b"\xff\xfe", _read(ASM_SEEDS[0]))))
    return Case("command-line", (("k.sched", RACY),), (*args, "--timeout", f"{CHECK_TIMEOUT:g}"), stdin)


@st.composite
def walk_case(draw) -> Case:
    """A folder walk: good files around one or two mutated ones, fixes often on (one bad file must
    cost no other file its report or its fix)."""
    files = [("w/racy.sched", RACY), ("w/sub/racy2.sched", RACY),
             ("w/asm.s", _read("corpus/asm/llvmlite/lds_dma_bare_barrier_gfx950.s"))]
    for i in range(draw(st.integers(1, 2))):
        seed = draw(st.sampled_from(SCHEDULE_SEEDS + ASM_SEEDS[:3]))
        vocabulary, nest = (ASM_VOCABULARY, ASM_NEST) if seed.endswith(".s") else (SCHEDULE_VOCABULARY, PY_NEST)
        files.append((f"w/bad{i}{Path(seed).suffix}", draw(mutated(_read(seed), vocabulary, nest))))
    fix = draw(st.sampled_from((("--fix",), ("--fix",), ("--fix-suggestions",), ())))
    return Case("walk", tuple(files), ("w", "--no-prove", *fix, *_flags(draw, NO_FLAGS)))


STRATEGIES = {
    "schedule": schedule_case, "flydsl": flydsl_case, "assembly": assembly_case, "config": config_case,
    "baseline": baseline_case, "suppression": suppression_case, "command-line": command_line_case,
    "walk": walk_case,
}


def failure_report(case: Case, outcome: Outcome) -> str:
    return (f"{outcome.verdict()} (status {outcome.status}, signal {outcome.signal}, {outcome.seconds:.1f} s)\n"
            f"{case.describe()}\n--- stderr\n{outcome.stderr[-4000:]}\n--- stdout\n{outcome.stdout[-2000:]}")


__all__ = ["Case", "Outcome", "STRATEGIES", "run_forked", "run_process", "failure_report", "CHECK_TIMEOUT",
           "shutil"]
