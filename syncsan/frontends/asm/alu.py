"""Semantics of the scalar (SOP*) and vector (VOP*) integer instructions the emulator models:
each handler reads its sources from a `Machine`, computes per lane, and writes its destination
under the exec mask.

Known values take the fast path (Python ints). When a source is symbolic the result is built
with the constructors of `symbolic.py`: exact terms for the arithmetic, bitwise, shift, compare
and select ops that compute branch conditions and LDS addresses, and an uninterpreted function
of the arguments for the rest (the same arguments give the same value in every wave, and the
concrete function is registered so the term folds when its arguments become known)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from syncsan.frontends.asm import symbolic as S
from syncsan.frontends.asm.operands import EXEC, VCC, Reg, modifier_value
from syncsan.frontends.asm.symbolic import LANE, UF_EVAL, Sym, binop, select, unknown
from syncsan.frontends.asm.values import LANES, M32, M64, NONE64, sx, unknown_lanes

if TYPE_CHECKING:  # handlers take the emulator's state; no import cycle at run time
    from syncsan.frontends.asm.emulator import Decoded, Machine


def _pair(v):
    """(lo, hi) of a 64-bit value (int or pair)."""
    if type(v) is int:
        return v & M32, (v >> 32) & M32
    if type(v) is tuple:
        return v
    return v, v


def _join(lo, hi):
    return lo | hi << 32 if type(lo) is int and type(hi) is int else (lo, hi)


def _uf(name, concrete):
    """Register `concrete` as the evaluator of uninterpreted function `name`."""
    UF_EVAL.setdefault(name, concrete)
    return name


# ------------------------------------------------------------------ scalar ALU: symbolic forms


def _sym_scc_carry(r, a, b):
    return binop("ult", r, a)


def _not(a):
    return binop("xor", a, M32)


def _signed_add_overflow(a, b, r):
    return binop("slt", binop("and", binop("xor", a, r), binop("xor", b, r)), 0)


def _signed_sub_overflow(a, b, r):
    return binop("slt", binop("and", binop("xor", a, b), binop("xor", a, r)), 0)


def _bfe_sym(a, b, signed):
    if type(b) is not int:
        return S.uf(_uf("s_bfe_i32" if signed else "s_bfe_u32",
                        lambda x, y: _bfe(x, y, signed, 32) & M32), a, b)
    off, width = b & 31, (b >> 16) & 0x7F
    if width == 0:
        return 0
    if off + width >= 32:
        return binop("ashr" if signed else "lshr", a, off)
    r = binop("shl", a, 32 - off - width)
    return binop("ashr" if signed else "lshr", r, 32 - width)


def _min_max(a, b, signed, want_min):
    lt = binop("slt" if signed else "ult", a, b)
    r = select(lt, a, b) if want_min else select(lt, b, a)
    # SCC: the first operand was chosen
    scc = binop("sle" if signed else "ule", a, b) if want_min else binop("sle" if signed else "ule", b, a)
    return r, scc


def _abs_sym(a):
    neg = binop("sub", 0, a)
    r = select(binop("slt", a, 0), neg, a)
    return r, binop("ne", r, 0)


#: name -> function(a, b, scc) -> (result, scc or None) on symbolic operands (32-bit ops)
SYM_SCALAR: dict[str, Callable] = {
    "s_add_u32": lambda a, b, c: (lambda r: (r, binop("ult", r, a)))(binop("add", a, b)),
    "s_add_i32": lambda a, b, c: (lambda r: (r, _signed_add_overflow(a, b, r)))(binop("add", a, b)),
    "s_sub_u32": lambda a, b, c: (binop("sub", a, b), binop("ult", a, b)),
    "s_sub_i32": lambda a, b, c: (lambda r: (r, _signed_sub_overflow(a, b, r)))(binop("sub", a, b)),
    "s_mul_i32": lambda a, b, c: (binop("mul", a, b), None),
    "s_mul_hi_u32": lambda a, b, c: (binop("mulhu", a, b), None),
    "s_mul_hi_i32": lambda a, b, c: (binop("mulhs", a, b), None),
    "s_lshl_b32": lambda a, b, c: (lambda r: (r, S.to_bool(r)))(binop("shl", a, b)),
    "s_lshr_b32": lambda a, b, c: (lambda r: (r, S.to_bool(r)))(binop("lshr", a, b)),
    "s_ashr_i32": lambda a, b, c: (lambda r: (r, S.to_bool(r)))(binop("ashr", a, b)),
    "s_and_b32": lambda a, b, c: (lambda r: (r, S.to_bool(r)))(binop("and", a, b)),
    "s_or_b32": lambda a, b, c: (lambda r: (r, S.to_bool(r)))(binop("or", a, b)),
    "s_xor_b32": lambda a, b, c: (lambda r: (r, S.to_bool(r)))(binop("xor", a, b)),
    "s_andn2_b32": lambda a, b, c: (lambda r: (r, S.to_bool(r)))(binop("and", a, _not(b))),
    "s_orn2_b32": lambda a, b, c: (lambda r: (r, S.to_bool(r)))(binop("or", a, _not(b))),
    "s_nand_b32": lambda a, b, c: (lambda r: (r, S.to_bool(r)))(_not(binop("and", a, b))),
    "s_nor_b32": lambda a, b, c: (lambda r: (r, S.to_bool(r)))(_not(binop("or", a, b))),
    "s_xnor_b32": lambda a, b, c: (lambda r: (r, S.to_bool(r)))(_not(binop("xor", a, b))),
    "s_bfe_u32": lambda a, b, c: (lambda r: (r, S.to_bool(r)))(_bfe_sym(a, b, False)),
    "s_bfe_i32": lambda a, b, c: (lambda r: (r, S.to_bool(r)))(_bfe_sym(a, b, True)),
    "s_min_i32": lambda a, b, c: _min_max(a, b, True, True),
    "s_min_u32": lambda a, b, c: _min_max(a, b, False, True),
    "s_max_i32": lambda a, b, c: _min_max(a, b, True, False),
    "s_max_u32": lambda a, b, c: _min_max(a, b, False, False),
    "s_addc_u32": lambda a, b, c: _addc(a, b, c),
    "s_subb_u32": lambda a, b, c: _subb(a, b, c),
}
for _n in (1, 2, 3, 4):
    SYM_SCALAR[f"s_lshl{_n}_add_u32"] = (
        lambda n: lambda a, b, c: (binop("add", binop("shl", a, n), b),
                                   S.uf(_uf(f"scc:s_lshl{n}_add_u32",
                                            lambda x, y: ((x << n) + y) > M32), a, b, boolean=True)))(_n)
SYM_UNARY: dict[str, Callable] = {
    "s_not_b32": lambda a: (lambda r: (r, S.to_bool(r)))(_not(a)),
    "s_abs_i32": _abs_sym,
    "s_sext_i32_i8": lambda a: (binop("ashr", binop("shl", a, 24), 24), None),
    "s_sext_i32_i16": lambda a: (binop("ashr", binop("shl", a, 16), 16), None),
}


def _addc(a, b, c):
    cin = S.from_bool(c)
    t = binop("add", a, b)
    r = binop("add", t, cin)
    return r, S.bor(binop("ult", t, a), binop("ult", r, t))


def _subb(a, b, c):
    cin = S.from_bool(c)
    t = binop("sub", a, b)
    r = binop("sub", t, cin)
    return r, S.bor(binop("ult", a, b), binop("ult", t, cin))


# ------------------------------------------------------------------ scalar ALU


def _s2(fn, width=1, scc=None, srcw=None, shift=False):
    """Scalar op dst = fn(a, b); `scc(result, a, b)` sets SCC (None: SCC unchanged); `shift`:
    the second source is a 32-bit shift amount."""
    sw = srcw or width
    bw = 1 if shift else sw
    mask = M32 if width == 1 else M64

    def h(m: Machine, d: Decoded):
        a = m.sread(d.ops[1], sw)
        b = m.sread(d.ops[2], bw) if len(d.ops) > 2 else 0
        if type(a) is int and type(b) is int:
            r = fn(a, b)
            if scc is not None:
                m.scc = bool(scc(r, a, b))
            m.swrite(d.ops[0], r & mask, width)
            return
        _scalar_symbolic(m, d, a, b, width, scc, fn)
    return h


def _scalar_symbolic(m, d, a, b, width, scc_fn, fn):
    name = d.base
    sets_scc = scc_fn is not None
    if width == 1 and sw_ok(a) and sw_ok(b):
        f = SYM_SCALAR.get(name)
        if f is not None:
            r, c = f(a, b, m.scc)
            m.swrite(d.ops[0], r)
            if sets_scc and c is not None:
                m.scc = c
            return
    # 64-bit bitwise ops work per half; other ops are uninterpreted functions of the halves
    if width == 2 and name[:-4] in ("s_and", "s_or", "s_xor", "s_andn2", "s_orn2", "s_nand", "s_nor", "s_xnor"):
        f = SYM_SCALAR[name[:-4] + "_b32"]
        (alo, ahi), (blo, bhi) = _pair(a), _pair(b)
        lo, _ = f(alo, blo, None)
        hi, _ = f(ahi, bhi, None)
        m.swrite(d.ops[0], (lo, hi), 2)
        if sets_scc:
            m.scc = S.bor(S.to_bool(lo), S.to_bool(hi))
        return
    args = []
    for v in (a, b):
        args.extend(_pair(v) if (type(v) is tuple or width == 2) else (v,))
    conc = (lambda nargs: (lambda *x: _concrete_call(fn, x, width, nargs)))(len(args))
    if width == 2:
        lo = S.uf(_uf("lo:" + name, lambda *x: conc(*x) & M32), *args)
        hi = S.uf(_uf("hi:" + name, lambda *x: (conc(*x) >> 32) & M32), *args)
        m.swrite(d.ops[0], (lo, hi), 2)
        r = (lo, hi)
    else:
        r = S.uf(_uf(name, lambda *x: conc(*x) & M32), *args)
        m.swrite(d.ops[0], r)
    if sets_scc:
        if scc_fn is _nz:
            m.scc = S.bor(S.to_bool(r[0]), S.to_bool(r[1])) if width == 2 else S.to_bool(r)
        else:
            def scc_of(*x, nargs=len(args)):
                vals = _operands(x, width, nargs)
                return bool(scc_fn(fn(*vals), *vals))
            m.scc = S.uf(_uf("scc:" + name, scc_of), *args, boolean=True)


def _operands(x, width, nargs):
    if width == 2:
        vals = [x[i] | x[i + 1] << 32 for i in range(0, nargs, 2)]
        return vals + [0] * (2 - len(vals))
    return list(x) + [0] * (2 - len(x))


def sw_ok(v) -> bool:
    return type(v) is not tuple


def _concrete_call(fn, x, width, nargs):
    r = fn(*_operands(x, width, nargs))
    return r & (M64 if width == 2 else M32)


def _s1(fn, width=1, scc=None, srcw=None):
    sw = srcw or width
    mask = M32 if width == 1 else M64

    def h(m: Machine, d: Decoded):
        a = m.sread(d.ops[1], sw)
        if type(a) is int:
            r = fn(a)
            if scc is not None:
                m.scc = bool(scc(r, a))
            m.swrite(d.ops[0], r & mask, width)
            return
        f = SYM_UNARY.get(d.base)
        if f is not None and width == 1 and type(a) is not tuple:
            r, c = f(a)
            m.swrite(d.ops[0], r)
            if scc is not None and c is not None:
                m.scc = c
            return
        if d.base in ("s_not_b64",):
            lo, hi = _pair(a)
            r = (_not(lo), _not(hi))
            m.swrite(d.ops[0], r, 2)
            m.scc = S.bor(S.to_bool(r[0]), S.to_bool(r[1]))
            return
        args = _pair(a) if (type(a) is tuple or sw == 2) else (a,)
        conc = (lambda *x: fn(x[0] | x[1] << 32) if len(x) == 2 else fn(x[0]))
        if width == 2:
            lo = S.uf(_uf("lo:" + d.base, lambda *x: conc(*x) & M32), *args)
            hi = S.uf(_uf("hi:" + d.base, lambda *x: (conc(*x) >> 32) & M32), *args)
            m.swrite(d.ops[0], (lo, hi), 2)
            r = lo
        else:
            r = S.uf(_uf(d.base, lambda *x: conc(*x) & M32), *args)
            m.swrite(d.ops[0], r)
        if scc is not None:
            m.scc = S.to_bool(r)
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
    if type(a) is int and type(b) is int and type(m.scc) is bool:
        r = a + b + int(m.scc)
        m.scc = r > M32
        m.swrite(d.ops[0], r & M32)
        return
    r, c = _addc(a, b, m.scc)
    m.swrite(d.ops[0], r)
    m.scc = c


def h_subb(m, d):
    a, b = m.sread(d.ops[1]), m.sread(d.ops[2])
    if type(a) is int and type(b) is int and type(m.scc) is bool:
        r = a - b - int(m.scc)
        m.scc = r < 0
        m.swrite(d.ops[0], r & M32)
        return
    r, c = _subb(a, b, m.scc)
    m.swrite(d.ops[0], r)
    m.scc = c


def h_cselect(width):
    def h(m, d):
        c = m.scc
        if type(c) is bool:
            m.swrite(d.ops[0], m.sread(d.ops[1] if c else d.ops[2], width), width)
            return
        a, b = m.sread(d.ops[1], width), m.sread(d.ops[2], width)
        if width == 1:
            m.swrite(d.ops[0], select(c, a, b))
        else:
            (alo, ahi), (blo, bhi) = _pair(a), _pair(b)
            m.swrite(d.ops[0], _join(select(c, alo, blo), select(c, ahi, bhi)), 2)
    return h


def h_cmov(width):
    def h(m, d):
        c = m.scc
        if type(c) is bool:
            if c:
                m.swrite(d.ops[0], m.sread(d.ops[1], width), width)
            return
        a, old = m.sread(d.ops[1], width), m.sread(d.ops[0], width)
        if width == 1:
            m.swrite(d.ops[0], select(c, a, old))
        else:
            (alo, ahi), (blo, bhi) = _pair(a), _pair(old)
            m.swrite(d.ops[0], _join(select(c, alo, blo), select(c, ahi, bhi)), 2)
    return h


def h_mov(width):
    def h(m, d):
        m.swrite(d.ops[0], m.sread(d.ops[1], width), width)
    return h


def h_movk(m, d):
    v = m.sread(d.ops[1])
    m.swrite(d.ops[0], sx(v, 16) & M32 if type(v) is int else v)


def h_addk(m, d):
    a, k = m.sread(d.ops[0]), m.sread(d.ops[1])
    if type(k) is int:
        k = sx(k, 16) & M32
    if type(a) is int and type(k) is int:
        m.scc = _add_i32_overflow(None, a, k)
        m.swrite(d.ops[0], (a + k) & M32)
        return
    r = binop("add", a, k)
    m.scc = _signed_add_overflow(a, k, r)
    m.swrite(d.ops[0], r)


def h_mulk(m, d):
    a, k = m.sread(d.ops[0]), m.sread(d.ops[1])
    if type(k) is int:
        k = sx(k, 16) & M32
    if type(a) is int and type(k) is int:
        m.swrite(d.ops[0], (sx(a, 32) * sx(k, 32)) & M32)
        return
    m.swrite(d.ops[0], binop("mul", a, k))


CMP = {
    "eq": lambda a, b: a == b, "lg": lambda a, b: a != b, "ne": lambda a, b: a != b,
    "gt": lambda a, b: a > b, "ge": lambda a, b: a >= b,
    "lt": lambda a, b: a < b, "le": lambda a, b: a <= b,
}


def sym_compare(rel: str, signed: bool, a, b):
    """A comparison of 32-bit values as a Bool (terms normalised to eq/ne/lt/le)."""
    if rel == "eq":
        return binop("eq", a, b)
    if rel in ("ne", "lg"):
        return binop("ne", a, b)
    lt, le = ("slt", "sle") if signed else ("ult", "ule")
    if rel == "lt":
        return binop(lt, a, b)
    if rel == "le":
        return binop(le, a, b)
    if rel == "gt":
        return binop(lt, b, a)
    return binop(le, b, a)  # ge


def sym_compare64(rel: str, signed: bool, a: tuple, b: tuple):
    """A comparison of 64-bit values given as (lo, hi) halves."""
    (alo, ahi), (blo, bhi) = a, b
    eq = S.band(binop("eq", alo, blo), binop("eq", ahi, bhi))
    if rel == "eq":
        return eq
    if rel in ("ne", "lg"):
        return S.bnot(eq)
    x, y = (a, b) if rel in ("lt", "le") else (b, a)  # gt/ge: swap to lt/le
    (xlo, xhi), (ylo, yhi) = x, y
    hi_lt = binop("slt" if signed else "ult", xhi, yhi)
    lo_lt = binop("ult" if rel in ("lt", "gt") else "ule", xlo, ylo)
    return S.bor(hi_lt, S.band(binop("eq", xhi, yhi), lo_lt))


def h_scmp(rel, signed, width=1, k=False):
    f = CMP[rel]

    def h(m, d):
        a = m.sread(d.ops[0], width)
        b = m.sread(d.ops[1], width)
        if k and type(b) is int:
            b = (sx(b, 16) & M32) if signed else b & 0xFFFF
        if type(a) is int and type(b) is int:
            bits = 32 * width
            if signed:
                a, b = sx(a, bits), sx(b, bits)
            m.scc = f(a, b)
            return
        if width == 1:
            m.scc = sym_compare(rel, signed, a, b)
            return
        (alo, ahi), (blo, bhi) = _pair(a), _pair(b)
        eq = S.band(binop("eq", alo, blo), binop("eq", ahi, bhi))
        m.scc = eq if rel == "eq" else S.bnot(eq)
    return h


def h_bitcmp(want, width):
    def h(m, d):
        a, b = m.sread(d.ops[0], width), m.sread(d.ops[1])
        if type(a) is int and type(b) is int:
            m.scc = ((a >> (b & (31 if width == 1 else 63))) & 1) == want
            return
        if type(b) is not int:
            m.scc = S.uf(_uf(f"s_bitcmp{want}", lambda x, y: ((x >> (y & 31)) & 1) == want), a
                         if type(a) is not tuple else a[0], b, boolean=True)
            return
        k = b & (31 if width == 1 else 63)
        half = a if width == 1 else _pair(a)[k >> 5]
        bit = binop("ne", binop("and", half, 1 << (k & 31)), 0)
        m.scc = bit if want else S.bnot(bit)
    return h


def h_saveexec(fn, symfn):
    def h(m, d):
        ex = m.exec
        src = m.sread(d.ops[1], 2)
        m.swrite(d.ops[0], ex, 2)
        if type(ex) is int and type(src) is int:
            new = fn(src, ex) & M64
            m.s[EXEC], m.s[EXEC + 1] = new & M32, new >> 32
            m.scc = new != 0
            return
        (slo, shi), (elo, ehi) = _pair(src), _pair(ex)
        lo, hi = symfn(slo, elo), symfn(shi, ehi)
        m.s[EXEC], m.s[EXEC + 1] = lo, hi
        m.scc = S.bor(S.to_bool(lo), S.to_bool(hi))
    return h


def h_lshl_add(shift):
    def h(m, d):
        a, b = m.sread(d.ops[1]), m.sread(d.ops[2])
        if type(a) is int and type(b) is int:
            r = (a << shift) + b
            m.scc = r > M32
            m.swrite(d.ops[0], r & M32)
            return
        r, c = SYM_SCALAR[d.base](a, b, None)
        m.swrite(d.ops[0], r)
        m.scc = c
    return h


def h_minmax(fn, signed):
    def h(m, d):
        a, b = m.sread(d.ops[1]), m.sread(d.ops[2])
        if type(a) is int and type(b) is int:
            x, y = (sx(a, 32), sx(b, 32)) if signed else (a, b)
            r = fn(x, y)
            m.scc = r == x
            m.swrite(d.ops[0], r & M32)
            return
        r, c = _min_max(a, b, signed, fn is min)
        m.swrite(d.ops[0], r)
        m.scc = c
    return h


def _bcnt(a):
    return bin(a).count("1")


_AND = lambda a, b: binop("and", a, b)  # noqa: E731
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
    "s_and_saveexec_b64": h_saveexec(lambda s, e: s & e, _AND),
    "s_or_saveexec_b64": h_saveexec(lambda s, e: s | e, lambda s, e: binop("or", s, e)),
    "s_xor_saveexec_b64": h_saveexec(lambda s, e: s ^ e, lambda s, e: binop("xor", s, e)),
    "s_andn2_saveexec_b64": h_saveexec(lambda s, e: s & ~e, lambda s, e: binop("and", s, _not(e))),
    "s_orn2_saveexec_b64": h_saveexec(lambda s, e: s | ~e, lambda s, e: binop("or", s, _not(e))),
    "s_nand_saveexec_b64": h_saveexec(lambda s, e: ~(s & e), lambda s, e: _not(binop("and", s, e))),
    "s_nor_saveexec_b64": h_saveexec(lambda s, e: ~(s | e), lambda s, e: _not(binop("or", s, e))),
    "s_xnor_saveexec_b64": h_saveexec(lambda s, e: ~(s ^ e), lambda s, e: _not(binop("xor", s, e))),
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
    "s_wakeup", "s_endpgm_saved", "s_sched_barrier", "s_sched_group_barrier",
}

# ------------------------------------------------------------------ vector ALU


def _v32(fn):
    return lambda *a: fn(*a) & M32


#: base mnemonic -> per-lane function on symbolic operands (the others are uninterpreted)
SYM_VECTOR: dict[str, Callable] = {
    "v_add_u32": lambda a, b: binop("add", a, b), "v_add_i32": lambda a, b: binop("add", a, b),
    "v_sub_u32": lambda a, b: binop("sub", a, b), "v_sub_i32": lambda a, b: binop("sub", a, b),
    "v_subrev_u32": lambda a, b: binop("sub", b, a),
    "v_mul_lo_u32": lambda a, b: binop("mul", a, b),
    "v_mul_hi_u32": lambda a, b: binop("mulhu", a, b), "v_mul_hi_i32": lambda a, b: binop("mulhs", a, b),
    "v_lshlrev_b32": lambda a, b: binop("shl", b, a), "v_lshrrev_b32": lambda a, b: binop("lshr", b, a),
    "v_ashrrev_i32": lambda a, b: binop("ashr", b, a),
    "v_and_b32": lambda a, b: binop("and", a, b), "v_or_b32": lambda a, b: binop("or", a, b),
    "v_xor_b32": lambda a, b: binop("xor", a, b), "v_not_b32": lambda a: _not(a),
    "v_lshl_add_u32": lambda a, b, c: binop("add", binop("shl", a, b), c),
    "v_add_lshl_u32": lambda a, b, c: binop("shl", binop("add", a, b), c),
    "v_lshl_or_b32": lambda a, b, c: binop("or", binop("shl", a, b), c),
    "v_and_or_b32": lambda a, b, c: binop("or", binop("and", a, b), c),
    "v_or3_b32": lambda a, b, c: binop("or", binop("or", a, b), c),
    "v_add3_u32": lambda a, b, c: binop("add", binop("add", a, b), c),
    "v_xad_u32": lambda a, b, c: binop("add", binop("xor", a, b), c),
    "v_min_u32": lambda a, b: _min_max(a, b, False, True)[0], "v_max_u32": lambda a, b: _min_max(a, b, False, False)[0],
    "v_min_i32": lambda a, b: _min_max(a, b, True, True)[0], "v_max_i32": lambda a, b: _min_max(a, b, True, False)[0],
}


def _lw(fn, nsrc, srcw=1, dstw=1):
    """dst[lane] = fn(*src[lane]) over all lanes (masked by exec on write); `srcw`: the width
    of every source, or a tuple with each source's width."""
    widths = srcw if isinstance(srcw, tuple) else (srcw,) * nsrc
    conc = _v32(fn) if dstw == 1 else (lambda *a: fn(*a) & M64)
    h = _lw_handler(fn, nsrc, widths, dstw, conc)
    h.lanewise = (fn, nsrc, widths, dstw)
    return h


def _lw_handler(fn, nsrc, widths, dstw, conc):

    def h(m: Machine, d: Decoded):
        m.sym_seen = False
        srcs = tuple([m.vread(d.ops[1 + i], widths[i]) for i in range(nsrc)])
        if m.sym_seen:
            out, origin = _lw_symbolic(m, d, srcs, conc, dstw)
            m.vwrite(d.ops[0], out, dstw, masked=dstw == 1, origin=origin or d.ops[1:1 + nsrc])
            return
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
        m.vwrite(d.ops[0], out, dstw, masked=dstw == 1, origin=d.ops[1:1 + nsrc], sym=False)
    return h


_INT = {int}


def finite(v) -> bool:
    """A select tree over constants: a value that takes one of a few known values, decided by
    workgroup-level conditions (what a case split can make concrete)."""
    if type(v) is int:
        return True
    if type(v) is not Sym:
        return False
    if v.op == "hole":  # an arm that deciding the select's condition leaves opaque or drops
        return True
    if S.affine(v) is not None:  # an address that moves by a constant per period of a loop
        return True
    if v.op != "select":
        return False
    return finite(v.args[1]) and finite(v.args[2])


def _lw_symbolic(m, d, srcs, conc, dstw) -> tuple:
    """The lanes of a vector op with a symbolic source. A value that is the same in every lane
    is computed once, as a term; values that differ per lane are kept only when each is one of a
    few constants chosen by a condition (a select), else they become unknown lanes (the terms of
    per-lane addresses built from kernel arguments decide nothing the checker needs, and 64
    terms per instruction would cost more than the rest of the emulation)."""
    name = d.base
    f = SYM_VECTOR.get(name) if dstw == 1 else None
    # a lane's term under the case's decisions: a select on a condition the case has decided
    # since the lane was written (a branch stepped over before a later branch decided it) is
    # its arm, so the lanes are often constants again
    resolved: dict = {}  # term -> resolved (terms are interned: compared and hashed by identity)
    cols = []
    uniform = []  # per source: is every lane the same value (count compares by `is`, then ==)
    resolve = m.case.resolve
    for col in srcs:
        same = col.count(col[0]) == len(col)
        if Sym not in map(type, col):  # no term in this source: its lanes stay as they are
            cols.append(col)
        elif same:  # one value in every lane: resolved once
            x = col[0]
            if not x.level:
                x = resolve(x)
                col = (x,) * len(col)
            cols.append(col)
        else:
            new = []
            for x in col:
                if type(x) is Sym and not x.level:
                    r = resolved.get(x)
                    if r is None:
                        r = resolved[x] = resolve(x)
                    x = r
                new.append(x)
            col = tuple(new)
            same = col.count(col[0]) == len(col)
            cols.append(col)
        uniform.append(same)
    srcs = tuple(cols)
    cache: dict = {}
    out = []
    lane_varying = not all(uniform)
    # (each distinct lane value once: a source repeats a few values over its 64 lanes)
    varying = lane_varying and any(type(x) is Sym and not finite(x) for col in srcs for x in dict.fromkeys(col))

    def lane(args):
        if None in args:
            return None
        types = set(map(type, args))
        if tuple in types:
            return None
        if types == _INT:
            r = conc(*args)
        elif varying:
            return None
        elif f is not None:
            r = f(*args)
        elif dstw == 1:
            r = S.uf(_uf(name, conc), *args)
        else:
            return None
        return None if type(r) is Sym and r.level >= LANE else r

    if not lane_varying:  # every lane has the same sources: one value
        out = [lane(tuple([col[0] for col in srcs]))] * len(srcs[0])
    else:  # each distinct combination of source values once, in lane order
        rows = list(zip(*srcs))
        for args in dict.fromkeys(rows):
            cache[args] = lane(args)
        out = [cache[args] for args in rows]
    origin = None
    if varying and None in out:
        first = next(x for col in srcs for x in col if type(x) is Sym)
        if first.level and first.origin:
            what = first.origin
        else:
            names = m.code.input_names.get(first)
            if names is None:
                names = m.code.input_names[first] = ', '.join(sorted(S.input_names(first)))
            what = names or 'values nobody gave'
        origin = f"per-lane values computed from {what} ({d.instr.mnemonic} at line {d.instr.loc.line})"
        if all(None not in col for col in srcs) and \
                all(type(x) is int or type(x) is Sym and not x.level for col in srcs for x in col):
            # terms over inputs only, no data
            origin = S.input_origin(origin, frozenset().union(*[S.input_names(x) for col in srcs for x in set(col)
                                                                if type(x) is Sym]))
    return tuple(out), origin


# ------------------------------------------------------------------ SDWA (sub-dword selects)

SELECT = {"DWORD": (0, 32), "WORD_0": (0, 16), "WORD_1": (16, 16), "BYTE_0": (0, 8), "BYTE_1": (8, 8),
          "BYTE_2": (16, 8), "BYTE_3": (24, 8)}


def sdwa(lanewise, modifiers, texts):
    """A lane-wise 32-bit op in SDWA form: each source is a selected byte or word (zero- or, with
    `sext(...)`, sign-extended), and the result goes to a field of the destination, the rest of it
    zeroed (UNUSED_PAD), sign-filled (UNUSED_SEXT) or kept (UNUSED_PRESERVE)."""
    fn, nsrc, widths, dstw = lanewise
    if dstw != 1 or any(w != 1 for w in widths):
        return None
    mods = dict(m.split(":", 1) for m in modifiers if ":" in m)
    sels = []
    for i in range(nsrc):
        sel = SELECT.get(mods.get(f"src{i}_sel", "DWORD"))
        if sel is None:
            return None
        sels.append((sel, texts[i].startswith("sext(")))
    dst = SELECT.get(mods.get("dst_sel", "DWORD"))
    unused = mods.get("dst_unused", "UNUSED_PAD")
    if dst is None or unused not in ("UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"):
        return None

    def take(v, sel):
        (off, width), signed = sel
        v = (v >> off) & ((1 << width) - 1)
        return sx(v, width) & M32 if signed else v

    def op(*args):
        *srcs, old = args
        r = fn(*[take(a, sel) for a, sel in zip(srcs, sels)]) & M32
        off, width = dst
        field = r & ((1 << width) - 1)
        if unused == "UNUSED_PRESERVE":
            mask = ((1 << width) - 1) << off
            return (old & ~mask & M32) | (field << off)
        if unused == "UNUSED_SEXT" and width < 32 and (field >> (width - 1)) & 1:
            return (((M32 << (off + width)) & M32) | (field << off)) & M32
        return field << off
    return op


def h_sdwa(m, d):
    """Decoded SDWA op: the op of `sdwa` over the sources and the old destination."""
    op, nsrc = d.info
    m.sym_seen = False
    srcs = [m.vread(_strip_sext(d.ops[1 + i])) for i in range(nsrc)]
    old = m.vread(d.ops[0])
    cols = (*srcs, old)
    if any(c.count(None) == LANES for c in cols):  # a source of unknown lanes only: every lane unknown
        out = tuple([None] * LANES)
    elif all(set(map(type, c)) == _INT for c in cols):  # known lanes only
        out = tuple([op(*t) for t in zip(*cols)])
    else:
        out = tuple([None if None in t or not all(type(x) is int for x in t) else op(*t) for t in zip(*cols)])
    m.vwrite(d.ops[0], out, masked=True, origin=d.ops[1:1 + nsrc], sym=False)


def _strip_sext(op):
    from syncsan.frontends.asm.operands import Other, decode

    if isinstance(op, Other) and op.text.startswith("sext(") and op.text.endswith(")"):
        return decode(op.text[5:-1], None)
    return op


def h_vmov(width):
    def h(m, d):
        m.sym_seen = False
        lanes = m.vread(d.ops[1], width)
        m.vwrite(d.ops[0], lanes, width, origin=d.ops[1:2], sym=None if m.sym_seen else False)
    return h


def h_accvgpr(m, d):
    """v_accvgpr_write_b32 a, v|s|imm / v_accvgpr_read_b32 v, a / v_accvgpr_mov_b32 a, a: copies
    between the VGPR and AGPR files (compilers spill VGPRs to AGPRs)."""
    dst, src = d.ops[0], d.ops[1]
    lanes = m.vread(src)
    if isinstance(dst, Reg) and dst.file == "a":
        act, maybe = m.exec_lanes()
        if act != M64 or maybe or any(type(x) is Sym for x in lanes):
            old = m.acc.get(dst.index, NONE64)
            lanes = tuple(x if (act >> i) & 1 and type(x) is not Sym else (o if not ((act | maybe) >> i) & 1 else None)
                          for i, (x, o) in enumerate(zip(lanes, old)))
        if all(x is None for x in lanes):
            m.acc.pop(dst.index, None)
        else:
            m.acc[dst.index] = lanes
    else:
        m.vwrite(dst, lanes, masked=True, origin="an accumulation register holding unknown lanes", sym=False)


def _first_active(m):
    act, maybe = m.exec_lanes()
    if maybe:
        return None
    return (act & -act).bit_length() - 1 if act else 0


def h_readfirstlane(m, d):
    lanes = m.vread(d.ops[1])
    first = _first_active(m)
    if first is None:
        values = set(lanes)
        v = lanes[0] if len(values) == 1 and None not in values else None
    else:
        v = lanes[first]
    if v is None:
        v = unknown(1, f"v_readfirstlane of {m.lane_origin(d.ops[1])}")
    m.swrite(d.ops[0], v)


def h_readlane(m, d):
    lanes = m.vread(d.ops[1])
    i = m.sread(d.ops[2])
    v = lanes[i & 63] if type(i) is int else None
    m.swrite(d.ops[0], v if v is not None else unknown(1, f"v_readlane of {m.lane_origin(d.ops[1])}"))


def h_writelane(m, d):
    val = m.sread(d.ops[1])
    i = m.sread(d.ops[2])
    op = d.ops[0]
    if not isinstance(op, Reg) or op.file != "v":
        return
    old = list(m.v.get(op.index, NONE64))
    if type(i) is not int:
        m.v[op.index] = unknown_lanes()
        m.vorigin[op.index] = "v_writelane at an unknown lane"
        m.vsym.discard(op.index)
        return
    if type(val) is Sym and val.level >= LANE:
        val = None
        m.vorigin[op.index] = "v_writelane of an unknown value"
    old[i & 63] = val
    m.v[op.index] = tuple(old)
    if type(val) is Sym:
        m.vsym.add(op.index)


def set_lanes(m, op, lanes: tuple, origin: str) -> None:
    """Give VGPR `op` all 64 `lanes` (32-bit values, None or Syms), whatever EXEC is."""
    idx = op.index
    m.v[idx] = unknown_lanes() if lanes.count(None) == LANES else lanes
    m.vshadow.pop(idx, None)
    if Sym in map(type, lanes):
        m.vsym.add(idx)
    else:
        m.vsym.discard(idx)
    if None in lanes:
        m.vorigin[idx] = origin
    else:
        m.vorigin.pop(idx, None)


def h_permlane_swap(rows: int):
    """gfx950 `v_permlane16_swap_b32 vdst, src0` / `v_permlane32_swap_b32`: lanes move between
    the two VGPRs (AMD CDNA4 ISA, VOP1 opcodes 89/90). permlane16: for pass 0..1 and l < 16, lane
    pass*32+l of src0 and lane pass*32+l+16 of vdst trade values (odd rows of vdst with even rows
    of src0); permlane32: lane l of src0 and lane l+32 of vdst, l < 32. The ISA's pseudocode reads
    no EXEC: where EXEC is not every lane, a lane keeps a value only if it is the same swapped or
    not (it is unknown otherwise), so either reading gives the same model."""
    if rows == 16:
        pairs = tuple((p * 32 + lane, p * 32 + lane + 16) for p in (0, 1) for lane in range(16))
    else:
        pairs = tuple((lane, lane + 32) for lane in range(32))

    def h(m, d):
        dst, src = d.ops[0], d.ops[1]
        if not (isinstance(dst, Reg) and dst.file == "v" and isinstance(src, Reg) and src.file == "v"):
            m.vwrite_unknown(dst, f"the result of {d.instr.mnemonic} at line {d.instr.loc.line}")
            return
        a, b = m.vread(dst), m.vread(src)
        na, nb = list(a), list(b)
        for s_lane, d_lane in pairs:
            na[d_lane], nb[s_lane] = b[s_lane], a[d_lane]
        inherited = m.vorigin.get(dst.index) or m.vorigin.get(src.index)
        act, maybe = m.exec_lanes()
        if act != M64 or maybe:
            na = [n if n == o else None for n, o in zip(na, a)]
            nb = [n if n == o else None for n, o in zip(nb, b)]
            inherited = (f"the lanes that {d.instr.mnemonic} at line {d.instr.loc.line} moves under an EXEC "
                         "mask that is not every lane")
        for op, new in ((dst, na), (src, nb)):
            set_lanes(m, op, tuple(new), inherited or f"the result of {d.instr.mnemonic} at line {d.instr.loc.line}")
    return h


def _carry_dst(d):
    """(sdst operand for the carry, first source index) of VOP2 e32 (vcc) / VOP3 (sdst) forms."""
    if len(d.ops) >= 4 or (len(d.ops) == 3 and isinstance(d.ops[1], Reg) and d.ops[1].file == "s"
                           and d.ops[1].count == 2):
        return d.ops[1], 2
    return Reg("s", VCC, 2), 1


def lane_bits(m, mask) -> list:
    """Per-lane bits of a 64-bit mask value: bools, workgroup-level Bools, or None (unknown)."""
    if type(mask) is int:
        return [bool((mask >> i) & 1) for i in range(LANES)]
    lo, hi = _pair(mask)
    out = []
    memo = m.code.bits
    for half in (m.case.resolve(lo), m.case.resolve(hi)):
        if type(half) is int:
            out.extend(bool((half >> i) & 1) for i in range(32))
            continue
        # a workgroup term's bits are hash-consed terms too, the same objects every time: computed
        # once per term (a term with a hole would give fresh opaque bits: computed every time)
        bits = memo.get(half)
        if bits is None:
            bits = _half_bits(half)
            if not half.level and not S.has_hole(half):
                memo[half] = bits
        out.extend(bits)
    return out


def _half_bits(half) -> list:
    km, kv = S.known(half)
    if half.level:  # an opaque value: its known bits, the others unknown
        return [bool((kv >> i) & 1) if (km >> i) & 1 else None for i in range(32)] if km else [None] * 32
    out = []
    for i in range(32):
        if (km >> i) & 1:
            out.append(bool((kv >> i) & 1))
        elif half.level:
            out.append(None)
        else:
            out.append(binop("ne", binop("and", half, 1 << i), 0))
    return out


def h_vaddco(kind):
    """v_add_co_u32 / v_sub_co_u32 / v_subrev_co_u32 (+ v_addc_co / v_subb_co with carry in)."""
    def h(m, d):
        cdst, si = _carry_dst(d)
        m.sym_seen = False
        a, b = m.vread(d.ops[si]), m.vread(d.ops[si + 1])
        cin_bits = None
        if kind in ("addc", "subb", "subbrev"):
            cin = m.sread(d.ops[si + 2], 2) if len(d.ops) > si + 2 else m.sread(Reg("s", VCC, 2), 2)
            cin_bits = lane_bits(m, cin)
        out, carry = [], []
        for i in range(LANES):
            x, y = a[i], b[i]
            c = 0 if cin_bits is None else cin_bits[i]
            if type(x) is not int or type(y) is not int or type(c) not in (int, bool):
                out.append(None)
                carry.append(None)
                continue
            c = int(c)
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
        m.vwrite(d.ops[0], tuple(out), origin=d.ops[si:si + 2], sym=False)
        m.swrite(cdst, m.lane_mask(carry, d, d.ops[si:si + 2]), 2)
    return h


def _one_value(lanes: tuple) -> bool:
    """Do all lanes hold one value? (A term or None equals only itself; other values must also
    be of one type: a bool lane equals an int one, but is not compared like one.)"""
    x = lanes[0]
    if lanes.count(x) != len(lanes):
        return False
    return x is None or type(x) is Sym or all(type(y) is type(x) for y in lanes)


def h_vcmp(rel, signed, width, x=False):
    f = CMP[rel] if rel in CMP else None

    def h(m, d):
        if len(d.ops) == 3:
            dst, a_op, b_op = d.ops
        else:
            dst, a_op, b_op = Reg("s", VCC, 2), d.ops[0], d.ops[1]
            if x:
                dst = None
        m.sym_seen = False
        a, b = m.vread(a_op, width), m.vread(b_op, width)
        bits = []
        cache: dict = {}
        if _one_value(a) and _one_value(b):  # one comparison for every lane
            a, b = a[:1], b[:1]
        for p, q in zip(a, b):
            if type(p) is int and type(q) is int:
                if signed:
                    p, q = sx(p, 32 * width), sx(q, 32 * width)
                bits.append(f(p, q) if f else rel == "t")
            elif p is None or q is None:
                bits.append(None)
            else:
                key = (p, q)
                c = cache.get(key)
                if c is None:
                    if width == 2:
                        c = sym_compare64(rel, signed, _pair(p), _pair(q)) if f else rel == "t"
                    else:
                        c = sym_compare(rel, signed, p, q) if f else rel == "t"
                    cache[key] = c
                bits.append(c)
        if len(bits) == 1:
            bits *= LANES
        mask = m.lane_mask(bits, d, (a_op, b_op))
        if dst is not None:
            m.swrite(dst, mask, 2)
        if x:
            lo, hi = _pair(mask)
            m.s[EXEC], m.s[EXEC + 1] = lo, hi
    return h


def h_cndmask(m, d):
    if len(d.ops) >= 4:
        sel = m.sread(d.ops[3], 2)
    else:
        sel = m.sread(Reg("s", VCC, 2), 2)
    m.sym_seen = False
    a, b = m.vread(d.ops[1]), m.vread(d.ops[2])
    if type(sel) is int and not m.sym_seen:
        key = (d.index, sel, a, b)  # see _lw: the same selections repeat
        out = m.code.lanes.get(key)
        if out is None:
            out = tuple(b[i] if (sel >> i) & 1 else a[i] for i in range(LANES))
            m.code.lanes[key] = out
    else:
        bits = lane_bits(m, sel)
        out = tuple([y if bit is True else x if bit is False else
                     x if (x == y and type(x) is int or x is y) else
                     None if (bit is None or x is None or y is None) else select(bit, y, x)
                     for bit, x, y in zip(bits, a, b)])
    origin = None
    if None in out:
        origin = m.sources_origin(d.ops[1:3])
        if origin == "an unknown value":
            origin = "a lane select on a lane mask that is not known"
    m.vwrite(d.ops[0], out, origin=origin, sym=None if m.sym_seen or type(sel) is not int else False)


def h_mad_u64_u32(signed):
    def h(m, d):
        dst, sdst = d.ops[0], d.ops[1]
        a, b, c = m.vread(d.ops[2]), m.vread(d.ops[3]), m.vread(d.ops[4], 2)
        out = []
        for x, y, z in zip(a, b, c):
            if type(x) is not int or type(y) is not int or type(z) is not int:
                out.append(None)
            elif signed:
                out.append((sx(x, 32) * sx(y, 32) + sx(z, 64)) & M64)
            else:
                out.append((x * y + z) & M64)
        m.vwrite(dst, tuple(out), 2, origin=d.ops[2:5], sym=False)
        m.sunknown(sdst, f"the carry out of {d.instr.mnemonic} (not modelled)", LANE)
    return h


def h_mbcnt(hi):
    def h(m, d):
        a = m.sread(d.ops[1])  # the mask
        b = m.vread(d.ops[2])
        out = []
        for lane in range(LANES):
            if type(a) is not int or type(b[lane]) is not int:
                out.append(None)
                continue
            if hi:
                bits = (a & ((1 << max(0, lane - 32)) - 1)) if lane > 32 else 0
            else:
                bits = a & ((1 << min(lane, 32)) - 1)
            out.append((bin(bits).count("1") + b[lane]) & M32)
        m.vwrite(d.ops[0], tuple(out), origin="v_mbcnt of an unknown mask", sym=False)
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
    h = _BITOP3.get(table)
    if h is None:
        h = _BITOP3[table] = _lw(_bitop3(table), 3)
    h(m, d)


_BITOP3: dict[int, Callable] = {}

VECTOR: dict[str, Callable] = {
    "v_mov_b32": h_vmov(1), "v_mov_b64": h_vmov(2),
    "v_readfirstlane_b32": h_readfirstlane, "v_readlane_b32": h_readlane, "v_writelane_b32": h_writelane,
    "v_accvgpr_write_b32": h_accvgpr, "v_accvgpr_read_b32": h_accvgpr, "v_accvgpr_mov_b32": h_accvgpr,
    "v_add_u32": _lw(lambda a, b: a + b, 2), "v_sub_u32": _lw(lambda a, b: a - b, 2),
    "v_subrev_u32": _lw(lambda a, b: b - a, 2),
    "v_add_i32": _lw(lambda a, b: a + b, 2), "v_sub_i32": _lw(lambda a, b: a - b, 2),
    "v_add_co_u32": h_vaddco("add"), "v_sub_co_u32": h_vaddco("sub"), "v_subrev_co_u32": h_vaddco("subrev"),
    "v_addc_co_u32": h_vaddco("addc"), "v_subb_co_u32": h_vaddco("subb"),
    "v_subbrev_co_u32": h_vaddco("subbrev"),
    "v_mul_lo_u32": _lw(lambda a, b: a * b, 2), "v_mul_hi_u32": _lw(lambda a, b: (a * b) >> 32, 2),
    "v_mul_lo_i32": _lw(lambda a, b: a * b, 2),
    "v_mul_hi_i32": _lw(lambda a, b: (sx(a, 32) * sx(b, 32)) >> 32, 2),
    "v_mul_u32_u24": _lw(lambda a, b: (a & 0xFFFFFF) * (b & 0xFFFFFF), 2),
    "v_mul_hi_u32_u24": _lw(lambda a, b: ((a & 0xFFFFFF) * (b & 0xFFFFFF)) >> 32, 2),
    "v_mul_i32_i24": _lw(lambda a, b: sx(a, 24) * sx(b, 24), 2),
    "v_mad_u32_u24": _lw(lambda a, b, c: (a & 0xFFFFFF) * (b & 0xFFFFFF) + c, 3),
    "v_mad_i32_i24": _lw(lambda a, b, c: sx(a, 24) * sx(b, 24) + c, 3),
    "v_mad_u32_u16": _lw(lambda a, b, c: (a & 0xFFFF) * (b & 0xFFFF) + c, 3),
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
    "v_lshl_add_u64": _lw(lambda a, b, c: (a << (b & 7)) + c, 3, srcw=(2, 1, 2), dstw=2),
    "v_lshlrev_b64": _lw(lambda a, b: b << (a & 63), 2, srcw=(1, 2), dstw=2),
    "v_lshrrev_b64": _lw(lambda a, b: b >> (a & 63), 2, srcw=(1, 2), dstw=2),
    "v_ashrrev_i64": _lw(lambda a, b: sx(b, 64) >> (a & 63), 2, srcw=(1, 2), dstw=2),
    "v_min_u32": _lw(min, 2), "v_max_u32": _lw(max, 2),
    "v_min_i32": _lw(lambda a, b: min(sx(a, 32), sx(b, 32)), 2),
    "v_max_i32": _lw(lambda a, b: max(sx(a, 32), sx(b, 32)), 2),
    "v_min3_u32": _lw(lambda a, b, c: min(a, b, c), 3), "v_max3_u32": _lw(lambda a, b, c: max(a, b, c), 3),
    "v_min3_i32": _lw(lambda a, b, c: min(sx(a, 32), sx(b, 32), sx(c, 32)), 3),
    "v_max3_i32": _lw(lambda a, b, c: max(sx(a, 32), sx(b, 32), sx(c, 32)), 3),
    "v_med3_u32": _lw(lambda a, b, c: sorted((a, b, c))[1], 3),
    "v_med3_i32": _lw(lambda a, b, c: sorted((sx(a, 32), sx(b, 32), sx(c, 32)))[1], 3),
    "v_sad_u32": _lw(lambda a, b, c: abs(a - b) + c, 3),
    "v_perm_b32": _lw(_perm, 3),
    "v_cndmask_b32": h_cndmask,
    "v_mbcnt_lo_u32_b32": h_mbcnt(False), "v_mbcnt_hi_u32_b32": h_mbcnt(True),
    "v_bitop3_b32": h_bitop3,
    "v_permlane16_swap_b32": h_permlane_swap(16), "v_permlane32_swap_b32": h_permlane_swap(32),
}

for _rel in ("eq", "ne", "lg", "gt", "ge", "lt", "le"):
    for _t, _sg, _w in (("u32", False, 1), ("i32", True, 1), ("u64", False, 2), ("i64", True, 2),
                        ("u16", False, 1), ("i16", True, 1)):
        VECTOR[f"v_cmp_{_rel}_{_t}"] = h_vcmp(_rel, _sg, _w)
        VECTOR[f"v_cmpx_{_rel}_{_t}"] = h_vcmp(_rel, _sg, _w, x=True)
