	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	colsum_kernel                   ; -- Begin function colsum_kernel
	.p2align	8
	.type	colsum_kernel,@function
colsum_kernel:                          ; @colsum_kernel
; %bb.35:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.36:
.LBB0_0:
	v_readfirstlane_b32 s8, v0
	s_and_b32 s9, s8, 0xc0
	v_and_or_b32 v1, v0, 63, s9
	v_and_b32_e32 v8, 0x7f, v1
	s_lshr_b32 s10, s8, 7
	v_lshl_or_b32 v2, s12, 7, v8
	s_cmp_lt_i32 s10, s6
	s_cselect_b64 s[0:1], -1, 0
	v_cmp_gt_i32_e32 vcc, s7, v2
	v_mov_b32_e32 v9, 0
	s_and_b64 s[12:13], s[0:1], vcc
	v_ashrrev_i32_e32 v3, 31, v2
	v_mov_b32_e32 v10, v9
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_mul_i32 s12, s10, s7
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[12:13]
	global_load_dword v10, v[4:5], off
.LBB0_2:
	s_or_b64 exec, exec, s[0:1]
	s_or_b32 s11, s10, 2
	s_cmp_lt_i32 s11, s6
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[12:13], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_4
; %bb.3:
	s_mul_i32 s12, s11, s7
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[12:13]
	global_load_dword v9, v[4:5], off
.LBB0_4:
	s_or_b64 exec, exec, s[0:1]
	s_or_b32 s11, s10, 4
	s_cmp_lt_i32 s11, s6
	s_cselect_b64 s[0:1], -1, 0
	v_mov_b32_e32 v11, 0
	s_and_b64 s[12:13], s[0:1], vcc
	v_mov_b32_e32 v12, v11
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_6
; %bb.5:
	s_mul_i32 s12, s11, s7
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[12:13]
	global_load_dword v12, v[4:5], off
.LBB0_6:
	s_or_b64 exec, exec, s[0:1]
	s_or_b32 s11, s10, 6
	s_cmp_lt_i32 s11, s6
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[12:13], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_8
; %bb.7:
	s_mul_i32 s12, s11, s7
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[12:13]
	global_load_dword v11, v[4:5], off
.LBB0_8:
	s_or_b64 exec, exec, s[0:1]
	s_or_b32 s11, s10, 8
	s_cmp_lt_i32 s11, s6
	s_cselect_b64 s[0:1], -1, 0
	v_mov_b32_e32 v13, 0
	s_and_b64 s[12:13], s[0:1], vcc
	v_mov_b32_e32 v14, v13
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_10
; %bb.9:
	s_mul_i32 s12, s11, s7
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[12:13]
	global_load_dword v14, v[4:5], off
.LBB0_10:
	s_or_b64 exec, exec, s[0:1]
	s_or_b32 s11, s10, 10
	s_cmp_lt_i32 s11, s6
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[12:13], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_12
; %bb.11:
	s_mul_i32 s12, s11, s7
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[12:13]
	global_load_dword v13, v[4:5], off
.LBB0_12:
	s_or_b64 exec, exec, s[0:1]
	s_or_b32 s11, s10, 12
	s_cmp_lt_i32 s11, s6
	s_cselect_b64 s[0:1], -1, 0
	v_mov_b32_e32 v15, 0
	s_and_b64 s[12:13], s[0:1], vcc
	v_mov_b32_e32 v16, v15
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_14
; %bb.13:
	s_mul_i32 s12, s11, s7
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[12:13]
	global_load_dword v16, v[4:5], off
.LBB0_14:
	s_or_b64 exec, exec, s[0:1]
	s_or_b32 s11, s10, 14
	s_cmp_lt_i32 s11, s6
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[12:13], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_16
; %bb.15:
	s_mul_i32 s12, s11, s7
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[12:13]
	global_load_dword v15, v[4:5], off
.LBB0_16:
	s_or_b64 exec, exec, s[0:1]
	s_or_b32 s11, s10, 16
	s_cmp_lt_i32 s11, s6
	s_cselect_b64 s[0:1], -1, 0
	v_mov_b32_e32 v17, 0
	s_and_b64 s[12:13], s[0:1], vcc
	v_mov_b32_e32 v18, v17
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_18
; %bb.17:
	s_mul_i32 s12, s11, s7
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[12:13]
	global_load_dword v18, v[4:5], off
.LBB0_18:
	s_or_b64 exec, exec, s[0:1]
	s_or_b32 s11, s10, 18
	s_cmp_lt_i32 s11, s6
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[12:13], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_20
; %bb.19:
	s_mul_i32 s12, s11, s7
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[12:13]
	global_load_dword v17, v[4:5], off
.LBB0_20:
	s_or_b64 exec, exec, s[0:1]
	s_or_b32 s11, s10, 20
	s_cmp_lt_i32 s11, s6
	s_cselect_b64 s[0:1], -1, 0
	v_mov_b32_e32 v19, 0
	s_and_b64 s[12:13], s[0:1], vcc
	v_mov_b32_e32 v20, v19
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_22
; %bb.21:
	s_mul_i32 s12, s11, s7
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[12:13]
	global_load_dword v20, v[4:5], off
.LBB0_22:
	s_or_b64 exec, exec, s[0:1]
	s_or_b32 s11, s10, 22
	s_cmp_lt_i32 s11, s6
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[12:13], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_24
; %bb.23:
	s_mul_i32 s12, s11, s7
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[12:13]
	global_load_dword v19, v[4:5], off
.LBB0_24:
	s_or_b64 exec, exec, s[0:1]
	s_or_b32 s11, s10, 24
	s_cmp_lt_i32 s11, s6
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[12:13], s[0:1], vcc
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_26
; %bb.25:
	s_mul_i32 s12, s11, s7
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[12:13]
	global_load_dword v4, v[6:7], off
.LBB0_26:
	s_or_b64 exec, exec, s[0:1]
	s_or_b32 s11, s10, 26
	s_cmp_lt_i32 s11, s6
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[12:13], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_28
; %bb.27:
	s_mul_i32 s12, s11, s7
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[12:13]
	global_load_dword v5, v[6:7], off
.LBB0_28:
	s_or_b64 exec, exec, s[0:1]
	s_or_b32 s11, s10, 28
	s_cmp_lt_i32 s11, s6
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[12:13], s[0:1], vcc
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_30
; %bb.29:
	s_mul_i32 s12, s11, s7
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	v_lshl_add_u64 v[22:23], v[2:3], 2, s[12:13]
	global_load_dword v6, v[22:23], off
.LBB0_30:
	s_or_b64 exec, exec, s[0:1]
	s_or_b32 s10, s10, 30
	s_cmp_lt_i32 s10, s6
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[12:13], s[0:1], vcc
	s_and_saveexec_b64 s[0:1], s[12:13]
	s_cbranch_execz .LBB0_32
; %bb.31:
	s_mul_i32 s6, s10, s7
	s_ashr_i32 s7, s6, 31
	s_lshl_b64 s[6:7], s[6:7], 2
	s_add_u32 s2, s2, s6
	s_addc_u32 s3, s3, s7
	v_lshl_add_u64 v[22:23], v[2:3], 2, s[2:3]
	global_load_dword v7, v[22:23], off
.LBB0_32:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v10, v12
	v_add_f32_e32 v9, v9, v11
	v_add_f32_e32 v14, v14, v16
	v_add_f32_e32 v13, v13, v15
	v_add_f32_e32 v10, v18, v20
	v_add_f32_e32 v11, v17, v19
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
	v_add_f32_e32 v6, v12, v14
	v_add_f32_e32 v7, v9, v13
	v_pk_add_f32 v[4:5], v[10:11], v[4:5]
	v_lshlrev_b32_e32 v1, 2, v1
	s_and_b32 s0, s9, 0x80
	s_bfe_i32 s1, s9, 0x10007
	v_pk_add_f32 v[4:5], v[6:7], v[4:5]
	s_movk_i32 s2, 0x204
	v_and_b32_e32 v1, 0x1f8, v1
	v_bfe_i32 v0, v0, 0, 1
	v_add_f32_e32 v5, v4, v5
	v_lshlrev_b32_e32 v4, 2, v8
	s_and_b32 s1, s1, 0x204
	s_lshr_b32 s0, s0, 5
	v_and_or_b32 v0, v0, s2, v1
	v_xor_b32_e32 v6, s1, v4
	v_xor_b32_e32 v0, s0, v0
	v_add_u32_e32 v6, 0, v6
	v_add_u32_e32 v0, 0, v0
	ds_write_b32 v6, v5
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v0, v0
	s_bitcmp0_b32 s8, 7
	v_add_u32_e32 v1, s0, v1
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 s[0:1], s[0:1], vcc
	s_waitcnt lgkmcnt(0)
	v_add_f32_dpp v0, v0, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_barrier
	ds_write_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_34
; %bb.33:
	v_add_u32_e32 v0, 0, v4
	ds_read_b32 v4, v0
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[4:5]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v4, off
.LBB0_34:
	s_endpgm
.Lfunc_end0:
	.size	colsum_kernel, .Lfunc_end0-colsum_kernel
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel colsum_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 10
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 24
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
	.set .Lcolsum_kernel.num_vgpr, 24
	.set .Lcolsum_kernel.num_agpr, 0
	.set .Lcolsum_kernel.numbered_sgpr, 14
	.set .Lcolsum_kernel.num_named_barrier, 0
	.set .Lcolsum_kernel.private_seg_size, 0
	.set .Lcolsum_kernel.uses_vcc, 1
	.set .Lcolsum_kernel.uses_flat_scratch, 0
	.set .Lcolsum_kernel.has_dyn_sized_stack, 0
	.set .Lcolsum_kernel.has_recursion, 0
	.set .Lcolsum_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1648
; TotalNumSgprs: 20
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
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
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 256
    .name:           colsum_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         colsum_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
