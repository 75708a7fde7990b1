"""The banner: one line on the board naming what just happened ("Ann pays $6 to Ben (rent on
Boomtown)", "Round 3: Ben's turn"), so the table tells the story and nobody has to read the log.

It shows the latest event worth telling for a while that follows the computer pace (longer at
"slow"); it never holds play up, so "instant" waits for nothing. A house rule's actions ("Ann:
Magic Missile at Ben") and lines are told too, and a house rule switched off for failing is shown
as a warning.
"""
from __future__ import annotations

import pygame

from typing import Sequence

from . import theme
from ..engine import Event

#: Events a player wants to see happen: money changing hands, cards and houses, Jail and the
#: Poor House, the Single Tax and the Trust, the change of turn, the end.
STORY = frozenset({
    "money", "bought", "built", "sold", "jailed", "jailed_again", "released", "poor_house", "poor_house_leave",
    "natural_opportunity", "single_tax_adopted", "single_tax_rejected", "single_tax_proposed", "trust",
    "trust_declined", "trust_proposed", "trust_ends", "wages_raised", "public_ownership", "free_college",
    "speculation_win", "speculation_lose", "luxury", "turn", "game_over", "offer", "rejected",
    "house_action", "house_log", "house_rule_failed",
})
#: Events told as a warning (in the colour of a loss).
WARNINGS = frozenset({"house_rule_failed"})
#: Seconds a banner stays, by computer pace.
SECONDS = {"slow": 3.5, "normal": 2.2, "fast": 1.2, "instant": 0.8}


class Banner:
    def __init__(self) -> None:
        self.text = ""
        self.left = 0.0
        self.warning = False

    def notice(self, event: Event, pace: str, names: Sequence[str] = ()) -> None:
        """Tell ``event`` if it is worth telling (``names``, the players', name a house rule's target)."""
        if event.name in STORY and event.text:
            from .cards_text import log_text
            self.text, self.left = log_text(event, names), SECONDS.get(pace, 2.0)
            self.warning = event.name in WARNINGS

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)
        if self.left == 0.0:
            self.text = ""

    def draw(self, surface: pygame.Surface, room: pygame.Rect) -> None:
        """Centred in ``room`` (the board's middle above its title, which it never covers): in
        up to three lines, the type made smaller while the lines are more than the room holds."""
        if not self.text:
            return
        width = int(room.w * 0.66)
        largest = max(16, min(26, room.w // 30))
        for size in range(largest, theme.SMALLEST_LABEL - 1, -1):
            f = theme.font(size, bold=True)
            lines = theme.wrap(self.text, f, width - 24)
            if len(lines) * f.get_linesize() + 14 <= room.h:
                break
        line_h = f.get_linesize()
        lines = lines[:max(1, min(3, (room.h - 14) // line_h))]
        box = pygame.Rect(0, 0, max(f.size(line)[0] for line in lines) + 24, line_h * len(lines) + 14)
        box.center = room.center
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
        pygame.draw.rect(surface, theme.LOSS if self.warning else theme.ACCENT, box, 2, border_radius=8)
        for k, line in enumerate(lines):
            img = f.render(line, True, theme.LOSS if self.warning else theme.INK)
            surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + 7 + k * line_h)))
