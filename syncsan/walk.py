"""Checking a repository: find the kernel files under the given paths and check them in parallel.

Owns the walk (file kinds from the frontend registry, include/exclude globs), the per-file work
(load, sweep, select/ignore, inline suppressions; run in worker processes since it is CPU-bound
Python) and the merge into one `CheckRun` in a stable order, independent of the job count.
"""

from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable, Sequence

from syncsan import suppress
from syncsan.analysis import FileReport, check_program, filter_findings, needs_proof, sort_key
from syncsan.checks.grouping import group_findings
from syncsan.config import Settings, matches
from syncsan.errors import InputError
from syncsan.fingerprint import with_fingerprints
from syncsan.findings import SEVERITY_RANK, Finding
from syncsan.frontends import frontend_for, load_programs, walkable_suffixes
from syncsan.rules import active_rules, all_rules

#: folders never worth walking into
SKIP_DIRS = {".git", ".hg", ".svn", ".venv", "venv", "node_modules", "__pycache__", ".tox", ".nox",
             ".mypy_cache", ".pytest_cache", ".ruff_cache", "build", "dist", ".eggs"}


@dataclass(frozen=True)
class FileResult:
    file: str
    reports: tuple[FileReport, ...] = ()
    findings: tuple[Finding, ...] = ()  # selected, not suppressed (SS001/SS002 included)
    suppressed: tuple[tuple[Finding, suppress.Suppression], ...] = ()
    params_used: frozenset[str] = frozenset()  # parameter names some program of the file declares
    error: str | None = None
    undecided: bool = False  # the prover left a rule at or above --fail-on "unknown"


@dataclass
class CheckRun:
    files: list[str]
    reports: list[FileReport] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)  # what the exit status depends on
    suppressed: list[tuple[Finding, suppress.Suppression]] = field(default_factory=list)
    baselined: list[Finding] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    undecided: bool = False

    def status(self, fail_on: str, unknown: str = "fail") -> int:
        if self.errors:
            return 2
        threshold = SEVERITY_RANK[fail_on]
        failing = any(SEVERITY_RANK[f.severity] >= threshold for f in self.findings)
        return 1 if failing or (self.undecided and unknown == "fail") else 0


# -- the walk ----------------------------------------------------------------------------------

def collect(settings: Settings) -> list[Path]:
    """Kernel files under `settings.paths`, sorted. A file named explicitly is always checked; a
    file found in a folder must have a walkable suffix, match an include glob (if any), match no
    exclude glob, and be wanted by its frontend (FlyDSL `.py` files, say)."""
    out: dict[str, Path] = {}
    suffixes = walkable_suffixes()
    for raw in settings.paths:
        p = Path(raw)
        if not p.exists():
            raise InputError(f"{raw}: no such file or folder")
        if p.is_file():
            out[str(p)] = p
            continue
        for dirpath, dirnames, filenames in os.walk(p):
            here = Path(dirpath)
            keep = []
            for d in sorted(dirnames):
                sub = here / d
                if d in SKIP_DIRS or d.startswith(".") or _excluded(settings, sub):
                    continue
                keep.append(d)
            dirnames[:] = keep
            for name in sorted(filenames):
                f = here / name
                if f.suffix not in suffixes or _excluded(settings, f):
                    continue
                if settings.include and not any(matches(settings.relative(f), g) for g in settings.include):
                    continue
                if not _wanted(f):
                    continue
                out[str(f)] = f
    return [out[k] for k in sorted(out)]


def _excluded(settings: Settings, path: Path) -> bool:
    rel = settings.relative(path)
    return any(matches(rel, g) for g in settings.exclude)


def _wanted(path: Path) -> bool:
    fe = frontend_for(path)
    if fe is None or fe.sniff is None:
        return fe is not None
    try:
        return fe.wants(path.read_text(encoding="utf-8", errors="replace"))
    except OSError:
        return False


# -- one file ----------------------------------------------------------------------------------

def check_file(path: str, settings: Settings, jobs: int = 1) -> FileResult:
    """Load, check and suppress one file (runs in a worker process). A file that builds several
    programs (FlyDSL constexpr combinations) checks them in up to `jobs` forked processes."""
    fs = settings.for_file(Path(path))
    try:
        programs = load_programs(path, fs.options)
        declared: set[str] = set()
        for program in programs:
            names = _declared(program)
            missing = fs.strict_params - names
            if missing:
                raise InputError(f"{path}: the configuration sets parameter(s) {', '.join(sorted(missing))} "
                                 f"that it does not declare (it has: {', '.join(sorted(names)) or 'none'})")
            declared |= names
        reports, found, undecided = [], [], False
        checked = _check_programs(programs, fs, settings, jobs)
        for report, kept, und in checked:
            reports.append(report)
            found.extend(kept)
            undecided |= und
        # programs of one file (constexpr combinations) share source sites: one pair per site
        # pair, from the first program that has it, grouped again by gap across the programs
        findings = list(group_findings(found))
        plans = None
        if settings.fixes or _oversync_selected(settings):
            plans = [_plan(program, fs, settings, report, kept) for program, (report, kept, _) in zip(programs, checked)]
        if plans is not None and _oversync_selected(settings):
            from syncsan.fixes.oversync import oversync_findings

            extra, notes = oversync_findings(path, plans, fs.options, settings.select, settings.ignore,
                                             _budget(settings))
            seen = {f.key() for f in findings}
            findings.extend(f for f in extra if f.key() not in seen)
            if notes:
                reports[0] = replace(reports[0], notes=reports[0].notes + tuple(notes))
        text = Path(path).read_text(encoding="utf-8", errors="replace")
    except InputError as exc:
        return FileResult(path, error=str(exc))
    outcome = suppress.apply(path, text, findings, settings.select, settings.ignore)
    kept = sorted(with_fingerprints((*outcome.kept, *outcome.problems)), key=sort_key)
    hidden = tuple(zip(with_fingerprints(f for f, _ in outcome.suppressed), (s for _, s in outcome.suppressed)))
    if plans is not None and settings.fixes:
        from syncsan.fixes import attach, suggest
        from syncsan.frontends import editor_for

        try:
            fixed = suggest(path, plans, kept, editor_for(path, fs.options), _budget(settings))
        except InputError as exc:
            return FileResult(path, error=str(exc))
        kept = attach(kept, fixed)
        if fixed.notes:
            reports[0] = replace(reports[0], notes=reports[0].notes + tuple(fixed.notes))
    return FileResult(path, tuple(reports), tuple(kept), hidden, frozenset(declared), undecided=undecided)


def _budget(settings: Settings) -> float | None:
    """CPU seconds per file for the fix search and the SS4xx analysis (None: no limit)."""
    from syncsan.fixes import DEFAULT_BUDGET

    budget = DEFAULT_BUDGET if settings.fix_budget is None else settings.fix_budget
    return budget if budget > 0 else None


def _oversync_selected(settings: Settings) -> bool:
    return any(c.startswith("SS4") for c in active_rules(settings.select)) and \
        not all(c in settings.ignore for c in active_rules(settings.select) if c.startswith("SS4"))


def _plan(program, fs, settings: Settings, report: FileReport, kept):
    """How a program was checked, for the fix search to check edits the same way."""
    from syncsan.fixes import Plan

    names = _declared(program)
    overrides = {n: v for n, v in fs.params.items() if n in names}
    proved = "proof" in report.extra
    return Plan(program, overrides, proved, fs.retire, frozenset(_checked_rules(settings)),
                settings.solver_timeout or 10.0, tuple(report.findings))


def _declared(program) -> set[str]:
    """Parameter names a program declares, those its frontend consumed included."""
    return {p.name for p in program.params} | set(getattr(program, "fixed", ()))


def _check_program(program, fs, settings: Settings) -> tuple[FileReport, list[Finding], bool]:
    """Prove or sweep one program: its report, its selected findings, and whether the prover left
    a rule at or above --fail-on undecided."""
    names = _declared(program)
    overrides = {n: v for n, v in fs.params.items() if n in names}
    rules = _checked_rules(settings)
    selected = {c for c in active_rules(settings.select) if c not in settings.ignore}
    undecided = False
    if settings.prove if settings.prove is not None else needs_proof(program, overrides):
        from syncsan.prover import prove_program  # imports the solver: only when a proof runs

        report = prove_program(program, overrides, fs.retire, rules, settings.solver_timeout or 10.0)
        proof = report.extra["proof"]
        proof.unknown_policy = settings.unknown
        rule_unknown = [r for r in proof.rules if r.verdict == "unknown" and r.rule in selected]
        undecided = any(SEVERITY_RANK[all_rules()[r.rule].severity] >= SEVERITY_RANK[settings.fail_on]
                        for r in rule_unknown) or \
            (proof.verdict == "unknown" and not rule_unknown)  # input checks or replays undecided
    else:
        report = check_program(program, overrides, fs.retire, rules)
    return report, filter_findings(report.findings, settings.select, set(settings.ignore)), undecided


def _checked_rules(settings: Settings) -> set[str]:
    """The trace rules a program is checked for: those selected and not ignored; when an
    over-synchronisation rule (SS4xx) is selected, every rule on by default as well, since
    SS4xx asks whether an edit leaves every rule's findings as they are."""
    rules = {c for c in active_rules(settings.select) if c not in settings.ignore}
    if _oversync_selected(settings):
        rules |= set(active_rules(None))
    return {c for c in rules if not c.startswith("SS4")}


_FORKED: tuple | None = None  # (programs, file settings, settings) inherited by forked workers


def _check_forked(index: int):
    assert _FORKED is not None
    programs, fs, settings = _FORKED
    return _check_program(programs[index], fs, settings)


def _check_programs(programs, fs, settings: Settings, jobs: int) -> list:
    """Each program's (report, findings, undecided), in program order. With jobs > 1 and fork
    available, the programs run in forked processes that inherit them (no reload, no pickling of
    the IR); results come back in order."""
    global _FORKED
    if jobs <= 1 or len(programs) <= 1 or "fork" not in multiprocessing.get_all_start_methods():
        return [_check_program(p, fs, settings) for p in programs]
    _FORKED = (programs, fs, settings)
    try:
        with ProcessPoolExecutor(max_workers=min(jobs, len(programs)),
                                 mp_context=multiprocessing.get_context("fork")) as pool:
            return list(pool.map(_check_forked, range(len(programs))))
    finally:
        _FORKED = None


_WORKER_SETTINGS: Settings | None = None


def _init_worker(settings: Settings) -> None:
    global _WORKER_SETTINGS
    _WORKER_SETTINGS = settings


def _check_chunk(names: list[str]) -> list[FileResult]:
    assert _WORKER_SETTINGS is not None
    return [check_file(name, _WORKER_SETTINGS) for name in names]


# -- many files --------------------------------------------------------------------------------

def default_jobs() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


def run(settings: Settings, files: Sequence[Path], jobs: int | None = None,
        progress: Callable[[str | None], None] | None = None) -> CheckRun:
    """Check the files (in `jobs` processes) and merge the results in file order. `progress` is
    called with each finished file, and with None while workers are busy."""
    names = [str(f) for f in files]
    jobs = max(1, jobs or settings.jobs or default_jobs())
    results: dict[str, FileResult] = {}
    if jobs == 1 or len(names) <= 1:
        for name in names:
            results[name] = check_file(name, settings, jobs if len(names) == 1 else 1)
            if progress:
                progress(name)
    else:
        # a few files per task: fewer round trips than one task per file, and still enough tasks
        # for the workers to balance uneven files and for the progress bar to move
        size = max(1, min(4, len(names) // (jobs * 8)))
        chunks = [names[i:i + size] for i in range(0, len(names), size)]
        context = multiprocessing.get_context("fork") if "fork" in multiprocessing.get_all_start_methods() else None
        with ProcessPoolExecutor(max_workers=min(jobs, len(chunks)), mp_context=context,
                                 initializer=_init_worker, initargs=(settings,)) as pool:
            pending = {pool.submit(_check_chunk, chunk) for chunk in chunks}
            while pending:
                done, pending = wait(pending, timeout=0.25, return_when=FIRST_COMPLETED)
                if not done and progress:
                    progress(None)  # nothing finished: let the bar's clock move
                for fut in done:
                    for result in fut.result():
                        results[result.file] = result
                        if progress:
                            progress(result.file)
    out = CheckRun(files=names)
    used: set[str] = set()
    for name in names:
        r = results[name]
        if r.error:
            out.errors.append(r.error)
            continue
        out.reports.extend(r.reports)
        out.findings.extend(r.findings)
        out.suppressed.extend(r.suppressed)
        out.undecided |= r.undecided
        used |= r.params_used
    # a parameter that no checked kernel declares is almost surely a typo
    unused = sorted(settings.required_params - used) if names and not out.errors else []
    if unused:
        if len(names) == 1:
            declared = ", ".join(sorted(results[names[0]].params_used)) or "none"
            message = f"{names[0]} has no parameter {unused[0]!r} (it has: {declared})"
        else:
            message = f"none of the {len(names)} checked files has parameter(s) {', '.join(map(repr, unused))}"
        out.errors.append(str(InputError(message + " (from --param)")))
    out.findings.sort(key=sort_key)
    return out


def run_with_progress(settings: Settings, files: Sequence[Path], jobs: int | None, console=None) -> CheckRun:
    """`run`, with a rich progress bar on `console` (a terminal) when given."""
    if console is None or not files:
        return run(settings, files, jobs)
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    columns = (TextColumn("syncsan"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
               TextColumn("{task.description}", style="dim"))
    # no refresh thread (auto_refresh=False): worker processes are forked while the bar is shown
    with Progress(*columns, console=console, transient=True, auto_refresh=False) as bar:
        task = bar.add_task("", total=len(files))

        def advance(name: str | None) -> None:
            if name is not None:
                bar.update(task, advance=1, description=Path(name).name)
            bar.refresh()

        return run(settings, files, jobs, progress=advance)
