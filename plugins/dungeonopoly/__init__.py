"""Dungeonopoly as house rules for the 1906 Landlord's Game.

Dungeonopoly is Curtis & Kelsey Rueden's set of Monopoly house rules in which every player is
a Dungeons & Dragons character who gains levels and class abilities while going round the board.
The house rule itself is ``rule.Dungeonopoly``, registered here through the ``landlord`` plugin
hook. Beneath it: the core every class shares (``core``: experience, the technical terms, damage,
the basic rules; ``spells``: how any spell is cast) and modules for each class (``registry``:
the Fighter, the Wizard, the Cleric and the Rogue); and the pure
pieces that need no engine: the classes as data (``classes``), experience and levels (``levels``,
``progress``), board geometry (``geometry``), d20 checks (``checks``) and money amounts
(``money``). Only ``rule`` imports the game's plugin API; everything else is plain Python, with
no I/O and no random source of its own (a roll is always an argument), and whatever is saved is
plain data. How the Monopoly notions map onto the 1906 game, and every reading of an unclear
passage, are set out in rules/INTERPRETATIONS.md (section "Dungeonopoly"); code cites their
entries as ``D-n``.
"""
from __future__ import annotations

from landlord.plugin import hookimpl

from .rule import Dungeonopoly

__all__ = ["Dungeonopoly", "landlord_house_rules"]


@hookimpl
def landlord_house_rules():
    return [Dungeonopoly()]
