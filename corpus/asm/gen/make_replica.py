#!/usr/bin/env python3
"""Regenerate corpus/asm/replica/*.s, MANIFEST.json and the wave-data mutant.

A one-block attention step that we wrote (S = Q K^T, row max, P = exp(S - max), O = P V) with
BLOCK_M = 64 rows and 4 warps, compiled on the CPU by Triton's HIP backend for gfx950 and gfx942.
With 32x32 MFMA the AMD dot layout puts the warps along M, so the layout holds 128 rows for 64:
waves 2-3 replicate waves 0-1 and store the same values to the same LDS bytes when a layout
conversion goes through LDS (the row max broadcast, the P tile). Those stores are not ordered
(no barrier between the replicas' stores) but write equal data: no race.

The mutant (`corpus/asm/mutants/replica__<name>__wave_data.s`) is a mechanical edit: the wave id
(readfirstlane of the thread id at entry, shifted down by 6, in a free SGPR) is added to the data
of the last ds_write_b32 (the row statistics' broadcast through LDS), so the replicas' data differ and the unordered stores race (SS105).

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
CONFIGS = {"attn_step_gfx950": "gfx950", "attn_step_gfx942": "gfx942"}
COMMON_ENV = {"TRITON_DISABLE_LINE_INFO": "1", "TRITON_DEFAULT_FP_FUSION": "1"}

SIGNATURE = {"q_ptr": "*fp16", "k_ptr": "*fp16", "v_ptr": "*fp16", "o_ptr": "*fp16",
             "BLOCK_M": "constexpr", "BLOCK_N": "constexpr", "HEAD": "constexpr"}
_D = [["tt.divisibility", 16]]
ATTRS = {(0,): _D, (1,): _D, (2,): _D, (3,): _D}


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


def compile_one(name):
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    assert triton.__version__ == TRITON_VERSION, triton.__version__
    src = ASTSource(fn=attn_step, signature=SIGNATURE,
                    constexprs={"BLOCK_M": BLOCK_M, "BLOCK_N": BLOCK_N, "HEAD": HEAD}, attrs=ATTRS)
    kernel = triton.compile(src, target=GPUTarget("hip", CONFIGS[name], 64),
                            options={"num_warps": NUM_WARPS, "num_stages": 1})
    with open(os.path.join(OUT, name + ".s"), "w") as fh:
        fh.write(kernel.asm["amdgcn"])
    md = kernel.metadata
    print(json.dumps({"triton_version": triton.__version__, "kernel_name": md.name,
                      "lds_bytes_triton_metadata_shared": md.shared, "num_warps": md.num_warps,
                      "arch": md.arch}))


def mutate(name):
    """The wave id (thread id >> 6, taken at the kernel's entry) added to the data of the last
    ds_write_b32 (the row statistics' broadcast)."""
    lines = open(os.path.join(OUT, name + ".s")).read().splitlines()
    text = "\n".join(lines)
    used = {int(x) for x in re.findall(r"\bs(\d+)\b", text)}
    used |= {int(a) + k for a, b in re.findall(r"\bs\[(\d+):(\d+)\]", text) for k in range(int(b) - int(a) + 1)}
    free = max(used) + 1
    assert free < 100, free
    entry = next(i for i, ln in enumerate(lines) if ln.startswith("attn_step:")) + 1
    at = max(i for i, ln in enumerate(lines) if ln.strip().startswith("ds_write_b32 "))
    data = lines[at].split(",")[1].split()[0]
    out = list(lines)
    out.insert(at, f"\tv_add_u32_e32 {data}, s{free}, {data}")
    out[entry:entry] = [f"\tv_readfirstlane_b32 s{free}, v0", f"\ts_lshr_b32 s{free}, s{free}, 6"]
    path = os.path.join(MUTANTS, f"replica__{name}__wave_data.s")
    with open(path, "w") as fh:
        fh.write("\n".join(out) + "\n")
    line = at + 3 + 1  # two lines inserted above, one at it; 1-based
    return {"file": os.path.basename(path), "ds_write_line": line, "wave_id_sgpr": f"s{free}",
            "why": f"the wave id is added to {data} just before the ds_write_b32 at line {line}: the "
                   "replicas store different data to the same LDS bytes with no barrier between them (SS105)"}


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--child":
        compile_one(sys.argv[2])
        return
    os.makedirs(OUT, exist_ok=True)
    manifest = {"generator": "corpus/asm/gen/make_replica.py", "triton": TRITON_VERSION,
                "kernel": "attn_step (ours, in this script)", "block_m": BLOCK_M, "block_n": BLOCK_N,
                "head": HEAD, "num_warps": NUM_WARPS, "files": {}, "mutants": {}}
    for name in CONFIGS:
        env = dict(os.environ, **COMMON_ENV)
        res = subprocess.run([sys.executable, __file__, "--child", name], env=env, check=True,
                             capture_output=True, text=True)
        md = json.loads(res.stdout.strip().splitlines()[-1])
        manifest["files"][name + ".s"] = {
            "arch": CONFIGS[name], "triton_metadata": md,
            "why": "clean: waves 2-3 replicate waves 0-1 (64 rows, 4 warps along M) and their unordered "
                   "ds_writes store equal data to the same bytes"}
        manifest["mutants"][name] = mutate(name)
    with open(os.path.join(OUT, "MANIFEST.json"), "w") as fh:
        json.dump(manifest, fh, indent=1)
        fh.write("\n")


if __name__ == "__main__":
    main()
