"""The `syncsan` command line: check files, list and explain rules. Exit 0 clean, 1 findings, 2 bad input."""

from __future__ import annotations

import os
import sys
from enum import Enum
from typing import List, Optional

import typer
from rich.console import Console

from syncsan import __version__
from syncsan.analysis import check_program, filter_findings, parse_param_value
from syncsan.errors import InputError
from syncsan.findings import SEVERITY_RANK
from syncsan.prover import needs_proof, prove_program
from syncsan.rules import all_rules

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


class Retire(str, Enum):
    in_order = "in-order"
    conservative = "conservative"


class FailOn(str, Enum):
    error = "error"
    warning = "warning"


class UnknownPolicy(str, Enum):
    fail = "fail"
    pass_ = "pass"


def _console(stderr: bool = False) -> Console:
    width = None if sys.stdout.isatty() else int(os.environ.get("COLUMNS", "120"))
    return Console(stderr=stderr, width=width, highlight=False, soft_wrap=True)


def _fail(message: str) -> typer.Exit:
    print(message, file=sys.stderr)
    return typer.Exit(EXIT_INPUT)


def _parse_params(items: list[str]) -> dict[str, tuple]:
    out = {}
    for item in items:
        if "=" not in item:
            raise _fail(f"error: --param takes NAME=VALUE or NAME=LO..HI, got {item!r}")
        name, value = item.split("=", 1)
        try:
            out[name.strip()] = parse_param_value(value)
        except ValueError as exc:
            raise _fail(f"error: --param {name}: {exc}")
    return out


def _codes(values: list[str] | None) -> set[str] | None:
    if not values:
        return None
    codes = {c.strip().upper() for v in values for c in v.split(",") if c.strip()}
    known = set(all_rules())
    unknown = {c for c in codes if not any(k.startswith(c) for k in known)}
    if unknown:
        raise _fail(f"error: unknown rule code(s): {', '.join(sorted(unknown))}")
    return {k for k in known if any(k.startswith(c) for c in codes)}


@app.command()
def check(
    files: List[str] = typer.Argument(..., help="Kernel files to check (.sched schedules, .py FlyDSL kernels, AMDGPU assembly: .s and objdump listings)."),
    param: List[str] = typer.Option([], "--param", "-p", help="NAME=VALUE, NAME=LO..HI or NAME=A,B,C; repeatable."),
    retire: Retire = typer.Option(Retire.in_order, "--retire", help="Retirement model for vmcnt/lgkmcnt waits."),
    output_format: OutputFormat = typer.Option(OutputFormat.text, "--format", "--output-format", help="Report format."),
    fail_on: FailOn = typer.Option(FailOn.error, "--fail-on", help="Lowest severity that makes the exit status 1."),
    select: Optional[List[str]] = typer.Option(None, "--select", help="Only these rule codes (prefixes allowed)."),
    ignore: Optional[List[str]] = typer.Option(None, "--ignore", help="Skip these rule codes (prefixes allowed)."),
    kernel: Optional[str] = typer.Option(None, "--kernel", help="Check only this kernel of a multi-kernel file."),
    target: Optional[str] = typer.Option(None, "--target", help="Override the file's target (gfx942, gfx950)."),
    waves: Optional[int] = typer.Option(None, "--waves", help="Waves per workgroup when the file does not say."),
    kernarg: List[str] = typer.Option([], "--kernarg", help="Kernel argument NAME=VALUE or NAME=LO..HI; repeatable."),
    prove: Optional[bool] = typer.Option(
        None, "--prove/--no-prove",
        help="Decide every rule for all parameter values in range with Z3 (default: when a parameter "
             "is unbounded and no finite --param range is given for it)."),
    solver_timeout: float = typer.Option(10.0, "--solver-timeout", min=0.001,
                                         help="Time limit per solver query, in seconds."),
    unknown: UnknownPolicy = typer.Option(UnknownPolicy.fail, "--unknown",
                                          help="Whether an undecided rule (solver limit) fails the check."),
) -> None:
    """Check kernel files for LDS synchronization hazards."""
    from syncsan.frontends import FrontendOptions, load_programs

    overrides = _parse_params(param)
    options = FrontendOptions(kernel, target, waves, _parse_params(kernarg), overrides)
    selected, ignored = _codes(select), _codes(ignore) or set()
    reports, findings = [], []
    threshold = SEVERITY_RANK[fail_on.value]
    undecided = False
    try:
        for file in files:
            for program in load_programs(file, options):
                if prove if prove is not None else needs_proof(program, overrides):
                    rules = {c for c in all_rules() if (selected is None or c in selected) and c not in ignored}
                    report = prove_program(program, overrides, retire.value, rules, solver_timeout)
                    proof = report.extra["proof"]
                    proof.unknown_policy = unknown.value
                    undecided |= any(r.verdict == "unknown" and
                                     SEVERITY_RANK[all_rules()[r.rule].severity] >= threshold
                                     for r in proof.rules)
                else:
                    report = check_program(program, overrides, retire.value, selected)
                reports.append(report)
                findings.extend(filter_findings(report.findings, selected, ignored))
    except InputError as exc:
        raise _fail(str(exc))
    failing = any(SEVERITY_RANK[f.severity] >= threshold for f in findings)
    if undecided and unknown is UnknownPolicy.fail:
        failing = True
    status = EXIT_FINDINGS if failing else EXIT_CLEAN
    if output_format is OutputFormat.json:
        from syncsan.reporters import json as json_reporter

        typer.echo(json_reporter.render(reports, findings, status))
    else:
        from syncsan.reporters import text

        text.render(_console(), reports, findings)
    raise typer.Exit(status)


@app.command("rules")
def list_rules() -> None:
    """List every rule with its severity and title."""
    console = _console()
    for info in all_rules().values():
        typer.echo(f"{info.code}  {info.severity:<8} {info.name:<40} {info.title}")


@app.command("rule")
def explain_rule(code: str = typer.Argument(..., help="A rule code such as SS101.")) -> None:
    """Explain one rule: what it means, a bad and a good schedule, and the fix."""
    info = all_rules().get(code.upper())
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
