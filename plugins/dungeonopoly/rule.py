"""Dungeonopoly as a house rule of the Landlord's Game: the one module that speaks the host's API.

Dungeonopoly is Curtis & Kelsey Rueden's set of Monopoly house rules in which every player is a
Dungeons & Dragons character; here it is adapted to Magie's 1906 board (rules/INTERPRETATIONS.md, Dungeonopoly).
The host calls :class:`Dungeonopoly` with a view of the table and a copy of the slot; each call
becomes a :class:`~.play.Play` for the core and the class modules, and the finished Play becomes
the :class:`HouseStep` the host checks and carries out. Everything else in the package is plain
Python that knows nothing of the game's engine.
"""
from __future__ import annotations

import copy
from typing import Any, Mapping

from landlord.plugin import CHANCE, EFFECTS, POINTS, Decision, HouseStep, TableView

from . import core, guide, seat_record
from .play import CHANCE_ACTOR, RULE_ID, Ask, Play
from .classes import CLASSES
from .progress import ep_for_level
from .settings import GESTALT, NO_SECOND_CLASS, ROTATION, TEAMS, settled, starting_level
from .sheet import new_slot

#: The second class of a seat that has one class: the option the Gestalt column starts on.
NONE = NO_SECOND_CLASS[1]
#: What a team is, shown as a seat's team is chosen (Team rules, D-126).
TEAM_NOTE = ("Team rules: she shares one purse and one collection of properties with the players of her "
             "team. Rent between teammates is not owed, abilities aim only at the other teams, and the "
             "team with the most wealth at the end wins together.")

#: What the host can carry out, for abilities that need an effect it may not have yet.
HOST_EFFECTS = frozenset(EFFECTS)


class Dungeonopoly:
    """Fantasy classes on the 1906 board: experience, levels and abilities (the Fighter's, so far)."""

    id = RULE_ID
    title = "Dungeonopoly"
    version = "0.1"
    api_version = 2
    description = "Every player a fantasy class (Curtis & Kelsey Rueden): levels, attacks, spells, skills"
    #: The text's jail is Monopoly's, which is the 1906 jail (Dungeonopoly D-26): a game that
    #: chooses no jail plays it.
    jail = "classic"
    #: The set-up screen's choice per seat, and the basic rules a table may switch off.
    seat_choice = {"key": "classes", "label": "Class",
                   "options": {class_id: cls.name for class_id, cls in CLASSES.items()},
                   "notes": guide.class_notes()}
    #: The Gestalt variant's second class for each seat, none unless the table gives one (D-117).
    more_seat_choices = ({"key": GESTALT, "label": "Second class", "default": NONE,
                          "options": {NONE: "None", **{class_id: cls.name for class_id, cls in CLASSES.items()}},
                          "notes": guide.class_notes()},
                         {"key": TEAMS, "label": "Team", "default": NONE,
                          "options": {NONE: "Alone", **{str(n): f"Team {n}" for n in range(1, 5)}},
                          "notes": {NONE: "Plays for herself, as in the basic game.",
                                    **{str(n): TEAM_NOTE for n in range(1, 5)}}})
    #: The Team rules: the seat choice that puts seats in teams, each sharing one purse and one
    #: holding (the host pools them: ``engine/teams.py``; D-126).
    team_choice = TEAMS
    #: The Help screen's page: how it plays, each class and its abilities (our words, ``guide``).
    help_text = guide.help_text()
    switches = {"double_wages_on_landing": "Twice the wages for stopping on Mother Earth",
                "fees_to_pot": "Taxes and fines into a pot, won on Central Park",
                "build_on_own_turn": "Build only on your own turn",
                "quicker_game": {"words": "Quicker game: three cards dealt each, one turn in Jail, 5 EP a level",
                                 "default": False},
                "blitz_game": {"words": "Blitz game: every card drafted in turns, characters at level 10",
                               "default": False},
                "strict_politics": {"words": "Strict rules: cards change hands only at their printed price",
                                    "default": False}}

    def setup(self, table: TableView, settings: Mapping[str, Any]) -> Mapping[str, Any]:
        """A class for each seat and the basic rules' switches (``settings.settled``); ValueError
        with one line for a class or a setting the rules do not know."""
        chosen = settled(settings, table.players)
        level = starting_level(chosen)
        return new_slot(chosen, level, ep_for_level(level, chosen["ep_per_level"]))

    def options(self, table: TableView, slot: Mapping[str, Any], point: str, seat: int) -> Mapping[str, str]:
        return core.options(self._play(table, slot), seat, point)

    def apply(self, table: TableView, slot: Mapping[str, Any], seat: int, choice: Any) -> HouseStep:
        """One of her options at a point, or the answer to the question in hand."""
        play = self._play(table, slot)
        if play.slot["pending"]:
            core.answer(play, choice)
        else:
            core.choose(play, seat, choice)
        return _step(play)

    def react(self, table: TableView, slot: Mapping[str, Any], trigger: str,
              info: Mapping[str, Any]) -> HouseStep | None:
        play = self._play(table, slot)
        core.react(play, trigger, info)
        return _step(play)

    def describe(self, table: TableView, slot: Mapping[str, Any], seat: int) -> list[str]:
        return core.describe(self._play(table, slot), seat)

    def seat_record(self, table: TableView, slot: Mapping[str, Any], seat: int) -> Mapping[str, Any]:
        """Her character as a position keeps it: class, level, EP, what is spent and active on her."""
        return seat_record.record_of(slot, seat)

    def place_seat(self, table: TableView, slot: Mapping[str, Any], seat: int,
                   record: Mapping[str, Any]) -> Mapping[str, Any]:
        """Her character as a position gives it; ValueError ``field: why`` for one it cannot play."""
        return seat_record.placed(copy.deepcopy(dict(slot)), seat, record)

    def explain_option(self, table: TableView, slot: Mapping[str, Any], seat: int, option: str) -> str:
        """The full text of the ability an option uses, read under the buttons."""
        return guide.explain(str(option))

    def suggest(self, table: TableView, slot: Mapping[str, Any], decision: Decision) -> Any:
        """Advice for a computer: her options in the turn's business and at the points, and the
        answers to Dungeonopoly's own questions."""
        play = self._play(table, slot)
        if decision.kind.startswith(f"house.{RULE_ID}."):
            return core.advise(play, decision)
        if decision.kind == "turn":
            return core.suggest(play, decision.options, "before_throw", may_pass=False)
        point = decision.kind.removeprefix("house.")
        if point in POINTS:
            return core.suggest(play, decision.options, point, may_pass=True)
        return None

    @staticmethod
    def _play(table: TableView, slot: Mapping[str, Any]) -> Play:
        # The host hands each call its own copy of the slot, worked on in place; anything else (a
        # read-only table from a test, say) is copied first.
        own = slot if isinstance(slot, dict) else copy.deepcopy(dict(slot))
        return Play(table, own, HOST_EFFECTS)


def _step(play: Play) -> HouseStep:
    return HouseStep(play.slot, effects=tuple(play.effects), ask=_decision(play.ask), log=tuple(play.log))


def _decision(ask: Ask | None) -> Decision | None:
    if ask is None:
        return None
    actor = CHANCE if ask.actor == CHANCE_ACTOR else ask.actor
    return Decision(actor, f"house.{RULE_ID}.{ask.kind}", tuple(ask.options), ask.prompt,
                    tuple(ask.probs) or None, dict(ask.context))
