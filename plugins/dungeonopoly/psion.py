"""The Psion, who "manipulates her enemies with barrages of mental energy": her powers on the 1906 board.

From Dungeonopoly by Curtis & Kelsey Rueden, Additional classes, Psion; the rules here are our own
summaries. She pays power points (``psion_points``) for each power, as often as she has them: a blow
on the mind by the Mind Thrust table (level 1); a debt made smaller by the same table (Empty Mind,
2, defensive); an opponent dazed, robbed of a card or confused, and enchantments leeched off him
(Ego Whip 3, Modify Memory 4, Thought Leech 5, Id Insinuation 6: ``psion_mind``); a demiplane
between two squares near her, holding a Chance card, for herself or for her opponents alone
(Genesis, 7: ``genesis``, ``demiplanes``, ``demiplane_moves``); every opponent near her blasted out
of her range (Psionic Blast, 8); a spell at anyone near her made to do nothing (Intellect Fortress,
9, defensive); an opponent anywhere sent back to Mother Earth (Psychic Crush, 10). Powers are not
spells: no Counterspell stops one as it is made, and a Wish does not copy one.

Option ids are a power's id, with ``-`` and its aim (``mind_thrust-1``: at Ben; the PP are asked).
"""
from __future__ import annotations

from typing import Any, Mapping

from . import demiplane_moves, demiplanes, genesis, geometry, psion_mind, psion_points, spells, targets
from .classes import ability_name, get_ability
from .damage import strike
from .menus import Answers, Offers, Uses, answered, chosen, offered
from .play import Ask, Play, account_seat
from .psion_advice import advise, suggest  # noqa: F401  (how a computer plays her: the interface's)
from .terms import ready, succeed, use

CLASS_ID = "psion"
MOST_PP = 10          # the Mind Thrust table's last row
FORTRESS_ANSWERS = ("fortress", "let it be")


def _manifest(play: Play, seat: int, power: str, pp: int) -> None:
    use(play, seat, power)
    psion_points.manifested(play, seat, power, pp)


def _ready(play: Play, seat: int, power: str) -> bool:
    return ready(play, seat, power) and psion_points.may_manifest(play, seat, power)


# -- Mind Thrust (level 1) -----------------------------------------------------------------------------
def _thrust_offers(play: Play, seat: int) -> dict[str, str]:
    if not _ready(play, seat, "mind_thrust"):
        return {}
    return {f"mind_thrust-{foe}": f"Mind Thrust at {play.name(foe)}: $5 for 1 PP up to "
                                  f"${psion_points.thrust_dollars(min(MOST_PP, psion_points.points(play, seat) - extra))}"
                                  f"{f', {extra} PP more for the distance' if extra else ''}"
            for foe, extra in psion_points.within(play, seat, 1).items()}


def _thrust(play: Play, seat: int, foe: str) -> None:
    extra = psion_points.extra_for(play, seat, int(foe))
    most = min(MOST_PP, psion_points.points(play, seat) - extra)
    play.question(seat, Ask(seat, "power_points", tuple(range(1, most + 1)),
                            f"{play.name(seat)}: how many PP for the Mind Thrust?"),
                  "mind_thrust", target=int(foe), extra=extra)


def _thrust_lands(play: Play, pending: Mapping[str, Any], pp: int) -> None:
    # Dungeonopoly: Psion abilities, level 1, the table in 1906 money (D-114)
    seat, foe = pending["seat"], pending["target"]
    _manifest(play, seat, "mind_thrust", pp + pending["extra"])
    if strike(play, seat, foe, "Mind Thrust", full=psion_points.thrust_dollars(pp)):
        succeed(play, seat, "mind_thrust")


# -- Empty Mind (level 2) ---------------------------------------------------------------------------------
def _rent_held(play: Play, seat: int) -> int:
    held = play.table.held
    if not held or held.get("action") != "charge" or held["seat"] != seat:
        return 0
    return sum(amount for account, amount in held["payees"] if account_seat(account) != seat)


def _empty_offers(play: Play, seat: int) -> dict[str, str]:
    rent = _rent_held(play, seat)
    if (not rent or not _ready(play, seat, "empty_mind") or not psion_points.points(play, seat)
            or f"empty_mind@{play.table.held['space']}" in play.sheet(seat)["turn"]["tried"]):
        return {}                                   # once for each rent, as Intimidate (D-114)
    return {"empty_mind": f"Empty Mind: spend PP to owe less of the ${rent} ($5 for 1 PP, $15 for 2 ...)"}


def _empty(play: Play, seat: int, _: str) -> None:
    most = min(MOST_PP, psion_points.points(play, seat))
    play.sheet(seat)["turn"]["tried"].append(f"empty_mind@{play.table.held['space']}")
    play.question(seat, Ask(seat, "power_points", tuple(range(1, most + 1)),
                            f"{play.name(seat)}: how many PP to empty her mind?"), "empty_mind")


def _emptied(play: Play, pending: Mapping[str, Any], pp: int) -> None:
    """The rent is less by the table's figure, taken off the largest share first (D-114)."""
    seat = pending["seat"]
    _manifest(play, seat, "empty_mind", pp)
    off = psion_points.thrust_dollars(pp)
    payees = [list(p) for p in play.table.held["payees"]]
    for payee in sorted(payees, key=lambda p: -p[1]):
        taken = min(off, payee[1])
        payee[1] -= taken
        off -= taken
    rest = [p for p in payees if p[1] > 0]
    play.effect(**({"amend": rest} if rest else {"cancel": True}))
    play.say(f"{play.name(seat)} empties her mind: ${psion_points.thrust_dollars(pp) - off} less to pay.")
    succeed(play, seat, "empty_mind")


# -- Ego Whip, Modify Memory, Thought Leech, Id Insinuation (levels 3 to 6) --------------------------------
def _whip_offers(play: Play, seat: int) -> dict[str, str]:
    return psion_mind.mind_offers(play, seat, psion_mind.DAZE, "her next throw moves her nowhere") \
        if _ready(play, seat, psion_mind.DAZE) else {}


def _id_offers(play: Play, seat: int) -> dict[str, str]:
    return psion_mind.mind_offers(play, seat, psion_mind.CONFUSE, "her next throw takes her backward") \
        if _ready(play, seat, psion_mind.CONFUSE) else {}


def _enchant_mind(play: Play, seat: int, power: str, foe: int) -> None:
    # Dungeonopoly: Psion abilities, levels 3 and 6 (D-115)
    _manifest(play, seat, power, play.ability(seat, power).point_cost + psion_points.extra_for(play, seat, foe))
    psion_mind.enchant_mind(play, seat, power, foe)
    succeed(play, seat, power)


def _whip(play: Play, seat: int, foe: str) -> None:
    _enchant_mind(play, seat, psion_mind.DAZE, int(foe))


def _insinuate(play: Play, seat: int, foe: str) -> None:
    _enchant_mind(play, seat, psion_mind.CONFUSE, int(foe))


def _memory(play: Play, seat: int, foe: str) -> None:
    # Dungeonopoly: Psion abilities, level 4 (D-116)
    _manifest(play, seat, "modify_memory", 2 + psion_points.extra_for(play, seat, int(foe)))
    psion_mind.modify_memory(play, seat, int(foe))
    succeed(play, seat, "modify_memory")


def _leech(play: Play, seat: int, aim: str) -> None:
    foe, _, n = aim.partition("_")
    _manifest(play, seat, "thought_leech", 3 * int(n) + psion_points.extra_for(play, seat, int(foe)))
    if psion_mind.leech(play, seat, int(foe), int(n)):
        succeed(play, seat, "thought_leech")


# -- Genesis (level 7) -----------------------------------------------------------------------------------------
def _genesis_offers(play: Play, seat: int) -> dict[str, str]:
    return genesis.offers(play, seat) if _ready(play, seat, genesis.GENESIS) else {}


def _genesis(play: Play, seat: int, behind: str) -> None:
    genesis.ask(play, seat, behind)


def _genesis_made(play: Play, pending: Mapping[str, Any], answer: str) -> None:
    # Dungeonopoly: Psion abilities, level 7: "an enchantment effect which costs 4 PP + $40" (D-122)
    seat = pending["seat"]
    _manifest(play, seat, genesis.GENESIS, genesis.PP)
    play.pay(genesis.price(play, seat), seat, spells.COST_ACCOUNT, "manifesting Genesis")
    genesis.create(play, seat, pending["behind"], answer)
    succeed(play, seat, genesis.GENESIS)


# -- Psionic Blast (level 8) -----------------------------------------------------------------------------------
def _blasted(play: Play, seat: int, extra: int) -> dict[int, int]:
    """The opponents within her range (``extra`` squares more), hidden too, and the push that sets
    each just outside it, away from her (ahead of her when on her square: D-116)."""
    reach, me, size = geometry.range_for_level(play.level(seat)) + extra, play.table.positions[seat], play.table.size
    pushes = {}
    for foe in play.opponents(seat):
        if (play.table.in_jail[foe] or play.table.in_poor_house[foe] or not targets.movable(play, foe)
                or not demiplanes.seen_by(play, seat, foe)):        # out of her existence: D-124
            continue
        ahead = geometry.steps_forward(me, play.table.positions[foe], size)
        squares, way = (ahead, 1) if ahead <= size - ahead else (size - ahead, -1)
        if squares <= reach:
            pushes[foe] = way * (reach + 1 - squares)
    return pushes


def _blast_offers(play: Play, seat: int) -> dict[str, str]:
    if not _ready(play, seat, "psionic_blast"):
        return {}
    offers = {}
    for extra in range(psion_points.points(play, seat) - 4 + 1):
        pushes = _blasted(play, seat, extra)
        if pushes:
            offers[f"psionic_blast-{extra}"] = (f"Psionic Blast, {geometry.range_for_level(play.level(seat)) + extra} "
                                                f"squares: pushes {', '.join(play.name(f) for f in pushes)} out "
                                                f"({4 + extra} PP)")
    return offers


def _blast(play: Play, seat: int, extra: str) -> None:
    # Dungeonopoly: Psion abilities, level 8: pushed as by Telekinesis, passing but not landing (D-6, D-19)
    _manifest(play, seat, "psionic_blast", 4 + int(extra))
    for foe, steps in _blasted(play, seat, int(extra)).items():
        play.sheet(foe)["turn"]["pushed"] = True
        play.show(foe, f"Psionic Blast on {play.name(foe)}")
        play.effect(move=foe, steps=steps, passes=True, lands=False)
    play.say(f"{play.name(seat)}'s Psionic Blast throws her opponents out of her way.")
    succeed(play, seat, "psionic_blast")


# -- Intellect Fortress (level 9) ----------------------------------------------------------------------------------
def interrupt(play: Play, caster: int, spell_id: str, aim: str, via: str) -> bool:
    """A spell cast at someone within a psion's range: she is asked whether to shield him (D-116).
    Only a spell aimed at a character: a Tree Stride's or a Fireball's aim is a space, not a seat."""
    class_id, _ = spells.find(spell_id)
    if not (aim.isdigit() and "targets_character" in get_ability(class_id, spell_id).flags):
        return False
    for psion in range(play.table.players):
        if (play.is_a(psion, CLASS_ID) and psion != caster and ready(play, psion, "intellect_fortress")
                and psion_points.points(play, psion) >= 5 and not play.question_in_hand
                and geometry.in_range(targets.place(play, psion), targets.place(play, int(aim)), play.level(psion),
                                      play.table.size)):
            play.question(psion, Ask(psion, "fortress", FORTRESS_ANSWERS,
                                     f"{play.name(psion)}: raise an Intellect Fortress against "
                                     f"{play.name(caster)}'s {ability_name(spell_id)} on {play.name(int(aim))}?"),
                          "intellect_fortress", module=CLASS_ID, caster=caster, spell=spell_id, aim=aim, via=via)
            return True
    return False


def _fortress(play: Play, pending: Mapping[str, Any], answer: str) -> None:
    seat = pending["seat"]
    if answer != "fortress":
        spells.carry_out(play, pending["caster"], pending["spell"], pending["aim"], pending["via"])
        return
    _manifest(play, seat, "intellect_fortress", 5)
    play.say(f"{play.name(seat)}'s Intellect Fortress: {play.name(pending['caster'])}'s "
             f"{ability_name(pending['spell'])} does nothing.")
    succeed(play, seat, "intellect_fortress")


# -- Psychic Crush (level 10) ---------------------------------------------------------------------------------------
def _crush_offers(play: Play, seat: int) -> dict[str, str]:
    if not _ready(play, seat, "psychic_crush") or psion_points.points(play, seat) < 5:
        return {}
    start = play.table.start_index
    return {f"psychic_crush-{foe}": f"Psychic Crush on {play.name(foe)}: back to Mother Earth, with no wages (5 PP)"
            for foe in play.opponents(seat) if targets.targetable(play, foe, by=seat) and targets.mind_open(play, foe)
            and play.table.positions[foe] != start}


def _crush(play: Play, seat: int, foe: str) -> None:
    # Dungeonopoly: Psion abilities, level 10: "does not collect $200, or enjoy any other of the usual
    # benefits of passing GO": moved unseen, landing nowhere
    _manifest(play, seat, "psychic_crush", 5)
    target = int(foe)
    steps = (play.table.start_index - play.table.positions[target]) % play.table.size
    play.show(target, f"Psychic Crush on {play.name(target)}")
    demiplanes.step_off(play, target)                 # an unseen move: no "moved" to say she left
    play.effect(move=target, steps=steps, passes=False, lands=False)
    play.say(f"{play.name(seat)}'s Psychic Crush sends {play.name(target)} back to Mother Earth.")
    succeed(play, seat, "psychic_crush")


# -- the class module interface (registry) ----------------------------------------------------------------------------
OFFERED_AT: dict[str, tuple[Offers, ...]] = {
    point: (_thrust_offers, _whip_offers, psion_mind.memory_offers, psion_mind.leech_offers, _id_offers,
            _genesis_offers, _blast_offers, _crush_offers) for point in ("before_throw", "after_move")}
OFFERED_AT["rent_owed"] = (_empty_offers,)
USES: Uses = {"mind_thrust": _thrust, "empty_mind": _empty, "ego_whip": _whip, "id_insinuation": _insinuate,
              "modify_memory": _memory, "thought_leech": _leech, "genesis": _genesis, "psionic_blast": _blast,
              "psychic_crush": _crush}
ANSWERS: Answers = {"mind_thrust": _thrust_lands, "empty_mind": _emptied, "intellect_fortress": _fortress,
                    "modify_memory": psion_mind.remembered, "genesis": _genesis_made}


def options(play: Play, seat: int, point: str) -> dict[str, str]:
    return offered(OFFERED_AT, play, seat, point)


def _refill(play: Play, info: Mapping[str, Any]) -> None:
    if play.is_a(info["seat"], CLASS_ID):
        psion_points.refill(play, info["seat"])   # "Passing GO refills the psion's available PP" (D-114)


#: What each trigger does, for every seat (a daze, a confusion, a memory are on her opponents).
REACTIONS = {"thrown": psion_mind.thrown, "move_due": psion_mind.move_due,
             "moved": psion_mind.moved, "rent_paid": psion_mind.rent_paid, "wages_due": _refill}


def react(play: Play, trigger: str, info: Mapping[str, Any]) -> None:
    # the demiplanes first: a dazed or confused move is left to the mind's powers, which end it
    # on its first square (D-115), and they must see it before that
    for reactions in (demiplane_moves.REACTIONS, REACTIONS):
        found = reactions.get(trigger)
        if found is not None:
            found(play, info)


def lifted(play: Play, holder: int | str, enchantment: Mapping[str, Any]) -> None:
    psion_mind.memory_lifted(play, holder, enchantment)
    genesis.lifted(play, holder, enchantment)


def describe(play: Play, seat: int) -> list[str]:
    return ([f"Power points: {psion_points.points(play, seat)} of {play.level(seat)}"] + psion_mind.describe(play, seat)
            + demiplanes.describe(play, seat))


def choose(play: Play, seat: int, option: str) -> None:
    chosen(USES, play, seat, option)


def answer(play: Play, pending: Mapping[str, Any], choice: Any) -> None:
    answered(ANSWERS, play, pending, choice)
