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


#: the new fixtures checked by default (all of them with --run-slow): both targets, 4 and 8
#: warps, 2 and 3 stages, fp16/fp32/fp8, an epilogue variant, every FlyDSL kernel, and the
#: mutants of these
SAMPLE = {"mm_gfx942_fp16_w4_s2", "mm_gfx950_fp8_w8_s3", "mm_gfx942_fp32_w8_s3",
          "mm_gfx950_bf16_w8_s3_evenk_bias", "dma_gemm_gfx950", "dma_gemm_phase_gfx950",
          "dma_gemm_asm_gfx950", "dma_syncthreads_gfx942", "dma_bare_gfx950",
          # a skipped lane loop and a loop entered mid-text (corpus/asm/flow), each with its mutant
          "amax_gfx950", "amax_gfx950__no_barrier", "queue_gfx942", "queue_gfx942__no_barrier",
          # a summarised scalar search loop whose result every wave shares (it decides a loop with
          # barriers: waves with variables of their own paired no barriers, SS201), and its mutant
          "search_gfx942", "search_gfx950__no_barrier",
          # the LDS slot after a 3-stage loop by the trip count modulo 3 (corpus/asm/ring), and its mutant
          "scaled_mm_gfx950", "scaled_mm_gfx950__swap"}


def in_sample(path: Path) -> bool:
    if not expected_mod.family(path):
        return True  # the older fixtures: all of them, as before
    base = path.name.split("__")[1] if path.parent.name == "mutants" else path.name[:-2]
    return base in SAMPLE


def _params(paths_settings):
    return [pytest.param(p, s, id=str(p.relative_to(ASM)), marks=() if in_sample(p) else pytest.mark.slow)
            for p, s in paths_settings]


@pytest.mark.parametrize("path, settings", _params(FIXTURES))
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
    # K unknown: its branches become cases and the K loop a loop over a parameter (swept over
    # 0..3 periods unless --prove)
    r = runner.invoke(app, ["check", str(clean)])
    assert r.exit_code == 0, r.output
    assert "summarised" in r.output and "case 12:" in r.output and "periods@331=0..3" in r.output


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


REPLICA = _manifest("replica")


@pytest.mark.parametrize("name", sorted(REPLICA["files"]))
def test_replicated_layout_stores_equal_data_and_its_wave_data_mutant_races(name):
    """Replica waves' unordered ds_writes store equal data (clean: attn_step's waves 2-3 repeat
    waves 0-1; seg_merge's two waves store the merged row after a summarised loop); with the wave
    id added to one store's data register (the mutant), its stores race between replicas (SS105)."""
    assert findings_of(ASM / "replica" / name, {}) == []
    mutant = REPLICA["mutants"][name[:-2]]
    got = findings_of(ASM / "mutants" / mutant["file"], {})
    line = mutant["ds_write_line"]
    assert [(f["rule"], f["line"], f["writers"]) for f in got] == [("SS105", line, mutant["writers"])]


# ---------------------------------------------------------------- inductor, HIP and FlyDSL fixtures

NEW = expected_mod.new_fixtures()
PENDING = expected_mod.pending()


@pytest.mark.parametrize("path", [pytest.param(p, id=str(p.relative_to(ASM)),
                                               marks=() if in_sample(p) else pytest.mark.slow)
                                  for p in NEW if str(p.relative_to(ASM)) in PENDING])
def test_pending_fixtures_still_need_kernel_arguments(path):
    # the list is honest: once the frontend checks one of these with no --kernarg, this fails
    # until update.py --pending and update.py FILE are rerun (and the new expected set reviewed)
    err = expected_mod.without_kernargs(path)
    assert err is not None, f"{path.name} now checks with no --kernarg: finalise its expected set"


def test_every_new_fixture_has_an_expected_set_or_a_stated_reason():
    for path in NEW:
        rel = str(path.relative_to(ASM))
        exp = expected_mod.expected_path(path)
        if rel in PENDING:
            entry = PENDING[rel]
            assert entry["error_without_kernargs"], rel
            assert entry["interim_kernargs"] == expected_mod.INTERIM[expected_mod.family(path)], rel
            if entry["interim_kernargs"] is None:
                assert not exp.exists(), rel  # nothing checks it yet, so nothing is claimed
                continue
        assert exp.exists(), f"{rel}: no expected set (run corpus/asm/expected/update.py {rel})"
        assert expected_of(path)["settings"] == expected_mod.settings_of(path), rel


FIXTURE_MUTANTS = sorted(_manifest("mutants")["fixture_mutants"].items())


@pytest.mark.parametrize("name, info", FIXTURE_MUTANTS, ids=[n for n, _ in FIXTURE_MUTANTS])
def test_fixture_mutant_findings_match_the_generator_derivation(name, info):
    # reads the committed expected sets (test_fixture_gives_exactly_its_expected_findings checks
    # that they are what syncsan reports) and compares them with make_mutants.py's derivation
    exp_path = expected_mod.expected_path(ASM / "mutants" / name)
    if not exp_path.exists():
        pytest.skip("no expected set yet (pending.json: needs what the frontend cannot do yet)")
    got = json.loads(exp_path.read_text())["findings"]
    base = json.loads(expected_mod.expected_path(ASM / info["base"]).read_text())["findings"]
    # the unmutated fixture is clean, except HIP's dma_bare_waitcnt (its expected set says why:
    # an LDS read retired only after a bare barrier, SS103); the mutant keeps those findings
    assert all(f["rule"] in ("SS103", "SS106") for f in base), "the unmutated fixture has no read-after-write race"
    assert all(f in got for f in base)
    got = [f for f in got if f not in base]
    assert got and {f["rule"] for f in got} == {"SS101"}
    last = info["main_loop"]["last_line"]
    for f in got:
        # the racing copy is one the change leaves un-retired; the reader follows the guarded
        # barrier before any other vmcnt wait, or is an epilogue read after the loop
        assert set(f["writers"]) <= set(info["racing_copy_lines"]), f
        assert all(r in info["racing_read_lines"] or r > last for r in f["readers"]), f


def test_new_fixtures_carry_source_lines_of_kernels_in_the_repository():
    from syncsan.frontends.asm.parser import parse_file

    for folder, kernel in (("inductor", "inductor_mm.py"), ("hip", "lds_dma.hip"), ("flydsl", "flydsl_gemm.py")):
        path = sorted((ASM / folder).glob("*.s"))[0]
        k = parse_file(str(path), path.read_text()).kernels[0]
        sources = {i.loc.source.file for i in k.instrs if i.loc.source is not None}
        assert sources == {f"corpus/asm/gen/kernels/{kernel}"}, (path.name, sources)
        assert (ROOT / "corpus" / "asm" / "gen" / "kernels" / kernel).is_file()


REFUSED = sorted(_manifest("flow")["refused"].items())


@pytest.mark.parametrize("name, info", REFUSED, ids=[n for n, _ in REFUSED])
def test_lds_op_or_barrier_in_a_lane_loop_is_refused_not_skipped(name, info):
    # the branch around the lane loop of corpus/asm/flow/amax_gfx950.s is skipped whole; with an
    # LDS op or a barrier put into the loop it decides whether that runs: an error at the branch
    from syncsan.errors import InputError

    path = ASM / "flow" / "refused" / name
    with pytest.raises(InputError) as exc:
        findings_of(path, {"periods": expected_mod.PERIODS})
    assert info["error"] in exc.value.message and info["inserted_line"] > exc.value.loc.line
