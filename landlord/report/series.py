"""What ``landlord report`` records of every game, round by round.

A :class:`RoundRecorder` is the simulator's game observer (``landlord.simulate.GameObserver``):
it watches a game through the driver's ``on_step`` hook, in whichever worker process plays it,
and hands back one row per round and why the game ended. A round's row is taken when the next round begins (or the
game ends), so it shows where things stood at the end of that round; money that changes
hands during a round (wages, the Public Treasury's income) is summed over the round.

The columns (:func:`round_columns`) and what each one means (:data:`MEANINGS`) are defined
here once: the CSV file, the charts and the report's page all read them from here, and so does
the window's end screen, which plays the game just finished again through the same recorder
(:func:`replayed_rows`).
"""
from __future__ import annotations

from typing import Any, Sequence

from ..driver import Seat
from ..engine import TREASURY, Engine, GameState
from ..engine.board import land_rent
from ..engine.plugin_guard import timeouts_of
from ..engine.scoring import describe_end
from ..game_record import setup_of
from ..replay import ReplayCursor
from ..simulate import GameResult, gini, result_of

#: What every round records about the game as a whole, in the order of the CSV's columns.
GAME_WIDE = ("single_tax", "wage_rate", "wages_paid", "treasury_income", "treasury_spent",
             "public_franchises", "colleges", "wage_rises", "poor_house", "natural_opportunity",
             "houses_on_board", "gini_wealth", "gini_earned", "top_land_share", "top_deed_share",
             "land_rent_to_landlords")
#: What every round records about each player; the CSV has one column per seat (``cash_1``, ...).
PER_SEAT = ("cash", "houses", "deeds", "loans", "wealth")

MEANINGS: dict[str, str] = {
    "regime": "which rules the game was played under (see the report's list of rule sets)",
    "game": "the game's number in its rule set; game N of every rule set starts from the same seed",
    "round": "the round (every player has one turn a round); the row shows the game at the end of it",
    "single_tax": "1 if the Single Tax was in force at the end of the round, else 0",
    "wage_rate": "the wages a player draws for passing Mother Earth ($100 in 1906; the Single Tax raises them)",
    "wages_paid": "dollars paid as wages during the round (at Mother Earth and, under the Single Tax, on "
                  "the Natural Opportunities)",
    "treasury_income": "dollars the Public Treasury took in during the round (taxes, fines, land rent, "
                       "cards sold from the pack, ...)",
    "treasury_spent": "dollars the Public Treasury spent during the round on what Single Tax Rule 6 buys",
    "public_franchises": "franchises (lighting, trolley, railroads) bought by the public so far",
    "colleges": "Free Colleges built so far",
    "wage_rises": "$10 wage rises paid for by the Public Treasury so far",
    "poor_house": "players who spent some of the round in the Poor House",
    "natural_opportunity": "times a player who could not afford his move went to a Natural Opportunity "
                           "during the round (the Single Tax's replacement for the Poor House)",
    "houses_on_board": "houses standing on the board",
    "gini_wealth": "Gini coefficient of wealth as the 1906 rules score it (cash, cards and houses; 0 = "
                   "everyone equal, 1 = one player has everything: the textbook formula times n/(n-1), so that "
                   "1 is reached at any number of players)",
    "gini_earned": "Gini coefficient of what play earned: each player's cash and houses, leaving out the "
                   "cards, whose value the Single Tax takes away (scaled as gini_wealth: 1 = one has all)",
    "top_land_share": "share of the board's lots whose land rent goes to the one player who collects the "
                      "most of it; 0 under the Single Tax, where all land rent goes to the Public Treasury",
    "top_deed_share": "share of the board's lots whose title deeds the player holding the most of them "
                      "holds (under the Single Tax a deed brings its holder nothing)",
    "land_rent_to_landlords": "dollars of land rent (the lot's own rent, houses apart) charged during the round "
                              "to players who stopped on a lot another player holds; 0 under the Single Tax, "
                              "where land rent goes to the Public Treasury",
    "cash": "the player's cash, by seat (cash_1 is seat 1)",
    "houses": "houses the player owns, by seat",
    "deeds": "title deeds to lots the player holds, by seat",
    "loans": "$100 notes the player owes (Rule 16, reconstructed), by seat",
    "wealth": "the player's wealth as the 1906 rules score it (what decides the winner), by seat",
}


def round_columns(players: int) -> tuple[str, ...]:
    """The columns of one row of :meth:`RoundRecorder.finish`, for ``players`` seats.

    >>> round_columns(2)[:3], round_columns(2)[-2:]
    (('round', 'single_tax', 'wage_rate'), ('wealth_1', 'wealth_2'))
    """
    return ("round", *GAME_WIDE, *(f"{name}_{seat + 1}" for name in PER_SEAT for seat in range(players)))


def by_column(rows: Sequence[Sequence[Any]], players: int) -> dict[str, list[Any]]:
    """Each column's values, round by round, from rows of :func:`round_columns` (``players`` seats).

    >>> columns = by_column([(1, *[0] * len(GAME_WIDE), *range(10))], 2)
    >>> columns["round"], columns["cash_2"], columns["wealth_2"]
    ([1], [1], [9])
    """
    return {name: [row[i] for row in rows] for i, name in enumerate(round_columns(players))}


def earned(cash: Sequence[int], houses: Sequence[int], house_value: int) -> list[int]:
    """What play earned each player: his cash and his houses at what they count (100 each).

    Cards are left out because their worth depends on the rules, not on play: every title
    deed counts 100 in the ordinary game and nothing under the Single Tax.

    >>> earned([50, 0], [1, 3], 100)
    [150, 300]
    """
    return [c + house_value * h for c, h in zip(cash, houses)]


def top_share(holdings: Sequence[int], total: int) -> float:
    """The share of ``total`` held by whoever holds the most.

    >>> top_share([3, 1, 0], 22), top_share([22, 0], 22), top_share([0, 0], 22)
    (0.13636363636363635, 1.0, 0.0)
    """
    return max(holdings, default=0) / total if total else 0.0


class RoundRecorder:
    """Records one game's rows, one a round (a :class:`landlord.simulate.GameObserver`).

    ``on_step`` runs after every decision of every game a report plays, so it only compares a
    few numbers per player with what it saw last; the rest is worked out once a round.
    """

    def __init__(self, engine: Engine) -> None:
        rules = engine.rules
        self._engine = engine
        self._lots = frozenset(space.id for space in rules.spaces_of_kind("lot"))
        self._base_wages, self._step = rules.wages, rules.st_step
        self._wage_rise, self._house_value = rules.st_wage_rise, rules.house_value
        self._wages_on = {no.id: no.wages for no in rules.natural_opportunities}
        self._rules = rules
        self.rows: list[tuple[Any, ...]] = []
        self._round = 0                    # 0: the game has not been seen yet

    # -- every step ---------------------------------------------------------------------------
    def _begin(self, state: GameState) -> None:
        players = len(state.players)
        self._round = state.round
        self._drawn = [p.wages_drawn for p in state.players]
        self._opportunity = [p.opportunity for p in state.players]
        self._position = [p.position for p in state.players]
        self._rate = self._base_wages + state.options.get("wage_rise", 0)
        self._adopted = state.single_tax_adopted
        self._treasury = state.accounts[TREASURY]
        self._spent_before = self._spent(state)
        self._level_at_start = self._treasury + self._spent_before
        self._income_before_adoption = 0
        self._wages_paid = self._sent_to_opportunity = self._poor = self._land_rent = 0
        self._players = players

    def on_step(self, state: GameState) -> None:
        if not self._round:
            self._begin(state)
        drawn, opportunity, rate, position = self._drawn, self._opportunity, self._rate, self._position
        for seat, player in enumerate(state.players):
            if player.wages_drawn != drawn[seat]:
                # Wages are paid as the checker passes Mother Earth, before the landing that may
                # raise them, so they are counted at the rate in force before this step.
                self._wages_paid += (player.wages_drawn - drawn[seat]) * rate
                drawn[seat] = player.wages_drawn
            if player.opportunity != opportunity[seat]:
                if opportunity[seat]:          # he worked it: its wages were paid (Single Tax Rule 8)
                    self._wages_paid += self._wages_on.get(opportunity[seat], 0)
                if player.opportunity:
                    self._sent_to_opportunity += 1
                opportunity[seat] = player.opportunity
            if player.in_poor_house:
                self._poor |= 1 << seat
            if player.position != position[seat]:
                position[seat] = player.position
                self._land_rent += self._rent_to_a_landlord(state, seat, player.position)
        self._rate = self._base_wages + state.options.get("wage_rise", 0)
        if not self._adopted:
            if state.single_tax:
                self._adopt()
            else:
                self._treasury = state.accounts[TREASURY]
        if state.round != self._round:
            self._close_round(state)

    def _adopt(self) -> None:
        """The Single Tax empties the Public Treasury into Miscellaneous (Single Tax Rule 2,
        I-27): that is no spending. What came in before it counts; the count starts afresh
        from the empty Treasury (what came in at the very step of adoption is not seen)."""
        self._adopted = True
        self._income_before_adoption += self._treasury - self._level_at_start
        self._level_at_start = self._spent_before = 0

    def _rent_to_a_landlord(self, state: GameState, seat: int, where: int) -> int:
        """The land rent ``seat`` is charged for stopping on ``where``, if a lot another player holds
        (Rule 7; the Single Tax sends land rent to the public instead)."""
        space = self._rules.spaces[where]
        if space.id not in self._lots or state.single_tax_adopted:
            return 0
        holder = state.owner.get(space.id)
        return land_rent(self._rules, state, space) if holder is not None and holder != seat else 0

    # -- every round --------------------------------------------------------------------------
    def _spent(self, state: GameState) -> int:
        """What the Treasury has spent on Single Tax Rule 6's improvements since adoption."""
        return state.single_tax.get("steps", 0) * self._step if state.single_tax else 0

    def _close_round(self, state: GameState) -> None:
        self.rows.append(self._row(state))
        spent = self._spent(state)
        self._level_at_start, self._spent_before = state.accounts[TREASURY] + spent, spent
        self._income_before_adoption = self._wages_paid = self._sent_to_opportunity = self._poor = 0
        self._land_rent = 0
        self._round = state.round

    def _row(self, state: GameState) -> tuple[Any, ...]:
        seats = range(self._players)
        cash = [state.cash(s) for s in seats]
        houses = [state.houses_of(s) for s in seats]
        deeds = [0] * self._players
        for card, holder in state.owner.items():
            if card in self._lots:
                deeds[holder] += 1
        loans = [p.notes for p in state.players]
        wealth = self._engine.wealth(state)
        adopted = state.single_tax_adopted
        spent = self._spent(state)
        income = self._income_before_adoption + state.accounts[TREASURY] + spent - self._level_at_start
        single_tax = state.single_tax or {}
        deed_share = top_share(deeds, len(self._lots))
        game_wide = (int(adopted), self._base_wages + state.options.get("wage_rise", 0), self._wages_paid,
                     income, spent - self._spent_before, len(single_tax.get("public", ())),
                     len(single_tax.get("colleges", ())), state.options.get("wage_rise", 0) // (self._wage_rise or 1),
                     bin(self._poor).count("1"), self._sent_to_opportunity, state.total_houses(),
                     round(gini(wealth), 4), round(gini(earned(cash, houses, self._house_value)), 4),
                     0.0 if adopted else round(deed_share, 4), round(deed_share, 4), self._land_rent)
        return (self._round, *game_wide, *cash, *houses, *deeds, *loans, *wealth)

    def finish(self, state: GameState, result: GameResult) -> dict[str, Any]:
        """Every round's row (the last round is closed here if the game ended within it), and
        why the game ended, in words."""
        if self._round and self._round <= result.rounds:
            self._close_round(state)
        return {"rows": self.rows, "end": describe_end(self._engine.rules, state)}


def replayed_rows(engine: Engine, state: GameState) -> list[tuple[Any, ...]]:
    """The rows of a game played elsewhere (in the window), one a round, as a report records them.

    The game is played again from its set-up and its choices (the engine is deterministic, and
    replays fail a slow jail game where it failed in play) with a :class:`RoundRecorder` watching
    every step, exactly as the simulator's driver lets it watch. The history is the game as it
    stands: the rounds played before a save was loaded count, and choices taken back do not.
    """
    cursor = ReplayCursor(engine, [Seat(player.name) for player in state.players], state.seed, setup_of(state),
                          tuple(state.history), timeouts=timeouts_of(state))
    recorder = RoundRecorder(engine)
    recorder.on_step(cursor.state)
    while not cursor.at_end:
        cursor.forward()
        recorder.on_step(cursor.state)
    return recorder.finish(cursor.state, result_of(engine, cursor.state))["rows"]
