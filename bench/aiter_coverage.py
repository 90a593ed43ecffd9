#!/usr/bin/env python3
"""A new user's trial of `syncsan check` on AMD's own Triton kernels (ROCm/aiter), unmodified.

    .venv/bin/python bench/aiter_coverage.py AITER_DIR > bench/aiter_coverage.txt

AITER_DIR is a checkout of ROCm/aiter whose `aiter/__init__.py` is empty (the original pulls in
aiter's C++ build); nothing of it is copied here or imported by syncsan.  Each case calls one of
aiter's own Python wrappers (`aiter.ops.triton...`) on CPU tensors of a typical LLM layer's
shape, so aiter picks its own tuned configuration for the target; a compile-only Triton driver
turns every kernel launch it makes into a compile (PyPI triton 3.9.0 from the fixtures venv,
`--python`, no GPU) and keeps the amdgcn text in a temporary folder.  Each kernel is then checked
with `syncsan check K.s --no-fix-suggestions --format json --timeout 120` (nice 19, one at a
time).  Harness-side workarounds, none in aiter's kernel code: stub modules for aiter's C++/JIT
helpers (`aiter.jit.utils.torch_guard`, `chip_info`, `aiter.utility.dtypes`) and torch's device
queries (CU count 256 for gfx950, 304 for gfx942); autotune keys that
are not kernel arguments are dropped as Triton < 3.9 did (Triton 3.9 raises on them); one CPU
tensor subclass reports `is_cuda` for the flash_attn_triton_amd prefill wrapper's device check;
flash_attn_triton_amd runs with FLASH_ATTENTION_TRITON_AMD_AUTOTUNE=0 (its one default configuration:
there is no GPU to tune on).  Lean attention is left out: at aiter e4048607a5 its wrapper fails
before any launch (`arch_info.get_num_sms` missing; `XCD_REMAP` passed twice).
Output: per kernel the target, case, kernel, aiter module, the launch configuration, syncsan's
verdict (clean, findings by rule, refused with the message's first line, internal error),
wall seconds of the command, and counts of LDS-DMA ops, s_barriers and ds ops in the assembly.
"""

from __future__ import annotations

import json
import os
import platform
import re
import subprocess
import sys
import tempfile
import time
import traceback
import types

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES_PYTHON = "/work/venvs/fixtures/bin/python"
ARCHS = ("gfx950", "gfx942")
TIMEOUT = 120


# ------------------------------------------------------------ child: compile one case
def _install_driver(arch: str) -> list:
    """Compile-only HIP driver; every launch becomes a compile whose kernel is kept."""
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.runtime import autotuner, driver
    from triton.runtime.jit import JITFunction

    class CompileOnlyHipDriver:
        target = GPUTarget("hip", arch, 64)

        def is_active(self):
            return True

        def get_current_target(self):
            return self.target

        def get_current_device(self):
            return 0

        def set_current_device(self, d):
            pass

        def get_current_stream(self, device=None):
            return 0

        def get_active_torch_device(self):
            import torch
            return torch.device("cpu")

    driver.set_active(CompileOnlyHipDriver())
    captured = []
    run = JITFunction.run

    def compile_only(self, *args, grid, warmup, **kwargs):
        k = run(self, *args, grid=grid, warmup=True, **kwargs)
        if k is not None:
            cfg = {n: v for n, v in kwargs.items() if isinstance(v, (int, bool, str, float))
                   and not n.startswith("stride") and n not in ("debug", "instrumentation_mode",
                                                                "fpsan_homomorphic_casts")}
            for path, v in getattr(k.src, "constants", {}).items():
                if len(path) == 1 and isinstance(v, (int, bool, str, float)):
                    cfg.setdefault(self.arg_names[path[0]], v)
            captured.append((self.fn.__name__, self.fn.__module__, k, cfg))
        return k
    JITFunction.run = compile_only

    init = autotuner.Autotuner.__init__

    def lenient_keys(self, fn, arg_names, configs, key, *a, **k):
        return init(self, fn, arg_names, configs, [n for n in key if n in arg_names], *a, **k)
    autotuner.Autotuner.__init__ = lenient_keys
    return captured


def _install_stubs(arch: str) -> None:
    import torch
    import aiter

    def mod(name, **attrs):
        m = types.ModuleType(name)
        m.__dict__.update(attrs)
        sys.modules[name] = m
        return m

    def guard(*a, **k):
        return a[0] if len(a) == 1 and callable(a[0]) and not k else (lambda f: f)
    f8 = torch.float8_e4m3fnuz if arch == "gfx942" else torch.float8_e4m3fn
    # device queries aiter makes at import (flash_attn_triton_amd's cu_count): answered for the target
    torch.cuda.current_device = lambda: None
    torch.cuda.get_device_properties = lambda d=None: types.SimpleNamespace(
        multi_processor_count=256 if arch == "gfx950" else 304, gcnArchName=arch)
    mod("aiter.jit"), mod("aiter.jit.utils"), mod("aiter.utility")
    mod("aiter.jit.utils.torch_guard", torch_compile_guard=guard)
    mod("aiter.jit.utils.chip_info", get_gfx=lambda: arch, get_gfx_runtime=lambda: arch,
        get_cu_num=lambda: 256 if arch == "gfx950" else 304)
    dt = mod("aiter.utility.dtypes", fp8=f8, fp4x2=torch.uint8, fp8_e8m0=torch.uint8, i4x2=torch.uint8,
             fp16=torch.float16, bf16=torch.bfloat16, fp32=torch.float32, i32=torch.int32,
             i16=torch.int16, i8=torch.int8, u8=torch.uint8, i64=torch.int64, u32=torch.int32,
             get_dtype_fp8=lambda: f8)
    aiter.dtypes = dt


def child(arch: str, name: str, aiter_dir: str, outdir: str) -> None:
    os.environ["TRITON_CACHE_DIR"] = tempfile.mkdtemp(prefix="aiter-cov-cache-")
    os.environ["TRITON_DISABLE_LINE_INFO"] = "1"
    os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
    os.environ["FLASH_ATTENTION_TRITON_AMD_AUTOTUNE"] = "0"  # no GPU to tune on: aiter's default config
    sys.path.insert(0, aiter_dir)
    captured = _install_driver(arch)
    import triton
    assert triton.__version__ == "3.9.0", triton.__version__
    _install_stubs(arch)
    t, err = time.time(), None
    try:
        CASES[name][0](arch)
    except Exception as e:  # the case is reported as not compiled, with the reason
        err = "".join(traceback.format_exception_only(type(e), e)).strip().splitlines()[-1]
    recs, seen = [], set()
    for fn, module, k, cfg in captured:
        stem, i = f"{name}__{fn}", 2
        while stem in seen:
            stem, i = f"{name}__{fn}_{i}", i + 1
        seen.add(stem)
        with open(os.path.join(outdir, stem + ".s"), "w") as fh:
            fh.write(k.asm["amdgcn"])
        recs.append({"file": stem + ".s", "kernel": fn, "module": module, "num_warps": k.metadata.num_warps,
                     "num_stages": k.metadata.num_stages, "config": cfg})
    print(json.dumps({"seconds": round(time.time() - t, 1), "error": err, "kernels": recs}))


# ------------------------------------------------------------ cases

try:
    import torch  # only the child (fixtures venv) runs the cases
except ImportError:
    torch = None


def T(*shape, dt=None):
    return torch.empty(shape, dtype=dt or torch.bfloat16)
CASES = {}


def case(name, archs=("gfx950", "gfx942")):
    def deco(f):
        CASES[name] = (f, archs)
        return f
    return deco


def fp8(arch):
    return torch.float8_e4m3fnuz if arch == "gfx942" else torch.float8_e4m3fn


# ---------------- GEMMs
@case("gemm_a16w16_M512")
def _(arch):
    from aiter.ops.triton.gemm.basic.gemm_a16w16 import gemm_a16w16
    gemm_a16w16(T(512, 4096), T(4096, 4096))


@case("gemm_a16w16_M8192")
def _(arch):
    from aiter.ops.triton.gemm.basic.gemm_a16w16 import gemm_a16w16
    gemm_a16w16(T(8192, 4096), T(4096, 4096))


@case("gemm_a16w16_M16")
def _(arch):
    from aiter.ops.triton.gemm.basic.gemm_a16w16 import gemm_a16w16
    gemm_a16w16(T(16, 4096), T(4096, 4096))


@case("gemm_a16w16_atomic_M128")
def _(arch):
    from aiter.ops.triton.gemm.basic.gemm_a16w16_atomic import gemm_a16w16_atomic
    gemm_a16w16_atomic(T(128, 4096), T(4096, 4096), dtype=torch.float32)


@case("gemm_a16w16_gated_M512")
def _(arch):
    from aiter.ops.triton.gemm.basic.gemm_a16w16_gated import gemm_a16w16_gated
    gemm_a16w16_gated(T(512, 4096), T(8192, 4096))


@case("gemm_a8w8_M512")
def _(arch):
    from aiter.ops.triton.gemm.basic.gemm_a8w8 import gemm_a8w8
    gemm_a8w8(T(512, 4096, dt=fp8(arch)), T(4096, 4096, dt=fp8(arch)), T(512, 1, dt=torch.float32),
              T(1, 4096, dt=torch.float32), dtype=torch.bfloat16)


@case("gemm_a8w8_M8192")
def _(arch):
    from aiter.ops.triton.gemm.basic.gemm_a8w8 import gemm_a8w8
    gemm_a8w8(T(8192, 4096, dt=fp8(arch)), T(4096, 4096, dt=fp8(arch)), T(8192, 1, dt=torch.float32),
              T(1, 4096, dt=torch.float32), dtype=torch.bfloat16)


@case("gemm_a8w8_blockscale_M512")
def _(arch):
    from aiter.ops.triton.gemm.basic.gemm_a8w8_blockscale import gemm_a8w8_blockscale
    M, N, K = 512, 7168, 4096
    gemm_a8w8_blockscale(T(M, K, dt=fp8(arch)), T(N, K, dt=fp8(arch)), T(M, K // 128, dt=torch.float32),
                         T(N // 128, K // 128, dt=torch.float32), dtype=torch.bfloat16, backend="triton")


@case("gemm_a8w8_blockscale_M16")
def _(arch):
    from aiter.ops.triton.gemm.basic.gemm_a8w8_blockscale import gemm_a8w8_blockscale
    M, N, K = 16, 7168, 4096
    gemm_a8w8_blockscale(T(M, K, dt=fp8(arch)), T(N, K, dt=fp8(arch)), T(M, K // 128, dt=torch.float32),
                         T(N // 128, K // 128, dt=torch.float32), dtype=torch.bfloat16, backend="triton")


@case("gemm_a8w8_per_token_scale_M512")
def _(arch):
    from aiter.ops.triton.gemm.basic.gemm_a8w8_per_token_scale import gemm_a8w8_per_token_scale
    gemm_a8w8_per_token_scale(T(512, 4096, dt=torch.int8), T(4096, 4096, dt=torch.int8),
                              T(512, 1, dt=torch.float32), T(4096, 1, dt=torch.float32), dtype=torch.bfloat16)


@case("gemm_afp8wfp8_M512")
def _(arch):
    from aiter.ops.triton.gemm.basic.gemm_afp8wfp8 import gemm_afp8wfp8
    M, N, K = 512, 4096, 4096
    gemm_afp8wfp8(T(M, K, dt=fp8(arch)), T(N, K, dt=fp8(arch)), T(M, K // 32, dt=torch.uint8),
                  T(N, K // 32, dt=torch.uint8), dtype=torch.bfloat16)


@case("gemm_afp4wfp4_M512", archs=("gfx950",))
def _(arch):
    from aiter.ops.triton.gemm.basic.gemm_afp4wfp4 import gemm_afp4wfp4
    M, N, K = 512, 4096, 4096
    gemm_afp4wfp4(T(M, K // 2, dt=torch.uint8), T(N, K // 2, dt=torch.uint8), T(M, K // 32, dt=torch.uint8),
                  T(N, K // 32, dt=torch.uint8), dtype=torch.bfloat16)


@case("gemm_afp4wfp4_M16", archs=("gfx950",))
def _(arch):
    from aiter.ops.triton.gemm.basic.gemm_afp4wfp4 import gemm_afp4wfp4
    M, N, K = 16, 4096, 4096
    gemm_afp4wfp4(T(M, K // 2, dt=torch.uint8), T(N, K // 2, dt=torch.uint8), T(M, K // 32, dt=torch.uint8),
                  T(N, K // 32, dt=torch.uint8), dtype=torch.bfloat16)


@case("gemm_a16wfp4_M512", archs=("gfx950",))
def _(arch):
    from aiter.ops.triton.gemm.basic.gemm_a16wfp4 import gemm_a16wfp4
    M, N, K = 512, 4096, 4096
    gemm_a16wfp4(T(M, K), T(N, K // 2, dt=torch.uint8), T(N, K // 32, dt=torch.uint8), dtype=torch.bfloat16)


@case("batched_gemm_bf16_B8")
def _(arch):
    from aiter.ops.triton.gemm.batched.batched_gemm_bf16 import batched_gemm_bf16
    batched_gemm_bf16(T(8, 512, 1024), T(8, 1024, 1024), dtype=torch.bfloat16)


# ---------------- normalization, softmax, topk, activation
@case("rmsnorm_M4096_N4096")
def _(arch):
    from aiter.ops.triton.normalization.rmsnorm import rms_norm
    rms_norm(T(4096, 4096), T(4096), 1e-6)


@case("rmsnorm_M32_N16384")
def _(arch):
    from aiter.ops.triton.normalization.rmsnorm import rms_norm
    rms_norm(T(32, 16384), T(16384), 1e-6)


@case("rmsnorm_add_M4096_N4096")
def _(arch):
    from aiter.ops.triton.normalization.rmsnorm import rmsnorm2d_fwd_with_add
    x = T(4096, 4096)
    rmsnorm2d_fwd_with_add(T(4096, 4096), x, T(4096, 4096), T(4096, 4096), T(4096), 1e-6)


@case("layernorm_M4096_N4096")
def _(arch):
    from aiter.ops.triton.normalization.norm import layer_norm
    layer_norm(T(4096, 4096), T(4096), T(4096))


@case("softmax_M4096_N4096")
def _(arch):
    from aiter.ops.triton.softmax import softmax
    softmax(T(4096, 4096))


@case("topk_B64_N4096_k8")
def _(arch):
    from aiter.ops.triton.topk import topk
    topk(T(64, 4096, dt=torch.float32), 8)


@case("topk_B64_N128k_k8")
def _(arch):
    from aiter.ops.triton.topk import topk
    topk(T(64, 131072, dt=torch.float32), 8)


@case("fused_silu_mul_M4096")
def _(arch):
    from aiter.ops.triton.activation import fused_silu_mul
    fused_silu_mul(T(4096, 2 * 4096))


# ---------------- quant
@case("dyn_per_token_quant_fp8")
def _(arch):
    from aiter.ops.triton.quant.quant import dynamic_per_token_quant_fp8_i8
    dynamic_per_token_quant_fp8_i8(T(4096, 4096, dt=fp8(arch)), T(4096, 4096), T(4096, 1, dt=torch.float32))


@case("dyn_per_tensor_quant_fp8")
def _(arch):
    from aiter.ops.triton.quant.quant import dynamic_per_tensor_quant_fp8_i8
    dynamic_per_tensor_quant_fp8_i8(T(4096, 4096, dt=fp8(arch)), T(4096, 4096), T(1, dt=torch.float32))


@case("dynamic_mxfp4_quant", archs=("gfx950",))
def _(arch):
    from aiter.ops.triton.quant.quant import dynamic_mxfp4_quant
    dynamic_mxfp4_quant(T(4096, 4096))


@case("fused_rms_fp8_group_quant")
def _(arch):
    from aiter.ops.triton.quant.fused_fp8_quant import fused_rms_fp8_group_quant
    fused_rms_fp8_group_quant(T(512, 7168), T(7168), 1e-6, group_size=128, dtype_quant=fp8(arch))


# ---------------- rope
@case("rope_cached_positions_fwd_sbhd")
def _(arch):
    from aiter.ops.triton.rope.rope import rope_cached_positions_fwd
    S, B, H, D = 1024, 4, 32, 128
    rope_cached_positions_fwd(T(S, B, H, D), T(8192, 1, 1, D // 2), T(8192, 1, 1, D // 2),
                              torch.zeros(S, B, dtype=torch.int64), 0, True, False)


@case("rope_fwd_sbhd")
def _(arch):
    from aiter.ops.triton.rope.rope import rope_fwd
    S, B, H, D = 1024, 4, 32, 128
    rope_fwd(T(S, B, H, D), T(S, 1, 1, D // 2, dt=torch.float32), 0, True, False)


# ---------------- MoE
def _moe_cfg(dtype, M, **kw):
    from aiter.ops.triton.utils.moe_config_utils import get_optimal_moe_config_func
    return get_optimal_moe_config_func(dtype, **kw)(M)


@case("moe_align_block_size")
def _(arch):
    from aiter.ops.triton.moe.moe_align_block_size import moe_align_block_size_triton
    E, BS, tok, topk = 64, 64, 512, 8
    maxp = tok * topk + E * (BS - 1)
    moe_align_block_size_triton(torch.zeros(tok, topk, dtype=torch.int32), E, BS,
                                torch.empty(maxp, dtype=torch.int32), torch.empty(maxp // BS, dtype=torch.int32),
                                torch.empty(1, dtype=torch.int32))


@case("fused_moe_bf16")
def _(arch):
    from aiter.ops.triton.moe.moe_op import fused_moe
    E, N, K, tok, topk, BS = 8, 1024, 4096, 512, 2, 64
    maxp = tok * topk + E * (BS - 1)
    fused_moe(T(tok, K), T(E, N, K), T(tok, topk, N), None, None, None,
              T(tok, topk, dt=torch.float32), torch.zeros(tok, topk, dtype=torch.int32),
              torch.zeros(maxp, dtype=torch.int32), torch.zeros(maxp // BS, dtype=torch.int32),
              torch.full((1,), maxp, dtype=torch.int32), False, topk, __import__("triton").language.bfloat16,
              False, False, False, config=_moe_cfg(torch.bfloat16, tok))


@case("routing_sigmoid_top1")
def _(arch):
    from aiter.ops.triton.moe.moe_routing_sigmoid_top1_fused import routing_sigmoid_top1
    routing_sigmoid_top1(T(512, 4096), T(4096, 128), 1)


# ---------------- attention
@case("mha_flash_attn_func_causal")
def _(arch):
    from aiter.ops.triton.attention.mha import flash_attn_func
    B, S, H, D = 2, 2048, 32, 128
    flash_attn_func(T(B, S, H, D), T(B, S, H, D), T(B, S, H, D), causal=True)


@case("mha_flash_attn_func")
def _(arch):
    from aiter.ops.triton.attention.mha import flash_attn_func
    B, S, H, D = 2, 2048, 32, 128
    flash_attn_func(T(B, S, H, D), T(B, S, H, D), T(B, S, H, D), causal=False)


@case("pa_decode_v1")
def _(arch):
    from aiter.ops.triton.attention.pa_decode import paged_attention_decode
    B, H, KVH, D, BS, NB = 16, 32, 8, 128, 16, 1024
    paged_attention_decode(T(B, H, D), T(B, H, D), T(NB, KVH, BS, D), T(NB, KVH, BS, D),
                           torch.full((B,), 256, dtype=torch.int32), torch.zeros(B, 64, dtype=torch.int32),
                           0.088, 256, __import__("triton").language.bfloat16,
                           torch.ones(1), torch.ones(1))


@case("pa_decode_v2")
def _(arch):
    from aiter.ops.triton.attention.pa_decode import paged_attention_decode
    B, H, KVH, D, BS, NB = 16, 32, 8, 128, 16, 4096
    paged_attention_decode(T(B, H, D), T(B, H, D), T(NB, KVH, BS, D), T(NB, KVH, BS, D),
                           torch.full((B,), 8192, dtype=torch.int32), torch.zeros(B, 512, dtype=torch.int32),
                           0.088, 8192, __import__("triton").language.bfloat16,
                           torch.ones(1), torch.ones(1))


@case("unified_attention_decode")
def _(arch):
    from aiter.ops.triton.attention.unified_attention import unified_attention
    nseq, H, KVH, D, BS, NB = 16, 32, 8, 128, 16, 2048
    q = T(nseq, H, D)
    unified_attention(q, T(NB, BS, KVH, D), T(NB, BS, KVH, D), T(nseq, H, D),
                      torch.arange(nseq + 1, dtype=torch.int32), 1, torch.full((nseq,), 1024, dtype=torch.int32),
                      1024, 0.088, True, (-1, -1), torch.zeros(nseq, 128, dtype=torch.int32), 0.0, None, None, None)


@case("unified_attention_prefill")
def _(arch):
    from aiter.ops.triton.attention.unified_attention import unified_attention
    nseq, H, KVH, D, BS, NB = 4, 32, 8, 128, 16, 2048
    q = T(nseq * 512, H, D)
    unified_attention(q, T(NB, BS, KVH, D), T(NB, BS, KVH, D), T(nseq * 512, H, D),
                      torch.arange(0, nseq * 512 + 1, 512, dtype=torch.int32), 512,
                      torch.full((nseq,), 512, dtype=torch.int32),
                      512, 0.088, True, (-1, -1), torch.zeros(nseq, 64, dtype=torch.int32), 0.0, None, None, None)


@case("context_attention_fwd")
def _(arch):
    from aiter.ops.triton.attention.prefill_attention import context_attention_fwd
    B, S, H, D = 4, 512, 32, 128
    context_attention_fwd(T(B * S, H, D), T(B * S, H, D), T(B * S, H, D), T(B * S, H, D),
                          torch.arange(0, B * S, S, dtype=torch.int32), torch.full((B,), S, dtype=torch.int32), S)


def _cudaish(t):
    """A CPU tensor that passes the wrapper's `q.is_cuda and q.device.index == current_device` check."""
    class CudaIsh(torch.Tensor):
        is_cuda = property(lambda self: True)
    torch.cuda.current_device = lambda: None
    return torch.Tensor._make_subclass(CudaIsh, t)


@case("fa_amd_fwd_prefill_causal")
def _(arch):
    from aiter.ops.triton._triton_kernels.flash_attn_triton_amd import interface_v2 as fa
    B, S, H, D = 2, 2048, 32, 128
    C = _cudaish
    fa.fwd(C(T(B, S, H, D)), C(T(B, S, H, D)), C(T(B, S, H, D)), None, None, 0.0, D ** -0.5, True, -1, -1, 0.0, False)


@case("fa_amd_fwd_prefill")
def _(arch):
    from aiter.ops.triton._triton_kernels.flash_attn_triton_amd import interface_v2 as fa
    B, S, H, D = 2, 2048, 32, 128
    C = _cudaish
    fa.fwd(C(T(B, S, H, D)), C(T(B, S, H, D)), C(T(B, S, H, D)), None, None, 0.0, D ** -0.5, False, -1, -1, 0.0, False)


@case("fa_amd_fwd_decode_kvcache")
def _(arch):
    from aiter.ops.triton._triton_kernels.flash_attn_triton_amd import interface_v2 as fa
    B, H, KVH, D, S = 8, 32, 8, 128, 8192
    fa.fwd_kvcache(T(B, 1, H, D), T(B, S, KVH, D), T(B, S, KVH, D), None, None,
                   torch.full((B,), 4096, dtype=torch.int32), None, None, None, None, None, None, None,
                   D ** -0.5, True, -1, -1, 0.0, False, 0)


@case("mla_decode_rope")
def _(arch):
    from aiter.ops.triton.attention.mla_decode_rope import decode_attention_fwd_grouped_rope
    B, H, R, RD, S, NS = 8, 16, 512, 64, 4096, 8
    q = T(B, H, R + RD)
    kb = T(B * S, 1, R + RD)
    decode_attention_fwd_grouped_rope(q, kb, kb[..., :R], T(B, H, R), torch.arange(0, B * S + 1, S, dtype=torch.int32),
                                      torch.arange(B * S, dtype=torch.int32), T(B, RD), R, RD,
                                      T(8192, RD), torch.zeros(B, dtype=torch.int64),
                                      T(B, H, NS, R + 1, dt=torch.float32), NS, 0.1, use_rope=True)


@case("extend_attention")
def _(arch):
    from aiter.ops.triton.attention.extend_attention import extend_attention_fwd
    B, E, P, H, KVH, D = 4, 256, 1024, 32, 8, 128
    extend_attention_fwd(T(B * E, H, D), T(B * E, KVH, D), T(B * E, KVH, D), T(B * E, H, D),
                         T(B * P, KVH, D), T(B * P, KVH, D), torch.arange(0, B * E + 1, E, dtype=torch.int32),
                         torch.arange(0, B * P + 1, P, dtype=torch.int32), torch.arange(B * P, dtype=torch.int32),
                         None, True, None, E)


@case("layernorm_add_M4096")
def _(arch):
    from aiter.ops.triton.normalization.norm import layernorm2d_fwd_with_add
    layernorm2d_fwd_with_add(T(4096, 4096), T(4096, 4096), T(4096, 4096), T(4096, 4096), T(4096), T(4096), 1e-5)


@case("fused_moe_fp8_w8a8")
def _(arch):
    from aiter.ops.triton.moe.moe_op import fused_moe
    E, N, K, tok, topk, BS = 8, 1024, 4096, 512, 2, 64
    maxp = tok * topk + E * (BS - 1)
    fused_moe(T(tok, K, dt=fp8(arch)), T(E, N, K, dt=fp8(arch)), T(tok, topk, N), T(1, dt=torch.float32),
              T(E, dt=torch.float32), None,
              T(tok, topk, dt=torch.float32), torch.zeros(tok, topk, dtype=torch.int32),
              torch.zeros(maxp, dtype=torch.int32), torch.zeros(maxp // BS, dtype=torch.int32),
              torch.full((1,), maxp, dtype=torch.int32), False, topk, __import__("triton").language.bfloat16,
              True, False, False, config=_moe_cfg(torch.bfloat16, tok, use_fp8_w8a8=True))


# ------------------------------------------------------------ parent: compile, check, report
DMA = re.compile(r"^\s*(buffer_load_\w+\b.*\blds\b|global_load_lds_\w+)")


def check(path: str) -> dict:
    code = [line.split(";")[0] for line in open(path).read().splitlines()]
    t = time.time()
    p = subprocess.run(["nice", "-n", "19", os.path.join(os.path.dirname(sys.executable), "syncsan"), "check",
                        path, "--no-fix-suggestions", "--format", "json", "--timeout", str(TIMEOUT)],
                       capture_output=True, text=True)
    rec = {"rc": p.returncode, "seconds": time.time() - t, "lines": len(code),
           "dma": sum(1 for c in code if DMA.match(c)), "bar": sum(1 for c in code if re.match(r"^\s*s_barrier\b", c)),
           "ds": sum(1 for c in code if re.match(r"^\s*ds_", c))}
    try:
        d = json.loads(p.stdout)
        rec["by_rule"] = d["summary"]["by_rule"]
        rec["message"] = (d.get("errors") or [{}])[0].get("message") or ""
        proof = d["files"][0].get("proof", {}) if d["files"] else {}
        rec["unknown"] = proof.get("verdict") == "unknown" and (proof.get("notes") or ["unknown"])[0]
    except ValueError:
        rec["by_rule"], rec["message"] = {}, (p.stderr.strip().splitlines() or [""])[-1]
    return rec


def verdict(r: dict) -> str:
    if r["rc"] == 0:
        return "clean"
    if r["rc"] == 1 and not r["by_rule"] and r.get("unknown"):
        return "unknown: " + r["unknown"]
    if r["rc"] == 1:
        return "findings " + ", ".join(f"{k} x{v}" for k, v in sorted(r["by_rule"].items()))
    msg = re.sub(r"^\S+\.s:", "line ", r["message"].splitlines()[0] if r["message"] else "")
    msg = msg.split("; pin kernel arguments")[0]
    return ("refused: " if r["rc"] == 2 else f"internal error (exit {r['rc']}): ") + msg


def config_text(k: dict) -> str:
    c = k["config"]
    keys = ("BLOCK_SIZE_M", "BLOCK_SIZE_N", "BLOCK_SIZE_K", "BLOCK_M", "BLOCK_N", "BLOCK_K", "BLOCK_SIZE",
            "BLOCK_DMODEL", "NUM_KSPLIT", "GROUP_SIZE_M", "waves_per_eu", "matrix_instr_nonkdim", "kpack")
    return " ".join([f"num_warps={k['num_warps']}", f"num_stages={k['num_stages']}"]
                    + [f"{n}={c[n]}" for n in keys if n in c])


def main(argv: list[str]) -> int:
    if argv[:1] == ["--compile"]:
        child(*argv[1:5])
        return 0
    if len(argv) < 1 or not os.path.isdir(os.path.join(argv[0], "aiter", "ops", "triton")):
        print("usage: aiter_coverage.py AITER_DIR [--python FIXTURES_PYTHON] [--only SUBSTRING]", file=sys.stderr)
        return 2
    aiter_dir = os.path.abspath(argv[0])
    py = argv[argv.index("--python") + 1] if "--python" in argv else FIXTURES_PYTHON
    only = argv[argv.index("--only") + 1] if "--only" in argv else ""
    import packaging  # aiter's wrappers need it; the fixtures venv lacks it
    env = dict(os.environ, PYTHONPATH=os.path.dirname(os.path.dirname(packaging.__file__)))
    commit = subprocess.run(["git", "-C", aiter_dir, "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True).stdout.strip() or "unknown"
    print(f"syncsan on ROCm/aiter Triton kernels, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    print(f"machine: {platform.node()} | {os.cpu_count()} logical CPUs | load average at start "
          f"{', '.join(f'{x:.1f}' for x in os.getloadavg())} (shared machine)")
    print(f"aiter: {commit} (unmodified kernels); triton 3.9.0; checks one at a time, nice 19, --timeout {TIMEOUT}")
    print("columns: target case__kernel | aiter module | launch configuration (aiter's own) | verdict | "
          "seconds | LDS-DMA ops, s_barriers, ds ops\n")
    tally, failed = {}, []
    with tempfile.TemporaryDirectory(prefix="aiter-cov-") as tmp:
        for arch in ARCHS:
            for name, (_, archs) in CASES.items():
                if arch not in archs or only not in name:
                    continue
                p = subprocess.run(["nice", "-n", "19", py, os.path.abspath(__file__), "--compile", arch, name,
                                    aiter_dir, tmp], capture_output=True, text=True, env=env)
                try:
                    res = json.loads(p.stdout.strip().splitlines()[-1])
                except (ValueError, IndexError):
                    res = {"error": (p.stderr.strip().splitlines() or ["no output"])[-1], "kernels": []}
                if res["error"] and not res["kernels"]:
                    failed.append(f"{arch} {name}: {res['error'][:200]}")
                for k in res["kernels"]:
                    r = check(os.path.join(tmp, k["file"]))
                    v = verdict(r)
                    tally[v.split()[0].rstrip(":")] = tally.get(v.split()[0].rstrip(":"), 0) + 1
                    module = k["module"].replace("aiter.ops.triton._triton_kernels.", "").replace(".", "/") + ".py"
                    print(f"{arch} {k['file'][:-2]} | {module} | {config_text(k)}\n"
                          f"    {v} | {r['seconds']:.1f} s | LDS-DMA {r['dma']}, s_barrier {r['bar']}, ds {r['ds']}",
                          flush=True)
                    os.remove(os.path.join(tmp, k["file"]))
    print("\nverdicts:", ", ".join(f"{k} {v}" for k, v in sorted(tally.items())))
    print("not compiled (aiter wrapper or Triton 3.9 error, no kernel reached):")
    print("\n".join("  " + f for f in failed) or "  none")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
