"""Checking a repository: find the kernel files under the given paths and check them in parallel.

Owns the walk (file kinds from the frontend registry, include/exclude globs; only regular files,
never a FIFO, device or link loop), the per-file work (load, sweep, select/ignore, inline
suppressions; run in worker processes since it is CPU-bound Python) and the merge into one
`CheckRun` in a stable order, independent of the job count.

It is also the one place that turns what goes wrong while checking a file into that file's exit
status: an `InputError` is bad input (2), any other exception a bug of ours (3), a worker process
that dies costs only its file (3), and the file's time limit (`budget`) makes every rule not
decided by then `unknown`. One file's failure never costs another file its report.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import os
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable, Sequence

from syncsan import budget, sources, suppress
from syncsan.analysis import FileReport, check_program, filter_findings, needs_proof, sort_key
from syncsan.budget import CheckTimeout
from syncsan.checks.grouping import group_findings
from syncsan.config import OPTION_FLAGS, Settings, matches
from syncsan.errors import EXIT_INPUT, EXIT_INTERNAL, InputError, internal_message
from syncsan.fingerprint import with_fingerprints
from syncsan.findings import SEVERITY_RANK, Finding
from syncsan.frontends import FRONTENDS, frontend_for, frontend_of, load_programs, walkable_suffixes
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
    #: parameter names some program of the file declares (None: not known, the time limit ran out
    #: before the file was read)
    params_used: frozenset[str] | None = frozenset()
    defines_used: frozenset[str] = frozenset()  # --define names that overrode a constant of the file
    error: str | None = None
    status: int = 0  # of the error: 2 bad input, 3 internal error
    traceback: str | None = None  # of an internal error (shown with --debug)
    undecided: bool = False  # the prover left a rule at or above --fail-on "unknown"
    kind: str | None = None  # the frontend that read it (schedule | flydsl | assembly)


@dataclass(frozen=True)
class FileError:
    """A file that could not be checked: its exit status (2 or 3) and the one-line message."""

    file: str
    status: int
    message: str


@dataclass
class CheckRun:
    files: list[str]
    reports: list[FileReport] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)  # what the exit status depends on
    suppressed: list[tuple[Finding, suppress.Suppression]] = field(default_factory=list)
    baselined: list[Finding] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)  # one line each, as printed
    failures: list[FileError] = field(default_factory=list)  # the errors with their file and status
    tracebacks: list[str] = field(default_factory=list)  # of internal errors, for --debug
    notes: list[str] = field(default_factory=list)  # files skipped by the walk, options not used
    undecided: bool = False

    def add_error(self, file: str | None, status: int, message: str) -> None:
        self.errors.append(message)
        self.failures.append(FileError(file or "", status, message))

    @property
    def error_status(self) -> int:
        """The worst status of the errors (0 when there are none)."""
        return max((e.status for e in self.failures), default=EXIT_INPUT if self.errors else 0)

    def status(self, fail_on: str, unknown: str = "fail") -> int:
        """The worst of the run: 3 internal error > 2 bad input > 1 findings (or an undecided
        rule with --unknown=fail) > 0 clean."""
        threshold = SEVERITY_RANK[fail_on]
        failing = any(SEVERITY_RANK[f.severity] >= threshold for f in self.findings)
        found = 1 if failing or (self.undecided and unknown == "fail") else 0
        return max(self.error_status, found)


# -- the walk ----------------------------------------------------------------------------------

def collect(settings: Settings, notes: list[str] | None = None) -> list[Path]:
    """Kernel files under `settings.paths`, sorted. A file named explicitly is always checked (it
    must be a regular file; `-` and `/dev/stdin` are standard input); a file found in a folder
    must have a walkable suffix, be a regular file (FIFOs, devices and link loops are skipped
    with a note), match an include glob (if any), match no exclude glob, and be wanted by its
    frontend (FlyDSL `.py` files, say)."""
    out: dict[str, Path] = {}
    suffixes = walkable_suffixes()
    notes = notes if notes is not None else []
    for raw in settings.paths:
        if sources.is_stdin(raw):
            name = sources.provide_stdin(settings.stdin_filename)
            out[name] = Path(name)
            continue
        what = sources.kind(raw)
        if what == "missing":
            raise InputError(f"{raw}: no such file or folder")
        if what is not None:
            hint = ("; to check a pipe or standard input, pass `-` and name it with --stdin-filename NAME"
                    if what in ("a FIFO", "a character device", "a socket") else "")
            raise InputError(f"{raw}: not a regular file or folder ({what}){hint}")
        p = Path(raw)
        if not p.is_dir():
            out[str(p)] = p
            continue
        if not os.access(p, os.R_OK | os.X_OK):
            raise InputError(f"{raw}: cannot read the folder (permission denied)")
        before = len(out)

        def unreadable(exc: OSError) -> None:
            notes.append(f"skipped {exc.filename}: cannot read the folder ({exc.strerror or exc})")

        for dirpath, dirnames, filenames in os.walk(p, onerror=unreadable):
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
                if f.suffix not in suffixes:
                    continue
                what = sources.kind(f)
                if what is not None:
                    notes.append(f"skipped {f}: {what}" + (", not a regular file" if what.startswith("a ") else ""))
                    continue
                if _excluded(settings, f):
                    continue
                if settings.include and not any(matches(settings.relative(f), g) for g in settings.include):
                    continue
                if not _wanted(f):
                    continue
                out[str(f)] = f
        if len(out) == before:
            notes.append(f"no kernel file found under {raw} (walked: {', '.join(suffixes)})")
    return [out[k] for k in sorted(out)]


def _excluded(settings: Settings, path: Path) -> bool:
    rel = settings.relative(path)
    return any(matches(rel, g) for g in settings.exclude)


def _wanted(path: Path) -> bool:
    fe = frontend_for(path)
    if fe is None or fe.sniff is None:
        return fe is not None
    return fe.wants(sources.head(path, 1 << 24))


# -- one file ----------------------------------------------------------------------------------

@dataclass
class _Progress:
    """What one file's check has decided so far (kept when its time limit runs out)."""

    kind: str | None = None
    programs: list = field(default_factory=list)
    declared: set[str] | None = None
    defined: set[str] = field(default_factory=set)  # --define names that overrode a constant of the file
    reports: list[FileReport] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)  # every program's, in program order
    undecided: bool = False
    checked: list = field(default_factory=list)  # each program's (report, findings, undecided)
    plans: list | None = None  # how each program was checked, for the fix search (syncsan.fixes)
    cpu0: float = field(default_factory=lambda: _cpu())  # CPU seconds (_cpu) when the file's check began
    extra: list[Finding] = field(default_factory=list)  # the over-synchronisation findings (SS4xx)

    def add(self, report: FileReport, kept, undecided: bool) -> None:
        self.reports.append(report)
        self.checked.append((report, kept, undecided))
        self.findings.extend(kept)
        self.undecided |= undecided

    def grouped(self) -> list[Finding]:
        """Programs of one file (constexpr combinations) share source sites: one pair per site
        pair, from the first program that has it, grouped again by gap across the programs."""
        out = list(group_findings(self.findings))
        seen = {f.key() for f in out}
        out.extend(f for f in self.extra if f.key() not in seen)
        return out


def check_file(path: str, settings: Settings, jobs: int = 1) -> FileResult:
    """Load, check and suppress one file (runs in a worker process). A file that builds several
    programs (FlyDSL constexpr combinations) checks them in up to `jobs` forked processes.
    Never raises for a problem of the file or of syncsan: the result carries its status."""
    state = _Progress()
    started = time.perf_counter()
    try:
        fe = frontend_of(path)
        state.kind = fe.kind if fe else None
        # the time limit bounds the check and the fix search (the timer is stopped in between:
        # reading the suppressions is never cut)
        with budget.limit(settings.timeout):
            try:
                try:
                    _check_file(path, settings, jobs, state)
                except Exception as exc:
                    if budget.expired():  # the limit's exception, wrapped by a native layer (ctypes)
                        raise CheckTimeout(budget.seconds()) from exc
                    raise
                budget.disarm()
            except CheckTimeout as exc:
                budget.disarm()
                _timed_out(path, settings, state, exc, time.perf_counter() - started)
            text = sources.read_text(path)
            outcome = suppress.apply(path, text, state.grouped(), settings.select, settings.ignore)
            kept = sorted(with_fingerprints((*outcome.kept, *outcome.problems)), key=sort_key)
            hidden = tuple(zip(with_fingerprints(f for f, _ in outcome.suppressed), (s for _, s in outcome.suppressed)))
            if state.plans is not None and settings.fixes:
                kept = _with_fixes_in_time(path, settings, state, kept)
    except InputError as exc:
        return FileResult(path, error=str(exc), status=EXIT_INPUT, kind=state.kind)
    except Exception as exc:  # a bug of ours: this file's report says so, the others are kept
        import traceback

        return FileResult(path, error=internal_message(path, exc), status=EXIT_INTERNAL,
                          traceback=traceback.format_exc(), kind=state.kind)
    used = frozenset(state.declared) if state.declared is not None else None
    return FileResult(path, tuple(state.reports), tuple(kept), hidden, used,
                      frozenset(state.defined), undecided=state.undecided, kind=state.kind)


def _with_fixes_in_time(path: str, settings: Settings, state: _Progress, kept: list[Finding]) -> list[Finding]:
    """`_with_fixes` within what is left of the file's time limit (--timeout); past it, the
    findings as they are, and a note."""
    if not budget.expired():
        try:
            try:
                budget.rearm()
                return _with_fixes(path, settings, state, kept)
            except Exception:
                if not budget.expired():
                    raise
            finally:
                budget.disarm()
        except CheckTimeout:
            pass
    _note(state, f"no fix suggestions: the time limit of {budget.seconds():g} s per file (--timeout) "
                 "ran out before the fix search ended")
    return kept


def _with_fixes(path: str, settings: Settings, state: _Progress, kept: list[Finding]) -> list[Finding]:
    """The findings with the fix found and proved for each (within the fix budget); the search's
    notes go to the file's first report."""
    from syncsan.fixes import attach, suggest
    from syncsan.frontends import editor_for

    fs = settings.for_file(Path(path))
    wanted, skipped = _fix_scope(settings, kept)
    fixed = suggest(path, state.plans, wanted, editor_for(path, fs.options), _budget(settings, state))
    notes = list(fixed.notes)
    if skipped:
        notes.append(f"no fix searched for {skipped} finding(s) that do not fail the check (below --fail-on "
                     f"{settings.fail_on} or in the baseline); --fix-suggestions searches every finding")
    if notes and state.reports:
        state.reports[0] = replace(state.reports[0], notes=state.reports[0].notes + tuple(notes))
    return attach(kept, fixed)


def _fix_scope(settings: Settings, kept: list[Finding]) -> tuple[list[Finding], int]:
    """(the findings the fix search covers, how many it leaves out): with `fix_failing_only`,
    those at or above the --fail-on severity and not in the baseline."""
    if not settings.fix_failing_only:
        return kept, 0
    from syncsan.fixes import FIXABLE

    floor = SEVERITY_RANK[settings.fail_on]
    wanted = [f for f in kept if SEVERITY_RANK[f.severity] >= floor]
    if settings.baseline is not None and wanted:
        try:
            wanted = list(_baseline(settings.baseline).split(wanted)[0])
        except InputError:  # the command line reports a bad baseline itself
            pass
    ids = {id(f) for f in wanted}
    return wanted, sum(1 for f in kept if id(f) not in ids and f.rule in FIXABLE)


@functools.lru_cache(maxsize=4)
def _baseline(path: Path):
    """The baseline at `path`, read once per process (not once per file of a walk)."""
    from syncsan import baseline as baselines

    return baselines.load(path)


def _check_file(path: str, settings: Settings, jobs: int, state: _Progress) -> None:
    fs = settings.for_file(Path(path))
    programs = load_programs(path, replace(fs.options, jobs=jobs) if jobs > 1 else fs.options)
    declared: set[str] = set()
    for program in programs:
        names = _declared(program)
        missing = fs.strict_params - names
        if missing:
            raise InputError(f"{path}: the configuration sets parameter(s) {', '.join(sorted(missing))} "
                             f"that it does not declare (it has: {', '.join(sorted(names)) or 'none'})")
        declared |= names
    defined = {d for program in programs for d in getattr(program, "defined", ())}
    missing = fs.strict_defines - defined
    if missing:
        raise InputError(f"{path}: the configuration defines {', '.join(sorted(missing))}, which is no "
                         "module-level constant of it (or of a module it imports)")
    state.programs, state.declared, state.defined = programs, declared, defined
    for report, kept, und in _check_programs(programs, fs, settings, jobs):
        state.add(report, kept, und)
    if settings.fixes or _oversync_selected(settings):
        state.plans = [_plan(program, fs, settings, report, kept)
                       for program, (report, kept, _) in zip(programs, state.checked)]
    if _oversync_selected(settings):
        from syncsan.fixes import oversync

        # the analysis re-checks edited programs: never past the file's time limit (the limit's
        # timer has already fired when a program's check was cut by it)
        if budget.expired():
            _note(state, f"the over-synchronisation analysis (SS4xx) did not run: the time limit of "
                         f"{budget.seconds():g} s per file (--timeout) ran out first")
            return
        try:
            extra, notes = oversync.oversync_findings(path, state.plans, fs.options, settings.select,
                                                      settings.ignore, _budget(settings, state))
        except CheckTimeout:
            _note(state, f"the over-synchronisation analysis (SS4xx) stopped at the time limit of "
                         f"{budget.seconds():g} s per file (--timeout)")
            raise
        state.extra = list(extra)
        for note in notes:
            _note(state, note)


def _note(state: _Progress, note: str) -> None:
    """A note of the file as a whole, on its first report."""
    if state.reports:
        state.reports[0] = replace(state.reports[0], notes=state.reports[0].notes + (note,))


def _budget(settings: Settings, state: _Progress) -> float | None:
    """CPU seconds per file for the fix search and the SS4xx analysis (None: no limit): --fix-budget,
    by default `fixes.default_budget` of the CPU time the file's check has taken so far."""
    from syncsan.fixes import default_budget

    seconds = default_budget(_cpu() - state.cpu0) if settings.fix_budget is None else settings.fix_budget
    return seconds if seconds > 0 else None


def _cpu() -> float:
    """CPU seconds of this process and of the children it waited for (forked program checks)."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


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


def _timed_out(path: str, settings: Settings, state: _Progress, exc: CheckTimeout, seconds: float) -> None:
    """The time limit ran out outside any one program's check (while reading the file, or
    between programs): the programs not checked get every rule `unknown`."""
    fs = settings.for_file(Path(path))
    if not state.programs:
        stage = "while reading the file"
        report, kept, und = _unknown_report(path, state.kind or "unknown", (), fs, settings, exc, stage, seconds)
        state.add(report, kept, und)
        return
    for program in state.programs[len(state.reports):]:
        report, kept, und = _unknown_report(program.file, program.frontend, program.notes, fs, settings, exc,
                                            "before this program was checked", 0.0)
        state.add(report, kept, und)


def _ranges(program, overrides) -> dict[str, str]:
    """The parameter ranges a proof was deciding (for the report of one cut short)."""
    from syncsan.prover import domains

    try:
        fixed = {k: v for k, v in overrides.items() if k not in program.fixed}
        return {d.decl.name: d.describe() for d in domains(program, fixed)}
    except InputError:
        return {}


def _witness_order(witness) -> tuple:
    """Smallest first, parameters in declaration order (numbers before strings)."""
    return tuple((0, int(v), "") if isinstance(v, (int, bool)) else (1, 0, str(v)) for _, v in witness)


def _selected_rules(settings: Settings) -> list[str]:
    """The rules a program's check decides, in rule order (`_checked_rules`)."""
    rules = _checked_rules(settings)
    return [c for c in all_rules() if c in rules]


def _unknown_report(file: str, frontend: str, notes, fs, settings: Settings, exc: CheckTimeout | None,
                    stage: str, seconds: float, method: str = "sweep", ranges: dict | None = None):
    """A report for a check the time limit cut short: rules with a finding found so far are
    `hazard`, rules the prover decided keep their verdict, every other rule is `unknown`."""
    from syncsan.verdicts import Proof, RuleVerdict  # not the prover: no solver import past the limit

    decided = {v.rule: v for v in (exc.verdicts if exc is not None else []) if v.verdict in ("proved", "hazard")}
    found: dict = {}
    for f in (*(exc.findings if exc is not None else ()), *(f for v in decided.values() for f in v.findings)):
        found.setdefault(f.key(), f)
    findings = sorted(filter_findings(tuple(found.values()), settings.select, set(settings.ignore)), key=sort_key)
    verdicts = []
    for rule in _selected_rules(settings):
        if rule in decided:
            verdicts.append(decided[rule])
            continue
        hits = tuple(f for f in findings if f.rule == rule)
        if hits:
            witness = min((f.witness for f in hits), key=_witness_order)
            verdicts.append(RuleVerdict(rule, "hazard", dict(witness), hits))
        else:
            verdicts.append(RuleVerdict(rule, "unknown", notes=[f"not decided when the time limit ran out ({stage})"]))
    overall = "hazard" if any(v.verdict == "hazard" for v in verdicts) else \
        "unknown" if any(v.verdict == "unknown" for v in verdicts) else "proved"
    limit = exc.seconds if exc is not None and exc.seconds else settings.timeout
    note = (f"time limit of {limit:g} s per file (--timeout) hit {stage}: every rule not decided by then "
            "is unknown")
    proof = Proof(method, overall, dict(ranges or {}), verdicts, seconds, 0.0, settings.solver_timeout or 10.0,
                  None, [note], unknown_policy=settings.unknown)
    report = FileReport(file, frontend, tuple(findings), (), exc.runs if exc is not None else 0, fs.retire,
                        seconds, tuple(notes), {"proof": proof})
    undecided = any(v.verdict == "unknown" and
                    SEVERITY_RANK[all_rules()[v.rule].severity] >= SEVERITY_RANK[settings.fail_on] for v in verdicts)
    return report, findings, undecided


def _declared(program) -> set[str]:
    """Parameter names a program declares, those its frontend consumed included."""
    return {p.name for p in program.params} | set(getattr(program, "fixed", ()))


def _check_program(program, fs, settings: Settings, jobs: int = 1) -> tuple[FileReport, list[Finding], bool]:
    """Prove or sweep one program: its report, its selected findings, and whether a rule at or
    above --fail-on was left undecided (by the prover, or by the file's time limit). With `jobs`
    > 1 a proof shares its screens with a forked process (`prove_program`)."""
    names = _declared(program)
    overrides = {n: v for n, v in fs.params.items() if n in names}
    rules = _checked_rules(settings)
    selected = {c for c in active_rules(settings.select) if c not in settings.ignore}
    undecided = False
    proving = settings.prove if settings.prove is not None else needs_proof(program, overrides)
    started = time.perf_counter()
    if budget.expired():
        return _unknown_report(program.file, program.frontend, program.notes, fs, settings, None,
                               "before this program was checked", 0.0, "z3" if proving else "sweep")
    found: dict = {}  # what the sweep found so far
    decided: list = []  # the rules the prover decided so far
    try:
        if proving:
            from syncsan.prover import prove_program  # imports the solver: only when a proof runs

            report = prove_program(program, overrides, fs.retire, rules, settings.solver_timeout or 10.0,
                                   decided=decided, jobs=jobs)
            proof = report.extra["proof"]
            proof.unknown_policy = settings.unknown
            rule_unknown = [r for r in proof.rules if r.verdict == "unknown" and r.rule in selected]
            undecided = any(SEVERITY_RANK[all_rules()[r.rule].severity] >= SEVERITY_RANK[settings.fail_on]
                            for r in rule_unknown) or \
                (proof.verdict == "unknown" and not rule_unknown)  # input checks or replays undecided
        else:
            report = check_program(program, overrides, fs.retire, rules, found=found)
    except (CheckTimeout, Exception) as raised:
        if not isinstance(raised, CheckTimeout) and not budget.expired():
            raise
        # past the deadline, the limit's exception may come wrapped by a native layer (ctypes)
        exc = raised if isinstance(raised, CheckTimeout) else CheckTimeout(budget.seconds())
        exc.findings = (*exc.findings, *found.values())
        exc.verdicts = list(decided)
        stage = "during the proof" if proving else "during the sweep"
        return _unknown_report(program.file, program.frontend, program.notes, fs, settings, exc, stage,
                               time.perf_counter() - started, "z3" if proving else "sweep",
                               _ranges(program, overrides) if proving else None)
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
    try:
        budget.rearm()  # the file's deadline goes on in the worker
        return _check_program(programs[index], fs, settings)
    finally:
        budget.disarm()


def _check_programs(programs, fs, settings: Settings, jobs: int) -> list:
    """Each program's (report, findings, undecided), in program order. With jobs > 1 and fork
    available, the programs run in forked processes that inherit them (no reload, no pickling of
    the IR); results come back in order. The workers keep the file's deadline themselves."""
    global _FORKED
    if jobs <= 1 or len(programs) <= 1:
        return [_check_program(p, fs, settings, jobs) for p in programs]
    # the process pool is imported where it is used: a check of one program never loads it
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    if "fork" not in multiprocessing.get_all_start_methods():
        return [_check_program(p, fs, settings) for p in programs]
    _FORKED = (programs, fs, settings)
    try:
        with budget.paused(), ProcessPoolExecutor(max_workers=min(jobs, len(programs)),
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


#: the collector's thresholds while files are checked (generation 0, 1, 2; Python's default is
#: 700, 10, 10). A check allocates millions of short-lived containers (lane tuples, events,
#: terms) and keeps large tables alive (traces, caches), so with the default each full
#: collection walks a big heap often: a quarter of the CPU time of an assembly file went to the
#: collector. Collecting less often frees the same garbage, a little later.
GC_THRESHOLDS = (50_000, 20, 10)


@contextlib.contextmanager
def _collector_tuned():
    """`GC_THRESHOLDS` for the duration, and the objects alive at the start (the imported
    modules, the settings) left out of every collection (`gc.freeze`); restored afterwards.
    Worker processes forked inside inherit both."""
    old = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)
    try:
        yield
    finally:
        gc.set_threshold(*old)
        gc.unfreeze()


def run(settings: Settings, files: Sequence[Path], jobs: int | None = None,
        progress: Callable[[str | None], None] | None = None) -> CheckRun:
    """Check the files (in `jobs` processes) and merge the results in file order. `progress` is
    called with each finished file, and with None while workers are busy."""
    with _collector_tuned():
        return _run(settings, files, jobs, progress)


def _run(settings: Settings, files: Sequence[Path], jobs: int | None,
         progress: Callable[[str | None], None] | None) -> CheckRun:
    names = [str(f) for f in files]
    jobs = max(1, jobs or settings.jobs or default_jobs())
    results: dict[str, FileResult] = {}

    def finished(result: FileResult) -> None:
        results[result.file] = result
        if progress:
            progress(result.file)

    if jobs == 1 or len(names) <= 1:
        for name in names:
            finished(check_file(name, settings, jobs if len(names) == 1 else 1))
    else:
        from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
        from concurrent.futures.process import BrokenProcessPool

        # a few files per task: fewer round trips than one task per file, and still enough tasks
        # for the workers to balance uneven files and for the progress bar to move
        # largest files first (their size is the best cheap guess of their cost), so that the
        # last tasks are small and no worker idles while another ends a long file; the results
        # are merged in file order all the same
        size = max(1, min(4, len(names) // (jobs * 8)))
        ordered = sorted(names, key=_size, reverse=True)
        chunks = [ordered[i:i + size] for i in range(0, len(ordered), size)]
        context = _fork_context()
        with ProcessPoolExecutor(max_workers=min(jobs, len(chunks)), mp_context=context,
                                 initializer=_init_worker, initargs=(settings,)) as pool:
            pending = {pool.submit(_check_chunk, chunk) for chunk in chunks}
            while pending:
                done, pending = wait(pending, timeout=0.25, return_when=FIRST_COMPLETED)
                if not done and progress:
                    progress(None)  # nothing finished: let the bar's clock move
                for fut in done:
                    try:
                        chunk_results = fut.result()
                    except BrokenProcessPool:
                        continue  # a worker died: its files (and the others lost with it) are redone below
                    for result in chunk_results:
                        finished(result)
        # a worker process that died (killed, out of memory, a crash in a native library) broke
        # the pool: check what is left one file per process, so that only the culprit is lost
        for name in names:
            if name not in results:
                finished(_isolated(name, settings, context))
    return merge(settings, names, results)


def _size(name: str) -> int:
    """A file's size in bytes (0 when it cannot be read: standard input, a vanished file)."""
    try:
        return os.stat(name).st_size
    except OSError:
        return 0


def _fork_context():
    import multiprocessing

    return multiprocessing.get_context("fork") if "fork" in multiprocessing.get_all_start_methods() else None


def _isolated(name: str, settings: Settings, context) -> FileResult:
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    try:
        with ProcessPoolExecutor(max_workers=1, mp_context=context) as pool:
            return pool.submit(check_file, name, settings).result()
    except BrokenProcessPool as exc:
        return FileResult(name, error=internal_message(name, RuntimeError(
            "the worker process checking it died (killed, out of memory, or a crash in a native library)")),
            status=EXIT_INTERNAL, traceback=f"{type(exc).__name__}: {exc}")


def merge(settings: Settings, names: list[str], results: dict[str, FileResult]) -> CheckRun:
    """One run from the files' results, in file order: every file's findings and reports, and
    each failed file's error with its status."""
    out = CheckRun(files=names)
    used: set[str] = set()
    used_defines: set[str] = set()
    known = True  # every file declared its parameters (none failed or timed out before reading)
    for name in names:
        r = results[name]
        if r.error:
            out.add_error(r.file, r.status or EXIT_INPUT, r.error)
            if r.traceback:
                out.tracebacks.append(r.traceback)
            known = False
            continue
        out.reports.extend(r.reports)
        out.findings.extend(r.findings)
        out.suppressed.extend(r.suppressed)
        out.undecided |= r.undecided
        if r.params_used is None:
            known = False
        else:
            used |= r.params_used
        used_defines |= r.defines_used
    # a parameter that no checked kernel declares is almost surely a typo
    unused = sorted(settings.required_params - used) if names and known else []
    if unused:
        if len(names) == 1:
            declared = ", ".join(sorted(results[names[0]].params_used or ())) or "none"
            message = f"{names[0]} has no parameter {unused[0]!r} (it has: {declared})"
        else:
            message = f"none of the {len(names)} checked files has parameter(s) {', '.join(map(repr, unused))}"
        out.add_error(None, EXIT_INPUT, str(InputError(message + " (from --param)")))
    # so is a --define that overrides nothing
    unused = sorted(settings.required_defines - used_defines) if names and known and not out.errors else []
    if unused:
        where = names[0] if len(names) == 1 else f"none of the {len(names)} checked files"
        out.add_error(None, EXIT_INPUT, str(InputError(
            f"{where}: no module-level constant {', '.join(map(repr, unused))} to override (from --define; "
            "module.NAME names a constant of an imported module)")))
    _options_not_used(settings, [results[n] for n in names if not results[n].error], out)
    out.findings.sort(key=sort_key)
    return out


def _options_not_used(settings: Settings, checked: list[FileResult], out: CheckRun) -> None:
    """A command-line option that no checked file's frontend reads (`--waves` for schedules,
    which declare their own workgroup) is an error, as a typo'd --param is; when only some
    files do not read it, a note says which."""
    if not checked:
        return
    for option in sorted(settings.given_options):
        users = {fe.kind for fe in FRONTENDS if option in fe.options}
        flag = OPTION_FLAGS[option]
        idle = [r for r in checked if r.kind not in users]
        if not idle:
            continue
        kinds = ", ".join(sorted({r.kind or "unknown" for r in idle}))
        readers = " and ".join(sorted(users)) or "no"
        why = " (a schedule declares its own target(...) and workgroup(waves=N))" if "schedule" in kinds else ""
        if len(idle) == len(checked):
            out.add_error(None, EXIT_INPUT, str(InputError(
                f"{flag} applies to {readers} files; none of the {len(checked)} checked file(s) is one "
                f"(they are: {kinds}){why}")))
        else:
            out.notes.append(f"{flag} does not apply to {len(idle)} {kinds} file(s){why}")


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
