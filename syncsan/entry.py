"""The `syncsan` console script: answers `syncsan --version` without loading the command line,
and runs a `syncsan check` whose options `syncsan.argv` reads without loading typer.

Everything else goes to `syncsan.cli` (typer); rich is loaded only for a terminal
(`syncsan.reporters.plain`), the solver only when a proof runs.
"""

from __future__ import annotations

import os
import sys


def main() -> None:
    argv = sys.argv[1:]
    if argv == ["--version"]:
        from syncsan import __version__

        print(f"syncsan {__version__}")
        return
    import gc

    # a check allocates a few hundred thousand objects (IR, solver terms) and frees few cycles:
    # collecting the youngest generation every 700 allocations, the default, cost about 4% of a
    # proof's CPU time; every 20,000 it is under 1%, and cyclic garbage still goes
    gc.set_threshold(20_000, 10, 10)
    from syncsan import methodcache

    methodcache.install()  # before the command line's modules define their dataclasses
    if argv[:1] == ["check"]:
        from syncsan.argv import parse_check

        opts = parse_check(argv[1:])
        if opts is not None:
            _check(opts)
    from syncsan.cli import main as cli_main

    cli_main()


def _check(opts) -> None:
    """`syncsan check` without typer, ending as `syncsan.cli.main` ends it."""
    from syncsan import command
    from syncsan.errors import exit_internal

    try:
        command.check(opts)
    except command.Exit as exc:
        if _is_the_program():
            _leave(exc.exit_code)
        sys.exit(exc.exit_code)
    except KeyboardInterrupt:  # pragma: no cover
        sys.exit(130)
    except Exception as exc:  # a bug of ours outside `check`, which reports its own
        exit_internal(exc)
    sys.exit(0)


def _is_the_program() -> bool:
    """Is this process the `syncsan` program (its console script, or `python -m syncsan`),
    rather than a program that calls `main` and goes on after its SystemExit?"""
    top = sys.modules.get("__main__")
    spec = getattr(top, "__spec__", None)
    if spec is not None and spec.name == "syncsan.__main__":
        return True
    name = os.path.basename(getattr(top, "__file__", None) or "")
    return os.path.splitext(name)[0] == "syncsan"


def _leave(status: int) -> None:
    """sys.exit(status), without tearing the interpreter down: after a proof, freeing every
    object one by one (the solver's terms, then the solver's context) took about 0.05 CPU s,
    a tenth of the check. The output is flushed and the exit handlers run first (the bytecode
    caches are written); while a thread other than a daemon or a worker process is still
    alive, or the output cannot be flushed, the interpreter exits as usual."""
    import atexit
    import threading

    main = threading.main_thread()
    if any(t is not main and not t.daemon and t.is_alive() for t in threading.enumerate()):
        sys.exit(status)
    processes = sys.modules.get("multiprocessing")
    if processes is not None and processes.active_children():
        sys.exit(status)
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BaseException:  # a closed pipe: Python's own exit reports it
        sys.exit(status)
    atexit._run_exitfuncs()
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    finally:
        os._exit(status)
