"""Semantics of the instructions that matter for synchronization: branches, s_endpgm,
s_barrier, s_waitcnt, LDS (ds_*) accesses with their per-lane byte ranges, LDS-DMA copies, other
VMEM and SMEM ops; and the fallback for instructions without a model."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from syncsan.errors import InputError
from syncsan.frontends.asm.operands import EXEC, M0, VCC, Reg, modifier_value
from syncsan.frontends.asm.symbolic import LANE, WAVE, Sym, band, binop, bnot, inp, known, uf, unknown
from syncsan.frontends.asm.values import LANES, M32, M64, NONE64, Undecided, WaveOp, merge, sx

if TYPE_CHECKING:  # handlers take the emulator's state; no import cycle at run time
    from syncsan.frontends.asm.emulator import Decoded, Machine

# ------------------------------------------------------------------ control flow and sync


def h_branch(m, d):
    m.pc = d.info


def h_cbranch(cond):
    def h(m, d):
        c = cond(m)
        ex = m.code.exits.get(d.index)
        if ex is not None and m.case.loops:
            # a loop this case summarised: every wave stops where the summary starts (even when
            # the case decides the branch there), to run the same summary
            choice = m.case.loops.get((ex.header, m.entries.get(ex.header, 0)))
            if choice is not None and choice.period and m.visits.get(d.index, 0) == choice.start:
                raise Undecided("branch", d.index, m.case.resolve(c))
        if type(c) is not bool:
            c = m.decide(c, d)
        if ex is not None:
            if c == ex.stay_is_taken:
                m.visits[d.index] = m.visits.get(d.index, 0) + 1
        if c:
            m.pc = d.info
    h.condition = cond
    return h


def _cond_reg(mn):
    return {"scc0": "SCC", "scc1": "SCC", "vccz": "VCC", "vccnz": "VCC", "execz": "EXEC",
            "execnz": "EXEC"}[mn.rsplit("_", 1)[1]]


def _zero(lo, hi):
    """`lo | hi == 0` as a Bool (known bits decide it when a set bit is known)."""
    if type(lo) is int and type(hi) is int:
        return lo == 0 and hi == 0
    for half in (lo, hi):
        km, kv = known(half)
        if kv & km:
            return False
    return band(binop("eq", lo, 0), binop("eq", hi, 0))


def _scc(m):
    return m.scc


BRANCHES = {
    "s_cbranch_scc0": h_cbranch(lambda m: bnot(m.scc)),
    "s_cbranch_scc1": h_cbranch(_scc),
    "s_cbranch_vccz": h_cbranch(lambda m: _zero(m.s[VCC], m.s[VCC + 1])),
    "s_cbranch_vccnz": h_cbranch(lambda m: bnot(_zero(m.s[VCC], m.s[VCC + 1]))),
    "s_cbranch_execz": h_cbranch(lambda m: _zero(m.s[EXEC], m.s[EXEC + 1])),
    "s_cbranch_execnz": h_cbranch(lambda m: bnot(_zero(m.s[EXEC], m.s[EXEC + 1]))),
}


def h_endpgm(m, d):
    m.done = True


def h_barrier(m, d):
    m.gen += 1
    m.ops.append(WaveOp("barrier", d.index))
    if m.gen_reads:
        m.gen_reads = {}


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
    at = _ds_access(m, d, info, d.instr)
    if info.kind == "write":
        m.lds_writes += 1
    # the data register is written after the address is read (and only once the access is
    # decided: an Undecided raised above re-runs the instruction)
    if info.dst is not None and len(d.ops) > info.dst:
        if at is None or info.kind != "read" or not _broadcast(m, d, info, *at):
            m.vwrite_unknown(d.ops[info.dst], f"data read from LDS by {d.instr.mnemonic} at line {d.instr.loc.line}")


def _broadcast(m, d, info, ex, addrs, offs) -> bool:
    """A read whose active lanes all read the same LDS bytes (a value thread 0 wrote, handed to
    the workgroup through one LDS word) gives every lane one workgroup-uniform term, named by the
    instruction, the address and the barrier generation of the read (with the count of earlier
    reads by the same instruction in that generation). Every wave that reads those bytes in that
    generation reads the same value unless a write to them is unordered with one of the reads,
    which is itself a race the checks report (README, "Values read from LDS"). False (the lanes
    stay unknown) when the addresses differ, move per loop period, or the read is a transposing
    or half-register form."""
    dst = d.ops[info.dst]
    mn = d.instr.mnemonic
    if not ex or not isinstance(dst, Reg) or dst.file != "v" or "_tr_" in mn or "_d16" in mn:
        return False
    if type(addrs) is int:  # M0-based (addtid): a different dword per lane
        return False
    first = None
    for i in range(LANES):
        if (ex >> i) & 1:
            a = addrs[i]
            if type(a) is not int or (first is not None and a != first):
                return False
            first = a
    n = m.gen_reads.get(d.index, 0)
    m.gen_reads[d.index] = n + 1
    size = info.size
    per = max(size, 4) // 4  # registers per access
    tag = f"@{d.instr.loc.line}.g{m.gen}{m.gen_tag}" + (f".{n}" if n else "")
    for j in range(dst.count):
        k, w = divmod(j, per)
        off = offs[k] if k < len(offs) else offs[-1] + size * (k - len(offs) + 1)
        addr = (first + off + 4 * w) & M32
        v = inp(f"lds[{addr:#x}]{tag}")
        if size == 1 or size == 2:
            bits = 8 * size
            signed = re.search(r"_i(8|16)$", mn) is not None
            v = binop("ashr", binop("shl", v, 32 - bits), 32 - bits) if signed else binop("and", v, (1 << bits) - 1)
        m.vwrite(Reg("v", dst.index + j, 1), (v,) * LANES, masked=True, sym=True)
    return True


def _ds_access(m, d, info, ins):
    """Issue the access; (lanes, per-lane addresses or M0, offsets) for a read at fixed addresses."""
    if info.kind == "lgkm":
        m.ops.append(WaveOp("read", d.index, ((0, 0),)))
        return None
    ex = m.lds_exec(d)
    memo = m.code.spans
    offs = memo.get(d.index)
    if offs is None:
        if info.stride:
            offs = (modifier_value(ins.modifiers, "offset0", ins.loc) * info.stride,
                    modifier_value(ins.modifiers, "offset1", ins.loc) * info.stride)
        else:
            offs = (modifier_value(ins.modifiers, "offset", ins.loc),)
        memo[d.index] = offs
    shift = None
    if info.addr is None:
        addrs = m.concrete(m.s[M0], d, f"{ins.mnemonic}: M0 (the LDS base)", shifts=True)
        if type(addrs) is tuple:
            addrs, shift = _shifted((addrs,), m, d, ins)
            addrs = addrs[0]
    else:
        m.sym_seen = False
        addrs = m.lds_address(d.ops[info.addr])
        if m.sym_seen:
            addrs = tuple(m.concrete(a, d, f"{ins.mnemonic}: the LDS address of lane {i} "
                                     f"(v{d.ops[info.addr].index})", info.addr, shifts=True)
                          if (ex >> i) & 1 and type(a) is Sym else a for i, a in enumerate(addrs))
            if any(type(a) is tuple for a in addrs):
                addrs, shift = _shifted(addrs, m, d, ins)
    key = (d.index, ex, addrs)
    spans = memo.get(key)
    if spans is None:
        spans = memo[key] = _ds_spans(m, d, info, ins, ex, offs, addrs)
    m.ops.append(WaveOp(info.kind, d.index, spans, shift=shift))
    return None if shift is not None else (ex, addrs, offs)


def _shifted(addrs, m, d, ins):
    """Addresses `constant + step * count` with one count and step for all lanes: the constants,
    and the shift (count, step) the op's bytes move by per period."""
    out, shift = [], None
    for a in addrs:
        if type(a) is tuple:
            c, cnt, step = a
            if cnt is not None:
                if shift is not None and shift != (cnt.args[0], step):
                    raise m.fail(d, f"{ins.mnemonic}: lanes' LDS addresses move by different steps per "
                                    "iteration of the loop")
                shift = (cnt.args[0], step & M32)
            a = c
        out.append(a)
    return tuple(out), shift


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
            op = d.ops[info.addr]
            raise m.fail(d, f"{ins.mnemonic}: the LDS address of lane {lane} (v{op.index}) is not known: "
                            f"it comes from {m.lane_origin(op)}", info.addr)
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
    m.lds_writes += 1
    ex = m.lds_exec(d)
    m0 = m.concrete(m.s[M0], d, f"{ins.mnemonic}: M0 (the LDS destination)", shifts=True)
    shift = None
    if type(m0) is tuple:
        (m0,), shift = _shifted((m0,), m, d, ins)
    key = (d.index, ex, m0)
    spans = m.code.spans.get(key)
    if spans is None:
        written, stride = d.info
        base = m0 + modifier_value(ins.modifiers, "offset", ins.loc)
        intervals = [(base + lane * stride, base + lane * stride + written)
                     for lane in range(LANES) if (ex >> lane) & 1]
        spans = m.code.spans[key] = merge(intervals) or ((0, 0),)
    m.ops.append(WaveOp("copy", d.index, spans, shift=shift))


def h_vmem_load(m, d):
    if d.ops and isinstance(d.ops[0], Reg):
        m.vwrite_unknown(d.ops[0], f"data loaded by {d.instr.mnemonic} at line {d.instr.loc.line}")
    m.ops.append(WaveOp("vload", d.index))


def h_vmem_store(m, d):
    m.vstores += 1
    m.ops.append(WaveOp("vstore", d.index))


def _scratch_addresses(m, d, vaddr, saddr, count: int):
    """Keys of the private (per-lane) dwords a scratch access touches: register spills use
    constant offsets, so an address built from known values names the same dword each time."""
    from syncsan.frontends.asm.operands import Other

    off = modifier_value(d.instr.modifiers, "offset", d.instr.loc)
    if isinstance(vaddr, Other):
        va = None
    else:
        va = m.vread(vaddr)
        if not all(type(x) is int for x in va):
            return None
    if isinstance(saddr, Other):
        sa = 0
    else:
        sa = m.sread(saddr)
        if type(sa) is not int:
            return None
    return [(va, sa, off + 4 * i) for i in range(count)]


def _dwords(mn: str) -> int:
    mm = re.search(r"(?:dword|b32)(?:x(\d+))?$", mn) or re.search(r"b(64|96|128)$", mn)
    if mm is None:
        return 1
    if mm.re.pattern.startswith("b("):
        return int(mm.group(1)) // 32
    return int(mm.group(1) or 1)


def h_scratch_store(m, d):
    """scratch_store_dword vaddr|off, vdata, saddr|off offset:N: the wave's private memory keeps the
    lanes (a spilled LDS address comes back when reloaded)."""
    if len(d.ops) >= 3:
        n = _dwords(d.instr.mnemonic)
        keys = _scratch_addresses(m, d, d.ops[0], d.ops[2], n)
        data = d.ops[1]
        if keys is None:
            m.scratch.clear()  # a store to an unknown private address: nothing stored is known
        elif isinstance(data, Reg) and data.file == "v":
            act, maybe = m.exec_lanes()
            for i, key in enumerate(keys):
                new = m.v.get(data.index + i, NONE64)
                old = m.scratch.get(key, (NONE64, None))[0]
                if act != M64 or maybe:
                    new = tuple(x if (act >> j) & 1 else (o if not (maybe >> j) & 1 or x == o else None)
                                for j, (x, o) in enumerate(zip(new, old)))
                m.scratch[key] = (new, m.vorigin.get(data.index + i))
    m.ops.append(WaveOp("vstore", d.index))


def h_scratch_load(m, d):
    if len(d.ops) >= 3 and isinstance(d.ops[0], Reg) and d.ops[0].file == "v":
        dst = d.ops[0]
        keys = _scratch_addresses(m, d, d.ops[1], d.ops[2], dst.count)
        where = f"scratch memory read by {d.instr.mnemonic} at line {d.instr.loc.line} that no known store wrote"
        for i in range(dst.count):
            lanes, origin = m.scratch.get(keys[i], (NONE64, where)) if keys is not None else (NONE64, where)
            m.vwrite(Reg("v", dst.index + i, 1), lanes, masked=True, origin=origin or where)
    elif d.ops:
        m.vwrite_unknown(d.ops[0], f"data loaded by {d.instr.mnemonic} at line {d.instr.loc.line}")
    m.ops.append(WaveOp("vload", d.index))


def h_vmem_atomic(m, d):
    m.vstores += 1
    if "glc" in d.instr.modifiers or "sc0" in d.instr.modifiers:
        m.vwrite_unknown(d.ops[0], f"the value returned by {d.instr.mnemonic} at line {d.instr.loc.line}")
        m.ops.append(WaveOp("vload", d.index))
    else:
        m.ops.append(WaveOp("vstore", d.index))


def h_smem(m, d):
    ins = d.instr
    nbytes = d.info
    dst = d.ops[0]
    where = f"{ins.mnemonic} at line {ins.loc.line}"
    if ins.mnemonic.startswith("s_load"):
        base = m.sread(d.ops[1], 2)
        off = m.sread(d.ops[2]) if len(d.ops) > 2 else 0
        off2 = modifier_value(ins.modifiers, "offset", ins.loc)
        if type(base) is int and type(off) is int:
            addr = (base + sx(off, 21) + off2) & M64
            values = m.setup.memory.load(addr, nbytes)
            values = [v if v is not None else inp(f"mem@0x{addr + 4 * i:x}") for i, v in enumerate(values)]
        else:
            # an int, a (lo, hi) pair, or one symbolic value for both halves (a base that is no
            # SGPR pair, such as a symbol: both halves depend on it)
            lo, hi = base if type(base) is tuple else (base & M32, base >> 32) if type(base) is int else (base, base)
            values = [uf("load", lo, hi, off if type(off) is not int else sx(off, 21) & M32, off2 + 4 * i)
                      for i in range(nbytes // 4)]
            # data s_loaded from a workgroup-uniform address is the same in every wave (the
            # kernel does not write it first): a function of the address
            values = [v if type(v) is not Sym or not v.level else
                      unknown(WAVE, f"data loaded by {where} from an address that is not workgroup-uniform")
                      for v in values]
    else:
        values = [unknown(WAVE, f"data loaded by {where}")] * (nbytes // 4)
    if isinstance(dst, Reg) and dst.file == "s":
        for i, v in enumerate(values[:dst.count]):
            if dst.index + i < len(m.s):
                m.s[dst.index + i] = v
    m.ops.append(WaveOp("smem", d.index))


def h_sendmsg(m, d):
    m.ops.append(WaveOp("smem", d.index))


def h_refused(m, d):
    """A memory op that may touch LDS in a way the model does not follow, reached by a wave."""
    raise InputError(d.info, d.instr.loc)


def h_nothing(m, d):
    pass


def h_unmodelled(m: Machine, d: Decoded):
    ins = d.instr
    m.unmodelled.setdefault(ins.mnemonic, ins.loc)
    if not d.ops:
        return
    origin = f"the result of {ins.mnemonic} at line {ins.loc.line} (not modelled)"
    base = d.base
    m.sunknown(d.ops[0], origin, WAVE if base.startswith("s_") else LANE)
    if isinstance(d.ops[0], Reg) and d.ops[0].file == "a" and m.acc:
        for i in range(d.ops[0].index, d.ops[0].index + d.ops[0].count):
            m.acc.pop(i, None)
    if base.startswith("s_") and not base.startswith(("s_getreg", "s_setreg", "s_set", "s_get")):
        m.scc = unknown(WAVE, origin, boolean=True)
    if base.startswith(("v_cmp", "v_div_scale")) or "_co_" in base or base.endswith("_co"):
        if len(d.ops) > 1 and isinstance(d.ops[1], Reg) and d.ops[1].file == "s":
            m.sunknown(d.ops[1], origin, LANE)
        elif base.startswith("v_cmp") or "_co_" in base:
            m.sunknown(Reg("s", VCC, 2), origin, LANE)
    if base.startswith("v_cmpx"):
        u = unknown(LANE, origin)
        m.s[EXEC] = m.s[EXEC + 1] = u
    if base.startswith(SWAPS) and len(d.ops) > 1:  # operand 1 is written too (exchanged lanes)
        m.sunknown(d.ops[1], origin, LANE)


#: VALU ops that write their operand 1 as well as operand 0: `v_swap_b32`, and the gfx950 lane
#: swaps, which exchange lanes between the two VGPRs (LLVM's `llvm.amdgcn.permlane16.swap` and
#: `.permlane32.swap` return the new value of both, IntrinsicsAMDGPU.td)
SWAPS = ("v_swap_b32", "v_swaprel_b32", "v_permlane16_swap_b32", "v_permlane32_swap_b32")


#: mnemonics that move control flow in ways a straight walk cannot follow
UNSUPPORTED_FLOW = ("s_setpc_b64", "s_swappc_b64", "s_call_b64", "s_cbranch_join", "s_cbranch_g_fork",
                    "s_cbranch_i_fork", "s_rfe_b64", "s_cbranch_cdbgsys", "s_cbranch_cdbguser",
                    "s_cbranch_cdbgsys_or_user", "s_cbranch_cdbgsys_and_user",
                    "s_movrels_b32", "s_movreld_b32", "s_movrels_b64", "s_movreld_b64", "v_movrels_b32",
                    "v_movreld_b32", "v_movrelsd_b32")
