"""JSON report (documented in README.md, "JSON output"); stable key order and shape."""

from __future__ import annotations

import json
from collections import Counter
from typing import Sequence

from syncsan import __version__
from syncsan.analysis import FileReport
from syncsan.errors import Loc
from syncsan.findings import Finding, Related

SCHEMA_VERSION = 2


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


def fix_to_dict(fx) -> dict:
    return {
        "description": fx.description,
        "file": fx.file,
        "line": fx.line,
        "proof": fx.proof,
        "lines": [{"change": {"+": "add", "-": "remove"}.get(m, "keep"), "text": t} for m, t in fx.shown],
        # the text changes --fix writes (empty for languages syncsan does not write)
        "edits": [{"start_line": e.start_line, "start_column": e.start_column, "end_line": e.end_line,
                   "end_column": e.end_column, "text": e.text} for e in fx.edits],
    }


def _site(r: Related | None) -> dict | None:
    if r is None:
        return None
    return {"file": r.site.file, "line": r.site.line, "column": r.site.column, "source": source_of(r.site),
            "group": r.group, "op": r.op, "generation": r.generation}


def _gap(f: Finding) -> dict | None:
    g = f.gap
    if g is None:
        return None
    return {"kind": g.kind, "counter": g.counter, "generation": g.generation,
            "barrier": _site(g.first_barrier), "wait": _site(g.first_wait), "after": _site(g.second_barrier),
            "since": _site(g.since)}


def _side(side) -> dict | None:
    if side is None:
        return None
    return {"role": side.role, "kinds": list(side.kinds), "lines": list(side.lines), "waves": list(side.waves),
            "groups": list(side.groups)}


def _witness(f: Finding, timeline: bool) -> dict:
    out = {"params": dict(f.witness), "retire": f.retire, "facts": dict(f.facts)}
    if timeline:
        out["timeline"] = [
            {"group": s.group, "generation": s.generation, "line": s.loc.line, "what": s.what, "mark": s.mark}
            for s in f.timeline
        ]
    return out


def pair_to_dict(p: Finding) -> dict:
    return {"line": p.loc.line, "column": p.loc.column, "source": source_of(p.loc),
            "related": [_related(r) for r in p.related],
            "witness": _witness(p, timeline=False)}


def finding_to_dict(f: Finding) -> dict:
    return {
        "rule": f.rule,
        "severity": f.severity,
        "message": f.message,
        "file": f.loc.file,
        "line": f.loc.line,
        "column": f.loc.column,
        "fingerprint": f.fingerprint,
        "gap": _gap(f),
        "first": _side(f.first),
        "second": _side(f.second),
        "pair_count": len(f.pairs),
        "source": source_of(f.loc),
        "related": [_related(r) for r in f.related],
        "witness": _witness(f, timeline=True),
        "pairs": [pair_to_dict(p) for p in f.pairs],
        "fixes": [fix_to_dict(fx) for fx in f.fixes],
    }


def summary(reports: Sequence[FileReport], findings: Sequence[Finding], exit_status: int) -> dict:
    by_rule = Counter(f.rule for f in findings)
    by_sev = Counter(f.severity for f in findings)
    return {
        "files": len(reports),
        "findings": len(findings),
        "errors": by_sev.get("error", 0),
        "warnings": by_sev.get("warning", 0),
        "infos": by_sev.get("info", 0),
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
