#!/usr/bin/env python3
"""The bound syncsan's exact quotient of LLVM's 32-bit division rests on, for every divisor.

    /work/venvs/fixtures/bin/python bench/udiv_bound.py > bench/udiv_bound.txt   (needs numpy)

`syncsan/frontends/asm/division.py` gives the sequence LLVM emits for `udiv i32` / `urem i32` by
a runtime divisor d the value n / d (d != 0). That holds for every n when the refined estimate
z = z0 + mulhi(z0, -d * z0), z0 = cvt_u32(0x4f7ffffe * rcp(cvt_f32(d))), is a "two-y lower
bound" on 2^32 / d: 2^32 - 2d <= z * d <= 2^32 (then n*z/2^32 lies in (n/d - 2, n/d] and two
corrections reach the quotient). LLVM says this holds "empirically". This script checks it for
every d from 1 to 2^32 - 1, with the hardware reciprocal (documented as accurate to 1 ulp) taken
as 1/x rounded to nearest, rounded up and rounded down: the values a reciprocal within one ulp can
give (an exact 1/x, a power of two, one ulp off either way). The f32 steps are numpy's IEEE
single precision (round to nearest even); a sample of divisors is checked against syncsan's
bit-exact model (`floatops.py`) first. Every divisor outside the bound is listed with a dividend
the sequence gets wrong for it: `division.OVERSHOOT` is that list.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
import benchutil  # noqa: E402
from syncsan.frontends.asm import floatops as F  # noqa: E402

SCALE = np.uint32(0x4F7FFFFE).view(np.float32)
CHUNK = 1 << 22
M32 = 0xFFFFFFFF


def estimates(d: np.ndarray, rounding: str) -> np.ndarray:
    """z0 for each divisor (uint64 array of values below 2^32)."""
    x = d.astype(np.float32)  # cvt_f32_u32: rounds to nearest even
    with np.errstate(divide="ignore"):
        r = np.float32(1) / x  # correctly rounded
    if rounding != "nearest":
        # is the rounded value above 1/x? x * r is exact in double (24 + 24 bits)
        above = x.astype(np.float64) * r.astype(np.float64) > 1.0
        bits = r.view(np.uint32)
        exact = x.astype(np.float64) * r.astype(np.float64) == 1.0
        # one ulp up (down) from 1/x; an exact 1/x (a power of two) one ulp off either way
        if rounding == "up":
            bits = np.where(~above, bits + np.uint32(1), bits)
        else:
            bits = np.where(above | exact, bits - np.uint32(1), bits)
        r = bits.view(np.float32)
    s = r * SCALE
    with np.errstate(invalid="ignore"):
        z0 = np.where(s >= np.float32(4294967296.0), np.float64(M32), np.trunc(s.astype(np.float64)))
    return z0.astype(np.uint64)


def refined(d: np.ndarray, z0: np.ndarray) -> np.ndarray:
    e = ((np.uint64(1 << 32) - d) * z0) & np.uint64(M32)  # -d * z0 mod 2^32
    return (z0 + ((z0 * e) >> np.uint64(32))) & np.uint64(M32)


def model_z(d: int, rounding: str) -> int:
    """z for one divisor on syncsan's float model, the reciprocal rounded as asked."""
    x = F.from_int(d)
    r = F.frcp(x)
    if rounding != "nearest":
        exact = 1 / F.to_fraction(x)
        v = F.to_fraction(r)
        if rounding == "up" and v <= exact:
            r += 1
        elif rounding == "down" and v >= exact:
            r -= 1
    z0 = F.to_int(F.fmul(0x4F7FFFFE, r), F.F32, False)
    e = (-d * z0) & M32
    return (z0 + ((z0 * e) >> 32)) & M32


def wrong_quotient(d: int, rounding: str) -> str:
    """A dividend the sequence gets wrong for divisor d, run on syncsan's float model."""
    z = model_z(d, rounding)
    for n in sorted({d - 1, 2 * d - 1, M32, M32 - M32 % d - 1, d, 0}):
        if not 0 <= n <= M32:
            continue
        q = (n * z) >> 32
        r = (n - q * d) & M32
        for _ in range(2):
            if r >= d:
                q, r = q + 1, (r - d) & M32
        if q & M32 != n // d:
            return f"z = {z}; n = {n} gives {q & M32}, not {n // d}"
    return f"z = {z}; no wrong quotient among the dividends tried"


def main() -> None:
    print("the two-y bound of LLVM's 32-bit division estimate, every divisor (bench/udiv_bound.py)")
    print(f"machine: {benchutil.machine()}; load average at the start: {benchutil.load()}")
    print(f"numpy {np.__version__}; the bound: 2^32 - 2d <= z*d <= 2^32 for z the refined estimate")
    rng = random.Random(1)
    sample = [1, 2, 3, 5, 7, 255, 256, 257, 0x7FFFFFFF, 0x80000000, 0x80000001, M32 - 1, M32]
    sample += [rng.getrandbits(rng.choice((8, 16, 24, 32))) or 1 for _ in range(3000)]
    for rounding in ("nearest", "up", "down"):
        d = np.array(sample, dtype=np.uint64)
        got = refined(d, estimates(d, rounding))
        want = [model_z(x, rounding) for x in sample]
        assert [int(v) for v in got] == want, rounding
    print(f"numpy's z equals syncsan's float model on {len(sample)} divisors, each rounding")
    for rounding in ("nearest", "up", "down"):
        t = time.process_time()
        over_d, under_d, worst_low = [], [], 0.0
        for start in range(1, 1 << 32, CHUNK):
            d = np.arange(start, min(start + CHUNK, 1 << 32), dtype=np.uint64)
            z = refined(d, estimates(d, rounding))
            zd = z * d  # < 2^64
            over = zd > np.uint64(1 << 32)
            slack = np.where(over, np.uint64(0), np.uint64(1 << 32) - np.minimum(zd, np.uint64(1 << 32)))
            under = slack > np.uint64(2) * d
            over_d += [int(x) for x in d[over]]
            under_d += [int(x) for x in d[under]]
            worst_low = max(worst_low, float((slack.astype(np.float64) / d.astype(np.float64)).max()))
        print(f"reciprocal {rounding:7}: divisors 1..2^32-1: z*d > 2^32 for {len(over_d)}, "
              f"z*d < 2^32 - 2d for {len(under_d)}; largest (2^32 - z*d) / d = {worst_low:.4f} "
              f"(at most 2 needed); {time.process_time() - t:.0f} CPU s")
        for x in over_d + under_d:
            print(f"  d = {x}: {wrong_quotient(x, rounding)}")


if __name__ == "__main__":
    main()
