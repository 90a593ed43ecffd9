"""Source lines of assembly findings: `.file`/`.loc` debug lines give each op the kernel-source
position it came from, and every reporter shows it without changing finding identity."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from syncsan.cli import app
from syncsan.errors import Loc
from syncsan.frontends.asm.parser import parse_file

ROOT = Path(__file__).resolve().parent.parent
ASM = ROOT / "corpus" / "asm"
#: a FlyDSL-built kernel whose raised loop wait makes an SS101 race (k_tiles = arg6 = 2)
MUTANT = ASM / "mutants" / "flydsl__dma_gemm_phase_gfx950__raise_vmcnt.s"
KERNEL_SOURCE = "corpus/asm/gen/kernels/flydsl_gemm.py"

SYNTHETIC = """\
\t.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
\t.text
\t.type k,@function
\t.file\t"k.hip"
\t.file\t0 "/build" "src/k.hip" md5 0x0123456789abcdef0123456789abcdef
\t.file\t1 "lib" "helpers.h"
\t.file\t2 "/abs/inc" "/abs/other.h"
k:
\t.loc\t0 10 5 prologue_end
\ts_mov_b32 s0, 0
\t.loc\t1 7 0 is_stmt 0                ; helpers.h:7:0 @[ src/k.hip:12:3 ]
\ts_mov_b32 s1, 0
\t.loc\t0 0 0                          ; :0:0
\ts_mov_b32 s2, 0
\t.loc\t2 3 9
\ts_mov_b32 s3, 0
\ts_endpgm
.Lfunc_end0:
"""


def test_parser_gives_each_instruction_its_innermost_loc():
    k = parse_file("k.s", SYNTHETIC).kernels[0]
    sources = [i.loc.source for i in k.instrs]
    # .file 0 with directory and md5; the inlined-at chain in the comment is ignored (the .loc
    # itself is the innermost position); line 0 is no source line; column 0 becomes 1; an
    # absolute name ignores its directory; the op after a .loc keeps it (s_endpgm)
    assert sources == [Loc("/build/src/k.hip", 10, 5), Loc("lib/helpers.h", 7, 1), None,
                       Loc("/abs/other.h", 3, 9), Loc("/abs/other.h", 3, 9)]
    assert [(s.file, s.line, s.column) for s in sources if s] == [
        ("/build/src/k.hip", 10, 5), ("lib/helpers.h", 7, 1), ("/abs/other.h", 3, 9), ("/abs/other.h", 3, 9)]
    # the source position takes no part in identity: keys, dedup and baselines do not change
    assert k.instrs[0].loc == Loc("k.s", 10, 2) and hash(k.instrs[0].loc) == hash(Loc("k.s", 10, 2))


def test_files_without_debug_lines_have_no_source():
    path = ASM / "triton" / "matmul_gfx950_s3.s"  # compiled with line info off
    k = parse_file(str(path), path.read_text()).kernels[0]
    assert all(i.loc.source is None for i in k.instrs)


def _check(fmt: str, *extra: str):
    r = CliRunner().invoke(app, ["check", str(MUTANT.relative_to(ROOT)), "--kernarg", "arg6=2",
                                 "--format", fmt, *extra])
    assert r.exit_code == 1, r.output
    return r.output


def _source_text(line: int) -> str:
    return (ROOT / KERNEL_SOURCE).read_text().splitlines()[line - 1]


def test_json_names_the_source_line_of_both_ops(monkeypatch):
    monkeypatch.chdir(ROOT)
    doc = json.loads(_check("json"))
    assert doc["findings"]
    for f in doc["findings"]:
        assert f["rule"] == "SS101"
        assert f["source"]["file"] == KERNEL_SOURCE
        roles = {r["role"]: r for r in f["related"]}
        # the copy comes from the DMA call, the racing read from the LDS load of the multiply
        assert "copy_atom_call" in _source_text(roles["writer"]["source"]["line"])
        assert "fx.ptr_load(sb" in _source_text(roles["reader"]["source"]["line"])
        assert roles["reader"]["source"] == f["source"]


def test_text_report_prints_the_source_lines(monkeypatch):
    monkeypatch.chdir(ROOT)
    out = _check("text")
    assert f"source {KERNEL_SOURCE}:64:13 | bv = fx.ptr_load(sb" in out
    assert f"source {KERNEL_SOURCE}:55:8 | fx.copy_atom_call(" in out


def test_sarif_puts_the_result_on_the_source_with_the_assembly_line_related(monkeypatch):
    monkeypatch.chdir(ROOT)
    doc = json.loads(_check("sarif"))
    schema = json.loads((ROOT / "tests" / "data" / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))
    import jsonschema

    errors = list(jsonschema.Draft4Validator(schema).iter_errors(doc))
    assert not errors, errors[0].message
    results = doc["runs"][0]["results"]
    assert results
    for res in results:
        loc = res["locations"][0]["physicalLocation"]
        assert loc["artifactLocation"]["uri"] == KERNEL_SOURCE
        assert "fx.ptr_load(sb" in _source_text(loc["region"]["startLine"])
        related = {(r["physicalLocation"]["artifactLocation"]["uri"], r["properties"].get("kind"))
                   for r in res["relatedLocations"]}
        assert (str(MUTANT.relative_to(ROOT)), "assembly") in related
        assert (KERNEL_SOURCE, "source") in related


def test_github_annotates_the_source_file_in_the_repository(monkeypatch):
    monkeypatch.chdir(ROOT)
    lines = _check("github").splitlines()
    assert lines and all(line.startswith(f"::error file={KERNEL_SOURCE},line=64,") for line in lines)
    # the four racing ds_reads (lines 171-174) all come from the same source line
    assert {int(line.rsplit(":", 1)[1].rstrip(")")) for line in lines} <= {171, 172, 173, 174}
    assert all(f"(assembly: {MUTANT.relative_to(ROOT)}:17" in line for line in lines)


def test_github_keeps_the_assembly_line_when_the_source_is_elsewhere(tmp_path, monkeypatch):
    asm = tmp_path / "k.s"
    asm.write_text(MUTANT.read_text())
    monkeypatch.chdir(tmp_path)  # the kernel source path is relative to the repository root
    r = CliRunner().invoke(app, ["check", "k.s", "--kernarg", "arg6=2", "--format", "github"])
    assert r.exit_code == 1
    lines = r.output.splitlines()
    assert lines and all(line.startswith(("::error file=k.s,line=17",)) for line in lines)
    assert all(f"(source: {KERNEL_SOURCE}:64)" in line for line in lines)
