"""The first walk of a runtime loop's body, reused as the body of its trip-count loop.

A loop whose length is a runtime value (`while has_work:`, `for t in range(bx, n, grid):`) is
walked once (under a runtime condition) to see whether copies, waits or barriers are inside; when
they are and the length is the same in every lane, the walk starts again from the same names and
walks the body a second time as a loop whose trip count is a parameter (`trip_loop`). The second
walk sees what the first left behind and nothing else differs between the two, so it gives the
first walk's statements again, except where the first walk changed what the second reads:

- an object that existed before the loop (a list, a dict, an instance's attribute, a pending op)
  changed by the first walk: the second walk would read the changed one. Checked by a snapshot
  of everything reachable from the walk's scopes, taken before the first walk and compared after
  it (the loop's own scope is put back between the walks, as before). Two changes are none: an
  instance attribute the first walk set before any use of it (the second sets it again before
  it uses it), and a pending op from before the loop that the first walk retired without ever
  finding it unretired (the second finds it retired);
- names and counters the second walk would take afresh: LDS allocated in the loop, an attribute
  set on a library object, the step budget. Any of these changed by the first walk: the second
  walk is walked;
- names the second walk makes anew: a loop variable (its uid), a runtime value's numbered name
  (`x.2`), a per-lane branch's number (ir.Arms). The second walk starts where the first left
  their counters and makes the same statements with its own names: the first walk's are
  renamed (`Renaming`) in its statements, the scope it leaves, the attributes it set, its
  pending ops and uniform choices, and the counters moved on as far again. A name the renaming
  cannot reach exactly (in a string, in a changeable object, in a note of the first walk): the
  second walk is walked;
- M0, which inline asm sets: the second walk starts with the M0 the first left. When the first
  walk set it before any read, that M0 is never read and the statements are the same; the
  first walk's last M0, renamed, is the second's. A read first: the second walk is walked;
- the values a range(..., init=) loop's body yields, appended to a list from before the loop:
  the second walk appends its own, the first walk's renamed (a value that is a list, rebuilt);
- the numbering of stores of the same uniform runtime value (`#n`): the second walk numbers its
  stores on from the first's, and those directly in the loop's body (not in a helper it calls)
  are not numbered at all there. The first walk's stores are logged and renumbered so.

A runtime loop met in the first walk of another is watched too, both at once: everything a walk
records (the attributes it used, the loop variables and runtime values it made, their multiples,
M0, the stores it numbered, the pending ops found unretired) is recorded on every first walk being
watched. When the inner loop's first walk stands for its second, what the second would have
recorded on the walk around it is recorded there: the renamed loop variables and runtime values,
their multiples and the stores it numbers in helpers; and the counters it moves on, the scope,
attributes, pending ops and choices it leaves are those of the second walk, which the outer walk's
own renaming then renames as it renames everything it made.

When every check passes, the first walk's statements are the second's; otherwise the second
walk is walked, as always. The result is the same either way; only the time differs.
"""

from __future__ import annotations

import ast
import copy
import dataclasses
import operator
import re
import types

from syncsan.frontends.flydsl.values import Instance, Pending
from syncsan.ir import Expr, If, LdsWrite, Loop, Param, Stmt, Var, substitute

#: a snapshot stops (and the first walk is not reused) beyond this many objects
MAX_OBJECTS = 400_000
#: a loop whose first walk took fewer steps (or was not walked again) is not watched the next time
#: it is met (in a later wave): the snapshot would cost more than the walk it can save
WORTH_STEPS = 500
_ATOMIC = (str, int, float, bool, bytes, complex, type(None))
#: kinds never changed by a walk, or never reached through a value (the program's text, code)
_OPAQUE = (ast.AST, type, types.FunctionType, types.BuiltinFunctionType, types.MethodType, types.ModuleType,
           types.CodeType, range, slice, re.Pattern, type(Ellipsis), type(NotImplemented))
_UNKNOWN = object()  # _parts of an object whose state a snapshot cannot see (an iterator)
_MISSING = object()
_FROZEN: dict = {}  # type -> whether its fields never change (a frozen dataclass)
_SLOTS: dict = {}  # type -> its slot names


def _frozen(t) -> bool:
    found = _FROZEN.get(t)
    if found is None:
        params = getattr(t, "__dataclass_params__", None)
        found = _FROZEN[t] = bool(params is not None and params.frozen)
    return found


def _slots(t) -> tuple:
    found = _SLOTS.get(t)
    if found is None:
        names = []
        for k in t.__mro__:
            s = k.__dict__.get("__slots__", ())
            names.extend((s,) if isinstance(s, str) else s)
        found = _SLOTS[t] = tuple(n for n in names if n not in ("__dict__", "__weakref__"))
    return found


def _parts(o):
    """(the parts of o the walk reads, o's changeable state or None when o cannot change)."""
    t = type(o)
    if t is list:
        state = tuple(o)
        return state, state
    if t is tuple or t is frozenset:
        return tuple(o), None
    if t is dict:
        state = tuple(o.items())
        return tuple(x for kv in state for x in kv), state
    if t is set:
        state = tuple(o)
        return state, state
    d = getattr(o, "__dict__", None)
    slots = _slots(t)
    values = []
    state = []
    if d is not None:
        items = tuple(d.items())
        values.extend(v for _, v in items)
        state.append(items)
    if slots:
        if t is _Watched:  # (its fields as a Pending's: a look here is not the walk's)
            got = tuple(_PENDING_FIELDS[s].__get__(o) for s in slots)
        else:
            got = tuple(getattr(o, s, _MISSING) for s in slots)
        values.extend(got)
        state.append(got)
    if not state:
        if isinstance(o, (tuple, frozenset)):
            return tuple(o), None
        return (), None if isinstance(o, _ATOMIC) else _UNKNOWN
    return tuple(values), None if _frozen(t) else tuple(state)


def snapshot(roots, seen: set | None = None) -> list | None:
    """Every changeable object reachable from roots, with its state; None when there are too many.
    `seen` gets the ids of every object reached (the states keep them all alive)."""
    seen = set() if seen is None else seen
    out = []
    todo = list(roots)
    while todo:
        o = todo.pop()
        if type(o) in _ATOMIC or isinstance(o, _OPAQUE):
            continue
        i = id(o)
        if i in seen:
            continue
        seen.add(i)
        if len(seen) > MAX_OBJECTS:
            return None
        parts, state = _parts(o)
        if state is _UNKNOWN:
            return None
        if state is not None:
            out.append((o, state))
        todo.extend(parts)
    return out


def _same(a, b) -> bool:
    """The very same object, or tuples (rebuilt for the comparison) of the very same objects."""
    if a is b:
        return True
    return type(a) is tuple and type(b) is tuple and len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))


def changed(snap: list) -> list:
    """The objects of the snapshot that no longer hold the very same things they held then."""
    out = []
    for o, state in snap:
        now = _parts(o)[1]
        if type(o) is set:
            if now is None or {id(x) for x in now} != {id(x) for x in state}:
                out.append((o, state))
        elif not _same(now, state):
            out.append((o, state))
    return out


_DONE = Pending.done  # the slot
_PENDING_FIELDS = {s: Pending.__dict__[s] for s in Pending.__slots__}  # name -> slot


class _Watched(Pending):
    """A pending op from before the loop, while the first walk runs: a look at it that finds it
    not yet retired is remembered by every first walk being watched (the second walk would find
    it retired, when the first retires it)."""

    __slots__ = ()
    #: the `seen_pending` sets of the first walks being watched, outermost first
    seen_pending: list = []

    @property
    def done(self):
        value = _DONE.__get__(self)
        if not value:
            for seen in _Watched.seen_pending:
                seen.add(id(self))
        return value

    @done.setter
    def done(self, value):
        _DONE.__set__(self, value)


def same_value(a, b) -> bool:
    """a and b are alike to the walk: one kind, equal (a runtime value, compared by identity,
    by its fields: the walk sees nothing else of it)."""
    if type(a) is not type(b):
        return False
    if a == b:
        return True
    return dataclasses.is_dataclass(a) and all(getattr(a, f.name) == getattr(b, f.name)
                                               for f in dataclasses.fields(a))


@dataclasses.dataclass
class FirstWalk:
    """What is watched while a runtime loop's body is walked the first time."""

    frames: int  # the walk's function depth at the loop (its stores there are the loop's own)
    snap: list  # the reachable state before the walk
    counters: tuple  # the names and counters a second walk would take afresh
    steps: int
    carried: int
    stores: list = dataclasses.field(default_factory=list)  # (where, n, value prefix, the loop's own?)
    #: instance attributes the walk used, the first use of each: (id, name) -> "r" | "w" ("*": all)
    uses: dict = dataclasses.field(default_factory=dict)
    watched: list = dataclasses.field(default_factory=list)  # pending ops from before, not yet retired
    seen_pending: set = dataclasses.field(default_factory=set)  # ids of those found not retired
    converted: list = dataclasses.field(default_factory=list)  # those this walk made _Watched
    #: ids of every object reachable before the walk (kept alive by `snap`)
    seen: set = dataclasses.field(default_factory=set)
    made_vars: list = dataclasses.field(default_factory=list)  # the loop variables the walk made
    #: the runtime values it named (frontend.runtime_param), in order: (name, where)
    made_names: list = dataclasses.field(default_factory=list)
    multiples: dict = dataclasses.field(default_factory=dict)  # name -> the multiple the walk gave it
    m0: str | None = None  # the walk's first use of M0: "r" (read) or "w" (set)
    choices: int = 0  # how many uniform choices were made before it
    #: instance attributes the walk set before any use, to be set again by a reuse: (attrs dict, name)
    written: list = dataclasses.field(default_factory=list)
    #: lists from before the walk that every walk of the body extends (the values a range(..., init=)
    #: loop's body yields, `expr_Yield`): what the walk appended to each, appended again by a reuse
    appendable: list = dataclasses.field(default_factory=list)
    appended: list = dataclasses.field(default_factory=list)  # (list, the items the walk appended)

    def start(self, pending) -> None:
        """Watch the pending ops from before the walk (the walk retires some of them); inside
        another first walk, those it watches too."""
        self.watched = [p for p in pending if type(p) in (Pending, _Watched) and not _DONE.__get__(p)]
        self.converted = [p for p in self.watched if type(p) is Pending]
        _Watched.seen_pending.append(self.seen_pending)
        for p in self.converted:
            p.__class__ = _Watched

    def close(self) -> None:
        """Stop watching (a first walk around this one goes on watching its own pending ops)."""
        for p in self.converted:
            p.__class__ = Pending
        self.converted = []
        watching = _Watched.seen_pending
        for i in range(len(watching) - 1, -1, -1):
            if watching[i] is self.seen_pending:
                del watching[i]
                break

    def touch(self, inst, attr: str, how: str) -> None:
        self.uses.setdefault((id(inst), attr), how)

    def unchanged(self) -> bool:
        """Nothing a second walk reads is as the first walk left it: every object reachable before
        it holds what it held, but for instance attributes the first walk set before any use (the
        second sets them again before it uses them)."""
        self.written = []
        self.appended = []
        found = changed(self.snap)
        if not found:
            return True
        owners = {id(o.attrs): o for o, _ in self.snap if type(o) is Instance}
        watched = {id(p) for p in self.watched}
        for o, state in found:
            if type(o) is list and any(o is a for a in self.appendable):
                # only appended to: the second walk appends its own (the same, renamed)
                if len(o) < len(state) or any(a is not b for a, b in zip(o, state)):
                    return False
                self.appended.append((o, o[len(state):]))
                continue
            if type(o) is Pending or type(o) is _Watched:  # (_Watched: still watched by a walk around this one)
                # retired by the first walk, never found unretired there: the second walk finds it retired
                if id(o) not in watched or id(o) in self.seen_pending or not _DONE.__get__(o):
                    return False
                now = _parts(o)[1]
                if any(a is not b for name, a, b in zip(_slots(Pending), now[0], state[0])
                       if name not in ("done", "index")):
                    return False
                continue
            inst = owners.get(id(o))
            if inst is None or type(o) is not dict or (id(inst), "*") in self.uses:
                return False
            before = dict(state)
            for key in set(before) | set(o):
                if key in before and key in o and before[key] is o[key]:
                    continue
                if self.uses.get((id(inst), key)) != "w":
                    return False
                self.written.append((o, key))
        return True

    def use_m0(self, how: str) -> None:
        if self.m0 is None:
            self.m0 = how


@dataclasses.dataclass
class Reuse:
    """The first walk, ready to stand for the second: its statements and the scope it left."""

    body: tuple
    after: dict
    steps: int
    carried: int
    stores: list
    target: object
    #: where the second walk names anew: (the FirstWalk, the counters it left) until trip_loop
    #: renames the walk (evaluator.renamed), then what the reuse renames
    renamed: "tuple | Renamed | None" = None
    m0: str | None = None  # the first walk's first use of M0 (the second's, for a walk around it)
    appended: list = dataclasses.field(default_factory=list)  # FirstWalk.appended


@dataclasses.dataclass
class Renamed:
    """What a reuse renames besides the body and the scope (`Renaming`), as the second walk leaves it."""

    var_shift: int  # loop variables the first walk made: the counter moves on by as many
    branches: int  # per-lane branches it tagged (ir.Arms): numbered on by as many
    walk_names: dict  # the runtime values' numbers after the second walk
    params: dict  # the first walk's runtime names -> the second walk's
    locs: dict  # the first walk's runtime names -> where the walk named them
    multiples: dict  # the second walk's runtime names -> the multiple each is known to be of
    m0: object  # M0 after the second walk
    writes: list  # (attrs dict, name, value): instance attributes the second walk sets
    pending: list  # (pending op of the first walk, its statement renamed)
    var_ranges: dict  # the second walk's loop variables of constant bounds -> their values
    lane_bytes: list  # (renamed statement, its record), for `lane_exclusive`
    choices: list  # (condition, parameter): the uniform choices the second walk adds
    #: the loop variables the second walk makes, in order (for a first walk around it: made_vars)
    vars: list = dataclasses.field(default_factory=list)
    #: the runtime values it names, in order: (name, where) (for a first walk around it: made_names)
    names: list = dataclasses.field(default_factory=list)
    appended: list = dataclasses.field(default_factory=list)  # (list, the renamed items the second walk appends)


def rewrite(stmts, values: dict, swap: dict) -> tuple:
    """stmts with each LDS store's value renamed by `values` (old statement id -> new in swap)."""
    out = []
    for s in stmts:
        new = s
        if isinstance(s, LdsWrite) and s.value in values:
            new = dataclasses.replace(s, value=values[s.value])
        elif isinstance(s, Loop):
            body = rewrite(s.body, values, swap)
            if any(a is not b for a, b in zip(body, s.body)):
                new = dataclasses.replace(s, body=body)
        elif isinstance(s, If):
            then, orelse = rewrite(s.then, values, swap), rewrite(s.orelse, values, swap)
            if any(a is not b for a, b in zip(then + orelse, s.then + s.orelse)):
                new = dataclasses.replace(s, then=then, orelse=orelse)
        if new is not s:
            swap[id(s)] = new
        out.append(new)
    return tuple(out)




class Unrenamable(Exception):
    """A value of the first walk holds one of its names where a renaming cannot reach exactly."""


def numbered(name: str, n: int) -> str:
    """The n-th runtime value of one name in a wave's walk (frontend.runtime_param)."""
    return name if n == 1 else f"{name}.{n}"


class Renaming:
    """The names a second walk gives where the first walk gave its own: every loop variable the
    first made (uids after `start`) shifted by how many it made, every runtime value it named
    `name.k` renumbered after the first walk's last. Values are rebuilt where they are immutable
    (expressions, statements, tuples, frozen dataclasses); a pending op the first walk made is
    given its renamed statement when the renaming is applied. A name in a string, or in a changeable
    object, is refused (`Unrenamable`): the second walk would build another one."""

    def __init__(self, first: FirstWalk, var_shift: int, params: dict, branches_before: int = 0, branches: int = 0):
        self.mapping: dict = {v: Var(v.name, v.uid + var_shift) for v in first.made_vars}
        self.mapping.update({Param(old): Param(new) for old, new in params.items()})
        self.vars = set(first.made_vars)
        self.params = set(params)
        self.words = re.compile(r"(?<![\w.])(?:" + "|".join(re.escape(n) for n in sorted(params, key=len, reverse=True))
                                + r")(?![\w.])") if params else None
        self.seen = first.seen
        self.branches_before, self.branches = branches_before, branches
        self.memo: dict = {}  # id -> (old, new)
        self.pending: list = []  # (pending op the first walk made, its renamed statement)

    def stmts(self, body: tuple) -> tuple:
        out = tuple([self.value(s) for s in body])
        return body if all(map(operator.is_, out, body)) else out

    def swaps(self) -> dict:
        """id(old statement) -> renamed statement, for every statement renamed."""
        return {i: new for i, (old, new) in self.memo.items() if isinstance(old, Stmt) and new is not old}

    def value(self, o):
        t = type(o)
        if t is str:
            if self.words is not None and self.words.search(o):
                raise Unrenamable(o)
            return o
        if t in _ATOMIC or isinstance(o, _OPAQUE):
            return o
        i = id(o)
        got = self.memo.get(i)
        if got is not None:
            return got[1]
        if i in self.seen:
            return o  # reachable before the walk and unchanged by it: none of its names
        if isinstance(o, Expr):
            new = substitute(o, self.mapping)
        elif isinstance(o, (Loop, If)):
            parts = {f: self.stmts(getattr(o, f)) for f in ("body", "then", "orelse") if hasattr(o, f)}
            rest = {f.name: substitute(getattr(o, f.name), self.mapping) for f in dataclasses.fields(o)
                    if f.name not in parts}
            changes = {k: v for k, v in {**parts, **rest}.items() if v is not getattr(o, k)}
            new = dataclasses.replace(o, **changes) if changes else o
        elif isinstance(o, Stmt):
            new = substitute(o, self.mapping)
            self._strings(new)
            arms = getattr(new, "arms", ())
            if self.branches and any(a[0] > self.branches_before for a in arms):
                new = dataclasses.replace(new, arms=tuple((b + self.branches if b > self.branches_before else b, *rest)
                                                          for b, *rest in arms))
        elif t is tuple or t is frozenset:
            items = tuple([self.value(x) for x in o])
            new = o if all(map(operator.is_, items, o)) else t(items)
        elif t is Pending or t is _Watched:
            stmt = self.value(o.stmt)
            if stmt is not o.stmt:
                self.pending.append((o, stmt))
            new = o
        elif _frozen(t) and not _slots(t):
            changes = {}
            for f in dataclasses.fields(o):
                old = getattr(o, f.name)
                v = self.value(old)
                if v is not old:
                    changes[f.name] = v
            new = o
            if changes:
                new = copy.copy(o)
                for k, v in changes.items():
                    object.__setattr__(new, k, v)
        else:
            if self.mentions(o):
                raise Unrenamable(repr(type(o)))
            new = o
        self.memo[i] = (o, new)
        return new

    def _strings(self, stmt) -> None:
        if self.words is None:
            return
        for f in dataclasses.fields(stmt):
            v = getattr(stmt, f.name)
            if type(v) is str and self.words.search(v):
                raise Unrenamable(v)

    def mentions(self, root) -> bool:
        """Whether one of the first walk's names is reachable from root (past what existed before it)."""
        todo = [root]
        done: set = set()
        while todo:
            o = todo.pop()
            t = type(o)
            if t is str:
                if self.words is not None and self.words.search(o):
                    return True
                continue
            if t in _ATOMIC or isinstance(o, _OPAQUE):
                continue
            if t is Var and o in self.vars or t is Param and o.name in self.params:
                return True
            i = id(o)
            if i in done or i in self.seen:
                continue
            done.add(i)
            if len(done) > MAX_OBJECTS:
                return True
            parts, state = _parts(o)
            if state is _UNKNOWN:
                return True
            todo.extend(parts)
        return False
