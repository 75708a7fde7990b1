"""A game saved at any decision, loaded and played on goes exactly as if it had never been saved."""
from __future__ import annotations

import copy
import random
import tomllib

import pytest

from landlord.ai import AGENTS
from landlord.driver import GameDriver
from landlord.game_record import state_digest
from landlord.saves import FORMAT, load_game, save_game

from save_helpers import new_game, play, played

GAMES = 20
POINTS_PER_GAME = 10          # 200 save points in all
#: Agents whose choices depend on the game and their RNG alone. (The strong agent also remembers
#: refused offers between decisions, which a save does not hold: see docs/saves.md.)
AGENT_MIX = [kind for kind in ("heuristic", "random", "easy") if kind in AGENTS]


def random_setup(rng: random.Random, index: int) -> dict:
    players = rng.randint(2, 5)
    return {
        "kinds": [rng.choice(AGENT_MIX) for _ in range(players)],
        "seed": rng.randrange(2**32),
        "jail": ("classic", "oubliette")[index % 2],
        "single_tax": index % 4 == 1,
        "start": rng.choice(["deal", "beginners", "monarch"]) if players <= 4 else "deal",
    }


def test_a_game_saved_at_200_random_points_and_continued_is_identical_to_never_saving(engine, tmp_path):
    rng = random.Random(1906)
    kinds_saved_at: set[str] = set()
    points_tried = 0
    for index in range(GAMES):
        setup = random_setup(rng, index)
        kinds = setup.pop("kinds")
        seed = setup.pop("seed")
        # The whole game once, never saved: what was decided at each step and what happened.
        state = new_game(engine, kinds, seed, **setup)
        player = GameDriver(engine, state, kinds)
        kinds_at: list[str] = []
        log: list[list[str]] = []
        while (decision := engine.pending(state)) is not None:
            kinds_at.append(decision.kind)
            log.append([e.text for e in engine.apply(state, player.choice_for(decision))])
        final_digest, final_rng = state_digest(state), state.rng.getstate()

        # Save points: the first mid-auction and mid-jail-game decisions, then random ones.
        points = []
        for wanted in ("bid", "jail."):
            at = [i for i in range(1, len(kinds_at)) if kinds_at[i].startswith(wanted)
                  and kinds_at[i - 1].startswith(wanted)]
            if at:
                points.append(at[0])
        points += rng.sample(range(len(kinds_at) + 1), POINTS_PER_GAME - len(points))

        # The same game again (the headless player is deterministic), kept aside at each save point.
        again = new_game(engine, kinds, seed, **setup)
        player = GameDriver(engine, again, kinds)
        states = {}
        for step in range(len(kinds_at) + 1):
            if step in points:
                states[step] = copy.deepcopy(again)
            if step < len(kinds_at):
                engine.apply(again, player.choice_for(engine.pending(again)))
        assert state_digest(again) == final_digest

        for k in points:
            kept = states[k]
            path = save_game(tmp_path / f"g{index}-{k}.toml", engine, kept, kinds)
            loaded = load_game(path, engine=engine)
            assert [e.text for e in loaded.events] == [t for step in log[:k] for t in step]
            assert loaded.state.rng.getstate() == kept.rng.getstate()
            continued = [e.text for e in play(engine, loaded.state, loaded.kinds)]
            assert continued == [t for step in log[k:] for t in step], f"game {index} saved at {k} went otherwise"
            assert state_digest(loaded.state) == final_digest
            assert loaded.state.rng.getstate() == final_rng
            if k < len(kinds_at):
                kinds_saved_at.add(kinds_at[k].split(".")[0])
            points_tried += 1
    assert points_tried == GAMES * POINTS_PER_GAME == 200
    assert {"bid", "jail", "turn", "dice"} <= kinds_saved_at, "saves were not taken mid-auction and mid-jail"


def test_a_save_records_format_rules_jail_plugins_seed_options_seats_choices_and_digest(engine, tmp_path):
    state = played(engine, ["heuristic", "random", "heuristic"], 7, decisions=150, jail="oubliette",
                   single_tax=True, start="beginners")
    path = save_game(tmp_path / "game.toml", engine, state, ["human", "random", "heuristic"])
    data = tomllib.loads(path.read_text("utf-8"))
    assert data["format"] == FORMAT
    assert data["rules"] == {"id": engine.rules.id, "version": engine.rules.version}
    assert data["jail"] == {"id": "oubliette", "version": str(engine.jail_games["oubliette"].version)}
    assert data["plugins"] == {"oubliette": data["jail"]["version"]}
    assert data["game"]["seed"] == 7
    assert data["game"]["start"] == "beginners" and data["game"]["single_tax"] is True
    assert data["seats"] == [{"name": p.name, "kind": k} for p, k in
                             zip(state.players, ["human", "random", "heuristic"])]
    assert len(data["history"]["choices"]) == len(state.history) == 150
    assert data["digest"] == state_digest(state)
    assert data["position"]["decisions"] == 150


def test_dice_come_back_from_a_save_as_tuples(engine, tmp_path):
    state = played(engine, ["heuristic", "heuristic"], 3, decisions=60)
    loaded = load_game(save_game(tmp_path / "g.toml", engine, state), engine=engine)
    dice = [c for c in loaded.state.history if not isinstance(c, (str, int))]
    assert dice and all(isinstance(c, tuple) and len(c) == 2 for c in dice)
    assert loaded.state.history == state.history


def test_a_finished_game_saves_and_loads_as_finished(engine, tmp_path):
    state = played(engine, ["random", "heuristic"], 11)
    assert state.over
    loaded = load_game(save_game(tmp_path / "g.toml", engine, state), engine=engine)
    assert loaded.state.over and loaded.state.ended_by == state.ended_by
    assert engine.pending(loaded.state) is None


def test_a_new_game_before_any_choice_saves_and_loads(engine, tmp_path):
    state = new_game(engine, ["human", "heuristic", "random"], 5, jail="classic", round_limit=40, advanced=False)
    loaded = load_game(save_game(tmp_path / "g.toml", engine, state, ["human", "heuristic", "random"]),
                       engine=engine)
    assert state_digest(loaded.state) == state_digest(state)
    assert loaded.kinds == ["human", "heuristic", "random"] and loaded.events == []
    assert loaded.state.options["round_limit"] == 40 and loaded.state.options["advanced"] is False


@pytest.mark.parametrize("seat", [0, 2])
def test_the_monarch_of_the_world_start_keeps_its_landlord_seat(engine, tmp_path, seat):
    state = played(engine, ["heuristic"] * 3, 2, decisions=80, start="monarch", monarch_seat=seat)
    loaded = load_game(save_game(tmp_path / "g.toml", engine, state), engine=engine)
    assert loaded.state.options["monarch_seat"] == seat
    assert state_digest(loaded.state) == state_digest(state)


def test_a_game_of_any_agents_loads_as_it_was_saved(engine, tmp_path):
    kinds = list(AGENTS)[:4]
    state = played(engine, kinds, 17, decisions=400)
    loaded = load_game(save_game(tmp_path / "g.toml", engine, state, kinds), engine=engine)
    assert state_digest(loaded.state) == state_digest(state) and loaded.kinds == kinds
