"""Asking what waits changes nothing in the dungeon (docs/api.md): ``turns.pending`` only reads.
Steps that need no decision are run where the dungeon is changed (``turns.apply``), and the jail
game, asked at the start of a prisoner's turn, shows the turn begun without beginning it in its slot."""
from __future__ import annotations

import copy
import random

from landlord import CHANCE, JailContext
from landlord_plugins.oubliette import OublietteJail, agent, turns
from landlord_plugins.oubliette.explorers import new_dungeon, new_explorer


def test_asking_twice_at_every_decision_of_a_whole_game_changes_nothing(cards):
    d = new_dungeon(cards, "standalone")
    for key, name in (("0", "Ann"), ("1", "Ben")):
        d["explorers"][key] = new_explorer(name)
    rng = random.Random(3)
    for turn in range(60):
        turns.begin_turn(d, str(turn % 2))
        while True:
            before = copy.deepcopy(d)
            decision = turns.pending(cards, d)
            assert turns.pending(cards, d) == decision and d == before
            if decision is None:
                break
            choice = rng.choices(decision.options, decision.probs)[0] if decision.actor == CHANCE \
                else agent.choose(cards, d, decision)
            turns.apply(cards, d, choice)
        if d["ended_by"]:
            break


def test_a_dungeon_left_with_steps_that_need_no_decision_is_answered_as_it_will_stand_and_left_as_it_was(dungeon):
    g = dungeon().put("0", 3)
    turns.move(g.cards, g.d, "0", 1, 1, arrive=True)         # on square 4: meet, monster, corner, finish to run
    before = copy.deepcopy(g.d)
    decision = g.pending
    assert decision.kind == "jail.oubliette.draw" and decision.context["deck"] == "monster"
    assert g.d == before, "asking ran the steps"
    g.play(g.monster("Squasc"))                                # answering runs them, then draws the Squasc
    assert g.kind() == "prepare" and g.pending.context["monster"] == "Squasc"


def test_the_jail_game_asked_at_the_start_of_a_turn_leaves_the_slot_as_it_was(cards):
    jail = OublietteJail(cards)
    context = JailContext(seat=0, turn_number=1, prisoners=(0,), names=("Ann", "Ben"), cash=(100, 100),
                          property_value=(0, 0), jail_fine=50, wages=100)
    slot = jail.on_jailed(context, {})
    before = copy.deepcopy(slot)
    first = jail.pending(context, slot)
    assert jail.pending(context, slot) == first and first.kind == "jail.oubliette.start"
    assert slot == before, "asking began the turn in the slot"
    assert jail.suggest(context, slot, first) in first.options and slot == before
