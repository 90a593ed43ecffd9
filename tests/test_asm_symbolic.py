"""Values nobody gave: symbolic values and their uniformity, branches checked both ways as cases,
regions stepped over, loops summarised into a loop over a parameter (proved for every trip
count) or swept, numeric local labels, and the errors that remain (a per-lane or wave-level
unknown deciding a barrier, an LDS address or M0)."""

from __future__ import annotations

import textwrap

import pytest

from syncsan.analysis import check_program
from syncsan.errors import InputError
from syncsan.frontends import FrontendOptions, load_programs
from syncsan.frontends.asm import symbolic as S
from syncsan.frontends.asm.cases import Case
from syncsan.frontends.asm.division import OVERSHOOT
from syncsan.frontends.asm.explore import SWEEP_TRIPS
from syncsan.ir import Loop, Param

HEADER = """\
\t.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
\t.text
\t.globl\tk
\t.type\tk,@function
k:
"""
FOOTER = """\
\t.section\t.rodata,"a",@progbits
\t.amdhsa_kernel k
\t\t.amdhsa_user_sgpr_count 2
\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t\t.amdhsa_system_sgpr_workgroup_id_x 1
\t\t.amdhsa_system_vgpr_workitem_id 0
\t.end_amdhsa_kernel
\t.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .name:           K
        .offset:         0
        .size:           4
        .value_kind:     by_value
      - .name:           split_k
        .offset:         4
        .size:           4
        .value_kind:     by_value
    .max_flat_workgroup_size: 128
    .name:           k
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
...
\t.end_amdgpu_metadata
"""

# two waves; wave w copies 1 KiB into its slice (w * 1 KiB) of a 2 KiB buffer and reads the
# other wave's slice: s8 = own slice, s9 = the other's, v2 = lane * 16
PROLOGUE = """
    s_load_dwordx2 s[12:13], s[0:1], 0x0
    v_lshrrev_b32_e32 v1, 6, v0
    v_readfirstlane_b32 s4, v1
    s_lshl_b32 s8, s4, 10
    s_xor_b32 s9, s4, 1
    s_lshl_b32 s9, s9, 10
    v_and_b32_e32 v2, 63, v0
    v_lshlrev_b32_e32 v2, 4, v2
    s_waitcnt lgkmcnt(0)
"""


def kernel(tmp_path, body: str, name: str = "k.s") -> str:
    lines = [("\t" + ln.strip()) if ln.strip() and not ln.strip().endswith(":") else ln.strip()
             for ln in textwrap.dedent(body).strip("\n").splitlines()]
    p = tmp_path / name
    p.write_text(HEADER + "\n".join(lines) + "\n\ts_endpgm\n" + FOOTER)
    return str(p)


def line_of(path, needle: str, nth: int = 1) -> int:
    seen = 0
    for i, ln in enumerate(open(path).read().splitlines(), 1):
        if needle in ln:
            seen += 1
            if seen == nth:
                return i
    raise AssertionError(needle)


def load(path, **kw):
    return load_programs(path, FrontendOptions(**kw))[0]


def found(report):
    return sorted((f.rule, f.loc.line) for f in report.findings)


def case_notes(program) -> list[str]:
    return [n for n in program.notes if n.startswith("case ")]


# ---------------------------------------------------------------- symbolic values


def test_terms_fold_and_compare_structurally():
    S.reset()
    k = S.inp("K")
    a = S.add(S.add(k, 63), S.mul(S.inp("n"), 2))
    assert a is S.add(S.mul(S.inp("n"), 2), S.add(63, k))  # one linear form, whatever the order
    c = S.binop("slt", 63, S.add(k, 63))
    assert S.fmt(c) == "(K + 63) >s 63"
    # a select on constants distributes over ops: the compiler's select-then-compare folds back
    sel = S.select(c, 0xFFFFFFFF, 0)
    assert S.binop("ne", S.select(S.binop("ne", S.binop("and", sel, 5), 0), 1, 0), 1) is S.bnot(c)
    assert Case({c: True}).resolve(S.add(sel, 2)) == 1


def test_a_case_decides_a_condition_written_the_other_way_round():
    S.reset()
    k = S.inp("K")
    # a select built on `K > 256` (a branch stepped over), a case decided on `K <= 256`
    sel = S.select(S.binop("ult", 256, k), S.hole(None), 1056)
    assert Case({S.binop("ule", k, 256): True}).resolve(sel) == 1056
    assert Case({S.binop("sle", k, 0): False}).resolve(S.select(S.binop("slt", 0, k), 7, 9)) == 7
    assert Case({S.binop("eq", k, 3): False}).resolve(S.select(S.binop("ne", k, 3), 7, 9)) == 7
    assert Case({S.binop("ule", k, 255): True}).resolve(sel) is sel  # another condition: not decided


def test_uniformity_levels_and_known_bits():
    S.reset()
    data = S.unknown(S.LANE, "data loaded by buffer_load_dword at line 9")
    wave = S.unknown(S.WAVE, "v_readfirstlane of data")
    assert S.add(S.inp("K"), wave).level == S.WAVE  # the most uncertain part wins
    assert S.add(data, wave).origin == data.origin
    # exec | (exec & x) is exec again: the bits known despite the unknown lanes
    ex = 0x0000FFFF
    masked = S.binop("and", ex, data)
    assert S.binop("or", masked, ex) == ex
    assert S.binop("ne", S.binop("or", data, 1), 0) is True


def test_wave_and_workgroup_uniform_values_from_the_kernel(tmp_path):
    p = kernel(tmp_path, PROLOGUE + """
        s_load_dword s2, s[0:1], 0x4
        buffer_load_dword v3, v2, s[12:15], 0 offen
        s_waitcnt vmcnt(0) lgkmcnt(0)
        v_readfirstlane_b32 s3, v3
        s_cmp_eq_u32 s3, 0
        s_cbranch_scc1 .LBB0_1
        s_barrier
        .LBB0_1:
    """)
    with pytest.raises(InputError) as e:
        load(p)
    msg = e.value.message
    assert e.value.loc.line == line_of(p, "s_cbranch_scc1")
    assert "wave-uniform unknown" in msg and "v_readfirstlane of data loaded by buffer_load_dword" in msg
    assert "s_barrier at line" in msg


def test_smem_base_that_is_no_register_pair_is_one_unknown_for_both_halves(tmp_path):
    """A scalar load whose base is not an SGPR pair (here a symbol, as a byte flip makes it) reads
    an unknown address (it was a TypeError: an internal error)."""
    p = kernel(tmp_path, PROLOGUE + """
        s_load_dword s2, B[0:1], 0x4
        s_waitcnt lgkmcnt(0)
        s_barrier
    """)
    assert found(check_program(load(p))) == []


# ---------------------------------------------------------------- cases


EARLY_EXIT = PROLOGUE + """
    s_load_dword s2, s[0:1], 0x4
    s_waitcnt lgkmcnt(0)
    s_cmp_eq_u32 s2, 0
    s_cbranch_scc1 .LBB0_9
    s_mov_b32 m0, s8
    global_load_lds_dwordx4 v1, s[12:13]
    {sync}
    v_add_u32_e32 v3, s9, v2
    ds_read_b128 v[4:7], v3
    s_waitcnt lgkmcnt(0)
    .LBB0_9:
"""


def test_early_exit_on_an_argument_is_two_cases(tmp_path):
    p = kernel(tmp_path, EARLY_EXIT.format(sync="s_waitcnt vmcnt(0)\ns_barrier"))
    prog = load(p)
    assert [pd.name for pd in prog.params] == ["case"] and prog.params[0].choices == (1, 2)
    notes = case_notes(prog)
    assert notes[0].startswith(f"case 1: line {line_of(p, 's_cbranch_scc1')} s_cbranch_scc1 taken (split_k == 0)")
    assert "not taken (split_k != 0)" in notes[1]
    assert found(check_program(prog)) == []


def test_a_finding_names_its_case(tmp_path):
    p = kernel(tmp_path, EARLY_EXIT.format(sync="s_barrier\ns_waitcnt vmcnt(0)"))
    report = check_program(load(p))
    assert found(report) == [("SS101", line_of(p, "ds_read_b128"))]
    assert dict(report.findings[0].witness) == {"case": 2}


SPLIT_K = PROLOGUE + """
    s_load_dword s2, s[0:1], 0x4
    s_waitcnt lgkmcnt(0)
    s_cmp_gt_u32 s2, 1
    s_cbranch_scc0 .LBB0_2
    s_add_u32 m0, s8, 0x800
    global_load_lds_dwordx4 v1, s[12:13]
    {split_sync}
    v_add3_u32 v3, s9, v2, 0x800
    ds_read_b128 v[4:7], v3
    s_waitcnt lgkmcnt(0)
    s_branch .LBB0_3
    .LBB0_2:
    s_mov_b32 m0, s8
    global_load_lds_dwordx4 v1, s[12:13]
    s_waitcnt vmcnt(0)
    s_barrier
    v_add_u32_e32 v3, s9, v2
    ds_read_b128 v[4:7], v3
    s_waitcnt lgkmcnt(0)
    .LBB0_3:
    s_barrier
"""


def test_split_k_branch_is_checked_both_ways(tmp_path):
    good = kernel(tmp_path, SPLIT_K.format(split_sync="s_waitcnt vmcnt(0)\ns_barrier"))
    prog = load(good)
    assert len(case_notes(prog)) == 2 and found(check_program(prog)) == []
    bad = kernel(tmp_path, SPLIT_K.format(split_sync="s_barrier"), name="bad.s")
    report = check_program(load(bad))
    assert found(report) == [("SS101", line_of(bad, "ds_read_b128"))]
    assert dict(report.findings[0].witness) == {"case": 2}
    line = line_of(bad, "s_cbranch_scc0")
    assert case_notes(load(bad)) == [f"case 1: line {line} s_cbranch_scc0 taken (split_k <= 1)",
                                     f"case 2: line {line} s_cbranch_scc0 not taken (split_k > 1)"]


def test_kernarg_pins_a_case(tmp_path):
    p = kernel(tmp_path, EARLY_EXIT.format(sync="s_barrier\ns_waitcnt vmcnt(0)"))
    assert found(check_program(load(p, kernargs={"split_k": (0,)}))) == []
    prog = load(p, kernargs={"split_k": (0, 3)})
    assert [pd.name for pd in prog.params] == ["split_k"]  # no case left open: no case parameter
    assert found(check_program(prog)) == [("SS101", line_of(p, "ds_read_b128"))]


# ---------------------------------------------------------------- division by an argument

# q = K / split_k and r = K % split_k as LLVM 22 compiles them for gfx942 (llc-22 -O2 on
# `udiv i32 %a, %b` / `urem i32 %a, %b` of kernel arguments, registers renamed): the float
# reciprocal estimate, one Newton-Raphson step, two corrections. `vector` is the form LLVM gives
# when the dividend is per lane (and hand-written kernels use for uniform values): v_cmp and
# v_cndmask, the quotient read back with v_readfirstlane. The quotient ends in s20, the
# remainder in s22.
ESTIMATE = """
    v_cvt_f32_u32_e32 v10, s3
    s_sub_i32 s20, 0, s3
    v_rcp_iflag_f32_e32 v10, v10
    s_nop 0
    v_mul_f32_e32 v10, 0x4f7ffffe, v10
    v_cvt_u32_f32_e32 v10, v10
"""
DIVISION = {
    "scalar udiv": ESTIMATE + """
        s_nop 0
        v_readfirstlane_b32 s21, v10
        s_mul_i32 s20, s20, s21
        s_mul_hi_u32 s20, s21, s20
        s_add_i32 s21, s21, s20
        s_mul_hi_u32 s20, s2, s21
        s_mul_i32 s21, s20, s3
        s_sub_i32 s22, s2, s21
        s_add_i32 s23, s20, 1
        s_sub_i32 s21, s22, s3
        s_cmp_ge_u32 s22, s3
        s_cselect_b32 s20, s23, s20
        s_cselect_b32 s22, s21, s22
        s_add_i32 s21, s20, 1
        s_cmp_ge_u32 s22, s3
        s_cselect_b32 s20, s21, s20
    """,
    "scalar urem": ESTIMATE + """
        s_nop 0
        v_readfirstlane_b32 s21, v10
        s_mul_i32 s20, s20, s21
        s_mul_hi_u32 s20, s21, s20
        s_add_i32 s21, s21, s20
        s_mul_hi_u32 s20, s2, s21
        s_mul_i32 s20, s20, s3
        s_sub_i32 s22, s2, s20
        s_sub_i32 s20, s22, s3
        s_cmp_ge_u32 s22, s3
        s_cselect_b32 s22, s20, s22
        s_sub_i32 s20, s22, s3
        s_cmp_ge_u32 s22, s3
        s_cselect_b32 s22, s20, s22
    """,
    "vector udiv": ESTIMATE + """
        v_mul_lo_u32 v11, s20, v10
        v_mul_hi_u32 v11, v10, v11
        v_add_u32_e32 v10, v10, v11
        v_mul_hi_u32 v10, s2, v10
        v_mul_lo_u32 v11, v10, s3
        v_sub_u32_e32 v12, s2, v11
        v_add_u32_e32 v13, 1, v10
        v_cmp_le_u32_e32 vcc, s3, v12
        v_subrev_u32_e32 v11, s3, v12
        s_nop 0
        v_cndmask_b32_e32 v10, v10, v13, vcc
        v_cndmask_b32_e32 v12, v12, v11, vcc
        v_add_u32_e32 v11, 1, v10
        v_cmp_le_u32_e32 vcc, s3, v12
        s_nop 1
        v_cndmask_b32_e32 v10, v10, v11, vcc
        v_readfirstlane_b32 s20, v10
    """,
}
#: a branch only a wrong quotient or remainder takes: q > K, or r >= split_k
IMPOSSIBLE = {"udiv": "s_cmp_le_u32 s20, s2", "urem": "s_cmp_lt_u32 s22, s3"}
DIVIDE = PROLOGUE + """
    s_load_dwordx2 s[2:3], s[0:1], 0x0
    s_waitcnt lgkmcnt(0)
    s_and_b32 s3, s3, 0xffffff
    {guard}
    {division}
    {impossible}
    s_cbranch_scc1 .LBB0_9
    s_mov_b32 m0, s8
    global_load_lds_dwordx4 v1, s[12:13]
    s_barrier
    v_add_u32_e32 v3, s9, v2
    ds_read_b128 v[4:7], v3
    s_waitcnt lgkmcnt(0)
    .LBB0_9:
"""
#: the kernel leaves when the divisor (split_k's low 24 bits) is zero
GUARD = "s_cmp_eq_u32 s3, 0\ns_cbranch_scc1 .LBB0_9"


def _divide(tmp_path, form: str, guard: str, name: str = "k.s") -> str:
    division = textwrap.dedent(DIVISION[form])
    return kernel(tmp_path, DIVIDE.format(guard=guard, division=division, impossible=IMPOSSIBLE[form.split()[1]]),
                  name=name)


@pytest.mark.parametrize("form", sorted(DIVISION))
def test_a_quotient_by_an_argument_is_exact_and_rules_out_an_impossible_branch(tmp_path, form, monkeypatch):
    """The race sits behind a branch only q > K (or r >= d) takes, d = split_k & 0xffffff: with
    the division's exact value the solver rules it out; with the float reciprocal left
    uninterpreted (no rule) it cannot, and the race is reported. (The divisors a reciprocal one
    ulp high breaks are above 2^24: under any reciprocal the ISA allows, the branch is not
    taken.)"""
    assert all(first > 0xFFFFFF for first, _, _ in OVERSHOOT)
    p = _divide(tmp_path, form, GUARD)
    assert found(check_program(load(p))) == []
    monkeypatch.setattr(S, "SELECT_RULES", [])
    assert found(check_program(load(p))) == [("SS101", line_of(p, "ds_read_b128"))]


@pytest.mark.parametrize("form", sorted(DIVISION))
def test_division_by_zero_keeps_what_the_hardware_computes(tmp_path, form):
    """Without the guard the divisor may be 0: the sequence then gives K + 1 (rcp(0) is +inf,
    the estimate saturates to 0xffffffff, both corrections are taken) and K % 0 gives K >= 0:
    the branch is taken and the race is real."""
    p = _divide(tmp_path, form, "")
    report = check_program(load(p))
    assert found(report) == [("SS101", line_of(p, "ds_read_b128"))]


def test_a_partial_division_stays_opaque(tmp_path):
    """One correction fewer (q may still be q - 1: LLVM's guarantee does not hold) is no
    quotient: the value stays the float sequence the solver cannot see through, and the race
    behind the branch is reported (today's behaviour), not ruled out."""
    form = DIVISION["scalar udiv"]
    partial = form[:form.index("        s_add_i32 s21, s20, 1")]
    p = kernel(tmp_path, DIVIDE.format(guard=GUARD, division=textwrap.dedent(partial), impossible=IMPOSSIBLE["udiv"]))
    assert found(check_program(load(p))) == [("SS101", line_of(p, "ds_read_b128"))]


# ---------------------------------------------------------------- stepping over regions


MASKED_STORE = PROLOGUE + """
    s_load_dword s2, s[0:1], 0x0
    s_mov_b32 m0, s8
    global_load_lds_dwordx4 v1, s[12:13]
    s_waitcnt vmcnt(0) lgkmcnt(0)
    v_cmp_gt_u32_e32 vcc, s2, v0
    s_and_saveexec_b64 s[6:7], vcc
    s_cbranch_execz .LBB0_1
    global_store_dword v2, v3, s[12:13]
    global_store_dword v2, v3, s[12:13] offset:256
    .LBB0_1:
    s_or_b64 exec, exec, s[6:7]
    s_barrier
    v_add_u32_e32 v3, s9, v2
    ds_read_b128 v[4:7], v3
    s_waitcnt lgkmcnt(0)
"""


def test_exec_masked_store_epilogue_is_stepped_over(tmp_path):
    p = kernel(tmp_path, MASKED_STORE)
    prog = load(p)
    assert prog.params == ()  # no case: the branch decides no ordering
    assert any(f"line {line_of(p, 's_cbranch_execz')}: the branch is stepped over" in n for n in prog.notes)
    assert found(check_program(prog)) == []
    body = prog.groups[0].body
    # exec is known again after the region: the read is the whole neighbour slice, not unknown lanes
    read = [s for s in body if type(s).__name__ == "LdsRead"][0]
    assert read.src.region.name == "LDS[0x400..0x800)" or read.src.region.name == "LDS[0x0..0x400)"


def test_stepped_over_vmem_ops_count_as_the_side_with_fewer(tmp_path):
    # a copy, then (maybe) two stores, then vmcnt(2): the model keeps no stores, so the copy is
    # not retired by vmcnt(2) -- the hardware may skip the stores too
    body = MASKED_STORE.replace("s_waitcnt vmcnt(0) lgkmcnt(0)\n", "s_waitcnt lgkmcnt(0)\n").replace(
        "s_or_b64 exec, exec, s[6:7]", "s_or_b64 exec, exec, s[6:7]\ns_waitcnt vmcnt(2)")
    p = kernel(tmp_path, body)
    assert found(check_program(load(p))) == [("SS101", line_of(p, "ds_read_b128"))]


def test_per_lane_data_deciding_a_barrier_is_an_error(tmp_path):
    """The error names the branch, the barrier it decides, and the instruction whose lane mask
    makes the branch lane-divergent (v_cmp sets vcc, s_and_saveexec copies it to exec)."""
    compare = "global_load_dword v5, v2, s[12:13]\ns_waitcnt vmcnt(0)\nv_cmp_gt_u32_e32 vcc, s2, v5"
    p = kernel(tmp_path, MASKED_STORE.replace("global_store_dword v2, v3, s[12:13] offset:256", "s_barrier")
               .replace("v_cmp_gt_u32_e32 vcc, s2, v0", compare))
    with pytest.raises(InputError) as e:
        load(p)
    assert e.value.loc.line == line_of(p, "s_cbranch_execz")
    assert f"it decides whether s_barrier at line {line_of(p, 's_barrier')} runs" in e.value.message
    why = f"per-lane bits that are not known, from data loaded by global_load_dword at line {line_of(p, 'v5, v2')}"
    assert f"(the lane mask that v_cmp_gt_u32_e32 at line {line_of(p, 'v_cmp_gt_u32_e32')}:2 sets: {why})" \
        in e.value.message


@pytest.mark.parametrize("compare", [
    # a kernel argument against the lane id: a different condition in every lane
    "v_cmp_gt_u32_e32 vcc, s2, v0",
    # the same through a value computed per lane from the workgroup id (the lanes become unknown)
    "v_lshl_or_b32 v8, s2, 7, v0\nv_cmp_gt_u32_e32 vcc, s1, v8",
])
def test_exec_of_per_lane_conditions_on_inputs_is_checked_both_ways_in_each_wave(tmp_path, compare):
    """`s_cbranch_execz` on a mask of per-lane conditions on inputs: each wave takes each
    direction in a case of its own. Here the branch skips a barrier: for K = 64 wave 0 runs it and
    wave 1 does not, and the case where only one wave skips it gives SS201."""
    p = kernel(tmp_path, MASKED_STORE.replace("global_store_dword v2, v3, s[12:13] offset:256", "s_barrier")
               .replace("v_cmp_gt_u32_e32 vcc, s2, v0", compare))
    prog = load(p)
    line = line_of(p, "s_cbranch_execz")
    notes = case_notes(prog)
    assert len(notes) == 4
    for wave in (0, 1):
        assert sum(f"line {line} s_cbranch_execz taken in wave {wave} " in n for n in notes) == 2
        assert sum(f"line {line} s_cbranch_execz not taken in wave {wave} " in n for n in notes) == 2
    assert found(check_program(prog)) == [("SS201", line_of(p, "s_barrier", 2))]


# thread 0 takes a lock (the value an atomic returns), hands the old value to the workgroup
# through one LDS word, and the workgroup spins while it is 1 (Triton's lowering of
# `while tl.atomic_cas(Lock, 0, 1) == 1: pass`)
SPIN = PROLOGUE + """
    v_cmp_eq_u32_e64 s[2:3], 0, v0
    v_mov_b32_e32 v5, 0
    v_mov_b32_e32 v4, 1
    s_branch .LBB0_2
    .LBB0_1:
    s_or_b64 exec, exec, s[6:7]
    s_waitcnt lgkmcnt(0)
    s_barrier
    ds_read_b32 v7, v5
    s_waitcnt lgkmcnt(0)
    v_cmp_eq_u32_e32 vcc, 1, v7
    s_cbranch_vccz .LBB0_4
    .LBB0_2:
    s_barrier
    s_and_saveexec_b64 s[6:7], s[2:3]
    s_cbranch_execz .LBB0_1
    global_atomic_cmpswap v7, v5, v[4:5], s[12:13] sc0
    s_waitcnt vmcnt(0)
    ds_write_b32 v5, v7
    s_branch .LBB0_1
    .LBB0_4:
    s_nop 0
"""


def test_value_broadcast_through_lds_is_workgroup_uniform_and_decides_a_summarised_loop(tmp_path):
    p = kernel(tmp_path, SPIN)
    prog = load(p)
    exit_line = line_of(p, "s_cbranch_vccz")
    assert [d.name for d in prog.params] == ["case", f"periods@{exit_line}"]
    read = line_of(p, "ds_read_b32")
    # the loop leaves after its first read, or after 1 + periods reads: the value read in the
    # summarised period is named by the period count, not by one iteration
    cases = next(n for n in prog.notes if n.startswith("cases: "))
    assert f"(lds[0x0]@{read}.g2, lds[0x0]@{read}.g4[n@" in cases, cases
    assert found(check_program(prog, {f"periods@{exit_line}": (0, 1, 2, 3)})) == []


def test_broadcast_read_without_its_barrier_races_with_thread_0s_write(tmp_path):
    # the barrier between thread 0's ds_write and the workgroup's read deleted: both are in one
    # barrier generation (the write of one iteration and the reads of the other waves)
    p = kernel(tmp_path, SPIN.replace("s_waitcnt lgkmcnt(0)\n    s_barrier\n    ds_read_b32", "ds_read_b32"))
    prog = load(p)
    rules = {r for r, _ in found(check_program(prog, {f"periods@{line_of(p, 's_cbranch_vccz')}": (0, 1, 2, 3)}))}
    assert "SS102" in rules


def test_lds_read_of_different_words_per_lane_stays_a_per_lane_unknown(tmp_path):
    p = kernel(tmp_path, SPIN.replace("ds_read_b32 v7, v5", "ds_read_b32 v7, v2"))
    with pytest.raises(InputError) as e:
        load(p)
    assert e.value.loc.line == line_of(p, "s_cbranch_vccz")
    assert f"from data read from LDS by ds_read_b32 at line {line_of(p, 'ds_read_b32')}" in e.value.message


def test_lds_address_computed_under_an_exec_mask_of_input_conditions(tmp_path):
    """The address register is written under the mask whose lanes are not known (the lanes that
    may be inactive hold old-or-new there); the read under the same mask takes the new value of
    every lane that may be active, and counts on lgkmcnt in the case where it is issued."""
    p = kernel(tmp_path, PROLOGUE + """
        s_load_dword s2, s[0:1], 0x0
        v_add_u32_e32 v3, s8, v2
        ds_write_b128 v3, v[4:7]
        s_waitcnt lgkmcnt(0)
        s_barrier
        v_cmp_gt_u32_e32 vcc, s2, v0
        s_and_saveexec_b64 s[6:7], vcc
        s_cbranch_execz .LBB0_1
        v_add_u32_e32 v3, s9, v2
        ds_read_b128 v[4:7], v3
        .LBB0_1:
        s_or_b64 exec, exec, s[6:7]
        s_barrier
        v_add_u32_e32 v3, s8, v2
        ds_write_b128 v3, v[4:7]
    """)
    prog = load(p)
    assert len(case_notes(prog)) == 4
    # no wait retires the read before the barrier: the other wave's write may overtake it
    assert found(check_program(prog)) == [("SS104", line_of(p, "ds_write_b128", 2))]
    text = open(p).read().replace("s_or_b64 exec, exec, s[6:7]", "s_or_b64 exec, exec, s[6:7]\n\ts_waitcnt lgkmcnt(0)")
    open(p, "w").write(text)
    assert found(check_program(load(p))) == []


@pytest.mark.parametrize("use, line_needle, what", [
    # M0 from a lane's loaded data (v_readfirstlane): a wave-level unknown as the LDS destination
    ("s_mov_b32 m0, s5\nglobal_load_lds_dwordx4 v1, s[12:13]", "global_load_lds_dwordx4",
     r"M0 \(the LDS destination\) is not known: it is a wave-uniform unknown value \(v_readfirstlane of "
     r"data loaded by global_load_dword at line {origin}\)"),
    # the same value deciding whether a barrier runs
    ("s_cmp_eq_u32 s5, 0\ns_cbranch_scc1 .LBB0_1\ns_barrier\n.LBB0_1:\ns_nop 0", "s_cbranch_scc1",
     r"its condition is a wave-uniform unknown value \(v_readfirstlane of data loaded by "
     r"global_load_dword at line {origin}\); it decides whether s_barrier at line \d+ runs"),
    # a lane's loaded data as a ds address
    ("ds_read_b32 v6, v5\ns_waitcnt lgkmcnt(0)", "ds_read_b32",
     r"the LDS address of lane 0 \(v5\) is not known: it comes from data loaded by global_load_dword "
     r"at line {origin}"),
])
def test_unknown_data_deciding_m0_a_barrier_or_an_address_names_line_value_and_origin(tmp_path, use,
                                                                                       line_needle, what):
    p = kernel(tmp_path, PROLOGUE + """
        global_load_dword v5, v2, s[12:13]
        s_waitcnt vmcnt(0)
        v_readfirstlane_b32 s5, v5
    """ + use)
    with pytest.raises(InputError) as e:
        load(p)
    assert e.value.loc.line == line_of(p, line_needle)
    import re

    assert re.search(what.format(origin=line_of(p, "global_load_dword v5")), e.value.message), e.value.message


# ---------------------------------------------------------------- loops


K_LOOP = PROLOGUE + """
    s_load_dword s2, s[0:1], 0x0
    s_mov_b32 m0, s8
    global_load_lds_dwordx4 v1, s[12:13]
    s_mov_b32 s5, 0
    s_movk_i32 s6, 0x800
    s_waitcnt lgkmcnt(0)
    s_cmp_lt_u32 s2, 2
    s_cbranch_scc1 .LBB0_3
    s_mov_b32 s3, 1
    .LBB0_2:
    s_add_u32 m0, s8, s6
    global_load_lds_dwordx4 v1, s[12:13]
    {loop_wait}
    s_barrier
    v_add3_u32 v3, v2, s9, s5
    ds_read_b128 v[4:7], v3
    s_waitcnt lgkmcnt(0)
    s_barrier
    s_xor_b32 s5, s5, 0x800
    s_xor_b32 s6, s6, 0x800
    s_add_i32 s3, s3, 1
    s_cmp_lt_u32 s3, s2
    s_cbranch_scc1 .LBB0_2
    .LBB0_3:
    s_waitcnt vmcnt(0)
    s_barrier
    v_add3_u32 v3, v2, s9, s5
    ds_read_b128 v[4:7], v3
    s_waitcnt lgkmcnt(0)
"""


def _loops(body):
    out = []
    for s in body:
        if isinstance(s, Loop):
            out.append(s)
            out.extend(_loops(s.body))
        for part in ("then", "orelse"):
            out.extend(_loops(getattr(s, part, ())))
    return out


def test_k_loop_becomes_a_loop_over_a_parameter(tmp_path):
    p = kernel(tmp_path, K_LOOP.format(loop_wait="s_waitcnt vmcnt(1)"))
    prog = load(p)
    param = f"periods@{line_of(p, 's_cbranch_scc1 .LBB0_2')}"
    assert [pd.name for pd in prog.params] == ["case", param]
    decl = prog.param(param)
    assert decl.lo == 0 and decl.hi is None  # every trip count for --prove
    assert decl.sweep == (0, 1, 2, 3)  # swept by default
    from syncsan.analysis import needs_proof

    assert not needs_proof(prog, {}) and needs_proof(prog, {param: __import__("syncsan.ir").ir.OpenRange(0)})
    loops = _loops(prog.groups[0].body)
    assert loops and all(lp.stop == Param(param) for lp in loops)
    assert any("repeats every 2 iteration(s)" in n for n in prog.notes)
    report = check_program(prog)
    assert found(report) == [] and dict(report.sweep)[param] == (0, 1, 2, 3)


@pytest.fixture(scope="module")
def prove():
    from syncsan.prover import prove_program

    return prove_program


def test_k_loop_proved_for_every_trip_count(tmp_path, prove):
    p = kernel(tmp_path, K_LOOP.format(loop_wait="s_waitcnt vmcnt(1)"))
    report = prove(load(p))
    proof = report.extra["proof"]
    assert proof.method == "z3" and proof.verdict == "proved", proof.to_dict()
    assert any(">= 0" in r for r in proof.ranges.values())


def test_k_loop_mutant_hazard_at_the_smallest_trip_count(tmp_path, prove):
    p = kernel(tmp_path, K_LOOP.format(loop_wait="s_waitcnt vmcnt(2)"))
    prog = load(p)
    report = prove(prog)
    proof = report.extra["proof"]
    assert proof.verdict == "hazard"
    ss101 = proof.rule("SS101")
    param = f"periods@{line_of(p, 's_cbranch_scc1 .LBB0_2')}"
    assert ss101.witness[param] == 0  # the first period of the loop already races
    assert ("SS101", line_of(p, "ds_read_b128")) in found(report)


def test_loop_that_does_not_repeat_is_swept(tmp_path):
    # M0 grows with the square of the counter: no period, no constant step
    body = PROLOGUE + """
        s_load_dword s2, s[0:1], 0x0
        s_mov_b32 s3, 0
        s_waitcnt lgkmcnt(0)
        .LBB0_1:
        s_mul_i32 s5, s3, s3
        s_and_b32 s5, s5, 0xf
        s_lshl_b32 s5, s5, 11
        s_add_u32 m0, s8, s5
        global_load_lds_dwordx4 v1, s[12:13]
        s_waitcnt vmcnt(0)
        s_barrier
        s_add_i32 s3, s3, 1
        s_cmp_lt_u32 s3, s2
        s_cbranch_scc1 .LBB0_1
    """
    p = kernel(tmp_path, body)
    prog = load(p)
    assert [pd.name for pd in prog.params] == ["case"]
    note = next(n for n in prog.notes if "swept over" in n)
    assert "this is a sweep, not a proof" in note
    trips = [n for n in case_notes(prog)]
    assert len(trips) == len(SWEEP_TRIPS) and all("(swept)" in n for n in trips)


def test_lds_address_affine_in_the_iteration(tmp_path):
    # each iteration copies into the next 2 KiB block and reads the block it copied last time
    body = PROLOGUE + """
        s_load_dword s2, s[0:1], 0x0
        s_mov_b32 s3, 0
        s_mov_b32 s5, 0
        s_waitcnt lgkmcnt(0)
        .LBB0_1:
        s_add_u32 m0, s8, s5
        global_load_lds_dwordx4 v1, s[12:13]
        s_waitcnt vmcnt(0)
        s_barrier
        v_add3_u32 v3, v2, s9, s5
        ds_read_b128 v[4:7], v3
        s_waitcnt lgkmcnt(0)
        s_addk_i32 s5, 0x800
        s_add_i32 s3, s3, 1
        s_cmp_lt_u32 s3, s2
        s_cbranch_scc1 .LBB0_1
    """
    p = kernel(tmp_path, body)
    prog = load(p)
    param = f"periods@{line_of(p, 's_cbranch_scc1')}"
    assert param in [pd.name for pd in prog.params]
    loop = _loops(prog.groups[0].body)[0]
    copy = next(s for s in loop.body if type(s).__name__ == "AsyncCopy")
    assert "2048*" in copy.dst.region.name and copy.dst.spans[0].offset != 0  # moves with the period
    assert found(check_program(prog, {param: tuple(range(4))})) == []


# ---------------------------------------------------------------- numeric labels


def test_numeric_local_labels_forward_and_backward(tmp_path):
    p = kernel(tmp_path, """
        s_mov_b32 s2, 0
        ;;#ASMSTART
        s_cmp_eq_u32 s2, 0
        s_cbranch_scc0 1f
        s_barrier
        1:
        s_add_u32 s2, s2, 1
        s_cmp_lt_u32 s2, 3
        s_cbranch_scc1 1b
        1: s_nop 0
        ;;#ASMEND
    """)
    prog = load(p)
    barriers = [s for s in prog.groups[0].body if type(s).__name__ == "Barrier"]
    assert len(barriers) == 1  # s2 == 0 only on the first pass; `1b` loops back to the second `1:`
    assert any("1 loop(s)" in n for n in prog.notes)


def test_numeric_label_referenced_but_never_defined(tmp_path):
    p = kernel(tmp_path, "s_cbranch_scc0 2f\ns_nop 0")
    with pytest.raises(InputError, match="2f refers to a numeric label 2: defined nowhere after it"):
        load(p)


def test_lds_address_spilled_to_scratch_and_agprs_comes_back(tmp_path):
    # compilers spill VGPRs to scratch (`off, off offset:N`) or to AGPRs; an LDS address that
    # went through either is still known when the ds_read uses it
    p = kernel(tmp_path, """
        v_lshlrev_b32_e32 v1, 4, v0
        scratch_store_dword off, v1, off offset:28
        v_accvgpr_write_b32 a3, v1
        v_mov_b32_e32 v1, 0
        s_waitcnt vmcnt(0)
        scratch_load_dword v2, off, off offset:28
        v_accvgpr_read_b32 v3, a3
        s_waitcnt vmcnt(0)
        ds_read_b128 v[4:7], v2
        ds_read_b128 v[8:11], v3 offset:2048
        s_waitcnt lgkmcnt(0)
    """)
    reads = [s for s in load(p).groups[1].body if type(s).__name__ == "LdsRead"]
    assert [r.src.region.name for r in reads] == ["LDS[0x400..0x800)", "LDS[0xc00..0x1000)"]


def test_sdwa_byte_select_computes_the_address(tmp_path):
    p = kernel(tmp_path, """
        v_mov_b32_e32 v2, 2
        v_lshlrev_b32_sdwa v2, v2, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
        ds_read_b32 v3, v2
        s_waitcnt lgkmcnt(0)
    """)
    read = [s for s in load(p).groups[1].body if type(s).__name__ == "LdsRead"][0]
    # lanes 64..127 of wave 1: the low byte of the id is 64..127, times 4
    assert read.src.region.name == "LDS[0x100..0x200)"


def test_cases_run_together_give_each_case_its_own_run(monkeypatch):
    """A wave runs its cases together until they answer a question differently, and summarises a
    loop once for the cases that reach it alike: the findings and witnesses are those of one run
    per case, and less is emulated."""
    from pathlib import Path

    from syncsan.frontends.asm import explore
    from syncsan.frontends.asm.emulator import Machine

    path = Path(__file__).parent.parent / "corpus" / "asm" / "mutants" / "flydsl__dma_gemm_asm_gfx950__delete_wait.s"
    steps = {"n": 0}
    run = Machine.run

    def counted(self, stop=-1):
        before = self.steps
        try:
            return run(self, stop)
        finally:
            steps["n"] += self.steps - before

    monkeypatch.setattr(Machine, "run", counted)

    def outcome():
        steps["n"] = 0
        prog = load_programs(path)[0]
        report = check_program(prog)
        return [(f.rule, f.loc, f.witness, [p.witness for p in f.members()]) for f in report.findings], \
            prog.notes, steps["n"]

    shared, shared_notes, shared_steps = outcome()
    monkeypatch.setattr(explore.Explorer, "run_waves",
                        lambda self, setup, cases: (self.run_wave(setup, c) for c in cases))
    alone, alone_notes, alone_steps = outcome()
    assert shared and shared == alone
    assert [n for n in shared_notes if "case" in n] == [n for n in alone_notes if "case" in n]
    assert shared_steps < alone_steps


# ---------------------------------------------------------------- loops by dominators, skipped lane loops

# the loop's test sits at the top of its text, but the loop is entered by a jump to its body
# below (as compilers lay out rotated and persistent loops): the header is where the entry jump
# lands; each iteration copies into its own slice's half s6, waits, and reads the other's half
MID_LOOP = PROLOGUE + """
    s_load_dword s2, s[0:1], 0x0
    s_mov_b32 s3, 0
    s_mov_b32 s6, 0
    s_waitcnt lgkmcnt(0)
    s_branch .LBB0_4
    .LBB0_2:
    s_xor_b32 s6, s6, 0x800
    s_add_i32 s3, s3, 1
    s_cmp_ge_u32 s3, s2
    s_cbranch_scc1 .LBB0_5
    .LBB0_4:
    s_add_u32 m0, s8, s6
    global_load_lds_dwordx4 v1, s[12:13]
    {loop_wait}
    s_barrier
    v_add3_u32 v3, v2, s9, s6
    ds_read_b128 v[4:7], v3
    s_waitcnt lgkmcnt(0)
    s_barrier
    s_branch .LBB0_2
    .LBB0_5:
"""


def test_loop_entered_mid_text_has_its_header_where_the_entry_lands(tmp_path):
    from syncsan.frontends.asm.cfg import build_cfg
    from syncsan.frontends.asm.parser import parse_file

    p = kernel(tmp_path, MID_LOOP.format(loop_wait="s_waitcnt vmcnt(0)"))
    code = build_cfg(parse_file(p, open(p).read()).kernels[0])
    lines = {i: ins.loc.line for i, ins in enumerate(code.instrs)}
    (header, loop), = code.headers.items()
    assert lines[header] == line_of(p, "s_add_u32 m0, s8, s6")  # not the lowest address of the loop
    assert min(lines[i] for i in loop.body) == line_of(p, "s_xor_b32 s6")
    exit_branch = line_of(p, "s_cbranch_scc1 .LBB0_5")
    assert [lines[i] for i in loop.exits] == [exit_branch]
    # the back edge is the fall-through from the test's block into the header
    assert [(lines[h], lines[t]) for h, t in code.loops] == [(lines[header], exit_branch)]
    prog = load(p)
    assert f"periods@{exit_branch}" in [pd.name for pd in prog.params]
    assert found(check_program(prog)) == []
    racy = kernel(tmp_path, MID_LOOP.format(loop_wait=""), "racy.s")
    assert ("SS101", line_of(racy, "ds_read_b128")) in found(check_program(load(racy)))


# a loop unrolled twice whose copies are rotations of each other, entered at either copy (a
# kernel argument picks which): the cycle .LA -> .LB -> .LA has no header (irreducible). Each
# copy copies into slice s6 of its wave, waits, publishes and reads the other wave's slice.
ROTATED = PROLOGUE + """
    s_load_dwordx2 s[2:3], s[0:1], 0x8
    s_mov_b32 s5, 0
    s_mov_b32 s6, 0
    s_waitcnt lgkmcnt(0)
    s_cmp_eq_u32 s3, 0
    s_cbranch_scc1 .LB
    .LA:
    s_add_u32 m0, s8, s6
    global_load_lds_dwordx4 v1, s[12:13]
    s_waitcnt vmcnt(0)
    s_barrier
    v_add3_u32 v3, v2, s9, s6
    ds_read_b128 v[4:7], v3
    s_waitcnt lgkmcnt(0)
    s_barrier
    s_xor_b32 s6, s6, 0x800
    s_add_i32 s5, s5, 1
    s_cmp_ge_u32 s5, s2
    s_cbranch_scc1 .LEND
    .LB:
    s_add_u32 m0, s8, s6
    global_load_lds_dwordx4 v1, s[12:13]
    {wait_b}
    s_barrier
    v_add3_u32 v3, v2, s9, s6
    ds_read_b128 v[4:7], v3
    s_waitcnt lgkmcnt(0)
    s_barrier
    s_xor_b32 s6, s6, 0x800
    s_add_i32 s5, s5, 1
    s_cmp_ge_u32 s5, s2
    s_cbranch_scc0 .LA
    .LEND:
"""


def test_a_cycle_entered_at_two_places_is_split_into_one_loop_per_entry(tmp_path):
    from syncsan.frontends.asm.cfg import build_cfg
    from syncsan.frontends.asm.parser import parse_file
    from syncsan.frontends.asm.split import split_entries

    p = kernel(tmp_path, ROTATED.format(wait_b="s_waitcnt vmcnt(0)"))
    k = parse_file(p, open(p).read()).kernels[0]
    split, notes = split_entries(k)
    a, b = line_of(p, "s_add_u32 m0, s8, s6"), line_of(p, "s_add_u32 m0, s8, s6", 2)
    assert len(notes) == 1 and f"entered at 2 places (lines {a}, {b}" in notes[0]
    code = build_cfg(split)  # no longer refused
    # the cycle's instructions once more (with a branch where .LB fell through to .LA's copy)
    cycle = line_of(p, ".LEND:") - a - 1
    assert len(split.instrs) == len(k.instrs) + cycle + 1
    # two natural loops: the original entered at .LA, the copy at .LB, each with both exits
    heads = {split.instrs[h].loc.line: loop for h, loop in code.headers.items()}
    assert sorted(heads) == [a, b]
    exits = sorted(line_of(p, x) for x in ("s_cbranch_scc1 .LEND", "s_cbranch_scc0 .LA"))
    for loop in heads.values():
        assert sorted(split.instrs[e].loc.line for e in loop.exits) == exits
    # the way in at .LB goes to the copy; the copy's instructions carry the original lines
    (entry,) = [i for i, ins in enumerate(split.instrs) if ins.loc.line == line_of(p, "s_cbranch_scc1 .LB")]
    target = split.labels[split.instrs[entry].target_label]
    assert target >= len(k.instrs) and split.instrs[target].loc.line == b
    prog = load(p)
    assert any("entered at 2 places" in n for n in prog.notes)
    assert found(check_program(prog)) == []


def test_a_race_in_one_rotation_of_an_irreducible_loop_is_found(tmp_path):
    p = kernel(tmp_path, ROTATED.format(wait_b=""))
    # the copy at .LB reads the other wave's slice before that wave's copy is retired, whichever
    # way the loop was entered; refused as irreducible before
    assert found(check_program(load(p))) == [("SS101", line_of(p, "ds_read_b128", 2))]


def test_irreducible_control_flow_with_two_fall_through_entries_is_refused(tmp_path):
    body = PROLOGUE + """
        s_load_dword s2, s[0:1], 0x0
        s_waitcnt lgkmcnt(0)
        s_cmp_eq_u32 s2, 0
        s_cbranch_scc1 .LBB0_4
        s_add_i32 s3, s3, 1
        .LBB0_2:
        s_add_i32 s2, s2, -1
        s_cmp_gt_i32 s2, 0
        s_cbranch_scc1 .LBB0_5
        s_endpgm
        .LBB0_4:
        s_add_i32 s3, s3, 2
        .LBB0_5:
        s_add_i32 s2, s2, -2
        s_branch .LBB0_2
    """
    p = kernel(tmp_path, body)
    with pytest.raises(InputError) as e:
        load(p)
    assert "irreducible control flow" in e.value.message
    assert "more than one of its entries is reached by falling through" in e.value.message


# a loop whose header block is its exit branch alone (the test sits before the loop and at the end
# of its body) and whose state does not repeat (its half of LDS is the parity of the square of
# the counter): when the explorer sweeps it, the wave runs the branch again under each count;
# that second run is not a second entry into the loop (it swept again, without end, before)
HEADER_IS_EXIT = PROLOGUE + """
    s_load_dword s2, s[0:1], 0x8
    s_mov_b32 s3, 0
    s_waitcnt lgkmcnt(0)
    s_cmp_eq_u32 s2, 0
    .LBB0_1:
    s_cbranch_scc1 .LBB0_3
    s_mul_i32 s6, s3, s3
    s_and_b32 s6, s6, 1
    s_lshl_b32 s6, s6, 11
    s_add_u32 m0, s8, s6
    global_load_lds_dwordx4 v1, s[12:13]
    {wait}
    s_barrier
    v_add3_u32 v3, v2, s9, s6
    ds_read_b128 v[4:7], v3
    s_waitcnt lgkmcnt(0)
    s_barrier
    s_add_i32 s3, s3, 1
    s_cmp_ge_u32 s3, s2
    s_branch .LBB0_1
    .LBB0_3:
"""


@pytest.mark.parametrize("wait, expected", [("s_waitcnt vmcnt(0)", []), ("", ["SS101"])])
def test_a_loop_whose_header_is_its_exit_branch_is_swept_once_per_entry(tmp_path, wait, expected):
    p = kernel(tmp_path, HEADER_IS_EXIT.format(wait=wait))
    prog = load(p)
    assert [r for r, _ in found(check_program(prog))] == expected
    line = line_of(p, "s_cbranch_scc1 .LBB0_3")
    assert any(f"loop at line {line} stays" in n and "(swept)" in n for n in case_notes(prog))


# an exec mask of loaded data around a loop over its active lanes (Triton's scalar atomic of a
# per-lane value: s_ff1 / v_readlane / s_max), with no LDS op or barrier in it; then each wave
# writes its own slice, and after a barrier reads the other wave's
LANE_LOOP = PROLOGUE + """
    global_load_dword v5, v2, s[12:13]
    {before}
    s_waitcnt vmcnt(0)
    v_cmp_lt_i32_e64 s[10:11], 0, v5
    s_and_saveexec_b64 s[6:7], s[10:11]
    s_cbranch_execz .LBB0_3
    s_mov_b64 s[20:21], exec
    .LBB0_2:
    s_ff1_i32_b64 s22, s[20:21]
    v_readlane_b32 s23, v5, s22
    s_max_i32 s24, s24, s23
    s_lshl_b64 s[26:27], 1, s22
    s_andn2_b64 s[20:21], s[20:21], s[26:27]
    {inside}
    s_cbranch_scc1 .LBB0_2
    v_mov_b32_e32 v6, s24
    global_atomic_smax v2, v6, s[12:13]
    .LBB0_3:
    s_or_b64 exec, exec, s[6:7]
    v_add_u32_e32 v3, {addr}, v2
    ds_write_b128 v3, v[8:11]
    s_waitcnt lgkmcnt(0)
    s_barrier
    v_add_u32_e32 v3, s9, v2
    ds_read_b128 v[4:7], v3
    s_waitcnt lgkmcnt(0)
"""


@pytest.mark.parametrize("before, inside, addr, error", [
    ("", "", "s8", None),
    # a wait in the loop that can retire nothing a rule pairs (no LDS op or copy outstanding)
    ("", "s_waitcnt vmcnt(0) lgkmcnt(0)", "s8", None),
    # an LDS op in the loop: the branch decides whether it runs
    ("", "ds_write_b32 v2, v5", "s8", "it decides whether ds_write_b32 at line {inside} runs"),
    ("", "s_barrier", "s8", "it decides whether s_barrier at line {inside} runs"),
    # a wait in the loop that may retire an LDS read outstanding at the branch
    ("ds_read_b32 v12, v2", "s_waitcnt lgkmcnt(0)", "s8",
     "it decides whether s_waitcnt at line {inside} runs, which may retire ds_read_b32 at line {before}"),
    # an address from a register the loop writes is not known after it
    ("", "", "s24", "(skipped whole)"),
])
def test_exec_branch_around_a_lane_loop_without_lds_ops_is_skipped_whole(tmp_path, before, inside, addr, error):
    p = kernel(tmp_path, LANE_LOOP.format(before=before, inside=inside, addr=addr))
    if error is None:
        prog = load(p)
        branch = line_of(p, "s_cbranch_execz")
        assert any(n.startswith(f"line {branch} (s_cbranch_execz): its sides") and "skipped whole" in n
                   for n in prog.notes), prog.notes
        assert prog.params == ()  # no case: the branch is passed, not split
        assert found(check_program(prog)) == []
        return
    with pytest.raises(InputError) as e:
        load(p)
    lines = {"inside": line_of(p, "s_andn2_b64") + 1, "before": line_of(p, before) if before else 0}
    assert error.format(**lines) in e.value.message, e.value.message


@pytest.mark.parametrize("lds", [False, True])
def test_kernel_without_lds_ops_or_barriers_is_decided_without_exploring(tmp_path, lds):
    # an early exit on loaded data: one side ends the kernel, so nothing can step over it; with
    # no LDS op or barrier in the kernel no rule can fire, whatever the branch does
    body = PROLOGUE + """
        global_load_dword v5, v2, s[12:13]
        s_waitcnt vmcnt(0)
        v_cmp_lt_i32_e64 s[10:11], 0, v5
        s_and_saveexec_b64 s[6:7], s[10:11]
        s_cbranch_execz .LBB0_3
        global_store_dword v2, v5, s[12:13]
        .LBB0_3:
    """ + ("v_add_u32_e32 v3, s8, v2\nds_write_b32 v3, v5" if lds else "")
    p = kernel(tmp_path, body.replace(".LBB0_3:", "s_endpgm\n.LBB0_3:"))
    if lds:
        with pytest.raises(InputError) as e:
            load(p)
        assert "one side ends the kernel" in e.value.message
        return
    prog = load(p)
    assert any("no LDS access, LDS-DMA copy or s_barrier" in n for n in prog.notes)
    assert prog.params == () and all(g.body == () for g in prog.groups) and len(prog.groups) == 2
    assert found(check_program(prog)) == []
