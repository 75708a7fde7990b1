"""The jail games at the table: their options named in their own words, their views drawn at both
window sizes, the rules card on a person's first visit, each stay summed up as the prisoner comes
out, and a computer prisoner's turn played at a pace that can be followed."""
from __future__ import annotations

import copy

import pytest

from landlord import CHANCE, Decision
from landlord.driver import GameDriver
from landlord.ui.jail_notes import stay_summaries
from landlord.ui.labels import WORDS, option_details, option_label
from landlord.ui.session import JAIL_PACES, PACES, GameSession
from landlord_plugins.oubliette.cards import load_cards
from landlord_plugins.oubliette.view import OublietteView
from landlord_plugins.oubliette_solitaire.view import SolitaireView

from prisoners import answer, to_jail_turn

NAMES = ["Ann", "Ben", "Cal"]


# -- words -------------------------------------------------------------------------------------------------
def test_jail_options_are_named_and_explained_in_the_jail_game_s_own_words(app):
    games = app.engine.jail_games
    cards = load_cards()
    dagger = next(i for i, t in enumerate(cards.treasures) if t.name == "Dagger")
    fight = Decision(0, "jail.oubliette.prepare", ("attack", f"gear:{dagger}"), "Fight?",
                     context={"monster": "Ogre", "power": 4, "need": 4, "attack_bonus": 0, "defense": 8, "penalty": 0})
    assert option_label(fight, f"gear:{dagger}", app.rules, NAMES, games) == "Take up the Dagger (+2 attack; gives up 500 gold)"
    assert option_label(Decision(0, "jail.oubliette.ambush", ("pass", "ambush:1"), "?"), "ambush:1",
                        app.rules, NAMES, games) == "Ambush Ben"
    assert option_details(fight, "attack", app.rules, None, NAMES, games) == (
        "You need 4 or more on two dice to beat the Ogre; if you miss, it throws two dice: 8 or more wounds you.")


def test_the_window_itself_knows_no_jail_game_s_options(rules):
    assert not {"gear", "ambush", "bank", "bank_and_recover", "go_on", "rage", "dodge"} & set(WORDS)
    unknown = Decision(0, "jail.nobody.step", ("gear:3", "go_on"), "?")
    assert [option_label(unknown, o, rules, NAMES) for o in unknown.options] == ["Gear:3", "Go on"]


def test_a_jail_game_whose_words_fail_gets_the_window_s_own(rules):
    class Mute:
        id = "mute"

        def describe_option(self, decision, option, names):
            raise ValueError("lost for words")
    assert option_label(Decision(0, "jail.mute", ("pay",), "?"), "pay", rules, NAMES, {"mute": Mute()}) == "Pay the fine"


# -- the views -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_oubliette_is_drawn_in_place_of_the_board_with_its_rules_card_first(app, size):
    scene = to_jail_turn(app, "oubliette", size=size)
    assert isinstance(scene.jail_view, OublietteView)
    title, lines = scene.jail_notes.card
    assert title == "Open Oubliette" and "John Colagioia (CC BY-SA 4.0)" in lines[0]
    assert any("pays $1 per 10 gold" in line for line in lines)
    answer(scene, app)
    assert scene.jail_notes.card is None                  # gone with his first choice, and not shown again
    assert ("0", "oubliette") not in scene.jail_notes.seen and (0, "oubliette") in scene.jail_notes.seen


def test_the_story_told_in_the_dungeon_is_the_prisoner_s_own_turn(app):
    scene = to_jail_turn(app, "oubliette")
    assert scene.session.last_dice is not None and scene.jail_view.story == []    # the board's throws are not his
    session = scene.session
    session.pace = "slow"
    answer(scene, app)                                     # he throws to move: CHANCE answers next frames
    for _ in range(200):
        if scene.jail_view.story:
            break
        session.wait = 0
        app.step([], 0.016)
    a, b = session.state.history[-1]
    assert scene.jail_view.story[0] == f"{session.seats[0].name} rolls {a} and {b}."


def test_the_solitaire_is_drawn_in_place_of_the_board_and_answered_in_words(app):
    scene = to_jail_turn(app, "solitaire")
    assert isinstance(scene.jail_view, SolitaireView)
    assert scene.jail_notes.card[0] == "Oubliette Solitaire"
    assert scene.panel.labels[0].startswith("Play the solitaire")
    checked = 0
    for _ in range(12):                                   # into the solitaire itself
        d = scene.session.human_decision()
        if d is None:
            break
        if d.kind.startswith("jail.") and scene.panel is not None:
            checked += 1
            for label, option in zip(scene.panel.labels, scene.panel.options):
                assert str(option) not in label, (label, option)      # words, never "spend:7S"
        answer(scene, app)
    assert checked >= 3


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_solitaire_view_draws_at_both_window_sizes(app, size):
    scene = to_jail_turn(app, "solitaire", size=size)
    answer(scene, app)
    answer(scene, app)
    assert app.screen.get_at((scene.view.rect.x + 3, scene.view.rect.bottom - 3))[:3] == (34, 78, 56)


# -- a stay summed up ----------------------------------------------------------------------------------------------
def test_each_stay_is_summed_up_in_the_jail_game_s_words_as_the_prisoner_comes_out(engine):
    state = engine.new_game(NAMES, seed=4, jail="oubliette")
    driver = GameDriver(engine, state, ["heuristic"] * 3)
    seen = 0
    while seen < 3 and (d := engine.pending(state)) is not None:
        before = copy.deepcopy(state) if any(p.in_jail for p in state.players) else None
        choice = driver.choice_for(d)
        events = engine.apply(state, choice)
        if before is not None and any("released" == e.name for e in events):
            lines = [e.text for e in events if e.name == "jail_log"]
            assert stay_summaries(engine, before, [choice]) == [lines[-1]]
            assert " leaves the Oubliette after 3 turns: " in lines[-1]
            seen += 1
    assert seen == 3


def test_the_summary_is_put_on_the_table_when_a_prisoner_comes_out(app):
    scene = to_jail_turn(app, "oubliette")
    for _ in range(3000):
        if scene.jail_notes.summaries:
            break
        d = scene.session.human_decision()
        if d is not None:
            scene.session.submit(GameDriver(app.engine, scene.session.state, ["heuristic"] * 3).choice_for(d))
        app.step([], 0.016)
    assert scene.jail_notes.summaries and " leaves the Oubliette after 3 turns: " in scene.jail_notes.summaries[0]


# -- the pace of a computer prisoner --------------------------------------------------------------------------------
def test_a_step_in_jail_rests_long_enough_to_be_read_and_instant_waits_for_nothing(app):
    session = GameSession.for_kinds(app.engine, ["heuristic"] * 3, 1, autosave=False)
    dungeon = Decision(CHANCE, "jail.oubliette.dice", ((1, 2),), "Ann rolls to move.", (1.0,))
    board = Decision(CHANCE, "dice", ((1, 2),), "Ann throws.", (1.0,))
    assert session.pause_after(dungeon) == JAIL_PACES["normal"] >= 2 * session.pause_after(board)
    assert session.pause_after(board) == PACES["normal"] / 2
    session.pace = "instant"
    assert session.pause_after(dungeon) == 0.0


def test_a_quicker_pace_cuts_the_rest_short_at_once(app):
    session = GameSession.for_kinds(app.engine, ["heuristic"] * 3, 1, autosave=False)
    session.pace, session.wait = "normal", JAIL_PACES["normal"]
    assert session.cycle_pace() == "fast" and session.wait == JAIL_PACES["fast"]


def test_the_pace_never_changes_what_is_chosen(app):
    games = []
    for pace in ("normal", "instant"):
        session = GameSession.for_kinds(app.engine, ["heuristic"] * 3, 6, options={"jail": "oubliette"},
                                        pace=pace, autosave=False)
        while len(session.state.history) < 400 and not session.over:
            session.wait = 0
            session.advance(0.0)
        games.append(session.state.history[:400])
    assert games[0] == games[1]
