"""The rule sets ``landlord report`` compares, each played from the same seeds.

Magie made the game to show two things side by side: what private ownership of land does
("landlordism", the ordinary rules) and what the Single Tax changes. Her own rules offer the
Single Tax "at any time during the game" by a vote, and a demonstration called the Monarch of
the World. A :class:`Regime` is one of these ways to play, as the simulator's options.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from ..game_setup import GameSetup


@dataclass(frozen=True)
class Regime:
    """One way to play the game, named for the report, with what the simulator needs to play it."""

    id: str
    title: str                       # a short label, for legends and table heads
    about: str                       # one plain sentence for the report's page
    colour: str                      # the same in every chart (Okabe and Ito's palette, safe for colour-blind readers)
    start: str = "deal"
    single_tax_at: int | None = None
    single_tax_from_start: bool = False

    @property
    def single_tax_voted(self) -> bool:
        """The Single Tax is voted in during the game (every player votes for it at that round)."""
        return self.single_tax_at is not None

    def applied_to(self, table: GameSetup) -> GameSetup:
        """The set-up of this regime's games at ``table``: its start and its Single Tax."""
        return replace(table, game=replace(table.game, start=self.start, single_tax=self.single_tax_from_start),
                       single_tax_at=self.single_tax_at)


def voted_in(round_: int, colour: str = "#0072B2") -> Regime:
    """The 1906 rules until round ``round_``, then the Single Tax voted in by everyone."""
    return Regime(f"single-tax-at-{round_}", f"Single Tax from round {round_}",
                  f"The 1906 rules until round {round_}; at the first turn of round {round_} a player proposes "
                  "the Single Tax and everyone votes for it, so it holds for the rest of the game.",
                  colour, single_tax_at=round_)


REGIMES: tuple[Regime, ...] = (
    Regime("landlordism", "1906 rules (landlordism)",
           "The ordinary 1906 rules: players buy land and collect its rent; nobody proposes the Single Tax "
           "unless a computer player chooses to.", "#D55E00"),
    voted_in(5, "#0072B2"),
    voted_in(10, "#56B4E9"),
    voted_in(20, "#009E73"),
    Regime("single-tax-from-start", "Single Tax from the start",
           "The Single Tax rules from the first throw: all land rent goes to the Public Treasury, which buys "
           "the franchises, builds two Free Colleges and then raises wages.", "#E69F00",
           single_tax_from_start=True),
    Regime("monarch", "Monarch of the World",
           "Magie's demonstration: seat 1 is given every lot and draws no wages; the other players get the "
           "railroads, franchises and Broker's License, and everyone starts with $100.", "#CC79A7",
           start="monarch"),
)

BY_ID = {regime.id: regime for regime in REGIMES}


def parse_regimes(text: str) -> tuple[Regime, ...]:
    """The regimes a comma-separated list names, in the report's order (each once).

    >>> [r.id for r in parse_regimes("monarch, landlordism")]
    ['landlordism', 'monarch']

    :raises ValueError: naming the first unknown regime (and the known ones).
    """
    wanted = [part.strip() for part in text.split(",") if part.strip()]
    if not wanted:
        raise ValueError(f"name at least one of {', '.join(BY_ID)}")
    unknown = [name for name in wanted if name not in BY_ID]
    if unknown:
        raise ValueError(f"unknown regime {unknown[0]!r}; choose from {', '.join(BY_ID)}")
    return tuple(regime for regime in REGIMES if regime.id in wanted)


def regime_named(regime_id: str) -> Regime:
    """The rule set of an id: one of the report's, or the Single Tax voted in at any round
    (``single-tax-at-7``, which a varied vote's round plays).

    >>> regime_named("single-tax-at-7").single_tax_at
    7

    :raises ValueError: for an id that names neither.
    """
    if regime_id in BY_ID:
        return BY_ID[regime_id]
    prefix, _, round_ = regime_id.rpartition("-")
    if prefix == "single-tax-at" and round_.isdigit():
        return voted_in(int(round_))
    raise ValueError(f"unknown regime {regime_id!r}; choose from {', '.join(BY_ID)}")
