"""Is a combination of branch decisions possible for some kernel arguments? Workgroup-level
terms (`symbolic.py`) become 32-bit Z3 bit-vectors; uninterpreted functions stay uninterpreted,
so a decision on a float result is feasible both ways (never wrongly ruled out).

Z3 is imported only when the first question is asked: a kernel whose branches are all decided
never loads it. Each question has a time limit (cut to the time left for the file); an undecided
answer counts as feasible (the case is checked, never dropped).

Witnesses: every satisfying assignment the solver finds is kept (the last `WITNESSES`), and a
question is first evaluated under them: when one satisfies every decision, the combination is
feasible without solving. A case split asks twice about a case that was just found feasible, and
its witness settles one of the two directions; the explorer's questions grow one decision at a
time, so most are answered this way (exactly the answer the solver would give: a witness is a
proof of feasibility).

A short try first: the whole question is asked with a short time limit (`QUICK_MS`), which
settles nearly every question (all of the assembly corpus); after it gave up on `QUICK_MISSES`
questions of a kernel, that kernel's questions skip it. Then, or when it gives up, small inputs:
the solver is asked the question with every kernel argument and workgroup id below a small bound
(`SMALL_INPUTS`: all zero, then all below 16; a short time limit each), the loaded data
(uninterpreted functions) and loop counts left free. So bounded, a product of two inputs (a split
index times a length) is narrow, and a question the whole solver gives up on after seconds is
answered in a fraction of one; a satisfying answer is a witness for the question itself. Any other
answer sends the question on to the solver with its full time limit. The answer is the same in
every order: "impossible" only ever comes from the whole question's unsat, "possible" from a
model or from the full time limit running out.

Two solvers share a question's full time limit: first (`TACTIC_MS` of it) Z3's SMT core after
Ackermann's reduction (`ackermannize_bv`: each application of an uninterpreted function, the
loaded data, becomes a plain variable, with the functional-consistency constraints between
them), then Z3's default solver for the rest. On the loop-bound questions of split-K attention
(the bounds of a split times the length of a sequence read from memory: aiter's
`mla_decode_rope` stage 1) the first settles in tens of milliseconds what the second gives up
on after seconds; the second is faster on some satisfiable ones. Both are decision procedures
for the same formula: an answer either gives is the answer, and only a question neither settles
is undecided (checked both ways).
"""

from __future__ import annotations

from syncsan import budget
from syncsan.frontends.asm.symbolic import COUNT_PREFIX, M32, Sym

#: per-question limit, milliseconds
TIMEOUT_MS = 2000
#: the first try of the whole question, milliseconds: enough for every question of the assembly
#: corpus (at most 0.07 s on a loaded 2-core machine)
QUICK_MS = 100
#: after this many questions the short try gave up on, a kernel's questions go to small inputs
#: first (its questions are hard: aiter's `mla_decode_rope` asks dozens the solver needs seconds for)
QUICK_MISSES = 3
#: loop block counts are below this (keeps the 32-bit counters of the kernel from wrapping)
MAX_BLOCKS = 1 << 20
#: satisfying assignments kept to answer later questions without solving
WITNESSES = 8
#: bounds every kernel input is kept below, in turn, when looking for a witness, and the time
#: limit of each try (milliseconds)
SMALL_INPUTS = ((1, 200), (16, 400))
#: the part of a question's time limit given to the solver after Ackermann's reduction
#: (milliseconds); the default solver has the rest
TACTIC_MS = 1000


class Feasibility:
    """Answers and caches `feasible(decisions)` for one kernel."""

    def __init__(self, timeout_ms: int = TIMEOUT_MS):
        self.timeout_ms = timeout_ms
        self.cache: dict[frozenset, bool] = {}
        self.undecided = 0  # questions the solver did not settle in time
        self.queries = 0
        self._z3 = None
        self._vars: dict[str, object] = {}
        self._funcs: dict[tuple, object] = {}
        self._memo: dict[int, object] = {}
        self.block_vars: set[str] = set()  # inputs that count loop blocks (bounded)
        self._witnesses: list = []  # z3 models of satisfiable questions, the newest first
        self.witnessed = 0  # questions answered by a kept witness
        self.pinned = 0  # questions answered by a witness with small inputs
        self.quick_misses = 0  # questions the short try of the whole question gave up on

    def feasible(self, decisions: dict) -> bool:
        """Can every (condition -> value) of `decisions` hold at once?"""
        key = frozenset((id(c), v) for c, v in decisions.items())
        hit = self.cache.get(key)
        if hit is not None:
            return hit
        z3 = self._load()
        facts = []
        for cond, value in decisions.items():
            t = self.term(cond)
            facts.append(t if value else z3.Not(t))
        for name in self.block_vars:
            if name in self._vars:
                facts.append(z3.ULT(self._vars[name], MAX_BLOCKS))
        if self._witnessed(z3, facts):
            self.witnessed += 1
            self.cache[key] = True
            return True
        self.queries += 1
        # most questions the whole solver settles at once; the others take small inputs, then
        # the whole solver with its full time limit (a kernel whose questions are hard skips
        # the short try after a few)
        answer = z3.unknown
        if self.quick_misses < QUICK_MISSES:
            answer = self._solve(z3, facts, min(QUICK_MS, self.timeout_ms))
            if answer == z3.unknown:
                self.quick_misses += 1
        if answer == z3.unknown:
            if self._small_witness(z3, facts):
                self.cache[key] = True
                return True
            answer = self._solve(z3, facts, self.timeout_ms, reduced=True)
        if answer == z3.unknown:
            self.undecided += 1
            result = True
        else:
            result = answer == z3.sat
        self.cache[key] = result
        return result

    def _solve(self, z3, facts: list, ms: int, reduced: bool = False):
        """The answer to the whole question within `ms` milliseconds (keeps a witness). `reduced`:
        the solver after Ackermann's reduction for the first `TACTIC_MS` of them, then the default
        solver for the rest; else the default solver alone. Each limit is cut to the time left for
        the file (--timeout): the timer cannot interrupt the solver."""
        first = min(TACTIC_MS, ms) if reduced else 0
        if first:
            solver = z3.Then("simplify", "ackermannize_bv", "smt").solver()
            solver.set("timeout", budget.solver_ms(first))
            solver.add(*facts)
            answer = solver.check()
        if not first or (answer == z3.unknown and ms > first):
            solver = z3.Solver()
            solver.set("timeout", budget.solver_ms(ms - first))
            solver.add(*facts)
            answer = solver.check()
        if answer == z3.sat:
            self._witnesses.insert(0, solver.model())
            del self._witnesses[WITNESSES:]
        return answer

    def _witnessed(self, z3, facts: list) -> bool:
        """Does a kept witness satisfy every fact? (Symbols a witness leaves open, such as the
        fresh constants of opaque values, take its default: any value is a witness for them.)"""
        if not self._witnesses or not facts:
            return False
        whole = z3.And(*facts) if len(facts) > 1 else facts[0]
        for i, model in enumerate(self._witnesses):
            if z3.is_true(model.eval(whole, model_completion=True)):
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
        for bound, ms in SMALL_INPUTS:
            solver = z3.Solver()
            solver.set("timeout", budget.solver_ms(ms))
            solver.add(*facts)
            solver.add(*[z3.ULT(v, bound) for v in inputs])
            if solver.check() == z3.sat:
                self._witnesses.insert(0, solver.model())
                del self._witnesses[WITNESSES:]
                self.pinned += 1
                return True
        return False

    # ------------------------------------------------------------ translation

    def _load(self):
        if self._z3 is None:
            from syncsan.solverlib import z3

            self._z3 = z3
        return self._z3

    def term(self, v):
        z3 = self._load()
        if type(v) is bool:
            return z3.BoolVal(v)
        if type(v) is int:
            return z3.BitVecVal(v & M32, 32)
        if v.level:  # an opaque value: a fresh variable each time (nothing known about it)
            return z3.FreshConst(z3.BoolSort() if v.boolean else z3.BitVecSort(32))
        hit = self._memo.get(id(v))  # interned terms live as long as the kernel's table
        if hit is not None:
            return hit
        out = self._translate(v, z3)
        self._memo[id(v)] = out
        return out

    def _translate(self, v: Sym, z3):
        op, args = v.op, v.args
        if op == "hole":
            return z3.FreshConst(z3.BoolSort() if v.boolean else z3.BitVecSort(32))
        if op in ("in", "var"):
            var = self._vars.get(args[0])
            if var is None:
                var = self._vars[args[0]] = (z3.Bool(args[0]) if v.boolean else z3.BitVec(args[0], 32))
            return var
        t = self.term
        if op == "uf":
            name, rest = args[0], args[1:]
            sorts = [z3.BoolSort() if (type(a) is bool or (type(a) is Sym and a.boolean)) else z3.BitVecSort(32)
                     for a in rest]
            key = (name, len(rest), v.boolean)
            f = self._funcs.get(key)
            if f is None:
                out_sort = z3.BoolSort() if v.boolean else z3.BitVecSort(32)
                f = self._funcs[key] = z3.Function(f"{name}/{len(rest)}", *sorts, out_sort)
            return f(*[t(a) for a in rest])
        if op == "lin":
            out = z3.BitVecVal(args[0], 32)
            for atom, c in args[1]:
                out = out + t(atom) * z3.BitVecVal(c, 32)
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
