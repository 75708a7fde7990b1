"""Pure geometry of the board: which rectangle each track space occupies.

No pygame here, so it is tested without a display. The start sits in the bottom-right
corner and play runs along the bottom to the left, up the left side, along the top and
down the right side, as on the 1906 board. Any number of spaces (at least 8) fits.
"""
from __future__ import annotations

from dataclasses import dataclass

#: A corner's share of the board's width.
CORNER_SHARE = 0.13


@dataclass(frozen=True)
class Box:
    x: int
    y: int
    w: int
    h: int

    @property
    def center(self) -> tuple[int, int]:
        return self.x + self.w // 2, self.y + self.h // 2

    def contains(self, px: int, py: int) -> bool:
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h


def side_lengths(n: int) -> tuple[int, int, int, int]:
    """Spaces on each side (bottom, left, top, right); each side begins with its corner."""
    base, extra = divmod(n, 4)
    return tuple(base + (1 if i < extra else 0) for i in range(4))  # type: ignore[return-value]


def track_boxes(n: int, size: int, left: int = 0, top: int = 0) -> list[Box]:
    """Rectangles for ``n`` track spaces on a square board ``size`` pixels wide at (left, top)."""
    corner = round(size * CORNER_SHARE)
    inner = size - 2 * corner
    far = size - corner
    boxes: list[Box] = []
    for side, count in enumerate(side_lengths(n)):
        step = inner / max(count - 1, 1)
        corner_at = [(far, far), (0, far), (0, 0), (far, 0)][side]
        boxes.append(Box(left + corner_at[0], top + corner_at[1], corner, corner))
        for k in range(1, count):
            a = round(far - k * step)              # running towards the previous corner
            b = round(corner + (k - 1) * step)     # running away from this corner
            length = round(step)
            x, y, w, h = [(a, far, length, corner), (0, a, corner, length),
                          (b, 0, length, corner), (far, b, corner, length)][side]
            boxes.append(Box(left + x, top + y, w, h))
    return boxes


def inner_corner_boxes(size: int, left: int = 0, top: int = 0, inset: int = 4) -> list[Box]:
    """The four inner corners (Natural Opportunities), next to bottom-right, bottom-left,
    top-left and top-right: the same order as the track's corners; ``inset`` pixels in from
    the track (room for the token lane and the section bands)."""
    corner = round(size * CORNER_SHARE)
    s = round(corner * 1.1)
    lo, hi = corner + inset, size - corner - s - inset
    return [Box(left + x, top + y, s, s) for x, y in ((hi, hi), (lo, hi), (lo, lo), (hi, lo))]


# -- the parts of a space, and the ring just inside the track ---------------------------------------
#: Which way is "into the board" from each side (bottom, left, top, right), as (dx, dy).
INWARD = ((0, -1), (1, 0), (0, 1), (-1, 0))


def sides(n: int) -> list[int]:
    """The side (0 bottom, 1 left, 2 top, 3 right) of each of ``n`` track spaces; each side's
    corner counts as its first space."""
    return [side for side, count in enumerate(side_lengths(n)) for _ in range(count)]


def corners(n: int) -> list[int]:
    """The indexes of the four corner spaces."""
    starts, at = [], 0
    for count in side_lengths(n):
        starts.append(at)
        at += count
    return starts


def inner_strip(box: Box, side: int, depth: int) -> Box:
    """The band of ``box`` along its edge facing the board's middle, ``depth`` deep: where the
    holder's colour and the houses go, clear of the printed lettering."""
    return [Box(box.x, box.y, box.w, depth), Box(box.x + box.w - depth, box.y, depth, box.h),
            Box(box.x, box.y + box.h - depth, box.w, depth), Box(box.x, box.y, depth, box.h)][side]


def proud_strip(box: Box, side: int, strip: int, depth: int) -> Box:
    """The inner strip, ``depth`` deep in all: standing ``depth - strip`` pixels out of the box
    into the board, never into its lettering."""
    return union([inner_strip(box, side, strip), beside(box, side, 0, max(0, depth - strip))]) \
        if depth > strip else inner_strip(box, side, strip)


def lettering_area(box: Box, side: int, strip: int, pad: int) -> Box:
    """What is left of ``box`` for its lettering once the inner strip is taken, less ``pad``."""
    x, y, w, h = box.x + pad, box.y + pad, box.w - 2 * pad, box.h - 2 * pad
    if side == 0:
        y += strip
    elif side == 3:
        x += strip
    if side in (0, 2):
        h -= strip
    else:
        w -= strip
    return Box(x, y, w, h)


def beside(box: Box, side: int, offset: int, depth: int) -> Box:
    """A band ``depth`` deep, ``offset`` pixels into the board from ``box``'s inner edge, as long
    as the box: the token lane (offset 0) and the section band (past the lane)."""
    return [Box(box.x, box.y - offset - depth, box.w, depth), Box(box.x + box.w + offset, box.y, depth, box.h),
            Box(box.x, box.y + box.h + offset, box.w, depth), Box(box.x - offset - depth, box.y, depth, box.h)][side]


def union(boxes: list[Box]) -> Box:
    x0, y0 = min(b.x for b in boxes), min(b.y for b in boxes)
    x1, y1 = max(b.x + b.w for b in boxes), max(b.y + b.h for b in boxes)
    return Box(x0, y0, x1 - x0, y1 - y0)


def section_bands(boxes: list[Box], sections: list[int], offset: int, depth: int) -> dict[int, tuple[Box, int]]:
    """Rule 9 (1906): the railroads divide each side into two sections. For every section
    number above 0, the band just inside the track that spans its spaces (stopping short of
    the next side's bands at the inner corners), and its side."""
    side_of = sides(len(boxes))
    found: dict[int, list[int]] = {}
    for i, section in enumerate(sections):
        if section > 0:
            found.setdefault(section, []).append(i)
    board = union(boxes)
    clear = boxes[0].w + offset + depth + 2      # the track, the lane and a band across the corner
    bands = {}
    for section, members in found.items():
        band, side = union([beside(boxes[i], side_of[i], offset, depth) for i in members]), side_of[members[0]]
        bands[section] = (_clip(band, side, board.x + clear, board.y + clear, board.x + board.w - clear,
                                board.y + board.h - clear), side)
    return bands


def _clip(band: Box, side: int, x0: int, y0: int, x1: int, y1: int) -> Box:
    """``band`` shortened along its length to lie between (x0, y0) and (x1, y1)."""
    if side in (0, 2):
        left, right = max(band.x, x0), min(band.x + band.w, x1)
        return Box(left, band.y, max(0, right - left), band.h)
    top, bottom = max(band.y, y0), min(band.y + band.h, y1)
    return Box(band.x, top, band.w, max(0, bottom - top))


def slot(box: Box, side: int, seat: int, lane: int, rows: int, corner: bool) -> tuple[float, float]:
    """Where seat ``seat``'s token stands for a space: side by side (three abreast, then a
    second row) in the lane in front of the space, so no token covers its lettering; on a
    corner, in the corner's lower half, which its lettering leaves free."""
    col, row = seat % 3, seat // 3
    if corner:          # one row at the foot, or two
        return box.x + box.w * (col + 1) / 4, box.y + box.h * (0.84 - 0.15 * (rows - 1 - row))
    along = (col - 1) / 3.4
    across = lane * (row + 0.5) / rows
    dx, dy = INWARD[side]
    cx, cy = box.x + box.w / 2, box.y + box.h / 2
    if side in (0, 2):
        edge = box.y if side == 0 else box.y + box.h
        return cx + along * box.w, edge + dy * across
    edge = box.x + box.w if side == 1 else box.x
    return edge + dx * across, cy + along * box.h
