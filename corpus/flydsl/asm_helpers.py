"""Inline-asm LDS-DMA helpers (the pre-copy-atom spelling of FlyDSL kernels): the frontend cannot
see the LDS destination of `buffer_load_dwordx4 ... lds` (it is in M0), so the corpus profile
rules/profiles/corpus-flydsl-asm.toml states each helper's effect.

Provenance: written for syncsan.
"""

from flydsl._mlir.dialects import llvm


def asm_copy_tile(lds_addr, voffset, rsrc):
    llvm.InlineAsmOp(None, [lds_addr, voffset, rsrc],
                     "s_mov_b32 m0, $0\n\tbuffer_load_dwordx4 $1, $2, 0 offen lds", "s,v,s", has_side_effects=True)


def asm_wait_and_barrier(n):
    llvm.InlineAsmOp(None, [], f"s_waitcnt vmcnt({n})\n\ts_barrier", "", has_side_effects=True)
