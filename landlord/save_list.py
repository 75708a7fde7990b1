"""The saved games a player can find: every save and autosave in the data folder, newest first.

The window's Load screen and its Continue entry read this list. Each file's header is read
(:func:`landlord.save_file.read_header`: set-up, seats, position, when it was saved); no game
is replayed, so a folder of long games lists at once. A file that cannot be read is listed
with one short reason and never hides the others; loading it later says the whole reason.

The folders (``landlord.paths``): ``saves/`` (F5 in the window), ``autosaves/`` (one file per
game played in the window, ``landlord.autosaves``) and, from versions that kept a single
autosave, ``autosave.toml``. Headless play's autosave (``headless/``) is not listed: it is the
command line's, and ``landlord play --load`` opens it.
"""
from __future__ import annotations

import datetime as _dt
import logging
from dataclasses import dataclass
from pathlib import Path

from .paths import autosaves_dir, saves_dir, user_data_dir
from .save_file import SaveError, SaveHeader, read_header

__all__ = ["AUTOSAVE", "MOST_LISTED", "OLD_AUTOSAVE", "SAVE", "SaveEntry", "read_entry", "save_files",
           "saved_games"]

log = logging.getLogger("landlord.saves")

#: What kind of file an entry is.
SAVE, AUTOSAVE, OLD_AUTOSAVE = "save", "autosave", "older autosave"
#: The window's autosaves are named ``game-<id>.toml`` (``landlord.autosaves``).
AUTOSAVE_GLOB = "game-*.toml"
#: Where versions before per-game autosaves kept their one autosave (listed, never written now).
OLD_AUTOSAVE_NAME = "autosave.toml"
#: The newest files listed; older ones are left on disk and counted, not read.
MOST_LISTED = 60
#: A reason longer than this is cut (the Load screen has one line for it).
REASON_CHARS = 200


@dataclass(frozen=True)
class SaveEntry:
    """One file of the list: its header, or why it cannot be read."""

    path: Path
    kind: str                          # SAVE, AUTOSAVE or OLD_AUTOSAVE
    when: _dt.datetime                 # saved_at, else the file's modification time (aware)
    header: SaveHeader | None = None
    problem: str | None = None         # one short reason, when the header cannot be read

    @property
    def readable(self) -> bool:
        return self.header is not None

    @property
    def over(self) -> bool:
        return self.header is not None and self.header.over


def save_files() -> list[tuple[Path, str]]:
    """Every save and window autosave in the data folder, with its kind, newest modified first."""
    found: list[tuple[Path, str]] = []
    for folder, pattern, kind in ((saves_dir(), "*.toml", SAVE), (autosaves_dir(), AUTOSAVE_GLOB, AUTOSAVE)):
        if folder.is_dir():
            found += [(p, kind) for p in folder.glob(pattern)]
    old = user_data_dir() / OLD_AUTOSAVE_NAME
    if old.exists():
        found.append((old, OLD_AUTOSAVE))
    return sorted(found, key=lambda pk: _modified(pk[0]), reverse=True)


def saved_games(most: int = MOST_LISTED) -> list[SaveEntry]:
    """The newest ``most`` files of :func:`save_files`, read, newest saved first."""
    entries = [read_entry(path, kind) for path, kind in save_files()[:most]]
    return sorted(entries, key=lambda e: (e.when, _modified(e.path)), reverse=True)


def read_entry(path: Path, kind: str = SAVE) -> SaveEntry:
    """The entry for one file; never raises for what is in (or wrong with) the file."""
    modified = _dt.datetime.fromtimestamp(_modified(path) / 1e9, _dt.timezone.utc)
    try:
        header = read_header(path)
    except SaveError as exc:
        reason = f"{exc.key}: {exc.problem}" if exc.key else exc.problem
        return SaveEntry(path, kind, modified, problem=_short(reason))
    except Exception as exc:  # noqa: BLE001 -- one odd file must never hide the others
        log.warning("%s: cannot be listed (%s: %s)", path, type(exc).__name__, exc)
        return SaveEntry(path, kind, modified, problem=f"cannot be read ({type(exc).__name__})")
    return SaveEntry(path, kind, header.saved_at or modified, header=header)


def _short(reason: str) -> str:
    line = reason.splitlines()[0] if reason else "cannot be read"
    return line if len(line) <= REASON_CHARS else line[:REASON_CHARS - 3] + "..."


def _modified(path: Path) -> int:
    """Modification time in nanoseconds; 0 for a file that has gone or cannot be looked at."""
    try:
        return path.stat().st_mtime_ns
    except (OSError, ValueError):
        return 0
