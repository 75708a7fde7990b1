"""Positions: a game at the start of a turn as plain data, checked, started from, and read back.

The base position: round 3, Ann's turn, the 1906 jail. Ann stands on The Pike holding Wayback,
Lonely Lane (with a house) and Royal Rusher R. R.; Ben stands on Boomtown, which he holds with
P. D. Q. R. R.
"""
from __future__ import annotations

import copy
import dataclasses
import datetime
import random
import tomllib

import pytest

from landlord.driver import GameDriver
from landlord.engine import Engine, PositionError, load_default_rules
from landlord.engine.ledger import total_money
from landlord.engine.position import NotAtTurnStart, at_turn_start, began_from, normalised, position_of
from landlord.engine.state import BANK_FLOAT
from landlord.position_file import dumps

BASE = tomllib.loads("""
rules = "landlords-1906"
seed = 7
round = 3
turn = 0

[jail]
id = "classic"

[[players]]
name = "Ann"
cash = 200
space = "the-pike"
cards = ["wayback", "lonely-lane", "royal-rusher-rr"]
houses = { lonely-lane = 1 }

[[players]]
name = "Ben"
cash = 150
space = "boomtown"
cards = ["boomtown", "pdq-rr"]
""")


EVERY_LUXURY = [card.id for card in load_default_rules().luxuries]


def base() -> dict:
    return copy.deepcopy(BASE)


def problems_of(engine, position) -> list[str]:
    with pytest.raises(PositionError) as caught:
        engine.start_from(position)
    assert str(caught.value) == "\n".join(caught.value.problems)
    return caught.value.problems


def edited(edit) -> dict:
    position = base()
    edit(position)
    return position


def ann(position) -> dict:
    return position["players"][0]


def ben(position) -> dict:
    return position["players"][1]


def single_tax(position, **keys) -> None:
    position["single_tax"] = {"adopted": True, **keys}


# -- starting from a position -------------------------------------------------------------------
def test_a_game_started_from_a_position_waits_for_the_first_decision_of_that_seats_turn(engine):
    state = engine.start_from(base())
    decision = engine.pending(state)
    assert decision.actor == 0 and decision.kind == "turn" and "roll" in decision.options
    assert (state.round, state.turn, state.turns_played) == (3, 0, 4)
    assert state.cash(0) == 200 and state.cash(1) == 150 and state.accounts["treasury"] == 0
    assert total_money(state) == BANK_FLOAT
    assert engine.rules.spaces[state.players[0].position].id == "the-pike"
    assert state.owner["lonely-lane"] == 0 and state.owner["pdq-rr"] == 1
    assert state.houses["lonely-lane"] == 1 and state.house_owner["lonely-lane"] == 0
    assert state.history == []


def test_the_game_plays_on_from_the_position_under_the_rules(engine):
    position = base()
    position["turn"] = 1
    ben(position)["space"] = "mother-earth"
    state = engine.start_from(position)
    events = engine.apply(state, "roll") + engine.apply(state, (1, 2))    # Ben to Lonely Lane, Ann's
    assert "Ben pays $12 to Ann (rent on Lonely Lane)." in [e.text for e in events]
    assert state.turn == 0 and state.round == 4 and at_turn_start(state)


def test_a_position_throws_its_dice_afresh_from_its_seed(engine):
    state = engine.start_from(base())
    assert state.rng.getstate() == random.Random(7).getstate()
    engine.apply(state, "roll")
    again = engine.start_from(base())
    engine.apply(again, "roll")
    throw = engine.pending(state)
    assert engine.sample_chance(state, throw) == engine.sample_chance(again, engine.pending(again))


def test_keys_left_out_take_their_defaults(engine):
    state = engine.start_from({"rules": engine.rules.id, "turn": 1,
                               "players": [{"name": "Ann", "cash": 10}, {"name": "Ben", "cash": 20}]})
    position = position_of(engine, state)
    assert position["seed"] == 0 and position["round"] == 1 and position["turns_played"] == 1
    assert position["jail"] == {"id": engine.rules.default_jail}
    assert position["game"]["end_wages_times"] == engine.rules.end_wages_times
    assert position["luxury_pack"] == [card.id for card in engine.rules.luxuries]
    assert position["players"][0]["space"] == engine.rules.start_space
    assert position["single_tax"] == {"adopted": False} and position["trust"] == []


def test_a_prisoner_without_a_space_stands_on_the_jail_and_a_pauper_in_the_poor_house(engine):
    position = base()
    ann(position).update(in_jail=True, space=None)
    del ann(position)["space"]
    ben(position)["in_poor_house"] = True
    del ben(position)["space"]
    state = engine.start_from(position)
    assert engine.rules.spaces[state.players[0].position].id == engine.rules.jail_space
    assert engine.rules.spaces[state.players[1].position].id == engine.rules.poor_house_space


# -- the round trip -------------------------------------------------------------------------------
def rich_position(engine) -> dict:
    """Four players under the Single Tax: houses built by privilege, a Trust, a Natural
    Opportunity, Luxuries, loans, Education, and a prisoner."""
    luxuries = [card.id for card in engine.rules.luxuries]
    return {
        "rules": engine.rules.id, "seed": 11, "round": 9, "turn": 2, "trust": [0, 1],
        "luxury_pack": luxuries[2:],
        "game": {"start": "beginners", "first_seat": 1, "wage_rise": 0, "single_tax_majority": True},
        "accounts": {"treasury": 80},
        "single_tax": {"adopted": True, "round": 4, "public": ["soakum-lighting", "slambang-trolley"], "fund": 30},
        "jail": {"id": "classic"},
        "players": [
            {"name": "Ann", "cash": 300, "space": "wall-street",
             "cards": ["royal-rusher-rr", "gee-whiz-rr", "wall-street", "boomtown"],
             "houses": {"grand-boulevard": 2}, "luxuries": [luxuries[0]], "notes": 1, "wages_drawn": 2},
            {"name": "Ben", "cash": 120, "cards": ["shooting-star-rr", "pdq-rr", "grand-boulevard"],
             "houses": {"boomtown": 1}, "educations": 3, "professors": 1, "space": "easy-street"},
            {"name": "Cal", "cash": 40, "in_jail": True, "jail_turns": 2, "luxuries": [luxuries[1]]},
            {"name": "Dot", "cash": 15, "opportunity": "coal-mines"},
        ],
    }


def test_the_position_of_a_game_started_from_a_position_is_that_position(engine):
    for position in (base(), rich_position(engine)):
        state = engine.start_from(position)
        read = position_of(engine, state)
        assert engine.start_from(read) is not None
        assert position_of(engine, engine.start_from(read)) == read
        assert read["players"][0]["name"] == position["players"][0]["name"]
    rich = position_of(engine, engine.start_from(rich_position(engine)))
    assert rich["players"][2]["jail_turns"] == 2 and rich["players"][3]["opportunity"] == "coal-mines"
    assert rich["single_tax"] == {"adopted": True, "round": 4, "public": ["soakum-lighting", "slambang-trolley"],
                                  "colleges": [], "steps": 2, "fund": 30}
    assert rich["jail"]["record"] == {"2": {"missed": 0, "throwing": False}}


def test_the_position_read_back_is_the_position_given_in_canonical_form(engine):
    assert position_of(engine, engine.start_from(base())) == normalised(engine, base())
    given = rich_position(engine)
    read = position_of(engine, engine.start_from(given))
    del read["jail"]["record"]             # the 1906 jail made it when Cal was jailed afresh
    assert read == normalised(engine, given)
    assert read["players"][1]["space"] == "easy-street" and read["players"][3]["space"] == "central-park"
    assert read["players"][0]["cards"] == ["royal-rusher-rr", "boomtown", "gee-whiz-rr", "wall-street"]  # board order
    assert "miscellaneous" not in read["accounts"]


def test_a_position_survives_being_written_as_toml_and_read_back(engine):
    for position in (base(), rich_position(engine)):
        read = position_of(engine, engine.start_from(position))
        text = dumps(read)
        assert tomllib.loads(text) == read
        assert "cards = [" in text and "\n    " not in text       # lists on one line each


def test_a_game_begun_from_a_position_remembers_it(engine):
    state = engine.start_from(base())
    assert began_from(state) == position_of(engine, engine.start_from(base()))
    assert began_from(engine.new_game(["Ann", "Ben"], seed=1)) is None


def played_turn_starts(engine, seed: int, jail: str, **options):
    """Every turn start of a whole game between computer players, with the choices made after it."""
    state = engine.new_game(["Ann", "Ben", "Cal"], seed=seed, jail=jail, **options)
    driver = GameDriver(engine, state, ["heuristic", "random", "heuristic"], single_tax_at=options.pop("st_at", None))
    starts = []
    while not state.over and len(state.history) < 3000:
        if at_turn_start(state):
            starts.append((copy.deepcopy(state), len(state.history)))
        driver.run(decisions=1)
    return starts, state.history


@pytest.mark.parametrize("seed, jail, options", [
    (1, "oubliette", {}), (2, "classic", {}), (3, "oubliette", {"single_tax": True}),
    (4, "classic", {"single_tax": True, "start": "beginners"}),
])
def test_a_game_started_from_the_position_of_a_turn_start_plays_on_as_the_original(engine, seed, jail, options):
    starts, history = played_turn_starts(engine, seed, jail, **options)
    assert len(starts) > 20
    for original, made in starts[::4]:
        position = position_of(engine, original)
        copy_ = engine.start_from(position)
        assert position_of(engine, copy_) == position
        for choice in history[made:made + 60]:           # the same choices, dice included
            assert [e.text for e in engine.apply(copy_, choice)] == [e.text for e in engine.apply(original, choice)]
            if at_turn_start(original):
                assert position_of(engine, copy_) == position_of(engine, original)


def test_the_position_of_a_game_in_the_middle_of_a_turn_is_refused(engine, new_game):
    game = new_game()
    assert position_of(engine, game.state)["turn"] == 0
    game.play("roll")
    with pytest.raises(NotAtTurnStart, match="middle of a turn .*'throw'"):
        position_of(engine, game.state)
    with pytest.raises(NotAtTurnStart, match="still being set up"):
        position_of(engine, engine.new_game(["Ann", "Ben"], seed=1))


def test_a_turn_with_business_done_is_no_longer_at_its_start(engine):
    position = base()
    ann(position)["cards"] += ["the-pike", "the-farm"]
    state = engine.start_from(position)
    engine.apply(state, "borrow")
    assert not at_turn_start(state)


# -- prisoners -----------------------------------------------------------------------------------
def test_a_prisoner_in_the_1906_jail_plays_on_from_his_position(engine):
    position = base()
    ann(position).update(in_jail=True, jail_turns=1, space="shelter")
    state = engine.start_from(position)
    decision = engine.pending(state)
    assert decision.actor == 0 and decision.kind == "jail.classic" and decision.options == ("pay", "throw")
    assert state.players[0].jail_turns == 2                # his turn in Jail has begun
    events = engine.apply(state, "pay") + engine.apply(state, (1, 3))
    assert not state.players[0].in_jail and state.accounts["treasury"] == 50
    assert "Ann comes out of Jail." in [e.text for e in events]


def test_a_prisoner_in_open_oubliette_explores_its_dungeon_from_his_position(engine):
    position = base()
    position["jail"] = {"id": "oubliette"}
    position["turn"] = 1
    ann(position).update(in_jail=True, space="shelter")
    state = engine.start_from(position)
    assert state.jail_game == "oubliette" and "0" in state.plugin_data["jail"]["explorers"]
    driver = GameDriver(engine, state, ["heuristic", "heuristic"])
    while state.players[0].in_jail and not state.over:
        driver.run(decisions=1)
    assert state.jail_game == "oubliette" and not state.jail_failures     # his three turns, then out
    assert state.players[0].jail_turns == 0


def test_a_prisoner_mid_stay_in_open_oubliette_keeps_his_dungeon_through_the_jail_record(engine):
    starts, _ = played_turn_starts(engine, 1, "oubliette")
    mid_stay = [state for state, _ in starts if any(p.in_jail and p.jail_turns for p in state.players)]
    assert mid_stay
    position = position_of(engine, mid_stay[0])
    assert position["jail"]["record"]["explorers"]
    copy_ = engine.start_from(position)
    assert copy_.plugin_data["jail"] == position["jail"]["record"]


# -- one line for each problem --------------------------------------------------------------------
PROBLEMS = {
    "an unknown key": (lambda p: p.update(colour="red"), "colour: unknown key (known here: rules, seed, "),
    "a misspelt key": (lambda p: ann(p).update(in_jial=True), "players[0].in_jial: unknown key"),
    "true for a number": (lambda p: p.update(seed=True), "seed: must be a whole number, not bool"),
    "text for a number": (lambda p: ben(p).update(cash="150"), "players[1].cash: must be a whole number, not str"),
    "a number for true or false": (lambda p: ann(p).update(in_jail=1), "players[0].in_jail: must be true or false"),
    "cash below zero": (lambda p: ann(p).update(cash=-1), "players[0].cash: must be >= 0, not -1"),
    "a missing name": (lambda p: ben(p).pop("name"), "players[1].name: missing"),
    "other rules": (lambda p: p.update(rules="landlords-1904"), "rules: the position is of the rules "
                                                                "'landlords-1904'; the rules loaded are "),
    "an unknown space": (lambda p: ann(p).update(space="nowhere"),
                         "players[0].space: no space 'nowhere' on this board"),
    "an unknown card": (lambda p: ann(p)["cards"].append("nowhere"),
                        "players[0].cards: no space 'nowhere' on this board"),
    "a space with no card": (lambda p: ann(p)["cards"].append("mother-earth"),
                             "players[0].cards: mother-earth has no card (only lots, railroads, utilities and "
                             "Speculation do)"),
    "a card held twice": (lambda p: ben(p)["cards"].append("lonely-lane"),
                          "players[1].cards: lonely-lane is held twice (also by players[0])"),
    "a card listed twice": (lambda p: ben(p)["cards"].append("boomtown"), "players[1].cards: boomtown is listed twice"),
    "a turn that is no seat": (lambda p: p.update(turn=2), "turn: 2 is no seat (the seats are 0 to 1)"),
    "a first seat that is no seat": (lambda p: p.update(game={"first_seat": 5}),
                                     "game.first_seat: 5 is no seat (the seats are 0 to 1)"),
    "one player": (lambda p: p["players"].pop(), "players: 1 player; these rules allow 2 to 6"),
    "seven players": (lambda p: p["players"].extend([{"name": f"P{i}", "cash": 1} for i in range(5)]),
                      "players: must have at most 6 players, not 7"),
    "a jail game not installed": (lambda p: p.update(jail={"id": "dungeon"}),
                                  "jail.id: no jail game 'dungeon' is installed (installed: "),
    "a stay past the jail game's longest": (
        lambda p: (p.update(jail={"id": "oubliette", "record": {"explorers": {}}}),
                   ann(p).update(in_jail=True, jail_turns=3, space="shelter")),
        "players[0].jail_turns: 3 turns already spent in Open Oubliette, whose longest stay is 3: he would be "
        "out by now (at most 2)"),
    "a stay in a plugin jail without its record": (
        lambda p: (p.update(jail={"id": "oubliette"}), ann(p).update(in_jail=True, jail_turns=1, space="shelter")),
        "players[0].jail_turns: 1 turn already spent in Open Oubliette, which counts them in its own record"),
    "turns in Jail out of Jail": (lambda p: ann(p).update(jail_turns=1),
                                  "players[0].jail_turns: 1 turn in Jail, but he is not in Jail (in_jail = false)"),
    "more houses than a lot takes": (lambda p: ann(p)["houses"].update({"wayback": 4}),
                                     "players[0].houses.wayback: 4 houses; these rules allow at most 3 a lot"),
    "houses on a railroad": (lambda p: ann(p)["houses"].update({"royal-rusher-rr": 1}),
                             "players[0].houses.royal-rusher-rr: houses stand only on lots"),
    "houses on an unknown space": (lambda p: ann(p)["houses"].update({"b-and-o-railroad": 1}),
                                   "players[0].houses.b-and-o-railroad: no space 'b-and-o-railroad' on this board"),
    "houses on another's lot outside the Single Tax": (
        lambda p: ben(p).update(houses={"wayback": 1}),
        "players[1].houses.wayback: outside the Single Tax a lot's houses belong to its holder, and players[1] "
        "does not hold wayback"),
    "a lot's houses with two owners": (
        lambda p: (single_tax(p), ben(p).update(houses={"lonely-lane": 1})),
        "players[1].houses.lonely-lane: the houses on lonely-lane are players[0]'s already; a lot's houses have "
        "one owner"),
    "in Jail and in the Poor House": (lambda p: ann(p).update(in_jail=True, in_poor_house=True, space="shelter"),
                                      "players[0].in_poor_house: in Jail and in the Poor House at once"),
    "the Poor House under the Single Tax": (
        lambda p: (single_tax(p), ann(p).update(in_poor_house=True, space="central-park")),
        "players[0].in_poor_house: the Single Tax abolishes the Poor House (Single Tax Rule 8)"),
    "a prisoner off the Jail": (lambda p: ann(p).update(in_jail=True),
                                "players[0].space: a prisoner stands on shelter, not the-pike"),
    "a Natural Opportunity without the Single Tax": (
        lambda p: ann(p).update(opportunity="farmlands"),
        "players[0].opportunity: Natural Opportunities are worked only under the Single Tax (Single Tax Rule 8)"),
    "an unknown Natural Opportunity": (lambda p: (single_tax(p), ann(p).update(opportunity="gold-mine")),
                                       "players[0].opportunity: no Natural Opportunity 'gold-mine' in these rules"),
    "wages enough to have ended the game": (
        lambda p: ann(p).update(wages_drawn=5),
        "players[0].wages_drawn: 5 reaches game.end_wages_times (5): the game would be over"),
    "a Monarch of the World with nobody left to pay him": (
        lambda p: (p.update(game={"start": "monarch"}), ben(p).update(cash=0, cards=[])),
        "game.start: the game would be over: the landlord is Monarch of the World: no other player has anything "
        "left to pay with"),
    "a round past the limit": (lambda p: p.update(round=11, game={"round_limit": 10}),
                               "round: 11 is past game.round_limit (10): the game would be over"),
    "turns played that disagree": (
        lambda p: p.update(turns_played=9),
        "turns_played: 9 does not agree with round 3, turn 0 and game.first_seat 0, which make 4"),
    "a Trust of one seat": (lambda p: p.update(trust=[0]), "trust: a Trust is of two seats, or none"),
    "a Trust of a seat with no railroad": (
        lambda p: (p.update(trust=[0, 1]), ben(p)["cards"].remove("pdq-rr")),
        "trust: players[1] holds no railroad; a Trust is of the two players who hold every railroad"),
    "a Trust with railroads in the pack": (
        lambda p: p.update(trust=[0, 1]),
        "trust: players[0] and players[1] do not hold every railroad between them (Rule 9)"),
    "money that does not add up": (
        lambda p: p.update(accounts={"treasury": 10, "miscellaneous": 5}),
        "accounts: the money does not add up: the players' cash ($350), the Treasury ($10) and Miscellaneous "
        "($5) make $365, not the game's $10,000,000"),
    "more money than the game has": (
        lambda p: ann(p).update(cash=BANK_FLOAT),
        "accounts: the money does not add up: the players' cash ($10,000,150) and the Treasury ($0) come to more "
        "than the game's $10,000,000"),
    "Single Tax keys without the Single Tax": (
        lambda p: p.update(single_tax={"public": ["soakum-lighting"]}),
        "single_tax.public: given, but the Single Tax is not adopted (single_tax.adopted = false)"),
    "public franchises out of order": (
        lambda p: single_tax(p, public=["slambang-trolley"]),
        "single_tax.public: the Treasury buys the franchises in the order of Single Tax Rule 6"),
    "a public franchise still held": (
        lambda p: (single_tax(p, public=["soakum-lighting"]), ben(p)["cards"].append("soakum-lighting")),
        "players[1].cards: soakum-lighting belongs to the public under the Single Tax (single_tax.public)"),
    "a fund the Treasury would spend at once": (
        lambda p: (single_tax(p, fund=50), p.update(accounts={"treasury": 60})),
        "single_tax.fund: $50 would buy the next improvement at once"),
    "a fund larger than the Treasury": (lambda p: single_tax(p, fund=20),
                                        "single_tax.fund: $20 is more than the Treasury holds ($0)"),
    "steps that disagree": (lambda p: single_tax(p, public=["soakum-lighting"], steps=3),
                            "single_tax.steps: 3 steps, but 1 franchises, 0 colleges and a wage rise of $0 make 1"),
    "wages risen without the Single Tax": (
        lambda p: p.update(game={"wage_rise": 10}),
        "game.wage_rise: wages rise only under the Single Tax (Single Tax Rule 6)"),
    "a Luxury card held twice": (
        lambda p: (ann(p).update(luxuries=["automobile"]), ben(p).update(luxuries=["automobile"])),
        "players[1].luxuries: automobile is held twice (also by players[0])"),
    "a Luxury card held and in the pack": (
        lambda p: (ann(p).update(luxuries=["automobile"]), p.update(luxury_pack=EVERY_LUXURY)),
        "luxury_pack: automobile is also held by players[0]"),
    "a jail record that is no table": (lambda p: p["jail"].update(record=[1, 2]),
                                       "jail.record: must be a table (the jail game's own record), not list"),
    "a jail record that is not plain data": (
        lambda p: p["jail"].update(record={"when": datetime.date(1906, 1, 5)}),
        "jail.record.when: a date is not plain data"),
    "a 1906 jail record without the prisoner": (
        lambda p: (p["jail"].update(record={"1": {"missed": 0, "throwing": False}}),
                   ann(p).update(in_jail=True, space="shelter")),
        "jail.record.0: missing: the 1906 jail keeps an entry for each prisoner (seat 0)"),
}


@pytest.mark.parametrize("case", list(PROBLEMS))
def test_each_problem_with_a_position_is_one_line_naming_its_key(engine, case):
    edit, line = PROBLEMS[case]
    found = problems_of(engine, edited(edit))
    matching = [p for p in found if p.startswith(line)]
    assert matching, found
    if case not in ("a jail record that is not plain data", "a 1906 jail record without the prisoner"):
        assert len(found) == 1, found


def test_every_problem_is_reported_at_once(engine):
    position = base()
    position.update(turn=4, colour="red")
    ann(position)["cards"].append("mother-earth")
    ben(position)["cash"] = -3
    found = problems_of(engine, position)
    assert len(found) == 4
    assert {line.split(":")[0] for line in found} == {"turn", "colour", "players[0].cards", "players[1].cash"}


def test_a_luxury_card_nobody_has_must_be_in_the_pack_when_the_pack_is_given(engine):
    position = base()
    position["luxury_pack"] = [card.id for card in engine.rules.luxuries][1:]
    missing = engine.rules.luxuries[0].id
    assert problems_of(engine, position) == [
        f"luxury_pack: {missing} is neither in the pack nor held by a player (leave luxury_pack out to have the "
        "pack hold every card nobody holds)"]


def test_more_houses_than_the_supply_are_refused(rules):
    engine = Engine(dataclasses.replace(rules, house_supply=2))
    position = base()
    ann(position)["houses"] = {"wayback": 2, "lonely-lane": 1}
    assert problems_of(engine, position) == ["players: 3 houses stand on the board; the supply is 2"]


def test_a_position_must_be_a_table(engine):
    assert problems_of(engine, ["rules"]) == ["(top level): must be a table, not list"]


def test_problems_inside_a_save_are_named_by_their_path_there(engine):
    with pytest.raises(PositionError) as caught:
        engine.start_from(edited(lambda p: ann(p).update(cash=-1)))
    assert caught.value.under("from_position") == ["from_position.players[0].cash: must be >= 0, not -1"]
    assert PositionError(["(top level): must be a table, not list"]).under("from_position") == \
        ["from_position: must be a table, not list"]


def test_no_houses_on_a_lot_is_the_same_as_leaving_the_lot_out(engine):
    position = base()
    ann(position)["houses"]["wayback"] = 0
    read = position_of(engine, engine.start_from(position))
    assert read["players"][0]["houses"] == {"lonely-lane": 1}


# -- the Single Tax --------------------------------------------------------------------------------
def test_a_position_under_the_single_tax_plays_by_its_rules(engine):
    position = base()
    position["turn"] = 1
    single_tax(position, round=2, public=["soakum-lighting"], fund=48)
    position["accounts"] = {"treasury": 48}
    ben(position)["space"] = "mother-earth"
    state = engine.start_from(position)
    assert state.single_tax == {"round": 2, "public": ["soakum-lighting"], "colleges": [], "steps": 1, "fund": 48}
    options = engine.pending(state).options
    assert "propose_single_tax" not in options and "privilege:wall-street" in options      # Single Tax Rule 4
    engine.apply(state, "roll")
    engine.apply(state, (1, 2))           # Ben to Lonely Lane: land rent to the Treasury, house rent to Ann
    assert state.cash(0) == 200 + 10 and state.cash(1) == 150 - 12
    # The $2 brings the fund to $50, which buys the next franchise (Single Tax Rule 6).
    assert state.single_tax["public"] == ["soakum-lighting", "slambang-trolley"]
    assert state.single_tax["fund"] == 0 and state.accounts["treasury"] == 0


def test_a_player_working_a_natural_opportunity_is_paid_and_pays_its_rent_as_his_turn_begins(engine):
    position = base()
    single_tax(position)
    ann(position).update(opportunity="farmlands")
    del ann(position)["space"]                    # he stands on its corner
    state = engine.start_from(position)
    farmlands = engine.rules.natural_opportunity("farmlands")
    assert engine.rules.spaces[state.players[0].position].id == farmlands.corner
    assert state.players[0].opportunity == ""
    assert state.cash(0) == 200 + farmlands.wages - farmlands.rent
    assert state.accounts["treasury"] == state.single_tax["fund"] == farmlands.rent
