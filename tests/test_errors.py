"""Bad input: a clear message naming file, line and column, exit status 2, no traceback."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

HEADER = """\
k = param(2, min=1)
A = lds(dims=(2,), bytes=1024)
workgroup(waves=2)
"""

CASES = {
    "syntax": (HEADER + "def kernel(wid):\n    copy(A[0]\n", "syntax error", 5),
    "unknown-name": (HEADER + "def kernel(wid):\n    copy(B[0])\n", "unknown name 'B'", 5),
    "index-out-of-range": (HEADER + "def kernel(wid):\n    copy(A[2])\n", "index 2 out of range", 5),
    "symbolic-index-out-of-range": (HEADER + "def kernel(wid):\n    copy(A[k])\n", "index 2 out of range", 5),
    "negative-count": (HEADER + "def kernel(wid):\n    copy(A[0], -1)\n", "must not be negative", 5),
    "symbolic-negative-count": (HEADER + "def kernel(wid):\n    copy(A[0], 1 - k)\n", "non-negative", 5),
    "missing-indices": (HEADER + "def kernel(wid):\n    read(A)\n", "needs 1 indices", 5),
    "while-forever": (HEADER + "def kernel(wid):\n    while True:\n        barrier()\n",
                      "while loop runs more than 100000 iterations", 5),
    "while-on-a-parameter": (HEADER + "def kernel(wid):\n    while k > 0:\n        barrier()\n",
                             "while loop whose condition depends on a kernel parameter", 5),
    "loop-carried": (HEADER + "def kernel(wid):\n    s = 0\n    for i in range(k):\n        s = 1 - s\n"
                     "    copy(A[s])\n", "changes inside the loop", 8),
    "no-kernel": (HEADER, "def kernel", 1),
    "op-outside-kernel": (HEADER + "barrier()\n", "inside the kernel function", 4),
    "bad-param-default": ("k = param(0, min=1)\n", "outside the declared range", 1),
    # builtins with wrong arguments, values beyond the bounds, too deep an expression: input errors
    "builtin-rejects": (HEADER + "x = int('a')\n", "int(): ValueError: invalid literal", 4),
    "huge-string": (HEADER + "x = 'a' * 10**10\n", "gives more than 1000000", 4),
    "huge-int": (HEADER + "x = 1 << 4000\n", "wider than 1024 bits", 4),
    "deep-expression": (HEADER + "x = 1" + "+1" * 500 + "\n", "nests more than 200 levels", 4),
    "deep-parse": (HEADER + "x = " + "-" * 5000 + "1\n", "nests", 4),
}


def run_cli(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "syncsan", *args], capture_output=True, text=True, cwd=cwd)


@pytest.mark.parametrize("name", sorted(CASES))
def test_bad_schedule_names_file_line_column(tmp_path, name):
    source, message, line = CASES[name]
    path = tmp_path / f"{name}.sched"
    path.write_text(source)
    result = run_cli("check", str(path))
    assert result.returncode == 2
    assert "Traceback" not in result.stderr + result.stdout
    first = result.stderr.strip().splitlines()[0]
    assert first.startswith(f"{path}:{line}:"), first
    assert message in first


@pytest.mark.parametrize("args,message", [
    (["-p", "nope=1"], "has no parameter 'nope'"),
    (["-p", "k=0"], "outside its declared range"),
    (["-p", "k=5..2"], "is empty"),
    (["-p", "k"], "NAME=VALUE"),
    (["-p", "k=x"], "not an integer"),
    (["-D", "nope=1"], "no module-level constant 'nope' to override"),
    (["-D", "=1"], "expected NAME or module.NAME"),
    (["--retire", "sometimes"], "Invalid value"),
    (["--select", "SS999"], "unknown rule"),
])
def test_bad_command_line_values_exit_2(tmp_path, args, message):
    path = tmp_path / "ok.sched"
    path.write_text(HEADER + "def kernel(wid):\n    barrier()\n")
    result = run_cli("check", str(path), *args)
    assert result.returncode == 2
    assert message in result.stderr
    assert "Traceback" not in result.stderr


def test_missing_and_unknown_files_exit_2(tmp_path):
    assert run_cli("check", str(tmp_path / "absent.sched")).returncode == 2
    other = tmp_path / "kernel.txt"
    other.write_text("hello")
    result = run_cli("check", str(other))
    assert result.returncode == 2 and "unknown file kind" in result.stderr
