"""The plugin manager and the registries of installed jail games, house rules and commands.

One plugin manager per process, :func:`installed_plugin_manager`, built on first use by
:func:`make_plugin_manager`; plugins come from the ``landlord`` entry-point group, exactly as a
third-party package registers its own. Every hook is called through pluggy
(``plugin_calls.answers``), so its tracing and monitoring see each call. A plugin that fails to
load or to answer is reported, never fatal.
"""
from __future__ import annotations

import functools
import importlib.metadata
import logging
import os
import sys
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Iterator, Mapping

import pluggy

from . import hookspecs
from .command_api import command_problem
from .engine import Engine
from .engine.classic_jail import CLASSIC_ID, ClassicJail
from .engine.contract import missing_members
from .engine.rules import Rules
from .engine.house_api import POINTS, TRIGGERS, HouseRule, interest_problem
from .engine.jail_api import PLUGIN_API_VERSION, JailGame
from .engine.plugin_guard import WarnOnce
from .plugin_calls import answers

log = logging.getLogger("landlord.plugins")

ENTRY_POINT_GROUP = "landlord"
#: Set this environment variable (to anything but empty) to have pluggy trace every hook call of
#: the process's plugin manager on standard error: which plugin was asked, and what it answered.
TRACE_ENV = "LANDLORD_TRACE_PLUGINS"


def make_plugin_manager(*, entrypoints: bool = True, extra: Iterable[object] = ()) -> pluggy.PluginManager:
    """A fresh plugin manager with the hook specs, installed plugins and ``extra`` ones.

    The game itself uses the one :func:`installed_plugin_manager`; a fresh one is for tests and
    scripts that add plugins of their own.

    :param entrypoints: load plugins installed under the ``landlord`` entry-point group.
    :param extra: plugin objects or modules to register too (tests, scripts).
    """
    pm = pluggy.PluginManager("landlord")
    pm.add_hookspecs(hookspecs)
    #: The package each plugin came from, by plugin name, to name both when two claim one id.
    distributions: dict[str, str] = {}
    setattr(pm, "landlord_distributions", distributions)
    if entrypoints:
        for ep in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP):
            if pm.get_plugin(ep.name) is not None or pm.is_blocked(ep.name):
                continue
            dist = getattr(ep, "dist", None)
            distributions[ep.name] = f"the package {dist.name!r} {dist.version}" if dist is not None else ep.value
            try:
                pm.register(ep.load(), name=ep.name)
            except Exception as exc:  # a broken third-party package must not stop the game
                log.warning("plugin %r (%s) could not be loaded: %s", ep.name, ep.value, exc)
    for plugin in extra:
        if not pm.is_registered(plugin):      # already installed through its entry point
            pm.register(plugin)
    while True:
        try:
            pm.check_pending()
            return pm
        except pluggy.PluginValidationError as exc:  # e.g. a misspelt hook name: leave that plugin out
            log.warning("plugin %r was left out: %s", pm.get_name(exc.plugin), exc)
            pm.unregister(exc.plugin)


@functools.cache
def installed_plugin_manager() -> pluggy.PluginManager:
    """The process's one plugin manager, with the installed plugins: built on first use and shared
    by the command line, the simulator, the report and the window (a worker process of the
    simulator is sent its engine, and builds none).

    Plugins are installed before a program starts, so one manager serves the whole run. A test
    that pretends a package was installed meanwhile calls ``installed_plugin_manager.cache_clear()``
    before and after (or replaces this function for the test's duration); one that only needs
    extra plugins builds its own with ``make_plugin_manager(extra=[...])``.
    """
    pm = make_plugin_manager()
    if os.environ.get(TRACE_ENV):
        pm.trace.root.setwriter(sys.stderr.write)
        pm.enable_tracing()
    return pm


class PluginProblem(str):
    """One problem with a plugin, as the line that reports it ("plugin 'x': ..."), knowing which
    plugin it was (``plugin``) and what is wrong (``reason``), so a listing can show it by name."""

    plugin: str
    reason: str

    def __new__(cls, plugin: str, reason: str, joiner: str = ": ") -> PluginProblem:
        line = super().__new__(cls, f"plugin {plugin!r}{joiner}{reason}")
        line.plugin, line.reason = plugin, reason
        return line


@dataclass
class JailRegistry:
    """Jail games by id, and what went wrong while collecting them."""

    games: dict[str, JailGame] = field(default_factory=dict)
    problems: list[PluginProblem] = field(default_factory=list)
    #: The plugin that offered each game, by the game's id.
    offered_by: dict[str, str] = field(default_factory=dict)

    def get(self, game_id: str) -> JailGame:
        return self.games[game_id]


#: Ids no plugin may take: the 1906 jail belongs to the engine, which falls back on it.
RESERVED_IDS = frozenset({CLASSIC_ID})


def collect_jail_games(pm: pluggy.PluginManager) -> JailRegistry:
    """Ask every plugin for its jail games; keep the well-formed ones, report the rest once each.

    The engine's own 1906 jail is always there as ``classic``; a plugin offering a game under a
    reserved id is refused (only the built-in plugin may offer the engine's own jail there).
    """
    registry = JailRegistry()
    _register(pm, "landlord_jail_games", "jail game", lambda game: _registration_problem(game, registry),
              registry.games, registry.offered_by, registry.problems)
    registry.games[CLASSIC_ID] = ClassicJail()
    for problem in registry.problems:
        log.warning(problem)
    return registry


def _register(pm: pluggy.PluginManager, hook_name: str, what: str, problem_of: Callable[[Any], str | None],
              into: dict[str, Any], offered_by: dict[str, str], problems: list[PluginProblem]) -> None:
    """Keep each object the plugins offer through ``hook_name`` by its id, unless ``problem_of`` says
    why not. An id claimed by two plugins is never settled by the order they were found in: both
    are refused, in one line naming both distributions."""
    offers = list(_offered(pm, hook_name, what, problems))
    claimants: dict[str, list[str]] = {}
    for name, item in offers:
        item_id = getattr(item, "id", None)
        if isinstance(item_id, str) and name not in claimants.setdefault(item_id, []):
            claimants[item_id].append(name)
    # A reserved id is the engine's own: an impostor there is refused as such (``problem_of``).
    contested = {item_id: names for item_id, names in claimants.items() if len(names) > 1 and item_id not in RESERVED_IDS}
    for item_id, names in contested.items():
        packages = " and ".join(_distribution(pm, name) for name in names)
        problems.append(PluginProblem(names[0], f"{what} id {item_id!r} is claimed by {packages}; neither is used "
                                                "(uninstall one)"))
    for name, item in offers:
        if getattr(item, "id", None) in contested:
            continue
        problem = problem_of(item)
        if problem:
            problems.append(PluginProblem(name, problem))
        else:
            into[item.id] = item
            offered_by[item.id] = name


def _distribution(pm: pluggy.PluginManager, plugin_name: str) -> str:
    """The installed distribution (package) a plugin came from, as ``'name' (version)``, or the
    plugin's own name for one registered by hand."""
    distribution = getattr(pm, "landlord_distributions", {}).get(plugin_name)
    return f"{distribution} (plugin {plugin_name!r})" if distribution else f"plugin {plugin_name!r}"


def _offered(pm: pluggy.PluginManager, hook_name: str, what: str, problems: list[PluginProblem], *,
             may_offer_none: bool = False) -> Iterator[tuple[str, Any]]:
    """Each (plugin name, object) the plugins' implementations of ``hook_name`` offer, a list each;
    a plugin that fails to answer, or answers with something else than a list (or an empty one,
    unless ``may_offer_none``), is reported and left out."""
    for answer in answers(pm, hook_name):
        name, offered = answer.plugin, answer.value
        if answer.error is not None:
            problems.append(PluginProblem(name, f"failed to list its {what}s: {answer.error} "
                                                f"({type(answer.error).__name__})", joiner=" "))
            continue
        if may_offer_none and offered is None:
            continue
        if isinstance(offered, (str, bytes)) or not isinstance(offered, (list, tuple)):
            problems.append(PluginProblem(name, f"{hook_name}() must return a list of {what}s, "
                                                f"not {type(offered).__name__}"))
            continue
        if not offered and not may_offer_none:
            problems.append(PluginProblem(name, f"{hook_name}() returned no {what}"))
        for item in offered:
            yield name, item


def _registration_problem(game: object, registry: JailRegistry) -> str | None:
    """Why this jail game cannot be registered, or None."""
    missing = missing_members(game, JailGame)
    if missing:
        return f"a jail game ({type(game).__name__}) lacks {', '.join(missing)}"
    game_id = getattr(game, "id")
    if not isinstance(game_id, str) or not game_id:
        return f"a jail game ({type(game).__name__}) has no text id"
    for attribute in ("title", "version"):
        if not isinstance(getattr(game, attribute), str):
            return f"jail game {game_id!r}: its {attribute} must be text, not {type(getattr(game, attribute)).__name__}"
    if not isinstance(getattr(game, "business_while_jailed"), bool):
        return (f"jail game {game_id!r}: business_while_jailed must be True or False, not "
                f"{type(getattr(game, 'business_while_jailed')).__name__}")
    api = getattr(game, "api_version", PLUGIN_API_VERSION)
    if isinstance(api, bool) or not isinstance(api, int) or not 1 <= api <= PLUGIN_API_VERSION:
        return (f"jail game {game_id!r} is built for plugin API version {api!r}; this game supports "
                f"versions 1 to {PLUGIN_API_VERSION} (update the game, or the plugin)")
    if game_id in RESERVED_IDS and type(game) is not ClassicJail:
        return (f"jail game id {game_id!r} is reserved for the game's own 1906 jail; "
                f"{type(game).__module__}.{type(game).__name__} was refused")
    if game_id in registry.games:
        return f"jail game id {game_id!r} is already taken"
    return None


# -- a jail game's optional words, asked for the people at the table ----------------------------------
#: The optional members through which a jail game speaks to people, and the answer each must give:
#: text, or for ``rules_card`` a list of text. They are optional (no API version asks for them).
JAIL_WORDS = {"describe_option": str, "explain_option": str, "rules_card": list, "stay_summary": str}
#: The failures of plugins' words warned of while the program runs (jail games' here, house
#: rules' in the window): each is said once.
WORDS_WARNINGS = WarnOnce()


def jail_words(game: Any, member: str, *args: Any) -> Any:
    """What ``game``'s optional ``member`` (one of :data:`JAIL_WORDS`) answers to ``args``, or None
    when the game offers no such member, or it raises, or it answers with something else than
    text (a list of text for ``rules_card``; an empty answer counts as none).

    Words are a help, never a reason to stop a game: a failure is logged once per jail game and
    member while the program runs (logger ``landlord.plugins``), and the caller uses its own words.
    """
    call = getattr(game, member, None)
    if call is None:
        return None
    kind = JAIL_WORDS[member]
    try:
        answer = call(*args)
        if not isinstance(answer, kind) or kind is list and not all(isinstance(line, str) for line in answer):
            raise TypeError(f"it answered {type(answer).__name__}, not {'a list of text' if kind is list else 'text'}")
    except Exception as exc:  # a plugin may fail in any way; its words are simply not used
        game_id = str(getattr(game, "id", type(game).__name__))
        WORDS_WARNINGS(("jail game", game_id, member), log, "jail game %r: %s() failed (%s: %s); the game's own "
                       "words are used instead", game_id, member, type(exc).__name__, exc)
        return None
    return answer or None


def installed_jail_games() -> JailRegistry:
    """The jail games of the installed plugins (the process's plugin manager)."""
    return collect_jail_games(installed_plugin_manager())


# -- house rules ----------------------------------------------------------------------------------
@dataclass
class HouseRegistry:
    """House rules by id, and what went wrong while collecting them."""

    rules: dict[str, HouseRule] = field(default_factory=dict)
    problems: list[PluginProblem] = field(default_factory=list)
    offered_by: dict[str, str] = field(default_factory=dict)


#: The first plugin API version that has house rules.
HOUSE_RULES_SINCE = 2


def collect_house_rules(pm: pluggy.PluginManager) -> HouseRegistry:
    """Ask every plugin for its house rules; keep the well-formed ones, report the rest once each."""
    registry = HouseRegistry()
    _register(pm, "landlord_house_rules", "house rule", lambda rule: _house_rule_problem(rule, registry),
              registry.rules, registry.offered_by, registry.problems)
    for problem in registry.problems:
        log.warning(problem)
    return registry


def _house_rule_problem(rule: object, registry: HouseRegistry) -> str | None:
    """Why this house rule cannot be registered, or None."""
    missing = missing_members(rule, HouseRule)
    if missing:
        return f"a house rule ({type(rule).__name__}) lacks {', '.join(missing)}"
    rule_id = getattr(rule, "id")
    if not isinstance(rule_id, str) or not rule_id or not rule_id.replace("-", "").replace("_", "").isalnum():
        return f"a house rule ({type(rule).__name__}) needs an id of letters, digits, '-' and '_'"
    for attribute in ("title", "version"):
        if not isinstance(getattr(rule, attribute), str):
            return f"house rule {rule_id!r}: its {attribute} must be text"
    api = getattr(rule, "api_version")
    if isinstance(api, bool) or not isinstance(api, int) or not HOUSE_RULES_SINCE <= api <= PLUGIN_API_VERSION:
        return (f"house rule {rule_id!r} is built for plugin API version {api!r}; house rules need versions "
                f"{HOUSE_RULES_SINCE} to {PLUGIN_API_VERSION}")
    for member, known in (("triggers", tuple(TRIGGERS)), ("points", POINTS)):
        problem = interest_problem(rule, member, known)
        if problem:
            return f"house rule {rule_id!r}: {problem}"
    if rule_id in registry.rules:
        return f"house rule id {rule_id!r} is already taken"
    return None


def installed_house_rules() -> HouseRegistry:
    """The house rules of the installed plugins (the process's plugin manager)."""
    return collect_house_rules(installed_plugin_manager())


def installed_engine(rules: Rules, games: Mapping[str, JailGame] | None = None,
                     house_rules: Mapping[str, HouseRule] | None = None) -> Engine:
    """The engine the game's commands and window play with: ``rules``, every installed jail game
    (or ``games``) and house rule (or ``house_rules``), and the jail games' calls timed against
    their budget (``jail_host.PLUGIN_CALL_BUDGET_S``), which the pure engine cannot do by itself."""
    pm = installed_plugin_manager()
    return Engine(rules, collect_jail_games(pm).games if games is None else games, clock=time.perf_counter,
                  house_rules=collect_house_rules(pm).rules if house_rules is None else house_rules)


def installed_commands(pm: pluggy.PluginManager | None = None) -> tuple[dict[str, Any], list[PluginProblem]]:
    """The commands installed plugins (or ``pm``'s) add to ``landlord``, by name, and the problems met.
    A plugin may offer no command (None or an empty list)."""
    commands: dict[str, Any] = {}
    problems: list[PluginProblem] = []
    for name, command in _offered(pm or installed_plugin_manager(), "landlord_commands", "command", problems,
                                  may_offer_none=True):
        problem = command_problem(command) or (
            f"command {command.name!r} is already taken" if command.name in commands else None)
        if problem:
            problems.append(PluginProblem(name, problem))
        else:
            commands[command.name] = command
    for problem in problems:
        log.warning(problem)
    return commands, problems
