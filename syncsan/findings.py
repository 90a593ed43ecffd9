"""Findings: what a check reports and what every reporter renders (no analysis happens here)."""

from __future__ import annotations

from dataclasses import dataclass, field

from syncsan.errors import Loc


@dataclass(frozen=True)
class Related:
    """An op that takes part in a finding: the writer, the reader, a barrier or a wait."""

    role: str  # writer | reader | barrier | wait
    group: str  # wave group label, e.g. "g1 (waves 4-7)"
    loc: Loc  # where the primitive is written
    stack: tuple[Loc, ...]  # call sites that led there, outermost first
    op: str  # e.g. "async copy B[0][0] x2"
    generation: int | None = None  # barriers the wave had passed
    iteration: tuple[tuple[str, int], ...] = ()

    @property
    def site(self) -> Loc:
        """The line in the kernel body: the outermost call site, or the op itself."""
        return self.stack[0] if self.stack else self.loc


@dataclass(frozen=True)
class TimelineStep:
    """One row of a witness timeline: what a wave group did in a barrier generation."""

    group: str
    generation: int
    loc: Loc
    what: str
    mark: str = ""  # writer | reader | retire | barrier | ""
    #: for a "retire" step: the marks of the events this wait retires (e.g. ("writer",))
    retires: tuple[str, ...] = ()


@dataclass(frozen=True)
class Finding:
    rule: str
    severity: str  # error | warning
    message: str
    loc: Loc  # primary location (the reader for read-after-write races)
    related: tuple[Related, ...]
    witness: tuple[tuple[str, int | bool], ...] = ()
    facts: tuple[tuple[str, str], ...] = ()
    timeline: tuple[TimelineStep, ...] = field(default=(), compare=False)
    retire: str = "in-order"

    def key(self) -> tuple:
        """Identity across parameter values: the rule and the sites of the ops involved."""
        return (self.rule, self.loc,
                tuple((r.role, r.loc, r.stack) for r in self.related if r.role in ("writer", "reader")))


SEVERITY_RANK = {"warning": 1, "error": 2}
