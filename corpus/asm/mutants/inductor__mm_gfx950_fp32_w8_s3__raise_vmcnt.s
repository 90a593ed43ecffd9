	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
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
	s_load_dwordx4 s[20:23], s[4:5], 0x20
	s_load_dword s28, s[4:5], 0x30
	v_and_b32_e32 v1, 0x3c0, v0
	s_mov_b64 s[24:25], s[10:11]
.Ltmp1:
	.loc	1 47 17 is_stmt 1               ; inductor_mm.py:47:17
	v_readfirstlane_b32 s0, v1
	.loc	1 60 5                          ; inductor_mm.py:60:5
	s_lshr_b32 s10, s0, 6
	s_bfe_u32 s1, s0, 0x30006
	.loc	1 22 16                         ; inductor_mm.py:22:16
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s21, 0x7f
	.loc	1 22 15 is_stmt 0               ; inductor_mm.py:22:15
	s_ashr_i32 s2, s0, 31
	s_lshr_b32 s2, s2, 25
	s_add_i32 s0, s0, s2
	s_ashr_i32 s0, s0, 7
	.loc	1 23 16 is_stmt 1               ; inductor_mm.py:23:16
	s_lshl_b32 s2, s0, 3
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_abs_i32 s3, s2
	v_cvt_f32_u32_e32 v1, s3
	s_mov_b64 s[12:13], s[14:15]
	.loc	1 21 16                         ; inductor_mm.py:21:16
	s_add_i32 s6, s20, 0x7f
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_sub_i32 s11, 0, s3
	v_rcp_f32_e32 v1, v1
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_ashr_i32 s7, s6, 31
	s_lshr_b32 s7, s7, 25
	s_add_i32 s6, s6, s7
	.loc	1 24 12                         ; inductor_mm.py:24:12
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_abs_i32 s7, s16
	s_xor_b32 s0, s16, s0
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_ashr_i32 s6, s6, 7
	.loc	1 24 12                         ; inductor_mm.py:24:12
	v_readfirstlane_b32 s14, v1
	s_mul_i32 s11, s11, s14
	s_mul_hi_u32 s11, s14, s11
	s_add_i32 s14, s14, s11
	s_mul_hi_u32 s11, s7, s14
	s_mul_i32 s14, s11, s3
	s_sub_i32 s7, s7, s14
	s_ashr_i32 s0, s0, 31
	s_add_i32 s14, s11, 1
	s_sub_i32 s15, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s11, s14, s11
	s_cselect_b32 s7, s15, s7
	s_add_i32 s14, s11, 1
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s3, s14, s11
	s_xor_b32 s3, s3, s0
	s_sub_i32 s0, s3, s0
	.loc	1 25 15                         ; inductor_mm.py:25:15
	s_lshl_b32 s3, s0, 3
	.loc	1 26 28                         ; inductor_mm.py:26:28
	s_sub_i32 s6, s6, s3
	.loc	1 26 17 is_stmt 0               ; inductor_mm.py:26:17
	s_min_i32 s6, s6, 8
	.loc	1 29 14 is_stmt 1               ; inductor_mm.py:29:14
	s_abs_i32 s7, s6
	v_cvt_f32_u32_e32 v1, s7
	s_sub_i32 s14, 0, s7
	.loc	1 27 15                         ; inductor_mm.py:27:15
	s_mul_i32 s0, s0, s2
	s_sub_i32 s0, s16, s0
	.loc	1 29 14                         ; inductor_mm.py:29:14
	v_rcp_f32_e32 v1, v1
	s_abs_i32 s11, s0
	s_xor_b32 s2, s0, s6
	s_ashr_i32 s2, s2, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_and_b32_e32 v33, 31, v0
	v_lshlrev_b32_e32 v36, 2, v33
	.loc	1 37 50                         ; inductor_mm.py:37:50
	v_and_b32_e32 v32, 15, v0
	.loc	1 29 14                         ; inductor_mm.py:29:14
	v_readfirstlane_b32 s15, v1
	s_mul_i32 s14, s14, s15
	s_mul_hi_u32 s14, s15, s14
	s_add_i32 s15, s15, s14
	s_mul_hi_u32 s14, s11, s15
	s_mul_i32 s15, s14, s7
	s_sub_i32 s11, s11, s15
	s_add_i32 s15, s14, 1
	s_sub_i32 s16, s11, s7
	s_cmp_ge_u32 s11, s7
	s_cselect_b32 s14, s15, s14
	s_cselect_b32 s11, s16, s11
	s_add_i32 s15, s14, 1
	s_cmp_ge_u32 s11, s7
	s_cselect_b32 s7, s15, s14
	.loc	1 34 47                         ; inductor_mm.py:34:47
	s_abs_i32 s15, s20
	v_cvt_f32_u32_e32 v4, s15
	.loc	1 29 14                         ; inductor_mm.py:29:14
	s_xor_b32 s7, s7, s2
	s_sub_i32 s11, s7, s2
	.loc	1 28 24                         ; inductor_mm.py:28:24
	s_mul_i32 s2, s11, s6
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_rcp_f32_e32 v4, v4
	.loc	1 28 24                         ; inductor_mm.py:28:24
	s_sub_i32 s0, s0, s2
	.loc	1 28 14 is_stmt 0               ; inductor_mm.py:28:14
	s_add_i32 s14, s0, s3
	.loc	1 32 31 is_stmt 1               ; inductor_mm.py:32:31
	v_and_b32_e32 v1, 63, v0
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v4
	.loc	1 32 31                         ; inductor_mm.py:32:31
	s_lshl_b32 s0, s1, 6
	v_or_b32_e32 v3, s0, v1
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	s_lshl_b32 s6, s14, 7
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_lshrrev_b32_e32 v2, 4, v3
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	s_sub_i32 s16, 0, s15
	.loc	1 32 12                         ; inductor_mm.py:32:12
	v_or_b32_e32 v2, s6, v2
	.loc	1 34 47                         ; inductor_mm.py:34:47
	s_bfe_i32 s14, s14, 0x10018
	v_mul_lo_u32 v7, s16, v4
	v_add_u32_e32 v2, s14, v2
	v_mul_hi_u32 v7, v4, v7
	v_xor_b32_e32 v6, s14, v2
	v_add_u32_e32 v4, v4, v7
	v_mul_hi_u32 v7, v6, v4
	v_mul_lo_u32 v7, v7, s15
	v_sub_u32_e32 v6, v6, v7
	v_subrev_u32_e32 v7, s15, v6
	v_cmp_le_u32_e32 vcc, s15, v6
	.loc	1 35 47                         ; inductor_mm.py:35:47
	s_abs_i32 s16, s21
	.loc	1 33 12                         ; inductor_mm.py:33:12
	s_lshl_b32 s7, s11, 7
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_subrev_u32_e32 v7, s15, v6
	v_cmp_le_u32_e32 vcc, s15, v6
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_or_b32_e32 v5, s7, v36
	.loc	1 35 47                         ; inductor_mm.py:35:47
	s_bfe_i32 s17, s11, 0x10018
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_add_u32_e32 v7, 32, v2
	v_xor_b32_e32 v7, s14, v7
	v_mul_hi_u32 v8, v7, v4
	v_mul_lo_u32 v8, v8, s15
	v_sub_u32_e32 v7, v7, v8
	v_subrev_u32_e32 v8, s15, v7
	v_cmp_le_u32_e32 vcc, s15, v7
	.loc	1 35 47                         ; inductor_mm.py:35:47
	s_sub_i32 s11, 0, s16
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_xor_b32_e32 v6, s14, v6
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_subrev_u32_e32 v8, s15, v7
	v_cmp_le_u32_e32 vcc, s15, v7
	v_subrev_u32_e32 v6, s14, v6
	.loc	1 38 20                         ; inductor_mm.py:38:20
	v_lshrrev_b32_e32 v38, 5, v3
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_add_u32_e32 v8, 64, v2
	v_xor_b32_e32 v8, s14, v8
	v_mul_hi_u32 v9, v8, v4
	v_mul_lo_u32 v9, v9, s15
	v_add_u32_e32 v2, 0x60, v2
	v_sub_u32_e32 v8, v8, v9
	v_xor_b32_e32 v2, s14, v2
	v_subrev_u32_e32 v9, s15, v8
	v_cmp_le_u32_e32 vcc, s15, v8
	v_mul_hi_u32 v4, v2, v4
	v_mul_lo_u32 v4, v4, s15
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_subrev_u32_e32 v9, s15, v8
	v_cmp_le_u32_e32 vcc, s15, v8
	v_sub_u32_e32 v2, v2, v4
	v_subrev_u32_e32 v4, s15, v2
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_cmp_le_u32_e32 vcc, s15, v2
	v_xor_b32_e32 v7, s14, v7
	v_xor_b32_e32 v8, s14, v8
	v_cndmask_b32_e32 v2, v2, v4, vcc
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cvt_f32_u32_e32 v4, s16
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_subrev_u32_e32 v9, s15, v2
	v_cmp_le_u32_e32 vcc, s15, v2
	v_subrev_u32_e32 v7, s14, v7
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_rcp_f32_e32 v4, v4
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v9, vcc
	v_xor_b32_e32 v2, s14, v2
	v_subrev_u32_e32 v10, s14, v2
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_mul_f32_e32 v2, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v2, v2
	v_add_u32_e32 v4, s17, v5
	v_xor_b32_e32 v4, s17, v4
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_subrev_u32_e32 v8, s14, v8
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_mul_lo_u32 v5, s11, v2
	v_mul_hi_u32 v5, v2, v5
	v_add_u32_e32 v2, v2, v5
	v_mul_hi_u32 v2, v4, v2
	v_mul_lo_u32 v2, v2, s16
	v_sub_u32_e32 v2, v4, v2
	v_subrev_u32_e32 v4, s16, v2
	v_cmp_le_u32_e32 vcc, s16, v2
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[8:9], s[14:15], v8, s23, v[32:33]
	v_mad_u64_u32 v[10:11], s[14:15], v10, s23, v[32:33]
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_subrev_u32_e32 v4, s16, v2
	v_cmp_le_u32_e32 vcc, s16, v2
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_bfrev_b32_e32 v41, 1
	s_and_b32 s9, s9, 0xffff
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cndmask_b32_e32 v2, v2, v4, vcc
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[4:5], s[14:15], v6, s23, v[32:33]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_bitop3_b32 v5, s10, v3, 3 bitop3:0x6c
	v_sub_u32_e32 v3, v5, v3
	v_add_u32_e32 v39, v3, v1
	v_lshlrev_b32_e32 v40, 2, v39
	ds_bpermute_b32 v3, v40, v4
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[6:7], s[14:15], v7, s23, v[32:33]
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_xor_b32_e32 v2, s17, v2
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cmp_gt_i32_e32 vcc, s22, v32
	ds_bpermute_b32 v7, v40, v6
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_subrev_u32_e32 v12, s17, v2
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_lshrrev_b64 v[14:15], v39, vcc
	.loc	1 38 12                         ; inductor_mm.py:38:12
	v_mad_u64_u32 v[12:13], s[14:15], v38, s28, v[12:13]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_and_b32_e32 v5, 1, v14
	s_lshl_b32 s15, s1, 8
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v3, 2, v3
	v_cmp_eq_u32_e32 vcc, 1, v5
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	v_cndmask_b32_e32 v3, v41, v3, vcc
	s_mov_b32 m0, s15
	ds_bpermute_b32 v5, v40, v8
	buffer_load_dword v3, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v3, 2, v7
	s_add_i32 m0, s15, 0x800
	v_cndmask_b32_e32 v3, v41, v3, vcc
	buffer_load_dword v3, s[8:11], 0 offen lds
	ds_bpermute_b32 v3, v40, v10
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v5, 2, v5
	s_add_i32 m0, s15, 0x1000
	v_cndmask_b32_e32 v5, v41, v5, vcc
	buffer_load_dword v5, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v3, 2, v3
	s_add_i32 m0, s15, 0x1800
	v_cndmask_b32_e32 v3, v41, v3, vcc
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_lshl_b32 s18, s1, 10
	.loc	1 32 31                         ; inductor_mm.py:32:31
	s_and_b32 s2, s0, 0xc0
	s_and_b32 s3, s0, 0x100
	.loc	1 50 17                         ; inductor_mm.py:50:17
	s_lshl_b32 s14, s28, 4
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v3, s[8:11], 0 offen lds
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_and_b32 s25, s25, 0xffff
	s_add_i32 m0, s18, 0x6000
	v_lshlrev_b32_e32 v3, 2, v12
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	v_cmp_gt_i32_e32 vcc, s22, v38
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_cmp_gt_i32 s22, 16
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_mov_b32 s26, s10
	s_mov_b32 s27, s11
	v_cndmask_b32_e32 v3, v41, v3, vcc
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cselect_b64 s[30:31], -1, 0
	.loc	1 46 36                         ; inductor_mm.py:46:36
	s_add_i32 s1, s22, -16
	; asyncmark
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dwordx4 v3, s[24:27], 0 offen lds
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v3, 16, v4
	.loc	1 46 36                         ; inductor_mm.py:46:36
	v_cmp_gt_i32_e32 vcc, s1, v32
	.loc	1 46 17 is_stmt 0               ; inductor_mm.py:46:17
	ds_bpermute_b32 v3, v40, v3
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 s[34:35], s[30:31], vcc
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v5, 16, v6
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cndmask_b32_e64 v11, 0, 1, s[34:35]
	v_cmp_ne_u32_e32 vcc, 0, v11
	ds_bpermute_b32 v5, v40, v5
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshrrev_b64 v[14:15], v39, vcc
	v_and_b32_e32 v11, 1, v14
	v_cmp_eq_u32_e32 vcc, 1, v11
	s_add_i32 m0, s15, 0x2000
	; asyncmark
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v7, 16, v8
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cndmask_b32_e32 v3, v41, v3, vcc
	buffer_load_dword v3, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v3, 2, v5
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v9, 16, v10
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_add_i32 m0, s15, 0x2800
	ds_bpermute_b32 v5, v40, v7
	v_cndmask_b32_e32 v3, v41, v3, vcc
	buffer_load_dword v3, s[8:11], 0 offen lds
	ds_bpermute_b32 v3, v40, v9
	s_add_i32 m0, s15, 0x3000
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v5, 2, v5
	v_cndmask_b32_e32 v5, v41, v5, vcc
	buffer_load_dword v5, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v3, 2, v3
	s_add_i32 m0, s15, 0x3800
	v_cndmask_b32_e32 v3, v41, v3, vcc
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e32 vcc, s1, v38
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v3, s[8:11], 0 offen lds
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add_lshl_u32 v3, v12, s14, 2
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 vcc, s[30:31], vcc
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s18, 0x8000
	v_cndmask_b32_e32 v3, v41, v3, vcc
	; asyncmark
	buffer_load_dwordx4 v3, s[24:27], 0 offen lds
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_and_b32_e32 v3, 32, v0
	v_lshrrev_b32_e32 v34, 3, v3
	v_lshlrev_b32_e32 v5, 6, v33
	v_and_b32_e32 v0, 12, v0
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_sub_i32 s19, s22, 32
	s_lshl_b32 s1, s3, 3
	s_lshl_b32 s16, s2, 1
	v_or_b32_e32 v7, v5, v0
	v_bitop3_b32 v0, v5, v34, v0 bitop3:0x36
	s_mov_b32 s14, 0
	s_mov_b32 s30, 1
	s_cmp_lt_i32 s19, 1
	v_bitop3_b32 v37, s1, v7, v34 bitop3:0xf6
	v_bitop3_b32 v35, s1, 8, v0 bitop3:0x36
	v_lshlrev_b32_e32 v42, 4, v3
	; asyncmark
	; wait_asyncmark(2)
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt vmcnt(5)
	s_barrier
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.lr.ph.preheader
	v_add_u32_e32 v0, s0, v1
	v_lshrrev_b32_e32 v0, 5, v0
	v_or_b32_e32 v0, 32, v0
	v_mad_u64_u32 v[0:1], s[0:1], s28, v0, v[2:3]
	v_subrev_u32_e32 v0, s17, v0
	v_mov_b32_e32 v16, 0
	v_add_u32_e32 v43, 32, v10
	v_add_u32_e32 v44, 32, v8
	v_add_u32_e32 v45, 32, v6
	v_add_u32_e32 v46, 32, v4
	v_lshlrev_b32_e32 v47, 2, v0
	s_movk_i32 s0, 0x2000
	s_movk_i32 s17, 0x6000
	s_mov_b32 s1, 0x8000
	s_lshl_b32 s23, s28, 6
	s_mov_b32 s28, s19
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
	s_mov_b32 s29, 0
.LBB0_2:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cmp_gt_i32_e32 vcc, s28, v32
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v50, s29, v46
	v_add_u32_e32 v51, s29, v45
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_lshrrev_b64 v[48:49], v39, vcc
	ds_bpermute_b32 v49, v40, v50
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v52, s29, v44
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_add_i32 s30, s30, 1
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v50, v40, v51
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v53, s29, v43
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_lt_i32 s30, 3
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v51, v40, v52
	s_mov_b32 s31, s14
	s_mov_b32 s14, s0
	s_mov_b32 s33, s17
	s_mov_b32 s17, s1
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[0:1], s28, v38
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v52, v40, v53
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cselect_b32 s30, s30, 0
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e64 v64, v41, v47, s[0:1]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_and_b32_e32 v48, 1, v48
	s_lshl_b32 s0, s30, 13
	v_add_u32_e32 v53, s31, v37
	v_add_u32_e32 v58, s31, v35
	s_add_i32 s31, s0, s15
	s_waitcnt lgkmcnt(3)
	v_lshlrev_b32_e32 v49, 2, v49
	v_cmp_eq_u32_e32 vcc, 1, v48
	s_waitcnt lgkmcnt(2)
	v_lshlrev_b32_e32 v50, 2, v50
	s_mov_b32 m0, s31
	v_cndmask_b32_e32 v48, v41, v49, vcc
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v51, 2, v51
	v_cndmask_b32_e32 v49, v41, v50, vcc
	buffer_load_dword v48, s[8:11], 0 offen lds
	s_add_i32 m0, s31, 0x800
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v52, 2, v52
	v_cndmask_b32_e32 v50, v41, v51, vcc
	buffer_load_dword v49, s[8:11], 0 offen lds
	s_add_i32 m0, s31, 0x1000
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 s33, s33, s16
	s_add_i32 s1, s0, 0x6000
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cndmask_b32_e32 v51, v41, v52, vcc
	buffer_load_dword v50, s[8:11], 0 offen lds
	s_add_i32 m0, s31, 0x1800
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_mov_b32 s26, s10
	s_mov_b32 s27, s11
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v54, 0x1000, v53
	v_add_u32_e32 v62, 0x1000, v58
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add3_u32 v66, s33, v42, v36
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v51, s[8:11], 0 offen lds
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s1, s18
	; asyncmark
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2_b32 v[48:49], v53 offset1:4
	ds_read2_b32 v[50:51], v53 offset0:8 offset1:12
	ds_read2_b32 v[52:53], v54 offset1:4
	ds_read2_b32 v[54:55], v54 offset0:8 offset1:12
	ds_read2_b32 v[56:57], v58 offset1:4
	ds_read2_b32 v[58:59], v58 offset0:8 offset1:12
	ds_read2_b32 v[60:61], v62 offset1:4
	ds_read2_b32 v[62:63], v62 offset0:8 offset1:12
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dwordx4 v64, s[24:27], 0 offen lds
	; asyncmark
	ds_read2st64_b32 v[64:65], v66 offset1:4
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[16:31], v64, v48, v[16:31]
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_add_i32 s29, s29, 16
	s_add_i32 s28, s28, -16
	v_add_u32_e32 v47, s23, v47
	s_cmp_lt_i32 s29, s19
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x2_f32 v[0:15], v64, v52, v[0:15]
	v_mfma_f32_32x32x2_f32 v[16:31], v65, v56, v[16:31]
	v_mfma_f32_32x32x2_f32 v[0:15], v65, v60, v[0:15]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[64:65], v66 offset0:8 offset1:12
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[16:31], v64, v49, v[16:31]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[48:49], v66 offset0:16 offset1:20
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x2_f32 v[0:15], v64, v53, v[0:15]
	v_mfma_f32_32x32x2_f32 v[16:31], v65, v57, v[16:31]
	v_mfma_f32_32x32x2_f32 v[0:15], v65, v61, v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[16:31], v48, v50, v[16:31]
	v_mfma_f32_32x32x2_f32 v[0:15], v48, v54, v[0:15]
	v_mfma_f32_32x32x2_f32 v[16:31], v49, v58, v[16:31]
	v_mfma_f32_32x32x2_f32 v[0:15], v49, v62, v[0:15]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[48:49], v66 offset0:24 offset1:28
	; wait_asyncmark(2)
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt vmcnt(6) lgkmcnt(0)
	s_barrier
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x2_f32 v[16:31], v48, v51, v[16:31]
	v_mfma_f32_32x32x2_f32 v[0:15], v48, v55, v[0:15]
	v_mfma_f32_32x32x2_f32 v[16:31], v49, v59, v[16:31]
	v_mfma_f32_32x32x2_f32 v[0:15], v49, v63, v[0:15]
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	.loc	1 0 5 is_stmt 0                 ; inductor_mm.py:0:5
	v_mov_b32_e32 v15, 0
	s_movk_i32 s0, 0x2000
	s_movk_i32 s17, 0x6000
	s_mov_b32 s1, 0x8000
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
.LBB0_4:                                ; %Flow39
	s_load_dword s8, s[4:5], 0x34
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_add_i32 s4, s22, 15
	s_cmp_lt_i32 s4, 16
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_or3_b32 v32, s16, v42, v36
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	v_add_u32_e32 v36, s17, v32
	ds_read2st64_b32 v[38:39], v36 offset1:4
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v50, s14, v37
	ds_read2_b32 v[40:41], v50 offset1:4
	v_add_u32_e32 v51, s14, v35
	ds_read2_b32 v[42:43], v51 offset1:4
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[44:45], v36 offset0:8 offset1:12
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2_b32 v[46:47], v51 offset0:8 offset1:12
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[48:49], v36 offset0:24 offset1:28
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[16:31], v38, v40, v[16:31]
	v_mfma_f32_32x32x2_f32 v[16:31], v39, v42, v[16:31]
	v_mfma_f32_32x32x2_f32 v[16:31], v44, v41, v[16:31]
	v_mfma_f32_32x32x2_f32 v[16:31], v45, v43, v[16:31]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[40:41], v36 offset0:16 offset1:20
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2_b32 v[42:43], v50 offset0:8 offset1:12
	v_add_u32_e32 v36, 0x1000, v50
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[16:31], v40, v42, v[16:31]
	v_mfma_f32_32x32x2_f32 v[16:31], v41, v46, v[16:31]
	v_mfma_f32_32x32x2_f32 v[16:31], v48, v43, v[16:31]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2_b32 v[42:43], v36 offset1:4
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v38, v42, v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v42, 0x1000, v51
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x2_f32 v[16:31], v49, v47, v[16:31]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2_b32 v[46:47], v42 offset1:4
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v39, v46, v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2_b32 v[38:39], v36 offset0:8 offset1:12
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x2_f32 v[0:15], v44, v43, v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2_b32 v[42:43], v42 offset0:8 offset1:12
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x2_f32 v[0:15], v45, v47, v[0:15]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x2_f32 v[0:15], v40, v38, v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v41, v42, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v48, v39, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v49, v43, v[0:15]
.LBB0_6:                                ; %._crit_edge._crit_edge
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_lt_i32 s4, 32
	; wait_asyncmark(0)
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add_u32_e32 v32, s1, v32
	ds_read2st64_b32 v[38:39], v32 offset1:4
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v48, s0, v37
	ds_read2_b32 v[36:37], v48 offset1:4
	v_add_u32_e32 v35, s0, v35
	ds_read2_b32 v[40:41], v35 offset1:4
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[42:43], v32 offset0:8 offset1:12
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2_b32 v[44:45], v35 offset0:8 offset1:12
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[46:47], v32 offset0:24 offset1:28
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v35, 0x1000, v35
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x2_f32 v[16:31], v38, v36, v[16:31]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x2_f32 v[16:31], v39, v40, v[16:31]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x2_f32 v[16:31], v42, v37, v[16:31]
	v_mfma_f32_32x32x2_f32 v[16:31], v43, v41, v[16:31]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[36:37], v32 offset0:16 offset1:20
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2_b32 v[40:41], v48 offset0:8 offset1:12
	v_add_u32_e32 v32, 0x1000, v48
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[16:31], v36, v40, v[16:31]
	v_mfma_f32_32x32x2_f32 v[16:31], v37, v44, v[16:31]
	v_mfma_f32_32x32x2_f32 v[16:31], v46, v41, v[16:31]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2_b32 v[40:41], v32 offset1:4
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v38, v40, v[0:15]
	v_mfma_f32_32x32x2_f32 v[16:31], v47, v45, v[16:31]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2_b32 v[44:45], v35 offset1:4
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v39, v44, v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2_b32 v[38:39], v32 offset0:8 offset1:12
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x2_f32 v[0:15], v42, v41, v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2_b32 v[40:41], v35 offset0:8 offset1:12
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x2_f32 v[0:15], v43, v45, v[0:15]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x2_f32 v[0:15], v36, v38, v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v37, v40, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v46, v39, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v47, v41, v[0:15]
.LBB0_8:
	.loc	1 32 31                         ; inductor_mm.py:32:31
	s_lshr_b32 s0, s2, 1
	v_or_b32_e32 v32, s0, v34
	s_lshr_b32 s0, s3, 3
	v_or_b32_e32 v33, s0, v33
	v_or_b32_e32 v37, 64, v33
	v_or_b32_e32 v34, 16, v32
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	v_or_b32_e32 v38, s6, v37
	v_or_b32_e32 v39, s6, v33
	.loc	1 59 12 is_stmt 1               ; inductor_mm.py:59:12
	s_mul_i32 s6, s6, s8
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_or_b32_e32 v35, s7, v34
	v_or_b32_e32 v36, s7, v32
	.loc	1 59 12                         ; inductor_mm.py:59:12
	v_mul_lo_u32 v33, v33, s8
	s_add_i32 s6, s6, s7
	.loc	1 55 15                         ; inductor_mm.py:55:15
	v_cmp_gt_i32_e32 vcc, s20, v39
	.loc	1 55 38 is_stmt 0               ; inductor_mm.py:55:38
	v_cmp_gt_i32_e64 s[2:3], s21, v36
	v_cmp_gt_i32_e64 s[4:5], s21, v35
	.loc	1 59 12 is_stmt 1               ; inductor_mm.py:59:12
	v_mul_lo_u32 v35, v37, s8
	v_add_u32_e32 v33, s6, v33
	v_add_u32_e32 v35, s6, v35
	.loc	1 60 5                          ; inductor_mm.py:60:5
	v_add_lshl_u32 v36, v33, v32, 2
	v_bfrev_b32_e32 v37, 1
	.loc	1 55 14                         ; inductor_mm.py:55:14
	s_and_b64 s[6:7], vcc, s[2:3]
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v41, 8, v32
	.loc	1 60 5                          ; inductor_mm.py:60:5
	s_and_b32 s13, s13, 0xffff
	s_mov_b32 s15, 0x27000
	s_mov_b32 s14, 0x7ffffffe
	v_cndmask_b32_e64 v36, v37, v36, s[6:7]
	buffer_store_dwordx4 v[16:19], v36, s[12:15], 0 offen
	.loc	1 55 14                         ; inductor_mm.py:55:14
	s_and_b64 vcc, vcc, s[4:5]
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v40, 24, v32
	.loc	1 60 5                          ; inductor_mm.py:60:5
	v_add_lshl_u32 v16, v33, v41, 2
	v_cndmask_b32_e64 v16, v37, v16, s[6:7]
	buffer_store_dwordx4 v[20:23], v16, s[12:15], 0 offen
	v_add_lshl_u32 v16, v33, v34, 2
	v_cndmask_b32_e32 v16, v37, v16, vcc
	buffer_store_dwordx4 v[24:27], v16, s[12:15], 0 offen
	v_add_lshl_u32 v16, v33, v40, 2
	.loc	1 55 15                         ; inductor_mm.py:55:15
	v_cmp_gt_i32_e64 s[0:1], s20, v38
	.loc	1 60 5                          ; inductor_mm.py:60:5
	v_cndmask_b32_e32 v16, v37, v16, vcc
	buffer_store_dwordx4 v[28:31], v16, s[12:15], 0 offen
	v_add_lshl_u32 v16, v35, v32, 2
	.loc	1 55 14                         ; inductor_mm.py:55:14
	s_and_b64 vcc, s[2:3], s[0:1]
	.loc	1 60 5                          ; inductor_mm.py:60:5
	v_cndmask_b32_e32 v16, v37, v16, vcc
	buffer_store_dwordx4 v[0:3], v16, s[12:15], 0 offen
	s_nop 1
	v_add_lshl_u32 v0, v35, v41, 2
	v_cndmask_b32_e32 v0, v37, v0, vcc
	buffer_store_dwordx4 v[4:7], v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v35, v34, 2
	.loc	1 55 14                         ; inductor_mm.py:55:14
	s_and_b64 vcc, s[0:1], s[4:5]
	.loc	1 60 5                          ; inductor_mm.py:60:5
	v_cndmask_b32_e32 v0, v37, v0, vcc
	buffer_store_dwordx4 v[8:11], v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v35, v40, 2
	v_cndmask_b32_e32 v0, v37, v0, vcc
	buffer_store_dwordx4 v[12:15], v0, s[12:15], 0 offen
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
		.amdhsa_next_free_vgpr 67
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 68
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
	.set .Lmm.num_vgpr, 67
	.set .Lmm.num_agpr, 0
	.set .Lmm.numbered_sgpr, 36
	.set .Lmm.num_named_barrier, 0
	.set .Lmm.private_seg_size, 0
	.set .Lmm.uses_vcc, 1
	.set .Lmm.uses_flat_scratch, 0
	.set .Lmm.has_dyn_sized_stack, 0
	.set .Lmm.has_recursion, 0
	.set .Lmm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3556
; TotalNumSgprs: 42
; NumVgprs: 67
; NumAgprs: 0
; TotalNumVgprs: 67
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 67
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
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
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         mm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     67
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
