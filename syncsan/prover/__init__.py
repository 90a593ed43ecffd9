"""The symbolic half of the executor: decide each rule for every parameter value in range.

`prove_program` encodes a `Program` into Z3 (`encode.py`), asks one question per rule and pair of
op sites (`queries.py`) and turns the answers into verdicts:

- `proved`: no occurrence of the rule for any parameter value in the range;
- `hazard`: the lexicographically smallest witness, replayed by the concrete executor, whose
  findings are reported (a witness the executor does not confirm is never reported as a hazard);
- `unknown`: the solver hit its time limit (or the replay disagreed).

A schedule outside the encoding falls back to the concrete sweep over a finite window and says so;
such a sweep proves nothing beyond that window.
"""

from __future__ import annotations

import collections
import itertools
import time
from dataclasses import dataclass, replace
from typing import Mapping

from syncsan.solverlib import z3  # noqa: I001 (first: the submodules' `import z3` finds it loaded)
from syncsan.analysis import FileReport, check_program, needs_proof, run_points
from syncsan.checks.grouping import group_findings
from syncsan.errors import InputError
from syncsan.findings import Finding
from syncsan.forked import FAILED, Forked, can_fork
from syncsan.ir import (
    OpenRange,
    ParamDecl,
    Program,
    check_params,
    check_values,
    consecutive,
    distinct_sorted,
    unroll_constant_loops,
)
from syncsan.prover import budget
from syncsan.prover.encode import Encoder, NotEncodable
from syncsan.prover.queries import Case, Queries, TooManyQuestions
from syncsan.prover.terms import And, Or
from syncsan.verdicts import Proof, RuleVerdict

ALL_RULES = ("SS101", "SS102", "SS103", "SS104", "SS105", "SS106", "SS201", "SS301")
#: window the fallback sweep uses for a parameter with no upper bound and no --param range
FALLBACK_WINDOW = 16
FALLBACK_MAX_VALUES = 64
#: statements the loops of constant bounds of one wave group may unroll to for the proof (`unrolled`)
UNROLL_BUDGET = 20_000
#: race questions a proof asks at most, counted after the classes of pairs that `apart` or a
#: generation screen settle (`_race_questions`: FlyDSL's mega_moe stage 1 has 135,350 pairs of
#: two waves' sites and 120 questions left); a program with more is checked at small parameter
#: values instead for the race rules (`_small_scope`), SS201 and SS301 still proved: building and
#: asking that many questions would take longer than the file's time limit (the count stops
#: where it passes the limit). MLA decode, an 8-wave attention kernel with two nested loops of
#: runtime length, had about 80,000 pairs of two waves' sites and 37,000 of one wave's; the byte
#: forms and a wave's paths to retirement leave 2,976 and 0, nearly all answered by replays
MAX_RACE_CASES = 40_000
#: runs of that check at most (the first set of values always runs)
SMALL_SCOPE_RUNS = 128
#: budget of the first attempt at a query before splitting a small finite range into points
FIRST_ATTEMPT_MS = 2000
SPLIT_POINTS = 256
#: cases asked together in one query (a disjunction) before each is settled on its own. Since
#: the generation windows leave only cases of nearby sites, a long disjunction mostly makes the
#: search harder: summed over the proof, the solver's resource count (rlimit) was lowest with 4
#: (non-HTI A16W16 GEMM 79M at 24, 43M at 4, 116M at 1; HTI main 60M, 18M, 35M)
BATCH = 4
#: budget of a batched query, in the solver's resource count (rlimit), not in time: a time limit
#: made the outcome depend on the machine's speed and load (a batch answered in 0.45 s on one run
#: ran out of 0.5 s on the next, was settled case by case and halved every later batch, so one
#: tree asked 71 to 83 questions). A batch is only a shortcut (one that runs out settles each of
#: its cases on its own, with `decide`'s budgets), and the solver's work on these queries has a
#: heavy tail: on pa_decode_metadata (two unbounded trip counts) every batch that answers takes
#: at most 1.35M, the one that does not 6.9M (2.9 s), where settling its cases takes 0.4 s
BATCH_RLIMIT = 1_500_000
#: budget of a screen (`_screen`), a shortcut like a batch, in the resource count too: generation
#: facts alone answer within 0.5M or, on a heavy tail, not soon (on pa_decode_metadata one screen
#: does not answer in 40M: then the cases are asked as before). Twice that, since what a check
#: counts depends on what the solver did before it: on FlyDSL's MLA decode one screen counted
#: 473k after the screens before it in one process and over 500k after half of them in another,
#: and its 64 cases, asked one by one, then cost 7 s where the screen costs 0.1 s
SCREEN_RLIMIT = 1_000_000
#: screen classes from which `_race_questions` shares them with a forked copy (with jobs > 1):
#: below, the fork costs more than half their screens
SHARED_CLASSES = 16
#: race cases of a rule up to which each is asked, so that every finding gets its smallest
#: witness; a rule with more asks only the cases no replay has answered yet (`_answered`): a
#: finding the executor confirmed at another case's witness answers its case, and keeps that
#: witness (MLA decode: 2,900 cases of three rules, nearly all real races at one line, answered
#: by the replays of 3 witnesses instead of 2,900 questions with their byte overlaps)
SMALLEST_WITNESS_CASES = 256
#: simplify to sums of monomials, substitute the equalities the encoding is full of (G == gen,
#: B == pos) and drop unconstrained terms before the SMT core: about 1.6x less solver time on
#: the HTI proofs than the default solver (bench/prove_bench.txt)
_TACTIC = z3.Then(z3.With("simplify", arith_lhs=True, som=True), "propagate-values", "solve-eqs",
                  "elim-uncnstr", "smt")


# ---------------------------------------------------------------- parameter domains


@dataclass(frozen=True)
class Domain:
    """The values one parameter takes in the proof: a set, or an interval (bounds may be None)."""

    decl: ParamDecl
    values: tuple | None = None
    lo: int | None = None
    hi: int | None = None

    @property
    def is_bool(self) -> bool:
        return isinstance(self.decl.default, bool)

    @property
    def finite(self) -> bool:
        return self.values is not None or (self.lo is not None and self.hi is not None)

    def constraint(self, var):
        if self.values is not None:
            return Or(*[var == int(v) for v in self.values])
        parts = []
        if self.lo is not None:
            parts.append(var >= self.lo)
        if self.hi is not None:
            parts.append(var <= self.hi)
        return And(*parts) if parts else z3.BoolVal(True)

    def bounds(self) -> tuple:
        """(lo, hi) of the values, None where unbounded (bools as 0 and 1, as encoded)."""
        if self.values is not None:
            ints = [int(v) for v in self.values]
            return (min(ints), max(ints))
        return (self.lo, self.hi)

    def value(self, n: int):
        return bool(n) if self.is_bool else n

    def describe(self) -> str:
        name = self.decl.name
        if self.values is not None:
            if len(self.values) > 8:
                shown = ", ".join(map(str, self.values[:3])) + ", ..., " + ", ".join(map(str, self.values[-2:]))
                return f"{name} in ({shown}) ({len(self.values)} values)"
            return f"{name} in ({', '.join(map(str, self.values))})"
        if self.lo is not None and self.hi is not None:
            return f"{self.lo} <= {name} <= {self.hi}"
        if self.lo is not None:
            return f"{name} >= {self.lo}"
        if self.hi is not None:
            return f"{name} <= {self.hi}"
        return f"{name} any integer"

    def window(self) -> tuple:
        """Finite values for the fallback sweep."""
        if self.values is not None:
            return tuple(self.values)
        lo = self.lo if self.lo is not None else (self.hi - FALLBACK_WINDOW + 1 if self.hi is not None
                                                  else int(self.decl.default))
        hi = self.hi if self.hi is not None else lo + FALLBACK_WINDOW - 1
        return tuple(range(lo, min(hi, lo + FALLBACK_MAX_VALUES - 1) + 1))


def domains(program: Program, overrides: Mapping[str, tuple]) -> list[Domain]:
    known = {p.name for p in program.params}
    for name in overrides:
        if name not in known:
            raise InputError(f"{program.file} has no parameter {name!r} "
                             f"(it has: {', '.join(sorted(known)) or 'none'})")
    out = []
    for p in program.params:
        if isinstance(overrides.get(p.name), OpenRange):
            lo = overrides[p.name].lo
            check_params(program, {p.name: lo})
            out.append(Domain(p, None, lo, p.hi))
        elif p.name in overrides:
            vals = distinct_sorted(overrides[p.name])
            check_values(program, p.name, vals)
            if isinstance(vals, range) and len(vals) > 3 and not isinstance(p.default, bool):
                out.append(Domain(p, None, vals[0], vals[-1]))  # an LO..HI range: its bounds, never its values
                continue
            ints = [int(v) for v in vals]
            if not isinstance(p.default, bool) and consecutive(ints):
                out.append(Domain(p, None, ints[0], ints[-1]))
            else:
                out.append(Domain(p, tuple(vals)))
        elif p.choices is not None:
            out.append(Domain(p, tuple(sorted(set(p.choices)))))
        else:
            out.append(Domain(p, None, p.lo, p.hi))
    return out

def _local(s, e):
    """e in the context of solver s (a shortcut's solver has its own: `_Solver.solver`)."""
    ctx = getattr(s, "syncsan_ctx", None)
    return e if ctx is None else z3.BoolVal(e, ctx) if isinstance(e, bool) else e.translate(ctx)


# ---------------------------------------------------------------- solving


class _Solver:
    def __init__(self, program: Program, doms: list[Domain], timeout: float):
        self.program = program
        self.doms = doms
        self.ms = max(1, int(timeout * 1000))
        self.seconds = 0.0
        self.calls = 0
        self.params = {p.name: z3.Int(p.name) for p in program.params}
        self.domain = [d.constraint(self.params[d.decl.name]) for d in doms]  # built once
        self._side = None

    def check(self, s: z3.Solver):
        """s.check() within the solver's budget of CPU seconds (`budget`)."""
        ms = getattr(s, "syncsan_ms", self.ms)
        started = time.perf_counter()
        r, fired = budget.check(s, ms / 1000)
        self.seconds += time.perf_counter() - started
        self.calls += 1
        rlimit = getattr(s, "syncsan_rlimit", None)
        s.syncsan_why = f"time limit ({ms / 1000:g} CPU s)" if fired else \
            f"resource limit ({rlimit})" if rlimit and r == z3.unknown else None
        return r

    @staticmethod
    def why(s: z3.Solver) -> str:
        """Why the last check of s gave no answer."""
        return getattr(s, "syncsan_why", None) or s.reason_unknown()

    def solver(self, formula, ms: int | None = None, rlimit: int | None = None) -> z3.Solver:
        """A solver of formula within the domain; each check gets `ms` CPU milliseconds (at most
        the time limit). With `rlimit` (a shortcut: a screen or a batch) each check gets at most
        that much of the solver's resource count instead, so that its answer is the same on every
        machine (the time limit only backs it up), and the solver works in a context of its own:
        a check stopped by a limit leaves the terms and caches it made behind in its context, and
        in the main one that made later questions several times as hard (on pa_decode_metadata a
        case settled in 0.05 s ran out of 12 s after one screen had been stopped)."""
        if rlimit:
            if self._side is None:
                ctx = self._side = z3.Context()
                self._side_tactic = z3.Then(
                    z3.With("simplify", arith_lhs=True, som=True, ctx=ctx),
                    *[z3.Tactic(t, ctx) for t in ("propagate-values", "solve-eqs", "elim-uncnstr", "smt")],
                    ctx=ctx)
            s = self._side_tactic.solver()
            s.set("rlimit", rlimit)  # counted from each check's start
            s.syncsan_ctx = self._side
            s.syncsan_rlimit = rlimit
            s.syncsan_ms = self.ms
            s.add(*[_local(s, d) for d in self.domain])
            s.add(_local(s, formula))
            return s
        s = _TACTIC.solver()
        s.syncsan_ms = min(self.ms, ms) if ms else self.ms  # CPU milliseconds per check
        s.add(*self.domain)
        s.add(formula)
        return s

    def points(self) -> list[dict] | None:
        """Every parameter point of a small finite range, in lexicographic order."""
        if not all(d.finite for d in self.doms):
            return None
        axes = []
        total = 1
        for d in self.doms:
            total *= len(d.values) if d.values is not None else d.hi - d.lo + 1
            if total > SPLIT_POINTS:  # counted before any list is built: a range may be huge
                return None
            axes.append(sorted(int(v) for v in d.values) if d.values is not None else list(range(d.lo, d.hi + 1)))
        return [dict(zip((d.decl.name for d in self.doms), combo)) for combo in itertools.product(*axes)]

    def decide(self, formula):
        """(result, smallest witness, exact, reason). A first attempt gets a short budget; if it
        gives up on a small finite range, each parameter point is asked on its own (in
        lexicographic order, so the first hit is the smallest); otherwise the full time limit."""
        s = self.solver(formula, FIRST_ATTEMPT_MS)
        r = self.check(s)
        if r == z3.sat:
            point, exact = self.smallest(s)
            return r, point, exact, ""
        if r == z3.unsat:
            return r, None, True, ""
        points = self.points()
        if points is None:
            if self.ms <= FIRST_ATTEMPT_MS:
                return r, None, False, self.why(s)
            s = self.solver(formula)
            r = self.check(s)
            if r == z3.sat:
                point, exact = self.smallest(s)
                return r, point, exact, ""
            return r, None, r == z3.unsat, "" if r == z3.unsat else self.why(s)
        params = self.params
        undecided = []
        for point in points:
            s = self.solver(And(formula, *[params[k] == v for k, v in point.items()]))
            r = self.check(s)
            if r == z3.sat:
                values = {d.decl.name: d.value(point[d.decl.name]) for d in self.doms}
                return r, values, not undecided, ""
            if r != z3.unsat:
                undecided.append(point)
        if undecided:
            return z3.unknown, None, False, f"{self.why(s)} at {len(undecided)} parameter point(s)"
        return z3.unsat, None, True, ""

    def smallest(self, s: z3.Solver) -> tuple[dict, bool]:
        """The lexicographically smallest parameter values (declaration order) of a satisfiable
        solver, by bounded queries per parameter; the flag is False when a time limit stopped the
        search early (the values are then a witness, not necessarily the smallest)."""
        exact = True
        model = s.model()
        s.syncsan_ms = self.ms  # the first attempt may have had a shorter budget
        params = self.params
        values = {}

        def val(m, var):
            return m.eval(var, model_completion=True).as_long()

        for d in self.doms:
            var = params[d.decl.name]
            cur = val(model, var)
            if exact:
                cur, model, exact = self._lower(s, d, var, cur, model)
            s.add(var == cur)
            values[d.decl.name] = d.value(cur)
        return values, exact

    def _lower(self, s, d: Domain, var, cur, model):
        """Lower `var` as far as the constraints allow, keeping a model of the smallest value."""
        def attempt(extra):
            s.push()
            s.add(extra)
            r = self.check(s)
            m = s.model() if r == z3.sat else None
            s.pop()
            return r, m

        if d.values is not None:
            for v in sorted(int(x) for x in d.values):
                if v >= cur:
                    break
                r, m = attempt(var == v)
                if r == z3.sat:
                    return v, m, True
                if r != z3.unsat:
                    return cur, model, False
            return cur, model, True
        lo = d.lo
        if lo is None:  # find a lower bound first
            step = 1
            while True:
                if step > 2 ** 40:
                    return cur, model, False
                r, m = attempt(var <= cur - step)
                if r == z3.sat:
                    cur, model = m.eval(var, model_completion=True).as_long(), m
                    step *= 2
                    continue
                if r != z3.unsat:
                    return cur, model, False
                lo = cur - step + 1
                break
        while lo < cur:
            mid = (lo + cur) // 2
            r, m = attempt(var <= mid)
            if r == z3.sat:
                cur, model = m.eval(var, model_completion=True).as_long(), m
            elif r == z3.unsat:
                lo = mid + 1
            else:
                return cur, model, False
        return cur, model, True


def _site_key(stmt) -> tuple:
    return (stmt.loc, stmt.stack)


def _matches(case: Case, f: Finding) -> bool:
    if f.rule != case.rule:
        return False
    if not case.sites:
        return True
    if case.rule in ("SS201", "SS301"):
        s = case.sites[0].stmt
        return f.loc == (s.stack[0] if s.stack else s.loc) and \
            any(r.loc == s.loc and r.stack == s.stack for r in f.related)
    if case.primary is not None:
        ps = case.primary.stmt
        if f.loc != (ps.stack[0] if ps.stack else ps.loc):
            return False
    want = {_site_key(s.stmt) for s in case.sites}
    got = {(r.loc, r.stack) for r in f.related if r.role in ("writer", "reader")}
    return want == got


def unrolled(program: Program) -> Program:
    """`program` with its loops of constant bounds written out as their iterations, within
    `UNROLL_BUDGET` statements per wave group: the same schedule, which the encoding states
    with constants where the loop form needs the loop variable (a ring-buffer slot `(k + 1) & 1`
    is a constant in each iteration, not a term the solver must reason about)."""
    groups = tuple(replace(g, body=unroll_constant_loops(g.body, UNROLL_BUDGET)) for g in program.groups)
    return replace(program, groups=groups)


def prove_program(program: Program, overrides: Mapping[str, tuple] | None = None,
                  retire: str = "in-order", select: set[str] | None = None,
                  timeout: float = 10.0, decided: list | None = None, small_scope: bool = True,
                  jobs: int = 1) -> FileReport:
    """Decide every selected rule for all parameter values in range (declared, or --param).
    `decided`, if given, collects each rule's verdict as it is reached (what is left when the
    file's time limit stops the proof). A program with more race questions than a proof asks is
    checked at its smallest values (`_small_scope`), or with `small_scope=False` raises
    `TooManyQuestions`. With `jobs` > 1 the screens of the race questions are shared with a forked
    copy of this process (`_race_questions`): the report is the same."""
    started = time.perf_counter()
    program = unrolled(program)
    # parameters a frontend consumed while building the program are not swept (as in analysis)
    overrides = {k: v for k, v in (overrides or {}).items() if k not in program.fixed}
    doms = domains(program, overrides)
    rules = [r for r in ALL_RULES if select is None or r in select]
    ranges = {d.decl.name: d.describe() for d in doms}
    try:
        return _prove(program, doms, retire, rules, ranges, started, timeout, decided, small_scope, jobs)
    except NotEncodable as exc:  # raised by the encoder, or by a count a query built later
        if decided is not None:
            decided.clear()  # the fallback decides every rule again
        return _fallback(program, doms, retire, select, rules, str(exc), started, timeout)


def _prove(program: Program, doms: list[Domain], retire: str, rules: list[str], ranges: dict,
           started: float, timeout: float, decided: list | None, small_scope: bool = True,
           jobs: int = 1) -> FileReport:
    enc = Encoder(program, retire)
    solver = _Solver(program, doms, timeout)
    q = Queries(enc, {d.decl.name: d.bounds() for d in doms})
    replays: dict[tuple, FileReport] = {}
    #: (rule, the ops a finding names) -> the race findings replays confirmed (`_answered`)
    confirmed: dict[tuple, list[Finding]] = {}

    def replay(point: dict) -> FileReport:
        key = tuple(sorted(point.items()))
        if key not in replays:
            replays[key] = check_program(program, {k: (v,) for k, v in point.items()}, retire, None)
            for f in replays[key].findings:
                for m in f.members():
                    if m.rule.startswith("SS1"):
                        confirmed.setdefault(_finding_sites(m), []).append(m)
        return replays[key]

    notes: list[str] = []
    disagreements: list[str] = []
    # inputs the executor would reject at some parameter value are input errors, as in a sweep
    inputs_undecided = False
    inputs = q.input_cases()
    if len(inputs) > 1:  # one question for all: usually none is possible
        s = solver.solver(Or(*[c.formula for c in inputs]), FIRST_ATTEMPT_MS)
        if solver.check(s) == z3.unsat:
            inputs = []
    for case in inputs:
        r, point, _, why = solver.decide(case.formula)
        if r == z3.sat:
            replay(point)  # raises the executor's InputError with its location
            disagreements.append(f"{case.label}: the solver finds it at {point}, the executor accepts it")
        elif r != z3.unsat:
            inputs_undecided = True
            notes.append(f"could not decide whether {case.label} ({why}); the verdicts assume it is not")

    cases: dict[str, list[Case]] = {r: [] for r in rules}
    scoped: list[str] = []  # race rules left to `_small_scope`: too many questions
    try:
        race, screen_queries = _race_questions(q, solver, rules, MAX_RACE_CASES, jobs)
    except TooManyQuestions:
        if not small_scope:
            raise
        # the other rules' questions are few (a case per barrier, wait or op site): proved here
        scoped = [r for r in rules if r.startswith("SS1")]
        rules = [r for r in rules if r not in scoped]
        race, screen_queries = [], {}
    for c in race:
        cases[c.rule].append(c)
    if "SS201" in cases:
        cases["SS201"].extend(q.barrier_cases())
    if "SS301" in cases:
        cases["SS301"].extend(q.counter_cases())

    verdicts = decided if decided is not None else []
    for rule in rules:
        t0 = time.perf_counter()
        rv = RuleVerdict(rule, "proved")
        rv.queries += screen_queries.get(rule, 0)
        found: dict[tuple, Finding] = {}
        unknown = []
        def settle(case: Case) -> None:
            rv.queries += 1
            r, point, exact, why = solver.decide(case.exact())
            if r == z3.unsat:
                return
            if r != z3.sat:
                unknown.append(f"{case.label}: {why}")
                return
            if not exact:
                rv.notes.append(f"{case.label}: the time limit stopped the search for a smaller witness")
            report = replay(point)
            hits = [p for f in report.findings for p in f.members() if _matches(case, p)]
            if not hits:
                disagreements.append(f"{rule} {case.label}: witness {point} not confirmed by the executor")
                unknown.append(f"{case.label}: the executor did not confirm the witness {point}")
                return
            for f in hits:
                k = f.key()
                if k not in found or _wkey(f.witness) < _wkey(found[k].witness):
                    found[k] = f

        answered = 0
        shortcut = len(cases[rule]) > SMALLEST_WITNESS_CASES

        def unasked(case: Case) -> bool:
            """Is the case still to be asked? Not when a replay already confirmed a finding of
            its rule at its sites (`_answered`): that finding is the case's answer."""
            nonlocal answered
            f = _answered(confirmed, case) if shortcut else None
            if f is None:
                return True
            answered += 1
            k = f.key()
            if k not in found or _wkey(f.witness) < _wkey(found[k].witness):
                found[k] = f
            return False

        # one query for a few of a rule's cases; each satisfied case is then settled on its own.
        # A batch that runs out of its budget halves the batches after it (down to none: each
        # case settled on its own), since the solver's time on a disjunction has a heavy tail
        todo = collections.deque(cases[rule])
        size = BATCH
        while todo:
            remaining = []
            while todo and len(remaining) < size:
                case = todo.popleft()
                if unasked(case):
                    remaining.append(case)
            if not remaining:
                continue
            if size == 1:
                settle(remaining[0])
                continue
            while remaining:
                s = solver.solver(Or(*[c.batch() for c in remaining]), rlimit=BATCH_RLIMIT)
                rv.queries += 1
                r = solver.check(s)
                if r == z3.unsat:
                    break
                if r != z3.sat:
                    for case in remaining:
                        settle(case)
                    size = max(1, size // 2)
                    break
                m = s.model()  # every case this model satisfies is settled, not only the first
                hits = [c for c in remaining if z3.is_true(m.eval(_local(s, c.batch()), model_completion=True))] \
                    or remaining[:1]
                for hit in hits:
                    remaining.remove(hit)
                    if unasked(hit):
                        settle(hit)
                remaining = [c for c in remaining if unasked(c)]
        if answered:
            rv.notes.append(f"{answered} of {len(cases[rule])} questions answered by findings the executor confirmed "
                            "at the witness of another question (their witness is that one, not necessarily "
                            "their smallest)")
        if found:
            rv.verdict = "hazard"
            rv.findings = group_findings(found.values())
            rv.witness = dict(min((f.witness for f in rv.findings), key=_wkey))
        elif unknown:
            rv.verdict = "unknown"
        rv.notes.extend(unknown)
        rv.seconds = time.perf_counter() - t0
        verdicts.append(rv)
    if scoped:
        return _small_scope(program, doms, retire, scoped, started, timeout, verdicts, notes, disagreements,
                            inputs_undecided, solver.seconds, sum(1 for _ in replays))
    overall = _overall(verdicts)
    if overall == "proved" and (inputs_undecided or disagreements):
        overall = "unknown"
    proof = Proof("z3", overall, ranges, verdicts, time.perf_counter() - started,
                  solver.seconds, timeout, None, notes, disagreements)
    return _report(program, doms, retire, proof, sum(1 for _ in replays))


def _race_questions(q: Queries, solver: _Solver, rules: list[str], limit: int,
                    jobs: int = 1) -> tuple[list[Case], dict]:
    """The race cases of the selected rules that the generation screens leave, and the number
    of screen queries per rule; raises `TooManyQuestions` when more than `limit` are left.

    The pairs of two waves' sites come in classes (`Queries.cross_classes`) whose cases of one
    kind share one screen (`Case.screen`, `Queries._screen`: weaker than each of them, and the
    same formula for all up to the names of existentially quantified variables). Each screen
    that two or more cases share is asked once, within SCREEN_RLIMIT, before any of its cases
    is built: when it is unsatisfiable, so is every case of the class, and none is built. A
    screen the solver does not settle in time settles nothing: its cases are asked as before.
    The cases left are built in the order of the pairs (`Queries.race_cases`), so batches are
    those of a list of every case. With `jobs` > 1 the classes are shared out between this
    process and a forked copy (`_screen_classes`); the cases left are the same.
    """
    race_rules = [r for r in rules if r.startswith("SS1")]
    classes: dict = {}  # screen key -> (builder, [(class, rule, kind)]), by the rule of its first
    cross = q.cross_classes(set(race_rules))
    for r in race_rules:
        for cc in cross:
            for rule, kind in cc.kinds:
                if rule == r:
                    key, build = cc.screen(kind)
                    classes.setdefault(key, (build, []))[1].append((cc, rule, kind))
    members = list(classes.values())
    screened = None
    same = None  # the same-wave pairs (`Queries.race_pairs`), found while a forked copy screens
    if jobs > 1 and len(members) >= SHARED_CLASSES and can_fork():
        # the classes at odd places screened in a forked copy of this process, the others here;
        # what either half leaves comes back as site indices (`_screen_classes`). This process
        # then lists the same-wave pairs while it waits for the copy's half
        forked = Forked(lambda: _screen_classes(q, solver, members[1::2], limit))
        try:
            mine = _screen_classes(q, solver, members[0::2], limit)
            if mine[1] is not None:
                same, _ = q.race_pairs(set(race_rules), limit - len(mine[1]), cross_too=False)
            theirs = forked.result()
        except BaseException:
            forked.stop()
            raise
        if theirs is not FAILED:
            screened = [mine, theirs]
    if screened is None:
        screened = [_screen_classes(q, solver, members, limit)]
    queries: dict = {}
    left: list[tuple] = []  # (g, h, index of xs, of ys, of the kind, xs, ys, rule, kind)
    for part_queries, part_left in screened:
        if part_left is None:  # more cases than `limit` in that half alone
            raise TooManyQuestions(limit)
        for rule, n in part_queries.items():
            queries[rule] = queries.get(rule, 0) + n
        for g, h, ix, iy, ik, rule, kind in part_left:
            left.append((g, h, ix, iy, ik, q.enc.sites[g][ix], q.enc.sites[h][iy], rule, kind))
    count = len(left)
    if count > limit:
        raise TooManyQuestions(limit)
    # the pairs of one wave after those of two: a kernel of many waves has most of its pairs there
    if same is None:
        same, _ = q.race_pairs(set(race_rules), limit - count, cross_too=False)
    elif len(same) > limit - count:
        raise TooManyQuestions(limit)
    out = q.same_cases(same)
    left.sort(key=lambda t: t[:5])
    for (g, h, _, _), group in itertools.groupby(left, key=lambda t: t[:4]):
        group = list(group)
        out.extend(q.cross_cases(g, h, group[0][5], group[0][6], [(t[7], t[8]) for t in group]))
    return out, queries


def _screen_classes(q: Queries, solver: _Solver, members: list, limit: int) -> tuple[dict, list | None]:
    """The screens of a share of `_race_questions`' classes: (screen queries per rule, the
    pairs no screen settles as (g, h, index of xs in group g's sites, of ys in group h's, of the
    kind, rule, kind)), or (queries, None) once more than `limit` are left. Indices, not sites:
    a forked copy sends the result back pickled."""
    queries: dict = {}
    left: list[tuple] = []
    index = {id(s): i for sites in q.enc.sites for i, s in enumerate(sites)}
    for build, group_members in members:
        rule0 = group_members[0][1]
        pairs = ((cc, rule, kind, xs, ys) for cc, rule, kind in group_members for xs, ys in cc.pairs(rule, kind))
        first = list(itertools.islice(pairs, 2))
        if len(first) == 2:
            queries[rule0] = queries.get(rule0, 0) + 1
            if _screened(solver, build):
                continue
        # the screen with what the pairs' bytes imply (`Queries.byte_screen`), once per key
        by_bytes: dict = {}
        for t in itertools.chain(first, pairs):
            bs = q.byte_screen(t[3], t[4])
            by_bytes.setdefault(None if bs is None else bs[0], (bs, []))[1].append(t)
        for key, (bs, group) in by_bytes.items():
            if key is not None and len(group) >= 2:
                queries[rule0] = queries.get(rule0, 0) + 1
                if _screened(solver, lambda: build(bs[1])):
                    continue
            for cc, rule, kind, xs, ys in group:
                left.append((cc.g, cc.h, index[id(xs)], index[id(ys)], cc.kinds.index((rule, kind)), rule, kind))
                if len(left) > limit:
                    return queries, None
    return queries, left


def _screened(solver: _Solver, build) -> bool:
    """Is a screen (a formula, or a callable building it) unsatisfiable within SCREEN_RLIMIT?"""
    return solver.check(solver.solver(build() if callable(build) else build, rlimit=SCREEN_RLIMIT)) == z3.unsat


def _finding_sites(f: Finding) -> tuple:
    """(rule, the ops a race finding names as writer and reader): what `_matches` compares."""
    return f.rule, frozenset((r.loc, r.stack) for r in f.related if r.role in ("writer", "reader"))


def _answered(confirmed: dict, case: Case) -> Finding | None:
    """A race finding a replay confirmed that answers the case (`_matches`), or None.

    Sound: a replay is the concrete executor at a parameter point in the proof's range, so its
    finding is a race of the case's rule at the case's sites at that point; the case asks
    whether such a point exists, and the finding is one (it is reported with that witness,
    which need not be the smallest for it). Nothing is ever proved by this: a case with no
    such finding is asked as before."""
    if not case.rule.startswith("SS1") or not case.sites:
        return None
    key = (case.rule, frozenset(_site_key(s.stmt) for s in case.sites))
    for f in confirmed.get(key, ()):
        if _matches(case, f):
            return f
    return None


def _wkey(witness) -> tuple:
    return tuple(int(v) for _, v in witness)


def _overall(verdicts: list[RuleVerdict]) -> str:
    if any(v.verdict == "hazard" for v in verdicts):
        return "hazard"
    if any(v.verdict == "unknown" for v in verdicts):
        return "unknown"
    return "proved"


def _report(program, doms, retire, proof: Proof, runs: int) -> FileReport:
    findings = group_findings(f for v in proof.rules for f in v.findings)
    sweep = tuple((d.decl.name, (d.describe(),)) for d in doms)
    return FileReport(program.file, program.frontend, findings, sweep, runs, retire, proof.seconds,
                      program.notes, {"proof": proof})


def _fallback(program, doms, retire, select, rules, reason, started, timeout) -> FileReport:
    """Not encodable: run the concrete sweep over a finite window and claim nothing beyond it."""
    window = {d.decl.name: d.window() for d in doms}
    complete = all(d.values is not None or (d.finite and len(window[d.decl.name]) == d.hi - d.lo + 1)
                   for d in doms)
    report = check_program(program, window, retire, set(rules) if select is not None else None)
    verdicts = _run_verdicts(rules, report.findings, complete, "no hazard in the swept window; not proved beyond it")
    swept = ", ".join(f"{k}={_vals(v)}" for k, v in window.items())
    note = (f"not encodable: {reason}; fell back to the concrete sweep over {swept or 'the defaults'}"
            + ("" if complete else " (the range is wider: no proof beyond that window)"))
    ranges = {d.decl.name: d.describe() for d in doms}
    proof = Proof("sweep", _overall(verdicts), ranges, verdicts, time.perf_counter() - started, 0.0,
                  timeout, reason, [note])
    return replace(report, extra={"proof": proof}, seconds=proof.seconds)


def _small_points(doms: list[Domain], cap: int) -> tuple[list[dict], str, bool]:
    """The combinations of the small-scope check, smallest first, a description of them, and
    whether they are every value in range. Parameters with at most two values (flags, choices)
    take all of them in every combination; the others (counts) take values from their lowest
    up, by growing total distance from it (0, then 1 in one count, then 2 in all...), whole
    distances only, while the runs stay within `cap`."""
    choices = [d for d in doms if d.values is not None and len(d.values) <= 2 or
               d.lo is not None and d.hi is not None and d.hi - d.lo <= 1]
    counts = [d for d in doms if d not in choices]
    choice_values = [d.values if d.values is not None else tuple(d.value(v) for v in range(d.lo, d.hi + 1))
                     for d in choices]
    per = 1
    for vs in choice_values:
        per *= len(vs)
    count_values = [d.window() if d.values is not None or d.lo is None else
                    tuple(range(d.lo, (d.hi if d.hi is not None else d.lo + FALLBACK_MAX_VALUES - 1) + 1))
                    for d in counts]
    points: list[dict] = []
    distance, complete = 0, True
    while True:
        shell = [c for c in itertools.product(*[range(len(vs)) for vs in count_values]) if sum(c) == distance]
        if not shell:
            break  # every value of every count taken (with no counts: after distance 0)
        if points and len(points) + len(shell) * per > cap:
            complete = False
            break
        for c in shell:
            base = {d.decl.name: vs[i] for d, vs, i in zip(counts, count_values, c)}
            for pick in itertools.product(*choice_values):
                points.append({**base, **{d.decl.name: v for d, v in zip(choices, pick)}})
        distance += 1
    # every value in range ran: no shell left out, and no count's values cut short
    complete = complete and all(len(vs) == (len(d.values) if d.values is not None else
                                            d.hi - d.lo + 1 if d.finite else -1)
                                for d, vs in zip(counts, count_values))
    parts = []
    if counts:
        names = " + ".join(d.decl.name for d in counts)
        lows = ", ".join(f"{d.decl.name} from {vs[0]}" for d, vs in zip(counts, count_values))
        parts.append(f"{names} at most {distance - 1} above their lowest values ({lows})")
    if choices:
        parts.append(f"every value of {', '.join(d.decl.name for d in choices)}")
    return points, "; ".join(parts), complete


def _small_scope(program, doms, retire, rules, started, timeout, proved: list[RuleVerdict] = (),
                 notes: list[str] = (), disagreements: list[str] = (), inputs_undecided: bool = False,
                 solver_seconds: float = 0.0, replays: int = 0) -> FileReport:
    """Too many race questions for a proof: run the smallest parameter values (`_small_points`)
    for the race rules `rules` and claim nothing beyond them. A finding is a hazard (the
    executor's own, with its witness); a rule with none is unknown unless every value in range
    ran. `proved` holds the verdicts the solver reached for the other rules (SS201, SS301), for
    every value in range, with the proof's `notes`, `disagreements` and whether an input check
    was left undecided; they are reported with these."""
    points, what, complete = _small_points(doms, SMALL_SCOPE_RUNS)
    names = [d.decl.name for d in doms]
    findings, runs = run_points(program, names, points, retire, set(rules))
    by_rule = {v.rule: v for v in _run_verdicts(rules, findings, complete,
                                                 "no hazard at the small values checked; not proved beyond them")}
    by_rule.update((v.rule, v) for v in proved)
    verdicts = [by_rule[r] for r in ALL_RULES if r in by_rule]
    reason = f"more than {MAX_RACE_CASES} race questions, the most a proof asks"
    note = (f"{reason}: {', '.join(rules)} checked at small parameter values instead ({runs} runs: {what})"
            + ("" if complete else "; rules with no finding there are not proved for larger values"))
    if proved:
        note += f"; {', '.join(v.rule for v in proved)} decided by the solver for every value in range"
    overall = _overall(verdicts)
    if overall == "proved" and (inputs_undecided or disagreements):
        overall = "unknown"
    ranges = {d.decl.name: d.describe() for d in doms}
    proof = Proof("sweep", overall, ranges, verdicts, time.perf_counter() - started, solver_seconds,
                  timeout, None, [note, *notes], list(disagreements))
    findings = tuple(findings) + group_findings(f for v in proved for f in v.findings)
    sweep = tuple((n, tuple(dict.fromkeys(p[n] for p in points))) for n in names)
    return FileReport(program.file, program.frontend, tuple(findings), sweep, runs + replays, retire, proof.seconds,
                      program.notes, {"proof": proof})


def _run_verdicts(rules, findings, complete: bool, beyond: str) -> list[RuleVerdict]:
    """Each rule's verdict from concrete runs: a hazard where they found it (the smallest
    witness), proved where they covered every value in range, else unknown (note `beyond`)."""
    verdicts = []
    for rule in rules:
        fs = tuple(f for f in findings if f.rule == rule)
        verdict = "hazard" if fs else ("proved" if complete else "unknown")
        rv = RuleVerdict(rule, verdict, dict(min((f.witness for f in fs), key=_wkey)) if fs else None, fs)
        if verdict == "unknown":
            rv.notes.append(beyond)
        verdicts.append(rv)
    return verdicts


def _vals(v: tuple) -> str:
    if consecutive(v):
        return f"{v[0]}..{v[-1]}"
    return ",".join(map(str, v))


__all__ = ["Proof", "RuleVerdict", "TooManyQuestions", "needs_proof", "prove_program"]
