"""Root-cause grouping: pairs that slip through one synchronization gap are one finding; the gap is
named from the executor's facts; fingerprints survive edits elsewhere; suppressions and SS106."""

from __future__ import annotations

import json
import textwrap

import pytest

from gate_util import ROOT, run_cli

from syncsan.analysis import check_program, parse_param_value
from syncsan.checks.grouping import group_findings
from syncsan.frontends import load_program
from syncsan.frontends.schedule import load_schedule

HTI = ROOT / "corpus" / "hti" / "main.sched"
BASIC = ROOT / "corpus" / "basic"


def check(source: str, **params):
    program = load_schedule("<test>", textwrap.dedent(source))
    return check_program(program, {k: parse_param_value(str(v)) for k, v in params.items()}).findings


def test_hti_six_racing_pairs_are_two_gaps():
    """The HTI kernel's six (copy, read) SS101 pairs come from two missing waits: the prologue gap
    (the second group's extra barrier reached with the prologue copies in flight) and the tail gap."""
    fs = check_program(load_program(HTI), {"k_tiles": tuple(range(2, 65)), "split_k": (False, True)}).findings
    ss101 = [f for f in fs if f.rule == "SS101"]
    assert sum(len(f.pairs) for f in ss101) == 6
    prologue, tail = ss101
    assert (prologue.gap.kind, prologue.gap.lines()) == ("unretired", {"barrier": 81, "wait": None, "after": 85})
    assert prologue.first.lines == (75, 76) and prologue.second.lines == (88, 89, 131, 132)
    assert prologue.first.waves == (4, 5, 6, 7) and prologue.second.waves == (0, 1, 2, 3)
    assert (tail.gap.kind, tail.gap.lines()) == ("unretired", {"barrier": 146, "wait": None, "after": 148})
    assert tail.first.lines == (83, 120) and tail.second.lines == (149,)
    # the message names the gap first, then both sides
    assert prologue.message.startswith("the barrier at line 81 in g1 (waves 4-7) is reached with the async "
                                       "copies of lines 75-76 outstanding")
    assert "g0 (waves 0-3) then read them at lines 88-89, 131-132" in prologue.message
    # the smallest witness over the pairs, and its pair's own lines
    assert dict(prologue.witness)["k_tiles"] == 2 and prologue.related[0].site.line in (131, 132)


def test_grouping_is_idempotent_and_keeps_every_pair():
    fs = check_program(load_program(HTI), {"k_tiles": (2, 3, 4)}).findings
    again = group_findings(fs)
    assert [(f.key(), len(f.pairs)) for f in again] == [(f.key(), len(f.pairs)) for f in fs]
    pairs = [p.key() for f in fs for p in f.members()]
    assert len(pairs) == len(set(pairs))


def test_waves_of_every_group_that_races_are_named():
    """Each wave is its own group in assembly; the finding names every wave whose copies are
    outstanding at the barrier, not only the first pair found."""
    from syncsan.frontends import FrontendOptions, load_programs

    path = ROOT / "corpus" / "asm" / "mutants" / "matmul_gfx950_s2__delete_wait.s"
    (prog,) = load_programs(path, FrontendOptions(kernargs={"K@32": (129,)}))
    (f,) = check_program(prog).findings
    assert f.first.waves == f.second.waves == (0, 1, 2, 3)
    assert f.gap.lines() == {"barrier": 188, "wait": None, "after": 188}


@pytest.mark.parametrize("source, kind, rule", [
    # one wave, no barrier between the copy and its read, and no vmcnt wait
    ("""
     A = lds(dims=(2,), bytes=4096)
     workgroup(waves=1)
     def kernel(wid):
         copy(A[0], 2)
         wait(vmcnt=1)
         read(A[0])
         wait(lgkmcnt=0)
     """, "no-wait", "SS101"),
    # another wave reads before any barrier
    ("""
     A = lds(dims=(2,), bytes=4096)
     workgroup(groups={"p": 1, "c": 1})
     def kernel(group):
         if group == "p":
             copy(A[0])
             wait(vmcnt=0)
         else:
             read(A[0])
             wait(lgkmcnt=0)
         barrier()
     """, "no-barrier", "SS101"),
    # the writer's wave ends without reaching the barrier generation the reader leaves
    ("""
     A = lds(dims=(2,), bytes=4096)
     workgroup(groups={"p": 1, "c": 1})
     def kernel(group):
         if group == "p":
             copy(A[0])
         else:
             barrier()
             read(A[0])
             wait(lgkmcnt=0)
     """, "ended", "SS101"),
])
def test_gap_kinds(source, kind, rule):
    fs = [f for f in check(source) if f.rule == rule]
    assert len(fs) == 1 and fs[0].gap.kind == kind, [(f.rule, f.gap and f.gap.kind, f.message) for f in fs]


def test_too_weak_wait_is_part_of_the_gap():
    fs = check("""
        A = lds(dims=(2,), bytes=4096)
        workgroup(groups={"p": 2, "c": 2})
        def kernel(group):
            if group == "p":
                copy(A[0], 2)
                wait(vmcnt=1)        # leaves the second copy in flight
            barrier()
            if group == "c":
                read(A[0])
                wait(lgkmcnt=0)
        """)
    (f,) = fs
    assert f.gap.lines() == {"barrier": 8, "wait": 7, "after": 8}
    assert "the last vmcnt wait before it, line 7 (s_waitcnt vmcnt(1)), does not retire them" in f.message


LATENCY = """
A = lds(dims=(2,), bytes=8192)
workgroup(groups={"loader": 1, "math": 1})

def kernel(group):
    if group == "loader":
        copy(A[0])
        wait(vmcnt=0)
    barrier()
    if group == "math":
        read(A[0])
        WAIT_BEFORE
    barrier()
    if group == "loader":
        OVERWRITE
        wait(vmcnt=0)
        wait(lgkmcnt=0)
    else:
        wait(lgkmcnt=0)
"""


@pytest.mark.parametrize("wait_before, overwrite, rules", [
    # the read is issued before the barrier, the copy after it, the read retired after it: SS106
    ("pass", "copy(A[0])", {"SS106"}),
    # the same with a ds_write: nothing but luck orders it, SS104 (an error)
    ("pass", "write(A[0])", {"SS104"}),
    # the read retired before the barrier: ordered
    ("wait(lgkmcnt=0)", "copy(A[0])", set()),
])
def test_latency_protected_copy_is_told_apart(wait_before, overwrite, rules):
    src = LATENCY.replace("WAIT_BEFORE", wait_before).replace("OVERWRITE", overwrite)
    fs = check(src)
    assert {f.rule for f in fs} == rules
    if rules == {"SS106"}:
        assert fs[0].severity == "warning" and fs[0].gap.counter == "lgkmcnt"


def test_copy_in_the_generation_of_the_read_stays_an_error():
    """No barrier between the read and the copy: the read may not even be issued yet (SS103)."""
    fs = check("""
        A = lds(dims=(2,), bytes=8192)
        workgroup(groups={"loader": 1, "math": 1})
        def kernel(group):
            if group == "loader":
                copy(A[0])
                wait(vmcnt=0)
            barrier()
            if group == "loader":
                copy(A[0])
                wait(vmcnt=0)
            else:
                read(A[0])
                wait(lgkmcnt=0)
        """)
    assert [(f.rule, f.severity, f.gap.kind) for f in fs] == [("SS103", "error", "same-generation")]


def test_same_wave_read_then_copy_is_latency_protected():
    fs = check("""
        A = lds(dims=(2,), bytes=4096)
        workgroup(waves=1)
        def kernel(wid):
            read(A[0])
            copy(A[0])
            wait(vmcnt=0, lgkmcnt=0)
        """)
    assert [(f.rule, f.gap.kind) for f in fs] == [("SS106", "no-wait")]


# ---------------------------------------------------------------- fingerprints


def _fingerprints(path, cwd, *args):
    out = run_cli("check", path, "--format", "json", *args, cwd=cwd)
    return {(f["rule"], f["line"]): f["fingerprint"] for f in json.loads(out.stdout)["findings"]}


def test_fingerprint_survives_line_shifts_elsewhere_and_changes_with_the_gap(tmp_path):
    src = (BASIC / "double_buffer_missing_wait.sched").read_text()
    lines = src.splitlines()
    (tmp_path / "a.sched").write_text(src)
    before = _fingerprints("a.sched", tmp_path, "-p", "k_tiles=1..3")
    assert len(before) == 1
    (fp,) = before.values()
    # lines inserted above and below the finding's lines: every line number moves, not the fingerprint
    shifted = lines[:12] + ["# a comment", "# and another", ""] + lines[12:] + ["", "# trailing comment"]
    (tmp_path / "b.sched").write_text("\n".join(shifted) + "\n")
    after = _fingerprints("b.sched", tmp_path, "-p", "k_tiles=1..3")
    assert list(after) != list(before) and list(after.values()) == [fp]
    # the file renamed and moved: still the same (the file is not part of the fingerprint)
    renamed = tmp_path / "sub"
    renamed.mkdir()
    (renamed / "c.sched").write_text("\n".join(shifted) + "\n")
    assert list(_fingerprints("sub/c.sched", tmp_path, "-p", "k_tiles=1..3").values()) == [fp]
    # the code between the barrier and the read changes: a different finding
    read = next(i for i, l in enumerate(lines) if l.strip().startswith("read("))
    edited = lines[:read] + ["        load(1)"] + lines[read:]
    (tmp_path / "d.sched").write_text("\n".join(edited) + "\n")
    changed = _fingerprints("d.sched", tmp_path, "-p", "k_tiles=1..3")
    assert len(changed) == 1 and list(changed.values()) != [fp]


def test_distinct_gaps_have_distinct_fingerprints(tmp_path):
    fps = _fingerprints(HTI, tmp_path, "-p", "k_tiles=2..8")
    assert len(set(fps.values())) == len(fps) > 4


# ---------------------------------------------------------------- suppressions


def _suppress(tmp_path, line: int, rule="SS101"):
    lines = (BASIC / "double_buffer_missing_wait.sched").read_text().splitlines()
    lines[line - 1] += f"  # syncsan: ignore[{rule}] -- reviewed"
    (tmp_path / "k.sched").write_text("\n".join(lines) + "\n")
    return run_cli("check", "k.sched", "-p", "k_tiles=1..3", "--format", "json", cwd=tmp_path)


def test_suppression_on_the_primary_line_covers_every_pair(tmp_path):
    result = _suppress(tmp_path, 22)
    assert result.returncode == 0 and json.loads(result.stdout)["findings"] == []


def test_suppression_on_one_pairs_line_covers_that_pair_only(tmp_path):
    """HTI's prologue gap is reported at line 88; a comment on line 131 (one of its pairs' reads)
    takes that pair out, the finding stays for the others."""
    lines = HTI.read_text().splitlines()
    lines[130] += "  # syncsan: ignore[SS101] -- reviewed"
    (tmp_path / "hti.sched").write_text("\n".join(lines) + "\n")
    doc = json.loads(run_cli("check", "hti.sched", "-p", "k_tiles=2..4", "-p", "split_k=false",
                             "--select", "SS101", "--format", "json", cwd=tmp_path).stdout)
    prologue = next(f for f in doc["findings"] if f["gap"]["barrier"]["line"] == 81)
    assert sorted(p["line"] for p in prologue["pairs"]) == [88, 89, 132]
    assert not any(f["rule"] == "SS001" for f in doc["findings"])  # the suppression was used


# ---------------------------------------------------------------- the JSON report


def test_json_report_validates_against_its_schema(tmp_path):
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads((ROOT / "tests" / "data" / "syncsan-report.schema.json").read_text())
    bad = tmp_path / "bad_suppression.sched"
    bad.write_text((BASIC / "reduction_good.sched").read_text() + "# syncsan: ignore[SS101]\n")
    result = run_cli("check", HTI, BASIC / "pingpong_unbalanced.sched", BASIC / "deep_prefetch_overflow.sched",
                     BASIC / "shared_stage_waw.sched", bad,
                     ROOT / "corpus" / "asm" / "mutants" / "matmul_gfx950_s3__swap.s",
                     "-p", "k_tiles=2..4", "-p", "n=16", "--kernarg", "K@32=256", "--format", "json", cwd=tmp_path)
    doc = json.loads(result.stdout)
    errors = list(jsonschema.Draft7Validator(schema).iter_errors(doc))
    assert not errors, [f"{list(e.path)}: {e.message}" for e in errors[:5]]
    rules = {f["rule"] for f in doc["findings"]}
    assert {"SS101", "SS106", "SS201", "SS301", "SS105", "SS002"} <= rules
    # proven fixes are in the report (and validated above): the .sched ones with text edits
    fixed = [fx for f in doc["findings"] for fx in f["fixes"]]
    assert any(fx["edits"] for fx in fixed if fx["file"].endswith(".sched"))
    assert any(not fx["edits"] for fx in fixed if fx["file"].endswith(".s"))
    for f in doc["findings"]:
        assert f["pair_count"] == len(f["pairs"])
        if f["gap"] is None:
            assert f["pairs"] == [] and f["first"] is None
            continue
        assert f["line"] == min(p["line"] for p in f["pairs"])
        assert set(f["first"]["lines"]) == {p["related"][1]["line"] for p in f["pairs"]}
        assert set(f["second"]["lines"]) == {p["related"][0]["line"] for p in f["pairs"]}


def test_causes_group_findings_whose_first_ops_share_a_line():
    # three findings: two whose first ops (copies) share line 5, one on other lines; plus a
    # finding with no first ops (a barrier count): only races are grouped
    from syncsan.errors import Loc
    from syncsan.findings import Finding, OpSet
    from syncsan.reporters.text import causes_of

    def race(rule, line, first_lines, kind="copy"):
        sites = tuple(Loc("k.s", n, 1) for n in first_lines)
        return Finding(rule, "error", "m", Loc("k.s", line, 1), (),
                       first=OpSet("writer", (kind,), sites, (0,), ("w0",)))

    fs = [race("SS101", 40, (5, 6)), race("SS105", 30, (4, 5)), race("SS104", 50, (20, 21, 22), "read"),
          Finding("SS201", "warning", "m", Loc("k.s", 60, 1), ())]
    assert causes_of(fs) == [
        "2 finding(s) (SS101 1, SS105 1): the async copies of line(s) 4-6; first reported at k.s:30",
        "1 finding(s) (SS104 1): the LDS reads of line(s) 20-22; first reported at k.s:50",
    ]


def test_causes_merge_groups_that_repeat_one_pattern_of_code(tmp_path):
    # an unrolled loop: each copy of the same code on lines of its own. Three findings whose
    # first ops' lines read the same up to numbers are one group; a fourth with other code, and
    # a pattern seen only twice, stay groups of their own
    from syncsan.errors import Loc
    from syncsan.findings import Finding, OpSet
    from syncsan.reporters.text import causes_of

    src = tmp_path / "k.s"
    text = []
    for i in range(3):  # lines 1-9: three copies of (read, barrier, copy)
        text += [f"ds_read_b128 v[{4 * i}:{4 * i + 3}], v{i} offset:{1024 * i}", "s_barrier",
                 f"buffer_load_dwordx4 v{i}, s[4:7], 0 offen lds"]
    text += ["ds_read_b64 v[0:1], v9", "s_barrier", "buffer_load_dword v9, s[4:7], 0 offen lds"]  # 10-12
    for i in range(2):  # 13-18: a pattern seen twice
        text += [f"ds_read_b32 v{i}, v{i}", "s_barrier", f"global_load_lds_dwordx4 v{i}, s[0:1]"]
    src.write_text("\n".join(text) + "\n")

    def race(read, copy):
        first = OpSet("reader", ("read",), (Loc(str(src), read, 1),), (0,), ("w0",))
        second = OpSet("writer", ("copy",), (Loc(str(src), copy, 1),), (1,), ("w1",))
        return Finding("SS106", "warning", "m", Loc(str(src), copy, 1), (), first=first, second=second)

    fs = [race(1, 3), race(4, 6), race(7, 9), race(10, 12), race(13, 15), race(16, 18)]
    assert causes_of(fs) == [
        f"3 finding(s) (SS106 3): the LDS reads of line(s) 1, 4, 7, one pattern 3 times (the same code up to "
        f"its numbers); first reported at {src}:3",
        f"1 finding(s) (SS106 1): the LDS reads of line(s) 10; first reported at {src}:12",
        f"1 finding(s) (SS106 1): the LDS reads of line(s) 13; first reported at {src}:15",
        f"1 finding(s) (SS106 1): the LDS reads of line(s) 16; first reported at {src}:18",
    ]
