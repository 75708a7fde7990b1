"""The house rule's own dice: thrown in one place, offered to Divine Intervention as they fall, and
handed to the ability that asked.

Besides the host's throws for a move, the house rule throws dice of its own: the d20 checks (Far
Shot, Intimidate, a rogue's skills, Modify Memory's remembering: each passes on a d20 at or under
some number of faces, ``checks``), a melody's two dice forward or one die back (``bard_music``),
a paladin's mount's dice (``paladin``), a slowed rogue's sneaking die (``rogue_sneak``) and the
Entropic Ward's die (``warlock_pact``). Every one is thrown here (:func:`throw`, or :func:`check`
for a d20 check), as a question of the house rule's for CHANCE. Its roll does not go straight to
the ability: a cleric's Divine Intervention may be cast "any time dice are rolled, ... to discard
the result and require a reroll" *(Dungeonopoly by Curtis & Kelsey Rueden, Cleric abilities,
level 6)*, so the roll is held in the slot (``HELD``) while each player who may cast the spell on
it now is asked in turn, from the one who throws (D-24). Whether she may is the spell's own
business (``spells.spell_options`` at this module's point, ``POINT``: her level, a spell a turn on
her own turn, the spell not spent, not from a jail cell or an Antimagic Field); the spell aims at
the dice, so no ward or hiding keeps them from being thrown again (D-58). Cast, it may be
countered like any spell (D-47): countered, the roll stands and the next is asked; carried out,
the dice are thrown again and offered afresh. When nobody rerolls them, the roll goes to the
ability.

A throw keeps, with its question, what a computer cleric needs to judge it (``cleric_advice``):
who throws, the faces on which it passes if it is a check, and whom it moves, which way, if it
moves someone who lands where it takes him.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from fractions import Fraction
from itertools import product
from typing import Any, Mapping

from . import registry, spells
from .play import CHANCE_ACTOR, Ask, Play

#: The module name the core routes this module's questions to (``core.answer``).
MODULE = "dice"
#: The slot's key for a roll while the clerics are asked (absent otherwise).
HELD = "rolled"
#: The house rule's own point, at which a spell may answer its dice just thrown (never the host's).
POINT = "rule_dice_thrown"
REROLL = "divine_intervention"
#: A cleric's answer that leaves the roll as it fell.
LET_IT_STAND = "let it stand"


@dataclass(frozen=True)
class Dice:
    """What is thrown: ``count`` dice (one or two) of ``sides`` faces, read as their ``total`` or
    each as it fell; ``kind`` names the question (``house.dungeonopoly.<kind>``) and the spell's aim
    when it rerolls them."""

    sides: int
    count: int = 1
    total: bool = True
    kind: str = ""

    @property
    def name(self) -> str:
        return self.kind or (f"{self.count}d{self.sides}" if self.count > 1 else f"d{self.sides}")

    def ask(self, prompt: str) -> Ask:
        """The question for CHANCE: every face (or total, or pair) with its probability."""
        faces = range(1, self.sides + 1)
        if self.count == 1:
            options: tuple[Any, ...] = tuple(faces)
            odds = tuple(1 / self.sides for _ in options)
        elif self.total:                        # two dice summed: 7 the likeliest of 2d6
            options = tuple(range(2, 2 * self.sides + 1))
            odds = tuple((self.sides - abs(total - self.sides - 1)) / self.sides ** 2 for total in options)
        else:
            options = tuple(product(faces, repeat=2))
            odds = tuple(1 / len(options) for _ in options)
        return Ask(CHANCE_ACTOR, self.name, options, prompt, odds)

    def what(self, roll: Any) -> str:
        """The roll as the log says it: "the d20's 5", "the throw of 3 and 5"."""
        return f"the d{self.sides}'s {roll}" if self.count == 1 else f"the throw of {shown(roll)}"


D20 = Dice(20)
D6 = Dice(6)
TWO_D6 = Dice(6, 2)


def shown(roll: Any) -> str:
    """A roll in words: "5", or "3 and 5" for two dice each read."""
    return " and ".join(map(str, roll)) if isinstance(roll, (list, tuple)) else str(roll)


def steps(roll: Any) -> int:
    """How many squares a roll counts: the die, or the dice added up."""
    return sum(roll) if isinstance(roll, (list, tuple)) else int(roll)


# -- throwing ------------------------------------------------------------------------------------
def throw(play: Play, seat: int, ability_id: str, dice: Dice, prompt: str, *, thrower: int | None = None,
          passes_on: int | None = None, moves: int | None = None, way: int = 1, module: str = "",
          **keep: Any) -> None:
    """Put ``seat``'s throw of ``dice`` for ``ability_id`` to CHANCE (``play.question``'s ``module``
    and ``keep``). ``thrower`` throws them (``seat`` unless given); a check passes on ``passes_on``
    or less; ``moves`` is the seat the roll moves ``way`` (1 forward, -1 back) and lands."""
    die: dict[str, Any] = {**asdict(dice), "prompt": prompt, "thrower": seat if thrower is None else thrower}
    if passes_on is not None:
        die["passes_on"] = passes_on
    if moves is not None:
        die["moves"] = {"mover": moves, "way": way}
    play.question(seat, dice.ask(prompt), ability_id, module=module, die=die, **keep)


def check(play: Play, seat: int, ability_id: str, prompt: str, faces: int, *, thrower: int | None = None,
          module: str = "", **keep: Any) -> None:
    """Put ``seat``'s d20 check for ``ability_id`` to CHANCE: it passes on ``faces`` or less, and is
    ``thrower``'s (hers unless given: the owner who tries to remember under a psion's Modify Memory)."""
    throw(play, seat, ability_id, D20, prompt, thrower=thrower, passes_on=faces, module=module, **keep)


def is_throw(pending: Mapping[str, Any]) -> bool:
    return "die" in pending


def dice_of(die: Mapping[str, Any]) -> Dice:
    return Dice(die["sides"], die["count"], die["total"], die["kind"])


def is_check(die: Mapping[str, Any]) -> bool:
    """Whether the throw passes or fails (a d20 check, the Entropic Ward's die)."""
    return "passes_on" in die


def passed(die: Mapping[str, Any], roll: Any) -> bool:
    """Whether a check's roll passes."""
    return steps(roll) <= die["passes_on"]


def chance(die: Mapping[str, Any]) -> Fraction:
    """How often a throw of a check's one die passes."""
    return Fraction(max(0, min(die["sides"], die["passes_on"])), die["sides"])


# -- the roll held for Divine Intervention ---------------------------------------------------------
def thrown(play: Play, pending: Mapping[str, Any], roll: Any) -> None:
    """The dice fell: the roll is held while those who may reroll it are asked, else handed on."""
    kept = list(roll) if isinstance(roll, tuple) else roll      # the slot keeps lists
    play.slot[HELD] = {"pending": dict(pending), "roll": kept, "asked": []}
    ask_next(play)


def held(play: Play) -> Mapping[str, Any]:
    """The throw whose roll is held (``pending``: its question, with its ``die``; ``roll``), or {}."""
    found: Mapping[str, Any] = play.slot.get(HELD, {})
    return found


def ask_next(play: Play) -> None:
    """Ask the next player who may reroll the held dice, in playing order from their thrower; when
    none is left, the roll stands and goes to the ability that asked."""
    rolled = play.slot[HELD]
    die = rolled["pending"]["die"]
    players = play.table.players
    for seat in ((die["thrower"] + i) % players for i in range(players)):
        if seat in rolled["asked"]:
            continue
        offers = spells.spell_options(play, seat, POINT, {REROLL: spells.find(REROLL)[1]})
        if offers:
            rolled["asked"].append(seat)
            roll = shown(rolled["roll"])
            labels = {**offers, LET_IT_STAND: f"Let the {roll} stand"}
            showing = f"The d{die['sides']} shows" if die["count"] == 1 else "The dice show"
            play.question(seat, Ask(seat, "reroll", tuple(labels), f"{play.name(seat)}: {die['prompt']} {showing} "
                                    f"{roll}. Make it be thrown again?", context={"labels": labels}),
                          REROLL, module=MODULE)
            return
    del play.slot[HELD]
    pending = rolled["pending"]
    registry.call(pending["class"], "answer", play, pending, rolled["roll"])


def reroll_words(play: Play) -> dict[str, str]:
    """Divine Intervention's offer on the held roll, by its aim (the dice's kind), or {}."""
    rolled = held(play)
    if not rolled:
        return {}
    dice = dice_of(rolled["pending"]["die"])
    return {dice.name: f"Divine Intervention: {dice.what(rolled['roll'])} is discarded and thrown again"}


def thrown_again(play: Play, caster: int) -> bool:
    """The spell is carried out on the held roll: it is discarded and the dice thrown again.
    False if no roll is held."""
    rolled = play.slot.pop(HELD, None)
    if rolled is None:
        return False
    pending = rolled["pending"]
    die = pending["die"]
    dice = dice_of(die)
    play.say(f"{play.name(caster)}'s Divine Intervention: {dice.what(rolled['roll'])} is discarded and "
             "thrown again.")
    keep = {key: value for key, value in pending.items() if key not in ("seat", "class", "ability")}
    play.question(pending["seat"], dice.ask(die["prompt"]), pending["ability"], module=pending["class"], **keep)
    return True


def answer(play: Play, pending: Mapping[str, Any], choice: Any) -> None:
    """A player's answer: the roll stands (the next is asked), or she casts the spell on it."""
    if choice == LET_IT_STAND:
        ask_next(play)
        return
    spell_id, _, aim = str(choice).partition("-")
    spells.begin(play, pending["seat"], spell_id, aim)


def advise(play: Play, pending: Mapping[str, Any], decision: Any) -> Any:
    """A computer's answer: the spell's own class's advice (the cleric's tactics)."""
    return registry.call(spells.find(REROLL)[0], "advise", play, pending, decision)
