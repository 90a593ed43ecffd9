"""Runs the checks over a parameter sweep and merges the findings into one report per file."""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field
from typing import Mapping, Sequence

from syncsan import budget
from syncsan.checks import Context, checks_for
from syncsan.checks.base import with_waves
from syncsan.errors import InputError
from syncsan.executor import execute
from syncsan.checks.grouping import group_findings
from syncsan.findings import Finding, sort_key
from syncsan.ir import MAX_COMBINATIONS, Loc, OpenRange, Program, check_values, distinct_sorted

#: a sweep of more runs than this is decided by the solver past its first values (`_solver_sweep`)
SOLVER_SWEEP_MIN = 256
#: values of each parameter run one by one before the solver decides the rest
SOLVER_SWEEP_WINDOW = 64
SWEEP_STRATEGIES = ("auto", "each", "solver")


@dataclass(frozen=True)
class FileReport:
    file: str
    frontend: str
    findings: tuple[Finding, ...]
    sweep: tuple[tuple[str, tuple], ...]  # parameter -> values checked
    runs: int
    retire: str
    seconds: float
    notes: tuple[str, ...] = ()
    extra: dict = field(default_factory=dict, compare=False)


def parse_param_value(text: str, strings: bool = True) -> tuple:
    """`4`, `True`, `1,2,8` -> the tuple of values to check; `2..64` -> range(2, 65) (never
    built: a sweep refuses more than MAX_COMBINATIONS, the prover takes the bounds); `2..` ->
    OpenRange(2) (every value from 2 up, which only the prover covers). With `strings`, a value
    that is not an integer or a bool is a string (`bf16`, FlyDSL's string constexprs); quotes
    keep `"1"` one."""
    text = text.strip()
    if ".." in text and not _quoted(text):
        lo, hi = text.split("..", 1)
        if not hi.strip():
            lo = _scalar(lo, False)
            if not isinstance(lo, int) or isinstance(lo, bool):
                raise ValueError(f"range {text!r} needs an integer lower bound")
            return OpenRange(lo)
        try:
            lo, hi = _scalar(lo, False), _scalar(hi, False)
        except ValueError:
            raise ValueError(f"range {text!r} needs integer bounds") from None
        if not isinstance(lo, int) or not isinstance(hi, int) or isinstance(lo, bool) or isinstance(hi, bool):
            raise ValueError(f"range {text!r} needs integer bounds")
        if hi < lo:
            raise ValueError(f"range {text!r} is empty")
        return range(lo, hi + 1)
    if _quoted(text):
        return (_scalar(text, strings),)
    return tuple(_scalar(part, strings) for part in text.split(","))


def _quoted(t: str) -> bool:
    return len(t) >= 2 and t[0] == t[-1] and t[0] in "'\""


def _scalar(text: str, strings: bool = True) -> int | bool | str:
    t = text.strip()
    if t.lower() in ("true", "false"):
        return t.lower() == "true"
    try:
        return int(t, 0)
    except ValueError:
        pass
    if strings and _quoted(t):
        return t[1:-1]
    if strings and t:
        return t
    raise ValueError(f"{t!r} is not an integer or a bool")


def needs_proof(program: Program, overrides: Mapping[str, tuple]) -> bool:
    """Prove by default when some parameter's range is unbounded and --param does not fix it.
    (Here, not in `syncsan.prover`, so that deciding it imports no solver.)"""
    overrides = {k: v for k, v in overrides.items() if k not in program.fixed}
    return any(isinstance(v, OpenRange) for v in overrides.values()) or \
        any(p.choices is None and (p.lo is None or p.hi is None) and p.sweep is None and p.name not in overrides
            for p in program.params)


def build_sweep(program: Program, overrides: Mapping[str, tuple]) -> dict[str, tuple]:
    """Each parameter takes the values given on the command line, else all its declared choices,
    else the sweep values its frontend suggests, else its default. Values are checked in ascending
    order so the first hit is the smallest."""
    known = {p.name for p in program.params}
    for name in overrides:
        if name not in known:
            raise InputError(f"{program.file} has no parameter {name!r} "
                             f"(it has: {', '.join(sorted(known)) or 'none'})")
    sweep = {}
    for p in program.params:
        if p.name in overrides:
            values = overrides[p.name]
            if isinstance(values, OpenRange):
                raise InputError(f"{p.name}={values} has no upper bound, which a sweep cannot cover: "
                                 f"prove it (drop --no-prove) or give a finite range such as "
                                 f"{p.name}={values.lo}..{values.lo + 62}", p.loc or Loc(program.file, 1, 1))
            check_values(program, p.name, values)
        elif p.choices is not None:
            values = p.choices
        elif p.sweep is not None:
            values = p.sweep
        else:
            values = (p.default,)
        sweep[p.name] = distinct_sorted(values)
    return sweep


def check_program(program: Program, overrides: Mapping[str, tuple] | None = None,
                  retire: str = "in-order", select: set[str] | None = None,
                  strategy: str = "auto", found: dict | None = None) -> FileReport:
    """The findings of every parameter combination of the sweep, each with the smallest values
    that show it. `strategy`: "each" runs every combination; "solver" decides the combinations
    past the first SOLVER_SWEEP_WINDOW values with the prover (`_solver_sweep`), falling back to
    "each" where it cannot; "auto" is "solver" for sweeps of more than SOLVER_SWEEP_MIN runs.
    `found`, if given, collects the findings of the combinations run as they are found (what is
    left when the file's time limit stops the sweep)."""
    if strategy not in SWEEP_STRATEGIES:
        raise ValueError(f"unknown sweep strategy {strategy!r}")
    started = time.perf_counter()
    overrides = {k: v for k, v in (overrides or {}).items() if k not in program.fixed}
    sweep = build_sweep(program, overrides)
    combos = 1
    for values in sweep.values():
        combos *= len(values)
    if combos > MAX_COMBINATIONS:
        ranges = ", ".join(f"{n}: {len(v)} values" for n, v in sweep.items() if len(v) > 1)
        raise InputError(f"{program.file}: the parameter sweep has {combos} combinations ({ranges}), more than "
                         f"the {MAX_COMBINATIONS} a sweep runs: narrow the ranges, or prove them for every value "
                         "with --prove")
    sweep = {n: tuple(v) for n, v in sweep.items()}
    if strategy == "solver" or (strategy == "auto" and combos > SOLVER_SWEEP_MIN):
        report = _solver_sweep(program, sweep, retire, select, started)
        if report is not None:
            return report
    findings, runs = _run_each(program, sweep, retire, select, found)
    return FileReport(program.file, program.frontend, findings, tuple(sweep.items()), runs, retire,
                      time.perf_counter() - started, program.notes)


def _run_each(program: Program, sweep: Mapping[str, tuple], retire: str,
              select: set[str] | None, found: dict | None = None) -> tuple[tuple[Finding, ...], int]:
    """Execute and check every combination in ascending order: the first hit of a finding is
    its smallest witness (`run_points` over the product)."""
    names = list(sweep)
    points = (dict(zip(names, values)) for values in itertools.product(*(sweep[n] for n in names)))
    return run_points(program, names, points, retire, select, found)


def run_points(program: Program, names: Sequence[str], points, retire: str,
               select: set[str] | None, found: dict | None = None) -> tuple[tuple[Finding, ...], int]:
    """Execute and check each parameter combination of `points` (dicts over `names`), in the
    order given: the first hit of a finding is its witness, the smallest where the points
    come in ascending order.

    A run reads some of the parameters only (a case whose branch holds no loop over a period
    count reads no period count): a later combination that agrees with an earlier run on every
    parameter that run read gives the same trace, so all its findings are that run's, with the
    earlier (smaller) witness; it is counted, not run again."""
    checks = checks_for(select)
    merged: dict[tuple, Finding] = found if found is not None else {}
    waves: dict[tuple, tuple] = {}
    runs = 0
    ran: dict[tuple, set] = {}  # names a run read -> their values in each run that read just those
    pairs: dict = {}  # program cache -> dedup keys of the racing pairs of the runs so far
    for params in points:
        budget.check()  # the file's --timeout, should its timer's exception have been lost
        runs += 1
        if any(_values(params, read) in seen for read, seen in ran.items()):
            continue
        trace = execute(program, params, retire)
        read = tuple(n for n in names if n in trace.reads)
        ran.setdefault(read, set()).add(_values(params, read))
        # a racing pair of sites found again in a later run is skipped there: its finding was
        # reported at the earlier run's smaller witness (or its rule is not checked), so
        # `find_conflicts` leaves out the pairs of the earlier runs (kept per program cache:
        # the pairs' keys are its site ids)
        paired = pairs.setdefault(trace.cache, set()) if trace.cache is not None else None
        ctx = Context(trace, known=merged.keys(), waves=waves, paired=paired)
        for check in checks:
            for finding in check.run(ctx):
                merged.setdefault(finding.key(), finding)
    return group_findings(with_waves(merged.values(), waves)), runs


def _values(params: Mapping[str, object], names: tuple) -> tuple:
    """The values of `names`, typed (True and 1 stay apart)."""
    return tuple((type(params[n]), params[n]) for n in names)


def _solver_sweep(program: Program, sweep: Mapping[str, tuple], retire: str, select: set[str] | None,
                  started: float) -> FileReport | None:
    """A long sweep at a cost independent of its length, or None where that is not exact.

    Running each value costs the sum of the trace lengths, quadratic in a tile count. Instead the
    prover decides the same finite sets of values: per rule and pair of sites, whether any
    combination shows the finding and which is the smallest (its formulas encode the executor's
    model exactly; tests/test_prover_differential.py compares it with this sweep), and every
    finding it reports is the executor's own finding at that combination (replayed). The first
    SOLVER_SWEEP_WINDOW values of each parameter also run one by one, and the two must agree
    there. Anything short of an exact answer (a schedule outside the encoding, a time limit, an
    undecided input check, a witness the executor does not confirm, a disagreement in the window,
    more race questions than a proof asks) returns None: the caller runs every combination."""
    from syncsan.prover import TooManyQuestions, prove_program  # imports the solver: only long sweeps pay for it

    try:
        report = prove_program(program, sweep, retire, select, small_scope=False)
    except (InputError, TooManyQuestions):
        return None  # the per-value sweep reports it, at the value where it runs into it
    proof = report.extra["proof"]
    if proof.method != "z3" or proof.verdict == "unknown" or proof.disagreements or \
            any(r.verdict == "unknown" or any("time limit" in n for n in r.notes) for r in proof.rules):
        return None
    window = {n: v[:SOLVER_SWEEP_WINDOW] for n, v in sweep.items()}
    first, runs = _run_each(program, window, retire, select)
    # pair by pair: the grouping of the window's pairs is not the grouping of all of them
    inside = {p.key(): p.witness for f in report.findings for p in f.members()
              if all(dict(p.witness).get(n) in vals for n, vals in window.items())}
    if inside != {p.key(): p.witness for f in first for p in f.members()}:
        return None
    long = [n for n, v in sweep.items() if len(v) > SOLVER_SWEEP_WINDOW]
    note = (f"sweep: the first {SOLVER_SWEEP_WINDOW} values of {', '.join(long)} run one by one, the rest "
            f"decided by the solver (each finding replayed at its smallest values; {proof.solver_seconds:.1f} s "
            "in the solver)")
    return FileReport(program.file, program.frontend, report.findings, tuple(sweep.items()), runs + report.runs,
                      retire, time.perf_counter() - started, program.notes + (note,))


def filter_findings(findings: Sequence[Finding], select: set[str] | None, ignore: set[str]) -> tuple[Finding, ...]:
    return tuple(f for f in findings if (select is None or f.rule in select) and f.rule not in ignore)
