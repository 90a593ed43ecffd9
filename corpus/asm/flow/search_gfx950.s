	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	seq_sum                         ; -- Begin function seq_sum
	.p2align	8
	.type	seq_sum,@function
seq_sum:                                ; @seq_sum
; %bb.12:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.13:
.LBB0_0:
	s_cmp_lt_i32 s8, 1
	v_readfirstlane_b32 s9, v0
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %.lr.ph.preheader
	s_lshl_b32 s1, s14, 10
	s_mov_b32 s0, 0
.LBB0_2:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	s_add_i32 s10, s8, s0
	s_lshr_b32 s11, s10, 31
	s_add_i32 s10, s10, s11
	s_ashr_i32 s10, s10, 1
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	s_load_dword s11, s[12:13], 0x4
	s_add_i32 s12, s10, 1
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s11, s1
	s_cselect_b32 s8, s10, s8
	s_cselect_b32 s0, s0, s12
	s_cmp_lt_i32 s0, s8
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %._crit_edge.loopexit
	s_ashr_i32 s1, s0, 31
	s_branch .LBB0_5
.LBB0_4:
	s_mov_b64 s[0:1], 0
.LBB0_5:                                ; %._crit_edge
	s_bfe_u32 s8, s9, 0x20006
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s2, s2, s0
	s_addc_u32 s3, s3, s1
	s_load_dwordx2 s[0:1], s[2:3], 0x0
	v_and_b32_e32 v1, 63, v0
	s_waitcnt lgkmcnt(0)
	s_sub_i32 s9, s1, s0
	s_cmp_lt_i32 s9, 1
	s_cbranch_scc1 .LBB0_11
; %bb.6:                                ; %.lr.ph6
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	v_lshl_or_b32 v2, s8, 6, v1
	s_add_u32 s10, s4, s0
	v_lshlrev_b32_e32 v0, 2, v0
	v_or_b32_e32 v3, 0x100, v2
	v_or_b32_e32 v4, 0x200, v2
	v_or_b32_e32 v5, 0x300, v2
	s_addc_u32 s11, s5, s1
	s_lshl_b32 s0, s8, 2
	v_and_b32_e32 v12, 12, v0
	v_lshlrev_b32_e32 v6, 2, v2
	v_lshlrev_b32_e32 v7, 2, v3
	v_lshlrev_b32_e32 v8, 2, v4
	v_lshlrev_b32_e32 v9, 2, v5
	s_mov_b32 s4, 0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s3, 0x27000
	s_mov_b32 s2, 0x7ffffffe
	v_bfrev_b32_e32 v10, 1
	v_mov_b32_e32 v11, s0
	v_add_u32_e32 v12, 0, v12
.LBB0_7:                                ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v13, s4, v2
	s_ashr_i32 s5, s4, 31
	v_or_b32_e32 v14, s4, v3
	s_lshl_b64 s[0:1], s[4:5], 2
	v_cmp_gt_i32_e32 vcc, s9, v13
	v_or_b32_e32 v15, s4, v4
	s_add_u32 s0, s10, s0
	v_cndmask_b32_e32 v13, v10, v6, vcc
	v_cmp_gt_i32_e32 vcc, s9, v14
	v_or_b32_e32 v16, s4, v5
	s_addc_u32 s1, s11, s1
	v_cndmask_b32_e32 v14, v10, v7, vcc
	v_cmp_gt_i32_e32 vcc, s9, v15
	s_and_b32 s1, s1, 0xffff
	s_addk_i32 s4, 0x400
	v_cndmask_b32_e32 v15, v10, v8, vcc
	v_cmp_gt_i32_e32 vcc, s9, v16
	s_cmp_lt_i32 s4, s9
	s_nop 0
	v_cndmask_b32_e32 v16, v10, v9, vcc
	buffer_load_dword v17, v13, s[0:3], 0 offen
	buffer_load_dword v18, v14, s[0:3], 0 offen
	buffer_load_dword v19, v15, s[0:3], 0 offen
	buffer_load_dword v20, v16, s[0:3], 0 offen
	s_barrier
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v13, v17, v19
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v14, v18, v20
	v_add_f32_e32 v13, v13, v14
	s_nop 1
	v_add_f32_dpp v13, v13, v13 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v13, v13, v13 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v13, v13, v13 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v13, v13, v13 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_e32 v14, v13
	s_nop 1
	v_mov_b32_dpp v14, v14 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_add_f32_e32 v13, v13, v14
	s_nop 1
	v_add_f32_dpp v13, v13, v13 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_readlane_b32 s0, v13, 63
	s_nop 1
	v_mov_b32_e32 v13, s0
	ds_write_b32 v11, v13
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v13, v12
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_add_f32_dpp v13, v13, v13 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v13, v13, v13 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_e32 v0, v0, v13
	s_cbranch_scc1 .LBB0_7
; %bb.8:                                ; %._crit_edge7
	v_or_b32_e32 v1, s8, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_10
.LBB0_9:
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[0:1], s[14:15], 2
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, s1
	v_mov_b32_e32 v1, 0
	global_store_dword v1, v0, s[0:1]
.LBB0_10:
	s_endpgm
.LBB0_11:
	v_mov_b32_e32 v0, 0
	v_or_b32_e32 v1, s8, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execnz .LBB0_9
	s_branch .LBB0_10
.Lfunc_end0:
	.size	seq_sum, .Lfunc_end0-seq_sum
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel seq_sum
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
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 16
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
	.set .Lseq_sum.num_vgpr, 21
	.set .Lseq_sum.num_agpr, 0
	.set .Lseq_sum.numbered_sgpr, 16
	.set .Lseq_sum.num_named_barrier, 0
	.set .Lseq_sum.private_seg_size, 0
	.set .Lseq_sum.uses_vcc, 1
	.set .Lseq_sum.uses_flat_scratch, 0
	.set .Lseq_sum.has_dyn_sized_stack, 0
	.set .Lseq_sum.has_recursion, 0
	.set .Lseq_sum.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 888
; TotalNumSgprs: 22
; NumVgprs: 21
; NumAgprs: 0
; TotalNumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 21
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
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
    .name:           seq_sum
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         seq_sum.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
