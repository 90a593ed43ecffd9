#!/usr/bin/env python3
"""Coverage of the assembly frontend on every fixture under corpus/asm, with no --kernarg.

Each fixture is checked the way a user with only the `.s` would: `syncsan check FILE --format
json --no-fix-suggestions` (the default text check's verdict: JSON output would also search a
proven fix for each finding, which is no part of the verdict), no kernel arguments (objdump
listings get the `--target` and `--waves` they cannot carry); summarised loops are swept over
their default periods (0..3) unless `--prove` is given here.
For each: the verdict (clean, the findings by rule, or "no verdict" with the input error), the
branch cases checked, how the loop trip counts were decided (proved, or swept over which
values), and the wall seconds of the whole command (start-up included), one at a time.

    .venv/bin/python bench/asm_coverage.py > bench/asm_coverage.txt
    .venv/bin/python bench/asm_coverage.py --prove --only triton/ --limit 300   # proofs, a subset

To compare two versions of syncsan fixture by fixture: `--json-dir DIR` also writes each check's
JSON report (times left out) and exit status into DIR, and `--syncsan TREE` runs the syncsan of
another tree (a `git archive` of main, say) on that tree's copy of each fixture (the fixtures of
this tree are listed); `diff -r` of two such folders shows every fixture whose output changed.

Target: a verdict on every valid compiler output, each check under 10 s on 2 cores. Wall seconds
depend on the machine's load; the CPU seconds of the command are printed beside them.
"""

from __future__ import annotations

import json
import re
import resource
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import benchutil  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ASM = ROOT / "corpus" / "asm"
FOLDERS = ("triton", "inductor", "hip", "flydsl", "broadcast", "replica", "flow", "ring", "epilogue", "llvmlite", "objdump", "mutants")
TARGET_SECONDS = 10.0


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
    """How each loop's trip count was decided, from the report: proved for every count (--prove),
    swept (which values), bounded (every count checked) or concrete (known trip count)."""
    kinds = []
    for f in files:
        proof = f.get("proof")
        sweep = f.get("sweep", {})
        for note in f.get("notes", []):
            m = re.match(r"loop at line (\d+) \(exit branch at line \d+\): trip count: (\w+)", note)
            if not m:
                continue
            line, how = m.groups()
            if how == "summarised":
                param = re.search(r"a loop over (periods@\d+)", note).group(1)
                if proof and proof.get("method") == "z3":
                    kinds.append(f"L{line} proved for every count ({proof.get('verdict')})")
                else:
                    vals = sweep.get(param, [])
                    kinds.append(f"L{line} summarised, swept {param}={','.join(map(str, vals))}")
            elif how == "bounded":
                kinds.append(f"L{line} bounded, every count")
            else:
                feas = re.search(r"\(feasible: ([^)]*)\)", note)
                kinds.append(f"L{line} swept {feas.group(1) if feas else 'over the default counts'}")
        if any(n.startswith("loop at line") and "enters its header" in n for n in f.get("notes", [])):
            kinds.append("concrete")
    return "; ".join(dict.fromkeys(kinds)) or "no loop"


def cases(files: list[dict]) -> str:
    n = 0
    for f in files:
        counts = [int(m.group(1)) for note in f.get("notes", [])
                  for m in [re.match(r"cases: (\d+) way", note)] if m]
        n += sum(counts) if counts else 1
    return str(n)


def save_json(folder: Path, path: Path, status, stdout: str, stderr: str) -> None:
    benchutil.save_report(folder, str(path.relative_to(ASM)).replace("/", "__"), status, stdout, stderr)


def check(path: Path, prove: bool = False, limit: float | None = None, json_dir: Path | None = None,
          tree: Path | None = None) -> dict:
    # --no-fix-suggestions: the verdict the default (text) check gives; JSON output would also
    # search a proven fix for each finding, which is not part of the verdict
    cmd = [sys.executable, "-m", "syncsan", "check", str(path.relative_to(ROOT)), "--format", "json",
           "--no-fix-suggestions", *extra_args(path), *(["--prove"] if prove else [])]
    t0 = time.perf_counter()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        # (`python -m syncsan` in TREE runs that tree's syncsan, on that tree's copy of the fixture)
        res = subprocess.run(cmd, cwd=tree or ROOT, capture_output=True, text=True, timeout=limit)
    except subprocess.TimeoutExpired:
        if json_dir is not None:
            save_json(json_dir, path, "timeout", "", "")
        seconds = time.perf_counter() - t0
        return {"file": str(path.relative_to(ASM)), "lines": len(path.read_text().splitlines()),
                "seconds": seconds, "cpu": float("nan"), "status": None,
                "verdict": f"NO VERDICT: stopped after {limit:g} s", "cases": "-", "trips": "-"}
    seconds = time.perf_counter() - t0
    if json_dir is not None:
        save_json(json_dir, path, res.returncode, res.stdout, res.stderr)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    row = {"file": str(path.relative_to(ASM)), "lines": len(path.read_text().splitlines()),
           "seconds": seconds, "cpu": cpu, "status": res.returncode}
    if res.returncode in (0, 1):
        doc = json.loads(res.stdout)
        by_rule = doc["summary"]["by_rule"]
        row["verdict"] = ("clean" if not by_rule else
                          "findings " + ", ".join(f"{k} x{v}" for k, v in by_rule.items()))
        if prove:
            row["verdict"] += f" (proof: {doc['summary'].get('verdict', 'none')})"
        row["cases"] = cases(doc["files"])
        row["trips"] = trip_counts(doc["files"])
    else:
        err = res.stderr.strip().splitlines()  # the input error (stdout holds an empty report)
        msg = next((l for l in err if "error:" in l), err[-1] if err else "")
        msg = msg.replace(str(path.relative_to(ROOT)), "").lstrip(":0123456789 ")
        row["verdict"] = f"NO VERDICT (exit {res.returncode}): {msg[:150]}"
        row["cases"] = row["trips"] = "-"
    return row


def main(argv: list[str]) -> int:
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--prove", action="store_true",
                    help="check with --prove (summarised loops decided for every trip count)")
    ap.add_argument("--only", default="", help="only fixtures whose path under corpus/asm contains this")
    ap.add_argument("--limit", type=float, default=None, help="stop a check after this many wall seconds")
    ap.add_argument("--json-dir", type=Path, default=None,
                    help="also write each check's JSON report (times left out) and exit status here")
    ap.add_argument("--syncsan", type=Path, default=None, help="run the syncsan of this tree instead of this one")
    args = ap.parse_args(argv)
    print(f"syncsan asm coverage, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    head = subprocess.run(["git", "log", "-1", "--format=%h %s"], cwd=ROOT, capture_output=True,
                          text=True).stdout.strip()
    print(f"machine: {benchutil.machine()}; load average at the start: {benchutil.load()}")
    print(f"code: {head or 'not a git checkout'}")
    print("every fixture under corpus/asm, `syncsan check FILE --format json --no-fix-suggestions"
          + (" --prove" if args.prove else "") + "`, no --kernarg "
          "(objdump listings: --target, --waves 4); seconds = the whole command, one at a time")
    print("cases = ways through the kernel for values nobody gave (branch directions on inputs, "
          "ways out of summarised loops); trip counts per loop (L<header line>): proved for every "
          "count, summarised and swept over periods (the default, periods 0..3), swept over the "
          "default counts 0,1,2,3,4,7,8,16, bounded, or concrete (known count)\n")
    rows = []
    for path in fixtures():
        if args.only not in str(path.relative_to(ASM)):
            continue
        row = check(path, args.prove, args.limit, args.json_dir and args.json_dir.resolve(),
                    args.syncsan and args.syncsan.resolve())
        rows.append(row)
        print(f"{row['file']:<62} {row['lines']:>5} lines {row['seconds']:6.2f} s ({row['cpu']:5.2f} CPU s)  {row['verdict']}"
              f"  | cases: {row['cases']} | trip counts: {row['trips']}", flush=True)
    total = len(rows)
    verdicts = sum(1 for r in rows if not r["verdict"].startswith("NO VERDICT"))
    kinds = Counter("no verdict" if r["verdict"].startswith("NO VERDICT") else
                    "clean" if r["verdict"].startswith("clean") else "findings" for r in rows)
    print(f"\nverdict counts: {dict(kinds)}")
    slow = [r for r in rows if r["seconds"] > TARGET_SECONDS]
    by_folder = Counter(r["file"].split("/")[0] for r in rows if r["verdict"].startswith("NO VERDICT"))
    print(f"verdicts: {verdicts} of {total} fixtures; without a verdict by folder: "
          f"{dict(by_folder) or 'none'}")
    print(f"seconds: max {max(r['seconds'] for r in rows):.2f}, median "
          f"{sorted(r['seconds'] for r in rows)[total // 2]:.2f}; over {TARGET_SECONDS:g} s: "
          f"{', '.join(r['file'] for r in slow) or 'none'}")
    slowest = max(rows, key=lambda r: r["seconds"])
    print(f"slowest: {slowest['file']} ({slowest['seconds']:.2f} s)")
    cpu_slow = [r for r in rows if r["cpu"] > TARGET_SECONDS]
    print(f"CPU seconds (start-up included; wall time above depends on the machine's load): max "
          f"{max(r['cpu'] for r in rows):.2f}, median {sorted(r['cpu'] for r in rows)[total // 2]:.2f}; over "
          f"{TARGET_SECONDS:g} s: {', '.join(r['file'] for r in cpu_slow) or 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
