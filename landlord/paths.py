"""The one place that finds the game's folders, from any working directory.

The game's own data: in a source checkout (or an editable install) the top-level ``rules/`` and
``assets/`` folders; in an installed wheel they ship inside the package as ``landlord/_rules``
and ``landlord/_assets`` (see pyproject.toml). The user's data (saves, autosaves): the platform's
per-user data folder, or ``$LANDLORD_DATA_DIR``, with one folder each for saves, the window's
autosaves and headless play's autosave.
"""
from __future__ import annotations

import os
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _packaged(name: str) -> Path:
    """``rules`` or ``assets``: the installed copy if present, else the source tree's."""
    installed = _PACKAGE / f"_{name}"
    return installed if installed.is_dir() else _PACKAGE.parent / name


def rules_dir() -> Path:
    return _packaged("rules")


def assets_dir() -> Path:
    return _packaged("assets")


def default_rules_path() -> Path:
    return rules_dir() / "landlords-1906.toml"


APP_NAME = "landlords-game"
#: Set this environment variable to keep the user's data somewhere else (tests, portable installs).
DATA_DIR_ENV = "LANDLORD_DATA_DIR"


def user_data_dir() -> Path:
    """Where saves and autosaves live: ``$LANDLORD_DATA_DIR`` if set, else the user's data folder."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    import platformdirs
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    """The window's saves (F5), one file each; the Load screen lists them."""
    return user_data_dir() / "saves"


def autosaves_dir() -> Path:
    """The window's autosaves, one file per game (``landlord.autosaves``); Continue picks from here."""
    return user_data_dir() / "autosaves"


def headless_dir() -> Path:
    """Autosaves of play without a window (``landlord play --quit-after``, computer seats only):
    kept apart, so a headless run never replaces a game played in the window."""
    return user_data_dir() / "headless"


def shown_path(path: Path) -> str:
    """``path`` as a person reads it: the home folder written ``~``."""
    try:
        return str(Path("~") / path.relative_to(Path.home()))
    except (ValueError, RuntimeError):      # not under home, or no home known
        return str(path)
