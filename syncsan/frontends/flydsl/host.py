"""What FlyDSL code asks its host while it is built, answered without a GPU or an environment.

Device queries (`flydsl.runtime.device.get_rocm_arch()`, `get_warp_size()`, `is_rdna_arch()`)
answer from `--target`; environment lookups (`os.getenv`, `os.environ.get`, `name in
os.environ`) see an empty environment and take their default. Every answer is noted in the
report, so a reader sees each value the checker assumed; `--define` overrides the module
constants computed from them.
"""

from __future__ import annotations

#: the answer is not a host query
NOT_HOST = object()

_DEVICE = {"get_rocm_arch", "get_hip_arch", "get_warp_size", "is_rdna_arch", "get_rocm_device_count"}
_ENV_GET = {"os.getenv", "os.environ.get", "os.environ.setdefault"}
#: the last names of the calls `answer` may answer: any other call is not a host query
QUERY_LEAVES = frozenset(_DEVICE | {p.rsplit(".", 1)[-1] for p in _ENV_GET})


def wave_size(arch: str) -> int:
    """Lanes per wave: RDNA (gfx10, gfx11, gfx12) runs wave32 by default, CDNA wave64."""
    return 32 if is_rdna(arch) else 64


def is_rdna(arch: str) -> bool:
    return arch.lower().startswith(("gfx10", "gfx11", "gfx12"))


def answer(ev, path: str, leaf: str, args, kwargs, node):
    """The value of a call to a host query, or NOT_HOST."""
    if leaf in _DEVICE and (path.startswith("flydsl.") or path == leaf):
        target = ev.fe.target_name
        arch = args[0] if args else kwargs.get("arch")
        if arch is not None and not isinstance(arch, str):
            return NOT_HOST  # an arch the checker does not know: an ordinary library call
        given = arch is not None
        arch = arch if given else target
        if leaf in ("get_rocm_arch", "get_hip_arch"):
            value = target
        elif leaf == "get_warp_size":
            value = wave_size(arch)
        elif leaf == "is_rdna_arch":
            value = is_rdna(arch)
        else:
            value = 1
        if not given:
            ev.note(f"{ev.loc(node)}: assumed {leaf}() = {value!r} (the target, --target {target})")
        return value
    if path in _ENV_GET:
        if not args or not isinstance(args[0], str):
            return NOT_HOST
        default = args[1] if len(args) > 1 else kwargs.get("default")
        ev.note(f"{ev.loc(node)}: assumed environment variable {args[0]} is unset ({path.split('.')[-1]}() "
                f"gives {default!r})")
        return default
    return NOT_HOST


def contains(ev, item, container, node):
    """`name in os.environ`: False (an empty environment)."""
    if container.path == "os.environ" and isinstance(item, str):
        ev.note(f"{ev.loc(node)}: assumed environment variable {item} is unset")
        return False
    raise ev.error(f"'in' on {container.path} is not known to the checker", node)


def environ_item(ev, key, node):
    """`os.environ[name]`: a KeyError in an empty environment."""
    raise ev.error(f"os.environ[{key!r}]: the checker assumes an empty environment (KeyError); give the "
                   "constant computed from it with --define NAME=VALUE", node)
