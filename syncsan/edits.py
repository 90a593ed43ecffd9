"""IR edits: what a suggested source change does to a schedule `Program`.

An edit names source statements the way the IR names them: by the file and line of an element of
an op's call chain (`stack + (loc,)`). So one edit reaches every wave group, loop iteration and
helper call site that the textual change reaches:

- `Insert` puts new waits/barriers before or after a statement. A statement that is an op's own
  line (a `wait(...)`, a `barrier()`, a loop header) is matched per op; a call site is matched once
  per execution of the call (the consecutive ops it inlined). `waves` restricts it to the waves a
  new `if` guard selects.
- `SetWait` changes one counter of the waits written at a line, reached through the call sites
  `through` (the innermost ones of the chain): editing the wait's own text reaches every call of
  its helper (`through` empty); editing an argument at a call site reaches that call only.
- `Delete` removes the waits/barriers written at a line (reached through `through`).

Frontends render an edit in their language (syncsan/frontends/edit.py); the fix search
(syncsan/fixes) applies it to programs and checks them again. Nothing here knows a language.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Union

from syncsan.errors import Loc
from syncsan.ir import Barrier, If, Loop, Program, Stmt, Value, Wait

#: the `text` of statements an edit adds (so later passes can tell them from the kernel's own)
INSERTED = "suggested"

COUNTERS = ("vmcnt", "lgkmcnt")


@dataclass(frozen=True)
class NewWait:
    vmcnt: Value | None = None
    lgkmcnt: Value | None = None

    def value(self, counter: str) -> Value | None:
        return getattr(self, counter)


@dataclass(frozen=True)
class NewBarrier:
    pass


NewOp = Union[NewWait, NewBarrier]


@dataclass(frozen=True)
class Insert:
    """New ops before (or after) each execution of the statement at file:line."""

    file: str
    line: int
    where: str  # "before" | "after"
    ops: tuple[NewOp, ...]
    #: None: every wave that runs the statement; else only these waves (a guard around the ops)
    waves: frozenset[int] | None = None

    @property
    def site(self) -> tuple:
        return ("insert", self.file, self.line, self.where, self.waves)


@dataclass(frozen=True)
class SetWait:
    """Set `counter` of the waits written at file:line whose call chain ends in `through`
    (None removes that counter from them)."""

    file: str
    line: int
    through: tuple[Loc, ...]
    counter: str
    value: Value | None

    @property
    def site(self) -> tuple:
        return ("set", self.file, self.line, _lines(self.through), self.counter)


@dataclass(frozen=True)
class Delete:
    """Remove the waits and barriers written at file:line whose call chain ends in `through`."""

    file: str
    line: int
    through: tuple[Loc, ...]

    @property
    def site(self) -> tuple:
        return ("delete", self.file, self.line, _lines(self.through))


Edit = Union[Insert, SetWait, Delete]


class NotApplicable(Exception):
    """The edit reaches no statement of the program, or would split a wave group."""


def chain(stmt: Stmt) -> tuple[Loc, ...]:
    return stmt.stack + (stmt.loc,)


def _lines(locs) -> tuple:
    return tuple((l.file, l.line) for l in locs)


def _at(loc: Loc, file: str, line: int) -> bool:
    return loc.line == line and loc.file == file


def _through(stmt: Stmt, file: str, line: int, through: tuple[Loc, ...]) -> bool:
    if not _at(stmt.loc, file, line):
        return False
    if not through:
        return True
    n = len(through)
    return len(stmt.stack) >= n and _lines(stmt.stack[len(stmt.stack) - n:]) == _lines(through)


# ---------------------------------------------------------------- applying


def apply(program: Program, edit: Edit) -> Program:
    """The program as the edited source would build it. Raises NotApplicable when the edit
    reaches nothing, or when its guard selects part of a wave group."""
    groups = []
    changed = False
    for g in program.groups:
        if isinstance(edit, Insert) and edit.waves is not None:
            inside = set(g.waves) & edit.waves
            if not inside:
                groups.append(g)
                continue
            if len(inside) != len(g.waves):
                raise NotApplicable(f"the guard selects part of wave group {g.label()}")
        body = _edit_block(g.body, edit)
        if body is not g.body:
            changed = True
            g = replace(g, body=body)
        groups.append(g)
    if not changed:
        raise NotApplicable("the edit reaches no statement")
    return replace(program, groups=tuple(groups))


def apply_all(program: Program, edits) -> Program:
    for e in edits:
        program = apply(program, e)
    return program


def changed_groups(before: Program, after: Program) -> frozenset[int]:
    return frozenset(i for i, (a, b) in enumerate(zip(before.groups, after.groups)) if a.body is not b.body)


def _edit_block(block: tuple[Stmt, ...], edit: Edit) -> tuple[Stmt, ...]:
    if isinstance(edit, Insert):
        return _insert(block, edit)
    out: list[Stmt] = []
    changed = False
    for s in block:
        new = _edit_stmt(s, edit)
        if new is not s:
            changed = True
        if new is not None:
            out.append(new)
    return tuple(out) if changed else block


def _edit_stmt(s: Stmt, edit: Edit) -> Stmt | None:
    """The statement after a SetWait/Delete (None: deleted), recursing into loops and branches."""
    if isinstance(s, Loop):
        body = _edit_block(s.body, edit)
        return s if body is s.body else replace(s, body=body)
    if isinstance(s, If):
        then, orelse = _edit_block(s.then, edit), _edit_block(s.orelse, edit)
        return s if then is s.then and orelse is s.orelse else replace(s, then=then, orelse=orelse)
    if isinstance(edit, SetWait):
        if isinstance(s, Wait) and _through(s, edit.file, edit.line, edit.through):
            return replace(s, **{edit.counter: edit.value})
        return s
    if isinstance(s, (Wait, Barrier)) and _through(s, edit.file, edit.line, edit.through):
        return None
    return s


def _match(s: Stmt, file: str, line: int) -> int | None:
    """The index in s's call chain of the element at file:line, or None."""
    for i, l in enumerate(chain(s)):
        if _at(l, file, line):
            return i
    return None


def _insert(block: tuple[Stmt, ...], edit: Insert) -> tuple[Stmt, ...]:
    out: list[Stmt] = []
    changed = False
    i, n = 0, len(block)
    while i < n:
        s = block[i]
        k = _match(s, edit.file, edit.line)
        if k is None:
            new = _recurse_insert(s, edit)
            changed |= new is not s
            out.append(new)
            i += 1
            continue
        # one execution of the statement: the op itself (k is its own position), or the
        # consecutive ops one execution of a call inlined (same chain up to the call)
        full = chain(s)
        j = i + 1
        if k < len(full) - 1:
            prefix = full[:k + 1]
            while j < n and _match(block[j], edit.file, edit.line) == k and chain(block[j])[:k + 1] == prefix:
                j += 1
        else:
            # the ops one execution of a source line gives (a load, its wait and the store of
            # `store(x[i], lds, i)`): consecutive ops of that line at other columns; the same
            # op at the same column again starts the next execution
            seen = {(type(s), full[k])}
            while j < n and len(chain(block[j])) == k + 1 and _match(block[j], edit.file, edit.line) == k \
                    and chain(block[j])[:k] == full[:k] and (type(block[j]), block[j].loc) not in seen:
                seen.add((type(block[j]), block[j].loc))
                j += 1
        new = _new_stmts(edit, full[:k], full[k])
        run = block[i:j]
        out.extend(new + list(run) if edit.where == "before" else list(run) + new)
        changed = True
        i = j
    return tuple(out) if changed else block


def _recurse_insert(s: Stmt, edit: Insert) -> Stmt:
    if isinstance(s, Loop):
        body = _insert(s.body, edit)
        return s if body is s.body else replace(s, body=body)
    if isinstance(s, If):
        then, orelse = _insert(s.then, edit), _insert(s.orelse, edit)
        return s if then is s.then and orelse is s.orelse else replace(s, then=then, orelse=orelse)
    return s


def _new_stmts(edit: Insert, stack: tuple[Loc, ...], at: Loc) -> list[Stmt]:
    loc = Loc(at.file, at.line, 0)  # column 0: never the position of a statement of the kernel
    out: list[Stmt] = []
    for op in edit.ops:
        if isinstance(op, NewWait):
            out.append(Wait(loc, stack, op.vmcnt, op.lgkmcnt, text=INSERTED))
        else:
            out.append(Barrier(loc, stack, text=INSERTED))
    return out


def is_inserted(stmt: Stmt) -> bool:
    return getattr(stmt, "text", None) == INSERTED and stmt.loc.column == 0


# ---------------------------------------------------------------- positions


def find_path(body: tuple[Stmt, ...], target: Stmt) -> list[tuple[tuple[Stmt, ...], int]] | None:
    """[(block, index), ...] from the group body down to `target` (by identity), or None."""
    for i, s in enumerate(body):
        if s is target:
            return [(body, i)]
        subs = (s.body,) if isinstance(s, Loop) else (s.then, s.orelse) if isinstance(s, If) else ()
        for sub in subs:
            p = find_path(sub, target)
            if p is not None:
                return [(body, i)] + p
    return None


def anchors_at(block: tuple[Stmt, ...], index: int) -> list[tuple[str, str, int, int]]:
    """Candidate (where, file, line, depth) anchors for a position in a block: before the
    statement at `index` (each element of its chain), or after the one before it."""
    out = []
    if index < len(block):
        for d, l in enumerate(chain(block[index])):
            out.append(("before", l.file, l.line, d))
    if index > 0:
        for d, l in enumerate(chain(block[index - 1])):
            out.append(("after", l.file, l.line, d))
    return out


def lands_at(program: Program, edited: Program, group: int, block: tuple[Stmt, ...], index: int) -> bool:
    """Did an Insert put new statements exactly at `block[index]` (between block[index-1] and
    block[index]) in `group`?"""
    new_body = edited.groups[group].body
    if index < len(block):
        path = find_path(new_body, block[index])
        if path is None:
            return False
        nb, ni = path[-1]
        return ni > 0 and is_inserted(nb[ni - 1]) and (index == 0 or _prev_original(nb, ni) is block[index - 1])
    path = find_path(new_body, block[index - 1])
    if path is None:
        return False
    nb, ni = path[-1]
    return ni + 1 < len(nb) and is_inserted(nb[ni + 1])


def _prev_original(block, i):
    i -= 1
    while i >= 0 and is_inserted(block[i]):
        i -= 1
    return block[i] if i >= 0 else None
