	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	pingpong_epilogue       ; -- Begin function pingpong_epilogue
	.globl	pingpong_epilogue
	.p2align	8
	.type	pingpong_epilogue,@function
pingpong_epilogue:                      ; @pingpong_epilogue
; %bb.0:
	v_readfirstlane_b32 s6, v0
	s_cmpk_gt_u32 s6, 0xff
	v_and_b32_e32 v1, 63, v0
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	s_and_b32 s2, s6, 0xc0
	v_or_b32_e32 v2, s2, v1
	v_lshlrev_b32_e32 v58, 4, v2
	ds_read_b128 v[2:5], v58
	ds_read_b128 v[6:9], v58 offset:4096
	ds_read_b128 v[10:13], v58 offset:8192
	ds_read_b128 v[14:17], v58 offset:12288
	ds_read_b128 v[18:21], v58 offset:16384
	ds_read_b128 v[22:25], v58 offset:20480
	ds_read_b128 v[26:29], v58 offset:24576
	ds_read_b128 v[30:33], v58 offset:28672
	ds_read_b128 v[34:37], v58 offset:32768
	ds_read_b128 v[38:41], v58 offset:36864
	ds_read_b128 v[42:45], v58 offset:40960
	ds_read_b128 v[46:49], v58 offset:45056
	ds_read_b128 v[50:53], v58 offset:49152
	ds_read_b128 v[54:57], v58 offset:53248
	ds_read_b128 v[62:65], v58 offset:57344
	ds_read_b128 v[58:61], v58 offset:61440
	s_branch .LBB0_3
.LBB0_2:
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr30
                                        ; implicit-def: $vgpr34
                                        ; implicit-def: $vgpr38
                                        ; implicit-def: $vgpr42
                                        ; implicit-def: $vgpr46
                                        ; implicit-def: $vgpr50
                                        ; implicit-def: $vgpr54
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr58
.LBB0_3:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	;;#ASMSTART
	s_barrier
	;;#ASMEND
	s_cmpk_lt_u32 s6, 0x100
	s_mov_b64 s[4:5], -1
	s_cbranch_scc1 .LBB0_6
; %bb.4:
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB0_7
.LBB0_5:
	s_endpgm
.LBB0_6:
	v_lshlrev_b32_e32 v66, 4, v0
	v_mov_b32_e32 v67, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[128:129], s[2:3], 0, v[66:67]
	v_add_co_u32_e32 v76, vcc, 0x1000, v128
	s_nop 1
	v_addc_co_u32_e32 v77, vcc, 0, v129, vcc
	v_add_co_u32_e32 v84, vcc, 0x2000, v128
	global_load_dwordx4 v[68:71], v66, s[2:3]
	global_load_dwordx4 v[72:75], v[76:77], off
	v_addc_co_u32_e32 v85, vcc, 0, v129, vcc
	v_add_co_u32_e32 v86, vcc, 0x3000, v128
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[8:9], v[8:9], v[74:75]
	v_addc_co_u32_e32 v87, vcc, 0, v129, vcc
	v_add_co_u32_e32 v92, vcc, 0x4000, v128
	global_load_dwordx4 v[76:79], v[84:85], off
	global_load_dwordx4 v[80:83], v[86:87], off
	v_addc_co_u32_e32 v93, vcc, 0, v129, vcc
	v_add_co_u32_e32 v94, vcc, 0x5000, v128
	v_pk_mul_f32 v[6:7], v[6:7], v[72:73]
	s_nop 0
	v_addc_co_u32_e32 v95, vcc, 0, v129, vcc
	v_add_co_u32_e32 v100, vcc, 0x6000, v128
	global_load_dwordx4 v[84:87], v[92:93], off
	global_load_dwordx4 v[88:91], v[94:95], off
	v_addc_co_u32_e32 v101, vcc, 0, v129, vcc
	v_add_co_u32_e32 v102, vcc, 0x7000, v128
	v_pk_fma_f32 v[4:5], v[4:5], v[70:71], v[8:9]
	s_nop 0
	v_addc_co_u32_e32 v103, vcc, 0, v129, vcc
	v_add_co_u32_e32 v108, vcc, 0x8000, v128
	global_load_dwordx4 v[92:95], v[100:101], off
	global_load_dwordx4 v[96:99], v[102:103], off
	v_addc_co_u32_e32 v109, vcc, 0, v129, vcc
	v_add_co_u32_e32 v110, vcc, 0x9000, v128
	v_pk_fma_f32 v[2:3], v[2:3], v[68:69], v[6:7]
	s_nop 0
	v_addc_co_u32_e32 v111, vcc, 0, v129, vcc
	v_add_co_u32_e32 v116, vcc, 0xa000, v128
	global_load_dwordx4 v[100:103], v[108:109], off
	global_load_dwordx4 v[104:107], v[110:111], off
	v_addc_co_u32_e32 v117, vcc, 0, v129, vcc
	v_add_co_u32_e32 v118, vcc, 0xb000, v128
	s_waitcnt vmcnt(7)
	v_pk_fma_f32 v[4:5], v[12:13], v[78:79], v[4:5]
	v_addc_co_u32_e32 v119, vcc, 0, v129, vcc
	global_load_dwordx4 v[108:111], v[116:117], off
	global_load_dwordx4 v[112:115], v[118:119], off
	v_add_co_u32_e32 v116, vcc, 0xc000, v128
	v_pk_fma_f32 v[2:3], v[10:11], v[76:77], v[2:3]
	s_nop 0
	v_addc_co_u32_e32 v117, vcc, 0, v129, vcc
	v_add_co_u32_e32 v120, vcc, 0xd000, v128
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[4:5], v[16:17], v[82:83], v[4:5]
	v_addc_co_u32_e32 v121, vcc, 0, v129, vcc
	v_add_co_u32_e32 v124, vcc, 0xe000, v128
	global_load_dwordx4 v[116:119], v[116:117], off
	s_nop 0
	global_load_dwordx4 v[120:123], v[120:121], off
	v_addc_co_u32_e32 v125, vcc, 0, v129, vcc
	v_add_co_u32_e32 v128, vcc, 0xf000, v128
	global_load_dwordx4 v[124:127], v[124:125], off
	s_nop 0
	v_addc_co_u32_e32 v129, vcc, 0, v129, vcc
	global_load_dwordx4 v[128:131], v[128:129], off
	v_pk_fma_f32 v[2:3], v[14:15], v[80:81], v[2:3]
	s_waitcnt vmcnt(11)
	v_pk_fma_f32 v[4:5], v[20:21], v[86:87], v[4:5]
	v_pk_fma_f32 v[2:3], v[18:19], v[84:85], v[2:3]
	s_waitcnt vmcnt(10)
	v_pk_fma_f32 v[4:5], v[24:25], v[90:91], v[4:5]
	v_pk_fma_f32 v[2:3], v[22:23], v[88:89], v[2:3]
	s_waitcnt vmcnt(9)
	v_pk_fma_f32 v[4:5], v[28:29], v[94:95], v[4:5]
	v_pk_fma_f32 v[2:3], v[26:27], v[92:93], v[2:3]
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[4:5], v[32:33], v[98:99], v[4:5]
	v_pk_fma_f32 v[2:3], v[30:31], v[96:97], v[2:3]
	s_waitcnt vmcnt(7)
	v_pk_fma_f32 v[4:5], v[36:37], v[102:103], v[4:5]
	v_pk_fma_f32 v[2:3], v[34:35], v[100:101], v[2:3]
	s_waitcnt vmcnt(6)
	v_pk_fma_f32 v[4:5], v[40:41], v[106:107], v[4:5]
	v_pk_fma_f32 v[2:3], v[38:39], v[104:105], v[2:3]
	s_waitcnt vmcnt(5)
	v_pk_fma_f32 v[4:5], v[44:45], v[110:111], v[4:5]
	v_pk_fma_f32 v[2:3], v[42:43], v[108:109], v[2:3]
	s_waitcnt vmcnt(4)
	v_pk_fma_f32 v[4:5], v[48:49], v[114:115], v[4:5]
	v_pk_fma_f32 v[2:3], v[46:47], v[112:113], v[2:3]
	s_waitcnt vmcnt(3)
	v_pk_fma_f32 v[4:5], v[52:53], v[118:119], v[4:5]
	v_pk_fma_f32 v[2:3], v[50:51], v[116:117], v[2:3]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[4:5], v[56:57], v[122:123], v[4:5]
	v_pk_fma_f32 v[2:3], v[54:55], v[120:121], v[2:3]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[4:5], v[64:65], v[126:127], v[4:5]
	v_pk_fma_f32 v[2:3], v[62:63], v[124:125], v[2:3]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[4:5], v[60:61], v[130:131], v[4:5]
	v_pk_fma_f32 v[2:3], v[58:59], v[128:129], v[2:3]
	global_store_dwordx4 v66, v[2:5], s[0:1]
	s_cbranch_execnz .LBB0_5
.LBB0_7:
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s6, 0xffffffc0
	s_addk_i32 s0, 0xff00
	v_or_b32_e32 v2, s0, v1
	v_mov_b32_e32 v3, 0
	v_lshl_add_u64 v[4:5], v[2:3], 4, s[2:3]
	v_add_u32_e32 v6, 0x100, v2
	v_mov_b32_e32 v7, v3
	v_lshl_add_u64 v[6:7], v[6:7], 4, s[2:3]
	global_load_dwordx4 v[8:11], v[4:5], off
	global_load_dwordx4 v[12:15], v[6:7], off
	v_add_u32_e32 v4, 0x200, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 4, s[2:3]
	v_add_u32_e32 v6, 0x300, v2
	v_mov_b32_e32 v7, v3
	v_lshl_add_u64 v[6:7], v[6:7], 4, s[2:3]
	global_load_dwordx4 v[16:19], v[4:5], off
	global_load_dwordx4 v[20:23], v[6:7], off
	v_add_u32_e32 v4, 0x400, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 4, s[2:3]
	v_add_u32_e32 v6, 0x500, v2
	v_mov_b32_e32 v7, v3
	v_lshl_add_u64 v[6:7], v[6:7], 4, s[2:3]
	global_load_dwordx4 v[24:27], v[4:5], off
	global_load_dwordx4 v[28:31], v[6:7], off
	v_add_u32_e32 v4, 0x600, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 4, s[2:3]
	v_add_u32_e32 v6, 0x700, v2
	v_mov_b32_e32 v7, v3
	v_lshl_add_u64 v[6:7], v[6:7], 4, s[2:3]
	global_load_dwordx4 v[32:35], v[4:5], off
	global_load_dwordx4 v[36:39], v[6:7], off
	v_add_u32_e32 v4, 0x800, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 4, s[2:3]
	v_add_u32_e32 v6, 0x900, v2
	v_mov_b32_e32 v7, v3
	v_lshl_add_u64 v[6:7], v[6:7], 4, s[2:3]
	global_load_dwordx4 v[40:43], v[4:5], off
	global_load_dwordx4 v[44:47], v[6:7], off
	v_add_u32_e32 v4, 0xa00, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 4, s[2:3]
	v_add_u32_e32 v6, 0xb00, v2
	v_mov_b32_e32 v7, v3
	v_lshl_add_u64 v[6:7], v[6:7], 4, s[2:3]
	global_load_dwordx4 v[48:51], v[4:5], off
	global_load_dwordx4 v[52:55], v[6:7], off
	v_add_u32_e32 v4, 0xc00, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 4, s[2:3]
	v_add_u32_e32 v6, 0xd00, v2
	v_mov_b32_e32 v7, v3
	v_lshl_add_u64 v[6:7], v[6:7], 4, s[2:3]
	global_load_dwordx4 v[56:59], v[4:5], off
	global_load_dwordx4 v[60:63], v[6:7], off
	v_add_u32_e32 v4, 0xe00, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 4, s[2:3]
	v_add_u32_e32 v2, 0xf00, v2
	v_lshl_add_u64 v[2:3], v[2:3], 4, s[2:3]
	global_load_dwordx4 v[64:67], v[4:5], off
	global_load_dwordx4 v[68:71], v[2:3], off
	v_lshlrev_b32_e32 v0, 12, v0
	v_and_b32_e32 v0, 0xf000, v0
	v_add_u32_e32 v0, s0, v0
	v_and_or_b32 v0, v1, 48, v0
	s_waitcnt vmcnt(15)
	ds_write_b128 v0, v[8:11]
	s_waitcnt vmcnt(14)
	ds_write_b128 v0, v[12:15] offset:256
	s_waitcnt vmcnt(13)
	ds_write_b128 v0, v[16:19] offset:512
	s_waitcnt vmcnt(12)
	ds_write_b128 v0, v[20:23] offset:768
	s_waitcnt vmcnt(11)
	ds_write_b128 v0, v[24:27] offset:1024
	s_waitcnt vmcnt(10)
	ds_write_b128 v0, v[28:31] offset:1280
	s_waitcnt vmcnt(9)
	ds_write_b128 v0, v[32:35] offset:1536
	s_waitcnt vmcnt(8)
	ds_write_b128 v0, v[36:39] offset:1792
	s_waitcnt vmcnt(7)
	ds_write_b128 v0, v[40:43] offset:2048
	s_waitcnt vmcnt(6)
	ds_write_b128 v0, v[44:47] offset:2304
	s_waitcnt vmcnt(5)
	ds_write_b128 v0, v[48:51] offset:2560
	s_waitcnt vmcnt(4)
	ds_write_b128 v0, v[52:55] offset:2816
	s_waitcnt vmcnt(3)
	ds_write_b128 v0, v[56:59] offset:3072
	s_waitcnt vmcnt(2)
	ds_write_b128 v0, v[60:63] offset:3328
	s_waitcnt vmcnt(1)
	ds_write_b128 v0, v[64:67] offset:3584
	s_waitcnt vmcnt(0)
	ds_write_b128 v0, v[68:71] offset:3840
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel pingpong_epilogue
		.amdhsa_group_segment_fixed_size 65536
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 169
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 132
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
	.size	pingpong_epilogue, .Lfunc_end0-pingpong_epilogue
                                        ; -- End function
	.set pingpong_epilogue.num_vgpr, 132
	.set pingpong_epilogue.num_agpr, 0
	.set pingpong_epilogue.numbered_sgpr, 7
	.set pingpong_epilogue.num_named_barrier, 0
	.set pingpong_epilogue.private_seg_size, 0
	.set pingpong_epilogue.uses_vcc, 1
	.set pingpong_epilogue.uses_flat_scratch, 0
	.set pingpong_epilogue.has_dyn_sized_stack, 0
	.set pingpong_epilogue.has_recursion, 0
	.set pingpong_epilogue.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1564
; TotalNumSgprs: 13
; NumVgprs: 132
; NumAgprs: 0
; TotalNumVgprs: 132
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 65536 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 21
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 169
; AccumOffset: 132
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 32
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
	.type	__hip_cuid_1df4b3a3505d7b48,@object ; @__hip_cuid_1df4b3a3505d7b48
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_1df4b3a3505d7b48
__hip_cuid_1df4b3a3505d7b48:
	.byte	0                               ; 0x0
	.size	__hip_cuid_1df4b3a3505d7b48, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_1df4b3a3505d7b48
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
    .group_segment_fixed_size: 65536
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .max_flat_workgroup_size: 512
    .name:           pingpong_epilogue
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         pingpong_epilogue.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     132
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
