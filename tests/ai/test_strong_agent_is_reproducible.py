"""The strong agent keeps nothing the game does not record and reads no clock: the same game gives
the same choices on any machine, whether or not it was saved and loaded on the way."""
from __future__ import annotations

import ast
import random
from pathlib import Path

import landlord.ai
from landlord.ai import StrongAgent
from landlord.driver import DecisionRandom, GameDriver
from landlord.engine import CHANCE
from landlord.engine.proposals import is_proposal


class FreshEyes(GameDriver):
    """Plays with long-lived agents and checks each strong choice against a brand-new agent."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.compared = 0

    def choice_for(self, decision):
        choice = super().choice_for(decision)
        if is_proposal(choice):                # put out of turn by another seat
            seat = choice[1]
            fresh = StrongAgent(DecisionRandom())
            fresh.rng.for_decision(self.state.seed, seat, len(self.state.history))
            own = tuple(p for p in self.engine.proposals(self.state) if p[1] == seat)
            assert fresh.propose(self.engine, self.state, own) == choice, \
                f"a fresh strong agent proposes otherwise at choice {len(self.state.history)}"
            self.compared += 1
        elif decision.actor != CHANCE and self.kinds[decision.actor] == "strong":
            fresh = StrongAgent(DecisionRandom())
            fresh.rng.for_decision(self.state.seed, decision.actor, len(self.state.history))
            assert fresh.choose(self.engine, self.state, decision) == choice, \
                f"a fresh strong agent chooses otherwise at choice {len(self.state.history)} ({decision.kind})"
            self.compared += 1
        return choice


def test_a_fresh_strong_agent_chooses_as_the_one_that_played_the_game_so_far(engine):
    compared = 0
    for seed, jail in ((3, "classic"), (4, "oubliette"), (5, "classic")):
        state = engine.new_game(["S1", "S2", "S3", "H4"], seed=seed, jail=jail)
        driver = FreshEyes(engine, state, ["strong", "strong", "strong", "heuristic"])
        driver.run(keep_events=False)
        compared += driver.compared
    assert compared > 500


def test_the_computer_players_read_no_clock():
    folder = Path(landlord.ai.__file__).parent
    for path in folder.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, (ast.Import, ast.ImportFrom)) else []
            module = node.module if isinstance(node, ast.ImportFrom) else ""
            assert "time" not in names and module != "time" and "datetime" not in names + [module], \
                f"ai/{path.name} imports a clock"


def test_the_game_records_every_offer_and_its_answer(engine):
    from landlord.driver import GameDriver as Driver
    state = engine.new_game(["A", "B", "C"], seed=9)
    Driver(engine, state, ["strong", "heuristic", "strong"]).run(keep_events=False)
    assert state.trade_offers, "no trade was offered in a whole game of strong players"
    for offer in state.trade_offers:
        assert set(offer) == {"turn", "seat", "card", "seller", "buyer", "price", "accepted"}
        assert offer["seat"] in (offer["seller"], offer["buyer"]) and offer["seller"] != offer["buyer"]
    accepted = [o for o in state.trade_offers if o["accepted"]]
    assert len(accepted) < len(state.trade_offers)


def test_the_game_records_every_single_tax_vote(new_game):
    game = new_game(players=3)
    game.play("propose_single_tax", "yes", "no", "no")
    assert game.state.single_tax_votes == [{"turn": 0, "proposer": 0, "adopted": False}]
