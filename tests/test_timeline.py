"""`--timeline FILE.svg|.html`: a picture of the witness that shows the race without the trace.

The structure is checked on the SVG; the picture itself by rendering it in headless Chromium and
finding the highlighted pair in the screenshot's pixels."""

from __future__ import annotations

import os
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gate_util import ROOT, run_cli
from pngread import pixels_of

from syncsan.analysis import check_program
from syncsan.frontends.schedule import load_schedule
from syncsan.reporters import timeline

SVG = "{http://www.w3.org/2000/svg}"
HTI = ROOT / "corpus" / "hti" / "main.sched"
HTI_WITNESS = {"k_tiles": 3, "split_k": False}  # the loop runs: races at the prologue's stage-0 reads
BASIC = ROOT / "corpus" / "basic"


def hexrgb(colour: str) -> tuple[int, int, int]:
    return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))


def findings_of(path: Path, **params):
    return check_program(load_schedule(path), {k: (v,) for k, v in params.items()}).findings


def elements(svg: str, cls: str):
    return [e for e in ET.fromstring(svg).iter() if e.get("class") == cls]


def test_cross_wave_race_picture_has_lanes_barriers_bars_waits_and_legend():
    f = findings_of(HTI, **HTI_WITNESS)[0]
    assert f.rule == "SS101" and f.loc.line == 88
    svg = timeline.render_svg([f])
    root = ET.fromstring(svg)  # well-formed
    texts = [t.text for t in root.iter(f"{SVG}text")]
    assert "g0" in texts and "g1" in texts  # one lane per wave group
    writer, = elements(svg, "racing-writer")
    reader, = elements(svg, "racing-reader")
    assert writer.get("fill") == timeline.WRITER_FILL and reader.get("fill") == timeline.READER_FILL
    assert float(writer.get("y")) > float(reader.get("y"))  # the copy is in g1's lane, the read in g0's
    # the copy is in flight from generation 0 to g1's wait in generation 2: its bar crosses both barriers
    barriers = elements(svg, "barrier")
    assert len(barriers) == len({s.generation for s in f.timeline if s.mark == "barrier"}) == 2
    x0, x1 = float(writer.get("x")), float(writer.get("x")) + float(writer.get("width"))
    assert all(x0 < float(b.get("x1")) < x1 for b in barriers)
    # and the read starts before the copy's bar ends: the race
    assert float(reader.get("x")) < x1
    assert len(elements(svg, "wait")) == 2  # the vmcnt wait retiring the copy, the lgkmcnt one the read
    assert len(elements(svg, "race")) == 1
    assert any("racing read" in (t or "") for t in texts) and any("barrier generation" in (t or "") for t in texts)


NEVER_RETIRED = """\
A = lds(bytes=4096)
workgroup(groups={"producer": 1, "consumer": 1})

def kernel(group):
    if group == "producer":
        copy(A)
        barrier()
    else:
        barrier()
        read(A)
        wait(lgkmcnt=0)
"""


def test_never_retired_copy_runs_to_the_edge():
    f, = check_program(load_schedule("<never retired>", NEVER_RETIRED)).findings
    assert f.rule == "SS101"
    svg = timeline.render_svg([f])
    writer, = elements(svg, "racing-writer")
    reader, = elements(svg, "racing-reader")
    lane = next(e for e in ET.fromstring(svg).iter(f"{SVG}rect") if e.get("fill") in timeline.LANE_FILL)
    width = float(lane.get("width"))
    writer_end = float(writer.get("x")) + float(writer.get("width"))
    reader_end = float(reader.get("x")) + float(reader.get("width"))
    assert svg.count("not retired") == 1 and writer_end > reader_end and writer_end > width - timeline.RIGHT
    assert len(elements(svg, "wait")) == 1  # only the read is retired


def test_several_findings_stack_and_no_findings_says_so():
    fs = findings_of(HTI, **HTI_WITNESS)
    svg = timeline.render_svg(fs)
    assert len([g for g in ET.fromstring(svg).iter(f"{SVG}g") if g.get("class") == "finding"]) == len(fs) > 1
    assert "no findings" in timeline.render_svg([])


def test_cli_writes_svg_and_html(tmp_path):
    out_svg, out_html = tmp_path / "race.svg", tmp_path / "race.html"
    args = ("check", HTI, "-p", "k_tiles=3", "-p", "split_k=false", "--select", "SS101")
    assert run_cli(*args, "--timeline", out_svg, cwd=tmp_path).returncode == 1
    assert run_cli(*args, "--timeline", out_html, cwd=tmp_path).returncode == 1
    ET.fromstring(out_svg.read_text())
    page = out_html.read_text()
    # k_tiles=3 without split-K: the prologue gap and the tail gap, one picture each
    assert page.startswith("<!DOCTYPE html>") and page.count("<svg") == 2 and "retired by" in page


def chromium() -> str:
    exe = shutil.which("chromium") or shutil.which("chromium-browser")
    if exe is None:
        if os.environ.get("CI") == "true":
            pytest.fail("chromium is not installed but CI=true: .ci/run installs Debian's chromium")
        pytest.skip("headless Chromium not installed (apt-get install chromium); CI runs this test")
    return exe


def screenshot(page: Path, png: Path, tmp: Path, size=(1200, 900)) -> None:
    exe = chromium()
    cmd = [exe, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
           "--disable-background-networking", "--disable-component-update", "--disable-sync",
           f"--user-data-dir={tmp / 'chromium-profile'}", "--force-device-scale-factor=1",
           "--force-color-profile=srgb", "--hide-scrollbars", f"--window-size={size[0]},{size[1]}",
           f"--screenshot={png}", page.resolve().as_uri()]
    subprocess.run(cmd, capture_output=True, timeout=120, check=False)
    assert png.is_file() and png.stat().st_size > 0, "chromium wrote no screenshot"


def bands(hits, min_width=60):
    """Rows where the colour forms a bar (wide runs), as (first row, last row, xs)."""
    rows = {}
    for x, y in hits:
        rows.setdefault(y, []).append(x)
    wide = sorted(y for y, xs in rows.items() if len(xs) >= min_width)
    return wide, rows


def test_screenshot_shows_the_highlighted_pair(tmp_path):
    page = tmp_path / "hti.html"
    assert run_cli("check", HTI, "-p", "k_tiles=3", "-p", "split_k=false", "--select", "SS101",
                   "--timeline", page, cwd=tmp_path).returncode == 1
    png = tmp_path / "hti.png"
    screenshot(page, png, tmp_path, size=(1200, 700))
    writer_rows, writer_px = bands(pixels_of(png, hexrgb(timeline.WRITER_FILL)))
    reader_rows, reader_px = bands(pixels_of(png, hexrgb(timeline.READER_FILL)))
    assert len(writer_rows) >= 10 and len(reader_rows) >= 10, "the highlighted bars are not visible"
    # first finding's bars: the read in g0's lane, above the copy in g1's
    first_reader, first_writer = reader_rows[0], writer_rows[0]
    assert first_reader < first_writer
    # the copy's bar reaches past the start of the read: the overlap is visible
    assert max(writer_px[first_writer]) > min(reader_px[first_reader])
    assert pixels_of(png, hexrgb(timeline.BARRIER_STROKE)), "no barrier lines"
