"""The golden games: 300 seeded whole games whose outcome must never change by accident.

Each game is played through the simulator's own driver (``landlord.simulate.play_game``) and
summed up as its winner, rounds, turns, final wealth and a SHA-256 of every choice made
(``state.history``). Speed work must leave every record identical. A commit that changes a
rule on purpose regenerates the file in that commit alone and says which rule it changed:

    python -m tests.golden.golden_games      # rewrites tests/golden/golden_games.json
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any, Iterator

from landlord.engine import Engine, load_default_rules
from landlord.plugin_host import installed_jail_games
from landlord.simulate import game_seed, play_game

GOLDEN_FILE = Path(__file__).with_name("golden_games.json")

#: (name, games, agent kind, jail, Single Tax proposed at round), four players each.
BATCHES: tuple[tuple[str, int, str, str, int | None], ...] = (
    ("heuristic-classic", 100, "heuristic", "classic", None),
    ("heuristic-oubliette", 100, "heuristic", "oubliette", None),
    ("heuristic-single-tax-at-10", 50, "heuristic", "oubliette", 10),
    ("random-oubliette", 50, "random", "oubliette", None),
)
PLAYERS = 4
SEED = 1906


def history_digest(history: list[Any]) -> str:
    """Every choice of the game, in order, as one hash (dice pairs written as lists)."""
    return hashlib.sha256(json.dumps(history, separators=(",", ":")).encode()).hexdigest()


def golden_cases() -> Iterator[tuple[str, int, str, str, int | None]]:
    """(batch, index, agent kind, jail, Single Tax round) for every golden game."""
    for name, games, kind, jail, single_tax_at in BATCHES:
        for index in range(games):
            yield name, index, kind, jail, single_tax_at


def play_record(engine: Engine, batch: str, index: int, kind: str, jail: str,
                single_tax_at: int | None) -> dict[str, Any]:
    """Play one golden game and sum it up."""
    state, result = play_game(engine, [kind] * PLAYERS, game_seed(SEED, index), jail=jail,
                              single_tax_at=single_tax_at)
    return {"batch": batch, "index": index, "winner": result.winner, "rounds": result.rounds,
            "turns": result.turns, "ended_by": result.ended_by, "wealth": result.wealth,
            "history": history_digest(state.history)}


def make_engine() -> Engine:
    return Engine(load_default_rules(), installed_jail_games().games)


def main() -> None:
    engine = make_engine()
    records = [play_record(engine, *case) for case in golden_cases()]
    lines = ",\n".join(json.dumps(record, separators=(", ", ": ")) for record in records)
    GOLDEN_FILE.write_text(f"[\n{lines}\n]\n", encoding="utf-8")
    print(f"wrote {len(records)} golden games to {GOLDEN_FILE}")


if __name__ == "__main__":
    main()
