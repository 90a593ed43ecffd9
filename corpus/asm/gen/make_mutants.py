#!/usr/bin/env python3
"""Derive race mutants from corpus/asm/triton/*.s (deterministic, stdlib only).

For every Triton fixture:

1. Target pair.  In the main loop (the loop LLVM marks `Loop Header: Depth=1`
   that holds LDS-DMA copies) take the FIRST `s_barrier` whose preceding
   instruction is an `s_waitcnt` with a vmcnt field.  In a Triton pipelined
   loop that wait+barrier pair is what publishes a ring slot filled by
   LDS-DMA copies: the wait retires this wave's copies of that slot, the
   barrier makes every wave's copies visible, and the ds_reads that follow
   (up to the next s_barrier, wrapping through the back-edge) read that slot.
   (The copies issued after the barrier target another slot.)

2. Mutations (one file each, `<base>__<mutation>.s`):
   - `delete_wait`:  drop the vmcnt field of that wait.  If vmcnt is its only
     field the whole line is deleted; otherwise (`s_waitcnt vmcnt(4)
     lgkmcnt(0)`) only `vmcnt(N)` is removed so that the other counters keep
     their meaning and the mutation changes vmcnt alone.
   - `raise_vmcnt`:  vmcnt(N) -> vmcnt(N+1).
   - `swap`:         exchange the wait line and the barrier line (barrier first).

3. Expected races, derived with the documented in-order vmcnt model (gfx9:
   `vmcnt(N)` retires all but the N youngest VMEM operations of the wave).
   Walking backwards from the wait over both ways into it (from the loop
   preheader on the first iteration, through the back-edge otherwise) gives
   the VMEM operations that may still be outstanding there, youngest first;
   a crossed `vmcnt(M)` wait caps the walk at M further operations.
   Both paths are reported; a mutation must create a race at least on the
   back-edge path (in matmul_gfx950_s3_global the prologue's conservative
   vmcnt(0) means the first iteration has nothing left to publish).
   With vmcnt(N) the first N stay outstanding and the rest are retired and
   published by the barrier ("published copies").
   - delete_wait: every published copy is un-retired at the barrier (and at
     the reads: no vmcnt wait lies between the barrier and the reads).  Races
     are cross-wave and also within the wave.
   - raise_vmcnt: exactly one more copy, the youngest published one, stays
     outstanding (it must be an LDS-DMA copy, checked).  It is the last copy
     of the B operand; every wave reads all K rows of the B tile, so some B
     read after the barrier reads bytes of it.
   - swap: this wave still waits before its own reads, but other waves pass
     the barrier before the wait retires their copies: every published copy
     races, cross-wave only.
   Copies are attributed to operands by issue order (Triton issues, per
   pipeline stage, all A copies then all B copies; `copies_per_operand` each);
   for buffer variants this is cross-checked with the buffer resource
   (s[8:11] is built from a_ptr).  Reads are attributed by mnemonic
   (gfx950: ds_read_b128 = A, ds_read_b64_tr_b16 = B; gfx942: ds_read_b64 = A,
   ds_read_u16 = B).  Byte-exact overlap (which single ds_read touches which
   copy's bytes) needs the LDS address arithmetic and is left to the checker;
   `reads_in_subrange_by_offset` is only a hint (see its note).

Run: python3 corpus/asm/gen/make_mutants.py   (after make_triton.py)
"""

import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import asmscan as A  # noqa: E402

SRC = os.path.normpath(os.path.join(HERE, "..", "triton"))
OUT = os.path.normpath(os.path.join(HERE, "..", "mutants"))

READ_OPERAND = {
    "gfx950": {"ds_read_b128": "A", "ds_read_b64_tr_b16": "B"},
    "gfx942": {"ds_read_b64": "A", "ds_read_u16": "B"},
}
# M0 immediate step between consecutive B copies of one stage (checked against the file)
B_COPY_STEP = {"gfx950": 0x1100, "gfx942": 0x400}
MUTATIONS = ("delete_wait", "raise_vmcnt", "swap")


def outstanding_before(lines, wait_i, header_i, back_i, path):
    """VMEM ops that may be outstanding at lines[wait_i], youngest first.

    path "backedge": from wait back to the loop header, then from the back-edge
    branch backwards through the previous iteration.  path "entry": from wait back to the header, then on
    backwards through the preheader/prologue in file order.
    """
    order = list(range(wait_i - 1, header_i - 1, -1))
    if path == "backedge":
        # around the loop body backwards (twice at most: the walk is capped as soon as it
        # crosses a vmcnt wait, including the previous iteration's instance of this wait)
        order += list(range(back_i, header_i - 1, -1)) * 2
    else:
        order += list(range(header_i - 1, -1, -1))
    ops, cap = [], None
    for i in order:
        if cap is not None and len(ops) >= cap:
            break
        ln = lines[i]
        v = A.vmcnt_of(ln)
        if v is not None:
            cap = len(ops) + v if cap is None else min(cap, len(ops) + v)
            continue
        if A.is_vmem(ln):
            ops.append(i)
    if cap is not None:
        ops = ops[:cap]
    return ops


def reads_after(lines, bar_i, header_i, back_i):
    """ds_reads from the barrier to the next s_barrier, wrapping through the back-edge."""
    order = list(range(bar_i + 1, back_i + 1)) + list(range(header_i, bar_i))
    reads, first_vm_wait = [], None
    for i in order:
        ln = lines[i]
        if A.is_barrier(ln):
            break
        if A.vmcnt_of(ln) is not None and first_vm_wait is None:
            first_vm_wait = i
        if A.is_ds_read(ln):
            reads.append((i, first_vm_wait))
    return reads


def m0_imm_before(lines, i):
    """Immediate added to M0 by the closest preceding M0 write (0 for s_mov_b32 m0, sX)."""
    for j in range(i - 1, -1, -1):
        if A.writes_m0(lines[j]):
            toks = A.operand_tokens(lines[j])
            if lines[j].mnemonic == "s_add_i32" and len(toks) == 3:
                return int(toks[2], 0)
            return 0
    return None


def attribute_copies(lines, ops, per_operand):
    """ops youngest first, stage-aligned -> {index: (operand, sub-copy)}."""
    per_stage = 2 * per_operand
    res = {}
    for p, i in enumerate(ops):
        local = per_stage - 1 - (p % per_stage)
        operand = "A" if local < per_operand else "B"
        res[i] = (operand, local % per_operand)
        toks = A.operand_tokens(lines[i])
        if lines[i].mnemonic.startswith("buffer_load"):
            rsrc = toks[1]
            assert (rsrc == "s[8:11]") == (operand == "A"), (lines[i], operand)
    return res


def mutate(lines, wait_i, bar_i, mutation):
    """Return (new text lines, map base index -> mutant line number or None)."""
    texts = [l.text for l in lines]
    idx = list(range(len(lines)))
    wait = lines[wait_i]
    n = A.vmcnt_of(wait)
    if mutation == "delete_wait":
        fields = A.waitcnt_fields(wait)
        if set(fields) == {"vmcnt"}:
            del texts[wait_i]
            del idx[wait_i]
        else:
            new = re.sub(r"vmcnt\(\d+\)\s*&?\s*", "", wait.text, count=1).rstrip()
            texts[wait_i] = new
    elif mutation == "raise_vmcnt":
        texts[wait_i] = re.sub(r"vmcnt\(\d+\)", f"vmcnt({n + 1})", wait.text, count=1)
    elif mutation == "swap":
        texts[wait_i], texts[bar_i] = texts[bar_i], texts[wait_i]
        idx[wait_i], idx[bar_i] = idx[bar_i], idx[wait_i]
    pos = {b: k + 1 for k, b in enumerate(idx)}
    return texts, pos


def main():
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(SRC, "MANIFEST.json")) as fh:
        tri = json.load(fh)
    manifest = {
        "generator": "corpus/asm/gen/make_mutants.py",
        "model": "in-order vmcnt retirement (gfx9 documented model); see the module docstring of "
                 "make_mutants.py for the target choice and the race derivation",
        "finding": "SS101: read of LDS bytes written by another wave's (or, for delete_wait, also "
                   "this wave's) async LDS-DMA copy before it is retired and published",
        "line_numbers": "1-based; 'base' numbers refer to corpus/asm/triton/<base>, all others to the "
                        "mutant file",
        "operand_tags": "[A0] = first copy of operand A in its stage, etc.; B is the last operand issued",
        "bases": {},
        "mutants": {},
    }
    for base in sorted(tri["files"]):
        info = tri["files"][base]
        arch = info["arch"]
        lines = A.read_lines(os.path.join(SRC, base))
        label, hi, bi = A.find_main_loop(lines)
        bar_i = wait_i = None
        for i in range(hi, bi + 1):
            if A.is_barrier(lines[i]):
                p = A.prev_instruction(lines, i)
                if p is not None and A.vmcnt_of(lines[p]) is not None:
                    bar_i, wait_i = i, p
                    break
        assert bar_i is not None, base
        assert bar_i == wait_i + 1, "wait and barrier must be adjacent lines for the swap"
        n = A.vmcnt_of(lines[wait_i])

        loop_dma = [i for i in range(hi, bi + 1) if A.is_lds_dma(lines[i])]
        # one stage (A copies + B copies) per wait+barrier pair in the (possibly unrolled) body
        loop_bars = [i for i in range(hi, bi + 1) if A.is_barrier(lines[i])]
        per_operand = len(loop_dma) // (2 * len(loop_bars))
        paths = {}
        for path in ("entry", "backedge"):
            ops = outstanding_before(lines, wait_i, hi, bi, path)
            assert all(A.is_lds_dma(lines[i]) for i in ops), (base, path)
            assert len(ops) >= n, (base, path)
            assert (len(ops) - n) % (2 * per_operand) == 0, (base, path, "not stage aligned")
            paths[path] = (ops, attribute_copies(lines, ops, per_operand))
        # the mutation must matter at least on the steady-state (back-edge) path
        assert len(paths["backedge"][0]) > n, (base, "raising vmcnt would change nothing")
        reads = reads_after(lines, bar_i, hi, bi)
        assert reads and reads[0][1] is None, (base, "a vmcnt wait sits between barrier and first read")
        rmap = READ_OPERAND[arch]
        assert all(lines[i].mnemonic in rmap for i, _ in reads), base
        step = B_COPY_STEP[arch]
        assert any(A.writes_m0(l) and l.operands.endswith(hex(step)) for l in lines), (base, hex(step))

        def copy_rec(i, attr):
            op, sub = attr[i]
            return f"{lines[i].no}: {lines[i].code}  [{op}{sub}, m0 imm {hex(m0_imm_before(lines, i))}]"

        manifest["bases"][base] = {
            "arch": arch,
            "num_stages": info["num_stages"],
            "main_loop": {"label": label, "header_line": lines[hi].no, "backedge_line": lines[bi].no},
            "target_wait": {"line": lines[wait_i].no, "text": lines[wait_i].code, "vmcnt": n},
            "target_barrier_line": lines[bar_i].no,
            "copies_per_operand_per_stage": per_operand,
            "outstanding_at_wait_youngest_first": {
                path: [copy_rec(i, attr) for i in ops] for path, (ops, attr) in paths.items()},
            "published_by_wait": {
                path: [lines[i].no for i in ops[n:]] for path, (ops, attr) in paths.items()},
            "reads_after_barrier": [f"{lines[i].no}: {lines[i].code}  [{rmap[lines[i].mnemonic]}]"
                                    for i, _ in reads],
        }

        for mutation in MUTATIONS:
            texts, pos = mutate(lines, wait_i, bar_i, mutation)
            name = f"{base[:-2]}__{mutation}.s"
            with open(os.path.join(OUT, name), "w") as fh:
                fh.write("\n".join(texts) + "\n")

            per_path = {}
            for path, (ops, attr) in paths.items():
                published = ops[n:]
                if not published:
                    per_path[path] = {
                        "racing_copies": [], "racing_reads": [],
                        "race_kind": "none on this path: an earlier wait already retired every "
                                     "copy this wait would publish",
                    }
                    continue
                if mutation == "raise_vmcnt":
                    racing = [ops[n]]
                    kind = "cross-wave (and same-wave: own reads also precede retirement)"
                elif mutation == "delete_wait":
                    racing = published
                    kind = "cross-wave and same-wave"
                else:
                    racing = published
                    kind = "cross-wave only (the wait still precedes this wave's own reads)"
                ops_racing = {attr[i][0] for i in racing}
                r_reads = [i for i, _ in reads if rmap[lines[i].mnemonic] in ops_racing]
                entry = {
                    "racing_copies": [f"{pos[i]}: {lines[i].code}  [{attr[i][0]}{attr[i][1]}]"
                                      for i in racing],
                    "racing_copy_lines": [pos[i] for i in racing],
                    "racing_read_lines": [pos[i] for i in r_reads],
                    "racing_read_operands": sorted(ops_racing),
                    "race_kind": kind,
                }
                if mutation == "raise_vmcnt":
                    op, sub = attr[ops[n]]
                    lo = sub * step
                    entry["reads_in_subrange_by_offset"] = [
                        pos[i] for i in r_reads
                        if lo <= int((re.search(r"offset:(\d+)", lines[i].code) or [0, "0"])[1])]
                    entry["reads_in_subrange_note"] = (
                        f"hint only: {op} reads whose immediate offset is >= {hex(lo)} (the "
                        f"un-retired copy's M0 offset within the slot), assuming the lane-dependent "
                        f"part of the ds_read address stays inside one copy's sub-range; the sure "
                        f"statement is that some read in racing_read_lines touches the copy's bytes "
                        f"(every wave reads all K rows of the tile)")
                per_path[path] = entry

            wait_line = None if (mutation == "delete_wait" and wait_i not in pos) else pos[wait_i]
            manifest["mutants"][name] = {
                "base": base,
                "mutation": mutation,
                "changed": {
                    "wait_line": wait_line,
                    "wait_text": None if wait_line is None else texts[wait_line - 1].strip(),
                    "barrier_line": pos[bar_i],
                },
                "main_loop": {"label": label, "header_line": pos[hi], "backedge_line": pos[bi]},
                "expected": "race",
                "expected_finding": "SS101",
                "paths": per_path,
            }
            print(f"{name}: wait {wait_line} barrier {pos[bar_i]} racing "
                  f"{per_path['backedge']['racing_copy_lines']} "
                  f"reads {len(per_path['backedge']['racing_read_lines'])}")
    manifest["fixture_mutants"] = fixture_mutants()
    with open(os.path.join(OUT, "MANIFEST.json"), "w") as fh:
        json.dump(manifest, fh, indent=1)
        fh.write("\n")


# ---------------------------------------------------------------- the inductor, HIP and FlyDSL fixtures

ASM = os.path.normpath(os.path.join(HERE, ".."))


def fixture_bases():
    """(folder, base file, mutation) for the fixtures that get a mutant: every inductor fixture
    of the full product (no epilogue variant: their loops are the same), delete_wait with 4
    warps and raise_vmcnt with 8; each HIP kernel that is clean as compiled; each FlyDSL kernel."""
    out = []
    with open(os.path.join(ASM, "inductor", "MANIFEST.json")) as fh:
        ind = json.load(fh)["files"]
    for name, info in sorted(ind.items()):
        if info["EVEN_K"] or info["HAS_BIAS"]:
            continue
        out.append(("inductor", name, "delete_wait" if info["num_warps"] == 4 else "raise_vmcnt"))
    with open(os.path.join(ASM, "hip", "MANIFEST.json")) as fh:
        hip = json.load(fh)["files"]
    for name, info in sorted(hip.items()):
        if info["expected"] == "clean":
            out.append(("hip", name, "delete_wait" if info["kernel"] == "dma_syncthreads" else "raise_vmcnt"))
    with open(os.path.join(ASM, "flydsl", "MANIFEST.json")) as fh:
        fly = json.load(fh)["files"]
    for name, info in sorted(fly.items()):
        out.append(("flydsl", name, "delete_wait" if info["kernel"] != "dma_gemm_phase" else "raise_vmcnt"))
    with open(os.path.join(ASM, "ring", "MANIFEST.json")) as fh:
        ring = json.load(fh)["files"]
    for name in sorted(ring):
        out.append(("ring", name, "swap"))  # a misplaced wait: below the barrier it should precede
    return out


def target_wait(lines, hi, bi):
    """(wait index, barrier index or None): the first loop s_barrier right after a vmcnt wait
    (the pair that publishes a slot); else (HIP's explicit waits sit in their own blocks) the
    loop's vmcnt wait with the largest count (the one that keeps the prefetch in flight)."""
    for i in range(hi, bi + 1):
        if A.is_barrier(lines[i]):
            p = A.prev_instruction(lines, i)
            if p is not None and A.vmcnt_of(lines[p]) is not None:
                return p, i
    waits = [i for i in range(hi, bi + 1) if A.vmcnt_of(lines[i]) is not None]
    if not waits:
        raise SystemExit("no vmcnt wait in the main loop")
    return max(waits, key=lambda i: A.vmcnt_of(lines[i])), None


def reads_until_next_wait(lines, bar_i, header_i, back_i):
    """ds_reads from the barrier on (wrapping through the back-edge) up to the next vmcnt wait:
    the reads that may see a copy the mutated wait no longer retires (later barriers publish
    nothing new while no wait retires it)."""
    order = list(range(bar_i + 1, back_i + 1)) + list(range(header_i, bar_i))
    reads = []
    for i in order:
        if A.vmcnt_of(lines[i]) is not None:
            break
        if A.is_ds_read(lines[i]):
            reads.append(i)
    return reads


WHAT = {"delete_wait": "deleting the vmcnt of", "raise_vmcnt": "raising by one the vmcnt of",
        "swap": "moving below its barrier"}


def fixture_mutants():
    """Write one mutant per fixture_bases() entry; return its manifest section.

    What the generator records for each, independently of syncsan: the changed line, the barrier
    it guarded, the LDS-DMA copies that may be left un-retired by the change (`racing_copy_lines`,
    an upper bound: on an in-order loop the walk of make_mutants' docstring gives the copies the
    wait published; otherwise every LDS-DMA copy of the kernel) and the ds_reads that the
    un-retired copies can race with (`racing_read_lines`: on an in-order loop those from the
    guarded barrier up to the next vmcnt wait, wrapping through the back edge; otherwise every
    ds_read). Reads after the loop (the epilogue) may race too and are not listed."""
    section = {}
    for folder, base, mutation in fixture_bases():
        lines = A.read_lines(os.path.join(ASM, folder, base))
        label, hi, bi = A.find_main_loop(lines)
        wait_i, bar_i = target_wait(lines, hi, bi)
        n = A.vmcnt_of(lines[wait_i])
        in_order = lines[hi].label == label  # header first, back edge last
        dma = [i for i, l in enumerate(lines) if A.is_lds_dma(l)]
        if in_order and bar_i is not None:
            entry = outstanding_before(lines, wait_i, hi, bi, "entry")
            back = outstanding_before(lines, wait_i, hi, bi, "backedge")
            if mutation in ("delete_wait", "swap"):  # swap: every copy the wait retired races
                racing = sorted(set(entry[n:]) | set(back[n:]))
            else:
                racing = sorted({ops[n] for ops in (entry, back) if len(ops) > n})
            racing = [i for i in racing if A.is_lds_dma(lines[i])]
            reads = reads_until_next_wait(lines, bar_i, hi, bi)
            derivation = "in-order walk from the wait over the loop-entry and back-edge paths"
        else:
            racing = dma
            reads = [i for i, l in enumerate(lines) if A.is_ds_read(l)]
            derivation = "every LDS-DMA copy of the kernel (the loop is not laid out in order)"
        if not racing or not reads:
            raise SystemExit(f"{folder}/{base}: the mutation would leave nothing un-retired")
        wait_no, bar_no = lines[wait_i].no, (lines[bar_i].no if bar_i is not None else None)
        texts, pos = mutate(lines, wait_i, bar_i if bar_i is not None else wait_i, mutation)
        name = f"{folder}__{base[:-2]}__{mutation}.s"
        with open(os.path.join(OUT, name), "w") as fh:
            fh.write("\n".join(texts) + "\n")
        kept = pos.get(wait_i)
        section[name] = {
            "base": f"{folder}/{base}",
            "mutation": mutation,
            "changed": {"base_wait_line": wait_no, "base_wait_text": lines[wait_i].code,
                        "wait_line": kept, "wait_text": None if kept is None else texts[kept - 1].strip(),
                        "guarded_barrier_line": None if bar_i is None else pos[bar_i]},
            "main_loop": {"label": label, "first_line": pos[hi], "last_line": pos[bi]},
            "derivation": derivation,
            "racing_copy_lines": [pos[i] for i in racing],
            "racing_read_lines": [pos[i] for i in reads],
            "expected_finding": "SS101",
            "why": (f"{WHAT[mutation]} '{lines[wait_i].code}' (base line {wait_no}) leaves "
                    f"{'the oldest copy it retired' if mutation == 'raise_vmcnt' else 'every copy it retired'} "
                    f"in flight when this wave passes "
                    + (f"the barrier at line {bar_no}" if bar_no else "the loop's barrier")
                    + ("; another wave then reads bytes that copy may not have written yet (this wave still "
                       "waits before its own reads)" if mutation == "swap" else
                       "; another wave (and, without any later wait, this one) then reads bytes that copy "
                       "may not have written yet")
                    + ": SS101 under the in-order vmcnt model"),
        }
        print(f"{name}: wait {wait_no} -> {kept}, racing copies {section[name]['racing_copy_lines'][:6]}, "
              f"reads {len(reads)}")
    return section


if __name__ == "__main__":
    main()
