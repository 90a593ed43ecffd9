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
	s_mov_b64 s[28:29], s[10:11]
.Ltmp1:
	.loc	1 47 17 is_stmt 1               ; inductor_mm.py:47:17
	v_readfirstlane_b32 s0, v0
	.loc	1 60 5                          ; inductor_mm.py:60:5
	s_bfe_u32 s0, s0, 0x20006
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
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_ashr_i32 s7, s7, 6
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_ashr_i32 s2, s2, 31
	v_readfirstlane_b32 s12, v1
	s_mul_i32 s11, s11, s12
	s_mul_hi_u32 s11, s12, s11
	s_add_i32 s12, s12, s11
	s_mul_hi_u32 s11, s10, s12
	s_mul_i32 s12, s11, s6
	s_sub_i32 s10, s10, s12
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
	v_and_b32_e32 v17, 31, v0
	v_lshlrev_b32_e32 v16, 1, v17
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
	v_or_b32_e32 v32, s6, v1
	s_and_b32 s15, s6, 0x80
	s_and_b32 s16, s6, 64
	.loc	1 34 47                         ; inductor_mm.py:34:47
	s_abs_i32 s6, s24
	v_cvt_f32_u32_e32 v8, s6
	.loc	1 32 12                         ; inductor_mm.py:32:12
	s_lshl_b32 s14, s2, 6
	.loc	1 32 31 is_stmt 0               ; inductor_mm.py:32:31
	v_lshrrev_b32_e32 v18, 5, v32
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	s_sub_i32 s7, 0, s6
	v_rcp_f32_e32 v8, v8
	.loc	1 32 12                         ; inductor_mm.py:32:12
	v_or_b32_e32 v2, s14, v18
	.loc	1 34 47                         ; inductor_mm.py:34:47
	s_bfe_i32 s2, s2, 0x10019
	v_add_u32_e32 v2, s2, v2
	v_mul_f32_e32 v8, 0x4f7ffffe, v8
	v_cvt_u32_f32_e32 v8, v8
	v_xor_b32_e32 v2, s2, v2
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v3, 8, v18
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	v_or_b32_e32 v4, s14, v3
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	v_mul_lo_u32 v13, s7, v8
	v_mul_hi_u32 v13, v8, v13
	v_add_u32_e32 v8, v8, v13
	v_mul_hi_u32 v13, v2, v8
	v_mul_lo_u32 v13, v13, s6
	v_sub_u32_e32 v2, v2, v13
	v_subrev_u32_e32 v13, s6, v2
	v_cmp_le_u32_e32 vcc, s6, v2
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v19, 16, v18
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	v_or_b32_e32 v5, s14, v19
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v13, vcc
	v_subrev_u32_e32 v13, s6, v2
	v_cmp_le_u32_e32 vcc, s6, v2
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v33, 24, v18
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	v_or_b32_e32 v6, s14, v33
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v13, vcc
	v_xor_b32_e32 v2, s2, v2
	v_subrev_u32_e32 v13, s2, v2
	v_add_u32_e32 v2, s2, v4
	v_xor_b32_e32 v2, s2, v2
	v_mul_hi_u32 v4, v2, v8
	v_mul_lo_u32 v4, v4, s6
	v_sub_u32_e32 v2, v2, v4
	v_subrev_u32_e32 v4, s6, v2
	v_cmp_le_u32_e32 vcc, s6, v2
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v20, 32, v18
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	v_or_b32_e32 v7, s14, v20
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_subrev_u32_e32 v4, s6, v2
	v_cmp_le_u32_e32 vcc, s6, v2
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v34, 40, v18
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	v_or_b32_e32 v9, s14, v34
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_xor_b32_e32 v2, s2, v2
	v_subrev_u32_e32 v14, s2, v2
	v_add_u32_e32 v2, s2, v5
	v_xor_b32_e32 v2, s2, v2
	v_mul_hi_u32 v4, v2, v8
	v_mul_lo_u32 v4, v4, s6
	v_sub_u32_e32 v2, v2, v4
	v_subrev_u32_e32 v4, s6, v2
	v_cmp_le_u32_e32 vcc, s6, v2
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v21, 48, v18
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	v_or_b32_e32 v10, s14, v21
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_subrev_u32_e32 v4, s6, v2
	v_cmp_le_u32_e32 vcc, s6, v2
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v35, 56, v18
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	v_or_b32_e32 v11, s14, v35
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_xor_b32_e32 v2, s2, v2
	v_subrev_u32_e32 v15, s2, v2
	v_add_u32_e32 v2, s2, v6
	v_xor_b32_e32 v2, s2, v2
	v_mul_hi_u32 v4, v2, v8
	v_mul_lo_u32 v4, v4, s6
	v_sub_u32_e32 v2, v2, v4
	v_subrev_u32_e32 v4, s6, v2
	v_cmp_le_u32_e32 vcc, s6, v2
	.loc	1 35 47                         ; inductor_mm.py:35:47
	s_abs_i32 s7, s25
	.loc	1 33 12                         ; inductor_mm.py:33:12
	s_lshl_b32 s17, s3, 6
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_subrev_u32_e32 v4, s6, v2
	v_cmp_le_u32_e32 vcc, s6, v2
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_or_b32_e32 v12, s17, v16
	.loc	1 50 17                         ; inductor_mm.py:50:17
	s_lshl_b32 s18, s1, 6
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_xor_b32_e32 v2, s2, v2
	v_subrev_u32_e32 v22, s2, v2
	v_add_u32_e32 v2, s2, v7
	v_xor_b32_e32 v2, s2, v2
	v_mul_hi_u32 v4, v2, v8
	v_mul_lo_u32 v4, v4, s6
	v_sub_u32_e32 v2, v2, v4
	v_subrev_u32_e32 v4, s6, v2
	v_cmp_le_u32_e32 vcc, s6, v2
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_subrev_u32_e32 v4, s6, v2
	v_cmp_le_u32_e32 vcc, s6, v2
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_mov_b32 s30, s10
	s_mov_b32 s31, s11
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_xor_b32_e32 v2, s2, v2
	v_subrev_u32_e32 v23, s2, v2
	v_add_u32_e32 v2, s2, v9
	v_xor_b32_e32 v2, s2, v2
	v_mul_hi_u32 v4, v2, v8
	v_mul_lo_u32 v4, v4, s6
	v_sub_u32_e32 v2, v2, v4
	v_subrev_u32_e32 v4, s6, v2
	v_cmp_le_u32_e32 vcc, s6, v2
	s_mov_b32 s36, 1
	s_movk_i32 s19, 0x2000
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_subrev_u32_e32 v4, s6, v2
	v_cmp_le_u32_e32 vcc, s6, v2
	s_mov_b32 s23, 0x8000
	s_nop 0
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_xor_b32_e32 v2, s2, v2
	v_subrev_u32_e32 v24, s2, v2
	v_add_u32_e32 v2, s2, v10
	v_xor_b32_e32 v2, s2, v2
	v_mul_hi_u32 v4, v2, v8
	v_mul_lo_u32 v4, v4, s6
	v_sub_u32_e32 v2, v2, v4
	v_subrev_u32_e32 v4, s6, v2
	v_cmp_le_u32_e32 vcc, s6, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_subrev_u32_e32 v4, s6, v2
	v_cmp_le_u32_e32 vcc, s6, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_xor_b32_e32 v2, s2, v2
	v_subrev_u32_e32 v25, s2, v2
	v_add_u32_e32 v2, s2, v11
	v_xor_b32_e32 v2, s2, v2
	v_mul_hi_u32 v4, v2, v8
	v_mul_lo_u32 v4, v4, s6
	v_sub_u32_e32 v2, v2, v4
	v_subrev_u32_e32 v4, s6, v2
	v_cmp_le_u32_e32 vcc, s6, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v4, vcc
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cvt_f32_u32_e32 v4, s7
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_subrev_u32_e32 v5, s6, v2
	v_cmp_le_u32_e32 vcc, s6, v2
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_rcp_f32_e32 v4, v4
	.loc	1 34 47                         ; inductor_mm.py:34:47
	s_nop 0
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_xor_b32_e32 v2, s2, v2
	v_subrev_u32_e32 v26, s2, v2
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_mul_f32_e32 v2, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v2, v2
	s_bfe_i32 s2, s3, 0x10019
	s_sub_i32 s3, 0, s7
	v_add_u32_e32 v4, s2, v12
	v_mul_lo_u32 v5, s3, v2
	v_mul_hi_u32 v5, v2, v5
	v_xor_b32_e32 v4, s2, v4
	v_add_u32_e32 v2, v2, v5
	v_mul_hi_u32 v2, v4, v2
	v_mul_lo_u32 v2, v2, s7
	v_sub_u32_e32 v2, v4, v2
	v_subrev_u32_e32 v4, s7, v2
	v_cmp_le_u32_e32 vcc, s7, v2
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_gt_i32 s26, 0
	s_cselect_b64 s[12:13], -1, 0
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_subrev_u32_e32 v4, s7, v2
	v_cmp_le_u32_e32 vcc, s7, v2
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_lshl_b32 s22, s0, 8
	s_and_b32 s9, s9, 0xffff
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_xor_b32_e32 v2, s2, v2
	v_subrev_u32_e32 v2, s2, v2
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[4:5], s[2:3], v13, s27, v[16:17]
	v_mad_u64_u32 v[6:7], s[2:3], v14, s27, v[16:17]
	v_mad_u64_u32 v[8:9], s[2:3], v15, s27, v[16:17]
	v_mad_u64_u32 v[10:11], s[2:3], v22, s27, v[16:17]
	v_mad_u64_u32 v[12:13], s[2:3], v23, s27, v[16:17]
	v_mad_u64_u32 v[14:15], s[2:3], v24, s27, v[16:17]
	v_mad_u64_u32 v[22:23], s[2:3], v25, s27, v[16:17]
	v_mad_u64_u32 v[24:25], s[2:3], v26, s27, v[16:17]
	.loc	1 38 12                         ; inductor_mm.py:38:12
	v_mad_u64_u32 v[26:27], s[2:3], v18, s1, v[2:3]
	v_mad_u64_u32 v[28:29], s[2:3], v3, s1, v[2:3]
	v_mad_u64_u32 v[30:31], s[2:3], v19, s1, v[2:3]
	v_mad_u64_u32 v[54:55], s[2:3], v33, s1, v[2:3]
	v_mad_u64_u32 v[56:57], s[2:3], v20, s1, v[2:3]
	v_mad_u64_u32 v[58:59], s[2:3], v34, s1, v[2:3]
	v_mad_u64_u32 v[60:61], s[2:3], v21, s1, v[2:3]
	v_mad_u64_u32 v[2:3], s[2:3], v35, s1, v[2:3]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_lshrrev_b32_e32 v5, 3, v32
	v_lshlrev_b32_e32 v3, 1, v32
	v_and_b32_e32 v5, 28, v5
	v_xor_b32_e32 v5, v5, v3
	.loc	1 46 36 is_stmt 0               ; inductor_mm.py:46:36
	v_cmp_gt_i32_e32 vcc, s26, v16
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_sub_u32_e32 v7, v5, v3
	v_ashrrev_i32_e32 v7, 1, v7
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 s[0:1], s[12:13], vcc
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_xor_b32_e32 v9, 0x220, v5
	v_add_u32_e32 v31, v7, v1
	v_cndmask_b32_e64 v7, 0, 1, s[0:1]
	v_sub_u32_e32 v9, v9, v3
	v_xor_b32_e32 v11, 0x620, v5
	v_xor_b32_e32 v13, 0xa20, v5
	v_xor_b32_e32 v5, 0xe20, v5
	v_lshlrev_b32_e32 v32, 2, v31
	v_cmp_ne_u32_e32 vcc, 0, v7
	v_lshrrev_b32_e32 v9, 1, v9
	v_sub_u32_e32 v11, v11, v3
	v_sub_u32_e32 v13, v13, v3
	v_sub_u32_e32 v3, v5, v3
	ds_bpermute_b32 v5, v32, v4
	v_lshrrev_b64 v[34:35], v31, vcc
	s_movk_i32 s2, 0xff00
	v_and_b32_e32 v7, 1, v34
	v_add3_u32 v34, v9, v1, s2
	v_lshlrev_b32_e32 v35, 2, v34
	v_cmp_eq_u32_e64 s[0:1], 1, v7
	ds_bpermute_b32 v7, v35, v6
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v5, 1, v5
	v_bfrev_b32_e32 v33, 1
	v_cndmask_b32_e64 v5, v33, v5, s[0:1]
	s_mov_b32 m0, s22
	v_lshrrev_b64 v[36:37], v34, vcc
	buffer_load_dword v5, s[8:11], 0 offen lds
	v_and_b32_e32 v5, 1, v36
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v7, 1, v7
	v_cmp_eq_u32_e64 s[2:3], 1, v5
	v_lshrrev_b32_e32 v11, 1, v11
	ds_bpermute_b32 v9, v32, v8
	v_cndmask_b32_e64 v5, v33, v7, s[2:3]
	s_movk_i32 s2, 0xfd00
	v_add3_u32 v36, v11, v1, s2
	v_lshlrev_b32_e32 v37, 2, v36
	ds_bpermute_b32 v7, v37, v10
	s_add_i32 m0, s22, 0x400
	v_lshrrev_b64 v[38:39], v36, vcc
	buffer_load_dword v5, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v5, 1, v9
	s_add_i32 m0, s22, 0x800
	v_cndmask_b32_e64 v5, v33, v5, s[0:1]
	buffer_load_dword v5, s[8:11], 0 offen lds
	v_and_b32_e32 v5, 1, v38
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v7, 1, v7
	v_cmp_eq_u32_e64 s[2:3], 1, v5
	v_lshrrev_b32_e32 v13, 1, v13
	ds_bpermute_b32 v9, v32, v12
	v_cndmask_b32_e64 v5, v33, v7, s[2:3]
	s_movk_i32 s2, 0xfb00
	v_add3_u32 v38, v13, v1, s2
	v_lshlrev_b32_e32 v39, 2, v38
	ds_bpermute_b32 v7, v39, v14
	s_add_i32 m0, s22, 0xc00
	v_lshrrev_b64 v[40:41], v38, vcc
	buffer_load_dword v5, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v5, 1, v9
	ds_bpermute_b32 v9, v32, v22
	s_add_i32 m0, s22, 0x1000
	v_cndmask_b32_e64 v5, v33, v5, s[0:1]
	buffer_load_dword v5, s[8:11], 0 offen lds
	v_and_b32_e32 v5, 1, v40
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v7, 1, v7
	v_cmp_eq_u32_e64 s[2:3], 1, v5
	s_add_i32 m0, s22, 0x1400
	v_lshrrev_b32_e32 v3, 1, v3
	v_cndmask_b32_e64 v5, v33, v7, s[2:3]
	buffer_load_dword v5, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v5, 1, v9
	v_cndmask_b32_e64 v5, v33, v5, s[0:1]
	s_movk_i32 s0, 0xf900
	v_add3_u32 v40, v3, v1, s0
	v_lshlrev_b32_e32 v41, 2, v40
	ds_bpermute_b32 v1, v41, v24
	v_lshrrev_b64 v[42:43], v40, vcc
	v_and_b32_e32 v3, 1, v42
	s_add_i32 m0, s22, 0x1800
	v_cmp_eq_u32_e32 vcc, 1, v3
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v1, 1, v1
	buffer_load_dword v5, s[8:11], 0 offen lds
	s_add_i32 m0, s22, 0x1c00
	v_cndmask_b32_e32 v1, v33, v1, vcc
	buffer_load_dword v1, s[8:11], 0 offen lds
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v1, 1, v26
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[6:7], s26, v18
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_and_b32 s29, s29, 0xffff
	s_add_i32 m0, s22, 0x6000
	v_cndmask_b32_e64 v1, v33, v1, s[6:7]
	; asyncmark
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 1, v28
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e32 vcc, s26, v19
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s22, 0x6400
	v_cndmask_b32_e64 v1, v33, v1, s[6:7]
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 1, v30
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[12:13], vcc
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s22, 0x6800
	v_cndmask_b32_e32 v1, v33, v1, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 1, v54
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[0:1], s26, v20
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s22, 0x6c00
	v_cndmask_b32_e32 v1, v33, v1, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 1, v56
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[12:13], s[0:1]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s22, 0x7000
	v_cndmask_b32_e32 v1, v33, v1, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 1, v58
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[2:3], s26, v21
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s22, 0x7400
	v_cndmask_b32_e32 v1, v33, v1, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 1, v60
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[12:13], s[2:3]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s22, 0x7800
	v_cndmask_b32_e32 v1, v33, v1, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	s_add_i32 m0, s22, 0x7c00
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_gt_i32 s26, 64
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v1, 1, v2
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cselect_b64 s[12:13], -1, 0
	.loc	1 46 36                         ; inductor_mm.py:46:36
	s_sub_i32 s6, s26, 64
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e32 v1, v33, v1, vcc
	.loc	1 46 36                         ; inductor_mm.py:46:36
	v_cmp_gt_i32_e32 vcc, s6, v16
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v42, 64, v4
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 s[0:1], s[12:13], vcc
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v1, s[28:31], 0 offen lds
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v57, s18, v2
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v1, v32, v42
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	v_cmp_ne_u32_e32 vcc, 0, v2
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v43, 64, v6
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v4, v35, v43
	v_lshrrev_b64 v[2:3], v31, vcc
	v_and_b32_e32 v2, 1, v2
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v44, 64, v8
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cmp_eq_u32_e64 s[0:1], 1, v2
	v_lshrrev_b64 v[2:3], v34, vcc
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v1, 1, v1
	ds_bpermute_b32 v3, v32, v44
	s_add_i32 m0, s22, 0x2000
	v_cndmask_b32_e64 v1, v33, v1, s[0:1]
	; asyncmark
	buffer_load_dword v1, s[8:11], 0 offen lds
	v_and_b32_e32 v1, 1, v2
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v45, 64, v10
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v2, 1, v4
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_add_i32 m0, s22, 0x2400
	ds_bpermute_b32 v4, v37, v45
	v_cndmask_b32_e64 v1, v33, v2, s[2:3]
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v46, 64, v12
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v1, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v1, 1, v3
	v_lshrrev_b64 v[2:3], v36, vcc
	ds_bpermute_b32 v3, v32, v46
	s_add_i32 m0, s22, 0x2800
	v_cndmask_b32_e64 v1, v33, v1, s[0:1]
	buffer_load_dword v1, s[8:11], 0 offen lds
	v_and_b32_e32 v1, 1, v2
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v47, 64, v14
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v2, 1, v4
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_add_i32 m0, s22, 0x2c00
	ds_bpermute_b32 v4, v39, v47
	v_cndmask_b32_e64 v1, v33, v2, s[2:3]
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v48, 64, v22
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v1, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v1, 1, v3
	v_lshrrev_b64 v[2:3], v38, vcc
	ds_bpermute_b32 v3, v32, v48
	s_add_i32 m0, s22, 0x3000
	v_cndmask_b32_e64 v1, v33, v1, s[0:1]
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v49, 64, v24
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v1, s[8:11], 0 offen lds
	v_and_b32_e32 v1, 1, v2
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v2, 1, v4
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	ds_bpermute_b32 v4, v41, v49
	s_add_i32 m0, s22, 0x3400
	v_cndmask_b32_e64 v1, v33, v2, s[2:3]
	buffer_load_dword v1, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v1, 1, v3
	s_add_i32 m0, s22, 0x3800
	v_cndmask_b32_e64 v1, v33, v1, s[0:1]
	v_lshrrev_b64 v[2:3], v40, vcc
	buffer_load_dword v1, s[8:11], 0 offen lds
	v_and_b32_e32 v1, 1, v2
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v2, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v1
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v50, s18, v26
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_add_i32 m0, s22, 0x3c00
	v_cndmask_b32_e32 v1, v33, v2, vcc
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e32 vcc, s6, v18
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v1, s[8:11], 0 offen lds
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v1, 1, v50
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 vcc, s[12:13], vcc
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v51, s18, v28
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s22, 0x8000
	v_cndmask_b32_e32 v1, v33, v1, vcc
	; asyncmark
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 1, v51
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v52, s18, v30
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[0:1], s6, v19
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	s_add_i32 m0, s22, 0x8400
	v_cndmask_b32_e32 v1, v33, v1, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 1, v52
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[12:13], s[0:1]
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v53, s18, v54
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s22, 0x8800
	v_cndmask_b32_e32 v1, v33, v1, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 1, v53
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v54, s18, v56
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[2:3], s6, v20
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	s_add_i32 m0, s22, 0x8c00
	v_cndmask_b32_e32 v1, v33, v1, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 1, v54
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[12:13], s[2:3]
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v55, s18, v58
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s22, 0x9000
	v_cndmask_b32_e32 v1, v33, v1, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 1, v55
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v56, s18, v60
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[6:7], s6, v21
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	s_add_i32 m0, s22, 0x9400
	v_cndmask_b32_e32 v1, v33, v1, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 1, v56
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[12:13], s[6:7]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s22, 0x9800
	v_cndmask_b32_e32 v1, v33, v1, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 1, v57
	s_add_i32 m0, s22, 0x9c00
	v_cndmask_b32_e32 v1, v33, v1, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_and_b32_e32 v22, 32, v0
	v_lshlrev_b32_e32 v0, 3, v0
	v_and_b32_e32 v0, 0x78, v0
	v_lshrrev_b32_e32 v2, 2, v22
	s_lshl_b32 s0, s15, 5
	v_lshlrev_b32_e32 v1, 7, v17
	v_xor_b32_e32 v0, v0, v2
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_add_i32 s33, s26, 0xffffff80
	v_or3_b32 v30, s0, v1, v0
	s_mov_b32 s27, 0
	s_cmp_lt_i32 s33, 1
	v_xor_b32_e32 v29, 16, v30
	v_xor_b32_e32 v28, 32, v30
	v_xor_b32_e32 v27, 48, v30
	v_xor_b32_e32 v26, 64, v30
	v_xor_b32_e32 v25, 0x50, v30
	v_xor_b32_e32 v24, 0x60, v30
	v_xor_b32_e32 v23, 0x70, v30
	v_lshlrev_b32_e32 v58, 4, v22
	s_movk_i32 s0, 0x6000
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
	s_mov_b32 s34, 0x5040100
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
	s_mov_b32 s35, 0
.LBB0_2:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_add_i32 s1, s36, 1
	s_cmp_lt_i32 s1, 3
	s_cselect_b32 s36, s1, 0
	.loc	1 46 36                         ; inductor_mm.py:46:36
	s_sub_i32 s39, s33, s35
	.loc	1 46 17 is_stmt 0               ; inductor_mm.py:46:17
	v_cmp_gt_i32_e32 vcc, s39, v16
	.loc	1 49 9 is_stmt 1                ; inductor_mm.py:49:9
	v_add_u32_e32 v42, 64, v42
	v_add_u32_e32 v43, 64, v43
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_lshrrev_b64 v[60:61], v31, vcc
	v_lshrrev_b64 v[62:63], v34, vcc
	ds_bpermute_b32 v59, v32, v42
	v_lshrrev_b64 v[64:65], v36, vcc
	v_and_b32_e32 v63, 1, v60
	v_lshrrev_b64 v[60:61], v38, vcc
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v44, 64, v44
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v66, v35, v43
	v_and_b32_e32 v65, 1, v60
	v_lshrrev_b64 v[60:61], v40, vcc
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v45, 64, v45
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v61, v32, v44
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v46, 64, v46
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v67, v37, v45
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v47, 64, v47
	s_mov_b32 s40, s27
	s_mov_b32 s27, s19
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cmp_eq_u32_e32 vcc, 1, v63
	ds_bpermute_b32 v63, v32, v46
	s_lshl_b32 s19, s36, 13
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v48, 64, v48
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v68, v39, v47
	v_and_b32_e32 v62, 1, v62
	s_add_i32 s37, s19, s22
	s_waitcnt lgkmcnt(5)
	v_lshlrev_b32_e32 v59, 1, v59
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v49, 64, v49
	s_mov_b32 s38, s0
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cmp_eq_u32_e64 s[0:1], 1, v62
	ds_bpermute_b32 v62, v32, v48
	v_cndmask_b32_e32 v59, v33, v59, vcc
	s_mov_b32 m0, s37
	s_waitcnt lgkmcnt(5)
	v_lshlrev_b32_e32 v66, 1, v66
	ds_bpermute_b32 v69, v41, v49
	v_and_b32_e32 v64, 1, v64
	buffer_load_dword v59, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v66, v33, v66, s[0:1]
	s_add_i32 m0, s37, 0x400
	s_waitcnt lgkmcnt(5)
	v_lshlrev_b32_e32 v61, 1, v61
	v_cmp_eq_u32_e64 s[2:3], 1, v64
	buffer_load_dword v66, s[8:11], 0 offen lds
	v_cndmask_b32_e32 v61, v33, v61, vcc
	s_add_i32 m0, s37, 0x800
	s_waitcnt lgkmcnt(4)
	v_lshlrev_b32_e32 v67, 1, v67
	buffer_load_dword v61, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v67, v33, v67, s[2:3]
	s_add_i32 m0, s37, 0xc00
	s_waitcnt lgkmcnt(3)
	v_lshlrev_b32_e32 v63, 1, v63
	v_cmp_eq_u32_e64 s[6:7], 1, v65
	buffer_load_dword v67, s[8:11], 0 offen lds
	v_cndmask_b32_e32 v63, v33, v63, vcc
	s_add_i32 m0, s37, 0x1000
	s_waitcnt lgkmcnt(2)
	v_lshlrev_b32_e32 v68, 1, v68
	v_and_b32_e32 v60, 1, v60
	buffer_load_dword v63, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v68, v33, v68, s[6:7]
	s_add_i32 m0, s37, 0x1400
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v62, 1, v62
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v50, s18, v50
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cmp_eq_u32_e64 s[12:13], 1, v60
	buffer_load_dword v68, s[8:11], 0 offen lds
	v_cndmask_b32_e32 v62, v33, v62, vcc
	s_add_i32 m0, s37, 0x1800
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v69, 1, v69
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v51, s18, v51
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v64, s40, v30
	v_add_u32_e32 v60, s40, v28
	v_add_u32_e32 v61, s40, v25
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v68, 1, v50
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v62, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v69, v33, v69, s[12:13]
	s_add_i32 m0, s37, 0x1c00
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e32 vcc, s39, v18
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v52, s18, v52
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_mov_b32 s30, s10
	s_mov_b32 s31, s11
	v_lshlrev_b32_e32 v62, 1, v51
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v69, s[8:11], 0 offen lds
	; asyncmark
	ds_read_b64 v[72:73], v64
	ds_read_b64 v[76:77], v60
	ds_read_b64 v[82:83], v61
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e32 v61, v33, v68, vcc
	s_add_i32 m0, s37, 0x6000
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v53, s18, v53
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v69, 1, v52
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[0:1], s39, v19
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e32 v62, v33, v62, vcc
	buffer_load_dword v61, s[28:31], 0 offen lds
	s_add_i32 m0, s37, 0x6400
	.loc	1 50 9 is_stmt 1                ; inductor_mm.py:50:9
	v_add_u32_e32 v54, s18, v54
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v65, s40, v29
	v_add_u32_e32 v66, s40, v26
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v64, 1, v53
	v_cndmask_b32_e64 v68, v33, v69, s[0:1]
	buffer_load_dword v62, s[28:31], 0 offen lds
	s_add_i32 m0, s37, 0x6800
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v55, s18, v55
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v59, s40, v27
	ds_read_b64 v[74:75], v65
	ds_read_b64 v[80:81], v66
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v65, 1, v54
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[2:3], s39, v20
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e64 v64, v33, v64, s[0:1]
	buffer_load_dword v68, s[28:31], 0 offen lds
	s_add_i32 m0, s37, 0x6c00
	.loc	1 50 9 is_stmt 1                ; inductor_mm.py:50:9
	v_add_u32_e32 v56, s18, v56
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[78:79], v59
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v60, 1, v55
	v_cndmask_b32_e64 v65, v33, v65, s[2:3]
	buffer_load_dword v64, s[28:31], 0 offen lds
	s_add_i32 m0, s37, 0x7000
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v57, s18, v57
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v59, 1, v56
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[6:7], s39, v21
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e64 v60, v33, v60, s[2:3]
	buffer_load_dword v65, s[28:31], 0 offen lds
	s_add_i32 m0, s37, 0x7400
	v_lshlrev_b32_e32 v66, 1, v57
	v_cndmask_b32_e64 v59, v33, v59, s[6:7]
	buffer_load_dword v60, s[28:31], 0 offen lds
	s_add_i32 m0, s37, 0x7800
	v_cndmask_b32_e64 v66, v33, v66, s[6:7]
	buffer_load_dword v59, s[28:31], 0 offen lds
	s_add_i32 m0, s37, 0x7c00
	s_add_i32 s12, s16, s38
	buffer_load_dword v66, s[28:31], 0 offen lds
	.loc	1 46 17 is_stmt 1               ; inductor_mm.py:46:17
	v_add_u32_e32 v67, s40, v24
	v_add_u32_e32 v63, s40, v23
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add3_u32 v70, s12, v58, v16
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[84:85], v67
	ds_read_b64 v[86:87], v63
	; asyncmark
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v59, v70 offset:256
	ds_read_u16 v60, v70 offset:384
	ds_read_u16 v62, v70 offset:1024
	ds_read_u16 v63, v70 offset:1152
	ds_read_u16 v64, v70 offset:1280
	ds_read_u16 v65, v70
	ds_read_u16 v66, v70 offset:128
	ds_read_u16 v67, v70 offset:1408
	ds_read_u16 v68, v70 offset:2304
	ds_read_u16 v69, v70 offset:2432
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(8)
	v_perm_b32 v61, v60, v59, s34
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v60, v66, v65, s34
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v59, v70 offset:3072
	ds_read_u16 v65, v70 offset:3200
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x8_bf16 v[0:15], v[60:61], v[72:73], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v61, v67, v64, s34
	v_perm_b32 v60, v63, v62, s34
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v62, v70 offset:2048
	ds_read_u16 v63, v70 offset:2176
	ds_read_u16 v66, v70 offset:3328
	ds_read_u16 v71, v70 offset:3456
	ds_read_u16 v64, v70 offset:4352
	ds_read_u16 v67, v70 offset:4480
	s_mov_b32 s0, s23
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_add_i32 s35, s35, 64
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x8_bf16 v[0:15], v[60:61], v[74:75], v[0:15]
	s_waitcnt lgkmcnt(8)
	v_perm_b32 v61, v69, v68, s34
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v60, v63, v62, s34
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v62, v70 offset:5120
	ds_read_u16 v63, v70 offset:5248
	ds_read_u16 v68, v70 offset:5376
	ds_read_u16 v69, v70 offset:5504
	s_add_i32 s23, s19, 0x6000
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_lt_i32 s35, s33
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x8_bf16 v[0:15], v[60:61], v[76:77], v[0:15]
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v61, v71, v66, s34
	v_perm_b32 v60, v65, v59, s34
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v59, v70 offset:4096
	ds_read_u16 v65, v70 offset:4224
	ds_read_u16 v66, v70 offset:6144
	ds_read_u16 v71, v70 offset:6272
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x8_bf16 v[0:15], v[60:61], v[78:79], v[0:15]
	s_waitcnt lgkmcnt(8)
	v_perm_b32 v61, v67, v64, s34
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v60, v65, v59, s34
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v59, v70 offset:6400
	ds_read_u16 v64, v70 offset:6528
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x8_bf16 v[0:15], v[60:61], v[80:81], v[0:15]
	v_perm_b32 v61, v69, v68, s34
	v_perm_b32 v60, v63, v62, s34
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v62, v70 offset:7168
	ds_read_u16 v63, v70 offset:7424
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x8_bf16 v[0:15], v[60:61], v[82:83], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v61, v64, v59, s34
	v_perm_b32 v60, v71, v66, s34
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v59, v70 offset:7552
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_nop 0
	v_mfma_f32_32x32x8_bf16 v[0:15], v[60:61], v[84:85], v[0:15]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v60, v70 offset:7296
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v61, v59, v63, s34
	; wait_asyncmark(2)
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt vmcnt(16) lgkmcnt(0)
	s_barrier
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_perm_b32 v60, v60, v62, s34
	s_nop 1
	v_mfma_f32_32x32x8_bf16 v[0:15], v[60:61], v[86:87], v[0:15]
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	.loc	1 0 5 is_stmt 0                 ; inductor_mm.py:0:5
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v10, v1
	v_mov_b32_e32 v13, v1
	v_mov_b32_e32 v12, v1
	v_mov_b32_e32 v15, v1
	v_mov_b32_e32 v14, v1
.LBB0_4:                                ; %Flow
	s_load_dword s4, s[4:5], 0x34
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_add_i32 s1, s26, 63
	s_cmp_lt_i32 s1, 64
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_or3_b32 v16, s16, v58, v16
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	v_add_u32_e32 v31, s0, v16
	ds_read_u16 v20, v31 offset:1408
	ds_read_u16 v21, v31 offset:1280
	ds_read_u16 v32, v31 offset:1152
	ds_read_u16 v33, v31 offset:1024
	ds_read_u16 v18, v31 offset:384
	ds_read_u16 v19, v31 offset:256
	ds_read_u16 v34, v31 offset:128
	ds_read_u16 v35, v31
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v36, s27, v30
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_mov_b32 s0, 0x5040100
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[36:37], v36
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v19, v18, v19, s0
	v_perm_b32 v18, v34, v35, s0
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v34, s27, v29
	ds_read_b64 v[38:39], v34
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_perm_b32 v21, v20, v21, s0
	v_perm_b32 v20, v32, v33, s0
	v_mfma_f32_32x32x8_bf16 v[0:15], v[18:19], v[36:37], v[0:15]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v18, v31 offset:2432
	ds_read_u16 v19, v31 offset:2304
	ds_read_u16 v32, v31 offset:2176
	ds_read_u16 v33, v31 offset:2048
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v34, s27, v28
	ds_read_b64 v[36:37], v34
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v19, v18, v19, s0
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v34, s27, v27
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v18, v32, v33, s0
	v_mfma_f32_32x32x8_bf16 v[0:15], v[20:21], v[38:39], v[0:15]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v20, v31 offset:3456
	ds_read_u16 v21, v31 offset:3328
	ds_read_u16 v32, v31 offset:3200
	ds_read_u16 v33, v31 offset:3072
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[38:39], v34
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[18:19], v[36:37], v[0:15]
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v19, v20, v21, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v18, v32, v33, s0
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v20, s27, v26
	ds_read_b64 v[40:41], v20
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v34, v31 offset:4480
	ds_read_u16 v35, v31 offset:4352
	ds_read_u16 v36, v31 offset:4224
	ds_read_u16 v37, v31 offset:4096
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v21, v34, v35, s0
	v_mfma_f32_32x32x8_bf16 v[0:15], v[18:19], v[38:39], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v20, v36, v37, s0
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v18, v31 offset:5504
	ds_read_u16 v19, v31 offset:5376
	ds_read_u16 v32, v31 offset:5248
	ds_read_u16 v33, v31 offset:5120
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v34, s27, v25
	ds_read_b64 v[36:37], v34
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v19, v18, v19, s0
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v34, s27, v24
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v18, v32, v33, s0
	v_mfma_f32_32x32x8_bf16 v[0:15], v[20:21], v[40:41], v[0:15]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v20, v31 offset:6528
	ds_read_u16 v21, v31 offset:6400
	ds_read_u16 v32, v31 offset:6272
	ds_read_u16 v33, v31 offset:6144
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[34:35], v34
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[18:19], v[36:37], v[0:15]
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v19, v20, v21, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v18, v32, v33, s0
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v20, v31 offset:7552
	ds_read_u16 v21, v31 offset:7424
	ds_read_u16 v32, v31 offset:7296
	ds_read_u16 v31, v31 offset:7168
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v33, s27, v23
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[18:19], v[34:35], v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[34:35], v33
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v19, v20, v21, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v18, v32, v31, s0
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x8_bf16 v[0:15], v[18:19], v[34:35], v[0:15]
.LBB0_6:                                ; %._crit_edge._crit_edge
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmpk_lt_i32 s1, 0x80
	; wait_asyncmark(0)
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add_u32_e32 v16, s23, v16
	ds_read_u16 v20, v16 offset:1408
	ds_read_u16 v21, v16 offset:1280
	ds_read_u16 v31, v16 offset:1152
	ds_read_u16 v32, v16 offset:1024
	ds_read_u16 v18, v16 offset:384
	ds_read_u16 v19, v16 offset:256
	ds_read_u16 v33, v16 offset:128
	ds_read_u16 v34, v16
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v30, s19, v30
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_mov_b32 s0, 0x5040100
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[36:37], v30
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v19, v18, v19, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v18, v33, v34, s0
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v29, s19, v29
	ds_read_b64 v[34:35], v29
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_perm_b32 v21, v20, v21, s0
	v_perm_b32 v20, v31, v32, s0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[18:19], v[36:37], v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v28, s19, v28
	ds_read_b64 v[32:33], v28
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v18, v16 offset:2432
	ds_read_u16 v19, v16 offset:2304
	ds_read_u16 v29, v16 offset:2176
	ds_read_u16 v30, v16 offset:2048
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v27, s19, v27
	v_add_u32_e32 v25, s19, v25
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v19, v18, v19, s0
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v24, s19, v24
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x8_bf16 v[0:15], v[20:21], v[34:35], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v18, v29, v30, s0
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[34:35], v27
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v20, v16 offset:3456
	ds_read_u16 v21, v16 offset:3328
	ds_read_u16 v28, v16 offset:3200
	ds_read_u16 v29, v16 offset:3072
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v23, s19, v23
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x8_bf16 v[0:15], v[18:19], v[32:33], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v19, v20, v21, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v18, v28, v29, s0
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v20, s19, v26
	ds_read_b64 v[28:29], v20
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v27, v16 offset:4480
	ds_read_u16 v30, v16 offset:4352
	ds_read_u16 v31, v16 offset:4224
	ds_read_u16 v32, v16 offset:4096
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v21, v27, v30, s0
	v_mfma_f32_32x32x8_bf16 v[0:15], v[18:19], v[34:35], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v20, v31, v32, s0
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v18, v16 offset:5504
	ds_read_u16 v19, v16 offset:5376
	ds_read_u16 v26, v16 offset:5248
	ds_read_u16 v27, v16 offset:5120
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[30:31], v25
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v19, v18, v19, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v18, v26, v27, s0
	v_mfma_f32_32x32x8_bf16 v[0:15], v[20:21], v[28:29], v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[28:29], v24
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v20, v16 offset:6528
	ds_read_u16 v21, v16 offset:6400
	ds_read_u16 v25, v16 offset:6272
	ds_read_u16 v26, v16 offset:6144
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[18:19], v[30:31], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v19, v20, v21, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v18, v25, v26, s0
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[26:27], v23
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v20, v16 offset:7552
	ds_read_u16 v21, v16 offset:7424
	ds_read_u16 v24, v16 offset:7296
	ds_read_u16 v16, v16 offset:7168
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x8_bf16 v[0:15], v[18:19], v[28:29], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v19, v20, v21, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v18, v24, v16, s0
	s_nop 1
	v_mfma_f32_32x32x8_bf16 v[0:15], v[18:19], v[26:27], v[0:15]
.LBB0_8:
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_lshrrev_b32_e32 v16, 3, v22
	s_lshr_b32 s0, s16, 1
	v_or_b32_e32 v16, s0, v16
	v_or_b32_e32 v18, 16, v16
	s_lshr_b32 s0, s15, 2
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_or_b32_e32 v19, s17, v18
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v17, s0, v17
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	v_or_b32_e32 v21, s14, v17
	.loc	1 55 38 is_stmt 1               ; inductor_mm.py:55:38
	v_cmp_gt_i32_e64 s[0:1], s25, v19
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_mov_b32_e32 v19, 1
	.loc	1 55 15                         ; inductor_mm.py:55:15
	v_cmp_gt_i32_e32 vcc, s24, v21
	.loc	1 59 12                         ; inductor_mm.py:59:12
	s_mul_i32 s5, s14, s4
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_and_b32_sdwa v21, v0, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	s_movk_i32 s6, 0x7fff
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_or_b32_e32 v20, s17, v16
	.loc	1 59 12                         ; inductor_mm.py:59:12
	v_mul_lo_u32 v17, v17, s4
	s_add_i32 s5, s5, s17
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_add3_u32 v21, v0, v21, s6
	.loc	1 55 38                         ; inductor_mm.py:55:38
	v_cmp_gt_i32_e64 s[2:3], s25, v20
	.loc	1 59 12                         ; inductor_mm.py:59:12
	v_add_u32_e32 v17, s5, v17
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_and_b32_sdwa v20, v1, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v21, 16, v21
	v_mov_b32_e32 v22, 0x7fff
	v_cmp_o_f32_e64 s[4:5], v0, v0
	v_add3_u32 v20, v1, v20, s6
	v_lshrrev_b32_e32 v20, 16, v20
	v_cndmask_b32_e64 v0, v22, v21, s[4:5]
	v_and_b32_sdwa v21, v2, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e64 s[4:5], v1, v1
	v_add3_u32 v21, v2, v21, s6
	v_and_b32_sdwa v1, v3, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v20, v22, v20, s[4:5]
	v_lshrrev_b32_e32 v21, 16, v21
	v_cmp_o_f32_e64 s[4:5], v2, v2
	v_add3_u32 v1, v3, v1, s6
	v_lshrrev_b32_e32 v1, 16, v1
	v_cndmask_b32_e64 v2, v22, v21, s[4:5]
	v_and_b32_sdwa v21, v4, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e64 s[4:5], v3, v3
	v_add3_u32 v21, v4, v21, s6
	v_and_b32_sdwa v3, v5, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v1, v22, v1, s[4:5]
	v_lshrrev_b32_e32 v21, 16, v21
	v_cmp_o_f32_e64 s[4:5], v4, v4
	v_add3_u32 v3, v5, v3, s6
	v_lshrrev_b32_e32 v3, 16, v3
	v_cndmask_b32_e64 v4, v22, v21, s[4:5]
	v_and_b32_sdwa v21, v6, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e64 s[4:5], v5, v5
	v_add3_u32 v21, v6, v21, s6
	v_and_b32_sdwa v5, v7, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v3, v22, v3, s[4:5]
	v_lshrrev_b32_e32 v21, 16, v21
	v_cmp_o_f32_e64 s[4:5], v6, v6
	v_add3_u32 v5, v7, v5, s6
	v_lshrrev_b32_e32 v5, 16, v5
	v_cndmask_b32_e64 v6, v22, v21, s[4:5]
	v_and_b32_sdwa v21, v8, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e64 s[4:5], v7, v7
	v_add3_u32 v21, v8, v21, s6
	v_and_b32_sdwa v7, v9, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v5, v22, v5, s[4:5]
	v_lshrrev_b32_e32 v21, 16, v21
	v_cmp_o_f32_e64 s[4:5], v8, v8
	v_add3_u32 v7, v9, v7, s6
	v_lshrrev_b32_e32 v7, 16, v7
	v_cndmask_b32_e64 v8, v22, v21, s[4:5]
	v_and_b32_sdwa v21, v10, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e64 s[4:5], v9, v9
	v_add3_u32 v21, v10, v21, s6
	v_and_b32_sdwa v9, v11, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v7, v22, v7, s[4:5]
	v_lshrrev_b32_e32 v21, 16, v21
	v_cmp_o_f32_e64 s[4:5], v10, v10
	v_add3_u32 v9, v11, v9, s6
	v_lshrrev_b32_e32 v9, 16, v9
	v_cndmask_b32_e64 v10, v22, v21, s[4:5]
	v_and_b32_sdwa v21, v12, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e64 s[4:5], v11, v11
	v_add3_u32 v21, v12, v21, s6
	v_and_b32_sdwa v11, v13, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v9, v22, v9, s[4:5]
	v_lshrrev_b32_e32 v21, 16, v21
	v_cmp_o_f32_e64 s[4:5], v12, v12
	v_add3_u32 v11, v13, v11, s6
	v_lshrrev_b32_e32 v11, 16, v11
	v_cndmask_b32_e64 v12, v22, v21, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v13, v13
	v_and_b32_sdwa v13, v15, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_sdwa v19, v14, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v19, v14, v19, s6
	v_cndmask_b32_e64 v11, v22, v11, s[4:5]
	v_add3_u32 v13, v15, v13, s6
	v_lshrrev_b32_e32 v19, 16, v19
	v_cmp_o_f32_e64 s[4:5], v14, v14
	v_lshrrev_b32_e32 v13, 16, v13
	.loc	1 55 14                         ; inductor_mm.py:55:14
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_cndmask_b32_e64 v14, v22, v19, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v15, v15
	.loc	1 60 5 is_stmt 0                ; inductor_mm.py:60:5
	v_bfrev_b32_e32 v15, 1
	s_and_b32 s21, s21, 0xffff
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_cndmask_b32_e64 v13, v22, v13, s[4:5]
	.loc	1 60 5                          ; inductor_mm.py:60:5
	s_mov_b32 s4, 0x5040100
	v_perm_b32 v1, v1, v2, s4
	.loc	1 59 12 is_stmt 1               ; inductor_mm.py:59:12
	v_add_lshl_u32 v2, v17, v16, 1
	.loc	1 60 5                          ; inductor_mm.py:60:5
	s_mov_b32 s23, 0x27000
	s_mov_b32 s22, 0x7ffffffe
	v_perm_b32 v0, v20, v0, s4
	v_cndmask_b32_e64 v16, v15, v2, s[2:3]
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_perm_b32 v0, v3, v4, s4
	v_add_u32_e32 v3, 16, v2
	v_perm_b32 v1, v5, v6, s4
	v_cndmask_b32_e64 v3, v15, v3, s[2:3]
	buffer_store_dwordx2 v[0:1], v3, s[20:23], 0 offen
	v_add_lshl_u32 v3, v17, v18, 1
	.loc	1 55 14                         ; inductor_mm.py:55:14
	s_and_b64 vcc, vcc, s[0:1]
	.loc	1 60 5                          ; inductor_mm.py:60:5
	v_perm_b32 v1, v9, v10, s4
	v_perm_b32 v0, v7, v8, s4
	v_cndmask_b32_e32 v3, v15, v3, vcc
	v_add_u32_e32 v2, 48, v2
	buffer_store_dwordx2 v[0:1], v3, s[20:23], 0 offen
	v_perm_b32 v1, v13, v14, s4
	v_perm_b32 v0, v11, v12, s4
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
		.amdhsa_next_free_vgpr 88
		.amdhsa_next_free_sgpr 41
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
	.set .Lmm.num_vgpr, 88
	.set .Lmm.num_agpr, 0
	.set .Lmm.numbered_sgpr, 41
	.set .Lmm.num_named_barrier, 0
	.set .Lmm.private_seg_size, 0
	.set .Lmm.uses_vcc, 1
	.set .Lmm.uses_flat_scratch, 0
	.set .Lmm.has_dyn_sized_stack, 0
	.set .Lmm.has_recursion, 0
	.set .Lmm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6948
; TotalNumSgprs: 47
; NumVgprs: 88
; NumAgprs: 0
; TotalNumVgprs: 88
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 47
; NumVGPRsForWavesPerEU: 88
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
    .sgpr_count:     47
    .sgpr_spill_count: 0
    .symbol:         mm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     88
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
