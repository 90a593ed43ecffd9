"""Semantics of the scalar (SOP*) and vector (VOP*) integer instructions the emulator models:
each handler reads its sources from a `Machine`, computes per lane, and writes its destination
under the exec mask (None = unknown propagates)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from syncsan.frontends.asm.operands import EXEC, VCC, Reg, modifier_value
from syncsan.frontends.asm.values import LANES, M32, M64, NONE64, bits_of, sx

if TYPE_CHECKING:  # handlers take the emulator's state; no import cycle at run time
    from syncsan.frontends.asm.emulator import Decoded, Machine

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
    sa, sb = sx(a, 32), sx(b, 32)
    return not (-(1 << 31) <= sa + sb < (1 << 31))


def _sub_i32_overflow(r, a, b):
    sa, sb = sx(a, 32), sx(b, 32)
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
    m.swrite(d.ops[0], None if v is None else sx(v, 16) & M32)


def h_addk(m, d):
    a, k = m.sread(d.ops[0]), m.sread(d.ops[1])
    if a is None or k is None:
        m.swrite(d.ops[0], None)
        m.scc = None
        return
    k = sx(k, 16) & M32
    m.scc = _add_i32_overflow(None, a, k)
    m.swrite(d.ops[0], (a + k) & M32)


def h_mulk(m, d):
    a, k = m.sread(d.ops[0]), m.sread(d.ops[1])
    m.swrite(d.ops[0], None if a is None or k is None else (sx(a, 32) * sx(k, 16)) & M32)


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
            b = (sx(b, 16) if signed else b & 0xFFFF)
        bits = 32 * width
        if signed:
            a, b = sx(a, bits), sx(b, bits) if not k else b
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
        x, y = (sx(a, 32), sx(b, 32)) if signed else (a, b)
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
    "s_absdiff_i32": _s2(lambda a, b: abs(sx(a, 32) - sx(b, 32)), scc=_nz),
    "s_mul_i32": _s2(lambda a, b: sx(a, 32) * sx(b, 32)),
    "s_mul_hi_u32": _s2(lambda a, b: (a * b) >> 32),
    "s_mul_hi_i32": _s2(lambda a, b: (sx(a, 32) * sx(b, 32)) >> 32),
    "s_lshl_b32": _s2(lambda a, b: a << (b & 31), scc=_nz),
    "s_lshl_b64": _s2(lambda a, b: a << (b & 63), width=2, scc=_nz, shift=True),
    "s_lshr_b32": _s2(lambda a, b: a >> (b & 31), scc=_nz),
    "s_lshr_b64": _s2(lambda a, b: a >> (b & 63), width=2, scc=_nz, shift=True),
    "s_ashr_i32": _s2(lambda a, b: sx(a, 32) >> (b & 31), scc=_nz),
    "s_ashr_i64": _s2(lambda a, b: sx(a, 64) >> (b & 63), width=2, scc=_nz, shift=True),
    "s_bfe_u32": _s2(lambda a, b: _bfe(a, b, False, 32), scc=_nz),
    "s_bfe_i32": _s2(lambda a, b: _bfe(a, b, True, 32), scc=_nz),
    "s_bfm_b32": _s2(lambda a, b: ((1 << (a & 31)) - 1) << (b & 31)),
    "s_abs_i32": _s1(lambda a: abs(sx(a, 32)), scc=_nz),
    "s_not_b32": _s1(lambda a: ~a, scc=_nz),
    "s_not_b64": _s1(lambda a: ~a, width=2, scc=_nz),
    "s_brev_b32": _s1(lambda a: int(f"{a:032b}"[::-1], 2)),
    "s_sext_i32_i8": _s1(lambda a: sx(a, 8)),
    "s_sext_i32_i16": _s1(lambda a: sx(a, 16)),
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
    """dst[lane] = fn(*src[lane]) over all lanes (masked by exec on write); `srcw`: the width
    of every source, or a tuple with each source's width."""
    widths = srcw if isinstance(srcw, tuple) else (srcw,) * nsrc

    def h(m: Machine, d: Decoded):
        srcs = tuple([m.vread(d.ops[1 + i], widths[i]) for i in range(nsrc)])
        # the result depends only on the instruction and its source lanes, which repeat across
        # waves, kernel-argument runs and loop iterations
        memo = m.code.lanes
        key = (d.index, srcs)
        out = memo.get(key)
        if out is None:
            if nsrc == 1:
                out = [None if a is None else fn(a) for a in srcs[0]]
            elif nsrc == 2:
                out = [None if a is None or b is None else fn(a, b) for a, b in zip(*srcs)]
            else:
                out = [None if None in t else fn(*t) for t in zip(*srcs)]
            if dstw == 1:
                out = [None if x is None else x & M32 for x in out]
            out = memo[key] = tuple(out)
        m.vwrite(d.ops[0], out, dstw, masked=dstw == 1)
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
            cin_bits = [None] * LANES if cin is None else bits_of(cin)
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
                p, q = sx(p, 32 * width), sx(q, 32 * width)
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
    key = (d.index, sel, a, b)  # see _lw: the same selections repeat
    out = m.code.lanes.get(key)
    if out is None:
        if sel is None:
            out = tuple(x if x == y else None for x, y in zip(a, b))
        else:
            out = tuple(b[i] if (sel >> i) & 1 else a[i] for i in range(LANES))
        m.code.lanes[key] = out
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
                out.append((sx(x, 32) * sx(y, 32) + sx(z, 64)) & M64)
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
    "v_mul_hi_i32": _lw(lambda a, b: (sx(a, 32) * sx(b, 32)) >> 32, 2),
    "v_mul_u32_u24": _lw(lambda a, b: (a & 0xFFFFFF) * (b & 0xFFFFFF), 2),
    "v_mul_hi_u32_u24": _lw(lambda a, b: ((a & 0xFFFFFF) * (b & 0xFFFFFF)) >> 32, 2),
    "v_mul_i32_i24": _lw(lambda a, b: sx(a, 24) * sx(b, 24), 2),
    "v_mad_u32_u24": _lw(lambda a, b, c: (a & 0xFFFFFF) * (b & 0xFFFFFF) + c, 3),
    "v_mad_i32_i24": _lw(lambda a, b, c: sx(a, 24) * sx(b, 24) + c, 3),
    "v_mad_u64_u32": h_mad_u64_u32(False), "v_mad_i64_i32": h_mad_u64_u32(True),
    "v_lshlrev_b32": _lw(lambda a, b: b << (a & 31), 2),
    "v_lshrrev_b32": _lw(lambda a, b: b >> (a & 31), 2),
    "v_ashrrev_i32": _lw(lambda a, b: sx(b, 32) >> (a & 31), 2),
    "v_lshlrev_b16": _lw(lambda a, b: ((b & 0xFFFF) << (a & 15)) & 0xFFFF, 2),
    "v_lshrrev_b16": _lw(lambda a, b: (b & 0xFFFF) >> (a & 15), 2),
    "v_and_b32": _lw(lambda a, b: a & b, 2), "v_or_b32": _lw(lambda a, b: a | b, 2),
    "v_xor_b32": _lw(lambda a, b: a ^ b, 2), "v_not_b32": _lw(lambda a: ~a, 1),
    "v_bfrev_b32": _lw(lambda a: int(f"{a & M32:032b}"[::-1], 2), 1),
    "v_bfe_u32": _lw(lambda a, b, c: (a >> (b & 31)) & ((1 << (c & 31)) - 1), 3),
    "v_bfe_i32": _lw(lambda a, b, c: sx((a >> (b & 31)) & ((1 << (c & 31)) - 1), c & 31) if c & 31 else 0, 3),
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
    "v_ashrrev_i64": _lw(lambda a, b: sx(b, 64) >> (a & 63), 2, srcw=2, dstw=2),
    "v_min_u32": _lw(min, 2), "v_max_u32": _lw(max, 2),
    "v_min_i32": _lw(lambda a, b: min(sx(a, 32), sx(b, 32)), 2),
    "v_max_i32": _lw(lambda a, b: max(sx(a, 32), sx(b, 32)), 2),
    "v_min3_u32": _lw(lambda a, b, c: min(a, b, c), 3), "v_max3_u32": _lw(lambda a, b, c: max(a, b, c), 3),
    "v_med3_u32": _lw(lambda a, b, c: sorted((a, b, c))[1], 3),
    "v_perm_b32": _lw(_perm, 3),
    "v_cndmask_b32": h_cndmask,
    "v_mbcnt_lo_u32_b32": h_mbcnt(False), "v_mbcnt_hi_u32_b32": h_mbcnt(True),
    "v_bitop3_b32": h_bitop3,
}
# 64-bit shifts take the shift from a 32-bit operand: fix their source widths
VECTOR["v_lshlrev_b64"] = _lw(lambda a, b: b << (a & 63), 2, srcw=(1, 2), dstw=2)
VECTOR["v_lshrrev_b64"] = _lw(lambda a, b: b >> (a & 63), 2, srcw=(1, 2), dstw=2)
VECTOR["v_ashrrev_i64"] = _lw(lambda a, b: sx(b, 64) >> (a & 63), 2, srcw=(1, 2), dstw=2)
VECTOR["v_lshl_add_u64"] = _lw(lambda a, b, c: (a << (b & 7)) + c, 3, srcw=(2, 1, 2), dstw=2)

for _rel in ("eq", "ne", "lg", "gt", "ge", "lt", "le"):
    for _t, _sg, _w in (("u32", False, 1), ("i32", True, 1), ("u64", False, 2), ("i64", True, 2),
                        ("u16", False, 1), ("i16", True, 1)):
        VECTOR[f"v_cmp_{_rel}_{_t}"] = h_vcmp(_rel, _sg, _w)
        VECTOR[f"v_cmpx_{_rel}_{_t}"] = h_vcmp(_rel, _sg, _w, x=True)
