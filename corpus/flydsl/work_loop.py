"""A persistent work loop and the stores around it: a `while` whose condition starts as a FlyDSL
constant (`fx.Int32(1) == fx.Int32(1)`) and becomes a value broadcast through LDS, with barriers
inside; the wave and lane indices from `fx.idx2crd(tid, layout)` and `fx.get`; a value of
unknown width stored with `fx.ptr_store` (the pointer's element type); every lane storing the
same constant into one slot; and a pong pointer `a0 + (a1 - a0)` that walks into the next
field of the storage struct.

Thread 0 takes a work item (a global load) and broadcasts it through slot 0 of `box`; after a
barrier every lane reads it (one LDS address: the same value in every wave), so after its first
trip (unrolled: the condition is a constant there) the loop is a workgroup-uniform runtime loop,
a schedule loop with a trip-count parameter (`trips_L54`, every count from 0). In each trip every
wave writes its row of the pong half (`a0 + (a1 - a0)`, which is `a1`) with a value of unknown
width (one element, the pointer's type), a barrier publishes it, and wave 0 reads the other
waves' rows; the next trip's first barrier orders those reads before the rows are written again.
Before the loop, every lane of every wave stores the constant 0 into slot 1 of `box` with no
barrier between the waves: stores of the same constant agree whichever lands last, so that is
no race. With `drop=False`: no finding, proved for every trip count. `drop=True` leaves out the
barrier between the row writes and wave 0's reads, the only one after the broadcast read: in
two trips or more, SS102 at the read (line 64) against another wave's row write (line 59),
SS104 at that row write against the read, and SS104 at thread 0's next broadcast store
(line 56) against another wave's read of the slot (line 58).

Provenance: written for syncsan (no FlyDSL code is copied).
"""

import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import gpu, range_constexpr

WAVES = 4
ROW = 64


def build_work_loop(drop: bool = False):
    @fx.struct
    class Storage:
        box: fx.Array[fx.Int32, 4, 16]
        a0: fx.Array[fx.Float32, WAVES * ROW, 16]
        a1: fx.Array[fx.Float32, WAVES * ROW, 16]

    @flyc.kernel(known_block_size=[WAVES * 64, 1, 1])
    def work_kernel(work: fx.Tensor, out: fx.Tensor, total: fx.Int32):
        tid = fx.thread_idx.x
        crd = fx.idx2crd(tid, fx.make_layout((WAVES, 64), (64, 1)))
        wave = fx.get(crd, 0)
        lane = fx.get(crd, 1)
        lds = fx.SharedAllocator().allocate(Storage).peek()
        box = lds.box.ptr
        a0 = lds.a0.ptr
        pong = fx.Int32(fx.ptrtoint(lds.a1.ptr)) - fx.Int32(fx.ptrtoint(a0))
        fx.ptr_store(fx.Int32(0), box + 1)
        half = fx.recast_iter(fx.Float32, fx.add_offset(fx.recast_iter(fx.Int8, a0), pong))
        active = fx.Int32(1) == fx.Int32(1)
        while active:
            if tid == fx.Int32(0):
                fx.ptr_store(work[0], box)
            gpu.barrier()
            item = fx.ptr_load(box)
            fx.ptr_store(out[item], half + (wave * ROW + lane))
            if not drop:
                gpu.barrier()
            if wave == 0:
                for w in range_constexpr(1, WAVES):
                    out[tid] = fx.ptr_load(half + (w * ROW + lane))
            active = item < total

    @flyc.jit
    def launch(work: fx.Tensor, out: fx.Tensor, total: fx.Int32, stream: fx.Stream):
        work_kernel(work, out, total).launch(grid=(1, 1, 1), block=(WAVES * 64, 1, 1), stream=stream)

    return launch
