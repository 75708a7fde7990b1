"""Dungeonopoly's words for people learning it at the table: each class in a paragraph for the
set-up screen, each ability's full text where it is offered, and a page for the Help screen.

Dungeonopoly is Curtis & Kelsey Rueden's; every sentence here is our own summary of their rules
as this game plays them on the 1906 board (docs/dungeonopoly.md), built from the class data
(``classes``), so a class added there is explained here without a word more.
"""
from __future__ import annotations

from .classes import CLASSES, Ability, CharacterClass
from .rogue_ranks import PLACE

#: What each kind of ability is called in a sentence.
KIND_WORDS = {"attack": "attack", "spell": "spell (once until Mother Earth)", "cantrip": "spell (at will)",
              "skill": "skill (a d20 at or under her ranks)", "ability": "ability", "automatic": "lasting gift"}
CREDIT = "Dungeonopoly is by Curtis & Kelsey Rueden; these are our own words for it on the 1906 board."


def class_note(cls: CharacterClass) -> str:
    """The class in a paragraph: its title, then what it does."""
    return f"{cls.title[0].upper()}{cls.title[1:]}. {cls.blurb}"


def class_notes() -> dict[str, str]:
    """Every class, the core four first (the set-up screen's notes offer the additional ones too)."""
    return {class_id: class_note(cls) for class_id, cls in CLASSES.items()}


def _ability(ability_id: str) -> tuple[CharacterClass, Ability] | None:
    for cls in CLASSES.values():
        for ability in cls.abilities:
            if ability.id == ability_id:
                return cls, ability
    return None


def ability_words(cls: CharacterClass, ability: Ability) -> str:
    """"Pick Pockets, the Rogue's skill from level 1: ..." with its forms, if it has any."""
    text = f"{ability.name}, the {cls.name}'s {KIND_WORDS.get(ability.kind, ability.kind)} from level {ability.level}: " \
           f"{ability.description}"
    return f"{text} {_forms(ability)}".strip()


def _forms(ability: Ability) -> str:
    """Its forms (Bless and Curse, the melodies, the pacts), each with what it does."""
    return " ".join(f"{option.name}: {option.description}" for option in ability.options)


def explain(option: str) -> str:
    """The full text of the ability an option (``<ability>`` or ``<ability>-<aim>``) or an answer
    (a Rogue's skill) uses; "" for one that is not an ability's."""
    if option == PLACE:
        return ("Skill points: a Rogue starts with 30 and gains 5 a level; each point in a skill is a "
                "point on the d20 she must throw at or under, 15 at most in one skill.")
    found = _ability(option.partition("-")[0])
    return ability_words(*found) if found is not None else ""


def help_text() -> list[str]:
    """The Help screen's page: how the rule plays, then each class and its abilities by level."""
    paragraphs = ["DUNGEONOPOLY (Curtis & Kelsey Rueden)",
             f"{CREDIT} Every player is a fantasy character of a class chosen on the new-game screen. "
             "Using an ability that works earns 1 EP (experience); enough EP raises her level (1 to 10), and "
             "each level brings the class's next ability. Abilities appear among your options, before you "
             "throw, after you move, when rent is owed, as you pass a square: each says what it will do. "
             "Damage is money paid to the attacker ($10 a level). A spell is spent until you next reach "
             "Mother Earth. The players' panel shows each class, level and EP."]
    for cls in CLASSES.values():
        paragraphs.append(cls.name.upper())
        paragraphs.append(class_note(cls) + " " + " ".join(
            f"Level {a.level}, {a.name}: {a.description} {_forms(a)}".strip() for a in cls.abilities if not a.part_of))
    return paragraphs + ["VARIANTS", VARIANTS_TEXT]


#: The variants in a paragraph (docs/dungeonopoly.md, "Variants"; readings D-74 to D-79, D-117 to D-121, D-126).
VARIANTS_TEXT = (
    "Switch them on under Dungeonopoly on the new-game screen. Quicker game: as the first throw is "
    "made, three cards from the pack are dealt to each player for nothing; a prisoner pays the $50 fine "
    "and comes out after one turn in Jail; a level every 5 EP (houses stop at three, as in 1906 "
    "already). Blitz game: every character starts at level 10, and before the first throw the players "
    "take the cards left in the pack one at a time, in turn. Strict rules: a card changes hands between "
    "players only at its printed price and its houses' price. Gestalt classes: give a seat a second "
    "class in the \"Second class\" column; she has the abilities of both at her one level, which she "
    "earns once, and may use an ability of each in a turn, but casts one spell a turn in all; a Bard "
    "cannot also be a Warlock. Team rules: give seats the same team in the \"Team\" column; a team "
    "has one purse and one collection of properties, owes no rent to itself, aims its abilities only at "
    "the other teams, and wins or loses together on its one score.")
