"""Lane and wave indices computed from `gpu.thread_id("x")`, the MLIR op, which gives an index
value: FlyDSL's `/` on index values is integer division (arith.divui), so `tid / 64` is the wave
and `lane / 16` a row of 16 lanes, as ROCm/FlyDSL's MLA decode kernel computes them.

Every wave stores 64 values into its own quarter of `buf` (`warp * 64 + lane`); after the barrier
each wave reads pairs of lanes of its partner wave's quarter (`(warp / 2) * 128 + (1 - warp % 2) *
64 + lane / 2 * 2`) and stores the result into its own quarter of `out_buf`. The addresses are
exact lane by lane, so the write into `out_buf` touches no bytes another wave reads: no finding.
`drop=true` leaves out the barrier: SS102 at the read (line 42) against the partner's store
(line 39). (With `/` taken as Python's true division the addresses were lost and every access
covered its whole field: SS105 between the waves' stores at line 39, and at line 43, in both
variants.) A value cast to `fx.Int32` is an Int32 again, on which `/` is FlyDSL's float
division; the case does not rely on that.

Provenance: written for syncsan (no FlyDSL code is copied).
"""

import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import const_expr, gpu

WAVES = 4


def build_index_lanes(drop: bool = False):
    @fx.struct
    class Storage:
        buf: fx.Array[fx.Int32, WAVES * 64, 16]
        out_buf: fx.Array[fx.Int32, WAVES * 64, 16]

    @flyc.kernel(known_block_size=[WAVES * 64, 1, 1])
    def index_kernel(src: fx.Tensor, dst: fx.Tensor):
        tid = gpu.thread_id("x")
        warp = tid / 64
        lane = tid % 64
        lds = fx.SharedAllocator().allocate(Storage).peek()
        buf = lds.buf.ptr
        out_buf = lds.out_buf.ptr
        fx.ptr_store(src[tid], buf + (warp * 64 + lane))
        if const_expr(not drop):
            gpu.barrier()
        v = fx.ptr_load(buf + ((warp / 2) * 128 + (1 - warp % 2) * 64 + lane / 2 * 2))
        fx.ptr_store(v, out_buf + (warp * 64 + lane))
        gpu.barrier()
        dst[tid] = fx.ptr_load(out_buf + (warp * 64 + (lane + 1) % 64))

    @flyc.jit
    def launch(src: fx.Tensor, dst: fx.Tensor, stream: fx.Stream):
        index_kernel(src, dst).launch(grid=(1, 1, 1), block=(WAVES * 64, 1, 1), stream=stream)

    return launch
