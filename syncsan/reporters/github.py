"""GitHub Actions workflow commands: one `::error file=...,line=...,title=SS101::...` per finding
(a grouped race finding is one annotation, at its primary line).

GitHub shows them as annotations on the pull request's diff. Escaping follows the workflow
command rules: `%`, CR and LF in the message; also `:` and `,` in properties.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Sequence

from syncsan.findings import Finding

COMMAND = {"error": "error", "warning": "warning", "info": "notice"}


def _data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _prop(text: str) -> str:
    return _data(text).replace(":", "%3A").replace(",", "%2C")


def _path(file: str, root: Path) -> str:
    p = Path(file)
    try:
        resolved = p.resolve()
        if resolved.is_relative_to(root.resolve()):
            return Path(os.path.relpath(resolved, root.resolve())).as_posix()
    except (OSError, ValueError):
        pass
    return p.as_posix()


def _line(loc, file: str, root: Path) -> str:
    """`line N`, or `path:N` when the line is in another file than the finding's."""
    return f"line {loc.line}" if loc.file == file else f"{_path(loc.file, root)}:{loc.line}"


def _in_repository(file: str, root: Path) -> bool:
    try:
        p = Path(file).resolve()
        return p.is_file() and p.is_relative_to(root.resolve())
    except (OSError, ValueError):
        return False


def annotation(f: Finding, root: Path) -> str:
    """One annotation per finding; a grouped finding's message already names the gap and the
    lines of both sides, so only the pair count and the witness are added."""
    message = f.message
    if f.pairs:
        message += f" [{len(f.pairs)} pair{'s' if len(f.pairs) != 1 else ''} of instructions]"
    else:
        others = [r for r in f.related if r.role in ("writer", "reader") and r.site != f.loc]
        if others:
            message += " [" + "; ".join(f"{r.role} at {_line(r.site, f.loc.file, root)}: {r.op}" for r in others) + "]"
    inside = [r for r in f.related if r.role in ("writer", "reader") and r.stack and r.loc.file != f.loc.file]
    if inside:
        message += " [" + "; ".join(f"{r.role} inside the helper at {_line(r.loc, f.loc.file, root)}"
                                    for r in inside) + "]"
    if f.witness:
        message += " (witness: " + ", ".join(f"{k}={v}" for k, v in f.witness) + ")"
    for fx in f.fixes:
        message += f" Fix: {fx.description} ({fx.proof})."
    at, src = f.loc, f.loc.source
    if src is not None:
        if _in_repository(src.file, root):  # annotate the kernel source the diff shows
            at = src
            message += f" (assembly: {_path(f.loc.file, root)}:{f.loc.line})"
        else:
            message += f" (source: {src.file}:{src.line})"
    props = f"file={_prop(_path(at.file, root))},line={at.line},col={at.column},title={_prop(f.rule)}"
    return f"::{COMMAND.get(f.severity, 'warning')} {props}::{_data(message)}"


def render(findings: Sequence[Finding], errors: Sequence[str] = (), root: Path | None = None) -> str:
    root = root or Path.cwd()
    lines = [annotation(f, root) for f in findings]
    lines += [f"::error title=syncsan::{_data(e)}" for e in errors]
    return "\n".join(lines)
