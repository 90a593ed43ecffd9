#!/usr/bin/env python3
"""Regenerate corpus/asm/broadcast/*.s and corpus/asm/broadcast/MANIFEST.json.

Small Triton kernels we wrote, compiled on the CPU by the pinned Triton's HIP backend (as
make_triton.py does), written out unmodified, plus mutants (a documented mechanical edit):

- `spin_*`: a spin lock around a critical section (`while tl.atomic_cas(Lock, 0, 1) == 1`).
  Triton lowers the scalar atomic to thread 0, which writes the old value to one LDS word; after
  an `s_barrier` every lane of every wave reads that word and the loop repeats while it is 1: a
  value broadcast through LDS decides a loop with barriers in it.
- `colsum_*`: a column sum of a masked tile (`tl.sum(axis=0)` across warps, `cols < N`): the
  final LDS read runs under an exec mask of per-lane conditions on the workgroup id and N.
- `*__no_barrier`: the `s_barrier` just before the file's first LDS read (the one that hands a
  value, or a partial sum, to the other waves) deleted: the read is then unordered with the
  ds_write that produced it (a finding expected).

Needs the pinned compiler (see README.md in this folder):
    /work/venvs/fixtures/bin/python corpus/asm/gen/make_broadcast.py
Never run by the test-suite.
"""

import json
import os
import re
import sys

os.environ.setdefault("TRITON_DISABLE_LINE_INFO", "1")
os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")

import triton  # noqa: E402
import triton.language as tl  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, "..", "broadcast"))
TRITON_VERSION = "3.9.0"


@triton.jit
def spin_kernel(X, Out, Lock, BLOCK: tl.constexpr):
    # every workgroup adds its block of X into Out under one lock
    pid = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(X + pid * BLOCK + cols)
    while tl.atomic_cas(Lock, 0, 1) == 1:
        pass
    acc = tl.load(Out + cols)
    tl.store(Out + cols, acc + x)
    tl.atomic_xchg(Lock, 0)


@triton.jit
def colsum_kernel(X, Out, M, N, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pid = tl.program_id(0)
    cols = pid * BLOCK_N + tl.arange(0, BLOCK_N)
    rows = tl.arange(0, BLOCK_M)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    x = tl.load(X + rows[:, None] * N + cols[None, :], mask=mask, other=0.)
    tl.store(Out + cols, tl.sum(x, axis=0), mask=cols < N)


_D = [["tt.divisibility", 16]]
KERNELS = {
    "spin": (spin_kernel, {"X": "*fp32", "Out": "*fp32", "Lock": "*i32", "BLOCK": "constexpr"},
             {"BLOCK": 1024}, {(0,): _D, (1,): _D}),
    "colsum": (colsum_kernel, {"X": "*fp32", "Out": "*fp32", "M": "i32", "N": "i32",
                               "BLOCK_M": "constexpr", "BLOCK_N": "constexpr"},
               {"BLOCK_M": 32, "BLOCK_N": 128}, {(0,): _D, (1,): _D}),
}
ARCHS = ("gfx950", "gfx942")
NUM_WARPS = 4

WHY = {
    "spin": ("clean: thread 0's ds_write of the lock's old value is retired (lgkmcnt(0)) before the "
             "barrier after which every wave reads it, and those reads are retired before the next "
             "iteration's barrier and write; the loop's trip count is a value broadcast through LDS "
             "(a workgroup-uniform unknown), summarised over periods@LINE"),
    "colsum": ("clean: the partial column sums are written, retired and published by a barrier "
               "before the masked read; the read under `cols < N` takes every lane that may be "
               "active, and its s_cbranch_execz is checked both ways in each wave"),
}


def compile_one(name, arch):
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    fn, sig, consts, attrs = KERNELS[name]
    src = ASTSource(fn=fn, signature=sig, constexprs=consts, attrs=attrs)
    k = triton.compile(src, target=GPUTarget("hip", arch, 64), options={"num_warps": NUM_WARPS})
    return k.asm["amdgcn"], k.metadata


def without_barrier_before_broadcast(text):
    """Delete the s_barrier closest before the first ds_read of the file (the read that takes
    what another wave wrote: the lock's old value, the work index, the partial sums);
    (new text, line number deleted)."""
    lines = text.split("\n")
    last_barrier = None
    for i, line in enumerate(lines):
        code = line.split(";")[0].strip()
        if code == "s_barrier":
            last_barrier = i
        elif code.startswith("ds_read") and last_barrier is not None:
            del lines[last_barrier]
            return "\n".join(lines), last_barrier + 1
    raise SystemExit("no s_barrier before a ds_read")


def main():
    assert triton.__version__ == TRITON_VERSION, triton.__version__
    os.makedirs(OUT, exist_ok=True)
    manifest = {"why": "Small Triton kernels of ours (this script) compiled unmodified by the pinned "
                       f"Triton {TRITON_VERSION} (HIP backend, CPU only, {NUM_WARPS} warps, line info off), "
                       "and mutants with one s_barrier deleted.",
                "files": {}}
    for name in KERNELS:
        for arch in ARCHS:
            asm, md = compile_one(name, arch)
            base = f"{name}_{arch}"
            with open(os.path.join(OUT, base + ".s"), "w") as fh:
                fh.write(asm)
            manifest["files"][base + ".s"] = {
                "provenance": f"corpus/asm/gen/make_broadcast.py: {name}_kernel, Triton {TRITON_VERSION}, "
                              f"{arch}, num_warps={NUM_WARPS}, constexprs {KERNELS[name][2]}",
                "lds_bytes_triton_metadata_shared": md.shared,
                "why": WHY[name]}
            text, line = without_barrier_before_broadcast(asm)
            mut = f"{base}__no_barrier.s"
            with open(os.path.join(OUT, mut), "w") as fh:
                fh.write(text)
            manifest["files"][mut] = {
                "provenance": f"{base}.s with the s_barrier at its line {line} deleted",
                "deleted_line": line,
                "why": ("a finding expected: the s_barrier before the LDS read that takes another wave's "
                        f"ds_write (line {line} of {base}.s) is deleted, so the read and the write "
                        "are in the same barrier generation (unordered: SS102 or SS104)")}
    with open(os.path.join(OUT, "MANIFEST.json"), "w") as fh:
        json.dump(manifest, fh, indent=1)
        fh.write("\n")
    print("\n".join(sorted(manifest["files"])))


if __name__ == "__main__":
    sys.exit(main())
