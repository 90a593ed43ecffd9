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
class TextEdit:
    """One change to a file's text: the characters from (start_line, start_column) up to
    (end_line, end_column) are replaced by `text`; an insertion when start == end. Lines and
    columns are 1-based, the end column exclusive (the SARIF `replacement` shape)."""

    file: str
    start_line: int
    start_column: int
    end_line: int
    end_column: int
    text: str


@dataclass(frozen=True)
class Fix:
    """An edit that removes a finding, checked before it is reported.

    Built by `syncsan.fixes` and rendered in the input's language by its frontend; reporters
    print it as it is."""

    description: str  # what to change, e.g. "insert `wait(vmcnt=hb + ha)` after line 80 (in g1 (waves 4-7))"
    file: str
    line: int  # where the change is made (the first line it touches)
    #: the changed lines as they will read: (marker, text), marker "+" added, "-" removed, " " context
    shown: tuple[tuple[str, str], ...]
    #: the text changes `--fix` writes; empty when the frontend does not write its files (assembly)
    edits: tuple[TextEdit, ...]
    proof: str  # how it was checked, e.g. "proved for k_tiles >= 2, split_k in (False, True)"


@dataclass(frozen=True)
class Finding:
    rule: str
    severity: str  # error | warning | info
    message: str
    loc: Loc  # primary location (the reader for read-after-write races)
    related: tuple[Related, ...]
    witness: tuple[tuple[str, int | bool], ...] = ()
    facts: tuple[tuple[str, str], ...] = ()
    timeline: tuple[TimelineStep, ...] = field(default=(), compare=False)
    retire: str = "in-order"
    #: proven edits that remove this finding (filled by `syncsan.fixes` when fixes are asked for)
    fixes: tuple[Fix, ...] = field(default=(), compare=False)

    def key(self) -> tuple:
        """Identity across parameter values: the rule and the sites of the ops involved."""
        return (self.rule, self.loc,
                tuple((r.role, r.loc, r.stack) for r in self.related if r.role in ("writer", "reader")))


SEVERITY_RANK = {"info": 0, "warning": 1, "error": 2}
