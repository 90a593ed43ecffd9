"""Inline suppressions with a mandatory reason; unused and invalid ones are reported."""

from __future__ import annotations

import json

import pytest

from gate_util import ROOT, run_cli

from syncsan.suppress import parse

CASE = ROOT / "corpus" / "basic" / "double_buffer_missing_wait.sched"
READ_LINE = 22  # the racing read(A[s]) of the case (SS101 for k_tiles = 1 and 2)


def write_case(tmp_path, line_edit=None, insert_above=None):
    lines = CASE.read_text().splitlines()
    assert "read(A[s])" in lines[READ_LINE - 1]
    if line_edit:
        lines[READ_LINE - 1] += line_edit
    if insert_above:
        indent = lines[READ_LINE - 1][: len(lines[READ_LINE - 1]) - len(lines[READ_LINE - 1].lstrip())]
        lines.insert(READ_LINE - 1, indent + insert_above)
    path = tmp_path / "case.sched"
    path.write_text("\n".join(lines) + "\n")
    return path


def findings(result):
    return [(f["rule"], f["line"]) for f in json.loads(result.stdout)["findings"]]


def check(path, *args):
    return run_cli("check", path, "--format", "json", "-p", "k_tiles=1..3", *args, cwd=path.parent)


def test_unsuppressed_case_fails():
    result = check(CASE)
    assert result.returncode == 1 and set(findings(result)) == {("SS101", READ_LINE)}


def test_comment_on_the_line_suppresses_with_reason(tmp_path):
    result = check(write_case(tmp_path, "  # syncsan: ignore[SS101] -- the tile is re-read after the wait"))
    assert result.returncode == 0, result.stdout
    assert findings(result) == []


def test_comment_on_the_line_above_suppresses(tmp_path):
    result = check(write_case(tmp_path, insert_above="# syncsan: ignore[SS101] -- reviewed in PR 12"))
    assert result.returncode == 0 and findings(result) == []


def test_missing_reason_suppresses_nothing_and_is_an_error(tmp_path):
    result = check(write_case(tmp_path, "  # syncsan: ignore[SS101]"))
    assert result.returncode == 1
    assert set(findings(result)) == {("SS101", READ_LINE), ("SS002", READ_LINE)}
    assert "gives no reason" in result.stdout


def test_unknown_rule_in_suppression_is_reported(tmp_path):
    result = check(write_case(tmp_path, "  # syncsan: ignore[SS999] -- typo"))
    assert set(findings(result)) == {("SS101", READ_LINE), ("SS002", READ_LINE)}


def test_wrong_rule_leaves_the_finding_and_is_unused(tmp_path):
    path = write_case(tmp_path, "  # syncsan: ignore[SS102] -- wrong rule")
    result = check(path)
    assert set(findings(result)) == {("SS101", READ_LINE), ("SS001", READ_LINE)}
    assert result.returncode == 1
    # a code named many times is one suppression: one SS001, not one per copy (2,000 copies on
    # 51 lines took 100 s to report)
    path = write_case(tmp_path, "  # syncsan: ignore[" + "SS102, ss102," * 2000 + "] -- wrong rule")
    assert findings(check(path)) == [("SS101", READ_LINE), ("SS001", READ_LINE)]


def test_unused_suppression_is_a_warning(tmp_path):
    good = tmp_path / "good.sched"
    lines = (ROOT / "corpus" / "basic" / "reduction_good.sched").read_text().splitlines()
    lines[-1] += "  # syncsan: ignore[SS104] -- was needed before the barrier"
    good.write_text("\n".join(lines) + "\n")
    result = run_cli("check", good, "--format", "json", cwd=tmp_path)
    assert findings(result) == [("SS001", len(lines))]
    assert result.returncode == 0  # a warning: only --fail-on warning makes it fail
    assert run_cli("check", good, "--fail-on", "warning", cwd=tmp_path).returncode == 1
    # the rule was not checked, so the suppression is not called unused
    assert findings(run_cli("check", good, "--format", "json", "--select", "SS101", cwd=tmp_path)) == []
    assert findings(run_cli("check", good, "--format", "json", "--ignore", "SS001", cwd=tmp_path)) == []


def test_suppression_of_a_neighbouring_line_does_not_apply(tmp_path):
    lines = CASE.read_text().splitlines()
    lines[READ_LINE - 3] += "  # syncsan: ignore[SS101] -- two lines above"
    path = tmp_path / "case.sched"
    path.write_text("\n".join(lines) + "\n")
    result = check(path)
    assert ("SS101", READ_LINE) in findings(result)


@pytest.mark.parametrize("name, text, codes", [
    ("k.sched", "read(A)  # syncsan: ignore[SS101, ss103] -- why", ("SS101", "SS103")),
    ("k.py", "x = 1  # syncsan: ignore[SS102] -- why", ("SS102",)),
    ("k.s", "  ds_read_b128 v[0:3], v4 ; syncsan: ignore[SS101] -- why", ("SS101",)),
])
def test_comment_syntax_by_file_kind(name, text, codes):
    sups, problems = parse(name, text + "\n")
    assert problems == [] and len(sups) == 1
    assert sups[0].codes == codes and sups[0].reason == "why" and sups[0].loc.line == 1


def test_comment_marker_of_another_language_is_not_a_suppression():
    assert parse("k.s", "x  # syncsan: ignore[SS101] -- why\n") == ([], [])
    assert parse("k.sched", "x  ; syncsan: ignore[SS101] -- why\n") == ([], [])


def test_assembly_suppression_with_semicolon_comment(tmp_path):
    src = ROOT / "corpus" / "asm" / "llvmlite" / "lds_dma_bare_barrier_gfx950.s"  # SS101 at line 25
    lines = src.read_text().splitlines()
    assert "ds_read" in lines[24]
    plain = tmp_path / "plain.s"
    plain.write_text("\n".join(lines) + "\n")
    lines[24] += " ; syncsan: ignore[SS101] -- test: reviewed"
    (tmp_path / "suppressed.s").write_text("\n".join(lines) + "\n")
    result = run_cli("check", ".", "--format", "json", cwd=tmp_path)
    assert [(f["file"].rsplit("/", 1)[-1], f["rule"], f["line"]) for f in json.loads(result.stdout)["findings"]] \
        == [("plain.s", "SS101", 25)]
    plain.unlink()
    assert run_cli("check", ".", cwd=tmp_path).returncode == 0
