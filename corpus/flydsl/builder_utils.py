"""Helpers for builder_gemm.py, in the style of a kernel package's utils module: an inline-asm
wait-and-barrier, a global-to-LDS loader that addresses LDS through ptrtoint/inttoptr, and an
LDS-to-register loader that reads through add_offset/recast_iter views.

Provenance: written for syncsan (no FlyDSL code is copied).
"""

import flydsl.expr as fx
from flydsl._mlir.dialects import llvm as _llvm
from flydsl.expr import range_constexpr

WAVE = 64


def wait_barrier(count):
    _llvm.inline_asm(res=None, operands_=[], asm_string=f"s_waitcnt vmcnt({count})\ns_barrier",
                     constraints="", has_side_effects=True)


class TileLoader:
    def setup(self, n_steps, wave_id):
        self.n_steps = n_steps
        self.wave_id = wave_id
        self.n_waves = fx.block_dim.x // WAVE


class G2SLoader(TileLoader):
    """Each wave copies one 1 KiB chunk (64 lanes x 16 bytes) per step, waves side by side."""

    def __init__(self, src, n_steps, wave_id):
        self.setup(n_steps, wave_id)  # inherited from TileLoader
        self.src = src
        self.atom = fx.make_copy_atom(fx.rocdl.BufferCopyLDS128b(), 128)
        self.ptr_t = fx.PointerType.get(fx.Float8E4M3FN, 2, 512)

    def lds_dst(self, lds, step):
        off = self.wave_id * 1024 + step * (self.n_waves * 1024)
        addr = fx.Int32(fx.ptrtoint(lds.ptr)) + fx.Int32(off)
        return fx.make_view(fx.inttoptr(self.ptr_t, addr), fx.make_layout(1, 1))

    def load(self, lds, k_offset):
        for step in range_constexpr(self.n_steps):
            src = fx.slice(self.src, (None, fx.Int32(step * 16)))
            fx.copy(self.atom, src, self.lds_dst(lds, step), soffset=fx.Int32(k_offset))


class S2RLoader:
    """Reads the whole tile, 16 bytes per lane per piece."""

    def __init__(self, n_pieces, tile_bytes):
        self.n_pieces = n_pieces
        self.piece = tile_bytes // n_pieces

    def load(self, lds):
        frag = []
        for i in range_constexpr(self.n_pieces):
            ptr = fx.add_offset(lds.ptr, fx.make_int_tuple(i * self.piece))
            view = fx.make_view(fx.recast_iter(fx.Uint8, ptr), fx.make_layout(self.piece, 1))
            frag.append(view.load())
        return frag
