#!/usr/bin/env python3
"""Write corpus/asm/expected/<folder>/<name>.json: the finding set syncsan gives each assembly
fixture for the kernel-argument values the tests use.

Run after changing the frontend or the fixtures, then review the diff: every change of an
expected set must be explained (a real hazard under the documented model, or a fixed bug).
The tests (tests/test_asm_corpus.py) compare whole finding sets against these files and, for
the mutants and llvmlite kernels, also against the generator manifests.

    .venv/bin/python corpus/asm/expected/update.py [FILE...]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))

from syncsan.analysis import check_program, parse_param_value  # noqa: E402
from syncsan.checks.grouping import group_findings  # noqa: E402
from syncsan.frontends import FrontendOptions, load_programs  # noqa: E402

ASM = ROOT / "corpus" / "asm"
#: K values (kernarg offset 32 of the Triton matmul): 1 and 64 give one K tile (the main loop
#: does not run), 65..128 two, 192 three, ... 1024 sixteen, 4096 sixty-four tiles
K_VALUES = "1,64,65,128,129,192,256,320,384,1024,4096"


def fixtures() -> list[tuple[Path, dict]]:
    out = []
    for f in sorted((ASM / "triton").glob("*.s")):
        out.append((f, {"K@32": K_VALUES}))
    for f in sorted((ASM / "mutants").glob("*.s")):
        out.append((f, {"K@32": K_VALUES}))
    for f in sorted((ASM / "llvmlite").glob("*.s")):
        out.append((f, {}))
    for f in sorted((ASM / "epilogue").glob("*.s")):
        out.append((f, {}))
    for f in sorted((ASM / "objdump").glob("*.objdump.txt")):
        arch = "gfx942" if "gfx942" in f.name else "gfx950"
        out.append((f, {"--target": arch, "--waves": "4", **({"K@32": "64,128,320"} if "matmul" in f.name else {})}))
    return out


def finding_set(path: Path, settings: dict) -> list[dict]:
    kernargs = {k: parse_param_value(v) for k, v in settings.items() if not k.startswith("--")}
    options = FrontendOptions(kernel=None, target=settings.get("--target"),
                              waves=int(settings["--waves"]) if "--waves" in settings else None,
                              kernargs=kernargs)
    found = []
    for program in load_programs(path, options):
        found.extend(check_program(program).findings)
    rows = [row(f) for f in group_findings(found)]
    return sorted(rows, key=lambda r: (r["rule"], r["line"], r["writers"], r["readers"]))


def row(f) -> dict:
    """A finding as an expected row: rule, primary line, the gap (kind and the lines of its
    barrier, wait and second-side barrier, None when absent), the writer and reader lines over
    all its pairs, the smallest witness and the pair count."""
    ops = [r for p in f.members() for r in p.related[:2]] if f.gap is not None else list(f.related)
    return {"rule": f.rule, "line": f.loc.line,
            "gap": {"kind": f.gap.kind, **f.gap.lines()} if f.gap is not None else None,
            "writers": sorted({r.loc.line for r in ops if r.role == "writer"}),
            "readers": sorted({r.loc.line for r in ops if r.role == "reader"}),
            "witness": {k: v for k, v in f.witness},
            "pairs": len(f.pairs)}


def expected_path(path: Path) -> Path:
    rel = path.relative_to(ASM)
    return ASM / "expected" / rel.parent / (rel.name + ".json")


def main(argv: list[str]) -> int:
    chosen = {Path(a).resolve() for a in argv}
    for path, settings in fixtures():
        if chosen and path.resolve() not in chosen:
            continue
        rows = finding_set(path, settings)
        out = expected_path(path)
        out.parent.mkdir(parents=True, exist_ok=True)
        old = json.loads(out.read_text()) if out.exists() else {}
        doc = {"file": str(path.relative_to(ROOT)), "settings": settings,
               "why": old.get("why", ""), "findings": rows}
        out.write_text(json.dumps(doc, indent=1) + "\n")
        print(f"{out.relative_to(ROOT)}: {len(rows)} finding(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
