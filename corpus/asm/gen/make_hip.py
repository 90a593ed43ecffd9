#!/usr/bin/env python3
"""Regenerate corpus/asm/hip/*.s and corpus/asm/hip/MANIFEST.json.

The kernels are in corpus/asm/gen/kernels/lds_dma.hip (ours): a double-buffered LDS-DMA
pipeline (`__builtin_amdgcn_global_load_lds`, one dword a lane) published three ways:
`__syncthreads()` (fence + barrier + fence, the compiler inserts the wait), a bare
`__builtin_amdgcn_s_barrier()` after an explicit `s_waitcnt`, and a bare barrier with no wait.
Debian's clang-22 compiles each for gfx942 and gfx950 without ROCm (no device libraries, no HIP
headers), with `-g` so the output carries `.file`/`.loc` lines; `-fdebug-compilation-dir=.`
and the relative source path keep paths of this machine out of it. Output is written unmodified.

    python3 corpus/asm/gen/make_hip.py          # from anywhere; needs Debian clang-22 (22.1.8)

Never run by the test-suite.
"""

import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
OUT = os.path.join(ROOT, "corpus", "asm", "hip")
SOURCE = "corpus/asm/gen/kernels/lds_dma.hip"
CLANG = "clang++-22"
CLANG_VERSION = "22.1.8"
FLAGS = ["-x", "hip", "--cuda-device-only", "-nogpulib", "-nogpuinc", "-O2", "-g", "-S",
         "-fdebug-compilation-dir=."]
ARCHS = ("gfx942", "gfx950")
#: kernel -> (how it publishes, the expected verdict of the compiler's own output)
KERNELS = {
    "dma_syncthreads": ("__syncthreads(): fence release; s_barrier; fence acquire", "clean"),
    "dma_bare_waitcnt": ("explicit s_waitcnt vmcnt(1) (prefetch in flight) / vmcnt(0) (last tile), "
                         "then a bare __builtin_amdgcn_s_barrier()", "clean"),
    "dma_bare": ("bare __builtin_amdgcn_s_barrier() with no wait", "race"),
}
WHY = {
    "dma_bare": "SS101. The compiler puts no s_waitcnt vmcnt before a bare s_barrier on back-off-barrier "
                "targets (gfx942/gfx950; SIInsertWaitcnts, FeatureBackOffBarrier), and here it puts none "
                "before the ds_read either: the copy of tile k (issued before the loop, or as the "
                "prefetch of the previous iteration) may still be in flight when the next wave reads "
                "its bytes after the barrier. Real hazard of the compiler's output for this source.",
}


def compile_one(kernel, arch):
    out = os.path.join(OUT, f"{kernel}_{arch}.s")
    cmd = [CLANG, *FLAGS, f"--offload-arch={arch}", f"-DKERNEL_{kernel}", SOURCE, "-o", out]
    subprocess.run(cmd, cwd=ROOT, check=True)
    return out, cmd


def check_structure(name, text, obs, kernel):
    problems = []
    if "/work/" in text or "/home/" in text or "/root/" in text:
        problems.append("a path of this machine in the output")
    ml = obs["main_loop"]
    if ml is None or ml["lds_dma_count"] == 0:
        problems.append("no LDS-DMA copy in the main loop")
    if ml is None or len(ml["s_barrier_lines"]) != 2:
        problems.append("expected two s_barriers in the main loop")
    if SOURCE not in obs["debug_files"].values():
        problems.append(f".file does not name {SOURCE}: {obs['debug_files']}")
    waits_before_barrier = [w for w in ml["vmcnt_waits"] if w["line"] + 2 >= ml["s_barrier_lines"][0]
                            and w["line"] < ml["s_barrier_lines"][0]] if ml else []
    if kernel == "dma_syncthreads" and not waits_before_barrier:
        problems.append("__syncthreads: no vmcnt wait right before the first loop barrier")
    if kernel == "dma_bare" and (obs["vmcnt_wait_count"] or 0):
        problems.append("bare barrier: the compiler inserted a vmcnt wait")
    if problems:
        raise SystemExit(f"{name}: " + "; ".join(problems))


def main():
    sys.path.insert(0, HERE)
    import asmscan as A

    ver = subprocess.run([CLANG, "--version"], capture_output=True, text=True, check=True).stdout
    if CLANG_VERSION not in ver.splitlines()[0]:
        raise SystemExit(f"need {CLANG} {CLANG_VERSION}, got: {ver.splitlines()[0]}")
    os.makedirs(OUT, exist_ok=True)
    manifest = {
        "generator": "corpus/asm/gen/make_hip.py",
        "compiler": f"Debian clang-22 {CLANG_VERSION} ({ver.splitlines()[0]})",
        "command": " ".join([CLANG, *FLAGS, "--offload-arch=ARCH", "-DKERNEL_NAME", SOURCE, "-o", "OUT.s"]),
        "kernel_source": f"{SOURCE} (ours)",
        "workgroup": "256 threads = 4 waves (amdgpu_flat_work_group_size(256, 256))",
        "kernel_args": ["a", "out", "k_tiles"],
        "notes": [
            "Every lane copies one dword into the current slot (M0 = slot base + wave * 256 bytes, "
            "wave-uniform) and reads the element of the same lane of the next wave: cross-wave LDS "
            "traffic in every iteration.",
            "k_tiles is a kernel argument: the loop's trip count is unknown without --kernarg.",
            "__syncthreads is defined in the source from __builtin_amdgcn_fence + "
            "__builtin_amdgcn_s_barrier, as HIP's headers define it.",
        ],
        "files": {},
    }
    for kernel, (sync, verdict) in KERNELS.items():
        for arch in ARCHS:
            path, cmd = compile_one(kernel, arch)
            name = os.path.basename(path)
            text = open(path).read()
            lines = A.read_lines(path)
            obs = A.summarize(lines)
            check_structure(name, text, obs, kernel)
            entry = {"arch": arch, "kernel": kernel, "sync": sync, "expected": verdict,
                     "define": f"KERNEL_{kernel}", "observed": obs}
            if kernel in WHY:
                entry["why"] = WHY[kernel]
            manifest["files"][name] = entry
            ml = obs["main_loop"]
            print(f"{name}: {obs['lines']} lines, loop [{ml['header_line']}..{ml['backedge_line']}], "
                  f"waits {[(w['line'], w['text']) for w in ml['vmcnt_waits']]}, barriers {ml['s_barrier_lines']}")
    with open(os.path.join(OUT, "MANIFEST.json"), "w") as fh:
        json.dump(manifest, fh, indent=1)
        fh.write("\n")


if __name__ == "__main__":
    main()
