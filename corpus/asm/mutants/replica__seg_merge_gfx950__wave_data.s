	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	seg_merge                       ; -- Begin function seg_merge
	.p2align	8
	.type	seg_merge,@function
seg_merge:                              ; @seg_merge
	v_readfirstlane_b32 s17, v0
	s_lshr_b32 s17, s17, 6
; %bb.6:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.7:
.LBB0_0:
	s_cmp_lt_i32 s10, 1
	v_readfirstlane_b32 s0, v0
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %.lr.ph.preheader
	s_mov_b32 s1, 0
.LBB0_2:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	s_add_i32 s11, s10, s1
	s_lshr_b32 s12, s11, 31
	s_add_i32 s11, s11, s12
	s_ashr_i32 s12, s11, 1
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[14:15], s[12:13], 2
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	s_load_dword s11, s[14:15], 0x0
	s_add_i32 s13, s12, 1
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s11, s16
	s_cselect_b32 s10, s12, s10
	s_cselect_b32 s1, s1, s13
	s_cmp_lt_i32 s1, s10
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %._crit_edge.loopexit
	s_lshl_b32 s1, s1, 5
	s_sub_i32 s10, s1, 32
	s_branch .LBB0_5
.LBB0_4:
	s_movk_i32 s10, 0xffe0
.LBB0_5:                                ; %._crit_edge
	s_ashr_i32 s11, s10, 31
	s_and_b32 s12, s0, 64
	s_lshl_b64 s[0:1], s[10:11], 2
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	v_lshlrev_b32_e32 v1, 2, v0
	s_and_b32 s1, s1, 0xffff
	s_mov_b32 s3, 0x27000
	s_mov_b32 s2, 0x7ffffffe
	v_and_b32_e32 v1, 0x7c, v1
	buffer_load_dword v50, v1, s[0:3], 0 offen
	v_and_b32_e32 v51, 63, v0
	v_or_b32_e32 v52, s12, v51
	v_lshrrev_b32_e32 v2, 5, v52
	v_or_b32_e32 v3, 4, v2
	v_or_b32_e32 v4, 8, v2
	v_or_b32_e32 v5, 12, v2
	v_or_b32_e32 v6, 16, v2
	v_or_b32_e32 v7, 20, v2
	v_or_b32_e32 v8, 24, v2
	v_or_b32_e32 v9, 28, v2
	v_lshlrev_b32_e32 v10, 2, v2
	v_lshlrev_b32_e32 v11, 2, v3
	v_lshlrev_b32_e32 v12, 2, v4
	v_lshlrev_b32_e32 v13, 2, v5
	v_lshlrev_b32_e32 v14, 2, v6
	v_lshlrev_b32_e32 v15, 2, v7
	v_lshlrev_b32_e32 v16, 2, v8
	v_lshlrev_b32_e32 v17, 2, v9
	buffer_load_dword v53, v10, s[0:3], 0 offen
	buffer_load_dword v54, v11, s[0:3], 0 offen
	buffer_load_dword v55, v12, s[0:3], 0 offen
	buffer_load_dword v56, v13, s[0:3], 0 offen
	buffer_load_dword v57, v14, s[0:3], 0 offen
	buffer_load_dword v58, v15, s[0:3], 0 offen
	buffer_load_dword v59, v16, s[0:3], 0 offen
	buffer_load_dword v60, v17, s[0:3], 0 offen
	v_or_b32_e32 v2, s10, v2
	v_or_b32_e32 v3, s10, v3
	v_or_b32_e32 v10, s10, v4
	v_or_b32_e32 v5, s10, v5
	v_or_b32_e32 v11, s10, v6
	v_or_b32_e32 v7, s10, v7
	v_or_b32_e32 v13, s10, v8
	v_or_b32_e32 v9, s10, v9
	v_lshlrev_b32_e32 v2, 7, v2
	v_lshlrev_b32_e32 v4, 7, v3
	v_lshlrev_b32_e32 v6, 7, v10
	v_lshlrev_b32_e32 v8, 7, v5
	v_lshlrev_b32_e32 v10, 7, v11
	v_lshlrev_b32_e32 v12, 7, v7
	v_lshlrev_b32_e32 v14, 7, v13
	v_lshlrev_b32_e32 v16, 7, v9
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b32_e32 v18, 2, v1
	v_mov_b32_e32 v19, 0
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[6:7]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[6:7]
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[6:7]
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[6:7]
	v_lshl_add_u64 v[34:35], v[2:3], 0, v[18:19]
	v_lshl_add_u64 v[36:37], v[4:5], 0, v[18:19]
	v_lshl_add_u64 v[38:39], v[6:7], 0, v[18:19]
	v_lshl_add_u64 v[40:41], v[8:9], 0, v[18:19]
	v_lshl_add_u64 v[42:43], v[10:11], 0, v[18:19]
	v_lshl_add_u64 v[44:45], v[12:13], 0, v[18:19]
	v_lshl_add_u64 v[46:47], v[14:15], 0, v[18:19]
	v_lshl_add_u64 v[48:49], v[16:17], 0, v[18:19]
	global_load_dwordx4 v[2:5], v[34:35], off
	global_load_dwordx4 v[6:9], v[36:37], off
	global_load_dwordx4 v[10:13], v[38:39], off
	global_load_dwordx4 v[14:17], v[40:41], off
	global_load_dwordx4 v[18:21], v[42:43], off
	global_load_dwordx4 v[22:25], v[44:45], off
	global_load_dwordx4 v[26:29], v[46:47], off
	global_load_dwordx4 v[30:33], v[48:49], off
	s_mov_b32 s4, 0xc2fc0000
	v_mov_b32_e32 v47, 0x42800000
	v_not_b32_e32 v49, 63
	s_waitcnt vmcnt(16)
	v_mov_b32_e32 v1, v50
	v_mov_b32_e32 v34, v50
	s_nop 1
	v_permlane16_swap_b32_e32 v1, v34
	v_cmp_eq_u32_e32 vcc, v1, v50
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v34, vcc
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v34, v50, v50
	v_max_f32_e32 v1, v34, v1
	s_nop 1
	v_mov_b32_dpp v34, v1 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v34, v34, v34
	v_max_f32_e32 v1, v1, v34
	s_nop 1
	v_mov_b32_dpp v34, v1 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_mov_b32_dpp v34, v34 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v34, v34, v34
	v_max_f32_e32 v1, v1, v34
	s_nop 1
	v_mov_b32_dpp v34, v1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v34, v34, v34
	v_max_f32_e32 v1, v1, v34
	s_nop 1
	v_mov_b32_dpp v34, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v34, v34, v34
	v_max_f32_e32 v1, v1, v34
	s_waitcnt vmcnt(15)
	v_sub_f32_e32 v34, v53, v1
	s_waitcnt vmcnt(14)
	v_sub_f32_e32 v35, v54, v1
	v_mul_f32_e32 v34, 0x3fb8aa3b, v34
	v_cmp_gt_f32_e32 vcc, s4, v34
	v_mul_f32_e32 v35, 0x3fb8aa3b, v35
	v_cmp_gt_f32_e64 s[0:1], s4, v35
	v_cndmask_b32_e32 v36, 0, v47, vcc
	v_add_f32_e32 v34, v34, v36
	v_cndmask_b32_e64 v36, 0, v47, s[0:1]
	v_exp_f32_e32 v34, v34
	v_add_f32_e32 v35, v35, v36
	v_exp_f32_e32 v35, v35
	v_cndmask_b32_e32 v36, 0, v49, vcc
	s_waitcnt vmcnt(13)
	v_sub_f32_e32 v37, v55, v1
	v_ldexp_f32 v34, v34, v36
	v_cndmask_b32_e64 v36, 0, v49, s[0:1]
	v_ldexp_f32 v36, v35, v36
	v_mul_f32_e32 v35, 0x3fb8aa3b, v37
	v_cmp_gt_f32_e32 vcc, s4, v35
	s_waitcnt vmcnt(12)
	v_sub_f32_e32 v38, v56, v1
	s_waitcnt vmcnt(11)
	v_sub_f32_e32 v39, v57, v1
	v_cndmask_b32_e32 v37, 0, v47, vcc
	v_add_f32_e32 v35, v35, v37
	v_mul_f32_e32 v37, 0x3fb8aa3b, v38
	v_cmp_gt_f32_e64 s[0:1], s4, v37
	v_exp_f32_e32 v35, v35
	s_waitcnt vmcnt(10)
	v_sub_f32_e32 v41, v58, v1
	v_cndmask_b32_e64 v38, 0, v47, s[0:1]
	v_add_f32_e32 v37, v37, v38
	v_exp_f32_e32 v37, v37
	v_cndmask_b32_e32 v38, 0, v49, vcc
	v_ldexp_f32 v38, v35, v38
	v_cndmask_b32_e64 v35, 0, v49, s[0:1]
	v_ldexp_f32 v40, v37, v35
	v_mul_f32_e32 v35, 0x3fb8aa3b, v39
	v_cmp_gt_f32_e32 vcc, s4, v35
	s_waitcnt vmcnt(9)
	v_sub_f32_e32 v43, v59, v1
	s_waitcnt vmcnt(8)
	v_sub_f32_e32 v45, v60, v1
	v_cndmask_b32_e32 v37, 0, v47, vcc
	v_add_f32_e32 v35, v35, v37
	v_mul_f32_e32 v37, 0x3fb8aa3b, v41
	v_cmp_gt_f32_e64 s[0:1], s4, v37
	v_exp_f32_e32 v35, v35
	v_sub_f32_e32 v1, v50, v1
	v_cndmask_b32_e64 v39, 0, v47, s[0:1]
	v_add_f32_e32 v37, v37, v39
	v_exp_f32_e32 v37, v37
	v_cndmask_b32_e32 v39, 0, v49, vcc
	v_ldexp_f32 v42, v35, v39
	v_cndmask_b32_e64 v35, 0, v49, s[0:1]
	v_ldexp_f32 v44, v37, v35
	v_mul_f32_e32 v35, 0x3fb8aa3b, v43
	v_cmp_gt_f32_e32 vcc, s4, v35
	v_mul_f32_e32 v1, 0x3fb8aa3b, v1
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[14:15], v[14:15], v[40:41] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v37, 0, v47, vcc
	v_add_f32_e32 v35, v35, v37
	v_mul_f32_e32 v37, 0x3fb8aa3b, v45
	v_cmp_gt_f32_e64 s[0:1], s4, v37
	v_exp_f32_e32 v35, v35
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[22:23], v[22:23], v[44:45] op_sel_hi:[1,0]
	v_cndmask_b32_e64 v39, 0, v47, s[0:1]
	v_add_f32_e32 v37, v37, v39
	v_exp_f32_e32 v37, v37
	v_cndmask_b32_e32 v39, 0, v49, vcc
	v_ldexp_f32 v46, v35, v39
	v_cndmask_b32_e64 v35, 0, v49, s[0:1]
	v_cmp_gt_f32_e32 vcc, s4, v1
	v_ldexp_f32 v48, v37, v35
	v_pk_mul_f32 v[6:7], v[6:7], v[36:37] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v35, 0, v47, vcc
	v_add_f32_e32 v1, v1, v35
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[30:31], v[30:31], v[48:49] op_sel_hi:[1,0]
	v_exp_f32_e32 v35, v1
	v_pk_mul_f32 v[8:9], v[8:9], v[36:37] op_sel_hi:[1,0]
	v_pk_fma_f32 v[2:3], v[2:3], v[34:35], v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[10:11], v[38:39], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[18:19], v[42:43], v[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[26:27], v[46:47], v[30:31] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[16:17], v[16:17], v[40:41] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[48:49] op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[2:3], v[6:7]
	v_pk_add_f32 v[6:7], v[10:11], v[14:15]
	v_pk_fma_f32 v[4:5], v[4:5], v[34:35], v[8:9] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[2:3], v[2:3], v[6:7]
	v_pk_fma_f32 v[6:7], v[12:13], v[38:39], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[20:21], v[42:43], v[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[28:29], v[46:47], v[32:33] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
	v_pk_add_f32 v[6:7], v[8:9], v[10:11]
	v_lshlrev_b32_e32 v1, 4, v0
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v7, v3
	s_nop 0
	v_permlane32_swap_b32_e32 v2, v6
	v_permlane32_swap_b32_e32 v3, v7
	v_and_b32_e32 v1, 0xf0, v1
	v_pk_add_f32 v[2:3], v[2:3], v[6:7]
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v7, v5
	v_and_b32_e32 v8, 16, v0
	v_add_u32_e32 v9, 0, v1
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	v_lshl_add_u32 v1, v8, 5, v9
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
	v_lshl_add_u32 v6, s12, 2, v1
	ds_write_b128 v6, v[2:5]
	v_cndmask_b32_e32 v4, 0, v49, vcc
	v_lshlrev_b32_e32 v0, 3, v0
	v_ldexp_f32 v7, v35, v4
	v_and_b32_e32 v0, 0x100, v0
	v_mov_b32_e32 v10, v7
	v_mov_b32_e32 v11, v7
	v_add_u32_e32 v0, v1, v0
	s_nop 0
	v_permlane16_swap_b32_e32 v10, v11
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[0:3], v0
	v_cmp_eq_u32_e32 vcc, v10, v7
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_add_f32_e32 v7, v7, v10
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v1
	v_add_f32_dpp v7, v7, v7 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_permlane32_swap_b32_e32 v0, v4
	v_permlane32_swap_b32_e32 v1, v5
	v_mov_b32_dpp v10, v7 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[4:5]
	v_mov_b32_e32 v6, v2
	v_add_f32_dpp v7, v10, v7 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_permlane32_swap_b32_e32 v2, v6
	v_add_f32_dpp v7, v7, v7 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v10, v7, v7 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_div_scale_f32 v4, s[0:1], v10, v10, v1
	v_rcp_f32_e32 v5, v4
	v_mov_b32_e32 v7, v3
	s_nop 1
	v_permlane32_swap_b32_e32 v3, v7
	v_pk_add_f32 v[2:3], v[2:3], v[6:7]
	v_fma_f32 v11, -v4, v5, 1.0
	v_fmac_f32_e32 v5, v11, v5
	v_div_scale_f32 v11, vcc, v1, v10, v1
	v_mul_f32_e32 v12, v11, v5
	v_fma_f32 v13, -v4, v12, v11
	v_fmac_f32_e32 v12, v13, v5
	v_fma_f32 v4, -v4, v12, v11
	v_div_scale_f32 v11, s[0:1], v10, v10, v0
	v_rcp_f32_e32 v13, v11
	v_div_fmas_f32 v4, v4, v5, v12
	v_div_fixup_f32 v1, v4, v10, v1
	v_div_scale_f32 v6, s[0:1], v10, v10, v3
	v_fma_f32 v4, -v11, v13, 1.0
	v_fmac_f32_e32 v13, v4, v13
	v_div_scale_f32 v4, vcc, v0, v10, v0
	v_mul_f32_e32 v5, v4, v13
	v_fma_f32 v12, -v11, v5, v4
	v_rcp_f32_e32 v7, v6
	v_fmac_f32_e32 v5, v12, v13
	v_fma_f32 v4, -v11, v5, v4
	v_div_fmas_f32 v4, v4, v13, v5
	v_div_fixup_f32 v0, v4, v10, v0
	v_fma_f32 v4, -v6, v7, 1.0
	v_fmac_f32_e32 v7, v4, v7
	v_div_scale_f32 v4, vcc, v3, v10, v3
	v_mul_f32_e32 v5, v4, v7
	v_fma_f32 v11, -v6, v5, v4
	v_fmac_f32_e32 v5, v11, v7
	v_fma_f32 v4, -v6, v5, v4
	v_div_scale_f32 v6, s[0:1], v10, v10, v2
	v_rcp_f32_e32 v11, v6
	v_div_fmas_f32 v4, v4, v7, v5
	v_div_fixup_f32 v3, v4, v10, v3
	s_lshl_b32 s0, s16, 7
	v_fma_f32 v4, -v6, v11, 1.0
	v_fmac_f32_e32 v11, v4, v11
	v_div_scale_f32 v4, vcc, v2, v10, v2
	v_mul_f32_e32 v5, v4, v11
	v_fma_f32 v7, -v6, v5, v4
	v_fmac_f32_e32 v5, v7, v11
	v_fma_f32 v4, -v6, v5, v4
	v_div_fmas_f32 v4, v4, v11, v5
	s_ashr_i32 s1, s0, 31
	v_div_fixup_f32 v2, v4, v10, v2
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s8, s0
	v_cvt_pk_bf16_f32 v0, v0, v1
	v_cvt_pk_bf16_f32 v1, v2, v3
	v_lshrrev_b32_e32 v2, 3, v8
	s_addc_u32 s1, s9, s1
	v_add_u32_e32 v2, v9, v2
	s_lshr_b32 s4, s12, 5
	v_add_u32_e32 v0, s17, v0
	ds_write_b16 v2, v0
	ds_write_b16_d16_hi v2, v0 offset:4
	ds_write_b16 v2, v1 offset:8
	ds_write_b16_d16_hi v2, v1 offset:12
	v_lshl_add_u32 v0, v51, 2, s4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v1, v0
	s_and_b32 s1, s1, 0xffff
	v_lshlrev_b32_e32 v0, 1, v52
	s_waitcnt lgkmcnt(0)
	buffer_store_short v1, v0, s[0:3], 0 offen
	s_endpgm
.Lfunc_end0:
	.size	seg_merge, .Lfunc_end0-seg_merge
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel seg_merge
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 14
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 61
		.amdhsa_next_free_sgpr 17
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
	.set .Lseg_merge.num_vgpr, 61
	.set .Lseg_merge.num_agpr, 0
	.set .Lseg_merge.numbered_sgpr, 17
	.set .Lseg_merge.num_named_barrier, 0
	.set .Lseg_merge.private_seg_size, 0
	.set .Lseg_merge.uses_vcc, 1
	.set .Lseg_merge.uses_flat_scratch, 0
	.set .Lseg_merge.has_dyn_sized_stack, 0
	.set .Lseg_merge.has_recursion, 0
	.set .Lseg_merge.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2320
; TotalNumSgprs: 23
; NumVgprs: 61
; NumAgprs: 0
; TotalNumVgprs: 61
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 61
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 128
    .name:           seg_merge
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         seg_merge.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     61
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
