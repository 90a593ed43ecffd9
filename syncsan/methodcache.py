"""The command line's cache of the methods `dataclasses` writes for each class.

For every dataclass, `dataclasses` writes the source text of its methods (`__init__`, `__repr__`,
`__eq__`, `__hash__`, a frozen class's `__setattr__`/`__delattr__`) and compiles it with `exec`,
at every start: about 500 compiles, 0.06-0.08 CPU s of a 0.6 s `syncsan check` (the IR is made
of frozen dataclasses). `install()` gives `dataclasses` an `exec` that takes the compiled code
from a cache file next to the package's bytecode, keyed by the exact source text; compiling that
text gives the same code object, so every class is what it was. New texts are compiled as before
and the cache is rewritten at exit (atomically; not when Python writes no bytecode, as with
PYTHONDONTWRITEBYTECODE, nor when the folder is not writable). The cache file names the Python
version's bytecode tag and magic number: another Python ignores it.

Only the console script installs it (`syncsan.entry`); importing syncsan as a library changes
nothing.
"""

from __future__ import annotations

import atexit
import builtins
import dataclasses

from syncsan import bytecache

_TABLE = "dataclass-methods"  # the cache file's name (bytecache)
_MAX_ENTRIES = 4000  # a cache grown past this (stale texts of older versions) starts afresh

_codes: dict[str, object] = {}
_added = 0


def _exec(source, globals=None, locals=None, /):
    global _added
    if isinstance(source, str):
        code = _codes.get(source)
        if code is None:
            code = _codes[source] = compile(source, "<string>", "exec", dont_inherit=True)
            _added += 1
        source = code
    return builtins.exec(source, globals, locals)


def _load() -> None:
    _codes.update(bytecache.load(_TABLE))


def _save() -> None:
    if _added:
        bytecache.save(_TABLE, _codes if len(_codes) <= _MAX_ENTRIES else {})


def install() -> None:
    """Use the cache for the dataclasses defined from now on in this process."""
    if getattr(dataclasses, "exec", None) is _exec:
        return
    _load()
    dataclasses.exec = _exec  # `dataclasses` looks `exec` up in its own globals first
    atexit.register(_save)
