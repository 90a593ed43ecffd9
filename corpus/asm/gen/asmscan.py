"""Tiny line scanner used only to write the fixture manifests.

This is NOT the syncsan assembly frontend.  It knows just enough of the
compiler's `-S` spelling (one instruction per line, `;` comments, `.LBBx_y:`
labels) to find the main loop, the waits, barriers, LDS-DMA copies, ds_reads,
M0 writes and branches, so that the generator scripts can record line numbers
and fail loudly when a regenerated file no longer looks like what the
manifests describe.  Line numbers are 1-based, as in an editor.
"""

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


def find_main_loop(lines):
    """The outermost loop: LLVM marks its header `; =>This Inner Loop Header: Depth=1`.

    Returns (label, header_index, backedge_index) using 0-based list indices.
    """
    loops = []
    for i, ln in enumerate(lines):
        if ln.label and "Loop Header: Depth=1" in ln.comment:
            back = None
            for j in range(i + 1, len(lines)):
                if is_branch(lines[j]) and branch_target(lines[j]) == ln.label:
                    back = j
            if back is not None:
                loops.append((ln.label, i, back))
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
