"""Engine: the rules of the game as two calls, ``pending`` and ``apply``.

The engine never waits and never chooses. ``pending(state)`` names the decision the game
is waiting for (a player's, or CHANCE's dice and cards); ``apply(state, choice)`` checks
the choice, carries out every consequence up to the next decision, and returns the
events. A game is reproducible from its rules, seed and choices.

Turn protocol (Rule 2 and the rules it leads to):

1. ``turn``: business before the throw (build, borrow, repay, Trust, trade), or ``roll``;
   a jailed player's turn goes to the jail game instead (``jail``). At either, any other
   player may put a proposal (the Single Tax, a Trust) out of turn: see :meth:`Engine.proposals`.
2. ``throw`` (CHANCE), then ``move`` when there is more than one way to go.
3. ``land``: the space's rule runs; it may open an ``auction`` (``bid``, ``first_option``),
   ``speculate``, draw a ``chance_draw`` card, or charge money (``raise_funds`` if short).
4. When nothing is pending, the turn ends: the end of the game is checked and play passes
   to the left.
"""
from __future__ import annotations

import copy
from bisect import bisect
from itertools import accumulate
from typing import Any, Callable, ClassVar, Iterable, Mapping, Sequence

from . import (auction, business, debts, house_host, house_points, jail_host, landing, movement, proposals, setup,
               single_tax, speculation, turn)
from .context import Ctx
from .decision import CHANCE, Choice, Decision, Event
from .errors import IllegalChoiceError, SetupError
from .classic_jail import CLASSIC_ID, ClassicJail
from .hooks import JailHooks, RuleHooks
from .house_hooks import HOUSE_HOOKS
from .house_api import HouseRule, suggested_jail
from .teams import chosen_teams, form_teams, team_of, the_millionaire
from .position import set_up
from .jail_api import JailContext, JailGame
from .memos import NextDraws, StateMemo
from .plain_data import plain_data_problem
from .plugin_guard import PLUGIN_CALL_BUDGET_S, WarnOnce
from .rules import Rules
from .game_setup import NewGame
from .public_land import improvement_fund
from .endless_turns import UndecidedRuns
from .scoring import all_wealth, describe_end, end_reason, winner
from .state import GameState
from . import views
from .frames import Frame
from .proposals import OpenProposal, Proposal
from .views import BusinessInHand, HouseQuestion, PrisonerTurn

Handler = tuple[Callable[[Ctx, Frame], Decision], Callable[[Ctx, Frame, Any], None]]
Step = Callable[[Ctx, Frame], object]         # what a step returns, if anything, is not used

#: Every kind of pending frame: how to ask, and how to carry out the answer.
HANDLERS: dict[str, Handler] = {
    "deal_offer": (setup.deal_decision, setup.apply_deal),
    "first_player": (setup.first_player_decision, setup.apply_first_player),
    "turn": (turn.turn_decision, turn.apply_turn),
    "throw": (movement.throw_decision, movement.apply_throw),
    "move": (movement.move_decision, movement.apply_move),
    "auction": (auction.bid_decision, auction.apply_bid),
    "first_option": (auction.first_option_decision, auction.apply_first_option),
    "speculate": (speculation.speculate_decision, speculation.apply_speculate),
    "chance_draw": (landing.chance_decision, landing.apply_chance),
    "raise_funds": (debts.raise_decision, debts.apply_raise),
    "trust_answer": (business.trust_decision, business.apply_trust),
    "trade_card": (business.trade_card_decision, business.apply_trade_card),
    "trade_buyer": (business.trade_buyer_decision, business.apply_trade_buyer),
    "trade_price": (business.trade_price_decision, business.apply_trade_price),
    "trade_answer": (business.trade_answer_decision, business.apply_trade_answer),
    "jail": (jail_host.jail_decision, jail_host.apply_jail),
    "single_tax_vote": (single_tax.vote_decision, single_tax.apply_vote),
    "build_here": (single_tax.build_here_decision, single_tax.apply_build_here),
    "opportunity": (single_tax.opportunity_decision, single_tax.apply_opportunity),
    "house_point": (house_points.point_decision, house_points.apply_point),
    "house_ask": (house_points.ask_decision, house_points.apply_ask),
}


#: Every step that needs no decision: what runs when it reaches the top of the stack. A rule
#: module hands play on to another by pushing one of these (``ctx.push(kind, ...)``) as the last
#: thing it does, never by calling the other module, so the rule modules import none of each
#: other and the engine, which runs the stack, is the one place that knows them all.
STEPS: dict[str, Step] = {
    "begin_turn": lambda ctx, f: turn.begin_turn(ctx, f["seat"]),
    "start_throw": lambda ctx, f: movement.start_throw(ctx, f["seat"]),
    "move_and_land": lambda ctx, f: movement.move_and_land(ctx, f["seat"], f["dest"], f["travelled"], f["direction"]),
    "open_auction": lambda ctx, f: auction.open_auction(ctx, f["card"], f["lander"], f["purpose"]),
    "charge_stop": lambda ctx, f: landing.charge_stop(ctx, f["seat"], f["position"]),
    "send_to_jail": lambda ctx, f: landing.send_to_jail(ctx, f["seat"], f["why"]),
    "speculation": lambda ctx, f: speculation.begin_speculation(ctx, f["seat"]),
    "after_license": lambda ctx, f: speculation.after_license_settled(ctx, f["seat"]),
    "build": lambda ctx, f: business.build(ctx, f["seat"], f["lot"]),
    "borrow": lambda ctx, f: business.borrow(ctx, f["seat"]),
    "repay": lambda ctx, f: business.repay(ctx, f["seat"]),
    "propose_trust": lambda ctx, f: business.propose_trust(ctx, f["seat"], f["partner"]),
    "propose_single_tax": lambda ctx, f: single_tax.propose(ctx, f["seat"]),
    "adopt_single_tax": lambda ctx, f: single_tax.adopt(ctx, f["round"]),
    "close_privilege": lambda ctx, f: single_tax.close_privilege(ctx, f["builder"], f["lot"], f["price"]),
    "offer_opportunity": lambda ctx, f: single_tax.offer_opportunity(ctx, f["seat"], f["target"], f["why"]),
    "work_opportunity": lambda ctx, f: single_tax.work_opportunity(ctx, f["seat"]),
    "single_tax_lot": lambda ctx, f: single_tax.land_on_lot(ctx, f["seat"], f["lot"]),
    "college": lambda ctx, f: single_tax.go_to_college(ctx, f["seat"], f["site"]),
}


class Engine:
    """The rules of one edition bound to a set of jail games.

    The engine always has the 1906 jail (Rule 6) of its own: it is the jail game ``classic``
    and the fallback when a plugin's jail game fails, and no jail game handed in can take its
    place. The installed plugins' jail games come from the plugin host
    (``landlord.plugin_host.installed_jail_games``); the engine never looks for plugins itself.

    >>> from landlord.engine import Engine, load_default_rules
    >>> engine = Engine(load_default_rules())
    >>> state = engine.new_game(["Ann", "Ben"], seed=1, start="beginners", jail="classic")
    >>> engine.pending(state).kind
    'first_player'
    """

    #: The hosts the rule modules reach through each step's Ctx (``engine/hooks.py``). ClassVar:
    #: they belong to the class, and the compiled build (mypyc) keeps them there only so declared.
    jail_hooks: ClassVar[JailHooks] = jail_host
    house_hooks: ClassVar[RuleHooks] = HOUSE_HOOKS

    def __init__(self, rules: Rules, jail_games: Mapping[str, JailGame] | None = None, *,
                 clock: Callable[[], float] | None = None, call_budget: float = PLUGIN_CALL_BUDGET_S,
                 house_rules: Mapping[str, HouseRule] | None = None) -> None:
        """:param clock: what times the plugins' calls (the host layer hands in
            ``time.perf_counter``); None, as in tests and replays, times nothing. The engine
            itself reads no clock.
        :param call_budget: seconds one call may take when timed; a call over it is a fault.
        :param house_rules: the house rules a game may choose, by id (``plugin_host``).
        """
        self.rules = rules
        self.house_rules: dict[str, HouseRule] = dict(house_rules or {})
        self.clock, self.call_budget = clock, call_budget
        #: (choice, call) -> reason: plugin calls that ran over their budget when the game was
        #: played, failed again at the same points by a replay (see :meth:`replaying`).
        self.forced_timeouts: dict[tuple[int, int], str] = {}
        self.slow_advisers: set[str] = set()     # jail games whose suggest() ran over its budget
        #: Plugin calls made while a decision was asked that ran over their budget, by state:
        #: charged at the next choice applied to it (``plugin_guard.charge_noted_overruns``).
        self.overruns: StateMemo[dict[str, str]] = StateMemo()
        #: The house rules that hear of each trigger and point, as last worked out (``house_host.hearing``).
        self.house_hearing: dict[str, Any] = {}
        #: What this engine has warned of once already (``plugin_guard.warn_once``).
        self.warned = WarnOnce()
        self._cumulative: tuple[Any, list[float]] = (None, [])   # sample_chance's last table
        #: What was asked of each live state, kept outside it (``pending`` writes nothing to a state):
        #: the decision ``pending`` gave, with the number of choices made when it was asked, so the
        #: ``apply`` that follows checks the choice against it instead of working it out again; and
        #: the draw each state's RNG gives next, which ``sample_chance`` looks at without taking.
        self._asked: StateMemo[tuple[int, Decision]] = StateMemo()
        #: The jail game's slot as the jail host last stored it for each live state, with its
        #: marshal bytes, from which each call's copy is made (``jail_host.slot_copy``). This and
        #: the next are forgotten by ``pending``, which a caller that edits a state by hand asks again.
        self.stored_slots: StateMemo[tuple[Any, bytes]] = StateMemo()
        #: The jail context a prisoner's decision was advised with (``jail_suggestion``), with the
        #: number of choices made when it was asked: the ``apply`` that answers that decision hands
        #: the jail game the same context instead of building it again (nothing it tells can
        #: change between the two).
        self.advised_contexts: StateMemo[tuple[int, JailContext]] = StateMemo()
        self._next_draws = NextDraws()
        #: The run of CHANCE's decisions each live state is in (``endless_turns``).
        self._undecided = UndecidedRuns()
        #: The engine's own 1906 jail: ``classic``, and the fallback for any failing jail game.
        self.fallback_jail: JailGame = ClassicJail()
        self.jail_games: dict[str, JailGame] = {
            game_id: game for game_id, game in (jail_games or {}).items() if game_id != CLASSIC_ID}
        self.jail_games[CLASSIC_ID] = self.fallback_jail

    def replaying(self, timeouts: Iterable[tuple[int, int, str]] = ()) -> Replaying:
        """Replay a recorded game (``with engine.replaying(timeouts):``): untimed, with the plugin
        calls that ran over their budget in play failing at the same points, so the replay is the
        game that was played."""
        return Replaying(self, {(choice, call): reason for choice, call, reason in timeouts})

    # -- set-up -----------------------------------------------------------------------
    def new_game(self, seats: Sequence[str], seed: int, *, start: str = "deal", jail: str | None = None,
                 advanced: bool = True, monarch_seat: int = 0, end_wages_times: int | None = None,
                 round_limit: int | None = None, single_tax: bool = False,
                 single_tax_majority: bool = False, house_rules: Sequence[str] = (),
                 house_settings: Mapping[str, Mapping[str, Any]] | None = None) -> GameState:
        """A new game waiting for its first decision.

        :param seats: the players' names, in seating order (play passes to the left).
        :param start: ``"deal"`` (Rule 1), ``"beginners"`` (average hands) or ``"monarch"``.
        :param jail: the id of the jail game; the rules file's default if None.
        :param advanced: the rules for advanced players (tax escalation, section rent doubling).
        :param single_tax: play under the Single Tax from the start: adopted once the deal is
            done, before the first throw (recorded as round 0).
        :param single_tax_majority: a Single Tax vote needs a majority, not just two votes.
        :param house_rules: the ids of the house rules to play with (``engine/house_api.py``), and
            ``house_settings`` each one's set-up choices by id (plain data).
        :raises SetupError: for seats, start, jail or house rules the game does not have.
        """
        return self.new_game_from(NewGame(tuple(seats), seed, start=start, jail=jail, advanced=advanced,
                                          monarch_seat=monarch_seat, end_wages_times=end_wages_times,
                                          round_limit=round_limit, single_tax=single_tax,
                                          single_tax_majority=single_tax_majority, house_rules=tuple(house_rules),
                                          house_settings=dict(house_settings or {})))

    def jail_for(self, jail: str | None, house_rules: Sequence[str] = ()) -> str:
        """The jail game a new game plays: ``jail`` if one is chosen; else the one the chosen house
        rules are written for (``house_api.suggested_jail``: Dungeonopoly's is Monopoly's, the 1906
        jail); else the rules file's default."""
        return jail or suggested_jail(self.house_rules, house_rules, self.jail_games) or self.rules.default_jail

    def new_game_from(self, game: NewGame) -> GameState:
        """The game ``game`` sets up, waiting for its first decision: dealt as :meth:`new_game`
        deals, or started from its position (:meth:`start_from`) if it has one.

        :raises SetupError: for seats, start, jail or house rules the game does not have.
        :raises PositionError: for a position the rules cannot play.
        """
        if game.position is not None:
            return self.start_from(game.position)
        seats, seed, start, jail, monarch_seat = list(game.names), game.seed, game.start, game.jail, game.monarch_seat
        end_wages_times, round_limit = game.end_wages_times, game.round_limit
        advanced, single_tax, single_tax_majority = game.advanced, game.single_tax, game.single_tax_majority
        house_rules, house_settings = game.house_rules, game.house_settings
        setup.check_setup(self.rules, seats, start, monarch_seat)
        jail = self.jail_for(jail, house_rules)
        if jail not in self.jail_games:
            raise SetupError(f"jail: no jail game {jail!r} is installed (installed: "
                             f"{', '.join(sorted(self.jail_games))})")
        options = {"start": start, "advanced": advanced, "monarch_seat": monarch_seat, "wage_rise": 0,
                   "end_wages_times": end_wages_times or self.rules.end_wages_times,
                   "round_limit": round_limit or self.rules.round_limit,
                   "single_tax_majority": single_tax_majority}
        state = setup.initial_state(self.rules, seats, seed, options)
        state.jail_game = jail
        # The jail chosen at set-up, kept apart from ``state.jail_game`` (which a failing plugin
        # replaces with the classic jail): a save must replay the game from the jail it began with.
        state.options["jail"] = jail
        ctx = Ctx(self, state)
        state.stack.append({"kind": "first_player"})
        state.options["single_tax_from_start"] = single_tax
        if house_rules:
            self.set_up_house_rules(ctx, list(house_rules), dict(house_settings or {}))
        setup.deal(ctx)
        return state

    def set_up_house_rules(self, ctx: Ctx, chosen: list[str], settings: dict[str, Any]) -> None:
        """Each chosen house rule sets up its slot from its settings (a new game, or a position's).

        :raises SetupError: for rules not installed or named twice, or settings a rule refuses.
        """
        missing = [rule for rule in chosen if rule not in self.house_rules]
        if missing:
            raise SetupError(f"house rules: {', '.join(map(repr, missing))} not installed (installed: "
                             f"{', '.join(sorted(self.house_rules)) or 'none'})")
        if len(set(chosen)) != len(chosen):
            raise SetupError(f"house rules: {chosen!r} names one twice")
        unknown = sorted(set(settings) - set(chosen))
        if unknown:
            raise SetupError(f"house settings for {', '.join(unknown)}, which are not chosen")
        problem = plain_data_problem(settings, "house settings")
        if problem:
            raise SetupError(problem)
        ctx.state.options["house_rules"] = chosen
        ctx.state.options["house_settings"] = settings
        ctx.hooks = self.house_hooks
        house_host.start(ctx, settings)
        form_teams(ctx.state, chosen_teams(self.house_rules, chosen, settings, len(ctx.state.players)))

    def start_from(self, position: Mapping[str, Any]) -> GameState:
        """A game started from a position (``landlord.engine.position``), waiting for the first
        decision of the turn of the seat whose turn it is. Its dice are thrown afresh from the
        position's seed (``random.Random(seed)``).

        :raises PositionError: listing every problem with the position, one line each.
        """
        with self.replaying():           # untimed, so a replay of the saved game sets it up alike
            ctx = set_up(self, position)
            self._settle(ctx)            # what needs no decision after a turn begins (Single Tax Rule 6)
        return ctx.state

    # -- the two calls ---------------------------------------------------------------
    def pending(self, state: GameState) -> Decision | None:
        """The decision the game waits for, or None when the game is over.

        A pure query: asking changes nothing in the state, and asking twice gives the same answer.
        The answer is remembered by the engine (not in the state), so that the ``apply`` that
        follows checks the choice against it instead of working it out again.
        """
        self.stored_slots.forget(state)          # the state may have been edited by hand since
        self.advised_contexts.forget(state)
        return self._ask(state)

    def _ask(self, state: GameState) -> Decision | None:
        if state.over:
            return None
        frame = state.stack[-1]
        decision = HANDLERS[frame["kind"]][0](Ctx(self, state), frame)
        self._asked.put(state, (len(state.history), decision))
        return decision

    def proposals(self, state: GameState) -> tuple[OpenProposal, ...]:
        """The proposals players may put now out of turn, each a choice for :meth:`apply`:
        ``("propose", seat, "single_tax")`` or ``("propose", seat, "trust:<partner>")``.

        The 1906 text allows the Single Tax vote and the Trust "at any time". They are open
        whenever play waits for a player with no other business in hand (a turn's business
        before the throw, a prisoner's decisions in Jail), to every player but the one whose
        turn's options already hold his own, and to each at most once a round
        (``engine/proposals.py``). The vote or the answer then comes before the decision that
        was pending, which is asked again afterwards.
        """
        if state.over:
            return ()
        return proposals.open_proposals(Ctx(self, state), self.waiting_for(state))

    def waiting_for(self, state: GameState) -> Decision | None:
        """The decision the game waits for, as ``pending`` gave it at this point of the game (the
        engine remembers it, outside the state), else worked out afresh: what a caller that only
        plays on (never edits the state by hand) asks, so the decision is not worked out twice. A
        state edited by hand (tests do, to set up a position) must be asked ``pending`` again."""
        asked = self._asked.get(state)
        return asked[1] if asked is not None and asked[0] == len(state.history) else self._ask(state)

    def apply(self, state: GameState, choice: object, *, answer_chance: bool = False,
              keep_events: bool = True) -> list[Event]:
        """Carry out ``choice`` for the pending decision and everything that follows from it,
        or put a proposal out of turn (one of :meth:`proposals`).

        :param answer_chance: the caller need not see what nobody decides: the dice and cards that
            follow (:data:`CHANCE`'s decisions) are thrown and drawn here as :meth:`sample_chance`
            gives them, and a player's decision with one option and no proposals open is taken,
            until a decision waits that somebody makes. Each is applied through this same call, so
            the game and its choices (``state.history``) are exactly what answering them one by one
            makes. Headless play of computers alone asks it; the window and replays do not.
        :param keep_events: False when the caller keeps none of the events: none is made (the
            game is the same; only its telling is left out), and an empty list is returned.
        :raises IllegalChoiceError: if the game is over or ``choice`` is not an option.
        """
        events = self._apply_one(state, choice, keep_events)
        while answer_chance:
            decision = self.waiting_for(state)
            if decision is None:
                break
            if decision.actor == CHANCE:
                events += self._apply_one(state, self.sample_chance(state, decision), keep_events)
            elif not views.at_rest(state) and len(decision.options) == 1:   # (the turn's options are not listed)
                events += self._apply_one(state, decision.options[0], keep_events)
            else:
                break
        return events

    def _apply_one(self, state: GameState, choice: object, keep_events: bool = True) -> list[Event]:
        # ``choice`` is read as any object: a caller may hand anything (a list from a save, a
        # mistake), and what is not an option is refused below, never by a type check of the
        # compiled build's.
        decision = self.waiting_for(state)
        if decision is None:
            raise IllegalChoiceError("the game is over; no choice can be applied")
        choice = _normalise(choice)
        if proposals.is_proposal(choice):
            return self._put_proposal(state, decision, choice, keep_events)
        if isinstance(choice, bool) or choice not in decision.options:   # True == 1 must not pick seat 1
            shown = ", ".join(map(repr, decision.options[:12])) + (" ..." if len(decision.options) > 12 else "")
            raise IllegalChoiceError(f"{choice!r} is not an option of {decision.kind!r} "
                                     f"(options: {shown})")
        if decision.actor == CHANCE:
            self._undecided.chance_decided(state, decision.kind, choice)   # a turn that cannot end stops here
            self._next_draws.take(state)          # this decision's draw, whoever chose the outcome
        ctx = Ctx(self, state, keep_events)
        state.history.append(choice)              # (so what ``pending`` gave is out of date)
        ctx.hooks.choice_begins(ctx)
        frame = state.stack[-1]
        HANDLERS[frame["kind"]][1](ctx, frame, choice)
        self._settle(ctx)
        return ctx.events

    def _put_proposal(self, state: GameState, decision: Decision, choice: Proposal,
                      keep_events: bool = True) -> list[Event]:
        ctx = Ctx(self, state, keep_events)
        proposals.put(ctx, decision, choice)      # checks it first: nothing changes if it fails
        state.history.append(choice)
        self._settle(ctx)
        return ctx.events

    def child(self, state: GameState, choice: Choice) -> GameState:
        """A copy of ``state`` with ``choice`` applied; ``state`` is left as it was (look-ahead)."""
        clone = copy.deepcopy(state)
        asked = self._asked.get(state)
        if asked is not None:             # the copy, as it stands, waits for what the original does
            self._asked.put(clone, asked)
        self.apply(clone, choice)
        return clone

    def sample_chance(self, state: GameState, decision: Decision) -> Choice:
        """The CHANCE outcome the game's own seeded RNG gives for this decision.

        Each CHANCE decision takes one uniform draw from the game's RNG, and ``apply`` is what
        takes it: asking here looks at that draw without taking it (the state is not changed, and
        asking twice gives the same outcome), and a choice applied without asking (a replay, a
        scripted test) takes it all the same, so the dice that follow are the same however the
        outcome was chosen. A copy of the state plays on with the same dice. The draw picks
        the option whose share of the running total of the probabilities it falls in (as
        ``random.choices`` with weights does); the totals are worked out once per table.
        """
        assert decision.actor == CHANCE and decision.probs is not None
        draw = self._next_draws.peek(state)
        probs = decision.probs
        if self._cumulative[0] is not probs:
            self._cumulative = (probs, list(accumulate(probs)))
        totals = self._cumulative[1]
        return decision.options[bisect(totals, draw * (totals[-1] + 0.0), 0, len(totals) - 1)]

    # -- reading the game --------------------------------------------------------------
    def wealth(self, state: GameState) -> list[int]:
        return all_wealth(self.rules, state)

    def winner(self, state: GameState) -> int:
        return winner(self.rules, state)

    def jail_game(self, state: GameState) -> JailGame:
        return self.jail_games[state.jail_game]

    def jail_suggestion(self, state: GameState, decision: Decision) -> Choice | None:
        """The jail game's own advice for a computer prisoner, if it offers ``suggest``; None otherwise
        (``jail_host.suggestion``)."""
        return jail_host.suggestion(Ctx(self, state), decision)

    def house_suggestion(self, state: GameState, decision: Decision) -> Choice | None:
        """The house rules' advice for a computer player's decision (their optional ``suggest``),
        or None: for their own options and questions, and for the turn's business they add to."""
        if decision.actor == CHANCE or not state.options.get("house_rules"):
            return None
        return house_host.suggestion(Ctx(self, state), decision)

    def can_do_business(self, state: GameState, seat: int) -> bool:
        """May this seat bid, trade or answer offers now? Not from a jail that forbids it."""
        player = state.players[seat]
        return not player.in_jail or bool(self.jail_game(state).business_while_jailed)

    # -- what others may read of a game in play (engine/views.py) ---------------------------------
    def prisoner_in_play(self, state: GameState) -> PrisonerTurn | None:
        """The turn in Jail the pending decision belongs to, or None."""
        return views.prisoner_in_play(state)

    def at_rest(self, state: GameState) -> bool:
        """Does play wait for a player with no business open (a turn's business before the
        throw, a prisoner's turn), where proposals may be put out of turn?"""
        return views.at_rest(state)

    def business_in_hand(self, state: GameState) -> BusinessInHand | None:
        """The auction, trade or Single Tax vote under way (the innermost), or None."""
        return views.business_in_hand(state)

    def house_question(self, state: GameState) -> HouseQuestion | None:
        """The house rule's point or question the pending decision belongs to, or None."""
        return views.house_question(state)

    # -- between decisions ------------------------------------------------------------------
    def _settle(self, ctx: Ctx) -> None:
        """Run what needs no decision: queued landings, payable debts, and the change of turn."""
        state = ctx.state
        while not state.over:
            top = state.stack[-1] if state.stack else None
            if top is not None and top["kind"] in STEPS:
                state.stack.pop()
                STEPS[top["kind"]](ctx, top)             # a step handed on by a rule module
                continue
            if state.single_tax_adopted and improvement_fund(state) >= self.rules.st_step:
                single_tax.buy_improvements(ctx)         # Single Tax Rule 6
            if not state.stack:
                if ctx.hooks.before_play_passes(ctx):
                    continue                             # the rule hooks' last say before play passes
                self._end_turn(ctx)
                continue
            top = state.stack[-1]
            if top["kind"] == "land":
                state.stack.pop()
                landing.land(ctx, top["seat"])
            elif top["kind"] == "raise_funds" and state.cash(top["seat"]) >= debts.owed(top):
                debts.settle_if_possible(ctx, top)
            else:
                return

    def _end_turn(self, ctx: Ctx) -> None:
        state = ctx.state
        state.turns_played += 1
        n = len(state.players)
        nxt = (state.turn + 1) % n
        if nxt == state.options.get("first_seat", 0):
            state.round += 1
        reason = end_reason(self.rules, state)
        if reason:
            state.ended_by = reason
            w = self.winner(state)
            ctx.emit("game_over", f"The game ends: {describe_end(self.rules, state)}. "
                                  f"{the_millionaire(state, w)}.", winner=w, reason=reason,
                     wealth=self.wealth(state), **({"team": team_of(state, w)} if state.teams else {}))
            return
        turn.begin_turn(ctx, nxt)


class Replaying:
    """What :meth:`Engine.replaying` gives: while it lasts, the engine reads no clock and fails
    the recorded calls. (A class, not a generator: the compiled build compiles this module.)"""

    def __init__(self, engine: Engine, timeouts: dict[tuple[int, int], str]) -> None:
        self.engine, self.timeouts = engine, timeouts
        self.kept: tuple[Callable[[], float] | None, dict[tuple[int, int], str]] = (None, {})

    def __enter__(self) -> Engine:
        engine = self.engine
        self.kept = engine.clock, engine.forced_timeouts
        engine.clock, engine.forced_timeouts = None, self.timeouts
        return engine

    def __exit__(self, *exc_info: object) -> None:
        self.engine.clock, self.engine.forced_timeouts = self.kept


def _normalise(choice: object) -> object:
    """Lists (from saves or JSON) are read as tuples, so dice compare equal."""
    if isinstance(choice, list):
        return tuple(choice)
    return choice
