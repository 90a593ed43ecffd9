"""Byte intervals shared by the stages: do two lists of half-open (start, end) intervals share a
byte? (The executor's byte sets, the prover's byte masks, the assembly frontend's copy spans.)"""

from __future__ import annotations


def intervals_overlap(a, b) -> bool:
    """Do two collections of half-open (start, end) intervals share a byte? Any order."""
    if len(a) * len(b) <= 16:
        for s1, e1 in a:
            for s2, e2 in b:
                if s1 < e2 and s2 < e1:
                    return True
        return False
    # many intervals (per-lane byte sets from assembly): sweep both in start order
    a, b = sorted(a), sorted(b)
    i = j = 0
    while i < len(a) and j < len(b):
        s1, e1 = a[i]
        s2, e2 = b[j]
        if s1 < e2 and s2 < e1:
            return True
        if e1 <= e2:
            i += 1
        else:
            j += 1
    return False
