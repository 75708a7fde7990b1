"""The comparisons the window has played, kept in the user's data folder so a second opening with
the same settings shows its result at once instead of playing the same games again.

A file is kept for each set of settings, named by a digest of its *key*: everything that decides
the games and the figures read from them. That is the plan (rule sets, games under each, seats
and their computer players, seed, jail game, end, house rules), the rules file (its id, version
and a digest of its bytes), each installed plugin and the package it came from, the engine (the
package's version, compiled or pure) and a digest of the source of the code that plays and
measures the games, so that a change to any of them is a different key. The file holds the key in
full beside the result, and is used only when its key is exactly the one asked for; a file that
cannot be read, parsed or checked is ignored (and played again), never shown and never fatal.
"""
from __future__ import annotations

import functools
import hashlib
import inspect
import json
import logging
from pathlib import Path
from typing import Any

from .. import __version__
from ..atomic_file import atomic_write
from ..engine import COMPILED, Engine
from ..paths import user_data_dir
from ..report.collect import ReportPlan
from ..save_file import SaveError
from .comparison import MEASURES, Comparison, DamagedComparison

log = logging.getLogger("landlord.ui")

#: Raised when what a cache file holds, or how the key is made, changes.
FORMAT = 2
#: The packages whose code plays or measures the games (the window's own drawing is left out:
#: changing how a result is drawn does not change the result).
_GAME_CODE = Path(__file__).resolve().parent.parent
_NOT_GAME_CODE = ("ui", "commands")


def comparisons_dir() -> Path:
    """Where the window keeps the comparisons it has played, one file each."""
    return user_data_dir() / "comparisons"


@functools.cache
def code_digest() -> str:
    """A digest of the source of the engine, the agents, the simulator, the report's arithmetic and
    the installed plugins: in a checkout the version stays the same while the code changes."""
    digest = hashlib.sha256()
    for root in [_GAME_CODE, *_plugin_folders()]:
        files = sorted(root.rglob("*.py")) if root.is_dir() else [root]
        for path in files:
            relative = path.relative_to(root) if root.is_dir() else Path(path.name)
            if root == _GAME_CODE and relative.parts[0] in _NOT_GAME_CODE:
                continue
            digest.update(str(relative).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def _plugin_folders() -> list[Path]:
    """Where each installed plugin's source is: its package's folder, or its module's file."""
    from ..plugin_host import installed_plugin_manager
    found = set()
    for plugin in installed_plugin_manager().get_plugins():
        module = inspect.getmodule(plugin)
        source = getattr(module, "__file__", None)
        if source:
            path = Path(source).resolve()
            found.add(path.parent if path.stem == "__init__" else path)
    return sorted(found)


def rules_digest(engine: Engine) -> str:
    """A digest of the rules file's bytes (of the rules as loaded, for rules made in memory)."""
    source = Path(engine.rules.source)
    try:
        return hashlib.sha256(source.read_bytes()).hexdigest()
    except OSError:
        return hashlib.sha256(repr(engine.rules).encode()).hexdigest()


def plugins_installed() -> dict[str, str]:
    """Each installed plugin and the package (with its version) it came from."""
    from ..plugin_host import installed_plugin_manager
    manager = installed_plugin_manager()
    return dict(sorted(getattr(manager, "landlord_distributions", {}).items()))


def cache_key(engine: Engine, plan: ReportPlan) -> dict[str, Any]:
    """Everything that decides a comparison's games and figures, as plain data. ``engine`` is the
    window's, with the rules file as it is: a lesson's changes to it are the plan's lesson's."""
    rules = engine.rules
    return {
        "format": FORMAT,
        "engine": {"version": __version__, "build": "compiled" if COMPILED else "pure", "code": code_digest()},
        "rules": {"id": rules.id, "version": rules.version, "digest": rules_digest(engine)},
        "plugins": plugins_installed(),
        "plan": {"regimes": [r.id for r in plan.regimes], "games": plan.games, "agents": list(plan.agents),
                 "seed": plan.seed, "jail": plan.jail, "end_wages_times": plan.end_wages_times, "lesson": plan.lesson,
                 "house_rules": list(plan.house_rules),
                 "house_settings": {rule: dict(settings) for rule, settings in plan.house_settings.items()}},
        "measures": list(MEASURES),
    }


def key_text(key: dict[str, Any]) -> str:
    return json.dumps(key, sort_keys=True, separators=(",", ":"), default=str)


def cache_path(key: dict[str, Any]) -> Path:
    name = hashlib.sha256(key_text(key).encode()).hexdigest()[:24]
    return comparisons_dir() / f"comparison-{name}.json"


def load(key: dict[str, Any]) -> Comparison | None:
    """The comparison kept for exactly ``key``, or None (none kept, another key, or a damaged file)."""
    path = cache_path(key)
    try:
        data = json.loads(path.read_bytes())
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        log.info("comparison %s ignored: %s", path, exc)
        return None
    if not isinstance(data, dict) or key_text(data.get("key", {})) != key_text(key):
        log.info("comparison %s ignored: it was played with other settings", path)
        return None
    try:
        return Comparison.from_data(data.get("result"))
    except DamagedComparison as exc:
        log.info("comparison %s ignored: %s", path, exc)
        return None


def store(key: dict[str, Any], comparison: Comparison) -> Path | None:
    """Keep ``comparison`` under ``key``; None (and a line in the log) if it cannot be written,
    which costs only a second playing next time."""
    path = cache_path(key)
    text = json.dumps({"key": key, "result": comparison.to_data()}, indent=1, default=str)
    try:
        atomic_write(path, text.encode())
    except SaveError as exc:
        log.warning("the comparison could not be kept: %s", exc)
        return None
    return path
