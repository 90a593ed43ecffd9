"""JSON report (documented in README.md, "JSON output"); stable key order and shape."""

from __future__ import annotations

import json
from collections import Counter
from typing import Sequence

from syncsan import __version__
from syncsan.analysis import FileReport
from syncsan.errors import Loc
from syncsan.findings import Finding, Related

SCHEMA_VERSION = 1


def source_of(loc: Loc) -> dict | None:
    """The kernel-source position of an op (assembly `.loc` lines), or None."""
    src = loc.source
    return None if src is None else {"file": src.file, "line": src.line, "column": src.column}


def _related(r: Related) -> dict:
    return {
        "role": r.role,
        "file": r.site.file,
        "line": r.site.line,
        "column": r.site.column,
        "group": r.group,
        "op": r.op,
        "generation": r.generation,
        "iteration": dict(r.iteration),
        "source": source_of(r.site),
        # where the primitive itself is written when it sits in a helper
        "via": [{"file": l.file, "line": l.line, "column": l.column} for l in (*r.stack[1:], r.loc)]
        if r.stack else [],
    }


def finding_to_dict(f: Finding) -> dict:
    return {
        "rule": f.rule,
        "severity": f.severity,
        "message": f.message,
        "file": f.loc.file,
        "line": f.loc.line,
        "column": f.loc.column,
        "source": source_of(f.loc),
        "related": [_related(r) for r in f.related],
        "witness": {
            "params": dict(f.witness),
            "retire": f.retire,
            "facts": dict(f.facts),
            "timeline": [
                {"group": s.group, "generation": s.generation, "line": s.loc.line, "what": s.what, "mark": s.mark}
                for s in f.timeline
            ],
        },
    }


def summary(reports: Sequence[FileReport], findings: Sequence[Finding], exit_status: int) -> dict:
    by_rule = Counter(f.rule for f in findings)
    by_sev = Counter(f.severity for f in findings)
    return {
        "files": len(reports),
        "findings": len(findings),
        "errors": by_sev.get("error", 0),
        "warnings": by_sev.get("warning", 0),
        "by_rule": dict(sorted(by_rule.items())),
        "exit_status": exit_status,
        **({"verdict": _verdict([r.extra["proof"].verdict for r in reports if "proof" in r.extra])}
           if any("proof" in r.extra for r in reports) else {}),
    }


def _verdict(verdicts: list[str]) -> str:
    for v in ("hazard", "unknown"):
        if v in verdicts:
            return v
    return "proved"


def render(reports: Sequence[FileReport], findings: Sequence[Finding], exit_status: int,
           errors: Sequence = ()) -> str:
    """`errors`: the files that could not be checked (objects with `file`, `status` 2 or 3 and
    `message`); the other files' findings are reported as usual."""
    doc = {
        "tool": "syncsan",
        "version": __version__,
        "schema": SCHEMA_VERSION,
        "findings": [finding_to_dict(f) for f in findings],
        "files": [
            {
                "file": r.file,
                "frontend": r.frontend,
                "retire": r.retire,
                "sweep": {k: list(v) for k, v in r.sweep},
                "runs": r.runs,
                "seconds": round(r.seconds, 4),
                "notes": list(r.notes),
                **({"proof": r.extra["proof"].to_dict()} if "proof" in r.extra else {}),
            }
            for r in reports
        ],
        "errors": [{"file": e.file or None, "status": e.status, "message": e.message} for e in errors],
        "summary": summary(reports, findings, exit_status),
    }
    return json.dumps(doc, indent=2)
