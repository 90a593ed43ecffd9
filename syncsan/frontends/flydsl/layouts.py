"""Layouts as FlyDSL (CuTe) defines them: a shape and a stride, nested tuples of integers, and the
map from a coordinate to an element index (`crd2idx`), lane by lane.

A coordinate is either one integer (a linear index, split over the shape's modes first mode
fastest, as CuTe does) or a tuple with one entry per mode. Only what LDS addresses need is here.
"""

from __future__ import annotations

from syncsan.frontends.flydsl import lanes as L


def flatten(x) -> list:
    if isinstance(x, (tuple, list)):
        out = []
        for y in x:
            out.extend(flatten(y))
        return out
    return [x]


def is_int_tree(x) -> bool:
    return all(isinstance(v, int) and not isinstance(v, bool) for v in flatten(x))


def compact_stride(shape):
    """The column-major compact stride of `shape` (CuTe's default for `make_layout(shape)`)."""
    running = [1]

    def go(s):
        if isinstance(s, (tuple, list)):
            return tuple(go(t) for t in s)
        d = running[0]
        running[0] *= s
        return d
    return go(shape)


def ordered_stride(shape, order):
    """`make_ordered_layout(shape, order)`: compact strides, mode `order[i]`-th fastest."""
    flat_shape, flat_order = flatten(shape), flatten(order)
    if len(flat_shape) != len(flat_order):
        return None
    strides = [0] * len(flat_shape)
    running = 1
    for i in sorted(range(len(flat_shape)), key=lambda k: flat_order[k]):
        strides[i] = running
        running *= flat_shape[i]
    it = iter(strides)

    def go(s):
        if isinstance(s, (tuple, list)):
            return tuple(go(t) for t in s)
        return next(it)
    return go(shape)


def size(shape) -> int:
    n = 1
    for v in flatten(shape):
        n *= v
    return n


def crd2idx(coord, shape, stride):
    """The element index of `coord` under (shape, stride), lane by lane; None when it cannot be
    computed (a coordinate that is not a number, a rank mismatch)."""
    if isinstance(shape, (tuple, list)):
        if not isinstance(stride, (tuple, list)) or len(stride) != len(shape):
            return None
        if isinstance(coord, (tuple, list)):
            if len(coord) != len(shape):
                return None
            total = 0
            for c, s, d in zip(coord, shape, stride):
                part = crd2idx(c, s, d)
                total = None if part is None else L.binop("+", total, part)
                if total is None:
                    return None
            return total
        # one index over several modes: first mode fastest
        total = 0
        rest = coord
        for i, (s, d) in enumerate(zip(shape, stride)):
            n = size(s)
            last = i == len(shape) - 1
            c = rest if last else L.binop("%", rest, n)
            if c is None:
                return None
            part = crd2idx(c, s, d)
            total = None if part is None else L.binop("+", total, part)
            if total is None:
                return None
            if not last:
                rest = L.binop("//", rest, n)
                if rest is None:
                    return None
        return total
    if isinstance(coord, (tuple, list)):
        return crd2idx(coord[0], shape, stride) if len(coord) == 1 else None
    return L.binop("*", coord, stride)


def idx2crd(idx, shape, stride):
    """`fx.idx2crd(idx, layout)` for a flat layout of integers, lane by lane: coordinate i is
    (idx // stride_i) % shape_i; None when it cannot be computed."""
    if isinstance(shape, int) and isinstance(stride, int):
        shape, stride, flat = (shape,), (stride,), False
    else:
        flat = True
    if not (isinstance(shape, (tuple, list)) and isinstance(stride, (tuple, list)) and len(shape) == len(stride)
            and all(isinstance(x, int) and not isinstance(x, bool) for x in (*shape, *stride))):
        return None
    out = []
    for s, d in zip(shape, stride):
        c = 0 if d == 0 else L.binop("%", L.binop("//", idx, d), s)
        if c is None:
            return None
        out.append(c)
    return tuple(out) if flat else out[0]
