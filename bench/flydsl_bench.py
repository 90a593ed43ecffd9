"""Benchmark: the FlyDSL frontend on ROCm/FlyDSL's gemm_a16w16_gfx950.py HTI kernel.

Run: .venv/bin/python bench/flydsl_bench.py PATH/TO/kernels/gemm/gemm_a16w16_gfx950.py > bench/flydsl_bench.txt
(the FlyDSL file is not part of this repository: fetch ROCm/FlyDSL and pass its path).

It reads the kernel (tuned HTI policy: 256x256x64, 2 stages, 2x4x1 waves, bf16) for split_k 1 and 2
and checks k_tiles = 2..N (ks_idx 0 and 1 for split-K) with the concrete sweep, in-order model.
Figures are CPU seconds (time.process_time) of one process; the machine is named in the output.
Compare ratios between rows, not absolute times across machines.
"""

from __future__ import annotations

import os
import platform
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from syncsan.analysis import check_program  # noqa: E402
from syncsan.frontends import FrontendOptions, load_programs  # noqa: E402

KERNEL = "gemm_a16w16_hti_gfx950_kernel"
POLICY = {"in_dtype_id": (2,), "out_dtype_id": (2,), "use_half_tile_interleaved": (True,)}


def machine() -> str:
    cpu = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{platform.machine()}, {os.cpu_count()} cores, {cpu}, Python {platform.python_version()}"


def load(path: str, split_k: int):
    started = time.process_time()
    params = dict(POLICY, split_k=(split_k,), k_tiles=tuple(range(2, 65)), ks_idx=(0, 1))
    (program,) = load_programs(path, FrontendOptions(kernel=KERNEL, params=params))
    return program, time.process_time() - started


def sweep(program, hi: int) -> tuple[float, int, int, int]:
    overrides = {"k_tiles": tuple(range(2, hi + 1)), "ks_idx": (0, 1)}
    started = time.process_time()
    report = check_program(program, overrides)
    ss101 = sum(f.rule == "SS101" for f in report.findings)
    return time.process_time() - started, report.runs, len(report.findings), ss101


def main() -> None:
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    path = sys.argv[1]
    print(f"machine: {machine()}")
    print(f"kernel: {KERNEL} in {Path(path).name}, tuned HTI policy (256x256x64, 2 stages, 2x4x1 waves, bf16)")
    print("sweep: k_tiles = 2..N (split-K: ks_idx 0 and 1), in-order model; CPU seconds\n")
    his = (8, 16, 32, 64)
    print(f"{'split_k':<10}{'load':>8}" + "".join(f"{'N=' + str(h):>8}" for h in his) + f"{'runs@64':>9}"
          f"{'findings':>10}{'SS101':>7}")
    total_load, totals = 0.0, {h: 0.0 for h in his}
    for split_k in (1, 2):
        program, load_s = load(path, split_k)
        total_load += load_s
        row, last = [], None
        for hi in his:
            seconds, runs, found, ss101 = sweep(program, hi)
            totals[hi] += seconds
            row.append(seconds)
            last = (runs, found, ss101)
        print(f"{split_k:<10}{load_s:>8.3f}" + "".join(f"{s:>8.3f}" for s in row) +
              f"{last[0]:>9}{last[1]:>10}{last[2]:>7}")
    print(f"{'both':<10}{total_load:>8.3f}" + "".join(f"{totals[h]:>8.3f}" for h in his))
    print(f"\nload + sweep to N=64, both split-K settings: {total_load + totals[64]:.3f} CPU s")
    print("target (issue 5): every k_tiles proved, both split-K settings, under 3 s on the 2-core machine")


if __name__ == "__main__":
    main()
