"""Linear forms of the encoder's counting terms, and a test that needs no solver.

A barrier generation is a sum of constants, parameters and trip indices times constants, with
if-then-else where a branch or a loop's trip count decides, and divisions by constants. Where
two occurrences' generations must lie within a few barriers of each other for a case to hold
(`Queries._cross`), most pairs of sites never do: their difference is a constant plus multiples
of the barriers per iteration. `Linearizer.forms` writes a term as the linear forms it can take (each arm of
an if-then-else, conditions dropped: a superset of its values) and `can_lie_within` decides, from
bounds and divisibility alone, that a difference never falls in a range. Only "never" is a
conclusion; anything else is left to the solver.
"""

from __future__ import annotations

import math

import z3

from syncsan.prover.encode import term_range
from syncsan.prover.terms import ast_id

#: a term with more arms than this is not split (its cases go to the solver)
MAX_FORMS = 64


class Form:
    """const + sum(coef * variable); variables are names with bounds (lo, hi), None unbounded."""

    __slots__ = ("coefs", "const")

    def __init__(self, coefs: dict, const: int):
        self.coefs = coefs
        self.const = const

    def scaled(self, c: int) -> Form:
        return Form({v: a * c for v, a in self.coefs.items()}, self.const * c)

    def plus(self, other: Form) -> Form:
        coefs = dict(self.coefs)
        for v, a in other.coefs.items():
            coefs[v] = coefs.get(v, 0) + a
        return Form({v: a for v, a in coefs.items() if a}, self.const + other.const)


class Linearizer:
    """The linear forms a term can take, or None (too many arms); memoised over subterms, so
    the counting terms of many sites (which share their prefixes) are walked once.

    Variables are named by their Z3 names: parameters (bounds from `bounds`), trip indices
    (bounds (0, None)), and for a division, remainder or product of two non-constants a variable
    of its own, named by the term's id, with the bounds `term_range` gives it. `names[v]` is the
    set of constants a variable stands for, so that a caller can tell the variables of one
    occurrence (its trip indices, and terms of them) from those shared by all."""

    def __init__(self, bounds: dict):
        self.bounds = bounds
        self.var_bounds: dict = {}
        self.names: dict[str, frozenset] = {}
        self._memo: dict = {}  # term id -> (forms, term): the term is kept alive with its id

    def forms(self, t) -> list[Form] | None:
        key = ast_id(t)
        hit = self._memo.get(key)
        if hit is not None:
            return hit[0]
        out: list[Form] | None
        if z3.is_int_value(t):
            out = [Form({}, z3.IntNumRef(t.as_ast(), t.ctx).as_long())]
        elif z3.is_const(t):
            name = t.decl().name()
            if name not in self.var_bounds:
                self.var_bounds[name] = self.bounds.get(name, (0, None) if "#" in name else (None, None))
                self.names[name] = frozenset((name,))
            out = [Form({name: 1}, 0)]
        else:
            k = t.decl().kind()
            if k == z3.Z3_OP_ADD or k == z3.Z3_OP_SUB:
                out = self.forms(t.arg(0))
                for i in range(1, t.num_args()):
                    other = self.forms(t.arg(i))
                    if out is None or other is None:
                        out = None
                        break
                    sign = 1 if k == z3.Z3_OP_ADD else -1
                    out = [a.plus(b.scaled(sign)) for a in out for b in other]
                    if len(out) > MAX_FORMS:
                        out = None
                        break
            elif k == z3.Z3_OP_UMINUS:
                inner = self.forms(t.arg(0))
                out = None if inner is None else [f.scaled(-1) for f in inner]
            elif k == z3.Z3_OP_MUL:
                kids = t.children()
                consts = [c for c in kids if z3.is_int_value(c)]
                rest = [c for c in kids if not z3.is_int_value(c)]
                if len(rest) == 1:
                    c = math.prod(z3.IntNumRef(x.as_ast(), x.ctx).as_long() for x in consts)
                    inner = self.forms(rest[0])
                    out = None if inner is None else [f.scaled(c) for f in inner]
                else:
                    out = self._opaque(t)
            elif k == z3.Z3_OP_ITE:
                a, b = self.forms(t.arg(1)), self.forms(t.arg(2))
                out = None if a is None or b is None or len(a) + len(b) > MAX_FORMS else a + b
            else:
                out = self._opaque(t)
        self._memo[key] = (out, t)
        return out

    def _opaque(self, t) -> list[Form]:
        name = f"#{t.get_id()}"  # the memo keeps t alive, so the id names it alone
        if name not in self.var_bounds:
            self.var_bounds[name] = term_range(t, self.bounds, {})
            self.names[name] = frozenset(_constants(t))
        return [Form({name: 1}, 0)]


def _constants(t) -> set[str]:
    out, stack, seen = set(), [t], set()
    while stack:
        u = stack.pop()
        if u.get_id() in seen:
            continue
        seen.add(u.get_id())
        if z3.is_const(u) and not z3.is_int_value(u):
            out.add(u.decl().name())
        stack.extend(u.children())
    return out


def can_lie_within(f: Form, lo: int | None, hi: int | None, var_bounds: dict) -> bool:
    """False only when no values of f's variables within their bounds (and integral) put f in
    [lo, hi] (None: unbounded): the bounds of f miss the range, or f moves in steps of the gcd
    of its coefficients and no step lands in it."""
    fmin = fmax = f.const
    step = 0
    for v, a in f.coefs.items():
        vlo, vhi = var_bounds.get(v, (None, None))
        if vlo is not None and vlo == vhi:
            fmin = None if fmin is None else fmin + a * vlo
            fmax = None if fmax is None else fmax + a * vlo
            continue
        step = math.gcd(step, a)
        low, high = (vlo, vhi) if a > 0 else (vhi, vlo)
        fmin = None if fmin is None or low is None else fmin + a * low
        fmax = None if fmax is None or high is None else fmax + a * high
    if fmax is not None and lo is not None and fmax < lo:
        return False
    if fmin is not None and hi is not None and fmin > hi:
        return False
    if lo is None or hi is None:
        return True
    # fixed variables were folded into the bounds, not into a base value: recompute the base
    base = f.const + sum(a * var_bounds[v][0] for v, a in f.coefs.items()
                         if var_bounds.get(v, (None, None))[0] is not None
                         and var_bounds[v][0] == var_bounds[v][1])
    if step == 0:
        return lo <= base <= hi
    # some base + step * t in [lo, hi]: the first value >= lo
    first = base + -((base - lo) // step) * step
    return first <= hi
