	.amdgcn_target "amdgcn-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	dma_gemm_asm_0
	.p2align	8
	.type	dma_gemm_asm_0,@function
dma_gemm_asm_0:
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02
	.cfi_undefined 16
	.file	1 "corpus/asm/gen/kernels" "flydsl_gemm.py"
	.loc	1 100 10 prologue_end
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
.Ltmp0:
	.loc	1 52 31
	v_lshlrev_b32_e32 v1, 4, v0
	.loc	1 53 33
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v2, 0x300, v0
	.loc	1 54 74
	v_lshlrev_b32_e32 v3, 2, v2
	.loc	1 47 23
	s_mov_b32 s7, 0x27000
	.loc	1 54 8
	v_readfirstlane_b32 s3, v3
	.loc	1 55 74
	v_or_b32_e32 v3, 0x2000, v3
	.loc	1 47 23
	s_waitcnt lgkmcnt(0)
	s_and_b32 s5, s5, 0xffff
	s_mov_b32 s6, -1
	.loc	1 54 8
	s_mov_b32 m0, s3
	.loc	1 55 8
	v_readfirstlane_b32 s3, v3
	.loc	1 48 23
	s_and_b32 s9, s9, 0xffff
	s_mov_b32 s10, s6
	s_mov_b32 s11, s7
	.loc	1 54 8
	buffer_load_dwordx4 v1, s[4:7], 0 offen lds
	.loc	1 55 8
	s_mov_b32 m0, s3
.Ltmp1:
	.loc	1 100 10
	s_load_dword s2, s[0:1], 0x2c
.Ltmp2:
	.loc	1 55 8
	buffer_load_dwordx4 v1, s[8:11], 0 offen lds
	s_mov_b32 s12, 0
.Ltmp3:
	.loc	1 105 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s2, 1
	s_cbranch_scc1 .LBB0_3
	.loc	1 0 4 is_stmt 0
	v_and_b32_e32 v4, 60, v0
	v_and_b32_e32 v3, 0x3c0, v0
	.loc	1 105 4
	v_mov_b32_e32 v5, 0x2000
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshl_or_b32 v4, v4, 2, v5
	v_mov_b32_e32 v5, 0
	s_mov_b32 s10, s6
	s_mov_b32 s11, s7
	s_mov_b32 s3, 0
.LBB0_2:
.Ltmp4:
	.loc	1 107 30 is_stmt 1
	s_add_i32 s13, s12, 1
	s_cmp_lt_i32 s13, s2
	.loc	1 107 29 is_stmt 0
	s_cselect_b32 s12, s13, s12
	.loc	1 53 14 is_stmt 1
	s_and_b32 s14, s3, 0x400
	v_subrev_u32_e32 v7, s14, v2
	.loc	1 54 74
	v_lshlrev_b32_e32 v7, 2, v7
	v_add_u32_e32 v8, 0x1000, v7
	.loc	1 52 12
	v_lshl_or_b32 v6, s12, 12, v1
	.loc	1 55 74
	v_add_u32_e32 v7, 0x3000, v7
	.loc	1 54 8
	v_readfirstlane_b32 s12, v8
	.loc	1 55 8
	v_readfirstlane_b32 s15, v7
	.loc	1 54 8
	s_mov_b32 m0, s12
	.loc	1 63 25
	s_lshl_b32 s14, s14, 2
	.loc	1 54 8
	buffer_load_dwordx4 v6, s[4:7], 0 offen lds
	.loc	1 55 8
	s_mov_b32 m0, s15
	.loc	1 63 25
	v_or_b32_e32 v18, s14, v3
	.loc	1 55 8
	buffer_load_dwordx4 v6, s[8:11], 0 offen lds
	.loc	1 64 25
	v_add_u32_e32 v14, s14, v4
.Ltmp5:
	.loc	1 108 8
	;;#ASMSTART
	s_barrier
	;;#ASMEND
.Ltmp6:
	.loc	1 64 13
	ds_read2st64_b32 v[22:23], v14 offset0:8 offset1:9
	ds_read2st64_b32 v[24:25], v14 offset0:10 offset1:11
	ds_read2st64_b32 v[26:27], v14 offset0:12 offset1:13
	ds_read2st64_b32 v[28:29], v14 offset0:14 offset1:15
	.loc	1 63 13
	ds_read_b128 v[6:9], v18 offset:32
	ds_read_b128 v[10:13], v18 offset:48
	.loc	1 64 13
	ds_read2st64_b32 v[30:31], v14 offset1:1
	ds_read2st64_b32 v[32:33], v14 offset0:2 offset1:3
	ds_read2st64_b32 v[34:35], v14 offset0:4 offset1:5
	ds_read2st64_b32 v[36:37], v14 offset0:6 offset1:7
	.loc	1 63 13
	ds_read_b128 v[14:17], v18 offset:16
	ds_read_b128 v[18:21], v18
	.loc	1 65 20
	s_waitcnt lgkmcnt(7)
	v_pk_mul_f32 v[6:7], v[6:7], v[22:23]
	v_pk_mul_f32 v[8:9], v[8:9], v[24:25]
	s_waitcnt lgkmcnt(6)
	v_pk_mul_f32 v[10:11], v[10:11], v[26:27]
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[14:15], v[14:15], v[34:35]
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[18:19], v[18:19], v[30:31]
	v_pk_mul_f32 v[20:21], v[20:21], v[32:33]
	.loc	1 65 14 is_stmt 0
	v_add_f32_e32 v5, v5, v18
	v_add_f32_e32 v5, v5, v19
	v_add_f32_e32 v5, v5, v20
	v_add_f32_e32 v5, v5, v21
	v_add_f32_e32 v5, v5, v14
	.loc	1 65 20
	v_pk_mul_f32 v[16:17], v[16:17], v[36:37]
	.loc	1 65 14
	v_add_f32_e32 v5, v5, v15
	v_add_f32_e32 v5, v5, v16
	v_add_f32_e32 v5, v5, v17
	v_add_f32_e32 v5, v5, v6
	v_add_f32_e32 v5, v5, v7
	v_add_f32_e32 v5, v5, v8
	v_add_f32_e32 v5, v5, v9
	v_add_f32_e32 v5, v5, v10
	.loc	1 65 20
	v_pk_mul_f32 v[12:13], v[12:13], v[28:29]
	.loc	1 65 14
	v_add_f32_e32 v5, v5, v11
.Ltmp7:
	.loc	1 105 4 is_stmt 1
	s_addk_i32 s3, 0x400
.Ltmp8:
	.loc	1 65 14
	v_add_f32_e32 v5, v5, v12
	s_mov_b32 s12, s13
.Ltmp9:
	.loc	1 105 4
	s_cmp_lg_u32 s2, s13
.Ltmp10:
	.loc	1 65 14
	v_add_f32_e32 v5, v5, v13
.Ltmp11:
	.loc	1 110 8
	s_barrier
	.loc	1 105 4
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	.loc	1 0 4 is_stmt 0
	v_mov_b32_e32 v5, 0
.LBB0_4:
	.loc	1 100 10 is_stmt 1
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	.loc	1 111 4
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v5, s[0:1]
	.loc	1 92 0
	s_endpgm
.Ltmp12:
.Lfunc_end0:
	.size	dma_gemm_asm_0, .Lfunc_end0-dma_gemm_asm_0
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel dma_gemm_asm_0
		.amdhsa_group_segment_fixed_size 16384
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 40
		.amdhsa_reserve_vcc 0
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

	.set .Ldma_gemm_asm_0.num_vgpr, 38
	.set .Ldma_gemm_asm_0.num_agpr, 0
	.set .Ldma_gemm_asm_0.numbered_sgpr, 16
	.set .Ldma_gemm_asm_0.num_named_barrier, 0
	.set .Ldma_gemm_asm_0.private_seg_size, 0
	.set .Ldma_gemm_asm_0.uses_vcc, 0
	.set .Ldma_gemm_asm_0.uses_flat_scratch, 0
	.set .Ldma_gemm_asm_0.has_dyn_sized_stack, 0
	.set .Ldma_gemm_asm_0.has_recursion, 0
	.set .Ldma_gemm_asm_0.has_indirect_call, 0
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	.debug_abbrev,"",@progbits
	.byte	1
	.byte	17
	.byte	1
	.byte	37
	.byte	14
	.byte	19
	.byte	5
	.byte	3
	.byte	14
	.byte	16
	.byte	23
	.byte	27
	.byte	14
	.byte	17
	.byte	1
	.byte	18
	.byte	6
	.byte	0
	.byte	0
	.byte	2
	.byte	46
	.byte	0
	.byte	3
	.byte	14
	.byte	32
	.byte	11
	.byte	0
	.byte	0
	.byte	3
	.byte	46
	.byte	1
	.byte	17
	.byte	1
	.byte	18
	.byte	6
	.byte	49
	.byte	19
	.byte	0
	.byte	0
	.byte	4
	.byte	29
	.byte	0
	.byte	49
	.byte	19
	.byte	85
	.byte	23
	.byte	88
	.byte	11
	.byte	89
	.byte	11
	.byte	87
	.byte	11
	.byte	0
	.byte	0
	.byte	0
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0
.Ldebug_info_start0:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	2
	.long	.Linfo_string1
	.long	.Lline_table_start0
	.long	.Linfo_string2
	.quad	.Lfunc_begin0
	.long	.Lfunc_end0-.Lfunc_begin0
	.byte	2
	.long	.Linfo_string3
	.byte	1
	.byte	3
	.quad	.Lfunc_begin0
	.long	.Lfunc_end0-.Lfunc_begin0
	.long	42
	.byte	4
	.long	42
	.long	.Ldebug_ranges0
	.byte	1
	.byte	104
	.byte	4
	.byte	4
	.long	42
	.long	.Ldebug_ranges1
	.byte	1
	.byte	105
	.byte	4
	.byte	0
	.byte	0
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp0-.Lfunc_begin0
	.quad	.Ltmp1-.Lfunc_begin0
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"MLIR"
.Linfo_string1:
	.asciz	"flydsl_gemm.py"
.Linfo_string2:
	.asciz	"corpus/asm/gen/kernels"
.Linfo_string3:
	.asciz	"dma_gemm_asm_0"
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
      - .offset:         8
        .size:           4
        .value_kind:     by_value
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
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 16384
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .name:           dma_gemm_asm_0
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         dma_gemm_asm_0.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     38
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
