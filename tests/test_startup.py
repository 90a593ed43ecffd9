"""Start-up: what a command loads (behaviour, not timing; bench/startup_bench.py measures)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCHEDULE = str(ROOT / "corpus" / "basic" / "double_buffer_good.sched")

PROBE = """
import sys
sys.argv = ["syncsan", *{argv!r}]
from syncsan.entry import main
try:
    main()
except SystemExit as exc:
    status = exc.code
else:
    status = 0
print("MODULES", status, *sorted(m for m in ("z3", "typer", "rich", "syncsan.prover") if m in sys.modules))
"""


def loaded(*argv: str) -> tuple[int, set[str]]:
    out = subprocess.run([sys.executable, "-c", PROBE.format(argv=list(argv))], cwd=ROOT, capture_output=True,
                         text=True, timeout=120).stdout
    line = next(x for x in out.splitlines() if x.startswith("MODULES"))
    _, status, *mods = line.split()
    return int(status), set(mods)


def test_a_check_without_a_proof_imports_no_solver():
    status, mods = loaded("check", SCHEDULE, "--no-prove", "--no-progress")
    assert status == 0
    assert "z3" not in mods and "syncsan.prover" not in mods
    # the options read without typer, the report written into a pipe without rich
    assert "typer" not in mods and "rich" not in mods
    status, mods = loaded("check", SCHEDULE, "--no-prove", "--no-progress", "--help")
    assert status == 0 and "typer" in mods  # what the fast reading does not cover goes to typer


#: command lines whose options `syncsan.argv` reads itself (each compared with typer's reading)
CHECK_ARGS = [
    [], ["a.sched", "b"], ["-p", "k=2", "--param", "j=1..3", "x", "--select", "SS101", "--ignore", "SS105"],
    ["x", "--prove", "--no-prove", "--format=sarif", "-j", "2", "--jobs=3", "--solver-timeout", "0.5"],
    ["x", "--timeout", "0", "--fix-budget", "0", "-v", "--debug", "--fix", "--no-progress", "--progress"],
    ["x", "--retire", "conservative", "--unknown", "pass", "--fail-on", "info", "--", "-y"],
    ["-", "--stdin-filename", "k.sched", "--waves", "8", "--kernel", "k", "--target", "gfx950", "--kernarg", "n=3",
     "-D", "A=1", "--define", "m.B=2", "--include", "*.s", "--exclude", "b", "--config", "c.toml"],
    ["x", "--baseline", "b.json", "--write-baseline", "w.json", "--timeline", "t.svg", "--fix-suggestions",
     "--no-fix-suggestions", "--format", "text", "--output-format", "github"],
    ["x", "-j1", "-pk=2", "-pj=1..3", "-DA=1", "-j12"],
]
#: ... and some it leaves to typer
TYPER_ARGS = [["x", "--help"], ["x", "-j", "0"], ["x", "--retire", "bad"], ["x", "--kernel"], ["x", "--bogus"],
              ["x", "--fix=1"], ["x", "--solver-timeout", "0"], ["x", "--kernel", "-k"], ["x", "-j0"], ["x", "-j=2"],
              ["x", "-p-k"], ["x", "-vj2"]]


def test_check_options_read_without_typer_are_typers(monkeypatch):
    from syncsan import argv, cli, command

    seen = {}

    def record(opts):
        seen["opts"] = vars(opts)
        raise command.Exit(0)

    monkeypatch.setattr(command, "check", record)
    for args in CHECK_ARGS:
        seen.clear()
        cli.app(["check", *args], standalone_mode=False)
        mine = vars(argv.parse_check(args))
        assert mine == seen["opts"], args
        assert all(type(v) is type(seen["opts"][k]) for k, v in mine.items()), args
    for args in TYPER_ARGS:
        assert argv.parse_check(args) is None, args
    # every option of the command is known to the fast reading, with the same names
    command_params = {p.name: p for p in typer_command(cli).params}
    assert set(command_params) == set(argv.DEFAULTS)
    flags = {o for p in command_params.values() for o in (*p.opts, *p.secondary_opts) if o.startswith("-")}
    assert flags == set(argv.OPTIONS)


def typer_command(cli):
    import typer.main

    group = typer.main.get_command(cli.app)
    return group.commands["check"]


def test_the_plain_console_writes_what_rich_writes():
    """The report's text, tables and groups, and plain strings, written by the plain console and by
    rich (seeded random sample: control codes, tabs, markup, emoji codes, wide text, narrow pages)."""
    import io
    import random

    from rich.console import Console

    from syncsan.reporters import plain as P

    rnd = random.Random(13)
    alphabet = "ab c\n\t:[]x\r\x07\u00e9\u2014\u4e2d1 "

    def s(n):
        return "".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, n)))

    def text():
        t = P.Text(s(6), style=rnd.choice(["", "dim", "bold green"]))
        for _ in range(rnd.randint(0, 4)):
            if rnd.random() < 0.2:
                t.append_text(P.Text(s(5), style="dim"))
            else:
                t.append(s(8), style=rnd.choice(["", "dim"]))
        return t

    def table():
        t = P.Table(title=rnd.choice([None, "syncsan summary"]), box=rnd.choice(["heavy_head", None]),
                    padding=rnd.choice([(0, 1), (0, 2)]))
        n = rnd.randint(1, 4)
        for _ in range(n):
            t.add_column(rnd.choice(["gen", "g0", "rule", "x y", ""]), justify=rnd.choice(["left", "right"]))
        for _ in range(rnd.randint(0, 4)):
            t.add_row(*[text() if rnd.random() < 0.6 else rnd.choice(["12", "a b", "x:1", "[b]"]) for _ in range(n)])
        return t

    for _ in range(600):
        width = rnd.choice([5, 40, 120])
        kind = rnd.random()
        obj = text() if kind < 0.3 else table() if kind < 0.6 else \
            P.Group(*[text() if rnd.random() < 0.6 else table() for _ in range(rnd.randint(0, 3))]) if kind < 0.85 \
            else s(30)
        kwargs = {"markup": False, "highlight": False} if isinstance(obj, str) else {}
        want = io.StringIO()
        Console(file=want, width=width, highlight=False, soft_wrap=True).print(
            obj if isinstance(obj, str) else obj.to_rich(), **kwargs)
        got = io.StringIO()
        P.PlainConsole(False, width, got).print(obj, **kwargs)
        assert got.getvalue() == want.getvalue(), (width, obj if isinstance(obj, str) else obj.__dict__)


def test_a_schedule_with_bounded_parameters_needs_no_solver(tmp_path):
    path = tmp_path / "bounded.sched"
    path.write_text(Path(SCHEDULE).read_text().replace("param(4, min=1)", "param(4, min=1, max=6)"))
    status, mods = loaded("check", str(path), "--no-progress")
    assert status == 0 and "z3" not in mods


def test_a_proof_loads_the_solver():
    status, mods = loaded("check", SCHEDULE, "--no-progress")  # k_tiles is unbounded: proved
    assert status == 0 and {"z3", "syncsan.prover"} <= mods


def test_version_answers_without_the_command_line():
    status, mods = loaded("--version")
    assert status == 0 and not mods & {"typer", "rich", "z3"}
    out = subprocess.run([sys.executable, "-m", "syncsan", "--version"], cwd=ROOT, capture_output=True, text=True,
                         timeout=60)
    from syncsan import __version__

    assert out.returncode == 0 and out.stdout == f"syncsan {__version__}\n"


def test_the_dataclass_method_cache_builds_the_same_classes(tmp_path, monkeypatch):
    """The command line's cache of dataclass methods (syncsan/methodcache.py): a class built from
    cached code behaves as one compiled afresh, and the cache survives a round trip to its file."""
    import dataclasses

    from syncsan import bytecache, methodcache

    monkeypatch.setattr(bytecache, "path", lambda name: tmp_path / f"{name}.marshal")
    monkeypatch.setattr(methodcache, "_codes", {})
    monkeypatch.setattr(methodcache, "_added", 0)
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(dataclasses, "exec", methodcache._exec, raising=False)

    def make():
        @dataclasses.dataclass(frozen=True)
        class Point:
            x: int
            y: int = 2
        return Point

    first = make()
    assert methodcache._added > 0 and methodcache._codes
    methodcache._save()
    monkeypatch.setattr(methodcache, "_codes", {})
    methodcache._load()
    assert methodcache._codes and methodcache._added > 0
    monkeypatch.setattr(methodcache, "_added", 0)
    second = make()
    assert methodcache._added == 0  # every method came from the cache
    for cls in (first, second):
        p = cls(1)
        assert (p.x, p.y, repr(p)) == (1, 2, "test_the_dataclass_method_cache_builds_the_same_classes.<locals>."
                                              "make.<locals>.Point(x=1, y=2)")
        assert p == cls(1, 2) and hash(p) == hash(cls(1, 2)) and p != cls(1, 3)
        try:
            p.x = 3
        except dataclasses.FrozenInstanceError:
            pass
        else:
            raise AssertionError("a frozen class from the cache accepted an assignment")


def test_the_solver_loads_without_the_resource_machinery():
    """syncsan/solverlib.py: a proof loads z3 without `importlib.resources` (and the tempfile,
    zipfile and compressor modules it brings), and leaves the real `importlib.resources` to be
    imported afterwards."""
    probe = """
import sys
sys.argv = ["syncsan", "check", {path!r}, "--no-progress"]
from syncsan.entry import main
try:
    main()
except SystemExit as exc:
    status = exc.code
print("LOADED", status, *sorted(m for m in ("z3", "importlib.resources", "tempfile", "zipfile") if m in sys.modules))
import importlib.resources
print("FILES", importlib.resources.files("syncsan").joinpath("py.typed").is_file())
"""
    out = subprocess.run([sys.executable, "-c", probe.format(path=SCHEDULE)], cwd=ROOT, capture_output=True,
                         text=True, timeout=120).stdout.splitlines()
    assert out[-2:] == ["LOADED 0 z3", "FILES True"]
