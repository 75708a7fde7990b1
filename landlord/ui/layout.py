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


def inner_corner_boxes(size: int, left: int = 0, top: int = 0) -> list[Box]:
    """The four inner corners (Natural Opportunities), next to bottom-right, bottom-left,
    top-left and top-right: the same order as the track's corners."""
    corner = round(size * CORNER_SHARE)
    s = round(corner * 1.1)
    lo, hi = corner + 4, size - corner - s - 4
    return [Box(left + x, top + y, s, s) for x, y in ((hi, hi), (lo, hi), (lo, lo), (hi, lo))]
