"""The control-flow graph of one kernel: basic blocks split at labels and after branches, their
successors, the loops (back edges) with their exit branches, and the regions between a branch
and the point where its two sides meet again (post-dominators). The emulator walks instructions
by index; the explorer asks this graph which undecided branches it may step over and which
ones end a loop."""

from __future__ import annotations

from dataclasses import dataclass, field

from syncsan.errors import Loc
from syncsan.frontends.asm.parser import Instr, Kernel

BRANCH = "s_branch"
COND_BRANCHES = ("s_cbranch_scc0", "s_cbranch_scc1", "s_cbranch_vccz", "s_cbranch_vccnz",
                 "s_cbranch_execz", "s_cbranch_execnz")
EXIT = -1  # the virtual block after s_endpgm


@dataclass
class Block:
    start: int  # first instruction index
    end: int  # one past the last
    succs: list[int] = field(default_factory=list)  # successor block starts (EXIT: the program ends)


@dataclass(frozen=True)
class LoopExit:
    """A conditional branch that leaves a loop: one successor inside [lo, hi], one outside."""

    header: int
    lo: int
    hi: int
    stay: int  # the successor inside the loop
    leave: int  # the successor outside
    stay_is_taken: bool  # staying means taking the branch


@dataclass(frozen=True)
class Region:
    """The two sides of a branch up to where they meet again (`join`)."""

    branch: int
    join: int
    blocks: frozenset


@dataclass
class KernelCode:
    """A kernel ready to emulate: instructions, labels, decoded forms and the CFG."""

    name: str
    loc: Loc
    instrs: list[Instr]
    labels: dict[str, int]
    decoded: list = field(default_factory=list)
    blocks: dict[int, Block] = field(default_factory=dict)
    loops: list[tuple[int, int]] = field(default_factory=list)  # (header index, back-edge branch index)
    #: loop header -> (first index, last index, exit branches) of the loop it heads
    headers: dict[int, tuple[int, int, tuple[int, ...]]] = field(default_factory=dict)
    exits: dict[int, LoopExit] = field(default_factory=dict)  # exit branch index -> its loop
    #: appended to emulator errors (e.g. which --kernarg names exist)
    hint: str = ""
    #: LDS byte spans of an access, keyed by (instruction index, exec mask, lane addresses or
    #: M0), and a ds instruction's offsets, keyed by its index: shared by every wave and
    #: kernel-argument run (loop iterations repeat addresses)
    spans: dict = field(default_factory=dict)
    #: results of lane-wise vector ALU ops, keyed by (instruction index, source lanes)
    lanes: dict = field(default_factory=dict)
    #: per-lane bits of a 32-bit half of a symbolic lane mask, keyed by the (hash-consed) term;
    #: None for a term with a hole (its bits would be fresh opaque values each time)
    bits: dict = field(default_factory=dict)
    _ipdom: dict | None = None
    _regions: dict = field(default_factory=dict)

    def block_of(self, index: int) -> Block:
        start = max(s for s in self.blocks if s <= index)
        return self.blocks[start]

    # ------------------------------------------------------------ regions
    def region(self, branch: int, is_sync_relevant) -> Region | None:
        """The region of a conditional branch if stepping over it cannot change any ordering
        fact: both sides meet again, neither side loops, ends the program or holds an
        instruction `is_sync_relevant` accepts (barrier, wait, LDS op, M0 write)."""
        if branch in self._regions:
            return self._regions[branch]
        out = self._region(branch, is_sync_relevant)
        self._regions[branch] = out
        return out

    def _region(self, branch: int, is_sync_relevant) -> Region | None:
        b = self.block_of(branch)
        if b.end - 1 != branch:
            return None
        join = self.ipdom().get(b.start)
        if join is None or join == EXIT:
            return None
        inside: set[int] = set()
        stack = [s for s in b.succs if s != join]
        while stack:
            s = stack.pop()
            if s in inside or s == join:
                continue
            if s == EXIT or s == b.start:
                return None
            inside.add(s)
            stack.extend(self.blocks[s].succs)
        # acyclic: every edge inside the region goes forward (blocks are laid out in order and
        # a back edge is a jump to an earlier or the same block)
        for s in inside:
            blk = self.blocks[s]
            for t in blk.succs:
                if t in inside and t <= s:
                    return None
            for i in range(blk.start, blk.end):
                if is_sync_relevant(i):
                    return None
        return Region(branch, join, frozenset(inside))

    def ipdom(self) -> dict[int, int]:
        """Immediate post-dominator of each block (EXIT for the program end)."""
        if self._ipdom is not None:
            return self._ipdom
        nodes = list(self.blocks) + [EXIT]
        succ = {s: (blk.succs or [EXIT]) for s, blk in self.blocks.items()}
        succ[EXIT] = []
        pdom: dict[int, set] = {n: set(nodes) for n in nodes}
        pdom[EXIT] = {EXIT}
        order = sorted(self.blocks, reverse=True)
        changed = True
        while changed:
            changed = False
            for n in order:
                ss = succ[n]
                new = set.intersection(*(pdom[s] for s in ss)) if ss else set()
                new = new | {n}
                if new != pdom[n]:
                    pdom[n] = new
                    changed = True
        out: dict[int, int] = {}
        for n in self.blocks:
            strict = pdom[n] - {n}
            # the immediate one is the strict post-dominator that all others post-dominate
            for c in strict:
                if all(o == c or o in pdom[c] for o in strict):
                    out[n] = c
                    break
        self._ipdom = out
        return out


def _target(ins: Instr, labels: dict[str, int]) -> int | None:
    label = ins.target_label or (ins.operands[0].text if ins.operands else None)
    return labels.get(label) if label is not None else None


def build_cfg(kernel: Kernel) -> KernelCode:
    code = KernelCode(kernel.name, kernel.loc, kernel.instrs, kernel.labels)
    n = len(kernel.instrs)
    leaders = {0} if n else set()
    leaders.update(i for i in kernel.labels.values() if i < n)
    for i, ins in enumerate(kernel.instrs):
        if ins.mnemonic in (BRANCH, "s_endpgm") or ins.mnemonic in COND_BRANCHES:
            if i + 1 < n:
                leaders.add(i + 1)
    starts = sorted(leaders)
    for k, s in enumerate(starts):
        e = starts[k + 1] if k + 1 < len(starts) else n
        code.blocks[s] = Block(s, e)
    for b in code.blocks.values():
        last = kernel.instrs[b.end - 1]
        t = _target(last, kernel.labels) if last.mnemonic == BRANCH or last.mnemonic in COND_BRANCHES else None
        if t is not None:
            b.succs.append(t if t < n else EXIT)
            if t <= b.end - 1:
                code.loops.append((t, b.end - 1))
        if last.mnemonic == "s_endpgm":
            b.succs.append(EXIT)
        elif last.mnemonic != BRANCH and b.end < n:
            if b.end not in b.succs:
                b.succs.append(b.end)
    _loops(code, kernel)
    return code


def _loops(code: KernelCode, kernel: Kernel) -> None:
    """Loop ranges by header (merging several back edges to one header) and their exits."""
    ranges: dict[int, int] = {}
    for h, b in code.loops:
        ranges[h] = max(ranges.get(h, b), b)
    exits: dict[int, list[int]] = {h: [] for h in ranges}
    for i, ins in enumerate(kernel.instrs):
        if ins.mnemonic not in COND_BRANCHES:
            continue
        t = _target(ins, kernel.labels)
        if t is None:
            continue
        # the innermost loop around the branch that one successor leaves
        best = None
        for h, hi in ranges.items():
            if h <= i <= hi and (best is None or h > best):
                t_in, f_in = h <= t <= hi, h <= i + 1 <= hi
                if t_in != f_in:
                    best = h
        if best is not None:
            hi = ranges[best]
            taken_inside = best <= t <= hi
            code.exits[i] = LoopExit(best, best, hi, t if taken_inside else i + 1,
                                     i + 1 if taken_inside else t, taken_inside)
            exits[best].append(i)
    for h, hi in ranges.items():
        code.headers[h] = (h, hi, tuple(exits[h]))
