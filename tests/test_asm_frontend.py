"""The assembly frontend on small hand-written kernels: parsing, the emulator's integer state,
LDS byte ranges, branches, errors with file:line:col, and the verdicts they lead to."""

from __future__ import annotations

import re
import textwrap

import pytest
from typer.testing import CliRunner

from syncsan.analysis import check_program
from syncsan.cli import app
from syncsan.errors import InputError
from syncsan.frontends import FrontendOptions, load_programs
from syncsan.frontends.asm.lower import sample_values
from syncsan.frontends.asm.parser import parse_file, parse_yaml
from syncsan.frontends.asm.waitcnt import parse_waitcnt
from syncsan.errors import Loc
from syncsan.ir import AsyncCopy, Barrier, If, LdsRead, LdsWrite, SmemLoad, Wait

HEADER = """\
\t.amdgcn_target "{target}"
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
      - .offset:         4
        .size:           4
        .value_kind:     by_value
    .max_flat_workgroup_size: {threads}
    .name:           k
amdhsa.target:   {target}
...
\t.end_amdgpu_metadata
"""


def kernel(tmp_path, body: str, threads: int = 128, target: str = "amdgcn-amd-amdhsa--gfx950",
           name: str = "k.s") -> str:
    lines = [("\t" + ln.strip()) if ln.strip() and not ln.strip().endswith(":") else ln.strip()
             for ln in textwrap.dedent(body).strip("\n").splitlines()]
    text = HEADER.format(target=target) + "\n".join(lines) + "\n\ts_endpgm\n" + FOOTER.format(target=target, threads=threads)
    p = tmp_path / name
    p.write_text(text)
    return str(p)


def load(path, **kw):
    return load_programs(path, FrontendOptions(**kw))


def ops(program, wave=0, kinds=None):
    body = program.groups[wave].body
    return [s for s in body if kinds is None or isinstance(s, kinds)]


def spans(stmt):
    r = stmt.src if isinstance(stmt, LdsRead) else stmt.dst
    return [(r.region.base + s.offset, s.length) for s in r.spans]


def rules(report):
    return sorted((f.rule, f.loc.line) for f in report.findings)


def line_of(path, needle: str) -> int:
    for i, ln in enumerate(open(path).read().splitlines(), 1):
        if needle in ln:
            return i
    raise AssertionError(needle)


# ------------------------------------------------------------------ s_waitcnt spellings


@pytest.mark.parametrize("text, expected", [
    ("vmcnt(0)", (0, None)),
    ("lgkmcnt(0)", (None, 0)),
    ("vmcnt(8) lgkmcnt(0)", (8, 0)),
    ("vmcnt(3) & lgkmcnt(2)", (3, 2)),
    ("vmcnt(3), expcnt(1), lgkmcnt(2)", (3, 2)),
    ("vmcnt_sat(100)", (None, None)),
    ("lgkmcnt_sat(3)", (None, 3)),
    ("vmcnt(63) expcnt(7) lgkmcnt(15)", (None, None)),
    ("0x73", (3, 0)),
    ("0x0070", (0, 0)),
    ("0xF70", (0, None)),
    ("0xC07F", (None, 0)),
    ("0xCF7F", (None, None)),
    ("0x4F70", (16, None)),
])
def test_waitcnt_spellings(text, expected):
    assert parse_waitcnt(text, Loc("f.s", 1, 12)) == expected


@pytest.mark.parametrize("text, column", [("vmcnt(3) foo", 21), ("vmcnt(64)", 12), ("", 12), ("vmcnt(1) vmcnt(2)", 21)])
def test_waitcnt_malformed_points_at_the_field(text, column):
    with pytest.raises(InputError) as e:
        parse_waitcnt(text, Loc("f.s", 7, 12))
    assert e.value.loc.line == 7 and e.value.loc.column == column


# ------------------------------------------------------------------ parsing


def test_parser_reads_operands_modifiers_labels_and_columns(tmp_path):
    p = kernel(tmp_path, """
        s_mov_b32 m0, 0x400            ; comment
        buffer_load_dwordx4 v1, s[4:7], 0 offen lds
        .LBB0_1:                       ; label line
        ds_read_b64_tr_b16 v[2:3], v4 offset:256
        s_waitcnt vmcnt(0) lgkmcnt(0)
    """)
    k = parse_file(p, open(p).read()).kernels[0]
    ins = k.instrs
    assert [i.mnemonic for i in ins][:4] == ["s_mov_b32", "buffer_load_dwordx4", "ds_read_b64_tr_b16", "s_waitcnt"]
    assert [o.text for o in ins[1].operands] == ["v1", "s[4:7]", "0"]
    assert ins[1].modifiers == ("offen", "lds")
    assert ins[2].modifiers == ("offset:256",)
    assert k.labels == {".LBB0_1": 2}
    assert ins[0].loc.column == 2 and ins[0].operands[1].column == len("\ts_mov_b32 m0, ") + 1


def test_metadata_yaml_subset():
    meta = parse_yaml("""---
amdhsa.kernels:
  - .args:
      - .name: a
        .offset: 0
      - .offset: 8
    .reqd_workgroup_size: [128, 1, 1]
    .name: k
amdhsa.target: gfx950
...""".splitlines())
    k = meta["amdhsa.kernels"][0]
    assert k[".args"] == [{".name": "a", ".offset": 0}, {".offset": 8}]
    assert k[".reqd_workgroup_size"] == [128, 1, 1] and k[".name"] == "k"


def test_both_target_spellings_and_override(tmp_path):
    a = kernel(tmp_path, "s_nop 0", target="amdgcn-amd-amdhsa--gfx942", name="a.s")
    b = kernel(tmp_path, "s_nop 0", target="amdgpu9.50-amd-amdhsa-unknown-gfx950", name="b.s")
    assert load(a)[0].target.name == "gfx942"
    assert load(b)[0].target.name == "gfx950"
    assert load(b, target="gfx942")[0].target.name == "gfx942"
    with pytest.raises(InputError, match="not supported"):
        load(b, target="gfx1100")


def test_malformed_line_is_an_error_with_position(tmp_path):
    p = kernel(tmp_path, """
        s_mov_b32 s0, 1
        v_add_u32 v1, v[2:, v3
    """)
    with pytest.raises(InputError) as e:
        load(p)
    assert e.value.loc.line == line_of(p, "v_add_u32")
    result = CliRunner().invoke(app, ["check", p])
    assert result.exit_code == 2
    assert f"{p}:{line_of(p, 'v_add_u32')}:" in result.output and "Traceback" not in result.output


def test_branch_to_missing_label_is_an_error(tmp_path):
    p = kernel(tmp_path, "s_branch .LBB9_9")
    with pytest.raises(InputError, match="undefined label .LBB9_9") as e:
        load(p)
    assert (e.value.loc.line, e.value.loc.column) == (line_of(p, "s_branch"), len("\ts_branch ") + 1)


def test_kernel_selection(tmp_path):
    # two kernels and no descriptors: every function is a kernel
    p = tmp_path / "two.s"
    p.write_text(HEADER.format(target="amdgcn-amd-amdhsa--gfx942") + "\ts_endpgm\n"
                 "\t.type\tj,@function\nj:\n\ts_endpgm\n")
    p = str(p)
    assert [pr.notes[0].split()[2] for pr in load(p, waves=1)] == ["k", "j"]
    assert len(load(p, kernel="j", waves=1)) == 1
    with pytest.raises(InputError, match="no kernel 'x'"):
        load(p, kernel="x", waves=1)


# ------------------------------------------------------------------ emulator -> LDS byte ranges


def test_lds_dma_writes_m0_plus_offset_plus_lane_size(tmp_path):
    p = kernel(tmp_path, """
        v_lshrrev_b32_e32 v1, 6, v0
        v_readfirstlane_b32 s4, v1
        s_lshl_b32 s5, s4, 12
        s_add_i32 m0, s5, 0x100
        buffer_load_dwordx4 v2, s[8:11], 0 offen offset:16 lds
        buffer_load_dword v2, s[8:11], 0 offen lds
    """)
    prog = load(p)[0]
    assert len(prog.groups) == 2
    c0, c1 = ops(prog, 0, AsyncCopy)
    assert spans(c0) == [(0x110, 64 * 16)]
    assert spans(c1) == [(0x100, 64 * 4)]
    assert spans(ops(prog, 1, AsyncCopy)[0]) == [(0x1110, 64 * 16)]


def test_ds_byte_ranges_follow_vector_arithmetic(tmp_path):
    # lane address = ((tid & 7) << 4) + (tid >> 3) * 256 via v_lshl_add_u32 / v_and_or_b32 / v_bfe_u32
    p = kernel(tmp_path, """
        v_and_b32_e32 v1, 7, v0
        v_bfe_u32 v2, v0, 3, 3
        v_lshlrev_b32_e32 v3, 8, v2
        v_lshl_add_u32 v4, v1, 4, v3
        ds_read_b128 v[8:11], v4 offset:32
        v_and_or_b32 v5, v0, 0, 0x2000
        ds_write_b32 v5, v6
        ds_read2_b32 v[8:9], v4 offset0:0 offset1:16
    """, threads=64)
    prog = load(p)[0]
    r = ops(prog, 0, LdsRead)
    want = sorted((32 + (lane >> 3) * 256 + (lane & 7) * 16, 16) for lane in range(64))
    merged = []
    for s, n in want:
        if merged and merged[-1][0] + merged[-1][1] == s:
            merged[-1] = (merged[-1][0], merged[-1][1] + n)
        else:
            merged.append((s, n))
    assert spans(r[0]) == merged
    assert spans(ops(prog, 0, LdsWrite)[0]) == [(0x2000, 4)]
    assert spans(r[1])[0] == (0, 4) and (64, 4) in spans(r[1])


def test_exec_mask_limits_the_lanes(tmp_path):
    p = kernel(tmp_path, """
        v_cmp_gt_u32_e32 vcc, 16, v0
        s_and_saveexec_b64 s[6:7], vcc
        s_cbranch_execz .LBB0_2
        v_lshlrev_b32_e32 v1, 2, v0
        ds_write_b32 v1, v2
        .LBB0_2:
        s_or_b64 exec, exec, s[6:7]
        v_lshlrev_b32_e32 v1, 2, v0
        ds_read_b32 v3, v1
    """, threads=128)
    prog = load(p)[0]
    assert spans(ops(prog, 0, LdsWrite)[0]) == [(0, 64)]
    assert ops(prog, 1, LdsWrite) == []  # wave 1: tid >= 64, exec empty, the branch skips
    assert spans(ops(prog, 1, LdsRead)[0]) == [(256, 256)]


def test_scalar_ops_decide_the_branch(tmp_path):
    # s_bfe / s_cselect / s_lshl2_add / s_cmp drive an SCC branch; only wave 1 copies
    p = kernel(tmp_path, """
        v_readfirstlane_b32 s4, v0
        s_bfe_u32 s5, s4, 0x10006
        s_cmp_eq_u32 s5, 1
        s_cselect_b32 s6, 3, 7
        s_lshl2_add_u32 s7, s6, 1
        s_cmp_lg_u32 s7, 13
        s_cbranch_scc1 .LBB0_1
        s_mov_b32 m0, 0
        buffer_load_dword v1, s[8:11], 0 offen lds
        .LBB0_1:
    """)
    prog = load(p)[0]
    assert ops(prog, 0, AsyncCopy) == []
    assert len(ops(prog, 1, AsyncCopy)) == 1


def test_kernarg_loaded_with_s_load_decides_the_loop(tmp_path):
    p = kernel(tmp_path, """
        s_load_dword s2, s[0:1], 0x0
        s_waitcnt lgkmcnt(0)
        s_mov_b32 s3, 0
        .LBB0_1:
        s_mov_b32 m0, 0
        buffer_load_dword v1, s[8:11], 0 offen lds
        s_add_i32 s3, s3, 1
        s_cmp_lt_i32 s3, s2
        s_cbranch_scc1 .LBB0_1
    """, threads=64)
    prog = load(p, kernargs={"K": (1, 3, 5)})[0]
    assert [pd.name for pd in prog.params] == ["K"] and prog.params[0].choices == (1, 3, 5)
    body = prog.groups[0].body
    assert isinstance(body[0], If)  # one straight body per K value, chosen by K
    assert any("loop at line" in n and "K=3: 3" in n for n in prog.notes)
    for k, n in ((1, 1), (3, 3), (5, 5)):
        report = check_program(prog, {"K": (k,)})
        assert report.runs == 1
    # K unknown: the loop is summarised, repeated by a parameter (see test_asm_symbolic.py)
    free = load(p)[0]
    assert [pd.name for pd in free.params] == ["case", f"periods@{line_of(p, 's_cbranch_scc1')}"]


def test_kernarg_by_offset_and_argn(tmp_path):
    p = kernel(tmp_path, """
        s_load_dword s2, s[0:1], 0x4
        s_waitcnt lgkmcnt(0)
        s_cmp_eq_u32 s2, 0
        s_cbranch_scc1 .LBB0_1
        s_barrier
        .LBB0_1:
    """, threads=64)
    for key in ("arg1", "4", "0x4", "N@4"):
        prog = load(p, kernargs={key: (0, 1)})[0]
        assert len(prog.params) == 1
    with pytest.raises(InputError, match="has no argument 'Q'"):
        load(p, kernargs={"Q": (1,)})


def test_unknown_lds_address_and_m0_are_errors_at_the_line(tmp_path):
    # loaded data (per lane) deciding an LDS address: an error naming the lane, the register and
    # where the value came from
    p = kernel(tmp_path, """
        buffer_load_dword v1, v0, s[8:11], 0 offen
        s_waitcnt vmcnt(0)
        ds_read_b32 v2, v1
    """, threads=64)
    with pytest.raises(InputError, match=r"LDS address of lane 0 \(v1\) is not known: it comes from data "
                                         r"loaded by buffer_load_dword at line \d+") as e:
        load(p)
    assert e.value.loc.line == line_of(p, "ds_read_b32")
    q = kernel(tmp_path, """
        s_load_dword s2, s[0:1], 0x4
        s_waitcnt lgkmcnt(0)
        s_mov_b32 m0, s2
        global_load_lds_dwordx4 v1, s[4:5]
    """, threads=64, name="q.s")
    with pytest.raises(InputError, match=r"M0 \(the LDS destination\) is not known: it is arg1@4 \(depends on arg1@4\)"):
        load(q)  # a kernel argument (not a choice between known values) as the LDS address


def test_unmodelled_instruction_listed_once_and_harmless(tmp_path):
    p = kernel(tmp_path, """
        v_exp_f32_e32 v1, v0
        v_exp_f32_e32 v2, v0
        v_mfma_f32_32x32x16_f16 v[32:47], v[16:19], v[20:23], v[32:47]
        v_lshlrev_b32_e32 v1, 2, v0
        ds_read_b32 v2, v1
    """, threads=64)
    prog = load(p)[0]
    note = [n for n in prog.notes if n.startswith("not modelled")]
    assert len(note) == 1 and note[0].count("v_exp_f32_e32") == 1 and "v_mfma" in note[0]
    assert len(ops(prog, 0, LdsRead)) == 1


def test_flat_and_unknown_ds_ops_are_refused(tmp_path):
    p = kernel(tmp_path, "flat_load_dword v1, v[2:3]", threads=64)
    with pytest.raises(InputError, match="flat"):
        load(p)
    q = kernel(tmp_path, "ds_gws_init v1", threads=64, name="q.s")
    with pytest.raises(InputError, match="may touch LDS"):
        load(q)


def test_memory_ops_no_wave_reaches_are_not_refused(tmp_path):
    # a flat store after an unconditional branch (a dead epilogue): the waves never run it
    p = kernel(tmp_path, """
        s_branch .LBB0_1
        flat_store_byte v[2:3], v1
        .LBB0_1:
        v_lshlrev_b32_e32 v1, 2, v0
        ds_write_b32 v1, v2
    """, threads=64)
    assert spans(ops(load(p)[0], 0, LdsWrite)[0]) == [(0, 256)]
    q = kernel(tmp_path, "s_load_dword s4, s[0:1], 0x0\ns_waitcnt lgkmcnt(0)\nv_lshlrev_b32_e32 v1, 2, v0\n"
               "s_cmp_eq_u32 s4, 0\ns_cbranch_scc1 .LBB0_1\nflat_store_byte v[2:3], v1\n.LBB0_1:\n"
               "ds_write_b32 v1, v2", threads=64, name="q.s")
    with pytest.raises(InputError, match=r":11:\d+: error: flat_store_byte: flat accesses may reach LDS"):
        load(q)  # reached when the kernel argument is not 0


def test_smem_and_counters_lower_to_ir(tmp_path):
    p = kernel(tmp_path, """
        s_load_dwordx2 s[2:3], s[0:1], 0x0
        s_waitcnt 0x70
        s_barrier
        s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)
    """, threads=64)
    body = ops(load(p)[0], 0)
    assert [type(s) for s in body] == [SmemLoad, Wait, Barrier]
    assert (body[1].vmcnt, body[1].lgkmcnt) == (0, 0)


# ------------------------------------------------------------------ verdicts


RACE = """
    v_lshrrev_b32_e32 v1, 6, v0
    v_readfirstlane_b32 s4, v1
    s_lshl_b32 m0, s4, 10
    global_load_lds_dwordx4 v1, s[2:3]
    {sync}
    s_xor_b32 s5, s4, 1
    s_lshl_b32 s5, s5, 10
    v_and_b32_e32 v2, 63, v0
    v_lshl_add_u32 v2, v2, 4, s5
    ds_read_b128 v[4:7], v2 offset:{offset}
    s_waitcnt lgkmcnt(0)
"""


def test_barrier_before_wait_is_ss101(tmp_path):
    p = kernel(tmp_path, RACE.format(sync="s_barrier\ns_waitcnt vmcnt(0)", offset=0))
    report = check_program(load(p)[0])
    assert rules(report) == [("SS101", line_of(p, "ds_read_b128"))]
    f = report.findings[0]
    assert {r.role: r.loc.line for r in f.related if r.role in ("reader", "writer")} == {
        "reader": line_of(p, "ds_read_b128"), "writer": line_of(p, "global_load_lds")}


def test_wait_before_barrier_is_clean(tmp_path):
    p = kernel(tmp_path, RACE.format(sync="s_waitcnt vmcnt(0)\ns_barrier", offset=0))
    assert rules(check_program(load(p)[0])) == []


@pytest.mark.parametrize("wait, expected", [("vmcnt(0)", []), ("vmcnt(1)", ["SS101"])])
def test_fence_cache_ops_move_no_lds_bytes_and_are_not_counted(tmp_path, wait, expected):
    # the release/acquire fences of an atomic (`buffer_wbl2 sc1` ... `buffer_inv sc1`) sit between
    # the copy and its wait: they are accepted, touch no LDS, and the model counts neither on
    # vmcnt, so vmcnt(1) still leaves the copy in flight (the conservative reading)
    sync = f"buffer_wbl2 sc1\nbuffer_inv sc1\nbuffer_wbinvl1_vol\ns_waitcnt {wait}\ns_barrier"
    p = kernel(tmp_path, RACE.format(sync=sync, offset=0))
    assert [r for r, _ in rules(check_program(load(p)[0]))] == expected


def test_hazards_are_byte_precise(tmp_path):
    # the read lands 2 KiB above both copies' bytes: no common byte, no finding
    p = kernel(tmp_path, RACE.format(sync="s_barrier\ns_waitcnt vmcnt(0)", offset=2048))
    assert rules(check_program(load(p)[0])) == []


def test_objdump_listing_of_hand_written_code_object(tmp_path):
    # hand-written kernels keep their local labels as symbols: a symbol header that a branch
    # names, or that the code before it falls through to, is a label of the kernel, not a new
    # kernel (unless it has a descriptor); a kernel descriptor listed from .rodata gives the
    # user SGPRs (here the kernarg pointer in s[2:3], which no s_load guess would find: the
    # code masks it first)
    text = textwrap.dedent("""\

        k.o:\tfile format elf64-amdgpu

        Disassembly of section .rodata:

        0000000000000000 <k.kd>:
        .amdhsa_kernel k
        \t.amdhsa_group_segment_fixed_size 1024
        \t.amdhsa_user_sgpr_dispatch_ptr 1
        \t.amdhsa_user_sgpr_kernarg_segment_ptr 1
        .end_amdhsa_kernel

        Disassembly of section .text:

        00000000000000f8 <.text>:
        \ts_nop 0                                    // 0000000000F8: BF800000
        \ts_nop 0                                    // 0000000000FC: BF800000

        0000000000000100 <k>:
        \ts_and_b32 s3, s3, 0xffff                   // 000000000100: 8603FF03 0000FFFF
        \ts_load_dword s4, s[2:3], 0x0               // 000000000108: C0020101 00000000
        \ts_waitcnt lgkmcnt(0)                       // 000000000110: BF8CC07F
        \ts_mov_b32 s5, 0                            // 000000000114: BE850080

        0000000000000118 <label_loop>:
        \ts_barrier                                  // 000000000118: BF8A0000
        \ts_add_i32 s5, s5, 1                        // 00000000011C: 81058105
        \ts_cmp_lt_i32 s5, s4                        // 000000000120: BF040405
        \ts_cbranch_scc1 label_loop                  // 000000000124: BF85FFFC
        \ts_branch code_exit                         // 000000000128: BF820000

        000000000000012c <label_end>:
        \ts_endpgm                                   // 00000000012C: BF810000

        \ts_nop 0                                    // 000000000130: BF800000

        0000000000000200 <other>:
        \ts_endpgm                                   // 000000000200: BF810000
        """)
    p = tmp_path / "k.dis"
    p.write_text(text)
    from syncsan.frontends.asm.parser import parse_file
    # the labels start no function; `other` does (a device function: it has no descriptor), and
    # so does `k`, though the padding before it falls through to it: it has a descriptor
    # (`code_exit` is a name of label_end's address that the listing does not show: the branch's
    # encoding says where it goes); the padding after k's s_endpgm does not make `other` a label
    assert [k.name for k in parse_file(str(p), text).kernels] == [".text", "k", "other"]
    progs = load(str(p), waves=2, target="gfx942", kernargs={"0": (3,)})
    assert len(progs) == 1
    prog = progs[0]
    assert [type(s) for s in ops(prog, 0)].count(Barrier) == 3  # the loop ran 3 times: K read from s[2:3]
    assert not any("kernarg segment pointer" in n for n in prog.notes)  # from the descriptor, not a guess


def test_objdump_listing(tmp_path):
    text = textwrap.dedent("""\

        k.o:\tfile format elf64-amdgpu

        Disassembly of section .text:

        0000000000000000 <k>:
        \ts_load_dword s2, s[0:1], 0x0                // 000000000000: C0020080 00000000
        \ts_waitcnt lgkmcnt(0)                       // 000000000008: BF8CC07F
        \ts_mov_b32 s3, 0                            // 00000000000C: BE830080
        \ts_barrier                                  // 000000000010: BF8A0000
        \ts_add_i32 s3, s3, 1                        // 000000000014: 81038103
        \ts_cmp_lt_i32 s3, s2                        // 000000000018: BF040203
        \ts_cbranch_scc1 65532                       // 00000000001C: BF85FFFC <k+0x10>
        \ts_endpgm                                   // 000000000020: BF810000
        """)
    p = tmp_path / "k.dis"
    p.write_text(text)
    with pytest.raises(InputError, match="--target"):
        load(str(p), waves=1)
    prog = load(str(p), waves=2, target="gfx942", kernargs={"0": (3,)})[0]
    assert [type(s) for s in ops(prog, 0)].count(Barrier) == 3
    assert any("kernarg segment pointer" in n for n in prog.notes)


def test_sample_values_keeps_small_sets_and_covers_powers_of_two():
    assert sample_values((1, 2, 3)) == (1, 2, 3)
    s = sample_values(tuple(range(1, 4097)))
    assert s[0] == 1 and s[-1] == 4096 and len(s) <= 80
    for p in (64, 65, 128, 129, 1024, 1025):
        assert p in s


def test_cli_reports_asm_with_kernarg_range(tmp_path):
    p = kernel(tmp_path, RACE.format(sync="s_barrier\ns_waitcnt vmcnt(0)", offset=0))
    result = CliRunner().invoke(app, ["check", p, "--format", "json"])
    assert result.exit_code == 1
    assert '"SS101"' in result.output


# ------------------------------------------------------------------ integer semantics, one by one


def m0_of(tmp_path, body: str) -> int:
    """Run `body` (which leaves its result in s10) and read the result back as the LDS-DMA
    destination of lane 0 (M0 = s10)."""
    p = kernel(tmp_path, body + "\ns_mov_b32 m0, s10\nbuffer_load_dword v1, s[4:7], 0 offen lds", threads=64)
    (copy,) = ops(load(p)[0], 0, AsyncCopy)
    return spans(copy)[0][0]


@pytest.mark.parametrize("body, value", [
    ("s_mov_b32 s0, 0xfffffff0\ns_add_u32 s1, s0, 0x20\ns_addc_u32 s10, 0, 0x100", 0x101),  # carry
    ("s_mov_b32 s0, 5\ns_sub_u32 s1, s0, 6\ns_subb_u32 s10, 0x200, 0", 0x1ff),  # borrow
    ("s_mov_b32 s0, -3\ns_abs_i32 s10, s0", 3),
    ("s_mov_b32 s0, 0x12345\ns_bfe_u32 s10, s0, 0x80004", 0x34),  # 8 bits from bit 4
    ("s_mov_b32 s0, 7\ns_lshl3_add_u32 s10, s0, 4", 60),
    ("s_movk_i32 s0, 0x7ff\ns_mul_i32 s10, s0, 3", 0x17fd),
    ("s_mov_b32 s0, 3\ns_cmp_lt_i32 s0, 2\ns_cselect_b32 s10, 0x40, 0x80", 0x80),
    ("s_mov_b32 s0, -1\ns_cmp_lt_u32 s0, 2\ns_cselect_b32 s10, 0x40, 0x80", 0x80),
    ("s_mov_b32 s0, -1\ns_cmp_lt_i32 s0, 2\ns_cselect_b32 s10, 0x40, 0x80", 0x40),
    ("s_mov_b32 s0, 0x80\ns_bitcmp1_b32 s0, 7\ns_cselect_b32 s10, 1, 2", 1),
    ("s_mov_b64 s[0:1], -1\ns_lshr_b64 s[2:3], s[0:1], 52\ns_mov_b32 s10, s2", 0xfff),
    ("s_min_i32 s10, -5, 0x30\ns_max_i32 s10, s10, 0x30", 0x30),
    ("s_min_u32 s10, -5, 0x30", 0x30),
    ("v_mov_b32_e32 v2, 0x10\nv_lshl_add_u32 v3, v2, 2, 3\nv_readfirstlane_b32 s10, v3", 0x43),
    ("v_mov_b32_e32 v2, 0x1234\nv_bfe_u32 v3, v2, 4, 8\nv_readfirstlane_b32 s10, v3", 0x23),
    ("v_mov_b32_e32 v2, 0xff0\nv_and_or_b32 v3, v2, 0x0f0, 0x1000\nv_readfirstlane_b32 s10, v3", 0x10f0),
    ("v_mov_b32_e32 v2, 0x11\nv_mov_b32_e32 v4, 0x10000\nv_mov_b32_e32 v5, 0\n"
     "v_mad_u64_u32 v[6:7], s[0:1], v2, 3, v[4:5]\nv_readfirstlane_b32 s10, v6", 0x10033),
    ("v_mov_b32_e32 v2, -1\nv_add_co_u32_e32 v3, vcc, 2, v2\nv_addc_co_u32_e32 v4, vcc, 0x100, 0, vcc\n"
     "v_readfirstlane_b32 s10, v4", 0x101),
    ("v_mov_b32_e32 v2, 0x04030201\nv_mov_b32_e32 v3, 0x08070605\nv_perm_b32 v4, v2, v3, 0x0c0c0004\n"
     "v_readfirstlane_b32 s10, v4", 0x0501),  # byte 4 = S0 byte 0, byte 0 = S1 byte 0
    ("v_mov_b32_e32 v2, 0xf0\nv_mov_b32_e32 v3, 0xcc\nv_mov_b32_e32 v4, 0xaa\n"
     "v_bitop3_b32 v5, v2, v3, v4 bitop3:0x80\nv_readfirstlane_b32 s10, v5", 0x80),  # a & b & c
    ("v_mbcnt_lo_u32_b32 v2, -1, 0\nv_mbcnt_hi_u32_b32 v2, -1, v2\nv_readlane_b32 s10, v2, 37", 37),
    ("v_cmp_gt_u32_e64 s[0:1], 2, v0\nv_cndmask_b32_e64 v2, 0x100, 0x200, s[0:1]\n"
     "v_readlane_b32 s10, v2, 1", 0x200),
])
def test_integer_semantics(tmp_path, body, value):
    assert m0_of(tmp_path, body) == value


@pytest.mark.parametrize("swap, first, second", [
    # v2 = lane, v3 = lane + 64. permlane16: v2's odd rows (16-31, 48-63) trade with v3's even rows
    # (0-15, 32-47); permlane32: v2's lanes 32-63 with v3's lanes 0-31 (CDNA4 ISA pseudocode)
    ("v_permlane16_swap_b32_e32 v2, v3", [(0, 64), (128, 64), (256, 64), (384, 64)],
     [(64, 64), (192, 64), (320, 64), (448, 64)]),
    ("v_permlane32_swap_b32_e32 v2, v3", [(0, 128), (256, 128)], [(128, 128), (384, 128)]),
])
def test_permlane_swaps_move_lanes_between_the_two_registers(tmp_path, swap, first, second):
    p = kernel(tmp_path, f"""
        v_mov_b32_e32 v2, v0
        v_add_u32_e32 v3, 64, v0
        {swap}
        v_lshlrev_b32_e32 v4, 2, v2
        ds_write_b32 v4, v1
        v_lshlrev_b32_e32 v4, 2, v3
        ds_write_b32 v4, v1 offset:1024
    """, threads=64)
    w = ops(load(p)[0], 0, LdsWrite)
    assert spans(w[0]) == first
    assert spans(w[1]) == [(1024 + s, n) for s, n in second]


def test_permlane_swap_under_a_partial_exec_keeps_only_lanes_it_cannot_change(tmp_path):
    # with lanes 32-63 off, the model does not say which lanes the swap moves: every lane whose value
    # it would change is unknown (v2's odd rows, from lane 16), the others keep their value
    body = """
        v_mov_b32_e32 v2, v0
        v_add_u32_e32 v3, 64, v0
        v_cmp_gt_u32_e32 vcc, 32, v0
        s_and_saveexec_b64 s[6:7], vcc
        v_permlane16_swap_b32_e32 v2, v3
        s_or_b64 exec, exec, s[6:7]
        v_lshlrev_b32_e32 v4, 2, v2
        ds_write_b32 v4, v1
    """
    with pytest.raises(InputError, match=r"lane 16 .*the lanes that v_permlane16_swap_b32_e32 at line 10 moves under an EXEC mask"):
        load(kernel(tmp_path, body, threads=64))


@pytest.mark.parametrize("body, value", [
    # src0 indexed: v_mov_b32 v1, v2 reads v5 (index 3)
    ("s_mov_b32 s2, 3\nv_mov_b32_e32 v5, 0x40\ns_set_gpr_idx_on s2, gpr_idx(SRC0)\nv_mov_b32_e32 v1, v2\n"
     "s_set_gpr_idx_off\nv_readfirstlane_b32 s10, v1", 0x40),
    # the destination indexed: v_mov_b32 v1 writes v3; v1 keeps its value
    ("s_mov_b32 s2, 2\nv_mov_b32_e32 v1, 0x10\ns_set_gpr_idx_on s2, gpr_idx(DST)\nv_mov_b32_e32 v1, 0x80\n"
     "s_set_gpr_idx_off\nv_readfirstlane_b32 s10, v3\nv_readfirstlane_b32 s11, v1\ns_add_u32 s10, s10, s11", 0x90),
    # src1 of a VOP2 and the index from M0 as it is when the op runs (s_set_gpr_idx_on sets it)
    ("s_mov_b32 s2, 1\nv_mov_b32_e32 v3, 7\nv_mov_b32_e32 v4, 0x100\ns_set_gpr_idx_on s2, gpr_idx(SRC1)\n"
     "v_add_u32_e32 v1, v3, v3\ns_set_gpr_idx_off\nv_readfirstlane_b32 s10, v1", 0x107),
    # M0[7:0] = index, M0[15:12] = mask, the other bits kept (0x5678 -> 0x96ab)
    ("s_mov_b32 m0, 0x5678\ns_movk_i32 s2, 0x1ab\ns_set_gpr_idx_on s2, gpr_idx(SRC0,DST)\ns_set_gpr_idx_off\n"
     "s_mov_b32 s10, m0", 0x96AB),
])
def test_gpr_index_mode(tmp_path, body, value):
    assert m0_of(tmp_path, body) == value


@pytest.mark.parametrize("body, message", [
    ("s_mov_b32 s2, 1\ns_set_gpr_idx_on s2, gpr_idx(SRC0)\n.LBB0_1:\nv_mov_b32_e32 v1, v2\ns_set_gpr_idx_off",
     "a label inside the GPR-indexing region"),
    ("s_mov_b32 s2, 1\ns_set_gpr_idx_on s2, gpr_idx(SRC0)\nds_read_b32 v1, v2\ns_set_gpr_idx_off",
     "ds_read_b32 inside the GPR-indexing region of line 7 is not modelled"),
    ("s_mov_b32 s2, 1\ns_set_gpr_idx_on s2, gpr_idx(SRC0)\nv_mov_b32_e32 v1, s3\ns_set_gpr_idx_off",
     "operand s3 is indexed .* but is not a VGPR"),
    ("s_mov_b32 s2, 1\ns_set_gpr_idx_on s2, gpr_idx(SRC0)\nv_mov_b32_e32 v1, v2", "s_endpgm inside the GPR-indexing region"),
    ("s_set_gpr_idx_mode gpr_idx(SRC0)", "s_set_gpr_idx_mode is not modelled"),
    # an index nobody gave, with DST: every VGPR from the destination up may have changed
    ("s_load_dword s2, s[0:1], 0x0\ns_waitcnt lgkmcnt(0)\nv_lshlrev_b32_e32 v4, 2, v0\n"
     "s_set_gpr_idx_on s2, gpr_idx(DST)\nv_mov_b32_e32 v1, 0\ns_set_gpr_idx_off\nds_write_b32 v4, v1",
     "v4.*under a GPR index that is not known"),
])
def test_gpr_index_mode_refusals(tmp_path, body, message):
    with pytest.raises(InputError, match=message):
        load(kernel(tmp_path, body, threads=64))


NESTED_SWEPT = """
    s_load_dwordx2 s[4:5], s[0:1], 0x0
    s_load_dwordx2 s[12:13], s[0:1], 0x8
    s_waitcnt lgkmcnt(0)
    v_lshlrev_b32_e32 v1, 2, v0
    s_mov_b32 s8, 0
    s_mov_b32 s6, 1
    .LBB0_1:
    s_lshl_b32 s11, s8, 2
    s_load_dword s10, s[12:13], s11
    s_waitcnt lgkmcnt(0)
    s_mov_b32 s9, 0
    .LBB0_2:
    s_mul_i32 s6, s6, 3
    ds_read_b32 v4, v1 offset:512
    s_waitcnt lgkmcnt(0)
    s_add_u32 s9, s9, 1
    s_cmp_lt_u32 s9, s10
    s_cbranch_scc1 .LBB0_2
    s_add_u32 s14, s10, s8
    s_mov_b32 s9, 0
    .LBB0_3:
    s_mul_i32 s6, s6, 5
    ds_read_b32 v4, v1 offset:1024
    s_waitcnt lgkmcnt(0)
    s_add_u32 s9, s9, 1
    s_cmp_lt_u32 s9, s14
    s_cbranch_scc1 .LBB0_3
    ds_write_b32 v1, v2
    s_waitcnt lgkmcnt(0)
    s_barrier
    ds_read_b32 v3, v1 offset:256
    s_waitcnt lgkmcnt(0)
    s_barrier
    s_add_u32 s8, s8, 1
    s_mul_i32 s7, s7, s6
    s_cmp_lt_u32 s8, s4
    s_cbranch_scc1 .LBB0_1
"""


def test_nested_swept_loops_take_one_count_per_case_when_their_product_is_too_large(tmp_path, monkeypatch):
    # three loops no summary fits (their state grows geometrically): an outer one and two inner
    # ones. The first inner loop's bound is loaded anew at each outer iteration, so choosing its
    # count at each entry on its own multiplies the cases (8 per entry); the second's bound is the
    # first's plus the outer counter. Past the case limit each later entry takes the count of the
    # entry before, and the second inner loop moves to the larger counts its bound allows
    from syncsan.frontends.asm import explore

    monkeypatch.setattr(explore, "MAX_CASES", 100)
    prog = load(kernel(tmp_path, NESTED_SWEPT, threads=128))[0]
    assert any("every entry after a swept loop's first takes the count of the entry before" in n
               for n in prog.notes)
    cases = [n for n in prog.notes if re.match(r"case \d+: ", n)]
    assert 8 < len(cases) <= 100
    first = line_of(str(tmp_path / "k.s"), ".LBB0_2:") + 1
    second = line_of(str(tmp_path / "k.s"), ".LBB0_3:") + 1
    grown = 0
    for text in cases:
        a = [int(x) for x in re.findall(rf"loop at line {first} stays (\d+) time", text)]
        b = [int(x) for x in re.findall(rf"loop at line {second} stays (\d+) time", text)]
        assert len(a) <= 1  # one count for every entry of the first inner loop
        if len(b) > 1:  # the second inner loop's count moved up with its bound (a new label each time)
            assert b == sorted(set(b)), text
            grown += 1
    assert grown


TWO_EXITS = """
    s_load_dword s4, s[0:1], 0x0
    s_waitcnt lgkmcnt(0)
    v_lshlrev_b32_e32 v1, 2, v0
    v_xor_b32_e32 v5, 64, v0
    v_lshlrev_b32_e32 v5, 2, v5
    s_mov_b32 s8, 0
    s_mov_b32 s6, 1
    .LBB0_1:
    s_mul_i32 s6, s6, 3
    s_barrier
    ds_read_b32 v3, v5
    s_waitcnt lgkmcnt(0)
    s_add_u32 s8, s8, 1
    s_cmp_ge_u32 s8, s4
    s_cbranch_scc1 .LBB0_2
    s_barrier
    ds_read_b32 v3, v5 offset:512
    s_waitcnt lgkmcnt(0)
    s_add_u32 s8, s8, 1
    s_cmp_ge_u32 s8, s4
    s_cbranch_scc1 .LBB0_3
    s_branch .LBB0_1
    .LBB0_2:
    s_barrier
    ds_write_b32 v1, v2
    s_branch .LBB0_4
    .LBB0_3:
    ds_write_b32 v1, v2 offset:512
    s_barrier
    .LBB0_4:
"""


@pytest.mark.parametrize("second_exit, expected", [
    ("ds_write_b32 v1, v2 offset:512\n    s_barrier", ["SS102"]),  # writes over the other wave's last read
    ("s_barrier\n    ds_write_b32 v1, v2 offset:512", []),
])
def test_swept_loop_of_two_exits_is_left_at_each(tmp_path, second_exit, expected):
    # a double-buffered loop that no summary fits (its state grows geometrically) with an exit
    # branch in each half; only the epilogue after the second exit can race. The sweep leaves
    # at each exit in turn, so the counts that end in the second half are checked too
    text = TWO_EXITS.replace("ds_write_b32 v1, v2 offset:512\n    s_barrier", second_exit)
    p = kernel(tmp_path, text, threads=128)
    report = check_program(load(p)[0])
    assert [r for r, _ in rules(report)] == expected
    if expected:
        assert rules(report)[0][1] == line_of(p, "ds_read_b32 v3, v5 offset:512")
    second = line_of(p, "s_cbranch_scc1 .LBB0_3")
    assert any(f"at line {second} (swept)" in n for n in load(p)[0].notes)


def test_lds_bytes_beyond_lds_are_an_error(tmp_path):
    p = kernel(tmp_path, "s_mov_b32 m0, 0x30000\nbuffer_load_dword v1, s[4:7], 0 offen lds", threads=64)
    with pytest.raises(InputError, match="beyond the 163840 bytes"):
        load(p)


def test_workgroup_id_from_the_system_sgprs(tmp_path):
    # user SGPRs: kernarg pointer s[0:1] (count 2), so workgroup_id_x is s2
    p = kernel(tmp_path, """
        s_lshl_b32 s10, s2, 8
    """)
    text = open(p).read().replace("\ts_endpgm", "\ts_mov_b32 m0, s10\n\tbuffer_load_dword v1, s[4:7], 0 offen lds\n\ts_endpgm", 1)
    open(p, "w").write(text)
    with pytest.raises(InputError, match="M0"):
        load(p)  # the workgroup id is unknown unless given
    prog = load(p, kernargs={"workgroup_id_x": (0, 3)})[0]
    report = check_program(prog, {"workgroup_id_x": (3,)})
    assert report.runs == 1
    body = prog.groups[0].body
    assert isinstance(body[0], If)
    starts = sorted(spans(s)[0][0] for s in (body[0].then + body[0].orelse) if isinstance(s, AsyncCopy))
    assert starts == [0, 0x300]


def test_device_functions_without_a_descriptor_are_not_kernels(tmp_path):
    p = kernel(tmp_path, "s_nop 0")
    text = open(p).read().replace("\t.globl\tk", "\t.type\thelper,@function\nhelper:\n\ts_setpc_b64 s[30:31]\n\t.globl\tk")
    open(p, "w").write(text)
    progs = load(p)
    assert len(progs) == 1 and "kernel k " in progs[0].notes[0]


# Four waves; waves 0 and 2 (1 and 3) stand for the same rows, as a replicated layout does: each
# loads its row's data, computes on it and stores it to the row's LDS bytes, with no barrier
# between the waves' stores. Equal data (value numbers) is no race; data that differs by wave is.
REPLICA = """
    s_load_dwordx2 s[2:3], s[0:1], 0x0
    v_lshrrev_b32_e32 v1, 6, v0
    v_readfirstlane_b32 s4, v1
    s_and_b32 s5, s4, 1
    v_and_b32_e32 v2, 63, v0
    v_lshl_add_u32 v6, s5, 6, v2
    v_lshlrev_b32_e32 v6, 2, v6
    v_lshl_add_u32 v7, {row}, 6, v2
    v_lshlrev_b32_e32 v7, 2, v7
    s_waitcnt lgkmcnt(0)
    v_mov_b32_e32 v5, s3
    v_add_co_u32_e32 v4, vcc, s2, v7
    v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
    global_load_dword v3, v[4:5], off{mods}
    s_waitcnt vmcnt(0)
    v_exp_f32_e32 v3, v3
    v_max3_f32 v3, v3, v3, 1.0
    {edit}
    ds_write_b32 v6, v3
    s_waitcnt lgkmcnt(0)
    s_barrier
    ds_read_b32 v8, v6
    s_waitcnt lgkmcnt(0)
    v_mul_f32_e32 v8, v8, v3
    ds_write_b32 v6, v8 offset:{second}
    s_waitcnt lgkmcnt(0)
    s_barrier
"""


@pytest.mark.parametrize("row, edit, second, expected", [
    ("s5", "", 512, []),  # replicas load, compute and store equal data: no race
    # the second store lands on the bytes the other replica reads in the same generation: equal
    # data between the replicas does not hide a read racing with a write of other data
    ("s5", "", 0, ["SS104"]),
    ("s5", "v_add_u32_e32 v3, s4, v3", 512, ["SS105", "SS105"]),  # the wave id added: the data differ
    ("s4", "", 512, ["SS105", "SS105"]),  # loaded from the wave's own rows: not provably equal
])
def test_replica_waves_storing_equal_data_do_not_race(tmp_path, row, edit, second, expected):
    p = kernel(tmp_path, REPLICA.format(row=row, edit=edit, second=second, mods=""), threads=256)
    program = load(p)[0]
    assert [r for r, _ in rules(check_program(program))] == expected
    tokens = [[w.value for w in ops(program, wave, LdsWrite)] for wave in range(4)]
    assert all(all(t) for t in tokens)  # every store's data is numbered
    assert (tokens[0] == tokens[2] and tokens[1] == tokens[3]) == ("SS105" not in expected)
    assert tokens[0] != tokens[1]  # other rows, other bytes


@pytest.mark.parametrize("edit, expected", [
    # v_pk_*_f32: each dword its own number (the high one, twice the equal data, is equal; the low
    # one holds the wave id); op_sel_hi:[0,0] makes the high dword read the low one
    ("v_mov_b32_e32 v12, s4\n v_mov_b32_e32 v13, v3\n v_pk_add_f32 v[12:13], v[12:13], v[12:13]\n"
     " v_mov_b32_e32 v3, v13", []),
    ("v_mov_b32_e32 v12, s4\n v_mov_b32_e32 v13, v3\n v_pk_add_f32 v[12:13], v[12:13], v[12:13] op_sel_hi:[0,0]\n"
     " v_mov_b32_e32 v3, v13", ["SS105", "SS105"]),
    # DPP with bound_ctrl and every row and bank writes every lane (zero from an invalid lane): the
    # old destination (the wave id) is not kept; without bound_ctrl the invalid lanes keep it
    ("v_mov_b32_e32 v12, s4\n v_mov_b32_dpp v12, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1\n"
     " v_mov_b32_e32 v3, v12", []),
    ("v_mov_b32_e32 v12, s4\n v_mov_b32_dpp v12, v3 row_shr:1 row_mask:0xf bank_mask:0xf\n"
     " v_mov_b32_e32 v3, v12", ["SS105", "SS105"]),
    # an SGPR spilled to a VGPR lane and read back keeps its number; another lane is not it
    ("v_readfirstlane_b32 s9, v3\n v_writelane_b32 v12, s9, 5\n s_mov_b32 s9, 0\n v_readlane_b32 s10, v12, 5\n"
     " v_add_f32_e32 v3, s10, v3", []),
    ("v_readfirstlane_b32 s9, v3\n v_writelane_b32 v12, s9, 5\n s_mov_b32 s9, 0\n v_readlane_b32 s10, v12, 6\n"
     " v_add_f32_e32 v3, s10, v3", ["SS105", "SS105"]),
    # v_permlane32_swap writes both registers: v12 (known 0 before) receives the wave id
    ("v_mov_b32_e32 v12, 0\n v_mov_b32_e32 v13, s4\n v_permlane32_swap_b32_e32 v13, v12\n v_add_f32_e32 v3, v3, v12",
     ["SS105", "SS105"]),
    ("v_mov_b32_e32 v12, v3\n v_mov_b32_e32 v13, v3\n v_permlane32_swap_b32_e32 v13, v12\n v_add_f32_e32 v3, v13, v12",
     []),
])
def test_replica_numbers_through_packed_dpp_spill_and_swap_ops(tmp_path, edit, expected):
    p = kernel(tmp_path, REPLICA.format(row="s5", edit=edit, second=512, mods=""), threads=256)
    assert [r for r, _ in rules(check_program(load(p)[0]))] == expected


@pytest.mark.parametrize("mods", [" sc0 sc1", " glc", " sc1"])
def test_replicas_of_a_coherent_load_are_not_taken_as_equal(tmp_path, mods):
    # a coherent (volatile) load polls memory that another agent may change between the waves'
    # loads: its data gets no number, so the replicas' stores stay a race
    p = kernel(tmp_path, REPLICA.format(row="s5", edit="", second=512, mods=mods), threads=256)
    assert [r for r, _ in rules(check_program(load(p)[0]))] == ["SS105", "SS105"]


# Two waves of a pair copy the same global row into the same LDS bytes with LDS-DMA in one
# generation (no barrier between the pair's copies; each retires its own before the barrier that
# publishes them): the copies store equal data, so which lands last does not matter. Copies of
# different rows, or coherent copies, are unordered writes of (possibly) different data.
DUP_COPY = """
    s_load_dwordx2 s[8:9], s[0:1], 0x0
    v_lshrrev_b32_e32 v1, 6, v0
    v_readfirstlane_b32 s4, v1
    s_lshr_b32 s5, s4, 1
    v_and_b32_e32 v2, 63, v0
    v_lshlrev_b32_e32 v2, 2, v2
    s_lshl_b32 s6, {row}, 8
    v_add_u32_e32 v2, s6, v2
    s_lshl_b32 s7, s5, 8
    s_mov_b32 m0, s7
    s_mov_b32 s10, -1
    s_mov_b32 s11, 0x20000
    s_waitcnt lgkmcnt(0)
    buffer_load_dword v2, s[8:11], 0 offen lds{mods}
    s_waitcnt vmcnt(0)
    s_barrier
    v_mov_b32_e32 v3, s7
    v_lshl_add_u32 v3, v0, 2, v3
    v_and_b32_e32 v3, 0xff, v3
    v_add_u32_e32 v3, s7, v3
    ds_read_b32 v4, v3
    s_waitcnt lgkmcnt(0)
    s_barrier
"""


@pytest.mark.parametrize("row, mods, expected", [
    ("s5", "", []),  # the pair copies the same row into the same bytes: equal data, no race
    ("s4", "", ["SS105"]),  # each wave its own row into the pair's bytes: data may differ
    ("s5", " sc0 sc1", ["SS105"]),  # coherent copies: memory another agent may change
])
def test_duplicate_lds_dma_copies_of_the_same_row_do_not_race(tmp_path, row, mods, expected):
    p = kernel(tmp_path, DUP_COPY.format(row=row, mods=mods), threads=256)
    program = load(p)[0]
    assert [r for r, _ in rules(check_program(program))] == expected
    tokens = [[c.value for c in ops(program, wave, AsyncCopy)] for wave in range(4)]
    assert (tokens[0] == tokens[1] and tokens[2] == tokens[3] and all(all(t) for t in tokens)) == (not expected)
    assert mods or tokens[0] != tokens[2]  # the other pair: other bytes, other row


# The same with each lane's offset scaled by a kernel argument: lanes whose values syncsan does
# not know, equal across the pair only by their value numbers. The kernel has no ds_write, so it
# runs without numbers first; the pair's copies meet in LDS, so it runs again with them.
DUP_COPY_SCALED = DUP_COPY.replace("    s_waitcnt lgkmcnt(0)\n    buffer_load",
                                   "    s_waitcnt lgkmcnt(0)\n    v_mul_lo_u32 v2, s12, v2\n    buffer_load").replace(
    "s_load_dwordx2 s[8:9], s[0:1], 0x0", "s_load_dwordx2 s[8:9], s[0:1], 0x0\n    s_load_dword s12, s[0:1], 0x8")


@pytest.mark.parametrize("row, expected", [("s5", []), ("s4", ["SS105"])])
def test_duplicate_lds_dma_copies_of_unknown_addresses_are_told_apart_by_value_numbers(tmp_path, row, expected):
    assert "v_mul_lo_u32 v2, s12, v2" in DUP_COPY_SCALED and "s_load_dword s12" in DUP_COPY_SCALED
    p = kernel(tmp_path, DUP_COPY_SCALED.format(row=row, mods=""), threads=256)
    program = load(p)[0]
    assert [r for r, _ in rules(check_program(program))] == expected
    tokens = [[c.value for c in ops(program, wave, AsyncCopy)] for wave in range(4)]
    assert (tokens[0] == tokens[1] and all(all(t) for t in tokens)) == (not expected)


# The same in a loop whose trip count nobody gave (summarised: an IR loop over its periods): the
# running max is carried from period to period, so its number names its recurrence
REPLICA_LOOP = """
    s_load_dwordx2 s[2:3], s[0:1], 0x0
    s_load_dword s7, s[0:1], 0x4
    v_lshrrev_b32_e32 v1, 6, v0
    v_readfirstlane_b32 s4, v1
    s_and_b32 s5, s4, 1
    v_and_b32_e32 v2, 63, v0
    v_lshl_add_u32 v6, s5, 6, v2
    v_lshlrev_b32_e32 v6, 2, v6
    s_waitcnt lgkmcnt(0)
    v_mov_b32_e32 v5, s3
    v_add_co_u32_e32 v4, vcc, s2, v6
    v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
    v_mov_b32_e32 v9, 0
    s_mov_b32 s8, 0
.LBB0_1:
    global_load_dword v3, v[4:5], off
    s_waitcnt vmcnt(0)
    v_max_f32_e32 v9, v9, v3
    {edit}
    ds_write_b32 v6, v9
    {wait}
    s_barrier
    ds_read_b32 v8, v6
    {wait}
    s_barrier
    v_add_co_u32_e32 v4, vcc, 0x100, v4
    v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
    s_add_i32 s8, s8, 1
    s_cmp_lt_u32 s8, s7
    s_cbranch_scc1 .LBB0_1
"""


@pytest.mark.parametrize("edit, wait, expected", [
    ("", "s_waitcnt lgkmcnt(0)", []),  # replicas store equal data in every period
    ("v_add_u32_e32 v9, s4, v9", "s_waitcnt lgkmcnt(0)", ["SS105"]),  # the wave id carried along
    # no store retired before a barrier: each races with the other replica's stores of later periods
    # (other data; those of its own period, equal data, do not race)
    ("", "", ["SS105"]),
])
def test_replica_waves_in_a_summarised_loop(tmp_path, edit, wait, expected):
    p = kernel(tmp_path, REPLICA_LOOP.format(edit=edit, wait=wait), threads=256)
    program = load(p)[0]
    assert any(n.startswith("loop at line") and "summarised" in n for n in program.notes)
    # (SS102/SS104: the reads racing with the stores are reported as before)
    assert sorted({r for r, _ in rules(check_program(program)) if r == "SS105"}) == expected


# An epilogue of bounds-checked blocks, as compiled kernels end: each block runs under a lane
# mask of `col < 64 - workgroup_id_x` and is skipped when no lane passes (s_cbranch_execz). With
# the workgroup id unknown each wave may take each block or not: 2^(3 blocks x 4 waves) cases.
GUARDED = """
    s_sub_u32 s3, 64, s2
    v_and_b32_e32 v1, 63, v0
    v_lshlrev_b32_e32 v2, 2, v1
    v_cmp_gt_u32_e32 vcc, s3, v1
""" + "".join(f"""
    s_and_saveexec_b64 s[4:5], vcc
    s_cbranch_execz .LBB0_{i}
    ds_read_b32 v3, v2 offset:{256 * (i - 1)}
    s_waitcnt lgkmcnt(0)
.LBB0_{i}:
    s_or_b64 exec, exec, s[4:5]""" for i in (1, 2, 3))


def test_too_many_cases_names_the_branches_and_inputs_they_part_on(tmp_path):
    # the refusal says where the cases part and on what a user can pin; pinning it checks
    p = kernel(tmp_path, GUARDED, threads=256)
    branches = [line_of(p, f"s_cbranch_execz .LBB0_{i}") for i in (1, 2, 3)]
    with pytest.raises(InputError) as err:
        load(p)
    msg = str(err.value)
    assert "more than 512 cases" in msg
    assert f"the cases part at the branches of line(s) {', '.join(map(str, branches))} on workgroup_id_x" in msg
    assert "--kernarg workgroup_id_x=0 checks the first workgroup" in msg
    assert "exec@" not in msg  # a branch's lane mask is no input a user can give
    prog = load(p, kernargs={"workgroup_id_x": (0,)})[0]
    assert check_program(prog, {}).runs == 1
