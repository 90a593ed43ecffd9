"""Small address helpers called again and again with the same arguments, while what they read
changes between the calls: the frontend replays a helper call that has no effect (summaries.py)
only while everything it read still gives the same object.

Four waves; LDS holds two buffers of 4096 bytes. Lane l of wave w owns the 16 bytes at
`(w * 64 + l) * 16` of a buffer (`row_off`, a pure helper). `Buf.addr` adds the buffer base held
in an instance attribute, `stage_addr` a stage offset held in a variable of the kernel.

1. Every wave writes its own rows of buffer 0 through `buf.addr(lane, wave)`, waits and meets
   the barrier, then reads the rows of wave w + 1 mod 4 there.
2. `buf.base` moves to buffer 1 and every wave writes its own rows through the same call
   `buf.addr(lane, wave)`: buffer 1, which nobody reads yet, so no barrier is needed after the
   reads of step 1. (A replay of the first `buf.addr(lane, wave)` would write buffer 0 while the
   wave before is still reading it: SS104.)
3. `stage` moves from 0 to 1 and `stage_addr(lane, nxt)` reads the rows of wave w + 1 mod 4 of
   buffer 1 (replayed, it would read buffer 0 again). With `publish=true` a wait and a barrier
   come first: no finding. With `publish=false` they are left out: the read races with the other
   wave's step-2 write of those bytes, SS102.

Provenance: written for syncsan (no FlyDSL code is copied).
"""

import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl._mlir import ir
from flydsl._mlir.dialects import llvm
from flydsl.expr import rocdl

BUF_BYTES = 4096


def row_off(lane, wave):
    return (wave * 64 + lane) * 16


def ds_read_b128(addr):
    vec = ir.VectorType.get([4], ir.IntegerType.get_signless(32))
    return llvm.inline_asm(vec, [fx.Int32(addr).ir_value()], "ds_read_b128 $0, $1", "=v,v", has_side_effects=True)


def ds_write_b128(addr, value):
    llvm.inline_asm(None, [fx.Int32(addr).ir_value(), value], "ds_write_b128 $0, $1", "v,v", has_side_effects=True)


class Buf:
    def __init__(self, base):
        self.base = base

    def addr(self, lane, wave):
        return self.base + row_off(lane, wave)


def build(publish: bool = True):
    @flyc.kernel(known_block_size=[256, 1, 1])
    def replay(out: fx.Tensor):
        lds = fx.SharedAllocator(static=False).allocate(fx.Array[fx.Int8, 2 * BUF_BYTES, 16]).peek()
        lds_base = fx.Int32(fx.ptrtoint(lds.ptr))
        tid = fx.thread_idx.x
        lane = tid % 64
        wave = tid // 64
        nxt = (wave + 1) % 4
        value = fx.Int32(tid)
        stage = 0

        def stage_addr(lane, wave):
            return lds_base + stage * BUF_BYTES + row_off(lane, wave)

        buf = Buf(lds_base)
        ds_write_b128(buf.addr(lane, wave), value)
        rocdl.s_waitcnt(lgkmcnt=0)
        rocdl.s_barrier()
        first = ds_read_b128(stage_addr(lane, nxt))
        rocdl.s_waitcnt(lgkmcnt=0)
        buf.base = lds_base + BUF_BYTES
        ds_write_b128(buf.addr(lane, wave), value)
        stage = 1
        if publish:
            rocdl.s_waitcnt(lgkmcnt=0)
            rocdl.s_barrier()
        second = ds_read_b128(stage_addr(lane, nxt))
        rocdl.s_waitcnt(lgkmcnt=0)
        out[tid] = first + second

    return replay
