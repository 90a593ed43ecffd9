"""`--format github`: one workflow command per finding, escaped, with the corpus's whole set."""

from __future__ import annotations

import re

from gate_util import ROOT, flat, run_cli

from syncsan.errors import Loc
from syncsan.findings import Finding
from syncsan.reporters.github import annotation

LINE = re.compile(r"^::(error|warning) file=([^,]+),line=(\d+),col=(\d+),title=(SS\d{3})::(.+)$")


def test_corpus_gives_one_annotation_per_expected_finding(corpus_walk):
    w, expected = corpus_walk, corpus_walk.expected
    assert w.status == 1 and not w.run.errors, w.run.errors
    lines = w.render("github").splitlines()
    parsed = [LINE.match(line) for line in lines]
    assert all(parsed), [l for l, m in zip(lines, parsed) if not m]
    got = sorted((m.group(2), m.group(5), int(m.group(3))) for m in parsed)
    want = sorted((f, rule, line) for f, rule, line, *_ in flat(expected))
    assert got == want
    levels = {m.group(5): m.group(1) for m in parsed}
    assert levels["SS101"] == "error" and levels["SS201"] == "warning"


def test_messages_and_properties_are_escaped():
    f = Finding("SS101", "error", "50% of\nthe bytes: stale", Loc("dir,x/a:b.sched", 3, 5), ())
    line = annotation(f, ROOT)
    assert line == "::error file=dir%2Cx/a%3Ab.sched,line=3,col=5,title=SS101::50%25 of%0Athe bytes: stale"


def test_clean_file_prints_nothing(tmp_path):
    result = run_cli("check", ROOT / "corpus" / "basic" / "reduction_good.sched", "--format", "github", cwd=tmp_path)
    assert result.returncode == 0 and result.stdout == ""
