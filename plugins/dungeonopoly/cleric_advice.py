"""How a computer plays the Cleric: the text's Cleric tactics as simple rules of thumb.

Dungeonopoly by Curtis & Kelsey Rueden, Cleric tactics, in our words: keep Shield of Faith up, and
hide in Sanctuary too when a fighter is close; bless her own improved lots and curse her rivals' best;
smite the leader when she is short of cash, so that she has to raise it; make a lucky opponent
throw again when her throw carries her past the cleric's improved lot, and herself when her own
throw would ruin her, and so with the house rule's own dice that move someone (a melody's, a mount's);
with a check (a d20's, the Entropic Ward's die), an opponent's that passed and her own that failed,
when a second throw goes her way at least as often as not, and any other die let stand;
ward her best lot with a glyph; refuse the Chance cards that hurt; and bring down the Wrath of God
when the opponents' houses are many. She never spends below a reserve of cash. Advice never
changes the game: it only picks among the options the game offers.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any, Mapping

from . import deeds, dice, geometry
from .damage import owed
from .play import Play
from .spells import cost

#: Cash she keeps in hand after paying for a spell, so the next rent does not ruin her.
RESERVE = 50
#: Wrath of God is worth its price when it knocks down at least this many of the opponents' houses.
WRATH_HOUSES = 3
#: How close a fighter must be for Sanctuary: within her reach of a throw behind or on her square.
FIGHTER_REACH = 12
#: What the 1906 Chance cards do to their drawer, as advice needs it (rules/landlords-1906.toml,
#: the red pack, I-13): a card that costs her she refuses; a move is judged by where it leads; a
#: card not listed here (another rule set's) she follows.
HARMFUL_CARDS = frozenset({"caught-trespassing", "street-assessment", "doctors-bill", "fined-for-speeding",
                           "assessors-visit", "carnegie"})
MOVING_CARDS = {"good-roads": 3, "washout": -3}
#: A check is worth throwing again when the second throw goes her way at least this often.
EVEN = Fraction(1, 2)


def _by_ability(offered: list[str]) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for option in offered:
        found.setdefault(option.partition("-")[0], []).append(option)
    return found


def _affords(play: Play, seat: int, price: int) -> bool:
    return play.table.cash[seat] - price >= RESERVE


def suggest(play: Play, seat: int, offered: list[str], point: str) -> str | None:
    """Which of her offered options to use now, or None to use none."""
    by = _by_ability(offered)
    if "divine_power" in by:                           # the rest of her move comes first
        return "divine_power"
    if "divine_favor" in by:
        return "divine_favor" if _card_hurts(play, seat) else None
    if "divine_intervention" in by:
        return "divine_intervention" if _worth_a_reroll(play, seat) else None
    for pick in (_shield, _sanctuary, _wrath, _smite, _bless_or_curse, _glyph):
        choice = pick(play, seat, by)
        if choice:
            return choice
    return None


# -- the spells on her own turn ----------------------------------------------------------------------
def _fighter_lurks(play: Play, seat: int) -> bool:
    """An opponent fighter on her square or within a throw behind her, who could catch her up."""
    here = play.table.positions[seat]
    return any(play.is_a(foe, "fighter") and not play.table.in_jail[foe]
               and geometry.steps_backward(here, play.table.positions[foe], play.table.size) <= FIGHTER_REACH
               for foe in play.opponents(seat))


def _sanctuary(play: Play, seat: int, by: dict[str, list[str]]) -> str | None:
    # "If an opponent is continually hassling you, use Sanctuary": when a fighter is close behind
    options = by.get("sanctuary", [])
    return options[0] if options and _fighter_lurks(play, seat) else None


def _shield(play: Play, seat: int, by: dict[str, list[str]]) -> str | None:
    # "have Shield of Faith active whenever possible"
    return "shield_of_faith" if "shield_of_faith" in by else None


def _wrath(play: Play, seat: int, by: dict[str, list[str]]) -> str | None:
    from .cleric import wrath_lots                     # the spell's own count of what it knocks down
    if "wrath_of_god" not in by or not _affords(play, seat, cost(play, "wrath_of_god")):
        return None
    return "wrath_of_god" if len(wrath_lots(play, seat)) >= WRATH_HOUSES else None


def _smite(play: Play, seat: int, by: dict[str, list[str]]) -> str | None:
    """"Use Holy Smite when an opponent is low on cash to force her to sell houses or mortgage
    property": one whose cash will not cover two blows, holding cards to raise it from; the one
    holding most, the leader, first."""
    short = {}
    for option in by.get("holy_smite", []):
        foe = int(option.partition("-")[2])
        held = _holding(play, foe)
        if held and play.table.cash[foe] < 2 * owed(play, seat, foe):
            short[option] = (held, -play.table.cash[foe], option)
    return max(short, key=short.__getitem__) if short else None


def _holding(play: Play, seat: int) -> int:
    """What her cards and houses cost: a rough measure of who leads."""
    cards = [card for card, who in play.table.owner.items() if who == seat]
    return sum(play.space_of(card).price + deeds.houses(play, card) * play.table.house_price for card in cards)


def _bless_or_curse(play: Play, seat: int, by: dict[str, list[str]]) -> str | None:
    """"Bless her own improved lots and curse her rivals' best": the property she stands on, if it
    earns something (a lot with a house, a railroad, a franchise); a form also lifts the other."""
    here = play.space_id_at(seat)
    owner = deeds.holder(play, here)
    if owner < 0 or not (deeds.houses(play, here) or play.space_of(here).kind != "lot"):
        return None
    form = "bless" if deeds.mine(play, here, seat) else "curse"
    option = f"bless_curse-{form}"
    if option in by.get("bless_curse", []) and _affords(play, seat, cost(play, "bless_curse", form)):
        return option
    return None


def _glyph(play: Play, seat: int, by: dict[str, list[str]]) -> str | None:
    """"Place Glyphs of Warding on your improved properties": the one she stands on, if it is hers
    and has a house."""
    here = play.space_id_at(seat)
    if ("glyph_of_warding" in by and deeds.mine(play, here, seat) and deeds.houses(play, here)
            and _affords(play, seat, cost(play, "glyph_of_warding"))):
        return "glyph_of_warding"
    return None


# -- the cards and the throws ----------------------------------------------------------------------
def _cost_to(play: Play, seat: int, index: int) -> int:
    """What stopping there would cost her: rent on an opponent's space, or jail (counted dear)."""
    space = play.space(index)
    if space.kind == "trespass":
        return 0 if play.has(seat, "ascended") else 100
    if not deeds.theirs(play, space.id, seat):
        return 0
    return play.table.rent.get(space.id, 0)


def _card_hurts(play: Play, seat: int) -> bool:
    """"choose whether to accept the consequences of any ... Chance cards": refuse one that costs."""
    card = (play.table.held or {}).get("card", "")
    if card in MOVING_CARDS:
        to = geometry.destination(play.table.positions[seat], MOVING_CARDS[card], play.table.size)
        return _cost_to(play, seat, to) > 0
    return card in HARMFUL_CARDS


def _ruinous(play: Play, seat: int, rent: int) -> bool:
    """A rent that would take a third of her cash or more (and at least $20)."""
    return rent >= 20 and rent * 3 >= play.table.cash[seat]


def _worth_a_reroll(play: Play, seat: int) -> bool:
    """A movement throw the host holds, judged by where it takes the thrower."""
    held = play.table.held or {}
    thrower = held.get("seat", -1)
    return thrower >= 0 and _move_hurts(play, seat, thrower, sum(held.get("dice", ())))


def _move_hurts(play: Play, seat: int, mover: int, steps: int) -> bool:
    """"force a lucky opponent to reroll if she escapes landing on your improved properties. Or use
    it on yourself to avoid landing on an opponent's improved property"."""
    here, size = play.table.positions[mover], play.table.size
    to = geometry.destination(here, steps, size)
    if mover == seat:
        return _ruinous(play, seat, _cost_to(play, seat, to))
    passed = geometry.squares_crossed(here, steps, size)[:-1]
    mine = [i for i in passed if deeds.mine(play, play.space(i).id, seat) and deeds.houses(play, play.space(i).id)]
    return bool(mine) and not deeds.mine(play, play.space(to).id, seat)


def _worth_another_throw(play: Play, seat: int) -> bool:
    """The same tactics on the house rule's own dice (D-24): dice that move someone as a throw's
    do; a check by whether its second throw goes her way; any other die is let stand."""
    rolled = dice.held(play)
    if not rolled:
        return False
    die, roll = rolled["pending"]["die"], rolled["roll"]
    if dice.is_check(die):
        return _worth_another_check(seat, die, roll)
    moves = die.get("moves")
    return bool(moves) and _move_hurts(play, seat, moves["mover"], moves["way"] * dice.steps(roll))


def _worth_another_check(seat: int, die: Mapping[str, Any], roll: Any) -> bool:
    """Throw again an opponent's check that passed, or her own that failed, when the second throw
    goes her way at least as often as not."""
    passed, odds = dice.passed(die, roll), dice.chance(die)
    if die["thrower"] == seat and not passed:
        her_way = odds                              # her second throw passes
    elif die["thrower"] != seat and passed:
        her_way = 1 - odds                          # the opponent's second throw fails
    else:
        return False
    return her_way >= EVEN


def advise(play: Play, pending: Mapping[str, Any], decision: Any) -> Any:
    """Her one question: whether to cast Divine Intervention on the house rule's dice as they fall."""
    if pending["ability"] != "divine_intervention":
        return None
    cast = [option for option in decision.options if option != dice.LET_IT_STAND]
    return cast[0] if cast and _worth_another_throw(play, pending["seat"]) else dice.LET_IT_STAND
