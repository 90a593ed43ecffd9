"""The `syncsan` console script: answers `syncsan --version` without loading the command line,
and runs a `syncsan check` whose options `syncsan.argv` reads without loading typer.

Everything else goes to `syncsan.cli` (typer); rich is loaded only for a terminal
(`syncsan.reporters.plain`), the solver only when a proof runs.
"""

from __future__ import annotations

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
    from syncsan.errors import EXIT_INTERNAL, internal_message

    try:
        command.check(opts)
    except command.Exit as exc:
        sys.exit(exc.exit_code)
    except KeyboardInterrupt:  # pragma: no cover
        sys.exit(130)
    except Exception as exc:  # a bug of ours outside `check`, which reports its own
        print(internal_message(None, exc), file=sys.stderr)
        if "--debug" in sys.argv:
            import traceback

            traceback.print_exc()
        sys.exit(EXIT_INTERNAL)
    sys.exit(0)
