"""A multi-stage (prefetch depth `stages - 1`) GEMM skeleton in FlyDSL style, one wave group.

All waves run the same schedule. Each iteration waits until only the `stages - 2` youngest tiles
are in flight (`wait_vmcnt_and_barrier((stages - 2) * tile_iters)`), then prefetches tile
`k_tile + stages - 1` into the stage the previous iteration read, then reads stage
`k_tile % stages` (a symbolic stage: the LDS offset depends on the loop variable). The epilogue
writes C into LDS over the A/B stages (an `@fx.union`) after a fenced `gpu.barrier()` and reads it
back after another one: correct.

`slack` (default 0) raises the loop's wait count by `slack` copies: with slack=1 the last B copy of
the tile about to be read is no longer retired before the barrier, so the read of B in the loop
(`fb = read(smem_b, ...)`) races with it, in the same wave and in the others: SS101.

Provenance: written for syncsan, modelled on the non-HTI path of ROCm/FlyDSL
kernels/gemm/gemm_a16w16_gfx950.py (no FlyDSL code is copied).
"""

import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import gpu, range_constexpr, rocdl

from .flydsl_common import WAVE_SIZE, copy_tile_to_lds, wait_vmcnt_and_barrier


@fx.struct
class MultiStageParam:
    block_m: fx.Constexpr[int]
    block_k: fx.Constexpr[int]
    stages: fx.Constexpr[int]
    waves: fx.Constexpr[int]
    block_threads: fx.Constexpr[int]
    tile_iters: fx.Constexpr[int]
    slack: fx.Constexpr[int]


def make_multistage_param(block_m: int = 64, block_k: int = 64, stages: int = 3, waves: int = 4,
                          slack: int = 0) -> MultiStageParam:
    if stages < 2:
        raise ValueError("stages must be at least 2")
    block_threads = waves * WAVE_SIZE
    tile_iters = block_m * block_k // (block_threads * 8)
    return MultiStageParam(block_m=block_m, block_k=block_k, stages=stages, waves=waves,
                           block_threads=block_threads, tile_iters=tile_iters, slack=slack)


@flyc.kernel
def multistage_kernel(a: fx.Tensor, b: fx.Tensor, out: fx.Tensor, k: fx.Int32, tiled_mma: fx.TiledMma,
                      param: MultiStageParam):
    block_m = param.block_m
    block_k = param.block_k
    stages = param.stages
    tile = block_m * block_k
    tid = fx.thread_idx.x
    k_tiles = k // block_k

    @fx.struct
    class AB:
        a: fx.Array[fx.BFloat16, stages * tile, 16]
        b: fx.Array[fx.BFloat16, stages * tile, 16]

    @fx.union
    class Shared:
        ab: AB
        c: fx.Array[fx.BFloat16, block_m * block_m, 16]

    storage = fx.SharedAllocator().allocate(Shared)
    smem_a = storage.ab.a.peek().ptr
    smem_b = storage.ab.b.peek().ptr
    smem_c = storage.c.peek().ptr
    dma = fx.make_copy_atom(fx.rocdl.cdna4.BufferLoadAsyncLDS128b(), 128)
    read_atom = fx.make_copy_atom(fx.UniversalCopy128b(), fx.BFloat16)
    a_buf = fx.rocdl.make_buffer_tensor(a, max_size=True)
    b_buf = fx.rocdl.make_buffer_tensor(b, max_size=True)
    thr_mma = tiled_mma.thr_slice(tid)
    thr_copy = fx.make_tiled_copy_A(read_atom, tiled_mma).get_slice(tid)
    acc = thr_mma.make_fragment_C(fx.make_view(fx.get_iter(a_buf), fx.make_layout((block_m, block_m), (block_m, 1))))
    acc.fill(0.0)
    layout = fx.make_layout((block_m, block_k), (block_k, 1))

    def prefetch(stage):
        copy_tile_to_lds(smem_a + stage * tile, fx.get_iter(a_buf), dma, param.tile_iters, param.block_threads, tid, 2)
        copy_tile_to_lds(smem_b + stage * tile, fx.get_iter(b_buf), dma, param.tile_iters, param.block_threads, tid, 2)

    def read(base, stage):
        view = fx.make_view(base + stage * tile, layout)
        frag = thr_mma.make_fragment_A(view)
        fx.copy(read_atom, thr_copy.partition_S(view), thr_copy.retile(frag))
        return frag

    for s in range_constexpr(stages - 1):
        prefetch(s)
    for k_tile in range(0, k_tiles - (stages - 1)):
        wait_vmcnt_and_barrier((stages - 2) * 2 * param.tile_iters + param.slack)
        prefetch((k_tile + stages - 1) % stages)
        fa = read(smem_a, k_tile % stages)
        fb = read(smem_b, k_tile % stages)
        fx.gemm(tiled_mma, acc, fa, fb, acc)
    for s in range_constexpr(stages - 1):
        wait_vmcnt_and_barrier((stages - 2 - s) * 2 * param.tile_iters)
        fa = read(smem_a, (k_tiles - (stages - 1) + s) % stages)
        fb = read(smem_b, (k_tiles - (stages - 1) + s) % stages)
        fx.gemm(tiled_mma, acc, fa, fb, acc)

    frag_out = fx.make_fragment_like(acc, fx.BFloat16)
    frag_out.store(acc.load())
    gpu.barrier()
    sC = fx.make_view(smem_c, fx.make_layout((block_m, block_m), (block_m, 1)))
    for i in range_constexpr(fx.size(frag_out.shape).unpack()):
        sC[fx.get_scalar(i), 0] = frag_out[i]
    gpu.barrier()
    row = tid // 8
    if row < block_m:
        v = fx.ptr_load(smem_c + row * block_m + tid % 8 * 8, result_type=fx.Vector.make_type(8, fx.BFloat16))
        fx.ptr_store(v, fx.get_iter(out) + row * 64)
