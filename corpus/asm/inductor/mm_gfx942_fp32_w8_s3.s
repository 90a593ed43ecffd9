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
	s_load_dwordx4 s[20:23], s[4:5], 0x20
	s_load_dword s24, s[4:5], 0x30
	s_mov_b64 s[0:1], s[10:11]
	s_mov_b64 s[12:13], s[14:15]
.Ltmp1:
	.loc	1 47 17 is_stmt 1               ; inductor_mm.py:47:17
	v_readfirstlane_b32 s2, v0
	.loc	1 22 16                         ; inductor_mm.py:22:16
	s_waitcnt lgkmcnt(0)
	s_add_i32 s6, s21, 0x7f
	.loc	1 22 15 is_stmt 0               ; inductor_mm.py:22:15
	s_ashr_i32 s7, s6, 31
	s_lshr_b32 s7, s7, 25
	s_add_i32 s6, s6, s7
	s_ashr_i32 s6, s6, 7
	.loc	1 23 16 is_stmt 1               ; inductor_mm.py:23:16
	s_lshl_b32 s7, s6, 3
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_abs_i32 s10, s7
	v_cvt_f32_u32_e32 v1, s10
	.loc	1 21 16                         ; inductor_mm.py:21:16
	s_add_i32 s11, s20, 0x7f
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_sub_i32 s15, 0, s10
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_ashr_i32 s14, s11, 31
	.loc	1 24 12                         ; inductor_mm.py:24:12
	v_rcp_f32_e32 v1, v1
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_lshr_b32 s14, s14, 25
	s_add_i32 s11, s11, s14
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_abs_i32 s14, s16
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_xor_b32 s6, s16, s6
	.loc	1 60 5                          ; inductor_mm.py:60:5
	s_lshr_b32 s3, s2, 6
	s_bfe_u32 s2, s2, 0x30006
	.loc	1 24 12                         ; inductor_mm.py:24:12
	v_readfirstlane_b32 s17, v1
	s_mul_i32 s15, s15, s17
	s_mul_hi_u32 s15, s17, s15
	s_add_i32 s17, s17, s15
	s_mul_hi_u32 s15, s14, s17
	s_mul_i32 s17, s15, s10
	s_sub_i32 s14, s14, s17
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_ashr_i32 s11, s11, 7
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_ashr_i32 s6, s6, 31
	s_add_i32 s17, s15, 1
	s_sub_i32 s18, s14, s10
	s_cmp_ge_u32 s14, s10
	s_cselect_b32 s15, s17, s15
	s_cselect_b32 s14, s18, s14
	s_add_i32 s17, s15, 1
	s_cmp_ge_u32 s14, s10
	s_cselect_b32 s10, s17, s15
	s_xor_b32 s10, s10, s6
	s_sub_i32 s6, s10, s6
	.loc	1 25 15                         ; inductor_mm.py:25:15
	s_lshl_b32 s10, s6, 3
	.loc	1 26 28                         ; inductor_mm.py:26:28
	s_sub_i32 s11, s11, s10
	.loc	1 26 17 is_stmt 0               ; inductor_mm.py:26:17
	s_min_i32 s11, s11, 8
	.loc	1 29 14 is_stmt 1               ; inductor_mm.py:29:14
	s_abs_i32 s14, s11
	v_cvt_f32_u32_e32 v1, s14
	.loc	1 27 15                         ; inductor_mm.py:27:15
	s_mul_i32 s6, s6, s7
	s_sub_i32 s6, s16, s6
	.loc	1 29 14                         ; inductor_mm.py:29:14
	s_sub_i32 s16, 0, s14
	v_rcp_f32_e32 v1, v1
	s_abs_i32 s15, s6
	s_xor_b32 s7, s6, s11
	s_ashr_i32 s7, s7, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_and_b32_e32 v13, 63, v0
	.loc	1 37 50                         ; inductor_mm.py:37:50
	v_and_b32_e32 v32, 15, v0
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_bfrev_b32_e32 v41, 1
	.loc	1 29 14                         ; inductor_mm.py:29:14
	v_readfirstlane_b32 s17, v1
	s_mul_i32 s16, s16, s17
	s_mul_hi_u32 s16, s17, s16
	s_add_i32 s17, s17, s16
	s_mul_hi_u32 s16, s15, s17
	s_mul_i32 s17, s16, s14
	s_sub_i32 s15, s15, s17
	s_add_i32 s17, s16, 1
	s_sub_i32 s18, s15, s14
	s_cmp_ge_u32 s15, s14
	s_cselect_b32 s16, s17, s16
	s_cselect_b32 s15, s18, s15
	s_add_i32 s17, s16, 1
	s_cmp_ge_u32 s15, s14
	s_cselect_b32 s14, s17, s16
	s_xor_b32 s14, s14, s7
	s_sub_i32 s16, s14, s7
	.loc	1 28 24                         ; inductor_mm.py:28:24
	s_mul_i32 s7, s16, s11
	.loc	1 34 47                         ; inductor_mm.py:34:47
	s_abs_i32 s11, s20
	v_cvt_f32_u32_e32 v2, s11
	.loc	1 28 24                         ; inductor_mm.py:28:24
	s_sub_i32 s6, s6, s7
	.loc	1 32 31                         ; inductor_mm.py:32:31
	s_lshl_b32 s7, s2, 6
	.loc	1 28 14                         ; inductor_mm.py:28:14
	s_add_i32 s10, s6, s10
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_rcp_f32_e32 v2, v2
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v14, s7, v13
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	s_lshl_b32 s6, s10, 7
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_lshrrev_b32_e32 v15, 4, v14
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_sub_i32 s17, 0, s11
	.loc	1 32 12                         ; inductor_mm.py:32:12
	v_or_b32_e32 v3, s6, v15
	.loc	1 34 47                         ; inductor_mm.py:34:47
	s_bfe_i32 s10, s10, 0x10018
	v_mul_lo_u32 v5, s17, v2
	v_add_u32_e32 v3, s10, v3
	v_mul_hi_u32 v5, v2, v5
	v_xor_b32_e32 v4, s10, v3
	v_add_u32_e32 v2, v2, v5
	v_mul_hi_u32 v5, v4, v2
	v_mul_lo_u32 v5, v5, s11
	v_sub_u32_e32 v4, v4, v5
	v_subrev_u32_e32 v5, s11, v4
	v_cmp_le_u32_e32 vcc, s11, v4
	.loc	1 35 47                         ; inductor_mm.py:35:47
	s_abs_i32 s17, s21
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_and_b32_e32 v1, 0x7f, v14
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_subrev_u32_e32 v5, s11, v4
	v_cmp_le_u32_e32 vcc, s11, v4
	.loc	1 32 31                         ; inductor_mm.py:32:31
	s_and_b32 s15, s7, 0xc0
	s_and_b32 s14, s7, 0x100
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_add_u32_e32 v5, 32, v3
	v_xor_b32_e32 v5, s10, v5
	v_mul_hi_u32 v6, v5, v2
	v_mul_lo_u32 v6, v6, s11
	v_sub_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s11, v5
	v_cmp_le_u32_e32 vcc, s11, v5
	v_xor_b32_e32 v4, s10, v4
	.loc	1 33 12                         ; inductor_mm.py:33:12
	s_lshl_b32 s7, s16, 7
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_subrev_u32_e32 v6, s11, v5
	v_cmp_le_u32_e32 vcc, s11, v5
	v_subrev_u32_e32 v4, s10, v4
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_or_b32_e32 v1, s7, v1
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_add_u32_e32 v6, 64, v3
	v_xor_b32_e32 v6, s10, v6
	v_mul_hi_u32 v7, v6, v2
	v_mul_lo_u32 v7, v7, s11
	v_add_u32_e32 v3, 0x60, v3
	v_sub_u32_e32 v6, v6, v7
	v_xor_b32_e32 v3, s10, v3
	v_subrev_u32_e32 v7, s11, v6
	v_cmp_le_u32_e32 vcc, s11, v6
	v_mul_hi_u32 v2, v3, v2
	v_mul_lo_u32 v2, v2, s11
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_subrev_u32_e32 v7, s11, v6
	v_cmp_le_u32_e32 vcc, s11, v6
	v_sub_u32_e32 v2, v3, v2
	v_subrev_u32_e32 v3, s11, v2
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_cmp_le_u32_e32 vcc, s11, v2
	v_xor_b32_e32 v5, s10, v5
	v_xor_b32_e32 v6, s10, v6
	v_cndmask_b32_e32 v2, v2, v3, vcc
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cvt_f32_u32_e32 v3, s17
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_subrev_u32_e32 v7, s11, v2
	v_cmp_le_u32_e32 vcc, s11, v2
	v_subrev_u32_e32 v5, s10, v5
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_rcp_f32_e32 v3, v3
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v7, vcc
	v_xor_b32_e32 v2, s10, v2
	v_subrev_u32_e32 v8, s10, v2
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_mul_f32_e32 v2, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v2, v2
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_subrev_u32_e32 v6, s10, v6
	.loc	1 35 47                         ; inductor_mm.py:35:47
	s_sub_i32 s10, 0, s17
	s_bfe_i32 s16, s16, 0x10018
	v_mul_lo_u32 v3, s10, v2
	v_add_u32_e32 v1, s16, v1
	v_mul_hi_u32 v3, v2, v3
	v_xor_b32_e32 v1, s16, v1
	v_add_u32_e32 v2, v2, v3
	v_mul_hi_u32 v2, v1, v2
	v_mul_lo_u32 v2, v2, s17
	v_sub_u32_e32 v1, v1, v2
	v_subrev_u32_e32 v2, s17, v1
	v_cmp_le_u32_e32 vcc, s17, v1
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[6:7], s[10:11], v6, s23, v[32:33]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_and_b32_e32 v7, 14, v15
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_subrev_u32_e32 v2, s17, v1
	v_cmp_le_u32_e32 vcc, s17, v1
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_xor_b32_e32 v7, v7, v14
	v_sub_u32_e32 v7, v7, v14
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_xor_b32_e32 v1, s16, v1
	.loc	1 38 20                         ; inductor_mm.py:38:20
	s_bfe_u32 s18, s3, 0x20001
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v39, v7, v13
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_subrev_u32_e32 v10, s16, v1
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[2:3], s[10:11], v4, s23, v[32:33]
	.loc	1 38 12                         ; inductor_mm.py:38:12
	s_mul_i32 s3, s18, s24
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_lshlrev_b32_e32 v40, 2, v39
	.loc	1 38 12                         ; inductor_mm.py:38:12
	v_add_u32_e32 v12, s3, v10
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v7, v40, v2
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[4:5], s[10:11], v5, s23, v[32:33]
	.loc	1 38 12                         ; inductor_mm.py:38:12
	v_mad_u64_u32 v[10:11], s[10:11], s24, 12, v[12:13]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cmp_gt_i32_e32 vcc, s22, v32
	ds_bpermute_b32 v11, v40, v4
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[8:9], s[10:11], v8, s23, v[32:33]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_lshrrev_b64 v[14:15], v39, vcc
	v_and_b32_e32 v9, 1, v14
	s_lshl_b32 s19, s2, 8
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v7, 2, v7
	v_cmp_eq_u32_e32 vcc, 1, v9
	s_and_b32 s9, s9, 0xffff
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	v_cndmask_b32_e32 v7, v41, v7, vcc
	s_mov_b32 m0, s19
	ds_bpermute_b32 v9, v40, v6
	buffer_load_dword v7, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v7, 2, v11
	s_add_i32 m0, s19, 0x800
	v_cndmask_b32_e32 v7, v41, v7, vcc
	buffer_load_dword v7, s[8:11], 0 offen lds
	ds_bpermute_b32 v7, v40, v8
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v9, 2, v9
	s_add_i32 m0, s19, 0x1000
	v_cndmask_b32_e32 v9, v41, v9, vcc
	.loc	1 50 17                         ; inductor_mm.py:50:17
	s_lshl_b32 s17, s24, 4
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v9, s[8:11], 0 offen lds
	s_add_i32 m0, s19, 0x1800
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v7, 2, v7
	v_cndmask_b32_e32 v7, v41, v7, vcc
	.loc	1 47 36                         ; inductor_mm.py:47:36
	s_cmp_lt_i32 s18, s22
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v7, s[8:11], 0 offen lds
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v7, 2, v12
	.loc	1 47 36 is_stmt 0               ; inductor_mm.py:47:36
	s_cselect_b64 vcc, -1, 0
	.loc	1 38 12 is_stmt 1               ; inductor_mm.py:38:12
	v_lshl_add_u32 v3, s24, 2, v12
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_and_b32 s1, s1, 0xffff
	s_mov_b32 s2, s10
	s_mov_b32 s3, s11
	s_add_i32 m0, s19, 0x6000
	v_cndmask_b32_e32 v7, v41, v7, vcc
	; asyncmark
	buffer_load_dword v7, s[0:3], 0 offen lds
	v_lshlrev_b32_e32 v7, 2, v3
	.loc	1 38 12                         ; inductor_mm.py:38:12
	v_lshl_add_u32 v5, s24, 3, v12
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s19, 0x6800
	v_cndmask_b32_e32 v7, v41, v7, vcc
	buffer_load_dword v7, s[0:3], 0 offen lds
	v_lshlrev_b32_e32 v7, 2, v5
	s_add_i32 m0, s19, 0x7000
	v_cndmask_b32_e32 v7, v41, v7, vcc
	buffer_load_dword v7, s[0:3], 0 offen lds
	s_add_i32 m0, s19, 0x7800
	v_lshlrev_b32_e32 v7, 2, v10
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_gt_i32 s22, 16
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_cndmask_b32_e32 v7, v41, v7, vcc
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cselect_b64 s[26:27], -1, 0
	.loc	1 46 36                         ; inductor_mm.py:46:36
	s_add_i32 s23, s22, -16
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v7, s[0:3], 0 offen lds
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v7, 16, v2
	.loc	1 46 36                         ; inductor_mm.py:46:36
	v_cmp_gt_i32_e32 vcc, s23, v32
	.loc	1 46 17 is_stmt 0               ; inductor_mm.py:46:17
	ds_bpermute_b32 v7, v40, v7
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 s[28:29], s[26:27], vcc
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v9, 16, v4
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cndmask_b32_e64 v14, 0, 1, s[28:29]
	v_cmp_ne_u32_e32 vcc, 0, v14
	ds_bpermute_b32 v9, v40, v9
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v7, 2, v7
	v_lshrrev_b64 v[14:15], v39, vcc
	v_and_b32_e32 v14, 1, v14
	v_cmp_eq_u32_e32 vcc, 1, v14
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v11, 16, v6
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_add_i32 m0, s19, 0x2000
	v_cndmask_b32_e32 v7, v41, v7, vcc
	; asyncmark
	buffer_load_dword v7, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v7, 2, v9
	ds_bpermute_b32 v9, v40, v11
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v13, 16, v8
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_add_i32 m0, s19, 0x2800
	v_cndmask_b32_e32 v7, v41, v7, vcc
	buffer_load_dword v7, s[8:11], 0 offen lds
	ds_bpermute_b32 v7, v40, v13
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v9, 2, v9
	s_add_i32 m0, s19, 0x3000
	v_cndmask_b32_e32 v9, v41, v9, vcc
	buffer_load_dword v9, s[8:11], 0 offen lds
	s_add_i32 m0, s19, 0x3800
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v7, 2, v7
	.loc	1 47 36                         ; inductor_mm.py:47:36
	s_cmp_lt_i32 s18, s23
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_cndmask_b32_e32 v7, v41, v7, vcc
	.loc	1 47 36                         ; inductor_mm.py:47:36
	s_cselect_b64 s[28:29], -1, 0
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dword v7, s[8:11], 0 offen lds
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add_lshl_u32 v7, v12, s17, 2
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 vcc, s[26:27], s[28:29]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s19, 0x8000
	v_cndmask_b32_e32 v7, v41, v7, vcc
	v_add_lshl_u32 v3, v3, s17, 2
	; asyncmark
	buffer_load_dword v7, s[0:3], 0 offen lds
	s_add_i32 m0, s19, 0x8800
	v_cndmask_b32_e32 v3, v41, v3, vcc
	buffer_load_dword v3, s[0:3], 0 offen lds
	v_add_lshl_u32 v3, v5, s17, 2
	s_add_i32 m0, s19, 0x9000
	v_cndmask_b32_e32 v3, v41, v3, vcc
	buffer_load_dword v3, s[0:3], 0 offen lds
	v_add_lshl_u32 v3, v10, s17, 2
	s_add_i32 m0, s19, 0x9800
	v_cndmask_b32_e32 v3, v41, v3, vcc
	buffer_load_dword v3, s[0:3], 0 offen lds
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_and_b32_e32 v34, 32, v0
	v_and_b32_e32 v33, 31, v0
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v0, 56, v0
	v_lshrrev_b32_e32 v3, 2, v34
	v_lshl_or_b32 v0, v33, 6, v0
	v_xor_b32_e32 v0, v0, v3
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_sub_i32 s25, s22, 32
	s_lshl_b32 s23, s15, 1
	v_lshl_or_b32 v38, s14, 3, v0
	s_mov_b32 s17, 0
	s_mov_b32 s36, 1
	s_cmp_lt_i32 s25, 1
	v_xor_b32_e32 v37, 16, v38
	v_xor_b32_e32 v36, 32, v38
	v_xor_b32_e32 v35, 48, v38
	v_lshlrev_b32_e32 v42, 2, v33
	v_lshlrev_b32_e32 v43, 5, v34
	; asyncmark
	; wait_asyncmark(2)
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt vmcnt(8)
	s_barrier
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.lr.ph.preheader
	s_or_b32 s2, s18, 44
	s_mul_i32 s2, s24, s2
	s_lshl_b32 s27, s2, 2
	s_or_b32 s2, s18, 40
	s_mul_i32 s2, s24, s2
	s_lshl_b32 s29, s2, 2
	s_or_b32 s2, s18, 36
	s_mul_i32 s2, s24, s2
	s_lshl_b32 s30, s2, 2
	s_or_b32 s2, s18, 32
	v_lshlrev_b32_e32 v0, 2, v1
	v_lshlrev_b32_e64 v1, 2, s16
	s_lshl_b32 s28, s24, 6
	s_mul_i32 s24, s24, s2
	v_mov_b32_e32 v16, 0
	v_sub_u32_e32 v44, v0, v1
	s_lshl_b32 s31, s24, 2
	v_add_u32_e32 v45, 32, v8
	v_add_u32_e32 v46, 32, v6
	v_add_u32_e32 v47, 32, v4
	s_movk_i32 s24, 0x2000
	s_movk_i32 s26, 0x6000
	s_mov_b32 s16, 0x8000
	v_add_u32_e32 v48, 32, v2
	s_mov_b32 s33, s25
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
	s_mov_b32 s34, 0
.LBB0_2:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v51, s34, v48
	v_add_u32_e32 v49, s34, v47
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v51, v40, v51
	.loc	1 49 9                          ; inductor_mm.py:49:9
	v_add_u32_e32 v50, s34, v46
	s_mov_b32 s35, s17
	s_mov_b32 s17, s24
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_add_i32 s24, s36, 1
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v49, v40, v49
	v_cmp_gt_i32_e32 vcc, s33, v32
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_lt_i32 s24, 3
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_bpermute_b32 v50, v40, v50
	v_lshrrev_b64 v[54:55], v39, vcc
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cselect_b32 s36, s24, 0
	.loc	1 50 9                          ; inductor_mm.py:50:9
	v_add_u32_e32 v52, s34, v45
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_and_b32_e32 v54, 1, v54
	s_lshl_b32 s24, s36, 13
	ds_bpermute_b32 v52, v40, v52
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add_u32_e32 v56, s26, v43
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_add_i32 s26, s24, s19
	s_waitcnt lgkmcnt(3)
	v_lshlrev_b32_e32 v51, 2, v51
	v_cmp_eq_u32_e32 vcc, 1, v54
	s_waitcnt lgkmcnt(2)
	v_lshlrev_b32_e32 v49, 2, v49
	s_mov_b32 m0, s26
	v_cndmask_b32_e32 v51, v41, v51, vcc
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v50, 2, v50
	v_cndmask_b32_e32 v49, v41, v49, vcc
	buffer_load_dword v51, s[8:11], 0 offen lds
	s_add_i32 m0, s26, 0x800
	v_cndmask_b32_e32 v50, v41, v50, vcc
	buffer_load_dword v49, s[8:11], 0 offen lds
	s_add_i32 m0, s26, 0x1000
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v52, 2, v52
	buffer_load_dword v50, s[8:11], 0 offen lds
	s_add_i32 m0, s26, 0x1800
	.loc	1 47 36                         ; inductor_mm.py:47:36
	s_cmp_lt_i32 s18, s33
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	v_add_u32_e32 v58, s31, v44
	.loc	1 46 17 is_stmt 1               ; inductor_mm.py:46:17
	v_cndmask_b32_e32 v52, v41, v52, vcc
	.loc	1 47 36                         ; inductor_mm.py:47:36
	s_cselect_b64 vcc, -1, 0
	.loc	1 47 17 is_stmt 0               ; inductor_mm.py:47:17
	s_mov_b32 s2, s10
	s_mov_b32 s3, s11
	v_add_u32_e32 v59, s30, v44
	.loc	1 46 17 is_stmt 1               ; inductor_mm.py:46:17
	buffer_load_dword v52, s[8:11], 0 offen lds
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s26, 0x6000
	v_cndmask_b32_e32 v49, v41, v58, vcc
	v_add_u32_e32 v60, s29, v44
	; asyncmark
	buffer_load_dword v49, s[0:3], 0 offen lds
	v_cndmask_b32_e32 v49, v41, v59, vcc
	s_add_i32 m0, s26, 0x6800
	v_add_u32_e32 v61, s27, v44
	v_cndmask_b32_e32 v58, v41, v60, vcc
	buffer_load_dword v49, s[0:3], 0 offen lds
	s_add_i32 m0, s26, 0x7000
	v_cndmask_b32_e32 v59, v41, v61, vcc
	buffer_load_dword v58, s[0:3], 0 offen lds
	s_add_i32 m0, s26, 0x7800
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v53, s35, v38
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dword v59, s[0:3], 0 offen lds
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v55, s35, v37
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add3_u32 v68, v56, v42, s23
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2st64_b64 v[50:53], v53 offset1:8
	ds_read2st64_b64 v[54:57], v55 offset1:8
	v_add_u32_e32 v62, s35, v36
	v_add_u32_e32 v66, s35, v35
	ds_read2st64_b64 v[58:61], v62 offset1:8
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(2)
	v_max_f32_e32 v63, v51, v51
	v_max_f32_e32 v62, v50, v50
	v_max_f32_e32 v65, v53, v53
	v_max_f32_e32 v64, v52, v52
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2st64_b64 v[50:53], v66 offset1:8
	; asyncmark
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[66:67], v68 offset1:2
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(3)
	v_max_f32_e32 v55, v55, v55
	v_max_f32_e32 v54, v54, v54
	s_mov_b32 s26, s16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v51, v51, v51
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v67, v67, v67
	v_max_f32_e32 v66, v66, v66
	v_max_f32_e32 v50, v50, v50
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 s16, s24, 0x6000
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x4_xf32 v[16:31], v[66:67], v[62:63], v[16:31]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[62:63], v68 offset0:8 offset1:10
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_add_i32 s34, s34, 16
	s_add_i32 s33, s33, -16
	v_add_u32_e32 v44, s28, v44
	s_cmp_lt_i32 s34, s25
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v63, v63, v63
	v_max_f32_e32 v62, v62, v62
	v_mfma_f32_32x32x4_xf32 v[0:15], v[66:67], v[64:65], v[0:15]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[64:65], v68 offset0:16 offset1:18
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x4_xf32 v[16:31], v[62:63], v[54:55], v[16:31]
	v_max_f32_e32 v55, v57, v57
	v_max_f32_e32 v54, v56, v56
	v_max_f32_e32 v57, v59, v59
	v_max_f32_e32 v56, v58, v58
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[58:59], v68 offset0:24 offset1:26
	; wait_asyncmark(2)
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt vmcnt(8) lgkmcnt(0)
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x4_xf32 v[0:15], v[62:63], v[54:55], v[0:15]
	v_max_f32_e32 v55, v65, v65
	v_max_f32_e32 v54, v64, v64
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_barrier
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_nop 0
	v_mfma_f32_32x32x4_xf32 v[16:31], v[54:55], v[56:57], v[16:31]
	v_max_f32_e32 v57, v61, v61
	v_max_f32_e32 v56, v60, v60
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[54:55], v[56:57], v[0:15]
	v_max_f32_e32 v55, v59, v59
	v_max_f32_e32 v54, v58, v58
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[16:31], v[54:55], v[50:51], v[16:31]
	v_max_f32_e32 v51, v53, v53
	v_max_f32_e32 v50, v52, v52
	s_nop 1
	v_mfma_f32_32x32x4_xf32 v[0:15], v[54:55], v[50:51], v[0:15]
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	.loc	1 0 5 is_stmt 0                 ; inductor_mm.py:0:5
	v_mov_b32_e32 v15, 0
	s_movk_i32 s24, 0x2000
	s_movk_i32 s26, 0x6000
	s_mov_b32 s16, 0x8000
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
	s_add_i32 s0, s22, 15
	s_cmp_lt_i32 s0, 16
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_or3_b32 v32, s23, v42, v43
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	v_add_u32_e32 v39, s26, v32
	ds_read2st64_b32 v[44:45], v39 offset1:2
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v40, s17, v38
	ds_read2st64_b64 v[40:43], v40 offset1:8
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[48:49], v39 offset0:8 offset1:10
	ds_read2st64_b32 v[52:53], v39 offset0:16 offset1:18
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v57, v45, v45
	v_max_f32_e32 v56, v44, v44
	v_max_f32_e32 v41, v41, v41
	v_max_f32_e32 v40, v40, v40
	v_max_f32_e32 v43, v43, v43
	v_max_f32_e32 v42, v42, v42
	v_mfma_f32_32x32x4_xf32 v[16:31], v[56:57], v[40:41], v[16:31]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v44, s17, v37
	ds_read2st64_b64 v[44:47], v44 offset1:8
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_max_f32_e32 v41, v49, v49
	v_max_f32_e32 v40, v48, v48
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v48, s17, v36
	ds_read2st64_b64 v[48:51], v48 offset1:8
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v45, v45, v45
	v_mfma_f32_32x32x4_xf32 v[0:15], v[56:57], v[42:43], v[0:15]
	v_max_f32_e32 v44, v44, v44
	v_max_f32_e32 v43, v47, v47
	v_max_f32_e32 v42, v46, v46
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[58:59], v39 offset0:24 offset1:26
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v49, v49, v49
	v_max_f32_e32 v48, v48, v48
	v_mfma_f32_32x32x4_xf32 v[16:31], v[40:41], v[44:45], v[16:31]
	v_max_f32_e32 v45, v53, v53
	v_max_f32_e32 v44, v52, v52
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v52, s17, v35
	ds_read2st64_b64 v[52:55], v52 offset1:8
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v53, v53, v53
	v_mfma_f32_32x32x4_xf32 v[0:15], v[40:41], v[42:43], v[0:15]
	v_max_f32_e32 v41, v51, v51
	v_max_f32_e32 v40, v50, v50
	v_max_f32_e32 v52, v52, v52
	v_mfma_f32_32x32x4_xf32 v[16:31], v[44:45], v[48:49], v[16:31]
	v_max_f32_e32 v49, v59, v59
	v_max_f32_e32 v48, v58, v58
	v_mfma_f32_32x32x4_xf32 v[0:15], v[44:45], v[40:41], v[0:15]
	v_max_f32_e32 v41, v55, v55
	v_max_f32_e32 v40, v54, v54
	v_mfma_f32_32x32x4_xf32 v[16:31], v[48:49], v[52:53], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x4_xf32 v[0:15], v[48:49], v[40:41], v[0:15]
.LBB0_6:                                ; %._crit_edge._crit_edge
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_lt_i32 s0, 32
	; wait_asyncmark(0)
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add_u32_e32 v32, s16, v32
	ds_read2st64_b32 v[42:43], v32 offset1:2
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v38, s24, v38
	ds_read2st64_b64 v[38:41], v38 offset1:8
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[46:47], v32 offset0:8 offset1:10
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v37, s24, v37
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(2)
	v_max_f32_e32 v51, v43, v43
	v_max_f32_e32 v50, v42, v42
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v39, v39, v39
	v_max_f32_e32 v38, v38, v38
	v_max_f32_e32 v41, v41, v41
	v_max_f32_e32 v40, v40, v40
	v_mfma_f32_32x32x4_xf32 v[16:31], v[50:51], v[38:39], v[16:31]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2st64_b64 v[42:45], v37 offset1:8
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v53, v47, v47
	v_max_f32_e32 v52, v46, v46
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[46:47], v32 offset0:16 offset1:18
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v38, s24, v36
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v37, v43, v43
	v_max_f32_e32 v36, v42, v42
	v_mfma_f32_32x32x4_xf32 v[0:15], v[50:51], v[40:41], v[0:15]
	v_max_f32_e32 v41, v45, v45
	v_max_f32_e32 v40, v44, v44
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v43, v47, v47
	v_max_f32_e32 v42, v46, v46
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read2st64_b32 v[54:55], v32 offset0:24 offset1:26
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v35, s24, v35
	ds_read2st64_b64 v[46:49], v35 offset1:8
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x4_xf32 v[16:31], v[52:53], v[36:37], v[16:31]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read2st64_b64 v[36:39], v38 offset1:8
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_max_f32_e32 v47, v47, v47
	v_max_f32_e32 v46, v46, v46
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v37, v37, v37
	v_max_f32_e32 v36, v36, v36
	v_mfma_f32_32x32x4_xf32 v[0:15], v[52:53], v[40:41], v[0:15]
	v_max_f32_e32 v39, v39, v39
	v_max_f32_e32 v38, v38, v38
	v_mfma_f32_32x32x4_xf32 v[16:31], v[42:43], v[36:37], v[16:31]
	v_max_f32_e32 v37, v55, v55
	v_max_f32_e32 v36, v54, v54
	v_mfma_f32_32x32x4_xf32 v[0:15], v[42:43], v[38:39], v[0:15]
	v_max_f32_e32 v39, v49, v49
	v_max_f32_e32 v38, v48, v48
	v_mfma_f32_32x32x4_xf32 v[16:31], v[36:37], v[46:47], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x4_xf32 v[0:15], v[36:37], v[38:39], v[0:15]
.LBB0_8:
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_lshrrev_b32_e32 v32, 3, v34
	s_lshr_b32 s0, s15, 1
	v_or_b32_e32 v32, s0, v32
	s_lshr_b32 s0, s14, 3
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
		.amdhsa_next_free_vgpr 69
		.amdhsa_next_free_sgpr 37
		.amdhsa_accum_offset 72
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
	.set .Lmm.num_vgpr, 69
	.set .Lmm.num_agpr, 0
	.set .Lmm.numbered_sgpr, 37
	.set .Lmm.num_named_barrier, 0
	.set .Lmm.private_seg_size, 0
	.set .Lmm.uses_vcc, 1
	.set .Lmm.uses_flat_scratch, 0
	.set .Lmm.has_dyn_sized_stack, 0
	.set .Lmm.has_recursion, 0
	.set .Lmm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3852
; TotalNumSgprs: 43
; NumVgprs: 69
; NumAgprs: 0
; TotalNumVgprs: 69
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 43
; NumVGPRsForWavesPerEU: 69
; AccumOffset: 72
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 17
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
    .sgpr_count:     43
    .sgpr_spill_count: 0
    .symbol:         mm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     69
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
