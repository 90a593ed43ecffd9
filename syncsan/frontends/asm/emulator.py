"""Runs one wave of a kernel concretely: the scalar and 64-lane vector integer state that decides
branches, M0 and LDS addresses, and the memory / counter / barrier ops the wave issues in order.

Values are Python ints (32-bit registers) or None (unknown: a float or MFMA result, memory
data, a kernel argument nobody gave). An unknown value is harmless until it decides a branch,
an LDS address, M0 of an LDS-DMA copy or the exec mask of an LDS op: then the run stops with an
InputError at that line. Instructions without a model make their destinations unknown and are
listed once (see `Machine.unmodelled`).

This module owns the wave state, the walk and the decoding of each instruction into its
handler; `alu.py` holds the integer instruction semantics and `memops.py` the branch, sync and
memory ones.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable

from syncsan.errors import InputError, Loc
from syncsan.frontends.asm.alu import NO_EFFECT, SCALAR, VECTOR
from syncsan.frontends.asm.memops import (
    BRANCHES,
    UNSUPPORTED_FLOW,
    ds_info,
    h_barrier,
    h_branch,
    h_ds,
    h_endpgm,
    h_lds_dma,
    h_nothing,
    h_sendmsg,
    h_smem,
    h_unmodelled,
    h_vmem_atomic,
    h_vmem_load,
    h_vmem_store,
    h_wait,
    lds_dma_size,
)
from syncsan.frontends.asm.cfg import KernelCode
from syncsan.frontends.asm.operands import EXEC, NUM_SGPR_SLOTS, Imm, Other, Reg, decode
from syncsan.frontends.asm.parser import Instr
from syncsan.frontends.asm.values import LANES, M32, M64, NONE64, WaveOp  # noqa: F401  (lower.py uses them)
from syncsan.frontends.asm.waitcnt import parse_waitcnt

#: instructions one wave may execute before the run is declared runaway
MAX_STEPS = 4_000_000

#: base addresses the emulator gives the kernarg segment and the dispatch packet
KERNARG_BASE = 0x7F00_0000_0000
DISPATCH_BASE = 0x7E00_0000_0000


@dataclass
class Memory:
    """Byte-addressed constant memory the wave can s_load: the kernarg segment and the dispatch
    packet (None: unknown byte)."""

    ranges: list[tuple[int, list]] = field(default_factory=list)

    def add(self, base: int, data: list) -> None:
        self.ranges.append((base, data))

    def load(self, addr: int | None, nbytes: int) -> list[int | None]:
        """dwords at addr (little endian)."""
        out = []
        for d in range(nbytes // 4):
            a = None if addr is None else addr + 4 * d
            value: int | None = None
            if a is not None:
                for base, data in self.ranges:
                    if base <= a and a + 4 <= base + len(data):
                        bs = data[a - base:a - base + 4]
                        if all(b is not None for b in bs):
                            value = bs[0] | bs[1] << 8 | bs[2] << 16 | bs[3] << 24
                        break
            out.append(value)
        return out


@dataclass
class WaveSetup:
    """What one wave starts with."""

    wave: int
    sgprs: dict[int, int]  # initial known SGPRs (index -> value)
    v0: tuple[int, ...]  # packed work-item ids per lane
    exec_mask: int
    memory: Memory


class Machine:
    """The state of one wave and the walk over the kernel's instructions."""

    def __init__(self, code: KernelCode, setup: WaveSetup, lds_size: int):
        self.code = code
        self.setup = setup
        self.lds_size = lds_size
        self.s: list[int | None] = [None] * NUM_SGPR_SLOTS
        for i, v in setup.sgprs.items():
            self.s[i] = v & M32
        self.s[EXEC] = setup.exec_mask & M32
        self.s[EXEC + 1] = (setup.exec_mask >> 32) & M32
        self.scc: bool | None = False
        self.v: dict[int, tuple] = {0: setup.v0}
        self.ops: list[WaveOp] = []
        self.pc = 0
        self.done = False
        self.unmodelled: dict[str, Loc] = {}
        #: loop header index -> times this wave entered it (for the trip-count note)
        self.header_counts: dict[int, int] = {h: 0 for h, _ in code.loops}

    # ------------------------------------------------------------ reads and writes
    def sread(self, op, width: int = 1):
        if isinstance(op, Reg):
            if op.file != "s":
                return None
            lo = self.s[op.index]
            if width == 1:
                return lo
            hi = self.s[op.index + 1] if op.index + 1 < NUM_SGPR_SLOTS else None
            if lo is None or hi is None:
                return None
            return lo | hi << 32
        if isinstance(op, Imm):
            return op.value & (M32 if width == 1 else M64)
        return None

    def swrite(self, op, value, width: int = 1) -> None:
        if not isinstance(op, Reg) or op.file != "s":
            return
        if value is None:
            for i in range(max(width, op.count)):
                if op.index + i < NUM_SGPR_SLOTS:
                    self.s[op.index + i] = None
            return
        self.s[op.index] = value & M32
        if width == 2:
            self.s[op.index + 1] = (value >> 32) & M32

    def sunknown(self, op) -> None:
        if isinstance(op, Reg) and op.file == "s":
            for i in range(op.count):
                if op.index + i < NUM_SGPR_SLOTS:
                    self.s[op.index + i] = None
        elif isinstance(op, Reg) and op.file == "v":
            self.vwrite_unknown(op)

    @property
    def exec(self) -> int | None:
        lo, hi = self.s[EXEC], self.s[EXEC + 1]
        return None if lo is None or hi is None else lo | hi << 32

    def vread(self, op, width: int = 1) -> tuple:
        if isinstance(op, Reg) and op.file == "v":
            lo = self.v.get(op.index, NONE64)
            if width == 1:
                return lo
            hi = self.v.get(op.index + 1, NONE64)
            return tuple(None if a is None or b is None else a | b << 32 for a, b in zip(lo, hi))
        if isinstance(op, Reg) and op.file == "a":
            return NONE64
        return (self.sread(op, width),) * LANES

    def vwrite(self, op, lanes, width: int = 1, masked: bool = False) -> None:
        """Write lanes (masked by exec); `masked`: a 1-wide `lanes` tuple already holds 32-bit
        values or None."""
        if not isinstance(op, Reg):
            return
        if op.file == "s":  # VOP3 writing an SGPR is not a lane write
            return
        if op.file == "a":
            return
        ex = self.exec
        for k in range(width):
            idx = op.index + k
            if width == 1:
                new = lanes if masked else tuple([None if x is None else x & M32 for x in lanes])
            else:
                sh = 32 * k
                new = tuple([None if x is None else (x >> sh) & M32 for x in lanes])
            if ex == M64:
                self.v[idx] = new
                continue
            old = self.v.get(idx, NONE64)
            if ex is None:
                self.v[idx] = tuple(a if a == b else None for a, b in zip(new, old))
            else:
                self.v[idx] = tuple(n if (ex >> i) & 1 else o for i, (n, o) in enumerate(zip(new, old)))

    def vwrite_unknown(self, op) -> None:
        if isinstance(op, Reg) and op.file == "v":
            full = self.exec == M64  # writing VGPRs leaves exec as it is
            for k in range(op.count):
                if full:
                    self.v[op.index + k] = NONE64
                else:
                    self.vwrite(Reg("v", op.index + k, 1), NONE64)

    def lane_mask(self, bits) -> int | None:
        """A per-lane condition -> 64-bit mask over active lanes (None if an active lane is unknown)."""
        ex = self.exec
        if ex is None:
            return None
        mask = 0
        for i, b in enumerate(bits):
            if (ex >> i) & 1:
                if b is None:
                    return None
                if b:
                    mask |= 1 << i
        return mask

    # ------------------------------------------------------------ the walk
    def run(self) -> list[WaveOp]:
        prog = self.code.decoded
        n = len(prog)
        steps = 0
        headers = self.header_counts
        while not self.done:
            if self.pc >= n:
                last = self.code.instrs[-1].loc if self.code.instrs else self.code.loc
                raise InputError(f"wave {self.setup.wave} runs past the last instruction of "
                                 f"{self.code.name} without s_endpgm", last)
            d = prog[self.pc]
            if headers and self.pc in headers:
                headers[self.pc] += 1
            self.pc += 1
            steps += 1
            if steps > MAX_STEPS:
                raise InputError(f"wave {self.setup.wave} executes more than {MAX_STEPS} instructions "
                                 "(a loop that never ends for these kernel arguments?)", d.instr.loc)
            d.handler(self, d)
        return self.ops

    def fail(self, d, what: str, operand: int | None = None) -> InputError:
        loc = d.instr.loc
        if operand is not None and operand < len(d.instr.operands):
            loc = Loc(loc.file, loc.line, d.instr.operands[operand].column)
        return InputError(f"{what} (wave {self.setup.wave}){self.code.hint}", loc)


# ======================================================================== decoded instructions


@dataclass(frozen=True)
class Decoded:
    index: int
    instr: Instr
    base: str  # mnemonic without encoding suffix
    ops: tuple
    handler: Callable
    info: object = None


ENC_SUFFIX = re.compile(r"_(e32|e64|vop3|e64_dpp|sdwa|dpp)$")


def base_mnemonic(m: str) -> tuple[str, str]:
    mm = ENC_SUFFIX.search(m)
    if mm:
        return m[:mm.start()], mm.group(1)
    return m, ""


# ------------------------------------------------------------------ decoding


def decode_instr(index: int, ins: Instr, labels: dict[str, int], vm_max: int, lgkm_max: int) -> Decoded:
    mn = ins.mnemonic
    base, enc = base_mnemonic(mn)
    ops = tuple(decode(o.text, Loc(ins.loc.file, ins.loc.line, o.column)) for o in ins.operands)
    info = None
    if mn in ("s_branch",) or mn in BRANCHES:
        label = ins.target_label
        if label is None:
            if not ins.operands:
                raise InputError(f"{mn} needs a target label", ins.loc)
            label = ins.operands[0].text
        if label not in labels:
            col = ins.operands[0].column if ins.operands else ins.loc.column
            raise InputError(f"branch to undefined label {label}", Loc(ins.loc.file, ins.loc.line, col))
        return Decoded(index, ins, base, ops, h_branch if mn == "s_branch" else BRANCHES[mn], labels[label])
    if mn in UNSUPPORTED_FLOW or mn.startswith("s_cbranch"):
        raise InputError(f"{mn} is not supported (indirect or unknown control flow)", ins.loc)
    if mn == "s_endpgm":
        return Decoded(index, ins, base, ops, h_endpgm)
    if mn == "s_barrier":
        return Decoded(index, ins, base, ops, h_barrier)
    if mn == "s_waitcnt":
        text = ins.operands[0].text if ins.operands else ""
        col = ins.operands[0].column if ins.operands else ins.loc.column
        info = parse_waitcnt(text, Loc(ins.loc.file, ins.loc.line, col), vm_max, lgkm_max)
        return Decoded(index, ins, base, ops, h_wait, info)
    if mn.startswith("s_waitcnt_") or mn.startswith("s_wait_"):
        raise InputError(f"{mn} is not a gfx9 counter wait; only s_waitcnt is modelled", ins.loc)
    if mn.startswith("ds_"):
        info = ds_info(mn)
        if info is None:
            raise InputError(f"LDS instruction {mn} is not modelled (it may touch LDS)", ins.loc)
        need = max(x for x in (info.addr, info.dst, -1) if x is not None) + 1
        if len(ops) < need:
            raise InputError(f"{mn} needs {need} operands", ins.loc)
        return Decoded(index, ins, base, ops, h_ds, info)
    if mn.startswith(("buffer_", "global_", "tbuffer_", "scratch_")):
        if "lds" in ins.modifiers or mn.startswith("global_load_lds_") or mn.endswith("_lds"):
            size = lds_dma_size(mn.removesuffix("_lds").replace("global_load_lds_", "global_load_"))
            if size is None or "store" in mn:
                raise InputError(f"LDS-DMA form {mn} is not modelled", ins.loc)
            return Decoded(index, ins, base, ops, h_lds_dma, size)
        if "atomic" in mn:
            return Decoded(index, ins, base, ops, h_vmem_atomic)
        if "store" in mn:
            return Decoded(index, ins, base, ops, h_vmem_store)
        if "load" in mn:
            return Decoded(index, ins, base, ops, h_vmem_load)
        raise InputError(f"memory instruction {mn} is not modelled", ins.loc)
    if mn.startswith("flat_"):
        raise InputError(f"{mn}: flat accesses may reach LDS and count on both vmcnt and lgkmcnt; "
                         "not modelled", ins.loc)
    if mn.startswith(("s_load_", "s_buffer_load_", "s_scratch_load_")):
        mm = re.search(r"dword(?:x(\d+))?$", mn)
        n = int(mm.group(1) or 1) if mm else 1
        return Decoded(index, ins, base, ops, h_smem, 4 * n)
    if mn.startswith(("s_store_", "s_buffer_store_", "s_atomic", "s_buffer_atomic", "s_dcache")):
        if mn.startswith("s_dcache"):
            return Decoded(index, ins, base, ops, h_nothing)
        return Decoded(index, ins, base, ops, h_sendmsg)
    if mn in ("s_memtime", "s_memrealtime"):  # SMEM: an unknown time, lgkmcnt
        return Decoded(index, ins, base, ops, h_smem, 8)
    if mn in ("s_sendmsg", "s_sendmsghalt"):
        return Decoded(index, ins, base, ops, h_sendmsg)
    if mn in NO_EFFECT:
        return Decoded(index, ins, base, ops, h_nothing)
    if enc in ("sdwa", "dpp", "e64_dpp") or any(":" in x and x.split(":")[0] in ("quad_perm", "row_shl", "row_shr",
                                                                            "row_ror", "row_mirror", "dst_sel",
                                                                            "src0_sel", "row_bcast")
                                               for x in ins.modifiers):
        return Decoded(index, ins, base, ops, h_unmodelled)
    if any(isinstance(o, Other) for o in ops[1:]):
        # operand modifiers (neg, abs, sext) on an integer op: not modelled
        return Decoded(index, ins, base, ops, h_unmodelled)
    handler = SCALAR.get(base) or VECTOR.get(base)
    if handler is not None:
        return Decoded(index, ins, base, ops, handler)
    return Decoded(index, ins, base, ops, h_unmodelled)
