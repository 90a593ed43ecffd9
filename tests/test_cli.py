"""The CLI's exit codes, JSON shape, text report and rule commands."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BASIC = ROOT / "corpus" / "basic"


def run_cli(*args, env=None):
    e = dict(os.environ, **(env or {}))
    return subprocess.run([sys.executable, "-m", "syncsan", *args], capture_output=True, text=True, env=e)


def test_clean_file_exits_0():
    result = run_cli("check", str(BASIC / "double_buffer_good.sched"), "-p", "k_tiles=1..4")
    assert result.returncode == 0, result.stderr
    assert "no findings" in result.stdout


def test_error_finding_exits_1():
    result = run_cli("check", str(BASIC / "double_buffer_missing_wait.sched"))
    assert result.returncode == 1
    assert "SS101" in result.stdout


def test_warning_only_fails_with_fail_on_warning():
    path = str(BASIC / "pingpong_unbalanced.sched")
    assert run_cli("check", path).returncode == 0
    assert run_cli("check", path, "--fail-on", "warning").returncode == 1


def test_ignore_and_select_filter_findings():
    path = str(BASIC / "double_buffer_missing_wait.sched")
    assert run_cli("check", path, "--ignore", "SS101").returncode == 0
    assert run_cli("check", path, "--select", "SS1").returncode == 1
    assert run_cli("check", path, "--select", "SS2").returncode == 0


def test_retire_model_switch_changes_the_verdict():
    path = str(BASIC / "double_buffer_good.sched")
    assert run_cli("check", path, "-p", "k_tiles=1..4").returncode == 0
    assert run_cli("check", path, "-p", "k_tiles=1..4", "--retire", "conservative").returncode == 1


def test_json_shape():
    result = run_cli("check", str(BASIC / "double_buffer_missing_wait.sched"), "-p", "k_tiles=1..3",
                     "--format", "json")
    assert result.returncode == 1
    doc = json.loads(result.stdout)
    assert doc["tool"] == "syncsan" and isinstance(doc["version"], str) and doc["schema"] == 2
    # the two (copy, read) pairs slip through one gap: one finding
    assert doc["summary"]["findings"] == len(doc["findings"]) == 1
    assert doc["summary"]["exit_status"] == 1
    f = doc["findings"][0]
    assert set(f) >= {"rule", "severity", "message", "file", "line", "column", "fingerprint", "gap", "first",
                      "second", "pair_count", "related", "witness", "pairs"}
    assert f["rule"] == "SS101" and f["severity"] == "error" and f["line"] == 22
    assert f["gap"]["kind"] == "unretired" and f["gap"]["barrier"]["line"] == 21 and f["gap"]["wait"] is None
    assert f["first"]["role"] == "writer" and f["first"]["lines"] == [15, 19]
    assert f["second"]["role"] == "reader" and f["second"]["lines"] == [22]
    assert len(f["fingerprint"]) == 32
    roles = {r["role"] for r in f["related"]}
    assert {"reader", "writer"} <= roles
    for r in f["related"]:
        assert set(r) >= {"role", "file", "line", "group", "op"}
    assert set(f["witness"]["params"]) == {"k_tiles", "n"} and f["witness"]["params"]["k_tiles"] == 1
    # every pair keeps its own lines and smallest witness
    assert f["pair_count"] == len(f["pairs"]) == 2
    assert [(p["line"], p["related"][1]["line"], p["witness"]["params"]["k_tiles"]) for p in f["pairs"]] == \
        [(22, 15, 1), (22, 19, 2)]


def test_text_report_without_colour_shows_the_gap_both_sides_and_timeline():
    result = run_cli("check", str(BASIC / "double_buffer_missing_wait.sched"), "-p", "k_tiles=1..3",
                     "--fix-suggestions", env={"NO_COLOR": "1"})
    out = result.stdout
    assert "\x1b[" not in out
    # one finding in a screenful, in this order: the gap, both sides, the witness, the timeline, the fix
    block = out.split("\n\n")[0].splitlines()
    assert len(block) <= 40
    heads = [next(i for i, ln in enumerate(block) if ln.lstrip().startswith(h))
             for h in ("gap ", "writers ", "readers ", "witness ", "timeline ", "fix: ")]
    assert heads == sorted(heads)
    assert "fix: insert `wait(vmcnt=0)` before line 21" in out and "+ |         wait(vmcnt=0)" in out
    assert "SS101" in out and "readers" in out and "writers" in out
    assert "the barrier at line 21" in out.splitlines()[0]  # the gap comes first
    assert "read(A[s])" in out  # the source excerpt of the racing read
    assert "timeline" in out and "<== read" in out and "<== write" in out
    assert "witness k_tiles=1" in out and "covers 2 pairs" in out
    assert "pairs:" not in out  # the per-pair list is behind --verbose
    verbose = run_cli("check", str(BASIC / "double_buffer_missing_wait.sched"), "-p", "k_tiles=1..3",
                      "--verbose", env={"NO_COLOR": "1"}).stdout
    assert "pairs:" in verbose and "k_tiles=2" in verbose.split("pairs:")[1]


def test_rules_and_rule_commands():
    listing = run_cli("rules")
    assert listing.returncode == 0
    assert [line.split()[0] for line in listing.stdout.splitlines()] == [
        "SS001", "SS002", "SS101", "SS102", "SS103", "SS104", "SS105", "SS106", "SS201", "SS301", "SS401", "SS402"]
    explained = run_cli("rule", "ss101")
    assert explained.returncode == 0
    assert "Bad:" in explained.stdout and "Good:" in explained.stdout and "Fix:" in explained.stdout
    assert run_cli("rule", "SS999").returncode == 2


def test_no_arguments_is_a_usage_error():
    assert run_cli("check").returncode == 2
