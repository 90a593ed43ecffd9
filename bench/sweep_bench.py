"""Benchmark: the concrete sweep over k_tiles for every HTI case, and how it grows with the range.

Run: .venv/bin/python bench/sweep_bench.py > bench/sweep_bench.txt
Figures are CPU seconds (time.process_time) of one process; the machine is named in the output.
Compare ratios between rows, not absolute times across machines.
"""

from __future__ import annotations

import os
import platform
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from syncsan.analysis import check_program  # noqa: E402
from syncsan.frontends import load_program  # noqa: E402

CASES = sorted((ROOT / "corpus" / "hti").glob("*.sched"))


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


def sweep(case: Path, hi: int, retire: str = "in-order") -> tuple[float, int, int]:
    program = load_program(case)
    started = time.process_time()
    report = check_program(program, {"k_tiles": tuple(range(2, hi + 1)), "split_k": (False, True)}, retire)
    return time.process_time() - started, report.runs, len(report.findings)


def _one(args):
    case, hi = args
    return sweep(Path(case), hi)[0]


def main() -> None:
    print(f"machine: {machine()}")
    print("sweep: k_tiles = 2..N, split_k in (False, True), in-order model; CPU seconds\n")
    print(f"{'case':<32}{'N=8':>8}{'N=16':>8}{'N=32':>8}{'N=64':>8}{'findings':>10}")
    totals = {8: 0.0, 16: 0.0, 32: 0.0, 64: 0.0}
    for case in CASES:
        row = []
        for hi in totals:
            seconds, runs, found = sweep(case, hi)
            totals[hi] += seconds
            row.append(seconds)
        print(f"{case.stem:<32}" + "".join(f"{s:8.3f}" for s in row) + f"{found:>10}")
    print(f"{'all ' + str(len(CASES)) + ' cases':<32}" + "".join(f"{totals[h]:8.3f}" for h in totals))
    base = totals[8]
    print("growth vs N=8: " + ", ".join(f"N={h}: x{totals[h] / base:.1f}" for h in totals))
    wall = time.perf_counter()
    with ProcessPoolExecutor(max_workers=2) as pool:
        list(pool.map(_one, [(str(c), 64) for c in CASES]))
    wall = time.perf_counter() - wall
    print(f"\nall cases, N=64, two worker processes: {wall:.3f} s wall clock")
    print("target (issue 2): all HTI cases, k_tiles 2..64, under 2 s on the 2-core machine")


if __name__ == "__main__":
    main()
