"""Validation of a raw rules mapping: every problem, each with its key path.

``find_problems`` never raises on bad input: it returns messages such as
``spaces[12].rent: must be a whole number >= 0`` so that ``landlord rules check``
can show all of them at once.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

from .rules import CARD_KINDS, CHANCE_EFFECTS, SPACE_KINDS

Check = Callable[[Any], str | None]


def _int(minimum: int = 0, maximum: int | None = None) -> Check:
    def check(v: Any) -> str | None:
        if isinstance(v, bool) or not isinstance(v, int):
            return f"must be a whole number, not {type(v).__name__}"
        if v < minimum or (maximum is not None and v > maximum):
            upper = f" and <= {maximum}" if maximum is not None else ""
            return f"must be >= {minimum}{upper}, not {v}"
        return None
    return check


def _text(v: Any) -> str | None:
    if not isinstance(v, str) or not v.strip():
        return "must be non-empty text"
    return None


def _int_list(minimum: int = 0, length: int | None = None) -> Check:
    item = _int(minimum)

    def check(v: Any) -> str | None:
        if not isinstance(v, list) or not v:
            return "must be a non-empty list of whole numbers"
        if length is not None and len(v) != length:
            return f"must have {length} entries, not {len(v)}"
        for i, x in enumerate(v):
            if (msg := item(x)) is not None:
                return f"entry {i} {msg}"
        return None
    return check


def _int_table(minimum: int = 0) -> Check:
    def check(v: Any) -> str | None:
        if not isinstance(v, dict) or not v:
            return "must be a table of whole numbers keyed by numbers"
        for k, x in v.items():
            if not str(k).isdigit():
                return f"key {k!r} must be a number"
            if (msg := _int(minimum)(x)) is not None:
                return f"entry {k!r} {msg}"
        return None
    return check


# table -> key -> check; every key listed here is required.
SCHEMA: dict[str, dict[str, Check]] = {
    "meta": {"id": _text, "title": _text, "version": lambda v: None if isinstance(v, (str, int)) else "must be text"},
    "players": {"min": _int(2), "max": _int(2, 8), "starting_cash": _int_table()},
    "setup": {"deal_count": _int(0), "beginners_cash": _int(0), "monarch_cash": _int(0)},
    "money": {"wages": _int(0), "jail_fine": _int(0), "card_value": _int(0),
              "house_value": _int(0), "bid_step": _int(1)},
    "houses": {"price": _int(1), "rent": _int(0), "per_lot": _int(0, 10), "supply": _int(0),
               "land_rent_multipliers": _int_list(1)},
    "taxes": {"amount": _int(0)},
    "franchises": {"fare": _int(0), "municipal_cinch_fare": _int(0),
                   "railroad_fares": _int_list(0), "trust_fare": _int(0)},
    "speculation": {"ante": _int(0), "broker_percent": _int(0, 100), "double_payout": _int(0),
                    "payouts": _int_table(), "skin_game": _int_list(2)},
    "luxury": {"price": _int(0)},
    "loans": {"note": _int(1), "security_margin": _int(0), "interest": _int(0)},
    "end": {"wages_times": _int(1), "round_limit": _int(1)},
    "movement": {"either_way_between": lambda v: None if isinstance(v, list) and len(v) == 2
                 and all(isinstance(x, str) for x in v) else "must be a list of two space ids"},
    "board": {"start": _text, "jail": _text, "poor_house": _text},
    "single_tax": {"votes_needed": _int(1), "step": _int(1), "wage_rise": _int(0),
                   "educations_per_professor": _int(1), "professor_value": _int(0),
                   "public_order": lambda v: None if isinstance(v, list) and all(isinstance(x, str) for x in v)
                   else "must be a list of space ids",
                   "college_sites": lambda v: None if isinstance(v, list) and all(isinstance(x, str) for x in v)
                   else "must be a list of space ids"},
}


def find_problems(raw: Mapping[str, Any]) -> list[str]:
    """Every problem in a raw rules mapping, as ``key.path: message`` strings."""
    problems: list[str] = []
    for table, keys in SCHEMA.items():
        section = raw.get(table)
        if not isinstance(section, dict):
            problems.append(f"{table}: missing table [{table}]")
            continue
        for key, check in keys.items():
            if key not in section:
                problems.append(f"{table}.{key}: missing")
            elif (msg := check(section[key])) is not None:
                problems.append(f"{table}.{key}: {msg}")
    space_ids = _check_spaces(raw, problems)
    if not problems or space_ids:
        _check_references(raw, space_ids, problems)
    _check_cards(raw, space_ids, problems)
    return problems


def _check_spaces(raw: Mapping[str, Any], problems: list[str]) -> dict[str, dict]:
    spaces = raw.get("spaces")
    if not isinstance(spaces, list) or len(spaces) < 8:
        problems.append("spaces: must be an array of at least 8 [[spaces]] tables")
        return {}
    seen: dict[str, dict] = {}
    for i, s in enumerate(spaces):
        where = f"spaces[{i}]"
        if not isinstance(s, dict):
            problems.append(f"{where}: must be a table")
            continue
        for key in ("id", "name"):
            if (msg := _text(s.get(key))) is not None:
                problems.append(f"{where}.{key}: {msg}")
        kind = s.get("kind")
        if kind not in SPACE_KINDS:
            problems.append(f"{where}.kind: must be one of {', '.join(SPACE_KINDS)}, not {kind!r}")
        if kind in CARD_KINDS and (msg := _int(1)(s.get("price"))) is not None:
            problems.append(f"{where}.price: {msg}")
        if kind == "lot" and (msg := _int(0)(s.get("rent"))) is not None:
            problems.append(f"{where}.rent: {msg}")
        if "section" in s and (msg := _int(0)(s["section"])) is not None:
            problems.append(f"{where}.section: {msg}")
        if kind == "lot" and not s.get("section"):
            problems.append(f"{where}.section: a lot needs a section number >= 1")
        sid = s.get("id")
        if isinstance(sid, str):
            if sid in seen:
                problems.append(f"{where}.id: {sid!r} is used twice")
            seen[sid] = s
    kinds = [s.get("kind") for s in spaces if isinstance(s, dict)]
    if kinds.count("start") != 1:
        problems.append("spaces: must have exactly one space of kind 'start'")
    return seen


def _check_references(raw: Mapping[str, Any], ids: dict[str, dict], problems: list[str]) -> None:
    def need(path: str, sid: Any, kind: str | None = None) -> None:
        if sid not in ids:
            problems.append(f"{path}: no space with id {sid!r}")
        elif kind and ids[sid].get("kind") != kind:
            problems.append(f"{path}: {sid!r} must be a space of kind '{kind}'")

    board = raw.get("board", {})
    if isinstance(board, dict):
        need("board.start", board.get("start"), "start")
        need("board.jail", board.get("jail"))
        need("board.poor_house", board.get("poor_house"))
    st = raw.get("single_tax", {})
    if isinstance(st, dict):
        for key, kinds in (("public_order", ("railroad", "utility")), ("college_sites", ("trespass",))):
            for i, sid in enumerate(st.get(key) or []):
                if sid not in ids:
                    problems.append(f"single_tax.{key}[{i}]: no space with id {sid!r}")
                elif ids[sid].get("kind") not in kinds:
                    problems.append(f"single_tax.{key}[{i}]: {sid!r} must be a space of kind {' or '.join(kinds)}")
    between = raw.get("movement", {}).get("either_way_between")
    if isinstance(between, list):
        for i, sid in enumerate(between):
            need(f"movement.either_way_between[{i}]", sid)
    players = raw.get("players", {})
    cash = players.get("starting_cash") if isinstance(players, dict) else None
    if isinstance(cash, dict) and isinstance(players.get("min"), int) and isinstance(players.get("max"), int):
        for n in range(players["min"], players["max"] + 1):
            if str(n) not in cash:
                problems.append(f"players.starting_cash: no amount for {n} players")
        if players["min"] > players["max"]:
            problems.append("players.min: must not exceed players.max")
    houses = raw.get("houses", {})
    mult = houses.get("land_rent_multipliers") if isinstance(houses, dict) else None
    if isinstance(mult, list) and isinstance(houses.get("per_lot"), int) and len(mult) != houses["per_lot"] + 1:
        problems.append(f"houses.land_rent_multipliers: needs {houses['per_lot'] + 1} entries "
                        f"(0 to {houses['per_lot']} houses), not {len(mult)}")
    for i, no in enumerate(raw.get("natural_opportunities", []) or []):
        where = f"natural_opportunities[{i}]"
        if not isinstance(no, dict):
            problems.append(f"{where}: must be a table")
            continue
        for key in ("id", "name"):
            if (msg := _text(no.get(key))) is not None:
                problems.append(f"{where}.{key}: {msg}")
        for key in ("wages", "rent"):
            if (msg := _int(0)(no.get(key))) is not None:
                problems.append(f"{where}.{key}: {msg}")
        need(f"{where}.corner", no.get("corner"))


def _check_cards(raw: Mapping[str, Any], ids: dict[str, dict], problems: list[str]) -> None:
    for i, hand in enumerate(raw.get("hands", []) or []):
        cards = hand.get("cards") if isinstance(hand, dict) else None
        if not isinstance(cards, list):
            problems.append(f"hands[{i}].cards: must be a list of card ids")
            continue
        for j, cid in enumerate(cards):
            if ids and (cid not in ids or ids[cid].get("kind") not in CARD_KINDS):
                problems.append(f"hands[{i}].cards[{j}]: {cid!r} is not a card on this board")
    chance = raw.get("chance")
    if not isinstance(chance, list) or not chance:
        problems.append("chance: must be an array of at least one [[chance]] card")
        chance = []
    for i, card in enumerate(chance):
        where = f"chance[{i}]"
        if not isinstance(card, dict):
            problems.append(f"{where}: must be a table")
            continue
        for key in ("id", "text"):
            if (msg := _text(card.get(key))) is not None:
                problems.append(f"{where}.{key}: {msg}")
        effect = card.get("effect")
        if effect not in CHANCE_EFFECTS:
            problems.append(f"{where}.effect: must be one of {', '.join(CHANCE_EFFECTS)}, not {effect!r}")
        elif effect in ("pay", "receive", "pay_per_house") and (msg := _int(0)(card.get("amount"))) is not None:
            problems.append(f"{where}.amount: {msg}")
        elif effect == "move" and (not isinstance(card.get("steps"), int) or card.get("steps") == 0):
            problems.append(f"{where}.steps: must be a whole number other than 0")
        elif effect == "goto" and ids and card.get("space") not in ids:
            problems.append(f"{where}.space: no space with id {card.get('space')!r}")
        extra = set(card) - {"id", "text", "effect", "amount", "steps", "space"}
        if extra:
            problems.append(f"{where}: unknown key(s) {', '.join(sorted(extra))}")
    for i, lux in enumerate(raw.get("luxuries", []) or []):
        if not isinstance(lux, dict) or _text(lux.get("id")) or _text(lux.get("name")):
            problems.append(f"luxuries[{i}]: needs an id and a name")
