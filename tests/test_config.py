"""`[tool.syncsan]` / syncsan.toml: every key does what it says, the command line wins, and a bad
configuration is a clear error with exit status 2."""

from __future__ import annotations

import json
import shutil

import pytest

from gate_util import ROOT, run_cli

BASIC = ROOT / "corpus" / "basic"


def repo(tmp_path, config: str, name="pyproject.toml"):
    (tmp_path / "kernels").mkdir()
    for case in ("double_buffer_missing_wait", "double_buffer_good", "pingpong_unbalanced"):
        shutil.copy(BASIC / f"{case}.sched", tmp_path / "kernels" / f"{case}.sched")
    (tmp_path / name).write_text(config)
    return tmp_path


def found(result):
    """(rule, file, witness) of every pair of ops (a grouped finding lists each of its pairs)."""
    return sorted((f["rule"], f["file"].rsplit("/", 1)[-1], tuple(sorted(p["witness"]["params"].items())))
                  for f in json.loads(result.stdout)["findings"] for p in (f["pairs"] or [f]))


def test_paths_select_and_params_from_pyproject(tmp_path):
    r = repo(tmp_path, '[project]\nname = "k"\n\n[tool.syncsan]\npaths = ["kernels"]\nselect = ["SS1"]\n'
                       '[tool.syncsan.params]\nk_tiles = "1..3"\n')
    result = run_cli("check", "--format", "json", cwd=r)
    assert result.returncode == 1, result.stderr
    assert found(result) == [("SS101", "double_buffer_missing_wait.sched", (("k_tiles", 1), ("n", 2))),
                             ("SS101", "double_buffer_missing_wait.sched", (("k_tiles", 2), ("n", 2)))]


def test_syncsan_toml_is_read_from_a_subfolder_run(tmp_path):
    r = repo(tmp_path, 'paths = ["kernels"]\nignore = ["SS101"]\nfail-on = "warning"\n', "syncsan.toml")
    result = run_cli("check", "--format", "json", cwd=r / "kernels")  # found by walking upwards
    assert [f[0] for f in found(result)] == ["SS201"]
    assert result.returncode == 1  # fail-on = warning from the file


def test_per_kernel_params_retire_and_command_line_override(tmp_path):
    r = repo(tmp_path, '[tool.syncsan]\npaths = ["kernels"]\nselect = ["SS101"]\n'
                       '[tool.syncsan.kernels."kernels/double_buffer_good.sched"]\n'
                       'params = { k_tiles = [1, 2, 3, 4] }\nretire = "conservative"\n')
    result = run_cli("check", "--format", "json", cwd=r)
    retire = {f["file"].rsplit("/", 1)[-1]: f["witness"]["retire"] for f in json.loads(result.stdout)["findings"]}
    # the conservative model (from the kernel's entry) flags the good double buffer; the other
    # file keeps the default in-order model
    assert retire == {"double_buffer_good.sched": "conservative", "double_buffer_missing_wait.sched": "in-order"}
    sweep = {f["file"]: f["sweep"]["k_tiles"] for f in json.loads(result.stdout)["files"]}
    assert sweep["kernels/double_buffer_good.sched"] == [1, 2, 3, 4]
    assert run_cli("check", "--retire", "in-order", "--format", "json", cwd=r).returncode == 1
    good_only = run_cli("check", "kernels/double_buffer_good.sched", "--retire", "in-order", cwd=r)
    assert good_only.returncode == 0, good_only.stdout
    only4 = run_cli("check", "kernels/double_buffer_good.sched", "-p", "k_tiles=4", "--format", "json", cwd=r)
    assert json.loads(only4.stdout)["files"][0]["sweep"]["k_tiles"] == [4]  # --param beats the entry


def test_command_line_select_and_fail_on_override(tmp_path):
    r = repo(tmp_path, '[tool.syncsan]\npaths = ["kernels"]\nselect = ["SS2"]\nfail-on = "warning"\n')
    assert run_cli("check", cwd=r).returncode == 1
    assert run_cli("check", "--fail-on", "error", cwd=r).returncode == 0
    assert {f[0] for f in found(run_cli("check", "--select", "SS101", "--format", "json", cwd=r))} == {"SS101"}


def test_include_and_exclude_globs(tmp_path):
    r = repo(tmp_path, '[tool.syncsan]\npaths = ["."]\nexclude = ["kernels/pingpong_*"]\n')
    assert {f[1] for f in found(run_cli("check", "--format", "json", cwd=r))} == {"double_buffer_missing_wait.sched"}
    both = run_cli("check", "--format", "json", "--exclude", "*missing*", cwd=r)
    assert found(both) == [] and both.returncode == 0
    inc = run_cli("check", "--format", "json", "--include", "**/pingpong_*.sched", cwd=r)
    assert [f[0] for f in found(inc)] == []  # pingpong is excluded by the file's glob too
    (r / "pyproject.toml").write_text('[tool.syncsan]\npaths = ["."]\ninclude = ["**/pingpong_*.sched"]\n')
    assert {f[1] for f in found(run_cli("check", "--format", "json", cwd=r))} == {"pingpong_unbalanced.sched"}


@pytest.mark.parametrize("config, line, message", [
    ('[tool.syncsan]\npaths = ["kernels"]\nselct = ["SS1"]\n', 3, "unknown key tool.syncsan.selct"),
    ('[tool.syncsan]\nretire = "fast"\n', 2, "retire: expected one of in-order, conservative"),
    ('[tool.syncsan]\nselect = ["SS9"]\n', 2, "unknown rule code(s): SS9"),
    ('[tool.syncsan]\njobs = 0\n', 2, "jobs: expected a positive integer"),
    ('[tool.syncsan]\npaths = 3\n', 2, "paths: expected a list of strings"),
    ('[tool.syncsan.params]\nk_tiles = "4..1"\n', 2, "range '4..1' is empty"),
    ('[tool.syncsan.kernels."a.sched"]\nparms = { k = 1 }\n', 2, 'unknown key tool.syncsan.kernels."a.sched".parms'),
    ('[tool.syncsan\nx = 1\n', 1, "invalid TOML"),
    ('[tool.syncsan]\nprove = "yes"\n', 2, "prove: expected true or false"),
    ('[tool.syncsan]\nunknown = "maybe"\n', 2, "unknown: expected one of fail, pass"),
])
def test_bad_configuration_exits_2_naming_file_and_line(tmp_path, config, line, message):
    r = repo(tmp_path, config)
    result = run_cli("check", "kernels", cwd=r)
    assert result.returncode == 2
    assert f"pyproject.toml:{line}:1: error: " in result.stderr and message in result.stderr, result.stderr
    assert "Traceback" not in result.stderr


def test_per_kernel_parameter_the_kernel_lacks_is_an_error(tmp_path):
    r = repo(tmp_path, '[tool.syncsan.kernels."kernels/double_buffer_good.sched"]\nparams = { k_tile = 2 }\n')
    result = run_cli("check", "kernels", cwd=r)
    assert result.returncode == 2 and "k_tile" in result.stderr and "k_tiles" in result.stderr


def test_explicit_config_file_and_missing_one(tmp_path):
    r = repo(tmp_path, "")
    (r / "ci.toml").write_text('paths = ["kernels"]\nselect = ["SS201"]\n')
    result = run_cli("check", "--config", "ci.toml", "--format", "json", cwd=r)
    assert [f[0] for f in found(result)] == ["SS201"]
    missing = run_cli("check", "--config", "nope.toml", cwd=r)
    assert missing.returncode == 2 and "nope.toml" in missing.stderr


def test_no_paths_anywhere_is_a_usage_error(tmp_path):
    r = repo(tmp_path, '[tool.syncsan]\nselect = ["SS1"]\n')
    result = run_cli("check", cwd=r)
    assert result.returncode == 2 and "no files or folders to check" in result.stderr


def test_config_values_parse_into_settings(tmp_path):
    from syncsan.config import load_config

    path = tmp_path / "syncsan.toml"
    path.write_text('target = "gfx942"\nsolver-timeout = 2.5\nwaves = 8\n[kernargs]\nM = "64..128"\n'
                    '[kernels."asm/*.s"]\nkernel = "matmul"\nkernargs = { K = [64, 128] }\n')
    s = load_config(path)
    assert s.target == "gfx942" and s.solver_timeout == 2.5 and s.waves == 8
    assert s.kernargs["M"] == range(64, 129)  # a range is never expanded
    fs = s.for_file(tmp_path / "asm" / "x.s")
    assert fs.options.kernel == "matmul" and fs.options.kernargs["K"] == (64, 128)
    assert fs.options.target == "gfx942" and fs.options.waves == 8
    assert s.for_file(tmp_path / "other.s").options.kernel is None


def test_documented_configuration_is_valid(tmp_path):
    from syncsan.config import load_config

    doc = (ROOT / "docs" / "ci.md").read_text()
    block = doc.split("```toml\n", 1)[1].split("```", 1)[0]
    (tmp_path / "pyproject.toml").write_text(block)
    s = load_config(tmp_path / "pyproject.toml")
    assert s.paths == ("kernels", "schedules") and s.select and "SS105" in s.ignore
    assert s.for_file(tmp_path / "kernels" / "hti" / "main.sched").params["split_k"] == (False, True)


def test_pre_commit_hook_runs_the_configured_walk(tmp_path):
    hooks = (ROOT / ".pre-commit-hooks.yaml").read_text()
    entry = next(line.split(":", 1)[1].strip() for line in hooks.splitlines() if line.strip().startswith("entry:"))
    assert entry.startswith("syncsan check") and "pass_filenames: false" in hooks
    r = repo(tmp_path, '[tool.syncsan]\npaths = ["kernels"]\n')
    assert run_cli(*entry.split()[1:], cwd=r).returncode == 1
    (r / "pyproject.toml").write_text('[tool.syncsan]\npaths = ["kernels"]\nignore = ["SS101"]\n')
    assert run_cli(*entry.split()[1:], cwd=r).returncode == 0


def test_global_config_params_apply_only_where_declared(tmp_path):
    r = repo(tmp_path, '[tool.syncsan]\npaths = ["kernels"]\n[tool.syncsan.params]\nk_tiles = "1..2"\nn_unused = 3\n')
    result = run_cli("check", "--format", "json", cwd=r)
    assert result.returncode == 1, result.stderr
    sweeps = {f["file"].rsplit("/", 1)[-1]: f["sweep"] for f in json.loads(result.stdout)["files"]}
    assert sweeps["double_buffer_good.sched"]["k_tiles"] == [1, 2]
    typo = run_cli("check", "-p", "k_tile=2", cwd=r)  # a --param no kernel declares is a typo
    assert typo.returncode == 2 and "k_tile" in typo.stderr


def test_string_params_and_defines_from_the_configuration(tmp_path):
    """A TOML string is a string parameter value (`"1"` too); `defines`, global and per kernel,
    override module constants; a per-kernel define the file does not have is an error."""
    from syncsan.analysis import parse_param_value
    from syncsan.config import load_config, parse_define_value

    assert parse_param_value("bf16") == ("bf16",) and parse_param_value("bf16,f16") == ("bf16", "f16")
    assert parse_param_value("4") == (4,) and parse_param_value("true") == (True,)
    assert parse_param_value("'1'") == ("1",) and tuple(parse_param_value("2..4")) == (2, 3, 4)
    assert [parse_define_value(t) for t in ("64", "0x40", "false", "1e-6", "'1'", "(2, 4)", "gfx942")] == \
        [64, 64, False, 1e-6, "1", (2, 4), "gfx942"]
    path = tmp_path / "syncsan.toml"
    path.write_text('paths = ["k"]\n[params]\ndtype_str = "bf16"\nn = "1"\n[defines]\nWARP_SIZE = 64\n'
                    'common = { util = { FACTOR = 2 } }\n[kernels."k/a.sched"]\ndefines = { N = 3 }\n'
                    'params = { tags = ["x", "y"] }\n')
    s = load_config(path)
    assert s.params["dtype_str"] == ("bf16",) and s.params["n"] == ("1",)
    fs = s.for_file(tmp_path / "k" / "a.sched")
    assert fs.options.defines == {"WARP_SIZE": 64, "common.util.FACTOR": 2, "N": 3}
    assert fs.strict_defines == {"N"} and fs.params["tags"] == ("x", "y")
    assert s.for_file(tmp_path / "k" / "b.sched").options.defines == {"WARP_SIZE": 64, "common.util.FACTOR": 2}
    (tmp_path / "k").mkdir()
    (tmp_path / "k" / "a.sched").write_text("N = 1\nworkgroup(waves=2)\n\n\ndef kernel(wid):\n"
                                            "    for i in range(N):\n        barrier()\n")
    (tmp_path / "k" / "b.sched").write_text("workgroup(waves=2)\n\n\ndef kernel(wid):\n    barrier()\n")
    path.write_text('paths = ["k"]\n[kernels."k/a.sched"]\ndefines = { N = 3 }\n')
    result = run_cli("check", "--format", "json", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    notes = {f["file"]: f["notes"] for f in json.loads(result.stdout)["files"]}
    assert notes["k/a.sched"] == ["k/a.sched:1:1: N = 3 from --define N (the file's own value is not used)"]
    assert notes["k/b.sched"] == []
    path.write_text('paths = ["k"]\n[kernels."k/b.sched"]\ndefines = { N = 3 }\n')
    result = run_cli("check", cwd=tmp_path)
    assert result.returncode == 2 and "k/b.sched: the configuration defines N, which is no module-level" \
        in result.stderr
