"""The window sends the display only the bands of a frame that changed (landlord/ui/present.py)."""
from __future__ import annotations

import os

import pygame

from landlord.ui.present import BAND_ROWS, FRAMEBUFFER_HINT, FramePresenter, changed_bands, prefer_native_framebuffer


def _frame(width: int, height: int, marks: list[tuple[int, int]]) -> bytes:
    """A blank frame of 4-byte pixels with one changed pixel at each (x, y) of ``marks``."""
    pixels = bytearray(width * height * 4)
    for x, y in marks:
        pixels[(y * width + x) * 4] = 255
    return bytes(pixels)


def test_two_equal_frames_have_no_changed_band():
    frame = _frame(40, 64, [(3, 5)])
    assert changed_bands(frame, frame, 40 * 4, 64) == []


def test_one_changed_pixel_changes_just_its_band():
    before, after = _frame(40, 64, []), _frame(40, 64, [(39, BAND_ROWS + 2)])
    assert changed_bands(before, after, 40 * 4, 64) == [(BAND_ROWS, BAND_ROWS)]


def test_neighbouring_changed_bands_are_sent_as_one_run_and_distant_ones_apart():
    before = _frame(10, BAND_ROWS * 6, [])
    after = _frame(10, BAND_ROWS * 6, [(0, 0), (0, BAND_ROWS + 1), (5, BAND_ROWS * 4)])
    assert changed_bands(before, after, 10 * 4, BAND_ROWS * 6) == [(0, 2 * BAND_ROWS), (4 * BAND_ROWS, BAND_ROWS)]


def test_the_last_band_of_a_window_whose_height_is_not_a_whole_number_of_bands_is_cut_to_the_window():
    height = BAND_ROWS * 2 + 3
    before, after = _frame(8, height, []), _frame(8, height, [(1, height - 1)])
    assert changed_bands(before, after, 8 * 4, height) == [(BAND_ROWS * 2, 3)]


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


def test_bands_are_compared_in_place_against_a_buffer_of_the_surface():
    before = bytearray(_frame(40, 64, []))
    after = memoryview(_frame(40, 64, [(0, 63)]))
    assert changed_bands(before, after, 40 * 4, 64) == [(3 * BAND_ROWS, BAND_ROWS)]


def test_the_presenter_remembers_each_change_it_sent_so_a_change_undone_is_sent_again():
    pygame.display.init()
    screen = pygame.display.set_mode((320, 200))
    presenter = FramePresenter()
    screen.fill((10, 20, 30))
    presenter.present(screen)
    screen.fill((200, 0, 0), pygame.Rect(0, 150, 5, 5))
    assert presenter.present(screen)
    screen.fill((10, 20, 30))
    sent = presenter.present(screen)
    assert len(sent) == 1 and sent[0].collidepoint(2, 152), "the band must go back to how it was"
    assert presenter.present(screen) == []
    assert not screen.get_locked(), "the pixels are read without leaving the surface locked"


def test_a_resized_window_is_sent_whole():
    pygame.display.init()
    screen = pygame.display.set_mode((320, 200))
    presenter = FramePresenter()
    presenter.present(screen)
    screen = pygame.display.set_mode((400, 240))
    assert presenter.present(screen) == [pygame.Rect(0, 0, 400, 240)]


def test_the_window_asks_sdl_for_its_own_framebuffer_not_an_opengl_texture(monkeypatch):
    monkeypatch.delenv(FRAMEBUFFER_HINT, raising=False)
    prefer_native_framebuffer()
    assert os.environ[FRAMEBUFFER_HINT] == "0"


def test_a_framebuffer_choice_made_in_the_environment_is_kept(monkeypatch):
    monkeypatch.setenv(FRAMEBUFFER_HINT, "1")
    prefer_native_framebuffer()
    assert os.environ[FRAMEBUFFER_HINT] == "1"
