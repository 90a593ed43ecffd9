"""Fix suggestions (syncsan/fixes): the smallest edit that removes a finding, with the weakest
safe wait value, proven before it is shown, rendered in the input's language; and `--fix`."""

from __future__ import annotations

import ast
import json
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from gate_util import run_cli
from syncsan import walk
from syncsan.config import Settings
from syncsan.fixes import write_fixes

ROOT = Path(__file__).resolve().parent.parent
HTI = ROOT / "corpus" / "hti"


def check(path: Path, select=None, params=None, fixes=True, kernel=None, kernargs=None):
    settings = Settings(root=path.parent, paths=(str(path),), select=None if select is None else frozenset(select),
                        params=params or {}, required_params=frozenset(params or {}), fixes=fixes,
                        kernel=kernel, kernargs=kernargs or {})
    result = walk.check_file(str(path), settings)
    assert result.error is None, result.error
    return result


def distinct_fixes(result) -> list:
    return list(dict.fromkeys(fx for f in result.findings for fx in f.fixes))


def kernel_statements(text: str) -> list[str]:
    """The module without its docstring, as AST (comments and positions left out)."""
    tree = ast.parse(text)
    body = tree.body[1:] if isinstance(tree.body[0], ast.Expr) and isinstance(tree.body[0].value, ast.Constant) else tree.body
    return [ast.dump(n) for n in body]


# ---------------------------------------------------------------- HTI (corpus/hti)


def test_hti_suggestions_are_the_prologue_and_tail_waits_of_fixed_weakest(tmp_path):
    copy = tmp_path / "main.sched"
    shutil.copy(HTI / "main.sched", copy)
    result = check(copy, select={"SS101"})
    ss101 = [f for f in result.findings if f.rule == "SS101"]
    # two gaps: the prologue (its 4 reads after the barrier group 1 reaches first) and the tail
    assert sum(len(f.members()) for f in ss101) == 6
    assert len(ss101) == 2 and all(len(f.fixes) == 1 for f in ss101)
    fixes = distinct_fixes(result)
    assert [fx.description for fx in fixes] == [
        "insert `wait(vmcnt=hb + ha)` after line 80",
        "insert `if group == 1: wait(vmcnt=hb + ha)` before line 146",
    ]
    for fx in fixes:  # proved for every k_tiles and both split-K settings
        assert fx.proof == "proved for k_tiles >= 2, split_k in (False, True), 1 <= ha <= 8, 1 <= hb <= 8"
    by_reads = {f.second.lines: f.fixes[0] for f in ss101}
    assert by_reads == {(88, 89, 131, 132): fixes[0], (149,): fixes[1]}
    # `--fix` on the copy writes exactly fixed_weakest.sched's two waits and checks it again: clean
    done = run_cli("check", copy.name, "--select", "SS101", "--fix", "--format", "json", cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "wrote 2 fix(es) to 1 file(s)" in done.stderr
    assert kernel_statements(copy.read_text()) == kernel_statements((HTI / "fixed_weakest.sched").read_text())
    doc = json.loads(done.stdout)
    assert doc["findings"] == [] and doc["files"][0]["proof"]["rules"][0]["verdict"] == "proved"


def test_fix_writes_a_copy_that_checks_clean_and_reports_what_is_left(tmp_path):
    case = tmp_path / "k.sched"
    shutil.copy(ROOT / "corpus" / "basic" / "reduction_missing_lgkm_wait.sched", case)
    before = case.read_text()
    result = run_cli("check", case.name, "--fix", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "wrote 1 fix(es) to 1 file(s)" in result.stderr
    lines = case.read_text().splitlines()
    assert lines[13] == "    wait(lgkmcnt=0)" and lines[14] == "    barrier()"  # inserted before line 14
    assert len(lines) == len(before.splitlines()) + 1
    assert "no findings" in result.stdout
    assert run_cli("check", case.name, cwd=tmp_path).returncode == 0


def test_fix_never_writes_assembly(tmp_path):
    src = ROOT / "corpus" / "asm" / "llvmlite" / "lds_dma_bare_barrier_gfx950.s"
    case = tmp_path / src.name
    shutil.copy(src, case)
    result = run_cli("check", case.name, "--fix", cwd=tmp_path)
    assert result.returncode == 1
    assert case.read_text() == src.read_text()
    assert "no fix to write" in result.stderr
    shown = run_cli("check", case.name, "--fix-suggestions", cwd=tmp_path)
    assert "fix: insert `s_waitcnt vmcnt(0)` before line" in shown.stdout


def test_json_and_sarif_carry_the_fix(tmp_path):
    case = tmp_path / "k.sched"
    shutil.copy(ROOT / "corpus" / "basic" / "reduction_missing_lgkm_wait.sched", case)
    doc = json.loads(run_cli("check", case.name, "--format", "json", cwd=tmp_path).stdout)
    (fx,) = doc["findings"][0]["fixes"]
    assert fx["description"] == "insert `wait(lgkmcnt=0)` before line 14"
    assert fx["edits"] == [{"start_line": 14, "start_column": 1, "end_line": 14, "end_column": 1,
                            "text": "    wait(lgkmcnt=0)\n"}]
    assert fx["proof"] == "checked for no parameters"
    sarif = json.loads(run_cli("check", case.name, "--format", "sarif", cwd=tmp_path).stdout)
    (res,) = sarif["runs"][0]["results"]
    (change,) = res["fixes"][0]["artifactChanges"]
    assert change["artifactLocation"]["uri"] == "k.sched"
    assert change["replacements"] == [{"deletedRegion": {"startLine": 14, "startColumn": 1, "endLine": 14,
                                                         "endColumn": 1},
                                       "insertedContent": {"text": "    wait(lgkmcnt=0)\n"}}]
    off = json.loads(run_cli("check", case.name, "--format", "json", "--no-fix-suggestions", cwd=tmp_path).stdout)
    assert off["findings"][0]["fixes"] == []


def _notes(result) -> list[str]:
    return [n for r in result.reports for n in r.notes]


def test_the_default_search_covers_the_failing_findings_and_a_spent_budget_says_so(tmp_path):
    """JSON/SARIF's implied search (fix_failing_only): a warning below --fail-on and a baselined
    finding get no search, and a note counts them; a budget that runs out says so."""
    from syncsan import baseline

    unbalanced = ROOT / "corpus" / "basic" / "pingpong_unbalanced.sched"  # one SS201 warning
    base = Settings(root=unbalanced.parent, paths=(str(unbalanced),), fixes=True, fix_failing_only=True)
    result = walk.check_file(str(unbalanced), base)
    (f,) = result.findings
    assert f.rule == "SS201" and f.fixes == ()
    assert any(n.startswith("no fix searched for 1 finding(s) that do not fail the check") for n in _notes(result))
    assert walk.check_file(str(unbalanced), replace(base, fail_on="warning")).findings[0].fixes
    case = tmp_path / "k.sched"
    shutil.copy(ROOT / "corpus" / "basic" / "double_buffer_missing_wait.sched", case)
    settings = Settings(root=tmp_path, paths=(str(case),), fixes=True, fix_failing_only=True)
    assert walk.check_file(str(case), settings).findings[0].fixes
    baseline.write(tmp_path / "base.json", walk.check_file(str(case), replace(settings, fixes=False)).findings)
    known = walk.check_file(str(case), replace(settings, baseline=tmp_path / "base.json"))
    assert known.findings[0].fixes == () and any(n.startswith("no fix searched for 1") for n in _notes(known))
    spent = walk.check_file(str(case), replace(settings, fix_budget=1e-9))
    assert spent.findings[0].fixes == ()
    assert any(n.startswith("the fix search stopped after its budget of 1e-09 CPU s (--fix-budget): 1 finding")
               for n in _notes(spent))


def test_conflicts_among_some_sites_are_those_of_the_whole_search_in_the_same_order():
    """The fix search pairs only the ops a finding names (`find_conflicts(trace, sites)`): the
    same conflicts, in the same order, as the whole search gives between those sites."""
    from syncsan.executor import execute
    from syncsan.frontends import load_programs
    from syncsan.order import find_conflicts

    def rows(cs):
        return [(c.kind, c.write.sid, c.write.pos, c.other.sid, c.other.pos, c.same_wave) for c in cs]

    for case in (HTI / "main.sched", ROOT / "corpus" / "basic" / "shared_stage_waw.sched"):
        (program, *_) = load_programs(str(case), Settings(root=case.parent, paths=(str(case),)).for_file(case).options)
        point = {p.name: p.default for p in program.params}
        full = find_conflicts(execute(program, point, "in-order"))
        ops = sorted({(e.op.loc, e.op.stack) for g in execute(program, point, "in-order").groups for e in g.events},
                     key=repr)
        assert full
        for k in (2, 3, 5):
            sites = set(ops[::k])
            want = [c for c in full if {(c.write.op.loc, c.write.op.stack), (c.other.op.loc, c.other.op.stack)} <= sites]
            assert rows(find_conflicts(execute(program, point, "in-order"), sites)) == rows(want)


def test_a_finding_without_a_proven_fix_says_so():
    result = check(ROOT / "corpus" / "basic" / "shared_stage_waw.sched")
    (f,) = result.findings
    assert f.rule == "SS105" and f.fixes == ()
    assert any(n.startswith("no fix suggested for SS105 at line 13") for r in result.reports for n in r.notes)


def test_a_guard_is_the_kernels_own_test_negated_when_needed():
    result = check(ROOT / "corpus" / "basic" / "pingpong_unbalanced.sched")
    (fx,) = distinct_fixes(result)
    assert fx.description == 'insert `if group != "pong": barrier()` after line 22'
    assert fx.shown[1:] == (("+", '    if group != "pong":'), ("+", "        barrier()"))


def test_a_value_that_depends_on_parameters_is_fitted_and_proved(tmp_path):
    """deep_prefetch_overflow with n swept: the weakest wait before the overflowing copy keeps
    vmcnt_max - n outstanding, which a constant cannot say."""
    result = check(ROOT / "corpus" / "basic" / "deep_prefetch_overflow.sched", params={"n": tuple(range(16, 33))})
    (fx,) = distinct_fixes(result)
    assert fx.description == "insert `wait(vmcnt=63 - n)` before line 15"
    assert fx.proof == "checked for n=16..32"


def test_flydsl_fix_uses_the_files_rocdl_and_one_edit_serves_both_sides_of_a_race():
    """lane_reduce.py imports `flydsl.expr as fx` and never names rocdl: the barrier is written
    `fx.rocdl.s_barrier()`. Its missing barrier is an SS102 at the read and an SS104 at the
    write (the same pair, two rules): one edit, proven for both."""
    case = ROOT / "corpus" / "flydsl" / "lane_reduce.py"
    result = check(case, params={"drop": (1,)})
    assert sorted((f.rule, f.loc.line) for f in result.findings) == [("SS102", 52), ("SS104", 49)]
    (fx,) = distinct_fixes(result)
    assert all(f.fixes == (fx,) for f in result.findings)
    assert fx.description == "insert `fx.rocdl.s_waitcnt(lgkmcnt=0); fx.rocdl.s_barrier()` before line 52"
    # drop=2: the overwrite sits in a per-lane `if lane == 0:`; the barrier goes after that if
    (fx,) = distinct_fixes(check(case, params={"drop": (2,)}))
    assert fx.shown[1:] == (("+", "    fx.rocdl.s_waitcnt(lgkmcnt=0)"), ("+", "    fx.rocdl.s_barrier()"))


def test_a_wait_in_an_imported_helper_is_changed_at_the_kernels_call():
    """multistage_gemm.py's loop wait is `rocdl.s_waitcnt(vmcnt=vmcnt)` in flydsl_common.py's
    helper; the value comes from the kernel's call, so the fix changes that call."""
    result = check(ROOT / "corpus" / "flydsl" / "multistage_gemm.py",
                   params={"stages": (3,), "slack": (1,), "k_tiles": tuple(range(2, 9))})
    (f,) = result.findings
    (fx,) = f.fixes
    assert fx.description == ("change `wait_vmcnt_and_barrier((stages - 2) * 2 * param.tile_iters + param.slack)` to "
                              "`wait_vmcnt_and_barrier(4)` at line 93")
    assert [e.file for e in fx.edits] == [str(ROOT / "corpus" / "flydsl" / "multistage_gemm.py")]


# ---------------------------------------------------------------- Triton delete-wait mutants

MUTANTS = sorted((ROOT / "corpus" / "asm" / "mutants").glob("matmul_*__delete_wait.s"))  # Triton's
K_VALUES = (1, 64, 65, 128, 129, 192, 256, 320, 384, 1024, 4096)


def _deleted_wait(mutant: Path) -> tuple[int, int | None, str]:
    """Where the mutant lost its wait: the line of the loop barrier, the line of the wait left
    with its vmcnt part deleted (None: the whole wait line was deleted), and the unmutated
    file's wait text."""
    info = json.loads((mutant.parent / "MANIFEST.json").read_text())["mutants"][mutant.name]
    base_lines = (mutant.parent.parent / "triton" / info["base"]).read_text().splitlines()
    barrier, kept = info["changed"]["barrier_line"], info["changed"]["wait_line"]
    # a deleted line: the base has the wait where the mutant has the barrier; a combined wait
    # whose vmcnt was dropped: the same line in both
    wait = base_lines[(barrier if kept is None else kept) - 1].strip()
    assert wait.startswith("s_waitcnt") and "vmcnt" in wait, (mutant.name, wait)
    return barrier, kept, wait


@pytest.mark.parametrize("mutant", [pytest.param(m, marks=() if m.name == "matmul_gfx950_s2__delete_wait.s"
                                                 else pytest.mark.slow) for m in MUTANTS],
                         ids=[m.name for m in MUTANTS])
def test_triton_delete_wait_mutant_gets_its_wait_back(mutant):
    barrier, kept, wait = _deleted_wait(mutant)
    result = check(mutant, kernargs={"K@32": K_VALUES})
    # one mistake, one finding: every (copy, read) pair slips through the one gap
    (finding,) = result.findings
    assert finding.rule == "SS101" and finding.gap.first_barrier.loc.line == barrier
    assert len(finding.members()) >= 16
    (fx,) = finding.fixes
    if kept is None:  # the wait line comes back before the barrier
        inserted = fx.shown[0][1].strip()
        assert fx.description == f"insert `{inserted}` before line {barrier}"
        assert fx.shown[0][0] == "+" and fx.shown[1][1].strip() == "s_barrier"
    else:  # the wait left behind gets its vmcnt back
        mutated = mutant.read_text().splitlines()[kept - 1].strip()
        inserted = fx.shown[1][1].strip()
        assert fx.description == f"change line {kept} to `{inserted}`"
        assert fx.shown[0] == ("-", fx.shown[0][1]) and fx.shown[0][1].strip() == mutated
        assert inserted.replace(_vmcnt_text(inserted), "").split() == mutated.split()  # only vmcnt added
    assert fx.edits == ()  # assembly is never written
    # the deleted wait, or a weaker one (a larger count): proven safe by the file's sweep
    want, got = _vmcnt(wait), _vmcnt(inserted)
    assert got >= want and fx.proof == "checked for K=" + ",".join(map(str, K_VALUES))


def _vmcnt_text(text: str) -> str:
    import re

    m = re.search(r"vmcnt\(\d+\)", text)
    assert m, text
    return m.group(0)


def _vmcnt(text: str) -> int:
    import re

    m = re.search(r"vmcnt\((\d+)\)", text)
    assert m, text
    return int(m.group(1))


# ---------------------------------------------------------------- every corpus case with findings

from corpus_util import case_of, expected_files, expected_set, load_expected, runs_of, sweep_of  # noqa: E402

#: findings no single edit removes, with the reason (the test checks they get no fix, and say so)
NO_FIX = {
    ("basic/shared_stage_waw.sched", "SS105"):
        "two wave groups fill the same bytes in the same barrier generation; ordering them takes a "
        "barrier in each group at different points (two guarded edits), which the search does not build",
}
#: run by default (fast); every other case with findings runs under --run-slow
FAST = {"basic", "flydsl/pingpong_gemm.py", "flydsl/asm_double_buffer.py", "flydsl/lane_reduce.py", "flydsl/allocators.py",
        "flydsl/multistage_gemm.py", "asm/llvmlite/lds_dma_bare_barrier_gfx950.s"}


def _sched_cases():
    out = []
    for exp in expected_files():
        if "asm" in exp.relative_to(ROOT / "corpus").parts[:1]:
            continue
        case = case_of(exp)
        for n, run in enumerate(runs_of(load_expected(exp))):
            rules = {t[0] for t in expected_set(run, "in-order")}
            if rules:
                out.append((case, run, rules, n))
    return out


def _asm_cases():
    out = []
    for exp in sorted((ROOT / "corpus" / "asm" / "expected").rglob("*.json")):
        doc = json.loads(exp.read_text())
        if "findings" not in doc:  # pending.json: fixtures still without their settings
            continue
        rules = {f["rule"] for f in doc["findings"]}
        if rules and not doc["file"].endswith(".txt"):
            out.append((ROOT / doc["file"], doc["settings"], rules))
    return out


def _rel(path: Path) -> str:
    return path.relative_to(ROOT / "corpus").as_posix()


def _fast(rel: str) -> bool:
    return rel.split("/")[0] in FAST or rel in FAST


SCHED = _sched_cases()
ASM = _asm_cases()


@pytest.mark.parametrize("case, run, rules, n", [
    pytest.param(*c, marks=() if _fast(_rel(c[0])) else pytest.mark.slow) for c in SCHED],
    ids=[f"{_rel(c[0])}#{c[3]}" for c in SCHED])
def test_applying_every_suggestion_leaves_no_finding_of_its_rule(tmp_path, case, run, rules, n):
    """The suggestions written into a copy of the case (its folder, for FlyDSL siblings): the
    copy, checked the same way, has no finding of any rule that had findings, and no new one."""
    folder = tmp_path / case.parent.name
    shutil.copytree(case.parent, folder, ignore=shutil.ignore_patterns("*.expected.toml", "*.md"))
    copy = folder / case.name
    sweep = sweep_of(run)
    result = check(copy, params=sweep, kernel=run.get("kernel"))
    assert {f.rule for f in result.findings} == rules
    exempt = {r for r in rules if (_rel(case), r) in NO_FIX}
    for f in result.findings:
        if f.rule in exempt:
            assert f.fixes == ()
            assert any(note.startswith(f"no fix suggested for {f.rule} at line {f.loc.line}")
                       for r in result.reports for note in r.notes)
        else:
            assert f.fixes, f"{f.rule} at line {f.loc.line} has no fix: {[n for r in result.reports for n in r.notes]}"
    write_fixes(str(copy), distinct_fixes(result))
    again = check(copy, params=sweep, kernel=run.get("kernel"), fixes=False)
    # no finding of a fixed rule is left, and no new finding appears (only the exempt ones stay)
    assert {f.rule for f in again.findings} <= exempt
    assert len(again.findings) <= sum(f.rule in exempt for f in result.findings)


#: open: the search finds no fix for these (its wait places before the gap barriers 681/695 get
#: no value that removes the race at every summarised-loop period and branch case it samples)
ASM_OPEN = {f"asm/mutants/inductor__mm_gfx942_{t}_w8_s3__raise_vmcnt.s" for t in ("bf16", "fp16", "fp8")}


def _asm_marks(rel: str):
    marks = [] if _fast(rel) else [pytest.mark.slow]
    if rel in ASM_OPEN:
        marks.append(pytest.mark.xfail(strict=True, reason="open: no fix found (see ASM_OPEN)"))
    return marks


@pytest.mark.parametrize("path, settings, rules", [pytest.param(*c, marks=_asm_marks(_rel(c[0]))) for c in ASM],
                         ids=[_rel(c[0]) for c in ASM])
def test_applying_every_suggestion_to_assembly_leaves_no_finding_of_its_rule(path, settings, rules):
    """Assembly is never written: the suggestions' IR edits (what the text edits do, one
    instruction line per statement) are applied to the programs, which are checked again."""
    from syncsan.analysis import check_program, parse_param_value
    from syncsan.edits import apply_all
    from syncsan.fixes import suggest
    from syncsan.frontends import editor_for, load_programs

    kernargs = {k: parse_param_value(str(v)) for k, v in settings.items() if not k.startswith("--") and k != "periods"}
    s = Settings(root=path.parent, paths=(str(path),), kernargs=kernargs, fixes=True,
                 target=settings.get("--target"), waves=int(settings["--waves"]) if "--waves" in settings else None)
    programs = load_programs(path, s.for_file(path).options)
    if "periods" in settings:  # the summarised loops' periods, swept as the expected set was made
        window = parse_param_value(settings["periods"])
        periods = {p.name: window for prog in programs for p in prog.params if p.name.startswith("periods@")}
        s = replace(s, params=periods, required_params=frozenset(periods))
    fs = s.for_file(path)
    checked = walk._check_programs(programs, fs, s, 1)
    plans = [walk._plan(p, fs, s, rep, kept) for p, (rep, kept, _) in zip(programs, checked)]
    findings = list({f.key(): f for _, kept, _ in checked for f in kept}.values())
    assert {f.rule for f in findings} == rules
    outcome = suggest(str(path), plans, findings, editor_for(path, fs.options))
    assert all(f.key() in outcome.fixes for f in findings), outcome.notes
    for i, plan in enumerate(plans):
        edits = [e for sug in outcome.suggestions for j, e in sug.per_program if j == i]
        left = check_program(apply_all(plan.program, edits), plan.overrides, plan.retire).findings
        assert [f.rule for f in left] == []  # none of its rules, and no new finding


# ---------------------------------------------------------------- SS4xx: over-synchronisation


def test_ss401_reports_the_hti_prologue_vmcnt0_where_hb_plus_ha_suffices():
    """fixed.sched has the bugfix PR's prologue wait, vmcnt(0); the weakest that leaves every
    rule's findings as they are is vmcnt(hb + ha) (fixed_weakest.sched), proved for all values."""
    result = check(HTI / "fixed.sched", select={"SS401"}, fixes=False)
    (f,) = result.findings
    assert (f.rule, f.severity, f.loc.line) == ("SS401", "info", 82)
    assert f.message == "s_waitcnt vmcnt(0) is stronger than needed: vmcnt(hb + ha) keeps every finding as it is"
    (fx,) = f.fixes
    assert fx.description == "change `wait(vmcnt=0)` to `wait(vmcnt=hb + ha)` at line 82"
    assert fx.proof == "proved for k_tiles >= 2, split_k in (False, True), 1 <= ha <= 8, 1 <= hb <= 8"
    assert "fixed_weakest" in (HTI / "fixed_weakest.sched").name
    weakest = (HTI / "fixed_weakest.sched").read_text().splitlines()
    assert weakest[82].strip().startswith("wait(vmcnt=hb + ha)")  # the same wait, one line down there


def test_info_findings_are_below_the_default_gate_and_reported_as_notes(tmp_path):
    from syncsan.rules import all_rules

    case = tmp_path / "k.sched"
    case.write_text(all_rules()["SS401"].bad)
    text = run_cli("check", case.name, "--select", "SS4", cwd=tmp_path)
    assert text.returncode == 0, text.stderr
    assert "SS401 [info]" in text.stdout and "fix: change `wait(vmcnt=0)` to `wait(vmcnt=n)`" in text.stdout
    assert run_cli("check", case.name, "--select", "SS4", "--fail-on", "info", cwd=tmp_path).returncode == 1
    doc = json.loads(run_cli("check", case.name, "--select", "SS401", "--format", "json", cwd=tmp_path).stdout)
    assert doc["summary"]["infos"] == 1 and doc["summary"]["exit_status"] == 0
    sarif = json.loads(run_cli("check", case.name, "--select", "SS401", "--format", "sarif", cwd=tmp_path).stdout)
    (res,) = sarif["runs"][0]["results"]
    assert res["level"] == "note" and res["fixes"]
    assert run_cli("check", case.name, cwd=tmp_path).returncode == 0  # not checked unless selected
    assert "SS401" not in run_cli("check", case.name, cwd=tmp_path).stdout
