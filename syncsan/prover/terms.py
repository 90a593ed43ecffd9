"""Term constructors for the encoder: z3's own, without the Python wrapper's per-argument
coercion and sort checks where every argument is already a term of the right sort.

Building the formulas, not solving them, took most of a proof's time: `z3.And` over n terms
asks each for its sort and compares sorts pairwise before the one C call that builds the
conjunction. The functions here make that call directly when the arguments are Z3 terms (the
C API still rejects ill-sorted terms with an error) and fall back to z3's own functions for
anything else (Python ints and bools). The wrapper's debug assertions are switched off for the
prover (`z3.z3.Z3_DEBUG`): they check in Python what the C API checks again.

The same goes for the terms the encoder builds and inspects by the thousand: integer numerals
are made once per value (`num`, read back by `int_of`), constants without z3's symbol and sort
wrappers (`int_const`), simplification is memoised per term (`simplify`: the counting terms of
many sites share their sums), and term ids are read with one C call (`ast_id`). Every term is
the one z3's own functions make, so the formulas, and the solver's answers, are unchanged.
"""

from __future__ import annotations

import z3
from z3 import z3core

z3.z3.Z3_DEBUG = False

_CTX = z3.main_ctx()
_ExprRef = z3.ExprRef
TRUE = z3.BoolVal(True)
FALSE = z3.BoolVal(False)
_INT = z3.IntSort(_CTX).ast
_CTX_REF = _CTX.ref()
try:  # the C function itself (z3core binds it as a default argument): a getter that cannot fail
    _get_ast_id = z3core.Z3_get_ast_id.__defaults__[0].f  # on a live term needs no error check
except (AttributeError, IndexError, TypeError):  # pragma: no cover (another z3 binding layout)
    _get_ast_id = z3core.Z3_get_ast_id


def ast_id(t) -> int:
    """t.get_id(): unique among live terms (hash-consing gives equal terms one id)."""
    return _get_ast_id(_CTX_REF, t.ast)


_NUMS: dict[int, object] = {}  # value -> its numeral
_VALUES: dict[int, int] = {}  # id of a numeral of _NUMS (alive there, so the id names it) -> value
_MAX_NUMS = 1 << 16


def num(v: int):
    """The integer numeral v (one shared wrapper per value: `z3.IntVal` builds a sort and a
    numeral and wraps them on every call)."""
    hit = _NUMS.get(v)
    if hit is None:
        v = int(v)
        hit = z3.IntNumRef(z3core.Z3_mk_numeral(_CTX.ref(), str(v), _INT), _CTX)
        if len(_NUMS) < _MAX_NUMS:
            _NUMS[v] = hit
            _VALUES[id(hit)] = v
    return hit


def int_of(t) -> int:
    """The value of an integer numeral term (without asking Z3 for a shared one of `num`)."""
    v = _VALUES.get(id(t))
    return t.as_long() if v is None else v


def is_true(t) -> bool:
    """z3.is_true, without asking Z3 about the shared TRUE and FALSE."""
    return t is TRUE or (t is not FALSE and z3.is_true(t))


def is_false(t) -> bool:
    return t is FALSE or (t is not TRUE and z3.is_false(t))


def is_int_numeral(t) -> bool:
    """z3.is_int_value for the encoder's integer terms: z3 wraps every integer numeral it makes as an
    IntNumRef (so do `num` and `simplify`), except `substitute`, which keeps ArithRef."""
    return isinstance(t, z3.IntNumRef) or z3.is_int_value(t)


def int_const(name: str):
    """The integer constant `name` (as `z3.Int`, without its sort and symbol wrappers)."""
    sym = z3core.Z3_mk_string_symbol(_CTX.ref(), name)
    return z3.ArithRef(z3core.Z3_mk_const(_CTX.ref(), sym, _INT), _CTX)


def boolval(b: bool):
    return TRUE if b else FALSE


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
        return num(0)
    if len(xs) == 1:
        return xs[0]
    return z3.ArithRef(z3core.Z3_mk_add(_CTX.ref(), len(xs), _array(xs)), _CTX)


def ite(c, a, b):
    if not (isinstance(c, _ExprRef) and isinstance(a, _ExprRef) and isinstance(b, _ExprRef)) or \
            a.sort_kind() != b.sort_kind():
        return z3.If(c, a, b)
    ast = z3core.Z3_mk_ite(_CTX.ref(), c.as_ast(), a.as_ast(), b.as_ast())
    return z3.BoolRef(ast, _CTX) if isinstance(a, z3.BoolRef) else z3.ArithRef(ast, _CTX)


_SIMPLE: dict[int, tuple] = {}  # AST id -> (term, its simplification): the term keeps its id
_MAX_SIMPLE = 1 << 15


def simplify(t):
    """z3.simplify(t) for a Bool or Int term: memoised by the term (the encoder simplifies the same
    sums many times: one count per site and quantity, over shared prefixes), wrapped by the sort
    of t (z3's wrapper asks the result's kind, sort and sort kind). Each call returns a new
    wrapper, as z3.simplify does. A numeral is already as simple as it gets."""
    if isinstance(t, z3.IntNumRef):
        return t
    key = ast_id(t)
    hit = _SIMPLE.get(key)
    if hit is None:
        ctx = _CTX.ref()
        if type(t) is z3.BoolRef:  # (not a quantifier)
            out = z3.BoolRef(z3core.Z3_simplify(ctx, t.as_ast()), _CTX)
        elif type(t) is z3.ArithRef and \
                z3core.Z3_get_sort_kind(ctx, z3core.Z3_get_sort(ctx, t.as_ast())) == z3.Z3_INT_SORT:
            ast = z3core.Z3_simplify(ctx, t.as_ast())
            out = z3.IntNumRef(ast, _CTX) if z3core.Z3_get_ast_kind(ctx, ast) == z3.Z3_NUMERAL_AST else \
                z3.ArithRef(ast, _CTX)
        else:
            return z3.simplify(t)
        if len(_SIMPLE) >= _MAX_SIMPLE:
            _SIMPLE.clear()
        _SIMPLE[key] = (t, out)
        return out
    out = hit[1]
    return type(out)(out.as_ast(), _CTX)


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
