"""What a card turned over from the deck brings, and the encounters the player must answer.

In our words (Julian Jimenez's *Oubliette*, "Playing the game"): a turned card may begin the
Path (the first 10 or 2), be the next room of the Path, repeat the current room's number (both
go to the Graveyard), or bring an encounter: a **Creature** (Jack 11, Queen 12, King 13: fight
it by discarding Inventory cards worth as much), a **Trap** (a red 3, 5, 7 or 9: pay a black
even card), a **Portcullis** (a black Ace, shut behind the current room), a **Chasm** (a red Ace:
a Rope is needed to go on, and the next card is flipped: red costs the Equipped card), **Lost**
(an 8: three cards of the deck are thrown away), **Darkness** (a 6: discard a card, or use a
Torch) or a **Gremlin** (a Joker: it steals the best card). Failing a Creature or a Trap sets the
player back one room. Any other card may be kept in the Inventory or discarded.

Each encounter that asks something is a step: ``options(state, step)`` lists the legal answers,
``apply(state, step, choice)`` carries one out and returns log lines. :mod:`.moves` dispatches.
"""
from __future__ import annotations

from . import cards, items, path
from .chaos import curse
from .layout import State, bury, equipped, graveyard_top, inventory, pile_of, take, turn_over

#: "When the player is lost, they must discard the top 3 cards of the deck into the Graveyard."
LOST_CARDS = 3


def to_turn(state: State) -> None:
    state["step"] = {"k": "turn"}


def use_grave_card(state: State, card: str) -> None:
    """A Graveyard card used under Grave Inventory "is placed at the bottom of the Graveyard after it is used"."""
    assert graveyard_top(state) == card
    state["graveyard"].insert(0, state["graveyard"].pop())


def spend(state: State, card: str) -> None:
    """Discard a card the player may use: a face-up Inventory card, or the Graveyard's top under Grave Inventory."""
    if card == items.grave_card(state) and card not in inventory(state):
        use_grave_card(state, card)
    else:
        bury(state, take(state, card))


# -- turning a card over ----------------------------------------------------------------------------------
def turn_card(state: State) -> list[str]:
    """The player turns over the top card of the deck and meets what it brings."""
    card = turn_over(state)
    if not card:
        # S-19: the game is lost when a card must be turned over and none is left.
        return [path.end(state, "lost", "there are no more cards left in the deck")]
    state["turned"] += 1
    state["searched"] = False
    state["acted"] = False               # a new card: the player's turn after it is still to come (S-11)
    return [f"Turned over: {cards.name(card)}."] + meet(state, card)


def meet(state: State, card: str) -> list[str]:
    """What a card on the table brings (the order of these tests: S-10)."""
    if not path.begun(state) and path.can_begin_with(card):
        # "you will use the first 10 or 2 that you turn over from the deck during gameplay to start your Path"
        take(state, card)
        path.begin(state, card)
        to_turn(state)
        return [f"The {cards.name(card)} begins the Path, {path_direction(state)}."]
    room = path.current(state)
    if room is not None and cards.is_number(card) and cards.value(card) == room["value"]:
        return repeated(state, card)
    if path.fits(state, card):
        state["step"] = {"k": "card", "card": card}
        return []
    kind = cards.encounter(card)
    if kind == "creature":
        need = items.creature_value(state, card)
        state["step"] = {"k": "fight", "card": card, "need": need, "dealt": 0}
        return [f"A {cards.CREATURES[cards.rank(card)]} ({cards.name(card)}) attacks: it has {need} to beat."]
    if kind == "portcullis":
        return portcullis(state, card)
    if kind == "chasm":
        return chasm(state, card)
    state["step"] = {"k": {"trap": "trap", "lost": "lost", "darkness": "darkness", "gremlin": "gremlin",
                           "plain": "card"}[kind], "card": card}
    return {"trap": ["A Trap!"], "lost": ["Lost in the dark passages."], "darkness": ["Darkness falls."],
            "gremlin": ["A Gremlin creeps up on the Inventory."], "plain": []}[kind]


def path_direction(state: State) -> str:
    return "from 10 down to 2" if state["direction"] < 0 else "from 2 up to 10"


def repeated(state: State, card: str) -> list[str]:
    """ "The card you turn over is the same number as the current card in your Path ... you must
    remove the card from your Path and put it in the Graveyard along with the card you drew."
    A room with a Portcullis or a crossed Chasm behind it cannot be given up (S-14); the first
    room can, and the next 10 or 2 begins the Path again (S-15)."""
    take(state, card)
    bury(state, card)
    to_turn(state)
    why = f"the {cards.name(card)} repeats the current room's {cards.value(card)}"
    if path.blocked_behind(state):
        return [path.end(state, "lost", f"{why} and the way back is shut")]
    first = len(state["path"]) == 1
    path.remove_current(state)
    return [f"{why[0].upper()}{why[1:]}: both go to the Graveyard"
            + ("; the Path must be begun afresh." if first else ".")]


def portcullis(state: State, card: str) -> list[str]:
    """A black Ace shuts behind the current room; a second one behind the same room traps the player."""
    take(state, card)
    to_turn(state)
    if not path.begun(state):
        bury(state, card)
        return [f"A Portcullis ({cards.name(card)}) falls, but there is no Path yet for it to shut."]  # S-17
    if path.has_portcullis_behind(state):
        bury(state, card)
        return [path.end(state, "lost", "a second Portcullis shut in front of the room: trapped")]
    path.current_room(state)["behind"].append(card)
    return [f"A Portcullis ({cards.name(card)}) shuts behind the current room: there is no going back from it."]


def chasm(state: State, card: str) -> list[str]:
    """A red Ace opens in front of the current room; a Rope is needed to go on. "Whether or not you
    have a rope ... you must flip over the next card in the deck": a red one costs the Equipped card.
    Before the Path is begun the Chasm blocks nothing and goes to the Graveyard, but the flip is
    made all the same (S-17)."""
    take(state, card)
    to_turn(state)
    if path.begun(state):
        path.current_room(state)["ahead"].append(card)
        line = f"A Chasm ({cards.name(card)}) opens in front of the Path: a Rope (a 9 or a 6) is needed to cross it."
    else:
        bury(state, card)
        line = f"A Chasm ({cards.name(card)}) opens, but there is no Path yet for it to block."
    return [line, chasm_flip(state)]


def chasm_flip(state: State) -> str:
    """The card flipped at a Chasm: "If the card is black, nothing happens. If the card is red, you
    must discard your Equipped Item if you have one." It goes to the Graveyard."""
    flip = turn_over(state)
    if not flip:
        return "There is no card left to flip."
    take(state, flip)
    bury(state, flip)
    gone = equipped(state)
    if cards.colour(flip) == "red" and gone:
        bury(state, take(state, gone))
        return f"The flip is the {cards.name(flip)}, red: the Equipped {cards.name(gone)} falls into the Chasm."
    return f"The flip is the {cards.name(flip)}: the Equipped card is safe."


# -- a plain card, or the next room of the Path ----------------------------------------------------------
def card_options(state: State, step: dict) -> list[str]:
    card = step["card"]
    opts = ["path"] if path.fits(state, card) else []
    return opts + items.places_for(state, card) + ["discard"]


def card_apply(state: State, step: dict, choice: str) -> list[str]:
    card = step["card"]
    to_turn(state)
    if choice == "path":
        take(state, card)
        path.lay(state, [card], cards.value(card))
        return [f"The {cards.name(card)} is laid on the Path ({len(state['path'])} of {cards.PATH_LENGTH})."] + won_if_done(state)
    if choice == "discard":
        bury(state, take(state, card))
        return [f"The {cards.name(card)} goes to the Graveyard."]
    return [keep(state, take(state, card), choice)]


def keep(state: State, card: str, place: str) -> str:
    """Put ``card`` in the Inventory at ``place`` ("pile:N" or "equip")."""
    if place == "equip":
        state["equipped"] = card
        return f"The {cards.name(card)} is Equipped."
    pile = int(place.split(":")[1]) - 1
    state["piles"][pile].append(card)
    return f"The {cards.name(card)} goes on Inventory pile {pile + 1}."


def won_if_done(state: State) -> list[str]:
    if path.complete(state):
        return [path.end(state, "won", f"the Path is complete {path_direction(state)}")]
    return []


# -- Creatures ------------------------------------------------------------------------------------------------
def spendable(state: State) -> list[str]:
    """The cards that may be spent in a fight now: the face-up Inventory cards but the Jokers, and
    the Graveyard's top under Grave Inventory."""
    found = [c for c in inventory(state) if not cards.is_joker(c)]
    g = items.grave_card(state)
    if g and not cards.is_joker(g):
        found.append(g)
    return found


def fight_can_be_won(state: State, step: dict) -> bool:
    """Do the cards that may be spent now reach what the Creature still needs?"""
    return sum(items.fighting_value(state, c) for c in spendable(state)) >= step["need"] - step["dealt"]


def fight_options(state: State, step: dict) -> list[str]:
    """Spend a card, Destroy with Chaos, draw with Advantage; yield only when the cards that may be
    spent cannot win the fight (S-20: "you must engage them in combat ... If this cannot be done,
    the player must remove the most recently played card from their Path")."""
    opts = [f"spend:{c}" for c in spendable(state)]
    opts += [f"destroy:{c}" for c in items.items_on_top(state, "chaos")]
    if state["deck"]:
        opts += [f"advantage:{c}" for c in items.items_on_top(state, "advantage")]
    return opts + ([] if fight_can_be_won(state, step) else ["yield"])


def fight_apply(state: State, step: dict, choice: str) -> list[str]:
    creature = step["card"]
    what, _, card = choice.partition(":")
    if what == "yield":
        bury(state, take(state, creature))
        to_turn(state)
        return [path.setback(state, f"The {cards.CREATURES[cards.rank(creature)]} wins the fight")]
    if what == "advantage":
        return advantage(state, card, step)
    if what == "destroy":
        return [destroy(state, card)] + defeated(state, creature)
    amount = items.fighting_value(state, card)
    spend(state, card)
    step["dealt"] += amount
    line = f"The {cards.name(card)} is spent for {amount} ({step['dealt']} of {step['need']})."
    if step["dealt"] >= step["need"]:
        return [line] + defeated(state, creature)
    return [line]


def defeated(state: State, creature: str) -> list[str]:
    bury(state, take(state, creature))
    to_turn(state)
    return [f"The {cards.CREATURES[cards.rank(creature)]} is defeated."]


def destroy(state: State, joker: str) -> str:
    """Chaos, Destroy: "May be used to defeat any 2 Creatures. When the first Creature is defeated,
    turn the Chaos card sideways. After the second Creature is defeated, remove it from your
    Inventory and the Curse takes effect." """
    if joker in state["sideways"]:
        take(state, joker)
        return "Chaos destroys a second Creature and is spent. " + curse(state, joker)
    state["sideways"].append(joker)
    return "Chaos destroys the Creature and is turned sideways: one more Creature, and nothing else."


def advantage(state: State, ace: str, back: dict) -> list[str]:
    """Advantage: "the player may draw 2 cards from the deck and pick one to use". The Ace goes to the
    Graveyard; the two cards wait on the table for the pick (:mod:`.actions`)."""
    pile = pile_of(state, ace)
    bury(state, take(state, ace))
    drawn = [c for c in (turn_over(state), turn_over(state)) if c]
    state["step"] = {"k": "pick", "pile": pile, "drawn": drawn, "back": back}
    return [f"Advantage: the {cards.name(ace)} draws " + " and ".join(cards.name(c) for c in drawn) + "."]


# -- Traps -------------------------------------------------------------------------------------------------
def trap_options(state: State, step: dict) -> list[str]:
    """Pay a black even card, or draw with Advantage; fail only when nothing can pay (S-13: "you
    must discard an even numbered black card from your Inventory. If you cannot pass the
    Trap/Hazard, then you must discard the most recent card placed on your Path")."""
    payers = [c for c in spendable(state) if cards.is_even_black(c)]
    opts = [f"pay:{c}" for c in payers]
    if state["deck"]:
        opts += [f"advantage:{c}" for c in items.items_on_top(state, "advantage")]
    return opts + ([] if payers else ["fail"])


def trap_apply(state: State, step: dict, choice: str) -> list[str]:
    trap = step["card"]
    what, _, card = choice.partition(":")
    if what == "advantage":
        return advantage(state, card, step)
    to_turn(state)
    if what == "fail":
        bury(state, take(state, trap))
        return [path.setback(state, "The Trap catches the player")]
    spend(state, card)                 # first: it may be the Graveyard's top (Grave Inventory)
    bury(state, take(state, trap))
    return [f"The {cards.name(card)} gets the player past the Trap."]


# -- Darkness --------------------------------------------------------------------------------------------------
def darkness_options(state: State, step: dict) -> list[str]:
    opts = [f"torch:{c}" for c in items.usable_items(state, "torch")] + [f"discard:{c}" for c in inventory(state)]
    return opts or ["none"]


def darkness_apply(state: State, step: dict, choice: str) -> list[str]:
    what, _, card = choice.partition(":")
    to_turn(state)
    if what == "none":
        line = "There is nothing left to lose in the Darkness."
    elif what == "discard":
        bury(state, take(state, card))
        line = f"In the Darkness the {cards.name(card)} is lost."
    else:
        line = torch(state, card)      # before the 6 is buried: the Torch may be the Graveyard's top
    bury(state, take(state, step["card"]))
    return [line]


def torch(state: State, card: str) -> str:
    """ "Torches can only be used twice. When the Torch is used, turn it sideways. If it is used a
    second time, it is put into the Graveyard." (From the Graveyard it is one use, S-31.)"""
    if card not in inventory(state):
        use_grave_card(state, card)
        return f"The Graveyard's {cards.name(card)} lights the way through the Darkness."
    if card in state["sideways"]:
        bury(state, take(state, card))
        return f"The Torch ({cards.name(card)}) lights the way a second time and burns out."
    state["sideways"].append(card)
    return f"The Torch ({cards.name(card)}) lights the way and is turned sideways: one use left."


# -- Gremlins -------------------------------------------------------------------------------------------------
def gremlin_options(state: State, step: dict) -> list[str]:
    held = inventory(state)
    if not held:
        return ["none"]
    best = max(items.gremlin_rank(state, c) for c in held)
    highest = [c for c in held if items.gremlin_rank(state, c) == best]
    opts = [f"ward:{c}" for c in items.usable_items(state, "ward")] + [f"lose:{c}" for c in highest]
    if len(held) > 1:
        opts += [f"spare:{c}" for c in highest]
    return opts


def gremlin_apply(state: State, step: dict, choice: str) -> list[str]:
    what, _, card = choice.partition(":")
    to_turn(state)
    if what == "none":
        line = "The Gremlin finds nothing to steal."
    elif what == "ward":
        line = ward(state, card)       # before the Joker is buried: the Ward may be the Graveyard's top
    elif what == "lose":
        bury(state, take(state, card))
        line = f"The Gremlin steals the {cards.name(card)}."
    else:
        others = [c for c in inventory(state) if c != card]
        for c in others:
            bury(state, take(state, c))
        line = f"The Gremlin takes everything but the {cards.name(card)}: " + ", ".join(map(cards.name, others)) + "."
    bury(state, take(state, step["card"]))
    return [line]


def ward(state: State, card: str) -> str:
    """ "Ward (King): Can defeat a Gremlin (Joker) without losing any Inventory cards." The Ward is
    an Inventory card too: it stays where it is (S-28). Used from the Graveyard under Grave
    Inventory, it goes to the Graveyard's bottom, as every card used from there does (S-31)."""
    if card not in inventory(state):
        use_grave_card(state, card)
        return f"The Graveyard's {cards.name(card)} drives the Gremlin off."
    return f"The Ward ({cards.name(card)}) drives the Gremlin off and stays in the Inventory."


# -- Lost -------------------------------------------------------------------------------------------------------
def lost_options(state: State, step: dict) -> list[str]:
    return [f"hourglass:{c}" for c in items.usable_items(state, "hourglass")] + ["lost"]


def lost_apply(state: State, step: dict, choice: str) -> list[str]:
    what, _, card = choice.partition(":")
    to_turn(state)
    if what == "hourglass":
        spend(state, card)             # before the 8 is buried: the Hourglass may be the Graveyard's top
        bury(state, take(state, step["card"]))
        return [f"The Hourglass ({cards.name(card)}) wins the time back: not lost after all."]
    bury(state, take(state, step["card"]))
    thrown = state["deck"][:LOST_CARDS]
    del state["deck"][:LOST_CARDS]
    bury(state, *thrown)
    return [f"Lost: {len(thrown)} card(s) of the deck go to the Graveyard."]

