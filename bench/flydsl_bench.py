"""Benchmark: the FlyDSL frontend on ROCm/FlyDSL's gemm_a16w16_gfx950.py HTI kernel.

Run: .venv/bin/python bench/flydsl_bench.py PATH/TO/kernels/gemm/gemm_a16w16_gfx950.py > bench/flydsl_bench.txt
(the FlyDSL file is not part of this repository: fetch ROCm/FlyDSL and pass its path).

Part 1, the proof (issue 5's target): `syncsan check` as a user runs it, a fresh process with
start-up included, on the file as it is and on a copy with the bugfix PR's two waits (written to a
temporary folder beside a copy of its utils module), tuned HTI policy, both split-K settings
(`--param split_k=1,2`: two programs), every k_tiles (`--param k_tiles=2..`), SS101; with -j 1
and -j 2 (the two programs in parallel processes). Best of --repeat runs; wall and CPU seconds.

Part 2, the concrete sweep: reads the kernel (256x256x64, 2 stages, 2x4x1 waves, bf16) for split_k
1 and 2 and checks k_tiles = 2..N (ks_idx 0 and 1 for split-K), in-order model; CPU seconds
(time.process_time) of one process.

Part 3, the non-HTI A16W16 GEMM (gemm_a16w16_gfx950_kernel, default policy, split_k=1, every
k_tiles >= 2, SS101): old (a worktree of --base with its own venv) against new, interleaved, median
of --repeat runs, peak memory.

The machine is named in the output. Compare ratios between rows, not absolute times across machines.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from benchutil import footer, header, median, mib, run  # noqa: E402
from startup_bench import old_tree  # noqa: E402

from syncsan.analysis import check_program  # noqa: E402
from syncsan.frontends import FrontendOptions, load_programs  # noqa: E402

KERNEL = "gemm_a16w16_hti_gfx950_kernel"
POLICY = {"in_dtype_id": (2,), "out_dtype_id": (2,), "use_half_tile_interleaved": (True,)}


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


PRO = "    if wid // n_waves == 1:\n        rocdl.s_barrier()\n"
TAIL = "    b0 = load_b_fragment(0, 1)\n    rocdl.s_barrier()\n    consume(c11, a1, b1, True)\n"
HB = "half_ldg_b_iters + half_ldg_a_iters"
CLI_PARAMS = ["--kernel", KERNEL, "--param", "in_dtype_id=2", "--param", "out_dtype_id=2",
              "--param", "use_half_tile_interleaved=true", "--param", "block_m=256", "--param", "block_n=256",
              "--param", "block_k=64", "--param", "stages=2", "--param", "m_waves=2", "--param", "n_waves=4",
              "--param", "k_waves=1", "--param", "split_k=1,2", "--param", "ks_idx=0,1",
              "--param", "k_tiles=2..", "--select", "SS101", "--format", "json", "--no-progress"]


def with_pr_waits(path: Path, folder: Path) -> Path:
    """A copy of the kernel file with the bugfix PR's two waits, beside a copy of its utils."""
    for name in ("gemm_a16w16_gfx950_utils.py", "__init__.py"):
        if (path.parent / name).exists():
            shutil.copy(path.parent / name, folder / name)
    src = path.read_text()
    assert src.count(PRO) == 1 and src.count(TAIL) == 1, "not the expected revision of the file"
    src = src.replace(PRO, PRO + "        rocdl.s_waitcnt(vmcnt=0)\n")
    src = src.replace(TAIL, TAIL.replace("    rocdl.s_barrier()\n", "    if wid // n_waves == 1:\n"
                                         f"        rocdl.s_waitcnt(vmcnt={HB})\n    rocdl.s_barrier()\n", 1))
    out = folder / "gemm_a16w16_gfx950_pr.py"
    out.write_text(src)
    return out


def prove_run(path: Path, jobs: int, repeat: int) -> tuple[float, float, dict]:
    """Best wall time of `syncsan check` (start-up included), its CPU seconds, and its JSON."""
    best, cpu, doc = float("inf"), 0.0, {}
    cmd = [sys.executable, "-m", "syncsan", "check", str(path), *CLI_PARAMS, "-j", str(jobs)]
    for _ in range(repeat):
        r = run(cmd, cwd=ROOT)
        if r.status not in (0, 1):
            sys.exit(f"syncsan failed ({r.status}):\n{r.stderr}")
        PEAK[0] = max(PEAK[0], r.peak_kib)
        if r.wall < best:
            best, cpu, doc = r.wall, r.cpu, json.loads(r.stdout)
    return best, cpu, doc


PEAK = [0]
NON_HTI = ["--kernel", "gemm_a16w16_gfx950_kernel", "--param", "in_dtype_id=2", "--param", "out_dtype_id=2",
           "--param", "split_k=1", "--param", "k_tiles=2..", "--select", "SS101", "--format", "json", "--no-progress"]


def non_hti_table(path: Path, repeat: int, base: str) -> None:
    commit, venv = old_tree(base, Path("/tmp/syncsan-bench"))
    exe = {"old": str(venv / "bin" / "syncsan"), "new": str(ROOT / ".venv" / "bin" / "syncsan")}
    print(f"non-HTI proof: gemm_a16w16_gfx950_kernel (default policy, split_k=1), every k_tiles >= 2, SS101; "
          f"old = {base} at {commit[:12]}, new = this checkout; {repeat} runs each, interleaved")
    res: dict[str, list] = {"old": [], "new": []}
    for i in range(repeat):
        for name in (("old", "new") if i % 2 == 0 else ("new", "old")):
            res[name].append(run([exe[name], "check", str(path), *NON_HTI], cwd=ROOT))
    print(f"{'version':<8}{'median wall s':>14}{'median CPU s':>13}{'solver s':>9}{'peak':>9}  verdict")
    for name in ("old", "new"):
        rs = res[name]
        doc = json.loads(rs[0].stdout)
        proof = doc["files"][0]["proof"]
        print(f"{name:<8}{median([r.wall for r in rs]):>14.2f}{median([r.cpu for r in rs]):>13.2f}"
              f"{proof['solver_seconds']:>9.2f}{mib(max(r.peak_kib for r in rs)):>9}  {proof['verdict']}")
    o, n = median([r.cpu for r in res["old"]]), median([r.cpu for r in res["new"]])
    print(f"old/new: {median([r.wall for r in res['old']]) / median([r.wall for r in res['new']]):.2f}x wall, "
          f"{o / n:.2f}x CPU (target: under 10 s)")
    print()


def prove_table(path: Path, repeat: int) -> None:
    print("proof: every k_tiles >= 2 (--param k_tiles=2..), split_k=1,2 (two programs), SS101; "
          f"best of {repeat}, start-up included")
    print(f"{'file':<26}{'-j':>3}{'wall s':>9}{'CPU s':>8}  verdicts (split_k=1, split_k=2); SS101 lines")
    with tempfile.TemporaryDirectory(prefix="syncsan-flydsl-") as tmp:
        pr = with_pr_waits(path, Path(tmp))
        for label, file in (("as on main (the race)", path), ("with the PR's two waits", pr)):
            for jobs in (1, 2):
                wall, cpu, doc = prove_run(file, jobs, repeat)
                verdicts = ", ".join(f["proof"]["verdict"] for f in doc["files"])
                lines = sorted({f["line"] for f in doc["findings"] if f["rule"] == "SS101"})
                print(f"{label:<26}{jobs:>3}{wall:>9.2f}{cpu:>8.2f}  {verdicts}; {lines or 'none'}")
    print()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("path", help="kernels/gemm/gemm_a16w16_gfx950.py of a ROCm/FlyDSL checkout")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--base", default="main", help="old version for the non-HTI proof (default: main)")
    args = ap.parse_args()
    path = args.path
    header("syncsan FlyDSL benchmark (bench/flydsl_bench.py)")
    load_before = os.getloadavg()[0]
    print(f"kernel: {KERNEL} in {Path(path).name}, tuned HTI policy (256x256x64, 2 stages, 2x4x1 waves, bf16)")
    prove_table(Path(path).resolve(), args.repeat)
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
    print(f"peak memory of the proof runs: {mib(PEAK[0])}")
    print()
    non_hti_table(Path(path).resolve(), args.repeat, args.base)
    footer()


if __name__ == "__main__":
    main()
