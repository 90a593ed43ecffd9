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
	s_load_dwordx4 s[20:23], s[4:5], 0x20
	s_load_dword s6, s[4:5], 0x30
	v_and_b32_e32 v11, 0x3ff, v0
	s_mov_b64 s[24:25], s[10:11]
.Ltmp1:
	.loc	1 47 17 is_stmt 1               ; inductor_mm.py:47:17
	v_readfirstlane_b32 s0, v11
	.loc	1 60 5                          ; inductor_mm.py:60:5
	s_bfe_u32 s19, s0, 0x30006
	.loc	1 22 16                         ; inductor_mm.py:22:16
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s21, 0x7f
	.loc	1 22 15 is_stmt 0               ; inductor_mm.py:22:15
	s_ashr_i32 s1, s0, 31
	s_lshr_b32 s1, s1, 25
	s_add_i32 s0, s0, s1
	s_ashr_i32 s0, s0, 7
	.loc	1 23 16 is_stmt 1               ; inductor_mm.py:23:16
	s_lshl_b32 s1, s0, 3
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_abs_i32 s2, s1
	v_cvt_f32_u32_e32 v1, s2
	.loc	1 21 16                         ; inductor_mm.py:21:16
	s_add_i32 s3, s20, 0x7f
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_sub_i32 s10, 0, s2
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_ashr_i32 s7, s3, 31
	.loc	1 24 12                         ; inductor_mm.py:24:12
	v_rcp_f32_e32 v1, v1
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_lshr_b32 s7, s7, 25
	s_add_i32 s3, s3, s7
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_abs_i32 s7, s16
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_xor_b32 s0, s16, s0
	s_mov_b64 s[12:13], s[14:15]
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_ashr_i32 s3, s3, 7
	.loc	1 24 12                         ; inductor_mm.py:24:12
	v_readfirstlane_b32 s11, v1
	s_mul_i32 s10, s10, s11
	s_mul_hi_u32 s10, s11, s10
	s_add_i32 s11, s11, s10
	s_mul_hi_u32 s10, s7, s11
	s_mul_i32 s11, s10, s2
	s_sub_i32 s7, s7, s11
	s_ashr_i32 s0, s0, 31
	s_add_i32 s11, s10, 1
	s_sub_i32 s14, s7, s2
	s_cmp_ge_u32 s7, s2
	s_cselect_b32 s10, s11, s10
	s_cselect_b32 s7, s14, s7
	s_add_i32 s11, s10, 1
	s_cmp_ge_u32 s7, s2
	s_cselect_b32 s2, s11, s10
	s_xor_b32 s2, s2, s0
	s_sub_i32 s0, s2, s0
	.loc	1 25 15                         ; inductor_mm.py:25:15
	s_lshl_b32 s2, s0, 3
	.loc	1 26 28                         ; inductor_mm.py:26:28
	s_sub_i32 s3, s3, s2
	.loc	1 26 17 is_stmt 0               ; inductor_mm.py:26:17
	s_min_i32 s3, s3, 8
	.loc	1 29 14 is_stmt 1               ; inductor_mm.py:29:14
	s_abs_i32 s7, s3
	v_cvt_f32_u32_e32 v1, s7
	s_sub_i32 s11, 0, s7
	.loc	1 27 15                         ; inductor_mm.py:27:15
	s_mul_i32 s0, s0, s1
	s_sub_i32 s0, s16, s0
	.loc	1 29 14                         ; inductor_mm.py:29:14
	v_rcp_f32_e32 v1, v1
	s_abs_i32 s10, s0
	s_xor_b32 s1, s0, s3
	s_ashr_i32 s1, s1, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_and_b32_e32 v13, 63, v0
	s_mov_b32 s29, 0
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
	s_xor_b32 s7, s7, s1
	s_sub_i32 s1, s7, s1
	.loc	1 28 24                         ; inductor_mm.py:28:24
	s_mul_i32 s3, s1, s3
	s_sub_i32 s0, s0, s3
	.loc	1 28 14 is_stmt 0               ; inductor_mm.py:28:14
	s_add_i32 s0, s0, s2
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	s_abs_i32 s2, s20
	v_cvt_f32_u32_e32 v0, s2
	.loc	1 32 31                         ; inductor_mm.py:32:31
	s_lshl_b32 s7, s19, 6
	v_or_b32_e32 v14, s7, v13
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	s_lshl_b32 s14, s0, 7
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	v_rcp_f32_e32 v0, v0
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_lshrrev_b32_e32 v1, 4, v14
	.loc	1 34 47                         ; inductor_mm.py:34:47
	s_sub_i32 s3, 0, s2
	.loc	1 32 12                         ; inductor_mm.py:32:12
	v_or_b32_e32 v1, s14, v1
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	s_bfe_i32 s0, s0, 0x10018
	v_add_u32_e32 v1, s0, v1
	v_xor_b32_e32 v3, s0, v1
	v_mul_lo_u32 v4, s3, v0
	v_mul_hi_u32 v4, v0, v4
	v_add_u32_e32 v0, v0, v4
	v_mul_hi_u32 v4, v3, v0
	v_mul_lo_u32 v4, v4, s2
	v_sub_u32_e32 v3, v3, v4
	v_subrev_u32_e32 v4, s2, v3
	v_cmp_le_u32_e32 vcc, s2, v3
	.loc	1 35 47                         ; inductor_mm.py:35:47
	s_abs_i32 s3, s21
	.loc	1 33 12                         ; inductor_mm.py:33:12
	s_lshl_b32 s15, s1, 7
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_subrev_u32_e32 v4, s2, v3
	v_cmp_le_u32_e32 vcc, s2, v3
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_lshl_or_b32 v2, v13, 1, s15
	.loc	1 35 47                         ; inductor_mm.py:35:47
	s_bfe_i32 s18, s1, 0x10018
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_add_u32_e32 v4, 32, v1
	v_xor_b32_e32 v4, s0, v4
	v_mul_hi_u32 v5, v4, v0
	v_mul_lo_u32 v5, v5, s2
	v_sub_u32_e32 v4, v4, v5
	v_subrev_u32_e32 v5, s2, v4
	v_cmp_le_u32_e32 vcc, s2, v4
	v_xor_b32_e32 v3, s0, v3
	v_subrev_u32_e32 v3, s0, v3
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_subrev_u32_e32 v5, s2, v4
	v_cmp_le_u32_e32 vcc, s2, v4
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_lshl_b32 s30, s19, 8
	s_and_b32 s9, s9, 0xffff
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_add_u32_e32 v5, 64, v1
	v_xor_b32_e32 v5, s0, v5
	v_mul_hi_u32 v6, v5, v0
	v_mul_lo_u32 v6, v6, s2
	v_add_u32_e32 v1, 0x60, v1
	v_sub_u32_e32 v5, v5, v6
	v_xor_b32_e32 v1, s0, v1
	v_subrev_u32_e32 v6, s2, v5
	v_cmp_le_u32_e32 vcc, s2, v5
	v_mul_hi_u32 v0, v1, v0
	v_mul_lo_u32 v0, v0, s2
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_subrev_u32_e32 v6, s2, v5
	v_cmp_le_u32_e32 vcc, s2, v5
	v_sub_u32_e32 v0, v1, v0
	v_subrev_u32_e32 v1, s2, v0
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_cmp_le_u32_e32 vcc, s2, v0
	v_xor_b32_e32 v4, s0, v4
	v_xor_b32_e32 v5, s0, v5
	v_cndmask_b32_e32 v0, v0, v1, vcc
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cvt_f32_u32_e32 v1, s3
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_subrev_u32_e32 v6, s2, v0
	v_cmp_le_u32_e32 vcc, s2, v0
	v_subrev_u32_e32 v4, s0, v4
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_rcp_f32_e32 v1, v1
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v0, v0, v6, vcc
	v_xor_b32_e32 v0, s0, v0
	v_subrev_u32_e32 v6, s0, v0
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_mul_f32_e32 v0, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v0, v0
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_subrev_u32_e32 v5, s0, v5
	.loc	1 35 47                         ; inductor_mm.py:35:47
	s_sub_i32 s0, 0, s3
	v_add_u32_e32 v1, s18, v2
	v_mul_lo_u32 v2, s0, v0
	v_mul_hi_u32 v2, v0, v2
	v_xor_b32_e32 v1, s18, v1
	v_add_u32_e32 v0, v0, v2
	v_mul_hi_u32 v0, v1, v0
	v_mul_lo_u32 v0, v0, s3
	v_sub_u32_e32 v0, v1, v0
	v_subrev_u32_e32 v1, s3, v0
	v_cmp_le_u32_e32 vcc, s3, v0
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_u32_e32 v1, s3, v0
	v_cmp_le_u32_e32 vcc, s3, v0
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_mov_b32 m0, s30
	.loc	1 38 20                         ; inductor_mm.py:38:20
	s_or_b32 s28, s19, 16
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_xor_b32_e32 v12, s18, v0
	.loc	1 37 50                         ; inductor_mm.py:37:50
	v_lshlrev_b32_e32 v0, 1, v11
	v_and_b32_e32 v48, 30, v0
	.loc	1 37 12 is_stmt 0               ; inductor_mm.py:37:12
	v_mad_u64_u32 v[6:7], s[0:1], v6, s23, v[48:49]
	v_mad_u64_u32 v[0:1], s[0:1], v3, s23, v[48:49]
	v_mad_u64_u32 v[2:3], s[0:1], v4, s23, v[48:49]
	v_mad_u64_u32 v[4:5], s[0:1], v5, s23, v[48:49]
	.loc	1 46 17 is_stmt 1               ; inductor_mm.py:46:17
	v_lshrrev_b32_e32 v7, 3, v14
	v_lshlrev_b32_e32 v5, 1, v14
	v_and_b32_e32 v7, 28, v7
	v_xor_b32_e32 v7, v7, v5
	v_sub_u32_e32 v5, v7, v5
	v_ashrrev_i32_e32 v5, 1, v5
	v_add_u32_e32 v51, v5, v13
	v_lshlrev_b32_e32 v52, 2, v51
	ds_bpermute_b32 v5, v52, v0
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_subrev_u32_e32 v8, s18, v12
	.loc	1 38 12                         ; inductor_mm.py:38:12
	s_mul_i32 s0, s19, s6
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cmp_gt_i32_e32 vcc, s22, v48
	ds_bpermute_b32 v13, v52, v2
	.loc	1 38 12                         ; inductor_mm.py:38:12
	v_add_u32_e32 v10, s0, v8
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_lshrrev_b64 v[14:15], v51, vcc
	.loc	1 38 12                         ; inductor_mm.py:38:12
	v_mad_u64_u32 v[8:9], s[0:1], s6, 24, v[10:11]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_and_b32_e32 v7, 1, v14
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v5, 1, v5
	v_bfrev_b32_e32 v9, 1
	v_cmp_eq_u32_e32 vcc, 1, v7
	ds_bpermute_b32 v7, v52, v4
	.loc	1 50 17                         ; inductor_mm.py:50:17
	s_lshl_b32 s23, s6, 5
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cndmask_b32_e32 v5, v9, v5, vcc
	buffer_load_dword v5, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v5, 1, v13
	s_add_i32 m0, s30, 0x800
	v_cndmask_b32_e32 v5, v9, v5, vcc
	buffer_load_dword v5, s[8:11], 0 offen lds
	ds_bpermute_b32 v5, v52, v6
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v7, 1, v7
	s_add_i32 m0, s30, 0x1000
	v_cndmask_b32_e32 v7, v9, v7, vcc
	buffer_load_dword v7, s[8:11], 0 offen lds
	s_add_i32 m0, s30, 0x1800
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v5, 1, v5
	v_cndmask_b32_e32 v5, v9, v5, vcc
	.loc	1 47 36                         ; inductor_mm.py:47:36
	s_cmp_lt_i32 s19, s22
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v5, s[8:11], 0 offen lds
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v5, 1, v10
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	s_cselect_b64 vcc, -1, 0
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_cmp_lt_i32 s28, s22
	.loc	1 38 12                         ; inductor_mm.py:38:12
	v_lshl_add_u32 v1, s6, 3, v10
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_and_b32 s25, s25, 0xffff
	s_mov_b32 s26, s10
	s_mov_b32 s27, s11
	s_add_i32 m0, s30, 0x6000
	v_cndmask_b32_e32 v5, v9, v5, vcc
	.loc	1 38 12                         ; inductor_mm.py:38:12
	v_lshl_add_u32 v3, s6, 4, v10
	; asyncmark
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v5, s[24:27], 0 offen lds
	v_lshlrev_b32_e32 v5, 1, v1
	v_lshlrev_b32_e32 v7, 1, v3
	s_add_i32 m0, s30, 0x6800
	v_cndmask_b32_e32 v5, v9, v5, vcc
	buffer_load_dword v5, s[24:27], 0 offen lds
	s_add_i32 m0, s30, 0x7000
	v_cndmask_b32_e64 v5, v9, v7, s[0:1]
	buffer_load_dword v5, s[24:27], 0 offen lds
	s_add_i32 m0, s30, 0x7800
	v_lshlrev_b32_e32 v5, 1, v8
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_gt_i32 s22, 32
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e64 v5, v9, v5, s[0:1]
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 46 36                         ; inductor_mm.py:46:36
	s_sub_i32 s16, s22, 32
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v5, s[24:27], 0 offen lds
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v5, 32, v0
	.loc	1 46 36                         ; inductor_mm.py:46:36
	v_cmp_gt_i32_e32 vcc, s16, v48
	.loc	1 46 17 is_stmt 0               ; inductor_mm.py:46:17
	ds_bpermute_b32 v5, v52, v5
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 s[2:3], s[0:1], vcc
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v7, 32, v2
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_ne_u32_e32 vcc, 0, v14
	ds_bpermute_b32 v7, v52, v7
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v5, 1, v5
	v_lshrrev_b64 v[14:15], v51, vcc
	v_and_b32_e32 v14, 1, v14
	v_cmp_eq_u32_e32 vcc, 1, v14
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v13, 32, v4
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_add_i32 m0, s30, 0x2000
	v_cndmask_b32_e32 v5, v9, v5, vcc
	; asyncmark
	buffer_load_dword v5, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v5, 1, v7
	ds_bpermute_b32 v7, v52, v13
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v16, 32, v6
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_add_i32 m0, s30, 0x2800
	v_cndmask_b32_e32 v5, v9, v5, vcc
	buffer_load_dword v5, s[8:11], 0 offen lds
	ds_bpermute_b32 v5, v52, v16
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v7, 1, v7
	s_add_i32 m0, s30, 0x3000
	v_cndmask_b32_e32 v7, v9, v7, vcc
	buffer_load_dword v7, s[8:11], 0 offen lds
	s_add_i32 m0, s30, 0x3800
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v5, 1, v5
	.loc	1 47 36                         ; inductor_mm.py:47:36
	s_cmp_lt_i32 s19, s16
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cndmask_b32_e32 v5, v9, v5, vcc
	.loc	1 47 36                         ; inductor_mm.py:47:36
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s28, s16
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v5, s[8:11], 0 offen lds
	.loc	1 47 36                         ; inductor_mm.py:47:36
	s_cselect_b64 s[16:17], -1, 0
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	v_add_lshl_u32 v5, v10, s23, 1
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[0:1], s[2:3]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s30, 0x8000
	v_cndmask_b32_e32 v5, v9, v5, vcc
	v_add_lshl_u32 v1, v1, s23, 1
	; asyncmark
	buffer_load_dword v5, s[24:27], 0 offen lds
	s_add_i32 m0, s30, 0x8800
	v_cndmask_b32_e32 v1, v9, v1, vcc
	buffer_load_dword v1, s[24:27], 0 offen lds
	v_add_lshl_u32 v1, v3, s23, 1
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 vcc, s[0:1], s[16:17]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s30, 0x9000
	v_cndmask_b32_e32 v1, v9, v1, vcc
	buffer_load_dword v1, s[24:27], 0 offen lds
	v_add_lshl_u32 v1, v8, s23, 1
	s_add_i32 m0, s30, 0x9800
	v_cndmask_b32_e32 v1, v9, v1, vcc
	buffer_load_dword v1, s[24:27], 0 offen lds
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_movk_i32 s0, 0x100
	v_cmp_gt_u32_e32 vcc, s0, v11
	s_movk_i32 s0, 0xff
	v_cmp_lt_u32_e64 s[0:1], s0, v11
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
	s_and_b32 s17, s7, 0xc0
	v_and_b32_e32 v50, 32, v11
	v_and_b32_e32 v49, 31, v11
	s_and_b32 s16, s7, 0x100
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_sub_i32 s33, s22, 64
	s_cmp_lt_i32 s33, 1
	v_lshlrev_b32_e32 v56, 2, v11
	v_lshrrev_b32_e32 v55, 2, v50
	v_lshlrev_b32_e32 v53, 1, v49
	v_lshlrev_b32_e32 v54, 5, v50
	s_cbranch_scc1 .LBB0_12
; %bb.3:                                ; %.lr.ph
	s_or_b32 s0, s19, 0x58
	s_mul_i32 s0, s6, s0
	s_lshl_b32 s34, s0, 1
	s_or_b32 s0, s19, 0x50
	s_mul_i32 s0, s6, s0
	v_and_b32_e32 v1, 56, v56
	s_lshl_b32 s36, s0, 1
	s_or_b32 s0, s19, 0x48
	v_lshl_or_b32 v1, v49, 6, v1
	s_mul_i32 s0, s6, s0
	v_xor_b32_e32 v1, v1, v55
	s_lshl_b32 s37, s0, 1
	s_or_b32 s0, s19, 64
	v_lshl_or_b32 v57, s16, 3, v1
	v_lshlrev_b32_e32 v1, 1, v12
	v_lshlrev_b32_e64 v3, 1, s18
	s_lshl_b32 s35, s6, 6
	s_mul_i32 s6, s6, s0
	v_mov_b32_e32 v16, 0
	v_xor_b32_e32 v58, 16, v57
	v_xor_b32_e32 v59, 32, v57
	v_xor_b32_e32 v60, 48, v57
	s_mov_b32 s39, 1
	v_sub_u32_e32 v61, v1, v3
	s_lshl_b32 s38, s6, 1
	v_add_u32_e32 v62, 64, v6
	v_add_u32_e32 v63, 64, v4
	v_add_u32_e32 v64, 64, v2
	s_movk_i32 s18, 0x2000
	s_movk_i32 s31, 0x6000
	s_mov_b32 s23, 0x8000
	v_add_u32_e32 v65, 64, v0
	v_bfrev_b32_e32 v66, 1
	s_mov_b32 s40, 0x5040100
	s_mov_b32 s26, s10
	s_mov_b32 s27, s11
	s_mov_b32 s41, s33
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
	s_mov_b32 s42, 0
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 0 5 is_stmt 0                 ; inductor_mm.py:0:5
	s_mov_b32 s1, s31
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_add_i32 s2, s39, 1
	s_mov_b32 s0, s29
	s_cmp_lt_i32 s2, 3
	.loc	1 47 17 is_stmt 1               ; inductor_mm.py:47:17
	v_add_u32_e32 v68, s1, v53
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v32, s0, v57
	v_add_u32_e32 v33, s0, v58
	v_add_u32_e32 v34, s0, v59
	v_add_u32_e32 v35, s0, v60
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cselect_b32 s39, s2, 0
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add3_u32 v68, v68, v54, s17
	s_mov_b32 s29, s18
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2st64_b64 v[40:43], v32 offset1:8
	ds_read2st64_b64 v[44:47], v33 offset1:8
	ds_read2st64_b64 v[36:39], v34 offset1:8
	ds_read2st64_b64 v[32:35], v35 offset1:8
	s_lshl_b32 s18, s39, 13
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v73, v68
	ds_read_u16 v74, v68 offset:256
	ds_read_u16 v75, v68 offset:512
	ds_read_u16 v76, v68 offset:768
	ds_read_u16 v77, v68 offset:2048
	ds_read_u16 v78, v68 offset:2304
	ds_read_u16 v79, v68 offset:2560
	ds_read_u16 v80, v68 offset:2816
	ds_read_u16 v81, v68 offset:4096
	ds_read_u16 v82, v68 offset:4352
	ds_read_u16 v83, v68 offset:4608
	ds_read_u16 v84, v68 offset:4864
	ds_read_u16 v85, v68 offset:6144
	ds_read_u16 v86, v68 offset:6400
	ds_read_u16 v87, v68 offset:6656
	ds_read_u16 v88, v68 offset:6912
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	s_cmp_lt_i32 s19, s41
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s28, s41
	s_mov_b32 s31, s23
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 s23, s18, 0x6000
	.loc	1 49 9 is_stmt 1                ; inductor_mm.py:49:9
	v_add_u32_e32 v67, s42, v65
	v_add_u32_e32 v70, s42, v64
	v_add_u32_e32 v71, s42, v63
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v72, s42, v62
	; sched_barrier mask(0x00000000)
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v67, v52, v67
	v_cmp_gt_i32_e64 s[6:7], s41, v48
	s_add_i32 s43, s18, s30
	s_mov_b32 m0, s43
	v_lshrrev_b64 v[68:69], v51, s[6:7]
	ds_bpermute_b32 v69, v52, v70
	v_and_b32_e32 v68, 1, v68
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v67, 1, v67
	v_cmp_eq_u32_e64 s[6:7], 1, v68
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cndmask_b32_e64 v67, v66, v67, s[6:7]
	buffer_load_dword v67, s[8:11], 0 offen lds
	v_lshlrev_b32_e32 v67, 1, v69
	s_add_i32 m0, s43, 0x800
	ds_bpermute_b32 v68, v52, v71
	v_cndmask_b32_e64 v67, v66, v67, s[6:7]
	buffer_load_dword v67, s[8:11], 0 offen lds
	ds_bpermute_b32 v67, v52, v72
	s_add_i32 m0, s43, 0x1000
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v68, 1, v68
	v_cndmask_b32_e64 v68, v66, v68, s[6:7]
	buffer_load_dword v68, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v67, 1, v67
	s_add_i32 m0, s43, 0x1800
	v_cndmask_b32_e64 v67, v66, v67, s[6:7]
	buffer_load_dword v67, s[8:11], 0 offen lds
	; asyncmark
	; sched_barrier mask(0x00000000)
	; wait_asyncmark(1)
	s_waitcnt vmcnt(5)
	s_barrier
	; sched_barrier mask(0x00000000)
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_perm_b32 v69, v76, v75, s40
	v_perm_b32 v68, v74, v73, s40
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add_u32_e32 v67, s38, v61
	v_cndmask_b32_e64 v67, v66, v67, s[2:3]
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x8_f16 v[16:31], v[68:69], v[40:41], v[16:31]
	v_perm_b32 v41, v80, v79, s40
	v_perm_b32 v40, v78, v77, s40
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s43, 0x6000
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	s_nop 0
	buffer_load_dword v67, s[24:27], 0 offen lds
	v_add_u32_e32 v67, s37, v61
	s_add_i32 m0, s43, 0x6800
	v_cndmask_b32_e64 v67, v66, v67, s[2:3]
	buffer_load_dword v67, s[24:27], 0 offen lds
	s_add_i32 m0, s43, 0x7000
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[44:45], v[16:31]
	v_perm_b32 v45, v84, v83, s40
	v_perm_b32 v44, v82, v81, s40
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add_u32_e32 v67, s36, v61
	v_cndmask_b32_e64 v67, v66, v67, s[0:1]
	buffer_load_dword v67, s[24:27], 0 offen lds
	s_add_i32 m0, s43, 0x7800
	; sched_group_barrier mask(0x00000004) size(3) SyncID(0)
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000004) size(3) SyncID(0)
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[36:37], v[16:31]
	v_perm_b32 v37, v88, v87, s40
	v_perm_b32 v36, v86, v85, s40
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[36:37], v[32:33], v[16:31]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add_u32_e32 v32, s34, v61
	v_cndmask_b32_e64 v32, v66, v32, s[0:1]
	buffer_load_dword v32, s[24:27], 0 offen lds
	; asyncmark
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x8_f16 v[0:15], v[68:69], v[42:43], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[40:41], v[46:47], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[44:45], v[38:39], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[36:37], v[34:35], v[0:15]
	; sched_barrier mask(0x00000000)
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_barrier
	; sched_barrier mask(0x00000000)
	s_add_i32 s42, s42, 32
	s_sub_i32 s41, s41, 32
	s_cmp_lt_i32 s42, s33
	v_add_u32_e32 v61, s35, v61
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
	v_and_b32_e32 v32, 56, v56
	v_lshl_or_b32 v32, v49, 6, v32
	v_xor_b32_e32 v32, v32, v55
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_add_i32 s0, s22, 31
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_lshl_or_b32 v35, s16, 3, v32
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_lt_i32 s0, 32
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_xor_b32_e32 v34, 16, v35
	v_xor_b32_e32 v33, 32, v35
	v_xor_b32_e32 v32, 48, v35
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_or3_b32 v36, v53, v54, s17
	s_cbranch_scc1 .LBB0_9
; %bb.8:
	v_add_u32_e32 v37, s31, v36
	ds_read_u16 v42, v37 offset:768
	ds_read_u16 v43, v37 offset:512
	ds_read_u16 v44, v37 offset:256
	ds_read_u16 v45, v37
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v38, s29, v35
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_mov_b32 s1, 0x5040100
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2st64_b64 v[38:41], v38 offset1:8
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v47, v42, v43, s1
	v_perm_b32 v46, v44, v45, s1
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v48, v37 offset:2816
	ds_read_u16 v51, v37 offset:2560
	ds_read_u16 v52, v37 offset:2304
	ds_read_u16 v53, v37 offset:2048
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v42, s29, v34
	ds_read2st64_b64 v[42:45], v42 offset1:8
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v61, v48, v51, s1
	v_mfma_f32_32x32x8_f16 v[16:31], v[46:47], v[38:39], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v60, v52, v53, s1
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v38, v37 offset:4864
	ds_read_u16 v39, v37 offset:4608
	ds_read_u16 v48, v37 offset:4352
	ds_read_u16 v51, v37 offset:4096
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v52, s29, v33
	ds_read2st64_b64 v[52:55], v52 offset1:8
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v39, v38, v39, s1
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v38, v48, v51, s1
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[40:41], v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v51, s29, v32
	ds_read2st64_b64 v[56:59], v51 offset1:8
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x8_f16 v[16:31], v[60:61], v[42:43], v[16:31]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v42, v37 offset:6912
	ds_read_u16 v43, v37 offset:6656
	ds_read_u16 v48, v37 offset:6400
	ds_read_u16 v37, v37 offset:6144
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v43, v42, v43, s1
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v42, v48, v37, s1
	v_mfma_f32_32x32x8_f16 v[0:15], v[60:61], v[44:45], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[38:39], v[52:53], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[54:55], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[42:43], v[56:57], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[42:43], v[58:59], v[0:15]
.LBB0_9:                                ; %._crit_edge122
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_lt_i32 s0, 64
	; wait_asyncmark(0)
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add_u32_e32 v48, s23, v36
	ds_read_u16 v40, v48 offset:768
	ds_read_u16 v41, v48 offset:512
	ds_read_u16 v42, v48 offset:256
	ds_read_u16 v43, v48
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v35, s18, v35
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_mov_b32 s0, 0x5040100
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2st64_b64 v[36:39], v35 offset1:8
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v45, v40, v41, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v44, v42, v43, s0
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v35, v48 offset:2816
	ds_read_u16 v46, v48 offset:2560
	ds_read_u16 v51, v48 offset:2304
	ds_read_u16 v52, v48 offset:2048
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v34, s18, v34
	ds_read2st64_b64 v[40:43], v34 offset1:8
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v47, v35, v46, s0
	v_mfma_f32_32x32x8_f16 v[16:31], v[44:45], v[36:37], v[16:31]
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v46, v51, v52, s0
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v51, v48 offset:4864
	ds_read_u16 v52, v48 offset:4608
	ds_read_u16 v53, v48 offset:4352
	ds_read_u16 v54, v48 offset:4096
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v33, s18, v33
	ds_read2st64_b64 v[34:37], v33 offset1:8
	v_add_u32_e32 v32, s18, v32
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x8_f16 v[0:15], v[44:45], v[38:39], v[0:15]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[16:31], v[46:47], v[40:41], v[16:31]
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v41, v51, v52, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v40, v53, v54, s0
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_u16 v51, v48 offset:6912
	ds_read_u16 v52, v48 offset:6656
	ds_read_u16 v54, v48 offset:6400
	ds_read_u16 v48, v48 offset:6144
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v53, v51, v52, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v52, v54, v48, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[46:47], v[42:43], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[40:41], v[34:35], v[16:31]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2st64_b64 v[32:35], v32 offset1:8
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x8_f16 v[0:15], v[40:41], v[36:37], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[16:31], v[52:53], v[32:33], v[16:31]
	v_mfma_f32_32x32x8_f16 v[0:15], v[52:53], v[34:35], v[0:15]
.LBB0_11:
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_lshrrev_b32_e32 v32, 3, v50
	s_lshr_b32 s0, s17, 1
	v_or_b32_e32 v32, s0, v32
	v_or_b32_e32 v33, 16, v32
	s_lshr_b32 s0, s16, 3
	.loc	1 60 20                         ; inductor_mm.py:60:20
	s_nop 4
	v_cvt_f16_f32_e32 v16, v16
	v_cvt_f16_f32_e32 v17, v17
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_or_b32_e32 v34, s15, v33
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v36, s0, v49
	.loc	1 59 12                         ; inductor_mm.py:59:12
	s_mul_i32 s7, s14, s6
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_cvt_f16_f32_e32 v18, v18
	v_cvt_f16_f32_e32 v19, v19
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_or_b32_e32 v35, s15, v32
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v37, 64, v36
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	v_or_b32_e32 v39, s14, v36
	.loc	1 55 38 is_stmt 1               ; inductor_mm.py:55:38
	v_cmp_gt_i32_e64 s[0:1], s21, v34
	.loc	1 59 12                         ; inductor_mm.py:59:12
	v_mul_lo_u32 v34, v36, s6
	s_add_i32 s7, s7, s15
	.loc	1 55 15                         ; inductor_mm.py:55:15
	v_cmp_gt_i32_e64 s[2:3], s20, v39
	.loc	1 55 38 is_stmt 0               ; inductor_mm.py:55:38
	v_cmp_gt_i32_e64 s[4:5], s21, v35
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
	s_and_b64 s[6:7], s[2:3], s[4:5]
	.loc	1 32 12                         ; inductor_mm.py:32:12
	v_or_b32_e32 v38, s14, v37
	.loc	1 32 31 is_stmt 0               ; inductor_mm.py:32:31
	v_or_b32_e32 v41, 8, v32
	.loc	1 60 20 is_stmt 1               ; inductor_mm.py:60:20
	v_cvt_f16_f32_e32 v24, v24
	v_cvt_f16_f32_e32 v25, v25
	v_cvt_f16_f32_e32 v26, v26
	v_cvt_f16_f32_e32 v27, v27
	v_cvt_f16_f32_e32 v37, v1
	.loc	1 60 5 is_stmt 0                ; inductor_mm.py:60:5
	s_and_b32 s13, s13, 0xffff
	s_mov_b32 s15, 0x27000
	s_mov_b32 s14, 0x7ffffffe
	v_pack_b32_f16 v1, v18, v19
	v_cndmask_b32_e64 v16, v17, v16, s[6:7]
	buffer_store_dwordx2 v[0:1], v16, s[12:15], 0 offen
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
	buffer_store_dwordx2 v[0:1], v16, s[12:15], 0 offen
	v_add_lshl_u32 v16, v34, v33, 1
	.loc	1 55 14 is_stmt 1               ; inductor_mm.py:55:14
	s_and_b64 s[2:3], s[2:3], s[0:1]
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v40, 24, v32
	.loc	1 60 5                          ; inductor_mm.py:60:5
	v_pack_b32_f16 v1, v26, v27
	v_pack_b32_f16 v0, v24, v25
	v_cndmask_b32_e64 v16, v17, v16, s[2:3]
	buffer_store_dwordx2 v[0:1], v16, s[12:15], 0 offen
	v_add_lshl_u32 v16, v34, v40, 1
	.loc	1 55 15                         ; inductor_mm.py:55:15
	v_cmp_gt_i32_e32 vcc, s20, v38
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_cvt_f16_f32_e32 v4, v4
	v_cvt_f16_f32_e32 v5, v5
	v_cvt_f16_f32_e32 v6, v6
	v_cvt_f16_f32_e32 v7, v7
	.loc	1 60 5 is_stmt 0                ; inductor_mm.py:60:5
	v_pack_b32_f16 v1, v30, v31
	v_pack_b32_f16 v0, v28, v29
	v_cndmask_b32_e64 v16, v17, v16, s[2:3]
	buffer_store_dwordx2 v[0:1], v16, s[12:15], 0 offen
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
	buffer_store_dwordx2 v[0:1], v2, s[12:15], 0 offen
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
	buffer_store_dwordx2 v[0:1], v2, s[12:15], 0 offen
	v_add_lshl_u32 v2, v35, v33, 1
	.loc	1 55 14 is_stmt 1               ; inductor_mm.py:55:14
	s_and_b64 vcc, vcc, s[0:1]
	.loc	1 60 5                          ; inductor_mm.py:60:5
	v_pack_b32_f16 v1, v10, v11
	v_pack_b32_f16 v0, v8, v9
	v_cndmask_b32_e32 v2, v17, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[12:15], 0 offen
	v_add_lshl_u32 v2, v35, v40, 1
	v_pack_b32_f16 v1, v14, v15
	v_pack_b32_f16 v0, v12, v13
	v_cndmask_b32_e32 v2, v17, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[12:15], 0 offen
	.loc	1 16 1                          ; inductor_mm.py:16:1
	s_endpgm
.LBB0_12:
	.loc	1 0 1 is_stmt 0                 ; inductor_mm.py:0:1
	v_mov_b32_e32 v15, 0
	s_movk_i32 s18, 0x2000
	s_movk_i32 s31, 0x6000
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
		.amdhsa_next_free_vgpr 89
		.amdhsa_next_free_sgpr 44
		.amdhsa_accum_offset 92
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
	.set .Lmm.num_vgpr, 89
	.set .Lmm.num_agpr, 0
	.set .Lmm.numbered_sgpr, 44
	.set .Lmm.num_named_barrier, 0
	.set .Lmm.private_seg_size, 0
	.set .Lmm.uses_vcc, 1
	.set .Lmm.uses_flat_scratch, 0
	.set .Lmm.has_dyn_sized_stack, 0
	.set .Lmm.has_recursion, 0
	.set .Lmm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4544
; TotalNumSgprs: 50
; NumVgprs: 89
; NumAgprs: 0
; TotalNumVgprs: 89
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 50
; NumVGPRsForWavesPerEU: 89
; AccumOffset: 92
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 22
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
    .sgpr_count:     50
    .sgpr_spill_count: 0
    .symbol:         mm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     89
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
