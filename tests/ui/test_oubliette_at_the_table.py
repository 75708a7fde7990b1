"""Issue 23, item 2: what a newcomer's prisoner sees in Open Oubliette. At every step of his turn
the dungeon says how far the Exit is, how many turns are left and that only banked treasure is
paid; each fight's throw and result stay on the table after the turn ends (the board used to come
back at once, the result only in the log); taking up gear says on its button what gold it gives
up; a fight is told by one figure, the throw needed on two dice; and the leaving summary shows
once, then gets out of the way."""
from __future__ import annotations

import re

import pygame
import pytest

from landlord.driver import GameDriver
from landlord.ui.jail_story import ENDING_SECONDS, PERSON_SECONDS
from landlord.ui.session import GameSession
from landlord_plugins.oubliette.cards import load_cards

from prisoners import to_jail_turn
from text_boxes import TextRecorder
from ui_events import click, key

SIZES = [(800, 600), (1280, 800), (2560, 1440)]
FRAME = 1 / 30
CARDS = load_cards()
FLAIL = next(i for i, t in enumerate(CARDS.treasures) if t.name == "Flail")


@pytest.fixture
def recorder(monkeypatch):
    return TextRecorder().install(monkeypatch)


def shown(app, recorder) -> list[str]:
    """The texts of the next frame drawn."""
    recorder.begin_frame(app.screen)
    app.step([], FRAME)
    return [p.text for p in app.screen.texts]


def his_turn_ends(scene, app, pace: str = "normal") -> int:
    """Play on at ``pace`` (the person answering with the computer's advice) until his turn in the
    Oubliette is over; the number of choices made by then."""
    session = scene.session
    session.pace = pace
    seat = session.prisoner.seat
    for _ in range(3000):
        if session.jail_story.ending or session.prisoner is None or session.prisoner.seat != seat:
            return len(session.state.history)
        d = session.human_decision()
        if d is not None:
            session.submit(GameDriver(app.engine, session.state, ["heuristic"] * 3).choice_for(d))
        app.step([], FRAME)
    raise AssertionError("his turn in the Oubliette never ended")


def facing_a_monster(scene, app):
    """Play on, at the instant pace, to the person's next fight (his question before he attacks)."""
    session = scene.session
    helper = GameDriver(app.engine, session.state, ["heuristic"] * 3)
    for _ in range(5000):
        d = session.human_decision()
        if d is not None and d.kind == "jail.oubliette.prepare":
            return d
        if d is not None:
            session.submit(helper.choice_for(d))
        elif session.jail_story.ending:
            session.jail_story.move_on()
        app.step([], FRAME)
    raise AssertionError("he never met a monster")


def his_explorer(session):
    return session.state.plugin_data["jail"]["explorers"][str(session.prisoner.seat)]


def given(scene, **cards: list[int]):
    """At his first question in the dungeon (nothing asked since depends on what he holds), his
    explorer takes these cards (by kind: ``treasure``, ``weapons``) from the treasure deck."""
    dungeon = scene.session.state.plugin_data["jail"]
    for kind, held in cards.items():
        for card in held:
            dungeon["decks"]["treasure"].remove(card)
            dungeon["explorers"][str(scene.session.prisoner.seat)][kind].append(card)
    return scene


# -- where he stands in his stay ----------------------------------------------------------------------------
def test_at_every_question_the_dungeon_says_how_far_the_exit_is_the_turns_left_and_that_only_banked_gold_pays(
        app, recorder):
    scene = to_jail_turn(app, "oubliette")
    session, asked = scene.session, 0
    while session.prisoner is not None and not session.jail_story.ending and asked < 12:
        d = session.human_decision()
        if d is None:
            app.step([], FRAME)
            continue
        ex, turn = his_explorer(session), session.prisoner.jail_turn
        texts = " ".join(shown(app, recorder))
        if scene.jail_notes.card is not None:        # the rules card, over the dungeon at his first question
            assert "treasure still in hand is lost" in texts
            session.submit("roll")
            continue
        where = "on the Exit" if ex["pos"] == 0 else f"the Exit is {CARDS.spaces - ex['pos']} squares ahead"
        assert f"Turn {turn} of 3: {3 - turn} more after this one; {where}." in texts, (d.kind, texts)
        assert "Only treasure banked at the Exit is paid, $1 per 10 gold, when you climb out" in texts
        session.submit(GameDriver(app.engine, session.state, ["heuristic"] * 3).choice_for(d))
        asked += 1
    assert asked >= 2


# -- a fight's throw and its result, before play moves on ------------------------------------------------------
def test_after_his_turn_ends_the_dungeon_stays_with_the_fight_s_throw_and_result_while_play_waits(app, recorder):
    scene = to_jail_turn(app, "oubliette")
    made = his_turn_ends(scene, app)
    texts = shown(app, recorder)
    assert scene.session.jail_story.ending, "the board came back as soon as the turn was over"
    assert "This turn:" in texts
    assert any(re.search(r"rolls \d+ on two dice \(needs \d+ or more\) and (defeats|misses)", t) for t in texts), texts
    for _ in range(int(ENDING_SECONDS["slow"] / FRAME)):       # less than his own prisoner's time
        app.step([], FRAME)
    assert len(scene.session.state.history) == made, "play went on under the dungeon"
    assert scene.session.human_decision() is None and scene.panel is None


@pytest.mark.parametrize("move_on", [key(pygame.K_SPACE), key(pygame.K_RETURN), click((400, 400))],
                         ids=["space", "enter", "click"])
def test_his_own_turn_s_end_stays_at_any_pace_until_he_moves_on(app, recorder, move_on):
    scene = to_jail_turn(app, "oubliette")
    his_turn_ends(scene, app, pace="instant")
    for _ in range(int((PERSON_SECONDS - 1) / FRAME)):
        app.step([], FRAME)
    assert scene.session.jail_story.ending, "at the instant pace his fight's result went by unseen"
    assert "back to the board" in " ".join(shown(app, recorder))
    app.step([move_on], FRAME)
    assert not scene.session.jail_story.ending


def test_his_own_turn_s_end_goes_after_a_readable_time_if_he_does_nothing(app):
    scene = to_jail_turn(app, "oubliette")
    made = his_turn_ends(scene, app, pace="fast")
    for _ in range(int((PERSON_SECONDS - 0.5) / FRAME)):
        app.step([], FRAME)
    assert scene.session.jail_story.ending and len(scene.session.state.history) == made
    for _ in range(int(1 / FRAME)):
        app.step([], FRAME)
    assert not scene.session.jail_story.ending and len(scene.session.state.history) > made


@pytest.mark.parametrize("pace", ["instant", "normal"])
def test_a_computer_prisoner_s_turn_end_stays_as_long_as_the_pace_says(app, pace):
    session = GameSession.for_kinds(app.engine, ["heuristic"] * 3, 6, options={"jail": "oubliette"},
                                    pace=pace, autosave=False)
    from landlord.ui.scenes.board import BoardScene
    app.stack.push(BoardScene(app, session))
    for _ in range(20000):
        if session.jail_story.turn is not None and session.engine.prisoner_in_play(session.state) != \
                session.jail_story.turn:
            break
        app.step([], FRAME)
    assert session.jail_story.ending is (pace != "instant")
    assert session.jail_story.left == pytest.approx(ENDING_SECONDS[pace], abs=FRAME)


# -- what gear costs ----------------------------------------------------------------------------------------
def test_taking_up_a_weapon_says_on_its_button_what_gold_it_gives_up(app):
    scene = given(to_jail_turn(app, "oubliette"), treasure=[FLAIL])
    facing_a_monster(scene, app)
    ex = his_explorer(scene.session)
    gear = scene.panel.options.index(f"gear:{FLAIL}")
    assert scene.panel.labels[gear] == "Take up the Flail (+5 attack; gives up 900 gold)"
    held = sum(CARDS.treasures[t].value for t in ex["treasure"])
    assert scene.panel.details[gear].startswith(f"For good: your gold in hand falls from {held:,} to {held - 900:,}")


# -- one figure for a fight --------------------------------------------------------------------------------
def test_a_fight_is_told_by_one_figure_the_throw_needed_on_two_dice(app, recorder):
    scene = given(to_jail_turn(app, "oubliette"), weapons=[FLAIL])        # +5 to his attack
    facing_a_monster(scene, app)
    texts = " ".join(shown(app, recorder))
    d = scene.session.human_decision()
    need = max(2, d.context["need"] - 5)
    figures = set(re.findall(r"(\d+) or more on two dice", texts + " " + d.prompt))
    assert figures == {str(need)}, (figures, d.prompt, texts)
    assert f"needs {d.context['need']}" not in d.prompt
    assert scene.panel.details[0].startswith(f"You need {need} or more on two dice")
    scene.session.submit("attack")
    app.step([], FRAME)
    assert any(f"on two dice (needs {need} or more)" in line for line in scene.session.jail_story.lines)


# -- the leaving summary -------------------------------------------------------------------------------------------
def test_the_leaving_summary_shows_once_then_gets_out_of_the_way_of_his_next_question(app, recorder):
    scene = to_jail_turn(app, "oubliette")
    session = scene.session
    while session.state.players[0].in_jail:
        if session.prisoner is not None and session.prisoner.seat == 0:
            his_turn_ends(scene, app)
        if session.state.players[0].in_jail:
            session.jail_story.move_on()
            app.step([], FRAME)
    assert scene.jail_notes.summaries
    assert any(" leaves the Oubliette after 3 turns" in t for t in shown(app, recorder)), "it is shown"
    for _ in range(3000):                      # on to his next question on the board
        if session.human_decision() is not None:
            break
        app.step([], FRAME)
    for _ in range(int(6 / FRAME)):            # he thinks it over
        app.step([], FRAME)
    assert scene.jail_notes.summaries == []
    shown(app, recorder)
    on_the_board = [p.text for p in app.screen.texts if scene.view.rect.contains(p.rect)]
    assert not any(" leaves the Oubliette" in text for text in on_the_board), "it still covers the board"


# -- it fits ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_the_dungeon_fits_with_the_stay_the_fight_and_the_turn_s_story(recorder, size):
    from landlord.ui.app import App
    app = App(size=size, surface=recorder.screen(size), sound=False)
    scene = to_jail_turn(app, "oubliette", size=size)
    app.screen = recorder.screen(size)
    facing_a_monster(scene, app)
    texts = shown(app, recorder)
    assert "This turn:" in texts and any(t.startswith("Fighting the ") for t in texts)
    assert recorder.problems(app.screen) == []
    his_turn_ends(scene, app)
    shown(app, recorder)
    assert recorder.problems(app.screen) == []
    pygame.quit()
