"""The checks, one class per rule id; each reads an executed trace and yields findings."""

from __future__ import annotations

from syncsan.checks.barriers import BarrierCountMismatch
from syncsan.checks.base import Check, Context
from syncsan.checks.counters import CounterOverflow
from syncsan.checks.races import (
    AsyncCopyOverwritesUnfinishedRead,
    LatencyProtectedOverwrite,
    LdsWriteOverwritesUnfinishedRead,
    ReadBeforeAsyncCopyVisible,
    ReadBeforeLdsWriteVisible,
    UnorderedWrites,
)

ALL_CHECKS: tuple[type[Check], ...] = (
    ReadBeforeAsyncCopyVisible,
    ReadBeforeLdsWriteVisible,
    AsyncCopyOverwritesUnfinishedRead,
    LdsWriteOverwritesUnfinishedRead,
    UnorderedWrites,
    LatencyProtectedOverwrite,
    BarrierCountMismatch,
    CounterOverflow,
)


def checks_for(codes: set[str] | None = None) -> list[Check]:
    return [c() for c in ALL_CHECKS if codes is None or c.code in codes]


__all__ = ["ALL_CHECKS", "Check", "Context", "checks_for"]
