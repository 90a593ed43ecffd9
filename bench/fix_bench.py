"""Benchmark: what the fix search (`--fix-suggestions`, on by default in JSON and SARIF) adds to
checking a file.

Run: .venv/bin/python bench/fix_bench.py [--flydsl PATH/TO/kernels/gemm/gemm_a16w16_gfx950.py] > bench/fix_bench.txt

For each file: CPU seconds (time.process_time, one process, the per-file pipeline `walk.check_file`)
of the check alone and of the check with fix suggestions, the ratio, the findings and how many got
a proven fix, and the distinct edits. Files: the HTI schedule as on main (proved, every k_tiles),
two small schedules, every Triton mutant (11 K values swept), and ROCm/FlyDSL's HTI kernel (both
split-K settings, every k_tiles) when its path is given. The machine is named in the output;
compare ratios within one run, not absolute times across machines.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from syncsan import walk  # noqa: E402
from syncsan.config import Settings  # noqa: E402
from syncsan.ir import OpenRange  # noqa: E402

K = (1, 64, 65, 128, 129, 192, 256, 320, 384, 1024, 4096)
HTI_POLICY = {"in_dtype_id": (2,), "out_dtype_id": (2,), "use_half_tile_interleaved": (True,), "block_m": (256,),
              "block_n": (256,), "block_k": (64,), "stages": (2,), "m_waves": (2,), "n_waves": (4,), "k_waves": (1,),
              "split_k": (1, 2), "k_tiles": OpenRange(2), "ks_idx": (0, 1)}


def cases(flydsl: str | None):
    out = [
        ("corpus/hti/main.sched (SS101, proved)", ROOT / "corpus/hti/main.sched", dict(select=frozenset({"SS101"}))),
        ("corpus/basic/double_buffer_missing_wait.sched", ROOT / "corpus/basic/double_buffer_missing_wait.sched", {}),
        ("corpus/basic/pingpong_unbalanced.sched", ROOT / "corpus/basic/pingpong_unbalanced.sched", {}),
    ]
    for m in sorted((ROOT / "corpus/asm/mutants").glob("*.s")):
        out.append((f"corpus/asm/mutants/{m.name}", m, dict(kernargs={"K@32": K})))
    if flydsl:
        out.append(("FlyDSL gemm_a16w16_gfx950.py HTI (SS101, proved)", Path(flydsl),
                    dict(select=frozenset({"SS101"}), params=HTI_POLICY, required_params=frozenset(HTI_POLICY),
                         kernel="gemm_a16w16_hti_gfx950_kernel")))
    return out


def cpu(path: Path, settings: Settings):
    t = time.process_time()
    result = walk.check_file(str(path), settings)
    return time.process_time() - t, result


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--flydsl", help="ROCm/FlyDSL's kernels/gemm/gemm_a16w16_gfx950.py")
    args = ap.parse_args()
    print(f"# fix_bench on {platform.node()} ({platform.machine()}, {os.cpu_count()} CPUs, "
          f"Python {platform.python_version()}), CPU seconds of one process")
    print(f"{'file':58s} {'check':>7s} {'+fixes':>7s} {'ratio':>6s} {'findings':>8s} {'fixed':>6s} edits")
    for name, path, extra in cases(args.flydsl):
        base = Settings(root=path.parent, paths=(str(path),), **extra)
        t0, r0 = cpu(path, base)
        t1, r1 = cpu(path, replace(base, fixes=True))
        if r0.error or r1.error:
            print(f"{name:58s} error: {r0.error or r1.error}")
            continue
        fixes = list(dict.fromkeys(fx for f in r1.findings for fx in f.fixes))
        fixed = sum(1 for f in r1.findings if f.fixes)
        print(f"{name:58s} {t0:7.2f} {t1:7.2f} {t1 / t0 if t0 else 0:6.1f} {len(r1.findings):8d} {fixed:6d} "
              f"{len(fixes)}", flush=True)
        for fx in fixes:
            print(f"    {fx.description}  ({fx.proof})")


if __name__ == "__main__":
    main()
