"""LDS from three allocators at once, and a wave count taken from the launch: the legacy
`flydsl.utils.smem_allocator` API (`SmemAllocator` bumping `ptr` outside the kernel, `get_base()`
and `SmemPtr(base, offset, T.f32, shape=...)` with `.load` / `.store` and the class-style
`SmemPtr.store(p, v, [i])`), `SharedAllocator(static=False).allocate(fx.Array[...])` twice and
`allocate(nbytes)`. The kernel has no `known_block_size`: its launcher runs it with
`block=(BLOCK, 1, 1)`, two waves.

Every allocation gets bytes of its own. Each lane writes its element of `a` and of `b` and reads
the element of `a` that the other wave wrote, after a barrier; it writes `scratch` with no barrier
around it, which is safe only because no other allocation shares those bytes. Lane 0 of each wave
stores its wave's value into the legacy `s_red` slot, and after a barrier every lane of wave 0
reads the slots. With `drop=False`: no finding. `drop=True` leaves out the barrier before the
slot reads: SS104 at the slot store (line 53) against wave 0's read (line 57).

Provenance: written for syncsan (no FlyDSL code is copied).
"""

import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import arith, gpu
from flydsl.expr.typing import T
from flydsl.utils.smem_allocator import SmemAllocator, SmemPtr

BLOCK = 128
WAVES = BLOCK // 64


def build_allocators(drop: bool = False):
    allocator = SmemAllocator(None, arch="gfx950")
    red_offset = allocator._align(allocator.ptr, 16)
    allocator.ptr = red_offset + WAVES * 4

    @flyc.kernel
    def alloc_kernel(x: fx.Tensor):
        tid = fx.thread_idx.x
        lane = tid % 64
        wave = tid // 64
        base = allocator.get_base()
        s_red = SmemPtr(base, red_offset, T.f32, shape=(WAVES,))
        s_red.get()
        dyn = fx.SharedAllocator(static=False)
        a = dyn.allocate(fx.Array[fx.Float32, BLOCK, 16]).peek()
        b = dyn.allocate(fx.Array[fx.Float32, BLOCK, 16]).peek()
        scratch = dyn.allocate(64 * WAVES * 4).peek()
        v = x[tid]
        a[tid] = v
        b[tid] = v
        gpu.barrier()
        w = a[(tid + 64) % BLOCK]
        scratch_ptr = fx.recast_iter(fx.Float32, scratch.ptr)
        scratch_ptr[tid] = w
        if arith.cmpi(arith.CmpIPredicate.eq, lane, fx.Int32(0)):
            s_red.store(w, [arith.index_cast(T.index, wave)])
        if not drop:
            gpu.barrier()
        if wave == 0:
            x[tid] = SmemPtr.load(s_red, [lane % WAVES]) + b[tid]

    @flyc.jit
    def launch(x: fx.Tensor, stream: fx.Stream):
        alloc_kernel(x).launch(grid=(1, 1, 1), block=(BLOCK, 1, 1), stream=stream)

    return launch
