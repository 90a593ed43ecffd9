"""Cycles entered at more than one place (irreducible control flow), made reducible by copying.

Compilers for AMDGPU make control flow reducible before they emit code, but hand-written kernels
need not: a software-pipelined loop unrolled four times, whose copies are rotations of one
another, may be entered at whichever copy the main loop had reached (ROCm/aiter's
`fmha_fwd_hd128_f4f4_gfx950` enters its masked tail loop at any of four blocks). Such a cycle has
no header: no block of it comes before the others on every way in, so it is no natural loop.

Node splitting (the textbook cure, e.g. Aho, Lam, Sethi, Ullman, "Compilers", 2nd ed., 9.7.6:
"any irreducible flow graph can be converted to a reducible one by splitting nodes") keeps the
cycle's blocks for one entry and gives each other entry its own copy of the whole cycle (its
strongly connected component), entered only there: ways from outside to that entry now branch to
the copy, branches inside the copy stay inside it, and branches out of it go where the original's
do. Every way through the program runs the same instructions in the same order as before, so
nothing any wave does changes; the copies carry the original instructions' lines, so findings name
the code as written. Each copy is then a natural loop headed at its entry. The copies are appended
after the kernel's last instruction, with a `s_branch` where a block fell through to a block that
is not next to it any more; they get labels no assembler accepts (`NAME~K`), so they cannot clash.

A cycle is refused as before when the program could run off its last instruction into the copies,
when more than one entry is reached by falling through (one of them would need a new branch in the
original text), or when the copies would grow the kernel past `MAX_INSTRUCTIONS`.
"""

from __future__ import annotations

from dataclasses import replace

from syncsan.errors import InputError
from syncsan.frontends.asm.cfg import BRANCH, COND_BRANCHES, EXIT, KernelCode, blocks_of, branch_target, \
    irreducible_edges, reachable_order
from syncsan.frontends.asm.parser import Instr, Kernel, Operand

#: the most instructions a kernel may have once its cycles' extra entries are copied
MAX_INSTRUCTIONS = 200_000
#: rounds of splitting (a copy may hold a cycle of two entries of its own)
MAX_ROUNDS = 8


def split_entries(kernel: Kernel) -> tuple[Kernel, list[str]]:
    """`kernel` with every cycle of several entries copied once per extra entry, and notes that
    say which (the kernel itself when its control flow is reducible)."""
    notes: list[str] = []
    for _ in range(MAX_ROUNDS):
        code = blocks_of(kernel)
        bad = irreducible_edges(code)
        if not bad:
            return kernel, notes
        kernel, note = _split(kernel, code, *bad[0])
        notes.append(note)
    tail, head = irreducible_edges(blocks_of(kernel))[0]
    raise _refusal(kernel, blocks_of(kernel), tail, head, f"still irreducible after {MAX_ROUNDS} rounds of copying")


def _refusal(kernel: Kernel, code: KernelCode, tail: int, head: int, why: str) -> InputError:
    ins, first = kernel.instrs[code.blocks[tail].end - 1], kernel.instrs[head]
    return InputError(f"{kernel.name}: irreducible control flow: the cycle through line {ins.loc.line} and line "
                      f"{first.loc.line} is entered at more than one place (no block of it comes before all the "
                      f"others on every way in); {why}", ins.loc)


def _falls_through(ins: Instr) -> bool:
    return ins.mnemonic not in (BRANCH, "s_endpgm")


def _component(code: KernelCode, head: int, reachable: set[int]) -> set[int]:
    """The strongly connected component of `head`: reachable blocks on a cycle through it."""
    preds: dict[int, list[int]] = {b: [] for b in reachable}
    for b in reachable:
        for t in code.blocks[b].succs:
            if t != EXIT:
                preds[t].append(b)

    def walk(start: int, step) -> set[int]:
        seen, stack = {start}, [start]
        while stack:
            for t in step(stack.pop()):
                if t != EXIT and t not in seen:
                    seen.add(t)
                    stack.append(t)
        return seen

    return walk(head, lambda b: code.blocks[b].succs) & walk(head, lambda b: preds[b])


def _split(kernel: Kernel, code: KernelCode, tail: int, head: int) -> tuple[Kernel, str]:
    n = len(kernel.instrs)
    order = reachable_order(code)
    rank = {b: i for i, b in enumerate(order)}
    scc = _component(code, head, set(order))
    # entries: blocks of the cycle with a way in from outside it; fall: those reached by falling through
    outside: dict[int, list[int]] = {}
    for p in order:
        if p in scc:
            continue
        for t in code.blocks[p].succs:
            if t in scc:
                outside.setdefault(t, []).append(p)
    entries = sorted(outside, key=rank.__getitem__)
    fall = [e for e in entries if any(code.blocks[p].end == e and _falls_through(kernel.instrs[code.blocks[p].end - 1])
                                      for p in outside[e])]
    if len(fall) > 1:
        raise _refusal(kernel, code, tail, head, "more than one of its entries is reached by falling through; "
                       "not supported")
    for b in order:
        blk, last = code.blocks[b], kernel.instrs[code.blocks[b].end - 1]
        t = branch_target(last, kernel.labels) if last.mnemonic == BRANCH or last.mnemonic in COND_BRANCHES else None
        if (blk.end == n and _falls_through(last)) or (t is not None and t >= n):
            raise _refusal(kernel, code, tail, head, "the program may run off its last instruction; not supported")
    kept = fall[0] if fall else entries[0]
    blocks = sorted(scc)
    size = sum(code.blocks[b].end - b for b in blocks)
    if n + size * (len(entries) - 1) > MAX_INSTRUCTIONS:
        raise _refusal(kernel, code, tail, head, f"copying it for each entry would make more than "
                       f"{MAX_INSTRUCTIONS} instructions; not supported")
    instrs, labels = list(kernel.instrs), dict(kernel.labels)
    names: dict[int, str] = {}
    for name, i in sorted(kernel.labels.items(), key=lambda kv: kv[0]):
        names.setdefault(i, name)

    def label_at(i: int) -> str:
        """A label of the original instruction `i` (one is made when it has none)."""
        if i not in names:
            names[i] = f"L{kernel.instrs[i].loc.line}~{i}"
            labels[names[i]] = i
        return names[i]

    copies = 0
    for entry in entries:
        if entry == kept:
            continue
        copies += 1
        copy = {b: f"{label_at(b)}~{copies}" for b in blocks}
        for k, b in enumerate(blocks):
            blk = code.blocks[b]
            labels[copy[b]] = len(instrs)
            instrs.extend(kernel.instrs[b:blk.end - 1])
            last = kernel.instrs[blk.end - 1]
            is_branch = last.mnemonic == BRANCH or last.mnemonic in COND_BRANCHES
            t = branch_target(last, kernel.labels) if is_branch else None
            instrs.append(replace(last, target_label=copy[t]) if t in scc else last)
            if _falls_through(last) and blk.end < n:
                nxt = blocks[k + 1] if k + 1 < len(blocks) else None
                if nxt != blk.end:
                    to = copy[blk.end] if blk.end in scc else label_at(blk.end)
                    instrs.append(Instr(BRANCH, (Operand(to, last.loc.column),), (), last.loc, f"{BRANCH} {to}",
                                        None, to))
        for p in outside[entry]:
            i = code.blocks[p].end - 1
            ins = kernel.instrs[i]
            if (ins.mnemonic == BRANCH or ins.mnemonic in COND_BRANCHES) and branch_target(ins, kernel.labels) == entry:
                instrs[i] = replace(ins, target_label=copy[entry])
    lines = sorted({kernel.instrs[b].loc.line for b in entries})
    first, last_line = kernel.instrs[blocks[0]].loc.line, kernel.instrs[code.blocks[blocks[-1]].end - 1].loc.line
    note = (f"the cycle of lines {first}-{last_line} is entered at {len(entries)} places (lines "
            f"{', '.join(map(str, lines))}; irreducible control flow): checked as {len(entries)} loops, one per entry, "
            f"its {size} instructions copied {copies} time(s)")
    return replace(kernel, instrs=instrs, labels=labels), note
