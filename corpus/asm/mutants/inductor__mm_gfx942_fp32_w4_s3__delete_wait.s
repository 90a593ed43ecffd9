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
	s_load_dword s0, s[4:5], 0x30
.Ltmp1:
	.loc	1 47 17 is_stmt 1               ; inductor_mm.py:47:17
	v_readfirstlane_b32 s1, v0
	.loc	1 60 5                          ; inductor_mm.py:60:5
	s_bfe_u32 s18, s1, 0x20006
	s_mov_b64 s[28:29], s[10:11]
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
	v_cvt_f32_u32_e32 v1, s3
	.loc	1 21 16                         ; inductor_mm.py:21:16
	s_add_i32 s6, s24, 63
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_sub_i32 s10, 0, s3
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_ashr_i32 s7, s6, 31
	.loc	1 24 12                         ; inductor_mm.py:24:12
	v_rcp_f32_e32 v1, v1
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_lshr_b32 s7, s7, 26
	s_add_i32 s6, s6, s7
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_abs_i32 s7, s16
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_xor_b32 s1, s16, s1
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_ashr_i32 s6, s6, 6
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_ashr_i32 s1, s1, 31
	v_readfirstlane_b32 s11, v1
	s_mul_i32 s10, s10, s11
	s_mul_hi_u32 s10, s11, s10
	s_add_i32 s11, s11, s10
	s_mul_hi_u32 s10, s7, s11
	s_mul_i32 s11, s10, s3
	s_sub_i32 s7, s7, s11
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
	v_cvt_f32_u32_e32 v1, s7
	s_sub_i32 s11, 0, s7
	.loc	1 27 15                         ; inductor_mm.py:27:15
	s_mul_i32 s1, s1, s2
	s_sub_i32 s1, s16, s1
	.loc	1 29 14                         ; inductor_mm.py:29:14
	v_rcp_f32_e32 v1, v1
	s_abs_i32 s10, s1
	s_xor_b32 s2, s1, s6
	s_ashr_i32 s2, s2, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_mov_b64 s[20:21], s[14:15]
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_and_b32_e32 v16, 31, v0
	s_mov_b32 s33, 0
	.loc	1 29 14                         ; inductor_mm.py:29:14
	v_readfirstlane_b32 s12, v1
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
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	s_abs_i32 s3, s24
	v_cvt_f32_u32_e32 v3, s3
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_and_b32_e32 v1, 63, v0
	s_lshl_b32 s6, s18, 6
	v_or_b32_e32 v17, s6, v1
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_rcp_f32_e32 v3, v3
	.loc	1 32 12                         ; inductor_mm.py:32:12
	s_lshl_b32 s14, s1, 6
	.loc	1 32 31 is_stmt 0               ; inductor_mm.py:32:31
	v_lshrrev_b32_e32 v2, 5, v17
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	s_sub_i32 s7, 0, s3
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	.loc	1 32 12                         ; inductor_mm.py:32:12
	v_or_b32_e32 v2, s14, v2
	.loc	1 34 47                         ; inductor_mm.py:34:47
	s_bfe_i32 s1, s1, 0x10019
	v_add_u32_e32 v2, s1, v2
	v_mul_lo_u32 v6, s7, v3
	v_mul_hi_u32 v6, v3, v6
	v_xor_b32_e32 v5, s1, v2
	v_add_u32_e32 v3, v3, v6
	v_mul_hi_u32 v6, v5, v3
	v_mul_lo_u32 v6, v6, s3
	v_sub_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s3, v5
	v_cmp_le_u32_e32 vcc, s3, v5
	.loc	1 35 47                         ; inductor_mm.py:35:47
	s_abs_i32 s7, s25
	.loc	1 33 12                         ; inductor_mm.py:33:12
	s_lshl_b32 s16, s2, 6
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_subrev_u32_e32 v6, s3, v5
	v_cmp_le_u32_e32 vcc, s3, v5
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_or_b32_e32 v4, s16, v1
	.loc	1 50 17                         ; inductor_mm.py:50:17
	s_lshl_b32 s22, s0, 5
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_add_u32_e32 v6, 8, v2
	v_xor_b32_e32 v6, s1, v6
	v_mul_hi_u32 v7, v6, v3
	v_mul_lo_u32 v7, v7, s3
	v_sub_u32_e32 v6, v6, v7
	v_subrev_u32_e32 v7, s3, v6
	v_cmp_le_u32_e32 vcc, s3, v6
	v_xor_b32_e32 v5, s1, v5
	v_subrev_u32_e32 v5, s1, v5
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_subrev_u32_e32 v7, s3, v6
	v_cmp_le_u32_e32 vcc, s3, v6
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_lshl_b32 s23, s18, 8
	s_and_b32 s9, s9, 0xffff
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_add_u32_e32 v7, 16, v2
	v_xor_b32_e32 v7, s1, v7
	v_mul_hi_u32 v8, v7, v3
	v_mul_lo_u32 v8, v8, s3
	v_sub_u32_e32 v7, v7, v8
	v_subrev_u32_e32 v8, s3, v7
	v_cmp_le_u32_e32 vcc, s3, v7
	v_xor_b32_e32 v6, s1, v6
	v_subrev_u32_e32 v6, s1, v6
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_subrev_u32_e32 v8, s3, v7
	v_cmp_le_u32_e32 vcc, s3, v7
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_add_u32_e32 v8, 24, v2
	v_xor_b32_e32 v8, s1, v8
	v_mul_hi_u32 v9, v8, v3
	v_mul_lo_u32 v9, v9, s3
	v_sub_u32_e32 v8, v8, v9
	v_subrev_u32_e32 v9, s3, v8
	v_cmp_le_u32_e32 vcc, s3, v8
	v_xor_b32_e32 v7, s1, v7
	v_subrev_u32_e32 v7, s1, v7
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_subrev_u32_e32 v9, s3, v8
	v_cmp_le_u32_e32 vcc, s3, v8
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_mov_b32 m0, s23
	.loc	1 32 31                         ; inductor_mm.py:32:31
	s_and_b32 s15, s6, 64
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_add_u32_e32 v9, 32, v2
	v_xor_b32_e32 v9, s1, v9
	v_mul_hi_u32 v10, v9, v3
	v_mul_lo_u32 v10, v10, s3
	v_sub_u32_e32 v9, v9, v10
	v_subrev_u32_e32 v10, s3, v9
	v_cmp_le_u32_e32 vcc, s3, v9
	v_xor_b32_e32 v8, s1, v8
	v_subrev_u32_e32 v8, s1, v8
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_subrev_u32_e32 v10, s3, v9
	v_cmp_le_u32_e32 vcc, s3, v9
	.loc	1 32 31                         ; inductor_mm.py:32:31
	s_and_b32 s17, s6, 0x80
	.loc	1 38 20                         ; inductor_mm.py:38:20
	s_or_b32 s19, s18, 16
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_xor_b32_e32 v9, s1, v9
	v_subrev_u32_e32 v10, s1, v9
	v_add_u32_e32 v9, 40, v2
	v_xor_b32_e32 v9, s1, v9
	v_mul_hi_u32 v11, v9, v3
	v_mul_lo_u32 v11, v11, s3
	v_sub_u32_e32 v9, v9, v11
	v_subrev_u32_e32 v11, s3, v9
	v_cmp_le_u32_e32 vcc, s3, v9
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_mov_b32 s30, s10
	s_mov_b32 s31, s11
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v9, v9, v11, vcc
	v_subrev_u32_e32 v11, s3, v9
	v_cmp_le_u32_e32 vcc, s3, v9
	s_mov_b32 s38, 1
	s_movk_i32 s34, 0x2000
	v_cndmask_b32_e32 v9, v9, v11, vcc
	v_xor_b32_e32 v9, s1, v9
	v_subrev_u32_e32 v12, s1, v9
	v_add_u32_e32 v9, 48, v2
	v_xor_b32_e32 v9, s1, v9
	v_mul_hi_u32 v11, v9, v3
	v_mul_lo_u32 v11, v11, s3
	v_add_u32_e32 v2, 56, v2
	v_sub_u32_e32 v9, v9, v11
	v_xor_b32_e32 v2, s1, v2
	v_subrev_u32_e32 v11, s3, v9
	v_cmp_le_u32_e32 vcc, s3, v9
	v_mul_hi_u32 v3, v2, v3
	v_mul_lo_u32 v3, v3, s3
	v_cndmask_b32_e32 v9, v9, v11, vcc
	v_subrev_u32_e32 v11, s3, v9
	v_cmp_le_u32_e32 vcc, s3, v9
	v_sub_u32_e32 v2, v2, v3
	v_subrev_u32_e32 v3, s3, v2
	v_cndmask_b32_e32 v9, v9, v11, vcc
	v_cmp_le_u32_e32 vcc, s3, v2
	v_xor_b32_e32 v9, s1, v9
	v_subrev_u32_e32 v14, s1, v9
	v_cndmask_b32_e32 v2, v2, v3, vcc
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cvt_f32_u32_e32 v3, s7
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_subrev_u32_e32 v9, s3, v2
	v_cmp_le_u32_e32 vcc, s3, v2
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_rcp_f32_e32 v3, v3
	.loc	1 34 47                         ; inductor_mm.py:34:47
	s_nop 0
	v_cndmask_b32_e32 v2, v2, v9, vcc
	v_xor_b32_e32 v2, s1, v2
	v_subrev_u32_e32 v18, s1, v2
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_mul_f32_e32 v2, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v2, v2
	s_bfe_i32 s1, s2, 0x10019
	s_sub_i32 s2, 0, s7
	v_add_u32_e32 v3, s1, v4
	v_mul_lo_u32 v4, s2, v2
	v_mul_hi_u32 v4, v2, v4
	v_xor_b32_e32 v3, s1, v3
	v_add_u32_e32 v2, v2, v4
	v_mul_hi_u32 v2, v3, v2
	v_mul_lo_u32 v2, v2, s7
	v_sub_u32_e32 v2, v3, v2
	v_subrev_u32_e32 v3, s7, v2
	v_cmp_le_u32_e32 vcc, s7, v2
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[8:9], s[2:3], v8, s27, v[16:17]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_lshrrev_b32_e32 v9, 4, v17
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_subrev_u32_e32 v3, s7, v2
	v_cmp_le_u32_e32 vcc, s7, v2
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_and_b32_e32 v9, 14, v9
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[10:11], s[2:3], v10, s27, v[16:17]
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_xor_b32_e32 v2, s1, v2
	v_subrev_u32_e32 v20, s1, v2
	.loc	1 38 12                         ; inductor_mm.py:38:12
	s_mul_i32 s1, s18, s0
	v_add_u32_e32 v20, s1, v20
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_xor_b32_e32 v9, v9, v17
	.loc	1 38 12                         ; inductor_mm.py:38:12
	v_mad_u64_u32 v[24:25], s[2:3], s0, 20, v[20:21]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_sub_u32_e32 v11, v9, v17
	v_add_u32_e32 v25, v11, v1
	v_cmp_gt_i32_e32 vcc, s26, v16
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[12:13], s[2:3], v12, s27, v[16:17]
	v_mad_u64_u32 v[2:3], s[2:3], v5, s27, v[16:17]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_lshrrev_b64 v[28:29], v25, vcc
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[4:5], s[2:3], v6, s27, v[16:17]
	v_mad_u64_u32 v[6:7], s[2:3], v7, s27, v[16:17]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_xor_b32_e32 v13, 0x110, v9
	v_lshlrev_b32_e32 v26, 2, v25
	v_and_b32_e32 v11, 1, v28
	.loc	1 38 12                         ; inductor_mm.py:38:12
	v_lshl_add_u32 v3, s0, 2, v20
	v_lshl_add_u32 v5, s0, 3, v20
	v_mad_u64_u32 v[22:23], s[2:3], s0, 12, v[20:21]
	v_lshl_add_u32 v7, s0, 4, v20
	v_mad_u64_u32 v[52:53], s[2:3], s0, 24, v[20:21]
	v_mad_u64_u32 v[54:55], s[2:3], s0, 28, v[20:21]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v1, v26, v2
	v_cmp_eq_u32_e64 s[0:1], 1, v11
	v_subrev_u32_e32 v11, s6, v13
	v_add_u32_e32 v29, 0xffffff00, v11
	v_lshlrev_b32_e32 v30, 2, v29
	ds_bpermute_b32 v11, v30, v4
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v1, 2, v1
	v_bfrev_b32_e32 v28, 1
	v_cndmask_b32_e64 v1, v28, v1, s[0:1]
	v_lshrrev_b64 v[32:33], v29, vcc
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[14:15], s[2:3], v14, s27, v[16:17]
	v_mad_u64_u32 v[18:19], s[2:3], v18, s27, v[16:17]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v1, s[8:11], 0 offen lds
	v_and_b32_e32 v1, 1, v32
	v_xor_b32_e32 v15, 0x310, v9
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v11, 2, v11
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	ds_bpermute_b32 v13, v26, v6
	s_add_i32 m0, s23, 0x400
	v_cndmask_b32_e64 v1, v28, v11, s[2:3]
	v_subrev_u32_e32 v11, s6, v15
	v_add_u32_e32 v31, 0xfffffd00, v11
	v_lshlrev_b32_e32 v32, 2, v31
	ds_bpermute_b32 v11, v32, v8
	buffer_load_dword v1, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v1, 2, v13
	s_add_i32 m0, s23, 0x800
	v_cndmask_b32_e64 v1, v28, v1, s[0:1]
	v_lshrrev_b64 v[34:35], v31, vcc
	buffer_load_dword v1, s[8:11], 0 offen lds
	v_and_b32_e32 v1, 1, v34
	v_xor_b32_e32 v17, 0x510, v9
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v11, 2, v11
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	ds_bpermute_b32 v13, v26, v10
	v_xor_b32_e32 v9, 0x710, v9
	v_cndmask_b32_e64 v1, v28, v11, s[2:3]
	v_subrev_u32_e32 v11, s6, v17
	v_add_u32_e32 v33, 0xfffffb00, v11
	v_lshlrev_b32_e32 v34, 2, v33
	ds_bpermute_b32 v11, v34, v12
	s_add_i32 m0, s23, 0xc00
	v_subrev_u32_e32 v9, s6, v9
	buffer_load_dword v1, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v1, 2, v13
	ds_bpermute_b32 v13, v26, v14
	s_add_i32 m0, s23, 0x1000
	v_cndmask_b32_e64 v1, v28, v1, s[0:1]
	v_lshrrev_b64 v[36:37], v33, vcc
	v_add_u32_e32 v35, 0xfffff900, v9
	buffer_load_dword v1, s[8:11], 0 offen lds
	v_and_b32_e32 v1, 1, v36
	v_lshlrev_b32_e32 v36, 2, v35
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v11, 2, v11
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	ds_bpermute_b32 v9, v36, v18
	s_add_i32 m0, s23, 0x1400
	v_cndmask_b32_e64 v1, v28, v11, s[2:3]
	buffer_load_dword v1, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v1, 2, v13
	s_add_i32 m0, s23, 0x1800
	v_cndmask_b32_e64 v1, v28, v1, s[0:1]
	v_lshrrev_b64 v[38:39], v35, vcc
	buffer_load_dword v1, s[8:11], 0 offen lds
	v_and_b32_e32 v1, 1, v38
	s_add_i32 m0, s23, 0x1c00
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v9, 2, v9
	v_cmp_eq_u32_e32 vcc, 1, v1
	.loc	1 47 36                         ; inductor_mm.py:47:36
	s_cmp_lt_i32 s18, s26
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v37, 32, v2
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cndmask_b32_e32 v1, v28, v9, vcc
	buffer_load_dword v1, s[8:11], 0 offen lds
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v1, 2, v20
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	s_cselect_b64 vcc, -1, 0
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_cmp_lt_i32 s19, s26
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_and_b32 s29, s29, 0xffff
	s_add_i32 m0, s23, 0x6000
	v_cndmask_b32_e32 v1, v28, v1, vcc
	; asyncmark
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 2, v3
	s_add_i32 m0, s23, 0x6400
	v_cndmask_b32_e32 v1, v28, v1, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 2, v5
	s_add_i32 m0, s23, 0x6800
	v_cndmask_b32_e32 v1, v28, v1, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 2, v22
	v_lshlrev_b32_e32 v9, 2, v7
	s_add_i32 m0, s23, 0x6c00
	v_cndmask_b32_e32 v1, v28, v1, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	s_add_i32 m0, s23, 0x7000
	v_cndmask_b32_e64 v1, v28, v9, s[0:1]
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 2, v24
	s_add_i32 m0, s23, 0x7400
	v_cndmask_b32_e64 v1, v28, v1, s[0:1]
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 2, v52
	s_add_i32 m0, s23, 0x7800
	v_cndmask_b32_e64 v1, v28, v1, s[0:1]
	buffer_load_dword v1, s[28:31], 0 offen lds
	s_add_i32 m0, s23, 0x7c00
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_gt_i32 s26, 32
	s_cselect_b64 s[6:7], -1, 0
	.loc	1 46 36                         ; inductor_mm.py:46:36
	s_sub_i32 s12, s26, 32
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v1, 2, v54
	.loc	1 46 36                         ; inductor_mm.py:46:36
	v_cmp_gt_i32_e32 vcc, s12, v16
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e64 v1, v28, v1, s[0:1]
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 s[0:1], s[6:7], vcc
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v1, s[28:31], 0 offen lds
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v1, v26, v37
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	v_cmp_ne_u32_e32 vcc, 0, v2
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v38, 32, v4
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v46, s22, v3
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_lshrrev_b64 v[2:3], v25, vcc
	v_and_b32_e32 v2, 1, v2
	ds_bpermute_b32 v4, v30, v38
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v39, 32, v6
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cmp_eq_u32_e64 s[0:1], 1, v2
	v_lshrrev_b64 v[2:3], v29, vcc
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v1, 2, v1
	ds_bpermute_b32 v3, v26, v39
	s_add_i32 m0, s23, 0x2000
	v_cndmask_b32_e64 v1, v28, v1, s[0:1]
	; asyncmark
	buffer_load_dword v1, s[8:11], 0 offen lds
	v_and_b32_e32 v1, 1, v2
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v40, 32, v8
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v2, 2, v4
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_add_i32 m0, s23, 0x2400
	ds_bpermute_b32 v4, v32, v40
	v_cndmask_b32_e64 v1, v28, v2, s[2:3]
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v41, 32, v10
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v1, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v1, 2, v3
	v_lshrrev_b64 v[2:3], v31, vcc
	ds_bpermute_b32 v3, v26, v41
	s_add_i32 m0, s23, 0x2800
	v_cndmask_b32_e64 v1, v28, v1, s[0:1]
	buffer_load_dword v1, s[8:11], 0 offen lds
	v_and_b32_e32 v1, 1, v2
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v42, 32, v12
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v2, 2, v4
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_add_i32 m0, s23, 0x2c00
	ds_bpermute_b32 v4, v34, v42
	v_cndmask_b32_e64 v1, v28, v2, s[2:3]
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v43, 32, v14
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v1, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v1, 2, v3
	v_lshrrev_b64 v[2:3], v33, vcc
	ds_bpermute_b32 v3, v26, v43
	s_add_i32 m0, s23, 0x3000
	v_cndmask_b32_e64 v1, v28, v1, s[0:1]
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v44, 32, v18
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v1, s[8:11], 0 offen lds
	v_and_b32_e32 v1, 1, v2
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v2, 2, v4
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	ds_bpermute_b32 v4, v36, v44
	s_add_i32 m0, s23, 0x3400
	v_cndmask_b32_e64 v1, v28, v2, s[2:3]
	buffer_load_dword v1, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v1, 2, v3
	s_add_i32 m0, s23, 0x3800
	v_cndmask_b32_e64 v1, v28, v1, s[0:1]
	v_lshrrev_b64 v[2:3], v35, vcc
	buffer_load_dword v1, s[8:11], 0 offen lds
	s_add_i32 m0, s23, 0x3c00
	v_and_b32_e32 v1, 1, v2
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v2, 2, v4
	v_cmp_eq_u32_e32 vcc, 1, v1
	.loc	1 47 36                         ; inductor_mm.py:47:36
	s_cmp_lt_i32 s18, s12
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v45, s22, v20
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cndmask_b32_e32 v1, v28, v2, vcc
	.loc	1 47 36                         ; inductor_mm.py:47:36
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s19, s12
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v1, s[8:11], 0 offen lds
	.loc	1 47 36                         ; inductor_mm.py:47:36
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v1, 2, v45
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[6:7], s[0:1]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s23, 0x8000
	v_cndmask_b32_e32 v1, v28, v1, vcc
	; asyncmark
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 2, v46
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v47, s22, v5
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s23, 0x8400
	v_cndmask_b32_e32 v1, v28, v1, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 2, v47
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v48, s22, v22
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s23, 0x8800
	v_cndmask_b32_e32 v1, v28, v1, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 2, v48
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v49, s22, v7
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s23, 0x8c00
	v_cndmask_b32_e32 v1, v28, v1, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 2, v49
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 vcc, s[6:7], s[2:3]
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v50, s22, v24
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s23, 0x9000
	v_cndmask_b32_e32 v1, v28, v1, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 2, v50
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v51, s22, v52
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s23, 0x9400
	v_cndmask_b32_e32 v1, v28, v1, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 2, v51
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v52, s22, v54
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s23, 0x9800
	v_cndmask_b32_e32 v1, v28, v1, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v1, 2, v52
	s_add_i32 m0, s23, 0x9c00
	v_cndmask_b32_e32 v1, v28, v1, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_and_b32_e32 v17, 32, v0
	v_lshlrev_b32_e32 v0, 3, v0
	v_and_b32_e32 v0, 0x78, v0
	v_lshrrev_b32_e32 v2, 2, v17
	s_lshl_b32 s0, s17, 5
	v_lshlrev_b32_e32 v1, 7, v16
	v_xor_b32_e32 v0, v0, v2
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_sub_i32 s36, s26, 64
	s_lshl_b32 s35, s15, 1
	v_or3_b32 v27, s0, v1, v0
	s_cmp_lt_i32 s36, 1
	v_xor_b32_e32 v24, 16, v27
	v_xor_b32_e32 v23, 32, v27
	v_xor_b32_e32 v22, 48, v27
	v_xor_b32_e32 v21, 64, v27
	v_xor_b32_e32 v20, 0x50, v27
	v_xor_b32_e32 v19, 0x60, v27
	v_xor_b32_e32 v18, 0x70, v27
	v_lshlrev_b32_e32 v53, 2, v16
	v_lshlrev_b32_e32 v54, 4, v17
	s_movk_i32 s0, 0x6000
	s_mov_b32 s27, 0x8000
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
	s_mov_b32 s37, 0
.LBB0_2:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_add_i32 s1, s38, 1
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v37, 32, v37
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_lt_i32 s1, 3
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v38, 32, v38
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v55, v26, v37
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cselect_b32 s38, s1, 0
	.loc	1 46 36                         ; inductor_mm.py:46:36
	s_sub_i32 s41, s36, s37
	.loc	1 46 17 is_stmt 0               ; inductor_mm.py:46:17
	ds_bpermute_b32 v62, v30, v38
	v_cmp_gt_i32_e32 vcc, s41, v16
	.loc	1 49 9 is_stmt 1                ; inductor_mm.py:49:9
	v_add_u32_e32 v39, 32, v39
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v66, v26, v39
	v_lshrrev_b64 v[56:57], v25, vcc
	v_lshrrev_b64 v[58:59], v29, vcc
	v_lshrrev_b64 v[60:61], v31, vcc
	v_and_b32_e32 v59, 1, v56
	v_lshrrev_b64 v[56:57], v33, vcc
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v40, 32, v40
	s_mov_b32 s39, s33
	s_mov_b32 s33, s34
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_and_b32_e32 v61, 1, v56
	v_lshrrev_b64 v[56:57], v35, vcc
	s_lshl_b32 s34, s38, 13
	ds_bpermute_b32 v63, v32, v40
	v_and_b32_e32 v58, 1, v58
	v_and_b32_e32 v56, 1, v56
	v_cmp_eq_u32_e32 vcc, 1, v59
	s_add_i32 s42, s34, s23
	s_waitcnt lgkmcnt(3)
	v_lshlrev_b32_e32 v55, 2, v55
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v41, 32, v41
	s_mov_b32 s40, s0
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cmp_eq_u32_e64 s[0:1], 1, v58
	v_cmp_eq_u32_e64 s[12:13], 1, v56
	v_cndmask_b32_e32 v55, v28, v55, vcc
	s_mov_b32 m0, s42
	s_waitcnt lgkmcnt(2)
	v_lshlrev_b32_e32 v56, 2, v62
	ds_bpermute_b32 v67, v26, v41
	buffer_load_dword v55, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v56, v28, v56, s[0:1]
	s_add_i32 m0, s42, 0x400
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v42, 32, v42
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v56, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(2)
	v_lshlrev_b32_e32 v56, 2, v66
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v44, 32, v44
	v_add_u32_e32 v43, 32, v43
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v64, v34, v42
	v_and_b32_e32 v60, 1, v60
	v_cndmask_b32_e32 v56, v28, v56, vcc
	s_add_i32 m0, s42, 0x800
	ds_bpermute_b32 v65, v36, v44
	ds_bpermute_b32 v68, v26, v43
	v_cmp_eq_u32_e64 s[2:3], 1, v60
	buffer_load_dword v56, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(4)
	v_lshlrev_b32_e32 v56, 2, v63
	v_cndmask_b32_e64 v56, v28, v56, s[2:3]
	s_add_i32 m0, s42, 0xc00
	v_cmp_eq_u32_e64 s[6:7], 1, v61
	buffer_load_dword v56, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(3)
	v_lshlrev_b32_e32 v56, 2, v67
	v_cndmask_b32_e32 v56, v28, v56, vcc
	s_add_i32 m0, s42, 0x1000
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v45, s22, v45
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v56, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(2)
	v_lshlrev_b32_e32 v56, 2, v64
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v64, 2, v65
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v65, 2, v68
	v_cndmask_b32_e64 v56, v28, v56, s[6:7]
	s_add_i32 m0, s42, 0x1400
	v_cndmask_b32_e32 v65, v28, v65, vcc
	buffer_load_dword v56, s[8:11], 0 offen lds
	s_add_i32 m0, s42, 0x1800
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v46, s22, v46
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v65, s[8:11], 0 offen lds
	s_add_i32 m0, s42, 0x1c00
	.loc	1 47 36                         ; inductor_mm.py:47:36
	s_cmp_lt_i32 s18, s41
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v58, 2, v45
	.loc	1 46 17 is_stmt 1               ; inductor_mm.py:46:17
	v_cndmask_b32_e64 v64, v28, v64, s[12:13]
	.loc	1 47 36                         ; inductor_mm.py:47:36
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s19, s41
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	s_mov_b32 s30, s10
	s_mov_b32 s31, s11
	.loc	1 50 9 is_stmt 1                ; inductor_mm.py:50:9
	v_add_u32_e32 v47, s22, v47
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v55, 2, v46
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v64, s[8:11], 0 offen lds
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e32 v58, v28, v58, vcc
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s42, 0x6000
	.loc	1 50 9 is_stmt 1                ; inductor_mm.py:50:9
	v_add_u32_e32 v48, s22, v48
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v61, 2, v47
	; asyncmark
	buffer_load_dword v58, s[28:31], 0 offen lds
	v_cndmask_b32_e32 v55, v28, v55, vcc
	s_add_i32 m0, s42, 0x6400
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v49, s22, v49
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v62, 2, v48
	buffer_load_dword v55, s[28:31], 0 offen lds
	v_cndmask_b32_e32 v58, v28, v61, vcc
	s_add_i32 m0, s42, 0x6800
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v50, s22, v50
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v60, 2, v49
	buffer_load_dword v58, s[28:31], 0 offen lds
	v_cndmask_b32_e32 v58, v28, v62, vcc
	s_add_i32 m0, s42, 0x6c00
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v51, s22, v51
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v63, 2, v50
	buffer_load_dword v58, s[28:31], 0 offen lds
	v_cndmask_b32_e64 v60, v28, v60, s[0:1]
	s_add_i32 m0, s42, 0x7000
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v52, s22, v52
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v66, 2, v51
	buffer_load_dword v60, s[28:31], 0 offen lds
	v_cndmask_b32_e64 v62, v28, v63, s[0:1]
	s_add_i32 m0, s42, 0x7400
	v_lshlrev_b32_e32 v67, 2, v52
	buffer_load_dword v62, s[28:31], 0 offen lds
	v_cndmask_b32_e64 v65, v28, v66, s[0:1]
	s_add_i32 m0, s42, 0x7800
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v57, s39, v27
	v_add_u32_e32 v59, s39, v24
	v_add_u32_e32 v69, s39, v23
	v_add_u32_e32 v70, s39, v22
	v_add_u32_e32 v64, s39, v21
	v_add_u32_e32 v68, s39, v20
	v_add_u32_e32 v55, s39, v19
	v_add_u32_e32 v71, s39, v18
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v65, s[28:31], 0 offen lds
	v_cndmask_b32_e64 v66, v28, v67, s[0:1]
	s_add_i32 m0, s42, 0x7c00
	s_add_i32 s0, s35, s40
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[56:57], v57
	ds_read_b64 v[58:59], v59
	ds_read_b64 v[64:65], v64
	ds_read_b64 v[60:61], v69
	ds_read_b64 v[62:63], v70
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v66, s[28:31], 0 offen lds
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[66:67], v68
	ds_read_b64 v[68:69], v55
	ds_read_b64 v[70:71], v71
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add3_u32 v55, s0, v54, v53
	; asyncmark
	ds_read2st64_b32 v[72:73], v55 offset1:1
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(8)
	v_max_f32_e32 v57, v57, v57
	v_max_f32_e32 v56, v56, v56
	s_mov_b32 s0, s27
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 s27, s34, 0x6000
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v73, v73, v73
	v_max_f32_e32 v72, v72, v72
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_add_i32 s37, s37, 32
	s_cmp_lt_i32 s37, s36
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x4_xf32 v[0:15], v[72:73], v[56:57], v[0:15]
	v_max_f32_e32 v57, v59, v59
	v_max_f32_e32 v56, v58, v58
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[58:59], v55 offset0:4 offset1:5
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v59, v59, v59
	v_max_f32_e32 v58, v58, v58
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[58:59], v[56:57], v[0:15]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[58:59], v55 offset0:8 offset1:9
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_max_f32_e32 v57, v61, v61
	v_max_f32_e32 v56, v60, v60
	v_max_f32_e32 v61, v67, v67
	v_max_f32_e32 v60, v66, v66
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v59, v59, v59
	v_max_f32_e32 v58, v58, v58
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[58:59], v[56:57], v[0:15]
	v_max_f32_e32 v59, v65, v65
	v_max_f32_e32 v58, v64, v64
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[64:65], v55 offset0:12 offset1:13
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_max_f32_e32 v57, v63, v63
	v_max_f32_e32 v56, v62, v62
	v_max_f32_e32 v63, v69, v69
	v_max_f32_e32 v62, v68, v68
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v65, v65, v65
	v_max_f32_e32 v64, v64, v64
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[64:65], v[56:57], v[0:15]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[56:57], v55 offset0:16 offset1:17
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v57, v57, v57
	v_max_f32_e32 v56, v56, v56
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[56:57], v[58:59], v[0:15]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[56:57], v55 offset0:20 offset1:21
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_max_f32_e32 v59, v71, v71
	v_max_f32_e32 v58, v70, v70
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v57, v57, v57
	v_max_f32_e32 v56, v56, v56
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[56:57], v[60:61], v[0:15]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[56:57], v55 offset0:24 offset1:25
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v57, v57, v57
	v_max_f32_e32 v56, v56, v56
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[56:57], v[62:63], v[0:15]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[56:57], v55 offset0:28 offset1:29
	; wait_asyncmark(2)
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_max_f32_e32 v57, v57, v57
	v_max_f32_e32 v56, v56, v56
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[56:57], v[58:59], v[0:15]
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
	s_add_i32 s1, s26, 31
	s_cmp_lt_i32 s1, 32
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_or3_b32 v25, s35, v54, v53
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	v_add_u32_e32 v26, s0, v25
	ds_read2st64_b32 v[28:29], v26 offset1:1
	ds_read2st64_b32 v[32:33], v26 offset0:4 offset1:5
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v30, s33, v27
	ds_read_b64 v[30:31], v30
	v_add_u32_e32 v34, s33, v24
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v29, v29, v29
	v_max_f32_e32 v28, v28, v28
	v_max_f32_e32 v31, v31, v31
	v_max_f32_e32 v30, v30, v30
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[28:29], v[30:31], v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[28:29], v34
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_max_f32_e32 v31, v33, v33
	v_max_f32_e32 v30, v32, v32
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[32:33], v26 offset0:8 offset1:9
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v34, s33, v23
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v29, v29, v29
	v_max_f32_e32 v28, v28, v28
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[30:31], v[28:29], v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[28:29], v34
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v31, v33, v33
	v_max_f32_e32 v30, v32, v32
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[32:33], v26 offset0:12 offset1:13
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v34, s33, v22
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v29, v29, v29
	v_max_f32_e32 v28, v28, v28
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[30:31], v[28:29], v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[28:29], v34
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v31, v33, v33
	v_max_f32_e32 v30, v32, v32
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[32:33], v26 offset0:16 offset1:17
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v34, s33, v21
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v29, v29, v29
	v_max_f32_e32 v28, v28, v28
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[30:31], v[28:29], v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[28:29], v34
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v31, v33, v33
	v_max_f32_e32 v30, v32, v32
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[32:33], v26 offset0:20 offset1:21
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v34, s33, v20
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v29, v29, v29
	v_max_f32_e32 v28, v28, v28
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[30:31], v[28:29], v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[28:29], v34
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v31, v33, v33
	v_max_f32_e32 v30, v32, v32
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[32:33], v26 offset0:24 offset1:25
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v34, s33, v19
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v29, v29, v29
	v_max_f32_e32 v28, v28, v28
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[30:31], v[28:29], v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[28:29], v34
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v31, v33, v33
	v_max_f32_e32 v30, v32, v32
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[32:33], v26 offset0:28 offset1:29
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v26, s33, v18
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v29, v29, v29
	v_max_f32_e32 v28, v28, v28
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[30:31], v[28:29], v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[28:29], v26
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v31, v33, v33
	v_max_f32_e32 v30, v32, v32
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v29, v29, v29
	v_max_f32_e32 v28, v28, v28
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[30:31], v[28:29], v[0:15]
.LBB0_6:                                ; %._crit_edge._crit_edge
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_lt_i32 s1, 64
	; wait_asyncmark(0)
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add_u32_e32 v32, s27, v25
	ds_read2st64_b32 v[28:29], v32 offset1:1
	ds_read2st64_b32 v[30:31], v32 offset0:4 offset1:5
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v25, s34, v27
	ds_read_b64 v[26:27], v25
	v_add_u32_e32 v33, s34, v24
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(2)
	v_max_f32_e32 v29, v29, v29
	v_max_f32_e32 v28, v28, v28
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v23, s34, v23
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v25, v27, v27
	v_max_f32_e32 v24, v26, v26
	v_max_f32_e32 v27, v31, v31
	v_max_f32_e32 v26, v30, v30
	v_mfma_f32_32x32x4_xf32 v[0:15], v[28:29], v[24:25], v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[24:25], v33
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[28:29], v32 offset0:8 offset1:9
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v30, s34, v22
	v_add_u32_e32 v21, s34, v21
	v_add_u32_e32 v19, s34, v19
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v25, v25, v25
	v_max_f32_e32 v24, v24, v24
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[26:27], v[24:25], v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[24:25], v23
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v27, v29, v29
	v_max_f32_e32 v26, v28, v28
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[28:29], v32 offset0:12 offset1:13
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v23, v25, v25
	v_max_f32_e32 v22, v24, v24
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[26:27], v[22:23], v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[22:23], v30
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[26:27], v32 offset0:16 offset1:17
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(2)
	v_max_f32_e32 v25, v29, v29
	v_max_f32_e32 v24, v28, v28
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v28, s34, v20
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v23, v23, v23
	v_max_f32_e32 v22, v22, v22
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[24:25], v[22:23], v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[22:23], v21
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v25, v27, v27
	v_max_f32_e32 v24, v26, v26
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[26:27], v32 offset0:20 offset1:21
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v21, v23, v23
	v_max_f32_e32 v20, v22, v22
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[24:25], v[20:21], v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[20:21], v28
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[24:25], v32 offset0:24 offset1:25
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(2)
	v_max_f32_e32 v23, v27, v27
	v_max_f32_e32 v22, v26, v26
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v26, s34, v18
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v21, v21, v21
	v_max_f32_e32 v20, v20, v20
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[22:23], v[20:21], v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[20:21], v19
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v23, v25, v25
	v_max_f32_e32 v22, v24, v24
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[24:25], v32 offset0:28 offset1:29
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v19, v21, v21
	v_max_f32_e32 v18, v20, v20
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v21, v25, v25
	v_mfma_f32_32x32x4_xf32 v[0:15], v[22:23], v[18:19], v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b64 v[18:19], v26
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_max_f32_e32 v20, v24, v24
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v19, v19, v19
	v_max_f32_e32 v18, v18, v18
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[20:21], v[18:19], v[0:15]
.LBB0_8:
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_lshrrev_b32_e32 v17, 3, v17
	s_lshr_b32 s0, s15, 1
	v_or_b32_e32 v17, s0, v17
	s_lshr_b32 s0, s17, 2
	v_or_b32_e32 v16, s0, v16
	.loc	1 59 12                         ; inductor_mm.py:59:12
	s_mul_i32 s5, s14, s4
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v18, 16, v17
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_or_b32_e32 v20, s16, v17
	.loc	1 32 12                         ; inductor_mm.py:32:12
	v_or_b32_e32 v21, s14, v16
	.loc	1 59 12                         ; inductor_mm.py:59:12
	v_mul_lo_u32 v16, v16, s4
	s_add_i32 s5, s5, s16
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_or_b32_e32 v19, s16, v18
	.loc	1 55 15                         ; inductor_mm.py:55:15
	v_cmp_gt_i32_e32 vcc, s24, v21
	.loc	1 55 38 is_stmt 0               ; inductor_mm.py:55:38
	v_cmp_gt_i32_e64 s[0:1], s25, v20
	.loc	1 59 12 is_stmt 1               ; inductor_mm.py:59:12
	v_add_u32_e32 v16, s5, v16
	.loc	1 55 38                         ; inductor_mm.py:55:38
	v_cmp_gt_i32_e64 s[2:3], s25, v19
	.loc	1 59 12                         ; inductor_mm.py:59:12
	v_add_lshl_u32 v17, v16, v17, 2
	.loc	1 60 5                          ; inductor_mm.py:60:5
	v_bfrev_b32_e32 v19, 1
	.loc	1 55 14                         ; inductor_mm.py:55:14
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 60 5                          ; inductor_mm.py:60:5
	s_and_b32 s21, s21, 0xffff
	s_mov_b32 s23, 0x27000
	s_mov_b32 s22, 0x7ffffffe
	v_cndmask_b32_e64 v20, v19, v17, s[0:1]
	buffer_store_dwordx4 v[0:3], v20, s[20:23], 0 offen
	.loc	1 55 14                         ; inductor_mm.py:55:14
	s_and_b64 vcc, vcc, s[2:3]
	.loc	1 60 5                          ; inductor_mm.py:60:5
	s_nop 0
	v_add_u32_e32 v0, 32, v17
	v_cndmask_b32_e64 v0, v19, v0, s[0:1]
	buffer_store_dwordx4 v[4:7], v0, s[20:23], 0 offen
	v_add_lshl_u32 v0, v16, v18, 2
	v_cndmask_b32_e32 v0, v19, v0, vcc
	buffer_store_dwordx4 v[8:11], v0, s[20:23], 0 offen
	v_add_u32_e32 v0, 0x60, v17
	v_cndmask_b32_e32 v0, v19, v0, vcc
	buffer_store_dwordx4 v[12:15], v0, s[20:23], 0 offen
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
		.amdhsa_next_free_vgpr 74
		.amdhsa_next_free_sgpr 43
		.amdhsa_accum_offset 76
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
	.set .Lmm.num_vgpr, 74
	.set .Lmm.num_agpr, 0
	.set .Lmm.numbered_sgpr, 43
	.set .Lmm.num_named_barrier, 0
	.set .Lmm.private_seg_size, 0
	.set .Lmm.uses_vcc, 1
	.set .Lmm.uses_flat_scratch, 0
	.set .Lmm.has_dyn_sized_stack, 0
	.set .Lmm.has_recursion, 0
	.set .Lmm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5548
; TotalNumSgprs: 49
; NumVgprs: 74
; NumAgprs: 0
; TotalNumVgprs: 74
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 49
; NumVGPRsForWavesPerEU: 74
; AccumOffset: 76
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 18
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
    .sgpr_count:     49
    .sgpr_spill_count: 0
    .symbol:         mm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     74
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
