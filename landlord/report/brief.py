"""A report in two plain sentences, for a window that has room for one chart and a line or two.

The window's "Compare the rules" shows the report's main chart (how evenly play's earnings are
shared, round by round) and these sentences under it, for a teacher: where the middle game of
each rule set ended on that chart (the median), and how often one landlord ended with all the land under the
1906 rules. The page ``landlord report`` writes says the rest.
"""
from __future__ import annotations

from .collect import Report
from .tally import CHARTED

#: The measure the main chart follows round by round (``charts.main_chart``), read at the end of each game.
MAIN = CHARTED[0].column


def sentences(report: Report) -> list[str]:
    """The report's two plain sentences (fewer if its rule sets played no games, or not the 1906 rules)."""
    played = [t for t in report.tallies if t.games]
    if not played:
        return []
    ends = "; ".join(f"{t.regime.title}: {t.median(MAIN):.2f}" for t in played)
    lines = [f"How unequal earnings (cash and houses) were at the end of the median game, as a Gini coefficient "
             f"(0: everyone has the same; 1: one player has it all). {ends}."]
    base = next((t for t in played if t.regime.id == "landlordism"), None)
    if base is not None:
        all_land, _, games = base.mean("one_holds_all_land")
        land = base.median("top_land_share")
        lines.append(f"Under the 1906 rules the biggest landlord collected the rent of {land:.0%} of the lots "
                     f"at the end of the median game, and one player collected it all in "
                     f"{round(all_land * games)} of {games} games.")
    return lines
