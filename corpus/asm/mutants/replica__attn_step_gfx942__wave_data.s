	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	attn_step                       ; -- Begin function attn_step
	.p2align	8
	.type	attn_step,@function
attn_step:                              ; @attn_step
	v_readfirstlane_b32 s14, v0
	s_lshr_b32 s14, s14, 6
; %bb.1:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.2:
.LBB0_0:
	v_readfirstlane_b32 s10, v0
	s_and_b32 s0, s10, 0xc0
	v_and_b32_e32 v44, 63, v0
	v_or_b32_e32 v1, s0, v44
	v_lshlrev_b32_e32 v16, 4, v1
	v_and_b32_e32 v42, 0xf80, v16
	v_mov_b32_e32 v43, 0
	v_and_b32_e32 v2, 7, v0
	v_lshlrev_b32_e32 v10, 4, v2
	v_mov_b32_e32 v11, v43
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[42:43]
	s_movk_i32 s0, 0x1000
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[10:11]
	global_load_dwordx4 v[26:29], v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_bfe_i32 v17, v0, 2, 1
	s_nop 0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	global_load_dwordx4 v[32:35], v[2:3], off
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[42:43]
	v_lshl_add_u64 v[12:13], v[2:3], 0, v[10:11]
	v_add_co_u32_e32 v14, vcc, s0, v12
	s_movk_i32 s0, 0xc00
	s_nop 0
	v_addc_co_u32_e32 v15, vcc, 0, v13, vcc
	global_load_dwordx4 v[2:5], v[12:13], off
	global_load_dwordx4 v[6:9], v[14:15], off
	v_lshlrev_b32_e32 v15, 4, v0
	v_bfe_i32 v12, v0, 5, 1
	v_lshlrev_b32_e32 v13, 7, v0
	v_and_b32_e32 v15, 0x3b0, v15
	v_and_b32_e32 v17, 0x1140, v17
	v_lshlrev_b32_e32 v14, 10, v0
	v_and_b32_e32 v12, 0x1140, v12
	v_and_or_b32 v13, v13, s0, v10
	v_xor_b32_e32 v15, v17, v15
	v_and_b32_e32 v62, 0xf8, v1
	v_lshlrev_b32_e32 v17, 1, v1
	v_xor_b32_e32 v12, v13, v12
	v_and_or_b32 v13, v14, s0, v15
	v_lshlrev_b32_e32 v14, 5, v1
	v_and_b32_e32 v15, 0x1b0, v17
	v_add_u32_e32 v17, 0, v13
	v_xad_u32 v18, v13, 16, 0
	v_xad_u32 v19, v13, 32, 0
	v_xad_u32 v20, v13, 48, 0
	v_xad_u32 v21, v13, 64, 0
	v_xor_b32_e32 v22, 0x50, v13
	v_xor_b32_e32 v23, 0x60, v13
	v_xor_b32_e32 v13, 0x70, v13
	v_lshlrev_b32_e32 v42, 5, v62
	v_xad_u32 v24, v12, v15, 0
	v_add_u32_e32 v25, 0, v13
	v_lshl_add_u64 v[12:13], s[6:7], 0, v[42:43]
	v_and_b32_e32 v42, 0x1f00, v14
	v_lshl_add_u64 v[14:15], s[6:7], 0, v[42:43]
	v_and_b32_e32 v1, 0x78, v1
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[14:15], 0, v[10:11]
	v_xor_b32_e32 v1, v16, v1
	v_and_b32_e32 v58, 32, v0
	v_add_u32_e32 v22, 0, v22
	v_add_u32_e32 v23, 0, v23
	v_and_b32_e32 v59, 31, v0
	s_and_b32 s3, s10, 64
	v_lshrrev_b32_e32 v61, 2, v58
	s_lshl_b32 s0, s3, 6
	s_mov_b32 s2, 0x3fb8aa3b
	s_mov_b32 s5, 0xc2fc0000
	s_and_b32 s4, s10, 0x80
	s_waitcnt vmcnt(3)
	v_mov_b32_e32 v30, v26
	v_mov_b32_e32 v31, v27
	s_waitcnt vmcnt(2)
	ds_write_b128 v24, v[30:33]
	v_mov_b32_e32 v30, v34
	v_mov_b32_e32 v31, v35
	ds_write_b128 v24, v[28:31] offset:512
	s_waitcnt lgkmcnt(0)
	s_barrier
	global_load_dwordx4 v[34:37], v[12:13], off
	global_load_dwordx4 v[38:41], v[10:11], off offset:128
	v_add_u32_e32 v10, 0, v1
	v_xad_u32 v1, v1, 8, 0
	ds_read_b128 v[46:49], v17
	ds_read_b128 v[50:53], v18
	ds_read_b128 v[54:57], v19
	ds_read_b128 v[64:67], v20
	ds_read_b128 v[68:71], v21
	ds_read_b128 v[72:75], v22
	ds_read_b128 v[76:79], v23
	ds_read_b128 v[80:83], v25
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(2)
	ds_write2st64_b64 v10, v[2:3], v[6:7] offset1:8
	ds_write2st64_b64 v1, v[4:5], v[8:9] offset1:8
	v_and_b32_e32 v1, 15, v0
	v_lshlrev_b32_e32 v60, 3, v1
	v_lshlrev_b32_e32 v2, 7, v59
	v_xor_b32_e32 v3, v60, v61
	v_or3_b32 v42, s0, v2, v3
	v_add_u32_e32 v2, 0, v42
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[84:85], v2
	v_xad_u32 v2, v42, 16, 0
	v_xad_u32 v3, v42, 32, 0
	v_xad_u32 v4, v42, 48, 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[18:33], v[46:47], v[84:85], 0
	ds_read_b64 v[86:87], v2
	ds_read_b64 v[88:89], v3
	ds_read_b64 v[90:91], v4
	v_xad_u32 v45, v42, 64, 0
	v_xor_b32_e32 v46, 0x60, v42
	v_add_u32_e32 v46, 0, v46
	v_mfma_f32_32x32x8_f16 v[2:17], v[48:49], v[84:85], 0
	ds_read_b64 v[48:49], v45
	v_xor_b32_e32 v45, 0x50, v42
	v_add_u32_e32 v45, 0, v45
	v_xor_b32_e32 v42, 0x70, v42
	v_add_u32_e32 v42, 0, v42
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[18:33], v[50:51], v[86:87], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[52:53], v[86:87], v[2:17]
	ds_read_b64 v[50:51], v45
	ds_read_b64 v[46:47], v46
	ds_read_b64 v[52:53], v42
	v_lshlrev_b32_e32 v42, 2, v44
	v_xor_b32_e32 v63, 0x80, v42
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_32x32x8_f16 v[18:33], v[54:55], v[88:89], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[56:57], v[88:89], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[64:65], v[90:91], v[18:33]
	v_not_b32_e32 v64, 63
	v_mfma_f32_32x32x8_f16 v[2:17], v[66:67], v[90:91], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[68:69], v[48:49], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[70:71], v[48:49], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[72:73], v[50:51], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[74:75], v[50:51], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[76:77], v[46:47], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[78:79], v[46:47], v[2:17]
	v_mfma_f32_32x32x8_f16 v[18:33], v[80:81], v[52:53], v[18:33]
	v_mfma_f32_32x32x8_f16 v[2:17], v[82:83], v[52:53], v[2:17]
	s_nop 9
	v_max_f32_e32 v42, v19, v19
	v_max_f32_e32 v44, v18, v18
	v_max3_f32 v45, v21, v22, v23
	v_max3_f32 v47, v27, v28, v29
	v_max3_f32 v48, v30, v31, v32
	v_max_f32_e32 v42, v44, v42
	v_max3_f32 v46, v24, v25, v26
	v_max3_f32 v49, v33, v2, v3
	v_max3_f32 v50, v4, v5, v6
	v_max3_f32 v51, v7, v8, v9
	v_max3_f32 v52, v10, v11, v12
	v_max3_f32 v53, v13, v14, v15
	v_max3_f32 v44, v47, v48, v49
	v_max3_f32 v42, v42, v20, v45
	v_max3_f32 v47, v50, v51, v52
	v_max3_f32 v48, v53, v16, v17
	v_max3_f32 v42, v42, v46, v44
	v_max3_f32 v42, v42, v47, v48
	ds_bpermute_b32 v44, v63, v42
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v44, v44, v44
	v_max_f32_e32 v42, v42, v44
	v_pk_add_f32 v[18:19], v[18:19], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[16:17], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[18:19], s[2:3] op_sel_hi:[1,0]
	v_pk_add_f32 v[20:21], v[20:21], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[22:23], v[22:23], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[24:25], v[24:25], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[26:27], v[26:27], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[28:29], v[28:29], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[30:31], v[30:31], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[32:33], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[2:3], v[2:3], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[4:5], v[4:5], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[6:7], v[6:7], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[8:9], v[8:9], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[10:11], v[10:11], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[12:13], v[12:13], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[14:15], v[14:15], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v42, 0x42800000
	v_cmp_gt_f32_e32 vcc, s5, v17
	v_cmp_gt_f32_e64 s[0:1], s5, v16
	v_pk_mul_f32 v[2:3], v[2:3], s[2:3] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v18, 0, v42, vcc
	v_add_f32_e32 v17, v17, v18
	v_cndmask_b32_e64 v18, 0, v42, s[0:1]
	v_exp_f32_e32 v17, v17
	v_add_f32_e32 v16, v16, v18
	v_exp_f32_e32 v16, v16
	v_cndmask_b32_e32 v18, 0, v64, vcc
	v_ldexp_f32 v17, v17, v18
	v_cndmask_b32_e64 v18, 0, v64, s[0:1]
	v_ldexp_f32 v16, v16, v18
	v_pk_mul_f32 v[18:19], v[20:21], s[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e32 vcc, s5, v19
	v_cmp_gt_f32_e64 s[0:1], s5, v18
	s_nop 0
	v_cndmask_b32_e32 v20, 0, v42, vcc
	v_add_f32_e32 v19, v19, v20
	v_cndmask_b32_e64 v20, 0, v42, s[0:1]
	v_exp_f32_e32 v19, v19
	v_add_f32_e32 v18, v18, v20
	v_exp_f32_e32 v18, v18
	v_cndmask_b32_e32 v20, 0, v64, vcc
	v_ldexp_f32 v19, v19, v20
	v_cndmask_b32_e64 v20, 0, v64, s[0:1]
	v_ldexp_f32 v18, v18, v20
	v_pk_mul_f32 v[20:21], v[22:23], s[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e32 vcc, s5, v21
	v_cmp_gt_f32_e64 s[0:1], s5, v20
	s_nop 0
	v_cndmask_b32_e32 v22, 0, v42, vcc
	v_add_f32_e32 v21, v21, v22
	v_cndmask_b32_e64 v22, 0, v42, s[0:1]
	v_exp_f32_e32 v21, v21
	v_add_f32_e32 v20, v20, v22
	v_exp_f32_e32 v20, v20
	v_cndmask_b32_e32 v22, 0, v64, vcc
	v_ldexp_f32 v21, v21, v22
	v_cndmask_b32_e64 v22, 0, v64, s[0:1]
	v_ldexp_f32 v20, v20, v22
	v_pk_mul_f32 v[22:23], v[24:25], s[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e32 vcc, s5, v23
	v_cmp_gt_f32_e64 s[0:1], s5, v22
	s_nop 0
	v_cndmask_b32_e32 v24, 0, v42, vcc
	v_add_f32_e32 v23, v23, v24
	v_cndmask_b32_e64 v24, 0, v42, s[0:1]
	v_exp_f32_e32 v23, v23
	v_add_f32_e32 v22, v22, v24
	v_exp_f32_e32 v22, v22
	v_cndmask_b32_e32 v24, 0, v64, vcc
	v_ldexp_f32 v23, v23, v24
	v_cndmask_b32_e64 v24, 0, v64, s[0:1]
	v_ldexp_f32 v22, v22, v24
	v_pk_mul_f32 v[24:25], v[26:27], s[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e32 vcc, s5, v25
	v_cmp_gt_f32_e64 s[0:1], s5, v24
	s_nop 0
	v_cndmask_b32_e32 v26, 0, v42, vcc
	v_add_f32_e32 v25, v25, v26
	v_cndmask_b32_e64 v26, 0, v42, s[0:1]
	v_exp_f32_e32 v25, v25
	v_add_f32_e32 v24, v24, v26
	v_exp_f32_e32 v24, v24
	v_cndmask_b32_e32 v26, 0, v64, vcc
	v_ldexp_f32 v25, v25, v26
	v_cndmask_b32_e64 v26, 0, v64, s[0:1]
	v_ldexp_f32 v24, v24, v26
	v_pk_mul_f32 v[26:27], v[28:29], s[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e32 vcc, s5, v27
	v_cmp_gt_f32_e64 s[0:1], s5, v26
	s_nop 0
	v_cndmask_b32_e32 v28, 0, v42, vcc
	v_add_f32_e32 v27, v27, v28
	v_cndmask_b32_e64 v28, 0, v42, s[0:1]
	v_exp_f32_e32 v27, v27
	v_add_f32_e32 v26, v26, v28
	v_exp_f32_e32 v26, v26
	v_cndmask_b32_e32 v28, 0, v64, vcc
	v_ldexp_f32 v27, v27, v28
	v_cndmask_b32_e64 v28, 0, v64, s[0:1]
	v_ldexp_f32 v26, v26, v28
	v_pk_mul_f32 v[28:29], v[30:31], s[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e32 vcc, s5, v29
	v_cmp_gt_f32_e64 s[0:1], s5, v28
	s_nop 0
	v_cndmask_b32_e32 v30, 0, v42, vcc
	v_add_f32_e32 v29, v29, v30
	v_cndmask_b32_e64 v30, 0, v42, s[0:1]
	v_exp_f32_e32 v29, v29
	v_add_f32_e32 v28, v28, v30
	v_exp_f32_e32 v28, v28
	v_cndmask_b32_e32 v30, 0, v64, vcc
	v_ldexp_f32 v29, v29, v30
	v_cndmask_b32_e64 v30, 0, v64, s[0:1]
	v_ldexp_f32 v28, v28, v30
	v_pk_mul_f32 v[30:31], v[32:33], s[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e32 vcc, s5, v31
	v_cmp_gt_f32_e64 s[0:1], s5, v30
	s_nop 0
	v_cndmask_b32_e32 v32, 0, v42, vcc
	v_add_f32_e32 v31, v31, v32
	v_cndmask_b32_e64 v32, 0, v42, s[0:1]
	v_exp_f32_e32 v31, v31
	v_add_f32_e32 v30, v30, v32
	v_exp_f32_e32 v30, v30
	v_cndmask_b32_e32 v32, 0, v64, vcc
	v_ldexp_f32 v31, v31, v32
	v_cndmask_b32_e64 v32, 0, v64, s[0:1]
	v_cmp_gt_f32_e32 vcc, s5, v3
	v_ldexp_f32 v30, v30, v32
	v_cmp_gt_f32_e64 s[0:1], s5, v2
	v_cndmask_b32_e32 v32, 0, v42, vcc
	v_add_f32_e32 v3, v3, v32
	v_cndmask_b32_e64 v32, 0, v42, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v32
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v32, 0, v64, vcc
	v_ldexp_f32 v33, v3, v32
	v_cndmask_b32_e64 v3, 0, v64, s[0:1]
	v_ldexp_f32 v32, v2, v3
	v_pk_mul_f32 v[2:3], v[4:5], s[2:3] op_sel_hi:[1,0]
	v_cvt_f16_f32_e32 v5, v19
	v_cmp_gt_f32_e32 vcc, s5, v3
	v_cmp_gt_f32_e64 s[0:1], s5, v2
	s_nop 0
	v_cndmask_b32_e32 v4, 0, v42, vcc
	v_add_f32_e32 v3, v3, v4
	v_cndmask_b32_e64 v4, 0, v42, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v4
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v4, 0, v64, vcc
	v_ldexp_f32 v45, v3, v4
	v_cndmask_b32_e64 v3, 0, v64, s[0:1]
	v_ldexp_f32 v44, v2, v3
	v_pk_mul_f32 v[2:3], v[6:7], s[2:3] op_sel_hi:[1,0]
	v_cvt_f16_f32_e32 v6, v20
	v_cmp_gt_f32_e32 vcc, s5, v3
	v_cmp_gt_f32_e64 s[0:1], s5, v2
	v_cvt_f16_f32_e32 v7, v21
	v_cndmask_b32_e32 v4, 0, v42, vcc
	v_add_f32_e32 v3, v3, v4
	v_cndmask_b32_e64 v4, 0, v42, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v4
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v4, 0, v64, vcc
	v_ldexp_f32 v47, v3, v4
	v_cndmask_b32_e64 v3, 0, v64, s[0:1]
	v_ldexp_f32 v46, v2, v3
	v_pk_mul_f32 v[2:3], v[8:9], s[2:3] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v9, 1, v59
	v_cmp_gt_f32_e32 vcc, s5, v3
	v_cmp_gt_f32_e64 s[0:1], s5, v2
	v_cvt_f16_f32_e32 v8, v22
	v_cndmask_b32_e32 v4, 0, v42, vcc
	v_add_f32_e32 v3, v3, v4
	v_cndmask_b32_e64 v4, 0, v42, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v4
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v4, 0, v64, vcc
	v_ldexp_f32 v49, v3, v4
	v_cndmask_b32_e64 v3, 0, v64, s[0:1]
	v_ldexp_f32 v48, v2, v3
	v_pk_mul_f32 v[2:3], v[10:11], s[2:3] op_sel_hi:[1,0]
	v_lshl_add_u32 v10, v58, 4, 0
	v_cmp_gt_f32_e32 vcc, s5, v3
	v_cmp_gt_f32_e64 s[0:1], s5, v2
	v_add3_u32 v11, v10, s3, v9
	v_cndmask_b32_e32 v4, 0, v42, vcc
	v_add_f32_e32 v3, v3, v4
	v_cndmask_b32_e64 v4, 0, v42, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v4
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v4, 0, v64, vcc
	v_ldexp_f32 v51, v3, v4
	v_cndmask_b32_e64 v3, 0, v64, s[0:1]
	v_ldexp_f32 v50, v2, v3
	v_pk_mul_f32 v[2:3], v[12:13], s[2:3] op_sel_hi:[1,0]
	ds_write_b16 v11, v5 offset:384
	v_cmp_gt_f32_e32 vcc, s5, v3
	v_cmp_gt_f32_e64 s[0:1], s5, v2
	v_cvt_f16_f32_e32 v5, v26
	v_cndmask_b32_e32 v4, 0, v42, vcc
	v_add_f32_e32 v3, v3, v4
	v_cndmask_b32_e64 v4, 0, v42, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v4
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v4, 0, v64, vcc
	v_ldexp_f32 v53, v3, v4
	v_cndmask_b32_e64 v3, 0, v64, s[0:1]
	v_ldexp_f32 v52, v2, v3
	v_pk_mul_f32 v[2:3], v[14:15], s[2:3] op_sel_hi:[1,0]
	ds_write_b16 v11, v6 offset:1024
	v_cmp_gt_f32_e32 vcc, s5, v3
	v_cmp_gt_f32_e64 s[0:1], s5, v2
	v_cvt_f16_f32_e32 v6, v27
	v_cndmask_b32_e32 v4, 0, v42, vcc
	v_add_f32_e32 v3, v3, v4
	v_cndmask_b32_e64 v4, 0, v42, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v4
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v4, 0, v64, vcc
	v_ldexp_f32 v55, v3, v4
	v_cndmask_b32_e64 v3, 0, v64, s[0:1]
	v_ldexp_f32 v54, v2, v3
	v_pk_mul_f32 v[2:3], v[56:57], s[2:3] op_sel_hi:[1,0]
	ds_write_b16 v11, v7 offset:1152
	v_cmp_gt_f32_e32 vcc, s5, v3
	v_cmp_gt_f32_e64 s[0:1], s5, v2
	v_cvt_f16_f32_e32 v7, v28
	v_cndmask_b32_e32 v4, 0, v42, vcc
	v_add_f32_e32 v3, v3, v4
	v_cndmask_b32_e64 v4, 0, v42, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v4
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v4, 0, v64, vcc
	v_ldexp_f32 v57, v3, v4
	v_cndmask_b32_e64 v3, 0, v64, s[0:1]
	v_ldexp_f32 v56, v2, v3
	v_cvt_f16_f32_e32 v2, v16
	v_cvt_f16_f32_e32 v3, v17
	v_cvt_f16_f32_e32 v4, v18
	ds_write_b16 v11, v8 offset:1280
	ds_write_b16 v11, v2
	v_cvt_f16_f32_e32 v2, v23
	ds_write_b16 v11, v3 offset:128
	v_cvt_f16_f32_e32 v3, v24
	ds_write_b16 v11, v4 offset:256
	v_cvt_f16_f32_e32 v4, v25
	v_cvt_f16_f32_e32 v8, v29
	ds_write_b16 v11, v2 offset:1408
	v_cvt_f16_f32_e32 v2, v30
	ds_write_b16 v11, v3 offset:2048
	v_cvt_f16_f32_e32 v3, v31
	ds_write_b16 v11, v4 offset:2176
	v_cvt_f16_f32_e32 v4, v32
	ds_write_b16 v11, v5 offset:2304
	v_cvt_f16_f32_e32 v5, v33
	ds_write_b16 v11, v6 offset:2432
	v_cvt_f16_f32_e32 v6, v44
	ds_write_b16 v11, v7 offset:3072
	v_cvt_f16_f32_e32 v7, v45
	ds_write_b16 v11, v8 offset:3200
	v_cvt_f16_f32_e32 v8, v46
	ds_write_b16 v11, v2 offset:3328
	v_cvt_f16_f32_e32 v2, v47
	ds_write_b16 v11, v3 offset:3456
	v_cvt_f16_f32_e32 v3, v48
	ds_write_b16 v11, v4 offset:4096
	v_cvt_f16_f32_e32 v4, v49
	ds_write_b16 v11, v5 offset:4224
	v_cvt_f16_f32_e32 v5, v50
	ds_write_b16 v11, v6 offset:4352
	v_cvt_f16_f32_e32 v6, v51
	ds_write_b16 v11, v7 offset:4480
	v_cvt_f16_f32_e32 v7, v52
	ds_write_b16 v11, v8 offset:5120
	v_cvt_f16_f32_e32 v8, v53
	ds_write_b16 v11, v2 offset:5248
	v_cvt_f16_f32_e32 v2, v54
	ds_write_b16 v11, v3 offset:5376
	v_cvt_f16_f32_e32 v3, v55
	ds_write_b16 v11, v4 offset:5504
	v_cvt_f16_f32_e32 v4, v56
	ds_write_b16 v11, v5 offset:6144
	v_cvt_f16_f32_e32 v5, v57
	ds_write_b16 v11, v6 offset:6272
	ds_write_b16 v11, v7 offset:6400
	ds_write_b16 v11, v8 offset:6528
	ds_write_b16 v11, v2 offset:7168
	ds_write_b16 v11, v3 offset:7296
	ds_write_b16 v11, v4 offset:7424
	ds_write_b16 v11, v5 offset:7552
	s_lshr_b32 s0, s4, 1
	v_and_b32_e32 v3, 6, v0
	v_add3_u32 v2, v10, s0, v9
	v_lshlrev_b32_e32 v4, 2, v3
	v_bfe_i32 v6, v0, 0, 1
	s_movk_i32 s0, 0x440
	v_lshrrev_b32_e32 v5, 1, v62
	v_and_or_b32 v4, v6, s0, v4
	v_xor_b32_e32 v4, v4, v5
	s_mov_b32 s0, 0x5040100
	s_mov_b32 s1, 0x7060302
	v_lshl_or_b32 v3, v3, 10, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	v_perm_b32 v5, v38, v34, s0
	v_perm_b32 v6, v38, v34, s1
	v_perm_b32 v7, v39, v35, s0
	v_perm_b32 v8, v39, v35, s1
	v_perm_b32 v9, v40, v36, s0
	v_perm_b32 v10, v40, v36, s1
	v_perm_b32 v11, v41, v37, s0
	v_perm_b32 v12, v41, v37, s1
	ds_read_u16 v13, v2
	ds_read_u16 v14, v2 offset:128
	ds_read_u16 v15, v2 offset:256
	ds_read_u16 v34, v2 offset:384
	ds_read_u16 v36, v2 offset:1024
	ds_read_u16 v37, v2 offset:1152
	ds_read_u16 v38, v2 offset:1280
	ds_read_u16 v39, v2 offset:1408
	ds_read_u16 v40, v2 offset:2048
	ds_read_u16 v41, v2 offset:2176
	ds_read_u16 v42, v2 offset:2304
	ds_read_u16 v62, v2 offset:2432
	ds_read_u16 v64, v2 offset:3072
	ds_read_u16 v65, v2 offset:3200
	ds_read_u16 v66, v2 offset:3328
	ds_read_u16 v67, v2 offset:3456
	ds_read_u16 v68, v2 offset:4096
	ds_read_u16 v69, v2 offset:4224
	ds_read_u16 v70, v2 offset:4352
	ds_read_u16 v71, v2 offset:4480
	ds_read_u16 v72, v2 offset:5120
	ds_read_u16 v73, v2 offset:5248
	ds_read_u16 v74, v2 offset:5376
	ds_read_u16 v75, v2 offset:5504
	ds_read_u16 v76, v2 offset:6144
	ds_read_u16 v77, v2 offset:6272
	ds_read_u16 v78, v2 offset:6400
	ds_read_u16 v79, v2 offset:6528
	ds_read_u16 v80, v2 offset:7168
	ds_read_u16 v81, v2 offset:7296
	ds_read_u16 v82, v2 offset:7424
	ds_read_u16 v83, v2 offset:7552
	v_add_u32_e32 v2, 0, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b32 v2, v5
	v_xad_u32 v2, v3, 8, 0
	ds_write_b32 v2, v6 offset:128
	v_xad_u32 v2, v3, 16, 0
	ds_write_b32 v2, v7 offset:256
	v_xad_u32 v2, v3, 24, 0
	ds_write_b32 v2, v8 offset:384
	v_xad_u32 v2, v3, 32, 0
	ds_write_b32 v2, v9 offset:512
	v_xad_u32 v2, v3, 40, 0
	ds_write_b32 v2, v10 offset:640
	v_xad_u32 v2, v3, 48, 0
	s_bfe_i32 s1, s10, 0x10006
	ds_write_b32 v2, v11 offset:768
	v_xad_u32 v2, v3, 56, 0
	v_bfe_i32 v0, v0, 4, 1
	s_and_b32 s1, s1, 0x1010
	ds_write_b32 v2, v12 offset:896
	v_and_b32_e32 v0, 0x808, v0
	v_or_b32_e32 v2, s1, v61
	v_xor_b32_e32 v0, v0, v2
	v_xor_b32_e32 v0, v0, v60
	v_lshl_or_b32 v60, v1, 7, v0
	v_add_u32_e32 v0, 0, v60
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[84:85], v0
	v_perm_b32 v35, v34, v15, s0
	v_perm_b32 v34, v14, v13, s0
	v_xad_u32 v0, v60, 16, 0
	v_xad_u32 v1, v60, 32, 0
	v_xad_u32 v2, v60, 48, 0
	ds_read_b64 v[86:87], v0
	ds_read_b64 v[88:89], v1
	ds_read_b64 v[90:91], v2
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[0:15], v[84:85], v[34:35], 0
	v_perm_b32 v35, v39, v38, s0
	v_perm_b32 v34, v37, v36, s0
	v_xor_b32_e32 v36, 0x50, v60
	v_xor_b32_e32 v37, 0x60, v60
	v_xor_b32_e32 v38, 0x70, v60
	v_add_u32_e32 v36, 0, v36
	v_add_u32_e32 v37, 0, v37
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[0:15], v[86:87], v[34:35], v[0:15]
	v_perm_b32 v35, v62, v42, s0
	v_perm_b32 v34, v41, v40, s0
	v_add_u32_e32 v38, 0, v38
	v_add_f32_e64 v16, v16, v18
	v_add_f32_e64 v17, v17, v19
	v_perm_b32 v19, v79, v78, s0
	v_pk_add_f32 v[20:21], v[20:21], v[22:23]
	v_pk_add_f32 v[22:23], v[24:25], v[26:27]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[0:15], v[88:89], v[34:35], v[0:15]
	v_perm_b32 v35, v67, v66, s0
	v_perm_b32 v34, v65, v64, s0
	v_add_f32_e64 v24, v28, v30
	v_add_f32_e64 v25, v29, v31
	v_add_f32_e64 v26, v32, v44
	v_add_f32_e64 v27, v33, v45
	v_pk_add_f32 v[28:29], v[46:47], v[48:49]
	v_pk_add_f32 v[30:31], v[50:51], v[52:53]
	v_pk_add_f32 v[32:33], v[54:55], v[56:57]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[90:91], v[34:35], v[0:15]
	v_xad_u32 v34, v60, 64, 0
	ds_read_b64 v[40:41], v34
	v_perm_b32 v35, v71, v70, s0
	v_perm_b32 v34, v69, v68, s0
	ds_read_b64 v[60:61], v36
	ds_read_b64 v[36:37], v37
	ds_read_b64 v[38:39], v38
	v_perm_b32 v18, v77, v76, s0
	v_pk_add_f32 v[16:17], v[16:17], v[20:21]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_f16 v[0:15], v[40:41], v[34:35], v[0:15]
	v_perm_b32 v35, v75, v74, s0
	v_perm_b32 v34, v73, v72, s0
	v_add_f32_e64 v20, v22, v24
	v_add_f32_e64 v21, v23, v25
	v_add_f32_e64 v22, v26, v28
	v_add_f32_e64 v23, v27, v29
	v_pk_add_f32 v[24:25], v[30:31], v[32:33]
	v_pk_add_f32 v[16:17], v[16:17], v[20:21]
	v_pk_add_f32 v[20:21], v[22:23], v[24:25]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_f16 v[0:15], v[60:61], v[34:35], v[0:15]
	v_add_f32_e64 v16, v16, v20
	v_add_f32_e64 v17, v17, v21
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, v16, v17
	ds_bpermute_b32 v21, v63, v20
	v_perm_b32 v17, v83, v82, s0
	v_perm_b32 v16, v81, v80, s0
	s_barrier
	v_mfma_f32_32x32x8_f16 v[0:15], v[36:37], v[18:19], v[0:15]
	v_lshl_add_u32 v19, v59, 2, 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v18, v20, v21
	v_lshl_add_u32 v20, s3, 1, v19
	v_add_u32_e32 v18, s14, v18
	ds_write_b32 v20, v18
	v_add_u32_e32 v18, s4, v19
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[16:17], v[0:15]
	s_barrier
	ds_read_b32 v18, v18
	s_lshr_b32 s1, s4, 2
	v_or_b32_e32 v34, s1, v59
	v_lshrrev_b32_e32 v19, 3, v58
	v_lshlrev_b32_e32 v42, 7, v34
	s_waitcnt lgkmcnt(0)
	s_nop 3
	v_div_scale_f32 v16, s[0:1], v18, v18, v0
	v_rcp_f32_e32 v17, v16
	s_lshr_b32 s0, s3, 1
	v_or_b32_e32 v19, s0, v19
	v_fma_f32 v20, -v16, v17, 1.0
	v_fmac_f32_e32 v17, v20, v17
	v_div_scale_f32 v20, vcc, v0, v18, v0
	v_mul_f32_e32 v21, v20, v17
	v_fma_f32 v22, -v16, v21, v20
	v_fmac_f32_e32 v21, v22, v17
	v_fma_f32 v16, -v16, v21, v20
	v_div_scale_f32 v20, s[0:1], v18, v18, v1
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v16, v16, v17, v21
	v_div_fixup_f32 v16, v16, v18, v0
	v_cvt_f16_f32_e32 v16, v16
	v_fma_f32 v0, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v0, v22
	v_div_scale_f32 v0, vcc, v1, v18, v1
	v_mul_f32_e32 v17, v0, v22
	v_fma_f32 v21, -v20, v17, v0
	v_fmac_f32_e32 v17, v21, v22
	v_fma_f32 v0, -v20, v17, v0
	v_div_scale_f32 v20, s[0:1], v18, v18, v2
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v0, v0, v22, v17
	v_div_fixup_f32 v17, v0, v18, v1
	v_cvt_f16_f32_e32 v17, v17
	v_fma_f32 v0, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v2, v18, v2
	v_mul_f32_e32 v1, v0, v21
	v_fma_f32 v22, -v20, v1, v0
	v_fmac_f32_e32 v1, v22, v21
	v_fma_f32 v0, -v20, v1, v0
	v_div_scale_f32 v20, s[0:1], v18, v18, v3
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v2, v0, v18, v2
	v_cvt_f16_f32_e32 v2, v2
	v_fma_f32 v0, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v0, v22
	v_div_scale_f32 v0, vcc, v3, v18, v3
	v_mul_f32_e32 v1, v0, v22
	v_fma_f32 v21, -v20, v1, v0
	v_fmac_f32_e32 v1, v21, v22
	v_fma_f32 v0, -v20, v1, v0
	v_div_scale_f32 v20, s[0:1], v18, v18, v4
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v0, v0, v22, v1
	v_div_fixup_f32 v3, v0, v18, v3
	v_cvt_f16_f32_e32 v3, v3
	v_fma_f32 v0, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v4, v18, v4
	v_mul_f32_e32 v1, v0, v21
	v_fma_f32 v22, -v20, v1, v0
	v_fmac_f32_e32 v1, v22, v21
	v_fma_f32 v0, -v20, v1, v0
	v_div_scale_f32 v20, s[0:1], v18, v18, v5
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v4, v0, v18, v4
	v_cvt_f16_f32_e32 v4, v4
	v_fma_f32 v0, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v0, v22
	v_div_scale_f32 v0, vcc, v5, v18, v5
	v_mul_f32_e32 v1, v0, v22
	v_fma_f32 v21, -v20, v1, v0
	v_fmac_f32_e32 v1, v21, v22
	v_fma_f32 v0, -v20, v1, v0
	v_div_scale_f32 v20, s[0:1], v18, v18, v6
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v0, v0, v22, v1
	v_div_fixup_f32 v5, v0, v18, v5
	v_cvt_f16_f32_e32 v5, v5
	v_fma_f32 v0, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v6, v18, v6
	v_mul_f32_e32 v1, v0, v21
	v_fma_f32 v22, -v20, v1, v0
	v_fmac_f32_e32 v1, v22, v21
	v_fma_f32 v0, -v20, v1, v0
	v_div_scale_f32 v20, s[0:1], v18, v18, v7
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v6, v0, v18, v6
	v_cvt_f16_f32_e32 v6, v6
	v_fma_f32 v0, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v0, v22
	v_div_scale_f32 v0, vcc, v7, v18, v7
	v_mul_f32_e32 v1, v0, v22
	v_fma_f32 v21, -v20, v1, v0
	v_fmac_f32_e32 v1, v21, v22
	v_fma_f32 v0, -v20, v1, v0
	v_div_scale_f32 v20, s[0:1], v18, v18, v8
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v0, v0, v22, v1
	v_div_fixup_f32 v7, v0, v18, v7
	v_cvt_f16_f32_e32 v7, v7
	v_fma_f32 v0, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v8, v18, v8
	v_mul_f32_e32 v1, v0, v21
	v_fma_f32 v22, -v20, v1, v0
	v_fmac_f32_e32 v1, v22, v21
	v_fma_f32 v0, -v20, v1, v0
	v_div_scale_f32 v20, s[0:1], v18, v18, v9
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v8, v0, v18, v8
	v_cvt_f16_f32_e32 v8, v8
	v_fma_f32 v0, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v0, v22
	v_div_scale_f32 v0, vcc, v9, v18, v9
	v_mul_f32_e32 v1, v0, v22
	v_fma_f32 v21, -v20, v1, v0
	v_fmac_f32_e32 v1, v21, v22
	v_fma_f32 v0, -v20, v1, v0
	v_div_scale_f32 v20, s[0:1], v18, v18, v10
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v0, v0, v22, v1
	v_div_fixup_f32 v9, v0, v18, v9
	v_cvt_f16_f32_e32 v9, v9
	v_fma_f32 v0, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v10, v18, v10
	v_mul_f32_e32 v1, v0, v21
	v_fma_f32 v22, -v20, v1, v0
	v_fmac_f32_e32 v1, v22, v21
	v_fma_f32 v0, -v20, v1, v0
	v_div_scale_f32 v20, s[0:1], v18, v18, v11
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v10, v0, v18, v10
	v_cvt_f16_f32_e32 v10, v10
	v_fma_f32 v0, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v0, v22
	v_div_scale_f32 v0, vcc, v11, v18, v11
	v_mul_f32_e32 v1, v0, v22
	v_fma_f32 v21, -v20, v1, v0
	v_fmac_f32_e32 v1, v21, v22
	v_fma_f32 v0, -v20, v1, v0
	v_div_scale_f32 v20, s[0:1], v18, v18, v12
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v0, v0, v22, v1
	v_div_fixup_f32 v11, v0, v18, v11
	v_cvt_f16_f32_e32 v11, v11
	v_fma_f32 v0, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v12, v18, v12
	v_mul_f32_e32 v1, v0, v21
	v_fma_f32 v22, -v20, v1, v0
	v_fmac_f32_e32 v1, v22, v21
	v_fma_f32 v0, -v20, v1, v0
	v_div_scale_f32 v20, s[0:1], v18, v18, v13
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v12, v0, v18, v12
	v_cvt_f16_f32_e32 v12, v12
	v_fma_f32 v0, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v0, v22
	v_div_scale_f32 v0, vcc, v13, v18, v13
	v_mul_f32_e32 v1, v0, v22
	v_fma_f32 v21, -v20, v1, v0
	v_fmac_f32_e32 v1, v21, v22
	v_fma_f32 v0, -v20, v1, v0
	v_div_scale_f32 v20, s[0:1], v18, v18, v14
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v0, v0, v22, v1
	v_div_fixup_f32 v13, v0, v18, v13
	v_cvt_f16_f32_e32 v13, v13
	v_fma_f32 v0, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v14, v18, v14
	v_mul_f32_e32 v1, v0, v21
	v_fma_f32 v22, -v20, v1, v0
	v_fmac_f32_e32 v1, v22, v21
	v_fma_f32 v0, -v20, v1, v0
	v_div_scale_f32 v20, s[0:1], v18, v18, v15
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v0, v0, v21, v1
	v_div_fixup_f32 v14, v0, v18, v14
	v_cvt_f16_f32_e32 v14, v14
	v_fma_f32 v0, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v0, v22
	v_div_scale_f32 v0, vcc, v15, v18, v15
	v_mul_f32_e32 v1, v0, v22
	v_fma_f32 v21, -v20, v1, v0
	v_fmac_f32_e32 v1, v21, v22
	v_fma_f32 v0, -v20, v1, v0
	v_div_fmas_f32 v0, v0, v22, v1
	v_div_fixup_f32 v15, v0, v18, v15
	v_lshl_add_u64 v[0:1], s[8:9], 0, v[42:43]
	v_lshlrev_b32_e32 v42, 1, v19
	v_cvt_f16_f32_e32 v15, v15
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[42:43]
	v_pack_b32_f16 v3, v2, v3
	v_pack_b32_f16 v2, v16, v17
	global_store_dwordx2 v[0:1], v[2:3], off
	v_pack_b32_f16 v3, v6, v7
	v_pack_b32_f16 v2, v4, v5
	global_store_dwordx2 v[0:1], v[2:3], off offset:16
	v_pack_b32_f16 v3, v10, v11
	v_pack_b32_f16 v2, v8, v9
	global_store_dwordx2 v[0:1], v[2:3], off offset:32
	v_pack_b32_f16 v3, v14, v15
	v_pack_b32_f16 v2, v12, v13
	global_store_dwordx2 v[0:1], v[2:3], off offset:48
	s_endpgm
.Lfunc_end0:
	.size	attn_step, .Lfunc_end0-attn_step
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel attn_step
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 12
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 92
		.amdhsa_next_free_sgpr 14
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
	.set .Lattn_step.num_vgpr, 92
	.set .Lattn_step.num_agpr, 0
	.set .Lattn_step.numbered_sgpr, 14
	.set .Lattn_step.num_named_barrier, 0
	.set .Lattn_step.private_seg_size, 0
	.set .Lattn_step.uses_vcc, 1
	.set .Lattn_step.uses_flat_scratch, 0
	.set .Lattn_step.has_dyn_sized_stack, 0
	.set .Lattn_step.has_recursion, 0
	.set .Lattn_step.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5704
; TotalNumSgprs: 20
; NumVgprs: 92
; NumAgprs: 0
; TotalNumVgprs: 92
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 92
; AccumOffset: 92
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .name:           attn_step
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         attn_step.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     92
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
