"""A ping-pong GEMM skeleton in FlyDSL style: two wave groups, the second one barrier ahead.

The second group (wid // n_waves == 1) runs one extra s_barrier in the prologue, so its k-th
barrier pairs with the first group's (k+1)-th. The prologue copies stage 0, then stage 1, and both
groups run `wait_vmcnt_and_barrier(...)`; the first group then reads stage 0 right after that
barrier, which pairs with the second group's bare s_barrier, before the second group has waited
for its stage-0 copies: SS101 at the first reads (`fa = load_a(0)`, `fb = load_b(0)`). The tail
has the same shape for the last stage. `fixed=True` adds the two waits of the HTI bugfix (the
second group retires its copies before the barrier that releases the read).

In the loop, every wait_vmcnt_and_barrier is followed by one more barrier before the data is read,
which absorbs the one-barrier offset. LDS reads retire at the compiler's lgkmcnt wait before the
MFMA that uses them (`fx.gemm`), which comes after a barrier: the copy that overwrites the stage
(`load_a(stage)` in the loop) is issued three barriers after the reads (one more than a single
group would need, for the offset), so it is ordered.

Provenance: written for syncsan, modelled on the half-tile-interleaved schedule of ROCm/FlyDSL
kernels/gemm/gemm_a16w16_gfx950.py and its bugfix PR (no FlyDSL code is copied).
"""

import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import const_expr, range_constexpr, rocdl

from .flydsl_common import WAVE_SIZE, copy_tile_to_lds, wait_vmcnt_and_barrier


@fx.struct
class PingPongParam:
    block_m: fx.Constexpr[int]
    block_n: fx.Constexpr[int]
    block_k: fx.Constexpr[int]
    n_waves: fx.Constexpr[int]
    block_threads: fx.Constexpr[int]
    a_iters: fx.Constexpr[int]
    b_iters: fx.Constexpr[int]
    fixed: fx.Constexpr[bool]


def make_pingpong_param(block_m: int = 64, block_n: int = 64, block_k: int = 64, n_waves: int = 2,
                        fixed: bool = False) -> PingPongParam:
    block_threads = 2 * n_waves * WAVE_SIZE
    a_iters = block_m * block_k // (block_threads * 8)
    b_iters = block_n * block_k // (block_threads * 8)
    if a_iters * block_threads * 8 != block_m * block_k:
        raise ValueError(f"A tile {block_m}x{block_k} is not covered by whole 16-byte copies")
    assert b_iters * block_threads * 8 == block_n * block_k
    return PingPongParam(block_m=block_m, block_n=block_n, block_k=block_k, n_waves=n_waves,
                         block_threads=block_threads, a_iters=a_iters, b_iters=b_iters, fixed=fixed)


@flyc.kernel
def pingpong_kernel(a: fx.Tensor, b: fx.Tensor, k: fx.Int32, tiled_mma: fx.TiledMma, param: PingPongParam):
    block_m = param.block_m
    block_n = param.block_n
    block_k = param.block_k
    n_waves = param.n_waves
    tid = fx.thread_idx.x
    wid = tid // WAVE_SIZE
    k_tiles = k // block_k

    @fx.struct
    class Stages:
        a: fx.Array[fx.BFloat16, 2 * block_m * block_k, 16]
        b: fx.Array[fx.BFloat16, 2 * block_n * block_k, 16]

    storage = fx.SharedAllocator().allocate(Stages)
    smem_a = storage.a.peek().ptr
    smem_b = storage.b.peek().ptr
    dma = fx.make_copy_atom(fx.rocdl.cdna4.BufferLoadAsyncLDS128b(), 128)
    read_atom = fx.make_copy_atom(fx.UniversalCopy128b(), fx.BFloat16)
    a_buf = fx.rocdl.make_buffer_tensor(a, max_size=True)
    b_buf = fx.rocdl.make_buffer_tensor(b, max_size=True)
    thr_mma = tiled_mma.thr_slice(tid)
    thr_copy = fx.make_tiled_copy_A(read_atom, tiled_mma).get_slice(tid)
    acc = thr_mma.make_fragment_C(fx.make_view(fx.get_iter(a_buf), fx.make_layout((block_m, block_n), (block_n, 1))))
    acc.fill(0.0)

    def load_a(stage):
        copy_tile_to_lds(smem_a + stage * block_m * block_k, fx.get_iter(a_buf), dma, param.a_iters,
                         param.block_threads, tid, 2)

    def load_b(stage):
        copy_tile_to_lds(smem_b + stage * block_n * block_k, fx.get_iter(b_buf), dma, param.b_iters,
                         param.block_threads, tid, 2)

    def read_a(stage):
        sA = fx.make_view(smem_a + stage * block_m * block_k, fx.make_layout((block_m, block_k), (block_k, 1)))
        frag = thr_mma.make_fragment_A(sA)
        fx.copy(read_atom, thr_copy.partition_S(sA), thr_copy.retile(frag))
        return frag

    def read_b(stage):
        sB = fx.make_view(smem_b + stage * block_n * block_k, fx.make_layout((block_n, block_k), (block_k, 1)))
        frag = thr_mma.make_fragment_B(sB)
        fx.copy(read_atom, thr_copy.partition_S(sB), thr_copy.retile(frag))
        return frag

    load_a(0)
    load_b(0)
    if wid // n_waves == 1:
        rocdl.s_barrier()
        if const_expr(param.fixed):
            rocdl.s_waitcnt(vmcnt=0)
    rocdl.s_barrier()
    load_a(1)
    load_b(1)
    wait_vmcnt_and_barrier(param.a_iters + param.b_iters)

    for k_tile in range(0, k_tiles - 2):
        stage = k_tile % 2
        fa = read_a(stage)
        fb = read_b(stage)
        rocdl.s_barrier()
        fx.gemm(tiled_mma, acc, fa, fb, acc)
        rocdl.s_barrier()
        rocdl.s_barrier()  # the other group is one barrier behind: its reads retire one barrier later
        load_a(stage)
        load_b(stage)
        wait_vmcnt_and_barrier(param.a_iters + param.b_iters)
        rocdl.s_barrier()

    last = k_tiles % 2  # tile k_tiles-2 sits in stage `last`, tile k_tiles-1 in stage 1-last
    fa = read_a(last)
    fb = read_b(last)
    rocdl.s_barrier()
    fx.gemm(tiled_mma, acc, fa, fb, acc)
    if const_expr(param.fixed):
        if wid // n_waves == 1:
            rocdl.s_waitcnt(vmcnt=0)
    rocdl.s_barrier()
    wait_vmcnt_and_barrier(0)
    fa = read_a(1 - last)
    fb = read_b(1 - last)
    rocdl.s_barrier()
    fx.gemm(tiled_mma, acc, fa, fb, acc)
    if wid // n_waves == 0:
        rocdl.s_barrier()
