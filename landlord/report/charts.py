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

from .gini_lesson import EXAMPLE, lorenz_points, worked
from .paired import baseline, compared_with_1906, paired_table
from .tally import CHARTED, MEASURE, MIN_SHARE_IN_PLAY, Series

if TYPE_CHECKING:                     # matplotlib loads only when a chart is drawn
    from matplotlib.figure import Figure

    from .collect import Report

SIZE = (8.0, 4.5)                     # inches: 880 x 495 pixels at DPI
DPI = 110


def new_figure() -> Figure:
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


#: The dashes of the Single Tax voted in at rounds 5, 10 and 20 (and any other), each its own, so
#: the three lines can be told apart in print and by readers who cannot tell the blues from the green.
_VOTED_DASHES = ((0, (6, 2)), (0, (6, 2, 1, 2)), (0, (2, 2)))


def _style(regime):
    """Line styles tell the regimes apart in print too: voted in dashed (each its own dash),
    the demonstration dotted."""
    if regime.single_tax_voted:
        order = {5: 0, 10: 1, 20: 2}.get(regime.single_tax_at, 0)
        return _VOTED_DASHES[order]
    return ":" if regime.start == "monarch" else "-"


def _played(report: Report):
    return [t for t in report.tallies if t.games]


# -- the charts -------------------------------------------------------------------------------------
def over_rounds(report: Report, series: Series) -> Figure:
    """One line a regime: the median game's value at the end of each round, with the band in
    which the middle 80% of games lie (10th to 90th percentile); or, for a series drawn by its
    mean (the Poor House, empty in most games), the mean over the games in play."""
    figure = new_figure()
    axes = figure.add_subplot()
    lots = 1
    for tally in _played(report):
        lots = tally.lots if series.kind == "lots" else 1
        if series.middle == "mean":
            band = [(r, n, mean, mean, mean) for r, n, mean in tally.mean_by_round(series.column)]
        else:
            band = [(r, n, lo * lots, mid * lots, hi * lots) for r, n, lo, mid, hi in tally.band(series.column)]
        if not band:
            continue
        _draw_band(axes, tally.regime, band, shaded=series.middle == "median")
    axes.set_title(series.title)
    axes.set_xlabel("round")
    axes.set_ylabel(series.axis + (f" (of {lots})" if series.kind == "lots" else ""))
    if series.kind in ("gini", "share", "lots"):
        top = lots if series.kind == "lots" else 1
        axes.set_ylim(-0.02 * top, 1.04 * top)     # a little room, so lines at 0 and the top are not hidden
    else:
        axes.set_ylim(bottom=0)
    axes.grid(alpha=0.3)
    axes.legend(fontsize="small", loc="best")
    return figure


def _draw_band(axes, regime, band, shaded: bool = True) -> None:
    """One rule set's median line and 10-90% band over rounds (``band``: round, p10, ..., p90
    rows), with a dotted line at the round its Single Tax vote is held. The bands are faint and
    edged, so that where several overlap each can still be followed."""
    rounds = [b[0] for b in band]
    if shaded:
        axes.fill_between(rounds, [b[2] for b in band], [b[4] for b in band], color=regime.colour, alpha=0.08,
                          linewidth=0.6, edgecolor=regime.colour)
    axes.plot(rounds, [b[3] for b in band], color=regime.colour, linestyle=_style(regime), linewidth=2,
              label=regime.title)
    if regime.single_tax_at is not None and regime.single_tax_at <= rounds[-1]:
        axes.axvline(regime.single_tax_at, color=regime.colour, linestyle=":", linewidth=1)


def earnings_gain(report: Report) -> Figure:
    """Each Single Tax rule set's earnings, game by game, less the same game's under the 1906 rules."""
    figure = new_figure()
    axes = figure.add_subplot()
    base = baseline(report)
    compared = compared_with_1906(report) if base is not None else []
    for tally in compared:
        assert base is not None               # compared_with_1906 lists rule sets only beside the 1906 rules
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
    figure = new_figure()
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


#: The measures the paired chart shows, a panel each: the lesson's, less those that say the same again.
PAIRED_PANELS = ("top_wealth_share", "top_land_lots", "land_rent_paid", "wages_paid", "earned", "gini_earned")


def paired_chart(report: Report) -> Figure:
    """Each rule set against the same games under the 1906 rules: a panel a lesson measure, a row
    a rule set, its paired difference as a dot and its 95% interval as a bar. A difference the
    games cannot call (its interval includes 0) is drawn hollow and grey."""
    figure = new_figure()
    figure.set_size_inches(SIZE[0], SIZE[1] * 1.35)
    table = paired_table(report, PAIRED_PANELS)
    regimes = list(dict.fromkeys(p.regime for p in table))
    titles = {t.regime.id: t.regime for t in report.tallies}
    panels = figure.subplots(2, 3, sharey=True) if table else None
    if panels is None:
        axes = figure.add_subplot()
        axes.text(0.5, 0.5, "This chart sets the rule sets beside the 1906 rules;\nthis report did not play them.",
                  ha="center", va="center", transform=axes.transAxes)
        axes.set_axis_off()
        return figure
    for axes, measure in zip(panels.flat, PAIRED_PANELS):
        for row, regime in enumerate(regimes):
            p = next(p for p in table if p.regime == regime and p.measure.id == measure)
            d, colour = p.difference, titles[regime].colour
            scale = 100 if p.measure.kind in ("share", "games") else 1
            if d.low is not None and d.high is not None:
                axes.plot([d.low * scale, d.high * scale], [row, row], color="#888" if p.too_close_to_call else colour,
                          linewidth=2.5, solid_capstyle="butt")
            axes.plot([d.value * scale], [row], "o", markersize=6, color="#888" if p.too_close_to_call else colour,
                      markerfacecolor="white" if p.too_close_to_call else colour)
        axes.axvline(0, color="black", linewidth=1)
        unit = {"share": " (points)", "lots": " (lots)", "dollars": " ($)", "gini": ""}.get(MEASURE[measure].kind, "")
        axes.set_title(textwrap.fill(_PANEL_TITLES[measure] + unit, 28), fontsize="small")
        axes.tick_params(labelsize="x-small")
        axes.grid(axis="x", alpha=0.3)
    panels[0][0].set_yticks(range(len(regimes)))
    panels[0][0].set_yticklabels([textwrap.fill(titles[r].title, 16) for r in regimes], fontsize="x-small")
    panels[0][0].invert_yaxis()
    figure.suptitle("Against the 1906 rules, same games: the difference and its 95% interval "
                    "(grey and hollow: too close to call)", fontsize="small")
    return figure


_PANEL_TITLES = {
    "top_wealth_share": "Richest player's share of wealth",
    "top_land_lots": "Biggest landlord's land",
    "land_rent_paid": "Land rent paid to landlords",
    "wages_paid": "Wages paid",
    "earned": "All players' earnings",
    "gini_earned": "Gini of earnings",
}


def rent_and_wages(report: Report) -> Figure:
    """Where the money of play goes: land rent paid to landlords beside wages paid, a pair of
    bars a rule set (the mean per game, with its 95% interval)."""
    figure = new_figure()
    axes = figure.add_subplot()
    played = _played(report)
    for k, tally in enumerate(played):
        for offset, (measure, hatch) in zip((-0.2, 0.2), (("land_rent_paid", "//"), ("wages_paid", ""))):
            interval = tally.interval(MEASURE[measure])
            errors = None
            if interval.low is not None and interval.high is not None:
                errors = [[interval.value - interval.low], [interval.high - interval.value]]
            axes.bar(k + offset, interval.value, 0.38, yerr=errors, capsize=3, color=tally.regime.colour,
                     alpha=0.55 if hatch else 0.95, hatch=hatch, edgecolor="black", linewidth=0.5)
    from matplotlib.patches import Patch
    axes.legend(handles=[Patch(facecolor="white", edgecolor="black", hatch="//", label="land rent paid to landlords"),
                         Patch(facecolor="#999", edgecolor="black", label="wages paid")], fontsize="small",
                loc="upper left")
    axes.set_xticks(range(len(played)))
    axes.set_xticklabels([textwrap.fill(t.regime.title, 14) for t in played], fontsize="small")
    axes.set_ylabel("dollars a game, all players together")
    axes.set_title("Land rent paid to landlords, and wages paid")
    axes.grid(axis="y", alpha=0.3)
    return figure


def lorenz_example(report: Report | None = None) -> Figure:
    """The Gini explainer's picture: the worked example's Lorenz curve against perfect equality."""
    figure = new_figure()
    figure.set_size_inches(SIZE[0] * 0.6, SIZE[1])
    axes = figure.add_subplot()
    points, example = lorenz_points(EXAMPLE), worked(EXAMPLE)
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    n = len(EXAMPLE)
    axes.fill_between(xs, xs, ys, color="#E69F00", alpha=0.35,
                      label=f"the gap: area {example.area:.3g} (at most {example.most_area:.3g})")
    axes.plot([0, 1], [0, 1], color="black", linestyle="--", linewidth=1, label="everyone has the same")
    axes.plot(xs, ys, "o-", color="#D55E00", linewidth=2, label=", ".join(f"\\${v:,}" for v in EXAMPLE))
    axes.plot([0, (n - 1) / n, 1], [0, 0, 1], color="#888", linestyle=":", linewidth=1, label="one has all")
    for k, (x, y) in enumerate(points[1:], start=1):
        axes.annotate(f"{k} poorest: {y:.0%}" if k < n else f"all {n}: 100%", (x, y), textcoords="offset points",
                      xytext=(-6, 6), ha="right",
                      fontsize="x-small")
    axes.set_xlabel("share of the players, poorest first")
    axes.set_ylabel("share of all wealth they hold")
    axes.set_title(f"A Lorenz curve: Gini = {example.area:.3g} / {example.most_area:.3g} = {example.gini:.3f}",
                   fontsize="medium")
    axes.legend(fontsize="x-small", loc="upper left")
    axes.set_aspect("equal")
    axes.grid(alpha=0.3)
    return figure


def _grouped_bars(report: Report, groups: list[str], rates: Callable, title: str, even: float | None) -> Figure:
    figure = new_figure()
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
    #: Whether this report has anything to show in it (a chart of the kinds of player needs two kinds).
    shown: Callable[[Report], bool] = lambda report: True


def _series_chart(series: Series, caption: str) -> Chart:
    return Chart(f"rounds-{series.column.replace('_', '-')}", series.title, caption,
                 lambda report: over_rounds(report, series))


_BAND = (f"Each line follows the middle game of its rule set round by round (the median: half the games lie "
         f"above it, half below); the shaded band holds the middle 80% of games. A line stops at the last round "
         f"that at least {MIN_SHARE_IN_PLAY:.0%} of its games reached. Dotted upright lines mark the round the "
         f"Single Tax was voted in. ")
_CAPTIONS = {
    "gini_earned": "The Gini coefficient measures how unevenly something is shared: 0 when everyone has the same, "
                   "1 when one player has it all (the textbook formula times n/(n-1), so that 1 can be reached at any "
                   "number of players; see the worked example). Here it measures each player's cash and houses, "
                   "the part of wealth that play earns, leaving out the cards, whose worth the rules decide.",
    "gini_wealth": "The same measure for wealth as the 1906 rules score it: cash, cards and houses, every card "
                   "and house counting 100. Under the Single Tax title deeds count nothing, so the two rule sets "
                   "score different things; the chart above compares them more fairly.",
    "top_land_share": "How many of the board's lots pay their land rent to the one player who collects the rent "
                      "of the most (a count of lots, not of dollars). The top of the chart means one landlord "
                      "collects the rent of every lot. Under the Single Tax all land rent goes to the Public "
                      "Treasury, so no player collects any (0).",
    "wage_rate": "What a player is paid for passing Mother Earth. It is $100 under the 1906 rules; under the "
                 "Single Tax, once the Public Treasury has bought the franchises and built two Free Colleges, "
                 "every further $50 of land rent and fines raises wages by $10.",
    "poor_house": "The line is the mean, not the median game: in most games nobody goes there, and a median "
                  "would be 0 throughout. How many players spent part of the round in the Poor House, where a "
                  "player goes when he cannot pay and can neither borrow nor sell. The Single Tax abolishes the "
                  "Poor House (its Rule 8): a player who cannot afford his move goes to work on a Natural Opportunity instead.",
}
PAIRED = Chart("paired", "Against the 1906 rules, same games",
               "Game N of every rule set starts from the same seed, so each rule set's games are set beside the very "
               "same games under the 1906 rules. Each dot is the average difference, game by game, from the 1906 "
               "rules (right of the black line: more than under the 1906 rules); the bar is its 95% interval. Where "
               "the bar crosses the line, the difference is too close to call: these games cannot tell which way it "
               "goes (drawn grey and hollow). Shares are in percentage points. The Monarch of the World is a "
               "demonstration whose games start from another deal; it is shown for scale.", paired_chart)
GINI_EXAMPLE = Chart("gini-example", "What a Gini coefficient means: four players worked by hand",
                     "Players lined up from poorest to richest; the curve climbs by each one's share of all wealth. If "
                     "everyone had the same it would follow the dashed diagonal; if one had all, the dotted line. The "
                     "Gini is the shaded gap as a share of the largest gap there can be.", lorenz_example)
CHARTS: tuple[Chart, ...] = (
    PAIRED,
    GINI_EXAMPLE,
    Chart("rent-and-wages", "Land rent paid to landlords, and wages paid",
          "Where play's money goes, per game, all players together: the land rent players paid to the players who "
          "held the lots they stopped on (hatched; the rent of houses is left out), and the wages paid for passing "
          "Mother Earth (and, under the Single Tax, for working a Natural Opportunity). The bars are the average "
          "game, the whiskers its 95% interval. Under the Single Tax land rent goes to the Public Treasury, not to "
          "players, and from it the Treasury raises wages.", rent_and_wages),
    *(_series_chart(series, (_BAND if series.middle == "median" else "") + _CAPTIONS[series.column])
      for series in CHARTED),
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
          "strong,heuristic,...).", wins_by_agent, shown=lambda report: len(set(report.plan.agents)) > 1),
)


def main_chart(report: Report) -> Figure:
    """The chart a window shows when it has room for one: the lesson's measures, each rule set
    against the same games under the 1906 rules, with their intervals."""
    return PAIRED.draw(report)
