"""Walk benchmark: `syncsan check` over a folder of 200 corpus and rule-example files, -j 1 vs -j 2.

Generates the folder in a temporary directory (copies of corpus/**/*.sched and of every rule's bad
and good example, with --kinds all also the FlyDSL cases and the assembly listings, in nested
folders), runs the installed CLI as a user would (a fresh process,
start-up included), best of --repeat runs, and prints the machine, the times and the speed-up.
Run: .venv/bin/python bench/walk_bench.py > bench/walk_bench.txt                (schedules)
     .venv/bin/python bench/walk_bench.py --kinds all > bench/walk_bench_all.txt  (+ FlyDSL, assembly)

--against TREE runs this tree's syncsan and another tree's (a `git archive` of main, say) on the same
folder, interleaved, and prints the CPU ratio:
     .venv/bin/python bench/walk_bench.py --kinds all --against /tmp/main > bench/walk_bench_grouping.txt

--repo CHECKOUT instead walks a real repository as it is: the whole of CHECKOUT/kernels (a ROCm/FlyDSL
checkout) plus every file under this repository's corpus/, with -j 1 and -j 2 interleaved, median
of --repeat runs, peak memory of each run:
     .venv/bin/python bench/walk_bench.py --repo /work/flydsl > bench/walk_bench_repo.txt
--repo CHECKOUT --against TREE walks the same with -j 2 by this tree's syncsan and the other's,
interleaved, and prints the wall and CPU ratios and whether their JSON reports are the same (times
and solver query counts left out; a query count can differ by one under load):
     .venv/bin/python bench/walk_bench.py --repo /work/flydsl --against /tmp/main
--exclude GLOB (repeatable) leaves files out of either --repo walk (passed to `syncsan check --exclude`).
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import platform
import shutil
import resource
import subprocess
import sys
import tempfile
import time
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from syncsan.analysis import parse_param_value  # noqa: E402
from syncsan.rules import all_rules  # noqa: E402


@dataclass
class Source:
    name: str
    suffix: str
    text: str
    entry: dict = field(default_factory=dict)  # its [tool.syncsan.kernels] entry (params, kernargs, ...)


def _union_sweep(runs: list[dict]) -> tuple[dict[str, list], bool]:
    """The union of the runs' parameter values, and whether the runs are exactly that product."""
    sweep: dict[str, list] = {}
    for run in runs:
        for name, value in run.get("sweep", {}).items():
            values = sweep.setdefault(name, [])
            values += [v for v in parse_param_value(str(value)) if v not in values]
    def product(sw):
        names = sorted(sw)
        return {tuple(zip(names, c)) for c in itertools.product(*(sorted(sw[n]) for n in names))}
    runs_combos = set().union(*(product({k: parse_param_value(str(v)) for k, v in r.get("sweep", {}).items()})
                                for r in runs)) if runs else set()
    return sweep, not runs or runs_combos == product(sweep)


def sources(kinds: str) -> list[Source]:
    """Every corpus case with the sweep or settings its expectations state (schedules; with
    kinds=all also FlyDSL cases whose runs are one product sweep, and the assembly listings), and
    every rule's bad and good example with its declared defaults."""
    out = []
    cases = sorted((ROOT / "corpus").rglob("*.sched"))
    if kinds == "all":
        cases += sorted((ROOT / "corpus" / "flydsl").glob("*.py"))
    for p in cases:
        exp = p.with_name(p.stem + ".expected.toml")
        if not exp.is_file():
            continue
        sweep, product = _union_sweep(tomllib.loads(exp.read_text(encoding="utf-8")).get("run", []))
        if not product or p.name == "asm_double_buffer.py":
            continue  # one sweep per file only; asm_double_buffer needs its path-bound effect profile
        out.append(Source(p.stem, p.suffix, p.read_text(encoding="utf-8"), {"params": sweep} if sweep else {}))
    if kinds == "all":
        for exp in sorted((ROOT / "corpus" / "asm" / "expected").rglob("*.json")):
            doc = json.loads(exp.read_text(encoding="utf-8"))
            if "file" not in doc:
                continue  # pending.json: fixtures without an expected set yet
            src = ROOT / doc["file"]
            if src.suffix != ".s":
                continue  # objdump listings are checked when named, not walked
            settings = doc.get("settings", {})
            entry = {"kernargs": {k: parse_param_value(v) for k, v in settings.items() if not k.startswith("--")}}
            out.append(Source(src.stem, ".s", src.read_text(encoding="utf-8"), entry if entry["kernargs"] else {}))
    for code, info in sorted(all_rules().items()):
        out.append(Source(f"{code}_bad", ".sched", info.bad))
        out.append(Source(f"{code}_good", ".sched", info.good))
    return out


def make_tree(folder: Path, count: int, kinds: str) -> tuple[int, dict[str, int]]:
    """The files, and a pyproject.toml whose [tool.syncsan] gives each case its sweep/settings."""
    srcs = sources(kinds)
    config = ["[tool.syncsan]", 'paths = ["."]', ""]
    for src in srcs:
        if src.entry:
            config.append(f'[tool.syncsan.kernels."**/{src.name}_[0-9][0-9][0-9]{src.suffix}"]')
            for key, values in src.entry.items():
                items = ", ".join(f'"{k}" = [{", ".join(_toml(v) for v in sorted(vs))}]' for k, vs in values.items())
                config.append(f"{key} = {{ {items} }}")
            config.append("")
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "pyproject.toml").write_text("\n".join(config), encoding="utf-8")
    helpers = [p for p in (ROOT / "corpus" / "flydsl").glob("*.py") if not p.with_name(p.stem + ".expected.toml").exists()]
    by_kind: dict[str, int] = {}
    for i in range(count):
        src = srcs[i % len(srcs)]
        sub = folder / f"pkg{i % 8}" / f"mod{(i // 8) % 5}"
        sub.mkdir(parents=True, exist_ok=True)
        (sub / f"{src.name}_{i:03d}{src.suffix}").write_text(src.text, encoding="utf-8")
        by_kind[src.suffix] = by_kind.get(src.suffix, 0) + 1
        if src.suffix == ".py":  # the FlyDSL cases import their sibling helper modules
            for h in helpers:
                if not (sub / h.name).exists():
                    shutil.copy(h, sub / h.name)
    return len(srcs), by_kind


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


def repo_walk(checkout: Path, repeat: int, exclude: tuple[str, ...] = ()) -> None:
    """The whole of CHECKOUT/kernels and corpus/, as a user would check them (no configuration)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from benchutil import footer, header, median, mib, run

    kernels = checkout / "kernels"
    corpus = ROOT / "corpus"
    # the check itself: JSON turns the fix search on by default (bench/fix_bench.py measures it)
    base = [sys.executable, "-m", "syncsan", "check", str(kernels), str(corpus), "--format", "json", "--no-progress",
            "--no-fix-suggestions", *_excludes(exclude)]
    header("syncsan repository walk benchmark (bench/walk_bench.py --repo)")
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=checkout, capture_output=True,
                            text=True).stdout.strip() or "an unknown commit, not a git work tree"
    print(f"walk: {kernels} (ROCm/FlyDSL at {commit}) and {corpus}, no configuration file; "
          f"`syncsan check --format json --no-fix-suggestions{_excluded_text(exclude)}`, -j 1 and -j 2 interleaved, "
          f"{repeat} runs each, fresh processes")
    runs: dict[int, list] = {1: [], 2: []}
    out = None
    for i in range(repeat):
        for j in ((1, 2) if i % 2 == 0 else (2, 1)):
            r = run(base + ["-j", str(j)], cwd=ROOT)
            runs[j].append(r)
            out = out or r
    try:
        data = json.loads(out.stdout)
    except ValueError:
        data = {}
    files = data.get("files", [])
    errors = [line for line in out.stderr.splitlines() if "error" in line]
    by_frontend: dict[str, int] = {}
    for f in files:
        by_frontend[f.get("frontend", "?")] = by_frontend.get(f.get("frontend", "?"), 0) + 1
    summary = data.get("summary", {})
    print(f"content: {len(files)} program report(s) ({', '.join(f'{n} {k}' for k, n in sorted(by_frontend.items()))}); "
          f"{summary.get('findings', '?')} finding(s); {len(errors)} error line(s) on stderr "
          f"(files refused with exit 2 reasons); exit status {out.status}")
    print()
    print(f"{'jobs':<6} {'median wall s':>13} {'min':>7} {'max':>7} {'median CPU s':>13} {'cores busy':>10} {'peak':>9}")
    walls = {}
    for j in (1, 2):
        w = [r.wall for r in runs[j]]
        c = median([r.cpu for r in runs[j]])
        walls[j] = median(w)
        print(f"-j {j:<3} {walls[j]:13.2f} {min(w):7.2f} {max(w):7.2f} {c:13.2f} {c / walls[j]:10.2f} "
              f"{mib(max(r.peak_kib for r in runs[j])):>9}")
    print()
    print(f"speed-up -j 2 over -j 1: {walls[1] / walls[2]:.2f}x (target: at least 1.8x); "
          f"-j 2 median {walls[2]:.1f} s (target: under 60 s)")
    if errors:
        print("refusals (first line of each, as reported):")
        for line in sorted(set(errors))[:60]:
            print(f"  {line[:200]}")
    footer()


def _interleaved(cmd: list[str], cwd: Path, other: Path, repeat: int) -> dict[str, list]:
    """`repeat` runs of `cmd` by this tree's syncsan ("this") and OTHER's ("other"), interleaved
    ABBA so that other load hits both alike."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from benchutil import run

    envs = {"this": dict(os.environ, PYTHONPATH=str(ROOT)), "other": dict(os.environ, PYTHONPATH=str(other))}
    runs: dict[str, list] = {"this": [], "other": []}
    for i in range(repeat):
        for name in (("this", "other") if i % 2 == 0 else ("other", "this")):
            runs[name].append(run(cmd, cwd=cwd, env=envs[name]))
    return runs


def _result(stdout: str):
    """A JSON report without what differs from run to run: times and solver query counts."""
    def strip(v):
        if isinstance(v, dict):
            return {k: strip(x) for k, x in v.items() if "seconds" not in k and k not in ("queries", "elapsed")}
        if isinstance(v, list):
            return [strip(x) for x in v]
        return v
    try:
        return strip(json.loads(stdout))
    except ValueError:
        return None


def repo_against(checkout: Path, other: Path, repeat: int, exclude: tuple[str, ...] = ()) -> None:
    """The --repo walk with -j 2 by this tree's syncsan and OTHER's, interleaved (ABBA)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from benchutil import footer, header, median, mib, precompile

    precompile(ROOT)
    precompile(other)
    header("syncsan repository walk, this tree against another (bench/walk_bench.py --repo --against)")
    print(f"this tree: {ROOT} ({_commit(ROOT)}); other tree: {other} ({_commit(other) or 'not a git checkout'})")
    print(f"walk: {checkout / 'kernels'} (ROCm/FlyDSL at {_commit(checkout) or 'an unknown commit'}) and "
          f"{ROOT / 'corpus'}; `syncsan check --format json --no-fix-suggestions -j 2{_excluded_text(exclude)}`, "
          f"{repeat} runs each, fresh processes")
    cmd = [sys.executable, "-m", "syncsan", "check", str(checkout / "kernels"), str(ROOT / "corpus"), "--format",
           "json", "--no-progress", "--no-fix-suggestions", "-j", "2", *_excludes(exclude)]
    runs = _interleaved(cmd, ROOT, other, repeat)
    print()
    print(f"{'tree':<6} {'median wall s':>13} {'median CPU s':>13} {'peak':>9}  exit")
    wall, cpu = {}, {}
    for name in ("this", "other"):
        rs = runs[name]
        wall[name], cpu[name] = median([r.wall for r in rs]), median([r.cpu for r in rs])
        print(f"{name:<6} {wall[name]:13.2f} {cpu[name]:13.2f} {mib(max(r.peak_kib for r in rs)):>9}  "
              f"{sorted({r.status for r in rs})}")
    print()
    print(f"other / this: wall {wall['other'] / wall['this']:.2f}x, CPU {cpu['other'] / cpu['this']:.2f}x")
    results = {name: [_result(r.stdout) for r in rs] for name, rs in runs.items()}
    first = results["this"][0]
    same = first is not None and all(res == first for rs in results.values() for res in rs)
    print("reports (times and query counts left out): " + ("identical in every run of both trees" if same
          else "DIFFERENT between runs or trees"))
    footer()


def against(other: Path, files: int, kinds: str, repeat: int) -> None:
    """This tree's syncsan against another checkout's (OTHER, e.g. `git archive main`) on the same
    generated folder: `-j 1` runs of both, interleaved (ABBA), median CPU and wall seconds and the
    ratio, and the finding counts of each (they group differently, the checks are the same)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from benchutil import footer, header, median

    header("syncsan walk benchmark against another tree (bench/walk_bench.py --against)")
    print(f"this tree: {ROOT} ({_commit(ROOT)}); other tree: {other} ({_commit(other) or 'not a git checkout'})")
    with tempfile.TemporaryDirectory(prefix="syncsan-walk-") as tmp:
        folder = Path(tmp) / "repo"
        distinct, by_kind = make_tree(folder, files, kinds)
        print(f"folder: {files} kernel files ({', '.join(f'{n} {k}' for k, n in sorted(by_kind.items()))}; "
              f"{distinct} distinct cases); `syncsan check --format json -j 1`, fresh processes, {repeat} runs each")
        cmd = [sys.executable, "-m", "syncsan", "check", "--format", "json", "--no-progress", "-j", "1"]
        runs = _interleaved(cmd, folder, other, repeat)
    print()
    print(f"{'tree':<6} {'median CPU s':>13} {'median wall s':>14} {'findings':>9}  by rule")
    cpu = {}
    for name in ("this", "other"):
        rs = runs[name]
        cpu[name] = median([r.cpu for r in rs])
        try:
            summary = json.loads(rs[0].stdout)["summary"]
        except (ValueError, KeyError):
            summary = {}
        print(f"{name:<6} {cpu[name]:13.2f} {median([r.wall for r in rs]):14.2f} {summary.get('findings', '?'):>9}  "
              f"{summary.get('by_rule', {})}")
    print()
    print(f"CPU ratio this / other: {cpu['this'] / cpu['other']:.3f}")
    footer()


def _excludes(globs: tuple[str, ...]) -> list[str]:
    return [arg for g in globs for arg in ("--exclude", g)]


def _excluded_text(globs: tuple[str, ...]) -> str:
    return "".join(f" --exclude '{g}'" for g in globs)


def _commit(tree: Path) -> str:
    return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=tree, capture_output=True,
                          text=True).stdout.strip()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", help="a ROCm/FlyDSL checkout: walk its kernels/ and corpus/ instead")
    ap.add_argument("--against", help="another syncsan tree (e.g. main, from git archive): compare CPU time")
    ap.add_argument("--files", type=int, default=200)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--exclude", action="append", default=[],
                    help="with --repo: skip files matching this glob (passed to syncsan check); repeatable")
    ap.add_argument("--kinds", choices=("all", "sched"), default="sched",
                    help="all: schedules, FlyDSL cases and assembly listings; sched: schedules only")
    args = ap.parse_args()
    if args.repo and args.against:
        repo_against(Path(args.repo), Path(args.against), args.repeat, tuple(args.exclude))
        return
    if args.repo:
        repo_walk(Path(args.repo), args.repeat, tuple(args.exclude))
        return
    if args.against:
        against(Path(args.against), args.files, args.kinds, args.repeat)
        return
    load_before = os.getloadavg()
    calibration = busy_loop_speedup()
    with tempfile.TemporaryDirectory(prefix="syncsan-walk-") as tmp:
        folder = Path(tmp) / "repo"
        distinct, by_kind = make_tree(folder, args.files, args.kinds)
        folders = len({p.parent for p in folder.rglob("*.*") if p.name != "pyproject.toml"})
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
    kinds = ", ".join(f"{n} {k}" for k, n in sorted(by_kind.items()))
    print(f"folder: {args.files} kernel files ({kinds}; {distinct} distinct corpus cases, assembly fixtures and "
          f"rule examples) in {folders} folders;")
    print("        pyproject.toml [tool.syncsan] gives each case the sweep / kernel arguments its expectations state")
    print(f"timing: best of {args.repeat} interleaved runs of `syncsan check --format json` in the folder, "
          "process start included")
    print(f"-j 1:            {one:6.2f} s  (exit {rc1}; {CPU['j1']:6.2f} CPU s, {CPU['j1'] / one:.2f} cores busy)")
    print(f"-j 2:            {two:6.2f} s  (exit {rc2}; {CPU['j2']:6.2f} CPU s, {CPU['j2'] / two:.2f} cores busy)")
    print(f"default (-j {cores}): {default:6.2f} s  (exit {rc0})" + ("  (= the -j 2 run)" if cores == 2 else ""))
    print(f"speed-up -j 2 over -j 1: {one / two:.2f}x")


if __name__ == "__main__":
    main()
