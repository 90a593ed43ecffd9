"""Errors that mean "bad input": they carry a source position and become exit status 2."""

from __future__ import annotations

from dataclasses import dataclass, field


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
