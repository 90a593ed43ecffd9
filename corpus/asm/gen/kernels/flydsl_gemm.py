"""Pipelined SIMT GEMMs in FlyDSL with LDS-DMA (written for syncsan; built by make_flydsl.py).

C = A @ B for one 64 x 64 tile per workgroup, fp32, K in tiles of 16. Every k step copies the A
tile (64 x 16) and the B tile (16 x 64) from global memory straight into LDS with the CDNA4 async
LDS-DMA atom (`BufferLoadAsyncLDS128b`: 16 bytes a lane, M0 = the wave's 1 KiB of the slot),
double-buffered: the copy of tile k + 1 is in flight while tile k is read.

- `dma_gemm`: 256 threads (4 waves) share both slots; `s_waitcnt vmcnt(2)` retires tile k (the
  two copies of tile k + 1 stay in flight), `s_barrier` publishes it, a second barrier frees it.
- `dma_gemm_phase`: two wave groups of 2 waves, each with its own slots and its own half of K.
  Group 1 runs one barrier ahead (an extra `s_barrier` before its loop; group 0 ends with the
  matching one), so barrier k of one group pairs with barrier k + 1 of the other: the pattern of
  ping-pong kernels. Each group's waits and barriers still order its own copies and reads.
- `dma_gemm_asm`: `dma_gemm` with the wait and barrier written as inline assembly, which the
  compiler cannot see into.

FROZEN: the `.loc` lines of corpus/asm/flydsl/*.s name lines of this file; regenerate the
fixtures after any edit.
"""

import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl._mlir import ir
from flydsl._mlir.dialects import llvm
from flydsl.expr import range_constexpr, rocdl

WAVE = 64
BM = BN = 64
BK = 16
TILE = BM * BK  # floats in one A (or B) tile of one slot


def asm_wait_barrier(vmcnt):
    llvm.inline_asm(ir.Type.parse("!llvm.void"), [], f"s_waitcnt vmcnt({vmcnt})\n\ts_barrier", "",
                    has_side_effects=True)


def in_flight(threads):
    """Copies one wave issues for one tile (A and B): what may stay in flight while tile k is read."""
    return 2 * (TILE // (threads * 4))


def copy_tile(A, B, threads, tile, slot, sa, sb, lane_tid):
    """The group's `threads` threads copy tile `tile` of A and B into slot `slot` of sa/sb."""
    atom = fx.make_copy_atom(fx.rocdl.cdna4.BufferLoadAsyncLDS128b(), 128)
    one = fx.make_layout(1, 1)
    a_at = fx.get_iter(fx.rocdl.make_buffer_tensor(A, max_size=True))
    b_at = fx.get_iter(fx.rocdl.make_buffer_tensor(B, max_size=True))
    per_copy = threads * 4  # floats one copy instruction of the group moves
    for part in range_constexpr(TILE // per_copy):
        at = part * per_copy
        g = tile * TILE + at + lane_tid * 4
        lds = slot * TILE + at + lane_tid // WAVE * WAVE * 4  # wave-uniform: M0
        fx.copy_atom_call(atom, fx.make_view(a_at + g, one), fx.make_view(sa + lds, one))
        fx.copy_atom_call(atom, fx.make_view(b_at + g, one), fx.make_view(sb + lds, one))


def multiply(slot, sa, sb, lane_tid, acc):
    """acc += A row strip x B column of the tile in slot `slot` (this thread's element of C)."""
    row = lane_tid // 16 * 4 % BM
    col = lane_tid % 16 * 4
    for kk in range_constexpr(BK):
        av = fx.ptr_load(sa + slot * TILE + row * BK + kk)
        bv = fx.ptr_load(sb + slot * TILE + kk * BN + col)
        acc = acc + av * bv
    return acc


@flyc.kernel(known_block_size=[256, 1, 1])
def dma_gemm(A: fx.Tensor, B: fx.Tensor, C: fx.Tensor, k_tiles: fx.Int32):
    @fx.struct
    class Storage:
        a: fx.Array[fx.Float32, 2 * TILE, 16]
        b: fx.Array[fx.Float32, 2 * TILE, 16]

    storage = fx.SharedAllocator().allocate(Storage)
    tid = fx.thread_idx.x
    sa = storage.a.peek().ptr
    sb = storage.b.peek().ptr
    acc = fx.Float32(0.0)
    copy_tile(A, B, 256, 0, 0, sa, sb, tid)
    for k in range(0, k_tiles, 1):
        slot = k % 2
        copy_tile(A, B, 256, (k + 1 < k_tiles).select(k + 1, k), 1 - slot, sa, sb, tid)  # prefetch (last: refetch k)
        rocdl.s_waitcnt(vmcnt=in_flight(256))  # tile k landed; tile k + 1 stays in flight
        rocdl.s_barrier()  # publish tile k to the other waves
        acc = multiply(slot, sa, sb, tid, acc)
        rocdl.s_barrier()  # every wave is done with the slot before it is refilled
    fx.ptr_store(acc, fx.get_iter(C) + tid)


@flyc.kernel(known_block_size=[256, 1, 1])
def dma_gemm_asm(A: fx.Tensor, B: fx.Tensor, C: fx.Tensor, k_tiles: fx.Int32):
    @fx.struct
    class Storage:
        a: fx.Array[fx.Float32, 2 * TILE, 16]
        b: fx.Array[fx.Float32, 2 * TILE, 16]

    storage = fx.SharedAllocator().allocate(Storage)
    tid = fx.thread_idx.x
    sa = storage.a.peek().ptr
    sb = storage.b.peek().ptr
    acc = fx.Float32(0.0)
    copy_tile(A, B, 256, 0, 0, sa, sb, tid)
    for k in range(0, k_tiles, 1):
        slot = k % 2
        copy_tile(A, B, 256, (k + 1 < k_tiles).select(k + 1, k), 1 - slot, sa, sb, tid)
        asm_wait_barrier(in_flight(256))  # the same wait and barrier, as inline assembly
        acc = multiply(slot, sa, sb, tid, acc)
        rocdl.s_barrier()
    fx.ptr_store(acc, fx.get_iter(C) + tid)


@flyc.kernel(known_block_size=[256, 1, 1])
def dma_gemm_phase(A: fx.Tensor, B: fx.Tensor, C: fx.Tensor, k_tiles: fx.Int32):
    @fx.struct
    class Storage:
        a: fx.Array[fx.Float32, 4 * TILE, 16]  # group g: slots 2g, 2g + 1
        b: fx.Array[fx.Float32, 4 * TILE, 16]

    storage = fx.SharedAllocator().allocate(Storage)
    tid = fx.thread_idx.x
    group = tid // 128
    lane_tid = tid % 128
    first = group * k_tiles  # group g multiplies K tiles [g * k_tiles, (g + 1) * k_tiles)
    sa = storage.a.peek().ptr + group * 2 * TILE
    sb = storage.b.peek().ptr + group * 2 * TILE
    if group == 1:
        rocdl.s_barrier()  # phase shift: group 1 runs one barrier ahead
    acc = fx.Float32(0.0)
    copy_tile(A, B, 128, first, 0, sa, sb, lane_tid)
    for k in range(0, k_tiles, 1):
        slot = k % 2
        copy_tile(A, B, 128, first + (k + 1 < k_tiles).select(k + 1, k), 1 - slot, sa, sb, lane_tid)
        rocdl.s_waitcnt(vmcnt=in_flight(128))
        rocdl.s_barrier()
        acc = multiply(slot, sa, sb, lane_tid, acc)
        rocdl.s_barrier()
    if group == 0:
        rocdl.s_barrier()  # the matching barrier: both groups end with the same count
    fx.ptr_store(acc, fx.get_iter(C) + tid)


KERNELS = {"dma_gemm": dma_gemm, "dma_gemm_asm": dma_gemm_asm, "dma_gemm_phase": dma_gemm_phase}


@flyc.jit
def launch_dma_gemm(A: fx.Tensor, B: fx.Tensor, C: fx.Tensor, k_tiles: fx.Int32,
                    stream: fx.Stream = fx.Stream(None)):
    dma_gemm(A, B, C, k_tiles).launch(grid=(1, 1, 1), block=(256, 1, 1), stream=stream)


@flyc.jit
def launch_dma_gemm_asm(A: fx.Tensor, B: fx.Tensor, C: fx.Tensor, k_tiles: fx.Int32,
                        stream: fx.Stream = fx.Stream(None)):
    dma_gemm_asm(A, B, C, k_tiles).launch(grid=(1, 1, 1), block=(256, 1, 1), stream=stream)


@flyc.jit
def launch_dma_gemm_phase(A: fx.Tensor, B: fx.Tensor, C: fx.Tensor, k_tiles: fx.Int32,
                          stream: fx.Stream = fx.Stream(None)):
    dma_gemm_phase(A, B, C, k_tiles).launch(grid=(1, 1, 1), block=(256, 1, 1), stream=stream)


LAUNCHERS = {"dma_gemm": launch_dma_gemm, "dma_gemm_asm": launch_dma_gemm_asm,
             "dma_gemm_phase": launch_dma_gemm_phase}
