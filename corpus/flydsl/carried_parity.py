"""A ping-pong LDS buffer whose half is a plain Python integer the loop body reassigns, in loops
of runtime length: FlyDSL's loop rewriting carries such an integer around the loop (scf.for
iteration arguments), so iteration k uses half k % 2.

`pingpong`: 4 waves; `smem` holds two halves of 256 ints. Before the loop every lane stores its
slot of half 0 and a barrier publishes it. Iteration k reads another wave's slot of half
`parity` and stores the next tile into its own slot of the other half, then a barrier; the
update (`parity = 1 - parity`, or `parity ^= 1` with `xor=true`) makes the other half the one
read next. The loop runs `n` times, a runtime argument.

- `late=false`: the barrier after the store orders it before the next iteration's reads of that
  half, and the reads before the store two iterations on: no finding, for every n.
- `late=true`: the barrier sits between the read and the store. Iteration k's store into half
  (k + 1) % 2 comes after iteration k's barrier, and another wave's read of that half in
  iteration k + 1 comes before iteration k + 1's barrier: nothing orders them (SS102 at the read,
  line 49, against the store, line 53), from n = 2 on. (The store two iterations on, into the
  half read in iteration k, comes after iteration k + 1's barrier: no SS104.) With the half taken
  as 0 in every iteration the store would only ever touch half 1 and the reads half 0, and this
  race would not show.

`ring`: the same with three thirds of the buffer and `stage = (stage + 1) % 3`, over a loop whose
length is a value loaded from memory (`lens[bid]`, no name of its own: a trip-count parameter
`trips_L68`; the store goes to third (k + 1) % 3). `late=false`: no finding; `late=true`: SS102 at the
read (line 69) against the store (line 73), from two trips on.

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
    def pingpong(src: fx.Tensor, dst: fx.Tensor, n: fx.Int32):
        tid = fx.thread_idx.x
        smem = fx.SharedAllocator().allocate(Storage).peek().smem.ptr
        fx.ptr_store(src[tid], smem + tid)
        gpu.barrier()
        parity = 0
        for i in range(n):
            v = fx.ptr_load(smem + (parity * THREADS + (tid + 64) % THREADS))
            dst[i * THREADS + tid] = v
            if const_expr(late):
                gpu.barrier()
            fx.ptr_store(src[(i + 1) * THREADS + tid], smem + ((1 - parity) * THREADS + tid))
            if const_expr(not late):
                gpu.barrier()
            if const_expr(xor):
                parity ^= 1
            else:
                parity = 1 - parity

    @flyc.kernel(known_block_size=[THREADS, 1, 1])
    def ring(src: fx.Tensor, dst: fx.Tensor, lens: fx.Tensor):
        tid = fx.thread_idx.x
        smem = fx.SharedAllocator().allocate(Storage).peek().smem.ptr
        fx.ptr_store(src[tid], smem + tid)
        gpu.barrier()
        stage = 0
        for i in range(lens[fx.block_idx.x]):
            v = fx.ptr_load(smem + (stage * THREADS + (tid + 64) % THREADS))
            dst[tid] = v
            if const_expr(late):
                gpu.barrier()
            fx.ptr_store(src[tid], smem + ((stage + 1) % 3 * THREADS + tid))
            if const_expr(not late):
                gpu.barrier()
            stage = (stage + 1) % 3

    @flyc.jit
    def launch(src: fx.Tensor, dst: fx.Tensor, lens: fx.Tensor, n: fx.Int32, stream: fx.Stream):
        pingpong(src, dst, n).launch(grid=(1, 1, 1), block=(THREADS, 1, 1), stream=stream)
        ring(src, dst, lens).launch(grid=(1, 1, 1), block=(THREADS, 1, 1), stream=stream)

    return launch
