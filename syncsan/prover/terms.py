"""Term constructors for the encoder: z3's own, without the Python wrapper's per-argument
coercion and sort checks where every argument is already a term of the right sort.

Building the formulas, not solving them, took most of a proof's time: `z3.And` over n terms
asks each for its sort and compares sorts pairwise before the one C call that builds the
conjunction. The functions here make that call directly when the arguments are Z3 terms (the
C API still rejects ill-sorted terms with an error) and fall back to z3's own functions for
anything else (Python ints and bools). The wrapper's debug assertions are switched off for the
prover (`z3.z3.Z3_DEBUG`): they check in Python what the C API checks again.
"""

from __future__ import annotations

import z3
from z3 import z3core

z3.z3.Z3_DEBUG = False

_CTX = z3.main_ctx()
_ExprRef = z3.ExprRef
TRUE = z3.BoolVal(True)
FALSE = z3.BoolVal(False)


def _array(xs) -> tuple:
    arr = (z3.Ast * len(xs))()
    for i, x in enumerate(xs):
        arr[i] = x.as_ast()
    return arr


def _terms(args) -> tuple | None:
    if len(args) == 1 and isinstance(args[0], (list, tuple)):
        args = tuple(args[0])
    for a in args:
        if not isinstance(a, _ExprRef):
            return None
    return args


def And(*args):
    xs = _terms(args)
    if xs is None:
        return z3.And(*args)
    if not xs:
        return TRUE
    if len(xs) == 1:
        return xs[0]
    return z3.BoolRef(z3core.Z3_mk_and(_CTX.ref(), len(xs), _array(xs)), _CTX)


def Or(*args):
    xs = _terms(args)
    if xs is None:
        return z3.Or(*args)
    if not xs:
        return FALSE
    if len(xs) == 1:
        return xs[0]
    return z3.BoolRef(z3core.Z3_mk_or(_CTX.ref(), len(xs), _array(xs)), _CTX)


def Not(a):
    if not isinstance(a, _ExprRef):
        return z3.Not(a)
    return z3.BoolRef(z3core.Z3_mk_not(_CTX.ref(), a.as_ast()), _CTX)


def Sum(*args):
    """The sum of integer terms (0 for none)."""
    xs = _terms(args)
    if xs is None:
        return z3.Sum(*args)
    if not xs:
        return z3.IntVal(0)
    if len(xs) == 1:
        return xs[0]
    return z3.ArithRef(z3core.Z3_mk_add(_CTX.ref(), len(xs), _array(xs)), _CTX)


def ite(c, a, b):
    if not (isinstance(c, _ExprRef) and isinstance(a, _ExprRef) and isinstance(b, _ExprRef)) or \
            a.sort_kind() != b.sort_kind():
        return z3.If(c, a, b)
    ast = z3core.Z3_mk_ite(_CTX.ref(), c.as_ast(), a.as_ast(), b.as_ast())
    return z3.BoolRef(ast, _CTX) if isinstance(a, z3.BoolRef) else z3.ArithRef(ast, _CTX)


def substitute(t, pairs):
    """t with each `from` of `pairs` (a list of (from, to) terms of equal sorts) replaced."""
    n = len(pairs)
    src = (z3.Ast * n)()
    dst = (z3.Ast * n)()
    for i, (a, b) in enumerate(pairs):
        src[i] = a.as_ast()
        dst[i] = b.as_ast()
    ast = z3core.Z3_substitute(_CTX.ref(), t.as_ast(), n, src, dst)
    if isinstance(t, z3.BoolRef):
        return z3.BoolRef(ast, _CTX)
    if isinstance(t, z3.ArithRef):
        # a numeral stays a numeral (IntNumRef, with as_long) only through z3's own wrapping
        return z3.ArithRef(ast, _CTX) if not isinstance(t, z3.IntNumRef) else t
    return z3.substitute(t, *pairs)
