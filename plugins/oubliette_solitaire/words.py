"""Oubliette (Julian Jimenez's solitaire) in words: the rules in brief, the layout as text, and
every option in words, for the terminal (:mod:`.terminal`), the window's buttons and view (the jail
game's ``describe_option``, ``explain_option``, ``rules_card`` and ``stay_summary``), in one place so
they all say the same. The rules are Julian Jimenez's; the wording is ours.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from landlord import Decision

from . import cards, items, path
from .layout import PILES, State, equipped, graveyard_top

RULES_SUMMARY = """\
OUBLIETTE, a solitaire by Julian "Legend" Jimenez (told here in our own words)

Goal: lay a Path of nine rooms in order, 10 down to 2 or 2 up to 10, before the deck runs out.
The first 10 or 2 you hold (or turn over) begins it and sets the direction.

Turn over one card at a time:
  * the next number the Path needs: you may lay it (any suit);
  * the same number as the current room: both go to the Graveyard (you lose that room);
  * Jack 11, Queen 12, King 13 - a Creature: discard face-up Inventory cards worth as much,
    or yield and lose your latest room (from the first room, the game is lost);
  * red 3, 5, 7, 9 - a Trap: pay a black even card (2-10), or lose your latest room;
  * black Ace - a Portcullis shuts behind you: no setback past it, and a second one traps you;
  * red Ace - a Chasm in front: cross it with a Rope (a 9 or 6 from the Inventory); the next
    card is flipped, and a red one costs your Equipped card;
  * 8 - Lost: the next three cards of the deck go to the Graveyard;
  * 6 - Darkness: discard an Inventory card, unless you use a Torch (red 4, two uses);
  * Joker - a Gremlin steals your highest card (or take everything else instead);
  * anything else: keep it on a pile, one number above or below its face-up card (any card on
    an empty pile, at most 5 a pile), or in an empty Equipped slot; or discard it.
After each card you have one move (the rules' turn): lay a Path card from the Inventory or use
an Item; Advantage may be used at any time and equipping is free. (The generous turn, a rules
file's setting or --turn generous, allows any number of moves after each card.) A monster you can
beat must be fought, and a Trap you can pay must be paid.

Items on top of a pile: Ace Advantage (draw two, use one) - Jack Grave Dig (a card back from
the Graveyard) - Queen Hourglass (three Graveyard cards back into the deck, or not get Lost) -
King Ward (drives off a Gremlin) - 9 or 6 Rope - red 4 Torch - Joker Chaos: Time Shift (the
Graveyard back into the deck), Passage (stands for the next room), Destroy (beats two
Creatures), Restock (refill the Inventory); each Chaos brings a Curse: the first makes every
Creature 2 stronger, the second locks the Equipped slot for good.
Equipped: King Power (+1 a card in fights) - Ace Map (combine Path cards: black adds, red
subtracts red from black) - Jack Grave Inventory (use the Graveyard's top card) - Queen
Resourceful (keep cards of the same colour) - 10 Searching (search after each card).

You lose when set back from the first room or past a Portcullis or Chasm, when trapped by a
second Portcullis, when your Inventory is empty, or when a card must be turned and the deck is
empty. Type a number or an option, "help" for this text, "quit" to stop."""


# -- the layout --------------------------------------------------------------------------------------------
def room_text(room: dict) -> str:
    """A room as "[9C]", "[JK1=7]" or "[3S+2D=5]"; "|" before it for each Portcullis or crossed
    Chasm behind it, " >Chasm" after it for each Chasm in front (" >crossed" once a Rope crossed it)."""
    text = "+".join(room["cards"])
    if len(room["cards"]) > 1 or cards.is_joker(room["cards"][0]):
        text += f"={room['value']}"
    ahead = " >Chasm" * len(room["ahead"]) + " >crossed" * len(room["crossed"])
    return "|" * len(room["behind"]) + f"[{text}]" + ahead


def layout_text(state: State) -> str:
    """The layout as a few lines: the Path, the Inventory, the Equipped card, the Graveyard."""
    lines = []
    if path.begun(state):
        way = "10 down to 2" if state["direction"] < 0 else "2 up to 10"
        lines.append(f"Path ({way}, {len(state['path'])} of {cards.PATH_LENGTH}): "
                     + " ".join(room_text(r) for r in state["path"]))
        if any(r["behind"] or r["ahead"] or r["crossed"] for r in state["path"]):
            lines.append("      | a Portcullis or crossed Chasm behind a room; >Chasm: a Chasm in front")
    else:
        lines.append("Path: not begun (the first 10 or 2 begins it)")
    for i in range(PILES):
        pile = state["piles"][i]
        if pile:
            item = items.inventory_item(pile[-1])
            note = f"  {item.replace('_', ' ').title()}" if item else ""
            side = " (sideways)" if pile[-1] in state["sideways"] else ""
            lines.append(f"Pile {i + 1}: {pile[-1]:<4} {len(pile)} card(s){note}{side}")
        else:
            lines.append(f"Pile {i + 1}: empty")
    if state["locked"]:
        lines.append("Equipped: locked by the Curse")
    else:
        card = equipped(state)
        item = items.equipped_item(state)
        lines.append(f"Equipped: {card or 'empty'}" + (f"  {item.replace('_', ' ').title()}" if item else ""))
    g = graveyard_top(state)
    lines.append(f"Deck: {len(state['deck'])} card(s)   Graveyard: {len(state['graveyard'])} card(s)"
                 + (f", top {g}" if g else "") + f"   Turned over: {state['turned']}")
    if state["curses"]:
        lines.append(f"Curses: {state['curses']} (Creatures +{items.CURSE_PENALTY})")
    if state["table"]:
        lines.append("On the table: " + " ".join(state["table"]))
    return "\n".join(lines)


# -- options in words -----------------------------------------------------------------------------------------
def option_text(context: Mapping[str, Any], option: str) -> str:
    """One option of a solitaire decision in words, read from the decision's context alone
    (:func:`.moves.context`: the step, its card, the piles' face-up cards, what cards are worth in a
    fight), so the terminal and the window's buttons say the same."""
    what, _, arg = option.partition(":")
    k = context.get("step", "")
    tops = context.get("tops", [""] * PILES)
    worth = context.get("worth", {})

    def called(card: str) -> str:
        """The card in words; a Joker with its pile, since two Jokers' options would read alike
        though they uncover different cards."""
        if cards.is_joker(card) and card in tops:
            return f"Joker on pile {tops.index(card) + 1}"
        return cards.name(card)

    def _n(card: str) -> str:
        return f"the {called(card)}"

    def chaos(use: str) -> str:
        return f"Chaos ({called(arg)}): {use} (brings the Curse)"

    def setback(act: str) -> str:
        why = context.get("setback_loses")
        return f"{act}: this LOSES THE GAME ({why})" if why else f"{act} and be set back one room"

    def pile(n: str) -> str:
        top = tops[int(n) - 1] if n.isdigit() and 0 < int(n) <= len(tops) else ""
        return f"keep it on pile {n}" + (f" (on the {cards.name(top)})" if top else " (empty)")

    def valued(card: str) -> str:
        return f" (worth {worth[card]})" if card in worth else ""

    words: dict[str, Callable[[], str]] = {
        "draw": lambda: "turn over the next card",
        "rest": lambda: "end this turn",
        "begin": lambda: f"begin the Path with {_n(arg)}",
        "path": lambda: f"lay {_n(arg or context['card'])} on the Path",
        "map": lambda: "combine " + " and ".join(map(_n, arg.split("+"))) + " with the Map",
        "rope": lambda: f"cross the Chasm with the Rope ({cards.name(arg)})",
        "passage": lambda: chaos("Passage, the Joker as the next room"),
        "timeshift": lambda: chaos("Time Shift, the Graveyard shuffled into the deck"),
        "restock": lambda: chaos("Restock, refill the Inventory from the deck"),
        "dig": lambda: f"bring back {_n(arg)}" if k == "dig" else f"Grave Dig ({cards.name(arg)}): a card back from the Graveyard",
        "hourglass": lambda: (f"use the Hourglass ({cards.name(arg)}) and not get Lost" if k == "lost" else
                              f"Hourglass ({cards.name(arg)}): three Graveyard cards back into the deck"),
        "advantage": lambda: f"Advantage ({cards.name(arg)}): draw two cards and use one",
        "search": lambda: "search the room: turn over a card you may keep",
        "equip": lambda: (f"equip {_n(arg)}" if arg else "equip it in place of Searching" if k == "search"
                          else "put it in the empty Equipped slot"),
        "pile": lambda: pile(arg),
        "discard": lambda: f"discard {_n(arg)}" if arg else "discard it",
        "spend": lambda: f"spend {_n(arg)}{valued(arg)}",
        "destroy": lambda: f"destroy the Creature with Chaos ({called(arg)})",
        "yield": lambda: setback("yield"),
        "pay": lambda: f"pay {_n(arg)}",
        "fail": lambda: setback("fail"),
        "torch": lambda: f"light the Torch ({cards.name(arg)})",
        "ward": lambda: f"drive it off with the Ward ({cards.name(arg)})",
        "lose": lambda: f"let it steal {_n(arg)}",
        "spare": lambda: f"keep only {_n(arg)} and let it steal the rest",
        "none": lambda: "use neither" if k == "pick" else "nothing to do",
        "lost": lambda: "get Lost: three cards of the deck go to the Graveyard",
        "keep": lambda: f"keep {_n(arg)} on the Advantage's pile",
        "fight": lambda: f"use {_n(arg)} in the fight{valued(arg)}",
        "return": lambda: f"shuffle {_n(arg)} back into the deck",
    }
    try:
        return words[what]() if what in words else option
    except (KeyError, IndexError, ValueError):      # a context without the hint: the option as it is
        return option


# -- the jail's own decisions, and its words for the window ---------------------------------------------------
def describe(decision: Decision, option: Any, names: Sequence[str]) -> str:
    """A button's words for an option of the jail's decisions (the solitaire's own, and the turn's
    start: play or pay, throw or pay)."""
    fine = decision.context.get("fine")
    fine_text = f"the ${fine} fine" if fine is not None else "the fine"
    if decision.kind == "jail.solitaire.watch":
        turn = decision.context.get("turn")
        return {"play": "Play the solitaire" + (f" (turn {turn} of 3)" if turn else ""),
                "pay": f"Pay {fine_text} and come out"}.get(option, str(option))
    if decision.kind == "jail.solitaire.term":
        return {"throw": "Throw for a double", "pay": f"Pay {fine_text} and come out"}.get(option, str(option))
    if option == "rest":
        return "End this turn (this turn's cards are all turned over)"
    text = option_text(decision.context, str(option))
    return text[:1].upper() + text[1:]


def explain(decision: Decision, option: Any, names: Sequence[str]) -> str:
    """What an option does, in a sentence ("" when the button says it all)."""
    context, text = decision.context, str(option)
    what, _, arg = text.partition(":")
    if decision.kind == "jail.solitaire.watch":
        return {"play": ("Play the solitaire to its end" if decision.context.get("turn") == 3 else
                         "Turn over up to a third of the deck this turn")
                        + "; complete the Path of nine rooms and you walk free at once, without the fine.",
                "pay": "You come out now and throw the dice; the solitaire is given up."}.get(text, "")
    if decision.kind == "jail.solitaire.term":
        return {"throw": "A double frees you and moves you by it; after your third turn you pay the fine anyway.",
                "pay": "You come out now and throw the dice."}.get(text, "")
    if what in ("spend", "fight") and "need" in context:
        left = context["need"] - context.get("dealt", 0)
        return f"{context.get('worth', {}).get(arg, '?')} towards the {left} the Creature still needs."
    if what in ("yield", "fail"):
        return ("Your latest room goes to the Graveyard; from the first room, or past a Portcullis or "
                "Chasm, that loses the game.")
    if text == "draw":
        return f"{context.get('deck', '?')} cards left in the deck" + (
            f"; {context['watch_left']} more this turn." if "watch_left" in context else
            "; your last turn in Jail plays the solitaire to its end." if context.get("last_turn") else ".")
    if text == "rest":
        return "Your Inventory stays as it is until your next turn in Jail."
    return ""


def stay_line(name: str, turns: int, how: str, rooms: int | None, paid: int, received: int) -> str:
    """A stay in the solitaire's jail, summed up as he comes out: how, the Path if he still had one,
    and the money."""
    held = f", the Path at {rooms} of {cards.PATH_LENGTH} rooms" if rooms is not None else ""
    money = (f"; paid the ${paid:,} fine" if paid else "") + (f"; found ${received:,}" if received else "")
    return f"{name} leaves the Oubliette after {turns} turn{'s' * (turns != 1)}: {how}{held}{money}."


#: How to escape, in a family's words: Help's first page of the solitaire (the rules card says it
#: in pictures, :data:`RULES_CARD` and :data:`PICTURE_WORDS`, with fewer words).
HOW_TO_ESCAPE = [
    "Build a ladder of nine cards, the Path: 10, 9, 8 ... down to 2, or 2 up to 10, any suit. "
    "The nine boxes at the top of the table show the number each one needs.",
    "Turn over cards one at a time. The next number of the Path? Lay it. Anything else, keep it on "
    "one of your four piles (or discard it): you will spend those cards to get past monsters "
    "(Jacks, Queens, Kings) and traps, which otherwise cost you your latest room. If your cards "
    "can beat the monster or pay the trap, you must use them.",
    "After each card you have one move, as Julian Jimenez's rules say: lay a Path card you hold, or "
    "use one item (a Rope, Grave Dig, an Hourglass, Chaos). Advantage may be used at any time, and "
    "equipping a card is free. Played well, one stay in four ends in an escape and a stay costs "
    "about what the 1906 jail's does, which is why the game keeps the rules' one move; a rules file "
    "may set the generous turn (any number of moves after each card), which frees two in five.",
    "Your first two turns in Jail turn over a third of the deck each; the third plays the solitaire "
    "to its end. An escape usually takes all three turns, so a slow first turn is normal, not a "
    "reason to pay.",
    "Finish the Path and you walk free at once, without the fine. You may pay the fine at the start "
    "of any turn instead; if the solitaire is lost, you throw for doubles as in 1906 until the "
    "third turn, then pay.",
]

#: The rules card for the window, shown the first time a person's prisoner goes down: a few lines
#: read under the view's picture of the Path, the piles and a fight (:data:`PICTURE_WORDS`).
RULES_CARD = [
    'Oubliette, a solitaire by Julian "Legend" Jimenez: how to escape',
    "Turn over a card, then make one move. A monster or trap you cannot pay for costs your latest room.",
    "Turns 1-2 turn a third of the deck, turn 3 the rest. Finish the Path to walk free (1 stay in 4 "
    "does, by the rules' one move a card), or pay the fine at a turn's start.",
    "\u2605 marks the move the game advises. Help (H) has the whole rules.",
]

#: The words of the rules card's picture (:meth:`.view.SolitaireView.draw_rules_picture`).
PICTURE_WORDS = {
    "path": "1. Build a ladder of nine cards, the Path: 10, 9, 8 ... 2 (or 2 up to 10), any suit.",
    "next": "next",
    "piles": "2. Keep other cards on your four piles.",
    "fight": "3. A Jack, Queen or King? Spend kept cards worth 11, 12 or 13.",
    "spent": "6 + 5 beat the Jack",
}

#: The solitaire's page of the Help screen: how to escape, then the rules in full (our words).
HELP_TEXT = ["THE OUBLIETTE SOLITAIRE: HOW TO ESCAPE", *HOW_TO_ESCAPE,
             "THE RULES IN FULL (Julian Jimenez's, in our words)",
             *(" ".join(part.split()) for part in RULES_SUMMARY.split("\n\n")[1:-1])]
