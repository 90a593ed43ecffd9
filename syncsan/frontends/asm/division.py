"""Exact quotients and remainders of LLVM's 32-bit unsigned division by a runtime divisor.

LLVM expands `udiv i32` / `urem i32` by a value it cannot see into float and integer ops
(`AMDGPUCodeGenPrepareImpl::expandDivRem32` in llvm/lib/Target/AMDGPU/AMDGPUCodeGenPrepare.cpp;
the same sequence from `AMDGPUTargetLowering::LowerUDIVREM` in AMDGPUISelLowering.cpp, with
`v_rcp_iflag_f32` for `v_rcp_f32`, which differ in the exception flag only):

    z0 = cvt_u32_f32((2^32 - 512) * rcp(cvt_f32_u32(d)))    (0x4f7ffffe)
    z  = z0 + mulhi(z0, -d * z0)                             one Newton-Raphson step
    q0 = mulhi(n, z);  r0 = n - q0 * d
    q1, r1 = (q0 + 1, r0 - d) if r0 >= d else (q0, r0)
    q,  r  = (q1 + 1, r1 - d) if r1 >= d else (q1, r1)

The float reciprocal of a symbolic `d` is an uninterpreted function to the solver, so the
quotient is opaque to it: a branch that needs q >= 2^31 for n / (16 * x) stays feasible. This
module recognises the last select of the sequence on the terms themselves (hash-consed, so
register choice, `s_nop` and scheduling do not matter) and gives it the value

    q = (d == 0 ? mulhi(n, Z) + 2 : high(d) ? <below 1024> : udiv(n, d))
    r = (d == 0 ? n : high(d) ? <any value> : urem(n, d))

where high(d) holds only for the divisors of `OVERSHOOT` (and there is an uninterpreted
predicate: whether the hardware's reciprocal of d is one ulp high).

Why it holds for d != 0: LLVM's comment says the scaled estimate is "a lower bound on inv(y),
even if some of the calculations round up" and that one Newton-Raphson step "empirically" gives
a "two-y" lower bound, 2^32 - 2d <= z * d <= 2^32. Then for every n < 2^32, n*z/2^32 lies in
(n/d - 2, n/d], so q0 is q - 2, q - 1 or q; r0 = n - q0*d <= n does not wrap, and the two
corrections step q0 up to q. bench/udiv_bound.py checks the bound for every divisor
1 <= d < 2^32 with the reciprocal as the emulator takes it (1/x rounded to nearest,
`floatops.py`) and one ulp below or above 1/x (what a reciprocal accurate to one ulp, as the ISA
documents it, may return): it holds for every divisor except, with the reciprocal one ulp high,
the 289 of `OVERSHOOT` (all above 2^24), where z0 * d just exceeds 2^32, the Newton-Raphson step
doubles z0 and quotients are wrong (24683720 / 24683721 gives 3). For those divisors the value
is one of the two the sequence computes: with the reciprocal one ulp low the exact one, with it
one ulp high an unknown below 1024 for a quotient (it is at most 513) and any value for a
remainder. So the value rests on the documented accuracy, not on which way the hardware rounds.
tests/test_asm_floatops.py runs the sequence LLVM 22 emits on the bit-exact float model and
checks the quotients, and that a reciprocal off by more breaks it. The other float steps round
to nearest, as `floatops.py` assumes everywhere; every f32 value of the sequence is +0, +inf or
normal (1 <= d, 2^-32 <= 1/d), so the denormal mode does not matter.

Why it holds for d == 0: cvt_f32_u32(0) = +0, rcp(+0) = +inf (the ISA's reciprocal follows
IEEE rules), +inf * 0x4f7ffffe = +inf, cvt_u32_f32(+inf) saturates to Z = 0xffffffff (the model
of `floatops.py`, the same that folds constants); -0 * Z = 0, so z = Z; q0 = mulhi(n, Z),
r0 = n, and both corrections are taken (0 <= r): q = q0 + 2, r = n. Z is computed from the
model of the matched instructions, so a change of that model changes it too. (With the integer
divide-by-zero trap enabled the wave would stop there instead: the value only adds a path.)

A constant divisor (a kernel argument given on the command line) needs no trust in LLVM: the
refined estimate is then a number (folded on the emulator's float model, as every constant is),
and the two-y bound is checked on it before n / d is given (with the same exception for the
divisors of `OVERSHOOT`).

Only the whole sequence is recognised; a select of a different shape (a partial match, another
scale, a missing correction) keeps the term as it is.
"""

from __future__ import annotations

from syncsan.frontends.asm import symbolic as S
from syncsan.frontends.asm.symbolic import M32, Sym, binop

#: the scale LLVM multiplies the reciprocal by: 2^32 - 512 as an f32
SCALE = 0x4F7FFFFE
#: the reciprocal instructions of the sequence (the same value; the flag differs)
RECIPROCALS = ("v_rcp_iflag_f32", "v_rcp_f32")
#: the divisors whose refined estimate overshoots 2^32 / d (z*d > 2^32: the Newton-Raphson step
#: doubles z0) when the reciprocal is one ulp above 1/d, within the ISA's 1-ulp accuracy, as
#: (first, last, that estimate) runs: the sequence then gets quotients wrong. From
#: bench/udiv_bound.txt, which lists them with a dividend each gets wrong; no other divisor leaves
#: the bound, whichever way the reciprocal errs. All are above 2^24.
OVERSHOOT = (
    (16777217, 16777217, 511), (24683721, 24683721, 347), (24826401, 24826401, 345),
    (24970741, 24970741, 343), (25873297, 25873297, 331), (26030105, 26030105, 329),
    (26188825, 26188825, 327), (26349493, 26349493, 325), (27012373, 27012373, 317),
    (28443493, 28443493, 301), (29217465, 29217465, 293), (29417585, 29417585, 291),
    (29620465, 29620465, 289), (30034737, 30034737, 285), (30246249, 30246249, 283),
    (30460761, 30460761, 281), (31814573, 31814573, 269), (33294321, 33294321, 257),
    (33554433, 33554434, 255), (46182445, 46182445, 185), (49367441, 49367442, 173),
    (49941481, 49941482, 171), (51746594, 51746594, 165), (52377650, 52377650, 163),
    (55778797, 55778797, 153), (58835169, 58835170, 145), (60492498, 60492498, 141),
    (67108865, 67108868, 127), (91382283, 91382283, 93), (99882961, 99882964, 85),
    (104755300, 104755300, 81), (134217729, 134217736, 63), (268435457, 268435472, 31),
    (536870913, 536870944, 15), (1073741825, 1073741888, 7), (2147483649, 2147483776, 3),
)


def _existing_uf(name: str, *args):
    """The uninterpreted-function term `name(args)` if some wave made it, its value when the
    arguments are constants (None when unknown): looking must not make terms."""
    if all(type(a) is int for a in args):
        fn = S.UF_EVAL.get(name)
        return None if fn is None else fn(*args)
    return S._TABLE.get(("uf", (name,) + tuple(a & M32 if type(a) is int else a for a in args)))


def _estimates(d):
    """The scaled reciprocal estimates z0 of `d` that exist, each with its chain's names."""
    f = _existing_uf("v_cvt_f32_u32", d)
    if f is None:
        return
    for rcp in RECIPROCALS:
        r = _existing_uf(rcp, f)
        if r is None:
            continue
        for args in ((SCALE, r), (r, SCALE)):
            s = _existing_uf("v_mul_f32", *args)
            if s is None:
                continue
            z0 = _existing_uf("v_cvt_u32_f32", s)
            if z0 is not None:
                yield z0, (rcp, args[0] == SCALE)


def _estimate_at_zero(chain) -> int:
    """z0 for d == 0 on the float model of the matched instructions (see the module docstring)."""
    rcp, scale_first = chain
    ev = S.UF_EVAL
    r = ev[rcp](ev["v_cvt_f32_u32"](0))
    return ev["v_cvt_u32_f32"](ev["v_mul_f32"](SCALE, r) if scale_first else ev["v_mul_f32"](r, SCALE))


def _refined(z0, d):
    """z0 + mulhi(z0, -d * z0), as the kernel's ops build it."""
    return binop("add", z0, binop("mulhu", z0, binop("mul", binop("sub", 0, d), z0)))


def _correction(c, a, b):
    """(d, r, taken, kept) when `select(c, a, b)` is `taken if r >= d else kept`, else None."""
    if type(c) is not Sym:
        return None
    if c.op == "ule":  # d <= r
        return c.args[0], c.args[1], a, b
    if c.op == "ult":  # r < d: not (d <= r)
        return c.args[1], c.args[0], b, a
    return None


def _is_select(v) -> bool:
    return type(v) is Sym and v.op == "select" and not v.level


def exact(c, a, b):
    """The exact value of `select(c, a, b)` when it is the last step of the sequence (quotient
    or remainder), else None."""
    last = _correction(c, a, b)
    if last is None:
        return None
    d, r1, taken, kept = last
    if not _is_select(r1):
        return None
    first = _correction(*r1.args)
    if first is None or not _same(first[0], d):
        return None
    _, r0, r0_less, r0_kept = first
    if r0_kept is not r0 or not _same(r0_less, binop("sub", r0, d)):
        return None
    if kept is r1:
        if not _same(taken, binop("sub", r1, d)):
            return None
        kind, q0s = "urem", _products_of(r0, d)
    else:
        if not _is_select(kept) or not _same(taken, binop("add", kept, 1)):
            return None
        q1 = _correction(*kept.args)
        if q1 is None or not _same(q1[0], d) or q1[1] is not r0:
            return None
        _, _, q0_more, q0 = q1
        if not _same(q0_more, binop("add", q0, 1)):
            return None
        kind, q0s = "udiv", (q0,)
    for q0 in q0s:
        if type(q0) is not Sym or q0.op != "mulhu":
            continue
        x, y = q0.args
        for n, z in ((x, y), (y, x)):
            if not _same(r0, binop("sub", n, binop("mul", q0, d))):
                continue
            if type(d) is int:
                if type(z) is int and _two_d_bound(z, d):
                    return _value(kind, n, d, z, _exact_or_high(kind, n, d) if d else 0)
                continue
            for z0, chain in _estimates(d):
                if _same(z, _refined(z0, d)):
                    return _value(kind, n, d, _estimate_at_zero(chain), _exact_or_high(kind, n, d))
    return None


def _exact_or_high(kind: str, n, d):
    """n / d (n % d) for d != 0, except that for a divisor of `OVERSHOOT` a reciprocal one ulp
    high (an uninterpreted predicate of d: whether the hardware's is, is not known) makes the
    sequence give another value: a quotient of at most 513 (an unknown below 1024 stands for
    it: the solver need not compute it), a remainder of any value."""
    inside = False
    for first, last, _ in OVERSHOOT:
        inside = S.bor(inside, binop("eq", d, first) if first == last else
                       S.band(binop("ule", first, d), binop("ule", d, last)))
    if inside is False:
        return binop(kind, n, d)
    high = S.band(inside, S.uf("v_rcp_f32 one ulp high", d, boolean=True))
    other = S.uf(f"{kind} with a reciprocal one ulp high", n, d)
    if kind == "udiv":
        other = binop("and", other, 0x3FF)
    return S.select(high, other, binop(kind, n, d))


def _two_d_bound(z: int, d: int) -> bool:
    """2^32 - 2d <= z * d <= 2^32: the refined estimate of a constant divisor makes the sequence
    exact (the module docstring); d == 0 needs nothing (both corrections are taken)."""
    return d == 0 or 0 <= (1 << 32) - z * d <= 2 * d


def _same(x, y) -> bool:
    return x is y or (type(x) is int and type(y) is int and x == y)


def _products_of(r0, d) -> list:
    """The q0 of every `- q0 * d` in the linear form `r0`: candidates for the estimate."""
    if type(r0) is not Sym or r0.op != "lin":
        return []
    out = []
    for atom, coeff in r0.args[1]:
        if type(atom) is not Sym:
            continue
        if type(d) is int and coeff == -d & M32:  # q0 * d for a constant d is in the form
            out.append(atom)
        elif coeff == M32 and atom.op == "mul":
            x, y = atom.args
            if y is d:
                out.append(x)
            elif x is d:
                out.append(y)
    return out


def _value(kind: str, n, d, z_at_zero: int, otherwise):
    """`otherwise` (the value for d != 0), or for d == 0 what the sequence gives then (z is the
    refined estimate `z_at_zero`, as -0 * z0 is 0)."""
    if kind == "udiv":
        at_zero = binop("add", binop("mulhu", n, z_at_zero), 2)
    else:
        at_zero = n
    if type(d) is int:
        return at_zero if d == 0 else otherwise
    return S.select(binop("eq", d, 0), at_zero, otherwise)


S.SELECT_RULES.append(exact)
