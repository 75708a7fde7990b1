"""A rule-of-thumb player: keeps a cash reserve, bids up to a value estimate, builds where
rent pays back, picks the better direction, and trades only at a fair price. It proposes a
Trust on its own turn whenever it can and nothing out of turn (it has no ``propose``), and never
proposes the Single Tax itself (the simulator's ``--single-tax-at`` puts that to the vote).

It reads the state but never changes it; every figure comes from the rules file.
"""
from __future__ import annotations

import functools
import random
from typing import Sequence

from ..engine import Choice, Decision, Engine, GameState
from ..engine import board
from ..engine.credit import may_part_with, notes_owed
from ..engine.holdings import holdings, table_stamps
from ..engine.memos import StampMemo
from ..engine.rules import Rules, Space
from .options import amounts, options_starting, text_options

#: Rule 1 advises keeping $50 to $75 for expenses until wages come in.
RESERVE = 75
#: How many landings by others a card is expected to collect rent from in a game.
EXPECTED_LANDINGS = 6


@functools.lru_cache(maxsize=None)
def _method_name(kind: str) -> str:
    """The method answering a kind of decision: "jail.classic" is answered by ``_jail_classic``."""
    return "_" + kind.replace(".", "_")



def _holds_all(state: GameState, seat: int, spaces: Sequence[Space]) -> bool:
    """Whether ``seat`` (or, in team play, his team) holds every one of ``spaces``' cards."""
    if state.teams:
        return all(_held_by(state, seat, space.id) for space in spaces)
    return all(state.owner.get(space.id) == seat for space in spaces)


def _held_by(state: GameState, seat: int, card: str) -> bool:
    """Whether ``seat`` (or, in team play, his team) holds ``card``: the seat compared first, as
    every game without teams needs nothing more."""
    holder = state.owner.get(card)
    return holder == seat or (bool(state.teams) and state.same_purse(seat, holder))

class HeuristicAgent:
    name = "heuristic"

    def __init__(self, rng: random.Random, reserve: int = RESERVE) -> None:
        self.rng = rng
        self.reserve = reserve
        #: Lots that would complete a section, appraised once for each state of the cards and houses.
        self._appraisals: StampMemo[tuple[Rules, list[tuple[str, int, int, int]]]] = StampMemo(size=64)

    # -- valuation ----------------------------------------------------------------------
    def value(self, rules: Rules, state: GameState, seat: int, card: str) -> int:
        """What a card is worth to ``seat``: its end-of-game count plus the income it should bring."""
        space = rules.space(card)
        income = 0
        if state.single_tax_adopted:
            # Deeds are of no value; a franchise brings its fares until the public buys it for $50.
            if space.kind == "lot":
                return 0
            return 0 if card in state.single_tax["public"] else rules.st_step + rules.fare * EXPECTED_LANDINGS
        if space.kind == "lot":
            income = (space.rent + state.houses.get(card, 0) * rules.house_rent) * EXPECTED_LANDINGS
            mine = holdings(rules, state).section_lots.get((seat, space.section), 0)
            if mine == len(rules.section_lots(space.section)) - 1 and state.owner.get(card) != seat \
                    and not (state.teams and _held_by(state, seat, card)):
                income *= 2          # it completes a section: houses will double the rent
        elif space.kind in ("railroad", "utility"):
            income = rules.fare * EXPECTED_LANDINGS * 2
        elif space.kind == "speculation":
            income = rules.spec_ante * EXPECTED_LANDINGS
        return rules.card_value + state.houses.get(card, 0) * rules.house_value + income

    def spare(self, state: GameState, seat: int) -> int:
        return state.cash(seat) - self.reserve

    def privilege_value(self, rules: Rules) -> int:
        """What winning the right to build is worth: the house rent it should collect."""
        return rules.house_rent * EXPECTED_LANDINGS

    def single_tax_gain(self, engine: Engine, state: GameState, seat: int) -> float:
        """How much the seat's share of all wealth would grow if title deeds lost their value."""
        rules = engine.rules
        now = engine.wealth(state)
        deeds = [rules.card_value * sum(1 for c in state.cards_of(s) if rules.space(c).kind == "lot")
                 for s in range(len(state.players))]
        after = [w - d for w, d in zip(now, deeds)]
        share = lambda ws: ws[seat] / max(1, sum(max(w, 0) for w in ws))  # noqa: E731
        return share(after) - share(now)

    # -- dispatch ------------------------------------------------------------------------
    def choose(self, engine: Engine, state: GameState, decision: Decision) -> Choice:
        if state.options.get("house_rules"):          # the house rules know their own abilities best
            advice = engine.house_suggestion(state, decision)
            if advice is not None:
                return advice
        method = getattr(self, _method_name(decision.kind), None)
        if method is None:
            return self._fallback(engine, state, decision)
        choice = method(engine, state, decision)
        return choice if choice in decision.options else self._fallback(engine, state, decision)

    def _fallback(self, engine: Engine, state: GameState, decision: Decision) -> Choice:
        """Plugin decisions this agent does not know: the jail game's advice if it gives any,
        else not spending, else the first option (plugins list their cautious choice first)."""
        advice = engine.jail_suggestion(state, decision)
        if advice is not None:
            return advice
        for safe in ("throw", "roll", "pass", "decline", "reject", "cancel", "return", "house:pass"):
            if safe in decision.options:
                return safe
        return decision.options[0]

    def _deal_offer(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        price = d.context["price"]
        return "buy" if "buy" in d.options and state.cash(d.actor) - price >= self.reserve else "return"

    def _turn(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        rules, seat = engine.rules, d.actor
        if not self._may_want_business(engine, state, d):
            return "roll"                              # (the turn's options are never listed)
        offered: dict[str, list[str]] = {}
        for option in text_options(d):                 # options with a target read "what:target"
            what, colon, _ = option.partition(":")
            if colon:
                offered.setdefault(what, []).append(option)
        builds, trusts, privileges = (offered.get(what, []) for what in ("build", "trust", "privilege"))
        if builds and self.spare(state, seat) >= rules.house_price:
            return max(builds, key=lambda o: self._build_gain(rules, state, seat, o[6:]))
        if "repay" in d.options and self.spare(state, seat) >= rules.loan_note:
            return "repay"
        if trusts:
            return trusts[0]
        if privileges and self.spare(state, seat) >= rules.house_price + rules.bid_step * 4:
            return max(privileges, key=lambda o: rules.space(o[10:]).rent)

        if "trade" in d.options and d.context.get("offers_made", 0) == 0 and self._wanted_card(engine, state, seat):
            return "trade"
        return "roll"

    def _may_want_business(self, engine: Engine, state: GameState, d: Decision) -> bool:
        """Could :meth:`_turn` choose anything but the throw? Asked before the turn's options are
        read, so that they are listed only when it could: building or a privilege needs a house's
        price to spare, repaying a note owed and its price, a Trust a railroad held, a trade offer
        a lot wanted at a price it can pay."""
        rules, seat = engine.rules, d.actor
        spare = self.spare(state, seat)
        return (spare >= rules.house_price
                or (notes_owed(state, seat) > 0 and spare >= rules.loan_note)
                or any(state.owner.get(railroad.id) == seat for railroad in rules.spaces_of_kind("railroad"))
                or (bool(state.teams) and board.railroads_held(rules, state, seat) > 0)
                or (d.context.get("offers_made", 0) == 0 and self._wanted_card(engine, state, seat) is not None))

    def _wanted_card(self, engine: Engine, state: GameState, seat: int) -> str | None:
        """A lot held by another player that would complete one of our sections, at a price we
        can pay that its holder (valuing it as we would in his place) could accept."""
        wanted = [card for card, holder, ours, theirs in self._section_completers(engine.rules, state, seat)
                  if engine.can_do_business(state, holder) and min(ours, self.spare(state, seat)) >= theirs]
        if len(wanted) > 1:       # the first of them to have left the pack
            held_order = {card: i for i, card in enumerate(state.owner)}
            wanted.sort(key=held_order.__getitem__)
        return wanted[0] if wanted else None

    def _section_completers(self, rules: Rules, state: GameState, seat: int) -> list[tuple[str, int, int, int]]:
        """Each lot another player holds that would complete one of our sections, as (lot, its
        holder, its value to us, its value to him). Asked at nearly every turn, it is appraised
        once for the cards and houses as they stand (their tables' stamps, never reused, name
        them) and read again until they change; cash and who may trade are checked by the caller."""
        stamps = table_stamps(state)
        key = (stamps, seat, state.single_tax_adopted)
        kept = self._appraisals.get(key) if stamps is not None else None
        if kept is not None and kept[0] is rules:
            return kept[1]
        owner = state.owner
        completers = []
        for _, card in holdings(rules, state).one_short.get(seat, ()):
            holder = owner.get(card)
            if holder is not None:
                completers.append((card, holder, self.value(rules, state, seat, card),
                                   self.value(rules, state, holder, card)))
        if stamps is not None:
            self._appraisals.put(key, (rules, completers))
        return completers

    def _build_gain(self, rules: Rules, state: GameState, seat: int, lot: str) -> int:
        """Extra rent a house brings: its own rent, more if it lifts the whole section's level."""
        space = rules.space(lot)
        gain = rules.house_rent
        if state.options.get("advanced", True):
            level = board.section_level(rules, state, space.section)
            if state.houses.get(lot, 0) == level and level + 1 < len(rules.land_rent_multipliers):
                others_at_level = [l for l in rules.section_lots(space.section)
                                   if l.id != lot and state.houses.get(l.id, 0) == level]
                if not others_at_level and _holds_all(state, seat, rules.section_lots(space.section)):
                    gain += sum(l.rent for l in rules.section_lots(space.section)) * (
                        rules.land_rent_multipliers[level + 1] - rules.land_rent_multipliers[level])
        return gain

    def _single_tax_vote(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        """Vote by comparing prospects: yes if our share of the wealth grows under the Single Tax."""
        return "yes" if self.single_tax_gain(engine, state, d.actor) > 0 else "no"

    def _build_here(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        return "build" if "build" in d.options and self.spare(state, d.actor) >= engine.rules.house_price else "skip"

    def _opportunity(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        return max(text_options(d), key=lambda o: (lambda no: no.wages - no.rent)(engine.rules.natural_opportunity(o)))

    def _bid(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        seat, card = d.actor, d.context["card"]
        if d.context["purpose"] == "privilege":
            worth = self.privilege_value(engine.rules)
            limit = min(worth, self.spare(state, seat) - engine.rules.house_price)
        else:
            limit = min(self.value(engine.rules, state, seat, card), self.spare(state, seat))
        bids = [b for b in amounts(d) if b <= limit]
        return min(bids) if bids else "pass"

    def _first_option(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        seat, card, price = d.actor, d.context["card"], d.context["price"]
        if d.context.get("purpose") == "privilege":
            worth_it = price <= self.privilege_value(engine.rules) + engine.rules.house_price
            return "buy" if worth_it and self.spare(state, seat) >= price + engine.rules.house_price else "decline"
        worth_it = price <= self.value(engine.rules, state, seat, card)
        return "buy" if worth_it and state.cash(seat) - price >= self.reserve // 2 else "decline"

    def _move(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        return max(text_options(d), key=lambda o: self._move_score(engine, state, d.actor, o, d.context["destinations"][o]))

    def _move_score(self, engine: Engine, state: GameState, seat: int, option: str, dest: int) -> float:
        rules = engine.rules
        space: Space = rules.spaces[dest]
        if option == "stay":
            return -rules.spec_ante + 20          # Speculation's expected return is about $30 a throw
        score = -board.stop_cost(rules, state, seat, dest).total
        if space.kind == "trespass":
            score -= rules.jail_fine
        if space.has_card and space.id not in state.owner and state.cash(seat) >= space.price + self.reserve:
            score += 10
        start = rules.index_of(rules.start_space)
        here = state.players[seat].position
        if option.startswith("forward") and (start - here - 1) % rules.size < (dest - here) % rules.size:
            score += rules.wages
        return score

    def _speculate(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        return self._fallback(engine, state, d)

    def _raise_funds(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        if "borrow" in d.options:
            return "borrow"
        sales = options_starting(d, "sell:")
        if sales:
            return min(sales, key=lambda o: self.value(engine.rules, state, d.actor, o[5:]))
        return d.options[0]

    def _trust_answer(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        return "accept"

    def _trade_card(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        return self._wanted_card(engine, state, d.actor) or "cancel"

    def _trade_price(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        """Offer the most we think the card is worth to us, within our spare cash."""
        limit = min(self.value(engine.rules, state, d.actor, d.context["card"]), self.spare(state, d.actor))
        prices = [p for p in amounts(d) if p <= limit]
        return max(prices) if prices else "cancel"

    def _trade_buyer(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        return "cancel"

    def _trade_answer(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        rules, seat = engine.rules, d.actor
        card, price = d.context["card"], d.context["price"]
        worth = self.value(rules, state, seat, card)
        if d.context["seller"] == seat:
            return "accept" if price >= worth and may_part_with(rules, state, seat, card) else "reject"
        return "accept" if price <= worth and state.cash(seat) - price >= self.reserve else "reject"

    def _jail_classic(self, engine: Engine, state: GameState, d: Decision) -> Choice:
        fine = d.context.get("fine", engine.rules.jail_fine)
        return "pay" if "pay" in d.options and self.spare(state, d.actor) >= fine else "throw"


