"""MFMA operands packed from LDS reads, in the style of ROCm/FlyDSL's fp8 GEMMs: each operand is
two 16-byte reads through a view (`view.load()`), each `.bitcast(fx.Int32)`, put side by side
with `lo.shuffle(hi, [0, ..., 7])`; the data is first used by the MFMA of the next step. A bitcast
and a concatenating shuffle are no instructions (LLVM's fp8_gemm_4wave ISA waits for the reads
only before the MFMA), so the reads stay in flight until that MFMA.

Four waves, two 8 KiB buffers; wave w copies its 2 KiB of each tile by LDS-DMA and reads the
2 KiB wave w + 1 copied. Step j: `wait_barrier` (inline asm `s_waitcnt vmcnt(0)` + bare
`s_barrier`) publishes tile j + 1; the wave refills buffer j % 2 with tile j + 2, reads tile j + 1,
and then runs the MFMA on tile j's operand, read in the step before.

- `drain=False`: tile j's reads were issued before the barrier and nothing retires them until the
  MFMA after it, so the refill of their buffer after the barrier (by the wave that copies those
  bytes) overwrites reads that only the copy's memory latency keeps ahead: SS106 at the refill.
- `drain=True`: `wait_barrier` also waits `lgkmcnt(0)`: every read is done before the barrier.
- `swap=True`: the halves are put in the other order (`[4, ..., 7, 0, ..., 3]`). The checker
  takes any shuffle but a concatenation as a use of the data (it may need register moves), so
  the reads are retired there, before the barrier: clean.

Provenance: written for syncsan (no FlyDSL code is copied).
"""

import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl._mlir import ir
from flydsl._mlir.dialects import llvm
from flydsl.expr import range_constexpr, rocdl
from flydsl.expr.typing import T

WAVE_BYTES = 2048
TILE_BYTES = 4 * WAVE_BYTES
STEPS = 4


def sgpr(x):
    """Hoist a wave-uniform value into an SGPR."""
    return fx.Int32(rocdl.readfirstlane(T.i32, fx.Int32(x).ir_value()))


def build(drain: bool = False, swap: bool = False):
    wait = "s_waitcnt vmcnt(0) lgkmcnt(0)" if drain else "s_waitcnt vmcnt(0)"

    def wait_barrier():
        llvm.inline_asm(None, [], f"{wait}\ns_barrier", "", has_side_effects=True)

    @flyc.kernel(known_block_size=[256, 1, 1])
    def pack(a: fx.Tensor, out: fx.Tensor):
        bufs = fx.SharedAllocator(static=False).allocate(fx.Array[fx.Uint8, 2 * TILE_BYTES, 16]).peek()
        lds_base = fx.Int32(fx.ptrtoint(bufs.ptr))
        tid = fx.thread_idx.x
        lane = tid % 64
        wave = tid // 64
        rsrc = fx.rocdl.make_buffer_tensor(a)
        ptr_ty = ir.Type.parse("!llvm.ptr<3>")

        def copy_tile(tile, buf):
            for d in range_constexpr(2):
                m0 = sgpr(lds_base + buf * TILE_BYTES + wave * WAVE_BYTES + d * 1024)
                lds_ptr = llvm.IntToPtrOp(ptr_ty, m0).result
                voff = fx.Int32(tile * TILE_BYTES + wave * WAVE_BYTES + d * 1024 + lane * 16)
                rocdl.raw_ptr_buffer_load_lds(rsrc, lds_ptr, fx.Int32(16), voff, fx.Int32(0), 0, fx.Int32(0))

        def half(buf, d):
            offset = buf * TILE_BYTES + ((wave + 1) % 4) * WAVE_BYTES + d * 1024 + lane * 16
            view = fx.make_view(fx.recast_iter(fx.Uint8, fx.add_offset(bufs.ptr, fx.make_int_tuple(offset))),
                                fx.make_layout(16, 1))
            return view.load().bitcast(fx.Int32)

        def operand(buf):
            return half(buf, 0).shuffle(half(buf, 1), [4, 5, 6, 7, 0, 1, 2, 3] if swap else list(range(8)))

        copy_tile(0, 0)
        copy_tile(1, 1)
        wait_barrier()
        frag = operand(0)
        acc = fx.Float32(0.0)
        for j in range_constexpr(STEPS):
            wait_barrier()
            copy_tile(j + 2, j % 2)
            nxt = operand((j + 1) % 2)
            acc = rocdl.mfma_f32_16x16x32_fp8_fp8(T.f32x4, frag, frag, acc, 0, 0, 0)
            frag = nxt
        out[tid] = acc

    return pack
