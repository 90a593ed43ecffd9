#!/usr/bin/env python3
"""Regenerate corpus/asm/replica/*.s, MANIFEST.json and the wave-data mutants.

Two kernels that we wrote, compiled on the CPU by Triton's HIP backend for gfx950 and gfx942:

- `attn_step`: a one-block attention step (S = Q K^T, row max, P = exp(S - max), O = P V) with
  BLOCK_M = 64 rows and 4 warps. With 32x32 MFMA the AMD dot layout puts the warps along M, so
  the layout holds 128 rows for 64: waves 2-3 replicate waves 0-1 and store the same values to
  the same LDS bytes when a layout conversion goes through LDS (the row max broadcast, the P
  tile). Those stores are not ordered (no barrier between the replicas' stores) but write equal
  data: no race.
- `seg_merge`: merges SEGS partial softmax results of one sequence (a weighted sum over the
  segments), after a scalar search loop that finds the sequence (a `while` over sorted start
  offsets: loads and arithmetic only, no LDS op or barrier). With 2 warps the 1-D result of the
  reduction over the segments is held by both waves; its conversion to the store layout goes
  through LDS, and both waves store it, after the loop, to the same bytes with no barrier
  between them. Equal data again: the loop computes the same sequence in both waves (a value
  numbered across the summarised loop).

The mutants (`corpus/asm/mutants/replica__<name>__wave_data.s`) are a mechanical edit: the wave
id (readfirstlane of the thread id at entry, shifted down by 6, in a free SGPR) is added to the
data register of one ds_write (attn_step: the last ds_write_b32, the row statistics' broadcast;
seg_merge: the first ds_write_b16 after the loop), so the replicas' data differ and the
unordered stores race (SS105) at every ds_write of that register before the next barrier.

Needs the pinned compiler (see README.md in this folder):
    /work/venvs/fixtures/bin/python corpus/asm/gen/make_replica.py
Never run by the test-suite.
"""

import json
import os
import re
import subprocess
import sys

import triton
import triton.language as tl

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, "..", "replica"))
MUTANTS = os.path.normpath(os.path.join(HERE, "..", "mutants"))

TRITON_VERSION = "3.9.0"
BLOCK_M, BLOCK_N, HEAD = 64, 64, 64
NUM_WARPS = 4
SEGS, SEG_HEAD, SEG_WARPS = 32, 128, 2
CONFIGS = {"attn_step_gfx950": "gfx950", "attn_step_gfx942": "gfx942",
           "seg_merge_gfx950": "gfx950", "seg_merge_gfx942": "gfx942"}
COMMON_ENV = {"TRITON_DISABLE_LINE_INFO": "1", "TRITON_DEFAULT_FP_FUSION": "1"}

SIGNATURE = {"q_ptr": "*fp16", "k_ptr": "*fp16", "v_ptr": "*fp16", "o_ptr": "*fp16",
             "BLOCK_M": "constexpr", "BLOCK_N": "constexpr", "HEAD": "constexpr"}
SEG_SIGNATURE = {"start_ptr": "*i32", "m_ptr": "*fp32", "x_ptr": "*fp32", "o_ptr": "*bf16", "n_seqs": "i32",
                 "SEGS": "constexpr", "HEAD": "constexpr"}
_D = [["tt.divisibility", 16]]
ATTRS = {(0,): _D, (1,): _D, (2,): _D, (3,): _D}
WHY = {"attn_step": "clean: waves 2-3 replicate waves 0-1 (64 rows, 4 warps along M) and their unordered "
                    "ds_writes store equal data to the same bytes",
       "seg_merge": "clean: both waves hold the merged row (2 warps, a reduction over the segments) and store it "
                    "to the same LDS bytes with no barrier between them, after a summarised scalar search loop; "
                    "the data are equal (the loop finds the same sequence in both waves)"}


@triton.jit
def attn_step(q_ptr, k_ptr, v_ptr, o_ptr,
              BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD: tl.constexpr):
    # one tile: rows of Q against one block of keys, row-major, unit inner strides
    rows = tl.arange(0, BLOCK_M)
    cols = tl.arange(0, BLOCK_N)
    dims = tl.arange(0, HEAD)
    q = tl.load(q_ptr + rows[:, None] * HEAD + dims[None, :])
    k = tl.load(k_ptr + cols[:, None] * HEAD + dims[None, :])
    v = tl.load(v_ptr + cols[:, None] * HEAD + dims[None, :])
    s = tl.dot(q, tl.trans(k))
    row_max = tl.max(s, 1)
    p = tl.exp(s - row_max[:, None])
    o = tl.dot(p.to(tl.float16), v) / tl.sum(p, 1)[:, None]
    tl.store(o_ptr + rows[:, None] * HEAD + dims[None, :], o.to(tl.float16))


@triton.jit
def seg_merge(start_ptr, m_ptr, x_ptr, o_ptr, n_seqs, SEGS: tl.constexpr, HEAD: tl.constexpr):
    # which sequence this program's query row belongs to: a scalar search loop over the sorted
    # start offsets (no LDS op, no barrier in it)
    q = tl.program_id(0)
    lo = 0
    hi = n_seqs
    while lo < hi:
        mid = (lo + hi) // 2
        if tl.load(start_ptr + mid) <= q:
            lo = mid + 1
        else:
            hi = mid
    seq = lo - 1
    # the SEGS partial results of that sequence (row maxima m, rows x), merged
    segs = tl.arange(0, SEGS)
    dims = tl.arange(0, HEAD)
    m = tl.load(m_ptr + seq * SEGS + segs)
    x = tl.load(x_ptr + (seq * SEGS + segs)[:, None] * HEAD + dims[None, :])
    w = tl.exp(m - tl.max(m, 0))
    out = tl.sum(x * w[:, None], 0) / tl.sum(w, 0)
    tl.store(o_ptr + q * HEAD + dims, out.to(tl.bfloat16))


def compile_one(name):
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    assert triton.__version__ == TRITON_VERSION, triton.__version__
    if name.startswith("seg_merge"):
        src = ASTSource(fn=seg_merge, signature=SEG_SIGNATURE, constexprs={"SEGS": SEGS, "HEAD": SEG_HEAD},
                        attrs=ATTRS)
        warps = SEG_WARPS
    else:
        src = ASTSource(fn=attn_step, signature=SIGNATURE,
                        constexprs={"BLOCK_M": BLOCK_M, "BLOCK_N": BLOCK_N, "HEAD": HEAD}, attrs=ATTRS)
        warps = NUM_WARPS
    kernel = triton.compile(src, target=GPUTarget("hip", CONFIGS[name], 64),
                            options={"num_warps": warps, "num_stages": 1})
    with open(os.path.join(OUT, name + ".s"), "w") as fh:
        fh.write(kernel.asm["amdgcn"])
    md = kernel.metadata
    print(json.dumps({"triton_version": triton.__version__, "kernel_name": md.name,
                      "lds_bytes_triton_metadata_shared": md.shared, "num_warps": md.num_warps,
                      "arch": md.arch}))


def _target(name, lines):
    """The ds_write whose data the mutant changes: attn_step's last ds_write_b32 (the row
    statistics' broadcast), seg_merge's first ds_write_b16 (the merged row, after the loop)."""
    if name.startswith("seg_merge"):
        return min(i for i, ln in enumerate(lines) if ln.strip().startswith("ds_write_b16 "))
    return max(i for i, ln in enumerate(lines) if ln.strip().startswith("ds_write_b32 "))


def mutate(name, kernel):
    """The wave id (thread id >> 6, taken at the kernel's entry) added to the data register of
    one ds_write (`_target`); every ds_write of that register up to the next barrier then stores
    data that differ between the replicas."""
    lines = open(os.path.join(OUT, name + ".s")).read().splitlines()
    text = "\n".join(lines)
    used = {int(x) for x in re.findall(r"\bs(\d+)\b", text)}
    used |= {int(a) + k for a, b in re.findall(r"\bs\[(\d+):(\d+)\]", text) for k in range(int(b) - int(a) + 1)}
    free = max(used) + 1
    assert free < 100, free
    entry = next(i for i, ln in enumerate(lines) if ln.startswith(kernel + ":")) + 1
    at = _target(name, lines)
    data = lines[at].split(",")[1].split()[0]
    out = list(lines)
    out.insert(at, f"\tv_add_u32_e32 {data}, s{free}, {data}")
    out[entry:entry] = [f"\tv_readfirstlane_b32 s{free}, v0", f"\ts_lshr_b32 s{free}, s{free}, 6"]
    path = os.path.join(MUTANTS, f"replica__{name}__wave_data.s")
    with open(path, "w") as fh:
        fh.write("\n".join(out) + "\n")
    line = at + 3 + 1  # two lines inserted above, one at it; 1-based
    writers = []
    for k in range(at + 3, len(out)):  # the ds_writes of that register up to the next barrier
        op = out[k].strip()
        if op.startswith("s_barrier"):
            break
        if op.startswith("ds_write") and op.split(",")[1].split()[0] == data:
            writers.append(k + 1)
    return {"file": os.path.basename(path), "ds_write_line": line, "writers": writers, "wave_id_sgpr": f"s{free}",
            "why": f"the wave id is added to {data} just before the ds_write at line {line}: the replicas' "
                   f"writes of {data} at line(s) {', '.join(map(str, writers))} store different data to the same "
                   "LDS bytes with no barrier between them (SS105)"}


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--child":
        compile_one(sys.argv[2])
        return
    os.makedirs(OUT, exist_ok=True)
    manifest = {"generator": "corpus/asm/gen/make_replica.py", "triton": TRITON_VERSION,
                "kernels": {"attn_step": {"block_m": BLOCK_M, "block_n": BLOCK_N, "head": HEAD, "num_warps": NUM_WARPS},
                            "seg_merge": {"segs": SEGS, "head": SEG_HEAD, "num_warps": SEG_WARPS}},
                "files": {}, "mutants": {}}
    for name in CONFIGS:
        kernel = name.rsplit("_", 1)[0]
        env = dict(os.environ, **COMMON_ENV)
        res = subprocess.run([sys.executable, __file__, "--child", name], env=env, check=True,
                             capture_output=True, text=True)
        md = json.loads(res.stdout.strip().splitlines()[-1])
        manifest["files"][name + ".s"] = {"arch": CONFIGS[name], "kernel": f"{kernel} (ours, in this script)",
                                          "triton_metadata": md, "why": WHY[kernel]}
        manifest["mutants"][name] = mutate(name, md["kernel_name"])
    with open(os.path.join(OUT, "MANIFEST.json"), "w") as fh:
        json.dump(manifest, fh, indent=1)
        fh.write("\n")


if __name__ == "__main__":
    main()
