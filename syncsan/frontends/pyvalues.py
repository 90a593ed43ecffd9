"""Plain Python values of the static evaluator, applied with CPython itself, within bounds.

A kernel file's compile-time values that are plain Python (str, int, float, tuple, list, dict,
set, bytes, bool, None, ranges and iterators over them) behave exactly as in Python because the
evaluator hands them to CPython: a whitelist of side-effect-free builtin functions, methods and
`math`/`itertools`/`functools` functions, called on values the evaluator already holds (the
checked code itself is never imported or run). Every application is bounded first: no str,
bytes or container longer than `MAX_LEN`, no int wider than `MAX_INT_BITS`, and no argument
that CPython would iterate without end; whatever CPython raises becomes a `Refused` with its own
message, which the evaluator reports at the expression's line and column.
"""

from __future__ import annotations

import functools
import itertools
import math
import operator
import re
from dataclasses import dataclass
from typing import Any, Callable

from syncsan.errors import InputError

#: longest str, bytes, tuple, list, dict or set a file may build at compile time
MAX_LEN = 1_000_000
#: widest int a file may build at compile time (wider than any register or address)
MAX_INT_BITS = 1024
#: container nesting that `deep_plain` follows
MAX_NESTING = 100


class Refused(Exception):
    """A compile-time operation outside the bounds, or one that Python itself rejects
    (`exc_type`: the name of the exception Python raised, which the checked code may catch)."""

    def __init__(self, message: str, exc_type: str | None = None):
        super().__init__(message)
        self.exc_type = exc_type


class CallbackError(BaseException):
    """An error of the evaluator itself inside a callback CPython made (a `sorted` key, a
    `map` function): carried past the conversion of builtin exceptions, re-raised as it was."""

    def __init__(self, error: BaseException):
        super().__init__(error)
        self.error = error


_ITERATORS = tuple({type(x) for x in (
    iter([]), iter(()), iter(""), iter(b""), iter(range(0)), iter(range(1 << 70)), iter({}), iter(set()),
    reversed([]), reversed(range(0)), reversed(()), iter({}.items()), iter({}.values()),
    map(abs, ()), filter(None, ()), zip(), enumerate(()), {}.keys(), {}.values(), {}.items(),
    itertools.chain(), itertools.product(), itertools.islice((), 0), itertools.accumulate(()),
    itertools.zip_longest(), itertools.permutations(()), itertools.combinations((), 0),
    itertools.pairwise(()),
)})
#: types whose values are plain Python (containers may hold anything; see `deep_plain`)
PLAIN_TYPES = (type(None), bool, int, float, complex, str, bytes, tuple, list, dict, set, frozenset,
               range, slice) + _ITERATORS
SIZED = (str, bytes, tuple, list, dict, set, frozenset)
_PLAIN_EXACT = frozenset(PLAIN_TYPES)
_BASES = (str, int, float, complex, bytes, tuple, list, dict, set, frozenset)
_ITERABLE_EXACT = frozenset((str, bytes, tuple, list, dict, set, frozenset, range) + _ITERATORS)


def is_plain(v) -> bool:
    return type(v) in _PLAIN_EXACT or isinstance(v, _BASES)


def is_iterable(v) -> bool:
    return type(v) in _ITERABLE_EXACT or isinstance(v, (str, bytes, tuple, list, dict, set, frozenset))


def deep_plain(v, depth: int = 0) -> bool:
    """Plain all the way down (what turning a value into text or hashing it may look at)."""
    if isinstance(v, (type(None), bool, int, float, complex, str, bytes, range, slice)):
        return True
    if depth > MAX_NESTING:
        return False
    if isinstance(v, (tuple, list, set, frozenset)):
        return all(deep_plain(x, depth + 1) for x in v)
    if isinstance(v, dict):
        return all(deep_plain(k, depth + 1) and deep_plain(x, depth + 1) for k, x in v.items())
    return False


# -- size checks ---------------------------------------------------------------------------------


def check(v, what: str = "the result"):
    """A value within the bounds, else Refused."""
    if isinstance(v, int) and not isinstance(v, bool):
        if v.bit_length() > MAX_INT_BITS:
            raise Refused(f"{what} is an integer of {v.bit_length()} bits; the limit is {MAX_INT_BITS} bits")
    elif isinstance(v, SIZED) and len(v) > MAX_LEN:
        raise Refused(f"{what} has {len(v)} elements; the limit is {MAX_LEN}")
    return v


def range_len(r: range) -> int:
    """len(r) without OverflowError (a range may be longer than sys.maxsize)."""
    if r.step > 0:
        return max(0, (r.stop - r.start + r.step - 1) // r.step)
    return max(0, (r.start - r.stop - r.step - 1) // -r.step)


def items(v, limit: int = MAX_LEN, what: str = "this sequence") -> list:
    """The elements of a plain iterable, at most `limit` of them (Refused beyond)."""
    if isinstance(v, range):
        n = range_len(v)
        if n > limit:
            raise Refused(f"{what} has {n} elements; the limit is {limit}")
        return list(v)
    if isinstance(v, SIZED):
        if len(v) > limit:
            raise Refused(f"{what} has {len(v)} elements; the limit is {limit}")
        return list(v)
    if isinstance(v, _ITERATORS):
        out = list(itertools.islice(v, limit + 1))
        if len(out) > limit:
            raise Refused(f"{what} has more than {limit} elements")
        return out
    raise Refused(f"{what} is not iterable")


def _int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _len_of(v) -> int | None:
    if isinstance(v, SIZED):
        return len(v)
    if isinstance(v, range):
        return range_len(v)
    return None


def _repeat_guard(seq, n) -> None:
    size = _len_of(seq)
    if size is not None and _int(n) and size * max(n, 0) > MAX_LEN:
        raise Refused(f"repeating {size} elements {n} times gives more than {MAX_LEN}")


def _pow_guard(a, b) -> None:
    if _int(a) and _int(b) and b > 0 and abs(a) > 1 and a.bit_length() * b > MAX_INT_BITS + a.bit_length():
        raise Refused(f"{a} ** {b} is wider than {MAX_INT_BITS} bits")


def _shift_guard(a, b) -> None:
    if _int(a) and _int(b) and a != 0 and b > 0 and a.bit_length() + b > MAX_INT_BITS:
        raise Refused(f"{a} << {b} is wider than {MAX_INT_BITS} bits")


_DIGITS = re.compile(r"\d+")


def _format_guard(fmt, args=(), kwargs=None) -> None:
    """Format strings (`str.format`, `%`, `format()`, f-string specs): no width or precision
    beyond MAX_LEN, written out or taken from an argument (`{:{}}`, `%*d`)."""
    if not isinstance(fmt, (str, bytes)):
        return
    text = fmt.decode("latin-1") if isinstance(fmt, bytes) else fmt
    for m in _DIGITS.finditer(text):
        if len(m.group()) > 7 or int(m.group()) > MAX_LEN:
            raise Refused(f"a format width or precision of {m.group()} exceeds the limit of {MAX_LEN}")
    if "*" in text or re.search(r"\{[^{}]*\{", text):
        values = list(args) + list((kwargs or {}).values())
        flat = []
        for v in values:
            flat.extend(v if isinstance(v, (tuple, list)) else v.values() if isinstance(v, dict) else [v])
        if any(_int(v) and abs(v) > MAX_LEN for v in flat):
            raise Refused(f"a format width or precision from an argument exceeds the limit of {MAX_LEN}")


# -- operators -----------------------------------------------------------------------------------


def _binop_guard(op, a, b) -> None:
    if op in (operator.mul, operator.imul):
        if _int(b):
            _repeat_guard(a, b)
        if _int(a):
            _repeat_guard(b, a)
    elif op in (operator.pow, operator.ipow):
        _pow_guard(a, b)
    elif op in (operator.lshift, operator.ilshift):
        _shift_guard(a, b)
    elif op in (operator.mod, operator.imod) and isinstance(a, (str, bytes)):
        _format_guard(a, b if isinstance(b, tuple) else (b,))
    elif op in (operator.add, operator.iadd):
        la, lb = _len_of(a), _len_of(b)
        if la is not None and lb is not None and la + lb > MAX_LEN:
            raise Refused(f"joining {la} and {lb} elements gives more than {MAX_LEN}")


#: operators on two ints that cannot raise and add at most one bit
_NARROW_INT_OPS = frozenset((operator.add, operator.sub, operator.and_, operator.or_, operator.xor, operator.rshift,
                             operator.iadd, operator.isub, operator.iand, operator.ior, operator.ixor,
                             operator.irshift))


_DIVIDING_INT_OPS = frozenset((operator.floordiv, operator.mod, operator.ifloordiv, operator.imod))
_MULTIPLYING_INT_OPS = frozenset((operator.mul, operator.imul))
_SHIFTING_INT_OPS = frozenset((operator.lshift, operator.ilshift))


def binary(op: Callable, a, b, symbol: str):
    """`a <op> b` on plain values (the in-place forms mutate lists, dicts and sets, as in Python)."""
    if type(a) is int and type(b) is int:
        if op in _NARROW_INT_OPS and (op is not operator.rshift or b >= 0):
            r = op(a, b)
            return r if r.bit_length() <= MAX_INT_BITS else check(r, f"the result of {symbol!r}")
        if op in _DIVIDING_INT_OPS and b != 0:  # cannot raise; no wider than its operands
            return op(a, b)
        if op in _MULTIPLYING_INT_OPS and a.bit_length() + b.bit_length() <= MAX_INT_BITS:
            return op(a, b)  # cannot raise; within the bound
        if op in _SHIFTING_INT_OPS and b >= 0 and a.bit_length() + b <= MAX_INT_BITS:
            return op(a, b)  # cannot raise; within the bound
    return run(lambda: (_binop_guard(op, a, b), op(a, b))[1], f"{symbol!r}")


_SIMPLE = frozenset((int, float, str, bool))


def simple_pair(a, b) -> bool:
    """Two values whose comparison cannot raise (ints, floats, bools with each other; two strs)."""
    ta, tb = type(a), type(b)
    return ta in _SIMPLE and tb in _SIMPLE and ((ta is str) == (tb is str))


def contains(container, item):
    """`item in container`: a range scans element by element for anything but an int."""
    if isinstance(container, range) and not _int(item) or isinstance(container, _ITERATORS):
        container = items(container, what="the right operand of 'in'")
    return run(lambda: item in container, "'in'")


# -- running CPython -----------------------------------------------------------------------------


def run(thunk: Callable[[], Any], what: str):
    """Run `thunk` (an application of CPython to plain values): its result, checked against the
    bounds; any exception CPython raises becomes Refused with Python's own message."""
    try:
        result = thunk()
    except (Refused, InputError):
        raise
    except CallbackError as exc:
        raise exc.error from None
    except RecursionError:
        raise Refused(f"{what}: the value nests too deeply") from None
    except Exception as exc:  # TypeError, ValueError, OverflowError, ZeroDivisionError, ...
        text = str(exc)
        if isinstance(exc, KeyError) and exc.args:
            text = repr(exc.args[0])
        raise Refused(f"{what}: {type(exc).__name__}" + (f": {text}" if text else ""), type(exc).__name__) from None
    return check(result, f"the result of {what}")


@dataclass(frozen=True)
class Spec:
    """How to apply one builtin function or method: which positional arguments CPython would
    iterate (they are handed over as bounded lists), and a check to run first."""

    fn: Callable
    iterates: tuple[int, ...] | str = ()  # "all": every positional argument
    guard: Callable | None = None
    mutates: bool = False
    #: the arguments CPython calls (positions and keyword names): `map(f, ...)`, `sorted(key=f)`
    calls: tuple = ()


def _materialize(spec: Spec, args: list, name: str) -> list:
    if spec.iterates == "all":
        positions = range(len(args))
    else:
        positions = spec.iterates
    out = list(args)
    for i in positions:
        if i < len(out) and isinstance(out[i], (range,) + _ITERATORS):
            out[i] = items(out[i], what=f"argument {i + 1} of {name}()")
    return out


def apply(spec: Spec, args, kwargs, name: str):
    args = _materialize(spec, list(args), name)
    if spec.guard is not None:
        run(lambda: spec.guard(*args, **kwargs), f"{name}()")
    return run(lambda: spec.fn(*args, **kwargs), f"{name}()")


# -- the whitelist -------------------------------------------------------------------------------


def _width_guard(s, width=0, *rest, **kw):
    if _int(width) and width > MAX_LEN:
        raise Refused(f"width {width} exceeds the limit of {MAX_LEN}")


def _replace_guard(s, old, new, count=-1):
    if isinstance(s, (str, bytes)) and isinstance(old, type(s)) and isinstance(new, type(s)):
        n = s.count(old) if old else len(s) + 1
        if _int(count) and count >= 0:
            n = min(n, count)
        if len(s) + n * (len(new) - len(old)) > MAX_LEN:
            raise Refused(f"the replacement gives more than {MAX_LEN} characters")


def _expandtabs_guard(s, tabsize=8):
    if isinstance(s, (str, bytes)) and _int(tabsize) and len(s) + s.count("\t" if isinstance(s, str) else b"\t") \
            * max(tabsize, 0) > MAX_LEN:
        raise Refused(f"expanding the tabs gives more than {MAX_LEN} characters")


def _join_guard(sep, parts):
    total = sum(len(p) for p in parts if isinstance(p, (str, bytes))) + len(sep) * max(len(parts) - 1, 0)
    if total > MAX_LEN:
        raise Refused(f"joining gives {total} characters; the limit is {MAX_LEN}")


def _format_method_guard(fmt, *args, **kwargs):
    _format_guard(fmt, args, kwargs)


def _format_map_guard(fmt, mapping):
    _format_guard(fmt, (), mapping if isinstance(mapping, dict) else None)


def _to_bytes_guard(n, length=1, *rest, **kw):
    length = kw.get("length", length)
    if _int(length) and length > MAX_LEN:
        raise Refused(f"{length} bytes exceed the limit of {MAX_LEN}")


_STR_PURE = (
    "capitalize", "casefold", "count", "encode", "endswith", "find", "index", "isalnum", "isalpha", "isascii",
    "isdecimal", "isdigit", "isidentifier", "islower", "isnumeric", "isprintable", "isspace", "istitle", "isupper",
    "lower", "lstrip", "partition", "removeprefix", "removesuffix", "rfind", "rindex", "rpartition", "rsplit",
    "rstrip", "split", "splitlines", "startswith", "strip", "swapcase", "title", "translate", "upper", "maketrans",
)
_BYTES_PURE = (
    "capitalize", "count", "decode", "endswith", "find", "hex", "index", "isalnum", "isalpha", "isascii",
    "isdigit", "islower", "isspace", "istitle", "isupper", "lower", "lstrip", "partition", "removeprefix",
    "removesuffix", "rfind", "rindex", "rpartition", "rsplit", "rstrip", "split", "splitlines", "startswith",
    "strip", "swapcase", "title", "translate", "upper", "fromhex", "maketrans",
)
_PADDING = {"center": _width_guard, "ljust": _width_guard, "rjust": _width_guard, "zfill": _width_guard}


def _methods(names, **special) -> dict[str, Spec | None]:
    out: dict[str, Spec | None] = {n: None for n in names}
    out.update(special)
    return out


def _text_methods(pure) -> dict:
    return _methods(
        pure,
        **{k: Spec(None, guard=g) for k, g in _PADDING.items()},
        replace=Spec(None, guard=_replace_guard),
        expandtabs=Spec(None, guard=_expandtabs_guard),
        join=Spec(None, iterates=(0,), guard=_join_guard),
    )


#: per type: method name -> Spec (None: no iterated arguments, no guard); `fn` is filled per call
METHODS: dict[type, dict[str, Spec | None]] = {
    str: {**_text_methods(_STR_PURE), "format": Spec(None, guard=_format_method_guard),
          "format_map": Spec(None, guard=_format_map_guard)},
    bytes: _text_methods(_BYTES_PURE),
    int: _methods(("bit_length", "bit_count", "conjugate", "as_integer_ratio", "from_bytes"),
                  to_bytes=Spec(None, guard=_to_bytes_guard)),
    bool: _methods(("bit_length", "bit_count", "conjugate", "as_integer_ratio"),
                   to_bytes=Spec(None, guard=_to_bytes_guard)),
    float: _methods(("as_integer_ratio", "conjugate", "fromhex", "hex", "is_integer")),
    complex: _methods(("conjugate",)),
    tuple: _methods(("count", "index")),
    list: _methods(("copy", "count", "index"),
                   append=Spec(None, mutates=True), extend=Spec(None, iterates=(0,), mutates=True),
                   insert=Spec(None, mutates=True), pop=Spec(None, mutates=True), remove=Spec(None, mutates=True),
                   clear=Spec(None, mutates=True), reverse=Spec(None, mutates=True),
                   sort=Spec(None, mutates=True, calls=("key",))),
    dict: _methods(("copy", "get", "items", "keys", "values"),
                   fromkeys=Spec(None, iterates=(0,)), clear=Spec(None, mutates=True),
                   pop=Spec(None, mutates=True), popitem=Spec(None, mutates=True),
                   setdefault=Spec(None, mutates=True), update=Spec(None, iterates=(0,), mutates=True)),
    set: _methods(("copy", "isdisjoint", "issubset", "issuperset"),
                  **{n: Spec(None, iterates="all") for n in ("difference", "intersection", "symmetric_difference",
                                                             "union")},
                  add=Spec(None, mutates=True), clear=Spec(None, mutates=True), discard=Spec(None, mutates=True),
                  pop=Spec(None, mutates=True), remove=Spec(None, mutates=True),
                  **{n: Spec(None, iterates="all", mutates=True) for n in (
                      "update", "difference_update", "intersection_update", "symmetric_difference_update")}),
    frozenset: _methods(("copy", "isdisjoint", "issubset", "issuperset"),
                        **{n: Spec(None, iterates="all") for n in ("difference", "intersection",
                                                                   "symmetric_difference", "union")}),
    range: _methods(("count", "index")),
    slice: _methods(("indices",)),
}
#: data attributes (not methods) of plain values
ATTRIBUTES: dict[type, tuple[str, ...]] = {
    int: ("real", "imag", "numerator", "denominator"), bool: ("real", "imag", "numerator", "denominator"),
    float: ("real", "imag"), complex: ("real", "imag"), range: ("start", "stop", "step"),
    slice: ("start", "stop", "step"),
}


def method_spec(obj, name: str) -> Spec | None:
    """The Spec of `obj.name(...)` if it is whitelisted (obj a plain value or a plain type)."""
    cls = obj if isinstance(obj, type) else type(obj)
    table = METHODS.get(cls)
    if table is None:
        for base, t in METHODS.items():
            if isinstance(obj, base) if not isinstance(obj, type) else issubclass(obj, base):
                table = t
                break
    if table is None or name not in table:
        return None
    spec = table[name]
    fn = getattr(obj, name)
    if spec is None:
        return Spec(fn)
    guard = spec.guard
    if guard is not None and not isinstance(obj, type):
        guard = functools.partial(guard, obj)  # method guards see the receiver first, as `str.join(sep, ...)`
    iterates, calls = spec.iterates, spec.calls
    if isinstance(obj, type):  # `dict.fromkeys(...)`, `str.join(sep, parts)`: the receiver comes first
        iterates = iterates if iterates == "all" else tuple(i + 1 for i in iterates)
        calls = tuple(c + 1 if isinstance(c, int) else c for c in calls)
    return Spec(fn, iterates, guard, spec.mutates, calls)


def data_attribute(obj, name: str):
    """(True, value) for a whitelisted data attribute of a plain value, else (False, None)."""
    for cls, names in ATTRIBUTES.items():
        if type(obj) is cls and name in names:
            return True, getattr(obj, name)
    return False, None


def _round_guard(number, ndigits=None):
    if _int(number) and _int(ndigits) and abs(ndigits) > MAX_INT_BITS:
        raise Refused(f"round() to {ndigits} digits is outside the limit of {MAX_INT_BITS}")


def _pow3_guard(base, exp, mod=None):
    if mod is None:
        _pow_guard(base, exp)


def _bytes_guard(source=b"", *rest):
    if _int(source) and source > MAX_LEN:
        raise Refused(f"bytes({source}) exceeds the limit of {MAX_LEN}")


def _format_builtin_guard(value, spec=""):
    _format_guard(spec)


def _int_text_guard(x=0, *rest, **kw):
    if isinstance(x, (str, bytes)) and len(x) > 4300:
        raise Refused("an integer literal of more than 4300 digits")


def _sum_guard(iterable, start=0):
    if not isinstance(start, (int, float, complex)):
        lengths = [len(x) for x in iterable if isinstance(x, SIZED)]
        if sum(lengths) * max(len(lengths), 1) > 10 * MAX_LEN:
            raise Refused("summing these sequences copies too many elements")


#: builtin functions applied to plain arguments (the evaluator adds its own cases first)
FUNCTIONS: dict[str, Spec] = {
    "abs": Spec(abs), "all": Spec(all, (0,)), "any": Spec(any, (0,)), "ascii": Spec(ascii), "bin": Spec(bin),
    "bool": Spec(bool), "bytes": Spec(bytes, (0,), _bytes_guard), "chr": Spec(chr), "complex": Spec(complex),
    "dict": Spec(dict, (0,)), "divmod": Spec(divmod), "enumerate": Spec(enumerate, (0,)),
    "filter": Spec(filter, (1,), calls=(0,)), "float": Spec(float), "format": Spec(format, (), _format_builtin_guard),
    "frozenset": Spec(frozenset, (0,)), "hex": Spec(hex), "int": Spec(int, (), _int_text_guard),
    "iter": Spec(iter), "len": Spec(len), "list": Spec(list, (0,)), "map": Spec(map, "all", calls=(0,)),
    "max": Spec(max, "all", calls=("key",)), "min": Spec(min, "all", calls=("key",)), "next": Spec(next), "oct": Spec(oct), "ord": Spec(ord),
    "pow": Spec(pow, (), _pow3_guard), "repr": Spec(repr), "reversed": Spec(reversed, (0,)),
    "round": Spec(round, (), _round_guard), "set": Spec(set, (0,)), "slice": Spec(slice),
    "sorted": Spec(sorted, (0,), calls=("key",)), "str": Spec(str), "sum": Spec(sum, (0,), _sum_guard), "tuple": Spec(tuple, (0,)),
    "zip": Spec(zip, "all"), "range": Spec(range),
}
#: the types among FUNCTIONS (isinstance, type(), and `int.from_bytes`-style class methods)
TYPES: dict[str, type] = {n: t for n, t in (
    ("bool", bool), ("bytes", bytes), ("complex", complex), ("dict", dict), ("float", float),
    ("frozenset", frozenset), ("int", int), ("list", list), ("set", set), ("slice", slice), ("str", str),
    ("tuple", tuple), ("range", range))}


def _bits_product_guard(*values):
    ints = [v for v in values if _int(v)]
    if sum(v.bit_length() for v in ints) > MAX_INT_BITS + 64:
        raise Refused(f"the product is wider than {MAX_INT_BITS} bits")


def _prod_guard(iterable, *, start=1):
    _bits_product_guard(start, *iterable)


def _factorial_guard(n):
    if _int(n) and n > 10_000:
        raise Refused(f"factorial({n}) is wider than {MAX_INT_BITS} bits")


def _comb_guard(n, k=None):
    if _int(n) and n > 10_000:
        raise Refused(f"the result for n={n} is wider than {MAX_INT_BITS} bits")


def _product_guard(*iterables, repeat=1):
    if _int(repeat) and repeat > 64:
        raise Refused(f"product(repeat={repeat}) is too large")


_MATH_GUARDS = {"factorial": _factorial_guard, "comb": _comb_guard, "perm": _comb_guard,
                "prod": _prod_guard, "lcm": _bits_product_guard}
_MATH_ITERATES = {"prod": (0,), "fsum": (0,), "dist": (0, 1), "hypot": "all"}
#: the plain-Python modules a file may import: module -> member name -> Spec or constant
MODULES: dict[str, dict[str, Any]] = {
    "math": {
        **{name: Spec(getattr(math, name), _MATH_ITERATES.get(name, ()), _MATH_GUARDS.get(name))
           for name in dir(math) if not name.startswith("_") and callable(getattr(math, name))},
        "pi": math.pi, "e": math.e, "tau": math.tau, "inf": math.inf, "nan": math.nan,
    },
    "itertools": {
        "product": Spec(itertools.product, "all", _product_guard), "chain": Spec(itertools.chain, "all"),
        "islice": Spec(itertools.islice, (0,)), "accumulate": Spec(itertools.accumulate, (0,), calls=(1, "func")),
        "zip_longest": Spec(itertools.zip_longest, "all"), "permutations": Spec(itertools.permutations, (0,)),
        "combinations": Spec(itertools.combinations, (0,)), "pairwise": Spec(itertools.pairwise, (0,)),
    },
    "functools": {"reduce": Spec(functools.reduce, (1,), calls=(0,))},
}
