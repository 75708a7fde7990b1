"""Money amounts: damage, Bless and Curse, the rogue's takings, the start's pay and the costs."""
from __future__ import annotations

import pytest

from landlord.engine import load_default_rules
from landlord_plugins.dungeonopoly import money
from landlord_plugins.dungeonopoly.classes import CLASSES, casting_cost
from landlord_plugins.dungeonopoly.money import (blessed_rent, cursed_rent, damage, damage_owed, halve_up,
                                                 pick_pockets_take, rob_bank_bonus, start_pay, steal_take,
                                                 to_1906_dollars, transfer_fee, unmortgage_price,
                                                 wish_duplicate_cost)


def test_a_blow_costs_twenty_dollars_per_level_of_the_attacker():
    assert damage(1) == 20
    assert damage(10) == 200


def test_the_damage_per_level_is_a_parameter():
    assert damage(4, damage_per_level=10) == 40


def test_a_veteran_fighter_pays_half_the_damage():
    assert damage_owed(7) == 140
    assert damage_owed(7, veteran=True) == 70


def test_a_veterans_odd_half_is_rounded_up_to_whole_dollars():
    assert halve_up(45) == 23
    assert damage_owed(3, veteran=True, damage_per_level=15) == 23
    assert halve_up(0) == 0


def test_a_level_three_cleric_blesses_650_rent_to_747():
    assert blessed_rent(650, 3) == 747


def test_a_level_three_cleric_curses_650_rent_to_553():
    assert cursed_rent(650, 3) == 553


def test_a_level_ten_blessing_adds_half_and_a_curse_takes_half():
    assert blessed_rent(100, 10) == 150
    assert cursed_rent(100, 10) == 50
    assert cursed_rent(15, 10) == 8             # 7.50 rounds up


def test_a_small_1906_rent_is_not_changed_by_a_low_level_blessing():
    assert blessed_rent(12, 1) == 12
    assert cursed_rent(12, 1) == 12
    assert blessed_rent(206, 4) == 247


def test_no_rent_stays_no_rent():
    assert blessed_rent(0, 10) == cursed_rent(0, 10) == 0


def test_a_negative_rent_is_an_error():
    with pytest.raises(ValueError):
        blessed_rent(-5, 2)


def test_a_pickpocket_takes_twenty_dollars_a_level():
    assert pick_pockets_take(4, 1000) == 80


def test_a_pickpocket_takes_only_what_the_victim_has():
    assert pick_pockets_take(4, 35) == 35
    assert pick_pockets_take(4, 0) == 0


def test_robbing_the_bank_in_passing_takes_fifty_a_level_and_landing_a_hundred():
    assert rob_bank_bonus(3, landed=False) == 150
    assert rob_bank_bonus(3, landed=True) == 300
    assert rob_bank_bonus(3, landed=True, landing_per_level=50) == 150


def test_a_thief_steals_five_percent_of_the_rent_per_level_rounded_down():
    assert steal_take(650, 3) == 97
    assert steal_take(206, 10) == 103
    assert steal_take(14, 1) == 0


def test_landing_on_mother_earth_pays_twice_the_1906_wages():
    wages = load_default_rules().wages
    assert wages == money.WAGES_1906 == 100
    assert start_pay(wages, landed=False) == 100
    assert start_pay(wages, landed=True) == 200
    assert start_pay(200, landed=True) == 400          # the text's own $400 for Monopoly's $200
    assert start_pay(0, landed=True) == 0              # the Monarch's landlord draws no wages


def test_a_wish_that_copies_a_spell_costs_at_least_ten():
    assert wish_duplicate_cost(0) == 10
    assert wish_duplicate_cost(50) == 50
    assert wish_duplicate_cost(300) == 300


def test_conquering_a_mortgaged_property_costs_110_percent_or_a_ten_percent_fee():
    assert unmortgage_price(100) == 110
    assert transfer_fee(100) == 10
    assert unmortgage_price(35) == 39                  # 38.50 rounds up
    assert transfer_fee(35) == 4


def test_the_proposed_1906_figures_halve_the_texts_by_the_wages_ratio():
    assert to_1906_dollars(20) == 10
    assert to_1906_dollars(400) == 200
    assert to_1906_dollars(25) == 13                   # half a dollar rounds up
    assert to_1906_dollars(200, wages=110) == 110      # Single Tax wages scale with them


def test_every_core_dollar_figure_halves_to_a_multiple_of_five():
    figures = {money.DAMAGE_PER_LEVEL, money.PICK_POCKETS_PER_LEVEL, money.ROB_BANK_PASSING_PER_LEVEL,
               money.ROB_BANK_LANDING_PER_LEVEL, money.WISH_MINIMUM_COST}
    for cls in CLASSES.values():
        for ability in cls.abilities:
            figures |= {casting_cost(ability, o.id) for o in ability.options} | {ability.casting_cost}
    figures.discard(0)
    assert all(to_1906_dollars(f) % 5 == 0 and to_1906_dollars(f) * 2 == f for f in figures), sorted(figures)


def test_a_scale_by_no_salary_is_refused():
    with pytest.raises(ValueError):
        to_1906_dollars(20, go_salary=0)


def test_ability_figures_are_halved_by_rule_3s_wages_not_by_the_wages_the_single_tax_has_raised():
    from types import SimpleNamespace

    from landlord_plugins.dungeonopoly import rogue_takes, spells
    from landlord_plugins.dungeonopoly.play import Play

    raised = Play(SimpleNamespace(wages=2320), {"settings": {}, "players": [], "spaces": {}, "pending": {}})
    assert rogue_takes.per_level(raised, 50) == 25 and rogue_takes.per_level(raised, 100) == 50
    assert spells.cost(raised, "bless_curse", "curse") == 25
    assert spells.cost(raised, "wrath_of_god") == 150
