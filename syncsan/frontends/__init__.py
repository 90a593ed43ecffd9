"""Frontends turn a kernel file into a schedule `Program`; this picks one by file kind.

Each frontend registers the file suffixes it reads in `FRONTENDS`. The module is imported only
when a file of its kind is loaded, and a frontend whose module is not installed (yet) is simply
not picked up when walking folders.
"""

from __future__ import annotations

import importlib
import importlib.util
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from syncsan import sources
from syncsan.errors import InputError
from syncsan.ir import Program, check_lds

SCHEDULE_SUFFIXES = (".sched",)
FLYDSL_SUFFIXES = (".py",)


@dataclass(frozen=True)
class FrontendOptions:
    """Command-line settings that only some frontends use."""

    kernel: str | None = None  # pick one kernel of a file (assembly, FlyDSL)
    target: str | None = None  # override the file's target (gfx942, gfx950)
    waves: int | None = None  # waves per workgroup when the file does not say
    kernargs: dict[str, tuple] = field(default_factory=dict)  # kernel argument values / ranges
    params: dict[str, tuple] = field(default_factory=dict)  # --param values (FlyDSL constexprs)
    defines: dict[str, object] = field(default_factory=dict)  # --define: module constants to override
    #: processes a frontend may use for this file (FlyDSL walks a kernel's waves in parallel);
    #: how the work is shared out, not what it gives
    jobs: int = field(default=1, compare=False)


@dataclass(frozen=True)
class Frontend:
    """One input language: the suffixes it owns and where its loader lives.

    `loader` is `module:function` taking `(path, FrontendOptions)` and returning the file's
    programs. `sniff`, if given, is `module:function` taking the file's text and saying whether a
    file found while walking a folder is meant for this frontend (e.g. a `.py` file that uses
    FlyDSL); files named on the command line are always loaded. `options` names the
    `FrontendOptions` fields the frontend reads (a command-line option no checked file reads is
    reported, not silently ignored).
    """

    kind: str  # schedule | flydsl | assembly
    suffixes: tuple[str, ...]
    loader: str
    comment: str  # line-comment marker of the language, used for suppressions
    sniff: str | None = None
    options: tuple[str, ...] = ()
    #: `module:function` taking `(path, FrontendOptions)` and returning the file's `Editor`
    #: (syncsan/frontends/edit.py): renders suggested edits in the language, writes them
    editor: str | None = None

    @property
    def module(self) -> str:
        return self.loader.split(":", 1)[0]

    @property
    def available(self) -> bool:
        return _module_available(self.module)

    def load(self, path: Path, options: FrontendOptions) -> list[Program]:
        return _resolve(self.loader)(path, options)

    def wants(self, text: str) -> bool:
        return True if self.sniff is None else bool(_resolve(self.sniff)(text))

    def editor_for(self, path: str | Path, options: FrontendOptions):
        """The file's editor, or None when this frontend renders no edits."""
        return _resolve(self.editor)(str(path), options) if self.editor else None


FRONTENDS: list[Frontend] = [
    Frontend("schedule", SCHEDULE_SUFFIXES, "syncsan.frontends.schedule:load_schedule_programs", "#",
             editor="syncsan.frontends.pyedit:make_schedule_editor"),
    Frontend("flydsl", FLYDSL_SUFFIXES, "syncsan.frontends.flydsl:load_flydsl", "#",
             sniff="syncsan.frontends:looks_like_flydsl_kernel", options=("kernel", "target", "waves", "params"),
             editor="syncsan.frontends.pyedit:make_flydsl_editor"),
    Frontend("assembly", (".s", ".asm", ".S", ".dis", ".objdump", ".isa"), "syncsan.frontends.asm:load_asm", ";",
             sniff="syncsan.frontends.asm.parser:looks_like_asm", options=("kernel", "target", "waves", "kernargs"),
             editor="syncsan.frontends.asm.edit:make_editor"),
]

_FLYDSL_IMPORT = re.compile(r"^\s*(?:import|from)\s+flydsl\b", re.M)
_KERNEL_DECORATOR = re.compile(r"^\s*@(?:\w+\.)*kernel\b", re.M)


def looks_like_flydsl_kernel(text: str) -> bool:
    """A `.py` file found while walking is a FlyDSL kernel file if it imports flydsl and defines
    a kernel (helper modules are read through the kernels that import them)."""
    return bool(_FLYDSL_IMPORT.search(text) and _KERNEL_DECORATOR.search(text))


@lru_cache(maxsize=None)
def _module_available(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ImportError:
        return False


def _resolve(ref: str):
    module, name = ref.split(":", 1)
    return getattr(importlib.import_module(module), name)


def frontend_for(path: str | Path, *, available_only: bool = True) -> Frontend | None:
    """The frontend that reads files with this suffix, or None."""
    suffix = Path(path).suffix
    for fe in FRONTENDS:
        if suffix in fe.suffixes and (fe.available or not available_only):
            return fe
    return None


def walkable_suffixes() -> tuple[str, ...]:
    """Suffixes that a folder walk picks up: those of the installed frontends."""
    return tuple(s for fe in FRONTENDS if fe.available for s in fe.suffixes)


def frontend_of(path: str | Path) -> Frontend | None:
    """The frontend that reads this file: by suffix, else by content (an objdump listing with
    any name); standard input without a name with a suffix is sniffed, and is a schedule when it
    looks like nothing else."""
    p = Path(path)
    fe = frontend_for(p)
    if fe is not None:
        return fe
    fe = _by_content(p)
    if fe is None and sources.from_stdin(p):
        text = sources.head(p)
        fe = next((f for f in FRONTENDS if f.available and f.sniff is not None and f.wants(text)),
                  FRONTENDS[0])
    return fe


def load_programs(path: str | Path, options: FrontendOptions = FrontendOptions()) -> list[Program]:
    """All programs (kernels) of one file; their LDS regions fit the target's LDS."""
    p = Path(path)
    if not sources.from_stdin(p):
        what = sources.kind(p)
        if what == "missing":
            raise InputError(f"{path}: no such file")
        if p.is_dir():
            raise InputError(f"{path}: is a directory")
        if what is not None:
            raise InputError(f"{path}: not a regular file ({what})")
    fe = frontend_of(p)
    if fe is None:
        raise InputError(f"{path}: unknown file kind {p.suffix!r} (schedules end in .sched, FlyDSL "
                         f"kernels in .py, AMDGPU assembly in {', '.join(FRONTENDS[2].suffixes)} or any file "
                         "holding `.amdgcn_target` or an llvm-objdump listing)")
    programs = fe.load(p, options)
    for program in programs:
        check_lds(program)
    return programs


def _by_content(p: Path) -> Frontend | None:
    """A frontend whose sniff accepts a file with an unknown suffix (an objdump listing, say)."""
    text = sources.head(p)
    if not text:
        return None
    for fe in FRONTENDS:
        if fe.kind == "assembly" and fe.available and fe.wants(text):
            return fe
    return None


def editor_for(path: str | Path, options: FrontendOptions = FrontendOptions()):
    """The editor of the frontend that reads this file (by suffix, else by content), or None."""
    p = Path(path)
    fe = frontend_for(p) or _by_content(p)
    return fe.editor_for(p, options) if fe is not None else None


def load_program(path: str | Path, options: FrontendOptions = FrontendOptions()) -> Program:
    programs = load_programs(path, options)
    if len(programs) != 1:
        raise InputError(f"{path}: holds {len(programs)} kernels; pick one with --kernel")
    return programs[0]
