	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_kernel                   ; -- Begin function matmul_kernel
	.p2align	8
	.type	matmul_kernel,@function
matmul_kernel:                          ; @matmul_kernel
; %bb.12:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.13:
.LBB0_0:
	s_add_i32 s0, s15, 63
	s_ashr_i32 s1, s0, 31
	s_lshr_b32 s1, s1, 26
	s_add_i32 s0, s0, s1
	s_ashr_i32 s3, s0, 6
	s_abs_i32 s6, s3
	v_cvt_f32_u32_e32 v1, s6
	s_sub_i32 s14, 0, s6
	s_mov_b64 s[20:21], s[10:11]
	s_abs_i32 s11, s16
	v_rcp_f32_e32 v1, v1
	v_and_b32_e32 v48, 0x3ff, v0
	s_xor_b32 s10, s16, s3
	v_readfirstlane_b32 s2, v48
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_bfe_u32 s2, s2, 0x20006
	s_ashr_i32 s10, s10, 31
	s_load_dwordx2 s[0:1], s[4:5], 0x20
	s_load_dword s7, s[4:5], 0x28
	v_readfirstlane_b32 s15, v1
	s_mul_i32 s14, s14, s15
	s_mul_hi_u32 s14, s15, s14
	s_add_i32 s15, s15, s14
	s_mul_hi_u32 s14, s11, s15
	s_mul_i32 s15, s14, s6
	s_sub_i32 s11, s11, s15
	s_add_i32 s15, s14, 1
	s_sub_i32 s17, s11, s6
	s_cmp_ge_u32 s11, s6
	s_cselect_b32 s14, s15, s14
	s_cselect_b32 s11, s17, s11
	s_add_i32 s15, s14, 1
	s_cmp_ge_u32 s11, s6
	s_cselect_b32 s6, s15, s14
	s_xor_b32 s6, s6, s10
	s_sub_i32 s6, s6, s10
	s_mul_i32 s3, s6, s3
	s_sub_i32 s3, s16, s3
	v_and_b32_e32 v38, 63, v0
	s_lshl_b32 s16, s2, 6
	v_or_b32_e32 v1, s16, v38
	v_lshrrev_b32_e32 v20, 5, v1
	v_and_b32_e32 v17, 31, v0
	v_or_b32_e32 v24, 16, v20
	v_lshlrev_b32_e32 v16, 1, v17
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[6:7], s[10:11], v24, s1, v[16:17]
	v_mad_u64_u32 v[24:25], s[10:11], v24, s7, v[16:17]
	v_lshlrev_b32_e32 v25, 1, v1
	v_lshrrev_b32_e32 v1, 3, v1
	v_or_b32_e32 v26, 24, v20
	v_or_b32_e32 v28, 32, v20
	v_or_b32_e32 v30, 40, v20
	v_or_b32_e32 v32, 48, v20
	v_and_b32_e32 v1, 28, v1
	v_mad_u64_u32 v[8:9], s[10:11], v26, s1, v[16:17]
	v_mad_u64_u32 v[10:11], s[10:11], v28, s1, v[16:17]
	v_mad_u64_u32 v[12:13], s[10:11], v30, s1, v[16:17]
	v_mad_u64_u32 v[14:15], s[10:11], v32, s1, v[16:17]
	v_mad_u64_u32 v[26:27], s[10:11], v26, s7, v[16:17]
	v_mad_u64_u32 v[28:29], s[10:11], v28, s7, v[16:17]
	v_mad_u64_u32 v[30:31], s[10:11], v30, s7, v[16:17]
	v_mad_u64_u32 v[32:33], s[10:11], v32, s7, v[16:17]
	v_xor_b32_e32 v1, v1, v25
	v_sub_u32_e32 v27, v1, v25
	v_xor_b32_e32 v29, 0x220, v1
	v_xor_b32_e32 v31, 0x620, v1
	v_xor_b32_e32 v33, 0xa20, v1
	v_xor_b32_e32 v1, 0xe20, v1
	s_lshl_b32 s24, s6, 6
	v_ashrrev_i32_e32 v27, 1, v27
	v_sub_u32_e32 v1, v1, v25
	s_mul_i32 s6, s24, s1
	v_mad_u64_u32 v[2:3], s[10:11], v20, s1, v[16:17]
	v_sub_u32_e32 v29, v29, v25
	v_sub_u32_e32 v31, v31, v25
	v_sub_u32_e32 v33, v33, v25
	v_lshrrev_b32_e32 v25, 1, v1
	v_add_u32_e32 v1, v27, v38
	v_add_u32_e32 v3, s6, v2
	v_lshlrev_b32_e32 v27, 2, v1
	ds_bpermute_b32 v3, v27, v3
	s_add_i32 s17, s0, 63
	v_or_b32_e32 v34, 56, v20
	v_cmp_gt_i32_e64 s[14:15], s17, 63
	s_and_b32 s26, s16, 0x80
	s_lshl_b32 s25, s3, 6
	v_mad_u64_u32 v[18:19], s[10:11], v34, s1, v[16:17]
	v_mad_u64_u32 v[34:35], s[10:11], v34, s7, v[16:17]
	s_lshl_b32 s28, s7, 6
	v_lshrrev_b64 v[36:37], v1, s[14:15]
	v_or_b32_e32 v22, 8, v20
	v_mad_u64_u32 v[20:21], s[10:11], v20, s7, v[16:17]
	s_cmp_gt_i32 s17, 63
	v_and_b32_e32 v35, 1, v36
	v_mad_u64_u32 v[4:5], s[10:11], v22, s1, v[16:17]
	v_bfrev_b32_e32 v21, 1
	s_cselect_b64 s[0:1], -1, 0
	v_lshrrev_b32_e32 v29, 1, v29
	s_lshl_b32 s30, s2, 8
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v3, 1, v3
	v_cmp_eq_u32_e32 vcc, 1, v35
	s_movk_i32 s2, 0xff00
	v_add_u32_e32 v5, s6, v4
	v_cndmask_b32_e32 v35, v21, v3, vcc
	v_add3_u32 v3, v29, v38, s2
	v_lshlrev_b32_e32 v29, 2, v3
	ds_bpermute_b32 v5, v29, v5
	v_add_u32_e32 v7, s6, v6
	v_mad_u64_u32 v[22:23], s[10:11], v22, s7, v[16:17]
	s_mov_b32 s23, 0x27000
	s_mov_b32 s22, 0x7ffffffe
	ds_bpermute_b32 v7, v27, v7
	s_and_b32 s9, s9, 0xffff
	s_mov_b32 s10, s22
	s_mov_b32 s11, s23
	s_mov_b32 m0, s30
	v_lshrrev_b64 v[36:37], v3, s[14:15]
	buffer_load_dword v35, s[8:11], 0 offen lds
	v_and_b32_e32 v35, 1, v36
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v5, 1, v5
	v_cmp_eq_u32_e64 s[2:3], 1, v35
	s_add_i32 m0, s30, 0x400
	v_lshrrev_b32_e32 v31, 1, v31
	v_cndmask_b32_e64 v5, v21, v5, s[2:3]
	buffer_load_dword v5, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v5, 1, v7
	s_movk_i32 s2, 0xfd00
	v_cndmask_b32_e32 v7, v21, v5, vcc
	v_add3_u32 v5, v31, v38, s2
	v_add_u32_e32 v9, s6, v8
	v_lshlrev_b32_e32 v31, 2, v5
	ds_bpermute_b32 v9, v31, v9
	v_add_u32_e32 v11, s6, v10
	ds_bpermute_b32 v11, v27, v11
	s_add_i32 m0, s30, 0x800
	v_lshrrev_b64 v[36:37], v5, s[14:15]
	buffer_load_dword v7, s[8:11], 0 offen lds
	v_and_b32_e32 v7, 1, v36
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v7
	s_add_i32 m0, s30, 0xc00
	v_lshrrev_b32_e32 v33, 1, v33
	v_cndmask_b32_e64 v7, v21, v9, s[2:3]
	buffer_load_dword v7, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v7, 1, v11
	s_movk_i32 s2, 0xfb00
	v_cndmask_b32_e32 v9, v21, v7, vcc
	v_add3_u32 v7, v33, v38, s2
	v_add_u32_e32 v13, s6, v12
	v_lshlrev_b32_e32 v33, 2, v7
	ds_bpermute_b32 v11, v33, v13
	v_add_u32_e32 v15, s6, v14
	ds_bpermute_b32 v13, v27, v15
	s_add_i32 m0, s30, 0x1000
	v_lshrrev_b64 v[36:37], v7, s[14:15]
	buffer_load_dword v9, s[8:11], 0 offen lds
	v_and_b32_e32 v9, 1, v36
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v11, 1, v11
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_add_i32 m0, s30, 0x1400
	v_add_u32_e32 v19, s6, v18
	v_cndmask_b32_e64 v9, v21, v11, s[2:3]
	buffer_load_dword v9, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v9, 1, v13
	s_movk_i32 s2, 0xf900
	v_cndmask_b32_e32 v11, v21, v9, vcc
	v_add3_u32 v9, v25, v38, s2
	v_lshlrev_b32_e32 v35, 2, v9
	ds_bpermute_b32 v13, v35, v19
	s_add_i32 m0, s30, 0x1800
	v_lshrrev_b64 v[36:37], v9, s[14:15]
	buffer_load_dword v11, s[8:11], 0 offen lds
	v_and_b32_e32 v11, 1, v36
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e32 vcc, 1, v11
	v_add_lshl_u32 v23, v20, s25, 1
	s_add_i32 m0, s30, 0x1c00
	v_cndmask_b32_e32 v11, v21, v13, vcc
	buffer_load_dword v11, s[8:11], 0 offen lds
	s_and_b32 s21, s21, 0xffff
	s_add_i32 m0, s30, 0x6000
	v_cndmask_b32_e64 v11, v21, v23, s[0:1]
	; asyncmark
	buffer_load_dword v11, s[20:23], 0 offen lds
	v_add_lshl_u32 v11, v22, s25, 1
	s_add_i32 m0, s30, 0x6400
	v_cndmask_b32_e64 v11, v21, v11, s[0:1]
	buffer_load_dword v11, s[20:23], 0 offen lds
	v_add_lshl_u32 v11, v24, s25, 1
	s_add_i32 m0, s30, 0x6800
	v_cndmask_b32_e64 v11, v21, v11, s[0:1]
	buffer_load_dword v11, s[20:23], 0 offen lds
	v_add_lshl_u32 v11, v26, s25, 1
	s_add_i32 m0, s30, 0x6c00
	v_cndmask_b32_e64 v11, v21, v11, s[0:1]
	buffer_load_dword v11, s[20:23], 0 offen lds
	v_add_lshl_u32 v11, v28, s25, 1
	s_add_i32 m0, s30, 0x7000
	v_cndmask_b32_e64 v11, v21, v11, s[0:1]
	buffer_load_dword v11, s[20:23], 0 offen lds
	v_add_lshl_u32 v11, v30, s25, 1
	s_add_i32 m0, s30, 0x7400
	v_cndmask_b32_e64 v11, v21, v11, s[0:1]
	buffer_load_dword v11, s[20:23], 0 offen lds
	v_add_lshl_u32 v11, v32, s25, 1
	s_add_i32 m0, s30, 0x7800
	v_cndmask_b32_e64 v11, v21, v11, s[0:1]
	buffer_load_dword v11, s[20:23], 0 offen lds
	s_add_i32 m0, s30, 0x7c00
	s_cmpk_gt_i32 s17, 0x7f
	s_cselect_b64 vcc, -1, 0
	s_add_i32 s6, s6, 64
	v_add_lshl_u32 v11, v34, s25, 1
	v_add_u32_e32 v36, s6, v2
	v_add_u32_e32 v37, s6, v4
	s_add_i32 s2, s25, s28
	v_mov_b32_e32 v4, 0x7f
	v_cndmask_b32_e64 v11, v21, v11, s[0:1]
	v_add_u32_e32 v44, s2, v20
	v_add_u32_e32 v45, s2, v22
	v_add_u32_e32 v46, s2, v24
	v_add_u32_e32 v47, s2, v26
	v_add_u32_e32 v28, s2, v28
	v_add_u32_e32 v30, s2, v30
	v_add_u32_e32 v32, s2, v32
	v_add_u32_e32 v34, s2, v34
	ds_bpermute_b32 v2, v27, v36
	v_cmp_gt_i32_e64 s[2:3], s17, v4
	buffer_load_dword v11, s[20:23], 0 offen lds
	v_add_u32_e32 v40, s6, v10
	v_lshrrev_b64 v[10:11], v1, s[2:3]
	v_and_b32_e32 v4, 1, v10
	v_add_u32_e32 v38, s6, v6
	v_add_u32_e32 v39, s6, v8
	v_add_u32_e32 v41, s6, v12
	v_add_u32_e32 v42, s6, v14
	v_add_u32_e32 v43, s6, v18
	v_cmp_eq_u32_e64 s[6:7], 1, v4
	ds_bpermute_b32 v4, v29, v37
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v2, 1, v2
	s_add_i32 m0, s30, 0x2000
	v_cndmask_b32_e64 v2, v21, v2, s[6:7]
	v_lshrrev_b64 v[10:11], v3, s[2:3]
	ds_bpermute_b32 v6, v27, v38
	; asyncmark
	buffer_load_dword v2, s[8:11], 0 offen lds
	v_and_b32_e32 v2, 1, v10
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e64 s[14:15], 1, v2
	s_add_i32 m0, s30, 0x2400
	v_lshrrev_b64 v[10:11], v5, s[2:3]
	v_cndmask_b32_e64 v2, v21, v4, s[14:15]
	ds_bpermute_b32 v4, v31, v39
	buffer_load_dword v2, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v2, 1, v6
	s_add_i32 m0, s30, 0x2800
	v_cndmask_b32_e64 v2, v21, v2, s[6:7]
	ds_bpermute_b32 v6, v27, v40
	buffer_load_dword v2, s[8:11], 0 offen lds
	v_and_b32_e32 v2, 1, v10
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e64 s[14:15], 1, v2
	s_add_i32 m0, s30, 0x2c00
	v_lshrrev_b64 v[10:11], v7, s[2:3]
	v_cndmask_b32_e64 v2, v21, v4, s[14:15]
	ds_bpermute_b32 v4, v33, v41
	buffer_load_dword v2, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v2, 1, v6
	s_add_i32 m0, s30, 0x3000
	v_cndmask_b32_e64 v2, v21, v2, s[6:7]
	ds_bpermute_b32 v6, v27, v42
	buffer_load_dword v2, s[8:11], 0 offen lds
	v_and_b32_e32 v2, 1, v10
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e64 s[14:15], 1, v2
	s_add_i32 m0, s30, 0x3400
	v_lshrrev_b64 v[10:11], v9, s[2:3]
	v_cndmask_b32_e64 v2, v21, v4, s[14:15]
	ds_bpermute_b32 v4, v35, v43
	buffer_load_dword v2, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v2, 1, v6
	s_add_i32 m0, s30, 0x3800
	v_cndmask_b32_e64 v2, v21, v2, s[6:7]
	buffer_load_dword v2, s[8:11], 0 offen lds
	v_and_b32_e32 v2, 1, v10
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e64 s[2:3], 1, v2
	s_add_i32 m0, s30, 0x3c00
	v_and_b32_e32 v18, 32, v0
	v_cndmask_b32_e64 v2, v21, v4, s[2:3]
	buffer_load_dword v2, s[8:11], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v44
	s_add_i32 m0, s30, 0x8000
	v_cndmask_b32_e32 v2, v21, v2, vcc
	; asyncmark
	buffer_load_dword v2, s[20:23], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v45
	s_add_i32 m0, s30, 0x8400
	v_cndmask_b32_e32 v2, v21, v2, vcc
	buffer_load_dword v2, s[20:23], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v46
	s_add_i32 m0, s30, 0x8800
	v_cndmask_b32_e32 v2, v21, v2, vcc
	buffer_load_dword v2, s[20:23], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v47
	s_add_i32 m0, s30, 0x8c00
	v_cndmask_b32_e32 v2, v21, v2, vcc
	buffer_load_dword v2, s[20:23], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v28
	s_add_i32 m0, s30, 0x9000
	v_cndmask_b32_e32 v2, v21, v2, vcc
	buffer_load_dword v2, s[20:23], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v30
	s_add_i32 m0, s30, 0x9400
	v_cndmask_b32_e32 v2, v21, v2, vcc
	buffer_load_dword v2, s[20:23], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v32
	s_add_i32 m0, s30, 0x9800
	v_cndmask_b32_e32 v2, v21, v2, vcc
	buffer_load_dword v2, s[20:23], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v34
	s_add_i32 m0, s30, 0x9c00
	v_cndmask_b32_e32 v2, v21, v2, vcc
	buffer_load_dword v2, s[20:23], 0 offen lds
	s_mov_b32 s31, 0
	s_cmpk_gt_i32 s17, 0xbf
	v_lshlrev_b32_e32 v0, 7, v17
	v_lshlrev_b32_e32 v4, 3, v48
	v_lshrrev_b32_e32 v2, 2, v18
	v_lshlrev_b32_e32 v48, 4, v18
	; asyncmark
	; wait_asyncmark(2)
	s_waitcnt vmcnt(16)
	s_barrier
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	v_and_b32_e32 v6, 0x78, v4
	s_lshl_b32 s2, s26, 5
	v_xor_b32_e32 v6, v6, v2
	v_or3_b32 v25, s2, v0, v6
	v_xor_b32_e32 v26, 16, v25
	v_xor_b32_e32 v24, 32, v25
	v_xor_b32_e32 v23, 48, v25
	v_xor_b32_e32 v22, 64, v25
	v_xor_b32_e32 v21, 0x50, v25
	v_xor_b32_e32 v20, 0x60, v25
	v_xor_b32_e32 v19, 0x70, v25
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr19
.LBB0_3:                                ; %Flow21
	s_and_b32 s27, s16, 64
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_6
; %bb.4:                                ; %.lr.ph
	v_and_b32_e32 v4, 0x78, v4
	s_lshl_b32 s2, s26, 5
	v_xor_b32_e32 v2, v4, v2
	v_lshrrev_b64 v[10:11], v1, exec
	v_or3_b32 v25, s2, v0, v2
	v_and_b32_e32 v1, 1, v10
	v_lshrrev_b64 v[2:3], v3, exec
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	v_and_b32_e32 v1, 1, v2
	v_lshrrev_b64 v[2:3], v5, exec
	v_cmp_eq_u32_e64 s[6:7], 1, v1
	v_and_b32_e32 v1, 1, v2
	v_lshrrev_b64 v[2:3], v7, exec
	v_and_b32_e32 v4, 1, v2
	v_lshrrev_b64 v[2:3], v9, exec
	s_lshr_b32 s34, s17, 6
	v_mov_b32_e32 v0, 0
	v_and_b32_e32 v2, 1, v2
	v_xor_b32_e32 v26, 16, v25
	v_xor_b32_e32 v24, 32, v25
	v_xor_b32_e32 v23, 48, v25
	v_xor_b32_e32 v22, 64, v25
	v_xor_b32_e32 v21, 0x50, v25
	v_xor_b32_e32 v20, 0x60, v25
	v_xor_b32_e32 v19, 0x70, v25
	s_movk_i32 s29, 0x2000
	s_movk_i32 s39, 0x6000
	s_mov_b32 s33, 0x8000
	s_add_i32 s34, s34, -3
	s_mov_b32 s35, 1
	v_bfrev_b32_e32 v49, 1
	s_mov_b32 s10, s22
	s_mov_b32 s11, s23
	s_mov_b32 s36, 0x5040100
	v_cmp_eq_u32_e64 s[14:15], 1, v1
	v_cmp_eq_u32_e64 s[16:17], 1, v4
	v_cmp_eq_u32_e64 s[18:19], 1, v2
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
	s_mov_b32 s37, 0
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v36, 64, v36
	v_add_u32_e32 v37, 64, v37
	ds_bpermute_b32 v50, v27, v36
	s_mov_b32 s40, s31
	s_mov_b32 s31, s29
	v_add_u32_e32 v38, 64, v38
	s_add_i32 s29, s35, 1
	ds_bpermute_b32 v51, v29, v37
	v_add_u32_e32 v39, 64, v39
	s_cmp_lt_i32 s29, 3
	ds_bpermute_b32 v52, v27, v38
	v_add_u32_e32 v40, 64, v40
	ds_bpermute_b32 v53, v31, v39
	s_cselect_b32 s35, s29, 0
	v_add_u32_e32 v41, 64, v41
	ds_bpermute_b32 v54, v27, v40
	s_lshl_b32 s29, s35, 13
	v_add_u32_e32 v42, 64, v42
	ds_bpermute_b32 v55, v33, v41
	s_add_i32 s38, s29, s30
	s_waitcnt lgkmcnt(5)
	v_lshlrev_b32_e32 v50, 1, v50
	v_add_u32_e32 v43, 64, v43
	ds_bpermute_b32 v56, v27, v42
	v_cndmask_b32_e64 v50, v49, v50, s[2:3]
	s_mov_b32 m0, s38
	s_waitcnt lgkmcnt(5)
	v_lshlrev_b32_e32 v51, 1, v51
	ds_bpermute_b32 v57, v35, v43
	buffer_load_dword v50, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v51, v49, v51, s[6:7]
	s_add_i32 m0, s38, 0x400
	s_waitcnt lgkmcnt(5)
	v_lshlrev_b32_e32 v52, 1, v52
	buffer_load_dword v51, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v52, v49, v52, s[2:3]
	s_add_i32 m0, s38, 0x800
	s_waitcnt lgkmcnt(4)
	v_lshlrev_b32_e32 v53, 1, v53
	buffer_load_dword v52, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v53, v49, v53, s[14:15]
	s_add_i32 m0, s38, 0xc00
	s_waitcnt lgkmcnt(3)
	v_lshlrev_b32_e32 v54, 1, v54
	buffer_load_dword v53, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v54, v49, v54, s[2:3]
	s_add_i32 m0, s38, 0x1000
	s_waitcnt lgkmcnt(2)
	v_lshlrev_b32_e32 v55, 1, v55
	buffer_load_dword v54, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v55, v49, v55, s[16:17]
	s_add_i32 m0, s38, 0x1400
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v56, 1, v56
	buffer_load_dword v55, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v56, v49, v56, s[2:3]
	s_add_i32 m0, s38, 0x1800
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v57, 1, v57
	v_add_u32_e32 v44, s28, v44
	buffer_load_dword v56, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v57, v49, v57, s[18:19]
	s_add_i32 m0, s38, 0x1c00
	v_add_u32_e32 v45, s28, v45
	v_lshlrev_b32_e32 v54, 1, v44
	buffer_load_dword v57, s[8:11], 0 offen lds
	s_add_i32 m0, s38, 0x6000
	v_add_u32_e32 v46, s28, v46
	v_lshlrev_b32_e32 v55, 1, v45
	; asyncmark
	buffer_load_dword v54, s[20:23], 0 offen lds
	s_add_i32 m0, s38, 0x6400
	v_add_u32_e32 v47, s28, v47
	v_lshlrev_b32_e32 v56, 1, v46
	buffer_load_dword v55, s[20:23], 0 offen lds
	s_add_i32 m0, s38, 0x6800
	v_add_u32_e32 v28, s28, v28
	v_add_u32_e32 v58, s40, v25
	v_add_u32_e32 v59, s40, v26
	v_add_u32_e32 v60, s40, v24
	v_add_u32_e32 v50, s40, v22
	v_lshlrev_b32_e32 v57, 1, v47
	buffer_load_dword v56, s[20:23], 0 offen lds
	s_add_i32 m0, s38, 0x6c00
	v_add_u32_e32 v30, s28, v30
	ds_read_b64 v[64:65], v58
	ds_read_b64 v[66:67], v59
	ds_read_b64 v[68:69], v60
	ds_read_b64 v[72:73], v50
	v_lshlrev_b32_e32 v58, 1, v28
	buffer_load_dword v57, s[20:23], 0 offen lds
	s_add_i32 m0, s38, 0x7000
	v_add_u32_e32 v32, s28, v32
	v_lshlrev_b32_e32 v59, 1, v30
	buffer_load_dword v58, s[20:23], 0 offen lds
	s_add_i32 m0, s38, 0x7400
	v_add_u32_e32 v34, s28, v34
	v_add_u32_e32 v61, s40, v23
	v_lshlrev_b32_e32 v60, 1, v32
	buffer_load_dword v59, s[20:23], 0 offen lds
	s_add_i32 m0, s38, 0x7800
	ds_read_b64 v[70:71], v61
	v_lshlrev_b32_e32 v61, 1, v34
	buffer_load_dword v60, s[20:23], 0 offen lds
	s_add_i32 m0, s38, 0x7c00
	s_add_i32 s39, s27, s39
	buffer_load_dword v61, s[20:23], 0 offen lds
	v_add_u32_e32 v51, s40, v21
	v_add_u32_e32 v52, s40, v20
	v_add_u32_e32 v53, s40, v19
	v_add3_u32 v62, s39, v48, v16
	ds_read_b64 v[74:75], v51
	ds_read_b64 v[76:77], v52
	ds_read_b64 v[78:79], v53
	; asyncmark
	ds_read_u16 v50, v62
	ds_read_u16 v52, v62 offset:128
	ds_read_u16 v51, v62 offset:256
	ds_read_u16 v53, v62 offset:384
	ds_read_u16 v54, v62 offset:1024
	ds_read_u16 v55, v62 offset:1152
	ds_read_u16 v56, v62 offset:1280
	ds_read_u16 v57, v62 offset:1408
	ds_read_u16 v58, v62 offset:2048
	ds_read_u16 v59, v62 offset:2176
	ds_read_u16 v60, v62 offset:2304
	s_waitcnt lgkmcnt(7)
	v_perm_b32 v51, v53, v51, s36
	v_perm_b32 v50, v52, v50, s36
	ds_read_u16 v52, v62 offset:2432
	ds_read_u16 v53, v62 offset:3072
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[64:65], v[0:15]
	s_waitcnt lgkmcnt(5)
	v_perm_b32 v51, v57, v56, s36
	v_perm_b32 v50, v55, v54, s36
	ds_read_u16 v61, v62 offset:3200
	ds_read_u16 v63, v62 offset:3328
	ds_read_u16 v54, v62 offset:3456
	ds_read_u16 v55, v62 offset:4096
	ds_read_u16 v56, v62 offset:4224
	ds_read_u16 v57, v62 offset:4352
	s_mov_b32 s39, s33
	s_add_i32 s38, s37, 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[66:67], v[0:15]
	s_waitcnt lgkmcnt(7)
	v_perm_b32 v51, v52, v60, s36
	v_perm_b32 v50, v59, v58, s36
	ds_read_u16 v52, v62 offset:4480
	ds_read_u16 v58, v62 offset:5120
	ds_read_u16 v59, v62 offset:5248
	ds_read_u16 v60, v62 offset:5376
	s_add_i32 s33, s29, 0x6000
	s_cmp_lg_u32 s37, s34
	s_mov_b32 s37, s38
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[68:69], v[0:15]
	s_waitcnt lgkmcnt(7)
	v_perm_b32 v51, v54, v63, s36
	v_perm_b32 v50, v61, v53, s36
	ds_read_u16 v53, v62 offset:5504
	ds_read_u16 v54, v62 offset:6144
	ds_read_u16 v61, v62 offset:6272
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[70:71], v[0:15]
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v51, v52, v57, s36
	v_perm_b32 v50, v56, v55, s36
	ds_read_u16 v52, v62 offset:6400
	ds_read_u16 v55, v62 offset:6528
	ds_read_u16 v56, v62 offset:7424
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[72:73], v[0:15]
	s_waitcnt lgkmcnt(5)
	v_perm_b32 v51, v53, v60, s36
	v_perm_b32 v50, v59, v58, s36
	ds_read_u16 v53, v62 offset:7168
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[74:75], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v51, v55, v52, s36
	v_perm_b32 v50, v61, v54, s36
	ds_read_u16 v52, v62 offset:7552
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[76:77], v[0:15]
	ds_read_u16 v50, v62 offset:7296
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v51, v52, v56, s36
	; wait_asyncmark(2)
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_perm_b32 v50, v50, v53, s36
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[50:51], v[78:79], v[0:15]
	s_cbranch_scc1 .LBB0_5
	s_branch .LBB0_7
.LBB0_6:
	v_mov_b32_e32 v15, 0
	s_movk_i32 s29, 0x2000
	s_movk_i32 s39, 0x6000
	s_mov_b32 s33, 0x8000
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
.LBB0_7:                                ; %Flow22
	s_load_dword s2, s[4:5], 0x2c
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	v_or3_b32 v16, s27, v48, v16
	s_cbranch_scc1 .LBB0_9
; %bb.8:
	v_add_u32_e32 v27, s39, v16
	ds_read_u16 v30, v27 offset:1408
	ds_read_u16 v31, v27 offset:1280
	ds_read_u16 v32, v27 offset:1152
	ds_read_u16 v33, v27 offset:1024
	ds_read_u16 v28, v27 offset:384
	ds_read_u16 v29, v27 offset:256
	ds_read_u16 v34, v27 offset:128
	ds_read_u16 v35, v27
	v_add_u32_e32 v36, s31, v25
	s_mov_b32 s0, 0x5040100
	ds_read_b64 v[36:37], v36
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v29, v28, v29, s0
	v_perm_b32 v28, v34, v35, s0
	v_add_u32_e32 v34, s31, v26
	ds_read_b64 v[38:39], v34
	v_perm_b32 v31, v30, v31, s0
	v_perm_b32 v30, v32, v33, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[28:29], v[36:37], v[0:15]
	ds_read_u16 v28, v27 offset:2432
	ds_read_u16 v29, v27 offset:2304
	ds_read_u16 v32, v27 offset:2176
	ds_read_u16 v33, v27 offset:2048
	v_add_u32_e32 v34, s31, v24
	ds_read_b64 v[36:37], v34
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v29, v28, v29, s0
	v_add_u32_e32 v34, s31, v23
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v28, v32, v33, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[30:31], v[38:39], v[0:15]
	ds_read_u16 v30, v27 offset:3456
	ds_read_u16 v31, v27 offset:3328
	ds_read_u16 v32, v27 offset:3200
	ds_read_u16 v33, v27 offset:3072
	ds_read_b64 v[38:39], v34
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[0:15], v[28:29], v[36:37], v[0:15]
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v29, v30, v31, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v28, v32, v33, s0
	v_add_u32_e32 v30, s31, v22
	ds_read_b64 v[40:41], v30
	ds_read_u16 v34, v27 offset:4480
	ds_read_u16 v35, v27 offset:4352
	ds_read_u16 v36, v27 offset:4224
	ds_read_u16 v37, v27 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v31, v34, v35, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[28:29], v[38:39], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v30, v36, v37, s0
	ds_read_u16 v28, v27 offset:5504
	ds_read_u16 v29, v27 offset:5376
	ds_read_u16 v32, v27 offset:5248
	ds_read_u16 v33, v27 offset:5120
	v_add_u32_e32 v34, s31, v21
	ds_read_b64 v[36:37], v34
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v29, v28, v29, s0
	v_add_u32_e32 v34, s31, v20
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v28, v32, v33, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[30:31], v[40:41], v[0:15]
	ds_read_u16 v30, v27 offset:6528
	ds_read_u16 v31, v27 offset:6400
	ds_read_u16 v32, v27 offset:6272
	ds_read_u16 v33, v27 offset:6144
	ds_read_b64 v[34:35], v34
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[0:15], v[28:29], v[36:37], v[0:15]
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v29, v30, v31, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v28, v32, v33, s0
	ds_read_u16 v30, v27 offset:7552
	ds_read_u16 v31, v27 offset:7424
	ds_read_u16 v32, v27 offset:7296
	ds_read_u16 v27, v27 offset:7168
	v_add_u32_e32 v33, s31, v19
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_f16 v[0:15], v[28:29], v[34:35], v[0:15]
	ds_read_b64 v[34:35], v33
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v29, v30, v31, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v28, v32, v27, s0
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[28:29], v[34:35], v[0:15]
.LBB0_9:                                ; %._crit_edge._crit_edge
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	v_add_u32_e32 v16, s33, v16
	ds_read_u16 v27, v16 offset:1408
	ds_read_u16 v30, v16 offset:1280
	ds_read_u16 v31, v16 offset:1152
	ds_read_u16 v32, v16 offset:1024
	ds_read_u16 v28, v16 offset:384
	ds_read_u16 v29, v16 offset:256
	ds_read_u16 v33, v16 offset:128
	ds_read_u16 v34, v16
	v_add_u32_e32 v25, s29, v25
	s_mov_b32 s0, 0x5040100
	ds_read_b64 v[36:37], v25
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v29, v28, v29, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v28, v33, v34, s0
	v_add_u32_e32 v25, s29, v26
	ds_read_b64 v[34:35], v25
	v_perm_b32 v27, v27, v30, s0
	v_perm_b32 v26, v31, v32, s0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[0:15], v[28:29], v[36:37], v[0:15]
	v_add_u32_e32 v24, s29, v24
	ds_read_b64 v[32:33], v24
	ds_read_u16 v25, v16 offset:2432
	ds_read_u16 v28, v16 offset:2304
	ds_read_u16 v29, v16 offset:2176
	ds_read_u16 v30, v16 offset:2048
	v_add_u32_e32 v23, s29, v23
	v_add_u32_e32 v22, s29, v22
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v25, v25, v28, s0
	v_add_u32_e32 v21, s29, v21
	v_mfma_f32_32x32x8_f16 v[0:15], v[26:27], v[34:35], v[0:15]
	ds_read_b64 v[34:35], v23
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v24, v29, v30, s0
	ds_read_u16 v26, v16 offset:3456
	ds_read_u16 v27, v16 offset:3328
	ds_read_u16 v28, v16 offset:3200
	ds_read_u16 v29, v16 offset:3072
	v_add_u32_e32 v20, s29, v20
	v_add_u32_e32 v19, s29, v19
	v_mfma_f32_32x32x8_f16 v[0:15], v[24:25], v[32:33], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v25, v26, v27, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v24, v28, v29, s0
	ds_read_b64 v[28:29], v22
	ds_read_u16 v23, v16 offset:4480
	ds_read_u16 v30, v16 offset:4352
	ds_read_u16 v31, v16 offset:4224
	ds_read_u16 v32, v16 offset:4096
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v23, v23, v30, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[24:25], v[34:35], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v22, v31, v32, s0
	ds_read_u16 v24, v16 offset:5504
	ds_read_u16 v25, v16 offset:5376
	ds_read_u16 v26, v16 offset:5248
	ds_read_u16 v27, v16 offset:5120
	ds_read_b64 v[30:31], v21
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v25, v24, v25, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v24, v26, v27, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[22:23], v[28:29], v[0:15]
	ds_read_b64 v[28:29], v20
	ds_read_u16 v21, v16 offset:6528
	ds_read_u16 v22, v16 offset:6400
	ds_read_u16 v23, v16 offset:6272
	ds_read_u16 v26, v16 offset:6144
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v21, v21, v22, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v20, v23, v26, s0
	v_mfma_f32_32x32x8_f16 v[0:15], v[24:25], v[30:31], v[0:15]
	ds_read_u16 v22, v16 offset:7552
	ds_read_u16 v23, v16 offset:7424
	ds_read_u16 v24, v16 offset:7296
	ds_read_u16 v16, v16 offset:7168
	ds_read_b64 v[26:27], v19
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[28:29], v[0:15]
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v21, v22, v23, s0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v20, v24, v16, s0
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[26:27], v[0:15]
.LBB0_11:
	v_lshrrev_b32_e32 v16, 3, v18
	s_lshr_b32 s0, s27, 1
	v_or_b32_e32 v16, s0, v16
	s_lshr_b32 s0, s26, 2
	s_nop 6
	v_cvt_f16_f32_e32 v0, v0
	v_cvt_f16_f32_e32 v18, v1
	v_cvt_f16_f32_e32 v1, v2
	v_cvt_f16_f32_e32 v2, v3
	v_or_b32_e32 v17, s0, v17
	s_mul_i32 s0, s24, s2
	v_cvt_f16_f32_e32 v3, v4
	v_cvt_f16_f32_e32 v4, v5
	v_cvt_f16_f32_e32 v5, v6
	v_cvt_f16_f32_e32 v6, v7
	v_mul_lo_u32 v17, v17, s2
	s_add_i32 s0, s0, s25
	v_cvt_f16_f32_e32 v7, v8
	v_cvt_f16_f32_e32 v8, v9
	v_cvt_f16_f32_e32 v9, v10
	v_cvt_f16_f32_e32 v10, v11
	v_add_u32_e32 v17, s0, v17
	v_cvt_f16_f32_e32 v11, v12
	v_cvt_f16_f32_e32 v12, v13
	v_cvt_f16_f32_e32 v13, v14
	v_cvt_f16_f32_e32 v14, v15
	s_and_b32 s13, s13, 0xffff
	s_mov_b32 s15, 0x27000
	s_mov_b32 s14, 0x7ffffffe
	v_pack_b32_f16 v1, v1, v2
	v_pack_b32_f16 v0, v0, v18
	v_add_lshl_u32 v2, v17, v16, 1
	buffer_store_dwordx2 v[0:1], v2, s[12:15], 0 offen
	v_pack_b32_f16 v1, v5, v6
	v_pack_b32_f16 v0, v3, v4
	buffer_store_dwordx2 v[0:1], v2, s[12:15], 0 offen offset:16
	v_pack_b32_f16 v1, v9, v10
	v_pack_b32_f16 v0, v7, v8
	buffer_store_dwordx2 v[0:1], v2, s[12:15], 0 offen offset:32
	v_pack_b32_f16 v1, v13, v14
	v_pack_b32_f16 v0, v11, v12
	buffer_store_dwordx2 v[0:1], v2, s[12:15], 0 offen offset:48
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
		.amdhsa_next_free_vgpr 80
		.amdhsa_next_free_sgpr 41
		.amdhsa_accum_offset 80
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
	.set .Lmatmul_kernel.num_vgpr, 80
	.set .Lmatmul_kernel.num_agpr, 0
	.set .Lmatmul_kernel.numbered_sgpr, 41
	.set .Lmatmul_kernel.num_named_barrier, 0
	.set .Lmatmul_kernel.private_seg_size, 0
	.set .Lmatmul_kernel.uses_vcc, 1
	.set .Lmatmul_kernel.uses_flat_scratch, 0
	.set .Lmatmul_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_kernel.has_recursion, 0
	.set .Lmatmul_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5504
; TotalNumSgprs: 47
; NumVgprs: 80
; NumAgprs: 0
; TotalNumVgprs: 80
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 47
; NumVGPRsForWavesPerEU: 80
; AccumOffset: 80
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 19
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
    .sgpr_count:     47
    .sgpr_spill_count: 0
    .symbol:         matmul_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     80
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
