"""The one place that finds the game's data folders, from any working directory.

In a source checkout (or an editable install) they are the top-level ``rules/`` and
``assets/`` folders; in an installed wheel they ship inside the package as
``landlord/_rules`` and ``landlord/_assets`` (see pyproject.toml).
"""
from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_dir(name: str) -> Path:
    """``rules`` or ``assets``: the installed copy if present, else the source tree's."""
    installed = _PACKAGE / f"_{name}"
    return installed if installed.is_dir() else _PACKAGE.parent / name


def rules_dir() -> Path:
    return data_dir("rules")


def assets_dir() -> Path:
    return data_dir("assets")


def default_rules_path() -> Path:
    return rules_dir() / "landlords-1906.toml"
