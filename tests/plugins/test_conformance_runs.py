"""``landlord.testing.check_jail_game``, the conformance run plugin authors call, passes for every
jail game that ships (and the example), and fails, naming the reason, for a game that breaks the
contract."""
from __future__ import annotations

import importlib
import importlib.util
from pathlib import Path

import pytest

from landlord.engine.classic_jail import ClassicJail
from landlord.plugin import HouseStep
from landlord.testing import check_house_rule, check_jail_game
from landlord_plugins.oubliette import OublietteJail
from landlord_plugins.oubliette_solitaire.jail import SolitaireJail

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "landlord-jail-coin" / "landlord_jail_coin.py"


def _coin_jail():
    spec = importlib.util.spec_from_file_location("landlord_jail_coin_example", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.CoinJail()


@pytest.mark.parametrize("make", [ClassicJail, OublietteJail, SolitaireJail, _coin_jail],
                         ids=["classic", "oubliette", "solitaire", "coin"])
def test_every_jail_game_that_ships_passes_the_conformance_run(make):
    assert check_jail_game(make(), games=6) > 10, "prisoners spent too few turns in Jail to test anything"


def test_a_jail_game_that_breaks_the_contract_fails_the_run_with_the_hosts_reason():
    class PaysItselfAFortune(ClassicJail):
        id = "greedy"

        def apply(self, ctx, slot, choice):
            step = super().apply(ctx, slot, choice)
            return type(step)(step.slot, step.outcome, ({"receive": 10 ** 9},), step.dice, step.log)

    with pytest.raises(AssertionError, match="the host replaced the jail game: .*is not allowed"):
        check_jail_game(PaysItselfAFortune(), games=3)


def test_a_jail_game_that_keeps_a_prisoner_past_its_longest_stay_fails_the_run():
    class NeverLetsGo(ClassicJail):
        id, longest_stay = "forever", 2

        def apply(self, ctx, slot, choice):
            step = super().apply(ctx, slot, choice)
            if step.outcome.startswith("release"):                  # keep him: he stays, his turn ends
                new = dict(step.slot)
                new[str(ctx.seat)] = {"missed": 0, "throwing": False}
                return type(step)(new, "wait")
            return step

    with pytest.raises(AssertionError, match="longest stay|replaced the jail game: kept .* more than 2 turns"):
        check_jail_game(NeverLetsGo(), games=4)


# -- house rules: landlord.testing.check_house_rule ---------------------------------------------------
def _jackpot_example():
    import sys
    folder = Path(__file__).resolve().parents[2] / "examples" / "landlord-house-jackpot"
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
    return importlib.import_module("landlord_house_jackpot")


def _dungeonopoly():
    from landlord_plugins.dungeonopoly import Dungeonopoly
    return Dungeonopoly()


@pytest.mark.parametrize("make", [lambda: _jackpot_example().Jackpot(), lambda: _jackpot_example().Haggle(),
                                  _dungeonopoly], ids=["jackpot", "haggle", "dungeonopoly"])
def test_every_house_rule_that_ships_passes_the_conformance_run(make):
    assert check_house_rule(make(), games=4) > 0, "the rule never did anything to test"


def test_a_house_rule_that_breaks_the_contract_fails_the_run_with_the_hosts_reason():
    class Greedy(_jackpot_example().Jackpot):
        id = "greedy"

        def react(self, table, slot, trigger, info):
            if trigger != "thrown":
                return None
            return HouseStep(slot, effects=({"pay": 4_999, "from": "misc", "to": info["seat"]},))

    with pytest.raises(AssertionError, match="the host switched the house rule off: .*in one round"):
        check_house_rule(Greedy(), games=2)
