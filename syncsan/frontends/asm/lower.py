"""From parsed assembly to `Program`s: the kernel's launch state (workgroup shape, initial SGPRs,
kernel arguments), one emulation per wave and kernel-argument combination, and the IR ops each
wave issued, as one wave group per wave.

Kernel-argument values become program parameters: a group's body is an `If(K == v, ...)` chain
over the checked values, so the normal sweep, dedup and smallest witness work unchanged.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from syncsan.errors import InputError, Loc
from syncsan.frontends.asm.cfg import build_cfg
from syncsan.frontends.asm.emulator import (
    DISPATCH_BASE,
    KERNARG_BASE,
    LANES,
    M64,
    Machine,
    Memory,
    WaveOp,
    WaveSetup,
    decode_instr,
)
from syncsan.frontends.asm.parser import AsmFile, Kernel
from syncsan.ir import (
    LDS_BYTES,
    MAX_COMBINATIONS,
    MAX_WORKGROUP_SIZE,
    AsyncCopy,
    Barrier,
    BinOp,
    Const,
    If,
    LdsRead,
    LdsRef,
    LdsWrite,
    Param,
    ParamDecl,
    Program,
    Region,
    SmemLoad,
    Span,
    Stmt,
    Target,
    VmemLoad,
    VmemStore,
    Wait,
    WaveGroup,
    distinct_sorted,
)

TARGETS = {
    "gfx942": Target("gfx942", 63, 15, counters_hold_excess=True),
    "gfx950": Target("gfx950", 63, 15, counters_hold_excess=True),
    "gfx90a": Target("gfx90a", 63, 15, counters_hold_excess=True),
}
#: more values than this for one kernel argument are sampled (see `sample_values`)
MAX_VALUES = 40

USER_SGPRS = (
    ("amdhsa_user_sgpr_private_segment_buffer", 4, None),
    ("amdhsa_user_sgpr_dispatch_ptr", 2, DISPATCH_BASE),
    ("amdhsa_user_sgpr_queue_ptr", 2, None),
    ("amdhsa_user_sgpr_kernarg_segment_ptr", 2, KERNARG_BASE),
    ("amdhsa_user_sgpr_dispatch_id", 2, None),
    ("amdhsa_user_sgpr_flat_scratch_init", 2, None),
    ("amdhsa_user_sgpr_private_segment_size", 1, None),
)


@dataclass(frozen=True)
class KernArg:
    name: str
    offset: int
    size: int
    kind: str


# ---------------------------------------------------------------- launch state


def kernel_args(k: Kernel) -> list[KernArg]:
    out, n = [], 0
    args = k.metadata.get(".args")
    for a in args if isinstance(args, list) else []:
        if not isinstance(a, dict):
            continue
        kind = str(a.get(".value_kind", "by_value"))
        name = a.get(".name")
        if not kind.startswith("hidden_"):
            if name is None:
                name = f"arg{n}"
            n += 1
        out.append(KernArg(str(name) if name is not None else kind, _kernarg_bytes(k, a.get(".offset", 0), ".offset"),
                           _kernarg_bytes(k, a.get(".size", 4), ".size"), kind))
    return out


#: the largest kernarg segment syncsan models (the metadata's sizes and offsets, --kernarg offsets)
MAX_KERNARG_BYTES = 1 << 20


def _kernarg_bytes(k: Kernel, value, what: str) -> int:
    """A byte count or offset of the kernarg segment from the metadata or the command line."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_KERNARG_BYTES:
        raise InputError(f"kernel {k.name}: kernarg {what} {value!r} is not a byte count from 0 to "
                         f"{MAX_KERNARG_BYTES}", k.loc)
    return value


def resolve_kernargs(k: Kernel, given: dict[str, tuple]) -> list[tuple[KernArg, tuple]]:
    """`--kernarg` keys: a metadata name, `argN` (N-th explicit argument), a byte offset
    (`32`, `0x20`), `NAME@OFFSET` to name an unnamed argument, or `workgroup_id_x|y|z` (the
    system SGPRs; unknown unless given)."""
    args = kernel_args(k)
    out = []
    for key, values in given.items():
        name, _, at = key.partition("@")
        arg = None
        if name in WORKGROUP_IDS and not at:
            if name not in workgroup_id_sgprs(k):
                raise InputError(f"kernel {k.name}: the descriptor enables no {name} SGPR")
            arg = KernArg(name, -1, 4, name)
        elif at:
            try:
                off = _kernarg_bytes(k, int(at, 0) if len(at) < 20 else -1, "offset")
            except ValueError:
                raise InputError(f"--kernarg {key}: offset {at!r} is not an integer") from None
            match = [a for a in args if a.offset == off]
            arg = KernArg(name, off, match[0].size if match else 4, "by_value")
        elif re.fullmatch(r"(?:0x[0-9a-fA-F]+|\d+)", name):
            off = _kernarg_bytes(k, int(name, 0) if len(name) < 20 else -1, "offset")
            match = [a for a in args if a.offset == off]
            arg = KernArg(match[0].name if match else f"arg@{off}", off, match[0].size if match else 4,
                          "by_value")
        else:
            match = [a for a in args if a.name == name]
            if not match:
                have = ", ".join(f"{a.name}@{a.offset}" for a in args if not a.kind.startswith("hidden_"))
                raise InputError(f"kernel {k.name} has no argument {name!r} "
                                 f"(it has: {have or 'no metadata; use NAME@OFFSET'})")
            arg = match[0]
        values = distinct_sorted(values)
        ends = (values[0], values[-1]) if isinstance(values, range) and values else values
        for v in ends:
            if isinstance(v, bool) or not isinstance(v, int):
                raise InputError(f"--kernarg {key}: {v!r} is not an integer")
            size = arg.size if arg.size in (1, 2, 4, 8) else 8
            if not -(1 << (8 * size - 1)) <= v < (1 << (8 * size)):
                raise InputError(f"--kernarg {key}: {v} does not fit the {size}-byte argument {arg.name}")
        out.append((arg, values))
    names = [a.name for a, _ in out]
    dup = {n for n in names if names.count(n) > 1}
    if dup:
        raise InputError(f"--kernarg gives {', '.join(sorted(dup))} twice")
    return out


def sample_values(values: tuple[int, ...]) -> tuple[int, ...]:
    """All values when there are few; otherwise both ends, the first few, and each power of two
    in the range with its neighbours (where loop trip counts change in tiled kernels)."""
    if len(values) <= MAX_VALUES:
        return tuple(values)
    lo, hi = values[0], values[-1]
    contiguous = isinstance(values, range) or values == tuple(range(lo, hi + 1))
    picks = set(values[:4]) | set(values[-2:])
    p = 1
    while p <= hi:
        for q in (p - 1, p, p + 1, p + p // 2):
            if lo <= q <= hi and (contiguous or q in values):
                picks.add(q)
        p *= 2
    chosen = sorted(picks)
    if len(chosen) > 2 * MAX_VALUES:
        step = len(chosen) / (2 * MAX_VALUES)
        chosen = sorted({chosen[int(i * step)] for i in range(2 * MAX_VALUES)} | {lo, hi})
    return tuple(chosen)


def workgroup_shape(k: Kernel, waves: int | None, notes: list[str]) -> tuple[int, int, int]:
    shape = _workgroup_shape(k, waves, notes)
    if shape[0] * shape[1] * shape[2] > MAX_WORKGROUP_SIZE:
        raise InputError(f"kernel {k.name}: a workgroup of {shape[0]} x {shape[1]} x {shape[2]} work-items; "
                         f"gfx942/gfx950 run at most {MAX_WORKGROUP_SIZE} work-items (16 waves of 64)", k.loc)
    return shape


def _workgroup_shape(k: Kernel, waves: int | None, notes: list[str]) -> tuple[int, int, int]:
    if waves is not None:
        if waves < 1:
            raise InputError("--waves must be at least 1")
        notes.append(f"workgroup: {waves} waves ({waves * LANES} x 1 x 1 work-items, from --waves)")
        return waves * LANES, 1, 1
    req = k.metadata.get(".reqd_workgroup_size")
    if isinstance(req, list) and len(req) == 3 and all(isinstance(x, int) and x > 0 for x in req):
        notes.append(f"workgroup: {req[0]} x {req[1]} x {req[2]} work-items (.reqd_workgroup_size)")
        return req[0], req[1], req[2]
    mx = k.metadata.get(".max_flat_workgroup_size")
    if isinstance(mx, int) and mx > 0:
        notes.append(f"workgroup: {mx} x 1 x 1 work-items (.max_flat_workgroup_size; --waves overrides)")
        return mx, 1, 1
    raise InputError(f"kernel {k.name}: the workgroup size is not in the file; pass --waves N", k.loc)


def initial_sgprs(k: Kernel, notes: list[str]) -> tuple[dict[int, int], dict[int, int]]:
    """(SGPR index -> value) at wave start, and (SGPR index -> kernarg byte offset) for preloads."""
    desc = k.descriptor
    sgprs: dict[int, int] = {}
    preload: dict[int, int] = {}
    if not desc:
        pair = _guess_kernarg_pointer(k)
        if pair is not None:
            sgprs[pair] = KERNARG_BASE & 0xFFFFFFFF
            sgprs[pair + 1] = KERNARG_BASE >> 32
            notes.append(f"no kernel descriptor: s[{pair}:{pair + 1}] (the first SGPR pair an s_load "
                         "reads before any write) is taken as the kernarg segment pointer")
        else:
            notes.append("no kernel descriptor: initial SGPRs unknown")
        return sgprs, preload
    i = 0
    for name, count, base in USER_SGPRS:
        if desc.get(name):
            if base is not None:
                sgprs[i] = base & 0xFFFFFFFF
                sgprs[i + 1] = base >> 32
            i += count
    n_pre = desc.get("amdhsa_user_sgpr_kernarg_preload_length", 0)
    pre_off = desc.get("amdhsa_user_sgpr_kernarg_preload_offset", 0)
    for d in range(n_pre):
        preload[i + d] = 4 * (pre_off + d)
    return sgprs, preload


WORKGROUP_IDS = ("workgroup_id_x", "workgroup_id_y", "workgroup_id_z")


def workgroup_id_sgprs(k: Kernel) -> dict[str, int]:
    """Where the descriptor puts the workgroup ids: the system SGPRs after the user SGPRs."""
    desc = k.descriptor
    if not desc:
        return {}
    first = desc.get("amdhsa_user_sgpr_count")
    if first is None:
        first = sum(n for name, n, _ in USER_SGPRS if desc.get(name))
        first += desc.get("amdhsa_user_sgpr_kernarg_preload_length", 0)
    out, i = {}, first
    for name in WORKGROUP_IDS:
        if desc.get(f"amdhsa_system_sgpr_{name}", 1 if name.endswith("_x") else 0):
            out[name] = i
            i += 1
    return out


def _guess_kernarg_pointer(k: Kernel) -> int | None:
    from syncsan.frontends.asm.operands import Reg, decode

    written: set[int] = set()
    for ins in k.instrs:
        ops = [decode(o.text, ins.loc) for o in ins.operands]
        if ins.mnemonic.startswith("s_load") and len(ops) > 1 and isinstance(ops[1], Reg):
            base = ops[1]
            if base.file == "s" and base.index not in written and base.index + 1 not in written:
                return base.index
        if ops and isinstance(ops[0], Reg) and ops[0].file == "s":
            written.update(range(ops[0].index, ops[0].index + ops[0].count))
    return None


def kernarg_memory(k: Kernel, args: dict[KernArg, int], shape) -> list:
    size = (k.metadata.get(".kernarg_segment_size") or k.descriptor.get("amdhsa_kernarg_size") or 4096)
    data: list = [None] * max(_kernarg_bytes(k, size, "segment size"), 8)
    for a in kernel_args(k):
        value = None
        if a.kind == "hidden_group_size_x":
            value = shape[0]
        elif a.kind == "hidden_group_size_y":
            value = shape[1]
        elif a.kind == "hidden_group_size_z":
            value = shape[2]
        if value is not None:
            _put(data, a.offset, a.size, value)
    for a, v in args.items():
        if a.offset >= 0:
            _put(data, a.offset, a.size, v)
    return data


def _put(data: list, offset: int, size: int, value: int) -> None:
    if offset + size > len(data):
        data.extend([None] * (offset + size - len(data)))
    v = value & ((1 << (8 * size)) - 1)
    for b in range(size):
        data[offset + b] = (v >> (8 * b)) & 0xFF


def dispatch_packet(shape) -> list:
    data: list = [None] * 64
    _put(data, 4, 2, shape[0])
    _put(data, 6, 2, shape[1])
    _put(data, 8, 2, shape[2])
    return data


def wave_setups(k: Kernel, shape, sgprs, preload, memory: Memory) -> list[WaveSetup]:
    x, y, z = shape
    total = x * y * z
    waves = (total + LANES - 1) // LANES
    comps = k.descriptor.get("amdhsa_system_vgpr_workitem_id", 2)
    out = []
    init = dict(sgprs)
    kern = memory.ranges[0][1]
    for idx, off in preload.items():
        bs = kern[off:off + 4] if off + 4 <= len(kern) else [None]
        if len(bs) == 4 and all(b is not None for b in bs):
            init[idx] = bs[0] | bs[1] << 8 | bs[2] << 16 | bs[3] << 24
    for w in range(waves):
        v0, mask = [], 0
        for lane in range(LANES):
            flat = w * LANES + lane
            if flat < total:
                mask |= 1 << lane
            tx, ty, tz = flat % x, (flat // x) % y, flat // (x * y)
            v = tx
            if comps >= 1:
                v |= ty << 10
            if comps >= 2:
                v |= tz << 20
            v0.append(v if flat < total else 0)
        out.append(WaveSetup(w, init, tuple(v0), mask & M64, memory))
    return out


# ---------------------------------------------------------------- lowering


class _Lowerer:
    """WaveOps -> IR statements, one object per distinct (instruction, kind, bytes)."""

    def __init__(self, code, region: Region):
        self.code = code
        self.region = region
        self.cache: dict = {}
        self.regions: dict[tuple[int, int], Region] = {}

    def ref(self, spans: tuple[tuple[int, int], ...], index: int) -> LdsRef:
        """A region named by the byte range the op touches (regions alias by bytes, so this
        only names it for reports), spans relative to it."""
        lo = min(a for a, _ in spans)
        hi = max(a + n for a, n in spans)
        if hi > self.region.size and hi > lo:
            ins = self.code.instrs[index]
            raise InputError(f"{ins.mnemonic} touches LDS bytes up to 0x{hi:x}, beyond the "
                             f"{self.region.size} bytes of LDS (an address the emulator got wrong, "
                             "or a kernel bug)", ins.loc)
        if hi <= lo:
            region = Region("LDS (no bytes)", (), 0, 0)
            return LdsRef(region, (), (Span(0, 0),), "none")
        region = self.regions.get((lo, hi))
        if region is None:
            region = self.regions[(lo, hi)] = Region(f"LDS[0x{lo:x}..0x{hi:x})", (), hi - lo, lo)
        return LdsRef(region, (), tuple(Span(a - lo, n) for a, n in spans), "none")

    def stmt(self, op: WaveOp) -> Stmt:
        key = (op.kind, op.index, op.spans, op.vmcnt, op.lgkmcnt)
        s = self.cache.get(key)
        if s is not None:
            return s
        ins = self.code.instrs[op.index]
        loc, text = ins.loc, ins.text
        ref = None
        if op.spans:
            ref = self.ref(op.spans, op.index)
        if op.kind == "copy":
            s = AsyncCopy(loc, (), ref, 1, text)
        elif op.kind == "read":
            s = LdsRead(loc, (), ref, 1, text)
        elif op.kind == "write":
            s = LdsWrite(loc, (), ref, 1, text)
        elif op.kind == "vload":
            s = VmemLoad(loc, (), 1, text)
        elif op.kind == "vstore":
            s = VmemStore(loc, (), 1, text)
        elif op.kind == "smem":
            s = SmemLoad(loc, (), 1, text)
        elif op.kind == "wait":
            s = Wait(loc, (), op.vmcnt, op.lgkmcnt, text)
        elif op.kind == "barrier":
            s = Barrier(loc, (), text)
        else:  # pragma: no cover
            raise AssertionError(op.kind)
        self.cache[key] = s
        return s


def programs_for_file(asm: AsmFile, options) -> list[Program]:
    kernels = asm.kernels
    # with kernel descriptors in the file, functions without one are device functions, not kernels
    if any(k.descriptor or k.metadata for k in kernels):
        kernels = [k for k in kernels if k.descriptor or k.metadata]
    if options.kernel is not None:
        kernels = [k for k in kernels if k.name == options.kernel]
        if not kernels:
            names = ", ".join(k.name for k in asm.kernels) or "none"
            raise InputError(f"{asm.path}: no kernel {options.kernel!r} (kernels: {names})")
    if not kernels:
        raise InputError(f"{asm.path}: no kernel found (expected a `.type NAME,@function` label "
                         "or an objdump symbol)")
    return [program_for_kernel(asm, k, options) for k in kernels]


def program_for_kernel(asm: AsmFile, k: Kernel, options) -> Program:
    notes: list[str] = []
    tname = options.target or asm.target
    if tname is None:
        raise InputError(f"{asm.path}: the listing does not name its target; pass --target gfx942|gfx950")
    if tname not in TARGETS:
        raise InputError(f"target {tname!r} is not supported (supported: {', '.join(sorted(TARGETS))})",
                         asm.target_loc if options.target is None else None)
    target = TARGETS[tname]
    notes.append(f"assembly kernel {k.name} ({asm.kind}), target {tname}"
                 + (" (from --target)" if options.target else ""))
    code = build_cfg(k)
    code.decoded = [decode_instr(i, ins, k.labels, target.vmcnt_max, target.lgkmcnt_max)
                    for i, ins in enumerate(k.instrs)]
    shape = workgroup_shape(k, options.waves, notes)
    sgprs, preload = initial_sgprs(k, notes)
    resolved = resolve_kernargs(k, dict(options.kernargs))
    args_desc = ", ".join(f"{a.name}@{a.offset}" for a in kernel_args(k) if not a.kind.startswith("hidden_"))
    code.hint = ("; give kernel arguments with --kernarg NAME=VALUE"
                 + (f" (this kernel has {args_desc})" if args_desc else ""))
    lds = LDS_BYTES[tname]
    region = Region("LDS", (), lds, 0, k.loc)
    lower = _Lowerer(code, region)
    checked = []
    for arg, values in resolved:
        vals = sample_values(values)
        checked.append((arg, vals))
        if len(vals) != len(values):
            notes.append(f"kernel argument {arg.name}: {len(values)} values given, {len(vals)} checked: "
                         + ", ".join(map(str, vals)))
        else:
            notes.append(f"kernel argument {arg.name} (offset {arg.offset}): " + ", ".join(map(str, vals)))
    count = 1
    for _, v in checked:
        count *= len(v)
    if count > MAX_COMBINATIONS:  # counted before the combinations are built
        raise InputError(f"{asm.path}: {count} combinations of kernel-argument values, more than the "
                         f"{MAX_COMBINATIONS} syncsan runs: give fewer --kernarg values")
    combos = list(itertools.product(*(v for _, v in checked))) or [()]
    n_waves = (shape[0] * shape[1] * shape[2] + LANES - 1) // LANES
    # per wave: statement ids of a body -> (body, the combos that run it)
    bodies: list[dict[tuple, tuple[tuple, list]]] = [dict() for _ in range(n_waves)]
    unmodelled: dict[str, Loc] = {}
    trips: dict[int, list[str]] = {h: [] for h, _ in code.loops}
    for combo in combos:
        values = {arg: v for (arg, _), v in zip(checked, combo)}
        memory = Memory()
        memory.add(KERNARG_BASE, kernarg_memory(k, values, shape))
        memory.add(DISPATCH_BASE, dispatch_packet(shape))
        combo_sgprs = dict(sgprs)
        wg = workgroup_id_sgprs(k)
        for a, v in values.items():
            if a.kind in WORKGROUP_IDS:
                combo_sgprs[wg[a.kind]] = v
        for setup in wave_setups(k, shape, combo_sgprs, preload, memory):
            m = Machine(code, setup, lds)
            try:
                ops = m.run()
            except InputError as exc:
                if combo:
                    where = ", ".join(f"{a.name}={v}" for a, v in values.items())
                    raise InputError(f"{exc.message} [with {where}]", exc.loc) from None
                raise
            if setup.wave == 0:
                label = ", ".join(f"{a.name}={v}" for a, v in values.items()) or "as given"
                for h, count in m.header_counts.items():
                    trips[h].append(f"{label}: {count}")
            for mn, loc in m.unmodelled.items():
                unmodelled.setdefault(mn, loc)
            body = tuple(lower.stmt(op) for op in ops)
            # the lowerer gives one object per distinct statement, so bodies compare by identity
            # (hashing a body's statements field by field costs more than the emulation)
            bodies[setup.wave].setdefault(tuple(map(id, body)), (body, []))[1].append(combo)
    params = tuple(ParamDecl(a.name, vals[0], vals[0], vals[-1], vals) for a, vals in checked)
    groups = []
    for w in range(n_waves):
        groups.append(WaveGroup(f"w{w}", (w,), _select(list(bodies[w].values()), [a.name for a, _ in checked], k)))
    if unmodelled:
        items = sorted(unmodelled.items(), key=lambda kv: kv[1].line)
        notes.append("not modelled, results taken as unknown (they decide no branch, LDS address, "
                     "counter or M0 here): " + ", ".join(f"{mn} (line {loc.line})" for mn, loc in items))
    notes.append(f"control flow: {len(code.blocks)} basic blocks, {len(code.loops)} loop(s)"
                 + (" with back edges at lines " + ", ".join(str(k.instrs[b].loc.line) for _, b in code.loops)
                    if code.loops else ""))
    for h, counts in trips.items():
        notes.append(f"loop at line {k.instrs[h].loc.line}: wave 0 enters its header "
                     + "; ".join(counts) + " time(s)")
    notes.append(f"LDS: one {lds}-byte region; byte ranges per lane from M0 (LDS-DMA) and ds addresses")
    return Program(asm.path, params, (region,), tuple(groups), target, "asm", tuple(notes))


def _select(items: list[tuple[tuple, list]], names: list[str], k: Kernel) -> tuple:
    """One straight body, or an If chain choosing the body by kernel-argument values
    (`items`: each distinct body with the combos that run it, in first-run order)."""
    if len(items) == 1:
        return items[0][0]
    chain: tuple = ()
    for body, combos in reversed(items):
        cond = None
        for combo in combos:
            term = None
            for name, v in zip(names, combo):
                eq = BinOp("==", Param(name), Const(v))
                term = eq if term is None else BinOp("and", term, eq)
            cond = term if cond is None else BinOp("or", cond, term)
        if not chain:
            chain = body  # the last alternative needs no test
            continue
        chain = (If(k.loc, (), cond, body, chain),)
    return chain
