"""Findings: what a check reports and what every reporter renders (no analysis happens here).

A race finding is grouped by its root cause: every racing pair of ops that slips through the
same synchronization gap (`Gap`) of the same rule is one `Finding`, which keeps the pairs (each a
pair-level `Finding` with its own lines and witness) in `pairs`. Findings of other rules (barrier
counts, counters, suppressions) have no gap and no pairs.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from syncsan.errors import Loc

#: (loc, stack) of a primitive: its identity in the code, independent of wave and iteration
Site = tuple


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
    #: the waves (ids in the workgroup) that issue it; for a race's op, every wave whose group
    #: races at this pair of sites (Context.note_waves), else the waves of `group`
    waves: tuple[int, ...] = field(default=(), compare=False)
    #: the labels of those waves' groups (empty: just `group`)
    groups: tuple[str, ...] = field(default=(), compare=False)
    #: what kind of op it is: copy | read | write | barrier | wait | ... ("" when unknown)
    kind: str = field(default="", compare=False)

    @property
    def site(self) -> Loc:
        """The line in the kernel body: the outermost call site, or the op itself."""
        return self.stack[0] if self.stack else self.loc

    def code_site(self) -> Site:
        return (self.loc, self.stack)


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


#: the kinds of gap (see rules/README.md, "What one finding means")
GAP_KINDS = ("unretired", "ended", "same-generation", "no-barrier", "no-wait")


@dataclass(frozen=True)
class Gap:
    """The synchronization gap a racing pair slips through: the place where the first op (the
    one that must finish first) is not retired while the second op may already go.

    - "unretired": the first op's wave arrives at `first_barrier` (generation `generation`) with
      the op not retired; `first_wait` is the last wait on the op's counter between that wave's
      previous barrier and `first_barrier` (None: no such wait). The second op's wave leaves
      `second_barrier` (the same generation) and issues the second op.
    - "ended": the first op's wave ends (after `first_barrier`, its last barrier, or with no
      barrier at all) with the op not retired, while the second op's wave is past
      `second_barrier`, a generation the first wave never reaches.
    - "same-generation": the two ops of different waves run in the same barrier generation
      (after `first_barrier` and `second_barrier`): no barrier separates them.
    - "no-barrier": the second op is issued before its wave's first barrier (in another wave).
    - "no-wait": both ops are in one wave with no barrier between them and no wait on
      `counter` retires the first before the second; `first_wait` is the last such wait
      between them (too weak), `second_barrier` the barrier both follow.

    Identity (`key`) is the kind, the counter and the code sites of the barriers and the wait;
    generation, groups and iterations are not part of it, so the same gap in other iterations,
    waves, wave groups running the same code and parameter values is one gap.
    """

    kind: str
    counter: str  # vmcnt | lgkmcnt: the counter that retires the first op
    first_barrier: Related | None = None
    first_wait: Related | None = None
    second_barrier: Related | None = None
    #: the barrier before `first_barrier` in the first op's wave (where the search for a wait
    #: starts); descriptive only, not part of the identity
    since: Related | None = field(default=None, compare=False)
    generation: int = field(default=0, compare=False)

    def key(self) -> tuple:
        def s(r: Related | None):
            return r.code_site() if r is not None else None
        return (self.kind, self.counter, s(self.first_barrier), s(self.first_wait), s(self.second_barrier))

    def lines(self) -> dict[str, int | None]:
        """The kernel-body lines of the gap's barriers and wait (None: absent)."""
        return {
            "barrier": self.first_barrier.site.line if self.first_barrier else None,
            "wait": self.first_wait.site.line if self.first_wait else None,
            "after": self.second_barrier.site.line if self.second_barrier else None,
        }


#: at most this many line segments are listed; more are shown as a span with a count
MAX_SEGMENTS = 6


def line_text(lines) -> str:
    """`line 5`, `lines 5-7, 12`, or `lines 131-486 (40 lines)` when there are many."""
    ls = sorted(set(lines))
    if not ls:
        return "no line"
    if len(ls) == 1:
        return f"line {ls[0]}"
    segments: list[tuple[int, int]] = []
    for n in ls:
        if segments and n == segments[-1][1] + 1:
            segments[-1] = (segments[-1][0], n)
        else:
            segments.append((n, n))
    if len(segments) > MAX_SEGMENTS:
        return f"lines {ls[0]}-{ls[-1]} ({len(ls)} lines)"
    return "lines " + ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in segments)


def wave_text(waves, groups=()) -> str:
    """`g1 (waves 4-7)` when one wave group, else `waves 0-3` / `waves 0, 2, 5`."""
    gs = sorted(set(groups))
    if len(gs) == 1:
        return gs[0]
    ws = sorted(set(waves))
    if not ws:
        return "the waves"
    if len(ws) == 1:
        return f"wave {ws[0]}"
    if ws == list(range(ws[0], ws[-1] + 1)):
        return f"waves {ws[0]}-{ws[-1]}"
    return "waves " + ", ".join(map(str, ws))


NOUNS = {"copy": ("async copy", "async copies"), "read": ("LDS read", "LDS reads"),
          "write": ("LDS write", "LDS writes")}


@dataclass(frozen=True)
class OpSet:
    """The ops on one side of a grouped finding, over all its pairs."""

    role: str  # writer | reader
    kinds: tuple[str, ...]  # copy | read | write
    sites: tuple[Loc, ...]  # distinct kernel-body sites, in file order
    waves: tuple[int, ...]
    groups: tuple[str, ...]
    #: where the ops are inside helper functions (each op's own line when a call stack led there)
    helpers: tuple[Loc, ...] = field(default=(), compare=False)

    @property
    def lines(self) -> tuple[int, ...]:
        return tuple(sorted({s.line for s in self.sites}))

    @property
    def who(self) -> str:
        """The waves, e.g. `g1 (waves 4-7)` or `waves 0-3`."""
        return wave_text(self.waves, self.groups)

    @property
    def nouns(self) -> str:
        """`async copies`, `LDS reads`, `async copy` (one line, one kind), ..."""
        if len(self.kinds) == 1 and self.kinds[0] in NOUNS:
            return NOUNS[self.kinds[0]][0 if len(self.lines) == 1 else 1]
        return " and ".join(NOUNS.get(k, (k, k + "s"))[1] for k in self.kinds) or "ops"

    @property
    def what(self) -> str:
        """`the async copies of lines 75-76`."""
        return f"the {self.nouns} of {line_text(self.lines)}"

    @staticmethod
    def of(ops) -> "OpSet":
        ops = list(ops)
        sites = sorted({r.site for r in ops}, key=lambda l: (l.file, l.line, l.column))
        return OpSet(ops[0].role if ops else "", tuple(sorted({r.kind for r in ops if r.kind})), tuple(sites),
                     tuple(sorted({w for r in ops for w in r.waves})),
                     tuple(sorted({g for r in ops for g in (r.groups or (r.group,))})),
                     tuple(sorted({r.loc for r in ops if r.stack}, key=lambda l: (l.file, l.line, l.column))))


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
    """One finding. For a race, `related[0]` is the op it is reported at (the second op: the read
    of a read-after-write, the overwrite of a write-after-read) and `related[1]` the op that
    should have finished first; barriers and waits follow.

    A grouped race finding (`pairs` non-empty) carries the gap's message, the earliest primary
    line of its pairs as `loc`, and the smallest witness with that pair's related ops, facts and
    timeline; every pair is a pair-level Finding (no pairs of its own)."""

    rule: str
    severity: str  # error | warning | info
    message: str
    loc: Loc  # primary location (the reader for read-after-write races)
    related: tuple[Related, ...]
    witness: tuple[tuple[str, int | bool], ...] = ()
    facts: tuple[tuple[str, str], ...] = ()
    timeline: tuple[TimelineStep, ...] = field(default=(), compare=False)
    retire: str = "in-order"
    gap: Gap | None = None
    pairs: tuple["Finding", ...] = field(default=(), compare=False)
    #: of a grouped finding: the ops that should have finished first, and the ops that may
    #: touch their bytes too early, over all pairs
    first: OpSet | None = field(default=None, compare=False)
    second: OpSet | None = field(default=None, compare=False)
    #: stable identity across line shifts (syncsan/fingerprint.py); set when the file is checked
    fingerprint: str = field(default="", compare=False)
    #: proven edits that remove this finding (filled by `syncsan.fixes` when fixes are asked for)
    fixes: tuple[Fix, ...] = field(default=(), compare=False)

    def key(self) -> tuple:
        """Identity across parameter values: for a pair-level finding the rule and the sites of
        the ops involved; for a grouped finding its `group_key`."""
        if self.pairs:
            return self.group_key()
        return (self.rule, self.loc,
                tuple((r.role, r.loc, r.stack) for r in self.related if r.role in ("writer", "reader")))

    def group_key(self) -> tuple:
        """Identity of the root cause: the rule and the gap (the pair identity without a gap)."""
        if self.gap is None:
            return (self.rule, self.loc,
                    tuple((r.role, r.loc, r.stack) for r in self.related if r.role in ("writer", "reader")))
        return (self.rule, self.gap.key())

    def members(self) -> tuple["Finding", ...]:
        """The pair-level findings this finding stands for (itself when it is not grouped)."""
        return self.pairs or (self,)


SEVERITY_RANK = {"info": 0, "warning": 1, "error": 2}


def sort_key(f: Finding):
    """Report order: file, line, column, rule, then the lines of the related ops."""
    return (f.loc.file, f.loc.line, f.loc.column, f.rule,
            tuple((r.role, r.loc.line, r.loc.column) for r in f.related))
