"""A double-buffered K-tile pipeline in the style of ROCm/FlyDSL's attention kernels, with
lane-derived LDS addresses: XOR-swizzled reads through inline-asm `ds_read_b128`, LDS-DMA through
`rocdl.raw_ptr_buffer_load_lds` with its LDS base hoisted by a `readfirstlane` helper (`sgpr`),
byte addresses from `ptrtoint`, storage from `SharedAllocator(static=False).allocate(fx.Array)`,
and the main loop as `range(0, n_tiles, 1, init=[...])` with `yield` (n_tiles is a runtime
argument).

Each tile is 64 rows of 128 bytes; wave w copies rows 16w..16w+15 (two DMA instructions of 64
lanes x 16 bytes) and reads 16 rows with an XOR swizzle: lane l reads 16 bytes of row
r = 16v + l % 16 at chunk (l // 16) ^ (r % 8), where v = w (`shift=0`) or v = w + 1 mod 4
(`shift=1`). The inline-asm reads are invisible to the compiler, so the kernel waits for them with
an explicit `s_waitcnt lgkmcnt(0)`.

- `shift=0`: every wave reads only the rows it copies itself. Its own lgkmcnt(0) orders its reads
  before its next copy into the same buffer, so the barrier at the end of the iteration
  (`tail_barrier`) is not needed: no finding either way. (Taken as whole-buffer accesses, the
  copies would overlap every other wave's reads.)
- `shift=1, tail_barrier=True`: wave w reads wave w+1's rows after the barrier that publishes
  them, and the tail barrier keeps wave w+1 from refilling them early: no finding.
- `shift=1, tail_barrier=False`: wave w+1 may refill the buffer with tile j+2 (line 74) while wave
  w still reads tile j from it (line 79): SS103, for n_tiles >= 3.

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


def sgpr(x):
    """Hoist a wave-uniform value into an SGPR."""
    return fx.Int32(rocdl.readfirstlane(T.i32, fx.Int32(x).ir_value()))


def ds_read_b128(addr):
    vec = ir.VectorType.get([4], ir.IntegerType.get_signless(32))
    return llvm.inline_asm(vec, [fx.Int32(addr).ir_value()], "ds_read_b128 $0, $1", "=v,v", has_side_effects=True)


def build(shift: int = 0, tail_barrier: bool = True):
    @flyc.kernel(known_block_size=[256, 1, 1])
    def attend(k: fx.Tensor, out: fx.Tensor, n_tiles: fx.Int32):
        kv = fx.SharedAllocator(static=False).allocate(fx.Array[fx.BFloat16, 2 * TILE_BYTES // 2, 16]).peek()
        lds_base = fx.Int32(fx.ptrtoint(kv.ptr))
        tid = fx.thread_idx.x
        lane = tid % 64
        wave = tid // 64
        rsrc = fx.rocdl.make_buffer_tensor(k)
        ptr_ty = ir.Type.parse("!llvm.ptr<3>")

        def copy_tile(tile, buf):
            for d in range_constexpr(2):
                m0 = sgpr(lds_base + buf * TILE_BYTES + wave * (16 * ROW_BYTES) + d * 1024)
                lds_ptr = llvm.IntToPtrOp(ptr_ty, m0).result
                voff = fx.Int32((tile * ROWS + wave * 16 + d * 8) * ROW_BYTES + lane * 16)
                rocdl.raw_ptr_buffer_load_lds(rsrc, lds_ptr, fx.Int32(16), voff, fx.Int32(0), 0, fx.Int32(0))

        row = 16 * ((wave + shift) % 4) + lane % 16
        swizzled = row * ROW_BYTES + ((lane // 16) ^ (row % 8)) * 16

        copy_tile(0, 0)
        acc = fx.Float32(0.0)
        for j, state in range(0, n_tiles, 1, init=[acc]):
            buf = j % 2
            if j + 1 < n_tiles:
                copy_tile(j + 1, 1 - buf)
                rocdl.s_waitcnt(vmcnt=2)
            else:
                rocdl.s_waitcnt(vmcnt=0)
            rocdl.s_barrier()
            kv_val = ds_read_b128(lds_base + buf * TILE_BYTES + swizzled)
            rocdl.s_waitcnt(lgkmcnt=0)
            if tail_barrier:
                rocdl.s_barrier()
            results = yield [state[0] + kv_val]
        out[tid] = results[0]

    return attend
