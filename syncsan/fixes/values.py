"""Parameter points to try edits at, and expressions for a wait value that varies with them.

The weakest safe value of a wait is found exactly at concrete parameter points (the executor). A
value that depends on the parameters is then written as an expression in the kernel's own names:
the sum of the counts of the ops issued between the op it must retire and the wait (`hb + ha`), a
linear fit over the parameters that count ops, or the smallest value seen. Each candidate must be
safe at every point tried; the prover (or the sweep) then checks the chosen one for all values.
"""

from __future__ import annotations

import itertools
from typing import Mapping, Sequence

from syncsan.analysis import build_sweep
from syncsan.executor import INF
from syncsan.ir import BinOp, Const, Expr, Param, Program, Value, evaluate, free_names, simplify

#: points tried per program, at most
MAX_POINTS = 40


def sample_points(program: Program, overrides: Mapping[str, tuple], prove: bool,
                  witnesses: Sequence[dict]) -> list[dict]:
    """Witnesses first, then each parameter moved alone over a few values of its range (the
    whole sweep when it is small)."""
    axes: dict[str, list] = {}
    if prove:
        from syncsan.prover import domains

        for d in domains(program, {k: v for k, v in overrides.items() if k not in program.fixed}):
            if d.values is not None:
                axes[d.decl.name] = list(d.values)
            else:
                lo = d.lo if d.lo is not None else int(d.decl.default)
                vals = [lo, lo + 1, lo + 2, lo + 3, lo + 4, lo + 7]
                if d.hi is not None:
                    vals = [v for v in vals if v <= d.hi] + [d.hi - 1, d.hi]
                axes[d.decl.name] = sorted({v for v in vals if d.lo is None or v >= d.lo})
    else:
        sweep = build_sweep(program, {k: v for k, v in overrides.items() if k not in program.fixed})
        axes = {k: list(v) for k, v in sweep.items()}
    names = list(axes)
    total = 1
    for v in axes.values():
        total *= len(v)
    out: list[dict] = [dict(w) for w in witnesses if set(w) == set(names)]
    if total <= MAX_POINTS:
        out.extend(dict(zip(names, combo)) for combo in itertools.product(*(axes[n] for n in names)))
    else:
        base = out[0] if out else {n: axes[n][0] for n in names}
        for n in names:
            vals = axes[n]
            near = [v for v in vals if v in (base[n] - 1, base[n] + 1)]
            pick = vals[:3] + near + vals[-2:]
            for v in dict.fromkeys(pick):
                out.append(dict(base, **{n: v}))
    seen, unique = set(), []
    for p in out:
        key = tuple(sorted(p.items()))
        if key not in seen:
            seen.add(key)
            unique.append(p)
    return unique[:MAX_POINTS]


def linear(terms: dict) -> Value:
    """sum(coefficient * expr) + constant from {expr-or-1: coefficient}, written the way a person
    would: added terms first, then the constant, then what is subtracted (`63 - n`, `hb - 1`)."""
    def part(e, c):
        if e == 1:
            return c
        return e if c == 1 else simplify("*", c, e)

    pos = [(e, c) for e, c in terms.items() if e != 1 and c > 0]
    neg = [(e, -c) for e, c in terms.items() if e != 1 and c < 0]
    const = terms.get(1, 0)
    total: Value | None = None
    for e, c in pos:
        total = part(e, c) if total is None else simplify("+", total, part(e, c))
    if const > 0 or total is None:
        total = const if total is None else simplify("+", total, const)
    elif const < 0:
        total = simplify("-", total, -const)
    for e, c in neg:
        total = simplify("-", total, part(e, c))
    return total


def count_sum(counts: Sequence[Value]) -> Value:
    """The counts of a run of ops as one expression, equal terms collected (2 * hb + ha)."""
    terms: dict = {}
    const = 0
    for c in counts:
        if isinstance(c, Const):
            c = c.value
        if isinstance(c, int):
            const += c
        else:
            terms[c] = terms.get(c, 0) + 1
    if const:
        terms[1] = const
    return linear(terms)


def fit(program: Program, counter_names: set[str], need, base: dict) -> Value | None:
    """c + sum(a_q * q) over the integer parameters that count ops, from finite differences of
    `need` (a function of a parameter point, INF when unconstrained) at `base`."""
    n0 = need(base)
    if n0 == INF or n0 is None:
        return None
    coeffs = {}
    for q in sorted(counter_names):
        decl = next((p for p in program.params if p.name == q), None)
        if decl is None or isinstance(decl.default, bool):
            continue
        step = 1
        if (decl.hi is not None and base[q] + 1 > decl.hi) or (decl.choices and base[q] + 1 not in decl.choices):
            step = -1
        if (decl.lo is not None and base[q] + step < decl.lo) or (decl.choices and base[q] + step not in decl.choices):
            continue
        n1 = need(dict(base, **{q: base[q] + step}))
        if n1 == INF or n1 is None:
            continue
        coeffs[q] = (n1 - n0) // step if (n1 - n0) % step == 0 else None
        if coeffs[q] is None:
            return None
    const = n0 - sum(a * base[q] for q, a in coeffs.items())
    terms: dict = {Param(q): a for q, a in coeffs.items() if a}
    if const:
        terms[1] = const
    return linear(terms) if terms else 0


def value_at(expr: Value, point: Mapping) -> int | None:
    try:
        v = evaluate(expr, dict(point))
    except (KeyError, ZeroDivisionError, TypeError):
        return None
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def choose(candidates: Sequence[Value], needs: Mapping[tuple, float], points: Sequence[dict],
           cmax: int) -> Value | None:
    """The candidate safe at every point (0 <= value <= need) that equals the need at the most
    points (the weakest); earlier candidates win ties."""
    best, best_score = None, -1
    for cand in candidates:
        score = 0
        ok = True
        for p in points:
            n = needs.get(tuple(sorted(p.items())))
            if n is None:
                continue
            limit = cmax if n == INF else min(n, cmax)
            v = value_at(cand, p)
            if v is None or v < 0 or v > limit:
                ok = False
                break
            if n != INF and v == limit:
                score += 1
        if ok and score > best_score:
            best, best_score = cand, score
    return best


def names_of(values: Sequence[Value]) -> set[str]:
    out: set[str] = set()
    for v in values:
        out |= free_names(v)
    return out


def is_const(v: Value) -> bool:
    return not isinstance(v, Expr) or isinstance(v, Const)


__all__ = ["choose", "count_sum", "fit", "linear", "sample_points", "value_at", "BinOp"]
