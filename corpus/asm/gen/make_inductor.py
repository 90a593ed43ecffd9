#!/usr/bin/env python3
"""Regenerate corpus/asm/inductor/*.s and corpus/asm/inductor/MANIFEST.json.

The kernel is `mm` in corpus/asm/gen/kernels/inductor_mm.py (ours): a matmul laid out the way
PyTorch inductor's Triton mm template is (GROUP_M program grouping, wrapped rows/columns, masked K
tail, optional bias, masked store). PyPI Triton compiles it for gfx942 and gfx950 on the CPU, with
line info on: every fixture carries `.file`/`.loc` lines naming the kernel file by its path in the
repository (`mm.file_name` is set to that relative path before compiling, so no path of this
machine ends up in the output). `.asm["amdgcn"]` is written unmodified.

The matrix (see CONFIGS and README.md): the full product dtype x num_warps x num_stages x arch
with the inductor default epilogue (masked K tail, masked store, no bias), plus the epilogue
variants (bias; EVEN_K; both) at two points per arch.

    /work/venvs/fixtures/bin/python corpus/asm/gen/make_inductor.py     # from the repository root

Needs triton==3.9.0; never run by the test-suite.
"""

import importlib.util
import itertools
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
OUT = os.path.join(ROOT, "corpus", "asm", "inductor")
KERNEL_FILE = "corpus/asm/gen/kernels/inductor_mm.py"  # relative to ROOT, as recorded in .file

TRITON_VERSION = "3.9.0"
GROUP_M = 8
#: the fp8 format each target has natively (Triton names): CDNA3 the fnuz e4m3, CDNA4 OCP e4m3
FP8 = {"gfx942": "fp8e4b8", "gfx950": "fp8e4nv"}
ELEM_BYTES = {"fp16": 2, "bf16": 2, "fp32": 4, "fp8": 1}
DTYPES = ("fp16", "bf16", "fp32", "fp8")
WARPS = (4, 8)
STAGES = (2, 3)
ARCHS = ("gfx942", "gfx950")
#: epilogue variants away from the default (EVEN_K=False, HAS_BIAS=False), at these points
VARIANTS = {"bias": (False, True), "evenk": (True, False), "evenk_bias": (True, True)}
VARIANT_POINTS = (("fp16", 4, 2), ("bf16", 8, 3))

COMMON_ENV = {"TRITON_DEFAULT_FP_FUSION": "1"}
ARCH_ENV = {"gfx942": {"TRITON_HIP_USE_ASYNC_COPY": "1"}, "gfx950": {}}


def blocks(dtype, warps):
    """Inductor-like tiles: 64x64 with 4 warps, 128x128 with 8; BLOCK_K so that one operand
    tile of one stage is 8 KiB (3 stages of A and B fit gfx942's 64 KiB of LDS)."""
    bm = 64 if warps == 4 else 128
    return bm, bm, 8192 // bm // ELEM_BYTES[dtype]


def configs():
    out = {}
    for arch, dtype, warps, stages in itertools.product(ARCHS, DTYPES, WARPS, STAGES):
        out[f"mm_{arch}_{dtype}_w{warps}_s{stages}"] = (arch, dtype, warps, stages, False, False)
    for arch in ARCHS:
        for dtype, warps, stages in VARIANT_POINTS:
            for vname, (even_k, bias) in VARIANTS.items():
                out[f"mm_{arch}_{dtype}_w{warps}_s{stages}_{vname}"] = (arch, dtype, warps, stages, even_k, bias)
    return out


CONFIGS = configs()
ARGS = ["a_ptr", "b_ptr", "bias_ptr", "c_ptr", "M", "N", "K", "stride_am", "stride_bk", "stride_cm"]


def compile_one(name):
    """Child process: compile one configuration, write the .s, print metadata JSON."""
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    assert triton.__version__ == TRITON_VERSION, triton.__version__
    spec = importlib.util.spec_from_file_location("inductor_mm", os.path.join(ROOT, KERNEL_FILE))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    mod.mm.file_name = KERNEL_FILE  # what Triton records in .file: the path in the repository

    arch, dtype, warps, stages, even_k, bias = CONFIGS[name]
    tdt = FP8[arch] if dtype == "fp8" else dtype
    out_dt = "fp16" if dtype == "fp8" else dtype
    sig = {"a_ptr": f"*{tdt}", "b_ptr": f"*{tdt}", "bias_ptr": f"*{out_dt}", "c_ptr": f"*{out_dt}",
           "M": "i32", "N": "i32", "K": "i32", "stride_am": "i32", "stride_bk": "i32", "stride_cm": "i32",
           "BLOCK_M": "constexpr", "BLOCK_N": "constexpr", "BLOCK_K": "constexpr",
           "GROUP_M": "constexpr", "EVEN_K": "constexpr", "HAS_BIAS": "constexpr"}
    # what Triton's launcher specialises for 16-byte aligned tensors under 2 GiB and sizes and
    # strides divisible by 16 (inductor's usual case); tt.pointer_range enables buffer ops
    p = [["tt.divisibility", 16], ["tt.pointer_range", 32]]
    d = [["tt.divisibility", 16]]
    attrs = {(0,): p, (1,): p, (2,): p, (3,): p, (4,): d, (5,): d, (6,): d, (7,): d, (8,): d, (9,): d}
    bm, bn, bk = blocks(dtype, warps)
    src = ASTSource(fn=mod.mm, signature=sig, attrs=attrs,
                    constexprs={"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk, "GROUP_M": GROUP_M,
                                "EVEN_K": even_k, "HAS_BIAS": bias})
    kernel = triton.compile(src, target=GPUTarget("hip", arch, 64),
                            options={"num_warps": warps, "num_stages": stages})
    with open(os.path.join(OUT, name + ".s"), "w") as fh:
        fh.write(kernel.asm["amdgcn"])
    md = kernel.metadata
    print(json.dumps({"triton_version": triton.__version__, "kernel_name": md.name,
                      "lds_bytes_triton_metadata_shared": md.shared, "num_warps": md.num_warps,
                      "num_stages": md.num_stages, "arch": md.arch, "signature": sig,
                      "blocks": {"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk, "GROUP_M": GROUP_M}}))


def check_structure(name, text, obs):
    """What every fixture of this kernel must show; fail loudly if a compiler change breaks it."""
    problems = []
    if "/work/" in text or "/home/" in text or "/root/" in text:
        problems.append("a path of this machine in the output")
    if obs["main_loop"] is None or obs["main_loop"]["lds_dma_count"] == 0:
        problems.append("no LDS-DMA copy in the main loop")
    if not obs["main_loop"] or not obs["main_loop"]["s_barrier_lines"]:
        problems.append("no s_barrier in the main loop")
    if KERNEL_FILE not in obs["debug_files"].values():
        problems.append(f".file does not name {KERNEL_FILE}: {obs['debug_files']}")
    if obs["loc_lines"] == 0:
        problems.append("no .loc lines")
    if problems:
        raise SystemExit(f"{name}: " + "; ".join(problems))


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--one":
        compile_one(sys.argv[2])
        return
    sys.path.insert(0, HERE)
    import asmscan as A

    only = set(sys.argv[1:])
    os.makedirs(OUT, exist_ok=True)
    path = os.path.join(OUT, "MANIFEST.json")
    manifest = json.load(open(path)) if only and os.path.exists(path) else {"files": {}}
    manifest.update({
        "generator": "corpus/asm/gen/make_inductor.py",
        "compiler": f"triton=={TRITON_VERSION} (PyPI), HIP backend, CPU only, line info on",
        "kernel_source": f"mm in {KERNEL_FILE} (ours)",
        "kernel_args": ARGS,
        "matrix": {"full_product": {"arch": ARCHS, "dtype": DTYPES, "num_warps": WARPS,
                                    "num_stages": STAGES, "epilogue": "EVEN_K=False, HAS_BIAS=False"},
                   "epilogue_variants": {k: {"EVEN_K": v[0], "HAS_BIAS": v[1]} for k, v in VARIANTS.items()},
                   "variant_points": [{"dtype": d, "num_warps": w, "num_stages": s} for d, w, s in VARIANT_POINTS],
                   "fp8": FP8},
        "common_env": COMMON_ENV,
        "arch_env": ARCH_ENV,
    })
    for name, (arch, dtype, warps, stages, even_k, bias) in CONFIGS.items():
        if only and name not in only:
            continue
        with tempfile.TemporaryDirectory(prefix="triton-cache-") as cache:
            env = {k: v for k, v in os.environ.items()
                   if not k.startswith(("TRITON_", "AMDGCN_", "MLIR_", "LLVM_"))}
            env.update(COMMON_ENV)
            env.update(ARCH_ENV[arch])
            env["TRITON_CACHE_DIR"] = cache
            res = subprocess.run([sys.executable, os.path.abspath(__file__), "--one", name], cwd=ROOT,
                                 env=env, capture_output=True, text=True)
        if res.returncode:
            raise SystemExit(f"{name}: compile failed\n{res.stderr[-3000:]}")
        child = json.loads(res.stdout.strip().splitlines()[-1])
        fpath = os.path.join(OUT, name + ".s")
        text = open(fpath).read()
        obs = A.summarize(A.read_lines(fpath))
        check_structure(name, text, obs)
        manifest["files"][name + ".s"] = {
            "arch": arch, "dtype": dtype, "triton_dtype": FP8[arch] if dtype == "fp8" else dtype,
            "num_warps": warps, "num_stages": stages, "EVEN_K": even_k, "HAS_BIAS": bias,
            "env": {**COMMON_ENV, **ARCH_ENV[arch]}, "triton": child, "observed": obs,
        }
        ml = obs["main_loop"]
        print(f"{name}.s: {obs['lines']} lines, loop [{ml['header_line']}..{ml['backedge_line']}] "
              f"{ml['lds_dma_count']} LDS-DMA, barriers {ml['s_barrier_lines']}, branches {obs['branches_by_kind']}")
    manifest["files"] = dict(sorted(manifest["files"].items()))
    with open(path, "w") as fh:
        json.dump(manifest, fh, indent=1)
        fh.write("\n")


if __name__ == "__main__":
    main()
