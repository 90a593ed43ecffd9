"""Shared storage declared as FlyDSL's communication kernels do when `from __future__ import
annotations` would turn class annotations into strings: the struct is a class made by
`type(name, bases, {"__annotations__": fields})` and passed to `fx.struct(...)`, with a field
added under a compile-time condition. The loads take their options from a `dict(...)` that holds
device values (`dtype=T.f32()`), spread into a helper with `**kw`.

Each lane stores its value into its own slot of `vals` (and of `extra`, when `with_extra`), and
after a barrier reads the slot of the lane 64 places on, which the other wave wrote. `drop=True`
leaves the barrier out: the read (line 49) can run before the other wave's store (line 44) lands,
SS102. No slot is read before it is written, so there is no write-after-read. `extra` is written
and read by the same lane only (its own wait orders them), so it never races.

Provenance: written for syncsan (no FlyDSL code is copied).
"""

import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import gpu
from flydsl.expr.typing import T

BLOCK = 128


def _load(t, i, vec_width=1, dtype=None):
    return t[i]


def build_type_struct(drop: bool = False, with_extra: bool = True):
    fields = {"vals": fx.Array[fx.Float32, BLOCK, 16]}
    if with_extra:
        fields["extra"] = fx.Array[fx.Float32, BLOCK, 16]
    Storage = fx.struct(type("Storage", (), {"__annotations__": fields}))

    @flyc.kernel(known_block_size=[BLOCK, 1, 1])
    def type_struct_kernel(x: fx.Tensor):
        tid = fx.thread_idx.x
        lds = fx.SharedAllocator().allocate(Storage).peek()
        vals = lds.vals.view(fx.make_layout(BLOCK, 1))
        kw = dict(vec_width=1, dtype=T.f32())
        v = _load(x, tid, **kw)
        if with_extra:
            extra = lds.extra.view(fx.make_layout(BLOCK, 1))
            fx.memref_store(v, extra, tid)
        fx.memref_store(v, vals, tid)
        if not drop:
            gpu.barrier()
        if with_extra:
            v = v + fx.memref_load(extra, tid)
        x[tid] = v + fx.memref_load(vals, (tid + 64) % BLOCK)

    @flyc.jit
    def launch(x: fx.Tensor, stream: fx.Stream):
        type_struct_kernel(x).launch(grid=(1, 1, 1), block=(BLOCK, 1, 1), stream=stream)

    return launch
