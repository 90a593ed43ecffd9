"""Semantics of the instructions that matter for synchronization: branches, s_endpgm,
s_barrier, s_waitcnt, LDS (ds_*) accesses with their per-lane byte ranges, LDS-DMA copies, other
VMEM and SMEM ops; and the fallback for instructions without a model."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from syncsan.frontends.asm.operands import EXEC, M0, VCC, Reg, modifier_value
from syncsan.frontends.asm.values import LANES, M32, M64, WaveOp, merge, sx

if TYPE_CHECKING:  # handlers take the emulator's state; no import cycle at run time
    from syncsan.frontends.asm.emulator import Decoded, Machine

# ------------------------------------------------------------------ control flow and sync


def h_branch(m, d):
    m.pc = d.info


def h_cbranch(cond):
    def h(m, d):
        c = cond(m)
        if c is None:
            raise m.fail(d, f"{d.instr.mnemonic} depends on a value the emulator does not know "
                            f"({_cond_reg(d.instr.mnemonic)})")
        if c:
            m.pc = d.info
    return h


def _cond_reg(mn):
    return {"scc0": "SCC", "scc1": "SCC", "vccz": "VCC", "vccnz": "VCC", "execz": "EXEC",
            "execnz": "EXEC"}[mn.rsplit("_", 1)[1]]


def _vcc(m):
    lo, hi = m.s[VCC], m.s[VCC + 1]
    return None if lo is None or hi is None else lo | hi << 32


BRANCHES = {
    "s_cbranch_scc0": h_cbranch(lambda m: None if m.scc is None else not m.scc),
    "s_cbranch_scc1": h_cbranch(lambda m: m.scc),
    "s_cbranch_vccz": h_cbranch(lambda m: None if _vcc(m) is None else _vcc(m) == 0),
    "s_cbranch_vccnz": h_cbranch(lambda m: None if _vcc(m) is None else _vcc(m) != 0),
    "s_cbranch_execz": h_cbranch(lambda m: None if m.exec is None else m.exec == 0),
    "s_cbranch_execnz": h_cbranch(lambda m: None if m.exec is None else m.exec != 0),
}


def h_endpgm(m, d):
    m.done = True


def h_barrier(m, d):
    m.ops.append(WaveOp("barrier", d.index))


def h_wait(m, d):
    vm, lgkm = d.info
    if vm is None and lgkm is None:
        return
    m.ops.append(WaveOp("wait", d.index, vmcnt=vm, lgkmcnt=lgkm))


# ------------------------------------------------------------------ memory


@dataclass(frozen=True)
class DsInfo:
    kind: str  # read | write | lgkm (no LDS bytes)
    size: int  # bytes per lane per access
    addr: int | None  # operand index of the address VGPR (None: M0-based addtid)
    dst: int | None  # operand index of the data destination (reads)
    stride: int = 0  # ds_*2*: offset0/offset1 unit; 0 for single access


DS_SIZE = {"b8": 1, "u8": 1, "i8": 1, "b16": 2, "u16": 2, "i16": 2, "b32": 4, "b64": 8, "b96": 12,
           "b128": 16, "u32": 4, "i32": 4, "f32": 4, "u64": 8, "i64": 8, "f64": 8, "f16": 2, "bf16": 2}


def ds_info(mn: str) -> DsInfo | None:
    m = mn.replace("ds_load_", "ds_read_").replace("ds_store_", "ds_write_")
    if m in ("ds_bpermute_b32", "ds_permute_b32", "ds_swizzle_b32"):
        return DsInfo("lgkm", 0, None, 0)
    if m == "ds_nop":
        return DsInfo("lgkm", 0, None, None)
    if m == "ds_read_addtid_b32":
        return DsInfo("read", 4, None, 0)
    if m == "ds_write_addtid_b32":
        return DsInfo("write", 4, None, None)
    mm = re.fullmatch(r"ds_read(2st64|2)?_([a-z0-9]+?)(?:_d16(?:_hi)?)?", m)
    if mm and mm.group(2) in DS_SIZE:
        size = DS_SIZE[mm.group(2)]
        stride = {None: 0, "2": size, "2st64": size * 64}[mm.group(1)]
        return DsInfo("read", size, 1, 0, stride)
    mm = re.fullmatch(r"ds_read_(b64|b96)_tr_(b16|b8|b4|b6)", m)
    if mm:
        return DsInfo("read", 8 if mm.group(1) == "b64" else 12, 1, 0)
    mm = re.fullmatch(r"ds_write(2st64|2)?_([a-z0-9]+?)(?:_d16_hi)?", m)
    if mm and mm.group(2) in DS_SIZE:
        size = DS_SIZE[mm.group(2)]
        stride = {None: 0, "2": size, "2st64": size * 64}[mm.group(1)]
        return DsInfo("write", size, 0, None, stride)
    # atomics: ds_add_u32 vaddr, vdata / ds_add_rtn_u32 vdst, vaddr, vdata (+ cmpst, wrxchg, ...)
    mm = re.fullmatch(r"ds_(?:add|sub|rsub|inc|dec|min|max|and|or|xor|mskor|cmpst|cmpswap|wrxchg|"
                      r"wrxchg2|wrxchg2st64|condxchg32|pk_add)(_rtn)?_(?:[a-z0-9]+_)?([a-z0-9]+)", m)
    if mm:
        size = DS_SIZE.get(mm.group(2), 8)
        return DsInfo("write", size, 1 if mm.group(1) else 0, 0 if mm.group(1) else None)
    return None


def h_ds(m, d):
    info: DsInfo = d.info
    ins = d.instr
    try:
        _ds_access(m, d, info, ins)
    finally:  # the data register is written after the address is read
        if info.dst is not None and len(d.ops) > info.dst:
            m.vwrite_unknown(d.ops[info.dst])


def _ds_access(m, d, info, ins):
    if info.kind == "lgkm":
        m.ops.append(WaveOp("read", d.index, ((0, 0),)))
        return
    ex = m.exec
    if ex is None:
        raise m.fail(d, f"{ins.mnemonic}: the exec mask (which lanes access LDS) is unknown")
    memo = m.code.spans
    offs = memo.get(d.index)
    if offs is None:
        if info.stride:
            offs = (modifier_value(ins.modifiers, "offset0", ins.loc) * info.stride,
                    modifier_value(ins.modifiers, "offset1", ins.loc) * info.stride)
        else:
            offs = (modifier_value(ins.modifiers, "offset", ins.loc),)
        memo[d.index] = offs
    if info.addr is None:
        m0 = m.s[M0]
        if m0 is None:
            raise m.fail(d, f"{ins.mnemonic}: M0 (the LDS base) is unknown")
        addrs = m0
    else:
        addrs = m.vread(d.ops[info.addr])
    key = (d.index, ex, addrs)
    spans = memo.get(key)
    if spans is None:
        spans = memo[key] = _ds_spans(m, d, info, ins, ex, offs, addrs)
    m.ops.append(WaveOp(info.kind, d.index, spans))


def _ds_spans(m, d, info, ins, ex, offs, addrs) -> tuple[tuple[int, int], ...]:
    """The merged byte spans the active lanes touch (`addrs`: per-lane addresses, or M0)."""
    if isinstance(addrs, int):
        addrs = tuple(addrs + 4 * lane for lane in range(LANES))
    intervals = []
    for lane in range(LANES):
        if not (ex >> lane) & 1:
            continue
        a = addrs[lane]
        if a is None:
            raise m.fail(d, f"{ins.mnemonic}: the LDS address of lane {lane} is unknown", info.addr)
        for off in offs:
            start = (a + off) & M32
            intervals.append((start, start + info.size))
    return merge(intervals) or ((0, 0),)


def lds_dma_size(mn: str) -> tuple[int, int] | None:
    """(bytes written per lane, lane stride) of an LDS-DMA copy mnemonic."""
    mm = re.search(r"_(ubyte|sbyte|ushort|sshort|dword|dwordx2|dwordx3|dwordx4|b32|b64|b96|b128|"
                   r"u8|i8|u16|i16)$", mn)
    if not mm:
        return None
    t = mm.group(1)
    if t in ("dwordx3", "dwordx4", "b96", "b128"):
        return 16, 16  # dwordx3: the 16-byte lane slot is taken as written (conservative)
    if t in ("dwordx2", "b64"):
        return 8, 8
    return 4, 4  # sub-dword copies: the lane's dword slot (conservative)


def h_lds_dma(m, d):
    ins = d.instr
    ex = m.exec
    if ex is None:
        raise m.fail(d, f"{ins.mnemonic}: the exec mask (which lanes copy) is unknown")
    m0 = m.s[M0]
    if m0 is None:
        raise m.fail(d, f"{ins.mnemonic}: M0 (the LDS destination) is unknown")
    key = (d.index, ex, m0)
    spans = m.code.spans.get(key)
    if spans is None:
        written, stride = d.info
        base = m0 + modifier_value(ins.modifiers, "offset", ins.loc)
        intervals = [(base + lane * stride, base + lane * stride + written)
                     for lane in range(LANES) if (ex >> lane) & 1]
        spans = m.code.spans[key] = merge(intervals) or ((0, 0),)
    m.ops.append(WaveOp("copy", d.index, spans))


def h_vmem_load(m, d):
    if d.ops and isinstance(d.ops[0], Reg):
        m.vwrite_unknown(d.ops[0])
    m.ops.append(WaveOp("vload", d.index))


def h_vmem_store(m, d):
    m.ops.append(WaveOp("vstore", d.index))


def h_vmem_atomic(m, d):
    if "glc" in d.instr.modifiers or "sc0" in d.instr.modifiers:
        m.vwrite_unknown(d.ops[0])
        m.ops.append(WaveOp("vload", d.index))
    else:
        m.ops.append(WaveOp("vstore", d.index))


def h_smem(m, d):
    ins = d.instr
    nbytes = d.info
    dst = d.ops[0]
    if ins.mnemonic.startswith("s_load"):
        base = m.sread(d.ops[1], 2)
        off = m.sread(d.ops[2]) if len(d.ops) > 2 else 0
        off2 = modifier_value(ins.modifiers, "offset", ins.loc)
        addr = None if base is None or off is None else (base + sx(off, 21) + off2) & M64
        values = m.setup.memory.load(addr, nbytes)
    else:
        values = [None] * (nbytes // 4)
    if isinstance(dst, Reg) and dst.file == "s":
        for i, v in enumerate(values[:dst.count]):
            m.s[dst.index + i] = v
    m.ops.append(WaveOp("smem", d.index))


def h_sendmsg(m, d):
    m.ops.append(WaveOp("smem", d.index))


def h_nothing(m, d):
    pass


def h_unmodelled(m: Machine, d: Decoded):
    ins = d.instr
    m.unmodelled.setdefault(ins.mnemonic, ins.loc)
    if not d.ops:
        return
    m.sunknown(d.ops[0])
    base = d.base
    if base.startswith("s_") and not base.startswith(("s_getreg", "s_setreg", "s_set", "s_get")):
        m.scc = None
    if base.startswith(("v_cmp", "v_div_scale")) or "_co_" in base or base.endswith("_co"):
        if len(d.ops) > 1 and isinstance(d.ops[1], Reg) and d.ops[1].file == "s":
            m.sunknown(d.ops[1])
        elif base.startswith("v_cmp") or "_co_" in base:
            m.sunknown(Reg("s", VCC, 2))
    if base.startswith("v_cmpx"):
        m.s[EXEC] = m.s[EXEC + 1] = None


#: mnemonics that move control flow in ways a straight walk cannot follow
UNSUPPORTED_FLOW = ("s_setpc_b64", "s_swappc_b64", "s_call_b64", "s_cbranch_join", "s_cbranch_g_fork",
                    "s_cbranch_i_fork", "s_rfe_b64", "s_cbranch_cdbgsys", "s_cbranch_cdbguser",
                    "s_cbranch_cdbgsys_or_user", "s_cbranch_cdbgsys_and_user", "s_set_gpr_idx_on",
                    "s_movrels_b32", "s_movreld_b32", "s_movrels_b64", "s_movreld_b64", "v_movrels_b32",
                    "v_movreld_b32", "v_movrelsd_b32")
