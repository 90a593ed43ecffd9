"""Value numbers: which unknown register values the emulator can prove equal, so that two LDS
writes of equal data (waves of a replicated layout storing the same rows) are told apart from
writes of different data.

A *number* is a negative int standing for one value; equal numbers mean equal data. Known lanes
and workgroup-level terms stand for themselves. A number is the hash-consed key of how the value
was computed, so two waves that compute the same thing from the same inputs get the same number:

- a deterministic instruction (ALU, float, MFMA, cross-lane moves, unmodelled VALU/SALU ops):
  its mnemonic and modifiers, the values or numbers of the operands it reads (whole registers, so
  cross-lane ops are covered), the exec mask and the float mode (`s_setreg`, `s_denorm_mode`,
  `s_round_mode` change it); the old destination too where the op keeps part of it (a partial
  exec mask, SDWA/op_sel forms, accumulate-into-destination ops, DPP unless `bound_ctrl` is set
  with every row and bank enabled, when every lane is written: zero from an invalid lane, LLVM's
  AMDGPUModifierSyntax.rst). Refinements, each keyed on a subset of what the op reads:
  - packed 32-bit ops (`v_pk_fma/mul/add_f32`, `v_pk_mov_b32`): each destination dword is keyed
    on the source dwords it reads (`op_sel` for the low one, `op_sel_hi` for the high one;
    `v_pk_mov_b32` takes source 0 for the low and source 1 for the high dword; checked against
    LLVM 22's code for `<2 x float>` shuffles);
  - ops that write their operand 1 too (`v_swap_b32`, gfx950 `v_permlane16/32_swap_b32`): both
    registers are numbered, each keyed on both old values;
  - `v_readlane_b32` of a lane a `v_writelane_b32` wrote (an SGPR spill): the number the SGPR
    had, while the VGPR holds the lanes object that write made (objects are immutable);
  workgroup-level terms in a key are taken as the case decided them (a select on a condition
  decided after it was made) and with the summarised loops' variables named (below);
- data an LDS read returns: its mnemonic, operands (the concrete addresses), exec, the barrier
  generation of the wave and how many LDS writes the wave had issued. Two reads of the same
  bytes in one generation return the same data unless a write to those bytes is unordered with one
  of them: a write in another wave in the same generation, or one not retired before the barrier
  (reported as SS101-SS104); a write in the reading wave itself between them changes the count;
- data a global/buffer load returns: likewise, with the count of the wave's VMEM stores. Loads of
  the same address in one generation see the same data unless the kernel races on global memory
  (a store unordered with the loads: by another wave, or by another workgroup), which syncsan
  does not check and takes as absent; a coherent load (`glc`, `sc0`, `sc1`: a volatile load or a
  flag poll) gets no number;
- an LDS-DMA copy (`buffer_load_* ... lds`, `global_load_lds_*`) gets a number as an LDS write
  does (`AsyncCopy.value`): its mnemonic and modifiers, the values or numbers of its address
  operands, M0, the exec mask, the generation and the wave's VMEM store count. Equal numbers are
  copies of the same global addresses into the same LDS bytes in one generation: they store the
  same data (under the assumption above for loads), so whichever lands last leaves the same bytes
  (two waves that each copy a shared row, e.g. a softmax statistic, to wait on their own vmcnt);
- an `s_getreg`, `s_memtime` or any op not listed above gets no number (it may differ by wave).

A register's number is a fact about the lanes object it was attached to: the emulator's values
are immutable tuples, and a number is attached to a fresh copy made for it, so wherever that
object travels (moves, spills to AGPRs) it holds that value. `Machine.vn`/`Machine.sn` map a
register to (object, number); the entry counts only while the register still holds that object.

Summarised loops (`explore.py`): the period is first run with a placeholder number for each value
the loop carries from period to period, which shows how each recurs (its number after the period,
over the placeholders). A carried value is then named by its number at the first period and the
recurrences of every carried value it depends on, and the period is run again with those names.
The loop's workgroup-level SGPR variables (the value a register holds at the start of a period;
one variable for the waves that enter the loop from the same values with the same recurrence,
`explore._block`, else one per wave, so the waves' terms over them may differ) are named the same
way, in keys only: by the term they start with and the recurrences (terms after one period, over
placeholders) of those they depend on. The names also hold the loop, the counters at its first
period (barriers, LDS writes and VMEM stores so far, the float mode) and how much each counter
grows per period; a period that changes the float mode turns numbering off from the loop on.

Why this is sound: the waves of one case run the same number of periods (the exit is decided by
a workgroup-level condition, and every wave follows the case's choice), so at the start of
period k two waves whose names for a value agree hold equal values, by induction on k: at k = 0
the start values are equal, and one period applies the same function (equal recurrence keys over
the placeholders, equal loop-invariant inputs, which are part of those keys) to equal values.
The counters in the keys of reads in period k and after the loop are those of the first period
(or its exit) plus k (or the number of periods) times the per-period step, which both waves
share, so equal emulated counters are equal real counters. So a value computed from the names
within a period, or after the loop from the exit state, is equal in two waves whenever its
number is. An LDS write inside the period is a statement of the IR loop shared by all periods:
its number holds only between executions in one barrier generation (`LdsWrite.value_scope`; the
checks and the prover compare tokens within a generation); with a barrier in every period one
generation is one period of both waves. The LDS writes of a period without a barrier keep no
number (a generation would span periods), but the values after the loop keep theirs. Stepping over a branch drops the numbers of registers the two sides
left different. Both only lose numbers.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, replace

from syncsan.frontends.asm import symbolic as S
from syncsan.frontends.asm.operands import EXEC, M0, VCC, Imm, Reg, decode
from syncsan.frontends.asm.symbolic import Sym
from syncsan.frontends.asm.values import M32

_TABLE: dict[tuple, int] = {}
#: a summarised loop's workgroup-level variables (the value of an SGPR at the start of a period,
#: a new variable in each wave) -> the input leaf that names them in keys (see `recurrences`)
_NAMES: dict[Sym, Sym] = {}
_NAMED: dict[int, tuple] = {}  # id(term) -> (term, the term with the loop variables named)


def reset() -> None:
    """Forget numbers (per kernel, like the symbolic terms)."""
    _TABLE.clear()
    _NAMES.clear()
    _NAMED.clear()


def named(v):
    """A workgroup term with the summarised loops' variables replaced by their names (so that
    two waves' terms over their own variables for equal values are the same term)."""
    if not _NAMES or type(v) is not Sym or v.level:
        return v
    hit = _NAMED.get(id(v))
    if hit is not None and hit[0] is v:
        return hit[1]
    out = S.substitute(v, _NAMES)
    _NAMED[id(v)] = (v, out)
    return out


def _value(m, v):
    """A workgroup term as the key of a value: as the case decided it, loop variables named
    (asked of the case like any other question, so a case that records or shares its answers
    sees this one too)."""
    if type(v) is not Sym:
        return v
    return named(m.case.resolve(v))


def _lane_values(m, lanes: tuple) -> tuple:
    """`_value` of each lane, each distinct term asked once (lanes repeat a few values; the
    case gives one answer to one question)."""
    values: dict = {}
    out = []
    for x in lanes:
        if type(x) is Sym:
            if x in values:
                x = values[x]
            else:
                x = values[x] = _value(m, x)
        out.append(x)
    return tuple(out)


def number(key: tuple) -> int:
    n = _TABLE.get(key)
    if n is None:
        n = _TABLE[key] = -1 - len(_TABLE)
    return n


@dataclass(frozen=True, slots=True)
class Plan:
    """How one instruction's results are numbered (decided once, when it is decoded)."""

    kind: str  # op | mode | ldsr | vload | ldsw | ldsdma | wlane | rlane
    head: tuple  # mnemonic and modifiers
    srcs: tuple  # per source operand: ("r", file, index, count) or ("c", constant)
    dests: tuple  # (file, index, tag) of every register an operand names, for changes
    first: tuple  # the registers of operand 0, read where the op keeps part of its destination
    rmw: bool  # operand 0 is read as well as written
    outs: tuple  # positions in `dests` of the registers the handler writes (operand 0, carry-outs)
    scc: bool  # the op reads SCC
    vector: bool  # a vector op (exec decides which lanes change)
    #: packed 32-bit ops (v_pk_*_f32, v_pk_mov_b32): per half of the destination (low, high
    #: dword), the sources that half reads (`srcs` with each 64-bit operand cut to the dword
    #: op_sel/op_sel_hi pick) and the destination dword it keeps; None: every result reads all
    halves: tuple | None = None


_RMW = re.compile(r"mac|mix|dot\dc|writelane|swap|permlane|d16|cmov|addk|mulk|bitset")
_NO_NUMBER = ("s_getreg", "s_memtime", "s_memrealtime", "s_sendmsg", "s_get", "s_rfe", "s_trap",
              "v_interp", "s_icache", "s_dcache", "s_sleep", "s_set", "s_call", "s_swappc", "v_movrel",
              "s_movrel")
#: VOP3b ops whose operand 1 is an SGPR destination (carry-out, division scale flag)
_CARRY_OUT = re.compile(r"_co_|_co$|^v_div_scale|^v_mad_[ui]64_[ui]32")
_MODE = ("s_setreg", "s_denorm_mode", "s_round_mode")
#: packed ops on two 32-bit halves of 64-bit registers (each half its own result)
_PACKED32 = ("v_pk_fma_f32", "v_pk_mul_f32", "v_pk_add_f32", "v_pk_mov_b32")
_SCC_READERS = ("s_cselect", "s_addc", "s_subb", "s_cmov", "s_cbranch")


def _spec(op):
    if isinstance(op, Reg):
        return ("r", op.file, op.index, op.count)
    if isinstance(op, Imm):
        return ("c", op.value)
    text = op.text.strip()
    low = text.lower()
    if low in ("off", "scc"):
        return ("scc",) if low == "scc" else ("c", "off")
    inner = text
    for _ in range(3):  # -v1, |v1|, -|v1|, neg(v1), abs(v1), sext(v1)
        inner = inner.strip()
        if inner.startswith("-"):
            inner = inner[1:]
        elif inner.startswith("|") and inner.endswith("|"):
            inner = inner[1:-1]
        elif re.match(r"^(neg|abs|sext)\(.*\)$", inner):
            inner = inner[inner.index("(") + 1:-1]
        else:
            break
    try:
        sub = decode(inner, None)
    except Exception:  # an operand the emulator does not read: no number
        return None
    if isinstance(sub, Reg):
        return ("m", text, ("r", sub.file, sub.index, sub.count))
    if isinstance(sub, Imm):
        return ("c", text)
    return None


#: cache-policy bits that make a load coherent at device or system scope (gfx90a `glc`, gfx940+
#: `sc0`/`sc1`): what `volatile` loads and flag polls compile to; their data gets no number
_COHERENT = frozenset({"glc", "sc0", "sc1"})


def plan_for(d) -> Plan | None:
    """The numbering plan of a decoded instruction, or None (its results get no number)."""
    from syncsan.frontends.asm.alu import h_sdwa
    from syncsan.frontends.asm.memops import SWAPS, h_ds, h_lds_dma, h_unmodelled, h_vmem_load

    mn = d.instr.mnemonic
    base = d.base
    handler = d.handler
    if mn.startswith(_MODE):
        kind = "mode"
    elif handler is h_ds:
        if d.info.kind == "read" or d.info.kind == "lgkm" and d.info.dst is not None:
            kind = "ldsr" if d.info.kind == "read" else "op"
        elif d.info.kind == "write" and re.match(r"ds_(write|store)", mn):
            kind = "ldsw"
        else:
            return None
    elif handler is h_vmem_load:
        if any(x in _COHERENT for x in d.instr.modifiers):
            return None  # a coherent (volatile) load polls memory another agent may change
        kind = "vload"
    elif handler is h_lds_dma:
        if any(x in _COHERENT for x in d.instr.modifiers):
            return None
        kind = "ldsdma"
    elif mn.startswith("v_writelane_b32"):
        kind = "wlane"
    elif mn.startswith("v_readlane_b32"):
        kind = "rlane"
    elif handler is h_unmodelled or handler is h_sdwa or handler in _pure_handlers():
        if not mn.startswith(("v_", "s_")) or mn.startswith(_NO_NUMBER):
            return None
        kind = "op"
    else:
        return None
    specs = [_spec(op) for op in d.ops]
    if _CARRY_OUT.search(base) and len(specs) > 2 and isinstance(d.ops[1], Reg) and d.ops[1].file == "s":
        specs[1] = ("d",) + specs[1][1:]  # the carry-out (or scale flag) SGPRs: written, not read
    if any(s is None for s in specs[1:]):
        return None
    if "div_fmas" in base:  # reads VCC without naming it
        specs.append(("r", "s", VCC, 2))
    regs: list = []  # (file, index, tag) of every register an operand names

    def place(spec, p):
        if spec[0] in ("r", "d"):
            _, f, idx, n = spec
            start = len(regs)
            regs.extend((f, idx + k, (p, k)) for k in range(n))
            if spec[0] == "d":
                return ("c", "sdst")
            return ("r", tuple(range(start, start + n)))
        if spec[0] == "m":
            return ("m", spec[1], place(spec[2], p)[1])
        return spec

    placed = [place(sp, p) if sp is not None else None for p, sp in enumerate(specs)]
    first = placed[0][1] if placed and placed[0] is not None and placed[0][0] == "r" else ()
    enc = mn[len(base):]
    # op_sel of a VOP3 16-bit op may pick the destination's half (the other kept); packed (v_pk_)
    # ops select source halves only
    mods = d.instr.modifiers
    dpp = enc in ("_dpp", "_e64_dpp") or any(m.startswith(("quad_perm", "row_", "wave_", "bank_mask", "bound_ctrl"))
                                            for m in mods)
    rmw = bool(_RMW.search(base)) or enc == "_sdwa" or dpp and not _dpp_writes_all(mods) or any(
        m.startswith(("dst_sel", "dst_unused")) or m.startswith("op_sel:") and not base.startswith("v_pk_")
        for m in mods)
    stores = kind in ("ldsw", "ldsdma")  # write LDS, no register: every operand is a source
    srcs = tuple(placed) if stores else tuple(placed[1:])
    # handlers write operand 0 and carry-out SGPRs only (an ldsw or LDS-DMA writes no register)
    outs = () if stores else tuple(sorted(set(first) | {pos for pos, (f, i, (p, k)) in enumerate(regs)
                                                                 if p == 1 and placed[1] == ("c", "sdst")}))
    if base.startswith(SWAPS) and len(placed) > 1 and placed[1] is not None and placed[1][0] == "r":
        outs = tuple(sorted(set(outs) | set(placed[1][1])))  # both registers change
    halves = _halves(base, d.instr.modifiers, srcs, first) if base.startswith(_PACKED32) else None
    return Plan(kind, (mn, d.instr.modifiers), srcs, tuple(regs), first, rmw, outs,
                base.startswith(_SCC_READERS), mn.startswith(("v_", "ds_", "global_", "buffer_")), halves)


def _dpp_writes_all(mods: tuple) -> bool:
    """A DPP op writes every active lane (so keeps nothing of its old destination) when all rows
    and banks are enabled and `bound_ctrl` is set: a lane whose source lane is invalid then reads
    zero instead of being left unwritten (LLVM's AMDGPUModifierSyntax.rst; before GFX11
    `bound_ctrl:0` means the same as `bound_ctrl:1`)."""
    row = bank = "0xf"
    bound = False
    for m in mods:
        if m.startswith("row_mask:"):
            row = m[9:].lower()
        elif m.startswith("bank_mask:"):
            bank = m[10:].lower()
        elif m.startswith("bound_ctrl:"):
            bound = True
    return bound and row in ("0xf", "15") and bank in ("0xf", "15")


def _bits(mods: tuple, name: str, default: int, n: int) -> list:
    for m in mods:
        if m.startswith(name + ":["):
            bits = [int(x) for x in m[len(name) + 2:-1].split(",")]
            return bits + [default] * (n - len(bits))
    return [default] * n


def _halves(base: str, mods: tuple, srcs: tuple, first: tuple) -> tuple | None:
    """Per destination dword of a packed 32-bit op, the source dwords it reads. The arithmetic
    ops (`v_pk_fma/mul/add_f32`) compute the low dword from each source's dword `op_sel[j]` and
    the high one from dword `op_sel_hi[j]` (default 0 and 1); `v_pk_mov_b32` takes the low dword
    from source 0's dword `op_sel[0]` and the high one from source 1's dword `op_sel[1]` (LLVM
    copies a 64-bit register with `op_sel:[0,1]`), and its high dword is also keyed on source 1's
    dword `op_sel_hi[1]` (a reading that took op_sel_hi there would still be covered)."""
    if len(first) != 2:
        return None
    n = len(srcs)
    sel, sel_hi = _bits(mods, "op_sel", 0, n), _bits(mods, "op_sel_hi", 1, n)

    def cut(spec, picks):
        if spec[0] not in ("r", "m") or len(spec[-1]) != 2:
            return spec  # a constant (both halves) or a 32-bit operand
        regs = tuple(spec[-1][k] for k in sorted(set(picks)))
        return ("r", regs) if spec[0] == "r" else ("m", spec[1], regs)

    if base.startswith("v_pk_mov_b32"):
        if n < 2:
            return None
        lo = (cut(srcs[0], (sel[0],)),)
        hi = (cut(srcs[1], (sel[1], sel_hi[1])),)
    else:
        lo = tuple(cut(sp, (sel[j],)) for j, sp in enumerate(srcs))
        hi = tuple(cut(sp, (sel_hi[j],)) for j, sp in enumerate(srcs))
    return ((lo, first[0]), (hi, first[1]))


@functools.cache
def _pure_handlers() -> frozenset:
    """The handlers of the deterministic ALU and float ops (imported on first use: the handler
    modules import the emulator, which imports this module)."""
    from syncsan.frontends.asm.alu import SCALAR, VECTOR
    from syncsan.frontends.asm.fpu import FLOAT

    return frozenset(SCALAR.values()) | frozenset(VECTOR.values()) | frozenset(FLOAT.values())


# ---------------------------------------------------------------- values and numbers


def vid(m, i: int, obj):
    """The value (known lanes) or number of VGPR `i` holding lanes `obj`, or None."""
    if obj is None:
        return None
    e = m.vn.get(i)
    if e is not None and e[0] is obj:
        return e[1]
    if None in obj:
        return None
    return obj


def sid(m, i: int, obj):
    """The value or number of SGPR `i` holding `obj`, or None."""
    if type(obj) is not Sym or not obj.level:
        return obj
    e = m.sn.get(i)
    if e is not None and e[0] is obj:
        return e[1]
    return None


def snapshot(m, plan: Plan) -> list:
    """The objects the registers the instruction writes hold before it runs."""
    regs = plan.dests
    return [_now(m, *regs[pos][:2]) for pos in plan.outs]


def _now(m, f: str, i: int):
    return m.v.get(i) if f == "v" else m.s[i] if f == "s" else m.acc.get(i)


def fresh(obj):
    """A new object equal to lanes `obj` (a tuple) or to the opaque scalar `obj` (a Sym), to
    attach a number to: a number holds while its register holds that very object."""
    if type(obj) is tuple:
        return tuple(list(obj))
    return Sym(obj.op, obj.args, obj.level, obj.origin, obj.kmask, obj.kbits, obj.boolean)


def _rid(m, f: str, i: int, obj):
    if f == "v":
        r = vid(m, i, obj)
        if type(r) is tuple and i in m.vsym:  # lanes holding terms
            r = _lane_values(m, r)
        return r
    if f == "s":
        r = sid(m, i, obj)
        return _value(m, r) if type(r) is Sym else r
    return obj if obj is not None and None not in obj else None  # AGPR: its known lanes, if kept


def key_of(m, plan: Plan, snap: list, exec_before: tuple, extra: tuple = (), half: int | None = None) -> tuple | None:
    """The key of the values the instruction computed (None: some input has no number); `half`:
    of that dword of a packed 32-bit op's destination only."""
    parts: list = [plan.kind, plan.head, extra, m.mode]
    if plan.vector:
        lo, hi = exec_before
        if type(lo) is Sym:
            lo = _value(m, lo)
        if type(hi) is Sym:
            hi = _value(m, hi)
        if type(lo) is Sym and lo.level or type(hi) is Sym and hi.level:
            return None
        parts.append((lo, hi))
        partial = lo != M32 or hi != M32
    else:
        partial = False
    if plan.scc:
        sc = m.scc
        if type(sc) is Sym:
            return None
        parts.append(sc)
    regs = plan.dests
    pre = {regs[pos][:2]: o for pos, o in zip(plan.outs, snap)}  # what the handler overwrote
    if half is None:
        srcs, first = plan.srcs, plan.first
    else:
        srcs, kept = plan.halves[half]
        first = (kept,)
        parts.append(("half", half))
    for spec in srcs:
        tag = spec[0]
        if tag == "r" or tag == "m":
            if tag == "m":
                parts.append(spec[1])
            for pos in spec[-1]:
                f, i, _ = regs[pos]
                obj = pre.get((f, i), pre)  # (`pre` itself: the handler did not overwrite it)
                r = _rid(m, f, i, _now(m, f, i) if obj is pre else obj)
                if r is None:
                    return None
                parts.append(r)
        elif tag == "c":
            parts.append(spec[1])
        else:  # scc as an operand
            sc = m.scc
            if type(sc) is Sym:
                return None
            parts.append(("scc", sc))
    if plan.outs and (plan.rmw or partial):  # the part of the destination the op keeps
        for pos in first:
            f, i, _ = regs[pos]
            r = _rid(m, f, i, pre[(f, i)])
            if r is None:
                return None
            parts.append(r)
    return tuple(parts)


def assign(m, plan: Plan, snap: list, exec_before: tuple, extra: tuple = ()) -> None:
    """Number every register the instruction changed to an unknown value."""
    v, s = m.v, m.s
    base = False
    regs = plan.dests
    if plan.halves is not None:  # a packed op: each dword its own key (all read before any is set)
        halves = [key_of(m, plan, snap, exec_before, extra, h) for h in (0, 1)]
    for pos, old in zip(plan.outs, snap):
        f, i, tag = regs[pos]
        if f == "v":
            new = v.get(i)
            if new is old or new is None or i not in m.vorigin:
                continue
        elif f == "s":
            new = s[i]
            if new is old or type(new) is not Sym or not new.level:
                continue
        else:
            continue
        if plan.halves is not None and pos in plan.first:
            key = halves[plan.first.index(pos)]
            if key is None:
                continue
            n = number(key)
            used = _uses(m, key)
        else:
            if base is False:
                key = key_of(m, plan, snap, exec_before, extra)
                if key is None:
                    return
                base = number(key)
                used = _uses(m, key)
            n = number((base, tag))
        if m.deps is not None:
            m.deps[n] = used
        obj = fresh(new)
        if f == "v":
            v[i] = obj
            m.vn[i] = (obj, n)
        else:
            s[i] = obj
            m.sn[i] = (obj, n)


def _uses(m, key: tuple):
    """While a loop's recurrences are learnt: the carried values a key's numbers depend on."""
    deps = m.deps
    if deps is None:
        return None
    return frozenset().union(*[deps.get(x, ()) for x in key if type(x) is int and x < 0])


def _lane_write(m, d, snap_obj, val_id) -> None:
    """After `v_writelane_b32 vD, sS, L`: lane L of vD's new lanes object holds the value `val_id`
    (an SGPR's number or value). Kept per register, for that very object: lanes objects are
    immutable, so while vD holds it, a `v_readlane_b32` of lane L returns that value."""
    op = d.ops[0]
    lane = m.sread(d.ops[2]) if len(d.ops) > 2 else None
    if not isinstance(op, Reg) or op.file != "v":
        return
    i = op.index
    table = m.lane_numbers
    if type(lane) is not int:
        table.pop(i, None)
        return
    e = table.get(i)
    lanes = dict(e[1]) if e is not None and e[0] is snap_obj else {}
    if type(val_id) is not int or val_id >= 0:  # no number (a known value or term: in the lane)
        lanes.pop(lane & 63, None)
    else:
        lanes[lane & 63] = val_id
    table[i] = (m.v.get(i), lanes)


def _lane_read(m, d) -> None:
    """After `v_readlane_b32 sD, vS, L`: give sD the number a `v_writelane_b32` left in lane L
    of the lanes object vS holds (see `_lane_write`)."""
    dst, src = d.ops[0], d.ops[1]
    if not (isinstance(dst, Reg) and dst.file == "s" and isinstance(src, Reg) and src.file == "v"):
        return
    got = m.s[dst.index]
    if type(got) is not Sym or not got.level:
        return  # a known value or term
    lane = m.sread(d.ops[2])
    e = m.lane_numbers.get(src.index)
    if type(lane) is not int or e is None or e[0] is not m.v.get(src.index):
        return
    n = e[1].get(lane & 63)
    if type(n) is int and n < 0:
        obj = m.s[dst.index] = fresh(got)
        m.sn[dst.index] = (obj, n)


def run(m, d, plan: Plan) -> None:
    """Run decoded instruction `d` on machine `m`, numbering what it computes."""
    s = m.s
    exec_before = (s[EXEC], s[EXEC + 1])
    snap = snapshot(m, plan)
    kind = plan.kind
    if kind == "op":
        d.handler(m, d)
        assign(m, plan, snap, exec_before)
    elif kind == "wlane":
        op = d.ops[1]
        val = sid(m, op.index, s[op.index]) if isinstance(op, Reg) and op.file == "s" else None
        old = m.v.get(d.ops[0].index) if isinstance(d.ops[0], Reg) else None
        d.handler(m, d)
        assign(m, plan, snap, exec_before)
        _lane_write(m, d, old, val)
    elif kind == "rlane":
        d.handler(m, d)
        assign(m, plan, snap, exec_before)
        _lane_read(m, d)
    elif kind == "ldsr":
        d.handler(m, d)
        assign(m, plan, snap, exec_before, (m.gen, m.lds_writes, _rid(m, "s", M0, s[M0])))
    elif kind == "vload":
        d.handler(m, d)
        assign(m, plan, snap, exec_before, (m.gen, m.vstores))
    elif kind == "ldsw":
        n_ops = len(m.ops)
        d.handler(m, d)
        if len(m.ops) == n_ops + 1 and m.ops[-1].shift is None:
            key = key_of(m, plan, snap, exec_before, (_rid(m, "s", M0, s[M0]),))  # M0: addtid's base
            if key is not None:
                m.ops[-1] = replace(m.ops[-1], value=number(key), value_scope="generation" if m.scoped else "")
    elif kind == "ldsdma":
        n_ops = len(m.ops)
        d.handler(m, d)
        if len(m.ops) == n_ops + 1 and m.ops[-1].shift is None:
            # the data is what a load of the same addresses returns (keyed like `vload`: the
            # generation and the wave's VMEM stores), the bytes M0 + offset + lane x size
            key = key_of(m, plan, snap, exec_before, (m.gen, m.vstores, _rid(m, "s", M0, s[M0])))
            if key is not None:
                m.ops[-1] = replace(m.ops[-1], value=number(key), value_scope="generation" if m.scoped else "")
    else:  # the float mode
        d.handler(m, d)
        key = key_of(m, plan, snap, exec_before)
        m.mode = number(("mode", m.mode, key)) if key is not None else number(("mode", object()))


# ---------------------------------------------------------------- summarised loops


def name_carried(m, carried: list, namer) -> None:
    """Give the values a summarised loop carries from period to period (`carried`: ("s"|"v",
    index)) the numbers `namer` picks (None: no number), on fresh objects."""
    for r in carried:
        f, i = r
        n = namer(r)
        if f == "v":
            lanes = m.v.get(i)
            if lanes is None or None not in lanes:
                continue
            m.vn.pop(i, None)
            if n is not None:
                obj = m.v[i] = fresh(lanes)
                m.vn[i] = (obj, n)
                if m.deps is not None:
                    m.deps[n] = frozenset((r,))
        else:
            v = m.s[i]
            if type(v) is not Sym or not v.level:
                continue
            m.sn.pop(i, None)
            if n is not None:
                obj = m.s[i] = fresh(v)
                m.sn[i] = (obj, n)
                if m.deps is not None:
                    m.deps[n] = frozenset((r,))


def hold_variables(variables: dict, loop: str) -> None:
    """Before the first run of a period: name each loop variable (`variables`: SGPR index ->
    the variable its period starts with) by a placeholder of its loop and register, so the
    numbers of that run say how values recur over them (like `name_carried`'s placeholders)."""
    for i, var in variables.items():
        _NAMES[var] = S.inp(f"phi@{loop}.s{i}")
    _NAMED.clear()


def forget_variables(variables: dict) -> None:
    for var in variables.values():
        _NAMES.pop(var, None)
    _NAMED.clear()


def name_variables(first, cur, variables: dict, loop: str, steps: tuple) -> tuple:
    """Name each loop variable by its start value (in `first`, the loop variables of earlier
    loops named) and the recurrence of it and of every loop variable it depends on (its term
    after one run of the period, `cur`, over the placeholders of `hold_variables`). Equal names
    in two waves: the values start equal and are the same workgroup function of equal values in
    every period (the argument of `recurrences`). Returns the names, for the numbers' keys."""
    after = {i: named(cur.s[i]) for i in variables}  # over the placeholders
    start = {i: _value(first, first.s[i]) for i in variables}
    holders = {S.inp(f"phi@{loop}.s{i}").args[0]: i for i in variables}
    uses = {i: {holders[n] for n in S.inputs(t) if n in holders} if type(t) is Sym else set()
            for i, t in after.items()}
    head = ("loop variable", loop, first.gen, first.lds_writes, first.vstores, first.mode, steps)
    names = {}
    for i in variables:
        cone, todo = {i}, [i]
        while todo:
            for q in uses[todo.pop()]:
                if q not in cone:
                    cone.add(q)
                    todo.append(q)
        n = number(head + (i, tuple((q, start[q], after[q]) for q in sorted(cone))))
        names[i] = S.inp(f"phi#{-n}")
    for i, var in variables.items():
        _NAMES[var] = names[i]
    _NAMED.clear()
    return tuple(sorted((i, v.args[0]) for i, v in names.items()))


def recurrences(first, cur, carried: list, loop: str, steps: tuple = (), variables: tuple = ()) -> dict:
    """The number of each carried value at the start of a period, from a first run of the period
    with placeholders (`cur`: the state after it, its numbers over the placeholders): the value's
    number at the loop's first period (`first`) and how it and every carried value it depends on
    recur. Two waves whose numbers agree start equal and stay equal period by period (the same
    function of equal values); the period they are in is told by the barrier generation, which
    both also count alike (the counters and their steps per period are part of the number), and
    the loop's workgroup-level variables by their names (`variables`, from `name_variables`)."""
    deps = cur.deps or {}

    def rid(m, r):
        f, i = r
        return _rid(m, f, i, m.v.get(i) if f == "v" else m.s[i])

    start = {r: rid(first, r) for r in carried}
    after = {r: rid(cur, r) for r in carried}
    uses = {r: deps.get(after[r], frozenset()) if type(after[r]) is int else frozenset() for r in carried}
    head = ("phi", loop, first.gen, first.lds_writes, first.vstores, first.mode, steps, variables)
    out: dict = {}
    for r in carried:
        cone, todo = {r}, [r]
        while todo:
            for q in uses.get(todo.pop(), ()):
                if q not in cone:
                    cone.add(q)
                    todo.append(q)
        if any(start.get(q) is None or after.get(q) is None for q in cone):
            continue
        out[r] = number(head + (r, tuple(sorted((q, start[q], after[q]) for q in cone))))
    return out
