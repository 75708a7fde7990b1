"""The house rule's own dice (``dice``): what each throw asks of CHANCE, and how a roll is told."""
from __future__ import annotations

from math import isclose

from landlord_plugins.dungeonopoly.dice import D6, D20, TWO_D6, Dice


def test_every_throw_of_the_rule_is_certain_to_show_one_of_its_options():
    for dice in (D20, D6, TWO_D6, Dice(12, 2, total=False, kind="mount_dice")):
        ask = dice.ask("A throw.")
        assert ask.actor == "chance" and len(ask.probs) == len(ask.options)
        assert isclose(sum(ask.probs), 1.0)


def test_two_dice_added_up_show_seven_one_time_in_six_and_twelve_one_in_thirty_six():
    ask = TWO_D6.ask("Two dice forward.")
    assert ask.kind == "2d6" and ask.options == tuple(range(2, 13))
    odds = dict(zip(ask.options, ask.probs))
    assert odds[7] == 6 / 36 and odds[12] == 1 / 36


def test_a_mounts_dice_are_each_read_so_a_double_is_seen():
    ask = Dice(8, 2, total=False, kind="mount_dice").ask("Ann rides at a trot.")
    assert ask.kind == "mount_dice" and ask.options[0] == (1, 1) and ask.options[-1] == (8, 8)
    assert len(ask.options) == 64


def test_a_roll_is_told_as_the_log_says_it():
    assert D20.what(5) == "the d20's 5"
    assert Dice(8, 2, total=False).what([8, 7]) == "the throw of 8 and 7"
