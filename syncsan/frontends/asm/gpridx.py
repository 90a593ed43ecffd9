"""GPR indexing mode (gfx9): `s_set_gpr_idx_on SIDX, gpr_idx(SRC0,SRC1,SRC2,DST)` ...
`s_set_gpr_idx_off`, the relative VGPR addressing of hand-written kernels.

Between the two instructions each VALU op adds an index to the VGPR numbers of the operands the
mode names: bits 0-2 of the mask index src0-src2, bit 3 the destination (LLVM's AMDGPU operand
syntax, `imask`). `s_set_gpr_idx_on` keeps the index in M0[7:0] and the mask in M0[15:12]
(SSRC0[7:0] and the immediate; the rest of M0 is unchanged), so a VALU op reads the index from
M0 when it runs, and M0 (an LDS-DMA base, say) is what the kernel must set again afterwards.

The mode is followed as straight-line code: a region from `s_set_gpr_idx_on` to
`s_set_gpr_idx_off` with no label (no way in but from its start) and no branch inside, as
compilers and hand-written kernels use it. Inside, the VALU ops run with their operands moved by
the index; an unknown index makes their result unknown (and, with DST, every VGPR from the
destination up). Everything else is refused: LDS, VMEM and SMEM ops inside a region (whether
their VGPR operands are indexed is not modelled), `s_set_gpr_idx_idx` and `s_set_gpr_idx_mode`,
an indexed operand that is not a VGPR or an index past the last VGPR (the hardware reads v0 then).
"""

from __future__ import annotations

import re
from dataclasses import replace

from syncsan.errors import InputError, Loc
from syncsan.frontends.asm.alu import set_lanes
from syncsan.frontends.asm.memops import h_nothing, h_unmodelled
from syncsan.frontends.asm.operands import M0, Reg
from syncsan.frontends.asm.symbolic import binop, known
from syncsan.frontends.asm.values import NONE64

SRC0, SRC1, SRC2, DST = 1, 2, 4, 8
_NAMES = {"SRC0": SRC0, "SRC1": SRC1, "SRC2": SRC2, "DST": DST}
NUM_VGPRS = 256


def parse_mask(text: str, loc: Loc) -> int:
    """The operand-mask of `s_set_gpr_idx_on`: `gpr_idx(SRC0,DST)` or an integer 0..15."""
    t = text.strip()
    mm = re.fullmatch(r"gpr_idx\(([^)]*)\)", t, re.IGNORECASE)
    if mm:
        mask = 0
        for name in filter(None, (x.strip().upper() for x in mm.group(1).split(","))):
            if name not in _NAMES:
                raise InputError(f"gpr_idx: unknown operand {name!r} (SRC0, SRC1, SRC2, DST)", loc)
            mask |= _NAMES[name]
        return mask
    try:
        mask = int(t, 0)
    except ValueError:
        raise InputError(f"s_set_gpr_idx_on: operand mask {t!r} is neither gpr_idx(...) nor a number", loc) from None
    if not 0 <= mask <= 15:
        raise InputError(f"s_set_gpr_idx_on: operand mask {mask} is not in 0..15", loc)
    return mask


def h_set_gpr_idx_on(m, d) -> None:
    """M0[7:0] = SSRC0[7:0], M0[15:12] = the mask; the other bits of M0 stay."""
    idx = m.sread(d.ops[0])
    m.s[M0] = binop("or", binop("and", m.s[M0], 0xFFFF0F00), binop("or", binop("and", idx, 0xFF), d.info << 12))


def _sources(inner) -> tuple[int, ...]:
    """Positions in `inner.ops` of src0, src1, src2 (a VOP3b carry-out SGPR comes before them)."""
    b = inner.base
    first = 2 if ("_co_" in b or b.endswith("_co") or b.startswith(("v_div_scale", "v_addc", "v_subb"))) \
        and len(inner.ops) > 1 and isinstance(inner.ops[1], Reg) and inner.ops[1].file == "s" else 1
    return tuple(range(first, min(first + 3, len(inner.ops))))


def _indexed_positions(inner, mask: int) -> list[int]:
    src = _sources(inner)
    out = [src[k] for k, bit in enumerate((SRC0, SRC1, SRC2)) if mask & bit and k < len(src)]
    if mask & DST and inner.ops:
        out.append(0)
    return out


def h_indexed(m, d) -> None:
    """A VALU op inside a GPR-indexing region: its named operands moved by M0[7:0]."""
    inner, mask = d.info
    kmask, kbits = known(m.case.resolve(m.s[M0]))
    positions = _indexed_positions(inner, mask)
    if kmask & 0xFF == 0xFF:
        k = kbits & 0xFF
        ops = list(inner.ops)
        for p in positions:
            op = ops[p]
            if op.index + k + op.count > NUM_VGPRS:
                raise InputError(f"{inner.instr.mnemonic}: GPR index {k} moves operand {p} past v255 "
                                 "(the hardware reads v0 then); not modelled", inner.instr.loc)
            ops[p] = Reg("v", op.index + k, op.count)
        inner.handler(m, replace(inner, ops=tuple(ops)))
        return
    # an unknown index: what the op computes is unknown, and with DST so is every VGPR it may write
    origin = f"the result of {inner.instr.mnemonic} at line {inner.instr.loc.line} under a GPR index that is not known"
    if mask & DST:
        for i in range(inner.ops[0].index, NUM_VGPRS):
            if i in m.v:
                set_lanes(m, Reg("v", i, 1), NONE64, origin)
    else:
        h_unmodelled(m, inner)


def mark_regions(decoded: list, labels: dict) -> list:
    """`decoded` with each GPR-indexing region's VALU ops wrapped in `h_indexed`; InputError at
    a region this model does not follow."""
    out = list(decoded)
    targets = set(labels.values())
    i = 0
    n = len(out)
    while i < n:
        d = out[i]
        mn = d.instr.mnemonic
        if mn in ("s_set_gpr_idx_idx", "s_set_gpr_idx_mode"):
            raise InputError(f"{mn} is not modelled (GPR indexing is followed from s_set_gpr_idx_on to "
                             "s_set_gpr_idx_off only)", d.instr.loc)
        if mn == "s_set_gpr_idx_off":
            out[i] = replace(d, handler=h_nothing, num=None)
        if mn != "s_set_gpr_idx_on":
            i += 1
            continue
        mask = d.info
        j = i + 1
        while True:
            if j >= n:
                raise InputError("s_set_gpr_idx_on without s_set_gpr_idx_off after it", d.instr.loc)
            e = out[j]
            emn = e.instr.mnemonic
            if j in targets:
                raise InputError(f"a label inside the GPR-indexing region of line {d.instr.loc.line} (a way into it "
                                 "that does not pass s_set_gpr_idx_on); not modelled", e.instr.loc)
            if emn == "s_set_gpr_idx_off":
                break
            if emn.startswith(("s_cbranch", "s_branch", "s_setpc", "s_endpgm", "s_set_gpr_idx", "ds_", "buffer_",
                               "global_", "flat_", "scratch_", "tbuffer_", "s_load", "s_buffer", "s_store")):
                raise InputError(f"{emn} inside the GPR-indexing region of line {d.instr.loc.line} is not modelled",
                                 e.instr.loc)
            if emn.startswith("v_"):
                for p in _indexed_positions(e, mask):
                    op = e.ops[p]
                    if not (isinstance(op, Reg) and op.file == "v"):
                        raise InputError(f"{emn}: operand {e.instr.operands[p].text} is indexed by the GPR-indexing "
                                         f"mode of line {d.instr.loc.line} but is not a VGPR (the hardware reads v0 "
                                         "then); not modelled", e.instr.loc)
                out[j] = replace(e, handler=h_indexed, info=(e, mask), num=None)
            j += 1
        i = j
    return out
