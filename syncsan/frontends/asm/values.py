"""What the emulator's pieces share: register widths, the ops a wave issues (and the loop and
guard markers the case explorer puts between them), and small integer helpers."""

from __future__ import annotations

from dataclasses import dataclass

M32 = 0xFFFFFFFF
M64 = 0xFFFFFFFFFFFFFFFF
LANES = 64
NONE64 = (None,) * LANES


_ALL_BUT_ONE = (None,) * (LANES - 1)


def unknown_lanes() -> tuple:
    """64 unknown lanes as a new object (not the shared NONE64): value numbers tell register
    writes apart by the identity of the lanes object they wrote (numbering.py). (Joining two
    tuples makes a new one, and is the cheapest way to.)"""
    return _ALL_BUT_ONE + (None,)


@dataclass(frozen=True)
class WaveOp:
    """One op a wave issued: kind copy|read|write|vload|vstore|smem|wait|barrier."""

    kind: str
    index: int  # instruction index in the kernel
    spans: tuple[tuple[int, int], ...] = ()  # LDS (start, length), merged
    vmcnt: int | None = None
    lgkmcnt: int | None = None
    #: (period count name, bytes per period): the spans move by that much per period of a
    #: summarised loop (an LDS address affine in the iteration)
    shift: tuple[str, int] | None = None
    #: an LDS write's or copy's value number (numbering.py): equal numbers store equal data in equal bytes
    value: int | None = None
    #: "generation": the number holds only between writes of one barrier generation (a summarised
    #: loop's period, named by its generation)
    value_scope: str = ""


@dataclass(frozen=True, eq=False)
class LoopBlock:
    """`period` iterations of a loop, repeated as often as the program parameter `param` says
    (the number of periods): `body` holds the ops of those iterations in order."""

    key: tuple  # (header index, entry number)
    param: str
    first: int  # stays at the exit branch when the loop leaves after zero periods
    period: int
    body: tuple
    count: str = ""  # the period-count input its ops' shifts name


class Undecided(Exception):
    """The wave reached a point whose outcome depends on a symbolic value: a branch (`kind`
    "branch", `cond` the condition under which it is taken) or an LDS access whose address, M0 or
    exec mask holds a select on `cond` ("value"). The explorer decides it and resumes."""

    def __init__(self, kind: str, index: int, cond):
        super().__init__(kind)
        self.kind = kind
        self.index = index
        self.cond = cond


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
