; Hand-written for syncsan's float-op tests (corpus/asm/gen/make_division.py).
; q = a / b for unsigned 32-bit a, b: kernel arguments (udiv_s) or per-lane loads (udiv_v).
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @udiv_s(ptr addrspace(1) %out, i32 %a, i32 %b) #0 {
  %q = udiv i32 %a, %b
  store i32 %q, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @udiv_v(ptr addrspace(1) %out, ptr addrspace(1) %in) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %a = load i32, ptr addrspace(1) %pa
  %pb = getelementptr i32, ptr addrspace(1) %pa, i32 64
  %b = load i32, ptr addrspace(1) %pb
  %q = udiv i32 %a, %b
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %q, ptr addrspace(1) %po
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,64" "target-cpu"="gfx942" }
