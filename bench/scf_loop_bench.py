"""Benchmark: FlyDSL `range()` loops of constant bounds, walked once (an scf.for) or once per
iteration, as the trip count grows.

Run: .venv/bin/python bench/scf_loop_bench.py FLYDSL_CHECKOUT --base COMMIT > bench/scf_loop_bench.txt

Rows: ROCm/FlyDSL's fp4 4-wave GEMM (kernels/gemm/fp4_gemm_4wave.py, its main loop
`range(2, K_ITERS - 2, UNROLL, init=...)`) at K = 4096, 8192, 32768, and the corpus case
corpus/flydsl/scf_loop.py (`wait=2`, its K loop `range(0, K_TILES, 1, init=...)`) with
`--define K_TILES=...`. Each is `syncsan check ... --format json --no-fix-suggestions` in a fresh
process (start-up included), by this checkout ("new") and by a worktree of --base ("old", the
same interpreter), interleaved, median of --repeat runs: wall and CPU seconds, peak memory, and
whether the two give the same findings. A run that takes longer than --timeout is cut and shown
as such. The FlyDSL checkout is read, not part of this repository.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

import benchutil as B  # noqa: E402


def findings(run: B.Run) -> tuple:
    try:
        doc = json.loads(run.stdout)
    except json.JSONDecodeError:
        return ("exit", run.status, run.stderr.strip().splitlines()[-1:] if run.stderr else "")
    return tuple(sorted((f["rule"], f["line"]) for f in doc["findings"]))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("checkout", type=Path, help="a ROCm/FlyDSL checkout")
    ap.add_argument("--base", required=True, help="the commit to compare against (a worktree is made of it)")
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=600.0)
    args = ap.parse_args()
    fp4 = args.checkout / "kernels" / "gemm" / "fp4_gemm_4wave.py"
    case = ROOT / "corpus" / "flydsl" / "scf_loop.py"
    rows = [(f"fp4_gemm_4wave K={k}", [str(fp4), "--kernel", "kernel_gemm", "--target", "gfx950", "--param", f"K={k}"])
            for k in (4096, 8192, 32768)]
    rows += [(f"scf_loop K_TILES={n}", [str(case), "--kernel", "scf_loop", "--param", "wait=2", "--param",
                                          "pingpong=true", "--define", f"K_TILES={n}"]) for n in (6, 60, 600)]
    with tempfile.TemporaryDirectory() as tmp:
        old = Path(tmp) / "old"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(old), args.base], check=True)
        try:
            trees = {"old": old, "new": ROOT}
            for t in trees.values():
                B.precompile(t)
            B.header("syncsan FlyDSL constant-bound loop benchmark (bench/scf_loop_bench.py)")
            base = subprocess.run(["git", "-C", str(old), "rev-parse", "--short", "HEAD"], capture_output=True,
                                  text=True).stdout.strip()
            head = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True,
                                  text=True).stdout.strip()
            print(f"old: {base} (range() loops of constant bounds unrolled by the walk); new: this checkout at "
                  f"{head} (walked once as an scf.for)")
            print(f"command: python -m syncsan check FILE ... --format json --no-fix-suggestions; median of "
                  f"{args.repeat} runs each, interleaved; time limit {args.timeout:.0f} s")
            print()
            print(f"{'run':<28} {'old wall':>9} {'new wall':>9} {'old/new':>8} {'old CPU':>8} {'new CPU':>8} "
                  f"{'peak old':>9} {'peak new':>9}  findings (old = new?)")
            for label, cmd in rows:
                got: dict = {"old": [], "new": []}
                for _ in range(args.repeat):
                    for name, tree in trees.items():
                        try:
                            got[name].append(B.run(["timeout", str(args.timeout), sys.executable, "-m", "syncsan",
                                                    "check", *cmd, "--format", "json", "--no-fix-suggestions"],
                                                   cwd=tree))
                        except subprocess.TimeoutExpired:  # (timeout(1) ends it; kept for safety)
                            pass
                o, n = got["old"], got["new"]
                ow, nw = B.median([r.wall for r in o]), B.median([r.wall for r in n])
                oc, nc = B.median([r.cpu for r in o]), B.median([r.cpu for r in n])
                fo, fn = findings(o[-1]), findings(n[-1])
                same = "same" if fo == fn else f"DIFFER: old {fo}"
                cut = " (old cut at the time limit)" if o[-1].status == 124 else ""
                print(f"{label:<28} {ow:9.2f} {nw:9.2f} {ow / nw:7.2f}x {oc:8.2f} {nc:8.2f} "
                      f"{B.mib(max(r.peak_kib for r in o)):>9} {B.mib(max(r.peak_kib for r in n)):>9}  "
                      f"{len(fn)} {same}{cut}")
            print()
            B.footer()
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(old)], check=False)


if __name__ == "__main__":
    main()
