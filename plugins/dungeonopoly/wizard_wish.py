"""The Wizard's Wish: any other spell, a pledge cleared, a card from the pack, or a lot built full.

From Dungeonopoly by Curtis & Kelsey Rueden, Wizard abilities, level 10; the rules here are our own
summaries. A Wish is one spell, single use, in one of four forms:

* copy any other spell of any class, with its effects, at the moment that spell could be cast,
  for that spell's casting cost or the Wish's $10 minimum, whichever is more (D-50);
* clear the pledge on the card she stands on: the bank forgives one of its holder's notes ($20);
* take the unowned card of the space she stands on from the pack ($50);
* build the owned, unpledged lot she stands on up to the limit of houses ($500).

Every figure is halved to 1906 dollars (D-18), and the last three forms are about property, so they
rest under the Single Tax, when no lot is anyone's (D-31, D-51). A copy is a loan of ``borrowing``,
the mechanism Jack-of-All-Trades and the Book of Shadows share. A copy's option is
``wish-<spell>.<its aim>`` (``wish-holy_smite.2``); a form's is ``wish-<form>``.
"""
from __future__ import annotations

from . import borrowing, deeds, spells
from .classes import ability_name, casting_cost, get_ability
from .money import to_1906_dollars, wish_duplicate_cost
from .play import Play
from .terms import may_cast, ready

CLASS_ID = "wizard"
CASTING_POINTS = ("before_throw", "after_move")
FORMS = ("unmortgage", "gain_ownership", "place_hotel")
#: What taking a card from the pack needs of the host (its ``give_card`` hands on only a card
#: someone holds); a host without it is not offered the form (D-51).
PACK_EFFECT = "take_card"


# -- the three forms of her own ---------------------------------------------------------------------
def _here(play: Play, caster: int) -> str:
    return play.space_id_at(caster)


def _is_property(play: Play, space_id: str) -> bool:
    return play.space_of(space_id).kind in deeds.PROPERTY_KINDS


def _clear_pledge_words(play: Play, caster: int) -> str:
    card, owner = _here(play, caster), deeds.holder(play, _here(play, caster))
    if not ("forgive_note" in play.host_effects and owner >= 0 and deeds.pledged(play, card)):
        return ""
    whose = "your" if owner == caster else f"{play.name(owner)}'s"
    return f"Wish to clear the pledge on {play.space_of(card).name}: one of {whose} notes is cancelled"


def _take_card_words(play: Play, caster: int) -> str:
    card = _here(play, caster)
    if not (PACK_EFFECT in play.host_effects and deeds.holder(play, card) < 0):
        return ""
    return f"Wish to take the card of {play.space_of(card).name} from the pack"


def _build_words(play: Play, caster: int) -> str:
    lot, limit = _here(play, caster), play.table.houses_per_lot
    have = deeds.houses(play, lot)
    if not (deeds.is_lot(play, lot) and deeds.holder(play, lot) >= 0 and not deeds.pledged(play, lot)
            and have < limit and play.table.houses_left >= limit - have):
        return ""
    return f"Wish to build {play.space_of(lot).name} to the top: {have} to {limit} houses"


_FORM_WORDS = {"unmortgage": _clear_pledge_words, "gain_ownership": _take_card_words, "place_hotel": _build_words}


def form_offers(play: Play, caster: int, point: str) -> dict[str, str]:
    """Her three forms on the space she stands on, with their cost (``spells`` checks her cash)."""
    if point not in CASTING_POINTS or not deeds.deeds_count(play) or not _is_property(play, _here(play, caster)):
        return {}                               # Dungeonopoly D-31, D-51
    offers = {}
    for form, words_of in _FORM_WORDS.items():
        words = words_of(play, caster)
        if words:
            offers[form] = f"{words} (${spells.cost(play, 'wish', form)})"
    return offers


def cast_form(play: Play, caster: int, form: str, via: str) -> bool:
    # Dungeonopoly: Wizard abilities, level 10, "Wish" (the mapping: D-51)
    card = _here(play, caster)
    name = play.space_of(card).name
    if form == "unmortgage":
        owner = deeds.holder(play, card)
        play.effect(forgive_note=owner)
        play.say(f"{play.name(caster)} wishes the pledge on {name} away: one of {play.name(owner)}'s notes is "
                 "cancelled.")
    elif form == "gain_ownership":
        play.effect(**{PACK_EFFECT: card, "to": caster})
        play.say(f"{play.name(caster)} wishes the card of {name} into her hand.")
    else:
        built = play.table.houses_per_lot - deeds.houses(play, card)
        for _ in range(built):
            play.effect(add_house=card)
        play.say(f"{play.name(caster)} wishes {built} house{'s' if built > 1 else ''} onto {name}.")
    return True


# -- copying another spell --------------------------------------------------------------------------------
def is_copy(aim: str) -> bool:
    return aim not in FORMS


def copy_price(play: Play, spell_id: str, aim: str) -> int:
    """The copied spell's casting cost (its form's, for a form such as Curse) or the Wish's $10
    minimum, whichever is more, in 1906 dollars (D-18, D-50)."""
    class_id, _ = spells.find(spell_id)
    ability = get_ability(class_id, spell_id)
    form = aim if any(option.id == aim for option in ability.options) else ""
    return to_1906_dollars(wish_duplicate_cost(casting_cost(ability, form)))


def copy_offers(play: Play, caster: int, point: str) -> dict[str, str]:
    """Every other spell of every class that could be cast at ``point``, as a Wish: offered where
    that spell would be (a reaction on another's turn too), each at its own aims. A spell she can
    cast herself right now is not offered again as a dearer Wish (D-50)."""
    if not (ready(play, caster, "wish") and may_cast(play, caster)):
        return {}
    offers: dict[str, str] = {}
    for spell_id, aim, words in borrowing.loan_offers(play, caster, point, besides=("wish",)):
        if ready(play, caster, spell_id):
            continue
        price = copy_price(play, spell_id, aim)
        if price <= play.table.cash[caster]:
            option = f"wish-{spell_id}.{aim}" if aim else f"wish-{spell_id}"
            offers[option] = f"Wish for {ability_name(spell_id)} (${price}): {words}"
    return offers


def cast_copy(play: Play, caster: int, aim: str) -> None:
    """She wishes for another spell: the Wish is spent and paid for, and the spell is cast as hers
    (another wizard may counter it: ``spells.begin``)."""
    spell_id, _, copied_aim = aim.partition(".")
    spells.begin(play, caster, spell_id, copied_aim, via="wish", price=copy_price(play, spell_id, copied_aim))
