"""The `syncsan` command line: check files, list and explain rules.

Exit status: 0 clean, 1 findings, 2 bad input or usage, 3 internal error (a bug of ours); a run
exits with the worst status it met.
"""

from __future__ import annotations

import sys
from types import SimpleNamespace
from typing import List, Optional

import typer

from syncsan import __version__, command
from syncsan.command import FailOn, OutputFormat, Retire, UnknownPolicy, usage_error
from syncsan.errors import EXIT_CLEAN, EXIT_FINDINGS, EXIT_INPUT, EXIT_INTERNAL, exit_internal
from syncsan.reporters.plain import console as _console

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
        help="Time limit for the whole check of one file (reading, sweep, proofs, emulation, SS4xx, fix "
             "search), in wall-clock seconds (CPU limits such as --solver-timeout are cut to it); rules not "
             "decided by then are unknown (see --unknown); 0: no limit \\[default: 600]."),
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
    try:
        command.check(opts)
    except command.Exit as exc:
        raise typer.Exit(exc.exit_code)


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
        raise typer.Exit(usage_error(f"error: unknown rule {code!r}; `syncsan rules` lists them").exit_code)
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
        exit_internal(exc)
