"""The Oubliette's own picture for the game window: the dungeon ring, explorers, cards, fight.

Imported only by the window (pygame is never imported by the jail game itself).
"""
from __future__ import annotations

from typing import Any

import pygame

from landlord.plugin import theme, track_boxes

from .cards import CardTables
from .explorers import armour_bonus, banked_gold, weapon_bonus, wound_penalty

RING = (60, 55, 70)
FLOOR = (120, 110, 125)
CORNER = (170, 120, 60)
EXIT = (90, 160, 90)


class OublietteView:
    def __init__(self, cards: CardTables) -> None:
        self.cards = cards

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, session: Any) -> None:
        cards = self.cards
        pygame.draw.rect(surface, RING, rect)
        d = session.state.plugin_data.get("jail") or {}
        boxes = track_boxes(cards.spaces, rect.w * 2 // 3, rect.x + rect.w // 6, rect.y + rect.h // 6)
        small = theme.font(max(12, rect.w // 55))
        for i, box in enumerate(boxes):
            colour = EXIT if i == 0 else CORNER if i in cards.corners else FLOOR
            r = pygame.Rect(box.x, box.y, box.w, box.h)
            pygame.draw.rect(surface, colour, r)
            pygame.draw.rect(surface, theme.INK, r, 1)
            label = "EXIT" if i == 0 else "EVENT" if i in cards.corners else str(i)
            surface.blit(small.render(label, True, theme.WHITE), (r.x + 3, r.y + 2))
        explorers = d.get("explorers", {})
        for k, (key, ex) in enumerate(explorers.items()):
            seat = session.seats[int(key)]
            box = boxes[ex["pos"] % len(boxes)]
            theme.draw_token(surface, theme.TOKEN_SHAPES[seat.token], theme.TOKEN_COLOURS[seat.token],
                             (box.center[0] + (k - 1) * 10, box.center[1] + 6), max(7, rect.w // 70))
        title = theme.font(max(18, rect.w // 30), bold=True).render("OPEN OUBLIETTE", True, theme.WHITE)
        inner_x = boxes[len(boxes) // 2].x + boxes[len(boxes) // 2].w + 10     # inside the ring, past its
        inner_y = boxes[len(boxes) // 2].y + boxes[len(boxes) // 2].h + 10     # top-left corner square
        surface.blit(title, (inner_x, inner_y))
        y = inner_y + title.get_height() + 6
        f = theme.font(max(13, rect.w // 50))
        fight = next((s for s in reversed(d.get("stack", [])) if s.get("k") == "fight"), None)
        if fight is not None:
            line = f"Fighting: {fight['name']} (power {fight['power']})"
            surface.blit(theme.font(max(14, rect.w // 45), bold=True).render(line, True, (255, 220, 120)), (inner_x, y))
            y += f.get_linesize() + 4
        if session.last_dice:
            surface.blit(f.render(f"Last throw: {session.last_dice[0]} + {session.last_dice[1]}", True, theme.WHITE),
                         (inner_x, y))
            y += f.get_linesize() + 4
        for ex in explorers.values():
            treasure = ", ".join(f"{cards.treasures[t].name} {cards.treasures[t].value}" for t in ex["treasure"]) or "none"
            kept = ", ".join(cards.events[e].title for e in ex["kept"]) or "none"
            lines = [f"{ex['name']}: banked {banked_gold(cards, ex)} gold, turn {ex['turns'] + 1} of {cards.jail_turns}",
                     f"  in hand: {treasure}",
                     f"  attack +{weapon_bonus(cards, ex)}, armour +{armour_bonus(cards, ex)}, "
                     f"wounds {len(ex['wounds'])} (+{wound_penalty(cards, ex)} to monsters)",
                     f"  kept cards: {kept}"]
            for line in lines:
                for part in theme.wrap(line, f, rect.w * 2 // 3 - 160):
                    surface.blit(f.render(part, True, theme.WHITE), (inner_x, y))
                    y += f.get_linesize()
            y += 6
