"""What every benchmark prints and measures the same way: the machine and how loaded it is, a
subprocess's wall time, CPU time and peak memory, medians and ratios.

The machine these benchmarks run on is shared and small (2 cores): compare the rows of one run
(before/after interleaved), not figures taken on different days.
"""

from __future__ import annotations

import json
import os
import platform
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def load() -> str:
    try:
        one, five, _ = os.getloadavg()
    except OSError:
        return "?"
    return f"{one:.2f} (1 min), {five:.2f} (5 min)"


def machine() -> str:
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    mem = ""
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal"):
                mem = f", {int(line.split()[1]) / 2**20:.0f} GiB"
    except OSError:
        pass
    return (f"{platform.node() or '?'}, {cpu_model()}, {cores} cores usable{mem}, "
            f"{platform.system()} {platform.release()}, Python {platform.python_version()}")


#: a fixed pure-Python workload, timed in a fresh process: how fast this machine runs Python today
#: (VMs of the same kind differ by 2x between sessions), to compare tables written on different days
_REFERENCE = "import time\nt = time.process_time()\ns = 0\nfor i in range(3_000_000):\n    s += i * i % 7\n" \
             "print(time.process_time() - t)"


def speed_reference(repeat: int = 3) -> str:
    """The median CPU seconds of the fixed workload `_REFERENCE` over `repeat` fresh processes."""
    times = []
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-c", _REFERENCE], capture_output=True, text=True, check=True,
                             env=user_env(None))
        times.append(float(out.stdout))
    return (f"{median(times):.3f} s CPU for a fixed pure-Python loop (bench/benchutil.py speed_reference; "
            "divide times by it to compare tables written on different machines)")


def header(title: str) -> None:
    print(title)
    print(f"machine: {machine()}")
    print(f"speed reference: {speed_reference()}")
    print(f"load average at the start: {load()} (each other process on the machine slows wall times;"
          " compare the rows of this run)")
    print("measured processes read syncsan's bytecode caches, as an installation does "
          "(PYTHONDONTWRITEBYTECODE is dropped from their environment)")


def footer() -> None:
    print(f"load average at the end: {load()}")


@dataclass
class Run:
    wall: float  # seconds
    cpu: float  # user + system seconds of the process and the children it waited for
    peak_kib: int  # peak resident memory of the process or any child it waited for, KiB
    status: int
    stdout: str
    stderr: str


def precompile(tree: Path) -> None:
    """Write the bytecode caches of a tree's `syncsan` package, as an installation has them."""
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(Path(tree) / "syncsan")], check=True,
                   stdout=subprocess.DEVNULL, env=user_env(None))


def user_env(env: dict | None) -> dict:
    """The environment as a user's shell gives it: bytecode caches are read (a
    PYTHONDONTWRITEBYTECODE here would make every measured process compile syncsan first)."""
    out = dict(os.environ if env is None else env)
    out.pop("PYTHONDONTWRITEBYTECODE", None)
    return out


def run(cmd: list[str], cwd: str | Path | None = None, env: dict | None = None, stdin=subprocess.DEVNULL) -> Run:
    """Run a command to its end; its own resource usage (os.wait4), not the parent's."""
    env = user_env(env)
    started = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    out, err = "", ""
    # read both pipes to their end before reaping the process (wait4 gives its own rusage)
    import threading

    chunks: dict[str, str] = {}

    def drain(name, pipe):
        chunks[name] = pipe.read()

    threads = [threading.Thread(target=drain, args=(n, p)) for n, p in (("out", proc.stdout), ("err", proc.stderr))]
    for t in threads:
        t.start()
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - started
    for t in threads:
        t.join()
    proc.returncode = os.waitstatus_to_exitcode(status)
    out, err = chunks.get("out", ""), chunks.get("err", "")
    return Run(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, proc.returncode, out, err)


def median(xs) -> float:
    return statistics.median(xs) if xs else float("nan")


def mib(kib: int) -> str:
    return f"{kib / 1024:.0f} MiB"


def untimed(doc):
    """A JSON report without its times (`seconds`, `solver_seconds`) and solver query counts
    (they vary with the machine's load as the solver's time limits do): what two runs must share."""
    if isinstance(doc, dict):
        return {k: untimed(v) for k, v in doc.items() if not k.endswith("seconds") and k != "queries"}
    if isinstance(doc, list):
        return [untimed(v) for v in doc]
    return doc


def save_report(folder: Path, name: str, status, stdout: str, stderr: str) -> None:
    """One run's JSON report (times left out) and its exit status and messages, as
    FOLDER/NAME.json and FOLDER/NAME.status, for a `diff -r` of two trees' runs."""
    folder.mkdir(parents=True, exist_ok=True)
    try:
        text = json.dumps(untimed(json.loads(stdout)), indent=1) + "\n"
    except json.JSONDecodeError:
        text = stdout
    (folder / f"{name}.json").write_text(text, encoding="utf-8")
    (folder / f"{name}.status").write_text(f"exit {status}\n{stderr}", encoding="utf-8")
