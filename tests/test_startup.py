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
    assert "typer" in mods  # the probe ran the real command line


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

    from syncsan import methodcache

    monkeypatch.setattr(methodcache, "_file", lambda: tmp_path / "methods.marshal")
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
