"""Coverage of ROCm/FlyDSL's kernel library: `syncsan check` on every kernel, as a user runs it.

    python bench/flydsl_coverage.py PATH_TO_FLYDSL_CHECKOUT [--out bench/flydsl_coverage.txt]
                                    [--timeout SECONDS] [--only SUBSTRING] [-j N]
                                    [--json-dir DIR] [--syncsan TREE]

Every `@flyc.kernel` function under `PATH/kernels/` (found by reading the files with `ast`, as
syncsan does) is checked once per configuration in CONFIGS below: one `syncsan check FILE
--kernel NAME --param ...` process per run, with a time limit. The configurations are the ones
FlyDSL's own tests (`tests/kernels/test_*.py`) build; each names where it came from. They are our
data, written for this table; no FlyDSL code is copied or imported.

The output table has, per run: kernel, file, configuration, verdict (clean / findings / unknown /
refused / timeout), findings by rule and the file:line each is reported at (docs/flydsl-findings.md
explains each), seconds (wall time of the whole process on this machine) and CPU seconds (of the
process and the processes it forked: a check of one file walks a FlyDSL kernel's waves in two
processes on a machine of two cores or more), and for a refusal the
first line of syncsan's message, which must begin with file:line:col.
A kernel has a verdict when every one of its configurations is clean or has findings.

To compare two versions of syncsan run by run: `--json-dir DIR` also writes each run's JSON report
(the times and solver query counts in it left out) and its exit status and messages into DIR, one pair of files per run,
and `--syncsan TREE` runs the syncsan of another tree (a `git archive` of main, say) instead of
this one; `diff -r` of two such folders shows every run whose output changed.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import resource
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import benchutil  # noqa: E402

#: targets syncsan models; the others must be refused with "target ... is not supported"
MODELLED = ("gfx942", "gfx950")


@dataclass(frozen=True)
class Config:
    params: dict
    source: str  # where in FlyDSL's tests (or callers) this configuration is built
    target: str = "gfx950"
    name: str = ""
    extra: tuple = ()  # further syncsan options (e.g. ("--waves", "4"))


@dataclass
class Run:
    kernel: str
    file: str
    config: Config
    verdict: str = ""
    rules: dict = field(default_factory=dict)
    seconds: float = 0.0
    cpu: float | None = None  # user + system seconds of the run and its children (-j 1 only)
    reason: str = ""
    located: bool = True  # a refusal names file:line:col
    sites: list = field(default_factory=list)  # "RULE file:line" of each finding
    command: str = ""


T = "tests/kernels/"

# (file relative to the checkout, kernel function name) -> configurations
CONFIGS: dict[tuple[str, str], list[Config]] = {
    # ---------------------------------------------------------------- attention
    ("kernels/attention/flash_attn_fp8_gfx950.py", "flash_attn_dualwave_swp_fp8_bn128_kernel"): [
        Config({"num_heads": 8, "head_dim": 128, "causal": True, "dtype_str": "fp8", "max_num_tiles.2": "4,6,8"},
               T + "test_flash_attn_fwd.py (fp8 dense: head_dim 128 only; flash_attn_interface._build_dense_fp8); "
               "S 256..512: 4..8 KV tiles, an even count"),
    ],
    ("kernels/attention/flash_attn_fp8_gfx950.py", "flash_attn_splitk_combine_kernel"): [
        Config({"num_heads": 8, "head_dim": 128, "causal": True, "dtype_str": "fp8"},
               T + "test_flash_attn_fwd.py (the fp8 build; it refuses num_kv_splits > 1)"),
    ],
    ("kernels/attention/flash_attn_generic.py", "flash_attn_generic_kernel"): [
        Config({"num_heads": 8, "head_dim": 128, "causal": True, "dtype_str": "f16", "kv_upper": "64,128,192,256"},
               T + "test_flash_attn_fwd.py::test_lse_dense (B,S,H,Hkv,D)=(2,256,8,8,128) on gfx942; KV extent "
               "up to S=256", "gfx942"),
    ],
    ("kernels/attention/flash_attn_gfx950.py", "flash_attn_dualwave_swp_gfx950_kernel"): [
        Config({"num_heads": 8, "head_dim": 128, "causal": True, "dtype_str": "bf16", "split_t_end": "4..8"},
               T + "test_flash_attn_fwd.py::test_lse_dense (2,256,8,8,128) bf16 causal; S 256..512: 4..8 KV tiles"),
        Config({"num_heads": 8, "head_dim": 64, "causal": False, "dtype_str": "bf16", "num_kv_heads": 4,
                "split_t_end": "4..8"},
               T + "test_flash_attn_fwd.py (B,S,H,Hkv,D)=(2,384,8,4,64) non-causal GQA; 4..8 KV tiles",
               name="d64-gqa"),
    ],
    ("kernels/attention/flash_attn_gfx950.py", "flash_attn_splitk_combine_kernel"): [
        Config({"num_heads": 8, "head_dim": 128, "causal": True, "dtype_str": "bf16", "num_kv_splits": 2},
               T + "test_flash_attn_fwd.py::test_lse_splitk (num_kv_splits=2, D=128)"),
    ],
    ("kernels/attention/fused_rope_cache_kernel.py", "fused_qk_rope_reshape_and_cache"): [
        Config({"head_dim": 128, "num_q_heads": 32, "num_kv_heads": 8, "block_size": 16, "flash_layout": True,
                "dtype_str": "bf16"},
               T + "test_fused_rope_cache.py::test_decode_flash Llama8B-TP1 (32, 8, 128)"),
    ],
    ("kernels/attention/mla_fwd_decode_m16x8_fp8_fp8.py", "kn_mla_fwd_decode_m16x8_fp8_fp8"): [
        Config({"trips_L1588": 2, "trips_L1884": "0..2"},
               T + "test_mla_decode.py (module-level kernel; sizes are runtime arguments): two work items per "
               "workgroup (the persistent loop at 1588: the second item's loads against the first's last "
               "reads), 0..2 middle KV tiles (loop at 1884: both parities of the last tile); a sweep, not a "
               "proof for every count (the proof would ask 156,755 race questions: with no --param the "
               "checker runs the small counts instead and says so)"),
    ],
    ("kernels/attention/pa_decode_swa.py", "pa_decode_sw_reduce_kernel"): [
        Config({"max_context_partition_num": 5, "query_seq_len": 1, "query_group_size": 8, "head_size": 128,
                "output_dtype_str": "bf16"},
               T + "test_pa.py::test_sliding_window_accuracy (window 1023, 256-token partitions, "
               "via pa_decode_fp8.pa_decode_ps_launch)"),
    ],
    ("kernels/attention/pa_decode_swa.py", "pa_decode_sw_kernel"): [
        Config({"sliding_window": 1023, "max_context_partition_num": 5, "trans_v": True, "query_group_size": 8,
                "query_length": 1, "query_input_dtype": "bf16", "head_dim": 128},
               T + "test_pa.py::test_sliding_window_accuracy (num_heads (8,1), query_length 1)"),
    ],
    ("kernels/attention/pa_decode_tile.py", "pa_decode_tile_kernel"): [
        Config({"head_dim": 128, "query_group_size": 8, "block_size": 16, "num_partitions": 1, "trans_v": True,
                "query_dtype": "bf16", "query_length": 1},
               T + "test_pa.py::test_normal_accuracy (head 128, heads (8,1), block 16; small-block tile path)"),
    ],
    ("kernels/attention/pa_metadata.py", "pa_metadata_v1_kernel"): [
        Config({"num_cu": 256, "num_heads_k": 1, "gqa": 8, "kv_granularity": 256, "query_length": 1},
               T + "test_pa.py::test_metadata_accuracy (get_pa_metadata: partition 256, heads (8,1))"),
    ],
    ("kernels/attention/pa_metadata.py", "pa_decode_metadata_kernel"): [
        Config({"query_group_size": 8, "query_length": 1, "query_input_dtype": "bf16", "head_dim": 128,
                "block_size": 1024, "output_dtype_str": "bf16"},
               T + "test_pa.py::test_metadata_accuracy (block_size 1024)"),
    ],
    ("kernels/attention/pa_metadata.py", "pa_metadata_reduce_kernel"): [
        Config({"query_length": 1, "num_query_heads": 8, "head_dim": 128, "output_dtype_str": "bf16"},
               T + "test_pa.py::test_metadata_accuracy (pa_reduce on the PS path)"),
    ],
    ("kernels/attention/qk_norm_rope_quant.py", "kernel"): [
        Config({"num_q_heads": 16, "head_dim": 512, "rope_head_dim": 64, "quant": False, "group_size": 128,
                "scale_dtype": "fp32", "q_weighted": False},
               "kernels/attention/qk_norm_rope_quant.py (no test builds it; its documented default "
               "qk_norm_rope_H16_D512_RD64)"),
    ],
    ("kernels/attention/swa_gfx950.py", "attend_ker"): [
        Config({"ATTN_B": 2, "ATTN_H": 64, "ATTN_H_KV": 8, "ATTN_D": 128, "nt_rt": 64},
               T + "test_swa_gfx950.py::test_swa_gqa_attention B2_N4096 (sliding_window=(512, 0) is a tuple, "
               "which --param cannot give: checked with the builder's default None, so nt_rt = 4096 // 64)"),
    ],
    # ---------------------------------------------------------------- comm
    ("kernels/comm/custom_all_reduce_kernel.py", "allreduce_1stage_arr"): [
        Config({"N": 262144, "dtype_str": "fp32", "world_size": 4, "threads": 512},
               T + "test_allreduce.py _4GPU_PARAMS ((64, 4096), fp32)"),
    ],
    ("kernels/comm/custom_all_reduce_kernel.py", "allreduce_2stage_arr"): [
        Config({"N": 262144, "dtype_str": "fp32", "world_size": 4, "threads": 512},
               T + "test_allreduce.py _4GPU_PARAMS ((64, 4096), fp32)"),
    ],
    ("kernels/comm/custom_all_reduce_kernel.py", "allreduce_2stage_write_mode"): [
        Config({"N": 262144, "dtype_str": "fp32", "world_size": 4, "threads": 512},
               T + "test_allreduce.py _4GPU_PARAMS ((64, 4096), fp32)"),
    ],
    ("kernels/comm/flydsl_dispatch_combine_intranode_kernel.py", "ep_dispatch_intranode"): [
        Config({"rank": 0, "npes": 8, "experts_per_rank": 32, "experts_per_token": 8, "hidden_dim": 7168,
                "hidden_elem_size": 2, "max_tok_per_rank": 128, "block_num": 128, "warp_num_per_block": 4,
                "bid": "0,1", "work_limit": "8,1024"},
               T + "test_profiler_dispatch_combine.py CI_CASES bf16_baseline (world 8, k 8, 32 experts/rank, "
               "dispatch 128/4); work_limit = cur_tok * k for 1 and 128 (max_tok_per_rank) tokens"),
    ],
    ("kernels/comm/flydsl_dispatch_combine_intranode_kernel.py", "ep_combine_intranode"): [
        Config({"rank": 0, "npes": 8, "experts_per_token": 8, "hidden_dim": 7168, "hidden_elem_size": 2,
                "max_tok_per_rank": 128, "block_num": 128, "warp_num_per_block": 8, "bid": "0,1,127",
                "s3_total_work": "1,1024,2048"},
               T + "test_profiler_dispatch_combine.py CI_CASES bf16_baseline (combine 128/8); first, second and "
               "last block; stage-3 work (tokens x warps per token) for 1, 128 and 1024 warps of work"),
    ],
    # ---------------------------------------------------------------- conv
    ("kernels/conv/conv3d_implicit.py", "transpose_kernel"): [
        Config({"n": 1, "c": 32, "s": 2048},
               T + "test_conv3d_implicit.py::test_conv3d_vs_torch (1,32,8,16,16,64): NCDHW->NDHWC transpose"),
    ],
    ("kernels/conv/conv3d_implicit.py", "conv3d_implicit_kernel"): [
        Config({"n": 1, "c": 32, "d": 8, "h": 16, "w": 16, "k": 64, "kt": 3, "kh": 3, "kw": 3, "st": 1, "sh": 1,
                "sw": 1, "pt": 0, "ph": 0, "pw": 0, "has_bias": True, "splitk": 1},
               T + "test_conv3d_implicit.py::test_conv3d_vs_torch (1,32,8,16,16,64, stride 1, pad 0), default tile"),
    ],
    ("kernels/conv/conv3d_implicit_fp8.py", "transpose_kernel"): [
        Config({"n": 1, "c": 128, "s": 972},
               T + "test_conv3d_implicit_fp8.py::test_conv3d_fp8_vs_fp8cast_reference (1,128,3,18,18,128)"),
    ],
    ("kernels/conv/conv3d_implicit_fp8.py", "conv3d_implicit_fp8_kernel"): [
        Config({"n": 1, "c": 128, "d": 3, "h": 18, "width": 18, "k": 128, "kt": 3, "kh": 3, "kw": 3, "st": 1,
                "sh": 1, "sw": 1, "pt": 0, "ph": 0, "pw": 0, "has_bias": True},
               T + "test_conv3d_implicit_fp8.py::test_conv3d_fp8_vs_fp8cast_reference (1,128,3,18,18,128)"),
    ],
    # ---------------------------------------------------------------- gemm
    ("kernels/gemm/fp4_gemm_4wave.py", "kernel_gemm"): [
        Config({"K": 8192}, T + "test_fp4_gemm_4wave.py::test_fp4_gemm_4wave (8192^3; MN=(M, N) is a tuple, "
               "left at its default None)"),
    ],
    ("kernels/gemm/fp8_gemm_4wave.py", "kernel_gemm"): [
        Config({"K": 7168, "BLOCK_M": 64, "BLOCK_N": 64, "b_preshuffled": False},
               T + "test_fp8_gemm_rowscale.py::test_fp8_gemm_4wave 512x2112x7168 rowmajor"),
    ],
    ("kernels/gemm/fp8_gemm_8wave.py", "kernel_gemm"): [
        Config({"K": 7168, "BLOCK_M": 128, "BLOCK_N": 256, "b_preshuffled": False},
               T + "test_fp8_gemm_rowscale.py::test_fp8_gemm_8wave 512x2112x7168 rowmajor"),
    ],
    ("kernels/gemm/gemm_a16w16_gfx950.py", "gemm_a16w16_gfx950_kernel"): [
        Config({"in_dtype_id": 2, "out_dtype_id": 2, "split_k": "1,2", "k_tiles": "2..", "ks_idx": "0,1"},
               T + "test_gemm_a16w16_gfx950.py (bf16, 256x256x64, 2 stages, 2x4 waves; every k_tiles >= 2)"),
    ],
    ("kernels/gemm/gemm_a16w16_gfx950.py", "gemm_a16w16_hti_gfx950_kernel"): [
        Config({"in_dtype_id": 2, "out_dtype_id": 2, "use_half_tile_interleaved": True, "split_k": "1,2",
                "k_tiles": "2..", "ks_idx": "0,1"},
               T + "test_gemm_a16w16_gfx950.py::test_gemm_a16w16_acc_fp32_output (HTI; every k_tiles >= 2)"),
    ],
    ("kernels/gemm/gemm_a8w4_mxscale_gfx1250.py", "kernel_gemm_a8w4_mxscale"): [
        Config({}, T + "test_gemm_fp8fp4_gfx1250.py (gfx1250)", "gfx1250"),
    ],
    ("kernels/gemm/gemm_a8w8_gfx1250.py", "kernel_gemm_a8w8"): [
        Config({}, T + "test_gemm_fp8fp4_gfx1250.py (gfx1250)", "gfx1250"),
    ],
    ("kernels/gemm/mxfp4_preshuffle.py", "kernel_gemm"): [
        Config({"N": 8192, "K": 8192, "tile_m": 64, "tile_n": 128, "tile_k": 128, "a_dtype": "fp8",
                "out_dtype": "bf16", "b_dtype": "fp4", "batch": 1, "a_row_stride": -1, "a_batch_stride": -1,
                "sca_row_stride": -1, "sca_batch_stride": -1, "c_row_stride": -1, "c_batch_stride": -1,
                "waves_per_eu": 0},
               T + "test_preshuffle_gemm.py::test_mfma_w4_flyc_preshuffle (64,8192,8192, 64x128x128, fp8 x fp4)"),
    ],
    ("kernels/gemm/preshuffle_gemm.py", "kernel_gemm"): [
        Config({"N": 5120, "K": 8192, "tile_m": 16, "tile_n": 64, "tile_k": 512, "in_dtype": "fp8",
                "out_dtype": "bf16", "use_async_copy": False},
               T + "test_preshuffle_gemm.py::test_mfma_a8_flyc_preshuffle (16,5120,8192, 16x64x512) sync_copy"),
        Config({"N": 5120, "K": 8192, "tile_m": 16, "tile_n": 64, "tile_k": 512, "in_dtype": "fp8",
                "out_dtype": "bf16", "use_async_copy": True},
               T + "test_preshuffle_gemm.py::test_mfma_a8_flyc_preshuffle (16,5120,8192, 16x64x512) async_copy",
               name="async"),
    ],
    ("kernels/gemm/rdna3_f16_gemm.py", "wmma_gemm_kernel"): [
        Config({"M": 1024, "N": 1024, "K": 1024}, T + "test_rdna_gemm.py (RDNA3, wave32)", "gfx1100"),
    ],
    ("kernels/gemm/rdna_f16_gemm.py", "wmma_gemm_kernel"): [
        Config({"M": 1024, "N": 1024, "K": 1024}, T + "test_rdna_gemm.py (RDNA4, wave32)", "gfx1201"),
    ],
    ("kernels/gemm/rdna_fp8_preshuffle_gemm.py", "kernel_gemm"): [
        Config({"M": 1024, "N": 1024, "K": 1024}, T + "test_rdna_gemm.py (RDNA4 fp8, wave32)", "gfx1201"),
    ],
    # ---------------------------------------------------------------- mega_moe
    ("kernels/mega_moe/gemm1.py", "kernel"): [
        Config({"model_dim": 7168, "inter_dim": 3072},
               T + "test_mega_moe_v2.py v4_pro network (model_dim 7168, inter_dim 3072), default tiles"),
    ],
    ("kernels/mega_moe/mega_moe_stage1.py", "kernel"): [
        Config({"model_dim": 7168, "inter_dim": 3072, "rank": 0, "experts_per_rank": 48, "fuse_npes": 8,
                "fuse_topk": 6, "fuse_cap": 65536, "fuse_mtpr": 8192, "fuse_scale_dim": 224,
                "fixed_slot_dispatch": True, "trips_L419": "0,1,2,3"},
               T + "test_mega_moe_v2.py::test_mega_moe_8gpu_accuracy v4_pro (8 ranks, 384 experts, topk 6, "
               "max 8192 tokens per rank; fuse_cap taken as npes * mtpr); the work-pool loop (while "
               "consumer_active, line 419) checked for 0 to 3 work items per workgroup, not proved for every count"),
    ],
    ("kernels/mega_moe/mega_moe_stage2.py", "kernel_epilog_v2"): [
        Config({"model_dim": 7168, "inter_dim": 3072, "experts": 384, "topk": 6, "rank": 0, "npes": 8,
                "max_tok": 8192, "cu_num": 256, "fixed_slot_dispatch": True, "K_TILES_RT": 12},
               T + "test_mega_moe_v2.py::test_mega_moe_8gpu_accuracy v4_pro (8 ranks, max 8192 tokens per rank)"),
    ],
    ("kernels/mega_moe/quant.py", "quant_kernel"): [
        Config({"n": 7168, "quant_mode": "fp8"}, T + "test_mega_moe_v2.py (per_1x32_mx_quant of the 7168-wide input)"),
    ],
    ("kernels/mega_moe/quant.py", "scale_sort_kernel"): [
        Config({"cols": 7168}, T + "test_mega_moe_v2.py (mxfp4_moe_scale_sort(..., model_dim))"),
    ],
    # ---------------------------------------------------------------- moe
    ("kernels/moe/moe_2stage_a16wmix/gemm1.py", "gemm1_kernel"): [
        Config({"D_HIDDEN": 1024, "D_INTER": 256, "NE": 8, "TOPK": 2, "BM": 32},
               T + "test_moe_gemm.py a16w4 'small' (128 tokens, 1024, 256, 8 experts, topk 2, tile_m 32)"),
    ],
    ("kernels/moe/moe_2stage_a16wmix/gemm2.py", "gemm2_kernel"): [
        Config({"NE": 8, "N_OUT": 1024, "D_INTER": 256, "BM": 32},
               T + "test_moe_gemm.py a16w4 'small' (stage 2)"),
    ],
    ("kernels/moe/moe_a8w4_mxscale_gfx1250.py", "kernel_moe_a8w4_mxscale"): [
        Config({}, T + "test_moe_a8w4_mxscale_gfx1250.py (gfx1250)", "gfx1250"),
    ],
    ("kernels/moe/moe_gemm_2stage/gemm1.py", "moe_gemm1_fp8_gateup"): [
        Config({"model_dim": 256, "inter_dim": 128, "experts": 4, "topk": 2, "tile_m": 64, "tile_n": 64,
                "tile_k": 128, "doweight_stage1": False, "out_dtype": "bf16", "in_dtype": "fp8"},
               T + "test_moe_gemm_2stage.py::test_moe_gemm1_numeric (_SHAPE, fp8, bf16, tile_m 64)"),
    ],
    ("kernels/moe/moe_gemm_2stage/gemm2.py", "moe_gemm2"): [
        Config({"model_dim": 256, "inter_dim": 128, "experts": 4, "topk": 2, "tile_m": 64, "tile_n": 64,
                "tile_k": 128, "doweight_stage2": True, "out_dtype": "bf16", "accumulate": True,
                "in_dtype": "fp8"},
               T + "test_moe_gemm_2stage.py::test_moe_gemm2_numeric (_SHAPE, fp8, accumulate, bf16, tile_m 64)"),
    ],
    ("kernels/moe/moe_gemm_2stage/moe_reduce.py", "moe_reduction_kernel"): [
        Config({"topk": 8, "model_dim": 7168, "dtype_str": "f16", "use_mask": False, "num_experts": 0,
                "out_dtype_str": "f16"},
               T + "test_moe_reduce.py DS-TP8-decode-S (topk 8, model_dim 7168, f16)"),
    ],
    ("kernels/moe/moe_sorting_kernel.py", "moe_sorting_oneshot_kernel"): [
        Config({"num_experts": 256, "topk": 8}, T + "test_moe_sorting.py ONESHOT_CONFIGS (1, 256, 8)"),
    ],
    ("kernels/moe/moe_sorting_kernel.py", "moe_sorting_oneshot_fused_kernel"): [
        Config({"num_experts": 256, "topk": 8, "dtype_str": "bf16"},
               T + "test_moe_sorting.py::test_moe_softmax_sort_fused_oneshot (E 256, topk 8, bf16)"),
    ],
    ("kernels/moe/moe_sorting_kernel.py", "clear_workspace_kernel"): [
        Config({"num_experts": 256, "topk": 8}, T + "test_moe_sorting.py MULTIPHASE_CONFIGS (128, 256, 8)"),
    ],
    ("kernels/moe/moe_sorting_kernel.py", "p0_scatter_kernel"): [
        Config({"num_experts": 256, "topk": 8}, T + "test_moe_sorting.py MULTIPHASE_CONFIGS (128, 256, 8)"),
    ],
    ("kernels/moe/moe_sorting_kernel.py", "p1_count_kernel"): [
        Config({"num_experts": 256, "topk": 8}, T + "test_moe_sorting.py MULTIPHASE_CONFIGS (128, 256, 8)"),
    ],
    ("kernels/moe/moe_sorting_kernel.py", "p0v2_kernel"): [
        Config({"num_experts": 256, "topk": 8}, T + "test_moe_sorting.py MULTIPHASE_CONFIGS (128, 256, 8)"),
    ],
    ("kernels/moe/moe_sorting_kernel.py", "p23_kernel"): [
        Config({"num_experts": 256, "topk": 8, "bid": "0,1,255,256"},
               T + "test_moe_sorting.py MULTIPHASE_CONFIGS (128, 256, 8): sort blocks 0, 1, 255 (one per expert) "
               "and the first zeroing block 256"),
    ],
    ("kernels/moe/mxfp_moe/gemm1.py", "gemm1_kernel"): [
        Config({"D_HIDDEN": 1024, "D_INTER": 256, "NE": 8, "TOPK": 2, "BM": 32},
               T + "test_moe_gemm.py::test_mxfp_moe_variants bm32_atomic (a4w4, small shape)"),
    ],
    ("kernels/moe/mxfp_moe/gemm2.py", "gemm2_kernel"): [
        Config({"NE": 8, "N_OUT": 1024, "D_INTER": 256, "BM": 32},
               T + "test_moe_gemm.py::test_mxfp_moe_variants bm32_atomic (stage 2)"),
    ],
    ("kernels/moe/topk_gating_softmax_kernel.py", "topk_gating_softmax_kernel"): [
        Config({"num_experts": 128, "topk": 6, "dtype_str": "bf16"},
               T + "test_topk_gating_softmax.py::test_all (1024, 128, 6, bf16)"),
    ],
    # ---------------------------------------------------------------- norm
    ("kernels/norm/layernorm_kernel.py", "layernorm_kernel"): [
        Config({"N": 8192, "dtype_str": "bf16"}, T + "test_layernorm.py::test_layernorm (64, 8192, bf16)"),
        Config({"N": 2000, "dtype_str": "f32"}, T + "test_layernorm.py::test_layernorm (64, 2000, f32) tail",
               name="tail"),
    ],
    ("kernels/norm/layernorm_kernel.py", "layernorm_bwd_kernel"): [
        Config({"N": 4096, "dtype_str": "bf16"}, T + "test_layernorm.py::test_layernorm_backward (4096, 4096, bf16)"),
    ],
    ("kernels/norm/layernorm_kernel.py", "fused_add_layernorm_kernel"): [
        Config({"N": 8192, "dtype_str": "bf16"}, T + "test_layernorm.py::test_fused_add_layernorm (64, 8192, bf16)"),
    ],
    ("kernels/norm/layernorm_kernel.py", "layernorm_quant_kernel"): [
        Config({"N": 8192, "dtype_str": "bf16", "is_smooth": False},
               T + "test_layernorm.py::test_layernorm_dynamicquant (64, 8192, bf16)"),
    ],
    ("kernels/norm/layernorm_kernel.py", "fused_add_layernorm_quant_kernel"): [
        Config({"N": 8192, "dtype_str": "bf16", "is_smooth": True},
               T + "test_layernorm.py::test_fused_add_layernorm_smoothquant (64, 8192, bf16)"),
    ],
    ("kernels/norm/rmsnorm_bwd_kernel.py", "rmsnorm_bwd_kernel"): [
        Config({"N": 256, "dtype_str": "f32"}, T + "test_rmsnorm.py _RMSNORM_BACKWARD_CONFIGS (64, 256, f32) atomic"),
    ],
    ("kernels/norm/rmsnorm_bwd_kernel.py", "fused_add_rmsnorm_bwd_kernel"): [
        Config({"N": 256, "dtype_str": "f32"}, T + "test_rmsnorm.py _RMSNORM_BACKWARD_CONFIGS (64, 256, f32), fused add"),
    ],
    ("kernels/norm/rmsnorm_bwd_kernel.py", "rmsnorm_bwd_partial_kernel"): [
        Config({"N": 4096, "dtype_str": "f16", "num_programs": 256, "fused_add": False, "bid": "0,255",
                "MIn": 512},
               T + "test_rmsnorm.py _RMSNORM_BACKWARD_CONFIGS (512, 4096, f16): two-stage, 256 CUs; first and last "
               "program"),
    ],
    ("kernels/norm/rmsnorm_bwd_kernel.py", "rmsnorm_bwd_dweight_reduce_kernel"): [
        Config({"N": 4096, "dtype_str": "f16", "num_programs": 256, "fused_add": False},
               T + "test_rmsnorm.py _RMSNORM_BACKWARD_CONFIGS (512, 4096, f16): two-stage, 256 CUs"),
    ],
    ("kernels/norm/rmsnorm_kernel.py", "rmsnorm_kernel"): [
        Config({"N": 8192, "dtype_str": "bf16"}, T + "test_rmsnorm.py _get_rmsnorm_configs (64, 8192, bf16)"),
    ],
    ("kernels/norm/rmsnorm_kernel.py", "rmsnorm_large_m_small_n_kernel"): [
        Config({"N": 256, "dtype_str": "f32"},
               T + "test_rmsnorm.py _get_rmsnorm_configs (64, 256, f32): N <= 2048 takes this kernel"),
    ],
    ("kernels/norm/rmsnorm_kernel.py", "fused_add_rmsnorm_kernel"): [
        Config({"N": 8192, "dtype_str": "bf16"}, T + "test_rmsnorm.py fused add (64, 8192, bf16)"),
    ],
    ("kernels/norm/rmsnorm_kernel.py", "rmsnorm_quant_kernel"): [
        Config({"N": 8192, "dtype_str": "bf16", "is_smooth": False},
               T + "test_rmsnorm.py dynamicquant (64, 8192, bf16)"),
    ],
    ("kernels/norm/rmsnorm_kernel.py", "fused_add_rmsnorm_quant_kernel"): [
        Config({"N": 8192, "dtype_str": "bf16", "is_smooth": True},
               T + "test_rmsnorm.py fused add smoothquant (64, 8192, bf16)"),
    ],
    ("kernels/norm/softmax_bwd_kernel.py", "softmax_bwd_kernel"): [
        Config({"N": 8192, "dtype_str": "bf16"}, T + "test_softmax_bwd.py _BWD_CONFIGS (1024, 8192, bf16)"),
    ],
    ("kernels/norm/softmax_kernel.py", "softmax_kernel"): [
        Config({"M": 32768, "N": 8192, "dtype_str": "bf16"}, T + "test_softmax.py (32768, 8192, bf16)"),
    ],
}


def is_kernel(node: ast.FunctionDef) -> bool:
    for d in node.decorator_list:
        text = ast.unparse(d.func if isinstance(d, ast.Call) else d)
        if text == "kernel" or text.endswith(".kernel"):
            return True
    return False


def discover(root: Path) -> list[tuple[str, str, int]]:
    """(file relative to root, kernel name, line) of every kernel function under root/kernels."""
    out = []
    for f in sorted((root / "kernels").rglob("*.py")):
        try:
            tree = ast.parse(f.read_text(encoding="utf-8"))
        except (SyntaxError, UnicodeDecodeError):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and is_kernel(node):
                out.append((str(f.relative_to(root)), node.name, node.lineno))
    return sorted(out)


def param_text(v) -> str:
    return str(v).lower() if isinstance(v, bool) else str(v)


def check_command(root: Path, rel: str, kernel: str, cfg: Config) -> list[str]:
    """`python -m syncsan check FILE --kernel NAME --param ...` of one configuration (JSON)."""
    cmd = [sys.executable, "-m", "syncsan", "check", str(root / rel), "--kernel", kernel, "--format", "json",
           "--no-fix-suggestions", "--target", cfg.target]
    for k, v in cfg.params.items():
        cmd += ["--param", f"{k}={param_text(v)}"]
    return cmd + list(cfg.extra)


def run_one(root: Path, rel: str, kernel: str, cfg: Config, timeout: float, json_dir: Path | None = None,
            tree: Path | None = None, name: str = "", cpu: bool = True) -> Run:
    # the check as `syncsan check FILE` runs it: JSON output for the table, without the fix search
    # that JSON turns on by default (bench/fix_bench.py measures what the search adds)
    cmd = check_command(root, rel, kernel, cfg)
    run = Run(kernel, rel, cfg, command=" ".join(cmd[3:]).replace(str(root) + "/", ""))
    start = time.perf_counter()
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    # its own process group: on a timeout the parallel workers `syncsan -j` starts are stopped too
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
                            cwd=tree, env=benchutil.user_env(None))  # (`python -m syncsan` in TREE runs that tree's syncsan)
    try:
        stdout, stderr = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.communicate()
        run.seconds = time.perf_counter() - start
        if json_dir is not None:
            benchutil.save_report(json_dir, name, "timeout", "", "")
        run.verdict = "timeout"
        run.reason = f"no answer within {timeout:.0f} s"
        return run
    run.seconds = time.perf_counter() - start
    if cpu:  # (the children's times of this process: exact when one run at a time)
        now = resource.getrusage(resource.RUSAGE_CHILDREN)
        run.cpu = now.ru_utime + now.ru_stime - used.ru_utime - used.ru_stime
    if json_dir is not None:
        benchutil.save_report(json_dir, name, proc.returncode, stdout, stderr)
    proc = subprocess.CompletedProcess(cmd, proc.returncode, stdout, stderr)
    if proc.returncode == 2:
        run.verdict = "refused"
        first = next((line for line in proc.stderr.splitlines() if line.strip()), "(no message)")
        run.reason = first.replace(str(root) + "/", "")
        head = first.split(": error:", 1)[0]
        parts = head.rsplit(":", 2)
        run.located = len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit()
        return run
    if proc.returncode not in (0, 1):
        run.verdict = "crashed"
        run.reason = (proc.stderr.strip().splitlines() or [f"exit status {proc.returncode}"])[-1]
        return run
    try:
        doc = json.loads(proc.stdout)
    except json.JSONDecodeError:
        run.verdict = "crashed"
        run.reason = "no JSON report"
        return run
    summary = doc.get("summary", {})
    run.rules = dict(summary.get("by_rule", {}))
    for f in doc.get("findings", []):  # where each finding is reported (file:line), for docs/flydsl-findings.md
        where = f"{Path(f['file']).resolve().relative_to(root)}:{f['line']}" if Path(f["file"]).resolve() \
            .is_relative_to(root) else f"{f['file']}:{f['line']}"
        run.sites.append(f"{f['rule']} {where}")
    if summary.get("verdict") == "unknown":
        run.verdict = "unknown"
    else:
        run.verdict = "findings" if summary.get("findings") else "clean"
    return run


def render(root: Path, kernels, runs: list[Run], timeout: float, commit: str) -> str:
    lines = [f"# syncsan on ROCm/FlyDSL {commit}: every kernel under kernels/ at the configurations its tests build",
             f"# machine: {benchutil.machine()}",
             f"# speed reference: {benchutil.speed_reference()}",
             f"# command per run: python -m syncsan check FILE --kernel NAME --target T --param ... "
             f"(--format json --no-fix-suggestions), time limit {timeout:.0f} s",
             "# written by bench/flydsl_coverage.py; seconds are wall time of the whole process, which reads "
             "syncsan's bytecode caches as an installation does (PYTHONDONTWRITEBYTECODE is dropped); CPU is "
             "user + system seconds of it and of the processes it forked (a FlyDSL kernel's waves are walked in "
             "two processes when the machine has two cores or more; '-' when runs went in parallel)",
             f"# load average when it finished: {os.getloadavg()[0]:.1f}", ""]
    by_kernel: dict[tuple, list[Run]] = {}
    for r in runs:
        by_kernel.setdefault((r.file, r.kernel), []).append(r)
    lines.append(f"{'kernel':44} {'configuration':10} {'target':8} {'verdict':9} {'seconds':>8} {'CPU':>6}  "
                 "findings / reason")
    for rel, name, line in kernels:
        for r in by_kernel.get((rel, name), []):
            rules = ", ".join(f"{k} {v}" for k, v in sorted(r.rules.items()))
            tail = rules if r.verdict in ("findings", "clean", "unknown") else r.reason
            label = r.config.name or "default"
            cpu = "-" if r.cpu is None else f"{r.cpu:.1f}"
            lines.append(f"{name:44} {label:10} {r.config.target:8} {r.verdict:9} {r.seconds:8.1f} {cpu:>6}  {tail}")
            lines.append(f"    {rel}:{line}  params: "
                         + (" ".join(f"{k}={param_text(v)}" for k, v in r.config.params.items()) or "none"))
            lines.append(f"    from {r.config.source}")
            for site in r.sites:
                lines.append(f"    finding {site}")
    lines.append("")
    # rates
    def verdict(rs):
        if any(r.verdict in ("refused", "timeout", "crashed") for r in rs):
            return None
        if any(r.verdict == "unknown" for r in rs):
            return "unknown"
        return "findings" if any(r.verdict == "findings" for r in rs) else "clean"

    allk = [(rel, name) for rel, name, _ in kernels]
    modelled = [k for k in allk if all(r.config.target in MODELLED for r in by_kernel.get(k, []))
                and by_kernel.get(k)]
    unmodelled = [k for k in allk if k not in modelled and by_kernel.get(k)]
    missing = [k for k in allk if not by_kernel.get(k)]

    def rate(keys):
        got = [k for k in keys if verdict(by_kernel[k]) in ("clean", "findings")]
        return len(got), len(keys)

    a, n = rate([k for k in allk if by_kernel.get(k)])
    b, m = rate(modelled)
    counts = {}
    for k in allk:
        if by_kernel.get(k):
            v = verdict(by_kernel[k]) or "no verdict"
            counts[v] = counts.get(v, 0) + 1
    lines.append(f"kernels: {len(allk)} ({len(modelled)} for gfx942/gfx950, {len(unmodelled)} for targets syncsan "
                 f"does not model, {len(missing)} without a configuration)")
    lines.append(f"verdict rate, all kernels: {a}/{n} = {100.0 * a / max(n, 1):.1f}%")
    lines.append(f"verdict rate, gfx942/gfx950 kernels: {b}/{m} = {100.0 * b / max(m, 1):.1f}%")
    lines.append("by kernel: " + ", ".join(f"{v} {c}" for v, c in sorted(counts.items())))
    slow = [r for r in runs if r.seconds >= 10.0 and r.verdict != "refused"]
    lines.append(f"runs: {len(runs)}; at or over 10 s: {len(slow)}"
                 + ("" if not slow else " (" + ", ".join(f"{r.kernel} {r.seconds:.0f} s" for r in slow) + ")"))
    unlocated = [r for r in runs if r.verdict == "refused" and not r.located]
    lines.append(f"refusals without file:line:col: {len(unlocated)}")
    if unmodelled:
        lines.append("kernels for targets syncsan does not model (each must be refused with 'target ... is not "
                     "supported'):")
        for k in unmodelled:
            for r in by_kernel[k]:
                ok = "is not supported" in r.reason and r.verdict == "refused"
                lines.append(f"  {k[1]} ({k[0]}, {r.config.target}): {'refused as unsupported' if ok else r.verdict}")
    if missing:
        lines.append("kernels without a configuration: " + ", ".join(f"{n} ({f})" for f, n in missing))
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("checkout", type=Path, help="a ROCm/FlyDSL checkout")
    ap.add_argument("--out", type=Path, default=Path(__file__).with_name("flydsl_coverage.txt"))
    ap.add_argument("--timeout", type=float, default=300.0, help="time limit per run in seconds")
    ap.add_argument("--only", default=None, help="only kernels whose file or name contains this text")
    ap.add_argument("-j", "--jobs", type=int, default=1, help="runs in parallel")
    ap.add_argument("--commit", default=None, help="the checkout's commit, when it is not a git work tree")
    ap.add_argument("--json-dir", type=Path, default=None,
                    help="also write each run's JSON report (times left out), exit status and messages here")
    ap.add_argument("--syncsan", type=Path, default=None, help="run the syncsan of this tree instead of this one")
    args = ap.parse_args(argv)
    root = args.checkout.resolve()
    if not (root / "kernels").is_dir():
        print(f"error: {root} has no kernels/ folder", file=sys.stderr)
        return 2
    kernels = discover(root)
    if args.only:
        kernels = [k for k in kernels if args.only in k[0] or args.only == k[1]]
    jobs = [(rel, name, cfg) for rel, name, _ in kernels for cfg in CONFIGS.get((rel, name), [])]
    tree = args.syncsan.resolve() if args.syncsan else None
    json_dir = args.json_dir.resolve() if args.json_dir else None

    def one(i, job):
        rel, name, cfg = job
        label = f"{i:02d}-{Path(rel).stem}-{name}-{cfg.name or 'default'}"
        return run_one(root, rel, name, cfg, args.timeout, json_dir, tree, label, cpu=args.jobs <= 1)

    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        runs = list(pool.map(one, range(1, len(jobs) + 1), jobs))
    commit = args.commit
    if commit is None:
        try:
            commit = subprocess.run(["git", "-C", str(root), "rev-parse", "--short", "HEAD"], capture_output=True,
                                    text=True, timeout=10).stdout.strip() or "(unknown commit)"
        except (OSError, subprocess.TimeoutExpired):
            commit = "(unknown commit)"
    text = render(root, kernels, runs, args.timeout, commit)
    if args.only:
        print(text, end="")
    else:
        args.out.write_text(text, encoding="utf-8")
        print(text, end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
