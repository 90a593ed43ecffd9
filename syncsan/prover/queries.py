"""The questions asked of Z3, one `Case` per rule and pair of op sites.

Each case is a formula that is satisfiable exactly when the concrete executor and
`syncsan/order.py` would report that rule for those sites at some parameter values: the same
retirement model (in order, or only a wait of 0 under `conservative`), the same happens-before
(retired before arriving at generation k, issued after leaving it; a wave that ended publishes
nothing after its last barrier), the same raw/war/waw classification and the same byte overlap.

Retirement needs no quantifier: counts only grow in program order and a wait site's value does
not change between its occurrences, so once an occurrence of a wait site retires an op, every later
occurrence of that site does too. "Not retired before B" is therefore, per wait site, "no
occurrence between the op and B, or the last one before B does not retire it". Only the
raw/war split of two groups' accesses in the same generation ("is some write ordered before the
read?") needs a universally quantified formula.

Most pairs of sites are settled before any formula is built. Each LDS op's publication window
(`Queries._window`: at most D barriers after its own generation, found by following the paths
after it to a wait that surely retires it) bounds how far apart two racing occurrences' generations
can be; `Queries.apart` shows from linear forms (`linear.py`) that two sites' generations never
come that close, and such pairs get no case. For the pairs that remain, only the waits within the
window enter the "not yet published" formula, with the window itself as a conjunct (implied by the
exact formula, so the case's meaning is unchanged). A wave's own pairs use the same in positions.
"""

from __future__ import annotations

import itertools
import operator
from dataclasses import dataclass
from typing import NamedTuple

import z3
from z3 import z3core

from syncsan.intervals import intervals_overlap
from syncsan.ir import Barrier, If, Loop, Wait, exclusive_depth, same_constant_writes, same_data_in_generation
from syncsan.prover import budget
from syncsan.prover.encode import (
    KIND_OF,
    LDS_KINDS,
    VM_KINDS,
    WRITE_KINDS,
    Encoder,
    NotEncodable,
    Occ,
    Site,
    _const_int,
    as_bool,
    as_int,
    overlap,
    term_range,
    translate,
    truth,
)
from syncsan.prover.linear import Form, Linearizer, can_lie_within
from syncsan.prover.terms import (
    FALSE,
    TRUE,
    And,
    Not,
    Or,
    Sum,
    ast_id,
    int_of,
    is_false,
    is_int_numeral,
    is_true,
    ite,
    num,
    simplify,
    substitute,
)

_CTX = z3.main_ctx()
_CTX_REF = _CTX.ref()


def _raw_intervals(intervals):
    """(start, end, non-empty) as C-level ASTs with the endpoints' classes, or None when an
    endpoint is not an integer term."""
    raw = []
    for s, e, ne in intervals:
        if not (isinstance(s, z3.ArithRef) and isinstance(e, z3.ArithRef) and s.is_int() and e.is_int()
                and isinstance(ne, z3.BoolRef)):
            return None
        raw.append((s.as_ast(), e.as_ast(), ne.as_ast(), type(s), type(e)))
    return raw


class TooManyQuestions(Exception):
    """More race questions than a proof asks (`Queries.race_cases` with a limit, which stops
    counting as soon as the count passes it): the limit passed."""

    def __init__(self, limit: int):
        super().__init__(limit)
        self.limit = limit


@dataclass
class Case:
    rule: str
    label: str
    formula: object  # a Z3 Bool, or a callable building it (expensive ones are built on demand)
    sites: tuple[Site, ...]  # the ops a replayed finding must name
    quantified: bool = False
    #: a weaker quantifier-free formula (unsatisfiable => the case is) for batched queries, or a
    #: callable building it
    relaxed: object = None
    #: the site a finding of this case is reported at (its primary location), when it matters
    primary: Site | None = None
    #: (key, formula or callable): a weaker question every case with the same key shares up to
    #: the names of its occurrences' variables (`Queries._screen`); unsatisfiable => the case is
    screen: tuple | None = None

    def exact(self):
        if callable(self.formula):
            self.formula = self.formula()
        return self.formula

    def batch(self):
        if callable(self.relaxed):
            self.relaxed = self.relaxed()
        return self.relaxed if self.relaxed is not None else self.exact()


class CrossClass:
    """Pairs (x, y) of the sites of group g and of group h (two waves) whose x are `xs` and y
    are `ys`, two classes of sites (`Queries.cross_classes`), and the kinds of case they get
    ((rule, kind) as `Queries.cross_kinds` gives them)."""

    __slots__ = ("q", "g", "h", "xs", "ys", "kinds")

    def __init__(self, q: Queries, g: int, h: int, xs: list[Site], ys: list[Site], kinds: list):
        self.q, self.g, self.h, self.xs, self.ys, self.kinds = q, g, h, xs, ys, kinds

    def screen(self, kind: str) -> tuple:
        """(key, builder) of the generation screen every case of that kind of these pairs shares
        (with the range of the members' positions, `Queries._pos_shape`, in one group)."""
        q = self.q
        spread = None
        if self.g == self.h:
            cx = [q._pos_shape(s)[2] for s in self.xs]
            cy = [q._pos_shape(s)[2] for s in self.ys]
            spread = (min(cx), max(cx), min(cy), max(cy))
        return q._screen(self.xs[0], self.ys[0], q.cross_order(self.g, self.h, kind), self.g == self.h,
                         kind, spread)

    def pairs(self, rule: str, kind: str):
        """The pairs of sites that get a case of this kind: those whose bytes may meet
        (`may_overlap_cross`, as `race_pairs` filters them) and, for two writes, not writing the
        same constant (`same_constant_writes`)."""
        q = self.q
        ys_named = [(ys, q._signature_id(ys)) for ys in self.ys]
        meets: dict = q._memo.setdefault("xov_ids", {})  # (signature id, signature id) -> may meet
        for xs in self.xs:
            sx = q._signature_id(xs)
            for ys, sy in ys_named:
                if rule == "SS105" and same_constant_writes(xs.stmt, ys.stmt):
                    continue
                if sx is None or sy is None:
                    meet = q.may_overlap_cross(xs, ys)
                else:
                    meet = meets.get((sx, sy))
                    if meet is None:
                        meet = meets[sx, sy] = q.may_overlap_cross(xs, ys)
                if meet:
                    yield xs, ys


class Forward(NamedTuple):
    """What follows an op site up to its dominating wait (see `Queries._forward`)."""

    waits: list  # wait sites on its counter that can run before the dominating wait
    dominated: bool  # some wait surely retires it
    reach: frozenset  # ids of the statements that can run after it before that wait
    straight: bool  # each of `waits` runs once after it, in its iteration, in textual order
    dominating: object = None  # the wait Site that surely retires it (when dominated)


#: the order of gen(X) and gen(Y) each cross-wave case implies, by (one group, kind of case)
_GEN_ORDER = {(True, "raw"): "<=", (True, "war"): ">=", (True, "late"): ">", (True, "war_same"): "==",
              (False, "raw"): "<", (False, "war"): ">", (False, "raw0"): "==", (False, "war0"): "=="}
_ORDERS = {"<": lambda a, b: a < b, "<=": lambda a, b: a <= b, "==": lambda a, b: a == b,
           ">": lambda a, b: a > b, ">=": lambda a, b: a >= b}

#: the order of two occurrences of one group each cross-wave case implies, with their positions
#: relaxed to classes (`Queries._screen`): (gx, gy, PX, PY, lowest and highest constant part of
#: xs's positions, of ys's)
_SAME_GEN_ORDER = {
    "raw": lambda gx, gy, px, py, xl, xh, yl, yh: Or(gx < gy, And(gx == gy, py + yh > px + xl)),
    "war": lambda gx, gy, px, py, xl, xh, yl, yh: Or(gx > gy, And(gx == gy, py + yl < px + xh)),
    "war_same": lambda gx, gy, px, py, xl, xh, yl, yh: And(gx == gy, py + yl < px + xh),
    "first": lambda gx, gy, px, py, xl, xh, yl, yh: Or(gx < gy, And(gx == gy, px + xl <= py + yh)),
    "second": lambda gx, gy, px, py, xl, xh, yl, yh: And(gx == gy, px + xh > py + yl),
}

#: how many times a path may run one loop's body while looking for the wait that retires an op
PASSES = 2
#: statements visited over all paths before giving up (`Queries._window`)
EXPLORE_STEPS = 4000
#: CPU seconds for the solver's check that a path's conditions can hold together
FEASIBLE_SECONDS = 1.0


class _Path(NamedTuple):
    """One path after an op in `Queries._explore`."""

    frames: tuple  # (block, index of the next statement, the Loop whose body the block is)
    after: tuple  # unit counts issued on the op's queue since the op
    bars: int  # barriers since the op
    pos: int  # statements since the op (the op counted)
    done: tuple | None  # (barriers, statements) at the wait that surely retires it
    passes: dict  # id(loop) -> bodies of it the path ran
    env: dict  # loop variable -> its value in the iteration the path is in
    iters: dict  # id(loop) -> (iteration index, trip count, variable value, step)
    conds: tuple  # branch and loop conditions taken


def _merged(intervals) -> list[tuple[int, int]]:
    """Sorted intervals with overlapping or touching ones joined (same bytes)."""
    out: list[tuple[int, int]] = []
    for s, e in sorted(intervals):
        if out and s <= out[-1][1]:
            if e > out[-1][1]:
                out[-1] = (out[-1][0], e)
        else:
            out.append((s, e))
    return out


def _constant(intervals) -> bool:
    return all(z3.is_int_value(s) and z3.is_int_value(e) for s, e, _ in intervals)


#: constant lists longer than this are compared run by run against symbolic intervals
MIN_RUN_LIST = 8


def _arith_runs(intervals) -> list[tuple[int, int, int, int]] | None:
    """A list of constant, surely non-empty intervals as maximal runs (first start, stride,
    count, length) of equal-length intervals at equal strides, in list order: the union of the
    runs' intervals is the list's union. None when an interval may be empty or the runs would
    not be at most half as many terms as the intervals."""
    pts = []
    for s, e, ne in intervals:
        if not is_true(ne):
            return None
        lo, hi = s.as_long(), e.as_long()
        if hi <= lo:
            return None
        pts.append((lo, hi))
    runs = []
    i = 0
    while i < len(pts):
        a, b = pts[i]
        length, n, stride = b - a, 1, 0
        if i + 1 < len(pts) and pts[i + 1][1] - pts[i + 1][0] == length and pts[i + 1][0] > a:
            stride = pts[i + 1][0] - a
            n = 2
            while i + n < len(pts) and pts[i + n][1] - pts[i + n][0] == length and \
                    pts[i + n][0] - pts[i + n - 1][0] == stride:
                n += 1
        runs.append((a, stride, n, length))
        i += n
    return runs if 2 * len(runs) <= len(pts) else None


#: a parameter with at most this many values in the proof's range is fixed value by value before
#: two generations are compared (`Queries._split_points`), in at most this many combinations
MAX_SPLIT_VALUES = 4
MAX_SPLIT_POINTS = 16
#: the forms of a site at parameter values where it has no occurrence (`Queries._gen_forms`)
ABSENT = object()

#: at most this many values of a symbolic address part, or of the difference of two, are
#: enumerated (`_part_values`, `Queries._shift_overlap`)
MAX_SHIFTS = 16


def _sum_parts(t, memo: dict, seen: dict):
    """A term as (its non-constant summands, the sum of its constant ones), flattening nested
    sums: `base + If(c, 0, 38016) + 8704` is ((If(c, 0, 38016),), base + 8704); a summand
    of one value (`_part_values`: `0*84736`) counts as a constant. `seen` holds the sums
    already split, by term (an end is its start plus a length: the start is split once). The
    walk reads Z3's terms through its C API and wraps only the summands it keeps: wrapping
    every subterm cost more than the rest of the byte forms together."""
    return _raw_sum_parts(t.as_ast(), t, memo, seen)


_APP_AST = z3.Z3_APP_AST


def _raw_sum_parts(a, t, memo: dict, seen: dict):
    """`_sum_parts` of the C-level term a (t: its wrapper, or None)."""
    ref = _CTX_REF
    if z3core.Z3_is_numeral_ast(ref, a):
        return (), int(z3core.Z3_get_numeral_string(ref, a))
    if z3core.Z3_get_ast_kind(ref, a) != _APP_AST or \
            z3core.Z3_get_decl_kind(ref, z3core.Z3_get_app_decl(ref, a)) != z3.Z3_OP_ADD:
        if t is None:
            t = z3.ArithRef(a, _CTX)
        v = _part_values(t, memo)
        return ((), next(iter(v))) if v is not None and len(v) == 1 else ((t,), 0)
    key = z3core.Z3_get_ast_id(ref, a)
    hit = seen.get(key)
    if hit is None:
        syms, c = [], 0
        for i in range(z3core.Z3_get_app_num_args(ref, a)):
            us, uc = _raw_sum_parts(z3core.Z3_get_app_arg(ref, a, i), None, memo, seen)
            syms.extend(us)
            c += uc
        # the entry keeps the term alive, so its id names it
        hit = seen[key] = (t if t is not None else z3.ArithRef(a, _CTX), (tuple(syms), c))
    return hit[1]


def _combined(fn, a: frozenset, b: frozenset) -> frozenset | None:
    """{fn(x, y) for x in a, y in b}, or None when that is more than `MAX_SHIFTS` values."""
    out = frozenset(fn(x, y) for x in a for y in b)
    return out if len(out) <= MAX_SHIFTS else None


_VALUE_OPS = {z3.Z3_OP_ADD: operator.add, z3.Z3_OP_SUB: operator.sub, z3.Z3_OP_MUL: operator.mul}


def _part_values(t, memo: dict):
    """Every value the integer term t can take, as a frozenset (a superset of them: both
    arms of a branch), or None when they are not a few constants (`MAX_SHIFTS`): numerals,
    If over such terms, and sums, differences, products and negations of them."""
    key = ("vals", ast_id(t))
    hit = memo.get(key, False)
    if hit is not False:
        return hit[1]
    out = None
    if is_int_numeral(t):
        out = frozenset((int_of(t),))
    elif z3.is_app(t):
        k = t.decl().kind()
        args = t.children()
        if k == z3.Z3_OP_ITE:
            a, b = _part_values(args[1], memo), _part_values(args[2], memo)
            out = None if a is None or b is None else a | b
        elif k in (z3.Z3_OP_ADD, z3.Z3_OP_SUB, z3.Z3_OP_MUL, z3.Z3_OP_UMINUS):
            vals = [_part_values(x, memo) for x in args]
            if all(v is not None for v in vals):
                out = vals[0]
                if k == z3.Z3_OP_UMINUS:
                    out = frozenset(-x for x in out)
                for v in vals[1:]:
                    out = _combined(_VALUE_OPS[k], out, v)
                    if out is None:
                        break
    if out is not None and len(out) > MAX_SHIFTS:
        out = None
    memo[key] = (t, out)  # the entry keeps t alive, so its id names it
    return out


def _shift_form(intervals, memo: dict):
    """An interval list as (S, constant intervals): every interval is [S + s, S + e) with one
    symbolic part S (a tuple of summands, () for none) and constant s < e, sorted and merged;
    empty ones (non-empty FALSE) left out. None when some interval is not of that form (its
    non-empty flag is not a constant, its ends have other symbolic parts, or it may be empty)."""
    f = _shift_parts(intervals, memo)
    return None if f is None else (f[0], _merged(f[1]))


def _shift_parts(intervals, memo: dict):
    """`_shift_form` with the constant intervals in list order, neither sorted nor merged."""
    part = None
    consts = []
    seen: dict = memo.setdefault("sum_parts", {})  # by term: every list's ends share its entries
    for s, e, ne in intervals:
        if not (is_true(ne) or is_false(ne)):
            ne = simplify(ne)  # `64 > 0`
        if is_false(ne):
            continue
        if not (is_true(ne) and isinstance(s, z3.ArithRef) and isinstance(e, z3.ArithRef) and s.is_int()
                and e.is_int()):
            return None
        ss, cs = _sum_parts(s, memo, seen)
        se, ce = _sum_parts(e, memo, seen)
        ids = tuple(ast_id(x) for x in ss)
        if ids != tuple(ast_id(x) for x in se) or ce <= cs:
            return None
        if part is None:
            part = (ids, tuple(ss))
        elif part[0] != ids:
            return None
        consts.append((cs, ce))
    return (part or ((), ())), consts


def _mask(intervals) -> int:
    """Constant intervals (non-negative ends) as an int with bit i set for byte i."""
    mask = 0
    for lo, hi in intervals:
        if hi > lo:
            mask |= ((1 << (hi - lo)) - 1) << lo
    return mask


def _shifted_meet(a: int, b: int, shifts) -> bool:
    """Does mask a, shifted up by some d in shifts (down for a negative d), share a bit with b?"""
    for d in shifts:
        if (a << d if d >= 0 else a >> -d) & b:
            return True
    return False


def _same_wave_rule(p: Site, e: Site) -> str | None:
    """The rule of one wave's op e issued while its op p is pending, or None where the two
    cannot race (one queue retires in order; two reads)."""
    if _queue(p) == _queue(e) or (p.kind == "read" and e.kind == "read"):
        return None
    if p.kind == "copy" and e.kind == "read":
        return "SS101"
    if p.kind == "read" and e.kind == "copy":
        # the read is issued first (program order): only the copy's latency keeps it ahead
        # (SS106, see checks/races.py read_issued_first)
        return "SS106"
    return "SS105"


def _queue(site: Site) -> str:
    if site.kind in VM_KINDS:
        return "vm"
    return "smem" if site.kind == "smem" else "lgkm"


def _consts(term, memo: dict) -> frozenset:
    """The AST ids of the uninterpreted constants a Z3 term mentions, memoised by term."""
    key = ("consts", term.get_id())
    hit = memo.get(key)
    if hit is None:
        if z3.is_const(term) and term.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            hit = frozenset((term.get_id(),))
        else:
            hit = frozenset().union(*[_consts(c, memo) for c in term.children()]) if term.num_args() else frozenset()
        memo[key] = hit
    return hit


class Queries:
    def __init__(self, enc: Encoder, bounds: dict | None = None):
        self.enc = enc
        #: parameter name -> (lo, hi) of the proof's range (None where unbounded): facts that
        #: hold for every value asked about, used to settle terms without the solver
        self.bounds = bounds or {}
        self._ranges: dict = {}
        self._linear = Linearizer(self.bounds)
        self.program = enc.program
        self.target = enc.program.target
        self._static_cache: dict = {}
        self._memo: dict = {}

    # -- retirement
    def _wait_value(self, w: Site, queue: str):
        t = self.enc.op_terms(w)
        if queue == "vm":
            n, lim = t["vmcnt"], self.target.vmcnt_max
        else:
            n, lim = t["lgkmcnt"], self.target.lgkmcnt_max
        if n is None:
            return None
        lo, hi = self.range(n)
        if lo is not None and hi is not None and 0 <= lo and hi <= lim:
            return n  # within the counter's range for every parameter value: no clamp
        return ite(n < 0, 0, ite(n > lim, lim, n))

    def range(self, term, site: Site | None = None) -> tuple:
        """Bounds of a term over the proof's parameter range (`encode.term_range`); with a
        site, its canonical trip indices count as >= 0 (their upper bounds are terms)."""
        if site is None or not site.ks:
            return term_range(term, self.bounds, self._ranges)
        bounds = dict(self.bounds)
        bounds.update((k.decl().name(), (0, None)) for k in site.ks)
        return term_range(term, bounds, {})

    def relevant_waits(self, x: Site) -> list[Site]:
        """Wait sites on x's counter that can matter for x: those that can run after x and
        before the first wait that retires x whatever the parameters (see `_forward`)."""
        return self._forward(x).waits

    def retired_before(self, x: Site, y: Site) -> bool:
        """Is every occurrence of y that follows an occurrence of x (same group) preceded by a
        wait that retires x, whatever the parameters? (y lies beyond x's dominating wait.)"""
        fw = self._forward(x)
        return fw.dominated and id(y.stmt) not in fw.reach

    def _forward(self, x: Site) -> Forward:
        """The waits, dominating wait, reach and straightness (`Forward`) for op site x.

        Walking forward from x through the statements that run after it, a wait written directly
        in one of those lists (not inside a nested loop or branch) runs on every path; if its value
        is a constant N and at least N units are issued after x on every path before it (ops
        directly in those lists with constant counts), it retires x: the dominating wait. Every
        later wait occurrence comes after it, and bounds are prefix-closed, so no later wait
        decides "retired within the bound" (it would be, by this one). `waits`: the wait sites
        on x's counter that can run after x before the dominating wait (all that can follow x
        when there is none); `reach`: ids of the statements that can run after x before it;
        `straight`: the dominating wait was found without leaving a loop around x and every wait
        in `waits` is written directly in the lists walked, so each runs exactly once after x, in
        x's iteration of the loops around it, in textual order."""
        key = ("fw", x.group, x.sid)
        hit = self._memo.get(key)
        if hit is not None:
            return hit
        q = _queue(x)
        name = "vmcnt" if q == "vm" else "lgkmcnt"
        sites = self._waits_by_stmt(x.group)
        only_zero = q == "smem" or self.enc.retire == "conservative"
        lim = self.target.vmcnt_max if q == "vm" else self.target.lgkmcnt_max
        counted = VM_KINDS if q == "vm" else (("read", "write") if q == "lgkm" else ())
        found: dict[int, Site] = {}
        reach: set[int] = set()
        straight = True

        def visit(block):
            nonlocal straight
            for stmt in block:
                reach.add(id(stmt))
                if isinstance(stmt, Loop):
                    visit(stmt.body)
                elif isinstance(stmt, If):
                    visit(stmt.then)
                    visit(stmt.orelse)
                elif isinstance(stmt, Wait) and getattr(stmt, name) is not None:
                    found.setdefault(id(stmt), sites[id(stmt)])
                    straight = False

        def result(dominating):
            out = Forward(list(found.values()), dominating is not None, frozenset(reach),
                          dominating is not None and straight, dominating)
            self._memo[key] = out
            return out

        ops = self._sites_by_stmt(x.group)
        after = []  # unit counts of the ops on x's queue issued after x on every path so far
        path = x.path
        for depth in range(len(path) - 1, -1, -1):
            block, idx, _branch = path[depth]
            for stmt in block[idx + 1:]:
                reach.add(id(stmt))
                if isinstance(stmt, (Loop, If)):
                    visit([stmt])
                elif isinstance(stmt, Wait):
                    if getattr(stmt, name) is None:
                        continue
                    w = sites[id(stmt)]
                    found.setdefault(id(stmt), w)
                    if self._surely_retires(self.enc.op_terms(w)[name], after, only_zero, lim):
                        return result(w)
                elif KIND_OF.get(type(stmt)) in counted:
                    after.append(self.enc.op_terms(ops[id(stmt)])["count"])
            if depth > 0:
                parent, pidx, _ = path[depth - 1]
                if isinstance(parent[pidx], Loop):
                    straight = False
                    visit(parent[pidx].body)  # later iterations run the whole body again
        return result(None)

    def _waits_by_stmt(self, g: int) -> dict[int, Site]:
        key = ("waits_by_stmt", g)
        if key not in self._memo:
            self._memo[key] = {id(w.stmt): w for w in self.enc.waits[g]}
        return self._memo[key]

    def _sites_by_stmt(self, g: int) -> dict[int, Site]:
        key = ("by_stmt", g)
        if key not in self._memo:
            self._memo[key] = {id(s.stmt): s for s in self.enc.sites[g]}
        return self._memo[key]

    def _surely_retires(self, n, after: list, only_zero: bool, lim: int) -> bool:
        """Does a wait with value term n retire an op after which the units `after` were issued,
        for every parameter value in the proof's range? A value 0 (or below) retires everything;
        in order, a value N (clamped to the counter's range) retires the op once N units were
        issued after it, so `sum(after) - N >= 0` for every value suffices (where N <= 0 the wait
        retires everything anyway). The difference is simplified first so that common terms
        cancel: 3*ha + 3*hb against ha + hb leaves 2*ha + 2*hb, never negative for ha, hb >= 1."""
        top = self.range(n)[1]
        if top is not None and top <= 0:
            return True
        if only_zero:
            return False
        v = _const_int(n)
        if v is not None:
            n = num(min(v, lim))
        low = self.range(simplify(Sum(after) - n if after else -n))[0]
        return low is not None and low >= 0

    def retires(self, x: Occ, w: Occ):
        """Does wait occurrence w (after x, same group) retire x? In order, a wait with value N
        retires all but the N youngest units, so x is retired once N units or more were issued
        after it. Under `conservative` (and for SMEM) only N = 0 retires."""
        q = _queue(x.site)
        n = self._wait_value(w.site, q)
        if n is None:
            return FALSE
        if q == "smem" or self.enc.retire == "conservative":
            return n == 0
        cq = "vm" if q == "vm" else "lgkm"
        return self.enc.cnt(w, cq) - self.enc.cnt(x, cq) - self.enc.units(x) >= n

    def not_retired(self, x: Occ, bound, tag: str, waits: list | None = None):
        """No wait retires x at an occurrence W with bound(W); bound holds on a prefix of the
        program (W before some point). Retiring holds on a suffix of each wait site's occurrences
        (more units issued after x), so per site it suffices to look at the last occurrence inside
        the bound: either no occurrence after x lies inside it, or the last one does not retire x.
        `waits`: the wait sites to look at (default: every one that can follow x, `_forward`);
        the caller vouches that no occurrence of the others satisfies the bound."""
        enc = self.enc
        parts = []
        fw = self._forward(x.site)
        waits = fw.waits if waits is None else waits
        if fw.straight:  # each wait runs once after x, in x's iteration: no occurrence to search for
            return And(*[Or(Not(bound(w)), Not(self.retires(x, w)))
                         for w in (self._same_iteration(x, ws) for ws in waits)])
        for ws in waits:
            q = ("site", ws.sid)
            total = enc.total(ws.group, q)
            before_x = enc.cnt(x, q)
            f = enc.occ(ws, tag + "f")  # first occurrence after x
            none_inside = Or(total == before_x,
                                And(f.valid, enc.pos(f) > enc.pos(x), enc.cnt(f, q) == before_x,
                                       Not(bound(f))))
            w = enc.occ(ws, tag + "l")  # last occurrence inside the bound
            n = enc.occ(ws, tag + "n")  # the occurrence after it
            last = Or(enc.cnt(w, q) + 1 == total,
                         And(n.valid, enc.cnt(n, q) == enc.cnt(w, q) + 1, Not(bound(n))))
            not_by_last = And(w.valid, enc.pos(w) > enc.pos(x), bound(w), last,
                                 Not(self.retires(x, w)))
            parts.append(Or(none_inside, not_by_last))
        return And(*parts) if parts else TRUE

    def retired(self, x: Occ, bound, tag: str):
        """Some wait occurrence W with bound(W) retires x; returns (formula, its variables)."""
        enc = self.enc
        parts, ks = [], []
        fw = self._forward(x.site)
        if fw.straight:
            return Or(*[And(self.retires(x, w), bound(w))
                           for w in (self._same_iteration(x, ws) for ws in fw.waits)]), ks
        for ws in fw.waits:
            w = enc.occ(ws, tag)
            ks += w.ks
            parts.append(And(w.valid, enc.pos(w) > enc.pos(x), self.retires(x, w), bound(w)))
        return (Or(*parts) if parts else FALSE), ks

    @staticmethod
    def _same_iteration(x: Occ, ws: Site) -> Occ:
        """The occurrence of wait site ws in x's iteration of the loops around both (ws is
        written in a list that encloses x's, so its loops are the outer ones of x's)."""
        n = len(ws.ks)
        assert tuple(ws.loops) == tuple(x.site.loops[:n])
        return Occ(ws, [], list(zip(ws.ks, x.ks[:n])), TRUE)

    def gen_bound(self, g: int, limit):
        """W is before the wave arrives at barrier number `limit` and before its group's last
        barrier (so effective_done_gen < limit)."""
        enc = self.enc
        total = enc.total(g, "bar")
        return lambda w: And(enc.gen(w) < limit, enc.gen(w) < total)

    # -- overlap
    def _waves(self, site: Site):
        return self.program.groups[site.group].waves

    def _split(self, site: Site) -> str:
        return self.enc.op_terms(site)["ref"].split

    def _ovl(self, ia, a: Occ, ib, b: Occ):
        """overlap(ia, ib), without the constant intervals of one side that lie outside the
        region of the other: an occurrence whose indices are in range touches only its region's
        bytes (`input_cases` decide the rest), so they could never meet. Per-lane byte sets
        have hundreds of constant intervals and a stage-indexed access one symbolic interval."""
        ca, cb = self._is_constant(ia), self._is_constant(ib)
        if ca and not cb:
            ia = self._within(ia, b.site)
        elif cb and not ca:
            ib = self._within(ib, a.site)
        return self._overlap(ia, ib)

    def _per_list(self, what: str, intervals, compute, *extra):
        """compute(intervals), memoised per interval list (the encoder hands out one list per
        occurrence and wave, and per site of constant bytes; per-lane lists have hundreds of
        intervals). The memo keeps the list alive with the result, so its id names it."""
        key = (what, id(intervals)) + extra
        hit = self._memo.get(key)
        if hit is None or hit[0] is not intervals:
            hit = self._memo[key] = (intervals, compute(intervals))
        return hit[1]

    def _raw(self, intervals):
        """The intervals as (start, end, non-empty) C-level ASTs, memoised per list; None when
        an endpoint is not an integer term (then z3's own comparison coerces it)."""
        return self._per_list("raw", intervals, _raw_intervals)

    def _overlap(self, ia, ib):
        """`encode.overlap(ia, ib)`, the same term built through the C API: the comparisons of a
        per-lane list (hundreds of intervals) against a symbolic one were most of the time spent
        building a proof's race questions (z3's `<` coerces and compares sorts per call).

        A long list of constant intervals against symbolic ones is compared run by run instead
        (`_runs`, `_run_meets`): per-lane byte sets are evenly spaced runs (256 lanes' intervals
        in 4 runs on the A16W16 GEMM), so a run gives one term where its intervals gave one each."""
        shifted = self._shift_overlap(ia, ib)
        if shifted is not None:
            return shifted
        if len(ia) > MIN_RUN_LIST or len(ib) > MIN_RUN_LIST:
            ca, cb = self._is_constant(ia), self._is_constant(ib)
            if ca != cb:
                runs = self._runs(ia if ca else ib)
                other = ib if ca else ia
                if runs is not None and self._raw(other) is not None:
                    return Or(*[And(ne, self._run_meets(run, s, e)) for s, e, ne in other for run in runs])
        ra, rb = self._raw(ia), self._raw(ib)
        if ra is None or rb is None:
            return overlap(ia, ib)
        ctx = _CTX.ref()
        mk_and = z3core.Z3_mk_and

        def lt(a, ta, b, tb):
            # Python asks a numeral on the right first (its class derives from the left's):
            # `x < 5` is built as `5 > x`
            if ta is not tb and issubclass(tb, ta):
                return z3.BoolRef(z3core.Z3_mk_gt(ctx, b, a), _CTX)
            return z3.BoolRef(z3core.Z3_mk_lt(ctx, a, b), _CTX)

        terms = []
        for s1, e1, n1, ts1, te1 in ra:
            for s2, e2, n2, ts2, te2 in rb:
                # each new AST is referenced (wrapped) before the next call may release it
                lo, hi = lt(s1, ts1, e2, te2), lt(s2, ts2, e1, te1)
                args = (z3.Ast * 4)(n1, n2, lo.as_ast(), hi.as_ast())
                terms.append(z3.BoolRef(mk_and(ctx, 4, args), _CTX))
        return Or(*terms) if terms else FALSE

    def _shift_overlap(self, ia, ib):
        """overlap(ia, ib) where each list is one symbolic part plus constant intervals
        (`_shift_form`: [Sa + s, Sa + e) against [Sb + s', Sb + e')) and the difference
        D = Sa - Sb takes a few known values (`_part_values`: ping-pong buffers chosen by
        If(stage % 2 == 0, -38016, 0)), else None.

        Two such intervals meet exactly when s + D < e' and s' < e + D: for each value d
        the lists' constant bytes are compared in Python (shifted by d), and the term is
        the disjunction of D == d over the values where they meet (TRUE where they meet at
        every value, FALSE at none). D takes one of the values in every model, so the term
        is the overlap itself, not a relaxation: one or two comparisons where the overlap
        of two per-lane lists was an n*m disjunction."""
        fa, fb = self._shift_form(ia), self._shift_form(ib)
        if fa is None or fb is None:
            return None
        (ida, sa), ca = fa
        (idb, sb), cb = fb
        if not ca or not cb:
            return FALSE
        if ida == idb:  # the same symbolic part: D is 0
            shifts = frozenset((0,))
        else:
            va, vb = self._sum_values(sa), self._sum_values(sb)
            if va is None or vb is None:
                return None
            shifts = _combined(operator.sub, va, vb)
            if shifts is None:
                return None
        meet = sorted(d for d in shifts if self._meets_at(ca, cb, d))
        if not meet:
            return FALSE
        if len(meet) == len(shifts):
            return TRUE
        if not sa:  # D = -Sb
            lhs, meet = Sum(*sb), [-d for d in meet]
        elif not sb:
            lhs = Sum(*sa)
        else:
            lhs = Sum(*sa) - Sum(*sb)
        return Or(*[lhs == num(d) for d in meet])

    def _shift_form(self, intervals):
        """`_shift_form` of a list, memoised per list. An occurrence's list (`Encoder.origin`)
        is its site's list with the occurrence's trip indices substituted, interval by interval:
        its form is the site's (found once per site) with the symbolic part substituted."""
        def form(ivs):
            hit = self.enc.origin.get(id(ivs))
            if hit is None or hit[0] is not ivs:
                return _shift_form(ivs, self._memo)
            o, canon = hit[1], hit[2]
            f = self._per_list("shift", canon, lambda c: _shift_form(c, self._memo))
            if f is None or not f[0][1]:
                return f
            parts = tuple(o.term(t) for t in f[0][1])
            return (tuple(ast_id(t) for t in parts), parts), f[1]

        return self._per_list("shift", intervals, form)

    def _sum_values(self, parts):
        """The values of a sum of terms (`_part_values`), or None."""
        out = frozenset((0,))
        for t in parts:
            v = _part_values(t, self._memo)
            if v is None:
                return None
            out = _combined(operator.add, out, v)
            if out is None:
                return None
        return out

    def _meets_at(self, ca, cb, d: int) -> bool:
        """Do the constant intervals ca, shifted by d, meet cb? (memoised per pair of lists)"""
        key = ("meetat", id(ca), id(cb), d)
        hit = self._memo.get(key)
        if hit is None or hit[0] is not ca or hit[1] is not cb:
            hit = self._memo[key] = (ca, cb, intervals_overlap([(s + d, e + d) for s, e in ca], cb))
        return hit[2]

    def _is_constant(self, intervals) -> bool:
        return self._per_list("const", intervals, _constant)

    def _runs(self, intervals):
        """A constant interval list as evenly spaced runs (`_arith_runs`), memoised per list;
        None when that saves too few terms or an interval may be empty."""
        return self._per_list("runs", intervals, _arith_runs)

    @staticmethod
    def _run_meets(run, s, e):
        """Does [s, e) meet some interval of the run (first, stride, count, length)?

        The run's intervals are [a + i*st, a + i*st + L) for 0 <= i < n (st, L > 0). The i with
        s < a + i*st + L are those from m = floor((s - a - L) / st) + 1 up (an upward-closed set,
        since the ends grow with i), the i with a + i*st < e a downward-closed set; so some i
        lies in both and in [0, n) exactly when i0 = max(m, 0) does: m <= n - 1 and
        a + max(m, 0)*st < e, i.e. a + m*st < e and a < e. Z3's integer division by a positive
        constant is floor division, so the term is exact (not a relaxation): every question
        keeps its answer and witness."""
        a, st, n, length = run
        if n == 1:
            return And(num(a) < e, s < num(a + length))
        m = (s - num(a + length)) / num(st) + 1
        return And(m <= num(n - 1), num(a) + m * num(st) < e, num(a) < e)

    def _within(self, intervals, site: Site):
        r = self.enc.op_terms(site)["ref"].region
        return self._per_list("within", intervals, lambda ivs: [
            iv for iv in ivs if iv[0].as_long() < r.end and r.base < iv[1].as_long()], r.base, r.end)

    def _cover(self, o: Occ, split: str, waves) -> list:
        """The bytes the waves `waves` touch at occurrence o, as one interval list."""
        enc = self.enc
        if split == "none" or set(enc._members(o.site)) <= set(waves):
            return enc.intervals(o)
        return [iv for w in waves for iv in enc.wave_intervals(o, w)]

    def same_wave_overlap(self, a: Occ, b: Occ):
        enc = self.enc
        if self._split(a.site) == "none" and self._split(b.site) == "none":
            return self._ovl(enc.intervals(a), a, enc.intervals(b), b)
        return Or(*[self._ovl(enc.wave_intervals(a, w), a, enc.wave_intervals(b, w), b) for w in self._waves(a.site)])

    def cross_overlap(self, a: Occ, b: Occ):
        enc = self.enc
        sa, sb = self._split(a.site), self._split(b.site)
        wa_all, wb_all = self._waves(a.site), self._waves(b.site)
        if sa == "none" and sb == "none":
            return self._ovl(enc.intervals(a), a, enc.intervals(b), b)
        if not set(wa_all) & set(wb_all):
            # every wave pair counts: some slice of a meets some slice of b exactly when the
            # union of a's slices meets the union of b's, and where a side's waves are all the
            # waves its op is split among, their slices partition the whole intervals (one term
            # per interval pair instead of one per wave pair)
            return self._ovl(self._cover(a, sa, wa_all), a, self._cover(b, sb, wb_all), b)
        terms = []
        if sa == "none":
            for wb in wb_all:
                if any(w != wb for w in wa_all):
                    terms.append(self._ovl(enc.intervals(a), a, enc.wave_intervals(b, wb), b))
        elif sb == "none":
            for wa in wa_all:
                if any(w != wa for w in wb_all):
                    terms.append(self._ovl(enc.wave_intervals(a, wa), a, enc.intervals(b), b))
        else:
            for wa in wa_all:
                ia = enc.wave_intervals(a, wa)
                for wb in wb_all:
                    if wa != wb:
                        terms.append(self._ovl(ia, a, enc.wave_intervals(b, wb), b))
        return Or(*terms) if terms else FALSE

    def may_alias(self, a: Site, b: Site) -> bool:
        ra, rb = self.enc.op_terms(a)["ref"].region, self.enc.op_terms(b)["ref"].region
        return ra.base < rb.end and rb.base < ra.end

    # -- static filters: sites whose bytes are constants are compared in Python, not by Z3
    def _static(self, site: Site):
        key = (site.group, site.sid)
        if key in self._static_cache:
            return self._static_cache[key]
        out = []
        for s, e, ne in self.enc.op_terms(site)["intervals"]:
            if not (isinstance(s, z3.IntNumRef) and isinstance(e, z3.IntNumRef)):  # else built constant
                s, e, ne = simplify(s), simplify(e), simplify(ne)
            if not (is_int_numeral(s) and is_int_numeral(e) and is_true(ne) or is_false(ne)):
                out = None
                break
            if is_true(ne):
                out.append((int_of(s), int_of(e)))
        self._static_cache[key] = out
        return out

    def _slice_mask(self, site: Site, wave: int, whole) -> int:
        """The constant bytes `wave` touches (its slice of each interval where the op is split),
        as an int with bit i set for byte i: two byte sets meet when their masks share a bit."""
        ref = self.enc.op_terms(site)["ref"]
        key = ("mask", site.group, site.sid, wave if ref.split != "none" else None)
        hit = self._memo.get(key)
        if hit is not None:
            return hit
        if ref.split == "none":
            parts = whole
        elif ref.split == "wave" and self.enc.wave_spans(site, ref, wave) is not None:
            parts = self.enc.wave_spans(site, ref, wave)
        elif ref.split == "wave":
            parts = []
            for s, e, ne in self.enc._wave_terms(site, ref, wave):
                s, e, ne = simplify(s), simplify(e), simplify(ne)
                if not (z3.is_int_value(s) and z3.is_int_value(e)):
                    parts = None
                    break
                if not z3.is_false(ne) and e.as_long() > s.as_long():
                    parts.append((s.as_long(), e.as_long()))
            if parts is None:  # symbolic per-wave bytes: the whole element's constant bytes bound them
                parts = whole
        else:
            members = self.program.groups[site.group].waves if ref.split == "group" else \
                tuple(range(self.program.waves))
            n, i = len(members), members.index(wave)
            parts = [(s + (e - s) * i // n, s + (e - s) * (i + 1) // n) for s, e in whole]
        mask = 0
        for lo, hi in parts:
            if hi > lo:
                mask |= ((1 << (hi - lo)) - 1) << lo
        self._memo[key] = mask
        return mask

    def may_overlap_same_wave(self, a: Site, b: Site) -> bool:
        """Can one wave's bytes of an occurrence of a meet its bytes of an occurrence of b?
        False only when no shift between the two sites' byte forms (`_byte_form`) makes a
        wave's masks share a bit: then `same_wave_overlap` is false for every pair of
        occurrences."""
        if not self.may_alias(a, b):
            return False
        meet = self.meet_shifts(a, b, False)
        return meet is None or bool(meet)

    def may_overlap_cross(self, a: Site, b: Site) -> bool:
        """Can a wave's bytes of an occurrence of a meet another wave's bytes of an occurrence of
        b? False only when no shift between their byte forms (`_byte_form`) does."""
        if not self.may_alias(a, b):
            return False
        meet = self.meet_shifts(a, b, True)
        return meet is None or bool(meet)

    def meet_shifts(self, a: Site, b: Site, cross: bool):
        """The values D of S(a) - S(b), the symbolic parts of two occurrences' bytes
        (`_byte_form`), at which a wave's bytes of a can meet bytes of b: those of another wave
        (`cross`) or its own; a frozenset, or None where a byte form is missing or the
        differences are too many (`MAX_SHIFTS`). Memoised per pair of forms."""
        ka, kb = self._signature_id(a), self._signature_id(b)
        if ka is None or kb is None:
            return None
        key = ("meetshift", ka, kb, cross)
        hit = self._memo.get(key, False)
        if hit is not False:
            return hit
        (va, ma, la), (vb, mb, lb) = self._byte_form(a), self._byte_form(b)
        diffs = _combined(operator.sub, va, vb)
        if diffs is None:
            hit = None
        else:
            # byte S + c is bit c - low: bit i of a's mask meets bit j of b's when
            # i + (D + la - lb) == j
            other = self._others_masks(b, mb) if cross else dict(mb)
            hit = frozenset(d for d in diffs if any(_shifted_meet(m, other[w], (d + la - lb,)) for w, m in ma))
        self._memo[key] = hit
        return hit

    def _same_wave_meet(self, a: Site, b: Site) -> bool:
        """`may_overlap_same_wave` (memoised per pair of byte forms by `meet_shifts`)."""
        return self.may_overlap_same_wave(a, b)

    def _meet_key(self, site: Site):
        """Sites with equal keys get the same overlap answers (`_signature_id`)."""
        return self._signature_id(site)

    def _signature_id(self, site: Site) -> int | None:
        """A number per distinct (region, `_byte_form`) (None where there is no byte form): sites
        with equal numbers get equal answers from `meet_shifts`, and a look-up hashes no masks."""
        key = ("sigid", site.group, site.sid)
        hit = self._memo.get(key, False)
        if hit is False:
            form = self._byte_form(site)
            region = self.enc.op_terms(site)["ref"].region
            names = self._memo.setdefault("signature_names", {})
            hit = self._memo[key] = None if form is None else \
                names.setdefault((region.base, region.end, form), len(names))
        return hit

    def _signature(self, site: Site):
        return self._signature_id(site)

    def _byte_form(self, site: Site):
        """(values, masks, low): for every occurrence and every wave w of the site's group, the
        bytes w touches are S + c for c - low a bit of masks[w] (an int, bit i for byte
        i + low; low <= 0) and S, the symbolic part of the site's bytes (`byte_part`), one of
        `values` (a frozenset of ints). Constant bytes have the values {0}; bytes of the form
        S + constant (`_shift_parts`), where S takes a few values (`_part_values`: the
        ping-pong buffer of a stage index), have those values. None where the bytes are of
        neither form.

        So two occurrences' bytes of waves wa and wb can meet only if S(a) - S(b), some value
        of values(a) - values(b) (the values are a superset of S's, whatever the occurrences'
        trip indices), shifts masks_a[wa] onto a bit of masks_b[wb] (`meet_shifts`): a test in
        Python, once per pair of forms, where before a term was built per pair of sites."""
        key = ("bytes", site.group, site.sid)
        hit = self._memo.get(key, False)
        if hit is not False:
            return hit
        ref = self.enc.op_terms(site)["ref"]
        waves = self._waves(site)
        st = self._static(site)
        if st is not None:
            out = (frozenset((0,)), tuple((w, self._slice_mask(site, w, st)) for w in waves), 0)
            part = ((), ())
        else:
            out, part = self._shifted_masks(site, ref, waves)
        self._memo[key] = out
        self._memo[("bytepart", site.group, site.sid)] = part
        return out

    def byte_part(self, site: Site):
        """(AST ids, summands) of the symbolic part S of the site's bytes in `_byte_form`, where
        every wave's bytes share it (() for constant bytes), else None."""
        self._byte_form(site)
        return self._memo[("bytepart", site.group, site.sid)]

    def _shifted_masks(self, site: Site, ref, waves) -> tuple:
        """(`_byte_form`, `byte_part`) of a site whose bytes are not constants (None, None where
        they have no such form)."""
        f = _shift_parts(self.enc.op_terms(site)["intervals"], self._memo)
        if f is None:
            return None, None
        part = f[0]
        values = self._sum_values(part[1])
        if values is None:
            return None, None
        if ref.split == "none":
            whole = [(values, f[1])] * len(waves)
        elif ref.split == "wave":
            whole = []
            for w in waves:
                constant = self.enc.wave_spans(site, ref, w)  # computed in Python where it can be
                fw = (((), ()), constant) if constant is not None else \
                    _shift_parts(self.enc._wave_terms(site, ref, w), self._memo)
                vw = None if fw is None else self._sum_values(fw[0][1])
                if vw is None:
                    return None, None
                if not fw[1]:  # the wave touches no bytes
                    whole.append((frozenset(), []))
                    continue
                if part is not None and fw[0][0] != part[0]:
                    part = None  # the waves' bytes have other symbolic parts
                whole.append((vw, fw[1]))
        else:  # each interval cut into equal slices, as `Encoder.wave_intervals` cuts it
            members = self.enc._members(site)
            n = len(members)
            whole = []
            for w in waves:
                i = members.index(w)
                whole.append((values, [(s + (e - s) * i // n, s + (e - s) * (i + 1) // n) for s, e in f[1]]))
        union = frozenset().union(*[v for v, _ in whole])
        if len(union) > MAX_SHIFTS:
            return None, None
        low = min([0] + [s for _, cs in whole for s, _ in cs])  # masks need bits at positions >= 0
        form = (union, tuple((w, _mask([(s - low, e - low) for s, e in cs])) for w, (_, cs) in zip(waves, whole)), low)
        return form, part

    def _others_masks(self, site: Site, masks) -> dict:
        """For each wave of the program: the bytes the site's waves other than it touch."""
        key = ("others", site.group, site.sid)
        hit = self._memo.get(key)
        if hit is None:
            masks = dict(masks)
            union = 0
            for m in masks.values():
                union |= m
            hit = {}
            for w in range(self.program.waves):
                if w not in masks:
                    hit[w] = union
                else:
                    rest = 0
                    for v, m in masks.items():
                        if v != w:
                            rest |= m
                    hit[w] = rest
            self._memo[key] = hit
        return hit

    # -- producers (order.py `_has_producer`)
    def _producer_body(self, y: Occ, xs: Site, tag: str):
        enc = self.enc
        x = enc.occ(xs, tag)
        ks = list(x.ks)
        ordered, k1 = self.retired(x, self.gen_bound(xs.group, enc.gen(y)), tag + "w")
        ks += k1
        options = [ordered]
        if xs.group == y.site.group:
            if xs.kind == "write":
                options.append(enc.pos(x) < enc.pos(y))
            else:
                done, k2 = self.retired(x, lambda w: enc.pos(w) < enc.pos(y), tag + "d")
                ks += k2
                options.append(And(enc.pos(x) < enc.pos(y), done))
        body = And(enc.exists(x), self._ovl(enc.intervals(x), x, enc.intervals(y), y), Or(*options))
        return body, ks

    def _producer_sites(self, y: Site):
        out = []
        iy = self._static(y)
        for g in self.enc.sites:
            for s in g:
                if s.kind in WRITE_KINDS and self.may_alias(s, y):
                    ix = self._static(s)
                    if ix is None or iy is None or intervals_overlap(_merged(ix), _merged(iy)):
                        out.append(s)
        return out

    def has_producer(self, y: Occ, tag: str):
        key = ("has", id(y))
        if key not in self._memo:
            self._memo[key] = Or(*[self._producer_body(y, xs, f"{tag}p{i}")[0]
                                      for i, xs in enumerate(self._producer_sites(y.site))] or [FALSE])
        return self._memo[key]

    def no_producer(self, y: Occ, tag: str):
        key = ("no", id(y))
        if key not in self._memo:
            parts = []
            for i, xs in enumerate(self._producer_sites(y.site)):
                body, ks = self._producer_body(y, xs, f"{tag}q{i}")
                parts.append(z3.ForAll(ks, Not(body)) if ks else Not(body))
            self._memo[key] = And(*parts) if parts else TRUE
        return self._memo[key]

    # -- per-site pieces, built once and shared by every case that names the site
    def occ_of(self, site: Site, role: str) -> Occ:
        key = ("occ", site.group, site.sid, role)
        if key not in self._memo:
            self._memo[key] = self.enc.occ(site, f"{role}{site.group}_{site.sid}_")
        return self._memo[key]

    def unpublished(self, site: Site, role: str):
        """(formula, G): the occurrence's effective done generation is >= G."""
        key = ("edg", site.group, site.sid, role)
        if key not in self._memo:
            x = self.occ_of(site, role)
            g = z3.Int(f"G.{role}{site.group}_{site.sid}")
            bound, tag = self.gen_bound(site.group, g), f"{role}{site.group}_{site.sid}_w"
            d = self._window(site)
            if d is None:
                f = self.not_retired(x, bound, tag)
            else:
                # x is published by gen(x) + d (`_window`), so G <= gen(x) + d, and only waits
                # with an occurrence less than d barriers after x can satisfy the bound
                near = self._near(site, 0, d - 1)
                f = And(g <= self.enc.gen(x) + d, self.not_retired(x, bound, tag, near))
            self._memo[key] = (f, g)
        return self._memo[key]

    def pending_at(self, site: Site, role: str):
        """(formula, B): no wait at a position before B retires the occurrence."""
        key = ("pend", site.group, site.sid, role)
        if key not in self._memo:
            x = self.occ_of(site, role)
            b = z3.Int(f"B.{role}{site.group}_{site.sid}")
            bound, tag = (lambda w: self.enc.pos(w) < b), f"{role}{site.group}_{site.sid}_v"
            d = self._pos_window(site)
            if d is None:
                f = self.not_retired(x, bound, tag)
            else:
                # a wait at most d positions after x retires it (`_pos_window`): B <= pos(x) + d,
                # and only waits with an occurrence 1..d-1 positions after x can satisfy the bound
                near = self._near(site, 1, d - 1, "pos")
                f = And(b <= self.enc.pos(x) + d, self.not_retired(x, bound, tag, near))
            self._memo[key] = (f, b)
        return self._memo[key]

    def exists(self, o: Occ):
        key = ("ex", id(o))
        if key not in self._memo:
            self._memo[key] = self.enc.exists(o)
        return self._memo[key]

    def _overlap_term(self, a: Occ, b: Occ, same_wave: bool):
        """True when the bytes are constants (the static filter already decided), else Z3."""
        if self._static(a.site) is not None and self._static(b.site) is not None:
            return TRUE
        return self.same_wave_overlap(a, b) if same_wave else self.cross_overlap(a, b)

    # -- sites that never run in the same run: branches on parameters only
    def _param_conds(self, site: Site) -> tuple:
        """The conditions of the site's branches that mention parameters only (no trip index):
        each holds for the whole run when an occurrence of the site exists (a parameter does not
        change during a run), as a sorted tuple of Z3 AST ids (equal terms share one)."""
        key = ("pconds", site.group, site.sid)
        hit = self._memo.get(key)
        if hit is None:
            params = {p.get_id() for p in self.enc.params.values()}
            ids = []
            for c in site.valid:
                if _consts(c, self._memo) <= params:
                    self._memo[("term", c.get_id())] = c
                    ids.append(c.get_id())
            hit = self._memo[key] = tuple(sorted(set(ids)))
        return hit

    def compatible(self, ka: tuple, kb: tuple) -> bool:
        """Can occurrences of sites with these `_param_conds` exist in one run? False only when
        the solver finds the conditions contradictory over the proof's range (the cases of an
        assembly kernel, constexpr branches): such a pair needs no race case, since each case's
        formula requires both occurrences to exist."""
        if not ka or not kb or ka == kb:
            return True
        key = ("compat", ka, kb) if ka <= kb else ("compat", kb, ka)
        hit = self._memo.get(key)
        if hit is None:
            s = self._in_range()
            s.add(*[self._memo[("term", i)] for i in set(ka) | set(kb)])
            hit = self._memo[key] = budget.check(s, FEASIBLE_SECONDS)[0] != z3.unsat
        return hit

    # -- the cases
    def race_cases(self, rules: set[str], limit: int | None = None):
        """The race questions (`Case`) of the selected SS1xx rules: pairs of sites of one wave,
        then of two waves. With `limit`, raises `TooManyQuestions` before building any formula
        as soon as more than `limit` pairs are left after the static filters (the pairs of two
        waves are counted first: a kernel of many waves has most of its pairs there, and the
        count stops where it passes the limit, so that deciding to ask none costs little)."""
        same, cross = self.race_pairs(rules, limit)
        out = self.same_cases(same)
        for g, h, xs, ys in cross:
            out.extend(self._cross(g, h, xs, ys, rules))
        return out

    def cross_classes(self, rules: set[str]) -> list[CrossClass]:
        """The pairs of two waves' sites grouped by what their cases' generation screens are
        built from (`CrossClass`), with the kinds of case each class pair gets, before any
        formula is built and without listing the pairs of sites (`CrossClass.pairs` does).

        The class of a site is its generation shape (`_gen_shape`: the canonical generation,
        branch and loop conditions, trip indices), its kind and its window: every input of
        `cross_kinds` but the one test of a pair, `same_constant_writes` (applied per pair),
        and of `_screen`'s key. So a class pair's kinds are those of each of its pairs (or
        more, where that test drops SS105), and all its pairs' cases of one kind share one
        screen. `compatible` depends on the branch conditions alone, so it is a class test."""
        enc = self.enc
        groups = self.program.groups
        out: list[CrossClass] = []
        for g in range(len(groups)):
            for h in range(len(groups)):
                if g == h and len(groups[g].waves) < 2:
                    continue
                writes = self._classes([s for s in enc.sites[g] if s.kind in WRITE_KINDS], g == h)
                others = self._classes([s for s in enc.sites[h] if s.kind in LDS_KINDS], g == h)
                for xs in writes:
                    kx = self._param_conds(xs[0])
                    for ys in others:
                        if not self.compatible(kx, self._param_conds(ys[0])):
                            continue
                        kinds = self.cross_kinds(g, h, xs[0], ys[0], rules, per_pair=False)
                        if kinds:
                            out.append(CrossClass(self, g, h, xs, ys, kinds))
        return out

    def _classes(self, sites: list[Site], same_group: bool = False) -> list[list[Site]]:
        """Sites of one group by (generation shape, kind, windows), and for pairs within one
        group by the symbolic part of their positions too (`_pos_shape`), in program order of
        their first member, each class in program order."""
        by: dict = {}
        for s in sites:
            key = (self._gen_shape(s), s.kind, self._window(s), self._end_window(s),
                   self._pos_shape(s)[0] if same_group else None)
            by.setdefault(key, []).append(s)
        return list(by.values())

    def _pos_shape(self, site: Site) -> tuple:
        """The canonical position of a site as (AST ids of its symbolic summands, the summands,
        its constant part): sites of one loop body between the same loops and branches share
        the symbolic part and differ by the constant (`_sum_parts`)."""
        key = ("posshape", site.group, site.sid)
        hit = self._memo.get(key)
        if hit is None:
            syms, c = _sum_parts(self.enc.count_before(site, "pos"), self._memo, {})
            hit = self._memo[key] = (tuple(ast_id(t) for t in syms), syms, c)
        return hit

    def race_pairs(self, rules: set[str], limit: int | None = None, cross_too: bool = True) -> tuple[list, list]:
        """The pairs of sites the race questions are about, before any formula is built: (the
        same-wave pairs as (rule, pair, p, e, depth), the pairs of two waves as (g, h, xs, ys)),
        each after the static filters; `limit` as in `race_cases`. With `cross_too=False` only
        the same-wave pairs (the others are left to `cross_classes`)."""
        enc = self.enc
        groups = self.program.groups
        cross: list[tuple] = []  # (g, h, xs, ys): pairs of sites of two waves that may meet
        for g in range(len(groups) if cross_too else 0):
            for h in range(len(groups)):
                if g == h and len(groups[g].waves) < 2:
                    continue
                writes = [s for s in enc.sites[g] if s.kind in WRITE_KINDS]
                others = [(ys, self._signature(ys)) for ys in enc.sites[h] if ys.kind in LDS_KINDS]
                # the sites of h that can run with a write of g (`compatible`), in program order
                keys = [self._param_conds(ys) for ys, _ in others]
                mates_of: dict[tuple, list] = {}
                for xs in writes:
                    sx = self._signature(xs)
                    kx = self._param_conds(xs)
                    mates = mates_of.get(kx)
                    if mates is None:
                        ok = {ky: self.compatible(kx, ky) for ky in set(keys)}
                        mates = mates_of[kx] = [o for o, ky in zip(others, keys) if ok[ky]]
                    for ys, sy in mates:
                        # sites with constant bytes: one answer per pair of signatures
                        meet = self._memo.get(("xov", sx, sy)) if sx is not None and sy is not None else None
                        if meet is None:
                            meet = self.may_overlap_cross(xs, ys)
                            if sx is not None and sy is not None:
                                self._memo[("xov", sx, sy)] = meet
                        if meet:
                            cross.append((g, h, xs, ys))
                            if limit is not None and len(cross) > limit:
                                raise TooManyQuestions(limit)
        same: list[tuple] = []  # (rule, pair, p, e, depth) of the same-wave questions to build
        for g, sites in enumerate(enc.sites):
            lds = [s for s in sites if s.kind in LDS_KINDS]
            # one wave against itself: (p, e), e issued while p may still be pending
            order = {id(s): i for i, s in enumerate(lds)}
            found = []
            # an op whose paths to its retirement are known (`may_run_unretired`) is paired with
            # the ops on them only: every other pair of it is dropped below anyway
            unknown = [s for s in lds if self._explored(s)[4] is None]
            by_stmt = self._sites_by_stmt(g)
            for p in lds:
                met = self._explored(p)[4]
                if met is None:
                    continue
                ka = self._param_conds(p)
                for sid in met:
                    e = by_stmt[sid]
                    rule = _same_wave_rule(p, e)
                    if rule in rules and self.compatible(ka, self._param_conds(e)) and self._same_wave_meet(p, e):
                        found.append((order[id(p)], order[id(e)], rule, p, e))
            # the others with every op: sites with the same kind and byte form taken together for
            # the overlap test, those that can run together (`compatible`)
            by_conds: dict[tuple, dict] = {}
            for s in lds if unknown else ():
                mk = self._meet_key(s)
                by_conds.setdefault(self._param_conds(s), {}).setdefault(
                    (s.kind, _queue(s), ("site", id(s)) if mk is None else mk), []).append(s)
            unknown_ids = {id(s) for s in unknown}
            for ka, parts_a in by_conds.items():
                for kb, parts_b in by_conds.items():
                    if not self.compatible(ka, kb):
                        continue
                    for ps in parts_a.values():
                        ps = [p for p in ps if id(p) in unknown_ids]
                        if not ps:
                            continue
                        for es in parts_b.values():
                            rule = _same_wave_rule(ps[0], es[0])
                            if rule not in rules or not self._same_wave_meet(ps[0], es[0]):
                                continue
                            found.extend((order[id(p)], order[id(e)], rule, p, e) for p in ps for e in es)
            found.sort(key=lambda t: (t[0], t[1]))
            for _, _, rule, p, e in found:
                pair = (e, p) if rule == "SS106" else (p, e)
                if rule == "SS105" and same_constant_writes(p.stmt, e.stmt):
                    continue
                depth = exclusive_depth(p.stmt, e.stmt)
                if depth == 0:
                    continue  # each lane runs one side of the per-lane branch (ir.Arms)
                if self.retired_before(p, e) or not self.may_run_unretired(p, e, depth):
                    continue
                d = self._pos_window(p)  # e runs before the wait that retires p, if at all
                if d is not None and self.apart(p, e, 1, d, "pos"):
                    continue
                same.append((rule, pair, p, e, depth))
                if limit is not None and len(same) + len(cross) > limit:
                    raise TooManyQuestions(limit)
        return same, cross

    def same_cases(self, same: list) -> list[Case]:
        """The cases of same-wave pairs (`race_pairs`)."""
        enc = self.enc
        out: list[Case] = []
        for rule, pair, p, e, depth in same:
            P, E = self.occ_of(p, "P"), self.occ_of(e, "E")
            pend, b = self.pending_at(p, "P")
            f = And(self.exists(P), self.exists(E), enc.pos(P) < enc.pos(E), b == enc.pos(E), pend,
                    self._overlap_term(P, E, True))
            if depth is not None:  # not in one execution of that branch
                f = And(f, Or(*[P.ks[i] != E.ks[i] for i in range(depth)]))
            if rule == "SS105" and same_data_in_generation(p.stmt, e.stmt):
                f = And(f, enc.gen(P) != enc.gen(E))  # equal data within one generation
            out.append(Case(rule, f"same wave: {p.describe()} then {e.describe()}", f, pair))
        return out

    # -- generation windows: pairs of sites whose generations never come close enough
    def _window(self, site: Site) -> int | None:
        """An upper bound D on (effective done generation - generation) over every occurrence
        of an LDS op site, or None: how many barriers after its own an occurrence can still be
        unpublished.

        Every path the group can take after the op is followed (each arm of a branch; at the
        end of a loop's body, another iteration or the loop's end; a later loop run zero times
        or entered), counting the barriers passed and the units issued on the op's queue, until
        a wait surely retires the op (`_surely_retires`, on the units issued on that path) and a
        barrier follows it: the op is published by then, the number of barriers before that
        wait. D is the largest over the paths; None when some path ends, or runs a loop's body
        more than `PASSES` times, before that, or the paths are too many."""
        return self._explored(site)[0]

    def _pos_window(self, site: Site) -> int | None:
        """An upper bound on (position of the wait that retires it - position) over every
        occurrence of an LDS op site, or None (`_window`; no barrier needed after the wait)."""
        return self._explored(site)[1]

    def _end_window(self, site: Site) -> int | None:
        """An upper bound D' on (min(publication generation, barriers the group runs) -
        generation) over every occurrence of an LDS op site, or None: `_window`, where a path
        that ends with the op unpublished counts the barriers it passed after the op (a path
        that runs a loop's body more than `PASSES` times before publishing it still gives None).

        A wave group's waves run one schedule, so they run as many barriers: an occurrence y
        of the same group has gen(y) <= that count <= gen(x) + D' where x ended unpublished, and
        gen(y) <= gen(x) + D' where x was published. So two occurrences of one group race only
        within D' (`_gen_window`), even where x may never be published: the reads of the last
        generation of a kernel's work loop, which the loop's end leaves behind."""
        return self._explored(site)[3]

    def _gen_window(self, site: Site, same_group: bool) -> int | None:
        """The window that bounds gen(y) - gen(x) where x is still unpublished at gen(y): the
        site's `_window`, or for y of the same group its `_end_window`."""
        d = self._window(site)
        return d if d is not None or not same_group else self._end_window(site)

    def _explored(self, site: Site) -> tuple:
        key = ("window", site.group, site.sid)
        if key not in self._memo:
            self._memo[key] = self._explore(site)
        return self._memo[key]

    def may_run_unretired(self, x: Site, y: Site, depth: int | None = None) -> bool:
        """Can an occurrence of op y run after an occurrence of op x of the same wave, before x
        is retired, with bytes that can meet x's? False only when y's statement is on none of
        the paths `_explore` follows from x to the wait that surely retires it, or is on them
        only in iterations whose byte parts cannot meet x's (`_meets_in`).

        Soundness: where `_pos_window` is not None, `_explore` followed every path the wave can
        take after x (each arm of a branch, another iteration or the end of each loop, a later
        loop run or skipped) up to a wait that retires x for every parameter value, dropping a
        path only when its conditions contradict each other; it fails (None) where a path ends,
        or runs a loop's body more than `PASSES` times, first. Every statement the wave runs
        between x and that wait lies on one of those paths, and x is retired no later than that
        wait, so an occurrence of y while x is still pending is one of the statements recorded,
        with the iteration indices of its loops the path gives (x's own plus the iterations it
        moved on, or counted from 0 in a loop it entered). A same-wave race needs y to run
        while x is pending (`pending_at`) and their bytes to meet, so a y that is not recorded,
        or recorded only at indices where no byte can meet, races with no occurrence of x, for
        any parameter value. With `depth` (`exclusive_depth`: x and y lie on the two sides of a
        per-lane branch inside that many loops), indices equal to x's own in those loops are
        the same iteration of the branch, where the two never race either."""
        met = self._explored(x)[4]
        if met is None:
            return True
        own = [ast_id(k) for k in x.ks[:depth]] if depth and tuple(x.loops[:depth]) == tuple(y.loops[:depth]) \
            else None
        return any(self._meets_in(x, y, index) for index in met.get(id(y.stmt), {}).values()
                   if own is None or [ast_id(t) for t in index[:depth]] != own)

    def _meets_in(self, x: Site, y: Site, index: tuple) -> bool:
        """Can a wave's bytes of an occurrence of x meet its own bytes of an occurrence of y whose
        loops are at the iteration indices `index` (terms of x's indices)? The symbolic parts of
        their bytes (`byte_part`) must differ by a shift at which the bytes meet (`meet_shifts`);
        False only when the solver finds no indices of x (each >= 0) and parameter values in
        range where they do. True where a byte form is missing."""
        shifts = self.meet_shifts(x, y, False)
        if shifts is None:
            return True
        if not shifts:
            return False
        px, py = self.byte_part(x), self.byte_part(y)
        if px is None or py is None or len(index) != len(y.ks):
            return True
        key = ("meets_in", px[0], py[0], tuple(ast_id(t) for t in index), tuple(ast_id(k) for k in y.ks), shifts)
        hit = self._memo.get(key)
        if hit is None:
            sx, sy = Sum(*px[1]), Sum(*py[1])
            if y.ks:
                sy = substitute(sy, list(zip(y.ks, index)))
            d = sx - sy
            s = self._in_range()
            s.add(*[k >= 0 for k in x.ks])
            s.add(Or(*[d == num(v) for v in sorted(shifts)]))
            hit = self._memo[key] = budget.check(s, FEASIBLE_SECONDS)[0] != z3.unsat
        return hit

    def _near(self, site: Site, lo: int, hi: int, q: str = "bar") -> list[Site]:
        """The wait sites that can lie lo..hi barriers (positions, q="pos") after an occurrence
        of the site and before its retirement (`_near_waits`, `apart`)."""
        met = self._near_waits(site)
        return [ws for ws in self._forward(site).waits if id(ws.stmt) in met and not self.apart(site, ws, lo, hi, q)]

    def _near_waits(self, site: Site) -> frozenset:
        """Ids of the wait statements on the site's counter that some path of `_window` meets
        before (or at) the wait that retires the op: the only waits an occurrence can meet
        between the op and its retirement. A wait occurrence not among them that lies within the
        op's window comes after a retiring wait of its path, so it decides nothing that wait does
        not (valid where the window is not None)."""
        return self._explored(site)[2]

    def _explore(self, x: Site) -> tuple:
        """(generation bound, position bound) of `_window` and `_pos_window`, the waits met
        before retirement (`_near_waits`), the bound of `_end_window`, and the statements met
        before retirement (`may_run_unretired`; None where the position bound is).

        A path carries the branch and loop conditions it took (terms over the parameters and
        x's trip indices; another iteration of a loop is its index plus one, so `if k + 1 <
        k_tiles` in one iteration and the loop's end after it contradict each other). A path
        that would fail the bound is dropped when the solver finds its conditions contradictory
        (`_feasible`): only failing paths are asked about."""
        enc = self.enc
        q = _queue(x)
        name = "vmcnt" if q == "vm" else "lgkmcnt"
        waits = self._waits_by_stmt(x.group)
        only_zero = q == "smem" or enc.retire == "conservative"
        lim = self.target.vmcnt_max if q == "vm" else self.target.lgkmcnt_max
        counted = VM_KINDS if q == "vm" else (("read", "write") if q == "lgkm" else ())
        ops = self._sites_by_stmt(x.group)
        env0 = dict(x.env)
        # per loop: (iteration index, trip count, start, step) of the iteration the path is in
        iters0: dict = {}
        for loop, k in zip(x.loops, x.ks):
            iters0[id(loop)] = self._loop_terms(loop, env0, k)
        # a frame: (block, index of the next statement, the Loop whose body the block is)
        frames0 = []
        for depth, (block, idx, _branch) in enumerate(x.path):
            parent = x.path[depth - 1] if depth else None
            loop = parent[0][parent[1]] if parent and isinstance(parent[0][parent[1]], Loop) else None
            frames0.append((block, idx + 1, loop))  # the next statement to run in each list
        passes0 = {id(loop): 1 for loop in x.loops}
        todo = [_Path(tuple(frames0), (), 0, 1, None, passes0, env0, iters0, ())]
        steps = 0
        gen_best, pos_best, published = 0, 0, True
        # barriers a path passes before the group ends with x unpublished (`_end_window`); a
        # path that ends with x not even retired leaves no position bound either
        end_best, retired = 0, True
        met: set[int] = set()  # waits on x's counter met before x is retired, on any path
        # every op statement met before x is retired, on any path -> the iteration indices of
        # its loops there (terms of x's indices: `may_run_unretired`), by their AST ids
        before: dict[int, dict] = {}
        while todo:
            frames, after, bars, pos, done, passes, env, iters, conds = todo.pop()

            def fail() -> bool:
                """This path ends before the bound: True if it can happen (the bound fails)."""
                return self._feasible(x, conds)

            while True:
                steps += 1
                if steps > EXPLORE_STEPS:
                    return None, None, frozenset(), None, None
                if not frames:  # the group ends
                    if fail():
                        published = False  # never published
                        retired = retired and done is not None
                        end_best = None if end_best is None else max(end_best, bars)
                    break
                block, idx, loop = frames[-1]
                if idx >= len(block):  # the block ends: leave it
                    rest = frames[:-1]  # the enclosing frames already point past this block
                    if loop is not None:  # another iteration, or the loop ends
                        it, trips, first, step = iters[id(loop)]
                        more = None if trips is None else it + 1 < trips
                        if passes.get(id(loop), 0) >= PASSES:
                            if fail() if more is None else self._feasible(x, conds + (more,)):
                                if done is None:
                                    return None, None, frozenset(), None, None
                                published = False
                                end_best = None
                                break
                        else:
                            again = dict(passes)
                            again[id(loop)] = again.get(id(loop), 0) + 1
                            env2 = dict(env)
                            env2[loop.var] = first + (it + 1) * step
                            iters2 = dict(iters)
                            iters2[id(loop)] = (it + 1, trips, first, step)
                            todo.append(_Path(rest + ((block, 0, loop),), after, bars, pos, done, again, env2,
                                              iters2, conds if more is None else conds + (more,)))
                        if more is not None:
                            conds = conds + (Not(more),)  # this path: the loop ends
                    frames = rest
                    continue
                stmt = block[idx]
                frames = frames[:-1] + ((block, idx + 1, loop),)
                if isinstance(stmt, Loop):
                    if passes.get(id(stmt), 0) >= PASSES:
                        if fail():
                            if done is None:
                                return None, None, frozenset(), None, None
                            published = False
                            end_best = None
                        break
                    terms = self._loop_terms(stmt, env, num(0))
                    trips = terms[1]
                    passes = dict(passes)
                    passes[id(stmt)] = passes.get(id(stmt), 0) + 1
                    if self._may_skip(stmt, x):  # it runs zero times
                        todo.append(_Path(frames, after, bars, pos, done, passes, env, iters,
                                          conds if trips is None else conds + (trips <= 0,)))
                    if trips is not None:
                        conds = conds + (trips >= 1,)
                    env = dict(env)
                    env[stmt.var] = terms[2]
                    iters = dict(iters)
                    iters[id(stmt)] = terms
                    frames = frames + ((stmt.body, 0, stmt),)
                    continue
                if isinstance(stmt, If):
                    try:
                        cond = as_bool(translate(stmt.cond, env, enc.params, stmt))
                    except NotEncodable:
                        cond = None
                    todo.append(_Path(frames + ((stmt.orelse, 0, None),), after, bars, pos, done, passes, env,
                                      iters, conds if cond is None else conds + (Not(cond),)))
                    frames = frames + ((stmt.then, 0, None),)
                    if cond is not None:
                        conds = conds + (cond,)
                    continue
                if done is None and KIND_OF.get(type(stmt)) in LDS_KINDS:
                    index = tuple(iters[id(f[2])][0] for f in frames if f[2] is not None)
                    before.setdefault(id(stmt), {}).setdefault(tuple(ast_id(t) for t in index), index)
                if isinstance(stmt, Barrier):
                    if done is not None:
                        gen_best = max(gen_best, done[0])
                        break  # published by this barrier
                    bars += 1
                elif done is None and isinstance(stmt, Wait):
                    if getattr(stmt, name) is not None:
                        met.add(id(stmt))
                        if self._surely_retires(enc.op_terms(waits[id(stmt)])[name], list(after), only_zero, lim):
                            done = (bars, pos)
                            pos_best = max(pos_best, pos)
                elif done is None and KIND_OF.get(type(stmt)) in counted:
                    after = after + (enc.op_terms(ops[id(stmt)])["count"],)
                pos += 1
        if not retired:
            return None, None, frozenset(), None if end_best is None else max(gen_best, end_best), None
        return (gen_best if published else None), pos_best, frozenset(met), \
            None if end_best is None else max(gen_best, end_best), before

    def _loop_terms(self, loop: Loop, env: dict, index) -> tuple:
        """(iteration index, trip count, value of its variable, step) of a loop at an iteration;
        the trip count None where its bounds are not encodable here."""
        enc = self.enc
        try:
            step = _const_int(translate(loop.step, env, enc.params, loop))
            first = as_int(translate(loop.start, env, enc.params, loop))
            trips = enc.trips(loop, env)
        except NotEncodable:
            return (index, None, z3.Int(f"v{loop.var.name}#{loop.var.uid}"), 0)
        return (index, trips, first + index * step, step)

    def _in_range(self) -> z3.Solver:
        """A solver holding the proof's parameter range (for the feasibility questions)."""
        s = z3.Solver()
        for name, (lo, hi) in self.bounds.items():
            p = self.enc.params[name]
            if lo is not None:
                s.add(p >= lo)
            if hi is not None:
                s.add(p <= hi)
        return s

    def _feasible(self, x: Site, conds: tuple) -> bool:
        """Can an occurrence of x take a path with these conditions, for some parameter value in
        range? False only when the solver says they contradict each other.

        The paths `_explore` asks about share prefixes, and most of them are contradictory for
        the same few reasons (a loop's end in one iteration and `k + 1 < trips` in it): each
        contradiction found is kept as its unsat core (the facts the solver needed, as Z3 AST ids
        of hash-consed terms; the terms are kept too, so that no id is reused for another term),
        and a question whose facts include a known core is contradictory without the solver. The
        proof's range is fixed for this object, so a core stays contradictory."""
        if not conds:
            return True
        facts = tuple(dict.fromkeys((*x.valid, *conds)))  # hash-consed: equal terms are one
        ids = {f.get_id() for f in facts}
        cores = self._memo.setdefault("cores", [])
        if any(core <= ids for core, _terms in cores):
            return False
        s = self._in_range()
        marks = [z3.Bool(f"fact!{i}") for i in range(len(facts))]
        s.add(*[z3.Implies(m, f) for m, f in zip(marks, facts)])
        if budget.check(s, FEASIBLE_SECONDS, marks)[0] != z3.unsat:
            return True
        used = {m.get_id() for m in s.unsat_core()}
        terms = tuple(f for m, f in zip(marks, facts) if m.get_id() in used)
        cores.append((frozenset(f.get_id() for f in terms), terms))
        return False

    def _may_skip(self, loop: Loop, x: Site) -> bool:
        """Can the loop (written after x, outside its loops or in the same lists) run zero
        times? False only when its trip count is positive for every parameter value."""
        try:
            trips = simplify(self.enc.trips(loop, x.env))
        except NotEncodable:  # bounds on variables of loops x is not in
            return True
        low = self.range(trips)[0]
        return low is None or low <= 0

    def _gen_forms(self, site: Site, tag: str, q: str = "bar", point: tuple = ()):
        """(linear forms of the site's generation, or position for q="pos", bounds of their
        variables), memoised; the site's own trip indices (and terms of them) are renamed with
        `tag`, so that two occurrences' indices stay apart. With `point` ((parameter, value)
        pairs), those parameters are fixed first; the forms are `ABSENT` when a condition of the
        site's existence is false there (no occurrence at those values)."""
        key = ("forms", site.group, site.sid, tag, q, point)
        hit = self._memo.get(key)
        if hit is None:
            lin = self._linear
            term = self.enc.count_before(site, q)
            if point:
                pairs = [(self.enc.params[n], num(v)) for n, v in point]
                if any(is_false(simplify(substitute(c, pairs))) for c in site.valid):
                    self._memo[key] = (ABSENT, {}, None)
                    return self._memo[key]
                term = simplify(substitute(term, pairs))
            fs = lin.forms(term)
            var_bounds = {}
            if fs is not None:
                local = {k.decl().name() for k in site.ks}
                renamed = {}
                for f in fs:
                    for v in f.coefs:
                        if v not in renamed:
                            renamed[v] = tag + v if lin.names[v] & local else v
                            var_bounds[renamed[v]] = lin.var_bounds[v]
                fs = [Form({renamed[v]: a for v, a in f.coefs.items()}, f.const) for f in fs]
            # sites with equal forms (and bounds) get equal answers: `apart` memoises on this
            # (a number per distinct value, so that a look-up hashes no tuple of forms)
            same = None if fs is None else (tuple(sorted((tuple(sorted(f.coefs.items())), f.const) for f in fs)),
                                            tuple(sorted(var_bounds.items())))
            if same is not None:
                names = self._memo.setdefault("form_names", {})
                same = names.setdefault(same, len(names))
            hit = self._memo[key] = (fs, var_bounds, same)
        return hit

    def _split_points(self, xs: Site, ys: Site, q: str) -> list[tuple]:
        """The values of the parameters of a small range (`MAX_SPLIT_VALUES` at most: flags,
        choices) that the two sites' counts or existence conditions mention, as every
        combination of them ((name, value) pairs, sorted by name); [()] when there are none or
        their combinations are more than `MAX_SPLIT_POINTS`. A parameter has one value in a run,
        shared by both occurrences: fixing it before the linear forms are taken keeps each arm
        of an if-then-else on it with the other arms of the same value (`Linearizer` drops the
        conditions, so `If(c, 1, 2) - If(c, 0, 1)` alone could be 0, 1 or 2, not just 1), and
        makes a product such as `k * If(c, 2, 33)` linear."""
        nx, ny = self._small_names(xs, q), self._small_names(ys, q)
        key = ("split", nx, ny)
        hit = self._memo.get(key)
        if hit is not None:
            return hit
        names = sorted(set(nx) | set(ny))
        out: list[tuple] = [()]
        if names:
            values = {name: vals for name, vals in self._small_params().values()}
            total = 1
            for n in names:
                total *= len(values[n])
            if total <= MAX_SPLIT_POINTS:
                out = [tuple(zip(names, combo)) for combo in itertools.product(*[values[n] for n in names])]
        self._memo[key] = out
        return out

    def _small_names(self, site: Site, q: str) -> tuple:
        """The parameters of a small range (`_small_params`) the site's count of q and its
        existence conditions mention, sorted by name."""
        key = ("small_names", site.group, site.sid, q)
        hit = self._memo.get(key)
        if hit is None:
            small = self._small_params()
            ids = _consts(self.enc.count_before(site, q), self._memo)
            for c in site.valid:
                ids = ids | _consts(c, self._memo)
            hit = self._memo[key] = tuple(sorted(small[i][0] for i in ids if i in small))
        return hit

    def _small_params(self) -> dict:
        """AST id of each parameter whose range has at most `MAX_SPLIT_VALUES` values ->
        (name, its values)."""
        hit = self._memo.get("small_params")
        if hit is None:
            hit = {}
            for name, (lo, hi) in self.bounds.items():
                if lo is not None and hi is not None and 0 < hi - lo + 1 <= MAX_SPLIT_VALUES \
                        and name in self.enc.params:
                    hit[self.enc.params[name].get_id()] = (name, tuple(range(lo, hi + 1)))
            self._memo["small_params"] = hit
        return hit

    def apart(self, xs: Site, ys: Site, lo: int | None, hi: int | None, q: str = "bar") -> bool:
        """Is gen(y) - gen(x) (pos(y) - pos(x) for q="pos") outside [lo, hi] for every pair of
        occurrences (`linear`), at each combination of the flags they depend on (`_split_points`)?"""
        if lo is not None and hi is not None and lo > hi:
            return True
        for point in self._split_points(xs, ys, q):
            fx, bx, kx = self._gen_forms(xs, "x.", q, point)
            fy, by, ky = self._gen_forms(ys, "y.", q, point)
            if fx is ABSENT or fy is ABSENT:
                continue  # no occurrence of one of them at these values
            if fx is None or fy is None:
                return False
            key = ("apart", kx, ky, lo, hi)
            hit = self._memo.get(key)
            if hit is None:
                var_bounds = {**bx, **by}
                hit = self._memo[key] = not any(can_lie_within(b.plus(a.scaled(-1)), lo, hi, var_bounds)
                                                for a in fx for b in fy)
            if not hit:
                return False
        return True

    def _cross(self, g, h, xs: Site, ys: Site, rules):
        return self.cross_cases(g, h, xs, ys, self.cross_kinds(g, h, xs, ys, rules))

    def _gen_shape(self, site: Site) -> tuple:
        """What a site's generation and existence are built from: the canonical generation term,
        branch and loop conditions and trip indices (as AST ids: the encoder keeps these terms
        alive, so the ids stay theirs)."""
        key = ("shape", site.group, site.sid)
        hit = self._memo.get(key)
        if hit is None:
            hit = self._memo[key] = (site.group, ast_id(self.enc.count_before(site, "bar")),
                                     tuple(ast_id(v) for v in site.valid), tuple(ast_id(k) for k in site.ks))
        return hit

    def _screen(self, xs: Site, ys: Site, order: str, same_group: bool = False, kind: str | None = None,
                spread: tuple | None = None) -> tuple:
        """(key, builder) of the generation screen of a case of a cross-wave pair.

        Every case `cross_cases` makes for (xs, ys) is a conjunction that contains: both
        occurrences exist (so their branch and loop conditions hold: `valid`), X is unpublished
        at gen(Y) (`GX == gy` and `unpublished`, which bounds GX <= gx + dx where xs's window dx
        is known), for a read Y also Y unpublished at gen(X) (gx <= gy + dy), and an order of
        the two generations (`order`, gx against gy: `_GEN_ORDER`; a raw case of one group
        `gx < gy or (gx == gy and ...)` implies gx <= gy). The screen is just those generation
        facts: implied by the case, so when it is unsatisfiable the case is.

        The screen is a function of the key alone: the two sites' generation terms, conditions
        and trip indices (`_gen_shape`), the windows and the order. Cases whose keys are equal
        get the same formula up to the names of the occurrences' trip-index variables, which
        are existentially quantified in every question (the parameters keep their names), so
        one answer holds for all of them (`prover._screen` asks each shared key once). The cases
        that reach the solver are mostly a few ops on each side of a loop nest (the same line
        unrolled per lane group, between the same barriers): one screen settles them all where
        their generations can never be that close in that order (with two unbounded trip counts
        a generation holds products of trip indices, which `apart`'s linear forms cannot tell
        apart).

        Within one group (`same_group`), the windows are `_gen_window`'s, and with `kind` and
        `spread` ((lowest, highest) constant part of the positions of xs's class, then of ys's:
        `_pos_shape`, whose symbolic part the class shares) the order of two occurrences of
        one generation is in the screen as well, relaxed to the class: a raw case's
        `pos(Y) > pos(X)` implies PY + highest(ys) > PX + lowest(xs), and so on. A read at
        the end of a work loop's iteration and a write at the start of the next one share a
        generation, but the read comes first."""
        dx = self._gen_window(xs, same_group)
        two_writes = ys.kind in WRITE_KINDS
        dy = None if two_writes else self._gen_window(ys, same_group)
        if not same_group or kind not in _SAME_GEN_ORDER or spread is None:
            kind = spread = None
        key = ("gen", self._gen_shape(xs), self._gen_shape(ys), dx, dy, order, kind, spread,
               self._pos_shape(xs)[0] if spread else None, self._pos_shape(ys)[0] if spread else None)

        def build(extra=None):
            """The screen; with `extra`, a callable of the two occurrences, in conjunction with
            what it gives (`byte_screen`)."""
            enc = self.enc
            X, Y = self.occ_of(xs, "X"), self.occ_of(ys, "Y")
            gx, gy = enc.gen(X), enc.gen(Y)
            if spread is None:
                ordered = _ORDERS[order](gx, gy)
            else:
                px, py = X.term(Sum(*self._pos_shape(xs)[1])), Y.term(Sum(*self._pos_shape(ys)[1]))
                ordered = _SAME_GEN_ORDER[kind](gx, gy, px, py, *spread)
            parts = [X.valid, Y.valid, ordered]
            if dx is not None:
                parts.append(gy <= gx + dx)
            if dy is not None:
                parts.append(gx <= gy + dy)
            if extra is not None:
                parts.append(extra(X, Y))
            return And(*parts)

        return key, build

    def byte_screen(self, xs: Site, ys: Site) -> tuple | None:
        """(key, callable of two occurrences X, Y) of what a cross-wave case of xs and ys implies
        of their bytes' symbolic parts: S(X) - S(Y) is one of the shifts at which the bytes
        can meet (`meet_shifts`), since `cross_overlap` holds only there. The same function
        for every pair with the same key (the symbolic parts' terms and the shifts), so one
        screen with it (`_screen`'s `extra`) settles all of them. None where the bytes have no
        shared symbolic part (or none at all: the shift is 0)."""
        px, py = self.byte_part(xs), self.byte_part(ys)
        if px is None or py is None or not (px[0] or py[0]):
            return None
        meet = self.meet_shifts(xs, ys, True)
        if meet is None:
            return None

        def extra(X, Y):
            d = X.term(Sum(*px[1])) - Y.term(Sum(*py[1]))
            return Or(*[d == num(v) for v in sorted(meet)])

        return (px[0], py[0], meet), extra

    def cross_kinds(self, g, h, xs: Site, ys: Site, rules, per_pair: bool = True) -> list[tuple[str, str]]:
        """The (rule, kind) of the cases a pair of two waves' sites gets, decided without a
        formula (static filters and `apart`); the order of the two generations each kind implies
        is `cross_order`. With `per_pair=False`, the kinds of every pair of the two sites'
        classes (`cross_classes`): the test of the pair's own statements is left out."""
        same = g == h
        dx = self._gen_window(xs, same)  # gen(y) <= gen(x) + dx when x is still unpublished at gen(y)
        if ys.kind in WRITE_KINDS:
            if "SS105" not in rules or per_pair and same_constant_writes(xs.stmt, ys.stmt) or \
                    self.apart(xs, ys, 0, dx):
                return []
            return [("SS105", "first"), ("SS105", "second")]
        raw_rule = "SS101" if xs.kind == "copy" else "SS102"
        war_rule = "SS103" if xs.kind == "copy" else "SS104"
        # a copy over a read issued in an earlier generation is latency-protected (SS106)
        late_rule = "SS106" if xs.kind == "copy" else war_rule
        if raw_rule not in rules and war_rule not in rules and late_rule not in rules:
            return []
        dy = self._gen_window(ys, same)  # gen(x) <= gen(y) + dy when y is still unpublished at gen(x)
        low = None if dy is None else -dy

        def near(lo, hi):  # the generations can differ by lo..hi (within both windows)
            lo = lo if low is None else (low if lo is None else max(lo, low))
            hi = hi if dx is None else (dx if hi is None else min(hi, dx))
            return not self.apart(xs, ys, lo, hi)

        if g == h:
            wanted = [(raw_rule, "raw", lambda: near(0, None))]
            if late_rule == war_rule:
                wanted.append((war_rule, "war", lambda: near(None, 0)))
            else:  # a copy: over a read of an earlier generation SS106, of its own generation SS103
                wanted += [(late_rule, "late", lambda: near(None, -1)), (war_rule, "war_same", lambda: near(0, 0))]
        else:
            wanted = [(raw_rule, "raw", lambda: near(1, None)), (raw_rule, "raw0", lambda: near(0, 0)),
                      (late_rule, "war", lambda: near(None, -1)), (war_rule, "war0", lambda: near(0, 0))]
        return [(rule, kind) for rule, kind, ok in wanted if rule in rules and ok()]

    def cross_order(self, g, h, kind: str) -> str:
        """The order of gen(X) against gen(Y) a cross case of this kind implies."""
        return "<=" if kind in ("first", "second") else _GEN_ORDER[g == h, kind]

    def cross_cases(self, g, h, xs: Site, ys: Site, kinds: list[tuple[str, str]]) -> list[Case]:
        """The cases of a pair of two waves' sites, of the kinds `cross_kinds` gave (or some of
        them), each with its generation screen (`_screen`). Their formulas are built when first
        asked for (`Case.exact`, `Case.batch`), once for all the pair's cases: building the byte
        overlap of every two waves costs more than most questions, and a case answered by a
        finding already confirmed (`prover._prove`) is never asked."""
        if not kinds:
            return []
        enc = self.enc
        built: dict = {}

        def part(name):
            """A piece of the pair's formulas, all built on first use."""
            if not built:
                X, Y = self.occ_of(xs, "X"), self.occ_of(ys, "Y")
                gx, gy = enc.gen(X), enc.gen(Y)
                ux, GX = self.unpublished(xs, "X")
                ux = And(ux, self._end_bound(xs, g, h, gx, gy))
                built.update(X=X, Y=Y, gx=gx, gy=gy)
                if ys.kind in WRITE_KINDS:
                    f = And(self.exists(X), self.exists(Y), gx <= gy, GX == gy, ux, self._overlap_term(X, Y, False))
                    if same_data_in_generation(xs.stmt, ys.stmt):  # equal data within one generation
                        f = And(f, gx != gy)
                    # order.py reports the pair at the later of the two by (generation, group, position)
                    if g < h:
                        x_first = Or(gx < gy, gx == gy)
                    elif g > h:
                        x_first = gx < gy
                    else:
                        x_first = Or(gx < gy, And(gx == gy, enc.pos(X) <= enc.pos(Y)))
                    built.update(f=f, x_first=x_first)
                else:
                    uy, GY = self.unpublished(ys, "Y")
                    uy = And(uy, self._end_bound(ys, g, h, gy, gx))
                    built["base"] = And(self.exists(X), self.exists(Y), GX == gy, ux, GY == gx, uy,
                                        self._overlap_term(X, Y, False))
            return built[name]

        out = []
        if ys.kind in WRITE_KINDS:
            label = f"{xs.describe()} and {ys.describe()} across waves"
            for _rule, kind in kinds:
                if kind == "first":
                    out.append(Case("SS105", label, lambda: And(part("f"), part("x_first")), (xs, ys), primary=ys))
                else:
                    out.append(Case("SS105", label + " (reported at the first)",
                                    lambda: And(part("f"), Not(part("x_first"))), (xs, ys), primary=xs))
                out[-1].screen = self._screen(xs, ys, "<=")
            return out
        label = f"{xs.describe()} ({self.program.groups[g].name}) vs {ys.describe()} ({self.program.groups[h].name})"

        def pos_order(later):  # gx < gy or, in one generation, Y after X (later) or before it
            gx, gy, px, py = part("gx"), part("gy"), enc.pos(part("X")), enc.pos(part("Y"))
            return Or(gx < gy, And(gx == gy, py > px)) if later else Or(gx > gy, And(gx == gy, py < px))

        for rule, kind in kinds:
            if g == h:
                if kind == "raw":
                    out.append(Case(rule, label, lambda: And(part("base"), pos_order(True)), (xs, ys)))
                elif kind == "war":
                    out.append(Case(rule, label, lambda: And(part("base"), pos_order(False)), (xs, ys)))
                elif kind == "late":
                    out.append(Case(rule, label, lambda: And(part("base"), part("gx") > part("gy")), (xs, ys)))
                else:  # war_same
                    out.append(Case(rule, label + " (same generation)",
                                    lambda: And(part("base"), part("gx") == part("gy"),
                                                enc.pos(part("Y")) < enc.pos(part("X"))), (xs, ys)))
            elif kind == "raw":
                out.append(Case(rule, label, lambda: And(part("base"), part("gx") < part("gy")), (xs, ys)))
            elif kind == "war":
                out.append(Case(rule, label, lambda: And(part("base"), part("gx") > part("gy")), (xs, ys)))
            else:
                def relaxed():
                    return And(part("base"), part("gx") == part("gy"))
                if kind == "raw0":
                    out.append(Case(rule, label + " (same generation)",
                                    lambda relaxed=relaxed: And(relaxed(), self.no_producer(part("Y"), "N")), (xs, ys),
                                    quantified=True, relaxed=relaxed))
                else:
                    out.append(Case(rule, label + " (same generation)",
                                    lambda relaxed=relaxed: And(relaxed(), self.has_producer(part("Y"), "H")), (xs, ys),
                                    relaxed=relaxed))
            out[-1].screen = self._screen(xs, ys, _GEN_ORDER[g == h, kind])
        return out

    def _end_bound(self, site: Site, g: int, h: int, gen_own, gen_other):
        """gen_other <= gen_own + D' where the site's `_window` is None but, the other site being
        of the same group, its `_end_window` D' is not (implied by the case: `_end_window`)."""
        if g != h or self._window(site) is not None:
            return TRUE
        d = self._end_window(site)
        return TRUE if d is None else gen_other <= gen_own + d

    def barrier_cases(self):
        """SS201, one case per barrier site: it is the first barrier of its group that pairs
        with nothing (the group runs more barriers than the group with fewest)."""
        enc = self.enc
        n = len(self.program.groups)
        if n < 2:
            return []
        totals = [enc.total(g, "bar") for g in range(n)]
        fewest = totals[0]
        for t in totals[1:]:
            fewest = ite(t < fewest, t, fewest)
        out = []
        for g, sites in enumerate(enc.sites):
            for bs in sites:
                if bs.kind != "barrier":
                    continue
                B = enc.occ(bs, "B")
                f = And(B.valid, totals[g] > fewest, enc.gen(B) == fewest)
                out.append(Case("SS201", f"barrier at line {bs.line} ({self.program.groups[g].name}) "
                                         "left unpaired", f, (bs,)))
        return out

    def counter_cases(self):
        enc = self.enc
        out = []
        for sites in enc.sites:
            for s in sites:
                if s.kind == "wait":
                    W = enc.occ(s, "W")
                    t = enc.op_terms(s)
                    for name, lim in (("vmcnt", self.target.vmcnt_max), ("lgkmcnt", self.target.lgkmcnt_max)):
                        if t[name] is not None:
                            n = W.term(t[name])
                            out.append(Case("SS301", f"{name} value at line {s.line}",
                                            And(W.valid, Or(n < 0, n > lim)), (s,)))
                elif s.kind != "barrier" and not self.target.counters_hold_excess:
                    out.append(self._overflow(s))
        return out

    def _overflow(self, xs: Site) -> Case:
        enc = self.enc
        vm = xs.kind in VM_KINDS
        cq, lim, name = ("vm", self.target.vmcnt_max, "vmcnt") if vm else \
            ("lgkm_all", self.target.lgkmcnt_max, "lgkmcnt")
        X = enc.occ(xs, "X")
        out_after = enc.cnt(X, cq) + enc.units(X)
        parts = [enc.exists(X), out_after > lim]
        for ws in enc.waits[xs.group]:
            if getattr(ws.stmt, name) is None:
                continue
            q = ("site", ws.sid)
            W = enc.occ(ws, "L")
            n = self._wait_value(ws, "vm" if vm else "lgkm")
            last = And(W.valid, enc.pos(W) < enc.pos(X), enc.cnt(W, q) + 1 == enc.cnt(X, q),
                          out_after - enc.cnt(W, cq) + n > lim)
            parts.append(Or(enc.cnt(X, q) == 0, last))
        return Case("SS301", f"{name} overflow at {xs.describe()}", And(*parts), (xs,))

    def input_cases(self):
        """Occurrences the executor rejects: negative counts, indices or bytes out of range.
        A site whose count and indices are within range for every parameter value and trip
        index (`surely`, on its canonical terms) needs no question."""
        enc = self.enc
        out = []
        for sites in enc.sites:
            for s in sites:
                if s.kind in ("wait", "barrier"):
                    continue
                t = enc.op_terms(s)
                low = self.range(t["count"], s)[0]
                checks = t.get("in_range") or []
                if low is not None and low >= 0 and all(self.surely(c, s) for c in checks):
                    continue
                X = enc.occ(s, "I")
                n = enc.units(X)
                bad = n < 0
                if checks:
                    bad = Or(bad, And(n > 0, Not(And(*[X.term(c) for c in checks]))))
                out.append(Case("input", f"{s.describe()} out of range", And(X.valid, bad), (s,)))
        return out

    def surely(self, cond, site: Site | None = None) -> bool:
        """Does a condition hold for every parameter value in range and every trip index
        (>= 0) of `site`'s loops? False where the bounds do not tell (`encode.truth`)."""
        cond = simplify(cond)
        if z3.is_true(cond):
            return True
        bounds = dict(self.bounds)
        if site is not None:
            bounds.update((k.decl().name(), (0, None)) for k in site.ks)
        return truth(cond, bounds, {}) is True
