"""Suggested edits in assembly: `s_waitcnt` / `s_barrier` lines, shown but never written.

Every executed instruction line is one IR statement, so an edit at a line reaches exactly what the
IR edit reaches. Fixes are reported as messages (`insert s_waitcnt lgkmcnt(0) before line 536`):
assembly is compiler output, the source that made it is where a change belongs.
"""

from __future__ import annotations

import re
from pathlib import Path

from syncsan.edits import Delete, Insert, NewBarrier, SetWait
from syncsan.frontends.asm.waitcnt import FIELD_RE, decode_simm16
from syncsan.frontends.edit import Editor, Rendering
from syncsan.ir import Const

_WAIT = re.compile(r"\bs_waitcnt\b\s*(.*?)\s*(?:[;#/].*)?$")


class AsmEditor(Editor):
    writes = False

    def _lines(self) -> list[str]:
        try:
            return Path(self.path).read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            return []

    def value_through(self, program, wait, counter):
        return () if wait.loc.file == self.path and not wait.stack else None

    def delete_through(self, program, stmt):
        return () if stmt.loc.file == self.path and not stmt.stack else None

    @staticmethod
    def _int(v):
        if isinstance(v, Const):
            v = v.value
        return v if type(v) is int else None

    def _wait_text(self, per_program, index: int, edit_value) -> str | None:
        values = {}
        for counter in ("vmcnt", "lgkmcnt"):
            vs = set()
            for _, e, _ in per_program:
                op = e.ops[index] if isinstance(e, Insert) else None
                vs.add(self._int(op.value(counter)) if op is not None and op.value(counter) is not None else None)
            if len(vs) != 1:
                return None
            v = vs.pop()
            if v is not None:
                values[counter] = v
            elif any(op.value(counter) is not None for _, e, _ in per_program for op in [e.ops[index]]):
                return None  # a value that depends on kernel arguments
        if not values:
            return None
        return "s_waitcnt " + " ".join(f"{c}({v})" for c, v in values.items())

    def render(self, edit, per_program):
        lines = self._lines()
        if isinstance(edit, Insert):
            if edit.waves is not None or edit.file != self.path or not 0 < edit.line <= len(lines):
                return []
            texts = []
            for i, op in enumerate(edit.ops):
                t = "s_barrier" if isinstance(op, NewBarrier) else self._wait_text(per_program, i, op)
                if t is None:
                    return []
                texts.append(t)
            line = lines[edit.line - 1]
            indent = line[:len(line) - len(line.lstrip())] or "\t"
            new = [(("+", indent + t)) for t in texts]
            shown = tuple(new + [(" ", line)]) if edit.where == "before" else tuple([(" ", line)] + new)
            what = "; ".join(f"`{t}`" for t in texts)
            return [Rendering(f"insert {what} {edit.where} line {edit.line}", edit.line, shown)]
        if isinstance(edit, SetWait):
            if edit.file != self.path or not 0 < edit.line <= len(lines):
                return []
            line = lines[edit.line - 1]
            m = _WAIT.search(line)
            if m is None:
                return []
            current = _fields(m.group(1))
            if current is None:
                return []
            values = {c: self._int(e.value) if e.value is not None else None for _, e, _ in per_program for c in [e.counter]}
            value = values.get(edit.counter)
            if edit.value is not None and value is None:
                return []
            current[edit.counter] = value
            ops = " ".join(f"{c}({v})" for c, v in current.items() if v is not None)
            if not ops:
                return []
            new = line[:m.start()] + "s_waitcnt " + ops
            return [Rendering(f"change line {edit.line} to `s_waitcnt {ops}`", edit.line,
                              (("-", line), ("+", new)))]
        if isinstance(edit, Delete):
            if edit.file != self.path or not 0 < edit.line <= len(lines):
                return []
            return [Rendering(f"delete line {edit.line} (`{lines[edit.line - 1].strip()}`)", edit.line,
                              (("-", lines[edit.line - 1]),))]
        return []


def _fields(operands: str) -> dict | None:
    t = operands.strip()
    if re.fullmatch(r"(?:0x[0-9a-fA-F]+|\d+)", t):
        vm, lgkm = decode_simm16(int(t, 0))
        return {"vmcnt": None if vm >= 63 else vm, "lgkmcnt": None if lgkm >= 15 else lgkm}
    out: dict = {"vmcnt": None, "expcnt": None, "lgkmcnt": None}
    found = False
    for m in FIELD_RE.finditer(t):
        if m.group(1) in out:
            out[m.group(1)] = int(m.group(3), 0)
            found = True
    return out if found else None


def make_editor(path: str, options=None) -> Editor:
    return AsmEditor(path, options)
