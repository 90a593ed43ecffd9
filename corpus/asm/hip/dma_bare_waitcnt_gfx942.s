	.file	0 "." "corpus/asm/gen/kernels/lds_dma.hip" md5 0xa76f86309b19a1114860dfd43e8b2a04
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	dma_bare_waitcnt        ; -- Begin function dma_bare_waitcnt
	.globl	dma_bare_waitcnt
	.p2align	8
	.type	dma_bare_waitcnt,@function
dma_bare_waitcnt:                       ; @dma_bare_waitcnt
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 60 24 prologue_end            ; corpus/asm/gen/kernels/lds_dma.hip:60:24 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ]
	s_load_dword s3, s[0:1], 0x10
	;DEBUG_VALUE: dma_bare_waitcnt:k_tiles <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.Ltmp0:
	;DEBUG_VALUE: pipeline<1>:k_tiles <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: pipeline<1>:tid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: pipeline<1>:peer <- [DW_OP_plus_uconst 64, DW_OP_constu 255, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
	;DEBUG_VALUE: pipeline<1>:wg <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_load_dwordx4 s[4:7], s[0:1], 0x0
.Ltmp1:
	.loc	0 65 15                         ; corpus/asm/gen/kernels/lds_dma.hip:65:15 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ]
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s3, 1
	;DEBUG_VALUE: dma_bare_waitcnt:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.Ltmp2:
	;DEBUG_VALUE: pipeline<1>:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: dma_bare_waitcnt:out <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: pipeline<1>:out <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 0 15 is_stmt 0                ; corpus/asm/gen/kernels/lds_dma.hip:0:15
	v_mov_b32_e32 v3, 0
.Ltmp3:
	;DEBUG_VALUE: pipeline<1>:src <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_LLVM_convert 32 7, DW_OP_LLVM_convert 64 7, DW_OP_constu 10, DW_OP_shl, DW_OP_LLVM_arg 0, DW_OP_LLVM_convert 32 5, DW_OP_LLVM_convert 64 5, DW_OP_mul, DW_OP_plus, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	;DEBUG_VALUE: pipeline<1>:acc <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0.000000e+00
	.loc	0 65 15                         ; corpus/asm/gen/kernels/lds_dma.hip:65:15 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ]
	s_cbranch_scc1 .LBB0_7
.Ltmp4:
; %bb.1:
	;DEBUG_VALUE: pipeline<1>:acc <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0.000000e+00
	;DEBUG_VALUE: pipeline<1>:peer <- [DW_OP_plus_uconst 64, DW_OP_constu 255, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
	;DEBUG_VALUE: pipeline<1>:tid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 62 24 is_stmt 1               ; corpus/asm/gen/kernels/lds_dma.hip:62:24 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ]
	s_mul_hi_u32 s1, s2, s3
	s_mul_i32 s0, s2, s3
	v_and_b32_e32 v1, 0xc0, v0
	s_lshl_b64 s[0:1], s[0:1], 10
.Ltmp5:
	;DEBUG_VALUE: pipeline<1>:src <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_plus, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	0 0 24 is_stmt 0                ; corpus/asm/gen/kernels/lds_dma.hip:0:24
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	0 62 24                         ; corpus/asm/gen/kernels/lds_dma.hip:62:24 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ]
	s_add_u32 s0, s4, s0
.Ltmp6:
	.loc	0 39 3 is_stmt 1                ; corpus/asm/gen/kernels/lds_dma.hip:39:3 @[ corpus/asm/gen/kernels/lds_dma.hip:66:5 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ] ]
	v_readfirstlane_b32 s4, v1
.Ltmp7:
	.loc	0 62 24                         ; corpus/asm/gen/kernels/lds_dma.hip:62:24 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ]
	s_addc_u32 s1, s5, s1
.Ltmp8:
	;DEBUG_VALUE: pipeline<1>:src <- undef
	.loc	0 0 24 is_stmt 0                ; corpus/asm/gen/kernels/lds_dma.hip:0:24
	v_lshlrev_b32_e32 v2, 2, v0
.Ltmp9:
	.loc	0 39 3 is_stmt 1                ; corpus/asm/gen/kernels/lds_dma.hip:39:3 @[ corpus/asm/gen/kernels/lds_dma.hip:66:5 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ] ]
	s_mov_b32 m0, s4
.Ltmp10:
	.loc	0 63 30                         ; corpus/asm/gen/kernels/lds_dma.hip:63:30 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ]
	v_add_u32_e32 v6, 64, v0
.Ltmp11:
	;DEBUG_VALUE: pipeline<1>:peer <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 39 3                          ; corpus/asm/gen/kernels/lds_dma.hip:39:3 @[ corpus/asm/gen/kernels/lds_dma.hip:66:5 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ] ]
	global_load_lds_dword v2, s[0:1]
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[2:3]
.Ltmp12:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: copy_tile:slot <- undef
	;DEBUG_VALUE: copy_tile:src <- undef
	;DEBUG_VALUE: copy_tile:tid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: copy_tile:wave_base <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 67 8                          ; corpus/asm/gen/kernels/lds_dma.hip:67:8 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ]
	v_mov_b32_e32 v2, 2
	s_mov_b32 s1, 0
	v_lshlrev_b32_sdwa v2, v2, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	s_movk_i32 s0, 0x100
	;DEBUG_VALUE: pipeline<1>:acc <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0.000000e+00
	v_mov_b32_e32 v3, 0
	s_mov_b32 s9, s1
	s_branch .LBB0_3
.Ltmp13:
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	;DEBUG_VALUE: pipeline<1>:acc <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: pipeline<1>:tid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 73 12                         ; corpus/asm/gen/kernels/lds_dma.hip:73:12 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ]
	v_lshl_or_b32 v6, s4, 10, v2
.Ltmp14:
	.loc	0 51 5                          ; corpus/asm/gen/kernels/lds_dma.hip:51:5 @[ corpus/asm/gen/kernels/lds_dma.hip:72:5 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ] ]
	s_barrier
.Ltmp15:
	.loc	0 73 12                         ; corpus/asm/gen/kernels/lds_dma.hip:73:12 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ]
	ds_read_b32 v6, v6
.Ltmp16:
	.loc	0 67 21                         ; corpus/asm/gen/kernels/lds_dma.hip:67:21 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ]
	s_addk_i32 s0, 0x100
	s_cmp_lg_u32 s3, s8
	s_mov_b32 s9, s8
.Ltmp17:
	.loc	0 77 7                          ; corpus/asm/gen/kernels/lds_dma.hip:77:7 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ]
	s_barrier
.Ltmp18:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 73 9                          ; corpus/asm/gen/kernels/lds_dma.hip:73:9 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v6
.Ltmp19:
	;DEBUG_VALUE: pipeline<1>:acc <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 67 3                          ; corpus/asm/gen/kernels/lds_dma.hip:67:3 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ]
	s_cbranch_scc0 .LBB0_7
.Ltmp20:
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: pipeline<1>:tid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: pipeline<1>:acc <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: s <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 69 25                         ; corpus/asm/gen/kernels/lds_dma.hip:69:25 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ]
	s_add_i32 s8, s9, 1
	.loc	0 69 29 is_stmt 0               ; corpus/asm/gen/kernels/lds_dma.hip:69:29 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ]
	s_cmp_ge_i32 s8, s3
.Ltmp21:
	;DEBUG_VALUE: more <- [DW_OP_not, DW_OP_not, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $scc
	.loc	0 0 29                          ; corpus/asm/gen/kernels/lds_dma.hip:0:29
	s_mov_b64 s[4:5], -1
.Ltmp22:
	.loc	0 70 9 is_stmt 1                ; corpus/asm/gen/kernels/lds_dma.hip:70:9 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ]
	s_cbranch_scc0 .LBB0_5
.Ltmp23:
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	;DEBUG_VALUE: more <- [DW_OP_not, DW_OP_not, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $scc
	;DEBUG_VALUE: pipeline<1>:acc <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: pipeline<1>:tid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 50 7                          ; corpus/asm/gen/kernels/lds_dma.hip:50:7 @[ corpus/asm/gen/kernels/lds_dma.hip:72:5 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ] ]
	s_waitcnt vmcnt(0)
	s_mov_b64 s[4:5], 0
.Ltmp24:
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	;DEBUG_VALUE: more <- [DW_OP_not, DW_OP_not, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 8 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $scc
	;DEBUG_VALUE: pipeline<1>:acc <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: pipeline<1>:tid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 7 is_stmt 0                 ; corpus/asm/gen/kernels/lds_dma.hip:0:7
	s_andn2_b64 vcc, exec, s[4:5]
.Ltmp25:
	s_and_b32 s4, s9, 1
.Ltmp26:
	;DEBUG_VALUE: s <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_cbranch_vccnz .LBB0_2
.Ltmp27:
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	;DEBUG_VALUE: pipeline<1>:acc <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: pipeline<1>:tid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	s_xor_b32 s5, s4, 1
	v_lshl_or_b32 v8, s5, 10, v1
	v_lshl_add_u64 v[6:7], s[0:1], 2, v[4:5]
.Ltmp28:
	;DEBUG_VALUE: copy_tile:slot <- undef
	;DEBUG_VALUE: copy_tile:src <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_LLVM_convert 32 7, DW_OP_LLVM_convert 64 7, DW_OP_constu 10, DW_OP_shl, DW_OP_LLVM_arg 0, DW_OP_LLVM_convert 32 5, DW_OP_LLVM_convert 64 5, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_arg 0, DW_OP_constu 4, DW_OP_mul, DW_OP_plus, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	;DEBUG_VALUE: copy_tile:tid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: copy_tile:wave_base <- [DW_OP_constu 960, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
	.loc	0 39 3 is_stmt 1                ; corpus/asm/gen/kernels/lds_dma.hip:39:3 @[ corpus/asm/gen/kernels/lds_dma.hip:71:7 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ] ]
	v_readfirstlane_b32 s5, v8
	s_mov_b32 m0, s5
	s_nop 0
	global_load_lds_dword v[6:7], off
.Ltmp29:
	;DEBUG_VALUE: publish:sync <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	.loc	0 48 7                          ; corpus/asm/gen/kernels/lds_dma.hip:48:7 @[ corpus/asm/gen/kernels/lds_dma.hip:72:5 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ] ]
	s_waitcnt vmcnt(1)
.Ltmp30:
	;DEBUG_VALUE: publish:keep_in_flight <- [DW_OP_not, DW_OP_not, DW_OP_LLVM_convert 1 7, DW_OP_LLVM_convert 32 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	0 0 7 is_stmt 0                 ; corpus/asm/gen/kernels/lds_dma.hip:0:7
	s_branch .LBB0_2
.Ltmp31:
.LBB0_7:
	;DEBUG_VALUE: pipeline<1>:tid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 60 24 is_stmt 1               ; corpus/asm/gen/kernels/lds_dma.hip:60:24 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ]
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v5, s7
	.loc	0 79 20                         ; corpus/asm/gen/kernels/lds_dma.hip:79:20 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ]
	v_lshl_or_b32 v0, s2, 8, v0
.Ltmp32:
	.loc	0 79 3 is_stmt 0                ; corpus/asm/gen/kernels/lds_dma.hip:79:3 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ]
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[4:5]
	.loc	0 79 27                         ; corpus/asm/gen/kernels/lds_dma.hip:79:27 @[ corpus/asm/gen/kernels/lds_dma.hip:89:66 ]
	global_store_dword v[0:1], v3, off
.Ltmp33:
	.loc	0 89 96 is_stmt 1               ; corpus/asm/gen/kernels/lds_dma.hip:89:96
	s_endpgm
.Ltmp34:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel dma_bare_waitcnt
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 1
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
.Lfunc_end0:
	.size	dma_bare_waitcnt, .Lfunc_end0-dma_bare_waitcnt
	.cfi_endproc
                                        ; -- End function
	.set dma_bare_waitcnt.num_vgpr, 9
	.set dma_bare_waitcnt.num_agpr, 0
	.set dma_bare_waitcnt.numbered_sgpr, 10
	.set dma_bare_waitcnt.num_named_barrier, 0
	.set dma_bare_waitcnt.private_seg_size, 0
	.set dma_bare_waitcnt.uses_vcc, 1
	.set dma_bare_waitcnt.uses_flat_scratch, 0
	.set dma_bare_waitcnt.has_dyn_sized_stack, 0
	.set dma_bare_waitcnt.has_recursion, 0
	.set dma_bare_waitcnt.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 300
; TotalNumSgprs: 16
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 9
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
	.type	__hip_cuid_ff6e5523651e0a1d,@object ; @__hip_cuid_ff6e5523651e0a1d
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_ff6e5523651e0a1d
__hip_cuid_ff6e5523651e0a1d:
	.byte	0                               ; 0x0
	.size	__hip_cuid_ff6e5523651e0a1d, 1

	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	5                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
	.long	.Ldebug_loc3-.Lloclists_table_base0
	.long	.Ldebug_loc4-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp0-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp0-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   ending offset
	.byte	13                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	192                             ; 64
	.byte	0                               ; 
	.byte	16                              ; DW_OP_constu
	.byte	255                             ; 255
	.byte	1                               ; 
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   ending offset
	.byte	5                               ; Loc expr size
	.byte	48                              ; DW_OP_lit0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	131                             ; 2563
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_list_header_end0:
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	37                              ; DW_FORM_strx1
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	114                             ; DW_AT_str_offsets_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	37                              ; DW_FORM_strx1
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	115                             ; DW_AT_addr_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	116                             ; DW_AT_rnglists_base
	.byte	23                              ; DW_FORM_sec_offset
	.ascii	"\214\001"                      ; DW_AT_loclists_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	110                             ; DW_AT_linkage_name
	.byte	37                              ; DW_FORM_strx1
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	32                              ; DW_AT_inline
	.byte	33                              ; DW_FORM_implicit_const
	.byte	1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	48                              ; DW_TAG_template_value_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	28                              ; DW_AT_const_value
	.byte	13                              ; DW_FORM_sdata
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	5                               ; DW_FORM_data2
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	15                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	16                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	51                              ; DW_AT_address_class
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	17                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	51                              ; DW_AT_address_class
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	18                              ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	122                             ; DW_AT_call_all_calls
	.byte	25                              ; DW_FORM_flag_present
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	19                              ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	20                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	21                              ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	22                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	23                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	24                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	25                              ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	26                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	27                              ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	28                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0x1e5 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	33                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x2b:0x71 DW_TAG_subprogram
	.byte	5                               ; DW_AT_linkage_name
	.byte	6                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	58                              ; DW_AT_decl_line
                                        ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0x30:0x7 DW_TAG_template_value_parameter
	.long	156                             ; DW_AT_type
	.byte	4                               ; DW_AT_name
	.byte	1                               ; DW_AT_const_value
	.byte	4                               ; Abbrev [4] 0x37:0x8 DW_TAG_variable
	.byte	7                               ; DW_AT_name
	.long	160                             ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	59                              ; DW_AT_decl_line
	.byte	5                               ; Abbrev [5] 0x3f:0x8 DW_TAG_formal_parameter
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	58                              ; DW_AT_decl_line
	.long	225                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x47:0x8 DW_TAG_formal_parameter
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	58                              ; DW_AT_decl_line
	.long	239                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x4f:0x8 DW_TAG_formal_parameter
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	58                              ; DW_AT_decl_line
	.long	156                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x57:0x8 DW_TAG_variable
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	60                              ; DW_AT_decl_line
	.long	248                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x5f:0x8 DW_TAG_variable
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	63                              ; DW_AT_decl_line
	.long	248                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x67:0x8 DW_TAG_variable
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	64                              ; DW_AT_decl_line
	.long	179                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x6f:0x8 DW_TAG_variable
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	61                              ; DW_AT_decl_line
	.long	248                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x77:0x8 DW_TAG_variable
	.byte	20                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	62                              ; DW_AT_decl_line
	.long	225                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x7f:0x1c DW_TAG_lexical_block
	.byte	6                               ; Abbrev [6] 0x80:0x8 DW_TAG_variable
	.byte	21                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	67                              ; DW_AT_decl_line
	.long	156                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x88:0x12 DW_TAG_lexical_block
	.byte	6                               ; Abbrev [6] 0x89:0x8 DW_TAG_variable
	.byte	22                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	69                              ; DW_AT_decl_line
	.long	257                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x91:0x8 DW_TAG_variable
	.byte	24                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	68                              ; DW_AT_decl_line
	.long	266                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0x9c:0x4 DW_TAG_base_type
	.byte	3                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	9                               ; Abbrev [9] 0xa0:0x13 DW_TAG_array_type
	.long	179                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xa5:0x6 DW_TAG_subrange_type
	.long	183                             ; DW_AT_type
	.byte	2                               ; DW_AT_count
	.byte	11                              ; Abbrev [11] 0xab:0x7 DW_TAG_subrange_type
	.long	183                             ; DW_AT_type
	.short	256                             ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0xb3:0x4 DW_TAG_base_type
	.byte	8                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	12                              ; Abbrev [12] 0xb7:0x4 DW_TAG_base_type
	.byte	9                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	13                              ; Abbrev [13] 0xbb:0x7 DW_TAG_variable
	.long	194                             ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	31                              ; DW_AT_decl_line
	.byte	9                               ; Abbrev [9] 0xc2:0xc DW_TAG_array_type
	.long	206                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xc7:0x6 DW_TAG_subrange_type
	.long	183                             ; DW_AT_type
	.byte	10                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	14                              ; Abbrev [14] 0xce:0x5 DW_TAG_const_type
	.long	211                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xd3:0x4 DW_TAG_base_type
	.byte	10                              ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	8                               ; Abbrev [8] 0xd7:0x4 DW_TAG_base_type
	.byte	11                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	15                              ; Abbrev [15] 0xdb:0x1 DW_TAG_pointer_type
	.byte	16                              ; Abbrev [16] 0xdc:0x5 DW_TAG_pointer_type
	.long	3                               ; DW_AT_address_class
	.byte	17                              ; Abbrev [17] 0xe1:0x9 DW_TAG_pointer_type
	.long	234                             ; DW_AT_type
	.long	1                               ; DW_AT_address_class
	.byte	14                              ; Abbrev [14] 0xea:0x5 DW_TAG_const_type
	.long	179                             ; DW_AT_type
	.byte	17                              ; Abbrev [17] 0xef:0x9 DW_TAG_pointer_type
	.long	179                             ; DW_AT_type
	.long	1                               ; DW_AT_address_class
	.byte	14                              ; Abbrev [14] 0xf8:0x5 DW_TAG_const_type
	.long	253                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xfd:0x4 DW_TAG_base_type
	.byte	16                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	14                              ; Abbrev [14] 0x101:0x5 DW_TAG_const_type
	.long	262                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x106:0x4 DW_TAG_base_type
	.byte	23                              ; DW_AT_name
	.byte	2                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	14                              ; Abbrev [14] 0x10a:0x5 DW_TAG_const_type
	.long	156                             ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x10f:0x26 DW_TAG_subprogram
	.byte	25                              ; DW_AT_linkage_name
	.byte	26                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	37                              ; DW_AT_decl_line
                                        ; DW_AT_inline
	.byte	5                               ; Abbrev [5] 0x114:0x8 DW_TAG_formal_parameter
	.byte	27                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	37                              ; DW_AT_decl_line
	.long	239                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x11c:0x8 DW_TAG_formal_parameter
	.byte	20                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	37                              ; DW_AT_decl_line
	.long	225                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x124:0x8 DW_TAG_formal_parameter
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	37                              ; DW_AT_decl_line
	.long	253                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x12c:0x8 DW_TAG_variable
	.byte	28                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	38                              ; DW_AT_decl_line
	.long	253                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0x135:0x16 DW_TAG_subprogram
	.byte	29                              ; DW_AT_linkage_name
	.byte	30                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	43                              ; DW_AT_decl_line
                                        ; DW_AT_inline
	.byte	5                               ; Abbrev [5] 0x13a:0x8 DW_TAG_formal_parameter
	.byte	31                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	43                              ; DW_AT_decl_line
	.long	156                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x142:0x8 DW_TAG_formal_parameter
	.byte	32                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	43                              ; DW_AT_decl_line
	.long	156                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	18                              ; Abbrev [18] 0x14b:0xa5 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	33                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	89                              ; DW_AT_decl_line
                                        ; DW_AT_external
	.byte	5                               ; Abbrev [5] 0x154:0x8 DW_TAG_formal_parameter
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	89                              ; DW_AT_decl_line
	.long	225                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x15c:0x8 DW_TAG_formal_parameter
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	89                              ; DW_AT_decl_line
	.long	239                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x164:0x8 DW_TAG_formal_parameter
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	89                              ; DW_AT_decl_line
	.long	156                             ; DW_AT_type
	.byte	19                              ; Abbrev [19] 0x16c:0x83 DW_TAG_inlined_subroutine
	.long	43                              ; DW_AT_abstract_origin
	.byte	0                               ; DW_AT_low_pc
	.long	.Ltmp33-.Lfunc_begin0           ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	89                              ; DW_AT_call_line
	.byte	66                              ; DW_AT_call_column
	.byte	20                              ; Abbrev [20] 0x179:0x6 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.long	87                              ; DW_AT_abstract_origin
	.byte	20                              ; Abbrev [20] 0x17f:0x6 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.long	95                              ; DW_AT_abstract_origin
	.byte	20                              ; Abbrev [20] 0x185:0x6 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.long	103                             ; DW_AT_abstract_origin
	.byte	21                              ; Abbrev [21] 0x18b:0x9 DW_TAG_inlined_subroutine
	.long	271                             ; DW_AT_abstract_origin
	.byte	0                               ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	66                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	22                              ; Abbrev [22] 0x194:0x5a DW_TAG_lexical_block
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp31-.Ltmp12                 ; DW_AT_high_pc
	.long	127                             ; DW_AT_abstract_origin
	.byte	20                              ; Abbrev [20] 0x19e:0x6 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.long	128                             ; DW_AT_abstract_origin
	.byte	23                              ; Abbrev [23] 0x1a4:0x49 DW_TAG_lexical_block
	.byte	1                               ; DW_AT_ranges
	.long	136                             ; DW_AT_abstract_origin
	.byte	24                              ; Abbrev [24] 0x1aa:0x5 DW_TAG_variable
	.long	137                             ; DW_AT_abstract_origin
	.byte	25                              ; Abbrev [25] 0x1af:0x10 DW_TAG_inlined_subroutine
	.long	309                             ; DW_AT_abstract_origin
	.byte	2                               ; DW_AT_ranges
	.byte	0                               ; DW_AT_call_file
	.byte	72                              ; DW_AT_call_line
	.byte	5                               ; DW_AT_call_column
	.byte	26                              ; Abbrev [26] 0x1b8:0x6 DW_TAG_formal_parameter
	.byte	4                               ; DW_AT_location
	.long	314                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	19                              ; Abbrev [19] 0x1bf:0x2d DW_TAG_inlined_subroutine
	.long	271                             ; DW_AT_abstract_origin
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp29-.Ltmp28                 ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	71                              ; DW_AT_call_line
	.byte	7                               ; DW_AT_call_column
	.byte	27                              ; Abbrev [27] 0x1cc:0xd DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_location
	.byte	146
	.ascii	"\200\024"
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.long	292                             ; DW_AT_abstract_origin
	.byte	28                              ; Abbrev [28] 0x1d9:0x12 DW_TAG_variable
	.byte	12                              ; DW_AT_location
	.byte	146
	.ascii	"\200\024"
	.byte	0
	.byte	16
	.ascii	"\300\007"
	.byte	26
	.byte	49
	.byte	22
	.byte	24
	.byte	159
	.long	300                             ; DW_AT_abstract_origin
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1 ; Length
.Ldebug_list_header_start1:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	3                               ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
	.long	.Ldebug_ranges1-.Lrnglists_table_base0
	.long	.Ldebug_ranges2-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges2:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	140                             ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 22.1.8 (1~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"corpus/asm/gen/kernels/lds_dma.hip" ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=75
.Linfo_string3:
	.asciz	"int"                           ; string offset=77
.Linfo_string4:
	.asciz	"SYNC"                          ; string offset=81
.Linfo_string5:
	.asciz	"_ZL8pipelineILi1EEvPKfPfi"     ; string offset=86
.Linfo_string6:
	.asciz	"pipeline<1>"                   ; string offset=112
.Linfo_string7:
	.asciz	"tile"                          ; string offset=124
.Linfo_string8:
	.asciz	"float"                         ; string offset=129
.Linfo_string9:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=135
.Linfo_string10:
	.asciz	"char"                          ; string offset=155
.Linfo_string11:
	.asciz	"unsigned long"                 ; string offset=160
.Linfo_string12:
	.asciz	"a"                             ; string offset=174
.Linfo_string13:
	.asciz	"out"                           ; string offset=176
.Linfo_string14:
	.asciz	"k_tiles"                       ; string offset=180
.Linfo_string15:
	.asciz	"tid"                           ; string offset=188
.Linfo_string16:
	.asciz	"unsigned int"                  ; string offset=192
.Linfo_string17:
	.asciz	"peer"                          ; string offset=205
.Linfo_string18:
	.asciz	"acc"                           ; string offset=210
.Linfo_string19:
	.asciz	"wg"                            ; string offset=214
.Linfo_string20:
	.asciz	"src"                           ; string offset=217
.Linfo_string21:
	.asciz	"k"                             ; string offset=221
.Linfo_string22:
	.asciz	"more"                          ; string offset=223
.Linfo_string23:
	.asciz	"bool"                          ; string offset=228
.Linfo_string24:
	.asciz	"s"                             ; string offset=233
.Linfo_string25:
	.asciz	"_ZL9copy_tilePfPKfj"           ; string offset=235
.Linfo_string26:
	.asciz	"copy_tile"                     ; string offset=255
.Linfo_string27:
	.asciz	"slot"                          ; string offset=265
.Linfo_string28:
	.asciz	"wave_base"                     ; string offset=270
.Linfo_string29:
	.asciz	"_ZL7publishii"                 ; string offset=280
.Linfo_string30:
	.asciz	"publish"                       ; string offset=294
.Linfo_string31:
	.asciz	"sync"                          ; string offset=302
.Linfo_string32:
	.asciz	"keep_in_flight"                ; string offset=307
.Linfo_string33:
	.asciz	"dma_bare_waitcnt"              ; string offset=322
	.section	.debug_str_offsets,"",@progbits
	.long	.Linfo_string0
	.long	.Linfo_string1
	.long	.Linfo_string2
	.long	.Linfo_string3
	.long	.Linfo_string4
	.long	.Linfo_string5
	.long	.Linfo_string6
	.long	.Linfo_string7
	.long	.Linfo_string8
	.long	.Linfo_string9
	.long	.Linfo_string10
	.long	.Linfo_string11
	.long	.Linfo_string12
	.long	.Linfo_string13
	.long	.Linfo_string14
	.long	.Linfo_string15
	.long	.Linfo_string16
	.long	.Linfo_string17
	.long	.Linfo_string18
	.long	.Linfo_string19
	.long	.Linfo_string20
	.long	.Linfo_string21
	.long	.Linfo_string22
	.long	.Linfo_string23
	.long	.Linfo_string24
	.long	.Linfo_string25
	.long	.Linfo_string26
	.long	.Linfo_string27
	.long	.Linfo_string28
	.long	.Linfo_string29
	.long	.Linfo_string30
	.long	.Linfo_string31
	.long	.Linfo_string32
	.long	.Linfo_string33
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Ltmp12
	.quad	.Ltmp28
.Ldebug_addr_end0:
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_ff6e5523651e0a1d
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
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 256
    .name:           dma_bare_waitcnt
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         dma_bare_waitcnt.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
