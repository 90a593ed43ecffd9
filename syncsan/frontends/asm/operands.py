"""Decodes operand text (`s[8:11]`, `v33`, `vcc`, `m0`, `0x43c0`, `-1`, `0.5`) into register
references and constants the emulator reads and writes."""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass

from syncsan.errors import InputError, Loc

#: scalar register file indices of the named registers (gfx9 encoding order)
FLAT_SCRATCH = 102
XNACK_MASK = 104
VCC = 106
TTMP = 108
M0 = 124
EXEC = 126
NUM_SGPR_SLOTS = 128

NAMED = {
    "vcc": (VCC, 2), "vcc_lo": (VCC, 1), "vcc_hi": (VCC + 1, 1),
    "exec": (EXEC, 2), "exec_lo": (EXEC, 1), "exec_hi": (EXEC + 1, 1),
    "m0": (M0, 1),
    "flat_scratch": (FLAT_SCRATCH, 2), "flat_scratch_lo": (FLAT_SCRATCH, 1),
    "flat_scratch_hi": (FLAT_SCRATCH + 1, 1),
    "xnack_mask": (XNACK_MASK, 2), "xnack_mask_lo": (XNACK_MASK, 1), "xnack_mask_hi": (XNACK_MASK + 1, 1),
}

REG_RE = re.compile(r"^([svat])(?:(\d+)|\[(\d+):(\d+)\])$")
TTMP_RE = re.compile(r"^ttmp(?:(\d+)|\[(\d+):(\d+)\])$")
INT_RE = re.compile(r"^-?(?:0x[0-9a-fA-F]+|\d+)$")
FLOAT_RE = re.compile(r"^-?\d+\.\d*(?:e[+-]?\d+)?$")


@dataclass(frozen=True, slots=True)
class Reg:
    file: str  # "s" scalar (incl. vcc, exec, m0), "v" vector, "a" accumulation
    index: int
    count: int


@dataclass(frozen=True, slots=True)
class Imm:
    value: int  # as a signed Python int; readers mask to their width


@dataclass(frozen=True, slots=True)
class Other:
    """Anything the emulator cannot read as an integer (`off`, `scc`, modified operands)."""

    text: str


Operand = Reg | Imm | Other


def decode(text: str, loc: Loc) -> Operand:
    t = text.strip()
    low = t.lower()
    if low in NAMED:
        i, n = NAMED[low]
        return Reg("s", i, n)
    m = REG_RE.match(low)
    if m:
        kind = m.group(1)
        if m.group(2) is not None:
            lo, hi = int(m.group(2)), int(m.group(2))
        else:
            lo, hi = int(m.group(3)), int(m.group(4))
        if hi < lo:
            raise InputError(f"register range {t} runs backwards", loc)
        if kind == "t":  # not a register name
            return Other(t)
        if kind == "s" and hi >= FLAT_SCRATCH:
            raise InputError(f"scalar register {t} out of range", loc)
        if kind in "va" and hi > 511:
            raise InputError(f"vector register {t} out of range", loc)
        return Reg(kind, lo, hi - lo + 1)
    m = TTMP_RE.match(low)
    if m:
        lo = int(m.group(1) if m.group(1) is not None else m.group(2))
        hi = int(m.group(1) if m.group(1) is not None else m.group(3))
        return Reg("s", TTMP + lo, hi - lo + 1)
    if INT_RE.match(low):
        return Imm(int(low, 0))
    if FLOAT_RE.match(low):
        return Imm(struct.unpack("<I", struct.pack("<f", float(low)))[0])
    if t.startswith("lit(") and t.endswith(")"):
        return decode(t[4:-1], loc)
    return Other(t)


def modifier_value(modifiers: tuple[str, ...], name: str, loc: Loc, default: int = 0) -> int:
    for m in modifiers:
        if m.startswith(name + ":"):
            v = m[len(name) + 1:]
            try:
                return int(v, 0)
            except ValueError:
                raise InputError(f"bad {name} value {v!r}", loc) from None
    return default
