"""Runs the checks over a parameter sweep and merges the findings into one report per file."""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field
from typing import Mapping, Sequence

from syncsan.checks import Context, checks_for
from syncsan.checks.base import with_waves
from syncsan.errors import InputError
from syncsan.executor import execute
from syncsan.checks.grouping import group_findings
from syncsan.findings import Finding, sort_key
from syncsan.ir import Loc, OpenRange, Program, check_params

#: more parameter combinations than this in one sweep is almost surely a typo in a range
MAX_COMBINATIONS = 200_000


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


def parse_param_value(text: str) -> tuple:
    """`4`, `True`, `2..64`, `1,2,8` -> the tuple of values to check; `2..` -> OpenRange(2)
    (every value from 2 up, which only the prover covers)."""
    text = text.strip()
    if ".." in text:
        lo, hi = text.split("..", 1)
        if not hi.strip():
            lo = _scalar(lo)
            if not isinstance(lo, int) or isinstance(lo, bool):
                raise ValueError(f"range {text!r} needs an integer lower bound")
            return OpenRange(lo)
        lo, hi = _scalar(lo), _scalar(hi)
        if not isinstance(lo, int) or not isinstance(hi, int) or isinstance(lo, bool) or isinstance(hi, bool):
            raise ValueError(f"range {text!r} needs integer bounds")
        if hi < lo:
            raise ValueError(f"range {text!r} is empty")
        return tuple(range(lo, hi + 1))
    return tuple(_scalar(part) for part in text.split(","))


def _scalar(text: str) -> int | bool:
    t = text.strip()
    if t.lower() in ("true", "false"):
        return t.lower() == "true"
    try:
        return int(t, 0)
    except ValueError:
        raise ValueError(f"{t!r} is not an integer or a bool") from None


def build_sweep(program: Program, overrides: Mapping[str, tuple]) -> dict[str, tuple]:
    """Each parameter takes the values given on the command line, else all its declared choices,
    else its default. Values are checked in ascending order so the first hit is the smallest."""
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
            for v in values:
                check_params(program, {p.name: v})
        elif p.choices is not None:
            values = p.choices
        else:
            values = (p.default,)
        sweep[p.name] = tuple(sorted(set(values)))
    return sweep


def check_program(program: Program, overrides: Mapping[str, tuple] | None = None,
                  retire: str = "in-order", select: set[str] | None = None) -> FileReport:
    started = time.perf_counter()
    overrides = {k: v for k, v in (overrides or {}).items() if k not in program.fixed}
    sweep = build_sweep(program, overrides)
    names = list(sweep)
    combos = 1
    for values in sweep.values():
        combos *= len(values)
    if combos > MAX_COMBINATIONS:
        raise InputError(f"the parameter sweep has {combos} combinations; narrow the ranges")
    checks = checks_for(select)
    merged: dict[tuple, Finding] = {}
    waves: dict[tuple, tuple] = {}
    runs = 0
    for values in itertools.product(*(sweep[n] for n in names)):
        params = dict(zip(names, values))
        trace = execute(program, params, retire)
        runs += 1
        ctx = Context(trace, known=merged.keys(), waves=waves)
        for check in checks:
            for finding in check.run(ctx):
                merged.setdefault(finding.key(), finding)
    findings = group_findings(with_waves(merged.values(), waves))
    return FileReport(program.file, program.frontend, findings, tuple(sweep.items()), runs, retire,
                      time.perf_counter() - started, program.notes)


def filter_findings(findings: Sequence[Finding], select: set[str] | None, ignore: set[str]) -> tuple[Finding, ...]:
    return tuple(f for f in findings if (select is None or f.rule in select) and f.rule not in ignore)
