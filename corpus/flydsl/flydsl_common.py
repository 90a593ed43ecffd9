"""Helpers shared by the FlyDSL-style corpus kernels (imported relatively, like a kernel package's
utils module).

Provenance: written for syncsan.
"""

import flydsl.expr as fx
from flydsl.expr import range_constexpr, rocdl

WAVE_SIZE = 64
DMA_BYTES = 16


def wait_vmcnt_and_barrier(vmcnt=0):
    rocdl.s_waitcnt(vmcnt=vmcnt)
    rocdl.s_barrier()


def wave_lds_offset(tid):
    # bytes: each wave's LDS-DMA writes one 1 KiB chunk (64 lanes x 16 bytes) per instruction
    return rocdl.readfirstlane(fx.Int64.ir_type, fx.Int64(tid // WAVE_SIZE * WAVE_SIZE * DMA_BYTES))


def copy_tile_to_lds(lds_base, src_base, copy_atom, iters, block_threads, tid, elem_bytes):
    """Each wave issues `iters` 16-byte-per-lane LDS-DMA copies into consecutive chunks."""
    lds_ptr = lds_base + fx.Int32(wave_lds_offset(tid)) // elem_bytes
    for i in range_constexpr(iters):
        src = fx.make_view(src_base + (block_threads * i + tid) * 8, fx.make_layout(1, 1))
        dst = fx.make_view(lds_ptr, fx.make_layout(1, 1))
        rocdl.sched_barrier(0)
        fx.copy_atom_call(copy_atom, src, dst)
        if i < iters - 1:
            lds_ptr = lds_ptr + block_threads * 8
