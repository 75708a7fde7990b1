"""The board is drawn from the rules file: colours of known spaces at known places."""
from __future__ import annotations

import pygame

from landlord.ui import theme
from landlord.ui.board_view import BoardView
from landlord.ui.layout import side_lengths, track_boxes


def test_every_space_gets_a_box_and_the_boxes_do_not_overlap():
    boxes = track_boxes(40, 780)
    assert len(boxes) == 40 and side_lengths(40) == (10, 10, 10, 10)
    rects = [pygame.Rect(b.x, b.y, b.w, b.h) for b in boxes]
    for i, r in enumerate(rects):
        assert all(not r.inflate(-2, -2).colliderect(o.inflate(-2, -2)) for o in rects[i + 1:])


def test_a_board_of_another_size_is_laid_out_too():
    assert len(track_boxes(33, 700)) == 33


def outer_corner(box, side: int) -> tuple[int, int]:
    """A point inside a box by its outer edge, away from the holder's band (on the inner edge)
    and from the lettering (centred)."""
    left, right, top, bottom = box.x + 3, box.x + box.w - 4, box.y + 3, box.y + box.h - 4
    return [(left, bottom), (left, bottom), (left, top), (right, bottom)][side]


def test_the_board_is_drawn_with_each_space_in_its_kind_colour(app, rules):
    surface = pygame.Surface((1280, 800))
    view = BoardView(rules)
    view.layout(pygame.Rect(8, 8, 784, 784))
    view.draw(surface, None, [])
    for space_id in ("mother-earth", "wall-street", "fuel", "pdq-rr", "chance-1", "soakum-lighting"):
        index = rules.index_of(space_id)
        colour = surface.get_at(outer_corner(view.boxes[index], view.sides[index]))[:3]
        assert colour == theme.KIND_COLOURS[rules.space(space_id).kind], space_id
    assert view.space_at(view.boxes[6].center) == 6
