"""AMDGPU assembly frontend: compiler `-S` output and `llvm-objdump -d` listings for gfx942/gfx950.

Each wave of the workgroup is emulated concretely (`emulator.py`) for every combination of the
kernel-argument values given with `--kernarg`, and the ops it issues become a straight-line wave
group body (`lower.py`). The IR, executor, checks and reports are the ones the schedule language
uses, so findings point at assembly lines.
"""

from __future__ import annotations

from pathlib import Path

from syncsan import sources
from syncsan.ir import Program

ASM_SUFFIXES = (".s", ".asm", ".S", ".dis", ".objdump", ".isa")


def load_asm(path: str | Path, options) -> list[Program]:
    from syncsan.frontends.asm.lower import programs_for_file
    from syncsan.frontends.asm.parser import parse_file

    asm = parse_file(str(path), sources.read_text(path))
    return programs_for_file(asm, options)


__all__ = ["ASM_SUFFIXES", "load_asm"]
