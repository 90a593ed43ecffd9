#!/usr/bin/env python3
"""Benchmark of assembly size: synthetic gfx950 kernels of our own (a fully unrolled LDS-DMA
pipeline, as FlyDSL's fp8 GEMM compiles its K loop) from about 1k to 13k instructions, checked
with no kernel arguments: seconds (CPU) to read, emulate and lower the kernel and to check it,
microseconds per instruction, and peak memory. Each point runs in a fresh process (so its peak
resident memory is its own) and is the best of three.

    .venv/bin/python bench/asm_size_bench.py > bench/asm_size_bench.txt
    .venv/bin/python bench/asm_size_bench.py --isa path/to/22_final_isa.s [--label TEXT]  # also a real kernel

The committed output also times FlyDSL's kernels/gemm/fp8_gemm_4wave.py (K=8192, 256x256 blocks)
built on this machine with the flydsl 0.5.0 wheel (see shared/reference: COMPILE_ONLY=1,
FLYDSL_DEBUG_DUMP_ASM=1); that ISA is not ours and is not committed.

The kernel: 4 waves; per K tile each wave issues 8 `buffer_load_dwordx4 ... lds` copies into its
own 8 KiB slice of a double buffer (M0 and the VGPR address computed per copy), waits
`s_waitcnt vmcnt(8)` for the previous tile, `s_barrier`, reads 16 x `ds_read_b128` spread over the
whole tile (every wave reads every wave's copies), `s_waitcnt lgkmcnt(0)`, runs MFMAs and meets
the others at a second barrier. 130 tiles are 13k instructions with 1040 LDS-DMA copies.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import benchutil  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
TILES = (10, 20, 40, 80, 130)
REPEAT = 3

HEADER = """\t.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
\t.text
\t.globl\tk
\t.type\tk,@function
k:
\ts_load_dwordx4 s[8:11], s[0:1], 0x0
\tv_and_b32_e32 v1, 63, v0
\tv_lshrrev_b32_e32 v2, 6, v0
\tv_readfirstlane_b32 s2, v2
\ts_lshl_b32 s3, s2, 13
\tv_lshlrev_b32_e32 v3, 4, v1
\tv_lshlrev_b32_e32 v4, 4, v0
\ts_waitcnt lgkmcnt(0)
"""
FOOTER = """\ts_endpgm
.Lfunc_end0:
\t.size\tk, .Lfunc_end0-k
\t.amdhsa_kernel k
\t\t.amdhsa_user_sgpr_count 2
\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t\t.amdhsa_system_vgpr_workitem_id 0
\t.end_amdhsa_kernel
\t.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           8
        .value_kind:     global_buffer
    .max_flat_workgroup_size: 256
    .name:           k
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
...
\t.end_amdgpu_metadata
"""
DMAS, READS, MFMAS = 8, 16, 56
BUFFER = 4 * DMAS * 1024  # bytes per pipeline stage (4 waves x 8 copies x 1 KiB)


def kernel(tiles: int) -> str:
    out = [HEADER]
    add = out.append

    def copy(t: int) -> None:
        base = (t % 2) * BUFFER
        for d in range(DMAS):
            add(f"\ts_add_u32 m0, s3, 0x{base + d * 1024:x}\n")
            add(f"\tv_add_u32_e32 v5, 0x{(t * DMAS + d) * 4096:x}, v4\n")
            add("\tbuffer_load_dwordx4 v5, s[8:11], 0 offen lds\n")

    copy(0)
    for t in range(tiles):
        if t + 1 < tiles:
            copy(t + 1)
            add(f"\ts_waitcnt vmcnt({DMAS})\n")
        else:
            add("\ts_waitcnt vmcnt(0)\n")
        add("\ts_barrier\n")
        base = (t % 2) * BUFFER
        for r in range(READS):
            dst = 8 + 4 * (r % 8)
            add(f"\tds_read_b128 v[{dst}:{dst + 3}], v3 offset:{base + r * (BUFFER // READS)}\n")
        add("\ts_waitcnt lgkmcnt(0)\n")
        for _ in range(MFMAS):
            add("\tv_mfma_f32_32x32x16_f16 v[64:79], v[8:11], v[12:15], v[64:79]\n")
        add("\ts_barrier\n")
    out.append(FOOTER)
    return "".join(out)


def instructions(text: str) -> int:
    return sum(1 for ln in text.splitlines() if ln.startswith("\t") and not ln.startswith("\t.")
               and not ln.startswith("\t\t"))


CHILD = """
import json, resource, sys, time
sys.path.insert(0, {root!r})
from syncsan.analysis import check_program
from syncsan.frontends import FrontendOptions, load_programs
import syncsan.frontends.asm.lower  # imports are not part of the measurement
t0 = time.process_time()
programs = load_programs({path!r}, FrontendOptions())
t1 = time.process_time()
findings = sum(len(check_program(p).findings) for p in programs)
t2 = time.process_time()
print(json.dumps({{"load": t1 - t0, "check": t2 - t1, "findings": findings,
                  "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}}))
"""


def measure(path: str) -> dict:
    best = None
    for _ in range(REPEAT):
        out = subprocess.run([sys.executable, "-c", CHILD.format(root=str(ROOT), path=path)],
                             capture_output=True, text=True, check=True).stdout
        r = json.loads(out.strip().splitlines()[-1])
        if best is None or r["load"] + r["check"] < best["load"] + best["check"]:
            best = r
    return best


def commit() -> str:
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                              text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def main(argv: list[str]) -> int:
    print(f"syncsan assembly size benchmark, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, "
          f"commit {commit()}")
    print(f"machine: {benchutil.machine()}; load average at the start: {benchutil.load()}")
    print("CPU seconds (process time, best of 3, each point in a fresh process); target: a 13k-instruction "
          "kernel with 1040 LDS-DMAs checked in under 10 s, time per instruction flat\n")
    print(f"{'tiles':>5} {'instrs':>7} {'LDS-DMA':>7} {'load s':>7} {'check s':>8} {'total s':>8} "
          f"{'us/instr':>9} {'peak MB':>8} {'findings':>8}")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for tiles in TILES:
            text = kernel(tiles)
            path = os.path.join(tmp, f"unrolled_{tiles}.s")
            Path(path).write_text(text)
            n = instructions(text)
            r = measure(path)
            total = r["load"] + r["check"]
            rows.append((n, total))
            print(f"{tiles:>5} {n:>7} {text.count(' lds'):>7} {r['load']:>7.2f} {r['check']:>8.2f} {total:>8.2f} "
                  f"{total / n * 1e6:>9.1f} {r['peak_mb']:>8.0f} {r['findings']:>8}")
    (n1, t1), (n2, t2) = rows[0], rows[-1]
    print(f"\nper-instruction time, largest / smallest kernel: {(t2 / n2) / (t1 / n1):.2f} "
          f"({n2 / n1:.1f}x the instructions, {t2 / t1:.1f}x the time)")
    if "--isa" in argv:
        path = argv[argv.index("--isa") + 1]
        text = Path(path).read_text()
        r = measure(path)
        total = r["load"] + r["check"]
        n = sum(1 for ln in text.splitlines() if ln.startswith("\t") and ln[1:2].isalpha() and ln[1] != ".")
        label = argv[argv.index("--label") + 1] if "--label" in argv else f"{Path(path).name} (not committed)"
        print(f"\n{label}: {n} instructions, "
              f"{text.count(' lds')} LDS-DMA: load {r['load']:.2f} s, check {r['check']:.2f} s, "
              f"{total / n * 1e6:.1f} us/instr, peak {r['peak_mb']:.0f} MB, {r['findings']} findings")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
