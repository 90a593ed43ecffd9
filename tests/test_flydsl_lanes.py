"""Per-lane evaluation in the FlyDSL frontend: lane arithmetic, layouts, the bytes each wave's
lanes touch, lane masks, and the API forms that derive LDS addresses from the thread index."""

from __future__ import annotations

import textwrap

from typer.testing import CliRunner

from syncsan.cli import app
from syncsan.frontends import FrontendOptions, load_programs
from syncsan.frontends.flydsl import lanes as L
from syncsan.frontends.flydsl import layouts as LY
from syncsan.ir import LdsRead, LdsWrite, Param, evaluate

HEAD = """
import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import gpu, rocdl


@fx.struct
class S:
    buf: fx.Array[fx.Float32, 1024, 16]

"""


def write(tmp_path, body: str, name: str = "k.py", head: str = HEAD) -> str:
    path = tmp_path / name
    path.write_text(head + textwrap.dedent(body))
    return str(path)


def ops(path, kind, **params):
    (prog,) = load_programs(path, FrontendOptions(params={k: (v,) for k, v in params.items()}))
    out = []
    for g in prog.groups:
        stack = list(g.body)
        while stack:
            s = stack.pop(0)
            if isinstance(s, kind):
                out.append((g, s))
            stack[:0] = list(getattr(s, "body", ())) + list(getattr(s, "then", ())) + list(getattr(s, "orelse", ()))
    return prog, out


def wave_bytes(group, stmt, wave, waves_total=None):
    """The bytes `wave` touches at `stmt` (constant addresses), as the executor splits them."""
    ref = stmt.dst if isinstance(stmt, LdsWrite) else stmt.src
    base = ref.region.base
    if ref.split == "wave":
        spans = next(ws.spans for ws in ref.per_wave if ws.wave == wave)
    else:
        spans = ref.spans or ()
    out = [(base + sp.offset, base + sp.offset + sp.length) for sp in spans] or [(base, base + ref.region.size)]
    if ref.split == "workgroup":  # the wave's equal slice of the whole
        (lo, hi), n = out[0], waves_total
        out = [(lo + (hi - lo) * wave // n, lo + (hi - lo) * (wave + 1) // n)]
    return out


# ---------------------------------------------------------------- lane values


def test_lane_arithmetic_is_exact_in_every_lane_and_uniform_values_collapse():
    tid = L.thread_ids(1)  # wave 1: threads 64..127
    assert L.binop("//", tid, 64) == 1
    lane = L.binop("%", tid, 64)
    assert lane.vals == tuple(range(64))
    swz = L.binop("^", L.binop("//", lane, 8), L.binop("%", lane, 8))
    assert swz.vals[:10] == (0, 1, 2, 3, 4, 5, 6, 7, 1, 0)
    k = Param("k")
    shifted = L.binop("+", L.binop("*", lane, 16), k)  # lane * 16 + k: exact lanes, symbolic base
    assert shifted.vals[3] == 48 and shifted.base == k
    assert L.binop("^", shifted, 1) is None  # a bit operation on a symbolic value is not computed
    cond = L.compare("<", lane, 4)
    assert cond.vals[:6] == (True, True, True, True, False, False)
    assert L.compare("<", lane, 64) is True  # the same in every lane
    assert L.select(cond, lane, 0).vals[:6] == (0, 1, 2, 3, 0, 0)


def test_layout_index_of_a_linear_coordinate_splits_it_over_the_modes_first_mode_fastest():
    shape, stride = (4, (2, 8)), (16, (1, 2))
    assert LY.crd2idx(5, shape, stride) == 16 * 1 + 1 * 1  # 5 = 1 + 4 * 1: coordinates (1, (1, 0))
    assert LY.crd2idx((3, (1, 2)), shape, stride) == 48 + 1 + 4
    assert LY.compact_stride((4, (2, 8))) == (1, (4, 8))
    per_lane = LY.crd2idx(L.thread_ids(0), (64,), (2,))
    assert per_lane.vals[:3] == (0, 2, 4)


# ---------------------------------------------------------------- bytes per lane


def test_xor_swizzled_byte_addresses_give_each_lane_its_own_bytes(tmp_path):
    path = write(tmp_path, """
        @flyc.kernel(known_block_size=[128, 1, 1])
        def k(x: fx.Tensor):
            lds = fx.SharedAllocator().allocate(S).peek()
            tid = gpu.thread_id("x")
            base = fx.Int32(fx.ptrtoint(lds.buf.ptr))
            row = tid // 8
            addr = base + row * 64 + ((tid % 8) ^ (row % 8)) * 8
            value = fx.Vector.from_elements([x[tid]], fx.Float32)
            fx.ptr_store(value, fx.inttoptr(fx.PointerType.get(fx.Float32.ir_type, 3, 8), addr))
    """)
    _, writes = ops(path, LdsWrite)
    (group, w), = writes
    assert w.dst.split == "wave" and group.waves == (0, 1)
    # each lane stores 4 bytes (the loaded float) at row * 64 + (col ^ row % 8) * 8
    expect0 = sorted((r * 64 + ((c ^ (r % 8)) * 8), r * 64 + ((c ^ (r % 8)) * 8) + 4)
                     for r in range(8) for c in range(8))
    assert wave_bytes(group, w, 0) == expect0
    assert wave_bytes(group, w, 1)[0] == (512, 516)


def test_stores_under_a_lane_condition_touch_only_the_lanes_that_take_it(tmp_path):
    path = write(tmp_path, """
        @flyc.kernel(known_block_size=[256, 1, 1])
        def k(x: fx.Tensor):
            lds = fx.SharedAllocator().allocate(S).peek()
            view = lds.buf.view(fx.make_layout(1024, 1))
            tid = fx.thread_idx.x
            if tid % 64 == 0:
                fx.memref_store(x[tid], view, tid // 64)
            gpu.barrier()
            if tid // 64 == 0:
                x[tid] = fx.memref_load(view, tid % 4)
    """)
    prog, writes = ops(path, LdsWrite)
    slots = sorted(b for g, w in writes for wave in g.waves for b in wave_bytes(g, w, wave, prog.waves))
    assert slots == [(0, 4), (4, 8), (8, 12), (12, 16)]  # lane 0 of wave w writes slot w only
    _, reads = ops(path, LdsRead)
    (group, r), = reads
    assert group.waves == (0,) and wave_bytes(group, r, 0) == [(0, 16)]


def test_an_address_that_cannot_be_evaluated_is_named_in_a_note_and_covers_the_whole_field(tmp_path):
    path = write(tmp_path, """
        @flyc.kernel(known_block_size=[64, 1, 1])
        def k(x: fx.Tensor):
            lds = fx.SharedAllocator().allocate(S).peek()
            addr = fx.Int32(fx.ptrtoint(lds.buf.ptr)) * 3
            fx.ptr_store(fx.Float32(1.0), fx.inttoptr(fx.PointerType.get(fx.Float32.ir_type, 3, 8), addr))
    """)
    prog, writes = ops(path, LdsWrite)
    (group, w), = writes
    assert wave_bytes(group, w, 0) == [(0, 4096)]
    line = next(i for i, t in enumerate(open(path).read().splitlines(), 1) if "* 3" in t)
    assert any(f"k.py:{line}:" in n and "not evaluated" in n for n in prog.notes)
    assert any("the whole of buf (4096 bytes) is assumed" in n for n in prog.notes)


# ---------------------------------------------------------------- waves, targets, reports


def test_waves_come_from_the_launch_block_when_the_kernel_has_no_known_block_size(tmp_path):
    path = write(tmp_path, """
        THREADS = 192

        @flyc.kernel
        def k(x: fx.Tensor):
            x[fx.thread_idx.x] = 0

        @flyc.jit
        def launch(x: fx.Tensor, stream: fx.Stream):
            k(x).launch(grid=(1, 1, 1), block=(THREADS, 1, 1), stream=stream)
    """)
    (prog,) = load_programs(path, FrontendOptions())
    assert prog.waves == 3
    assert "launched with block 192" in prog.notes[0]


def test_a_target_syncsan_does_not_model_is_refused_at_the_kernel(tmp_path):
    path = write(tmp_path, """
        @flyc.kernel(known_block_size=[64, 1, 1])
        def k(x: fx.Tensor):
            x[0] = 0
    """)
    result = CliRunner().invoke(app, ["check", path, "--target", "gfx1250"])
    assert result.exit_code == 2
    line = next(i for i, t in enumerate(open(path).read().splitlines(), 1) if "def k(" in t)
    assert f"k.py:{line}:1: error: target gfx1250 is not supported" in result.output


def test_a_finding_inside_a_helper_in_another_file_names_that_file(tmp_path):
    (tmp_path / "__init__.py").write_text("")
    (tmp_path / "helpers.py").write_text(textwrap.dedent("""
        import flydsl.expr as fx


        def put(view, i, v):
            fx.memref_store(v, view, i)
    """))
    path = write(tmp_path, """
        from .helpers import put


        @flyc.kernel(known_block_size=[128, 1, 1])
        def k(x: fx.Tensor):
            lds = fx.SharedAllocator().allocate(S).peek()
            view = lds.buf.view(fx.make_layout(1024, 1))
            tid = fx.thread_idx.x
            put(view, tid, x[tid])
            x[tid] = fx.memref_load(view, (tid + 64) % 128)
    """)
    result = CliRunner().invoke(app, ["check", path])
    assert result.exit_code == 1
    assert f"{tmp_path / 'helpers.py'}:6 | fx.memref_store(v, view, i)" in result.output


def test_a_loop_over_unnamed_runtime_bounds_with_barriers_gets_a_trip_count_parameter(tmp_path):
    path = write(tmp_path, """
        @flyc.kernel(known_block_size=[128, 1, 1])
        def k(x: fx.Tensor):
            lds = fx.SharedAllocator().allocate(S).peek()
            view = lds.buf.view(fx.make_layout(1024, 1))
            tid = fx.thread_idx.x
            lo = fx.Int32(x[0] * 2)  # loaded at a uniform address: the same in every lane
            for t, acc in range(lo, lo + x[1], 1, init=[fx.Float32(0.0)]):
                fx.memref_store(x[tid], view, tid)
                gpu.barrier()
                v = fx.memref_load(view, (tid + 64) % 128)
                gpu.barrier()
                results = yield [acc[0] + v]
            x[tid] = results
    """)
    prog, _ = ops(path, LdsWrite)
    (trips,) = [p for p in prog.params if p.name.startswith("trips_L")]
    assert (trips.lo, trips.hi) == (0, None)  # every count: the prover covers them
    line = next(i for i, t in enumerate(open(path).read().splitlines(), 1) if "for t, acc" in t)
    assert trips.name == f"trips_L{line}"
    # counts given with --param: the report says only those were checked
    (swept,) = load_programs(path, FrontendOptions(params={trips.name: (0, 1, 2, 3)}))
    assert any(f"parameter {trips.name} (only the counts 0, 1, 2, 3 that --param gives are checked, not every "
               "count)" in n for n in swept.notes)


def test_a_uniform_runtime_condition_over_barriers_is_checked_both_ways(tmp_path):
    path = write(tmp_path, """
        @flyc.kernel(known_block_size=[128, 1, 1])
        def k(x: fx.Tensor):
            lds = fx.SharedAllocator().allocate(S).peek()
            view = lds.buf.view(fx.make_layout(1024, 1))
            tid = fx.thread_idx.x
            fx.memref_store(x[tid], view, tid)
            if x[0] > 0:  # the same in every lane, not known
                gpu.barrier()
            x[tid] = fx.memref_load(view, (tid + 64) % 128)
    """)
    (prog,) = load_programs(path, FrontendOptions())
    (cond,) = [p for p in prog.params if p.name.startswith("cond_L")]
    assert cond.choices == (False, True)
    result = CliRunner().invoke(app, ["check", path])
    assert result.exit_code == 1 and "SS102" in result.output and f"{cond.name}=False" in result.output


def test_stores_of_the_same_constant_or_uniform_value_by_every_wave_do_not_race(tmp_path):
    body = """
        @flyc.kernel(known_block_size=[128, 1, 1])
        def k(x: fx.Tensor):
            lds = fx.SharedAllocator().allocate(S).peek()
            p = lds.buf.ptr
            tid = fx.thread_idx.x
            fx.ptr_store(fx.Float32(VALUE), p)
            gpu.barrier()
            x[tid] = fx.ptr_load(p)
    """
    for value, races in (("0.0", False), ("x[0]", False), ("x[tid]", True)):
        path = write(tmp_path, body.replace("VALUE", value))
        result = CliRunner().invoke(app, ["check", path])
        assert (result.exit_code == 1 and "SS105" in result.output) == races, (value, result.output)


def test_a_loop_whose_length_differs_between_lanes_with_waits_only_does_not_rely_on_them(tmp_path):
    path = write(tmp_path, """
        @flyc.kernel(known_block_size=[128, 1, 1])
        def k(x: fx.Tensor):
            tid = fx.thread_idx.x
            lds = fx.SharedAllocator().allocate(S).peek()
            view = lds.buf.view(fx.make_layout(1024, 1))
            flag = x[tid]
            while flag < 1:  # a spin on a per-lane flag
                rocdl.s_waitcnt(0)
                flag = x[tid]
            fx.memref_store(flag, view, tid)
            fx.barrier()
            x[tid] = fx.memref_load(view, (tid + 64) % 128)
    """)
    (prog,) = load_programs(path, FrontendOptions())
    assert any("is not relied on (a wave may run it zero times)" in n for n in prog.notes)
    result = CliRunner().invoke(app, ["check", path])
    assert result.exit_code == 0, result.output  # fx.barrier() is the fenced gpu.barrier


def test_idx2crd_gives_each_lane_its_coordinates():
    assert LY.idx2crd(9, (4, 8), (1, 4)) == (1, 2)
    assert LY.idx2crd(5, (4, 8), (8, 1)) == (0, 5)
    lanes = L.thread_ids(1)
    wave, lane = LY.idx2crd(lanes, (2, 64), (64, 1))
    assert L.collapse(wave) == 1 and lane.vals == tuple(range(64))


def test_an_integer_carried_around_a_runtime_length_loop_is_followed_per_iteration_or_taken_as_unknown(tmp_path):
    # slot 0 starts at 1 and is set from the loop variable alone, slot 1 from a loaded value, slot 2
    # counts up by 3 from 2 (n = 4 keeps it inside the view)
    path = write(tmp_path, """
        @flyc.kernel(known_block_size=[64, 1, 1])
        def k(x: fx.Tensor, n: fx.Int32):
            lds = fx.SharedAllocator().allocate(S).peek()
            view = lds.buf.view(fx.make_layout(1024, 1))
            tid = fx.thread_idx.x
            for j, st in range(0, n, 1, init=[fx.Index(1), fx.Index(0), fx.Index(2)]):
                fx.memref_store(x[tid], view, st[0] * 64 + tid)
                fx.memref_store(x[tid], view, st[1] * 64 + tid)
                fx.memref_store(x[tid], view, st[2] * 64 + tid)
                gpu.barrier()
                results = yield [(j * 3 + 2) % 4, x[0] % 4, st[2] + 3]
    """)
    (prog,) = load_programs(path, FrontendOptions(params={"n": (4,)}))
    assert any("loop-carried value 0 (init 1) is followed per iteration" in n for n in prog.notes)
    assert any("depends on a value carried around the loop" in n and "the whole of buf" in n for n in prog.notes)
    _, stores = ops(path, LdsWrite, n=4)
    (loop,) = [s for s in prog.groups[0].body if hasattr(s, "var")]
    followed, unknown, counter = (s for _, s in stores)
    # slot 0 in iteration j: 1, then what iteration j - 1 yielded: (3(j - 1) + 2) % 4
    assert [evaluate(followed.dst.spans[0].offset, {loop.var: j}) // 4 for j in range(4)] == [64, 128, 64, 0]
    assert unknown.dst.spans == () and unknown.dst.region.name == "buf"
    # slot 2 counts up by 3 from 2 and never repeats: 2 + 3j
    assert [evaluate(counter.dst.spans[0].offset, {loop.var: j}) // 4 for j in range(4)] == [128, 320, 512, 704]


def _line_of(path, text):
    return next(i for i, t in enumerate(open(path).read().splitlines(), 1) if text in t)


def test_a_plain_integer_a_runtime_length_loop_reassigns_is_followed_per_iteration(tmp_path):
    # FlyDSL's scf.for carries `parity` around the loop: iteration i stores into half i % 2; a
    # loop over a kernel parameter (n) and one over a loaded length (a trip-count parameter) alike
    path = write(tmp_path, """
        @flyc.kernel(known_block_size=[64, 1, 1])
        def k(x: fx.Tensor, n: fx.Int32):
            lds = fx.SharedAllocator().allocate(S).peek()
            view = lds.buf.view(fx.make_layout(1024, 1))
            tid = fx.thread_idx.x
            parity = 0
            for i in range(n):
                fx.memref_store(x[tid], view, parity * 256 + tid)
                gpu.barrier()
                parity = 1 - parity
            stage = 1
            for j in range(x[0]):
                fx.memref_store(x[tid], view, 512 + stage * 128 + tid)
                gpu.barrier()
                stage = (stage + 1) % 3
    """)
    (prog,) = load_programs(path, FrontendOptions(params={"n": (4,)}))
    first, second = _line_of(path, "for i in"), _line_of(path, "for j in")
    assert any(f":{first}:" in n and "integer parity (init 0) is followed per iteration" in n for n in prog.notes)
    assert any(f":{second}:" in n and "integer stage (init 1) is followed per iteration" in n for n in prog.notes)
    _, stores = ops(path, LdsWrite, n=4)
    loops = [s for s in prog.groups[0].body if hasattr(s, "var")]
    assert len(loops) == 2 and len(stores) == 2
    (_, halves), (_, thirds) = stores
    assert [evaluate(halves.dst.spans[0].offset, {loops[0].var: i}) // 4 for i in range(4)] == [0, 256, 0, 256]
    assert [evaluate(thirds.dst.spans[0].offset, {loops[1].var: j}) // 4 for j in range(4)] == [640, 768, 512, 640]


def test_a_plain_integer_set_from_runtime_data_in_the_loop_takes_the_whole_field(tmp_path):
    path = write(tmp_path, """
        @flyc.kernel(known_block_size=[64, 1, 1])
        def k(x: fx.Tensor, n: fx.Int32):
            lds = fx.SharedAllocator().allocate(S).peek()
            view = lds.buf.view(fx.make_layout(1024, 1))
            tid = fx.thread_idx.x
            slot = 0
            for i in range(n):
                fx.memref_store(x[tid], view, slot * 64 + tid)
                gpu.barrier()
                slot = x[i] % 4
    """)
    (prog,) = load_programs(path, FrontendOptions(params={"n": (4,)}))
    assert any("depends on a value carried around the loop" in n and "the whole of buf" in n for n in prog.notes)
    _, ((_, store),) = ops(path, LdsWrite, n=4)
    assert store.dst.spans == () and store.dst.region.name == "buf"


def test_a_carried_integer_used_where_a_compile_time_value_is_needed_is_refused_naming_it(tmp_path):
    path = write(tmp_path, """
        @flyc.kernel(known_block_size=[64, 1, 1])
        def k(x: fx.Tensor, n: fx.Int32):
            lds = fx.SharedAllocator().allocate(S).peek()
            view = lds.buf.view(fx.make_layout(1024, 1))
            tid = fx.thread_idx.x
            bases = [0, 256]
            parity = 0
            for i in range(n):
                fx.memref_store(x[tid], view, bases[parity] + tid)
                gpu.barrier()
                parity ^= 1
    """)
    result = CliRunner().invoke(app, ["check", path, "--param", "n=2"])
    assert result.exit_code == 2
    use = _line_of(path, "bases[parity]")
    assert f"k.py:{use}:" in result.output and "parity is an integer the body reassigns" in result.output
    assert "Traceback" not in result.output


def test_an_integer_the_loop_body_sets_before_reading_it_is_not_carried(tmp_path):
    # `u` holds 3 after the first constexpr loop; the runtime loop's inner loop sets it before use
    path = write(tmp_path, """
        @flyc.kernel(known_block_size=[64, 1, 1])
        def k(x: fx.Tensor, n: fx.Int32):
            lds = fx.SharedAllocator().allocate(S).peek()
            view = lds.buf.view(fx.make_layout(1024, 1))
            tid = fx.thread_idx.x
            for u in range_constexpr(4):
                fx.memref_store(x[tid], view, u * 64 + tid)
            gpu.barrier()
            for i in range(n):
                for u in range_constexpr(2):
                    fx.memref_store(x[tid], view, 512 + u * 64 + tid)
                gpu.barrier()
    """, head=HEAD.replace("from flydsl.expr import gpu, rocdl", "from flydsl.expr import gpu, range_constexpr, rocdl"))
    (prog,) = load_programs(path, FrontendOptions(params={"n": (2,)}))
    assert not any("is followed per iteration" in n for n in prog.notes)
    _, stores = ops(path, LdsWrite, n=2)
    base = stores[0][1].dst.region.base
    assert [wave_bytes(g, s, 0) for g, s in stores[4:]] == [[(base + 4 * 512, base + 4 * 576)],
                                                           [(base + 4 * 576, base + 4 * 640)]]


def test_lds_pointers_a_runtime_length_loop_swaps_are_followed_per_iteration(tmp_path):
    # `cur, nxt = nxt, cur`: iteration i reads half i % 2 and
    # stores into the other; with the values before the loop in every iteration the store would
    # only ever touch half 1
    path = write(tmp_path, """
        @flyc.kernel(known_block_size=[64, 1, 1])
        def k(x: fx.Tensor, n: fx.Int32):
            lds = fx.SharedAllocator().allocate(S).peek()
            cur = lds.buf.ptr
            nxt = cur + 256
            tid = fx.thread_idx.x
            for i in range(n):
                fx.ptr_store(x[tid], nxt + tid)
                gpu.barrier()
                x[tid] = fx.ptr_load(cur + tid)
                cur, nxt = nxt, cur
    """)
    (prog,) = load_programs(path, FrontendOptions(params={"n": (4,)}))
    assert any("LDS pointer cur (element offset in buf) (init 0) is followed per iteration" in n for n in prog.notes)
    _, stores = ops(path, LdsWrite, n=4)
    _, reads = ops(path, LdsRead, n=4)
    (loop,) = [s for s in prog.groups[0].body if hasattr(s, "var")]
    ((_, store),), ((_, read),) = stores, reads
    assert [evaluate(store.dst.spans[0].offset, {loop.var: i}) // 4 for i in range(4)] == [256, 0, 256, 0]
    assert [evaluate(read.src.spans[0].offset, {loop.var: i}) // 4 for i in range(4)] == [0, 256, 0, 256]


def test_a_bool_a_runtime_length_loop_flips_is_followed_per_iteration(tmp_path):
    path = write(tmp_path, """
        @flyc.kernel(known_block_size=[64, 1, 1])
        def k(x: fx.Tensor, n: fx.Int32):
            lds = fx.SharedAllocator().allocate(S).peek()
            p = lds.buf.ptr
            tid = fx.thread_idx.x
            odd = False
            for i in range(n):
                if odd:
                    fx.ptr_store(x[tid], p + (256 + tid))
                else:
                    fx.ptr_store(x[tid], p + tid)
                gpu.barrier()
                odd = not odd
    """)
    (prog,) = load_programs(path, FrontendOptions(params={"n": (4,)}))
    assert any("bool odd (init False) is followed per iteration" in n for n in prog.notes)
    (loop,) = [s for s in prog.groups[0].body if hasattr(s, "var")]
    (branch,) = [s for s in loop.body if hasattr(s, "cond")]
    assert [bool(evaluate(branch.cond, {loop.var: i})) for i in range(4)] == [False, True, False, True]


def test_an_lds_pointer_moved_by_runtime_data_in_the_loop_takes_the_whole_field(tmp_path):
    path = write(tmp_path, """
        @flyc.kernel(known_block_size=[64, 1, 1])
        def k(x: fx.Tensor, n: fx.Int32):
            lds = fx.SharedAllocator().allocate(S).peek()
            p = lds.buf.ptr
            tid = fx.thread_idx.x
            for i in range(n):
                fx.ptr_store(x[tid], p + tid)
                gpu.barrier()
                p = p + x[i]
    """)
    (prog,) = load_programs(path, FrontendOptions(params={"n": (4,)}))
    assert any("depends on a value carried around the loop" in n and "the whole of buf" in n for n in prog.notes)
    _, ((_, store),) = ops(path, LdsWrite, n=4)
    assert store.dst.spans == () and store.dst.region.name == "buf"


def test_an_lds_pointer_a_runtime_length_loop_moves_to_another_field_is_refused_at_the_loop(tmp_path):
    head = HEAD.replace("    buf: fx.Array[fx.Float32, 1024, 16]\n",
                        "    a: fx.Array[fx.Float32, 256, 16]\n    b: fx.Array[fx.Float32, 256, 16]\n")
    path = write(tmp_path, """
        @flyc.kernel(known_block_size=[64, 1, 1])
        def k(x: fx.Tensor, n: fx.Int32):
            lds = fx.SharedAllocator().allocate(S).peek()
            cur = lds.a.ptr
            nxt = lds.b.ptr
            tid = fx.thread_idx.x
            for i in range(n):
                fx.ptr_store(x[tid], nxt + tid)
                gpu.barrier()
                x[tid] = fx.ptr_load(cur + tid)
                cur, nxt = nxt, cur
    """, head=head)
    result = CliRunner().invoke(app, ["check", path, "--param", "n=2"])
    assert result.exit_code == 2
    loop = _line_of(path, "for i in range(n)")
    assert f"k.py:{loop}:" in result.output and "cur, an LDS pointer" in result.output
    assert "a pointer into b" in result.output and "Traceback" not in result.output


PUBLISH = """
def publish(x, view, tid, count):
    for i in range(count):
        fx.memref_store(x[tid], view, tid)
        gpu.barrier()

"""


def test_a_helper_loop_walked_from_two_calls_gets_a_trip_count_for_each(tmp_path):
    # wave 0 runs lens[0] barriers, wave 1 lens[1]: with one count for both calls the barrier
    # counts would always agree and the mismatch (SS201) would not show
    path = write(tmp_path, """
        @flyc.kernel(known_block_size=[128, 1, 1])
        def k(x: fx.Tensor, lens: fx.Tensor):
            lds = fx.SharedAllocator().allocate(S).peek()
            view = lds.buf.view(fx.make_layout(1024, 1))
            tid = fx.thread_idx.x
            if tid // 64 == 0:
                publish(x, view, tid, lens[0])
            else:
                publish(x, view, tid, lens[1])
    """, head=HEAD + PUBLISH)
    loop, second = _line_of(path, "for i in range(count)"), _line_of(path, "publish(x, view, tid, lens[1])")
    (prog,) = load_programs(path, FrontendOptions())
    names = sorted(d.name for d in prog.params)
    assert names == [f"trips_L{loop}", f"trips_L{loop}.L{second}"]
    assert any(f"(the walk for the call at {path}:{second}:" in n and f"parameter trips_L{loop}.L{second}" in n
               for n in prog.notes)
    result = CliRunner().invoke(app, ["check", path, "--format", "json"])
    assert result.exit_code == 0 and '"rule": "SS201"' in result.output  # a warning: exit 0 at --fail-on error


def test_a_helper_loop_walked_twice_in_one_call_context_and_once_alone(tmp_path):
    # called twice from one line of an unrolled loop: a count per walk; every wave names them alike
    path = write(tmp_path, """
        @flyc.kernel(known_block_size=[128, 1, 1])
        def k(x: fx.Tensor, lens: fx.Tensor):
            lds = fx.SharedAllocator().allocate(S).peek()
            view = lds.buf.view(fx.make_layout(1024, 1))
            tid = fx.thread_idx.x
            for s in range_constexpr(2):
                publish(x, view, tid, lens[s])
    """, head=HEAD.replace("from flydsl.expr import gpu, rocdl", "from flydsl.expr import gpu, range_constexpr, rocdl")
         + PUBLISH)
    loop = _line_of(path, "for i in range(count)")
    (prog,) = load_programs(path, FrontendOptions())
    assert sorted(d.name for d in prog.params) == [f"trips_L{loop}", f"trips_L{loop}.2"]
    for g in prog.groups:
        loops = [s for s in g.body if hasattr(s, "var")]
        assert [str(s.stop) for s in loops] == [f"trips_L{loop}", f"trips_L{loop}.2"]


def test_notes_of_a_discarded_first_walk_of_a_runtime_loop_leave_the_report(tmp_path):
    # the outer loop's first walk sees half = 0, so the inner loop follows slot = 0, 1, 0, ...;
    # that walk is discarded (the outer loop carries half): in the walk that counts slot starts
    # at a carried value the inner loop does not follow, and only that note stays, once
    path = write(tmp_path, """
        @flyc.kernel(known_block_size=[64, 1, 1])
        def k(x: fx.Tensor, n: fx.Int32):
            lds = fx.SharedAllocator().allocate(S).peek()
            view = lds.buf.view(fx.make_layout(1024, 1))
            tid = fx.thread_idx.x
            half = 0
            for i in range(x[0]):
                slot = half
                for j in range(n):
                    fx.memref_store(x[tid], view, slot * 256 + tid)
                    gpu.barrier()
                    slot = 1 - slot
                half = 1 - half
    """)
    (prog,) = load_programs(path, FrontendOptions(params={"n": (2,)}))
    inner = _line_of(path, "for j in range(n)")
    assert not any("slot (init 0) is followed per iteration" in n for n in prog.notes)
    assert sum(f"carried around the loop at line {inner}" in n and "the whole of buf" in n for n in prog.notes) == 1
    assert len(prog.notes) == len(set(prog.notes))
    _, ((_, store),) = ops(path, LdsWrite, n=2)
    assert store.dst.spans == () and store.dst.region.name == "buf"


def test_a_loop_whose_length_differs_between_lanes_refuses_a_pointer_moved_into_another_field(tmp_path):
    # such a loop takes the pointers its body reassigns as their whole field: sound only while
    # they stay in it
    head = HEAD.replace("    buf: fx.Array[fx.Float32, 1024, 16]\n",
                        "    a: fx.Array[fx.Float32, 256, 16]\n    b: fx.Array[fx.Float32, 256, 16]\n")
    body = """
        @flyc.kernel(known_block_size=[128, 1, 1])
        def k(x: fx.Tensor, n: fx.Int32):
            lds = fx.SharedAllocator().allocate(S).peek()
            cur = lds.a.ptr
            nxt = lds.OTHER.ptr
            tid = fx.thread_idx.x
            for p in range(tid, n, 128):
                fx.ptr_store(x[p], nxt + tid)
                gpu.barrier()
                x[p] = fx.ptr_load(cur + (tid + 64) % 128)
                cur, nxt = nxt, cur
    """
    path = write(tmp_path, body.replace("OTHER", "b"), head=head)
    result = CliRunner().invoke(app, ["check", path, "--param", "n=256"])
    assert result.exit_code == 2
    loop = _line_of(path, "for p in range(tid, n, 128)")
    assert f"k.py:{loop}:" in result.output and "cur, an LDS pointer" in result.output
    assert "a pointer into b" in result.output and "Traceback" not in result.output
    same = write(tmp_path, body.replace("lds.OTHER.ptr", "lds.a.ptr + 128"), name="same.py", head=head)
    (prog,) = load_programs(same, FrontendOptions(params={"n": (256,)}))
    _, stores = ops(same, LdsWrite, n=256)
    assert [s.dst.spans for _, s in stores] == [()] * len(stores) and stores  # the whole of a


def test_lane_byte_intervals_are_the_same_at_every_address():
    """The merged byte intervals of a lane pattern, worked out once and moved to each address,
    are those of the lanes' own intervals at that address (overlapping, touching, apart,
    inactive lanes), whichever address the pattern was first met at."""
    import random

    from syncsan.frontends.flydsl.evaluator import _lane_intervals, _merge_intervals

    rng = random.Random(7)
    for _ in range(300):
        eb = rng.choice((1, 2, 4, 16))
        n = rng.choice((1, 2, 4, 8, 16, 64))
        offs = tuple(rng.choice((rng.randrange(0, 64), rng.randrange(0, 4096))) for _ in range(L.WAVE))
        active = tuple(rng.random() < 0.9 for _ in range(L.WAVE))
        if not any(active):
            continue
        for const in (rng.randrange(0, 8192), 0, rng.randrange(0, 8192)):
            want = _merge_intervals([((const + o) * eb, (const + o) * eb + n) for o, a in zip(offs, active) if a])
            assert _lane_intervals(offs, active, eb, n, const * eb) == want
