"""Runs one wave of a kernel concretely: the scalar and 64-lane vector integer state that decides
branches, M0 and LDS addresses, and the memory / counter / barrier ops the wave issues in order.

Values are Python ints (32-bit registers) or None (unknown: a float or MFMA result, memory
data, a kernel argument nobody gave). An unknown value is harmless until it decides a branch,
an LDS address, M0 of an LDS-DMA copy or the exec mask of an LDS op: then the run stops with an
InputError at that line. Instructions without a model make their destinations unknown and are
listed once (see `Machine.unmodelled`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable

from syncsan.errors import InputError, Loc
from syncsan.frontends.asm.cfg import KernelCode
from syncsan.frontends.asm.operands import EXEC, M0, NUM_SGPR_SLOTS, VCC, Imm, Other, Reg, decode, modifier_value
from syncsan.frontends.asm.parser import Instr
from syncsan.frontends.asm.waitcnt import parse_waitcnt

M32 = 0xFFFFFFFF
M64 = 0xFFFFFFFFFFFFFFFF
LANES = 64
NONE64 = (None,) * LANES
#: instructions one wave may execute before the run is declared runaway
MAX_STEPS = 4_000_000

#: base addresses the emulator gives the kernarg segment and the dispatch packet
KERNARG_BASE = 0x7F00_0000_0000
DISPATCH_BASE = 0x7E00_0000_0000


@dataclass(frozen=True)
class WaveOp:
    """One op a wave issued: kind copy|read|write|vload|vstore|smem|wait|barrier."""

    kind: str
    index: int  # instruction index in the kernel
    spans: tuple[tuple[int, int], ...] = ()  # LDS (start, length), merged
    vmcnt: int | None = None
    lgkmcnt: int | None = None


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


def _merge(intervals: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    if not intervals:
        return ()
    intervals.sort()
    out = [list(intervals[0])]
    for s, e in intervals[1:]:
        if s <= out[-1][1]:
            if e > out[-1][1]:
                out[-1][1] = e
        else:
            out.append([s, e])
    return tuple((s, e - s) for s, e in out)


def _sx(v: int, bits: int) -> int:
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def _bits_of(mask: int):
    return [(mask >> i) & 1 for i in range(LANES)]


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

    def vwrite(self, op, lanes, width: int = 1) -> None:
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
                new = tuple(None if x is None else x & M32 for x in lanes)
            else:
                new = tuple(None if x is None else (x >> (32 * k)) & M32 for x in lanes)
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
            for k in range(op.count):
                if self.exec == M64:
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


# ------------------------------------------------------------------ scalar ALU


def _s2(fn, width=1, scc=None, srcw=None, shift=False):
    """Scalar op dst = fn(a, b); `scc(result, a, b)` sets SCC (None: SCC unchanged); `shift`:
    the second source is a 32-bit shift amount."""
    sw = srcw or width
    bw = 1 if shift else sw

    def h(m: Machine, d: Decoded):
        a = m.sread(d.ops[1], sw)
        b = m.sread(d.ops[2], bw) if len(d.ops) > 2 else None
        if a is None or (len(d.ops) > 2 and b is None):
            m.swrite(d.ops[0], None, width)
            if scc is not None:
                m.scc = None
            return
        r = fn(a, b)
        if scc is not None:
            m.scc = bool(scc(r, a, b))
        m.swrite(d.ops[0], r & (M32 if width == 1 else M64), width)
    return h


def _s1(fn, width=1, scc=None, srcw=None):
    sw = srcw or width

    def h(m: Machine, d: Decoded):
        a = m.sread(d.ops[1], sw)
        if a is None:
            m.swrite(d.ops[0], None, width)
            if scc is not None:
                m.scc = None
            return
        r = fn(a)
        if scc is not None:
            m.scc = bool(scc(r, a))
        m.swrite(d.ops[0], r & (M32 if width == 1 else M64), width)
    return h


def _nz(r, *_):
    return r != 0


def _add_i32_overflow(r, a, b):
    sa, sb = _sx(a, 32), _sx(b, 32)
    return not (-(1 << 31) <= sa + sb < (1 << 31))


def _sub_i32_overflow(r, a, b):
    sa, sb = _sx(a, 32), _sx(b, 32)
    return not (-(1 << 31) <= sa - sb < (1 << 31))


def _bfe(a, b, signed, bits):
    off = b & (0x1F if bits == 32 else 0x3F)
    width = (b >> 16) & 0x7F
    if width == 0:
        return 0
    v = (a >> off) & ((1 << width) - 1)
    if signed and width and (v >> (width - 1)) & 1:
        v -= 1 << width
    return v


def h_addc(m, d):
    a, b = m.sread(d.ops[1]), m.sread(d.ops[2])
    if a is None or b is None or m.scc is None:
        m.swrite(d.ops[0], None)
        m.scc = None
        return
    r = a + b + int(m.scc)
    m.scc = r > M32
    m.swrite(d.ops[0], r & M32)


def h_subb(m, d):
    a, b = m.sread(d.ops[1]), m.sread(d.ops[2])
    if a is None or b is None or m.scc is None:
        m.swrite(d.ops[0], None)
        m.scc = None
        return
    r = a - b - int(m.scc)
    m.scc = r < 0
    m.swrite(d.ops[0], r & M32)


def h_cselect(width):
    def h(m, d):
        if m.scc is None:
            a, b = m.sread(d.ops[1], width), m.sread(d.ops[2], width)
            m.swrite(d.ops[0], a if a is not None and a == b else None, width)
            return
        m.swrite(d.ops[0], m.sread(d.ops[1] if m.scc else d.ops[2], width), width)
    return h


def h_cmov(width):
    def h(m, d):
        if m.scc is None:
            a, old = m.sread(d.ops[1], width), m.sread(d.ops[0], width)
            m.swrite(d.ops[0], a if a == old else None, width)
        elif m.scc:
            m.swrite(d.ops[0], m.sread(d.ops[1], width), width)
    return h


def h_mov(width):
    def h(m, d):
        m.swrite(d.ops[0], m.sread(d.ops[1], width), width)
    return h


def h_movk(m, d):
    v = m.sread(d.ops[1])
    m.swrite(d.ops[0], None if v is None else _sx(v, 16) & M32)


def h_addk(m, d):
    a, k = m.sread(d.ops[0]), m.sread(d.ops[1])
    if a is None or k is None:
        m.swrite(d.ops[0], None)
        m.scc = None
        return
    k = _sx(k, 16) & M32
    m.scc = _add_i32_overflow(None, a, k)
    m.swrite(d.ops[0], (a + k) & M32)


def h_mulk(m, d):
    a, k = m.sread(d.ops[0]), m.sread(d.ops[1])
    m.swrite(d.ops[0], None if a is None or k is None else (_sx(a, 32) * _sx(k, 16)) & M32)


CMP = {
    "eq": lambda a, b: a == b, "lg": lambda a, b: a != b, "ne": lambda a, b: a != b,
    "gt": lambda a, b: a > b, "ge": lambda a, b: a >= b,
    "lt": lambda a, b: a < b, "le": lambda a, b: a <= b,
}


def h_scmp(rel, signed, width=1, k=False):
    f = CMP[rel]

    def h(m, d):
        a = m.sread(d.ops[0], width)
        b = m.sread(d.ops[1], width)
        if a is None or b is None:
            m.scc = None
            return
        if k:
            b = (_sx(b, 16) if signed else b & 0xFFFF)
        bits = 32 * width
        if signed:
            a, b = _sx(a, bits), _sx(b, bits) if not k else b
        m.scc = f(a, b)
    return h


def h_bitcmp(want, width):
    def h(m, d):
        a, b = m.sread(d.ops[0], width), m.sread(d.ops[1])
        if a is None or b is None:
            m.scc = None
            return
        m.scc = ((a >> (b & (31 if width == 1 else 63))) & 1) == want
    return h


def h_saveexec(fn):
    def h(m, d):
        ex = m.exec
        src = m.sread(d.ops[1], 2)
        m.swrite(d.ops[0], ex, 2)
        if ex is None or src is None:
            m.s[EXEC] = m.s[EXEC + 1] = None
            m.scc = None
            return
        new = fn(src, ex) & M64
        m.s[EXEC], m.s[EXEC + 1] = new & M32, new >> 32
        m.scc = new != 0
    return h


def h_lshl_add(shift):
    def h(m, d):
        a, b = m.sread(d.ops[1]), m.sread(d.ops[2])
        if a is None or b is None:
            m.swrite(d.ops[0], None)
            m.scc = None
            return
        r = (a << shift) + b
        m.scc = r > M32
        m.swrite(d.ops[0], r & M32)
    return h


def h_minmax(fn, signed):
    def h(m, d):
        a, b = m.sread(d.ops[1]), m.sread(d.ops[2])
        if a is None or b is None:
            m.swrite(d.ops[0], None)
            m.scc = None
            return
        x, y = (_sx(a, 32), _sx(b, 32)) if signed else (a, b)
        r = fn(x, y)
        m.scc = r == x
        m.swrite(d.ops[0], r & M32)
    return h


def _bcnt(a):
    return bin(a).count("1")


SCALAR: dict[str, Callable] = {
    "s_mov_b32": h_mov(1), "s_mov_b64": h_mov(2), "s_movk_i32": h_movk,
    "s_cmov_b32": h_cmov(1), "s_cmov_b64": h_cmov(2),
    "s_cselect_b32": h_cselect(1), "s_cselect_b64": h_cselect(2),
    "s_add_u32": _s2(lambda a, b: a + b, scc=lambda r, a, b: a + b > M32),
    "s_add_i32": _s2(lambda a, b: a + b, scc=_add_i32_overflow),
    "s_sub_u32": _s2(lambda a, b: a - b, scc=lambda r, a, b: b > a),
    "s_sub_i32": _s2(lambda a, b: a - b, scc=_sub_i32_overflow),
    "s_addc_u32": h_addc, "s_subb_u32": h_subb,
    "s_addk_i32": h_addk, "s_mulk_i32": h_mulk,
    "s_absdiff_i32": _s2(lambda a, b: abs(_sx(a, 32) - _sx(b, 32)), scc=_nz),
    "s_mul_i32": _s2(lambda a, b: _sx(a, 32) * _sx(b, 32)),
    "s_mul_hi_u32": _s2(lambda a, b: (a * b) >> 32),
    "s_mul_hi_i32": _s2(lambda a, b: (_sx(a, 32) * _sx(b, 32)) >> 32),
    "s_lshl_b32": _s2(lambda a, b: a << (b & 31), scc=_nz),
    "s_lshl_b64": _s2(lambda a, b: a << (b & 63), width=2, scc=_nz, shift=True),
    "s_lshr_b32": _s2(lambda a, b: a >> (b & 31), scc=_nz),
    "s_lshr_b64": _s2(lambda a, b: a >> (b & 63), width=2, scc=_nz, shift=True),
    "s_ashr_i32": _s2(lambda a, b: _sx(a, 32) >> (b & 31), scc=_nz),
    "s_ashr_i64": _s2(lambda a, b: _sx(a, 64) >> (b & 63), width=2, scc=_nz, shift=True),
    "s_bfe_u32": _s2(lambda a, b: _bfe(a, b, False, 32), scc=_nz),
    "s_bfe_i32": _s2(lambda a, b: _bfe(a, b, True, 32), scc=_nz),
    "s_bfm_b32": _s2(lambda a, b: ((1 << (a & 31)) - 1) << (b & 31)),
    "s_abs_i32": _s1(lambda a: abs(_sx(a, 32)), scc=_nz),
    "s_not_b32": _s1(lambda a: ~a, scc=_nz),
    "s_not_b64": _s1(lambda a: ~a, width=2, scc=_nz),
    "s_brev_b32": _s1(lambda a: int(f"{a:032b}"[::-1], 2)),
    "s_sext_i32_i8": _s1(lambda a: _sx(a, 8)),
    "s_sext_i32_i16": _s1(lambda a: _sx(a, 16)),
    "s_bcnt1_i32_b32": _s1(_bcnt, scc=_nz),
    "s_bcnt1_i32_b64": _s1(_bcnt, srcw=2, scc=_nz),
    "s_ff1_i32_b32": _s1(lambda a: (a & -a).bit_length() - 1 if a else -1),
    "s_ff1_i32_b64": _s1(lambda a: (a & -a).bit_length() - 1 if a else -1, srcw=2),
    "s_min_i32": h_minmax(min, True), "s_min_u32": h_minmax(min, False),
    "s_max_i32": h_minmax(max, True), "s_max_u32": h_minmax(max, False),
    "s_lshl1_add_u32": h_lshl_add(1), "s_lshl2_add_u32": h_lshl_add(2),
    "s_lshl3_add_u32": h_lshl_add(3), "s_lshl4_add_u32": h_lshl_add(4),
    "s_pack_ll_b32_b16": _s2(lambda a, b: (a & 0xFFFF) | (b & 0xFFFF) << 16),
    "s_pack_lh_b32_b16": _s2(lambda a, b: (a & 0xFFFF) | (b & 0xFFFF0000)),
    "s_pack_hh_b32_b16": _s2(lambda a, b: (a >> 16) | (b & 0xFFFF0000)),
    "s_and_saveexec_b64": h_saveexec(lambda s, e: s & e),
    "s_or_saveexec_b64": h_saveexec(lambda s, e: s | e),
    "s_xor_saveexec_b64": h_saveexec(lambda s, e: s ^ e),
    "s_andn2_saveexec_b64": h_saveexec(lambda s, e: s & ~e),
    "s_orn2_saveexec_b64": h_saveexec(lambda s, e: s | ~e),
    "s_nand_saveexec_b64": h_saveexec(lambda s, e: ~(s & e)),
    "s_nor_saveexec_b64": h_saveexec(lambda s, e: ~(s | e)),
    "s_xnor_saveexec_b64": h_saveexec(lambda s, e: ~(s ^ e)),
}
for _w, _suf in ((1, "b32"), (2, "b64")):
    SCALAR[f"s_and_{_suf}"] = _s2(lambda a, b: a & b, width=_w, scc=_nz)
    SCALAR[f"s_or_{_suf}"] = _s2(lambda a, b: a | b, width=_w, scc=_nz)
    SCALAR[f"s_xor_{_suf}"] = _s2(lambda a, b: a ^ b, width=_w, scc=_nz)
    SCALAR[f"s_andn2_{_suf}"] = _s2(lambda a, b: a & ~b, width=_w, scc=_nz)
    SCALAR[f"s_orn2_{_suf}"] = _s2(lambda a, b: a | ~b, width=_w, scc=_nz)
    SCALAR[f"s_nand_{_suf}"] = _s2(lambda a, b: ~(a & b), width=_w, scc=_nz)
    SCALAR[f"s_nor_{_suf}"] = _s2(lambda a, b: ~(a | b), width=_w, scc=_nz)
    SCALAR[f"s_xnor_{_suf}"] = _s2(lambda a, b: ~(a ^ b), width=_w, scc=_nz)
for _rel in ("eq", "lg", "gt", "ge", "lt", "le"):
    SCALAR[f"s_cmp_{_rel}_i32"] = h_scmp(_rel, True)
    SCALAR[f"s_cmp_{_rel}_u32"] = h_scmp(_rel, False)
    SCALAR[f"s_cmpk_{_rel}_i32"] = h_scmp(_rel, True, k=True)
    SCALAR[f"s_cmpk_{_rel}_u32"] = h_scmp(_rel, False, k=True)
SCALAR["s_cmp_eq_u64"] = h_scmp("eq", False, 2)
SCALAR["s_cmp_lg_u64"] = h_scmp("lg", False, 2)
SCALAR["s_bitcmp0_b32"] = h_bitcmp(0, 1)
SCALAR["s_bitcmp1_b32"] = h_bitcmp(1, 1)
SCALAR["s_bitcmp0_b64"] = h_bitcmp(0, 2)
SCALAR["s_bitcmp1_b64"] = h_bitcmp(1, 2)

#: scalar instructions that change no register the emulator tracks (and are not memory or sync)
NO_EFFECT = {
    "s_nop", "s_setprio", "s_sleep", "s_icache_inv", "s_dcache_inv", "s_dcache_wb", "s_ttracedata",
    "s_sethalt", "s_set_gpr_idx_off", "s_denorm_mode", "s_round_mode", "s_setkill", "s_trap",
    "s_code_end", "s_incperflevel", "s_decperflevel", "s_dcache_inv_vol", "s_dcache_wb_vol",
    "s_wakeup", "s_endpgm_saved",
}

# ------------------------------------------------------------------ vector ALU


def _lw(fn, nsrc, srcw=1, dstw=1):
    """dst[lane] = fn(*src[lane]) over all lanes (masked by exec on write)."""
    def h(m: Machine, d: Decoded):
        srcs = [m.vread(d.ops[1 + i], srcw) for i in range(nsrc)]
        if nsrc == 1:
            out = tuple(None if a is None else fn(a) for a in srcs[0])
        elif nsrc == 2:
            out = tuple(None if a is None or b is None else fn(a, b) for a, b in zip(*srcs))
        else:
            out = tuple(None if None in t else fn(*t) for t in zip(*srcs))
        m.vwrite(d.ops[0], out, dstw)
    return h


def h_vmov(width):
    def h(m, d):
        m.vwrite(d.ops[0], m.vread(d.ops[1], width), width)
    return h


def h_readfirstlane(m, d):
    lanes = m.vread(d.ops[1])
    ex = m.exec
    if ex is None:
        m.swrite(d.ops[0], None)
        return
    first = (ex & -ex).bit_length() - 1 if ex else 0
    m.swrite(d.ops[0], lanes[first])


def h_readlane(m, d):
    lanes = m.vread(d.ops[1])
    i = m.sread(d.ops[2])
    m.swrite(d.ops[0], None if i is None else lanes[i & 63])


def h_writelane(m, d):
    val = m.sread(d.ops[1])
    i = m.sread(d.ops[2])
    op = d.ops[0]
    if not isinstance(op, Reg) or op.file != "v":
        return
    old = list(m.v.get(op.index, NONE64))
    if i is None:
        m.v[op.index] = NONE64
        return
    old[i & 63] = val
    m.v[op.index] = tuple(old)


def _carry_dst(d):
    """(sdst operand for the carry, first source index) of VOP2 e32 (vcc) / VOP3 (sdst) forms."""
    if len(d.ops) >= 4 or (len(d.ops) == 3 and isinstance(d.ops[1], Reg) and d.ops[1].file == "s"
                           and d.ops[1].count == 2):
        return d.ops[1], 2
    return Reg("s", VCC, 2), 1


def h_vaddco(kind):
    """v_add_co_u32 / v_sub_co_u32 / v_subrev_co_u32 (+ v_addc_co / v_subb_co with carry in)."""
    def h(m, d):
        cdst, si = _carry_dst(d)
        a, b = m.vread(d.ops[si]), m.vread(d.ops[si + 1])
        cin_bits = None
        if kind in ("addc", "subb", "subbrev"):
            cin = m.sread(d.ops[si + 2], 2) if len(d.ops) > si + 2 else m.sread(Reg("s", VCC, 2), 2)
            cin_bits = [None] * LANES if cin is None else _bits_of(cin)
        out, carry = [], []
        for i in range(LANES):
            x, y = a[i], b[i]
            c = 0 if cin_bits is None else cin_bits[i]
            if x is None or y is None or c is None:
                out.append(None)
                carry.append(None)
                continue
            if kind in ("add", "addc"):
                r = x + y + c
                carry.append(r > M32)
            elif kind in ("sub", "subb"):
                r = x - y - c
                carry.append(r < 0)
            else:
                r = y - x - c
                carry.append(r < 0)
            out.append(r & M32)
        m.vwrite(d.ops[0], tuple(out))
        m.swrite(cdst, m.lane_mask(carry), 2)
    return h


def h_vcmp(rel, signed, width, x=False):
    f = CMP[rel] if rel in CMP else None

    def h(m, d):
        if len(d.ops) == 3:
            dst, a_op, b_op = d.ops
        else:
            dst, a_op, b_op = Reg("s", VCC, 2), d.ops[0], d.ops[1]
            if x:
                dst = None
        a, b = m.vread(a_op, width), m.vread(b_op, width)
        bits = []
        for p, q in zip(a, b):
            if p is None or q is None:
                bits.append(None)
                continue
            if signed:
                p, q = _sx(p, 32 * width), _sx(q, 32 * width)
            bits.append(f(p, q) if f else rel == "t")
        mask = m.lane_mask(bits)
        if dst is not None:
            m.swrite(dst, mask, 2)
        if x:
            if mask is None:
                m.s[EXEC] = m.s[EXEC + 1] = None
            else:
                m.s[EXEC], m.s[EXEC + 1] = mask & M32, mask >> 32
    return h


def h_cndmask(m, d):
    if len(d.ops) >= 4:
        sel = m.sread(d.ops[3], 2)
    else:
        sel = m.sread(Reg("s", VCC, 2), 2)
    a, b = m.vread(d.ops[1]), m.vread(d.ops[2])
    if sel is None:
        out = tuple(x if x == y else None for x, y in zip(a, b))
    else:
        out = tuple(b[i] if (sel >> i) & 1 else a[i] for i in range(LANES))
    m.vwrite(d.ops[0], out)


def h_mad_u64_u32(signed):
    def h(m, d):
        dst, sdst = d.ops[0], d.ops[1]
        a, b, c = m.vread(d.ops[2]), m.vread(d.ops[3]), m.vread(d.ops[4], 2)
        out = []
        for x, y, z in zip(a, b, c):
            if x is None or y is None or z is None:
                out.append(None)
            elif signed:
                out.append((_sx(x, 32) * _sx(y, 32) + _sx(z, 64)) & M64)
            else:
                out.append((x * y + z) & M64)
        m.vwrite(dst, tuple(out), 2)
        m.swrite(sdst, None, 2)  # carry out: not tracked
    return h


def h_mbcnt(hi):
    def h(m, d):
        a = m.sread(d.ops[1])  # the mask
        b = m.vread(d.ops[2])
        out = []
        for lane in range(LANES):
            if a is None or b[lane] is None:
                out.append(None)
                continue
            if hi:
                bits = (a & ((1 << max(0, lane - 32)) - 1)) if lane > 32 else 0
            else:
                bits = a & ((1 << min(lane, 32)) - 1)
            out.append((bin(bits).count("1") + b[lane]) & M32)
        m.vwrite(d.ops[0], tuple(out))
    return h


def _perm(a, b, sel):
    data = (a << 32) | b  # bytes 0-3 from b, 4-7 from a
    out = 0
    for k in range(4):
        s = (sel >> (8 * k)) & 0xFF
        if s < 8:
            byte = (data >> (8 * s)) & 0xFF
        elif s == 12:
            byte = 0x00
        elif s >= 13:
            byte = 0xFF
        else:  # sign replication selectors 8-11
            src_byte = {8: 1, 9: 3, 10: 5, 11: 7}[s]
            byte = 0xFF if (data >> (8 * src_byte + 7)) & 1 else 0
        out |= byte << (8 * k)
    return out


def _bitop3(table):
    def f(a, b, c):
        r = 0
        for bit in range(32):
            idx = ((a >> bit) & 1) << 2 | ((b >> bit) & 1) << 1 | ((c >> bit) & 1)
            r |= ((table >> idx) & 1) << bit
        return r
    return f


def h_bitop3(m, d):
    table = modifier_value(d.instr.modifiers, "bitop3", d.instr.loc)
    _lw(_bitop3(table), 3)(m, d)


VECTOR: dict[str, Callable] = {
    "v_mov_b32": h_vmov(1), "v_mov_b64": h_vmov(2),
    "v_readfirstlane_b32": h_readfirstlane, "v_readlane_b32": h_readlane, "v_writelane_b32": h_writelane,
    "v_add_u32": _lw(lambda a, b: a + b, 2), "v_sub_u32": _lw(lambda a, b: a - b, 2),
    "v_subrev_u32": _lw(lambda a, b: b - a, 2),
    "v_add_i32": _lw(lambda a, b: a + b, 2), "v_sub_i32": _lw(lambda a, b: a - b, 2),
    "v_add_co_u32": h_vaddco("add"), "v_sub_co_u32": h_vaddco("sub"), "v_subrev_co_u32": h_vaddco("subrev"),
    "v_addc_co_u32": h_vaddco("addc"), "v_subb_co_u32": h_vaddco("subb"),
    "v_subbrev_co_u32": h_vaddco("subbrev"),
    "v_mul_lo_u32": _lw(lambda a, b: a * b, 2), "v_mul_hi_u32": _lw(lambda a, b: (a * b) >> 32, 2),
    "v_mul_hi_i32": _lw(lambda a, b: (_sx(a, 32) * _sx(b, 32)) >> 32, 2),
    "v_mul_u32_u24": _lw(lambda a, b: (a & 0xFFFFFF) * (b & 0xFFFFFF), 2),
    "v_mul_hi_u32_u24": _lw(lambda a, b: ((a & 0xFFFFFF) * (b & 0xFFFFFF)) >> 32, 2),
    "v_mul_i32_i24": _lw(lambda a, b: _sx(a, 24) * _sx(b, 24), 2),
    "v_mad_u32_u24": _lw(lambda a, b, c: (a & 0xFFFFFF) * (b & 0xFFFFFF) + c, 3),
    "v_mad_i32_i24": _lw(lambda a, b, c: _sx(a, 24) * _sx(b, 24) + c, 3),
    "v_mad_u64_u32": h_mad_u64_u32(False), "v_mad_i64_i32": h_mad_u64_u32(True),
    "v_lshlrev_b32": _lw(lambda a, b: b << (a & 31), 2),
    "v_lshrrev_b32": _lw(lambda a, b: b >> (a & 31), 2),
    "v_ashrrev_i32": _lw(lambda a, b: _sx(b, 32) >> (a & 31), 2),
    "v_lshlrev_b16": _lw(lambda a, b: ((b & 0xFFFF) << (a & 15)) & 0xFFFF, 2),
    "v_lshrrev_b16": _lw(lambda a, b: (b & 0xFFFF) >> (a & 15), 2),
    "v_and_b32": _lw(lambda a, b: a & b, 2), "v_or_b32": _lw(lambda a, b: a | b, 2),
    "v_xor_b32": _lw(lambda a, b: a ^ b, 2), "v_not_b32": _lw(lambda a: ~a, 1),
    "v_bfrev_b32": _lw(lambda a: int(f"{a & M32:032b}"[::-1], 2), 1),
    "v_bfe_u32": _lw(lambda a, b, c: (a >> (b & 31)) & ((1 << (c & 31)) - 1), 3),
    "v_bfe_i32": _lw(lambda a, b, c: _sx((a >> (b & 31)) & ((1 << (c & 31)) - 1), c & 31) if c & 31 else 0, 3),
    "v_bfi_b32": _lw(lambda a, b, c: (a & b) | (~a & c), 3),
    "v_bfm_b32": _lw(lambda a, b: ((1 << (a & 31)) - 1) << (b & 31), 2),
    "v_alignbit_b32": _lw(lambda a, b, c: (((a << 32) | b) >> (c & 31)), 3),
    "v_alignbyte_b32": _lw(lambda a, b, c: (((a << 32) | b) >> (8 * (c & 3))), 3),
    "v_lshl_add_u32": _lw(lambda a, b, c: (a << (b & 31)) + c, 3),
    "v_add_lshl_u32": _lw(lambda a, b, c: (a + b) << (c & 31), 3),
    "v_lshl_or_b32": _lw(lambda a, b, c: (a << (b & 31)) | c, 3),
    "v_and_or_b32": _lw(lambda a, b, c: (a & b) | c, 3),
    "v_or3_b32": _lw(lambda a, b, c: a | b | c, 3),
    "v_add3_u32": _lw(lambda a, b, c: a + b + c, 3),
    "v_xad_u32": _lw(lambda a, b, c: (a ^ b) + c, 3),
    "v_lshl_add_u64": _lw(lambda a, b, c: (a << (b & 7)) + c, 3, srcw=2, dstw=2),
    "v_lshlrev_b64": _lw(lambda a, b: b << (a & 63), 2, srcw=2, dstw=2),
    "v_lshrrev_b64": _lw(lambda a, b: b >> (a & 63), 2, srcw=2, dstw=2),
    "v_ashrrev_i64": _lw(lambda a, b: _sx(b, 64) >> (a & 63), 2, srcw=2, dstw=2),
    "v_min_u32": _lw(min, 2), "v_max_u32": _lw(max, 2),
    "v_min_i32": _lw(lambda a, b: min(_sx(a, 32), _sx(b, 32)), 2),
    "v_max_i32": _lw(lambda a, b: max(_sx(a, 32), _sx(b, 32)), 2),
    "v_min3_u32": _lw(lambda a, b, c: min(a, b, c), 3), "v_max3_u32": _lw(lambda a, b, c: max(a, b, c), 3),
    "v_med3_u32": _lw(lambda a, b, c: sorted((a, b, c))[1], 3),
    "v_perm_b32": _lw(_perm, 3),
    "v_cndmask_b32": h_cndmask,
    "v_mbcnt_lo_u32_b32": h_mbcnt(False), "v_mbcnt_hi_u32_b32": h_mbcnt(True),
    "v_bitop3_b32": h_bitop3,
}
# 64-bit shifts take the shift from a 32-bit operand: fix their source widths
VECTOR["v_lshlrev_b64"] = lambda m, d: m.vwrite(d.ops[0], tuple(
    None if a is None or b is None else b << (a & 63)
    for a, b in zip(m.vread(d.ops[1]), m.vread(d.ops[2], 2))), 2)
VECTOR["v_lshrrev_b64"] = lambda m, d: m.vwrite(d.ops[0], tuple(
    None if a is None or b is None else b >> (a & 63)
    for a, b in zip(m.vread(d.ops[1]), m.vread(d.ops[2], 2))), 2)
VECTOR["v_ashrrev_i64"] = lambda m, d: m.vwrite(d.ops[0], tuple(
    None if a is None or b is None else _sx(b, 64) >> (a & 63)
    for a, b in zip(m.vread(d.ops[1]), m.vread(d.ops[2], 2))), 2)
VECTOR["v_lshl_add_u64"] = lambda m, d: m.vwrite(d.ops[0], tuple(
    None if a is None or b is None or c is None else (a << (b & 7)) + c
    for a, b, c in zip(m.vread(d.ops[1], 2), m.vread(d.ops[2]), m.vread(d.ops[3], 2))), 2)

for _rel in ("eq", "ne", "lg", "gt", "ge", "lt", "le"):
    for _t, _sg, _w in (("u32", False, 1), ("i32", True, 1), ("u64", False, 2), ("i64", True, 2),
                        ("u16", False, 1), ("i16", True, 1)):
        VECTOR[f"v_cmp_{_rel}_{_t}"] = h_vcmp(_rel, _sg, _w)
        VECTOR[f"v_cmpx_{_rel}_{_t}"] = h_vcmp(_rel, _sg, _w, x=True)


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
    if info.stride:
        offs = (modifier_value(ins.modifiers, "offset0", ins.loc) * info.stride,
                modifier_value(ins.modifiers, "offset1", ins.loc) * info.stride)
    else:
        offs = (modifier_value(ins.modifiers, "offset", ins.loc),)
    if info.addr is None:
        m0 = m.s[M0]
        if m0 is None:
            raise m.fail(d, f"{ins.mnemonic}: M0 (the LDS base) is unknown")
        addrs = tuple(m0 + 4 * lane for lane in range(LANES))
    else:
        addrs = m.vread(d.ops[info.addr])
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
    m.ops.append(WaveOp(info.kind, d.index, _merge(intervals) or ((0, 0),)))


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
    written, stride = d.info
    base = m0 + modifier_value(ins.modifiers, "offset", ins.loc)
    intervals = [(base + lane * stride, base + lane * stride + written)
                 for lane in range(LANES) if (ex >> lane) & 1]
    m.ops.append(WaveOp("copy", d.index, _merge(intervals) or ((0, 0),)))


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
        addr = None if base is None or off is None else (base + _sx(off, 21) + off2) & M64
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


# ------------------------------------------------------------------ decoding


#: mnemonics that move control flow in ways a straight walk cannot follow
UNSUPPORTED_FLOW = ("s_setpc_b64", "s_swappc_b64", "s_call_b64", "s_cbranch_join", "s_cbranch_g_fork",
                    "s_cbranch_i_fork", "s_rfe_b64", "s_cbranch_cdbgsys", "s_cbranch_cdbguser",
                    "s_cbranch_cdbgsys_or_user", "s_cbranch_cdbgsys_and_user", "s_set_gpr_idx_on",
                    "s_movrels_b32", "s_movreld_b32", "s_movrels_b64", "s_movreld_b64", "v_movrels_b32",
                    "v_movreld_b32", "v_movrelsd_b32")


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
