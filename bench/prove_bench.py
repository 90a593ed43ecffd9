"""Proof benchmark: `syncsan check CASE --select SS101 --prove` for every HTI case (every k_tiles from
its lower bound up), a 4-deep synthetic pipeline and the reference double buffer, old against new.

Each proof is a fresh process (start-up included, as a user runs it); old (a worktree of --base
with its own venv, made once by bench/startup_bench.py's helper) and new (this checkout's .venv)
alternate. Two commands per case: the proof as typed (`syncsan check CASE --prove --select SS101`,
the text report, no fix search), and the same with `--format json`, whose default also searches a
proven fix for each finding that fails the check (each version's default). The table gives
median wall and CPU seconds of the proof, the ratio old/new, the JSON run's CPU seconds, the peak
memory and the verdicts (from the JSON run), which must be equal.

Run: .venv/bin/python bench/prove_bench.py [--base main] [--runs 3] > bench/prove_bench.txt
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchutil import footer, header, median, mib, run  # noqa: E402
from startup_bench import git, old_tree  # noqa: E402

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


def verdict(stdout: str) -> str:
    try:
        data = json.loads(stdout)
    except ValueError:
        return "?"
    proofs = [f["proof"]["verdict"] for f in data.get("files", []) if "proof" in f]
    lines = sorted({x["line"] for x in data.get("findings", []) if isinstance(x, dict) and "line" in x})
    return ",".join(proofs) + (f" {lines}" if lines else "")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", default="main")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--rules", default="SS101")
    ap.add_argument("--cache", default="/tmp/syncsan-bench")
    args = ap.parse_args()
    Path(args.cache).mkdir(parents=True, exist_ok=True)
    commit, old_venv = old_tree(args.base, Path(args.cache))
    versions = {"old": old_venv / "bin" / "syncsan", "new": ROOT / ".venv" / "bin" / "syncsan"}
    tmp = Path(tempfile.mkdtemp())
    synthetic = tmp / "pipeline4.sched"
    synthetic.write_text(PIPELINE4)
    cases = sorted((ROOT / "corpus" / "hti").glob("*.sched")) + [synthetic,
                                                                 ROOT / "corpus" / "basic" / "double_buffer_good.sched"]
    header("syncsan proof benchmark (bench/prove_bench.py)")
    print(f"old: {args.base} at {commit[:12]}; new: this checkout at {git('rev-parse', '--short', 'HEAD')}")
    print(f"proof: `syncsan check CASE --prove --select {args.rules}` (text report), every k_tiles from the case's "
          f"lower bound up, other parameters at their defaults; json: the same with --format json (its default fix "
          f"search included); {args.runs} runs per version and command, interleaved")
    print()
    print(f"{'case':<30} {'old wall':>9} {'new wall':>9} {'old/new':>8} {'old CPU':>8} {'new CPU':>8} {'json old':>9} "
          f"{'json new':>9} {'peak old':>9} {'peak new':>9}  verdict (old = new?)")
    env = dict(os.environ, COLUMNS="120")
    worst_hti = worst_hti_cpu = worst_json = 0.0
    for path in cases:
        res: dict[str, list] = {"old": [], "new": []}
        js: dict[str, list] = {"old": [], "new": []}
        for i in range(args.runs):
            for name in (("old", "new") if i % 2 == 0 else ("new", "old")):
                argv = [str(versions[name]), "check", str(path), "--prove", "--select", args.rules, "--no-progress"]
                res[name].append(run(argv, cwd=ROOT, env=env))
                js[name].append(run(argv + ["--format", "json"], cwd=ROOT, env=env))
        ow, nw = median([r.wall for r in res["old"]]), median([r.wall for r in res["new"]])
        oc, nc = median([r.cpu for r in res["old"]]), median([r.cpu for r in res["new"]])
        jo, jn = median([r.cpu for r in js["old"]]), median([r.cpu for r in js["new"]])
        vo, vn = verdict(js["old"][0].stdout), verdict(js["new"][0].stdout)
        if path.parent.name == "hti":
            worst_hti = max(worst_hti, nw)
            worst_hti_cpu = max(worst_hti_cpu, nc)
            worst_json = max(worst_json, jn)
        peak = {n: max(r.peak_kib for r in res[n] + js[n]) for n in ("old", "new")}
        print(f"{path.stem:<30} {ow:9.2f} {nw:9.2f} {ow / nw:7.2f}x {oc:8.2f} {nc:8.2f} {jo:9.2f} {jn:9.2f} "
              f"{mib(peak['old']):>9} {mib(peak['new']):>9}  "
              f"{vn} ({'same' if vo == vn else 'DIFFERENT: old ' + vo})", flush=True)
    print()
    print(f"slowest HTI proof (new, start-up included): {worst_hti_cpu:.2f} CPU s, {worst_hti:.2f} s wall (median; "
          f"target: under 0.5 s wall on an idle machine); with --format json and its fix search: {worst_json:.2f} CPU s")
    footer()


if __name__ == "__main__":
    main()
