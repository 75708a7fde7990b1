"""Computer players and the Fighter: the house rule's advice (its ``suggest``), as the heuristic
agent takes it. Strike when someone is there to strike, intimidate whenever rent is owed, run
when nothing better offers, step where a step pays, and otherwise let things stand."""
from __future__ import annotations

MINE = "house:dungeonopoly:"


def fighter_and_wizard(dungeon, level: int):
    return dungeon(classes=["fighter", "wizard"]).level(0, level)


def test_a_computer_fighter_attacks_an_opponent_on_her_square(dungeon):
    game = fighter_and_wizard(dungeon, level=2)
    assert game.advice() == MINE + "attack-1" and game.heuristic() == MINE + "attack-1"


def test_then_she_runs_if_she_has_not_struck(dungeon):
    game = fighter_and_wizard(dungeon, level=2).put(1, "wall-street")
    assert game.advice() == MINE + "run"


def test_she_shoots_an_opponent_in_sight(dungeon):
    game = fighter_and_wizard(dungeon, level=3).put(0, "wayback").put(1, "the-farm")
    assert game.advice() == MINE + "far_shot-1"


def test_she_always_tries_to_intimidate_a_landlord(dungeon):
    game = fighter_and_wizard(dungeon, level=4).put(0, "speculation").play("roll", (1, 2))
    assert game.advice() == MINE + "intimidate"


def test_she_fortifies_her_own_lot(dungeon):
    game = fighter_and_wizard(dungeon, level=7).put(0, "boomtown").put(1, "wall-street").play("roll", (1, 2))
    assert game.advice() == MINE + "fortify"


def test_with_nothing_to_use_she_leaves_the_turn_to_the_agent(dungeon):
    game = fighter_and_wizard(dungeon, level=1).put(1, "wall-street")
    assert game.advice() is None and game.heuristic() in game.pending.options


def test_she_keeps_intimidate_rather_than_run_towards_improved_rents(dungeon):
    game = fighter_and_wizard(dungeon, level=4).put(0, "wayback").put(1, "wall-street")
    game.build("boomtown", 2)
    assert game.advice() is None                            # the turn's business is the agent's own


def test_abundant_step_goes_where_it_pays(dungeon):
    game = fighter_and_wizard(dungeon, level=10).put(0, "goat-alley").put(1, "wall-street")
    assert game.advice() == MINE + "abundant_step"          # Beggarman's Court is two steps away
    game.use("abundant_step")
    assert game.advice() == 2


def test_heuristic_fighters_play_whole_games_with_their_abilities(heuristic_game):
    state, used = heuristic_game(["fighter"] * 4, 3, ep_per_level=3)
    assert {"attack", "run", "far_shot"} <= used
    assert "dungeonopoly" not in state.plugin_data["house"]["disabled"]
