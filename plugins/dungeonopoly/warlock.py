"""The Warlock, "who has made a sinister pact": her abilities on the 1906 board.

From Dungeonopoly by Curtis & Kelsey Rueden, Additional classes, Warlock; the rules here are our own
summaries. She chooses a pact, Infernal, Fey or Dark (``picks``); hexes an opponent within her
range once a turn, so that the next money he collects falls into Central Park's pot (Hex, level
1); blasts a hexed opponent within her range once a turn (Eldritch Blast, 2), made stronger by an
enhancement at levels 4, 6 and 8 (Agonizing, Spear, Repelling, Vampiric); answers a blow with her
pact's spell (3) and has her pact's gift (5) (both in ``warlock_pact``); throws three dice and
keeps two once round the board (Dark One's Own Luck, 7, in ``warlock_luck``); learns three spells
of level 4 or less from other classes' lists (Book of Shadows, 9, through ``borrowing``); and
crowns an opponent with madness (Crown of Madness, 10, in ``warlock_crown``).

The class module interface is in ``registry``. Option ids are an ability's id, with ``-`` and
its aim when it has one (``hex-2``: Hex on seat 2).
"""
from __future__ import annotations

from typing import Any, Mapping

from . import borrowing, geometry, picks, targets
from . import warlock_crown as crown
from . import warlock_luck as luck
from . import warlock_pact as pact
from .classes import ability_name, get_ability
from .damage import owed, strike
from .menus import Offers, Uses, class_choice, class_menu
from .play import POT_ACCOUNT, Ask, Play, account_seat
from .sheet import disenchant, enchanted
from .spells import Spell
from .terms import ready, succeed, use
from .warlock_advice import advise, suggest  # noqa: F401  (how a computer plays her: the interface's)
from .warlock_pact import HEX, shrugs_off, struck  # noqa: F401  (the interface's, for her pact)

CLASS_ID = "warlock"
#: Repelling Blast: "pushes her up to 2 squares away".
REPEL = (1, 2)
#: Agonizing Blast: "$30 per level instead of the normal $20".
AGONIZING_PERCENT = 150


def _turn(play: Play, seat: int) -> dict[str, Any]:
    return play.sheet(seat)["turn"]


def hexed(play: Play, seat: int) -> bool:
    return enchanted(play.sheet(seat)["enchantments"], HEX)


def enhancements(play: Play, seat: int) -> list[str]:
    return picks.picked(play, seat, "eldritch_blast")


# -- choices made once: the pact and the enhancements (D-87) ---------------------------------------------
def _choice_offers(play: Play, seat: int) -> dict[str, str]:
    offers: dict[str, str] = {}
    for ability_id in PICKED:
        offers.update(picks.offers(play, seat, get_ability(CLASS_ID, ability_id)))
    return offers


# -- Hex (level 1) ---------------------------------------------------------------------------------------
def _hex_offers(play: Play, seat: int) -> dict[str, str]:
    if not ready(play, seat, "hex"):
        return {}
    return {f"hex-{foe}": f"Hex {play.name(foe)}: the next money she collects goes to Central Park's pot (once a turn)"
            for foe in targets.in_range(play, seat) if not hexed(play, foe)}


def _hex(play: Play, seat: int, foe: str) -> None:
    # Dungeonopoly: Warlock abilities, level 1 (D-91)
    victim = int(foe)
    use(play, seat, "hex")
    play.show(victim, f"Hex on {play.name(victim)}")
    gift = pact.shrugs_off(play, victim, seat, "enchantment") if play.is_a(victim, CLASS_ID) else ""
    if gift:
        play.say(f"{play.name(victim)}'s {ability_name(gift)} turns aside {play.name(seat)}'s Hex.")
        return
    pact.hex_on(play, seat, victim)
    play.say(f"{play.name(seat)} hexes {play.name(victim)}: the next money she collects goes to the pot.")
    succeed(play, seat, "hex")


def _wages_hexed(play: Play, seat: int) -> None:
    """The hexed draws wages: they go to the pot instead, and the hex with them (D-91)."""
    if hexed(play, seat) and play.due > 0:
        play.pay(play.due, "misc", "pot", f"{play.name(seat)}'s wages, hexed")
        play.say(f"{play.name(seat)} is hexed: her ${play.due} wages go to Central Park's pot.")
        play.due = 0
        disenchant(play.sheet(seat)["enchantments"], HEX)


def _rent_hexed(play: Play) -> None:
    """A rent or fare is owed to a hexed landlord: it goes to the pot instead (D-91)."""
    due: list[list[Any]] = []
    for account, amount in play.due:
        landlord = account_seat(account)
        if landlord >= 0 and amount > 0 and hexed(play, landlord):
            disenchant(play.sheet(landlord)["enchantments"], HEX)
            play.say(f"{play.name(landlord)} is hexed: her ${amount} rent goes to Central Park's pot.")
            account = POT_ACCOUNT
        due.append([account, amount])
    play.due = due


# -- Eldritch Blast (level 2) and its enhancements -----------------------------------------------------------
def _blast_reach(play: Play, seat: int) -> list[int]:
    """Hexed opponents in her range, or along her edge too with Eldritch Spear."""
    reach = set(targets.in_range(play, seat))
    if "eldritch_spear" in enhancements(play, seat):
        reach |= set(targets.in_sight(play, seat))
    return sorted(foe for foe in reach if hexed(play, foe))


def _blast_damage(play: Play, seat: int, foe: int) -> int:
    percent = AGONIZING_PERCENT if "agonizing_blast" in enhancements(play, seat) else 100
    return owed(play, seat, foe) * percent // 100


def _blast_offers(play: Play, seat: int) -> dict[str, str]:
    if not ready(play, seat, "eldritch_blast"):
        return {}
    mine = enhancements(play, seat)
    paid = " paid to you" if "vampiric_blast" in mine else ""
    push = ", and a push of up to 2 squares away" if "repelling_blast" in mine else ""
    return {f"eldritch_blast-{foe}": f"Eldritch Blast at {play.name(foe)}, hexed: ${_blast_damage(play, seat, foe)} "
                                     f"damage{paid}{push} (once a turn)" for foe in _blast_reach(play, seat)}


def _blast(play: Play, seat: int, aim: str) -> None:
    # Dungeonopoly: Warlock abilities, levels 2, 4, 6 and 8 (D-92)
    foe, mine = int(aim), enhancements(play, seat)
    use(play, seat, "eldritch_blast")
    percent = AGONIZING_PERCENT if "agonizing_blast" in mine else 100
    if not strike(play, seat, foe, "Eldritch Blast", percent=percent, to=seat if "vampiric_blast" in mine else "misc"):
        return
    succeed(play, seat, "eldritch_blast")
    if "repelling_blast" in mine and not play.question_in_hand and targets.targetable(play, foe, by=seat):
        play.question(seat, Ask(seat, "repel", (0, *REPEL), f"{play.name(seat)}'s Repelling Blast: push "
                                f"{play.name(foe)} how many squares away?"), "eldritch_blast", target=foe)


def _away(play: Play, seat: int, foe: int) -> int:
    """Which way is away from her: forward if the target is ahead (or on her square), else back."""
    ahead = geometry.steps_forward(play.table.positions[seat], play.table.positions[foe], play.table.size)
    return 1 if ahead <= play.table.size - ahead else -1


def _repelled(play: Play, pending: Mapping[str, Any], squares: int) -> None:
    seat, foe = pending["seat"], pending["target"]
    if squares:
        play.effect(move=foe, steps=_away(play, seat, foe) * int(squares), passes=True, lands=True)
        play.say(f"{play.name(seat)}'s Repelling Blast pushes {play.name(foe)} {squares} squares away.")


# -- Book of Shadows (level 9) -------------------------------------------------------------------------------
def _book_offers(play: Play, seat: int) -> dict[str, str]:
    return borrowing.lesson_offers(play, seat, get_ability(CLASS_ID, "book_of_shadows"))


def _book(play: Play, seat: int, _: str) -> None:
    borrowing.ask_lesson(play, seat, get_ability(CLASS_ID, "book_of_shadows"), spells_only=True)


# -- the class module interface (registry) ---------------------------------------------------------------------
SPELLS: dict[str, Spell] = {"crown_of_madness": Spell(crown.crown_offers, crown.crown)}
OFFERED_AT: dict[str, tuple[Offers, ...]] = {
    "before_throw": (_choice_offers, _book_offers, _hex_offers, _blast_offers, luck.offers),
    "after_move": (_hex_offers, _blast_offers),
    "dice_thrown": (luck.drop_offers,),
}
#: The abilities whose options she picks once (D-87): her pact, her blast's enhancements.
PICKED = ("pact", "eldritch_blast")


def _learn(play: Play, seat: int, ability_id: str) -> None:
    picks.ask(play, seat, get_ability(CLASS_ID, ability_id))


USES: Uses = {
    "pact": lambda play, seat, _: _learn(play, seat, "pact"),
    "eldritch_blast": lambda play, seat, aim: _learn(play, seat, "eldritch_blast") if aim == picks.LEARN
    else _blast(play, seat, aim),
    "hex": _hex, "book_of_shadows": _book,
    luck.ABILITY: lambda play, seat, aim: (luck.drop if aim else luck.invoke)(play, seat, aim)}


def options(play: Play, seat: int, point: str) -> dict[str, str]:
    return class_menu(OFFERED_AT, SPELLS, CLASS_ID, play, seat, point)


def choose(play: Play, seat: int, option: str) -> None:
    class_choice(USES, SPELLS, CLASS_ID, play, seat, option)


def answer(play: Play, pending: Mapping[str, Any], choice: Any) -> None:
    ability = pending["ability"]
    if pending.get("picking"):
        picks.answered(play, pending, choice)
    elif ability == "book_of_shadows":
        borrowing.lesson_learned(play, pending, choice)
    elif ability == "eldritch_blast":
        _repelled(play, pending, int(choice))
    elif ability == "pact_spell":
        pact.escaped(play, pending, int(choice))
    elif ability == "pact_trait":
        pact.ward_die_thrown(play, pending, int(choice))
    elif ability == crown.ABILITY:
        crown.crowned(play, pending, choice)
    else:
        borrowing.answer(play, pending, choice)


def react(play: Play, trigger: str, info: Mapping[str, Any]) -> None:
    seat = info["seat"]
    if trigger == "wages_due":
        _wages_hexed(play, seat)
    elif trigger == "charge_due":
        if info["rent"]:
            _rent_hexed(play)
        elif play.is_a(seat, CLASS_ID):
            pact.fees_due(play, seat, info["kind"])
    elif trigger == "turn_ends":                 # the ward's die, thrown before play passes (D-94)
        for warlock in range(play.table.players):
            if play.is_a(warlock, CLASS_ID):
                pact.throw_ward_die(play, warlock)
    if not play.is_a(seat, CLASS_ID):
        return
    if trigger == "throw_due":
        luck.throw_due(play, seat)
    elif trigger == "thrown":
        luck.thrown(play, seat, list(info["dice"]))
    elif trigger == "move_due":
        luck.move_due(play, seat, info)


def describe(play: Play, seat: int) -> list[str]:
    """Her pact, her enhancements, whom she has hexed, what she borrowed."""
    lines = []
    if pact.pact(play, seat):
        lines.append(f"Pact: {pact.pact(play, seat).capitalize()}")
    names = {o.id: o.name for o in get_ability(CLASS_ID, "eldritch_blast").options}
    if enhancements(play, seat):
        lines.append("Eldritch Blast: " + ", ".join(names[e] for e in enhancements(play, seat)))
    marked = [play.name(o) for o in play.opponents(seat)
              if any(e["id"] == HEX and e["by"] == seat for e in play.sheet(o)["enchantments"])]
    if marked:
        lines.append("Hexed: " + ", ".join(marked))
    if borrowing.lessons(play, seat):
        lines.append("Book of Shadows: " + ", ".join(get_ability(c, a).name for c, a in play.borrowed(seat)))
    return lines
