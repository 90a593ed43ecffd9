"""Runs one wave of a kernel: the scalar and 64-lane vector state that decides branches, M0 and
LDS addresses, and the memory / counter / barrier ops the wave issues in order.

A register or lane holds an int, or a `Sym` (`symbolic.py`) when nobody gave its value: a
workgroup-level term over the kernel arguments and workgroup ids, or an opaque wave- or
lane-level unknown that remembers what it came from. A VGPR lane may also be None: an opaque
per-lane unknown whose origin is kept per register (`Machine.vorigin`).

Unknown values are harmless until they decide something. Where a branch, an LDS address, M0 or
the exec mask of an LDS op depends on a workgroup-level term that the current case (`cases.py`)
does not decide, the wave raises `Undecided` and the explorer (`explore.py`) decides it: it
splits the case, skips a region that cannot matter, or summarises a loop. Where it depends on a
wave- or lane-level unknown, that is an InputError naming the line, the value and its origin.

This module owns the wave state, the walk and the decoding of each instruction into its
handler; `alu.py` and `fpu.py` hold the integer and float semantics, `memops.py` the branch,
sync and memory ones.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Callable

from syncsan.errors import InputError, Loc
from syncsan.frontends.asm.alu import NO_EFFECT, SCALAR, VECTOR, h_sdwa, sdwa
from syncsan.frontends.asm.cases import Case
from syncsan.frontends.asm.cfg import KernelCode
from syncsan.frontends.asm.fpu import FLOAT, float_info
from syncsan.frontends.asm.gpridx import h_set_gpr_idx_on, parse_mask
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
    h_refused,
    h_scratch_load,
    h_scratch_store,
    h_sendmsg,
    h_smem,
    h_unmodelled,
    h_vmem_atomic,
    h_vmem_load,
    h_vmem_store,
    h_wait,
    lds_dma_size,
)
from syncsan.frontends.asm.numbering import plan_for
from syncsan.frontends.asm.numbering import run as number_run
from syncsan.frontends.asm.operands import EXEC, M0, NUM_SGPR_SLOTS, Imm, Other, Reg, decode
from syncsan.frontends.asm.parser import Instr
from syncsan.frontends.asm.symbolic import (
    LANE,
    WAVE,
    Sym,
    affine,
    binop,
    band,
    conditions,
    describe_unknown,
    from_inputs,
    input_names,
    input_origin,
    known,
    origin_inputs,
    unknown,
)
from syncsan.frontends.asm.values import LANES, M32, M64, NONE64, Undecided, WaveOp, unknown_lanes  # noqa: F401
from syncsan.frontends.asm.waitcnt import parse_waitcnt

#: instructions one wave may execute before the run is declared runaway
MAX_STEPS = 4_000_000

#: base addresses the emulator gives the kernarg segment and the dispatch packet
KERNARG_BASE = 0x7F00_0000_0000
DISPATCH_BASE = 0x7E00_0000_0000


@dataclass
class Memory:
    """Byte-addressed constant memory the wave can s_load: the kernarg segment and the dispatch
    packet. A byte is an int, or the name of the input it belongs to (unknown)."""

    ranges: list[tuple[int, list]] = field(default_factory=list)

    def add(self, base: int, data: list) -> None:
        self.ranges.append((base, data))

    def load(self, addr: int, nbytes: int) -> list:
        """dwords at addr (little endian): ints, or input terms for bytes nobody gave."""
        from syncsan.frontends.asm.symbolic import inp

        out = []
        for d in range(nbytes // 4):
            a = addr + 4 * d
            value = None
            for base, data in self.ranges:
                if base <= a and a + 4 <= base + len(data):
                    bs = data[a - base:a - base + 4]
                    if all(type(b) is int for b in bs):
                        value = bs[0] | bs[1] << 8 | bs[2] << 16 | bs[3] << 24
                    else:
                        known_part, mask = 0, 0
                        name = next(b for b in bs if type(b) is not int)
                        for i, b in enumerate(bs):
                            if type(b) is int:
                                known_part |= b << (8 * i)
                            else:
                                mask |= 0xFF << (8 * i)
                        value = inp(name)
                        if mask != M32:
                            value = binop("or", binop("and", value, mask), known_part)
                    break
            out.append(value)
        return out


@dataclass
class WaveSetup:
    """What one wave starts with."""

    wave: int
    sgprs: dict[int, object]  # initial SGPRs (index -> int or Sym)
    v0: tuple[int, ...]  # packed work-item ids per lane
    exec_mask: int
    memory: Memory


class Machine:
    """The state of one wave and the walk over the kernel's instructions."""

    def __init__(self, code: KernelCode, setup: WaveSetup, lds_size: int, case: Case | None = None):
        self.code = code
        self.setup = setup
        self.lds_size = lds_size
        self.case = case or Case()
        unset = unknown(WAVE, "an SGPR that holds nothing at kernel start")
        self.s: list = [unset] * NUM_SGPR_SLOTS
        for i, v in setup.sgprs.items():
            self.s[i] = v & M32 if type(v) is int else v
        self.s[EXEC] = setup.exec_mask & M32
        self.s[EXEC + 1] = (setup.exec_mask >> 32) & M32
        self.scc = False
        self.v: dict[int, tuple] = {0: setup.v0}
        self.vsym: set[int] = set()  # VGPRs whose lanes may hold Syms
        self.vorigin: dict[int, str] = {}  # VGPR -> what its None lanes came from
        self.sym_seen = False  # set by vread when it returns a lane tuple holding a Sym
        self.ops: list = []
        self.pc = 0
        self.last = -1  # index of the instruction executed last
        #: a loop header whose arrival is counted but whose instruction has not completed: it
        #: stopped undecided, and the explorer runs it again (not a second arrival)
        self.arrived = -1
        self.done = False
        self.steps = 0
        self.unmodelled: dict[str, Loc] = {}
        self.notes: dict[str, None] = {}
        #: loop header index -> times this wave entered it (for the trip-count note)
        self.header_counts: dict[int, int] = {h: 0 for h in code.headers}
        self.entries: dict[int, int] = {}  # loop header -> times the loop was entered
        self.visits: dict[int, int] = {}  # loop exit branch -> times it stayed since the entry
        self.scratch: dict = {}  # private memory: (lane addresses, SGPR address, offset) -> (lanes, origin)
        self.acc: dict[int, tuple] = {}  # AGPRs holding known lanes (spilled VGPRs); absent: unknown
        # value numbers (numbering.py): register -> (the object it held, its number)
        self.vn: dict[int, tuple] = {}
        self.sn: dict[int, tuple] = {}
        self.lane_numbers: dict[int, tuple] = {}  # VGPR -> (lanes object, lane -> number) (v_writelane)
        self.numbered = True  # off once a summarised loop ran: a number cannot name one period's value
        self.mode = 0  # number of the float mode (changed by s_setreg and friends)
        self.gen = 0  # barriers this wave executed (the barrier generation it is in)
        self.lds_writes = 0  # LDS writes this wave issued
        self.vstores = 0  # VMEM stores and atomics this wave issued
        self.scoped = False  # after a summarised loop: an LDS write's number holds within its generation
        self.deps = None  # while a loop's recurrences are learnt: number -> carried registers it uses
        self.gen_reads: dict = {}  # LDS broadcast reads of this generation: instruction -> count
        #: the period counts of the summarised loops this state is inside or after (the
        #: generation then counts from the start of the period, see explore.Explorer._block)
        self.gen_tag = ""
        #: VGPR -> (exec halves, lanes, lanes as if every maybe-active lane were active): a
        #: register written under an exec mask whose lanes are not known (see lds_address)
        self.vshadow: dict[int, tuple] = {}

    def fork(self) -> "Machine":
        m = Machine.__new__(Machine)
        m.code, m.setup, m.lds_size, m.case = self.code, self.setup, self.lds_size, self.case
        m.s = list(self.s)
        m.scc = self.scc
        m.v = dict(self.v)
        m.vsym = set(self.vsym)
        m.vorigin = dict(self.vorigin)
        m.sym_seen = False
        m.ops = list(self.ops)
        m.pc, m.last, m.arrived, m.done, m.steps = self.pc, self.last, self.arrived, self.done, self.steps
        m.unmodelled = dict(self.unmodelled)
        m.notes = dict(self.notes)
        m.header_counts = dict(self.header_counts)
        m.entries = dict(self.entries)
        m.visits = dict(self.visits)
        m.scratch = dict(self.scratch)
        m.acc = dict(self.acc)
        m.vn = dict(self.vn)
        m.sn = dict(self.sn)
        m.lane_numbers = dict(self.lane_numbers) if self.lane_numbers else {}
        m.numbered, m.mode, m.gen = self.numbered, self.mode, self.gen
        m.lds_writes, m.vstores = self.lds_writes, self.vstores
        m.scoped, m.deps = self.scoped, self.deps
        m.gen_reads = dict(self.gen_reads) if self.gen_reads else {}
        m.gen_tag = self.gen_tag
        m.vshadow = dict(self.vshadow) if self.vshadow else {}
        return m

    # ------------------------------------------------------------ reads and writes
    def sread(self, op, width: int = 1):
        """int, Sym, or for width 2 an int or a (lo, hi) pair when a half is symbolic."""
        if isinstance(op, Reg):
            if op.file != "s":
                return unknown(LANE, f"{'AGPR' if op.file == 'a' else 'VGPR'} read as a scalar")
            lo = self.s[op.index]
            if width == 1:
                return lo
            hi = self.s[op.index + 1] if op.index + 1 < NUM_SGPR_SLOTS else 0
            if type(lo) is int and type(hi) is int:
                return lo | hi << 32
            return (lo, hi)
        if isinstance(op, Imm):
            return op.value & (M32 if width == 1 else M64)
        return unknown(WAVE, f"operand {op.text!r}")

    def swrite(self, op, value, width: int = 1) -> None:
        if not isinstance(op, Reg) or op.file != "s":
            return
        i = op.index
        if width == 1:
            self.s[i] = value & M32 if type(value) is int else value
            return
        if type(value) is int:
            lo, hi = value & M32, (value >> 32) & M32
        elif type(value) is tuple:
            lo, hi = value
        else:  # one symbolic value for a pair: both halves depend on it
            lo = hi = value
        self.s[i] = lo
        if i + 1 < NUM_SGPR_SLOTS:
            self.s[i + 1] = hi

    def sunknown(self, op, origin: str, level: int = WAVE) -> None:
        if isinstance(op, Reg) and op.file == "s":
            u = unknown(level, origin)
            for i in range(op.count):
                if op.index + i < NUM_SGPR_SLOTS:
                    self.s[op.index + i] = u
        elif isinstance(op, Reg) and op.file == "v":
            self.vwrite_unknown(op, origin)

    @property
    def exec(self):
        lo, hi = self.s[EXEC], self.s[EXEC + 1]
        if type(lo) is int and type(hi) is int:
            return lo | hi << 32
        return (lo, hi)

    def exec_lanes(self) -> tuple[int, int]:
        """(lanes surely active, lanes that may or may not be active)."""
        lo, hi = self.s[EXEC], self.s[EXEC + 1]
        if type(lo) is int and type(hi) is int:
            return lo | hi << 32, 0
        lo, hi = self.case.resolve(lo), self.case.resolve(hi)
        lm, lv = known(lo)
        hm, hv = known(hi)
        kmask = lm | hm << 32
        kbits = lv | hv << 32
        return kbits & kmask, ~kmask & M64

    def vread(self, op, width: int = 1) -> tuple:
        if isinstance(op, Reg) and op.file == "v":
            lo = self.v.get(op.index, NONE64)
            if op.index in self.vsym or (width == 2 and op.index + 1 in self.vsym):
                self.sym_seen = True
            if width == 1:
                return lo
            hi = self.v.get(op.index + 1, NONE64)
            return tuple([a | b << 32 if type(a) is int and type(b) is int else
                          (None if a is None or b is None else (a, b)) for a, b in zip(lo, hi)])
        if isinstance(op, Reg) and op.file == "a":
            return self.acc.get(op.index, NONE64)
        v = self.sread(op, width)
        if type(v) is not int:
            if type(v) is Sym and v.level >= LANE:
                return NONE64
            self.sym_seen = True
        return (v,) * LANES

    def vwrite(self, op, lanes, width: int = 1, masked: bool = False, origin=None, sym: bool | None = None) -> None:
        """Write lanes under the exec mask; `masked`: a 1-wide `lanes` tuple already holds
        32-bit values, None or Syms. `origin`: what None lanes came from (a string, or the source
        operands to ask); `sym`: whether the lanes may hold Syms (None: look)."""
        if not isinstance(op, Reg) or op.file in ("s", "a"):
            return
        lo, hi = self.s[EXEC], self.s[EXEC + 1]
        if type(lo) is int and type(hi) is int:  # (exec_lanes, inlined for the usual known mask)
            act, maybe = lo | hi << 32, 0
        else:
            act, maybe = self.exec_lanes()
        for k in range(width):
            idx = op.index + k
            computed = ()
            if width == 1:
                if masked:
                    new = lanes
                elif lanes.count(None) == LANES:  # unknown lanes only (a fresh object, as below)
                    new = unknown_lanes()
                else:
                    new = tuple([x & M32 if type(x) is int else x for x in lanes])
            else:
                sh = 32 * k
                new = tuple([(x >> sh) & M32 if type(x) is int else _half(x, k) for x in lanes])
            if act != M64 or maybe:
                old = self.v.get(idx, NONE64)
                if not maybe:
                    new = tuple([n if (act >> i) & 1 else o for i, (n, o) in enumerate(zip(new, old))])
                else:
                    computed = new
                    new = tuple([n if (act >> i) & 1 else (o if not (maybe >> i) & 1 or n == o else None)
                                 for i, (n, o) in enumerate(zip(new, old))])
                    if None in new:
                        if origin is None:
                            origin = "a lane written under an exec mask that is not known"
                        self.vshadow[idx] = (self.s[EXEC], self.s[EXEC + 1], new, computed)
                        computed = None
                if idx in self.vsym:
                    sym = None
            if new is NONE64:
                new = unknown_lanes()
            if self.vshadow and (act == M64 and not maybe or computed is not None):
                self.vshadow.pop(idx, None)
            self.v[idx] = new
            if sym is None:
                sym = Sym in map(type, new)
            if sym:
                self.vsym.add(idx)
            else:
                self.vsym.discard(idx)
            if None in new:
                if not isinstance(origin, str):
                    origin = self.sources_origin(origin) if origin is not None else \
                        self.vorigin.get(idx, "an unknown value")
                self.vorigin[idx] = origin
            else:
                self.vorigin.pop(idx, None)

    def vwrite_unknown(self, op, origin: str) -> None:
        if isinstance(op, Reg) and op.file == "v":
            if self.s[EXEC] == M32 and self.s[EXEC + 1] == M32:
                idxs = range(op.index, op.index + op.count)
                if self.vshadow:
                    for i in idxs:
                        self.vshadow.pop(i, None)
                self.v.update((i, unknown_lanes()) for i in idxs)
                self.vorigin.update(dict.fromkeys(idxs, origin))
                if self.vsym:
                    self.vsym.difference_update(idxs)
                return
            for k in range(op.count):
                self.vwrite(Reg("v", op.index + k, 1), NONE64, origin=origin, sym=False)

    def lane_origin(self, op) -> str:
        """What the unknown lanes of an operand came from."""
        if isinstance(op, Reg) and op.file == "v":
            return self.vorigin.get(op.index, f"v{op.index} holds nothing at kernel start")
        if isinstance(op, Reg) and op.file == "a":
            return "an accumulation register (MFMA data)"
        v = self.sread(op)
        return v.origin if type(v) is Sym and v.origin else "an unknown scalar"

    def sources_origin(self, ops) -> str:
        """What the unknown lanes computed from `ops` came from (the first unknown source; one
        that depends on data before one computed from inputs only)."""
        first = None
        for op in ops:
            if isinstance(op, Reg) and op.file == "v":
                hit = self.vorigin.get(op.index)  # present exactly while the register has None lanes
            elif isinstance(op, Reg) and op.file == "a":
                hit = "an accumulation register (MFMA data)"
            elif isinstance(op, Reg):
                v = self.s[op.index] if op.index < NUM_SGPR_SLOTS else 0
                hit = v.origin if type(v) is Sym and v.level else None
            else:
                hit = None
            if hit is not None:
                if not from_inputs(hit):
                    return hit
                first = first or hit
        return first or "an unknown value"

    def lane_mask(self, bits, d=None, sources=()) -> object:
        """A per-lane condition -> 64-bit mask over the active lanes: an int, or a (lo, hi) pair
        of symbolic halves (a select on a workgroup-level condition, or per-lane unknown bits).
        `d` (the instruction that computes the mask) and `sources` (its operands) name where an
        unknown mask came from, for the error of a branch or an LDS op it decides."""
        act, maybe = self.exec_lanes()
        mask = 0
        unknown_bits = maybe
        terms: dict = {}
        data = False  # a bit is an opaque (wave- or lane-level) value
        if bits.count(None) == len(bits):  # no bit known (the common case): the loop's answer at once
            unknown_bits |= (act | maybe) & ((1 << len(bits)) - 1)
            bits = ()
        for i, b in enumerate(bits):
            if not ((act | maybe) >> i) & 1:
                continue
            if b is True or (type(b) is int and b):
                if (act >> i) & 1:
                    mask |= 1 << i
            elif b is False or b == 0:
                pass
            elif type(b) is Sym and not b.level:
                terms.setdefault(b, 0)
                terms[b] |= 1 << i
            else:
                unknown_bits |= 1 << i
                data = data or b is not None
        if not terms and not unknown_bits:
            return mask
        if len(terms) == 1 and not unknown_bits:
            (c, lanes), = terms.items()
            from syncsan.frontends.asm.symbolic import select

            lo = binop("or", mask & M32, select(c, lanes & M32, 0))
            hi = binop("or", mask >> 32, select(c, lanes >> 32, 0))
            return (lo, hi)
        differ = bool(terms) and unknown_bits & ~maybe == 0  # every bit a known term: they differ per lane
        unknown_bits |= sum(terms.values())
        kmask = ~unknown_bits & M64
        src = None
        if differ:
            names = sorted(frozenset().union(*map(input_names, terms)))
            why = (f"lanes' bits are different conditions on {', '.join(names) or 'values nobody gave'} "
                   "(compared with values that differ per lane)")
        else:
            src = self.sources_origin(sources)
            why = f"per-lane bits that are not known, from {src}"
        where = f" that {d.instr.mnemonic} at line {d.instr.loc.line}:{d.instr.loc.column} sets" if d else ""
        origin = f"the lane mask{where}: {why}"
        # every bit a condition on inputs (a known term, or a lane computed from inputs only)
        # under an exec mask that is known or is itself such a mask: a mask of per-lane
        # conditions on inputs
        if not data and (differ or unknown_bits & ~maybe & ~sum(terms.values()) == 0 or from_inputs(src)) \
                and (not maybe or all(from_inputs(getattr(h, "origin", None)) for h in self.s[EXEC:EXEC + 2]
                                      if type(h) is Sym)):
            names = frozenset().union(*map(input_names, terms), origin_inputs(src),
                                      *[origin_inputs(getattr(h, "origin", None)) for h in self.s[EXEC:EXEC + 2]])
            origin = input_origin(origin, names)
        return (unknown(LANE, origin, kmask & M32, mask & M32), unknown(LANE, origin, kmask >> 32, mask >> 32))

    # ------------------------------------------------------------ decisions
    def decide(self, cond, d) -> bool:
        """The value of a branch condition, or raise Undecided for the explorer."""
        r = self.case.resolve(cond)
        if type(r) is bool:
            return r
        raise Undecided("branch", d.index, r)

    def concrete(self, v, d, what: str, operand: int | None = None, shifts: bool = False):
        """An int for a value that decides an LDS address or M0 (or raise); with `shifts`, also
        `(constant, count, step)` for an address that moves by `step` per period of a summarised
        loop."""
        if type(v) is int:
            return v
        r = self.case.resolve(v)
        if type(r) is int:
            return r
        if shifts and type(r) is Sym and not r.level:
            a = affine(r)
            if a is not None:
                return a
        if type(r) is Sym and not r.level:
            conds = conditions(r)
            if conds:
                raise Undecided("value", d.index, conds[0])
        raise self.fail(d, f"{what} is not known: it is {describe_unknown(r)}", operand)

    def lds_address(self, op) -> tuple:
        """The lanes of an LDS address register. A lane that may or may not be active and was
        written under the exec mask that is still in force holds, in the register, the old value
        or the new one (unknown when they differ); for the access it is the new one: were the
        lane active now, it was active then (the same exec value), and an inactive lane's
        address touches nothing."""
        lanes = self.vread(op)
        sh = self.vshadow.get(op.index) if self.vshadow and isinstance(op, Reg) and op.file == "v" else None
        if sh is not None and sh[2] is lanes and sh[0] is self.s[EXEC] and sh[1] is self.s[EXEC + 1]:
            return tuple(c if x is None else x for x, c in zip(lanes, sh[3]))
        return lanes

    def lds_exec(self, d) -> int:
        """The lanes an LDS op may touch: the exec mask, with lanes whose exec bit is not known
        counted as active (their bytes are taken as touched)."""
        lo, hi = self.s[EXEC], self.s[EXEC + 1]
        if type(lo) is int and type(hi) is int:
            return lo | hi << 32
        for half in (lo, hi):
            half = self.case.resolve(half)
            if type(half) is Sym and not half.level:
                conds = conditions(half)
                if conds:
                    raise Undecided("value", d.index, conds[0])
        act, maybe = self.exec_lanes()
        if maybe:
            self.notes.setdefault(
                f"line {d.instr.loc.line} ({d.instr.mnemonic}): lanes whose exec bit is not known are "
                "taken as active (their LDS bytes count as touched)")
        return act | maybe

    # ------------------------------------------------------------ the walk
    def run(self, stop: int = -1) -> list:
        """Walk until s_endpgm (or until the pc reaches `stop`, before executing it)."""
        prog = self.code.decoded
        n = len(prog)
        headers = self.code.headers
        while not self.done:
            pc = self.pc
            if pc == stop:
                return self.ops
            if pc >= n:
                last = self.code.instrs[-1].loc if self.code.instrs else self.code.loc
                raise InputError(f"wave {self.setup.wave} runs past the last instruction of "
                                 f"{self.code.name} without s_endpgm", last)
            d = prog[pc]
            if pc in headers and self.arrived != pc:
                self._enter(pc)
                self.arrived = pc
            self.pc = pc + 1
            self.steps += 1
            if self.steps > MAX_STEPS:
                raise InputError(f"wave {self.setup.wave} executes more than {MAX_STEPS} instructions "
                                 "(a loop that never ends for these kernel arguments?)", d.instr.loc)
            if d.num is not None and self.numbered:
                number_run(self, d, d.num)
            else:
                d.handler(self, d)
            self.last = pc
            self.arrived = -1
        return self.ops

    def _enter(self, h: int) -> None:
        self.header_counts[h] += 1
        loop = self.code.headers[h]
        if self.last not in loop.body:  # entered from outside the loop
            self.entries[h] = self.entries.get(h, 0) + 1
            for x in loop.exits:
                self.visits[x] = 0

    def fail(self, d, what: str, operand: int | None = None) -> InputError:
        loc = d.instr.loc
        if operand is not None and operand < len(d.instr.operands):
            loc = Loc(loc.file, loc.line, d.instr.operands[operand].column)
        return InputError(f"{what} (wave {self.setup.wave}){self.code.hint}", loc)


def _half(x, k):
    if type(x) is int:
        return (x >> (32 * k)) & M32
    if type(x) is tuple:
        return x[k]
    return x  # None, or a Sym standing for both halves


def is_zero_pair(lo, hi):
    """`lo == 0 and hi == 0` for 32-bit halves (bools or terms)."""
    return band(binop("eq", lo, 0), binop("eq", hi, 0))


# ======================================================================== decoded instructions


@dataclass(frozen=True)
class Decoded:
    index: int
    instr: Instr
    base: str  # mnemonic without encoding suffix
    ops: tuple
    handler: Callable
    info: object = None
    num: object = None  # numbering.Plan: how its results are value-numbered (None: not at all)


ENC_SUFFIX = re.compile(r"_(e32|e64|vop3|e64_dpp|sdwa|dpp)$")


def base_mnemonic(m: str) -> tuple[str, str]:
    mm = ENC_SUFFIX.search(m)
    if mm:
        return m[:mm.start()], mm.group(1)
    return m, ""


#: Cache write-back / invalidate instructions of the memory model's fences (an atomic with
#: release or acquire semantics: `buffer_wbl2 sc1` before, `buffer_inv sc1` after, on gfx940+;
#: `buffer_wbinvl1_vol` / `buffer_wbl2` + `buffer_invl2` on gfx90a). They move no data and touch
#: no LDS. LLVM's memory legalizer follows `buffer_wbl2` with `s_waitcnt vmcnt(0)` "to ensure the
#: writeback has completed" (SIMemoryLegalizer.cpp, SIGfx940CacheControl::insertRelease), so the
#: hardware may count it on vmcnt; the model counts none of them. That is the conservative side:
#: an op left out of the count can only make a later `vmcnt(N)` retire fewer LDS-DMA copies in
#: the model than on the hardware, never more.
CACHE_MAINTENANCE = frozenset({
    "buffer_wbl2", "buffer_inv", "buffer_invl2", "buffer_wbinvl1", "buffer_wbinvl1_vol",
    "buffer_wbinvl1_sc", "buffer_gl0_inv", "buffer_gl1_inv",
})


def writes_m0(d: Decoded) -> bool:
    return d.handler is h_set_gpr_idx_on or bool(d.ops) and isinstance(d.ops[0], Reg) and d.ops[0].file == "s" and \
        d.ops[0].index <= M0 < d.ops[0].index + d.ops[0].count and not d.base.startswith(("s_cmp", "s_bitcmp"))


# ------------------------------------------------------------------ decoding


def _refused(index: int, ins: Instr, base: str, ops: tuple, message: str) -> Decoded:
    """A memory op syncsan does not model: refused when a wave reaches it (`h_refused`), so code
    no wave runs (an epilogue after an unconditional branch) does not stop the check."""
    return Decoded(index, ins, base, ops, h_refused, message)


def decode_instr(index: int, ins: Instr, labels: dict[str, int], vm_max: int, lgkm_max: int,
                 numbered: bool = True) -> Decoded:
    """An instruction decoded, with its value-numbering plan unless `numbered` is False."""
    d = _decode_instr(index, ins, labels, vm_max, lgkm_max)
    return planned(d) if numbered else d


def planned(d: Decoded) -> Decoded:
    """A decoded instruction with its value-numbering plan (`numbering.plan_for`), if it has one."""
    plan = plan_for(d)
    return d if plan is None else replace(d, num=plan)


def _decode_instr(index: int, ins: Instr, labels: dict[str, int], vm_max: int, lgkm_max: int) -> Decoded:
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
    if mn == "s_set_gpr_idx_on":
        if len(ops) < 2:
            raise InputError("s_set_gpr_idx_on needs an index and an operand mask", ins.loc)
        mask = parse_mask(ins.operands[1].text, Loc(ins.loc.file, ins.loc.line, ins.operands[1].column))
        return Decoded(index, ins, base, ops, h_set_gpr_idx_on, mask)
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
            return _refused(index, ins, base, ops, f"LDS instruction {mn} is not modelled (it may touch LDS)")
        need = max(x for x in (info.addr, info.dst, -1) if x is not None) + 1
        if len(ops) < need:
            raise InputError(f"{mn} needs {need} operands", ins.loc)
        return Decoded(index, ins, base, ops, h_ds, info)
    if mn.startswith(("buffer_", "global_", "tbuffer_", "scratch_")):
        if "lds" in ins.modifiers or mn.startswith("global_load_lds_") or mn.endswith("_lds"):
            size = lds_dma_size(mn.removesuffix("_lds").replace("global_load_lds_", "global_load_"))
            if size is None or "store" in mn:
                return _refused(index, ins, base, ops, f"LDS-DMA form {mn} is not modelled")
            return Decoded(index, ins, base, ops, h_lds_dma, size)
        if mn in CACHE_MAINTENANCE:
            return Decoded(index, ins, base, ops, h_nothing)
        if "atomic" in mn:
            return Decoded(index, ins, base, ops, h_vmem_atomic)
        if mn.startswith("scratch_store"):
            return Decoded(index, ins, base, ops, h_scratch_store)
        if mn.startswith("scratch_load"):
            return Decoded(index, ins, base, ops, h_scratch_load)
        if "store" in mn:
            return Decoded(index, ins, base, ops, h_vmem_store)
        if "load" in mn:
            return Decoded(index, ins, base, ops, h_vmem_load)
        return _refused(index, ins, base, ops, f"memory instruction {mn} is not modelled")
    if mn.startswith("flat_"):
        return _refused(index, ins, base, ops, f"{mn}: flat accesses may reach LDS and count on both vmcnt and "
                        "lgkmcnt; not modelled")
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
    if enc == "sdwa" or any(x.startswith(("dst_sel:", "src0_sel:", "src1_sel:")) for x in ins.modifiers):
        lanewise = getattr(VECTOR.get(base), "lanewise", None)
        op = sdwa(lanewise, ins.modifiers, [o.text for o in ins.operands[1:]]) if lanewise else None
        if op is not None:
            return Decoded(index, ins, base, ops, h_sdwa, (op, lanewise[1]))
        return Decoded(index, ins, base, ops, h_unmodelled)
    if enc in ("dpp", "e64_dpp") or any(":" in x and x.split(":")[0] in ("quad_perm", "row_shl", "row_shr",
                                                                        "row_ror", "row_mirror", "row_bcast")
                                        for x in ins.modifiers):
        return Decoded(index, ins, base, ops, h_unmodelled)
    fhandler = FLOAT.get(base)
    if fhandler is not None and not ins.modifiers or fhandler is not None and all(
            m in ("clamp", "mul:2", "mul:4", "div:2") for m in ins.modifiers):
        return Decoded(index, ins, base, ops, fhandler, float_info(ins, fhandler))
    if any(isinstance(o, Other) for o in ops[1:]):
        # operand modifiers (neg, abs, sext) on an integer op: not modelled
        return Decoded(index, ins, base, ops, h_unmodelled)
    handler = SCALAR.get(base) or VECTOR.get(base)
    if handler is not None:
        return Decoded(index, ins, base, ops, handler)
    return Decoded(index, ins, base, ops, h_unmodelled)
