	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_kernel                   ; -- Begin function matmul_kernel
	.p2align	8
	.type	matmul_kernel,@function
matmul_kernel:                          ; @matmul_kernel
; %bb.18:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.19:
.LBB0_0:
	s_add_i32 s0, s15, 63
	s_ashr_i32 s1, s0, 31
	s_lshr_b32 s1, s1, 26
	s_add_i32 s0, s0, s1
	s_ashr_i32 s2, s0, 6
	s_abs_i32 s3, s2
	v_cvt_f32_u32_e32 v1, s3
	s_sub_i32 s15, 0, s3
	s_abs_i32 s14, s16
	v_and_b32_e32 v26, 0x3ff, v0
	v_rcp_f32_e32 v1, v1
	v_readfirstlane_b32 s7, v26
	s_bfe_u32 s19, s7, 0x20006
	s_xor_b32 s7, s16, s2
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_ashr_i32 s7, s7, 31
	s_load_dwordx2 s[0:1], s[4:5], 0x20
	s_load_dword s6, s[4:5], 0x28
	v_mov_b32_e32 v17, 0
	v_readfirstlane_b32 s17, v1
	s_mul_i32 s15, s15, s17
	s_mul_hi_u32 s15, s17, s15
	s_add_i32 s17, s17, s15
	s_mul_hi_u32 s15, s14, s17
	s_mul_i32 s17, s15, s3
	s_sub_i32 s14, s14, s17
	s_add_i32 s17, s15, 1
	s_sub_i32 s18, s14, s3
	s_cmp_ge_u32 s14, s3
	s_cselect_b32 s15, s17, s15
	s_cselect_b32 s14, s18, s14
	s_add_i32 s17, s15, 1
	s_cmp_ge_u32 s14, s3
	s_cselect_b32 s3, s17, s15
	s_xor_b32 s3, s3, s7
	s_sub_i32 s3, s3, s7
	v_and_b32_e32 v1, 56, v0
	s_lshl_b32 s14, s3, 6
	v_or_b32_e32 v3, s19, v1
	v_or_b32_e32 v3, s14, v3
	v_or_b32_e32 v5, 4, v3
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, v3, s1
	v_mul_lo_u32 v6, v5, s1
	v_and_b32_e32 v0, 7, v0
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	s_add_i32 s7, s0, 63
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[8:9]
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[8:9]
	v_lshlrev_b32_e32 v16, 4, v0
	s_cmp_gt_i32 s7, 63
	v_lshlrev_b32_e32 v2, 3, v0
	v_lshl_add_u64 v[18:19], v[4:5], 0, v[16:17]
	v_lshl_add_u64 v[20:21], v[6:7], 0, v[16:17]
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s7, 64
	s_mul_i32 s18, s19, 0x410
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	s_add_i32 m0, s18, 0x43c0
	s_add_i32 s8, s18, 0x5400
	global_load_lds_dwordx4 v[18:19], off
	s_mov_b32 m0, s8
	s_nop 0
	global_load_lds_dwordx4 v[20:21], off
.LBB0_2:                                ; %.critedge
	s_mul_i32 s3, s3, s2
	s_lshl_b32 s8, s19, 6
	s_sub_i32 s2, s16, s3
	s_and_b32 s15, s8, 0x80
	s_lshl_b32 s16, s2, 6
	s_and_b32 s2, s19, 1
	s_lshr_b32 s3, s15, 3
	v_lshrrev_b32_e32 v1, 2, v1
	s_or_b32 s2, s2, s3
	v_or_b32_e32 v1, s2, v1
	v_or_b32_e32 v3, 32, v1
	v_or_b32_e32 v2, s16, v2
	v_mul_lo_u32 v4, v1, s6
	v_mul_lo_u32 v6, v3, s6
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v3, 31, v2
	s_and_b64 s[2:3], s[0:1], exec
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[10:11]
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[10:11]
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	s_cselect_b32 s2, 1, 0
	v_lshl_add_u64 v[22:23], v[4:5], 0, v[2:3]
	v_lshl_add_u64 v[24:25], v[6:7], 0, v[2:3]
	s_cmp_lg_u32 s2, 1
	s_mulk_i32 s19, 0x440
	; asyncmark
	s_cbranch_scc1 .LBB0_4
; %bb.3:
	s_mov_b32 m0, s19
	s_add_i32 s2, s19, 0x1100
	global_load_lds_dwordx4 v[22:23], off
	s_mov_b32 m0, s2
	s_nop 0
	global_load_lds_dwordx4 v[24:25], off
.LBB0_4:                                ; %.critedge2
	s_cmpk_gt_i32 s7, 0x7f
	v_lshlrev_b32_e32 v27, 4, v26
	v_lshlrev_b32_e32 v1, 3, v26
	v_lshlrev_b32_e32 v2, 8, v26
	v_lshlrev_b32_e32 v3, 1, v26
	; asyncmark
	s_cbranch_scc1 .LBB0_6
; %bb.5:                                ; %.critedge2.._crit_edge_crit_edge
	v_and_b32_e32 v30, 0x400, v2
	v_and_b32_e32 v28, 0x280, v27
	v_and_b32_e32 v29, 24, v1
	v_and_b32_e32 v31, 32, v3
	v_lshrrev_b32_e32 v32, 4, v30
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_7
.LBB0_6:
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr30
                                        ; implicit-def: $vgpr31
                                        ; implicit-def: $vgpr32
.LBB0_7:                                ; %Flow25
	s_and_b32 s17, s8, 64
	s_and_b64 s[2:3], s[2:3], exec
	v_and_b32_e32 v17, 32, v26
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v33, 10, v0
	v_lshrrev_b32_e32 v34, 1, v17
	s_cbranch_scc1 .LBB0_12
; %bb.8:                                ; %.lr.ph
	s_lshl_b32 s2, s6, 6
	s_ashr_i32 s3, s2, 31
	s_lshl_b32 s20, s15, 2
	v_and_b32_e32 v30, 0x400, v2
	v_and_b32_e32 v35, 0x180, v27
	v_and_b32_e32 v28, 0x280, v27
	v_and_b32_e32 v29, 24, v1
	v_and_b32_e32 v31, 32, v3
	s_cmpk_lt_i32 s7, 0xc0
	v_lshrrev_b32_e32 v32, 4, v30
	s_cbranch_scc1 .LBB0_13
; %bb.9:                                ; %.lr.ph.new
	s_ashr_i32 s6, s7, 31
	s_lshr_b32 s6, s6, 26
	s_add_i32 s7, s7, s6
	s_ashr_i32 s6, s7, 6
	s_max_i32 s24, s6, 2
	s_add_i32 s24, s24, -1
	v_mov_b32_e32 v0, 0
	s_mov_b32 s22, 0
	s_movk_i32 s21, 0x43c0
	s_and_b32 s25, s24, -2
	s_mov_b64 s[6:7], 0x80
	s_lshl_b64 s[8:9], s[2:3], 1
	s_mov_b64 s[10:11], 0x100
	s_mov_b32 s23, 0
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
	s_mov_b32 s26, 0
.LBB0_10:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s23, s23, 1
	s_cmp_lt_i32 s23, 2
	v_lshl_add_u64 v[40:41], v[22:23], 0, s[8:9]
	v_add3_u32 v22, s22, v31, v28
	s_cselect_b32 s22, s23, 0
	s_add_i32 s21, s21, s20
	s_lshl_b32 s23, s22, 12
	s_lshl_b32 s27, s22, 13
	v_add3_u32 v45, s21, v35, v33
	s_lshr_b32 s21, s23, 5
	s_lshr_b32 s23, s23, 3
	s_add_i32 s21, s27, s21
	s_add_i32 s27, s27, s23
	s_add_i32 s23, s21, s18
	v_lshl_add_u64 v[36:37], v[18:19], 0, s[6:7]
	s_add_i32 m0, s23, 0x43c0
	; wait_asyncmark(0)
	s_barrier
	v_lshl_add_u64 v[38:39], v[20:21], 0, s[6:7]
	s_add_i32 s28, s27, s19
	global_load_lds_dwordx4 v[36:37], off
	s_add_i32 m0, s23, 0x5400
	s_add_i32 s22, s22, 1
	global_load_lds_dwordx4 v[38:39], off
	s_mov_b32 m0, s28
	; asyncmark
	v_lshl_add_u64 v[42:43], v[24:25], 0, s[8:9]
	global_load_lds_dwordx4 v[40:41], off
	s_add_i32 m0, s28, 0x1100
	s_cmp_lt_i32 s22, 2
	s_cselect_b32 s23, s22, 0
	s_lshl_b32 s22, s23, 12
	s_lshl_b32 s28, s23, 13
	s_lshr_b32 s29, s22, 5
	s_lshr_b32 s22, s22, 3
	s_add_i32 s29, s28, s29
	v_add3_u32 v44, v22, v29, v30
	s_add_i32 s22, s28, s22
	s_add_i32 s28, s29, s18
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[10:11]
	v_add3_u32 v44, v44, s17, v32
	v_add3_u32 v45, v45, v34, v16
	global_load_lds_dwordx4 v[42:43], off
	s_add_i32 m0, s28, 0x43c0
	v_lshl_add_u64 v[20:21], v[20:21], 0, s[10:11]
	v_lshl_add_u64 v[22:23], v[40:41], 0, s[8:9]
	v_lshl_add_u64 v[24:25], v[42:43], 0, s[8:9]
	ds_read_b128 v[36:39], v45
	ds_read_b128 v[46:49], v45 offset:32
	ds_read_b128 v[50:53], v45 offset:64
	ds_read_b128 v[54:57], v45 offset:96
	; asyncmark
	ds_read_b64_tr_b16 v[40:41], v44
	ds_read_b64_tr_b16 v[42:43], v44 offset:256
	ds_read_b64_tr_b16 v[58:59], v44 offset:2176
	ds_read_b64_tr_b16 v[60:61], v44 offset:2432
	ds_read_b64_tr_b16 v[62:63], v44 offset:4352
	ds_read_b64_tr_b16 v[64:65], v44 offset:4608
	ds_read_b64_tr_b16 v[66:67], v44 offset:6528
	ds_read_b64_tr_b16 v[68:69], v44 offset:6784
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_add_i32 s30, s22, s19
	global_load_lds_dwordx4 v[18:19], off
	s_add_i32 m0, s28, 0x5400
	v_mfma_f32_32x32x16_f16 v[0:15], v[40:43], v[36:39], v[0:15]
	global_load_lds_dwordx4 v[20:21], off
	s_mov_b32 m0, s30
	; asyncmark
	s_add_i32 s21, s21, s20
	global_load_lds_dwordx4 v[22:23], off
	s_add_i32 m0, s30, 0x1100
	v_mfma_f32_32x32x16_f16 v[0:15], v[58:61], v[46:49], v[0:15]
	global_load_lds_dwordx4 v[24:25], off
	v_add3_u32 v36, s27, v31, v28
	v_add3_u32 v37, s21, v35, v33
	v_add3_u32 v36, v36, v29, v30
	v_add3_u32 v37, v37, v34, v16
	v_add3_u32 v36, v36, s17, v32
	v_mfma_f32_32x32x16_f16 v[0:15], v[62:65], v[50:53], v[0:15]
	ds_read_b128 v[38:41], v37 offset:17344
	ds_read_b128 v[42:45], v37 offset:17376
	ds_read_b128 v[46:49], v37 offset:17408
	ds_read_b128 v[50:53], v37 offset:17440
	; asyncmark
	ds_read_b64_tr_b16 v[58:59], v36
	s_add_i32 s26, s26, 2
	s_add_i32 s21, s29, 0x43c0
	s_cmp_lg_u32 s26, s25
	v_mfma_f32_32x32x16_f16 v[0:15], v[66:69], v[54:57], v[0:15]
	ds_read_b64_tr_b16 v[60:61], v36 offset:256
	ds_read_b64_tr_b16 v[54:55], v36 offset:2176
	ds_read_b64_tr_b16 v[56:57], v36 offset:2432
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[0:15], v[58:61], v[38:41], v[0:15]
	ds_read_b64_tr_b16 v[38:39], v36 offset:4352
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[0:15], v[54:57], v[42:45], v[0:15]
	ds_read_b64_tr_b16 v[40:41], v36 offset:4608
	ds_read_b64_tr_b16 v[42:43], v36 offset:6528
	ds_read_b64_tr_b16 v[44:45], v36 offset:6784
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[0:15], v[38:41], v[46:49], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[42:45], v[50:53], v[0:15]
	s_cbranch_scc1 .LBB0_10
; %bb.11:                               ; %._crit_edge.loopexit.unr-lcssa
	s_bitcmp1_b32 s24, 0
	s_cselect_b64 s[6:7], -1, 0
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_14
	s_branch .LBB0_15
.LBB0_12:
	v_mov_b32_e32 v0, 0
	s_mov_b32 s22, 0
	s_movk_i32 s21, 0x43c0
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
	s_branch .LBB0_15
.LBB0_13:
	v_mov_b32_e32 v15, 0
	s_mov_b32 s23, 0
	s_movk_i32 s21, 0x43c0
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
	s_mov_b32 s22, 0
	s_cbranch_execz .LBB0_15
.LBB0_14:                               ; %.epil.preheader
	s_lshl_b64 s[2:3], s[2:3], 1
	v_lshl_add_u64 v[22:23], v[22:23], 0, s[2:3]
	v_lshl_add_u64 v[24:25], v[24:25], 0, s[2:3]
	s_add_i32 s2, s23, 1
	s_lshl_b32 s3, s2, 12
	s_cmp_lt_i32 s2, 2
	s_mov_b64 s[6:7], 0x80
	s_cselect_b32 s2, s3, 0
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[6:7]
	v_lshl_add_u64 v[20:21], v[20:21], 0, s[6:7]
	s_lshl1_add_u32 s3, s2, 0
	s_lshr_b32 s6, s2, 5
	s_add_i32 s6, s3, s6
	s_add_i32 s7, s6, s18
	s_lshr_b32 s2, s2, 3
	s_add_i32 m0, s7, 0x43c0
	s_add_i32 s2, s3, s2
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0)
	s_barrier
	global_load_lds_dwordx4 v[18:19], off
	s_add_i32 m0, s7, 0x5400
	s_add_i32 s3, s2, s19
	global_load_lds_dwordx4 v[20:21], off
	s_mov_b32 m0, s3
	; asyncmark
	s_nop 0
	global_load_lds_dwordx4 v[22:23], off
	s_add_i32 m0, s3, 0x1100
	s_add_i32 s3, s21, s20
	global_load_lds_dwordx4 v[24:25], off
	v_add3_u32 v18, s3, v35, v33
	v_add3_u32 v18, v18, v34, v16
	ds_read_b128 v[20:23], v18
	ds_read_b128 v[36:39], v18 offset:32
	ds_read_b128 v[40:43], v18 offset:64
	ds_read_b128 v[44:47], v18 offset:96
	v_add3_u32 v18, s22, v31, v28
	v_add3_u32 v18, v18, v29, v30
	v_add3_u32 v18, v18, s17, v32
	; asyncmark
	ds_read_b64_tr_b16 v[48:49], v18
	ds_read_b64_tr_b16 v[50:51], v18 offset:256
	ds_read_b64_tr_b16 v[52:53], v18 offset:2176
	ds_read_b64_tr_b16 v[54:55], v18 offset:2432
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[0:15], v[48:51], v[20:23], v[0:15]
	s_add_i32 s21, s6, 0x43c0
	s_mov_b32 s22, s2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[52:55], v[36:39], v[0:15]
	ds_read_b64_tr_b16 v[20:21], v18 offset:4352
	ds_read_b64_tr_b16 v[22:23], v18 offset:4608
	ds_read_b64_tr_b16 v[36:37], v18 offset:6528
	ds_read_b64_tr_b16 v[38:39], v18 offset:6784
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[0:15], v[20:23], v[40:43], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[36:39], v[44:47], v[0:15]
.LBB0_15:                               ; %._crit_edge
	s_load_dword s2, s[4:5], 0x2c
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	v_add3_u32 v18, s22, v31, v28
	v_add3_u32 v18, v18, v29, v30
	v_add3_u32 v18, v18, s17, v32
	ds_read_b64_tr_b16 v[20:21], v18
	ds_read_b64_tr_b16 v[22:23], v18 offset:256
	v_and_b32_e32 v19, 0x180, v27
	s_lshl2_add_u32 s0, s15, s21
	v_add3_u32 v19, s0, v19, v33
	v_add3_u32 v16, v19, v34, v16
	ds_read_b128 v[28:31], v16
	ds_read_b64_tr_b16 v[32:33], v18 offset:2176
	ds_read_b64_tr_b16 v[34:35], v18 offset:2432
	ds_read_b128 v[36:39], v16 offset:32
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_f16 v[0:15], v[20:23], v[28:31], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[32:35], v[36:39], v[0:15]
	ds_read_b64_tr_b16 v[20:21], v18 offset:4352
	ds_read_b64_tr_b16 v[22:23], v18 offset:4608
	ds_read_b128 v[28:31], v16 offset:64
	ds_read_b64_tr_b16 v[32:33], v18 offset:6528
	ds_read_b64_tr_b16 v[34:35], v18 offset:6784
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[0:15], v[20:23], v[28:31], v[0:15]
	ds_read_b128 v[18:21], v16 offset:96
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[32:35], v[18:21], v[0:15]
.LBB0_17:                               ; %._crit_edge._crit_edge
	v_lshrrev_b32_e32 v16, 2, v17
	s_lshr_b32 s0, s17, 1
	v_or_b32_e32 v16, s0, v16
	s_lshr_b32 s0, s15, 2
	v_or_b32_e32 v20, s16, v16
	s_nop 6
	v_cvt_pk_f16_f32 v16, v0, v1
	v_and_or_b32 v0, v26, 31, s0
	v_or_b32_e32 v0, s14, v0
	v_mul_lo_u32 v0, v0, s2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[12:13]
	v_ashrrev_i32_e32 v21, 31, v20
	v_cvt_pk_f16_f32 v18, v4, v5
	v_lshl_add_u64 v[4:5], v[20:21], 1, v[0:1]
	v_cvt_pk_f16_f32 v17, v2, v3
	v_cvt_pk_f16_f32 v19, v6, v7
	v_cvt_pk_f16_f32 v0, v8, v9
	v_cvt_pk_f16_f32 v1, v10, v11
	v_cvt_pk_f16_f32 v2, v12, v13
	v_cvt_pk_f16_f32 v3, v14, v15
	v_permlane32_swap_b32_e32 v16, v18
	v_permlane32_swap_b32_e32 v17, v19
	v_permlane32_swap_b32_e32 v0, v2
	global_store_dwordx4 v[4:5], v[16:19], off
	v_permlane32_swap_b32_e32 v1, v3
	global_store_dwordx4 v[4:5], v[0:3], off offset:32
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
		.amdhsa_next_free_vgpr 70
		.amdhsa_next_free_sgpr 31
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
	.set .Lmatmul_kernel.num_vgpr, 70
	.set .Lmatmul_kernel.num_agpr, 0
	.set .Lmatmul_kernel.numbered_sgpr, 31
	.set .Lmatmul_kernel.num_named_barrier, 0
	.set .Lmatmul_kernel.private_seg_size, 0
	.set .Lmatmul_kernel.uses_vcc, 1
	.set .Lmatmul_kernel.uses_flat_scratch, 0
	.set .Lmatmul_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_kernel.has_recursion, 0
	.set .Lmatmul_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2640
; TotalNumSgprs: 37
; NumVgprs: 70
; NumAgprs: 0
; TotalNumVgprs: 70
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 37
; NumVGPRsForWavesPerEU: 70
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
    .sgpr_count:     37
    .sgpr_spill_count: 0
    .symbol:         matmul_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     70
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
