	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_kernel                   ; -- Begin function matmul_kernel
	.p2align	8
	.type	matmul_kernel,@function
matmul_kernel:                          ; @matmul_kernel
; %bb.7:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.8:
.LBB0_0:
	s_add_i32 s0, s15, 63
	s_ashr_i32 s1, s0, 31
	s_lshr_b32 s1, s1, 26
	s_add_i32 s0, s0, s1
	s_ashr_i32 s1, s0, 6
	s_abs_i32 s7, s1
	v_cvt_f32_u32_e32 v1, s7
	s_sub_i32 s14, 0, s7
	s_mov_b64 s[20:21], s[10:11]
	s_abs_i32 s11, s16
	v_rcp_f32_e32 v1, v1
	v_and_b32_e32 v4, 0x3ff, v0
	s_xor_b32 s10, s16, s1
	v_readfirstlane_b32 s0, v4
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_bfe_u32 s0, s0, 0x20006
	s_ashr_i32 s10, s10, 31
	s_load_dwordx2 s[2:3], s[4:5], 0x20
	s_load_dword s6, s[4:5], 0x28
	v_readfirstlane_b32 s15, v1
	s_mul_i32 s14, s14, s15
	s_mul_hi_u32 s14, s15, s14
	s_add_i32 s15, s15, s14
	s_mul_hi_u32 s14, s11, s15
	s_mul_i32 s15, s14, s7
	s_sub_i32 s11, s11, s15
	s_add_i32 s15, s14, 1
	s_sub_i32 s17, s11, s7
	s_cmp_ge_u32 s11, s7
	s_cselect_b32 s14, s15, s14
	s_cselect_b32 s11, s17, s11
	s_add_i32 s15, s14, 1
	s_cmp_ge_u32 s11, s7
	s_cselect_b32 s7, s15, s14
	s_xor_b32 s7, s7, s10
	s_sub_i32 s7, s7, s10
	s_mul_i32 s1, s7, s1
	s_lshl_b32 s18, s7, 6
	v_and_b32_e32 v1, 63, v0
	s_lshl_b32 s7, s0, 6
	s_sub_i32 s1, s16, s1
	v_or_b32_e32 v3, s7, v1
	v_and_b32_e32 v48, 31, v0
	v_lshrrev_b32_e32 v5, 5, v3
	v_lshlrev_b32_e32 v49, 1, v48
	s_lshl_b32 s24, s1, 6
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s1, s18, s3
	v_or_b32_e32 v6, 8, v5
	v_or_b32_e32 v7, 16, v5
	v_or_b32_e32 v8, 24, v5
	v_or_b32_e32 v9, 32, v5
	v_or_b32_e32 v10, 40, v5
	v_or_b32_e32 v11, 48, v5
	v_or_b32_e32 v12, 56, v5
	v_or_b32_e32 v2, s1, v49
	v_mad_u64_u32 v[16:17], s[10:11], v5, s3, v[2:3]
	v_mad_u64_u32 v[18:19], s[10:11], v6, s3, v[2:3]
	v_mad_u64_u32 v[20:21], s[10:11], v7, s3, v[2:3]
	v_mad_u64_u32 v[22:23], s[10:11], v8, s3, v[2:3]
	v_mad_u64_u32 v[24:25], s[10:11], v9, s3, v[2:3]
	v_mad_u64_u32 v[26:27], s[10:11], v10, s3, v[2:3]
	v_mad_u64_u32 v[28:29], s[10:11], v11, s3, v[2:3]
	v_mad_u64_u32 v[30:31], s[10:11], v12, s3, v[2:3]
	v_or_b32_e32 v2, s24, v49
	v_mad_u64_u32 v[32:33], s[10:11], v5, s6, v[2:3]
	v_mad_u64_u32 v[34:35], s[10:11], v6, s6, v[2:3]
	v_mad_u64_u32 v[36:37], s[10:11], v7, s6, v[2:3]
	v_mad_u64_u32 v[38:39], s[10:11], v8, s6, v[2:3]
	v_mad_u64_u32 v[40:41], s[10:11], v9, s6, v[2:3]
	v_mad_u64_u32 v[42:43], s[10:11], v10, s6, v[2:3]
	v_mad_u64_u32 v[44:45], s[10:11], v11, s6, v[2:3]
	v_mad_u64_u32 v[46:47], s[10:11], v12, s6, v[2:3]
	v_lshlrev_b32_e32 v2, 1, v3
	v_lshrrev_b32_e32 v3, 3, v3
	v_and_b32_e32 v3, 28, v3
	v_xor_b32_e32 v3, v3, v2
	v_sub_u32_e32 v6, v3, v2
	v_ashrrev_i32_e32 v6, 1, v6
	v_add_u32_e32 v21, v6, v1
	v_lshlrev_b32_e32 v23, 2, v21
	v_xor_b32_e32 v7, 0x220, v3
	ds_bpermute_b32 v6, v23, v16
	v_sub_u32_e32 v7, v7, v2
	s_and_b32 s19, s7, 0x80
	s_and_b32 s25, s7, 64
	s_add_i32 s7, s2, 63
	v_lshrrev_b32_e32 v7, 1, v7
	v_xor_b32_e32 v8, 0x620, v3
	v_xor_b32_e32 v9, 0xa20, v3
	v_xor_b32_e32 v3, 0xe20, v3
	s_movk_i32 s2, 0xff00
	v_sub_u32_e32 v8, v8, v2
	v_sub_u32_e32 v9, v9, v2
	v_sub_u32_e32 v2, v3, v2
	v_cmp_gt_i32_e64 s[14:15], s7, 63
	v_add3_u32 v31, v7, v1, s2
	v_lshrrev_b32_e32 v10, 1, v2
	v_lshrrev_b64 v[2:3], v21, s[14:15]
	v_lshlrev_b32_e32 v33, 2, v31
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v3, 1, v6
	ds_bpermute_b32 v6, v33, v18
	s_cmp_gt_i32 s7, 63
	v_and_b32_e32 v2, 1, v2
	v_bfrev_b32_e32 v19, 1
	s_cselect_b64 vcc, -1, 0
	s_lshl_b32 s27, s0, 8
	v_cmp_eq_u32_e64 s[0:1], 1, v2
	s_and_b32 s9, s9, 0xffff
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	v_cndmask_b32_e64 v2, v19, v3, s[0:1]
	s_mov_b32 m0, s27
	v_lshrrev_b32_e32 v8, 1, v8
	buffer_load_dword v2, s[8:11], 0 offen lds
	v_lshrrev_b64 v[2:3], v31, s[14:15]
	v_and_b32_e32 v2, 1, v2
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v3, 1, v6
	ds_bpermute_b32 v6, v23, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v2
	s_add_i32 m0, s27, 0x400
	v_lshrrev_b32_e32 v9, 1, v9
	v_cndmask_b32_e64 v2, v19, v3, s[2:3]
	s_movk_i32 s2, 0xfd00
	v_add3_u32 v35, v8, v1, s2
	v_lshlrev_b32_e32 v37, 2, v35
	buffer_load_dword v2, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v2, 1, v6
	ds_bpermute_b32 v6, v37, v22
	s_add_i32 m0, s27, 0x800
	v_cndmask_b32_e64 v2, v19, v2, s[0:1]
	buffer_load_dword v2, s[8:11], 0 offen lds
	v_lshrrev_b64 v[2:3], v35, s[14:15]
	v_and_b32_e32 v2, 1, v2
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v3, 1, v6
	ds_bpermute_b32 v6, v23, v24
	v_cmp_eq_u32_e64 s[2:3], 1, v2
	s_add_i32 m0, s27, 0xc00
	v_lshlrev_b32_e32 v5, 1, v32
	v_cndmask_b32_e64 v2, v19, v3, s[2:3]
	s_movk_i32 s2, 0xfb00
	v_add3_u32 v39, v9, v1, s2
	v_lshlrev_b32_e32 v41, 2, v39
	buffer_load_dword v2, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v2, 1, v6
	ds_bpermute_b32 v6, v41, v26
	s_add_i32 m0, s27, 0x1000
	v_cndmask_b32_e64 v2, v19, v2, s[0:1]
	buffer_load_dword v2, s[8:11], 0 offen lds
	v_lshrrev_b64 v[2:3], v39, s[14:15]
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v3, 1, v6
	ds_bpermute_b32 v6, v23, v28
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[2:3], 1, v2
	s_add_i32 m0, s27, 0x1400
	s_and_b32 s21, s21, 0xffff
	v_cndmask_b32_e64 v2, v19, v3, s[2:3]
	buffer_load_dword v2, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v2, 1, v6
	v_cndmask_b32_e64 v2, v19, v2, s[0:1]
	s_movk_i32 s0, 0xf900
	v_add3_u32 v45, v10, v1, s0
	v_lshlrev_b32_e32 v47, 2, v45
	ds_bpermute_b32 v1, v47, v30
	s_add_i32 m0, s27, 0x1800
	s_mov_b32 s22, s10
	buffer_load_dword v2, s[8:11], 0 offen lds
	v_lshrrev_b64 v[2:3], v45, s[14:15]
	v_and_b32_e32 v2, 1, v2
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[0:1], 1, v2
	s_add_i32 m0, s27, 0x1c00
	s_mov_b32 s23, s11
	v_cndmask_b32_e64 v1, v19, v1, s[0:1]
	buffer_load_dword v1, s[8:11], 0 offen lds
	s_add_i32 m0, s27, 0x4000
	v_cndmask_b32_e32 v1, v19, v5, vcc
	; asyncmark
	buffer_load_dword v1, s[20:23], 0 offen lds
	v_lshlrev_b32_e32 v1, 1, v34
	s_add_i32 m0, s27, 0x4400
	v_cndmask_b32_e32 v1, v19, v1, vcc
	buffer_load_dword v1, s[20:23], 0 offen lds
	v_lshlrev_b32_e32 v1, 1, v36
	s_add_i32 m0, s27, 0x4800
	v_cndmask_b32_e32 v1, v19, v1, vcc
	buffer_load_dword v1, s[20:23], 0 offen lds
	v_lshlrev_b32_e32 v1, 1, v38
	s_add_i32 m0, s27, 0x4c00
	v_cndmask_b32_e32 v1, v19, v1, vcc
	buffer_load_dword v1, s[20:23], 0 offen lds
	v_lshlrev_b32_e32 v1, 1, v40
	s_add_i32 m0, s27, 0x5000
	v_cndmask_b32_e32 v1, v19, v1, vcc
	buffer_load_dword v1, s[20:23], 0 offen lds
	v_lshlrev_b32_e32 v1, 1, v42
	s_add_i32 m0, s27, 0x5400
	v_cndmask_b32_e32 v1, v19, v1, vcc
	buffer_load_dword v1, s[20:23], 0 offen lds
	v_lshlrev_b32_e32 v1, 1, v44
	s_add_i32 m0, s27, 0x5800
	v_cndmask_b32_e32 v1, v19, v1, vcc
	buffer_load_dword v1, s[20:23], 0 offen lds
	v_lshlrev_b32_e32 v1, 1, v46
	s_add_i32 m0, s27, 0x5c00
	v_cndmask_b32_e32 v1, v19, v1, vcc
	buffer_load_dword v1, s[20:23], 0 offen lds
	v_and_b32_e32 v17, 32, v0
	s_mov_b32 s26, 0
	s_cmpk_lt_i32 s7, 0x80
	v_lshlrev_b32_e32 v25, 7, v48
	v_lshlrev_b32_e32 v27, 3, v4
	v_lshrrev_b32_e32 v29, 2, v17
	v_lshlrev_b32_e32 v43, 4, v17
	; asyncmark
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.lr.ph
	v_and_b32_e32 v0, 0x78, v27
	s_lshl_b32 s0, s19, 5
	v_xor_b32_e32 v0, v0, v29
	s_lshr_b32 s29, s7, 6
	v_or3_b32 v50, s0, v25, v0
	v_mov_b32_e32 v0, 0
	s_lshl_b32 s28, s6, 6
	v_xor_b32_e32 v51, 16, v50
	v_xor_b32_e32 v52, 32, v50
	v_xor_b32_e32 v53, 48, v50
	v_xor_b32_e32 v54, 64, v50
	v_xor_b32_e32 v55, 0x50, v50
	v_xor_b32_e32 v56, 0x60, v50
	v_xor_b32_e32 v57, 0x70, v50
	s_movk_i32 s34, 0x4000
	s_add_i32 s29, s29, -2
	s_mov_b32 s30, 0x5040100
	s_mov_b32 s31, 0
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
	s_mov_b32 s33, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshrrev_b64 v[58:59], v21, exec
	v_and_b32_e32 v60, 1, v58
	v_lshrrev_b64 v[58:59], v31, exec
	v_and_b32_e32 v61, 1, v58
	v_lshrrev_b64 v[58:59], v35, exec
	v_and_b32_e32 v62, 1, v58
	v_lshrrev_b64 v[58:59], v39, exec
	v_and_b32_e32 v63, 1, v58
	v_lshrrev_b64 v[58:59], v45, exec
	v_and_b32_e32 v58, 1, v58
	v_add_u32_e32 v16, 64, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v58
	ds_bpermute_b32 v58, v23, v16
	s_add_i32 s23, s31, 1
	s_cmp_lt_i32 s23, 2
	s_cselect_b32 s31, s23, 0
	s_mov_b32 s22, s26
	s_lshl_b32 s26, s31, 13
	v_cmp_eq_u32_e64 s[2:3], 1, v60
	s_add_i32 s35, s26, s27
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v58, 1, v58
	v_cndmask_b32_e64 v58, v19, v58, s[2:3]
	s_mov_b32 m0, s35
	v_add_u32_e32 v18, 64, v18
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0)
	s_barrier
	buffer_load_dword v58, s[8:11], 0 offen lds
	ds_bpermute_b32 v58, v33, v18
	v_cmp_eq_u32_e64 s[14:15], 1, v61
	s_add_i32 m0, s35, 0x400
	v_add_u32_e32 v20, 64, v20
	v_add_u32_e32 v22, 64, v22
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v58, 1, v58
	v_cndmask_b32_e64 v58, v19, v58, s[14:15]
	buffer_load_dword v58, s[8:11], 0 offen lds
	ds_bpermute_b32 v58, v23, v20
	s_add_i32 m0, s35, 0x800
	v_cmp_eq_u32_e64 s[16:17], 1, v62
	v_add_u32_e32 v24, 64, v24
	v_add_u32_e32 v26, 64, v26
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v58, 1, v58
	v_cndmask_b32_e64 v58, v19, v58, s[2:3]
	buffer_load_dword v58, s[8:11], 0 offen lds
	ds_bpermute_b32 v58, v37, v22
	s_add_i32 m0, s35, 0xc00
	v_cmp_eq_u32_e64 s[6:7], 1, v63
	v_add_u32_e32 v28, 64, v28
	v_add_u32_e32 v30, 64, v30
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v58, 1, v58
	v_cndmask_b32_e64 v58, v19, v58, s[16:17]
	buffer_load_dword v58, s[8:11], 0 offen lds
	ds_bpermute_b32 v58, v23, v24
	s_add_i32 m0, s35, 0x1000
	v_add_u32_e32 v32, s28, v32
	s_mov_b32 s23, s11
	v_lshlrev_b32_e32 v60, 1, v32
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v58, 1, v58
	v_cndmask_b32_e64 v58, v19, v58, s[2:3]
	buffer_load_dword v58, s[8:11], 0 offen lds
	ds_bpermute_b32 v58, v41, v26
	s_add_i32 m0, s35, 0x1400
	v_add_u32_e32 v34, s28, v34
	v_add_u32_e32 v36, s28, v36
	v_add_u32_e32 v38, s28, v38
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v58, 1, v58
	v_cndmask_b32_e64 v58, v19, v58, s[6:7]
	buffer_load_dword v58, s[8:11], 0 offen lds
	ds_bpermute_b32 v58, v23, v28
	s_add_i32 m0, s35, 0x1800
	v_add_u32_e32 v40, s28, v40
	v_add_u32_e32 v42, s28, v42
	v_add_u32_e32 v44, s28, v44
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v58, 1, v58
	v_cndmask_b32_e64 v58, v19, v58, s[2:3]
	buffer_load_dword v58, s[8:11], 0 offen lds
	ds_bpermute_b32 v58, v47, v30
	s_add_i32 m0, s35, 0x1c00
	v_add_u32_e32 v46, s28, v46
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v58, 1, v58
	v_cndmask_b32_e64 v58, v19, v58, s[0:1]
	buffer_load_dword v58, s[8:11], 0 offen lds
	v_add_u32_e32 v58, s22, v50
	; asyncmark
	ds_read_b64 v[64:65], v58
	v_add_u32_e32 v58, s22, v51
	ds_read_b64 v[66:67], v58
	v_add_u32_e32 v58, s22, v52
	ds_read_b64 v[68:69], v58
	v_add_u32_e32 v58, s22, v53
	ds_read_b64 v[70:71], v58
	v_add_u32_e32 v58, s22, v54
	ds_read_b64 v[72:73], v58
	v_add_u32_e32 v58, s22, v55
	ds_read_b64 v[74:75], v58
	v_add_u32_e32 v58, s22, v56
	ds_read_b64 v[76:77], v58
	v_add_u32_e32 v58, s22, v57
	s_mov_b32 s22, s10
	s_add_i32 m0, s35, 0x4000
	s_add_i32 s0, s25, s34
	buffer_load_dword v60, s[20:23], 0 offen lds
	s_add_i32 m0, s35, 0x4400
	v_lshlrev_b32_e32 v60, 1, v34
	buffer_load_dword v60, s[20:23], 0 offen lds
	s_add_i32 m0, s35, 0x4800
	v_lshlrev_b32_e32 v60, 1, v36
	buffer_load_dword v60, s[20:23], 0 offen lds
	s_add_i32 m0, s35, 0x4c00
	v_lshlrev_b32_e32 v60, 1, v38
	buffer_load_dword v60, s[20:23], 0 offen lds
	s_add_i32 m0, s35, 0x5000
	v_lshlrev_b32_e32 v60, 1, v40
	buffer_load_dword v60, s[20:23], 0 offen lds
	s_add_i32 m0, s35, 0x5400
	v_lshlrev_b32_e32 v60, 1, v42
	buffer_load_dword v60, s[20:23], 0 offen lds
	s_add_i32 m0, s35, 0x5800
	v_lshlrev_b32_e32 v60, 1, v44
	buffer_load_dword v60, s[20:23], 0 offen lds
	s_add_i32 m0, s35, 0x5c00
	v_lshlrev_b32_e32 v60, 1, v46
	v_add3_u32 v62, s0, v43, v49
	ds_read_b64 v[58:59], v58
	buffer_load_dword v60, s[20:23], 0 offen lds
	; asyncmark
	ds_read_u16 v60, v62 offset:256
	ds_read_u16 v61, v62 offset:384
	s_add_i32 s0, s33, 1
	s_add_i32 s34, s26, 0x4000
	s_cmp_lg_u32 s33, s29
	s_mov_b32 s33, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v61, v61, v60, s30
	ds_read_u16 v60, v62
	ds_read_u16 v63, v62 offset:128
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v60, v63, v60, s30
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[60:61], v[64:65], v[0:15]
	ds_read_u16 v60, v62 offset:1280
	ds_read_u16 v61, v62 offset:1408
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v61, v61, v60, s30
	ds_read_u16 v60, v62 offset:1024
	ds_read_u16 v63, v62 offset:1152
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v60, v63, v60, s30
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[60:61], v[66:67], v[0:15]
	ds_read_u16 v60, v62 offset:2304
	ds_read_u16 v61, v62 offset:2432
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v61, v61, v60, s30
	ds_read_u16 v60, v62 offset:2048
	ds_read_u16 v63, v62 offset:2176
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v60, v63, v60, s30
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[60:61], v[68:69], v[0:15]
	ds_read_u16 v60, v62 offset:3328
	ds_read_u16 v61, v62 offset:3456
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v61, v61, v60, s30
	ds_read_u16 v60, v62 offset:3072
	ds_read_u16 v63, v62 offset:3200
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v60, v63, v60, s30
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[60:61], v[70:71], v[0:15]
	ds_read_u16 v60, v62 offset:4352
	ds_read_u16 v61, v62 offset:4480
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v61, v61, v60, s30
	ds_read_u16 v60, v62 offset:4096
	ds_read_u16 v63, v62 offset:4224
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v60, v63, v60, s30
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[60:61], v[72:73], v[0:15]
	ds_read_u16 v60, v62 offset:5376
	ds_read_u16 v61, v62 offset:5504
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v61, v61, v60, s30
	ds_read_u16 v60, v62 offset:5120
	ds_read_u16 v63, v62 offset:5248
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v60, v63, v60, s30
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[60:61], v[74:75], v[0:15]
	ds_read_u16 v60, v62 offset:6400
	ds_read_u16 v61, v62 offset:6528
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v61, v61, v60, s30
	ds_read_u16 v60, v62 offset:6144
	ds_read_u16 v63, v62 offset:6272
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v60, v63, v60, s30
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[60:61], v[76:77], v[0:15]
	ds_read_u16 v60, v62 offset:7168
	ds_read_u16 v61, v62 offset:7424
	ds_read_u16 v63, v62 offset:7552
	ds_read_u16 v62, v62 offset:7296
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v61, v63, v61, s30
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v60, v62, v60, s30
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[60:61], v[58:59], v[0:15]
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v15, 0
	s_movk_i32 s34, 0x4000
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
.LBB0_4:                                ; %Flow19
	s_load_dword s0, s[4:5], 0x2c
	s_and_b64 s[2:3], vcc, exec
	s_cselect_b32 s1, 1, 0
	s_cmp_lg_u32 s1, 1
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	s_add_i32 s1, s25, s34
	v_add3_u32 v16, s1, v43, v49
	ds_read_u16 v20, v16 offset:1408
	ds_read_u16 v21, v16 offset:1280
	ds_read_u16 v22, v16 offset:1152
	ds_read_u16 v23, v16 offset:1024
	ds_read_u16 v18, v16 offset:384
	ds_read_u16 v19, v16 offset:256
	ds_read_u16 v24, v16 offset:128
	ds_read_u16 v26, v16
	v_and_b32_e32 v27, 0x78, v27
	s_lshl_b32 s1, s19, 5
	v_xor_b32_e32 v27, v27, v29
	v_or3_b32 v25, s1, v25, v27
	v_add_u32_e32 v27, s26, v25
	s_mov_b32 s1, 0x5040100
	ds_read_b64 v[28:29], v27
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v19, v18, v19, s1
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v18, v24, v26, s1
	v_xad_u32 v24, v25, 16, s26
	ds_read_b64 v[26:27], v24
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[0:15], v[18:19], v[28:29], v[0:15]
	v_perm_b32 v21, v20, v21, s1
	v_perm_b32 v20, v22, v23, s1
	ds_read_u16 v18, v16 offset:2432
	ds_read_u16 v19, v16 offset:2304
	ds_read_u16 v22, v16 offset:2176
	ds_read_u16 v23, v16 offset:2048
	v_xad_u32 v24, v25, 32, s26
	ds_read_b64 v[28:29], v24
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v19, v18, v19, s1
	v_xad_u32 v24, v25, 48, s26
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[26:27], v[0:15]
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v18, v22, v23, s1
	ds_read_u16 v20, v16 offset:3456
	ds_read_u16 v21, v16 offset:3328
	ds_read_u16 v22, v16 offset:3200
	ds_read_u16 v23, v16 offset:3072
	ds_read_b64 v[30:31], v24
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_f16 v[0:15], v[18:19], v[28:29], v[0:15]
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v19, v20, v21, s1
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v18, v22, v23, s1
	ds_read_u16 v24, v16 offset:4480
	ds_read_u16 v26, v16 offset:4352
	ds_read_u16 v27, v16 offset:4224
	ds_read_u16 v28, v16 offset:4096
	v_xad_u32 v20, v25, 64, s26
	ds_read_b64 v[32:33], v20
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v21, v24, v26, s1
	v_xor_b32_e32 v24, 0x50, v25
	v_mfma_f32_32x32x8_f16 v[0:15], v[18:19], v[30:31], v[0:15]
	ds_read_u16 v18, v16 offset:5504
	ds_read_u16 v19, v16 offset:5376
	ds_read_u16 v22, v16 offset:5248
	ds_read_u16 v23, v16 offset:5120
	v_add_u32_e32 v24, s26, v24
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v19, v18, v19, s1
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v18, v22, v23, s1
	v_xor_b32_e32 v22, 0x60, v25
	v_add_u32_e32 v22, s26, v22
	ds_read_b64 v[30:31], v22
	v_perm_b32 v20, v27, v28, s1
	ds_read_b64 v[28:29], v24
	v_xor_b32_e32 v23, 0x70, v25
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[32:33], v[0:15]
	ds_read_u16 v20, v16 offset:6528
	ds_read_u16 v21, v16 offset:6400
	ds_read_u16 v24, v16 offset:6272
	ds_read_u16 v26, v16 offset:6144
	v_add_u32_e32 v23, s26, v23
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v21, v20, v21, s1
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v20, v24, v26, s1
	v_mfma_f32_32x32x8_f16 v[0:15], v[18:19], v[28:29], v[0:15]
	ds_read_u16 v18, v16 offset:7552
	ds_read_u16 v19, v16 offset:7424
	ds_read_u16 v22, v16 offset:7296
	ds_read_u16 v16, v16 offset:7168
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v19, v18, v19, s1
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v18, v22, v16, s1
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[30:31], v[0:15]
	ds_read_b64 v[20:21], v23
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[18:19], v[20:21], v[0:15]
.LBB0_6:                                ; %._crit_edge._crit_edge
	v_lshrrev_b32_e32 v16, 3, v17
	s_lshr_b32 s1, s25, 1
	v_or_b32_e32 v16, s1, v16
	s_lshr_b32 s1, s19, 2
	s_nop 6
	v_cvt_f16_f32_e32 v0, v0
	v_cvt_f16_f32_e32 v18, v1
	v_cvt_f16_f32_e32 v1, v2
	v_cvt_f16_f32_e32 v2, v3
	v_or_b32_e32 v17, s1, v48
	s_mul_i32 s1, s18, s0
	v_cvt_f16_f32_e32 v3, v4
	v_cvt_f16_f32_e32 v4, v5
	v_cvt_f16_f32_e32 v5, v6
	v_cvt_f16_f32_e32 v6, v7
	v_mul_lo_u32 v17, v17, s0
	s_add_i32 s1, s1, s24
	v_cvt_f16_f32_e32 v7, v8
	v_cvt_f16_f32_e32 v8, v9
	v_cvt_f16_f32_e32 v9, v10
	v_cvt_f16_f32_e32 v10, v11
	v_add_u32_e32 v17, s1, v17
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
		.amdhsa_next_free_vgpr 78
		.amdhsa_next_free_sgpr 36
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
	.set .Lmatmul_kernel.num_vgpr, 78
	.set .Lmatmul_kernel.num_agpr, 0
	.set .Lmatmul_kernel.numbered_sgpr, 36
	.set .Lmatmul_kernel.num_named_barrier, 0
	.set .Lmatmul_kernel.private_seg_size, 0
	.set .Lmatmul_kernel.uses_vcc, 1
	.set .Lmatmul_kernel.uses_flat_scratch, 0
	.set .Lmatmul_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_kernel.has_recursion, 0
	.set .Lmatmul_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4068
; TotalNumSgprs: 42
; NumVgprs: 78
; NumAgprs: 0
; TotalNumVgprs: 78
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 78
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
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         matmul_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     78
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
