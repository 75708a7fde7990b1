"""Oubliette Solitaire as the Jail (docs/solitaire.md): the solitaire in place of throwing for
doubles, a third of the deck on each of the first two turns and the rest on the third, out at once
on escaping, the 1906 term after losing, never more than three turns."""
from __future__ import annotations

import random

import pytest

from landlord import CHANCE, JailContext, JailGame
from landlord.testing import check_jail_game
from landlord_plugins.oubliette_solitaire import cards, layout
from landlord_plugins.oubliette_solitaire.jail import SolitaireJail

from solitaire_table import Table, shuffled

FINE = 50
QUIET = [["3S"], ["5C"], ["7S"], ["9C"]]


def context(turn: int = 1, cash: int = 500, settings: dict | None = None) -> JailContext:
    return JailContext(seat=0, turn_number=turn, prisoners=(0,), names=("Ann", "Ben"), cash=(cash, 500),
                       property_value=(0, 0), jail_fine=FINE, wages=100, settings=settings or {})


@pytest.fixture
def jail():
    return SolitaireJail()


def seated(jail, game=None, settings=None):
    """Ann jailed, her first turn begun with "play" and the deck dealt (CHANCE drawing 7 each
    time); ``game``, if given, replaces the dealt game (set up directly: a scripted deck)."""
    ctx = context(settings=settings)
    slot = jail.on_jailed(context(turn=0), {})
    slot = jail.apply(ctx, slot, "play").slot
    slot = shuffled(jail, ctx, slot)
    if game is not None:
        slot["0"]["game"] = game
    return slot


def near_escape():
    """A scripted game one card from escape: the Path 10 to 3, and the 2 of Diamonds on top of the deck."""
    return Table(QUIET, "4C", ["2D", "KH"]).give_path("10S", "9S", "8S", "7H", "6S", "5S", "4H", "3H").state


def about_to_lose():
    """A scripted game lost on the next card: the Path's first room, and a Trap that cannot be paid."""
    return Table(QUIET, "4H", ["3D"]).give_path("10S").state


# -- the contract ------------------------------------------------------------------------------------------------
def test_the_solitaire_jail_is_a_jail_game_that_keeps_a_prisoner_at_most_three_turns(jail):
    assert isinstance(jail, JailGame)
    assert (jail.id, jail.longest_stay, jail.business_while_jailed) == ("solitaire", 3, True)


def test_the_solitaire_jail_passes_the_hosts_conformance_run(jail):
    assert check_jail_game(jail, games=8) > 10


def test_a_jailed_player_gets_an_entry_of_plain_data_and_other_prisoners_keep_theirs(jail):
    slot = jail.on_jailed(context(turn=0), {"1": {"turn": 2, "phase": "term", "throwing": False}})
    assert slot["0"] == {"turn": 0, "phase": "new", "throwing": False} and "1" in slot


# -- a turn in the Oubliette ------------------------------------------------------------------------------------------
def test_each_turn_begins_with_playing_or_paying_the_fine(jail):
    slot = jail.on_jailed(context(turn=0), {})
    d = jail.pending(context(), slot)
    assert (d.actor, d.kind, d.options) == (0, "jail.solitaire.watch", ("play", "pay"))
    assert jail.pending(context(cash=FINE - 1), slot).options == ("play",)


def test_paying_the_fine_frees_him_to_throw_at_once(jail):
    slot = jail.on_jailed(context(turn=0), {})
    step = jail.apply(context(), slot, "pay")
    assert (step.outcome, step.effects, step.slot) == ("release_roll", ({"pay": FINE, "to": "treasury"},), {})


def test_the_deck_is_shuffled_card_by_card_by_chance_each_card_left_as_likely_as_any_other(jail):
    slot = jail.apply(context(), jail.on_jailed(context(turn=0), {}), "play").slot
    sizes = []
    while slot["0"]["phase"] == "new":
        d = jail.pending(context(), slot)
        assert d.actor == CHANCE and d.kind == "jail.solitaire.shuffle" and d.context["quick"] is True
        assert sum(d.probs) == pytest.approx(1) and len(set(d.probs)) == 1
        sizes.append(len(d.options))
        slot = jail.apply(context(), slot, 0).slot
    assert sizes == list(range(54, 1, -1))                # every order of the 54 cards may be drawn
    game = slot["0"]["game"]
    assert layout.every_card(game) == layout.every_card(layout.deal(cards.full_deck(2)))
    assert game["piles"][0] == cards.full_deck(2)[:5]    # CHANCE drew the first card left every time


def test_the_same_draws_deal_the_same_game_and_other_draws_another(jail):
    def dealt(draws):
        slot = jail.apply(context(), jail.on_jailed(context(turn=0), {}), "play").slot
        return shuffled(jail, context(), slot, draws)["0"]["game"]
    rng = random.Random(4)
    draws = [rng.randrange(10**6) for _ in range(60)]
    assert dealt(draws) == dealt(draws)
    assert dealt(draws)["piles"] != dealt(draws[1:] + draws[:1])["piles"]


def test_the_turn_setting_chooses_the_texts_turn_or_the_generous_one(jail):
    assert seated(jail, settings={"turn": "text"})["0"]["game"]["turn"] == "text"
    assert seated(jail, settings={"turn": "generous"})["0"]["game"]["turn"] == "generous"


def test_a_turn_turns_over_a_third_of_the_deck_and_then_he_may_only_rest(jail):
    ctx = context()
    rested = 0
    for deal in range(12):
        slot = shuffled(jail, ctx, jail.apply(ctx, jail.on_jailed(context(turn=0), {}), "play").slot,
                        random.Random(deal).choices(range(54), k=60))
        assert slot["0"]["per_turn"] == 11                # 33 cards after the deal, over three turns
        while True:
            d = jail.pending(ctx, slot)
            game = slot["0"]["game"]
            if game["step"]["k"] == "turn":
                if game["turned"] < 11:
                    assert "draw" in d.options and "rest" not in d.options
                else:
                    assert d.options[0] == "rest" and "draw" not in d.options
            step = jail.apply(ctx, slot, jail.suggest(ctx, slot, d))
            slot = step.slot
            if step.outcome != "continue":
                break
        if step.outcome == "wait" and slot["0"]["phase"] == "play":
            assert slot["0"]["game"]["turned"] == 11
            rested += 1
    assert rested >= 3                                   # most deals last beyond the first watch


def test_completing_the_path_frees_him_to_throw_with_no_fine(jail):
    slot = seated(jail, near_escape())
    step = jail.apply(context(), slot, "draw")
    assert step.outcome == "continue"
    step = jail.apply(context(), step.slot, "path")
    assert (step.outcome, step.effects, step.slot) == ("release_roll", (), {})
    assert any("escapes the Oubliette" in line for line in step.log)


def test_a_rules_file_may_set_a_reward_for_escaping(jail):
    settings = {"reward": 25}
    slot = seated(jail, near_escape(), settings)
    slot = jail.apply(context(settings=settings), slot, "draw").slot
    step = jail.apply(context(settings=settings), slot, "path")
    assert step.effects == ({"receive": 25},)


def test_losing_the_solitaire_ends_his_turn_and_leaves_him_to_the_1906_term(jail):
    slot = seated(jail, about_to_lose())
    step = jail.apply(context(), slot, "draw")
    assert step.outcome == "wait" and step.slot["0"]["phase"] == "term" and "game" not in step.slot["0"]
    d = jail.pending(context(turn=2), step.slot)
    assert (d.kind, d.options) == ("jail.solitaire.term", ("throw", "pay"))


def test_in_the_term_a_double_frees_him_to_move_by_it(jail):
    slot = jail.apply(context(), seated(jail, about_to_lose()), "draw").slot
    slot = jail.apply(context(turn=2), slot, "throw").slot
    d = jail.pending(context(turn=2), slot)
    assert d.actor == CHANCE and len(d.options) == 36
    step = jail.apply(context(turn=2), slot, (3, 3))
    assert (step.outcome, step.dice, step.effects) == ("release_move", (3, 3), ())


def test_in_the_term_another_throw_keeps_him_in_until_the_third_turn_when_he_pays_and_comes_out(jail):
    slot = jail.apply(context(), seated(jail, about_to_lose()), "draw").slot
    slot = jail.apply(context(turn=2), slot, "throw").slot
    step = jail.apply(context(turn=2), slot, (1, 2))
    assert step.outcome == "wait"
    slot = jail.apply(context(turn=3), step.slot, "throw").slot
    step = jail.apply(context(turn=3), slot, (1, 2))
    assert (step.outcome, step.effects, step.slot) == ("release_end", ({"pay": FINE, "to": "treasury"},), {})


def test_losing_on_the_third_turn_brings_the_fine_at_once(jail):
    slot = seated(jail, about_to_lose())
    slot["0"]["turn"] = 3                                 # set up directly: it is his third turn
    step = jail.apply(context(turn=3), slot, "draw")
    assert (step.outcome, step.effects) == ("release_end", ({"pay": FINE, "to": "treasury"},))


def test_the_third_turn_plays_the_solitaire_to_its_end_however_many_cards_it_takes(jail):
    slot = seated(jail, near_escape())
    slot["0"]["turn"], slot["0"]["watch_from"] = 3, -40  # set up directly: far more cards than a watch turned
    d = jail.pending(context(turn=3), slot)
    assert "draw" in d.options and "rest" not in d.options and d.context["last_turn"] is True
    step = jail.apply(context(turn=3), slot, "draw")
    step = jail.apply(context(turn=3), step.slot, "path")
    assert (step.outcome, step.effects, step.slot) == ("release_roll", (), {})


@pytest.mark.parametrize("settings", [{"jokers": "three"}, {"jokers": True}, {"cards_per_turn": -5},
                                      {"cards_per_turn": "many"}, {"reward": 10**9}, {"reward": 2.5},
                                      {"turn": "lavish"}, {"turn": ["text"]}])
def test_settings_that_make_no_sense_are_replaced_by_the_defaults(jail, settings):
    ctx = context(settings=settings)
    assert jail.jokers(ctx) == 2 and jail.cards_per_turn(ctx, 33) == 11 and jail.reward(ctx) == 0
    assert jail.turn_rule(ctx) == jail.turn_rule(context())


def test_a_rules_file_may_play_with_three_jokers(jail):
    slot = seated(jail, settings={"jokers": 3})
    assert slot["0"]["game"]["jokers"] == 3 and slot["0"]["per_turn"] == 12


# -- advice for computer prisoners ----------------------------------------------------------------------------------
def test_the_advice_is_always_one_of_the_options_and_leaves_the_slot_alone(jail):
    rng = random.Random(3)
    for game in range(20):
        ctx = context()
        slot = jail.on_jailed(context(turn=0), {})
        for turn in (1, 2, 3):
            ctx = context(turn=turn)
            while True:
                d = jail.pending(ctx, slot)
                if d.actor == CHANCE:
                    choice = rng.choices(d.options, d.probs)[0]
                else:
                    before = repr(slot)
                    choice = jail.suggest(ctx, slot, d)
                    assert choice in d.options and repr(slot) == before
                step = jail.apply(ctx, slot, choice)
                slot = step.slot
                if step.outcome != "continue":
                    break
            if step.outcome.startswith("release"):
                break
        assert step.outcome.startswith("release"), "no prisoner stays past his third turn"


def test_a_rich_prisoner_buys_his_way_out_of_a_hopeless_term_and_a_poor_one_throws(jail):
    slot = jail.apply(context(), seated(jail, about_to_lose()), "draw").slot
    rich, poor = context(turn=2, cash=20 * FINE), context(turn=2, cash=2 * FINE)
    assert jail.suggest(rich, slot, jail.pending(rich, slot)) == "pay"
    assert jail.suggest(poor, slot, jail.pending(poor, slot)) == "throw"


# -- whole games ------------------------------------------------------------------------------------------------------
def test_whole_games_with_the_solitaire_jail_keep_the_money_the_three_turns_and_never_fall_back(engine):
    from landlord.engine.ledger import total_money
    from landlord.engine.state import BANK_FLOAT
    from landlord.simulate import play_game
    longest = 0

    def check(state):
        nonlocal longest
        assert total_money(state) == BANK_FLOAT
        longest = max([longest] + [p.jail_turns for p in state.players if p.in_jail])
        prisoners = {str(s) for s, p in enumerate(state.players) if p.in_jail}
        assert set(state.plugin_data.get("jail", {})) == prisoners

    for seed in range(6):
        state, _ = play_game(engine, ["heuristic", "strong", "easy", "heuristic"], seed, jail="solitaire",
                             on_step=check)
        assert state.over and state.jail_game == "solitaire" and not state.jail_failures
    assert 1 <= longest <= 3
