"""Positions: a game at the start of a turn as plain data, and games started from one.

A position is to this game what a FEN is to chess: everything that decides how play goes on
from the start of a turn, as str-keyed tables of numbers, text, true/false and lists, so it
can be written as TOML by the game or by hand (``docs/api.md`` shows one and names every key):
the rules id, the seed, the set-up options that still matter, the jail game, the round and
whose turn it is, and each player's cash, space, cards, houses, Luxuries and standing; the
Public Treasury, the railroad Trust, the Single Tax and the Luxury pack; and the house rules
with their settings and what each keeps of each player (``house_seats``: a Dungeonopoly character).

* :func:`position_of` reads one from a game waiting for the first decision of a turn.
* :meth:`Engine.start_from <landlord.engine.engine.Engine.start_from>` (through
  :func:`set_up`) checks one (``position_check``: every problem at once, one line each) and
  starts the game from it, waiting for the first decision of the turn of the seat whose turn
  it is. The turn begins as every turn does (``turn.begin_turn``): a prisoner's turn goes to
  the jail game, and a player working a Natural Opportunity is paid his wages and pays its rent.

What a position does not hold: the dice to come (a game started from a position throws them
afresh from its seed, ``random.Random(seed)``), what the table remembers of past trade offers
and Single Tax votes, and the history of choices. The jail game's own record of its prisoners
(its slot) is kept as ``jail.record`` when there is one; without it every prisoner is jailed
afresh through the host, so the jail game makes its own record (``on_jailed``).

The position a game began from is kept in its options (``from_position``, as JSON text, so
copies for look-ahead stay cheap): saves, undo and replays rebuild such a game from it.
"""
from __future__ import annotations

import json
import random
from typing import TYPE_CHECKING, Any, Mapping

from .context import Ctx
from .errors import PositionError, SetupError
from .house_seats import place_seats, seat_records
from .jail_host import imprison
from .position_check import SINGLE_TAX_KEYS, checked_position
from .rules import Rules
from .scoring import describe_end, end_reason
from .state import MISC, TREASURY, BANK_FLOAT, GameState, Player, seat_account
from .turn import begin_turn

if TYPE_CHECKING:
    from .engine import Engine

#: The option under which a game keeps the position it began from (canonical JSON text).
FROM_POSITION = "from_position"


class NotAtTurnStart(ValueError):
    """A game that is not waiting for the first decision of a turn has no position to read."""


# -- reading a position from a game ---------------------------------------------------------------
def at_turn_start(state: GameState) -> bool:
    """Is the game waiting for the first decision of a turn, nothing of the turn done yet?

    A turn begins with one frame on the stack (``turn.begin_turn``): the player's ``turn`` with
    no business marked as done in it, or, for a prisoner, his ``jail`` turn with no step taken.
    """
    if state.over or len(state.stack) != 1:
        return False
    frame, seat = state.stack[0], state.turn
    if frame.get("seat") != seat:
        return False
    if frame["kind"] == "jail":
        return state.players[seat].in_jail and frame.get("steps") == 0
    # Every mark a turn keeps of business done (offers made, a loan, a proposal) starts falsy.
    return frame["kind"] == "turn" and not any(v for k, v in frame.items() if k not in ("kind", "seat"))


def position_of(engine_or_rules: Engine | Rules, state: GameState) -> dict[str, Any]:
    """The position of a game waiting for the first decision of a turn, in canonical form.

    The turn's own beginning is taken back where the state shows it: a prisoner whose turn it is
    has begun one more turn in Jail than the position says (starting from it begins that turn
    again). A Natural Opportunity worked at the start of the turn is already paid for.

    :raises NotAtTurnStart: for a game in the middle of a turn, over, or still being set up.
    """
    rules = engine_or_rules if isinstance(engine_or_rules, Rules) else engine_or_rules.rules
    if not at_turn_start(state):
        raise NotAtTurnStart(f"the game {_not_at_turn_start(state)}; a position is read at the start of a turn")
    options = state.options
    tax = state.single_tax
    return {
        "rules": rules.id,
        "seed": state.seed,
        "round": state.round,
        "turn": state.turn,
        "turns_played": state.turns_played,
        "trust": sorted(state.trust),
        "luxury_pack": list(state.luxury_pack),
        "game": {
            "start": options.get("start", "deal"), "advanced": bool(options.get("advanced", True)),
            "monarch_seat": options.get("monarch_seat", 0), "first_seat": options.get("first_seat", 0),
            "end_wages_times": options.get("end_wages_times") or rules.end_wages_times,
            "round_limit": options.get("round_limit") or rules.round_limit,
            "single_tax_majority": bool(options.get("single_tax_majority", False)),
            "wage_rise": options.get("wage_rise", 0),
        },
        "accounts": {"treasury": state.accounts[TREASURY]},
        "single_tax": ({"adopted": True, **{k: _copied(tax.get(k, 0)) for k in SINGLE_TAX_KEYS}} if tax
                       else {"adopted": False}),
        "jail": {"id": state.jail_game, **({"record": _copied(slot)} if (slot := state.plugin_data.get("jail"))
                                           else {})},
        **_house(state),
        "players": [_player(rules, state, seat, records) for seat, records in enumerate(_seat_records(
            engine_or_rules, state))],
    }


def _house(state: GameState) -> dict[str, Any]:
    """The game's house rules and their settings, if it has any (a position without them has no
    ``house`` key at all, as before house rules existed)."""
    chosen = state.options.get("house_rules")
    if not chosen:
        return {}
    return {"house": {"rules": list(chosen), "settings": _copied(state.options.get("house_settings", {}))}}


def _seat_records(engine_or_rules: Engine | Rules, state: GameState) -> list[dict[str, Any]]:
    """Each seat's house rules' records (``house_seats``); none without house rules, or when only
    the rules are at hand (the house rules are the engine's)."""
    if not state.options.get("house_rules") or isinstance(engine_or_rules, Rules):
        return [{} for _ in state.players]
    ctx = Ctx(engine_or_rules, state)
    return [seat_records(ctx, seat) for seat in range(len(state.players))]


def _not_at_turn_start(state: GameState) -> str:
    if state.over:
        return "is over"
    if not state.stack:
        return "has no turn in play"
    if state.stack[0]["kind"] == "first_player":          # the deal (setup.deal) comes before it
        return "is still being set up"
    return f"is in the middle of a turn (it waits for {state.stack[-1]['kind']!r})"


def _player(rules: Rules, state: GameState, seat: int, house: dict[str, Any]) -> dict[str, Any]:
    p = state.players[seat]
    jail_turns = p.jail_turns - 1 if p.in_jail and seat == state.turn else p.jail_turns   # begun again
    return {
        # A player's own account: in team play the team's purse is its first player's, the others' empty.
        "name": p.name, "cash": state.accounts[seat_account(seat)], "space": rules.spaces[p.position].id,
        "cards": [card for card in rules.card_ids() if state.owner.get(card) == seat],
        "houses": {lot.id: n for lot in rules.spaces_of_kind("lot")
                   if (n := state.houses.get(lot.id)) and _house_owner(state, lot.id) == seat},
        "luxuries": list(p.luxuries), "in_jail": p.in_jail, "jail_turns": jail_turns,
        "in_poor_house": p.in_poor_house, "opportunity": p.opportunity, "wages_drawn": p.wages_drawn,
        "draws_wages": p.draws_wages, "notes": p.notes, "educations": p.educations, "professors": p.professors,
        **({"house": _copied(house)} if house else {}),
    }


def _house_owner(state: GameState, lot: str) -> int | None:
    """Who owns the houses on a lot: their builder, else (as set-ups by hand leave it) its holder."""
    return state.house_owner.get(lot, state.owner.get(lot))


def _copied(value: Any) -> Any:
    """Plain data with lists for tuples, as TOML gives it back, and shared with nothing."""
    return json.loads(json.dumps(value))


# ``position`` is typed ``object``, as read from a file: the check names what is wrong with a
# non-table; typed as a Mapping, the compiled build (mypyc) would refuse a list before the check.
def normalised(engine: Engine, position: object) -> dict[str, Any]:
    """``position`` in canonical form (what :func:`position_of` returns for the game started from
    it, unless that game's turn began with work: a Natural Opportunity's wages and rent, or a jail
    game's record made for a prisoner jailed afresh).

    :raises PositionError: listing every problem with the position.
    """
    given = _with_house_jail(engine, dict(position)) if isinstance(position, Mapping) else position
    return checked_position(engine.rules, engine.jail_games, given)


def _with_house_jail(engine: Engine, given: dict[str, Any]) -> dict[str, Any]:
    """A position with house rules that names no jail plays the jail they are written for, as a
    new game does (``Engine.jail_for``); the checks name anything here that is not as it should be."""
    house, jail = given.get("house"), given.get("jail", {})
    if not (isinstance(house, Mapping) and isinstance(house.get("rules"), list) and isinstance(jail, Mapping)
            and jail.get("id") is None):
        return given
    chosen = [rule_id for rule_id in house["rules"] if isinstance(rule_id, str)]
    return {**given, "jail": {**jail, "id": engine.jail_for(None, chosen)}}


def began_from(state: GameState) -> dict[str, Any] | None:
    """The position a game was started from, or None for a game set up by ``new_game``."""
    text = state.options.get(FROM_POSITION)
    return None if text is None else json.loads(text)


# -- starting a game from a position ---------------------------------------------------------------
def set_up(engine: Engine, raw: Mapping[str, Any]) -> Ctx:
    """Check ``raw`` against the engine's rules and jail games, build the game, and begin the turn.

    ``Engine.start_from`` calls this and then settles what needs no decision, as after any turn
    begins. Returns the step's context (its state is the new game).

    :raises PositionError: listing every problem with the position.
    """
    position = normalised(engine, raw)
    rules, players = engine.rules, position["players"]
    state = GameState(
        rules_id=rules.id, seed=position["seed"], options=_options(position),
        players=[_built_player(rules, p) for p in players],
        accounts=_accounts(position), rng=random.Random(position["seed"]),
        luxury_pack=list(position["luxury_pack"]), trust=list(position["trust"]),
        jail_game=position["jail"]["id"], turn=position["turn"], round=position["round"],
        turns_played=position["turns_played"],
    )
    holders = {card: seat for seat, p in enumerate(players) for card in p["cards"]}
    builders = {lot: seat for seat, p in enumerate(players) for lot in p["houses"]}
    for space in rules.spaces:               # in board order, whoever holds what
        if space.id in holders:
            state.owner[space.id] = holders[space.id]
        if space.id in builders:
            seat = builders[space.id]
            state.houses[space.id], state.house_owner[space.id] = players[seat]["houses"][space.id], seat
    tax = position["single_tax"]
    if tax["adopted"]:
        state.single_tax = {k: _copied(tax[k]) for k in SINGLE_TAX_KEYS}
    _check_not_over(rules, state)
    ctx = Ctx(engine, state)
    _house_rules(engine, ctx, position)
    _jail_prisoners(ctx, position)
    begin_turn(ctx, position["turn"])
    return ctx


def _house_rules(engine: Engine, ctx: Ctx, position: dict[str, Any]) -> None:
    """Set up the position's house rules as a new game does, then hand each rule its records of
    the seats (``house_seats``); every problem is one line naming its key."""
    house = position.get("house")
    if not house:
        return
    missing = [rule_id for rule_id in house["rules"] if rule_id not in engine.house_rules]
    if missing:
        raise PositionError([f"house.rules: no house rule {rule_id!r} is installed (installed: "
                             f"{', '.join(sorted(engine.house_rules)) or 'none'})" for rule_id in missing])
    try:
        engine.set_up_house_rules(ctx, list(house["rules"]), dict(house["settings"]))
    except SetupError as exc:
        raise PositionError([f"house.settings: {exc}"]) from None
    problems = place_seats(ctx, [p.get("house", {}) for p in position["players"]])
    if problems:
        raise PositionError(problems)


def _check_not_over(rules: Rules, state: GameState) -> None:
    """A turn does not begin in a game that ended with the last one. The checks of the position
    name the wages and the round limit by their keys; this asks the rules' own test of the end
    (``scoring.end_reason``), which alone knows when the Monarch of the World has won (I-37)."""
    reason = end_reason(rules, state)
    if reason:
        raise PositionError([f"game.start: the game would be over: {describe_end(rules, state, reason)}"])


def _options(position: dict[str, Any]) -> dict[str, Any]:
    """What ``new_game`` keeps in ``state.options``, read from the position, and the position itself."""
    game = position["game"]
    return {"start": game["start"], "advanced": game["advanced"], "monarch_seat": game["monarch_seat"],
            "wage_rise": game["wage_rise"], "end_wages_times": game["end_wages_times"],
            "round_limit": game["round_limit"], "single_tax_majority": game["single_tax_majority"],
            "jail": position["jail"]["id"], "first_seat": game["first_seat"],
            FROM_POSITION: json.dumps(position, separators=(",", ":"))}


def _built_player(rules: Rules, p: dict[str, Any]) -> Player:
    # in_jail and jail_turns are set when the prisoners are jailed (_jail_prisoners).
    return Player(name=p["name"], position=rules.index_of(p["space"]), in_poor_house=p["in_poor_house"],
                  wages_drawn=p["wages_drawn"], draws_wages=p["draws_wages"], luxuries=list(p["luxuries"]),
                  notes=p["notes"], educations=p["educations"], professors=p["professors"],
                  opportunity=p["opportunity"])


def _accounts(position: dict[str, Any]) -> dict[str, int]:
    """Each player's cash, the Treasury, and Miscellaneous holding the rest of the game's money."""
    accounts = {seat_account(seat): p["cash"] for seat, p in enumerate(position["players"])}
    accounts[TREASURY] = position["accounts"]["treasury"]
    accounts[MISC] = BANK_FLOAT - sum(accounts.values())
    return accounts


def _jail_prisoners(ctx: Ctx, position: dict[str, Any]) -> None:
    """Put the prisoners in Jail: with the jail game's own record if the position has it, else
    through the host, as a game jails a player (so the jail game makes its record, ``on_jailed``)."""
    state = ctx.state
    prisoners = [seat for seat, p in enumerate(position["players"]) if p["in_jail"]]
    record = position["jail"].get("record")
    for seat in prisoners:
        if record is None:
            imprison(ctx, seat)
        else:
            state.players[seat].in_jail = True
    if record is not None:
        state.plugin_data["jail"] = _copied(record)
    for seat in prisoners:
        state.players[seat].jail_turns = position["players"][seat]["jail_turns"]


__all__ = ["FROM_POSITION", "NotAtTurnStart", "at_turn_start", "began_from", "normalised", "position_of",
           "set_up"]
