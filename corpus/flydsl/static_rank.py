"""Two constructs of ROCm/FlyDSL's MoE GEMM helpers, in a kernel written for syncsan: the rank of a
global view made with a layout, read at trace time (`fx.get_shape(view).rank`, static even though
the view's row count is a runtime argument) to build a Python list, and a compile-time `continue`
in a loop of runtime length that skips the rest of its body.

The kernel has 2 waves. Each lane stores one float into row 1 of `buf` (rows of 128 floats), a
fenced barrier publishes the row, and a loop over `n` (runtime) reads the other wave's half of it
and stores the value into row `2 * (rank - 1)` (row 2 for the rank-2 view, apart from the reads).

- `skip_tail=True`: the iteration ends with a `continue`: the LDS store after it is never traced
  (FlyDSL traces the body once and stops there): no finding.
- `skip_tail=False`: the LDS store at line 50 overwrites this wave's half of row 1 while the other
  wave may still read it (line 45) in the same barrier generation: SS104; and the next
  iteration's read (line 45) may come before the other wave's store lands: SS102 (n >= 2).

Before the checker kept a view's rank, the store at line 46 covered the whole of `buf` (its row
was a runtime value) and collided with the reads: a false SS104; before it followed `continue` in
a loop of runtime length, line 49 was refused.

Provenance: written for syncsan (no FlyDSL code is copied).
"""

import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import const_expr, gpu


@fx.struct
class S:
    buf: fx.Array[fx.Float32, 1024, 16]


def build(skip_tail: bool = True):
    @flyc.kernel(known_block_size=[128, 1, 1])
    def k(x: fx.Tensor, out: fx.Tensor, n: fx.Int32):
        lds = fx.SharedAllocator().allocate(S).peek()
        row = lds.buf.view(fx.make_layout(1024, 1))
        tid = fx.thread_idx.x
        rows = fx.make_view(fx.recast_iter(fx.Float32, fx.get_iter(x)), fx.make_layout((n, 128), (128, 1)))
        rank = fx.get_shape(rows).rank
        lead = [0] * (rank - 1)
        fx.memref_store(x[tid], row, 128 + tid)
        gpu.barrier()
        for i in range(n):
            v = fx.memref_load(row, 128 + (tid + 64) % 128)
            fx.memref_store(v, row, len(lead) * 256 + tid)
            if const_expr(skip_tail):
                out[tid] = v
                continue
            fx.memref_store(v, row, 128 + tid)
        gpu.barrier()

    return k
