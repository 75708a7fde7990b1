"""Sent to Jail while already there: the stay goes on as it was, for every jail game.

Rule 8 sends the Broker to Jail when a speculator throws a skin game: "the Broker or holder of
Speculation card ... goes to JAIL", even when he is there already. Before, the jail game took
him in afresh: the classic jail restarted its count of turns, and Open Oubliette replaced his
explorer, losing the gold he had banked and keeping him five turns instead of "only three
Turns". The host now keeps the stay he is serving (I-36).
"""
from __future__ import annotations

import random

import pytest

from landlord.ai import make_agent
from landlord.engine import CHANCE


def ann_the_jailed_broker(new_game, jail: str):
    """Ann trespasses on her first throw and holds the Broker's License (handed over directly);
    then Ben has a quiet turn and Ann serves her first turn in Jail, played by a computer."""
    game = new_game(players=2, jail=jail).play("roll", (1, 3))
    game.give("speculation", 0).put(1, "mother-earth").play("roll", (5, 6))
    ann = make_agent("heuristic", random.Random(1))
    while not (game.pending.actor == 1 and game.pending.kind == "turn"):
        if game.pending.actor == CHANCE:
            # Every throw a 3 (no double: she stays in); the jail game's card draws as they come.
            options = game.pending.options
            game.play((1, 2) if (1, 2) in options else game.engine.sample_chance(game.state, game.pending))
        else:
            game.play(ann.choose(game.engine, game.state, game.pending))
    assert game.state.players[0].in_jail and game.state.players[0].jail_turns == 1
    return game


def ben_runs_into_a_skin_game(game):
    game.put(1, "mother-earth")             # set up directly: Ben starts from Mother Earth
    game.play("roll", (3, 5))
    if game.pending.kind == "move":         # Speculation may be refused: Ben goes
        game.play("forward")
    game.play((1, 2))                       # 3: a skin game; the Broker is sent to Jail


def test_in_the_classic_jail_a_second_sentence_does_not_restart_the_count_of_turns(new_game):
    """Rule 6: "He cannot, however, miss more than three turns"; a second sentence does not
    give him three more."""
    game = ann_the_jailed_broker(new_game, "classic")
    ben_runs_into_a_skin_game(game)
    assert {"skin_game", "jailed_again"} <= set(game.names())
    assert game.state.players[0].jail_turns == 2, "her next turn in Jail is her second"
    assert "speculation" not in game.state.owner      # the License still goes back to the pack


def test_in_open_oubliette_a_second_sentence_keeps_his_explorer_and_his_banked_gold(new_game):
    game = ann_the_jailed_broker(new_game, "oubliette")
    dungeon = game.state.plugin_data["jail"]
    crown = dungeon["decks"]["treasure"].pop()       # set up directly: Ann has banked a treasure
    dungeon["explorers"]["0"]["banked"].append(crown)
    ben_runs_into_a_skin_game(game)
    assert "jailed_again" in game.names()
    explorer = game.state.plugin_data["jail"]["explorers"]["0"]
    assert explorer["banked"] == [crown], "the jail game took her in afresh"
    assert game.state.players[0].jail_turns == 2
