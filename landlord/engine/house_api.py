"""The contract between the host and a house-rules plugin.

The jail is not the only place people change the game: a *house rule* changes the game's own
turns. Like a jail game it never changes the game itself. It reads a :class:`TableView` (a
snapshot of the table as plain data), keeps its own plain-data ``slot`` (one per house rule,
saved with the game) and answers with a :class:`HouseStep`: its new slot, the *effects* it asks
the host to carry out (payments through the ledger, moves, houses, cards, ...), the lines for
the log and, when it needs one, a decision of its own for a player or for CHANCE (a d20, say).
The host (``engine/house_host.py``) validates every answer; a house rule that raises or answers
with something invalid is switched off for the rest of the game with a line in the log, and
the game goes on under the rules without it.

Where a house rule comes in:

* **Points** (:data:`POINTS`) are moments at which it may add options to a player's decision:
  ``before_throw`` (the turn's business), ``after_move`` (once his move and landing are over,
  before play passes), ``rent_owed`` (he owes rent or a fare on a space: the charge waits for
  his answer), ``dice_thrown`` (any player's throw for a move, before he moves: offered to every
  other player too), ``chance_drawn`` (he drew a Chance card, before it is followed) and
  ``in_jail`` (at the start of each of his turns in Jail, before the jail game). Options are the
  rule's own ids and words (:meth:`HouseRule.options`); the engine offers each as the choice
  ``"house:<rule>:<option>"`` and hands a chosen one to :meth:`HouseRule.apply`.
* **Triggers** (:data:`TRIGGERS`) tell it what happened, so it can keep score (experience, a
  spell used up) and answer with effects. A trigger whose name ends in ``_due`` asks what is
  due, and the rule may change it with an ``{"amend": ...}`` effect (:data:`AMENDABLE`).

The engine knows no concrete house rule; Dungeonopoly (``plugins/dungeonopoly``) is the first.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Collection, Mapping, Protocol, Sequence, runtime_checkable

from .contract import declared_members
from .decision import Choice, Decision

#: The kinds of charge (``charge_due``'s ``kind``) that are rent or a fare for stopping on a space,
#: as the engine's one stop-cost function names them; the rest are taxes, fines and fees.
RENT_KINDS = frozenset({"rent", "fare", "Trust fare", "land rent", "land rent and house rent"})

#: Where a house rule may add options to a player's decision (see the module's docstring).
POINTS = ("before_throw", "after_move", "rent_owed", "dice_thrown", "chance_drawn", "in_jail")

#: What a house rule is told, with the ``info`` each carries (seats are numbers):
TRIGGERS = {
    "turn_begins": "seat",
    "thrown": "seat, dice (the dice thrown for his move), doubles, total",
    "moved": "seat, frm, to, path (the indices of the spaces passed over, the last one his stop), passed "
             "(seats he passed), direction (1 or -1), unseen (always false: a move unseen is not told)",
    "landing_due": "seat, position, due (True): amend with False and the stop is not resolved as a landing",
    "landed": "seat, position",
    "wages_due": "seat, due (the amount), exact (he stopped on the start itself; a move that only passes, "
                 "ending there, is not exact): amend with a new amount",
    "charge_due": "seat, kind (one of RENT_KINDS, or tax, chance, jail, interest, house, ...), rent (the "
                  "kind is rent or a fare), why, due (the payees: [[account, dollars], ...]): amend with new payees",
    "jail_due": "seat, why, due (True): amend with False to keep him out of Jail",
    "throw_due": "seat, due (the plan): amend with a plan {dice: 1-3, times: 1-2, unseen: bool, doubles: bool}",
    "move_due": "seat, frm, path, direction, due (his stop): amend with a stop on the path to end the move there",
    "sale_due": "seat (who offers), card, seller, buyer, price, due (True): a sale between players is "
                "offered; amend with False to refuse it",
    "bought": "seat, card, price (from the pack at auction)",
    "rent_paid": "seat, owner, amount, space: a rent or fare charged (after every amendment)",
    "released": "seat",
    "turn_ends": "seat",
}

#: The keys of each trigger's ``info``, declared once: the host tells exactly these (a test plays
#: games and checks it), and docs/plugins.md lists each (a test checks that too).
TRIGGER_INFO: dict[str, tuple[str, ...]] = {
    "turn_begins": ("seat",),
    "thrown": ("seat", "dice", "doubles", "total"),
    "moved": ("seat", "frm", "to", "path", "passed", "direction", "unseen"),
    "landing_due": ("seat", "due", "position"),
    "landed": ("seat", "position"),
    "wages_due": ("seat", "due", "exact"),
    "charge_due": ("seat", "due", "kind", "rent", "why"),
    "jail_due": ("seat", "due", "why"),
    "throw_due": ("seat", "due"),
    "move_due": ("seat", "due", "frm", "path", "direction"),
    "sale_due": ("seat", "due", "card", "seller", "buyer", "price"),
    "bought": ("seat", "card", "price"),
    "rent_paid": ("seat", "owner", "amount", "space"),
    "released": ("seat",),
    "turn_ends": ("seat",),
}

#: The triggers whose answer may change what is due, and what an amendment must be.
AMENDABLE = {"wages_due": "a whole number of dollars", "charge_due": "a list of [account, dollars]",
             "jail_due": "False", "landing_due": "False",
             "throw_due": "a table {dice: 1 to 3, times: 1 or 2, unseen, doubles}",
             "move_due": "the index of a space on the move's path", "sale_due": "False"}


@dataclass(frozen=True, slots=True)
class EffectShape:
    """One kind of effect: its verb (the key that names it), every key it may hold, and its words."""

    verb: str
    keys: tuple[str, ...]
    words: str


#: The effects a :class:`HouseStep` may ask for, each a table with its verb as a key, declared once:
#: the keys it may hold (the verb first) and what it does. The host checks every effect against
#: these keys, and ``EFFECTS`` (the words) is read from them.
EFFECT_SHAPES: tuple[EffectShape, ...] = (
    EffectShape("pay", ("pay", "from", "to", "why", "upto"),
                "{pay: n, from: who, to: who, why: text, upto: bool}: who is a seat, 'treasury', 'fines' "
                "(the Treasury, as a fine), 'misc' or 'pot' (the house rule's own pool). A seat short of "
                "the money raises it as for any debt, or with upto pays what it has."),
    EffectShape("move", ("move", "steps", "passes", "lands"),
                "{move: seat, steps: +-n, passes: bool, lands: bool}: steps forward (+) or back (-); "
                "passes: the spaces crossed count (wages); lands: the stop is resolved as a landing. "
                "{move: seat, steps: 0, passes: false, lands: true}: he lands where he stands"),
    EffectShape("jail", ("jail", "why"),
                "{jail: seat, why: text}"),
    EffectShape("release", ("release",),
                "{release: seat}: out of Jail; on his own turn he then throws"),
    EffectShape("add_house", ("add_house",),
                "{add_house: space id}: one more house, for the lot's holder, within the limit"),
    EffectShape("remove_house", ("remove_house",),
                "{remove_house: space id}"),
    EffectShape("give_card", ("give_card", "to"),
                "{give_card: card id, to: seat}: a card someone holds changes hands"),
    EffectShape("take_card", ("take_card", "to"),
                "{take_card: card id, to: seat}: a card still in the pack goes to him, for nothing"),
    EffectShape("modifier", ("modifier", "space", "percent", "payer", "owner", "on", "card"),
                "{modifier: 'rent_percent', space: id, percent: n} (0 clears it); {modifier: "
                "'rent_waiver', payer: seat, owner: seat, on: bool}; {modifier: 'chance_aside', card: id, "
                "on: bool}: the Chance card is out of the pack (on) or back in it"),
    EffectShape("skip_throw", ("skip_throw",),
                "{skip_throw: true}: before the throw, the turn's throw is forfeit"),
    EffectShape("reroll", ("reroll",),
                "{reroll: true}: at dice_thrown, the throw is made again"),
    EffectShape("cancel", ("cancel",),
                "{cancel: true}: at a point that holds an action (rent_owed, chance_drawn), drop it"),
    EffectShape("amend", ("amend",),
                "{amend: value}: for a trigger ending in _due, what is due instead; at rent_owed, the "
                "payees of the held charge instead ([[account, dollars], ...])"),
    EffectShape("draw_chance", ("draw_chance", "card"),
                "{draw_chance: seat}: he draws a Chance card and follows it; {draw_chance: seat, card: id}: "
                "he follows that card as though he drew it (chance_drawn is put to him as for any draw)"),
    EffectShape("forgive_note", ("forgive_note",),
                "{forgive_note: seat}: one of his $100 notes (Rule 16) is cancelled"),
    EffectShape("take_note", ("take_note", "to"),
                "{take_note: seat, to: seat}: one of the first seat's notes becomes the second's"),
    EffectShape("show", ("show", "target", "what"),
                "{show: true, target: seat, what: text}: who does what to whom, for the window"),
)
EFFECTS: dict[str, str] = {shape.verb: shape.words for shape in EFFECT_SHAPES}


@dataclass(frozen=True)
class SpaceView:
    """A space of the board as a house rule sees it."""

    index: int
    id: str
    kind: str
    name: str
    price: int
    section: int


@dataclass(frozen=True)
class ChanceView:
    """A card of the Chance pack as a house rule sees it: what it says and what it does (``effect``
    is one of ``goto``, ``move``, ``jail``, ``pay``, ``receive``, ``pay_per_house``, with its
    ``amount``, ``steps`` or ``space`` id; ``fine``: a payment that is a fine)."""

    id: str
    text: str
    effect: str
    amount: int = 0
    steps: int = 0
    space: str = ""
    fine: bool = False


@dataclass(frozen=True)
class TableView:
    """What a house rule may know about the game (read-only, plain data).

    :param seat: the player the call is about (the chooser, or the trigger's player).
    :param turn: whose turn it is; ``round`` the round.
    :param rent: for each space id, what stopping on it costs its visitors now (the most any
        seat pays; 0 for spaces that cost nothing), as the engine's one stop-cost function says.
    """

    seat: int
    turn: int
    round: int
    names: tuple[str, ...]
    positions: tuple[int, ...]
    cash: tuple[int, ...]
    in_jail: tuple[bool, ...]
    in_poor_house: tuple[bool, ...]
    notes: tuple[int, ...]
    owner: Mapping[str, int]
    houses: Mapping[str, int]
    spaces: tuple[SpaceView, ...]
    rent: Mapping[str, int]
    wages: int
    house_price: int
    houses_per_lot: int
    note_value: int
    start_index: int
    jail_index: int
    single_tax: bool
    #: What each house rule's pot holds, by the rule's id (a rule pays into its own with "pot").
    pots: Mapping[str, int] = field(default_factory=dict)
    #: This rule's choices at set-up (``Engine.new_game(house_settings=...)``).
    settings: Mapping[str, Any] = field(default_factory=dict)
    #: At a point that holds an action, the action: ``{"action": "charge", "seat", "payees",
    #: "why", "kind", "space"}``, ``{"action": "throw", "seat", "dice"}`` or
    #: ``{"action": "chance", "seat", "card"}``; None elsewhere.
    held: Mapping[str, Any] | None = None
    #: Rule 16: what a note needs beyond its face value in cards' printed prices (a $100 note,
    #: cards priced $110: the margin is 10).
    note_margin: int = 0
    #: Houses still in the supply: an ``add_house`` when none is left is refused.
    houses_left: int = 0
    #: The Chance pack, every card of the rules (those held out by ``chance_aside`` too).
    chance: tuple[ChanceView, ...] = ()
    #: Team play (``engine/teams.py``): for each seat, the seat whose purse and holding it shares,
    #: its team's first seat (each seat its own outside team play). ``cash`` and ``notes`` are
    #: then the team's for each of its players; ``owner`` keeps the seat that bought each card.
    teams: tuple[int, ...] = ()

    def teammates(self, seat: int, other: int | None) -> bool:
        """True when ``other`` is ``seat`` or plays from the same purse (his teammate)."""
        if other is None:
            return False
        if not self.teams:
            return seat == other
        return self.teams[seat] == self.teams[other]

    @property
    def size(self) -> int:
        return len(self.spaces)

    @property
    def players(self) -> int:
        return len(self.names)


@dataclass(frozen=True)
class HouseStep:
    """A house rule's answer.

    :param slot: its new plain data (str keys; dicts, lists, text, numbers, booleans).
    :param effects: what the host is to carry out, in order (:data:`EFFECTS`).
    :param ask: a decision of its own to put next (actor a seat or CHANCE; kind starting with
        ``"house."``); its answer comes back to :meth:`HouseRule.apply`.
    :param log: lines for the game log.
    """

    slot: Mapping[str, Any]
    effects: tuple[Mapping[str, Any], ...] = ()
    ask: Decision | None = None
    log: tuple[str, ...] = ()


@runtime_checkable
class HouseRule(Protocol):
    id: str
    title: str
    version: str
    #: The plugin API version it was written for (house rules came with version 2).
    api_version: int

    def setup(self, table: TableView, settings: Mapping[str, Any]) -> Mapping[str, Any]:
        """A new game: return the first slot. ``settings`` are the set-up's choices for this rule
        (Dungeonopoly: a class for each seat, the basic rules switched on)."""

    def options(self, table: TableView, slot: Mapping[str, Any], point: str, seat: int) -> Mapping[str, str]:
        """The options ``seat`` has at ``point`` now: option id -> words for a person. May be empty."""

    def apply(self, table: TableView, slot: Mapping[str, Any], seat: int, choice: Choice) -> HouseStep:
        """``seat`` chose an option of this rule, or answered its decision (``choice``)."""

    def react(self, table: TableView, slot: Mapping[str, Any], trigger: str,
              info: Mapping[str, Any]) -> HouseStep | None:
        """Something happened (:data:`TRIGGERS`); None or a step with no effects if it changes nothing."""

    def describe(self, table: TableView, slot: Mapping[str, Any], seat: int) -> list[str]:
        """Lines about ``seat`` for the players' panel (class, level, what is active on him)."""


class HouseRuleExtras(Protocol):
    """What a house rule may also have, for people and the set-up: none of it is required, and no
    API version asks for it. The window and ``landlord`` use each member when it is present."""

    #: One line saying what the house rule does, for the set-up screen.
    description: str
    #: A choice each seat makes at set-up (Dungeonopoly: a class): ``{"key": str, "label": str,
    #: "options": {id: title}}``, optionally ``"default": id`` (every seat starts on it; without it
    #: the seats take the options in turn) and ``"notes": {id: paragraph}`` saying what each option
    #: is (shown as a seat's choice is made); given to ``setup`` as ``settings[key]``, a list by seat.
    seat_choice: Mapping[str, Any]
    #: Further choices each seat makes, each in ``seat_choice``'s shape with its own key, shown as
    #: more columns of the seat table (Dungeonopoly: a second class, for the Gestalt variant).
    more_seat_choices: Sequence[Mapping[str, Any]]
    #: Parts of the rule a table may switch on or off at set-up, ``{key: words}`` (on at first) or
    #: ``{key: {"words": words, "default": bool}}``; given to ``setup`` as ``settings[key]``, true or false.
    switches: Mapping[str, Any]
    #: Whole numbers a table may set at set-up (a rate, a bound), ``{key: {"label": words, "default":
    #: n, "min": n, "max": n}}`` and optionally ``"step": n``; given to ``setup`` as ``settings[key]``.
    numbers: Mapping[str, Mapping[str, Any]]
    #: The triggers the rule reacts to (names of :data:`TRIGGERS`): it is told of no others, and a
    #: game pays nothing for the rest. Without it, every trigger.
    triggers: Collection[str]
    #: The points at which it may offer options (names of :data:`POINTS`): its ``options`` is asked
    #: at no others (``()``: it never offers any). Without it, every point.
    points: Collection[str]
    #: The rule's page of the Help screen: paragraphs, a short one in capitals a heading; its own
    #: words, credit to its authors first.
    help_text: Sequence[str]
    #: The id of the jail game the rule is written for (Dungeonopoly: ``classic``, Monopoly's jail).
    #: A new game that chooses the rule and no jail plays this one, if it is installed
    #: (:func:`suggested_jail`); a jail chosen explicitly always wins.
    jail: str

    def explain_option(self, table: TableView, slot: Mapping[str, Any], seat: int, option: str) -> str:
        """The line under an option's button (its range, its cost, what it will do)."""

    def seat_record(self, table: TableView, slot: Mapping[str, Any], seat: int) -> Mapping[str, Any]:
        """What a position keeps of ``seat`` for this rule (plain data; empty: nothing), written as
        the player's ``[players.house.<id>]`` table (``engine/house_seats.py``)."""

    def place_seat(self, table: TableView, slot: Mapping[str, Any], seat: int,
                   record: Mapping[str, Any]) -> Mapping[str, Any]:
        """The slot with ``seat`` as a position's ``record`` of him says (after ``setup``); raise
        ``ValueError("field: why")`` for a record the rule cannot play, naming the field."""

    def suggest(self, table: TableView, slot: Mapping[str, Any], decision: Decision) -> Choice | None:
        """Advice for a computer player (``table.seat`` is the decider) on any decision: the rule's
        own options at a point (the choices ``"house:<id>:<option>"``, or ``"house:pass"``), its own
        questions, and the turn's business (``decision.kind == "turn"``). Advice never changes the game."""


def suggested_jail(rules: Mapping[str, object], chosen: Sequence[str], installed: Collection[str]) -> str | None:
    """The jail the first of the ``chosen`` house rules to suggest one (its ``jail`` member) is
    written for, among the ``installed`` jail games; None if none of them suggests one installed.
    A suggestion in another shape, or of a jail not installed here, is passed over: the game then
    plays the rules file's default, as it would without the suggestion.

    >>> class Written:
    ...     jail = "classic"
    >>> suggested_jail({"a": object(), "b": Written()}, ["a", "b"], {"classic", "oubliette"})
    'classic'
    >>> suggested_jail({"b": Written()}, ["b"], {"oubliette"}) is None
    True
    """
    for rule_id in chosen:
        try:
            jail = getattr(rules.get(rule_id), "jail", None)
        except Exception:  # a property of a plugin may fail in any way: no suggestion
            continue
        if isinstance(jail, str) and jail in installed:
            return jail
    return None


#: The member each declaration speaks for: ``triggers`` for ``react``, ``points`` for ``options``.
DECLARED_FOR = {"triggers": "react", "points": "options"}


def declared_interest(rule: object, member: str, known: Collection[str]) -> frozenset[str] | None:
    """What ``rule`` declares it hears of (``member``: ``"triggers"`` or ``"points"``), or None when
    it declares nothing, or something other than names of ``known`` (then it hears of everything,
    as without a declaration; registration refuses such a rule, ``interest_problem``).

    A declaration speaks for the method it stands beside: a subclass that overrides ``react``
    (or ``options``) without declaring its own ``triggers`` (``points``) hears of everything, for
    what its parent heard of says nothing of what the new method needs."""
    names = getattr(rule, member, None)
    if isinstance(names, (str, bytes)) or not isinstance(names, Collection) or interest_problem(rule, member, known):
        return None
    method, declared = _defined_at(rule, DECLARED_FOR[member]), _defined_at(rule, member)
    if method is not None and declared is not None and declared > method:   # by a parent of the method's class
        return None
    return frozenset(names)


def _defined_at(rule: object, name: str) -> int | None:
    """How far up from ``rule`` itself ``name`` is defined: -1 on the object, else its class's place
    in the method resolution order; None when it is nowhere."""
    if name in getattr(rule, "__dict__", {}):
        return -1
    return next((place for place, cls in enumerate(type(rule).__mro__) if name in vars(cls)), None)


def interest_problem(rule: object, member: str, known: Collection[str]) -> str | None:
    """Why a rule's declared ``triggers`` or ``points`` cannot stand, or None (none declared is fine)."""
    names = getattr(rule, member, None)
    if names is None:
        return None
    if isinstance(names, (str, bytes)) or not isinstance(names, Collection):
        return f"its {member} must be a list of names, not {type(names).__name__}"
    unknown = sorted(repr(n) for n in names if not isinstance(n, str) or n not in known)
    return f"its {member} name {', '.join(unknown)}, which are not among {', '.join(known)}" if unknown else None


#: What a house rule must have, and what it may also have, as the two declarations above say.
REQUIRED_MEMBERS = declared_members(HouseRule)
OPTIONAL_MEMBERS = declared_members(HouseRuleExtras)
