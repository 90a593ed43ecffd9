"""A runtime loop's body walked once stands for its second walk (frontends/flydsl/firstwalk.py):
the program and the report are those that walking the body twice gives, and where the first walk
changed something the second reads, the body is walked again."""

from __future__ import annotations

import json
import textwrap

import pytest
from typer.testing import CliRunner

from syncsan.cli import app
from syncsan.frontends import FrontendOptions, load_programs
from syncsan.frontends.flydsl.evaluator import FlyEvaluator
from syncsan.frontends.flydsl import firstwalk
from syncsan.frontends.flydsl.firstwalk import FirstWalk
from syncsan.ir import AsyncCopy, Barrier, LdsWrite, Loop

HEAD = """
import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import const_expr, gpu, rocdl
from flydsl._mlir.dialects import llvm


@fx.struct
class S:
    buf: fx.Array[fx.Float32, 1024, 16]


class Tiles:
    def __init__(self, view, tid):
        self.view = view
        self.tid = tid
        self.base = None
        self.count = 0

    def start(self, t):
        self.base = t * 0  # set in every iteration before any use

    def store(self, ptr, value):
        # the same runtime value in every lane: the stores of it are numbered
        fx.ptr_store(fx.Vector.from_elements([value], fx.Int32), ptr)


"""


def write(tmp_path, body: str) -> str:
    path = tmp_path / "k.py"
    path.write_text(HEAD + textwrap.dedent(body))
    return str(path)


def kernel(loop: str, before: str = "") -> str:
    return """
        @flyc.kernel(known_block_size=[256, 1, 1])
        def k(x: fx.Tensor):
            lds = fx.SharedAllocator().allocate(S).peek()
            view = lds.buf.view(fx.make_layout(1024, 1))
            word = fx.recast_iter(fx.Int32, lds.buf.ptr)
            tid = fx.thread_idx.x
            tiles = Tiles(view, tid)
""" + textwrap.indent(textwrap.dedent(before).strip() + "\n", " " * 12) + textwrap.indent(textwrap.dedent(loop), " " * 12)


@pytest.fixture
def reuses(monkeypatch):
    """How many times a first walk stood for the second (watched in every wave: these loops are
    short, and a short loop's first walk is watched only the first time it is met)."""
    monkeypatch.setattr(firstwalk, "WORTH_STEPS", 0)
    count = [0]
    real = FlyEvaluator.reuse_first_walk

    def counted(self, first):
        count[0] += 1
        return real(self, first)

    monkeypatch.setattr(FlyEvaluator, "reuse_first_walk", counted)
    return count


def walked_twice(monkeypatch):
    monkeypatch.setattr(FlyEvaluator, "reusable", lambda self, *a, **k: None)


def untimed(report):
    """The report without its times and solver query counts (answers cached by an earlier check
    in the same process are not asked again)."""
    if isinstance(report, dict):
        return {k: untimed(v) for k, v in report.items() if not k.endswith("seconds") and k != "queries"}
    if isinstance(report, list):
        return [untimed(v) for v in report]
    return report


def program_and_report(path, params=None):
    """The program and the JSON report of `path`; `params`: --param values for runtime values the
    schedule names (NAME -> "LO..HI"); the first trip count gets 0..3."""
    params = params or {}
    (prog,) = load_programs(path, FrontendOptions(params={n: range(int(v.split("..")[0]), int(v.split("..")[1]) + 1)
                                                          for n, v in params.items()}))
    given = [f"{n}={v}" for n, v in {prog.params[0].name: "0..3", **params}.items()]
    # one job: every wave walked in this process, where the reuses are counted
    result = CliRunner().invoke(app, ["check", path, "--format", "json", "-j", "1"] +
                                [a for g in given for a in ("--param", g)])
    assert result.exit_code in (0, 1), result.output
    report = untimed(json.loads(result.output))
    return (prog.groups, prog.params, prog.regions, prog.notes, prog.fixed), report


def both_ways(path, monkeypatch, params=None):
    once = program_and_report(path, params)
    with monkeypatch.context() as m:
        walked_twice(m)
        twice = program_and_report(path, params)
    return once, twice


def trip_bodies(groups):
    out = []
    for g in groups:
        out.extend(s.body for s in g.body if isinstance(s, Loop))
    return out


WHILE_LOOP = """
    busy = x[0] > fx.Int32(0)  # loaded at a uniform address: the same in every lane
    while busy:
        tiles.start(x[1])
        gpu.barrier()
        tiles.store(word, x[2])  # in a helper: the second walk numbers it on from the first
        fx.ptr_store(fx.Vector.from_elements([x[3]], fx.Int32), word)  # in the loop's own body: not there
        gpu.barrier()
        v = fx.memref_load(view, (tid + 64) % 256)
        busy = x[4] > fx.Int32(0)
"""


def test_the_first_walk_of_a_while_loop_stands_for_its_second_and_changes_nothing(tmp_path, monkeypatch, reuses):
    path = write(tmp_path, kernel(WHILE_LOOP))
    once, twice = both_ways(path, monkeypatch)
    assert reuses[0] == 4 * 2  # every wave, in each of the two loads (the program, the report)
    assert once == twice
    (groups, params, *_), _ = once
    assert [p.name for p in params][0].startswith("trips_L")
    (body,) = {b for b in trip_bodies(groups)}
    values = [s.value for s in body if isinstance(s, LdsWrite)]
    assert any(v.endswith("#2") for v in values)  # the helper's store: #1 in the first walk
    assert "" in values  # the store in the loop's own body is not numbered by the second walk


def test_the_first_walk_of_a_for_loop_over_runtime_bounds_stands_for_its_second(tmp_path, monkeypatch, reuses):
    path = write(tmp_path, kernel("""
        for t in range(fx.block_idx.x, x[0], fx.Int32(7)):
            tiles.start(t)
            gpu.barrier()
            tiles.store(word, x[2])
            gpu.barrier()
    """))
    once, twice = both_ways(path, monkeypatch)
    assert reuses[0] == 4 * 2
    assert once == twice


#: (code before the loop, code in its body) that makes a first walk change what the second reads:
#: a list from before the loop changed in it (the second walk sees one more element); an attribute
#: read before the loop sets it (the second reads the first walk's value); a load from before the
#: loop waited for in it (the second finds it retired)
CHANGES = [
    ("seen = []", "seen.append(1)\nif const_expr(len(seen) == 1):\n    gpu.barrier()"),
    ("", "tiles.count = tiles.count + 1\nif const_expr(tiles.count == 1):\n    gpu.barrier()"),
    ("early = fx.memref_load(view, tid)", "fx.memref_store(early, view, tid)"),
]


@pytest.mark.parametrize("change", CHANGES)
def test_a_body_whose_first_walk_changed_what_the_second_reads_is_walked_again(tmp_path, monkeypatch, reuses,
                                                                               change):
    before, inside = change
    loop = WHILE_LOOP.replace("        tiles.start(x[1])\n",
                              "        tiles.start(x[1])\n" + textwrap.indent(inside, " " * 8) + "\n")
    path = write(tmp_path, kernel(loop, before))
    once, twice = both_ways(path, monkeypatch)
    assert reuses[0] == 0
    assert once == twice


def test_without_the_check_a_changed_list_would_give_the_first_walks_body(tmp_path, monkeypatch):
    # what the check above protects: here the second walk's body is not the first's
    loop = WHILE_LOOP.replace("        tiles.start(x[1])\n",
                              "        tiles.start(x[1])\n        seen.append(1)\n"
                              "        if const_expr(len(seen) == 1):\n            rocdl.s_barrier()\n")
    path = write(tmp_path, kernel(loop, "seen = []"))

    def bare_barriers():
        (prog,) = load_programs(path, FrontendOptions(params={}))
        return {sum(isinstance(s, Barrier) and s.text == "s_barrier" for s in body) for body in trip_bodies(prog.groups)}

    assert bare_barriers() == {0}  # the second walk sees [1] and takes no barrier
    monkeypatch.setattr(firstwalk, "WORTH_STEPS", 0)
    monkeypatch.setattr(FirstWalk, "unchanged", lambda self: True)
    assert bare_barriers() == {1}  # the first walk saw []


def test_a_short_loop_is_watched_only_the_first_time_it_is_met(tmp_path, monkeypatch):
    path = write(tmp_path, kernel(WHILE_LOOP))
    watched = []
    real = FlyEvaluator.watch_first_walk

    def watch(self, node, scope):
        first = real(self, node, scope)
        watched.append(first is not None)
        return first

    monkeypatch.setattr(FlyEvaluator, "watch_first_walk", watch)
    load_programs(path, FrontendOptions(params={}))
    assert watched == [True, False, False, False]  # wave 0 finds it short: waves 1-3 walk it twice


def renamed(reuses, monkeypatch):
    """Counts the reuses that renamed the first walk's names (as well as all reuses, in `reuses`)."""
    count = [0]
    real = FlyEvaluator.reuse_first_walk

    def counted(self, first):
        count[0] += first.renamed is not None
        return real(self, first)

    monkeypatch.setattr(FlyEvaluator, "reuse_first_walk", counted)
    return count


def test_a_first_walk_that_makes_names_and_sets_m0_stands_for_its_second_renamed(tmp_path, monkeypatch, reuses):
    # the body sets M0 (inline asm) before its LDS-DMA reads it, names a runtime value (n: `n`
    # in the first walk, `n.2` in the second) and walks an inner loop over it (a loop variable)
    path = write(tmp_path, kernel("""
        busy = x[0] > fx.Int32(0)
        while busy:
            llvm.InlineAsmOp(None, [word, x[1]], "s_mov_b32 m0, $0\\n\\tbuffer_load_dword $1, $1, 0 offen lds", "s,v",
                             has_side_effects=True)
            n = m // 4
            for j in range(0, n):
                tiles.store(word, x[2])
                gpu.barrier()
            gpu.barrier()
            busy = x[4] > fx.Int32(0)
    """).replace("def k(x: fx.Tensor):", "def k(x: fx.Tensor, m: fx.Int32):"))
    count = renamed(reuses, monkeypatch)
    once, twice = both_ways(path, monkeypatch, {"n.2": "0..2"})
    assert reuses[0] == 4 * 2 and count[0] == 4 * 2
    assert once == twice
    (groups, params, *_), _ = once
    assert "n.2" in [p.name for p in params]
    inner = [s for body in trip_bodies(groups) for s in body if isinstance(s, Loop)]
    assert inner and all(str(s.stop) == "n.2" for s in inner)  # the second walk's name, not the first's `n`


M0_FIRST = """
    busy = x[0] > fx.Int32(0)
    while busy:
        # the LDS-DMA writes where M0 points: set before the loop in the first walk, by the body's
        # end in the second
        llvm.InlineAsmOp(None, [x[1]], "buffer_load_dword $0, $0, 0 offen lds", "v", has_side_effects=True)
        llvm.InlineAsmOp(None, [word + 64], "s_mov_b32 m0, $0", "s", has_side_effects=True)
        gpu.barrier()
        busy = x[4] > fx.Int32(0)
"""
M0_BEFORE = 'llvm.InlineAsmOp(None, [word], "s_mov_b32 m0, $0", "s", has_side_effects=True)'


def test_a_body_that_reads_m0_before_it_sets_it_is_walked_again(tmp_path, monkeypatch, reuses):
    path = write(tmp_path, kernel(M0_FIRST, M0_BEFORE))
    once, twice = both_ways(path, monkeypatch)
    assert reuses[0] == 0
    assert once == twice


def test_without_the_m0_check_the_first_walks_copy_destination_would_stand(tmp_path, monkeypatch):
    path = write(tmp_path, kernel(M0_FIRST, M0_BEFORE))

    def copy_regions():
        (prog,) = load_programs(path, FrontendOptions(params={}))
        return {s.dst.region.name for body in trip_bodies(prog.groups) for s in body if isinstance(s, AsyncCopy)}

    second = copy_regions()  # walked twice: M0 is word + 64 when the second walk copies
    monkeypatch.setattr(firstwalk, "WORTH_STEPS", 0)
    monkeypatch.setattr(FirstWalk, "use_m0", lambda self, how: None)
    assert copy_regions() != second  # the first walk copied to where M0 pointed before the loop


def test_a_first_walk_whose_note_names_a_value_it_named_is_walked_again(tmp_path, monkeypatch, reuses):
    # a note of the first walk that names its runtime value `n` would name `n.2` in the second
    path = write(tmp_path, kernel("""
        busy = x[0] > fx.Int32(0)
        while busy:
            n = m // 4
            for j in range(0, n):
                gpu.barrier()
            busy = x[4] > fx.Int32(0)
    """).replace("def k(x: fx.Tensor):", "def k(x: fx.Tensor, m: fx.Int32):"))
    real = FlyEvaluator.collect_iteration

    def noting(self, node, scope):
        out = real(self, node, scope)
        for s in _walk_ir(out):
            if isinstance(s, Loop) and str(s.stop).startswith("n"):
                self.note(f"inner loop to {s.stop}")
        return out

    monkeypatch.setattr(FlyEvaluator, "collect_iteration", noting)
    once, twice = both_ways(path, monkeypatch, {"n.2": "0..2"})
    assert reuses[0] == 0
    assert once == twice


def _walk_ir(body):
    for s in body:
        yield s
        if isinstance(s, Loop):
            yield from _walk_ir(s.body)


def test_a_nested_walk_stops_its_own_note_tracker_not_an_equal_one_of_the_walk_around_it():
    """Two walks, one inside the other, whose trackers heard the same notes: when the inner one
    is done, the outer one still hears the notes said after it (trackers go by identity)."""
    from types import SimpleNamespace

    from syncsan.frontends.flydsl.evaluator import Walk

    fe = SimpleNamespace(trip_seen={}, notes=[], note_trackers=[])

    def say(text):  # as the frontend's add_note
        for heard in fe.note_trackers:
            heard.add(text)
        if text not in fe.notes:
            fe.notes.append(text)

    outer = Walk(fe)
    inner = Walk(fe)
    say("a")
    assert outer.heard == inner.heard == {"a"}
    inner.first_done()
    assert fe.note_trackers == [outer.heard] and fe.note_trackers[0] is outer.heard
    inner.again()
    say("a")
    inner.settle()
    assert len(fe.note_trackers) == 1 and fe.note_trackers[0] is outer.heard
    say("b")
    assert outer.heard == {"a", "b"}


def inner_trips(path, given=None) -> dict:
    """`given` (--param values) and every trip count of `path`'s program but the first bounded
    (0..2): the report needs no proof."""
    given = given or {}
    (prog,) = load_programs(path, FrontendOptions(params={n: range(int(v.split("..")[0]), int(v.split("..")[1]) + 1)
                                                          for n, v in given.items()}))
    return {**given, **{p.name: "0..2" for p in prog.params[1:] if p.name.startswith("trips_")}}


def nested_reuses(monkeypatch):
    """Counts the reuses of a first walk met inside another's, still watched, and (second) those
    of a while loop's (the outer loop here; all reuses are counted in `reuses`)."""
    count = [0, 0]
    real = FlyEvaluator.reuse_first_walk

    def counted(self, first):
        count[0] += bool(self.first_walks)
        count[1] += first.target is None
        return real(self, first)

    monkeypatch.setattr(FlyEvaluator, "reuse_first_walk", counted)
    return count


NESTED = """
    busy = x[0] > fx.Int32(0)
    while busy:
        tiles.start(x[1])
        gpu.barrier()
        for t in range(fx.block_idx.x, x[5], fx.Int32(7)):
            tiles.store(word, x[2])  # in a helper: numbered on by each walk, the outer's second too
            gpu.barrier()
            v = fx.memref_load(view, (tid + 64) % 256)
            fx.memref_store(v, view, tid)
            gpu.barrier()
        tiles.store(word, x[3])
        gpu.barrier()
        busy = x[4] > fx.Int32(0)
"""


def test_a_runtime_loop_inside_another_stands_for_its_second_walk_inside_the_outer_first_walk(
        tmp_path, monkeypatch, reuses):
    path = write(tmp_path, kernel(NESTED))
    nested = nested_reuses(monkeypatch)
    params = inner_trips(path)
    reuses[0], nested[:] = 0, [0, 0]  # (counted from here)
    once, twice = both_ways(path, monkeypatch, params)
    # per wave, in each of the two loads: the inner loop in the outer's first walk, then the outer
    assert nested == [4 * 2, 4 * 2] and reuses[0] == 4 * 2 * 2
    assert once == twice
    (groups, *_), _ = once
    inner = [s for body in trip_bodies(groups) for s in body if isinstance(s, Loop)]
    assert inner and all(any(isinstance(s, Barrier) for s in loop.body) for loop in inner)
    # the helper's stores: the inner first walk #1, its second #2; the outer's second walk #3, #4
    values = {s.value for loop in inner for s in loop.body if isinstance(s, LdsWrite) and "#" in s.value}
    assert any(v.endswith("#4") for v in values) and not any(v.endswith("#2") for v in values)


@pytest.mark.parametrize("value", ["m // 4", "m * 4"])  # (m * 4: a multiple of 4, for the prover)
def test_a_nested_first_walk_that_makes_names_is_renamed_by_the_outer_reuse_too(tmp_path, monkeypatch, reuses,
                                                                                value):
    # the inner loop names a runtime value (n) and walks a loop over it: its first walk `n`, its
    # second `n.2`; the outer loop's second walk makes `n.3` and `n.4`
    path = write(tmp_path, kernel("""
        busy = x[0] > fx.Int32(0)
        while busy:
            gpu.barrier()
            for t in range(fx.block_idx.x, x[5], fx.Int32(7)):
                n = m // 4
                for j in range(0, n):
                    tiles.store(word, x[2])
                    gpu.barrier()
                gpu.barrier()
            busy = x[4] > fx.Int32(0)
    """).replace("def k(x: fx.Tensor):", "def k(x: fx.Tensor, m: fx.Int32):").replace("m // 4", value))
    nested = nested_reuses(monkeypatch)
    params = inner_trips(path, {"n.4": "0..2"})
    reuses[0], nested[:] = 0, [0, 0]  # (counted from here)
    once, twice = both_ways(path, monkeypatch, params)
    assert nested == [4 * 2, 4 * 2] and reuses[0] == 4 * 2 * 2
    assert once == twice
    (groups, params, *_), _ = once
    assert "n.4" in [p.name for p in params]
    inner = [s for body in trip_bodies(groups) for s in _walk_ir(body) if isinstance(s, Loop)]
    assert any(str(s.stop) == "n.4" for s in inner)


# CHANGES with the inner loop's body for "the loop": before it in the outer loop's body
@pytest.mark.parametrize("change", CHANGES)
def test_a_nested_first_walk_that_changed_what_its_second_reads_is_walked_again(tmp_path, monkeypatch, reuses,
                                                                                change):
    before, inside = change
    loop = NESTED.replace("        for t in", textwrap.indent(before, " " * 8) + "\n        for t in") \
        .replace("            tiles.store(word, x[2])", textwrap.indent(inside, " " * 12) + "\n            tiles.store(word, x[2])")
    path = write(tmp_path, kernel(loop))
    nested = nested_reuses(monkeypatch)
    params = inner_trips(path)
    reuses[0], nested[:] = 0, [0, 0]  # (counted from here)
    once, twice = both_ways(path, monkeypatch, params)
    assert nested[0] == 0
    if change[1].startswith("tiles.count"):
        assert reuses[0] == 0  # (the outer's first walk changed it too)
    else:
        assert nested[1] == reuses[0] == 4 * 2  # the outer loop's: what changed was made in its first walk
    assert once == twice


def test_a_load_from_before_the_outer_loop_found_unretired_in_the_inner_one_stops_both_reuses(
        tmp_path, monkeypatch, reuses):
    # both first walks being watched remember the look at `early`
    loop = NESTED.replace("            tiles.store(word, x[2])",
                          "            fx.memref_store(early, view, tid)\n            tiles.store(word, x[2])")
    path = write(tmp_path, kernel(loop, "early = fx.memref_load(view, tid)"))
    nested = nested_reuses(monkeypatch)
    params = inner_trips(path)
    reuses[0], nested[:] = 0, [0, 0]  # (counted from here)
    once, twice = both_ways(path, monkeypatch, params)
    assert nested == [0, 0]
    assert reuses[0] == 4 * 2  # the inner loop's in the outer's second walk only (`early` retired there)
    assert once == twice


def test_the_outer_walk_is_still_watched_after_an_inner_one_that_stands_for_its_second(tmp_path, monkeypatch,
                                                                                         reuses):
    # a global load from before the outer loop, not waited for in the inner loop (LDS only), found
    # unretired after it: the outer loop's second walk would find it retired and wait for nothing
    path = write(tmp_path, kernel("""
        busy = x[0] > fx.Int32(0)
        early = x[6]
        while busy:
            gpu.barrier()
            for t in range(fx.block_idx.x, bound, fx.Int32(7)):
                gpu.barrier()
                v = fx.memref_load(view, (tid + 64) % 256)
                fx.memref_store(v, view, tid)
                gpu.barrier()
            fx.memref_store(early, view, tid)
            gpu.barrier()
            busy = x[4] > fx.Int32(0)
    """).replace("def k(x: fx.Tensor):", "def k(x: fx.Tensor, bound: fx.Int32):"))
    nested = nested_reuses(monkeypatch)
    params = inner_trips(path)
    reuses[0], nested[:] = 0, [0, 0]  # (counted from here)
    once, twice = both_ways(path, monkeypatch, params)
    assert nested == [4 * 2, 0]
    assert reuses[0] == 4 * 2 + 4 * 2  # the inner loop's, in the outer's first and second walks
    assert once == twice


def test_a_nested_range_init_loop_stands_for_its_second_walk_with_what_the_second_yields(tmp_path, monkeypatch,
                                                                                        reuses):
    # the inner loop carries an integer (a slot followed per iteration when its update is known
    # from one walk's yield alone): its second walk yields too, and with two yields the slot is
    # not followed; the reuse appends the second walk's yield as that walk would
    path = write(tmp_path, kernel("""
        busy = x[0] > fx.Int32(0)
        while busy:
            gpu.barrier()
            for t, st in range(0, x[5], 1, init=[fx.Index(1), fx.Float32(0.0)]):
                fx.memref_store(x[tid], view, st[0] * 64 + tid)
                gpu.barrier()
                results = yield [(st[0] + 1) % 4, st[1]]
            gpu.barrier()
            busy = x[4] > fx.Int32(0)
    """))
    nested = nested_reuses(monkeypatch)
    params = inner_trips(path)
    reuses[0], nested[:] = 0, [0, 0]  # (counted from here)
    once, twice = both_ways(path, monkeypatch, params)
    assert nested == [4 * 2, 4 * 2] and reuses[0] == 4 * 2 * 2
    assert once == twice
