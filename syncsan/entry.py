"""The `syncsan` console script: answers `syncsan --version` without loading the command line.

Everything else goes to `syncsan.cli` (typer and rich are imported there, the solver only when a
proof runs).
"""

from __future__ import annotations

import sys


def main() -> None:
    if sys.argv[1:] == ["--version"]:
        from syncsan import __version__

        print(f"syncsan {__version__}")
        return
    from syncsan import methodcache

    methodcache.install()  # before the command line's modules define their dataclasses
    from syncsan.cli import main as cli_main

    cli_main()
