"""The window keeps a size its scenes are laid out for, and messages stay inside it."""
from __future__ import annotations

import pygame

from landlord.ui.app import MINIMUM_SIZE, App
from landlord.ui.scenes.newgame import NewGameScene


def test_a_window_made_smaller_than_the_minimum_is_set_back_to_it():
    app = App(size=(1280, 800))
    try:
        app.stack.push(NewGameScene(app))
        app.step([pygame.event.Event(pygame.VIDEORESIZE, w=500, h=700, size=(500, 700))], 0.016)
        assert app.screen.get_size() == (MINIMUM_SIZE[0], 700)
    finally:
        pygame.quit()


def test_a_long_message_wraps_inside_the_smallest_window():
    app = App(size=MINIMUM_SIZE)
    try:
        app.stack.push(NewGameScene(app))
        app.step([], 0.016)
        before = app.screen.copy()
        app.toast("Not saved: " + "a very long reason that goes on and on " * 4, 3.0)
        app.step([], 0.016)
        w, h = app.screen.get_size()
        changed = [x for x in range(w) if app.screen.get_at((x, h - 30)) != before.get_at((x, h - 30))]
        assert changed and min(changed) > 0 and max(changed) < w - 1      # drawn, and not to the edges
    finally:
        pygame.quit()


def test_a_label_too_long_for_its_button_shrinks_then_shortens_and_never_overflows(app):
    from landlord.ui import theme
    wide = "Forward by rail to Lord Blueblood's Estate, which is a trespass"
    f, text = theme.fitted(wide, 18, 400)
    assert f.size(text)[0] <= 400
    f, text = theme.fitted(wide, 18, 120)
    assert f.size(text)[0] <= 120 and text.endswith("...")
    f, text = theme.fitted("Pass", 18, 400)
    assert text == "Pass" and f.get_height() == theme.font(18).get_height()


def test_f11_switches_to_full_screen_and_back_without_recreating_the_window_or_a_warning(recwarn):
    app = App(size=(1280, 800))
    try:
        app.stack.push(NewGameScene(app))
        f11 = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")
        app.step([f11], 0.016)
        assert app.fullscreen and app.screen is pygame.display.get_surface()
        assert pygame.display.get_surface().get_flags() & pygame.FULLSCREEN
        app.step([f11], 0.016)
        assert not app.fullscreen and not pygame.display.get_surface().get_flags() & pygame.FULLSCREEN
        assert not [w for w in recwarn if "re-creating window" in str(w.message)]
    finally:
        pygame.quit()


def test_the_window_opens_at_its_full_size_on_a_display_with_room_for_it():
    from landlord.ui.app import DEFAULT_SIZE, fitting_size
    assert fitting_size(DEFAULT_SIZE, (1920, 1080)) == DEFAULT_SIZE
    assert fitting_size(DEFAULT_SIZE, None) == DEFAULT_SIZE


def test_on_a_smaller_display_the_window_opens_as_large_as_fits_keeping_its_shape():
    """Issue 23, item 4: the default window hung off all four edges of a smaller display."""
    from landlord.ui.app import DEFAULT_SIZE, fitting_size
    w, h = fitting_size(DEFAULT_SIZE, (1280, 720))
    assert w <= 1280 * 0.92 and h <= 720 * 0.92
    assert abs(w / h - DEFAULT_SIZE[0] / DEFAULT_SIZE[1]) < 0.01
    w, h = fitting_size(DEFAULT_SIZE, (1024, 768))          # its shape would go under the minimum
    assert w <= 1024 * 0.92 and h <= 768 and w >= MINIMUM_SIZE[0] and h >= MINIMUM_SIZE[1]


def test_on_a_display_no_larger_than_the_smallest_window_it_takes_the_display_and_no_more():
    from landlord.ui.app import DEFAULT_SIZE, fitting_size
    assert fitting_size(DEFAULT_SIZE, (800, 600)) == (800, 600)
    assert fitting_size(DEFAULT_SIZE, (640, 480)) == (640, 480)


def test_the_game_window_fits_the_display_sdl_reports_unless_a_size_was_asked_for():
    from landlord.ui.app import DEFAULT_SIZE, display_size
    fitted = App(fit_display=True)
    try:
        display = display_size()
        assert display is not None
        w, h = fitted.screen.get_size()
        assert w <= display[0] and h <= display[1]
    finally:
        pygame.quit()
    asked = App(size=DEFAULT_SIZE)
    try:
        assert asked.screen.get_size() == DEFAULT_SIZE, "a size asked for (or a test's) is kept"
    finally:
        pygame.quit()
