	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	amax_kernel                     ; -- Begin function amax_kernel
	.p2align	8
	.type	amax_kernel,@function
amax_kernel:                            ; @amax_kernel
; %bb.21:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.22:
.LBB0_0:
	v_readfirstlane_b32 s0, v0
	v_and_b32_e32 v1, 63, v0
	s_lshr_b32 s9, s0, 6
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshl_or_b32 v2, s9, 8, v2
	v_lshl_or_b32 v8, s14, 10, v2
	v_ashrrev_i32_e32 v9, 31, v8
	v_mov_b32_e32 v3, 0
	v_cmp_gt_i32_e32 vcc, s8, v8
	v_lshl_add_u64 v[6:7], v[8:9], 2, s[2:3]
	v_mov_b32_e32 v2, v3
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	global_load_dword v2, v[6:7], off
.LBB0_2:
	s_or_b64 exec, exec, s[0:1]
	v_or_b32_e32 v4, 1, v8
	v_cmp_gt_i32_e32 vcc, s8, v4
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	global_load_dword v3, v[6:7], off offset:4
.LBB0_4:
	s_or_b64 exec, exec, s[0:1]
	v_or_b32_e32 v4, 2, v8
	v_mov_b32_e32 v5, 0
	v_cmp_gt_i32_e32 vcc, s8, v4
	v_mov_b32_e32 v4, v5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:
	global_load_dword v4, v[6:7], off offset:8
.LBB0_6:
	s_or_b64 exec, exec, s[0:1]
	v_or_b32_e32 v8, 3, v8
	v_cmp_gt_i32_e32 vcc, s8, v8
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:
	global_load_dword v5, v[6:7], off offset:12
.LBB0_8:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	v_max_f32_e64 v6, |v3|, |v3|
	v_max_f32_e64 v7, |v2|, |v2|
	v_max_f32_e32 v6, v7, v6
	v_max3_f32 v6, v6, |v4|, |v5|
	v_lshlrev_b32_e32 v0, 2, v0
	s_lshl_b32 s8, s9, 2
	v_mov_b32_dpp v7, v6 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v7, v7, v7
	v_max_f32_e32 v6, v6, v7
	v_and_b32_e32 v0, 12, v0
	v_add_u32_e32 v0, 0, v0
	v_mov_b32_dpp v7, v6 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v7, v7, v7
	v_max_f32_e32 v6, v6, v7
	s_mov_b32 s2, 0x43e00000
	v_or_b32_e32 v1, s9, v1
	v_mov_b32_dpp v7, v6 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v7, v7, v7
	v_max_f32_e32 v6, v6, v7
	s_nop 1
	v_mov_b32_dpp v7, v6 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v7, v7, v7
	v_max_f32_e32 v6, v6, v7
	v_mov_b32_e32 v7, v6
	s_nop 1
	v_mov_b32_dpp v7, v7 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v7, v7, v7
	v_max_f32_e32 v6, v6, v7
	s_nop 1
	v_mov_b32_dpp v7, v6 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v7, v7, v7
	v_max_f32_e32 v6, v6, v7
	s_nop 0
	v_readlane_b32 s0, v6, 63
	v_mov_b32_e32 v6, s8
	s_nop 0
	v_mov_b32_e32 v7, s0
	ds_write_b32 v6, v7
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v6, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mov_b32_dpp v7, v6 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v6, v6, v6
	v_max_f32_e32 v7, v7, v7
	v_max_f32_e32 v6, v6, v7
	s_nop 1
	v_mov_b32_dpp v7, v6 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v7, v7, v7
	v_max_f32_e32 v6, v6, v7
	v_div_scale_f32 v7, s[0:1], s2, s2, v6
	v_rcp_f32_e32 v8, v7
	s_nop 0
	v_fma_f32 v9, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v9, v8
	v_div_scale_f32 v9, vcc, v6, s2, v6
	v_mul_f32_e32 v10, v9, v8
	v_fma_f32 v11, -v7, v10, v9
	v_fmac_f32_e32 v10, v11, v8
	v_fma_f32 v7, -v7, v10, v9
	v_div_fmas_f32 v7, v7, v8, v10
	v_div_fixup_f32 v6, v7, s2, v6
	v_cmp_lt_i32_e64 s[0:1], -1, v6
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_13
; %bb.9:
	s_mov_b64 s[0:1], exec
	s_brev_b32 s9, 1
.LBB0_10:                               ; %ComputeLoop
                                        ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s10, s[0:1]
	v_readlane_b32 s11, v6, s10
	s_max_i32 s9, s9, s11
	s_lshl_b64 s[10:11], 1, s10
	s_andn2_b64 s[0:1], s[0:1], s[10:11]
	ds_write_b32 v6, v7
	s_cbranch_scc1 .LBB0_10
; %bb.11:                               ; %ComputeEnd
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_13
; %bb.12:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v7, s9
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_smax v1, v7, s[4:5]
	s_waitcnt vmcnt(0)
	buffer_inv sc1
.LBB0_13:                               ; %Flow12
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_i32_e64 s[0:1], 0, v6
	s_and_b64 s[0:1], vcc, s[0:1]
	s_barrier
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_18
; %bb.14:
	s_mov_b64 s[0:1], exec
	s_mov_b32 s9, -1
.LBB0_15:                               ; %ComputeLoop1
                                        ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s10, s[0:1]
	v_readlane_b32 s11, v6, s10
	s_min_u32 s9, s9, s11
	s_lshl_b64 s[10:11], 1, s10
	s_andn2_b64 s[0:1], s[0:1], s[10:11]
	s_cbranch_scc1 .LBB0_15
; %bb.16:                               ; %ComputeEnd2
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e64 s[0:1], 0, v1
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_18
; %bb.17:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v6, s9
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_umin v1, v6, s[4:5]
	s_waitcnt vmcnt(0)
	buffer_inv sc1
.LBB0_18:                               ; %Flow10
	s_or_b64 exec, exec, s[2:3]
	v_pk_mul_f32 v[4:5], v[4:5], v[4:5]
	s_nop 0
	v_pk_fma_f32 v[2:3], v[2:3], v[2:3], v[4:5]
	s_barrier
	v_add_f32_e32 v1, v2, v3
	s_nop 1
	v_add_f32_dpp v1, v1, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v1, v1, v1 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v1, v1, v1 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v1, v1, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_e32 v2, v1
	s_nop 1
	v_mov_b32_dpp v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_add_f32_e32 v1, v1, v2
	s_nop 1
	v_add_f32_dpp v1, v1, v1 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_readlane_b32 s0, v1, 63
	v_mov_b32_e32 v1, s8
	s_nop 0
	v_mov_b32_e32 v2, s0
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_add_f32_dpp v0, v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_mov_b32_dpp v1, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_20
; %bb.19:
	s_ashr_i32 s15, s14, 31
	s_lshl_b64 s[0:1], s[14:15], 2
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, s1
	v_mov_b32_e32 v2, 0
	v_add_f32_e32 v0, v0, v1
	global_store_dword v2, v0, s[0:1]
.LBB0_20:
	s_endpgm
.Lfunc_end0:
	.size	amax_kernel, .Lfunc_end0-amax_kernel
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel amax_kernel
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
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 12
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
	.set .Lamax_kernel.num_vgpr, 12
	.set .Lamax_kernel.num_agpr, 0
	.set .Lamax_kernel.numbered_sgpr, 16
	.set .Lamax_kernel.num_named_barrier, 0
	.set .Lamax_kernel.private_seg_size, 0
	.set .Lamax_kernel.uses_vcc, 1
	.set .Lamax_kernel.uses_flat_scratch, 0
	.set .Lamax_kernel.has_dyn_sized_stack, 0
	.set .Lamax_kernel.has_recursion, 0
	.set .Lamax_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1280
; TotalNumSgprs: 22
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
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
    .name:           amax_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         amax_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
