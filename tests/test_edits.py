"""IR edits (syncsan/edits.py) reach what the textual edit reaches: every wave group, loop
iteration and helper call site that runs the statement; and the editors write them so that the
edited text, read again, gives exactly the edited program."""

from __future__ import annotations

from pathlib import Path

import pytest

from syncsan.edits import Delete, Insert, NewBarrier, NewWait, NotApplicable, SetWait, apply, is_inserted
from syncsan.frontends import editor_for
from syncsan.frontends.edit import apply_text, line_mapper, normal_form
from syncsan.frontends.schedule import load_schedule
from syncsan.ir import Barrier, If, Loop, Wait

SRC = """\
n = param(2, min=1, max=4)
A = lds(dims=(2,), bytes=8192)
workgroup(waves=8)


def publish(v):
    wait(vmcnt=v)
    barrier()


def kernel(wid):
    group = wid // 4
    copy(A[0], n)
    if group == 1:
        barrier()
    for s in range(2):
        read(A[s])
    publish(n)
    for k in range(n):
        copy(A[1], 1)
        publish(0)
    read(A[1])
"""


@pytest.fixture
def sched(tmp_path) -> Path:
    p = tmp_path / "k.sched"
    p.write_text(SRC)
    return p


def flat(block):
    out = []
    for s in block:
        out.append(s)
        if isinstance(s, Loop):
            out += flat(s.body)
        elif isinstance(s, If):
            out += flat(s.then) + flat(s.orelse)
    return out


def lines_of(program, group):
    return [(type(s).__name__, s.loc.line, is_inserted(s)) for s in flat(program.groups[group].body)]


def test_insert_at_a_primitive_reaches_each_execution_and_only_the_groups_that_run_it(sched):
    p = load_schedule(sched)
    assert [g.waves for g in p.groups] == [(0, 1, 2, 3), (4, 5, 6, 7)]
    e = apply(p, Insert(str(sched), 15, "after", (NewWait(vmcnt=0),)))  # the barrier only group 1 runs
    assert e.groups[0].body is p.groups[0].body
    assert lines_of(e, 1)[:4] == [("AsyncCopy", 13, False), ("Barrier", 15, False), ("Wait", 15, True),
                                  ("LdsRead", 17, False)]
    # a primitive in an unrolled loop: before each of its executions
    e = apply(p, Insert(str(sched), 17, "before", (NewWait(lgkmcnt=0),)))
    assert [x for x in lines_of(e, 0) if x[1] == 17] == [("Wait", 17, True), ("LdsRead", 17, False)] * 2


def test_insert_at_a_call_site_wraps_the_whole_call_and_one_inside_the_helper_reaches_every_call(sched):
    p = load_schedule(sched)
    e = apply(p, Insert(str(sched), 18, "before", (NewWait(vmcnt=1),)))  # publish(n): before its wait
    body = lines_of(e, 0)
    i = body.index(("Wait", 18, True))
    assert body[i + 1] == ("Wait", 7, False) and body[i + 2] == ("Barrier", 8, False)
    e = apply(p, Insert(str(sched), 8, "before", (NewWait(vmcnt=1),)))  # inside publish: both calls
    inserted = [s for s in flat(e.groups[0].body) if is_inserted(s)]
    assert [s.stack[0].line for s in inserted] == [18, 21]  # the kernel-level call and the loop's


def test_a_guard_selects_whole_groups_or_is_refused(sched):
    p = load_schedule(sched)
    e = apply(p, Insert(str(sched), 18, "before", (NewBarrier(),), frozenset({4, 5, 6, 7})))
    assert e.groups[0].body is p.groups[0].body and e.groups[1].body is not p.groups[1].body
    with pytest.raises(NotApplicable, match="part of wave group"):
        apply(p, Insert(str(sched), 18, "before", (NewBarrier(),), frozenset({4, 5})))
    with pytest.raises(NotApplicable, match="reaches no statement"):
        apply(p, Insert(str(sched), 3, "before", (NewBarrier(),)))


def test_set_wait_through_a_call_site_changes_that_call_only(sched):
    p = load_schedule(sched)
    waits = lambda prog: [(s.stack[0].line, s.vmcnt) for s in flat(prog.groups[0].body) if isinstance(s, Wait)]  # noqa: E731
    assert [w[0] for w in waits(p)] == [18, 21]
    call = next(s for s in flat(p.groups[0].body) if isinstance(s, Wait) and s.stack[0].line == 21)
    e = apply(p, SetWait(str(sched), 7, call.stack, "vmcnt", 1))
    assert waits(e)[1] == (21, 1) and str(waits(e)[0][1]) == "n"
    e = apply(p, SetWait(str(sched), 7, (), "vmcnt", 3))  # the helper's own text: every call
    assert [w[1] for w in waits(e)] == [3, 3]


def test_delete_removes_the_statement_everywhere_it_runs(sched):
    p = load_schedule(sched)
    e = apply(p, Delete(str(sched), 8, ()))
    assert not any(isinstance(s, Barrier) and s.loc.line == 8 for g in e.groups for s in flat(g.body))
    assert any(isinstance(s, Barrier) and s.loc.line == 15 for s in flat(e.groups[1].body))


@pytest.mark.parametrize("edit, text", [
    (lambda f: Insert(f, 15, "after", (NewWait(vmcnt=0),)), "        wait(vmcnt=0)\n"),
    (lambda f: Insert(f, 18, "before", (NewWait(lgkmcnt=0), NewBarrier()), frozenset({0, 1, 2, 3})),
     "    if group != 1:\n        wait(lgkmcnt=0)\n        barrier()\n"),
])
def test_the_schedule_editor_writes_what_the_ir_edit_does(sched, edit, text):
    p = load_schedule(sched)
    e = edit(str(sched))
    editor = editor_for(sched)
    (r, *_) = editor.render(e, [(p, e, {})])
    assert r.edits[0].text == text
    edited = apply_text(sched.read_text(), r.edits)
    again = editor.reload(edited)
    assert normal_form(again, str(sched), line_mapper(r.shifts)) == normal_form([apply(p, e)], str(sched), lambda n: n)


def test_the_schedule_editor_follows_a_wait_value_to_the_call_that_passes_it(sched):
    p = load_schedule(sched)
    editor = editor_for(sched)
    call = next(s for s in flat(p.groups[0].body) if isinstance(s, Wait) and s.stack[0].line == 21)
    through = editor.value_through(p, call, "vmcnt")
    assert [l.line for l in through] == [21]
    e = SetWait(str(sched), 7, through, "vmcnt", 1)
    (r,) = editor.render(e, [(p, e, {})])
    assert r.description == "change `publish(0)` to `publish(1)` at line 21"
    assert normal_form(editor.reload(apply_text(sched.read_text(), r.edits)), str(sched), lambda n: n) == \
        normal_form([apply(p, e)], str(sched), lambda n: n)
    # a keyword the wait call does not have is added there (every call of the helper)
    e = SetWait(str(sched), 7, (), "lgkmcnt", 0)
    (r,) = editor.render(e, [(p, e, {})])
    assert r.description == "change `wait(vmcnt=v)` to `wait(vmcnt=v, lgkmcnt=0)` at line 7"


def test_line_mapper_maps_edited_lines_back():
    m = line_mapper([(5, 2), (10, -1)])
    assert [m(x) for x in (4, 5, 6, 7, 11, 12)] == [4, None, None, 5, 9, 11]
