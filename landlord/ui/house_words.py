"""The house rules as the window tells them: what each one is, the choices it offers at set-up,
the words of its options, the lines it gives for the players' panel, and who targets whom.

A house rule (``engine/house_api.py``) speaks for itself through its optional members
(``description``, ``seat_choice`` and its notes, ``switches``, ``help_text``, ``explain_option``) and its ``describe``; the
window knows no house rule by name. Words are a help, never a reason to stop a game: a member
that raises, or answers with something else than the contract says, is passed over (the window
then uses its own words) and the failure is logged once per rule and member while the program
runs (logger ``landlord.ui``).
"""
from __future__ import annotations

import logging
from typing import Any, Mapping, Sequence

from ..engine import Decision, Event, GameState
from ..engine import house_points
from ..engine.house_view import slot_copy, table_view
from ..house_setup import member, one_line, report
from ..plugin_host import WORDS_WARNINGS  # noqa: F401  (tests forget a warning through it)
from ..engine.house_modifiers import HOST
from ..engine.views import house_question

log = logging.getLogger("landlord.ui")

#: What a point's "let it stand" choice says when the decision gives it no words.
PASS_WORDS = "Done"


def _report(rule_id: str, member: str, why: str) -> None:
    """Log a house rule's failed words once while the program runs (logger ``landlord.ui``)."""
    report(rule_id, member, why, log)


# -- at set-up -------------------------------------------------------------------------------
def rule_title(rule: Any, rule_id: str) -> str:
    title = member(rule, rule_id, "title")
    return one_line(title) if isinstance(title, str) and title.strip() else rule_id


def rule_description(rule: Any, rule_id: str) -> str:
    """The rule's one line for the set-up screen (its optional ``description``), else its title."""
    text = member(rule, rule_id, "description")
    if isinstance(text, str) and text.strip():
        return one_line(text)
    if text is not None:
        _report(rule_id, "description", f"it is a {type(text).__name__}, not text")
    return rule_title(rule, rule_id)


def help_text(plugin: Any, plugin_id: str) -> list[str]:
    """A plugin's page of the Help screen (its optional ``help_text``: paragraphs), or []."""
    text = member(plugin, plugin_id, "help_text")
    if text is None:
        return []
    if isinstance(text, str) or not isinstance(text, Sequence) or not all(isinstance(p, str) for p in text):
        _report(plugin_id, "help_text", "it is not a list of paragraphs")
        return []
    return [one_line(p) for p in text if p.strip()]


# -- in play ------------------------------------------------------------------------------------
def chosen(state: GameState) -> list[str]:
    """The house rules the game was set up with."""
    return list(state.options.get("house_rules", ()) or ())


def active(state: GameState) -> list[str]:
    """The house rules still in play: chosen, and not switched off for failing."""
    disabled = state.plugin_data.get(HOST, {}).get("disabled", {})
    return [rule_id for rule_id in chosen(state) if rule_id not in disabled]


def house_choice(option: Any) -> tuple[str, str] | None:
    """``("dungeonopoly", "attack")`` for the choice ``"house:dungeonopoly:attack"``; None for any
    other option (``"house:pass"`` included)."""
    if not isinstance(option, str) or not option.startswith("house:") or option == house_points.PASS:
        return None
    parts = option.split(":", 2)
    return (parts[1], parts[2]) if len(parts) == 3 and parts[1] and parts[2] else None


def _labels(decision: Decision) -> Mapping[Any, Any]:
    labels = decision.context.get("labels") if isinstance(decision.context, Mapping) else None
    return labels if isinstance(labels, Mapping) else {}


def _humane(option_id: str) -> str:
    return option_id.replace("_", " ").replace("-", " ").strip().capitalize() or option_id


def option_words(decision: Decision, option: Any) -> str | None:
    """The words of a house rule's option in ``decision``, never its internal id: the decision's
    ``labels`` when it gives them; for a ``house:...`` choice without them, the option's id made
    readable. None when this is no house rule's option (the window's own words apply)."""
    labels = _labels(decision)
    if isinstance(option, str) and option.startswith("house:"):
        words = labels.get(option)
        if isinstance(words, str) and words.strip():
            return one_line(words)
        if option == house_points.PASS:
            return PASS_WORDS
        found = house_choice(option)
        return _humane(found[1]) if found else _humane(option[6:])
    if decision.kind.startswith("house."):
        words = labels.get(option) if _hashable(option) else None
        if words is None:
            words = labels.get(str(option))
        if isinstance(words, str) and words.strip():
            return one_line(words)
    return None


def _hashable(value: Any) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True


def chosen_words(choice: Any, house_rules: Mapping[str, Any]) -> str | None:
    """A house rule's choice already made (undo), without the decision: "Attack (Dungeonopoly)"."""
    if choice == house_points.PASS:
        return PASS_WORDS
    found = house_choice(choice)
    if found is None:
        return None
    rule_id, option = found
    return f"{_humane(option)} ({rule_title(house_rules.get(rule_id), rule_id)})"


def _rule_and_option(state: GameState, decision: Decision, option: Any) -> tuple[str, Any, Any] | None:
    """Whose option this is, the rule's own id for it, and the action held, if any."""
    question = house_question(state)
    held = question.held if question is not None else None
    found = house_choice(option)
    if found is not None:
        return found[0], found[1], held
    if decision.kind.startswith("house.") and option != house_points.PASS and question is not None \
            and question.rule is not None:
        return question.rule, option, held
    return None


def explain(engine: Any, state: GameState, decision: Decision, option: Any) -> str | None:
    """The rule's line under the button for ``option`` (its optional ``explain_option``), or None."""
    found = _rule_and_option(state, decision, option)
    if found is None:
        return None
    rule_id, own, held = found
    rule = engine.house_rules.get(rule_id)
    call = member(rule, rule_id, "explain_option")
    if call is None or rule_id not in active(state):
        return None
    try:
        table = table_view(_ctx(engine, state), decision.actor, rule_id, held)
        answer = call(table, slot_copy(state, rule_id), decision.actor, own)
        if not isinstance(answer, str):
            raise TypeError(f"it answered {type(answer).__name__}, not text")
    except Exception as exc:  # a plugin may fail in any way; its words are simply not used
        _report(rule_id, "explain_option()", f"{type(exc).__name__}: {exc}")
        return None
    return one_line(answer) or None


def _ctx(engine: Any, state: GameState) -> Any:
    from ..engine.context import Ctx
    return Ctx(engine, state)


def describe(engine: Any, state: GameState, seat: int) -> list[str]:
    """What each active house rule says about ``seat`` for the players' panel (``describe``)."""
    rules = active(state)
    if not rules:
        return []
    ctx = _ctx(engine, state)
    lines: list[str] = []
    for rule_id in rules:
        rule = engine.house_rules.get(rule_id)
        if rule is None:
            continue
        try:
            answer = rule.describe(table_view(ctx, seat, rule_id), slot_copy(state, rule_id),
                                   seat)
            if not isinstance(answer, (list, tuple)) or not all(isinstance(line, str) for line in answer):
                raise TypeError(f"it answered {type(answer).__name__}, not a list of text")
        except Exception as exc:  # the panel goes on without the rule's lines
            _report(rule_id, "describe()", f"{type(exc).__name__}: {exc}")
            continue
        lines += [one_line(line) for line in answer if line.strip()]
    return lines


# -- on the board -----------------------------------------------------------------------------
def target_of(event: Event, players: int) -> int | None:
    """The seat a ``house_action`` targets, if it names one at the table."""
    target = event.data.get("target")
    return target if type(target) is int and 0 <= target < players else None


def action_text(event: Event, names: Sequence[str]) -> str:
    """``Ann: Magic Missile at Ben`` for a ``house_action`` (the target added unless named already)."""
    text = event.text
    target = target_of(event, len(names))
    if target is not None and names[target] not in text.partition(": ")[2]:
        text = f"{text} at {names[target]}"
    return text
