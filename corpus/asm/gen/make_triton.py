#!/usr/bin/env python3
"""Regenerate corpus/asm/triton/*.s and corpus/asm/triton/MANIFEST.json.

A plain pipelined matmul that we wrote, compiled on the CPU by Triton's HIP
backend (no GPU, no ROCm, no torch needed) for gfx950 and gfx942, with
`.asm["amdgcn"]` written out unmodified.  Each configuration runs in its own
subprocess because Triton reads its AMD knobs (TRITON_HIP_USE_ASYNC_COPY,
AMDGCN_USE_BUFFER_OPS, ...) from the environment.

Needs the pinned compiler (see README.md in this folder):
    /work/venvs/fixtures/bin/python corpus/asm/gen/make_triton.py
Never run by the test-suite.
"""

import json
import os
import subprocess
import sys
import tempfile

import triton
import triton.language as tl

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, "..", "triton"))

TRITON_VERSION = "3.9.0"
BLOCK_M, BLOCK_N, BLOCK_K = 64, 64, 64
NUM_WARPS = 4

# name -> (arch, num_stages, extra environment)
CONFIGS = {
    "matmul_gfx950_s2": ("gfx950", 2, {}),
    "matmul_gfx950_s3": ("gfx950", 3, {}),
    "matmul_gfx942_s2": ("gfx942", 2, {"TRITON_HIP_USE_ASYNC_COPY": "1"}),
    "matmul_gfx942_s3": ("gfx942", 3, {"TRITON_HIP_USE_ASYNC_COPY": "1"}),
    "matmul_gfx950_s2_global": ("gfx950", 2, {"AMDGCN_USE_BUFFER_OPS": "0"}),
    "matmul_gfx950_s3_global": ("gfx950", 3, {"AMDGCN_USE_BUFFER_OPS": "0"}),
}

# Set for every configuration.  Line info off: no .loc/.file lines carrying
# absolute paths of this machine, and smaller files.  FP fusion set explicitly
# to Triton 3.9's default to silence its warning (same code either way).
COMMON_ENV = {"TRITON_DISABLE_LINE_INFO": "1", "TRITON_DEFAULT_FP_FUSION": "1"}

KERNEL_ARGS = ["a_ptr", "b_ptr", "c_ptr", "M", "N", "K", "stride_am", "stride_bk", "stride_cm"]
SIGNATURE = {
    "a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16",
    "M": "i32", "N": "i32", "K": "i32",
    "stride_am": "i32", "stride_bk": "i32", "stride_cm": "i32",
    "BLOCK_M": "constexpr", "BLOCK_N": "constexpr", "BLOCK_K": "constexpr",
}
# What Triton's launcher would specialize for 16-byte aligned tensors under 2 GiB
# ("S" specialization -> tt.pointer_range 32 enables buffer ops).
_P = [["tt.divisibility", 16], ["tt.pointer_range", 32]]
_D = [["tt.divisibility", 16]]
ATTRS = {(0,): _P, (1,): _P, (2,): _P, (3,): _D, (4,): _D, (5,): _D, (6,): _D, (7,): _D, (8,): _D}


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    # C[M, N] = A[M, K] @ B[K, N]; row-major, unit inner strides, M, N, K
    # multiples of the block sizes (no masks).
    pid = tl.program_id(0)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    pid_m = pid // num_pid_n
    pid_n = pid % num_pid_n
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :]
    b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_n[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_ptrs)
        b = tl.load(b_ptrs)
        acc += tl.dot(a, b)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * stride_bk
    c_ptrs = c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :]
    tl.store(c_ptrs, acc.to(tl.float16))


def compile_one(name):
    """Child process: compile one configuration, write the .s, print metadata JSON."""
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    assert triton.__version__ == TRITON_VERSION, triton.__version__
    arch, num_stages, _ = CONFIGS[name]
    src = ASTSource(fn=matmul_kernel, signature=SIGNATURE,
                    constexprs={"BLOCK_M": BLOCK_M, "BLOCK_N": BLOCK_N, "BLOCK_K": BLOCK_K},
                    attrs=ATTRS)
    kernel = triton.compile(src, target=GPUTarget("hip", arch, 64),
                            options={"num_warps": NUM_WARPS, "num_stages": num_stages})
    with open(os.path.join(OUT, name + ".s"), "w") as fh:
        fh.write(kernel.asm["amdgcn"])
    md = kernel.metadata
    print(json.dumps({
        "triton_version": triton.__version__,
        "kernel_name": md.name,
        "lds_bytes_triton_metadata_shared": md.shared,
        "num_warps": md.num_warps,
        "num_stages": md.num_stages,
        "arch": md.arch,
    }))


def describe(path, child_md):
    sys.path.insert(0, HERE)
    import asmscan as A

    lines = A.read_lines(path)
    label, hi, bi = A.find_main_loop(lines)
    body = range(hi, bi + 1)

    def rec(i):
        return {"line": lines[i].no, "text": lines[i].code}

    loop_waits = []
    for i in body:
        v = A.vmcnt_of(lines[i])
        if v is not None:
            nxt = next(j for j in range(i + 1, len(lines)) if lines[j].mnemonic)
            loop_waits.append({**rec(i), "vmcnt": v,
                               "immediately_before_s_barrier": A.is_barrier(lines[nxt])})
    all_waits = [{**rec(i), "in_main_loop": i in body}
                 for i, l in enumerate(lines) if A.vmcnt_of(l) is not None]
    barriers = [{"line": lines[i].no, "in_main_loop": i in body}
                for i, l in enumerate(lines) if A.is_barrier(l)]
    dma = [i for i, l in enumerate(lines) if A.is_lds_dma(l)]
    dma_loop = [i for i in dma if i in body]
    ds_reads_loop = [i for i in body if A.is_ds_read(lines[i])]
    m0_loop = [rec(i) for i in body if A.writes_m0(lines[i])]
    m0_all = [i for i, l in enumerate(lines) if A.writes_m0(l)]
    branches = [{**rec(i), "kind": A.branch_kind(lines[i])}
                for i, l in enumerate(lines) if A.is_branch(l)]
    marks = [{"line": l.no, "comment": l.comment} for l in lines
             if l.comment.startswith(("asyncmark", "wait_asyncmark"))]

    # wave id: v_readfirstlane of the thread id, then s_bfe_u32 sW, sX, 0x20006 (bits [7:6])
    wave = None
    for i, l in enumerate(lines):
        if l.mnemonic == "s_bfe_u32" and l.operands.endswith("0x20006"):
            wreg = A.operand_tokens(l)[0]
            uses = []
            for j in range(i + 1, len(lines)):
                toks = A.operand_tokens(lines[j])
                if not toks:
                    continue
                if wreg in toks[1:]:
                    uses.append(rec(j))
                if toks[0] == wreg:
                    break
            wave = {**rec(i), "register": wreg, "uses_before_redefinition": uses}
            break

    kinds = {}
    for b in branches:
        kinds[b["kind"]] = kinds.get(b["kind"], 0) + 1
    back = lines[bi]
    meta = A.kernel_metadata(lines)
    return {
        "lines": len(lines),
        "main_loop": {
            "label": label,
            "header_line": lines[hi].no,
            "backedge_line": back.no,
            "backedge_branch": back.code,
            "backedge_kind": A.branch_kind(back),
            "vmcnt_waits": loop_waits,
            "s_barrier_lines": [lines[i].no for i in body if A.is_barrier(lines[i])],
            "lds_dma_count": len(dma_loop),
            "lds_dma_lines": [lines[i].no for i in dma_loop],
            "ds_read_count": len(ds_reads_loop),
            "ds_read_mnemonics": sorted({lines[i].mnemonic for i in ds_reads_loop}),
            "m0_writes": m0_loop,
        },
        "vmcnt_waits_all": all_waits,
        "s_barriers_all": barriers,
        "lds_dma": {
            "count_total": len(dma),
            "mnemonics": sorted({lines[i].mnemonic + (" ... lds" if "lds" in A.operand_tokens(lines[i]) else "")
                                 for i in dma}),
        },
        "m0": {
            "writes_total": len(m0_all),
            "write_forms": sorted({lines[i].mnemonic for i in m0_all}),
            "wave_id": wave,
        },
        "branches": {"by_kind": kinds, "list": branches,
                     "has_s_and_saveexec": any((l.mnemonic or "").startswith("s_and_saveexec") for l in lines)},
        "asyncmark_comments": marks,
        "kernel_metadata": meta,
        "triton_metadata": child_md,
    }


NOTES = {
    "all": [
        "No file is edited after compilation; line numbers refer to the files as written.",
        "LLVM unrolled the gfx950 main loops by 2 (blocks %.lr.ph.new / %.epil.preheader), so the "
        "main loop body holds two pipeline iterations and two wait+barrier pairs; the gfx942 loops are "
        "not unrolled.",
        "The trip count comes from cdiv(K, 64) less the stages peeled into prologue/epilogue "
        "(the K extent is kernarg 'K', offset 32: s_add_i32 sX, sK, 63 then a shift by 6); the "
        "loop branch is scalar (s_cmp on an SGPR counter + s_cbranch_scc1).  The only exec-mask branch (gfx950 "
        "files) is an s_cbranch_execz in the block that skips the unrolled loop and falls into the "
        "unroll remainder (%.epil.preheader); exec is never zero there, so it is structurizer "
        "residue. "
        "No s_and_saveexec appears and there is no wave-group (warp-specialised) branch in this "
        "kernel: every wave runs the same path.",
        "Triton's LLVM prints '; asyncmark' after each group of async copies (one group per pipeline "
        "stage) and '; wait_asyncmark(N)' before the s_waitcnt it lowered to: wait until at most N "
        "groups are outstanding.",
        "M0 is set before every LDS-DMA copy with 's_mov_b32 m0, sB' or 's_add_i32 m0, sB, imm'. "
        "sB = ring-slot offset (s_lshl_b32 of the slot index, which cycles 0..num_stages-1 via "
        "s_add_i32 1, s_cmp_lt_i32 num_stages, s_cselect_b32 0) + per-wave offset; the per-wave offset is wave_id times a "
        "constant (see m0.wave_id.uses_before_redefinition), wave_id = s_bfe_u32 of "
        "v_readfirstlane_b32(tid) with 0x20006 (bits [7:6] of the thread id).  The immediate selects "
        "the operand (A or B) and the sub-tile of one copy.",
        "The LDS is dynamic (LDS size in the code object is 0, hidden_dynamic_lds_size kernarg); the "
        "size the launcher must pass is triton_metadata.lds_bytes_triton_metadata_shared.",
        "Kernarg names are not in the code object (.args carry offset/size/kind only); they are listed "
        "in kernel_args here.  Triton appends two hidden global pointers (offsets 48, 56: global "
        "scratch and profile scratch) before the hidden_* block.  With kernarg preload (8 dwords), "
        "a_ptr, b_ptr, c_ptr, M, N arrive in s[8:15]; K, stride_am, stride_bk, stride_cm are loaded "
        "with s_load from the kernarg pointer s[4:5] (offsets 0x20, 0x24, 0x28, 0x2c).",
        "Buffer-op variants mask prologue copies without a branch: the voffset becomes 0x80000000 "
        "(v_bfrev_b32 1) via v_cndmask when the loop runs zero times, which the buffer range check "
        "turns into a no-op; the _global variants branch around the prologue copies instead.",
    ],
    "matmul_gfx950_s2": [
        "Copies: buffer_load_dwordx4 ... offen lds, 2 for A (resource s[8:11]) then 2 for B "
        "(resource s[20:23]) per stage; reads: ds_read_b128 (A) and ds_read_b64_tr_b16 (B).",
        "Each loop half: s_waitcnt vmcnt(0) + s_barrier, then the copies of the next tile into the "
        "other ring slot interleaved with the ds_reads of the tile just published.",
    ],
    "matmul_gfx950_s3": [
        "Prologue issues two stages (8 copies) then s_waitcnt vmcnt(4) + s_barrier publishes stage 0. "
        "Each loop half issues 4 copies (stage i+2), reads stage i, then s_waitcnt vmcnt(4) lgkmcnt(0) + "
        "s_barrier publishes stage i+1 while leaving the 4 newest copies in flight.",
    ],
    "matmul_gfx942_s2": [
        "Copies: buffer_load_dword ... offen lds (4 bytes a lane), 8 for A then 8 for B per stage; "
        "the voffsets are shuffled with ds_bpermute_b32 (lgkmcnt) between copies.  Reads: ds_read_b64 "
        "(A) and ds_read_u16 (B, no transpose read on gfx942).",
        "Loop: s_waitcnt vmcnt(0) + s_barrier at the top, then 16 copies for the next tile and the "
        "reads of the tile just published.",
    ],
    "matmul_gfx942_s3": [
        "16 copies a stage; prologue waits vmcnt(16) + s_barrier; the loop issues stage i+2, reads stage "
        "i, then s_waitcnt vmcnt(16) lgkmcnt(0) + s_barrier.",
    ],
    "matmul_gfx950_s2_global": [
        "AMDGCN_USE_BUFFER_OPS=0: copies are global_load_lds_dwordx4 v[a:b], off (64-bit VGPR "
        "address), same M0 scheme and loop shape as matmul_gfx950_s2.",
    ],
    "matmul_gfx950_s3_global": [
        "AMDGCN_USE_BUFFER_OPS=0, 3 stages.  The prologue copies sit in branch-guarded blocks and the "
        "prologue's wait_asyncmark(2) lowered to a conservative s_waitcnt vmcnt(0).",
    ],
}


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--one":
        compile_one(sys.argv[2])
        return
    os.makedirs(OUT, exist_ok=True)
    manifest = {
        "generator": "corpus/asm/gen/make_triton.py",
        "compiler": f"triton=={TRITON_VERSION} (PyPI), HIP backend, CPU only",
        "kernel_source": "matmul_kernel in corpus/asm/gen/make_triton.py (ours)",
        "kernel_name": "matmul_kernel",
        "kernel_args": KERNEL_ARGS,
        "k_extent_arg": "K",
        "block": {"BLOCK_M": BLOCK_M, "BLOCK_N": BLOCK_N, "BLOCK_K": BLOCK_K},
        "num_warps": NUM_WARPS,
        "wave_size": 64,
        "common_env": COMMON_ENV,
        "notes": NOTES["all"],
        "files": {},
    }
    for name, (arch, stages, env) in CONFIGS.items():
        with tempfile.TemporaryDirectory(prefix="triton-cache-") as cache:
            child_env = {k: v for k, v in os.environ.items()
                         if not k.startswith(("TRITON_", "AMDGCN_", "MLIR_", "LLVM_"))}
            child_env.update(COMMON_ENV)
            child_env.update(env)
            child_env["TRITON_CACHE_DIR"] = cache
            res = subprocess.run([sys.executable, os.path.abspath(__file__), "--one", name],
                                 env=child_env, capture_output=True, text=True, check=True)
        child_md = json.loads(res.stdout.strip().splitlines()[-1])
        path = os.path.join(OUT, name + ".s")
        obs = describe(path, child_md)
        if obs["main_loop"]["lds_dma_count"] == 0:
            raise SystemExit(f"{name}: no LDS-DMA copy in the main loop")
        manifest["files"][name + ".s"] = {
            "arch": arch,
            "num_stages": stages,
            "env": env,
            "triton_version": child_md["triton_version"],
            "kernel_name": child_md["kernel_name"],
            "notes": NOTES.get(name, []),
            "observed": obs,
        }
        ml = obs["main_loop"]
        print(f"{name}.s: {obs['lines']} lines, loop {ml['label']} "
              f"[{ml['header_line']}..{ml['backedge_line']}], {ml['lds_dma_count']} LDS-DMA in loop, "
              f"waits {[(w['line'], w['vmcnt']) for w in ml['vmcnt_waits']]}, "
              f"barriers {ml['s_barrier_lines']}")
    with open(os.path.join(OUT, "MANIFEST.json"), "w") as fh:
        json.dump(manifest, fh, indent=1)
        fh.write("\n")


if __name__ == "__main__":
    main()
