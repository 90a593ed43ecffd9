"""Decodes operand text (`s[8:11]`, `v33`, `vcc`, `m0`, `0x43c0`, `-1`, `0.5`) into register
references and constants the emulator reads and writes, and checks what the ISA fixes about the
operands: how many an instruction format has, register numbers, immediate and offset widths."""

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

#: trap temporaries ttmp0..ttmp15 (gfx9)
NUM_TTMP = 16

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
    if re.search(r"\d{7}", low) and (REG_RE.match(low) or TTMP_RE.match(low)):
        raise InputError(f"register {t[:24]}... out of range", loc)
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
        if hi < lo or hi >= NUM_TTMP:
            raise InputError(f"trap temporary {t} out of range (ttmp0..ttmp{NUM_TTMP - 1})", loc)
        return Reg("s", TTMP + lo, hi - lo + 1)
    if INT_RE.match(low):
        return Imm(integer(low, 64, loc, "immediate"))
    if FLOAT_RE.match(low):
        return Imm(struct.unpack("<I", struct.pack("<f", float(low)))[0])
    if t.startswith("lit(") and t.endswith(")"):
        return decode(t[4:-1], loc)
    return Other(t)


def integer(text: str, bits: int, loc: Loc, what: str) -> int:
    """An integer literal that fits `bits` bits, signed or unsigned (an InputError otherwise, and
    before a thousand-digit literal is converted)."""
    digits = text.lstrip("-").lower().removeprefix("0x")
    if len(digits) > bits // 3 + 2:
        raise InputError(f"{what} {text[:24]}{'...' if len(text) > 24 else ''} does not fit {bits} bits", loc)
    try:
        value = int(text, 0)
    except ValueError:
        raise InputError(f"bad {what} {text!r}", loc) from None
    if not -(1 << (bits - 1)) <= value < (1 << bits):
        raise InputError(f"{what} {text} does not fit {bits} bits", loc)
    return value


def modifier_value(modifiers: tuple[str, ...], name: str, loc: Loc, default: int = 0) -> int:
    for m in modifiers:
        if m.startswith(name + ":"):
            return integer(m[len(name) + 1:], 32, loc, f"{name} value")
    return default


# ------------------------------------------------------------------ what the ISA fixes

#: the operands of the instruction formats whose operands the emulator reads (AMD CDNA3 ISA,
#: "Microcode formats": SOP1/SOPK sdst, src; SOPC src0, src1; SOP2 sdst, src0, src1; VOP1 vdst,
#: src0; VOPC [sdst,] src0, src1; VOP2 vdst, src0, src1; VOP3 vdst, src0, src1, src2 (and
#: v_mad_u64_u32 vdst, sdst, src0, src1, src2); SMEM sdata, sbase, offset): fewer is malformed
MIN_OPERANDS = tuple((n, re.compile(p)) for n, p in (
    (2, r"s_(?:abs_i32|addk_i32|mulk_i32|movk_i32|mov_b(?:32|64)|cmov_b(?:32|64)|not_b(?:32|64)|brev_b32"
        r"|sext_i32_i(?:8|16)|bcnt1_i32_b(?:32|64)|ff1_i32_b(?:32|64)|\w+_saveexec_b64|bitcmp[01]_b(?:32|64)"
        r"|cmpk?_(?:eq|lg|gt|ge|lt|le)_[iu](?:32|64))"
        r"|v_(?:mov_b(?:32|64)|not_b32|bfrev_b32|readfirstlane_b32|cmpx?_(?:eq|ne|lg|gt|ge|lt|le)_[iu](?:16|32|64))"
        r"|s_load_\w+"),
    (3, r"s_(?:(?:absdiff|add|sub|mul_hi|mul|addc|subb|min|max|bfe)_[iu]32"
        r"|(?:and|andn2|or|orn2|xor|xnor|nand|nor|lshl|lshr|cselect)_b(?:32|64)|ashr_i(?:32|64)|bfm_b32"
        r"|lshl[1-4]_add_u32|pack_(?:ll|lh|hh)_b32_b16)"
        r"|v_(?:(?:add|sub|subrev|min|max|mul_hi|mul_lo)_[iu]32|(?:add|sub|subrev|addc|subb|subbrev)_co_u32"
        r"|(?:and|or|xor|bfm)_b32|(?:lshlrev|lshrrev)_b(?:16|32|64)|ashrrev_i(?:32|64)|cndmask_b32"
        r"|mbcnt_(?:hi|lo)_u32_b32|mul_hi_u32_u24|mul_i32_i24|mul_u32_u24|readlane_b32|writelane_b32)"),
    (4, r"v_(?:add3_u32|add_lshl_u32|alignbit_b32|alignbyte_b32|and_or_b32|bfe_[iu]32|bfi_b32|bitop3_b32"
        r"|lshl_add_u(?:32|64)|lshl_or_b32|mad_[iu]32_[iu]24|(?:max3|min3|med3)_u32|or3_b32|perm_b32|xad_u32)"),
    (5, r"v_mad_[iu]64_[iu]32"),
    (1, r"s_(?:buffer_load|scratch_load)_\w+|s_mem(?:real)?time|(?:buffer|global|scratch)_atomic_\w+"),
))
_ENCODING = re.compile(r"_(?:e32|e64|vop3|e64_dpp|sdwa|dpp)$")
_CARRY_OUT = re.compile(r"v_(?:add|sub|subrev|addc|subb|subbrev)_co_u32")
_SGPR_PAIR = re.compile(r"^(?:vcc|s\[\d+:\d+\]|ttmp\[\d+:\d+\])$", re.I)

#: `offset:` widths of the memory formats (CDNA3 ISA: MUBUF 12-bit unsigned, FLAT/GLOBAL/SCRATCH
#: 13-bit signed, DS 16-bit unsigned or two 8-bit unsigned, SMEM 21-bit signed)
OFFSET_RANGES = (
    (re.compile(r"ds_"), {"offset": (0, 0xFFFF), "offset0": (0, 0xFF), "offset1": (0, 0xFF)}),
    (re.compile(r"(?:buffer|tbuffer)_"), {"offset": (0, 0xFFF)}),
    (re.compile(r"(?:global|scratch|flat)_"), {"offset": (-0x1000, 0xFFF)}),
    (re.compile(r"s_"), {"offset": (-(1 << 20), (1 << 20) - 1)}),
)


def min_operands(mnemonic: str, operands: tuple[str, ...]) -> int:
    """The fewest operands the instruction's format has (0: not known here)."""
    base = _ENCODING.sub("", mnemonic)
    for n, pattern in MIN_OPERANDS:
        if pattern.fullmatch(base):
            if _CARRY_OUT.fullmatch(base) and len(operands) > 1 and _SGPR_PAIR.match(operands[1]):
                return 4  # the carry-out SGPR pair written out: vdst, sdst, src0, src1
            return n
    return 0


def check_instruction(mnemonic: str, operands: tuple[str, ...], modifiers: tuple[str, ...], loc: Loc) -> None:
    """Operand count and offset widths (what an assembler would reject)."""
    need = min_operands(mnemonic, operands)
    if len(operands) < need:
        raise InputError(f"{mnemonic} takes {need} operands, {len(operands)} given", loc)
    for pattern, ranges in OFFSET_RANGES:
        if pattern.match(mnemonic):
            for m in modifiers:
                name, sep, text = m.partition(":")
                if sep and name in ranges:
                    lo, hi = ranges[name]
                    value = integer(text, 32, loc, f"{name} value")
                    if not lo <= value <= hi:
                        raise InputError(f"{mnemonic}: {name}:{text} out of range ({lo}..{hi})", loc)
            break
