"""Each wave's slot of a ping-pong LDS buffer, chosen by the loop's parity:
`ArithValue(i % 2 == 1).select(odd, even)` with `even = buf + warp * SLOT` and `odd = buf +
(WAVES + warp) * SLOT`. Both choices differ from wave to wave by the same constant (the wave's
slot), so the waves' addresses differ by a constant: the four waves share one wave group (each
with its own bytes), as waves whose addresses differ by a constant always did. (Before, the
constant went into the choice, each wave got a schedule of its own, and on a kernel of 8 such
waves the proof asked the cross-wave questions for 8 x 8 pairs of groups.)

Iteration i: each wave stores its tile into its slot of half i % 2, a barrier, then each wave
reads the next wave's slot of that half (`(warp + 1) % WAVES`). The loop runs `n` times (a
runtime argument).

- `pingpong=true`: iteration i + 1 stores into the other half, and iteration i + 2's store into
  half i % 2 comes after iteration i + 1's barrier, which follows the next wave's read of it in
  iteration i: no finding, for every n.
- `pingpong=false`: every iteration uses half 0. A wave's store in iteration i + 1 and the
  previous wave's read of that slot in iteration i both follow iteration i's barrier and nothing
  orders them: SS104 at the store (line 46) against the read (line 49), from n = 2 on.

Provenance: written for syncsan (no FlyDSL code is copied).
"""

import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import const_expr, gpu
from flydsl.expr.utils.arith import ArithValue

WAVES = 4
SLOT = 64  # Int32 elements per wave


def build_wave_slots(pingpong: bool = True):
    @fx.struct
    class Storage:
        buf: fx.Array[fx.Int32, 2 * WAVES * SLOT, 16]

    @flyc.kernel(known_block_size=[WAVES * 64, 1, 1])
    def wave_slots_kernel(src: fx.Tensor, dst: fx.Tensor, n: fx.Int32):
        tid = gpu.thread_id("x")
        warp = tid / 64
        lane = tid % 64
        lds = fx.SharedAllocator().allocate(Storage).peek()
        even = lds.buf.ptr + warp * SLOT
        odd = lds.buf.ptr + (WAVES + warp) * SLOT if const_expr(pingpong) else even
        for i in range(n):
            fx.ptr_store(src[i * 256 + tid], ArithValue(i % 2 == 1).select(odd, even) + lane)
            gpu.barrier()
            nxt = (warp + 1) % WAVES * SLOT - warp * SLOT  # the next wave's slot, from this one's
            dst[i * 256 + tid] = fx.ptr_load(ArithValue(i % 2 == 1).select(odd, even) + (nxt + lane))

    @flyc.jit
    def launch(src: fx.Tensor, dst: fx.Tensor, n: fx.Int32, stream: fx.Stream):
        wave_slots_kernel(src, dst, n).launch(grid=(1, 1, 1), block=(WAVES * 64, 1, 1), stream=stream)

    return launch
