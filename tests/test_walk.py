"""`syncsan check PATH...` over folders: file kinds from the frontend registry, globs, parallel
workers and a stable order."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from gate_util import ROOT, corpus_repo, flat, run_cli

from syncsan import frontends
from syncsan.config import Settings
from syncsan.walk import collect, run

BASIC = ROOT / "corpus" / "basic"


def tree(tmp_path):
    (tmp_path / "a" / "b").mkdir(parents=True)
    (tmp_path / ".hidden").mkdir()
    (tmp_path / ".venv").mkdir()
    shutil.copy(BASIC / "double_buffer_missing_wait.sched", tmp_path / "a" / "b" / "k1.sched")
    shutil.copy(BASIC / "reduction_missing_lgkm_wait.sched", tmp_path / "a" / "k2.sched")
    shutil.copy(BASIC / "reduction_good.sched", tmp_path / ".hidden" / "k3.sched")
    shutil.copy(BASIC / "reduction_good.sched", tmp_path / ".venv" / "k4.sched")
    (tmp_path / "a" / "notes.txt").write_text("not a kernel")
    (tmp_path / "a" / "tool.py").write_text("print('not a kernel')\n")
    (tmp_path / "a" / "kernel.s").write_text(".amdgcn_target \"amdgcn-amd-amdhsa--gfx950\"\ns_barrier\ns_endpgm\n")
    (tmp_path / "a" / "other_arch.s").write_text("mov x0, #1\nret\n")  # not AMDGPU: not walked
    return tmp_path


def names(paths):
    return [Path(p).name for p in paths]


def test_walk_picks_schedules_sorted_and_skips_hidden_folders(tmp_path):
    t = tree(tmp_path)
    files = collect(Settings(root=t, paths=(str(t),)))
    expected = ["k2.sched", "k1.sched"]  # a/b/k1 sorts after a/k2 by path
    if frontends.frontend_for("x.s"):
        expected.insert(1, "kernel.s")
    assert sorted(names(files)) == sorted(expected) and [str(f) for f in files] == sorted(map(str, files))


def test_python_and_assembly_are_walked_only_when_their_frontend_exists(tmp_path):
    t = tree(tmp_path)
    suffixes = frontends.walkable_suffixes()
    assert ".sched" in suffixes
    assert (".py" in suffixes) == frontends.FRONTENDS[1].available
    assert (".s" in suffixes) == frontends.FRONTENDS[2].available
    walked = names(collect(Settings(root=t, paths=(str(t),))))
    assert ("kernel.s" in walked) == frontends.FRONTENDS[2].available


def test_a_registered_frontend_is_dispatched_by_suffix(tmp_path, monkeypatch):
    fe = frontends.Frontend("schedule-copy", (".ksched",), "syncsan.frontends.schedule:load_schedule_programs", "#")
    monkeypatch.setattr(frontends, "FRONTENDS", [*frontends.FRONTENDS, fe])
    shutil.copy(BASIC / "double_buffer_missing_wait.sched", tmp_path / "k.ksched")
    settings = Settings(root=tmp_path, paths=(str(tmp_path),))
    files = collect(settings)
    assert names(files) == ["k.ksched"]
    result = run(settings, files, jobs=1)
    assert {f.rule for f in result.findings} == {"SS101"}


def test_unknown_kind_named_explicitly_is_an_input_error(tmp_path):
    (tmp_path / "k.txt").write_text("x")
    result = run_cli("check", "k.txt", cwd=tmp_path)
    assert result.returncode == 2 and "unknown file kind '.txt'" in result.stderr


def test_missing_path_is_an_input_error(tmp_path):
    result = run_cli("check", "nowhere", cwd=tmp_path)
    assert result.returncode == 2 and "nowhere: no such file or folder" in result.stderr


def test_one_bad_file_does_not_hide_the_others(tmp_path):
    t = tree(tmp_path)
    (t / "a" / "broken.sched").write_text("workgroup(waves=2)\ndef kernel(wid):\n    barrier(1)\n")
    result = run_cli("check", "a", "--format", "json", "-j", "2", cwd=t)
    assert result.returncode == 2
    assert "a/broken.sched:3:" in result.stderr and "Traceback" not in result.stderr
    assert {f["rule"] for f in json.loads(result.stdout)["findings"]} == {"SS101", "SS102"}


def test_parallel_and_serial_runs_give_identical_reports(tmp_path):
    repo, expected = corpus_repo(tmp_path, "basic")
    one = run_cli("check", "--format", "json", "-j", "1", cwd=repo)
    two = run_cli("check", "--format", "json", "-j", "2", cwd=repo)
    strip = lambda out: [dict(f, seconds=0) for f in json.loads(out)["files"]]  # noqa: E731
    assert json.loads(one.stdout)["findings"] == json.loads(two.stdout)["findings"]
    assert strip(one.stdout) == strip(two.stdout)
    files = [f["file"] for f in json.loads(two.stdout)["files"]]
    assert files == sorted(files)
    got = {(f["file"], f["rule"], f["line"]) for f in json.loads(two.stdout)["findings"]}
    assert got == {(file, rule, line) for file, rule, line, *_ in flat(expected)}
    text1 = run_cli("check", "-j", "1", cwd=repo, env={"NO_COLOR": "1"}).stdout
    text2 = run_cli("check", "-j", "2", cwd=repo, env={"NO_COLOR": "1"}).stdout
    assert text1 == text2


def test_a_run_tunes_the_collector_only_while_it_checks_and_reports_the_same(monkeypatch):
    import gc

    from syncsan import walk

    files = [BASIC / "double_buffer_missing_wait.sched", BASIC / "reduction_missing_lgkm_wait.sched"]
    settings = Settings(root=ROOT, paths=tuple(str(f) for f in files))
    seen = []
    check = walk.check_file
    monkeypatch.setattr(walk, "check_file", lambda *a, **k: seen.append(gc.get_threshold()) or check(*a, **k))
    before = gc.get_threshold()
    tuned = run(settings, files, jobs=1)
    assert seen == [walk.GC_THRESHOLDS] * len(files)
    assert gc.get_threshold() == before and gc.get_freeze_count() == 0
    monkeypatch.setattr(walk, "GC_THRESHOLDS", before)  # the default collector
    plain = run(settings, files, jobs=1)
    key = lambda r: [(f.key(), f.witness, f.related, f.timeline) for f in r.findings]  # noqa: E731
    assert key(tuned) == key(plain) and key(tuned)


def test_progress_bar_goes_to_stderr_only(tmp_path):
    repo, _ = corpus_repo(tmp_path, "basic")
    result = run_cli("check", "--format", "json", "--progress", "-j", "2", cwd=repo)
    json.loads(result.stdout)  # stdout stays machine-readable
    assert result.returncode == 1


@pytest.mark.parametrize("jobs", ["0", "x"])
def test_bad_job_count_is_a_usage_error(tmp_path, jobs):
    assert run_cli("check", BASIC / "reduction_good.sched", "-j", jobs, cwd=tmp_path).returncode == 2
