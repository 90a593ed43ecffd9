"""A ring of `slots` K-tile buffers in the style of ROCm/FlyDSL's FP8 attention kernel: the slot
being read is a loop-carried value (`range(0, n_tiles, 1, init=[..., fx.Index(0)])`), advanced
each iteration with a wrap `(x >= slots).select(x - slots, x)`; tile j + 2 is prefetched into slot
`wrap(slot + 2)` while slot `slot` is read. n_tiles is a runtime argument.

Each tile is 64 rows of 128 bytes; wave w copies rows 16w..16w+15 of a tile (two LDS-DMA
instructions of 64 lanes x 16 bytes) and reads 16 bytes a lane from the rows of wave w + 1 mod 4,
with an explicit `s_waitcnt lgkmcnt(0)` after its inline-asm read. One barrier ends each iteration.

- `slots=3`: in iteration j the waves read slot j mod 3 and fill slot (j + 2) mod 3, which nobody
  reads until iteration j + 2; `s_waitcnt vmcnt(1)` before the barrier lands tile j + 1 (the
  prologue's `vmcnt(0)` lands tiles 0 and 1): no finding. (With the slot taken as unknown, every
  copy and read covers the whole ring and collides: the false alarm this case guards against.)
- `slots=2`: slot (j + 2) mod 2 is the slot j mod 2 being read: a wave that has read its rows may
  refill them (line 63) while the wave before it still reads them (line 61) in the same barrier
  generation: SS103, for n_tiles >= 1.

Provenance: written for syncsan (no FlyDSL code is copied).
"""

import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl._mlir import ir
from flydsl._mlir.dialects import llvm
from flydsl.expr import range_constexpr, rocdl
from flydsl.expr.typing import T

ROW_BYTES = 128
ROWS = 64
TILE_BYTES = ROWS * ROW_BYTES


def ds_read_b128(addr):
    vec = ir.VectorType.get([4], ir.IntegerType.get_signless(32))
    return llvm.inline_asm(vec, [fx.Int32(addr).ir_value()], "ds_read_b128 $0, $1", "=v,v", has_side_effects=True)


def build(slots: int = 3):
    @flyc.kernel(known_block_size=[256, 1, 1])
    def ring(k: fx.Tensor, out: fx.Tensor, n_tiles: fx.Int32):
        kv = fx.SharedAllocator(static=False).allocate(fx.Array[fx.BFloat16, 3 * TILE_BYTES // 2, 16]).peek()
        lds_base = fx.Int32(fx.ptrtoint(kv.ptr))
        tid = fx.thread_idx.x
        lane = tid % 64
        wave = tid // 64
        rsrc = fx.rocdl.make_buffer_tensor(k)
        ptr_ty = ir.Type.parse("!llvm.ptr<3>")
        n_slots = fx.Index(slots)

        def copy_tile(tile, slot):
            for d in range_constexpr(2):
                m0 = fx.Int32(rocdl.readfirstlane(T.i32, fx.Int32(
                    lds_base + slot * TILE_BYTES + wave * (16 * ROW_BYTES) + d * 1024).ir_value()))
                lds_ptr = llvm.IntToPtrOp(ptr_ty, m0).result
                voff = fx.Int32((tile * ROWS + wave * 16 + d * 8) * ROW_BYTES + lane * 16)
                rocdl.raw_ptr_buffer_load_lds(rsrc, lds_ptr, fx.Int32(16), voff, fx.Int32(0), 0, fx.Int32(0))

        def wrap(x):
            return (x >= n_slots).select(x - n_slots, x)

        row = 16 * ((wave + 1) % 4) + lane % 16
        copy_tile(0, 0)
        copy_tile(1, 1)
        rocdl.s_waitcnt(vmcnt=0)
        rocdl.s_barrier()
        acc = fx.Float32(0.0)
        for j, state in range(0, n_tiles, 1, init=[acc, fx.Index(0)]):
            slot = state[1]
            kv_val = ds_read_b128(lds_base + slot * TILE_BYTES + row * ROW_BYTES + (lane // 16) * 16)
            rocdl.s_waitcnt(lgkmcnt=0)
            copy_tile(j + 2, wrap(slot + fx.Index(2)))
            rocdl.s_waitcnt(vmcnt=1)
            rocdl.s_barrier()
            results = yield [state[0] + kv_val, wrap(slot + fx.Index(1))]
        out[tid] = results[0]

    return ring
