"""Rendering IR edits (syncsan/edits.py) in a frontend's own language, and writing them.

Each frontend in the registry (`Frontend.editor`) names an `Editor` class. The fix search asks
it where a wait's value is written (which call sites an edit of it reaches), and to render an
edit: the changed lines, the text changes `--fix` writes (none for assembly), and a one-line
description. An editor whose frontend reads the edited text back (`reload`) lets the search check
that the text does what the IR edit does: the reloaded programs must equal the edited ones.

`SourceFacts` is what a frontend records while building a program so its editor can name things
in the kernel's own terms: the kernel-level `if` tests that were decided per wave (guards) and
the kernel's integer names with their values.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from syncsan.errors import Loc
from syncsan.findings import TextEdit
from syncsan.ir import (
    BinOp,
    Const,
    Expr,
    If,
    LdsRef,
    Loop,
    Param,
    Program,
    Select,
    Stmt,
    UnaryOp,
    Value,
    Var,
)

if TYPE_CHECKING:  # the edits are needed only by the fix search, which imports them itself
    from syncsan.edits import Edit


@dataclass(frozen=True)
class WaveBranch:
    """A kernel-level `if` whose test was known in every wave: where, its text, and the waves for
    which it holds."""

    loc: Loc
    test: str
    waves: frozenset[int]


@dataclass(frozen=True)
class SourceFacts:
    branches: tuple[WaveBranch, ...] = ()
    #: integer names of the kernel's scope (and the scopes around it) with the same value in
    #: every wave, innermost first
    names: tuple[tuple[str, int], ...] = ()


def wave_facts(decided: dict, scope) -> tuple[dict, dict]:
    """What `source_facts` needs of one wave's walk, in plain values: the `if` positions it
    decided (position -> (condition text, branches taken)) and the integer names of the kernel's
    local scopes at the end of the walk (innermost first)."""
    import ast

    tests = {loc: (ast.unparse(node.test), frozenset(taken)) for loc, (node, taken) in decided.items()}
    seen: dict[str, int] = {}
    s = scope
    while s is not None:
        for k, v in s.vars.items():
            if k not in seen and type(v) is int:
                seen[k] = v
        s = s.parent
    return tests, seen


def source_facts(facts: Sequence[tuple[dict, dict]]) -> SourceFacts:
    """Facts from the per-wave walks (`wave_facts` of each wave, in wave order)."""
    branches = []
    tests: dict[Loc, tuple] = {}
    for wave, (decided, _) in enumerate(facts):
        for loc, (text, taken) in decided.items():
            entry = tests.setdefault(loc, (text, {}))
            entry[1][wave] = taken
    for loc, (text, per_wave) in sorted(tests.items(), key=lambda kv: (kv[0].file, kv[0].line, kv[0].column)):
        if len(per_wave) != len(facts) or any(len(t) != 1 for t in per_wave.values()):
            continue  # not reached by every wave, or decided both ways (inside an unrolled loop)
        waves = frozenset(w for w, t in per_wave.items() if True in t)
        if 0 < len(waves) < len(facts):
            branches.append(WaveBranch(loc, text, waves))
    names: dict[str, int | None] = {}
    for _, seen in facts:
        for k, v in seen.items():
            if k not in names:
                names[k] = v
            elif names[k] != v:
                names[k] = None
        for k in list(names):
            if k not in seen:
                names[k] = None
    return SourceFacts(tuple(branches), tuple((k, v) for k, v in names.items() if v is not None))


@dataclass(frozen=True)
class Rendering:
    """One edit as text: what the report shows and what --fix writes."""

    description: str
    line: int  # the first line it touches (in the file as it is)
    shown: tuple[tuple[str, str], ...]  # (marker, text): "+" added, "-" removed, " " context
    edits: tuple[TextEdit, ...] = ()
    #: lines added (+) or removed (-) at a line: (line, delta) pairs, to map the edited file's
    #: lines back to the original's when comparing reloaded programs
    shifts: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class ValueHint:
    """What the search knows about a wait value it asks an editor to write: per program, the
    value, and the ops on the counter between the op it retires and the wait (their call chains
    and unit counts), which is where a kernel's own names for the value come from."""

    value: Value
    terms: tuple[tuple[tuple[Loc, ...], Value], ...] = ()


class Editor:
    """A frontend's edit capability for one file (subclasses per language)."""

    #: whether `syncsan check --fix` writes this language's files
    writes: bool = False

    def __init__(self, path: str, options=None):
        self.path = path
        self.options = options

    def value_through(self, program: Program, wait: Stmt, counter: str) -> tuple[Loc, ...] | None:
        """The call sites (innermost part of the wait's stack) an edit of this wait's `counter`
        value reaches, or None when its value cannot be edited in the source."""
        return None

    def delete_through(self, program: Program, stmt: Stmt) -> tuple[Loc, ...] | None:
        """The call sites a deletion of this wait/barrier's statement reaches, or None."""
        return None

    def render(self, edit: Edit, per_program: Sequence[tuple[Program, Edit, dict]]) -> list[Rendering]:
        """Candidate texts for an edit, best first. `per_program` holds, for each program of the
        file, the IR edit as applied to it (values may differ per program) and value hints
        (counter -> ValueHint)."""
        return []

    def reload(self, text: str) -> list[Program] | None:
        """The programs of the file with this text, or None if the editor cannot reload."""
        return None


def apply_text(text: str, edits: Sequence[TextEdit]) -> str:
    """The text with the edits applied (non-overlapping; applied from the end)."""
    lines = text.splitlines(keepends=True)
    starts = [0]
    for ln in lines:
        starts.append(starts[-1] + len(ln))

    def offset(line: int, col: int) -> int:
        if line > len(lines):
            return len(text)
        return starts[line - 1] + col - 1

    out = text
    for e in sorted(edits, key=lambda e: (e.start_line, e.start_column), reverse=True):
        a, b = offset(e.start_line, e.start_column), offset(e.end_line, e.end_column)
        out = out[:a] + e.text + out[b:]
    return out


# ---------------------------------------------------------------- comparing programs


def normal_form(programs: Sequence[Program], file: str, line_of) -> tuple:
    """Programs as comparable tuples, with lines of `file` mapped by `line_of` (edited line ->
    original line, None for an added line) and columns left out, so a reloaded edited file
    compares equal to the IR edit applied to the original programs."""

    def loc(l: Loc):
        if l.file == file:
            return (l.file, line_of(l.line) if l.column else None)
        return (l.file, l.line)

    def expr(v):
        if not isinstance(v, Expr):
            return v
        if isinstance(v, Const):
            return v.value
        if isinstance(v, Param):
            return ("p", v.name)
        if isinstance(v, Var):
            return ("v", v.name)
        if isinstance(v, BinOp):
            return (v.op, expr(v.left), expr(v.right))
        if isinstance(v, UnaryOp):
            return (v.op, expr(v.operand))
        if isinstance(v, Select):
            return ("?", expr(v.cond), expr(v.then), expr(v.orelse))
        return repr(v)

    def ref(r):
        if r is None:
            return None
        if isinstance(r, LdsRef):
            return (r.region.name, r.region.base, r.region.dims, r.region.elem_bytes, tuple(map(expr, r.indices)),
                    tuple((expr(s.offset), expr(s.length)) for s in r.spans), r.split)
        return repr(r)  # a frontend's own reference type (FlyDSL accesses)

    def stmt(s: Stmt):
        head = (type(s).__name__, tuple(loc(l) for l in s.stack), loc(s.loc) if not _added(s) else (s.loc.file, None))
        if isinstance(s, Loop):
            return head + (s.var.name, expr(s.start), expr(s.stop), expr(s.step), block(s.body))
        if isinstance(s, If):
            return head + (expr(s.cond), block(s.then), block(s.orelse))
        rest = []
        for name in ("count", "vmcnt", "lgkmcnt"):
            if hasattr(s, name):
                rest.append(expr(getattr(s, name)))
        for name in ("src", "dst"):
            if hasattr(s, name):
                rest.append(_ref_form(getattr(s, name), expr, ref))
        return head + tuple(rest)

    def block(b):
        return tuple(stmt(s) for s in b)

    out = []
    for p in programs:
        out.append((tuple((d.name, d.default, d.lo, d.hi, d.choices) for d in p.params),
                    tuple((g.name, g.waves, block(g.body)) for g in p.groups), p.target, p.fixed))
    return tuple(out)


def _added(s: Stmt) -> bool:
    from syncsan.edits import is_inserted

    return is_inserted(s)


def _ref_form(r, expr, ref):
    if isinstance(r, LdsRef):
        return ref(r)
    # frontends may subclass LdsRef-like records; compare their fields structurally
    fields = getattr(r, "__dataclass_fields__", None)
    if fields:
        return tuple((k, expr(getattr(r, k)) if isinstance(getattr(r, k), (Expr, int)) else repr(getattr(r, k)))
                     for k in fields if k != "loc")
    return repr(r)


def line_mapper(shifts: Sequence[tuple[int, int]]):
    """edited line -> original line (None for an added line), from (original line, +n added
    before it / -n removed from it on) pairs."""
    events = sorted(shifts)

    def original(line: int):
        delta = 0  # edited - original, for the lines after the events passed so far
        for at, n in events:
            start = at + delta  # where original line `at` sits in the edited file so far
            if line < start:
                break
            if n > 0:
                if line < start + n:
                    return None
                delta += n
            else:
                delta += n
        return line - delta

    return original


# ---------------------------------------------------------------- Python expressions

_PREC = {"or": 1, "and": 2, "not": 3, "==": 4, "!=": 4, "<": 4, "<=": 4, ">": 4, ">=": 4,
         "|": 5, "^": 6, "&": 7, "<<": 8, ">>": 8, "+": 9, "-": 9, "*": 10, "//": 10, "%": 10}


def python_expr(v: Value, prec: int = 0) -> str:
    """An IR expression in Python syntax, with the parentheses it needs."""
    if isinstance(v, bool) or not isinstance(v, Expr):
        return str(v)
    if isinstance(v, Const):
        return str(v.value)
    if isinstance(v, (Param, Var)):
        return v.name
    if isinstance(v, BinOp):
        if v.op in ("min", "max"):
            return f"{v.op}({python_expr(v.left)}, {python_expr(v.right)})"
        p = _PREC[v.op]
        text = f"{python_expr(v.left, p)} {v.op} {python_expr(v.right, p + 1)}"
        return f"({text})" if p < prec else text
    if isinstance(v, UnaryOp):
        if v.op == "not":
            text = f"not {python_expr(v.operand, 3)}"
            return f"({text})" if prec > 3 else text
        return f"-{python_expr(v.operand, 11)}"
    if isinstance(v, Select):
        text = f"{python_expr(v.then, 1)} if {python_expr(v.cond, 1)} else {python_expr(v.orelse, 0)}"
        return f"({text})" if prec > 0 else text
    return str(v)
