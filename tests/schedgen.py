"""A hypothesis strategy for random schedules (source text), for the prover's differential tests.

Schedules have 2-3 wave groups, nested loops whose trip counts depend on the parameters, group
and parameter branches, copies, reads, writes, waits, barriers, and regions that alias. Their
parameters have small finite declared ranges, so the concrete sweep over the whole declared range
is the ground truth the prover must match. Hypothesis shrinks a failure to a small schedule.
"""

from __future__ import annotations

from hypothesis import strategies as st

GROUP_NAMES = ("a", "b", "c")
LOOP_VARS = ("i", "j", "m")


def _index(draw, scope: list[str], dim: int) -> str:
    options = [str(x) for x in range(dim)]
    for v in scope:
        options += [f"{v} % {dim}", f"({v} + 1) % {dim}"]
    return draw(st.sampled_from(options))


def _region_ref(draw, scope):
    r = draw(st.sampled_from(("A", "A", "B", "C")))
    if r == "A":
        return f"A[{_index(draw, scope, 2)}]"
    if r == "B":
        return f"B[{_index(draw, scope, 2)}][{_index(draw, scope, 2)}]"
    return "C"


def _op(draw, scope) -> str:
    kind = draw(st.sampled_from(("copy", "copy", "read", "read", "write", "wait_vm", "wait_lgkm",
                                 "barrier", "barrier", "load", "smem")))
    if kind == "copy":
        n = draw(st.sampled_from(("", ", 2", ", n")))
        split = draw(st.sampled_from(("", "", ', split="none"', ', split="group"')))
        return f"copy({_region_ref(draw, scope)}{n}{split})"
    if kind == "read":
        return f"read({_region_ref(draw, scope)})"
    if kind == "write":
        split = draw(st.sampled_from(("", ', split="none"')))
        return f"write({_region_ref(draw, scope)}{split})"
    if kind == "wait_vm":
        return f"wait(vmcnt={draw(st.sampled_from(('0', '0', '1', '2', 'n')))})"
    if kind == "wait_lgkm":
        return f"wait(lgkmcnt={draw(st.sampled_from(('0', '0', '1')))})"
    if kind == "load":
        return "load()"
    if kind == "smem":
        return "smem()"
    return "barrier()"


def _block(draw, scope: list[str], depth: int, indent: str, groups: tuple[str, ...], size: int) -> list[str]:
    lines: list[str] = []
    for _ in range(draw(st.integers(1, size))):
        choice = draw(st.integers(0, 9))
        if choice <= 1 and depth < 2:
            var = LOOP_VARS[len(scope)]
            start = draw(st.sampled_from(("0", "0", "1")))
            stop = draw(st.sampled_from(("n", "n - 1", "2", "3", "k", "n + 1", "k // 2")))
            step = draw(st.sampled_from(("", "", ", 2")))
            lines.append(f"{indent}for {var} in range({start}, {stop}{step}):")
            lines += _block(draw, scope + [var], depth + 1, indent + "    ", groups, 3)
        elif choice == 2 and depth < 3:
            conds = [f'group == "{g}"' for g in groups] + ["flag", "not flag"]
            if scope:  # branches taken on an interval of iterations (peeled first/last ones)
                v = scope[-1]
                conds += [f"{v} + 1 < n", f"{v} == 0", f"{v} >= 1", f"{v} < k and flag",
                          f"{v} % 2 == 0", f"({v} + 1) % 3 != 1"]  # taken on a residue class
            cond = draw(st.sampled_from(conds))
            lines.append(f"{indent}if {cond}:")
            lines += _block(draw, scope, depth + 1, indent + "    ", groups, 3)
            if draw(st.booleans()):
                lines.append(f"{indent}else:")
                lines += _block(draw, scope, depth + 1, indent + "    ", groups, 2)
        else:
            lines.append(indent + _op(draw, scope))
    return lines


@st.composite
def schedules(draw) -> str:
    ngroups = draw(st.sampled_from((2, 2, 3)))
    groups = GROUP_NAMES[:ngroups]
    waves = {g: draw(st.sampled_from((1, 1, 2))) for g in groups}
    n_hi = draw(st.integers(2, 5))
    k_hi = draw(st.integers(1, 4))
    body = _block(draw, [], 0, "    ", groups, 7)
    return "\n".join([
        f"n = param(1, min=0, max={n_hi})",
        f"k = param(1, min=1, max={k_hi})",
        "flag = param(False)",
        "A = lds(dims=(2,), bytes=64)",
        "B = lds(dims=(2, 2), bytes=32)",
        "C = lds(bytes=64, at=A[1])",
        "workgroup(groups={" + ", ".join(f'"{g}": {w}' for g, w in waves.items()) + "})",
        "",
        "def kernel(group):",
        *body,
        "",
    ])
