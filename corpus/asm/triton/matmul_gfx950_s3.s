	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_kernel                   ; -- Begin function matmul_kernel
	.p2align	8
	.type	matmul_kernel,@function
matmul_kernel:                          ; @matmul_kernel
; %bb.17:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.18:
.LBB0_0:
	s_add_i32 s0, s15, 63
	s_ashr_i32 s1, s0, 31
	s_lshr_b32 s1, s1, 26
	s_add_i32 s0, s0, s1
	s_ashr_i32 s2, s0, 6
	s_abs_i32 s3, s2
	v_cvt_f32_u32_e32 v1, s3
	s_sub_i32 s14, 0, s3
	s_mov_b64 s[20:21], s[10:11]
	s_abs_i32 s11, s16
	v_rcp_f32_e32 v1, v1
	v_and_b32_e32 v16, 0x3ff, v0
	s_xor_b32 s10, s16, s2
	v_readfirstlane_b32 s7, v16
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_bfe_u32 s26, s7, 0x20006
	s_ashr_i32 s10, s10, 31
	s_load_dwordx2 s[0:1], s[4:5], 0x20
	s_load_dword s6, s[4:5], 0x28
	v_readfirstlane_b32 s15, v1
	s_mul_i32 s14, s14, s15
	s_mul_hi_u32 s14, s15, s14
	s_add_i32 s15, s15, s14
	s_mul_hi_u32 s14, s11, s15
	s_mul_i32 s15, s14, s3
	s_sub_i32 s11, s11, s15
	s_add_i32 s15, s14, 1
	s_sub_i32 s17, s11, s3
	s_cmp_ge_u32 s11, s3
	s_cselect_b32 s14, s15, s14
	s_cselect_b32 s11, s17, s11
	s_add_i32 s15, s14, 1
	s_cmp_ge_u32 s11, s3
	s_cselect_b32 s3, s15, s14
	s_xor_b32 s3, s3, s10
	s_sub_i32 s3, s3, s10
	v_and_b32_e32 v1, 56, v0
	s_mul_i32 s2, s3, s2
	v_or_b32_e32 v3, s26, v1
	v_and_b32_e32 v10, 7, v0
	s_sub_i32 s2, s16, s2
	s_lshl_b32 s17, s26, 6
	v_or_b32_e32 v6, 4, v3
	v_lshlrev_b32_e32 v2, 3, v10
	s_lshl_b32 s14, s3, 6
	s_and_b32 s15, s17, 0x80
	s_lshl_b32 s16, s2, 6
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[4:5], s[2:3], v3, s1, v[2:3]
	v_mad_u64_u32 v[6:7], s[2:3], v6, s1, v[2:3]
	s_mul_i32 s18, s14, s1
	s_bfe_u32 s1, s7, 0x10006
	s_lshr_b32 s2, s15, 3
	v_lshrrev_b32_e32 v1, 2, v1
	s_or_b32 s1, s1, s2
	v_or_b32_e32 v1, s1, v1
	v_or_b32_e32 v3, 32, v1
	s_add_i32 s28, s0, 63
	s_lshl_b32 s19, s6, 6
	v_mad_u64_u32 v[8:9], s[2:3], v1, s6, v[2:3]
	v_mad_u64_u32 v[2:3], s[2:3], v3, s6, v[2:3]
	s_cmp_gt_i32 s28, 63
	v_add_lshl_u32 v1, v4, s18, 1
	v_bfrev_b32_e32 v3, 1
	s_cselect_b64 s[2:3], -1, 0
	s_mul_i32 s27, s26, 0x410
	s_and_b32 s9, s9, 0xffff
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	s_add_i32 m0, s27, 0x65c0
	v_cndmask_b32_e64 v1, v3, v1, s[2:3]
	buffer_load_dwordx4 v1, s[8:11], 0 offen lds
	v_add_lshl_u32 v1, v6, s18, 1
	s_add_i32 m0, s27, 0x7600
	v_cndmask_b32_e64 v1, v3, v1, s[2:3]
	buffer_load_dwordx4 v1, s[8:11], 0 offen lds
	s_mulk_i32 s26, 0x440
	v_add_lshl_u32 v1, v8, s16, 1
	s_and_b32 s21, s21, 0xffff
	s_mov_b32 s22, s10
	s_mov_b32 s23, s11
	v_cndmask_b32_e64 v1, v3, v1, s[2:3]
	s_mov_b32 m0, s26
	; asyncmark
	v_and_b32_e32 v17, 32, v0
	buffer_load_dwordx4 v1, s[20:23], 0 offen lds
	s_add_i32 m0, s26, 0x1100
	s_cmpk_gt_i32 s28, 0x7f
	s_cselect_b64 s[0:1], -1, 0
	s_add_i32 s18, s18, 64
	v_add_lshl_u32 v1, v2, s16, 1
	v_add_u32_e32 v29, s18, v4
	v_cndmask_b32_e64 v1, v3, v1, s[2:3]
	v_add_u32_e32 v30, s18, v6
	v_lshlrev_b32_e32 v31, 1, v29
	buffer_load_dwordx4 v1, s[20:23], 0 offen lds
	s_add_i32 s6, s16, s19
	s_add_i32 m0, s27, 0x8640
	v_cndmask_b32_e64 v1, v3, v31, s[0:1]
	v_lshlrev_b32_e32 v32, 1, v30
	; asyncmark
	v_add_u32_e32 v28, s6, v8
	buffer_load_dwordx4 v1, s[8:11], 0 offen lds
	s_add_i32 m0, s27, 0x9680
	v_cndmask_b32_e64 v1, v3, v32, s[0:1]
	buffer_load_dwordx4 v1, s[8:11], 0 offen lds
	v_lshlrev_b32_e32 v1, 1, v28
	v_add_u32_e32 v27, s6, v2
	s_add_i32 m0, s26, 0x2200
	v_cndmask_b32_e64 v1, v3, v1, s[0:1]
	; asyncmark
	buffer_load_dwordx4 v1, s[20:23], 0 offen lds
	v_lshlrev_b32_e32 v1, 1, v27
	s_add_i32 m0, s26, 0x3300
	v_cndmask_b32_e64 v1, v3, v1, s[0:1]
	buffer_load_dwordx4 v1, s[20:23], 0 offen lds
	s_mov_b32 s18, 0
	s_cmpk_gt_i32 s28, 0xbf
	v_lshlrev_b32_e32 v18, 10, v10
	v_lshlrev_b32_e32 v0, 4, v16
	v_lshrrev_b32_e32 v20, 1, v17
	v_lshlrev_b32_e32 v19, 4, v10
	v_lshlrev_b32_e32 v1, 3, v16
	v_lshlrev_b32_e32 v2, 8, v16
	v_lshlrev_b32_e32 v3, 1, v16
	; asyncmark
	; wait_asyncmark(2)
	s_waitcnt vmcnt(4)
	s_barrier
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	s_lshl_b32 s22, s15, 2
	v_and_b32_e32 v24, 0x400, v2
	v_and_b32_e32 v21, 0x180, v0
	v_and_b32_e32 v22, 0x280, v0
	v_and_b32_e32 v23, 24, v1
	v_and_b32_e32 v26, 32, v3
	v_lshrrev_b32_e32 v25, 4, v24
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v33, s22
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[6:7], -1
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr33
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr25
.LBB0_3:                                ; %Flow29
	s_and_b32 s17, s17, 64
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_8
; %bb.4:                                ; %.lr.ph
	s_lshr_b32 s6, s28, 6
	s_lshl_b32 s25, s15, 2
	v_and_b32_e32 v24, 0x400, v2
	v_and_b32_e32 v21, 0x180, v0
	s_mov_b32 s31, 1
	v_and_b32_e32 v22, 0x280, v0
	v_and_b32_e32 v23, 24, v1
	v_and_b32_e32 v26, 32, v3
	s_cmp_eq_u32 s6, 3
	v_lshrrev_b32_e32 v25, 4, v24
	s_cbranch_scc1 .LBB0_9
; %bb.5:                                ; %.lr.ph.new
	s_and_b32 s6, s6, 0x1fffffe
	v_mov_b32_e32 v0, 0
	s_movk_i32 s24, 0x65c0
	s_mov_b32 s29, 0x8640
	s_movk_i32 s30, 0x2200
	s_add_i32 s6, s6, -4
	v_mov_b32_e32 v33, 0x80
	s_mov_b32 s22, s10
	s_mov_b32 s23, s11
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
	s_mov_b32 s7, 0
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	s_mov_b32 s34, s29
	s_mov_b32 s29, s18
	s_add_i32 s18, s31, 1
	s_cmp_lt_i32 s18, 3
	s_mov_b32 s33, s30
	s_cselect_b32 s30, s18, 0
	s_lshl_b32 s18, s30, 12
	s_mov_b32 s35, s24
	s_lshl_b32 s31, s30, 13
	s_lshr_b32 s24, s18, 5
	s_add_i32 s36, s31, s24
	s_add_i32 s24, s36, 0x65c0
	s_add_i32 s36, s36, s27
	s_add_i32 m0, s36, 0x65c0
	v_lshl_add_u32 v31, v29, 1, v33
	buffer_load_dwordx4 v31, s[8:11], 0 offen lds
	s_add_i32 m0, s36, 0x7600
	v_lshl_add_u32 v31, v30, 1, v33
	s_add_i32 s35, s35, s25
	s_lshr_b32 s18, s18, 3
	buffer_load_dwordx4 v31, s[8:11], 0 offen lds
	v_add3_u32 v31, s35, v21, v18
	s_add_i32 s18, s31, s18
	v_add_u32_e32 v28, s19, v28
	v_add3_u32 v31, v31, v20, v19
	s_add_i32 s31, s18, s26
	v_add_u32_e32 v27, s19, v27
	; asyncmark
	ds_read_b128 v[34:37], v31
	ds_read_b128 v[38:41], v31 offset:32
	ds_read_b128 v[42:45], v31 offset:64
	ds_read_b128 v[46:49], v31 offset:96
	v_lshlrev_b32_e32 v31, 1, v28
	s_mov_b32 m0, s31
	s_add_i32 s30, s30, 1
	buffer_load_dwordx4 v31, s[20:23], 0 offen lds
	s_add_i32 m0, s31, 0x1100
	v_lshlrev_b32_e32 v31, 1, v27
	buffer_load_dwordx4 v31, s[20:23], 0 offen lds
	v_add3_u32 v31, s29, v26, v22
	v_add3_u32 v31, v31, v23, v24
	v_add3_u32 v31, v31, s17, v25
	; asyncmark
	ds_read_b64_tr_b16 v[50:51], v31
	ds_read_b64_tr_b16 v[52:53], v31 offset:256
	ds_read_b64_tr_b16 v[54:55], v31 offset:2176
	ds_read_b64_tr_b16 v[56:57], v31 offset:2432
	ds_read_b64_tr_b16 v[58:59], v31 offset:4352
	ds_read_b64_tr_b16 v[60:61], v31 offset:4608
	ds_read_b64_tr_b16 v[62:63], v31 offset:6528
	ds_read_b64_tr_b16 v[64:65], v31 offset:6784
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_f16 v[0:15], v[50:53], v[34:37], v[0:15]
	s_cmp_lt_i32 s30, 3
	s_cselect_b32 s31, s30, 0
	s_lshl_b32 s30, s31, 12
	s_lshl_b32 s35, s31, 13
	s_lshr_b32 s29, s30, 5
	s_add_i32 s36, s35, s29
	v_add_u32_e32 v29, 0x80, v29
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x16_f16 v[0:15], v[54:57], v[38:41], v[0:15]
	s_add_i32 s29, s36, 0x65c0
	s_add_i32 s36, s36, s27
	s_add_i32 s34, s34, s25
	s_lshr_b32 s30, s30, 3
	v_add_u32_e32 v30, 0x80, v30
	s_add_i32 m0, s36, 0x65c0
	v_lshlrev_b32_e32 v31, 1, v29
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[0:15], v[58:61], v[42:45], v[0:15]
	v_add3_u32 v34, s34, v21, v18
	s_add_i32 s30, s35, s30
	; wait_asyncmark(2)
	s_waitcnt vmcnt(4) lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v28, s19, v28
	buffer_load_dwordx4 v31, s[8:11], 0 offen lds
	s_add_i32 m0, s36, 0x7600
	v_lshlrev_b32_e32 v32, 1, v30
	v_add3_u32 v34, v34, v20, v19
	s_add_i32 s34, s30, s26
	v_mfma_f32_32x32x16_f16 v[0:15], v[62:65], v[46:49], v[0:15]
	v_add_u32_e32 v27, s19, v27
	buffer_load_dwordx4 v32, s[8:11], 0 offen lds
	; asyncmark
	ds_read_b128 v[36:39], v34
	ds_read_b128 v[40:43], v34 offset:32
	ds_read_b128 v[44:47], v34 offset:64
	ds_read_b128 v[48:51], v34 offset:96
	v_lshlrev_b32_e32 v34, 1, v28
	s_mov_b32 m0, s34
	s_nop 0
	buffer_load_dwordx4 v34, s[20:23], 0 offen lds
	s_add_i32 m0, s34, 0x1100
	v_lshlrev_b32_e32 v34, 1, v27
	buffer_load_dwordx4 v34, s[20:23], 0 offen lds
	v_add3_u32 v34, s33, v26, v22
	v_add3_u32 v34, v34, v23, v24
	v_add3_u32 v34, v34, s17, v25
	; asyncmark
	ds_read_b64_tr_b16 v[52:53], v34
	ds_read_b64_tr_b16 v[54:55], v34 offset:256
	ds_read_b64_tr_b16 v[56:57], v34 offset:2176
	ds_read_b64_tr_b16 v[58:59], v34 offset:2432
	ds_read_b64_tr_b16 v[60:61], v34 offset:4352
	ds_read_b64_tr_b16 v[62:63], v34 offset:4608
	ds_read_b64_tr_b16 v[64:65], v34 offset:6528
	ds_read_b64_tr_b16 v[66:67], v34 offset:6784
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_f16 v[0:15], v[52:55], v[36:39], v[0:15]
	s_add_i32 s33, s7, 2
	s_cmp_lg_u32 s7, s6
	s_mov_b32 s7, s33
	; wait_asyncmark(2)
	s_waitcnt vmcnt(4) lgkmcnt(0)
	s_barrier
	v_mfma_f32_32x32x16_f16 v[0:15], v[56:59], v[40:43], v[0:15]
	v_mfma_f32_32x32x16_f16 v[0:15], v[60:63], v[44:47], v[0:15]
	v_mfma_f32_32x32x16_f16 v[0:15], v[64:67], v[48:51], v[0:15]
	s_cbranch_scc1 .LBB0_6
; %bb.7:                                ; %._crit_edge.loopexit.unr-lcssa
	s_bitcmp1_b32 s28, 6
	s_cselect_b64 s[6:7], -1, 0
	s_and_b64 vcc, exec, s[6:7]
	s_mov_b32 s6, s30
	s_mov_b32 s7, s29
	s_cbranch_vccnz .LBB0_10
	s_branch .LBB0_11
.LBB0_8:
	v_mov_b32_e32 v0, 0
	s_movk_i32 s6, 0x2200
	s_mov_b32 s7, 0x8640
	s_movk_i32 s24, 0x65c0
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
	s_branch .LBB0_12
.LBB0_9:
	v_mov_b32_e32 v15, 0
	s_movk_i32 s30, 0x2200
	s_mov_b32 s29, 0x8640
	s_movk_i32 s24, 0x65c0
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
	s_mov_b32 s6, s30
	s_mov_b32 s7, s29
	s_cbranch_execz .LBB0_11
.LBB0_10:                               ; %.epil.preheader
	s_add_i32 s6, s31, 1
	s_lshl_b32 s7, s6, 12
	s_cmp_lt_i32 s6, 3
	s_cselect_b32 s6, s7, 0
	s_lshl1_add_u32 s7, s6, 0
	s_lshr_b32 s22, s6, 5
	s_add_i32 s28, s7, s22
	s_add_i32 s22, s28, s27
	s_lshr_b32 s6, s6, 3
	s_add_i32 m0, s22, 0x65c0
	v_add_u32_e32 v29, 0x80, v31
	s_add_i32 s6, s7, s6
	buffer_load_dwordx4 v29, s[8:11], 0 offen lds
	s_add_i32 m0, s22, 0x7600
	v_add_u32_e32 v29, 0x80, v32
	s_add_i32 s7, s6, s26
	buffer_load_dwordx4 v29, s[8:11], 0 offen lds
	v_add_lshl_u32 v28, v28, s19, 1
	s_mov_b32 s22, s10
	s_mov_b32 s23, s11
	s_mov_b32 m0, s7
	; asyncmark
	v_add_lshl_u32 v27, v27, s19, 1
	buffer_load_dwordx4 v28, s[20:23], 0 offen lds
	s_add_i32 m0, s7, 0x1100
	s_add_i32 s7, s24, s25
	buffer_load_dwordx4 v27, s[20:23], 0 offen lds
	v_add3_u32 v27, s7, v21, v18
	v_add3_u32 v27, v27, v20, v19
	ds_read_b128 v[28:31], v27
	ds_read_b128 v[32:35], v27 offset:32
	ds_read_b128 v[36:39], v27 offset:64
	ds_read_b128 v[40:43], v27 offset:96
	v_add3_u32 v27, s18, v26, v22
	v_add3_u32 v27, v27, v23, v24
	v_add3_u32 v27, v27, s17, v25
	; asyncmark
	ds_read_b64_tr_b16 v[44:45], v27
	ds_read_b64_tr_b16 v[46:47], v27 offset:256
	ds_read_b64_tr_b16 v[48:49], v27 offset:2176
	ds_read_b64_tr_b16 v[50:51], v27 offset:2432
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[0:15], v[44:47], v[28:31], v[0:15]
	s_add_i32 s7, s28, 0x65c0
	s_mov_b32 s18, s30
	s_mov_b32 s24, s29
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[48:51], v[32:35], v[0:15]
	ds_read_b64_tr_b16 v[28:29], v27 offset:4352
	ds_read_b64_tr_b16 v[30:31], v27 offset:4608
	ds_read_b64_tr_b16 v[32:33], v27 offset:6528
	ds_read_b64_tr_b16 v[34:35], v27 offset:6784
	; wait_asyncmark(2)
	s_waitcnt vmcnt(4) lgkmcnt(0)
	s_barrier
	v_mfma_f32_32x32x16_f16 v[0:15], v[28:31], v[36:39], v[0:15]
	v_mfma_f32_32x32x16_f16 v[0:15], v[32:35], v[40:43], v[0:15]
.LBB0_11:                               ; %Flow28
	v_mov_b32_e32 v33, s25
.LBB0_12:                               ; %._crit_edge
	v_or_b32_e32 v21, v21, v33
	v_or3_b32 v18, v21, v20, v18
	v_add_u32_e32 v18, v18, v19
	v_or3_b32 v19, v23, v22, v26
	s_and_b64 s[2:3], s[2:3], exec
	v_or3_b32 v19, v19, v24, s17
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_add_u32_e32 v19, v19, v25
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	v_add_u32_e32 v20, s18, v19
	ds_read_b64_tr_b16 v[22:23], v20
	ds_read_b64_tr_b16 v[24:25], v20 offset:256
	v_add_u32_e32 v21, s24, v18
	ds_read_b128 v[26:29], v21
	ds_read_b64_tr_b16 v[30:31], v20 offset:2176
	ds_read_b64_tr_b16 v[32:33], v20 offset:2432
	ds_read_b128 v[34:37], v21 offset:32
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_f16 v[0:15], v[22:25], v[26:29], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[30:33], v[34:37], v[0:15]
	ds_read_b64_tr_b16 v[22:23], v20 offset:4352
	ds_read_b64_tr_b16 v[24:25], v20 offset:4608
	ds_read_b128 v[26:29], v21 offset:64
	ds_read_b64_tr_b16 v[30:31], v20 offset:6528
	ds_read_b64_tr_b16 v[32:33], v20 offset:6784
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[0:15], v[22:25], v[26:29], v[0:15]
	ds_read_b128 v[20:23], v21 offset:96
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[30:33], v[20:23], v[0:15]
.LBB0_14:                               ; %._crit_edge._crit_edge
	s_load_dword s2, s[4:5], 0x2c
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_16
; %bb.15:
	v_add_u32_e32 v19, s6, v19
	ds_read_b64_tr_b16 v[20:21], v19
	ds_read_b64_tr_b16 v[22:23], v19 offset:256
	v_add_u32_e32 v18, s7, v18
	ds_read_b128 v[24:27], v18
	ds_read_b64_tr_b16 v[28:29], v19 offset:2176
	ds_read_b64_tr_b16 v[30:31], v19 offset:2432
	ds_read_b128 v[32:35], v18 offset:32
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_f16 v[0:15], v[20:23], v[24:27], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[28:31], v[32:35], v[0:15]
	ds_read_b64_tr_b16 v[20:21], v19 offset:4352
	ds_read_b64_tr_b16 v[22:23], v19 offset:4608
	ds_read_b128 v[24:27], v18 offset:64
	ds_read_b64_tr_b16 v[28:29], v19 offset:6528
	ds_read_b64_tr_b16 v[30:31], v19 offset:6784
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[0:15], v[20:23], v[24:27], v[0:15]
	ds_read_b128 v[18:21], v18 offset:96
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[28:31], v[18:21], v[0:15]
.LBB0_16:
	v_lshrrev_b32_e32 v17, 2, v17
	s_lshr_b32 s0, s17, 1
	v_or_b32_e32 v17, s0, v17
	s_lshr_b32 s0, s15, 2
	v_and_or_b32 v16, v16, 31, s0
	s_mul_i32 s0, s14, s2
	v_mul_lo_u32 v16, v16, s2
	s_add_i32 s0, s0, s16
	v_add_u32_e32 v16, s0, v16
	s_nop 2
	v_cvt_pk_f16_f32 v0, v0, v1
	v_cvt_pk_f16_f32 v1, v2, v3
	v_cvt_pk_f16_f32 v2, v4, v5
	v_cvt_pk_f16_f32 v3, v6, v7
	v_cvt_pk_f16_f32 v4, v8, v9
	v_cvt_pk_f16_f32 v5, v10, v11
	v_cvt_pk_f16_f32 v6, v12, v13
	v_cvt_pk_f16_f32 v7, v14, v15
	v_permlane32_swap_b32_e32 v0, v2
	v_permlane32_swap_b32_e32 v1, v3
	s_and_b32 s13, s13, 0xffff
	s_mov_b32 s15, 0x27000
	s_mov_b32 s14, 0x7ffffffe
	v_add_lshl_u32 v8, v16, v17, 1
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	buffer_store_dwordx4 v[0:3], v8, s[12:15], 0 offen
	buffer_store_dwordx4 v[4:7], v8, s[12:15], 0 offen offset:32
	s_endpgm
.Lfunc_end0:
	.size	matmul_kernel, .Lfunc_end0-matmul_kernel
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 320
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
		.amdhsa_next_free_vgpr 68
		.amdhsa_next_free_sgpr 37
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
	.set .Lmatmul_kernel.num_vgpr, 68
	.set .Lmatmul_kernel.num_agpr, 0
	.set .Lmatmul_kernel.numbered_sgpr, 37
	.set .Lmatmul_kernel.num_named_barrier, 0
	.set .Lmatmul_kernel.private_seg_size, 0
	.set .Lmatmul_kernel.uses_vcc, 1
	.set .Lmatmul_kernel.uses_flat_scratch, 0
	.set .Lmatmul_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_kernel.has_recursion, 0
	.set .Lmatmul_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3008
; TotalNumSgprs: 43
; NumVgprs: 68
; NumAgprs: 0
; TotalNumVgprs: 68
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 43
; NumVGPRsForWavesPerEU: 68
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
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
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
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .offset:         64
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         68
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         72
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         76
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         78
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         80
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         82
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         84
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         86
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         128
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         144
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         152
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         160
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         168
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         176
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         184
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         264
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 320
    .max_flat_workgroup_size: 256
    .name:           matmul_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     43
    .sgpr_spill_count: 0
    .symbol:         matmul_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     68
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
