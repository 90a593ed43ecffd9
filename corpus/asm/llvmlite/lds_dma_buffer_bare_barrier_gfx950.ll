; Hand-written for syncsan's assembly fixtures (corpus/asm/gen/make_llvmlite.py).
; buffer LDS-DMA, bare s.barrier, no fence and no wait -> expected race (SS101), gfx950
; 256 threads = 4 waves of 64.  Wave w copies 16 bytes per lane from global
; memory into LDS quarter w (async LDS-DMA, no VGPR data), then every wave
; reads quarter (w + 1) % 4, i.e. bytes that ANOTHER wave's copy wrote.
; sync = bare: bare s.barrier, no fence and no wait -> expected race (SS101)
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [1024 x i32] poison, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1) nocapture, ptr addrspace(3) nocapture, i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.raw.buffer.load.lds(<4 x i32>, ptr addrspace(3) nocapture, i32 immarg, i32, i32, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.s.waitcnt(i32 immarg)
declare void @llvm.amdgcn.s.barrier()

define amdgpu_kernel void @lds_dma_buffer_bare_barrier_gfx950(<4 x i32> inreg %rsrc, ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lane = and i32 %tid, 63
  %w = lshr i32 %tid, 6
  %wave = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %w)   ; wave-uniform: goes to M0
  ; this wave's quarter of @lds: 256 i32 = 64 lanes x 16 bytes
  %dst.i = mul i32 %wave, 256
  %dst = getelementptr inbounds i32, ptr addrspace(3) @lds, i32 %dst.i
  ; async copy: buffer -> LDS (M0 = LDS base of this wave's quarter)
  %voff = mul i32 %tid, 16
  call void @llvm.amdgcn.raw.buffer.load.lds(<4 x i32> %rsrc, ptr addrspace(3) %dst, i32 16, i32 %voff, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.s.barrier()
  ; read the quarter copied by the next wave
  %w1 = add i32 %wave, 1
  %other = and i32 %w1, 3
  %q = mul i32 %other, 256
  %l = mul i32 %lane, 4
  %r.i = add i32 %q, %l
  %rp = getelementptr inbounds i32, ptr addrspace(3) @lds, i32 %r.i
  %v = load <4 x i32>, ptr addrspace(3) %rp, align 16
  %op = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i32 %tid
  store <4 x i32> %v, ptr addrspace(1) %op, align 16
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="256,256" "target-cpu"="gfx950" }
