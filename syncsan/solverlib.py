"""Loads Z3's Python binding, without the file-resource machinery it imports to find its library.

`z3.z3core` locates libz3 through `importlib.resources.files("z3")` and `as_file(...)`, which
import `tempfile`, `shutil`, `zipfile`, `random` and the compressors: about 10 ms of a proof's
start on the 2-core machine (a twentieth of `syncsan check` on a small schedule), for a path that,
for a package installed as a folder, is that folder. While `z3` is imported here,
`importlib.resources` answers those two calls with the folder itself; the import is then z3's own,
unchanged. The stand-in is in `sys.modules` only during that import, when syncsan runs no other
thread (the solver's watchdog starts later), and the real module imports as usual afterwards. A z3
that is not a plain folder on disk, or whose import fails this way, is imported as usual; so is
one imported when `importlib.resources` is loaded already (nothing to save).

Import `z3` through this module (`from syncsan.solverlib import z3`) or after it: the first
import of the binding in the process is the one that pays.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import os
import sys
import types


def _resources_for(folder: str) -> types.ModuleType:
    """What z3core asks of `importlib.resources`, for a package that is the folder `folder`."""
    import pathlib

    mod = types.ModuleType("importlib.resources")
    mod.files = lambda package: pathlib.Path(folder)  # z3core asks files("z3") only
    mod.as_file = contextlib.nullcontext  # a path on disk is its own file
    return mod


def _load():
    if "z3" in sys.modules or "importlib.resources" in sys.modules:
        import z3  # already loaded, or the machinery is loaded anyway: nothing to save

        return z3
    spec = importlib.util.find_spec("z3")
    folder = os.path.dirname(spec.origin) if spec is not None and spec.origin else None
    if folder is None or not os.path.isdir(os.path.join(folder, "lib")):
        import z3

        return z3
    fake = sys.modules["importlib.resources"] = _resources_for(folder)
    try:
        try:
            import z3
        except Exception:  # another binding layout: forget the partial import, and import as usual
            for name in [m for m in sys.modules if m == "z3" or m.startswith("z3.")]:
                del sys.modules[name]
            del sys.modules["importlib.resources"]
            import z3
    finally:
        if sys.modules.get("importlib.resources") is fake:
            del sys.modules["importlib.resources"]
        if getattr(importlib, "resources", None) is fake:
            del importlib.resources
    return z3


z3 = _load()
