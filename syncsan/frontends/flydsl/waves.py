"""A kernel's waves walked in two processes.

The frontend walks a FlyDSL kernel once per wave (each wave's lanes with their own thread ids),
wave after wave in one process. What one wave's walk gives depends on the kernel and on the
frontend's state when it starts (the runtime values named so far, the notes, the parameters, the
LDS storage laid out); wave 0's walk sets that state up, and a later wave's walk normally leaves
it as it found it. `walk_shared` relies on exactly that, and checks it: after wave 0, the other
waves are shared out between this process and a forked copy of it, each walking its waves in
order from wave 0's state. Where a walk in either process leaves the state changed, the waves
after it might have been walked differently in one process: the forked process's waves are then
walked again here, after this process's own, as the one-process walk would walk them. A forked
walk that fails in any way (an input error, the time limit, a result that cannot be sent back)
is walked again here too, so errors are reported as the one-process walk reports them.

Only the walk is shared out: how the work is done, not what it gives. The whole `--format json`
report is the same with one job and with two (tests/test_flydsl_waves.py).
"""

from __future__ import annotations

from typing import Callable

from syncsan.forked import FAILED, Forked, can_fork

#: frontend attributes a wave's walk sets up afresh, or that only make later walks faster (which
#: runtime loops' first walks are worth watching): not part of the state compared
_PER_WALK = frozenset({"walk_names", "trip_seen", "lds_top", "first_walk_worth", "note_trackers", "name_log"})


def walk_state(fe) -> dict:
    """The frontend's state a wave's walk may read, copied one level deep (attributes set on
    library objects are counted by `overlay_version`)."""
    return {k: (v.copy() if isinstance(v, (dict, list, set)) else v)
            for k, v in vars(fe).items() if k not in _PER_WALK}


def walk_shared(fe, waves: list[int], walk: Callable[[int], tuple]) -> list:
    """`[walk(w) for w in waves]`, the second half walked in a forked process where possible."""
    if not can_fork() or len(waves) < 2:
        return [walk(w) for w in waves]
    state = walk_state(fe)
    cut = (len(waves) + 1) // 2
    mine, theirs = waves[:cut], waves[cut:]
    forked = Forked(lambda: _walk_forked(fe, theirs, walk, state))
    try:
        walked, same = [], True
        for w in mine:
            walked.append(walk(w))
            same = same and walk_state(fe) == state
        got = forked.result()
    except BaseException:
        forked.stop()
        raise
    if not same or got is FAILED:
        # a walk changed the state (the forked waves might be walked differently after it), or
        # the forked walk failed: its waves are walked here, in order, as one process walks them
        return walked + [walk(w) for w in theirs]
    return walked + got


class _Changed(Exception):
    """A forked walk left the frontend's state changed: its later waves are not sent back."""


def _walk_forked(fe, waves, walk, state) -> list:
    out = []
    for w in waves:
        out.append(walk(w))
        if walk_state(fe) != state:
            raise _Changed
    return out
