"""Asking the plugins a registration hook through pluggy, one plugin at a time.

A ``HookCaller`` asks every plugin in one call, and one that raises aborts the call for all.
The host must instead hear each plugin's answer on its own, so that one failing plugin is
reported and left out while the others still load. It therefore calls the hook once per
answering plugin through ``pm.subset_hook_caller`` with the other answering plugins removed.
That is still pluggy's own call: ``pm.enable_tracing()``, ``pm.add_hookcall_monitoring`` and
the plugins' hook wrappers (kept in every subset) see every call, as they would a plain one.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any, Iterator

import pluggy

from .engine.plugin_guard import PLUGIN_CALL_BUDGET_S


@dataclass(frozen=True)
class Answer:
    """What one plugin answered to a hook: its ``value``, or the ``error`` it raised."""

    plugin: str
    value: Any = None
    error: Exception | None = None


def answers(pm: pluggy.PluginManager, hook_name: str, budget: float = PLUGIN_CALL_BUDGET_S) -> Iterator[Answer]:
    """Each plugin's answer to the hook ``hook_name`` (no arguments), in pluggy's registration order.

    A plugin that takes longer than ``budget`` seconds to answer (the plugins' one call budget) is
    not waited for: its answer is a ``TimeoutError`` naming it, and it is blocked in ``pm`` for the
    rest of the run, so one slow listing delays no command more than once.
    """
    answering = [impl for impl in getattr(pm.hook, hook_name).get_hookimpls()
                 if not (impl.wrapper or impl.hookwrapper)]
    for impl in answering:
        others = [other.plugin for other in answering if other is not impl]
        call = pm.subset_hook_caller(hook_name, remove_plugins=others)
        outcome = _within(call, budget)
        if outcome is None:
            pm.unregister(impl.plugin)
            pm.set_blocked(impl.plugin_name)
            yield Answer(impl.plugin_name, error=TimeoutError(f"took more than {budget:g} s to answer {hook_name}(); "
                                                              "left out for this run"))
        elif isinstance(outcome[1], Exception):
            yield Answer(impl.plugin_name, error=outcome[1])
        else:
            yield Answer(impl.plugin_name, value=_only(outcome[0]))


def _within(call: Any, budget: float) -> tuple[Any, Exception | None] | None:
    """``call()``'s (result, error), or None if it did not return within ``budget`` seconds. It runs
    in a daemon thread: the host cannot stop a plugin's call, but need not wait for it."""
    outcome: list[tuple[Any, Exception | None]] = []

    def run() -> None:
        try:
            outcome.append((call(), None))
        except Exception as exc:  # a plugin may fail in any way; the host reports it and goes on
            outcome.append((None, exc))

    worker = threading.Thread(target=run, name="landlord plugin listing", daemon=True)
    worker.start()
    worker.join(budget)
    return outcome[0] if outcome else None


def _only(results: Any) -> Any:
    """The one plugin's answer in pluggy's list of results (pluggy leaves out a None answer)."""
    if isinstance(results, list) and len(results) <= 1:
        return results[0] if results else None
    return results          # a hook wrapper gave something else: the host judges it as the answer
