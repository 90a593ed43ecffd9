"""Fix suggestions, proven before they are printed (`--fix-suggestions`, JSON, SARIF, `--fix`).

For each finding of a file the search (search.py) finds the smallest edit that removes it, as an
IR edit (syncsan/edits.py) with the weakest safe value; findings whose edits fall at the same
place share one edit. Each edit is then

1. rendered in the input's own language by the file's frontend (its `Editor`), and where the
   frontend reads text back, the edited text is loaded again and must give exactly the programs
   the IR edit gives (so the text does what was checked);
2. applied to every program of the file and checked again (verify.py): the prover where the file
   is proved, the sweep otherwise. An edit that leaves a finding, adds one (unless it only adds or
   strengthens waits, which cannot), or whose proof is undecided is not suggested; the file's
   notes say why.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Sequence

from syncsan import sources
from syncsan.errors import InputError
from syncsan.edits import NotApplicable
from syncsan.findings import Finding, Fix, TextEdit
from syncsan.fixes.search import BudgetSpent, Found, Place, Plan, found_for, places_for
from syncsan.fixes.verify import check
from syncsan.frontends.edit import apply_text, line_mapper, normal_form

#: rules whose findings get fix suggestions
FIXABLE = ("SS101", "SS102", "SS103", "SS104", "SS105", "SS106", "SS201", "SS301")
#: places tried per finding before giving up
MAX_PLACES = 8


@dataclass(frozen=True)
class Suggestion:
    """One proven edit of a file and the findings it removes."""

    fix: Fix
    keys: frozenset
    per_program: tuple  # (plan index, IR edit) for each program it was checked on


@dataclass
class Outcome:
    fixes: dict  # finding key -> tuple[Fix, ...]
    suggestions: list[Suggestion]
    notes: list[str]
    seconds: float = 0.0


def _cover(candidates: dict) -> dict:
    """Order each finding's places so that findings share edits where they can: repeatedly the
    place that most findings still open can use (then the best ranked) goes first for all of them."""
    out: dict = {}
    open_keys = dict(candidates)
    while open_keys:
        users: dict[tuple, list] = {}
        for key, places in open_keys.items():
            for rank, p in enumerate(places):
                users.setdefault(p.site, []).append((rank, key, p))
        site, members = min(users.items(), key=lambda kv: (-len(kv[1]), min(r for r, _, _ in kv[1]),
                                                           min(p.score for _, _, p in kv[1])))
        for _, key, p in members:
            if key not in open_keys:
                continue  # the same place twice in one finding's list
            rest = [q for q in open_keys[key] if q.site != site]
            out[key] = [p] + rest
            del open_keys[key]
    return out


def _site_label(f: Finding) -> str:
    return f"{f.rule} at line {f.loc.line}"


#: CPU seconds the search may spend on one file when called without a budget
DEFAULT_BUDGET = 60.0
#: the command's default budget per file (--fix-budget): BUDGET_FLOOR CPU seconds, or as long
#: as the file's own check took when that is more, at most BUDGET_CAP
BUDGET_FLOOR = 10.0
BUDGET_CAP = 60.0


def default_budget(check_seconds: float) -> float:
    """The default fix-search budget of a file whose check took `check_seconds` CPU seconds: a
    small file gets 10 s, a big one at most as long as its check (and never over 60 s)."""
    return min(BUDGET_CAP, max(BUDGET_FLOOR, check_seconds))


def suggest(path: str, plans: Sequence[Plan], findings: Sequence[Finding], editor,
            budget: float | None = DEFAULT_BUDGET) -> Outcome:
    """Proven fixes for the findings (of this file) that the plans' programs report. The search
    stops after `budget` CPU seconds (None: no limit); findings it did not reach say so."""
    started = time.perf_counter()
    deadline = None if budget is None else time.process_time() + budget
    for plan in plans:
        plan.deadline = deadline
    suggestions: list[Suggestion] = []
    fixes: dict[tuple, list[Fix]] = {}
    notes: list[str] = []
    wanted = [f for f in findings if f.rule in FIXABLE]
    try:
        _search(path, plans, wanted, editor, deadline, suggestions, fixes, notes)
    except BudgetSpent:
        left = sum(1 for f in wanted if f.key() not in fixes)
        notes.append(f"the fix search stopped after its budget of {budget:.3g} CPU s (--fix-budget): "
                     f"{left} finding(s) without a suggestion")
    finally:
        for plan in plans:
            plan.deadline = None
    return Outcome({k: tuple(v) for k, v in fixes.items()}, suggestions, notes, time.perf_counter() - started)


def _search(path, plans, wanted, editor, deadline, suggestions, fixes, notes) -> None:
    """`suggest`'s search: fills `suggestions`, `fixes` (finding key -> [Fix]) and `notes`;
    BudgetSpent when the deadline passes in the middle."""
    main = str(path)
    guards = editor is not None and getattr(editor, "writes", False)
    by_key = {f.key(): f for f in wanted}
    in_plans = {k: [i for i, pl in enumerate(plans) if any(f.key() == k for f in pl.findings)] for k in by_key}
    # the pairs of ops each finding stands for, per program (a grouped finding: all its pairs)
    pairs_of = {(i, f.key()): {p.key() for p in f.members()} for i, pl in enumerate(plans) for f in pl.findings}
    # 1. the places for each finding, best first
    candidates: dict[tuple, list[Place]] = {}
    for key, f in by_key.items():
        where = in_plans[key]
        if not where:
            continue
        first = plans[where[0]]
        own = next(x for x in first.findings if x.key() == key)
        places = places_for(first, own, editor, main, guards)[:MAX_PLACES]
        if not places:
            notes.append(f"no fix suggested for {_site_label(f)}: no place to put a wait or barrier was found")
            continue
        candidates[key] = places
    # 2. one edit per place, its value the weakest safe one at every point tried for all
    #    findings there; a finding whose place fails over all points tries its next place
    pending = _cover(candidates)
    # findings whose shared edit failed are split into smaller groups (halves) for their place
    split: dict[tuple, int] = {}
    claimed: set = set()  # one edit per place: the first group that gets it keeps it
    while pending:
        groups: dict[tuple, list] = {}
        for key, places in pending.items():
            groups.setdefault((places[0].site, split.get(key)), []).append(key)
        retry: dict[tuple, list[Place]] = {}
        for (site, _), keys in groups.items():
            if deadline is not None and time.process_time() > deadline:
                raise BudgetSpent()
            place = pending[keys[0]][0]
            if place.site in claimed:
                for k in keys:
                    retry[k] = pending[k][1:]
                continue
            keyset = set(keys)
            per_plan: list[tuple[int, Found]] = []
            for i, plan in enumerate(plans):
                mine = {p for k in keyset if i in in_plans[k] for p in pairs_of[(i, k)]}
                if not mine:
                    continue
                got = found_for(plan, place, mine)
                if got is None:
                    per_plan = []
                    break
                per_plan.append((i, got))
            if not per_plan:
                if len(keys) > 1:
                    half = len(keys) // 2
                    for n, k in enumerate(keys):
                        split[k] = hash((split.get(k), n < half))
                        retry[k] = pending[k]
                else:
                    split.pop(keys[0], None)
                    retry[keys[0]] = pending[keys[0]][1:]
                continue
            claimed.add(place.site)
            targets = {i: {p for k in keyset if i in in_plans[k] for p in pairs_of[(i, k)]} for i in range(len(plans))}
            s = _finish(main, plans, per_plan, keyset, editor, targets, notes, [by_key[k] for k in keys])
            if s is not None:
                suggestions.append(s)
                for k in keys:
                    fixes.setdefault(k, []).append(s.fix)
        for k, v in retry.items():
            if not v:
                notes.append(f"no fix suggested for {_site_label(by_key[k])}: no edit tried removes it at "
                             "every parameter point tried")
        pending = {k: v for k, v in retry.items() if v}
    _share(plans, by_key, in_plans, pairs_of, suggestions, fixes, notes, deadline)


def _share(plans, by_key, in_plans, pairs_of, suggestions, fixes, notes, deadline) -> None:
    """A finding none of whose own places gave a fix takes a proven suggestion made for another
    finding when that edit removes it too (the same race seen from its other side: a missing
    barrier is an SS102 at the read and an SS104 at the write). The suggestion was already
    checked to add no finding; here its edited programs are checked for this finding's rule."""
    for key, f in by_key.items():
        if key in fixes or not in_plans[key]:
            continue
        for sug in suggestions:
            if deadline is not None and time.process_time() > deadline:
                raise BudgetSpent()
            edits = dict(sug.per_program)
            if any(i not in edits for i in in_plans[key]):
                continue
            for i in in_plans[key]:
                try:
                    edited = plans[i].edited(edits[i])
                except NotApplicable:
                    break
                v = check(plans[i], edited, pairs_of[(i, key)], True, {f.rule})
                if not v.ok:
                    break
            else:
                fixes.setdefault(key, []).append(sug.fix)
                label = f"no fix suggested for {_site_label(f)}:"
                notes[:] = [n for n in notes if not n.startswith(label)]
                break


def _finish(main, plans, per_plan, keys, editor, targets, notes, findings) -> Suggestion | None:
    """Render, reload-check and verify one edit; the Suggestion, or None (with a note)."""
    label = ", ".join(_site_label(f) for f in findings)
    first_found = per_plan[0][1]
    # the programs the text reaches without a finding there take the value of the first
    entries = dict(per_plan)
    for i, plan in enumerate(plans):
        if i in entries:
            continue
        try:
            plan.edited(first_found.edit)
        except NotApplicable:
            continue
        entries[i] = Found(first_found.place, first_found.edit, first_found.hints, first_found.monotone)
    order = sorted(entries)
    if editor is None:
        notes.append(f"no fix suggested for {label}: this file's language has no editor")
        return None
    renderings = editor.render(first_found.edit, [(plans[i].program, entries[i].edit, entries[i].hints) for i in order])
    from syncsan.frontends.edit import Editor

    can_reload = type(editor).reload is not Editor.reload
    source = None
    rendering = None
    for r in renderings:
        if can_reload and r.edits:
            if source is None:
                try:
                    source = sources.read_text(main)  # standard input too
                except (OSError, InputError):
                    break
            reloaded = editor.reload(apply_text(source, r.edits))
            if reloaded is None or len(reloaded) != len(plans):
                continue  # the text does not load, or builds other programs
            want = normal_form([plans[i].edited(entries[i].edit) for i in order], main, lambda n: n)
            got = normal_form([reloaded[i] for i in order], main, line_mapper(r.shifts))
            if want != got:
                continue
        rendering = r
        break
    if rendering is None:
        notes.append(f"no fix suggested for {label}: the edit cannot be written in the source "
                     "(no text for it gives the same program)")
        return None
    how = []
    for i in order:
        plan = plans[i]
        edited = plan.edited(entries[i].edit)
        mine = targets.get(i, set())
        if not mine and entries[i].monotone:
            continue  # only adds or strengthens waits where nothing was reported: nothing to check
        v = check(plan, edited, mine, entries[i].monotone)
        if not v.ok:
            notes.append(f"no fix suggested for {label}: {rendering.description} was checked and "
                         f"rejected: {v.how}")
            return None
        how.append(v.how)
    proof = "; ".join(dict.fromkeys(how)) if how else "checked"
    fix = Fix(rendering.description, main, rendering.line, rendering.shown,
              rendering.edits if editor.writes else (), proof)
    return Suggestion(fix, frozenset(keys), tuple((i, entries[i].edit) for i in order))


def attach(findings: Sequence[Finding], outcome: Outcome) -> list[Finding]:
    return [replace(f, fixes=outcome.fixes.get(f.key(), f.fixes)) for f in findings]


def write_fixes(path: str, fixes: Sequence[Fix]) -> int:
    """Apply the text edits of these fixes to the file (each distinct edit once); the number of
    fixes written."""
    edits: list[TextEdit] = []
    written = 0
    for fx in dict.fromkeys(fixes):
        if not fx.edits:
            continue
        new = [e for e in fx.edits if e not in edits]
        edits.extend(new)
        written += 1
    if not edits:
        return 0
    p = Path(path)
    with open(p, "rb") as fh:  # a byte-order mark stays, and the edits' columns count after it
        encoding = "utf-8-sig" if fh.read(len(sources.BOM)) == sources.BOM else "utf-8"
    p.write_text(apply_text(p.read_text(encoding=encoding), edits), encoding=encoding)
    return written


__all__ = ["FIXABLE", "Outcome", "Plan", "Suggestion", "attach", "suggest", "write_fixes"]
