"""Is a combination of branch decisions possible for some kernel arguments? Workgroup-level
terms (`symbolic.py`) become 32-bit Z3 bit-vectors; uninterpreted functions stay uninterpreted,
so a decision on a float result is feasible both ways (never wrongly ruled out).

Z3 is imported only when the first question is asked: a kernel whose branches are all decided
never loads it. Each try at a question is limited by the solver's resource count (rlimit: a count
of its work, the same on every machine and at every load), so the tries a question goes through,
its answer and the questions asked after it do not depend on the machine's speed or load; the
question's time limit (`TIMEOUT_MS` of wall-clock time, cut to the time left for the file) only
backs them up. A question no try settles counts as feasible (the case is checked, never dropped),
and is counted (`undecided`, and `timed_out` when the time limit stopped it) for the notes. The
terms live in a Z3 context of the kernel's own, so the answers do not depend on what the process
asked the solver before either (the kernels before it in a walk), and what a stopped try leaves
in the context does not slow the prover's questions after it.

Witnesses: every satisfying assignment the solver finds is kept (the last `WITNESSES`), and a
question is first evaluated under them: when one satisfies every decision, the combination is
feasible without solving. A case split asks twice about a case that was just found feasible, and
its witness settles one of the two directions; the explorer's questions grow one decision at a
time, so most are answered this way (exactly the answer the solver would give: a witness is a
proof of feasibility).

A short try first: the whole question is asked with a small resource limit (`QUICK_RLIMIT`), which
settles nearly every question (all of the assembly corpus); after it gave up on `QUICK_MISSES`
questions of a kernel, that kernel's questions skip it. Then, or when it gives up, Z3's SMT core
after Ackermann's reduction (`ackermannize_bv`: each application of an uninterpreted function,
the loaded data, becomes a plain variable, with the functional-consistency constraints between
them), within `TACTIC_RLIMIT`. On the loop-bound questions of split-K attention (the bounds of a
split times the length of a sequence read from memory: aiter's `mla_decode_rope` stage 1) and the
causal masks of aiter's `mha` attention it settles in a fraction of a second what the default
solver gives up on after seconds. When it gives up, small inputs: the question with every kernel
argument and workgroup id below a small bound (`SMALL_INPUTS`: all zero, then all below 16; a
small resource limit each), the loaded data (uninterpreted functions) and loop counts left free.
So bounded, a product of two inputs (a split index times a length) is narrow; a satisfying
answer is a witness for the question itself. Last, Z3's default solver (`FULL_RLIMIT`), faster
than the reduced one on some satisfiable questions. The reduced and the default solver are
decision procedures for the same formula: an answer either gives is the answer. The answer is
the same in every order: "impossible" only ever comes from the whole question's unsat, "possible"
from a model or from every try running out (undecided: checked both ways).

Limits (bench/aiter_coverage.txt, aiter's gfx950 kernels; about 2.5M of the count per CPU second
on the 2-core machine): the reduced solver's answers on `mha` causal take up to 2.7M, on
`mla_decode_rope` up to 3.0M; small inputs answer within 0.1M (all zero) and 0.3M (below 16) or
not soon.
"""

from __future__ import annotations

import time

from syncsan import budget
from syncsan.frontends.asm.symbolic import COUNT_PREFIX, M32, Sym

#: per-question limit in wall-clock milliseconds, a safety net only: each try below is limited by
#: the solver's resource count (rlimit, a count of its work), so which try answers and how is the
#: same on every machine and at every load. Together the tries take at most about 2 CPU s on the
#: 2-core machine, so the net stops a question only on a machine several times slower or far
#: more loaded (it was 2 s, and on a loaded machine it was what decided). Cut to the time left
#: for the file
TIMEOUT_MS = 10_000
#: the first try of the whole question (default solver), in the resource count (about 0.1 CPU s;
#: the assembly corpus's output is unchanged with it, whole JSON of bench/asm_coverage.py)
QUICK_RLIMIT = 200_000
#: after this many questions the short try gave up on, a kernel's questions go to the reduced
#: solver first (its questions are hard: aiter's `mla_decode_rope` asks dozens the solver needs
#: seconds for)
QUICK_MISSES = 3
#: loop block counts are below this (keeps the 32-bit counters of the kernel from wrapping)
MAX_BLOCKS = 1 << 20
#: satisfying assignments kept to answer later questions without solving
WITNESSES = 8
#: bounds every kernel input is kept below, in turn, when looking for a witness, and the resource
#: limit of each try
SMALL_INPUTS = ((1, 100_000), (16, 300_000))
#: the resource limit of the solver after Ackermann's reduction (about 1.2 CPU s)
TACTIC_RLIMIT = 3_000_000
#: the resource limit of the default solver, the last try (about 0.5 CPU s)
FULL_RLIMIT = 1_000_000


class Feasibility:
    """Answers and caches `feasible(decisions)` for one kernel. Its terms live in a Z3 context of
    its own, so that its questions are the same whatever the process asked the solver before."""

    def __init__(self, timeout_ms: int = TIMEOUT_MS):
        self.timeout_ms = timeout_ms
        self.cache: dict[frozenset, bool] = {}
        self.undecided = 0  # questions no stage settled
        self.timed_out = 0  # of those, questions the time limit stopped (not the resource limits)
        self.queries = 0
        self.trail: list[tuple[str, str]] = []  # (stage, answer) of every solver call, in order
        self._z3 = None
        self._ctx = None
        self._vars: dict[str, object] = {}
        self._funcs: dict[tuple, object] = {}
        self._memo: dict[int, object] = {}
        self.block_vars: set[str] = set()  # inputs that count loop blocks (bounded)
        self._witnesses: list = []  # z3 models of satisfiable questions, the newest first
        self.witnessed = 0  # questions answered by a kept witness
        self.pinned = 0  # questions answered by a witness with small inputs
        self.quick_misses = 0  # questions the short try of the whole question gave up on
        #: (serial number of a kept witness, a fact's name: (id of the condition, its value) or a
        #: block count's name) -> does the witness satisfy the fact (questions repeat their facts)
        self._holds: dict[tuple, bool] = {}
        self._serial = 0  # witnesses found so far
        self._deadline = 0.0  # time.perf_counter() at which the current question's time is up
        self._late = False  # the time limit stopped a check of the current question

    def feasible(self, decisions: dict) -> bool:
        """Can every (condition -> value) of `decisions` hold at once?"""
        key = frozenset((id(c), v) for c, v in decisions.items())
        hit = self.cache.get(key)
        if hit is not None:
            return hit
        z3 = self._load()
        facts, names = [], []
        for cond, value in decisions.items():
            t = self.term(cond)
            facts.append(t if value else z3.Not(t))
            names.append((id(cond), value))
        for name in self.block_vars:
            if name in self._vars:
                facts.append(z3.ULT(self._vars[name], MAX_BLOCKS))
                names.append(name)
        if self._witnessed(z3, facts, names):
            self.witnessed += 1
            self.cache[key] = True
            return True
        self.queries += 1
        self._deadline = time.perf_counter() + self.timeout_ms / 1000
        self._late = False
        # most questions the whole solver settles at once; the others go to the reduced solver,
        # then small inputs, then the default solver (a kernel whose questions are hard skips the
        # short try after a few)
        answer = z3.unknown
        if self.quick_misses < QUICK_MISSES:
            answer = self._check(z3, "quick", z3.Solver(ctx=self._ctx), facts, QUICK_RLIMIT)
            if answer == z3.unknown:
                self.quick_misses += 1
        if answer == z3.unknown:
            reduced = z3.Then("simplify", "ackermannize_bv", "smt", ctx=self._ctx).solver()
            answer = self._check(z3, "reduced", reduced, facts, TACTIC_RLIMIT)
        if answer == z3.unknown:
            if self._small_witness(z3, facts):
                self.cache[key] = True
                return True
            answer = self._check(z3, "default", z3.Solver(ctx=self._ctx), facts, FULL_RLIMIT)
        if answer == z3.unknown:
            self.undecided += 1
            self.timed_out += self._late
            result = True
        else:
            result = answer == z3.sat
        self.cache[key] = result
        return result

    def _check(self, z3, stage: str, solver, facts: list, rlimit: int, extra: tuple = ()):
        """solver's answer to facts (and extra) within `rlimit` of the solver's resource count
        and the time left for the question (keeps a witness); unknown without a call once that
        time is up. The time limit is cut to the time left for the file (--timeout): the timer
        cannot interrupt the solver."""
        left = int((self._deadline - time.perf_counter()) * 1000)
        if left <= 0:
            self._late = True
            self.trail.append((stage, "late"))
            return z3.unknown
        solver.set("rlimit", rlimit)  # counted from the check's start
        solver.set("timeout", budget.solver_ms(left))
        solver.add(*facts)
        solver.add(*extra)
        answer = solver.check()
        if answer == z3.sat:
            self._serial += 1
            self._witnesses.insert(0, (self._serial, solver.model()))
            del self._witnesses[WITNESSES:]
        elif answer == z3.unknown and "timeout" in solver.reason_unknown():
            self._late = True
        self.trail.append((stage, str(answer)))
        return answer

    def _witnessed(self, z3, facts: list, names: list) -> bool:
        """Does a kept witness satisfy every fact? (Symbols a witness leaves open, such as the
        fresh constants of opaque values, take its default: any value is a witness for them, and
        the same value in every fact, so the facts are evaluated one by one, each once per
        witness: `names` are their names.)"""
        if not self._witnesses or not facts:
            return False
        holds = self._holds
        for i, (serial, model) in enumerate(self._witnesses):
            for fact, name in zip(facts, names):
                key = (serial, name)
                hit = holds.get(key)
                if hit is None:
                    hit = holds[key] = z3.is_true(model.eval(fact, model_completion=True))
                if not hit:
                    break
            else:
                if i:  # the newest first: the next question likely extends this one
                    self._witnesses.insert(0, self._witnesses.pop(i))
                return True
        return False

    def _small_witness(self, z3, facts: list) -> bool:
        """Is the question satisfiable with every input below one of the `SMALL_INPUTS` bounds?
        (Keeps the witness found.)"""
        inputs = [v for n, v in self._vars.items() if n not in self.block_vars and z3.is_bv(v)
                  and not n.startswith(COUNT_PREFIX)]
        if not inputs:
            return False
        for bound, rlimit in SMALL_INPUTS:
            below = tuple(z3.ULT(v, bound) for v in inputs)
            if self._check(z3, f"small<{bound}", z3.Solver(ctx=self._ctx), facts, rlimit, below) == z3.sat:
                self.pinned += 1
                return True
        return False

    # ------------------------------------------------------------ translation

    def _load(self):
        if self._z3 is None:
            from syncsan.solverlib import z3

            self._z3 = z3
            self._ctx = z3.Context()
        return self._z3

    def term(self, v):
        z3 = self._load()
        if type(v) is bool:
            return z3.BoolVal(v, self._ctx)
        if type(v) is int:
            return z3.BitVecVal(v & M32, 32, self._ctx)
        if v.level:  # an opaque value: a fresh variable each time (nothing known about it)
            return z3.FreshConst(z3.BoolSort(self._ctx) if v.boolean else z3.BitVecSort(32, self._ctx))
        hit = self._memo.get(id(v))  # interned terms live as long as the kernel's table
        if hit is not None:
            return hit
        out = self._translate(v, z3)
        self._memo[id(v)] = out
        return out

    def _translate(self, v: Sym, z3):
        op, args = v.op, v.args
        if op == "hole":
            return z3.FreshConst(z3.BoolSort(self._ctx) if v.boolean else z3.BitVecSort(32, self._ctx))
        if op in ("in", "var"):
            var = self._vars.get(args[0])
            if var is None:
                var = self._vars[args[0]] = (z3.Bool(args[0], self._ctx) if v.boolean
                                            else z3.BitVec(args[0], 32, self._ctx))
            return var
        t = self.term
        if op == "uf":
            name, rest = args[0], args[1:]
            boolean, bv = z3.BoolSort(self._ctx), z3.BitVecSort(32, self._ctx)
            sorts = [boolean if (type(a) is bool or (type(a) is Sym and a.boolean)) else bv for a in rest]
            key = (name, len(rest), v.boolean)
            f = self._funcs.get(key)
            if f is None:
                out_sort = boolean if v.boolean else bv
                f = self._funcs[key] = z3.Function(f"{name}/{len(rest)}", *sorts, out_sort)
            return f(*[t(a) for a in rest])
        if op == "lin":
            out = z3.BitVecVal(args[0], 32, self._ctx)
            for atom, c in args[1]:
                out = out + t(atom) * z3.BitVecVal(c, 32, self._ctx)
            return out
        if op == "select":
            return z3.If(t(args[0]), t(args[1]), t(args[2]))
        if op == "bnot":
            return z3.Not(t(args[0]))
        if op == "band":
            return z3.And(t(args[0]), t(args[1]))
        a, b = t(args[0]), t(args[1])
        if op == "add":
            return a + b
        if op == "sub":
            return a - b
        if op == "mul":
            return a * b
        if op == "mulhu":
            return z3.Extract(63, 32, z3.ZeroExt(32, a) * z3.ZeroExt(32, b))
        if op == "mulhs":
            return z3.Extract(63, 32, z3.SignExt(32, a) * z3.SignExt(32, b))
        if op == "udiv":
            return z3.UDiv(a, b)
        if op == "urem":
            return z3.URem(a, b)
        if op == "and":
            return a & b
        if op == "or":
            return a | b
        if op == "xor":
            return a ^ b
        if op == "shl":
            return a << (b & 31)
        if op == "lshr":
            return z3.LShR(a, b & 31)
        if op == "ashr":
            return a >> (b & 31)
        if op == "eq":
            return a == b
        if op == "ne":
            return a != b
        if op == "ult":
            return z3.ULT(a, b)
        if op == "ule":
            return z3.ULE(a, b)
        if op == "slt":
            return a < b
        if op == "sle":
            return a <= b
        raise ValueError(f"cannot translate {op}")
