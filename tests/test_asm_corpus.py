"""Real compiler output (corpus/asm): each fixture gives exactly its expected finding set, and the
sets agree with what the fixture generators derived independently (their MANIFEST.json files)."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

import pytest

from syncsan.analysis import parse_param_value
from syncsan.frontends import FrontendOptions, load_programs

ROOT = Path(__file__).resolve().parent.parent
ASM = ROOT / "corpus" / "asm"

_spec = importlib.util.spec_from_file_location("asm_expected", ASM / "expected" / "update.py")
expected_mod = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(expected_mod)

FIXTURES = expected_mod.fixtures()
_cache: dict = {}


def findings_of(path: Path, settings: dict) -> list[dict]:
    key = (path, tuple(sorted(settings.items())))
    if key not in _cache:
        _cache[key] = expected_mod.finding_set(path, settings)
    return _cache[key]


def expected_of(path: Path) -> dict:
    return json.loads(expected_mod.expected_path(path).read_text())


@pytest.mark.parametrize("path, settings", FIXTURES, ids=[str(p.relative_to(ASM)) for p, _ in FIXTURES])
def test_fixture_gives_exactly_its_expected_findings(path, settings):
    exp = expected_of(path)
    assert exp["settings"] == settings
    assert exp["why"], "every expected set states why"
    assert findings_of(path, settings) == exp["findings"]


def test_triton_fixtures_are_clean():
    for path, settings in FIXTURES:
        if path.parent.name == "triton":
            assert findings_of(path, settings) == [], path.name


def _manifest(folder: str) -> dict:
    return json.loads((ASM / folder / "MANIFEST.json").read_text())


MUTANTS = sorted(_manifest("mutants")["mutants"].items())


@pytest.mark.parametrize("name, info", MUTANTS, ids=[n for n, _ in MUTANTS])
def test_mutant_findings_match_the_generator_derivation(name, info):
    path = ASM / "mutants" / name
    got = findings_of(path, {"K@32": expected_mod.K_VALUES})
    copies, reads = set(), set()
    for p in info["paths"].values():
        copies |= set(p.get("racing_copy_lines", []))
        reads |= set(p.get("racing_read_lines", []))
    backedge = info["main_loop"]["backedge_line"]
    allowed = {"SS101"}
    if info["mutation"] == "swap" and "lgkmcnt" in info["changed"]["wait_text"]:
        allowed.add("SS106")  # the moved wait also retired the previous slot's reads (issued before the barrier)
    assert {f["rule"] for f in got} <= allowed
    assert "SS101" in {f["rule"] for f in got}
    barrier = info["changed"]["barrier_line"]
    for f in got:
        if f["rule"] != "SS101":
            continue
        # the racing copies are ones the generator found un-retired at the mutated barrier
        assert set(f["writers"]) <= copies, f
        # the readers are reads after that barrier, or (loop exit) epilogue reads
        assert all(r in reads or r > backedge for r in f["readers"]), f
        # the gap is the mutated barrier (its wait deleted, raised or moved below it)
        assert f["gap"]["kind"] == "unretired" and f["gap"]["barrier"] == barrier, f
    if info["mutation"] == "delete_wait":
        # one mistake, one finding: every (copy, read) pair slips through the one gap
        assert len(got) == 1 and got[0]["gap"]["wait"] is None and got[0]["pairs"] >= 16, got
    for pname, p in info["paths"].items():
        if p.get("racing_copy_lines"):
            assert any(set(f["writers"]) & set(p["racing_copy_lines"]) for f in got), pname
    if info["mutation"] == "raise_vmcnt":
        # byte precision: in the loop only the reads of the one un-retired copy's bytes race
        hint = {r for p in info["paths"].values() for r in p.get("reads_in_subrange_by_offset", [])}
        assert {r for f in got for r in f["readers"] if r <= backedge} == hint


LLVMLITE = sorted(_manifest("llvmlite")["files"].items())


@pytest.mark.parametrize("name, info", LLVMLITE, ids=[n for n, _ in LLVMLITE])
def test_llvmlite_kernels_match_their_manifest(name, info):
    got = findings_of(ASM / "llvmlite" / name, {})
    exp = info["expected"]
    if exp["finding"] is None:
        assert got == []
    else:
        assert [{k: f[k] for k in ("rule", "line", "writers", "readers", "pairs")} for f in got] == [
            {"rule": exp["finding"], "line": exp["racing_read_line"], "writers": [exp["racing_copy_line"]],
             "readers": [exp["racing_read_line"]], "pairs": 1}]
        # the gap: the barrier the copying wave reaches before its vmcnt wait
        assert got[0]["gap"]["kind"] == "unretired" and got[0]["gap"]["wait"] is None


def test_k_values_run_the_main_loop_zero_one_two_and_many_times():
    for path in sorted((ASM / "triton").glob("*.s")):
        kernargs = {"K@32": parse_param_value(expected_mod.K_VALUES)}
        prog = load_programs(path, FrontendOptions(kernargs=kernargs))[0]
        loop = [n for n in prog.notes if n.startswith("loop at line")]
        assert len(loop) == 1, path.name
        counts = {int(c) for c in re.findall(r"K=\d+: (\d+)", loop[0])}
        assert {0, 1, 2} <= counts and max(counts) >= 30, (path.name, loop[0])


@pytest.mark.slow
@pytest.mark.parametrize("path", sorted((ASM / "triton").glob("*.s")), ids=lambda p: p.name)
def test_triton_fixtures_clean_over_the_sampled_k_range(path):
    # K = 1..4096 has 4096 values; the frontend checks a sample (ends, powers of two and their
    # neighbours) and says so in its notes
    assert findings_of(path, {"K@32": "1..4096"}) == []
    prog = load_programs(path, FrontendOptions(kernargs={"K@32": parse_param_value("1..4096")}))[0]
    assert any("4096 values given" in n for n in prog.notes)


def test_cli_on_real_output():
    from typer.testing import CliRunner

    from syncsan.cli import app

    runner = CliRunner()
    bare = ASM / "llvmlite" / "lds_dma_bare_barrier_gfx950.s"
    r = runner.invoke(app, ["check", str(bare), "--format", "json"])
    assert r.exit_code == 1
    doc = json.loads(r.output)
    assert [(f["rule"], f["line"]) for f in doc["findings"]] == [("SS101", 25)]
    clean = ASM / "triton" / "matmul_gfx950_s3.s"
    r = runner.invoke(app, ["check", str(clean), "--kernarg", "K@32=64,128,320"])
    assert r.exit_code == 0, r.output
    r = runner.invoke(app, ["check", str(clean)])  # K unknown: the loop branch cannot be decided
    assert r.exit_code == 2 and "SCC" in r.output and "--kernarg" in r.output


EPILOGUE = sorted(_manifest("epilogue")["files"].items())


@pytest.mark.parametrize("name, info", EPILOGUE, ids=[n for n, _ in EPILOGUE])
def test_epilogue_overwrite_is_one_finding_for_its_256_pairs(name, info):
    """Reads outstanding at a barrier, the other group's ds_writes after it: every (write, read)
    pair of the build (16 x 16) slips through the one gap, so it is one SS104 finding."""
    (f,) = findings_of(ASM / "epilogue" / name, {})
    assert f["rule"] == info["expected"]["finding"] == "SS104"
    assert f["gap"] == {"kind": "unretired", "barrier": info["barrier_line"], "wait": None,
                        "after": info["barrier_line"]}
    assert f["readers"] == info["ds_read_lines"] and f["writers"] == info["ds_write_lines"]
    assert f["pairs"] == info["expected"]["pairs"] == 256
