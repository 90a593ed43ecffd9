"""Baselines: adopt the gate on a repository with findings and fail only on new ones."""

from __future__ import annotations

import json
import shutil

import pytest

from gate_util import ROOT, run_cli

BASIC = ROOT / "corpus" / "basic"


def repo(tmp_path):
    for name in ("double_buffer_missing_wait.sched", "reduction_missing_lgkm_wait.sched", "reduction_good.sched"):
        shutil.copy(BASIC / name, tmp_path / name)
    return tmp_path


def rules_of(result):
    return sorted((f["rule"], f["file"].rsplit("/", 1)[-1]) for f in json.loads(result.stdout)["findings"])


def test_write_then_check_with_baseline_passes(tmp_path):
    r = repo(tmp_path)
    before = run_cli("check", ".", "--format", "json", cwd=r)
    assert before.returncode == 1
    current = sorted(f["rule"] for f in json.loads(before.stdout)["findings"])
    assert set(current) == {"SS101", "SS102"}
    written = run_cli("check", ".", "--write-baseline", "syncsan-baseline.json", cwd=r)
    assert written.returncode == 0, written.stderr
    assert f"wrote {len(current)} finding(s)" in written.stderr
    doc = json.loads((r / "syncsan-baseline.json").read_text())
    assert doc["tool"] == "syncsan" and doc["format"] == 2
    assert all(len(e["fingerprint"]) == 32 and e["pairs"] >= 1 for e in doc["findings"])
    assert sorted(e["rule"] for e in doc["findings"]) == current
    assert all(not e["file"].startswith("/") for e in doc["findings"])
    result = run_cli("check", ".", "--baseline", "syncsan-baseline.json", "--format", "json", cwd=r)
    assert result.returncode == 0 and rules_of(result) == []
    assert f"{len(current)} in the baseline" in run_cli("check", ".", "--baseline", "syncsan-baseline.json", cwd=r).stdout


def test_new_finding_fails_and_is_the_only_one_reported(tmp_path):
    r = repo(tmp_path)
    run_cli("check", ".", "--write-baseline", "b.json", cwd=r)
    shutil.copy(BASIC / "epilogue_alias_missing_barrier.sched", r / "new.sched")
    result = run_cli("check", ".", "--baseline", "b.json", "--format", "json", cwd=r)
    assert result.returncode == 1
    assert rules_of(result) == [("SS104", "new.sched")]


def test_baseline_survives_lines_moving(tmp_path):
    r = repo(tmp_path)
    run_cli("check", ".", "--write-baseline", "b.json", cwd=r)
    path = r / "double_buffer_missing_wait.sched"
    path.write_text("# a new comment line\n# and another\n" + path.read_text())
    result = run_cli("check", ".", "--baseline", "b.json", "--format", "json", cwd=r)
    assert result.returncode == 0 and rules_of(result) == []


def test_second_identical_finding_is_new(tmp_path):
    r = repo(tmp_path)
    run_cli("check", ".", "--write-baseline", "b.json", cwd=r)
    doc = json.loads((r / "b.json").read_text())
    dropped = next(e for e in doc["findings"] if e["rule"] == "SS102")
    doc["findings"].remove(dropped)
    (r / "b.json").write_text(json.dumps(doc))
    result = run_cli("check", ".", "--baseline", "b.json", "--format", "json", cwd=r)
    assert result.returncode == 1 and rules_of(result) == [("SS102", "reduction_missing_lgkm_wait.sched")]


def test_baseline_named_in_config(tmp_path):
    r = repo(tmp_path)
    (r / "syncsan.toml").write_text('paths = ["."]\nbaseline = "ci/baseline.json"\n')
    assert run_cli("check", "--write-baseline", "ci/baseline.json", cwd=r).returncode == 0
    assert run_cli("check", cwd=r).returncode == 0
    assert run_cli("check", "--fail-on", "warning", cwd=r).returncode == 0


def test_missing_or_broken_baseline_exits_2(tmp_path):
    r = repo(tmp_path)
    missing = run_cli("check", ".", "--baseline", "nope.json", cwd=r)
    assert missing.returncode == 2 and "nope.json: no such file" in missing.stderr
    assert "Traceback" not in missing.stderr
    (r / "bad.json").write_text("{not json")
    broken = run_cli("check", ".", "--baseline", "bad.json", cwd=r)
    assert broken.returncode == 2 and "bad.json" in broken.stderr
    (r / "other.json").write_text('{"tool": "ruff"}')
    other = run_cli("check", ".", "--baseline", "other.json", cwd=r)
    assert other.returncode == 2 and "other.json:1:10: error:" in other.stderr and "Traceback" not in other.stderr


@pytest.mark.parametrize("text, where, says", [
    ('[1, 2]', "1:1", "not a syncsan baseline"),
    ('{\n  "tool": "ruff",\n  "findings": []\n}', "2:11", "'tool' is 'ruff'"),
    ('{\n  "format": 2,\n  "findings": []\n}', "1:1", "'tool' is missing"),
    ('{"tool": "syncsan", "format": 2,\n "findings": {}}', "2:14", "'findings' is {}"),
    ('{"tool": "syncsan",\n  "format": true, "findings": []}', "2:13", "format true, this syncsan reads"),
    ('{"tool": "syncsan", "findings": []}', "1:1", "no format"),
    ('{"tool": "syncsan", "format": 2, "findings": [\n  {"file": "a", "fingerprint": "x"},\n  7\n]}', "3:3",
     "finding 2 is no JSON object"),
    ('{"tool": "syncsan", "format": 2, "findings": [\n  {"file": "a", "fingerprint": "x"},\n  {"file": "a"}]}',
     "3:3", "finding 2 has no fingerprint"),
    ('{"tool": "syncsan", "format": 2, "findings": [\n  {"file": "a",\n   "fingerprint": 5}]}', "3:19",
     "finding 1 has 5 as its fingerprint, not a string"),
    ('{"tool": "syncsan", "format": 1, "findings": [{"fingerprint": "x"}, {"file": "a"}]}', "1:69",
     "finding 2 has no fingerprint"),
    ('{"tool": "syncsan", "format": 2, "findings": [{"fingerprint": "x"}]}', "1:47", "finding 1 has no file"),
    ('{"tool": "syncsan", "format": 2, "findings": [\n' + "[" * 100_000 + "]" * 100_000 + "]}", "2:499",
     "nested too deeply"),
    ('{"tool": "syncsan", "format": 2,\n "findings": [' + "1" * 5000 + "]}", "2:15", "4300 digits"),
    ('{"tool": ', "1:10", "not JSON"),
])
def test_every_baseline_error_names_its_line_and_column(tmp_path, text, where, says):
    from syncsan import baseline
    from syncsan.config import ConfigError

    path = tmp_path / "b.json"
    path.write_text(text)
    with pytest.raises(ConfigError) as raised:
        baseline.load(path)
    assert str(raised.value).startswith(f"{path}:{where}: error: baseline {path}: ") and says in str(raised.value)


def test_suppressed_findings_stay_out_of_the_baseline(tmp_path):
    r = repo(tmp_path)
    path = r / "reduction_missing_lgkm_wait.sched"
    lines = path.read_text().splitlines()
    lines[14] += "  # syncsan: ignore[SS102] -- test"
    path.write_text("\n".join(lines) + "\n")
    run_cli("check", ".", "--write-baseline", "b.json", cwd=r)
    assert {e["rule"] for e in json.loads((r / "b.json").read_text())["findings"]} == {"SS101"}


def test_baseline_matches_the_json_fingerprints(tmp_path):
    r = repo(tmp_path)
    report = json.loads(run_cli("check", ".", "--format", "json", cwd=r).stdout)
    run_cli("check", ".", "--write-baseline", "b.json", cwd=r)
    doc = json.loads((r / "b.json").read_text())
    assert sorted((e["file"], e["fingerprint"]) for e in doc["findings"]) == \
        sorted((f["file"].removeprefix("./"), f["fingerprint"]) for f in report["findings"])


def _format1(r, path):
    """A format-1 baseline as syncsan wrote it before grouping: one entry per pair of ops, the
    fingerprint hashing the rule, the file and the text of the pair's lines."""
    import hashlib

    def text(name, line):
        return " ".join((r / name).read_text().splitlines()[line - 1].split())

    entries = []
    for f in json.loads(run_cli("check", ".", "--format", "json", cwd=r).stdout)["findings"]:
        name = f["file"].removeprefix("./")
        for p in f["pairs"]:
            parts = [f["rule"], name, text(name, p["line"])]
            parts += [f"{x['role']}:{name}:{text(name, x['line'])}" for x in p["related"]
                      if x["role"] in ("writer", "reader")]
            entries.append({"rule": f["rule"], "file": name, "line": p["line"], "message": "",
                            "fingerprint": hashlib.sha256("\x1f".join(parts).encode()).hexdigest()[:32]})
    path.write_text(json.dumps({"tool": "syncsan", "version": "0.1.0", "format": 1, "findings": entries}))
    return entries


def test_format_1_baseline_is_read_pair_by_pair(tmp_path):
    r = repo(tmp_path)
    entries = _format1(r, r / "old.json")
    result = run_cli("check", ".", "--baseline", "old.json", "--format", "json", cwd=r)
    assert result.returncode == 0 and rules_of(result) == []
    assert "format 1" in result.stderr and "--write-baseline old.json" in result.stderr
    # a grouped finding one of whose pairs is not recorded is new
    assert sum(e["rule"] == "SS101" for e in entries) >= 2
    doc = json.loads((r / "old.json").read_text())
    doc["findings"] = [e for e in entries if e["rule"] != "SS101"] + [e for e in entries if e["rule"] == "SS101"][1:]
    (r / "old.json").write_text(json.dumps(doc))
    result = run_cli("check", ".", "--baseline", "old.json", "--format", "json", cwd=r)
    assert result.returncode == 1 and rules_of(result) == [("SS101", "double_buffer_missing_wait.sched")]


def test_unknown_baseline_format_says_to_rewrite_it(tmp_path):
    r = repo(tmp_path)
    (r / "future.json").write_text(json.dumps({"tool": "syncsan", "format": 9, "findings": []}))
    result = run_cli("check", ".", "--baseline", "future.json", cwd=r)
    assert result.returncode == 2 and "format 9" in result.stderr and "--write-baseline future.json" in result.stderr
    assert "Traceback" not in result.stderr
