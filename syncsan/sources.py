"""Reading the files syncsan checks: the one place that turns a path into text.

It refuses what is not a regular file (a FIFO would block, a device never ends), decodes UTF-8
with or without a byte-order mark and names a bad byte by line and column, and serves standard
input (`-`, `/dev/stdin`) under the name the report gives it, so frontends, suppressions and
reporters all read the same text.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
from pathlib import Path

from syncsan.errors import InputError, Loc

#: what the command line accepts for standard input
STDIN_PATHS = ("-", "/dev/stdin", "/dev/fd/0", "/proc/self/fd/0")
#: the report's name for standard input when --stdin-filename gives none
STDIN_NAME = "<stdin>"

BOM = b"\xef\xbb\xbf"

#: text read from standard input, by the name reports give it
_STDIN: dict[str, bytes] = {}


def is_stdin(raw: str) -> bool:
    return raw in STDIN_PATHS


def provide_stdin(name: str | None) -> str:
    """Read standard input once and serve it as the file `name` (default `<stdin>`); the name
    reports use for it."""
    shown = str(Path(name)) if name else STDIN_NAME
    _STDIN.clear()  # one standard input per run
    _STDIN[shown] = sys.stdin.buffer.read() if sys.stdin is not None else b""
    return shown


def provide(name: str, data: bytes) -> str:
    """Serve `data` as the file `name` (tests, and standard input)."""
    shown = str(Path(name))
    _STDIN[shown] = data
    return shown


def from_stdin(path: str | Path) -> bool:
    return str(path) in _STDIN


def kind(path: str | Path) -> str | None:
    """None for a regular file or a folder; otherwise what the path is, for a message."""
    try:
        mode = os.stat(path).st_mode
    except OSError as exc:
        return _os_reason(exc)
    if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
        return None
    for test, what in ((stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return what
    return "not a regular file"


def _os_reason(exc: OSError) -> str:
    if exc.errno == errno.ELOOP:
        return "a symbolic link loop"
    if exc.errno == errno.ENOENT:
        return "a broken symbolic link" if os.path.islink(exc.filename or "") else "missing"
    if exc.errno == errno.EACCES:
        return "not readable (permission denied)"
    return exc.strerror or str(exc)


def read_bytes(path: str | Path) -> bytes:
    """The bytes of a checked file; an InputError unless it is a readable regular file."""
    shown = str(path)
    if shown in _STDIN:
        return _STDIN[shown]
    what = kind(path)
    if what is None and os.path.isdir(path):
        what = "a folder"
    if what == "missing":
        raise InputError(f"{shown}: no such file")
    if what is not None:
        raise InputError(f"{shown}: not a regular file ({what})" if what.startswith("a ") else f"{shown}: {what}")
    try:
        with open(path, "rb") as fh:
            return fh.read()
    except OSError as exc:
        raise InputError(f"cannot read {shown}: {_os_reason(exc)}") from None


def decode(data: bytes, file: str) -> str:
    """UTF-8 text (a leading byte-order mark dropped); a bad byte is an InputError at its line
    and column."""
    if data.startswith(BOM):
        data = data[len(BOM):]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        start = exc.start
        line_start = data.rfind(b"\n", 0, start) + 1
        line = data.count(b"\n", 0, start) + 1
        column = len(data[line_start:start].decode("utf-8", errors="replace")) + 1
        raise InputError(f"not valid UTF-8 text: byte 0x{data[start]:02x} ({exc.reason})",
                         Loc(file, line, column)) from None


def read_text(path: str | Path) -> str:
    """The text of a checked file (see `read_bytes` and `decode`)."""
    return decode(read_bytes(path), str(path))


def lines(file: str) -> tuple[str, ...]:
    """The lines of a file for quoting in reports: never fails (bad bytes replaced, nothing for a
    file that cannot be read)."""
    data = _STDIN.get(file)
    if data is None:
        if kind(file) is not None:
            return ()
        try:
            with open(file, "rb") as fh:
                data = fh.read()
        except OSError:
            return ()
    if data.startswith(BOM):
        data = data[len(BOM):]
    return tuple(data.decode("utf-8", errors="replace").splitlines())


def head(path: str | Path, size: int = 1 << 16) -> str:
    """The first `size` bytes of a file as text, for sniffing its kind ("" if unreadable)."""
    data = _STDIN.get(str(path))
    if data is None:
        if kind(path) is not None:
            return ""
        try:
            with open(path, "rb") as fh:
                data = fh.read(size)
        except OSError:
            return ""
    if data.startswith(BOM):
        data = data[len(BOM):]
    return data[:size].decode("utf-8", errors="replace")
