"""Per-lane integers and conditions of one wave, evaluated lane by lane.

The FlyDSL frontend walks the kernel once per wave; inside that walk the thread index is known
in every one of the wave's 64 lanes. A value derived from it is a `Lanes`: its value in each
lane, plus a part that is the same in every lane and may be symbolic (a stage offset that
depends on a loop variable). Swizzles, `lane * 16 + c` and `lane % 32 // 8` are computed
exactly, so an LDS address gives the bytes each lane touches. A value that is the same in every
lane collapses to a plain number (`tid // 64` is the wave's index).
"""

from __future__ import annotations

import functools
import operator
from dataclasses import dataclass, field

from syncsan.ir import Expr, Value, divide_exactly, multiple_of, simplify

WAVE = 64


@dataclass(frozen=True)
class Lanes:
    """A per-lane integer: lane i holds `base + vals[i]` (`base` is the same in every lane)."""

    vals: tuple[int, ...]
    base: Value = 0
    #: an MLIR index value (`gpu.thread_id("x")` and what is computed from it), on which FlyDSL's
    #: `/` divides as integers (arith.divui); not part of its identity
    index: bool = field(default=False, compare=False)

    def lane(self, i: int) -> Value:
        v = simplify("+", self.base, self.vals[i])
        return IndexInt(v) if self.index and type(v) is int else v


def _keep_index(name: str):
    fn = getattr(int, name)

    def op(self, other):
        r = fn(self, other)
        return IndexInt(r) if type(r) is int else r
    op.__name__ = name
    return op


class IndexInt(int):
    """A number that is an MLIR index value of the kernel (a wave's `gpu.thread_id("x") / 64`): the
    arithmetic FlyDSL does on index values keeps it one, and `/` divides as integers (arith.divui)
    where both sides are not negative."""

    __slots__ = ()

    def __truediv__(self, other):
        if isinstance(other, int) and not isinstance(other, bool) and other > 0 and self >= 0:
            return IndexInt(int(self) // int(other))
        return int.__truediv__(self, other)

    def __rtruediv__(self, other):
        if isinstance(other, int) and not isinstance(other, bool) and self > 0 and other >= 0:
            return IndexInt(int(other) // int(self))
        return int.__rtruediv__(self, other)

    for _name in ("__add__", "__radd__", "__sub__", "__rsub__", "__mul__", "__rmul__", "__mod__", "__rmod__",
                  "__floordiv__", "__rfloordiv__", "__and__", "__rand__", "__or__", "__ror__", "__xor__",
                  "__rxor__", "__lshift__", "__rlshift__", "__rshift__", "__rrshift__"):
        locals()[_name] = _keep_index(_name)
    del _name

    def __neg__(self):
        return IndexInt(-int(self))

    def __repr__(self) -> str:
        return int.__repr__(self)

    __str__ = __repr__


def is_index(v) -> bool:
    return isinstance(v, IndexInt) or (isinstance(v, Lanes) and v.index)


@dataclass(frozen=True)
class LaneCond:
    """A per-lane condition: true in the lanes where vals[i] is True."""

    vals: tuple[bool, ...]


@functools.lru_cache(maxsize=64)
def thread_ids(wave: int) -> Lanes:
    return Lanes(tuple(range(WAVE * wave, WAVE * wave + WAVE)))


def collapse(v):
    """A Lanes or LaneCond with one value in every lane, as that value."""
    if isinstance(v, Lanes):
        vals = v.vals
        first = vals[0]
        if vals.count(first) == len(vals):  # every lane equal to the first (tuple.count compares with ==)
            r = simplify("+", v.base, first)
            return IndexInt(r) if v.index and type(r) is int else r
        return v
    if isinstance(v, LaneCond):
        vals = v.vals
        first = vals[0]
        if vals.count(first) == len(vals):
            return first
        return v
    return v


def _ints(v):
    """(per-lane ints, uniform symbolic part) of an int, Expr or Lanes; None otherwise."""
    if isinstance(v, Lanes):
        return v.vals, v.base
    if isinstance(v, bool):
        return (int(v),) * WAVE, 0
    if isinstance(v, int):
        return (v,) * WAVE, 0
    if isinstance(v, Expr):
        return (0,) * WAVE, v
    return None


_ARITH = {"+": operator.add, "-": operator.sub, "*": operator.mul, "//": operator.floordiv, "%": operator.mod,
          "<<": operator.lshift, ">>": operator.rshift, "&": operator.and_, "|": operator.or_, "^": operator.xor}
_CMP = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge, "==": operator.eq,
        "!=": operator.ne}


#: results of `binop` / `compare` on per-lane values with no symbolic part and plain ints, which
#: the kernel walk computes again and again (`lane_id % 16` in every helper call, in every wave)
_MEMO: dict = {}
_MEMO_LIMIT = 200_000


def _memo_key(fn, op: str, a, b):
    """The memo key of fn(op, a, b) when a and b are exact per-lane or plain ints (bools, floats
    and symbolic parts excluded: they compare equal to ints of other types), else None."""
    ta, tb = type(a), type(b)
    if (ta is int or (ta is Lanes and type(a.base) is int)) and (tb is int or (tb is Lanes and type(b.base) is int)):
        return (fn, op, a, b, ta is Lanes and a.index, tb is Lanes and b.index)
    return None


def _memoised(fn, op: str, a, b):
    """fn(op, a, b), remembered for exact operands (`_memo_key`)."""
    key = _memo_key(fn, op, a, b)
    if key is None:
        return fn(op, a, b)
    found = _MEMO.get(key, _MEMO)
    if found is _MEMO:
        if len(_MEMO) >= _MEMO_LIMIT:
            _MEMO.clear()
        found = _MEMO[key] = fn(op, a, b)
    return found


def binop(op: str, a, b):
    """`a op b` lane by lane; None when it cannot be computed exactly (a symbolic part under a
    non-linear operator, a division by zero)."""
    return _memoised(_binop, op, a, b)


def _binop(op: str, a, b):
    index = is_index(a) or is_index(b)
    r = _binop_plain(op, a, b, index)
    if index and isinstance(r, Lanes):
        return Lanes(r.vals, r.base, True)
    if index and type(r) is int:
        return IndexInt(r)
    return r


def _binop_plain(op: str, a, b, index: bool = False):
    ia, ib = _ints(a), _ints(b)
    if ia is None or ib is None:
        return None
    if op == "/":  # on index values: integer division (arith.divui) where no side is negative
        (va, sa), (vb, sb) = ia, ib
        if not index or isinstance(sb, Expr) or sb or min(va) < 0 or min(vb) <= 0:
            return None
        op = "//"
    (va, sa), (vb, sb) = ia, ib
    symbolic = isinstance(sa, Expr) or isinstance(sb, Expr) or sa != 0 or sb != 0
    if op in ("+", "-"):
        fn = _ARITH[op]
        return collapse(Lanes(tuple(map(fn, va, vb)), simplify(op, sa, sb)))
    if op == "*":
        # linear: (sa + va) * c with c the same in every lane and not symbolic
        if not isinstance(sb, Expr) and sb == 0 and len(set(vb)) == 1:
            c = vb[0]
            return collapse(Lanes(tuple(map(operator.mul, va, vb)), simplify("*", sa, c)))
        if not isinstance(sa, Expr) and sa == 0 and len(set(va)) == 1:
            c = va[0]
            return collapse(Lanes(tuple(map(operator.mul, va, vb)), simplify("*", sb, c)))
        if symbolic:
            return None
        return collapse(Lanes(tuple(map(operator.mul, va, vb))))
    if op not in _ARITH:
        return None
    if symbolic:
        return _symbolic_part_kept(op, va, sa, vb, sb)
    fn = _ARITH[op]
    try:
        return collapse(Lanes(tuple(map(fn, va, vb))))
    except (ZeroDivisionError, ValueError):
        return None


def _symbolic_part_kept(op: str, va, sa, vb, sb):
    """`(sa + va) op (sb + vb)` lane by lane where one side's part the same in every lane (sa, a
    loop variable's multiple: a ring-buffer slot's byte offset) is a known multiple that the
    operator leaves whole (`ir.multiple_of`): `(s + v) // c` is `s/c + v // c` when c divides s,
    `(s + v) % c` is `v % c`, and with s a multiple of 2**b and every lane's value on both sides in
    [0, 2**b) the bits do not mix: `(s + v) ^ c` is `s + (v ^ c)`. None when that is not known."""
    if op in ("&", "|", "^") and sa == 0:  # commutative: the symbolic part on the left
        va, sa, vb, sb = vb, sb, va, sa
    if sb != 0 or isinstance(sb, Expr):
        return None
    m = multiple_of(sa)
    if op in ("//", "%", ">>", "<<"):
        if len(set(vb)) != 1:
            return None
        c = vb[0]
        if op == "<<":
            return collapse(Lanes(tuple(x << c for x in va), simplify("*", sa, 1 << c))) if 0 <= c < 64 else None
        if op == ">>":
            if not 0 <= c < 64:
                return None
            op, c = "//", 1 << c
        if c <= 0 or m % c:
            return None
        if op == "%":
            return collapse(Lanes(tuple(x % c for x in va)))
        return collapse(Lanes(tuple(x // c for x in va), divide_exactly(sa, c)))
    if op in ("&", "|", "^"):
        low = m & -m  # the largest power of two that divides s (0: s is 0)
        if not low or not all(0 <= x < low for x in va) or not all(0 <= x < low for x in vb):
            return None
        fn = _ARITH[op]
        return collapse(Lanes(tuple(map(fn, va, vb)), 0 if op == "&" else sa))
    return None


def compare(op: str, a, b):
    return _memoised(_compare, op, a, b)


def _compare(op: str, a, b):
    ia, ib = _ints(a), _ints(b)
    if ia is None or ib is None:
        return None
    (va, sa), (vb, sb) = ia, ib
    if sa != sb:  # the same symbolic part on both sides cancels; different ones are not decided
        return None
    fn = _CMP[op]
    return collapse(LaneCond(tuple(map(bool, map(fn, va, vb)))))


def cond_of(v):
    """A per-lane condition from a LaneCond, a bool, or a Lanes/int (nonzero); None otherwise."""
    if isinstance(v, LaneCond):
        return v.vals
    if isinstance(v, bool):
        return (v,) * WAVE
    iv = _ints(v)
    if iv is None or isinstance(iv[1], Expr) or iv[1] != 0:
        return None
    return tuple(x != 0 for x in iv[0])


def logic(op: str, a, b):
    ca, cb = cond_of(a), cond_of(b)
    if ca is None or cb is None:
        return None
    if op == "and":
        return collapse(LaneCond(tuple(x and y for x, y in zip(ca, cb))))
    return collapse(LaneCond(tuple(x or y for x, y in zip(ca, cb))))


def negate(v):
    c = cond_of(v)
    return None if c is None else collapse(LaneCond(tuple(not x for x in c)))


def select(cond, a, b):
    """`a` in the lanes where `cond` holds, `b` elsewhere (numbers and per-lane numbers only)."""
    c = cond_of(cond)
    ia, ib = _ints(a), _ints(b)
    if c is None or ia is None or ib is None:
        return None
    (va, sa), (vb, sb) = ia, ib
    if all(c):
        return collapse(a) if isinstance(a, Lanes) else a
    if not any(c):
        return collapse(b) if isinstance(b, Lanes) else b
    if sa != sb:
        return None
    return collapse(Lanes(tuple(x if k else y for k, x, y in zip(c, va, vb)), sa))
