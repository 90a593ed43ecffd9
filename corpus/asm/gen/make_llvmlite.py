#!/usr/bin/env python3
"""Regenerate corpus/asm/llvmlite/*.ll, *.s and MANIFEST.json.

Small LLVM IR kernels that we wrote (the template below), compiled to AMDGPU
assembly by the LLVM 22 bundled in llvmlite.  Each of the 4 waves of a
256-thread workgroup issues one async LDS-DMA copy (global or buffer form)
into its own quarter of an LDS array, then meets the other waves at a barrier,
then reads the quarter that the NEXT wave ((wave + 1) % 4) copied.

  sync = "bare"     bare llvm.amdgcn.s.barrier: on back-off-barrier targets
                    (gfx942, gfx950) LLVM inserts no wait before it, so the
                    s_waitcnt vmcnt(0) lands after the s_barrier (it only
                    protects the wave's own copy) -> cross-wave race (SS101).
  sync = "fence"    fence syncscope("workgroup") release; s.barrier;
                    fence syncscope("workgroup") acquire  (what __syncthreads
                    lowers to) -> LLVM waits vmcnt(0) before the barrier: no race.
  sync = "waitcnt"  explicit llvm.amdgcn.s.waitcnt(vmcnt(0)) then the bare
                    barrier -> no race.

Run: /work/venvs/fixtures/bin/python corpus/asm/gen/make_llvmlite.py
(needs llvmlite==0.50.0; never run by the test-suite).
"""

import json
import os
import sys

import llvmlite
import llvmlite.binding as llvm

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import asmscan as A  # noqa: E402

OUT = os.path.normpath(os.path.join(HERE, "..", "llvmlite"))
LLVMLITE_VERSION = "0.50.0"

# s_waitcnt simm16 on gfx9: vmcnt(0) with expcnt/lgkmcnt at "no wait" = 0x0F70
WAITCNT_VMCNT0 = 0x0F70

TEMPLATE = """\
; Hand-written for syncsan's assembly fixtures (corpus/asm/gen/make_llvmlite.py).
; {title}
; 256 threads = 4 waves of 64.  Wave w copies {size} bytes per lane from global
; memory into LDS quarter w (async LDS-DMA, no VGPR data), then every wave
; reads quarter (w + 1) % 4, i.e. bytes that ANOTHER wave's copy wrote.
; sync = {sync}: {sync_doc}
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [{lds_elems} x i32] poison, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1) nocapture, ptr addrspace(3) nocapture, i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.raw.buffer.load.lds(<4 x i32>, ptr addrspace(3) nocapture, i32 immarg, i32, i32, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.s.waitcnt(i32 immarg)
declare void @llvm.amdgcn.s.barrier()

define amdgpu_kernel void @{kernel}({params}) #0 {{
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lane = and i32 %tid, 63
  %w = lshr i32 %tid, 6
  %wave = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %w)   ; wave-uniform: goes to M0
  ; this wave's quarter of @lds: {quarter_elems} i32 = 64 lanes x {size} bytes
  %dst.i = mul i32 %wave, {quarter_elems}
  %dst = getelementptr inbounds i32, ptr addrspace(3) @lds, i32 %dst.i
{copy}
{sync_ir}
  ; read the quarter copied by the next wave
  %w1 = add i32 %wave, 1
  %other = and i32 %w1, 3
  %q = mul i32 %other, {quarter_elems}
  %l = mul i32 %lane, {lane_elems}
  %r.i = add i32 %q, %l
  %rp = getelementptr inbounds i32, ptr addrspace(3) @lds, i32 %r.i
  %v = load {vec}, ptr addrspace(3) %rp, align {size}
  %op = getelementptr inbounds {vec}, ptr addrspace(1) %out, i32 %tid
  store {vec} %v, ptr addrspace(1) %op, align {size}
  ret void
}}

attributes #0 = {{ "amdgpu-flat-work-group-size"="256,256" "target-cpu"="{arch}" }}
"""

COPY_GLOBAL = """\
  ; async copy: global -> LDS (M0 = LDS base of this wave's quarter)
  %src = getelementptr inbounds {vec}, ptr addrspace(1) %in, i32 %tid
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %src, ptr addrspace(3) %dst, i32 {size}, i32 0, i32 0)"""

COPY_BUFFER = """\
  ; async copy: buffer -> LDS (M0 = LDS base of this wave's quarter)
  %voff = mul i32 %tid, {size}
  call void @llvm.amdgcn.raw.buffer.load.lds(<4 x i32> %rsrc, ptr addrspace(3) %dst, i32 {size}, i32 %voff, i32 0, i32 0, i32 0)"""

SYNC_IR = {
    "bare": "  call void @llvm.amdgcn.s.barrier()",
    "fence": ('  fence syncscope("workgroup") release\n'
              "  call void @llvm.amdgcn.s.barrier()\n"
              '  fence syncscope("workgroup") acquire'),
    "waitcnt": (f"  call void @llvm.amdgcn.s.waitcnt(i32 {WAITCNT_VMCNT0})   ; vmcnt(0)\n"
                "  call void @llvm.amdgcn.s.barrier()"),
}
SYNC_DOC = {
    "bare": "bare s.barrier, no fence and no wait -> expected race (SS101)",
    "fence": "workgroup release fence + s.barrier + acquire fence -> expected clean",
    "waitcnt": "explicit s.waitcnt vmcnt(0) + bare s.barrier -> expected clean",
}

# file stem -> (arch, copy form, sync)
CASES = {
    "lds_dma_bare_barrier_gfx950": ("gfx950", "global", "bare"),
    "lds_dma_bare_barrier_fixed_gfx950": ("gfx950", "global", "fence"),
    "lds_dma_bare_barrier_fixed_waitcnt_gfx950": ("gfx950", "global", "waitcnt"),
    "lds_dma_buffer_bare_barrier_gfx950": ("gfx950", "buffer", "bare"),
    "lds_dma_buffer_bare_barrier_fixed_gfx950": ("gfx950", "buffer", "fence"),
    "lds_dma_bare_barrier_gfx942": ("gfx942", "global", "bare"),
    "lds_dma_bare_barrier_fixed_gfx942": ("gfx942", "global", "fence"),
}


def make_ir(stem, arch, form, sync):
    size = 16 if arch == "gfx950" else 4       # dwordx4 exists on gfx950 only
    lane_elems = size // 4
    quarter_elems = 64 * lane_elems
    vec = "<4 x i32>" if size == 16 else "i32"
    params = "ptr addrspace(1) %in, ptr addrspace(1) %out" if form == "global" else \
        "<4 x i32> inreg %rsrc, ptr addrspace(1) %out"
    copy = (COPY_GLOBAL if form == "global" else COPY_BUFFER).format(vec=vec, size=size)
    return TEMPLATE.format(
        title=f"{form} LDS-DMA, {SYNC_DOC[sync]}, {arch}",
        size=size, sync=sync, sync_doc=SYNC_DOC[sync], lds_elems=4 * quarter_elems,
        kernel=stem, params=params, quarter_elems=quarter_elems, copy=copy,
        sync_ir=SYNC_IR[sync], lane_elems=lane_elems, vec=vec, arch=arch)


def describe(path, sync):
    lines = A.read_lines(path)
    recs = lambda pred: [{"line": l.no, "text": l.code} for l in lines if pred(l)]  # noqa: E731
    copies = recs(A.is_lds_dma)
    barriers = recs(A.is_barrier)
    waits = recs(lambda l: A.vmcnt_of(l) is not None)
    reads = recs(A.is_ds_read)
    m0 = recs(A.writes_m0)
    assert len(copies) == 1 and len(barriers) == 1 and len(waits) == 1 and len(reads) == 1, path
    c, b, w, r = copies[0]["line"], barriers[0]["line"], waits[0]["line"], reads[0]["line"]
    if sync == "bare":
        assert m0[0]["line"] < c < b < w < r, (path, "expected copy < barrier < wait < read")
        expected = {
            "finding": "SS101",
            "verdict": "race",
            "why": "the wave's only vmcnt wait comes after s_barrier, so a wave can pass the "
                   "barrier and ds_read quarter (w+1)%4 while wave (w+1)%4's LDS-DMA copy is "
                   "still in flight; that wave's copy is neither retired nor published at "
                   "barrier 1.  The wait after the barrier only orders the wave's own copy "
                   "before its own reads (which read other data).",
            "racing_copy_line": c, "racing_read_line": r,
        }
    else:
        assert m0[0]["line"] < c < w < b < r, (path, "expected copy < wait < barrier < read")
        assert A.vmcnt_of(lines[w - 1]) == 0
        expected = {
            "finding": None,
            "verdict": "clean",
            "why": "vmcnt(0) before s_barrier retires each wave's copy before it arrives at the "
                   "barrier; every read is after the barrier, so every copy it reads is published.",
        }
    meta = A.kernel_metadata(lines)
    return {
        "lines": len(lines),
        "lds_dma_copies": copies, "m0_writes": m0, "s_barriers": barriers,
        "vmcnt_waits": waits, "ds_reads": reads,
        "all_waitcnts": recs(lambda l: l.mnemonic == "s_waitcnt"),
        "expected": expected,
        "kernel_metadata": meta,
    }


def main():
    assert llvmlite.__version__ == LLVMLITE_VERSION, llvmlite.__version__
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    target = llvm.Target.from_triple("amdgcn-amd-amdhsa")
    os.makedirs(OUT, exist_ok=True)
    manifest = {
        "generator": "corpus/asm/gen/make_llvmlite.py",
        "compiler": f"llvmlite=={LLVMLITE_VERSION} (bundled LLVM "
                    f"{'.'.join(map(str, llvm.llvm_version_info))}), "
                    "Target.from_triple('amdgcn-amd-amdhsa').create_target_machine(cpu=ARCH, opt=2)"
                    ".emit_assembly(module)",
        "source": "the .ll next to each .s (ours, written from the template in make_llvmlite.py)",
        "workgroup": "256 threads = 4 waves of 64 ('amdgpu-flat-work-group-size'='256,256')",
        "notes": [
            "M0 = wave_id * quarter bytes (s_lshl_b32 m0, sW, k with sW = v_readfirstlane of "
            "tid>>6); @lds is the only LDS object so it sits at LDS address 0.",
            "The read address is lane-dependent (VGPR) and points into quarter (w+1)%4.",
            "Line numbers are 1-based in the .s files, which are written unmodified.",
            "Spellings differ from the Triton fixtures: .amdgcn_target \"amdgcn-amd-amdhsa--gfxNNN\" "
            "and .amdhsa_code_object_version 6 (Triton: amdgpu9.50-amd-amdhsa-unknown-gfx950, v5); "
            "global_load_lds_dwordx4 v1, s[0:1] (SGPR base + VGPR offset, no 'off'); M0 written "
            "by s_lshl_b32; kernarg names present in .args (.name: in / out / rsrc).",
            "llvmlite prints no verbose-asm comments: no '; %bb.N' block comments, no loop "
            "markers, no '; Kernel info' block (Triton's output has them).",
            "Buffer variants take the resource as an 'inreg <4 x i32>' kernel argument, which LLVM "
            "turns into kernarg preload: s[8:11] arrives preloaded, with an s_load_dwordx4 + "
            "s_branch .LBB0_0 fallback block in front of the kernel body.",
            "The fence variant's release fence emits s_waitcnt vmcnt(0) lgkmcnt(0) before s_barrier "
            "(LLVM 22 counts the pending LDS-DMA in the workgroup release); the acquire fence adds "
            "nothing for LDS.",
        ],
        "files": {},
    }
    for stem, (arch, form, sync) in CASES.items():
        ir = make_ir(stem, arch, form, sync)
        mod = llvm.parse_assembly(ir)
        mod.verify()
        tm = target.create_target_machine(cpu=arch, opt=2)
        asm = tm.emit_assembly(mod)
        with open(os.path.join(OUT, stem + ".ll"), "w") as fh:
            fh.write(ir)
        with open(os.path.join(OUT, stem + ".s"), "w") as fh:
            fh.write(asm)
        obs = describe(os.path.join(OUT, stem + ".s"), sync)
        manifest["files"][stem + ".s"] = {
            "source": stem + ".ll", "arch": arch, "copy_form": form, "sync": sync,
            "kernel_name": stem, "kernel_args": ["in", "out"] if form == "global" else ["rsrc", "out"],
            **obs,
        }
        print(f"{stem}.s: copy {obs['lds_dma_copies'][0]['line']} barrier "
              f"{obs['s_barriers'][0]['line']} wait {obs['vmcnt_waits'][0]['line']} "
              f"read {obs['ds_reads'][0]['line']} -> {obs['expected']['verdict']}")
    with open(os.path.join(OUT, "MANIFEST.json"), "w") as fh:
        json.dump(manifest, fh, indent=1)
        fh.write("\n")


if __name__ == "__main__":
    main()
