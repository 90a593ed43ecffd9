"""SARIF 2.1.0 report (OASIS; the schema is committed under tests/data/ and validated in tests).

Rules come from `rules/`; one result per finding (a grouped race finding is one result): its
primary line as the location, the gap's barriers and wait and every op line of its pairs as related
locations, the pairs and the witness in its properties, the fingerprint as `partialFingerprints`
and a code flow with one thread flow per wave group (the witness timeline). Suppressed and
baselined findings are included with a `suppressions` entry, as code-scanning tools expect.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from urllib.parse import quote
from typing import Sequence

from syncsan import __version__
from syncsan.analysis import FileReport
from syncsan.errors import Loc
from syncsan.findings import Finding
from syncsan.rules import RuleInfo
from syncsan.suppress import Suppression, known_rules

SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
LEVEL = {"error": "error", "warning": "warning", "info": "note"}
SRCROOT = "SRCROOT"
#: the fingerprint's version is part of its name: v2 fingerprints identify grouped findings
FINGERPRINT_KEY = "syncsanFingerprint/v2"


def _quote(path: str) -> str:
    """A relative URI reference: the path's bytes percent-encoded (a name that is not valid UTF-8
    keeps its bytes, e.g. `k%FF.sched`)."""
    return quote(os.fsencode(path), safe="/")


def _uri(file: str, root: Path) -> dict:
    """The artifact location of a file (resolved once per render: a report names the same few
    files at thousands of locations, and resolving a path costs a system call per component)."""
    key = (file, root)
    hit = _URIS.get(key)
    if hit is None:
        hit = _URIS[key] = _resolve_uri(file, root)
    return dict(hit)


_URIS: dict[tuple, dict] = {}  # emptied by each render


def _resolve_uri(file: str, root: Path) -> dict:
    p = Path(file)
    try:
        resolved = p.resolve()
        if resolved.is_relative_to(root.resolve()):
            return {"uri": _quote(Path(os.path.relpath(resolved, root.resolve())).as_posix()), "uriBaseId": SRCROOT}
        return {"uri": resolved.as_uri()}
    except (OSError, ValueError, RuntimeError):  # RuntimeError: a symbolic link loop
        return {"uri": _quote(p.as_posix())}


def _physical(loc: Loc, root: Path) -> dict:
    return {"artifactLocation": _uri(loc.file, root),
            "region": {"startLine": max(1, loc.line), "startColumn": max(1, loc.column)}}


def _rule(info: RuleInfo) -> dict:
    def block(text: str) -> str:
        return text.strip("\n")

    help_text = (f"{info.summary}\n\n{info.meaning.strip()}\n\nFix: {info.fix.strip()}")
    markdown = (f"{info.summary}\n\n{info.meaning.strip()}\n\n**Bad**\n\n```python\n{block(info.bad)}\n```\n\n"
                f"**Good**\n\n```python\n{block(info.good)}\n```\n\n**Fix.** {info.fix.strip()}")
    if info.references:
        refs = "\n".join(f"- {r}" for r in info.references)
        help_text += "\n\nReferences:\n" + refs
        markdown += "\n\n**References**\n\n" + refs
    return {
        "id": info.code,
        "name": info.name,
        "shortDescription": {"text": info.title},
        "fullDescription": {"text": f"{info.summary} {' '.join(info.meaning.split())}"},
        "help": {"text": help_text, "markdown": markdown},
        "defaultConfiguration": {"level": LEVEL.get(info.severity, "warning"),
                                 **({} if getattr(info, "default", True) else {"enabled": False})},
        "properties": {"tags": ["synchronization", "amdgpu", "lds"], "problem.severity": info.severity},
    }


def _related_locations(f: Finding, root: Path) -> list[dict]:
    """A grouped finding: the gap's barriers and wait, then every op line of both sides (the pairs
    in `properties.pairs`). Other findings: their related ops, barriers and waits. Each location
    with a kernel-source line (assembly `.loc`) is followed by that source line."""
    entries: list[tuple[Loc, str, dict]] = []
    if f.pairs and f.gap is not None and f.first is not None:
        g = f.gap
        for name, r in (("gap barrier", g.first_barrier), ("gap wait", g.first_wait),
                        ("second-side barrier", g.second_barrier)):
            if r is not None:
                entries.append((r.site, f"{name}: {r.group}: {r.op}", {"role": r.role, "group": r.group,
                                                                       "op": r.op, "gap": name}))
        for side, label in ((f.first, "first"), (f.second, "second")):
            for loc in side.sites:
                entries.append((loc, f"{side.role} ({label} side): {side.nouns} in {side.who}",
                                {"role": side.role, "side": label}))
    else:
        for r in f.related:
            text = f"{r.role}: {r.group}: {r.op}"
            if r.generation is not None:
                text += f", generation {r.generation}"
            if r.iteration:
                text += " (" + ", ".join(f"{k}={v}" for k, v in r.iteration) + ")"
            props = {"role": r.role, "group": r.group, "op": r.op}
            if r.generation is not None:
                props["generation"] = r.generation
            if r.stack:  # the primitive sits in a helper: where it is written
                props["via"] = [f"{l.file}:{l.line}:{l.column}" for l in (*r.stack[1:], r.loc)]
            entries.append((r.site, text, props))
    related = []
    for loc, text, props in entries:
        related.append({"id": len(related) + 1, "physicalLocation": _physical(loc, root),
                        "message": {"text": text}, "properties": props})
        if loc.source is not None:  # the kernel-source line of the op (.loc)
            related.append({"id": len(related) + 1, "physicalLocation": _physical(loc.source, root),
                            "message": {"text": f"{text} (source line)"},
                            "properties": {**props, "kind": "source"}})
    if f.loc.source is not None:
        # the primary location is on the kernel source, where the user fixes it
        related.append({"id": len(related) + 1, "physicalLocation": _physical(f.loc, root),
                        "message": {"text": f"assembly line {f.loc.line}"},
                        "properties": {"kind": "assembly"}})
    return related


def _result(f: Finding, rule_index: dict[str, int], root: Path, suppression: dict | None) -> dict:
    message = f.message
    unwritten = [fx for fx in f.fixes if not fx.edits]
    if unwritten:  # assembly: the fix as a message, not an artifact change
        message += " Fix: " + "; ".join(f"{fx.description} ({fx.proof})" for fx in unwritten) + "."
    result = {
        "ruleId": f.rule,
        "ruleIndex": rule_index[f.rule],
        "level": LEVEL.get(f.severity, "warning"),
        "message": {"text": message},
        "locations": [{"physicalLocation": _physical(f.loc.source or f.loc, root)}],
        "partialFingerprints": {FINGERPRINT_KEY: f.fingerprint},
    }
    related = _related_locations(f, root)
    if related:
        result["relatedLocations"] = related
    props = {
        "witness": {"params": {k: v for k, v in f.witness}, "retire": f.retire, "facts": {k: v for k, v in f.facts}},
    }
    if f.pairs:
        props["pairCount"] = len(f.pairs)
        props["pairs"] = [{"line": p.loc.line, "firstLine": p.related[1].site.line,
                           "witness": {k: v for k, v in p.witness}} for p in f.pairs]
    result["properties"] = props
    if f.timeline:
        result["codeFlows"] = [_code_flow(f, root)]
    written = [fx for fx in f.fixes if fx.edits]
    if written:
        result["fixes"] = [_fix(fx, root) for fx in written]
    if f.fixes:
        props["fixes"] = [{"description": fx.description, "proof": fx.proof} for fx in f.fixes]
    if suppression is not None:
        result["suppressions"] = [suppression]
    return result


def _fix(fx, root: Path) -> dict:
    """A SARIF fix: the proven edit as replacements in the artifact."""
    changes: dict[str, list] = {}
    for e in fx.edits:
        changes.setdefault(e.file, []).append({
            "deletedRegion": {"startLine": e.start_line, "startColumn": e.start_column,
                              "endLine": e.end_line, "endColumn": e.end_column},
            "insertedContent": {"text": e.text},
        })
    return {"description": {"text": f"{fx.description} ({fx.proof})"},
            "artifactChanges": [{"artifactLocation": _uri(file, root), "replacements": reps}
                                for file, reps in changes.items()]}


def _code_flow(f: Finding, root: Path) -> dict:
    """One thread flow per wave group; steps in program order, with barrier generations."""
    flows = []
    order = 0
    for group in dict.fromkeys(s.group for s in f.timeline):
        locs = []
        for s in (s for s in f.timeline if s.group == group):
            order += 1
            loc = {
                "location": {"physicalLocation": _physical(s.loc, root), "message": {"text": s.what}},
                "executionOrder": order,
                "importance": "essential" if s.mark in ("reader", "writer") else "important",
                "properties": {"generation": s.generation, "mark": s.mark or "step"},
            }
            if s.mark:
                loc["kinds"] = [s.mark]
            locs.append(loc)
        flows.append({"id": group, "message": {"text": f"wave group {group}"}, "locations": locs})
    witness = ", ".join(f"{k}={v}" for k, v in f.witness)
    return {"message": {"text": f"witness ({witness or 'no parameters'}; retire model {f.retire})"},
            "threadFlows": flows}


def render(reports: Sequence[FileReport], findings: Sequence[Finding], exit_status: int, *,
           suppressed: Sequence[tuple[Finding, Suppression]] = (), baselined: Sequence[Finding] = (),
           baseline_path: Path | None = None, errors: Sequence[str] = (), root: Path | None = None) -> str:
    root = root or Path.cwd()
    _URIS.clear()
    rules = [info for _, info in sorted(known_rules().items())]
    rule_index = {info.code: i for i, info in enumerate(rules)}
    results = [_result(f, rule_index, root, None) for f in findings]
    for f, sup in suppressed:
        results.append(_result(f, rule_index, root,
                               {"kind": "inSource", "status": "accepted", "justification": sup.reason,
                                "location": {"physicalLocation": _physical(sup.loc, root)}}))
    for f in baselined:
        results.append(_result(f, rule_index, root,
                               {"kind": "external", "status": "accepted",
                                "justification": f"recorded in the baseline {baseline_path}"}))
    results.sort(key=lambda r: (r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
                                r["locations"][0]["physicalLocation"]["region"]["startLine"],
                                r["locations"][0]["physicalLocation"]["region"]["startColumn"],
                                r["ruleId"], "suppressions" in r))
    artifacts = []
    for rep in reports:
        if rep.file not in (a["_file"] for a in artifacts):
            artifacts.append({"_file": rep.file, "location": _uri(rep.file, root),
                              "properties": {"frontend": rep.frontend, "runs": rep.runs, "retire": rep.retire,
                                             "sweep": {k: list(v) for k, v in rep.sweep}}})
    for a in artifacts:
        del a["_file"]
    invocation = {"executionSuccessful": not errors, "exitCode": exit_status}
    if errors:
        invocation["toolExecutionNotifications"] = [
            {"level": "error", "message": {"text": e}} for e in errors]
    run = {
        "tool": {"driver": {
            "name": "syncsan",
            "version": __version__,
            "semanticVersion": __version__,
            "rules": [_rule(info) for info in rules],
        }},
        "originalUriBaseIds": {SRCROOT: {"uri": root.resolve().as_uri() + "/"}},
        "invocations": [invocation],
        "artifacts": artifacts,
        "results": results,
        "columnKind": "unicodeCodePoints",
    }
    doc = {"$schema": SCHEMA_URI, "version": "2.1.0", "runs": [run]}
    return json.dumps(doc, indent=2)
