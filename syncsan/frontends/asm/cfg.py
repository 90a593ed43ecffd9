"""The control-flow graph of one kernel: basic blocks split at labels and after branches, their
successors, and the loops (back edges). The emulator walks instructions by index; the graph
checks the branches, and tells the report how many loops the kernel has and where."""

from __future__ import annotations

from dataclasses import dataclass, field

from syncsan.errors import Loc
from syncsan.frontends.asm.parser import Instr, Kernel

BRANCH = "s_branch"
COND_BRANCHES = ("s_cbranch_scc0", "s_cbranch_scc1", "s_cbranch_vccz", "s_cbranch_vccnz",
                 "s_cbranch_execz", "s_cbranch_execnz")


@dataclass
class Block:
    start: int  # first instruction index
    end: int  # one past the last
    succs: list[int] = field(default_factory=list)  # successor block starts


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
    #: appended to emulator errors (e.g. which --kernarg names exist)
    hint: str = ""
    #: LDS byte spans of an access, keyed by (instruction index, exec mask, lane addresses or
    #: M0), and a ds instruction's offsets, keyed by its index: shared by every wave and
    #: kernel-argument run (loop iterations repeat addresses)
    spans: dict = field(default_factory=dict)
    #: results of lane-wise vector ALU ops, keyed by (instruction index, source lanes)
    lanes: dict = field(default_factory=dict)


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
            b.succs.append(t)
            if t <= b.end - 1:
                code.loops.append((t, b.end - 1))
        if last.mnemonic != BRANCH and last.mnemonic != "s_endpgm" and b.end < n:
            b.succs.append(b.end)
    return code
