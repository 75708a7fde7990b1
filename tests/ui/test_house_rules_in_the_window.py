"""House rules in the window: offered on the new-game screen (each switched on or off, a choice
for each seat, its switches) and handed to the game; their options named in words and explained;
the players' panel says what each rule says of each player; and an action on the board shows who
targets whom. The window knows no house rule by name: these are made up (house_fakes.py)."""
from __future__ import annotations

import logging

import pygame
import pytest

from landlord.driver import Seat
from landlord.engine import Decision
from landlord.ui import house_words
from landlord.ui.labels import choice_words, option_details, option_label
from landlord.ui.scenes.board import BoardScene
from landlord.ui.scenes.newgame import NewGameScene
from landlord.ui.session import GameSession

from house_fakes import Faulty, Guild, Plain, install
from ui_events import click, key


@pytest.fixture
def scene(app):
    install(app, Guild(), Plain(), Faulty())
    screen = NewGameScene(app)
    screen.seed = 5
    app.stack.push(screen)
    app.step([], 0.016)
    return screen


def box(scene, ident: str) -> int:
    return next(k for k, line in enumerate(scene.lines()) if line.ident == ident)


def value(scene, ident: str) -> str:
    return scene.lines()[box(scene, ident)].value()


def switch_on(app, scene, rule_id: str = "guild") -> None:
    scene.focus = box(scene, f"house rule {rule_id}")
    app.step([key(pygame.K_RIGHT)], 0.016)


# -- the new-game screen --------------------------------------------------------------------------
def test_each_installed_house_rule_is_offered_off_with_its_one_line_description(app, scene):
    lines = {line.ident: line for line in scene.lines()}
    assert lines["house rule guild"].value() == "Adventurers' Guild: off"
    assert lines["house rule guild"].aside() == Guild.description
    assert lines["house rule plain"].aside() == "Plain rule", "without a description, its title"
    assert lines["house rule faulty"].aside() == "Faulty rule", "a description that is not text is passed over"
    assert not any(line.kind == "choice" for line in scene.lines()), "no class column while the rule is off"
    assert not any(line.ident.startswith("house switch") for line in scene.lines())


def test_switching_a_rule_on_adds_a_choice_for_each_seat_in_turn_and_its_switches(app, scene):
    switch_on(app, scene)
    assert value(scene, "house rule guild") == "Adventurers' Guild: on"
    assert scene.lines()[scene.focus].ident == "house rule guild", "the focus stays on the rule's line"
    classes = [line for line in scene.lines() if line.kind == "choice"]
    assert [line.caption for line in classes] == ["Seat 1 Class", "Seat 2 Class", "Seat 3 Class"]
    assert [line.value() for line in classes] == ["Fighter", "Wizard", "Cleric"], "the options in turn"
    assert [line.row for line in classes] == [1, 2, 3], "in each seat's row"
    assert value(scene, "house switch guild double_wages") == "Double wages for landing exactly: on"
    assert value(scene, "house switch guild fees_to_pot") == "Fees go into the pot: on"
    app.step([key(pygame.K_LEFT)], 0.016)                     # and off again: the column and switches go
    assert not any(line.kind == "choice" or line.ident.startswith("house switch") for line in scene.lines())


def test_keys_change_a_seats_class_as_they_change_its_other_boxes(app, scene):
    switch_on(app, scene)
    scene.focus = box(scene, "Seat 2 plays as")
    app.step([key(pygame.K_TAB)], 0.016)                      # Tab: the next box of the row
    assert scene.lines()[scene.focus].caption == "Seat 2 Class"
    app.step([key(pygame.K_RIGHT)], 0.016)
    assert value(scene, "seat 2 guild classes") == "Cleric"
    app.step([key(pygame.K_LEFT), key(pygame.K_LEFT)], 0.016)
    assert value(scene, "seat 2 guild classes") == "Fighter"
    app.step([key(pygame.K_DOWN), key(pygame.K_RIGHT)], 0.016)   # Down keeps to the column
    assert scene.lines()[scene.focus].caption == "Seat 3 Class" and value(scene, "seat 3 guild classes") == "Rogue"
    app.step([key(pygame.K_RIGHT)], 0.016)                    # and round again
    assert value(scene, "seat 3 guild classes") == "Fighter"


def test_clicks_change_a_seats_class_and_its_left_arrow_goes_back(app, scene):
    switch_on(app, scene)
    app.step([], 0.016)                                       # drawn, so each box has its rectangle
    k = box(scene, "seat 1 guild classes")
    app.step([click(scene.rects[k].center)], 0.016)
    assert value(scene, "seat 1 guild classes") == "Wizard" and scene.focus == k
    app.step([click(scene.arrows[k].center)], 0.016)
    assert value(scene, "seat 1 guild classes") == "Fighter"
    app.step([click(scene.rects[k].center, button=3)], 0.016)     # a right-click goes back too
    assert value(scene, "seat 1 guild classes") == "Rogue"


def test_a_click_switches_a_rule_and_its_parts(app, scene):
    app.step([click(scene.rects[box(scene, "house rule guild")].center)], 0.016)
    assert scene.house_on["guild"]
    app.step([], 0.016)
    app.step([click(scene.rects[box(scene, "house switch guild fees_to_pot")].center)], 0.016)
    assert value(scene, "house switch guild fees_to_pot") == "Fees go into the pot: off"


def test_starting_hands_the_game_its_house_rules_and_each_ones_settings(app, scene):
    switch_on(app, scene)
    scene.count = 4
    scene.focus = box(scene, "seat 1 guild classes")
    app.step([key(pygame.K_LEFT)], 0.016)                     # seat 1: a rogue
    scene.focus = box(scene, "house switch guild fees_to_pot")
    app.step([key(pygame.K_RIGHT)], 0.016)
    app.step([key(pygame.K_RETURN)], 0.016)
    assert isinstance(app.stack.top, BoardScene)
    session = app.stack.top.session
    expected = {"guild": {"classes": ["rogue", "wizard", "cleric", "rogue"], "double_wages": True,
                          "fees_to_pot": False}}
    assert session.state.options["house_rules"] == ["guild"] and session.house_rules == ["guild"]
    assert session.state.options["house_settings"] == expected == session.house_settings
    slot = session.state.plugin_data["house:guild"]
    assert slot["classes"] == ["rogue", "wizard", "cleric", "rogue"]
    assert slot["switches"] == {"double_wages": True, "fees_to_pot": False}


def test_a_rule_without_set_up_choices_is_handed_no_settings(app, scene):
    switch_on(app, scene, "plain")
    assert scene.house_settings() == {}
    app.step([key(pygame.K_RETURN)], 0.016)
    assert app.stack.top.session.state.options["house_rules"] == ["plain"]


def test_a_game_without_house_rules_is_set_up_as_before(app, scene):
    options = scene.session_for(5).options
    assert "house_rules" not in options and "house_settings" not in options


def test_a_saved_game_keeps_its_house_rules_when_loaded_and_the_load_screen_names_them(app, scene):
    from landlord.paths import saves_dir
    from landlord.save_file import read_header
    from landlord.saves import load_game, save_game
    from landlord.ui.save_text import rules_text
    switch_on(app, scene)
    app.step([key(pygame.K_RETURN)], 0.016)
    session = app.stack.top.session
    path = save_game(saves_dir() / "game-with-a-guild.toml", session.engine, session.state, session.kinds)
    loaded = GameSession.from_loaded(load_game(path, engine=app.engine))
    assert loaded.house_rules == ["guild"] and loaded.house_settings == session.house_settings
    assert loaded.state.plugin_data["house:guild"] == session.state.plugin_data["house:guild"]
    text = rules_text(read_header(path), app)
    assert text.endswith("house rule: Adventurers' Guild")
    app.engine.house_rules.pop("guild")                      # a save naming a rule not installed here
    assert rules_text(read_header(path), app).endswith("house rule: guild (not installed)")


# -- options in words -------------------------------------------------------------------------------
def game(app, *rules, kinds=("human", "human", "human"), settings=None) -> BoardScene:
    """A board on Ann's first turn, with these house rules (the guild's classes: rogue, wizard, cleric)."""
    install(app, Guild(), Plain(), Faulty())
    seats = [Seat(name, kind, i) for i, (name, kind) in enumerate(zip(("Ann", "Ben", "Cal"), kinds))]
    settings = settings if settings is not None else (
        {"guild": {"classes": ["rogue", "wizard", "cleric"]}} if "guild" in rules else {})
    session = GameSession(app.engine, seats, 3, options={"jail": "classic", "start": "beginners",
                                                         "house_rules": list(rules), "house_settings": settings},
                          pace="instant", autosave=False)
    session.submit(0)                                          # Ann goes first
    board = BoardScene(app, session)
    app.stack.push(board)
    app.step([], 0.016)
    assert session.decision.kind == "turn" and session.decision.actor == 0
    return board


def test_a_house_rules_options_are_named_and_explained_in_its_words_never_by_id(app):
    board = game(app, "guild")
    panel = board.panel
    at = panel.options.index("house:guild:strike")
    assert panel.labels[at] == "Strike a rival (range 3)"
    assert panel.details[at] == "Range 3 spaces: the rival you pick loses $20."
    assert not any("house:" in label or "guild" in label for label in panel.labels)
    app.step([key(pygame.K_1 + at)], 0.016)                     # chosen: the rule asks whom
    d = board.session.decision
    assert d.kind == "house.guild.target" and d.options == (1, 2)
    assert board.panel.labels == ["Ben", "Cal"]
    assert board.panel.details == ["Strike Ben: $20 from him.", "Strike Cal: $20 from him."]


def test_a_points_choices_and_choices_without_words_never_show_an_id(app):
    rules, names = app.rules, ["Ann", "Ben"]
    point = Decision(0, "house.rent_owed", ("house:guild:haggle_hard", "house:pass"), "Rent is owed",
                     context={"labels": {"house:guild:haggle_hard": "Haggle (a d20)", "house:pass": "Pay as due"}})
    assert [option_label(point, o, rules, names) for o in point.options] == ["Haggle (a d20)", "Pay as due"]
    bare = Decision(0, "house.rent_owed", point.options, "Rent is owed")
    assert [option_label(bare, o, rules, names) for o in bare.options] == ["Haggle hard", "Done"]
    d20 = Decision(0, "house.guild.d20", tuple(range(1, 21)), "A d20")
    assert option_label(d20, 17, rules, names) == "17"
    assert choice_words("house:guild:haggle_hard", rules, names, {"guild": Guild()}) == \
        "Haggle hard (Adventurers' Guild)"
    assert choice_words("house:pass", rules, names) == "Done"


def test_an_explanation_that_fails_is_passed_over_and_logged_once(app, caplog):
    board = game(app, "guild", "faulty")
    s = board.session
    d = s.decision
    with caplog.at_level(logging.WARNING, logger="landlord.ui"):
        house_words.WORDS_WARNINGS.forget(("house rule", "faulty", "explain_option()"))    # as if the program had just begun
        caplog.clear()
        for _ in range(2):
            assert option_details(d, "house:faulty:boom", app.rules, s.state, board.names, engine=s.engine) == ""
    assert option_label(d, "house:faulty:boom", app.rules, board.names) == "Go boom"
    assert sum("explain_option() failed" in r.getMessage() for r in caplog.records) == 1


# -- the players' panel --------------------------------------------------------------------------
def test_the_players_panel_shows_what_each_rule_says_of_each_player(app):
    board = game(app, "guild", "faulty")
    assert board.house_lines() == [["Rogue, level 1"], ["Wizard, level 1"], ["Cleric, level 1"]], \
        "a rule whose describe fails is passed over"
    drawn = []
    real = board._draw_house_lines
    board._draw_house_lines = lambda surface, lines, y: (drawn.append((lines, y)), real(surface, lines, y))
    app.step([], 0.016)
    assert [lines for lines, _ in drawn] == [["Rogue, level 1"], ["Wizard, level 1"], ["Cleric, level 1"]]
    last = drawn[-1][1] + board.house_rows * board.house_line_h
    assert last <= board.players_rect.bottom < board.choice_rect.y, "the lines keep within the panel"


def test_a_rule_switched_off_for_failing_says_nothing_more_in_the_panel(app):
    board = game(app, "guild")
    s = board.session
    s.state.plugin_data["house"]["disabled"]["guild"] = "switched off by the test"
    app.step([], 0.016)
    assert board.house_lines() == [[], [], []]


def test_a_game_without_house_rules_keeps_its_panel_as_it_was(app):
    board = game(app)
    assert board.house_rows == 0 and board.house_lines() == [[], [], []]


# -- on the board ------------------------------------------------------------------------------------
def test_an_action_shows_who_targets_whom_on_the_board_and_in_the_banner(app):
    board = game(app, "guild")
    s = board.session
    arrows = []
    real = board.view.draw_action
    board.view.draw_action = lambda surface, a, b, fade=1.0: (arrows.append((a, b)), real(surface, a, b, fade))
    s.submit("house:guild:strike")
    s.submit(2)                                                  # Ann strikes Cal
    app.step([], 0.016)
    assert board.banner.text == "Ann: Strike at Cal" and not board.banner.warning
    assert s.log[-2:] == ["Ann strikes Cal.", "Ann: Strike at Cal"]
    positions = board.token_positions()
    assert arrows and arrows[-1] == (positions[0], positions[2]), "an arrow from Ann's token to Cal's"
    assert board.animating, "frames keep coming while it shows"
    for _ in range(80):                                          # for a moment only
        app.step([], 0.05)
    assert not board.actions


def test_a_rules_lines_go_to_the_log_and_the_banner(app):
    board = game(app, "guild")
    s = board.session
    s.submit("house:guild:strike")
    s.submit(1)
    assert "Ann strikes Ben." in s.log


def test_a_rule_that_fails_is_shown_as_a_warning(app):
    board = game(app, "faulty")
    s = board.session
    s.submit("house:faulty:boom")
    app.step([], 0.016)
    assert board.banner.warning and board.banner.text.startswith("Warning: The house rule 'Faulty rule' failed")
    assert s.log[-1].startswith("Warning: ")
    assert "house:faulty:boom" not in s.decision.options, "the game goes on without it"


def test_an_undo_keeps_the_house_rules_and_names_the_choice_taken_back_in_words(app):
    board = game(app, "guild")
    s = board.session
    s.submit("house:guild:strike")
    app.step([key(pygame.K_u)], 0.016)
    assert s.house_rules == ["guild"] and s.decision.kind == "turn"
    assert "house:guild:strike" in s.decision.options, "the strike is Ann's to use again"
    assert app.toast_text == "Ann takes back: Strike (Adventurers' Guild)."


def test_set_up_choices_in_a_shape_the_contract_does_not_give_are_passed_over(app):
    class Odd(Plain):
        id = "odd"
        seat_choice = {"key": "classes", "label": "Class", "options": {}}      # no options to choose
        switches = ["not", "a", "table"]

    install(app, Odd())
    scene = NewGameScene(app)
    app.stack.push(scene)
    switch_on(app, scene, "odd")
    assert scene.house_on["odd"] and scene.chosen_seat_choices() == [] and scene.house_settings() == {}
    assert not any(line.kind == "choice" or line.ident.startswith("house switch") for line in scene.lines())
    app.step([], 0.016)                                           # and the screen is drawn all the same


def test_a_throw_of_three_dice_tumbles_and_settles_as_three_dice():
    from landlord.ui.motion import Throw
    throw = Throw(0, (6, 6, 1), tumble=0.5)
    throw.t = 0.2
    assert len(throw.faces()) == 3 and all(1 <= face <= 6 for face in throw.faces())
    throw.t = 0.6
    assert throw.faces() == (6, 6, 1)
