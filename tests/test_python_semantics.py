"""The static evaluator treats compile-time plain-Python values exactly as Python does.

Each snippet below is evaluated twice: by the evaluator (which walks its syntax tree and never
runs it) and by CPython `exec` here in the test (the snippets are the test's own code, not a
checked file). Every name the snippet binds must end with the same value and type. Then the
bounds: what CPython would raise, or what would run without end or exhaust memory, is an input
error at the expression's line and column.
"""

from __future__ import annotations

import math
import textwrap
import types

import pytest

from syncsan.errors import InputError
from syncsan.frontends.pyeval import PYTHON_BUILTINS, Evaluator, Scope, evaluation_limits, parse

SNIPPETS = {
    "str-methods": """
        s = "  BF16_x  "
        a = s.strip().lower()
        b = a.startswith(("bf", "f")), a.endswith("_x"), a.upper(), a.replace("_", "-")
        c = "a,b,,c".split(","), "k=v".partition("="), " ".join(["x", "y"]), "ab".center(6, "*")
        d = "gfx950".removeprefix("gfx"), "0x1F".lower(), "x".zfill(4), "Ab".swapcase(), "a\\tb".expandtabs(4)
        e = "{}-{:>4}-{k}".format(1, "z", k=2.5), "%s:%03d" % ("n", 7), "%(a)s" % {"a": 1}
        f = "abc"[::-1], "abc"[1:], "bf16" in "dtype_bf16", "a" * 3, len("héllo"), "x".isidentifier()
        g = str.upper("q"), "-".join(map(str, range(3))), "é".encode(), b"ab".hex(), bytes(3)
    """,
    "numbers": """
        a = (300).bit_length(), (255).to_bytes(2, "little"), int.from_bytes(b"\\x01\\x02", "big")
        b = 7 // 2, -7 // 2, 7 % -3, 2 ** 10, 2 ** -1, 7 / 2, divmod(17, 5), abs(-3), round(2.675, 2)
        c = 1 << 63, (1 << 64) - 1, ~5, -(-7 // 2), 0x10 | 0b11, 6 & 3, 6 ^ 3
        d = int("ff", 16), float("1.5"), bool(0), hex(255), bin(5), oct(8), chr(65), ord("a")
        e = max(3, 7, 5), min([4, 2, 9]), sum(range(5)), sum([1.5, 2]), pow(3, 4, 5), (3.5).is_integer()
        f = 1 < 2 < 3, 1 < 3 < 2, 3 == 3.0, True + True, (2).real, (7).numerator
    """,
    "math": """
        import math
        from math import ceil, log2
        a = math.log2(1024), ceil(2.1), math.floor(-2.5), math.sqrt(16), math.gcd(12, 18), math.lcm(4, 6)
        b = math.isqrt(17), math.prod([2, 3, 4]), math.pi, math.inf > 1e308, math.log(8, 2), log2(8)
        c = math.comb(5, 2), math.factorial(6), math.isclose(0.1 + 0.2, 0.3), math.copysign(2, -1)
    """,
    "containers": """
        t = (1, 2, 3)
        a = t.index(2), t.count(1), t + (4,), t[1:], t * 2, tuple(reversed(t)), 2 in t, t < (1, 3)
        l = [3, 1, 2]
        l.append(5)
        l.extend([0])
        l.insert(0, 9)
        x = l.pop()
        l.remove(1)
        l.sort()
        l.reverse()
        l += [7]
        l[0] = -1
        del l[1]
        m = sorted(l, key=lambda v: -v), l.index(2), l.copy(), list(enumerate("ab", 1))
        d = {"a": 1}
        d.update(b=2)
        d["c"] = 3
        d.setdefault("a", 9)
        y = d.get("z", "dflt"), d.get("a"), d.pop("b"), sorted(d.items()), list(d.keys()), len(d)
        s = {3, 1, 2}
        s.add(4)
        s.discard(1)
        z = s | {9}, s & {2, 3}, s - {2}, sorted(s), {1, 2} <= {1, 2, 3}, frozenset([1, 1, 2])
        w = dict(zip("ab", range(2))), dict.fromkeys(["p", "q"], 0), {**d, "n": 0}, list(zip(t, "xyz"))
    """,
    "comprehensions": """
        a = [x * y for x in range(3) for y in (1, 2) if x != 1]
        b = {n: n ** 2 for n in range(4) if n % 2 == 0}
        c = {c for c in "hello"}
        d = sum(i for i in range(10) if i % 3 == 0), any(i > 3 for i in range(5)), all([])
        e = [[r * 3 + c for c in range(3)] for r in range(2)]
        f = [v for row in e for v in row if v > 2]
        g = list(map(lambda p: p[0] + p[1], zip([1, 2], [10, 20]))), list(filter(None, [0, 1, "", "x"]))
    """,
    "functions": """
        def f(p, /, q, *rest, s=4, **kw):
            return p, q, rest, s, kw
        a = f(1, 2, 3, s=5, u=6), f(1, q=2)
        g = lambda *a, **k: (a, k)
        b = g(1, *[2, 3], **{"z": 4})
        def h(x, y=2, *, z):
            return x + y + z
        c = h(1, z=3), h(*(1, 2), **dict(z=0))
        def acc(n):
            total = 0
            for i in range(n):
                if i == 5:
                    break
                if i % 2:
                    continue
                total += i
            else:
                total = -1
            return total
        d = acc(3), acc(10)
        e = (lambda x=3: x * 2)(), sorted(["bb", "a", "ccc"], key=len), max(["x", "yy"], key=len)
        table = []
        table.append(lambda v: v + 1)
        table.insert(0, h)
        ops = {"inc": table[1]}
        k = ops.get("inc")(41), table[0](1, z=1), [fn(2) for fn in table[1:]]
        del table, ops
    """,
    "lambdas-made-in-loops": """
        thunks = [lambda s=s: s * 10 for s in range(3)]
        a = [t() for t in thunks]
        late = []
        for k in range(3):
            late.append(lambda: k)
        b = [t() for t in late]

        def adder(n):
            return lambda x, m=2: x * m + n

        c = [adder(i)(1) for i in range(3)], adder(5)(1, m=3)
        del thunks, late
    """,
    "control": """
        n, out = 0, []
        while n < 20:
            n += 3
            if n == 9:
                continue
            out.append(n)
        else:
            out.append("done")
        k = 1
        while True:
            k *= 2
            if k > 100:
                break
        a, *rest, z = range(6)
        (p, q), r = (1, 2), 3
        x = [10, 20, 30]
        x[1:2] = [7, 8]
        if (m := len(x)) > 3:
            big = m
        try:
            v = int("nope")
        except ValueError:
            v = -1
        try:
            w = {"a": 1}["b"]
        except (KeyError, IndexError):
            w = 0
        else:
            w = 1
        name = "" or None or "fallback"
        first = 0 and 1
        pick = [] or [1]
        i = isinstance(3, (str, int)), isinstance(True, int), isinstance("s", bytes), hasattr(3, "bit_length")
        j = hasattr("s", "nope"), type(3) is int, type("") == str, callable(len), getattr(3, "real"), getattr(3, "x", 5)
        f = f"{3.14159:.2f}|{'ab'!r}|{7:>4}|{255:#x}|{n=}"
    """,
    "itertools": """
        from itertools import product, chain
        import functools
        a = list(product([1, 2], "ab")), list(chain([1], (2, 3))), functools.reduce(lambda x, y: x * y, [1, 2, 3, 4])
        b = list(product(range(2), repeat=2)), next(iter([5, 6])), next(iter([]), "empty")
    """,
}


def run_static(source: str) -> dict:
    ev = Evaluator("snippet.py", dict(PYTHON_BUILTINS))
    scope = Scope()
    with evaluation_limits():
        ev.exec_module(parse(source, "snippet.py"), scope)
    return scope.vars


def run_python(source: str) -> dict:
    env: dict = {}
    exec(compile(source, "snippet.py", "exec"), env)
    return env


def comparable(env: dict) -> dict:
    return {k: v for k, v in env.items() if not k.startswith("__")
            and not isinstance(v, (types.ModuleType, types.FunctionType, types.BuiltinFunctionType))
            and not callable(v)}


@pytest.mark.parametrize("name", sorted(SNIPPETS))
def test_plain_values_behave_as_in_python(name):
    source = textwrap.dedent(SNIPPETS[name])
    expected = comparable(run_python(source))
    got = {k: v for k, v in run_static(source).items() if k in expected}
    assert set(got) == set(expected)
    for k in expected:
        assert got[k] == expected[k] and type(got[k]) is type(expected[k]), k
        if isinstance(expected[k], float) and math.isnan(expected[k]):
            assert math.isnan(got[k])


# -- what Python rejects, and what would not end: an input error at the expression -----------

ERRORS = [
    ("x = len()", "len(): TypeError: len() takes exactly one argument (0 given)", 5),
    ("x = len(5)", "object of type 'int' has no len()", 5),
    ("x = int('a')", "ValueError: invalid literal for int() with base 10: 'a'", 5),
    ("x = abs()", "abs(): TypeError", 5),
    ("x = tuple(5)", "'int' object is not iterable", 5),
    ("x = 1 in 5", "'in' needs a container on its right, got int", 5),
    ("x = 'a' < 1", "'<' not supported between instances of 'str' and 'int'", 5),
    ("x = {{}: 1}", "unhashable type: 'dict'", 6),
    ("x = range(1, 2, 0)", "range() arg 3 must not be zero", 5),
    ("x = range(1 << 4000)", "1 << 4000 is wider than 1024 bits", 11),
    ("x = 'a' * 10**10", "repeating 1 elements 10000000000 times gives more than 1000000", 5),
    ("x = [0] * 10**8", "repeating 1 elements 100000000 times", 5),
    ("x = 10 ** 10 ** 10", "wider than 1024 bits", 5),
    ("x = 1 << 10**9", "wider than 1024 bits", 5),
    ("x = 'ab'.center(10**12)", "width 1000000000000 exceeds the limit", 5),
    ("x = '%*d' % (10**9, 1)", "format width or precision from an argument exceeds the limit", 5),
    ("x = f'{1:>1000000000}'", "format width or precision of 1000000000 exceeds the limit", 5),
    ("x = list(range(10**12))", "has 1000000000000 elements; the limit is 1000000", 5),
    ("x = sum(range(10**15))", "has 1000000000000000 elements", 5),
    ("x = sorted([1, 'a'])", "'<' not supported between instances of 'str' and 'int'", 5),
    ("x = round(5, -10**9)", "round() to -1000000000 digits", 5),
    ("x = [i for i in range(10**9)]", "has 1000000000 elements", 17),
    ("for i in range(10**12):\n    pass", "loop of 1000000000000 iterations is too long to unroll", 1),
    ("x = 0\nwhile True:\n    x += 1", "while loop runs more than 100000 iterations", (2, 1)),
    ("x = 1" + "+1" * 500, "nests more than 200 levels deep", None),
    ("x = " + "-" * 5000 + "1", "nests", None),
    ("x = 9" + "9" * 5000, "4300 digits", None),
    ("x = {}['k']", "KeyError: 'k'", 5),
    ("x = [1][5]", "IndexError: list index out of range", 5),
    ("x = 1 // 0", "ZeroDivisionError", 5),
    ("def f():\n    break", "'break' outside a loop", (2, 5)),
    ("x = math.exp(1000)", "OverflowError", 5),
]


@pytest.mark.parametrize("stmt, message, column", ERRORS, ids=[e[0][:40] for e in ERRORS])
def test_rejected_and_unbounded_values_are_input_errors_at_their_position(stmt, message, column):
    source = "import math\n\n\n" + stmt + "\n" + ("f()\n" if stmt.startswith("def f") else "")
    with pytest.raises(InputError) as info:
        run_static(source)
    err = info.value
    assert message in err.message
    assert err.loc.file == "snippet.py"
    if column is not None:
        line, column = column if isinstance(column, tuple) else (1, column)
        assert (err.loc.line, err.loc.column) == (3 + line, column), str(err)
