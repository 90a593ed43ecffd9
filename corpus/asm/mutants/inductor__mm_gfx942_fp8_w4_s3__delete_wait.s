	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	mm                              ; -- Begin function mm
	.p2align	8
	.type	mm,@function
mm:                                     ; @mm
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.9:
	.file	1 "corpus/asm/gen/kernels" "inductor_mm.py"
	.loc	1 16 0 prologue_end             ; inductor_mm.py:16:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.10:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dwordx4 s[24:27], s[4:5], 0x20
	s_load_dword s1, s[4:5], 0x30
	v_and_b32_e32 v1, 0x3ff, v0
	s_mov_b64 s[28:29], s[10:11]
.Ltmp1:
	.loc	1 47 17 is_stmt 1               ; inductor_mm.py:47:17
	v_readfirstlane_b32 s2, v1
	.loc	1 22 16                         ; inductor_mm.py:22:16
	s_waitcnt lgkmcnt(0)
	s_add_i32 s3, s25, 63
	.loc	1 22 15 is_stmt 0               ; inductor_mm.py:22:15
	s_ashr_i32 s6, s3, 31
	s_lshr_b32 s6, s6, 26
	s_add_i32 s3, s3, s6
	s_ashr_i32 s3, s3, 6
	.loc	1 23 16 is_stmt 1               ; inductor_mm.py:23:16
	s_lshl_b32 s6, s3, 3
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_abs_i32 s7, s6
	v_cvt_f32_u32_e32 v1, s7
	.loc	1 21 16                         ; inductor_mm.py:21:16
	s_add_i32 s10, s24, 63
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_sub_i32 s12, 0, s7
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_ashr_i32 s11, s10, 31
	.loc	1 24 12                         ; inductor_mm.py:24:12
	v_rcp_f32_e32 v1, v1
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_lshr_b32 s11, s11, 26
	s_add_i32 s10, s10, s11
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_abs_i32 s11, s16
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_xor_b32 s3, s16, s3
	s_mov_b64 s[20:21], s[14:15]
	.loc	1 60 5                          ; inductor_mm.py:60:5
	s_bfe_u32 s0, s2, 0x20006
	.loc	1 24 12                         ; inductor_mm.py:24:12
	v_readfirstlane_b32 s13, v1
	s_mul_i32 s12, s12, s13
	s_mul_hi_u32 s12, s13, s12
	s_add_i32 s13, s13, s12
	s_mul_hi_u32 s12, s11, s13
	s_mul_i32 s13, s12, s7
	s_sub_i32 s11, s11, s13
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_ashr_i32 s10, s10, 6
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_ashr_i32 s3, s3, 31
	s_add_i32 s13, s12, 1
	s_sub_i32 s14, s11, s7
	s_cmp_ge_u32 s11, s7
	s_cselect_b32 s12, s13, s12
	s_cselect_b32 s11, s14, s11
	s_add_i32 s13, s12, 1
	s_cmp_ge_u32 s11, s7
	s_cselect_b32 s7, s13, s12
	s_xor_b32 s7, s7, s3
	s_sub_i32 s3, s7, s3
	.loc	1 25 15                         ; inductor_mm.py:25:15
	s_lshl_b32 s7, s3, 3
	.loc	1 26 28                         ; inductor_mm.py:26:28
	s_sub_i32 s10, s10, s7
	.loc	1 26 17 is_stmt 0               ; inductor_mm.py:26:17
	s_min_i32 s10, s10, 8
	.loc	1 29 14 is_stmt 1               ; inductor_mm.py:29:14
	s_abs_i32 s11, s10
	v_cvt_f32_u32_e32 v1, s11
	s_sub_i32 s13, 0, s11
	.loc	1 27 15                         ; inductor_mm.py:27:15
	s_mul_i32 s3, s3, s6
	s_sub_i32 s3, s16, s3
	.loc	1 29 14                         ; inductor_mm.py:29:14
	v_rcp_f32_e32 v1, v1
	s_abs_i32 s12, s3
	s_xor_b32 s6, s3, s10
	s_ashr_i32 s6, s6, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_and_b32_e32 v26, 63, v0
	v_and_b32_e32 v17, 31, v0
	.loc	1 37 50                         ; inductor_mm.py:37:50
	v_lshlrev_b32_e32 v16, 2, v17
	.loc	1 29 14                         ; inductor_mm.py:29:14
	v_readfirstlane_b32 s14, v1
	s_mul_i32 s13, s13, s14
	s_mul_hi_u32 s13, s14, s13
	s_add_i32 s14, s14, s13
	s_mul_hi_u32 s13, s12, s14
	s_mul_i32 s14, s13, s11
	s_sub_i32 s12, s12, s14
	s_add_i32 s14, s13, 1
	s_sub_i32 s15, s12, s11
	s_cmp_ge_u32 s12, s11
	s_cselect_b32 s13, s14, s13
	s_cselect_b32 s12, s15, s12
	s_add_i32 s14, s13, 1
	s_cmp_ge_u32 s12, s11
	s_cselect_b32 s11, s14, s13
	s_xor_b32 s11, s11, s6
	s_sub_i32 s6, s11, s6
	.loc	1 28 24                         ; inductor_mm.py:28:24
	s_mul_i32 s10, s6, s10
	s_sub_i32 s3, s3, s10
	.loc	1 28 14 is_stmt 0               ; inductor_mm.py:28:14
	s_add_i32 s3, s3, s7
	.loc	1 32 31 is_stmt 1               ; inductor_mm.py:32:31
	s_lshl_b32 s7, s0, 6
	v_or_b32_e32 v35, s7, v26
	s_and_b32 s34, s7, 0x80
	.loc	1 34 47                         ; inductor_mm.py:34:47
	s_abs_i32 s7, s24
	v_cvt_f32_u32_e32 v3, s7
	.loc	1 32 31                         ; inductor_mm.py:32:31
	s_lshr_b32 s2, s2, 1
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	s_lshl_b32 s33, s3, 6
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_lshrrev_b32_e32 v2, 5, v35
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	v_rcp_f32_e32 v3, v3
	.loc	1 32 31                         ; inductor_mm.py:32:31
	s_and_b32 s36, s2, 32
	.loc	1 34 47                         ; inductor_mm.py:34:47
	s_bfe_i32 s2, s3, 0x10019
	s_sub_i32 s3, 0, s7
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	.loc	1 32 12                         ; inductor_mm.py:32:12
	v_or_b32_e32 v2, s33, v2
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_add_u32_e32 v2, s2, v2
	v_xor_b32_e32 v5, s2, v2
	v_mul_lo_u32 v6, s3, v3
	v_mul_hi_u32 v6, v3, v6
	v_add_u32_e32 v3, v3, v6
	v_mul_hi_u32 v6, v5, v3
	v_mul_lo_u32 v6, v6, s7
	v_sub_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	.loc	1 35 47                         ; inductor_mm.py:35:47
	s_abs_i32 s3, s25
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_and_b32_e32 v1, 15, v0
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	.loc	1 33 12                         ; inductor_mm.py:33:12
	s_lshl_b32 s35, s6, 6
	v_lshl_or_b32 v4, v1, 2, s35
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_add_u32_e32 v6, 8, v2
	v_xor_b32_e32 v6, s2, v6
	v_mul_hi_u32 v7, v6, v3
	v_mul_lo_u32 v7, v7, s7
	v_sub_u32_e32 v6, v6, v7
	v_subrev_u32_e32 v7, s7, v6
	v_cmp_le_u32_e32 vcc, s7, v6
	v_xor_b32_e32 v5, s2, v5
	v_subrev_u32_e32 v5, s2, v5
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_subrev_u32_e32 v7, s7, v6
	v_cmp_le_u32_e32 vcc, s7, v6
	.loc	1 38 20                         ; inductor_mm.py:38:20
	v_lshrrev_b32_e32 v27, 4, v35
	v_or_b32_e32 v28, 16, v27
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_add_u32_e32 v7, 16, v2
	v_xor_b32_e32 v7, s2, v7
	v_mul_hi_u32 v8, v7, v3
	v_mul_lo_u32 v8, v8, s7
	v_sub_u32_e32 v7, v7, v8
	v_subrev_u32_e32 v8, s7, v7
	v_cmp_le_u32_e32 vcc, s7, v7
	v_xor_b32_e32 v6, s2, v6
	v_subrev_u32_e32 v6, s2, v6
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_subrev_u32_e32 v8, s7, v7
	v_cmp_le_u32_e32 vcc, s7, v7
	.loc	1 38 20                         ; inductor_mm.py:38:20
	v_or_b32_e32 v29, 32, v27
	v_or_b32_e32 v30, 48, v27
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_xor_b32_e32 v7, s2, v7
	v_subrev_u32_e32 v8, s2, v7
	v_add_u32_e32 v7, 24, v2
	v_xor_b32_e32 v7, s2, v7
	v_mul_hi_u32 v9, v7, v3
	v_mul_lo_u32 v9, v9, s7
	v_sub_u32_e32 v7, v7, v9
	v_subrev_u32_e32 v9, s7, v7
	v_cmp_le_u32_e32 vcc, s7, v7
	.loc	1 38 20                         ; inductor_mm.py:38:20
	v_or_b32_e32 v31, 64, v27
	v_or_b32_e32 v32, 0x50, v27
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_subrev_u32_e32 v9, s7, v7
	v_cmp_le_u32_e32 vcc, s7, v7
	.loc	1 38 20                         ; inductor_mm.py:38:20
	v_or_b32_e32 v33, 0x60, v27
	v_or_b32_e32 v34, 0x70, v27
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_xor_b32_e32 v7, s2, v7
	v_subrev_u32_e32 v10, s2, v7
	v_add_u32_e32 v7, 32, v2
	v_xor_b32_e32 v7, s2, v7
	v_mul_hi_u32 v9, v7, v3
	v_mul_lo_u32 v9, v9, s7
	v_sub_u32_e32 v7, v7, v9
	v_subrev_u32_e32 v9, s7, v7
	v_cmp_le_u32_e32 vcc, s7, v7
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_bfrev_b32_e32 v37, 1
	s_mov_b32 s11, 0x27000
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_subrev_u32_e32 v9, s7, v7
	v_cmp_le_u32_e32 vcc, s7, v7
	s_mov_b32 s10, 0x7ffffffe
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[18:19], s26, v27
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_xor_b32_e32 v7, s2, v7
	v_subrev_u32_e32 v12, s2, v7
	v_add_u32_e32 v7, 40, v2
	v_xor_b32_e32 v7, s2, v7
	v_mul_hi_u32 v9, v7, v3
	v_mul_lo_u32 v9, v9, s7
	v_sub_u32_e32 v7, v7, v9
	v_subrev_u32_e32 v9, s7, v7
	v_cmp_le_u32_e32 vcc, s7, v7
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_mov_b32 s30, s10
	s_mov_b32 s31, s11
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_subrev_u32_e32 v9, s7, v7
	v_cmp_le_u32_e32 vcc, s7, v7
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[12:13], s26, v32
	v_cmp_gt_i32_e64 s[14:15], s26, v33
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_xor_b32_e32 v7, s2, v7
	v_subrev_u32_e32 v14, s2, v7
	v_add_u32_e32 v7, 48, v2
	v_xor_b32_e32 v7, s2, v7
	v_mul_hi_u32 v9, v7, v3
	v_mul_lo_u32 v9, v9, s7
	v_add_u32_e32 v2, 56, v2
	v_sub_u32_e32 v7, v7, v9
	v_xor_b32_e32 v2, s2, v2
	v_subrev_u32_e32 v9, s7, v7
	v_cmp_le_u32_e32 vcc, s7, v7
	v_mul_hi_u32 v3, v2, v3
	v_mul_lo_u32 v3, v3, s7
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_subrev_u32_e32 v9, s7, v7
	v_cmp_le_u32_e32 vcc, s7, v7
	v_sub_u32_e32 v2, v2, v3
	v_subrev_u32_e32 v3, s7, v2
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_cmp_le_u32_e32 vcc, s7, v2
	v_xor_b32_e32 v7, s2, v7
	v_subrev_u32_e32 v18, s2, v7
	v_cndmask_b32_e32 v2, v2, v3, vcc
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cvt_f32_u32_e32 v3, s3
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_subrev_u32_e32 v7, s7, v2
	v_cmp_le_u32_e32 vcc, s7, v2
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[16:17], s26, v34
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_rcp_f32_e32 v3, v3
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v7, vcc
	v_xor_b32_e32 v2, s2, v2
	v_subrev_u32_e32 v20, s2, v2
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_mul_f32_e32 v2, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v2, v2
	s_bfe_i32 s2, s6, 0x10019
	s_sub_i32 s6, 0, s3
	v_add_u32_e32 v3, s2, v4
	v_mul_lo_u32 v4, s6, v2
	v_mul_hi_u32 v4, v2, v4
	v_xor_b32_e32 v3, s2, v3
	v_add_u32_e32 v2, v2, v4
	v_mul_hi_u32 v2, v3, v2
	v_mul_lo_u32 v2, v2, s3
	v_sub_u32_e32 v2, v3, v2
	v_subrev_u32_e32 v3, s3, v2
	v_cmp_le_u32_e32 vcc, s3, v2
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[6:7], s26, v31
	v_lshlrev_b32_e32 v1, 3, v1
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_subrev_u32_e32 v3, s3, v2
	v_cmp_le_u32_e32 vcc, s3, v2
	s_mov_b32 s38, 0
	s_mov_b32 s42, 1
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_xor_b32_e32 v2, s2, v2
	v_subrev_u32_e32 v2, s2, v2
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[4:5], s[2:3], v5, s27, v[16:17]
	.loc	1 38 12                         ; inductor_mm.py:38:12
	v_mad_u64_u32 v[22:23], s[2:3], v27, s1, v[2:3]
	v_mad_u64_u32 v[24:25], s[2:3], v28, s1, v[2:3]
	v_mad_u64_u32 v[56:57], s[2:3], v29, s1, v[2:3]
	v_mad_u64_u32 v[58:59], s[2:3], v30, s1, v[2:3]
	v_mad_u64_u32 v[60:61], s[2:3], v31, s1, v[2:3]
	v_mad_u64_u32 v[62:63], s[2:3], v32, s1, v[2:3]
	v_mad_u64_u32 v[64:65], s[2:3], v33, s1, v[2:3]
	v_mad_u64_u32 v[2:3], s[2:3], v34, s1, v[2:3]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_lshrrev_b32_e32 v5, 2, v35
	v_lshlrev_b32_e32 v3, 2, v35
	v_and_b32_e32 v5, 56, v5
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[6:7], s[2:3], v6, s27, v[16:17]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_xor_b32_e32 v5, v5, v3
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[8:9], s[2:3], v8, s27, v[16:17]
	v_mad_u64_u32 v[10:11], s[2:3], v10, s27, v[16:17]
	v_mad_u64_u32 v[12:13], s[2:3], v12, s27, v[16:17]
	v_mad_u64_u32 v[14:15], s[2:3], v14, s27, v[16:17]
	v_mad_u64_u32 v[18:19], s[2:3], v18, s27, v[16:17]
	v_mad_u64_u32 v[20:21], s[2:3], v20, s27, v[16:17]
	.loc	1 50 17                         ; inductor_mm.py:50:17
	s_lshl_b32 s27, s1, 7
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_sub_u32_e32 v7, v5, v3
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_gt_i32 s26, 0
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_ashrrev_i32_e32 v7, 2, v7
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cselect_b64 s[22:23], -1, 0
	.loc	1 46 36                         ; inductor_mm.py:46:36
	v_cmp_gt_i32_e32 vcc, s26, v16
	.loc	1 46 17 is_stmt 0               ; inductor_mm.py:46:17
	v_add_u32_e32 v35, v7, v26
	v_xor_b32_e32 v9, 0x440, v5
	v_xor_b32_e32 v11, 0xc40, v5
	v_xor_b32_e32 v13, 0x1440, v5
	v_xor_b32_e32 v5, 0x1c40, v5
	s_lshl_b32 s37, s0, 8
	v_lshlrev_b32_e32 v36, 2, v35
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 s[0:1], s[22:23], vcc
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_sub_u32_e32 v9, v9, v3
	v_sub_u32_e32 v11, v11, v3
	v_sub_u32_e32 v13, v13, v3
	v_sub_u32_e32 v3, v5, v3
	ds_bpermute_b32 v5, v36, v4
	v_cndmask_b32_e64 v7, 0, 1, s[0:1]
	v_cmp_ne_u32_e32 vcc, 0, v7
	v_lshrrev_b32_e32 v9, 2, v9
	s_movk_i32 s2, 0xff00
	v_lshrrev_b64 v[38:39], v35, vcc
	v_and_b32_e32 v7, 1, v38
	v_cmp_eq_u32_e64 s[0:1], 1, v7
	v_add3_u32 v38, v9, v26, s2
	s_and_b32 s9, s9, 0xffff
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v5, v37, v5, s[0:1]
	s_mov_b32 m0, s37
	v_lshlrev_b32_e32 v39, 2, v38
	buffer_load_dword v5, s[8:11], 0 offen lds
	ds_bpermute_b32 v5, v39, v6
	v_lshrrev_b64 v[40:41], v38, vcc
	ds_bpermute_b32 v9, v36, v8
	v_and_b32_e32 v7, 1, v40
	v_cmp_eq_u32_e64 s[2:3], 1, v7
	v_lshrrev_b32_e32 v11, 2, v11
	s_add_i32 m0, s37, 0x400
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v5, v37, v5, s[2:3]
	s_movk_i32 s2, 0xfd00
	v_add3_u32 v40, v11, v26, s2
	buffer_load_dword v5, s[8:11], 0 offen lds
	s_add_i32 m0, s37, 0x800
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v5, v37, v9, s[0:1]
	v_lshlrev_b32_e32 v41, 2, v40
	buffer_load_dword v5, s[8:11], 0 offen lds
	ds_bpermute_b32 v5, v41, v10
	v_lshrrev_b64 v[42:43], v40, vcc
	ds_bpermute_b32 v9, v36, v12
	v_and_b32_e32 v7, 1, v42
	v_cmp_eq_u32_e64 s[2:3], 1, v7
	v_lshrrev_b32_e32 v13, 2, v13
	s_add_i32 m0, s37, 0xc00
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v5, v37, v5, s[2:3]
	s_movk_i32 s2, 0xfb00
	v_add3_u32 v42, v13, v26, s2
	buffer_load_dword v5, s[8:11], 0 offen lds
	s_add_i32 m0, s37, 0x1000
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v5, v37, v9, s[0:1]
	v_lshlrev_b32_e32 v43, 2, v42
	buffer_load_dword v5, s[8:11], 0 offen lds
	ds_bpermute_b32 v5, v43, v14
	ds_bpermute_b32 v9, v36, v18
	v_lshrrev_b64 v[44:45], v42, vcc
	v_and_b32_e32 v7, 1, v44
	v_cmp_eq_u32_e64 s[2:3], 1, v7
	s_add_i32 m0, s37, 0x1400
	v_lshrrev_b32_e32 v3, 2, v3
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v5, v37, v5, s[2:3]
	buffer_load_dword v5, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v5, v37, v9, s[0:1]
	s_movk_i32 s0, 0xf900
	v_add3_u32 v44, v3, v26, s0
	v_lshlrev_b32_e32 v45, 2, v44
	ds_bpermute_b32 v3, v45, v20
	s_add_i32 m0, s37, 0x1800
	v_lshrrev_b64 v[46:47], v44, vcc
	buffer_load_dword v5, s[8:11], 0 offen lds
	v_and_b32_e32 v5, 1, v46
	v_cmp_eq_u32_e32 vcc, 1, v5
	s_add_i32 m0, s37, 0x1c00
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[0:1], s26, v29
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v3, v37, v3, vcc
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e32 vcc, s26, v28
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v3, s[8:11], 0 offen lds
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_and_b32 s29, s29, 0xffff
	s_add_i32 m0, s37, 0x6000
	v_cndmask_b32_e64 v3, v37, v22, s[18:19]
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 vcc, s[22:23], vcc
	; asyncmark
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[2:3], s26, v30
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	buffer_load_dword v3, s[28:31], 0 offen lds
	s_add_i32 m0, s37, 0x6400
	v_cndmask_b32_e32 v3, v37, v24, vcc
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[22:23], s[0:1]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v3, s[28:31], 0 offen lds
	s_add_i32 m0, s37, 0x6800
	v_cndmask_b32_e32 v3, v37, v56, vcc
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 vcc, s[22:23], s[2:3]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v3, s[28:31], 0 offen lds
	s_add_i32 m0, s37, 0x6c00
	v_cndmask_b32_e32 v3, v37, v58, vcc
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 vcc, s[22:23], s[6:7]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v3, s[28:31], 0 offen lds
	s_add_i32 m0, s37, 0x7000
	v_cndmask_b32_e32 v3, v37, v60, vcc
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 vcc, s[22:23], s[12:13]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v3, s[28:31], 0 offen lds
	s_add_i32 m0, s37, 0x7400
	v_cndmask_b32_e32 v3, v37, v62, vcc
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 vcc, s[22:23], s[14:15]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v3, s[28:31], 0 offen lds
	s_add_i32 m0, s37, 0x7800
	v_cndmask_b32_e32 v3, v37, v64, vcc
	buffer_load_dword v3, s[28:31], 0 offen lds
	s_add_i32 m0, s37, 0x7c00
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 vcc, s[22:23], s[16:17]
	s_cmpk_gt_i32 s26, 0x80
	s_cselect_b64 s[22:23], -1, 0
	.loc	1 46 36                         ; inductor_mm.py:46:36
	s_add_i32 s18, s26, 0xffffff80
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e32 v3, v37, v2, vcc
	.loc	1 46 36                         ; inductor_mm.py:46:36
	v_cmp_gt_i32_e32 vcc, s18, v16
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v46, 0x80, v4
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 s[0:1], s[22:23], vcc
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v61, s27, v2
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v4, v36, v46
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	v_cmp_ne_u32_e32 vcc, 0, v2
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v3, s[28:31], 0 offen lds
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v47, 0x80, v6
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_lshrrev_b64 v[2:3], v35, vcc
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[0:1], 1, v2
	s_add_i32 m0, s37, 0x2000
	; asyncmark
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v48, 0x80, v8
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v2, v37, v4, s[0:1]
	buffer_load_dword v2, s[8:11], 0 offen lds
	ds_bpermute_b32 v4, v39, v47
	v_lshrrev_b64 v[2:3], v38, vcc
	ds_bpermute_b32 v3, v36, v48
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[2:3], 1, v2
	s_add_i32 m0, s37, 0x2400
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v49, 0x80, v10
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v2, v37, v4, s[2:3]
	buffer_load_dword v2, s[8:11], 0 offen lds
	s_add_i32 m0, s37, 0x2800
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v2, v37, v3, s[0:1]
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v50, 0x80, v12
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v2, s[8:11], 0 offen lds
	ds_bpermute_b32 v4, v41, v49
	v_lshrrev_b64 v[2:3], v40, vcc
	ds_bpermute_b32 v3, v36, v50
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[2:3], 1, v2
	s_add_i32 m0, s37, 0x2c00
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v51, 0x80, v14
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v2, v37, v4, s[2:3]
	buffer_load_dword v2, s[8:11], 0 offen lds
	s_add_i32 m0, s37, 0x3000
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v2, v37, v3, s[0:1]
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v52, 0x80, v18
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v2, s[8:11], 0 offen lds
	ds_bpermute_b32 v4, v43, v51
	v_lshrrev_b64 v[2:3], v42, vcc
	ds_bpermute_b32 v3, v36, v52
	v_and_b32_e32 v2, 1, v2
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v53, 0x80, v20
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cmp_eq_u32_e64 s[2:3], 1, v2
	s_add_i32 m0, s37, 0x3400
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v54, s27, v22
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v2, v37, v4, s[2:3]
	ds_bpermute_b32 v4, v45, v53
	buffer_load_dword v2, s[8:11], 0 offen lds
	s_add_i32 m0, s37, 0x3800
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v2, v37, v3, s[0:1]
	buffer_load_dword v2, s[8:11], 0 offen lds
	v_lshrrev_b64 v[2:3], v44, vcc
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_add_i32 m0, s37, 0x3c00
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[0:1], s18, v28
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v2, v37, v4, vcc
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e32 vcc, s18, v27
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 vcc, s[22:23], vcc
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v55, s27, v24
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v2, s[8:11], 0 offen lds
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[2:3], s18, v29
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	s_add_i32 m0, s37, 0x8000
	v_cndmask_b32_e32 v2, v37, v54, vcc
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[22:23], s[0:1]
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v56, s27, v56
	; asyncmark
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[6:7], s18, v30
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	buffer_load_dword v2, s[28:31], 0 offen lds
	s_add_i32 m0, s37, 0x8400
	v_cndmask_b32_e32 v2, v37, v55, vcc
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[22:23], s[2:3]
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v57, s27, v58
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[12:13], s18, v31
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	buffer_load_dword v2, s[28:31], 0 offen lds
	s_add_i32 m0, s37, 0x8800
	v_cndmask_b32_e32 v2, v37, v56, vcc
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[22:23], s[6:7]
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v58, s27, v60
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[14:15], s18, v32
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	buffer_load_dword v2, s[28:31], 0 offen lds
	s_add_i32 m0, s37, 0x8c00
	v_cndmask_b32_e32 v2, v37, v57, vcc
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[22:23], s[12:13]
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v59, s27, v62
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[16:17], s18, v33
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	buffer_load_dword v2, s[28:31], 0 offen lds
	s_add_i32 m0, s37, 0x9000
	v_cndmask_b32_e32 v2, v37, v58, vcc
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[22:23], s[14:15]
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v60, s27, v64
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[18:19], s18, v34
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	buffer_load_dword v2, s[28:31], 0 offen lds
	s_add_i32 m0, s37, 0x9400
	v_cndmask_b32_e32 v2, v37, v59, vcc
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[22:23], s[16:17]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v2, s[28:31], 0 offen lds
	s_add_i32 m0, s37, 0x9800
	v_cndmask_b32_e32 v2, v37, v60, vcc
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 vcc, s[22:23], s[18:19]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v2, s[28:31], 0 offen lds
	s_add_i32 m0, s37, 0x9c00
	v_cndmask_b32_e32 v2, v37, v61, vcc
	buffer_load_dword v2, s[28:31], 0 offen lds
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_and_b32_e32 v18, 32, v0
	v_lshrrev_b32_e32 v2, 2, v18
	s_lshl_b32 s0, s34, 5
	v_lshlrev_b32_e32 v0, 7, v17
	v_xor_b32_e32 v1, v1, v2
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_add_i32 s39, s26, 0xffffff00
	v_or3_b32 v19, s0, v0, v1
	s_cmp_lt_i32 s39, 1
	v_xor_b32_e32 v20, 16, v19
	v_xor_b32_e32 v21, 32, v19
	v_xor_b32_e32 v22, 48, v19
	v_xor_b32_e32 v23, 64, v19
	v_xor_b32_e32 v24, 0x50, v19
	v_xor_b32_e32 v25, 0x60, v19
	v_xor_b32_e32 v26, 0x70, v19
	v_lshlrev_b32_e32 v62, 4, v18
	s_movk_i32 s23, 0x2000
	s_movk_i32 s0, 0x6000
	s_mov_b32 s22, 0x8000
	; asyncmark
	; wait_asyncmark(2)
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt vmcnt(16)
	s_barrier
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.lr.ph.preheader
	.loc	1 0 5 is_stmt 0                 ; inductor_mm.py:0:5
	v_mov_b32_e32 v0, 0
	s_mov_b32 s40, 0xc0c0004
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v15, v0
	s_mov_b32 s41, 0
.LBB0_2:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_add_i32 s1, s42, 1
	s_cmp_lt_i32 s1, 3
	s_cselect_b32 s42, s1, 0
	.loc	1 46 36                         ; inductor_mm.py:46:36
	s_sub_i32 s18, s39, s41
	.loc	1 46 17 is_stmt 0               ; inductor_mm.py:46:17
	v_cmp_gt_i32_e32 vcc, s18, v16
	.loc	1 49 9 is_stmt 1                ; inductor_mm.py:49:9
	v_add_u32_e32 v46, 0x80, v46
	v_add_u32_e32 v47, 0x80, v47
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_lshrrev_b64 v[64:65], v35, vcc
	v_lshrrev_b64 v[66:67], v38, vcc
	v_lshrrev_b64 v[68:69], v40, vcc
	v_and_b32_e32 v63, 1, v64
	v_lshrrev_b64 v[64:65], v42, vcc
	v_and_b32_e32 v67, 1, v68
	v_and_b32_e32 v68, 1, v64
	v_lshrrev_b64 v[64:65], v44, vcc
	ds_bpermute_b32 v65, v36, v46
	v_cmp_eq_u32_e32 vcc, 1, v63
	ds_bpermute_b32 v63, v39, v47
	s_mov_b32 s14, s38
	s_mov_b32 s38, s23
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v48, 0x80, v48
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_and_b32_e32 v64, 1, v64
	s_lshl_b32 s23, s42, 13
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v49, 0x80, v49
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_and_b32_e32 v66, 1, v66
	v_cmp_eq_u32_e64 s[12:13], 1, v64
	ds_bpermute_b32 v64, v36, v48
	s_add_i32 s43, s23, s37
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v50, 0x80, v50
	s_mov_b32 s15, s0
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cmp_eq_u32_e64 s[0:1], 1, v66
	ds_bpermute_b32 v66, v41, v49
	s_waitcnt lgkmcnt(3)
	v_cndmask_b32_e32 v65, v37, v65, vcc
	s_mov_b32 m0, s43
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v51, 0x80, v51
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v65, s[8:11], 0 offen lds
	ds_bpermute_b32 v65, v36, v50
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v52, 0x80, v52
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cmp_eq_u32_e64 s[2:3], 1, v67
	ds_bpermute_b32 v67, v43, v51
	s_waitcnt lgkmcnt(4)
	v_cndmask_b32_e64 v63, v37, v63, s[0:1]
	s_add_i32 m0, s43, 0x400
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v53, 0x80, v53
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v63, s[8:11], 0 offen lds
	ds_bpermute_b32 v63, v36, v52
	v_cmp_eq_u32_e64 s[6:7], 1, v68
	ds_bpermute_b32 v68, v45, v53
	s_waitcnt lgkmcnt(5)
	v_cndmask_b32_e32 v64, v37, v64, vcc
	s_add_i32 m0, s43, 0x800
	s_waitcnt lgkmcnt(4)
	v_cndmask_b32_e64 v66, v37, v66, s[2:3]
	buffer_load_dword v64, s[8:11], 0 offen lds
	s_add_i32 m0, s43, 0xc00
	s_waitcnt lgkmcnt(3)
	v_cndmask_b32_e32 v65, v37, v65, vcc
	buffer_load_dword v66, s[8:11], 0 offen lds
	s_add_i32 m0, s43, 0x1000
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v67, v37, v67, s[6:7]
	buffer_load_dword v65, s[8:11], 0 offen lds
	s_add_i32 m0, s43, 0x1400
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e32 v63, v37, v63, vcc
	buffer_load_dword v67, s[8:11], 0 offen lds
	s_add_i32 m0, s43, 0x1800
	v_add_u32_e32 v64, s14, v19
	v_add_u32_e32 v65, s14, v21
	v_add_u32_e32 v67, s14, v22
	buffer_load_dword v63, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v63, v37, v68, s[12:13]
	s_add_i32 m0, s43, 0x1c00
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v54, s27, v54
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v66, s14, v20
	buffer_load_dword v63, s[8:11], 0 offen lds
	v_add_u32_e32 v68, s14, v24
	; asyncmark
	ds_read_b64 v[72:73], v64
	ds_read_b64 v[76:77], v65
	ds_read_b64 v[78:79], v67
	v_add_u32_e32 v64, s14, v25
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e32 vcc, s18, v27
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	s_mov_b32 s30, s10
	s_mov_b32 s31, s11
	.loc	1 50 9 is_stmt 1                ; inductor_mm.py:50:9
	v_add_u32_e32 v55, s27, v55
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v69, s14, v23
	ds_read_b64 v[74:75], v66
	ds_read_b64 v[82:83], v68
	ds_read_b64 v[84:85], v64
	v_add_u32_e32 v66, s14, v26
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[0:1], s18, v28
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	v_cndmask_b32_e32 v67, v37, v54, vcc
	s_add_i32 m0, s43, 0x6000
	.loc	1 50 9 is_stmt 1                ; inductor_mm.py:50:9
	v_add_u32_e32 v56, s27, v56
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[2:3], s18, v29
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[80:81], v69
	ds_read_b64 v[64:65], v66
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e64 v69, v37, v55, s[0:1]
	buffer_load_dword v67, s[28:31], 0 offen lds
	s_add_i32 m0, s43, 0x6400
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v57, s27, v57
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[6:7], s18, v30
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	v_cndmask_b32_e64 v68, v37, v56, s[2:3]
	buffer_load_dword v69, s[28:31], 0 offen lds
	s_add_i32 m0, s43, 0x6800
	.loc	1 50 9 is_stmt 1                ; inductor_mm.py:50:9
	v_add_u32_e32 v58, s27, v58
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[12:13], s18, v31
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	v_cndmask_b32_e64 v70, v37, v57, s[6:7]
	buffer_load_dword v68, s[28:31], 0 offen lds
	s_add_i32 m0, s43, 0x6c00
	.loc	1 50 9 is_stmt 1                ; inductor_mm.py:50:9
	v_add_u32_e32 v59, s27, v59
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 s44, s36, s15
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[14:15], s18, v32
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e64 v66, v37, v58, s[12:13]
	buffer_load_dword v70, s[28:31], 0 offen lds
	s_add_i32 m0, s43, 0x7000
	.loc	1 50 9 is_stmt 1                ; inductor_mm.py:50:9
	v_add_u32_e32 v60, s27, v60
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[16:17], s18, v33
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	v_cndmask_b32_e64 v67, v37, v59, s[14:15]
	buffer_load_dword v66, s[28:31], 0 offen lds
	s_add_i32 m0, s43, 0x7400
	.loc	1 50 9 is_stmt 1                ; inductor_mm.py:50:9
	v_add_u32_e32 v61, s27, v61
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[18:19], s18, v34
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	v_cndmask_b32_e64 v69, v37, v60, s[16:17]
	buffer_load_dword v67, s[28:31], 0 offen lds
	s_add_i32 m0, s43, 0x7800
	v_add3_u32 v63, s44, v62, v17
	v_cndmask_b32_e64 v68, v37, v61, s[18:19]
	buffer_load_dword v69, s[28:31], 0 offen lds
	s_add_i32 m0, s43, 0x7c00
	s_mov_b32 s0, s22
	buffer_load_dword v68, s[28:31], 0 offen lds
	; asyncmark
	.loc	1 48 16 is_stmt 1               ; inductor_mm.py:48:16
	ds_read_u8 v66, v63 offset:320
	ds_read_u8 v67, v63 offset:256
	ds_read_u8 v68, v63 offset:384
	ds_read_u8 v69, v63 offset:448
	ds_read_u8 v70, v63 offset:64
	ds_read_u8 v71, v63 offset:1344
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v66, v67, v66, s40
	ds_read_u8 v67, v63
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v68, v68, v69, s40
	ds_read_u8 v69, v63 offset:192
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_addk_i32 s41, 0x80
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 s22, s23, 0x6000
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v70, v67, v70, s40
	ds_read_u8 v67, v63 offset:128
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_lt_i32 s41, s39
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v69, v67, v69, s40
	v_lshl_or_b32 v67, v68, 16, v66
	v_lshl_or_b32 v66, v69, 16, v70
	ds_read_u8 v68, v63 offset:1280
	ds_read_u8 v69, v63 offset:1408
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[66:67], v[72:73], v[0:15]
	ds_read_u8 v66, v63 offset:1472
	ds_read_u8 v67, v63 offset:1088
	ds_read_u8 v70, v63 offset:1024
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v68, v68, v71, s40
	ds_read_u8 v71, v63 offset:2368
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v66, v69, v66, s40
	ds_read_u8 v69, v63 offset:1216
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v70, v70, v67, s40
	ds_read_u8 v67, v63 offset:1152
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v69, v67, v69, s40
	v_lshl_or_b32 v67, v66, 16, v68
	v_lshl_or_b32 v66, v69, 16, v70
	ds_read_u8 v68, v63 offset:2304
	ds_read_u8 v69, v63 offset:2432
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[66:67], v[74:75], v[0:15]
	ds_read_u8 v66, v63 offset:2496
	ds_read_u8 v67, v63 offset:2112
	ds_read_u8 v70, v63 offset:2048
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v68, v68, v71, s40
	ds_read_u8 v71, v63 offset:3392
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v66, v69, v66, s40
	ds_read_u8 v69, v63 offset:2240
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v70, v70, v67, s40
	ds_read_u8 v67, v63 offset:2176
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v69, v67, v69, s40
	v_lshl_or_b32 v67, v66, 16, v68
	v_lshl_or_b32 v66, v69, 16, v70
	ds_read_u8 v68, v63 offset:3328
	ds_read_u8 v69, v63 offset:3456
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[66:67], v[76:77], v[0:15]
	ds_read_u8 v66, v63 offset:3520
	ds_read_u8 v67, v63 offset:3136
	ds_read_u8 v70, v63 offset:3072
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v68, v68, v71, s40
	ds_read_u8 v71, v63 offset:4416
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v66, v69, v66, s40
	ds_read_u8 v69, v63 offset:3264
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v70, v70, v67, s40
	ds_read_u8 v67, v63 offset:3200
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v69, v67, v69, s40
	v_lshl_or_b32 v67, v66, 16, v68
	v_lshl_or_b32 v66, v69, 16, v70
	ds_read_u8 v68, v63 offset:4352
	ds_read_u8 v69, v63 offset:4480
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[66:67], v[78:79], v[0:15]
	ds_read_u8 v66, v63 offset:4544
	ds_read_u8 v67, v63 offset:4160
	ds_read_u8 v70, v63 offset:4096
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v68, v68, v71, s40
	ds_read_u8 v71, v63 offset:5440
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v66, v69, v66, s40
	ds_read_u8 v69, v63 offset:4288
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v70, v70, v67, s40
	ds_read_u8 v67, v63 offset:4224
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v69, v67, v69, s40
	v_lshl_or_b32 v67, v66, 16, v68
	v_lshl_or_b32 v66, v69, 16, v70
	ds_read_u8 v68, v63 offset:5376
	ds_read_u8 v69, v63 offset:5504
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[66:67], v[80:81], v[0:15]
	ds_read_u8 v66, v63 offset:5568
	ds_read_u8 v67, v63 offset:5184
	ds_read_u8 v70, v63 offset:5120
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v68, v68, v71, s40
	ds_read_u8 v71, v63 offset:6464
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v66, v69, v66, s40
	ds_read_u8 v69, v63 offset:5312
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v70, v70, v67, s40
	ds_read_u8 v67, v63 offset:5248
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v69, v67, v69, s40
	v_lshl_or_b32 v67, v66, 16, v68
	v_lshl_or_b32 v66, v69, 16, v70
	ds_read_u8 v68, v63 offset:6400
	ds_read_u8 v69, v63 offset:6528
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[66:67], v[82:83], v[0:15]
	ds_read_u8 v66, v63 offset:6592
	ds_read_u8 v67, v63 offset:6208
	ds_read_u8 v70, v63 offset:6144
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v68, v68, v71, s40
	ds_read_u8 v71, v63 offset:7488
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v66, v69, v66, s40
	ds_read_u8 v69, v63 offset:6336
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v70, v70, v67, s40
	ds_read_u8 v67, v63 offset:6272
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v69, v67, v69, s40
	v_lshl_or_b32 v67, v66, 16, v68
	v_lshl_or_b32 v66, v69, 16, v70
	ds_read_u8 v68, v63 offset:7552
	ds_read_u8 v69, v63 offset:7424
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[66:67], v[84:85], v[0:15]
	ds_read_u8 v66, v63 offset:7616
	ds_read_u8 v67, v63 offset:7360
	ds_read_u8 v70, v63 offset:7232
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v69, v69, v71, s40
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v66, v68, v66, s40
	ds_read_u8 v68, v63 offset:7168
	ds_read_u8 v63, v63 offset:7296
	; wait_asyncmark(2)
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_perm_b32 v68, v68, v70, s40
	v_perm_b32 v63, v63, v67, s40
	v_lshl_or_b32 v67, v66, 16, v69
	v_lshl_or_b32 v66, v63, 16, v68
	s_nop 1
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[66:67], v[64:65], v[0:15]
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	.loc	1 0 5 is_stmt 0                 ; inductor_mm.py:0:5
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, v15
	v_mov_b32_e32 v13, v15
	v_mov_b32_e32 v12, v15
	v_mov_b32_e32 v11, v15
	v_mov_b32_e32 v10, v15
	v_mov_b32_e32 v9, v15
	v_mov_b32_e32 v8, v15
	v_mov_b32_e32 v7, v15
	v_mov_b32_e32 v6, v15
	v_mov_b32_e32 v5, v15
	v_mov_b32_e32 v4, v15
	v_mov_b32_e32 v3, v15
	v_mov_b32_e32 v2, v15
	v_mov_b32_e32 v1, v15
	v_mov_b32_e32 v0, v15
.LBB0_4:                                ; %Flow21
	s_load_dword s4, s[4:5], 0x34
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_add_i32 s1, s26, 0x7f
	s_cmpk_lt_i32 s1, 0x80
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_or3_b32 v16, s36, v62, v17
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v28, s38, v26
	v_add_u32_e32 v29, s38, v25
	v_add_u32_e32 v30, s38, v24
	v_add_u32_e32 v31, s38, v23
	ds_read_b64 v[42:43], v28
	ds_read_b64 v[44:45], v29
	ds_read_b64 v[46:47], v30
	ds_read_b64 v[48:49], v31
	v_add_u32_e32 v28, s38, v22
	v_add_u32_e32 v29, s38, v21
	v_add_u32_e32 v30, s38, v20
	v_add_u32_e32 v31, s38, v19
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add_u32_e32 v27, s0, v16
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[50:51], v28
	ds_read_b64 v[52:53], v29
	ds_read_b64 v[54:55], v30
	ds_read_b64 v[56:57], v31
	.loc	1 48 16                         ; inductor_mm.py:48:16
	ds_read_u8 v28, v27 offset:320
	ds_read_u8 v29, v27 offset:448
	ds_read_u8 v30, v27 offset:384
	ds_read_u8 v31, v27 offset:256
	ds_read_u8 v32, v27 offset:64
	ds_read_u8 v33, v27 offset:192
	ds_read_u8 v34, v27 offset:128
	ds_read_u8 v35, v27
	s_mov_b32 s0, 0xc0c0004
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v28, v31, v28, s0
	v_perm_b32 v29, v30, v29, s0
	v_lshl_or_b32 v29, v29, 16, v28
	v_perm_b32 v28, v35, v32, s0
	v_perm_b32 v30, v34, v33, s0
	v_lshl_or_b32 v28, v30, 16, v28
	ds_read_u8 v31, v27 offset:1344
	ds_read_u8 v32, v27 offset:1472
	ds_read_u8 v33, v27 offset:1408
	ds_read_u8 v34, v27 offset:1280
	ds_read_u8 v35, v27 offset:1088
	ds_read_u8 v36, v27 offset:1216
	ds_read_u8 v37, v27 offset:1152
	ds_read_u8 v38, v27 offset:1024
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[28:29], v[56:57], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v30, v34, v31, s0
	v_perm_b32 v31, v33, v32, s0
	v_lshl_or_b32 v31, v31, 16, v30
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v30, v38, v35, s0
	v_perm_b32 v32, v37, v36, s0
	v_lshl_or_b32 v30, v32, 16, v30
	ds_read_u8 v33, v27 offset:2368
	ds_read_u8 v34, v27 offset:2496
	ds_read_u8 v35, v27 offset:2432
	ds_read_u8 v36, v27 offset:2304
	ds_read_u8 v37, v27 offset:2112
	ds_read_u8 v38, v27 offset:2240
	ds_read_u8 v39, v27 offset:2176
	ds_read_u8 v40, v27 offset:2048
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[30:31], v[54:55], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v32, v36, v33, s0
	v_perm_b32 v33, v35, v34, s0
	v_lshl_or_b32 v33, v33, 16, v32
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v32, v40, v37, s0
	v_perm_b32 v34, v39, v38, s0
	v_lshl_or_b32 v32, v34, 16, v32
	ds_read_u8 v28, v27 offset:3392
	ds_read_u8 v29, v27 offset:3520
	ds_read_u8 v35, v27 offset:3456
	ds_read_u8 v36, v27 offset:3328
	ds_read_u8 v37, v27 offset:3136
	ds_read_u8 v38, v27 offset:3264
	ds_read_u8 v39, v27 offset:3200
	ds_read_u8 v40, v27 offset:3072
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[32:33], v[52:53], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v28, v36, v28, s0
	v_perm_b32 v29, v35, v29, s0
	v_lshl_or_b32 v29, v29, 16, v28
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v28, v40, v37, s0
	v_perm_b32 v34, v39, v38, s0
	v_lshl_or_b32 v28, v34, 16, v28
	ds_read_u8 v30, v27 offset:4416
	ds_read_u8 v31, v27 offset:4544
	ds_read_u8 v35, v27 offset:4480
	ds_read_u8 v36, v27 offset:4352
	ds_read_u8 v37, v27 offset:4160
	ds_read_u8 v38, v27 offset:4288
	ds_read_u8 v39, v27 offset:4224
	ds_read_u8 v40, v27 offset:4096
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[28:29], v[50:51], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v30, v36, v30, s0
	v_perm_b32 v31, v35, v31, s0
	v_lshl_or_b32 v31, v31, 16, v30
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v30, v40, v37, s0
	v_perm_b32 v34, v39, v38, s0
	v_lshl_or_b32 v30, v34, 16, v30
	ds_read_u8 v32, v27 offset:5440
	ds_read_u8 v33, v27 offset:5568
	ds_read_u8 v35, v27 offset:5504
	ds_read_u8 v36, v27 offset:5376
	ds_read_u8 v37, v27 offset:5184
	ds_read_u8 v38, v27 offset:5312
	ds_read_u8 v39, v27 offset:5248
	ds_read_u8 v40, v27 offset:5120
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[30:31], v[48:49], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v32, v36, v32, s0
	v_perm_b32 v33, v35, v33, s0
	v_lshl_or_b32 v33, v33, 16, v32
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v32, v40, v37, s0
	v_perm_b32 v34, v39, v38, s0
	v_lshl_or_b32 v32, v34, 16, v32
	ds_read_u8 v28, v27 offset:6464
	ds_read_u8 v29, v27 offset:6592
	ds_read_u8 v35, v27 offset:6528
	ds_read_u8 v36, v27 offset:6400
	ds_read_u8 v37, v27 offset:6208
	ds_read_u8 v38, v27 offset:6336
	ds_read_u8 v39, v27 offset:6272
	ds_read_u8 v40, v27 offset:6144
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[32:33], v[46:47], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v28, v36, v28, s0
	v_perm_b32 v29, v35, v29, s0
	v_lshl_or_b32 v29, v29, 16, v28
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v28, v40, v37, s0
	v_perm_b32 v30, v39, v38, s0
	v_lshl_or_b32 v28, v30, 16, v28
	ds_read_u8 v30, v27 offset:7488
	ds_read_u8 v31, v27 offset:7616
	ds_read_u8 v32, v27 offset:7552
	ds_read_u8 v33, v27 offset:7424
	ds_read_u8 v34, v27 offset:7232
	ds_read_u8 v35, v27 offset:7360
	ds_read_u8 v36, v27 offset:7296
	ds_read_u8 v27, v27 offset:7168
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[28:29], v[44:45], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v30, v33, v30, s0
	v_perm_b32 v31, v32, v31, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v27, v27, v34, s0
	v_perm_b32 v28, v36, v35, s0
	v_lshl_or_b32 v31, v31, 16, v30
	v_lshl_or_b32 v30, v28, 16, v27
	s_nop 1
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[30:31], v[42:43], v[0:15]
.LBB0_6:                                ; %._crit_edge._crit_edge
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmpk_lt_i32 s1, 0x100
	; wait_asyncmark(0)
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	v_add_u32_e32 v26, s23, v26
	v_add_u32_e32 v25, s23, v25
	v_add_u32_e32 v24, s23, v24
	v_add_u32_e32 v23, s23, v23
	v_add_u32_e32 v22, s23, v22
	v_add_u32_e32 v21, s23, v21
	v_add_u32_e32 v20, s23, v20
	v_add_u32_e32 v19, s23, v19
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add_u32_e32 v16, s22, v16
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[32:33], v26
	ds_read_b64 v[34:35], v25
	ds_read_b64 v[36:37], v24
	ds_read_b64 v[38:39], v23
	ds_read_b64 v[40:41], v22
	ds_read_b64 v[42:43], v21
	ds_read_b64 v[44:45], v20
	ds_read_b64 v[46:47], v19
	.loc	1 48 16                         ; inductor_mm.py:48:16
	ds_read_u8 v19, v16 offset:320
	ds_read_u8 v20, v16 offset:448
	ds_read_u8 v21, v16 offset:384
	ds_read_u8 v22, v16 offset:256
	ds_read_u8 v23, v16 offset:64
	ds_read_u8 v24, v16 offset:192
	ds_read_u8 v25, v16 offset:128
	ds_read_u8 v26, v16
	s_mov_b32 s0, 0xc0c0004
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v19, v22, v19, s0
	v_perm_b32 v20, v21, v20, s0
	v_lshl_or_b32 v21, v20, 16, v19
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v19, v26, v23, s0
	v_perm_b32 v20, v25, v24, s0
	v_lshl_or_b32 v20, v20, 16, v19
	ds_read_u8 v22, v16 offset:1344
	ds_read_u8 v23, v16 offset:1472
	ds_read_u8 v24, v16 offset:1408
	ds_read_u8 v25, v16 offset:1280
	ds_read_u8 v26, v16 offset:1088
	ds_read_u8 v27, v16 offset:1216
	ds_read_u8 v28, v16 offset:1152
	ds_read_u8 v29, v16 offset:1024
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[20:21], v[46:47], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v19, v25, v22, s0
	v_perm_b32 v22, v24, v23, s0
	v_lshl_or_b32 v23, v22, 16, v19
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v19, v29, v26, s0
	v_perm_b32 v22, v28, v27, s0
	v_lshl_or_b32 v22, v22, 16, v19
	ds_read_u8 v24, v16 offset:2368
	ds_read_u8 v25, v16 offset:2496
	ds_read_u8 v26, v16 offset:2432
	ds_read_u8 v27, v16 offset:2304
	ds_read_u8 v28, v16 offset:2112
	ds_read_u8 v29, v16 offset:2240
	ds_read_u8 v30, v16 offset:2176
	ds_read_u8 v31, v16 offset:2048
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[22:23], v[44:45], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v19, v27, v24, s0
	v_perm_b32 v24, v26, v25, s0
	v_lshl_or_b32 v25, v24, 16, v19
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v19, v31, v28, s0
	v_perm_b32 v24, v30, v29, s0
	v_lshl_or_b32 v24, v24, 16, v19
	ds_read_u8 v20, v16 offset:3392
	ds_read_u8 v21, v16 offset:3520
	ds_read_u8 v26, v16 offset:3456
	ds_read_u8 v27, v16 offset:3328
	ds_read_u8 v28, v16 offset:3136
	ds_read_u8 v29, v16 offset:3264
	ds_read_u8 v30, v16 offset:3200
	ds_read_u8 v31, v16 offset:3072
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[24:25], v[42:43], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v19, v27, v20, s0
	v_perm_b32 v20, v26, v21, s0
	v_lshl_or_b32 v21, v20, 16, v19
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v19, v31, v28, s0
	v_perm_b32 v20, v30, v29, s0
	v_lshl_or_b32 v20, v20, 16, v19
	ds_read_u8 v22, v16 offset:4416
	ds_read_u8 v23, v16 offset:4544
	ds_read_u8 v26, v16 offset:4480
	ds_read_u8 v27, v16 offset:4352
	ds_read_u8 v28, v16 offset:4160
	ds_read_u8 v29, v16 offset:4288
	ds_read_u8 v30, v16 offset:4224
	ds_read_u8 v31, v16 offset:4096
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[20:21], v[40:41], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v19, v27, v22, s0
	v_perm_b32 v22, v26, v23, s0
	v_lshl_or_b32 v23, v22, 16, v19
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v19, v31, v28, s0
	v_perm_b32 v22, v30, v29, s0
	v_lshl_or_b32 v22, v22, 16, v19
	ds_read_u8 v24, v16 offset:5440
	ds_read_u8 v25, v16 offset:5568
	ds_read_u8 v26, v16 offset:5504
	ds_read_u8 v27, v16 offset:5376
	ds_read_u8 v28, v16 offset:5184
	ds_read_u8 v29, v16 offset:5312
	ds_read_u8 v30, v16 offset:5248
	ds_read_u8 v31, v16 offset:5120
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[22:23], v[38:39], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v19, v27, v24, s0
	v_perm_b32 v24, v26, v25, s0
	v_lshl_or_b32 v25, v24, 16, v19
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v19, v31, v28, s0
	v_perm_b32 v24, v30, v29, s0
	v_lshl_or_b32 v24, v24, 16, v19
	ds_read_u8 v20, v16 offset:6464
	ds_read_u8 v21, v16 offset:6592
	ds_read_u8 v26, v16 offset:6528
	ds_read_u8 v27, v16 offset:6400
	ds_read_u8 v28, v16 offset:6208
	ds_read_u8 v29, v16 offset:6336
	ds_read_u8 v30, v16 offset:6272
	ds_read_u8 v31, v16 offset:6144
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[24:25], v[36:37], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v19, v27, v20, s0
	v_perm_b32 v20, v26, v21, s0
	v_lshl_or_b32 v21, v20, 16, v19
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v19, v31, v28, s0
	v_perm_b32 v20, v30, v29, s0
	v_lshl_or_b32 v20, v20, 16, v19
	ds_read_u8 v19, v16 offset:7488
	ds_read_u8 v22, v16 offset:7616
	ds_read_u8 v23, v16 offset:7552
	ds_read_u8 v24, v16 offset:7424
	ds_read_u8 v25, v16 offset:7232
	ds_read_u8 v26, v16 offset:7360
	ds_read_u8 v27, v16 offset:7296
	ds_read_u8 v16, v16 offset:7168
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[20:21], v[34:35], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v19, v24, v19, s0
	v_perm_b32 v22, v23, v22, s0
	v_lshl_or_b32 v23, v22, 16, v19
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v16, v16, v25, s0
	v_perm_b32 v19, v27, v26, s0
	v_lshl_or_b32 v22, v19, 16, v16
	s_nop 1
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[22:23], v[32:33], v[0:15]
.LBB0_8:
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_lshrrev_b32_e32 v16, 3, v18
	v_or_b32_e32 v16, s36, v16
	v_or_b32_e32 v18, 16, v16
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_or_b32_e32 v19, s35, v18
	.loc	1 32 31                         ; inductor_mm.py:32:31
	s_lshr_b32 s0, s34, 2
	.loc	1 55 38                         ; inductor_mm.py:55:38
	v_cmp_gt_i32_e64 s[2:3], s25, v19
	.loc	1 60 20                         ; inductor_mm.py:60:20
	s_nop 4
	v_cvt_f16_f32_e32 v19, v1
	v_cvt_f16_f32_e32 v1, v2
	v_cvt_f16_f32_e32 v2, v3
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v17, s0, v17
	.loc	1 59 12                         ; inductor_mm.py:59:12
	s_mul_i32 s5, s33, s4
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_cvt_f16_f32_e32 v0, v0
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_or_b32_e32 v20, s35, v16
	.loc	1 32 12                         ; inductor_mm.py:32:12
	v_or_b32_e32 v21, s33, v17
	.loc	1 59 12                         ; inductor_mm.py:59:12
	v_mul_lo_u32 v17, v17, s4
	s_add_i32 s5, s5, s35
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_cvt_f16_f32_e32 v3, v4
	v_cvt_f16_f32_e32 v4, v5
	.loc	1 55 15                         ; inductor_mm.py:55:15
	v_cmp_gt_i32_e32 vcc, s24, v21
	.loc	1 55 38 is_stmt 0               ; inductor_mm.py:55:38
	v_cmp_gt_i32_e64 s[0:1], s25, v20
	.loc	1 59 12 is_stmt 1               ; inductor_mm.py:59:12
	v_add_u32_e32 v17, s5, v17
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_cvt_f16_f32_e32 v5, v6
	v_cvt_f16_f32_e32 v6, v7
	v_cvt_f16_f32_e32 v7, v8
	v_cvt_f16_f32_e32 v8, v9
	v_cvt_f16_f32_e32 v9, v10
	v_cvt_f16_f32_e32 v10, v11
	v_cvt_f16_f32_e32 v11, v12
	v_cvt_f16_f32_e32 v12, v13
	v_cvt_f16_f32_e32 v13, v14
	v_cvt_f16_f32_e32 v14, v15
	.loc	1 60 5 is_stmt 0                ; inductor_mm.py:60:5
	v_pack_b32_f16 v1, v1, v2
	.loc	1 59 12 is_stmt 1               ; inductor_mm.py:59:12
	v_add_lshl_u32 v2, v17, v16, 1
	.loc	1 60 5                          ; inductor_mm.py:60:5
	v_bfrev_b32_e32 v15, 1
	.loc	1 55 14                         ; inductor_mm.py:55:14
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 60 5                          ; inductor_mm.py:60:5
	s_and_b32 s21, s21, 0xffff
	s_mov_b32 s23, 0x27000
	s_mov_b32 s22, 0x7ffffffe
	v_pack_b32_f16 v0, v0, v19
	v_cndmask_b32_e64 v16, v15, v2, s[0:1]
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_pack_b32_f16 v0, v3, v4
	v_add_u32_e32 v3, 16, v2
	v_pack_b32_f16 v1, v5, v6
	v_cndmask_b32_e64 v3, v15, v3, s[0:1]
	buffer_store_dwordx2 v[0:1], v3, s[20:23], 0 offen
	v_add_lshl_u32 v3, v17, v18, 1
	.loc	1 55 14                         ; inductor_mm.py:55:14
	s_and_b64 vcc, s[2:3], vcc
	.loc	1 60 5                          ; inductor_mm.py:60:5
	v_pack_b32_f16 v1, v9, v10
	v_pack_b32_f16 v0, v7, v8
	v_cndmask_b32_e32 v3, v15, v3, vcc
	v_add_u32_e32 v2, 48, v2
	buffer_store_dwordx2 v[0:1], v3, s[20:23], 0 offen
	v_pack_b32_f16 v1, v13, v14
	v_pack_b32_f16 v0, v11, v12
	v_cndmask_b32_e32 v2, v15, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[20:23], 0 offen
	.loc	1 16 1                          ; inductor_mm.py:16:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	mm, .Lfunc_end0-mm
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 328
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 8
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 86
		.amdhsa_next_free_sgpr 45
		.amdhsa_accum_offset 88
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
                                        ; -- End function
	.set .Lmm.num_vgpr, 86
	.set .Lmm.num_agpr, 0
	.set .Lmm.numbered_sgpr, 45
	.set .Lmm.num_named_barrier, 0
	.set .Lmm.private_seg_size, 0
	.set .Lmm.uses_vcc, 1
	.set .Lmm.uses_flat_scratch, 0
	.set .Lmm.has_dyn_sized_stack, 0
	.set .Lmm.has_recursion, 0
	.set .Lmm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 8004
; TotalNumSgprs: 51
; NumVgprs: 86
; NumAgprs: 0
; TotalNumVgprs: 86
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 51
; NumVGPRsForWavesPerEU: 86
; AccumOffset: 88
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 21
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	0                               ; DW_CHILDREN_no
	.byte	37                              ; DW_AT_producer
	.byte	14                              ; DW_FORM_strp
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	14                              ; DW_FORM_strp
	.ascii	"\341\177"                      ; DW_AT_APPLE_optimized
	.byte	25                              ; DW_FORM_flag_present
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x1f DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
                                        ; DW_AT_APPLE_optimized
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
.Ldebug_info_end0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"inductor_mm.py"                ; string offset=7 ; inductor_mm.py
.Linfo_string2:
	.asciz	"corpus/asm/gen/kernels"        ; string offset=22 ; corpus/asm/gen/kernels
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .offset:         72
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         76
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         80
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         84
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         86
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         88
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         90
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         92
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         94
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         128
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         136
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         152
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         160
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         168
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         176
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         184
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         192
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         272
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 328
    .max_flat_workgroup_size: 256
    .name:           mm
    .private_segment_fixed_size: 0
    .sgpr_count:     51
    .sgpr_spill_count: 0
    .symbol:         mm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     86
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
