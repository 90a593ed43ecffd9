"""A tiled matmul laid out the way PyTorch inductor's Triton mm template is (written for syncsan).

C[M, N] = A[M, K] @ B[K, N] (+ bias[N]), row-major, unit inner strides. Programs are grouped
GROUP_M tile rows at a time (L2 reuse), rows and columns wrap modulo M and N so the A and B
loads need no M/N mask, the K tail is masked unless EVEN_K, and the store is masked.

FROZEN: the `.loc` lines of corpus/asm/inductor/*.s name lines of this file. Regenerate the
fixtures (make_inductor.py) after any edit, or their source lines point at the wrong code.
"""

import triton
import triton.language as tl


@triton.jit
def mm(a_ptr, b_ptr, bias_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
       BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
       GROUP_M: tl.constexpr, EVEN_K: tl.constexpr, HAS_BIAS: tl.constexpr):
    # which output tile: walk down GROUP_M tile rows before moving one tile column right
    pid = tl.program_id(0)
    tiles_m = (M + BLOCK_M - 1) // BLOCK_M
    tiles_n = (N + BLOCK_N - 1) // BLOCK_N
    per_band = GROUP_M * tiles_n
    band = pid // per_band
    band_m0 = band * GROUP_M
    band_rows = tl.minimum(tiles_m - band_m0, GROUP_M)
    in_band = pid % per_band
    tile_m = band_m0 + in_band % band_rows
    tile_n = in_band // band_rows

    # wrapped row/column indices: every load is in bounds, the store mask drops the extra rows
    rows = tile_m * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = tile_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rows_w = tl.max_contiguous(tl.multiple_of(rows % M, BLOCK_M), BLOCK_M)
    cols_w = tl.max_contiguous(tl.multiple_of(cols % N, BLOCK_N), BLOCK_N)
    ks = tl.arange(0, BLOCK_K)
    a_at = a_ptr + rows_w[:, None] * stride_am + ks[None, :]
    b_at = b_ptr + ks[:, None] * stride_bk + cols_w[None, :]

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k_rest in range(K, 0, -BLOCK_K):
        if EVEN_K:
            a = tl.load(a_at)
            b = tl.load(b_at)
        else:
            a = tl.load(a_at, mask=ks[None, :] < k_rest, other=0.0)
            b = tl.load(b_at, mask=ks[:, None] < k_rest, other=0.0)
        acc += tl.dot(a, b)
        a_at += BLOCK_K
        b_at += BLOCK_K * stride_bk

    # epilogue: recompute the indices, optional bias row, masked store
    out_m = tile_m * BLOCK_M + tl.arange(0, BLOCK_M)
    out_n = tile_n * BLOCK_N + tl.arange(0, BLOCK_N)
    inside = (out_m[:, None] < M) & (out_n[None, :] < N)
    if HAS_BIAS:
        bias = tl.load(bias_ptr + out_n, mask=out_n < N, other=0.0)
        acc += bias[None, :].to(tl.float32)
    c_at = c_ptr + out_m[:, None] * stride_cm + out_n[None, :]
    tl.store(c_at, acc.to(c_ptr.dtype.element_ty), mask=inside)
