"""Open Oubliette speaks for itself (the plugin API's optional words): options in words, fights as
the throw they take, the rules card from the card file's own numbers, and a stay summed up exactly
as its last log line says."""
from __future__ import annotations

from landlord import Decision, JailContext
from landlord_plugins.oubliette import OublietteJail
from landlord_plugins.oubliette.explorers import new_dungeon, new_explorer

NAMES = ["Ann", "Ben"]


def words(jail, kind, option, **context):
    decision = Decision(0, f"jail.oubliette.{kind}", (option,), "?", context=context)
    return jail.describe_option(decision, option, NAMES), jail.explain_option(decision, option, NAMES)


def test_kept_cards_say_what_they_add_as_the_card_file_prints_it(cards):
    jail = OublietteJail(cards)
    rage = next(e for e in cards.events if e.effect == "rage").params["attack"]
    assert words(jail, "prepare", "rage")[0] == f"Play Rage (+{rage} attack)"
    assert words(jail, "after_miss", "accept")[0] == "Accept the miss"
    assert words(jail, "after_hit", "accept")[0] == "Accept the wound"


def test_banking_says_what_the_treasure_in_hand_is_worth_in_dollars(cards):
    jail = OublietteJail(cards)
    label, explanation = words(jail, "exit", "bank", hand_gold=1200)
    assert label == "Bank treasure (1,200 gold = $120)"
    assert "pays $1 for every 10 gold" in explanation


def test_a_fight_is_told_as_the_throws_it_takes_with_wounds_armour_and_weapon_counted(cards):
    context = {"monster": "Yeti", "power": 5, "need": 8, "attack_bonus": 3, "defense": 9, "penalty": 3}
    assert words(OublietteJail(cards), "prepare", "attack", **context)[1] == (
        "You need 5 or more on two dice to beat the Yeti (power 5, +3 for your wounds, less 3 for your weapon); "
        "if you miss, it throws two dice: 6 or more wounds you.")


def test_a_hopeless_fight_says_so_rather_than_naming_an_impossible_throw(cards):
    context = {"monster": "Dragon", "power": 14, "need": 15, "attack_bonus": 0, "defense": 16, "penalty": 0}
    assert words(OublietteJail(cards), "prepare", "attack", **context)[1] == (
        "You need more than two dice can show on two dice to beat the Dragon (power 14, +1 for Level Up); if you "
        "miss, it throws two dice: it cannot wound you.")


def test_the_rules_card_credits_the_designer_and_uses_the_card_file_s_numbers(cards):
    card = OublietteJail(cards).rules_card()
    assert card[0].startswith("Open Oubliette, a dungeon crawl by John Colagioia (CC BY-SA 4.0)")
    text = " ".join(card)
    assert f"{cards.jail_turns} turns" in text and f"$1 per {cards.gold_per_dollar} gold" in text
    assert f"{cards.defense} or more" in text and f"ring of {cards.spaces} squares" in text


def test_the_stay_summary_is_the_line_the_last_step_logs_and_nothing_for_a_step_that_keeps_him(cards):
    """Ann, on her third turn on square 18 with the Crown in hand, throws 1 and 2, passes the Exit,
    and stops there to bank it: the step that lets her out."""
    jail = OublietteJail(cards)
    slot = new_dungeon(cards, "jail")
    crown = next(i for i, t in enumerate(cards.treasures) if t.name == "Crown")
    slot["explorers"]["0"] = dict(new_explorer("Ann"), turns=2, pos=18, treasure=[crown])
    slot["decks"]["treasure"].remove(crown)
    ctx = JailContext(seat=0, turn_number=3, prisoners=(0,), names=("Ann", "Ben"), cash=(0, 0),
                      property_value=(0, 0), jail_fine=50, wages=100)
    slot = jail.apply(ctx, slot, "roll").slot
    assert jail.stay_summary(ctx, slot, (1, 2)) == ""               # she is asked at the Exit: still in
    slot = jail.apply(ctx, slot, (1, 2)).slot
    summary = jail.stay_summary(ctx, slot, "bank")
    step = jail.apply(ctx, slot, "bank")
    assert step.outcome == "release_end" and step.effects == ({"receive": 110},)
    assert summary == step.log[-1] == "Ann leaves the Oubliette after 3 turns: banked 1,100 gold = $110."
