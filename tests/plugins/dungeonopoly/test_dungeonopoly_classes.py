"""The four core classes as data (Dungeonopoly: Core classes): the abilities each has, at which
level, of what kind, when they may be used and which technical terms apply to them."""
from __future__ import annotations

import json

import pytest

from landlord_plugins.dungeonopoly import classes
from landlord_plugins.dungeonopoly.classes import (CLASSES, FLAGS, KINDS, MONOPOLY_DOLLARS, WHEN, Ability,
                                                   CharacterClass, Option, abilities_at, as_plain,
                                                   casting_cost, check_class, get_ability, get_class,
                                                   has_ability)

LEVEL_ORDER = {
    "fighter": ["attack", "run", "far_shot", "intimidate", "combat_reflexes", "raze", "fortify", "conquer",
                "veteran", "abundant_step"],
    "wizard": ["magic_missile", "expeditious_retreat", "mage_armor", "slow", "invisibility", "charm_person",
               "counterspell", "fireball", "telekinesis", "wish"],
    "cleric": ["bless_curse", "shield_of_faith", "sanctuary", "divine_favor", "holy_smite",
               "divine_intervention", "divine_power", "glyph_of_warding", "ascended", "wrath_of_god"],
}


def test_the_core_classes_are_fighter_wizard_cleric_and_rogue_in_the_texts_order():
    assert [c.id for c in CLASSES.values() if c.core] == ["fighter", "wizard", "cleric", "rogue"]
    assert list(CLASSES)[:4] == ["fighter", "wizard", "cleric", "rogue"]


def test_the_additional_classes_follow_the_core_in_the_texts_order_and_are_not_core():
    assert list(CLASSES)[4:] == ["bard", "druid", "paladin", "psion", "warlock"]
    assert all(not c.core for c in list(CLASSES.values())[4:])


@pytest.mark.parametrize("class_id", ["fighter", "wizard", "cleric"])
def test_fighters_wizards_and_clerics_gain_one_ability_at_each_level_from_one_to_ten(class_id):
    abilities = get_class(class_id).abilities
    assert [a.id for a in abilities] == LEVEL_ORDER[class_id]
    assert [a.level for a in abilities] == list(range(1, 11))


def test_the_abilities_have_the_texts_names():
    names = [a.name for a in get_class("fighter").abilities]
    assert names == ["Attack", "Run", "Far Shot", "Intimidate", "Combat Reflexes", "Raze", "Fortify", "Conquer",
                     "Veteran", "Abundant Step"]
    assert get_ability("cleric", "bless_curse").name == "Bless/Curse"
    assert get_ability("wizard", "magic_missile").name == "Magic Missile"


def test_a_rogue_has_all_her_skills_from_the_first_level():
    rogue = abilities_at("rogue", 1)
    assert [a.id for a in rogue] == ["open_locks", "pick_pockets", "rob_bank", "sneak", "backstab",
                                     "come_out_of_sneak", "steal"]
    assert [a.id for a in rogue if a.kind == "skill"] == list(classes.ROGUE_SKILLS)
    assert abilities_at("rogue", 10) == rogue


def test_backstab_and_coming_out_of_sneak_are_parts_of_sneak():
    assert get_ability("rogue", "backstab").part_of == "sneak"
    assert get_ability("rogue", "backstab").kind == "attack"
    assert get_ability("rogue", "come_out_of_sneak").part_of == "sneak"
    assert not get_ability("rogue", "come_out_of_sneak").earns_ep


def test_the_rogues_skill_points_are_thirty_plus_five_a_level_and_no_skill_passes_fifteen():
    assert (classes.ROGUE_STARTING_POINTS, classes.ROGUE_POINTS_PER_LEVEL, classes.ROGUE_MAX_RANKS) == (30, 5, 15)


def test_every_rogue_skill_is_decided_by_a_check():
    for skill in classes.ROGUE_SKILLS:
        assert get_ability("rogue", skill).has("needs_check")


def test_abilities_at_a_level_are_those_gained_up_to_it_in_order():
    assert [a.id for a in abilities_at("fighter", 1)] == ["attack"]
    assert [a.id for a in abilities_at("wizard", 4)] == LEVEL_ORDER["wizard"][:4]
    assert [a.id for a in abilities_at("cleric", 10)] == LEVEL_ORDER["cleric"]


@pytest.mark.parametrize("level", [0, 11, -1, 2.0, True])
def test_there_is_no_level_outside_one_to_ten(level):
    with pytest.raises(ValueError, match="1 to 10"):
        abilities_at("fighter", level)


def test_an_unknown_class_or_ability_is_named_in_the_error():
    with pytest.raises(KeyError, match="monk"):
        abilities_at("monk", 1)
    with pytest.raises(KeyError, match="fireball"):
        get_ability("fighter", "fireball")


def test_a_level_nine_fighter_is_a_veteran_and_a_level_eight_one_is_not():
    assert has_ability("fighter", 9, "veteran")
    assert not has_ability("fighter", 8, "veteran")
    assert not has_ability("cleric", 10, "veteran")


def test_spells_are_single_use_and_the_cantrip_magic_missile_is_not():
    for cls in CLASSES.values():
        for ability in cls.abilities:
            if ability.kind == "spell":
                assert ability.has("single_use"), ability.id
    missile = get_ability("wizard", "magic_missile")
    assert missile.kind == "cantrip" and not missile.has("single_use")


def test_the_technical_terms_are_flagged_where_the_text_uses_them():
    assert get_ability("wizard", "magic_missile").has("limited_range")
    assert get_ability("fighter", "far_shot").has("line_of_sight")
    assert get_ability("fighter", "far_shot").has("once_per_turn")
    assert get_ability("fighter", "abundant_step").has("single_use")
    assert get_ability("cleric", "holy_smite").has("anywhere")
    charm = get_ability("wizard", "charm_person")
    assert charm.has("mental") and charm.has("enchantment") and charm.has("targets_character")
    for enchantment in ("mage_armor", "slow", "invisibility", "charm_person"):
        assert get_ability("wizard", enchantment).has("enchantment")
    for enchantment in ("bless_curse", "shield_of_faith", "sanctuary", "glyph_of_warding"):
        assert get_ability("cleric", enchantment).has("enchantment")


def test_counterspell_targets_spells_not_characters_and_works_near_or_anywhere():
    counterspell = get_ability("wizard", "counterspell")
    assert not counterspell.has("targets_character")
    dispel, counter = counterspell.options
    assert dispel.id == "dispel" and "limited_range" in dispel.flags
    assert counter.id == "counter" and counter.when == ("reaction",) and "anywhere" in counter.flags


def test_fireball_and_wrath_of_god_hit_an_area_so_hiding_does_not_help():
    for class_id, ability_id in (("wizard", "fireball"), ("cleric", "wrath_of_god")):
        ability = get_ability(class_id, ability_id)
        assert ability.has("area") and not ability.has("targets_character")


def test_automatic_effects_are_compulsory_and_earn_no_ep():
    automatic = [a.id for c in CLASSES.values() if c.core for a in c.abilities if a.kind == "automatic"]
    assert automatic == ["veteran", "divine_favor", "divine_power", "ascended"]
    for ability in (a for c in CLASSES.values() for a in c.abilities if a.kind == "automatic"):
        assert ability.has("compulsory") and not ability.earns_ep, ability.id
    for class_id, ability_id in (("fighter", "veteran"), ("cleric", "divine_favor"), ("cleric", "ascended")):
        ability = get_ability(class_id, ability_id)
        assert ability.has("compulsory") and not ability.earns_ep and ability.when == ("automatic",)


def test_raze_is_compulsory_but_still_earns_ep():
    raze = get_ability("fighter", "raze")
    assert raze.has("compulsory") and raze.earns_ep and raze.when == ("landing",)


def test_each_ability_says_when_it_may_be_used():
    assert get_ability("fighter", "intimidate").when == ("rent_owed",)
    assert get_ability("fighter", "combat_reflexes").when == ("passing",)
    assert get_ability("fighter", "run").when == ("before_throw",)
    assert get_ability("cleric", "divine_intervention").when == ("reaction",)
    assert "in_jail" in get_ability("rogue", "open_locks").when
    assert set(get_ability("rogue", "rob_bank").when) == {"passing", "landing"}


def test_casting_costs_are_the_texts_monopoly_dollars():
    assert casting_cost(get_ability("cleric", "bless_curse")) == 50
    assert casting_cost(get_ability("cleric", "bless_curse"), "curse") == 50
    assert casting_cost(get_ability("cleric", "glyph_of_warding")) == 150
    assert casting_cost(get_ability("cleric", "wrath_of_god")) == 300
    assert casting_cost(get_ability("wizard", "fireball")) == 0
    all_abilities = [a for c in CLASSES.values() for a in c.abilities]
    assert {a.cost_unit for a in all_abilities} == {MONOPOLY_DOLLARS}


def test_each_form_of_wish_has_its_own_cost():
    wish = get_ability("wizard", "wish")
    assert {o.id: casting_cost(wish, o.id) for o in wish.options} == {
        "duplicate_spell": 10, "unmortgage": 20, "gain_ownership": 50, "place_hotel": 500}
    with pytest.raises(KeyError, match="teleport"):
        casting_cost(wish, "teleport")


def test_every_ability_has_a_one_line_description_and_a_source():
    for cls in CLASSES.values():
        assert cls.title and len(cls.blurb) > 100 and "\n" not in cls.blurb
        for ability in cls.abilities:
            assert ability.description and "\n" not in ability.description, ability.id
            assert ability.source.startswith(cls.name), ability.id


def test_the_shipped_data_has_no_problems():
    assert [p for c in CLASSES.values() for p in check_class(c)] == []


def test_the_checker_finds_unknown_words_and_disorder():
    bad = CharacterClass("bad", "Bad", "t", "b", (
        Ability("Second", "S", 2, "dance", ("whenever",), "d", "s", ("sparkly",)),
        Ability("first", "F", 1, "spell", ("before_throw",), "d", "s"),
    ))
    problems = " ".join(check_class(bad))
    for words in ("not in level order", "not snake_case", "unknown kind 'dance'", "unknown time 'whenever'",
                  "unknown flag 'sparkly'", "single use unless it is a cantrip"):
        assert words in problems


def test_an_unknown_flag_asked_about_is_an_error():
    with pytest.raises(ValueError, match="unknown flag"):
        get_ability("fighter", "attack").has("flying")


def test_a_bard_fits_the_same_shape_without_changing_it():
    """The additional classes are to come as data: a melody list chosen on gain, a second melody
    learned later, and abilities borrowed from other classes all fit the fields there are."""
    melodies = tuple(Option(i, i.replace("_", " ").title(), "d") for i in ("inspire_courage", "dirge_of_doom"))
    bard = CharacterClass("bard", "Bard", "the Bard", "A singer.", (
        Ability("fascinate", "Fascinate", 1, "ability", ("before_throw", "after_move"), "d", "Bard abilities, 1",
                ("limited_range", "mental")),
        Ability("bardic_music", "Bardic Music", 2, "ability", ("rent_owed",), "d", "Bard abilities, 2",
                options=melodies, choose_on_gain=1),
        Ability("second_melody", "Second melody", 4, "ability", ("rent_owed",), "d", "Bard abilities, 4",
                adds_choice_to="bardic_music", choose_on_gain=1),
        Ability("jack_of_all_trades", "Jack-of-All-Trades", 10, "automatic", ("automatic",), "d",
                "Bard abilities, 10", ("compulsory", "no_ep"), borrow_count=3, borrow_max_level=5),
    ), core=False)
    assert check_class(bard) == []


def test_the_data_turns_into_plain_json_ready_values():
    plain = as_plain(get_class("wizard"))
    assert json.loads(json.dumps(plain)) == plain
    wish = plain["abilities"][-1]
    assert wish["id"] == "wish" and wish["level"] == 10 and wish["options"][3]["casting_cost"] == 500
    assert "casting_cost" not in wish            # no cost of its own: each option has one
    assert plain["abilities"][0]["flags"] == ["limited_range", "targets_character"]


def test_the_vocabularies_are_the_briefs_and_ours_spelled_once():
    assert {"attack", "spell", "cantrip", "skill", "automatic"} <= set(KINDS)
    assert set(WHEN) == {"before_throw", "after_move", "rent_owed", "passing", "landing", "reaction", "in_jail",
                         "automatic"}
    assert {"single_use", "limited_range", "line_of_sight", "anywhere", "enchantment", "mental",
            "targets_character"} <= set(FLAGS)
    for vocabulary in (KINDS, WHEN, FLAGS):
        assert len(set(vocabulary)) == len(vocabulary)
