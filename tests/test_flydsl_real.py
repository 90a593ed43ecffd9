"""Acceptance on ROCm/FlyDSL's gemm_a16w16_gfx950.py (not in this repository).

Set FLYDSL_GEMM_DIR to a checkout's `kernels/gemm` folder to run these; they are skipped
otherwise. The variants (the bugfix PR's two waits, and mutants of them) are written to a
temporary copy of that folder, never to the checkout.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from syncsan.analysis import check_program
from syncsan.frontends import FrontendOptions, load_programs
from syncsan.ir import OpenRange
from syncsan.prover import prove_program

GEMM_DIR = os.environ.get("FLYDSL_GEMM_DIR")
pytestmark = pytest.mark.skipif(not GEMM_DIR or not (Path(GEMM_DIR) / "gemm_a16w16_gfx950.py").is_file(),
                                reason="set FLYDSL_GEMM_DIR to ROCm/FlyDSL's kernels/gemm")

HTI = "gemm_a16w16_hti_gfx950_kernel"
POLICY = {"in_dtype_id": (2,), "out_dtype_id": (2,), "use_half_tile_interleaved": (True,), "block_m": (256,),
          "block_n": (256,), "block_k": (64,), "stages": (2,), "m_waves": (2,), "n_waves": (4,), "k_waves": (1,),
          "split_k": (1, 2), "k_tiles": tuple(range(2, 17)), "ks_idx": (0, 1)}
PRO = "    if wid // n_waves == 1:\n        rocdl.s_barrier()\n"
TAIL = "    b0 = load_b_fragment(0, 1)\n    rocdl.s_barrier()\n    consume(c11, a1, b1, True)\n"
HB = "half_ldg_b_iters + half_ldg_a_iters"


def variant(tmp_path: Path, pro: str | None, tail: str | None) -> Path:
    folder = tmp_path / "gemm"
    if not folder.exists():
        folder.mkdir()
        for name in ("gemm_a16w16_gfx950_utils.py", "__init__.py"):
            if (Path(GEMM_DIR) / name).exists():
                shutil.copy(Path(GEMM_DIR) / name, folder / name)
    src = (Path(GEMM_DIR) / "gemm_a16w16_gfx950.py").read_text()
    assert src.count(PRO) == 1 and src.count(TAIL) == 1
    if pro is not None:
        src = src.replace(PRO, PRO + f"        rocdl.s_waitcnt(vmcnt={pro})\n")
    if tail is not None:
        src = src.replace(TAIL, TAIL.replace("    rocdl.s_barrier()\n", "    if wid // n_waves == 1:\n"
                                             f"        rocdl.s_waitcnt(vmcnt={tail})\n    rocdl.s_barrier()\n", 1))
    name = f"gemm_a16w16_gfx950_{abs(hash((pro, tail)))}.py"
    (folder / name).write_text(src)
    return folder / name


PROVE = "prove"  # every k_tiles >= 2 (k_tiles=2..), decided by Z3
SWEEP = "sweep"  # k_tiles = 2..16


def ss101_reads(path: Path, method: str = SWEEP) -> set[str]:
    """The source text of every line with an SS101 finding."""
    lines = path.read_text().splitlines()
    out = set()
    params = dict(POLICY, k_tiles=OpenRange(2)) if method == PROVE else POLICY
    for program in load_programs(path, FrontendOptions(kernel=HTI, params=params)):
        if method == PROVE:
            report = prove_program(program, params, select={"SS101"})
            proof = report.extra["proof"]
            assert proof.method == "z3" and proof.ranges["k_tiles"] == "k_tiles >= 2"
            assert proof.verdict == ("hazard" if report.findings else "proved")
        else:
            report = check_program(program, params, select={"SS101"})
        for f in report.findings:  # one finding per gap: its (copy, read) pairs are its members
            out.update(lines[m.loc.line - 1].strip() for m in f.members())
    return out


FIRST_READS = {"b0 = load_b_fragment(0, 0)", "a0 = load_a_fragment(0, 0)"}
TAIL_READ = {"a0 = load_a_fragment(0, 1)"}


@pytest.mark.parametrize("method", [SWEEP, PROVE])
def test_main_races_at_the_first_stage0_reads_and_the_tail_stage1_a_half0_read(tmp_path, method):
    assert ss101_reads(variant(tmp_path, None, None), method) == FIRST_READS | TAIL_READ


@pytest.mark.parametrize("method", [SWEEP, PROVE])
def test_the_prs_two_waits_remove_every_ss101(tmp_path, method):
    assert ss101_reads(variant(tmp_path, "0", HB), method) == set()


@pytest.mark.parametrize("method", [SWEEP, PROVE])
@pytest.mark.parametrize("pro, tail, expected", [
    (None, HB, FIRST_READS),
    ("0", None, TAIL_READ),
    ("0", HB + " + 1", TAIL_READ),
    ("1", HB, set()),  # the copy left in flight is read much later
])
def test_mutants_of_the_fix(tmp_path, pro, tail, expected, method):
    assert ss101_reads(variant(tmp_path, pro, tail), method) == expected


def test_non_hti_path_is_clean(tmp_path):
    path = Path(GEMM_DIR) / "gemm_a16w16_gfx950.py"
    params = {"in_dtype_id": (2,), "out_dtype_id": (1, 2), "split_k": (1, 2), "k_tiles": tuple(range(1, 17)),
              "ks_idx": (0, 1)}
    findings = []
    for program in load_programs(path, FrontendOptions(kernel="gemm_a16w16_gfx950_kernel", params=params)):
        findings.extend(check_program(program, params).findings)
    assert findings == []


def test_fix_suggestions_are_the_weakest_waits_in_the_kernels_own_names(tmp_path):
    """The suggestions on the kernel as on main are the PR's two waits with the weakest safe
    count, written with the kernel's names and guard, proved for every k_tiles >= 2 and both
    split-K settings; --fix's edit of a copy proves SS101 absent."""
    from syncsan import walk
    from syncsan.config import Settings
    from syncsan.fixes import write_fixes

    path = variant(tmp_path, None, None)
    params = dict(POLICY, k_tiles=OpenRange(2))
    settings = Settings(root=path.parent, paths=(str(path),), select=frozenset({"SS101"}), params=params,
                        required_params=frozenset(params), kernel=HTI, fixes=True)
    result = walk.check_file(str(path), settings)
    assert result.error is None, result.error
    lines = path.read_text().splitlines()
    # one finding per gap (the prologue and the tail), each with its racing reads as pairs
    assert len(result.findings) == 2
    assert {lines[m.loc.line - 1].strip() for f in result.findings for m in f.members()} == FIRST_READS | TAIL_READ
    assert all(len(f.fixes) == 1 for f in result.findings)
    fixes = list(dict.fromkeys(fx for f in result.findings for fx in f.fixes))
    pro = lines.index("    if wid // n_waves == 1:") + 2  # the second group's extra barrier
    tail = next(i + 1 for i, ln in enumerate(lines) if ln == "    b0 = load_b_fragment(0, 1)") + 1
    assert [fx.description for fx in fixes] == [
        f"insert `rocdl.s_waitcnt(vmcnt={HB})` after line {pro}",
        f"insert `if wid // n_waves == 1: rocdl.s_waitcnt(vmcnt={HB})` before line {tail}",
    ]
    for fx in fixes:
        assert fx.proof.startswith("proved for ") and "k_tiles >= 2" in fx.proof
    assert write_fixes(str(path), fixes) == 2
    again = walk.check_file(str(path), Settings(root=path.parent, paths=(str(path),), select=frozenset({"SS101"}),
                                                params=params, required_params=frozenset(params), kernel=HTI))
    assert again.error is None and again.findings == ()
    assert all(r.extra["proof"].verdict == "proved" for r in again.reports)
    assert ss101_reads(path, PROVE) == set()
