"""Dungeonopoly scenario helpers: a game with the house rule on, put into a position and played
by scripted choices (dice as tuples, d20s as whole numbers), read back as sentences.

A position is set directly, as the engine's rule tests do: a checker put on a space, a card
handed over, houses stood on a lot, cash adjusted only against Miscellaneous (so no money is made
or lost), a character's EP set so she has the level the scenario needs. After each test every
game it made is checked: all its money is still there and nobody's cash is below zero.
"""
from __future__ import annotations

import random
from typing import Any

import pytest

from landlord.ai.heuristic import HeuristicAgent
from landlord.engine import MISC, Engine, load_default_rules, seat_account
from landlord.engine.context import Ctx
from landlord.engine.landing import send_to_jail
from landlord.engine.ledger import total_money
from landlord.engine.position import position_of
from landlord.plugin_host import installed_jail_games
from landlord_plugins.dungeonopoly import Dungeonopoly
from landlord_plugins.dungeonopoly.progress import ep_for_level, level_for

NAMES = ("Ann", "Ben", "Cal", "Dot")
MINE = "house:dungeonopoly:"


@pytest.fixture(scope="session")
def dungeon_engine() -> Engine:
    return Engine(load_default_rules(), installed_jail_games().games, house_rules={"dungeonopoly": Dungeonopoly()})


class Dungeon:
    """A Dungeonopoly game at Ann's first turn (beginners' hands: Ann holds Beggarman's Court, The
    Bowery, Wall Street and two railroads; Ben holds Boomtown, Fairhope Avenue, Grand Boulevard, a
    railroad and a franchise; each has $75), with helpers to set the position and play it."""

    def __init__(self, engine: Engine, state: Any) -> None:
        self.engine, self.state = engine, state
        self.events: list = []
        self.money = total_money(state)

    # -- playing ----------------------------------------------------------------------------------
    def play(self, *choices: Any) -> Dungeon:
        for choice in choices:
            self.engine.pending(self.state)       # asked afresh, as a player would: the position may be new
            self.events += self.engine.apply(self.state, choice)
        return self

    def to_turn_of(self, seat: int) -> Dungeon:
        """The others let their turns run out (no ability, no bid, no purchase) until ``seat``'s begins."""
        while not (self.pending.kind == "turn" and self.pending.actor == seat):
            options = self.pending.options
            self.play(next((o for o in ("house:pass", "pass", "roll") if o in options), options[0]))
        return self

    def use(self, option: str) -> Dungeon:
        """Choose one of Dungeonopoly's options (``attack-1``) in the decision in hand."""
        return self.play(MINE + option)

    @property
    def pending(self):
        return self.engine.pending(self.state)

    def offered(self) -> list[str]:
        """Dungeonopoly's options in the decision in hand, without the prefix."""
        return [c[len(MINE):] for c in self.pending.options if isinstance(c, str) and c.startswith(MINE)]

    def words(self, option: str) -> str:
        return self.pending.context["labels"][MINE + option]

    def lines(self) -> list[str]:
        """What Dungeonopoly said in the log."""
        return [e.text for e in self.events if e.name == "house_log"]

    def log(self) -> str:
        return "\n".join(e.text for e in self.events)

    # -- computer players -------------------------------------------------------------------------
    def advice(self) -> Any:
        """The house rule's advice for the decision in hand (what its ``suggest`` says)."""
        return self.engine.house_suggestion(self.state, self.pending)

    def heuristic(self) -> Any:
        """What the heuristic computer player chooses in the decision in hand."""
        return HeuristicAgent(random.Random(0)).choose(self.engine, self.state, self.pending)

    # -- reading --------------------------------------------------------------------------------
    @property
    def slot(self) -> dict[str, Any]:
        return self.state.plugin_data["house:dungeonopoly"]

    def sheet(self, seat: int) -> dict[str, Any]:
        return self.slot["players"][seat]

    def ep(self, seat: int) -> int:
        return self.sheet(seat)["ep"]

    def cash(self, seat: int) -> int:
        return self.state.cash(seat)

    @property
    def pot(self) -> int:
        return self.state.accounts["pot:dungeonopoly"]

    def at(self, seat: int) -> str:
        return self.engine.rules.spaces[self.state.players[seat].position].id

    def houses(self, lot: str) -> int:
        return self.state.houses.get(lot, 0)

    def disabled(self) -> dict[str, str]:
        return self.state.plugin_data["house"]["disabled"]

    # -- setting a position ----------------------------------------------------------------------------
    def character(self, seat: int, **record: Any) -> Dungeon:
        """Start the game afresh from its position, her character as ``record`` says, as a lesson's
        position file gives it (``[players.house.dungeonopoly]``: level or ep, used, enchantments,
        hidden, class_data); her class stays unless ``record`` names one."""
        position = position_of(self.engine, self.state)
        position["players"][seat]["house"]["dungeonopoly"] = {"class": self.sheet(seat)["class"], **record}
        self.state = self.engine.start_from(position)
        return self

    def level(self, seat: int, level: int) -> Dungeon:
        """Give her the least EP of that level."""
        self.sheet(seat)["ep"] = ep_for_level(level, self.slot["settings"]["ep_per_level"])
        self.sheet(seat)["level"] = level
        return self

    def ep_to(self, seat: int, ep: int) -> Dungeon:
        self.sheet(seat)["ep"] = ep
        self.sheet(seat)["level"] = level_for(ep, self.slot["settings"]["ep_per_level"])
        return self

    def put(self, seat: int, space: str) -> Dungeon:
        self.state.players[seat].position = self.engine.rules.index_of(space)
        return self

    def give(self, card: str, seat: int | None) -> Dungeon:
        if seat is None:
            self.state.owner.pop(card, None)
        else:
            self.state.owner[card] = seat
        return self

    def build(self, lot: str, n: int) -> Dungeon:
        self.state.houses[lot] = n
        self.state.house_owner[lot] = self.state.owner[lot]
        return self

    def set_cash(self, seat: int, amount: int) -> Dungeon:
        account = seat_account(seat)
        diff = amount - self.state.accounts[account]
        self.state.accounts[account] += diff
        self.state.accounts[MISC] -= diff
        return self

    def jail(self, seat: int) -> Dungeon:
        """Send another player to Jail as the rules do (the jail game takes him in)."""
        assert seat != self.state.turn, "jailing the player whose turn it is ends the turn; play it instead"
        send_to_jail(Ctx(self.engine, self.state), seat, "a scenario")
        return self

    def enchant(self, seat: int, enchantment: str, by: int = -1) -> Dungeon:
        self.sheet(seat)["enchantments"].append({"id": enchantment, "by": by, "mental": False})
        return self

    def notes(self, seat: int, n: int) -> Dungeon:
        """He owes ``n`` notes (the money borrowed is already spent)."""
        self.state.players[seat].notes = n
        return self


@pytest.fixture
def dungeon(dungeon_engine):
    """``dungeon(classes=[...], players=2, **settings)``: a Dungeonopoly game at Ann's first turn,
    under the classic 1906 jail; ``options`` go to ``new_game``."""
    made: list[Dungeon] = []

    def make(classes=("fighter", "fighter"), players: int | None = None, options=None, **settings) -> Dungeon:
        players = players or len(classes)
        state = dungeon_engine.new_game(list(NAMES[:players]), seed=0, start="beginners", jail="classic",
                                        house_rules=["dungeonopoly"],
                                        house_settings={"dungeonopoly": {"classes": list(classes), **settings}},
                                        **(options or {}))
        game = Dungeon(dungeon_engine, state).play(0)        # Ann goes first
        made.append(game)
        return game

    yield make
    for game in made:
        assert total_money(game.state) == game.money, "money was created or destroyed"
        assert all(game.cash(s) >= 0 for s in range(len(game.state.players))), "a player's cash is negative"
        assert not game.disabled(), f"Dungeonopoly was switched off: {game.disabled()}"


@pytest.fixture
def heuristic_game(dungeon_engine):
    """``heuristic_game(classes, seed, **settings)``: see :func:`play_heuristic_game`."""
    return lambda classes, seed, **settings: play_heuristic_game(dungeon_engine, classes, seed, **settings)


def play_heuristic_game(engine: Engine, classes: list[str], seed: int, **settings: Any) -> tuple[Any, set[str]]:
    """A whole game of heuristic computer players of those classes; the state at its end, and the
    abilities they used (the ids of the options they chose, and ``answer:<answer>`` for each answer
    to a question of the rule's)."""
    from landlord.ai import make_agent
    state = engine.new_game(NAMES[:len(classes)], seed=seed, start="beginners", jail="classic",
                            house_rules=["dungeonopoly"],
                            house_settings={"dungeonopoly": {"classes": list(classes), **settings}})
    agents = [make_agent("heuristic", random.Random(i)) for i in range(len(classes))]
    used: set[str] = set()
    while (d := engine.pending(state)) is not None:
        choice = engine.sample_chance(state, d) if d.is_chance else agents[d.actor].choose(engine, state, d)
        if isinstance(choice, str) and choice.startswith(MINE):
            used.add(choice[len(MINE):].partition("-")[0])
        elif d.kind.startswith("house.dungeonopoly.") and isinstance(choice, str):
            used.add(f"answer:{choice}")          # a question of the rule's answered (a Counter, a Fortress)
        engine.apply(state, choice)
    return state, used
