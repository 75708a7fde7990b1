"""How a game is set up, as one value: :class:`GameSetup`, built once and passed whole.

The command line (``landlord play``, ``simulate``, ``report``), the new-game screen and the saves
each build one, and everything downstream (the simulator, the game driver, the window's session,
the save writer) reads it rather than a list of keywords forwarded from hand to hand.

It wraps the engine's part, :class:`landlord.engine.NewGame` (names, seed, start, jail, end, the
Single Tax from the start and its majority, house rules and settings), and adds the two things
the engine never reads: who plays each seat (``"human"`` or an agent's name) and the round at which
the game driver puts the Single Tax to the vote. They are kept outside the engine's value because
the engine must not know agents exist, and because the vote round changes while the game is played
(the driver puts the vote once and then forgets the round), while the engine's part is fixed the
moment the game is dealt.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Sequence

from .driver import GameDriver, Seat, seat_names
from .engine import Engine, GameState, NewGame, new_game_of


@dataclass(frozen=True, slots=True)
class GameSetup:
    """Everything that starts a game: the engine's :class:`NewGame`, the seats' kinds, and the
    round at which the Single Tax is put to the vote (None: only if a player proposes it)."""

    game: NewGame
    kinds: tuple[str, ...]
    single_tax_at: int | None = None

    def __post_init__(self) -> None:
        if len(self.kinds) != len(self.game.names) and self.game.position is None:
            raise ValueError(f"{len(self.kinds)} seat kinds for {len(self.game.names)} players")

    @classmethod
    def for_seats(cls, kinds: Sequence[str], seed: int, *, names: Sequence[str] | None = None,
                  single_tax_at: int | None = None, **options: Any) -> GameSetup:
        """A new game for these seat kinds, named "Heuristic 1", "Player 2"... unless ``names``
        says otherwise; ``options`` are :class:`NewGame`'s."""
        names = tuple(names) if names is not None else tuple(seat_names(kinds))
        if "house_rules" in options:
            options["house_rules"] = tuple(options["house_rules"])
        return cls(NewGame(names, seed, **options), tuple(kinds), single_tax_at)

    @classmethod
    def of_state(cls, state: GameState, kinds: Sequence[str], single_tax_at: int | None = None) -> GameSetup:
        """The set-up that began ``state``, with the seats' kinds and the vote still to come."""
        return cls(new_game_of(state), tuple(kinds), single_tax_at)

    @property
    def seed(self) -> int:
        return self.game.seed

    @property
    def seats(self) -> list[Seat]:
        """The seats as the window and the saves name them (name and kind)."""
        return [Seat(name, kind) for name, kind in zip(self.game.names, self.kinds)]

    def reseeded(self, seed: int) -> GameSetup:
        """The same table with another seed (each game of a simulated run)."""
        return replace(self, game=self.game.reseeded(seed))

    def deal(self, engine: Engine) -> GameState:
        """The game this set-up begins, on ``engine``, waiting for its first decision."""
        return engine.new_game_from(self.game)

    def driver(self, engine: Engine, state: GameState, **kwargs: Any) -> GameDriver:
        """The game driver for ``state``, seated and scheduled as this set-up says."""
        return GameDriver(engine, state, self.kinds, single_tax_at=self.single_tax_at, **kwargs)
