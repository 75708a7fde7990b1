"""A proposal put out of turn (the Single Tax, a Trust) is a choice of the game like any other:
saved, loaded, replayed and undone, and counted as the proposer's own."""
from __future__ import annotations

from landlord.driver import GameDriver
from landlord.engine.proposals import is_proposal
from landlord.game_record import replay_choices, setup_of, state_digest
from landlord.saves import load_game, save_game
from landlord.undo import undo

from save_helpers import new_game

KINDS = ["strong", "strong", "random"]
SEED = 110                 # a game in which a Trust is proposed out of turn (classic jail)


def test_a_game_with_proposals_out_of_turn_saves_and_loads_to_the_same_game(engine, tmp_path):
    state = new_game(engine, KINDS, SEED, jail="classic")
    GameDriver(engine, state, KINDS).run(keep_events=False)
    proposals = [c for c in state.history if is_proposal(c)]
    assert proposals, "the game had no proposal out of turn"
    save_game(tmp_path / "game.toml", engine, state, KINDS)
    loaded = load_game(tmp_path / "game.toml", engine=engine)
    assert state_digest(loaded.state) == state_digest(state)
    assert loaded.state.trust_proposals == state.trust_proposals


def test_a_replay_counts_a_proposal_as_its_proposers_choice(engine):
    state = new_game(engine, KINDS, SEED, jail="classic")
    GameDriver(engine, state, KINDS).run(keep_events=False)
    _, _, actors = replay_choices(engine, [p.name for p in state.players], state.seed, setup_of(state),
                                  state.history)
    for choice, actor in zip(state.history, actors):
        if is_proposal(choice):
            assert actor == choice[1]


def test_a_person_may_undo_his_own_proposal_out_of_turn(engine):
    state = new_game(engine, ["human", "heuristic", "heuristic"], 3, start="beginners", jail="classic")
    player = GameDriver(engine, state, ["heuristic"] * 3)
    while not (engine.pending(state).kind == "turn" and engine.pending(state).actor == 1):
        engine.apply(state, player.choice_for(engine.pending(state)))
    before = state_digest(state)
    engine.apply(state, ("propose", 0, "single_tax"))
    engine.apply(state, "yes")                      # the proposer votes first
    result = undo(engine, state, 0, limit=2)      # his choices before Ben's turn began may be his too
    assert result.undone == (("propose", 0, "single_tax"), "yes")
    assert state_digest(result.state) == before


def test_a_game_that_never_proposed_a_trust_has_the_digest_it_had_before_trusts_were_recorded(engine):
    state = new_game(engine, ["heuristic"] * 3, 5, jail="classic")
    GameDriver(engine, state, ["heuristic"] * 3).run(decisions=200)
    assert not state.trust_proposals and "trust_proposals" not in state.to_data()
