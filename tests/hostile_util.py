"""Helpers for the hostile-input tests: run the command line in-process or as a process, and small
kernel files of each kind to mutate."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass

from typer.testing import CliRunner

from syncsan.cli import app

CLEAN_SCHED = """\
A = lds(dims=(2,), bytes=1024)
workgroup(waves=2)


def kernel(wid):
    copy(A[0])
    wait(vmcnt=0)
    barrier()
    read(A[0])
    wait(lgkmcnt=0)
"""

#: SS101 at line 7 (the read): the copy is published before it is retired
RACY_SCHED = """\
A = lds(dims=(2,), bytes=1024)
workgroup(waves=2)


def kernel(wid):
    copy(A[0])
    barrier()
    read(A[0])
    wait(vmcnt=0, lgkmcnt=0)
"""
RACY_LINE = 8

#: bad input: an unknown name at line 5, column 5
BAD_SCHED = "A = lds(dims=(2,), bytes=1024)\nworkgroup(waves=2)\n\ndef kernel(wid):\n    copy(B[0])\n"

ASM_HEAD = """\
\t.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
\t.text
\t.globl\tk
\t.type\tk,@function
k:
"""


def asm(body: str, tail: str = "") -> str:
    """An assembly kernel `k` for gfx950 with `body` (instructions, one per line) and s_endpgm."""
    lines = "".join(f"\t{line.strip()}\n" for line in body.strip("\n").splitlines())
    return ASM_HEAD + lines + "\ts_endpgm\n" + tail


@dataclass
class Result:
    returncode: int
    stdout: str
    stderr: str

    @property
    def output(self) -> str:
        return self.stdout + self.stderr


def cli(*args: str, input: str | bytes | None = None) -> Result:
    """The command line, in this process (`-j` workers are forked from it)."""
    r = CliRunner().invoke(app, [str(a) for a in args], input=input)
    if r.exception is not None and not isinstance(r.exception, SystemExit):
        raise AssertionError(f"uncaught {type(r.exception).__name__}: {r.exception}\n{r.stderr}")
    return Result(r.exit_code, r.stdout, r.stderr)


def run(*args: str, input: bytes | str | None = None, timeout: float = 120, cwd=None, shell: str | None = None,
        env: dict | None = None) -> Result:
    """The command line as its own process (what a user runs); `shell` runs a bash line instead."""
    env = dict(os.environ, COLUMNS="200", **(env or {}))
    if shell is not None:
        cmd = ["bash", "-c", shell]
        env["SYNCSAN"] = f"{sys.executable} -m syncsan"
    else:
        cmd = [sys.executable, "-m", "syncsan", *map(str, args)]
    if isinstance(input, str):
        input = input.encode()
    p = subprocess.run(cmd, input=input, capture_output=True, timeout=timeout, cwd=cwd, env=env)
    return Result(p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace"))


def no_traceback(r: Result) -> bool:
    return "Traceback" not in r.output
