"""From parsed assembly to `Program`s: the kernel's launch state (workgroup shape, initial SGPRs,
kernel arguments), the exploration of every wave (`explore.py`) per combination of the kernel
arguments given with `--kernarg`, and the IR ops each wave issued, as one wave group per wave.

Program parameters carry what the kernel's unknown inputs decide, so the normal sweep, dedup,
smallest witness and proof work unchanged: `--kernarg` values (an `If(K == v, ...)` chain),
`case` (which way through the kernel: each wave's body is a tree of `If(case ...)` over the ops
the cases share and where they part) and one `periods@LINE` per summarised loop (how many times
the period of the loop whose exit branch is at LINE repeats: the loop is an IR `Loop` over it).
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from dataclasses import dataclass

from syncsan.errors import InputError, Loc
from syncsan.frontends.asm import gpridx, numbering, symbolic
from syncsan.frontends.asm.cases import reset as reset_cases
from syncsan.frontends.asm.cfg import build_cfg
from syncsan.frontends.asm.emulator import (
    DISPATCH_BASE,
    KERNARG_BASE,
    LANES,
    M64,
    Memory,
    WaveOp,
    WaveSetup,
    decode_instr,
    planned,
)
from syncsan.frontends.asm.explore import MAX_CASES, SWEEP_TRIPS, Explorer
from syncsan.frontends.asm.memops import h_barrier, h_ds, h_lds_dma, h_refused
from syncsan.frontends.asm.parser import AsmFile, Kernel
from syncsan.frontends.asm.solver import Feasibility
from syncsan.frontends.asm.split import split_entries
from syncsan.frontends.asm.values import LoopBlock
from syncsan.intervals import intervals_overlap
from syncsan.ir import (
    LDS_BYTES,
    MAX_COMBINATIONS,
    MAX_WORKGROUP_SIZE,
    consecutive,
    AsyncCopy,
    Barrier,
    BinOp,
    Const,
    If,
    LdsRead,
    LdsRef,
    LdsWrite,
    Loop,
    Param,
    ParamDecl,
    Program,
    Region,
    SmemLoad,
    Span,
    Stmt,
    Target,
    Var,
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
    named: bool = True  # the metadata names it (else `argN`)


# ---------------------------------------------------------------- launch state


def kernel_args(k: Kernel) -> list[KernArg]:
    out, n = [], 0
    args = k.metadata.get(".args")
    for a in args if isinstance(args, list) else []:
        if not isinstance(a, dict):
            continue
        kind = str(a.get(".value_kind", "by_value"))
        name = a.get(".name")
        named = name is not None
        if not kind.startswith("hidden_"):
            if name is None:
                name = f"arg{n}"
            n += 1
        out.append(KernArg(str(name) if name is not None else kind, _kernarg_bytes(k, a.get(".offset", 0), ".offset"),
                           _kernarg_bytes(k, a.get(".size", 4), ".size"), kind, named))
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
    contiguous = isinstance(values, range) or consecutive(values)
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


def initial_sgprs(k: Kernel, notes: list[str]) -> tuple[dict[int, object], dict[int, int]]:
    """(SGPR index -> value) at wave start, and (SGPR index -> kernarg byte offset) for preloads.
    User SGPRs the descriptor enables but nobody gives (the queue pointer, the dispatch id) are
    workgroup inputs, named after their descriptor field."""
    desc = k.descriptor
    sgprs: dict[int, object] = {}
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
            else:
                short = name.removeprefix("amdhsa_user_sgpr_")
                for j in range(count):
                    sgprs[i + j] = symbolic.inp(short + (f".{j}" if j else ""))
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


def input_name(a: KernArg, offset: int) -> str:
    """The name of the kernel-argument dword at byte `offset` (inside argument `a`) as reports
    print it: `K` (metadata name), `arg5@32` (unnamed), `arg0@0.hi` (upper half of a pointer)."""
    if a.kind.startswith("hidden_"):
        base = a.kind
    else:
        base = a.name if a.named else f"{a.name}@{a.offset}"
    delta = offset - a.offset
    if delta == 0:
        return base
    return f"{base}.hi" if delta == 4 and a.size == 8 else f"{base}+{delta}"


def kernarg_memory(k: Kernel, args: dict[KernArg, int], shape) -> list:
    """The kernarg segment: known bytes are ints, the others the name of their input dword."""
    size = (k.metadata.get(".kernarg_segment_size") or k.descriptor.get("amdhsa_kernarg_size") or 4096)
    data: list = [None] * max(_kernarg_bytes(k, size, "segment size"), 8)
    for off in range(0, len(data), 4):
        for b in range(4):
            if off + b < len(data):
                data[off + b] = f"kernarg@{off}"
    for a in kernel_args(k):
        for off in range(a.offset - a.offset % 4, a.offset + a.size, 4):
            for b in range(4):
                if 0 <= off + b < len(data) and a.offset <= off + b < a.offset + a.size:
                    data[off + b] = input_name(a, off)
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
    data: list = [f"dispatch@{off - off % 4}" for off in range(64)]
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
    for idx, off in preload.items():
        init[idx] = memory.load(KERNARG_BASE + off, 4)[0]
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
        self.counts: dict[str, str] = {}  # period count input -> its parameter
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

    def loop(self, block: LoopBlock) -> Loop:
        """A summarised loop: the ops of one period, repeated by its parameter."""
        key = ("loop", id(block))
        s = self.cache.get(key)
        if s is not None:
            return s[0]
        ins = self.code.instrs[block.key[0]]
        var = Var(block.param)
        body = tuple(self.stmt(op, {block.count: var}) for op in block.body)
        s = Loop(ins.loc, (), var, 0, Param(block.param), 1, body)
        self.cache[key] = (s, block)  # keep the block alive: the key is its id
        return s

    def stmt(self, op: WaveOp, loop_vars: dict | None = None) -> Stmt:
        base = None
        if op.shift is not None:  # inside the loop the period is its variable, after it the parameter
            base = (loop_vars or {}).get(op.shift[0]) or Param(self.counts[op.shift[0]])
        key = (op.kind, op.index, op.spans, op.vmcnt, op.lgkmcnt, op.shift, id(base), op.value, op.value_scope)
        s = self.cache.get(key)
        if s is not None:
            return s[0]
        ins = self.code.instrs[op.index]
        loc, text = ins.loc, ins.text
        ref = None
        if op.spans and base is not None:
            ref = self.shifted_ref(op.spans, op.shift[1], base)
        elif op.spans:
            ref = self.ref(op.spans, op.index)
        if op.kind == "copy":
            # equal value numbers: the same global addresses into the same bytes (equal data)
            s = AsyncCopy(loc, (), ref, 1, text, value="" if op.value is None else f"asm copy {-op.value}",
                          value_scope=op.value_scope)
        elif op.kind == "read":
            s = LdsRead(loc, (), ref, 1, text)
        elif op.kind == "write":
            # equal value numbers: provably equal data in equal bytes (the race checks skip such pairs)
            s = LdsWrite(loc, (), ref, 1, text, value="" if op.value is None else f"asm value {-op.value}",
                         value_scope=op.value_scope)
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
        self.cache[key] = (s, base)  # keep `base` alive: the key holds its id
        return s

    def shifted_ref(self, spans, step: int, base) -> LdsRef:
        """Bytes that move by `step` per period: offsets `start + step * period` in the whole LDS."""
        lo = min(a for a, _ in spans)
        hi = max(a + n for a, n in spans)
        key = ("shifted", spans, step, id(base))
        hit = self.cache.get(key)
        if hit is not None:
            return hit[0]
        region = Region(f"LDS[0x{lo:x}..0x{hi:x}) + {step}*{base}", (), self.region.size, 0)
        move = BinOp("*", base, Const(step)) if step != 1 else base
        ref = LdsRef(region, (), tuple(Span(BinOp("+", Const(a), move), n) for a, n in spans), "none")
        self.cache[key] = (ref, base)
        return ref


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
    symbolic.reset()
    numbering.reset()
    reset_cases()
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
    k, copied = split_entries(k)  # cycles entered at several places: one copy per extra entry
    notes.extend(copied)
    code = build_cfg(k)
    raw = [decode_instr(i, ins, k.labels, target.vmcnt_max, target.lgkmcnt_max, numbered=False)
           for i, ins in enumerate(k.instrs)]

    def numbered_where(chosen) -> list:
        """The decoded kernel with value-numbering plans on the chosen instructions only (a plan
        costs time and memory per instruction)."""
        return gpridx.mark_regions([planned(d) if chosen(d) else d for d in raw], k.labels)

    # every instruction numbered: made here where a ds_write stores register data, else only when
    # two waves' copies meet (below)
    full = None
    if any(d.handler is h_ds and getattr(numbering.plan_for(d), "kind", None) == "ldsw" for d in raw):
        full = code.decoded = numbered_where(lambda d: True)
    else:
        # no ds_write stores register data: value numbers are of use only to tell that two
        # waves' LDS-DMA copies into the same bytes copy the same global addresses. Until that
        # happens (`_copies_meet`), an LDS-DMA pipeline runs without them, but for an LDS-DMA
        # copy's own key (its addresses are known values or workgroup terms)
        code.decoded = numbered_where(lambda d: d.handler is h_lds_dma)
    shape = workgroup_shape(k, options.waves, notes)
    sgprs, preload = initial_sgprs(k, notes)
    resolved = resolve_kernargs(k, dict(options.kernargs))
    args_desc = ", ".join(f"{a.name}@{a.offset}" if not a.named else a.name
                          for a in kernel_args(k) if not a.kind.startswith("hidden_"))
    code.hint = ("; pin kernel arguments with --kernarg NAME=VALUE"
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
    if not any(d.handler in (h_ds, h_lds_dma, h_barrier, h_refused) for d in code.decoded):
        # nothing can race in LDS and every wave runs no barrier: no rule can fire, whatever
        # the kernel's branches and loops do, so they are not explored
        notes.append(f"{k.name} has no LDS access, LDS-DMA copy or s_barrier: no LDS race and no barrier "
                     "mismatch can happen whatever its control flow does, so its branches and loops are not "
                     "explored (each wave's program is empty)")
        params = [ParamDecl(a.name, vals[0], vals[0], vals[-1], vals) for a, vals in checked]
        groups = [WaveGroup(f"w{w}", (w,), ()) for w in range(n_waves)]
        return Program(asm.path, tuple(params), (region,), tuple(groups), target, "asm", tuple(notes))
    solver = Feasibility()
    unmodelled: dict[str, Loc] = {}
    machine_notes: dict[str, None] = {}
    trips: dict[int, list[str]] = {h: [] for h in code.headers}
    per_combo = []  # (combo, [(case, [machine per wave])])
    trip_params: dict[str, tuple[int, int]] = {}
    loop_notes: dict = {}
    swept: dict[int, str] = {}
    dropped: list[str] = []
    for combo in combos:
        values = {arg: v for (arg, _), v in zip(checked, combo)}
        memory = Memory()
        memory.add(KERNARG_BASE, kernarg_memory(k, values, shape))
        memory.add(DISPATCH_BASE, dispatch_packet(shape))
        combo_sgprs = dict(sgprs)
        wg = workgroup_id_sgprs(k)
        for name, idx in wg.items():
            combo_sgprs[idx] = symbolic.inp(name)
        for a, v in values.items():
            if a.kind in WORKGROUP_IDS:
                combo_sgprs[wg[a.kind]] = v
        setups = wave_setups(k, shape, combo_sgprs, preload, memory)
        explorer = Explorer(code, setups, lds, solver)
        try:
            cases = explorer.explore()
            if code.decoded is not full and _copies_meet(cases):
                # two waves copy into the same LDS bytes: again with every value numbered, so that
                # copies of the same global addresses are known to bring the same data
                full = code.decoded = full or numbered_where(lambda d: True)
                explorer = Explorer(code, setups, lds, solver)
                cases = explorer.explore()
        except InputError as exc:
            if combo:
                where = ", ".join(f"{a.name}={v}" for a, v in values.items())
                raise InputError(f"{exc.message} [with {where}]", exc.loc) from None
            raise
        per_combo.append((combo, cases))
        label = ", ".join(f"{a.name}={v}" for a, v in values.items())
        for n, (case, machines) in enumerate(cases, 1):
            for m in machines:
                for mn, loc in m.unmodelled.items():
                    unmodelled.setdefault(mn, loc)
                machine_notes.update(m.notes)
            head = label + (f", case {n}" if len(cases) > 1 else "") if label else (f"case {n}" if len(cases) > 1 else "as given")
            for h, count in machines[0].header_counts.items():
                trips[h].append((head, count))
        for name, (lo, default) in explorer.params.items():
            old = trip_params.get(name)
            trip_params[name] = (min(lo, old[0]), max(default, old[1])) if old else (lo, default)
        for key, note in explorer.loop_notes.items():
            loop_notes.setdefault(key, note)
        lower.counts.update(explorer.counts)
        swept.update(explorer.sweep_loops)
        dropped.extend(explorer.dropped)
        if explorer.reuse_sweeps:
            dropped.append(
                f"cases: choosing the count of each swept loop at each of its entries on its own gives more than "
                f"{MAX_CASES} cases, so every entry after a swept loop's first takes the count of the entry "
                "before (one count per case, as a trip-count parameter), and another count only where that one "
                "cannot run: a smaller sample of the counts")
    n_cases = max(len(cases) for _, cases in per_combo)
    names = [a.name for a, _ in checked]
    groups = []
    seen: set[int] = set()
    for w in range(n_waves):
        items = []
        for combo, cases in per_combo:
            seqs = [(n, _sequence(lower, machines[w].ops)) for n, (case, machines) in enumerate(cases, 1)]
            body = _tree(seqs, k.loc)
            if len(cases) < n_cases:
                body = (If(k.loc, (), BinOp("<=", Param(CASE), Const(len(cases))), body, ()),)
            items.append((body, [combo]))
        body = _select(items, names, k)
        # a program with a summarised loop is proved by default, and the prover tells ops apart by
        # identity; the executor's sweep is faster when equal ops share one object
        groups.append(WaveGroup(f"w{w}", (w,), _unique(body, seen) if trip_params else body))
    params = [ParamDecl(a.name, vals[0], vals[0], vals[-1], vals) for a, vals in checked]
    if n_cases > 1:
        params.append(ParamDecl(CASE, 1, 1, n_cases, tuple(range(1, n_cases + 1))))
    for name, (lo, default) in sorted(trip_params.items()):
        # every count for --prove; a sweep over PERIODS otherwise (a proof of real GEMM output
        # takes minutes: bench/asm_coverage.txt)
        params.append(ParamDecl(name, default, lo, None, sweep=PERIODS))
    if unmodelled:
        items = sorted(unmodelled.items(), key=lambda kv: kv[1].line)
        notes.append("not modelled, results taken as unknown (they decide no branch, LDS address, "
                     "counter or M0 here): " + ", ".join(f"{mn} (line {loc.line})" for mn, loc in items))
    notes.append(f"control flow: {len(code.blocks)} basic blocks, {len(code.loops)} loop(s)"
                 + (" with back edges at lines " + ", ".join(str(k.instrs[b].loc.line) for _, b in code.loops)
                    if code.loops else ""))
    inputs = sorted({n.split("#")[0] for combo, cases in per_combo for case, _ in cases
                     for c in case.decisions for n in symbolic.inputs(c) if not n.startswith("n@")})
    if n_cases > 1 or any(len(cases) > 1 for _, cases in per_combo):
        notes.append(f"cases: {n_cases} way(s) through the kernel for values nobody gave"
                     + (f" ({', '.join(inputs)})" if inputs else "")
                     + "; parameter `case` picks one, findings name it in their witness")
        for combo, cases in per_combo:
            label = ", ".join(f"{a.name}={v}" for (a, _), v in zip(checked, combo))
            for n, (case, _) in enumerate(cases, 1):
                notes.append(f"case {n}{' [' + label + ']' if label else ''}: {case.describe()}")
    summarised_headers = set()
    for key, note in sorted(loop_notes.items(), key=lambda kv: kv[1].line):
        summarised_headers.add(key[0])
        notes.append(_loop_note(note, swept.get(key[0])))
    for h, counts in trips.items():
        if h in summarised_headers:
            continue
        notes.append(f"loop at line {k.instrs[h].loc.line}: wave 0 enters its header " + _entries(counts))
    notes.extend(machine_notes)
    notes.extend(dict.fromkeys(dropped))
    if solver.undecided:
        limits = "resource limits" if not solver.timed_out else \
            "time limit" if solver.timed_out == solver.undecided else \
            f"resource limits ({solver.timed_out} of them its time limit)"
        notes.append(f"{solver.undecided} feasibility question(s) hit the solver's {limits}; "
                     "those decisions were checked both ways")
    notes.append(f"LDS: one {lds}-byte region; byte ranges per lane from M0 (LDS-DMA) and ds addresses")
    return Program(asm.path, tuple(params), (region,), tuple(groups), target, "asm", tuple(notes))


def _entries(counts: list) -> str:
    """How often wave 0 enters a loop's header, [(case, count)], with the cases of one count
    together and runs of case numbers as ranges ("case 1-3, 7: 2; case 4-6: 0 time(s)")."""
    by: dict[int, list[str]] = {}
    for head, count in counts:
        by.setdefault(count, []).append(head)
    if len(by) == 1 and len(counts) > 1:
        return f"{next(iter(by))} time(s) in every case"
    parts = []
    for count, heads in by.items():
        runs: list[list] = []  # [prefix, first, last] of consecutive "PREFIXcase N"
        for head in heads:
            mm = re.fullmatch(r"(.*case )(\d+)", head)
            if mm and runs and runs[-1][0] == mm.group(1) and runs[-1][2] == int(mm.group(2)) - 1:
                runs[-1][2] += 1
            elif mm:
                runs.append([mm.group(1), int(mm.group(2)), int(mm.group(2))])
            else:
                runs.append([head, None, None])
        text = []
        for prefix, first, last in runs:
            if first is None:
                text.append(prefix)
            elif text and prefix.endswith("case ") and text[-1].startswith(prefix):
                text.append(f"{first}" if first == last else f"{first}-{last}")
            else:
                text.append(f"{prefix}{first}" if first == last else f"{prefix}{first}-{last}")
        parts.append(f"{', '.join(text)}: {count}")
    return "; ".join(parts) + " time(s)"


CASE = "case"
#: the period counts a summarised loop is swept over unless --prove or --param says otherwise:
#: every way out of the loop (each is a case) after none, one, two and three periods
PERIODS = (0, 1, 2, 3)


def _unique(body: tuple, seen: set) -> tuple:
    """The body with every statement a distinct object (the lowerer shares one object per
    distinct op, and the prover tells occurrences apart by identity)."""
    out = []
    for st in body:
        if isinstance(st, If):
            st = If(st.loc, st.stack, st.cond, _unique(st.then, seen), _unique(st.orelse, seen))
        elif isinstance(st, Loop):
            st = Loop(st.loc, st.stack, st.var, st.start, st.stop, st.step, _unique(st.body, seen))
        elif id(st) in seen:
            st = _copy(st)
        seen.add(id(st))
        out.append(st)
    return tuple(out)


def _copy(st):
    """copy.copy of an IR statement (a frozen dataclass with a __dict__), without its generic
    protocol."""
    new = object.__new__(type(st))
    new.__dict__.update(st.__dict__)
    return new


def _loop_note(note, swept_reason: str | None) -> str:
    where = f"loop at line {note.header_line} (exit branch at line {note.line})"
    if note.how == "summarised":
        return (f"{where}: trip count: summarised, period {note.detail}, a loop over {note.param}; swept "
                f"over {note.param}={PERIODS[0]}..{PERIODS[-1]} unless --prove, which decides every trip count "
                f"(its trip count depends on values nobody gave; the state at line {note.line} repeats every "
                f"{note.detail} iteration(s), so the loop is an IR loop over parameter {note.param}, how many "
                "times that period repeats; the cases say how many iterations come before and after it)")
    if note.how == "bounded":
        counts = sorted(t for t in note.trips if type(t) is int)
        return f"{where}: trip count: bounded, ends after at most {max(counts) if counts else 0} stay(s); " \
               f"every count checked ({', '.join(map(str, counts))})"
    counts = sorted(t for t in note.trips if type(t) is int)
    return (f"{where}: trip count: swept over {', '.join(map(str, SWEEP_TRIPS))} stays"
            + (f" (feasible: {', '.join(map(str, counts))})" if counts else "")
            + "; this is a sweep, not a proof for every trip count (its trip count depends on values "
            "nobody gave and it could not be summarised" + (f": {swept_reason})" if swept_reason else ")"))


def _copies_meet(cases) -> bool:
    """Do LDS-DMA copies of two waves write a byte in common in some case? (A copy whose bytes
    move per period of a summarised loop is taken to meet every other wave's copies.)"""
    for _, machines in cases:
        seen: list[list[tuple[int, int]]] = []  # per wave before this one: its copies' spans
        for m in machines:
            mine: list[tuple[int, int]] = []
            stack = list(m.ops)
            while stack:
                op = stack.pop()
                if isinstance(op, LoopBlock):
                    stack.extend(op.body)
                elif op.kind == "copy":
                    if op.shift is not None:
                        mine.append((0, 1 << 32))
                    else:
                        mine.extend((s, s + n) for s, n in op.spans if n > 0)
            if mine and any(intervals_overlap(mine, other) for other in seen):
                return True
            seen.append(mine)
    return False


def _sequence(lower: "_Lowerer", ops) -> list:
    """A case's statements for one wave."""
    return [lower.loop(op) if isinstance(op, LoopBlock) else lower.stmt(op) for op in ops]


def _tree(seqs: list[tuple[int, list]], loc: Loc) -> tuple:
    """One body for all cases: the statements they share, and `If(case ...)` where they part."""
    return _build(seqs, 0, loc)


def _build(seqs: list[tuple[int, list]], pos: int, loc: Loc) -> tuple:
    if len(seqs) == 1:
        return tuple(seqs[0][1][pos:])
    out: list = []
    while True:
        live = [(n, q) for n, q in seqs if len(q) > pos]
        if not live:
            return tuple(out)
        first = live[0][1][pos]
        if len(live) == len(seqs) and all(q[pos] is first for _, q in live):
            out.append(first)
            pos += 1
            continue
        groups: dict[int, list] = {}
        for n, q in seqs:
            key = id(q[pos]) if len(q) > pos else 0
            groups.setdefault(key, []).append((n, q))
        parts = list(groups.values())
        chain: tuple = _build(parts[-1], pos, loc)
        everyone = sorted(n for n, _ in seqs)
        for part in reversed(parts[:-1]):
            chain = (If(loc, (), _member(sorted(n for n, _ in part), everyone), _build(part, pos, loc), chain),)
        out.extend(chain)
        return tuple(out)


def _member(ns: list[int], among: list[int]):
    """`case in ns` as a small condition, knowing case is one of `among`."""
    ranges = []
    for n in ns:
        if ranges and n == ranges[-1][1] + 1:
            ranges[-1][1] = n
        else:
            ranges.append([n, n])
    lo_all, hi_all = among[0], among[-1]
    case = Param(CASE)
    cond = None
    for lo, hi in ranges:
        if lo == hi:
            part = BinOp("==", case, Const(lo))
        elif lo <= lo_all:
            part = BinOp("<=", case, Const(hi))
        elif hi >= hi_all:
            part = BinOp(">=", case, Const(lo))
        else:
            part = BinOp("and", BinOp(">=", case, Const(lo)), BinOp("<=", case, Const(hi)))
        cond = part if cond is None else BinOp("or", cond, part)
    return cond


def _select(items: list[tuple[tuple, list]], names: list[str], k: Kernel) -> tuple:
    """One body, or an If chain choosing the body by kernel-argument values
    (`items`: each body with the combos that run it, in first-run order)."""
    if len(items) == 1:
        return items[0][0]
    merged: dict[int, tuple[tuple, list]] = {}
    for body, combos in items:  # combos whose bodies are the same statements share a branch
        key = hash(tuple(map(id, body)))
        hit = merged.get(key)
        if hit is not None and len(hit[0]) == len(body) and all(a is b for a, b in zip(hit[0], body)):
            hit[1].extend(combos)
        else:
            merged[key if hit is None else id(body)] = (body, list(combos))
    items = list(merged.values())
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
