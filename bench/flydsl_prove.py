"""Proofs of ROCm/FlyDSL's kernel library: every kernel whose schedule has a loop count that is a
runtime value, decided for every count (`--prove`), beside the sweep of bench/flydsl_coverage.py.

    python bench/flydsl_prove.py PATH_TO_FLYDSL_CHECKOUT [--out bench/flydsl_prove.txt]
                                 [--timeout SECONDS] [--only SUBSTRING] [--syncsan TREE]
                                 [--repeat N] [--against OTHER_TREE]

Each row is one configuration of bench/flydsl_coverage.py (its CONFIGS: the sizes FlyDSL's own
tests build) with its loop-count parameters opened upwards (`trips_L1588=0..`, `k_tiles=2..`: the
lowest count the kernel's tests use, or 0 for a work loop) and `--prove`. Two runs per row, one
after the other: the proof, and the configuration's bounded sweep as the coverage table runs it.
The table gives the proof's wall and CPU seconds and peak memory, its verdict for each rule
(proved / hazard / unknown), and whether the proof's findings are the sweep's (rule, line) set:
a proof reports at least what the sweep does, and a rule proved must have no sweep finding.

Target (issue 13, item 2): every row decided (no rule "unknown") in under 10 s wall on the 2-core
machine. No FlyDSL code is copied or imported: the configurations are our data.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import benchutil  # noqa: E402
from flydsl_coverage import CONFIGS, Config, check_command  # noqa: E402

#: (file, kernel, configuration name) -> the loop-count parameters to open, with their lower bounds
OPEN: dict[tuple[str, str, str], dict[str, str]] = {
    ("kernels/attention/flash_attn_fp8_gfx950.py", "flash_attn_dualwave_swp_fp8_bn128_kernel", ""):
        {"max_num_tiles.2": "4.."},
    ("kernels/attention/flash_attn_generic.py", "flash_attn_generic_kernel", ""): {"kv_upper": "64.."},
    ("kernels/attention/flash_attn_gfx950.py", "flash_attn_dualwave_swp_gfx950_kernel", ""):
        {"split_t_end": "4.."},
    ("kernels/attention/flash_attn_gfx950.py", "flash_attn_dualwave_swp_gfx950_kernel", "d64-gqa"):
        {"split_t_end": "4.."},
    ("kernels/attention/mla_fwd_decode_m16x8_fp8_fp8.py", "kn_mla_fwd_decode_m16x8_fp8_fp8", ""):
        {"trips_L1588": "0..", "trips_L1884": "0.."},
    ("kernels/gemm/gemm_a16w16_gfx950.py", "gemm_a16w16_gfx950_kernel", ""): {"k_tiles": "2.."},
    ("kernels/gemm/gemm_a16w16_gfx950.py", "gemm_a16w16_hti_gfx950_kernel", ""): {"k_tiles": "2.."},
    ("kernels/mega_moe/mega_moe_stage1.py", "kernel", ""): {"trips_L419": "0.."},
}


@dataclass
class Row:
    kernel: str
    label: str
    opened: dict
    wall: float = 0.0
    cpu: float = 0.0
    peak_kib: int = 0
    verdict: str = ""  # the proof's overall verdict, or why there is none
    method: str = ""  # z3, or sweep when the proof fell back to small values
    rules: dict | None = None  # rule -> proved / hazard / unknown
    found: frozenset = frozenset()  # (rule, line) of the proof's findings
    swept: frozenset = frozenset()  # (rule, line) of the bounded sweep's findings
    sweep_wall: float = 0.0
    walls: list = field(default_factory=list)  # every run's wall seconds (`--repeat`)
    against: list = field(default_factory=list)  # the `--against` tree's, run for run


def command(root: Path, rel: str, kernel: str, cfg: Config, prove: bool) -> list[str]:
    return check_command(root, rel, kernel, cfg) + (["--prove"] if prove else [])


def sites(doc: dict) -> frozenset:
    return frozenset((f["rule"], f["line"]) for f in doc.get("findings", []))


def run_row(root: Path, rel: str, kernel: str, cfg: Config, opened: dict, timeout: float, tree,
            repeat: int = 1, against: Path | None = None) -> Row:
    """One configuration: its proof `repeat` times (the median run's figures), each time right
    after the same proof by the syncsan of `against` (if given), then its sweep once."""
    row = Row(kernel, cfg.name or "default", opened)
    proof_cfg = replace(cfg, params={**cfg.params, **opened})
    cmd = ["timeout", "-s", "KILL", str(int(timeout))] + command(root, rel, kernel, proof_cfg, prove=True)
    runs, olds = [], []
    for _ in range(max(1, repeat)):
        if against is not None:
            olds.append(benchutil.run(cmd, cwd=against).wall)
        runs.append(benchutil.run(cmd, cwd=tree))
    r = sorted(runs, key=lambda x: x.wall)[(len(runs) - 1) // 2]
    row.walls = [x.wall for x in runs]
    row.against = olds
    row.wall, row.cpu, row.peak_kib = r.wall, r.cpu, r.peak_kib
    if r.status not in (0, 1):
        first = next((ln for ln in r.stderr.splitlines() if ln.strip()), f"exit status {r.status}")
        row.verdict = "timeout" if r.status == -9 or r.status == 137 else f"refused: {first[:120]}"
        return row
    doc = json.loads(r.stdout)
    proof = doc["files"][0].get("proof") or {}
    row.verdict = proof.get("verdict", doc["summary"].get("verdict", "?"))
    row.method = proof.get("method", "")
    row.rules = {x["rule"]: x["verdict"] for x in proof.get("rules", [])}
    row.found = sites(doc)
    s = benchutil.run(command(root, rel, kernel, cfg, prove=False), cwd=tree)
    row.sweep_wall = s.wall
    if s.status in (0, 1):
        row.swept = sites(json.loads(s.stdout))
    return row


def render(rows: list[Row], commit: str, timeout: float) -> str:
    out = []
    out.append(f"# proof: `syncsan check FILE --kernel NAME --param ... --prove --format json --no-fix-suggestions`, "
               f"ROCm/FlyDSL {commit}, loop counts opened upwards; time limit {timeout:.0f} s")
    out.append("# sweep: the same configuration with the bounded loop counts of bench/flydsl_coverage.py")
    out.append("")
    out.append(f"{'kernel':42} {'config':8} {'wall s':>7} {'CPU s':>7} {'peak':>8}  {'verdict':8} rules "
               "(P proved, H hazard, ? unknown)")
    for r in rows:
        rules = " ".join(f"{k}:{ {'proved': 'P', 'hazard': 'H'}.get(v, '?')}" for k, v in sorted((r.rules or {}).items()))
        out.append(f"{r.kernel:42} {r.label:8} {r.wall:7.1f} {r.cpu:7.1f} {benchutil.mib(r.peak_kib):>8}  "
                   f"{r.verdict:8} {rules}")
        out.append("    open: " + " ".join(f"{k}={v}" for k, v in r.opened.items())
                   + (f"; method {r.method}" if r.method else ""))
        if len(r.walls) > 1:
            out.append(f"    runs: {', '.join(f'{w:.2f}' for w in r.walls)} s wall (the median's figures above)")
        if r.against:
            ratios = [a / w for a, w in zip(r.against, r.walls) if w > 0]
            out.append(f"    against: {', '.join(f'{a:.2f}' for a in r.against)} s wall, each run just before this "
                       f"tree's; against / this: median {benchutil.median(ratios):.2f}x "
                       f"({min(ratios):.2f}-{max(ratios):.2f})")
        if r.rules is not None:
            same = r.found == r.swept
            extra = sorted(r.found - r.swept)
            missing = sorted(r.swept - r.found)
            proved_but_swept = sorted({rule for rule, _ in r.swept if (r.rules or {}).get(rule) == "proved"})
            text = "same as the sweep's" if same else f"beyond the sweep {extra}, missing {missing}"
            out.append(f"    findings {sorted(r.found)}: {text} (sweep {r.sweep_wall:.1f} s)"
                       + (f"; PROVED YET FOUND BY THE SWEEP: {proved_but_swept}" if proved_but_swept else ""))
    out.append("")
    decided = [r for r in rows if r.rules and "unknown" not in r.rules.values() and r.method != "sweep"]
    fast = [r for r in decided if r.wall < 10.0]
    out.append(f"rows: {len(rows)}; every rule decided by the proof: {len(decided)}; decided in under 10 s wall: "
               f"{len(fast)} (target: all {len(rows)})")
    sound = all(not ({rule for rule, _ in r.swept} & {k for k, v in (r.rules or {}).items() if v == 'proved'})
                for r in rows)
    out.append("no rule proved that the sweep finds: " + ("yes" if sound else "NO"))
    return "\n".join(out) + "\n"


def _commit(tree: Path) -> str:
    try:
        out = subprocess.run(["git", "-C", str(tree), "log", "-1", "--format=%h"], capture_output=True, text=True,
                             timeout=10).stdout.strip()
        dirty = subprocess.run(["git", "-C", str(tree), "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True, timeout=10).stdout.strip()
    except (OSError, subprocess.TimeoutExpired):
        return "(unknown commit)"
    return (out or "(unknown commit)") + (" with uncommitted changes" if dirty else "")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("checkout", type=Path, help="a ROCm/FlyDSL checkout")
    ap.add_argument("--out", type=Path, default=Path(__file__).with_name("flydsl_prove.txt"))
    ap.add_argument("--timeout", type=float, default=600.0, help="time limit per proof in seconds")
    ap.add_argument("--only", default=None, help="only kernels whose file or name contains this text")
    ap.add_argument("--syncsan", type=Path, default=None, help="run the syncsan of this tree instead of this one")
    ap.add_argument("--repeat", type=int, default=1, help="runs of each proof (the median's figures are shown)")
    ap.add_argument("--against", type=Path, default=None,
                    help="also run each proof with the syncsan of this tree (another checkout), run for run, "
                         "and show the ratio of the wall times")
    args = ap.parse_args(argv)
    root = args.checkout.resolve()
    tree = args.syncsan.resolve() if args.syncsan else Path(__file__).resolve().parent.parent
    against = args.against.resolve() if args.against else None
    benchutil.precompile(tree)
    if against is not None:
        benchutil.precompile(against)
    rows = []
    header = [f"syncsan proofs of ROCm/FlyDSL's kernel library (bench/flydsl_prove.py)",
              f"machine: {benchutil.machine()}", f"speed reference: {benchutil.speed_reference()}",
              f"load average at the start: {benchutil.load()}"]
    if args.repeat > 1 or against is not None:
        header.append(f"each proof run {max(1, args.repeat)} times" +
                      (f", each run right after the same proof by the syncsan of {against.name} "
                       f"({_commit(against)})" if against is not None else "") +
                      f"; this tree: {_commit(tree)}")
    for (rel, kernel, name), opened in OPEN.items():
        if args.only and args.only not in rel and args.only != kernel:
            continue
        cfg = next(c for c in CONFIGS[(rel, kernel)] if c.name == name)
        rows.append(run_row(root, rel, kernel, cfg, opened, args.timeout, tree, args.repeat, against))
        print(f"{kernel} {name or 'default'}: {rows[-1].verdict} {rows[-1].wall:.1f} s", file=sys.stderr)
    try:
        commit = subprocess.run(["git", "-C", str(root), "rev-parse", "--short", "HEAD"], capture_output=True,
                                text=True, timeout=10).stdout.strip() or "(unknown commit)"
    except (OSError, subprocess.TimeoutExpired):
        commit = "(unknown commit)"
    text = "\n".join(header) + "\n" + render(rows, commit, args.timeout) + f"load average at the end: {benchutil.load()}\n"
    if not args.only:
        args.out.write_text(text, encoding="utf-8")
    print(text, end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
