"""SS401/SS402: synchronisation stronger than the kernel needs (off unless selected).

- SS401: a wait whose value can be raised (or its counter dropped) with every rule's findings
  unchanged. The weakest such value is found at sample points (the executor), written in the
  kernel's names like a fix's value, and then checked for all parameter values (prover or sweep):
  the edited program has exactly the findings the program has.
- SS402: a barrier whose removal leaves every rule's findings unchanged, checked the same way.

Only waits and barriers the source writes itself are considered (a frontend's editor says which
can be edited), so each finding comes with the edit that weakens or removes it.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Sequence

from syncsan.edits import COUNTERS, Delete, NotApplicable, SetWait, apply, chain
from syncsan.errors import Loc
from syncsan.executor import INF, execute
from syncsan.findings import Finding, Fix, Related
from syncsan.fixes.search import Plan, cmax
from syncsan.fixes.targets import QUEUE_KINDS, finding_keys, units_between
from syncsan.fixes.values import choose, count_sum, fit, names_of, value_at
from syncsan.fixes.verify import check, pair_keys
from syncsan.frontends.edit import ValueHint
from syncsan.ir import Barrier, If, Loop, Program, Wait
from syncsan.rules import active_rules, rule_info

#: sites examined per file, at most (each may cost a proof)
MAX_SITES = 64


def _stmts(block):
    for s in block:
        if isinstance(s, Loop):
            yield from _stmts(s.body)
        elif isinstance(s, If):
            yield from _stmts(s.then)
            yield from _stmts(s.orelse)
        else:
            yield s


def _label(program: Program, group: int) -> str:
    return program.groups[group].label()


def _site(stmt) -> Loc:
    return stmt.stack[0] if stmt.stack else stmt.loc


def oversync_findings(path: str, plans: Sequence[Plan], options, select, ignore,
                      budget: float | None = None) -> tuple[list[Finding], list[str]]:
    """SS401/SS402 findings of one file (those selected), each with its fix. The analysis stops
    after `budget` CPU seconds (None: no limit) and says so."""
    from syncsan.frontends import editor_for

    rules = {c for c in active_rules(select) if c.startswith("SS4") and c not in ignore}
    editor = editor_for(path, options)
    if editor is None or not plans:
        return [], []
    out: list[Finding] = []
    notes: list[str] = []
    deadline = None if budget is None else time.process_time() + budget
    if "SS401" in rules:
        out += _weaker_waits(path, plans, editor, notes, deadline)
    if "SS402" in rules:
        out += _needless_barriers(path, plans, editor, notes, deadline)
    return out, notes


def _over(deadline, notes: list[str], what: str) -> bool:
    if deadline is not None and time.process_time() > deadline:
        note = f"the over-synchronisation analysis stopped after its budget (--fix-budget): {what} not examined"
        if note not in notes:
            notes.append(note)
        return True
    return False


# ---------------------------------------------------------------- SS401


def _wait_sites(plans: Sequence[Plan], editor) -> list[tuple]:
    """(file, line, through, counter, a wait statement, plan indices) for each editable wait
    value, in source order."""
    sites: dict[tuple, list] = {}
    for i, plan in enumerate(plans):
        for g in plan.program.groups:
            for s in _stmts(g.body):
                if not isinstance(s, Wait):
                    continue
                for c in COUNTERS:
                    if getattr(s, c) is None:
                        continue
                    through = editor.value_through(plan.program, s, c)
                    if through is None:
                        continue
                    key = (s.loc.file, s.loc.line, tuple((l.file, l.line) for l in through), c)
                    entry = sites.setdefault(key, [s.loc.file, s.loc.line, through, c, s, set()])
                    entry[5].add(i)
    return sorted((tuple(v) for v in sites.values()), key=lambda v: (_site(v[4]).line, v[1], v[3]))


def _unchanged(plan: Plan, edit, point: dict) -> bool:
    try:
        edited = apply(plan.program, edit)
        got = finding_keys(execute(edited, point, plan.retire), plan.rules)
    except Exception:  # noqa: BLE001 - an edit the executor rejects changes the verdict
        return False
    return got == plan.original_keys(point)


def _weakest(plan: Plan, t: SetWait, points) -> dict | None:
    """Per point: the largest value of the wait with the findings unchanged (INF: the counter
    can be dropped); None when the current value is the weakest at every point."""
    limit = cmax(plan.program, t.counter)
    needs = {}
    weaker = False
    for p in points:
        cur = value_at(t.value, p)
        if cur is None:
            return None
        k = tuple(sorted(p.items()))
        if _unchanged(plan, replace(t, value=None), p):
            needs[k] = INF
            weaker = True
            continue
        if cur >= limit or not _unchanged(plan, replace(t, value=cur + 1), p):
            needs[k] = cur
            continue
        lo, hi = cur + 1, limit
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if _unchanged(plan, replace(t, value=mid), p):
                lo = mid
            else:
                hi = mid - 1
        needs[k] = lo
        weaker = True
    return needs if weaker else None


def _binding_terms(plan: Plan, t: SetWait, needs: dict, points):
    """The ops the wait must retire at its weakest value: count expressions and chains of the
    ops issued between the youngest op it retires and the wait, at the first point where the
    value is limited."""
    from syncsan.fixes.targets import pairs

    for p in points:
        n = needs.get(tuple(sorted(p.items())))
        if n in (None, INF):
            continue
        try:
            edited = apply(plan.program, replace(t, value=n + 1))
            trace = execute(edited, p, plan.retire)
        except Exception:  # noqa: BLE001
            return None
        new = finding_keys(trace, plan.rules) - plan.original_keys(p)
        for pr in pairs(trace, new):
            g = trace.groups[pr.first.group]
            queue = "vm" if t.counter == "vmcnt" else "lgkm"
            if pr.first.kind not in QUEUE_KINDS.get(queue, ()):
                continue
            ws = [w for w in g.waits if w.op.loc.line == t.line and w.op.loc.file == t.file and w.pos > pr.first.pos]
            if not ws:
                continue
            w = ws[0]
            evs = units_between(trace, pr.first.group, queue, pr.first.pos, w.pos)
            if sum(e.units for e in evs) != n:
                continue
            return count_sum([e.op.count for e in evs]), tuple((chain(e.op), e.units) for e in evs)
        return None
    return None


def _weaker_waits(path: str, plans: Sequence[Plan], editor, notes: list[str], deadline=None) -> list[Finding]:
    out = []
    for file, line, through, counter, stmt, where in _wait_sites(plans, editor)[:MAX_SITES]:
        if _over(deadline, notes, "some waits (SS401)"):
            break
        per_program = []
        verdicts = []
        dropped = True
        for i in sorted(where):
            plan = plans[i]
            t = SetWait(file, line, through, counter, getattr(stmt, counter))
            points = plan.points()
            # a quick look at one point first: most waits are as weak as they can be
            base = points[:1]
            if not base or _weakest(plan, t, base) is None:
                per_program = []
                break
            needs = _weakest(plan, t, points)
            if needs is None:
                per_program = []
                break
            finite = [v for v in needs.values() if v != INF]
            if finite:
                dropped = False
                cands = []
                bt = _binding_terms(plan, t, needs, points)
                terms = ()
                if bt is not None:
                    cands.append(bt[0])
                    terms = bt[1]
                counted = names_of([s.count for g in plan.program.groups for s in _stmts(g.body) if hasattr(s, "count")])
                base_pt = next((p for p in points if needs.get(tuple(sorted(p.items()))) not in (None, INF)), None)
                if base_pt is not None and counted:
                    f = fit(plan.program, counted, lambda p: needs.get(tuple(sorted(p.items()))), base_pt)
                    if f is not None:
                        cands.append(f)
                cands.append(int(min(min(finite), cmax(plan.program, counter))))
                value = choose(cands, needs, points, cmax(plan.program, counter))
                if value is None or all(value_at(value, p) == value_at(t.value, p) for p in points):
                    per_program = []
                    break
                edit = replace(t, value=value)
                hints = {counter: ValueHint(value, terms if bt is not None and value is cands[0] else ())}
            else:
                edit = replace(t, value=None)
                hints = {}
            per_program.append((i, edit, hints))
        if not per_program:
            continue
        if not dropped and any(e.value is None for _, e, _ in per_program):
            continue  # the counter can go in one program, not in another: leave it
        renderings = editor.render(per_program[0][1], [(plans[i].program, e, h) for i, e, h in per_program])
        if not renderings:
            continue
        ok = True
        for i, e, _ in per_program:
            v = check(plans[i], apply(plans[i].program, e), set(), False)
            if not v.ok:
                ok = False
                break
            verdicts.append(v.how)
        if not ok:
            continue
        r = renderings[0]
        how = "; ".join(dict.fromkeys(verdicts))
        fix = Fix(r.description, path, r.line, r.shown, r.edits if editor.writes else (), how)
        plan0 = plans[per_program[0][0]]
        value = per_program[0][1].value
        shown_value = "no wait on it" if value is None else f"{counter}({_text(value)})"
        current = f"{counter}({_text(getattr(stmt, counter))})"
        msg = (f"s_waitcnt {current} is stronger than needed: {shown_value} keeps every finding as it is")
        group = next(gi for gi, g in enumerate(plan0.program.groups) if any(s is stmt for s in _stmts(g.body)))
        related = (Related("wait", _label(plan0.program, group), stmt.loc, stmt.stack, f"s_waitcnt {current}"),)
        out.append(Finding("SS401", rule_info("SS401").severity, msg, _site(stmt), related,
                           facts=(("weakest value", shown_value), ("checked", how)), fixes=(fix,)))
    return _one_per_site(out)


def _one_per_site(findings: list[Finding]) -> list[Finding]:
    """One finding per wait line (both counters of one wait together)."""
    merged: dict[tuple, Finding] = {}
    for f in findings:
        k = f.key()
        if k in merged:
            m = merged[k]
            merged[k] = replace(m, message=m.message + "; " + f.message, facts=m.facts + f.facts,
                                fixes=m.fixes + f.fixes)
        else:
            merged[k] = f
    return list(merged.values())


def _text(v) -> str:
    from syncsan.frontends.edit import python_expr

    return python_expr(v)


# ---------------------------------------------------------------- SS402


def _barrier_sites(plans: Sequence[Plan], editor) -> list[tuple]:
    sites: dict[tuple, list] = {}
    for i, plan in enumerate(plans):
        for g in plan.program.groups:
            for s in _stmts(g.body):
                if not isinstance(s, Barrier):
                    continue
                through = editor.delete_through(plan.program, s)
                if through is None:
                    continue
                key = (s.loc.file, s.loc.line, tuple((l.file, l.line) for l in through))
                entry = sites.setdefault(key, [s.loc.file, s.loc.line, through, s, set()])
                entry[4].add(i)
    return sorted((tuple(v) for v in sites.values()), key=lambda v: (_site(v[3]).line, v[1]))


def _needless_barriers(path: str, plans: Sequence[Plan], editor, notes: list[str], deadline=None) -> list[Finding]:
    out = []
    for file, line, through, stmt, where in _barrier_sites(plans, editor)[:MAX_SITES]:
        if _over(deadline, notes, "some barriers (SS402)"):
            break
        edit = Delete(file, line, through)
        # programs the deletion reaches: it must change no finding in any of them
        reach = []
        for i, plan in enumerate(plans):
            try:
                apply(plan.program, edit)
            except NotApplicable:
                continue
            reach.append(i)
        if not all(all(_unchanged(plans[i], edit, p) for p in plans[i].points()[:3]) for i in reach):
            continue
        if not all(all(_unchanged(plans[i], edit, p) for p in plans[i].points()) for i in reach):
            continue
        renderings = editor.render(edit, [(plans[i].program, edit, {}) for i in reach])
        if not renderings:
            continue
        verdicts = []
        ok = True
        for i in reach:
            v = check(plans[i], apply(plans[i].program, edit), set(), False)
            if not v.ok or v.keys != pair_keys(plans[i].findings):
                ok = False
                break
            verdicts.append(v.how)
        if not ok:
            continue
        r = renderings[0]
        how = "; ".join(dict.fromkeys(verdicts))
        fix = Fix(r.description, path, r.line, r.shown, r.edits if editor.writes else (), how)
        plan0 = plans[reach[0]]
        group = next(gi for gi, g in enumerate(plan0.program.groups) if any(s is stmt for s in _stmts(g.body)))
        msg = "this s_barrier orders nothing: removing it leaves every finding as it is"
        related = (Related("barrier", _label(plan0.program, group), stmt.loc, stmt.stack, "s_barrier"),)
        out.append(Finding("SS402", rule_info("SS402").severity, msg, _site(stmt), related,
                           facts=(("checked", how),), fixes=(fix,)))
    return out


__all__ = ["oversync_findings"]
