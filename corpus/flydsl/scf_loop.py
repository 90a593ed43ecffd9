"""A K loop written as FlyDSL writes a pipelined GEMM's main loop: `range(0, K_TILES, 1, init=[...])`
with a compile-time bound. FlyDSL traces such a loop once, as an scf.for whose induction variable
is an MLIR value (only `range_constexpr` unrolls): the checker walks its body once too and the
schedule gets a loop of K_TILES iterations, whatever K_TILES is.

Two LDS buffers `a0` and `a1` (fields of one `@fx.struct`) hold alternate K tiles. The buffer of
tile kt is reached as `a0 + (kt % 2) * (a1 - a0)`, a pointer from `a0` that lands in `a1` on odd
tiles (the byte stride between the fields taken from their addresses, as ROCm/FlyDSL's MXFP4 GEMM
does): the address is symbolic in the loop variable and lies in either field. Each lane reads
16 bytes at `a0 + ((parity * stride + row_byte) // 4) * 4`: the division by 4 keeps the symbolic
part whole (the stride is a multiple of 4), so every lane's bytes stay exact.

Each wave copies 16 rows of each tile (two LDS-DMA instructions of 64 lanes x 16 bytes) and reads
the rows of the next wave (`(wave + 1) % 4`). Iteration kt: prefetch tile kt + 1, read tile kt,
`s_waitcnt vmcnt(wait)`, one barrier.

- `wait=0`, `pingpong=true`: the prefetch of tile kt + 1 lands before iteration kt's barrier, and
  the buffer it fills was last read in iteration kt - 1, before that iteration's barrier: clean.
- `wait=2`: the two copies of the prefetch stay in flight across the barrier (line 89); the next
  wave reads them in iteration kt + 1: SS101 at the read (line 86) against the copies (line 85).
- `pingpong=false`: every tile goes to `a0`: the prefetch of tile kt + 1 writes rows the next wave
  reads as tile kt in the same barrier generation: SS101 (same generation) at the read (line 86)
  against the copies (line 85).

Walked as unrolled iterations (before the checker took such loops as scf.for loops) the three
give the same findings.

Provenance: written for syncsan (no FlyDSL code is copied).
"""

import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl._mlir import ir
from flydsl._mlir.dialects import llvm
from flydsl.expr import const_expr, range_constexpr, rocdl
from flydsl.expr.typing import T

ROW_BYTES = 128
TILE_BYTES = 64 * ROW_BYTES
K_TILES = 6


@fx.struct
class Tiles:
    a0: fx.Array[fx.Int8, TILE_BYTES, 16]
    a1: fx.Array[fx.Int8, TILE_BYTES, 16]


def ds_read_b128(addr):
    vec = ir.VectorType.get([4], ir.IntegerType.get_signless(32))
    return llvm.inline_asm(vec, [fx.Int32(addr).ir_value()], "ds_read_b128 $0, $1", "=v,v", has_side_effects=True)


def build(wait: int = 0, pingpong: bool = True):
    @flyc.kernel(known_block_size=[256, 1, 1])
    def scf_loop(k: fx.Tensor, out: fx.Tensor):
        lds = fx.SharedAllocator().allocate(Tiles).peek()
        a0 = fx.Int32(fx.ptrtoint(lds.a0.ptr))
        stride = fx.Int32(fx.ptrtoint(lds.a1.ptr)) - a0 if const_expr(pingpong) else fx.Int32(0)
        tid = fx.thread_idx.x
        lane = tid % 64
        wave = tid // 64
        rsrc = fx.rocdl.make_buffer_tensor(k)
        ptr_ty = ir.Type.parse("!llvm.ptr<3>")

        def copy_tile(tile, parity):
            for d in range_constexpr(2):
                m0 = fx.Int32(rocdl.readfirstlane(T.i32, fx.Int32(
                    a0 + parity * stride + wave * (16 * ROW_BYTES) + d * 1024).ir_value()))
                voff = fx.Int32((tile * 64 + wave * 16 + d * 8) * ROW_BYTES + lane * 16)
                rocdl.raw_ptr_buffer_load_lds(rsrc, llvm.IntToPtrOp(ptr_ty, m0).result, fx.Int32(16), voff,
                                              fx.Int32(0), 0, fx.Int32(0))

        row_byte = (16 * ((wave + 1) % 4) + lane % 16) * ROW_BYTES + (lane // 16) * 16

        def read_tile(parity):
            dword = (parity * stride + row_byte) // 4
            return ds_read_b128(a0 + dword * 4)

        copy_tile(0, 0)
        rocdl.s_waitcnt(vmcnt=0)
        rocdl.s_barrier()
        acc = fx.Float32(0.0)
        for kt, state in range(0, K_TILES, 1, init=[acc]):
            copy_tile(kt + 1, (kt + 1) % 2)
            v = read_tile(kt % 2)
            rocdl.s_waitcnt(lgkmcnt=0)
            rocdl.s_waitcnt(vmcnt=wait)
            rocdl.s_barrier()
            results = yield [state[0] + v]
        out[tid] = results[0]

    return scf_loop
