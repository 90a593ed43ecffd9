"""A long fuzzing run of the command line (the generators of tests/fuzz_harness.py), with figures.

    nice -n 10 .venv/bin/python bench/fuzz_run.py --cases 200 > bench/fuzz_run.txt

Runs CASES random cases per input kind (schedule, FlyDSL, assembly, configuration, baseline,
suppressions, command line, folder walk), each one `syncsan check` in a forked child with --timeout 4, an
address-space limit and a kill at 24 s, and counts the outcomes: ok (exit 0, 1 or 2 and no
traceback), crash (exit 3, another status, a signal, or a traceback) and hang (killed); a case
over SLOW seconds is listed (ok, but past what the time limits should allow). Failures
are grouped by their message; `--keep DIR` writes each failing case there to replay (its files,
standard input and REPORT.txt with the command line).
"""

from __future__ import annotations

import argparse
import collections
import os
import platform
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402

from fuzz_harness import CHECK_TIMEOUT, HANG_SLACK, STRATEGIES, failure_report, run_forked  # noqa: E402

#: a case slower than this is listed: a check, a fix search and the check of the fixed file,
#: each within --timeout, and some slack for a loaded machine
SLOW = 3 * CHECK_TIMEOUT + 4


def signature(outcome) -> str:
    """What a failure is about, in one line (file names and numbers blurred)."""
    text = outcome.stderr + outcome.stdout
    lines = [line for line in text.splitlines() if "internal error" in line or re.match(r"^\w+(Error|Exception)", line)]
    line = lines[-1] if lines else (f"killed after {outcome.seconds:.0f} s" if outcome.hang else
                                    f"status {outcome.status} signal {outcome.signal}")
    line = re.sub(r"^\S+: internal error", "internal error", line)
    line = re.sub(r"\(a bug in syncsan.*$", "", line)
    return re.sub(r"\d+", "N", line)[:160]


def run_kind(kind: str, cases: int, keep: Path | None) -> dict:
    stats = {"cases": 0, "ok": 0, "crash": 0, "hang": 0, "seconds": 0.0, "statuses": collections.Counter(),
             "slowest": 0.0, "failures": collections.Counter(), "slow": []}

    @settings(max_examples=cases, database=None, deadline=None, phases=(Phase.generate,), derandomize=False,
              suppress_health_check=list(HealthCheck))
    @given(case=STRATEGIES[kind]())
    def one(case):
        outcome = run_forked(case)
        stats["cases"] += 1
        stats[outcome.verdict()] += 1
        stats["seconds"] += outcome.seconds
        stats["slowest"] = max(stats["slowest"], outcome.seconds)
        stats["statuses"][outcome.status if outcome.status is not None else "killed"] += 1
        if outcome.ok and outcome.seconds > SLOW:
            stats["slow"].append((outcome.seconds, " ".join(case.args)[:200]))
        if not outcome.ok:
            sig = signature(outcome)
            stats["failures"][sig] += 1
            if keep is not None:  # the report, and the case's files to replay it
                n = sum(stats["failures"].values())
                folder = keep / f"{kind}-{n:04d}"
                folder.mkdir(parents=True, exist_ok=True)
                for name, data in case.files:
                    (folder / name).parent.mkdir(parents=True, exist_ok=True)
                    (folder / name).write_bytes(data)
                (folder / "stdin").write_bytes(case.stdin)
                (folder / "REPORT.txt").write_text(failure_report(case, outcome), errors="replace")

    one()
    return stats


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", type=int, default=1000, help="cases per input kind")
    ap.add_argument("--kinds", default=",".join(STRATEGIES), help="comma-separated input kinds")
    ap.add_argument("--keep", type=Path, help="write each failing case to this folder")
    args = ap.parse_args()
    kinds = [k for k in args.kinds.split(",") if k]
    started = time.time()
    print(f"# syncsan fuzz run: {args.cases} random cases per input kind")
    print(f"# machine: {platform.node()}, {platform.machine()}, {os.cpu_count()} CPUs "
          f"({len(os.sched_getaffinity(0))} usable), Python {platform.python_version()}")
    print(f"# each case: syncsan check --timeout {CHECK_TIMEOUT:g} in a forked child, address space +2 GiB, "
          f"killed after {CHECK_TIMEOUT + HANG_SLACK:g} s")
    try:
        commit = subprocess.run(["git", "describe", "--always", "--dirty"], cwd=ROOT, capture_output=True,
                                text=True).stdout.strip()
    except OSError:
        commit = "unknown"
    print(f"# syncsan at {commit or 'unknown'}; load average {os.getloadavg()[0]:.1f} at the start")
    command = " ".join(["bench/fuzz_run.py", *sys.argv[1:]])
    print(f"# started {time.strftime('%Y-%m-%d %H:%M:%S')}; command: {command}")
    print()
    print(f"{'input kind':<14}{'cases':>7}{'ok':>7}{'crash':>7}{'hang':>6}  {'exit 0/1/2':>14}  {'mean s':>7}  {'max s':>6}")
    totals = collections.Counter()
    failures = []
    slow = []
    for kind in kinds:
        s = run_kind(kind, args.cases, args.keep)
        st = s["statuses"]
        print(f"{kind:<14}{s['cases']:>7}{s['ok']:>7}{s['crash']:>7}{s['hang']:>6}  "
              f"{st[0]:>4}/{st[1]:>4}/{st[2]:>4}  {s['seconds'] / max(1, s['cases']):>7.2f}  {s['slowest']:>6.1f}",
              flush=True)
        for k in ("cases", "ok", "crash", "hang"):
            totals[k] += s[k]
        failures += [(kind, sig, n) for sig, n in s["failures"].items()]
        slow += [(kind, sec, args) for sec, args in s["slow"]]
    print(f"{'total':<14}{totals['cases']:>7}{totals['ok']:>7}{totals['crash']:>7}{totals['hang']:>6}")
    print()
    print(f"# wall time {time.time() - started:.0f} s; load average {os.getloadavg()[0]:.1f} at the end "
          f"(the machine is shared: times are not a benchmark)")
    if failures:
        print("# failures by message:")
        for kind, sig, n in sorted(failures):
            print(f"#   {kind}: {n} x {sig}")
    else:
        print("# no crash and no hang")
    print(f"# cases that passed but took over {SLOW:g} s: {len(slow) or 'none'}")
    for kind, sec, args in sorted(slow, key=lambda x: -x[1])[:20]:
        print(f"#   {kind}: {sec:.1f} s: syncsan check {args}")


if __name__ == "__main__":
    main()
