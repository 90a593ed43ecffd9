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
from syncsan.frontends.asm.operands import check_instruction, integer

MNEMONIC_RE = re.compile(r"[a-z_][a-z0-9_]*(?:\.[a-z0-9_]+)?$")
LABEL_RE = re.compile(r"^([A-Za-z_.$][\w.$]*|\d+):")
#: a reference to a numeric local label (GNU as): `1f` the next `1:`, `1b` the previous one
NUMERIC_REF_RE = re.compile(r"^(\d+)([fb])$")
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
    #: numeric local label -> how many times it was defined so far (`1:` may be defined often)
    numeric: dict[str, int] = field(default_factory=dict)
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
    if '"' not in line:  # the common case: no string to skip
        i = line.find(";")
        j = line.find("//")
        if j >= 0 and (i < 0 or j < i):
            i = j
        return (line, "") if i < 0 else (line[:i], line[i:])
    in_str = False
    for i, ch in enumerate(line):
        if ch == '"':
            in_str = not in_str
        elif not in_str and (ch == ";" or (ch == "/" and line[i:i + 2] == "//")):
            return line[:i], line[i:]
    return line, ""


_NESTING = re.compile(r"[\[\]\(\),]")


def split_operands(text: str, start_col: int, loc: Loc) -> tuple[tuple[Operand, ...], tuple[str, ...]]:
    """Operands are comma separated; words after the last operand's first token are modifiers
    (`0 offen lds`, `v33 offset:32`). Brackets and parentheses nest."""
    parts: list[tuple[str, int]] = []
    depth = 0
    cur_start = 0
    if "[" not in text and "(" not in text and "]" not in text and ")" not in text:
        pos = 0
        for piece in text.split(","):  # no brackets: commas split operands
            parts.append((piece, pos))
            pos += len(piece) + 1
        text = ""
    for m in _NESTING.finditer(text):  # only the brackets and commas matter
        ch, i = m.group(), m.start()
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
            if depth < 0:
                raise InputError(f"unbalanced {ch!r} in operands", Loc(loc.file, loc.line, start_col + i))
        elif depth == 0:
            parts.append((text[cur_start:i], cur_start))
            cur_start = i + 1
    if depth != 0:
        raise InputError("unbalanced brackets in operands", Loc(loc.file, loc.line, start_col + len(text)))
    if text or not parts:
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
    if " " not in text and "\t" not in text:
        return [text]
    if "[" not in text and "(" not in text:
        return text.split()
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
        check_instruction(mnemonic, tuple(o.text for o in operands), modifiers, loc)
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


#: metadata nested deeper than this is refused (the printer writes about 5 levels)
MAX_YAML_DEPTH = 64


def parse_yaml(lines: list[str], where: Loc | None = None):
    """Block maps and lists of the shape the AMDGPU metadata printer writes. `where` is the
    position of the first line (for the error about metadata nested too deeply)."""
    items = []
    numbers = []
    for i, raw in enumerate(lines):
        if not raw.strip() or raw.strip() in ("---", "..."):
            continue
        items.append((len(raw) - len(raw.lstrip(" ")), raw.strip()))
        numbers.append(i)
    pos = 0
    depth = 0

    def block(indent: int):
        nonlocal pos, depth
        if pos >= len(items):
            return None
        depth += 1
        try:
            if depth > MAX_YAML_DEPTH:
                line = (where.line if where else 1) + numbers[pos]
                raise InputError(f"metadata nested more than {MAX_YAML_DEPTH} levels deep",
                                 Loc(where.file if where else "", line, items[pos][0] + 1))
            return _block(indent)
        finally:
            depth -= 1

    def _block(indent: int):
        nonlocal pos
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


def _descriptor_field(s: str, loc: Loc, descriptor: dict[str, int]) -> None:
    """One `.amdhsa_NAME VALUE` line of a kernel descriptor block into `descriptor`."""
    m = re.match(r"\.(amdhsa_\w+)\s+(\S+)", s)
    if m and re.fullmatch(r"-?(?:0x[0-9a-fA-F]+|\d+)", m.group(2)):
        # every descriptor field is an unsigned count or flag of at most 32 bits
        at = Loc(loc.file, loc.line, loc.column + m.start(2))
        value = integer(m.group(2), 32, at, f".{m.group(1)}")
        if value < 0:
            raise InputError(f".{m.group(1)} {m.group(2)} is negative (the field is unsigned)", at)
        descriptor[m.group(1)] = value


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
    forward_refs: list[tuple[Kernel, Instr, str]] = []  # `1f` branches, checked once the kernel is read
    descriptor_of: Kernel | None = None
    meta_lines: list[str] | None = None
    meta_start = 1
    table = _LineTable()
    for no, line in enumerate(lines, 1):
        if meta_lines is not None:
            if line.strip().startswith(".end_amdgpu_metadata"):
                _attach_metadata(parse_yaml(meta_lines, Loc(path, meta_start, 1)), by_name)
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
                _descriptor_field(s, Loc(path, no, col), descriptor_of.descriptor)
            continue
        if s.startswith(".amdhsa_kernel"):
            name = s.split()[1] if len(s.split()) > 1 else ""
            descriptor_of = by_name.get(name) or Kernel(name, loc)
            continue
        if s.startswith(".amdgpu_metadata"):
            meta_lines, meta_start = [], no + 1
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
                if label.isdigit():  # a numeric local label: each definition is a new label
                    n = cur.numeric[label] = cur.numeric.get(label, 0) + 1
                    label = numeric_label(label, n)
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
        ins = parse_instruction(s, loc)
        if ins.operands and ins.mnemonic.startswith(("s_branch", "s_cbranch")):
            ref = NUMERIC_REF_RE.match(ins.operands[0].text)
            if ref:
                ins = _numeric_target(cur, ins, ref, forward_refs)
        cur.instrs.append(ins)
    for k, ins, label in forward_refs:
        if label not in k.labels:
            raise InputError(f"{ins.operands[0].text} refers to a numeric label {label.split('#')[0]}: "
                             "defined nowhere after it", Loc(path, ins.loc.line, ins.operands[0].column))
    if meta_lines is not None:
        raise InputError(".amdgpu_metadata without .end_amdgpu_metadata", Loc(path, len(lines), 1))
    return AsmFile(path, "asm", target, target_loc, kernels)


def numeric_label(number: str, nth: int) -> str:
    """The internal name of the nth definition of numeric local label `number` (not a name an
    assembler label can have, so it never collides with a real one)."""
    return f"{number}#{nth}"


def _numeric_target(k: Kernel, ins: Instr, ref: re.Match, forward_refs: list) -> Instr:
    """Resolve `1b` (the latest `1:` before the branch) or `1f` (the next `1:` after it)."""
    number, direction = ref.group(1), ref.group(2)
    seen = k.numeric.get(number, 0)
    if direction == "b":
        if seen == 0:
            raise InputError(f"{ref.group(0)} refers to a numeric label {number}: defined nowhere before it",
                             Loc(ins.loc.file, ins.loc.line, ins.operands[0].column))
        label = numeric_label(number, seen)
    else:
        label = numeric_label(number, seen + 1)
    out = Instr(ins.mnemonic, ins.operands, ins.modifiers, ins.loc, ins.text, ins.addr, label)
    if direction == "f":
        forward_refs.append((k, out, label))
    return out


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
    if not isinstance(meta, dict) or not isinstance(meta.get("amdhsa.kernels"), list):
        return
    for entry in meta["amdhsa.kernels"]:
        if not isinstance(entry, dict):
            continue
        name = entry.get(".name")
        k = (by_name.get(name) if isinstance(name, str) else None) or \
            by_name.get(str(entry.get(".symbol", "")).removesuffix(".kd"))
        if k is not None:
            k.metadata = entry


#: instructions after which the next address is not reached by falling through
_NO_FALL_THROUGH = ("s_endpgm", "s_branch", "s_setpc_b64", "s_code_end", "s_trap")


def _falls_through(pending: list[tuple[Instr, int | None]]) -> bool:
    """Does the code so far run on into the next address? Its last instruction, padding
    (`s_nop`, `s_code_end`) left out, is not `s_endpgm`, an unconditional branch or a jump; code
    of padding alone does not (the alignment before a function)."""
    for ins, _ in reversed(pending):
        if ins.mnemonic not in ("s_nop", "s_code_end"):
            return not ins.mnemonic.startswith(_NO_FALL_THROUGH)
    return False


def _branch_target(line: str) -> int | None:
    """The address a listing line's SOPP branch (`s_branch`, `s_cbranch_*`) goes to, from its
    encoding: SIMM16 is the offset in dwords from the next instruction (PC + 4 + SIMM16 * 4;
    AMD's CDNA3 ISA, SOPP). None for any other line."""
    code, _, comment = line.partition("//")
    if not code.lstrip().startswith(("s_branch ", "s_cbranch_")) or \
            code.lstrip().startswith(("s_cbranch_g_fork", "s_cbranch_join")):
        return None
    cm = OBJDUMP_INSN_RE.search("//" + comment) if comment else None
    if cm is None:
        return None
    simm = int(cm.group(2).split()[0], 16) & 0xFFFF
    return int(cm.group(1), 16) + 4 + 4 * (simm - 0x10000 if simm & 0x8000 else simm)


def _parse_objdump(path: str, text: str) -> AsmFile:
    """A `llvm-objdump -d` listing. Each symbol header (`ADDR <name>:`) starts a kernel, except
    a local label that the code object keeps as a symbol (hand-written assembly: `label_0060`),
    which continues the kernel before it: a symbol at an address some branch of the listing goes
    to, or one the code before it falls through to (`_falls_through`), unless it has a kernel
    descriptor (`NAME.kd`: a kernel's entry). A kernel descriptor (`<NAME.kd>:`, which
    `-j .rodata` disassembles as an `.amdhsa_kernel NAME` block) gives kernel NAME its
    `.amdhsa_*` fields."""
    lines = text.splitlines()
    symbols = {m.group(2) for m in map(OBJDUMP_SYMBOL_RE.match, lines) if m}
    # line number -> the address its branch goes to (`_branch_target`)
    branch_to = {no: t for no, t in enumerate(map(_branch_target, lines), 1) if t is not None}
    targets = set(branch_to.values())
    kernels: list[Kernel] = []
    descriptors: dict[str, dict[str, int]] = {}  # kernel name -> its .amdhsa_* fields
    descriptor: dict[str, int] | None = None  # inside an .amdhsa_kernel block
    in_descriptor = False  # after a `<NAME.kd>:` header, up to the next symbol
    cur: Kernel | None = None
    base = 0
    pending: list[tuple[Instr, int | None]] = []
    for no, line in enumerate(lines, 1):
        if not line.strip():
            continue
        s = line.strip()
        if s.startswith(".amdhsa_kernel"):
            descriptor = descriptors.setdefault(s.split()[1] if len(s.split()) > 1 else "", {})
            continue
        if descriptor is not None:
            if s.startswith(".end_amdhsa_kernel"):
                descriptor = None
            else:
                _descriptor_field(s, Loc(path, no, len(line) - len(line.lstrip()) + 1), descriptor)
            continue
        m = OBJDUMP_SYMBOL_RE.match(line)
        if m and m.group(2).endswith(".kd"):
            if cur is not None:
                _finish_objdump(cur, pending)
            cur, pending, in_descriptor = None, [], True  # the descriptor's bytes: not code
            continue
        if m:
            if cur is not None and m.group(2) + ".kd" not in symbols and (
                    int(m.group(1), 16) in targets or _falls_through(pending)):
                continue  # a local label of the current kernel: its address is its name
            if cur is not None:
                _finish_objdump(cur, pending)
            in_descriptor = False
            base = int(m.group(1), 16)
            cur = Kernel(m.group(2), Loc(path, no, 1))
            kernels.append(cur)
            pending = []
            continue
        if not line.startswith((" ", "\t")):
            continue  # file header, section names
        code, comment = line.split("//", 1) if "//" in line else (line, "")
        if not code.strip() or in_descriptor:
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
        elif code.lstrip().startswith(("s_branch ", "s_cbranch")) and not code.split()[-1].lstrip("-").isdigit():
            target = branch_to.get(no)  # to a local label kept as a symbol (under its name or another)
        col = len(code) - len(code.lstrip()) + 1
        ins = parse_instruction(code.strip(), Loc(path, no, col), addr)
        pending.append((ins, target))
    if cur is not None:
        _finish_objdump(cur, pending)
    for k in kernels:
        k.descriptor.update(descriptors.get(k.name, {}))
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
