"""Loops whose length differs between lanes, with barriers inside: a grid-stride loop that
starts at each lane's own pack (`range(bid * per_rank + lane, n_packs, grid_dim.x * stride)`, the
shape of ROCm/FlyDSL's all-reduce kernels) and a tail loop over a fixed number of items
(`range(tid, n_items, threads)`).

A wave runs such a loop, its exec mask narrowing, until its last lane is done, and runs a barrier
inside it in every one of those iterations (s_barrier ignores exec). The frontend gives each wave
the count of its longest lane and takes the memory ops inside as done by every lane in every
iteration.

`reduce_kernel`: 4 waves in two "ranks" of 128 lanes (2 waves each). Every lane stores its pack
into its slot of one half of `smem`, a barrier publishes the slots, and the first rank's lanes
(waves 0 and 1) read the slot of their lane in every rank; `parity = 1 - parity` flips the half
each iteration (an integer carried around the loop, followed per iteration: iteration k uses half
k % 2). With `stride=128`: step, stop (4096) and the start's uniform part (`bid * 128`) are
multiples of 128 and every lane's offset (0..127) lies in one block of 128, so every lane, and
every wave, runs the loop equally often: one trip-count parameter (`trips_L59`), no finding,
proved for every count. `flip=false` keeps one half: the next iteration's stores go over slots
the first rank may still be reading, with no barrier between: SS104 at the store (line 60)
against the reads (line 65), from two iterations on. `stride=64`: the step is a multiple of 64
only, so the lanes 64..127 of a rank may run one iteration fewer than its lanes 0..63 (grid 1,
bid 0: 64 against 63): waves 1 and 3 run `max(0, trips_L59 - trips_L59.short64)` times with
`trips_L59.short64` 0 or 1, and then meet one barrier fewer than waves 0 and 2: SS201.

`tail_kernel`: 4 waves, `range(tid, n_items, 256)` with numbers for bounds. `n_items=512`: every
lane runs it twice, no finding. `n_items=320`: lanes 0..63 (wave 0) run it twice, the others
once: wave 0 runs two barriers more than the others (SS201, line 81); the waves that ended do not
hold its extra barriers, and the bytes its second iteration touches were last touched by itself
or before a barrier both passed: no race.

Provenance: written for syncsan (no FlyDSL code is copied).
"""

import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import const_expr, gpu, range_constexpr

THREADS = 256
RANKS = 2


def build_grid_stride(stride: int = 128, flip: bool = True, n_items: int = 512):
    per_rank = THREADS // RANKS
    n_packs = 4096

    @fx.struct
    class Storage:
        smem: fx.Array[fx.Int32, 2 * THREADS, 16]

    @flyc.kernel(known_block_size=[THREADS, 1, 1])
    def reduce_kernel(src: fx.Tensor, dst: fx.Tensor):
        tid = fx.thread_idx.x
        bid = fx.block_idx.x
        rank = tid // per_rank
        lane = tid % per_rank
        smem = fx.SharedAllocator().allocate(Storage).peek().smem.ptr
        pack_stride = fx.grid_dim.x * stride
        parity = 0
        for p in range(bid * per_rank + lane, n_packs, pack_stride):
            fx.ptr_store(src[p], smem + (parity * THREADS + tid))
            gpu.barrier()
            if rank == 0:
                acc = None
                for r in range_constexpr(RANKS):
                    v = fx.ptr_load(smem + (parity * THREADS + r * per_rank + lane))
                    acc = v if acc is None else acc + v
                dst[p] = acc
            if const_expr(flip):
                parity = 1 - parity

    @fx.struct
    class TailStorage:
        slots: fx.Array[fx.Int32, THREADS, 16]

    @flyc.kernel(known_block_size=[THREADS, 1, 1])
    def tail_kernel(src: fx.Tensor, dst: fx.Tensor):
        tid = fx.thread_idx.x
        slots = fx.SharedAllocator().allocate(TailStorage).peek().slots.ptr
        for i in range(tid, n_items, THREADS):
            fx.ptr_store(src[i], slots + tid)
            gpu.barrier()
            dst[i] = fx.ptr_load(slots + (tid + 64) % THREADS)
            gpu.barrier()

    @flyc.jit
    def launch(src: fx.Tensor, dst: fx.Tensor, stream: fx.Stream):
        reduce_kernel(src, dst).launch(grid=(8, 1, 1), block=(THREADS, 1, 1), stream=stream)
        tail_kernel(src, dst).launch(grid=(1, 1, 1), block=(THREADS, 1, 1), stream=stream)

    return launch
