"""Benchmark: k_tiles sweeps of every HTI case, running every value against the solver-decided sweep.

For each case (split_k both values, other parameters at their defaults): the time of running every
value ("each", the strategy before the solver sweep) over 2..64 and, for the --each-512 cases,
2..512; the time of the default strategy ("auto": past 256 runs the first 64 values run and the
solver decides the rest) over 2..512 and 2..4096; and whether the 2..4096 findings (rule, sites,
smallest witness) equal those of running every value over 2..512 (2..64 for the other cases,
which then says only that 65..4096 add nothing to what 2..64 shows). Each measurement is a fresh process
(wall and CPU seconds, peak resident memory).

Run: .venv/bin/python bench/sweep_bench.py [--each-512 main,fixed] > bench/sweep_bench.txt
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchutil import footer, header, mib, run  # noqa: E402

CASES = sorted((ROOT / "corpus" / "hti").glob("*.sched"))


def one(case: str, hi: int, strategy: str) -> None:
    """Worker: sweep one case and print its findings as JSON (key and witness)."""
    sys.path.insert(0, str(ROOT))
    from syncsan.analysis import check_program
    from syncsan.frontends import load_program

    program = load_program(Path(case))
    report = check_program(program, {"k_tiles": tuple(range(2, hi + 1)), "split_k": (False, True)},
                           strategy=strategy)
    print(json.dumps({"runs": report.runs,
                      "findings": sorted([repr(f.key()), list(map(list, f.witness))] for f in report.findings)}))


def measure(case: Path, hi: int, strategy: str):
    r = run([sys.executable, __file__, "--one", str(case), str(hi), strategy])
    if r.status != 0:
        raise SystemExit(f"{case.name} {hi} {strategy}: exit {r.status}\n{r.stderr}")
    return r, json.loads(r.stdout)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--one", nargs=3, metavar=("CASE", "HI", "STRATEGY"), help=argparse.SUPPRESS)
    ap.add_argument("--each-512", default="main", help="cases also run value by value over 2..512 (comma list; "
                                                        "'all' for every case; about 30 s each)")
    args = ap.parse_args()
    if args.one:
        one(args.one[0], int(args.one[1]), args.one[2])
        return
    long_cases = {c.stem for c in CASES} if args.each_512 == "all" else set(filter(None, args.each_512.split(",")))
    header("syncsan sweep benchmark (bench/sweep_bench.py)")
    print("sweep: k_tiles = 2..N, split_k in (False, True), in-order model, all rules; one fresh process each;")
    print("each = run every value; auto = the default (first 64 values run, the solver decides the rest)")
    print()
    print(f"{'case':<30} {'each 64':>8} {'each 512':>9} {'auto 512':>9} {'auto 4096':>10} {'each512/auto512':>16}"
          f" {'runs@4096':>9} {'findings':>8}  same findings  {'peak':>8}")
    worst = 0.0
    for case in CASES:
        e64, f64 = measure(case, 64, "each")
        e512 = f512 = None
        if case.stem in long_cases:
            e512, f512 = measure(case, 512, "each")
        a512, _ = measure(case, 512, "auto")
        a4096, f4096 = measure(case, 4096, "auto")
        ref, ref_name = (f512, "2..512") if f512 is not None else (f64, "2..64")
        same = f4096["findings"] == ref["findings"]
        peak = max(r.peak_kib for r in (e64, a512, a4096) + ((e512,) if e512 else ()))
        worst = max(worst, a4096.wall)
        ratio = f"{e512.wall / a512.wall:15.1f}x" if e512 else f"{'':>16}"
        each512 = f"{e512.wall:9.2f}" if e512 else "        -"
        print(f"{case.stem:<30} {e64.wall:8.2f} {each512} {a512.wall:9.2f} "
              f"{a4096.wall:10.2f} {ratio} {f4096['runs']:9d} {len(f4096['findings']):8d}  "
              f"{'yes' if same else 'NO'} ({ref_name})  {mib(peak):>8}")
    print()
    print(f"wall seconds; slowest 2..4096 sweep: {worst:.1f} s (target: under 60 s)")
    footer()


if __name__ == "__main__":
    main()
