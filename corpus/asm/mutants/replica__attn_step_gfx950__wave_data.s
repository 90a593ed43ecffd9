	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
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
	v_readfirstlane_b32 s0, v0
	s_and_b32 s10, s0, 0xc0
	v_and_b32_e32 v1, 63, v0
	v_or_b32_e32 v8, s10, v1
	v_lshlrev_b32_e32 v50, 4, v8
	v_and_b32_e32 v42, 0xf80, v50
	v_mov_b32_e32 v43, 0
	v_lshlrev_b32_e32 v9, 4, v0
	v_and_b32_e32 v2, 0x70, v9
	v_mov_b32_e32 v3, v43
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[42:43]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	s_movk_i32 s1, 0x1000
	global_load_dwordx4 v[12:15], v[4:5], off
	v_add_co_u32_e32 v4, vcc, s1, v4
	v_bfe_i32 v52, v0, 3, 1
	s_nop 0
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	global_load_dwordx4 v[16:19], v[4:5], off
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[42:43]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	v_add_co_u32_e32 v6, vcc, s1, v4
	s_movk_i32 s4, 0x220
	s_nop 0
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	global_load_dwordx4 v[20:23], v[4:5], off
	global_load_dwordx4 v[24:27], v[6:7], off
	v_bfe_i32 v6, v0, 2, 1
	v_and_b32_e32 v48, 32, v0
	v_bfe_i32 v5, v0, 1, 1
	s_bfe_i32 s5, s0, 0x10006
	v_and_b32_e32 v9, 0x110, v9
	v_and_b32_e32 v6, 0x980, v6
	v_and_b32_e32 v10, 0xdc0, v52
	v_mov_b32_e32 v4, 0x2e0
	v_bfe_i32 v54, v0, 5, 1
	v_lshlrev_b32_e32 v51, 5, v0
	s_and_b32 s5, s5, 0xdc0
	v_and_or_b32 v5, v5, s4, v9
	v_bitop3_b32 v6, v10, v6, v48 bitop3:0x36
	v_and_b32_e32 v7, 0x980, v54
	v_lshlrev_b32_e32 v8, 1, v8
	v_bitop3_b32 v4, v51, s5, v4 bitop3:0x6c
	v_xor_b32_e32 v5, v6, v5
	v_and_b32_e32 v6, 0x130, v8
	v_xor_b32_e32 v4, v4, v7
	v_add_u32_e32 v7, 0, v5
	v_xad_u32 v8, v5, 64, 0
	v_xor_b32_e32 v9, 0x80, v5
	v_xor_b32_e32 v5, 0xc0, v5
	v_xad_u32 v6, v4, v6, 0
	v_add_u32_e32 v10, 0, v5
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[42:43]
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[2:3]
	v_add_co_u32_e32 v4, vcc, s1, v2
	v_add_u32_e32 v9, 0, v9
	s_nop 0
	v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
	v_and_b32_e32 v49, 31, v0
	s_movk_i32 s2, 0x70
	v_lshlrev_b32_e32 v53, 3, v0
	s_and_b32 s3, s0, 64
	s_movk_i32 s1, 0x60
	s_mov_b32 s5, 0xc2fc0000
	s_and_b32 s4, s0, 0x80
	s_waitcnt vmcnt(3)
	ds_write_b128 v6, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[44:47], v8
	ds_read_b128 v[56:59], v9
	ds_read_b128 v[60:63], v10
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(2)
	ds_write_b128 v6, v[16:19]
	s_waitcnt lgkmcnt(0)
	s_barrier
	global_load_dwordx4 v[34:37], v[2:3], off
	global_load_dwordx4 v[38:41], v[4:5], off
	v_mov_b32_e32 v2, 0x70
	v_bitop3_b32 v55, s10, v2, v1 bitop3:0xc8
	v_xad_u32 v2, v50, v55, 0
	ds_read_b128 v[64:67], v7
	ds_read_b128 v[68:71], v8
	ds_read_b128 v[72:75], v9
	ds_read_b128 v[76:79], v10
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(3)
	ds_write_b128 v2, v[20:23]
	s_waitcnt vmcnt(2)
	ds_write_b128 v2, v[24:27] offset:4096
	v_lshlrev_b32_e32 v2, 7, v49
	v_lshrrev_b32_e32 v3, 1, v48
	v_lshl_or_b32 v2, s3, 6, v2
	v_bitop3_b32 v3, v53, v3, s2 bitop3:0x6c
	v_or_b32_e32 v4, v2, v3
	v_add_u32_e32 v5, 0, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[80:83], v5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[18:33], v[12:15], v[80:83], 0
	v_xad_u32 v5, v4, 32, 0
	ds_read_b128 v[84:87], v5
	v_bitop3_b32 v2, v2, s1, v3 bitop3:0x36
	v_xad_u32 v4, v4, 64, 0
	v_add_u32_e32 v2, 0, v2
	ds_read_b128 v[88:91], v2
	s_mov_b32 s2, 0x3fb8aa3b
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[18:33], v[44:47], v[84:87], v[18:33]
	ds_read_b128 v[44:47], v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_32x32x16_f16 v[2:17], v[64:67], v[80:83], 0
	v_mov_b32_e32 v66, 0x42800000
	v_not_b32_e32 v67, 63
	v_mfma_f32_32x32x16_f16 v[2:17], v[68:71], v[84:87], v[2:17]
	v_mfma_f32_32x32x16_f16 v[18:33], v[56:59], v[44:47], v[18:33]
	v_mfma_f32_32x32x16_f16 v[2:17], v[72:75], v[44:47], v[2:17]
	v_mfma_f32_32x32x16_f16 v[18:33], v[60:63], v[88:91], v[18:33]
	v_mfma_f32_32x32x16_f16 v[2:17], v[76:79], v[88:91], v[2:17]
	s_nop 10
	v_max_f32_e32 v42, v19, v19
	v_max_f32_e32 v44, v18, v18
	v_max3_f32 v45, v21, v22, v23
	v_max3_f32 v47, v27, v28, v29
	v_max_f32_e32 v42, v44, v42
	v_max3_f32 v44, v30, v31, v32
	v_max3_f32 v46, v24, v25, v26
	v_max3_f32 v56, v33, v2, v3
	v_max3_f32 v57, v4, v5, v6
	v_max3_f32 v58, v7, v8, v9
	v_max3_f32 v44, v47, v44, v56
	v_max3_f32 v47, v10, v11, v12
	v_max3_f32 v56, v13, v14, v15
	v_max3_f32 v42, v42, v20, v45
	v_max3_f32 v45, v57, v58, v47
	v_max3_f32 v47, v56, v16, v17
	v_max3_f32 v42, v42, v46, v44
	v_max3_f32 v42, v42, v45, v47
	v_mov_b32_e32 v44, v42
	s_nop 1
	v_permlane32_swap_b32_e32 v42, v44
	v_max_f32_e32 v44, v44, v44
	v_max_f32_e32 v42, v42, v42
	v_max_f32_e32 v42, v42, v44
	v_pk_add_f32 v[18:19], v[18:19], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[16:17], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[18:19], s[2:3] op_sel_hi:[1,0]
	v_pk_add_f32 v[20:21], v[20:21], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_cmp_gt_f32_e32 vcc, s5, v17
	v_cmp_gt_f32_e64 s[0:1], s5, v16
	v_pk_add_f32 v[22:23], v[22:23], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v18, 0, v66, vcc
	v_add_f32_e32 v17, v17, v18
	v_cndmask_b32_e64 v18, 0, v66, s[0:1]
	v_exp_f32_e32 v17, v17
	v_add_f32_e32 v16, v16, v18
	v_exp_f32_e32 v16, v16
	v_cndmask_b32_e32 v18, 0, v67, vcc
	v_ldexp_f32 v17, v17, v18
	v_cndmask_b32_e64 v18, 0, v67, s[0:1]
	v_ldexp_f32 v16, v16, v18
	v_pk_mul_f32 v[18:19], v[20:21], s[2:3] op_sel_hi:[1,0]
	v_pk_add_f32 v[24:25], v[24:25], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_cmp_gt_f32_e32 vcc, s5, v19
	v_cmp_gt_f32_e64 s[0:1], s5, v18
	v_pk_add_f32 v[26:27], v[26:27], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v20, 0, v66, vcc
	v_add_f32_e32 v19, v19, v20
	v_cndmask_b32_e64 v20, 0, v66, s[0:1]
	v_exp_f32_e32 v19, v19
	v_add_f32_e32 v18, v18, v20
	v_exp_f32_e32 v18, v18
	v_cndmask_b32_e32 v20, 0, v67, vcc
	v_ldexp_f32 v19, v19, v20
	v_cndmask_b32_e64 v20, 0, v67, s[0:1]
	v_ldexp_f32 v18, v18, v20
	v_pk_mul_f32 v[20:21], v[22:23], s[2:3] op_sel_hi:[1,0]
	v_pk_add_f32 v[28:29], v[28:29], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_cmp_gt_f32_e32 vcc, s5, v21
	v_cmp_gt_f32_e64 s[0:1], s5, v20
	v_pk_add_f32 v[30:31], v[30:31], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v22, 0, v66, vcc
	v_add_f32_e32 v21, v21, v22
	v_cndmask_b32_e64 v22, 0, v66, s[0:1]
	v_exp_f32_e32 v21, v21
	v_add_f32_e32 v20, v20, v22
	v_exp_f32_e32 v20, v20
	v_cndmask_b32_e32 v22, 0, v67, vcc
	v_ldexp_f32 v21, v21, v22
	v_cndmask_b32_e64 v22, 0, v67, s[0:1]
	v_ldexp_f32 v20, v20, v22
	v_pk_mul_f32 v[22:23], v[24:25], s[2:3] op_sel_hi:[1,0]
	v_pk_add_f32 v[32:33], v[32:33], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_cmp_gt_f32_e32 vcc, s5, v23
	v_cmp_gt_f32_e64 s[0:1], s5, v22
	v_pk_add_f32 v[2:3], v[2:3], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v24, 0, v66, vcc
	v_add_f32_e32 v23, v23, v24
	v_cndmask_b32_e64 v24, 0, v66, s[0:1]
	v_exp_f32_e32 v23, v23
	v_add_f32_e32 v22, v22, v24
	v_exp_f32_e32 v22, v22
	v_cndmask_b32_e32 v24, 0, v67, vcc
	v_ldexp_f32 v23, v23, v24
	v_cndmask_b32_e64 v24, 0, v67, s[0:1]
	v_ldexp_f32 v22, v22, v24
	v_pk_mul_f32 v[24:25], v[26:27], s[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[2:3] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s5, v25
	v_cmp_gt_f32_e64 s[0:1], s5, v24
	v_pk_add_f32 v[4:5], v[4:5], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v26, 0, v66, vcc
	v_add_f32_e32 v25, v25, v26
	v_cndmask_b32_e64 v26, 0, v66, s[0:1]
	v_exp_f32_e32 v25, v25
	v_add_f32_e32 v24, v24, v26
	v_exp_f32_e32 v24, v24
	v_cndmask_b32_e32 v26, 0, v67, vcc
	v_ldexp_f32 v25, v25, v26
	v_cndmask_b32_e64 v26, 0, v67, s[0:1]
	v_ldexp_f32 v24, v24, v26
	v_pk_mul_f32 v[26:27], v[28:29], s[2:3] op_sel_hi:[1,0]
	v_pk_add_f32 v[6:7], v[6:7], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_cmp_gt_f32_e32 vcc, s5, v27
	v_cmp_gt_f32_e64 s[0:1], s5, v26
	v_pk_add_f32 v[8:9], v[8:9], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v28, 0, v66, vcc
	v_add_f32_e32 v27, v27, v28
	v_cndmask_b32_e64 v28, 0, v66, s[0:1]
	v_exp_f32_e32 v27, v27
	v_add_f32_e32 v26, v26, v28
	v_exp_f32_e32 v26, v26
	v_cndmask_b32_e32 v28, 0, v67, vcc
	v_ldexp_f32 v27, v27, v28
	v_cndmask_b32_e64 v28, 0, v67, s[0:1]
	v_ldexp_f32 v26, v26, v28
	v_pk_mul_f32 v[28:29], v[30:31], s[2:3] op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[10:11], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_cmp_gt_f32_e32 vcc, s5, v29
	v_cmp_gt_f32_e64 s[0:1], s5, v28
	v_pk_add_f32 v[12:13], v[12:13], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v30, 0, v66, vcc
	v_add_f32_e32 v29, v29, v30
	v_cndmask_b32_e64 v30, 0, v66, s[0:1]
	v_exp_f32_e32 v29, v29
	v_add_f32_e32 v28, v28, v30
	v_exp_f32_e32 v28, v28
	v_cndmask_b32_e32 v30, 0, v67, vcc
	v_ldexp_f32 v29, v29, v30
	v_cndmask_b32_e64 v30, 0, v67, s[0:1]
	v_ldexp_f32 v28, v28, v30
	v_pk_mul_f32 v[30:31], v[32:33], s[2:3] op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[14:15], v[42:43] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_cmp_gt_f32_e32 vcc, s5, v31
	v_cmp_gt_f32_e64 s[0:1], s5, v30
	v_and_b32_e32 v42, 4, v0
	v_cndmask_b32_e32 v32, 0, v66, vcc
	v_add_f32_e32 v31, v31, v32
	v_cndmask_b32_e64 v32, 0, v66, s[0:1]
	v_exp_f32_e32 v31, v31
	v_add_f32_e32 v30, v30, v32
	v_exp_f32_e32 v30, v30
	v_cndmask_b32_e32 v32, 0, v67, vcc
	v_ldexp_f32 v31, v31, v32
	v_cndmask_b32_e64 v32, 0, v67, s[0:1]
	v_cmp_gt_f32_e32 vcc, s5, v3
	v_ldexp_f32 v30, v30, v32
	v_cmp_gt_f32_e64 s[0:1], s5, v2
	v_cndmask_b32_e32 v32, 0, v66, vcc
	v_add_f32_e32 v3, v3, v32
	v_cndmask_b32_e64 v32, 0, v66, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v32
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v32, 0, v67, vcc
	v_ldexp_f32 v33, v3, v32
	v_cndmask_b32_e64 v3, 0, v67, s[0:1]
	v_ldexp_f32 v32, v2, v3
	v_pk_mul_f32 v[2:3], v[4:5], s[2:3] op_sel_hi:[1,0]
	v_cvt_pk_f16_f32 v5, v22, v23
	v_cmp_gt_f32_e32 vcc, s5, v3
	v_cmp_gt_f32_e64 s[0:1], s5, v2
	v_lshlrev_b32_e32 v0, 1, v0
	v_cndmask_b32_e32 v4, 0, v66, vcc
	v_add_f32_e32 v3, v3, v4
	v_cndmask_b32_e64 v4, 0, v66, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v4
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v4, 0, v67, vcc
	v_ldexp_f32 v45, v3, v4
	v_cndmask_b32_e64 v3, 0, v67, s[0:1]
	v_ldexp_f32 v44, v2, v3
	v_pk_mul_f32 v[2:3], v[6:7], s[2:3] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v7, 1, v49
	v_cmp_gt_f32_e32 vcc, s5, v3
	v_cmp_gt_f32_e64 s[0:1], s5, v2
	v_cvt_pk_f16_f32 v6, v24, v25
	v_cndmask_b32_e32 v4, 0, v66, vcc
	v_add_f32_e32 v3, v3, v4
	v_cndmask_b32_e64 v4, 0, v66, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v4
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v4, 0, v67, vcc
	v_ldexp_f32 v47, v3, v4
	v_cndmask_b32_e64 v3, 0, v67, s[0:1]
	v_ldexp_f32 v46, v2, v3
	v_pk_mul_f32 v[2:3], v[8:9], s[2:3] op_sel_hi:[1,0]
	v_and_b32_e32 v9, 0x210, v54
	v_cmp_gt_f32_e32 vcc, s5, v3
	v_cmp_gt_f32_e64 s[0:1], s5, v2
	v_and_b32_e32 v0, 32, v0
	v_cndmask_b32_e32 v4, 0, v66, vcc
	v_add_f32_e32 v3, v3, v4
	v_cndmask_b32_e64 v4, 0, v66, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v4
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v4, 0, v67, vcc
	v_ldexp_f32 v59, v3, v4
	v_cndmask_b32_e64 v3, 0, v67, s[0:1]
	v_ldexp_f32 v58, v2, v3
	v_pk_mul_f32 v[2:3], v[10:11], s[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e32 vcc, s5, v3
	v_cmp_gt_f32_e64 s[0:1], s5, v2
	s_nop 0
	v_cndmask_b32_e32 v4, 0, v66, vcc
	v_add_f32_e32 v3, v3, v4
	v_cndmask_b32_e64 v4, 0, v66, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v4
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v4, 0, v67, vcc
	v_ldexp_f32 v61, v3, v4
	v_cndmask_b32_e64 v3, 0, v67, s[0:1]
	v_ldexp_f32 v60, v2, v3
	v_pk_mul_f32 v[2:3], v[12:13], s[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e32 vcc, s5, v3
	v_cmp_gt_f32_e64 s[0:1], s5, v2
	s_nop 0
	v_cndmask_b32_e32 v4, 0, v66, vcc
	v_add_f32_e32 v3, v3, v4
	v_cndmask_b32_e64 v4, 0, v66, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v4
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v4, 0, v67, vcc
	v_ldexp_f32 v63, v3, v4
	v_cndmask_b32_e64 v3, 0, v67, s[0:1]
	v_ldexp_f32 v62, v2, v3
	v_pk_mul_f32 v[2:3], v[14:15], s[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e32 vcc, s5, v3
	v_cmp_gt_f32_e64 s[0:1], s5, v2
	s_nop 0
	v_cndmask_b32_e32 v4, 0, v66, vcc
	v_add_f32_e32 v3, v3, v4
	v_cndmask_b32_e64 v4, 0, v66, s[0:1]
	v_exp_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v4
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v4, 0, v67, vcc
	v_ldexp_f32 v65, v3, v4
	v_cndmask_b32_e64 v3, 0, v67, s[0:1]
	v_ldexp_f32 v64, v2, v3
	v_pk_mul_f32 v[2:3], v[56:57], s[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_cmp_gt_f32_e32 vcc, s5, v3
	v_cmp_gt_f32_e64 s[0:1], s5, v2
	s_nop 0
	v_cndmask_b32_e32 v4, 0, v66, vcc
	v_add_f32_e32 v3, v3, v4
	v_exp_f32_e32 v3, v3
	v_cndmask_b32_e64 v4, 0, v66, s[0:1]
	v_add_f32_e32 v2, v2, v4
	v_cndmask_b32_e32 v4, 0, v67, vcc
	v_ldexp_f32 v57, v3, v4
	v_cndmask_b32_e64 v3, 0, v67, s[0:1]
	s_movk_i32 s0, 0x210
	v_exp_f32_e32 v2, v2
	v_bitop3_b32 v7, v54, v7, s0 bitop3:0x6c
	v_or_b32_e32 v7, s3, v7
	v_add_u32_e32 v8, 0, v7
	ds_write_b16 v8, v6 offset:2048
	ds_write_b16_d16_hi v8, v6 offset:2176
	v_cvt_pk_f16_f32 v6, v32, v33
	v_ldexp_f32 v56, v2, v3
	v_cvt_pk_f16_f32 v2, v16, v17
	ds_write_b16 v8, v6 offset:4096
	ds_write_b16_d16_hi v8, v6 offset:4224
	v_cvt_pk_f16_f32 v6, v60, v61
	ds_write_b16 v8, v2
	ds_write_b16_d16_hi v8, v2 offset:128
	v_cvt_pk_f16_f32 v2, v26, v27
	ds_write_b16 v8, v6 offset:6144
	ds_write_b16_d16_hi v8, v6 offset:6272
	v_xad_u32 v8, v7, 8, 0
	ds_write_b16 v8, v2 offset:2304
	ds_write_b16_d16_hi v8, v2 offset:2432
	v_cvt_pk_f16_f32 v2, v44, v45
	v_cvt_pk_f16_f32 v3, v18, v19
	ds_write_b16 v8, v2 offset:4352
	ds_write_b16_d16_hi v8, v2 offset:4480
	v_cvt_pk_f16_f32 v2, v62, v63
	v_cvt_pk_f16_f32 v6, v28, v29
	ds_write_b16 v8, v3 offset:256
	ds_write_b16_d16_hi v8, v3 offset:384
	ds_write_b16 v8, v2 offset:6400
	ds_write_b16_d16_hi v8, v2 offset:6528
	v_xad_u32 v8, v7, 32, 0
	v_cvt_pk_f16_f32 v2, v46, v47
	ds_write_b16 v8, v6 offset:3072
	ds_write_b16_d16_hi v8, v6 offset:3200
	v_cvt_pk_f16_f32 v6, v64, v65
	v_cvt_pk_f16_f32 v4, v20, v21
	v_cvt_pk_f16_f32 v3, v30, v31
	ds_write_b16 v8, v2 offset:5120
	ds_write_b16_d16_hi v8, v2 offset:5248
	v_cvt_pk_f16_f32 v2, v56, v57
	ds_write_b16 v8, v6 offset:7168
	ds_write_b16_d16_hi v8, v6 offset:7296
	v_xad_u32 v6, v7, 40, 0
	s_lshr_b32 s0, s4, 1
	ds_write_b16 v8, v4 offset:1024
	ds_write_b16_d16_hi v8, v4 offset:1152
	v_cvt_pk_f16_f32 v4, v58, v59
	ds_write_b16 v6, v5 offset:1280
	ds_write_b16_d16_hi v6, v5 offset:1408
	ds_write_b16 v6, v3 offset:3328
	ds_write_b16_d16_hi v6, v3 offset:3456
	ds_write_b16 v6, v4 offset:5376
	ds_write_b16_d16_hi v6, v4 offset:5504
	ds_write_b16 v6, v2 offset:7424
	ds_write_b16_d16_hi v6, v2 offset:7552
	v_and_b32_e32 v2, 24, v53
	v_lshl_or_b32 v3, v42, 5, s0
	s_movk_i32 s0, 0x108
	v_bitop3_b32 v4, v52, v2, s0 bitop3:0x6c
	v_xor_b32_e32 v4, v4, v9
	v_or3_b32 v3, v3, v4, v0
	v_add_u32_e32 v4, 0, v3
	v_xad_u32 v3, v3, 32, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[68:69], v3 offset:1024
	ds_read_b64_tr_b16 v[72:73], v3 offset:3072
	ds_read_b64_tr_b16 v[76:77], v3 offset:5120
	ds_read_b64_tr_b16 v[80:81], v3 offset:7168
	v_lshrrev_b32_e32 v3, 1, v55
	v_xor_b32_e32 v3, v3, v50
	ds_read_b64_tr_b16 v[66:67], v4
	ds_read_b64_tr_b16 v[70:71], v4 offset:2048
	ds_read_b64_tr_b16 v[74:75], v4 offset:4096
	ds_read_b64_tr_b16 v[78:79], v4 offset:6144
	v_add_u32_e32 v4, 0, v3
	v_xad_u32 v3, v3, 8, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v4, v[34:35], v[38:39] offset1:8
	ds_write2st64_b64 v3, v[36:37], v[40:41] offset1:8
	v_mov_b32_e32 v3, 0x48
	s_movk_i32 s0, 0x180
	v_bitop3_b32 v1, s10, v3, v1 bitop3:0xc8
	v_and_or_b32 v2, v51, s0, v2
	v_bitop3_b32 v1, v1, v2, v9 bitop3:0x36
	v_or_b32_e32 v0, v1, v0
	v_add_u32_e32 v1, 0, v0
	v_xad_u32 v0, v0, 32, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[36:37], v0 offset:1024
	ds_read_b64_tr_b16 v[34:35], v1
	ds_read_b64_tr_b16 v[38:39], v1 offset:2048
	ds_read_b64_tr_b16 v[50:51], v1 offset:4096
	ds_read_b64_tr_b16 v[82:83], v1 offset:6144
	ds_read_b64_tr_b16 v[40:41], v0 offset:3072
	ds_read_b64_tr_b16 v[52:53], v0 offset:5120
	ds_read_b64_tr_b16 v[84:85], v0 offset:7168
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_f16 v[0:15], v[34:37], v[66:69], 0
	v_add_f32_e64 v16, v16, v18
	v_add_f32_e64 v17, v17, v19
	v_add_f32_e64 v18, v20, v22
	v_add_f32_e64 v19, v21, v23
	v_add_f32_e64 v20, v24, v26
	v_add_f32_e64 v21, v25, v27
	v_pk_add_f32 v[22:23], v[28:29], v[30:31]
	v_pk_add_f32 v[24:25], v[32:33], v[44:45]
	v_pk_add_f32 v[26:27], v[46:47], v[58:59]
	v_pk_add_f32 v[28:29], v[60:61], v[62:63]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[0:15], v[38:41], v[70:73], v[0:15]
	v_add_f32_e64 v30, v64, v56
	v_add_f32_e64 v31, v65, v57
	v_add_f32_e64 v16, v16, v18
	v_add_f32_e64 v17, v17, v19
	v_add_f32_e64 v18, v20, v22
	v_add_f32_e64 v19, v21, v23
	v_pk_add_f32 v[20:21], v[24:25], v[26:27]
	v_pk_add_f32 v[22:23], v[28:29], v[30:31]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
	v_pk_add_f32 v[18:19], v[20:21], v[22:23]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[0:15], v[50:53], v[74:77], v[0:15]
	v_add_f32_e64 v16, v16, v18
	v_add_f32_e64 v17, v17, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v16, v16, v17
	v_mov_b32_e32 v17, v16
	s_nop 1
	v_permlane32_swap_b32_e32 v16, v17
	v_add_f32_e32 v16, v16, v17
	v_lshl_add_u32 v17, v49, 2, 0
	v_mfma_f32_32x32x16_f16 v[0:15], v[82:85], v[78:81], v[0:15]
	v_lshl_add_u32 v18, s3, 1, v17
	s_barrier
	v_add_u32_e32 v16, s14, v16
	ds_write_b32 v18, v16
	v_add_u32_e32 v16, s4, v17
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v16, v16
	s_lshr_b32 s0, s4, 2
	v_or_b32_e32 v34, s0, v49
	v_lshrrev_b32_e32 v19, 2, v48
	v_lshlrev_b32_e32 v42, 7, v34
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v17, s[0:1], v16, v16, v0
	v_rcp_f32_e32 v18, v17
	s_lshr_b32 s0, s3, 1
	v_or_b32_e32 v19, s0, v19
	v_fma_f32 v20, -v17, v18, 1.0
	v_fmac_f32_e32 v18, v20, v18
	v_div_scale_f32 v20, vcc, v0, v16, v0
	v_mul_f32_e32 v21, v20, v18
	v_fma_f32 v22, -v17, v21, v20
	v_fmac_f32_e32 v21, v22, v18
	v_fma_f32 v17, -v17, v21, v20
	v_div_scale_f32 v20, s[0:1], v16, v16, v1
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v17, v17, v18, v21
	v_div_fixup_f32 v0, v17, v16, v0
	v_fma_f32 v17, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v17, v22
	v_div_scale_f32 v17, vcc, v1, v16, v1
	v_mul_f32_e32 v18, v17, v22
	v_fma_f32 v21, -v20, v18, v17
	v_fmac_f32_e32 v18, v21, v22
	v_fma_f32 v17, -v20, v18, v17
	v_div_scale_f32 v20, s[0:1], v16, v16, v2
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v17, v17, v22, v18
	v_div_fixup_f32 v1, v17, v16, v1
	v_cvt_pk_f16_f32 v0, v0, v1
	v_fma_f32 v17, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v17, v21
	v_div_scale_f32 v17, vcc, v2, v16, v2
	v_mul_f32_e32 v18, v17, v21
	v_fma_f32 v22, -v20, v18, v17
	v_fmac_f32_e32 v18, v22, v21
	v_fma_f32 v17, -v20, v18, v17
	v_div_scale_f32 v20, s[0:1], v16, v16, v3
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v17, v17, v21, v18
	v_div_fixup_f32 v17, v17, v16, v2
	v_fma_f32 v2, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v2, v22
	v_div_scale_f32 v2, vcc, v3, v16, v3
	v_mul_f32_e32 v18, v2, v22
	v_fma_f32 v21, -v20, v18, v2
	v_fmac_f32_e32 v18, v21, v22
	v_fma_f32 v2, -v20, v18, v2
	v_div_scale_f32 v20, s[0:1], v16, v16, v4
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v2, v2, v22, v18
	v_div_fixup_f32 v3, v2, v16, v3
	v_fma_f32 v2, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v2, v21
	v_div_scale_f32 v2, vcc, v4, v16, v4
	v_mul_f32_e32 v18, v2, v21
	v_fma_f32 v22, -v20, v18, v2
	v_fmac_f32_e32 v18, v22, v21
	v_fma_f32 v2, -v20, v18, v2
	v_div_scale_f32 v20, s[0:1], v16, v16, v5
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v2, v2, v21, v18
	v_div_fixup_f32 v2, v2, v16, v4
	v_fma_f32 v4, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v4, v22
	v_div_scale_f32 v4, vcc, v5, v16, v5
	v_mul_f32_e32 v18, v4, v22
	v_fma_f32 v21, -v20, v18, v4
	v_fmac_f32_e32 v18, v21, v22
	v_fma_f32 v4, -v20, v18, v4
	v_div_scale_f32 v20, s[0:1], v16, v16, v6
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v4, v4, v22, v18
	v_div_fixup_f32 v4, v4, v16, v5
	v_cvt_pk_f16_f32 v2, v2, v4
	v_fma_f32 v5, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v5, v21
	v_div_scale_f32 v5, vcc, v6, v16, v6
	v_mul_f32_e32 v18, v5, v21
	v_fma_f32 v22, -v20, v18, v5
	v_fmac_f32_e32 v18, v22, v21
	v_fma_f32 v5, -v20, v18, v5
	v_div_scale_f32 v20, s[0:1], v16, v16, v7
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v5, v5, v21, v18
	v_div_fixup_f32 v6, v5, v16, v6
	v_permlane32_swap_b32_e32 v0, v2
	v_fma_f32 v5, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v5, v22
	v_div_scale_f32 v5, vcc, v7, v16, v7
	v_mul_f32_e32 v18, v5, v22
	v_fma_f32 v21, -v20, v18, v5
	v_fmac_f32_e32 v18, v21, v22
	v_fma_f32 v5, -v20, v18, v5
	v_div_scale_f32 v20, s[0:1], v16, v16, v8
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v5, v5, v22, v18
	v_div_fixup_f32 v7, v5, v16, v7
	v_fma_f32 v5, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v5, v21
	v_div_scale_f32 v5, vcc, v8, v16, v8
	v_mul_f32_e32 v18, v5, v21
	v_fma_f32 v22, -v20, v18, v5
	v_fmac_f32_e32 v18, v22, v21
	v_fma_f32 v5, -v20, v18, v5
	v_div_scale_f32 v20, s[0:1], v16, v16, v9
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v5, v5, v21, v18
	v_div_fixup_f32 v18, v5, v16, v8
	v_fma_f32 v5, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v5, v22
	v_div_scale_f32 v5, vcc, v9, v16, v9
	v_mul_f32_e32 v8, v5, v22
	v_fma_f32 v21, -v20, v8, v5
	v_fmac_f32_e32 v8, v21, v22
	v_fma_f32 v5, -v20, v8, v5
	v_div_scale_f32 v20, s[0:1], v16, v16, v10
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v5, v5, v22, v8
	v_div_fixup_f32 v22, v5, v16, v9
	v_fma_f32 v5, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v5, v21
	v_div_scale_f32 v5, vcc, v10, v16, v10
	v_mul_f32_e32 v8, v5, v21
	v_fma_f32 v9, -v20, v8, v5
	v_fmac_f32_e32 v8, v9, v21
	v_div_scale_f32 v9, s[0:1], v16, v16, v11
	v_fma_f32 v5, -v20, v8, v5
	v_rcp_f32_e32 v20, v9
	v_div_fmas_f32 v5, v5, v21, v8
	v_div_fixup_f32 v10, v5, v16, v10
	v_fma_f32 v5, -v9, v20, 1.0
	v_fmac_f32_e32 v20, v5, v20
	v_div_scale_f32 v5, vcc, v11, v16, v11
	v_mul_f32_e32 v8, v5, v20
	v_fma_f32 v21, -v9, v8, v5
	v_fmac_f32_e32 v8, v21, v20
	v_fma_f32 v5, -v9, v8, v5
	v_div_scale_f32 v9, s[0:1], v16, v16, v12
	v_rcp_f32_e32 v21, v9
	v_div_fmas_f32 v5, v5, v20, v8
	v_div_fixup_f32 v11, v5, v16, v11
	v_fma_f32 v5, -v9, v21, 1.0
	v_fmac_f32_e32 v21, v5, v21
	v_div_scale_f32 v5, vcc, v12, v16, v12
	v_mul_f32_e32 v8, v5, v21
	v_fma_f32 v20, -v9, v8, v5
	v_fmac_f32_e32 v8, v20, v21
	v_fma_f32 v5, -v9, v8, v5
	v_div_scale_f32 v9, s[0:1], v16, v16, v13
	v_rcp_f32_e32 v20, v9
	v_div_fmas_f32 v5, v5, v21, v8
	v_div_fixup_f32 v12, v5, v16, v12
	v_fma_f32 v5, -v9, v20, 1.0
	v_fmac_f32_e32 v20, v5, v20
	v_div_scale_f32 v5, vcc, v13, v16, v13
	v_mul_f32_e32 v8, v5, v20
	v_fma_f32 v21, -v9, v8, v5
	v_fmac_f32_e32 v8, v21, v20
	v_fma_f32 v5, -v9, v8, v5
	v_div_scale_f32 v9, s[0:1], v16, v16, v14
	v_rcp_f32_e32 v21, v9
	v_div_fmas_f32 v5, v5, v20, v8
	v_div_fixup_f32 v13, v5, v16, v13
	v_fma_f32 v5, -v9, v21, 1.0
	v_fmac_f32_e32 v21, v5, v21
	v_div_scale_f32 v5, vcc, v14, v16, v14
	v_mul_f32_e32 v8, v5, v21
	v_fma_f32 v20, -v9, v8, v5
	v_fmac_f32_e32 v8, v20, v21
	v_fma_f32 v5, -v9, v8, v5
	v_div_scale_f32 v9, s[0:1], v16, v16, v15
	v_rcp_f32_e32 v20, v9
	v_div_fmas_f32 v5, v5, v21, v8
	v_div_fixup_f32 v14, v5, v16, v14
	v_fma_f32 v5, -v9, v20, 1.0
	v_fmac_f32_e32 v20, v5, v20
	v_div_scale_f32 v5, vcc, v15, v16, v15
	v_mul_f32_e32 v8, v5, v20
	v_fma_f32 v21, -v9, v8, v5
	v_fmac_f32_e32 v8, v21, v20
	v_fma_f32 v5, -v9, v8, v5
	v_div_fmas_f32 v1, v5, v20, v8
	v_div_fixup_f32 v15, v1, v16, v15
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[42:43]
	v_lshlrev_b32_e32 v42, 1, v19
	v_cvt_pk_f16_f32 v1, v17, v3
	v_cvt_pk_f16_f32 v3, v6, v7
	v_lshl_add_u64 v[8:9], v[4:5], 0, v[42:43]
	v_cvt_pk_f16_f32 v4, v18, v22
	v_cvt_pk_f16_f32 v5, v10, v11
	v_cvt_pk_f16_f32 v6, v12, v13
	v_cvt_pk_f16_f32 v7, v14, v15
	v_permlane32_swap_b32_e32 v1, v3
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	global_store_dwordx4 v[8:9], v[0:3], off
	global_store_dwordx4 v[8:9], v[4:7], off offset:32
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
; codeLenInByte = 4912
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
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
