"""Walk benchmark: `syncsan check` over a folder of 200 corpus and rule-example files, -j 1 vs -j 2.

Generates the folder in a temporary directory (copies of corpus/**/*.sched and of every rule's bad
and good example, in nested folders), runs the installed CLI as a user would (a fresh process,
start-up included), best of --repeat runs, and prints the machine, the times and the speed-up.
Run: .venv/bin/python bench/walk_bench.py > bench/walk_bench.txt
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from syncsan.analysis import parse_param_value  # noqa: E402
from syncsan.rules import all_rules  # noqa: E402


def sources() -> list[tuple[str, str, dict]]:
    """(name, text, sweep): every corpus case with the sweep its expected.toml states, and every
    rule's bad and good example with its declared defaults."""
    out = []
    for p in sorted((ROOT / "corpus").rglob("*.sched")):
        exp = p.with_name(p.stem + ".expected.toml")
        runs = tomllib.loads(exp.read_text(encoding="utf-8")).get("run", []) if exp.is_file() else []
        sweep: dict[str, list] = {}
        for run in runs:  # the union of the runs' parameter values (one product sweep per file)
            for name, value in run.get("sweep", {}).items():
                values = sweep.setdefault(name, [])
                values += [v for v in parse_param_value(str(value)) if v not in values]
        out.append((p.stem, p.read_text(encoding="utf-8"), sweep))
    for code, info in sorted(all_rules().items()):
        out.append((f"{code}_bad", info.bad, {}))
        out.append((f"{code}_good", info.good, {}))
    return out


def make_tree(folder: Path, count: int) -> int:
    """The files, and a pyproject.toml whose [tool.syncsan] gives each corpus case its sweep."""
    srcs = sources()
    config = ["[tool.syncsan]", 'paths = ["."]', ""]
    for name, _, sweep in srcs:
        if sweep:
            params = ", ".join(f"{k} = [{', '.join(_toml(v) for v in sorted(vs))}]" for k, vs in sweep.items())
            config += [f'[tool.syncsan.kernels."**/{name}_[0-9][0-9][0-9].sched"]', f"params = {{ {params} }}", ""]
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "pyproject.toml").write_text("\n".join(config), encoding="utf-8")
    for i in range(count):
        name, text, _ = srcs[i % len(srcs)]
        sub = folder / f"pkg{i % 8}" / f"mod{(i // 8) % 5}"
        sub.mkdir(parents=True, exist_ok=True)
        (sub / f"{name}_{i:03d}.sched").write_text(text, encoding="utf-8")
    return len(srcs)


def _toml(v) -> str:
    return ("true" if v else "false") if isinstance(v, bool) else str(v)


def busy_loop_speedup() -> float:
    """What two processes gain over one on this machine right now (other load included)."""
    from concurrent.futures import ProcessPoolExecutor

    n = 3_000_000
    start = time.perf_counter()
    for _ in range(4):
        _spin(n)
    one = time.perf_counter() - start
    start = time.perf_counter()
    with ProcessPoolExecutor(2) as pool:
        list(pool.map(_spin, [n] * 4))
    return one / (time.perf_counter() - start)


def _spin(n: int) -> int:
    s = 0
    for i in range(n):
        s += i
    return s


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


CPU: dict[str, float] = {}  # label -> CPU seconds (user + system, all processes) of its best run


def timed(cmd: list[str], repeat: int, cwd: Path, label: str = "") -> tuple[float, int]:
    best, rc = float("inf"), -1
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        rc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=cwd).returncode
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if wall < best:
            best = wall
            CPU[label] = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return best, rc


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--files", type=int, default=200)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    load_before = os.getloadavg()
    calibration = busy_loop_speedup()
    with tempfile.TemporaryDirectory(prefix="syncsan-walk-") as tmp:
        folder = Path(tmp) / "repo"
        distinct = make_tree(folder, args.files)
        folders = len({p.parent for p in folder.rglob("*.sched")})
        base = [sys.executable, "-m", "syncsan", "check", "--format", "json", "--no-progress"]
        one = two = float("inf")
        for _ in range(args.repeat):  # interleaved, so that other load hits both alike
            t, rc1 = timed(base + ["-j", "1"], 1, folder, f"j1-{_}")
            if t < one:
                one, CPU["j1"] = t, CPU[f"j1-{_}"]
            t, rc2 = timed(base + ["-j", "2"], 1, folder, f"j2-{_}")
            if t < two:
                two, CPU["j2"] = t, CPU[f"j2-{_}"]
        cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
        default, rc0 = (two, rc2) if cores == 2 else timed(base, args.repeat, folder)
    load_after = os.getloadavg()
    print("syncsan walk benchmark (bench/walk_bench.py)")
    print(f"machine: {platform.node()}, {cpu_model()}, {cores} cores usable, {platform.system()} "
          f"{platform.release()}, Python {platform.python_version()}")
    print(f"load average (1 min) before / after: {load_before[0]:.2f} / {load_after[0]:.2f}; "
          f"busy-loop speed-up of 2 processes over 1 right now: {calibration:.2f}x")
    print(f"folder: {args.files} .sched files ({distinct} distinct corpus cases and rule examples) in {folders} folders;")
    print("        pyproject.toml [tool.syncsan] gives each corpus case the sweep its expected.toml states")
    print(f"timing: best of {args.repeat} interleaved runs of `syncsan check --format json` in the folder, "
          "process start included")
    print(f"-j 1:            {one:6.2f} s  (exit {rc1}; {CPU['j1']:6.2f} CPU s, {CPU['j1'] / one:.2f} cores busy)")
    print(f"-j 2:            {two:6.2f} s  (exit {rc2}; {CPU['j2']:6.2f} CPU s, {CPU['j2'] / two:.2f} cores busy)")
    print(f"default (-j {cores}): {default:6.2f} s  (exit {rc0})" + ("  (= the -j 2 run)" if cores == 2 else ""))
    print(f"speed-up -j 2 over -j 1: {one / two:.2f}x")


if __name__ == "__main__":
    main()
