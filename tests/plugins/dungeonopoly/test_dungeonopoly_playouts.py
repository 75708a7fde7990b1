"""Whole seeded games with Dungeonopoly on and random legal choices, checked after every step:
money is conserved, every card has one holder at most and houses stand only where they may, cash
is never negative, Dungeonopoly is never switched off, and every game ends. Under the classic 1906
jail, under the Single Tax from the start, under the Open Oubliette and under the Oubliette solitaire; with the four classes dealt
round the table, and with four players of one class who level every three EP so that every
ability of every class comes into play. A saved game loads and goes on identically."""
from __future__ import annotations

import random

import pytest

from landlord.engine.holdings import count_holdings, holdings
from landlord.engine.ledger import total_money
from landlord.game_record import state_digest
from landlord.saves import load_game, save_game

GAMES = 4                   # per kind of game; more with --slow
SLOW_GAMES = 40
MINE = "house:dungeonopoly:"
KINDS = {
    "classic jail": {"jail": "classic"},
    "single tax": {"jail": "classic", "single_tax": True},
    "open oubliette": {"jail": "oubliette"},
    "oubliette solitaire": {"jail": "solitaire"},
}
#: The text's variants (Advanced and alternative rules), each a setting of the rule, under the 1906 jail.
VARIANTS = {
    "quicker game": {"quicker_game": True},
    "blitz game": {"blitz_game": True},
    "strict politics": {"strict_politics": True},
}
VARIANT_GAMES = 2           # per variant; more with --slow


def check(engine, state, money: int) -> None:
    assert total_money(state) == money, "money was created or destroyed"
    assert all(amount >= 0 for amount in state.accounts.values()), "an account is below zero"
    assert set(state.owner) <= set(engine.rules.card_ids()), "an unknown card is held"
    assert all(0 <= seat < len(state.players) for seat in state.owner.values()), "a card has no seat"
    for lot, n in state.houses.items():
        assert engine.rules.space(lot).kind == "lot" and 0 <= n <= engine.rules.houses_per_lot
        assert n == 0 or lot in state.house_owner
    assert holdings(engine.rules, state) == count_holdings(engine.rules, state)
    assert "dungeonopoly" not in state.plugin_data["house"]["disabled"], state.plugin_data["house"]["disabled"]


def random_choice(engine, state, decision, rng: random.Random, keep_single_tax_off: bool):
    if decision.is_chance:
        return engine.sample_chance(state, decision)
    options = list(decision.options)
    if keep_single_tax_off:          # random votes adopt it at once, and deeds stop counting (D-31)
        options = [o for o in options if o != "propose_single_tax"] or options
    return rng.choice(options)


CLASSES = ("fighter", "wizard", "cleric", "rogue")
#: What random play uses of each class in the slow run (abilities it offers as options; the
#: automatic ones, Veteran, Divine Favor's tax, Divine Power, Ascended, need no choice).
EXPECTED = {
    "fighter": {"attack", "run", "far_shot", "intimidate", "combat_reflexes", "abundant_step"},
    "wizard": {"magic_missile", "expeditious_retreat", "mage_armor", "slow", "invisibility", "charm_person",
               "counterspell", "fireball", "telekinesis", "wish"},
    "cleric": {"bless_curse", "shield_of_faith", "sanctuary", "holy_smite", "divine_intervention",
               "glyph_of_warding", "wrath_of_god"},
    "rogue": {"open_locks", "pick_pockets", "sneak", "steal"},
}


def settings_for(seed: int) -> dict:
    """Even seeds: four players of one class, taken in turn, levelling every three EP; odd seeds: the
    four classes dealt round the table, levelling as the text has it."""
    return {"classes": [CLASSES[seed // 2 % len(CLASSES)]] * 4, "ep_per_level": 3} if seed % 2 == 0 else {}


def play_out(engine, seed: int, kind: str, variant: dict | None = None) -> tuple[object, set[str]]:
    settings = {**settings_for(seed), **(variant or {})}
    state = engine.new_game(["A", "B", "C", "D"], seed=seed, start=("beginners", "deal")[seed % 4 // 2],
                            house_rules=["dungeonopoly"], house_settings={"dungeonopoly": settings}, **KINDS[kind])
    money, rng, used = total_money(state), random.Random(seed), set()
    for _ in range(60_000):
        decision = engine.pending(state)
        if decision is None:
            break
        choice = random_choice(engine, state, decision, rng, keep_single_tax_off=kind != "single tax")
        if isinstance(choice, str) and choice.startswith(MINE):
            used.add(choice[len(MINE):].partition("-")[0])
        engine.apply(state, choice)
        check(engine, state, money)
    assert state.over and state.ended_by in ("wages", "round_limit"), "the game did not end"
    return state, used


@pytest.mark.parametrize("kind", KINDS)
def test_random_games_keep_every_invariant_and_end(dungeon_engine, kind):
    used: set[str] = set()
    for seed in range(GAMES):
        used |= play_out(dungeon_engine, seed, kind)[1]
    assert {"attack", "run", "far_shot", "magic_missile", "expeditious_retreat"} <= used


def variant_games(engine, variant: str, games: int) -> None:
    """Random games of a variant keep the invariants and end; its opening is over and, in the
    Blitz game, it left no card in the pack and every character began at level 10."""
    for seed in range(games):
        state, _ = play_out(engine, seed, "classic jail", VARIANTS[variant])
        slot = state.plugin_data["house:dungeonopoly"]
        assert slot["opening"] == {"done": True}
        if variant == "blitz game":
            assert all(sheet["level"] == 10 for sheet in slot["players"])


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_games_of_each_variant_keep_every_invariant_and_end(dungeon_engine, variant):
    variant_games(dungeon_engine, variant, VARIANT_GAMES)


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
def test_many_random_games_of_each_variant_keep_every_invariant_and_end(dungeon_engine, variant):
    variant_games(dungeon_engine, variant, SLOW_GAMES // 2)


@pytest.mark.slow
@pytest.mark.parametrize("kind", KINDS)
def test_many_random_games_keep_every_invariant_and_end(dungeon_engine, kind):
    used: set[str] = set()
    for seed in range(SLOW_GAMES):
        used |= play_out(dungeon_engine, seed, kind)[1]
    resting = {"steal"} if kind == "single tax" else set()      # no lot is anyone's to loot (D-31, D-71)
    for class_id, abilities in EXPECTED.items():
        assert abilities - resting <= used, (class_id, sorted(abilities - resting - used))
    if kind != "single tax":
        assert "fortify" in used


def test_a_saved_game_loads_and_goes_on_identically(dungeon_engine, tmp_path):
    state = dungeon_engine.new_game(["Ann", "Ben", "Cal"], seed=7, start="beginners", jail="classic",
                                    house_rules=["dungeonopoly"],
                                    house_settings={"dungeonopoly": {"classes": ["wizard", "rogue", "cleric"],
                                                                     "ep_per_level": 3}})
    rng = random.Random(7)
    for _ in range(400):
        engine_decision = dungeon_engine.pending(state)
        dungeon_engine.apply(state, random_choice(dungeon_engine, state, engine_decision, rng, True))
    path = tmp_path / "dungeon.toml"
    save_game(path, dungeon_engine, state, ["heuristic"] * 3)
    loaded = load_game(path, engine=dungeon_engine).state
    assert state_digest(loaded) == state_digest(state)
    assert loaded.plugin_data["house:dungeonopoly"] == state.plugin_data["house:dungeonopoly"]
    for _ in range(300):
        decision = dungeon_engine.pending(state)
        if decision is None:
            break
        choice = random_choice(dungeon_engine, state, decision, rng, True)
        dungeon_engine.apply(state, choice)
        dungeon_engine.apply(loaded, choice)
    assert state_digest(loaded) == state_digest(state)
