"""Configuration of a checked repository: `[tool.syncsan]` in pyproject.toml, or syncsan.toml.

Owns finding and validating the file (unknown keys are errors naming the file and line) and
merging it with the command line, which always wins. The result is a `Settings`; `for_file`
gives what one checked file uses (its frontend options and parameter sweep).
"""

from __future__ import annotations

import fnmatch
import math
import os
import re
import tomllib
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Mapping

from syncsan.analysis import parse_param_value
from syncsan.budget import DEFAULT_TIMEOUT
from syncsan.errors import InputError, Loc
from syncsan.frontends import FrontendOptions
from syncsan.ir import MAX_WAVES, MAX_WORKGROUP_SIZE

RETIRE_MODELS = ("in-order", "conservative")
FAIL_ON = ("error", "warning", "info")

#: top-level keys of `[tool.syncsan]` (syncsan.toml: the same keys at the top level)
TOP_KEYS = {
    "paths", "include", "exclude", "target", "retire", "select", "ignore", "fail-on",
    "solver-timeout", "baseline", "jobs", "waves", "params", "kernargs", "kernels", "prove", "unknown",
    "defines", "timeout",
}
#: keys of one `[tool.syncsan.kernels."<glob>"]` entry
KERNEL_KEYS = {"params", "kernargs", "waves", "target", "retire", "kernel", "defines"}
#: frontend options (FrontendOptions fields) given on the command line -> their flag
OPTION_FLAGS = {"target": "--target", "waves": "--waves", "kernargs": "--kernarg", "kernel": "--kernel"}


class ConfigError(InputError):
    """A configuration file (or a command-line value) that cannot be used: exit status 2."""


@dataclass(frozen=True)
class KernelSettings:
    """Settings for the files matching one glob (relative to the configuration's folder)."""

    pattern: str
    params: Mapping[str, tuple] = field(default_factory=dict)
    kernargs: Mapping[str, tuple] = field(default_factory=dict)
    waves: int | None = None
    target: str | None = None
    retire: str | None = None
    kernel: str | None = None
    defines: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class FileSettings:
    """What checking one file uses."""

    options: FrontendOptions
    params: Mapping[str, tuple]  # overrides applied to the programs that declare the parameter
    strict_params: frozenset[str]  # names a program of this file must declare (per-kernel config)
    retire: str
    strict_defines: frozenset[str] = frozenset()  # --define names this file must use (per-kernel config)


@dataclass(frozen=True)
class Settings:
    root: Path  # folder that relative paths and globs refer to
    source: Path | None = None  # the configuration file read, if any
    paths: tuple[str, ...] = ()
    include: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()
    target: str | None = None
    retire: str = "in-order"
    select: frozenset[str] | None = None
    ignore: frozenset[str] = frozenset()
    fail_on: str = "error"
    solver_timeout: float | None = None
    baseline: Path | None = None
    jobs: int | None = None
    waves: int | None = None
    kernel: str | None = None
    params: Mapping[str, tuple] = field(default_factory=dict)
    kernargs: Mapping[str, tuple] = field(default_factory=dict)
    kernels: tuple[KernelSettings, ...] = ()
    #: --param names: each must be declared by some checked kernel (a typo otherwise)
    required_params: frozenset[str] = frozenset()
    prove: bool | None = None  # None: prove when a parameter is unbounded (syncsan.prover.needs_proof)
    unknown: str = "fail"  # whether an undecided rule fails the check: fail | pass
    #: module constants to override: NAME or module.NAME -> value
    defines: Mapping[str, Any] = field(default_factory=dict)
    #: --define names: each must be used by some checked file (a typo otherwise)
    required_defines: frozenset[str] = frozenset()
    #: seconds for the whole check of one file (reading, sweep, proofs); None: no limit
    timeout: float | None = DEFAULT_TIMEOUT
    stdin_filename: str | None = None  # the name (and so the frontend) of standard input
    #: frontend options given on the command line (OPTION_FLAGS): some checked file must read each
    given_options: frozenset[str] = frozenset()
    fixes: bool = False  # search and prove a fix for each finding (syncsan.fixes)
    fix_budget: float | None = None  # CPU seconds per file for that search (None: the default)
    #: the search covers only the findings that fail the check (severity at or above fail_on, not
    #: in the baseline): what JSON and SARIF output turn on by default; False: every finding
    fix_failing_only: bool = False

    def relative(self, path: Path) -> str:
        """`path` relative to the root (posix), or as given when outside it."""
        try:
            resolved, root = path.resolve(), self.root.resolve()
            if resolved.is_relative_to(root):
                return Path(os.path.relpath(resolved, root)).as_posix()
        except (OSError, ValueError, RuntimeError):  # RuntimeError: a symbolic link loop
            pass
        return path.as_posix()

    def for_file(self, path: Path) -> FileSettings:
        rel = self.relative(path)
        params, kernargs = dict(self.params), dict(self.kernargs)
        waves, target, retire, kernel = self.waves, self.target, self.retire, self.kernel
        strict: set[str] = set()
        defines, strict_defines = dict(self.defines), set()
        # what the frontend itself reads (FlyDSL constexprs): --param and this file's entries, not
        # [tool.syncsan.params], whose names other kernels' frontends would not know
        frontend_params = {n: v for n, v in self.params.items() if n in self.required_params}
        for k in self.kernels:
            if not matches(rel, k.pattern):
                continue
            params.update(k.params)
            frontend_params.update(k.params)
            kernargs.update(k.kernargs)
            strict.update(k.params)
            waves = k.waves if k.waves is not None else waves
            target = k.target or target
            retire = k.retire or retire
            kernel = k.kernel or kernel
            defines.update(k.defines)
            strict_defines.update(k.defines)
        return FileSettings(FrontendOptions(kernel, target, waves, kernargs, frontend_params, defines), params,
                            frozenset(strict), retire, frozenset(strict_defines))


@dataclass(frozen=True)
class CommandLine:
    """Values given on the command line; None means "not given" (the configuration decides)."""

    paths: tuple[str, ...] = ()
    config: str | None = None
    include: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()
    target: str | None = None
    retire: str | None = None
    select: tuple[str, ...] | None = None
    ignore: tuple[str, ...] | None = None
    fail_on: str | None = None
    baseline: str | None = None
    jobs: int | None = None
    waves: int | None = None
    kernel: str | None = None
    params: tuple[str, ...] = ()
    kernargs: tuple[str, ...] = ()
    prove: bool | None = None
    solver_timeout: float | None = None
    unknown: str | None = None
    defines: tuple[str, ...] = ()
    timeout: float | None = None
    stdin_filename: str | None = None


def matches(rel: str, pattern: str) -> bool:
    """Glob match on a posix relative path; `**/` also matches no folder at all."""
    pattern = pattern.rstrip("/")
    candidates = {pattern}
    while "**/" in pattern:
        pattern = pattern.replace("**/", "", 1)
        candidates.add(pattern)
    for pat in candidates:
        if fnmatch.fnmatchcase(rel, pat) or fnmatch.fnmatchcase(rel, pat + "/*"):
            return True
        # a bare name ("build") matches that folder or file anywhere
        if "/" not in pat and any(fnmatch.fnmatchcase(part, pat) for part in rel.split("/")):
            return True
    return False


def expand_codes(values, where: str) -> frozenset[str] | None:
    """Rule codes or prefixes (`SS1`, `SS101,SS102`) -> the set of known codes they name."""
    from syncsan.suppress import known_rules

    if not values:
        return None
    codes = {c.strip().upper() for v in values for c in str(v).split(",") if c.strip()}
    known = set(known_rules())
    unknown = sorted(c for c in codes if not any(k.startswith(c) for k in known))
    if unknown:
        raise ConfigError(f"{where}: unknown rule code(s): {', '.join(unknown)}")
    return frozenset(k for k in known if any(k.startswith(c) for c in codes))


def parse_param_items(items, where: str, strings: bool = True) -> dict[str, tuple]:
    out = {}
    for item in items:
        if "=" not in item:
            raise ConfigError(f"{where} takes NAME=VALUE or NAME=LO..HI, got {item!r}")
        name, value = item.split("=", 1)
        try:
            out[name.strip()] = parse_param_value(value, strings)
        except ValueError as exc:
            raise ConfigError(f"{where} {name.strip()}: {exc}") from None
    return out


def parse_define_value(text: str):
    """`--define NAME=VALUE`: an integer (`64`, `0x40`), a bool (`true`), a Python literal
    (`1e-6`, `'1'`, `(2, 4)`, `None`), else the text as a string (`gfx942`)."""
    t = text.strip()
    if t.lower() in ("true", "false"):
        return t.lower() == "true"
    try:
        return int(t, 0)
    except ValueError:
        pass
    try:
        import ast

        value = ast.literal_eval(t)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return t
    return value


def parse_define_items(items, where: str = "--define") -> dict[str, Any]:
    out = {}
    for item in items:
        if "=" not in item:
            raise ConfigError(f"{where} takes NAME=VALUE (or module.NAME=VALUE), got {item!r}")
        name, value = item.split("=", 1)
        name = name.strip()
        if not name or not all(part.isidentifier() for part in name.split(".")):
            raise ConfigError(f"{where} {name!r}: expected NAME or module.NAME")
        out[name] = parse_define_value(value)
    return out


# -- reading the file --------------------------------------------------------------------------

def find_config(start: Path) -> Path | None:
    """The nearest syncsan.toml, or pyproject.toml with a `[tool.syncsan]` table, from `start`
    upwards. The search stops at the first pyproject.toml or a repository's top (`.git`)."""
    here = start.resolve()
    if here.is_file():
        here = here.parent
    for folder in (here, *here.parents):
        if (folder / "syncsan.toml").is_file():
            return folder / "syncsan.toml"
        pyproject = folder / "pyproject.toml"
        if pyproject.is_file():
            try:
                data = tomllib.loads(pyproject.read_text(encoding="utf-8-sig"))
            except (OSError, ValueError, RecursionError):  # TOMLDecodeError and too long numbers
                return pyproject  # let load_config report it
            tool = data.get("tool", {})
            return pyproject if not isinstance(tool, dict) or "syncsan" in tool else None
        if (folder / ".git").exists():
            return None
    return None


def load_config(path: Path) -> Settings:
    """Read and validate one configuration file."""
    from syncsan import sources

    try:
        text = sources.read_text(path)
    except InputError as exc:
        raise ConfigError(f"cannot read configuration {path}: {exc.message}", exc.loc) from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        line = getattr(exc, "lineno", None) or _line_from_message(str(exc))
        raise ConfigError(f"invalid TOML: {exc}", Loc(str(path), line or 1, getattr(exc, "colno", 1) or 1)) from None
    except RecursionError:
        raise ConfigError("arrays or tables nested too deeply", _deepest(path, text)) from None
    except ValueError as exc:  # a number too long to convert
        m = re.search(r"\d{4000}", text)
        line = text.count("\n", 0, m.start()) + 1 if m else 1
        column = m.start() - text.rfind("\n", 0, m.start()) if m else 1
        raise ConfigError(f"invalid TOML: {str(exc).split(';')[0]}", Loc(str(path), line, column)) from None
    if path.name == "pyproject.toml":
        tool = data.get("tool", {})
        if not isinstance(tool, dict):
            raise ConfigError("`tool` must be a table ([tool.syncsan])", _Reader(path, text, "").loc("tool"))
        table = tool.get("syncsan", {})
        prefix = "tool.syncsan."
    else:
        table, prefix = data, ""
    return _settings_from(table, path, text, prefix)


def _deepest(path: Path, text: str, limit: int = 100) -> Loc:
    """Where brackets first nest more than `limit` deep (strings are not told apart: a guess
    good enough to point at the culprit)."""
    depth = 0
    line, col = 1, 0
    for ch in text:
        col += 1
        if ch == "\n":
            line, col = line + 1, 0
        elif ch in "[{":
            depth += 1
            if depth > limit:
                return Loc(str(path), line, col)
        elif ch in "]}":
            depth -= 1
    return Loc(str(path), 1, 1)


def _line_from_message(message: str) -> int | None:
    m = re.search(r"line (\d+)", message)
    return int(m.group(1)) if m else None


class _Reader:
    def __init__(self, path: Path, text: str, prefix: str):
        self.path, self.lines, self.prefix = path, text.splitlines(), prefix

    def loc(self, key: str) -> Loc:
        """Best-effort line of a key (TOML parsers do not keep positions)."""
        last = key.rsplit(".", 1)[-1].strip('"')
        pat = re.compile(r'^\s*(\[+[^\]]*)?"?' + re.escape(last) + r'"?\s*(=|\])')
        for i, line in enumerate(self.lines, 1):
            if pat.search(line) or (f'"{last}"' in line and line.lstrip().startswith("[")):
                return Loc(str(self.path), i, 1)
        return Loc(str(self.path), 1, 1)

    def error(self, key: str, message: str) -> ConfigError:
        return ConfigError(f"{self.prefix}{key}: {message}", self.loc(key))

    def unknown(self, table: Mapping, allowed: set[str], where: str) -> None:
        for key in table:
            if key not in allowed:
                raise ConfigError(
                    f"unknown key {self.prefix}{where}{key!s} (known: {', '.join(sorted(allowed))})",
                    self.loc(key))

    def str_list(self, table, key) -> tuple[str, ...]:
        value = table.get(key, [])
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self.error(key, "expected a list of strings")
        return tuple(value)

    def choice(self, table, key, choices) -> str | None:
        value = table.get(key)
        if value is None:
            return None
        if value not in choices:
            raise self.error(key, f"expected one of {', '.join(choices)}, got {value!r}")
        return value

    def positive(self, table, key, kind=int, most: int | None = None):
        value = table.get(key)
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, (int, float) if kind is float else int) or \
                not value > 0 or not math.isfinite(value):
            raise self.error(key, f"expected a positive {'number' if kind is float else 'integer'}, got {value!r}")
        if most is not None and value > most:
            raise self.error(key, f"expected at most {most}, got {value!r}")
        return value

    def defines(self, table, key: str = "defines") -> dict[str, Any]:
        value = table.get(key, {})
        if not isinstance(value, dict):
            raise self.error(key, "expected a table of NAME = value")
        out = {}
        for name, v in _flatten(value):
            if not all(part.isidentifier() for part in name.split(".")):
                raise self.error(f"{key}.{name}", "expected NAME or module.NAME")
            if not isinstance(v, (bool, int, float, str, list)):
                raise self.error(f"{key}.{name}", f"expected a number, a bool, a string or a list, got {v!r}")
            out[name] = v
        return out

    def seconds(self, table, key):
        """A time limit: a finite number of seconds >= 0 (0: no limit)."""
        value = table.get(key)
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value < 0:
            raise self.error(key, f"expected a number of seconds >= 0 (0: no limit), got {value!r}")
        return float(value)

    def values(self, table, key, strings: bool = True) -> dict[str, tuple]:
        value = table.get(key, {})
        if not isinstance(value, dict):
            raise self.error(key, "expected a table of NAME = value")
        out = {}
        for name, v in value.items():
            try:
                out[name] = _param_values(v, strings)
            except ValueError as exc:
                raise self.error(f"{key}.{name}", str(exc)) from None
        return out


def _flatten(table: Mapping, prefix: str = ""):
    """`defines = { kernels_common = { WARP_SIZE = 64 } }` is `kernels_common.WARP_SIZE`."""
    for name, v in table.items():
        if isinstance(v, dict):
            yield from _flatten(v, f"{prefix}{name}.")
        else:
            yield f"{prefix}{name}", v


def _param_values(v: Any, strings: bool = True) -> tuple:
    """`4`, `true`, `"2..64"`, `"1,2,8"` or `[1, 2, 8]` -> the values to check; with `strings`,
    any other string is one string value (`"bf16"`, and `"1"` stays a string) and a list may
    hold strings."""
    if isinstance(v, bool) or isinstance(v, int):
        return (v,)
    if isinstance(v, str):
        if strings and ".." not in v and "," not in v:
            return (v,)
        return parse_param_value(v, strings)
    kinds = (int, bool, str) if strings else (int, bool)
    if isinstance(v, list) and v and all(isinstance(x, kinds) for x in v):
        return tuple(v)
    raise ValueError(f"expected an integer, a bool, {'a string, ' if strings else ''}\"LO..HI\" or a list of "
                     f"{'values' if strings else 'integers'}, got {v!r}")


def _settings_from(table: Mapping, path: Path, text: str, prefix: str) -> Settings:
    r = _Reader(path, text, prefix)
    if not isinstance(table, dict):
        raise ConfigError(f"{prefix.rstrip('.')} must be a table", Loc(str(path), 1, 1))
    r.unknown(table, TOP_KEYS, "")
    kernels = []
    raw_kernels = table.get("kernels", {})
    if not isinstance(raw_kernels, dict):
        raise r.error("kernels", 'expected tables [tool.syncsan.kernels."<glob>"]')
    for pattern, entry in raw_kernels.items():
        if not isinstance(entry, dict):
            raise r.error(f"kernels.{pattern}", "expected a table")
        r.unknown(entry, KERNEL_KEYS, f'kernels."{pattern}".')
        kernel = entry.get("kernel")
        if kernel is not None and not isinstance(kernel, str):
            raise r.error("kernel", "expected a kernel name")
        target = entry.get("target")
        if target is not None and not isinstance(target, str):
            raise r.error("target", "expected a target name such as gfx950")
        kernels.append(KernelSettings(pattern, r.values(entry, "params"), r.values(entry, "kernargs", False),
                                      r.positive(entry, "waves", most=MAX_WAVES), target,
                                      r.choice(entry, "retire", RETIRE_MODELS), kernel, r.defines(entry)))
    target = table.get("target")
    if target is not None and not isinstance(target, str):
        raise r.error("target", "expected a target name such as gfx950")
    baseline = table.get("baseline")
    if baseline is not None and not isinstance(baseline, str):
        raise r.error("baseline", "expected a file name")
    def codes(key: str) -> frozenset[str] | None:
        try:
            return expand_codes(r.str_list(table, key), f"{prefix}{key}")
        except ConfigError as exc:
            raise ConfigError(exc.message, r.loc(key)) from None

    select, ignore = codes("select"), codes("ignore") or frozenset()
    root = path.parent
    return Settings(
        root=root,
        source=path,
        paths=r.str_list(table, "paths"),
        include=r.str_list(table, "include"),
        exclude=r.str_list(table, "exclude"),
        target=target,
        retire=r.choice(table, "retire", RETIRE_MODELS) or "in-order",
        select=select,
        ignore=ignore,
        fail_on=r.choice(table, "fail-on", FAIL_ON) or "error",
        solver_timeout=r.positive(table, "solver-timeout", float),
        baseline=(root / baseline) if baseline else None,
        jobs=r.positive(table, "jobs"),
        waves=r.positive(table, "waves", most=MAX_WAVES),
        params=r.values(table, "params"),
        kernargs=r.values(table, "kernargs", False),
        kernels=tuple(kernels),
        prove=_bool(r, table, "prove"),
        unknown=r.choice(table, "unknown", ("fail", "pass")) or "fail",
        defines=r.defines(table),
        **({"timeout": timeout or None} if (timeout := r.seconds(table, "timeout")) is not None else {}),
    )


def _bool(r: "_Reader", table, key) -> bool | None:
    value = table.get(key)
    if value is not None and not isinstance(value, bool):
        raise r.error(key, f"expected true or false, got {value!r}")
    return value


# -- merging with the command line -------------------------------------------------------------

def _shown(path: Path, cwd: Path) -> str:
    """A configured path as reports show it: relative to the current folder when inside it."""
    try:
        resolved, here = path.resolve(), cwd.resolve()
        return os.path.relpath(resolved, here) if resolved.is_relative_to(here) else str(resolved)
    except (OSError, ValueError):
        return str(path)


def _checked_numbers(cli: CommandLine) -> dict[str, Any]:
    """The numeric command-line values, validated: time limits finite, --waves within the
    largest workgroup."""
    out: dict[str, Any] = {}
    if cli.solver_timeout is not None:
        if not math.isfinite(cli.solver_timeout) or cli.solver_timeout <= 0:
            raise ConfigError(f"--solver-timeout must be a finite number of seconds > 0, got {cli.solver_timeout}")
        out["solver_timeout"] = cli.solver_timeout
    if cli.timeout is not None:
        if not math.isfinite(cli.timeout) or cli.timeout < 0:
            raise ConfigError(f"--timeout must be a finite number of seconds >= 0 (0: no limit), got {cli.timeout}")
        out["timeout"] = cli.timeout or None
    if cli.waves is not None and not 1 <= cli.waves <= MAX_WAVES:
        raise ConfigError(f"--waves {cli.waves}: a workgroup holds 1 to {MAX_WAVES} waves "
                          f"(at most {MAX_WORKGROUP_SIZE} work-items on gfx942/gfx950, 64 per wave)")
    return out


def resolve(cli: CommandLine, cwd: Path | None = None) -> Settings:
    """The configuration found for the given paths (or --config), overridden by the command line."""
    cwd = cwd or Path.cwd()
    if cli.config:
        path = Path(cli.config)
        if not path.is_file():
            raise ConfigError(f"--config {cli.config}: no such file")
        base = load_config(path)
    else:
        from syncsan.sources import is_stdin

        named = [p for p in cli.paths if not is_stdin(p)]
        if cli.stdin_filename and len(named) < len(cli.paths):
            named.append(cli.stdin_filename)  # standard input takes the configuration of its name
        start = Path(named[0]) if named else cwd
        try:
            if len(named) > 1:
                start = Path(os.path.commonpath([str(Path(p).resolve()) for p in named]))
            found = find_config(start if start.exists() else cwd)
        except (ValueError, OSError, RuntimeError):  # RuntimeError: a symbolic link loop
            found = find_config(cwd)
        base = load_config(found) if found else Settings(root=cwd)
    s = base
    if cli.paths:
        s = replace(s, paths=tuple(cli.paths), root=s.root if s.source else cwd)
    elif s.source and s.paths:
        s = replace(s, paths=tuple(_shown(s.root / p, cwd) for p in s.paths))
    else:
        where = f"`paths` in {s.source}" if s.source else "`paths` in [tool.syncsan] of pyproject.toml"
        raise ConfigError(f"no files or folders to check: name them, or set {where}")
    updates: dict[str, Any] = _checked_numbers(cli)
    if cli.stdin_filename is not None:
        from syncsan.sources import is_stdin

        if not cli.stdin_filename.strip():
            raise ConfigError("--stdin-filename needs a file name")
        if not any(is_stdin(p) for p in cli.paths):
            raise ConfigError("--stdin-filename names standard input: pass `-` among the paths")
    if cli.include:
        updates["include"] = tuple(cli.include)
    if cli.exclude:
        updates["exclude"] = s.exclude + tuple(cli.exclude)
    for name in ("target", "retire", "fail_on", "jobs", "waves", "kernel", "prove", "unknown", "stdin_filename"):
        value = getattr(cli, name)
        if value is not None:
            updates[name] = value
    updates["given_options"] = frozenset(
        name for name in OPTION_FLAGS if getattr(cli, name) not in (None, (), ""))
    if cli.select is not None:
        updates["select"] = expand_codes(cli.select, "--select")
    if cli.ignore is not None:
        updates["ignore"] = expand_codes(cli.ignore, "--ignore") or frozenset()
    if cli.baseline is not None:
        updates["baseline"] = Path(cli.baseline)
    if cli.params:
        params = parse_param_items(cli.params, "--param")
        updates["params"] = {**s.params, **params}
        updates["required_params"] = frozenset(params)
        # the command line beats per-kernel entries too
        updates["kernels"] = tuple(replace(k, params={n: v for n, v in k.params.items() if n not in params})
                                   for k in s.kernels)
    if cli.kernargs:
        kernargs = parse_param_items(cli.kernargs, "--kernarg", strings=False)
        updates["kernargs"] = {**s.kernargs, **kernargs}
        kernels = updates.get("kernels", s.kernels)
        updates["kernels"] = tuple(replace(k, kernargs={n: v for n, v in k.kernargs.items() if n not in kernargs})
                                   for k in kernels)
    if cli.defines:
        defines = parse_define_items(cli.defines)
        updates["defines"] = {**s.defines, **defines}
        updates["required_defines"] = frozenset(defines)
        kernels = updates.get("kernels", s.kernels)
        updates["kernels"] = tuple(replace(k, defines={n: v for n, v in k.defines.items() if n not in defines})
                                   for k in kernels)
    if cli.target is not None or cli.retire is not None or cli.waves is not None or cli.kernel is not None:
        kernels = updates.get("kernels", s.kernels)
        updates["kernels"] = tuple(replace(
            k,
            target=None if cli.target is not None else k.target,
            retire=None if cli.retire is not None else k.retire,
            waves=None if cli.waves is not None else k.waves,
            kernel=None if cli.kernel is not None else k.kernel) for k in kernels)
    return replace(s, **updates)
