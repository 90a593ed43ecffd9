"""The time limit of one file's check (`--timeout`, `timeout` in the configuration).

`limit(seconds)` arms a per-process interval timer around the whole check of a file (reading,
sweep, proofs, emulation); when it runs out, `CheckTimeout` is raised wherever the check is, and
the walk turns every rule not decided by then into `unknown`. Solver queries are cut to the time
left (`solver_ms`), since the timer cannot interrupt the solver itself.
"""

from __future__ import annotations

import math
import os
import signal
import sys
import threading
import time
from contextlib import contextmanager

#: the default per-file limit in seconds (0 or None: no limit)
DEFAULT_TIMEOUT = 600.0

_deadline: float | None = None  # time.monotonic() at which the current file's check ends
_seconds: float | None = None


class CheckTimeout(BaseException):
    """The file's time limit ran out. A BaseException, so that no frontend's `except Exception`
    swallows it. `findings` and `verdicts` carry what was decided before the limit."""

    def __init__(self, seconds: float | None = None):
        super().__init__(f"time limit of {seconds:g} s" if seconds else "time limit")
        self.seconds = seconds
        self.findings: tuple = ()
        self.runs = 0
        self.verdicts: list = []
        self.stage = ""


def _usable() -> bool:
    return hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()


#: how long to wait before trying again when the timer fires inside code that must not be cut
DEFER_SECONDS = 0.005


def _native_dirs() -> tuple[str, ...]:
    """Folders of the packages whose Python code wraps native state (the solver's bindings,
    ctypes): an exception raised in the middle of them is lost or leaves half-built objects."""
    import importlib.util

    out = []
    for name in ("z3", "ctypes"):
        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError):
            continue
        for folder in (spec.submodule_search_locations or []) if spec else []:
            out.append(os.path.join(os.path.realpath(folder), ""))
    return tuple(out)


_NATIVE: tuple[str, ...] | None = None


def _expire(signum, frame):
    """The timer: raise CheckTimeout where the check is, unless that is inside a finalizer
    (`__del__`, where Python would print and drop the exception) or the solver's bindings (which
    it would leave half-built): then try again a moment later, back in syncsan's own code."""
    global _NATIVE
    if _NATIVE is None:
        _NATIVE = _native_dirs()
    f = frame
    while f is not None:
        code = f.f_code
        if code.co_name == "__del__" or code.co_filename.startswith(_NATIVE):
            signal.setitimer(signal.ITIMER_REAL, DEFER_SECONDS)
            return
        f = f.f_back
    raise CheckTimeout(_seconds)


@contextmanager
def limit(seconds: float | None):
    """Bound the enclosed work to `seconds` (None or 0: no bound; nested calls keep the outer one)."""
    global _deadline, _seconds
    if not seconds or _deadline is not None or not _usable():
        yield
        return
    previous = signal.signal(signal.SIGALRM, _expire)
    hook = sys.unraisablehook
    sys.unraisablehook = _quiet(hook)
    _deadline, _seconds = time.monotonic() + seconds, seconds
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        sys.unraisablehook = hook
        _deadline = _seconds = None


def _quiet(hook):
    """An unraisable-exception hook that drops the timer's exception when it lands where Python
    cannot raise it (a finalizer or callback not caught by `_expire`) and arms the timer again, so
    that it fires a moment later where it can be raised; the check's own loops also see the
    deadline passed and stop (`check`, `solver_ms`)."""
    def unraisable(info):
        if not isinstance(info.exc_value, CheckTimeout):
            hook(info)
        elif _deadline is not None and _usable():
            # the timer's exception was lost: fire again a moment later, back in raisable code
            signal.setitimer(signal.ITIMER_REAL, DEFER_SECONDS)
    return unraisable


def rearm() -> None:
    """In a forked worker (which inherits the deadline but not the timer): arm the timer for the
    time left. When none is left, nothing is armed: `expired()` says so to whoever asks next."""
    if _deadline is None or not _usable():
        return
    left = _deadline - time.monotonic()
    if left > 0:
        signal.signal(signal.SIGALRM, _expire)
        signal.setitimer(signal.ITIMER_REAL, left)


def disarm() -> None:
    """Stop the timer (a forked worker between tasks); the deadline stays known."""
    if _usable():
        signal.setitimer(signal.ITIMER_REAL, 0)


@contextmanager
def paused():
    """No timer while waiting for forked workers that keep the deadline themselves (their
    partial results are worth more than the waiting); re-armed after, if time is left."""
    if _deadline is None or not _usable():
        yield
        return
    signal.setitimer(signal.ITIMER_REAL, 0)
    try:
        yield
    finally:
        rearm()


def remaining() -> float | None:
    """Seconds left for the current file (None: no limit)."""
    return None if _deadline is None else _deadline - time.monotonic()


def expired() -> bool:
    left = remaining()
    return left is not None and left <= 0


def seconds() -> float | None:
    """The current file's limit in seconds, if any."""
    return _seconds


def check() -> None:
    """Raise CheckTimeout if the file's time is up (for loops that must stop even if the timer's
    exception was lost on the way). The timer is stopped first: when it fired inside the solver
    and was put off for a moment (`_expire`), it would otherwise raise a second CheckTimeout
    while the first is being handled (in `disarm`, say)."""
    if expired():
        if _usable():
            signal.setitimer(signal.ITIMER_REAL, 0)
        raise CheckTimeout(_seconds)


def solver_ms(ms: int) -> int:
    """A solver query's time limit cut to the time left for the file; CheckTimeout when none is."""
    left = remaining()
    if left is None:
        return ms
    check()
    return max(1, min(ms, int(left * 1000)))


def check_seconds(value, what: str) -> float:
    """A time limit from the command line or configuration: a finite number >= 0 (0: none)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value < 0:
        raise ValueError(f"{what} must be a finite number of seconds >= 0 (0: no limit), got {value!r}")
    return float(value)


__all__ = ["CheckTimeout", "DEFAULT_TIMEOUT", "limit", "rearm", "disarm", "paused", "remaining", "check", "expired", "solver_ms", "seconds",
           "check_seconds"]
