"""Checking a position: its one schema, and the checks across it against the rules and jail games.

A position (``landlord.engine.position``) comes from a person as often as from the game: a
teacher's hand-written file, an edited export, a save. :func:`checked_position` reports every
problem at once, one line each naming the key path (``players[1].cards: lonely-lane is held
twice (also by players[0])``), and returns the position in its one canonical form: every key
present, in the order :data:`POSITION_SCHEMA` declares, with what was left out filled in.

What it accepts is a position the game can play on from: nothing in it contradicts the rules
(a card held twice, houses on a railroad, money that does not add up) or could not stand at
the start of a turn (a game already over, a Treasury fund the Single Tax would spend at once).
The schema alone (:func:`shape_problems`) needs no rules, so a save can be type-checked before
anything is replayed.
"""
from __future__ import annotations

import json
from typing import Any, Mapping

from .classic_jail import CLASSIC_ID, record_problems
from .errors import PositionError
from .jail_api import JailGame
from .jail_host import longest_stay
from .plain_data import first_not_plain
from .limits import (MAX_AMOUNT, MAX_COUNT, MAX_ENTRIES, MAX_HOUSES_PER_LOT, MAX_ID_CHARS, MAX_PLAYERS,
                     MAX_ROUND_LIMIT, MAX_SAVE_TEXT, MAX_SEED, MAX_SPACES, MAX_WAGES_TIMES)
from .rules import Rules
from .schema import INVALID, Anything, Bool, Int, ListOf, Opt, Table, Text
from .setup import STARTS
from .state import BANK_FLOAT

ID = Text(MAX_ID_CHARS)
MONEY = Int(0, MAX_AMOUNT)
COUNT = Int(0, MAX_COUNT)
#: A seat number; whether the position has that seat is checked across it.
SEAT = Int(0, MAX_COUNT)


def _ids(what: str, most: int = MAX_ENTRIES) -> ListOf:
    return ListOf(ID, 0, most, what)


PLAYER = Table({
    "name": Text(MAX_SAVE_TEXT),
    "cash": MONEY,
    "space": Opt(ID, None),                      # None: where his state puts him, else the start
    "cards": Opt(_ids("card ids", MAX_SPACES), []),
    "houses": Opt(Table({}, others=Int(0, MAX_HOUSES_PER_LOT)), {}),   # lot id = houses he owns there
    "luxuries": Opt(_ids("Luxury card ids"), []),
    "in_jail": Opt(Bool(), False),
    "jail_turns": Opt(Int(0, MAX_ROUND_LIMIT), 0),
    "in_poor_house": Opt(Bool(), False),
    "opportunity": Opt(Text(MAX_ID_CHARS, empty=True), ""),
    "wages_drawn": Opt(Int(0, MAX_WAGES_TIMES), 0),
    "draws_wages": Opt(Bool(), True),
    "notes": Opt(COUNT, 0),
    "educations": Opt(COUNT, 0),
    "professors": Opt(COUNT, 0),
    # rule id = what the house rule keeps of this seat (its ``seat_record``), checked by the rule
    "house": Opt(Table({}, others=Table({}, others=Anything())), {}),
})

#: The house rules a position is played with, and their settings (as ``--house-setting`` gives them).
HOUSE = Table({
    "rules": Opt(_ids("house rule ids", MAX_PLAYERS * 4), []),
    "settings": Opt(Table({}, others=Table({}, others=Anything())), {}),
})

GAME = Table({
    "start": Opt(Text(MAX_ID_CHARS, choices=STARTS), "deal"),
    "advanced": Opt(Bool(), True),
    "monarch_seat": Opt(SEAT, 0),
    "first_seat": Opt(SEAT, 0),
    "end_wages_times": Opt(Int(1, MAX_WAGES_TIMES), None),      # None: the rules' own
    "round_limit": Opt(Int(1, MAX_ROUND_LIMIT), None),
    "single_tax_majority": Opt(Bool(), False),
    "wage_rise": Opt(MONEY, 0),
})

SINGLE_TAX = Table({
    "adopted": Opt(Bool(), False),
    # Only with adopted = true; None: worked out (see _Check.single_tax).
    "round": Opt(Int(0, MAX_ROUND_LIMIT), None),
    "public": Opt(_ids("franchise ids", MAX_SPACES), None),
    "colleges": Opt(_ids("space ids", MAX_SPACES), None),
    "steps": Opt(Int(0, MAX_AMOUNT), None),
    "fund": Opt(MONEY, None),
})

POSITION_SCHEMA = Table({
    "rules": ID,
    "seed": Opt(Int(0, MAX_SEED), 0),
    "round": Opt(Int(1, MAX_ROUND_LIMIT), 1),
    "turn": SEAT,
    "turns_played": Opt(Int(0, MAX_ROUND_LIMIT * MAX_PLAYERS), None),
    "trust": Opt(ListOf(SEAT, 0, 2, "seats"), []),
    "luxury_pack": Opt(_ids("Luxury card ids"), None),          # None: every Luxury card not held
    "game": Opt(GAME, {}),
    "accounts": Opt(Table({"treasury": Opt(MONEY, 0), "miscellaneous": Opt(MONEY, None)}), {}),
    "single_tax": Opt(SINGLE_TAX, {}),
    "jail": Opt(Table({"id": Opt(ID, None), "record": Opt(Anything(), None)}), {}),
    "house": Opt(HOUSE, {}),
    "players": ListOf(PLAYER, 0, MAX_PLAYERS, "players"),
})

#: The keys of an adopted Single Tax, in the order the game keeps them.
SINGLE_TAX_KEYS = ("round", "public", "colleges", "steps", "fund")


def shape_problems(raw: Any, root: str = "") -> list[str]:
    """Every problem of keys, types and bounds in ``raw``, with key paths inside ``root``.

    Needs no rules: a save's ``from_position`` is checked this far when the file is read.
    """
    problems: list[str] = []
    POSITION_SCHEMA.check(raw, root, problems)
    return problems


def checked_position(rules: Rules, jail_games: Mapping[str, JailGame], raw: Any) -> dict[str, Any]:
    """``raw`` in its canonical form, if the game can start from it.

    :raises PositionError: listing every problem, one line each.
    """
    problems: list[str] = []
    data = POSITION_SCHEMA.check(raw, "", problems)
    if data is not INVALID:
        _Check(rules, jail_games, data, problems).run()
    if problems:
        raise PositionError(problems)
    return _canonical(rules, data)


def _canonical(rules: Rules, data: dict[str, Any]) -> dict[str, Any]:
    """The checked position as :func:`~landlord.engine.position.position_of` writes one: cards and
    houses in board order, Miscellaneous left to be worked out, the Single Tax's keys only when
    adopted, lots with no houses and an empty jail record left out."""
    position = dict(data)
    on_board = rules.index_of
    position["players"] = [_house_last({**p, "cards": sorted(p["cards"], key=on_board),
                                        "houses": {lot: p["houses"][lot] for lot in sorted(p["houses"], key=on_board)
                                                   if p["houses"][lot]}}, bool(p["house"]))
                           for p in data["players"]]
    position["accounts"] = {"treasury": data["accounts"]["treasury"]}
    tax = data["single_tax"]
    position["single_tax"] = {"adopted": True, **{k: tax[k] for k in SINGLE_TAX_KEYS}} if tax["adopted"] \
        else {"adopted": False}
    record = data["jail"]["record"]
    # A copy through JSON: the jail game's record as plain lists and tables, however it was given.
    position["jail"] = {"id": data["jail"]["id"], **({"record": json.loads(json.dumps(record))} if record else {})}
    position["trust"] = sorted(data["trust"])
    return _house_last(position, bool(data["house"]["rules"]))


def _house_last(table: dict[str, Any], says_something: bool) -> dict[str, Any]:
    """The table with its ``house`` key last, as plain data, or with none when it says nothing:
    a position without house rules reads exactly as it did before they existed."""
    house = table.pop("house")
    if says_something:
        table["house"] = json.loads(json.dumps(house))
    return table


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 44 else text[:41] + "..."


def _counted(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _valid(*values: Any) -> bool:
    return all(v is not INVALID for v in values)


def _at(table: Any, key: str) -> Any:
    """``table[key]``, or INVALID when the table itself failed its check."""
    return INVALID if table is INVALID else table[key]


class _Check:
    """The checks across a position that passed its schema (parts that failed it are skipped).

    Each method checks one concern and fills in what the position left to be worked out.
    """

    def __init__(self, rules: Rules, jail_games: Mapping[str, JailGame], data: dict[str, Any],
                 problems: list[str]) -> None:
        self.rules, self.jail_games, self.data, self.problems = rules, jail_games, data, problems
        players = data["players"]
        self.players = [] if players is INVALID else players
        #: (seat, player) for every player whose table passed the schema.
        self.valid = [(i, p) for i, p in enumerate(self.players) if p is not INVALID]
        self.game, self.tax = data["game"], data["single_tax"]
        self.adopted = _valid(self.tax) and self.tax["adopted"] is True
        self.holder: dict[str, int] = {}          # card id -> seat, filled by cards()

    def problem(self, path: str, message: str) -> None:
        self.problems.append(f"{path}: {message}")

    def run(self) -> None:
        for check in (self.rules_and_seats, self.turn, self.jail, self.cards, self.players_each, self.houses,
                      self.luxuries, self.single_tax, self.trust, self.accounts, self.house):
            check()

    # -- the game as a whole ---------------------------------------------------------------
    def rules_and_seats(self) -> None:
        rules, data = self.rules, self.data
        if _valid(data["rules"]) and data["rules"] != rules.id:
            self.problem("rules", f"the position is of the rules {_shown(data['rules'])}; the rules loaded are "
                                  f"{rules.id!r}")
        if data["players"] is not INVALID and not rules.min_players <= len(self.players) <= rules.max_players:
            self.problem("players", f"{_counted(len(self.players), 'player')}; these rules allow "
                                    f"{rules.min_players} to {rules.max_players}")
        if _valid(self.game):
            self.game["end_wages_times"] = self.game["end_wages_times"] or rules.end_wages_times
            self.game["round_limit"] = self.game["round_limit"] or rules.round_limit

    def is_seat(self, path: str, seat: Any) -> bool:
        """Is ``seat`` a seat of the position? Says so if not (unknown when the players are not)."""
        if seat is INVALID or self.data["players"] is INVALID:
            return False
        if seat >= len(self.players):
            self.problem(path, f"{seat} is no seat (the seats are 0 to {len(self.players) - 1})")
            return False
        return True

    def turn(self) -> None:
        data, game = self.data, self.game
        turn_ok = self.is_seat("turn", data["turn"])
        first_ok = _valid(game) and self.is_seat("game.first_seat", game["first_seat"])
        if _valid(game):
            self.is_seat("game.monarch_seat", game["monarch_seat"])
            if _valid(data["round"], game["round_limit"]) and data["round"] > game["round_limit"]:
                self.problem("round", f"{data['round']} is past game.round_limit ({game['round_limit']}): "
                                      "the game would be over")
        if not (turn_ok and first_ok and _valid(data["round"], data["turns_played"])):
            return
        # Play passes to the left and a round begins with the first seat (engine._end_turn).
        seats = len(self.players)
        played = (data["round"] - 1) * seats + (data["turn"] - game["first_seat"]) % seats
        if data["turns_played"] is None:
            data["turns_played"] = played
        elif data["turns_played"] != played:
            self.problem("turns_played", f"{data['turns_played']} does not agree with round {data['round']}, "
                                         f"turn {data['turn']} and game.first_seat {game['first_seat']}, "
                                         f"which make {played} (leave it out to have it worked out)")

    def jail(self) -> None:
        jail = self.data["jail"]
        if not _valid(jail):
            return
        jail["id"] = jail["id"] or self.rules.default_jail
        if _valid(jail["id"]) and jail["id"] not in self.jail_games:
            self.problem("jail.id", f"no jail game {_shown(jail['id'])} is installed (installed: "
                                    f"{', '.join(sorted(self.jail_games))})")
        record = jail["record"]
        if record is None:
            return
        if not isinstance(record, dict):
            self.problem("jail.record", f"must be a table (the jail game's own record), not {type(record).__name__}")
            jail["record"] = INVALID
        elif (found := _not_plain(record, "jail.record")) is not None:
            self.problem(*found)
            jail["record"] = INVALID
        elif jail["id"] == CLASSIC_ID:
            prisoners = [i for i, p in self.valid if p["in_jail"] is True]
            for key, message in record_problems(record, prisoners):
                self.problem(f"jail.record.{key}", message)

    # -- each player -------------------------------------------------------------------------
    def players_each(self) -> None:
        for seat, player in self.valid:
            self.player(f"players[{seat}]", player)

    def player(self, path: str, p: dict[str, Any]) -> None:
        rules, game = self.rules, self.game
        jailed, poor = p["in_jail"] is True, p["in_poor_house"] is True
        if jailed and poor:
            self.problem(f"{path}.in_poor_house", "in Jail and in the Poor House at once")
        if poor and self.adopted:
            self.problem(f"{path}.in_poor_house", "the Single Tax abolishes the Poor House (Single Tax Rule 8)")
        where = rules.jail_space if jailed else rules.poor_house_space if poor else None
        what = "a prisoner" if jailed else "a player in the Poor House"
        opportunity = p["opportunity"]
        if _valid(opportunity) and opportunity:
            known = {n.id: n for n in rules.natural_opportunities}
            if opportunity not in known:
                self.problem(f"{path}.opportunity", f"no Natural Opportunity {_shown(opportunity)} in these rules "
                                                    f"({', '.join(known) or 'none'})")
            elif not self.adopted:
                self.problem(f"{path}.opportunity", "Natural Opportunities are worked only under the Single Tax "
                                                    "(Single Tax Rule 8)")
            elif jailed:
                self.problem(f"{path}.opportunity", "a prisoner works no Natural Opportunity")
            elif where is None:
                where, what = known[opportunity].corner, f"a player working {known[opportunity].name}"
        self.space(path, p, where, what)
        self.jail_turns(path, p, jailed)
        if _valid(p["wages_drawn"], _at(game, "end_wages_times")) and p["wages_drawn"] >= game["end_wages_times"]:
            self.problem(f"{path}.wages_drawn", f"{p['wages_drawn']} reaches game.end_wages_times "
                                                f"({game['end_wages_times']}): the game would be over")
        if _valid(p["educations"]) and p["educations"] >= rules.st_educations_per_professor:
            self.problem(f"{path}.educations", f"{rules.st_educations_per_professor} Education cards are exchanged "
                                               f"for a Professor card at once (Single Tax Rule 7); at most "
                                               f"{rules.st_educations_per_professor - 1}")

    def space(self, path: str, p: dict[str, Any], where: str | None, what: str) -> None:
        """Where he stands: given, or where his state puts him (the start if nowhere in particular)."""
        if p["space"] is None:
            p["space"] = where or self.rules.start_space
        elif not _valid(p["space"]):
            return
        elif not self.rules.has_space(p["space"]):
            self.problem(f"{path}.space", f"no space {_shown(p['space'])} on this board")
        elif where is not None and p["space"] != where:
            self.problem(f"{path}.space", f"{what} stands on {where}, not {p['space']} (leave space out to have "
                                          "it put there)")

    def jail_turns(self, path: str, p: dict[str, Any], jailed: bool) -> None:
        turns, jail = p["jail_turns"], self.data["jail"]
        if not _valid(turns) or not turns:
            return
        if not jailed:
            self.problem(f"{path}.jail_turns", f"{_counted(turns, 'turn')} in Jail, but he is not in Jail "
                                               "(in_jail = false)")
        elif _valid(_at(jail, "id")) and jail["id"] in self.jail_games and jail["id"] != CLASSIC_ID:
            # The host ends a plugin's jail game when a prisoner begins a turn past its longest
            # stay (jail_host.begin_jail_turn); the 1906 jail may keep a penniless man on.
            game = self.jail_games[jail["id"]]
            longest, spent = longest_stay(game), f"{_counted(turns, 'turn')} already spent in {game.title}"
            if turns >= longest:
                self.problem(f"{path}.jail_turns", f"{spent}, whose longest stay is {longest}: he would be out by "
                                                   f"now (at most {longest - 1})")
            elif jail["record"] is None:
                # Without its record the jail game begins his stay afresh (on_jailed) and would keep
                # him past the turns the host still allows him, which ends the jail game for everyone.
                self.problem(f"{path}.jail_turns", f"{spent}, which counts them in its own record: give jail.record "
                                                   "(position_of writes it) or jail_turns = 0 for a stay begun afresh")

    # -- what the players hold ---------------------------------------------------------------
    def cards(self) -> None:
        rules, public = self.rules, self.tax["public"] if self.adopted else None
        for seat, p in self.valid:
            path = f"players[{seat}].cards"
            for card in p["cards"] if _valid(p["cards"]) else ():
                if card is INVALID:
                    continue
                if not rules.has_space(card):
                    self.problem(path, f"no space {_shown(card)} on this board")
                elif not rules.space(card).has_card:
                    self.problem(path, f"{card} has no card (only lots, railroads, utilities and Speculation do)")
                elif card in self.holder:
                    other = self.holder[card]
                    self.problem(path, f"{card} is listed twice" if other == seat
                                 else f"{card} is held twice (also by players[{other}])")
                elif _valid(public) and public and card in public:
                    self.problem(path, f"{card} belongs to the public under the Single Tax (single_tax.public)")
                else:
                    self.holder[card] = seat

    def houses(self) -> None:
        rules = self.rules
        owner: dict[str, int] = {}
        total = 0
        for seat, p in self.valid:
            for lot, count in p["houses"].items() if _valid(p["houses"]) else ():
                path = f"players[{seat}].houses.{lot}"
                if count is INVALID:
                    continue
                if not rules.has_space(lot):
                    self.problem(path, f"no space {_shown(lot)} on this board")
                    continue
                if rules.space(lot).kind != "lot":
                    self.problem(path, "houses stand only on lots")
                    continue
                if not count:                # no houses: as if the lot were not named
                    continue
                total += count
                if count > rules.houses_per_lot:
                    self.problem(path, f"{_counted(count, 'house')}; these rules allow at most "
                                       f"{rules.houses_per_lot} a lot")
                if lot in owner:
                    self.problem(path, f"the houses on {lot} are players[{owner[lot]}]'s already; a lot's houses "
                                       "have one owner")
                elif not self.adopted and self.holder.get(lot) != seat:
                    # Houses go with their lot (Rule 15); only Single Tax privilege building
                    # (Single Tax Rule 4) puts a player's houses on a lot he does not hold.
                    self.problem(path, f"outside the Single Tax a lot's houses belong to its holder, and "
                                       f"players[{seat}] does not hold {lot}")
                owner[lot] = seat
        if total > rules.house_supply:
            self.problem("players", f"{total} houses stand on the board; the supply is {rules.house_supply}")

    def luxuries(self) -> None:
        known = {card.id for card in self.rules.luxuries}
        held: dict[str, int] = {}
        for seat, p in self.valid:
            path = f"players[{seat}].luxuries"
            for card in p["luxuries"] if _valid(p["luxuries"]) else ():
                if card is INVALID:
                    continue
                if card not in known:
                    self.problem(path, f"no Luxury card {_shown(card)} in these rules")
                elif card in held:
                    self.problem(path, f"{card} is listed twice" if held[card] == seat
                                 else f"{card} is held twice (also by players[{held[card]}])")
                else:
                    held[card] = seat
        pack = self.data["luxury_pack"]
        if pack is None:
            self.data["luxury_pack"] = [card.id for card in self.rules.luxuries if card.id not in held]
            return
        if pack is INVALID:
            return
        seen: set[str] = set()
        for card in pack:
            if card is INVALID:
                continue
            if card not in known:
                self.problem("luxury_pack", f"no Luxury card {_shown(card)} in these rules")
            elif card in held:
                self.problem("luxury_pack", f"{card} is also held by players[{held[card]}]")
            elif card in seen:
                self.problem("luxury_pack", f"{card} is listed twice")
            seen.add(card)
        for card in self.rules.luxuries:
            if card.id not in seen and card.id not in held and all(_valid(p["luxuries"]) for _, p in self.valid):
                self.problem("luxury_pack", f"{card.id} is neither in the pack nor held by a player (leave "
                                            "luxury_pack out to have the pack hold every card nobody holds)")

    # -- the Single Tax, the Trust and the money -------------------------------------------------
    def single_tax(self) -> None:
        tax, rules, game = self.tax, self.rules, self.game
        if not _valid(_at(tax, "adopted")):
            return
        wage_rise = _at(game, "wage_rise")
        if not self.adopted:
            for key in SINGLE_TAX_KEYS:
                if tax[key] is not None:
                    self.problem(f"single_tax.{key}", "given, but the Single Tax is not adopted "
                                                      "(single_tax.adopted = false)")
            if _valid(wage_rise) and wage_rise:
                self.problem("game.wage_rise", "wages rise only under the Single Tax (Single Tax Rule 6)")
            return
        round_ = self.data["round"]
        if tax["round"] is None:
            tax["round"] = round_
        elif _valid(tax["round"], round_) and tax["round"] > round_:
            self.problem("single_tax.round", f"adopted in round {tax['round']}, after this position's round "
                                             f"{round_}")
        public = self.improvements("public", rules.st_public_order, "the franchises")
        colleges = self.improvements("colleges", rules.st_college_sites, "the Free Colleges")
        if _valid(public) and colleges and len(public) < len(rules.st_public_order):
            self.problem("single_tax.colleges", "Free Colleges are built only once every franchise is public "
                                                "(Single Tax Rule 6)")
        self.steps(public, colleges, wage_rise)
        tax["fund"] = 0 if tax["fund"] is None else tax["fund"]
        treasury = _at(self.data["accounts"], "treasury")
        if _valid(tax["fund"]) and tax["fund"] >= rules.st_step:
            self.problem("single_tax.fund", f"${tax['fund']} would buy the next improvement at once (Single Tax "
                                            f"Rule 6 spends every ${rules.st_step}); at most ${rules.st_step - 1}")
        elif _valid(tax["fund"], treasury) and tax["fund"] > treasury:
            self.problem("single_tax.fund", f"${tax['fund']} is more than the Treasury holds (${treasury}); the "
                                            "fund is part of it")

    def improvements(self, key: str, order: tuple[str, ...], what: str) -> Any:
        """The public franchises or the colleges: bought in the order of Single Tax Rule 6."""
        done = self.tax[key]
        if done is None:
            done = self.tax[key] = []
        if _valid(done) and list(done) != list(order[:len(done)]):
            self.problem(f"single_tax.{key}", f"the Treasury buys {what} in the order of Single Tax Rule 6 "
                                              f"({', '.join(order) or 'none'}); these are not the first {len(done)}")
            return INVALID
        return done

    def steps(self, public: Any, colleges: Any, wage_rise: Any) -> None:
        """Every $50 step the Treasury has taken: the franchises, the colleges, then wage rises."""
        rules, tax = self.rules, self.tax
        if not _valid(public, colleges, wage_rise):
            return
        rise = rules.st_wage_rise
        if rise and wage_rise % rise:
            self.problem("game.wage_rise", f"wages rise in steps of ${rise} (Single Tax Rule 6), not by "
                                           f"${wage_rise}")
            return
        wage_steps = wage_rise // rise if rise else 0
        bought = len(public) + len(colleges)
        if wage_steps and bought < len(rules.st_public_order) + len(rules.st_college_sites):
            self.problem("game.wage_rise", "wages rise only once the franchises and colleges are bought "
                                           "(Single Tax Rule 6)")
        if tax["steps"] is None:
            tax["steps"] = bought + wage_steps
        elif _valid(tax["steps"]) and (tax["steps"] != bought + wage_steps if rise else tax["steps"] < bought):
            self.problem("single_tax.steps", f"{tax['steps']} steps, but {len(public)} franchises, {len(colleges)} "
                                             f"colleges and a wage rise of ${wage_rise} make {bought + wage_steps} "
                                             "(leave steps out to have it worked out)")

    def trust(self) -> None:
        trust = self.data["trust"]
        if not _valid(trust) or not trust:
            return
        if len(trust) != 2 or not _valid(*trust):
            if len(trust) != 2:
                self.problem("trust", "a Trust is of two seats, or none")
            return
        if not all(self.is_seat("trust", seat) for seat in trust):
            return
        if trust[0] == trust[1]:
            self.problem("trust", "a Trust is of two different seats")
            return
        holders = {self.holder.get(space.id) for space in self.rules.spaces_of_kind("railroad")}
        for seat in trust:
            if seat not in holders:
                self.problem("trust", f"players[{seat}] holds no railroad; a Trust is of the two players who hold "
                                      "every railroad between them (Rule 9)")
                return
        if holders != set(trust):
            self.problem("trust", f"players[{trust[0]}] and players[{trust[1]}] do not hold every railroad between "
                                  "them (Rule 9)")

    def house(self) -> None:
        """The house rules are named once each, and settings and seats' records are only for them.
        Whether they are installed, and what each record may hold, the engine and each rule check
        as the game is set up (``position.set_up``)."""
        house = self.data["house"]
        if not _valid(house, _at(house, "rules")):
            return
        chosen = house["rules"]
        if len(set(chosen)) != len(chosen):
            self.problem("house.rules", "names a house rule twice")
        if _valid(house["settings"]):
            for rule_id in house["settings"]:
                if rule_id not in chosen:
                    self.problem(f"house.settings.{rule_id}", "settings for a house rule not in house.rules")
        for seat, p in self.valid:
            for rule_id in p["house"] if _valid(p["house"]) else ():
                if rule_id not in chosen:
                    self.problem(f"players[{seat}].house.{rule_id}", "a record for a house rule not in house.rules")

    def accounts(self) -> None:
        accounts = self.data["accounts"]
        cash = [p["cash"] for _, p in self.valid]
        if not _valid(_at(accounts, "treasury"), _at(accounts, "miscellaneous"), *cash) \
                or len(self.valid) != len(self.players):
            return
        held, treasury, misc = sum(cash), accounts["treasury"], accounts["miscellaneous"]
        # All the game's money is BANK_FLOAT, held by the players, the Treasury and Miscellaneous.
        if misc is None and held + treasury > BANK_FLOAT:
            self.problem("accounts", f"the money does not add up: the players' cash (${held:,}) and the Treasury "
                                     f"(${treasury:,}) come to more than the game's ${BANK_FLOAT:,}")
        elif misc is not None and held + treasury + misc != BANK_FLOAT:
            self.problem("accounts", f"the money does not add up: the players' cash (${held:,}), the Treasury "
                                     f"(${treasury:,}) and Miscellaneous (${misc:,}) make "
                                     f"${held + treasury + misc:,}, not the game's ${BANK_FLOAT:,} (leave "
                                     "accounts.miscellaneous out to have it worked out)")


def _not_plain(value: Any, root: str) -> tuple[str, str] | None:
    """(key path, message) for the first part of ``value`` that is not plain data."""
    found = first_not_plain(value, root)
    if found is None:
        return None
    if found.is_key:
        return found.path, f"has a key {_shown(found.culprit)} that is not text"
    return found.path, (f"a {type(found.culprit).__name__} is not plain data "
                        "(text, numbers, true or false, lists, tables)")
