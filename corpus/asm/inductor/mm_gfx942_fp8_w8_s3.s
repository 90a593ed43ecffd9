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
; %bb.13:
	.file	1 "corpus/asm/gen/kernels" "inductor_mm.py"
	.loc	1 16 0 prologue_end             ; inductor_mm.py:16:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.14:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dwordx4 s[24:27], s[4:5], 0x20
	s_load_dword s12, s[4:5], 0x30
	s_mov_b64 s[28:29], s[10:11]
	v_and_b32_e32 v8, 0x3ff, v0
	s_mov_b64 s[20:21], s[14:15]
.Ltmp1:
	.loc	1 22 16 is_stmt 1               ; inductor_mm.py:22:16
	s_waitcnt lgkmcnt(0)
	s_add_i32 s1, s25, 0x7f
	.loc	1 22 15 is_stmt 0               ; inductor_mm.py:22:15
	s_ashr_i32 s2, s1, 31
	s_lshr_b32 s2, s2, 25
	s_add_i32 s1, s1, s2
	s_ashr_i32 s1, s1, 7
	.loc	1 23 16 is_stmt 1               ; inductor_mm.py:23:16
	s_lshl_b32 s2, s1, 3
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_abs_i32 s3, s2
	v_cvt_f32_u32_e32 v1, s3
	.loc	1 21 16                         ; inductor_mm.py:21:16
	s_add_i32 s6, s24, 0x7f
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_sub_i32 s10, 0, s3
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_ashr_i32 s7, s6, 31
	.loc	1 24 12                         ; inductor_mm.py:24:12
	v_rcp_f32_e32 v1, v1
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_lshr_b32 s7, s7, 25
	s_add_i32 s6, s6, s7
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_abs_i32 s7, s16
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_readfirstlane_b32 s0, v8
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_xor_b32 s1, s16, s1
	.loc	1 60 5                          ; inductor_mm.py:60:5
	s_lshr_b32 s13, s0, 6
	.loc	1 24 12                         ; inductor_mm.py:24:12
	v_readfirstlane_b32 s11, v1
	s_mul_i32 s10, s10, s11
	s_mul_hi_u32 s10, s11, s10
	s_add_i32 s11, s11, s10
	s_mul_hi_u32 s10, s7, s11
	s_mul_i32 s11, s10, s3
	s_sub_i32 s7, s7, s11
	.loc	1 60 5                          ; inductor_mm.py:60:5
	s_bfe_u32 s0, s0, 0x30006
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_ashr_i32 s6, s6, 7
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_ashr_i32 s1, s1, 31
	s_add_i32 s11, s10, 1
	s_sub_i32 s14, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s10, s11, s10
	s_cselect_b32 s7, s14, s7
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
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_and_b32_e32 v9, 63, v0
	v_and_b32_e32 v51, 31, v0
	.loc	1 37 50                         ; inductor_mm.py:37:50
	v_lshlrev_b32_e32 v10, 2, v8
	.loc	1 29 14                         ; inductor_mm.py:29:14
	v_readfirstlane_b32 s14, v1
	s_mul_i32 s11, s11, s14
	s_mul_hi_u32 s11, s14, s11
	s_add_i32 s14, s14, s11
	s_mul_hi_u32 s11, s10, s14
	s_mul_i32 s14, s11, s7
	s_sub_i32 s10, s10, s14
	s_add_i32 s14, s11, 1
	s_sub_i32 s15, s10, s7
	s_cmp_ge_u32 s10, s7
	s_cselect_b32 s11, s14, s11
	s_cselect_b32 s10, s15, s10
	s_add_i32 s14, s11, 1
	s_cmp_ge_u32 s10, s7
	s_cselect_b32 s7, s14, s11
	s_xor_b32 s7, s7, s2
	s_sub_i32 s2, s7, s2
	.loc	1 28 24                         ; inductor_mm.py:28:24
	s_mul_i32 s6, s2, s6
	s_sub_i32 s1, s1, s6
	.loc	1 28 14 is_stmt 0               ; inductor_mm.py:28:14
	s_add_i32 s1, s1, s3
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	s_abs_i32 s3, s24
	v_cvt_f32_u32_e32 v1, s3
	.loc	1 32 31                         ; inductor_mm.py:32:31
	s_lshl_b32 s14, s0, 6
	v_or_b32_e32 v11, s14, v9
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	s_lshl_b32 s16, s1, 7
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	v_rcp_f32_e32 v1, v1
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_lshrrev_b32_e32 v2, 4, v11
	.loc	1 34 47                         ; inductor_mm.py:34:47
	s_sub_i32 s6, 0, s3
	.loc	1 32 12                         ; inductor_mm.py:32:12
	v_or_b32_e32 v0, s16, v2
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_bfe_i32 s1, s1, 0x10018
	v_add_u32_e32 v0, s1, v0
	v_xor_b32_e32 v3, s1, v0
	v_mul_lo_u32 v4, s6, v1
	v_mul_hi_u32 v4, v1, v4
	v_add_u32_e32 v1, v1, v4
	v_mul_hi_u32 v4, v3, v1
	v_mul_lo_u32 v4, v4, s3
	v_sub_u32_e32 v3, v3, v4
	v_subrev_u32_e32 v4, s3, v3
	v_cmp_le_u32_e32 vcc, s3, v3
	.loc	1 35 47                         ; inductor_mm.py:35:47
	s_abs_i32 s6, s25
	.loc	1 33 12                         ; inductor_mm.py:33:12
	s_lshl_b32 s17, s2, 7
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_subrev_u32_e32 v4, s3, v3
	v_cmp_le_u32_e32 vcc, s3, v3
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_lshl_or_b32 v2, v51, 2, s17
	.loc	1 37 50                         ; inductor_mm.py:37:50
	v_and_b32_e32 v50, 60, v10
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_add_u32_e32 v4, 32, v0
	v_xor_b32_e32 v4, s1, v4
	v_mul_hi_u32 v5, v4, v1
	v_mul_lo_u32 v5, v5, s3
	v_sub_u32_e32 v4, v4, v5
	v_subrev_u32_e32 v5, s3, v4
	v_cmp_le_u32_e32 vcc, s3, v4
	v_xor_b32_e32 v3, s1, v3
	v_subrev_u32_e32 v3, s1, v3
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_subrev_u32_e32 v5, s3, v4
	v_cmp_le_u32_e32 vcc, s3, v4
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_add_u32_e32 v5, 64, v0
	v_xor_b32_e32 v5, s1, v5
	v_mul_hi_u32 v6, v5, v1
	v_mul_lo_u32 v6, v6, s3
	v_add_u32_e32 v0, 0x60, v0
	v_sub_u32_e32 v5, v5, v6
	v_xor_b32_e32 v0, s1, v0
	v_subrev_u32_e32 v6, s3, v5
	v_cmp_le_u32_e32 vcc, s3, v5
	v_mul_hi_u32 v1, v0, v1
	v_mul_lo_u32 v1, v1, s3
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_subrev_u32_e32 v6, s3, v5
	v_cmp_le_u32_e32 vcc, s3, v5
	v_sub_u32_e32 v0, v0, v1
	v_subrev_u32_e32 v1, s3, v0
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_cmp_le_u32_e32 vcc, s3, v0
	v_xor_b32_e32 v4, s1, v4
	v_xor_b32_e32 v5, s1, v5
	v_cndmask_b32_e32 v0, v0, v1, vcc
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cvt_f32_u32_e32 v1, s6
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_subrev_u32_e32 v6, s3, v0
	v_cmp_le_u32_e32 vcc, s3, v0
	v_subrev_u32_e32 v4, s1, v4
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_rcp_f32_e32 v1, v1
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v0, v0, v6, vcc
	v_xor_b32_e32 v0, s1, v0
	v_subrev_u32_e32 v6, s1, v0
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_mul_f32_e32 v0, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v0, v0
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_subrev_u32_e32 v5, s1, v5
	.loc	1 35 47                         ; inductor_mm.py:35:47
	s_bfe_i32 s1, s2, 0x10018
	s_sub_i32 s2, 0, s6
	v_add_u32_e32 v1, s1, v2
	v_mul_lo_u32 v2, s2, v0
	v_mul_hi_u32 v2, v0, v2
	v_xor_b32_e32 v1, s1, v1
	v_add_u32_e32 v0, v0, v2
	v_mul_hi_u32 v0, v1, v0
	v_mul_lo_u32 v0, v0, s6
	v_sub_u32_e32 v0, v1, v0
	v_subrev_u32_e32 v1, s6, v0
	v_cmp_le_u32_e32 vcc, s6, v0
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[6:7], s[2:3], v6, s27, v[50:51]
	.loc	1 38 20                         ; inductor_mm.py:38:20
	v_lshrrev_b32_e32 v49, 5, v11
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_u32_e32 v1, s6, v0
	v_cmp_le_u32_e32 vcc, s6, v0
	.loc	1 38 20                         ; inductor_mm.py:38:20
	v_or_b32_e32 v53, 16, v49
	v_or_b32_e32 v54, 32, v49
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_xor_b32_e32 v0, s1, v0
	v_subrev_u32_e32 v48, s1, v0
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[0:1], s[2:3], v3, s27, v[50:51]
	v_mad_u64_u32 v[2:3], s[2:3], v4, s27, v[50:51]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_lshrrev_b32_e32 v3, 2, v11
	v_lshlrev_b32_e32 v1, 2, v11
	v_and_b32_e32 v3, 56, v3
	v_xor_b32_e32 v3, v3, v1
	v_sub_u32_e32 v1, v3, v1
	v_ashrrev_i32_e32 v1, 2, v1
	v_add_u32_e32 v56, v1, v9
	v_cmp_gt_i32_e32 vcc, s26, v50
	v_lshlrev_b32_e32 v57, 2, v56
	ds_bpermute_b32 v1, v57, v0
	v_lshrrev_b64 v[20:21], v56, vcc
	v_and_b32_e32 v3, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v3
	ds_bpermute_b32 v3, v57, v2
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[4:5], s[2:3], v5, s27, v[50:51]
	.loc	1 50 17                         ; inductor_mm.py:50:17
	s_lshl_b32 s27, s12, 6
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_gt_i32 s26, 0
	s_cselect_b64 s[18:19], -1, 0
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_lshl_b32 s33, s0, 8
	v_bfrev_b32_e32 v5, 1
	s_and_b32 s9, s9, 0xffff
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e32 v1, v5, v1, vcc
	s_mov_b32 m0, s33
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v3, v5, v3, vcc
	buffer_load_dword v1, s[8:11], 0 offen lds
	s_add_i32 m0, s33, 0x800
	ds_bpermute_b32 v1, v57, v4
	buffer_load_dword v3, s[8:11], 0 offen lds
	ds_bpermute_b32 v3, v57, v6
	s_add_i32 m0, s33, 0x1000
	.loc	1 38 12                         ; inductor_mm.py:38:12
	v_mad_u64_u32 v[12:13], s[2:3], v49, s12, v[48:49]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e32 v1, v5, v1, vcc
	buffer_load_dword v1, s[8:11], 0 offen lds
	s_add_i32 m0, s33, 0x1800
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v1, v5, v3, vcc
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e32 vcc, s26, v53
	v_cmp_gt_i32_e64 s[6:7], s26, v49
	.loc	1 38 20                         ; inductor_mm.py:38:20
	v_or_b32_e32 v55, 48, v49
	.loc	1 38 12 is_stmt 0               ; inductor_mm.py:38:12
	v_mad_u64_u32 v[14:15], s[2:3], v53, s12, v[48:49]
	.loc	1 46 17 is_stmt 1               ; inductor_mm.py:46:17
	buffer_load_dword v1, s[8:11], 0 offen lds
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[0:1], s26, v54
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	s_and_b32 s29, s29, 0xffff
	s_mov_b32 s30, s10
	s_mov_b32 s31, s11
	s_add_i32 m0, s33, 0x6000
	v_cndmask_b32_e64 v1, v5, v12, s[6:7]
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[18:19], vcc
	.loc	1 38 12                         ; inductor_mm.py:38:12
	v_mad_u64_u32 v[16:17], s[2:3], v54, s12, v[48:49]
	v_mad_u64_u32 v[18:19], s[2:3], v55, s12, v[48:49]
	; asyncmark
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v1, s[28:31], 0 offen lds
	s_add_i32 m0, s33, 0x6800
	v_cndmask_b32_e32 v1, v5, v14, vcc
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 vcc, s[18:19], s[0:1]
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[2:3], s26, v55
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	buffer_load_dword v1, s[28:31], 0 offen lds
	s_add_i32 m0, s33, 0x7000
	v_cndmask_b32_e32 v1, v5, v16, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	s_add_i32 m0, s33, 0x7800
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[18:19], s[2:3]
	s_cmp_gt_i32 s26, 64
	s_cselect_b64 s[18:19], -1, 0
	.loc	1 46 36                         ; inductor_mm.py:46:36
	s_sub_i32 s6, s26, 64
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e32 v1, v5, v18, vcc
	.loc	1 46 36                         ; inductor_mm.py:46:36
	v_cmp_gt_i32_e32 vcc, s6, v50
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v1, s[28:31], 0 offen lds
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v1, 64, v0
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 s[0:1], s[18:19], vcc
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v3, 64, v2
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v15, s27, v12
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v1, v57, v1
	v_cndmask_b32_e64 v12, 0, 1, s[0:1]
	v_cmp_ne_u32_e32 vcc, 0, v12
	ds_bpermute_b32 v3, v57, v3
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v7, 64, v4
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_lshrrev_b64 v[12:13], v56, vcc
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_add_i32 m0, s33, 0x2000
	; asyncmark
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v11, 64, v6
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e32 v1, v5, v1, vcc
	buffer_load_dword v1, s[8:11], 0 offen lds
	s_add_i32 m0, s33, 0x2800
	ds_bpermute_b32 v1, v57, v7
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e32 v3, v5, v3, vcc
	buffer_load_dword v3, s[8:11], 0 offen lds
	ds_bpermute_b32 v3, v57, v11
	s_add_i32 m0, s33, 0x3000
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e32 v1, v5, v1, vcc
	buffer_load_dword v1, s[8:11], 0 offen lds
	s_add_i32 m0, s33, 0x3800
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v1, v5, v3, vcc
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e32 vcc, s6, v49
	v_cmp_gt_i32_e64 s[0:1], s6, v53
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 vcc, s[18:19], vcc
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v14, s27, v14
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v1, s[8:11], 0 offen lds
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[2:3], s6, v54
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	s_add_i32 m0, s33, 0x8000
	v_cndmask_b32_e32 v1, v5, v15, vcc
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[18:19], s[0:1]
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v16, s27, v16
	; asyncmark
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[6:7], s6, v55
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	buffer_load_dword v1, s[28:31], 0 offen lds
	s_add_i32 m0, s33, 0x8800
	v_cndmask_b32_e32 v1, v5, v14, vcc
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[18:19], s[2:3]
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v17, s27, v18
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v1, s[28:31], 0 offen lds
	s_add_i32 m0, s33, 0x9000
	v_cndmask_b32_e32 v1, v5, v16, vcc
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 vcc, s[18:19], s[6:7]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v1, s[28:31], 0 offen lds
	s_add_i32 m0, s33, 0x9800
	v_cndmask_b32_e32 v1, v5, v17, vcc
	buffer_load_dword v1, s[28:31], 0 offen lds
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_movk_i32 s0, 0x100
	v_cmp_gt_u32_e32 vcc, s0, v8
	s_movk_i32 s0, 0xff
	s_mov_b32 s34, 0
	v_cmp_lt_u32_e64 s[0:1], s0, v8
	; asyncmark
	; wait_asyncmark(2)
	s_waitcnt vmcnt(8)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_barrier
.LBB0_2:
	.loc	1 0 5 is_stmt 0                 ; inductor_mm.py:0:5
	s_or_b64 exec, exec, s[2:3]
	.loc	1 32 31 is_stmt 1               ; inductor_mm.py:32:31
	s_lshl_b32 s0, s13, 5
	s_and_b32 s18, s14, 0x100
	s_and_b32 s19, s0, 0x60
	v_and_b32_e32 v52, 32, v8
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_add_i32 s36, s26, 0xffffff80
	s_cmp_lt_i32 s36, 1
	v_and_b32_e32 v59, 56, v10
	v_lshrrev_b32_e32 v60, 2, v52
	v_lshlrev_b32_e32 v58, 5, v52
	s_cbranch_scc1 .LBB0_12
; %bb.3:                                ; %.lr.ph
	.loc	1 0 5 is_stmt 0                 ; inductor_mm.py:0:5
	v_lshl_or_b32 v1, v51, 6, v59
	v_xor_b32_e32 v1, v1, v60
	v_lshl_or_b32 v61, s18, 3, v1
	.loc	1 41 5                          ; inductor_mm.py:41:5
	v_add_u32_e32 v1, s14, v9
	v_lshrrev_b32_e32 v1, 5, v1
	v_add_u32_e32 v3, 0xb0, v1
	v_mul_lo_u32 v65, s12, v3
	v_or_b32_e32 v3, 0xa0, v1
	v_mul_lo_u32 v66, s12, v3
	v_add_u32_e32 v3, 0x90, v1
	v_or_b32_e32 v1, 0x80, v1
	v_mov_b32_e32 v16, 0
	v_xor_b32_e32 v62, 16, v61
	v_xor_b32_e32 v63, 32, v61
	v_xor_b32_e32 v64, 48, v61
	v_mul_lo_u32 v67, s12, v3
	v_mul_lo_u32 v68, s12, v1
	v_add_u32_e32 v69, 0x80, v6
	v_add_u32_e32 v70, 0x80, v4
	v_add_u32_e32 v71, 0x80, v2
	s_movk_i32 s22, 0x2000
	s_movk_i32 s35, 0x6000
	s_mov_b32 s23, 0x8000
	v_add_u32_e32 v72, 0x80, v0
	s_mov_b32 s39, 1
	v_bfrev_b32_e32 v73, 1
	s_mov_b32 s37, 0xc0c0004
	s_mov_b32 s30, s10
	s_mov_b32 s31, s11
	s_mov_b32 s38, s36
	v_mov_b32_e32 v17, v16
	v_mov_b32_e32 v18, v16
	v_mov_b32_e32 v19, v16
	v_mov_b32_e32 v20, v16
	v_mov_b32_e32 v21, v16
	v_mov_b32_e32 v22, v16
	v_mov_b32_e32 v23, v16
	v_mov_b32_e32 v24, v16
	v_mov_b32_e32 v25, v16
	v_mov_b32_e32 v26, v16
	v_mov_b32_e32 v27, v16
	v_mov_b32_e32 v28, v16
	v_mov_b32_e32 v29, v16
	v_mov_b32_e32 v30, v16
	v_mov_b32_e32 v31, v16
	v_mov_b32_e32 v0, v16
	v_mov_b32_e32 v1, v16
	v_mov_b32_e32 v2, v16
	v_mov_b32_e32 v3, v16
	v_mov_b32_e32 v4, v16
	v_mov_b32_e32 v5, v16
	v_mov_b32_e32 v6, v16
	v_mov_b32_e32 v7, v16
	v_mov_b32_e32 v8, v16
	v_mov_b32_e32 v9, v16
	v_mov_b32_e32 v10, v16
	v_mov_b32_e32 v11, v16
	v_mov_b32_e32 v12, v16
	v_mov_b32_e32 v13, v16
	v_mov_b32_e32 v14, v16
	v_mov_b32_e32 v15, v16
	s_mov_b32 s40, 0
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s12, s39, 1
	s_mov_b32 s7, s35
	s_cmp_lt_i32 s12, 3
	s_mov_b32 s6, s34
	s_cselect_b32 s39, s12, 0
	.loc	1 47 17 is_stmt 1               ; inductor_mm.py:47:17
	s_add_i32 s7, s7, s19
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v32, s6, v61
	v_add_u32_e32 v33, s6, v62
	v_add_u32_e32 v34, s6, v63
	v_add_u32_e32 v35, s6, v64
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add3_u32 v79, s7, v58, v51
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2st64_b64 v[44:47], v32 offset1:8
	ds_read2st64_b64 v[40:43], v33 offset1:8
	ds_read2st64_b64 v[36:39], v34 offset1:8
	ds_read2st64_b64 v[32:35], v35 offset1:8
	.loc	1 48 16                         ; inductor_mm.py:48:16
	ds_read_u8 v83, v79 offset:384
	ds_read_u8 v84, v79 offset:896
	ds_read_u8 v85, v79 offset:768
	ds_read_u8 v86, v79 offset:640
	ds_read_u8 v87, v79 offset:512
	ds_read_u8 v88, v79 offset:256
	ds_read_u8 v89, v79 offset:128
	ds_read_u8 v90, v79
	ds_read_u8 v91, v79 offset:2432
	ds_read_u8 v92, v79 offset:2944
	ds_read_u8 v93, v79 offset:2816
	ds_read_u8 v94, v79 offset:2688
	ds_read_u8 v95, v79 offset:2560
	ds_read_u8 v96, v79 offset:2304
	ds_read_u8 v97, v79 offset:2176
	ds_read_u8 v98, v79 offset:2048
	ds_read_u8 v99, v79 offset:4480
	ds_read_u8 v100, v79 offset:4992
	ds_read_u8 v101, v79 offset:4864
	ds_read_u8 v102, v79 offset:4736
	ds_read_u8 v103, v79 offset:4608
	ds_read_u8 v104, v79 offset:4352
	ds_read_u8 v105, v79 offset:4224
	ds_read_u8 v106, v79 offset:4096
	ds_read_u8 v107, v79 offset:6528
	ds_read_u8 v108, v79 offset:7040
	ds_read_u8 v109, v79 offset:6912
	ds_read_u8 v110, v79 offset:6784
	ds_read_u8 v111, v79 offset:6656
	ds_read_u8 v112, v79 offset:6400
	ds_read_u8 v113, v79 offset:6272
	ds_read_u8 v114, v79 offset:6144
	s_mov_b32 s34, s22
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_lshl_b32 s22, s39, 13
	s_mov_b32 s35, s23
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 s23, s22, 0x6000
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v78, s40, v72
	v_add_u32_e32 v80, s40, v71
	v_add_u32_e32 v81, s40, v70
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v82, s40, v69
	v_add_u32_e32 v77, v68, v48
	v_add_u32_e32 v76, v67, v48
	v_add_u32_e32 v75, v66, v48
	.loc	1 41 5                          ; inductor_mm.py:41:5
	v_add_u32_e32 v74, v65, v48
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[2:3], s38, v49
	v_cmp_gt_i32_e64 s[0:1], s38, v53
	v_cmp_gt_i32_e64 s[12:13], s38, v54
	v_cmp_gt_i32_e64 s[6:7], s38, v55
	; sched_barrier mask(0x00000000)
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cmp_gt_i32_e64 s[14:15], s38, v50
	ds_bpermute_b32 v115, v57, v78
	s_add_i32 s41, s22, s33
	v_lshrrev_b64 v[78:79], v56, s[14:15]
	ds_bpermute_b32 v79, v57, v80
	v_and_b32_e32 v78, 1, v78
	v_cmp_eq_u32_e64 s[14:15], 1, v78
	s_mov_b32 m0, s41
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v78, v73, v115, s[14:15]
	s_barrier
	buffer_load_dword v78, s[8:11], 0 offen lds
	s_add_i32 m0, s41, 0x800
	ds_bpermute_b32 v78, v57, v81
	v_cndmask_b32_e64 v79, v73, v79, s[14:15]
	buffer_load_dword v79, s[8:11], 0 offen lds
	ds_bpermute_b32 v79, v57, v82
	s_add_i32 m0, s41, 0x1000
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v78, v73, v78, s[14:15]
	buffer_load_dword v78, s[8:11], 0 offen lds
	s_add_i32 m0, s41, 0x1800
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v78, v73, v79, s[14:15]
	buffer_load_dword v78, s[8:11], 0 offen lds
	; asyncmark
	; sched_barrier mask(0x00000000)
	; wait_asyncmark(1)
	s_waitcnt vmcnt(4)
	s_barrier
	; sched_barrier mask(0x00000000)
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_perm_b32 v78, v87, v86, s37
	v_perm_b32 v79, v85, v84, s37
	v_perm_b32 v80, v90, v89, s37
	v_perm_b32 v81, v88, v83, s37
	v_lshl_or_b32 v79, v79, 16, v78
	v_lshl_or_b32 v78, v81, 16, v80
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e64 v75, v73, v75, s[12:13]
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_nop 0
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[78:79], v[44:45], v[16:31]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s41, 0x6000
	v_cndmask_b32_e64 v44, v73, v77, s[2:3]
	buffer_load_dword v44, s[28:31], 0 offen lds
	s_add_i32 m0, s41, 0x6800
	v_cndmask_b32_e64 v44, v73, v76, s[0:1]
	buffer_load_dword v44, s[28:31], 0 offen lds
	s_add_i32 m0, s41, 0x7000
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[78:79], v[46:47], v[0:15]
	v_perm_b32 v44, v95, v94, s37
	v_perm_b32 v45, v93, v92, s37
	v_perm_b32 v46, v98, v97, s37
	v_perm_b32 v47, v96, v91, s37
	v_lshl_or_b32 v45, v45, 16, v44
	v_lshl_or_b32 v44, v47, 16, v46
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v75, s[28:31], 0 offen lds
	s_add_i32 m0, s41, 0x7800
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[44:45], v[40:41], v[16:31]
	v_perm_b32 v46, v103, v102, s37
	v_perm_b32 v47, v101, v100, s37
	v_perm_b32 v76, v106, v105, s37
	v_perm_b32 v40, v104, v99, s37
	v_lshl_or_b32 v41, v47, 16, v46
	v_lshl_or_b32 v40, v40, 16, v76
	v_perm_b32 v46, v111, v110, s37
	v_perm_b32 v47, v109, v108, s37
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[40:41], v[36:37], v[16:31]
	v_perm_b32 v36, v114, v113, s37
	v_perm_b32 v37, v112, v107, s37
	v_lshl_or_b32 v47, v47, 16, v46
	v_lshl_or_b32 v46, v37, 16, v36
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000004) size(3) SyncID(0)
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000004) size(3) SyncID(0)
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	s_nop 1
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[46:47], v[32:33], v[16:31]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e64 v32, v73, v74, s[6:7]
	buffer_load_dword v32, s[28:31], 0 offen lds
	; asyncmark
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[44:45], v[42:43], v[0:15]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[40:41], v[38:39], v[0:15]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[46:47], v[34:35], v[0:15]
	; sched_barrier mask(0x00000000)
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_barrier
	; sched_barrier mask(0x00000000)
	s_add_i32 s40, s40, 64
	s_sub_i32 s38, s38, 64
	s_cmp_lt_i32 s40, s36
	v_add_u32_e32 v48, s27, v48
	s_cbranch_scc1 .LBB0_4
; %bb.5:                                ; %Flow38
	.loc	1 0 5 is_stmt 0                 ; inductor_mm.py:0:5
	s_load_dword s6, s[4:5], 0x34
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_7
.LBB0_6:
	s_barrier
.LBB0_7:
	.loc	1 0 5                           ; inductor_mm.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 46 17 is_stmt 1               ; inductor_mm.py:46:17
	v_lshl_or_b32 v32, v51, 6, v59
	v_xor_b32_e32 v32, v32, v60
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_add_i32 s0, s26, 63
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_lshl_or_b32 v50, s18, 3, v32
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_lt_i32 s0, 64
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_xor_b32_e32 v53, 16, v50
	v_xor_b32_e32 v54, 32, v50
	v_xor_b32_e32 v55, 48, v50
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_or3_b32 v56, s19, v58, v51
	s_cbranch_scc1 .LBB0_9
; %bb.8:
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v44, s34, v50
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add_u32_e32 v57, s35, v56
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2st64_b64 v[44:47], v44 offset1:8
	.loc	1 48 16                         ; inductor_mm.py:48:16
	ds_read_u8 v48, v57 offset:640
	ds_read_u8 v49, v57 offset:896
	ds_read_u8 v58, v57 offset:768
	ds_read_u8 v59, v57 offset:512
	ds_read_u8 v60, v57 offset:128
	ds_read_u8 v61, v57 offset:384
	ds_read_u8 v62, v57 offset:256
	ds_read_u8 v63, v57
	s_mov_b32 s1, 0xc0c0004
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v59, v48, s1
	v_perm_b32 v49, v58, v49, s1
	v_lshl_or_b32 v49, v49, 16, v48
	v_perm_b32 v48, v63, v60, s1
	v_perm_b32 v58, v62, v61, s1
	v_lshl_or_b32 v48, v58, 16, v48
	ds_read_u8 v59, v57 offset:2688
	ds_read_u8 v60, v57 offset:2944
	ds_read_u8 v61, v57 offset:2816
	ds_read_u8 v62, v57 offset:2560
	ds_read_u8 v63, v57 offset:2176
	ds_read_u8 v64, v57 offset:2432
	ds_read_u8 v65, v57 offset:2304
	ds_read_u8 v66, v57 offset:2048
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v58, v62, v59, s1
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[48:49], v[44:45], v[16:31]
	v_perm_b32 v59, v61, v60, s1
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v40, s34, v53
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_lshl_or_b32 v59, v59, 16, v58
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v58, v66, v63, s1
	v_perm_b32 v60, v65, v64, s1
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2st64_b64 v[40:43], v40 offset1:8
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_lshl_or_b32 v58, v60, 16, v58
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[48:49], v[46:47], v[0:15]
	ds_read_u8 v61, v57 offset:4736
	ds_read_u8 v62, v57 offset:4992
	ds_read_u8 v63, v57 offset:4864
	ds_read_u8 v64, v57 offset:4608
	ds_read_u8 v65, v57 offset:4224
	ds_read_u8 v66, v57 offset:4480
	ds_read_u8 v67, v57 offset:4352
	ds_read_u8 v68, v57 offset:4096
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v44, v64, v61, s1
	v_perm_b32 v45, v63, v62, s1
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v36, s34, v54
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_lshl_or_b32 v45, v45, 16, v44
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v68, v65, s1
	v_perm_b32 v60, v67, v66, s1
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[58:59], v[40:41], v[16:31]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2st64_b64 v[36:39], v36 offset1:8
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_lshl_or_b32 v44, v60, 16, v44
	ds_read_u8 v40, v57 offset:6784
	ds_read_u8 v41, v57 offset:7040
	ds_read_u8 v60, v57 offset:6912
	ds_read_u8 v61, v57 offset:6656
	ds_read_u8 v62, v57 offset:6272
	ds_read_u8 v63, v57 offset:6528
	ds_read_u8 v64, v57 offset:6400
	ds_read_u8 v57, v57 offset:6144
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v32, s34, v55
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v40, v61, v40, s1
	v_perm_b32 v41, v60, v41, s1
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2st64_b64 v[32:35], v32 offset1:8
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[58:59], v[42:43], v[0:15]
	v_lshl_or_b32 v41, v41, 16, v40
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[44:45], v[36:37], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v36, v57, v62, s1
	v_perm_b32 v37, v64, v63, s1
	v_lshl_or_b32 v40, v37, 16, v36
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[44:45], v[38:39], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[40:41], v[32:33], v[16:31]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[40:41], v[34:35], v[0:15]
.LBB0_9:                                ; %._crit_edge162
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmpk_lt_i32 s0, 0x80
	; wait_asyncmark(0)
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	v_add_u32_e32 v44, s22, v50
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add_u32_e32 v56, s23, v56
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v32, s22, v55
	v_add_u32_e32 v36, s22, v54
	v_add_u32_e32 v40, s22, v53
	ds_read2st64_b64 v[44:47], v44 offset1:8
	.loc	1 48 16                         ; inductor_mm.py:48:16
	ds_read_u8 v48, v56 offset:640
	ds_read_u8 v49, v56 offset:896
	ds_read_u8 v50, v56 offset:768
	ds_read_u8 v53, v56 offset:512
	ds_read_u8 v54, v56 offset:128
	ds_read_u8 v55, v56 offset:384
	ds_read_u8 v57, v56 offset:256
	ds_read_u8 v58, v56
	s_mov_b32 s0, 0xc0c0004
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v48, v53, v48, s0
	v_perm_b32 v49, v50, v49, s0
	v_lshl_or_b32 v49, v49, 16, v48
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v48, v58, v54, s0
	v_perm_b32 v50, v57, v55, s0
	v_lshl_or_b32 v48, v50, 16, v48
	ds_read_u8 v53, v56 offset:2688
	ds_read_u8 v54, v56 offset:2944
	ds_read_u8 v55, v56 offset:2816
	ds_read_u8 v57, v56 offset:2560
	ds_read_u8 v58, v56 offset:2176
	ds_read_u8 v59, v56 offset:2432
	ds_read_u8 v60, v56 offset:2304
	ds_read_u8 v61, v56 offset:2048
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[48:49], v[44:45], v[16:31]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v50, v57, v53, s0
	v_perm_b32 v53, v55, v54, s0
	v_lshl_or_b32 v55, v53, 16, v50
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v50, v61, v58, s0
	v_perm_b32 v53, v60, v59, s0
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2st64_b64 v[40:43], v40 offset1:8
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_lshl_or_b32 v54, v53, 16, v50
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[48:49], v[46:47], v[0:15]
	ds_read_u8 v57, v56 offset:4736
	ds_read_u8 v58, v56 offset:4992
	ds_read_u8 v59, v56 offset:4864
	ds_read_u8 v60, v56 offset:4608
	ds_read_u8 v61, v56 offset:4224
	ds_read_u8 v62, v56 offset:4480
	ds_read_u8 v63, v56 offset:4352
	ds_read_u8 v64, v56 offset:4096
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v44, v60, v57, s0
	v_perm_b32 v45, v59, v58, s0
	v_lshl_or_b32 v45, v45, 16, v44
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v50, v63, v62, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v44, v64, v61, s0
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2st64_b64 v[36:39], v36 offset1:8
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[54:55], v[40:41], v[16:31]
	v_lshl_or_b32 v44, v50, 16, v44
	ds_read_u8 v40, v56 offset:6784
	ds_read_u8 v41, v56 offset:7040
	ds_read_u8 v50, v56 offset:6912
	ds_read_u8 v53, v56 offset:6656
	ds_read_u8 v57, v56 offset:6272
	ds_read_u8 v58, v56 offset:6528
	ds_read_u8 v59, v56 offset:6400
	ds_read_u8 v56, v56 offset:6144
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v40, v53, v40, s0
	v_perm_b32 v41, v50, v41, s0
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2st64_b64 v[32:35], v32 offset1:8
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_lshl_or_b32 v41, v41, 16, v40
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[54:55], v[42:43], v[0:15]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[44:45], v[36:37], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v36, v56, v57, s0
	v_perm_b32 v37, v59, v58, s0
	v_lshl_or_b32 v40, v37, 16, v36
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[44:45], v[38:39], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[40:41], v[32:33], v[16:31]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[40:41], v[34:35], v[0:15]
.LBB0_11:
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_lshrrev_b32_e32 v32, 3, v52
	v_or_b32_e32 v32, s19, v32
	v_or_b32_e32 v33, 16, v32
	s_lshr_b32 s0, s18, 3
	.loc	1 60 20                         ; inductor_mm.py:60:20
	s_nop 5
	v_cvt_f16_f32_e32 v16, v16
	v_cvt_f16_f32_e32 v17, v17
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_or_b32_e32 v34, s17, v33
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v36, s0, v51
	.loc	1 59 12                         ; inductor_mm.py:59:12
	s_mul_i32 s7, s16, s6
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_cvt_f16_f32_e32 v18, v18
	v_cvt_f16_f32_e32 v19, v19
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_or_b32_e32 v35, s17, v32
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v37, 64, v36
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	v_or_b32_e32 v39, s16, v36
	.loc	1 55 38 is_stmt 1               ; inductor_mm.py:55:38
	v_cmp_gt_i32_e64 s[0:1], s25, v34
	.loc	1 59 12                         ; inductor_mm.py:59:12
	v_mul_lo_u32 v34, v36, s6
	s_add_i32 s7, s7, s17
	.loc	1 55 15                         ; inductor_mm.py:55:15
	v_cmp_gt_i32_e64 s[2:3], s24, v39
	.loc	1 55 38 is_stmt 0               ; inductor_mm.py:55:38
	v_cmp_gt_i32_e64 s[4:5], s25, v35
	.loc	1 59 12 is_stmt 1               ; inductor_mm.py:59:12
	v_mul_lo_u32 v35, v37, s6
	v_add_u32_e32 v34, s7, v34
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_cvt_f16_f32_e32 v20, v20
	v_cvt_f16_f32_e32 v21, v21
	v_cvt_f16_f32_e32 v22, v22
	v_cvt_f16_f32_e32 v23, v23
	.loc	1 59 12                         ; inductor_mm.py:59:12
	v_add_u32_e32 v35, s7, v35
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_cvt_f16_f32_e32 v36, v0
	.loc	1 60 5 is_stmt 0                ; inductor_mm.py:60:5
	v_pack_b32_f16 v0, v16, v17
	v_add_lshl_u32 v16, v34, v32, 1
	v_bfrev_b32_e32 v17, 1
	.loc	1 55 14 is_stmt 1               ; inductor_mm.py:55:14
	s_and_b64 s[6:7], s[4:5], s[2:3]
	.loc	1 32 12                         ; inductor_mm.py:32:12
	v_or_b32_e32 v38, s16, v37
	.loc	1 32 31 is_stmt 0               ; inductor_mm.py:32:31
	v_or_b32_e32 v41, 8, v32
	.loc	1 60 20 is_stmt 1               ; inductor_mm.py:60:20
	v_cvt_f16_f32_e32 v24, v24
	v_cvt_f16_f32_e32 v25, v25
	v_cvt_f16_f32_e32 v26, v26
	v_cvt_f16_f32_e32 v27, v27
	v_cvt_f16_f32_e32 v37, v1
	.loc	1 60 5 is_stmt 0                ; inductor_mm.py:60:5
	s_and_b32 s21, s21, 0xffff
	s_mov_b32 s23, 0x27000
	s_mov_b32 s22, 0x7ffffffe
	v_pack_b32_f16 v1, v18, v19
	v_cndmask_b32_e64 v16, v17, v16, s[6:7]
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_add_lshl_u32 v16, v34, v41, 1
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_cvt_f16_f32_e32 v28, v28
	v_cvt_f16_f32_e32 v29, v29
	v_cvt_f16_f32_e32 v30, v30
	v_cvt_f16_f32_e32 v31, v31
	.loc	1 60 5                          ; inductor_mm.py:60:5
	v_pack_b32_f16 v1, v22, v23
	v_pack_b32_f16 v0, v20, v21
	v_cndmask_b32_e64 v16, v17, v16, s[6:7]
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_cvt_f16_f32_e32 v2, v2
	v_cvt_f16_f32_e32 v3, v3
	.loc	1 60 5                          ; inductor_mm.py:60:5
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_add_lshl_u32 v16, v34, v33, 1
	.loc	1 55 14 is_stmt 1               ; inductor_mm.py:55:14
	s_and_b64 s[2:3], s[0:1], s[2:3]
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v40, 24, v32
	.loc	1 60 5                          ; inductor_mm.py:60:5
	v_pack_b32_f16 v1, v26, v27
	v_pack_b32_f16 v0, v24, v25
	v_cndmask_b32_e64 v16, v17, v16, s[2:3]
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_add_lshl_u32 v16, v34, v40, 1
	.loc	1 55 15                         ; inductor_mm.py:55:15
	v_cmp_gt_i32_e32 vcc, s24, v38
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_cvt_f16_f32_e32 v4, v4
	v_cvt_f16_f32_e32 v5, v5
	v_cvt_f16_f32_e32 v6, v6
	v_cvt_f16_f32_e32 v7, v7
	.loc	1 60 5 is_stmt 0                ; inductor_mm.py:60:5
	v_pack_b32_f16 v1, v30, v31
	v_pack_b32_f16 v0, v28, v29
	v_cndmask_b32_e64 v16, v17, v16, s[2:3]
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_pack_b32_f16 v1, v2, v3
	v_add_lshl_u32 v2, v35, v32, 1
	.loc	1 55 14 is_stmt 1               ; inductor_mm.py:55:14
	s_and_b64 s[2:3], s[4:5], vcc
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_cvt_f16_f32_e32 v8, v8
	v_cvt_f16_f32_e32 v9, v9
	v_cvt_f16_f32_e32 v10, v10
	v_cvt_f16_f32_e32 v11, v11
	.loc	1 60 5 is_stmt 0                ; inductor_mm.py:60:5
	v_pack_b32_f16 v0, v36, v37
	v_cndmask_b32_e64 v2, v17, v2, s[2:3]
	buffer_store_dwordx2 v[0:1], v2, s[20:23], 0 offen
	v_add_lshl_u32 v2, v35, v41, 1
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_cvt_f16_f32_e32 v12, v12
	v_cvt_f16_f32_e32 v13, v13
	v_cvt_f16_f32_e32 v14, v14
	v_cvt_f16_f32_e32 v15, v15
	.loc	1 60 5                          ; inductor_mm.py:60:5
	v_pack_b32_f16 v1, v6, v7
	v_pack_b32_f16 v0, v4, v5
	v_cndmask_b32_e64 v2, v17, v2, s[2:3]
	buffer_store_dwordx2 v[0:1], v2, s[20:23], 0 offen
	v_add_lshl_u32 v2, v35, v33, 1
	.loc	1 55 14 is_stmt 1               ; inductor_mm.py:55:14
	s_and_b64 vcc, s[0:1], vcc
	.loc	1 60 5                          ; inductor_mm.py:60:5
	v_pack_b32_f16 v1, v10, v11
	v_pack_b32_f16 v0, v8, v9
	v_cndmask_b32_e32 v2, v17, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[20:23], 0 offen
	v_add_lshl_u32 v2, v35, v40, 1
	v_pack_b32_f16 v1, v14, v15
	v_pack_b32_f16 v0, v12, v13
	v_cndmask_b32_e32 v2, v17, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[20:23], 0 offen
	.loc	1 16 1                          ; inductor_mm.py:16:1
	s_endpgm
.LBB0_12:
	.loc	1 0 1 is_stmt 0                 ; inductor_mm.py:0:1
	v_mov_b32_e32 v15, 0
	s_movk_i32 s22, 0x2000
	s_movk_i32 s35, 0x6000
	s_mov_b32 s23, 0x8000
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
	v_mov_b32_e32 v31, v15
	v_mov_b32_e32 v30, v15
	v_mov_b32_e32 v29, v15
	v_mov_b32_e32 v28, v15
	v_mov_b32_e32 v27, v15
	v_mov_b32_e32 v26, v15
	v_mov_b32_e32 v25, v15
	v_mov_b32_e32 v24, v15
	v_mov_b32_e32 v23, v15
	v_mov_b32_e32 v22, v15
	v_mov_b32_e32 v21, v15
	v_mov_b32_e32 v20, v15
	v_mov_b32_e32 v19, v15
	v_mov_b32_e32 v18, v15
	v_mov_b32_e32 v17, v15
	v_mov_b32_e32 v16, v15
	s_load_dword s6, s[4:5], 0x34
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB0_6
	s_branch .LBB0_7
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
		.amdhsa_next_free_vgpr 116
		.amdhsa_next_free_sgpr 42
		.amdhsa_accum_offset 116
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
	.set .Lmm.num_vgpr, 116
	.set .Lmm.num_agpr, 0
	.set .Lmm.numbered_sgpr, 42
	.set .Lmm.num_named_barrier, 0
	.set .Lmm.private_seg_size, 0
	.set .Lmm.uses_vcc, 1
	.set .Lmm.uses_flat_scratch, 0
	.set .Lmm.has_dyn_sized_stack, 0
	.set .Lmm.has_recursion, 0
	.set .Lmm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5312
; TotalNumSgprs: 48
; NumVgprs: 116
; NumAgprs: 0
; TotalNumVgprs: 116
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 48
; NumVGPRsForWavesPerEU: 116
; AccumOffset: 116
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 28
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
    .max_flat_workgroup_size: 512
    .name:           mm
    .private_segment_fixed_size: 0
    .sgpr_count:     48
    .sgpr_spill_count: 0
    .symbol:         mm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     116
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
