"""A game started from a position saves, loads, undoes and replays like any other: its save holds
the position (``[from_position]``), and loading starts the game from it before replaying the choices."""
from __future__ import annotations

import copy
import tomllib

import pytest
import tomli_w

from landlord.driver import GameDriver
from landlord.engine.position import began_from, position_of
from landlord.game_record import state_digest
from landlord.replay import ReplayCursor, turn_start_at
from landlord.saves import SaveError, load_game, read_save, save_game
from landlord.undo import undo

KINDS = ["heuristic", "human", "random"]

POSITION = tomllib.loads("""
rules = "landlords-1906"
seed = 21
round = 5
turn = 1

[game]
start = "beginners"

[jail]
id = "oubliette"

[accounts]
treasury = 40

[[players]]
name = "Ann"
cash = 180
space = "boomtown"
cards = ["wayback", "lonely-lane", "royal-rusher-rr"]
houses = { wayback = 1 }

[[players]]
name = "Ben"
cash = 90
space = "mother-earth"
cards = ["boomtown", "pdq-rr"]

[[players]]
name = "Cal"
cash = 65
in_jail = true
""")


def played_from_position(engine, decisions: int = 60):
    """The game started from POSITION, played on; Ben's seat (a person's) answers first options."""
    state = engine.start_from(copy.deepcopy(POSITION))
    GameDriver(engine, state, KINDS, ask_human=lambda _, decision: decision.options[0]).run(decisions=decisions)
    return state


def test_a_game_begun_from_a_position_saves_the_position_and_loads_to_the_same_game(engine, tmp_path):
    state = played_from_position(engine)
    path = save_game(tmp_path / "game.toml", engine, state, KINDS)
    saved = tomllib.loads(path.read_text(encoding="utf-8"))
    assert saved["from_position"] == began_from(state)
    assert saved["from_position"]["players"][2]["in_jail"] is True
    game = load_game(path, engine=engine)
    assert state_digest(game.state) == state_digest(state)
    assert [seat.kind for seat in game.seats] == KINDS


def test_a_game_begun_from_a_position_replays_from_it(engine):
    state = played_from_position(engine, decisions=200)
    cursor = ReplayCursor(engine, [], state.seed, {"from_position": began_from(state)}, tuple(state.history))
    cursor.seek(len(cursor))
    assert state_digest(cursor.state) == state_digest(state)
    cursor.seek(0)
    assert position_of(engine, cursor.state) == position_of(engine, engine.start_from(copy.deepcopy(POSITION)))


def test_undo_takes_back_a_persons_choice_in_a_game_begun_from_a_position(engine):
    state = engine.start_from(copy.deepcopy(POSITION))
    engine.apply(state, "trade")                  # Ben, a person, begins a trade offer ...
    result = undo(engine, state, 1)
    assert result.done and result.undone == ("trade",)
    assert position_of(engine, result.state) == position_of(engine, engine.start_from(copy.deepcopy(POSITION)))


def test_the_turn_start_of_a_saved_game_begun_from_a_position_is_found_from_it(engine, tmp_path):
    state = played_from_position(engine)
    game = load_game(save_game(tmp_path / "game.toml", engine, state, KINDS), engine=engine)
    start = turn_start_at(game, 0)
    assert start.position["jail"].pop("record")["explorers"]      # Cal's, made when he was jailed
    assert start.choices == 0 and start.position == began_from(state)
    assert (start.round, start.seat) == (5, 1)


# -- what loading refuses ---------------------------------------------------------------------------
def edited_save(engine, tmp_path, edit):
    path = save_game(tmp_path / "game.toml", engine, played_from_position(engine, decisions=10), KINDS)
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    edit(data)
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("edit, message", [
    (lambda d: d["from_position"]["players"][0].update(cash=-1),
     "from_position.players[0].cash: must be >= 0, not -1"),
    (lambda d: d["from_position"].update(colour="red"),
     "from_position.colour: unknown key (known here: rules, seed, "),
    (lambda d: d.update(from_position=[1]), "from_position: must be a table, not list"),
    (lambda d: d["from_position"]["players"][0].update(name="Anne"),
     "seats: the seats (Ann, Ben, Cal) are not the players of from_position (Anne, Ben, Cal)"),
    (lambda d: d["from_position"].update(seed=22), "game.seed: 21 is not from_position.seed (22)"),
    (lambda d: d["from_position"]["jail"].update(id="classic"),
     "jail.id: 'oubliette' is not from_position.jail.id ('classic')"),
])
def test_a_save_with_a_malformed_position_is_refused_when_read_naming_the_key(engine, tmp_path, edit, message):
    path = edited_save(engine, tmp_path, edit)
    with pytest.raises(SaveError) as refused:
        read_save(path)
    assert str(refused.value).startswith(f"{path}: {message}"), str(refused.value)
    assert "\n" not in str(refused.value)


def test_a_save_whose_position_breaks_the_rules_is_refused_when_loaded_naming_the_key(engine, tmp_path):
    path = edited_save(engine, tmp_path, lambda d: d["from_position"]["players"][1]["cards"].append("wayback"))
    with pytest.raises(SaveError) as refused:
        load_game(path, engine=engine)
    assert str(refused.value) == (f"{path}: the game cannot be started from its position: "
                                  "from_position.players[1].cards: wayback is held twice (also by players[0])")
