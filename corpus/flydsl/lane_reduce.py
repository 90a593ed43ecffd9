"""A block reduction through LDS in the style of ROCm/FlyDSL's norm kernels, with addresses that
depend on the lane: `lds.<field>.view(layout)` views, `fx.memref_load` / `fx.memref_store`,
`gpu.thread_id("x")` as the thread index, stores only in lane 0 of each wave (`if lane == 0:`),
and `.select()` on a per-lane condition and on a condition that folds to a constant.

Every wave writes its partial sum into slot `wave` of `s_red`; wave 0 reads the slots (lane i
reads slot i), writes the total into slot 0, and every wave reads slot 0. Each wave's lanes also
write their own element of `s_buf` and, after a barrier, read the element 64 places on (the next
wave's lane): the bytes each lane touches are its own, so no write of one wave overlaps another
wave's write. With `drop=0` every barrier is there: no finding. `drop=k` leaves out the k-th
barrier:

- drop=1: wave w reads s_buf bytes that wave w+1 writes with no barrier between: SS102 at the
  read (line 52) against the write (line 49), and SS104 at the write against the read of the wave
  before (wave 3 reads wave 0's bytes);
- drop=2: wave 0 reads the slots the other waves write: SS104 at their write (line 54) against
  wave 0's read (line 61) (the pair is reported as an overwrite, since a write of those bytes is
  ordered before the read: s_red is written in every run of the reduction);
- drop=3: the other waves read slot 0 while wave 0 may not have written the total: SS104 at wave
  0's write (line 64) against their read (line 67).

Each slot write covers 4 bytes of one wave's lane 0: taken as whole-array writes, the slot writes
of different waves would overlap although no two waves write the same byte.

Provenance: written for syncsan (no FlyDSL code is copied).
"""

import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import gpu

WAVES = 4


@fx.struct
class Storage:
    s_red: fx.Array[fx.Float32, WAVES, 16]
    s_buf: fx.Array[fx.Float32, 64 * WAVES, 16]


@flyc.kernel(known_block_size=[64 * WAVES, 1, 1])
def reduce_kernel(x: fx.Tensor, out: fx.Tensor, drop: fx.Constexpr[int]):
    lds = fx.SharedAllocator().allocate(Storage).peek()
    s_red = lds.s_red.view(fx.make_layout(WAVES, 1))
    s_buf = lds.s_buf.view(fx.make_layout(64 * WAVES, 1))
    tid = gpu.thread_id("x")
    lane = tid % 64
    wave = tid // 64
    fx.memref_store(x[tid], s_buf, tid)
    if drop != 1:
        gpu.barrier()
    v = fx.memref_load(s_buf, (tid + 64) % (64 * WAVES))
    if lane == 0:
        fx.memref_store(v, s_red, wave)
    if drop != 2:
        gpu.barrier()
    if wave == 0:
        in_range = lane < WAVES
        always = lane < 64  # the same in every lane: folds to True
        slot = in_range.select(lane, 0)
        part = fx.memref_load(s_red, always.select(slot, 0))
        total = in_range.select(part, 0.0)
        if lane == 0:
            fx.memref_store(total, s_red, 0)
    if drop != 3:
        gpu.barrier()
    out[tid] = fx.memref_load(s_red, 0)
