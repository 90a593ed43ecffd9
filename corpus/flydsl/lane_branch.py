"""Complementary per-lane writers in the style of ROCm/FlyDSL's MLA decode kernel: a KV tile is
prefetched into one of two LDS buffers chosen by the parity of a `range(..., init=)` loop's
induction variable (`ArithValue(is_odd).select(kv1, kv0)`), and each lane either zeroes its dword
of its wave's slot with a ds write (its row is past the end: -1) or copies the row there with
LDS-DMA (`rocdl.buffer_load_to_lds`). The row is data loaded per lane, so the condition is not
known in any lane; still each lane runs exactly one side (exec-mask semantics), and both sides
touch a byte only in the same lane: the zeroing write and the copy of one execution never race.
`gpu.barrier()` (s_waitcnt vmcnt(0) lgkmcnt(0) + s_barrier) at the top of each iteration lands the
tile before it is read; the next tile goes into the other buffer. No finding.

(Without exec-mask semantics, both sides taken by every lane, the copy of line 53 and the write of
line 51 in the same wave gave SS105, reported at the helper's calls: line 55 before the loop and
line 61 in it.)

- `skew=true`: the zeroing write goes to the next lane's dword (`(lane + 1) % 64`): lane L + 1
  may copy into the dword lane L zeroes, in the same execution and wave, with no wait between
  the ds write and the copy: SS105 between the write (line 51) and the copy (line 53), a real
  race, reported at line 55 (from n_tiles = 0) and line 61 (from n_tiles = 1); a note says the
  two sides are taken as run by every lane.

Provenance: written for syncsan (no FlyDSL code is copied).
"""

import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import gpu, rocdl
from flydsl.expr.utils.arith import ArithValue

WAVES = 2
SLOT = 64  # Int32 elements: one dword per lane of a wave


def build_lane_branch(skew: bool = False):
    @fx.struct
    class Storage:
        kv: fx.Array[fx.Int32, 2 * WAVES * SLOT, 16]  # two buffers, one slot per wave in each

    @flyc.kernel(known_block_size=[WAVES * 64, 1, 1])
    def lane_branch_kernel(rows: fx.Tensor, kv: fx.Tensor, out: fx.Tensor, n_tiles: fx.Int32):
        tid = gpu.thread_id("x")
        warp = tid / 64
        lane = tid % 64
        lds = fx.SharedAllocator().allocate(Storage).peek()
        kv0 = lds.kv.ptr + warp * SLOT  # this wave's slot of each buffer
        kv1 = lds.kv.ptr + (WAVES + warp) * SLOT
        zero_at = (lane + 1) % 64 if skew else lane

        def prefetch(slot, tile):
            row = rows[tile * (WAVES * 64) + tid]  # -1 where the tile is past the end
            if row == -1:
                fx.ptr_store(fx.Int32(0), slot + zero_at)
            else:
                rocdl.buffer_load_to_lds(kv, slot, row * 4)

        prefetch(kv0, 0)
        for it, state in range(0, n_tiles, 1, init=[fx.Int32(0)]):
            is_odd = (it & 1) != 0
            cur = ArithValue(is_odd).select(kv1, kv0)
            nxt = ArithValue(is_odd).select(kv0, kv1)
            gpu.barrier()
            prefetch(nxt, it + 1)
            v = fx.ptr_load(cur + lane)
            results = yield [state[0] + v]
        out[tid] = results

    @flyc.jit
    def launch(rows: fx.Tensor, kv: fx.Tensor, out: fx.Tensor, n_tiles: fx.Int32, stream: fx.Stream):
        lane_branch_kernel(rows, kv, out, n_tiles).launch(grid=(1, 1, 1), block=(WAVES * 64, 1, 1),
                                                          stream=stream)

    return launch
