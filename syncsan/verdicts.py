"""The verdicts of a proof: per rule `proved`, `hazard` or `unknown`, and the proof as a whole.

Kept apart from the prover (`syncsan.prover`), which imports the solver: a check cut by the
file's time limit (`--timeout`) reports its rules `unknown` without loading the solver after its
time is up.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from syncsan.findings import Finding


@dataclass
class RuleVerdict:
    rule: str
    verdict: str  # proved | hazard | unknown
    witness: dict | None = None  # smallest parameter values with a hazard
    findings: tuple[Finding, ...] = ()
    queries: int = 0
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)


@dataclass
class Proof:
    method: str  # z3 | sweep
    verdict: str  # proved | hazard | unknown
    ranges: dict[str, str]  # parameter -> the range decided
    rules: list[RuleVerdict]
    seconds: float
    solver_seconds: float
    timeout: float
    reason: str | None = None  # why the schedule fell back to the sweep
    notes: list[str] = field(default_factory=list)
    disagreements: list[str] = field(default_factory=list)  # witnesses the replay did not confirm
    unknown_policy: str = "fail"  # --unknown: whether an undecided rule fails the check

    def rule(self, code: str) -> RuleVerdict:
        for r in self.rules:
            if r.rule == code:
                return r
        raise KeyError(code)

    def to_dict(self) -> dict:
        return {
            "method": self.method,
            "verdict": self.verdict,
            "range": dict(self.ranges),
            "seconds": round(self.seconds, 4),
            "solver_seconds": round(self.solver_seconds, 4),
            "solver_timeout": self.timeout,
            "not_encodable": self.reason,
            "unknown_policy": self.unknown_policy,
            "notes": list(self.notes + self.disagreements),
            "rules": [
                {
                    "rule": r.rule,
                    "verdict": r.verdict,
                    "witness": r.witness,
                    "findings": len(r.findings),
                    "queries": r.queries,
                    "seconds": round(r.seconds, 4),
                    "notes": list(r.notes),
                }
                for r in self.rules
            ],
        }
