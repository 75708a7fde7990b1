"""Damage: the one place that decides whether a blow lands and what it costs the defender.

"When one character damages another, the defender pays the bank $20 times the level of the
attacker. If the defender has insufficient cash on hand, she must pursue all the usual channels
to pay her debt" (Dungeonopoly by Curtis & Kelsey Rueden, Introduction and basic rules). On the
1906 board the figure is halved with every other dollar figure, $10 a level (D-18), the bank is
Miscellaneous, and "the usual channels" are the 1906 ones: the host charges the debt, so a player
short of cash borrows and sells, and the Poor House takes one who still cannot pay.

Every attack, spell and glyph goes through :func:`blow`, so the protections of every class meet
here: the wards on the defender (Sanctuary, Mage Armor, Shield of Faith) and the Veteran's half.
Whether a character may be *targeted* at all (hidden, in jail) is for ``targets``.
"""
from __future__ import annotations

from dataclasses import dataclass

from . import druid_bark, druid_ground, gestalt, paladin_reach, registry
from .classes import ability_name
from .money import damage, halve_up
from .play import Play
from .sheet import disenchant, enchanted

#: Enchantments that stop a blow, in the order they are looked at: a ward that lasts (Sanctuary,
#: "invulnerable until her next turn") stops every blow while it lasts, and is looked at first so
#: that a ward used up by one blow (Mage Armor, Shield of Faith: "the next time") is kept for later.
WARDS = {"sanctuary": "lasting", "mage_armor": "once", "shield_of_faith": "once"}


@dataclass(frozen=True)
class Blow:
    """What a blow does: ``amount`` the defender pays, or ``stopped_by`` the ward that stopped it."""

    amount: int
    stopped_by: str = ""
    halved: bool = False


def blow(play: Play, attacker: int, defender: int, times: int = 1, full: int | None = None) -> Blow:
    """Whether and how much damage lands (``times`` the usual: a bear's Maul is 2; or ``full``
    dollars, a psion's Mind Thrust). A ward that is used up goes from the defender's sheet; a
    class's own gift may turn a blow aside too (``registry``'s ``shrugs_off``: Entropic Ward); a
    Barkskin lessens what is left (D-100)."""
    if druid_ground.hallowed(play, defender):
        return Blow(0, stopped_by=druid_ground.HALLOWS)        # Dungeonopoly D-99
    if paladin_reach.graced(play, defender):
        return Blow(0, stopped_by="divine_grace")              # Dungeonopoly D-112
    wards = [] if druid_ground.deadened(play, defender) else play.sheet(defender)["enchantments"]
    for ward, lasts in WARDS.items():
        if enchanted(wards, ward):
            if lasts == "once":
                disenchant(wards, ward)
            return Blow(0, stopped_by=ward)
    gift = gestalt.shrugs_off(play, defender, attacker, "damage")
    if gift:
        return Blow(0, stopped_by=gift)
    amount = druid_bark.relief(play, defender, owed(play, attacker, defender, times, full))
    amount = paladin_reach.absorb(play, defender, amount)      # Dungeonopoly D-113
    return Blow(amount, halved=play.has(defender, "veteran"))


def owed(play: Play, attacker: int, defender: int, times: int = 1, full: int | None = None) -> int:
    """What a blow that lands costs the defender: the damage, halved for a Veteran. Changes
    nothing, so an option's words can say it."""
    if full is None:
        full = damage(play.level(attacker), play.settings["damage_per_level"]) * times
    # Dungeonopoly: Fighter abilities, level 9, "When damaged, she pays half the usual amount" (D-7)
    return halve_up(full) if play.has(defender, "veteran") else full


def strike(play: Play, attacker: int, defender: int, how: str, *, times: int = 1, full: int | None = None,
           percent: int = 100, to: int | str = "misc") -> bool:
    """``attacker`` damages ``defender`` by ``how`` (an ability's name): he pays Miscellaneous (or
    ``to``: a Vampiric Blast's warlock), ``times`` the usual damage (a Maul's 2) or ``full`` dollars
    (a Mind Thrust), ``percent`` of what lands (an Agonizing Blast's 150), raising the money as for
    any debt. True if the blow landed, which is what earns its EP: a blow a ward stops does nothing,
    and a use that does nothing is no success (Dungeonopoly D-32). A blow that lands is told to
    every class module (``struck``), which may answer it (a paladin's Counter, a warlock's pact spell)."""
    done = blow(play, attacker, defender, times, full)
    play.show(defender, f"{how} on {play.name(defender)}")
    if done.stopped_by:                         # Dungeonopoly D-32
        play.say(f"{play.name(defender)}'s {ability_name(done.stopped_by)} stops {play.name(attacker)}'s {how}.")
        return False
    amount = done.amount * percent // 100
    halved = " (halved: a Veteran)" if done.halved else ""
    play.say(f"{play.name(attacker)}'s {how} hits {play.name(defender)}: ${amount} damage{halved}.")
    play.pay(amount, defender, to, f"damage from {play.name(attacker)}'s {how}")
    for module in registry.modules():               # a blow that lands may be answered
        struck = getattr(module, "struck", None)
        if struck is not None:
            struck(play, attacker, defender, how)
    return True
