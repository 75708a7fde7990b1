"""The report in a few plain sentences, for a window that has room for one chart and a few lines.

The window's "Compare the rules" shows the report's main chart (each rule set against the same
games under the 1906 rules, ``charts.main_chart``) and these sentences under it: the answer box
of the report's page (:mod:`.answers`), each question with its answer and the paired differences
behind it. The page ``landlord report`` writes says the rest.
"""
from __future__ import annotations

from .answers import answers
from .collect import Report


def sentences(report: Report) -> list[str]:
    """The answer box, a question and its answer a line; without the 1906 rules, the yardstick of
    every comparison, one line saying so (none without games)."""
    if not any(t.games for t in report.tallies):
        return []
    found = answers(report)
    if not found:
        return ["These rule sets are compared with the 1906 rules, which were not played here."]
    return [f"{a.question} {a.sentence}" for a in found]
