"""Computer players and the Rogue: the house rule's advice (its ``suggest``), as the heuristic agent
takes it. She places her points along the computer's plan, robs the bank once it pays, picks
pockets and steals when the take outweighs the risk of Jail, never for nothing, tries Open Locks
whenever she is in Jail, lets prisoners out to rob them, backstabs those she creeps past, sneaks
past ruinous rents or up on a cluster but not early, and comes out of hiding only where it pays.
"""
from __future__ import annotations

import random

from landlord_plugins.dungeonopoly.progress import computer_rogue_ranks, skill_points_at

MINE = "house:dungeonopoly:"
NO_RANKS = {"open_locks": 0, "pick_pockets": 0, "rob_bank": 0, "sneak": 0, "steal": 0}


def rogue_and_fighter(dungeon, level: int = 1, players: int = 2, **ranks):
    """Ann a rogue of that level with those ranks, every point of her level placed (a computer
    places its points before anything else)."""
    game = dungeon(classes=["rogue", "fighter", "fighter"][:players])
    game.character(0, level=level, class_data={"ranks": {**NO_RANKS, **ranks}})
    assert sum(ranks.values()) == skill_points_at(level)
    return game


def test_a_computer_rogue_places_her_points_along_the_plan_at_once(dungeon):
    game = dungeon(classes=["rogue", "fighter"])
    assert game.advice() == MINE + "skills" and game.heuristic() == MINE + "skills"
    game.use("skills")
    while game.pending.kind.startswith("house.dungeonopoly."):
        game.play(game.advice())
    assert game.sheet(0)["class_data"]["ranks"] == computer_rogue_ranks(1)


def test_her_five_new_points_follow_the_plan_too(dungeon):
    game = dungeon(classes=["rogue", "fighter"]).level(0, 2)
    game.sheet(0)["class_data"]["ranks"] = computer_rogue_ranks(1)
    game.use("skills")
    assert game.advice() == "pick_pockets"
    game.play("pick_pockets")
    assert game.advice() == 3                                # up to the plan's 10; the rest to Open Locks
    game.play(3)
    assert game.advice() == "open_locks"
    game.play("open_locks")
    assert game.advice() == 2
    game.play(2)
    assert game.sheet(0)["class_data"]["ranks"] == computer_rogue_ranks(2)


def test_she_robs_the_bank_once_it_pays_and_not_with_few_ranks(dungeon):
    game = rogue_and_fighter(dungeon, level=3, rob_bank=15, open_locks=8, pick_pockets=7, steal=10)
    game.put(1, "wall-street")
    assert game.advice() == MINE + "rob_bank-on"
    game = rogue_and_fighter(dungeon, level=3, rob_bank=3, open_locks=15, pick_pockets=15, steal=7)
    game.put(1, "wall-street")
    assert game.advice() is None                             # the turn's business is the agent's own
    game.sheet(0)["class_data"]["rob_bank"] = True
    assert game.advice() == MINE + "rob_bank-off"


def test_at_level_one_the_wages_are_worth_more_than_the_robbery(dungeon):
    game = rogue_and_fighter(dungeon, rob_bank=15, open_locks=8, pick_pockets=7).put(1, "wall-street")
    assert game.advice() is None                             # 75% of $25 against 25% of $100 and Jail


def test_she_picks_a_pocket_when_the_take_outweighs_jail(dungeon):
    game = rogue_and_fighter(dungeon, level=4, pick_pockets=13, open_locks=12, steal=15, sneak=5)
    assert game.advice() == MINE + "pick_pockets-1"


def test_she_leaves_pockets_alone_with_poor_odds_or_when_they_are_empty(dungeon):
    game = rogue_and_fighter(dungeon, pick_pockets=7, open_locks=8, rob_bank=15)
    assert game.advice() is None
    game = rogue_and_fighter(dungeon, level=4, pick_pockets=13, open_locks=12, steal=15, sneak=5).set_cash(1, 0)
    assert game.advice() is None


def test_she_always_tries_open_locks_in_jail(dungeon):
    game = rogue_and_fighter(dungeon, open_locks=8, rob_bank=15, pick_pockets=7).put(1, "the-farm")
    game.play("roll", (2, 3)).jail(0).play("roll", (1, 3))
    assert game.advice() == MINE + "open_locks"


def test_she_tries_to_escape_on_the_turn_she_is_jailed(dungeon):
    game = rogue_and_fighter(dungeon, open_locks=8, rob_bank=15, pick_pockets=7).put(1, "wall-street")
    game.play("roll", (1, 3))
    assert game.pending.kind == "house.dungeonopoly.escape" and game.advice() == "try"


def test_from_shelter_she_frees_a_prisoner_worth_robbing_then_robs_him(dungeon):
    game = rogue_and_fighter(dungeon, level=4, pick_pockets=13, open_locks=12, steal=15, sneak=5)
    game.put(0, "shelter").jail(1)
    assert game.advice() == MINE + "open_locks-1"
    game.use("open_locks-1").play(1)
    assert game.advice() == MINE + "pick_pockets-1"


def test_she_frees_nobody_she_would_not_rob(dungeon):
    game = rogue_and_fighter(dungeon, level=4, open_locks=15, steal=15, sneak=15).put(0, "shelter").jail(1)
    assert game.advice() is None


def test_she_backstabs_those_she_crept_past_first_and_then_picks_their_pockets(dungeon):
    game = rogue_and_fighter(dungeon, level=3, sneak=10, pick_pockets=15, open_locks=15)
    game.put(0, "rubeville").put(1, "shelter").use("sneak").play(1, "roll", (2,))
    assert game.advice() == MINE + "backstab-1"              # the safe EP first
    game.use("backstab-1")
    assert game.advice() == MINE + "pick_pockets-1"


def test_she_picks_first_when_the_blow_would_leave_too_little_to_pick(dungeon):
    game = rogue_and_fighter(dungeon, level=3, sneak=10, pick_pockets=15, open_locks=15).set_cash(1, 50)
    game.put(0, "rubeville").put(1, "shelter").use("sneak").play(1, "roll", (2,))
    assert game.advice() == MINE + "pick_pockets-1"          # $50 less $30 of damage would leave $20 of $30


def test_she_sneaks_up_on_a_cluster_ahead(dungeon):
    game = rogue_and_fighter(dungeon, players=3, sneak=10, open_locks=15, rob_bank=5)
    game.put(0, "rubeville").put(1, "shelter").put(2, "goat-alley")
    assert game.advice() == MINE + "sneak"


def test_she_sneaks_past_ruinous_rents_but_not_early_in_the_game(dungeon):
    game = rogue_and_fighter(dungeon, sneak=10, open_locks=15, rob_bank=5).put(0, "the-bowery").put(1, "wall-street")
    assert game.advice() is None                             # few squares hurt yet: "Do not overuse Sneak"
    for lot in ("broadway", "madison-square", "fifth-avenue", "grand-boulevard", "wall-street"):
        game.give(lot, 1).build(lot, 3)
    assert game.advice() == MINE + "sneak"


def test_she_steals_when_it_pays_and_never_for_nothing(dungeon):
    game = rogue_and_fighter(dungeon, steal=15, open_locks=15).put(0, "boomtown").put(1, "wall-street")
    game.build("boomtown", 1)
    assert game.advice() is None                             # 5% of $16 is $0: D-21
    game = rogue_and_fighter(dungeon, level=6, steal=15, open_locks=15, sneak=15, pick_pockets=10)
    game.put(0, "boomtown").put(1, "wall-street")
    game.build("boomtown", 3)
    game.sheet(0)["class_data"]["rent_paid_on"] = "boomtown"
    assert game.advice() == MINE + "steal"                   # 30% of $36


def test_she_comes_out_of_sneak_only_where_landing_pays(dungeon):
    game = rogue_and_fighter(dungeon, sneak=10, open_locks=15, rob_bank=5).put(0, "market-place").put(1, "wall-street")
    game.state.accounts["pot:dungeonopoly"] += 40
    game.state.accounts["misc"] -= 40
    game.use("sneak").play(1, "roll", (2,))                 # onto Central Park, with $40 in the pot
    assert game.advice() == MINE + "come_out_of_sneak"
    game = rogue_and_fighter(dungeon, sneak=10, open_locks=15, rob_bank=5).put(0, "rubeville").put(1, "wall-street")
    game.use("sneak").play(1, "roll", (2,))                 # onto Ben's Boomtown: hidden is better
    assert game.advice() == "house:pass"


def test_heuristic_rogues_play_whole_games_with_their_skills(dungeon_engine):
    from landlord.ai import make_agent
    used = set()
    for seed in (0, 1):
        state = dungeon_engine.new_game(["A", "B", "C", "D"], seed=seed, start="beginners", jail="classic",
                                        house_rules=["dungeonopoly"],
                                        house_settings={"dungeonopoly": {"classes": ["rogue"] * 4, "ep_per_level": 3}})
        agents = [make_agent("heuristic", random.Random(i)) for i in range(4)]
        while (d := dungeon_engine.pending(state)) is not None:
            choice = (dungeon_engine.sample_chance(state, d) if d.is_chance
                      else agents[d.actor].choose(dungeon_engine, state, d))
            if isinstance(choice, str) and choice.startswith(MINE):
                used.add(choice[len(MINE):].partition("-")[0])
            dungeon_engine.apply(state, choice)
        assert "dungeonopoly" not in state.plugin_data["house"]["disabled"]
    assert {"skills", "rob_bank", "pick_pockets", "open_locks", "sneak", "steal"} <= used
