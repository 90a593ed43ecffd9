#!/usr/bin/env python3
"""Regenerate corpus/asm/flydsl/*.s and corpus/asm/flydsl/MANIFEST.json.

The kernels are in corpus/asm/gen/kernels/flydsl_gemm.py (ours): double-buffered SIMT GEMMs that
copy A and B tiles into LDS with the CDNA4 async LDS-DMA atom, published by `rocdl.s_waitcnt` +
`rocdl.s_barrier` (`dma_gemm`), with a wave-group phase shift (`dma_gemm_phase`) and with the wait
and barrier as inline assembly (`dma_gemm_asm`). The PyPI `flydsl` wheel builds them for gfx950
on the CPU (compile only; see /work/shared/reference "Producing real assembly"):

- torch (CPU build) is imported by FlyDSL; the tensors passed to the launchers are never touched;
- FlyDSL links with `$ROCM_PATH/llvm/bin/ld.lld`: a temporary folder whose `llvm/bin/ld.lld`
  points at Debian's `/usr/bin/ld.lld-22` stands in for ROCm;
- `FLYDSL_DEBUG_ENABLE_DEBUG_INFO=1` adds `.file`/`.loc` lines; `setarch -R` (no address-space
  randomisation) makes register allocation repeatable.

The one edit: FlyDSL records the kernel file by its absolute path, so the directory of the
`.file` directive (and the same string in `.debug_str`) is rewritten to the path in the repository (what clang's
`-fdebug-prefix-map` does); nothing else changes.

    /work/venvs/fixtures/bin/python corpus/asm/gen/make_flydsl.py     # needs flydsl==0.5.0, lld-22

Never run by the test-suite.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
OUT = os.path.join(ROOT, "corpus", "asm", "flydsl")
KERNEL_FILE = "corpus/asm/gen/kernels/flydsl_gemm.py"
FLYDSL_VERSION = "0.5.0"
LLD = "/usr/bin/ld.lld-22"
ARCH = "gfx950"
K_TILES = 4  # the launcher's k_tiles argument; a runtime value, not baked into the code

KERNELS = {
    "dma_gemm": "rocdl.s_waitcnt(vmcnt=2) + rocdl.s_barrier() publish tile k; a second barrier frees the slot",
    "dma_gemm_phase": "two wave groups (waves 0-1, 2-3), each with its own slots and half of K; group 1 "
                      "runs one barrier ahead (extra s_barrier before its loop, group 0 one after)",
    "dma_gemm_asm": "the wait and barrier of dma_gemm as one inline-asm block (;;#ASMSTART)",
}

CHILD = """
import importlib.util, sys, torch
import flydsl
assert flydsl.__version__ == {version!r}, flydsl.__version__
spec = importlib.util.spec_from_file_location("flydsl_gemm", {path!r})
m = importlib.util.module_from_spec(spec)
spec.loader.exec_module(m)
A = torch.empty(2 * 64 * 1024, dtype=torch.float32)
B = torch.empty(2 * 64 * 1024, dtype=torch.float32)
C = torch.empty(256, dtype=torch.float32)
m.LAUNCHERS[{name!r}](A, B, C, {k_tiles})
"""


def build(name, work):
    rocm = os.path.join(work, "rocm")
    os.makedirs(os.path.join(rocm, "llvm", "bin"), exist_ok=True)
    link = os.path.join(rocm, "llvm", "bin", "ld.lld")
    if not os.path.exists(link):
        os.symlink(LLD, link)
    dump = os.path.join(work, "dump")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("FLYDSL_", "ROCM_"))}
    env.update({"ROCM_PATH": rocm, "ARCH": ARCH, "FLYDSL_GPU_ARCH": ARCH, "COMPILE_ONLY": "1",
                "FLYDSL_DEBUG_DUMP_ASM": "1", "FLYDSL_DUMP_DIR": dump,
                "FLYDSL_RUNTIME_CACHE_DIR": os.path.join(work, "cache"),
                "FLYDSL_RUNTIME_ENABLE_CACHE": "0", "FLYDSL_DEBUG_ENABLE_DEBUG_INFO": "1"})
    code = CHILD.format(version=FLYDSL_VERSION, path=os.path.join(ROOT, KERNEL_FILE), name=name,
                        k_tiles=K_TILES)
    machine = os.uname().machine
    res = subprocess.run(["setarch", machine, "-R", sys.executable, "-c", code], cwd=ROOT, env=env,
                         capture_output=True, text=True)
    if res.returncode:
        raise SystemExit(f"{name}: build failed\n{res.stderr[-3000:]}")
    found = [os.path.join(d, f) for d, _, fs in os.walk(dump) for f in fs if f.endswith("_final_isa.s")
             and os.path.basename(d).startswith(name + "_")]
    if len(found) != 1:
        raise SystemExit(f"{name}: expected one final ISA dump, found {found}")
    return found[0]


def relocate_file_directive(text):
    """`.file N "<abs>/corpus/asm/gen/kernels" "flydsl_gemm.py"` (and the same directory as a
    `.debug_str` string) -> the repository-relative directory. Nothing else changes; anything
    else naming this machine is an error (check_structure)."""
    absdir = os.path.dirname(os.path.join(ROOT, KERNEL_FILE))
    reldir = os.path.dirname(KERNEL_FILE)
    out = []
    for line in text.splitlines(keepends=True):
        if re.match(r'\s*\.(file|asciz)\s', line):  # the .file line and the DWARF string
            line = line.replace(f'"{absdir}"', f'"{reldir}"')
        out.append(line)
    return "".join(out)


def check_structure(name, text, obs):
    problems = []
    if "/work/" in text or "/home/" in text or "/root/" in text or "/tmp/" in text:
        problems.append("a path of this machine in the output")
    ml = obs["main_loop"]
    if ml is None or ml["lds_dma_count"] == 0:
        problems.append("no LDS-DMA copy in the main loop")
    if KERNEL_FILE not in obs["debug_files"].values():
        problems.append(f".file does not name {KERNEL_FILE}: {obs['debug_files']}")
    if ml and name != "dma_gemm_asm" and not ml["vmcnt_waits"]:
        problems.append("no vmcnt wait in the main loop")
    if name == "dma_gemm_asm" and obs["asm_blocks"] == 0:
        problems.append("no inline-asm block")
    if name == "dma_gemm_phase" and obs["s_barrier_count"] < 4:
        problems.append("the phase-shift barriers are missing")
    if problems:
        raise SystemExit(f"{name}: " + "; ".join(problems))


def main():
    sys.path.insert(0, HERE)
    import asmscan as A

    os.makedirs(OUT, exist_ok=True)
    manifest = {
        "generator": "corpus/asm/gen/make_flydsl.py",
        "compiler": f"flydsl=={FLYDSL_VERSION} (PyPI wheel, bundled MLIR/LLVM), linked with Debian lld-22, "
                    "CPU only (COMPILE_ONLY=1)",
        "kernel_source": f"{KERNEL_FILE} (ours)",
        "arch": ARCH,
        "workgroup": "256 threads = 4 waves (known_block_size)",
        "kernel_args": ["A", "B", "C", "k_tiles"],
        "edit": "the directory of the .file directive (and the same string in .debug_str) is rewritten from the absolute path of this "
                "checkout to the repository-relative one; nothing else",
        "notes": [
            "Each lane's copy moves 16 bytes (buffer_load_dwordx4 ... offen lds) into the wave's 1 KiB "
            "of the slot (M0 = slot base + wave * 1024).",
            "k_tiles is a kernel argument: the main loop's trip count is unknown without --kernarg.",
            "The last iteration refetches tile k into the free slot (the prefetch index is clamped), so "
            "every iteration issues the same copies and the same vmcnt holds.",
        ],
        "files": {},
    }
    with tempfile.TemporaryDirectory(prefix="flydsl-build-") as work:
        for name, what in KERNELS.items():
            path = build(name, os.path.join(work, name))
            text = relocate_file_directive(open(path).read())
            out = os.path.join(OUT, f"{name}_{ARCH}.s")
            with open(out, "w") as fh:
                fh.write(text)
            obs = A.summarize(A.read_lines(out))
            check_structure(name, text, obs)
            manifest["files"][os.path.basename(out)] = {"kernel": name, "arch": ARCH, "what": what,
                                                        "expected": "clean", "observed": obs}
            ml = obs["main_loop"]
            print(f"{os.path.basename(out)}: {obs['lines']} lines, loop [{ml['header_line']}..{ml['backedge_line']}] "
                  f"{ml['lds_dma_count']} LDS-DMA, waits {[(w['line'], w['text']) for w in ml['vmcnt_waits']]}, "
                  f"barriers {ml['s_barrier_lines']}")
    with open(os.path.join(OUT, "MANIFEST.json"), "w") as fh:
        json.dump(manifest, fh, indent=1)
        fh.write("\n")
    shutil.rmtree(os.path.join(ROOT, "__pycache__"), ignore_errors=True)


if __name__ == "__main__":
    main()
