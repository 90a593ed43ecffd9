"""Z3 encoding of a `Program`: op occurrences as functions of parameters and loop iterations.

Every op site of a wave group is reached through a path of loops and branches. An occurrence of
the site is a choice of trip index `k` for each enclosing loop (0 <= k < trips) under which every
enclosing branch condition holds. For each occurrence the encoder builds, as Z3 integer terms over
the parameters and those trip indices:

- counting functions: how many program-order steps, barriers, vmcnt units, lgkmcnt units or
  occurrences of one wait site the group executed before it (so its barrier generation is the
  number of barriers before it, and "a wait retires it" is arithmetic on unit counts);
- its LDS byte intervals, whole and per wave, as the executor resolves them.

Counts inside a loop are `k * (count per iteration)`, so the per-iteration count of a loop body
must not depend on that loop's own variable; schedules where it does (a barrier only in the first
iteration, a triangular inner loop) raise `NotEncodable`, as do non-constant divisors, steps and
shifts. Everything is built once over canonical trip-index constants and copied per occurrence by
substitution.
"""

from __future__ import annotations

import itertools
import math
import operator
from dataclasses import dataclass, field

import z3
from z3 import z3core

from syncsan.ir import (
    AsyncCopy,
    Barrier,
    BinOp,
    Const,
    Expr,
    If,
    LdsRead,
    LdsRef,
    LdsWrite,
    Loop,
    OPS,
    Param,
    Program,
    Select,
    SmemLoad,
    Stmt,
    UnaryOp,
    Var,
    VmemLoad,
    VmemStore,
    Wait,
    evaluate,
)
from syncsan.prover import budget
from syncsan.prover.terms import (
    FALSE,
    TRUE,
    And,
    Not,
    Or,
    Sum,
    ast_id,
    boolval,
    int_const,
    int_of,
    is_int_numeral,
    ite,
    num,
    simplify,
    substitute,
)

#: CPU seconds for the check that a branch condition is linear in a loop's index
LINEAR_SECONDS = 2.0


class NotEncodable(Exception):
    """The schedule is outside what the encoding covers exactly (the reason says where)."""


KIND_OF = {AsyncCopy: "copy", LdsRead: "read", LdsWrite: "write", VmemLoad: "vload",
           VmemStore: "vstore", SmemLoad: "smem"}
VM_KINDS = ("copy", "vload", "vstore")
LDS_KINDS = ("copy", "read", "write")
WRITE_KINDS = ("copy", "write")
#: more separate byte ranges than this for one wave at one op (split "wave") is not encoded: the
#: overlap terms grow with the product of two ops' range counts
MAX_WAVE_SPANS = 64

_fresh = itertools.count()


def _line(stmt: Stmt) -> int:
    return (stmt.stack[0] if stmt.stack else stmt.loc).line


# ---------------------------------------------------------------- expressions


def _mentions_var(expr) -> bool:
    """Does an IR expression name a loop variable?"""
    if isinstance(expr, Var):
        return True
    if isinstance(expr, BinOp):
        return _mentions_var(expr.left) or _mentions_var(expr.right)
    if isinstance(expr, UnaryOp):
        return _mentions_var(expr.operand)
    if isinstance(expr, Select):
        return _mentions_var(expr.cond) or _mentions_var(expr.then) or _mentions_var(expr.orelse)
    return False


def as_int(v):
    return ite(v, num(1), num(0)) if z3.is_bool(v) else v


def as_bool(v):
    return v if z3.is_bool(v) else v != 0


def _const_int(v) -> int | None:
    if isinstance(v, z3.IntNumRef):
        return int_of(v)
    v = simplify(as_int(v))
    return int_of(v) if is_int_numeral(v) else None


def _arith(mk, py):
    """A binary operator on ints (Python's) and integer terms (Z3's `mk`, an int made a shared
    numeral): the term `a + b` gives for a term and an int, without Z3's coercion of the int."""
    def op(a, b):
        if isinstance(a, int) and isinstance(b, int):
            return py(a, b)
        args = (z3.Ast * 2)(num(a).as_ast() if isinstance(a, int) else a.as_ast(),
                            num(b).as_ast() if isinstance(b, int) else b.as_ast())
        return z3.ArithRef(mk(_CTX.ref(), 2, args), _CTX)
    return op


_CTX = z3.main_ctx()
_add = _arith(z3core.Z3_mk_add, operator.add)
#: the operators `Encoder._value` applies to its operands' values itself: on ints Python's
#: operators, on a term and an int Z3's, both as `translate` gives them
_PY_OPS = {"+": _add, "-": _arith(z3core.Z3_mk_sub, operator.sub), "*": _arith(z3core.Z3_mk_mul, operator.mul)}


def translate(expr, env: dict, params: dict, where: Stmt):
    """An IR expression as a Z3 term (Int or Bool), with Python's semantics for // and %."""
    if not isinstance(expr, Expr):
        if isinstance(expr, bool):
            return boolval(expr)
        return num(int(expr))
    if isinstance(expr, Const):
        return translate(expr.value, env, params, where)
    if isinstance(expr, Param):
        if expr.name not in params:
            raise NotEncodable(f"line {_line(where)} uses unknown parameter {expr.name}")
        return params[expr.name]
    if isinstance(expr, Var):
        if expr not in env:
            raise NotEncodable(f"line {_line(where)} uses {expr.name} outside its loop")
        return env[expr]
    if isinstance(expr, UnaryOp):
        v = translate(expr.operand, env, params, where)
        return Not(as_bool(v)) if expr.op == "not" else -as_int(v)
    if isinstance(expr, Select):
        c = as_bool(translate(expr.cond, env, params, where))
        a = translate(expr.then, env, params, where)
        b = translate(expr.orelse, env, params, where)
        if z3.is_bool(a) and z3.is_bool(b):
            return ite(c, a, b)
        return ite(c, as_int(a), as_int(b))
    if isinstance(expr, BinOp):
        a = translate(expr.left, env, params, where)
        b = translate(expr.right, env, params, where)
        op = expr.op
        if op in ("and", "or"):
            if z3.is_bool(a) and z3.is_bool(b):
                return And(a, b) if op == "and" else Or(a, b)
            ai, bi = as_int(a), as_int(b)
            return ite(as_bool(a), bi, ai) if op == "and" else ite(as_bool(a), ai, bi)
        if op in ("==", "!="):
            if z3.is_bool(a) and z3.is_bool(b):
                return a == b if op == "==" else a != b
            ai, bi = as_int(a), as_int(b)
            return ai == bi if op == "==" else ai != bi
        a, b = as_int(a), as_int(b)
        if op == "+":
            return a + b
        if op == "-":
            return a - b
        if op == "*":
            return a * b
        if op in ("<", "<=", ">", ">="):
            return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[op]
        if op == "min":
            return ite(a <= b, a, b)
        if op == "max":
            return ite(a >= b, a, b)
        d = _const_int(b)
        if op in ("//", "%"):
            if d is None:
                raise NotEncodable(f"line {_line(where)}: {op} by a non-constant ({expr.right})")
            if d == 0:
                raise NotEncodable(f"line {_line(where)}: {op} by zero")
            q = a / d if d > 0 else (-a) / (-d)  # Z3 division is Euclidean: floor for d > 0
            return q if op == "//" else a - d * q
        if op in ("<<", ">>"):
            if d is None or d < 0:
                raise NotEncodable(f"line {_line(where)}: shift by a non-constant ({expr.right})")
            return a * (2 ** d) if op == "<<" else a / (2 ** d)
        if op == "&":
            for x, m in ((a, d), (b, _const_int(a))):
                if m is not None and m >= 0 and (m + 1) & m == 0:
                    return x % (m + 1)
        raise NotEncodable(f"line {_line(where)}: operator {op} on non-constants is not encoded")
    raise NotEncodable(f"line {_line(where)}: expression {expr!r} is not encoded")


def term_range(term, bounds: dict, memo: dict | None = None) -> tuple:
    """(lo, hi) with lo <= term <= hi for every parameter value within `bounds` (name -> (lo,
    hi), None where unbounded); an end is None where no bound is known. Interval arithmetic
    over +, -, *, if-then-else (the hull of both arms), and // and % by positive constants:
    a sound bound, not the tightest. A constant that is not a parameter (a trip index, an
    occurrence's fresh variable) has no bounds."""
    memo = {} if memo is None else memo
    key = ast_id(term)  # unique among live terms: the memo keeps each term it names alive
    if key in memo:
        return memo[key][0]
    if z3.is_int_value(term):
        v = z3.IntNumRef(term.as_ast(), term.ctx).as_long()  # a numeral built by substitution is wrapped as ArithRef
        out = (v, v)
    elif z3.is_true(term) or z3.is_false(term):
        v = 1 if z3.is_true(term) else 0
        out = (v, v)
    elif z3.is_const(term):
        out = bounds.get(term.decl().name(), (None, None))
    else:
        k = term.decl().kind()
        kids = [term_range(c, bounds, memo) for c in term.children()] if k != z3.Z3_OP_ITE else None
        if k == z3.Z3_OP_ADD:
            lo = sum(c[0] for c in kids) if all(c[0] is not None for c in kids) else None
            hi = sum(c[1] for c in kids) if all(c[1] is not None for c in kids) else None
            out = (lo, hi)
        elif k == z3.Z3_OP_SUB:
            a, b = kids[0], kids[1:]
            lo = a[0] - sum(c[1] for c in b) if a[0] is not None and all(c[1] is not None for c in b) else None
            hi = a[1] - sum(c[0] for c in b) if a[1] is not None and all(c[0] is not None for c in b) else None
            out = (lo, hi)
        elif k == z3.Z3_OP_UMINUS:
            a = kids[0]
            out = (None if a[1] is None else -a[1], None if a[0] is None else -a[0])
        elif k == z3.Z3_OP_MUL:
            out = kids[0]
            for c in kids[1:]:
                out = _mul_range(out, c)
        elif k == z3.Z3_OP_ITE:
            decided = truth(term.arg(0), bounds, memo)
            a = term_range(term.arg(1), bounds, memo) if decided is not False else None
            b = term_range(term.arg(2), bounds, memo) if decided is not True else None
            if a is None or b is None:
                out = a or b  # the condition is decided: that arm
            else:
                out = (None if a[0] is None or b[0] is None else min(a[0], b[0]),
                       None if a[1] is None or b[1] is None else max(a[1], b[1]))
        elif k == z3.Z3_OP_IDIV and kids[1][0] is not None and kids[1][0] == kids[1][1] and kids[1][0] > 0:
            d, a = kids[1][0], kids[0]  # Euclidean division by d > 0 is floor division
            out = (None if a[0] is None else a[0] // d, None if a[1] is None else a[1] // d)
        elif k == z3.Z3_OP_MOD and kids[1][0] is not None and kids[1][0] == kids[1][1] and kids[1][0] != 0:
            out = (0, abs(kids[1][0]) - 1)
        else:
            out = (None, None)
    memo[key] = (out, term)
    return out


_COMPARE = {z3.Z3_OP_LE: (None, 0), z3.Z3_OP_LT: (None, -1), z3.Z3_OP_GE: (0, None), z3.Z3_OP_GT: (1, None),
            z3.Z3_OP_EQ: (0, 0)}


def truth(cond, bounds: dict, memo: dict) -> bool | None:
    """True or False when a condition has that value for every parameter value within
    `bounds` (by `term_range` of the difference of a comparison's sides), else None."""
    if z3.is_true(cond) or z3.is_false(cond):
        return z3.is_true(cond)
    if not z3.is_app(cond):
        return None
    k = cond.decl().kind()
    if k == z3.Z3_OP_NOT:
        t = truth(cond.arg(0), bounds, memo)
        return None if t is None else not t
    if k in (z3.Z3_OP_AND, z3.Z3_OP_OR):
        vals = [truth(c, bounds, memo) for c in cond.children()]
        if k == z3.Z3_OP_AND:
            return False if False in vals else (True if all(v is True for v in vals) else None)
        return True if True in vals else (False if all(v is False for v in vals) else None)
    if k not in _COMPARE or not z3.is_int(cond.arg(0)):
        return None
    lo, hi = term_range(cond.arg(0) - cond.arg(1), bounds, memo)
    want_lo, want_hi = _COMPARE[k]  # the comparison holds where the difference is in this range
    inside = (want_lo is None or (lo is not None and lo >= want_lo)) and \
        (want_hi is None or (hi is not None and hi <= want_hi))
    if inside:
        return True
    outside = (want_lo is not None and hi is not None and hi < want_lo) or \
        (want_hi is not None and lo is not None and lo > want_hi)
    return False if outside else None


def _mul_range(a: tuple, b: tuple) -> tuple:
    if None not in a and None not in b:
        prods = [x * y for x in a for y in b]
        return (min(prods), max(prods))
    # a constant factor keeps the known end of a half-bounded range
    if a[0] is not None and a[0] == a[1]:
        c, (lo, hi) = a[0], b
    elif b[0] is not None and b[0] == b[1]:
        c, (lo, hi) = b[0], a
    else:
        return (None, None)
    if c >= 0:
        return (None if lo is None else c * lo, None if hi is None else c * hi)
    return (None if hi is None else c * hi, None if lo is None else c * lo)


_PROBES: list = []  # integer constants no term of the encoder names (`mentions`)


def mentions(term, consts) -> bool:
    """Does a Z3 term contain any of the given integer constants? (One substitution of each by
    a constant that occurs nowhere: the term is unchanged exactly when none occurs in it.)"""
    consts = list(consts)
    if not consts or isinstance(term, z3.IntNumRef) or term is TRUE or term is FALSE:
        return False
    if not all(isinstance(c, z3.ArithRef) for c in consts):
        return _mentions_walk(term, consts)
    while len(_PROBES) < len(consts):
        _PROBES.append(int_const(f"syncsan.probe#{len(_PROBES)}"))
    return ast_id(substitute(term, list(zip(consts, _PROBES)))) != ast_id(term)


def _mentions_walk(term, consts) -> bool:
    ids = {c.get_id() for c in consts}
    seen = set()
    stack = [term]
    while stack:
        t = stack.pop()
        tid = t.get_id()
        if tid in seen:
            continue
        seen.add(tid)
        if tid in ids:
            return True
        stack.extend(t.children())
    return False


# ---------------------------------------------------------------- sites


@dataclass(eq=False)
class Site:
    """One op statement of one wave group, with the loops and branches around it."""

    group: int
    sid: int
    stmt: Stmt
    #: (block, index, branch) from the group body down to the op; branch says which arm of an If
    #: the next block is (None for loops and the op itself)
    path: tuple
    loops: tuple[Loop, ...]
    kind: str = ""  # copy | read | write | vload | vstore | smem | wait | barrier
    valid: list = field(default_factory=list)  # canonical constraints of an occurrence
    env: dict = field(default_factory=dict)  # canonical Var -> value term
    ks: list = field(default_factory=list)  # canonical trip-index constants, outermost first

    @property
    def line(self) -> int:
        return _line(self.stmt)

    def describe(self) -> str:
        return f"{self.kind} at line {self.line}"


@dataclass
class Occ:
    """One symbolic occurrence of a site: its trip indices and a substitution to reach them."""

    site: Site
    ks: list
    subst: list
    valid: object  # Z3 Bool

    def term(self, canonical):
        return substitute(canonical, self.subst) if self.subst else canonical


QUANTITIES = ("pos", "bar", "vm", "lgkm", "lgkm_all")
_ZERO = num(0)
_ONE = num(1)


def _canonical(t):
    """The shared _ZERO or _ONE for a numeral 0 or 1 (the counting code tests them by identity)."""
    if isinstance(t, z3.IntNumRef):
        v = int_of(t)
        if v == 0:
            return _ZERO
        if v == 1:
            return _ONE
    return t


class Encoder:
    def __init__(self, program: Program, retire: str = "in-order"):
        self.program = program
        self.retire = retire
        self.params = {p.name: z3.Int(p.name) for p in program.params}
        self.sites: list[list[Site]] = []
        self._totals: dict = {}
        self._values: dict = {}  # `_value`'s memo
        self._cnt: dict = {}
        self._weights_cache: dict = {}
        self._wave_cache: dict = {}
        self._leaf_ids: dict[int, frozenset] = {}
        self._names: dict[int, tuple] = {}
        self._occ_terms: dict[tuple, tuple] = {}  # (id(occ), wave or None) -> (occ, byte intervals)
        #: id of an occurrence's interval list -> (the list, the occurrence, the site's list it
        #: was made from by `Occ.term`, interval by interval)
        self.origin: dict[int, tuple] = {}
        self.nonlinear = False
        for gi, group in enumerate(program.groups):
            sites: list[Site] = []
            self._walk(gi, group.body, (), (), {}, [], [], sites)
            self.sites.append(sites)
        ids = [id(s.stmt) for g in self.sites for s in g]
        if len(ids) != len(set(ids)):
            raise NotEncodable("a statement object appears twice in the schedule")
        self.waits = [[s for s in g if s.kind == "wait"] for g in self.sites]
        # force the counts every proof needs, so that most schedules outside the encoding show
        # up now; the per-wait-site counts are built when a query needs them, and a
        # `NotEncodable` they raise then is handled by the caller the same way
        for gi in range(len(program.groups)):
            for q in QUANTITIES:
                self.total(gi, q)
            for s in self.sites[gi]:
                self.op_terms(s)

    # -- structure
    def _walk(self, gi, block, path, loops, env, valid, ks, out):
        for idx, stmt in enumerate(block):
            if isinstance(stmt, Loop):
                step = _const_int(translate(stmt.step, env, self.params, stmt))
                if step is None:
                    raise NotEncodable(f"line {_line(stmt)}: loop step {stmt.step} is not a constant")
                if step == 0:
                    raise NotEncodable(f"line {_line(stmt)}: loop step is zero")
                k = z3.Int(f"k{stmt.var.name}#{stmt.var.uid}")
                start = as_int(translate(stmt.start, env, self.params, stmt))
                trips = self.trips(stmt, env)
                env2 = dict(env)
                env2[stmt.var] = start + k * step
                self._walk(gi, stmt.body, path + ((block, idx, None),), loops + (stmt,), env2,
                           valid + [k >= 0, k < trips], ks + [k], out)
            elif isinstance(stmt, If):
                cond = as_bool(translate(stmt.cond, env, self.params, stmt))
                self._walk(gi, stmt.then, path + ((block, idx, True),), loops, env, valid + [cond], ks, out)
                self._walk(gi, stmt.orelse, path + ((block, idx, False),), loops, env,
                           valid + [Not(cond)], ks, out)
            elif isinstance(stmt, OPS):
                kind = KIND_OF.get(type(stmt)) or ("wait" if isinstance(stmt, Wait) else "barrier")
                out.append(Site(gi, len(out), stmt, path + ((block, idx, None),), loops, kind,
                                list(valid), dict(env), list(ks)))
            else:  # pragma: no cover
                raise NotEncodable(f"unknown statement {type(stmt).__name__}")

    def trips(self, loop: Loop, env):
        """The loop's trip count (memoised where its bounds name no loop variable)."""
        key = ("trips", id(loop))
        hit = self._totals.get(key)
        if hit is not None:
            return hit
        out = self._trips(loop, env)
        if not any(_mentions_var(e) for e in (loop.start, loop.stop, loop.step)):
            self._totals[key] = out
        return out

    def _trips(self, loop: Loop, env):
        step = _const_int(translate(loop.step, env, self.params, loop))
        a = as_int(translate(loop.start, env, self.params, loop))
        b = as_int(translate(loop.stop, env, self.params, loop))
        if step > 0:
            return ite(b > a, (b - a + step - 1) / step, 0)
        return ite(a > b, (a - b - step - 1) / (-step), 0)

    def quantities(self, gi):
        return QUANTITIES + tuple(("site", w.sid) for w in self.waits[gi])

    # -- counting
    def _weight(self, stmt: Stmt, q, env):
        if q == "pos":
            return _ONE
        if q == "bar":
            return _ONE if isinstance(stmt, Barrier) else _ZERO
        if isinstance(q, tuple):
            return _ONE if stmt is q[2] else _ZERO
        kind = KIND_OF.get(type(stmt))
        if kind is None:
            return _ZERO
        if (q == "vm" and kind in VM_KINDS) or (q == "lgkm" and kind in ("read", "write")) or \
                (q == "lgkm_all" and kind in ("read", "write", "smem")):
            return _canonical(simplify(as_int(translate(stmt.count, env, self.params, stmt))))
        return _ZERO

    def _qkey(self, gi, q):
        if isinstance(q, tuple):
            return ("site", q[1], self.sites[gi][q[1]].stmt)
        return q

    def _leaves(self, stmt: Stmt) -> frozenset:
        """ids of the statements inside a loop or branch (memoised)."""
        hit = self._leaf_ids.get(id(stmt))
        if hit is None:
            out = set()
            blocks = [stmt.body] if isinstance(stmt, Loop) else [stmt.then, stmt.orelse]
            for block in blocks:
                for s in block:
                    out.add(id(s))
                    if isinstance(s, (Loop, If)):
                        out |= self._leaves(s)
            hit = self._leaf_ids[id(stmt)] = frozenset(out)
        return hit

    def _stmt_total(self, stmt: Stmt, q, env):
        if isinstance(q, tuple):  # occurrences of one wait site: zero unless stmt holds it
            target = q[2]
            if stmt is not target and not (isinstance(stmt, (Loop, If)) and id(target) in self._leaves(stmt)):
                return _ZERO
        key = (id(stmt), q if not isinstance(q, tuple) else id(q[2]))
        hit = self._totals.get(key)
        if hit is not None:
            return hit
        if isinstance(stmt, Loop):
            t = _canonical(simplify(self._sum_iters(stmt, q, env, self.trips(stmt, env))))
        elif isinstance(stmt, If):
            a, b = self._block_total(stmt.then, q, env), self._block_total(stmt.orelse, q, env)
            if a is b and (a is _ZERO or a is _ONE or not isinstance(a, z3.IntNumRef)):
                # both _ZERO or both _ONE, or one term for both arms (other numerals are shared
                # wrappers of `num`: equal arms, but the condition is translated as before)
                t = a
            else:
                cond = as_bool(translate(stmt.cond, env, self.params, stmt))
                t = _canonical(simplify(ite(cond, a, b)))
        else:
            t = self._weight(stmt, q, env)
        self._totals[key] = t
        return t

    def _block_total(self, block, q, env):
        """The units of q in a list of statements; constants are summed in Python."""
        n = 0
        terms = []
        for stmt in block:
            t = self._stmt_total(stmt, q, env)
            if t is _ZERO:
                continue
            if t is _ONE:
                n += 1
            elif isinstance(t, z3.IntNumRef):
                n += int_of(t)
            else:
                terms.append(t)
        if not terms:
            return _canonical(num(n))
        if n:
            terms.append(num(n))
        return terms[0] if len(terms) == 1 else simplify(Sum(terms))

    def _loop_k(self, loop: Loop, env):
        step = _const_int(translate(loop.step, env, self.params, loop))
        k = z3.Int(f"k{loop.var.name}#{loop.var.uid}")
        env2 = dict(env)
        env2[loop.var] = as_int(translate(loop.start, env, self.params, loop)) + k * step
        return k, env2

    def _sum_iters(self, loop: Loop, q, env, K):
        """Units of q over the first K iterations of `loop`. The body's count per iteration may
        depend on the loop variable only through branches whose condition holds on an interval
        of iterations (`if k + 1 < k_tiles`, `if k == 0`): those are counted in closed form."""
        key = ("sum", id(loop), q if not isinstance(q, tuple) else id(q[2]))
        parts = self._totals.get(key)
        if parts is None:
            k, env2 = self._loop_k(loop, env)
            const = []
            intervals = []  # (lo, hi, extra units per iteration inside [lo, hi])
            periodics = []  # (k0, m, extra units per iteration with k = k0 (mod m))
            for stmt in loop.body:
                t = self._stmt_total(stmt, q, env2)
                if not mentions(t, (k,)):
                    const.append(t)
                    continue
                bounds = periodic = None
                if isinstance(stmt, If):
                    then_t = self._block_total(stmt.then, q, env2)
                    else_t = self._block_total(stmt.orelse, q, env2)
                    if not mentions(then_t, (k,)) and not mentions(else_t, (k,)):
                        bounds, periodic = self._branch_shape(loop, stmt, env2, k)
                if bounds is None and periodic is None:
                    raise NotEncodable(self._dependence(loop, q))
                if periodic is not None:
                    # iterations where the branch is taken: k = k0 (mod m), or all others
                    k0, m, taken = periodic
                    const.append(else_t if taken else then_t)
                    extra = simplify(then_t - else_t) if taken else simplify(else_t - then_t)
                    periodics.append((k0, m, extra))
                    continue
                const.append(else_t)
                intervals.append((bounds[0], bounds[1], simplify(then_t - else_t)))
            parts = (simplify(Sum(const)) if const else num(0), intervals, periodics)
            self._totals[key] = parts
        per, intervals, periodics = parts
        total = K * per
        for k0, m, extra in periodics:  # k in [0, K) with k = k0 (mod m), 0 <= k0 < m
            total = total + extra * ite(K > k0, (K - 1 - k0) / m + 1, 0)
        for lo, hi, extra in intervals:
            lo2 = num(0) if lo is None else ite(lo > 0, lo, 0)
            hi2 = K - 1 if hi is None else ite(hi < K - 1, hi, K - 1)
            n = ite(hi2 >= lo2, hi2 - lo2 + 1, 0)
            total = total + extra * n
        return simplify(total)

    def _dependence(self, loop: Loop, q) -> str:
        what = {"pos": "ops", "bar": "barriers", "vm": "vmcnt units", "lgkm": "lgkmcnt units",
                "lgkm_all": "lgkmcnt units"}.get(q, "") if not isinstance(q, tuple) \
            else f"waits at line {_line(q[2])}"
        return (f"the number of {what} per iteration of the loop at line {_line(loop)} depends on its "
                f"variable {loop.var.name} other than through a branch taken on an interval of iterations")

    def _branch_shape(self, loop: Loop, stmt: If, env, k):
        """(interval bounds, residue class) of the iterations of `loop` that take `stmt`; at most
        one is not None (memoised: every counted quantity asks). The residue-class pattern is
        matched on the IR first, so `k % 2 == 0` never reaches the linearity check."""
        key = ("shape", id(loop), id(stmt))
        if key not in self._totals:
            periodic = self._periodic(stmt.cond, env, k, stmt)
            bounds = None
            if periodic is None:
                bounds = self._interval(as_bool(translate(stmt.cond, env, self.params, stmt)), k)
            self._totals[key] = (bounds, periodic)
        return self._totals[key]

    def _periodic(self, cond, env, k, where: Stmt):
        """`X % m == r` or `X % m != r` (r, m constants, m > 0, X = a*k + c with a a constant
        prime to m): (k0, m, taken) with cond <=> (k = k0 (mod m)) == taken, k0 in [0, m)."""
        negate = False
        while isinstance(cond, UnaryOp) and cond.op == "not":
            negate, cond = not negate, cond.operand
        if not (isinstance(cond, BinOp) and cond.op in ("==", "!=")):
            return None
        left, right = cond.left, cond.right
        if not (isinstance(left, BinOp) and left.op == "%"):
            left, right = right, left
        if not (isinstance(left, BinOp) and left.op == "%"):
            return None
        m = _const_int(as_int(translate(left.right, env, self.params, where)))
        r = _const_int(as_int(translate(right, env, self.params, where)))
        if m is None or r is None or m <= 0:
            return None
        lin = self._linear(as_int(translate(left.left, env, self.params, where)), k)
        if lin is None:
            return None
        a, c = lin
        if math.gcd(a % m, m) != 1:
            return None
        taken = (cond.op == "==") != negate
        if not 0 <= r < m:  # Python's x % m lies in [0, m): never equal
            return num(0), 1, not taken  # every k is 0 (mod 1): the branch is never taken
        inv = pow(a % m, -1, m)
        k0 = simplify((inv * (r - c)) % m)
        return k0, m, taken

    def _linear(self, f, k):
        """(a, c) with f == a*k + c for every k and parameter value, a a constant; else None."""
        f0 = simplify(z3.substitute(f, (k, num(0))))
        a = simplify(z3.substitute(f, (k, num(1))) - f0)
        if not z3.is_int_value(a):
            return None
        s = z3.Solver()
        s.add(f != a * k + f0)
        if budget.check(s, LINEAR_SECONDS)[0] != z3.unsat:
            return None
        return a.as_long(), f0

    def _interval(self, cond, k):
        """Bounds (lo, hi) on k (None: unbounded) with cond <=> lo <= k <= hi, or None."""
        if z3.is_and(cond):
            lo, hi = None, None
            for c in cond.children():
                b = self._interval(c, k)
                if b is None:
                    return None
                if b[0] is not None:
                    lo = b[0] if lo is None else ite(b[0] > lo, b[0], lo)
                if b[1] is not None:
                    hi = b[1] if hi is None else ite(b[1] < hi, b[1], hi)
            return lo, hi
        neg = False
        while z3.is_not(cond):
            neg, cond = not neg, cond.children()[0]
        if not (z3.is_le(cond) or z3.is_lt(cond) or z3.is_ge(cond) or z3.is_gt(cond) or z3.is_eq(cond)):
            return None
        lhs, rhs = cond.children()
        if not z3.is_int(lhs):
            return None
        lin = self._linear(lhs - rhs, k)
        if lin is None:
            return None
        a, c = lin
        # normalise to f <= 0, f >= 0 or f == 0 with f = a*k + c
        if z3.is_eq(cond):
            if neg:
                return None
            return self._interval(And(a * k + c <= 0, a * k + c >= 0), k) if a else \
                ((None, None) if False else None)
        if z3.is_lt(cond):
            op, c = "le", c + 1
        elif z3.is_gt(cond):
            op, c = "ge", c - 1
        else:
            op = "le" if z3.is_le(cond) else "ge"
        if neg:  # not (f <= 0) <=> f >= 1; not (f >= 0) <=> f <= -1
            op, c = ("ge", c - 1) if op == "le" else ("le", c + 1)
        if a == 0:
            return None
        if op == "ge":
            a, c = -a, -c  # f >= 0 <=> -f <= 0
        # a*k + c <= 0
        if a > 0:
            return None, (-c) / a  # k <= floor(-c / a)
        return c / (-a) + ite(c % (-a) == 0, 0, 1), None  # k >= ceil(c / -a)

    def total(self, gi, q):
        """How many units of quantity q the whole group executes (canonical: params only)."""
        key = ("total", gi, q)
        hit = self._totals.get(key)
        if hit is None:
            hit = self._totals[key] = self._block_total(self.program.groups[gi].body, self._qkey(gi, q), {})
        return hit

    def _prefix(self, block, idx, q, env):
        """Units of q in block[:idx] (cached per block, built incrementally)."""
        qk = q if not isinstance(q, tuple) else id(q[2])
        cache = self._totals.setdefault(("prefix", id(block), qk), [num(0)])
        while len(cache) <= idx:
            i = len(cache) - 1
            t = self._stmt_total(block[i], q, env)
            prev = cache[i]
            if t is _ZERO:
                cache.append(prev)
            elif isinstance(prev, z3.IntNumRef) and isinstance(t, z3.IntNumRef):
                cache.append(num(int_of(prev) + int_of(t)))
            else:
                cache.append(simplify(Sum(prev, t)))
        return cache[idx]

    def count_before(self, site: Site, q):
        """Canonical count of quantity q executed by the group before `site` (same iteration)."""
        key = (site.group, site.sid, q)
        hit = self._cnt.get(key)
        if hit is not None:
            return hit
        qq = self._qkey(site.group, q)
        terms = []
        ki = 0
        env: dict = {}
        for depth, (block, idx, _branch) in enumerate(site.path):
            terms.append(self._prefix(block, idx, qq, env))
            anc = block[idx]
            if isinstance(anc, Loop) and depth < len(site.path) - 1:
                k = site.ks[ki]
                ki += 1
                terms.append(self._sum_iters(anc, qq, env, k))
                env = dict(env)
                env[anc.var] = site.env[anc.var]
        t = simplify(Sum(terms)) if terms else num(0)
        self._cnt[key] = t
        return t

    # -- per-op terms
    def op_terms(self, site: Site) -> dict:
        hit = self._weights_cache.get(site.sid + 1_000_000 * site.group)
        if hit is not None:
            return hit
        stmt, env = site.stmt, site.env
        out: dict = {}
        if site.kind == "wait":
            for name in ("vmcnt", "lgkmcnt"):
                v = getattr(stmt, name)
                if v is None:
                    out[name] = None
                    continue
                t = as_int(translate(v, env, self.params, stmt))
                if mentions(t, site.ks):
                    raise NotEncodable(f"line {site.line}: the {name} value depends on a loop variable")
                out[name] = t
        elif site.kind != "barrier":
            out["count"] = as_int(translate(stmt.count, env, self.params, stmt))
            ref = getattr(stmt, "dst", None) or getattr(stmt, "src", None)
            if isinstance(ref, LdsRef):
                out["ref"] = ref
                out["intervals"], out["in_range"] = self._intervals(site, ref)
        self._weights_cache[site.sid + 1_000_000 * site.group] = out
        return out

    def _value(self, expr, env, where: Stmt):
        """An IR expression as a Python int where it is a constant (no parameter, no loop
        variable), else as a Z3 integer term: constant byte offsets are computed in Python.
        Memoised per expression and environment (the spans of one op share their symbolic
        parts: a sum of one and a constant is a sum of its memoised term and the constant)."""
        if not isinstance(expr, Expr):
            return int(expr)
        key = (id(expr), id(env))
        hit = self._values.get(key)
        if hit is not None:
            return hit[2]
        if isinstance(expr, BinOp) and expr.op in _PY_OPS:
            a, b = self._value(expr.left, env, where), self._value(expr.right, env, where)
            out = _PY_OPS[expr.op](a, b)  # ints, or a term (Z3 takes an int on either side)
        else:
            out = self._value_of(expr, env, where)
        self._values[key] = (expr, env, out)  # the entry keeps both alive, so their ids name them
        return out

    def _value_of(self, expr, env, where: Stmt):
        """`_value` without the memo."""
        if not isinstance(expr, (Param, Var)):
            try:
                return int(evaluate(expr, {}))
            except (KeyError, ArithmeticError, TypeError, ValueError):
                pass  # it names a parameter or a loop variable (or fails: translate says how)
        return as_int(translate(expr, env, self.params, where))

    def _intervals(self, site: Site, ref: LdsRef):
        region = ref.region
        env = site.env
        if len(ref.indices) != len(region.dims):
            raise NotEncodable(f"line {site.line}: region {region.name} indexed with "
                               f"{len(ref.indices)} of {len(region.dims)} indices")
        flat = 0
        ok = []

        def check(c):  # a Python bool where both sides were constants
            if isinstance(c, bool):
                if not c:
                    ok.append(FALSE)
            else:
                ok.append(c)

        for dim, idx in zip(region.dims, ref.indices):
            i = self._value(idx, env, site.stmt)
            check(i >= 0)
            check(i < dim)
            flat = flat * dim + i
        start = region.base + flat * region.elem_bytes
        term = lambda v: num(v) if isinstance(v, int) else v  # noqa: E731
        if not ref.spans:
            return [(term(start), term(start + region.elem_bytes), TRUE)], ok
        out = []
        for span in ref.spans:
            off = self._value(span.offset, env, site.stmt)
            length = self._value(span.length, env, site.stmt)
            check(off >= 0)
            check(length >= 0)
            check(_add(off, length) <= region.elem_bytes)
            nonempty = length > 0
            first = _add(start, off)
            out.append((term(first), term(_add(first, length)),
                        boolval(nonempty) if isinstance(nonempty, bool) else nonempty))
        return out, ok

    def wave_spans(self, site: Site, ref: LdsRef, wave: int) -> list[tuple[int, int]] | None:
        """The bytes `wave` touches at an op with split "wave", as constant [start, end) pairs
        (empty spans left out), computed in Python: what `_wave_terms` gives as terms, where
        its element and every span's offset and length are constants; else None."""
        key = ("wave_spans", site.group, site.sid, wave)
        if key in self._totals:
            return self._totals[key]
        spans = next((ws.spans for ws in ref.per_wave if ws.wave == wave), ())
        out: list | None = None
        if len(spans) <= MAX_WAVE_SPANS:  # else `_wave_terms` says why it is not encoded
            region = ref.region
            flat = 0
            for dim, idx in zip(region.dims, ref.indices):
                flat = flat * dim + self._value(idx, site.env, site.stmt)
            start = region.base + flat * region.elem_bytes
            if isinstance(start, int):
                out = []
                for span in spans:
                    off = self._value(span.offset, site.env, site.stmt)
                    length = self._value(span.length, site.env, site.stmt)
                    if not (isinstance(off, int) and isinstance(length, int)):
                        out = None
                        break
                    if length > 0:
                        out.append((start + off, start + off + length))
        self._totals[key] = out
        return out

    def _wave_terms(self, site: Site, ref: LdsRef, wave: int):
        """(start, end, nonempty) terms of the bytes `wave` touches at an op with split "wave"."""
        key = (site.sid + 1_000_000 * site.group, wave)
        hit = self._wave_cache.get(key)
        if hit is not None:
            return hit
        spans = next((ws.spans for ws in ref.per_wave if ws.wave == wave), ())
        if len(spans) > MAX_WAVE_SPANS:
            raise NotEncodable(f"line {site.line}: wave {wave} touches {len(spans)} separate byte ranges "
                               f"(more than {MAX_WAVE_SPANS} are not encoded)")
        region = ref.region
        start = self._wave_cache.get((key[0], "start"))
        if start is None:  # the same for every wave
            flat = num(0)
            for dim, idx in zip(region.dims, ref.indices):
                flat = flat * dim + as_int(translate(idx, site.env, self.params, site.stmt))
            start = self._wave_cache[(key[0], "start")] = region.base + flat * region.elem_bytes
        out = []
        for span in spans:
            # constant offsets and lengths (most are) stay Python ints: one term per end
            off = self._value(span.offset, site.env, site.stmt)
            length = self._value(span.length, site.env, site.stmt)
            if isinstance(length, int):
                end = _add(start, off + length) if isinstance(off, int) else _add(_add(start, off), length)
                out.append((_add(start, off), end, boolval(length > 0)))
            else:
                out.append((_add(start, off), _add(_add(start, off), length), length > 0))
        self._wave_cache[key] = out
        return out

    # -- occurrences
    def occ(self, site: Site, tag: str) -> Occ:
        n = next(_fresh)
        ks = [int_const(f"{tag}{n}.{self._name(k)}") for k in site.ks]
        subst = list(zip(site.ks, ks))
        valid = And(*site.valid) if site.valid else TRUE
        o = Occ(site, ks, subst, None)
        o.valid = o.term(valid)
        return o

    def _name(self, k) -> str:
        """The name of a canonical trip-index constant (memoised: `str` of a term runs z3's printer)."""
        hit = self._names.get(id(k))
        if hit is None:
            hit = self._names[id(k)] = (k, k.decl().name())  # the entry keeps k alive
        return hit[1]

    def cnt(self, o: Occ, q):
        return o.term(self.count_before(o.site, q))

    def pos(self, o: Occ):
        return self.cnt(o, "pos")

    def gen(self, o: Occ):
        return self.cnt(o, "bar")

    def units(self, o: Occ):
        return o.term(self.op_terms(o.site)["count"])

    def exists(self, o: Occ):
        """The occurrence runs and issues an event (ops with count 0 issue none)."""
        if o.site.kind in ("wait", "barrier"):
            return o.valid
        return And(o.valid, self.units(o) > 0)

    def _static_intervals(self, site: Site, wave: int | None):
        """The constant byte intervals of a site (those `wave` touches when it is given and the
        op is split), sorted and merged; None when some bound depends on a parameter or a loop.
        A merged list is the same set of bytes, so every overlap term over it is unchanged."""
        key = ("static", site.group, site.sid, wave)
        if key in self._totals:
            return self._totals[key]
        ref: LdsRef = self.op_terms(site)["ref"]
        out = []
        terms = self._wave_terms(site, ref, wave) if wave is not None and ref.split == "wave" else \
            self.op_terms(site)["intervals"]
        for s, e, ne in terms:
            s, e, ne = simplify(s), simplify(e), simplify(ne)
            if not (z3.is_int_value(s) and z3.is_int_value(e) and (z3.is_true(ne) or z3.is_false(ne))):
                out = None
                break
            if z3.is_true(ne):
                out.append((s.as_long(), e.as_long()))
        if out is not None and wave is not None and ref.split not in ("none", "wave"):
            members = self._members(site)
            n, i = len(members), members.index(wave)
            out = [(s + (e - s) * i // n, s + (e - s) * (i + 1) // n) for s, e in out]
        if out is not None:
            merged: list = []
            for s, e in sorted(x for x in out if x[1] > x[0]):
                if merged and s <= merged[-1][1]:
                    merged[-1] = (merged[-1][0], max(merged[-1][1], e))
                else:
                    merged.append((s, e))
            # only where merging saves terms: Z3 took 3x longer on a small case given constants
            # for the few terms it would otherwise simplify itself
            out = [(num(s), num(e), TRUE) for s, e in merged] \
                if len(merged) < len(out) or len(out) > 8 else None
        self._totals[key] = out
        return out

    def _members(self, site: Site) -> tuple:
        """The waves an op's bytes are shared out among (split "wave": those that touch bytes)."""
        ref: LdsRef = self.op_terms(site)["ref"]
        if ref.split == "wave":
            return tuple(ws.wave for ws in ref.per_wave)
        return self.program.groups[site.group].waves if ref.split == "group" else tuple(range(self.program.waves))

    def intervals(self, o: Occ):
        """The occurrence's byte intervals (memoised per occurrence: the overlap terms of every
        case naming it share them; constant ones merged)."""
        static = self._static_intervals(o.site, None)
        if static is not None:
            return static
        hit = self._occ_terms.get((id(o), None))
        if hit is None:
            canon = self.op_terms(o.site)["intervals"]
            out = [(o.term(s), o.term(e), o.term(ne)) for s, e, ne in canon]
            hit = self._occ_terms[(id(o), None)] = (o, out)
            self.origin[id(out)] = (out, o, canon)
        return hit[1]

    def wave_intervals(self, o: Occ, wave: int):
        ref: LdsRef = self.op_terms(o.site)["ref"]
        if ref.split == "none":
            return self.intervals(o)
        static = self._static_intervals(o.site, wave)
        if static is not None:
            return static
        hit = self._occ_terms.get((id(o), wave))
        if hit is not None:
            return hit[1]
        if ref.split == "wave":  # the wave's own bytes
            canon = self._wave_terms(o.site, ref, wave)
            out = [(o.term(s), o.term(e), o.term(ne)) for s, e, ne in canon]
            self._occ_terms[(id(o), wave)] = (o, out)
            self.origin[id(out)] = (out, o, canon)
            return out
        whole = self.intervals(o)
        members = self._members(o.site)
        n = len(members)
        i = members.index(wave)
        out = []
        for s, e, ne in whole:
            size = e - s
            lo = s + (size * i) / n
            hi = s + (size * (i + 1)) / n
            out.append((lo, hi, And(ne, hi > lo)))
        self._occ_terms[(id(o), wave)] = (o, out)  # the occurrence is kept alive with its terms
        return out


def overlap(a, b):
    terms = [And(n1, n2, s1 < e2, s2 < e1) for s1, e1, n1 in a for s2, e2, n2 in b]
    return Or(*terms) if terms else FALSE
