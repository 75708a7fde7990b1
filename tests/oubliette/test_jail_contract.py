"""Open Oubliette as the Jail of the Landlord's Game, played through the host engine.

"The player only has three Turns, taken instead of their Landlord's Game turns waiting in
Jail; no business may be transacted from the oubliette. Any Treasure cards that haven't been
cashed in at the Exit by the end of three turns are lost. Any Treasure cards that have been
cashed in are converted to money in the host game at the rate of g10 to $1 ... After three
Turns, the player leaves the oubliette and returns all Oubliette cards to their appropriate
decks." (README, "Landlord's Game Rules")

The scripted games: two players, beginners' hands; Ann throws 1 and 3 from Mother Earth onto
Hogg's Game Preserves and goes to Jail. Ben's turns are quiet ones (set up directly: he stands
on Mother Earth and throws 5 and 6 onto a lot of his own).
"""
from __future__ import annotations

from landlord import CHANCE, JailGame
from landlord.engine import MISC, seat_account
from landlord.engine.ledger import total_money
from landlord.engine.state import BANK_FLOAT
from landlord.driver import GameDriver
from landlord_plugins.oubliette import OublietteJail
from landlord_plugins.oubliette.cards import load_cards

CARDS = load_cards()
TABLES = {"monster": CARDS.monsters, "treasure": CARDS.treasures, "event": CARDS.events, "wound": CARDS.wounds}


# -- helpers -------------------------------------------------------------------------------------
def slot(game):
    return game.state.plugin_data["jail"]


def explorer(game, seat=0):
    return slot(game)["explorers"][str(seat)]


def card(game, deck, match):
    """A card of ``deck`` still in the dungeon's deck, found by its table entry."""
    return next(i for i in slot(game)["decks"][deck] if match(TABLES[deck][i]))


def monster(game, name):
    return card(game, "monster", lambda m: m.name == name)


def treasure(game, name):
    return card(game, "treasure", lambda t: t.name == name)


def event(game, title):
    return card(game, "event", lambda e: e.title == title)


def jailed_ann(new_game):
    game = new_game(players=2, jail="oubliette")
    game.play("roll", (1, 3))
    assert game.state.players[0].in_jail and "jailed" in game.names()
    return game


def bens_quiet_turn(game):
    assert game.pending.kind == "turn" and game.pending.actor == 1
    game.state.players[1].position = game.engine.rules.index_of("mother-earth")     # set up directly
    game.play("roll", (5, 6))


def throw(game, dice):
    """Ann throws in the dungeon, going forward if she stands on the Exit."""
    at_exit = explorer(game)["pos"] == 0
    game.play("roll", dice)
    if at_exit:
        game.play("forward")


def quiet_dungeon_turn(game, dice=(1, 2)):
    """Ann throws, misses a Dragon and the Dragon misses her: nothing changes but her square."""
    throw(game, dice)
    game.play(monster(game, "Dragon"), "attack", (1, 1), (1, 2))


def money_events(game, to):
    return [e.data for e in game.events if e.name == "money" and e.data["to"] == to]


# -- the plugin ----------------------------------------------------------------------------------------
def test_the_oubliette_is_an_installed_jail_game_that_forbids_business(engine):
    jail = engine.jail_games["oubliette"]
    assert isinstance(jail, OublietteJail) and isinstance(jail, JailGame)
    assert (jail.id, jail.title) == ("oubliette", "Open Oubliette")
    assert jail.business_while_jailed is False


def test_a_jailed_player_enters_a_fresh_dungeon_on_the_exit(new_game):
    game = jailed_ann(new_game)
    assert set(slot(game)["explorers"]) == {"0"}
    assert explorer(game)["pos"] == 0 and explorer(game)["turns"] == 0
    assert {deck: len(cards) for deck, cards in slot(game)["decks"].items()} == \
        {"monster": 32, "treasure": 32, "event": 32, "wound": 32}


# -- three turns in place of three -------------------------------------------------------------------
def test_his_next_turn_is_played_in_the_dungeon(new_game):
    game = jailed_ann(new_game)
    bens_quiet_turn(game)
    decision = game.pending
    assert (decision.actor, decision.kind, decision.options) == (0, "jail.oubliette.start", ("roll",))
    game.play("roll")
    assert game.pending.actor == CHANCE and game.pending.kind == "jail.oubliette.dice"


def test_a_jailed_player_plays_exactly_three_dungeon_turns_in_place_of_three_host_turns(new_game):
    game = jailed_ann(new_game)
    shelter = game.state.players[0].position
    for turn in (1, 2, 3):
        bens_quiet_turn(game)
        assert game.pending.kind.startswith("jail.oubliette.") and game.pending.actor == 0
        quiet_dungeon_turn(game)
        if turn < 3:
            assert game.state.players[0].in_jail and explorer(game)["turns"] == turn
            assert "released" not in game.names()
    assert not game.state.players[0].in_jail
    assert game.names().count("released") == 1
    assert any(e.text.startswith("Ann leaves the Oubliette after 3 turns: ") for e in game.events)
    assert game.state.players[0].position == shelter
    assert game.pending.kind == "turn" and game.pending.actor == 1      # release_end: his turn is over


def test_after_his_release_his_next_turn_is_an_ordinary_one(new_game):
    game = jailed_ann(new_game)
    for _ in range(3):
        bens_quiet_turn(game)
        quiet_dungeon_turn(game)
    bens_quiet_turn(game)
    assert game.pending.kind == "turn" and game.pending.actor == 0 and "roll" in game.pending.options
    game.play("roll", (2, 3))
    assert "moved" in game.names()


def test_extra_turns_from_doubles_are_played_inside_the_same_host_turn(new_game):
    game = jailed_ann(new_game)
    bens_quiet_turn(game)
    throw(game, (3, 3))
    game.play(monster(game, "Dragon"), "attack", (1, 1), (1, 2))
    assert game.pending.kind == "jail.oubliette.again" and game.pending.actor == 0
    game.play("again")
    quiet_dungeon_turn(game, (1, 2))
    assert explorer(game)["pos"] == 9 and explorer(game)["turns"] == 1
    assert game.pending.kind == "turn" and game.pending.actor == 1


def test_a_spelunk_throw_is_played_inside_the_same_host_turn(new_game):
    game = jailed_ann(new_game)
    bens_quiet_turn(game)
    throw(game, (2, 3))                                      # to corner 5
    game.play(monster(game, "Squasc"), "attack", (3, 4), treasure(game, "Maps"), event(game, "Spelunk"))
    assert game.pending.kind == "jail.oubliette.start" and game.pending.actor == 0
    quiet_dungeon_turn(game, (1, 2))
    assert explorer(game)["turns"] == 1
    assert game.pending.kind == "turn" and game.pending.actor == 1


def test_a_turn_lost_to_a_cave_in_is_one_of_the_three(new_game):
    game = jailed_ann(new_game)
    bens_quiet_turn(game)
    throw(game, (2, 3))
    game.play(monster(game, "Squasc"), "attack", (3, 4), treasure(game, "Maps"), event(game, "Cave-In"))
    bens_quiet_turn(game)
    assert game.pending.options == ("lose_turn",)
    game.play("lose_turn")
    assert explorer(game)["turns"] == 2 and game.pending.actor == 1
    bens_quiet_turn(game)
    quiet_dungeon_turn(game)
    assert not game.state.players[0].in_jail


# -- what he brings out ------------------------------------------------------------------------------
def ann_banks_the_crown_and_keeps_the_maps(new_game):
    """Turn 1: to square 9, a Squasc, the Crown (1,100 gold). Turn 2: 11 to the Exit, bank.
    Turn 3: to square 3, a Squasc, the Maps (600 gold), still in hand when she climbs out.
    Returns the game and (Ann's cash, Miscellaneous) just before she climbs out."""
    game = jailed_ann(new_game)
    bens_quiet_turn(game)
    throw(game, (4, 5))
    game.play(monster(game, "Squasc"), "attack", (3, 4), treasure(game, "Crown"))
    bens_quiet_turn(game)
    game.play("roll", (5, 6))
    assert game.pending.kind == "jail.oubliette.exit"
    game.play("bank")
    bens_quiet_turn(game)
    throw(game, (1, 2))
    game.play(monster(game, "Squasc"), "attack", (3, 4))
    before = game.state.cash(0), game.state.accounts[MISC]
    game.play(treasure(game, "Maps"))
    return game, before


def test_banked_gold_is_paid_at_g10_to_1_from_miscellaneous(new_game):
    game, (cash, misc) = ann_banks_the_crown_and_keeps_the_maps(new_game)
    assert not game.state.players[0].in_jail
    assert money_events(game, seat_account(0)) == [
        {"from": MISC, "to": seat_account(0), "amount": 110, "why": "Open Oubliette"}]
    assert game.state.cash(0) == cash + 110
    assert game.state.accounts[MISC] == misc - 110
    assert total_money(game.state) == BANK_FLOAT


def test_unbanked_treasure_is_lost_on_leaving(new_game):
    game, _ = ann_banks_the_crown_and_keeps_the_maps(new_game)
    assert sum(e["amount"] for e in money_events(game, seat_account(0))) == 110     # nothing for the Maps
    assert "Ann leaves the Oubliette after 3 turns: banked 1,100 gold = $110; 1 unbanked treasure lost." in \
        [e.text for e in game.events]


def test_nothing_banked_brings_nothing_out(new_game):
    game = jailed_ann(new_game)
    cash = game.state.cash(0)
    for _ in range(3):
        bens_quiet_turn(game)
        quiet_dungeon_turn(game)
    assert not game.state.players[0].in_jail
    assert game.state.cash(0) == cash and money_events(game, seat_account(0)) == []


def test_level_up_adds_100_gold_per_banked_card_to_what_he_is_paid(new_game):
    game = jailed_ann(new_game)
    bens_quiet_turn(game)
    throw(game, (4, 5))
    game.play(monster(game, "Squasc"), "attack", (3, 4), treasure(game, "Crown"))
    explorer(game)["level"], explorer(game)["level_gold"] = 2, 200   # set up directly: two Level Ups drawn
    bens_quiet_turn(game)
    game.play("roll", (5, 6), "bank")
    bens_quiet_turn(game)
    quiet_dungeon_turn(game)
    assert money_events(game, seat_account(0)) == [
        {"from": MISC, "to": seat_account(0), "amount": (1100 + 2 * 100) // 10, "why": "Open Oubliette"}]


# -- the cards go back ---------------------------------------------------------------------------------
def test_the_last_prisoner_out_leaves_an_empty_slot_and_the_next_finds_full_decks(new_game):
    game, _ = ann_banks_the_crown_and_keeps_the_maps(new_game)
    assert slot(game) == {}
    game.state.players[1].position = game.engine.rules.index_of("mother-earth")     # set up directly
    game.play("roll", (1, 3))                                # Ben trespasses in his turn
    assert game.state.players[1].in_jail and set(slot(game)["explorers"]) == {"1"}
    assert {deck: len(cards) for deck, cards in slot(game)["decks"].items()} == \
        {"monster": 32, "treasure": 32, "event": 32, "wound": 32}
    assert all(pile == [] for pile in slot(game)["discards"].values())


def test_a_prisoner_who_leaves_returns_all_his_cards_while_another_stays(new_game):
    game = two_prisoners(new_game)
    ann = explorer(game, 0)
    held = {"treasure": [], "wound": [], "event": []}
    for deck, where, name in (("treasure", "treasure", "Maps"), ("treasure", "banked", "Crown"),
                              ("treasure", "weapons", "Dagger"), ("wound", "wounds", None),
                              ("event", "kept", None), ("event", "quests", None)):
        c = slot(game)["decks"][deck][-1] if name is None else treasure(game, name)
        slot(game)["decks"][deck].remove(c)             # set up directly: Ann holds one of each
        ann[where].append(c)
        held[deck].append(c)
    for turn in (1, 2, 3):
        quiet_dungeon_turn(game)
        if turn < 3:
            ben_dungeon_turn(game)
    assert not game.state.players[0].in_jail and game.state.players[1].in_jail
    d = slot(game)
    assert set(d["explorers"]) == {"1"}
    for deck, cards in held.items():
        assert set(cards) <= set(d["decks"][deck])
    ben = d["explorers"]["1"]
    in_hands = {"treasure": len(ben["treasure"] + ben["weapons"] + ben["armour"] + ben["banked"]),
                "wound": len(ben["wounds"]), "event": len(ben["kept"] + ben["quests"]), "monster": 0}
    for deck in ("monster", "treasure", "event", "wound"):
        assert len(d["decks"][deck]) + len(d["discards"][deck]) + in_hands[deck] == 32


# -- two prisoners, one dungeon ------------------------------------------------------------------------
def two_prisoners(new_game):
    """Ann is jailed; then Ben throws 1 and 3 from Mother Earth and is jailed too."""
    game = jailed_ann(new_game)
    game.state.players[1].position = game.engine.rules.index_of("mother-earth")     # set up directly
    game.play("roll", (1, 3))
    assert game.state.players[1].in_jail
    return game


def ben_dungeon_turn(game):
    """Ben throws 1 and 2 forward from wherever he is, lets Ann be, misses a Manticore and it misses him."""
    at_exit = explorer(game, 1)["pos"] == 0
    game.play("roll", (1, 2))
    if at_exit:
        game.play("forward")
    if game.pending.kind == "jail.oubliette.ambush":
        game.play("pass")
    game.play(monster(game, "Manticore"), "attack", (1, 1), (1, 2))


def test_two_prisoners_share_one_dungeon(new_game):
    game = two_prisoners(new_game)
    assert set(slot(game)["explorers"]) == {"0", "1"}
    assert explorer(game, 1)["pos"] == 0 and explorer(game, 1)["name"] == "Ben"


def test_two_prisoners_can_ambush_each_other(new_game):
    game = two_prisoners(new_game)
    throw(game, (1, 2))                                       # Ann to square 3, and a treasure
    game.play(monster(game, "Squasc"), "attack", (3, 4), treasure(game, "Crown"))
    assert game.pending.actor == 1 and game.pending.kind == "jail.oubliette.start"
    game.play("roll", (1, 2), "forward")
    decision = game.pending
    assert (decision.actor, decision.kind, decision.options) == (1, "jail.oubliette.ambush", ("pass", "ambush:0"))
    crown = explorer(game, 0)["treasure"][0]
    game.play("ambush:0", (4, 4), crown)                     # 8 against Ann's 8: Ben takes her Crown
    assert explorer(game, 1)["treasure"] == [crown] and explorer(game, 0)["treasure"] == []
    assert game.pending.kind == "jail.oubliette.draw" and game.pending.context["deck"] == "wound"


# -- no business from the dungeon ------------------------------------------------------------------------
def test_a_prisoner_may_do_no_business_until_he_is_out(new_game):
    game = jailed_ann(new_game)
    assert not game.engine.can_do_business(game.state, 0)
    assert game.engine.can_do_business(game.state, 1)
    for _ in range(3):
        bens_quiet_turn(game)
        quiet_dungeon_turn(game)
    assert game.engine.can_do_business(game.state, 0)


# -- whole games ------------------------------------------------------------------------------------------
def test_whole_games_with_heuristic_players_never_fail_and_keep_the_money(engine):
    events, asked, most_jail_turns = [], [], 0

    def check(state):
        """After every decision: the money and the dungeon's explorers hold, and the decision the
        game waits for next is noted (kind, its actor is in Jail, someone is in Jail)."""
        nonlocal most_jail_turns
        assert total_money(state) == BANK_FLOAT
        assert all(state.cash(s) >= 0 for s in range(len(state.players)))
        most_jail_turns = max([most_jail_turns] + [p.jail_turns for p in state.players])
        prisoners = {str(s) for s, p in enumerate(state.players) if p.in_jail}
        assert set(state.plugin_data.get("jail", {}).get("explorers", {})) == prisoners
        decision = engine.waiting_for(state)
        if decision is not None and decision.actor != CHANCE:
            asked.append((decision.kind, state.players[decision.actor].in_jail, any(p.in_jail for p in state.players)))

    for seed in range(30):
        # The strong agent makes trade offers, so business goes on around the prisoners.
        kinds = ["heuristic"] * 3 + ["strong"]
        state = engine.new_game([f"P{i}" for i in range(4)], seed=seed, jail="oubliette")
        events += GameDriver(engine, state, kinds).run(on_step=check, keep_events=True).events
        assert state.over and state.jail_game == "oubliette"
    names = [e.name for e in events]
    assert "jail_game_failed" not in names
    assert names.count("jailed") >= 30 and names.count("released") >= 30
    assert most_jail_turns == 3
    paid = [e for e in events if e.name == "money" and e.data["why"] == "Open Oubliette"]
    assert paid and all(e.data["from"] == MISC for e in paid)
    asked_in_jail = {kind for kind, jailed, _ in asked if jailed}
    assert {k for k in asked_in_jail if not k.startswith("jail.")} <= {"single_tax_vote"}
    asked_of_free_men_meanwhile = {kind for kind, jailed, someone in asked if someone and not jailed}
    assert {"bid", "trade_answer"} <= asked_of_free_men_meanwhile        # business went on around them
    assert {"jail.oubliette.start", "jail.oubliette.exit", "jail.oubliette.prepare"} <= asked_in_jail
