"""Benchmark: what the fix search adds to checking a file, old against new, as a user runs it.

Run: .venv/bin/python bench/fix_bench.py [--base main] [--flydsl PATH/TO/kernels/gemm/gemm_a16w16_gfx950.py]
     [--all-mutants] > bench/fix_bench.txt

Each file is checked by `syncsan check FILE --format json` in fresh processes, by both versions
(old: a worktree of --base with its own venv, made once by bench/startup_bench.py's helper; new:
this checkout's .venv), old and new interleaved:

- "check": with --no-fix-suggestions (the check alone);
- "json": the default of JSON (and SARIF) output, which searches fixes (the budget and the
  findings covered are each version's defaults);
- "all": --fix-suggestions, the search for every finding, as --fix runs it (new only when
  --all is given: it differs from "json" only for findings that do not fail the check).

Columns: CPU seconds (user + system of the process), the ratio json/check, the findings, how
many got a proven fix, the distinct edits and whether the search's budget cut it short (a note
of the file's report). Files: the HTI schedule as on main (SS101, proved), two small schedules,
a sample of the assembly mutants (one per source, every K of `K`; all of them with
--all-mutants) and ROCm/FlyDSL's HTI GEMM (both split-K settings, every k_tiles) when its
path is given. Compare the rows of one run: the machine is shared.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchutil import footer, header, mib, run  # noqa: E402
from startup_bench import git, old_tree  # noqa: E402

K = "1,64,65,128,129,192,256,320,384,1024,4096"
HTI_PARAMS = ("in_dtype_id=2", "out_dtype_id=2", "use_half_tile_interleaved=True", "block_m=256", "block_n=256",
              "block_k=64", "stages=2", "m_waves=2", "n_waves=4", "k_waves=1", "split_k=1,2", "k_tiles=2..",
              "ks_idx=0,1")
#: one mutant per source (the default sample; the 8-wave inductor ones take minutes per check:
#: --all-mutants)
SAMPLE = ("flydsl__dma_gemm_gfx950__delete_wait.s", "hip__dma_bare_waitcnt_gfx942__raise_vmcnt.s",
          "inductor__mm_gfx942_fp16_w4_s2__delete_wait.s")


def cases(flydsl: str | None, all_mutants: bool) -> list[tuple[str, list[str]]]:
    out = [
        ("corpus/hti/main.sched (SS101, proved)", ["corpus/hti/main.sched", "--select", "SS101", "--prove"]),
        ("corpus/basic/double_buffer_missing_wait.sched", ["corpus/basic/double_buffer_missing_wait.sched"]),
        ("corpus/basic/pingpong_unbalanced.sched", ["corpus/basic/pingpong_unbalanced.sched"]),
    ]
    for m in sorted((ROOT / "corpus/asm/mutants").glob("*.s")):
        if all_mutants or m.name in SAMPLE:
            out.append((f"corpus/asm/mutants/{m.name}", [str(m.relative_to(ROOT)), "--kernarg", f"K@32={K}"]))
    if flydsl:
        args = [flydsl, "--select", "SS101", "--prove", "--kernel", "gemm_a16w16_hti_gfx950_kernel"]
        for p in HTI_PARAMS:
            args += ["--param", p]
        out.append(("FlyDSL gemm_a16w16_gfx950.py HTI (SS101, proved)", args))
    return out


def summary(stdout: str) -> tuple[int, int, int, bool, str]:
    """(findings, findings with a fix, distinct fixes, budget cut short, rule set) of a JSON report."""
    try:
        doc = json.loads(stdout)
    except ValueError:
        return -1, -1, -1, False, "?"
    fs = [f for f in doc.get("findings", []) if isinstance(f, dict)]
    fixed = sum(1 for f in fs if f.get("fixes"))
    edits = {fx["description"] for f in fs for fx in f.get("fixes", [])}
    notes = [n for f in doc.get("files", []) for n in f.get("notes", [])]
    cut = any("stopped after its budget" in n for n in notes)
    return len(fs), fixed, len(edits), cut, ",".join(sorted({f["rule"] for f in fs}))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", default="main")
    ap.add_argument("--flydsl", help="ROCm/FlyDSL's kernels/gemm/gemm_a16w16_gfx950.py")
    ap.add_argument("--all-mutants", action="store_true", help="every assembly mutant, not the sample")
    ap.add_argument("--all", action="store_true", help="also the new version with --fix-suggestions")
    ap.add_argument("--cache", default="/tmp/syncsan-bench")
    args = ap.parse_args()
    Path(args.cache).mkdir(parents=True, exist_ok=True)
    commit, old_venv = old_tree(args.base, Path(args.cache))
    versions = {"old": old_venv / "bin" / "syncsan", "new": ROOT / ".venv" / "bin" / "syncsan"}
    header("syncsan fix-search benchmark (bench/fix_bench.py)")
    print(f"old: {args.base} at {commit[:12]}; new: this checkout at {git('rev-parse', '--short', 'HEAD')}"
          + (" (with uncommitted changes)" if git("status", "--porcelain", "--", "syncsan") else ""))
    print("each: `syncsan check FILE --format json` (check: + --no-fix-suggestions; json: the default, which "
          "searches fixes), one fresh process per cell, old and new interleaved; CPU seconds (user + system)")
    print()
    print(f"{'file':<58} {'check':>11} {'json':>11} {'json/check':>11} {'findings':>8} {'fixed':>9} {'edits':>7} "
          f"{'cut short':>9} {'peak':>8}")
    print(f"{'':<58} {'old':>5} {'new':>5} {'old':>5} {'new':>5} {'old':>5} {'new':>5} {'':>8} {'old':>4} {'new':>4} "
          f"{'old':>3} {'new':>3} {'old':>4} {'new':>4}")
    env = dict(os.environ, COLUMNS="120")
    totals = {"old": [0.0, 0.0], "new": [0.0, 0.0]}
    for label, argv in cases(args.flydsl, args.all_mutants):
        res = {}
        for i, mode in enumerate(("check", "json")):
            extra = ["--no-fix-suggestions"] if mode == "check" else []
            for name in (("old", "new") if i % 2 == 0 else ("new", "old")):
                res[(name, mode)] = run([str(versions[name]), "check", *argv, "--format", "json", "--no-progress",
                                         *extra], cwd=ROOT, env=env)
        s = {k: summary(r.stdout) for k, r in res.items()}
        for name in ("old", "new"):
            totals[name][0] += res[(name, "check")].cpu
            totals[name][1] += res[(name, "json")].cpu
        same = s[("old", "check")][0] == s[("new", "check")][0] and s[("old", "check")][4] == s[("new", "check")][4]
        peak = max(r.peak_kib for r in res.values())
        print(f"{label:<58} {res[('old', 'check')].cpu:5.1f} {res[('new', 'check')].cpu:5.1f} "
              f"{res[('old', 'json')].cpu:5.1f} {res[('new', 'json')].cpu:5.1f} "
              f"{res[('old', 'json')].cpu / res[('old', 'check')].cpu:5.1f} "
              f"{res[('new', 'json')].cpu / res[('new', 'check')].cpu:5.1f} "
              f"{s[('new', 'json')][0]:8d} {s[('old', 'json')][1]:4d} {s[('new', 'json')][1]:4d} "
              f"{s[('old', 'json')][2]:3d} {s[('new', 'json')][2]:3d} "
              f"{'yes' if s[('old', 'json')][3] else 'no':>4} {'yes' if s[('new', 'json')][3] else 'no':>4} "
              f"{mib(peak):>8}" + ("" if same else "  FINDINGS DIFFER"), flush=True)
        if args.all:
            r = run([str(versions["new"]), "check", *argv, "--format", "json", "--no-progress", "--fix-suggestions"],
                    cwd=ROOT, env=env)
            n, fixed, edits, cut, _ = summary(r.stdout)
            print(f"{'  (new, --fix-suggestions: every finding)':<58} {'':>11} {'':>5} {r.cpu:5.1f} {'':>5} "
                  f"{r.cpu / res[('new', 'check')].cpu:5.1f} {n:8d} {'':>4} {fixed:4d} {'':>3} {edits:3d} {'':>4} "
                  f"{'yes' if cut else 'no':>4}", flush=True)
    print()
    for name in ("old", "new"):
        c, j = totals[name]
        print(f"{name}: check {c:.1f} CPU s, json {j:.1f} CPU s in all ({j / c:.2f}x the check)")
    footer()


if __name__ == "__main__":
    main()
