"""A case: the decisions taken on workgroup-level conditions along one way through a kernel
(branch directions, the exit iteration of a loop), so every wave of the workgroup follows the
same one. `resolve` simplifies a term under them."""

from __future__ import annotations

from dataclasses import dataclass

from syncsan.frontends.asm.symbolic import BOOL_OPS, Sym, bnot, inputs, rebuild


@dataclass(frozen=True)
class LoopChoice:
    """How a loop whose exit depends on a symbolic value ends in one case: its exit branch
    stays `first` times (`period` 0), or `first + period * P` times for every value P of the
    program parameter `param` (a summarised loop). `swept`: the value comes from the default
    sweep, not from a summary (it leaves at exit branch `exit` when the loop has several).
    """

    first: int
    period: int = 0
    param: str | None = None
    swept: bool = False
    residue: int = 0  # position in the period (summaries)
    prefix: int = 0  # iterations before the period starts (summaries)
    start: int = 0  # stays before the first undecided visit (summaries)
    reused: bool = False  # a swept count taken over from the loop's entry before (`Explorer.sweep`)
    #: the exit branch a swept loop of several exits leaves at (it stays at the others); None:
    #: the loop's only exit
    exit: int | None = None


#: the decisions of a case (as a frozenset of its items) -> `Case.resolve`'s memo, shared by
#: every case with those decisions: a term's resolution depends on them alone (and terms are
#: interned, so it is the same object whichever case computes it). Later waves and the cases
#: that only add a loop choice resolve the same terms under the same decisions. Cleared with
#: the interned terms, per kernel (`reset`)
_MEMOS: dict = {}


def reset() -> None:
    _MEMOS.clear()


class Case:
    __slots__ = ("decisions", "loops", "labels", "memo")

    def __init__(self, decisions: dict | None = None, loops: dict | None = None, labels: tuple = ()):
        self.decisions: dict = decisions or {}  # condition term -> bool
        self.loops: dict = loops or {}  # loop key -> LoopChoice
        self.labels: tuple[str, ...] = labels  # what distinguishes this case, for reports
        self.memo: dict | None = None  # (taken from _MEMOS when a term is first resolved)

    def decide(self, cond: Sym, value: bool, label: str | None = None) -> "Case":
        d = dict(self.decisions)
        d[cond] = value
        return Case(d, self.loops, self.labels + ((label,) if label else ()))

    def choose(self, key, choice: LoopChoice, label: str, extra: dict | None = None) -> "Case":
        loops = dict(self.loops)
        loops[key] = choice
        d = dict(self.decisions)
        d.update(extra or {})
        return Case(d, loops, self.labels + ((label,) if label else ()))

    def add(self, extra: dict) -> "Case":
        """The same case with decisions implied by it (no new label)."""
        d = dict(self.decisions)
        d.update(extra)
        return Case(d, self.loops, self.labels)

    def resolve(self, v):
        """`v` with the decided conditions substituted and simplified (a select arm that stood
        for an opaque value gives that value back)."""
        if type(v) is not Sym or v.level:
            return v
        if not self.decisions:
            out = v
        else:
            if self.memo is None:
                key = frozenset(self.decisions.items())
                memo = _MEMOS.get(key)
                if memo is None:
                    memo = _MEMOS[key] = {}
                self.memo = memo
            out = self._resolve(v)
        if type(out) is Sym and out.op == "hole":
            return out.args[2]
        return out

    def _resolve(self, v):
        hit = self.memo.get(v)
        if hit is not None:
            return hit
        d = self._decided(v)
        if d is not None:
            out = d
        elif v.op in ("in", "var", "hole"):
            out = v
        elif v.op == "lin":
            items = tuple((self._resolve(a), c) for a, c in v.args[1])
            out = v if all(x is y for (x, _), (y, _) in zip(items, v.args[1])) else rebuild(v, (v.args[0], items))
            if type(out) is Sym and out is not v:
                d = self._decided(out)
                if d is not None:
                    out = d
        else:
            args = tuple(self._resolve(a) if type(a) is Sym and not a.level else a for a in v.args)
            out = v if all(x is y for x, y in zip(args, v.args)) else rebuild(v, args)
            if type(out) is Sym and out is not v:
                d = self._decided(out)
                if d is not None:
                    out = d
        self.memo[v] = out
        return out

    def _decided(self, v: Sym):
        """The decided value of condition `v`, or of its negation (`a <= b` decided true is
        `b < a` false: a select built on one form and a branch decided on the other), or None."""
        d = self.decisions.get(v)
        if d is None and v.op in BOOL_OPS:
            n = self.decisions.get(bnot(v))
            if n is not None:
                d = not n
        return d

    def free_of(self, loop: str) -> "Case":
        """The case without its decisions on terms that name the period count `loop` (or a value
        read in one of its periods, or a variable of its periods: `symbolic.fresh`)."""
        decided = self.decisions
        if decided:
            mine = {k for k in decided if any(n == loop or f"[{loop}]" in n for n in inputs(k))}
            if mine:
                return Case({k: v for k, v in decided.items() if k not in mine}, self.loops)
        return self

    def describe(self) -> str:
        return "; ".join(self.labels) or "the only case"


class Diverge(Exception):
    """Cases run together (`SharedCase`) answer a question differently: they part here."""


class SharedCase:
    """Several cases one wave runs under together (`Explorer.run_waves`) while every question
    the emulator asks of its case (a term resolved, a loop's choice) has the same answer in each:
    until then the wave's state is the same in all of them. A different answer raises
    `Diverge`, and the explorer runs the cases apart from before the instruction that asked."""

    __slots__ = ("members",)

    def __init__(self, members: list[Case]):
        self.members = members

    def resolve(self, v):
        if type(v) is not Sym or v.level:
            return v
        members = self.members
        first = members[0].resolve(v)
        for c in members[1:]:
            if not _same(c.resolve(v), first):
                raise Diverge()
        return first

    @property
    def loops(self) -> "_SharedLoops":
        return _SharedLoops(self.members)


class _SharedLoops:
    """`Case.loops` of a `SharedCase`: the answers every member gives alike."""

    __slots__ = ("members",)

    def __init__(self, members: list[Case]):
        self.members = members

    def __bool__(self) -> bool:
        first = bool(self.members[0].loops)
        if any(bool(c.loops) != first for c in self.members[1:]):
            raise Diverge()
        return first

    def get(self, key):
        first = self.members[0].loops.get(key)
        if any(c.loops.get(key) != first for c in self.members[1:]):
            raise Diverge()
        return first


def _same(r, first) -> bool:
    return r is first or (type(r) is type(first) and type(r) in (int, bool) and r == first)


class RecordedCase:
    """A case that notes each answer it gives to a question that depends on it (`log`), so a
    computation done under it can be taken for another case that gives the same answers
    (`replay`)."""

    __slots__ = ("case", "log")

    def __init__(self, case, log: list):
        self.case = case
        self.log = log

    def resolve(self, v):
        r = self.case.resolve(v)
        if type(v) is Sym and not v.level:
            self.log.append(("resolve", v, r))
        return r

    @property
    def loops(self) -> "_RecordedLoops":
        return _RecordedLoops(self)

    def free_of(self, loop: str) -> Case:
        free = self.case.free_of(loop)
        self.log.append(("free", loop, free.decisions))
        return free


class _RecordedLoops:
    __slots__ = ("rec",)

    def __init__(self, rec: RecordedCase):
        self.rec = rec

    def __bool__(self) -> bool:
        r = bool(self.rec.case.loops)
        self.rec.log.append(("loops", r))
        return r

    def __contains__(self, key) -> bool:
        return self.get(key) is not None

    def get(self, key):
        r = self.rec.case.loops.get(key)
        self.rec.log.append(("loop", key, r))
        return r


def replay(log: list, case) -> bool:
    """Does `case` give every answer of `log` (a `RecordedCase`'s)?"""
    for entry in log:
        what = entry[0]
        if what == "resolve":
            if not _same(case.resolve(entry[1]), entry[2]):
                return False
        elif what == "loop":
            if case.loops.get(entry[1]) != entry[2]:
                return False
        elif what == "loops":
            if bool(case.loops) != entry[1]:
                return False
        elif case.free_of(entry[1]).decisions != entry[2]:
            return False
    return True
