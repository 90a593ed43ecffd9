"""`syncsan check`'s options read without typer, for the console script's start-up.

Loading typer (and the click it carries) and building the command from its signature costs
about 0.06 CPU s of every check. `parse_check` reads the common shapes of a `check` command line
into the same options `syncsan.cli.check` receives from typer, and gives None for anything
else: an unknown or abbreviated option, `--help`, an option value that starts with `-`, a value
typer would refuse or convert in a way this does not copy (a choice, a number out of its
range), shell completion. The console script then runs the command through typer, which
parses, explains or refuses it as always. `OPTIONS` mirrors the declarations in `syncsan.cli`
(tests/test_startup.py compares them, and the options both give for a set of command lines).
"""

from __future__ import annotations

import os
import re
from types import SimpleNamespace

from syncsan.command import FailOn, OutputFormat, Retire, UnknownPolicy

#: option -> (parameter name, kind); kinds: "list" (repeatable str), "str", "int", "int>=1",
#: "float", "float>0" (>= 0.001), "float>=0", an Enum of choices, "flag" (a bool that is
#: False unless given), "on" / "off" (the two halves of an --x/--no-x pair, None unless given)
OPTIONS: dict[str, tuple[str, object]] = {
    "--param": ("param", "list"), "-p": ("param", "list"),
    "--retire": ("retire", Retire),
    "--format": ("output_format", OutputFormat), "--output-format": ("output_format", OutputFormat),
    "--fail-on": ("fail_on", FailOn),
    "--select": ("select", "list"), "--ignore": ("ignore", "list"),
    "--kernel": ("kernel", "str"), "--target": ("target", "str"),
    "--waves": ("waves", "int"),
    "--kernarg": ("kernarg", "list"),
    "--define": ("define", "list"), "-D": ("define", "list"),
    "--jobs": ("jobs", "int>=1"), "-j": ("jobs", "int>=1"),
    "--config": ("config", "str"),
    "--include": ("include", "list"), "--exclude": ("exclude", "list"),
    "--baseline": ("baseline", "str"), "--write-baseline": ("write_baseline", "str"),
    "--timeline": ("timeline", "str"),
    "--progress": ("progress", "on"), "--no-progress": ("progress", "off"),
    "--prove": ("prove", "on"), "--no-prove": ("prove", "off"),
    "--solver-timeout": ("solver_timeout", "float>0"),
    "--unknown": ("unknown", UnknownPolicy),
    "--timeout": ("timeout", "float"),
    "--stdin-filename": ("stdin_filename", "str"),
    "--debug": ("debug", "flag"),
    "--fix-suggestions": ("fix_suggestions", "on"), "--no-fix-suggestions": ("fix_suggestions", "off"),
    "--fix": ("fix", "flag"),
    "--fix-budget": ("fix_budget", "float>=0"),
    "--verbose": ("verbose", "flag"), "-v": ("verbose", "flag"),
}
#: what typer passes for an option not given
DEFAULTS = {"paths": None, "param": [], "retire": None, "output_format": OutputFormat.text, "fail_on": None,
            "select": None, "ignore": None, "kernel": None, "target": None, "waves": None, "kernarg": [],
            "define": [], "jobs": None, "config": None, "include": [], "exclude": [], "baseline": None,
            "write_baseline": None, "timeline": None, "progress": None, "prove": None, "solver_timeout": None,
            "unknown": None, "timeout": None, "stdin_filename": None, "debug": False, "fix_suggestions": None,
            "fix": False, "fix_budget": None, "verbose": False}
_FLAGS = ("flag", "on", "off")
_INT = re.compile(r"[0-9]{1,18}")
_FLOAT = re.compile(r"[0-9]{1,18}(\.[0-9]{1,18})?")


def _value(kind, text: str):
    """The value typer gives for `text`, or None when this module leaves it to typer."""
    if kind == "list" or kind == "str":
        return text
    if isinstance(kind, type):  # a choice: exactly one of its values
        for member in kind:
            if member.value == text:
                return member
        return None
    if kind in ("int", "int>=1"):
        if not _INT.fullmatch(text):
            return None
        n = int(text)
        return n if kind == "int" or n >= 1 else None
    if not _FLOAT.fullmatch(text):
        return None
    x = float(text)
    if kind == "float>0" and x < 0.001:
        return None
    return x


def parse_check(args: list[str]) -> SimpleNamespace | None:
    """The options of `syncsan check ARGS` as typer gives them to `syncsan.cli.check`, or None
    when typer must read them."""
    if any(k.startswith("_") and k.endswith("_COMPLETE") for k in os.environ):
        return None  # shell completion is typer's
    opts = dict(DEFAULTS)
    paths: list[str] = []
    given: dict[str, list] = {}
    i = 0
    n = len(args)
    while i < n:
        arg = args[i]
        i += 1
        if arg == "--":
            paths.extend(args[i:])
            break
        if not arg.startswith("-") or arg == "-":
            paths.append(arg)
            continue
        if arg.startswith("--"):
            name, eq, attached = arg.partition("=")
        elif len(arg) > 2 and OPTIONS.get(arg[:2], (None, "flag"))[1] not in _FLAGS:
            # a short option with its value attached (`-j4`, `-pk=2`): click reads the rest of the
            # argument as the value
            name, eq, attached = arg[:2], "=", arg[2:]
            if attached.startswith("-"):
                return None
        else:
            name, eq, attached = arg, "", ""
        spec = OPTIONS.get(name)
        if spec is None:
            return None  # unknown (or --help, or flags run together, -vj4): typer reads it
        dest, kind = spec
        if kind in _FLAGS:
            if eq:
                return None
            opts[dest] = {"flag": True, "on": True, "off": False}[kind]
            continue
        if eq:
            text = attached
        else:
            if i >= n:
                return None
            text = args[i]
            i += 1
            if text.startswith("-"):
                return None
        value = _value(kind, text)
        if value is None:
            return None
        if kind == "list":
            given.setdefault(dest, []).append(value)
        else:
            opts[dest] = value  # the last one wins, as in typer
    opts.update(given)
    opts["paths"] = paths or None
    return SimpleNamespace(**opts)
