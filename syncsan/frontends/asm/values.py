"""What the emulator's pieces share: register widths, the 64-lane unknown vector, the ops a
wave issues, and small integer helpers."""

from __future__ import annotations

from dataclasses import dataclass

M32 = 0xFFFFFFFF
M64 = 0xFFFFFFFFFFFFFFFF
LANES = 64
NONE64 = (None,) * LANES


@dataclass(frozen=True)
class WaveOp:
    """One op a wave issued: kind copy|read|write|vload|vstore|smem|wait|barrier."""

    kind: str
    index: int  # instruction index in the kernel
    spans: tuple[tuple[int, int], ...] = ()  # LDS (start, length), merged
    vmcnt: int | None = None
    lgkmcnt: int | None = None


def merge(intervals: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
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


def sx(v: int, bits: int) -> int:
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def bits_of(mask: int):
    return [(mask >> i) & 1 for i in range(LANES)]
