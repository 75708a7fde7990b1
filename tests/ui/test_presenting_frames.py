"""The window sends the display only the bands of a frame that changed (landlord/ui/present.py)."""
from __future__ import annotations

import pygame

from landlord.ui.present import BAND_ROWS, FramePresenter, changed_bands


def _frame(width: int, height: int, marks: list[tuple[int, int]]) -> bytes:
    """A blank frame of 4-byte pixels with one changed pixel at each (x, y) of ``marks``."""
    pixels = bytearray(width * height * 4)
    for x, y in marks:
        pixels[(y * width + x) * 4] = 255
    return bytes(pixels)


def test_two_equal_frames_have_no_changed_band():
    frame = _frame(40, 64, [(3, 5)])
    assert changed_bands(frame, frame, 40, 64) == []


def test_one_changed_pixel_changes_just_its_band():
    before, after = _frame(40, 64, []), _frame(40, 64, [(39, BAND_ROWS + 2)])
    assert changed_bands(before, after, 40, 64) == [(BAND_ROWS, BAND_ROWS)]


def test_neighbouring_changed_bands_are_sent_as_one_run_and_distant_ones_apart():
    before = _frame(10, BAND_ROWS * 6, [])
    after = _frame(10, BAND_ROWS * 6, [(0, 0), (0, BAND_ROWS + 1), (5, BAND_ROWS * 4)])
    assert changed_bands(before, after, 10, BAND_ROWS * 6) == [(0, 2 * BAND_ROWS), (4 * BAND_ROWS, BAND_ROWS)]


def test_the_last_band_of_a_window_whose_height_is_not_a_whole_number_of_bands_is_cut_to_the_window():
    height = BAND_ROWS * 2 + 3
    before, after = _frame(8, height, []), _frame(8, height, [(1, height - 1)])
    assert changed_bands(before, after, 8, height) == [(BAND_ROWS * 2, 3)]


def test_the_presenter_sends_the_first_frame_whole_then_only_what_changed_and_nothing_for_a_still_frame():
    pygame.display.init()
    screen = pygame.display.set_mode((320, 200))
    presenter = FramePresenter()
    screen.fill((10, 20, 30))
    assert presenter.present(screen) == [pygame.Rect(0, 0, 320, 200)]
    assert presenter.present(screen) == [], "an unchanged frame must send nothing"
    screen.fill((200, 0, 0), pygame.Rect(50, 70, 5, 5))
    sent = presenter.present(screen)
    assert len(sent) == 1 and sent[0].collidepoint(52, 72) and sent[0].h < 200
    presenter.invalidate()
    assert presenter.present(screen) == [pygame.Rect(0, 0, 320, 200)], "after an exposure the frame goes whole"
