"""The game driver answers CHANCE and the computer seats without asking anybody
(``GameDriver.unasked_choice``, what the window calls while it plays on); a person's decision it
leaves to the person (``choice_for`` gives None when nobody stands for him)."""
from __future__ import annotations

import pytest

from landlord.driver import GameDriver
from landlord.engine import Decision


def first_decision_of_the_person(engine, driver: GameDriver) -> Decision:
    """Play CHANCE's and the computer's answers until the person in seat 0 has a decision."""
    while True:
        decision = engine.pending(driver.state)
        assert decision is not None, "the game ended before the person had a decision"
        if decision.actor == 0:
            return decision
        engine.apply(driver.state, driver.unasked_choice(decision))


@pytest.fixture
def table(engine):
    state = engine.new_game(["Ann", "Heuristic 2"], seed=5, start="deal", jail="classic")
    return GameDriver(engine, state, ["human", "heuristic"])


def test_a_person_s_decision_has_no_unasked_answer(engine, table):
    decision = first_decision_of_the_person(engine, table)
    with pytest.raises(ValueError, match="a person's"):
        table.unasked_choice(decision)


def test_a_person_nobody_stands_for_gives_no_answer(engine, table):
    decision = first_decision_of_the_person(engine, table)
    assert table.choice_for(decision) is None
