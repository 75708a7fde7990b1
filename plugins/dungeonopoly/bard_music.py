"""The Bard's Bardic Music: seven melodies, four learned, played on rent owed where she stands.

From Dungeonopoly by Curtis & Kelsey Rueden, Bard abilities, level 2, in our words: whenever a
character, the bard herself included, owes rent on the property where the bard stands, she may
play one melody she knows on that rent. She learns one at level 2 and one more at levels 4, 6
and 8 (``picks``). Two melodies change what is owed (Inspire Courage: the bank pays half; Dirge of
Doom: twice the rent, after any Bless or Curse); five act once the rent is paid (Cutting Words
damages the landlord; Song of Freedom sends the payer on to Central Park; Inspire Greatness moves
her on by two dice; Frightening Tune back by one; Song of Rest ends her turn and gives back her
spent abilities).

The 1906 game asks only the payer at ``rent_owed``, so on another's rent the bard plays the
melody she has set beforehand, a standing order set on her own turn (D-84, as Rob Bank's: D-64);
on her own rent she is asked, and may choose there.
"""
from __future__ import annotations

from typing import Any, Mapping

from . import dice, picks
from .classes import get_ability
from .damage import strike
from .play import Play, account_seat
from .sheet import refresh
from .terms import succeed

ABILITY = "bardic_music"
#: The answer that lets a standing melody go quiet.
SILENT = "silent"
#: Melodies that change what is owed; the others act once it is paid.
ON_THE_RENT = ("inspire_courage", "dirge_of_doom")


def _names() -> dict[str, str]:
    return {o.id: o.name for o in get_ability("bard", ABILITY).options}


def known(play: Play, seat: int) -> list[str]:
    return picks.picked(play, seat, ABILITY)


def standing(play: Play, seat: int) -> str:
    """The melody she plays on others' rents where she stands ("" for none)."""
    return play.sheet(seat)["class_data"].get("melody", "")


def _present(play: Play, bard: int, payer: int) -> bool:
    """She stands on the property the rent is owed on, out of any jail cell (D-4)."""
    return (play.table.positions[bard] == play.table.positions[payer] and not play.table.in_jail[bard]
            and play.has(bard, ABILITY))


# -- options ---------------------------------------------------------------------------------------
def order_offers(play: Play, seat: int) -> dict[str, str]:
    """With her turn's business, before she throws: set, change or silence her standing melody."""
    names, now = _names(), standing(play, seat)
    offers = {f"{ABILITY}-{m}": f"Bardic Music: play {names[m]} whenever rent is owed where you stand"
              for m in known(play, seat) if m != now}
    if now:
        offers[f"{ABILITY}-{SILENT}"] = f"Bardic Music: stop playing {names[now]} on rents"
    return offers


def rent_offers(play: Play, seat: int) -> dict[str, str]:
    """On the rent she owes herself: play a melody on it now."""
    held = play.table.held
    if not (held and held.get("action") == "charge" and held["seat"] == seat and _present(play, seat, seat)
            and not play.sheet(seat)["turn"].get("melody")):
        return {}
    names = _names()
    return {f"{ABILITY}-{m}": f"Bardic Music: {names[m]} on this rent" for m in known(play, seat)}


def learn_offers(play: Play, seat: int) -> dict[str, str]:
    return picks.offers(play, seat, get_ability("bard", ABILITY))


def choose(play: Play, seat: int, aim: str) -> None:
    if aim == picks.LEARN:
        picks.ask(play, seat, get_ability("bard", ABILITY))
    elif play.table.held and play.table.held.get("action") == "charge":
        play.sheet(seat)["turn"]["melody"] = aim             # this rent, hers: played as it is charged
    elif aim == SILENT:
        play.sheet(seat)["class_data"]["melody"] = ""
        play.say(f"{play.name(seat)} stops playing on rents.")
    else:
        play.sheet(seat)["class_data"]["melody"] = aim
        play.say(f"{play.name(seat)} will play {_names()[aim]} whenever rent is owed where she stands.")


# -- playing on a rent -------------------------------------------------------------------------------
def _melody_for(play: Play, bard: int, payer: int) -> str:
    """On her own rent, what she chose when asked; on another's, her standing melody (D-84)."""
    if bard == payer:
        return play.sheet(bard)["turn"].pop("melody", "")
    return standing(play, bard)


def rent_due(play: Play, bard: int, payer: int) -> None:
    """A rent is charged (``charge_due``, ``play.due`` its payees): she plays on it if present."""
    landlords = [account_seat(account) for account, amount in play.due if account_seat(account) >= 0 and amount > 0]
    melody = _melody_for(play, bard, payer) if _present(play, bard, payer) else ""
    if not (melody and landlords):
        return
    name = _names()[melody]
    if melody == "dirge_of_doom":
        play.due = [[account, amount * 2] for account, amount in play.due]
    elif melody == "inspire_courage":
        kept = []
        for account, amount in play.due:
            landlord = account_seat(account)
            bank_half = amount // 2 if landlord >= 0 else 0          # the smaller half: D-84
            kept.append([account, amount - bank_half])
            play.pay(bank_half, "misc", landlord, f"{name}: the bank's half of {play.name(payer)}'s rent")
        play.due = kept
    else:
        play.sheet(bard)["class_data"]["encore"] = {"payer": payer, "melody": melody, "landlord": landlords[0]}
    whose = "her own" if bard == payer else f"{play.name(payer)}'s"
    play.say(f"{play.name(bard)} plays {name} on {whose} rent.")
    succeed(play, bard, ABILITY)


def rent_paid(play: Play, bard: int, payer: int) -> None:
    """The rent is paid: a melody that acts afterwards does so now (once, for the first landlord
    told: D-84); the moves pass and land as usual (Dungeonopoly D-89)."""
    encore = play.sheet(bard)["class_data"].get("encore")
    if not encore or encore["payer"] != payer:
        return
    del play.sheet(bard)["class_data"]["encore"]
    melody = encore["melody"]
    if melody == "cutting_words":
        if encore["landlord"] != bard:
            strike(play, bard, encore["landlord"], "Cutting Words")
    elif melody == "song_of_freedom":
        park = next(space.index for space in play.table.spaces if space.kind == "park")
        steps = (park - play.table.positions[payer]) % play.table.size
        if steps:
            play.effect(move=payer, steps=steps, passes=True, lands=True)
            play.say(f"{play.name(payer)} goes on to Central Park ({steps} squares).")
    elif melody == "song_of_rest":
        _rest(play, payer)
    elif play.question_in_hand:                 # one question at a time (D-107): the throw is lost
        play.say(f"{play.name(payer)} has no time to throw for {_names()[melody]}.")
    else:
        forward = melody == "inspire_greatness"
        prompt = f"{play.name(payer)} throws for {_names()[melody]}: " + ("two dice forward." if forward
                                                                        else "one die back.")
        dice.throw(play, bard, ABILITY, dice.TWO_D6 if forward else dice.D6, prompt, thrower=payer, moves=payer,
                   way=1 if forward else -1, module="bard", payer=payer, forward=forward)


def _rest(play: Play, payer: int) -> None:
    """Song of Rest: her turn is over, nothing more of it (D-88), and her spent abilities come back."""
    sheet = play.sheet(payer)
    if play.table.turn == payer:
        sheet["turn"]["over"] = True
    refresh(sheet)
    play.say(f"{play.name(payer)} rests: her turn ends and her spent abilities come back.")


def moved_by_melody(play: Play, pending: Mapping[str, Any], total: int) -> None:
    payer = pending["payer"]
    steps = total if pending["forward"] else -total
    play.effect(move=payer, steps=steps, passes=True, lands=True)
    play.say(f"{play.name(payer)} {'moves on' if steps > 0 else 'flees back'} {total} squares.")


def answer(play: Play, pending: Mapping[str, Any], choice: Any) -> None:
    """A melody learned, or the dice of Inspire Greatness or Frightening Tune."""
    if pending.get("picking"):
        picks.answered(play, pending, choice)
    else:
        moved_by_melody(play, pending, int(choice))
