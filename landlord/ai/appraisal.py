"""What things are worth to a player in this game, from now to its end: the strong agent's value model.

Every card counts ``card_value`` at the end (1906: "Every card and every house counts the holder
or owner 100"), so a card's worth is that count plus the rent or fares it should still collect,
and no more. How much it should still collect depends on how long the game has left: the game
ends when the first player draws his wages for the last time (I-22), so the appraisal estimates
the rounds left from the players' positions and wages drawn, and the stops other players should
make on each space in that time (about one stop in ``size`` per opponent turn).

Ownership is passed in as a mapping, so the same code prices a card with and without it:
``gain(seat, card)`` is the difference a card makes to a seat's holding, synergies included
(a railroad raises the fares of its fellows, a lot may complete a section that houses would
double, Rule 9's Municipal Cinch). Every figure is read from the rules file.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..engine import GameState, Rules
from ..engine.credit import spare_security

#: Chance of a double with two dice.
P_DOUBLE = 1 / 6


@dataclass(frozen=True)
class Tuning:
    """The value model's knobs, tuned by simulation against the rule-of-thumb player
    (``benchmarks/ai_strength.py``). Around these values the model is flat: moving any one knob
    by about half its value (``speed`` aside) changed the win rate over 400 games by less than
    the run's own noise of about four points."""

    speed: float = 6.6              # spaces a player advances per turn, jail and detours included
    stop_rate: float = 1.0          # stops on a space per opponent turn, in units of 1/size
    potential: float = 0.6          # share of a complete section's first doubling counted as its worth
    jail_cost: float = 35.0         # what being sent to Jail costs, beyond the turns (Oubliette pays some back)
    rival_weight: float = 0.35      # how much a trading partner's gain counts against ours


_BOARDS: dict[int, tuple[Rules, dict]] = {}


def _board(rules: Rules) -> dict:
    """Board facts looked up once per rules edition (Rules holds mappings, so it is keyed by identity)."""
    cached = _BOARDS.get(id(rules))
    if cached is not None and cached[0] is rules:
        return cached[1]
    lots = rules.spaces_of_kind("lot")
    sections: dict[int, tuple[str, ...]] = {}
    for lot in lots:
        sections.setdefault(lot.section, tuple(l.id for l in rules.section_lots(lot.section)))
    payouts = [(a, b) for a in range(1, 7) for b in range(1, 7)]
    win = sum(rules.spec_double_payout if a == b else rules.spec_payouts.get(a + b, 0) for a, b in payouts) / 36
    skin = sum(1 for a, b in payouts if a != b and a + b in rules.spec_skin_game) / 36
    facts = {
        "sections": sections,
        "railroads": tuple(s.id for s in rules.spaces_of_kind("railroad")),
        "utilities": tuple(s.id for s in rules.spaces_of_kind("utility")),
        "start": rules.index_of(rules.start_space),
        "spec_win": win,                       # a speculator's expected winnings per throw
        "spec_skin": skin,                     # chance the Broker is caught in a skin game
        "taxes": sum(1 for s in rules.spaces if s.kind == "tax"),
    }
    if len(_BOARDS) > 8:
        _BOARDS.clear()
    _BOARDS[id(rules)] = (rules, facts)
    return facts


class Appraisal:
    """The value model for one state; build a new one for each decision (it is cheap)."""

    def __init__(self, rules: Rules, state: GameState, tuning: Tuning = Tuning(),
                 single_tax: bool | None = None) -> None:
        """:param single_tax: appraise as if the Single Tax were (True) or were not (False) in force;
        None: as it is."""
        self.rules, self.state, self.tuning = rules, state, tuning
        self.board = _board(rules)
        self.single_tax = state.single_tax_adopted if single_tax is None else single_tax
        self.public: tuple[str, ...] = tuple(state.single_tax.get("public", ())) if self.single_tax else ()
        self._holding: dict[int, float] = {}
        self._gain: dict[tuple[int, str], float] = {}
        self.advanced = state.options.get("advanced", True)
        self.rounds = self.rounds_left()
        n = len(state.players)
        movers = sum(1 for p in state.players if not p.in_jail)
        per_turn = tuning.stop_rate / rules.size
        #: stops on one space by all the other players between now and the end
        self.stops_by_others = self.rounds * max(n - 1, 1) * per_turn * (0.5 + 0.5 * movers / n)
        #: stops on one space by one player between now and the end
        self.stops_by_one = self.rounds * per_turn
        #: wages a player still expects to draw (interest on a note is due with each)
        self.laps_left = self.rounds * tuning.speed / rules.size

    # -- the clock ---------------------------------------------------------------------
    def rounds_left(self) -> float:
        """Rounds until the first player draws his last wages (I-22), or the round limit."""
        rules, state = self.rules, self.state
        times = state.options.get("end_wages_times") or rules.end_wages_times
        start, size = self.board["start"], rules.size
        best = float("inf")
        for p in state.players:
            if not p.draws_wages:
                continue
            to_start = (start - p.position) % size or size
            steps = (times - p.wages_drawn - 1) * size + to_start
            turns = steps / self.tuning.speed + (1.5 if p.in_jail else 0.0)
            best = min(best, turns)
        limit = (state.options.get("round_limit") or rules.round_limit) - state.round + 1
        return max(0.5, min(best, float(limit)))

    # -- rent and fares ----------------------------------------------------------------
    def section_level(self, section: int) -> int:
        return min(self.state.houses.get(lot, 0) for lot in self.board["sections"][section])

    def multiplier(self, level: int) -> int:
        mults = self.rules.land_rent_multipliers
        return mults[min(level, len(mults) - 1)] if self.advanced else 1

    def per_stop(self, card: str, owner: Mapping[str, int]) -> float:
        """What another player pays the holder of ``card`` when he stops on it."""
        rules, state = self.rules, self.state
        space = rules.space(card)
        holder = owner.get(card)
        if holder is None:
            return 0.0
        if space.kind == "lot":
            if self.single_tax:          # land rent goes to the Treasury; house rent to the house owner
                return 0.0
            rent = space.rent * self.multiplier(self.section_level(space.section))
            return float(rent + state.houses.get(card, 0) * rules.house_rent)
        if space.kind in ("railroad", "utility") and card in self.public:
            return 0.0
        if space.kind == "utility":
            cinch = len(self.board["utilities"]) > 1 and all(owner.get(u) == holder for u in self.board["utilities"])
            return float(rules.municipal_cinch_fare if cinch else rules.fare)
        if space.kind == "railroad":
            rails = self.board["railroads"]
            if state.trust and holder in state.trust and all(owner.get(r) in state.trust for r in rails):
                return rules.trust_fare / 2          # Rule 9: profits divided (both members' rails)
            held = sum(1 for r in rails if owner.get(r) == holder)
            return float(rules.railroad_fares[min(held, len(rules.railroad_fares)) - 1])
        if space.kind == "speculation":
            # Rule 8: the ante and ten percent of winnings; a skin game costs the licence and Jail.
            take = rules.spec_ante + self.board["spec_win"] * rules.spec_broker_percent / 100
            return take - self.board["spec_skin"] * (rules.card_value + self.tuning.jail_cost)
        return 0.0

    def end_value(self, card: str) -> float:
        """What the card (with the houses that go with it) counts at the end."""
        rules, space = self.rules, self.rules.space(card)
        if not self.single_tax:
            return float(rules.card_value + self.state.houses.get(card, 0) * rules.house_value)
        if space.kind == "lot":
            return 0.0                    # Single Tax: title deeds are of no value (I-28)
        if card in self.public:
            return 0.0
        return (rules.card_value + rules.st_step) / 2   # the public may buy it for $50 before the end

    def potential(self, seat: int, owner: Mapping[str, int]) -> float:
        """Worth of the complete, unimproved sections a seat holds: houses would double their rent."""
        if self.single_tax or not self.advanced or len(self.rules.land_rent_multipliers) < 2:
            return 0.0
        total = 0.0
        for section, lots in self.board["sections"].items():
            if len(lots) < 2 or not all(owner.get(l) == seat for l in lots):
                continue
            level = self.section_level(section)
            if level + 1 >= len(self.rules.land_rent_multipliers):
                continue
            uplift = self.multiplier(level + 1) - self.multiplier(level)
            rent = sum(self.rules.space(l).rent for l in lots)
            total += self.tuning.potential * uplift * rent * self.stops_by_others
        return total

    def holding(self, seat: int, owner: Mapping[str, int]) -> float:
        """End value plus expected income of everything ``seat`` holds under ``owner``."""
        teams = self.state.teams
        if teams:                 # in team play a team's cards are one holding (engine/teams.py)
            seat, owner = teams[seat], {card: teams[holder] for card, holder in owner.items()}
        total = 0.0
        for card, holder in owner.items():
            if holder == seat:
                total += self.end_value(card) + self.per_stop(card, owner) * self.stops_by_others
        return total + self.potential(seat, owner)

    def current_holding(self, seat: int) -> float:
        if seat not in self._holding:
            self._holding[seat] = self.holding(seat, self.state.owner)
        return self._holding[seat]

    def gain(self, seat: int, card: str) -> float:
        """The difference ``card`` makes to ``seat``: what he should pay at most, or take at least."""
        key = (seat, card)
        if key not in self._gain:
            owner = self.state.owner
            if self.state.same_purse(seat, owner.get(card)):
                without = {c: h for c, h in owner.items() if c != card}
                self._gain[key] = self.current_holding(seat) - self.holding(seat, without)
            else:
                with_it = dict(owner)
                with_it[card] = seat
                self._gain[key] = self.holding(seat, with_it) - self.current_holding(seat)
        return self._gain[key]

    def prospects(self) -> list[float]:
        """Each seat's expected wealth at the end: cash, holdings and their income, less notes."""
        rules, state = self.rules, self.state
        out = []
        for seat in range(len(state.players)):
            # His houses, counted here apart from his lots only where they stand on others' lots (Single Tax).
            houses = sum(n for lot, n in state.houses.items() if state.same_purse(seat, state.house_owner.get(lot))
                         and (self.single_tax or not state.same_purse(seat, state.owner.get(lot))))
            player = state.purse_player(seat)           # in team play, the team's cards and notes
            luxuries = len(player.luxuries) * rules.card_value + player.professors * rules.st_professor_value
            out.append(state.cash(seat) + self.current_holding(seat) + houses * rules.house_value + luxuries
                       - player.notes * (rules.loan_note + self.interest_cost()))
        return out

    # -- money --------------------------------------------------------------------------
    def credit(self, seat: int) -> int:
        """How many more notes the seat could borrow (Rule 16, reconstructed)."""
        rules = self.rules
        return max(0, spare_security(rules, self.state, seat) // (rules.loan_note + rules.loan_margin))

    def interest_cost(self) -> float:
        """What one note costs from now to the end (its $100 is counted against him at the end anyway)."""
        return self.rules.loan_interest * self.laps_left

    # -- houses ---------------------------------------------------------------------------
    def house_gain(self, seat: int, lot: str) -> float:
        """What one more house on ``lot`` should bring beyond its price (it counts its price at the end)."""
        rules, state = self.rules, self.state
        space = rules.space(lot)
        gain = rules.house_rent * self.stops_by_others
        gain += rules.house_value - rules.house_price
        if self.single_tax or not self.advanced:
            return gain
        lots = self.board["sections"][space.section]
        if not all(state.same_purse(seat, state.owner.get(l)) for l in lots):
            return gain
        level = self.section_level(space.section)
        here = state.houses.get(lot, 0)
        if here != level or level + 1 >= len(rules.land_rent_multipliers):
            return gain
        # The houses still missing before the whole section rises a level share its uplift.
        missing = sum(1 for l in lots if state.houses.get(l, 0) == level)
        uplift = (self.multiplier(level + 1) - self.multiplier(level)) * sum(rules.space(l).rent for l in lots)
        return gain + uplift * self.stops_by_others / missing

    def tax_burden(self) -> float:
        """Roughly what one more house costs every player in escalated taxes (advanced rules)."""
        if self.single_tax or not self.advanced:
            return 0.0
        built = self.state.total_houses()
        for step in self.rules.tax_escalation:
            if built + 1 == step.houses:
                return self.board["taxes"] * self.stops_by_one * (step.amount - self.rules.tax)
        return 0.0
