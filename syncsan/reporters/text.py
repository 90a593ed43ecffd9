"""Terminal report (rich): each finding with its racing pair in the source and a timeline."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from pathlib import Path
from typing import Sequence

from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from syncsan.analysis import FileReport
from syncsan.errors import Loc
from syncsan.findings import Finding, Related

ROLE_STYLE = {"reader": "bold magenta", "writer": "bold yellow", "barrier": "cyan", "wait": "green"}
MARK_STYLE = {"reader": "bold magenta", "writer": "bold yellow", "retire": "green", "barrier": "cyan"}
SEV_STYLE = {"error": "bold red", "warning": "bold yellow", "info": "bold cyan"}
#: the closing line names each file's sweep for at most this many files
MAX_SWEEPS_SHOWN = 3


@lru_cache(maxsize=64)
def _lines(file: str) -> tuple[str, ...]:
    try:
        return tuple(Path(file).read_text(encoding="utf-8", errors="replace").splitlines())
    except OSError:
        return ()


def source_line(loc: Loc) -> str:
    lines = _lines(loc.file)
    return lines[loc.line - 1].strip() if 0 < loc.line <= len(lines) else ""


def _excerpt(r: Related) -> Text:
    t = Text("    ")
    t.append(f"{r.role:<7}", style=ROLE_STYLE.get(r.role, ""))
    t.append(f" {r.group}: {r.op}")
    if r.generation is not None:
        t.append(f", generation {r.generation}")
    if r.iteration:
        t.append(" (" + ", ".join(f"{k}={v}" for k, v in r.iteration) + ")")
    t.append("\n")
    t.append(f"      {r.site.line:>5} | ", style="dim")
    t.append(source_line(r.site))
    if r.stack:
        t.append("\n")
        t.append(f"      {r.loc.line:>5} | ", style="dim")
        t.append(source_line(r.loc), style="dim")
        t.append("   (inside the helper)", style="dim")
    return t


def timeline_table(f: Finding) -> Table | None:
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
                cell.append(f"L{s.loc.line} {s.what}{marker}", style=MARK_STYLE.get(s.mark, ""))
            cells.append(cell)
        table.add_row(str(gen), *cells)
    return table


def render_finding(console: Console, f: Finding) -> None:
    head = Text()
    head.append(f"{f.loc.file}:{f.loc.line}:{f.loc.column}: ", style="bold")
    head.append(f"{f.rule} ", style="bold")
    head.append(f"[{f.severity}] ", style=SEV_STYLE.get(f.severity, ""))
    head.append(f.message)
    parts: list = [head]
    for r in f.related:
        if r.role in ("reader", "writer"):
            parts.append(_excerpt(r))
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
    for fx in f.fixes:
        parts.append(fix_block(fx))
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


def render(console: Console, reports: Sequence[FileReport], findings: Sequence[Finding]) -> None:
    for f in findings:
        render_finding(console, f)
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
    files = len(dict.fromkeys(r.file for r in reports))
    proofs = sum(1 for r in reports if "proof" in r.extra)
    scope = f"{files} file(s)" + (f" ({len(reports)} programs)" if len(reports) > files else "")
    work = ", ".join(([f"{runs} run(s)"] if runs or not proofs else []) + ([f"{proofs} proof(s)"] if proofs else []))
    if len(reports) > MAX_SWEEPS_SHOWN:  # a folder walk: the per-file sweeps are in --format json
        console.print(Text(f"syncsan: {verdict} in {scope}, {work}"))
    else:
        console.print(Text(f"syncsan: {verdict} in {scope}, {work}: {sweeps}"))


VERDICT_STYLE = {"proved": "bold green", "hazard": "bold red", "unknown": "bold yellow"}


def render_proof(console: Console, file: str, proof) -> None:
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
    if len(v) > 3 and all(isinstance(x, int) and not isinstance(x, bool) for x in v) and \
            list(v) == list(range(v[0], v[-1] + 1)):
        return f"{v[0]}..{v[-1]}"
    return ",".join(map(str, v))
