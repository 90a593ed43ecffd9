"""Proof time against concrete sweep time, for every HTI case and a 4-deep synthetic pipeline.

For each case: the time of `prove_program` (all parameter values k_tiles >= 2; the other
parameters over their declared ranges, or their defaults with --defaults) and the time of the
concrete sweep for k_tiles = 2..8, 2..64, 2..512 and 2..4096 (other parameters at their defaults,
both split-K settings for HTI). Usage:

    .venv/bin/python bench/prove_bench.py [--rules SS101] [--max-tiles 4096] > bench/prove_bench.txt
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from syncsan.analysis import check_program  # noqa: E402
from syncsan.frontends import load_program  # noqa: E402
from syncsan.prover import prove_program  # noqa: E402

PIPELINE4 = '''
"""A synthetic 4-stage LDS-DMA pipeline: 3 stages in flight, one consumed per iteration."""
k_tiles = param(8, min=4)
A = lds(dims=(4,), bytes=16384)
workgroup(groups={"g0": 4, "g1": 4})

def kernel(group):
    for s in range(3):                       # prologue: stages 0..2 in flight
        copy(A[s], 2)
    wait(vmcnt=4)                            # stage 0 landed (2 younger copies of 2 units each)
    barrier()
    for k in range(0, k_tiles - 3):
        read(A[k % 4])
        copy(A[(k + 3) % 4], 2)              # refill the stage read three iterations ago
        wait(lgkmcnt=0)
        wait(vmcnt=4)                        # stage k+1 landed
        barrier()
    for t in range(3):                       # drain
        read(A[(k_tiles - 3 + t) % 4])
        wait(lgkmcnt=0)
        wait(vmcnt=0)
        barrier()
'''


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def timed(fn):
    t = time.perf_counter()
    out = fn()
    return out, time.perf_counter() - t


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rules", default="SS101", help="comma-separated rules to decide (default SS101)")
    ap.add_argument("--max-tiles", type=int, default=4096)
    ap.add_argument("--defaults", action="store_true",
                    help="prove with the non-tile parameters at their defaults (as the sweep uses them)")
    args = ap.parse_args()
    rules = set(args.rules.split(","))
    print(f"# syncsan prove_bench: machine {platform.node() or '?'}, nproc {os.cpu_count()}, CPU {cpu_model()}")
    print(f"# python {platform.python_version()}, rules {','.join(sorted(rules))}; times in seconds")
    print("# prove: all k_tiles >= lower bound" + (" (other parameters at defaults)" if args.defaults else
                                                    " (other parameters over their declared ranges)"))
    print("# sweep N: concrete sweep k_tiles = lo..N (split_k both values for HTI, others at defaults)")
    tiles = [n for n in (8, 64, 512, 4096) if n <= args.max_tiles]
    header = f"{'case':<32} {'verdict':<8} {'prove':>8}" + "".join(f" {'sweep ' + str(n):>12}" for n in tiles) + \
        "  ratio(sweep max/prove)"
    print(header)
    tmp = Path(tempfile.mkdtemp())
    synthetic = tmp / "pipeline4.sched"
    synthetic.write_text(PIPELINE4)
    cases = sorted((ROOT / "corpus" / "hti").glob("*.sched")) + [synthetic]
    for path in cases:
        program = load_program(path)
        names = {p.name for p in program.params}
        lo = program.param("k_tiles").lo
        fixed = {}
        if args.defaults:
            fixed = {p.name: (p.default,) for p in program.params if p.name not in ("k_tiles", "split_k")}
        report, t_prove = timed(lambda: prove_program(program, fixed, select=rules))
        proof = report.extra["proof"]
        row = f"{path.stem:<32} {proof.verdict:<8} {t_prove:>8.2f}"
        last = None
        for n in tiles:
            sweep = {"k_tiles": tuple(range(lo, n + 1))}
            if "split_k" in names:
                sweep["split_k"] = (False, True)
            _, t_sweep = timed(lambda: check_program(program, sweep, "in-order", rules))
            row += f" {t_sweep:>12.2f}"
            last = t_sweep
        row += f"  {last / t_prove:>8.2f}" if last else ""
        print(row, flush=True)


if __name__ == "__main__":
    main()
