"""Terminal report: each finding with its racing pair in the source and a timeline (rich's
styles on a terminal, plain text elsewhere: `syncsan.reporters.plain`)."""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache
from pathlib import Path
from typing import Sequence


from syncsan import sources
from syncsan.analysis import FileReport
from syncsan.errors import Loc
from syncsan.findings import NOUNS, Finding, Related, line_text
from syncsan.ir import consecutive
from syncsan.reporters.plain import Group, Table, Text

ROLE_STYLE = {"reader": "bold magenta", "writer": "bold yellow", "barrier": "cyan", "wait": "green"}
MARK_STYLE = {"reader": "bold magenta", "writer": "bold yellow", "retire": "green", "barrier": "cyan"}
SEV_STYLE = {"error": "bold red", "warning": "bold yellow", "info": "bold cyan"}
#: the closing line names each file's sweep for at most this many files
MAX_SWEEPS_SHOWN = 3


@lru_cache(maxsize=64)
def _lines(file: str) -> tuple[str, ...]:
    return sources.lines(file)


def source_line(loc: Loc) -> str:
    lines = _lines(loc.file)
    return lines[loc.line - 1].strip() if 0 < loc.line <= len(lines) else ""


def where(loc: Loc, file: str) -> str:
    """A line number, or file:line when the line is in another file than the one checked."""
    return f"{loc.line}" if loc.file == file else f"{loc.file}:{loc.line}"


def _excerpt(r: Related, file: str) -> Text:
    t = Text("    ")
    t.append(f"{r.role:<7}", style=ROLE_STYLE.get(r.role, ""))
    t.append(f" {r.group}: {r.op}")
    if r.generation is not None:
        t.append(f", generation {r.generation}")
    if r.iteration:
        t.append(" (" + ", ".join(f"{k}={v}" for k, v in r.iteration) + ")")
    t.append("\n")
    t.append(f"      {where(r.site, file):>5} | ", style="dim")
    t.append(source_line(r.site))
    src = r.site.source
    if src is not None:  # the kernel-source line the compiler recorded (.loc)
        t.append("\n")
        t.append(f"      source {src.file}:{src.line}:{src.column}", style="dim")
        if source_line(src):
            t.append(" | ", style="dim")
            t.append(source_line(src))
    if r.stack:
        t.append("\n")
        t.append(f"      {where(r.loc, file):>5} | ", style="dim")
        t.append(source_line(r.loc), style="dim")
        t.append("   (inside the helper)", style="dim")
    return t


def timeline_table(f: Finding) -> Table | None:
    file = f.loc.file
    if not f.timeline:
        return None
    groups = list(dict.fromkeys(s.group for s in f.timeline))
    gens = sorted({s.generation for s in f.timeline})
    table = Table(show_header=True, header_style="bold", box=None, padding=(0, 2))
    table.add_column("gen", justify="right")
    for g in groups:
        table.add_column(g)
    for gen in gens:
        cells = []
        for g in groups:
            cell = Text()
            for s in (s for s in f.timeline if s.group == g and s.generation == gen):
                if cell:
                    cell.append("\n")
                marker = {"reader": " <== read", "writer": " <== write", "retire": ""}.get(s.mark, "")
                line = f"L{s.loc.line}" if s.loc.file == file else f"{Path(s.loc.file).name}:{s.loc.line}"
                cell.append(f"{line} {s.what}{marker}", style=MARK_STYLE.get(s.mark, ""))
            cells.append(cell)
        table.add_row(str(gen), *cells)
    return table


#: source lines shown per side of a grouped finding (the first and the last when there are more)
EXCERPT_LINES = 2


def _source_rows(sites) -> Text:
    """The first and last source lines of a side (`... N more` between them)."""
    t = Text()
    shown = list(sites) if len(sites) <= EXCERPT_LINES else [sites[0], sites[-1]]
    for i, loc in enumerate(shown):
        if i and len(sites) > EXCERPT_LINES:
            t.append(f"\n               ... {len(sites) - 2} more\n", style="dim")
        elif i:
            t.append("\n")
        t.append(f"      {loc.line:>7} | ", style="dim")
        t.append(source_line(loc))
    return t


#: kernel-source lines (assembly `.loc`) shown per side
SOURCE_LINES = 3


def _side(label: str, side, note: str, file: str) -> Text:
    t = Text("    ")
    t.append(f"{label:<8}", style=ROLE_STYLE.get(side.role, ""))
    t.append(f"{side.nouns}, {line_text(side.lines)}, {side.who}{note}\n")
    t.append_text(_source_rows(side.sites))
    # the ops' own lines inside helper functions (file:line when in another file)
    for loc in side.helpers[:SOURCE_LINES]:
        t.append(f"\n      {where(loc, file):>7} | ", style="dim")
        t.append(source_line(loc), style="dim")
        t.append("   (inside the helper)", style="dim")
    if len(side.helpers) > SOURCE_LINES:
        t.append(f"\n      ... {len(side.helpers) - SOURCE_LINES} more helper lines", style="dim")
    # the kernel-source lines the compiler recorded for them (.loc), each once
    sources = sorted({loc.source for loc in side.sites if loc.source is not None},
                     key=lambda l: (l.file, l.line, l.column))
    for src in sources[:SOURCE_LINES]:
        t.append(f"\n      source {src.file}:{src.line}:{src.column}", style="dim")
        if source_line(src):
            t.append(" | ", style="dim")
            t.append(source_line(src))
    if len(sources) > SOURCE_LINES:
        t.append(f"\n      ... {len(sources) - SOURCE_LINES} more source lines", style="dim")
    return t


def _gap_rows(f: Finding) -> Text:
    gap = f.gap
    t = Text("    ")
    t.append(f"{'gap':<8}", style="bold cyan")
    t.append(f"{gap.kind}")
    if gap.first_barrier is not None:
        gen = gap.first_barrier.generation if gap.kind == "ended" else gap.generation
        t.append(f": barrier at line {gap.first_barrier.site.line} (generation {gen}) in {f.first.who}")
    if gap.kind in ("unretired", "ended", "no-wait"):
        if gap.first_wait is not None:
            t.append(f"; last {gap.counter} wait line {gap.first_wait.site.line}, {gap.first_wait.op}")
        else:
            since = f" since the barrier at line {gap.since.site.line}" if gap.since is not None else ""
            t.append(f"; no {gap.counter} wait{since}")
    for r in (gap.first_barrier, gap.first_wait):
        if r is not None:
            t.append(f"\n      {r.site.line:>7} | ", style="dim")
            t.append(source_line(r.site))
    return t


def _witness_row(f: Finding) -> Text:
    t = Text("    ")
    t.append(f"{'witness':<8}", style="dim")
    t.append(", ".join(f"{k}={v}" for k, v in f.witness) or "no parameters")
    t.append(f" (retire {f.retire})")
    second, first = f.related[0], f.related[1]
    t.append(f": {second.role} line {second.site.line} ({second.group}) with {first.role} line "
             f"{first.site.line} ({first.group})")
    n = len(f.pairs)
    t.append(f"\n            covers {n} pair{'s' if n != 1 else ''} of instructions"
             + ("" if n == 1 else " (--verbose lists them)"), style="dim")
    return t


def fix_rows(f: Finding) -> Text | None:
    """The fixes of a finding, in the input's language (None when it carries none)."""
    if not f.fixes:
        return None
    t = Text()
    for i, fx in enumerate(f.fixes):
        if i:
            t.append("\n")
        t.append_text(fix_block(fx))
    return t


def _pair_rows(f: Finding) -> Text:
    t = Text("    pairs:\n", style="dim")
    for i, p in enumerate(f.pairs, 1):
        second, first = p.related[0], p.related[1]
        t.append(f"      {i:>4}. {second.role} line {second.site.line} ({second.group}, {second.op}"
                 f"{_gen_iter(second)}) with {first.role} line {first.site.line} ({first.group}, "
                 f"{first.op}{_gen_iter(first)}); witness "
                 + (", ".join(f"{k}={v}" for k, v in p.witness) or "no parameters") + "\n")
        for k, v in p.facts:
            t.append(f"            {k}: {v}\n", style="dim")
    return t


def _gen_iter(r: Related) -> str:
    out = f", generation {r.generation}" if r.generation is not None else ""
    if r.iteration:
        out += ", " + ", ".join(f"{k}={v}" for k, v in r.iteration)
    return out


def _head(f: Finding) -> Text:
    head = Text()
    head.append(f"{f.loc.file}:{f.loc.line}:{f.loc.column}: ", style="bold")
    head.append(f"{f.rule} ", style="bold")
    head.append(f"[{f.severity}] ", style=SEV_STYLE.get(f.severity, ""))
    head.append(f.message)
    return head


def render_finding(console, f: Finding, verbose: bool = False) -> None:
    """A grouped finding in a screenful: the gap, both sides, the witness, the timeline and the
    fix (every pair with --verbose); other findings with their related ops and facts."""
    if f.pairs and f.gap is not None and f.first is not None:
        parts: list = [_head(f), _gap_rows(f),
                       _side(f.first.role + "s", f.first, " (should finish first)", f.loc.file),
                       _side(f.second.role + "s", f.second,
                             (f", after the barrier at line {f.gap.second_barrier.site.line}"
                              if f.gap.second_barrier is not None else ""), f.loc.file),
                       _witness_row(f)]
        table = timeline_table(f)
        if table is not None:
            parts.append(Text("    timeline of the witness (barrier generation by wave group):", style="dim"))
            parts.append(table)
        fix = fix_rows(f)
        if fix is not None:
            parts.append(fix)
        if verbose:
            parts.append(_pair_rows(f))
        console.print(Group(*parts))
        console.print()
        return
    parts = [_head(f)]
    for r in f.related:
        if r.role in ("reader", "writer"):
            parts.append(_excerpt(r, f.loc.file))
    facts = Text()
    for k, v in f.facts:
        facts.append(f"    {k}: ", style="dim")
        facts.append(f"{v}\n")
    if f.witness:
        facts.append("    witness: ", style="dim")
        facts.append(", ".join(f"{k}={v}" for k, v in f.witness))
        facts.append(f"  (retire model: {f.retire})")
    parts.append(facts)
    table = timeline_table(f)
    if table is not None:
        parts.append(Text("    timeline (barrier generation by wave group):", style="dim"))
        parts.append(table)
    fix = fix_rows(f)
    if fix is not None:
        parts.append(fix)
    console.print(Group(*parts))
    console.print()


def fix_block(fx) -> Text:
    """A suggested edit: what to change, how it was checked, and the lines as they will read."""
    t = Text("    fix: ", style="bold green")
    t.append(fx.description)
    t.append(f"  ({fx.proof})", style="dim")
    for marker, line in fx.shown:
        t.append("\n")
        t.append(f"      {marker} | ", style="green" if marker == "+" else "red" if marker == "-" else "dim")
        t.append(line, style="green" if marker == "+" else "red" if marker == "-" else "")
    return t


def render(console, reports: Sequence[FileReport], findings: Sequence[Finding],
           verbose: bool = False) -> None:
    for f in findings:
        render_finding(console, f, verbose)
    for r in reports:
        for note in r.notes:
            console.print(Text(f"{r.file}: note: {note}", style="dim"))
    if findings:
        counts = Counter((f.rule, f.severity) for f in findings)
        table = Table(title="syncsan summary", show_lines=False)
        table.add_column("rule")
        table.add_column("severity")
        table.add_column("findings", justify="right")
        for (rule, sev), n in sorted(counts.items()):
            table.add_row(rule, Text(sev, style=SEV_STYLE.get(sev, "")), str(n))
        console.print(table)
        causes = causes_of(findings)
        if len(findings) >= MIN_FOR_CAUSES and len(causes) < len(findings):
            console.print(Text(f"{len(findings)} findings, by the ops that must finish first (findings whose "
                               f"ops share a line, or that repeat one pattern of code, go together): "
                               f"{len(causes)} group(s); fix the largest first"))
            for cause in causes[:MAX_CAUSES_SHOWN]:
                console.print(Text("  " + cause))
            if len(causes) > MAX_CAUSES_SHOWN:
                console.print(Text(f"  ... {len(causes) - MAX_CAUSES_SHOWN} more group(s)"))
    for r in reports:
        if "proof" in r.extra:
            render_proof(console, r.file, r.extra["proof"])
    runs = sum(r.runs for r in reports if "proof" not in r.extra)
    sweeps = "; ".join(
        f"{r.file} ({', '.join(f'{k}={_values(v)}' for k, v in r.sweep) or 'no parameters'}, retire {r.retire})"
        if "proof" not in r.extra else
        f"{r.file} (proof: {r.extra['proof'].verdict}, retire {r.retire})"
        for r in reports)
    verdict = f"{len(findings)} finding(s)" if findings else "no findings"
    unknown = sum(1 for r in reports if "proof" in r.extra and r.extra["proof"].verdict == "unknown")
    if unknown:  # a proof that could not decide is not a clean result: say so next to the count
        verdict += f", {unknown} proof(s) unknown"
    files = len(dict.fromkeys(r.file for r in reports))
    proofs = sum(1 for r in reports if "proof" in r.extra)
    scope = f"{files} file(s)" + (f" ({len(reports)} programs)" if len(reports) > files else "")
    work = ", ".join(([f"{runs} run(s)"] if runs or not proofs else []) + ([f"{proofs} proof(s)"] if proofs else []))
    if len(reports) > MAX_SWEEPS_SHOWN:  # a folder walk: the per-file sweeps are in --format json
        console.print(Text(f"syncsan: {verdict} in {scope}, {work}"))
    else:
        console.print(Text(f"syncsan: {verdict} in {scope}, {work}: {sweeps}"))


#: a run with this many race findings or more ends with their groups by cause (`causes_of`)
MIN_FOR_CAUSES = 10
MAX_CAUSES_SHOWN = 8


def causes_of(findings: Sequence[Finding]) -> list[str]:
    """Race findings grouped by the ops that must finish first (`Finding.first`): two findings
    whose first ops share a line of one file go together (one unretired prefetch, or one
    unprotected buffer, is often reported at many barriers, waves and rules). Groups that repeat
    one pattern (`_pattern`: the same rules over the same code up to its numbers, at least
    `MIN_REPEATS` times: a loop the compiler unrolled, each copy on lines of its own) go together
    too. One line per group, the largest first: its count, rules, the first ops' kinds and
    lines, and where the group's first finding is reported."""
    parent: dict = {}

    def find(x):
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    races = [f for f in findings if f.first is not None and f.first.sites]
    for f in races:
        keys = [(s.file, s.line) for s in f.first.sites]
        for k in keys[1:]:
            parent[find(k)] = find(keys[0])
        find(keys[0])
    groups: dict = {}
    for f in races:
        groups.setdefault(find((f.first.sites[0].file, f.first.sites[0].line)), []).append(f)
    by_pattern: dict = {}
    for members in groups.values():
        key = tuple(sorted({_pattern(f) for f in members}))
        by_pattern.setdefault(key if all(key) else id(members), []).append(members)
    merged: list[tuple[list, int]] = []  # (findings, how many copies of one pattern)
    for key, parts in by_pattern.items():
        if isinstance(key, tuple) and len(parts) >= MIN_REPEATS:
            merged.append(([f for part in parts for f in part], len(parts)))
        else:
            merged.extend((part, 1) for part in parts)
    out = []
    for members, copies in sorted(merged, key=lambda m: (-len(m[0]), m[0][0].loc.file, m[0][0].loc.line)):
        lines = sorted({s.line for f in members for s in f.first.sites})
        kinds = sorted({k for f in members for k in f.first.kinds})
        rules = Counter(f.rule for f in members)
        nouns = " and ".join(NOUNS.get(k, (k, k + "s"))[1] for k in kinds)
        first = min(members, key=lambda f: f.loc.line)
        repeated = f", one pattern {copies} times (the same code up to its numbers)" if copies > 1 else ""
        counts = ", ".join(f"{r} {n}" for r, n in sorted(rules.items()))
        out.append(f"{len(members)} finding(s) ({counts}): the {nouns} of line(s) {_spans(lines)}{repeated}; "
                   f"first reported at {first.loc.file}:{first.loc.line}")
    return out


#: a pattern of findings repeated this many times or more is one group (`causes_of`)
MIN_REPEATS = 3
_NUMBER = re.compile(r"\d+")


def _pattern(f: Finding) -> tuple | None:
    """A race finding's rule, gap kind and counter, with the text of its ops' lines (first ops,
    second ops, and the gap's barriers and wait) with every number written `#`, or None where a
    line's text is not at hand. Two findings with equal patterns are the same mistake at another
    place of repeated code (registers, offsets and line numbers aside)."""
    def shape(loc: Loc) -> str:
        return _NUMBER.sub("#", " ".join(source_line(loc).split()))

    sides = []
    for ops in (f.first, f.second):
        texts = [shape(s) for s in (ops.sites if ops is not None else ())]
        if not all(texts):
            return None
        sides.append(tuple(texts))
    gap = f.gap
    if gap is None:
        return (f.rule, "", "", *sides, ())
    marks = tuple(shape(r.site) if r is not None else ""
                  for r in (gap.first_barrier, gap.first_wait, gap.second_barrier))
    return (f.rule, gap.kind, gap.counter, *sides, marks)


def _spans(lines: list[int]) -> str:
    """`669-673, 682, 695-699` (runs of consecutive lines), at most six runs shown."""
    runs: list[list[int]] = []
    for n in lines:
        if runs and n == runs[-1][1] + 1:
            runs[-1][1] = n
        else:
            runs.append([n, n])
    text = [f"{a}-{b}" if b > a else f"{a}" for a, b in runs]
    return ", ".join(text[:6]) + (f", ... ({len(lines)} lines)" if len(text) > 6 else "")


VERDICT_STYLE = {"proved": "bold green", "hazard": "bold red", "unknown": "bold yellow"}


def render_proof(console, file: str, proof) -> None:
    """The per-rule verdicts of a proof: proved (with the range), hazard (smallest witness,
    replayed), unknown (solver limit), and whether the sweep stood in for the solver."""
    ranges = ", ".join(proof.ranges.values()) or "no parameters"
    head = Text(f"{file}: ")
    head.append(f"{proof.verdict}", style=VERDICT_STYLE.get(proof.verdict, ""))
    if proof.method == "z3":
        head.append(f" for {ranges} (Z3, {proof.seconds:.2f} s, solver {proof.solver_seconds:.2f} s, "
                    f"limit {proof.timeout:g} s per query)")
    else:
        head.append(f" by the concrete sweep ({proof.seconds:.2f} s)")
    console.print(head)
    for note in proof.notes + proof.disagreements:
        console.print(Text(f"    note: {note}", style="dim"))
    for rv in proof.rules:
        line = Text("    ")
        line.append(f"{rv.rule} ")
        line.append(f"{rv.verdict:<8}", style=VERDICT_STYLE.get(rv.verdict, ""))
        if rv.verdict == "proved":
            line.append(f" no hazard for {ranges}")
        elif rv.verdict == "hazard":
            w = ", ".join(f"{k}={v}" for k, v in (rv.witness or {}).items()) or "no parameters"
            line.append(f" smallest witness {w}; {len(rv.findings)} finding(s), replayed by the executor")
        else:
            policy = "counted as a finding (--unknown=pass accepts it)" if proof.unknown_policy == "fail" \
                else "accepted (--unknown=pass)"
            line.append(f" undecided: {policy}")
        console.print(line)
        if rv.verdict == "unknown":
            for note in rv.notes[:3]:
                console.print(Text(f"        {note}", style="dim"))


def _values(v: tuple) -> str:
    if consecutive(v):
        return f"{v[0]}..{v[-1]}"
    return ",".join(map(str, v))
