"""Ping-pong LDS buffers whose roles a loop of runtime length swaps: LDS pointers (`cur, nxt =
nxt, cur`), a ring of three (`a, b, c = b, c, a`) and a Python bool (`odd = not odd`). FlyDSL's
loop rewriting carries such values around the loop (scf.for iteration arguments), so iteration k
reads buffer k % 2 (k % 3 for the ring).

Every kernel: 4 waves; `smem` holds three buffers of 256 ints. Before the loop every lane stores
its slot of buffer 0 and a barrier publishes it. Iteration k reads another wave's slot of the
current buffer and stores the next tile into its own slot of the next buffer, then a barrier.

- `swap`: `cur` and `nxt` are pointers into `smem` (buffers 0 and 1), swapped at the end of the
  body; the loop runs `n` times, a runtime argument.
- `ring`: three pointers rotated (`a, b, c = b, c, a`): read `a`, store into `b`, over a loop
  whose length is a value loaded from memory (`lens[bid]`: trip-count parameter `trips_L68`).
- `flag`: a bool picks the buffer (`if odd:` read buffer 1 and store into buffer 0, else the
  other way round), flipped with `odd = not odd` (`odd = odd ^ True` with `xor=true`).

`late=false`: the barrier after the store orders it before the next iteration's reads of that
buffer, and the reads before the store that refills their buffer: no finding, for every count.
`late=true`: the barrier sits between the read and the store. Iteration k's store into the next
buffer comes after iteration k's barrier, and another wave's read of that buffer in iteration
k + 1 comes before iteration k + 1's barrier: nothing orders them (SS102 at the read against the
store), from two iterations on. With the pointers (or the bool) taken at their values before the
loop in every iteration, the stores would only ever touch buffer 1 and the reads buffer 0 (the
bool: the `else` sides only), and this race would not show.

Provenance: written for syncsan (no FlyDSL code is copied).
"""

import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import const_expr, gpu

THREADS = 256


def build(late: bool = False, xor: bool = False):
    @fx.struct
    class Storage:
        smem: fx.Array[fx.Int32, 3 * THREADS, 16]

    @flyc.kernel(known_block_size=[THREADS, 1, 1])
    def swap(src: fx.Tensor, dst: fx.Tensor, n: fx.Int32):
        tid = fx.thread_idx.x
        smem = fx.SharedAllocator().allocate(Storage).peek().smem.ptr
        cur = smem
        nxt = smem + THREADS
        fx.ptr_store(src[tid], cur + tid)
        gpu.barrier()
        for i in range(n):
            v = fx.ptr_load(cur + (tid + 64) % THREADS)
            dst[i * THREADS + tid] = v
            if const_expr(late):
                gpu.barrier()
            fx.ptr_store(src[(i + 1) * THREADS + tid], nxt + tid)
            if const_expr(not late):
                gpu.barrier()
            cur, nxt = nxt, cur

    @flyc.kernel(known_block_size=[THREADS, 1, 1])
    def ring(src: fx.Tensor, dst: fx.Tensor, lens: fx.Tensor):
        tid = fx.thread_idx.x
        smem = fx.SharedAllocator().allocate(Storage).peek().smem.ptr
        a = smem
        b = smem + THREADS
        c = smem + 2 * THREADS
        fx.ptr_store(src[tid], a + tid)
        gpu.barrier()
        for i in range(lens[fx.block_idx.x]):
            v = fx.ptr_load(a + (tid + 64) % THREADS)
            dst[tid] = v
            if const_expr(late):
                gpu.barrier()
            fx.ptr_store(src[tid], b + tid)
            if const_expr(not late):
                gpu.barrier()
            a, b, c = b, c, a

    @flyc.kernel(known_block_size=[THREADS, 1, 1])
    def flag(src: fx.Tensor, dst: fx.Tensor, n: fx.Int32):
        tid = fx.thread_idx.x
        smem = fx.SharedAllocator().allocate(Storage).peek().smem.ptr
        fx.ptr_store(src[tid], smem + tid)
        gpu.barrier()
        odd = False
        for i in range(n):
            if odd:
                v = fx.ptr_load(smem + (THREADS + (tid + 64) % THREADS))
            else:
                v = fx.ptr_load(smem + (tid + 64) % THREADS)
            dst[i * THREADS + tid] = v
            if const_expr(late):
                gpu.barrier()
            if odd:
                fx.ptr_store(src[(i + 1) * THREADS + tid], smem + tid)
            else:
                fx.ptr_store(src[(i + 1) * THREADS + tid], smem + (THREADS + tid))
            if const_expr(not late):
                gpu.barrier()
            if const_expr(xor):
                odd = odd ^ True
            else:
                odd = not odd

    @flyc.jit
    def launch(src: fx.Tensor, dst: fx.Tensor, lens: fx.Tensor, n: fx.Int32, stream: fx.Stream):
        swap(src, dst, n).launch(grid=(1, 1, 1), block=(THREADS, 1, 1), stream=stream)
        ring(src, dst, lens).launch(grid=(1, 1, 1), block=(THREADS, 1, 1), stream=stream)
        flag(src, dst, n).launch(grid=(1, 1, 1), block=(THREADS, 1, 1), stream=stream)

    return launch
