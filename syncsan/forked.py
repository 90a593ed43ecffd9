"""One computation run in a forked copy of this process, its result sent back pickled.

`Forked(compute)` forks; the copy runs `compute()` from the state this process had at the fork,
sends its result back through a pipe and leaves. `result()` waits for it. A copy that fails in
any way (an exception, the file's time limit, a result that cannot be pickled or sent) gives
`FAILED`, and the caller computes that part itself, so failures are reported as the one-process
check reports them. Used where a check has two independent halves of work and a second core:
the walk of a FlyDSL kernel's waves (`frontends.flydsl.waves`), the prover's screens
(`prover._race_questions`). Only how the work is done changes, never what it gives.
"""

from __future__ import annotations

import os
import pickle
import signal
from typing import Callable

from syncsan import budget

#: what `Forked.result` gives when the forked copy failed
FAILED = object()


def can_fork() -> bool:
    return hasattr(os, "fork")


class Forked:
    """`compute()` in a forked copy of this process (`can_fork` must hold)."""

    def __init__(self, compute: Callable[[], object]):
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:  # the forked copy: compute, send, leave (no atexit handlers, no flushes)
            os.close(read_end)
            try:
                budget.rearm()  # the file's time limit goes on (a forked copy has no timer of its own)
                try:
                    payload = pickle.dumps(compute(), protocol=pickle.HIGHEST_PROTOCOL)
                finally:
                    budget.disarm()
            except BaseException:  # nothing may escape into the parent's code from here
                payload = b""
            _send(write_end, payload)
            os._exit(0)
        os.close(write_end)
        self.pid, self.fd = pid, read_end

    def result(self):
        """The forked copy's result, or FAILED."""
        try:
            data = _receive(self.fd)
        except BaseException:
            self.stop()
            raise
        os.close(self.fd)
        self.fd = None
        os.waitpid(self.pid, 0)
        if not data:
            return FAILED
        try:
            return pickle.loads(data)
        except Exception:
            return FAILED

    def stop(self) -> None:
        """Kill the forked copy (when this process gives up on its result)."""
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None
        try:
            os.kill(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        try:
            os.waitpid(self.pid, 0)
        except ChildProcessError:
            pass


def _send(fd: int, data: bytes) -> None:
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
    except OSError:
        pass
    finally:
        os.close(fd)


def _receive(fd: int) -> bytes:
    chunks = []
    while True:
        chunk = os.read(fd, 1 << 20)
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
