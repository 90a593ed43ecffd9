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
	s_load_dword s17, s[4:5], 0x30
	s_mov_b64 s[24:25], s[10:11]
	v_and_b32_e32 v33, 0x3ff, v0
	s_mov_b64 s[12:13], s[14:15]
.Ltmp1:
	.loc	1 22 16 is_stmt 1               ; inductor_mm.py:22:16
	s_waitcnt lgkmcnt(0)
	s_add_i32 s1, s21, 0x7f
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
	s_add_i32 s6, s20, 0x7f
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
	v_readfirstlane_b32 s0, v33
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_xor_b32 s1, s16, s1
	.loc	1 60 5                          ; inductor_mm.py:60:5
	s_bfe_u32 s28, s0, 0x30006
	.loc	1 24 12                         ; inductor_mm.py:24:12
	v_readfirstlane_b32 s11, v1
	s_mul_i32 s10, s10, s11
	s_mul_hi_u32 s10, s11, s10
	s_add_i32 s11, s11, s10
	s_mul_hi_u32 s10, s7, s11
	s_mul_i32 s11, s10, s3
	s_sub_i32 s7, s7, s11
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
	.loc	1 37 50                         ; inductor_mm.py:37:50
	v_and_b32_e32 v35, 3, v0
	v_lshlrev_b32_e32 v32, 3, v35
	s_mov_b32 s18, 0
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
	s_abs_i32 s3, s20
	v_cvt_f32_u32_e32 v2, s3
	.loc	1 32 31                         ; inductor_mm.py:32:31
	s_lshl_b32 s15, s28, 6
	s_and_b32 s7, s15, 0x100
	s_bfe_u32 s16, s0, 0x20006
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_rcp_f32_e32 v2, v2
	.loc	1 32 31                         ; inductor_mm.py:32:31
	s_lshr_b32 s0, s7, 2
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	v_and_or_b32 v3, v0, 60, s0
	s_lshl_b32 s6, s1, 7
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	.loc	1 32 12                         ; inductor_mm.py:32:12
	v_or_b32_e32 v3, s16, v3
	.loc	1 34 47                         ; inductor_mm.py:34:47
	s_bfe_i32 s0, s1, 0x10018
	s_sub_i32 s1, 0, s3
	.loc	1 32 12                         ; inductor_mm.py:32:12
	v_or_b32_e32 v3, s6, v3
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_mul_lo_u32 v4, s1, v2
	v_add_u32_e32 v3, s0, v3
	v_mul_hi_u32 v4, v2, v4
	v_xor_b32_e32 v3, s0, v3
	v_add_u32_e32 v2, v2, v4
	v_mul_hi_u32 v2, v3, v2
	v_mul_lo_u32 v2, v2, s3
	v_sub_u32_e32 v2, v3, v2
	v_subrev_u32_e32 v3, s3, v2
	v_cmp_le_u32_e32 vcc, s3, v2
	.loc	1 35 47                         ; inductor_mm.py:35:47
	s_abs_i32 s1, s21
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_lshlrev_b32_e32 v1, 3, v33
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v3, vcc
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cvt_f32_u32_e32 v3, s1
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_subrev_u32_e32 v4, s3, v2
	v_cmp_le_u32_e32 vcc, s3, v2
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_and_b32_e32 v1, 0x78, v1
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_rcp_f32_e32 v3, v3
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_xor_b32_e32 v2, s0, v2
	.loc	1 33 12                         ; inductor_mm.py:33:12
	s_lshl_b32 s14, s2, 7
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_subrev_u32_e32 v2, s0, v2
	.loc	1 35 47                         ; inductor_mm.py:35:47
	s_sub_i32 s0, 0, s1
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_or_b32_e32 v1, s14, v1
	.loc	1 35 47                         ; inductor_mm.py:35:47
	s_bfe_i32 s19, s2, 0x10018
	v_mul_lo_u32 v4, s0, v3
	v_add_u32_e32 v1, s19, v1
	v_mul_hi_u32 v4, v3, v4
	v_xor_b32_e32 v1, s19, v1
	v_add_u32_e32 v3, v3, v4
	v_mul_hi_u32 v3, v1, v3
	v_mul_lo_u32 v3, v3, s1
	v_sub_u32_e32 v1, v1, v3
	v_subrev_u32_e32 v3, s1, v1
	v_cmp_le_u32_e32 vcc, s1, v1
	.loc	1 38 20                         ; inductor_mm.py:38:20
	v_lshrrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v0, 12, v0
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_subrev_u32_e32 v3, s1, v1
	v_cmp_le_u32_e32 vcc, s1, v1
	.loc	1 38 20                         ; inductor_mm.py:38:20
	s_lshr_b32 s33, s7, 4
	.loc	1 50 17                         ; inductor_mm.py:50:17
	s_lshl_b32 s2, s17, 5
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_xor_b32_e32 v4, s19, v1
	.loc	1 38 20                         ; inductor_mm.py:38:20
	v_or_b32_e32 v1, s33, v0
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_subrev_u32_e32 v6, s19, v4
	.loc	1 38 20                         ; inductor_mm.py:38:20
	v_or_b32_e32 v42, s16, v1
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[2:3], s[0:1], v2, s23, v[32:33]
	.loc	1 38 12                         ; inductor_mm.py:38:12
	v_mad_u64_u32 v[6:7], s[0:1], v42, s17, v[6:7]
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_gt_i32 s22, 0
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 46 36                         ; inductor_mm.py:46:36
	v_cmp_gt_i32_e32 vcc, s22, v32
	.loc	1 46 17 is_stmt 0               ; inductor_mm.py:46:17
	v_lshlrev_b32_e32 v1, 1, v2
	v_bfrev_b32_e32 v3, 1
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_and_b64 vcc, s[0:1], vcc
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_mul_i32 s23, s28, 0x410
	v_cndmask_b32_e32 v5, v3, v1, vcc
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e32 vcc, s22, v42
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_and_b32 s9, s9, 0xffff
	s_add_i32 m0, s23, 0x65c0
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_and_b32 s25, s25, 0xffff
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 vcc, s[0:1], vcc
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_gt_i32 s22, 32
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dwordx4 v5, s[8:11], 0 offen lds
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_lshlrev_b32_e32 v5, 1, v6
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 46 36                         ; inductor_mm.py:46:36
	s_sub_i32 s3, s22, 32
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_mulk_i32 s28, 0x440
	v_cndmask_b32_e32 v5, v3, v5, vcc
	.loc	1 46 36                         ; inductor_mm.py:46:36
	v_cmp_gt_i32_e32 vcc, s3, v32
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_mov_b32 s26, s10
	s_mov_b32 s27, s11
	s_mov_b32 m0, s28
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v1, 64, v1
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 vcc, s[0:1], vcc
	; asyncmark
	.loc	1 47 17                         ; inductor_mm.py:47:17
	buffer_load_dwordx4 v5, s[24:27], 0 offen lds
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_add_i32 m0, s23, 0x8640
	v_cndmask_b32_e32 v1, v3, v1, vcc
	.loc	1 47 36                         ; inductor_mm.py:47:36
	v_cmp_gt_i32_e32 vcc, s3, v42
	; asyncmark
	.loc	1 46 17                         ; inductor_mm.py:46:17
	buffer_load_dwordx4 v1, s[8:11], 0 offen lds
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add_lshl_u32 v1, v6, s2, 1
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_b64 vcc, s[0:1], vcc
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s28, 0x2200
	v_cndmask_b32_e32 v1, v3, v1, vcc
	; asyncmark
	buffer_load_dwordx4 v1, s[24:27], 0 offen lds
	.loc	1 32 31                         ; inductor_mm.py:32:31
	s_movk_i32 s0, 0x100
	.loc	1 41 5                          ; inductor_mm.py:41:5
	v_cmp_gt_u32_e32 vcc, s0, v33
	s_movk_i32 s0, 0xff
	v_cmp_lt_u32_e64 s[0:1], s0, v33
	; asyncmark
	; wait_asyncmark(2)
	s_waitcnt vmcnt(2)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_barrier
.LBB0_2:
	.loc	1 0 5 is_stmt 0                 ; inductor_mm.py:0:5
	s_or_b64 exec, exec, s[2:3]
	s_and_b32 s15, s15, 0xc0
	.loc	1 32 31 is_stmt 1               ; inductor_mm.py:32:31
	v_and_b32_e32 v34, 32, v33
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_sub_i32 s29, s22, 64
	s_cmp_lt_i32 s29, 1
	v_lshlrev_b32_e32 v36, 10, v35
	v_lshlrev_b32_e32 v37, 4, v33
	v_lshrrev_b32_e32 v38, 1, v34
	v_lshlrev_b32_e32 v40, 8, v33
	v_lshlrev_b32_e32 v41, 1, v33
	v_lshlrev_b32_e32 v39, 4, v34
	s_cbranch_scc1 .LBB0_12
; %bb.3:                                ; %.lr.ph
	s_add_i32 s16, s16, s33
	v_add3_u32 v0, s16, v0, 64
	v_mad_u64_u32 v[0:1], s[0:1], s17, v0, v[4:5]
	v_subrev_u32_e32 v0, s19, v0
	v_lshlrev_b32_e32 v48, 1, v0
	v_mov_b32_e32 v0, 0x80
	v_and_b32_e32 v45, 0xc00, v40
	v_lshl_add_u32 v49, v2, 1, v0
	v_mov_b32_e32 v0, 0
	v_and_b32_e32 v43, 0x1c0, v37
	s_mov_b32 s31, 1
	s_lshl_b32 s30, s7, 1
	v_lshlrev_b32_e32 v44, 4, v35
	v_and_b32_e32 v46, 32, v41
	v_lshrrev_b32_e32 v47, 4, v45
	s_lshl_b32 s33, s17, 6
	s_movk_i32 s19, 0x65c0
	s_mov_b32 s16, 0x8640
	s_movk_i32 s17, 0x2200
	v_bfrev_b32_e32 v50, 1
	s_mov_b32 s26, s10
	s_mov_b32 s27, s11
	s_mov_b32 s34, s29
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
	v_mov_b32_e32 v16, v0
	v_mov_b32_e32 v17, v0
	v_mov_b32_e32 v18, v0
	v_mov_b32_e32 v19, v0
	v_mov_b32_e32 v20, v0
	v_mov_b32_e32 v21, v0
	v_mov_b32_e32 v22, v0
	v_mov_b32_e32 v23, v0
	v_mov_b32_e32 v24, v0
	v_mov_b32_e32 v25, v0
	v_mov_b32_e32 v26, v0
	v_mov_b32_e32 v27, v0
	v_mov_b32_e32 v28, v0
	v_mov_b32_e32 v29, v0
	v_mov_b32_e32 v30, v0
	v_mov_b32_e32 v31, v0
	s_mov_b32 s35, 0
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 0 5 is_stmt 0                 ; inductor_mm.py:0:5
	s_mov_b32 s36, s19
	s_mov_b32 s19, s16
	s_mov_b32 s16, s18
	s_mov_b32 s18, s17
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_add_i32 s17, s31, 1
	s_cmp_lt_i32 s17, 3
	.loc	1 47 17 is_stmt 1               ; inductor_mm.py:47:17
	v_add3_u32 v51, s16, v46, v39
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cselect_b32 s31, s17, 0
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_add_i32 s16, s30, s36
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add3_u32 v51, v51, v45, v32
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add3_u32 v52, s16, v38, v36
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add3_u32 v51, v51, s15, v47
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add3_u32 v52, v52, v43, v44
	s_lshl_b32 s17, s31, 12
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_b64_tr_b16 v[54:55], v51
	ds_read_b64_tr_b16 v[56:57], v51 offset:256
	ds_read_b64_tr_b16 v[58:59], v51 offset:4352
	ds_read_b64_tr_b16 v[60:61], v51 offset:4608
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b128 v[62:65], v52
	ds_read_b128 v[66:69], v52 offset:32
	ds_read_b128 v[70:73], v52 offset:4160
	ds_read_b128 v[74:77], v52 offset:4192
	s_lshl_b32 s36, s31, 13
	s_lshr_b32 s16, s17, 5
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_lshr_b32 s17, s17, 3
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_add_i32 s16, s36, s16
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 s17, s36, s17
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_addk_i32 s16, 0x65c0
	.loc	1 46 36 is_stmt 0               ; inductor_mm.py:46:36
	v_cmp_gt_i32_e64 s[2:3], s34, v32
	.loc	1 47 36 is_stmt 1               ; inductor_mm.py:47:36
	v_cmp_gt_i32_e64 s[0:1], s34, v42
	; sched_barrier mask(0x00000000)
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_add_i32 m0, s16, s23
	v_cndmask_b32_e64 v51, v50, v49, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_dwordx4 v51, s[8:11], 0 offen lds
	; asyncmark
	; sched_barrier mask(0x00000000)
	; wait_asyncmark(1)
	s_waitcnt vmcnt(2)
	s_barrier
	; sched_barrier mask(0x00000000)
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x16_bf16 v[0:15], v[54:57], v[62:65], v[0:15]
	.loc	1 47 17                         ; inductor_mm.py:47:17
	s_add_i32 m0, s17, s28
	v_cndmask_b32_e64 v51, v50, v48, s[0:1]
	buffer_load_dwordx4 v51, s[24:27], 0 offen lds
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000004) size(3) SyncID(0)
	; asyncmark
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x16_bf16 v[0:15], v[58:61], v[66:69], v[0:15]
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	; sched_group_barrier mask(0x00000004) size(3) SyncID(0)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[54:57], v[70:73], v[16:31]
	; sched_group_barrier mask(0x00000008) size(1) SyncID(0)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[58:61], v[74:77], v[16:31]
	; sched_barrier mask(0x00000000)
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_barrier
	; sched_barrier mask(0x00000000)
	s_add_i32 s35, s35, 32
	s_sub_i32 s34, s34, 32
	v_add_u32_e32 v48, s33, v48
	s_cmp_lt_i32 s35, s29
	v_add_u32_e32 v49, 64, v49
	s_cbranch_scc1 .LBB0_4
; %bb.5:                                ; %Flow40
	.loc	1 0 5 is_stmt 0                 ; inductor_mm.py:0:5
	s_load_dword s8, s[4:5], 0x34
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_7
.LBB0_6:
	s_barrier
.LBB0_7:
	.loc	1 0 5                           ; inductor_mm.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 47 17 is_stmt 1               ; inductor_mm.py:47:17
	v_and_b32_e32 v40, 0xc00, v40
	v_and_b32_e32 v41, 32, v41
	v_or3_b32 v32, v32, s15, v40
	v_lshrrev_b32_e32 v40, 4, v40
	v_or3_b32 v39, v41, v39, v40
	v_add_u32_e32 v32, v39, v32
	v_add_u32_e32 v39, s18, v32
	ds_read_b64_tr_b16 v[44:45], v39
	ds_read_b64_tr_b16 v[46:47], v39 offset:256
	ds_read_b64_tr_b16 v[40:41], v39 offset:4352
	ds_read_b64_tr_b16 v[42:43], v39 offset:4608
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_and_b32_e32 v37, 0x1c0, v37
	v_lshl_or_b32 v38, s7, 1, v38
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_add_i32 s0, s22, 31
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_or3_b32 v36, v38, v37, v36
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_lt_i32 s0, 32
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_lshl_add_u32 v35, v35, 4, v36
	s_cbranch_scc1 .LBB0_9
; %bb.8:
	v_add_u32_e32 v36, s19, v35
	ds_read_b128 v[48:51], v36
	ds_read_b128 v[52:55], v36 offset:32
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[44:47], v[48:51], v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b128 v[48:51], v36 offset:4160
	ds_read_b128 v[36:39], v36 offset:4192
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[44:47], v[48:51], v[16:31]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[40:43], v[52:55], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[40:43], v[36:39], v[16:31]
.LBB0_9:                                ; %._crit_edge119
	.loc	1 47 17                         ; inductor_mm.py:47:17
	v_add_u32_e32 v32, s17, v32
	; wait_asyncmark(0)
	.loc	1 46 17                         ; inductor_mm.py:46:17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	.loc	1 47 17                         ; inductor_mm.py:47:17
	ds_read_b64_tr_b16 v[40:41], v32
	ds_read_b64_tr_b16 v[42:43], v32 offset:256
	ds_read_b64_tr_b16 v[36:37], v32 offset:4352
	ds_read_b64_tr_b16 v[38:39], v32 offset:4608
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_lt_i32 s0, 64
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	.loc	1 46 17                         ; inductor_mm.py:46:17
	v_add_u32_e32 v32, s16, v35
	ds_read_b128 v[44:47], v32
	ds_read_b128 v[48:51], v32 offset:32
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[40:43], v[44:47], v[0:15]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b128 v[44:47], v32 offset:4160
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[40:43], v[44:47], v[16:31]
	.loc	1 46 17                         ; inductor_mm.py:46:17
	ds_read_b128 v[40:43], v32 offset:4192
	.loc	1 48 16                         ; inductor_mm.py:48:16
	v_mfma_f32_32x32x16_bf16 v[0:15], v[36:39], v[48:51], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[36:39], v[40:43], v[16:31]
.LBB0_11:
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_lshrrev_b32_e32 v32, 2, v34
	s_lshr_b32 s0, s15, 1
	v_or_b32_e32 v32, s0, v32
	s_lshr_b32 s0, s7, 3
	v_and_or_b32 v33, v33, 31, s0
	s_waitcnt lgkmcnt(1)
	v_or_b32_e32 v37, 64, v33
	.loc	1 32 12 is_stmt 0               ; inductor_mm.py:32:12
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v38, s6, v37
	v_or_b32_e32 v39, s6, v33
	.loc	1 59 12 is_stmt 1               ; inductor_mm.py:59:12
	s_mul_i32 s6, s6, s8
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_or_b32_e32 v36, s14, v32
	.loc	1 59 12                         ; inductor_mm.py:59:12
	s_add_i32 s6, s6, s14
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v34, 16, v32
	.loc	1 55 15                         ; inductor_mm.py:55:15
	v_cmp_gt_i32_e32 vcc, s20, v39
	.loc	1 55 38 is_stmt 0               ; inductor_mm.py:55:38
	v_cmp_gt_i32_e64 s[2:3], s21, v36
	.loc	1 59 12 is_stmt 1               ; inductor_mm.py:59:12
	v_mul_lo_u32 v33, v33, s8
	v_or_b32_e32 v32, s6, v32
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_or_b32_e32 v35, s14, v34
	.loc	1 59 12                         ; inductor_mm.py:59:12
	v_or_b32_e32 v34, s6, v34
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_cvt_pk_bf16_f32 v0, v0, v1
	v_cvt_pk_bf16_f32 v1, v2, v3
	v_cvt_pk_bf16_f32 v2, v4, v5
	v_cvt_pk_bf16_f32 v3, v6, v7
	v_cvt_pk_bf16_f32 v4, v8, v9
	v_cvt_pk_bf16_f32 v8, v16, v17
	.loc	1 60 5 is_stmt 0                ; inductor_mm.py:60:5
	v_add_lshl_u32 v16, v32, v33, 1
	v_bfrev_b32_e32 v17, 1
	.loc	1 55 14 is_stmt 1               ; inductor_mm.py:55:14
	s_and_b64 s[6:7], vcc, s[2:3]
	.loc	1 55 38 is_stmt 0               ; inductor_mm.py:55:38
	v_cmp_gt_i32_e64 s[4:5], s21, v35
	.loc	1 60 20 is_stmt 1               ; inductor_mm.py:60:20
	v_permlane32_swap_b32_e32 v0, v2
	v_permlane32_swap_b32_e32 v1, v3
	.loc	1 60 5 is_stmt 0                ; inductor_mm.py:60:5
	s_and_b32 s13, s13, 0xffff
	s_mov_b32 s15, 0x27000
	s_mov_b32 s14, 0x7ffffffe
	v_cndmask_b32_e64 v16, v17, v16, s[6:7]
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_cvt_pk_bf16_f32 v5, v10, v11
	v_cvt_pk_bf16_f32 v6, v12, v13
	v_cvt_pk_bf16_f32 v7, v14, v15
	.loc	1 60 5                          ; inductor_mm.py:60:5
	buffer_store_dwordx4 v[0:3], v16, s[12:15], 0 offen
	.loc	1 55 14 is_stmt 1               ; inductor_mm.py:55:14
	s_and_b64 vcc, vcc, s[4:5]
	.loc	1 55 15 is_stmt 0               ; inductor_mm.py:55:15
	v_cmp_gt_i32_e64 s[0:1], s20, v38
	.loc	1 60 5 is_stmt 1                ; inductor_mm.py:60:5
	v_add_lshl_u32 v0, v34, v33, 1
	.loc	1 59 12                         ; inductor_mm.py:59:12
	v_mul_lo_u32 v35, v37, s8
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	.loc	1 60 5 is_stmt 0                ; inductor_mm.py:60:5
	v_cndmask_b32_e32 v0, v17, v0, vcc
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_cvt_pk_bf16_f32 v9, v18, v19
	v_cvt_pk_bf16_f32 v10, v20, v21
	v_cvt_pk_bf16_f32 v11, v22, v23
	.loc	1 60 5                          ; inductor_mm.py:60:5
	buffer_store_dwordx4 v[4:7], v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v32, v35, 1
	.loc	1 55 14 is_stmt 1               ; inductor_mm.py:55:14
	s_and_b64 vcc, s[2:3], s[0:1]
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_permlane32_swap_b32_e32 v8, v10
	v_permlane32_swap_b32_e32 v9, v11
	.loc	1 60 5 is_stmt 0                ; inductor_mm.py:60:5
	v_cndmask_b32_e32 v0, v17, v0, vcc
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_cvt_pk_bf16_f32 v12, v24, v25
	v_cvt_pk_bf16_f32 v13, v26, v27
	v_cvt_pk_bf16_f32 v14, v28, v29
	v_cvt_pk_bf16_f32 v15, v30, v31
	.loc	1 60 5                          ; inductor_mm.py:60:5
	buffer_store_dwordx4 v[8:11], v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v34, v35, 1
	.loc	1 55 14 is_stmt 1               ; inductor_mm.py:55:14
	s_and_b64 vcc, s[0:1], s[4:5]
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_permlane32_swap_b32_e32 v12, v14
	v_permlane32_swap_b32_e32 v13, v15
	.loc	1 60 5 is_stmt 0                ; inductor_mm.py:60:5
	v_cndmask_b32_e32 v0, v17, v0, vcc
	buffer_store_dwordx4 v[12:15], v0, s[12:15], 0 offen
	.loc	1 16 1 is_stmt 1                ; inductor_mm.py:16:1
	s_endpgm
.LBB0_12:
	.loc	1 0 1 is_stmt 0                 ; inductor_mm.py:0:1
	v_mov_b32_e32 v31, 0
	s_movk_i32 s19, 0x65c0
	s_mov_b32 s16, 0x8640
	s_movk_i32 s17, 0x2200
	v_mov_b32_e32 v30, v31
	v_mov_b32_e32 v29, v31
	v_mov_b32_e32 v28, v31
	v_mov_b32_e32 v27, v31
	v_mov_b32_e32 v26, v31
	v_mov_b32_e32 v25, v31
	v_mov_b32_e32 v24, v31
	v_mov_b32_e32 v23, v31
	v_mov_b32_e32 v22, v31
	v_mov_b32_e32 v21, v31
	v_mov_b32_e32 v20, v31
	v_mov_b32_e32 v19, v31
	v_mov_b32_e32 v18, v31
	v_mov_b32_e32 v17, v31
	v_mov_b32_e32 v16, v31
	v_mov_b32_e32 v15, v31
	v_mov_b32_e32 v14, v31
	v_mov_b32_e32 v13, v31
	v_mov_b32_e32 v12, v31
	v_mov_b32_e32 v11, v31
	v_mov_b32_e32 v10, v31
	v_mov_b32_e32 v9, v31
	v_mov_b32_e32 v8, v31
	v_mov_b32_e32 v7, v31
	v_mov_b32_e32 v6, v31
	v_mov_b32_e32 v5, v31
	v_mov_b32_e32 v4, v31
	v_mov_b32_e32 v3, v31
	v_mov_b32_e32 v2, v31
	v_mov_b32_e32 v1, v31
	v_mov_b32_e32 v0, v31
	s_load_dword s8, s[4:5], 0x34
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
		.amdhsa_next_free_vgpr 78
		.amdhsa_next_free_sgpr 37
		.amdhsa_accum_offset 80
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
	.set .Lmm.num_vgpr, 78
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
; codeLenInByte = 2716
; TotalNumSgprs: 43
; NumVgprs: 78
; NumAgprs: 0
; TotalNumVgprs: 78
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 43
; NumVGPRsForWavesPerEU: 78
; AccumOffset: 80
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 19
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
    .vgpr_count:     78
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
