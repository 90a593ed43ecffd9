"""Solver time limits in CPU seconds of the thread that asks, not in wall-clock seconds.

A wall-clock limit turns a proof into "unknown" on a loaded machine: the solver's work is the
same, but the process gets a fraction of a core. `check(solver, seconds)` stops a call after that
much CPU time of the calling thread instead (a watchdog thread waits on the calling thread's CPU
clock and interrupts the solver's context, which makes the call return "unknown"), and sets a
wall-clock limit of `WALL_FACTOR` times as long as a backstop, so that no call runs unbounded
where the CPU clock is not available (there only the wall-clock limit applies, at `seconds`).
The wall-clock limit is also cut to the time left for the file (`--timeout`, `syncsan.budget`),
and a call made after that time is up raises `CheckTimeout`.
"""

from __future__ import annotations

import os
import threading
import time

import z3

from syncsan import budget as file_budget

#: the wall-clock backstop, as a multiple of the CPU limit
WALL_FACTOR = 10


class _Watchdog:
    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._armed: tuple | None = None  # (CPU clock id, CPU deadline, generation, context)
        self._fired = -1
        self._generation = 0
        self._thread: threading.Thread | None = None

    def _run(self) -> None:
        with self._cond:
            while True:
                if self._armed is None:
                    self._cond.wait()
                    continue
                clock, deadline, gen, ctx = self._armed
                left = deadline - time.clock_gettime(clock)
                if left <= 0:
                    self._fired = gen
                    self._armed = None
                    ctx.interrupt()
                    continue
                # the thread cannot use more CPU time than wall time passes: wait that long
                self._cond.wait(timeout=left)

    def check(self, solver, seconds: float, assumptions=()):
        try:
            clock = time.pthread_getcpuclockid(threading.get_ident())
        except (AttributeError, OSError):  # no per-thread CPU clock here: wall-clock limit
            solver.set("timeout", file_budget.solver_ms(max(1, int(seconds * 1000))))
            return solver.check(*assumptions), False
        solver.set("timeout", file_budget.solver_ms(max(1, int(seconds * 1000 * WALL_FACTOR))))
        ctx = getattr(solver, "ctx", None) or z3.main_ctx()  # the context the limit interrupts
        with self._cond:
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="syncsan-solver-budget", daemon=True)
                self._thread.start()
            self._generation += 1
            gen = self._generation
            self._armed = (clock, time.clock_gettime(clock) + seconds, gen, ctx)
            self._cond.notify()
        try:
            result = solver.check(*assumptions)
        finally:
            with self._cond:
                self._armed = None
                fired = self._fired == gen
            if fired:
                _clear_interrupt(ctx)
        return result, fired


def _clear_interrupt(ctx=None) -> None:
    """An interrupt that lands as a check returns stays pending on the context and cancels the
    next call into it (a model's evaluation raises "canceled"); the next check clears it, so an
    empty one is made."""
    z3.Solver(ctx=ctx).check()


_WATCHDOG = _Watchdog()


def _after_fork() -> None:  # a forked worker (walk -j N) starts its own watchdog when it needs one
    global _WATCHDOG
    _WATCHDOG = _Watchdog()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_after_fork)


def check(solver, seconds: float, assumptions=()):
    """(result, whether the CPU limit stopped it) of `solver.check(*assumptions)` within
    `seconds` CPU seconds of this thread (and WALL_FACTOR times that in wall-clock time)."""
    return _WATCHDOG.check(solver, seconds, assumptions)
