"""Open parameter ranges (`--param k_tiles=2..`): proved for every value, FlyDSL runtime values
included, and the per-program parallelism of one file."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from syncsan import walk
from syncsan.analysis import parse_param_value
from syncsan.config import Settings
from syncsan.ir import OpenRange

ROOT = Path(__file__).resolve().parent.parent
PINGPONG = ROOT / "corpus" / "flydsl" / "pingpong_gemm.py"


def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "syncsan", *args], capture_output=True, text=True,
                          env=dict(os.environ, COLUMNS="200"))


def test_lo_dot_dot_parses_as_an_open_range():
    assert parse_param_value("2..") == OpenRange(2)
    assert parse_param_value(" 0x10.. ") == OpenRange(16)
    assert parse_param_value("2..4") == range(2, 5)  # a range is never expanded
    with pytest.raises(ValueError, match="integer lower bound"):
        parse_param_value("true..")


def test_open_range_on_a_schedule_is_proved_over_every_value():
    r = run_cli("check", str(ROOT / "corpus/hti/fixed.sched"), "--param", "k_tiles=4..", "--param", "split_k=true",
                "--select", "SS101", "--format", "json")
    assert r.returncode == 0, r.stdout + r.stderr
    (f,) = json.loads(r.stdout)["files"]
    assert f["proof"]["verdict"] == "proved"
    assert f["proof"]["range"]["k_tiles"] == "k_tiles >= 4"


def test_open_range_needs_the_prover():
    r = run_cli("check", str(ROOT / "corpus/hti/main.sched"), "--param", "k_tiles=2..", "--no-prove")
    assert r.returncode == 2
    assert "k_tiles=2.. has no upper bound" in r.stderr + r.stdout
    assert "Traceback" not in r.stderr


def _expected_in_order(fixed: str) -> set:
    doc = tomllib.loads(PINGPONG.with_name("pingpong_gemm.expected.toml").read_text())
    (run,) = [r for r in doc["run"] if r["sweep"]["fixed"] == fixed]
    return {(e["rule"], e["line"], tuple(e["writers"]), tuple(e["readers"])) for e in run["in-order"]}


def _found(f) -> tuple:
    """rule, primary line, writer and reader lines over all the finding's pairs."""
    rel = [r for p in f["pairs"] for r in p["related"][:2]] or f["related"]
    return (f["rule"], f["line"], tuple(sorted({r["line"] for r in rel if r["role"] == "writer"})),
            tuple(sorted({r["line"] for r in rel if r["role"] == "reader"})))


@pytest.mark.parametrize("fixed, verdict", [("false", "hazard"), ("true", "proved")])
def test_flydsl_runtime_loop_bound_with_an_open_range_is_proved(fixed, verdict):
    """k_tiles is a runtime value of the FlyDSL kernel (k // block_k): with k_tiles=2.. it becomes
    a schedule parameter with no upper bound, and the prover's findings are the sweep's."""
    r = run_cli("check", str(PINGPONG), "--param", f"fixed={fixed}", "--param", "k_tiles=2..",
                "--select", "SS101", "--format", "json")
    doc = json.loads(r.stdout)
    (f,) = doc["files"]
    assert f["proof"]["verdict"] == verdict and f["proof"]["range"]["k_tiles"] == "k_tiles >= 2"
    assert {_found(x) for x in doc["findings"]} == _expected_in_order(fixed)
    assert r.returncode == (1 if verdict == "hazard" else 0)


def test_open_range_on_a_constexpr_parameter_is_an_input_error():
    r = run_cli("check", str(PINGPONG), "--param", "fixed=false", "--param", "n_waves=2..", "--param", "k_tiles=2..")
    assert r.returncode == 2
    assert "n_waves is a constexpr parameter" in r.stderr and "Traceback" not in r.stderr


def test_programs_of_one_file_run_in_parallel_with_the_same_results(monkeypatch):
    """fixed=false,true builds two programs; with jobs=2 they are checked in forked processes,
    and the results equal the one-process run."""
    params = {"fixed": (False, True), "k_tiles": tuple(range(2, 8))}
    settings = Settings(root=ROOT, params=params, prove=False, required_params=frozenset(params))
    one = walk.check_file(str(PINGPONG), settings, jobs=1)
    pools = []
    import concurrent.futures

    real = concurrent.futures.ProcessPoolExecutor

    class Counting(real):
        def __init__(self, *a, **k):
            pools.append(k.get("max_workers"))
            super().__init__(*a, **k)

    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", Counting)
    two = walk.check_file(str(PINGPONG), settings, jobs=2)
    assert pools == [2]
    assert one.error is None and two.error is None
    assert [f.key() for f in one.findings] == [f.key() for f in two.findings]
    assert [r.sweep for r in one.reports] == [r.sweep for r in two.reports]
    assert len(one.findings) > 0


def test_text_summary_counts_files_programs_and_proofs():
    r = run_cli("check", str(PINGPONG), "--param", "fixed=false,true", "--param", "k_tiles=2..", "--select", "SS101")
    last = r.stdout.strip().splitlines()[-1]
    assert last.startswith("syncsan: 2 finding(s) in 1 file(s) (2 programs), 2 proof(s): "), last
    r = run_cli("check", str(ROOT / "corpus/hti/fixed.sched"), "--param", "k_tiles=2..4")
    assert "in 1 file(s), 6 run(s): " in r.stdout.strip().splitlines()[-1]


def test_open_range_from_the_configuration(tmp_path):
    """`k_tiles = "2.."` in [tool.syncsan.kernels] proves the FlyDSL case in a walk."""
    import shutil

    for name in ("pingpong_gemm.py", "flydsl_common.py"):
        shutil.copy(PINGPONG.with_name(name), tmp_path / name)
    (tmp_path / "pyproject.toml").write_text(
        '[tool.syncsan]\npaths = ["."]\nselect = ["SS101"]\n\n'
        '[tool.syncsan.kernels."pingpong_gemm.py"]\nparams = { fixed = "true", k_tiles = "2.." }\n')
    r = subprocess.run([sys.executable, "-m", "syncsan", "check", "--format", "json", "--no-progress"],
                       capture_output=True, text=True, cwd=tmp_path)
    assert r.returncode == 0, r.stdout + r.stderr
    (f,) = json.loads(r.stdout)["files"]
    assert f["proof"]["verdict"] == "proved" and f["proof"]["range"] == {"k_tiles": "k_tiles >= 2"}
