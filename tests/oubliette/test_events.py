"""The 32 Open Oubliette event cards, drawn on a corner (design notes, "And the events").

"If the player has landed on one of the corner spaces, draw and apply an Event card." Cards
that say "This card may be kept until needed" go to the player's hand; the fights they change
(Rage, Recovery!, Dodge, Revenge) are tested in test_fights.py.

Unless a test says otherwise, Ann is set up directly on square 1 (``put``; cards handed over
with ``give_*``), throws to corner 5, beats a Squasc, takes the Pottery Shards and then draws
the event named.
"""
from __future__ import annotations

import dataclasses
import random

import pytest

from landlord import CHANCE
from landlord_plugins.oubliette.cards import EVENT_EFFECTS, KEPT_EFFECTS


def on_corner(g, title, who="0", **params):
    """Ann (already set up) throws from square 1 to corner 5, beats a Squasc, takes the Pottery Shards
    and draws the event."""
    g.put(who, 1).turn(who).play("roll", (1, 3), g.monster("Squasc"), "attack", (3, 4), g.treasure("Pottery Shards"))
    assert g.pending.context["deck"] == "event"
    card = g.event(title, **params)
    g.play(card)
    return g


def one_die_is_thrown(g):
    p = g.pending
    assert (p.actor, p.kind, p.options) == (CHANCE, "jail.oubliette.die", (1, 2, 3, 4, 5, 6))
    assert p.probs == pytest.approx((1 / 6,) * 6)
    return True


def treasure_draw(g):
    p = g.pending
    return p is not None and p.kind == "jail.oubliette.draw" and p.context["deck"] == "treasure"


def draw_treasures(g, names):
    for name in names:
        assert treasure_draw(g)
        g.play(g.treasure(name))
    return g


def test_every_card_has_a_known_effect_and_the_table_has_32(cards):
    assert len(cards.events) == 32
    assert {e.effect for e in cards.events} == set(EVENT_EFFECTS)
    assert {e.effect for e in cards.events if "may be kept until needed" in e.text} == set(KEPT_EFFECTS)


# -- Secret --------------------------------------------------------------------------------------
@pytest.mark.parametrize("at_least, treasures, pips, found", [
    (5, 3, 5, 3), (5, 3, 6, 3), (5, 3, 4, 0), (5, 3, 1, 0),
    (4, 2, 4, 2), (4, 2, 6, 2), (4, 2, 3, 0),
])
def test_a_secret_pays_its_treasures_when_one_die_reaches_its_threshold(dungeon, at_least, treasures, pips, found):
    g = on_corner(dungeon(), "Secret", die_at_least=at_least, treasures=treasures)
    assert one_die_is_thrown(g)
    g.play(pips)
    draw_treasures(g, ["Maps", "Tiara", "Crown"][:found])
    assert g.over
    assert len(g.names()) == 1 + found


# -- Shortcut ------------------------------------------------------------------------------------
def test_a_shortcut_is_kept_until_needed(dungeon):
    g = on_corner(dungeon(), "Shortcut")
    assert g.over
    assert [g.cards.events[e].title for e in g.ex()["kept"]] == ["Shortcut"]


def test_a_shortcut_played_at_the_start_of_a_turn_takes_him_to_the_exit_to_stop(dungeon):
    g = on_corner(dungeon(), "Shortcut").turn()
    assert g.pending.options == ("roll", "shortcut")
    g.play("shortcut")
    assert g.ex()["pos"] == 0 and g.kind() == "exit"
    assert g.pending.options == ("bank", "go_on")
    g.play("bank")
    assert g.over and g.names(where="banked") == ["Pottery Shards"]
    assert g.ex()["kept"] == [] and g.cards.events[g.d["discards"]["event"][-1]].title == "Shortcut"


def test_going_on_from_a_shortcut_he_throws_from_the_exit_and_chooses_his_way(dungeon):
    g = on_corner(dungeon(), "Shortcut").turn().play("shortcut", "go_on")
    assert g.kind() == "start" and g.pending.options == ("roll",)
    g.play("roll", (1, 2))
    assert g.kind() == "direction"


def test_no_shortcut_is_offered_on_the_exit(dungeon):
    g = dungeon().give_kept("0", "Shortcut").turn()
    assert g.pending.options == ("roll",)


# -- Tunnel --------------------------------------------------------------------------------------
@pytest.mark.parametrize("steps, lands", [(4, 9), (-4, 1)])
def test_a_tunnel_moves_him_four_squares_with_no_fight_and_no_event_there(dungeon, steps, lands):
    g = on_corner(dungeon(), "Tunnel", steps=steps)
    assert g.ex()["pos"] == lands
    assert g.over
    assert len(g.d["discards"]["monster"]) == 1               # only the Squasc on corner 5


def test_a_tunnel_that_reaches_the_exit_offers_the_stop(cards, dungeon):
    """On the real board a four-square tunnel from a corner never reaches the Exit, so this board
    has a fifth corner on square 3: Ann throws from the Exit to it, tunnels back and passes the Exit."""
    g = dungeon()
    g.cards = dataclasses.replace(cards, corners=(0, 3, 5, 10, 15))
    g.give_treasure("0", "Maps").turn().play("roll", (1, 2), "forward", g.monster("Squasc"), "attack", (3, 4),
                                             g.treasure("Pottery Shards"), g.event("Tunnel", steps=-4))
    assert g.ex()["pos"] == 0 and g.kind() == "exit"
    g.play("go_on")
    assert g.ex()["pos"] == 19 and g.over                   # on through the Exit, and no fight there


def test_stopping_at_the_exit_on_a_tunnel_banks_and_ends_the_turn(cards, dungeon):
    g = dungeon()
    g.cards = dataclasses.replace(cards, corners=(0, 3, 5, 10, 15))      # as above
    g.turn().play("roll", (1, 2), "forward", g.monster("Squasc"), "attack", (3, 4),
                  g.treasure("Pottery Shards"), g.event("Tunnel", steps=-4), "bank")
    assert g.ex()["pos"] == 0 and g.over
    assert g.names(where="banked") == ["Pottery Shards"]


# -- Spelunk -------------------------------------------------------------------------------------
def test_spelunk_gives_another_throw_at_once(dungeon):
    g = on_corner(dungeon(), "Spelunk")
    assert (g.pending.actor, g.kind(), g.pending.options) == (0, "start", ("roll",))
    g.play("roll", (2, 4))
    assert g.ex()["pos"] == 11


def test_after_the_spelunk_throw_the_turn_ends_as_usual(dungeon):
    g = on_corner(dungeon(), "Spelunk")
    g.play("roll", (2, 4), g.monster("Squasc"), "attack", (3, 4), g.treasure("Maps"))
    assert g.over


def test_a_spelunk_on_a_doubles_turn_keeps_the_extra_turn_the_doubles_earned(dungeon):
    g = dungeon().put("0", 3).turn()
    g.play("roll", (1, 1), g.monster("Squasc"), "attack", (3, 4), g.treasure("Pottery Shards"), g.event("Spelunk"))
    g.play("roll", (1, 2), g.monster("Squasc"), "attack", (3, 4), g.treasure("Maps"))
    assert g.kind() == "again"


def test_a_spelunk_throw_of_doubles_earns_its_own_extra_turn_as_well(dungeon):
    g = dungeon().put("0", 3).turn()
    g.play("roll", (1, 1), g.monster("Squasc"), "attack", (3, 4), g.treasure("Pottery Shards"), g.event("Spelunk"))
    g.play("roll", (2, 2), g.monster("Squasc"), "attack", (3, 4), g.treasure("Maps"))
    g.play("again", "roll", (1, 2), g.monster("Squasc"), "attack", (3, 4), g.treasure("Tiara"))
    assert g.kind() == "again"
    g.play("again")
    assert g.kind() == "start"


def test_the_extra_turn_of_doubles_before_a_spelunk_survives_a_stop_at_the_exit(dungeon):
    g = dungeon().put("0", 8).turn()
    g.play("roll", (1, 1), g.monster("Squasc"), "attack", (3, 4), g.treasure("Pottery Shards"), g.event("Spelunk"))
    g.play("roll", (6, 4), "bank")                         # from corner 10 to the Exit, and he stops
    assert g.kind() == "again"


# -- Cave-In -------------------------------------------------------------------------------------
def test_a_cave_in_loses_his_next_turn(dungeon):
    g = on_corner(dungeon(), "Cave-In")
    assert g.over
    g.turn()
    assert (g.pending.actor, g.kind(), g.pending.options) == (0, "start", ("lose_turn",))
    g.play("lose_turn")
    assert g.over and g.ex()["pos"] == 5
    g.turn()
    assert g.pending.options == ("roll",)


def test_two_cave_ins_lose_two_turns(dungeon):
    g = on_corner(dungeon(), "Cave-In")
    g.ex()["lost_turns"] += 1                                  # set up directly: a second Cave-In
    for _ in range(2):
        assert g.turn().pending.options == ("lose_turn",)
        g.play("lose_turn")
    assert g.turn().pending.options == ("roll",)


# -- Trap ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("pips", [1, 2])
def test_a_trap_on_2_or_less_loses_a_turn_and_this_square_s_treasure(dungeon, pips):
    g = on_corner(dungeon().give_treasure("0", "Maps"), "Trap")
    assert one_die_is_thrown(g)
    g.play(pips)
    assert g.names() == ["Maps"]
    assert g.d["discards"]["treasure"] == [g.treasure("Pottery Shards")]
    assert g.over and g.ex()["lost_turns"] == 1


@pytest.mark.parametrize("pips", [3, 4, 5, 6])
def test_a_trap_on_3_or_more_is_avoided(dungeon, pips):
    g = on_corner(dungeon().give_treasure("0", "Maps"), "Trap").play(pips)
    assert sorted(g.names()) == ["Maps", "Pottery Shards"] and g.ex()["lost_turns"] == 0


def test_a_trap_after_a_lost_fight_takes_only_the_turn(dungeon):
    g = dungeon().give_treasure("0", "Maps").put("0", 1).turn()
    g.play("roll", (1, 3), g.monster("Dragon"), "attack", (1, 1), (1, 1), g.event("Trap"), 1)
    assert g.names() == ["Maps"] and g.ex()["lost_turns"] == 1


def test_a_trap_does_not_take_a_quest_reward_won_earlier_in_the_move(dungeon):
    """Ann passes the Exit (her Ogre quest pays the Crown) and lands on corner 5: the Trap takes
    this square's treasure, the Pottery Shards, not the Crown."""
    g = dungeon()
    g.ex()["quests"].append(g._take("event", g.event("Quest", monster="Ogre")))   # set up directly
    g.ex()["defeated"].append("Ogre")
    g.put("0", 17).turn().play("roll", (3, 5), g.treasure("Crown"), "go_on", g.monster("Squasc"), "attack", (3, 4),
                               g.treasure("Pottery Shards"), g.event("Trap"), 1)
    assert g.names() == ["Crown"]


# -- Healing Waters --------------------------------------------------------------------------------
def test_healing_waters_is_kept_until_needed(dungeon):
    g = on_corner(dungeon(), "Healing Waters", heals=1)
    assert g.over and [g.cards.events[e].title for e in g.ex()["kept"]] == ["Healing Waters"]


@pytest.mark.parametrize("wounds, options", [((), ("roll",)), ((0,), ("roll", "heal")), ((2,), ("roll", "heal"))])
def test_healing_waters_is_offered_at_the_start_of_a_turn_when_he_is_wounded(dungeon, wounds, options):
    g = dungeon().give_kept("0", "Healing Waters", heals=1).give_wounds("0", *wounds).turn()
    assert g.pending.options == options


@pytest.mark.parametrize("heals, left, returned", [(1, [2, 1, 0], [3]), (2, [1, 0], [2, 3])])
def test_healing_waters_returns_the_most_severe_wounds_without_going_to_the_exit(dungeon, heals, left, returned):
    g = dungeon().give_kept("0", "Healing Waters", heals=heals).give_wounds("0", 1, 3, 0, 2).put("0", 7).turn()
    g.play("heal")
    assert g.wound_modifiers() == left
    assert g.ex()["pos"] == 7 and g.ex()["kept"] == []
    assert sorted(g.cards.wounds[w].modifier for w in g.d["discards"]["wound"]) == returned
    assert g.kind() == "start" and g.pending.options == ("roll",)      # then he throws as usual


# -- Dragon Hoard ---------------------------------------------------------------------------------
def test_the_dragon_hoard_is_a_fight_with_a_dragon_of_power_10(dungeon):
    g = on_corner(dungeon(), "Dragon Hoard")
    assert g.kind() == "prepare"
    assert (g.pending.context["monster"], g.pending.context["power"], g.pending.context["need"]) == ("Dragon", 10, 10)


@pytest.mark.parametrize("pips", [1, 4, 6])
def test_beating_the_hoard_s_dragon_pays_three_more_treasures_than_one_die_shows(dungeon, pips):
    g = on_corner(dungeon(), "Dragon Hoard").play("attack", (5, 5))
    assert one_die_is_thrown(g)
    g.play(pips)
    deck = list(g.d["decks"]["treasure"])
    draw_treasures(g, [g.cards.treasures[t].name for t in deck[:pips + 3]])
    assert g.over and len(g.names()) == 1 + pips + 3


def test_losing_to_the_hoard_s_dragon_is_a_fight_lost_like_any_other(dungeon):
    g = on_corner(dungeon(), "Dragon Hoard").play("attack", (4, 5), (4, 4))
    g.play(g.wound(1))
    assert g.over and len(g.ex()["wounds"]) == 1 and g.names() == ["Pottery Shards"]
    assert len(g.d["discards"]["monster"]) == 1                # the hoard's dragon is no monster card


# -- Skeleton, Pin Cushion ---------------------------------------------------------------------------
@pytest.mark.parametrize("title", ["Skeleton", "Pin Cushion"])
def test_an_unfortunate_explorer_leaves_three_treasures(dungeon, title):
    g = on_corner(dungeon(), title)
    draw_treasures(g, ["Maps", "Tiara", "Crown"])
    assert g.over and sorted(g.names()) == ["Crown", "Maps", "Pottery Shards", "Tiara"]


# -- the Ambush event --------------------------------------------------------------------------------
def test_the_ambush_throws_both_dice_one_die_at_a_time(dungeon):
    g = on_corner(dungeon(), "Ambush")
    assert one_die_is_thrown(g)
    g.play(3)
    assert one_die_is_thrown(g)


def test_an_ambush_greater_than_his_defense_takes_three_treasures_for_good(dungeon):
    g = on_corner(dungeon().give_treasure("0", "Maps", "Tiara", "Crown"), "Ambush").play(4, 5)  # 9 > 8
    steal = g.pending
    assert (steal.actor, steal.kind) == (CHANCE, "jail.oubliette.steal")
    assert set(steal.options) == {g.treasure(n) for n in ("Maps", "Tiara", "Crown", "Pottery Shards")}
    g.play(g.treasure("Maps"), g.treasure("Tiara"), g.treasure("Pottery Shards"))
    assert g.over and g.names() == ["Crown"]
    assert sorted(g.d["discards"]["treasure"]) == sorted(g.treasure(n) for n in ("Maps", "Tiara", "Pottery Shards"))


@pytest.mark.parametrize("armour, first, second, robbed", [
    (None, 4, 4, False),                  # 8 is not greater than 8
    (None, 3, 6, True),
    ("Leather Armor", 4, 5, False),       # 9 is not greater than 9
    ("Leather Armor", 5, 5, True),
])
def test_the_ambush_must_be_greater_than_his_defense_score(dungeon, armour, first, second, robbed):
    g = dungeon()
    if armour:
        g.give_treasure("0", armour, as_="armour")
    on_corner(g, "Ambush").play(first, second)
    assert (g.kind() == "steal" if robbed else g.over)


def test_banked_treasure_and_gear_are_safe_from_the_ambush(dungeon):
    g = dungeon().give_treasure("0", "Tiara", as_="banked").give_treasure("0", "Mace", as_="weapons")
    on_corner(g, "Ambush").play(6, 6)
    assert g.pending.options == (g.treasure("Pottery Shards"),)
    g.play(g.treasure("Pottery Shards"))
    assert g.over and g.names(where="banked") == ["Tiara"] and g.names(where="weapons") == ["Mace"]


# -- Quests ----------------------------------------------------------------------------------------
def reach_the_exit(g):
    """Set up directly: Ann on square 13, throwing 7 to the Exit."""
    return g.put("0", 13).turn().play("roll", (3, 4))


def test_a_quest_waits_in_his_hand(dungeon):
    g = on_corner(dungeon(), "Quest", monster="Ogre")
    assert g.over and [g.cards.events[q].params["monster"] for q in g.ex()["quests"]] == ["Ogre"]


@pytest.mark.parametrize("monster, treasures", [("Manticore", 3), ("Rompo", 2), ("Ogre", 1)])
def test_a_quest_pays_on_arriving_at_the_exit_if_its_monster_is_defeated_before_returning(
        dungeon, monster, treasures):
    g = on_corner(dungeon(), "Quest", monster=monster)
    g.put("0", 7).turn().play("roll", (1, 2), g.monster(monster), "attack", (6, 6), g.treasure("Flute"))
    reach_the_exit(g)
    draw_treasures(g, ["Maps", "Tiara", "Crown"][:treasures])
    assert g.kind() == "exit"                              # the reward comes before he decides
    assert g.ex()["quests"] == [] and len(g.names()) == 2 + treasures


def test_a_quest_pays_if_its_monster_was_defeated_since_he_left_the_exit(dungeon):
    g = dungeon().put("0", 1).turn()
    g.play("roll", (1, 3), g.monster("Ogre"), "attack", (3, 4),
                                          g.treasure("Pottery Shards"), g.event("Quest", monster="Ogre"))
    reach_the_exit(g)
    assert treasure_draw(g)


def test_a_quest_whose_monster_is_not_defeated_lapses_on_arriving_at_the_exit(dungeon):
    g = on_corner(dungeon(), "Quest", monster="Ogre")
    quest = g.ex()["quests"][0]
    reach_the_exit(g)
    assert g.kind() == "exit" and g.ex()["quests"] == []
    assert quest in g.d["discards"]["event"]
    g.play("go_on", g.monster("Ogre"), "attack", (6, 6), g.treasure("Maps"))  # an Ogre now is too late
    assert not treasure_draw(g)


def test_a_monster_defeated_before_he_last_passed_the_exit_does_not_count(dungeon):
    g = dungeon().put("0", 1).turn()
    g.play("roll", (1, 2), g.monster("Ogre"), "attack", (3, 4), g.treasure("Maps"))
    g.put("0", 17).turn().play("roll", (3, 5), "go_on", g.monster("Squasc"), "attack", (3, 4),
                               g.treasure("Pottery Shards"), g.event("Quest", monster="Ogre"))
    reach_the_exit(g)
    assert g.kind() == "exit" and g.ex()["quests"] == []


def test_a_quest_pays_on_passing_the_exit_too(dungeon):
    g = dungeon().put("0", 1).turn()
    g.play("roll", (1, 3), g.monster("Ogre"), "attack", (3, 4),
                                          g.treasure("Pottery Shards"), g.event("Quest", monster="Ogre"))
    g.put("0", 18).turn().play("roll", (3, 4))
    assert treasure_draw(g)


# -- kept fighting cards -----------------------------------------------------------------------------
@pytest.mark.parametrize("title", ["Rage", "Recovery!", "Dodge", "Revenge"])
def test_a_fighting_card_is_kept_until_needed(dungeon, title):
    g = on_corner(dungeon(), title)
    assert g.over
    assert [g.cards.events[e].title for e in g.ex()["kept"]] == [title]
    assert g.d["discards"]["event"] == []


# -- Level Up ----------------------------------------------------------------------------------------
def test_level_up_raises_his_level_and_is_discarded(dungeon):
    g = on_corner(dungeon(), "Level Up")
    assert g.over and g.ex()["level"] == 1 and len(g.d["discards"]["event"]) == 1
    g.turn().play("roll", (1, 2), g.monster("Ogre"))
    assert g.pending.context["need"] == 5


# -- every card ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("card", range(32))
def test_every_event_card_can_be_drawn_and_resolved(dungeon, card):
    """Each card is drawn on corner 5 by an explorer with a wound, gear and treasure, then every
    later decision is answered at random (seeded) until the turn is over."""
    g = dungeon(explorers=2).give_wounds("0", 2).give_treasure("0", "Maps", "Tiara")
    g.give_treasure("0", "Dagger", as_="weapons").give_treasure("0", "Leather Armor", as_="armour")
    g.put("0", 1).turn().play("roll", (1, 3), g.monster("Squasc"), "attack", (3, 4), g.treasure("Pottery Shards"))
    g.play(card)
    rng = random.Random(card)
    for _ in range(1_000):
        decision = g.pending
        if decision is None:
            break
        g.play(rng.choices(decision.options, weights=decision.probs)[0] if decision.is_chance
               else rng.choice(decision.options))
    assert g.over
    assert card in g.d["decks"]["event"] + g.d["discards"]["event"] + g.ex()["kept"] + g.ex()["quests"]
