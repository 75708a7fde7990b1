"""The Team rules (Dungeonopoly by Curtis & Kelsey Rueden, Advanced and alternative rules):
"Multiple players work together to bankrupt the other teams"; "Team members share one pool of
cash on hand, and one collection of properties" (reading D-126). The host pools the purses and
holdings (tests/engine/test_team_play.py); here, what the rule itself does with teams: a teammate
is no opponent, and a team's property is each member's own.

Four beginners' hands: Ann and Cal (team 1) against Ben and Dot (team 2), all on Mother Earth.
"""
from __future__ import annotations

import pytest

from landlord.engine.context import Ctx
from landlord.engine.errors import SetupError
from landlord.engine.house_view import slot_copy, table_view
from landlord_plugins.dungeonopoly import Dungeonopoly, deeds, demiplanes
from landlord_plugins.dungeonopoly.play import Play
from landlord_plugins.dungeonopoly.settings import settled

ANN, BEN, CAL, DOT = range(4)


def teams(dungeon, classes=("fighter", "wizard", "cleric", "rogue"), **settings):
    return dungeon(classes=list(classes), teams="1,2", **settings)


def play_for(game, seat: int) -> Play:
    """The rule's own view of the game, for ``seat``."""
    return Play(table_view(Ctx(game.engine, game.state), seat, "dungeonopoly"), slot_copy(game.state, "dungeonopoly"))


def test_the_team_column_is_a_seat_choice_the_host_reads_as_teams():
    rule = Dungeonopoly()
    column = next(choice for choice in rule.more_seat_choices if choice["key"] == "teams")
    assert rule.team_choice == "teams" and column["default"] == "none"
    assert column["options"]["1"] == "Team 1"


def test_teams_given_as_text_are_taken_in_turn_round_the_seats():
    assert settled({"teams": "1,2"}, 4)["teams"] == ["1", "2", "1", "2"]
    assert "teams" not in settled({"teams": "none"}, 4)


def test_a_team_list_of_the_wrong_length_is_refused_in_one_line():
    with pytest.raises(ValueError, match=r"^teams: a list with a team \(or none\) for each of the 4 seats"):
        settled({"teams": ["1", "2"]}, 4)


def test_one_team_of_every_seat_is_refused_before_the_game_begins(dungeon):
    with pytest.raises(SetupError, match="dungeonopoly.teams: every seat is on one team"):
        dungeon(classes=["fighter", "wizard"], teams="1")


def test_teammates_share_one_purse(dungeon):
    game = teams(dungeon)
    assert game.cash(ANN) == game.cash(CAL) == 150
    assert game.state.teams == [ANN, BEN, ANN, BEN]


def test_a_fighter_attacks_only_the_other_teams_players_on_her_square(dungeon):
    game = teams(dungeon).level(ANN, 3)                    # all four on Mother Earth
    assert game.offered() == ["attack-1", "attack-3", "run"]  # Ben and Dot, never Cal
    game.use("attack-1")
    assert game.cash(BEN) == game.cash(DOT) == 150 - 30 and game.cash(CAL) == 150


def test_her_teams_cards_are_her_property_and_only_the_other_teams_are_an_opponents(dungeon):
    game = teams(dungeon)
    play = play_for(game, DOT)                              # Dot, of Ben's team
    assert deeds.mine(play, "boomtown", DOT) and deeds.mine(play, "fairhope-avenue", DOT)   # Ben's
    assert deeds.theirs(play, "lonely-lane", DOT)           # Cal's
    assert not deeds.theirs(play, "the-farm", DOT) and not deeds.mine(play, "the-farm", DOT)  # the pack's
    assert play.opponents(DOT) == [ANN, CAL]


def test_the_players_panel_says_whom_she_shares_her_purse_with(dungeon):
    game = teams(dungeon)
    table = table_view(Ctx(game.engine, game.state), ANN, "dungeonopoly")
    assert "Team with Cal: one purse, one holding" in Dungeonopoly().describe(table, game.slot, ANN)


def test_a_demiplane_for_her_opponents_is_there_for_the_other_team_only(dungeon):
    # "Chance demiplanes exist only for opponents" (Psion, level 7): her teammate is no opponent
    play = play_for(teams(dungeon), ANN)
    for_foes, her_own = {"by": ANN, "side": demiplanes.FOES}, {"by": ANN, "side": demiplanes.OWN}
    assert [demiplanes.exists_for(play, for_foes, seat) for seat in range(4)] == [False, True, False, True]
    assert [demiplanes.exists_for(play, her_own, seat) for seat in range(4)] == [True, False, False, False]
