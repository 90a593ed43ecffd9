#!/usr/bin/env python3
"""A new user's trial of `syncsan check` on AMD's hand-written assembly kernels (ROCm/aiter's
`hsa/` code objects), unmodified.

    .venv/bin/python bench/aiter_hsa_coverage.py AITER_DIR [--per-family N] [--only TEXT] > bench/aiter_hsa_coverage.txt

AITER_DIR is a checkout of ROCm/aiter; nothing of it is copied here, and only this table is
committed (not the code objects, nor their listings). The code objects are hand-written,
hand-scheduled kernels (attention forward and backward, GEMMs, fused MoE, paged attention, MLA,
top-k) that AMD ships as binaries: exactly the schedules a kernel author would want checked.
For gfx942 and gfx950, from each kernel family (a folder of `hsa/ARCH/`, and the files at its top)
the first N code objects in name order (`--per-family`, default 3) are taken. Each one is listed
as a user would: `llvm-objdump-22 -d -j .text -j .rodata --mcpu=ARCH` (Debian package llvm-22;
`.rodata` adds the kernel descriptor: where the kernarg pointer and workgroup ids are). The
workgroup size is not in that listing: it is read from the code object's metadata note
(`llvm-readelf-22 --notes`, `.max_flat_workgroup_size`) and given as `--waves`. Then
`syncsan check LISTING --target ARCH --waves W --format json --no-fix-suggestions --timeout 120`.
Output: per code object, its family, name, kernels, verdict (clean, findings by rule, unknown,
refused with the message's first line), seconds, and counts of LDS-DMA ops, s_barriers and ds
ops in the listing.
"""

from __future__ import annotations

import json
import math
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import benchutil  # noqa: E402
from aiter_coverage import DMA  # noqa: E402  (an LDS-DMA copy line)

ARCHS = ("gfx942", "gfx950")
TIMEOUT = 120
OBJDUMP = "llvm-objdump-22"
READELF = "llvm-readelf-22"


def families(arch_dir: Path, per_family: int) -> list[tuple[str, Path]]:
    """(family, code object): the first `per_family` of each folder, and of the top-level files."""
    out = []
    top = sorted(p for p in arch_dir.iterdir() if p.suffix == ".co")
    out += [("(top)", p) for p in top[:per_family]]
    for folder in sorted(p for p in arch_dir.iterdir() if p.is_dir()):
        cos = sorted(folder.rglob("*.co"))
        out += [(folder.name, p) for p in cos[:per_family]]
    return out


def workgroup_waves(co: Path) -> int | None:
    notes = subprocess.run([READELF, "--notes", str(co)], capture_output=True, text=True).stdout
    sizes = [int(m) for m in re.findall(r"\.max_flat_workgroup_size:\s*(\d+)", notes)]
    return math.ceil(max(sizes) / 64) if sizes else None


def verdict(rc: int, doc: dict | None, stderr: str) -> str:
    if doc is not None and rc in (0, 1):
        by_rule = doc["summary"].get("by_rule") or {}
        if rc == 0:
            return "clean"
        if by_rule:
            return "findings " + ", ".join(f"{k} x{v}" for k, v in sorted(by_rule.items()))
        return "unknown"
    msg = next((ln for ln in stderr.splitlines() if "error" in ln), stderr.strip().splitlines()[0] if stderr.strip() else "")
    if doc is not None and doc.get("errors"):
        msg = doc["errors"][0].get("message", msg)
    msg = re.sub(r"^\S+\.txt:", "line ", msg.splitlines()[0] if msg else "")
    return ("refused: " if rc == 2 else f"internal error (exit {rc}): ") + msg[:300]


def check(listing: Path, arch: str, waves: int | None) -> dict:
    text = listing.read_text()
    code = [ln.split("//")[0] for ln in text.splitlines()]
    cmd = [sys.executable, "-m", "syncsan", "check", str(listing), "--target", arch, "--format", "json",
           "--no-fix-suggestions", "--timeout", str(TIMEOUT)]
    if waves:
        cmd += ["--waves", str(waves)]
    r = benchutil.run(cmd)
    try:
        doc = json.loads(r.stdout)
    except ValueError:
        doc = None
    return {"verdict": verdict(r.status, doc, r.stderr), "seconds": r.wall, "cpu": r.cpu,
            "dma": sum(1 for c in code if DMA.match(c)),
            "bar": sum(1 for c in code if re.match(r"^\s*s_barrier\b", c)),
            "ds": sum(1 for c in code if re.match(r"^\s*ds_", c))}


def main(argv: list[str]) -> int:
    if not argv or not (Path(argv[0]) / "hsa").is_dir():
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    root = Path(argv[0]).resolve()
    per = int(argv[argv.index("--per-family") + 1]) if "--per-family" in argv else 3
    only = argv[argv.index("--only") + 1] if "--only" in argv else ""
    commit = subprocess.run(["git", "-C", str(root), "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True).stdout.strip() or "unknown"
    tool = subprocess.run([OBJDUMP, "--version"], capture_output=True, text=True).stdout
    tool = (re.search(r"LLVM version (\S+)", tool) or re.search(r"(.+)", tool or "?")).group(1)
    benchutil.header("syncsan on ROCm/aiter's hand-written assembly kernels (bench/aiter_hsa_coverage.py)")
    print(f"aiter: {commit} (hsa/ code objects, unmodified); listings by {OBJDUMP} {tool} "
          f"(-d -j .text -j .rodata); the first {per} code objects of each family in name order; "
          f"one check at a time, --timeout {TIMEOUT}")
    print("columns: target family/code object | kernels | verdict | wall s (CPU s) | LDS-DMA ops, s_barriers, ds ops\n")
    tally: dict[str, int] = {}
    slow = []
    with tempfile.TemporaryDirectory(prefix="aiter-hsa-") as tmp:
        for arch in ARCHS:
            for family, co in families(root / "hsa" / arch, per):
                rel = co.relative_to(root / "hsa" / arch)
                if only not in str(rel):
                    continue
                listing = Path(tmp) / (co.stem + ".txt")
                dis = subprocess.run([OBJDUMP, "-d", "-j", ".text", "-j", ".rodata", f"--mcpu={arch}", str(co)],
                                     capture_output=True, text=True)
                listing.write_text(dis.stdout)
                kernels = re.findall(r"^\.amdhsa_kernel (\S+)", dis.stdout, re.M)
                r = check(listing, arch, workgroup_waves(co))
                kind = r["verdict"].split()[0].rstrip(":")
                tally[kind] = tally.get(kind, 0) + 1
                if r["seconds"] >= 10:
                    slow.append(f"{arch} {rel} ({r['seconds']:.1f} s)")
                names = ", ".join(k.split("aiter")[-1].lstrip("0123456789") or k for k in kernels) or "none"
                print(f"{arch} {rel} | {names[:80]}\n    {r['verdict']} | {r['seconds']:.1f} s ({r['cpu']:.1f}) | "
                      f"LDS-DMA {r['dma']}, s_barrier {r['bar']}, ds {r['ds']}", flush=True)
                listing.unlink()
    total = sum(tally.values())
    print(f"\ncode objects: {total}; verdicts: " + ", ".join(f"{k} {v}" for k, v in sorted(tally.items())))
    got = sum(v for k, v in tally.items() if k in ("clean", "findings"))
    print(f"with a verdict (clean or findings): {got}/{total}; unknown at the time limit: {tally.get('unknown', 0)}")
    print("at or over 10 s: " + ("; ".join(slow) or "none"))
    benchutil.footer()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
