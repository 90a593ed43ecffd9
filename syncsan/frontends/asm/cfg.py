"""The control-flow graph of one kernel: basic blocks split at labels and after branches, their
successors, the loops with their exit branches, and the regions between a branch and the point
where its two sides meet again (post-dominators). The emulator walks instructions by index; the
explorer asks this graph which undecided branches it may step over and which ones end a loop.

Loops are natural loops: an edge t -> h (a branch or a fall-through) whose target h dominates t
(every way from the kernel's entry to t passes h) is a back edge, and the loop of header h is h
with every block that reaches such a t without passing h. This does not depend on where the
compiler placed the blocks: a rotated loop whose test sits at the bottom, or a loop entered by a
jump into the middle of its text (a persistent work loop whose first iteration starts at its
test), has its header where the entry edge arrives, and a wave enters the loop when it reaches
the header from a block outside the loop. Control flow with a cycle that has two entries (no
block of the cycle dominates the others: irreducible) is made reducible first by copying the
cycle for each extra entry (`split.py`; compilers for AMDGPU make it reducible before emitting
code, hand-written kernels need not); what that cannot cure is refused here."""

from __future__ import annotations

from dataclasses import dataclass, field

from syncsan.errors import InputError, Loc
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
class Loop:
    """A natural loop: its header block, every block of its body and its exit branches."""

    header: int  # first instruction of the header block
    blocks: frozenset  # block starts of the loop (the header's included)
    body: frozenset  # instruction indices of those blocks
    exits: tuple = ()  # conditional branches that leave this loop (innermost)


@dataclass(frozen=True)
class LoopExit:
    """A conditional branch that leaves a loop: one successor inside the loop, one outside."""

    header: int
    stay: int  # the successor inside the loop
    leave: int  # the successor outside
    stay_is_taken: bool  # staying means taking the branch


@dataclass(frozen=True)
class Region:
    """The two sides of a branch up to where they meet again (`join`): the blocks between (the
    branch's own block too when a way from a side leads back to it: `cyclic`)."""

    branch: int
    join: int
    blocks: frozenset
    cyclic: bool = False


@dataclass
class KernelCode:
    """A kernel ready to emulate: instructions, labels, decoded forms and the CFG."""

    name: str
    loc: Loc
    instrs: list[Instr]
    labels: dict[str, int]
    decoded: list = field(default_factory=list)
    blocks: dict[int, Block] = field(default_factory=dict)
    #: (header index, index of the last instruction of a block with a back edge to it)
    loops: list[tuple[int, int]] = field(default_factory=list)
    headers: dict[int, Loop] = field(default_factory=dict)  # loop header -> the loop it heads
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
    #: the input names a (hash-consed) term depends on, as an error message lists them
    input_names: dict = field(default_factory=dict)
    _ipdom: dict | None = None
    _regions: dict = field(default_factory=dict)
    _sides: dict = field(default_factory=dict)
    _starts: list = field(default_factory=list)  # instruction index -> start of its block

    def block_of(self, index: int) -> Block:
        if len(self._starts) != len(self.instrs):
            self._starts = [0] * len(self.instrs)
            for b in self.blocks.values():
                self._starts[b.start:b.end] = [b.start] * (b.end - b.start)
        return self.blocks[self._starts[index]]

    # ------------------------------------------------------------ regions
    def region(self, branch: int, is_sync_relevant) -> Region | None:
        """The region of a conditional branch if stepping over it cannot change any ordering
        fact: both sides meet again, neither side loops, ends the program or holds an
        instruction `is_sync_relevant` accepts (barrier, wait, LDS op, M0 write)."""
        if branch in self._regions:
            return self._regions[branch]
        out = self.sides(branch)
        if out is not None and (out.cyclic or any(is_sync_relevant(i) for i in self.indices(out))):
            out = None
        self._regions[branch] = out
        return out

    def sides(self, branch: int) -> Region | None:
        """The blocks a wave may run between a conditional branch and the block where its two
        sides meet again (the branch block's immediate post-dominator), whether or not they
        loop; None when the branch ends no block, or some way from it ends the program first."""
        if branch in self._sides:
            return self._sides[branch]
        self._sides[branch] = out = self._sides_of(branch)
        return out

    def _sides_of(self, branch: int) -> Region | None:
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
            if s == EXIT:
                return None
            inside.add(s)
            stack.extend(self.blocks[s].succs)
        return Region(branch, join, frozenset(inside), b.start in inside or _has_cycle(self.blocks, inside))

    def indices(self, region: Region):
        """The instruction indices of a region's blocks."""
        for s in sorted(region.blocks):
            yield from range(s, self.blocks[s].end)

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



def _has_cycle(blocks: dict[int, Block], nodes: set[int]) -> bool:
    """Does the subgraph of `nodes` hold a cycle?"""
    state: dict[int, int] = {}  # 1: on the current path, 2: done
    for root in nodes:
        if root in state:
            continue
        state[root] = 1
        stack = [(root, iter(blocks[root].succs))]
        while stack:
            node, it = stack[-1]
            for t in it:
                if t not in nodes:
                    continue
                if state.get(t) == 1:
                    return True
                if t not in state:
                    state[t] = 1
                    stack.append((t, iter(blocks[t].succs)))
                    break
            else:
                state[node] = 2
                stack.pop()
    return False


def branch_target(ins: Instr, labels: dict[str, int]) -> int | None:
    label = ins.target_label or (ins.operands[0].text if ins.operands else None)
    return labels.get(label) if label is not None else None


def build_cfg(kernel: Kernel) -> KernelCode:
    code = blocks_of(kernel)
    if kernel.instrs:
        _loops(code, kernel)
    return code


def blocks_of(kernel: Kernel) -> KernelCode:
    """The kernel's basic blocks and their successors (no loops yet)."""
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
        t = branch_target(last, kernel.labels) if last.mnemonic == BRANCH or last.mnemonic in COND_BRANCHES else None
        if t is not None:
            b.succs.append(t if t < n else EXIT)
        if last.mnemonic == "s_endpgm":
            b.succs.append(EXIT)
        elif last.mnemonic != BRANCH and b.end < n:
            if b.end not in b.succs:
                b.succs.append(b.end)
    return code


def irreducible_edges(code: KernelCode) -> list[tuple[int, int]]:
    """Retreating edges (tail block, head block) whose head does not dominate their tail: each
    closes a cycle entered at more than one place."""
    if not code.instrs:
        return []
    order, retreating = _dfs(code)
    idom = _idoms(code, order)
    return [(t, h) for t, h in retreating if not _dominates(idom, h, t)]


def reachable_order(code: KernelCode) -> list[int]:
    """The blocks reachable from the entry, in reverse postorder."""
    return _dfs(code)[0] if code.instrs else []


def _dfs(code: KernelCode) -> tuple[list[int], list[tuple[int, int]]]:
    """Blocks reachable from the entry in reverse postorder, and the retreating edges (to a block
    on the current path of the depth-first walk)."""
    post: list[int] = []
    retreating: list[tuple[int, int]] = []
    state = {0: 1}
    stack = [(0, iter(code.blocks[0].succs))]
    while stack:
        node, it = stack[-1]
        for t in it:
            if t == EXIT:
                continue
            if state.get(t) == 1:
                retreating.append((node, t))
            elif t not in state:
                state[t] = 1
                stack.append((t, iter(code.blocks[t].succs)))
                break
        else:
            state[node] = 2
            post.append(node)
            stack.pop()
    return post[::-1], retreating


def _idoms(code: KernelCode, order: list[int]) -> dict[int, int]:
    """Immediate dominator of each reachable block (the entry's is itself), by the iterative
    algorithm of Cooper, Harvey and Kennedy over the reverse postorder."""
    rank = {b: i for i, b in enumerate(order)}
    preds: dict[int, list[int]] = {b: [] for b in order}
    for b in order:
        for t in code.blocks[b].succs:
            if t != EXIT:
                preds[t].append(b)
    idom = {order[0]: order[0]}

    def meet(a: int, b: int) -> int:
        while a != b:
            while rank[a] > rank[b]:
                a = idom[a]
            while rank[b] > rank[a]:
                b = idom[b]
        return a

    changed = True
    while changed:
        changed = False
        for b in order[1:]:
            done = [p for p in preds[b] if p in idom]
            new = done[0]
            for p in done[1:]:
                new = meet(p, new)
            if idom.get(b) != new:
                idom[b] = new
                changed = True
    return idom


def _dominates(idom: dict[int, int], h: int, b: int) -> bool:
    while True:
        if b == h:
            return True
        up = idom[b]
        if up == b:
            return False
        b = up


def _loops(code: KernelCode, kernel: Kernel) -> None:
    """Natural loops (merging the back edges to one header) and their exit branches."""
    order, retreating = _dfs(code)
    idom = _idoms(code, order)
    preds: dict[int, list[int]] = {b: [] for b in order}
    for b in order:
        for t in code.blocks[b].succs:
            if t != EXIT:
                preds[t].append(b)
    bodies: dict[int, set[int]] = {}
    for tail, h in retreating:
        if not _dominates(idom, h, tail):
            ins, head = kernel.instrs[code.blocks[tail].end - 1], kernel.instrs[h]
            raise InputError(f"{code.name}: irreducible control flow: the cycle through line {ins.loc.line} "
                             f"and line {head.loc.line} is entered at more than one place (no block of it "
                             "comes before all the others on every way in); not supported", ins.loc)
        code.loops.append((h, code.blocks[tail].end - 1))
        body = bodies.setdefault(h, {h})
        stack = [tail]
        while stack:
            x = stack.pop()
            if x in body:
                continue
            body.add(x)
            stack.extend(preds[x])
    code.loops.sort()
    exits: dict[int, list[int]] = {h: [] for h in bodies}
    by_size = sorted(bodies, key=lambda h: len(bodies[h]))  # innermost first
    for b in order:
        blk = code.blocks[b]
        i = blk.end - 1
        ins = kernel.instrs[i]
        if ins.mnemonic not in COND_BRANCHES:
            continue
        t = branch_target(ins, kernel.labels)
        if t is None:
            continue
        taken = t if t < len(kernel.instrs) else EXIT
        fall = blk.end if blk.end < len(kernel.instrs) else EXIT
        for h in by_size:
            body = bodies[h]
            if b not in body:
                continue
            t_in, f_in = taken in body, fall in body
            if t_in != f_in:
                code.exits[i] = LoopExit(h, taken if t_in else fall, fall if t_in else taken, t_in)
                exits[h].append(i)
                break
    for h, body in bodies.items():
        idx = frozenset(i for s in body for i in range(s, code.blocks[s].end))
        code.headers[h] = Loop(h, frozenset(body), idx, tuple(exits[h]))
