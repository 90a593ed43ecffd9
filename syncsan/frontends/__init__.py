"""Frontends turn a kernel file into a schedule `Program`; this picks one by file kind."""

from __future__ import annotations

from pathlib import Path

from syncsan.errors import InputError
from syncsan.ir import Program

SCHEDULE_SUFFIXES = (".sched",)


def load_program(path: str | Path) -> Program:
    p = Path(path)
    if not p.exists():
        raise InputError(f"{path}: no such file")
    if p.suffix in SCHEDULE_SUFFIXES:
        from syncsan.frontends.schedule import load_schedule

        return load_schedule(p)
    raise InputError(f"{path}: unknown file kind {p.suffix!r} (schedules end in .sched)")
