"""A tiny PNG reader for screenshot tests (8-bit RGB/RGBA, not interlaced), zlib only."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path


def read_png(path: str | Path) -> tuple[int, int, int, bytearray]:
    """(width, height, bytes per pixel, raw pixel bytes row by row)."""
    data = Path(path).read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG file")
    pos, idat, header = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError(f"{path}: only 8-bit RGB/RGBA non-interlaced PNGs are supported")
    bpp = 3 if colour == 2 else 4
    raw = zlib.decompress(b"".join(idat))
    stride = width * bpp
    out = bytearray(height * stride)
    prev = bytearray(stride)
    for y in range(height):
        base = y * (stride + 1)
        kind = raw[base]
        line = bytearray(raw[base + 1:base + 1 + stride])
        if kind == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 0xFF
        elif kind == 2:
            line = bytearray((a + b) & 0xFF for a, b in zip(line, prev))
        elif kind == 3:
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + prev[i]) >> 1)) & 0xFF
        elif kind == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b = prev[i]
                c = prev[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + pred) & 0xFF
        elif kind != 0:
            raise ValueError(f"{path}: bad PNG filter {kind}")
        out[y * stride:(y + 1) * stride] = line
        prev = line
    return width, height, bpp, out


def pixels_of(path: str | Path, rgb: tuple[int, int, int]) -> list[tuple[int, int]]:
    """(x, y) of every pixel with exactly this colour."""
    width, height, bpp, px = read_png(path)
    target = bytes(rgb)
    hits = []
    stride = width * bpp
    for y in range(height):
        row = px[y * stride:(y + 1) * stride]
        start = 0
        while True:
            i = row.find(target, start)
            if i < 0:
                break
            if i % bpp == 0:
                hits.append((i // bpp, y))
            start = i + 1
    return hits
