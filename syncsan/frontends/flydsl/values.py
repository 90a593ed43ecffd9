"""Values the FlyDSL evaluator passes around besides Python numbers and schedule `Expr`s.

None of these run FlyDSL: they stand for what the checker needs to know about a FlyDSL object
(an LDS pointer and its byte offset, a register fragment with LDS reads still in flight, a
per-lane integer range) and nothing more.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

from syncsan.errors import Loc
from syncsan.ir import Region, Stmt, Value

_seq = itertools.count()


class Pending:
    """An emitted op on a wave's vmcnt or lgkmcnt queue whose result is not yet known to be used."""

    __slots__ = ("counter", "block", "stmt", "seq", "done", "index")

    def __init__(self, counter: str, block: list, stmt: Stmt):
        self.counter = counter  # "lgkm" | "vm"
        self.block = block
        self.stmt = stmt
        self.seq = next(_seq)
        self.done = False
        #: where the op probably sits in its block (checked before use: blocks are edited)
        self.index = len(block) - 1 if block and block[-1] is stmt else None


@dataclass(frozen=True, eq=False)
class Opaque:
    """A runtime value the checker does not model (a register value, an MLIR object).

    `uniform`: the same in every lane of the workgroup (a kernel argument, a block index).
    `pend`: ops whose results feed this value (the compiler waits for them where it is used).
    """

    desc: str
    uniform: bool = False
    scalar: bool = True
    pend: tuple = ()
    #: bytes per lane of the value, where its type says (a stored vector's width)
    nbytes: int | None = None
    #: a number the value is known to be a multiple of (`grid_dim.x * 128`: 128); not part of
    #: its identity
    multiple: int = field(default=1, compare=False)


@dataclass(frozen=True)
class LaneRange(Opaque):
    """`range(start, stop, step)` whose start differs between the lanes of a wave (a grid-stride
    loop `range(tid, n, stride)`), with stop and step the same in every lane: the wave runs it
    until its last lane is done. Elsewhere it is a range of unknown length."""

    start: Any = field(default=None, compare=False)
    stop: Any = field(default=None, compare=False)
    step: Any = field(default=None, compare=False)


@dataclass(frozen=True)
class Api:
    """A name from FlyDSL or another library the checker does not read (`fx.rocdl.cdna4...`)."""

    path: str

    @property
    def leaf(self) -> str:
        return self.path.rsplit(".", 1)[-1]


@dataclass(frozen=True, eq=False)
class ApiResult:
    """What an unmodelled library call returned; remembers the callee for later recognition."""

    path: str
    args: tuple = ()
    kwargs: tuple = ()
    uniform: bool = True

    @property
    def leaf(self) -> str:
        return self.path.rsplit(".", 1)[-1]


@dataclass(frozen=True)
class Dtype:
    name: str
    bits: int | None


@dataclass(frozen=True)
class ArrayType:
    """`fx.Array[dtype, count, align]` in a shared-memory struct."""

    elem_bytes: int
    count: int
    align: int

    @property
    def size(self) -> int:
        return self.elem_bytes * self.count


@dataclass(frozen=True)
class VecType:
    """A register type: `elems` elements of `elem_bytes` bytes each (None: not known)."""

    elems: int | None
    elem_bytes: int | None = None

    @property
    def bytes(self) -> int | None:
        return None if self.elems is None or self.elem_bytes is None else self.elems * self.elem_bytes


@dataclass(frozen=True, eq=False)
class StructClass:
    """An `@fx.struct` / `@fx.union` class: fields in order with their evaluated types."""

    name: str
    fields: tuple[tuple[str, Any], ...]
    union: bool
    loc: Loc

    def field_names(self) -> tuple[str, ...]:
        return tuple(n for n, _ in self.fields)


@dataclass(eq=False)
class StructValue:
    """An instance of a parameter struct: constexpr field values (missing ones are unknown)."""

    cls: StructClass
    values: dict
    origin: str = ""


@dataclass(frozen=True, eq=False)
class Storage:
    """A node of a shared-memory allocation: a struct/union at a byte offset, or a leaf region."""

    cls: StructClass | None
    base: int
    region: Region | None = None
    elem_bytes: int = 1


@dataclass(frozen=True)
class LdsPtr:
    """A pointer into one LDS storage field: the element offset is `sym` (symbolic, the same in
    every lane) + `const` + `lanes[i]` in lane i (`lanes` None: the same in every lane). When the
    offset could not be evaluated, `unknown` names the line where it was lost."""

    field: Region
    elem_bytes: int
    sym: Value = 0
    const: int = 0
    lanes: tuple[int, ...] | None = None
    unknown: Loc | None = None


@dataclass(frozen=True)
class Layout:
    """A layout's codomain size in elements (None: not a compile-time constant), its shape and
    stride where they are integers, and the maps composed after it (`Swizzle`s or layouts, in the
    order they apply)."""

    cosize: int | None
    shape: Any = None
    stride: Any = None
    then: tuple = ()
    #: the number of top-level modes of its shape (static even where the sizes are runtime values)
    rank: int | None = None


@dataclass(frozen=True)
class Swizzle:
    """`SwizzleType.get(bits, base, shift)`: i ^ ((i & (((1 << bits) - 1) << (base + shift))) >> shift)."""

    bits: int
    base: int
    shift: int


@dataclass(frozen=True)
class MmaSpec:
    """A tiled MMA as a profile declares it: atom M x N on a (wave_m, wave_n) wave grid, N fastest."""

    atom_m: int
    atom_n: int
    wave_m: int
    wave_n: int


@dataclass(frozen=True)
class MmaThr:
    """`tiled_mma.thr_slice(tid)` for one wave: its place (m, n) in the wave grid."""

    spec: MmaSpec
    m: int
    n: int
    members: tuple  # the waves that share this wave's M rows, in N order


@dataclass(frozen=True)
class CoordView:
    """`make_view(0, layout)` with stride (1, 0) (row coordinates) or (0, 1) (column coordinates)."""

    axis: str
    shape: tuple


@dataclass(frozen=True)
class MmaCoord:
    """Rows or columns of a C tile that one wave's MMA fragment covers."""

    axis: str
    thr: MmaThr
    shape: tuple


@dataclass(frozen=True)
class LdsView:
    """A view (tensor) over LDS: its pointer and extent in elements (None: unknown)."""

    ptr: LdsPtr
    elems: int | None
    layout: Layout | None = None


@dataclass(frozen=True, eq=False)
class GlobalRef:
    """A global-memory tensor, pointer or view (buffer resource included)."""

    desc: str
    bits: int | None = None  # element width, when known
    #: a slice at an index that is the same in every lane of the workgroup: its data is too
    uniform: bool = False
    #: the rank of a view made with a layout (a static fact of its type), when known
    rank: int | None = None


class FragRoot:
    """A register fragment: reads in flight into it until the compiler's wait at the first use."""

    __slots__ = ("desc", "pend", "nbytes", "uniform")

    def __init__(self, desc: str, nbytes: int | None = None):
        self.desc = desc
        self.pend: list[Pending] = []
        self.nbytes = nbytes  # bytes per lane, where the fragment's type says
        self.uniform = False  # holds data loaded from an address the same in every lane


@dataclass(frozen=True, eq=False)
class Frag:
    root: FragRoot


@dataclass(frozen=True, eq=False)
class CopyAtom:
    """A copy atom from `make_copy_atom`: `async_lds` (LDS-DMA), `atomic`, or a plain copy."""

    kind: str
    name: str
    lane_bytes: int | None


@dataclass(frozen=True, eq=False)
class MethodOf:
    """`obj.attr` where obj is an unmodelled object: calling it is decided by the evaluator."""

    obj: Any
    attr: str


@dataclass(eq=False)
class ClassValue:
    name: str
    methods: dict
    attrs: dict
    bases: tuple = ()  # the ClassValues it derives from, for isinstance()
    #: a @dataclass: its fields in order, (name, "required" | "default" | "factory", value)
    fields: tuple | None = None
    #: methods that are @property (read as attributes)
    properties: frozenset = frozenset()


@dataclass(eq=False)
class Instance:
    cls: ClassValue
    attrs: dict = field(default_factory=dict)


@dataclass(frozen=True, eq=False)
class BoundMethod:
    func: Any
    self_value: Any


@dataclass(frozen=True, eq=False)
class Module:
    file: str
    scope: Any


@dataclass(frozen=True, eq=False)
class External:
    """A function imported from a module the checker does not follow."""

    name: str
    origin: str
    loc: Loc


@dataclass(frozen=True, eq=False)
class Broken:
    """A module-level name whose definition the checker could not evaluate."""

    name: str
    reason: str


@dataclass(frozen=True)
class Acc:
    """An LDS access as the frontend resolved it for one wave, before waves are merged:
    bytes [sym + const, + length) of storage `field`."""

    field: Region
    elem_bytes: int
    sym: Value
    const: int
    length: int
    split: str = "none"
    #: split "mma": byte intervals (relative to const) one wave group shares out, and the waves
    #: that must form that group, in order, for the sharing to be exact; split "lanes": the
    #: wave's own byte intervals (relative to const), from its lanes' addresses
    spans: tuple = ()
    members: tuple = ()
