"""Oubliette, Julian Jimenez's solitaire, as the Jail of the Landlord's Game.

The prisoner plays the solitaire in place of throwing for doubles (docs/solitaire.md gives the
design and its measured balance):

* **Time.** The solitaire's own clock is its deck: the game is lost when the deck runs out. The
  deck left after the deal (33 cards with two Jokers, 34 with three) is split into *watches*, one
  per jail turn: on each of his first two turns he turns over up to a third of it (11 or 12
  cards); his third turn plays the solitaire to its end, however many cards Lost, Chasms, Items
  and reshuffles have taken from the deck or put back. So the whole solitaire fits the three
  turns the 1906 jail can hold a man (Rule 6: "He cannot, however, miss more than three turns").
* **The turn.** The rules file's ``turn`` chooses the reading of the solitaire's turn (S-11):
  ``"text"``, one action after each card as the text says, or ``"generous"``, as many as he likes.
* **Escape.** Completing the Path frees him at once: he throws and moves this turn (as after a
  double), without the fine, and with the ``reward`` the rules file sets (none by default).
* **The classic term.** Losing the solitaire leaves him to serve the rest of the 1906 term: on
  each remaining turn he may pay the fine or throw for a double; after the third turn he pays
  the fine and comes out (his turn over).
* **The fine.** At the start of every turn he may pay the fine and come out to throw, as Rule 6
  always allows.
* **Business.** A prisoner may still bid and trade (``business_while_jailed``), as in 1906: the
  solitaire takes the place of his throws, not of his dealings.

The deck is shuffled when he first sits down to play by CHANCE decisions, one a card: each picks
the next card of the deck among those not yet placed, all equally likely, so every order of the
deck may come and the host's seeded generator decides it (a game replays exactly). Everything
after it is the solitaire's own pure rules (:mod:`.moves`); the seed of its later reshuffles is
worked out from the order dealt. Each prisoner has his own game in the slot, keyed by his seat.
"""
from __future__ import annotations

import marshal
import math
from typing import Any, Mapping, Sequence

from landlord import CHANCE, Decision, JailContext, JailStep
from landlord.plugin import TWO_DICE, TWO_DICE_PROBS

from . import agent, cards, layout, moves, words

#: "He cannot, however, miss more than three turns" (Rule 6): the watches, and the longest stay.
TURNS = 3
#: Ranges the rules file's ``[jail.solitaire]`` settings are held to (anything else: the default).
MOST_CARDS_PER_TURN = 60
MOST_REWARD_IN_WAGES = 5
#: A prisoner this many fines rich values his turns above the fine (the computer's advice).
RICH_IN_FINES = 10
#: The reading of the solitaire's turn the jail plays unless the rules file says otherwise (S-11;
#: docs/solitaire.md gives the measured figures it was chosen by).
DEFAULT_TURN = layout.TEXT_TURN


def shuffle_probs(left: int) -> tuple[float, ...]:
    """Each card not yet placed is as likely as any other to come next."""
    return _UNIFORM.setdefault(left, tuple(1 / left for _ in range(left)))


_UNIFORM: dict[int, tuple[float, ...]] = {}


def watch_left(me: Mapping[str, Any]) -> int | None:
    """Cards he may still turn over this turn; None on his last turn, which plays the solitaire out."""
    if me["turn"] >= TURNS:
        return None
    return max(0, me["per_turn"] - (me["game"]["turned"] - me["watch_from"]))


def _copy(slot: Mapping[str, Any]) -> dict[str, Any]:
    """A copy of the slot to change: the slot is plain data, which marshal copies many times faster
    than ``copy.deepcopy`` (the host hands each call a fresh copy, but a test may not)."""
    return marshal.loads(marshal.dumps(dict(slot)))


class SolitaireJail:
    id = "solitaire"
    title = "Oubliette Solitaire"
    description = "Play a solitaire in the dungeon each turn: complete its Path of nine cards and walk free."
    version = "1.0"
    api_version = 1
    business_while_jailed = True      # the 1906 reading: the solitaire replaces his throws, not his dealings
    longest_stay = TURNS

    # -- the rules file's settings, read defensively -------------------------------------------------------
    @staticmethod
    def jokers(ctx: JailContext) -> int:
        value = ctx.settings.get("jokers", 2)
        return value if value in cards.JOKER_COUNTS and not isinstance(value, bool) else 2

    @staticmethod
    def cards_per_turn(ctx: JailContext, deck: int) -> int:
        value = ctx.settings.get("cards_per_turn")
        if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= MOST_CARDS_PER_TURN:
            return value
        return math.ceil(deck / TURNS)

    @staticmethod
    def turn_rule(ctx: JailContext) -> str:
        value = ctx.settings.get("turn", DEFAULT_TURN)
        return value if value in layout.TURN_RULES else DEFAULT_TURN

    @staticmethod
    def reward(ctx: JailContext) -> int:
        value = ctx.settings.get("reward", 0)
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MOST_REWARD_IN_WAGES * ctx.wages:
            return value
        return 0

    # -- the contract ---------------------------------------------------------------------------------------
    def on_jailed(self, ctx: JailContext, slot: Mapping[str, Any]) -> dict[str, Any]:
        new = dict(slot)
        new[str(ctx.seat)] = {"turn": 0, "phase": "new", "throwing": False}
        return new

    def pending(self, ctx: JailContext, slot: Mapping[str, Any]) -> Decision:
        me = slot[str(ctx.seat)]
        name = ctx.names[ctx.seat]
        can_pay = ("pay",) if ctx.cash[ctx.seat] >= ctx.jail_fine else ()
        if me["turn"] != ctx.turn_number:            # his turn in Jail begins
            if me["phase"] == "term":
                return Decision(ctx.seat, "jail.solitaire.term", ("throw",) + can_pay,
                                f"{name} serves the 1906 term: throw for a double, or pay the ${ctx.jail_fine} fine.",
                                context={"fine": ctx.jail_fine, "turn": ctx.turn_number})
            return Decision(ctx.seat, "jail.solitaire.watch", ("play",) + can_pay,
                            f"{name} is in the Oubliette: play the solitaire (turn {ctx.turn_number} of {TURNS}), "
                            f"or pay the ${ctx.jail_fine} fine.",
                            context={"fine": ctx.jail_fine, "turn": ctx.turn_number})
        if me["phase"] == "new":
            left = len(cards.full_deck(self.jokers(ctx))) - len(me.get("dealt", ()))
            # "quick": the window need not rest after each of these draws (docs/plugins.md).
            return Decision(CHANCE, "jail.solitaire.shuffle", tuple(range(left)), f"The deck is shuffled for {name}.",
                            probs=shuffle_probs(left), context={"seat": ctx.seat, "left": left, "quick": True})
        if me["phase"] == "term":
            return Decision(CHANCE, "jail.solitaire.throw", TWO_DICE, f"{name} throws for a double.",
                            TWO_DICE_PROBS, {"seat": ctx.seat, "purpose": "jail"})
        decision = moves.pending(me["game"], ctx.seat)
        assert decision is not None, "a finished solitaire is never left in the slot"
        opts = decision.options
        if self._watch_over(me):
            opts = ("rest",) + tuple(o for o in opts if o != "draw")
        cards_left = watch_left(me)
        watch = {"last_turn": True} if cards_left is None else {"watch_left": cards_left}
        return Decision(ctx.seat, "jail." + decision.kind, opts, decision.prompt, context={**decision.context, **watch})

    def apply(self, ctx: JailContext, slot: Mapping[str, Any], choice: Any) -> JailStep:
        new = _copy(slot)
        key, name = str(ctx.seat), ctx.names[ctx.seat]
        me = new[key]
        if me["turn"] != ctx.turn_number:
            me["turn"] = ctx.turn_number
            if choice == "pay":
                del new[key]
                return JailStep(new, "release_roll", ({"pay": ctx.jail_fine, "to": "treasury"},),
                                log=(f"{name} pays the ${ctx.jail_fine} fine and leaves the Oubliette.",))
            if me["phase"] == "term":
                me["throwing"] = True
            elif me["phase"] == "play":
                me["watch_from"] = me["game"]["turned"]
            return JailStep(new, "continue")
        if me["phase"] == "new":
            return self._shuffle(ctx, new, choice)
        if me["phase"] == "term":
            return self._throw(ctx, new, choice)
        return self._play(ctx, new, choice)

    # -- the deal: a full shuffle, one CHANCE draw a card ----------------------------------------------------
    def _shuffle(self, ctx: JailContext, new: dict, choice: Any) -> JailStep:
        me, name = new[str(ctx.seat)], ctx.names[ctx.seat]
        jokers = self.jokers(ctx)
        dealt = me.setdefault("dealt", [])
        unplaced = [c for c in cards.full_deck(jokers) if c not in dealt]
        dealt.append(unplaced[choice])
        if len(unplaced) > 2:
            return JailStep(new, "continue")
        dealt.append(next(c for c in unplaced if c not in dealt))       # the last card has no choice
        game = moves.deal(dealt, jokers, seed=layout.seed_of(dealt), turn=self.turn_rule(ctx))
        del me["dealt"]
        me.update(phase="play", game=game, watch_from=0, per_turn=self.cards_per_turn(ctx, len(game["deck"])))
        return JailStep(new, "continue", log=(f"{name} is dealt a game of Oubliette: {me['per_turn']} cards to turn "
                                              f"over on each of his first {TURNS - 1} turns, the rest on the last.",))

    # -- the solitaire's watches ----------------------------------------------------------------------------
    @staticmethod
    def _watch_over(me: dict) -> bool:
        return me["game"]["step"]["k"] == "turn" and watch_left(me) == 0

    def _play(self, ctx: JailContext, new: dict, choice: Any) -> JailStep:
        key, name = str(ctx.seat), ctx.names[ctx.seat]
        me = new[key]
        game = me["game"]
        lines: list[str] = []
        if choice != "rest":
            lines = [f"{name}: {line}" for line in moves.apply(game, choice)]
        if game["result"] == "won":
            del new[key]
            reward = self.reward(ctx)
            effects = ({"receive": reward},) if reward else ()
            return JailStep(new, "release_roll", effects, log=tuple(lines) + (
                f"{name} escapes the Oubliette: the Path is complete" + (f" and he finds ${reward}." if reward else "."),))
        if game["result"] == "lost":
            me.update(phase="term", throwing=False)
            del me["game"]
            lines.append(f"{name} is lost in the Oubliette ({game['how']}) and serves the 1906 term.")
            return self._end_of_turn(ctx, new, lines)
        if choice == "rest" or self._watch_over(me) and moves.options(game) == ("draw",):
            lines.append(f"{name} has turned over {me['per_turn']} cards this turn.")
            return self._end_of_turn(ctx, new, lines)
        return JailStep(new, "continue", log=tuple(lines))

    def _throw(self, ctx: JailContext, new: dict, dice: Any) -> JailStep:
        key, name = str(ctx.seat), ctx.names[ctx.seat]
        a, b = tuple(dice)
        if a == b:
            del new[key]
            return JailStep(new, "release_move", dice=(a, b),
                            log=(f"{name} throws a double ({a} and {b}) and serves his time.",))
        new[key]["throwing"] = False
        return self._end_of_turn(ctx, new, [f"{name} throws {a} and {b}."])

    def _end_of_turn(self, ctx: JailContext, new: dict, lines: list[str]) -> JailStep:
        """His turn is over: he waits, or after the third turn pays the fine and comes out."""
        key, name = str(ctx.seat), ctx.names[ctx.seat]
        if ctx.turn_number < TURNS:
            return JailStep(new, "wait", log=tuple(lines))
        del new[key]
        return JailStep(new, "release_end", ({"pay": ctx.jail_fine, "to": "treasury"},), log=tuple(lines) + (
            f"After {TURNS} turns {name} pays the ${ctx.jail_fine} fine and comes out.",))

    # -- for people: words, the rules card, the summary of a stay, the window's view ------------------------
    def describe_option(self, decision: Decision, option: Any, names: Sequence[str]) -> str:
        return words.describe(decision, option, names)

    def explain_option(self, decision: Decision, option: Any, names: Sequence[str]) -> str:
        return words.explain(decision, option, names)

    def rules_card(self) -> list[str]:
        return list(words.RULES_CARD)

    #: Its page of the Help screen: how to escape, and the rules in full.
    help_text = words.HELP_TEXT

    def stay_summary(self, ctx: JailContext, slot: Mapping[str, Any], choice: Any) -> str:
        """The stay in a line, asked with the arguments of the ``apply`` that lets him out (played
        again here: ``apply`` changes nothing it is given)."""
        step = self.apply(ctx, slot, choice)
        if not step.outcome.startswith("release"):
            return ""
        me = slot[str(ctx.seat)]
        paid = sum(int(e.get("pay", 0)) for e in step.effects)
        received = sum(int(e.get("receive", 0)) for e in step.effects)
        game = me.get("game")
        rooms = len(game["path"]) if game else None
        if step.outcome == "release_move":
            assert step.dice is not None, "a release_move carries the throw he moves by (JailStep)"
            how = f"out on a double ({step.dice[0]} and {step.dice[1]})"
        elif step.outcome == "release_roll":
            how, rooms = ("he bought his way out", rooms) if paid else ("he escaped, the Path complete", None)
        else:                                    # release_end: the third turn is over, the solitaire lost
            how = "the solitaire lost, the 1906 term served"
        return words.stay_line(ctx.names[ctx.seat], ctx.turn_number, how, rooms, paid, received)

    def make_view(self) -> Any:
        """The window's picture of the solitaire (pygame is imported only here, on demand)."""
        from .view import SolitaireView
        return SolitaireView()

    # -- advice for computer prisoners -------------------------------------------------------------------------
    def suggest(self, ctx: JailContext, slot: Mapping[str, Any], decision: Decision) -> Any:
        me = slot[str(ctx.seat)]
        rich = ctx.cash[ctx.seat] >= RICH_IN_FINES * ctx.jail_fine
        if decision.kind == "jail.solitaire.term":
            # The last turn's throw is free (he pays after it anyway); before it, a rich man buys his turns.
            return "pay" if rich and ctx.turn_number < TURNS and "pay" in decision.options else "throw"
        if decision.kind == "jail.solitaire.watch":
            hopeless = me["phase"] == "play" and len(me["game"]["path"]) < ctx.turn_number
            return "pay" if rich and hopeless and "pay" in decision.options else "play"
        if decision.actor == CHANCE or "game" not in me:
            return decision.options[0]
        game = me["game"]
        inner = Decision(decision.actor, decision.kind[len("jail."):],
                         moves.options(game), decision.prompt, context=decision.context)
        choice = agent.choose(game, inner)
        if choice == "draw" and "rest" in decision.options:
            return "rest"
        return choice if choice in decision.options else decision.options[0]
