"""Reads AMDGPU assembly text: compiler `-S` output (LLVM asm printer) and `llvm-objdump -d` listings.

It splits a file into kernels (instructions, labels, `.amdhsa_*` descriptor fields and the
`.amdgpu_metadata` entry of each) and each instruction into mnemonic, operands and modifiers, with
the 1-based line and column of every piece. It knows no instruction semantics.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass, field

from syncsan.errors import InputError, Loc

MNEMONIC_RE = re.compile(r"[a-z_][a-z0-9_]*(?:\.[a-z0-9_]+)?$")
LABEL_RE = re.compile(r"^([A-Za-z_.$][\w.$]*):")
OBJDUMP_SYMBOL_RE = re.compile(r"^([0-9a-fA-F]+) <([^>]+)>:\s*$")
OBJDUMP_INSN_RE = re.compile(r"//\s*([0-9A-Fa-f]+):\s*([0-9A-Fa-f ]+?)\s*(?:<([^>+]+)(?:\+0x([0-9a-fA-F]+))?>)?\s*$")
TARGET_RE = re.compile(r"(gfx[0-9a-f]+)")
#: `.file N "dir" "name" [md5 0x...] [source "..."]` (DWARF 5) or `.file N "path"` (DWARF 4)
FILE_RE = re.compile(r'\.file\s+(\d+)\s+"((?:[^"\\]|\\.)*)"(?:\s+"((?:[^"\\]|\\.)*)")?')
#: `.loc FILE LINE [COLUMN] [flags]`
LOC_RE = re.compile(r"\.loc\s+(\d+)\s+(\d+)(?:\s+(\d+))?")


@dataclass(frozen=True)
class Operand:
    text: str
    column: int


@dataclass(frozen=True)
class Instr:
    mnemonic: str
    operands: tuple[Operand, ...]
    modifiers: tuple[str, ...]
    loc: Loc
    text: str  # the instruction as written, comments removed
    addr: int | None = None  # objdump: byte offset
    target_label: str | None = None  # objdump branches: resolved label of the target


@dataclass
class Kernel:
    name: str
    loc: Loc
    instrs: list[Instr] = field(default_factory=list)
    labels: dict[str, int] = field(default_factory=dict)  # label -> index of the next instruction
    label_locs: dict[str, Loc] = field(default_factory=dict)
    descriptor: dict[str, int] = field(default_factory=dict)  # .amdhsa_* fields
    metadata: dict = field(default_factory=dict)  # this kernel's .amdgpu_metadata entry


@dataclass
class AsmFile:
    path: str
    kind: str  # "asm" (compiler -S) or "objdump"
    target: str | None
    target_loc: Loc | None
    kernels: list[Kernel]


def looks_like_asm(text: str) -> bool:
    head = text[:8192]
    return (".amdgcn_target" in head or "file format elf64-amdgpu" in head
            or ".amdhsa_kernel" in text or bool(re.search(r"^\s*s_endpgm\b", text, re.M)))


def _strip_comment(line: str) -> tuple[str, str]:
    """(code, comment); `;` and `//` start comments (outside strings)."""
    in_str = False
    for i, ch in enumerate(line):
        if ch == '"':
            in_str = not in_str
        elif not in_str and (ch == ";" or (ch == "/" and line[i:i + 2] == "//")):
            return line[:i], line[i:]
    return line, ""


def split_operands(text: str, start_col: int, loc: Loc) -> tuple[tuple[Operand, ...], tuple[str, ...]]:
    """Operands are comma separated; words after the last operand's first token are modifiers
    (`0 offen lds`, `v33 offset:32`). Brackets and parentheses nest."""
    parts: list[tuple[str, int]] = []
    depth = 0
    cur_start = 0
    for i, ch in enumerate(text):
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
            if depth < 0:
                raise InputError(f"unbalanced {ch!r} in operands", Loc(loc.file, loc.line, start_col + i))
        elif ch == "," and depth == 0:
            parts.append((text[cur_start:i], cur_start))
            cur_start = i + 1
    if depth != 0:
        raise InputError("unbalanced brackets in operands", Loc(loc.file, loc.line, start_col + len(text)))
    parts.append((text[cur_start:], cur_start))
    operands: list[Operand] = []
    modifiers: list[str] = []
    for part, off in parts:
        stripped = part.strip()
        if not stripped:
            if len(parts) == 1:
                break
            raise InputError("empty operand", Loc(loc.file, loc.line, start_col + off))
        lead = len(part) - len(part.lstrip())
        # split words at top level
        words = _words(stripped)
        operands.append(Operand(words[0], start_col + off + lead))
        modifiers.extend(words[1:])
    return tuple(operands), tuple(modifiers)


def _words(text: str) -> list[str]:
    out, depth, cur = [], 0, []
    for ch in text:
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        if ch.isspace() and depth == 0:
            if cur:
                out.append("".join(cur))
                cur = []
        else:
            cur.append(ch)
    if cur:
        out.append("".join(cur))
    return out


def parse_instruction(code: str, loc: Loc, addr: int | None = None, target_label: str | None = None) -> Instr:
    stripped = code.strip()
    col = loc.column
    m = re.match(r"(\S+)(\s*)(.*)$", stripped)
    mnemonic = m.group(1)
    if not MNEMONIC_RE.match(mnemonic):
        raise InputError(f"malformed instruction {mnemonic!r}", loc)
    rest = m.group(3)
    rest_col = col + len(mnemonic) + len(m.group(2))
    if mnemonic == "s_waitcnt" or mnemonic.startswith("s_waitcnt_"):
        operands = (Operand(rest.strip(), rest_col),) if rest.strip() else ()
        modifiers: tuple[str, ...] = ()
    else:
        operands, modifiers = split_operands(rest, rest_col, loc)
    return Instr(mnemonic, operands, modifiers, loc, stripped, addr, target_label)


# ---------------------------------------------------------------- metadata (a small YAML subset)


def _yaml_scalar(text: str):
    t = text.strip()
    if t.startswith("[") and t.endswith("]"):
        return [_yaml_scalar(x) for x in t[1:-1].split(",") if x.strip()]
    if len(t) >= 2 and t[0] == t[-1] and t[0] in "'\"":
        return t[1:-1]
    try:
        return int(t, 0)
    except ValueError:
        pass
    if t in ("true", "false"):
        return t == "true"
    return t


def parse_yaml(lines: list[str]):
    """Block maps and lists of the shape the AMDGPU metadata printer writes."""
    items = []
    for raw in lines:
        if not raw.strip() or raw.strip() in ("---", "..."):
            continue
        items.append((len(raw) - len(raw.lstrip(" ")), raw.strip()))
    pos = 0

    def block(indent: int):
        nonlocal pos
        if pos >= len(items):
            return None
        ind, text = items[pos]
        if text.startswith("- "):
            out = []
            while pos < len(items) and items[pos][0] == ind and items[pos][1].startswith("- "):
                i2, t2 = items[pos]
                rest = t2[2:]
                if ":" in rest and not rest.startswith("["):
                    # a map begins on the dash line
                    items[pos] = (i2 + 2, rest)
                    out.append(block(i2 + 2))
                else:
                    pos += 1
                    out.append(_yaml_scalar(rest))
            return out
        out = {}
        while pos < len(items) and items[pos][0] == ind and not items[pos][1].startswith("- "):
            _, t2 = items[pos]
            key, _, value = t2.partition(":")
            pos += 1
            if value.strip():
                out[key.strip()] = _yaml_scalar(value)
            elif pos < len(items) and items[pos][0] >= ind:
                nxt = items[pos][0]
                out[key.strip()] = block(nxt) if nxt > ind or items[pos][1].startswith("- ") else None
            else:
                out[key.strip()] = None
        return out

    return block(items[0][0]) if items else {}


# ---------------------------------------------------------------- files


def parse_file(path: str, text: str) -> AsmFile:
    if "file format elf64-amdgpu" in text[:4096] or re.search(r"^[0-9a-fA-F]{8,} <[^>]+>:\s*$", text, re.M):
        return _parse_objdump(path, text)
    return _parse_asm(path, text)


def _parse_asm(path: str, text: str) -> AsmFile:
    lines = text.splitlines()
    target = target_loc = None
    functions: set[str] = set()
    for no, line in enumerate(lines, 1):
        code, _ = _strip_comment(line)
        s = code.strip()
        m = re.match(r"\.type\s+([\w.$]+)\s*,\s*@function", s)
        if m:
            functions.add(m.group(1))
        if s.startswith(".amdgcn_target"):
            tm = TARGET_RE.search(s)
            if not tm:
                raise InputError(f"cannot read the target from {s!r}", Loc(path, no, line.find(".") + 1))
            target, target_loc = tm.group(1), Loc(path, no, line.find(".") + 1)
    kernels: list[Kernel] = []
    by_name: dict[str, Kernel] = {}
    cur: Kernel | None = None
    in_asm_block = False
    descriptor_of: Kernel | None = None
    meta_lines: list[str] | None = None
    table = _LineTable()
    for no, line in enumerate(lines, 1):
        if meta_lines is not None:
            if line.strip().startswith(".end_amdgpu_metadata"):
                _attach_metadata(parse_yaml(meta_lines), by_name)
                meta_lines = None
            else:
                meta_lines.append(line)
            continue
        stripped_line = line.strip()
        if stripped_line.startswith(";;#ASMSTART"):
            in_asm_block = True
        elif stripped_line.startswith(";;#ASMEND"):
            in_asm_block = False
        code, _ = _strip_comment(line)
        s = code.strip()
        if not s:
            continue
        col = len(code) - len(code.lstrip()) + 1
        loc = Loc(path, no, col)
        if descriptor_of is not None:
            if s.startswith(".end_amdhsa_kernel"):
                descriptor_of = None
            else:
                m = re.match(r"\.(amdhsa_\w+)\s+(\S+)", s)
                if m:
                    try:
                        descriptor_of.descriptor[m.group(1)] = int(m.group(2), 0)
                    except ValueError:
                        pass
            continue
        if s.startswith(".amdhsa_kernel"):
            name = s.split()[1] if len(s.split()) > 1 else ""
            descriptor_of = by_name.get(name) or Kernel(name, loc)
            continue
        if s.startswith(".amdgpu_metadata"):
            meta_lines = []
            continue
        # labels, possibly followed by an instruction
        while True:
            m = LABEL_RE.match(s)
            if not m:
                break
            label = m.group(1)
            if label in functions:
                cur = Kernel(label, loc)
                kernels.append(cur)
                by_name[label] = cur
            elif cur is not None:
                if label in cur.labels:
                    raise InputError(f"label {label} defined twice", loc)
                cur.labels[label] = len(cur.instrs)
                cur.label_locs[label] = loc
            rest = s[m.end():]
            col += m.end() + (len(rest) - len(rest.lstrip()))
            s = rest.strip()
            loc = Loc(path, no, col)
        if not s or s.startswith("."):
            if s.startswith(".Lfunc_end"):
                cur = None
            table.directive(s)
            continue
        if cur is None:
            if in_asm_block:
                continue
            raise InputError(f"instruction outside any kernel: {s!r}", loc)
        if table.current is not None:
            loc = Loc(loc.file, loc.line, loc.column, table.current)
        cur.instrs.append(parse_instruction(s, loc))
    if meta_lines is not None:
        raise InputError(".amdgpu_metadata without .end_amdgpu_metadata", Loc(path, len(lines), 1))
    return AsmFile(path, "asm", target, target_loc, kernels)


class _LineTable:
    """The `.file` table and the current `.loc` of a compiler `-S` file: the kernel-source
    position of each instruction. The `.loc` in force is the innermost position (inlined-at
    callers appear only in the printer's `@[ ... ]` comments and in DWARF, not here); line 0
    means "no source line" (compiler-generated code)."""

    def __init__(self) -> None:
        self.files: dict[int, str] = {}
        self.current: Loc | None = None

    def directive(self, s: str) -> bool:
        """Take a `.file` or `.loc` directive; False for any other line."""
        if s.startswith(".file"):
            m = FILE_RE.match(s)
            if m:  # `.file "name"` without a number names the unit only
                d, name = (m.group(2), m.group(3)) if m.group(3) is not None else ("", m.group(2))
                full = name if not d or posixpath.isabs(name) else posixpath.join(d, name)
                self.files[int(m.group(1))] = posixpath.normpath(full) if full else full
            return True
        if s.startswith(".loc"):
            m = LOC_RE.match(s)
            if m:
                file, line = self.files.get(int(m.group(1))), int(m.group(2))
                col = int(m.group(3) or 0)
                self.current = Loc(file, line, max(col, 1)) if file and line > 0 else None
            return True
        return False


def _attach_metadata(meta, by_name: dict[str, Kernel]) -> None:
    if not isinstance(meta, dict):
        return
    for entry in meta.get("amdhsa.kernels") or []:
        if not isinstance(entry, dict):
            continue
        name = entry.get(".name")
        k = by_name.get(name) or by_name.get(str(entry.get(".symbol", "")).removesuffix(".kd"))
        if k is not None:
            k.metadata = entry


def _parse_objdump(path: str, text: str) -> AsmFile:
    kernels: list[Kernel] = []
    cur: Kernel | None = None
    base = 0
    pending: list[tuple[Instr, int | None]] = []
    for no, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        m = OBJDUMP_SYMBOL_RE.match(line)
        if m:
            if cur is not None:
                _finish_objdump(cur, pending)
            base = int(m.group(1), 16)
            cur = Kernel(m.group(2), Loc(path, no, 1))
            kernels.append(cur)
            pending = []
            continue
        if not line.startswith((" ", "\t")):
            continue  # file header, section names
        code, comment = line.split("//", 1) if "//" in line else (line, "")
        if not code.strip():
            continue
        if cur is None:
            raise InputError("instruction before any symbol in objdump listing",
                             Loc(path, no, len(line) - len(line.lstrip()) + 1))
        cm = OBJDUMP_INSN_RE.search("//" + comment) if comment else None
        if cm is None:
            raise InputError("objdump line without its '// address: encoding' comment",
                             Loc(path, no, len(line) - len(line.lstrip()) + 1))
        addr = int(cm.group(1), 16)
        target = None
        if cm.group(3):
            target = int(cm.group(4) or "0", 16) + (base if cm.group(3) == cur.name else 0)
        col = len(code) - len(code.lstrip()) + 1
        ins = parse_instruction(code.strip(), Loc(path, no, col), addr)
        pending.append((ins, target))
    if cur is not None:
        _finish_objdump(cur, pending)
    return AsmFile(path, "objdump", None, None, kernels)


def _finish_objdump(k: Kernel, pending: list[tuple[Instr, int | None]]) -> None:
    index = {ins.addr: i for i, (ins, _) in enumerate(pending)}
    for i, (ins, target) in enumerate(pending):
        if target is not None and ins.mnemonic.startswith(("s_branch", "s_cbranch")):
            if target not in index:
                raise InputError(f"branch target 0x{target:x} is not an instruction of {k.name}", ins.loc)
            label = f"0x{target:x}"
            k.labels[label] = index[target]
            ins = Instr(ins.mnemonic, ins.operands, ins.modifiers, ins.loc, ins.text, ins.addr, label)
        k.instrs.append(ins)
