"""A per-lane select between two LDS addresses: `ArithValue(odd).select(hi + lane / 2, lo + lane / 2)`
with `odd = lane % 2 == 1`, a condition that differs per lane and is known in every lane. Each
lane gets its own side's address: even lanes store into the low half of their wave's 64-dword
slot, odd lanes into the high half, one dword each. After the barrier each wave reads the slot of
the next wave (`(warp + 1) % WAVES`), the lane's own dword there. No finding. (Before per-lane
selects of LDS addresses the address was unknown and the store refused.)

- `drop=true` leaves out the barrier: a wave may read the next wave's slot before that wave's
  stores are retired and published: SS102 at the read (line 40) against the store (line 37).

Provenance: written for syncsan (no FlyDSL code is copied).
"""

import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import const_expr, gpu
from flydsl.expr.utils.arith import ArithValue

WAVES = 4
SLOT = 64  # Int32 elements per wave


def build_lane_select(drop: bool = False):
    @fx.struct
    class Storage:
        buf: fx.Array[fx.Int32, WAVES * SLOT, 16]

    @flyc.kernel(known_block_size=[WAVES * 64, 1, 1])
    def lane_select_kernel(src: fx.Tensor, dst: fx.Tensor):
        tid = gpu.thread_id("x")
        warp = tid / 64
        lane = tid % 64
        lds = fx.SharedAllocator().allocate(Storage).peek()
        lo = lds.buf.ptr + warp * SLOT
        hi = lds.buf.ptr + (warp * SLOT + SLOT // 2)
        odd = lane % 2 == 1
        fx.ptr_store(src[tid], ArithValue(odd).select(hi + lane / 2, lo + lane / 2))
        if const_expr(not drop):
            gpu.barrier()
        dst[tid] = fx.ptr_load(lds.buf.ptr + ((warp + 1) % WAVES * SLOT + lane))

    @flyc.jit
    def launch(src: fx.Tensor, dst: fx.Tensor, stream: fx.Stream):
        lane_select_kernel(src, dst).launch(grid=(1, 1, 1), block=(WAVES * 64, 1, 1), stream=stream)

    return launch
