"""The banner on the board names what just happened, for a time that follows the pace."""
from __future__ import annotations

import pygame

from landlord.engine import Event
from landlord.ui.banner import SECONDS, Banner

PAID = Event("money", "Ann pays $6 to Ben (rent on Boomtown).")


def test_the_banner_shows_the_latest_event_worth_telling():
    banner = Banner()
    banner.notice(PAID, "normal")
    banner.notice(Event("dice", "Ann throws 3 and 3."), "normal")     # the dice show themselves
    assert banner.text == PAID.text


def test_the_banner_stays_longer_at_a_slower_pace_and_then_goes():
    slow, fast = Banner(), Banner()
    slow.notice(PAID, "slow")
    fast.notice(PAID, "fast")
    for b in (slow, fast):
        b.update(SECONDS["fast"] + 0.01)
    assert slow.text == PAID.text and fast.text == ""


def test_the_banner_is_drawn_inside_the_board(app):
    surface = pygame.Surface((800, 800))
    surface.fill((0, 0, 0))
    board = pygame.Rect(100, 100, 600, 600)
    banner = Banner()
    banner.notice(Event("money", "Ann pays $6 to Ben " * 10), "normal")    # long: it wraps
    banner.draw(surface, board)
    drawn = pygame.mask.from_threshold(surface, (0, 0, 0, 255), (1, 1, 1, 255))
    drawn.invert()
    assert drawn.count() > 0 and board.contains(pygame.Rect(drawn.get_bounding_rects()[0]))
