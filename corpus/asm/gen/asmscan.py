"""Tiny line scanner used only to write the fixture manifests.

This is NOT the syncsan assembly frontend.  It knows just enough of the
compiler's `-S` spelling (one instruction per line, `;` comments, `.LBBx_y:`
labels) to find the main loop, the waits, barriers, LDS-DMA copies, ds_reads,
M0 writes and branches, so that the generator scripts can record line numbers
and fail loudly when a regenerated file no longer looks like what the
manifests describe.  Line numbers are 1-based, as in an editor.
"""

import itertools
import posixpath
import re

LABEL_RE = re.compile(r"^([.\w$]+):")
WAITCNT_FIELD_RE = re.compile(r"(vmcnt|expcnt|lgkmcnt)(?:_sat)?\((\d+)\)")
VMCNT_RE = re.compile(r"vmcnt\((\d+)\)")


class Line:
    __slots__ = ("no", "text", "code", "comment", "label", "mnemonic", "operands")

    def __init__(self, no, text):
        self.no = no
        self.text = text
        code, _, comment = text.partition(";")
        self.code = code.strip()
        self.comment = comment.strip()
        self.label = None
        self.mnemonic = None
        self.operands = ""
        m = LABEL_RE.match(self.code)
        if m:
            self.label = m.group(1)
        elif self.code and not self.code.startswith("."):
            parts = self.code.split(None, 1)
            self.mnemonic = parts[0]
            self.operands = parts[1] if len(parts) > 1 else ""

    def __repr__(self):
        return f"{self.no}: {self.text.strip()}"


def read_lines(path):
    with open(path) as fh:
        return [Line(i + 1, t.rstrip("\n")) for i, t in enumerate(fh)]


def operand_tokens(line):
    return [t for t in re.split(r"[\s,]+", line.operands) if t]


def is_lds_dma(line):
    """buffer_load_* ... lds  or  global_load_lds_* (gfx942/gfx950 spellings)."""
    m = line.mnemonic
    if not m:
        return False
    if m.startswith("global_load_lds_"):
        return True
    if m.startswith(("buffer_load_", "global_load_")) and "lds" in operand_tokens(line):
        return True
    return False


def is_vmem(line):
    """Instructions counted by vmcnt on gfx9 (loads, stores, LDS-DMA)."""
    m = line.mnemonic or ""
    return m.startswith(("buffer_", "global_", "scratch_", "flat_", "tbuffer_"))


def is_ds_read(line):
    return (line.mnemonic or "").startswith("ds_read")


def is_barrier(line):
    return line.mnemonic == "s_barrier"


def waitcnt_fields(line):
    if line.mnemonic != "s_waitcnt":
        return None
    return {k: int(v) for k, v in WAITCNT_FIELD_RE.findall(line.operands)}


def vmcnt_of(line):
    f = waitcnt_fields(line)
    if f is None:
        return None
    return f.get("vmcnt")


def writes_m0(line):
    toks = operand_tokens(line)
    return bool(line.mnemonic and toks and toks[0] == "m0")


def is_branch(line):
    m = line.mnemonic or ""
    return m == "s_branch" or m.startswith("s_cbranch_")


def branch_kind(line):
    m = line.mnemonic
    if m == "s_branch":
        return "unconditional"
    cond = m[len("s_cbranch_"):]
    if cond.startswith("scc"):
        return "scalar (SCC)"
    if cond.startswith("vcc"):
        return "scalar (VCC, uniform condition)"
    if cond.startswith("exec"):
        return "exec-mask"
    return cond


def branch_target(line):
    toks = operand_tokens(line)
    return toks[0] if toks else None


def prev_instruction(lines, idx):
    """Index of the closest instruction line before lines[idx] (skips comments/directives)."""
    j = idx - 1
    while j >= 0 and lines[j].mnemonic is None:
        if lines[j].label:
            return None  # a label in between: another block may flow in
        j -= 1
    return j if j >= 0 else None


def _block_comments(lines, i):
    """The comment of a label line and of the comment-only lines right after it."""
    out = [lines[i].comment]
    for l in itertools.takewhile(lambda l: not l.code, lines[i + 1:i + 4]):
        out.append(l.comment)
    return out


def find_main_loop(lines):
    """The outermost loop: LLVM marks its header `; =>This (Inner) Loop Header: Depth=1` and the
    other blocks of the loop `; in Loop: Header=BBx_y Depth=1`.  Blocks may come before the
    header in file order (clang rotates loops), so the loop is the file range from its first to
    its last block.

    Returns (label, first_index, last_index) using 0-based list indices; last_index is the
    back-edge branch when the last block ends with one (in-order layout).
    """
    # block starts: branch-target labels and the `; %bb.N:` comments of fall-through blocks
    labels = [i for i, ln in enumerate(lines)
              if (ln.label or "").startswith(".LBB") or (not ln.code and ln.comment.startswith("%bb."))
              or (ln.label or "").startswith(".Lfunc_end")]
    loops = []
    for i, ln in enumerate(lines):
        if not ((ln.label or "").startswith(".LBB") and any("Loop Header: Depth=1" in c for c in _block_comments(lines, i))):
            continue
        hid = ln.label.lstrip(".").removeprefix("L")
        members = [k for k in labels
                   if k == i or any(f"Header={hid} Depth=1" in c or f"Parent Loop {hid} Depth=1" in c
                                    for c in _block_comments(lines, k))]
        first = min(members)
        last_block = max(members)
        nxt = [k for k in labels if k > last_block]
        end = (nxt[0] if nxt else len(lines)) - 1
        while end > last_block and lines[end].mnemonic is None:
            end -= 1
        back = [k for k in range(first, end + 1)
                if is_branch(lines[k]) and branch_target(lines[k]) == ln.label]
        loops.append((ln.label, first, back[-1] if back else end))
    if not loops:
        # no verbose-asm loop comments (FlyDSL's printer): a backward branch closes a loop
        where = {ln.label: i for i, ln in enumerate(lines) if ln.label}
        for j, ln in enumerate(lines):
            t = branch_target(ln) if is_branch(ln) else None
            if t in where and where[t] < j:
                loops.append((t, where[t], j))
    if not loops:
        raise ValueError("no loop header found")
    # pick the loop with the most LDS-DMA copies in its body
    def score(lp):
        return sum(1 for k in range(lp[1], lp[2] + 1) if is_lds_dma(lines[k]))
    return max(loops, key=score)


def kernel_metadata(lines):
    text = "\n".join(l.text for l in lines)
    meta = {}
    for key in ("amdhsa_next_free_vgpr", "amdhsa_next_free_sgpr", "amdhsa_accum_offset",
                "amdhsa_group_segment_fixed_size", "amdhsa_kernarg_size",
                "amdhsa_user_sgpr_count", "amdhsa_user_sgpr_kernarg_preload_length",
                "amdhsa_system_vgpr_workitem_id"):
        m = re.search(r"^\s*\." + key + r"\s+(\S+)", text, re.M)
        if m:
            meta["." + key] = int(m.group(1))
    for key in ("max_flat_workgroup_size", "group_segment_fixed_size", "kernarg_segment_size",
                "vgpr_count", "sgpr_count", "wavefront_size", "agpr_count"):
        m = re.search(r"^\s*\." + key + r":\s+(\S+)", text, re.M)
        if m:
            meta["." + key] = int(m.group(1))
    m = re.search(r'^\s*\.amdgcn_target\s+"([^"]+)"', text, re.M)
    if m:
        meta[".amdgcn_target"] = m.group(1)
    m = re.search(r"^ {4}\.name:\s+(\S+)", text, re.M)
    if m:
        meta[".name"] = m.group(1)
    # kernarg list from the YAML metadata (Triton/LLVM emit no .name per arg)
    args = []
    block = re.search(r"\.args:\n(.*?)\n\s{4}\.\w", text, re.S)
    if block:
        for item in re.split(r"\n\s*- ", "\n" + block.group(1))[1:]:
            a = dict(re.findall(r"\.(\w+):\s+(\S+)", item))
            args.append({k: (int(v) if v.isdigit() else v) for k, v in a.items()})
    meta["args"] = args
    return meta


def loc_files(lines):
    """`.file N "dir" "name" [md5 ...]` directives -> {N: "dir/name"} (as written)."""
    out = {}
    for ln in lines:
        m = re.match(r'\.file\s+(\d+)\s+"([^"]*)"(?:\s+"([^"]*)")?', ln.code)
        if m:
            d, name = (m.group(2), m.group(3)) if m.group(3) is not None else ("", m.group(2))
            full = f"{d}/{name}" if d and not name.startswith("/") else name
            out[int(m.group(1))] = posixpath.normpath(full)
    return out


def loc_of(lines, idx):
    """(file number, line) of the last `.loc` before lines[idx] in file order, or None."""
    for j in range(idx - 1, -1, -1):
        m = re.match(r"\.loc\s+(\d+)\s+(\d+)", lines[j].code)
        if m:
            return int(m.group(1)), int(m.group(2))
        if lines[j].code.startswith(".Lfunc_begin") or (lines[j].label or "").startswith(".Lfunc_begin"):
            return None
    return None


def summarize(lines):
    """What the manifests record for every fixture: the main loop and its sync, branch kinds,
    float ops that compute integers, debug line info."""
    try:
        label, hi, bi = find_main_loop(lines)
    except ValueError:
        label, hi, bi = None, None, None
    body = range(hi, bi + 1) if hi is not None else range(0)
    kinds = {}
    for l in lines:
        if is_branch(l):
            k = branch_kind(l)
            kinds[k] = kinds.get(k, 0) + 1
    dma = [i for i, l in enumerate(lines) if is_lds_dma(l)]
    files = loc_files(lines)
    return {
        "lines": len(lines),
        "main_loop": None if hi is None else {
            "label": label, "header_line": lines[hi].no, "backedge_line": lines[bi].no,
            "lds_dma_count": sum(1 for i in dma if i in body),
            "vmcnt_waits": [{"line": lines[i].no, "text": lines[i].code} for i in body
                            if vmcnt_of(lines[i]) is not None],
            "s_barrier_lines": [lines[i].no for i in body if is_barrier(lines[i])],
            "ds_read_count": sum(1 for i in body if is_ds_read(lines[i])),
        },
        "lds_dma": {"count_total": len(dma),
                    "mnemonics": sorted({lines[i].mnemonic for i in dma})},
        "s_barrier_count": sum(1 for l in lines if is_barrier(l)),
        "vmcnt_wait_count": sum(1 for l in lines if vmcnt_of(l) is not None),
        "branches_by_kind": kinds,
        "s_and_saveexec": sum(1 for l in lines if (l.mnemonic or "").startswith("s_and_saveexec")),
        "float_integer_ops": sorted({l.mnemonic for l in lines
                                     if re.match(r"v_(rcp|cvt_(f32_u32|u32_f32|f32_i32|i32_f32)|trunc_f32|floor_f32)",
                                                 l.mnemonic or "")}),
        "debug_files": files,
        "loc_lines": sum(1 for l in lines if l.code.startswith(".loc")),
        "asm_blocks": sum(1 for l in lines if l.text.strip().startswith(";;#ASMSTART")),
        "kernel_metadata": kernel_metadata(lines),
    }
