#!/usr/bin/env python3
"""Regenerate corpus/asm/flow/*.s, corpus/asm/flow/refused/*.s and corpus/asm/flow/MANIFEST.json.

Small Triton kernels we wrote, compiled on the CPU by the pinned Triton's HIP backend (as
make_broadcast.py does), written out unmodified, plus mutants (a documented mechanical edit):

- `amax_*`: a per-tensor absolute maximum as a dynamic fp8 scale (`tl.atomic_max(Scale, m /
  448.0)` of a cross-warp `tl.max`), then a cross-warp `tl.sum` stored per program. Triton lowers
  the scalar float atomic to a loop over the active lanes (`s_ff1_i32_b64`, `v_readlane_b32`,
  `s_max_i32`) under an exec mask of the loaded data's sign: a branch no value decides whose sides
  loop and hold no LDS op or barrier (skipped whole), with LDS ops before and after it.
- `queue_*`: a persistent work queue (`tile = tl.atomic_add(Counter, 1)` until `num_tiles`):
  thread 0's atomic result is broadcast through LDS, and the compiler enters the loop by a jump
  into the middle of its text (its header is not its lowest address).
- `search_*`: the sequence of a program's block found by a scalar binary search over sorted start
  offsets (as attention kernels over packed sequences do: ROCm/aiter's unified attention), then a
  loop over the sequence's blocks whose trip count comes from the search, each block's sum a
  cross-warp `tl.sum` (LDS and barriers). The search loop is summarised; the values it leaves are
  the same in every wave, so every wave runs the sum loop the same number of times.
- `*__no_barrier`: one `s_barrier` deleted (a finding expected, SS104): in `amax_*` the one before the
  last ds_read (the `tl.sum` partials, after the skipped loop), in `queue_*` the last one of the
  loop (between the partial sums' reads and thread 0's write of the next work index), in
  `search_*` the last one of the sum loop (between the partial sums' writes and their reads).
- `refused/amax_gfx950__*_in_lane_loop.s`: the file's first `ds_write_b32` line, or an
  `s_barrier`, copied into the first lane loop just before its back-edge branch. The branch
  around the loop then decides whether an LDS op (a barrier) runs: syncsan must refuse it with an
  error naming that line (exit 2), never skip it silently.

Needs the pinned compiler (see README.md in this folder):
    /work/venvs/fixtures/bin/python corpus/asm/gen/make_flow.py
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
OUT = os.path.normpath(os.path.join(HERE, "..", "flow"))
REFUSED = os.path.join(OUT, "refused")
TRITON_VERSION = "3.9.0"


@triton.jit
def amax_kernel(X, Scale, Out, N, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(X + offs, mask=offs < N, other=0.)
    m = tl.max(tl.abs(x), axis=0)
    tl.atomic_max(Scale, m / 448.0)
    tl.store(Out + pid, tl.sum(x * x, axis=0))


@triton.jit
def queue_kernel(X, Out, Counter, num_tiles, BLOCK: tl.constexpr):
    tile = tl.atomic_add(Counter, 1)
    while tile < num_tiles:
        x = tl.load(X + tile * BLOCK + tl.arange(0, BLOCK))
        tl.store(Out + tile, tl.sum(x, axis=0))
        tile = tl.atomic_add(Counter, 1)


@triton.jit
def seq_sum(Starts, X, Out, n_seqs, BLOCK: tl.constexpr):
    # the sequence of this program's block: a scalar binary search over the sorted start offsets
    # Starts[0..n_seqs] (loads and arithmetic only: no LDS op, no barrier)
    q = tl.program_id(0) * BLOCK
    lo = 0
    hi = n_seqs
    while lo < hi:
        mid = (lo + hi) // 2
        if tl.load(Starts + mid + 1) <= q:
            lo = mid + 1
        else:
            hi = mid
    start = tl.load(Starts + lo)
    length = tl.load(Starts + lo + 1) - start
    # the sequence's sum, one block at a time: the trip count comes from the search, and each
    # block's sum is a cross-warp reduction through LDS (barriers)
    offs = tl.arange(0, BLOCK)
    acc = 0.0
    for i in range(0, length, BLOCK):
        x = tl.load(X + start + i + offs, mask=i + offs < length, other=0.0)
        acc += tl.sum(x, 0)
    tl.store(Out + tl.program_id(0), acc)


_D = [["tt.divisibility", 16]]
KERNELS = {
    "amax": (amax_kernel, {"X": "*fp32", "Scale": "*fp32", "Out": "*fp32", "N": "i32", "BLOCK": "constexpr"},
             {"BLOCK": 1024}, {(0,): _D, (1,): _D, (2,): _D}),
    "queue": (queue_kernel, {"X": "*fp32", "Out": "*fp32", "Counter": "*i32", "num_tiles": "i32",
                             "BLOCK": "constexpr"},
              {"BLOCK": 1024}, {(0,): _D, (1,): _D, (2,): _D}),
    "search": (seq_sum, {"Starts": "*i32", "X": "*fp32", "Out": "*fp32", "n_seqs": "i32",
                               "BLOCK": "constexpr"},
               {"BLOCK": 1024}, {(0,): _D, (1,): _D, (2,): _D}),
}
ARCHS = ("gfx950", "gfx942")
NUM_WARPS = 4

WHY = {
    "amax": ("clean: each wave's partial maximum (and later its partial sum) is written, retired "
             "(lgkmcnt(0)) and published by a barrier before the other waves read it, and those reads "
             "are retired before the barriers that precede the next writes; the atomic's lane loops "
             "under exec masks of loaded data hold no LDS op or barrier and are skipped whole"),
    "queue": ("clean: thread 0's ds_write of the next work index is retired before the barrier after "
              "which every wave reads it, the partial sums are written and read between their own "
              "barriers, and the last barrier of the loop keeps the next index's write after every "
              "wave's read of the sums; the loop, entered at its test in the middle of its text, is "
              "summarised over periods@LINE"),
    "search": ("clean: the scalar search loop is summarised, and what it leaves (the sequence's start "
               "and length, so the sum loop's trip count) is the same in every wave: every wave runs "
               "the sum loop as often and pairs its barriers; in each iteration the partial sums are "
               "written, retired and published by a barrier before the other waves read them, and the "
               "reads are retired before the barrier that precedes the next iteration's writes"),
}


def compile_one(name, arch):
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    fn, sig, consts, attrs = KERNELS[name]
    src = ASTSource(fn=fn, signature=sig, constexprs=consts, attrs=attrs)
    k = triton.compile(src, target=GPUTarget("hip", arch, 64), options={"num_warps": NUM_WARPS})
    return k.asm["amdgcn"], k.metadata


def _code(line):
    return line.split(";")[0].strip()


def without_barrier(name, text):
    """amax: the s_barrier closest before the last ds_read; queue, search: the last s_barrier.
    (new text, the deleted line's number)."""
    lines = text.split("\n")
    barriers = [i for i, ln in enumerate(lines) if _code(ln) == "s_barrier"]
    if name in ("queue", "search"):
        at = barriers[-1]
    else:
        last_read = max(i for i, ln in enumerate(lines) if _code(ln).startswith("ds_read"))
        at = max(i for i in barriers if i < last_read)
    del lines[at]
    return "\n".join(lines), at + 1


def with_op_in_lane_loop(text, op):
    """Copy `op` ("ds_write" for the file's first ds_write_b32 line, or "s_barrier") into the first
    lane loop (the block after `; %ComputeLoop`), just before its back-edge branch.
    (new text, the inserted line's number)."""
    lines = text.split("\n")
    head = next(i for i, ln in enumerate(lines) if "%ComputeLoop" in ln)
    label = lines[head].split(":")[0].strip()
    back = next(i for i in range(head, len(lines)) if _code(lines[i]).startswith("s_cbranch")
                and _code(lines[i]).endswith(label))
    new = next(ln for ln in lines if _code(ln).startswith("ds_write_b32")) if op == "ds_write" else "\ts_barrier"
    lines.insert(back, new)
    return "\n".join(lines), back + 1


def main():
    assert triton.__version__ == TRITON_VERSION, triton.__version__
    os.makedirs(REFUSED, exist_ok=True)
    manifest = {"why": "Small Triton kernels of ours (this script) compiled unmodified by the pinned "
                       f"Triton {TRITON_VERSION} (HIP backend, CPU only, {NUM_WARPS} warps, line info off), "
                       "mutants with one s_barrier deleted, and mutants with an LDS op or barrier put into "
                       "a lane loop that syncsan must refuse.",
                "files": {}, "refused": {}}
    for name in KERNELS:
        for arch in ARCHS:
            asm, md = compile_one(name, arch)
            base = f"{name}_{arch}"
            with open(os.path.join(OUT, base + ".s"), "w") as fh:
                fh.write(asm)
            manifest["files"][base + ".s"] = {
                "provenance": f"corpus/asm/gen/make_flow.py: {KERNELS[name][0].fn.__name__}, Triton {TRITON_VERSION}, "
                              f"{arch}, num_warps={NUM_WARPS}, constexprs {KERNELS[name][2]}",
                "lds_bytes_triton_metadata_shared": md.shared,
                "why": WHY[name]}
            text, line = without_barrier(name, asm)
            mut = f"{base}__no_barrier.s"
            with open(os.path.join(OUT, mut), "w") as fh:
                fh.write(text)
            manifest["files"][mut] = {
                "provenance": f"{base}.s with the s_barrier at its line {line} deleted",
                "deleted_line": line,
                "why": ("a finding expected: " + (
                    f"the s_barrier before the last ds_read (line {line} of {base}.s) is deleted, so the "
                    "partial sums are read in the generation in which the other waves write them; the read's "
                    "bytes hold the partial maxima published before, so the unordered write is reported as "
                    "an overwrite of bytes the read may still be reading (SS104)"
                    if name == "amax" else
                    f"the last s_barrier of the loop (line {line} of {base}.s) is deleted, so thread 0's "
                    "write of the next work index is in the generation in which the other waves read the "
                    "partial sums at the same bytes (SS104)"
                    if name == "queue" else
                    f"the last s_barrier of the sum loop (line {line} of {base}.s, between the partial sums' "
                    "ds_write and their ds_read) is deleted, so a wave reads the partial sums in the generation "
                    "in which the other waves write them: the writes are unordered with the reads of the same "
                    "bytes (SS104)"))}
            if name == "amax" and arch == "gfx950":
                for op in ("ds_write", "s_barrier"):
                    text, line = with_op_in_lane_loop(asm, op)
                    mut = f"{base}__{op}_in_lane_loop.s"
                    with open(os.path.join(REFUSED, mut), "w") as fh:
                        fh.write(text)
                    mn = "ds_write_b32" if op == "ds_write" else "s_barrier"
                    manifest["refused"][mut] = {
                        "provenance": f"{base}.s with {mn} inserted at line {line} (in the first lane loop)",
                        "inserted_line": line,
                        "error": f"it decides whether {mn} at line {line} runs",
                        "why": ("refused (exit 2): the exec-masked branch around the lane loop now decides "
                                f"whether {mn} runs, so its sides cannot be skipped")}
    with open(os.path.join(OUT, "MANIFEST.json"), "w") as fh:
        json.dump(manifest, fh, indent=1)
        fh.write("\n")
    print("\n".join(sorted(manifest["files"]) + sorted("refused/" + f for f in manifest["refused"])))


if __name__ == "__main__":
    sys.exit(main())
