"""What a demiplane does to a move: counted as a square by those it exists for, and landed on.

From Dungeonopoly by Curtis & Kelsey Rueden, Psion abilities, level 7, "Genesis": "For characters of
compatible polar alignment, the card is treated as a normal square on the board. It must be passed
over as usual ... A character landing on the demiplane is affected by the text of the chosen card,
as though she had drawn it"; for the others "the square does not exist. It is ignored when moving".

The host moves a checker from square to square, so a move that counts demiplanes is ended early on
its path (``move_due``), as the wizard's Telekinesis and the psion's own Id Insinuation amend moves:
a throw's move and a push count the demiplanes that exist for the mover (D-123). A move ending on a
demiplane stops on the square behind it, where the host keeps her, and the rule notes that she
stands on the demiplane; a landing there is no landing on the square (``landing_due``: the house API's
answer for a stop the board has no space for) but the card, handed to her as though drawn, so
Divine Favor may refuse it. From a demiplane a move back of one square ends on the square she
stands beside, which the host's move cannot reach: it is ended on its first square and stepped
back unseen, so the landing falls where it should (D-115's way).
"""
from __future__ import annotations

from typing import Any, Mapping

from . import demiplanes
from .play import Play

#: In a mover's ``turn``: her next move is her throw's, which counts demiplanes.
COUNTED = "counted_move"
#: In a mover's ``turn``, from ``move_due`` to ``moved``: the demiplane her move ends on (the
#: square behind it) and whether the move lands; and the unseen step back still to make.
ARRIVING, BACK = "demiplane_stop", "demiplane_back"
#: In her ``turn``, from ``moved`` to ``landing_due``: the demiplane whose card her landing is.
LANDING = "demiplane_landing"


def thrown(play: Play, info: Mapping[str, Any]) -> None:
    play.sheet(info["seat"])["turn"][COUNTED] = True


def move_due(play: Play, info: Mapping[str, Any]) -> None:
    """Where a counted move ends once the demiplanes on its way take their squares (D-123)."""
    seat = info["seat"]
    turn = play.sheet(seat)["turn"]
    throw, pushed = turn.pop(COUNTED, False), turn.get("pushed", False)
    if not (throw or pushed) or turn.get("dazed") or turn.get("confused") or not demiplanes.all_of(play):
        return                               # a dazed or confused move is the psion's other powers'
    path, way = list(info["path"]), info["direction"]
    steps = path.index(play.due) + 1 if play.due in path else len(path)
    end = demiplanes.walk(play, seat, demiplanes.half_step(play, seat), steps, way)
    square = end // 2
    if end % 2:
        turn[ARRIVING] = {"behind": square, "lands": throw or not pushed}
    if square in path:
        play.due = square
    elif square == info["frm"]:              # one square back, to the square she stands beside
        play.due = path[0]
        turn[BACK] = -way


def moved(play: Play, info: Mapping[str, Any]) -> None:
    """She leaves whatever demiplane she stood on; one her move ended on now holds her."""
    seat = info["seat"]
    turn = play.sheet(seat)["turn"]
    arriving, back = turn.pop(ARRIVING, None), turn.pop(BACK, 0)
    demiplanes.step_off(play, seat)
    planes = demiplanes.all_of(play)
    if back:
        play.effect(move=seat, steps=back, passes=False, lands=False)
    if arriving is None or not (arriving["behind"] == info["to"] or back) or arriving["behind"] not in planes:
        return
    planes[arriving["behind"]]["standing"].append(seat)
    if arriving["lands"]:
        turn[LANDING] = arriving["behind"]
    else:
        play.say(f"{play.name(seat)} stops on a demiplane.")


def landing_due(play: Play, info: Mapping[str, Any]) -> None:
    """Her landing on a demiplane is its card, as though drawn (Genesis; D-123)."""
    seat = info["seat"]
    behind = play.sheet(seat)["turn"].pop(LANDING, None)
    if behind is None or behind != info["position"] or demiplanes.standing_on(play, seat) != behind:
        return
    plane = demiplanes.all_of(play)[behind]
    play.due = False
    play.say(f"{play.name(seat)} lands on the demiplane between {play.space(behind).name} and "
             f"{play.space((behind + 1) % play.table.size).name}: its card is hers as though drawn.")
    play.effect(draw_chance=seat, card=plane["card"])


#: What each trigger does; out of Jail she stands on the Jail's square, not on a demiplane beside it.
REACTIONS = {"thrown": thrown, "move_due": move_due, "moved": moved, "landing_due": landing_due,
             "released": lambda play, info: demiplanes.step_off(play, info["seat"])}
