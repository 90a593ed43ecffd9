"""Errors and exit statuses. An `InputError` means "bad input": it carries a source position and
becomes exit status 2. Anything else raised while checking is a bug of ours: exit status 3."""

from __future__ import annotations

from dataclasses import dataclass, field

#: exit statuses, in increasing order of severity: a run exits with the worst one it met
EXIT_CLEAN, EXIT_FINDINGS, EXIT_INPUT, EXIT_INTERNAL = 0, 1, 2, 3


@dataclass(frozen=True)
class Loc:
    """A position in a checked file (1-based line, 1-based column).

    `source` is where a compiled op came from, when the file says so (assembly `.loc` lines):
    the kernel source's file, line and column. It takes no part in equality or hashing, so
    finding keys, dedup and baselines are the same with or without debug lines.
    """

    file: str
    line: int
    column: int = 1
    source: Loc | None = field(default=None, compare=False)

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


class InputError(Exception):
    """The checked file (or a command-line value) is malformed or unsupported."""

    def __init__(self, message: str, loc: Loc | None = None):
        super().__init__(message)
        self.message = message
        self.loc = loc

    def __str__(self) -> str:
        return f"{self.loc}: error: {self.message}" if self.loc else f"error: {self.message}"


def internal_reason(exc: BaseException) -> str:
    """One line naming an unexpected exception (a bug of ours): its type and first message line."""
    text = str(exc).strip().splitlines()
    first = text[0] if text else ""
    if len(first) > 200:
        first = first[:200] + "..."
    return f"{type(exc).__name__}: {first}" if first else type(exc).__name__


def internal_message(where: str | None, exc: BaseException) -> str:
    """The report line of an internal error, with the file it happened in when known."""
    head = f"{where}: " if where else "syncsan: "
    return (f"{head}internal error: {internal_reason(exc)} (a bug in syncsan, not in the checked file; "
            "rerun with --debug for the traceback and please report it)")


def exit_internal(exc: BaseException):
    """End the process after a bug of ours outside a file's check (which reports its own): the
    report line, the traceback with `--debug`, exit status 3."""
    import sys

    print(internal_message(None, exc), file=sys.stderr)
    if "--debug" in sys.argv:
        import traceback

        traceback.print_exc()
    sys.exit(EXIT_INTERNAL)
