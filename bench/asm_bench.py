#!/usr/bin/env python3
"""Benchmark of the assembly frontend: time to check the largest Triton fixture
(corpus/asm/triton/matmul_gfx942_s3.s, 1126 lines) as its main loop runs 1..128 times, split
into load (parse + emulate 4 waves + lower) and check (execute + conflicts + rules), plus every
Triton fixture at 64 main-loop iterations.

    .venv/bin/python bench/asm_bench.py > bench/asm_bench.txt

The K extent sets the trip count: K = 64 * tiles; the gfx942 3-stage loop runs tiles - 2 times,
the others tiles - 1 (gfx950: LLVM unrolled by two, so header entries are half).
Each point is the best of 3 runs (the machine is shared).

--against TREE instead checks every assembly listing of the corpus (corpus/**/*.s) with this tree's
syncsan and with TREE's (a `git archive` or worktree of main, with its own .venv), interleaved file
by file (which tree goes first alternates), and prints each file's CPU seconds and the ratio, and
whether the two trees' whole JSON reports (`check --format json --no-fix-suggestions`, times left
out) are the same. Each check runs in a fresh process that first checks a small listing (imports,
as a walk's worker has them done), then times the file's check alone: the CPU a repository walk
spends on it.
     .venv/bin/python bench/asm_bench.py --against /tmp/main > bench/asm_bench_against.txt
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import benchutil  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from syncsan.analysis import check_program  # noqa: E402
from syncsan.frontends import FrontendOptions, load_programs  # noqa: E402

TRITON = ROOT / "corpus" / "asm" / "triton"
LARGEST = TRITON / "matmul_gfx942_s3.s"


def loop_entries(program) -> int:
    note = next(n for n in program.notes if n.startswith("loop at line"))
    return int(re.findall(r": (\d+)", note)[-1])


def measure(path: Path, k: int, repeat: int = 3) -> tuple[float, float, int, int, int]:
    best_load = best_check = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        program = load_programs(path, FrontendOptions(kernargs={"K@32": (k,)}))[0]
        t1 = time.perf_counter()
        report = check_program(program)
        t2 = time.perf_counter()
        best_load, best_check = min(best_load, t1 - t0), min(best_check, t2 - t1)
    events = sum(len(g.body) for g in program.groups)
    return best_load, best_check, loop_entries(program), events, len(report.findings)


#: run in a fresh process of the tree measured: check WARM (imports), then FILE, timed; print
#: {"cpu": seconds, "status": exit status, "report": the JSON report}
_DRIVER = """
import gc, io, json, sys, time
gc.set_threshold(20_000, 10, 10)  # as the console script sets it (syncsan.entry)
from contextlib import redirect_stdout
from syncsan import methodcache
methodcache.install()
from syncsan.argv import parse_check
from syncsan import command

def check(path):
    out = io.StringIO()
    status = 0
    with redirect_stdout(out):
        try:
            command.check(parse_check(["--format", "json", "--no-fix-suggestions", path]))
        except command.Exit as exc:
            status = exc.exit_code
    return status, out.getvalue()

check(sys.argv[2])
t = time.process_time()
status, text = check(sys.argv[1])
cpu = time.process_time() - t
print(json.dumps({"cpu": cpu, "status": status, "report": text}))
"""
WARM = "corpus/asm/hip/dma_bare_gfx942.s"


def _one(tree: Path, rel: str) -> tuple[float, int, object]:
    # (`python -c` in the tree's folder imports that tree's syncsan, whatever the interpreter's
    # installed one is: a `git archive` without a .venv of its own runs with this one's)
    python = tree / ".venv" / "bin" / "python"
    if not python.exists():
        python = Path(sys.executable)
    r = benchutil.run([str(python), "-c", _DRIVER, rel, WARM], cwd=tree)
    if r.status != 0:
        raise SystemExit(f"{tree}: the driver failed on {rel}: {r.stderr[-2000:]}")
    doc = json.loads(r.stdout)
    try:
        report = benchutil.untimed(json.loads(doc["report"]))
    except json.JSONDecodeError:
        report = doc["report"]
    return doc["cpu"], doc["status"], report


def against(other: Path) -> int:
    other = other.resolve()
    benchutil.header(f"syncsan assembly checks, this tree against {other}, "
                     f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    for name, tree in (("this", ROOT), ("other", other)):
        benchutil.precompile(tree)
        rev = subprocess.run(["git", "-C", str(tree), "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
        print(f"{name} tree: {tree} ({'commit ' + rev.stdout.strip() if rev.returncode == 0 else 'not a git checkout'})")
    files = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "corpus").rglob("*.s"))
    missing = [f for f in files if not (other / f).is_file()]
    if missing:
        raise SystemExit(f"{other} lacks {len(missing)} corpus listing(s), e.g. {missing[0]}")
    print(f"{len(files)} listings; CPU seconds of each file's check in its process (start-up and imports left "
          "out), interleaved file by file")
    print(f"{'file':<64} {'other s':>8} {'this s':>8} {'ratio':>6} same")
    tot_o = tot_t = 0.0
    differ = []
    for n, rel in enumerate(files):
        order = (ROOT, other) if n % 2 else (other, ROOT)
        res = {tree: _one(tree, rel) for tree in order}
        (co, so, ro), (ct, st, rt) = res[other], res[ROOT]
        same = so == st and ro == rt
        if not same:
            differ.append(rel)
        tot_o += co
        tot_t += ct
        print(f"{rel:<64} {co:>8.2f} {ct:>8.2f} {co / ct if ct else float('nan'):>6.2f} {'yes' if same else 'NO'}",
              flush=True)
    print(f"\ntotal CPU: other {tot_o:.1f} s, this {tot_t:.1f} s: this tree takes {tot_t / tot_o:.2f}x the CPU "
          f"({tot_o / tot_t:.2f}x faster)")
    print(f"JSON reports (times left out): {len(files) - len(differ)} of {len(files)} the same"
          + (": differ: " + ", ".join(differ) if differ else ""))
    benchutil.footer()
    return 1 if differ else 0


def main() -> int:
    if sys.argv[1:2] == ["--against"]:
        return against(Path(sys.argv[2]))
    print(f"syncsan asm frontend benchmark, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    print(f"machine: {benchutil.machine()}; load average at the start: {benchutil.load()}")
    print(f"\n{LARGEST.relative_to(ROOT)} (1 K value per run, 4 waves)")
    print(f"{'K':>6} {'loop iters':>10} {'IR ops':>7} {'load s':>7} {'check s':>8} {'total s':>8} {'findings':>8}")
    rows = []
    for iters in (1, 2, 4, 8, 16, 32, 64, 128):
        k = 64 * (iters + 2)
        lo, ch, entries, events, nf = measure(LARGEST, k)
        rows.append((iters, lo + ch))
        print(f"{k:>6} {entries:>10} {events:>7} {lo:>7.2f} {ch:>8.2f} {lo + ch:>8.2f} {nf:>8}")
    (i1, t1), (i2, t2) = rows[-3], rows[-1]
    print(f"\ngrowth: {t2 / t1:.2f}x time for {i2 / i1:.0f}x iterations "
          f"(from {i1} to {i2}); per extra iteration {(t2 - t1) / (i2 - i1) * 1000:.1f} ms")
    print("\nevery Triton fixture, main loop 64 times")
    print(f"{'file':<28} {'K':>6} {'loop iters':>10} {'load s':>7} {'check s':>8} {'total s':>8}")
    for path in sorted(TRITON.glob("*.s")):
        stages = 3 if "_s3" in path.name else 2
        unroll = 2 if "gfx950" in path.name else 1
        k = 64 * (64 * unroll + stages - 1)
        lo, ch, entries, _, _ = measure(path, k, repeat=1)
        print(f"{path.name:<28} {k:>6} {entries:>10} {lo:>7.2f} {ch:>8.2f} {lo + ch:>8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
