#!/usr/bin/env python3
"""Coverage of the assembly frontend on every fixture under corpus/asm, with no --kernarg.

Each fixture is checked the way a user with only the `.s` would: `syncsan check FILE --format
json`, no kernel arguments (objdump listings get the `--target` and `--waves` they cannot carry).
For each: the verdict (clean, the findings by rule, or "no verdict" with the input error), the
branch cases checked, how the loop trip counts were decided (proved, or swept over which
values), and the wall seconds of the whole command (start-up included), one at a time.

    .venv/bin/python bench/asm_coverage.py > bench/asm_coverage.txt

Target (issue 11): a verdict on every valid compiler output, each check under 10 s on 2 cores.
"""

from __future__ import annotations

import json
import os
import platform
import re
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ASM = ROOT / "corpus" / "asm"
FOLDERS = ("triton", "inductor", "hip", "flydsl", "llvmlite", "objdump", "mutants")
TARGET_SECONDS = 10.0


def machine() -> str:
    cpu = platform.processor() or ""
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    return (f"{platform.node()} | {cpu} | {os.cpu_count()} logical CPUs | Python "
            f"{platform.python_version()} | load average at start {load} (shared machine)")


def fixtures() -> list[Path]:
    out = []
    for folder in FOLDERS:
        d = ASM / folder
        out += sorted(p for p in d.iterdir() if p.suffix == ".s" or p.name.endswith(".objdump.txt"))
    return out


def extra_args(path: Path) -> list[str]:
    if path.name.endswith(".objdump.txt"):  # a listing names neither target nor workgroup
        return ["--target", "gfx942" if "gfx942" in path.name else "gfx950", "--waves", "4"]
    return []


def trip_counts(files: list[dict]) -> str:
    """How the loops' trip counts were decided, from the report: a proof, a sweep, or concrete."""
    kinds = []
    for f in files:
        proof = f.get("proof")
        if proof:
            kinds.append("proved" if proof.get("method") == "z3" else "swept")
        for note in f.get("notes", []):
            m = re.search(r"trip counts?[^:]*: (.*)", note)
            if m:
                kinds.append(m.group(1)[:60])
        if not proof and any(n.startswith("loop at line") for n in f.get("notes", [])):
            kinds.append("concrete")
    return "; ".join(dict.fromkeys(kinds)) or "-"


def cases(files: list[dict]) -> str:
    runs = sum(f.get("runs", 0) for f in files)
    named = [n for f in files for n in f.get("notes", []) if re.search(r"\bcases?\b", n)]
    return f"{runs} run(s)" + (f", {len(named)} case note(s)" if named else "")


def check(path: Path) -> dict:
    cmd = [sys.executable, "-m", "syncsan", "check", str(path.relative_to(ROOT)), "--format", "json",
           *extra_args(path)]
    t0 = time.perf_counter()
    res = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    seconds = time.perf_counter() - t0
    row = {"file": str(path.relative_to(ASM)), "lines": len(path.read_text().splitlines()),
           "seconds": seconds, "status": res.returncode}
    if res.returncode in (0, 1):
        doc = json.loads(res.stdout)
        by_rule = doc["summary"]["by_rule"]
        row["verdict"] = ("clean" if not by_rule else
                          "findings " + ", ".join(f"{k} x{v}" for k, v in by_rule.items()))
        row["cases"] = cases(doc["files"])
        row["trips"] = trip_counts(doc["files"])
    else:
        err = res.stderr.strip().splitlines()  # the input error (stdout holds an empty report)
        msg = next((l for l in err if "error:" in l), err[-1] if err else "")
        msg = msg.replace(str(path.relative_to(ROOT)), "").lstrip(":0123456789 ")
        row["verdict"] = f"NO VERDICT (exit {res.returncode}): {msg[:150]}"
        row["cases"] = row["trips"] = "-"
    return row


def main() -> int:
    print(f"syncsan asm coverage, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    head = subprocess.run(["git", "log", "-1", "--format=%h %s"], cwd=ROOT, capture_output=True,
                          text=True).stdout.strip()
    print(f"machine: {machine()}")
    print(f"code: {head or 'not a git checkout'}")
    print("every fixture under corpus/asm, `syncsan check FILE --format json`, no --kernarg "
          "(objdump listings: --target, --waves 4); seconds = the whole command, one at a time\n")
    rows = []
    for path in fixtures():
        row = check(path)
        rows.append(row)
        print(f"{row['file']:<62} {row['lines']:>5} lines {row['seconds']:6.2f} s  {row['verdict']}"
              f"  | cases: {row['cases']} | trip counts: {row['trips']}", flush=True)
    total = len(rows)
    verdicts = sum(1 for r in rows if not r["verdict"].startswith("NO VERDICT"))
    slow = [r for r in rows if r["seconds"] > TARGET_SECONDS]
    by_folder = Counter(r["file"].split("/")[0] for r in rows if r["verdict"].startswith("NO VERDICT"))
    print(f"\nverdicts: {verdicts} of {total} fixtures; without a verdict by folder: "
          f"{dict(by_folder) or 'none'}")
    print(f"seconds: max {max(r['seconds'] for r in rows):.2f}, median "
          f"{sorted(r['seconds'] for r in rows)[total // 2]:.2f}; over {TARGET_SECONDS:g} s: "
          f"{', '.join(r['file'] for r in slow) or 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
