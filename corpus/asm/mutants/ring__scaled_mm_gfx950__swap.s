	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	scaled_mm_kernel                ; -- Begin function scaled_mm_kernel
	.p2align	8
	.type	scaled_mm_kernel,@function
scaled_mm_kernel:                       ; @scaled_mm_kernel
; %bb.13:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.14:
.LBB0_0:
	s_load_dwordx4 s[24:27], s[4:5], 0x28
	s_load_dword s2, s[4:5], 0x38
	s_mov_b64 s[20:21], s[14:15]
	s_mov_b64 s[28:29], s[10:11]
	s_abs_i32 s7, s16
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s25, 63
	s_ashr_i32 s1, s0, 31
	s_lshr_b32 s1, s1, 26
	s_add_i32 s0, s0, s1
	s_ashr_i32 s0, s0, 6
	s_abs_i32 s1, s0
	v_cvt_f32_u32_e32 v2, s1
	s_sub_i32 s11, 0, s1
	v_and_b32_e32 v1, 0x3ff, v0
	s_xor_b32 s6, s16, s0
	v_rcp_f32_e32 v2, v2
	v_readfirstlane_b32 s3, v1
	s_lshr_b32 s10, s3, 6
	s_bfe_u32 s22, s3, 0x30006
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_ashr_i32 s6, s6, 31
	v_and_b32_e32 v3, 56, v0
	v_lshl_or_b32 v4, v3, 1, s22
	v_readfirstlane_b32 s14, v2
	s_mul_i32 s11, s11, s14
	s_mul_hi_u32 s11, s14, s11
	s_add_i32 s14, s14, s11
	s_mul_hi_u32 s11, s7, s14
	s_mul_i32 s14, s11, s1
	s_sub_i32 s7, s7, s14
	s_add_i32 s14, s11, 1
	s_sub_i32 s15, s7, s1
	s_cmp_ge_u32 s7, s1
	s_cselect_b32 s11, s14, s11
	s_cselect_b32 s7, s15, s7
	s_add_i32 s14, s11, 1
	s_cmp_ge_u32 s7, s1
	s_cselect_b32 s1, s14, s11
	s_xor_b32 s1, s1, s6
	s_sub_i32 s1, s1, s6
	s_abs_i32 s6, s24
	v_cvt_f32_u32_e32 v2, s6
	s_lshl_b32 s14, s1, 8
	s_sub_i32 s7, 0, s6
	s_mul_i32 s0, s1, s0
	v_rcp_f32_e32 v2, v2
	v_or_b32_e32 v4, s14, v4
	s_bfe_i32 s1, s1, 0x10017
	v_add_u32_e32 v4, s1, v4
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_xor_b32_e32 v5, s1, v4
	s_lshl_b32 s18, s10, 3
	s_sub_i32 s0, s16, s0
	v_mul_lo_u32 v6, s7, v2
	v_mul_hi_u32 v6, v2, v6
	v_add_u32_e32 v33, v2, v6
	v_mul_hi_u32 v2, v5, v33
	v_mul_lo_u32 v2, v2, s6
	v_sub_u32_e32 v2, v5, v2
	v_subrev_u32_e32 v5, s6, v2
	v_cmp_le_u32_e32 vcc, s6, v2
	s_abs_i32 s7, s25
	v_lshrrev_b32_e32 v3, 1, v3
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_subrev_u32_e32 v5, s6, v2
	v_cmp_le_u32_e32 vcc, s6, v2
	s_lshl_b32 s15, s0, 6
	s_bfe_i32 s0, s0, 0x10019
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_add_u32_e32 v5, 8, v4
	v_xor_b32_e32 v5, s1, v5
	v_mul_hi_u32 v6, v5, v33
	v_mul_lo_u32 v6, v6, s6
	v_sub_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s6, v5
	v_cmp_le_u32_e32 vcc, s6, v5
	v_xor_b32_e32 v2, s1, v2
	v_subrev_u32_e32 v2, s1, v2
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_subrev_u32_e32 v6, s6, v5
	v_cmp_le_u32_e32 vcc, s6, v5
	s_mul_i32 s23, s22, 0x420
	s_mov_b32 s11, 0x27000
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_add_u32_e32 v6, 0x80, v4
	v_xor_b32_e32 v6, s1, v6
	v_mul_hi_u32 v7, v6, v33
	v_mul_lo_u32 v7, v7, s6
	v_sub_u32_e32 v6, v6, v7
	v_subrev_u32_e32 v7, s6, v6
	v_cmp_le_u32_e32 vcc, s6, v6
	v_add_u32_e32 v4, 0x88, v4
	v_xor_b32_e32 v4, s1, v4
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_subrev_u32_e32 v7, s6, v6
	v_cmp_le_u32_e32 vcc, s6, v6
	v_xor_b32_e32 v5, s1, v5
	v_subrev_u32_e32 v5, s1, v5
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_mul_hi_u32 v7, v4, v33
	v_mul_lo_u32 v7, v7, s6
	v_sub_u32_e32 v4, v4, v7
	v_subrev_u32_e32 v7, s6, v4
	v_cmp_le_u32_e32 vcc, s6, v4
	v_xor_b32_e32 v6, s1, v6
	v_subrev_u32_e32 v6, s1, v6
	v_cndmask_b32_e32 v4, v4, v7, vcc
	v_subrev_u32_e32 v7, s6, v4
	v_cmp_le_u32_e32 vcc, s6, v4
	s_mov_b32 s10, 0x7ffffffe
	s_mov_b32 m0, s23
	v_cndmask_b32_e32 v4, v4, v7, vcc
	v_xor_b32_e32 v4, s1, v4
	v_subrev_u32_e32 v8, s1, v4
	v_cvt_f32_u32_e32 v4, s7
	s_bfe_u32 s1, s3, 0x20006
	s_and_b32 s3, s18, 32
	s_or_b32 s3, s3, s1
	v_rcp_f32_e32 v4, v4
	v_or_b32_e32 v3, s3, v3
	s_sub_i32 s1, 0, s7
	v_or_b32_e32 v3, s15, v3
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v4
	v_add_u32_e32 v3, s0, v3
	v_xor_b32_e32 v3, s0, v3
	s_cmp_gt_i32 s26, 0
	v_mul_lo_u32 v7, s1, v4
	v_mul_hi_u32 v7, v4, v7
	v_add_u32_e32 v34, v4, v7
	v_mul_hi_u32 v4, v3, v34
	v_mul_lo_u32 v4, v4, s7
	v_sub_u32_e32 v3, v3, v4
	v_subrev_u32_e32 v4, s7, v3
	v_cmp_le_u32_e32 vcc, s7, v3
	s_mov_b32 s30, s10
	s_mov_b32 s31, s11
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_subrev_u32_e32 v4, s7, v3
	v_cmp_le_u32_e32 vcc, s7, v3
	s_mov_b32 s19, 0
	v_and_b32_e32 v36, 48, v1
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_xor_b32_e32 v3, s0, v3
	v_subrev_u32_e32 v11, s0, v3
	v_lshlrev_b32_e32 v3, 4, v1
	v_and_b32_e32 v10, 0x70, v3
	v_mad_u64_u32 v[2:3], s[0:1], v2, s27, v[10:11]
	v_mad_u64_u32 v[4:5], s[0:1], v5, s27, v[10:11]
	v_mad_u64_u32 v[6:7], s[0:1], v6, s27, v[10:11]
	v_mad_u64_u32 v[8:9], s[0:1], v8, s27, v[10:11]
	v_mad_u64_u32 v[10:11], s[0:1], v11, s2, v[10:11]
	v_bfrev_b32_e32 v3, 1
	s_cselect_b64 s[0:1], -1, 0
	s_and_b32 s9, s9, 0xffff
	v_cndmask_b32_e64 v5, v3, v2, s[0:1]
	buffer_load_dwordx4 v5, s[8:11], 0 offen lds
	s_add_i32 m0, s23, 0x2100
	v_cndmask_b32_e64 v5, v3, v4, s[0:1]
	buffer_load_dwordx4 v5, s[8:11], 0 offen lds
	s_add_i32 m0, s23, 0x4200
	v_cndmask_b32_e64 v5, v3, v6, s[0:1]
	buffer_load_dwordx4 v5, s[8:11], 0 offen lds
	s_add_i32 m0, s23, 0x6300
	v_cndmask_b32_e64 v5, v3, v8, s[0:1]
	buffer_load_dwordx4 v5, s[8:11], 0 offen lds
	s_and_b32 s29, s29, 0xffff
	s_add_i32 m0, s23, 0x18be0
	v_cndmask_b32_e64 v5, v3, v10, s[0:1]
	s_cmpk_gt_i32 s26, 0x80
	; asyncmark
	buffer_load_dwordx4 v5, s[28:31], 0 offen lds
	v_add_u32_e32 v5, 0x80, v2
	s_cselect_b64 vcc, -1, 0
	v_add_u32_e32 v7, 0x80, v4
	s_add_i32 m0, s23, 0x8400
	v_cndmask_b32_e32 v5, v3, v5, vcc
	; asyncmark
	v_add_u32_e32 v9, 0x80, v6
	buffer_load_dwordx4 v5, s[8:11], 0 offen lds
	s_add_i32 m0, s23, 0xa500
	v_cndmask_b32_e32 v5, v3, v7, vcc
	v_add_u32_e32 v11, 0x80, v8
	buffer_load_dwordx4 v5, s[8:11], 0 offen lds
	s_add_i32 m0, s23, 0xc600
	v_cndmask_b32_e32 v5, v3, v9, vcc
	v_add_u32_e32 v12, 0x80, v10
	buffer_load_dwordx4 v5, s[8:11], 0 offen lds
	s_add_i32 m0, s23, 0xe700
	v_cndmask_b32_e32 v5, v3, v11, vcc
	buffer_load_dwordx4 v5, s[8:11], 0 offen lds
	s_add_i32 m0, s23, 0x1ace0
	v_cndmask_b32_e32 v3, v3, v12, vcc
	; asyncmark
	buffer_load_dwordx4 v3, s[28:31], 0 offen lds
	v_and_b32_e32 v3, 63, v0
	v_lshl_or_b32 v32, s22, 6, v3
	s_cmpk_gt_i32 s26, 0x100
	v_lshlrev_b32_e32 v5, 10, v1
	v_lshlrev_b32_e32 v3, 5, v1
	; asyncmark
	; wait_asyncmark(2)
	s_waitcnt vmcnt(5)
	s_barrier
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	s_lshl_b32 s2, s22, 9
	v_and_b32_e32 v38, 0xc00, v5
	s_and_b32 s16, s2, 0x200
	v_and_b32_e32 v37, 0x1b0, v32
	v_and_b32_e32 v39, 0x180, v3
	v_lshrrev_b32_e32 v40, 5, v38
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v41, s16
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr37
                                        ; implicit-def: $vgpr38
                                        ; implicit-def: $vgpr39
                                        ; implicit-def: $vgpr41
                                        ; implicit-def: $vgpr40
.LBB0_3:                                ; %Flow
	s_load_dwordx2 s[16:17], s[4:5], 0x20
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_and_b32_e32 v35, 15, v0
	s_cbranch_scc1 .LBB0_7
; %bb.4:                                ; %.lr.ph
	s_min_u32 s2, s26, 0x1000
	s_addk_i32 s2, 0x7f
	s_lshr_b32 s27, s2, 7
	v_and_b32_e32 v38, 0xc00, v5
	s_lshl_b32 s2, s22, 9
	v_mov_b32_e32 v12, 0
	v_lshlrev_b32_e32 v41, 10, v35
	v_and_b32_e32 v37, 0x1b0, v32
	v_lshlrev_b32_e32 v42, 5, v35
	v_and_b32_e32 v39, 0x180, v3
	s_and_b32 s26, s2, 0x200
	v_lshrrev_b32_e32 v40, 5, v38
	v_add_u32_e32 v43, 0x100, v10
	v_add_u32_e32 v44, 0x100, v8
	v_add_u32_e32 v45, 0x100, v6
	v_add_u32_e32 v46, 0x100, v4
	v_add_u32_e32 v47, 0x100, v2
	s_mov_b32 s2, 0x8400
	s_mov_b32 s22, 0x18be0
	s_mov_b32 s3, 0x1ace0
	s_add_i32 s27, s27, -2
	s_mov_b32 s33, 1
	s_mov_b32 s30, s10
	s_mov_b32 s31, s11
	v_mov_b32_e32 v13, v12
	v_mov_b32_e32 v14, v12
	v_mov_b32_e32 v15, v12
	v_mov_b32_e32 v28, v12
	v_mov_b32_e32 v29, v12
	v_mov_b32_e32 v30, v12
	v_mov_b32_e32 v31, v12
	v_mov_b32_e32 v24, v12
	v_mov_b32_e32 v25, v12
	v_mov_b32_e32 v26, v12
	v_mov_b32_e32 v27, v12
	v_mov_b32_e32 v20, v12
	v_mov_b32_e32 v21, v12
	v_mov_b32_e32 v22, v12
	v_mov_b32_e32 v23, v12
	v_mov_b32_e32 v16, v12
	v_mov_b32_e32 v17, v12
	v_mov_b32_e32 v18, v12
	v_mov_b32_e32 v19, v12
	v_mov_b32_e32 v8, v12
	v_mov_b32_e32 v9, v12
	v_mov_b32_e32 v10, v12
	v_mov_b32_e32 v11, v12
	v_mov_b32_e32 v4, v12
	v_mov_b32_e32 v5, v12
	v_mov_b32_e32 v6, v12
	v_mov_b32_e32 v7, v12
	v_mov_b32_e32 v0, v12
	v_mov_b32_e32 v1, v12
	v_mov_b32_e32 v2, v12
	v_mov_b32_e32 v3, v12
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s33, s33, 1
	s_cmp_lt_i32 s33, 3
	s_cselect_b32 s33, s33, 0
	s_lshl_b32 s34, s33, 15
	s_lshr_b32 s35, s34, 5
	s_mov_b32 s36, s19
	s_mov_b32 s19, s2
	s_add_i32 s2, s34, s35
	s_add_i32 s34, s2, s23
	s_mov_b32 m0, s34
	s_lshl_b32 s35, s33, 13
	buffer_load_dwordx4 v47, s[8:11], 0 offen lds
	s_add_i32 m0, s34, 0x2100
	s_lshr_b32 s37, s35, 5
	buffer_load_dwordx4 v46, s[8:11], 0 offen lds
	s_add_i32 m0, s34, 0x4200
	s_add_i32 s35, s35, s37
	s_mov_b32 s37, s22
	s_mov_b32 s22, s3
	buffer_load_dwordx4 v45, s[8:11], 0 offen lds
	s_add_i32 m0, s34, 0x6300
	s_add_i32 s3, s35, 0x18be0
	buffer_load_dwordx4 v44, s[8:11], 0 offen lds
	s_add_i32 m0, s3, s23
	; asyncmark
	s_add_i32 s34, s26, s37
	buffer_load_dwordx4 v43, s[28:31], 0 offen lds
	v_add_u32_e32 v48, s36, v41
	v_add3_u32 v49, s34, v36, v38
	v_add3_u32 v52, v48, v37, v42
	v_add3_u32 v60, v49, v39, v40
	ds_read_b128 a[0:3], v52
	ds_read_b128 a[4:7], v52 offset:64
	ds_read_b128 a[8:11], v52 offset:512
	ds_read_b128 a[12:15], v52 offset:576
	ds_read_b128 a[16:19], v52 offset:16896
	ds_read_b128 a[20:23], v52 offset:16960
	ds_read_b128 v[48:51], v52 offset:17408
	ds_read_b128 v[52:55], v52 offset:17472
	; asyncmark
	ds_read_b128 a[24:27], v60
	ds_read_b128 a[28:31], v60 offset:64
	ds_read_b128 v[56:59], v60 offset:4224
	ds_read_b128 v[60:63], v60 offset:4288
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x128_f8f6f4 v[12:15], a[24:31], a[0:7], v[12:15]
	s_add_i32 s27, s27, -1
	v_add_u32_e32 v47, 0x80, v47
	v_add_u32_e32 v46, 0x80, v46
	v_add_u32_e32 v45, 0x80, v45
	v_add_u32_e32 v44, 0x80, v44
	s_cmp_lg_u32 s27, 0
	v_add_u32_e32 v43, 0x80, v43
	v_mfma_f32_16x16x128_f8f6f4 v[24:27], a[24:31], a[8:15], v[24:27]
	; wait_asyncmark(2)
	s_barrier
	s_waitcnt vmcnt(5)
	v_mfma_f32_16x16x128_f8f6f4 v[20:23], v[56:63], a[8:15], v[20:23]
	v_mfma_f32_16x16x128_f8f6f4 v[8:11], v[56:63], a[16:23], v[8:11]
	v_mfma_f32_16x16x128_f8f6f4 v[16:19], a[24:31], a[16:23], v[16:19]
	v_mfma_f32_16x16x128_f8f6f4 v[4:7], a[24:31], v[48:55], v[4:7]
	v_mfma_f32_16x16x128_f8f6f4 v[28:31], v[56:63], a[0:7], v[28:31]
	v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[56:63], v[48:55], v[0:3]
	s_cbranch_scc1 .LBB0_5
; %bb.6:                                ; %._crit_edge.loopexit
	v_mov_b32_e32 v41, s26
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b32_e32 v3, 0
	s_mov_b32 s2, 0x8400
	s_mov_b32 s22, 0x18be0
	s_mov_b32 s3, 0x1ace0
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v1, v3
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v10, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v19, v3
	v_mov_b32_e32 v18, v3
	v_mov_b32_e32 v17, v3
	v_mov_b32_e32 v16, v3
	v_mov_b32_e32 v23, v3
	v_mov_b32_e32 v22, v3
	v_mov_b32_e32 v21, v3
	v_mov_b32_e32 v20, v3
	v_mov_b32_e32 v27, v3
	v_mov_b32_e32 v26, v3
	v_mov_b32_e32 v25, v3
	v_mov_b32_e32 v24, v3
	v_mov_b32_e32 v31, v3
	v_mov_b32_e32 v30, v3
	v_mov_b32_e32 v29, v3
	v_mov_b32_e32 v28, v3
	v_mov_b32_e32 v15, v3
	v_mov_b32_e32 v14, v3
	v_mov_b32_e32 v13, v3
	v_mov_b32_e32 v12, v3
.LBB0_8:                                ; %Flow337
	s_load_dword s10, s[4:5], 0x3c
	v_or_b32_e32 v36, v36, v41
	s_and_b64 s[0:1], s[0:1], exec
	s_movk_i32 s4, 0x420
	v_or3_b32 v36, v36, v39, v38
	s_cselect_b32 s0, 1, 0
	v_mad_u32_u24 v37, v35, s4, v37
	s_cmp_lg_u32 s0, 1
	v_add_u32_e32 v36, v36, v40
	s_cbranch_scc1 .LBB0_10
; %bb.9:
	v_add_u32_e32 v38, s22, v36
	v_add_u32_e32 v39, s19, v37
	ds_read_b128 v[44:47], v38 offset:64
	ds_read_b128 v[40:43], v38
	ds_read_b128 v[52:55], v39 offset:64
	ds_read_b128 v[48:51], v39
	ds_read_b128 v[60:63], v38 offset:4288
	ds_read_b128 v[56:59], v38 offset:4224
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x128_f8f6f4 v[12:15], v[40:47], v[48:55], v[12:15]
	v_mfma_f32_16x16x128_f8f6f4 v[28:31], v[56:63], v[48:55], v[28:31]
	ds_read_b128 v[52:55], v39 offset:576
	ds_read_b128 v[48:51], v39 offset:512
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x128_f8f6f4 v[24:27], v[40:47], v[48:55], v[24:27]
	v_mfma_f32_16x16x128_f8f6f4 v[20:23], v[56:63], v[48:55], v[20:23]
	ds_read_b128 v[52:55], v39 offset:16960
	ds_read_b128 v[48:51], v39 offset:16896
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x128_f8f6f4 v[16:19], v[40:47], v[48:55], v[16:19]
	v_mfma_f32_16x16x128_f8f6f4 v[8:11], v[56:63], v[48:55], v[8:11]
	ds_read_b128 v[52:55], v39 offset:17472
	ds_read_b128 v[48:51], v39 offset:17408
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x128_f8f6f4 v[4:7], v[40:47], v[48:55], v[4:7]
	v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[56:63], v[48:55], v[0:3]
.LBB0_10:                               ; %._crit_edge._crit_edge
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_12
; %bb.11:
	v_add_u32_e32 v36, s3, v36
	v_add_u32_e32 v37, s2, v37
	ds_read_b128 v[42:45], v36 offset:64
	ds_read_b128 v[38:41], v36
	ds_read_b128 v[50:53], v37 offset:64
	ds_read_b128 v[46:49], v37
	ds_read_b128 v[58:61], v36 offset:4288
	ds_read_b128 v[54:57], v36 offset:4224
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x128_f8f6f4 v[12:15], v[38:45], v[46:53], v[12:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x128_f8f6f4 v[28:31], v[54:61], v[46:53], v[28:31]
	ds_read_b128 v[50:53], v37 offset:576
	ds_read_b128 v[46:49], v37 offset:512
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x128_f8f6f4 v[24:27], v[38:45], v[46:53], v[24:27]
	v_mfma_f32_16x16x128_f8f6f4 v[20:23], v[54:61], v[46:53], v[20:23]
	ds_read_b128 v[50:53], v37 offset:16960
	ds_read_b128 v[46:49], v37 offset:16896
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x128_f8f6f4 v[16:19], v[38:45], v[46:53], v[16:19]
	v_mfma_f32_16x16x128_f8f6f4 v[8:11], v[54:61], v[46:53], v[8:11]
	ds_read_b128 v[50:53], v37 offset:17472
	ds_read_b128 v[46:49], v37 offset:17408
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x128_f8f6f4 v[4:7], v[38:45], v[46:53], v[4:7]
	v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[54:61], v[46:53], v[0:3]
.LBB0_12:
	v_lshrrev_b32_e32 v32, 2, v32
	v_and_b32_e32 v36, 28, v32
	v_or_b32_e32 v37, 32, v36
	v_or_b32_e32 v38, s15, v37
	s_ashr_i32 s0, s15, 31
	v_add_u32_e32 v32, s0, v38
	v_xor_b32_e32 v32, s0, v32
	v_mul_hi_u32 v39, v32, v34
	v_mul_lo_u32 v39, v39, s7
	v_and_or_b32 v35, s18, 48, v35
	v_sub_u32_e32 v40, v32, v39
	s_ashr_i32 s1, s14, 31
	v_or_b32_e32 v39, s14, v35
	v_add_u32_e32 v32, s1, v39
	v_xor_b32_e32 v32, s1, v32
	v_mul_hi_u32 v41, v32, v33
	v_mul_lo_u32 v41, v41, s6
	v_sub_u32_e32 v32, v32, v41
	v_subrev_u32_e32 v41, s6, v32
	v_cmp_le_u32_e32 vcc, s6, v32
	s_and_b32 s21, s21, 0xffff
	s_mov_b32 s23, 0x27000
	v_cndmask_b32_e32 v32, v32, v41, vcc
	v_subrev_u32_e32 v41, s6, v32
	v_cmp_le_u32_e32 vcc, s6, v32
	s_mov_b32 s22, 0x7ffffffe
	v_or_b32_e32 v47, s15, v36
	v_cndmask_b32_e32 v32, v32, v41, vcc
	v_xor_b32_e32 v32, s1, v32
	v_subrev_u32_e32 v32, s1, v32
	v_lshlrev_b32_e32 v32, 2, v32
	buffer_load_dword v32, v32, s[20:23], 0 offen
	v_subrev_u32_e32 v41, s7, v40
	v_cmp_le_u32_e32 vcc, s7, v40
	v_or_b32_e32 v52, 0xc0, v35
	v_or_b32_e32 v53, s14, v52
	v_cndmask_b32_e32 v40, v40, v41, vcc
	v_subrev_u32_e32 v41, s7, v40
	v_cmp_le_u32_e32 vcc, s7, v40
	v_or_b32_e32 v54, 0x80, v35
	v_or_b32_e32 v55, s14, v54
	v_cndmask_b32_e32 v40, v40, v41, vcc
	v_xor_b32_e32 v40, s0, v40
	v_subrev_u32_e32 v45, s0, v40
	v_add_u32_e32 v40, s0, v47
	v_xor_b32_e32 v40, s0, v40
	v_mul_hi_u32 v34, v40, v34
	v_mul_lo_u32 v34, v34, s7
	v_sub_u32_e32 v34, v40, v34
	v_subrev_u32_e32 v40, s7, v34
	v_cmp_le_u32_e32 vcc, s7, v34
	v_or_b32_e32 v56, 64, v35
	v_or_b32_e32 v57, s14, v56
	v_cndmask_b32_e32 v34, v34, v40, vcc
	v_subrev_u32_e32 v40, s7, v34
	v_cmp_le_u32_e32 vcc, s7, v34
	s_and_b32 s17, s17, 0xffff
	s_mov_b32 s18, s22
	v_cndmask_b32_e32 v34, v34, v40, vcc
	v_xor_b32_e32 v34, s0, v34
	v_subrev_u32_e32 v40, s0, v34
	v_add_u32_e32 v34, s1, v53
	v_xor_b32_e32 v34, s1, v34
	v_mul_hi_u32 v41, v34, v33
	v_mul_lo_u32 v41, v41, s6
	v_sub_u32_e32 v34, v34, v41
	v_subrev_u32_e32 v41, s6, v34
	v_cmp_le_u32_e32 vcc, s6, v34
	s_mov_b32 s19, s23
	s_mul_i32 s11, s14, s10
	v_cndmask_b32_e32 v34, v34, v41, vcc
	v_subrev_u32_e32 v41, s6, v34
	v_cmp_le_u32_e32 vcc, s6, v34
	s_add_i32 s11, s11, s15
	v_or_b32_e32 v36, s11, v36
	v_cndmask_b32_e32 v34, v34, v41, vcc
	v_add_u32_e32 v41, s1, v55
	v_xor_b32_e32 v41, s1, v41
	v_mul_hi_u32 v42, v41, v33
	v_mul_lo_u32 v42, v42, s6
	v_sub_u32_e32 v41, v41, v42
	v_subrev_u32_e32 v42, s6, v41
	v_cmp_le_u32_e32 vcc, s6, v41
	v_xor_b32_e32 v34, s1, v34
	v_subrev_u32_e32 v34, s1, v34
	v_cndmask_b32_e32 v41, v41, v42, vcc
	v_subrev_u32_e32 v42, s6, v41
	v_cmp_le_u32_e32 vcc, s6, v41
	v_cmp_gt_i32_e64 s[8:9], s25, v38
	v_mul_lo_u32 v38, v54, s10
	v_cndmask_b32_e32 v41, v41, v42, vcc
	v_add_u32_e32 v42, s1, v57
	v_xor_b32_e32 v42, s1, v42
	v_mul_hi_u32 v33, v42, v33
	v_mul_lo_u32 v33, v33, s6
	v_sub_u32_e32 v33, v42, v33
	v_subrev_u32_e32 v42, s6, v33
	v_cmp_le_u32_e32 vcc, s6, v33
	v_xor_b32_e32 v41, s1, v41
	v_subrev_u32_e32 v41, s1, v41
	v_cndmask_b32_e32 v33, v33, v42, vcc
	v_subrev_u32_e32 v42, s6, v33
	v_cmp_le_u32_e32 vcc, s6, v33
	v_lshlrev_b32_e32 v41, 2, v41
	v_cmp_gt_i32_e64 s[6:7], s25, v47
	v_cndmask_b32_e32 v33, v33, v42, vcc
	v_xor_b32_e32 v33, s1, v33
	v_subrev_u32_e32 v33, s1, v33
	v_lshlrev_b32_e32 v33, 2, v33
	v_lshlrev_b32_e32 v42, 2, v34
	buffer_load_dword v34, v33, s[20:23], 0 offen
	buffer_load_dword v44, v41, s[20:23], 0 offen
	buffer_load_dword v46, v42, s[20:23], 0 offen
	v_lshlrev_b32_e32 v33, 2, v40
	buffer_load_dwordx4 v[40:43], v33, s[16:19], 0 offen
	v_lshlrev_b32_e32 v33, 2, v45
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[48:49], v[12:13], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[14:15], v[32:33] op_sel_hi:[1,0]
	buffer_load_dwordx4 v[12:15], v33, s[16:19], 0 offen
	v_cmp_gt_i32_e32 vcc, s24, v39
	v_pk_mul_f32 v[28:29], v[28:29], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[32:33] op_sel_hi:[1,0]
	v_mul_lo_u32 v39, v52, s10
	v_or_b32_e32 v37, s11, v37
	s_and_b32 s13, s13, 0xffff
	s_mov_b32 s14, s22
	s_mov_b32 s15, s23
	v_cmp_gt_i32_e64 s[0:1], s24, v57
	v_cmp_gt_i32_e64 s[2:3], s24, v55
	v_cmp_gt_i32_e64 s[4:5], s24, v53
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[24:25], v[24:25], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[34:35] op_sel_hi:[1,0]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[0:1], v[0:1], v[46:47] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[46:47] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[34:35] op_sel_hi:[1,0]
	v_mul_lo_u32 v34, v35, s10
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[32:33], v[48:49], v[40:41]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[0:1], v[0:1], v[12:13]
	v_pk_mul_f32 v[2:3], v[2:3], v[14:15]
	v_pk_mul_f32 v[48:49], v[50:51], v[42:43]
	v_pk_mul_f32 v[8:9], v[8:9], v[44:45] op_sel_hi:[1,0]
	v_mul_lo_u32 v35, v56, s10
	v_cvt_pk_bf16_f32 v0, v0, v1
	v_cvt_pk_bf16_f32 v1, v2, v3
	v_add_lshl_u32 v2, v36, v34, 1
	v_bfrev_b32_e32 v3, 1
	s_and_b64 s[10:11], vcc, s[6:7]
	v_pk_mul_f32 v[28:29], v[28:29], v[12:13]
	v_pk_mul_f32 v[20:21], v[20:21], v[12:13]
	v_pk_mul_f32 v[8:9], v[8:9], v[12:13]
	v_cvt_pk_bf16_f32 v12, v32, v33
	v_cvt_pk_bf16_f32 v13, v48, v49
	v_cndmask_b32_e64 v2, v3, v2, s[10:11]
	v_pk_mul_f32 v[30:31], v[30:31], v[14:15]
	v_pk_mul_f32 v[10:11], v[10:11], v[44:45] op_sel_hi:[1,0]
	buffer_store_dwordx2 v[12:13], v2, s[12:15], 0 offen
	v_add_lshl_u32 v2, v37, v34, 1
	s_and_b64 vcc, vcc, s[8:9]
	v_pk_mul_f32 v[22:23], v[22:23], v[14:15]
	v_pk_mul_f32 v[10:11], v[10:11], v[14:15]
	v_cvt_pk_bf16_f32 v14, v28, v29
	v_cvt_pk_bf16_f32 v15, v30, v31
	v_cndmask_b32_e32 v2, v3, v2, vcc
	v_pk_mul_f32 v[24:25], v[24:25], v[40:41]
	v_pk_mul_f32 v[26:27], v[26:27], v[42:43]
	buffer_store_dwordx2 v[14:15], v2, s[12:15], 0 offen
	v_add_lshl_u32 v2, v36, v35, 1
	s_and_b64 vcc, s[0:1], s[6:7]
	v_cvt_pk_bf16_f32 v24, v24, v25
	v_cvt_pk_bf16_f32 v25, v26, v27
	v_cndmask_b32_e32 v2, v3, v2, vcc
	buffer_store_dwordx2 v[24:25], v2, s[12:15], 0 offen
	v_add_lshl_u32 v2, v37, v35, 1
	s_and_b64 vcc, s[0:1], s[8:9]
	v_pk_mul_f32 v[16:17], v[16:17], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[44:45] op_sel_hi:[1,0]
	v_cvt_pk_bf16_f32 v20, v20, v21
	v_cvt_pk_bf16_f32 v21, v22, v23
	v_cndmask_b32_e32 v2, v3, v2, vcc
	v_pk_mul_f32 v[16:17], v[16:17], v[40:41]
	v_pk_mul_f32 v[18:19], v[18:19], v[42:43]
	buffer_store_dwordx2 v[20:21], v2, s[12:15], 0 offen
	v_add_lshl_u32 v2, v36, v38, 1
	s_and_b64 vcc, s[2:3], s[6:7]
	v_cvt_pk_bf16_f32 v16, v16, v17
	v_cvt_pk_bf16_f32 v17, v18, v19
	v_cndmask_b32_e32 v2, v3, v2, vcc
	buffer_store_dwordx2 v[16:17], v2, s[12:15], 0 offen
	v_add_lshl_u32 v2, v37, v38, 1
	s_and_b64 vcc, s[2:3], s[8:9]
	v_pk_mul_f32 v[4:5], v[4:5], v[46:47] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[46:47] op_sel_hi:[1,0]
	v_cvt_pk_bf16_f32 v8, v8, v9
	v_cvt_pk_bf16_f32 v9, v10, v11
	v_cndmask_b32_e32 v2, v3, v2, vcc
	v_pk_mul_f32 v[4:5], v[40:41], v[4:5]
	v_pk_mul_f32 v[6:7], v[42:43], v[6:7]
	buffer_store_dwordx2 v[8:9], v2, s[12:15], 0 offen
	v_add_lshl_u32 v2, v36, v39, 1
	s_and_b64 vcc, s[4:5], s[6:7]
	v_cvt_pk_bf16_f32 v4, v4, v5
	v_cvt_pk_bf16_f32 v5, v6, v7
	v_cndmask_b32_e32 v2, v3, v2, vcc
	buffer_store_dwordx2 v[4:5], v2, s[12:15], 0 offen
	v_add_lshl_u32 v2, v37, v39, 1
	s_and_b64 vcc, s[4:5], s[8:9]
	v_cndmask_b32_e32 v2, v3, v2, vcc
	buffer_store_dwordx2 v[0:1], v2, s[12:15], 0 offen
	s_endpgm
.Lfunc_end0:
	.size	scaled_mm_kernel, .Lfunc_end0-scaled_mm_kernel
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel scaled_mm_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 336
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
		.amdhsa_next_free_vgpr 97
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 64
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
	.set .Lscaled_mm_kernel.num_vgpr, 64
	.set .Lscaled_mm_kernel.num_agpr, 32
	.set .Lscaled_mm_kernel.numbered_sgpr, 38
	.set .Lscaled_mm_kernel.num_named_barrier, 0
	.set .Lscaled_mm_kernel.private_seg_size, 0
	.set .Lscaled_mm_kernel.uses_vcc, 1
	.set .Lscaled_mm_kernel.uses_flat_scratch, 0
	.set .Lscaled_mm_kernel.has_dyn_sized_stack, 0
	.set .Lscaled_mm_kernel.has_recursion, 0
	.set .Lscaled_mm_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3956
; TotalNumSgprs: 44
; NumVgprs: 64
; NumAgprs: 32
; TotalNumVgprs: 96
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 97
; AccumOffset: 64
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
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
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     32
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
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
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
      - .offset:         56
        .size:           4
        .value_kind:     by_value
      - .offset:         60
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
      - .offset:         80
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         84
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         88
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         92
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         94
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         96
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         98
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         100
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         102
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         128
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         136
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         144
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         160
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         168
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         176
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         184
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         192
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         200
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         280
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 336
    .max_flat_workgroup_size: 512
    .name:           scaled_mm_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         scaled_mm_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     96
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
