"""Summaries of helper calls that do nothing the schedule can see, replayed instead of walked again.

A FlyDSL kernel calls the same small helpers thousands of times per wave (an MFMA wrapper that
formats an inline-asm string and returns its register result, `idx(i, j)`): their Python is
walked again each time, yet such a call emits no op, waits for nothing, changes no object that
existed before it and returns either a value fixed by its arguments or a fresh register value.
The first call with given arguments is walked and watched (a *recording*); when it shows none of
those effects, the call's result is remembered with everything it read, and a later call with
the same arguments, in the same walking context, whose reads still give the same objects gets
that result (a fresh copy of a fresh register value) without walking the helper again.

What makes a replay give exactly what the walk would:
- the key: the function object, its arguments (plain values by value; runtime values by what the
  walk can see of them: description, uniformity, width, whether ops still pend behind them;
  class instances by identity) and the walking context (lane mask, runtime-branch and symbolic
  depth, call depth, the M0 value, the attribute-overlay version);
- every name the helper and the helpers it calls read from an enclosing scope, every instance,
  class, module or struct attribute they read: recorded with the object it gave, checked again
  before a replay (a mutable container read from outside makes the call unsummarised, so every
  list or dict the call changes is one it made itself);
- no effect: the walk's state (the op blocks, counters' pending ops, notes, variables, LDS
  allocations, M0, attribute overlays) is the same after the recording as before, and no
  attribute of an existing object was set; a call with any effect is never summarised;
- the step budget: a replay counts the steps the recording took.
"""

from __future__ import annotations

import ast
import dataclasses

from syncsan.frontends.flydsl.values import (
    Api,
    ApiResult,
    BoundMethod,
    ClassValue,
    Dtype,
    Instance,
    LdsPtr,
    Module,
    Opaque,
    StructValue,
    VecType,
)
from syncsan.frontends.flydsl.lanes import LaneCond, Lanes
from syncsan.frontends.pyeval import Builtin, Function
from syncsan.ir import Expr

MISSING = object()
#: the summary of a key whose call had an effect (walked, not watched, from then on)
UNSUMMARISED = object()
#: summaries kept per wave walk (a walk that makes more starts again)
LIMIT = 20_000
#: a helper whose calls had an effect under this many argument keys (and never none) is no longer
#: watched: it emits ops (a copy, an LDS read), and watching it only costs time
GIVE_UP = 4

_SCALARS = (int, float, bool, str, bytes, type(None))
#: kinds of values whose identity and fields never change (attribute reads of the mutable kinds,
#: instances, classes, modules and structs, are recorded one by one)
_FROZEN = _SCALARS + (Api, ApiResult, Dtype, Opaque, Lanes, LaneCond, LdsPtr, Function, Builtin, BoundMethod,
                      Instance, ClassValue, Module, StructValue, VecType)
#: frozen kinds compared by value (a call given an equal one behaves the same)
_VALUES = (Api, Dtype, Lanes, LaneCond, LdsPtr)
#: statements and expressions a summarised helper may not contain (they bind or change names of
#: other scopes, make closures, or suspend)
_BARRED = (ast.Yield, ast.YieldFrom, ast.Await, ast.Global, ast.Nonlocal, ast.FunctionDef, ast.AsyncFunctionDef,
           ast.Lambda, ast.ClassDef, ast.Import, ast.ImportFrom, ast.Delete)

_FREE: dict = {}  # function node -> tuple of free names, or None (not summarisable)


def free_names(fnode) -> tuple[str, ...] | None:
    """The names a function reads from enclosing scopes (None: the function is never summarised)."""
    found = _FREE.get(fnode, MISSING)
    if found is not MISSING:
        return found
    result = None
    if isinstance(fnode, ast.FunctionDef):
        a = fnode.args
        local = {x.arg for x in a.posonlyargs + a.args + a.kwonlyargs}
        local |= {x.arg for x in (a.vararg, a.kwarg) if x is not None}
        comp_targets = set()
        barred = False
        loads, stores = set(), set()
        for stmt in fnode.body:
            for n in ast.walk(stmt):
                if isinstance(n, _BARRED):
                    barred = True
                    break
                if isinstance(n, ast.comprehension):
                    comp_targets.update(id(x) for x in ast.walk(n.target))
                if isinstance(n, ast.Name):
                    (loads if isinstance(n.ctx, ast.Load) else stores).add(n)
            if barred:
                break
        if not barred:
            local |= {n.id for n in stores if id(n) not in comp_targets}
            result = tuple(sorted({n.id for n in loads} - local))
    _FREE[fnode] = result
    return result


def resolve(scope, name):
    while scope is not None:
        found = scope.vars
        if name in found:
            return found[name]
        scope = scope.parent
    return MISSING


def same(a, b) -> bool:
    """a is b, or equal plain values of one type (floats by their text: 0.0 and -0.0 differ)."""
    if a is b:
        return True
    t = type(a)
    return t is type(b) and t in _SCALARS and (repr(a) == repr(b) if t is float else a == b)


def frozen(v, depth: int = 0) -> bool:
    """Whether v (read from outside a call) can never change under it: immutable values and the
    kinds whose attributes are read through recorded lookups."""
    t = type(v)
    if t is tuple:
        return depth < 8 and all(frozen(x, depth + 1) for x in v)
    return t in _FROZEN or isinstance(v, Expr) or v is MISSING


def abstract(v, depth: int = 0):
    """What a helper can see of an argument, hashable; None for arguments that keep a call from
    being summarised (lists, dicts, fragments, views, pointers, functions)."""
    t = type(v)
    if t in _SCALARS:
        return (t, repr(v)) if t is float else (t, v)  # 0.0 and -0.0 print differently
    if t is tuple:
        if depth > 8:
            return None
        parts = tuple(abstract(x, depth + 1) for x in v)
        return None if None in parts else ("tuple", parts)
    if t is Opaque:
        return ("opaque", v.desc, v.uniform, v.scalar, v.nbytes, any(not p.done for p in v.pend))
    if t is Instance:
        return v  # by identity; its attributes are recorded reads
    if t in _VALUES or isinstance(v, Expr):
        return (t, v)
    return None


def instance_lookup(inst: Instance, attr: str):
    """Where `inst.attr` comes from, without calling anything: (kind, object)."""
    if attr in inst.attrs:
        return "attr", inst.attrs[attr]
    cls = inst.cls
    if attr == "__dict__":
        return "dict", None
    if attr in cls.properties:
        return "property", cls.methods[attr]
    if attr in cls.methods:
        return "method", cls.methods[attr]
    if attr in cls.attrs:
        return "class", cls.attrs[attr]
    return "missing", None


class Recording:
    """What one walked call read (to check before a replay) and whether it had an effect."""

    __slots__ = ("ok", "reads", "frees")

    def __init__(self):
        self.ok = True
        self.reads: list = []  # ("inst", instance, attr, kind, object) | ("dict", dict, key, value)
        self.frees: list = []  # (scope, name, value)


@dataclasses.dataclass(frozen=True, eq=False)
class Summary:
    func: object
    reads: tuple
    frees: tuple
    steps: int
    result: tuple  # a template (`template`)


def still_valid(s: Summary) -> bool:
    for scope, name, value in s.frees:
        if not same(resolve(scope, name), value):
            return False
    for read in s.reads:
        if read[0] == "inst":
            kind, obj = instance_lookup(read[1], read[2])
            if kind != read[3] or not same(obj, read[4]):
                return False
        elif not same(read[1].get(read[2], MISSING), read[3]):
            return False
    return True


def _arg_paths(values, prefix, out: dict, depth: int = 0) -> None:
    for i, v in enumerate(values):
        path = prefix + (i,)
        if type(v) not in _SCALARS:
            out.setdefault(id(v), path)
        if type(v) is tuple and depth < 8:
            _arg_paths(v, path, out, depth + 1)


def _known_ids(rec: Recording) -> set:
    known = set()

    def add(v, depth=0):
        known.add(id(v))
        if type(v) is tuple and depth < 8:
            for x in v:
                add(x, depth + 1)

    for read in rec.reads:
        add(read[4] if read[0] == "inst" else read[3])
    for _, _, value in rec.frees:
        add(value)
    return known


def template(result, args, kwargs, rec: Recording):
    """How to rebuild `result` for another call with the same key, or None (not summarised)."""
    paths: dict = {}
    _arg_paths(args, ("a",), paths)
    _arg_paths(list(kwargs.values()), ("k",), paths)
    kw_names = list(kwargs)
    known = _known_ids(rec)
    fresh: set = set()

    def build(v, depth=0):
        t = type(v)
        if t in _SCALARS:
            return ("const", v)
        if id(v) in paths:
            path = paths[id(v)]
            if path[0] == "k":
                path = ("k", kw_names[path[1]]) + path[2:]
            return ("arg", path)
        if depth > 8:
            return None
        if t is tuple or t is list:
            parts = [build(x, depth + 1) for x in v]
            return None if None in parts else (t.__name__, tuple(parts))
        if id(v) in known:
            return ("const", v) if frozen(v) else None
        if (t is Opaque and not v.pend) or (t is ApiResult and _constant((v.args, v.kwargs))):
            # made by the call (a register value, a library value made from constants such as a
            # pointer type): each replay makes its own; one met twice in the result is not rebuilt
            if id(v) in fresh:
                return None
            fresh.add(id(v))
            return ("fresh", v)
        if t in _VALUES or isinstance(v, Expr):
            return ("const", v)
        return None

    return build(result)


def _constant(v, depth: int = 0) -> bool:
    t = type(v)
    if t is tuple:
        return depth < 8 and all(_constant(x, depth + 1) for x in v)
    return t in _SCALARS or t in (Api, Dtype)


def rebuild(tmpl, args, kwargs):
    kind = tmpl[0]
    if kind == "const":
        return tmpl[1]
    if kind == "fresh":  # a copy of a frozen record with its own identity
        made = object.__new__(type(tmpl[1]))
        made.__dict__.update(tmpl[1].__dict__)
        return made
    if kind == "arg":
        path = tmpl[1]
        v = args[path[1]] if path[0] == "a" else kwargs[path[1]]
        for i in path[2:]:
            v = v[i]
        return v
    parts = [rebuild(p, args, kwargs) for p in tmpl[1]]
    return tuple(parts) if kind == "tuple" else parts
