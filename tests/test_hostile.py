"""Hostile input (issue: "no traceback, no silent pass, no lost report, bounded time and memory").

Each test is a reproducer of a reported failure: bad input exits 2 naming file:line:col, a bug of
ours exits 3 (traceback only with --debug), one bad file never costs the others' reports, nothing
named is silently dropped, and the work is bounded.
"""

from __future__ import annotations

import json
import os
import stat
import sys
from pathlib import Path

import pytest

from hostile_util import (
    BAD_SCHED,
    CLEAN_SCHED,
    RACY_LINE,
    RACY_SCHED,
    asm,
    cli,
    no_traceback,
    run,
)

ROOT = Path(__file__).resolve().parent.parent
FORMATS = ("text", "json", "sarif", "github")


def write(path: Path, text: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text)
    return path


# ------------------------------------------------------------------ 1. the contract


def _crash_on(monkeypatch, name: str, exc: BaseException) -> None:
    """Make the schedule frontend fail with `exc` (a bug of ours) on files called `name`."""
    from syncsan.frontends import schedule

    real = schedule.load_schedule_programs

    def load(path, options=None):
        if Path(path).name == name:
            raise exc
        return real(path, options)

    monkeypatch.setattr(schedule, "load_schedule_programs", load)


def test_internal_error_exits_3_with_the_file_and_a_one_line_reason(tmp_path, monkeypatch):
    path = write(tmp_path / "k.sched", CLEAN_SCHED)
    _crash_on(monkeypatch, "k.sched", ZeroDivisionError("integer division or modulo by zero"))
    r = cli("check", path)
    assert r.returncode == 3
    assert no_traceback(r)
    lines = [line for line in r.stderr.splitlines() if "internal error" in line]
    assert len(lines) == 1, r.stderr
    assert lines[0].startswith(f"{path}: internal error: ZeroDivisionError: integer division or modulo by zero")
    assert "--debug" in lines[0]


def test_debug_shows_the_traceback_of_an_internal_error(tmp_path, monkeypatch):
    path = write(tmp_path / "k.sched", CLEAN_SCHED)
    _crash_on(monkeypatch, "k.sched", KeyError("boom"))
    r = cli("check", path, "--debug")
    assert r.returncode == 3
    assert "Traceback (most recent call last)" in r.stderr and "KeyError: 'boom'" in r.stderr


def test_internal_error_outside_any_file_exits_3(tmp_path, monkeypatch):
    from syncsan.reporters import text

    path = write(tmp_path / "k.sched", CLEAN_SCHED)

    def broken(*args, **kwargs):
        raise RuntimeError("reporter bug")

    monkeypatch.setattr(text, "render", broken)
    r = cli("check", path)
    assert r.returncode == 3 and no_traceback(r)
    assert "internal error: RuntimeError: reporter bug" in r.stderr


def test_internal_error_as_a_process_exits_3_without_traceback(tmp_path):
    # a real process whose schedule frontend has a bug (patched in before main runs)
    path = write(tmp_path / "k.sched", CLEAN_SCHED)
    code = ("import sys, syncsan.frontends.schedule as s\n"
            "s.load_schedule_programs = lambda *a: [][1]\n"
            "from syncsan.cli import main\n"
            "sys.argv = ['syncsan', *sys.argv[1:]]\n"
            "main()\n")
    for debug in ([], ["--debug"]):
        r = run(shell=f'{sys.executable} -c "$CODE" check "{path}" ' + " ".join(debug), env={"CODE": code})
        assert r.returncode == 3, r.output
        assert f"{path}: internal error: IndexError: list index out of range" in r.stderr
        assert ("Traceback" in r.stderr) == bool(debug)


def test_help_documents_the_exit_statuses():
    r = cli("check", "--help")
    text = " ".join(r.stdout.split())
    assert "3 internal error" in text and "--debug" in text and "--timeout" in text


def test_non_utf8_input_is_reported_at_line_and_column(tmp_path):
    path = write(tmp_path / "k.sched", b"A = lds(dims=(2,), bytes=1024)\nworkgroup(waves=2)\n"
                                      b"def kernel(wid):\n    x = '\xff'\n    barrier()\n")
    r = cli("check", path)
    assert r.returncode == 2 and no_traceback(r)
    first = r.stderr.strip().splitlines()[0]
    assert first.startswith(f"{path}:4:10: error:"), first
    assert "UTF-8" in first and "position" not in first


@pytest.mark.parametrize("kind", ["sched", "s", "py"])
def test_a_utf8_byte_order_mark_is_accepted(tmp_path, kind):
    text = {"sched": CLEAN_SCHED, "s": asm("s_barrier"),
            "py": "import flydsl.compiler as flyc\n\n@flyc.kernel\ndef k():\n    pass\n"}[kind]
    path = write(tmp_path / f"k.{kind}", b"\xef\xbb\xbf" + text.encode())
    r = cli("check", path, *(["--waves", "1"] if kind == "s" else []))
    assert no_traceback(r)
    assert "U+FEFF" not in r.output and "not valid UTF-8" not in r.output
    if kind != "py":  # a FlyDSL file without a storage is its own error, but not the BOM's
        assert r.returncode == 0, r.output


# ------------------------------------------------------------------ 2. one bad file never costs the others


def _tree(tmp_path: Path) -> Path:
    root = tmp_path / "tree"
    write(root / "a_racy.sched", RACY_SCHED)
    write(root / "b_bad.sched", BAD_SCHED)
    write(root / "c_crash.sched", CLEAN_SCHED)
    write(root / "d_racy.sched", RACY_SCHED)
    write(root / "e_clean.sched", CLEAN_SCHED)
    return root


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_crash_and_a_bad_file_cost_no_other_file_its_findings(tmp_path, monkeypatch, fmt, jobs):
    root = _tree(tmp_path)
    _crash_on(monkeypatch, "c_crash.sched", RecursionError("maximum recursion depth exceeded"))
    r = cli("check", root, "-j", jobs, "--format", fmt)
    assert r.returncode == 3, r.output
    assert no_traceback(r)
    racy = [str(root / "a_racy.sched"), str(root / "d_racy.sched")]
    if fmt == "json":
        doc = json.loads(r.stdout)
        assert sorted({(f["file"], f["line"]) for f in doc["findings"]}) == [(p, RACY_LINE) for p in racy]
        assert doc["summary"]["exit_status"] == 3
        errors = {e["file"]: e for e in doc["errors"]}
        assert errors[str(root / "b_bad.sched")]["status"] == 2
        assert errors[str(root / "c_crash.sched")]["status"] == 3
    elif fmt == "sarif":
        doc = json.loads(r.stdout)
        results = doc["runs"][0]["results"]
        assert sorted(x["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for x in results) == \
            sorted(os.path.relpath(p) for p in racy) or len(results) == 2
        inv = doc["runs"][0]["invocations"][0]
        assert inv["exitCode"] == 3 and not inv["executionSuccessful"]
        texts = [n["message"]["text"] for n in inv["toolExecutionNotifications"]]
        assert any("b_bad.sched:5:10" in t for t in texts) and any("internal error" in t for t in texts)
    elif fmt == "github":
        lines = r.stdout.splitlines()
        assert sum(line.startswith("::error file=") and "title=SS101" in line for line in lines) == 2
        assert any("b_bad.sched" in line and line.startswith("::error") for line in lines)
        assert any("internal error" in line for line in lines)
    else:
        for p in racy:
            assert f"{p}:{RACY_LINE}:" in r.stdout
        assert f"{root / 'b_bad.sched'}:5:10: error" in r.stderr
        assert f"{root / 'c_crash.sched'}: internal error: RecursionError" in r.stderr


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_worst_status_wins_bad_input_over_findings(tmp_path, jobs):
    root = tmp_path / "tree"
    write(root / "a_racy.sched", RACY_SCHED)
    write(root / "b_bad.sched", BAD_SCHED)
    r = cli("check", root, "-j", jobs, "--format", "json")
    assert r.returncode == 2
    assert [f["file"] for f in json.loads(r.stdout)["findings"]] == [str(root / "a_racy.sched")]


def test_a_worker_process_that_dies_costs_only_its_file(tmp_path, monkeypatch):
    root = _tree(tmp_path)
    os.remove(root / "b_bad.sched")
    from syncsan.frontends import schedule

    real = schedule.load_schedule_programs

    def load(path, options=None):
        if Path(path).name == "c_crash.sched":
            os._exit(9)  # the worker is killed (out of memory, a crash in a C extension)
        return real(path, options)

    monkeypatch.setattr(schedule, "load_schedule_programs", load)
    r = cli("check", root, "-j", "2", "--format", "json")
    assert r.returncode == 3
    doc = json.loads(r.stdout)
    assert len(doc["findings"]) == 2
    assert [e["file"] for e in doc["errors"]] == [str(root / "c_crash.sched")]
    assert "worker process" in doc["errors"][0]["message"]


# ------------------------------------------------------------------ 3. nothing named is dropped


def test_dash_reads_standard_input(tmp_path):
    r = cli("check", "-", input=RACY_SCHED)
    assert r.returncode == 1
    assert f"<stdin>:{RACY_LINE}:" in r.stdout


def test_stdin_filename_names_the_report_and_picks_the_frontend(tmp_path):
    r = cli("check", "-", "--stdin-filename", "kernels/pipe.sched", "--format", "json", input=RACY_SCHED)
    assert r.returncode == 1
    doc = json.loads(r.stdout)
    assert {f["file"] for f in doc["findings"]} == {"kernels/pipe.sched"}
    r = cli("check", "-", "--stdin-filename", "k.s", "--waves", "1", "--format", "json", input=asm("s_barrier"))
    assert r.returncode == 0, r.output
    assert json.loads(r.stdout)["files"][0]["frontend"] == "asm"


def test_fixes_for_standard_input_are_reported_never_written(tmp_path, monkeypatch):
    """Standard input gets its fix suggestions (the editor used to read the file of its name and
    found none); --fix never writes them into a file that has the name --stdin-filename gives.
    A file with a byte-order mark gets its fix, and keeps the mark."""
    monkeypatch.chdir(tmp_path)
    bystander = write(tmp_path / "k.sched", "# another file of the same name\n")
    r = cli("check", "-", "--stdin-filename", "k.sched", "--format", "json", input=RACY_SCHED)
    assert [x["description"] for f in json.loads(r.stdout)["findings"] for x in f["fixes"]] == \
        ["insert `wait(vmcnt=0)` before line 7"], r.output
    r = cli("check", "-", "--stdin-filename", "k.sched", "--fix", input=RACY_SCHED)
    assert r.returncode == 1 and "k.sched is standard input: its fixes are in the report, not written" in r.stderr
    assert Path(bystander).read_text() == "# another file of the same name\n"
    bom = tmp_path / "bom.sched"
    bom.write_bytes(b"\xef\xbb\xbf" + RACY_SCHED.encode())
    r = cli("check", str(bom), "--fix")
    assert "wrote 1 fix(es) to 1 file(s)" in r.stderr and r.returncode == 0, r.output
    assert bom.read_bytes() == b"\xef\xbb\xbf" + RACY_SCHED.replace("    barrier()\n", "    wait(vmcnt=0)\n    barrier()\n", 1).encode()


def test_fix_that_cannot_be_written_is_an_input_error_for_its_file_only(tmp_path, monkeypatch):
    """--fix on a file that cannot be written: exit 2 naming it, the other file still fixed
    (it was an internal error, exit 3, and the other files' report was lost)."""
    import syncsan.fixes as fixes

    locked, free = write(tmp_path / "locked.sched", RACY_SCHED), write(tmp_path / "free.sched", RACY_SCHED)
    real = fixes.write_fixes

    def write_fixes(path, found):
        if path.endswith("locked.sched"):
            raise PermissionError(13, "Permission denied")
        return real(path, found)

    monkeypatch.setattr(fixes, "write_fixes", write_fixes)
    r = cli("check", str(tmp_path), "--fix", "-j", "1", "--format", "json")
    assert r.returncode == 2 and no_traceback(r), r.output
    assert f"error: --fix: cannot write {locked}: Permission denied" in r.stderr
    doc = json.loads(r.stdout)
    assert {f["file"] for f in doc["findings"]} == {str(locked)}  # free.sched was fixed and checked again
    assert "wait(vmcnt=0)" in Path(free).read_text() and Path(locked).read_text() == RACY_SCHED


def test_stdin_without_a_name_is_sniffed(tmp_path):
    r = cli("check", "-", "--waves", "1", "--format", "json", input=asm("s_barrier"))
    assert r.returncode == 0, r.output
    assert json.loads(r.stdout)["files"][0]["frontend"] == "asm"


def test_dev_stdin_reads_standard_input_as_a_process(tmp_path):
    r = run("check", "/dev/stdin", input=BAD_SCHED)
    assert r.returncode == 2, r.output
    assert r.stderr.startswith("<stdin>:5:10: error: unknown name 'B'"), r.stderr


def test_process_substitution_is_never_a_silent_pass(tmp_path):
    bad = write(tmp_path / "bad.sched", BAD_SCHED)
    r = run(shell=f'$SYNCSAN check <(cat "{bad}")')
    assert r.returncode == 2, r.output
    assert "0 file(s)" not in r.output and no_traceback(r)
    assert "not a regular file" in r.stderr and "--stdin-filename" in r.stderr


def test_a_named_link_to_a_device_is_an_error(tmp_path):
    link = tmp_path / "zero.sched"
    link.symlink_to("/dev/zero")
    r = cli("check", link)
    assert r.returncode == 2 and "not a regular file" in r.stderr


def test_a_named_fifo_is_an_error_and_never_blocks(tmp_path):
    fifo = tmp_path / "pipe.sched"
    os.mkfifo(fifo)
    r = run("check", fifo, timeout=60)
    assert r.returncode == 2 and "not a regular file" in r.stderr


def test_fifos_and_devices_in_a_walk_are_skipped_with_a_note(tmp_path):
    root = tmp_path / "tree"
    write(root / "a.sched", RACY_SCHED)
    os.mkfifo(root / "pipe.sched")
    (root / "zero.sched").symlink_to("/dev/zero")
    r = run("check", root, timeout=60)
    assert r.returncode == 1, r.output
    assert f"{root / 'a.sched'}:{RACY_LINE}:" in r.stdout
    assert f"note: skipped {root / 'pipe.sched'}: a FIFO" in r.stderr
    assert f"note: skipped {root / 'zero.sched'}: a character device" in r.stderr


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_symlink_loop_in_a_walk_is_reported_not_followed(tmp_path, jobs):
    root = tmp_path / "tree"
    write(root / "ok.sched", RACY_SCHED)
    (root / "a.sched").symlink_to("b.sched")
    (root / "b.sched").symlink_to("a.sched")
    (root / "sub").mkdir()
    (root / "sub" / "up").symlink_to("..")
    r = cli("check", root, "-j", jobs)
    assert r.returncode == 1, r.output
    assert no_traceback(r)
    assert f"{root / 'ok.sched'}:{RACY_LINE}:" in r.stdout
    assert f"note: skipped {root / 'a.sched'}: a symbolic link loop" in r.stderr
    assert f"note: skipped {root / 'b.sched'}: a symbolic link loop" in r.stderr


def test_a_folder_without_kernel_files_says_so(tmp_path):
    write(tmp_path / "docs" / "notes.txt", "nothing to check")
    r = cli("check", tmp_path / "docs")
    assert r.returncode == 0
    assert f"note: no kernel file found under {tmp_path / 'docs'}" in r.stderr


def test_a_named_symlink_loop_is_an_error(tmp_path):
    (tmp_path / "a.sched").symlink_to("b.sched")
    (tmp_path / "b.sched").symlink_to("a.sched")
    r = cli("check", tmp_path / "a.sched")
    assert r.returncode == 2 and "symbolic link loop" in r.stderr and no_traceback(r)


# ------------------------------------------------------------------ 4. bounded


PARAM_SCHED = """\
k_tiles = param(2, min=1)
A = lds(dims=(2,), bytes=1024)
workgroup(waves=2)


def kernel(wid):
    for k in range(k_tiles):
        copy(A[k % 2])
        wait(vmcnt=0)
        barrier()
        read(A[k % 2])
        wait(lgkmcnt=0)
        barrier()
"""


def test_a_huge_param_range_is_refused_before_it_is_built(tmp_path):
    path = write(tmp_path / "k.sched", PARAM_SCHED)
    r = run("check", path, "--param", "k_tiles=1..1000000000", "--no-prove", timeout=60)
    assert r.returncode == 2 and no_traceback(r)
    assert "1000000000 combinations" in r.stderr and "200000" in r.stderr


def test_a_huge_param_range_is_proved_without_being_built(tmp_path):
    path = write(tmp_path / "k.sched", PARAM_SCHED)
    r = run("check", path, "--param", "k_tiles=1..1000000000", "--prove", "--format", "json", timeout=120)
    assert r.returncode == 0, r.output
    proof = json.loads(r.stdout)["files"][0]["proof"]
    assert proof["verdict"] == "proved" and proof["range"] == {"k_tiles": "1 <= k_tiles <= 1000000000"}


def test_a_huge_param_range_from_the_config_is_not_built(tmp_path):
    path = write(tmp_path / "k.sched", PARAM_SCHED)
    write(tmp_path / "syncsan.toml", '[params]\nk_tiles = "1..1000000000"\n')
    r = run("check", path, "--no-prove", timeout=60)
    assert r.returncode == 2 and "1000000000 combinations" in r.stderr


def test_a_huge_kernarg_range_is_sampled_without_being_built(tmp_path):
    path = write(tmp_path / "k.s", asm("s_barrier"))
    r = run("check", path, "--waves", "1", "--kernarg", "K@32=1..1000000000", "--format", "json", timeout=120)
    assert r.returncode == 0, r.output
    notes = " ".join(json.loads(r.stdout)["files"][0]["notes"])
    assert "1000000000 values given" in notes
    # the text report's summary line wrote the sampled values as a range by building the range
    # (7 GB); under a memory limit that was an internal error after the report
    r = run(shell=f"ulimit -v 2500000; $SYNCSAN check {path} --waves 1 --kernarg K@32=1..1000000000 -j 1",
            timeout=120)
    assert r.returncode == 0 and no_traceback(r) and "internal error" not in r.output, r.output
    assert "K=1,2,3,5," in r.stdout


@pytest.mark.parametrize("what", ["prover-domain", "asm-sampling", "fix-proof"])
def test_sparse_values_are_never_filled_in(tmp_path, what):
    """Values with a huge gap are not consecutive: telling so never builds LO..HI (each of
    these took gigabytes; under a memory limit, an internal error)."""
    if what == "prover-domain":
        path = write(tmp_path / "k.sched", RACY_SCHED.replace("workgroup(waves=2)", "k = param(1, min=1)\nworkgroup(waves=2)")
                     .replace("    copy(A[0])\n", "    copy(A[0])\n    for i in range(k):\n        barrier()\n"))
        args = f"{path} --param k=1,2,3,1000000000 --prove"
    elif what == "asm-sampling":
        path = write(tmp_path / "k.s", asm("s_barrier"))
        args = f"{path} --waves 1 --kernarg K@32={','.join(map(str, range(1, 100)))},1000000000"
    else:
        path = ROOT / "corpus/asm/llvmlite/lds_dma_buffer_bare_barrier_gfx950.s"
        args = f"{path} --fix-suggestions --kernarg K@32=1..1000000000 --format json"
    r = run(shell=f"ulimit -v 2500000; $SYNCSAN check {args} -j 1", timeout=120)
    assert r.returncode in (0, 1) and "internal error" not in r.output and no_traceback(r), r.output


LDS_CASES = {
    "huge-element": ("A = lds(bytes=1000000000000)", "gfx950", 1),
    "huge-dims": ("A = lds(dims=(2,), bytes=1000000000)", "gfx950", 1),
    "over-gfx942": ("A = lds(dims=(2,), bytes=32769)", "gfx942", 1),
    "over-gfx950": ("A = lds(dims=(10,), bytes=16385)", "gfx950", 1),
    "placed-beyond": ("A = lds(dims=(2,), bytes=1024)\nB = lds(bytes=16, at=163830)", "gfx950", 2),
}


@pytest.mark.parametrize("name", sorted(LDS_CASES))
def test_lds_regions_beyond_the_target_lds_are_input_errors(tmp_path, name):
    decl, target, line = LDS_CASES[name]
    src = f'target("{target}")\n{decl}\nworkgroup(waves=1)\ndef kernel(wid):\n    barrier()\n'
    path = write(tmp_path / "k.sched", src)
    r = cli("check", path)
    assert r.returncode == 2, r.output
    size = {"gfx942": "65536 bytes (64 KiB)", "gfx950": "163840 bytes (160 KiB)"}[target]
    assert r.stderr.startswith(f"{path}:{line + 1}:"), r.stderr
    assert f"LDS of {target} holds {size}" in r.stderr


@pytest.mark.parametrize("target,size", [("gfx942", 65536), ("gfx950", 163840)])
def test_lds_regions_filling_the_target_lds_exactly_are_fine(tmp_path, target, size):
    src = f'target("{target}")\nA = lds(dims=(2,), bytes={size // 2})\nworkgroup(waves=1)\n' \
          'def kernel(wid):\n    barrier()\n'
    assert cli("check", write(tmp_path / "k.sched", src)).returncode == 0


def test_flydsl_allocation_beyond_the_target_lds_is_an_input_error(tmp_path):
    src = '''
import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import rocdl


@flyc.kernel(known_block_size=[256, 1, 1])
def kern(a: fx.Tensor):
    @fx.struct
    class S:
        a: fx.Array[fx.BFloat16, 100000, 16]

    st = fx.SharedAllocator().allocate(S)
    rocdl.s_barrier()
'''
    path = write(tmp_path / "k.py", src)
    r = cli("check", path, "--target", "gfx942")
    assert r.returncode == 2, r.output
    assert "LDS of gfx942 holds 65536 bytes" in r.stderr
    assert r.stderr.startswith(f"{path}:"), r.stderr


@pytest.mark.parametrize("waves", ["0", "17", "100000", "-3"])
def test_waves_outside_the_largest_workgroup_are_usage_errors(tmp_path, waves):
    path = write(tmp_path / "k.s", asm("s_barrier"))
    r = run("check", path, "--waves", waves, timeout=60)
    assert r.returncode == 2 and no_traceback(r)
    assert "1024 work-items" in r.stderr or "at least 1" in r.stderr


def test_a_workgroup_size_beyond_1024_in_the_metadata_is_an_input_error(tmp_path):
    meta = ('\t.amdgpu_metadata\n---\namdhsa.kernels:\n  - .name: k\n    .symbol: k.kd\n'
            '    .reqd_workgroup_size: [ 100000, 1, 1 ]\n...\n\t.end_amdgpu_metadata\n')
    path = write(tmp_path / "k.s", asm("s_barrier", meta))
    r = run("check", path, timeout=60)
    assert r.returncode == 2 and "1024 work-items" in r.stderr


@pytest.mark.parametrize("option", [["--waves", "4"], ["--target", "gfx942"], ["--kernarg", "K=1"],
                                    ["--kernel", "k"]])
def test_options_a_schedule_does_not_use_are_errors_when_no_file_uses_them(tmp_path, option):
    path = write(tmp_path / "k.sched", CLEAN_SCHED)
    r = cli("check", path, *option)
    assert r.returncode == 2, r.output
    assert f"{option[0]} applies to" in r.stderr and "none of the 1 checked file(s)" in r.stderr


def test_waves_0_is_refused_for_a_schedule_too(tmp_path):
    path = write(tmp_path / "k.sched", CLEAN_SCHED)
    r = cli("check", path, "--waves", "0")
    assert r.returncode == 2 and "--waves 0: a workgroup holds 1 to 16 waves" in r.stderr


def test_stdin_filename_without_stdin_is_a_usage_error(tmp_path):
    path = write(tmp_path / "k.sched", CLEAN_SCHED)
    r = cli("check", path, "--stdin-filename", "x.sched")
    assert r.returncode == 2 and "pass `-` among the paths" in r.stderr


def test_options_some_files_do_not_use_are_a_note(tmp_path):
    write(tmp_path / "a.sched", CLEAN_SCHED)
    write(tmp_path / "b.s", asm("s_barrier"))
    r = cli("check", tmp_path, "--waves", "2")
    assert r.returncode == 0, r.output
    assert "note: --waves does not apply to 1 schedule file(s)" in r.stderr


def _product_schedule(n: int, sites: int = 20) -> str:
    """n parameters, one loop over their product, `sites` copies and reads per iteration: the
    proof asks hundreds of questions, each within the per-query limit, minutes in all."""
    params = "".join(f"p{i} = param(2, min=1)\n" for i in range(n))
    prod = " * ".join(f"p{i}" for i in range(n))
    copies = "".join("        copy(A[k % 2])\n" for _ in range(sites))
    reads = "".join(f"        read(A[k % 2].bytes({i}, 4))\n" for i in range(sites))
    return params + f"""A = lds(dims=(2,), bytes=1024)
workgroup(waves=4)


def kernel(wid):
    for k in range({prod}):
{copies}        wait(vmcnt=0)
        barrier()
{reads}        wait(lgkmcnt=0)
        barrier()
"""


def test_timeout_bounds_the_proof_of_a_120_parameter_schedule(tmp_path):
    # the whole proof takes about 3 s on a 2-core VM (bench numbers): 0.5 s cuts it
    path = write(tmp_path / "k.sched", _product_schedule(120, 15))
    r = run("check", path, "--timeout", "0.5", "--format", "json", timeout=120)
    assert r.returncode == 1, r.output
    proof = json.loads(r.stdout)["files"][0]["proof"]
    # every rule the solver did not decide by then is unknown, never proved
    assert proof["verdict"] == "unknown"
    assert any("time limit of 0.5 s" in n for n in proof["notes"])
    assert all(v["verdict"] in ("proved", "unknown") for v in proof["rules"])
    r2 = run("check", path, "--timeout", "0.5", "--unknown", "pass", timeout=120)
    assert r2.returncode == 0, r2.output


def test_a_proof_cut_by_the_time_limit_keeps_the_rules_it_decided(tmp_path, monkeypatch):
    """Deterministic: the prover is made to stall on its third rule."""
    import time

    from syncsan import prover, walk
    from syncsan.config import Settings

    path = write(tmp_path / "k.sched", RACY_SCHED.replace("workgroup(waves=2)", "k = param(1, min=1)\nworkgroup(waves=2)")
                 .replace("    copy(A[0])\n", "    copy(A[0])\n    for i in range(k):\n        barrier()\n"))
    real = prover.RuleVerdict

    def stalling(rule, *args, **kwargs):
        if rule == "SS103" and args == ("proved",):  # the prover starts deciding SS103
            time.sleep(60)  # interrupted by the file's time limit
        return real(rule, *args, **kwargs)

    monkeypatch.setattr(prover, "RuleVerdict", stalling)
    result = walk.check_file(str(path), Settings(root=tmp_path, timeout=1.0))
    assert result.error is None
    proof = result.reports[0].extra["proof"]
    verdicts = {v.rule: v.verdict for v in proof.rules}
    assert verdicts == {"SS101": "hazard", "SS102": "proved", "SS103": "unknown", "SS104": "unknown",
                        "SS105": "unknown", "SS106": "unknown", "SS201": "unknown", "SS301": "unknown"}
    assert [f.rule for f in result.findings] == ["SS101"]
    assert result.undecided
    assert "time limit of 1 s per file (--timeout) hit during the proof" in proof.notes[0]


def test_the_time_limit_bounds_the_over_synchronisation_analysis(tmp_path, monkeypatch):
    """SS4xx re-checks edited programs after the check: once the proof was cut by --timeout it
    does not run (it used to, with no timer left: minutes past a 4 s limit), and when the limit
    runs out inside it, it stops there. Either way the file's report says so."""
    import time

    from syncsan import prover, walk
    from syncsan.config import Settings
    from syncsan.fixes import oversync

    path = write(tmp_path / "k.sched", RACY_SCHED.replace("workgroup(waves=2)", "k = param(1, min=1)\nworkgroup(waves=2)")
                 .replace("    copy(A[0])\n", "    copy(A[0])\n    for i in range(k):\n        barrier()\n"))
    ss4 = Settings(root=tmp_path, timeout=1.0, select=frozenset({"SS401", "SS402"}))
    calls = []
    monkeypatch.setattr(oversync, "oversync_findings", lambda *a, **k: calls.append(a) or time.sleep(60))
    started = time.monotonic()
    result = walk.check_file(str(path), ss4)  # the timer fires inside the analysis
    assert time.monotonic() - started < 30 and len(calls) == 1 and result.error is None
    assert any("SS4xx) stopped at the time limit of 1 s" in n for n in result.reports[0].notes)

    real = prover.RuleVerdict

    def stalling(rule, *args, **kwargs):
        if rule == "SS103" and args == ("proved",):
            time.sleep(60)  # the proof is cut by the file's time limit
        return real(rule, *args, **kwargs)

    monkeypatch.setattr(prover, "RuleVerdict", stalling)
    result = walk.check_file(str(path), ss4)
    assert len(calls) == 1 and result.error is None and result.undecided
    assert any("SS4xx) did not run: the time limit of 1 s" in n for n in result.reports[0].notes)


def test_the_time_limit_bounds_the_fix_search(tmp_path, monkeypatch):
    """--timeout bounds the fix search too (it ran after the limit, with only its CPU budget):
    cut there, the findings are kept without suggestions and the report says why."""
    import time

    from syncsan import walk
    from syncsan.config import Settings

    path = write(tmp_path / "k.sched", RACY_SCHED)
    monkeypatch.setattr(walk, "_with_fixes", lambda *a, **k: time.sleep(60))
    started = time.monotonic()
    result = walk.check_file(str(path), Settings(root=tmp_path, timeout=1.0, fixes=True))
    assert time.monotonic() - started < 30 and result.error is None
    assert [f.rule for f in result.findings] == ["SS101"] and not result.findings[0].fixes
    assert any("no fix suggestions: the time limit of 1 s per file" in n for n in result.reports[0].notes)


def test_the_time_limit_holds_when_the_timers_exception_is_lost(tmp_path, monkeypatch):
    """The timer's exception can land where Python drops it (a callback); the executor asks the
    deadline itself every few thousand steps (a 10**9-trip loop ran on to its step limit, 50 s)."""
    import time

    from syncsan import budget, walk
    from syncsan.config import Settings

    monkeypatch.setattr(budget, "_expire", lambda signum, frame: None)  # every timer signal lost
    path = write(tmp_path / "k.sched", RACY_SCHED.replace("workgroup(waves=2)", "k = param(10**9, min=1)\nworkgroup(waves=2)")
                 + "    for i in range(k):\n        barrier()\n")
    started = time.monotonic()
    result = walk.check_file(str(path), Settings(root=tmp_path, timeout=2.0, prove=False))
    assert time.monotonic() - started < 15
    assert result.error is None and result.undecided
    assert "time limit of 2 s per file (--timeout) hit" in result.reports[0].extra["proof"].notes[0]


def test_a_timeout_found_by_asking_the_deadline_stops_the_deferred_timer(tmp_path, monkeypatch):
    """The timer fires inside the solver and is put off (`_expire` re-arms it for a moment); the
    check then finds the deadline passed itself (`budget.check`, before the next question). The
    timer must not raise a second CheckTimeout while the first is handled: the report is an
    unknown one (a second exception in `disarm` escaped as a traceback, aiter's
    unified_attention_2d on a loaded machine)."""
    import signal

    from syncsan import budget, walk
    from syncsan.config import Settings
    from syncsan.frontends import schedule

    in_solver, armed = [True], []

    def expire(signum, frame):  # the solver's native code: put off, as `_expire` does there
        if in_solver[0]:
            signal.setitimer(signal.ITIMER_REAL, budget.DEFER_SECONDS)
        else:
            raise budget.CheckTimeout(budget.seconds())

    def load(*a):
        while not budget.expired():
            pass
        in_solver[0] = False
        try:
            budget.check()
        finally:
            armed.append(signal.getitimer(signal.ITIMER_REAL)[0])

    monkeypatch.setattr(budget, "_expire", expire)
    monkeypatch.setattr(schedule, "load_schedule_programs", load)
    path = write(tmp_path / "k.sched", CLEAN_SCHED)
    result = walk.check_file(str(path), Settings(root=tmp_path, timeout=0.2, select=frozenset({"SS101"})))
    assert armed == [0.0]
    assert result.undecided and result.error is None


def test_a_time_limit_while_reading_makes_every_rule_unknown(tmp_path, monkeypatch):
    import time

    from syncsan import walk
    from syncsan.config import Settings
    from syncsan.frontends import schedule

    path = write(tmp_path / "k.sched", CLEAN_SCHED)
    monkeypatch.setattr(schedule, "load_schedule_programs", lambda *a: time.sleep(60))
    # the unknown report never loads the solver past the limit (seconds of import on a loaded machine)
    monkeypatch.setitem(sys.modules, "z3", None)
    monkeypatch.delitem(sys.modules, "syncsan.prover", raising=False)
    result = walk.check_file(str(path), Settings(root=tmp_path, timeout=0.5, select=frozenset({"SS101", "SS201"})))
    proof = result.reports[0].extra["proof"]
    assert [(v.rule, v.verdict) for v in proof.rules] == [("SS101", "unknown"), ("SS201", "unknown")]
    assert "hit while reading the file" in proof.notes[0]
    assert result.undecided and result.error is None


def test_timeout_stops_a_long_sweep_with_unknown_rules_and_keeps_its_findings(tmp_path):
    # each run walks a triangle of k*k/2 waits (outside the solver's encoding, so every value
    # runs one by one): 150000 runs of up to 10**10 iterations never end in 5 s (2 s was too short for the first run on a loaded machine)
    path = write(tmp_path / "k.sched", RACY_SCHED.replace("workgroup(waves=2)", "k = param(1, min=1)\nworkgroup(waves=2)")
                 .replace("    copy(A[0])\n", "    copy(A[0])\n    for i in range(k):\n        for j in range(i):\n"
                                              "            wait(lgkmcnt=0)\n"))
    r = run("check", path, "--param", "k=1..150000", "--no-prove", "--timeout", "5", "--format", "json",
            timeout=120)
    assert r.returncode == 1, r.output
    doc = json.loads(r.stdout)
    assert [f["rule"] for f in doc["findings"]] == ["SS101"]
    proof = doc["files"][0]["proof"]
    assert proof["verdict"] == "hazard"
    verdicts = {rule["rule"]: rule["verdict"] for rule in proof["rules"]}
    assert verdicts["SS101"] == "hazard" and verdicts["SS103"] == "unknown"
    assert any("time limit of 5 s" in n for n in proof["notes"])


def test_timeout_in_the_config(tmp_path):
    path = write(tmp_path / "k.sched", _product_schedule(120, 15))
    write(tmp_path / "syncsan.toml", "timeout = 0.5\n")
    r = run("check", path, "--format", "json", timeout=120)
    assert r.returncode == 1
    assert json.loads(r.stdout)["files"][0]["proof"]["verdict"] == "unknown"
    write(tmp_path / "syncsan.toml", "timeout = -1\n")
    r = cli("check", path)
    assert r.returncode == 2 and "syncsan.toml:1:1: error: timeout" in r.stderr


@pytest.mark.parametrize("flag, value", [("--timeout", "-1"), ("--timeout", "inf"), ("--timeout", "nan"),
                                         ("--fix-budget", "-1"), ("--fix-budget", "inf"), ("--fix-budget", "nan")])
def test_bad_timeouts_are_usage_errors(tmp_path, flag, value):
    path = write(tmp_path / "k.sched", CLEAN_SCHED)
    r = cli("check", path, flag, value)
    assert r.returncode == 2 and no_traceback(r) and flag in r.stderr


def _output_targets(tmp_path: Path) -> dict[str, str]:
    folder = tmp_path / "folder"
    folder.mkdir()
    plain = write(tmp_path / "plain.txt", "x")
    return {"folder": str(folder), "dev-full": "/dev/full", "under-a-file": str(plain / "out.svg"), "empty": ""}


@pytest.mark.parametrize("option", ["--timeline", "--write-baseline"])
@pytest.mark.parametrize("where", ["folder", "dev-full", "under-a-file", "empty"])
def test_output_paths_are_validated_before_checking(tmp_path, option, where):
    path = write(tmp_path / "k.sched", RACY_SCHED)
    target = _output_targets(tmp_path)[where]
    r = cli("check", path, option, target)
    assert r.returncode == 2, r.output
    assert no_traceback(r)
    assert r.stdout == ""  # nothing was checked, nothing reported
    assert r.stderr.startswith(f"error: {option}"), r.stderr


# ------------------------------------------------------------------ 5. smaller items


ASM_BAD = {
    "s_add_i32-one-operand": "s_add_i32 s4",
    "v_add_u32-one-operand": "v_add_u32 v0",
    "s_mov_b32-one-operand": "s_mov_b32 m0",
    "v_bfe_u32-two-operands": "v_bfe_u32 v1, v0",
    "ttmp99": "s_mov_b32 ttmp99, 0",
    "two-operands-after-a-mov": "s_mov_b32 s4, 1\ns_add_i32 s4, s4",
    "5000-digit-immediate": "s_mov_b32 s4, " + "9" * 5000,
    "huge-offset": "ds_read_b32 v1, v0 offset:18446744073709551616",
    "huge-buffer-offset": "buffer_load_dword v1, v0, s[0:3], 0 offen offset:18446744073709551616",
}


@pytest.mark.parametrize("name", sorted(ASM_BAD))
def test_malformed_assembly_is_an_input_error(tmp_path, name):
    path = write(tmp_path / "k.s", asm(ASM_BAD[name]))
    r = cli("check", path, "--waves", "1")
    assert r.returncode == 2, r.output
    assert no_traceback(r)
    last = ASM_BAD[name].count("\n") + 6  # the file's line of the (last) bad instruction
    assert r.stderr.startswith(f"{path}:{last}:"), r.stderr


def test_negative_descriptor_field_is_an_input_error(tmp_path):
    desc = "\t.amdhsa_kernel k\n\t\t.amdhsa_group_segment_fixed_size -1\n\t.end_amdhsa_kernel\n"
    path = write(tmp_path / "k.s", asm("s_barrier", desc))
    r = cli("check", path, "--waves", "1")
    assert r.returncode == 2 and r.stderr.startswith(f"{path}:9:"), r.stderr


def test_deeply_nested_metadata_is_an_input_error(tmp_path):
    nested = "".join("  " * i + f"k{i}:\n" for i in range(1200)) + "  " * 1200 + "leaf: 1\n"
    meta = f"\t.amdgpu_metadata\n---\n{nested}...\n\t.end_amdgpu_metadata\n"
    path = write(tmp_path / "k.s", asm("s_barrier", meta))
    r = cli("check", path, "--waves", "1")
    assert r.returncode == 2 and no_traceback(r)
    assert r.stderr.startswith(f"{path}:") and "nested" in r.stderr


METADATA = ('\t.amdgpu_metadata\n---\namdhsa.kernels:\n  - .name: k\n    .symbol: k.kd\n'
            '    .args:\n      - .name: K\n        .offset: 0\n        .size: 4\n        .value_kind: by_value\n'
            '      - .name: N\n        .offset: 8\n        .size: 8\n        .value_kind: by_value\n'
            '...\n\t.end_amdgpu_metadata\n')


@pytest.mark.parametrize("value,ok", [("4294967295", True), ("-2147483648", True), ("4294967296", False),
                                      ("-2147483649", False), ("0..4294967296", False)])
def test_kernarg_values_must_fit_the_argument(tmp_path, value, ok):
    path = write(tmp_path / "k.s", asm("s_barrier", METADATA))
    r = cli("check", path, "--waves", "1", "--kernarg", f"K={value}")
    assert r.returncode == (0 if ok else 2), r.output
    if not ok:
        assert "does not fit the 4-byte argument K" in r.stderr
    assert cli("check", path, "--waves", "1", "--kernarg", "N=4294967296").returncode == 0


CONFIG_BAD = {
    "tool-not-a-table": ("pyproject.toml", "[project]\nname = 'x'\n[tool.other]\nx = 1\n", None),
    "tool-int": ("pyproject.toml", "tool = 1\n", None),
    "syncsan-int": ("pyproject.toml", "[tool]\nsyncsan = 1\n", None),
    "select-nested": ("syncsan.toml", "select = " + "[" * 5000 + "]" * 5000 + "\n", None),
    "solver-timeout-inf": ("syncsan.toml", "solver-timeout = inf\n", "solver-timeout"),
    "solver-timeout-nan": ("syncsan.toml", "solver-timeout = nan\n", "solver-timeout"),
    "timeout-nan": ("syncsan.toml", "timeout = nan\n", "timeout"),
}


@pytest.mark.parametrize("name", sorted(CONFIG_BAD))
def test_bad_configuration_is_an_input_error(tmp_path, name):
    file, text, key = CONFIG_BAD[name]
    write(tmp_path / file, text)
    path = write(tmp_path / "k.sched", CLEAN_SCHED)
    r = cli("check", path)
    if name == "tool-not-a-table":  # no [tool.syncsan]: no configuration, nothing wrong
        assert r.returncode == 0
        return
    assert r.returncode == 2, r.output
    assert no_traceback(r)
    assert f"{tmp_path / file}:" in r.stderr
    if key:
        assert key in r.stderr


@pytest.mark.parametrize("value", ["inf", "nan", "-inf"])
def test_solver_timeout_flag_must_be_finite(tmp_path, value):
    path = write(tmp_path / "k.sched", CLEAN_SCHED)
    r = cli("check", path, "--solver-timeout", value)
    assert r.returncode == 2 and no_traceback(r)


BASELINE_BAD = {
    "nested": "[" * 100_000 + "]" * 100_000,
    "long-number": '{"tool": "syncsan", "format": ' + "1" * 100_001 + ', "findings": []}',
    "format-true": '{"tool": "syncsan", "format": true, "findings": []}',
    "format-float": '{"tool": "syncsan", "format": 1.0, "findings": []}',
    "not-utf8": b'{"tool": "\xff"}',
}


@pytest.mark.parametrize("name", sorted(BASELINE_BAD))
def test_bad_baselines_are_input_errors(tmp_path, name):
    path = write(tmp_path / "k.sched", RACY_SCHED)
    base = write(tmp_path / "base.json", BASELINE_BAD[name])
    r = cli("check", path, "--baseline", base)
    assert r.returncode == 2, r.output
    assert no_traceback(r) and f"baseline {base}" in r.stderr


def test_a_device_as_baseline_is_an_input_error(tmp_path):
    path = write(tmp_path / "k.sched", RACY_SCHED)
    r = run("check", path, "--baseline", "/dev/zero", timeout=60)
    assert r.returncode == 2 and "not a regular file" in r.stderr


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_file_name_that_is_not_utf8_is_reported_in_every_format(tmp_path, fmt):
    name = os.fsdecode(b"k\xff.sched")
    write(tmp_path / name, RACY_SCHED)
    r = run("check", name, "--format", fmt, cwd=tmp_path)
    assert r.returncode == 1, r.output
    assert no_traceback(r)
    if fmt == "sarif":
        doc = json.loads(r.stdout)
        uris = {x["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for x in doc["runs"][0]["results"]}
        assert uris == {"k%FF.sched"}


def test_a_suppression_inside_a_string_does_not_count(tmp_path):
    src = RACY_SCHED.replace("    read(A[0])\n",
                             "    read(A[0]); note = '# syncsan: ignore[SS101] -- inside a string'\n")
    path = write(tmp_path / "k.sched", src)
    r = cli("check", path, "--format", "json")
    assert r.returncode == 1
    assert [f["rule"] for f in json.loads(r.stdout)["findings"]] == ["SS101"]
    # the same comment as a comment does suppress
    path.write_text(RACY_SCHED.replace("    read(A[0])\n", "    read(A[0])  # syncsan: ignore[SS101] -- a test\n"))
    assert cli("check", path).returncode == 0
