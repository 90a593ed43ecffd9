#!/usr/bin/env python3
"""Regenerate corpus/asm/ring/*.s and corpus/asm/ring/MANIFEST.json.

A row- and column-scaled fp8 GEMM we wrote (`scaled_mm_kernel`, below), compiled on the CPU by
the pinned Triton's HIP backend (as make_triton.py does) for gfx950 with 8 warps and 3 pipeline
stages, written out unmodified. Its K loop runs `cdiv(min(K, K_SPLIT), BLOCK_K)` times, a count
nobody gives, and Triton's 3-stage pipeline rotates the LDS slot of each stage (a stage index
counted modulo 3): after the loop, the slot the epilogue reads depends on the trip count modulo
3. Before the loop, the compiler branches on whether there is more than the two prefetched
tiles (`K > 256`); the two sides of that branch hold no LDS op and set the lanes' LDS offsets
for the reads after the loop, so they are stepped over, and the case split on the next branch
(the same comparison, written the other way round: `K <= 256`) must decide the stepped-over
values again. The same shape as ROCm/aiter's `gemm_a8w8` (M=512 configuration) on gfx950.

The mutant `corpus/asm/mutants/ring__scaled_mm_gfx950__swap.s` (the loop's `s_waitcnt vmcnt`
moved below its `s_barrier`, a misplaced wait) is made by make_mutants.py from this file.

Needs the pinned compiler (see README.md in this folder):
    /work/venvs/fixtures/bin/python corpus/asm/gen/make_ring.py
    python3 corpus/asm/gen/make_mutants.py
Never run by the test-suite.
"""

import json
import os
import sys

os.environ.setdefault("TRITON_DISABLE_LINE_INFO", "1")
os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")

import triton  # noqa: E402
import triton.language as tl  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, "..", "ring"))
TRITON_VERSION = "3.9.0"


@triton.jit
def scaled_mm_kernel(A, B, C, A_scale, B_scale, M, N, K, stride_am, stride_bn, stride_cm,
                     BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                     K_SPLIT: tl.constexpr):
    # C[M, N] = (A[M, K] @ B[N, K]^T) * A_scale[M, None] * B_scale[None, N], over at most
    # K_SPLIT of K; K-contiguous operands, K a multiple of BLOCK_K (no masks in the loop)
    pid = tl.program_id(0)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    pid_m = pid // num_pid_n
    pid_n = pid % num_pid_n
    offs_m = (pid_m * BLOCK_M + tl.arange(0, BLOCK_M)) % M
    offs_n = (pid_n * BLOCK_N + tl.arange(0, BLOCK_N)) % N
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = A + offs_m[:, None] * stride_am + offs_k[None, :]
    b_ptrs = B + offs_k[:, None] + offs_n[None, :] * stride_bn
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(tl.minimum(K, K_SPLIT), BLOCK_K)):
        a = tl.load(a_ptrs)
        b = tl.load(b_ptrs)
        acc += tl.dot(a, b)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K
    acc = acc * tl.load(A_scale + offs_m)[:, None] * tl.load(B_scale + offs_n)[None, :]
    offs_cm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_cn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    tl.store(C + offs_cm[:, None] * stride_cm + offs_cn[None, :], acc.to(tl.bfloat16),
             mask=(offs_cm[:, None] < M) & (offs_cn[None, :] < N))


_P = [["tt.divisibility", 16], ["tt.pointer_range", 32]]
_D = [["tt.divisibility", 16]]
SIGNATURE = {"A": "*fp8e4nv", "B": "*fp8e4nv", "C": "*bf16", "A_scale": "*fp32", "B_scale": "*fp32",
             "M": "i32", "N": "i32", "K": "i32", "stride_am": "i32", "stride_bn": "i32", "stride_cm": "i32",
             "BLOCK_M": "constexpr", "BLOCK_N": "constexpr", "BLOCK_K": "constexpr", "K_SPLIT": "constexpr"}
ATTRS = {(i,): _P for i in range(5)} | {(i,): _D for i in range(5, 11)}
CONSTEXPRS = {"BLOCK_M": 256, "BLOCK_N": 64, "BLOCK_K": 128, "K_SPLIT": 4096}
OPTIONS = {"num_warps": 8, "num_stages": 3, "waves_per_eu": 4, "matrix_instr_nonkdim": 16}
ARCH = "gfx950"


def main():
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    assert triton.__version__ == TRITON_VERSION, triton.__version__
    os.makedirs(OUT, exist_ok=True)
    src = ASTSource(fn=scaled_mm_kernel, signature=SIGNATURE, constexprs=CONSTEXPRS, attrs=ATTRS)
    k = triton.compile(src, target=GPUTarget("hip", ARCH, 64), options=OPTIONS)
    name = f"scaled_mm_{ARCH}.s"
    with open(os.path.join(OUT, name), "w") as fh:
        fh.write(k.asm["amdgcn"])
    manifest = {
        "why": f"A Triton kernel of ours (this script) compiled unmodified by the pinned Triton {TRITON_VERSION} "
               "(HIP backend, CPU only, line info off); its mutant is in corpus/asm/mutants (make_mutants.py).",
        "files": {name: {
            "provenance": f"corpus/asm/gen/make_ring.py: scaled_mm_kernel, Triton {TRITON_VERSION}, {ARCH}, "
                          f"options {OPTIONS}, constexprs {CONSTEXPRS}",
            "lds_bytes_triton_metadata_shared": k.metadata.shared,
            "why": ("clean: each stage's copies are retired (vmcnt) and published (s_barrier) before any wave "
                    "reads their slot, and a slot is refilled only after the barrier that follows every wave's "
                    "reads of it; the loop is summarised with period 3 (the slot rotation), each of the 3 ways "
                    "out of it a case, and the values the branch on K > 256 sets before the loop are decided "
                    "again by the case that takes K <= 256 at the next branch")}},
    }
    with open(os.path.join(OUT, "MANIFEST.json"), "w") as fh:
        json.dump(manifest, fh, indent=1)
        fh.write("\n")
    print(name)


if __name__ == "__main__":
    sys.exit(main())
