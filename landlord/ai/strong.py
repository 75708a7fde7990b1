"""The strong computer player: prices every card, house and move by what it should bring from now
to the end of the game, and never pays more, or takes less, than that.

Where the rule-of-thumb player counts six rent collections for every card, this one estimates
the rounds the game has left (the game ends when the first player draws his last wages) and the
stops the other players should make on each space in that time (:mod:`.appraisal`). From that:

* the Rule 1 deal and auctions: it buys or bids while the card is worth more to it than the
  price, and never beyond the cash it holds or a small reserve against forced sales;
* houses: it builds where the house rent and the section's doubling repay the capital
  (borrowing on Rule 16 notes when the gain beats the interest), never without the cash;
* trades (Rule 15): it offers a card only at a price above both its printed price plus houses
  and its worth to itself, and buys only below its worth to itself, counting part of the
  partner's gain against the bargain; it guesses what others will accept with the rule-of-thumb
  player's valuation and does not repeat an offer refused in the last turns (the game records
  every offer and its answer, ``state.trade_offers``);
* moves: it weighs each way to move by the expected cost or profit of the space reached plus
  the progress towards wages; Speculation is a good bet for the speculator (I-11);
* the Single Tax: it votes for it, and proposes it, when its prospects against the best of the
  others are better under the Single Tax than without it, and not again soon after its own
  proposal (the game records every vote, ``state.single_tax_votes``);
* jail games: the classic jail's fine against the turns lost; any other jail game through the
  game's own advice (``engine.jail_suggestion``), else its cautious first option;
* house rules: their own advice (``engine.house_suggestion``), checked by what each of their
  options does at once to its lead over the best of the others (``house_lookahead``): it aims
  where that gains most and spends nothing below its cash floor.

Apart from that one look at a house rule's options (each tried on a copy of the game, with the
d20 or die that follows it), every decision is a fixed amount of arithmetic, with no search: at most every card on the board
against every other player and the prices of the trading menu. That takes a fraction of a
millisecond (``benchmarks/ai_strength.py`` prints the percentiles). Trade planning, the only loop
of any size, is bounded by :data:`TRADE_PLAN_BUDGET` (card and partner pairs weighed), not by the
clock, and the agent keeps nothing between decisions that the game does not record: the same
game gives the same choices on any machine, saved and loaded or not.
"""
from __future__ import annotations

import random
from typing import Any, Iterator

from ..engine import Choice, Decision, Engine, GameState, board, business, credit
from ..engine.context import Ctx
from ..engine.proposals import OpenProposal
from .appraisal import P_DOUBLE, Appraisal, Tuning
from .heuristic import RESERVE as RIVAL_RESERVE
from .heuristic import HeuristicAgent
from . import house_lookahead
from .options import amounts, options_starting, text_options

#: Card and partner pairs one trade plan may weigh: the 1906 board needs at most about 150 (30
#: cards, five partners); an edited board with hundreds of cards stops here with the best so far.
TRADE_PLAN_BUDGET = 400
#: Cash plus borrowing power kept back when buying, so an unlucky rent does not force a sale.
SAFETY = 60
#: The least a trade must gain (after the partner's gain is counted against it) to be offered.
TRADE_MARGIN = 10
#: What a house rule's option must gain at once, in dollars of lead, for the strong player to use
#: it against the rule's own advice (a few dollars of appraisal noise should not overrule it).
HOUSE_GAIN_MARGIN = 5
#: A rejected offer is not made again (at that price or higher) for this many turns.
REMEMBER_TURNS = 12


def _latest_first(records: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """The game's records, the newest first. (An index loop: mypyc, compiling this module for the
    compiled build, cannot compile ``reversed`` over them.)"""
    for i in range(len(records) - 1, -1, -1):
        yield records[i]


class StrongAgent(HeuristicAgent):
    name = "strong"

    def __init__(self, rng: random.Random, tuning: Tuning | None = None) -> None:
        super().__init__(rng)
        self.tuning = tuning or Tuning()
        self.rivals = HeuristicAgent(random.Random(0))      # a model of how others value cards
        self._ap: Appraisal | None = None

    # -- dispatch ---------------------------------------------------------------------------
    def choose(self, engine: Engine, state: GameState, decision: Decision) -> Choice:
        self._ap = Appraisal(engine.rules, state, self.tuning)
        try:
            if state.options.get("house_rules") and not decision.is_chance:
                valued = self._house_choice(engine, state, decision)
                if valued is not None:
                    return valued
            return super().choose(engine, state, decision)
        finally:
            self._ap = None

    def _house_choice(self, engine: Engine, state: GameState, decision: Decision) -> Choice | None:
        """The house rules' options valued by what they do (``house_lookahead``): the rule's advice,
        unless another of its options gains clearly more at once (a blow aimed at the leader rather
        than at the richest in cash, say), and never an option that leaves less cash than the
        floor. None: no house option is in play here, and the usual methods decide."""
        seat, options = decision.actor, house_lookahead.house_options(decision)
        if not options:
            return None
        advice = engine.house_suggestion(state, decision)
        floor, cash = self._floor(seat), state.cash(seat)
        valued = {option: gain for option, (gain, after) in
                  house_lookahead.values(engine, state, seat, options, self.tuning).items()
                  if after >= min(floor, cash)}               # what it pays at once must leave the floor
        best = max(valued, key=lambda o: (valued[o], o), default=None)
        if advice in valued:
            clearly = best is not None and valued[best] > max(0.0, valued[advice]) + HOUSE_GAIN_MARGIN
            return best if clearly else advice
        if best is not None and valued[best] > HOUSE_GAIN_MARGIN:
            return best                                        # the rule would use none: one that pays now
        if advice in options:                                  # advised, but below the floor: let it be
            return self._fallback(engine, state, decision)
        return advice

    def propose(self, engine: Engine, state: GameState,
                proposals: tuple[OpenProposal, ...]) -> OpenProposal | None:
        """Out of turn as on its own turn: the Single Tax when it gains by it and the votes are
        there (not again soon after a vote), a Trust when pooling pays it more than its partner."""
        self._ap = Appraisal(engine.rules, state, self.tuning)
        try:
            for proposal in proposals:
                _, seat, what = proposal
                if what.startswith("trust:"):
                    if self._trust_net(engine, state, seat, int(what[6:])) > 0:
                        return proposal
                elif state.turns_played - self._last_proposal(state, seat) > REMEMBER_TURNS \
                        and self._should_propose(engine, state, seat):
                    return proposal
            return None
        finally:
            self._ap = None

    @property
    def ap(self) -> Appraisal:
        assert self._ap is not None
        return self._ap

    def value_of(self, engine: Engine, state: GameState, seat: int, card: str) -> float:
        """What ``card`` is worth to ``seat`` now (the most it would pay, the least it would take)."""
        return Appraisal(engine.rules, state, self.tuning).gain(seat, card)

    def _floor(self, seat: int) -> int:
        """Cash that must stay in hand: the safety margin, less what could be borrowed at once."""
        return max(0, SAFETY - self.ap.credit(seat) * self.ap.rules.loan_note)

    def _can_spend(self, state: GameState, seat: int, amount: int) -> bool:
        return state.cash(seat) - amount >= self._floor(seat)

    # -- buying: the deal, auctions, the first option -------------------------------------------
    def _deal_offer(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        seat, card, price = d.actor, d.context["card"], d.context["price"]
        worth = self.ap.gain(seat, card)
        return "buy" if "buy" in d.options and worth > price and state.cash(seat) >= price else "return"

    def _bid(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        seat, card = d.actor, d.context["card"]
        if d.context["purpose"] == "privilege":
            limit = min(self._privilege_worth(engine, card),
                        state.cash(seat) - engine.rules.house_price - self._floor(seat))
        else:
            limit = min(self.ap.gain(seat, card) - 1, state.cash(seat) - self._floor(seat))
        bids = [b for b in amounts(d) if b <= limit]
        return min(bids) if bids else "pass"

    def _first_option(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        seat, card, price = d.actor, d.context["card"], d.context["price"]
        if d.context.get("purpose") == "privilege":
            ok = price <= self._privilege_worth(engine, card) and \
                self._can_spend(state, seat, price + engine.rules.house_price)
        else:
            ok = price < self.ap.gain(seat, card) and self._can_spend(state, seat, price)
        return "buy" if ok else "decline"

    def _privilege_worth(self, engine: Engine, lot: str) -> float:
        """Single Tax Rule 4: a house's rent until the end (the house counts its price at the end)."""
        return self.ap.house_gain(-1, lot)

    # -- the turn -------------------------------------------------------------------------------
    def _turn(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        rules, seat, ap = engine.rules, d.actor, self.ap
        opts = set(d.options)
        if "propose_single_tax" in opts and state.turns_played - self._last_proposal(state, seat) > REMEMBER_TURNS \
                and self._should_propose(engine, state, seat):
            return "propose_single_tax"
        # Houses: the best lot, paid from cash, or from a note when the gain beats its interest.
        builds = options_starting(d, "build:")
        if builds:
            best = max(builds, key=lambda o: ap.house_gain(seat, o[6:]))
            gain = ap.house_gain(seat, best[6:]) - ap.tax_burden()
            if gain > 0 and self._can_spend(state, seat, rules.house_price):
                return best
            if gain > ap.interest_cost() and "borrow" in opts and \
                    state.cash(seat) + rules.loan_note - rules.house_price >= self._floor_after_borrow(seat):
                return "borrow"
        privileges = options_starting(d, "privilege:")
        if privileges:
            best = min(privileges, key=lambda o: board.land_rent(rules, state, rules.space(o[10:])))
            from ..engine.public_land import privilege_price
            price = privilege_price(rules, state, best[10:])
            if self._privilege_worth(engine, best[10:]) > price and \
                    self._can_spend(state, seat, price + rules.house_price + rules.bid_step * 4):
                return best
        for o in options_starting(d, "trust:"):
            if self._trust_net(engine, state, seat, int(o[6:])) > 0:
                return o
        if "trade" in opts and self._trade_plan(engine, state, seat) is not None:
            return "trade"
        if "repay" in opts and state.cash(seat) - rules.loan_note >= self._repay_floor(engine, state):
            return "repay"
        return "roll"

    def _floor_after_borrow(self, seat: int) -> int:
        credit = max(0, self.ap.credit(seat) - 1)
        return max(0, SAFETY - credit * self.ap.rules.loan_note)

    def _repay_floor(self, engine: Engine, state: GameState) -> int:
        """Repay a note only from cash nothing better awaits: no card left in the pack to buy."""
        unsold = sum(1 for c in engine.rules.card_ids() if c not in state.owner)
        return SAFETY + engine.rules.house_price + (150 if unsold else 0)

    # -- the Trust (Rule 9) -------------------------------------------------------------------------
    def _trust_net(self, engine: Engine, state: GameState, seat: int, partner: int) -> float:
        """Our gain from pooling the railroads, less part of the partner's gain."""
        rules, ap = engine.rules, self.ap
        rails = ap.board["railroads"]
        n = len(state.players)

        def gain(me: int, other: int) -> float:
            mine = sum(1 for r in rails if state.same_purse(me, state.owner.get(r)))
            theirs = sum(1 for r in rails if state.same_purse(other, state.owner.get(r)))
            fare_mine = rules.railroad_fares[min(mine, len(rules.railroad_fares)) - 1] if mine else 0
            fare_theirs = rules.railroad_fares[min(theirs, len(rules.railroad_fares)) - 1] if theirs else 0
            without = mine * fare_mine * ap.stops_by_one * (n - 1) - theirs * fare_theirs * ap.stops_by_one
            with_trust = len(rails) * rules.trust_fare / 2 * ap.stops_by_one * (n - 2)
            return with_trust - without

        return gain(seat, partner) - self.tuning.rival_weight * gain(partner, seat)

    def _trust_answer(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        return "accept" if self._trust_net(engine, state, d.actor, d.context["proposer"]) > 0 else "decline"

    # -- trading (Rule 15) -----------------------------------------------------------------------------
    @staticmethod
    def _last_proposal(state: GameState, seat: int) -> int:
        """The turn of this seat's last Single Tax proposal (long ago if none)."""
        for vote in _latest_first(state.single_tax_votes):
            if vote["proposer"] == seat:
                turn: int = vote["turn"]
                return turn
        return -REMEMBER_TURNS - 1

    @staticmethod
    def _refused_at(state: GameState, seat: int, card: str, other: int) -> int | None:
        """The price of this seat's latest offer for ``card`` with ``other``, if refused lately."""
        for offer in _latest_first(state.trade_offers):
            if state.turns_played - offer["turn"] > REMEMBER_TURNS:
                return None
            party = offer["buyer"] if offer["seller"] == seat else offer["seller"]
            if offer["seat"] == seat and offer["card"] == card and party == other:
                return None if offer["accepted"] else offer["price"]
        return None

    def _sale_net(self, state: GameState, seat: int, buyer: int, card: str, price: int) -> float:
        ap = self.ap
        return (price - ap.gain(seat, card)) - self.tuning.rival_weight * (ap.gain(buyer, card) - price)

    def _purchase_net(self, state: GameState, seat: int, seller: int, card: str, price: int) -> float:
        ap = self.ap
        return (ap.gain(seat, card) - price) - self.tuning.rival_weight * (price - ap.gain(seller, card))

    def _sale_floor(self, engine: Engine, state: GameState, seat: int, card: str) -> float:
        """Never below its printed price plus houses, nor below its worth to us."""
        return max(credit.card_worth(engine.rules, state, card), self.ap.gain(seat, card))

    def _trade_options(self, engine: Engine, state: GameState, seat: int, card: str, other: int,
                       selling: bool) -> list[tuple[float, int]]:
        """(net, price) of every offer for ``card`` with ``other`` we would make and expect accepted."""
        rules = engine.rules
        buyer = other if selling else seat
        prices = business.trade_prices(Ctx(engine, state), card, buyer)
        refused = self._refused_at(state, seat, card, other)
        out = []
        for p in prices:
            if refused is not None and (p >= refused if selling else p <= refused):
                continue                             # refused before at this price or a better one
            if selling:
                if p < self._sale_floor(engine, state, seat, card):
                    continue
                if p > self.rivals.value(rules, state, other, card) or state.cash(other) - p < RIVAL_RESERVE:
                    continue                         # they would refuse
                net = self._sale_net(state, seat, other, card, p)
            else:
                if p >= self.ap.gain(seat, card) or not self._can_spend(state, seat, p):
                    continue
                if p < self.rivals.value(rules, state, other, card):
                    continue                         # they would refuse
                net = self._purchase_net(state, seat, other, card, p)
            if net > TRADE_MARGIN:
                out.append((net, p))
        return out

    def _trade_plan(self, engine: Engine, state: GameState, seat: int,
                    card: str | None = None, other: int | None = None) -> tuple[float, str, int, int] | None:
        """The best offer to make now: (net, card, other seat, price), or None."""
        rules = engine.rules
        best: tuple[float, str, int, int] | None = None
        partners = [o for o in range(len(state.players))
                    if o != seat and engine.can_do_business(state, o) and (other is None or o == other)]
        if not partners:
            return None
        weighed = 0
        for c, holder in sorted(state.owner.items()):
            if weighed >= TRADE_PLAN_BUDGET:
                break
            if card is not None and c != card:
                continue
            weighed += len(partners) if holder == seat else 1
            if holder == seat:
                if not credit.may_part_with(rules, state, seat, c):
                    continue
                for o in partners:
                    for net, p in self._trade_options(engine, state, seat, c, o, selling=True):
                        if best is None or net > best[0]:
                            best = (net, c, o, p)
            elif holder in partners and credit.may_part_with(rules, state, holder, c):
                for net, p in self._trade_options(engine, state, seat, c, holder, selling=False):
                    if best is None or net > best[0]:
                        best = (net, c, holder, p)
        return best

    def _trade_card(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        plan = self._trade_plan(engine, state, d.actor)
        return plan[1] if plan is not None else "cancel"

    def _trade_buyer(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        plan = self._trade_plan(engine, state, d.actor, card=d.context["card"])
        return plan[2] if plan is not None else "cancel"

    def _trade_price(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        seat, card = d.actor, d.context["card"]
        other = d.context["buyer"] if d.context["seller"] == seat else d.context["seller"]
        plan = self._trade_plan(engine, state, seat, card=card, other=other)
        if plan is None or plan[3] not in d.options:
            return "cancel"
        return plan[3]

    def _trade_answer(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        seat, card, price = d.actor, d.context["card"], d.context["price"]
        if d.context["seller"] == seat:
            ok = (credit.may_part_with(engine.rules, state, seat, card)
                  and price >= self._sale_floor(engine, state, seat, card)
                  and self._sale_net(state, seat, d.context["buyer"], card, price) >= 0)
        else:
            ok = (price < self.ap.gain(seat, card) and self._can_spend(state, seat, price)
                  and self._purchase_net(state, seat, d.context["seller"], card, price) >= 0)
        return "accept" if ok else "reject"

    # -- debts ---------------------------------------------------------------------------------------
    def _raise_funds(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        if "borrow" in d.options:
            return "borrow"
        sales = options_starting(d, "sell:")
        if sales:
            return min(sales, key=lambda o: self.ap.gain(d.actor, o[5:]))
        return d.options[0]

    # -- moving ----------------------------------------------------------------------------------------
    def _move(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        seat = d.actor
        here = state.players[seat].position
        size = engine.rules.size

        def score(option: str) -> float:
            dest = d.context["destinations"][option]
            if option == "stay":
                travelled = 0
            elif option.startswith("backward"):
                travelled = -((here - dest) % size)
            else:
                travelled = (dest - here) % size
            return self._stop_value(engine, state, seat, dest) + travelled * self._progress_value(engine)

        return max(text_options(d), key=lambda o: (score(o), o == "stay"))

    def _progress_value(self, engine: Engine) -> float:
        """A space of progress is a share of the wages drawn at Mother Earth (less the notes' interest)."""
        return engine.rules.wages / engine.rules.size

    def _stop_value(self, engine: Engine, state: GameState, seat: int, dest: int) -> float:
        """What stopping on ``dest`` should bring ``seat``, on average, in dollars."""
        rules, ap = engine.rules, self.ap
        space = rules.spaces[dest]
        value = -float(board.stop_cost(rules, state, seat, dest).total)
        if space.has_card and space.id not in state.owner and not ap.single_tax:
            # Rules 7 and 9: an auction with the first option; others may outbid our worth.
            value += 0.5 * max(0.0, ap.gain(seat, space.id) - space.price)
        if space.kind == "trespass" and not (ap.single_tax and space.id in state.single_tax.get("colleges", [])):
            value -= self._jail_cost(engine)
        elif space.kind == "speculation":
            broker = state.same_purse(seat, state.owner.get(space.id))
            value += ap.board["spec_win"] * (1 if broker else 1 - rules.spec_broker_percent / 100)
        elif space.kind == "chance":
            value += self._chance_value(engine, state, seat)
        elif space.kind == "luxury" and state.luxury_pack and state.cash(seat) >= rules.luxury_price:
            value += rules.card_value - rules.luxury_price
        return value

    def _chance_value(self, engine: Engine, state: GameState, seat: int) -> float:
        rules = engine.rules
        total = 0.0
        for card in rules.chance:
            if card.effect == "receive":
                total += card.amount
            elif card.effect == "pay":
                total -= card.amount
            elif card.effect == "pay_per_house":
                total -= card.amount * state.houses_of(seat)
            elif card.effect == "jail":
                total -= self._jail_cost(engine)
            elif card.effect == "goto":
                total += rules.wages if card.space == rules.start_space else 0
            elif card.effect != "move":   # a move is worth what it leads to: too far ahead to count here
                raise AssertionError(f"the strong player has no worth for the Chance effect {card.effect!r}")
        return total / max(1, len(rules.chance))

    def _jail_cost(self, engine: Engine) -> float:
        """Turns without progress (about two) plus the tuned cost of being shut out of business."""
        return 2 * 7 * self._progress_value(engine) + self.tuning.jail_cost

    # -- the classic jail (Rule 6) -------------------------------------------------------------------
    def _jail_classic(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        if "pay" not in d.options or d.options == ("pay",):
            return d.options[0]
        rules, seat = engine.rules, d.actor
        fine = d.context.get("fine", rules.jail_fine)
        if not self._can_spend(state, seat, fine):
            return "throw"
        # Waiting: about 2.5 turns lost (a double frees him), and after three misses he pays anyway.
        avg_stop = sum(self._stop_value(engine, state, seat, i) for i in range(rules.size)) / rules.size
        per_turn = 7 * self._progress_value(engine) + avg_stop
        wait = (1 - P_DOUBLE) ** 3 * fine + 2.5 * per_turn
        return "pay" if wait > fine else "throw"

    # -- the Single Tax ------------------------------------------------------------------------------
    def _margin(self, engine: Engine, state: GameState, seat: int, single_tax: bool) -> float:
        """Our expected lead over the best of the others at the end, under one regime or the other."""
        prospects = Appraisal(engine.rules, state, self.tuning, single_tax=single_tax).prospects()
        return prospects[seat] - max(p for s, p in enumerate(prospects) if s != seat)

    def _single_tax_vote(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        seat = d.actor
        return "yes" if self._margin(engine, state, seat, True) > self._margin(engine, state, seat, False) else "no"

    def _should_propose(self, engine: Engine, state: GameState, seat: int) -> bool:
        gain = self._margin(engine, state, seat, True) - self._margin(engine, state, seat, False)
        if gain <= 2 * engine.rules.card_value:
            return False
        from ..engine.single_tax import votes_needed
        yes = 1 + sum(1 for s in range(len(state.players))
                      if s != seat and self.rivals.single_tax_gain(engine, state, s) > 0)
        return yes >= votes_needed(engine.rules, state)

    def _build_here(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        ok = "build" in d.options and self.ap.house_gain(d.actor, d.context["lot"]) > 0 and \
            self._can_spend(state, d.actor, engine.rules.house_price)
        return "build" if ok else "skip"

