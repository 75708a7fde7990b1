"""The end screen charts the game just played round by round: each player's wealth, the Gini of
wealth and the biggest landlord's share of the land, worked out by the report's own recorder."""
from __future__ import annotations

import pygame
import pytest

from landlord.driver import Seat
from landlord.report.series import RoundRecorder, by_column, top_share
from landlord.simulate import play_game, result_of
from landlord.ui.scenes.end import LAND_COLOUR, EndScene
from landlord.ui.session import GameSession

KINDS = ["heuristic"] * 3


def played_to_the_end(app, seed: int) -> GameSession:
    session = GameSession.for_kinds(app.engine, KINDS, seed, options={"jail": "classic"}, autosave=False,
                                    pace="instant")
    while not session.over:
        session.advance(1.0)
    return session


def two_players_throwing(app, ann: list, ben: list) -> GameSession:
    """A two-round game of Ann and Ben in which each throws the dice given, round by round (any
    other question is answered with its last option: pass, decline)."""
    engine = app.engine
    state = engine.new_game(["Ann", "Ben"], seed=1, start="beginners", jail="classic", round_limit=2)
    engine.apply(state, 0)                                   # Ann goes first
    while engine.pending(state) is not None:
        decision = engine.pending(state)
        if decision.kind == "turn":
            choice = "roll"
        elif decision.kind == "dice":
            choice = (ann, ben)[state.turn][state.round - 1]
        else:
            choice = decision.options[-1]
        engine.apply(state, choice)
    return GameSession(engine, [Seat("Ann", "human", 0), Seat("Ben", "human", 1)], 1, state=state, autosave=False)


#: Both throw a 2 to Fuel, then an 8 to Shelter: they pay the same taxes and are never apart.
SAME_TAXES = [(1, 1), (3, 5)]


def test_the_end_screen_has_one_point_a_round_for_every_line(app):
    session = played_to_the_end(app, seed=11)
    scene = EndScene(app, session)
    rounds = result_of(app.engine, session.state).rounds
    assert rounds > 5
    assert scene.series["round"] == list(range(1, rounds + 1))
    for line in scene.inequality_lines() + scene.wealth_lines():
        assert len(line.values) == rounds, line.label


def test_the_gini_and_land_share_lines_are_the_ones_the_report_records_for_the_same_game(app):
    session = played_to_the_end(app, seed=11)
    recorder = RoundRecorder(app.engine)
    state, result = play_game(app.engine, KINDS, 11, jail="classic", on_step=recorder.on_step)
    assert state.history == session.state.history, "the window and the simulator play the same game from one seed"
    reported = by_column(recorder.finish(state, result)["rows"], len(KINDS))
    gini, land = EndScene(app, session).inequality_lines()
    assert "Gini" in gini.label and list(gini.values) == reported["gini_wealth"]
    assert "land" in land.label and list(land.values) == reported["top_land_share"]
    assert max(gini.values) > 0, "a game of heuristic players is not perfectly equal"


def test_a_game_in_which_nobody_is_ever_richer_has_a_gini_of_zero_every_round(app):
    session = two_players_throwing(app, SAME_TAXES, SAME_TAXES)
    wealth = EndScene(app, session).wealth_lines()
    assert wealth[0].values == wealth[1].values, "the hand-made game is equal"
    scene = EndScene(app, session)
    gini, land = scene.inequality_lines()
    assert scene.series["round"] == [1, 2]
    assert list(gini.values) == [0.0, 0.0]
    lots = {space.id for space in app.engine.rules.spaces_of_kind("lot")}
    deeds = [sum(1 for card, seat in session.state.owner.items() if seat == s and card in lots) for s in (0, 1)]
    assert list(land.values) == [round(top_share(deeds, len(lots)), 4)] * 2 and land.values[0] > 0


def test_the_same_game_with_one_player_ahead_has_a_gini_above_zero(app):
    session = two_players_throwing(app, SAME_TAXES, [(1, 1), (1, 2)])     # Ben stops short of Shelter's tax
    gini, _ = EndScene(app, session).inequality_lines()
    assert gini.values[0] == 0.0 and gini.values[1] > 0


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_land_share_line_is_drawn_in_the_window(app, size):
    scene = EndScene(app, played_to_the_end(app, seed=11))
    surface = pygame.Surface(size)
    scene.draw(surface)
    w, h = size
    right_half = [surface.get_at((x, y))[:3] for x in range(w // 2, w, 2) for y in range(h // 3, h, 2)]
    assert right_half.count(LAND_COLOUR) > 20
