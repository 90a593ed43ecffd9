#!/usr/bin/env python3
"""Regenerate tests/data/asm/udiv_gfx942.s (and its .ll): 32-bit unsigned division by a value
only known at run time, as LLVM 22 (bundled in llvmlite) compiles it for gfx942 -- the
`v_cvt_f32_u32` / `v_rcp_iflag_f32` / `v_mul_f32 0x4f7ffffe` / `v_cvt_u32_f32` estimate and its
integer refinement (LLVM's AMDGPUCodeGenPrepare::expandDivRem32). tests/test_asm_floatops.py
runs the emitted instructions on the emulator and checks the quotients.

Two kernels we wrote: `udiv_s` divides two kernel arguments (scalar registers), `udiv_v`
divides per-lane values loaded from memory (vector registers).

Run: /work/venvs/asm/bin/python corpus/asm/gen/make_division.py
(needs llvmlite==0.50.0; never run by the test-suite).
"""

import os

import llvmlite
import llvmlite.binding as llvm

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, "..", "..", "..", "tests", "data", "asm"))
LLVMLITE_VERSION = "0.50.0"

IR = """\
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
"""


def main() -> None:
    assert llvmlite.__version__ == LLVMLITE_VERSION, llvmlite.__version__
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    mod = llvm.parse_assembly(IR)
    mod.verify()
    tm = llvm.Target.from_triple("amdgcn-amd-amdhsa").create_target_machine(cpu="gfx942", opt=2)
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, "udiv_gfx942.ll"), "w") as fh:
        fh.write(IR)
    with open(os.path.join(OUT, "udiv_gfx942.s"), "w") as fh:
        fh.write(tm.emit_assembly(mod))


if __name__ == "__main__":
    main()
