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
	s_load_dword s23, s[4:5], 0x30
	s_mov_b64 s[28:29], s[10:11]
	v_and_b32_e32 v1, 0x3ff, v0
.Ltmp1:
	.loc	1 32 31 is_stmt 1               ; inductor_mm.py:32:31
	v_and_b32_e32 v4, 63, v0
	.loc	1 22 16                         ; inductor_mm.py:22:16
	s_waitcnt lgkmcnt(0)
	s_add_i32 s1, s25, 63
	.loc	1 22 15 is_stmt 0               ; inductor_mm.py:22:15
	s_ashr_i32 s2, s1, 31
	s_lshr_b32 s2, s2, 26
	s_add_i32 s1, s1, s2
	s_ashr_i32 s1, s1, 6
	.loc	1 23 16 is_stmt 1               ; inductor_mm.py:23:16
	s_lshl_b32 s2, s1, 3
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_abs_i32 s3, s2
	v_cvt_f32_u32_e32 v2, s3
	.loc	1 21 16                         ; inductor_mm.py:21:16
	s_add_i32 s6, s24, 63
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_sub_i32 s10, 0, s3
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_ashr_i32 s7, s6, 31
	.loc	1 24 12                         ; inductor_mm.py:24:12
	v_rcp_f32_e32 v2, v2
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_lshr_b32 s7, s7, 26
	s_add_i32 s6, s6, s7
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_abs_i32 s7, s16
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_readfirstlane_b32 s0, v1
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_xor_b32 s1, s16, s1
	.loc	1 60 5                          ; inductor_mm.py:60:5
	s_bfe_u32 s0, s0, 0x20006
	.loc	1 24 12                         ; inductor_mm.py:24:12
	v_readfirstlane_b32 s11, v2
	s_mul_i32 s10, s10, s11
	s_mul_hi_u32 s10, s11, s10
	s_add_i32 s11, s11, s10
	s_mul_hi_u32 s10, s7, s11
	s_mul_i32 s11, s10, s3
	s_sub_i32 s7, s7, s11
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_ashr_i32 s6, s6, 6
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_ashr_i32 s1, s1, 31
	s_add_i32 s11, s10, 1
	s_sub_i32 s12, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s10, s11, s10
	s_cselect_b32 s7, s12, s7
	s_add_i32 s11, s10, 1
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s3, s11, s10
	s_xor_b32 s3, s3, s1
	s_sub_i32 s1, s3, s1
	.loc	1 25 15                         ; inductor_mm.py:25:15
	s_lshl_b32 s3, s1, 3
	.loc	1 26 28                         ; inductor_mm.py:26:28
	s_sub_i32 s6, s6, s3
	.loc	1 26 17 is_stmt 0               ; inductor_mm.py:26:17
	s_min_i32 s6, s6, 8
	.loc	1 29 14 is_stmt 1               ; inductor_mm.py:29:14
	s_abs_i32 s7, s6
	v_cvt_f32_u32_e32 v2, s7
	s_sub_i32 s11, 0, s7
	.loc	1 27 15                         ; inductor_mm.py:27:15
	s_mul_i32 s1, s1, s2
	s_sub_i32 s1, s16, s1
	.loc	1 29 14                         ; inductor_mm.py:29:14
	v_rcp_f32_e32 v2, v2
	s_abs_i32 s10, s1
	s_xor_b32 s2, s1, s6
	s_ashr_i32 s2, s2, 31
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_mov_b64 s[20:21], s[14:15]
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_and_b32_e32 v17, 31, v0
	v_lshlrev_b32_e32 v16, 1, v17
	.loc	1 29 14                         ; inductor_mm.py:29:14
	v_readfirstlane_b32 s12, v2
	s_mul_i32 s11, s11, s12
	s_mul_hi_u32 s11, s12, s11
	s_add_i32 s12, s12, s11
	s_mul_hi_u32 s11, s10, s12
	s_mul_i32 s12, s11, s7
	s_sub_i32 s10, s10, s12
	s_add_i32 s12, s11, 1
	s_sub_i32 s13, s10, s7
	s_cmp_ge_u32 s10, s7
	s_cselect_b32 s11, s12, s11
	s_cselect_b32 s10, s13, s10
	s_add_i32 s12, s11, 1
	s_cmp_ge_u32 s10, s7
	s_cselect_b32 s7, s12, s11
	s_xor_b32 s7, s7, s2
	s_sub_i32 s2, s7, s2
	.loc	1 28 24                         ; inductor_mm.py:28:24
	s_mul_i32 s6, s2, s6
	s_sub_i32 s1, s1, s6
	.loc	1 28 14 is_stmt 0               ; inductor_mm.py:28:14
	s_add_i32 s1, s1, s3
	.loc	1 32 31 is_stmt 1               ; inductor_mm.py:32:31
	s_lshl_b32 s3, s0, 6
	v_or_b32_e32 v3, s3, v4
	s_and_b32 s15, s3, 0x80
	s_and_b32 s16, s3, 64
	.loc	1 34 47                         ; inductor_mm.py:34:47
	s_abs_i32 s3, s24
	v_cvt_f32_u32_e32 v13, s3
	.loc	1 32 12                         ; inductor_mm.py:32:12
	s_lshl_b32 s14, s1, 6
	.loc	1 32 31 is_stmt 0               ; inductor_mm.py:32:31
	v_lshrrev_b32_e32 v50, 5, v3
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	s_sub_i32 s6, 0, s3
	v_rcp_f32_e32 v13, v13
	.loc	1 32 12                         ; inductor_mm.py:32:12
	v_or_b32_e32 v2, s14, v50
	.loc	1 34 47                         ; inductor_mm.py:34:47
	s_bfe_i32 s1, s1, 0x10019
	v_add_u32_e32 v2, s1, v2
	v_mul_f32_e32 v13, 0x4f7ffffe, v13
	v_cvt_u32_f32_e32 v13, v13
	v_xor_b32_e32 v2, s1, v2
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v5, 8, v50
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	v_or_b32_e32 v9, s14, v5
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	v_mul_lo_u32 v20, s6, v13
	v_mul_hi_u32 v20, v13, v20
	v_add_u32_e32 v13, v13, v20
	v_mul_hi_u32 v20, v2, v13
	v_mul_lo_u32 v20, v20, s3
	v_sub_u32_e32 v2, v2, v20
	v_subrev_u32_e32 v20, s3, v2
	v_cmp_le_u32_e32 vcc, s3, v2
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v51, 16, v50
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	v_or_b32_e32 v10, s14, v51
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v20, vcc
	v_subrev_u32_e32 v20, s3, v2
	v_cmp_le_u32_e32 vcc, s3, v2
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v6, 24, v50
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	v_or_b32_e32 v11, s14, v6
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v20, vcc
	v_xor_b32_e32 v2, s1, v2
	v_subrev_u32_e32 v20, s1, v2
	v_add_u32_e32 v2, s1, v9
	v_xor_b32_e32 v2, s1, v2
	v_mul_hi_u32 v9, v2, v13
	v_mul_lo_u32 v9, v9, s3
	v_sub_u32_e32 v2, v2, v9
	v_subrev_u32_e32 v9, s3, v2
	v_cmp_le_u32_e32 vcc, s3, v2
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v52, 32, v50
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	v_or_b32_e32 v12, s14, v52
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v9, vcc
	v_subrev_u32_e32 v9, s3, v2
	v_cmp_le_u32_e32 vcc, s3, v2
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v7, 40, v50
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	v_or_b32_e32 v14, s14, v7
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v9, vcc
	v_xor_b32_e32 v2, s1, v2
	v_subrev_u32_e32 v9, s1, v2
	v_add_u32_e32 v2, s1, v10
	v_xor_b32_e32 v2, s1, v2
	v_mul_hi_u32 v10, v2, v13
	v_mul_lo_u32 v10, v10, s3
	v_sub_u32_e32 v2, v2, v10
	v_subrev_u32_e32 v10, s3, v2
	v_cmp_le_u32_e32 vcc, s3, v2
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v53, 48, v50
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	v_or_b32_e32 v15, s14, v53
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v10, vcc
	v_subrev_u32_e32 v10, s3, v2
	v_cmp_le_u32_e32 vcc, s3, v2
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v8, 56, v50
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	v_or_b32_e32 v18, s14, v8
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v10, vcc
	v_xor_b32_e32 v2, s1, v2
	v_subrev_u32_e32 v10, s1, v2
	v_add_u32_e32 v2, s1, v11
	v_xor_b32_e32 v2, s1, v2
	v_mul_hi_u32 v11, v2, v13
	v_mul_lo_u32 v11, v11, s3
	v_sub_u32_e32 v2, v2, v11
	v_subrev_u32_e32 v11, s3, v2
	v_cmp_le_u32_e32 vcc, s3, v2
	.loc	1 35 47                         ; inductor_mm.py:35:47
	s_abs_i32 s6, s25
	.loc	1 33 12                         ; inductor_mm.py:33:12
	s_lshl_b32 s17, s2, 6
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v11, vcc
	v_subrev_u32_e32 v11, s3, v2
	v_cmp_le_u32_e32 vcc, s3, v2
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_or_b32_e32 v19, s17, v16
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_mov_b32 s11, 0x27000
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v11, vcc
	v_xor_b32_e32 v2, s1, v2
	v_subrev_u32_e32 v11, s1, v2
	v_add_u32_e32 v2, s1, v12
	v_xor_b32_e32 v2, s1, v2
	v_mul_hi_u32 v12, v2, v13
	v_mul_lo_u32 v12, v12, s3
	v_sub_u32_e32 v2, v2, v12
	v_subrev_u32_e32 v12, s3, v2
	v_cmp_le_u32_e32 vcc, s3, v2
	s_mov_b32 s10, 0x7ffffffe
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_mov_b32 s30, s10
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v12, vcc
	v_subrev_u32_e32 v12, s3, v2
	v_cmp_le_u32_e32 vcc, s3, v2
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_mov_b32 s31, s11
	s_mov_b32 s19, 0
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v12, vcc
	v_xor_b32_e32 v2, s1, v2
	v_subrev_u32_e32 v12, s1, v2
	v_add_u32_e32 v2, s1, v14
	v_xor_b32_e32 v2, s1, v2
	v_mul_hi_u32 v14, v2, v13
	v_mul_lo_u32 v14, v14, s3
	v_sub_u32_e32 v2, v2, v14
	v_subrev_u32_e32 v14, s3, v2
	v_cmp_le_u32_e32 vcc, s3, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v14, vcc
	v_subrev_u32_e32 v14, s3, v2
	v_cmp_le_u32_e32 vcc, s3, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v14, vcc
	v_xor_b32_e32 v2, s1, v2
	v_subrev_u32_e32 v14, s1, v2
	v_add_u32_e32 v2, s1, v15
	v_xor_b32_e32 v2, s1, v2
	v_mul_hi_u32 v15, v2, v13
	v_mul_lo_u32 v15, v15, s3
	v_sub_u32_e32 v2, v2, v15
	v_subrev_u32_e32 v15, s3, v2
	v_cmp_le_u32_e32 vcc, s3, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v15, vcc
	v_subrev_u32_e32 v15, s3, v2
	v_cmp_le_u32_e32 vcc, s3, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v15, vcc
	v_xor_b32_e32 v2, s1, v2
	v_subrev_u32_e32 v15, s1, v2
	v_add_u32_e32 v2, s1, v18
	v_xor_b32_e32 v2, s1, v2
	v_mul_hi_u32 v13, v2, v13
	v_mul_lo_u32 v13, v13, s3
	v_sub_u32_e32 v2, v2, v13
	v_subrev_u32_e32 v13, s3, v2
	v_cmp_le_u32_e32 vcc, s3, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v13, vcc
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cvt_f32_u32_e32 v13, s6
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_subrev_u32_e32 v18, s3, v2
	v_cmp_le_u32_e32 vcc, s3, v2
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_rcp_f32_e32 v13, v13
	.loc	1 34 47                         ; inductor_mm.py:34:47
	s_nop 0
	v_cndmask_b32_e32 v2, v2, v18, vcc
	v_xor_b32_e32 v2, s1, v2
	v_subrev_u32_e32 v32, s1, v2
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_mul_f32_e32 v2, 0x4f7ffffe, v13
	v_cvt_u32_f32_e32 v2, v2
	s_bfe_i32 s1, s2, 0x10019
	s_sub_i32 s2, 0, s6
	v_add_u32_e32 v13, s1, v19
	v_mul_lo_u32 v18, s2, v2
	v_mul_hi_u32 v18, v2, v18
	v_xor_b32_e32 v13, s1, v13
	v_add_u32_e32 v2, v2, v18
	v_mul_hi_u32 v2, v13, v2
	v_mul_lo_u32 v2, v2, s6
	v_sub_u32_e32 v2, v13, v2
	v_subrev_u32_e32 v13, s6, v2
	v_cmp_le_u32_e32 vcc, s6, v2
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[18:19], s[2:3], v20, s27, v[16:17]
	v_mad_u64_u32 v[20:21], s[2:3], v9, s27, v[16:17]
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cndmask_b32_e32 v2, v2, v13, vcc
	v_subrev_u32_e32 v13, s6, v2
	v_cmp_le_u32_e32 vcc, s6, v2
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[22:23], s[2:3], v10, s27, v[16:17]
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_gt_i32 s26, 0
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cndmask_b32_e32 v2, v2, v13, vcc
	v_xor_b32_e32 v2, s1, v2
	v_subrev_u32_e32 v2, s1, v2
	.loc	1 38 12                         ; inductor_mm.py:38:12
	v_mad_u64_u32 v[34:35], s[2:3], v50, s23, v[2:3]
	v_mad_u64_u32 v[36:37], s[2:3], v5, s23, v[2:3]
	v_mad_u64_u32 v[38:39], s[2:3], v51, s23, v[2:3]
	v_mad_u64_u32 v[40:41], s[2:3], v6, s23, v[2:3]
	v_mad_u64_u32 v[42:43], s[2:3], v52, s23, v[2:3]
	v_mad_u64_u32 v[44:45], s[2:3], v7, s23, v[2:3]
	v_mad_u64_u32 v[46:47], s[2:3], v53, s23, v[2:3]
	v_mad_u64_u32 v[48:49], s[2:3], v8, s23, v[2:3]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_lshlrev_b32_e32 v2, 1, v3
	v_lshrrev_b32_e32 v3, 3, v3
	v_and_b32_e32 v3, 28, v3
	v_xor_b32_e32 v3, v3, v2
	v_sub_u32_e32 v5, v3, v2
	v_ashrrev_i32_e32 v5, 1, v5
	v_add_u32_e32 v21, v5, v4
	v_lshlrev_b32_e32 v23, 2, v21
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cselect_b64 s[12:13], -1, 0
	.loc	1 46 36                         ; inductor_mm.py:46:36
	v_cmp_gt_i32_e32 vcc, s26, v16
	.loc	1 46 17 is_stmt 0               ; inductor_mm.py:46:17
	v_xor_b32_e32 v6, 0x220, v3
	v_xor_b32_e32 v7, 0x620, v3
	v_xor_b32_e32 v8, 0xa20, v3
	v_xor_b32_e32 v3, 0xe20, v3
	ds_bpermute_b32 v5, v23, v18
	.loc	1 37 12 is_stmt 1               ; inductor_mm.py:37:12
	v_mad_u64_u32 v[24:25], s[2:3], v11, s27, v[16:17]
	v_mad_u64_u32 v[26:27], s[2:3], v12, s27, v[16:17]
	v_mad_u64_u32 v[28:29], s[2:3], v14, s27, v[16:17]
	v_mad_u64_u32 v[30:31], s[2:3], v15, s27, v[16:17]
	v_mad_u64_u32 v[32:33], s[2:3], v32, s27, v[16:17]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_sub_u32_e32 v6, v6, v2
	v_sub_u32_e32 v7, v7, v2
	v_sub_u32_e32 v8, v8, v2
	v_sub_u32_e32 v2, v3, v2
	s_lshl_b32 s18, s0, 8
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 s[0:1], s[12:13], vcc
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_lshrrev_b32_e32 v6, 1, v6
	v_lshrrev_b32_e32 v9, 1, v2
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	s_movk_i32 s2, 0xff00
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_add3_u32 v27, v6, v4, s2
	v_lshlrev_b32_e32 v29, 2, v27
	v_lshrrev_b64 v[2:3], v21, vcc
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v3, 1, v5
	ds_bpermute_b32 v5, v29, v20
	v_and_b32_e32 v2, 1, v2
	v_bfrev_b32_e32 v25, 1
	v_cmp_eq_u32_e64 s[0:1], 1, v2
	s_and_b32 s9, s9, 0xffff
	s_mov_b32 m0, s18
	v_cndmask_b32_e64 v2, v25, v3, s[0:1]
	buffer_load_dword v2, s[8:11], 0 offen lds
	v_lshrrev_b64 v[2:3], v27, vcc
	v_and_b32_e32 v2, 1, v2
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v3, 1, v5
	ds_bpermute_b32 v5, v23, v22
	v_cmp_eq_u32_e64 s[2:3], 1, v2
	v_lshrrev_b32_e32 v7, 1, v7
	s_add_i32 m0, s18, 0x400
	v_cndmask_b32_e64 v2, v25, v3, s[2:3]
	s_movk_i32 s2, 0xfd00
	v_add3_u32 v31, v7, v4, s2
	v_lshlrev_b32_e32 v33, 2, v31
	buffer_load_dword v2, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v2, 1, v5
	ds_bpermute_b32 v5, v33, v24
	s_add_i32 m0, s18, 0x800
	v_cndmask_b32_e64 v2, v25, v2, s[0:1]
	buffer_load_dword v2, s[8:11], 0 offen lds
	v_lshrrev_b64 v[2:3], v31, vcc
	v_and_b32_e32 v2, 1, v2
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v3, 1, v5
	ds_bpermute_b32 v5, v23, v26
	v_cmp_eq_u32_e64 s[2:3], 1, v2
	v_lshrrev_b32_e32 v8, 1, v8
	s_add_i32 m0, s18, 0xc00
	v_cndmask_b32_e64 v2, v25, v3, s[2:3]
	s_movk_i32 s2, 0xfb00
	v_add3_u32 v41, v8, v4, s2
	v_lshlrev_b32_e32 v43, 2, v41
	buffer_load_dword v2, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v2, 1, v5
	ds_bpermute_b32 v5, v43, v28
	s_add_i32 m0, s18, 0x1000
	v_cndmask_b32_e64 v2, v25, v2, s[0:1]
	buffer_load_dword v2, s[8:11], 0 offen lds
	v_lshrrev_b64 v[2:3], v41, vcc
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v3, 1, v5
	ds_bpermute_b32 v5, v23, v30
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[2:3], 1, v2
	s_add_i32 m0, s18, 0x1400
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[6:7], s26, v50
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cndmask_b32_e64 v2, v25, v3, s[2:3]
	buffer_load_dword v2, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v2, 1, v5
	v_cndmask_b32_e64 v2, v25, v2, s[0:1]
	s_movk_i32 s0, 0xf900
	v_add3_u32 v45, v9, v4, s0
	v_lshlrev_b32_e32 v47, 2, v45
	ds_bpermute_b32 v4, v47, v32
	s_add_i32 m0, s18, 0x1800
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_and_b32 s29, s29, 0xffff
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v2, s[8:11], 0 offen lds
	v_lshrrev_b64 v[2:3], v45, vcc
	v_and_b32_e32 v2, 1, v2
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v3, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_add_i32 m0, s18, 0x1c00
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[0:1], s26, v52
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cndmask_b32_e32 v2, v25, v3, vcc
	buffer_load_dword v2, s[8:11], 0 offen lds
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v2, 1, v34
	s_add_i32 m0, s18, 0x4000
	v_cndmask_b32_e64 v2, v25, v2, s[6:7]
	; asyncmark
	buffer_load_dword v2, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v36
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	v_cmp_gt_i32_e32 vcc, s26, v51
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s18, 0x4400
	v_cndmask_b32_e64 v2, v25, v2, s[6:7]
	buffer_load_dword v2, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v38
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[12:13], vcc
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s18, 0x4800
	v_cndmask_b32_e32 v2, v25, v2, vcc
	buffer_load_dword v2, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v40
	s_add_i32 m0, s18, 0x4c00
	v_cndmask_b32_e32 v2, v25, v2, vcc
	buffer_load_dword v2, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v42
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 vcc, s[12:13], s[0:1]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s18, 0x5000
	v_cndmask_b32_e32 v2, v25, v2, vcc
	buffer_load_dword v2, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v44
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[2:3], s26, v53
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s18, 0x5400
	v_cndmask_b32_e32 v2, v25, v2, vcc
	buffer_load_dword v2, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v46
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[12:13], s[2:3]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s18, 0x5800
	v_cndmask_b32_e32 v2, v25, v2, vcc
	buffer_load_dword v2, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v48
	s_add_i32 m0, s18, 0x5c00
	v_cndmask_b32_e32 v2, v25, v2, vcc
	buffer_load_dword v2, s[28:31], 0 offen lds
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_and_b32_e32 v19, 32, v0
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_sub_i32 s22, s26, 64
	s_cmp_lt_i32 s22, 1
	v_lshlrev_b32_e32 v35, 7, v17
	v_lshlrev_b32_e32 v37, 3, v1
	v_lshrrev_b32_e32 v39, 2, v19
	v_lshlrev_b32_e32 v49, 4, v19
	; asyncmark
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.lr.ph
	.loc	1 0 5 is_stmt 0                 ; inductor_mm.py:0:5
	v_and_b32_e32 v0, 0x78, v37
	s_lshl_b32 s0, s15, 5
	v_xor_b32_e32 v0, v0, v39
	v_or3_b32 v54, s0, v35, v0
	v_mov_b32_e32 v0, 0
	.loc	1 50 17 is_stmt 1               ; inductor_mm.py:50:17
	s_lshl_b32 s23, s23, 6
	v_xor_b32_e32 v55, 0x50, v54
	v_xor_b32_e32 v56, 0x60, v54
	v_xor_b32_e32 v57, 0x70, v54
	s_movk_i32 s35, 0x4000
	s_mov_b32 s27, 0x5040100
	s_mov_b32 s34, 0
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
	s_mov_b32 s33, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_add_i32 s0, s34, 1
	s_cmp_lt_i32 s0, 2
	s_cselect_b32 s34, s0, 0
	s_add_i32 s33, s33, 64
	.loc	1 46 36                         ; inductor_mm.py:46:36
	s_sub_i32 s36, s26, s33
	.loc	1 46 17 is_stmt 0               ; inductor_mm.py:46:17
	v_cmp_gt_i32_e32 vcc, s36, v16
	.loc	1 49 9 is_stmt 1                ; inductor_mm.py:49:9
	v_add_u32_e32 v18, 64, v18
	v_add_u32_e32 v20, 64, v20
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_lshrrev_b64 v[58:59], v21, vcc
	v_lshrrev_b64 v[60:61], v27, vcc
	v_lshrrev_b64 v[62:63], v31, vcc
	v_and_b32_e32 v61, 1, v58
	v_lshrrev_b64 v[58:59], v41, vcc
	v_and_b32_e32 v63, 1, v58
	v_lshrrev_b64 v[58:59], v45, vcc
	ds_bpermute_b32 v59, v23, v18
	v_cmp_eq_u32_e32 vcc, 1, v61
	ds_bpermute_b32 v61, v29, v20
	s_mov_b32 s37, s19
	s_lshl_b32 s19, s34, 13
	v_and_b32_e32 v60, 1, v60
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v59, 1, v59
	s_add_i32 s38, s19, s18
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v61, 1, v61
	v_cmp_eq_u32_e64 s[6:7], 1, v60
	v_cndmask_b32_e32 v59, v25, v59, vcc
	s_mov_b32 m0, s38
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0)
	s_barrier
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v22, 64, v22
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v59, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v61, v25, v61, s[6:7]
	s_add_i32 m0, s38, 0x400
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v24, 64, v24
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v61, s[8:11], 0 offen lds
	ds_bpermute_b32 v61, v23, v22
	ds_bpermute_b32 v60, v33, v24
	v_and_b32_e32 v62, 1, v62
	v_cmp_eq_u32_e64 s[12:13], 1, v62
	s_add_i32 m0, s38, 0x800
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v61, 1, v61
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v60, 1, v60
	v_cndmask_b32_e32 v61, v25, v61, vcc
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v26, 64, v26
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v61, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v60, v25, v60, s[12:13]
	s_add_i32 m0, s38, 0xc00
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v28, 64, v28
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v60, s[8:11], 0 offen lds
	ds_bpermute_b32 v60, v23, v26
	ds_bpermute_b32 v62, v43, v28
	v_cmp_eq_u32_e64 s[2:3], 1, v63
	s_add_i32 m0, s38, 0x1000
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v30, 64, v30
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v60, 1, v60
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v62, 1, v62
	v_cndmask_b32_e32 v60, v25, v60, vcc
	buffer_load_dword v60, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v62, v25, v62, s[2:3]
	s_add_i32 m0, s38, 0x1400
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v32, 64, v32
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v62, s[8:11], 0 offen lds
	ds_bpermute_b32 v62, v23, v30
	ds_bpermute_b32 v63, v47, v32
	v_and_b32_e32 v58, 1, v58
	v_cmp_eq_u32_e64 s[0:1], 1, v58
	s_add_i32 m0, s38, 0x1800
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v62, 1, v62
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v63, 1, v63
	v_cndmask_b32_e32 v62, v25, v62, vcc
	v_xor_b32_e32 v60, 64, v54
	buffer_load_dword v62, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v63, v25, v63, s[0:1]
	s_add_i32 m0, s38, 0x1c00
	v_xor_b32_e32 v58, 16, v54
	v_xor_b32_e32 v59, 32, v54
	v_xor_b32_e32 v61, 48, v54
	v_add_u32_e32 v62, s37, v54
	v_add_u32_e32 v60, s37, v60
	buffer_load_dword v63, s[8:11], 0 offen lds
	v_add_u32_e32 v63, s37, v55
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v34, s23, v34
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v58, s37, v58
	v_add_u32_e32 v59, s37, v59
	v_add_u32_e32 v61, s37, v61
	; asyncmark
	ds_read_b64 v[66:67], v62
	ds_read_b64 v[76:77], v63
	ds_read_b64 v[74:75], v60
	v_add_u32_e32 v62, s37, v56
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v36, s23, v36
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[68:69], v58
	ds_read_b64 v[70:71], v59
	ds_read_b64 v[72:73], v61
	ds_read_b64 v[78:79], v62
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v59, 1, v34
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	v_cmp_gt_i32_e32 vcc, s36, v50
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_mov_b32 s30, s10
	s_mov_b32 s31, s11
	.loc	1 50 9 is_stmt 1                ; inductor_mm.py:50:9
	v_add_u32_e32 v38, s23, v38
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v58, s37, v57
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v61, 1, v36
	v_cndmask_b32_e32 v59, v25, v59, vcc
	s_add_i32 m0, s38, 0x4000
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v40, s23, v40
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[80:81], v58
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v60, 1, v38
	buffer_load_dword v59, s[28:31], 0 offen lds
	v_cndmask_b32_e32 v61, v25, v61, vcc
	s_add_i32 m0, s38, 0x4400
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	v_cmp_gt_i32_e32 vcc, s36, v51
	.loc	1 50 9 is_stmt 1                ; inductor_mm.py:50:9
	v_add_u32_e32 v42, s23, v42
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v63, 1, v40
	buffer_load_dword v61, s[28:31], 0 offen lds
	s_add_i32 s0, s16, s35
	v_cndmask_b32_e32 v60, v25, v60, vcc
	s_add_i32 m0, s38, 0x4800
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v44, s23, v44
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v62, 1, v42
	buffer_load_dword v60, s[28:31], 0 offen lds
	v_add3_u32 v60, s0, v49, v16
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[0:1], s36, v52
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e32 v63, v25, v63, vcc
	s_add_i32 m0, s38, 0x4c00
	.loc	1 50 9 is_stmt 1                ; inductor_mm.py:50:9
	v_add_u32_e32 v46, s23, v46
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v58, 1, v44
	v_cndmask_b32_e64 v62, v25, v62, s[0:1]
	buffer_load_dword v63, s[28:31], 0 offen lds
	s_add_i32 m0, s38, 0x5000
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v48, s23, v48
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v59, 1, v46
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[2:3], s36, v53
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e64 v58, v25, v58, s[0:1]
	buffer_load_dword v62, s[28:31], 0 offen lds
	s_add_i32 m0, s38, 0x5400
	v_lshlrev_b32_e32 v61, 1, v48
	v_cndmask_b32_e64 v59, v25, v59, s[2:3]
	buffer_load_dword v58, s[28:31], 0 offen lds
	s_add_i32 m0, s38, 0x5800
	v_cndmask_b32_e64 v61, v25, v61, s[2:3]
	buffer_load_dword v59, s[28:31], 0 offen lds
	s_add_i32 m0, s38, 0x5c00
	s_add_i32 s35, s19, 0x4000
	buffer_load_dword v61, s[28:31], 0 offen lds
	; asyncmark
	ds_read_u16 v58, v60 offset:256
	ds_read_u16 v59, v60 offset:384
	ds_read_u16 v61, v60 offset:1408
	ds_read_u16 v62, v60 offset:1024
	ds_read_u16 v63, v60 offset:1152
	ds_read_u16 v64, v60 offset:128
	.loc	1 48 16 is_stmt 1               ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v59, v59, v58, s27
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v58, v60
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_lt_i32 s33, s22
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v58, v64, v58, s27
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[66:67], v[0:15]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v58, v60 offset:1280
	ds_read_u16 v64, v60 offset:2304
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v59, v61, v58, s27
	v_perm_b32 v58, v63, v62, s27
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v61, v60 offset:2432
	ds_read_u16 v62, v60 offset:3456
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[68:69], v[0:15]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v63, v60 offset:3072
	ds_read_u16 v65, v60 offset:3200
	ds_read_u16 v58, v60 offset:2176
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v59, v61, v64, s27
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v61, v60 offset:2048
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v58, v58, v61, s27
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[70:71], v[0:15]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v58, v60 offset:3328
	ds_read_u16 v61, v60 offset:4352
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v59, v62, v58, s27
	v_perm_b32 v58, v65, v63, s27
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v62, v60 offset:4480
	ds_read_u16 v63, v60 offset:5504
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[72:73], v[0:15]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v64, v60 offset:5120
	ds_read_u16 v65, v60 offset:5248
	ds_read_u16 v58, v60 offset:4224
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v59, v62, v61, s27
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v61, v60 offset:4096
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v58, v58, v61, s27
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[74:75], v[0:15]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v58, v60 offset:5376
	ds_read_u16 v61, v60 offset:6400
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v59, v63, v58, s27
	v_perm_b32 v58, v65, v64, s27
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v62, v60 offset:6528
	ds_read_u16 v63, v60 offset:7168
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[76:77], v[0:15]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v64, v60 offset:7552
	ds_read_u16 v65, v60 offset:7296
	ds_read_u16 v58, v60 offset:6272
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v59, v62, v61, s27
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v61, v60 offset:6144
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v58, v58, v61, s27
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[78:79], v[0:15]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v58, v60 offset:7424
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v59, v64, v58, s27
	v_perm_b32 v58, v65, v63, s27
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[58:59], v[80:81], v[0:15]
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	.loc	1 0 5 is_stmt 0                 ; inductor_mm.py:0:5
	v_mov_b32_e32 v15, 0
	s_movk_i32 s35, 0x4000
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
	s_add_i32 s0, s26, 63
	s_cmp_lt_i32 s0, 64
	; wait_asyncmark(0)
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 s0, s16, s35
	v_add3_u32 v16, s0, v49, v16
	ds_read_u16 v18, v16 offset:1408
	ds_read_u16 v22, v16 offset:1280
	ds_read_u16 v24, v16 offset:1152
	ds_read_u16 v25, v16 offset:1024
	ds_read_u16 v20, v16 offset:384
	ds_read_u16 v21, v16 offset:256
	ds_read_u16 v23, v16 offset:128
	ds_read_u16 v26, v16
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_and_b32_e32 v27, 0x78, v37
	s_lshl_b32 s0, s15, 5
	v_xor_b32_e32 v27, v27, v39
	v_or3_b32 v27, s0, v35, v27
	v_add_u32_e32 v28, s19, v27
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_mov_b32 s0, 0x5040100
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[28:29], v28
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v21, v20, v21, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v20, v23, v26, s0
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_xad_u32 v23, v27, 16, s19
	ds_read_b64 v[30:31], v23
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[28:29], v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_xad_u32 v21, v27, 32, s19
	ds_read_b64 v[28:29], v21
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_perm_b32 v23, v18, v22, s0
	v_perm_b32 v22, v24, v25, s0
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v18, v16 offset:2432
	ds_read_u16 v20, v16 offset:2304
	ds_read_u16 v24, v16 offset:2176
	ds_read_u16 v25, v16 offset:2048
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v21, v18, v20, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[22:23], v[30:31], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v20, v24, v25, s0
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v18, v16 offset:3456
	ds_read_u16 v22, v16 offset:3328
	ds_read_u16 v23, v16 offset:3200
	ds_read_u16 v24, v16 offset:3072
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_xad_u32 v25, v27, 48, s19
	ds_read_b64 v[30:31], v25
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[28:29], v[0:15]
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v21, v18, v22, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v20, v23, v24, s0
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v25, v16 offset:4480
	ds_read_u16 v26, v16 offset:4352
	ds_read_u16 v28, v16 offset:4224
	ds_read_u16 v29, v16 offset:4096
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_xad_u32 v18, v27, 64, s19
	ds_read_b64 v[32:33], v18
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v23, v25, v26, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v22, v28, v29, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[30:31], v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_xor_b32_e32 v21, 0x50, v27
	v_add_u32_e32 v21, s19, v21
	ds_read_b64 v[30:31], v21
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v18, v16 offset:5504
	ds_read_u16 v20, v16 offset:5376
	ds_read_u16 v24, v16 offset:5248
	ds_read_u16 v25, v16 offset:5120
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v21, v18, v20, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[22:23], v[32:33], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v20, v24, v25, s0
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v22, v16 offset:6528
	ds_read_u16 v23, v16 offset:6400
	ds_read_u16 v26, v16 offset:6272
	ds_read_u16 v28, v16 offset:6144
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_xor_b32_e32 v18, 0x60, v27
	v_add_u32_e32 v18, s19, v18
	ds_read_b64 v[32:33], v18
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v23, v22, v23, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v22, v26, v28, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[30:31], v[0:15]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v18, v16 offset:7552
	ds_read_u16 v20, v16 offset:7424
	ds_read_u16 v24, v16 offset:7296
	ds_read_u16 v16, v16 offset:7168
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_xor_b32_e32 v21, 0x70, v27
	v_add_u32_e32 v21, s19, v21
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[0:15], v[22:23], v[32:33], v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[22:23], v21
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v21, v18, v20, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v20, v24, v16, s0
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[22:23], v[0:15]
.LBB0_6:                                ; %._crit_edge._crit_edge
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_lshrrev_b32_e32 v16, 3, v19
	s_lshr_b32 s0, s16, 1
	v_or_b32_e32 v16, s0, v16
	v_or_b32_e32 v18, 16, v16
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_or_b32_e32 v19, s17, v18
	.loc	1 32 31                         ; inductor_mm.py:32:31
	s_lshr_b32 s0, s15, 2
	.loc	1 55 38                         ; inductor_mm.py:55:38
	v_cmp_gt_i32_e64 s[2:3], s25, v19
	.loc	1 60 20                         ; inductor_mm.py:60:20
	s_nop 3
	v_cvt_f16_f32_e32 v19, v1
	v_cvt_f16_f32_e32 v1, v2
	v_cvt_f16_f32_e32 v2, v3
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v17, s0, v17
	.loc	1 59 12                         ; inductor_mm.py:59:12
	s_mul_i32 s5, s14, s4
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_cvt_f16_f32_e32 v0, v0
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_or_b32_e32 v20, s17, v16
	.loc	1 32 12                         ; inductor_mm.py:32:12
	v_or_b32_e32 v21, s14, v17
	.loc	1 59 12                         ; inductor_mm.py:59:12
	v_mul_lo_u32 v17, v17, s4
	s_add_i32 s5, s5, s17
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
	s_and_b64 s[0:1], vcc, s[0:1]
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
	s_and_b64 vcc, vcc, s[2:3]
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
		.amdhsa_next_free_vgpr 82
		.amdhsa_next_free_sgpr 39
		.amdhsa_accum_offset 84
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
	.set .Lmm.num_vgpr, 82
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
; codeLenInByte = 5092
; TotalNumSgprs: 45
; NumVgprs: 82
; NumAgprs: 0
; TotalNumVgprs: 82
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 45
; NumVGPRsForWavesPerEU: 82
; AccumOffset: 84
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 20
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
    .vgpr_count:     82
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
