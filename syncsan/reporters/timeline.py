"""A picture of each finding's witness (SVG, or an HTML page around it).

One lane per wave group, barrier generations as vertical lines joining the paired barriers
(barriers pair by count, so the k-th barrier of every lane is one line), each copy or LDS access
as a bar from issue to the wait that retires it, waits marked, the racing access and the copy it
races with highlighted and joined, and a legend. Drawn from `Finding.timeline` only.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from syncsan.findings import Finding, TimelineStep

# highlight colours are fixed so that tests can find them in a screenshot
WRITER_FILL = "#ff8c00"  # the racing copy / write (orange)
READER_FILL = "#c800a0"  # the racing read (magenta)
WAIT_FILL = "#2ca02c"
BARRIER_STROKE = "#1f77b4"
RACE_STROKE = "#d62728"
INK = "#222222"
MUTED = "#777777"
LANE_FILL = ("#f4f6f8", "#eaeef2")

LEFT = 200  # lane labels
SLOT = 190  # one step
GAP = 36  # room for a barrier line between generations
TOP = 86  # header
LANE = 112
RIGHT = 90  # room for "not retired" arrows
EMPTY = 84  # width of a generation in which the lanes only pass barriers
LEGEND = 64
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"


@dataclass
class _Placed:
    step: TimelineStep
    x: float
    lane: int


def _esc(text: object) -> str:
    return html.escape(str(text), quote=True)


def _short(text: str, n: int = 30) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def _layout(f: Finding):
    groups = list(dict.fromkeys(s.group for s in f.timeline))
    gens = sorted({s.generation for s in f.timeline})
    lo, hi = gens[0], gens[-1]
    slots = {g: 0 for g in range(lo, hi + 1)}
    per: dict[tuple[str, int], list[TimelineStep]] = {}
    for s in f.timeline:
        if s.mark != "barrier":
            per.setdefault((s.group, s.generation), []).append(s)
    for (_, gen), steps in per.items():
        slots[gen] = max(slots[gen], len(steps))
    start, x = {}, float(LEFT)
    for gen in range(lo, hi + 1):
        if gen > lo:
            x += GAP
        start[gen] = x
        x += slots[gen] * SLOT if slots[gen] else EMPTY  # a generation with barriers only stays narrow
    end = x
    placed: list[_Placed] = []
    barriers: dict[int, list[tuple[int, TimelineStep]]] = {}
    for lane, group in enumerate(groups):
        for gen in range(lo, hi + 1):
            for i, s in enumerate(per.get((group, gen), [])):
                placed.append(_Placed(s, start[gen] + i * SLOT + 10, lane))
        for s in f.timeline:
            if s.group == group and s.mark == "barrier":
                barriers.setdefault(s.generation, []).append((lane, s))
    barrier_x = {gen: start.get(gen, end) - GAP / 2 for gen in barriers}
    return groups, placed, barriers, barrier_x, end, start


def _text(x, y, text, size=12, fill=INK, weight="normal", anchor="start", cls="") -> str:
    c = f' class="{cls}"' if cls else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-family="{FONT}" font-size="{size}" fill="{fill}" '
            f'font-weight="{weight}" text-anchor="{anchor}"{c}>{_esc(text)}</text>')


def panel(f: Finding, y0: float = 0.0) -> tuple[str, float, float]:
    """SVG elements for one finding, drawn from `y0`; returns (svg, width, height)."""
    out: list[str] = []
    title = f"{f.rule} [{f.severity}] {f.loc.file}:{f.loc.line}"
    out.append(_text(16, y0 + 24, title, 15, INK, "bold"))
    out.append(_text(16, y0 + 44, _short(f.message, 150), 12, INK))
    witness = ", ".join(f"{k}={v}" for k, v in f.witness) or "no parameters"
    out.append(_text(16, y0 + 62, f"witness: {witness}; retire model: {f.retire}", 11, MUTED))
    if not f.timeline:
        out.append(_text(16, y0 + 84, "(this finding has no timeline)", 12, MUTED))
        return "\n".join(out), 700, 100
    groups, placed, barriers, barrier_x, end, start = _layout(f)
    width = end + RIGHT
    lanes_top = y0 + TOP
    lanes_bottom = lanes_top + LANE * len(groups)
    for lane, group in enumerate(groups):
        y = lanes_top + lane * LANE
        out.append(f'<rect x="0" y="{y:.1f}" width="{width:.1f}" height="{LANE}" fill="{LANE_FILL[lane % 2]}"/>')
        name, _, waves = group.partition(" (")
        out.append(_text(12, y + LANE / 2 - 2, name, 13, INK, "bold"))
        if waves:
            out.append(_text(12, y + LANE / 2 + 14, "(" + waves, 11, MUTED))
    # generation labels along the top of the lanes
    gens = sorted(start.items())
    for i, (gen, x) in enumerate(gens):
        room = (gens[i + 1][1] if i + 1 < len(gens) else end) - x
        out.append(_text(x + 4, lanes_top - 6, f"generation {gen}" if room > 120 else f"gen {gen}", 11, MUTED))
    # barriers: one vertical line per generation, joining the paired barriers of the lanes
    for gen, items in sorted(barriers.items()):
        x = barrier_x[gen]
        lanes = sorted(lane for lane, _ in items)
        y1 = lanes_top + lanes[0] * LANE + 6
        y2 = lanes_top + lanes[-1] * LANE + LANE - 6
        out.append(f'<line x1="{x:.1f}" y1="{y1:.1f}" x2="{x:.1f}" y2="{y2:.1f}" stroke="{BARRIER_STROKE}" '
                   f'stroke-width="4" class="barrier"/>')
        for lane, s in items:
            ly = lanes_top + lane * LANE + LANE / 2
            out.append(f'<rect x="{x - 6:.1f}" y="{ly - 6:.1f}" width="12" height="12" fill="{BARRIER_STROKE}"/>')
            out.append(_text(x - 10, ly + 20, f"L{s.loc.line} s_barrier", 10, BARRIER_STROKE, anchor="end"))
    # accesses as bars from issue to retirement; waits as diamonds
    retire_steps = [p for p in placed if p.step.mark == "retire"]
    used_retire: set[int] = set()
    bars: dict[str, list[tuple[float, float, float]]] = {}
    for p in placed:
        s = p.step
        if s.mark not in ("writer", "reader"):
            continue
        done = next((r for r in retire_steps if id(r) not in used_retire and r.lane == p.lane and r.x > p.x
                     and s.mark in r.step.retires), None)
        if done is not None:
            used_retire.add(id(done))
            x2, open_end = done.x + 6, False
        else:
            x2, open_end = end + RIGHT - 20, True
        row = 22 if s.mark == "writer" else 62
        y = lanes_top + p.lane * LANE + row
        fill = WRITER_FILL if s.mark == "writer" else READER_FILL
        cls = "racing-writer" if s.mark == "writer" else "racing-reader"
        out.append(f'<rect x="{p.x:.1f}" y="{y:.1f}" width="{max(12.0, x2 - p.x):.1f}" height="20" rx="3" '
                   f'fill="{fill}" stroke="{INK}" stroke-width="1.5" class="{cls}"/>')
        label = f"L{s.loc.line} {s.what}"
        out.append(_text(p.x + 2, y - 4, _short(label, 40), 11, INK, "bold"))
        if open_end:
            out.append(f'<path d="M{x2:.1f},{y - 4:.1f} L{x2 + 14:.1f},{y + 10:.1f} L{x2:.1f},{y + 24:.1f} Z" '
                       f'fill="{fill}"/>')
            out.append(_text(x2 - 4, y + 14, "not retired", 10, "#ffffff", "bold", "end"))
        bars.setdefault(s.mark, []).append((p.x, y, x2))
    for r in retire_steps:
        cy = lanes_top + r.lane * LANE + 52
        out.append(f'<path d="M{r.x:.1f},{cy - 8:.1f} L{r.x + 8:.1f},{cy:.1f} L{r.x:.1f},{cy + 8:.1f} '
                   f'L{r.x - 8:.1f},{cy:.1f} Z" fill="{WAIT_FILL}" class="wait"/>')
        wait = r.step.what.replace(" retires it", "")
        out.append(_text(r.x + 10, cy + 4, f"L{r.step.loc.line} {_short(wait, 26)}", 10, WAIT_FILL))
    # the race: a dashed line from the racing read (or second write) to the write it races with
    if bars.get("writer") and (bars.get("reader") or len(bars["writer"]) > 1):
        a = bars["reader"][0] if bars.get("reader") else bars["writer"][1]
        b = bars["writer"][0]
        bx = min(max(a[0], b[0]), b[2])  # the point of the other bar nearest in time
        out.append(f'<line x1="{a[0]:.1f}" y1="{a[1] + 10:.1f}" x2="{bx:.1f}" y2="{b[1] + 10:.1f}" '
                   f'stroke="{RACE_STROKE}" stroke-width="2.5" stroke-dasharray="6,4" class="race"/>')
        out.append(_text((a[0] + bx) / 2 + 8, (a[1] + b[1]) / 2 + 14, "races with", 12, RACE_STROKE, "bold"))
    # legend
    ly = lanes_bottom + 24
    items = [(WRITER_FILL, "bar", "racing copy / write: issue to retirement"),
             (READER_FILL, "bar", "racing read: issue to retirement"),
             (WAIT_FILL, "diamond", "s_waitcnt that retires it"),
             (BARRIER_STROKE, "line", "barrier generation (paired barriers)"),
             (RACE_STROKE, "dash", "the race")]
    x = 16.0
    for colour, shape, label in items:
        if shape == "bar":
            out.append(f'<rect x="{x:.1f}" y="{ly - 10:.1f}" width="26" height="12" rx="2" fill="{colour}" '
                       f'stroke="{INK}" stroke-width="1"/>')
        elif shape == "diamond":
            out.append(f'<path d="M{x + 13:.1f},{ly - 12:.1f} l7,7 l-7,7 l-7,-7 Z" fill="{colour}"/>')
        elif shape == "line":
            out.append(f'<line x1="{x + 13:.1f}" y1="{ly - 14:.1f}" x2="{x + 13:.1f}" y2="{ly + 4:.1f}" '
                       f'stroke="{colour}" stroke-width="4"/>')
        else:
            out.append(f'<line x1="{x:.1f}" y1="{ly - 4:.1f}" x2="{x + 26:.1f}" y2="{ly - 4:.1f}" '
                       f'stroke="{colour}" stroke-width="2.5" stroke-dasharray="6,4"/>')
        out.append(_text(x + 32, ly, label, 11, INK))
        x += 44 + 6.2 * len(label)
    width = max(width, x)
    height = lanes_bottom - y0 + LEGEND
    return "\n".join(out), width, height


def render_svg(findings: Sequence[Finding]) -> str:
    parts, y, width = [], 0.0, 700.0
    if not findings:
        parts.append(_text(16, 30, "syncsan: no findings", 14, INK, "bold"))
        y = 50
    for f in findings:
        body, w, h = panel(f, y)
        parts.append(f'<g class="finding" data-rule="{_esc(f.rule)}">\n{body}\n</g>')
        y += h + 20
        width = max(width, w)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{y:.0f}" '
            f'viewBox="0 0 {width:.0f} {y:.0f}" role="img" aria-label="syncsan witness timeline">\n'
            f'<rect x="0" y="0" width="{width:.0f}" height="{y:.0f}" fill="#ffffff"/>\n'
            + "\n".join(parts) + "\n</svg>\n")


def render_html(findings: Sequence[Finding]) -> str:
    sections = []
    for f in findings:
        body, w, h = panel(f, 0)
        facts = "".join(f"<li><b>{_esc(k)}</b>: {_esc(v)}</li>" for k, v in f.facts)
        sections.append(
            f'<section><svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" '
            f'viewBox="0 0 {w:.0f} {h:.0f}"><rect width="100%" height="100%" fill="#ffffff"/>{body}</svg>'
            f'<ul class="facts">{facts}</ul></section>')
    if not sections:
        sections.append("<p>syncsan: no findings</p>")
    return ("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>syncsan witness timeline</title>"
            "<style>body{font-family:" + FONT + ";margin:16px;background:#fff;color:#222}"
            "h2{font-size:16px;margin:8px 0} .sev{color:#b00} section{margin-bottom:28px}</style>"
            "</head><body>\n" + "\n".join(sections) + "\n</body></html>\n")


def write(path: str | Path, findings: Sequence[Finding]) -> None:
    """Write the picture; `.html`/`.htm` gives a page, anything else an SVG."""
    p = Path(path)
    text = render_html(findings) if p.suffix.lower() in (".html", ".htm") else render_svg(findings)
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text, encoding="utf-8")
