"""The Quicker game's Jail: one turn in it at most.

From Dungeonopoly by Curtis & Kelsey Rueden, Advanced and alternative rules, Quicker game, in our
words: a player spends one turn at most in Jail, not three. On the 1906 board (Dungeonopoly D-76):
a prisoner who is still in Jail as a turn of his in Jail ends (he threw no double and paid no fine,
or his jail game kept him) pays the jail fine and comes out onto Shelter, and throws as a free man
on his next turn, as Monopoly's prisoner who fails his last throw pays and goes. A turn on which he
was jailed does not count: he has not yet spent a turn in Jail. The fine is Rule 6's $50 (the jail
fee of the text, not converted: D-18), into Central Park's pot when fees go there (D-33), else to
the Treasury as any fine; he raises it as any debt if he must. The count is kept by the turn, so a
game started from a position needs none.
"""
from __future__ import annotations

from typing import Any, Mapping

from .play import Play

# Rule 6 (1906): the fine that frees a prisoner; Dungeonopoly's "$50 jail fee" (D-18, not converted)
JAIL_FINE = 50
JAILED = "jailed_this_turn"


def react(play: Play, trigger: str, info: Mapping[str, Any]) -> None:
    if not play.settings.get("quicker_game"):
        return
    seat = info["seat"]
    if trigger == "jail_due" and play.table.turn == seat:
        play.sheet(seat)["turn"][JAILED] = True
    elif trigger == "turn_ends" and play.table.turn == seat and play.table.in_jail[seat] \
            and not play.sheet(seat)["turn"].get(JAILED):
        to = "pot" if play.settings["fees_to_pot"] and not play.table.single_tax else "fines"
        play.say(f"Quicker game: {play.name(seat)} has spent his turn in Jail; he pays ${JAIL_FINE} and comes out.")
        play.pay(JAIL_FINE, seat, to, "the jail fine, after one turn in Jail (Quicker game)")
        play.effect(release=seat)
