"""The `syncsan` command line: check files, list and explain rules.

Exit status: 0 clean, 1 findings, 2 bad input or usage, 3 internal error (a bug of ours); a run
exits with the worst status it met.
"""

from __future__ import annotations

import math
import os
import sys
from dataclasses import replace
from enum import Enum
from pathlib import Path
from types import SimpleNamespace
from typing import List, Optional

import typer

from syncsan import __version__
from syncsan.errors import EXIT_CLEAN, EXIT_FINDINGS, EXIT_INPUT, EXIT_INTERNAL, InputError, internal_message

app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    help="Static synchronization sanitizer for AMD GPU kernels (LDS-DMA, s_waitcnt, s_barrier).",
    pretty_exceptions_enable=False,
)

__all__ = ["app", "main", "EXIT_CLEAN", "EXIT_FINDINGS", "EXIT_INPUT", "EXIT_INTERNAL"]

EXIT_HELP = ("Exit status: 0 no finding reaches --fail-on; 1 findings (or an undecided rule with "
             "--unknown=fail); 2 bad input or usage (file:line:col: error: ...); 3 internal error (a bug "
             "in syncsan, reported with the file and a one-line reason; --debug shows the traceback). "
             "A run exits with the worst status of its files: 3 > 2 > 1 > 0.")


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


@app.command(epilog=EXIT_HELP)
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
    define: List[str] = typer.Option([], "--define", "-D", help="Override a module-level constant of the checked "
                                     "file, NAME=VALUE (module.NAME=VALUE: of a module it imports); repeatable."),
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
                                                   help="Time limit per solver query, in CPU seconds of the process "
                                                        "(10x that in wall-clock time at most) \\[default: 10]."),
    unknown: Optional[UnknownPolicy] = typer.Option(None, "--unknown",
                                          help="Whether an undecided rule (solver limit) fails the check \\[default: fail]."),
    timeout: Optional[float] = typer.Option(
        None, "--timeout",
        help="Time limit for the whole check of one file (reading, sweep, proofs, emulation), in seconds; "
             "rules not decided by then are unknown (see --unknown); 0: no limit \\[default: 600]."),
    stdin_filename: Optional[str] = typer.Option(
        None, "--stdin-filename",
        help="Name of standard input (`-` or /dev/stdin) in reports; its suffix picks the frontend."),
    debug: bool = typer.Option(False, "--debug", help="Show the traceback of an internal error (exit status 3)."),
    fix_suggestions: Optional[bool] = typer.Option(
        None, "--fix-suggestions/--no-fix-suggestions",
        help="Give each finding the smallest edit that removes it, checked before it is shown "
             "(default: on for --format json and sarif, for the findings that fail the check)."),
    fix: bool = typer.Option(False, "--fix", help="Write the suggested edits into .sched and FlyDSL files "
                             "(never into assembly), then check them again and report what is left."),
    fix_budget: Optional[float] = typer.Option(None, "--fix-budget", min=0,
                                               help="CPU seconds the fix search (and the SS4xx analysis) may spend per file "
                                                    "(0: no limit) \\[default: 10, or as long as the file's "
                                                    "check took when that is more, at most 60]."),
    verbose: bool = typer.Option(False, "--verbose", "-v",
                                 help="Text report: list every pair of ops of each finding with its own lines, "
                                      "waves and witness."),
) -> None:
    """Check kernel files, or every kernel file under folders, for LDS synchronization hazards."""
    opts = SimpleNamespace(**locals())
    err = _console(stderr=True)
    _tolerate_any_file_name()
    try:
        _check(opts, err)
    except typer.Exit:
        raise
    except InputError as exc:
        raise _fail(str(exc))
    except Exception as exc:  # a bug of ours outside any one file (reporters, baselines, the walk)
        import traceback

        _internal(err, internal_message(None, exc), traceback.format_exc() if debug else None)
        raise typer.Exit(EXIT_INTERNAL)


def _check(o: SimpleNamespace, err) -> None:
    """`check` with its options `o` (the command's parameters by name)."""
    from syncsan import walk
    from syncsan.config import CommandLine, resolve

    cli = CommandLine(
        paths=tuple(o.paths or ()), config=o.config, include=tuple(o.include), exclude=tuple(o.exclude),
        target=o.target, retire=o.retire.value if o.retire else None,
        select=tuple(o.select) if o.select is not None else None,
        ignore=tuple(o.ignore) if o.ignore is not None else None,
        fail_on=o.fail_on.value if o.fail_on else None, baseline=o.baseline, jobs=o.jobs, waves=o.waves,
        kernel=o.kernel, params=tuple(o.param), kernargs=tuple(o.kernarg), prove=o.prove,
        solver_timeout=o.solver_timeout, unknown=o.unknown.value if o.unknown else None, timeout=o.timeout,
        stdin_filename=o.stdin_filename, defines=tuple(o.define))
    if o.fix_budget is not None and not math.isfinite(o.fix_budget):
        raise InputError(f"--fix-budget must be a finite number of CPU seconds >= 0 (0: no limit), got {o.fix_budget}")
    # JSON and SARIF search fixes by default for the findings that fail the check; asked for
    # (--fix-suggestions, --fix), for every finding
    implied = not o.fix and o.fix_suggestions is None and o.output_format in (OutputFormat.json, OutputFormat.sarif)
    want_fixes = o.fix or bool(o.fix_suggestions) or implied
    settings = replace(resolve(cli), fixes=want_fixes, fix_budget=o.fix_budget, fix_failing_only=implied)
    # what is written at the end must be writable before any work starts
    for flag, out in (("--timeline", o.timeline), ("--write-baseline", o.write_baseline)):
        if out is not None:
            _check_output(flag, out)
    base = None
    if settings.baseline is not None and not o.write_baseline:
        from syncsan import baseline as baselines

        base = baselines.load(settings.baseline)
    notes: list[str] = []
    files = walk.collect(settings, notes)
    show = err.is_terminal if o.progress is None else o.progress
    run = walk.run_with_progress(settings, files, o.jobs, err if show else None)
    run.notes[:0] = notes
    for note in run.notes:
        err.print(f"syncsan: note: {note}", markup=False, highlight=False)
    for message in run.errors:
        err.print(message, markup=False, highlight=False)
    if o.debug:
        for tb in run.tracebacks:
            err.print(tb.rstrip(), markup=False, highlight=False)
    if o.write_baseline:
        from syncsan import baseline as baselines

        try:
            n = baselines.write(Path(o.write_baseline), run.findings)
        except OSError as exc:
            raise InputError(f"--write-baseline {o.write_baseline}: cannot write it: {exc.strerror or exc}") from None
        err.print(f"syncsan: wrote {n} finding(s) to the baseline {o.write_baseline}", markup=False)
        raise typer.Exit(run.error_status or EXIT_CLEAN)
    if base is not None:
        new, known = base.split(run.findings)
        run.findings, run.baselined = list(new), list(known)
        if base.note:
            err.print(f"syncsan: note: {base.note}", markup=False)
    if o.fix:
        run = _apply_fixes(settings, run, err, o.jobs, show)
    status = run.status(settings.fail_on, settings.unknown)
    if o.output_format is OutputFormat.json:
        from syncsan.reporters import json as json_reporter

        typer.echo(json_reporter.render(run.reports, run.findings, status, errors=run.failures))
    elif o.output_format is OutputFormat.sarif:
        from syncsan.reporters import sarif

        typer.echo(sarif.render(run.reports, run.findings, status, suppressed=run.suppressed,
                                baselined=run.baselined, baseline_path=settings.baseline, errors=run.errors))
    elif o.output_format is OutputFormat.github:
        from syncsan.reporters import github

        out = github.render(run.findings, run.errors)
        if out:
            typer.echo(out)
    else:
        from syncsan.reporters import text

        if run.reports or run.findings or not run.errors:  # every file bad: the errors said it all
            text.render(_console(), run.reports, run.findings, verbose=o.verbose)
        if run.suppressed or run.baselined:
            _console().print(f"syncsan: {len(run.suppressed)} finding(s) suppressed inline, "
                             f"{len(run.baselined)} in the baseline (not counted)", markup=False)
    if o.timeline:
        from syncsan.reporters import timeline as timeline_reporter

        try:
            timeline_reporter.write(o.timeline, run.findings)
        except OSError as exc:
            raise InputError(f"--timeline {o.timeline}: cannot write it: {exc.strerror or exc}") from None
    raise typer.Exit(status)


def _check_output(flag: str, out: str) -> None:
    """An output file must be nameable, a regular file if it exists, and in a folder that exists
    or can be made (checked before any file is checked, so that no work is lost at the end)."""
    if not out.strip():
        raise InputError(f"{flag} needs a file name, got {out!r}")
    p = Path(out)
    if os.path.lexists(p):
        if p.is_dir():
            raise InputError(f"{flag} {out}: is a folder; name a file")
        if not p.is_file():
            from syncsan.sources import kind

            raise InputError(f"{flag} {out}: not a regular file ({kind(p) or 'not a regular file'})")
        if not os.access(p, os.W_OK):
            raise InputError(f"{flag} {out}: not writable")
        return
    parent = p.parent
    while not parent.exists():
        if os.path.lexists(parent):  # a broken link or a loop on the way
            raise InputError(f"{flag} {out}: {parent} is a broken symbolic link")
        parent = parent.parent
    if not parent.is_dir():
        raise InputError(f"{flag} {out}: {parent} is not a folder")
    if not os.access(parent, os.W_OK | os.X_OK):
        raise InputError(f"{flag} {out}: cannot create files in {parent}")


def _internal(err: Console, message: str, tb: str | None) -> None:
    err.print(message, markup=False, highlight=False)
    if tb:
        err.print(tb.rstrip(), markup=False, highlight=False)


def _tolerate_any_file_name() -> None:
    """File names that are not valid UTF-8 (kept as surrogates by Python) are written back as
    their bytes instead of failing the output."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            try:
                reconfigure(errors="surrogateescape")
            except (ValueError, OSError, TypeError):
                pass
def _apply_fixes(settings, run, err, jobs, show):
    """Write the fixes of every finding into the files that take them, then check those files
    again; the run to report (the other files' results as they were)."""
    from syncsan import walk
    from syncsan.fixes import write_fixes

    from syncsan import sources

    per_file: dict[str, list] = {}
    for f in run.findings:
        for fx in f.fixes:
            if fx.edits:
                per_file.setdefault(fx.file, []).append(fx)
    for file in [f for f in per_file if sources.from_stdin(f)]:  # never a file of that name
        del per_file[file]
        err.print(f"syncsan: --fix: {file} is standard input: its fixes are in the report, not written",
                  markup=False)
    if not per_file:
        err.print("syncsan: --fix: no fix to write", markup=False)
        return run
    total = 0
    for file, fixes in list(per_file.items()):
        try:
            total += write_fixes(file, fixes)
        except (OSError, UnicodeError) as exc:  # the file cannot be written (or changed meanwhile)
            del per_file[file]
            message = f"error: --fix: cannot write {file}: {getattr(exc, 'strerror', None) or exc}"
            err.print(message, markup=False, highlight=False)
            run.add_error(file, EXIT_INPUT, message)
    if not per_file:
        return run
    err.print(f"syncsan: wrote {total} fix(es) to {len(per_file)} file(s); checking them again", markup=False)
    again = walk.run_with_progress(settings, [Path(f) for f in per_file], jobs, err if show else None)
    for message in again.errors:
        err.print(message, markup=False, highlight=False)
    fixed = set(per_file)
    run.reports = [r for r in run.reports if r.file not in fixed] + again.reports
    run.findings = [f for f in run.findings if f.loc.file not in fixed] + again.findings
    run.suppressed = [s for s in run.suppressed if s[0].loc.file not in fixed] + again.suppressed
    run.errors = run.errors + again.errors
    run.failures = run.failures + again.failures
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
    except Exception as exc:  # a bug of ours outside `check`, which reports its own
        print(internal_message(None, exc), file=sys.stderr)
        if "--debug" in sys.argv:
            import traceback

            traceback.print_exc()
        sys.exit(EXIT_INTERNAL)
