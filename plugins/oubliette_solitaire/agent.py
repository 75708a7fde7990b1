"""Computer players for Oubliette (Julian Jimenez's solitaire): a sensible one, and a random one to
measure it against.

The sensible player decides from what a person at the table sees: the face-up cards, the
Equipped card, the Path, the Graveyard, the size of the deck and the cards on the table; never
the deck's order or the cards buried in the piles (a test scrambles those and checks that no
choice changes). Its rules of thumb, in order of weight: lay Path cards whenever it can; never
waste cards on a setback that costs nothing (before the Path is begun); fight a Creature only
with the cheapest set of cards that beats it, unless losing would end the game, when it spends
everything; keep every card it may (a full Inventory pays for fights, Traps, Darkness and
Gremlins), covering the least useful face-up card; use the Items that bring Path cards nearer
(Advantage, Grave Dig, Hourglass, Searching) and hold Chaos for a fight that would end the game
or for the last rooms.
"""
from __future__ import annotations

import random
from itertools import combinations

from landlord import Decision

from . import cards, items, path
from .layout import State, equipped, inventory, top

#: Rooms left below which a Passage (and its Curse) is worth it.
PASSAGE_ROOMS_LEFT = 3
#: Deck size below which the Hourglass saves the player from getting Lost, and Time Shift is played.
SHORT_DECK = 12
#: What one room of the Path is worth, in the same units as :func:`keep_value`.
ROOM_WORTH = 7.0


def choose(state: State, decision: Decision) -> str:
    """The sensible player's choice among ``decision.options``."""
    opts = _text_options(decision)
    k = decision.kind.rsplit(".", 1)[-1]
    chooser = _CHOOSERS.get(k)
    choice = chooser(state, opts) if chooser else None
    return choice if choice is not None and choice in opts else _cautious(opts)


def choose_random(rng: random.Random, decision: Decision) -> str:
    """The baseline: any option, uniformly."""
    return rng.choice(_text_options(decision))


def _text_options(decision: Decision) -> tuple[str, ...]:
    """The options, every one of them text in a solitaire (:func:`.moves.options`), typed so."""
    return tuple(o for o in decision.options if isinstance(o, str))


def _cautious(opts: tuple[str, ...]) -> str:
    for safe in ("draw", "discard", "lost", "none", "yield", "fail"):
        if safe in opts:
            return safe
    return opts[0]


# -- what a card is worth to keep ------------------------------------------------------------------------
def remaining_values(state: State) -> list[int]:
    """The values still to be laid on the Path, next first (both ends when it is not begun)."""
    if not path.begun(state):
        return [10, 2]
    room = path.current_room(state)
    d = state["direction"]
    return list(range(room["value"] + d, (1 if d < 0 else 11), d))


def keep_value(state: State, card: str) -> float:
    """How much a face-up card is worth holding, roughly in Path-card units (a room is worth
    :data:`ROOM_WORTH`)."""
    if cards.is_joker(card):
        return 9.0
    worth = cards.value(card) / 13            # fodder for fights
    rest = remaining_values(state)
    if cards.is_number(card) and cards.value(card) in rest:
        worth += 7.0 if cards.value(card) == rest[0] else 5.0 - 0.4 * rest.index(cards.value(card))
    item = items.inventory_item(card)
    worth += {"advantage": 3.5, "grave_dig": 3.0, "hourglass": 3.0, "ward": 3.5, "rope": 1.0,
              "torch": 2.0}.get(item, 0.0)
    if item == "rope" and (room := path.current(state)) is not None and room["ahead"]:
        worth += 6.0
    if cards.is_even_black(card):
        worth += 1.5
    return worth


def unseen(state: State, value: int) -> int:
    """Cards of ``value`` the player has not seen: not on the Path, in the Graveyard, face up or on the table."""
    seen = [c for room in state["path"] for c in room["cards"]] + state["graveyard"] + inventory(state) + \
        state["table"] + state["removed"]
    return 4 - sum(1 for c in seen if cards.is_number(c) and cards.value(c) == value)


def setback_cost(state: State) -> float:
    """What being set back costs: nothing before the Path; the game, from the first room or a shut one."""
    if not path.begun(state):
        return 0.0
    if path.setback_loses(state):
        return 1000.0
    return ROOM_WORTH


def _arg(option: str) -> str:
    return option.partition(":")[2]


def _with(opts: tuple[str, ...], prefix: str) -> list[str]:
    return [o for o in opts if o.startswith(prefix + ":")]


# -- the decisions -----------------------------------------------------------------------------------------
def _start(state: State, opts: tuple[str, ...]) -> str:
    """Begin where the next card is already in hand; spare an equipped 10 (Searching)."""
    def score(option: str) -> float:
        card = _arg(option)
        nxt = 9 if cards.value(card) == 10 else 3
        held = [c for c in inventory(state) if c != card]
        return sum(1 for c in held if cards.is_number(c) and cards.value(c) == nxt) * 2 \
            - (1.5 if card == equipped(state) else 0) + (0.1 if cards.value(card) == 10 else 0)
    return max(opts, key=score)


def _turn(state: State, opts: tuple[str, ...]) -> str:
    for prefix in ("path", "begin", "rope"):
        if found := _with(opts, prefix):
            return found[0]
    if found := _with(opts, "map"):
        return min(found, key=lambda o: sum(keep_value(state, c) for c in _arg(o).split("+")))
    if found := _with(opts, "equip"):
        best = max(found, key=lambda o: _equip_worth(state, _arg(o)))
        if _equip_worth(state, _arg(best)) > 0:
            return best
    if "search" in opts:
        return "search"
    rest = remaining_values(state)
    if path.begun(state):
        need = rest[0] if rest else 0
        if found := _with(opts, "passage"):
            if len(rest) <= PASSAGE_ROOMS_LEFT or unseen(state, need) == 0:
                return found[0]
        grave_needed = [c for c in state["graveyard"] if cards.is_number(c) and cards.value(c) == need]
        if (found := _with(opts, "dig")) and grave_needed:
            return found[0]
        in_hand = any(cards.is_number(c) and cards.value(c) == need for c in inventory(state))
        if (found := _with(opts, "advantage")) and not in_hand and len(state["deck"]) >= 2:
            return found[0]
        wanted = [c for c in state["graveyard"] if cards.is_number(c) and cards.value(c) in rest[:3]]
        if (found := _with(opts, "hourglass")) and len(wanted) >= 2 and len(state["deck"]) >= 3:
            return found[0]
    if (found := _with(opts, "timeshift")) and len(state["deck"]) < SHORT_DECK and len(state["graveyard"]) > 15:
        return found[0]
    if (found := _with(opts, "restock")) and len(inventory(state)) <= 2 and len(state["deck"]) >= 10:
        return found[0]
    return "draw"


def _equip_worth(state: State, card: str) -> float:
    """What equipping a face-up card brings (its pile shows another card too)."""
    r = cards.rank(card)
    if cards.is_number(card) and cards.value(card) in remaining_values(state)[:2]:
        return -1.0                                   # a Path card soon needed: keep it to lay
    return {"A": 3.0, "K": 2.5, "10": 2.0, "Q": 1.5, "J": 1.0}.get(r, -1.0)


def _card(state: State, opts: tuple[str, ...]) -> str:
    if "path" in opts:
        return "path"
    card = state["step"]["card"]
    piles = _with(opts, "pile")
    if piles:
        # Cover the face-up card least worth having at hand (an empty pile covers nothing).
        return min(piles, key=lambda o: keep_value(state, top(state, int(_arg(o)) - 1))
                   if top(state, int(_arg(o)) - 1) else -1.0)
    if "equip" in opts and cards.rank(card) == "10":
        return "equip"
    return "discard"


def _fight(state: State, opts: tuple[str, ...]) -> str:
    step = state["step"]
    left = step["need"] - step["dealt"]
    cost = setback_cost(state)
    spendable = {_arg(o): items.fighting_value(state, _arg(o)) for o in _with(opts, "spend")}
    best: tuple[float, tuple[str, ...]] | None = None
    for size in range(1, len(spendable) + 1):
        for combo in combinations(spendable, size):
            if sum(spendable[c] for c in combo) >= left:
                waste = sum(keep_value(state, c) for c in combo)
                if best is None or waste < best[0]:
                    best = (waste, combo)
    if best is not None and (best[0] < cost or "yield" not in opts):
        # Spend the set's highest card first: the card revealed beneath may make the rest unneeded.
        return "spend:" + max(best[1], key=lambda c: spendable[c])
    if cost >= 1000.0:
        if found := _with(opts, "destroy"):
            return found[0]
        if found := _with(opts, "advantage"):
            return found[0]
        if spendable:
            return "spend:" + max(spendable, key=spendable.__getitem__)
    if cost > 0 and len(state["path"]) >= 4 and (found := _with(opts, "destroy")):
        return found[0]
    return "yield"


def _trap(state: State, opts: tuple[str, ...]) -> str:
    cost = setback_cost(state)
    payers = _with(opts, "pay")
    if payers:
        cheapest = min(payers, key=lambda o: keep_value(state, _arg(o)))
        if keep_value(state, _arg(cheapest)) < cost or "fail" not in opts:
            return cheapest
    if cost >= 1000.0 and (found := _with(opts, "advantage")):
        return found[0]
    return "fail"


def _darkness(state: State, opts: tuple[str, ...]) -> str:
    if torches := _with(opts, "torch"):
        return sorted(torches, key=lambda o: (_arg(o) in inventory(state), _arg(o) not in state["sideways"]))[0]
    discards = _with(opts, "discard")
    return min(discards, key=lambda o: keep_value(state, _arg(o))) if discards else opts[0]


def _gremlin(state: State, opts: tuple[str, ...]) -> str:
    if wards := _with(opts, "ward"):
        return sorted(wards, key=lambda o: _arg(o) in inventory(state))[0]
    lose = _with(opts, "lose")
    if not lose:
        return opts[0]
    cheapest = min(lose, key=lambda o: keep_value(state, _arg(o)))
    spare = _with(opts, "spare")
    if spare:
        kept = max(spare, key=lambda o: keep_value(state, _arg(o)))
        others = sum(keep_value(state, c) for c in inventory(state) if c != _arg(kept))
        if others < keep_value(state, _arg(cheapest)):
            return kept
    return cheapest


def _lost(state: State, opts: tuple[str, ...]) -> str:
    glasses = _with(opts, "hourglass")
    free = [o for o in glasses if _arg(o) not in inventory(state)]
    if free:
        return free[0]
    if glasses and len(state["deck"]) <= SHORT_DECK:
        return glasses[0]
    return "lost"


def _pick(state: State, opts: tuple[str, ...]) -> str:
    step = state["step"]
    for prefix in ("path", "pay"):
        if found := _with(opts, prefix):
            return found[0]
    if found := _with(opts, "fight"):
        back = step["back"]
        left = back["need"] - back["dealt"]
        enough = [o for o in found if items.fighting_value(state, _arg(o)) >= left]
        return min(enough, key=lambda o: keep_value(state, _arg(o))) if enough else \
            max(found, key=lambda o: items.fighting_value(state, _arg(o)))
    keeps = _with(opts, "keep")
    return max(keeps, key=lambda o: keep_value(state, _arg(o))) if keeps else "none"


def _dig(state: State, opts: tuple[str, ...]) -> str:
    return max(opts, key=lambda o: keep_value(state, _arg(o)))


def _hourglass(state: State, opts: tuple[str, ...]) -> str:
    rest = remaining_values(state)

    def score(option: str) -> float:
        card = _arg(option)
        if cards.is_number(card) and cards.value(card) in rest:
            return 20.0 - rest.index(cards.value(card))
        return keep_value(state, card)
    return max(opts, key=score)


def _search(state: State, opts: tuple[str, ...]) -> str:
    card = state["step"]["card"]
    if piles := _with(opts, "pile"):
        return _card(state, tuple(piles))
    if cards.rank(card) in ("A", "K") and not cards.is_joker(card):
        return "equip"
    return "discard"


_CHOOSERS = {"start": _start, "turn": _turn, "card": _card, "fight": _fight, "trap": _trap, "darkness": _darkness,
             "gremlin": _gremlin, "lost": _lost, "pick": _pick, "dig": _dig, "hourglass": _hourglass,
             "search": _search}
