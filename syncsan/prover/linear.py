"""Linear forms of the encoder's counting terms, and a test that needs no solver.

A barrier generation is a sum of constants, parameters and trip indices times constants, with
if-then-else where a branch or a loop's trip count decides, and divisions by constants. Where
two occurrences' generations must lie within a few barriers of each other for a case to hold
(`Queries._cross`), most pairs of sites never do: their difference is a constant plus multiples
of the barriers per iteration. `forms` writes a term as the linear forms it can take (each arm of
an if-then-else, conditions dropped: a superset of its values) and `can_lie_within` decides, from
bounds and divisibility alone, that a difference never falls in a range. Only "never" is a
conclusion; anything else is left to the solver.
"""

from __future__ import annotations

import math

import z3

from syncsan.prover.encode import term_range

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


def forms(term, bounds: dict, local: set, tag: str, var_bounds: dict) -> list[Form] | None:
    """The linear forms `term` can take, or None (too many arms). Constants named in `local`
    (an occurrence's trip indices) are renamed with `tag`, so two occurrences' indices stay
    apart; a division, remainder or product of two non-constants becomes a variable of its own
    (shared between occurrences when it mentions no local constant), with the bounds
    `term_range` gives it. `var_bounds` receives the bounds of every variable named. (Names
    carry z3 term ids, unique among live terms: the encoder keeps the counting terms alive.)"""
    memo: dict = {}

    def opaque(t) -> list[Form]:
        mine = _mentions_local(t, local)
        name = f"{tag}#{t.get_id()}" if mine else f"#{t.get_id()}"
        if name not in var_bounds:
            var_bounds[name] = term_range(t, bounds, {})
        return [Form({name: 1}, 0)]

    def go(t) -> list[Form] | None:
        key = t.get_id()
        if key in memo:
            return memo[key]
        out: list[Form] | None
        if z3.is_int_value(t):
            out = [Form({}, z3.IntNumRef(t.as_ast(), t.ctx).as_long())]
        elif z3.is_const(t):
            name = t.decl().name()
            if name in local:
                name = f"{tag}{name}"
                var_bounds.setdefault(name, (0, None))  # a trip index
            else:
                var_bounds.setdefault(name, bounds.get(name, (None, None)))
            out = [Form({name: 1}, 0)]
        else:
            k = t.decl().kind()
            if k == z3.Z3_OP_ADD or k == z3.Z3_OP_SUB:
                out = go(t.arg(0))
                for i in range(1, t.num_args()):
                    other = go(t.arg(i))
                    if out is None or other is None:
                        out = None
                        break
                    sign = 1 if k == z3.Z3_OP_ADD else -1
                    out = [a.plus(b.scaled(sign)) for a in out for b in other]
                    if len(out) > MAX_FORMS:
                        out = None
                        break
            elif k == z3.Z3_OP_UMINUS:
                inner = go(t.arg(0))
                out = None if inner is None else [f.scaled(-1) for f in inner]
            elif k == z3.Z3_OP_MUL:
                consts = [c for c in t.children() if z3.is_int_value(c)]
                rest = [c for c in t.children() if not z3.is_int_value(c)]
                if len(rest) == 1:
                    c = math.prod(z3.IntNumRef(x.as_ast(), x.ctx).as_long() for x in consts)
                    inner = go(rest[0])
                    out = None if inner is None else [f.scaled(c) for f in inner]
                else:
                    out = opaque(t)
            elif k == z3.Z3_OP_ITE:
                a, b = go(t.arg(1)), go(t.arg(2))
                out = None if a is None or b is None or len(a) + len(b) > MAX_FORMS else a + b
            else:
                out = opaque(t)
        memo[key] = out
        return out

    return go(term)


def _mentions_local(t, local: set) -> bool:
    stack, seen = [t], set()
    while stack:
        u = stack.pop()
        if u.get_id() in seen:
            continue
        seen.add(u.get_id())
        if z3.is_const(u) and u.decl().name() in local:
            return True
        stack.extend(u.children())
    return False


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
