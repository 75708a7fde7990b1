"""The Path through the Oubliette: nine rooms from 10 down to 2 or from 2 up to 10.

Each room is a table: ``cards`` (one Path card; or the Chaos card standing for one; or the
cards a Map combined), ``value`` (the number the room counts as), ``behind`` (a Portcullis shut
behind the room, or a crossed Chasm the room lies beyond), ``ahead`` (Chasms in front of the room
not yet crossed) and ``crossed`` (Chasms in front that a Rope has crossed, which will lie behind
the next room).

In our words (Julian Jimenez's *Oubliette*): the Path is begun by a 10 or a 2, and the first card
sets the direction. The next card needed is one step on. A setback takes the most recent room off
the Path into the Graveyard; being set back from the first room, or from a room with a
Portcullis or a Chasm behind it, loses the game. A second Portcullis shutting on a room that
already has one behind it traps the player.
"""
from __future__ import annotations

from . import cards
from .layout import State, bury


def new_room(cards_: list[str], value: int) -> dict:
    return {"cards": list(cards_), "value": value, "behind": [], "ahead": [], "crossed": []}


def current(state: State) -> dict | None:
    return state["path"][-1] if state["path"] else None


def current_room(state: State) -> dict:
    """The current room of a Path already begun (:func:`current` for when it may not be)."""
    return state["path"][-1]


def begun(state: State) -> bool:
    return bool(state["path"])


def complete(state: State) -> bool:
    """ "The player wins the game by completing their Path": nine rooms, 10 to 2 or 2 to 10."""
    return len(state["path"]) == cards.PATH_LENGTH


def can_begin_with(card: str) -> bool:
    """A Path is begun by a 10 or a 2 (any suit)."""
    return cards.is_number(card) and cards.value(card) in cards.PATH_ENDS


def needed(state: State) -> int:
    """The value of the next room, or 0 when none can be laid now: no Path yet (a 10 or a 2 begins
    it, see :func:`can_begin_with`), the Path complete, or an uncrossed Chasm in front ("they cannot
    place the next card need in the sequence of their Path")."""
    room = current(state)
    if room is None or complete(state) or room["ahead"]:
        return 0
    return room["value"] + state["direction"]


def fits(state: State, card: str) -> bool:
    """May ``card`` be laid as the next room?"""
    need = needed(state)
    return need > 0 and cards.is_number(card) and cards.value(card) == need


def begin(state: State, card: str) -> None:
    """Begin the Path with a 10 (down to 2) or a 2 (up to 10)."""
    assert not begun(state) and can_begin_with(card)
    state["direction"] = -1 if cards.value(card) == 10 else 1
    state["path"].append(new_room([card], cards.value(card)))


def lay(state: State, cards_: list[str], value: int) -> None:
    """Lay the next room. Chasms crossed in front of the last room now lie behind this one."""
    room = new_room(cards_, value)
    last = current(state)
    if last is not None:
        room["behind"], last["crossed"] = last["crossed"], []
    state["path"].append(room)


def blocked_behind(state: State) -> bool:
    """Is the current room shut from behind (a Portcullis, or a Chasm it lies beyond)?"""
    room = current(state)
    return room is not None and bool(room["behind"])


def setback_loses(state: State) -> bool:
    """Would a setback now lose the game (the first room, or a room shut from behind)?"""
    return begun(state) and (len(state["path"]) == 1 or blocked_behind(state))


def has_portcullis_behind(state: State) -> bool:
    room = current(state)
    return room is not None and any(cards.colour(c) == "black" for c in room["behind"])


def setback(state: State, why: str) -> str:
    """The player is set back: the most recent room goes to the Graveyard. Returns a log line;
    sets the result when the setback loses the game.

    "If you get set back while in the first room of your path (10 or 2), the game is lost", and
    "the player cannot be set back past the point where a Portcullis is placed"; the list of
    losses names a Chasm "placed directly behind their current Path card" too. With no Path yet
    there is nothing to lose (S-16).
    """
    room = current(state)
    if room is None:
        return f"{why}, but there is no Path yet to be set back on."
    if len(state["path"]) == 1:
        return end(state, "lost", f"{why} in the first room of the Path")
    if room["behind"]:
        shut = "a Portcullis" if has_portcullis_behind(state) else "a Chasm"
        return end(state, "lost", f"{why} with {shut} behind the current room")
    remove_current(state)
    return f"{why}: set back, the {cards.name(room['cards'][0])} room is lost to the Graveyard."


def remove_current(state: State) -> None:
    """Take the current room off the Path, with any Chasms in front of it, into the Graveyard."""
    room = state["path"].pop()
    bury(state, *room["cards"], *room["ahead"], *room["crossed"], *room["behind"])
    if not state["path"]:
        state["direction"] = 0        # S-15: the next 10 or 2 begins the Path afresh, either way


def end(state: State, result: str, how: str) -> str:
    """End the game (the first end stands)."""
    if not state["result"]:
        state["result"], state["how"] = result, how
    return f"The game is {'won' if result == 'won' else 'lost'}: {how}."
