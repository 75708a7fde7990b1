"""How a saved game is told on screen: when, where the game stood, who plays, which rules.

The Load screen and the Continue entry say the same things the same way. Everything comes from
a save's header (``landlord.save_list``), so nothing is replayed to describe a game. ``fit``
cuts a line to a width with an ellipsis, so no text runs out of its row at any window size.
"""
from __future__ import annotations

import datetime as _dt
from typing import Any, Sequence

from ..save_file import SaveHeader, Seat
from ..save_list import AUTOSAVE, OLD_AUTOSAVE, SaveEntry

ELLIPSIS = "..."         # as theme.fitted shortens labels
KIND_TAGS = {AUTOSAVE: "Autosave", OLD_AUTOSAVE: "Autosave (older version)"}
STARTS = {"deal": "dealt start", "beginners": "beginners' hands", "monarch": "Monarch of the World"}


def when_text(when: _dt.datetime, now: _dt.datetime | None = None) -> str:
    """``Today, 16:32``, ``Yesterday, 09:05`` or ``Sat 21 Nov 2026, 16:32``, in local time."""
    local = when.astimezone()
    today = (now or _dt.datetime.now(_dt.timezone.utc)).astimezone().date()
    if local.date() == today:
        day = "Today"
    elif local.date() == today - _dt.timedelta(days=1):
        day = "Yesterday"
    else:
        day = f"{local:%a} {local.day} {local:%b %Y}"
    return f"{day}, {local:%H:%M}"


def position_text(header: SaveHeader) -> str:
    """``Round 12, Ann to play`` (or ``Round 28, game over``)."""
    where = f"Round {header.position['round']}"
    if header.over:
        return f"{where}, game over"
    turn = header.position["turn"]
    return f"{where}, {header.seats[turn].name} to play" if 0 <= turn < len(header.seats) else where


def seat_text(seat: Seat) -> str:
    """A seat's name, and for a computer seat which player plays it."""
    if seat.kind == "human":
        return seat.name
    if seat.kind in ("heuristic", "ai"):
        return f"{seat.name} (computer)"
    return f"{seat.name} (computer, {seat.kind})"


def seats_text(seats: Sequence[Seat]) -> str:
    return ", ".join(seat_text(s) for s in seats)


def rules_text(header: SaveHeader, app: Any) -> str:
    """The rules (their title when they are the window's), the start, and what differs from 1906."""
    title = app.rules.title if header.rules_id == app.rules.id else f"rules {header.rules_id}"
    parts = [title, STARTS.get(header.setup.get("start", ""), str(header.setup.get("start", "")))]
    if header.setup.get("single_tax"):
        parts.append("Single Tax from the start")
    if header.single_tax_at is not None:         # still to come: a save made after the vote has none
        parts.append(f"Single Tax put to the vote in round {header.single_tax_at}")
    if not header.setup.get("advanced", True):
        parts.append("advanced rules off")
    if "from_position" in header.setup:
        parts.append("from a position")
    house = house_rules_text(header, app)
    if house:
        parts.append(house)
    return ", ".join(parts)


def house_rules_text(header: SaveHeader, app: Any) -> str:
    """``house rules: Central Park jackpot, Haggling`` (by title when installed here), or "" for a
    game without them."""
    chosen = header.setup.get("house_rules") or ()
    if not chosen:
        return ""
    installed = getattr(getattr(app, "engine", None), "house_rules", {}) or {}
    named = []
    for rule_id in chosen:
        title = getattr(installed.get(rule_id), "title", None)
        named.append(" ".join(title.split()) if isinstance(title, str) and title.strip()
                     else f"{rule_id} (not installed)")
    return f"house rule{'s' if len(named) > 1 else ''}: {', '.join(named)}"


def jail_text(header: SaveHeader, app: Any) -> str:
    """The jail game by its title, or its id and that it is missing here."""
    game = app.registry.games.get(header.jail_id)
    return f"jail: {game.title}" if game is not None else f"jail: {header.jail_id} (not installed)"


def entry_tag(entry: SaveEntry) -> str:
    """``Autosave`` or the file's name (saves made with F5 are named by their date)."""
    return KIND_TAGS.get(entry.kind, entry.path.name)


def summary(entry: SaveEntry, app: Any, now: _dt.datetime | None = None) -> str:
    """One line for the Continue entry: where the game stood, who plays, when it was saved."""
    header = entry.header
    assert header is not None, "only a readable save has a summary"
    return f"{position_text(header)}  \u00b7  {seats_text(header.seats)}  \u00b7  saved {when_text(entry.when, now)}"


def fit(text: str, font: Any, width: int) -> str:
    """``text`` if it fits ``width`` pixels in ``font``; else as much as fits, then an ellipsis."""
    if font.size(text)[0] <= width:
        return text
    lo, hi = 0, len(text)
    while lo < hi:                   # the longest start that fits with the ellipsis
        mid = (lo + hi + 1) // 2
        if font.size(text[:mid].rstrip() + ELLIPSIS)[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    shown = text[:lo].rstrip() + ELLIPSIS
    return shown if font.size(shown)[0] <= width else ""
