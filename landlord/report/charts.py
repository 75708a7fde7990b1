"""The report's charts, drawn with matplotlib on its Agg canvas (no window, no display needed).

Each chart is a :class:`Chart`: a file name, a title, a plain caption saying how to read it,
and a function drawing it from a :class:`~landlord.report.collect.Report` as a matplotlib
``Figure``. Figures are made directly, not through ``pyplot``, so drawing keeps no global state
and can run beside a game window; :func:`png_bytes` turns one into a PNG. :func:`main_chart` is
the one a window shows when it has room for one.
"""
from __future__ import annotations

import io
import textwrap
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from .tally import CHARTED, MIN_SHARE_IN_PLAY, Series

if TYPE_CHECKING:                     # matplotlib loads only when a chart is drawn
    from matplotlib.figure import Figure

    from .collect import Report

SIZE = (8.0, 4.5)                     # inches: 880 x 495 pixels at DPI
DPI = 110


def _figure() -> Figure:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    figure = Figure(figsize=SIZE, dpi=DPI, layout="constrained")
    FigureCanvasAgg(figure)
    return figure


def png_bytes(figure: Figure) -> bytes:
    """The figure as a PNG, with no software name or web address in its metadata."""
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", metadata={"Software": None})
    return buffer.getvalue()


def _style(regime) -> str:
    """Line styles tell the regimes apart in print too: voted in dashed, the demonstration dotted."""
    return "--" if regime.single_tax_voted else ":" if regime.start == "monarch" else "-"


def _played(report: Report):
    return [t for t in report.tallies if t.games]


# -- the charts -------------------------------------------------------------------------------------
def over_rounds(report: Report, series: Series) -> Figure:
    """One line a regime: the median game's value at the end of each round, with the band in
    which the middle 80% of games lie (10th to 90th percentile)."""
    figure = _figure()
    axes = figure.add_subplot()
    for tally in _played(report):
        band = tally.band(series.column)
        if not band:
            continue
        _draw_band(axes, tally.regime, band)
    axes.set_title(series.title)
    axes.set_xlabel("round")
    axes.set_ylabel(series.axis)
    if series.kind in ("gini", "share"):
        axes.set_ylim(-0.02, 1.04)          # a little room, so lines at 0 and 1 are not hidden by the frame
    else:
        axes.set_ylim(bottom=0)
    axes.grid(alpha=0.3)
    axes.legend(fontsize="small", loc="best")
    return figure


def _draw_band(axes, regime, band) -> None:
    """One rule set's median line and 10-90% band over rounds (``band``: round, p10, ..., p90
    rows), with a dotted line at the round its Single Tax vote is held."""
    rounds = [b[0] for b in band]
    axes.fill_between(rounds, [b[2] for b in band], [b[4] for b in band], color=regime.colour, alpha=0.15,
                      linewidth=0)
    axes.plot(rounds, [b[3] for b in band], color=regime.colour, linestyle=_style(regime), linewidth=2,
              label=regime.title)
    if regime.single_tax_at is not None and regime.single_tax_at <= rounds[-1]:
        axes.axvline(regime.single_tax_at, color=regime.colour, linestyle=":", linewidth=1)


def baseline(report: Report):
    """The 1906 rules' tally, which the other rule sets' games are set beside (None if not played)."""
    return next((t for t in _played(report) if t.regime.id == "landlordism"), None)


def compared_with_1906(report: Report) -> list:
    """The rule sets whose games are set beside the same games under the 1906 rules: not the
    Monarch of the World, whose games begin from another deal altogether."""
    base = baseline(report)
    return [t for t in _played(report) if base is not None and t is not base and t.regime.start != "monarch"]


def earnings_gain(report: Report) -> Figure:
    """Each Single Tax rule set's earnings, game by game, less the same game's under the 1906 rules."""
    figure = _figure()
    axes = figure.add_subplot()
    base = baseline(report)
    compared = compared_with_1906(report)
    for tally in compared:
        band = tally.gain_band(base)
        if not band:
            continue
        _draw_band(axes, tally.regime, band)
    if not compared:
        axes.text(0.5, 0.5, "This chart sets the Single Tax beside the 1906 rules;\nthis report played "
                  "only one of them.", ha="center", va="center", transform=axes.transAxes)
    else:
        axes.axhline(0, color="black", linewidth=1)
        axes.legend(fontsize="small", loc="upper left")
    axes.set_title("Earnings gained over the same game under the 1906 rules")
    axes.set_xlabel("round")
    axes.set_ylabel("dollars, all players together")
    axes.grid(alpha=0.3)
    return figure


def earnings_distribution(report: Report) -> Figure:
    """Every player's earnings at the end of his game (cash and houses), a box a regime."""
    figure = _figure()
    axes = figure.add_subplot()
    played = _played(report)
    if played:
        boxes = axes.boxplot([list(t.final_earnings) for t in played], whis=(10, 90), showfliers=False,
                             showmeans=True, patch_artist=True, widths=0.6,
                             medianprops={"color": "black"},
                             meanprops={"marker": "o", "markerfacecolor": "white", "markeredgecolor": "black"})
        for patch, tally in zip(boxes["boxes"], played):
            patch.set_facecolor(tally.regime.colour)
            patch.set_alpha(0.6)
        axes.set_xticks(range(1, len(played) + 1))
        axes.set_xticklabels([textwrap.fill(t.regime.title, 14) for t in played], fontsize="small")
    axes.set_title("Each player's earnings at the end of the game (cash and houses)")
    axes.set_ylabel("dollars")
    axes.grid(axis="y", alpha=0.3)
    return figure


def _grouped_bars(report: Report, groups: list[str], rates: Callable, title: str, even: float | None) -> Figure:
    figure = _figure()
    axes = figure.add_subplot()
    played = _played(report)
    width = 0.8 / max(1, len(played))
    for k, tally in enumerate(played):
        values = rates(tally)
        axes.bar([g + (k - (len(played) - 1) / 2) * width for g in range(len(groups))], values, width,
                 color=tally.regime.colour, label=tally.regime.title)
    if even is not None:
        axes.axhline(even, color="black", linestyle="--", linewidth=1, label="an even share")
    axes.set_xticks(range(len(groups)))
    axes.set_xticklabels(groups)
    axes.set_ylim(0, 1)
    axes.set_ylabel("share of games won")
    axes.set_title(title)
    axes.grid(axis="y", alpha=0.3)
    axes.legend(fontsize="small", loc="upper right")
    return figure


def wins_by_seat(report: Report) -> Figure:
    players = len(report.plan.agents)
    seats = [f"seat {s + 1}\n({kind})" for s, kind in enumerate(report.plan.agents)]
    return _grouped_bars(report, seats, lambda t: t.win_rate_by_seat(), "Who won, by seat", 1 / players)


def wins_by_agent(report: Report) -> Figure:
    """Each kind of computer player's wins per seat it played."""
    kinds = list(dict.fromkeys(report.plan.agents))
    return _grouped_bars(report, kinds, lambda t: [t.win_rate_by_agent()[k] for k in kinds],
                         "Who won, by computer player (wins per seat played)", 1 / len(report.plan.agents))


# -- the list the page and the files follow -----------------------------------------------------------
@dataclass(frozen=True)
class Chart:
    name: str                                  # the PNG's file name, without .png
    title: str
    caption: str                               # how to read it, in plain words
    draw: Callable[[Report], Figure]


def _series_chart(series: Series, caption: str) -> Chart:
    return Chart(f"rounds-{series.column.replace('_', '-')}", series.title, caption,
                 lambda report: over_rounds(report, series))


_BAND = (f"Each line follows the middle game of its rule set round by round (the median: half the games lie "
         f"above it, half below); the shaded band holds the middle 80% of games. A line stops at the last round "
         f"that at least {MIN_SHARE_IN_PLAY:.0%} of its games reached. Dotted upright lines mark the round the "
         f"Single Tax was voted in. ")
_CAPTIONS = {
    "gini_earned": "The Gini coefficient measures how unevenly something is shared: 0 when everyone has the same, "
                   "1 when one player has it all. Here it measures each player's cash and houses, the part of "
                   "wealth that play earns, leaving out the cards, whose worth the rules decide.",
    "gini_wealth": "The same measure for wealth as the 1906 rules score it: cash, cards and houses, every card "
                   "and house counting 100. Under the Single Tax title deeds count nothing, so the two rule sets "
                   "score different things; the chart above compares them more fairly.",
    "top_land_share": "The share of the board's lots whose land rent goes to the one player who collects the "
                      "most of it. 1 means one landlord collects the rent of every lot. Under the Single Tax all "
                      "land rent goes to the Public Treasury, so no player collects any (0).",
    "wage_rate": "What a player is paid for passing Mother Earth. It is $100 under the 1906 rules; under the "
                 "Single Tax, once the Public Treasury has bought the franchises and built two Free Colleges, "
                 "every further $50 of land rent and fines raises wages by $10.",
    "poor_house": "How many players spent part of the round in the Poor House, where a player goes when he "
                  "cannot pay and can neither borrow nor sell. The Single Tax abolishes the Poor House (its "
                  "Rule 8): a player who cannot afford his move goes to work on a Natural Opportunity instead.",
}
CHARTS: tuple[Chart, ...] = (
    *(_series_chart(series, _BAND + _CAPTIONS[series.column]) for series in CHARTED),
    Chart("rounds-earnings-gain", "Earnings gained over the same game under the 1906 rules",
          "Game N of every rule set starts from the same seed. For each game this takes all players' earnings "
          "(cash and houses) at the end of each round and subtracts those of game N under the 1906 rules. A "
          "game in which the Single Tax is voted in at round 5, 10 or 20 is the very same game as under the 1906 "
          "rules until that round, so its line stays at 0 until the dotted upright line; what follows shows what "
          "the Single Tax did (after it, the games part ways, and the dice differ too). The line is the median "
          "game, the band the middle 80% of games. Earnings leave out title deeds, which players buy under the "
          "1906 rules and not under the Single Tax: most of the gap of the Single Tax from the start is the cash "
          "its players did not spend on land at the deal.", earnings_gain),
    Chart("earnings", "Each player's earnings at the end",
          "Every player of every game is one value: his cash and houses when the game ended. The box holds the "
          "middle half of the players, the line across it is the median, the circle the mean, and the whiskers "
          "reach from the 10th to the 90th percentile.", earnings_distribution),
    Chart("wins-by-seat", "Who won, by seat",
          "The share of games each seat won (the winner has the most wealth by the 1906 score). With equal "
          "players and fair rules each seat wins about an even share (the dashed line). In the Monarch of the "
          "World, seat 1 is the landlord.", wins_by_seat),
    Chart("wins-by-agent", "Who won, by computer player",
          "Each kind of computer player's wins for every seat it played. When one kind plays every seat this "
          "is the even share by definition; it tells something when kinds are mixed (--agents "
          "strong,heuristic,...).", wins_by_agent),
)


def main_chart(report: Report) -> Figure:
    """The chart that answers the report's main question: how evenly play's earnings are shared."""
    return CHARTS[0].draw(report)
