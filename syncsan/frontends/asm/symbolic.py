"""Symbolic values of the assembly emulator: what a register holds when nobody gave its value.

A value is a Python int (a known 32-bit register or lane) or a `Sym`. Every `Sym` has a
uniformity level:

- `WORKGROUP` (0): a function of the workgroup's inputs only (kernel arguments, workgroup ids,
  dispatch-packet fields, data `s_load`ed from a workgroup-uniform address) and constants. It is
  kept as a term (a small expression tree, hash-consed so equal terms are the same object), so
  every wave computes the same term from the same inputs, a branch on it can be decided for the
  whole workgroup (a *case*), and `solver.py` can ask whether a combination of decisions is
  feasible. A term may still differ between waves through wave-specific constants (a wave id
  folded in); what matters is that its unknown parts are shared by the workgroup.
- `WAVE` (1): uniform within a wave but unrelated between waves (a `v_readfirstlane` of loaded
  data).
- `LANE` (2): differs per lane (loaded data, MFMA results, a lane mask computed from them).

Levels 1 and 2 are opaque: only their origin (what they came from, for error messages) and the
bits known despite them (`kmask`/`kbits`: `exec | (exec & x)` is `exec` again) are kept.

Booleans (SCC, branch conditions, comparison results) are Python bools or boolean `Sym`s.
Terms are 32 bits wide; 64-bit registers are pairs of 32-bit values.
"""

from __future__ import annotations

import itertools
from typing import Iterable

M32 = 0xFFFFFFFF
WORKGROUP, WAVE, LANE = 0, 1, 2
LEVEL_NAMES = {WORKGROUP: "workgroup-uniform", WAVE: "wave-uniform", LANE: "per lane"}

_serial = itertools.count()
#: hash-consing table of workgroup-level terms: (op, args) -> Sym
_TABLE: dict[tuple, "Sym"] = {}
#: loop variables made with a key (`fresh`): (name, boolean, key) -> Sym
_KEYED_VARS: dict[tuple, "Sym"] = {}
#: the recurrences each place in a summarised loop has had, in variant order (`recurrence_variant`)
_RECURRENCES: dict[tuple, list] = {}
#: the input names of each term `inputs` was asked about (terms are immutable)
_INPUTS: dict["Sym", frozenset[str]] = {}
_NO_INPUTS: frozenset[str] = frozenset()
_INPUT_NAMES: dict["Sym", frozenset[str]] = {}  # the same, as `input_names` gives them


class Sym:
    """A symbolic 32-bit value or boolean (see the module docstring)."""

    __slots__ = ("op", "args", "level", "origin", "kmask", "kbits", "boolean", "serial")

    def __init__(self, op: str, args: tuple, level: int, origin: str | None, kmask: int = 0,
                 kbits: int = 0, boolean: bool = False):
        self.op = op
        self.args = args
        self.level = level
        self.origin = origin
        self.kmask = kmask
        self.kbits = kbits & kmask
        self.boolean = boolean
        self.serial = next(_serial)

    def __repr__(self) -> str:
        if self.level:
            return f"<{LEVEL_NAMES[self.level]} unknown: {self.origin}>"
        return f"<{fmt(self)}>"

    def __bool__(self):  # a symbolic value has no truth value; callers must not branch on one
        raise TypeError("symbolic value used as a condition")


Value = int | Sym
Bool = bool | Sym


def reset() -> None:
    """Forget interned terms (called per kernel, so memory does not grow over a walk)."""
    _TABLE.clear()
    _KEYED_VARS.clear()
    _RECURRENCES.clear()
    _INPUTS.clear()
    _INPUT_NAMES.clear()
    _RULED.clear()
    _ORIGIN_INPUTS.clear()


def level(v) -> int:
    return v.level if type(v) is Sym else WORKGROUP


def is_sym(v) -> bool:
    return type(v) is Sym


# ---------------------------------------------------------------- leaves


def inp(name: str) -> Sym:
    """A workgroup input: a kernel-argument dword, a workgroup id, a loop's block count."""
    key = ("in", (name,))
    s = _TABLE.get(key)
    if s is None:
        s = _TABLE[key] = Sym("in", (name,), WORKGROUP, None)
    return s


#: prefix of the inputs that count the periods of a summarised loop
COUNT_PREFIX = "n@"


def count(name: str) -> Sym:
    """The period count of a summarised loop (an input: which period the block is in)."""
    return inp(COUNT_PREFIX + name)


def is_count(v) -> bool:
    return type(v) is Sym and v.op == "in" and v.args[0].startswith(COUNT_PREFIX)


def affine(v):
    """(constant, count, step) when `v` is `constant + step * count` for a loop's period count,
    (v, None, 0) for an int, else None."""
    if type(v) is int:
        return v, None, 0
    if type(v) is Sym and v.op == "lin" and len(v.args[1]) == 1 and is_count(v.args[1][0][0]):
        return v.args[0], v.args[1][0][0], v.args[1][0][1]
    if is_count(v):
        return 0, v, 1
    return None


def fresh(name: str, boolean: bool = False, key: tuple | None = None, loop: str | None = None) -> Sym:
    """A new workgroup-level variable nothing constrains (a value that changes between loop
    iterations); never equal to another, except that calls with one `key` (given only where
    the variable stands for one workgroup-level value, the same in every wave that asks for it)
    give one variable. A variable of the periods of a summarised loop names its period count
    `loop` (after the `#`, which `fmt` leaves out), so `Case.free_of(loop)` sets it free."""
    if key is not None:
        s = _KEYED_VARS.get((name, boolean, key))
        if s is not None:
            return s
    s = Sym("var", (f"{name}#{next(_serial)}" + (f"[{loop}]" if loop else ""),), WORKGROUP, None, boolean=boolean)
    _TABLE[("var", s.args)] = s
    if key is not None:
        _KEYED_VARS[(name, boolean, key)] = s
    return s


def recurrence_variant(place: tuple, recurrence: tuple) -> int:
    """Which variant of the loop variables made for `place` (`fresh` keys `(place, variant,
    ...)`) stands for `recurrence`: the start values of the variables and their terms after one
    period, computed over variant 0? Variant 0 for the first recurrence seen at the place, the
    next number for each other one. Terms are interned, so equal terms are one object; anything
    not interned (an opaque unknown of one wave) compares unequal."""
    seen = _RECURRENCES.setdefault(place, [])
    for k, known in enumerate(seen):
        if _same_items(known, recurrence):
            return k
    seen.append(recurrence)
    return len(seen) - 1


def _same_items(a, b) -> bool:
    if type(a) is tuple and type(b) is tuple:
        return len(a) == len(b) and all(_same_items(x, y) for x, y in zip(a, b))
    if type(a) is Sym or type(b) is Sym:
        return a is b
    return type(a) is type(b) and a == b


def hole(value) -> Sym:
    """An opaque (wave- or lane-level) value, or None, standing as one arm of a select on a
    workgroup-level condition: the select stays a term, so deciding the condition picks the
    other arm exactly; `Case.resolve` turns a bare hole back into the opaque value."""
    if type(value) is Sym and value.op == "hole":
        return value
    lvl = value.level if type(value) is Sym else LANE
    origin = value.origin if type(value) is Sym else None
    return Sym("hole", (lvl, next(_serial), value), WORKGROUP, origin,
               *(known(value) if type(value) is Sym else (0, 0)), boolean=type(value) is Sym and value.boolean)


def has_hole(v) -> bool:
    stack, seen = [v], set()
    while stack:
        x = stack.pop()
        if type(x) is not Sym or id(x) in seen or x.level:
            continue
        seen.add(id(x))
        if x.op == "hole":
            return True
        stack.extend(_children(x))
    return False


def unknown(lvl: int, origin: str, kmask: int = 0, kbits: int = 0, boolean: bool = False) -> Value:
    """An opaque value of level `lvl` >= 1 (or the int, when every bit is known)."""
    kmask &= M32
    if kmask == M32 and not boolean:
        return kbits & M32
    return Sym("unknown", (), max(lvl, WAVE), origin, kmask, kbits, boolean)


def known(v) -> tuple[int, int]:
    """(mask of known bits, their values)."""
    if type(v) is int:
        return M32, v & M32
    return v.kmask, v.kbits


def origin_of(*values) -> str | None:
    """What the most uncertain of `values` came from."""
    best, out = -1, None
    for v in values:
        if type(v) is Sym and v.level > best and v.level > WORKGROUP:
            best, out = v.level, v.origin
    return out


class InputOrigin(str):
    """The origin of an opaque per-lane value (a lane, a lane mask) computed from workgroup
    inputs only (kernel arguments, workgroup ids, the work-item id, constants), never from data
    loaded from memory: per-lane conditions on inputs that a branch on the whole mask may take
    either way (`explore.py`). Every other origin string is taken as data. `origin_inputs`
    gives the names of the inputs it was computed from, where they are known."""

    __slots__ = ()


#: InputOrigin text -> the names of the inputs (as `input_names` gives them) it was computed from
_ORIGIN_INPUTS: dict[str, frozenset[str]] = {}


def input_origin(text: str, names=()) -> InputOrigin:
    """An InputOrigin, remembering the inputs it comes from (with those it had before)."""
    if names:
        _ORIGIN_INPUTS[text] = _ORIGIN_INPUTS.get(text, _NO_INPUTS) | frozenset(names)
    return InputOrigin(text)


def origin_inputs(origin) -> frozenset[str]:
    """The input names an InputOrigin was computed from (empty where not known)."""
    return _ORIGIN_INPUTS.get(origin, _NO_INPUTS) if type(origin) is InputOrigin else _NO_INPUTS


def from_inputs(origin) -> bool:
    return type(origin) is InputOrigin


def _opaque(args: Iterable, kmask: int = 0, kbits: int = 0, boolean: bool = False):
    """The result of an op when an argument is opaque (level >= 1): opaque of the max level. Its
    origin is that of the first most uncertain argument, unless that one is computed from
    inputs and another opaque argument is not (the result then depends on data)."""
    lvl, org, data = WORKGROUP, None, None
    for a in args:
        if type(a) is Sym and a.level:
            if a.level > lvl:
                lvl, org = a.level, a.origin
            if data is None and type(a.origin) is not InputOrigin:
                data = a.origin
    if data is not None and type(org) is InputOrigin:
        org = data
    return unknown(lvl, org or "", kmask, kbits, boolean)


def _term(op: str, args: tuple, kmask: int = 0, kbits: int = 0, boolean: bool = False) -> Sym:
    key = (op, args)
    s = _TABLE.get(key)
    if s is None:
        s = _TABLE[key] = Sym(op, args, WORKGROUP, None, kmask & M32, kbits, boolean)
    return s


def _opaque_args(args) -> bool:
    for a in args:
        if type(a) is Sym and a.level:
            return True
    return False


# ---------------------------------------------------------------- concrete semantics


def _sx(v: int) -> int:
    v &= M32
    return v - (1 << 32) if v >> 31 else v


CONCRETE = {
    "add": lambda a, b: (a + b) & M32,
    "sub": lambda a, b: (a - b) & M32,
    "mul": lambda a, b: (a * b) & M32,
    "mulhu": lambda a, b: (a * b) >> 32,
    "mulhs": lambda a, b: ((_sx(a) * _sx(b)) >> 32) & M32,
    # by zero as SMT-LIB's bvudiv / bvurem; only made where the divisor is not zero (division.py)
    "udiv": lambda a, b: a // b if b else M32,
    "urem": lambda a, b: a % b if b else a,
    "and": lambda a, b: a & b,
    "or": lambda a, b: a | b,
    "xor": lambda a, b: a ^ b,
    "shl": lambda a, b: (a << (b & 31)) & M32,
    "lshr": lambda a, b: a >> (b & 31),
    "ashr": lambda a, b: (_sx(a) >> (b & 31)) & M32,
    "eq": lambda a, b: a == b,
    "ne": lambda a, b: a != b,
    "ult": lambda a, b: a < b,
    "ule": lambda a, b: a <= b,
    "slt": lambda a, b: _sx(a) < _sx(b),
    "sle": lambda a, b: _sx(a) <= _sx(b),
}
BOOL_OPS = ("eq", "ne", "ult", "ule", "slt", "sle")
COMMUTATIVE = ("add", "mul", "mulhu", "mulhs", "and", "or", "xor", "eq", "ne")
NEGATE = {"eq": "ne", "ne": "eq"}


# ---------------------------------------------------------------- constructors


def binop(op: str, a: Value, b: Value) -> Value | Bool:
    """`a op b` for the ops of CONCRETE, folding and simplifying; comparisons give a Bool."""
    ta, tb = type(a), type(b)
    if ta is int and tb is int:
        return CONCRETE[op](a & M32, b & M32)
    if ta is int:
        a &= M32
    if tb is int:
        b &= M32
    boolean = op in BOOL_OPS
    if op in ("and", "or", "xor"):
        return _bitwise(op, a, b)
    if op in ("eq", "ne") and (ta is int or tb is int):
        x, k = (a, b) if tb is int else (b, a)
        km, kv = known(x)
        if (kv ^ k) & km:
            return op == "ne"  # a known bit differs
    if ta is Sym and a.level or tb is Sym and b.level:  # (_opaque_args, inlined)
        return _opaque((a, b), boolean=boolean)
    # a select with constant arms distributes over an op with a constant (or another such
    # select on the same condition): keeps branch conditions as small as the compiler's
    if ta is Sym and a.op == "select" or tb is Sym and b.op == "select":
        pushed = _push(binop, op, a, b)
        if pushed is not _NO:
            return pushed
    if op == "ule" and a == 0 or op == "ult" and b == 0:  # 0 <= x, x < 0 (unsigned)
        return op == "ule"
    if a is b:
        if op in ("sub", "xor"):
            return 0
        if op in ("eq", "ule", "sle"):
            return True
        if op in ("ne", "ult", "slt"):
            return False
    # sums and products with constants are kept as one linear form (c + k1*x1 + k2*x2 ...), so
    # equal sums are the same term whatever order they were built in
    if op == "add":
        return _lin_add(_lin_parts(a), _lin_parts(b), 1)
    if op == "sub":
        return _lin_add(_lin_parts(a), _lin_parts(b), -1)
    if op == "mul":
        if tb is int:
            return _lin_add((0, {}), _lin_parts(a), b)
        if ta is int:
            return _lin_add((0, {}), _lin_parts(b), a)
    elif op in ("shl", "lshr", "ashr"):
        if tb is int and b & 31 == 0:
            return a
        if a == 0:
            return 0
        if op == "shl" and tb is int:
            return _lin_add((0, {}), _lin_parts(a), 1 << (b & 31))

    if op in COMMUTATIVE and tb is Sym and (ta is int or a.serial > b.serial):
        a, b = b, a  # canonical order: constants right, older terms left
    return _term(op, (a, b), boolean=boolean)


_NO = object()


def _leafy(x) -> bool:
    """A select arm an op can be pushed into: a constant, or a hole (opaque)."""
    return type(x) is int or (type(x) is Sym and x.op == "hole")


def _pushable(x) -> bool:
    return type(x) is Sym and x.op == "select" and _leafy(x.args[1]) and _leafy(x.args[2])


def _arm(fn, op, x, y):
    if type(x) is int and type(y) is int:
        return fn(op, x, y)
    h = x if type(x) is Sym else y  # op on an opaque value: opaque, of its level
    return hole(unknown(h.args[0], h.origin or "", boolean=op in BOOL_OPS) if h.args[0] else h)


def _push(fn, op, a, b):
    """op(select(c, x, y), k) -> select(c, op(x, k), op(y, k)) for constant (or hole) arms."""
    if _pushable(a):
        if _leafy(b):
            return select(a.args[0], _arm(fn, op, a.args[1], b), _arm(fn, op, a.args[2], b))
        if _pushable(b) and b.args[0] is a.args[0]:
            return select(a.args[0], _arm(fn, op, a.args[1], b.args[1]), _arm(fn, op, a.args[2], b.args[2]))
    elif _pushable(b) and _leafy(a):
        return select(b.args[0], _arm(fn, op, a, b.args[1]), _arm(fn, op, a, b.args[2]))
    return _NO


def _lin_parts(x) -> tuple[int, dict]:
    if type(x) is int:
        return x & M32, {}
    if x.op == "lin":
        return x.args[0], dict(x.args[1])
    return 0, {x: 1}


def _atom_age(item: tuple) -> int:
    return item[0].serial


def _lin_add(a: tuple, b: tuple, k: int):
    """The linear form a + k*b."""
    const = (a[0] + k * b[0]) & M32
    coeffs = dict(a[1])
    for atom, c in b[1].items():
        coeffs[atom] = (coeffs.get(atom, 0) + k * c) & M32
    items = [(x, c) for x, c in coeffs.items() if c]
    if len(items) > 1:
        items.sort(key=_atom_age)
    if not items:
        return const
    if const == 0 and len(items) == 1 and items[0][1] == 1:
        return items[0][0]
    # the low bits below every coefficient's lowest set bit are the constant's
    tz = min((c & -c).bit_length() - 1 for _, c in items)
    kmask = (1 << tz) - 1
    return _term("lin", (const, tuple(items)), kmask, const)


def _bitwise(op: str, a: Value, b: Value) -> Value:
    am, av = known(a)
    bm, bv = known(b)
    if op == "and":
        km = (am & bm) | (am & ~av) | (bm & ~bv)
        kv = av & bv
    elif op == "or":
        km = (am & bm) | (am & av) | (bm & bv)
        kv = av | bv
    else:
        km = am & bm
        kv = av ^ bv
    km &= M32
    if km == M32:
        return kv & km
    if _opaque_args((a, b)):
        return _opaque((a, b), km, kv)
    if a is b:
        return 0 if op == "xor" else a
    # identities that keep the other side as it is
    if type(b) is int:
        if (op in ("or", "xor") and b == 0) or (op == "and" and b == M32):
            return a
    if type(a) is int:
        if (op in ("or", "xor") and a == 0) or (op == "and" and a == M32):
            return b
    if type(a) is Sym and a.op == "select" or type(b) is Sym and b.op == "select":
        pushed = _push(_bitwise, op, a, b)
        if pushed is not _NO:
            return pushed
    if type(b) is Sym and (type(a) is int or a.serial > b.serial):
        a, b = b, a
    return _term(op, (a, b), km, kv)


def add(a, b):
    return binop("add", a, b)


def sub(a, b):
    return binop("sub", a, b)


def mul(a, b):
    return binop("mul", a, b)


def bnot(c: Bool) -> Bool:
    if type(c) is bool:
        return not c
    if c.level:
        return _opaque((c,), boolean=True)
    if c.op == "bnot":
        return c.args[0]
    if c.op in NEGATE:
        return _term(NEGATE[c.op], c.args, boolean=True)
    if c.op in ("ult", "ule", "slt", "sle"):  # not (a < b) == b <= a
        flip = {"ult": "ule", "ule": "ult", "slt": "sle", "sle": "slt"}[c.op]
        return binop(flip, c.args[1], c.args[0])
    return _term("bnot", (c,), boolean=True)


def band(a: Bool, b: Bool) -> Bool:
    if a is False or b is False:
        return False
    if a is True:
        return b
    if b is True:
        return a
    if a is b:
        return a
    if _opaque_args((a, b)):
        return _opaque((a, b), boolean=True)
    return _term("band", (a, b) if a.serial < b.serial else (b, a), boolean=True)


def bor(a: Bool, b: Bool) -> Bool:
    return bnot(band(bnot(a), bnot(b)))


def select(c: Bool, a, b):
    """`a if c else b` (values or booleans)."""
    if c is True:
        return a
    if c is False:
        return b
    if a is b or (type(a) is int and type(b) is int and a == b) or (type(a) is bool and a == b):
        return a
    if type(a) is bool and type(b) is bool:
        return c if a else bnot(c)
    if type(a) is bool or type(b) is bool or (type(a) is Sym and a.boolean):
        return bor(band(c, a), band(bnot(c), b))
    am, av = known(a)
    bm, bv = known(b)
    km = am & bm & ~(av ^ bv) & M32
    if _opaque_args((c, a, b)):
        return _opaque((c, a, b), km, av)
    if c.op == "bnot":
        return select(c.args[0], b, a)
    if SELECT_RULES and c.op in ("ule", "ult"):
        key = (c, a, b)
        out = _RULED.get(key, _NO)
        if out is _NO:
            out = _RULED[key] = None  # a rule asking for this select gets the select itself
            for rule in SELECT_RULES:
                out = rule(c, a, b)
                if out is not None:
                    break
            _RULED[key] = out
        if out is not None:
            return out
    return _term("select", (c, a, b), km, av)


#: functions (condition, taken, kept) -> the exact value of a select a compiler's idiom ends
#: with, or None (division.py: LLVM's 32-bit udiv / urem); each is asked once per select (a
#: rule may build `select(condition, taken, kept)` itself: it gets the plain select)
SELECT_RULES: list = []
#: the rules' answers, per (condition, taken, kept), until `reset`
_RULED: dict[tuple, object] = {}


#: concrete evaluators of uninterpreted functions, by name (registered by the modules that make
#: them), so a term whose arguments become known folds to its value
UF_EVAL: dict = {}


def uf(name: str, *args, boolean: bool = False) -> Value | Bool:
    """An operation this module does not model on terms (a float op, a 64-bit shift): an
    uninterpreted function of its arguments, so equal arguments give the same value in every wave."""
    if all(type(a) is int or type(a) is bool for a in args):
        fn = UF_EVAL.get(name)
        if fn is not None:
            return fn(*args)
    if _opaque_args(args):
        return _opaque(args, boolean=boolean)
    return _term("uf", (name,) + tuple(a & M32 if type(a) is int else a for a in args), boolean=boolean)


def to_bool(v: Value) -> Bool:
    """A 32-bit value != 0."""
    return binop("ne", v, 0)


def from_bool(c: Bool, one: int = 1) -> Value:
    return select(c, one, 0)


# ---------------------------------------------------------------- inspection


def inputs(v) -> frozenset[str]:
    """The names of the inputs a term depends on (remembered per term until `reset`: terms do
    not change, and new terms are mostly built on ones asked about before)."""
    if type(v) is not Sym:
        return _NO_INPUTS
    memo = _INPUTS
    out = memo.get(v)
    if out is not None:
        return out
    stack = [v]
    while stack:  # post-order over the terms not yet remembered
        x = stack[-1]
        if x in memo:
            stack.pop()
            continue
        if x.op in ("in", "var"):
            memo[x] = frozenset((x.args[0],))
            stack.pop()
            continue
        parts = [c for c in _children(x) if type(c) is Sym]
        todo = [c for c in parts if c not in memo]
        if todo:
            stack += todo
            continue
        stack.pop()
        names = [memo[c] for c in parts]
        names = [n for n in names if n]
        memo[x] = names[0] if len(names) == 1 else frozenset().union(*names) if names else _NO_INPUTS
    return memo[v]


def input_names(v) -> frozenset[str]:
    """The names of the inputs a term depends on as `fmt` shows them (without the serial number
    of a variable), remembered per term until `reset`."""
    if type(v) is not Sym:
        return _NO_INPUTS
    out = _INPUT_NAMES.get(v)
    if out is None:
        out = _INPUT_NAMES[v] = frozenset([n.split("#")[0] for n in inputs(v)])
    return out


def conditions(v) -> list[Sym]:
    """The select conditions inside a term, outermost first (what a case split can decide)."""
    out: list[Sym] = []
    stack = [v]
    seen: set[int] = set()
    while stack:
        x = stack.pop(0)
        if type(x) is not Sym or id(x) in seen or x.level:
            continue
        seen.add(id(x))
        if x.op == "select":
            out.append(x.args[0])
        stack.extend(_children(x))
    return out


def _children(x: Sym) -> list:
    if x.op == "lin":
        return [a for a, _ in x.args[1]]
    if x.op == "hole":
        return []
    return [a for a in x.args if type(a) is Sym]


def substitute(v, mapping: dict, memo: dict | None = None):
    """`v` with the leaves in `mapping` (Sym -> value) replaced, re-simplified."""
    if type(v) is not Sym or v.level:
        return v
    if memo is None:
        memo = {}
    hit = memo.get(id(v))
    if hit is not None:
        return hit[0]
    if v in mapping:
        out = mapping[v]
    elif v.op in ("in", "var", "hole"):
        out = v
    elif v.op == "lin":
        out = v.args[0]
        for atom, c in v.args[1]:
            out = binop("add", out, binop("mul", substitute(atom, mapping, memo), c))
    else:
        args = tuple(substitute(a, mapping, memo) if type(a) is Sym else a for a in v.args)
        out = v if all(x is y for x, y in zip(args, v.args)) else rebuild(v, args)
    memo[id(v)] = (out,)
    return out


def rebuild(v: Sym, args: tuple):
    """A term like `v` with new arguments, simplified."""
    op = v.op
    if op == "lin":
        out = args[0]
        for atom, c in args[1]:
            out = binop("add", out, binop("mul", atom, c))
        return out
    if op in CONCRETE:
        return binop(op, args[0], args[1])
    if op == "select":
        return select(*args)
    if op == "bnot":
        return bnot(args[0])
    if op == "band":
        return band(*args)
    if op == "uf":
        return uf(args[0], *args[1:], boolean=v.boolean)
    raise ValueError(op)


# ---------------------------------------------------------------- printing

_INFIX = {"add": "+", "sub": "-", "mul": "*", "and": "&", "or": "|", "xor": "^", "shl": "<<",
          "lshr": ">>", "ashr": ">>s", "eq": "==", "ne": "!=", "ult": "<", "ule": "<=",
          "slt": "<s", "sle": "<=s"}


def fmt(v, limit: int = 160) -> str:
    """A readable rendering of a value (`K@32 + 63 >s 191`), shortened to `limit` characters."""
    text = _fmt(v, 0)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _num(v: int) -> str:
    s = _sx(v)
    if -4096 < s < 4096:
        return str(s)
    return hex(v & M32)


def _fmt(v, depth: int) -> str:
    if type(v) is bool:
        return "true" if v else "false"
    if type(v) is int:
        return _num(v)
    if depth > 12:
        return "..."
    if v.level:
        return f"<{LEVEL_NAMES[v.level]} unknown>"
    op, args = v.op, v.args
    if op in ("in", "var"):
        return args[0].split("#")[0] if op == "var" else args[0]
    if op == "hole":
        return f"<{LEVEL_NAMES[args[0]]} unknown>"
    if op == "lin":
        parts = []
        for atom, c in args[1]:
            sc = _sx(c)
            term = _fmt(atom, depth + 1)
            if sc == 1:
                parts.append(("+", term))
            elif sc == -1:
                parts.append(("-", term))
            elif sc < 0:
                parts.append(("-", f"{-sc}*{term}"))
            else:
                parts.append(("+", f"{_num(c)}*{term}"))
        if args[0]:
            sc = _sx(args[0])
            parts.append(("-", str(-sc)) if sc < 0 else ("+", _num(args[0])))
        text = parts[0][1] if parts[0][0] == "+" else "-" + parts[0][1]
        for sign, p in parts[1:]:
            text += f" {sign} {p}"
        return f"({text})" if depth else text
    if op == "add" and type(args[1]) is int and _sx(args[1]) < 0:
        return f"({_fmt(args[0], depth + 1)} - {-_sx(args[1])})"
    if op in ("ult", "ule", "slt", "sle") and type(args[0]) is int:  # constant left: print as >
        flip = {"ult": ">", "ule": ">=", "slt": ">s", "sle": ">=s"}[op]
        return f"{_fmt(args[1], depth + 1)} {flip} {_fmt(args[0], depth + 1)}"
    if op in _INFIX:
        return f"({_fmt(args[0], depth + 1)} {_INFIX[op]} {_fmt(args[1], depth + 1)})" if depth else \
            f"{_fmt(args[0], depth + 1)} {_INFIX[op]} {_fmt(args[1], depth + 1)}"
    if op == "mulhu":
        return f"mulhi({_fmt(args[0], depth + 1)}, {_fmt(args[1], depth + 1)})"
    if op in ("udiv", "urem"):
        return f"{op}({_fmt(args[0], depth + 1)}, {_fmt(args[1], depth + 1)})"
    if op == "mulhs":
        return f"mulhi_s({_fmt(args[0], depth + 1)}, {_fmt(args[1], depth + 1)})"
    if op == "select":
        return f"({_fmt(args[0], depth + 1)} ? {_fmt(args[1], depth + 1)} : {_fmt(args[2], depth + 1)})"
    if op == "bnot":
        return f"not ({_fmt(args[0], depth + 1)})"
    if op == "band":
        return f"({_fmt(args[0], depth + 1)}) and ({_fmt(args[1], depth + 1)})"
    if op == "uf":
        return f"{args[0]}({', '.join(_fmt(a, depth + 1) for a in args[1:])})"
    return f"{op}({', '.join(_fmt(a, depth + 1) for a in args)})"


def describe_unknown(v) -> str:
    """What an unknown value is and came from, for error messages."""
    if type(v) is Sym and v.level:
        return f"a {LEVEL_NAMES[v.level]} unknown value ({v.origin})"
    if type(v) is Sym:
        names = sorted(n.split("#")[0] for n in inputs(v))
        return f"{fmt(v, 120)} (depends on {', '.join(names) or 'nothing known'})"
    return str(v)
