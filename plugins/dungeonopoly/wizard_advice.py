"""How a computer plays the Wizard: the text's Wizard tactics as simple rules of thumb.

Dungeonopoly by Curtis & Kelsey Rueden, Wizard tactics, in our words: turn invisible to walk past a
ruinous rent; burn an opponent's improved lot; wish for the best value there is, never with cash she
needs; shove opponents where her improved lots are likeliest to catch them (seven squares short is
best) and herself where it pays; lift what an opponent laid on her or her lots; keep her opponents
charmed, the landlords she is near first; keep Mage Armor up; slow an opponent nearing her improved
lots, or herself nearing a square worth stopping on; missile the leader; and use Expeditious Retreat
often. She counters a spell an opponent aims at her, or one that burns or curses what is hers.
Advice never changes the game: it only picks among the options the game offers.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

from . import deeds, spells, wizard
from .classes import get_ability
from .damage import WARDS
from .play import Play
from .sheet import enchanted
from .wizard_counterspell import wish_price

#: Cash she keeps in hand after a Wish, so that the next rent does not ruin her.
RESERVE = 50
#: A rent is ruinous when it is at least her cash divided by this (half of it), and RUIN_FLOOR dollars.
RUINOUS_SHARE = 2
RUIN_FLOOR = 20
#: The least a Telekinesis must be worth (in dollars expected, or wages) to spend it.
PUSH_WORTH = 3.0
#: The chance of each total of two dice.
TWO_DICE = {total: (6 - abs(total - 7)) / 36 for total in range(2, 13)}
ONE_DIE = {total: 1 / 6 for total in range(1, 7)}
#: What a computer wishes for, best first: her forms of her own.
WISHES = ("place_hotel", "gain_ownership", "unmortgage")


def suggest(play: Play, seat: int, offered: list[str], point: str) -> str | None:
    """Which of her offered options to use now, or None to use none."""
    by_spell: dict[str, list[str]] = {}
    for option in offered:
        by_spell.setdefault(option.partition("-")[0], []).append(option)
    for pick in PICKS:
        choice = pick(play, seat, by_spell, point)
        if choice is not None:
            return choice
    return None


def _aim(option: str) -> str:
    return option.partition("-")[2]


# -- the board as she reads it ---------------------------------------------------------------------------
def _ahead(play: Play, seat: int, steps: int) -> str:
    return play.table.spaces[(play.table.positions[seat] + steps) % play.table.size].id


def stop_cost(play: Play, seat: int, space_id: str) -> int:
    """What stopping on a space would cost her: its rent, fare or tax, unless it is hers."""
    return 0 if deeds.mine(play, space_id, seat) else play.table.rent.get(space_id, 0)


def _ruin_ahead(play: Play, seat: int) -> bool:
    """A square her throw could reach costs half her cash or more (and at least RUIN_FLOOR)."""
    worst = max(stop_cost(play, seat, _ahead(play, seat, total)) for total in TWO_DICE)
    return worst >= max(RUIN_FLOOR, play.table.cash[seat] / RUINOUS_SHARE)


def _wealth(play: Play, seat: int) -> int:
    houses = sum(n for lot, n in play.table.houses.items() if deeds.mine(play, lot, seat))
    return play.table.cash[seat] + deeds.security(play, seat) + houses * play.table.house_price


def _improved_lots(play: Play, seat: int) -> list[str]:
    return [lot for lot, n in play.table.houses.items() if n and deeds.mine(play, lot, seat)]


def _catch(play: Play, wizard_seat: int, position: int, chances: Mapping[int, float]) -> float:
    """The rent the wizard can expect from a throw made from ``position``."""
    size = play.table.size
    return sum(chances.get((play.space_of(lot).index - position) % size, 0.0) * play.table.rent.get(lot, 0)
               for lot in _improved_lots(play, wizard_seat))


def _expected_cost(play: Play, seat: int, position: int) -> float:
    size = play.table.size
    return sum(p * stop_cost(play, seat, play.table.spaces[(position + total) % size].id)
               for total, p in TWO_DICE.items())


def best_push(play: Play, caster: int, target: int) -> tuple[int, float]:
    """The best Telekinesis on ``target`` and what it is worth: for an opponent, the rent her improved
    lots can expect from his next throw; for herself, the wages for passing Mother Earth and the
    rent she avoids on her next throw."""
    here, size = play.table.positions[target], play.table.size

    def worth(steps: int) -> float:
        there = (here + steps) % size
        if target != caster:
            return _catch(play, caster, there, TWO_DICE) - _catch(play, caster, here, TWO_DICE)
        wages = play.table.wages if steps > 0 and there < here else 0
        return wages + _expected_cost(play, caster, here) - _expected_cost(play, caster, there)

    steps = max(wizard.PUSHES, key=lambda s: (worth(s), s))
    return steps, worth(steps)


# -- the picks, best first ----------------------------------------------------------------------------------
Pick = Callable[[Play, int, dict[str, list[str]], str], "str | None"]


def _invisibility(play: Play, seat: int, by_spell: dict[str, list[str]], point: str) -> str | None:
    if "invisibility" in by_spell and point == "before_throw" and _ruin_ahead(play, seat):
        return "invisibility"
    return None


def _fireball(play: Play, seat: int, by_spell: dict[str, list[str]], point: str) -> str | None:
    """Burn an opponent's improved lot; never her own houses; else a blast at unwarded opponents."""
    if "fireball" not in by_spell:
        return None
    lot = play.space_id_at(seat)
    burns = wizard.burnable(play, seat)
    if burns and deeds.mine(play, lot, seat):
        return None
    bare = [foe for foe in wizard.fireball_victims(play, seat)
            if not any(enchanted(play.sheet(foe)["enchantments"], ward) for ward in WARDS)]
    return "fireball" if burns or bare else None


def _wish(play: Play, seat: int, by_spell: dict[str, list[str]], point: str) -> str | None:
    """Build her own lot full, take a card, clear her own pledge: what she can spare the cash for."""
    here = play.space_id_at(seat)
    offered = set(by_spell.get("wish", ()))
    for form in WISHES:
        option = f"wish-{form}"
        mine = form == "gain_ownership" or deeds.mine(play, here, seat)
        if option in offered and mine and play.table.cash[seat] - spells.cost(play, "wish", form) >= RESERVE:
            return option
    return None


def _telekinesis(play: Play, seat: int, by_spell: dict[str, list[str]], point: str) -> str | None:
    pushes = {option: best_push(play, seat, int(_aim(option)))[1] for option in by_spell.get("telekinesis", ())}
    if pushes:
        option = max(pushes, key=lambda o: (pushes[o], o))
        if pushes[option] >= PUSH_WORTH:
            return option
    return None


def _hurts_her(play: Play, seat: int, holder: str, enchantment: str, by: int) -> bool:
    """An enchantment laid by an opponent on her (a Slow, a Charm on her), or a Curse on her card."""
    if by == seat:
        return False
    if holder == str(seat):
        return enchantment in ("slow", wizard.CHARM)
    return enchantment == "curse" and not holder.isdigit() and deeds.mine(play, holder, seat)


def _dispel(play: Play, seat: int, by_spell: dict[str, list[str]], point: str) -> str | None:
    for option in by_spell.get("counterspell", ()):
        holder, enchantment, by = _aim(option).rsplit(".", 2)
        if _hurts_her(play, seat, holder, enchantment, int(by)):
            return option
    return None


def _charm(play: Play, seat: int, by_spell: dict[str, list[str]], point: str) -> str | None:
    """The landlord whose rents lie in reach of her throw, else the one with the most rent anywhere."""
    def rents(foe: int) -> tuple[float, int]:
        near = sum(p * play.table.rent.get(_ahead(play, seat, total), 0) for total, p in TWO_DICE.items()
                   if deeds.mine(play, _ahead(play, seat, total), foe))
        anywhere = sum(play.table.rent.get(card, 0) for card, who in play.table.owner.items() if who == foe)
        return near, anywhere
    landlords = [option for option in by_spell.get("charm_person", ()) if rents(int(_aim(option)))[1] > 0]
    return max(landlords, key=lambda o: (rents(int(_aim(o))), o)) if landlords else None


def _armor(play: Play, seat: int, by_spell: dict[str, list[str]], point: str) -> str | None:
    return "mage_armor" if "mage_armor" in by_spell else None


def _slow(play: Play, seat: int, by_spell: dict[str, list[str]], point: str) -> str | None:
    """An opponent one die away from her improved lots; herself, before throwing, one die away from
    Mother Earth or from a pot in Central Park."""
    for option in by_spell.get("slow", ()):
        target = int(_aim(option))
        if target != seat and _catch(play, seat, play.table.positions[target], ONE_DIE) > \
                _catch(play, seat, play.table.positions[target], TWO_DICE):
            return option
        if target == seat and point == "before_throw" and any(
                play.space_of(_ahead(play, seat, steps)).kind == "start"
                or (play.space_of(_ahead(play, seat, steps)).kind == "park" and play.pot) for steps in ONE_DIE):
            return option
    return None


def _missile(play: Play, seat: int, by_spell: dict[str, list[str]], point: str) -> str | None:
    missiles = by_spell.get("magic_missile", ())
    return max(missiles, key=lambda o: (_wealth(play, int(_aim(o))), o)) if missiles else None


def _retreat(play: Play, seat: int, by_spell: dict[str, list[str]], point: str) -> str | None:
    return "expeditious_retreat" if "expeditious_retreat" in by_spell else None


PICKS: tuple[Pick, ...] = (_invisibility, _fireball, _wish, _telekinesis, _dispel, _charm, _armor, _slow,
                           _missile, _retreat)


# -- her answers to her own questions --------------------------------------------------------------------------
def _threatens_her(play: Play, seat: int, pending: Mapping[str, Any]) -> bool:
    """A spell aimed at her, one that burns or damages where she stands, or a Curse on her card."""
    caster, spell_id, aim = pending["caster"], pending["spell"], pending["aim"]
    if aim.split(".")[0] == str(seat):
        return True
    class_id, _ = spells.find(spell_id)
    if get_ability(class_id, spell_id).has("area"):
        return spell_id != "fireball" or play.table.positions[caster] == play.table.positions[seat]
    return aim == "curse" and deeds.mine(play, play.space_id_at(caster), seat)


def advise(play: Play, pending: Mapping[str, Any], decision: Any) -> Any:
    """Her answer to her own question: how far to push, and whether to counter a spell."""
    seat = pending["seat"]
    if pending["ability"] == "telekinesis":
        return best_push(play, seat, pending["target"])[0]
    if pending["ability"] == "counterspell":
        options = tuple(decision.options)
        if not _threatens_her(play, seat, pending):
            return "no"
        if "counterspell" in options:
            return "counterspell"
        if "wish" in options and play.table.cash[seat] - wish_price(play) >= RESERVE:
            return "wish"
        return "no"
    return None
