"""A double-buffered loop whose copies are inline-asm LDS-DMA helpers mapped by a profile.

`asm_copy_tile` (in the sibling module asm_helpers) is an inline-asm `buffer_load_dwordx4 ... lds`
whose LDS destination the frontend cannot read; rules/profiles/corpus-flydsl-asm.toml says it
copies `iters` units into `tile` elements of storage `a` at `stage * tile`. The loop prefetches
the next tile, then waits with `asm_wait_and_barrier(wait)` (inline asm `s_waitcnt vmcnt(n)` +
`s_barrier`, which the frontend reads) and reads the current stage. With the default
wait = iters the just-issued prefetch stays in flight and the current stage is retired: clean.
wait = 2 * iters leaves the current stage in flight too: SS101 at `frag = read_stage(...)`.

Provenance: written for syncsan.
"""

import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import rocdl

from .asm_helpers import asm_copy_tile, asm_wait_and_barrier


@fx.struct
class AsmParam:
    tile: fx.Constexpr[int]
    iters: fx.Constexpr[int]
    wait: fx.Constexpr[int]
    waves: fx.Constexpr[int]


def make_asm_param(tile: int = 4096, iters: int = 2, wait: int = 2, waves: int = 4) -> AsmParam:
    return AsmParam(tile=tile, iters=iters, wait=wait, waves=waves)


@flyc.kernel
def asm_double_buffer_kernel(a: fx.Tensor, k: fx.Int32, tiled_mma: fx.TiledMma, param: AsmParam):
    tile = param.tile
    tid = fx.thread_idx.x
    k_tiles = k // 64

    @fx.struct
    class Smem:
        a: fx.Array[fx.Float16, 2 * tile, 16]

    storage = fx.SharedAllocator().allocate(Smem)
    smem = storage.a.peek().ptr
    read_atom = fx.make_copy_atom(fx.UniversalCopy128b(), fx.Float16)
    thr_mma = tiled_mma.thr_slice(tid)
    acc = thr_mma.make_fragment_C(fx.make_view(fx.get_iter(a), fx.make_layout(64, 1)))

    def copy_stage(stage):
        asm_copy_tile(smem + stage * tile, tid, a)

    def read_stage(stage):
        view = fx.make_view(smem + stage * tile, fx.make_layout(tile, 1))
        frag = thr_mma.make_fragment_A(view)
        fx.copy(read_atom, view, frag)
        return frag

    copy_stage(0)
    for k_tile in range(0, k_tiles):
        copy_stage((k_tile + 1) % 2)
        asm_wait_and_barrier(param.wait)
        frag = read_stage(k_tile % 2)
        fx.gemm(tiled_mma, acc, frag, frag, acc)
        rocdl.s_barrier()
