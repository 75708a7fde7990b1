"""What the engine needs to deal a new game, as one value: :class:`NewGame`.

The names at the table, the seed, the start (Rule 1's deal, beginners' hands or the Monarch of
the World), the jail game, the advanced rules, the end (wages drawn so many times, or a round
limit), the Single Tax from the start and the majority its vote needs, and the house rules with
their settings. A game started from a position (``Engine.start_from``) has that position instead
of a deal, and keeps it here too, so one value rebuilds any game.

It is the engine's part of ``landlord.game_setup.GameSetup``, which adds what the engine never
reads (who plays each seat, and the round at which the game driver puts the Single Tax to the
vote). The engine keeps it in ``state.options``; :func:`new_game_of` reads it back.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping

from .position import FROM_POSITION, began_from
from .state import GameState


@dataclass(frozen=True, slots=True)
class NewGame:
    """One game's set-up as the engine deals it (``Engine.new_game_from``).

    ``None`` for ``jail``, ``end_wages_times`` or ``round_limit`` means the rules file's.
    ``position``: the position the game was started from, if it was (then the deal options
    are not used: the position holds the names, seed, jail and the rest).
    """

    names: tuple[str, ...]
    seed: int
    start: str = "deal"
    jail: str | None = None
    advanced: bool = True
    monarch_seat: int = 0
    end_wages_times: int | None = None
    round_limit: int | None = None
    single_tax: bool = False             # the Single Tax from the start (adopted before the first throw)
    single_tax_majority: bool = False    # a Single Tax vote needs a majority, not just two votes
    house_rules: tuple[str, ...] = ()
    house_settings: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    position: Mapping[str, Any] | None = None

    @classmethod
    def from_options(cls, names: tuple[str, ...] | list[str], seed: int, options: Mapping[str, Any]) -> NewGame:
        """The set-up a save's ``[game]`` table (or :meth:`options`) describes: the ``new_game``
        keywords, and ``from_position`` for a game started from a position."""
        known = dict(options)
        position = known.pop(FROM_POSITION, None)
        if "house_rules" in known:
            known["house_rules"] = tuple(known["house_rules"])
        return cls(tuple(names), seed, **known, position=position)

    def options(self) -> dict[str, Any]:
        """The ``new_game`` keywords (names and seed apart) as a save's ``[game]`` table writes them:
        house rules only when chosen, ``from_position`` only for a game started from one."""
        written: dict[str, Any] = {
            "start": self.start, "jail": self.jail, "advanced": self.advanced, "monarch_seat": self.monarch_seat,
            "end_wages_times": self.end_wages_times, "round_limit": self.round_limit, "single_tax": self.single_tax,
            "single_tax_majority": self.single_tax_majority}
        if self.house_rules:             # only when chosen: a game without them saves as before
            written["house_rules"] = list(self.house_rules)
            written["house_settings"] = dict(self.house_settings)
        if self.position is not None:
            written[FROM_POSITION] = self.position
        return written

    def reseeded(self, seed: int) -> NewGame:
        """The same table with another seed (each game of a simulated run)."""
        return replace(self, seed=seed)


def new_game_of(state: GameState) -> NewGame:
    """The set-up that began ``state``, as the engine recorded it in ``state.options``."""
    o = state.options
    return NewGame(tuple(p.name for p in state.players), state.seed, start=o["start"],
                   jail=o.get("jail", state.jail_game), advanced=bool(o["advanced"]), monarch_seat=o["monarch_seat"],
                   end_wages_times=o["end_wages_times"], round_limit=o["round_limit"],
                   single_tax=bool(o.get("single_tax_from_start", False)),
                   single_tax_majority=bool(o.get("single_tax_majority", False)),
                   house_rules=tuple(o.get("house_rules") or ()),
                   house_settings=dict(o.get("house_settings", {}) or {}) if o.get("house_rules") else {},
                   position=began_from(state))
