"""Handlers of the float instructions the emulator models bit-exactly (`floatops.py`): the
conversions, reciprocal, multiply / add / fused and unfused multiply-add, truncation and rounding
that compilers use to compute integer quotients, tile counts and the like. Source modifiers
(`-v1`, `|v1|`, `neg(...)`, `abs(...)`) and the output modifiers `clamp`, `mul:2`, `mul:4`,
`div:2` are applied. A symbolic operand gives an uninterpreted function of it; an unknown
lane gives an unknown lane."""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass
from typing import Callable

from syncsan.frontends.asm import division  # noqa: F401  (exact values of LLVM's udiv / urem)
from syncsan.frontends.asm import floatops as F
from syncsan.frontends.asm import symbolic as S
from syncsan.frontends.asm.operands import VCC, Imm, Reg, decode
from syncsan.frontends.asm.symbolic import LANE, UF_EVAL, Sym
from syncsan.frontends.asm.values import LANES, M32, M64, unknown_lanes

FLOAT_TEXT = re.compile(r"^-?\d+\.\d*(?:e[+-]?\d+)?$")


@dataclass(frozen=True)
class Src:
    op: object  # Reg or Imm
    neg: bool = False
    abs: bool = False


@dataclass(frozen=True)
class FloatInfo:
    srcs: tuple[Src, ...]
    omod: int = 0  # 0 none, 2/4 multiply, -2 divide by two
    clamp: bool = False


def _source(text: str, loc, f64: bool) -> Src:
    t = text.strip()
    neg = ab = False
    if t.startswith("-") and not re.match(r"^-\d", t):
        neg, t = True, t[1:].strip()
    if t.startswith("neg(") and t.endswith(")"):
        neg, t = True, t[4:-1].strip()
    if t.startswith("|") and t.endswith("|"):
        ab, t = True, t[1:-1].strip()
    if t.startswith("abs(") and t.endswith(")"):
        ab, t = True, t[4:-1].strip()
    op = decode(t, loc)
    if f64 and isinstance(op, Imm):
        if FLOAT_TEXT.match(t.lower()):
            op = Imm(struct.unpack("<Q", struct.pack("<d", float(t)))[0])
        elif -16 <= op.value <= 64:
            op = Imm(op.value & M64)  # integer inline constants are the 64-bit pattern
        else:
            op = Imm((op.value & M32) << 32)  # a 32-bit literal is the high half of a double
    return Src(op, neg, ab)


def prepare(ins, nsrc: int, f64: bool, first: int = 1) -> FloatInfo:
    from syncsan.errors import Loc

    srcs = tuple(_source(o.text, Loc(ins.loc.file, ins.loc.line, o.column), f64)
                 for o in ins.operands[first:first + nsrc])
    omod, clamp = 0, False
    for m in ins.modifiers:
        if m == "clamp":
            clamp = True
        elif m in ("mul:2", "mul:4"):
            omod = int(m[-1])
        elif m == "div:2":
            omod = -2
    return FloatInfo(srcs, omod, clamp)


def _apply_src(x: int, s: Src, fmt: F.Format) -> int:
    if s.abs:
        x &= ~fmt.sign_bit & fmt.mask
    if s.neg:
        x ^= fmt.sign_bit
    return x


def _apply_out(x: int, info: FloatInfo, fmt: F.Format) -> int:
    if info.omod:
        factor = F.from_int(info.omod, fmt) if info.omod > 0 else F.round_to(F.Fraction(1, 2), fmt)
        x = F.fmul(x, factor, fmt)
    if info.clamp:
        v = F.to_fraction(x, fmt)
        if v is None:
            x = 0 if F.classify(x, fmt)[0] == "nan" else (0 if x & fmt.sign_bit else F.from_int(1, fmt))
        elif v < 0:
            x = 0
        elif v > 1:
            x = F.from_int(1, fmt)
    return x


def _float_op(name: str, fn: Callable, nsrc: int, src_fmt: F.Format | None, dst64: bool = False,
              fixed_args: Callable | None = None):
    """A handler computing dst[lane] = fn(*sources) on bit patterns; `src_fmt` is the format the
    source modifiers act on (None: integer sources, no modifiers)."""
    srcw = 2 if src_fmt is F.F64 else 1
    dstw = 2 if dst64 else 1
    dmask = M64 if dst64 else M32
    UF_EVAL.setdefault(name, lambda *a: fn(*a) & dmask)

    def h(m, d):
        info: FloatInfo = d.info
        m.sym_seen = False
        cols = []
        for i, s in enumerate(info.srcs[:nsrc]):
            lanes = m.vread(s.op, srcw) if isinstance(s.op, Reg) else ((s.op.value & (M64 if srcw == 2 else M32)),) * LANES
            cols.append((lanes, s))
        out = []
        cache: dict = {}
        fmt = F.F64 if dst64 else F.F32
        rows = zip(*[c[0] for c in cols])  # each lane's sources
        if any(lanes.count(None) == LANES for lanes, _ in cols):  # a source known in no lane
            out, rows = unknown_lanes(), ()
        for args in rows:
            r = cache.get(args, ...)
            if r is ...:
                if all(type(a) is int for a in args):
                    vals = [(_apply_src(a, s, src_fmt) if src_fmt is not None else a) for a, (_, s) in zip(args, cols)]
                    if fixed_args is not None:
                        vals = fixed_args(vals, d)
                    r = fn(*vals) & dmask
                    if info.omod or info.clamp:
                        r = _apply_out(r, info, fmt)
                elif None in args or any(type(a) is tuple for a in args) or srcw == 2 or dst64 or \
                        any(s.neg or s.abs for _, s in cols) or info.omod or info.clamp:
                    r = None
                else:
                    r = S.uf(name, *args)
                    if type(r) is Sym and r.level >= LANE:
                        r = None
                cache[args] = r
            out.append(r)
        m.vwrite(d.ops[0], tuple(out), dstw, masked=not dst64, origin=[s.op for _, s in cols],
                 sym=None if m.sym_seen else False)
    h.float_sources = (nsrc, src_fmt is F.F64)
    return h


FLOAT: dict[str, Callable] = {
    # conversions
    "v_cvt_f32_u32": _float_op("v_cvt_f32_u32", lambda a: F.from_int(a, F.F32), 1, None),
    "v_cvt_f32_i32": _float_op("v_cvt_f32_i32", lambda a: F.from_int(a - (1 << 32) if a >> 31 else a, F.F32), 1, None),
    "v_cvt_u32_f32": _float_op("v_cvt_u32_f32", lambda a: F.to_int(a, F.F32, False), 1, F.F32),
    "v_cvt_i32_f32": _float_op("v_cvt_i32_f32", lambda a: F.to_int(a, F.F32, True), 1, F.F32),
    "v_cvt_f64_u32": _float_op("v_cvt_f64_u32", lambda a: F.from_int(a, F.F64), 1, None, dst64=True),
    "v_cvt_f64_i32": _float_op("v_cvt_f64_i32", lambda a: F.from_int(a - (1 << 32) if a >> 31 else a, F.F64), 1,
                               None, dst64=True),
    "v_cvt_u32_f64": _float_op("v_cvt_u32_f64", lambda a: F.to_int(a, F.F64, False), 1, F.F64),
    "v_cvt_i32_f64": _float_op("v_cvt_i32_f64", lambda a: F.to_int(a, F.F64, True), 1, F.F64),
    "v_cvt_f32_f64": _float_op("v_cvt_f32_f64", lambda a: F.convert(a, F.F64, F.F32), 1, F.F64),
    "v_cvt_f64_f32": _float_op("v_cvt_f64_f32", lambda a: F.convert(a, F.F32, F.F64), 1, F.F32, dst64=True),
    # reciprocal (taken as correctly rounded, see floatops.py), rounding
    "v_rcp_f32": _float_op("v_rcp_f32", lambda a: F.frcp(a, F.F32), 1, F.F32),
    "v_rcp_iflag_f32": _float_op("v_rcp_iflag_f32", lambda a: F.frcp(a, F.F32), 1, F.F32),
    "v_rcp_f64": _float_op("v_rcp_f64", lambda a: F.frcp(a, F.F64), 1, F.F64, dst64=True),
    "v_trunc_f32": _float_op("v_trunc_f32", lambda a: F.ftrunc(a, F.F32), 1, F.F32),
    "v_floor_f32": _float_op("v_floor_f32", lambda a: F.ffloor(a, F.F32), 1, F.F32),
    "v_ceil_f32": _float_op("v_ceil_f32", lambda a: F.fceil(a, F.F32), 1, F.F32),
    "v_rndne_f32": _float_op("v_rndne_f32", lambda a: F.frndne(a, F.F32), 1, F.F32),
    "v_fract_f32": _float_op("v_fract_f32", lambda a: F.ffract(a, F.F32), 1, F.F32),
    "v_trunc_f64": _float_op("v_trunc_f64", lambda a: F.ftrunc(a, F.F64), 1, F.F64, dst64=True),
    "v_floor_f64": _float_op("v_floor_f64", lambda a: F.ffloor(a, F.F64), 1, F.F64, dst64=True),
    "v_fract_f64": _float_op("v_fract_f64", lambda a: F.ffract(a, F.F64), 1, F.F64, dst64=True),
    # arithmetic
    "v_mul_f32": _float_op("v_mul_f32", lambda a, b: F.fmul(a, b, F.F32), 2, F.F32),
    "v_add_f32": _float_op("v_add_f32", lambda a, b: F.fadd(a, b, F.F32), 2, F.F32),
    "v_sub_f32": _float_op("v_sub_f32", lambda a, b: F.fsub(a, b, F.F32), 2, F.F32),
    "v_subrev_f32": _float_op("v_subrev_f32", lambda a, b: F.fsub(b, a, F.F32), 2, F.F32),
    "v_min_f32": _float_op("v_min_f32", lambda a, b: F.fmin(a, b, F.F32), 2, F.F32),
    "v_max_f32": _float_op("v_max_f32", lambda a, b: F.fmax(a, b, F.F32), 2, F.F32),
    "v_ldexp_f32": _float_op("v_ldexp_f32", lambda a, b: F.fldexp(a, b, F.F32), 2, F.F32),
    "v_fma_f32": _float_op("v_fma_f32", lambda a, b, c: F.ffma(a, b, c, F.F32), 3, F.F32),
    "v_mad_f32": _float_op("v_mad_f32", lambda a, b, c: F.fmad(a, b, c, F.F32), 3, F.F32),
    "v_madmk_f32": _float_op("v_madmk_f32", lambda a, k, c: F.fmad(a, k, c, F.F32), 3, F.F32),
    "v_madak_f32": _float_op("v_madak_f32", lambda a, b, k: F.fmad(a, b, k, F.F32), 3, F.F32),
    "v_fmamk_f32": _float_op("v_fmamk_f32", lambda a, k, c: F.ffma(a, k, c, F.F32), 3, F.F32),
    "v_fmaak_f32": _float_op("v_fmaak_f32", lambda a, b, k: F.ffma(a, b, k, F.F32), 3, F.F32),
    "v_mul_f64": _float_op("v_mul_f64", lambda a, b: F.fmul(a, b, F.F64), 2, F.F64, dst64=True),
    "v_add_f64": _float_op("v_add_f64", lambda a, b: F.fadd(a, b, F.F64), 2, F.F64, dst64=True),
    "v_fma_f64": _float_op("v_fma_f64", lambda a, b, c: F.ffma(a, b, c, F.F64), 3, F.F64, dst64=True),
    "v_ldexp_f64": _float_op("v_ldexp_f64", lambda a, b: F.fldexp(a, b & M32, F.F64), 2, F.F64, dst64=True),
}
#: the accumulating forms read their destination as the addend
ACCUMULATE = {"v_mac_f32": F.fmad, "v_fmac_f32": F.ffma}


def _accumulate(name, fn):
    UF_EVAL.setdefault(name, lambda a, b, c: fn(a, b, c, F.F32))

    def h(m, d):
        info: FloatInfo = d.info
        m.sym_seen = False
        a = m.vread(info.srcs[0].op) if isinstance(info.srcs[0].op, Reg) else (info.srcs[0].op.value,) * LANES
        b = m.vread(info.srcs[1].op) if isinstance(info.srcs[1].op, Reg) else (info.srcs[1].op.value,) * LANES
        c = m.vread(d.ops[0])
        out = []
        for x, y, z in zip(a, b, c):
            if type(x) is int and type(y) is int and type(z) is int:
                x = _apply_src(x, info.srcs[0], F.F32)
                y = _apply_src(y, info.srcs[1], F.F32)
                out.append(_apply_out(fn(x, y, z, F.F32), info, F.F32) if info.omod or info.clamp else fn(x, y, z, F.F32))
            else:
                out.append(None)
        m.vwrite(d.ops[0], tuple(out), origin=[info.srcs[0].op, info.srcs[1].op, d.ops[0]], sym=False)
    h.float_sources = (2, False)
    return h


for _n, _f in ACCUMULATE.items():
    FLOAT[_n] = _accumulate(_n, _f)


#: each relation of `_fcmp` on two ordered values (NaN is handled before)
_RELATIONS = {"lt": lambda a, b: a < b, "le": lambda a, b: a <= b, "gt": lambda a, b: a > b,
              "ge": lambda a, b: a >= b, "eq": lambda a, b: a == b, "lg": lambda a, b: a != b,
              "neq": lambda a, b: a != b, "nlt": lambda a, b: not a < b, "nle": lambda a, b: not a <= b,
              "ngt": lambda a, b: not a > b, "nge": lambda a, b: not a >= b, "o": lambda a, b: True,
              "u": lambda a, b: False}


def _is_nan(bits: int, f: F.Format) -> bool:
    return (bits >> f.frac_bits) & f.exp_max == f.exp_max and bits & ((1 << f.frac_bits) - 1) != 0


def _fcmp(rel: str, x: bool = False):
    relation = _RELATIONS[rel]

    def cmp(a: int, b: int) -> bool:
        if rel in ("o", "u"):  # ordered / unordered: only whether either is NaN
            return rel == "u" if _is_nan(a, F.F32) or _is_nan(b, F.F32) else rel == "o"
        va, vb = F.to_fraction(a, F.F32), F.to_fraction(b, F.F32)
        if va is None or vb is None:  # NaN or infinity
            fa = F.classify(a, F.F32)
            fb = F.classify(b, F.F32)
            if fa[0] == "nan" or fb[0] == "nan":
                return rel in ("neq", "nlt", "nle", "ngt", "nge", "u")
            va = va if va is not None else (-10 ** 400 if fa[1] else 10 ** 400)
            vb = vb if vb is not None else (-10 ** 400 if fb[1] else 10 ** 400)
        return relation(va, vb)

    def h(m, d):
        info: FloatInfo = d.info
        if len(d.ops) == 3:
            dst = d.ops[0]
        else:
            dst = None if x else Reg("s", VCC, 2)
        cols = [m.vread(s.op) if isinstance(s.op, Reg) else (s.op.value & M32,) * LANES for s in info.srcs[:2]]
        # the bits depend only on the instruction and its source lanes, which repeat across
        # waves and loop iterations (as for the lane-wise ALU ops)
        key = (d.index, cols[0], cols[1])
        bits = m.code.lanes.get(key)
        if bits is None:
            bits = []
            for p, q in zip(*cols):
                if type(p) is int and type(q) is int:
                    bits.append(cmp(_apply_src(p, info.srcs[0], F.F32), _apply_src(q, info.srcs[1], F.F32)))
                else:
                    bits.append(None)
            bits = m.code.lanes[key] = tuple(bits)
        mask = m.lane_mask(bits, d, tuple(s.op for s in info.srcs[:2]))
        if dst is not None:
            m.swrite(dst, mask, 2)
        if x:
            from syncsan.frontends.asm.operands import EXEC

            lo, hi = (mask & M32, mask >> 32) if type(mask) is int else mask
            m.s[EXEC], m.s[EXEC + 1] = lo, hi
    h.float_sources = (2, False)
    h.float_first = 1
    return h


for _rel in ("lt", "le", "gt", "ge", "eq", "lg", "neq", "nlt", "nle", "ngt", "nge", "o", "u"):
    FLOAT[f"v_cmp_{_rel}_f32"] = _fcmp(_rel)
    FLOAT[f"v_cmpx_{_rel}_f32"] = _fcmp(_rel, x=True)


def float_info(ins, handler) -> FloatInfo:
    """The parsed sources and output modifiers a float handler reads (at decode time)."""
    nsrc, f64 = handler.float_sources
    first = 1
    if getattr(handler, "float_first", None) is not None and len(ins.operands) == nsrc:
        first = 0  # v_cmp_*_e32: vcc is implicit
    return prepare(ins, nsrc, f64, first)
