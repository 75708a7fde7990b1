"""Validation of a raw rules mapping: the one schema of a rules file, and the checks across it.

``RULES_SCHEMA`` declares every key a rules file may have, with its type and bounds (the
bounds are in :mod:`landlord.engine.limits`). :func:`validate` checks a raw mapping against it
and across it (ids that must name spaces, counts that must agree) and returns the data as
declared together with every problem. ``build_rules`` builds from that data only, so a file
``landlord rules check`` accepts is a file the game can play.

Nothing here raises on bad input: problems are messages such as
``spaces[12].rent: must be >= 0, not -2`` so that ``landlord rules check`` can show them all.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping

from .limits import (MAX_AMOUNT, MAX_COUNT, MAX_ENTRIES, MAX_HOUSES_PER_LOT, MAX_ID_CHARS, MAX_MONEY_RANGE,
                     MAX_MULTIPLIER, MAX_NAME_CHARS, MAX_PLAYERS, MAX_ROUND_LIMIT, MAX_SPACES, MAX_TEXT_CHARS,
                     MAX_TRADE_OFFERS_PER_TURN, MAX_WAGES_TIMES, MIN_PLAYERS, MIN_SPACES)
from .endless_turns import chance_loop_problem
from .vocabulary import CARD_KINDS, CHANCE_EFFECTS, CHANCE_NEEDS, SPACE_KINDS
from .schema import INVALID, AnyOf, Anything, Bool, Int, ListOf, NumberKeyed, Opt, Table, Text, values_of

#: The rules-file format this version reads (``meta.schema``).
RULES_FORMAT = 1
#: Chance effects that need an ``amount``.
AMOUNT_EFFECTS = tuple(effect.value for effect, need in CHANCE_NEEDS.items() if need == "amount")
#: The jail game of a rules file that names none.
DEFAULT_JAIL = "classic"



class Money(Int):
    """A sum of money: bounded on its own, and by :data:`MAX_MONEY_RANGE` steps (``validate``)."""


ID = Text(MAX_ID_CHARS)
NAME = Text(MAX_NAME_CHARS)
MONEY = Money(0, MAX_AMOUNT)
POSITIVE_MONEY = Money(1, MAX_AMOUNT)
COUNT = Int(0, MAX_COUNT)
DICE_TOTAL = (2, 12)


def ids(what: str, max_len: int = MAX_SPACES) -> ListOf:
    return ListOf(ID, 0, max_len, what)


def tables(table: Table, what: str, min_len: int = 0, max_len: int = MAX_ENTRIES) -> ListOf:
    return ListOf(table, min_len, max_len, what)


SPACE = Table({
    "id": ID, "name": NAME, "kind": Text(MAX_ID_CHARS, choices=SPACE_KINDS),
    "rule": Opt(AnyOf((Text(MAX_ID_CHARS, empty=True), Int(0, MAX_COUNT)), "text or a whole number"), ""),
    "section": Opt(Int(0, MAX_SPACES), 0),
    "price": Opt(MONEY, 0),           # a card's printed price (required for card kinds, below)
    "rent": Opt(MONEY, 0),            # a lot's land rent (required for lots, below)
    "label": Opt(Text(MAX_NAME_CHARS, empty=True), ""),    # the name as printed, for split corners
})

CHANCE_CARD = Table({
    "id": ID, "text": Text(MAX_TEXT_CHARS), "effect": Text(MAX_ID_CHARS, choices=CHANCE_EFFECTS),
    "amount": Opt(MONEY, 0), "steps": Opt(Int(-MAX_SPACES, MAX_SPACES), 0), "space": Opt(ID, ""),
    # A payment that is a fine: under the Single Tax it funds public improvements (Rule 6).
    "fine": Opt(Bool(), False),
})

RULES_SCHEMA = Table({
    "meta": Table({"id": ID, "title": NAME,
                   "version": AnyOf((Text(MAX_ID_CHARS), Int(0, MAX_COUNT)), "text or a whole number"),
                   "schema": Opt(Int(RULES_FORMAT, RULES_FORMAT), RULES_FORMAT)}),
    "players": Table({"min": Int(MIN_PLAYERS, MAX_PLAYERS), "max": Int(MIN_PLAYERS, MAX_PLAYERS),
                      "starting_cash": NumberKeyed(MONEY, MIN_PLAYERS, MAX_PLAYERS)}),
    "setup": Table({"deal_count": COUNT, "beginners_cash": MONEY, "monarch_cash": MONEY}),
    "money": Table({"wages": MONEY, "jail_fine": MONEY, "card_value": MONEY, "house_value": MONEY,
                    "bid_step": POSITIVE_MONEY}),
    "houses": Table({"price": POSITIVE_MONEY, "rent": MONEY, "per_lot": Int(0, MAX_HOUSES_PER_LOT),
                     "supply": COUNT,
                     "land_rent_multipliers": ListOf(Int(1, MAX_MULTIPLIER), 1, MAX_HOUSES_PER_LOT + 1,
                                                     "whole numbers")}),
    "taxes": Table({"amount": MONEY,
                    "escalation": Opt(tables(Table({"houses": COUNT, "amount": MONEY}), "tax steps"), [])}),
    "franchises": Table({"fare": MONEY, "municipal_cinch_fare": MONEY,
                         "railroad_fares": ListOf(MONEY, 1, MAX_SPACES, "whole numbers"), "trust_fare": MONEY}),
    "speculation": Table({"ante": MONEY, "broker_percent": Int(0, 100), "double_payout": MONEY,
                          "payouts": NumberKeyed(MONEY, *DICE_TOTAL),
                          "skin_game": ListOf(Int(*DICE_TOTAL), 1, 11, "dice totals")}),
    "luxury": Table({"price": MONEY}),
    "loans": Table({"note": POSITIVE_MONEY, "security_margin": MONEY, "interest": MONEY}),
    "turns": Opt(Table({"trade_offers_per_turn": Opt(Int(0, MAX_TRADE_OFFERS_PER_TURN), 3)}), {}),
    "end": Table({"wages_times": Int(1, MAX_WAGES_TIMES), "round_limit": Int(1, MAX_ROUND_LIMIT)}),
    "movement": Table({"either_way_between": ListOf(ID, 2, 2, "space ids")}),
    "board": Table({"start": ID, "jail": ID, "poor_house": ID}),
    # [jail] default = "<id>"; [jail.<id>] is that jail game's own settings table, passed to it as is.
    "jail": Opt(Table({"default": Opt(ID, DEFAULT_JAIL)}, others=Table({}, others=Anything())), {}),
    "single_tax": Table({"votes_needed": Int(1, MAX_PLAYERS), "step": POSITIVE_MONEY, "wage_rise": MONEY,
                         "educations_per_professor": Int(1, MAX_COUNT), "professor_value": MONEY,
                         "public_order": ids("space ids"), "college_sites": ids("space ids")}),
    "spaces": tables(SPACE, "[[spaces]] tables", MIN_SPACES, MAX_SPACES),
    # The Single Tax, which any game may adopt by vote, offers these in place of the Poor House.
    "natural_opportunities": tables(Table({"id": ID, "name": NAME, "corner": ID, "wages": MONEY, "rent": MONEY}),
                                    "[[natural_opportunities]] tables", 1),
    "hands": Opt(tables(Table({"cards": ids("card ids")}), "[[hands]] tables"), []),
    "chance": tables(CHANCE_CARD, "[[chance]] cards", 1),
    "luxuries": Opt(tables(Table({"id": ID, "name": NAME}), "[[luxuries]] cards"), []),
})


def find_problems(raw: Mapping[str, Any]) -> list[str]:
    """Every problem in a raw rules mapping, as ``key.path: message`` strings."""
    return validate(raw)[1]


def validate(raw: Mapping[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """The rules data as :data:`RULES_SCHEMA` declares it, and every problem found.

    The data is only fit to build from when there are no problems.
    """
    problems: list[str] = []
    data = RULES_SCHEMA.check(dict(raw) if isinstance(raw, Mapping) else raw, "", problems)
    if data is INVALID:
        return {}, problems
    spaces = _check_spaces(data, raw.get("spaces"), problems)
    _check_references(data, spaces, problems)
    _check_counts(data, problems)
    _check_money_range(data, problems)
    _check_chance(data, raw.get("chance"), spaces, problems)
    return data, problems


# -- the checks across the schema (each skips what already failed its own check) ---------------
def _valid(entries: Any) -> Iterable[tuple[int, Any]]:
    """(index, entry) for each entry of a checked list that passed its check."""
    if isinstance(entries, list):
        yield from ((i, e) for i, e in enumerate(entries) if e is not INVALID)


def _unique(entries: Any, key: str, where: str, problems: list[str]) -> None:
    seen: set[str] = set()
    for i, entry in _valid(entries):
        value = entry[key]
        if value is INVALID:
            continue
        if value in seen:
            problems.append(f"{where}[{i}].{key}: {value!r} is used twice")
        seen.add(value)


def _check_spaces(data: dict[str, Any], raw_spaces: Any, problems: list[str]) -> dict[str, dict[str, Any]]:
    """Spaces by id; also each kind's own needs, which the schema cannot express per kind."""
    by_id: dict[str, dict[str, Any]] = {}
    _unique(data["spaces"], "id", "spaces", problems)
    for i, space in _valid(data["spaces"]):
        where, kind, given = f"spaces[{i}]", space["kind"], raw_spaces[i]
        if kind in CARD_KINDS and space["price"] is not INVALID and space["price"] < 1:
            problems.append(f"{where}.price: a {kind} needs a price of at least 1")
        if kind == "lot" and "rent" not in given:
            problems.append(f"{where}.rent: missing (a lot needs its land rent)")
        if kind == "lot" and space["section"] == 0:
            problems.append(f"{where}.section: a lot needs a section number >= 1")
        if space["id"] is not INVALID:
            by_id.setdefault(space["id"], space)
    if isinstance(data["spaces"], list):
        kinds = [s["kind"] for _, s in _valid(data["spaces"])]
        if kinds.count("start") != 1:
            problems.append("spaces: must have exactly one space of kind 'start'")
    return by_id


def _check_references(data: dict[str, Any], spaces: dict[str, dict[str, Any]], problems: list[str]) -> None:
    """Every id that must name a space (of a given kind) does."""
    if not spaces:
        return                      # the spaces themselves are wrong; that is reported already

    def need(path: str, sid: Any, kinds: tuple[str, ...] = ()) -> None:
        if sid is INVALID:
            return
        if sid not in spaces:
            problems.append(f"{path}: no space with id {sid!r}")
        elif kinds and spaces[sid]["kind"] not in kinds:
            problems.append(f"{path}: {sid!r} must be a space of kind {' or '.join(repr(k) for k in kinds)}")

    board = data["board"]
    if board is not INVALID:
        need("board.start", board["start"], ("start",))
        need("board.jail", board["jail"])
        need("board.poor_house", board["poor_house"])
    single_tax = data["single_tax"]
    if single_tax is not INVALID:
        for key, kinds in (("public_order", ("railroad", "utility")), ("college_sites", ("trespass",))):
            for i, sid in _valid(single_tax[key]):
                need(f"single_tax.{key}[{i}]", sid, kinds)
    movement = data["movement"]
    if movement is not INVALID:
        for i, sid in _valid(movement["either_way_between"]):
            need(f"movement.either_way_between[{i}]", sid)
    _unique(data["natural_opportunities"], "id", "natural_opportunities", problems)
    for i, no in _valid(data["natural_opportunities"]):
        need(f"natural_opportunities[{i}].corner", no["corner"])
    dealt: dict[str, int] = {}                 # each card of the beginners' hands: the hand it is in
    for i, hand in _valid(data["hands"]):
        for j, cid in _valid(hand["cards"]):
            if cid not in spaces or spaces[cid]["kind"] not in CARD_KINDS:
                problems.append(f"hands[{i}].cards[{j}]: {cid!r} is not a card on this board")
            elif cid in dealt:
                where = "this hand" if dealt[cid] == i else f"hands[{dealt[cid]}]"
                problems.append(f"hands[{i}].cards[{j}]: {cid!r} is in {where} already (a card can be dealt once)")
            else:
                dealt[cid] = i
    _unique(data["luxuries"], "id", "luxuries", problems)


def _check_counts(data: dict[str, Any], problems: list[str]) -> None:
    """Numbers that must agree with each other."""
    players = data["players"]
    if players is not INVALID and INVALID not in (players["min"], players["max"], players["starting_cash"]):
        low, high = players["min"], players["max"]
        if low > high:
            problems.append("players.min: must not exceed players.max")
        for n in range(low, high + 1):          # both are at most MAX_PLAYERS
            if n not in players["starting_cash"]:
                problems.append(f"players.starting_cash: no amount for {n} players")
    houses = data["houses"]
    if houses is not INVALID and INVALID not in (houses["per_lot"], houses["land_rent_multipliers"]):
        needed, given = houses["per_lot"] + 1, len(houses["land_rent_multipliers"])
        if given != needed:
            problems.append(f"houses.land_rent_multipliers: needs {needed} entries "
                            f"(0 to {houses['per_lot']} houses), not {given}")


#: The steps in which money moves in play: bids rise by one, debts are raised a note at a time,
#: the Single Tax's Treasury buys an improvement with each.
MONEY_STEPS = (("money", "bid_step"), ("loans", "note"), ("single_tax", "step"))


def _check_money_range(data: dict[str, Any], problems: list[str]) -> None:
    """The largest sum is at most MAX_MONEY_RANGE times the smallest step of money."""
    steps = [(f"{table}.{key}", data[table][key]) for table, key in MONEY_STEPS
             if data[table] is not INVALID and data[table][key] is not INVALID]
    sums = list(values_of(RULES_SCHEMA, data, lambda f: isinstance(f, Money)))
    if len(steps) < len(MONEY_STEPS) or not sums:
        return                          # a step is wrong itself; that is reported already
    step_key, step = min(steps, key=lambda s: s[1])
    sum_key, largest = max(sums, key=lambda s: s[1])
    if largest > MAX_MONEY_RANGE * step:
        problems.append(f"{step_key}: a step of {step} is too small for sums up to {largest} ({sum_key}); "
                        f"no sum may be more than {MAX_MONEY_RANGE:,} steps")


def _check_chance(data: dict[str, Any], raw_chance: Any, spaces: dict[str, dict[str, Any]], problems: list[str]) -> None:
    """Each Chance card has what its effect needs."""
    _unique(data["chance"], "id", "chance", problems)
    for i, card in _valid(data["chance"]):
        where, effect, given = f"chance[{i}]", card["effect"], raw_chance[i]
        if effect in AMOUNT_EFFECTS and "amount" not in given:
            problems.append(f"{where}.amount: missing (a '{effect}' card needs an amount)")
        elif effect == "move" and card["steps"] == 0:
            problems.append(f"{where}.steps: must be a whole number other than 0")
        elif effect == "goto" and spaces and card["space"] is not INVALID and card["space"] not in spaces:
            problems.append(f"{where}.space: no space with id {card['space']!r}")
    _check_chance_ends(data, problems)


def _check_chance_ends(data: dict[str, Any], problems: list[str]) -> None:
    """A turn can end whatever Chance space a player stops on (checked once the board and the
    pack are each sound: a run of draws is followed space by space)."""
    board, pack = data["spaces"], data["chance"]
    if not isinstance(board, list) or not isinstance(pack, list) or any(
            s is INVALID or INVALID in (s["id"], s["kind"]) for s in board) or any(
            c is INVALID or INVALID in (c["id"], c["effect"], c["steps"], c["space"]) for c in pack):
        return
    ids = [space["id"] for space in board]
    if any(c["effect"] == "goto" and c["space"] not in ids for c in pack):
        return                                  # reported above
    problem = chance_loop_problem([space["kind"] for space in board], ids, pack)
    if problem:
        problems.append(f"chance: {problem}")
