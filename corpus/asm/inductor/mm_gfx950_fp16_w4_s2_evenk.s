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
; %bb.10:
	.file	1 "corpus/asm/gen/kernels" "inductor_mm.py"
	.loc	1 16 0 prologue_end             ; inductor_mm.py:16:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.11:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dwordx4 s[20:23], s[4:5], 0x20
	s_load_dword s19, s[4:5], 0x30
	s_mov_b64 s[12:13], s[14:15]
	s_mov_b64 s[0:1], s[10:11]
	v_and_b32_e32 v16, 0x3ff, v0
.Ltmp1:
	.loc	1 22 16 is_stmt 1               ; inductor_mm.py:22:16
	s_waitcnt lgkmcnt(0)
	s_add_i32 s2, s21, 63
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
	s_add_i32 s7, s20, 63
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_sub_i32 s14, 0, s6
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_ashr_i32 s11, s7, 31
	.loc	1 24 12                         ; inductor_mm.py:24:12
	v_rcp_f32_e32 v1, v1
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_lshr_b32 s11, s11, 26
	s_add_i32 s7, s7, s11
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_abs_i32 s11, s16
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	.loc	1 44 17                         ; inductor_mm.py:44:17
	v_readfirstlane_b32 s10, v16
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_xor_b32 s2, s16, s2
	.loc	1 60 5                          ; inductor_mm.py:60:5
	s_bfe_u32 s18, s10, 0x20006
	.loc	1 24 12                         ; inductor_mm.py:24:12
	v_readfirstlane_b32 s15, v1
	s_mul_i32 s14, s14, s15
	s_mul_hi_u32 s14, s15, s14
	s_add_i32 s15, s15, s14
	s_mul_hi_u32 s14, s11, s15
	s_mul_i32 s15, s14, s6
	s_sub_i32 s11, s11, s15
	.loc	1 21 15                         ; inductor_mm.py:21:15
	s_ashr_i32 s7, s7, 6
	.loc	1 24 12                         ; inductor_mm.py:24:12
	s_ashr_i32 s2, s2, 31
	s_add_i32 s15, s14, 1
	s_sub_i32 s17, s11, s6
	s_cmp_ge_u32 s11, s6
	s_cselect_b32 s14, s15, s14
	s_cselect_b32 s11, s17, s11
	s_add_i32 s15, s14, 1
	s_cmp_ge_u32 s11, s6
	s_cselect_b32 s6, s15, s14
	s_xor_b32 s6, s6, s2
	s_sub_i32 s2, s6, s2
	.loc	1 25 15                         ; inductor_mm.py:25:15
	s_lshl_b32 s6, s2, 3
	.loc	1 26 28                         ; inductor_mm.py:26:28
	s_sub_i32 s7, s7, s6
	.loc	1 26 17 is_stmt 0               ; inductor_mm.py:26:17
	s_min_i32 s7, s7, 8
	.loc	1 29 14 is_stmt 1               ; inductor_mm.py:29:14
	s_abs_i32 s11, s7
	v_cvt_f32_u32_e32 v1, s11
	.loc	1 27 15                         ; inductor_mm.py:27:15
	s_mul_i32 s2, s2, s3
	s_sub_i32 s2, s16, s2
	.loc	1 29 14                         ; inductor_mm.py:29:14
	s_sub_i32 s15, 0, s11
	v_rcp_f32_e32 v1, v1
	s_abs_i32 s14, s2
	s_xor_b32 s3, s2, s7
	s_ashr_i32 s3, s3, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_and_b32_e32 v7, 56, v0
	v_or_b32_e32 v2, s18, v7
	v_lshlrev_b32_e32 v18, 4, v16
	.loc	1 29 14                         ; inductor_mm.py:29:14
	v_readfirstlane_b32 s16, v1
	s_mul_i32 s15, s15, s16
	s_mul_hi_u32 s15, s16, s15
	s_add_i32 s16, s16, s15
	s_mul_hi_u32 s15, s14, s16
	s_mul_i32 s16, s15, s11
	s_sub_i32 s14, s14, s16
	s_add_i32 s16, s15, 1
	s_sub_i32 s17, s14, s11
	s_cmp_ge_u32 s14, s11
	s_cselect_b32 s15, s16, s15
	s_cselect_b32 s14, s17, s14
	s_add_i32 s16, s15, 1
	s_cmp_ge_u32 s14, s11
	s_cselect_b32 s11, s16, s15
	s_xor_b32 s11, s11, s3
	s_sub_i32 s3, s11, s3
	.loc	1 34 47                         ; inductor_mm.py:34:47
	s_abs_i32 s11, s20
	v_cvt_f32_u32_e32 v3, s11
	.loc	1 28 24                         ; inductor_mm.py:28:24
	s_mul_i32 s7, s3, s7
	s_sub_i32 s2, s2, s7
	.loc	1 28 14 is_stmt 0               ; inductor_mm.py:28:14
	s_add_i32 s2, s2, s6
	.loc	1 34 47 is_stmt 1               ; inductor_mm.py:34:47
	v_rcp_f32_e32 v3, v3
	.loc	1 32 12                         ; inductor_mm.py:32:12
	s_lshl_b32 s6, s2, 6
	.loc	1 34 47                         ; inductor_mm.py:34:47
	s_sub_i32 s16, 0, s11
	.loc	1 32 12                         ; inductor_mm.py:32:12
	v_or_b32_e32 v2, s6, v2
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	s_bfe_i32 s2, s2, 0x10019
	v_add_u32_e32 v2, s2, v2
	v_xor_b32_e32 v6, s2, v2
	v_mul_lo_u32 v8, s16, v3
	v_mul_hi_u32 v8, v3, v8
	v_add_u32_e32 v3, v3, v8
	v_mul_hi_u32 v8, v6, v3
	v_mul_lo_u32 v8, v8, s11
	v_add_u32_e32 v2, 4, v2
	v_sub_u32_e32 v6, v6, v8
	v_xor_b32_e32 v2, s2, v2
	v_subrev_u32_e32 v8, s11, v6
	v_cmp_le_u32_e32 vcc, s11, v6
	v_mul_hi_u32 v3, v2, v3
	v_mul_lo_u32 v3, v3, s11
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_subrev_u32_e32 v8, s11, v6
	v_cmp_le_u32_e32 vcc, s11, v6
	v_sub_u32_e32 v2, v2, v3
	v_subrev_u32_e32 v3, s11, v2
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_cmp_le_u32_e32 vcc, s11, v2
	.loc	1 35 47                         ; inductor_mm.py:35:47
	s_abs_i32 s16, s21
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_xor_b32_e32 v6, s2, v6
	v_cndmask_b32_e32 v2, v2, v3, vcc
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cvt_f32_u32_e32 v3, s16
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_subrev_u32_e32 v8, s2, v6
	v_subrev_u32_e32 v6, s11, v2
	v_cmp_le_u32_e32 vcc, s11, v2
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_rcp_f32_e32 v3, v3
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_and_b32_e32 v1, 7, v0
	.loc	1 34 47                         ; inductor_mm.py:34:47
	v_cndmask_b32_e32 v2, v2, v6, vcc
	v_xor_b32_e32 v2, s2, v2
	v_subrev_u32_e32 v9, s2, v2
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_mul_f32_e32 v2, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v2, v2
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_lshlrev_b32_e32 v4, 3, v1
	.loc	1 33 12                         ; inductor_mm.py:33:12
	s_lshl_b32 s14, s3, 6
	v_or_b32_e32 v5, s14, v4
	.loc	1 35 47                         ; inductor_mm.py:35:47
	s_bfe_i32 s26, s3, 0x10019
	s_sub_i32 s2, 0, s16
	v_add_u32_e32 v3, s26, v5
	v_mul_lo_u32 v5, s2, v2
	v_mul_hi_u32 v5, v2, v5
	v_xor_b32_e32 v3, s26, v3
	v_add_u32_e32 v2, v2, v5
	v_mul_hi_u32 v2, v3, v2
	v_mul_lo_u32 v2, v2, s16
	v_sub_u32_e32 v2, v3, v2
	v_subrev_u32_e32 v3, s16, v2
	v_cmp_le_u32_e32 vcc, s16, v2
	.loc	1 32 31                         ; inductor_mm.py:32:31
	s_lshl_b32 s15, s18, 6
	s_and_b32 s7, s15, 0x80
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_subrev_u32_e32 v3, s16, v2
	v_cmp_le_u32_e32 vcc, s16, v2
	.loc	1 38 20                         ; inductor_mm.py:38:20
	s_bfe_u32 s25, s10, 0x10006
	s_lshr_b32 s27, s7, 3
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_xor_b32_e32 v6, s26, v2
	.loc	1 37 12                         ; inductor_mm.py:37:12
	v_mad_u64_u32 v[2:3], s[2:3], v8, s23, v[4:5]
	v_mad_u64_u32 v[4:5], s[2:3], v9, s23, v[4:5]
	.loc	1 38 20                         ; inductor_mm.py:38:20
	s_or_b32 s2, s25, s27
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_gt_i32 s22, 0
	.loc	1 38 20                         ; inductor_mm.py:38:20
	v_lshrrev_b32_e32 v3, 2, v7
	.loc	1 43 17                         ; inductor_mm.py:43:17
	v_lshlrev_b32_e32 v8, 1, v2
	v_bfrev_b32_e32 v9, 1
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cselect_b64 vcc, -1, 0
	.loc	1 43 17                         ; inductor_mm.py:43:17
	s_mul_i32 s17, s18, 0x410
	.loc	1 38 20                         ; inductor_mm.py:38:20
	v_or_b32_e32 v5, s2, v3
	.loc	1 43 17                         ; inductor_mm.py:43:17
	s_and_b32 s9, s9, 0xffff
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	s_add_i32 m0, s17, 0x43c0
	v_cndmask_b32_e32 v8, v9, v8, vcc
	.loc	1 35 47                         ; inductor_mm.py:35:47
	v_subrev_u32_e32 v10, s26, v6
	.loc	1 38 20                         ; inductor_mm.py:38:20
	v_or_b32_e32 v7, 32, v5
	.loc	1 38 12 is_stmt 0               ; inductor_mm.py:38:12
	v_mul_lo_u32 v5, v5, s19
	.loc	1 43 17 is_stmt 1               ; inductor_mm.py:43:17
	buffer_load_dwordx4 v8, s[8:11], 0 offen lds
	v_lshlrev_b32_e32 v8, 1, v4
	s_add_i32 m0, s17, 0x5400
	v_cndmask_b32_e32 v8, v9, v8, vcc
	.loc	1 44 17                         ; inductor_mm.py:44:17
	s_mulk_i32 s18, 0x440
	v_add_lshl_u32 v5, v5, v10, 1
	.loc	1 38 12                         ; inductor_mm.py:38:12
	v_mul_lo_u32 v7, v7, s19
	.loc	1 43 17                         ; inductor_mm.py:43:17
	buffer_load_dwordx4 v8, s[8:11], 0 offen lds
	.loc	1 44 17                         ; inductor_mm.py:44:17
	s_and_b32 s1, s1, 0xffff
	s_mov_b32 s2, s10
	s_mov_b32 s3, s11
	v_cndmask_b32_e32 v5, v9, v5, vcc
	s_mov_b32 m0, s18
	; asyncmark
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_sub_i32 s23, s22, 64
	.loc	1 44 17                         ; inductor_mm.py:44:17
	buffer_load_dwordx4 v5, s[0:3], 0 offen lds
	v_add_lshl_u32 v5, v7, v10, 1
	s_add_i32 m0, s18, 0x1100
	v_cndmask_b32_e32 v5, v9, v5, vcc
	buffer_load_dwordx4 v5, s[0:3], 0 offen lds
	s_mov_b32 s16, 0
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cmp_gt_i32 s23, 0
	v_lshlrev_b32_e32 v8, 3, v16
	v_lshlrev_b32_e32 v7, 8, v16
	v_lshlrev_b32_e32 v5, 1, v16
	; asyncmark
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	.loc	1 44 17                         ; inductor_mm.py:44:17
	v_and_b32_e32 v21, 0x400, v7
	v_and_b32_e32 v19, 0x280, v18
	v_and_b32_e32 v20, 24, v8
	v_and_b32_e32 v22, 32, v5
	v_lshrrev_b32_e32 v23, 4, v21
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 17 is_stmt 0                ; inductor_mm.py:0:17
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr23
.LBB0_3:                                ; %Flow25
	s_and_b32 s15, s15, 64
	s_and_b64 s[2:3], s[2:3], exec
	v_and_b32_e32 v17, 32, v0
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v24, 10, v1
	v_lshrrev_b32_e32 v25, 1, v17
	v_lshlrev_b32_e32 v26, 4, v1
	s_cbranch_scc1 .LBB0_6
; %bb.4:                                ; %.lr.ph
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_add_i32 s25, s25, s27
	v_add_u32_e32 v3, s25, v3
	v_add_u32_e32 v0, 0x60, v3
	v_mad_u64_u32 v[0:1], s[2:3], s19, v0, v[6:7]
	v_subrev_u32_e32 v0, s26, v0
	v_lshlrev_b32_e32 v28, 1, v0
	v_add_u32_e32 v0, 64, v3
	v_mad_u64_u32 v[0:1], s[2:3], s19, v0, v[6:7]
	v_subrev_u32_e32 v0, s26, v0
	v_lshlrev_b32_e32 v29, 1, v0
	v_mov_b32_e32 v0, 0x80
	v_and_b32_e32 v21, 0x400, v7
	v_lshl_add_u32 v30, v4, 1, v0
	v_lshl_add_u32 v31, v2, 1, v0
	v_mov_b32_e32 v0, 0
	v_and_b32_e32 v27, 0x180, v18
	s_lshl_b32 s24, s7, 2
	v_and_b32_e32 v19, 0x280, v18
	v_and_b32_e32 v20, 24, v8
	v_and_b32_e32 v22, 32, v5
	v_lshrrev_b32_e32 v23, 4, v21
	s_lshl_b32 s25, s19, 7
	s_movk_i32 s19, 0x43c0
	s_mov_b32 s2, s10
	s_mov_b32 s3, s11
	s_mov_b32 s26, 0
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
	s_mov_b32 s27, 0
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 0 5 is_stmt 0                 ; inductor_mm.py:0:5
	s_mov_b32 s28, s16
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_add_i32 s16, s26, 1
	s_cmp_lt_i32 s16, 2
	s_cselect_b32 s26, s16, 0
	.loc	1 43 17 is_stmt 1               ; inductor_mm.py:43:17
	s_lshl_b32 s16, s26, 12
	s_lshl_b32 s29, s26, 13
	s_lshr_b32 s30, s16, 5
	.loc	1 44 17                         ; inductor_mm.py:44:17
	s_lshr_b32 s16, s16, 3
	.loc	1 43 17                         ; inductor_mm.py:43:17
	s_add_i32 s30, s29, s30
	.loc	1 44 17                         ; inductor_mm.py:44:17
	s_add_i32 s16, s29, s16
	.loc	1 43 17                         ; inductor_mm.py:43:17
	s_add_i32 s29, s30, s17
	s_add_i32 m0, s29, 0x43c0
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0)
	s_barrier
	.loc	1 44 17                         ; inductor_mm.py:44:17
	s_add_i32 s31, s16, s18
	.loc	1 43 17                         ; inductor_mm.py:43:17
	buffer_load_dwordx4 v31, s[8:11], 0 offen lds
	s_add_i32 m0, s29, 0x5400
	s_add_i32 s19, s19, s24
	buffer_load_dwordx4 v30, s[8:11], 0 offen lds
	.loc	1 44 17                         ; inductor_mm.py:44:17
	s_mov_b32 m0, s31
	; asyncmark
	v_add3_u32 v32, s28, v22, v19
	buffer_load_dwordx4 v29, s[0:3], 0 offen lds
	s_add_i32 m0, s31, 0x1100
	.loc	1 43 17                         ; inductor_mm.py:43:17
	v_add3_u32 v33, s19, v27, v24
	.loc	1 44 17                         ; inductor_mm.py:44:17
	buffer_load_dwordx4 v28, s[0:3], 0 offen lds
	v_add3_u32 v32, v32, v20, v21
	.loc	1 43 17                         ; inductor_mm.py:43:17
	v_add3_u32 v33, v33, v25, v26
	.loc	1 44 17                         ; inductor_mm.py:44:17
	v_add3_u32 v32, v32, s15, v23
	.loc	1 43 17                         ; inductor_mm.py:43:17
	ds_read_b128 v[34:37], v33
	ds_read_b128 v[38:41], v33 offset:32
	ds_read_b128 v[42:45], v33 offset:64
	ds_read_b128 v[46:49], v33 offset:96
	; asyncmark
	.loc	1 44 17                         ; inductor_mm.py:44:17
	ds_read_b64_tr_b16 v[50:51], v32
	ds_read_b64_tr_b16 v[52:53], v32 offset:256
	ds_read_b64_tr_b16 v[54:55], v32 offset:2176
	ds_read_b64_tr_b16 v[56:57], v32 offset:2432
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[0:15], v[50:53], v[34:37], v[0:15]
	.loc	1 44 17                         ; inductor_mm.py:44:17
	ds_read_b64_tr_b16 v[34:35], v32 offset:4352
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_add_i32 s27, s27, 64
	.loc	1 43 17                         ; inductor_mm.py:43:17
	s_add_i32 s19, s30, 0x43c0
	.loc	1 41 5                          ; inductor_mm.py:41:5
	v_add_u32_e32 v31, 0x80, v31
	v_add_u32_e32 v30, 0x80, v30
	v_add_u32_e32 v29, s25, v29
	s_cmp_lt_i32 s27, s23
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[0:15], v[54:57], v[38:41], v[0:15]
	.loc	1 44 17                         ; inductor_mm.py:44:17
	ds_read_b64_tr_b16 v[36:37], v32 offset:4608
	ds_read_b64_tr_b16 v[38:39], v32 offset:6528
	ds_read_b64_tr_b16 v[40:41], v32 offset:6784
	.loc	1 41 5                          ; inductor_mm.py:41:5
	v_add_u32_e32 v28, s25, v28
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[0:15], v[34:37], v[42:45], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[38:41], v[46:49], v[0:15]
	.loc	1 41 5                          ; inductor_mm.py:41:5
	s_cbranch_scc1 .LBB0_5
	s_branch .LBB0_7
.LBB0_6:
	.loc	1 0 5 is_stmt 0                 ; inductor_mm.py:0:5
	v_mov_b32_e32 v15, 0
	s_movk_i32 s19, 0x43c0
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
.LBB0_7:                                ; %Flow26
	s_load_dword s4, s[4:5], 0x34
	.loc	1 41 5 is_stmt 1                ; inductor_mm.py:41:5
	s_add_i32 s0, s22, 63
	s_cmp_lt_i32 s0, 64
	; wait_asyncmark(0)
	.loc	1 43 17                         ; inductor_mm.py:43:17
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_9
; %bb.8:
	.loc	1 0 0 is_stmt 0                 ; inductor_mm.py:0
	v_add3_u32 v19, s16, v22, v19
	v_add3_u32 v19, v19, v20, v21
	v_add3_u32 v19, v19, s15, v23
	ds_read_b64_tr_b16 v[20:21], v19
	ds_read_b64_tr_b16 v[22:23], v19 offset:256
	.loc	1 43 17                         ; inductor_mm.py:43:17
	v_and_b32_e32 v18, 0x180, v18
	s_lshl2_add_u32 s0, s7, s19
	v_add3_u32 v18, s0, v18, v24
	v_add3_u32 v18, v18, v25, v26
	ds_read_b128 v[24:27], v18
	.loc	1 0 0                           ; inductor_mm.py:0
	ds_read_b64_tr_b16 v[28:29], v19 offset:2176
	ds_read_b64_tr_b16 v[30:31], v19 offset:2432
	.loc	1 43 17                         ; inductor_mm.py:43:17
	ds_read_b128 v[32:35], v18 offset:32
	.loc	1 48 16 is_stmt 1               ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_f16 v[0:15], v[20:23], v[24:27], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[28:31], v[32:35], v[0:15]
	.loc	1 0 0 is_stmt 0                 ; inductor_mm.py:0
	ds_read_b64_tr_b16 v[20:21], v19 offset:4352
	ds_read_b64_tr_b16 v[22:23], v19 offset:4608
	.loc	1 43 17 is_stmt 1               ; inductor_mm.py:43:17
	ds_read_b128 v[24:27], v18 offset:64
	.loc	1 0 0 is_stmt 0                 ; inductor_mm.py:0
	ds_read_b64_tr_b16 v[28:29], v19 offset:6528
	ds_read_b64_tr_b16 v[30:31], v19 offset:6784
	.loc	1 48 16 is_stmt 1               ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[0:15], v[20:23], v[24:27], v[0:15]
	.loc	1 43 17                         ; inductor_mm.py:43:17
	ds_read_b128 v[18:21], v18 offset:96
	.loc	1 48 16                         ; inductor_mm.py:48:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[28:31], v[18:21], v[0:15]
.LBB0_9:                                ; %._crit_edge._crit_edge
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_lshrrev_b32_e32 v17, 2, v17
	s_lshr_b32 s0, s15, 1
	v_or_b32_e32 v17, s0, v17
	s_lshr_b32 s0, s7, 2
	v_and_or_b32 v16, v16, 31, s0
	.loc	1 59 12                         ; inductor_mm.py:59:12
	s_mul_i32 s5, s6, s4
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_or_b32_e32 v20, s14, v17
	.loc	1 32 12                         ; inductor_mm.py:32:12
	v_or_b32_e32 v21, s6, v16
	.loc	1 59 12                         ; inductor_mm.py:59:12
	v_mul_lo_u32 v16, v16, s4
	s_add_i32 s5, s5, s14
	.loc	1 32 31                         ; inductor_mm.py:32:31
	v_or_b32_e32 v18, 16, v17
	.loc	1 55 15                         ; inductor_mm.py:55:15
	v_cmp_gt_i32_e32 vcc, s20, v21
	.loc	1 55 38 is_stmt 0               ; inductor_mm.py:55:38
	v_cmp_gt_i32_e64 s[0:1], s21, v20
	.loc	1 59 12 is_stmt 1               ; inductor_mm.py:59:12
	v_add_u32_e32 v16, s5, v16
	.loc	1 33 12                         ; inductor_mm.py:33:12
	v_or_b32_e32 v19, s14, v18
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_cvt_pk_f16_f32 v0, v0, v1
	v_cvt_pk_f16_f32 v1, v2, v3
	v_cvt_pk_f16_f32 v2, v4, v5
	v_cvt_pk_f16_f32 v3, v6, v7
	v_cvt_pk_f16_f32 v4, v8, v9
	.loc	1 60 5 is_stmt 0                ; inductor_mm.py:60:5
	v_add_lshl_u32 v8, v16, v17, 1
	v_bfrev_b32_e32 v9, 1
	.loc	1 55 14 is_stmt 1               ; inductor_mm.py:55:14
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 55 38 is_stmt 0               ; inductor_mm.py:55:38
	v_cmp_gt_i32_e64 s[2:3], s21, v19
	.loc	1 60 20 is_stmt 1               ; inductor_mm.py:60:20
	v_permlane32_swap_b32_e32 v0, v2
	v_permlane32_swap_b32_e32 v1, v3
	.loc	1 60 5 is_stmt 0                ; inductor_mm.py:60:5
	s_and_b32 s13, s13, 0xffff
	s_mov_b32 s15, 0x27000
	s_mov_b32 s14, 0x7ffffffe
	v_cndmask_b32_e64 v8, v9, v8, s[0:1]
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_cvt_pk_f16_f32 v5, v10, v11
	v_cvt_pk_f16_f32 v6, v12, v13
	v_cvt_pk_f16_f32 v7, v14, v15
	.loc	1 60 5                          ; inductor_mm.py:60:5
	buffer_store_dwordx4 v[0:3], v8, s[12:15], 0 offen
	.loc	1 55 14 is_stmt 1               ; inductor_mm.py:55:14
	s_and_b64 vcc, vcc, s[2:3]
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_permlane32_swap_b32_e32 v4, v6
	.loc	1 60 5 is_stmt 0                ; inductor_mm.py:60:5
	v_add_lshl_u32 v0, v16, v18, 1
	.loc	1 60 20                         ; inductor_mm.py:60:20
	v_permlane32_swap_b32_e32 v5, v7
	.loc	1 60 5                          ; inductor_mm.py:60:5
	v_cndmask_b32_e32 v0, v9, v0, vcc
	buffer_store_dwordx4 v[4:7], v0, s[12:15], 0 offen
	.loc	1 16 1 is_stmt 1                ; inductor_mm.py:16:1
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
		.amdhsa_next_free_vgpr 58
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 60
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
	.set .Lmm.num_vgpr, 58
	.set .Lmm.num_agpr, 0
	.set .Lmm.numbered_sgpr, 32
	.set .Lmm.num_named_barrier, 0
	.set .Lmm.private_seg_size, 0
	.set .Lmm.uses_vcc, 1
	.set .Lmm.uses_flat_scratch, 0
	.set .Lmm.has_dyn_sized_stack, 0
	.set .Lmm.has_recursion, 0
	.set .Lmm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2356
; TotalNumSgprs: 38
; NumVgprs: 58
; NumAgprs: 0
; TotalNumVgprs: 58
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 58
; AccumOffset: 60
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 14
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
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         mm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     58
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
