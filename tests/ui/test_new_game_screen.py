"""The new-game screen as a set-up table: names typed in place, Enter starts the game, each
jail game and start explained in a line, the Single Tax options reach the game, and the whole
screen fits windows from 800 × 600 to 2560 × 1440."""
from __future__ import annotations

import pygame
import pytest

from landlord.ui.scenes.board import BoardScene
from landlord.ui.scenes.newgame import NewGameScene
from landlord.ui.scenes.newgame_layout import layout
from landlord.ui.setup_notes import NO_DESCRIPTION, SINGLE_TAX_START, jail_note, start_note

from ui_events import click, key


@pytest.fixture
def scene(app):
    screen = NewGameScene(app)
    screen.seed = 5
    app.stack.push(screen)
    app.step([], 0.016)
    return screen


def box(scene, caption: str) -> int:
    return next(k for k, line in enumerate(scene.lines()) if line.caption == caption)


def typed(text: str) -> list[pygame.event.Event]:
    return [key(pygame.key.key_code(ch) if ch.isalpha() else pygame.K_SPACE, ch) for ch in text]


def test_the_first_key_typed_in_a_name_box_replaces_the_default_name(app, scene):
    app.step([key(pygame.K_DOWN)], 0.016)                       # from Players to the first seat's name
    assert scene.lines()[scene.focus].caption == "Seat 1 name" and scene.wants_text()
    app.step(typed("Ann"), 0.016)
    assert scene.seats[0].name == "Ann"


def test_backspace_edits_a_name_and_the_keys_after_it_add_to_it(app, scene):
    scene.focus = box(scene, "Seat 2 name")
    app.step([key(pygame.K_BACKSPACE)], 0.016)
    app.step([key(pygame.K_7, "7")], 0.016)
    assert scene.seats[1].name == "Bertra7"
    app.step(typed("Ann") + [key(pygame.K_BACKSPACE)], 0.016)
    assert scene.seats[1].name == "Bertra7An"


def test_enter_leaves_a_name_box_for_the_row_below_and_tab_for_the_next_box(app, scene):
    scene.focus = box(scene, "Seat 1 name")
    app.step(typed("Ann") + [key(pygame.K_RETURN)] + typed("Ben") + [key(pygame.K_TAB)], 0.016)
    assert [s.name for s in scene.seats[:2]] == ["Ann", "Ben"]
    assert scene.lines()[scene.focus].caption == "Seat 2 token" and not scene.wants_text()
    assert isinstance(app.stack.top, NewGameScene), "Enter in a name box does not start the game"


def test_a_name_box_entered_again_is_typed_over(app, scene):
    scene.focus = box(scene, "Seat 1 name")
    app.step(typed("Ann") + [key(pygame.K_TAB), key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)] + typed("Bea"), 0.016)
    assert scene.seats[0].name == "Bea"


@pytest.mark.parametrize("caption", ["Players", "Seat 2 plays as", "Seat 1 token", "Jail", "Single Tax"])
def test_enter_starts_the_game_from_any_box_that_is_not_a_name_box(app, scene, caption):
    scene.focus = box(scene, caption)
    before = scene.lines()[scene.focus].value()
    app.step([key(pygame.K_RETURN)], 0.016)
    assert isinstance(app.stack.top, BoardScene)
    assert scene.lines()[box(scene, caption)].value() == before, "Enter changed the value"


def test_left_right_and_clicks_still_change_a_value(app, scene):
    app.step([key(pygame.K_RIGHT)], 0.016)
    assert scene.count == 4
    k = box(scene, "Seat 2 plays as")
    app.step([click(scene.rects[k].center)], 0.016)
    assert scene.seats[1].kind != "heuristic" and scene.focus == k
    app.step([click(scene.arrows[k].center)], 0.016)          # its left arrow goes back
    assert scene.seats[1].kind == "heuristic"


def test_a_typed_name_and_a_token_reach_the_game(app, scene):
    scene.focus = box(scene, "Seat 1 name")
    app.step(typed("Ann") + [key(pygame.K_TAB), key(pygame.K_RIGHT), key(pygame.K_RETURN)], 0.016)
    session = app.stack.top.session
    assert session.seats[0].name == "Ann" and session.state.players[0].name == "Ann"
    assert session.seats[0].token not in {s.token for s in session.seats[1:]}


def test_every_jail_game_is_shown_with_the_description_it_gives(app, scene):
    k = box(scene, "Jail")
    seen = {}
    for _ in scene.jails:
        seen[scene.jail] = scene.lines()[k].note()
        assert seen[scene.jail] == jail_note(app.registry.games[scene.jail])
        scene.lines()[k].change(1)
    assert set(seen) == set(app.registry.games)
    for shipped in ("classic", "oubliette"):          # the jail games that ship with the game describe themselves
        assert seen[shipped] == app.registry.games[shipped].description != NO_DESCRIPTION


def test_a_jail_game_without_a_description_says_so():
    class Bare:
        description = None
    assert jail_note(Bare()) == jail_note(object()) == NO_DESCRIPTION


def test_each_start_is_explained_in_one_line_with_the_rules_figures(app, scene):
    k = box(scene, "Start")
    notes = {}
    for _ in range(3):
        notes[scene.start] = scene.lines()[k].note()
        scene.lines()[k].change(1)
    rules = app.rules
    assert f"{rules.deal_count} green cards" in notes["deal"] and f"${rules.starting_cash[3]}" in notes["deal"]
    assert f"${rules.beginners_cash}" in notes["beginners"] and "average hands" in notes["beginners"]
    assert notes["monarch"].startswith("Player 1 holds all the land") and "no wages" in notes["monarch"]
    assert all("\n" not in note for note in notes.values())


def test_single_tax_from_the_start_reaches_the_game(app, scene):
    scene.focus = box(scene, "Single Tax")
    app.step([key(pygame.K_LEFT)], 0.016)
    assert scene.single_tax == SINGLE_TAX_START
    assert "Single Tax vote" not in [line.caption for line in scene.lines()], "nobody votes on it"
    app.step([key(pygame.K_RETURN)], 0.016)
    session = app.stack.top.session
    assert session.state.options["single_tax_from_start"] and session.single_tax_at is None


def test_single_tax_proposed_at_a_round_reaches_the_game_driver(app, scene):
    scene.focus = box(scene, "Single Tax")
    app.step([key(pygame.K_RIGHT)] * 4, 0.016)
    assert scene.single_tax == 4 and "round 4" in scene.lines()[scene.focus].value()
    app.step([key(pygame.K_RETURN)], 0.016)
    session = app.stack.top.session
    assert session.single_tax_at == 4 and session.player.single_tax_at == 4
    assert not session.state.options["single_tax_from_start"]


@pytest.mark.parametrize("size", [(800, 600), (1024, 700), (1280, 800), (2560, 1440)])
def test_six_seats_and_every_option_fit_the_window(app, size):
    scene = NewGameScene(app)
    scene.count = 6
    surface = pygame.Surface(size)
    scene.draw(surface)
    window = surface.get_rect()
    lines = scene.lines()
    assert len(scene.rects) == len(lines)
    for line, rect in zip(lines, scene.rects):
        assert rect.w > 0 and window.contains(rect), f"{line.label()!r} at {rect} leaves a {size} window"
    notes = sum(1 for line in lines if line.note is not None)
    assert layout(*size, "hint", len({line.row for line in lines}) + 1, notes).text >= (12 if size[0] < 1000 else 18)


def test_computers_are_named_as_a_family_would_and_the_same_every_game(app):
    from landlord.ui.scenes.newgame import NewGameScene
    first, again = NewGameScene(app), NewGameScene(app)
    names = [seat.name for seat in first.seats]
    assert names == [seat.name for seat in again.seats]
    assert names[0] == "Player 1" and all(name.isalpha() and name.istitle() for name in names[1:])
    assert not any("Heuristic" in name or "Player" in name for name in names[1:])
    first._change_kind(1, -1)                      # a name nobody typed follows who plays the seat
    assert first.seats[1].human and first.seats[1].name == "Player 2"


def test_a_computers_kind_shows_beside_its_name_in_the_players_panel_not_as_it(monkeypatch):
    from landlord.ui.app import App
    from landlord.ui.scenes.board import BoardScene
    from landlord.ui.session import GameSession
    from text_boxes import TextRecorder
    recorder = TextRecorder().install(monkeypatch)
    app = App(size=(1280, 800), surface=recorder.screen((1280, 800)), sound=False)
    session = GameSession.for_kinds(app.engine, ["human", "heuristic", "strong"], 4, autosave=False)
    assert [seat.name for seat in session.seats] == ["Player 1", "Bertram", "Clara"]
    app.stack.push(BoardScene(app, session))
    app.step([], 0.016)
    panel = [p.text for p in app.screen.texts if "Bertram" in p.text or "Clara" in p.text]
    assert any("Bertram (computer)" in text for text in panel) and any("Clara (computer)" in text for text in panel)
