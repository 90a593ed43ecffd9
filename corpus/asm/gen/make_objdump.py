#!/usr/bin/env python3
"""Regenerate corpus/asm/objdump/*.objdump.txt and MANIFEST.json.

Assembles a few of the compiler-written fixtures with llvm-mc-22 and
disassembles the object with llvm-objdump-22 -d (Debian package llvm-22,
1:22.1.8-1~deb12u1 from bookworm-security; older Debian LLVMs lack gfx950):

    apt-get update && apt-get install -y llvm-22
    python3 corpus/asm/gen/make_objdump.py

One edit is made to a temporary copy before assembling, never to the
fixture: Triton 3.9's LLVM writes `.amdgcn_target
"amdgpu9.50-amd-amdhsa-unknown-gfx950"` (new target-id spelling) which
llvm-mc 22.1.8 rejects against the triple amdgcn-amd-amdhsa, so that line
becomes `.amdgcn_target "amdgcn-amd-amdhsa--gfx950"`.  The instructions are
untouched.  Never run by the test-suite.

`search_gfx950_symbols` and its mutant `search_gfx950__no_barrier_symbols` are laid out as
hand-written assembly kernels ship (ROCm/aiter's `hsa/` code objects): the local labels
`.LBB0_N` are renamed `label_0_N` in the temporary copy, so the assembler keeps them as symbols
and the listing shows each as a symbol header (`ADDR <label_0_N>:`) with branches naming it;
and they are disassembled with `-j .text -j .rodata`, which prints the kernel descriptor
(`<NAME.kd>:`) as an `.amdhsa_kernel` block (the user SGPRs it enables). The instructions are
untouched.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ASM = os.path.normpath(os.path.join(HERE, ".."))
OUT = os.path.join(ASM, "objdump")
MC = "llvm-mc-22"
OBJDUMP = "llvm-objdump-22"

# output stem -> (source fixture relative to corpus/asm, arch)
CASES = {
    "matmul_gfx950_s2": ("triton/matmul_gfx950_s2.s", "gfx950"),
    "matmul_gfx942_s3": ("triton/matmul_gfx942_s3.s", "gfx942"),
    "lds_dma_bare_barrier_gfx950": ("llvmlite/lds_dma_bare_barrier_gfx950.s", "gfx950"),
    "search_gfx950_symbols": ("flow/search_gfx950.s", "gfx950"),
    "search_gfx950__no_barrier_symbols": ("flow/search_gfx950__no_barrier.s", "gfx950"),
}
#: cases laid out as hand-written kernels ship: local labels kept as symbols, descriptor listed
SYMBOLS = {"search_gfx950_symbols", "search_gfx950__no_barrier_symbols"}
LOCAL_LABEL_RE = re.compile(r"\.LBB(\d+)_(\d+)\b")

TARGET_RE = re.compile(r'^(\s*\.amdgcn_target\s+)"amdgpu\d+\.\d+-amd-amdhsa-unknown-(gfx\w+)"', re.M)
INSN_RE = re.compile(r"^\t(\S+)\s*(.*?)\s*// ([0-9A-F]{12}): ([0-9A-F ]+?)(?: <(.+)>)?$")


def tool_version(tool):
    out = subprocess.run([tool, "--version"], capture_output=True, text=True, check=True).stdout
    m = re.search(r"LLVM version (\S+)", out)
    return m.group(1) if m else out.strip().splitlines()[0]


def describe(path):
    rows = []
    with open(path) as fh:
        for no, text in enumerate(fh, 1):
            m = INSN_RE.match(text.rstrip("\n"))
            if m:
                rows.append((no, m.group(1), m.group(2), int(m.group(3), 16), m.group(4), m.group(5)))
    rec = lambda r: {"line": r[0], "addr": hex(r[3]), "text": f"{r[1]} {r[2]}".strip(),  # noqa: E731
                     "encoding": r[4]}
    branches = []
    for r in rows:
        if r[1] == "s_branch" or r[1].startswith("s_cbranch_"):
            tgt = r[5]
            off = int(tgt.split("+")[1], 16) if tgt and "+" in tgt else 0
            branches.append({**rec(r), "target": tgt, "backward": off <= r[3]})
    return {
        "lines": sum(1 for _ in open(path)),
        "instructions": len(rows),
        "vmcnt_waits": [rec(r) for r in rows if r[1] == "s_waitcnt" and "vmcnt" in r[2]],
        "s_barriers": [rec(r) for r in rows if r[1] == "s_barrier"],
        "lds_dma_copies": [rec(r) for r in rows
                           if r[1].startswith("global_load_lds_")
                           or (r[1].startswith("buffer_load_") and re.search(r"\blds\b", r[2]))],
        "branches": branches,
    }


def main():
    for tool in (MC, OBJDUMP):
        if shutil.which(tool) is None:
            sys.exit(f"{tool} not found: apt-get install -y llvm-22")
    os.makedirs(OUT, exist_ok=True)
    manifest = {
        "generator": "corpus/asm/gen/make_objdump.py",
        "tools": {MC: tool_version(MC), OBJDUMP: tool_version(OBJDUMP),
                  "debian_package": "llvm-22 1:22.1.8-1~deb12u1 (bookworm-security)"},
        "commands": [f"{MC} -triple=amdgcn-amd-amdhsa -mcpu=ARCH -filetype=obj IN.s -o STEM.o",
                     f"{OBJDUMP} -d --mcpu=ARCH STEM.o"],
        "notes": [
            "Each instruction line: tab, mnemonic and operands, '// ' 12-hex-digit byte offset "
            "': ' encoding dwords, and for branches ' <symbol+0xoff>'.",
            "Branch operands are the raw SIMM16 printed unsigned: a backward branch shows e.g. "
            "'s_cbranch_scc1 65364' (= -172 dwords); use the <symbol+0x...> target instead.",
            "Labels (.LBB*) and comments of the -S output are gone; alignment padding shows up as "
            "s_nop 0 runs (the 256-byte aligned entry after the kernarg-preload prologue, and the "
            "trailing code-end fill).",
            "The .amdgcn_target line of Triton sources is rewritten in a temporary copy (see the "
            "script docstring); nothing else is changed.",
        ],
        "files": {},
    }
    with tempfile.TemporaryDirectory() as tmp:
        for stem, (src, arch) in CASES.items():
            with open(os.path.join(ASM, src)) as fh:
                text = fh.read()
            text, n = TARGET_RE.subn(r'\1"amdgcn-amd-amdhsa--\2"', text)
            if stem in SYMBOLS:
                text = LOCAL_LABEL_RE.sub(r"label_\1_\2", text)
            s_path = os.path.join(tmp, stem + ".s")
            o_name = stem + ".o"
            with open(s_path, "w") as fh:
                fh.write(text)
            subprocess.run([MC, "-triple=amdgcn-amd-amdhsa", f"-mcpu={arch}", "-filetype=obj",
                            s_path, "-o", os.path.join(tmp, o_name)], check=True)
            # run in tmp so the header names just the object file
            sections = ["-j", ".text", "-j", ".rodata"] if stem in SYMBOLS else []
            dis = subprocess.run([OBJDUMP, "-d", *sections, f"--mcpu={arch}", o_name], cwd=tmp,
                                 capture_output=True, text=True, check=True).stdout
            out = os.path.join(OUT, stem + ".objdump.txt")
            with open(out, "w") as fh:
                fh.write(dis)
            obs = describe(out)
            manifest["files"][stem + ".objdump.txt"] = {
                "source": src, "arch": arch, "amdgcn_target_rewritten": bool(n), **obs}
            if stem in SYMBOLS:
                manifest["files"][stem + ".objdump.txt"]["local_labels_as_symbols"] = True
            print(f"{stem}: {obs['instructions']} insns, waits "
                  f"{[w['line'] for w in obs['vmcnt_waits']]}, barriers "
                  f"{[b['line'] for b in obs['s_barriers']]}")
    with open(os.path.join(OUT, "MANIFEST.json"), "w") as fh:
        json.dump(manifest, fh, indent=1)
        fh.write("\n")


if __name__ == "__main__":
    main()
