"""Frontends turn a kernel file into a schedule `Program`; this picks one by file kind."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from syncsan.errors import InputError
from syncsan.ir import Program

SCHEDULE_SUFFIXES = (".sched",)
FLYDSL_SUFFIXES = (".py",)


@dataclass(frozen=True)
class FrontendOptions:
    """Command-line settings that only some frontends use."""

    kernel: str | None = None  # pick one kernel of a file (assembly, FlyDSL)
    target: str | None = None  # override the file's target (gfx942, gfx950)
    waves: int | None = None  # waves per workgroup when the file does not say
    kernargs: dict[str, tuple] = field(default_factory=dict)  # kernel argument values / ranges
    params: dict[str, tuple] = field(default_factory=dict)  # --param values (FlyDSL constexprs)


def load_programs(path: str | Path, options: FrontendOptions = FrontendOptions()) -> list[Program]:
    """All programs (kernels) of one file."""
    p = Path(path)
    if not p.exists():
        raise InputError(f"{path}: no such file")
    if p.is_dir():
        raise InputError(f"{path}: is a directory")
    if p.suffix in SCHEDULE_SUFFIXES:
        from syncsan.frontends.schedule import load_schedule

        return [load_schedule(p)]
    if p.suffix in FLYDSL_SUFFIXES:
        from syncsan.frontends.flydsl import load_flydsl

        return load_flydsl(p, options)
    from syncsan.frontends.asm import ASM_SUFFIXES, load_asm
    from syncsan.frontends.asm.parser import looks_like_asm

    if p.suffix in ASM_SUFFIXES or _sniff(p, looks_like_asm):
        return load_asm(p, options)
    raise InputError(f"{path}: unknown file kind {p.suffix!r} (schedules end in .sched, FlyDSL "
                     f"kernels in .py, AMDGPU assembly in {', '.join(ASM_SUFFIXES)} or any file "
                     "holding `.amdgcn_target` or an llvm-objdump listing)")


def _sniff(p: Path, test) -> bool:
    try:
        with p.open(encoding="utf-8", errors="replace") as fh:
            return test(fh.read(1 << 16))
    except OSError:
        return False


def load_program(path: str | Path, options: FrontendOptions = FrontendOptions()) -> Program:
    programs = load_programs(path, options)
    if len(programs) != 1:
        raise InputError(f"{path}: holds {len(programs)} kernels; pick one with --kernel")
    return programs[0]
