"""A kernel built by a function, in the style of ROCm/FlyDSL's FP8 GEMMs: `compile_gemm(K=...)`
defines the shared storage and the `@flyc.kernel` inside itself, and the kernel closes over the
builder's values (K_ITERS, N_STEPS, the storage struct).

One wave group of 8 waves double-buffers A through LDS-DMA (`BufferCopyLDS128b`, addressed with
ptrtoint/inttoptr) with an inline-asm `s_waitcnt vmcnt(N); s_barrier` helper. Each iteration
reads the current tile, frees it with a barrier, refills it with tile k + 2 and waits for tile
k + 1 (keeping k + 2 in flight). After the loop the last tile (copied into `a_next` by the last
iteration, or by the prologue when K_ITERS == 2) is read with no wait that retires it: SS101 at
`last = s2r.load(a_next)` against that copy. `fixed=True` adds
`wait_barrier(0)` before the read (the fix the FP8 8-wave kernel's tail needs in the same place).

Provenance: written for syncsan (no FlyDSL code is copied).
"""

import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import range_constexpr, rocdl

from .builder_utils import G2SLoader, S2RLoader, wait_barrier


def compile_gemm(*, K: int, BLOCK_M: int = 128, fixed: bool = False):
    BLOCK_K = 64
    K_ITERS = K // BLOCK_K
    assert K_ITERS >= 2, f"need two K tiles at least, got {K_ITERS}"
    N_STEPS = BLOCK_M * BLOCK_K // (8 * 1024)  # 1 KiB per wave and step, 8 waves
    TILE = BLOCK_M * BLOCK_K

    @fx.struct
    class Storage:
        a0: fx.Array[fx.Float8E4M3FN, TILE, 16]
        a1: fx.Array[fx.Float8E4M3FN, TILE, 16]

    @flyc.kernel(known_block_size=[512, 1, 1])
    def gemm_kernel(A: fx.Tensor, C: fx.Tensor):
        wave_id = fx.thread_idx.x // 64
        lds = fx.SharedAllocator().allocate(Storage).peek()
        a_cur, a_next = lds.a0, lds.a1
        g2s = G2SLoader(fx.rocdl.make_buffer_tensor(A, max_size=True), N_STEPS, wave_id)
        s2r = S2RLoader(4, TILE)
        acc = [0.0] * 4

        g2s.load(a_cur, 0)
        g2s.load(a_next, BLOCK_K)
        wait_barrier(N_STEPS)  # tile 0 landed, tile 1 in flight

        for k in range_constexpr(K_ITERS - 2):
            frag = s2r.load(a_cur)
            for i in range_constexpr(4):
                acc[i] = acc[i] + frag[i]  # uses the fragment: the compiler waits for the reads
            rocdl.s_barrier()  # every wave is done reading a_cur
            g2s.load(a_cur, (k + 2) * BLOCK_K)
            wait_barrier(N_STEPS)  # tile k + 1 (a_next) landed and published; tile k + 2 in flight
            a_cur, a_next = a_next, a_cur

        frag = s2r.load(a_cur)
        acc = [acc[i] + frag[i] for i in range(4)]
        if fixed:
            wait_barrier(0)
        last = s2r.load(a_next)
        for i in range_constexpr(4):
            acc[i] = acc[i] + last[i]
        fx.copy(fx.make_copy_atom(fx.UniversalCopy128b(), fx.Float32), acc[0], C)

    return gemm_kernel
