"""Start-up benchmark: the old and the new `syncsan` side by side, interleaved, in one run.

The old version is a `git worktree` of BASE (default: the `main` branch) with its own venv
(made once under --cache, `pip install -e` of that tree: each version runs with the dependencies
it declares); the new one is this checkout's `.venv`. Each command runs --runs times in a fresh
process, old and new alternating; the table gives median wall and CPU seconds, the peak memory
and the ratio old/new.

Run: .venv/bin/python bench/startup_bench.py [--base main] [--runs 15] > bench/startup_bench.txt
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchutil import footer, header, median, mib, run  # noqa: E402

SCHEDULE = ROOT / "corpus" / "basic" / "double_buffer_good.sched"
COMMANDS = [
    ("--version", ["--version"], 0.1),
    ("check, no proof", ["check", str(SCHEDULE), "--no-prove", "--no-progress"], 0.3),
    ("check (proof)", ["check", str(SCHEDULE), "--no-progress"], 0.3),
    ("rules", ["rules"], None),
]
#: does a no-proof check load the solver? (run with the version's own interpreter)
Z3_PROBE = ("import sys; sys.argv = ['syncsan', 'check', {path!r}, '--no-prove', '--no-progress']\n"
            "from {entry} import main\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print('z3' in sys.modules, file=sys.stderr)")


def git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()


def old_tree(base: str, cache: Path) -> tuple[str, Path]:
    commit = git("rev-parse", base)
    tree = cache / f"syncsan-{commit[:12]}"
    if not (tree / ".git").exists():
        if tree.exists():
            subprocess.run(["rm", "-rf", str(tree)], check=True)
        git("worktree", "add", "--detach", str(tree), commit)
    venv = tree / ".venv"
    if not (venv / "bin" / "syncsan").exists():
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        subprocess.run([str(venv / "bin" / "pip"), "install", "-q", "-e", str(tree)], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return commit, venv


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", default="main", help="commit or branch of the old version (default: main)")
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--cache", default="/tmp/syncsan-bench", help="where the old version's worktree and venv live")
    args = ap.parse_args()
    cache = Path(args.cache)
    cache.mkdir(parents=True, exist_ok=True)
    commit, old_venv = old_tree(args.base, cache)
    new_venv = ROOT / ".venv"
    head = git("rev-parse", "--short", "HEAD") + (" (with uncommitted changes)" if git("status", "--porcelain",
                                                                                          "--", "syncsan") else "")
    versions = {"old": old_venv, "new": new_venv}

    header("syncsan start-up benchmark (bench/startup_bench.py)")
    print(f"old: {args.base} at {commit[:12]} (its own venv); new: this checkout at {head}")
    print(f"each command: {args.runs} runs per version in fresh processes, old and new interleaved; "
          "median wall and CPU seconds, peak resident memory of the process")
    env = dict(os.environ, COLUMNS="120")
    results: dict[tuple[str, str], list] = {}
    for i in range(args.runs):
        for label, argv, _ in COMMANDS:
            for name in (("old", "new") if i % 2 == 0 else ("new", "old")):
                r = run([str(versions[name] / "bin" / "syncsan"), *argv], cwd=ROOT, env=env)
                results.setdefault((label, name), []).append(r)
    print()
    print(f"{'command':<18} {'old wall':>9} {'new wall':>9} {'old/new':>8} {'old CPU':>8} {'new CPU':>8} "
          f"{'old/new':>8} {'old peak':>9} {'new peak':>9}  target (new wall)")
    for label, _, target in COMMANDS:
        old, new = results[(label, "old")], results[(label, "new")]
        ow, nw = median([r.wall for r in old]), median([r.wall for r in new])
        oc, nc = median([r.cpu for r in old]), median([r.cpu for r in new])
        status = {r.status for r in old + new}
        tgt = f"< {target} s: {'met' if nw < target else 'not met'}" if target else ""
        print(f"{label:<18} {ow:9.3f} {nw:9.3f} {ow / nw:7.2f}x {oc:8.3f} {nc:8.3f} {oc / nc:7.2f}x "
              f"{mib(max(r.peak_kib for r in old)):>9} {mib(max(r.peak_kib for r in new)):>9}  {tgt}"
              + (f"  (exit {sorted(status)})" if status - {0} else ""))
    print()
    for name, venv in versions.items():
        tree = venv.parent  # `python -c` puts the working folder first on sys.path: run in the version's tree
        entry = "syncsan.entry" if (tree / "syncsan" / "entry.py").exists() else "syncsan.cli"
        probe = run([str(venv / "bin" / "python"), "-c", Z3_PROBE.format(path=str(SCHEDULE), entry=entry)], cwd=tree)
        print(f"{name}: a check with no proof imports z3: {probe.stderr.strip().splitlines()[-1]}")
    footer()


if __name__ == "__main__":
    main()
