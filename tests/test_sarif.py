"""`--format sarif`: valid SARIF 2.1.0 (official schema) carrying the corpus's whole finding sets."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gate_util import ROOT, corpus_repo, flat, run_cli

jsonschema = pytest.importorskip("jsonschema")
SCHEMA = json.loads((ROOT / "tests" / "data" / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))


def validate(doc: dict) -> None:
    validator = jsonschema.Draft4Validator(SCHEMA)
    errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.path))
    assert not errors, "\n".join(f"{list(e.path)}: {e.message}" for e in errors[:10])


def result_tuple(r: dict) -> tuple:
    loc = r["locations"][0]["physicalLocation"]
    roles = {"writer": [], "reader": []}
    for rel in r.get("relatedLocations", []):
        role = rel["properties"]["role"]
        if role in roles:
            roles[role].append(rel["physicalLocation"]["region"]["startLine"])
    return (loc["artifactLocation"]["uri"], r["ruleId"], loc["region"]["startLine"],
            tuple(sorted(set(roles["writer"]))), tuple(sorted(set(roles["reader"]))))


@pytest.fixture(scope="module")
def corpus_sarif(corpus_walk):
    # SARIF's fixes are tested on their own below (the fix search over the whole corpus costs minutes)
    return corpus_walk.status, json.loads(corpus_walk.render("sarif")), corpus_walk.expected


def test_corpus_sarif_validates_and_holds_every_expected_finding(corpus_sarif):
    status, doc, expected = corpus_sarif
    assert status == 1
    validate(doc)
    results = doc["runs"][0]["results"]
    assert {result_tuple(r) for r in results} == flat(expected)
    assert doc["runs"][0]["invocations"][0]["exitCode"] == 1


def test_rule_metadata_comes_from_the_rules_folder(corpus_sarif):
    from syncsan.rules import all_rules

    _, doc, _ = corpus_sarif
    rules = doc["runs"][0]["tool"]["driver"]["rules"]
    by_id = {r["id"]: r for r in rules}
    for code, info in all_rules().items():
        r = by_id[code]
        assert r["name"] == info.name
        assert r["shortDescription"]["text"] == info.title
        assert info.summary in r["fullDescription"]["text"]
        assert info.fix.strip() in r["help"]["text"]
        assert r["defaultConfiguration"]["level"] == {"info": "note"}.get(info.severity, info.severity)
        assert r["defaultConfiguration"].get("enabled", True) == info.default  # SS4xx: only when selected
    assert {"SS001", "SS002"} <= set(by_id)  # the suppression rules
    for res in doc["runs"][0]["results"]:
        assert rules[res["ruleIndex"]]["id"] == res["ruleId"]


def test_race_result_has_reader_primary_writer_and_barrier_related_witness_and_code_flow(corpus_sarif):
    _, doc, _ = corpus_sarif
    res = next(r for r in doc["runs"][0]["results"] if r["ruleId"] == "SS101"
               and r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "corpus/hti/main.sched"
               and any(rel["properties"]["role"] == "barrier" for rel in r["relatedLocations"]))
    primary = res["locations"][0]["physicalLocation"]["region"]["startLine"]
    lines = {}
    for rel in res["relatedLocations"]:
        lines.setdefault(rel["properties"]["role"], set()).add(rel["physicalLocation"]["region"]["startLine"])
    assert primary in lines["reader"] and {"writer", "barrier"} <= set(lines)
    # one result per gap: every pair it covers is listed, with its own lines and witness
    assert res["properties"]["pairCount"] == len(res["properties"]["pairs"]) >= 1
    assert {p["line"] for p in res["properties"]["pairs"]} == lines["reader"]
    assert {p["firstLine"] for p in res["properties"]["pairs"]} == lines["writer"]
    assert len(res["partialFingerprints"]["syncsanFingerprint/v2"]) == 32
    witness = res["properties"]["witness"]
    assert witness["params"] and witness["retire"] == "in-order" and "retired by" in witness["facts"]
    flows = res["codeFlows"][0]["threadFlows"]
    kinds = [loc.get("kinds", []) for flow in flows for loc in flow["locations"]]
    assert ["writer"] in kinds and ["reader"] in kinds
    orders = [loc["executionOrder"] for flow in flows for loc in flow["locations"]]
    assert orders == sorted(orders) and len(set(orders)) == len(orders)


def test_clean_run_is_valid_sarif_with_no_results(tmp_path):
    case = ROOT / "corpus" / "basic" / "double_buffer_good.sched"
    result = run_cli("check", case, "--format", "sarif", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    doc = json.loads(result.stdout)
    validate(doc)
    assert doc["runs"][0]["results"] == []


def test_suppressed_and_baselined_findings_are_marked_not_dropped(tmp_path):
    src = (ROOT / "corpus" / "basic" / "double_buffer_missing_wait.sched").read_text()
    lines = src.splitlines()
    lines[21] += "  # syncsan: ignore[SS101] -- test: reviewed"
    (tmp_path / "k.sched").write_text("\n".join(lines) + "\n")
    (tmp_path / "other.sched").write_text(
        (ROOT / "corpus" / "basic" / "reduction_missing_lgkm_wait.sched").read_text())
    assert run_cli("check", "other.sched", "--write-baseline", "base.json", cwd=tmp_path).returncode == 0
    result = run_cli("check", "k.sched", "other.sched", "--baseline", "base.json", "--format", "sarif",
                     "-p", "k_tiles=1..2", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    doc = json.loads(result.stdout)
    validate(doc)
    sups = {(r["ruleId"], r["suppressions"][0]["kind"]) for r in doc["runs"][0]["results"]}
    assert sups == {("SS101", "inSource"), ("SS102", "external")}
    justifications = [r["suppressions"][0]["justification"] for r in doc["runs"][0]["results"]]
    assert "test: reviewed" in justifications


def test_input_error_is_reported_in_the_invocation(tmp_path):
    (tmp_path / "bad.sched").write_text("workgroup(waves=2)\ndef kernel(wid):\n    barrier(1)\n")
    result = run_cli("check", "bad.sched", "--format", "sarif", cwd=tmp_path)
    assert result.returncode == 2
    doc = json.loads(result.stdout)
    validate(doc)
    inv = doc["runs"][0]["invocations"][0]
    assert inv["executionSuccessful"] is False and inv["exitCode"] == 2
    assert "bad.sched:3" in inv["toolExecutionNotifications"][0]["message"]["text"]


def _cases():
    from corpus_util import expected_files

    return expected_files()


@pytest.mark.parametrize("expected", _cases(), ids=lambda p: p.relative_to(p.parents[1]).as_posix())
def test_every_corpus_case_and_run_gives_valid_sarif_with_its_expected_findings(expected):
    from corpus_util import actual_findings, case_of, expected_set, load_expected, runs_of, sweep_of

    from syncsan.reporters import sarif

    case = case_of(expected)
    for run in runs_of(load_expected(expected)):
        findings = actual_findings(case, sweep_of(run), "in-order", run.get("kernel"))
        doc = json.loads(sarif.render([], findings, 1 if findings else 0, root=ROOT))
        validate(doc)
        results = doc["runs"][0]["results"]
        assert {result_tuple(r)[1:] for r in results} == \
            {(t[0], t[1], t[3], t[4]) for t in expected_set(run, "in-order")}
        assert len(results) == len(findings)


def test_fixes_validate_as_sarif_artifact_changes_and_assembly_fixes_as_messages(tmp_path):
    for name in ("double_buffer_missing_wait.sched", "pingpong_unbalanced.sched"):
        (tmp_path / name).write_text((ROOT / "corpus" / "basic" / name).read_text())
    asm = ROOT / "corpus" / "asm" / "llvmlite" / "lds_dma_bare_barrier_gfx950.s"
    (tmp_path / asm.name).write_text(asm.read_text())
    # --fail-on warning: the SS201 warning of pingpong_unbalanced fails the check, so it gets its fix
    result = run_cli("check", ".", "--format", "sarif", "--fail-on", "warning", cwd=tmp_path)
    doc = json.loads(result.stdout)
    validate(doc)
    results = doc["runs"][0]["results"]
    sched = [r for r in results if r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].endswith(".sched")]
    assert sched and all(r["fixes"][0]["artifactChanges"][0]["replacements"] for r in sched)
    (bare,) = [r for r in results if r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].endswith(".s")]
    assert "fixes" not in bare
    assert "Fix: insert `s_waitcnt vmcnt(0)` before line" in bare["message"]["text"]
    assert bare["properties"]["fixes"][0]["description"].startswith("insert `s_waitcnt vmcnt(0)`")
