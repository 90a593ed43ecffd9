"""The `syncsan` command line: check files, list and explain rules. Exit 0 clean, 1 findings, 2 bad input."""

from __future__ import annotations

import os
import sys
from dataclasses import replace
from enum import Enum
from pathlib import Path
from typing import List, Optional

import typer

from syncsan import __version__
from syncsan.errors import InputError

app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    help="Static synchronization sanitizer for AMD GPU kernels (LDS-DMA, s_waitcnt, s_barrier).",
    pretty_exceptions_enable=False,
)

EXIT_CLEAN, EXIT_FINDINGS, EXIT_INPUT = 0, 1, 2


class OutputFormat(str, Enum):
    text = "text"
    json = "json"
    sarif = "sarif"
    github = "github"


class Retire(str, Enum):
    in_order = "in-order"
    conservative = "conservative"


class FailOn(str, Enum):
    error = "error"
    warning = "warning"
    info = "info"


class UnknownPolicy(str, Enum):
    fail = "fail"
    pass_ = "pass"


def _console(stderr: bool = False) -> "Console":  # noqa: F821 (rich is imported on first use)
    from rich.console import Console

    width = None if sys.stdout.isatty() else int(os.environ.get("COLUMNS", "120"))
    return Console(stderr=stderr, width=width, highlight=False, soft_wrap=True)


def _fail(message: str) -> typer.Exit:
    print(message, file=sys.stderr)
    return typer.Exit(EXIT_INPUT)


@app.command()
def check(
    paths: Optional[List[str]] = typer.Argument(
        None, help="Kernel files (.sched schedules, .py FlyDSL kernels, AMDGPU assembly: .s and objdump listings) "
                    "or folders (default: `paths` of the \\[tool.syncsan] configuration)."),
    param: List[str] = typer.Option([], "--param", "-p", help="NAME=VALUE, NAME=LO..HI or NAME=A,B,C; repeatable."),
    retire: Optional[Retire] = typer.Option(None, "--retire", help="Retirement model for vmcnt/lgkmcnt waits "
                                            "\\[default: in-order]."),
    output_format: OutputFormat = typer.Option(OutputFormat.text, "--format", "--output-format", help="Report format."),
    fail_on: Optional[FailOn] = typer.Option(None, "--fail-on", help="Lowest severity that makes the exit status 1 "
                                             "\\[default: error]."),
    select: Optional[List[str]] = typer.Option(None, "--select", help="Only these rule codes (prefixes allowed)."),
    ignore: Optional[List[str]] = typer.Option(None, "--ignore", help="Skip these rule codes (prefixes allowed)."),
    kernel: Optional[str] = typer.Option(None, "--kernel", help="Check only this kernel of a multi-kernel file."),
    target: Optional[str] = typer.Option(None, "--target", help="Override the file's target (gfx942, gfx950)."),
    waves: Optional[int] = typer.Option(None, "--waves", help="Waves per workgroup when the file does not say."),
    kernarg: List[str] = typer.Option([], "--kernarg", help="Kernel argument NAME=VALUE or NAME=LO..HI; repeatable."),
    jobs: Optional[int] = typer.Option(None, "--jobs", "-j", min=1, help="Files checked in parallel "
                                       "\\[default: the core count]."),
    config: Optional[str] = typer.Option(None, "--config", help="Configuration file (default: the nearest "
                                         "syncsan.toml or pyproject.toml with \\[tool.syncsan])."),
    include: List[str] = typer.Option([], "--include", help="Only walk files matching this glob; repeatable."),
    exclude: List[str] = typer.Option([], "--exclude", help="Skip files and folders matching this glob; repeatable."),
    baseline: Optional[str] = typer.Option(None, "--baseline", help="Fail only on findings not in this baseline."),
    write_baseline: Optional[str] = typer.Option(None, "--write-baseline", help="Record the current findings "
                                                 "as the baseline and exit 0."),
    timeline: Optional[str] = typer.Option(None, "--timeline", help="Draw the witnesses to FILE.svg or FILE.html."),
    progress: Optional[bool] = typer.Option(None, "--progress/--no-progress",
                                            help="Progress bar \\[default: on a terminal]."),
    prove: Optional[bool] = typer.Option(
        None, "--prove/--no-prove",
        help="Decide every rule for all parameter values in range with Z3 (default: when a parameter "
             "is unbounded and no finite --param range is given for it)."),
    solver_timeout: Optional[float] = typer.Option(None, "--solver-timeout", min=0.001,
                                                   help="Time limit per solver query, in seconds \\[default: 10]."),
    unknown: Optional[UnknownPolicy] = typer.Option(None, "--unknown",
                                          help="Whether an undecided rule (solver limit) fails the check \\[default: fail]."),
    fix_suggestions: Optional[bool] = typer.Option(
        None, "--fix-suggestions/--no-fix-suggestions",
        help="Give each finding the smallest edit that removes it, checked before it is shown "
             "(default: on for --format json and sarif)."),
    fix: bool = typer.Option(False, "--fix", help="Write the suggested edits into .sched and FlyDSL files "
                             "(never into assembly), then check them again and report what is left."),
    fix_budget: Optional[float] = typer.Option(None, "--fix-budget", min=0,
                                               help="CPU seconds the fix search (and the SS4xx analysis) may spend per file "
                                                    "(0: no limit) \\[default: 60]."),
    verbose: bool = typer.Option(False, "--verbose", "-v",
                                 help="Text report: list every pair of ops of each finding with its own lines, "
                                      "waves and witness."),
) -> None:
    """Check kernel files, or every kernel file under folders, for LDS synchronization hazards."""
    from syncsan import walk
    from syncsan.config import CommandLine, resolve

    cli = CommandLine(
        paths=tuple(paths or ()), config=config, include=tuple(include), exclude=tuple(exclude),
        target=target, retire=retire.value if retire else None,
        select=tuple(select) if select is not None else None, ignore=tuple(ignore) if ignore is not None else None,
        fail_on=fail_on.value if fail_on else None, baseline=baseline, jobs=jobs, waves=waves, kernel=kernel,
        params=tuple(param), kernargs=tuple(kernarg), prove=prove, solver_timeout=solver_timeout,
        unknown=unknown.value if unknown else None)
    err = _console(stderr=True)
    want_fixes = fix or (fix_suggestions if fix_suggestions is not None
                         else output_format in (OutputFormat.json, OutputFormat.sarif))
    try:
        settings = replace(resolve(cli), fixes=want_fixes, fix_budget=fix_budget)
        files = walk.collect(settings)
        show = err.is_terminal if progress is None else progress
        run = walk.run_with_progress(settings, files, jobs, err if show else None)
        for message in run.errors:
            err.print(message, markup=False, highlight=False)
        if write_baseline:
            from syncsan import baseline as baselines

            n = baselines.write(Path(write_baseline), run.findings)
            err.print(f"syncsan: wrote {n} finding(s) to the baseline {write_baseline}", markup=False)
            raise typer.Exit(EXIT_INPUT if run.errors else EXIT_CLEAN)
        if settings.baseline is not None:
            from syncsan import baseline as baselines

            recorded = baselines.load(settings.baseline)
            new, known = recorded.split(run.findings)
            run.findings, run.baselined = list(new), list(known)
            if recorded.note:
                err.print(f"syncsan: note: {recorded.note}", markup=False)
        if fix:
            run = _apply_fixes(settings, run, err, jobs, show)
    except InputError as exc:
        raise _fail(str(exc))
    status = run.status(settings.fail_on, settings.unknown)
    if output_format is OutputFormat.json:
        from syncsan.reporters import json as json_reporter

        typer.echo(json_reporter.render(run.reports, run.findings, status))
    elif output_format is OutputFormat.sarif:
        from syncsan.reporters import sarif

        typer.echo(sarif.render(run.reports, run.findings, status, suppressed=run.suppressed,
                                baselined=run.baselined, baseline_path=settings.baseline, errors=run.errors))
    elif output_format is OutputFormat.github:
        from syncsan.reporters import github

        out = github.render(run.findings)
        if out:
            typer.echo(out)
    else:
        from syncsan.reporters import text

        if run.reports or run.findings or not run.errors:  # every file bad: the errors said it all
            text.render(_console(), run.reports, run.findings, verbose=verbose)
        if run.suppressed or run.baselined:
            _console().print(f"syncsan: {len(run.suppressed)} finding(s) suppressed inline, "
                             f"{len(run.baselined)} in the baseline (not counted)", markup=False)
    if timeline:
        from syncsan.reporters import timeline as timeline_reporter

        timeline_reporter.write(timeline, run.findings)
    raise typer.Exit(status)


def _apply_fixes(settings, run, err, jobs, show):
    """Write the fixes of every finding into the files that take them, then check those files
    again; the run to report (the other files' results as they were)."""
    from syncsan import walk
    from syncsan.fixes import write_fixes

    per_file: dict[str, list] = {}
    for f in run.findings:
        for fx in f.fixes:
            if fx.edits:
                per_file.setdefault(fx.file, []).append(fx)
    if not per_file:
        err.print("syncsan: --fix: no fix to write", markup=False)
        return run
    total = 0
    for file, fixes in per_file.items():
        total += write_fixes(file, fixes)
    err.print(f"syncsan: wrote {total} fix(es) to {len(per_file)} file(s); checking them again", markup=False)
    again = walk.run_with_progress(settings, [Path(f) for f in per_file], jobs, err if show else None)
    for message in again.errors:
        err.print(message, markup=False, highlight=False)
    fixed = set(per_file)
    run.reports = [r for r in run.reports if r.file not in fixed] + again.reports
    run.findings = [f for f in run.findings if f.loc.file not in fixed] + again.findings
    run.suppressed = [s for s in run.suppressed if s[0].loc.file not in fixed] + again.suppressed
    run.errors = run.errors + again.errors
    run.undecided = again.undecided or run.undecided
    from syncsan.analysis import sort_key

    run.findings.sort(key=sort_key)
    return run


@app.command("rules")
def list_rules() -> None:
    """List every rule with its severity and title (the suppression rules SS001/SS002 first)."""
    from syncsan.suppress import known_rules

    for info in known_rules().values():
        typer.echo(f"{info.code}  {info.severity:<8} {info.name:<40} {info.title}")


@app.command("rule")
def explain_rule(code: str = typer.Argument(..., help="A rule code such as SS101.")) -> None:
    """Explain one rule: what it means, a bad and a good schedule, and the fix."""
    from syncsan.suppress import known_rules

    info = known_rules().get(code.upper())
    if info is None:
        raise _fail(f"error: unknown rule {code!r}; `syncsan rules` lists them")
    console = _console()
    console.print(f"{info.code} {info.name}: {info.title} [{info.severity}]", markup=False)
    console.print(f"\n{info.summary}\n{info.meaning.rstrip()}\n", markup=False)
    console.print("Bad:", markup=False)
    console.print(info.bad.strip("\n"), markup=False)
    console.print("\nGood:", markup=False)
    console.print(info.good.strip("\n"), markup=False)
    console.print(f"\nFix: {info.fix.strip()}", markup=False)
    if info.references:
        console.print("\nReferences:", markup=False)
        for ref in info.references:
            console.print(f"  - {ref}", markup=False)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"syncsan {__version__}")
        raise typer.Exit(0)


@app.callback()
def _root(version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                       help="Print the version and exit.")) -> None:
    """syncsan: static synchronization sanitizer for AMD GPU kernels."""


def main() -> None:
    try:
        app()
    except KeyboardInterrupt:  # pragma: no cover
        sys.exit(130)
