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
; %bb.7:
	.file	1 "corpus/asm/gen/kernels" "inductor_mm.py"
	.loc	1 16 0 prologue_end             ; inductor_mm.py:16:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.8:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dwordx4 s[24:27], s[4:5], 0x20
	s_load_dword s37, s[4:5], 0x30
	v_and_b32_e32 v1, 0x3ff, v0
	s_mov_b64 s[28:29], s[10:11]
.Ltmp1:
	.loc	1 47 17 is_stmt 1               ; inductor_mm.py:47:17
	v_readfirstlane_b32 s1, v1
	.loc	1 22 16                         ; inductor_mm.py:22:16
	s_waitcnt lgkmcnt(0)
	s_add_i32 s2, s25, 63
	.loc	1 22 15 is_stmt 0               ; inductor_mm.py:22:15
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 26
	s_add_i32 s2, s2, s3
	s_ashr_i32 s2, s2, 6
	.loc	1 23 16 is_stmt 1               ; inductor_mm.py:23:16
	s_lshl_b32 s3, s2, 3
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_abs_i32 s6, s3
	v_cvt_f32_u32_e32 v1, s6
	.loc	1 21 16                         ; inductor_mm.py:21:16
	s_add_i32 s7, s24, 63
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_sub_i32 s11, 0, s6
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_ashr_i32 s10, s7, 31
	.loc	1 24 12                         ; inductor_mm.py:24:12
	v_rcp_f32_e32 v1, v1
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_lshr_b32 s10, s10, 26
	s_add_i32 s7, s7, s10
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_abs_i32 s10, s16
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_xor_b32 s2, s16, s2
	.loc	1 60 5                          ; inductor_mm.py:60:5
	s_bfe_u32 s0, s1, 0x20006
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_ashr_i32 s7, s7, 6
	.loc	1 24 12                         ; inductor_mm.py:24:12
	v_readfirstlane_b32 s12, v1
	s_mul_i32 s11, s11, s12
	s_mul_hi_u32 s11, s12, s11
	s_add_i32 s12, s12, s11
	s_mul_hi_u32 s11, s10, s12
	s_mul_i32 s12, s11, s6
	s_sub_i32 s10, s10, s12
	s_ashr_i32 s2, s2, 31
	s_add_i32 s12, s11, 1
	s_sub_i32 s13, s10, s6
	s_cmp_ge_u32 s10, s6
	s_cselect_b32 s11, s12, s11
	s_cselect_b32 s10, s13, s10
	s_add_i32 s12, s11, 1
	s_cmp_ge_u32 s10, s6
	s_cselect_b32 s6, s12, s11
	s_xor_b32 s6, s6, s2
	s_sub_i32 s2, s6, s2
	.loc	1 25 15                         ; inductor_mm.py:25:15
	s_lshl_b32 s6, s2, 3
	.loc	1 26 28                         ; inductor_mm.py:26:28
	s_sub_i32 s7, s7, s6
	.loc	1 26 17 is_stmt 0               ; inductor_mm.py:26:17
	s_min_i32 s7, s7, 8
	.loc	1 29 14 is_stmt 1               ; inductor_mm.py:29:14
	s_abs_i32 s10, s7
	v_cvt_f32_u32_e32 v1, s10
	s_sub_i32 s12, 0, s10
	.loc	1 27 15                         ; inductor_mm.py:27:15
	s_mul_i32 s2, s2, s3
	s_sub_i32 s2, s16, s2
	.loc	1 29 14                         ; inductor_mm.py:29:14
	v_rcp_f32_e32 v1, v1
	s_abs_i32 s11, s2
	s_xor_b32 s3, s2, s7
	s_mov_b64 s[20:21], s[14:15]
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_ashr_i32 s3, s3, 31
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_and_b32_e32 v4, 15, v0
	v_and_b32_e32 v17, 31, v0
	.loc	1 29 14                         ; inductor_mm.py:29:14
	v_readfirstlane_b32 s13, v1
	s_mul_i32 s12, s12, s13
	s_mul_hi_u32 s12, s13, s12
	s_add_i32 s13, s13, s12
	s_mul_hi_u32 s12, s11, s13
	s_mul_i32 s13, s12, s10
	s_sub_i32 s11, s11, s13
	s_add_i32 s13, s12, 1
	s_sub_i32 s14, s11, s10
	s_cmp_ge_u32 s11, s10
	s_cselect_b32 s12, s13, s12
	s_cselect_b32 s11, s14, s11
	s_add_i32 s13, s12, 1
	s_cmp_ge_u32 s11, s10
	s_cselect_b32 s10, s13, s12
	s_xor_b32 s10, s10, s3
	s_sub_i32 s3, s10, s3
	.loc	1 28 24                         ; inductor_mm.py:28:24
	s_mul_i32 s7, s3, s7
	s_sub_i32 s2, s2, s7
	.loc	1 28 14 is_stmt 0               ; inductor_mm.py:28:14
	s_add_i32 s2, s2, s6
	.loc	1 32 31 is_stmt 1               ; inductor_mm.py:32:31
	v_and_b32_e32 v1, 63, v0
	s_lshl_b32 s6, s0, 6
	v_or_b32_e32 v3, s6, v1
	s_and_b32 s34, s6, 0x80
	.loc	1 34 47                         ; inductor_mm.py:34:47
	s_abs_i32 s6, s24
	v_cvt_f32_u32_e32 v5, s6
	.loc	1 32 31                         ; inductor_mm.py:32:31
	s_lshr_b32 s1, s1, 1
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	s_lshl_b32 s33, s2, 6
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_lshrrev_b32_e32 v2, 5, v3
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	v_rcp_f32_e32 v5, v5
	.loc	1 32 31                         ; inductor_mm.py:32:31
	s_and_b32 s36, s1, 32
	.loc	1 34 47                         ; inductor_mm.py:34:47
	s_bfe_i32 s1, s2, 0x10019
	s_sub_i32 s2, 0, s6
	v_mul_f32_e32 v5, 0x4f7ffffe, v5
	v_cvt_u32_f32_e32 v5, v5
	.loc	1 32 12                         ; inductor_mm.py:32:12
	v_or_b32_e32 v2, s33, v2
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_add_u32_e32 v2, s1, v2
	v_xor_b32_e32 v7, s1, v2
	v_mul_lo_u32 v8, s2, v5
	v_mul_hi_u32 v8, v5, v8
	v_add_u32_e32 v5, v5, v8
	v_mul_hi_u32 v8, v7, v5
	v_mul_lo_u32 v8, v8, s6
	v_sub_u32_e32 v7, v7, v8
	v_subrev_u32_e32 v8, s6, v7
	v_cmp_le_u32_e32 vcc, s6, v7
	.loc	1 35 47                         ; inductor_mm.py:35:47
	s_abs_i32 s2, s25
	.loc	1 33 12                         ; inductor_mm.py:33:12
	s_lshl_b32 s35, s3, 6
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_subrev_u32_e32 v8, s6, v7
	v_cmp_le_u32_e32 vcc, s6, v7
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_lshl_or_b32 v6, v4, 2, s35
	.loc	1 37 50                         ; inductor_mm.py:37:50
	v_lshlrev_b32_e32 v16, 2, v17
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_add_u32_e32 v8, 8, v2
	v_xor_b32_e32 v8, s1, v8
	v_mul_hi_u32 v9, v8, v5
	v_mul_lo_u32 v9, v9, s6
	v_sub_u32_e32 v8, v8, v9
	v_subrev_u32_e32 v9, s6, v8
	v_cmp_le_u32_e32 vcc, s6, v8
	v_xor_b32_e32 v7, s1, v7
	v_subrev_u32_e32 v7, s1, v7
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_subrev_u32_e32 v9, s6, v8
	v_cmp_le_u32_e32 vcc, s6, v8
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_add_u32_e32 v9, 16, v2
	v_xor_b32_e32 v9, s1, v9
	v_mul_hi_u32 v10, v9, v5
	v_mul_lo_u32 v10, v10, s6
	v_sub_u32_e32 v9, v9, v10
	v_subrev_u32_e32 v10, s6, v9
	v_cmp_le_u32_e32 vcc, s6, v9
	v_xor_b32_e32 v8, s1, v8
	v_subrev_u32_e32 v8, s1, v8
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_subrev_u32_e32 v10, s6, v9
	v_cmp_le_u32_e32 vcc, s6, v9
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_mov_b32 s30, s10
	s_mov_b32 s31, s11
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_add_u32_e32 v10, 24, v2
	v_xor_b32_e32 v10, s1, v10
	v_mul_hi_u32 v11, v10, v5
	v_mul_lo_u32 v11, v11, s6
	v_sub_u32_e32 v10, v10, v11
	v_subrev_u32_e32 v11, s6, v10
	v_cmp_le_u32_e32 vcc, s6, v10
	v_xor_b32_e32 v9, s1, v9
	v_subrev_u32_e32 v9, s1, v9
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_subrev_u32_e32 v11, s6, v10
	v_cmp_le_u32_e32 vcc, s6, v10
	v_lshlrev_b32_e32 v52, 7, v17
	v_lshlrev_b32_e32 v55, 3, v4
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_add_u32_e32 v11, 32, v2
	v_xor_b32_e32 v11, s1, v11
	v_mul_hi_u32 v12, v11, v5
	v_mul_lo_u32 v12, v12, s6
	v_sub_u32_e32 v11, v11, v12
	v_subrev_u32_e32 v12, s6, v11
	v_cmp_le_u32_e32 vcc, s6, v11
	v_xor_b32_e32 v10, s1, v10
	v_subrev_u32_e32 v10, s1, v10
	v_cndmask_b32_e32 v11, v11, v12, vcc
	v_subrev_u32_e32 v12, s6, v11
	v_cmp_le_u32_e32 vcc, s6, v11
	s_nop 1
	v_cndmask_b32_e32 v11, v11, v12, vcc
	v_add_u32_e32 v12, 40, v2
	v_xor_b32_e32 v12, s1, v12
	v_mul_hi_u32 v13, v12, v5
	v_mul_lo_u32 v13, v13, s6
	v_sub_u32_e32 v12, v12, v13
	v_subrev_u32_e32 v13, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_xor_b32_e32 v11, s1, v11
	v_subrev_u32_e32 v11, s1, v11
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_subrev_u32_e32 v13, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	s_nop 1
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_add_u32_e32 v13, 48, v2
	v_xor_b32_e32 v13, s1, v13
	v_mul_hi_u32 v14, v13, v5
	v_mul_lo_u32 v14, v14, s6
	v_add_u32_e32 v2, 56, v2
	v_sub_u32_e32 v13, v13, v14
	v_xor_b32_e32 v2, s1, v2
	v_subrev_u32_e32 v14, s6, v13
	v_cmp_le_u32_e32 vcc, s6, v13
	v_mul_hi_u32 v5, v2, v5
	v_mul_lo_u32 v5, v5, s6
	v_cndmask_b32_e32 v13, v13, v14, vcc
	v_subrev_u32_e32 v14, s6, v13
	v_cmp_le_u32_e32 vcc, s6, v13
	v_sub_u32_e32 v2, v2, v5
	v_subrev_u32_e32 v5, s6, v2
	v_cndmask_b32_e32 v13, v13, v14, vcc
	v_cmp_le_u32_e32 vcc, s6, v2
	v_xor_b32_e32 v12, s1, v12
	v_xor_b32_e32 v13, s1, v13
	v_cndmask_b32_e32 v2, v2, v5, vcc
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cvt_f32_u32_e32 v5, s2
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_subrev_u32_e32 v14, s6, v2
	v_cmp_le_u32_e32 vcc, s6, v2
	v_subrev_u32_e32 v12, s1, v12
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_rcp_f32_e32 v5, v5
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v14, vcc
	v_xor_b32_e32 v2, s1, v2
	v_subrev_u32_e32 v14, s1, v2
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_mul_f32_e32 v2, 0x4f7ffffe, v5
	v_cvt_u32_f32_e32 v2, v2
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_subrev_u32_e32 v13, s1, v13
	.loc	1 35 47                         ; inductor_mm.py:35:47
	s_bfe_i32 s1, s3, 0x10019
	s_sub_i32 s3, 0, s2
	v_add_u32_e32 v5, s1, v6
	v_mul_lo_u32 v6, s3, v2
	v_mul_hi_u32 v6, v2, v6
	v_xor_b32_e32 v5, s1, v5
	v_add_u32_e32 v2, v2, v6
	v_mul_hi_u32 v2, v5, v2
	v_mul_lo_u32 v2, v2, s2
	v_sub_u32_e32 v2, v5, v2
	v_subrev_u32_e32 v5, s2, v2
	v_cmp_le_u32_e32 vcc, s2, v2
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_gt_i32 s26, 0
	s_cselect_b64 s[22:23], -1, 0
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_subrev_u32_e32 v5, s2, v2
	v_cmp_le_u32_e32 vcc, s2, v2
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[20:21], s[2:3], v8, s27, v[16:17]
	v_mad_u64_u32 v[22:23], s[2:3], v9, s27, v[16:17]
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_xor_b32_e32 v2, s1, v2
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[24:25], s[2:3], v10, s27, v[16:17]
	v_mad_u64_u32 v[26:27], s[2:3], v11, s27, v[16:17]
	v_mad_u64_u32 v[28:29], s[2:3], v12, s27, v[16:17]
	v_mad_u64_u32 v[30:31], s[2:3], v13, s27, v[16:17]
	v_mad_u64_u32 v[32:33], s[2:3], v14, s27, v[16:17]
	.loc	1 38 20                         ; inductor_mm.py:38:20
	v_lshrrev_b32_e32 v21, 4, v3
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_subrev_u32_e32 v2, s1, v2
	.loc	1 38 20                         ; inductor_mm.py:38:20
	v_or_b32_e32 v23, 16, v21
	v_or_b32_e32 v25, 32, v21
	v_or_b32_e32 v27, 48, v21
	v_or_b32_e32 v29, 64, v21
	v_or_b32_e32 v31, 0x50, v21
	v_or_b32_e32 v33, 0x60, v21
	v_or_b32_e32 v50, 0x70, v21
	.loc	1 38 12 is_stmt 0               ; inductor_mm.py:38:12
	v_mad_u64_u32 v[34:35], s[2:3], v21, s37, v[2:3]
	v_mad_u64_u32 v[36:37], s[2:3], v23, s37, v[2:3]
	v_mad_u64_u32 v[38:39], s[2:3], v25, s37, v[2:3]
	v_mad_u64_u32 v[40:41], s[2:3], v27, s37, v[2:3]
	v_mad_u64_u32 v[42:43], s[2:3], v29, s37, v[2:3]
	v_mad_u64_u32 v[44:45], s[2:3], v31, s37, v[2:3]
	v_mad_u64_u32 v[46:47], s[2:3], v33, s37, v[2:3]
	v_mad_u64_u32 v[48:49], s[2:3], v50, s37, v[2:3]
	.loc	1 46 17 is_stmt 1               ; inductor_mm.py:46:17
	v_lshlrev_b32_e32 v2, 2, v3
	v_lshrrev_b32_e32 v3, 2, v3
	v_and_b32_e32 v3, 56, v3
	v_xor_b32_e32 v3, v3, v2
	v_sub_u32_e32 v5, v3, v2
	v_ashrrev_i32_e32 v5, 2, v5
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[18:19], s[2:3], v7, s27, v[16:17]
	.loc	1 46 36                         ; inductor_mm.py:46:36
	v_cmp_gt_i32_e32 vcc, s26, v16
	.loc	1 46 17 is_stmt 0               ; inductor_mm.py:46:17
	v_xor_b32_e32 v6, 0x440, v3
	v_xor_b32_e32 v7, 0xc40, v3
	v_xor_b32_e32 v8, 0x1440, v3
	v_xor_b32_e32 v3, 0x1c40, v3
	v_add_u32_e32 v35, v5, v1
	v_sub_u32_e32 v6, v6, v2
	v_sub_u32_e32 v7, v7, v2
	v_sub_u32_e32 v8, v8, v2
	v_sub_u32_e32 v2, v3, v2
	s_lshl_b32 s27, s0, 8
	v_lshlrev_b32_e32 v37, 2, v35
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 s[0:1], s[22:23], vcc
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_lshrrev_b32_e32 v9, 2, v2
	ds_bpermute_b32 v5, v37, v18
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_lshrrev_b32_e32 v6, 2, v6
	s_movk_i32 s2, 0xff00
	v_lshrrev_b64 v[2:3], v35, vcc
	v_and_b32_e32 v2, 1, v2
	v_add3_u32 v41, v6, v1, s2
	v_bfrev_b32_e32 v39, 1
	v_cmp_eq_u32_e64 s[0:1], 1, v2
	v_lshlrev_b32_e32 v43, 2, v41
	s_and_b32 s9, s9, 0xffff
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v2, v39, v5, s[0:1]
	ds_bpermute_b32 v5, v43, v20
	s_mov_b32 m0, s27
	v_lshrrev_b32_e32 v7, 2, v7
	buffer_load_dword v2, s[8:11], 0 offen lds
	v_lshrrev_b64 v[2:3], v41, vcc
	v_and_b32_e32 v2, 1, v2
	ds_bpermute_b32 v3, v37, v22
	v_cmp_eq_u32_e64 s[2:3], 1, v2
	s_add_i32 m0, s27, 0x400
	v_lshrrev_b32_e32 v8, 2, v8
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v2, v39, v5, s[2:3]
	s_movk_i32 s2, 0xfd00
	v_add3_u32 v45, v7, v1, s2
	v_lshlrev_b32_e32 v47, 2, v45
	buffer_load_dword v2, s[8:11], 0 offen lds
	s_add_i32 m0, s27, 0x800
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v2, v39, v3, s[0:1]
	ds_bpermute_b32 v5, v47, v24
	buffer_load_dword v2, s[8:11], 0 offen lds
	v_lshrrev_b64 v[2:3], v45, vcc
	ds_bpermute_b32 v3, v37, v26
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[2:3], 1, v2
	s_add_i32 m0, s27, 0xc00
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[18:19], s26, v21
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v2, v39, v5, s[2:3]
	s_movk_i32 s2, 0xfb00
	v_add3_u32 v49, v8, v1, s2
	buffer_load_dword v2, s[8:11], 0 offen lds
	s_add_i32 m0, s27, 0x1000
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v2, v39, v3, s[0:1]
	v_lshlrev_b32_e32 v51, 2, v49
	buffer_load_dword v2, s[8:11], 0 offen lds
	ds_bpermute_b32 v5, v51, v28
	v_lshrrev_b64 v[2:3], v49, vcc
	ds_bpermute_b32 v3, v37, v30
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[2:3], 1, v2
	s_add_i32 m0, s27, 0x1400
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_and_b32 s29, s29, 0xffff
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v2, v39, v5, s[2:3]
	buffer_load_dword v2, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v2, v39, v3, s[0:1]
	s_movk_i32 s0, 0xf900
	v_add3_u32 v53, v9, v1, s0
	v_lshlrev_b32_e32 v54, 2, v53
	ds_bpermute_b32 v1, v54, v32
	s_add_i32 m0, s27, 0x1800
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[0:1], s26, v25
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v2, s[8:11], 0 offen lds
	v_lshrrev_b64 v[2:3], v53, vcc
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_add_i32 m0, s27, 0x1c00
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[2:3], s26, v27
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v1, v39, v1, vcc
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e32 vcc, s26, v23
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v1, s[8:11], 0 offen lds
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s27, 0x4000
	v_cndmask_b32_e64 v1, v39, v34, s[18:19]
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 vcc, s[22:23], vcc
	; asyncmark
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v1, s[28:31], 0 offen lds
	s_add_i32 m0, s27, 0x4400
	v_cndmask_b32_e32 v1, v39, v36, vcc
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 vcc, s[22:23], s[0:1]
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[6:7], s26, v29
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	buffer_load_dword v1, s[28:31], 0 offen lds
	s_add_i32 m0, s27, 0x4800
	v_cndmask_b32_e32 v1, v39, v38, vcc
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[22:23], s[2:3]
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[12:13], s26, v31
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	buffer_load_dword v1, s[28:31], 0 offen lds
	s_add_i32 m0, s27, 0x4c00
	v_cndmask_b32_e32 v1, v39, v40, vcc
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[22:23], s[6:7]
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[14:15], s26, v33
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	buffer_load_dword v1, s[28:31], 0 offen lds
	s_add_i32 m0, s27, 0x5000
	v_cndmask_b32_e32 v1, v39, v42, vcc
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[22:23], s[12:13]
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[16:17], s26, v50
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	buffer_load_dword v1, s[28:31], 0 offen lds
	s_add_i32 m0, s27, 0x5400
	v_cndmask_b32_e32 v1, v39, v44, vcc
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[22:23], s[14:15]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v1, s[28:31], 0 offen lds
	s_add_i32 m0, s27, 0x5800
	v_cndmask_b32_e32 v1, v39, v46, vcc
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 vcc, s[22:23], s[16:17]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v1, s[28:31], 0 offen lds
	s_add_i32 m0, s27, 0x5c00
	v_cndmask_b32_e32 v1, v39, v48, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_and_b32_e32 v19, 32, v0
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_add_i32 s14, s26, 0xffffff80
	s_mov_b32 s18, 0
	s_cmp_lt_i32 s14, 1
	v_lshrrev_b32_e32 v56, 2, v19
	v_lshlrev_b32_e32 v57, 4, v19
	; asyncmark
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.lr.ph
	.loc	1 0 5 is_stmt 0                 ; inductor_mm.py:0:5
	s_lshl_b32 s0, s34, 5
	v_xor_b32_e32 v0, v55, v56
	v_or3_b32 v58, s0, v52, v0
	v_mov_b32_e32 v0, 0
	.loc	1 50 17 is_stmt 1               ; inductor_mm.py:50:17
	s_lshl_b32 s15, s37, 7
	v_xor_b32_e32 v59, 16, v58
	v_xor_b32_e32 v60, 32, v58
	v_xor_b32_e32 v61, 48, v58
	v_xor_b32_e32 v62, 64, v58
	v_xor_b32_e32 v63, 0x50, v58
	v_xor_b32_e32 v64, 0x60, v58
	v_xor_b32_e32 v65, 0x70, v58
	s_movk_i32 s23, 0x4000
	s_mov_b32 s16, 0xc0c0004
	s_mov_b32 s19, 0
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
	s_mov_b32 s17, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_add_i32 s0, s19, 1
	s_cmp_lt_i32 s0, 2
	s_cselect_b32 s19, s0, 0
	s_addk_i32 s17, 0x80
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v18, 0x80, v18
	.loc	1 46 36                         ; inductor_mm.py:46:36
	s_sub_i32 s37, s26, s17
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v20, 0x80, v20
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v72, v37, v18
	v_cmp_gt_i32_e32 vcc, s37, v16
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v22, 0x80, v22
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v73, v43, v20
	v_lshrrev_b64 v[66:67], v35, vcc
	v_lshrrev_b64 v[68:69], v41, vcc
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v24, 0x80, v24
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v74, v37, v22
	v_lshrrev_b64 v[70:71], v45, vcc
	v_and_b32_e32 v69, 1, v66
	v_lshrrev_b64 v[66:67], v49, vcc
	s_mov_b32 s22, s18
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v26, 0x80, v26
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v75, v47, v24
	v_and_b32_e32 v71, 1, v66
	v_lshrrev_b64 v[66:67], v53, vcc
	s_lshl_b32 s18, s19, 13
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v28, 0x80, v28
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v76, v37, v26
	v_and_b32_e32 v68, 1, v68
	v_and_b32_e32 v66, 1, v66
	v_cmp_eq_u32_e32 vcc, 1, v69
	s_add_i32 s38, s18, s27
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v30, 0x80, v30
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v77, v51, v28
	v_cmp_eq_u32_e64 s[0:1], 1, v68
	v_cmp_eq_u32_e64 s[12:13], 1, v66
	s_waitcnt lgkmcnt(5)
	v_cndmask_b32_e32 v66, v39, v72, vcc
	s_mov_b32 m0, s38
	; wait_asyncmark(0)
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v32, 0x80, v32
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v78, v37, v30
	v_and_b32_e32 v70, 1, v70
	buffer_load_dword v66, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v66, v39, v73, s[0:1]
	s_add_i32 m0, s38, 0x400
	ds_bpermute_b32 v67, v54, v32
	v_cmp_eq_u32_e64 s[2:3], 1, v70
	buffer_load_dword v66, s[8:11], 0 offen lds
	v_cndmask_b32_e32 v66, v39, v74, vcc
	s_add_i32 m0, s38, 0x800
	v_cmp_eq_u32_e64 s[6:7], 1, v71
	buffer_load_dword v66, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v66, v39, v75, s[2:3]
	s_add_i32 m0, s38, 0xc00
	v_cndmask_b32_e32 v75, v39, v76, vcc
	buffer_load_dword v66, s[8:11], 0 offen lds
	s_add_i32 m0, s38, 0x1000
	v_cndmask_b32_e64 v76, v39, v77, s[6:7]
	buffer_load_dword v75, s[8:11], 0 offen lds
	s_add_i32 m0, s38, 0x1400
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 s0, s36, s23
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v76, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e32 v77, v39, v78, vcc
	s_add_i32 m0, s38, 0x1800
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v34, s15, v34
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add3_u32 v66, s0, v57, v17
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[0:1], s37, v21
	.loc	1 46 17 is_stmt 1               ; inductor_mm.py:46:17
	buffer_load_dword v77, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v67, v39, v67, s[12:13]
	s_add_i32 m0, s38, 0x1c00
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_mov_b32 s30, s10
	s_mov_b32 s31, s11
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v36, s15, v36
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e64 v75, v39, v34, s[0:1]
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[0:1], s37, v23
	.loc	1 46 17 is_stmt 1               ; inductor_mm.py:46:17
	buffer_load_dword v67, s[8:11], 0 offen lds
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s38, 0x4000
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v38, s15, v38
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e64 v76, v39, v36, s[0:1]
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[0:1], s37, v25
	; asyncmark
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v75, s[28:31], 0 offen lds
	s_add_i32 m0, s38, 0x4400
	.loc	1 50 9 is_stmt 1                ; inductor_mm.py:50:9
	v_add_u32_e32 v40, s15, v40
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e64 v77, v39, v38, s[0:1]
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	v_cmp_gt_i32_e32 vcc, s37, v27
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v76, s[28:31], 0 offen lds
	s_add_i32 m0, s38, 0x4800
	.loc	1 50 9 is_stmt 1                ; inductor_mm.py:50:9
	v_add_u32_e32 v42, s15, v42
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v69, s22, v58
	v_add_u32_e32 v68, s22, v59
	v_add_u32_e32 v70, s22, v60
	v_add_u32_e32 v71, s22, v61
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e32 v67, v39, v40, vcc
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	v_cmp_gt_i32_e32 vcc, s37, v29
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v77, s[28:31], 0 offen lds
	s_add_i32 m0, s38, 0x4c00
	.loc	1 50 9 is_stmt 1                ; inductor_mm.py:50:9
	v_add_u32_e32 v44, s15, v44
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[80:81], v69
	ds_read_b64 v[84:85], v70
	ds_read_b64 v[86:87], v71
	ds_read_b64 v[82:83], v68
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e32 v69, v39, v42, vcc
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	v_cmp_gt_i32_e32 vcc, s37, v31
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v67, s[28:31], 0 offen lds
	s_add_i32 m0, s38, 0x5000
	.loc	1 50 9 is_stmt 1                ; inductor_mm.py:50:9
	v_add_u32_e32 v46, s15, v46
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e32 v68, v39, v44, vcc
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	v_cmp_gt_i32_e32 vcc, s37, v33
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v69, s[28:31], 0 offen lds
	s_add_i32 m0, s38, 0x5400
	.loc	1 50 9 is_stmt 1                ; inductor_mm.py:50:9
	v_add_u32_e32 v48, s15, v48
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e32 v70, v39, v46, vcc
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	v_cmp_gt_i32_e32 vcc, s37, v50
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v68, s[28:31], 0 offen lds
	s_add_i32 m0, s38, 0x5800
	.loc	1 46 17 is_stmt 1               ; inductor_mm.py:46:17
	v_add_u32_e32 v79, s22, v62
	v_add_u32_e32 v72, s22, v63
	v_add_u32_e32 v73, s22, v64
	v_add_u32_e32 v74, s22, v65
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e32 v71, v39, v48, vcc
	buffer_load_dword v70, s[28:31], 0 offen lds
	s_add_i32 m0, s38, 0x5c00
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[88:89], v79
	ds_read_b64 v[90:91], v72
	ds_read_b64 v[92:93], v73
	ds_read_b64 v[94:95], v74
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v71, s[28:31], 0 offen lds
	; asyncmark
	.loc	1 48 16                         ; inductor_mm.py:48:16
	ds_read_u8 v67, v66 offset:320
	ds_read_u8 v68, v66 offset:384
	ds_read_u8 v69, v66 offset:448
	ds_read_u8 v70, v66 offset:256
	ds_read_u8 v71, v66 offset:64
	ds_read_u8 v72, v66 offset:192
	ds_read_u8 v73, v66 offset:128
	ds_read_u8 v74, v66
	ds_read_u8 v75, v66 offset:1344
	ds_read_u8 v76, v66 offset:1408
	ds_read_u8 v77, v66 offset:1472
	ds_read_u8 v78, v66 offset:1280
	s_waitcnt lgkmcnt(8)
	v_perm_b32 v67, v70, v67, s16
	v_perm_b32 v68, v68, v69, s16
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v71, v74, v71, s16
	v_perm_b32 v72, v73, v72, s16
	v_lshl_or_b32 v69, v68, 16, v67
	v_lshl_or_b32 v68, v72, 16, v71
	ds_read_u8 v70, v66 offset:1088
	ds_read_u8 v79, v66 offset:1216
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[68:69], v[80:81], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v68, v78, v75, s16
	ds_read_u8 v75, v66 offset:2112
	v_perm_b32 v69, v76, v77, s16
	ds_read_u8 v76, v66 offset:2240
	ds_read_u8 v77, v66 offset:2048
	ds_read_u8 v74, v66 offset:1152
	ds_read_u8 v73, v66 offset:1024
	v_lshl_or_b32 v69, v69, 16, v68
	ds_read_u8 v67, v66 offset:2368
	ds_read_u8 v71, v66 offset:2432
	ds_read_u8 v72, v66 offset:2496
	ds_read_u8 v80, v66 offset:2304
	s_waitcnt lgkmcnt(5)
	v_perm_b32 v74, v74, v79, s16
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v70, v73, v70, s16
	v_lshl_or_b32 v68, v74, 16, v70
	ds_read_u8 v73, v66 offset:2176
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v67, v80, v67, s16
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[68:69], v[82:83], v[0:15]
	ds_read_u8 v80, v66 offset:3136
	v_perm_b32 v68, v71, v72, s16
	ds_read_u8 v71, v66 offset:3264
	v_perm_b32 v72, v77, v75, s16
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v73, v73, v76, s16
	ds_read_u8 v70, v66 offset:3392
	ds_read_u8 v74, v66 offset:3456
	ds_read_u8 v78, v66 offset:3520
	ds_read_u8 v79, v66 offset:3328
	v_lshl_or_b32 v69, v68, 16, v67
	v_lshl_or_b32 v68, v73, 16, v72
	ds_read_u8 v75, v66 offset:3200
	ds_read_u8 v67, v66 offset:4416
	ds_read_u8 v72, v66 offset:4480
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[68:69], v[84:85], v[0:15]
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v68, v79, v70, s16
	ds_read_u8 v70, v66 offset:4160
	v_perm_b32 v69, v74, v78, s16
	ds_read_u8 v74, v66 offset:4288
	ds_read_u8 v76, v66 offset:3072
	s_waitcnt lgkmcnt(5)
	v_perm_b32 v71, v75, v71, s16
	ds_read_u8 v73, v66 offset:4544
	ds_read_u8 v77, v66 offset:4352
	v_lshl_or_b32 v69, v69, 16, v68
	ds_read_u8 v78, v66 offset:4224
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v76, v76, v80, s16
	v_lshl_or_b32 v68, v71, 16, v76
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v67, v77, v67, s16
	ds_read_u8 v77, v66 offset:5184
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[68:69], v[86:87], v[0:15]
	v_perm_b32 v68, v72, v73, s16
	ds_read_u8 v72, v66 offset:5312
	ds_read_u8 v75, v66 offset:4096
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v74, v78, v74, s16
	ds_read_u8 v71, v66 offset:5440
	ds_read_u8 v76, v66 offset:5504
	ds_read_u8 v79, v66 offset:5568
	ds_read_u8 v80, v66 offset:5376
	v_lshl_or_b32 v69, v68, 16, v67
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v70, v75, v70, s16
	v_lshl_or_b32 v68, v74, 16, v70
	ds_read_u8 v73, v66 offset:5248
	ds_read_u8 v74, v66 offset:6592
	ds_read_u8 v78, v66 offset:6400
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[68:69], v[88:89], v[0:15]
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v68, v80, v71, s16
	ds_read_u8 v71, v66 offset:6208
	v_perm_b32 v69, v76, v79, s16
	ds_read_u8 v76, v66 offset:6336
	ds_read_u8 v75, v66 offset:5120
	ds_read_u8 v67, v66 offset:6464
	ds_read_u8 v70, v66 offset:6528
	s_waitcnt lgkmcnt(7)
	v_perm_b32 v72, v73, v72, s16
	v_lshl_or_b32 v69, v69, 16, v68
	ds_read_u8 v79, v66 offset:7616
	ds_read_u8 v80, v66 offset:7424
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v75, v75, v77, s16
	v_lshl_or_b32 v68, v72, 16, v75
	ds_read_u8 v77, v66 offset:6272
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v67, v78, v67, s16
	ds_read_u8 v78, v66 offset:7232
	ds_read_u8 v73, v66 offset:6144
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[68:69], v[90:91], v[0:15]
	s_waitcnt lgkmcnt(5)
	v_perm_b32 v68, v70, v74, s16
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v74, v77, v76, s16
	v_lshl_or_b32 v69, v68, 16, v67
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v71, v73, v71, s16
	v_lshl_or_b32 v68, v74, 16, v71
	ds_read_u8 v72, v66 offset:7488
	ds_read_u8 v75, v66 offset:7552
	ds_read_u8 v70, v66 offset:7296
	ds_read_u8 v73, v66 offset:7168
	ds_read_u8 v66, v66 offset:7360
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[68:69], v[92:93], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v67, v80, v72, s16
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v71, v75, v79, s16
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v72, v73, v78, s16
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v66, v70, v66, s16
	v_lshl_or_b32 v67, v71, 16, v67
	v_lshl_or_b32 v66, v66, 16, v72
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 s23, s18, 0x4000
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_lt_i32 s17, s14
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[66:67], v[94:95], v[0:15]
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	.loc	1 0 5 is_stmt 0                 ; inductor_mm.py:0:5
	v_mov_b32_e32 v15, 0
	s_movk_i32 s23, 0x4000
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
.LBB0_4:                                ; %Flow19
	s_load_dword s4, s[4:5], 0x34
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_add_i32 s0, s26, 0x7f
	s_cmpk_lt_i32 s0, 0x80
	; wait_asyncmark(0)
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 s0, s36, s23
	v_add3_u32 v16, s0, v57, v17
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_lshl_b32 s0, s34, 5
	v_xor_b32_e32 v18, v55, v56
	v_or3_b32 v18, s0, v52, v18
	v_xor_b32_e32 v20, 0x70, v18
	v_xor_b32_e32 v21, 0x60, v18
	v_xor_b32_e32 v22, 0x50, v18
	v_add_u32_e32 v20, s18, v20
	v_add_u32_e32 v21, s18, v21
	v_add_u32_e32 v22, s18, v22
	v_xad_u32 v23, v18, 64, s18
	ds_read_b64 v[32:33], v20
	ds_read_b64 v[34:35], v21
	ds_read_b64 v[36:37], v22
	ds_read_b64 v[38:39], v23
	v_xad_u32 v20, v18, 48, s18
	v_xad_u32 v21, v18, 32, s18
	v_xad_u32 v22, v18, 16, s18
	v_add_u32_e32 v18, s18, v18
	ds_read_b64 v[40:41], v20
	ds_read_b64 v[42:43], v21
	ds_read_b64 v[44:45], v22
	ds_read_b64 v[46:47], v18
	.loc	1 48 16                         ; inductor_mm.py:48:16
	ds_read_u8 v18, v16 offset:320
	ds_read_u8 v20, v16 offset:448
	ds_read_u8 v21, v16 offset:384
	ds_read_u8 v22, v16 offset:256
	ds_read_u8 v23, v16 offset:64
	ds_read_u8 v24, v16 offset:192
	ds_read_u8 v25, v16 offset:128
	ds_read_u8 v26, v16
	s_mov_b32 s0, 0xc0c0004
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v18, v22, v18, s0
	v_perm_b32 v20, v21, v20, s0
	v_lshl_or_b32 v21, v20, 16, v18
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v18, v26, v23, s0
	v_perm_b32 v20, v25, v24, s0
	v_lshl_or_b32 v20, v20, 16, v18
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
	v_perm_b32 v18, v25, v22, s0
	v_perm_b32 v22, v24, v23, s0
	v_lshl_or_b32 v23, v22, 16, v18
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v18, v29, v26, s0
	v_perm_b32 v22, v28, v27, s0
	v_lshl_or_b32 v22, v22, 16, v18
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
	v_perm_b32 v18, v27, v24, s0
	v_perm_b32 v24, v26, v25, s0
	v_lshl_or_b32 v25, v24, 16, v18
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v18, v31, v28, s0
	v_perm_b32 v24, v30, v29, s0
	v_lshl_or_b32 v24, v24, 16, v18
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
	v_perm_b32 v18, v27, v20, s0
	v_perm_b32 v20, v26, v21, s0
	v_lshl_or_b32 v21, v20, 16, v18
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v18, v31, v28, s0
	v_perm_b32 v20, v30, v29, s0
	v_lshl_or_b32 v20, v20, 16, v18
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
	v_perm_b32 v18, v27, v22, s0
	v_perm_b32 v22, v26, v23, s0
	v_lshl_or_b32 v23, v22, 16, v18
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v18, v31, v28, s0
	v_perm_b32 v22, v30, v29, s0
	v_lshl_or_b32 v22, v22, 16, v18
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
	v_perm_b32 v18, v27, v24, s0
	v_perm_b32 v24, v26, v25, s0
	v_lshl_or_b32 v25, v24, 16, v18
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v18, v31, v28, s0
	v_perm_b32 v24, v30, v29, s0
	v_lshl_or_b32 v24, v24, 16, v18
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
	v_perm_b32 v18, v27, v20, s0
	v_perm_b32 v20, v26, v21, s0
	v_lshl_or_b32 v21, v20, 16, v18
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v18, v31, v28, s0
	v_perm_b32 v20, v30, v29, s0
	v_lshl_or_b32 v20, v20, 16, v18
	ds_read_u8 v18, v16 offset:7488
	ds_read_u8 v22, v16 offset:7616
	ds_read_u8 v23, v16 offset:7552
	ds_read_u8 v24, v16 offset:7424
	ds_read_u8 v25, v16 offset:7232
	ds_read_u8 v26, v16 offset:7360
	ds_read_u8 v27, v16 offset:7296
	ds_read_u8 v16, v16 offset:7168
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[20:21], v[34:35], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v18, v24, v18, s0
	v_perm_b32 v22, v23, v22, s0
	v_lshl_or_b32 v23, v22, 16, v18
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v16, v16, v25, s0
	v_perm_b32 v18, v27, v26, s0
	v_lshl_or_b32 v22, v18, 16, v16
	s_nop 1
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[22:23], v[32:33], v[0:15]
.LBB0_6:                                ; %._crit_edge._crit_edge
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_lshrrev_b32_e32 v16, 3, v19
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
		.amdhsa_next_free_vgpr 96
		.amdhsa_next_free_sgpr 39
		.amdhsa_accum_offset 96
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
	.set .Lmm.num_vgpr, 96
	.set .Lmm.num_agpr, 0
	.set .Lmm.numbered_sgpr, 39
	.set .Lmm.num_named_barrier, 0
	.set .Lmm.private_seg_size, 0
	.set .Lmm.uses_vcc, 1
	.set .Lmm.uses_flat_scratch, 0
	.set .Lmm.has_dyn_sized_stack, 0
	.set .Lmm.has_recursion, 0
	.set .Lmm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6056
; TotalNumSgprs: 45
; NumVgprs: 96
; NumAgprs: 0
; TotalNumVgprs: 96
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 45
; NumVGPRsForWavesPerEU: 96
; AccumOffset: 96
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 23
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
    .sgpr_count:     45
    .sgpr_spill_count: 0
    .symbol:         mm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     96
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
