#!/usr/bin/env python3
"""Write corpus/asm/expected/<folder>/<name>.json: the finding set syncsan gives each assembly
fixture for the kernel-argument values the tests use.

Run after changing the frontend or the fixtures, then review the diff: every change of an
expected set must be explained (a real hazard under the documented model, or a fixed bug).
The tests (tests/test_asm_corpus.py) compare whole finding sets against these files and, for
the mutants and llvmlite kernels, also against the generator manifests.

    .venv/bin/python corpus/asm/expected/update.py [FILE...]
    .venv/bin/python corpus/asm/expected/update.py --pending   # rewrite pending.json first
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


#: the inductor, HIP and FlyDSL fixtures and their mutants: checked with no --kernarg at all once
#: the frontend can (the goal); until then each one the frontend cannot check without kernel
#: arguments is listed in pending.json with the reason, and its expected set (if any) is the
#: one for the interim kernel-argument values below.
NEW_FOLDERS = ("inductor", "hip", "flydsl", "broadcast", "flow", "ring")
PENDING = ASM / "expected" / "pending.json"
INTERIM = {
    # M, N = 128; K (arg6) = 32, 128, 320: one K tile to twenty (BLOCK_K 16..128); strides;
    # the first program
    "inductor": {"arg4": "128", "arg5": "128", "arg6": "32,128,320", "arg7": "1024",
                 "arg8": "128", "arg9": "128", "workgroup_id_x": "0"},
    # k_tiles (offset 44): the loop runs 0, 1, 2, 3 and 5 times
    "flydsl": {"arg6": "0,1,2,3,5"},
    # no interim values: the LDS address goes through v_lshlrev_b32_sdwa, which the emulator
    # does not model yet, whatever the kernel arguments
    "hip": None,
    # Triton kernels with values broadcast through LDS and masked LDS reads: all check as given
    "broadcast": None,
    # Triton kernels with skipped lane loops and a loop entered mid-text: all check as given
    "flow": None,
    # a 3-stage Triton GEMM whose LDS slot after the loop depends on the trip count modulo 3: as given
    "ring": None,
}


def family(path: Path) -> str | None:
    """inductor/hip/flydsl/broadcast/flow/ring for the new fixtures and their mutants, None for the older ones."""
    if path.parent.name in NEW_FOLDERS:
        return path.parent.name
    head = path.name.split("__")[0]
    return head if path.parent.name == "mutants" and head in NEW_FOLDERS else None


def pending() -> dict[str, dict]:
    return json.loads(PENDING.read_text())["fixtures"] if PENDING.exists() else {}


def new_fixtures() -> list[Path]:
    out = [f for folder in NEW_FOLDERS for f in sorted((ASM / folder).glob("*.s"))]
    out += [f for f in sorted((ASM / "mutants").glob("*.s")) if family(f)]
    return out


#: with no kernel arguments, a summarised loop is a loop over a `periods@LINE` parameter
#: (unbounded: `syncsan check` proves it for every trip count); the expected sets sweep it over
#: this window instead (each value runs every way out of the loop: 0..3 periods after its first
#: iterations), which keeps the tests fast; bench/asm_coverage measures the proofs
PERIODS = "0..3"


def settings_of(path: Path) -> dict | None:
    """The settings a fixture's expected set is for: no kernel arguments (its summarised loops
    swept over PERIODS), or (pending) the interim kernel arguments of its family; None when it has
    no expected set yet."""
    rel = str(path.relative_to(ASM))
    if rel not in pending():
        return {"periods": PERIODS}
    return INTERIM[family(path)]


def fixtures() -> list[tuple[Path, dict]]:
    out = []
    for f in sorted((ASM / "triton").glob("*.s")):
        out.append((f, {"K@32": K_VALUES}))
    for f in sorted((ASM / "mutants").glob("*.s")):
        if not family(f) and not is_replica(f):
            out.append((f, {"K@32": K_VALUES}))
    for f in new_fixtures():
        settings = settings_of(f)
        if settings is not None:
            out.append((f, settings))
    for f in sorted((ASM / "llvmlite").glob("*.s")):
        out.append((f, {}))
    for f in sorted((ASM / "epilogue").glob("*.s")):
        out.append((f, {}))
    for f in replica_fixtures():
        out.append((f, {}))
    for f in sorted((ASM / "objdump").glob("*.objdump.txt")):
        arch = "gfx942" if "gfx942" in f.name else "gfx950"
        out.append((f, {"--target": arch, "--waves": "4", **({"K@32": "64,128,320"} if "matmul" in f.name else {})}))
    return out


def finding_set(path: Path, settings: dict) -> list[dict]:
    kernargs = {k: parse_param_value(v) for k, v in settings.items() if not k.startswith("--") and k != "periods"}
    options = FrontendOptions(kernel=None, target=settings.get("--target"),
                              waves=int(settings["--waves"]) if "--waves" in settings else None,
                              kernargs=kernargs)
    found = []
    for program in load_programs(path, options):
        window = parse_param_value(settings["periods"]) if "periods" in settings else None
        overrides = {p.name: window for p in program.params if window and p.name.startswith("periods@")}
        found.extend(check_program(program, overrides).findings)
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


def is_replica(path: Path) -> bool:
    return path.parent.name == "replica" or path.parent.name == "mutants" and path.name.startswith("replica__")


def replica_fixtures() -> list[Path]:
    """The replicated-layout attention step (make_replica.py) and its wave-data mutants."""
    return sorted((ASM / "replica").glob("*.s")) + sorted((ASM / "mutants").glob("replica__*.s"))


def default_why(path: Path, rows: list[dict]) -> str:
    """The explanation the generators recorded for a new fixture (review it with the diff)."""
    if is_replica(path):
        info = json.loads((ASM / "replica" / "MANIFEST.json").read_text())
        if path.parent.name == "replica":
            return info["files"][path.name]["why"]
        return info["mutants"][path.name.split("__")[1]]["why"]
    fam = family(path)
    if fam is None:
        return ""
    if path.parent.name == "mutants":
        info = json.loads((ASM / "mutants" / "MANIFEST.json").read_text())["fixture_mutants"][path.name]
        return info["why"] + (f"; racing copies among lines {info['racing_copy_lines']} "
                              f"({info['derivation']})")
    info = json.loads((ASM / fam / "MANIFEST.json").read_text())["files"][path.name]
    if info.get("why"):
        return info["why"]
    if rows:
        return ""  # a finding on output expected clean: must be explained by hand
    return ("clean: every LDS-DMA copy is retired by a vmcnt wait before the barrier that publishes "
            "it to the other waves, and every slot is read before the barrier that lets it be refilled")


def expected_path(path: Path) -> Path:
    rel = path.relative_to(ASM)
    return ASM / "expected" / rel.parent / (rel.name + ".json")


def without_kernargs(path: Path) -> str | None:
    """None when the frontend checks the fixture with no --kernarg; else its input error."""
    from syncsan.errors import InputError

    try:
        for program in load_programs(path, FrontendOptions(kernel=None, target=None, waves=None, kernargs={})):
            check_program(program)
    except InputError as exc:
        return str(exc).replace(str(ROOT) + "/", "")
    return None


def write_pending() -> None:
    """Try every new fixture with no --kernarg; list the ones that still need kernel arguments."""
    doc = {"why": "Fixtures the assembly frontend cannot yet check with no --kernarg (the goal for "
                  "every valid compiler output). Each one's expected set, if it has one, is for the "
                  "interim kernel-argument values of update.py's INTERIM; once the frontend checks it "
                  "without them, tests/test_asm_corpus.py fails until update.py --pending and "
                  "update.py FILE are rerun and the new expected set is reviewed.",
           "fixtures": {}}
    for f in new_fixtures():
        err = without_kernargs(f)
        if err is not None:
            doc["fixtures"][str(f.relative_to(ASM))] = {"error_without_kernargs": err,
                                                         "interim_kernargs": INTERIM[family(f)]}
        print(f"{f.relative_to(ASM)}: {'pending: ' + err if err else 'checks with no --kernarg'}")
    PENDING.write_text(json.dumps(doc, indent=1) + "\n")


def main(argv: list[str]) -> int:
    if argv[:1] == ["--pending"]:
        write_pending()
        argv = argv[1:]
        if not argv:
            return 0
    chosen = {Path(a).resolve() for a in argv}
    for path, settings in fixtures():
        if chosen and path.resolve() not in chosen:
            continue
        rows = finding_set(path, settings)
        out = expected_path(path)
        out.parent.mkdir(parents=True, exist_ok=True)
        old = json.loads(out.read_text()) if out.exists() else {}
        doc = {"file": str(path.relative_to(ROOT)), "settings": settings,
               "why": old.get("why") or default_why(path, rows), "findings": rows}
        out.write_text(json.dumps(doc, indent=1) + "\n")
        print(f"{out.relative_to(ROOT)}: {len(rows)} finding(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
