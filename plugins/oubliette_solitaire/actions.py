"""The player's own turn between two cards: laying Path cards from the Inventory and using Items.

In Julian Jimenez's *Oubliette*, once a card turned over has been dealt with, "the player may then
take a turn by using one of the Item cards in their Inventory or playing a Path card from their
Inventory if possible" (S-11: after every card, one such action; in the *generous* turn as many as
he likes). Then the next card is turned over. The steps
here are that turn (``turn``), the choice of the first Path card at setup (``start``), and the
steps some Items open: the Advantage's pick (``pick``), Grave Dig (``dig``), the Hourglass
(``hourglass``) and Searching (``search``).

Options are text: ``"draw"``, ``"path:9H"``, ``"equip:KS"``, ``"map:3S+2D"`` ... (the card ids of
:mod:`.cards`).
"""
from __future__ import annotations

from . import cards, chaos, items, path
from .encounters import advantage, defeated, keep, spend, to_turn, trap_apply, turn_card, won_if_done
from .layout import TEXT_TURN, State, bury, equipped, graveyard_top, inventory, pile_of, shuffle_in, take, tops, turn_over

#: The Hourglass "may be used to shuffle 3 cards from the Graveyard back into the deck".
HOURGLASS_CARDS = 3
#: The actions that are the player's turn after a card: "using one of the Item cards in their
#: Inventory or playing a Path card" (S-11). The text's turn allows one of them a card. Left out:
#: Advantage ("May be used any time during the game"), Searching ("search each room after an
#: event", once a card already) and equipping (a rearrangement the text allows on its own terms).
TURN_ACTIONS = frozenset({"begin", "path", "map", "rope", "passage", "timeshift", "restock", "dig", "hourglass"})


# -- the start: which 10 or 2 begins the Path --------------------------------------------------------------
def start_options(state: State, step: dict) -> list[str]:
    """ "If you have either a 10 or a 2, place it above your inventory to start your Path ... If you
    have both, it is your decision which to use." (S-2: the Equipped card counts; placing one is
    not optional.)"""
    return [f"begin:{c}" for c in inventory(state) if path.can_begin_with(c)]


def start_apply(state: State, step: dict, choice: str) -> list[str]:
    return begin(state, choice.split(":")[1])


def begin(state: State, card: str) -> list[str]:
    take_path_card(state, card)
    path.begin(state, card)
    to_turn(state)
    way = "from 10 down to 2" if state["direction"] < 0 else "from 2 up to 10"
    return [f"The {cards.name(card)} begins the Path: the way out runs {way}."]


def take_path_card(state: State, card: str) -> None:
    """Take a card to lay on the Path: from the Inventory, or the Graveyard's top under Grave
    Inventory (S-31), which then lies on the Path as any room does."""
    if card in inventory(state):
        take(state, card)
    else:
        assert card == items.grave_card(state)
        state["graveyard"].pop()


# -- the turn ---------------------------------------------------------------------------------------------
def turn_options(state: State, step: dict) -> list[str]:
    opts = every_turn_option(state)
    if state["turn"] == TEXT_TURN and state["acted"]:
        return [o for o in opts if o.partition(":")[0] not in TURN_ACTIONS]
    return opts


def every_turn_option(state: State) -> list[str]:
    """The turn's options before the text's limit of one action a card (S-11)."""
    opts = ["draw"]
    held, need = inventory(state), path.needed(state)
    if not path.begun(state):
        opts += [f"begin:{c}" for c in items.path_cards(state) if path.can_begin_with(c)]
    opts += [f"path:{c}" for c in items.path_cards(state) if path.fits(state, c)]
    opts += ["map:" + "+".join(combo) for combo in items.map_combos(state, need)]
    room = path.current(state)
    if room is not None and room["ahead"]:
        opts += [f"rope:{c}" for c in items.usable_items(state, "rope")]
    fresh_chaos = [c for c in items.items_on_top(state, "chaos") if c not in state["sideways"]]
    if need > 0:
        opts += [f"passage:{c}" for c in fresh_chaos]
    if state["graveyard"]:
        opts += [f"timeshift:{c}" for c in fresh_chaos]
        opts += [f"dig:{c}" for c in items.items_on_top(state, "grave_dig")]
        opts += [f"hourglass:{c}" for c in items.usable_items(state, "hourglass")
                 if len(state["graveyard"]) > (1 if c == graveyard_top(state) and c not in held else 0)]
    if state["deck"]:
        opts += [f"restock:{c}" for c in fresh_chaos]
        opts += [f"advantage:{c}" for c in items.items_on_top(state, "advantage")]
        if items.equipped_item(state) == "searching" and not state["searched"]:
            opts.append("search")
    if items.may_equip(state):
        opts += [f"equip:{c}" for c in tops(state)]
    return opts


def turn_apply(state: State, step: dict, choice: str) -> list[str]:
    what, _, arg = choice.partition(":")
    if what in TURN_ACTIONS:
        state["acted"] = True
    if what == "draw":
        return turn_card(state)
    if what == "begin":
        return begin(state, arg)
    if what == "path":
        take_path_card(state, arg)
        path.lay(state, [arg], cards.value(arg))
        return [f"The {cards.name(arg)} is laid on the Path from the Inventory "
                f"({len(state['path'])} of {cards.PATH_LENGTH})."] + won_if_done(state)
    if what == "map":
        combo = arg.split("+")
        need = path.needed(state)
        for c in combo:
            take(state, c)
        path.lay(state, combo, need)
        return [f"The Map combines {' and '.join(map(cards.name, combo))} into a {need} "
                f"({len(state['path'])} of {cards.PATH_LENGTH})."] + won_if_done(state)
    if what == "rope":
        spend(state, arg)
        room = path.current_room(state)          # a Rope is offered only in front of a room
        room["crossed"].append(room["ahead"].pop(0))
        return [f"The Rope ({cards.name(arg)}) crosses the Chasm."]
    if what == "passage":
        return chaos.passage(state, arg) + won_if_done(state)
    if what == "timeshift":
        return chaos.time_shift(state, arg)
    if what == "restock":
        return chaos.restock(state, arg)
    if what == "dig":
        pile = pile_of(state, arg)
        state["table"].append(take(state, arg))
        state["step"] = {"k": "dig", "card": arg, "pile": pile}
        return [f"Grave Dig: the {cards.name(arg)} digs in the Graveyard."]
    if what == "hourglass":
        from_grave = arg not in inventory(state)
        if from_grave:
            state["graveyard"].pop()
        else:
            take(state, arg)
        state["table"].append(arg)
        left = min(HOURGLASS_CARDS, len(state["graveyard"]))
        state["step"] = {"k": "hourglass", "card": arg, "grave": from_grave, "left": left, "chosen": []}
        return [f"The Hourglass ({cards.name(arg)}) turns: {left} card(s) of the Graveyard go back into the deck."]
    if what == "advantage":
        return advantage(state, arg, {"k": "turn"})
    if what == "search":
        state["searched"] = True
        found = turn_over(state)
        state["step"] = {"k": "search", "card": found}
        return [f"Searching the room finds the {cards.name(found)}."]
    if what == "equip":
        state["equipped"] = take(state, arg)
        return [f"The {cards.name(arg)} is Equipped."]
    raise ValueError(f"unknown action {choice!r}")


# -- Advantage: the pick ---------------------------------------------------------------------------------
def pick_options(state: State, step: dict) -> list[str]:
    """The card picked may be kept in the Advantage's pile ("it goes on top of the slot that the
    Advantage card was originally placed"), or used where the Advantage was played: as the next
    room (in the turn), in a fight, or to pay a Trap (S-25)."""
    back = step["back"]["k"]
    opts = []
    for c in step["drawn"]:
        if back == "turn" and path.fits(state, c):
            opts.append(f"path:{c}")
        if back == "fight" and not cards.is_joker(c):
            opts.append(f"fight:{c}")
        if back == "trap" and cards.is_even_black(c):
            opts.append(f"pay:{c}")
        opts.append(f"keep:{c}")
    return opts + ["none"]


def pick_apply(state: State, step: dict, choice: str) -> list[str]:
    what, _, card = choice.partition(":")
    back = step["back"]
    for c in step["drawn"]:
        if c != card:
            bury(state, take(state, c))
    state["step"] = back
    if what == "none":
        return ["Neither card is used; both go to the Graveyard."]
    if what == "keep":
        state["piles"][step["pile"]].append(take(state, card))
        return [f"The {cards.name(card)} takes the Advantage's place on pile {step['pile'] + 1}."]
    if what == "path":
        take(state, card)
        path.lay(state, [card], cards.value(card))
        return [f"The {cards.name(card)} is laid on the Path ({len(state['path'])} of {cards.PATH_LENGTH})."] + \
            won_if_done(state)
    if what == "fight":
        # The card is spent in the fight as if it were in the Inventory (its value, with Power's bonus).
        amount = items.fighting_value(state, card)
        bury(state, take(state, card))
        back["dealt"] += amount
        line = f"The {cards.name(card)} is spent for {amount} ({back['dealt']} of {back['need']})."
        if back["dealt"] >= back["need"]:
            return [line] + defeated(state, back["card"])
        return [line]
    # pay: the Trap takes the card just drawn, straight from the table.
    return trap_apply(state, back, f"pay:{card}")


# -- Grave Dig ----------------------------------------------------------------------------------------------
def dig_options(state: State, step: dict) -> list[str]:
    return [f"dig:{c}" for c in dict.fromkeys(reversed(state["graveyard"]))]


def dig_apply(state: State, step: dict, choice: str) -> list[str]:
    """ "The player may take any card from the Graveyard and place it into their Inventory. The chosen
    card goes into the Inventory slot that the Grave Dig card was originally." """
    card = choice.split(":")[1]
    state["graveyard"].remove(card)
    state["piles"][step["pile"]].append(card)
    bury(state, take(state, step["card"]))
    to_turn(state)
    return [f"Grave Dig brings back the {cards.name(card)} onto pile {step['pile'] + 1}."]


# -- the Hourglass ---------------------------------------------------------------------------------------------
def hourglass_options(state: State, step: dict) -> list[str]:
    return [f"return:{c}" for c in dict.fromkeys(reversed(state["graveyard"]))]


def hourglass_apply(state: State, step: dict, choice: str) -> list[str]:
    card = choice.split(":")[1]
    state["graveyard"].remove(card)
    state["table"].append(card)
    step["chosen"].append(card)
    step["left"] -= 1
    if step["left"] > 0 and state["graveyard"]:
        return [f"The {cards.name(card)} is chosen."]
    chosen = step["chosen"]
    for c in chosen:
        state["table"].remove(c)
    shuffle_in(state, chosen)
    glass = take(state, step["card"])
    if step["grave"]:
        state["graveyard"].insert(0, glass)         # Grave Inventory: to the bottom after use
    else:
        bury(state, glass)
    to_turn(state)
    return [f"The {cards.name(card)} is chosen; " + ", ".join(map(cards.name, chosen))
            + " are shuffled back into the deck."]


# -- Searching -------------------------------------------------------------------------------------------------
def search_options(state: State, step: dict) -> list[str]:
    """ "the player may choose keep that card and put it into their Inventory as long as the normal
    conditions are met. Alternately, the player may choose to Equip the card that is drawn by
    discarding the Searching card." """
    card = step["card"]
    return [p for p in items.places_for(state, card) if p != "equip"] + ["equip", "discard"]


def search_apply(state: State, step: dict, choice: str) -> list[str]:
    card = step["card"]
    to_turn(state)
    if choice == "discard":
        bury(state, take(state, card))
        return [f"The {cards.name(card)} is left in the Graveyard."]
    if choice == "equip":
        searching = equipped(state)
        bury(state, take(state, searching))
        state["equipped"] = take(state, card)
        return [f"Searching ({cards.name(searching)}) is given up for the {cards.name(card)}, now Equipped."]
    return [keep(state, take(state, card), choice)]

