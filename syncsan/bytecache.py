"""Tables kept in a file next to the package's bytecode, for work every start would repeat.

A table maps an exact input text to what a pure function made of it (compiled code, parsed
TOML), so a cached entry is what the function would give. The file names the Python version's
bytecode tag and holds its magic number: another Python ignores it. It is written atomically, and
not when Python writes no bytecode (PYTHONDONTWRITEBYTECODE) or the folder is not writable.
Users: `methodcache` (the methods `dataclasses` compiles) and `rules` (the parsed rule files).
"""

from __future__ import annotations

import importlib.util
import marshal
import os
import sys
from pathlib import Path


def path(name: str) -> Path:
    """The file of the table `name`, in the package's `__pycache__` folder."""
    tag = sys.implementation.cache_tag or "python"
    return Path(__file__).resolve().parent / "__pycache__" / f"{name}.{tag}.marshal"


def load(name: str) -> dict:
    """The table `name` as last saved by this Python, else an empty one."""
    try:
        magic, table = marshal.loads(path(name).read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        return {}
    if magic == importlib.util.MAGIC_NUMBER and isinstance(table, dict):
        return table
    return {}


def save(name: str, table: dict) -> None:
    """Replace the table `name` by `table` (quietly nothing when it cannot be written)."""
    if sys.dont_write_bytecode:
        return
    target = path(name)
    tmp = target.with_name(f"{target.name}.{os.getpid()}.tmp")
    try:
        blob = marshal.dumps((importlib.util.MAGIC_NUMBER, table))
        target.parent.mkdir(exist_ok=True)
        tmp.write_bytes(blob)
        os.replace(tmp, target)
    except (OSError, ValueError):  # not writable, or a value marshal cannot write
        try:
            tmp.unlink()
        except OSError:
            pass
