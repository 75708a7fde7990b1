"""Autosaves: one file per game played in the window, the newest few kept; headless play's apart.

A game is autosaved at the start of every turn, and once more when it ends (so the Continue entry
can tell a finished game from one left half-played). Where:

* **the window**: ``autosaves/game-<id>.toml`` in the data folder, one file per game. The id is
  :func:`game_key`, a digest of what began the game (seed, players' names, set-up options, the
  position it started from), so a game keeps its file when it is saved, loaded, continued or
  undone, and two games never share one. After each write, only the :data:`AUTOSAVES_KEPT`
  newest files are kept.
* **headless play** (``landlord play`` without a window: computer seats only, or ``--quit-after``):
  one file, ``headless/autosave.toml``, replaced by each run. The Load screen and Continue never
  look there, so a script or a long simulation cannot push a person's game out of the window's
  autosaves. (``landlord simulate`` autosaves nothing.)

Nothing here replays a game: :func:`latest_unfinished` reads headers only
(``landlord.save_list``). Every folder comes from ``landlord.paths``.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Sequence

from .engine import Engine, GameState
from .game_record import setup_of
from .paths import autosaves_dir, headless_dir
from .save_file import SaveError
from .save_list import AUTOSAVE, AUTOSAVE_GLOB, SaveEntry, read_entry
from .saves import save_game

__all__ = ["AUTOSAVES_KEPT", "Autosaver", "autosave", "autosave_path", "game_key", "headless_autosave_path",
           "latest_unfinished", "prune", "window_autosaves"]

#: How many games' autosaves the window keeps: the game being played and the four before it. A
#: person who leaves a game for a few others can still find it, and the folder stays small (a
#: whole game is tens of kilobytes) and fits the Load screen beside the saves made with F5.
AUTOSAVES_KEPT = 5
HEADLESS_NAME = "autosave.toml"


def game_key(state: GameState) -> str:
    """Twelve hexadecimal digits that name a game: a digest of the seed, the players' names and
    the set-up (``game_record.setup_of``, with any position the game began from). Every state of
    one game has the same key; a game started afresh with another seed has another."""
    identity = {"seed": state.seed, "players": [p.name for p in state.players], "setup": setup_of(state)}
    text = json.dumps(identity, sort_keys=True, separators=(",", ":"), ensure_ascii=True, default=sorted)
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:12]


def autosave_path(state: GameState) -> Path:
    """The window's autosave file of this game."""
    return autosaves_dir() / f"game-{game_key(state)}.toml"


def headless_autosave_path() -> Path:
    """The one autosave of headless play, which the window does not list."""
    return headless_dir() / HEADLESS_NAME


def window_autosaves() -> list[Path]:
    """The window's autosave files, newest modified first."""
    folder = autosaves_dir()
    files = [p for p in folder.glob(AUTOSAVE_GLOB) if p.is_file()] if folder.is_dir() else []
    return sorted(files, key=_modified, reverse=True)


def autosave(engine: Engine, state: GameState, kinds: Sequence[str] | None = None, *,
             headless: bool = False, single_tax_at: int | None = None, pace: str | None = None) -> Path:
    """Write the game's autosave (atomically, over its last one) and return its path; for the
    window, then remove all but the :data:`AUTOSAVES_KEPT` newest games' autosaves.
    ``single_tax_at``: the round the Single Tax is still to be put to the vote, if set; ``pace``:
    the window's computer pace, if it has one."""
    if headless:
        return save_game(headless_autosave_path(), engine, state, kinds, single_tax_at=single_tax_at)
    path = save_game(autosave_path(state), engine, state, kinds, single_tax_at=single_tax_at, pace=pace)
    prune(path)
    return path


def prune(keep: Path, most: int = AUTOSAVES_KEPT) -> list[Path]:
    """Remove the window's autosaves beyond the ``most`` newest; ``keep`` (just written) always
    stays. Returns what was removed. A file that cannot be removed is left (and tried again)."""
    others = [p for p in window_autosaves() if p != keep]
    removed = []
    for path in others[max(0, most - 1):]:
        try:
            path.unlink()
            removed.append(path)
        except OSError:             # gone already (another window pruned it) or not ours to remove
            pass
    return removed


def latest_unfinished(rules_id: str | None = None) -> SaveEntry | None:
    """The newest window autosave of a game that is not over (of these rules, if ``rules_id``
    is given), or None. Files whose header cannot be read are passed over."""
    entries = [read_entry(path, AUTOSAVE) for path in window_autosaves()]
    playable = [e for e in entries if e.header is not None and not e.header.over
                and (rules_id is None or e.header.rules_id == rules_id)]
    return max(playable, key=lambda e: (e.when, _modified(e.path)), default=None)


class Autosaver:
    """Calls :func:`autosave` once at the start of every turn, and once when the game ends.

    The window and the headless player call :meth:`notice` after every decision; it writes only
    when a new turn has begun (``state.turns_played`` changed), so a turn of business, an auction
    or a jail game is one autosave, not dozens. ``headless=True`` writes headless play's own
    file instead of the window's. A failing write is reported in :attr:`problem`, never fatal.
    """

    def __init__(self, kinds: Sequence[str] | None = None, *, headless: bool = False) -> None:
        self.kinds = list(kinds) if kinds is not None else None
        self.headless = headless
        self.last_turn: int | None = None
        self.ended = False
        self.problem: str | None = None
        self.path: Path | None = None

    def notice(self, engine: Engine, state: GameState, single_tax_at: int | None = None,
               pace: str | None = None) -> Path | None:
        """Autosave ``state`` if a turn has passed since the last autosave (or the game just
        ended); ``single_tax_at`` and ``pace`` as for :func:`autosave`."""
        if state.over:
            if self.ended:
                return None
            self.ended = True           # written once, so the game is known to be over
        elif state.turns_played == self.last_turn:
            return None
        self.last_turn = state.turns_played
        try:
            self.path = autosave(engine, state, self.kinds, headless=self.headless, single_tax_at=single_tax_at,
                                 pace=pace)
            self.problem = None
            return self.path
        except SaveError as exc:
            self.problem = str(exc)
            return None


def _modified(path: Path) -> int:
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return 0
