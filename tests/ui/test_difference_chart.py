"""The chart of Compare the rules shows a difference only with its interval: a rule set whose
interval includes 0 is drawn grey and hollow (too close to call), never in its colour, so noise is
not read as a ranking; a difference without an interval is not drawn at all."""
from __future__ import annotations

import pygame

from landlord.ui.comparison import MEASURES, Comparison, Difference
from landlord.ui.difference_chart import UNCALLED, axis_ends, draw_comparison_chart

CALLED, UNCERTAIN, UNKNOWN = "#0072B2", "#009E73", "#CC79A7"


def differences(regime: str, colour: str, low: float | None, high: float | None) -> list[Difference]:
    return [Difference(regime, f"Rule set {regime}", colour, measure, "number", 1.0, 2.0, 1.0, low, high)
            for measure in MEASURES]


def drawn(*rows: list[Difference]) -> pygame.Surface:
    pygame.font.init()
    surface = pygame.Surface((1200, 700))
    comparison = Comparison(200, 4, 10.0, (), tuple(d for row in rows for d in row))
    draw_comparison_chart(surface, surface.get_rect(), comparison, 18)
    return surface


def pixels(surface: pygame.Surface, colour) -> int:
    return pygame.mask.from_threshold(surface, pygame.Color(colour), (2, 2, 2, 255)).count()


def test_a_difference_whose_interval_includes_0_is_grey_and_one_that_excludes_it_is_in_its_colour():
    surface = drawn(differences("a", CALLED, 0.5, 1.5), differences("b", UNCERTAIN, -0.5, 2.5))
    assert pixels(surface, CALLED) > 0
    assert pixels(surface, UNCERTAIN) == 0, "too close to call is never drawn in the rule set's colour"
    assert pixels(surface, UNCALLED) > 0


def test_a_difference_without_an_interval_is_not_drawn():
    alone = drawn(differences("a", CALLED, 0.5, 1.5))
    beside = drawn(differences("a", CALLED, 0.5, 1.5), differences("c", UNKNOWN, None, None))
    assert pixels(beside, UNKNOWN) == 0
    assert pixels(beside, UNCALLED) == pixels(alone, UNCALLED), "not even in grey"


def test_the_axis_runs_from_round_numbers_either_side_of_every_interval_and_of_0():
    rows = differences("a", CALLED, 0.4, 1.3) + differences("b", UNCERTAIN, -0.03, 0.2)
    assert axis_ends(rows) == (-0.05, 2)
    assert axis_ends(differences("c", UNKNOWN, None, None)) == (0, 1)
