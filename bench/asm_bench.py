#!/usr/bin/env python3
"""Benchmark of the assembly frontend: time to check the largest Triton fixture
(corpus/asm/triton/matmul_gfx942_s3.s, 1126 lines) as its main loop runs 1..128 times, split
into load (parse + emulate 4 waves + lower) and check (execute + conflicts + rules), plus every
Triton fixture at 64 main-loop iterations.

    .venv/bin/python bench/asm_bench.py > bench/asm_bench.txt

The K extent sets the trip count: K = 64 * tiles; the gfx942 3-stage loop runs tiles - 2 times,
the others tiles - 1 (gfx950: LLVM unrolled by two, so header entries are half).
Each point is the best of 3 runs (the machine is shared).
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import benchutil  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from syncsan.analysis import check_program  # noqa: E402
from syncsan.frontends import FrontendOptions, load_programs  # noqa: E402

TRITON = ROOT / "corpus" / "asm" / "triton"
LARGEST = TRITON / "matmul_gfx942_s3.s"


def loop_entries(program) -> int:
    note = next(n for n in program.notes if n.startswith("loop at line"))
    return int(re.findall(r": (\d+)", note)[-1])


def measure(path: Path, k: int, repeat: int = 3) -> tuple[float, float, int, int, int]:
    best_load = best_check = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        program = load_programs(path, FrontendOptions(kernargs={"K@32": (k,)}))[0]
        t1 = time.perf_counter()
        report = check_program(program)
        t2 = time.perf_counter()
        best_load, best_check = min(best_load, t1 - t0), min(best_check, t2 - t1)
    events = sum(len(g.body) for g in program.groups)
    return best_load, best_check, loop_entries(program), events, len(report.findings)


def main() -> int:
    print(f"syncsan asm frontend benchmark, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    print(f"machine: {benchutil.machine()}; load average at the start: {benchutil.load()}")
    print(f"\n{LARGEST.relative_to(ROOT)} (1 K value per run, 4 waves)")
    print(f"{'K':>6} {'loop iters':>10} {'IR ops':>7} {'load s':>7} {'check s':>8} {'total s':>8} {'findings':>8}")
    rows = []
    for iters in (1, 2, 4, 8, 16, 32, 64, 128):
        k = 64 * (iters + 2)
        lo, ch, entries, events, nf = measure(LARGEST, k)
        rows.append((iters, lo + ch))
        print(f"{k:>6} {entries:>10} {events:>7} {lo:>7.2f} {ch:>8.2f} {lo + ch:>8.2f} {nf:>8}")
    (i1, t1), (i2, t2) = rows[-3], rows[-1]
    print(f"\ngrowth: {t2 / t1:.2f}x time for {i2 / i1:.0f}x iterations "
          f"(from {i1} to {i2}); per extra iteration {(t2 - t1) / (i2 - i1) * 1000:.1f} ms")
    print("\nevery Triton fixture, main loop 64 times")
    print(f"{'file':<28} {'K':>6} {'loop iters':>10} {'load s':>7} {'check s':>8} {'total s':>8}")
    for path in sorted(TRITON.glob("*.s")):
        stages = 3 if "_s3" in path.name else 2
        unroll = 2 if "gfx950" in path.name else 1
        k = 64 * (64 * unroll + stages - 1)
        lo, ch, entries, _, _ = measure(path, k, repeat=1)
        print(f"{path.name:<28} {k:>6} {entries:>10} {lo:>7.2f} {ch:>8.2f} {lo + ch:>8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
