"""IEEE single and double precision, bit-exact, for the float instructions compilers use to
compute integers (`udiv`/`urem` by a runtime value: `v_cvt_f32_u32`, `v_rcp_iflag_f32`,
`v_mul_f32 0x4f7ffffe`, `v_cvt_u32_f32`; 64-bit division adds `v_fmamk_f32`, `v_trunc_f32`).

Values are register bit patterns (ints); every operation computes the exact real result with
`fractions.Fraction` and rounds once, to nearest even (the rounding mode the kernel descriptors
of LLVM and Triton set: `.amdhsa_float_round_mode_32 0`), with subnormals kept
(`.amdhsa_float_denorm_mode_32 3`). NaN results are the default quiet NaN.

The hardware reciprocal `v_rcp_f32` / `v_rcp_iflag_f32` is documented as approximate (about
1 ulp). It is taken here to be the correctly rounded 1/x. The integer-division idiom hardly
depends on that choice: LLVM's expansion (`AMDGPUCodeGenPrepare::expandDivRem32`, also
`AMDGPUTargetLowering::LowerUDIVREM`) scales the estimate by 2^32 - 512 "to ensure that this is a
lower bound on inv(y), even if some of the calculations round up", then refines it with one
Newton-Raphson step and two quotient corrections. tests/test_asm_floatops.py runs the sequence
LLVM 22 emits and checks the exact quotient for random operands with the reciprocal rounded to
nearest and rounded toward either infinity (the two results a reciprocal with an error below one
ulp can give), and that one ulp more than that breaks it. bench/udiv_bound.py checks every
divisor: exact with the reciprocal rounded to nearest or down; rounded up, a few divisors get
wrong quotients (`division.OVERSHOOT`).
"""

from __future__ import annotations

import math
import struct
from fractions import Fraction

M32 = 0xFFFFFFFF
M64 = 0xFFFFFFFFFFFFFFFF


class Format:
    def __init__(self, exp_bits: int, frac_bits: int):
        self.exp_bits = exp_bits
        self.frac_bits = frac_bits
        self.bias = (1 << (exp_bits - 1)) - 1
        self.width = 1 + exp_bits + frac_bits
        self.exp_max = (1 << exp_bits) - 1
        self.sign_bit = 1 << (self.width - 1)
        self.mask = (1 << self.width) - 1
        self.qnan = (self.exp_max << frac_bits) | (1 << (frac_bits - 1))
        self.inf = self.exp_max << frac_bits


F32 = Format(8, 23)
F64 = Format(11, 52)


# ---------------------------------------------------------------- decoding


def classify(bits: int, f: Format):
    """('nan'|'inf'|'num', sign, Fraction value for numbers)."""
    bits &= f.mask
    sign = 1 if bits & f.sign_bit else 0
    e = (bits >> f.frac_bits) & f.exp_max
    m = bits & ((1 << f.frac_bits) - 1)
    if e == f.exp_max:
        return ("nan" if m else "inf"), sign, None
    if e == 0:
        value = Fraction(m, 1 << (f.frac_bits + f.bias - 1))
    else:
        value = Fraction((1 << f.frac_bits) | m) * Fraction(2) ** (e - f.bias - f.frac_bits)
    return "num", sign, (-value if sign else value)


def to_fraction(bits: int, f: Format = F32) -> Fraction | None:
    kind, _, v = classify(bits, f)
    return v if kind == "num" else None


def round_to(x: Fraction, f: Format, negative_zero: bool = False) -> int:
    """The bit pattern nearest to `x` (ties to even), overflowing to infinity."""
    if x == 0:
        return f.sign_bit if negative_zero else 0
    sign = f.sign_bit if x < 0 else 0
    a = -x if x < 0 else x
    # exponent e with 2^e <= a < 2^(e+1)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    emin = 1 - f.bias
    if e < emin:  # subnormal range: fixed quantum 2^(emin - frac_bits)
        e = emin
    quantum = Fraction(2) ** (e - f.frac_bits)
    q, r = divmod(a, quantum)
    q = int(q)
    half = quantum / 2
    if r > half or (r == half and q & 1):
        q += 1
    if q >> (f.frac_bits + 1):  # rounding carried into the next binade
        q >>= 1
        e += 1
    if e > f.bias:
        return sign | f.inf
    if q >> f.frac_bits:  # normal
        return sign | ((e + f.bias) << f.frac_bits) | (q & ((1 << f.frac_bits) - 1))
    return sign | q  # subnormal (exponent field 0)


# ---------------------------------------------------------------- arithmetic


def _binary(op, a: int, b: int, f: Format) -> int:
    ka, sa, va = classify(a, f)
    kb, sb, vb = classify(b, f)
    if ka == "nan" or kb == "nan":
        return f.qnan
    if ka == "inf" or kb == "inf":
        fa = math.copysign(math.inf, -1 if sa else 1) if ka == "inf" else float(va)
        fb = math.copysign(math.inf, -1 if sb else 1) if kb == "inf" else float(vb)
        r = op(fa, fb, True)
        if math.isnan(r):
            return f.qnan
        return (f.sign_bit if r < 0 else 0) | f.inf  # an infinite operand gives inf or NaN
    r = op(va, vb, False)
    neg_zero = False
    if r == 0:
        neg_zero = op is _mul and (sa ^ sb) == 1 or op is _add and sa == 1 and sb == 1
    return round_to(r, f, neg_zero)


def _add(x, y, floats):
    return x + y


def _mul(x, y, floats):
    if floats and (x == 0 or y == 0):
        return math.nan
    return x * y


def fadd(a: int, b: int, f: Format = F32) -> int:
    return _binary(_add, a, b, f)


def fsub(a: int, b: int, f: Format = F32) -> int:
    return fadd(a, b ^ f.sign_bit, f)


def fmul(a: int, b: int, f: Format = F32) -> int:
    return _binary(_mul, a, b, f)


def ffma(a: int, b: int, c: int, f: Format = F32) -> int:
    """a * b + c rounded once."""
    vals = [classify(x, f) for x in (a, b, c)]
    if any(k != "num" for k, _, _ in vals):
        return fadd(fmul(a, b, f), c, f)  # specials: same result as unfused
    va, vb, vc = (v for _, _, v in vals)
    r = va * vb + vc
    return round_to(r, f, r == 0 and (vals[0][1] ^ vals[1][1]) == 1 and vals[2][1] == 1)


def fmad(a: int, b: int, c: int, f: Format = F32) -> int:
    """v_mad_f32 / v_mac_f32: the product rounded, then the sum rounded."""
    return fadd(fmul(a, b, f), c, f)


def frcp(a: int, f: Format = F32) -> int:
    kind, sign, v = classify(a, f)
    if kind == "nan":
        return f.qnan
    if kind == "inf":
        return f.sign_bit if sign else 0
    if v == 0:
        return (f.sign_bit if sign else 0) | f.inf
    return round_to(1 / v, f)


def _integral(a: int, f: Format, how) -> int:
    kind, sign, v = classify(a, f)
    if kind != "num":
        return f.qnan if kind == "nan" else a & f.mask
    r = Fraction(how(v))
    return round_to(r, f, r == 0 and sign == 1)


def ftrunc(a: int, f: Format = F32) -> int:
    return _integral(a, f, math.trunc)


def ffloor(a: int, f: Format = F32) -> int:
    return _integral(a, f, math.floor)


def fceil(a: int, f: Format = F32) -> int:
    return _integral(a, f, math.ceil)


def frndne(a: int, f: Format = F32) -> int:
    return _integral(a, f, round)  # Python's round: ties to even


def ffract(a: int, f: Format = F32) -> int:
    """x - floor(x) (v_fract: clamped below 1.0)."""
    kind, sign, v = classify(a, f)
    if kind != "num":
        return f.qnan
    r = v - math.floor(v)
    out = round_to(r, f)
    one = round_to(Fraction(1), f)
    return out if out < one else one - 1


def fmin(a: int, b: int, f: Format = F32) -> int:
    va, vb = to_fraction(a, f), to_fraction(b, f)
    if va is None or vb is None:
        return b if va is None and classify(a, f)[0] == "nan" else a
    return a if va <= vb else b


def fmax(a: int, b: int, f: Format = F32) -> int:
    va, vb = to_fraction(a, f), to_fraction(b, f)
    if va is None or vb is None:
        return b if va is None and classify(a, f)[0] == "nan" else a
    return a if va >= vb else b


def fldexp(a: int, e: int, f: Format = F32) -> int:
    kind, sign, v = classify(a, f)
    if kind != "num":
        return a & f.mask if kind == "inf" else f.qnan
    e = e - (1 << 32) if e >> 31 else e
    return round_to(v * Fraction(2) ** e, f, v == 0 and sign == 1)


# ---------------------------------------------------------------- conversions


def from_int(n: int, f: Format = F32) -> int:
    return round_to(Fraction(n), f)


def to_int(a: int, f: Format, signed: bool) -> int:
    """Truncate toward zero and saturate (NaN gives 0), as v_cvt_{u32,i32}_{f32,f64}."""
    kind, sign, v = classify(a, f)
    lo, hi = (-(1 << 31), (1 << 31) - 1) if signed else (0, M32)
    if kind == "nan":
        return 0
    if kind == "inf":
        n = lo if sign else hi
    else:
        n = max(lo, min(hi, math.trunc(v)))
    return n & M32


def convert(a: int, src: Format, dst: Format) -> int:
    kind, sign, v = classify(a, src)
    if kind == "nan":
        return dst.qnan
    if kind == "inf":
        return (dst.sign_bit if sign else 0) | dst.inf
    return round_to(v, dst, v == 0 and sign == 1)


def f32_value(x: float) -> int:
    """The f32 bit pattern of a Python float (rounded to nearest even)."""
    return struct.unpack("<I", struct.pack("<f", x))[0]
