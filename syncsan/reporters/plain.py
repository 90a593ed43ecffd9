"""Styled text, tables and a console that write plain text without loading rich.

The text report and the command line's messages are rich renderables on a terminal (styles,
a progress bar). Into a pipe or a file, rich writes no styles: a report is text, and loading
rich (0.04 CPU s) is most of what it costs. The report is therefore built from the small
classes here (`Text`, `Table`, `Group`, with rich's methods of the same names), and `console()`
gives either a rich console (a terminal, or an environment that asks rich for colour) or a
`PlainConsole`, which writes the characters rich would write: control codes stripped, tabs
expanded, emoji codes of plain strings replaced, whitespace past the width trimmed, tables
laid out as rich lays them out when they fit the width. Anything it does not lay out exactly
as rich does (a table wider than the page, wide characters in a cell, markup in a cell,
tabs among wide characters, a non-UTF-8 output) it hands to rich, converted.
"""

from __future__ import annotations

import os
import re
import sys

#: characters rich removes from every text (bell, backspace, vertical tab, form feed, CR)
_CONTROL = {7: None, 8: None, 11: None, 12: None, 13: None}
#: rich's pattern for emoji codes in a plain string (`:name:`, `:name-emoji:`)
_EMOJI = re.compile(r"(:(\S*?)(?:(?:\-)(emoji|text))?:)")
#: environment variables that make rich treat any output as a terminal (or as none)
_RICH_ENV = ("FORCE_COLOR", "TTY_COMPATIBLE")


class Text:
    """A line or lines of text with styles on its parts (rich.text.Text's subset the report uses)."""

    __slots__ = ("style", "parts")

    def __init__(self, text: str = "", style: str = "") -> None:
        self.style = style
        self.parts: list[tuple[str, str]] = [(text.translate(_CONTROL), "")] if text else []

    def append(self, text: str, style: str = "") -> "Text":
        if text:
            self.parts.append((text.translate(_CONTROL), style))
        return self

    def append_text(self, other: "Text") -> "Text":
        if other.style:
            self.parts.extend((t, f"{other.style} {s}".strip()) for t, s in other.parts)
        else:
            self.parts.extend(other.parts)
        return self

    @property
    def plain(self) -> str:
        return "".join(t for t, _ in self.parts)

    def __bool__(self) -> bool:
        return any(t for t, _ in self.parts)

    def __str__(self) -> str:
        return self.plain

    def to_rich(self):
        from rich.text import Text as RichText

        out = RichText(style=self.style)
        for text, style in self.parts:
            out.append(text, style=style or None)
        return out


class Table:
    """A table with a header row (rich.table.Table's subset the report uses)."""

    def __init__(self, title: str | None = None, show_header: bool = True, header_style: str | None = None,
                 box: str | None = "heavy_head", padding: tuple[int, int] = (0, 1),
                 show_lines: bool = False) -> None:
        self.title = title
        self.show_header = show_header
        self.header_style = header_style
        self.box = box
        self.padding = padding
        self.show_lines = show_lines
        self.columns: list[tuple[str, str]] = []  # (header, justify)
        self.rows: list[tuple] = []

    def add_column(self, header: str, justify: str = "left") -> None:
        self.columns.append((header, justify))

    def add_row(self, *cells) -> None:
        self.rows.append(cells)

    def to_rich(self):
        from rich import box
        from rich.table import Table as RichTable

        kwargs = {"show_header": self.show_header, "box": box.HEAVY_HEAD if self.box else None,
                  "padding": self.padding, "show_lines": self.show_lines}
        if self.header_style is not None:
            kwargs["header_style"] = self.header_style
        out = RichTable(title=self.title, **kwargs)
        for header, justify in self.columns:
            out.add_column(header, justify=justify)
        for row in self.rows:
            out.add_row(*(c.to_rich() if isinstance(c, Text) else c for c in row))
        return out


class Group:
    """Renderables printed one after the other."""

    def __init__(self, *parts) -> None:
        self.parts = parts

    def to_rich(self):
        from rich.console import Group as RichGroup

        return RichGroup(*(p.to_rich() for p in self.parts))


class _Unplain(Exception):
    """Something rich lays out in a way this module does not copy: rich renders it."""


def _expand(line: str) -> str:
    if "\t" not in line:
        return line
    if not line.isascii():  # rich counts terminal cells (wide characters take two)
        raise _Unplain
    return line.expandtabs(8)


def _text_lines(text: str) -> list[str]:
    """The lines rich prints for a text with soft wrap (overflow "ignore": nothing wrapped,
    justified or cropped)."""
    return [_expand(line) for line in text.split("\n")]


_HEAVY_HEAD = ("┏━┳┓", "┃ ┃┃", "┡━╇┩", "│ ││", "└─┴┘")


def _cell_text(cell) -> str:
    if isinstance(cell, Text):
        return cell.plain
    # a plain string in a table is read as rich markup (and emoji codes): only plain words here
    if "[" in cell or ":" in cell:
        raise _Unplain
    return cell.translate(_CONTROL)


def _table_lines(table: Table, width: int) -> list[str]:
    cols = len(table.columns)
    if not cols:
        raise _Unplain
    left = right = table.padding[1]  # (vertical, horizontal): each cell padded on both sides
    edge = table.box is not None
    extra = (2 + cols - 1) if edge else 0
    header = [h for h, _ in table.columns]
    rows = ([header] if table.show_header else []) + [list(r) for r in table.rows]
    cells = [[_cell_text(c).split("\n") for c in row] for row in rows]
    for row in cells:
        for lines in row:
            for line in lines:
                if not line.isascii() or "\t" in line:
                    raise _Unplain
    pad = left + right
    widths = [max(len(line) for row in cells for line in row[i]) + pad for i in range(cols)]
    widths = [w or 1 for w in widths]
    if width - extra < 1 or sum(widths) > width - extra or table.show_lines:
        raise _Unplain  # rich would shrink and wrap columns
    out: list[str] = []
    if table.title is not None:
        # printed as it is: with soft wrap, rich neither centres nor crops the title
        if "[" in table.title or ":" in table.title:
            raise _Unplain
        out.extend(_text_lines(table.title.translate(_CONTROL)))
    box = _HEAVY_HEAD if edge else None
    if box:
        out.append(box[0][0] + box[0][2].join(box[0][1] * w for w in widths) + box[0][3])
    for r, row in enumerate(cells):
        height = max(len(lines) for lines in row)
        header_row = r == 0 and table.show_header
        shaped = []
        for (lines, w, (_, justify)) in zip(row, widths, table.columns):
            inner = w - pad
            body = [line.rstrip().rjust(inner) if justify == "right" else line.ljust(inner) for line in lines]
            body = [" " * left + b + " " * right for b in body]
            blank = " " * w
            fill = [blank] * (height - len(body))
            shaped.append(fill + body if header_row else body + fill)
        for i in range(height):
            if box:
                side = box[1] if header_row else box[3]
                out.append(side[0] + side[2].join(c[i] for c in shaped) + side[3])
            else:
                out.append("".join(c[i] for c in shaped))
        if box and header_row:
            out.append(box[2][0] + box[2][2].join(box[2][1] * w for w in widths) + box[2][3])
    if box:
        out.append(box[4][0] + box[4][2].join(box[4][1] * w for w in widths) + box[4][3])
    return out


def _lines(obj, width: int) -> list[str]:
    if isinstance(obj, Text):
        return _text_lines(obj.plain)
    if isinstance(obj, Table):
        return _table_lines(obj, width)
    if isinstance(obj, Group):
        return [line for part in obj.parts for line in _lines(part, width)]
    raise _Unplain


class PlainConsole:
    """What rich.console.Console(width=..., highlight=False, soft_wrap=True) writes to a file
    that is not a terminal, for the renderables of this module and for plain strings."""

    is_terminal = False

    def __init__(self, stderr: bool, width: int, file=None) -> None:
        self.stderr = stderr
        self.width = width
        self._file = file  # None: sys.stdout or sys.stderr at each print, as rich does
        self._rich = None

    @property
    def file(self):
        if self._file is not None:
            return self._file
        return sys.stderr if self.stderr else sys.stdout

    def print(self, *objects, markup: bool | None = None, highlight: bool | None = None) -> None:
        if not objects:
            self._write("\n")
            return
        try:
            lines = []
            for obj in objects:
                if isinstance(obj, str):
                    if markup is not False or _EMOJI.search(obj):
                        raise _Unplain  # rich's markup or emoji codes
                    obj = Text(obj)
                lines.extend(_lines(obj, self.width))
        except _Unplain:
            self._rich_print(objects, markup, highlight)
            return
        if len(objects) > 1:  # rich separates them by spaces on one line: not used by syncsan
            self._rich_print(objects, markup, highlight)
            return
        if lines:
            self._write("\n".join(lines) + "\n")

    def _write(self, text: str) -> None:
        f = self.file
        f.write(text)
        f.flush()

    def _rich_print(self, objects, markup, highlight) -> None:
        if self._rich is None:
            self._rich = rich_console(self.stderr, self.width, self._file)
        kwargs = {k: v for k, v in (("markup", markup), ("highlight", highlight)) if v is not None}
        self._rich.print(*(o if isinstance(o, str) else o.to_rich() for o in objects), **kwargs)


class RichConsole:
    """A rich console that takes this module's renderables."""

    def __init__(self, console) -> None:
        self.rich = console

    @property
    def is_terminal(self) -> bool:
        return self.rich.is_terminal

    def print(self, *objects, **kwargs) -> None:
        self.rich.print(*(o.to_rich() if isinstance(o, (Text, Table, Group)) else o for o in objects), **kwargs)


def page_width() -> int | None:
    """The width the command line gives its consoles: none on a terminal (rich asks it),
    else COLUMNS (120 when unset)."""
    return None if sys.stdout.isatty() else int(os.environ.get("COLUMNS", "120"))


def rich_console(stderr: bool, width: int | None, file=None):
    from rich.console import Console

    return Console(file=file, stderr=stderr, width=width, highlight=False, soft_wrap=True)


def console(stderr: bool = False, progress: bool = False):
    """The command line's console for stdout (or stderr): plain when rich would write plain
    text (not a terminal, no colour asked for, a UTF-8 output), else rich's. `progress`: the
    console will carry a progress bar (rich's own, whatever the output)."""
    width = page_width()
    stream = sys.stderr if stderr else sys.stdout
    if width is None or width < 1 or progress or _rich_only(stream):
        return RichConsole(rich_console(stderr, width))
    return PlainConsole(stderr, width)


def _rich_only(stream) -> bool:
    if any(os.environ.get(k) is not None for k in _RICH_ENV) or "IPython" in sys.modules:
        return True
    if hasattr(sys.stdin, "__module__") and sys.stdin.__module__.startswith("idlelib"):
        return True
    encoding = (getattr(stream, "encoding", "utf-8") or "utf-8").lower()
    if not encoding.startswith("utf"):
        return True
    isatty = getattr(stream, "isatty", None)
    try:
        return False if isatty is None else bool(isatty())
    except ValueError:
        return False
