"""Checking an edited program the way its file is checked: the prover where the file is proved
(every parameter value in range), the same sweep otherwise.

An edit is accepted when none of the findings it is meant to remove is reported any more and,
unless it only adds or strengthens waits, no finding appears that the program did not have.
Adding a wait, or lowering a wait's value, only retires ops earlier: every order the program had
it keeps, and counters only hold fewer ops, so such an edit cannot add a race, a barrier-count or
an overflow finding; for those only the rules of the removed findings are checked (plus SS301
for the new wait's value).
"""

from __future__ import annotations

from dataclasses import dataclass

from syncsan.analysis import check_program
from syncsan.errors import InputError
from syncsan.fixes.search import Plan, spend
from syncsan.ir import Program, consecutive


@dataclass(frozen=True)
class Verdict:
    ok: bool
    how: str  # "proved for ..." / "checked for ..." / why not
    keys: frozenset = frozenset()  # the findings of the edited program (of the rules checked)


def pair_keys(findings) -> frozenset:
    """The keys of the pairs of ops findings stand for (a grouped finding for each of its pairs)."""
    return frozenset(p.key() for f in findings for p in f.members())


def _describe_sweep(sweep) -> str:
    parts = []
    for name, values in sweep:
        vs = list(values)
        if consecutive(vs):
            parts.append(f"{name}={vs[0]}..{vs[-1]}")
        else:
            parts.append(f"{name}={','.join(map(str, vs))}")
    return ", ".join(parts) or "no parameters"


def check(plan: Plan, edited: Program, targets: set, monotone: bool, rules: set | None = None) -> Verdict:
    """Prove (or sweep) the edited program for the rules that matter (BudgetSpent when the
    plan's fix-search deadline has passed)."""
    spend(plan)
    if rules is None:
        rules = {k[0] for k in targets}  # a pair key starts with its rule
        rules = (rules | {"SS301"}) if monotone else set(plan.rules)
    rules &= set(plan.rules) | {k[0] for k in targets}
    try:
        if plan.prove:
            from syncsan.prover import prove_program

            report = prove_program(edited, plan.overrides, plan.retire, rules, plan.timeout)
            proof = report.extra["proof"]
            undecided = [r.rule for r in proof.rules if r.verdict == "unknown"]
            if undecided:
                return Verdict(False, f"undecided ({', '.join(undecided)}: {proof.rules[0].notes[:1] or 'solver limit'})")
            if proof.method == "z3":
                how = "proved for " + ", ".join(proof.ranges.values()) if proof.ranges else "proved"
            else:
                how = "checked by the sweep over " + _describe_sweep(report.sweep)
        else:
            report = check_program(edited, plan.overrides, plan.retire, rules)
            how = "checked for " + _describe_sweep(report.sweep)
    except InputError as exc:
        return Verdict(False, f"the edited program is not valid input ({exc.message})")
    keys = pair_keys(report.findings)
    left = keys & targets
    if left:
        return Verdict(False, f"{len(left)} of the findings are still reported", keys)
    if not monotone:
        before = pair_keys(f for f in plan.findings if f.rule in rules)
        new = keys - before
        if new:
            return Verdict(False, f"it adds {len(new)} finding(s) ({', '.join(sorted({k[0] for k in new}))})", keys)
    return Verdict(True, how, keys)
