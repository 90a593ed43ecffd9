"""`s_waitcnt` operands in every gfx9 spelling: `vmcnt(3) lgkmcnt(0)` (separators space, `&`, `,`),
`vmcnt_sat(N)`, and the raw simm16 (`s_waitcnt 0x73`: vmcnt [3:0] and [15:14], expcnt [6:4],
lgkmcnt [11:8]). A field left out, or at its maximum, waits for nothing (None)."""

from __future__ import annotations

import re

from syncsan.errors import InputError, Loc
from syncsan.frontends.asm.operands import integer

FIELD_RE = re.compile(r"(vmcnt|expcnt|lgkmcnt)(_sat)?\(\s*(-?(?:0x[0-9a-fA-F]+|\d+))\s*\)")
LIMITS = {"vmcnt": 63, "expcnt": 7, "lgkmcnt": 15}


def decode_simm16(value: int) -> tuple[int, int]:
    vm = (value & 0xF) | (((value >> 14) & 0x3) << 4)
    lgkm = (value >> 8) & 0xF
    return vm, lgkm


def parse_waitcnt(text: str, loc: Loc, vm_max: int = 63, lgkm_max: int = 15) -> tuple[int | None, int | None]:
    """(vmcnt, lgkmcnt) to wait for; None: no wait on that counter."""
    t = text.strip()
    if not t:
        raise InputError("s_waitcnt needs an operand", loc)
    if re.fullmatch(r"(?:0x[0-9a-fA-F]+|\d+)", t):
        value = integer(t, 32, loc, "s_waitcnt immediate")
        if value > 0xFFFF:
            raise InputError(f"s_waitcnt immediate {t} does not fit 16 bits", loc)
        vm, lgkm = decode_simm16(value)
        return (None if vm >= vm_max else vm), (None if lgkm >= lgkm_max else lgkm)
    fields: dict[str, int] = {}
    pos = 0
    for m in FIELD_RE.finditer(t):
        between = t[pos:m.start()]
        if between.strip(" \t&,"):
            skip = len(between) - len(between.lstrip(" \t&,"))
            raise InputError(f"malformed s_waitcnt operand near {between.strip()!r}",
                             Loc(loc.file, loc.line, loc.column + pos + skip))
        at = Loc(loc.file, loc.line, loc.column + m.start())
        name, sat, value = m.group(1), m.group(2), integer(m.group(3), 32, at, f"{m.group(1)} value")
        if name in fields:
            raise InputError(f"s_waitcnt names {name} twice", Loc(loc.file, loc.line, loc.column + m.start()))
        limit = LIMITS[name]
        if value < 0 or (value > limit and not sat):
            raise InputError(f"{name}({value}) is outside 0..{limit}", Loc(loc.file, loc.line, loc.column + m.start()))
        fields[name] = min(value, limit)
        pos = m.end()
    rest = t[pos:]
    if rest.strip(" \t&,") or not fields:
        skip = len(rest) - len(rest.lstrip(" \t&,"))
        raise InputError(f"malformed s_waitcnt operand {rest.strip() or t!r}",
                         Loc(loc.file, loc.line, loc.column + pos + skip))
    vm = fields.get("vmcnt")
    lgkm = fields.get("lgkmcnt")
    return (None if vm is None or vm >= vm_max else vm), (None if lgkm is None or lgkm >= lgkm_max else lgkm)
