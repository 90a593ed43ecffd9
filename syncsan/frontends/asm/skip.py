"""Skipping the two sides of an undecided branch whole, loops and all.

A branch that no value decides (lane data, an exec mask of loaded values) is passed without
running its sides when they cannot matter for synchronization. Precisely, between the branch and
the block where its two sides meet again (the branch block's immediate post-dominator, so no side
ends the kernel), no block may hold

- a barrier (the wave's barrier count, which pairs it with the other waves, stays what it was),
- an LDS access or LDS-DMA copy (`ds_*`, `buffer_load_* ... lds`, `global_load_lds_*`: LDS stays
  as it was, and no op a rule pairs is issued or left out),
- an M0 write (M0 places LDS-DMA copies after the join), and
- an `s_waitcnt` on a counter that has an LDS access (lgkmcnt) or LDS-DMA copy (vmcnt) of the
  wave possibly outstanding at the branch (issued after the last wait of 0 on that counter).

Then the wave's state at the join is its state at the branch with every register an
instruction between may write unknown (SGPRs, SCC, VCC and exec per wave, VGPRs per lane, AGPRs
forgotten), its scratch memory forgotten if a side stores to it, and its float mode and VMEM
store count renumbered if a side changes them (`numbering.py`). This is sound for any trip count
of any loop between, including none:

- no LDS byte, barrier count or M0 another wave can observe changes;
- the VMEM and SMEM ops of the sides are not counted (the side with the fewest, none at all). In
  the in-order model `s_waitcnt vmcnt(N)` retires an op once N younger ops were issued after it,
  so an op issued before the branch is retired by a later wait no earlier in the model than on
  the hardware, which has those extra younger ops; ops issued after the join are not affected
  (the sides' ops are older). SMEM ops retire out of order (only a wait of 0 retires them), and
  the sides' own loads, stores and atomics are ops no rule pairs;
- the waits of the sides are not counted either: by the last condition they can retire only the
  sides' own ops and ops that no rule pairs, so leaving them out changes no retirement a rule
  looks at.

When the sides hold no loop the explorer runs both instead (`Explorer.step_over`), which keeps
the registers the two sides agree on; the same conditions let it drop their waits.
"""

from __future__ import annotations

from dataclasses import dataclass

from syncsan.frontends.asm import numbering
from syncsan.frontends.asm.gpridx import DST, NUM_VGPRS, h_indexed, h_set_gpr_idx_on
from syncsan.frontends.asm.memops import (
    h_branch,
    h_nothing,
    h_scratch_store,
    h_sendmsg,
    h_vmem_atomic,
    h_vmem_store,
    h_wait,
)
from syncsan.frontends.asm.operands import EXEC, M0, NUM_SGPR_SLOTS, VCC, Reg
from syncsan.frontends.asm.symbolic import LANE, WAVE, unknown
from syncsan.frontends.asm.values import LoopBlock, WaveOp, unknown_lanes

#: ops that retire on each counter and that a rule pairs
_PAIRED = {"vmcnt": ("copy",), "lgkmcnt": ("read", "write")}
_MODE = ("s_setreg", "s_denorm_mode", "s_round_mode")
#: VOP3b ops whose operand 1 is an SGPR destination (carry-out, division scale flag)
_SDST1 = ("v_div_scale", "v_mad_u64_u32", "v_mad_i64_i32")


@dataclass(frozen=True)
class Effects:
    """What the instructions of a region may change."""

    sgprs: tuple  # (index, level) of each SGPR slot written (exec and VCC halves included)
    vgprs: frozenset
    agprs: frozenset
    stores: bool  # a VMEM store or atomic (the store count that load numbers use)
    scratch: bool  # a store to scratch memory
    mode: bool  # a float-mode change
    ops: int  # VMEM/SMEM ops in the text of the sides (not counted)
    waits: int  # waits in the text of the sides (not counted)


def _regs(op) -> list[tuple[str, int]]:
    if not isinstance(op, Reg):
        return []
    return [(op.file, op.index + k) for k in range(op.count)]


def writes(d) -> tuple[list[tuple[str, int]], bool]:
    """The registers decoded instruction `d` may write (a superset), and whether it writes exec
    without naming it."""
    h, base, ops = d.handler, d.base, d.ops
    if h is h_set_gpr_idx_on:
        return [("s", M0)], False
    if h is h_indexed:  # named registers, and with DST every VGPR from the destination up
        inner, mask = d.info
        regs, implicit_exec = writes(inner)
        if mask & DST and ops and isinstance(ops[0], Reg):
            regs = regs + [("v", i) for i in range(ops[0].index, NUM_VGPRS)]
        return regs, implicit_exec
    mn = d.instr.mnemonic
    if h in (h_branch, h_nothing, h_wait, h_vmem_store, h_scratch_store) or mn.startswith("s_cbranch"):
        return [], False
    if h is h_vmem_atomic and not ("glc" in d.instr.modifiers or "sc0" in d.instr.modifiers):
        return [], False  # no value returned: operand 0 is the address
    if h is h_sendmsg and not mn.startswith(("s_atomic", "s_buffer_atomic")):
        return [], False
    if base.startswith(("s_cmp", "s_bitcmp")):
        return [], False  # SCC only
    out = _regs(ops[0]) if ops else []
    if len(ops) > 1 and isinstance(ops[1], Reg) and (
            ("_co" in base or base.startswith(_SDST1)) and ops[1].file == "s"
            or base.startswith(("v_swap", "v_permlane"))):
        out += _regs(ops[1])
    named = any(f == "s" for f, _ in out)
    if not named and (base.startswith("v_cmp") or "_co" in base or base.startswith(("v_addc", "v_subb"))):
        out += [("s", VCC), ("s", VCC + 1)]  # a compare or carry whose SGPR result is not named: VCC
    implicit_exec = base.startswith("v_cmpx") or "saveexec" in base or "wrexec" in base
    return out, implicit_exec


def effects(code, indices) -> Effects:
    sgprs: dict[int, int] = {}
    vgprs, agprs = set(), set()
    stores = scratch = mode = False
    n_ops = n_waits = 0
    for i in indices:
        d = code.decoded[i]
        h = d.handler
        if h is h_wait:
            n_waits += 1
            continue
        if h in (h_vmem_store, h_vmem_atomic, h_scratch_store) or h is h_sendmsg:
            stores = stores or h is not h_sendmsg or d.instr.mnemonic.startswith(("s_store", "s_atomic"))
            scratch = scratch or h is h_scratch_store
        mode = mode or d.instr.mnemonic.startswith(_MODE)
        regs, implicit_exec = writes(d)
        level = WAVE if d.base.startswith(("s_", "v_readlane", "v_readfirstlane")) else LANE
        if implicit_exec:
            regs = regs + [("s", EXEC), ("s", EXEC + 1)]
        for f, idx in regs:
            if f == "s" and idx < NUM_SGPR_SLOTS:
                sgprs[idx] = max(level, sgprs.get(idx, WAVE))
            elif f == "v":
                vgprs.add(idx)
            elif f == "a":
                agprs.add(idx)
        if d.instr.mnemonic.startswith(("buffer_", "global_", "scratch_", "s_load", "s_buffer", "s_store",
                                        "s_atomic", "s_memtime", "s_memrealtime", "s_sendmsg")):
            n_ops += 1
    return Effects(tuple(sorted(sgprs.items())), frozenset(vgprs), frozenset(agprs), stores, scratch, mode,
                   n_ops, n_waits)


def outstanding(ops) -> dict[str, int]:
    """Counter -> instruction index of an op a rule pairs (an LDS access on lgkmcnt, an LDS-DMA
    copy on vmcnt) that may be outstanding after `ops`: issued after the last wait of 0 on that
    counter (a summarised loop's body counts as issued, its waits as not run)."""
    out: dict[str, int] = {}
    for counter, kinds in _PAIRED.items():
        hit = _last_unretired(ops, counter, kinds)
        if hit is not None:
            out[counter] = hit
    return out


def _last_unretired(ops, counter: str, kinds) -> int | None:
    for op in reversed(ops):
        if type(op) is LoopBlock:
            hit = _any(op.body, kinds)
            if hit is not None:
                return hit
            continue
        if type(op) is WaveOp:
            if op.kind == "wait" and getattr(op, counter) == 0:
                return None
            if op.kind in kinds:
                return op.index
    return None


def _any(ops, kinds) -> int | None:
    for op in ops:
        if type(op) is LoopBlock:
            hit = _any(op.body, kinds)
            if hit is not None:
                return hit
        elif type(op) is WaveOp and op.kind in kinds:
            return op.index
    return None


def havoc(m, eff: Effects, origin: str) -> None:
    """Make what the skipped instructions may have changed unknown in machine `m`."""
    for idx, level in eff.sgprs:
        m.s[idx] = unknown(level, origin)
        m.sn.pop(idx, None)
    m.scc = unknown(WAVE, origin, boolean=True)
    for idx in eff.vgprs:
        m.v[idx] = unknown_lanes()
        m.vorigin[idx] = origin
        m.vsym.discard(idx)
        m.vn.pop(idx, None)
        if m.vshadow:
            m.vshadow.pop(idx, None)
    for idx in eff.agprs:
        m.acc.pop(idx, None)
    if eff.scratch:
        m.scratch.clear()
    if eff.stores:
        m.vstores = numbering.number(("skipped", object()))
    if eff.mode:
        m.mode = numbering.number(("skipped", object()))
