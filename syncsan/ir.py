"""The schedule IR: wave groups, their ops, loops and branches, with symbolic parameters.

Every frontend produces a `Program`; the executor and the prover consume it. Nothing here knows
an input language. All nodes are frozen dataclasses; expressions are small trees over parameters
and loop variables.
"""

from __future__ import annotations

import itertools
import math
import operator
from dataclasses import dataclass, field, replace
from typing import Mapping, Union

from syncsan.errors import InputError, Loc

# ---------------------------------------------------------------- expressions


class Expr:
    """Base of symbolic integer/boolean expressions."""

    __slots__ = ()


@dataclass(frozen=True)
class Const(Expr):
    value: int | bool

    def __str__(self) -> str:
        return str(self.value)


@dataclass(frozen=True)
class Param(Expr):
    """A kernel parameter (a tile count, a constexpr switch)."""

    name: str

    def __str__(self) -> str:
        return self.name


_var_ids = itertools.count()


@dataclass(frozen=True)
class Var(Expr):
    """A loop induction variable; `uid` keeps nested loops with one name apart."""

    name: str
    uid: int = field(default_factory=lambda: next(_var_ids))

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class BinOp(Expr):
    op: str
    left: Expr
    right: Expr

    def __str__(self) -> str:
        if self.op in ("min", "max"):
            return f"{self.op}({self.left}, {self.right})"
        return f"({self.left} {self.op} {self.right})"


@dataclass(frozen=True)
class UnaryOp(Expr):
    op: str  # "-" or "not"
    operand: Expr

    def __str__(self) -> str:
        return f"({self.op} {self.operand})" if self.op == "not" else f"-{self.operand}"


@dataclass(frozen=True)
class Select(Expr):
    """`then if cond else orelse`."""

    cond: Expr
    then: Expr
    orelse: Expr

    def __str__(self) -> str:
        return f"({self.then} if {self.cond} else {self.orelse})"


def _floordiv(a: int, b: int) -> int:
    if b == 0:
        raise ZeroDivisionError("division by zero")
    return a // b


def _mod(a: int, b: int) -> int:
    if b == 0:
        raise ZeroDivisionError("modulo by zero")
    return a % b


BINARY_OPS = {
    "+": operator.add,
    "-": operator.sub,
    "*": operator.mul,
    "//": _floordiv,
    "%": _mod,
    "<<": operator.lshift,
    ">>": operator.rshift,
    "&": operator.and_,
    "|": operator.or_,
    "^": operator.xor,
    "==": operator.eq,
    "!=": operator.ne,
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
    "and": lambda a, b: a and b,
    "or": lambda a, b: a or b,
    "min": min,
    "max": max,
}

Value = Union[int, bool, Expr]


def as_expr(value: Value) -> Expr:
    return value if isinstance(value, Expr) else Const(value)


def simplify(op: str, left: Value, right: Value) -> Value:
    """Apply a binary op, folding constants; keeps a symbolic tree otherwise."""
    if not isinstance(left, Expr) and not isinstance(right, Expr):
        return BINARY_OPS[op](left, right)
    if isinstance(left, Const) and isinstance(right, Const):
        return Const(BINARY_OPS[op](left.value, right.value))
    if isinstance(left, Const) and not isinstance(right, Expr):  # (a loop variable replaced by its value)
        return Const(BINARY_OPS[op](left.value, right))
    if isinstance(right, Const) and not isinstance(left, Expr):
        return Const(BINARY_OPS[op](left, right.value))
    if op == "+" and right == 0 or op == "-" and right == 0:
        return left
    if op == "+" and left == 0:
        return right
    if op == "*" and (right == 1):
        return left
    if op == "*" and (left == 1):
        return right
    return BinOp(op, as_expr(left), as_expr(right))


def offset_split(expr: Value) -> tuple[Value, int]:
    """(rest, k) with expr == rest + k for every value of its names, k the constant offset that
    sums, choices and products by a constant carry on top: `(Select(c, 8968, 46984))` is `Select(c, 0, 38016) + 8968`.
    Two expressions that differ only by a constant offset (one wave's buffer address and the
    next wave's) have equal rests. The then-side's offset is the one taken out of a choice."""
    t = type(expr)  # (the expression classes have no subclasses)
    if t is BinOp and expr.op in ("+", "-"):
        left, kl = offset_split(expr.left)
        right, kr = offset_split(expr.right)
        return simplify(expr.op, left, right), (kl + kr if expr.op == "+" else kl - kr)
    if t is BinOp and expr.op == "*":
        for scaled, factor in ((expr.left, expr.right), (expr.right, expr.left)):
            if type(factor) is Const and not isinstance(factor.value, bool):
                rest, k = offset_split(scaled)
                return simplify("*", rest, factor.value), k * factor.value
    if t is Const and not isinstance(expr.value, bool):
        return 0, expr.value
    if isinstance(expr, bool):
        return expr, 0
    if isinstance(expr, int):
        return 0, expr
    if t is Select:
        then, kt = offset_split(expr.then)
        orelse, ko = offset_split(expr.orelse)
        return Select(expr.cond, as_expr(then), as_expr(simplify("+", orelse, ko - kt))), kt
    return expr, 0


def multiple_of(expr: Value) -> int:
    """A positive g with expr a multiple of g for every integer value of its names (0: expr is
    always 0): products multiply, sums and choices take the common divisor, `x << k` scales,
    `x & y` keeps the low zero bits of either side. 1 when nothing is known."""
    if isinstance(expr, bool):
        return 1
    if isinstance(expr, int):
        return abs(expr)
    if isinstance(expr, Const):
        return multiple_of(expr.value)
    if isinstance(expr, BinOp):
        if expr.op == "*":
            return multiple_of(expr.left) * multiple_of(expr.right)
        if expr.op in ("+", "-"):
            return math.gcd(multiple_of(expr.left), multiple_of(expr.right))
        if expr.op == "<<" and isinstance(expr.right, Const) and type(expr.right.value) is int and \
                0 <= expr.right.value < 64:
            return multiple_of(expr.left) << expr.right.value
        if expr.op == "&":  # a bit is set where it is set on both sides
            ml, mr = multiple_of(expr.left), multiple_of(expr.right)
            return 0 if not ml or not mr else max(ml & -ml, mr & -mr)  # (m & -m: m's lowest set bit)
    if isinstance(expr, Select):
        return math.gcd(multiple_of(expr.then), multiple_of(expr.orelse))
    return 1


def divide_exactly(expr: Value, d: int) -> Value:
    """expr / d for an expr that `multiple_of` says d divides (d > 0): the division taken into
    the products' constant factors where it can be, else a floor division."""
    if isinstance(expr, int) and not isinstance(expr, bool):
        return expr // d
    if isinstance(expr, Const) and type(expr.value) is int:
        return expr.value // d
    if isinstance(expr, BinOp) and expr.op in ("+", "-") and \
            multiple_of(expr.left) % d == 0 and multiple_of(expr.right) % d == 0:
        return simplify(expr.op, divide_exactly(expr.left, d), divide_exactly(expr.right, d))
    if isinstance(expr, BinOp) and expr.op == "*":
        for scaled, factor in ((expr.left, expr.right), (expr.right, expr.left)):
            if isinstance(factor, Const) and type(factor.value) is int and factor.value % d == 0:
                return simplify("*", scaled, factor.value // d)
    if isinstance(expr, Select) and multiple_of(expr.then) % d == 0 and multiple_of(expr.orelse) % d == 0:
        return Select(expr.cond, as_expr(divide_exactly(expr.then, d)), as_expr(divide_exactly(expr.orelse, d)))
    return simplify("//", expr, d)


def evaluate(expr: Value, env: Mapping[object, int | bool]) -> int | bool:
    """Evaluate an expression; `env` maps parameter names and `Var` nodes to values."""
    t = type(expr)  # (the expression classes have no subclasses: one test of the class each)
    if t is BinOp:
        left = evaluate(expr.left, env)
        if expr.op == "and" and not left:
            return left
        if expr.op == "or" and left:
            return left
        return BINARY_OPS[expr.op](left, evaluate(expr.right, env))
    if t is Const:
        return expr.value
    if t is Param:
        return env[expr.name]
    if t is Var:
        return env[expr]
    if t is UnaryOp:
        v = evaluate(expr.operand, env)
        return (not v) if expr.op == "not" else -v
    if t is Select:
        return evaluate(expr.then if evaluate(expr.cond, env) else expr.orelse, env)
    if not isinstance(expr, Expr):
        return expr
    raise TypeError(f"not an expression: {expr!r}")


def free_names(expr: Value) -> set[str]:
    """The parameter names an expression depends on."""
    t = type(expr)
    if t is Param:
        return {expr.name}
    if t is BinOp:
        return free_names(expr.left) | free_names(expr.right)
    if t is UnaryOp:
        return free_names(expr.operand)
    if t is Select:
        return free_names(expr.cond) | free_names(expr.then) | free_names(expr.orelse)
    return set()


def free_vars(expr: Value) -> set[Var]:
    """The loop variables an expression depends on."""
    t = type(expr)
    if t is Var:
        return {expr}
    if t is BinOp:
        return free_vars(expr.left) | free_vars(expr.right)
    if t is UnaryOp:
        return free_vars(expr.operand)
    if t is Select:
        return free_vars(expr.cond) | free_vars(expr.then) | free_vars(expr.orelse)
    return set()


def substitute(node, mapping: Mapping[Var | Param, Value]):
    """`node` with every `Var` or `Param` in `mapping` replaced by its value: an expression, a
    tuple, or a frozen dataclass (IR statements, LDS references, spans) rebuilt field by field;
    constants fold again. Anything else is returned as it is."""
    cls = type(node)  # (the expression classes have no subclasses)
    if cls in _SUBSTITUTE_LEAVES:
        return node
    if cls is Var or cls is Param:
        return mapping.get(node, node)
    if cls is BinOp:
        left, right = substitute(node.left, mapping), substitute(node.right, mapping)
        if left is node.left and right is node.right:
            return node
        return simplify(node.op, left, right)
    if cls is UnaryOp:
        v = substitute(node.operand, mapping)
        if v is node.operand:
            return node
        if not isinstance(v, Expr) or isinstance(v, Const):
            v = v.value if isinstance(v, Const) else v
            return (not v) if node.op == "not" else -v
        return UnaryOp(node.op, v)
    if cls is Select:
        c = substitute(node.cond, mapping)
        t, e = substitute(node.then, mapping), substitute(node.orelse, mapping)
        if c is node.cond and t is node.then and e is node.orelse:
            return node
        if not isinstance(c, Expr) or isinstance(c, Const):
            return t if (c.value if isinstance(c, Const) else c) else e
        return Select(c, as_expr(t), as_expr(e))
    if isinstance(node, Expr):
        return node
    if isinstance(node, tuple):
        if not node:
            return node
        items = tuple([substitute(x, mapping) for x in node])
        return node if all(map(operator.is_, items, node)) else items
    if isinstance(node, (Region, Loc)) or not hasattr(node, "__dataclass_fields__"):
        return node
    changes = {}
    for name in node.__dataclass_fields__:
        old = getattr(node, name)
        new = substitute(old, mapping)
        if new is not old:
            changes[name] = new
    return replace(node, **changes) if changes else node


# ---------------------------------------------------------------- LDS regions


@dataclass(frozen=True)
class Region:
    """A named piece of LDS: `dims` index dimensions of `elem_bytes` each, from byte `base`.

    Two regions alias exactly where their byte ranges overlap (a C tile placed over the A/B
    stages is a region whose `base` lies inside theirs).
    """

    name: str
    dims: tuple[int, ...]
    elem_bytes: int
    base: int = 0
    loc: Loc | None = None

    @property
    def elements(self) -> int:
        n = 1
        for d in self.dims:
            n *= d
        return n

    @property
    def size(self) -> int:
        return self.elements * self.elem_bytes

    @property
    def end(self) -> int:
        return self.base + self.size


#: kinds of values `substitute` returns as they are without looking inside
_SUBSTITUTE_LEAVES = frozenset((int, bool, str, float, type(None), Const, Region, Loc))


@dataclass(frozen=True)
class Span:
    """Bytes [offset, offset + length) inside one region element."""

    offset: Value
    length: Value


#: How the waves executing one op share its bytes: each touches the whole element ("none"),
#: or its own equal slice among all waves of the workgroup ("workgroup") or of its group ("group"),
#: or the bytes listed for it in `LdsRef.per_wave` ("wave").
SPLITS = ("none", "workgroup", "group", "wave")


@dataclass(frozen=True)
class WaveSpans:
    """The bytes of a region element one wave touches when an op's bytes differ per wave (its
    lanes' addresses, each wave with its own thread ids)."""

    wave: int
    spans: tuple[Span, ...]


@dataclass(frozen=True)
class LdsRef:
    region: Region
    indices: tuple[Value, ...] = ()
    spans: tuple[Span, ...] = ()  # empty: the whole element; with split "wave": every wave's bytes
    split: str = "none"
    #: split "wave": each wave's own spans (a wave not listed touches nothing)
    per_wave: tuple[WaveSpans, ...] = ()

    def describe(self) -> str:
        idx = "".join(f"[{i}]" for i in self.indices)
        return f"{self.region.name}{idx}"


# ---------------------------------------------------------------- statements


@dataclass(frozen=True)
class Stmt:
    loc: Loc
    #: call sites that led here, outermost first (helpers are inlined by frontends)
    stack: tuple[Loc, ...]


#: `arms` of an LDS op: (branch, side, depth) for each per-lane branch the op lies in. A per-lane
#: branch runs each side with the exec mask of its lanes, so every lane runs exactly one side of
#: each execution of it; a frontend tags the LDS ops of its two sides only when every byte an op
#: of one side and an op of the other side both touch is touched by the same lane in both (so
#: that lane runs one of them, never both). Two ops tagged with one branch and different sides
#: therefore never race with each other in the same wave and the same iteration of the `depth`
#: loops around the branch (outermost first); in other iterations, and in other waves, they may.
Arms = tuple[tuple[int, int, int], ...]


def exclusive_depth(a: Stmt, b: Stmt) -> int | None:
    """The depth of a per-lane branch whose different sides `a` and `b` lie in (see `Arms`): the
    two never race in one wave within one iteration of that many loops around it; None when
    they share no such branch (the outermost one when several)."""
    arms_a = getattr(a, "arms", ())
    arms_b = getattr(b, "arms", ())
    if not arms_a or not arms_b:
        return None
    best = None
    for branch, side, depth in arms_a:
        for branch_b, side_b, _ in arms_b:
            if branch == branch_b and side != side_b and (best is None or depth < best):
                best = depth
    return best


@dataclass(frozen=True)
class AsyncCopy(Stmt):
    """LDS-DMA: global memory straight into LDS; `count` instructions, one vmcnt unit each."""

    dst: LdsRef
    count: Value = 1
    text: str = ""
    arms: Arms = ()
    #: as `LdsWrite.value`: an opaque token for the data copied where the frontend can prove it
    #: (the same global addresses into the same LDS bytes): equal tokens copy equal data
    value: str = ""
    value_scope: str = ""


@dataclass(frozen=True)
class VmemLoad(Stmt):
    """A VMEM load into registers (vmcnt, no LDS)."""

    count: Value = 1
    text: str = ""


@dataclass(frozen=True)
class VmemStore(Stmt):
    count: Value = 1
    text: str = ""


@dataclass(frozen=True)
class LdsRead(Stmt):
    src: LdsRef
    count: Value = 1
    text: str = ""
    arms: Arms = ()


@dataclass(frozen=True)
class LdsWrite(Stmt):
    dst: LdsRef
    count: Value = 1
    text: str = ""
    #: an opaque token for the data stored, where the frontend can prove it (a constant every lane
    #: stores, "i32 0"; a value number): two writes with equal tokens store equal data in every byte
    #: both write, so whichever lands last leaves the same bytes and they do not race
    value: str = ""
    #: "generation": the token holds only between executions of one barrier generation (a loop
    #: body's token names a value of the iteration it runs in); "": always
    value_scope: str = ""
    arms: Arms = ()


def same_constant_writes(a: Stmt, b: Stmt) -> bool:
    """Two LDS writes (ds writes or async copies) that store equal data wherever they run (no
    write-write race between them)."""
    return isinstance(a, (LdsWrite, AsyncCopy)) and isinstance(b, (LdsWrite, AsyncCopy)) and bool(a.value) \
        and a.value == b.value and not a.value_scope and not b.value_scope


def same_data_in_generation(a: Stmt, b: Stmt) -> bool:
    """Two LDS writes (ds writes or async copies) that store equal data when they run in the same
    barrier generation."""
    return isinstance(a, (LdsWrite, AsyncCopy)) and isinstance(b, (LdsWrite, AsyncCopy)) and bool(a.value) \
        and a.value == b.value and (a.value_scope == "generation" or b.value_scope == "generation")


@dataclass(frozen=True)
class SmemLoad(Stmt):
    """A scalar memory load: lgkmcnt, completes out of order."""

    count: Value = 1
    text: str = ""


@dataclass(frozen=True)
class Wait(Stmt):
    """`s_waitcnt`: None leaves that counter unwaited."""

    vmcnt: Value | None = None
    lgkmcnt: Value | None = None
    text: str = ""


@dataclass(frozen=True)
class Barrier(Stmt):
    text: str = ""


@dataclass(frozen=True)
class Loop(Stmt):
    """`for var in range(start, stop, step)`; the trip count may be zero."""

    var: Var
    start: Value
    stop: Value
    step: Value
    body: tuple[Stmt, ...]


@dataclass(frozen=True)
class If(Stmt):
    cond: Value
    then: tuple[Stmt, ...]
    orelse: tuple[Stmt, ...] = ()


OPS = (AsyncCopy, VmemLoad, VmemStore, LdsRead, LdsWrite, SmemLoad, Wait, Barrier)


# ---------------------------------------------------------------- program


@dataclass(frozen=True)
class OpenRange:
    """`--param NAME=LO..`: every integer from LO up, with no upper bound. Only the prover
    covers it (a sweep cannot); frontends declare the parameter with this lower bound."""

    lo: int

    def __str__(self) -> str:
        return f"{self.lo}.."


@dataclass(frozen=True)
class ParamDecl:
    """A kernel parameter with its default and declared range (None: unbounded)."""

    name: str
    default: int | bool
    lo: int | None = None
    hi: int | None = None
    choices: tuple[int | bool, ...] | None = None
    loc: Loc | None = None
    #: values a sweep checks when no --param says otherwise, for a parameter whose range stays
    #: unbounded for --prove (a frontend's choice: proving it by default would cost too much)
    sweep: tuple[int, ...] | None = None

    def admits(self, value: int | bool) -> bool:
        if self.choices is not None:
            return value in self.choices
        if self.lo is not None and value < self.lo:
            return False
        if self.hi is not None and value > self.hi:
            return False
        return True

    def describe_range(self) -> str:
        if self.choices is not None:
            return f"{self.name} in ({', '.join(map(str, self.choices))})"
        if self.lo is not None and self.hi is not None:
            return f"{self.lo} <= {self.name} <= {self.hi}"
        if self.lo is not None:
            return f"{self.name} >= {self.lo}"
        if self.hi is not None:
            return f"{self.name} <= {self.hi}"
        return f"{self.name} any integer"


@dataclass(frozen=True)
class WaveGroup:
    """Waves that run one schedule; `waves` are their ids within the workgroup."""

    name: str
    waves: tuple[int, ...]
    body: tuple[Stmt, ...]

    def label(self) -> str:
        w = self.waves
        if len(w) == 1:
            return f"{self.name} (wave {w[0]})"
        if list(w) == list(range(w[0], w[-1] + 1)):
            return f"{self.name} (waves {w[0]}-{w[-1]})"
        return f"{self.name} (waves {', '.join(map(str, w))})"


def consecutive(values) -> bool:
    """Whether sorted integers are LO, LO+1, ..., HI (more than three of them), told without
    building LO..HI (values sampled from 1..10**9 are not; building it took gigabytes)."""
    vs = tuple(values)
    return len(vs) > 3 and all(isinstance(v, int) and not isinstance(v, bool) for v in vs) and \
        vs[-1] - vs[0] == len(vs) - 1 and all(b == a + 1 for a, b in zip(vs, vs[1:]))


#: LDS bytes per workgroup (CDNA3 ISA: 64 KiB; CDNA4 ISA: 160 KiB)
LDS_BYTES = {"gfx942": 64 * 1024, "gfx90a": 64 * 1024, "gfx950": 160 * 1024}
#: the largest workgroup of these targets: 1024 work-items, 16 waves of 64
MAX_WORKGROUP_SIZE = 1024
MAX_WAVES = MAX_WORKGROUP_SIZE // 64
#: more parameter combinations than this in one sweep (or programs built for constexpr values)
#: is refused before any is built: almost surely a typo in a range (prove it instead)
MAX_COMBINATIONS = 200_000


@dataclass(frozen=True)
class Target:
    """Counter widths of the target (gfx9: vmcnt 6 bits, lgkmcnt 4 bits)."""

    name: str = "gfx950"
    vmcnt_max: int = 63
    lgkmcnt_max: int = 15
    #: True: more ops may be outstanding than a counter encodes and waits still retire in order
    #: (the hardware, and LLVM's SIInsertWaitcnts, which caps its waits at max - 1, rely on it);
    #: then only wait values out of range are SS301 findings, not the number outstanding.
    counters_hold_excess: bool = False


@dataclass(frozen=True)
class Program:
    file: str
    params: tuple[ParamDecl, ...]
    regions: tuple[Region, ...]
    groups: tuple[WaveGroup, ...]
    target: Target = Target()
    #: which frontend produced it and any caveats it wants reported
    frontend: str = "schedule"
    notes: tuple[str, ...] = ()
    #: command-line parameters the frontend consumed while building this program (FlyDSL
    #: constexprs): the sweep leaves them out
    fixed: tuple[str, ...] = ()
    #: the --define names (NAME or module.NAME) that overrode a module constant of this program
    defined: tuple[str, ...] = ()
    #: what the frontend learnt about the source for rendering edits in its own language
    #: (opaque to every other stage; see syncsan/frontends/edit.py)
    frontend_data: object = field(default=None, compare=False, repr=False)

    @property
    def waves(self) -> int:
        return sum(len(g.waves) for g in self.groups)

    def param(self, name: str) -> ParamDecl:
        for p in self.params:
            if p.name == name:
                return p
        raise KeyError(name)


def check_lds(program: Program) -> None:
    """Every LDS region ends within the target's LDS (an input error at the region otherwise)."""
    size = LDS_BYTES.get(program.target.name)
    if size is None:
        return
    for r in program.regions:
        if r.end > size:
            raise InputError(f"LDS region {r.name} spans bytes {r.base}..{r.end}, beyond the LDS: the LDS of "
                             f"{program.target.name} holds {size} bytes ({size // 1024} KiB)",
                             r.loc or Loc(program.file, 1, 1))


def check_waves(waves: int, where: str, loc: Loc | None = None) -> int:
    """A wave count within the largest workgroup (an input error otherwise)."""
    if isinstance(waves, bool) or not isinstance(waves, int) or not 1 <= waves <= MAX_WAVES:
        raise InputError(f"{where}: {waves} waves; a workgroup holds 1 to {MAX_WAVES} waves "
                         f"(at most {MAX_WORKGROUP_SIZE} work-items on gfx942/gfx950)", loc)
    return waves


def distinct_sorted(values) -> "range | tuple":
    """The values to check, ascending and without repeats; a `range` (an `LO..HI` parameter
    range) stays a range, so that a billion values are never built."""
    if isinstance(values, range):
        return values if values.step > 0 else range(values[-1], values[0] + 1) if values else values
    return tuple(sorted(set(values)))


def check_values(program: Program, name: str, values) -> None:
    """`check_params` for every value of a parameter, in O(1) for a range."""
    if isinstance(values, range) and len(values) > 2:
        decl = program.param(name)
        if decl.choices is not None and len(values) > len(decl.choices):
            check_params(program, {name: next(v for v in values if v not in decl.choices)})
        elif decl.choices is not None:
            for v in values:
                check_params(program, {name: v})
        else:
            check_params(program, {name: values[0]})
            check_params(program, {name: values[-1]})
        return
    for v in values:
        check_params(program, {name: v})


def check_params(program: Program, values: Mapping[str, int | bool]) -> None:
    """Reject parameter values outside the declared ranges (a command-line error)."""
    for p in program.params:
        if p.name in values and isinstance(values[p.name], str):
            raise InputError(f"parameter {p.name}: {values[p.name]!r} is not an integer or a bool "
                             f"({p.name} is a parameter of the schedule, not a string constant)", p.loc)
        if p.name in values and not p.admits(values[p.name]):
            raise InputError(
                f"parameter {p.name}={values[p.name]} is outside its declared range "
                f"({p.describe_range()})",
                p.loc,
            )


# ---------------------------------------------------------------- constant loops as iterations


def trip_values(loop: Loop) -> range | None:
    """The induction variable's values of a loop whose bounds are constants, else None."""
    bounds = [b.value if isinstance(b, Const) else b for b in (loop.start, loop.stop, loop.step)]
    if not all(type(b) is int for b in bounds) or bounds[2] == 0:
        return None
    return range(*bounds)


def unroll_constant_loops(body: tuple[Stmt, ...], budget: int) -> tuple[Stmt, ...]:
    """`body` with each loop of constant bounds written out as its iterations (the loop variable
    a constant in each; a branch that becomes constant is the side it takes), as long as the
    statements written stay within `budget`; larger loops are kept. Every statement of the
    result is its own object. A per-lane branch inside an unrolled loop is a branch of its own
    in each iteration (`Arms`: a fresh id, one loop fewer around it)."""
    ids = [max((b for st in statements(body) for b, _, _ in getattr(st, "arms", ())), default=0)]
    left = [budget]
    return tuple(_unroll(body, 0, ids, left))


def statements(body):
    """Every statement of `body`, loops and branches with the statements inside them, in order."""
    for st in body:
        yield st
        if isinstance(st, Loop):
            yield from statements(st.body)
        elif isinstance(st, If):
            yield from statements(st.then)
            yield from statements(st.orelse)


def _unroll(body, depth: int, ids: list, left: list) -> list:
    out: list = []
    for st in body:
        if isinstance(st, Loop):
            values = trip_values(st)
            size = sum(1 for _ in statements(st.body))
            if values is not None and len(values) * size <= left[0]:
                left[0] -= len(values) * size
                for v in values:
                    fresh: dict = {}
                    copy = _rebranch(substitute(st.body, {st.var: v}), depth, ids, fresh)
                    out.extend(_unroll(copy, depth, ids, left))
                continue
            out.append(replace(st, body=tuple(_unroll(st.body, depth + 1, ids, left))))
        elif isinstance(st, If):
            cond = st.cond.value if isinstance(st.cond, Const) else st.cond
            if not isinstance(cond, Expr):
                out.extend(_unroll(st.then if cond else st.orelse, depth, ids, left))
                continue
            out.append(replace(st, then=tuple(_unroll(st.then, depth, ids, left)),
                               orelse=tuple(_unroll(st.orelse, depth, ids, left))))
        else:
            out.append(replace(st))  # its own object, in each iteration
    return out


def _rebranch(body, depth: int, ids: list, fresh: dict):
    """One iteration's copy of a loop body at `depth` loops: the per-lane branches inside the
    loop (an arm's depth counts it) get ids of their own and one loop fewer."""
    def arms_of(st):
        arms = getattr(st, "arms", ())
        if not any(d > depth for _, _, d in arms):
            return st
        new = []
        for b, side, d in arms:
            if d > depth:
                if b not in fresh:
                    ids[0] += 1
                    fresh[b] = ids[0]
                b, d = fresh[b], d - 1
            new.append((b, side, d))
        return replace(st, arms=tuple(new))

    out = []
    for st in body:
        if isinstance(st, Loop):
            out.append(replace(st, body=_rebranch(st.body, depth, ids, fresh)))
        elif isinstance(st, If):
            out.append(replace(st, then=_rebranch(st.then, depth, ids, fresh),
                               orelse=_rebranch(st.orelse, depth, ids, fresh)))
        else:
            out.append(arms_of(st))
    return tuple(out)
