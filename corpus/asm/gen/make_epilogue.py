#!/usr/bin/env python3
"""Regenerate corpus/asm/epilogue/*.s and MANIFEST.json.

`pingpong_epilogue.hip` (written for syncsan) is a ping-pong epilogue: 8 waves in two groups of
4. Group 0 reads its 16 fragments of an LDS tile (ds_read_b128, one row each), passes a bare
`s_barrier` (inline asm with a memory clobber: the compiler keeps the reads above it and adds no
wait before it) and uses the fragments only afterwards (with scales loaded after the barrier), so
the compiler's lgkmcnt wait for them comes after the barrier. Group 1 stages its results over the
same tile right after the barrier (16 ds_write_b128, transposed: every write touches every row).
Nothing retires group 0's reads before group 1's writes: SS104, 16 writes x 16 reads = 256 pairs
of instructions, one gap (the barrier).

Compiled by Debian clang-22 (no ROCm):
    clang++-22 -x hip --offload-arch=ARCH --cuda-device-only -nogpulib -nogpuinc -O2 -S
The script checks the compiler version and the structure it expects (16 ds_reads before the one
s_barrier, no lgkmcnt wait between them, 16 ds_writes after it) and records line numbers in
MANIFEST.json. Never run by the test-suite.

Run: python3 corpus/asm/gen/make_epilogue.py
"""

import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, "..", "epilogue"))
SOURCE = "pingpong_epilogue.hip"
CLANG = "clang++-22"
CLANG_VERSION = "Debian clang version 22.1.8 (1~deb12u1)"
ARCHES = ("gfx950", "gfx942")


def compile_one(arch: str) -> str:
    name = f"pingpong_epilogue_{arch}.s"
    subprocess.run([CLANG, "-x", "hip", f"--offload-arch={arch}", "--cuda-device-only", "-nogpulib",
                    "-nogpuinc", "-O2", "-S", SOURCE, "-o", name], cwd=OUT, check=True)
    return name


def describe(path: str) -> dict:
    text = open(path, encoding="utf-8").read().splitlines()
    reads = [i for i, l in enumerate(text, 1) if re.match(r"\s*ds_read_b128\b", l)]
    writes = [i for i, l in enumerate(text, 1) if re.match(r"\s*ds_write_b128\b", l)]
    barriers = [i for i, l in enumerate(text, 1) if re.match(r"\s*s_barrier\b", l)]
    assert len(reads) == 16 and len(writes) == 16 and len(barriers) == 1, (path, reads, writes, barriers)
    (barrier,) = barriers
    assert max(reads) < barrier < min(writes), "reads before the barrier, writes after it"
    between = [i for i in range(max(reads) + 1, barrier) if re.match(r"\s*s_waitcnt\b.*lgkmcnt", text[i - 1])]
    assert not between, f"an lgkmcnt wait between the reads and the barrier: {between}"
    return {"ds_read_lines": reads, "barrier_line": barrier, "ds_write_lines": writes,
            "expected": {"finding": "SS104", "pairs": len(reads) * len(writes),
                         "why": "group 0's ds_reads are outstanding at the bare s_barrier; group 1's "
                                "transposed ds_writes after it touch every row"}}


def main() -> int:
    version = subprocess.run([CLANG, "--version"], capture_output=True, text=True, check=True).stdout.splitlines()[0]
    if version.strip() != CLANG_VERSION:
        sys.exit(f"need {CLANG_VERSION}, found {version}")
    files = {}
    for arch in ARCHES:
        name = compile_one(arch)
        files[name] = {"arch": arch, **describe(os.path.join(OUT, name))}
    manifest = {"generator": "corpus/asm/gen/make_epilogue.py", "source": SOURCE, "compiler": CLANG_VERSION,
                "command": f"{CLANG} -x hip --offload-arch=ARCH --cuda-device-only -nogpulib -nogpuinc -O2 -S",
                "line_numbers": "1-based", "files": files}
    with open(os.path.join(OUT, "MANIFEST.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, indent=1)
        fh.write("\n")
    print(json.dumps({k: (v["barrier_line"], len(v["ds_read_lines"]), len(v["ds_write_lines"])) for k, v in files.items()}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
