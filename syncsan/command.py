"""What `syncsan check` does with its options, without the command-line library.

`syncsan.cli` declares the command line (typer: parsing, help, usage errors) and calls `check`
here; the console script (`syncsan.entry`) calls it directly for a command line that
`syncsan.argv` parses exactly as typer does, so that a check loads neither typer nor, when
its output is not a terminal, rich (`syncsan.reporters.plain`).
"""

from __future__ import annotations

import codecs
import math
import os
import re
import sys
from dataclasses import replace
from enum import Enum
from pathlib import Path
from types import SimpleNamespace

from syncsan.errors import EXIT_CLEAN, EXIT_INPUT, EXIT_INTERNAL, InputError, internal_message
from syncsan.reporters.plain import console as _console


class Exit(Exception):
    """End the command with an exit status (typer.Exit outside typer)."""

    def __init__(self, code: int = 0) -> None:
        super().__init__(code)
        self.exit_code = code


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




_ANSI = re.compile(r"\033\[[;?0-9]*[a-zA-Z]")


def echo(message: str) -> None:
    """typer.echo(message): the message and a newline on stdout, flushed, ANSI codes removed
    when stdout is not a terminal. An ASCII-encoded or text-only stdout, which typer's echo
    re-wraps, goes through typer's own."""
    out = sys.stdout
    try:
        encoding = codecs.lookup(getattr(out, "encoding", None) or "ascii").name
    except LookupError:
        encoding = ""
    if out is None or encoding == "ascii" or getattr(out, "buffer", None) is None:
        import typer

        typer.echo(message)
        return
    text = message + "\n"
    try:
        tty = out.isatty()
    except Exception:
        tty = False
    if not tty and out.__class__.__module__.split(".")[0] != "ipykernel":
        text = _ANSI.sub("", text)
    out.write(text)
    out.flush()


def usage_error(message: str) -> Exit:
    """Print a usage error to stderr; the `Exit` (status 2) to raise."""
    print(message, file=sys.stderr)
    return Exit(EXIT_INPUT)


def check(opts: SimpleNamespace) -> None:
    """`syncsan check` with its options by name (the parameters of `syncsan.cli.check`); ends
    with `Exit`."""
    debug = opts.debug
    err = _console(stderr=True, progress=bool(opts.progress))
    _tolerate_any_file_name()
    try:
        _check(opts, err)
    except Exit:
        raise
    except InputError as exc:
        raise usage_error(str(exc))
    except Exception as exc:  # a bug of ours outside any one file (reporters, baselines, the walk)
        import traceback

        _internal(err, internal_message(None, exc), traceback.format_exc() if debug else None)
        raise Exit(EXIT_INTERNAL)



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
    run = walk.run_with_progress(settings, files, o.jobs, err.rich if show else None)
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
        raise Exit(run.error_status or EXIT_CLEAN)
    if base is not None:
        new, known = base.split(run.findings)
        run.findings, run.baselined = list(new), list(known)
        if base.note:
            err.print(f"syncsan: note: {base.note}", markup=False)
    if o.fix:
        run = _apply_fixes(settings, run, err, o.jobs, show)
    status = run.status(settings.fail_on, settings.unknown)
    if o.output_format is not OutputFormat.text:
        out = render(o.output_format, run, settings, status)
        if out:
            echo(out)
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
    raise Exit(status)


def render(fmt: OutputFormat, run, settings, status: int) -> str:
    """The report of a finished check `run` in a machine format (json, sarif or github), as
    `check --format FMT` prints it; empty when there is nothing to print (github, clean)."""
    if fmt is OutputFormat.json:
        from syncsan.reporters import json as json_reporter

        return json_reporter.render(run.reports, run.findings, status, errors=run.failures)
    if fmt is OutputFormat.sarif:
        from syncsan.reporters import sarif

        return sarif.render(run.reports, run.findings, status, suppressed=run.suppressed,
                            baselined=run.baselined, baseline_path=settings.baseline, errors=run.errors)
    if fmt is OutputFormat.github:
        from syncsan.reporters import github

        return github.render(run.findings, run.errors)
    raise ValueError(f"not a machine format: {fmt}")


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


def _internal(err, message: str, tb: str | None) -> None:
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
    again = walk.run_with_progress(settings, [Path(f) for f in per_file], jobs, err.rich if show else None)
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
