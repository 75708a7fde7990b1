"""The report's lessons: presets of ``landlord report --lesson NAME`` a teacher can run as they are.

``long``: games as long as Magie's "two or three sittings". Her rules for advanced players begin
(the 1906 text):

    "if the game be continued long enough the inevitable result will be that one player will own
    everything on the board. Under the ordinary rules, however, two or three sittings would
    probably be necessary to reach this end; therefore it is suggested that in order to arrive
    more quickly at a decisive point, the following rules be observed"

so the lesson plays the advanced rules (on in every game of this edition, I-21) for as long as
three sittings. How a sitting became rounds is rules/INTERPRETATIONS.md's I-38: a sitting is an
evening's play, about one game to this edition's reconstructed end (I-22), which four players
reach in about 33 rounds; three sittings are 99 rounds, and every game is played for exactly
that long (the wages end put out of reach), so the rule sets are compared over the same length
of play.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine import Rules
from ..engine.limits import MAX_WAGES_TIMES
from .rules_copy import RulesCopy, changed

SITTINGS_WORDS = ("Under the ordinary rules, however, two or three sittings would probably be necessary to reach "
                  "this end")
DECISIVE_WORDS = "in order to arrive more quickly at a decisive point"
CONTINUED_WORDS = ("if the game be continued long enough the inevitable result will be that one player will own "
                   "everything on the board")

#: Rounds in a sitting: the median game of four heuristic players to the reconstructed five-wages
#: end (I-22) lasts about 33 rounds (docs/findings.md), one evening's game (I-38).
ROUNDS_PER_SITTING = 33
SITTINGS = 3


@dataclass(frozen=True)
class Lesson:
    """A preset of the report: what it changes in the rules file, and what the page says of it."""

    id: str
    title: str
    about: str                           # the paragraph the page and the handout open with
    rules_changes: dict[str, Any]        # dotted rules-file keys and their values (``rules_copy.changed``)
    games: int                           # how many games a rule set when --games is not given
    #: What the answer box says where these games cannot tell, in place of "not in a game this short".
    cannot_tell: str

    @property
    def rules_file_name(self) -> str:
        return f"rules-lesson-{self.id}.toml"

    @property
    def rounds(self) -> int | None:
        """The round every game is played to, if the lesson sets one."""
        limit = self.rules_changes.get("end.round_limit")
        return int(limit) if limit is not None else None

    def rules_for(self, rules: Rules) -> RulesCopy:
        """``rules`` as this lesson plays them: the report, the window and every worker process
        that plays a lesson's games make them here, from the rules file and the lesson's name.

        :raises ValueError: in one line, if the changed rules cannot be played.
        """
        return changed(rules, self.rules_changes, self.rules_file_name)


LONG = Lesson(
    "long", f"Games as long as Magie's two or three sittings ({SITTINGS * ROUNDS_PER_SITTING} rounds)",
    f"Magie wrote that \"{CONTINUED_WORDS}\", but that \"{SITTINGS_WORDS}\"; her rules for advanced players, "
    f"which every game here plays (houses, doubled land rent, rising taxes), are given \"{DECISIVE_WORDS}\". "
    f"These games last as long as {SITTINGS} sittings: {SITTINGS * ROUNDS_PER_SITTING} rounds, {ROUNDS_PER_SITTING} "
    "a sitting, the length of one game to this edition's end of five wages. Every game is played to that round, "
    "so each rule set has the same time to work (rules/INTERPRETATIONS.md, I-38).",
    {"end.round_limit": SITTINGS * ROUNDS_PER_SITTING, "end.wages_times": MAX_WAGES_TIMES},
    games=200, cannot_tell="not even in games as long as three sittings")

LESSONS: dict[str, Lesson] = {LONG.id: LONG}


def parse_lesson(text: str) -> Lesson:
    """The lesson ``--lesson`` names.

    :raises ValueError: naming the known lessons.
    """
    if text not in LESSONS:
        raise ValueError(f"unknown lesson {text!r}; choose from {', '.join(LESSONS)}")
    return LESSONS[text]


__all__ = ["CONTINUED_WORDS", "DECISIVE_WORDS", "LESSONS", "LONG", "Lesson", "ROUNDS_PER_SITTING", "SITTINGS",
           "SITTINGS_WORDS", "parse_lesson"]
