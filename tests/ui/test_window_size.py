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
