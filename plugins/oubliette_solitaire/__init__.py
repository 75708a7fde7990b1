"""Oubliette, Julian "Legend" Jimenez's solitaire card game, as a jail game and a game of its own.

In Oubliette the player is thrown into a dungeon with an ordinary deck of cards and two or three
Jokers, and must build a Path of nine cards, 10 down to 2 or 2 up to 10, before the deck runs
out; Creatures, Traps, Portcullises, Chasms, Darkness and Gremlins stand in the way, and the
cards held in four Inventory piles and one Equipped slot are his weapons and tools. The rules are
Julian Jimenez's; this package tells them in its own words, and records every reading of a gap in
the text in ``rules/INTERPRETATIONS.md`` (S-1, S-2, ...).

The plugin offers, through the public plugin API only:

* the jail game ``solitaire`` (:class:`.jail.SolitaireJail`): the prisoner plays the solitaire
  in place of throwing for doubles, a third of the deck each turn; completing the Path frees him
  at once (docs/solitaire.md);
* the command ``landlord solitaire`` (:mod:`.command`): the game at the terminal, or headless
  with the computer player.

Modules: :mod:`.cards` (the deck), :mod:`.layout` (where every card lies), :mod:`.path`,
:mod:`.items`, :mod:`.chaos`, :mod:`.encounters` and :mod:`.actions` (the rules), :mod:`.moves`
(decisions in, log lines out), :mod:`.agent` (computer players), :mod:`.terminal` and
:mod:`.standalone` (playing it on its own).
"""
from __future__ import annotations

from landlord import hookimpl

from .command import SolitaireCommand
from .jail import SolitaireJail


@hookimpl
def landlord_jail_games() -> list[SolitaireJail]:
    return [SolitaireJail()]


@hookimpl
def landlord_commands() -> list[SolitaireCommand]:
    return [SolitaireCommand()]
