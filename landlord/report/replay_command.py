"""The game behind any figure: the commands that play one of a report's games again, move by
move, and show it as text or in the window.

Game N of a rule set is the game ``landlord play --headless`` plays from the same seed, with the
same computer players, jail, end and rule set (``--single-tax-at R``: everyone votes the Single
Tax in at round R, as the report's players do; ``--single-tax-from-start``; ``--start monarch``). Saved with
``--save``, it can be read move by move (``landlord replay --text FILE``) or watched in the window
(``landlord replay FILE``). ``games.csv`` gives every game its command, and the page shows one.
"""
from __future__ import annotations

import shlex
from typing import TYPE_CHECKING

from ..simulate import game_seed
from .regimes import Regime

if TYPE_CHECKING:
    from .collect import ReportPlan


def save_name(regime: Regime, index: int) -> str:
    """The file a replayed game is saved to: ``single-tax-at-5-game-12.toml``."""
    return f"{regime.id}-game-{index}.toml"


def rule_set_options(regime: Regime) -> list[str]:
    """``landlord play``'s options for a rule set (none for the 1906 rules).

    >>> from landlord.report.regimes import BY_ID
    >>> [rule_set_options(BY_ID[r]) for r in ("landlordism", "single-tax-at-5", "single-tax-from-start", "monarch")]
    [[], ['--single-tax-at', '5'], ['--single-tax-from-start'], ['--start', 'monarch']]
    """
    words = []
    if regime.single_tax_at is not None:
        words += ["--single-tax-at", str(regime.single_tax_at)]
    if regime.single_tax_from_start:
        words.append("--single-tax-from-start")
    if regime.start != "deal":
        words += ["--start", regime.start]
    return words


def play_words(plan: ReportPlan, regime: Regime, index: int) -> list[str]:
    """The ``landlord play`` command that plays game ``index`` of ``regime`` again and saves it."""
    words = ["landlord", "play", "--headless", "--seed", str(game_seed(plan.seed, index)),
             "--seats", ",".join(plan.agents), "--jail", plan.jail, *rule_set_options(regime)]
    if plan.end_wages_times is not None:
        words += ["--wages-times", str(plan.end_wages_times)]
    if plan.replay_rules is not None:
        words += ["--rules", plan.replay_rules]
    return words + ["--save", save_name(regime, index)]


def replay_words(plan: ReportPlan, regime: Regime, index: int, *, text: bool) -> list[str]:
    """``landlord replay`` of the saved game: as text, or in the window."""
    words = ["landlord", "replay", *(["--text"] if text else []), save_name(regime, index)]
    return words + (["--rules", plan.replay_rules] if plan.replay_rules is not None else [])


def replay_line(plan: ReportPlan, regime: Regime, index: int) -> str:
    """One shell line: play game ``index`` of ``regime`` again and print it move by move."""
    replay = replay_words(plan, regime, index, text=True)
    return f"{shlex.join(play_words(plan, regime, index))} && {shlex.join(replay)}"
