"""The answer box: the report's three questions for a class, each answered in plain sentences
with the paired difference (and its 95% interval) that backs it.

1. Does land gather in one hand under the 1906 rules? The biggest landlord's lots at the end of
   each game against the end of its first round (the same games), and how often one player held
   every lot.
2. Do wages and earnings rise under the Single Tax? Each Single Tax rule set against the same
   games under the 1906 rules.
3. Is anything more equal? The Gini of earnings, the same way.

Where the games cannot tell (an interval that includes 0, or no game that got there) the answer
says so: "too close to call", and, for what Magie says needs time, "not in a game this short".
The page, ``summary.json`` and the window's "Compare the rules" all show these same sentences.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .intervals import Interval, paired_mean_difference, wilson
from .paired import Paired, baseline, compared_with_1906, pair
from .tally import MEASURE, Tally
from .words import amount, difference, estimate

if TYPE_CHECKING:
    from .collect import Report

NOT_THIS_SHORT = "not in a game this short"


@dataclass(frozen=True)
class Answer:
    """One question, its answer in plain words, and the figures the words are read from."""

    question: str
    sentence: str
    evidence: tuple[dict[str, Any], ...]

    def as_data(self) -> dict[str, Any]:
        return {"question": self.question, "answer": self.sentence, "evidence": list(self.evidence)}


def base_title(base: Tally) -> str:
    """The 1906 rules as the page names them, saying so when the players voted the Single Tax in
    themselves in some games (``--agents strong`` does): those games are not the 1906 rules to the end."""
    adopted = sum(1 for v in base.measures["single_tax_adopted"] if v)
    if not adopted:
        return "the 1906 rules"
    return (f"the 1906 rules (the players themselves voted the Single Tax in, in {adopted:,} of {base.games:,} "
            f"games, which count here too)")


def land_gathering(base: Tally) -> Interval:
    """The biggest landlord's lots at the end of each game less those at the end of its first round."""
    first = [share * base.lots for share in base.rounds["top_land_share"][0]] if base.rounds["top_land_share"] else []
    return paired_mean_difference(base.measures["top_land_lots"], first)


def cannot_tell(report: Report) -> str:
    """What the answers say where the games cannot tell: "not in a game this short", or the lesson's
    own words for games that are not short."""
    from .lessons import LESSONS
    lesson = LESSONS.get(report.plan.lesson or "")
    return NOT_THIS_SHORT if lesson is None else lesson.cannot_tell


def _land(base: Tally, unknown: str) -> Answer:
    gathered = land_gathering(base)
    lots = base.measures["top_land_lots"]
    end = sum(lots) / len(lots)
    start = end - gathered.value
    everything = wilson(sum(1 for v in base.measures["one_holds_all_land"] if v), base.games)
    facts = (f"Under {base_title(base)} the biggest landlord held {start:.1f} of the {base.lots} lots after the "
             f"first round and {end:.1f} at the end of the game ({difference(gathered, 'lots')}, same games); one "
             f"player held every lot in {estimate(everything, 'games')}.")
    if everything.value >= 0.5:
        lead = "Yes: in most games one player ends up with all the land."
    elif gathered.too_close_to_call:
        lead = f"No: land does not gather in one hand, {unknown}."
    elif gathered.value > 0:
        lead = f"A little: land gathers slowly, but nobody comes near to owning it all, {unknown}."
    else:
        lead = f"No: land spreads out as the game goes on, {unknown}."
    evidence = ({"measure": "top_land_lots", "compared_with": "the end of round 1, same games",
                 "difference": gathered.as_data()},
                {"measure": "one_holds_all_land", "share": everything.as_data()})
    return Answer("Does the land end up in one player's hands?", f"{lead} {facts}", evidence)


def _listed(rows: list[Paired]) -> str:
    return "; ".join(f"{_short(p.regime)} {difference(p.difference, p.measure.kind)}" for p in rows)


def _short(regime_id: str) -> str:
    """A rule set's name inside a sentence: "from round 5", "from the start"."""
    if regime_id.startswith("single-tax-at-"):
        return f"from round {regime_id.rsplit('-', 1)[1]}"
    return {"single-tax-from-start": "from the start"}.get(regime_id, regime_id)


def _verdicts(rows: list[Paired], up: str, down: str, unknown: str) -> str:
    """Which rule sets moved the measure which way, and which the games cannot call."""
    parts = []
    for words, keep in ((up, lambda p: not p.too_close_to_call and p.difference.value > 0),
                        (down, lambda p: not p.too_close_to_call and p.difference.value < 0),
                        (f"too close to call ({unknown})", lambda p: p.too_close_to_call)):
        named = [_short(p.regime) for p in rows if keep(p)]
        if named:
            parts.append(f"{words} with the Single Tax {', '.join(named)}")
    return "; ".join(parts)


def _rises(report: Report, base: Tally) -> Answer | None:
    taxed = compared_with_1906(report)
    if not taxed:
        return None
    wages = [pair(t, base, MEASURE["wage_rate"]) for t in taxed]
    earned = [pair(t, base, MEASURE["earned"]) for t in taxed]
    unknown = cannot_tell(report)
    lead = (f"Wages {_verdicts(wages, 'rose', 'fell', unknown)}. Earnings of all players together (cash and "
            f"houses) {_verdicts(earned, 'rose', 'fell', unknown)}.")
    facts = (f"Against the same games under the 1906 rules, wages at the end: {_listed(wages)}; earnings at the "
             f"end: {_listed(earned)}.")
    return Answer("Do wages and earnings rise under the Single Tax?", f"{lead} {facts}",
                  tuple(p.as_data() for p in (*wages, *earned)))


def _equality(report: Report, base: Tally) -> Answer | None:
    taxed = compared_with_1906(report)
    if not taxed:
        return None
    gini = [pair(t, base, MEASURE["gini_earned"]) for t in taxed]
    lead = f"Earnings were shared {_verdicts(gini, 'less evenly', 'more evenly', cannot_tell(report))}."
    facts = (f"The Gini of earnings (0 = all equal, 1 = one has all) at the end was {amount(gini[0].base, 'gini')} "
             f"under the 1906 rules; against the same games: {_listed(gini)} (below 0 is more equal).")
    return Answer("Is anything more equal under the Single Tax?", f"{lead} {facts}",
                  tuple(p.as_data() for p in gini))


def answers(report: Report) -> list[Answer]:
    """The answer box, question by question (none without the 1906 rules, the yardstick of all three)."""
    base = baseline(report)
    if base is None:
        return []
    return [a for a in (_land(base, cannot_tell(report)), _rises(report, base), _equality(report, base))
            if a is not None]


__all__ = ["Answer", "NOT_THIS_SHORT", "answers", "base_title", "cannot_tell", "land_gathering"]
