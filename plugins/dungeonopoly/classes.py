"""The Dungeonopoly character classes as data: who can do what, from which level, and when.

A class is a name, a title, a blurb and its abilities in level order. An ability says what
kind of thing it is (an attack, a spell, a skill ...), when in play it may be used, and which
of the text's technical terms apply to it (``flags``). The rules engine reads these facts; the
effects themselves live with the engine's house-rule code, so that the data stays small and the
five additional classes (Bard, Druid, Paladin, Psion, Warlock) can be added later as more
entries of the same shape: ``options`` covers melodies, primal enchantments, animal forms and
pacts, ``choose_on_gain`` and ``adds_choice_to`` cover "learn another melody from the list",
``point_cost`` covers the psion's power points and ``borrow_count``/``borrow_max_level`` cover
the bard's Jack-of-All-Trades and the warlock's Book of Shadows.

Descriptions are our own summaries for players, not the text of the rules. Dollar figures
(``casting_cost``) are the text's Monopoly dollars, kept as given: ``cost_unit`` says so, and
``spells.cost`` halves them to 1906 money (rules/INTERPRETATIONS.md, D-18).
"""
from __future__ import annotations

import dataclasses
import re
from typing import Any

from .levels import check_level

# -- the vocabulary ------------------------------------------------------------------------------
#: What an ability is. "ability" is ours: an active class power that is neither an attack, a
#: spell nor a skill (Run, Intimidate, Raze ...); the text calls all of them "abilities".
KINDS = ("attack", "spell", "cantrip", "skill", "ability", "automatic")

#: When an ability may be used.
WHEN = ("before_throw",   # on her own turn, before the movement throw
        "after_move",     # on her own turn, after moving
        "rent_owed",      # when she owes rent
        "passing",        # as she (or someone) passes over a square during a move
        "landing",        # when she lands on a square
        "reaction",       # in answer to something another character does, on any turn
        "in_jail",        # while she is in jail
        "automatic")      # always on: nobody chooses to use it

#: The text's technical terms, and a few more facts the engine needs.
FLAGS = ("single_use",         # Dungeonopoly: Technical terms, "Single use only"
         "once_per_turn",      # usable once each turn (Far Shot), unlike once round the board
         "limited_range",      # Dungeonopoly: Technical terms, "Limited range"
         "line_of_sight",      # Dungeonopoly: Technical terms, "Line of sight"
         "same_square",        # only on the square where the user stands
         "anywhere",           # reaches any square on the board (never into jail)
         "enchantment",        # Dungeonopoly: Technical terms, "Enchantment effect"
         "mental",             # Dungeonopoly: Technical terms, "Mental effect"
         "targets_character",  # Dungeonopoly: Technical terms, "Hidden": hidden characters are immune
         "area",               # affects everyone in a place without targeting, so hits the hidden too
         "needs_check",        # a d20 roll decides whether it succeeds (see checks.py)
         "compulsory",         # happens whenever its condition is met; the user does not choose
         "no_ep")              # never earns EP, not even when it works

MONOPOLY_DOLLARS = "monopoly_dollars"   # the unit of every dollar figure in the text
SNAKE_CASE = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")


@dataclasses.dataclass(frozen=True)
class Option:
    """One of the forms an ability can take (Bless or Curse, each use of Wish ...).

    ``casting_cost`` 0 means the ability's own cost; ``when`` and ``flags`` left empty mean the
    ability's own. ``requires`` names an earlier choice it depends on (a warlock's pact, later).
    """
    id: str
    name: str
    description: str
    casting_cost: int = 0
    when: tuple[str, ...] = ()
    flags: tuple[str, ...] = ()
    requires: str = ""


@dataclasses.dataclass(frozen=True)
class Ability:
    """One class ability as the engine needs to know it. See the module docstring for the fields
    that exist for the additional classes; the core four leave them at their defaults."""
    id: str
    name: str
    level: int
    kind: str
    when: tuple[str, ...]
    description: str
    source: str
    flags: tuple[str, ...] = ()
    casting_cost: int = 0
    cost_unit: str = MONOPOLY_DOLLARS
    options: tuple[Option, ...] = ()
    choose_on_gain: int = 0        # options picked once, when the ability is gained (0: at each use)
    adds_choice_to: str = ""       # an earlier ability whose options this one lets her pick again
    point_cost: int = 0            # power points (psion), not dollars
    part_of: str = ""              # the ability this one is a part of (Backstab is part of Sneak)
    borrow_count: int = 0          # abilities learned from other classes' lists ...
    borrow_max_level: int = 0      # ... of at most this level

    def has(self, flag: str) -> bool:
        """Whether one of the text's technical terms (or our extra flags) applies."""
        if flag not in FLAGS:
            raise ValueError(f"unknown flag {flag!r}; flags are {', '.join(FLAGS)}")
        return flag in self.flags

    @property
    def earns_ep(self) -> bool:
        """Successful use earns 1 EP unless the text says this one never does."""
        return not self.has("no_ep")


@dataclasses.dataclass(frozen=True)
class CharacterClass:
    """A class: its id, name, a title and blurb for the choosing screen, and its abilities."""
    id: str
    name: str
    title: str
    blurb: str
    abilities: tuple[Ability, ...]
    core: bool = True
    source: str = ""


def _spell(id: str, name: str, level: int, description: str, source: str, *flags: str,
           when: tuple[str, ...] = ("before_throw", "after_move"), **more: Any) -> Ability:
    """A spell: single use unless it is a cantrip, cast before throwing or after moving unless
    noted (Dungeonopoly: Technical terms, "Spellcasting has a few special rules")."""
    return Ability(id, name, level, "spell", when, description, source, ("single_use", *flags), **more)


# -- Fighter -------------------------------------------------------------------------------------
FIGHTER = CharacterClass(
    id="fighter", name="Fighter", title="the Fighter, who knocks down what others build",
    blurb=("A brawler who hurts opponents and their holdings alike. She strikes anyone who shares "
           "her square, later shoots along the edge of the board, runs to go round faster, knocks "
           "houses off other players' lots, builds on her own for nothing and seizes lots that are "
           "pledged for debt. Late in the game she shrugs off half of every blow."),
    source="Core classes, Fighter",
    abilities=(
        # Dungeonopoly: Fighter abilities, level 1, "Attack" (each opponent once a turn: reading D-27)
        Ability("attack", "Attack", 1, "attack", ("before_throw", "after_move"),
                "Damage each opponent on your own square once a turn, before you throw or after you move.",
                "Fighter abilities, level 1", ("same_square", "targets_character")),
        # Dungeonopoly: Fighter abilities, level 2, "Run"
        Ability("run", "Run", 2, "ability", ("before_throw",),
                "Throw a third die and add it to your move; you may use no other ability this turn.",
                "Fighter abilities, level 2"),
        # Dungeonopoly: Fighter abilities, level 3, "Far Shot"
        Ability("far_shot", "Far Shot", 3, "attack", ("before_throw", "after_move"),
                "Once a turn, shoot an opponent on your edge of the board but not on your square; "
                "it hits 10% of the time per level.",
                "Fighter abilities, level 3",
                ("once_per_turn", "line_of_sight", "targets_character", "needs_check")),
        # Dungeonopoly: Fighter abilities, level 4, "Intimidate"
        Ability("intimidate", "Intimidate", 4, "ability", ("rent_owed",),
                "When you owe rent, throw your level or less on a d20 and the landlord lets you off.",
                "Fighter abilities, level 4", ("targets_character", "needs_check")),
        # Dungeonopoly: Fighter abilities, level 5, "Combat Reflexes"
        Ability("combat_reflexes", "Combat Reflexes", 5, "attack", ("passing",),
                "Damage an opponent whose square you pass over during your own move.",
                "Fighter abilities, level 5", ("targets_character",)),
        # Dungeonopoly: Fighter abilities, level 6, "Raze" (compulsory yet earning EP: reading D-9)
        Ability("raze", "Raze", 6, "ability", ("landing",),
                "Landing on an opponent's lot with houses knocks one house down; blessed lots are safe.",
                "Fighter abilities, level 6", ("compulsory",)),
        # Dungeonopoly: Fighter abilities, level 7, "Fortify"
        Ability("fortify", "Fortify", 7, "ability", ("landing",),
                "Landing on your own lot (not one bought this turn) adds a free house, up to the "
                "limit; never on a pledged lot.",
                "Fighter abilities, level 7"),
        # Dungeonopoly: Fighter abilities, level 8, "Conquer"
        Ability("conquer", "Conquer", 8, "ability", ("landing",),
                "Landing on an opponent's pledged lot lets you take it over, with its debt.",
                "Fighter abilities, level 8"),
        # Dungeonopoly: Fighter abilities, level 9, "Veteran"
        Ability("veteran", "Veteran", 9, "automatic", ("automatic",),
                "You pay only half of any damage done to you.",
                "Fighter abilities, level 9", ("compulsory", "no_ep")),
        # Dungeonopoly: Fighter abilities, level 10, "Abundant Step"
        Ability("abundant_step", "Abundant Step", 10, "ability", ("before_throw",),
                "Instead of throwing, step one to four squares and land there without passing any.",
                "Fighter abilities, level 10", ("single_use",)),
    ))

# -- Wizard --------------------------------------------------------------------------------------
WIZARD = CharacterClass(
    id="wizard", name="Wizard", title="the Wizard, who bends the board to her will",
    blurb=("A spellcaster with a new spell at every level. She pelts nearby opponents, hurries or "
           "slows anyone's steps, wards herself against harm, walks unseen past rents, charms "
           "landlords into forgiving her, burns buildings, shoves players about the board and, at "
           "the last, wishes property into being."),
    source="Core classes, Wizard",
    abilities=(
        # Dungeonopoly: Wizard abilities, level 1, "Magic Missile" (a cantrip: not single use)
        Ability("magic_missile", "Magic Missile", 1, "cantrip", ("before_throw", "after_move"),
                "Damage an opponent within your range; you may cast it every time round the board.",
                "Wizard abilities, level 1", ("limited_range", "targets_character")),
        # Dungeonopoly: Wizard abilities, level 2, "Expeditious Retreat"
        _spell("expeditious_retreat", "Expeditious Retreat", 2,
               "Double the next throw you move by this turn.", "Wizard abilities, level 2",
               when=("before_throw",)),
        # Dungeonopoly: Wizard abilities, level 3, "Mage Armor"
        _spell("mage_armor", "Mage Armor", 3,
               "The next damage that would be done to you is not; casting it again adds nothing.",
               "Wizard abilities, level 3", "enchantment"),
        # Dungeonopoly: Wizard abilities, level 4, "Slow"
        _spell("slow", "Slow", 4,
               "Someone within your range moves by one die on her next throw (a sneaking rogue half "
               "as far).", "Wizard abilities, level 4", "limited_range", "enchantment", "targets_character"),
        # Dungeonopoly: Wizard abilities, level 5, "Invisibility"
        _spell("invisibility", "Invisibility", 5,
               "The rest of your moves this turn touch no square, and you stay hidden until your "
               "next turn.", "Wizard abilities, level 5", "enchantment"),
        # Dungeonopoly: Wizard abilities, level 6, "Charm Person"
        _spell("charm_person", "Charm Person", 6,
               "An opponent within your range must let you off the next rent you owe her.",
               "Wizard abilities, level 6", "limited_range", "mental", "enchantment", "targets_character"),
        # Dungeonopoly: Wizard abilities, level 7, "Counterspell" (targets spells, not characters)
        _spell("counterspell", "Counterspell", 7,
               "Lift an enchantment within your range, or stop a spell as it is cast anywhere.",
               "Wizard abilities, level 7", "limited_range", "anywhere",
               when=("before_throw", "after_move", "reaction"),
               options=(
                   Option("dispel", "Dispel",
                          "Lift one enchantment on a character or property within your range.",
                          when=("before_throw", "after_move"), flags=("single_use", "limited_range")),
                   Option("counter", "Counter",
                          "Cancel a spell someone is casting anywhere on the board.",
                          when=("reaction",), flags=("single_use", "anywhere")),
               )),
        # Dungeonopoly: Wizard abilities, level 8, "Fireball"
        _spell("fireball", "Fireball", 8,
               "Burn every house on your square unless the lot is blessed, and damage every "
               "opponent there; rent owed is paid first.", "Wizard abilities, level 8", "area"),
        # Dungeonopoly: Wizard abilities, level 9, "Telekinesis"
        _spell("telekinesis", "Telekinesis", 9,
               "Push anyone, yourself included, one to five squares either way; she passes the "
               "squares but does not land.", "Wizard abilities, level 9", "anywhere", "targets_character"),
        # Dungeonopoly: Wizard abilities, level 10, "Wish"
        _spell("wish", "Wish", 10,
               "Copy any spell, clear a lot's debt, take an unowned card, or fill a lot with houses.",
               "Wizard abilities, level 10",
               options=(
                   Option("duplicate_spell", "Copy a spell",
                          "Cast any spell of any class; costs that spell's cost or this minimum, whichever is more.",
                          casting_cost=10),
                   Option("unmortgage", "Clear a pledge",
                          "Free the lot you stand on from the debt it secures.", casting_cost=20),
                   Option("gain_ownership", "Take an unowned card",
                          "Become the owner of the unowned property you stand on.", casting_cost=50),
                   Option("place_hotel", "Build to the top",
                          "Build the owned, unpledged lot you stand on up to its limit of houses.",
                          casting_cost=500),
               )),
    ))

# -- Cleric --------------------------------------------------------------------------------------
CLERIC = CharacterClass(
    id="cleric", name="Cleric", title="the Cleric, who has the ear of heaven",
    blurb=("A holy caster whose gods favour her and frown on her rivals. She blesses rents up or "
           "curses them down, shields and hides herself from harm, ignores the taxes and Chance "
           "cards she dislikes, smites opponents wherever they stand, makes anyone throw again, and "
           "at the last brings down a wrath that hurts every opponent and every opponent's house."),
    source="Core classes, Cleric",
    abilities=(
        # Dungeonopoly: Cleric abilities, level 1, "Bless" and its inverse "Curse"
        _spell("bless_curse", "Bless/Curse", 1,
               "Raise or lower the rent of the property you stand on by 5% a level; a blessed lot "
               "keeps its houses, and each form lifts the other.", "Cleric abilities, level 1",
               "enchantment", casting_cost=50,
               options=(
                   Option("bless", "Bless", "Add 5% per level to the rent (rounded down); guards the houses."),
                   Option("curse", "Curse", "Take 5% per level off the rent (rounded in the payer's favour)."),
               )),
        # Dungeonopoly: Cleric abilities, level 2, "Shield of Faith"
        _spell("shield_of_faith", "Shield of Faith", 2,
               "The next damage or spell aimed at you does nothing; casting it again adds nothing.",
               "Cleric abilities, level 2", "enchantment"),
        # Dungeonopoly: Cleric abilities, level 3, "Sanctuary"
        _spell("sanctuary", "Sanctuary", 3,
               "Nothing can target or damage you until your next turn; cast before moving, you do "
               "not move.", "Cleric abilities, level 3", "enchantment"),
        # Dungeonopoly: Cleric abilities, level 4, "Divine Favor"
        Ability("divine_favor", "Divine Favor", 4, "automatic", ("automatic",),
                "You owe no tax, and you may refuse any Chance card you draw; the jail fine you still pay.",
                "Cleric abilities, level 4", ("compulsory", "no_ep")),
        # Dungeonopoly: Cleric abilities, level 5, "Holy Smite"
        _spell("holy_smite", "Holy Smite", 5,
               "Damage an opponent anywhere on the board, except in jail.",
               "Cleric abilities, level 5", "anywhere", "targets_character"),
        # Dungeonopoly: Cleric abilities, level 6, "Divine Intervention"
        _spell("divine_intervention", "Divine Intervention", 6,
               "Whenever dice are thrown, make the thrower throw again.",
               "Cleric abilities, level 6", "anywhere", when=("reaction",)),
        # Dungeonopoly: Cleric abilities, level 7, "Divine Power"
        Ability("divine_power", "Divine Power", 7, "automatic", ("automatic", "passing"),
                "Passing a Chance space draws its card, and passing Central Park collects the pot.",
                "Cleric abilities, level 7", ("compulsory", "no_ep")),
        # Dungeonopoly: Cleric abilities, level 8, "Glyph of Warding"
        _spell("glyph_of_warding", "Glyph of Warding", 8,
               "Mark the property you stand on: the next to pass it stops there as if landing, and "
               "takes damage.", "Cleric abilities, level 8", "enchantment", casting_cost=150),
        # Dungeonopoly: Cleric abilities, level 9, "Ascended"
        Ability("ascended", "Ascended", 9, "automatic", ("automatic",),
                "Mental effects and anything that would send you to jail pass you by.",
                "Cleric abilities, level 9", ("compulsory", "no_ep")),
        # Dungeonopoly: Cleric abilities, level 10, "Wrath of God"
        _spell("wrath_of_god", "Wrath of God", 10,
               "Damage every opponent, hidden or not, and knock one house off each of their lots.",
               "Cleric abilities, level 10", "area", "anywhere", casting_cost=300),
    ))

# -- Rogue ---------------------------------------------------------------------------------------
# Dungeonopoly: Rogue abilities, "30 points to distribute" and "5 more points" each level gained;
# "no skill may have more than 15 ranks"; a check succeeds on a d20 roll at or under the ranks.
ROGUE_STARTING_POINTS = 30
ROGUE_POINTS_PER_LEVEL = 5
ROGUE_MAX_RANKS = 15
ROGUE_SKILLS = ("open_locks", "pick_pockets", "rob_bank", "sneak", "steal")

ROGUE = CharacterClass(
    id="rogue", name="Rogue", title="the Rogue, who takes what she is not given",
    blurb=("A thief who trains five skills instead of learning powers, and who risks jail every "
           "time a skill fails her. She slips out of jail, picks pockets, robs the bank at Mother "
           "Earth, creeps along the board unseen with a knife for anyone she passes, and loots the "
           "houses she stands in. She chooses where her skill points go."),
    source="Core classes, Rogue",
    abilities=(
        # Dungeonopoly: Rogue abilities, "Open Locks"
        Ability("open_locks", "Open Locks", 1, "skill", ("in_jail", "before_throw", "after_move"),
                "Leave jail without the fine, or, standing on the Jail corner, let a prisoner out.",
                "Rogue abilities, Open Locks", ("needs_check",)),
        # Dungeonopoly: Rogue abilities, "Pick Pockets"
        Ability("pick_pockets", "Pick Pockets", 1, "skill", ("before_throw", "after_move", "passing"),
                "Take cash by the level from someone on your square (or passed while sneaking); "
                "fail and go to jail.", "Rogue abilities, Pick Pockets",
                ("same_square", "targets_character", "needs_check")),
        # Dungeonopoly: Rogue abilities, "Rob Bank"
        Ability("rob_bank", "Rob Bank", 1, "skill", ("passing", "landing"),
                "At Mother Earth take extra money by the level, twice as much when landing; fail, "
                "lose the wages and go to jail.", "Rogue abilities, Rob Bank", ("needs_check",)),
        # Dungeonopoly: Rogue abilities, "Sneak"
        Ability("sneak", "Sneak", 1, "skill", ("before_throw",),
                "Move by one die touching no square, and stay hidden until your next turn.",
                "Rogue abilities, Sneak", ("needs_check",)),
        # Dungeonopoly: Rogue abilities, "Sneak", "Backstab" (its extra EP: reading D-11)
        Ability("backstab", "Backstab", 1, "attack", ("passing",),
                "While sneaking, damage an opponent you pass.", "Rogue abilities, Sneak",
                ("targets_character",), part_of="sneak"),
        # Dungeonopoly: Rogue abilities, "Sneak", "comes out of sneak" (no EP: reading D-12)
        Ability("come_out_of_sneak", "Come out of sneak", 1, "ability", ("after_move",),
                "After a sneaking move, land on your square after all, with all that it brings.",
                "Rogue abilities, Sneak", ("no_ep",), part_of="sneak"),
        # Dungeonopoly: Rogue abilities, "Steal"
        Ability("steal", "Steal", 1, "skill", ("before_throw", "after_move"),
                "On a lot with houses, make its owner pay you 5% of its rent per level; fail, pay "
                "the rent and go to jail.", "Rogue abilities, Steal", ("needs_check",)),
    ))

# -- Druid (an additional class) -----------------------------------------------------------------
#: Dungeonopoly: Druid abilities, level 1, the six primal spells; she knows one, two from level 4
#: and three from level 7 (the choice made at her first casting of each: D-97).
PRIMAL_FORMS = (
    Option("entangle", "Entangle",
           "Crossing the square costs two squares more of movement, except for you."),
    Option("obscuring_mist", "Obscuring Mist", "Everyone standing on the square is hidden."),
    Option("hallow", "Hallow", "Nobody standing on the square can be damaged."),
    Option("insect_plague", "Insect Plague", "Nobody standing on the square can use an ability."),
    Option("wall_of_thorns", "Wall of Thorns",
           "Whoever else crosses the square stops on it or takes your damage."),
    Option("antimagic_field", "Antimagic Field",
           "Nobody on the square casts spells or is enchanted; enchantments there sleep."),
)
#: Dungeonopoly: Druid abilities, level 3, the animal forms; one, two from level 6, three from 9.
ANIMAL_FORMS = (
    Option("bear", "Bear", "Maul: damage an opponent on your square at twice the usual rate."),
    Option("eagle", "Eagle", "Throw three dice for your move and drop the lowest."),
    Option("wolf", "Wolf", "Scent: move to the square of an opponent within your range, landing there."),
)


#: The picks a level may add to an ability (``_one_more``).
ORDINALS = ("first", "second", "third", "fourth")


def _one_more(of: str, what: str, nth: int, level: int, class_name: str, *, at_once: bool = False) -> Ability:
    """A level that adds the ``nth`` pick from the options of an ability she has (``adds_choice_to``),
    earning no EP: made ``at_once`` as the level comes, compulsory (a Druid's second and third
    primal spell and animal form), or from an option before she throws (a Bard's second to fourth
    melody, a Warlock's first to third Eldritch Blast enhancement)."""
    ordinal = ORDINALS[nth - 1]
    when: tuple[str, ...]
    flags: tuple[str, ...]
    if at_once:                 # named after the ability it adds to, as saves know them
        ability_id, name, text = f"{of}_{nth}", f"{ordinal.capitalize()} {what}", f"You may learn one more {what}."
        kind, when, flags = "automatic", ("automatic",), ("compulsory", "no_ep")
    else:
        short = what.rpartition(" ")[2]
        ability_id, name = f"{ordinal}_{short}", f"{ordinal.capitalize()} {short}"
        text = f"Choose a {ordinal} {what} from the list."
        kind, when, flags = "ability", ("before_throw",), ("no_ep",)
    return Ability(ability_id, name, level, kind, when, text, f"{class_name} abilities, level {level}", flags,
                   adds_choice_to=of)


DRUID = CharacterClass(
    id="druid", name="Druid", title="the Druid, a primal avatar of natural forces",
    blurb=("A caster of the wild who enchants the squares of the board for good. Her primal spells "
           "tangle, hide, hallow, plague, thorn or deaden a square; bark shields her purse; she "
           "takes the shape of a bear that mauls, an eagle that flies, a wolf that hunts; she "
           "strides through her own trees on a double, calls lightning on her neighbours and at the "
           "last sends a plague of insects through a whole group of lots."),
    source="Additional classes, Druid", core=False,
    abilities=(
        # Dungeonopoly: Druid abilities, level 1, "Primal Enchantment" (D-97, D-98)
        _spell("primal_enchantment", "Primal Enchantment", 1,
               "Enchant the square you stand on for good with a primal spell; each spell of yours "
               "lies on one square at a time.", "Druid abilities, level 1", "enchantment",
               options=PRIMAL_FORMS, choose_on_gain=1),
        # Dungeonopoly: Druid abilities, level 2, "Barkskin" (D-100)
        _spell("barkskin", "Barkskin", 2,
               "The next money you owe (not a purchase) is less by $13 a level, to $1 at least.",
               "Druid abilities, level 2", "enchantment"),
        # Dungeonopoly: Druid abilities, level 3, "Wild Shape": shifting earns no EP (D-101)
        Ability("wild_shape", "Wild Shape", 3, "ability", ("before_throw", "after_move"),
                "Once a turn, take an animal form you know or your own; no spells in animal form.",
                "Druid abilities, level 3", ("once_per_turn", "no_ep"), options=ANIMAL_FORMS,
                choose_on_gain=1),
        # Dungeonopoly: Druid abilities, level 3, "Bear", "Maul" (once a turn, as Attack: D-102)
        Ability("maul", "Maul", 3, "attack", ("before_throw", "after_move"),
                "In bear form, once a turn, damage an opponent on your square at twice the rate.",
                "Druid abilities, level 3", ("same_square", "targets_character", "once_per_turn"),
                part_of="wild_shape"),
        # Dungeonopoly: Druid abilities, level 3, "Wolf", "Scent" (D-102)
        Ability("scent", "Scent", 3, "ability", ("before_throw", "after_move"),
                "In wolf form, once a turn, move to an opponent's square within your range and land there.",
                "Druid abilities, level 3", ("limited_range", "targets_character", "once_per_turn"),
                part_of="wild_shape"),
        _one_more("primal_enchantment", "primal spell", 2, 4, "Druid", at_once=True),
        # Dungeonopoly: Druid abilities, level 5, "Tree Stride" (D-103)
        _spell("tree_stride", "Tree Stride", 5,
               "When you throw a double, go instead to a property of yours and land there, passing nothing.",
               "Druid abilities, level 5", when=("reaction",)),
        _one_more("wild_shape", "animal form", 2, 6, "Druid", at_once=True),
        _one_more("primal_enchantment", "primal spell", 3, 7, "Druid", at_once=True),
        # Dungeonopoly: Druid abilities, level 8, "Call Lightning" (D-104)
        _spell("call_lightning", "Call Lightning", 8,
               "Up to seven bolts on squares within your range: each damages an opponent there or "
               "knocks a house off an opponent's lot.", "Druid abilities, level 8", "limited_range", "area",
               options=(Option("people", "Bolts at people", "Each bolt damages an opponent where one stands, "
                                                            "else knocks down a house."),
                        Option("houses", "Bolts at houses", "Each bolt knocks down a house where one stands, "
                                                            "else damages an opponent."))),
        _one_more("wild_shape", "animal form", 3, 9, "Druid", at_once=True),
        # Dungeonopoly: Druid abilities, level 10, "Creeping Doom" (D-105)
        _spell("creeping_doom", "Creeping Doom", 10,
               "Insects ravage your square's group of lots: every opponent on them takes damage, and "
               "each holder pays $20 a house in repairs.", "Druid abilities, level 10", "area"),
    ))

# -- Paladin (an additional class) ----------------------------------------------------------------
#: Dungeonopoly: Paladin abilities, level 4, the two stances; one known, both from level 8.
STANCES = (
    Option("thicket_of_blades", "Thicket of Blades",
           "An opponent who moves into, within or out of your reach takes your damage, once a move."),
    Option("bulwark_of_defense", "Bulwark of Defense",
           "Nothing moves you, and each square within your reach costs opponents an extra square to cross."),
)

PALADIN = CharacterClass(
    id="paladin", name="Paladin", title="the Paladin, a holy knight of chivalry and defence",
    blurb=("A knight who guards the squares around her. She strikes back at whoever hurts her from "
           "close by, challenges an opponent to a duel for a card each, rides a heavenly horse whose "
           "dice grow with every throw, ends her turn in a stance that punishes or bars those who "
           "pass, jumps like a knight at chess, shines untouchable on a double, burns opponents who "
           "start their turn beside her, and at the last holds a fund against harm and a longer reach."),
    source="Additional classes, Paladin", core=False,
    abilities=(
        # Dungeonopoly: Paladin abilities, level 1, "Counter" (D-107)
        Ability("counter", "Counter", 1, "attack", ("reaction",),
                "When an opponent within your reach damages you, damage her back.",
                "Paladin abilities, level 1", ("targets_character",)),
        # Dungeonopoly: Paladin abilities, level 2, "Challenge" (D-108)
        Ability("challenge", "Challenge", 2, "ability", ("before_throw", "after_move"),
                "Duel an opponent on your edge: each stakes an unimproved card and the two are auctioned "
                "between you, the winner paying the loser.",
                "Paladin abilities, level 2", ("single_use", "line_of_sight", "targets_character")),
        # Dungeonopoly: Paladin abilities, level 3, "Celestial Mount" (D-109)
        Ability("celestial_mount", "Celestial Mount", 3, "ability", ("before_throw", "after_move"),
                "Once a turn, mount or dismount; mounted, ride instead of throwing: two eight-sided dice, "
                "then ten-sided, then twelve-sided.",
                "Paladin abilities, level 3", ("once_per_turn",)),
        # Dungeonopoly: Paladin abilities, level 3, the mount's dice (D-109)
        Ability("ride", "Ride", 3, "ability", ("before_throw",),
                "Mounted, throw the mount's dice for your move instead of the usual two.",
                "Paladin abilities, level 3", ("no_ep",), part_of="celestial_mount"),
        # Dungeonopoly: Paladin abilities, level 4, "Fighting Stance" (D-110)
        Ability("fighting_stance", "Fighting Stance", 4, "ability", ("after_move",),
                "After moving, on foot, end your turn in a stance that lasts until your next turn.",
                "Paladin abilities, level 4", ("once_per_turn",), options=STANCES, choose_on_gain=1),
        # Dungeonopoly: Paladin abilities, level 5, "Knight's Move" (D-111)
        Ability("knights_move", "Knight's Move", 5, "ability", ("before_throw", "after_move"),
                "Move yourself or an opponent on your edge three squares either way, landing there and "
                "passing nothing.", "Paladin abilities, level 5",
                ("single_use", "line_of_sight", "targets_character")),
        # Dungeonopoly: Paladin abilities, level 6, "Divine Grace" (D-112)
        Ability("divine_grace", "Divine Grace", 6, "automatic", ("automatic",),
                "When you throw a double, nothing you would pay this turn (damage, fees, rent) is paid.",
                "Paladin abilities, level 6", ("compulsory", "no_ep")),
        # Dungeonopoly: Paladin abilities, level 7, "Holy Aura" (D-112)
        Ability("holy_aura", "Holy Aura", 7, "automatic", ("automatic",),
                "An opponent, hidden or not, who starts her turn within your reach takes your damage.",
                "Paladin abilities, level 7", ("compulsory", "no_ep", "area")),
        Ability("fighting_stance_2", "Second stance", 8, "automatic", ("automatic",),
                "You may take the other stance too, one at a time.", "Paladin abilities, level 8",
                ("compulsory", "no_ep"), adds_choice_to="fighting_stance"),
        # Dungeonopoly: Paladin abilities, level 9, "Heart of the Titan" (D-113)
        Ability("heart_of_the_titan", "Heart of the Titan", 9, "automatic", ("automatic",),
                "A fund of $250 from the bank takes the damage done to you first; Mother Earth fills it again.",
                "Paladin abilities, level 9", ("compulsory", "no_ep")),
        # Dungeonopoly: Paladin abilities, level 10, "Holy Sword"
        Ability("holy_sword", "Holy Sword", 10, "automatic", ("automatic",),
                "Your reach is two squares either way.", "Paladin abilities, level 10", ("compulsory", "no_ep")),
    ))

# -- Psion (an additional class) ------------------------------------------------------------------
#: Dungeonopoly: Psion abilities, level 1, the Mind Thrust table: PP spent -> the text's dollars
#: (halved to 1906 money: D-18). Empty Mind reads the same table.
MIND_THRUST_TABLE = (10, 30, 60, 100, 150, 210, 280, 360, 450, 550)


def _power(id: str, name: str, level: int, description: str, points: int, *flags: str,
           when: tuple[str, ...] = ("before_throw", "after_move"), **more: Any) -> Ability:
    """A psionic power: paid in power points, not spent round the board (Psion abilities)."""
    return Ability(id, name, level, "ability", when, description, f"Psion abilities, level {level}", flags,
                   point_cost=points, **more)


PSION = CharacterClass(
    id="psion", name="Psion", title="the Psion, who bends minds with mental force",
    blurb=("A mind that fights with power points, as many as her level, filled again at Mother "
           "Earth. She pays them for blows on the mind, to shrink a debt, to daze or confuse an "
           "opponent's next move, to make him forget a card is his, to steal the spells on him, to "
           "make demiplanes between the squares, each holding a Chance card, to "
           "blast everyone near her out of her way, to shield everyone near her from a spell, and at "
           "the last to send an opponent anywhere back to Mother Earth."),
    source="Additional classes, Psion", core=False,
    abilities=(
        # Dungeonopoly: Psion abilities, level 1, "Mind Thrust" (D-114)
        _power("mind_thrust", "Mind Thrust", 1,
               "Damage an opponent within your range by the table: 1 PP $5, 2 $15, 3 $30, 4 $50, 5 $75, "
               "6 $105, 7 $140, 8 $180, 9 $225, 10 $275; 1 PP more for each square beyond your range.", 1,
               "limited_range", "targets_character"),
        # Dungeonopoly: Psion abilities, level 2, "Empty Mind" (D-114)
        _power("empty_mind", "Empty Mind", 2,
               "When you owe rent, spend PP to owe less by the Mind Thrust table.", 1, when=("rent_owed",)),
        # Dungeonopoly: Psion abilities, level 3, "Ego Whip" (D-115)
        _power("ego_whip", "Ego Whip", 3,
               "An opponent within your range is dazed: her next throw moves her nowhere, and she lands "
               "where she stands again. 2 PP.", 2, "limited_range", "targets_character", "enchantment", "mental"),
        # Dungeonopoly: Psion abilities, level 4, "Modify Memory" (D-116)
        _power("modify_memory", "Modify Memory", 4,
               "An opponent within your range forgets her cheapest card: it is yours until she "
               "remembers (a d20 of her level or less whenever its rent is owed). 2 PP.", 2,
               "limited_range", "targets_character", "enchantment", "mental"),
        # Dungeonopoly: Psion abilities, level 5, "Thought Leech"
        _power("thought_leech", "Thought Leech", 5,
               "Take enchantments off an opponent within your range onto yourself, 3 PP each.", 3,
               "limited_range", "targets_character"),
        # Dungeonopoly: Psion abilities, level 6, "Id Insinuation" (D-115)
        _power("id_insinuation", "Id Insinuation", 6,
               "An opponent within your range is confused: her next throw moves her backward, passing "
               "and landing as usual. 3 PP.", 3, "limited_range", "targets_character", "enchantment", "mental"),
        # Dungeonopoly: Psion abilities, level 7, "Genesis" (D-122 to D-125)
        _power("genesis", "Genesis", 7,
               "Make a demiplane between two squares within your range, holding a Chance card taken out of "
               "the pack: for yourself alone, or for your opponents alone. Whoever it is there for counts it "
               "as a square, and a move ending on it follows its card; for the others it does not exist, nor "
               "does anyone standing on it. One a pair of squares: a new one collapses the old. 4 PP and $20.",
               4, "limited_range", "enchantment", casting_cost=40),
        # Dungeonopoly: Psion abilities, level 8, "Psionic Blast"
        _power("psionic_blast", "Psionic Blast", 8,
               "Push every opponent within your range to the square just beyond it; they pass the squares "
               "but land on none. 4 PP.", 4, "limited_range", "area"),
        # Dungeonopoly: Psion abilities, level 9, "Intellect Fortress" (D-116)
        _power("intellect_fortress", "Intellect Fortress", 9,
               "When a spell is cast at someone within your range, yourself included, it does nothing. 5 PP.",
               5, "limited_range", when=("reaction",)),
        # Dungeonopoly: Psion abilities, level 10, "Psychic Crush"
        _power("psychic_crush", "Psychic Crush", 10,
               "Send an opponent anywhere on the board back to Mother Earth, with no wages. 5 PP.", 5,
               "anywhere", "targets_character", "mental"),
    ))

# -- Bard (an additional class) ------------------------------------------------------------------------
#: Dungeonopoly: Bard abilities, level 10: "each skill selected is fixed at 12 ranks".
BORROWED_RANKS = 12
#: Dungeonopoly: Bard abilities, level 2, "Bardic Music": the seven melodies.
MELODIES = (
    Option("inspire_courage", "Inspire Courage", "The bank pays half the rent owed on the payer's behalf."),
    Option("cutting_words", "Cutting Words", "Once the rent is paid, the landlord takes damage."),
    Option("song_of_freedom", "Song of Freedom",
           "Once the rent is paid, the payer goes on to Central Park, drawing wages if she passes Mother Earth."),
    Option("inspire_greatness", "Inspire Greatness",
           "Once the rent is paid, the payer throws two dice and moves on that far."),
    Option("song_of_rest", "Song of Rest",
           "Once the rent is paid, the payer's turn ends at once, and her spent abilities come back."),
    Option("frightening_tune", "Frightening Tune",
           "Once the rent is paid, the payer throws one die and flees that far back."),
    Option("dirge_of_doom", "Dirge of Doom", "The rent owed is doubled (after any Bless or Curse)."),
)


def _melody(level: int) -> Ability:
    """Another melody from the list, at levels 4, 6 and 8."""
    return _one_more("bardic_music", "Bardic Music melody", level // 2, level, "Bard")


BARD = CharacterClass(
    id="bard", name="Bard", title="the Bard, who sings her rivals into her rents",
    blurb=("A singer who draws others along with her. She pulls everyone near onto her square, "
           "plays a melody whenever rent is owed where she stands (halving it, doubling it, "
           "sending the payer on or back), makes a rival follow her every step, shows up the "
           "hidden, steps seven squares at will, and at the last borrows three abilities from "
           "the other classes."),
    source="Additional classes, Bard", core=False,
    abilities=(
        # Dungeonopoly: Bard abilities, level 1, "Fascinate" (readings D-82, D-83)
        Ability("fascinate", "Fascinate", 1, "ability", ("before_throw", "after_move"),
                "Pull every character within your range onto your square, each passing and landing "
                "as usual (the hidden pass and land on nothing); each once a turn.",
                "Bard abilities, level 1", ("limited_range", "mental", "area")),
        # Dungeonopoly: Bard abilities, level 2, "Bardic Music" (a standing melody: D-84)
        Ability("bardic_music", "Bardic Music", 2, "ability", ("rent_owed", "before_throw", "after_move"),
                "When rent is owed on the property you stand on, by anyone, you too, play one of your "
                "melodies on it.", "Bard abilities, level 2", options=MELODIES, choose_on_gain=1),
        # Dungeonopoly: Bard abilities, level 3, "Suggestion" (D-85)
        _spell("suggestion", "Suggestion", 3,
               "A character within your range moves with you for the rest of the turn: each move you "
               "make, she makes as far.", "Bard abilities, level 3", "limited_range", "mental",
               "targets_character"),
        _melody(4),
        # Dungeonopoly: Bard abilities, level 5, "Glitterdust" (D-86)
        _spell("glitterdust", "Glitterdust", 5,
               "Everyone on one square within your range is revealed, and the next time each would "
               "hide, the hiding fails.", "Bard abilities, level 5", "limited_range", "enchantment", "area"),
        _melody(6),
        # Dungeonopoly: Bard abilities, level 7, "Bardic Knowledge"
        Ability("bardic_knowledge", "Bardic Knowledge", 7, "ability", ("before_throw",),
                "Instead of throwing, move seven squares (no lucky-seven EP).",
                "Bard abilities, level 7", ("single_use",)),
        _melody(8),
        # Dungeonopoly: Bard abilities, level 9, "Mass Suggestion" (D-85)
        _spell("mass_suggestion", "Mass Suggestion", 9,
               "Every character within your range, hidden ones too, moves with you for the rest of the turn.",
               "Bard abilities, level 9", "limited_range", "mental", "area"),
        # Dungeonopoly: Bard abilities, level 10, "Jack-of-All-Trades" (borrowing: D-80, D-81)
        Ability("jack_of_all_trades", "Jack-of-All-Trades", 10, "ability", ("before_throw",),
                "Learn three abilities of level 5 or less from the other classes' lists, to keep; a "
                "rogue skill comes at 12 ranks.", "Bard abilities, level 10", ("no_ep",),
                borrow_count=3, borrow_max_level=5),
    ))

# -- Warlock (an additional class) ---------------------------------------------------------------------
#: Dungeonopoly: Warlock abilities, "Every warlock chooses a pact: Infernal, Fey or Dark."
PACTS = (
    Option("infernal", "Infernal pact", "Hellish Rebuke at level 3, Fiendish Resilience at level 5."),
    Option("fey", "Fey pact", "Misty Escape at level 3, Beguiling Defenses at level 5."),
    Option("dark", "Dark pact", "Dark Delirium at level 3, Entropic Ward at level 5."),
)
#: Dungeonopoly: Warlock abilities, level 4: the Eldritch Blast enhancements.
ENHANCEMENTS = (
    Option("agonizing_blast", "Agonizing Blast", "The blast does half as much damage again."),
    Option("eldritch_spear", "Eldritch Spear", "The blast reaches along your edge of the board."),
    Option("repelling_blast", "Repelling Blast",
           "The blast also pushes its target up to two squares away from you, passing and landing as usual."),
    Option("vampiric_blast", "Vampiric Blast", "The blast's damage is paid to you, not the bank."),
)


def _enhancement(level: int) -> Ability:
    """An Eldritch Blast enhancement from the list, at levels 4, 6 and 8."""
    return _one_more("eldritch_blast", "Eldritch Blast enhancement", level // 2 - 1, level, "Warlock")


WARLOCK = CharacterClass(
    id="warlock", name="Warlock", title="the Warlock, who has made a sinister pact",
    blurb=("A caster bound by a pact, Infernal, Fey or Dark. She hexes rivals so that the next money "
           "they collect falls into the pot, blasts the hexed with force (stronger, longer, pushing or "
           "draining, as she chooses), answers blows with her pact's spell, shrugs off fees, curses "
           "or harm by her pact's gift, throws three dice and keeps two, reads forbidden spells from "
           "a Book of Shadows and at the last crowns a rival with madness."),
    source="Additional classes, Warlock", core=False,
    abilities=(
        # Dungeonopoly: Warlock abilities, "Every warlock chooses a pact" (D-87)
        Ability("pact", "Pact", 1, "ability", ("before_throw",),
                "Choose your pact, Infernal, Fey or Dark: it decides your level-3 spell and level-5 gift.",
                "Warlock abilities, pact", ("no_ep",), options=PACTS, choose_on_gain=1),
        # Dungeonopoly: Warlock abilities, level 1, "Hex" (D-91)
        Ability("hex", "Hex", 1, "ability", ("before_throw", "after_move"),
                "Once a turn, curse an opponent within your range: the next money she collects goes to "
                "Central Park's pot instead.", "Warlock abilities, level 1",
                ("once_per_turn", "limited_range", "enchantment", "targets_character")),
        # Dungeonopoly: Warlock abilities, level 2, "Eldritch Blast" (D-92)
        Ability("eldritch_blast", "Eldritch Blast", 2, "attack", ("before_throw", "after_move"),
                "Once a turn, damage a hexed opponent within your range.", "Warlock abilities, level 2",
                ("once_per_turn", "limited_range", "targets_character"), options=ENHANCEMENTS),
        # Dungeonopoly: Warlock abilities, level 3, the pact's spell (D-93)
        _spell("pact_spell", "Pact spell", 3,
               "When you take damage, answer with your pact's spell.", "Warlock abilities, level 3",
               when=("reaction",),
               options=(
                   Option("hellish_rebuke", "Hellish Rebuke", "Damage whoever damaged you.", requires="infernal"),
                   Option("misty_escape", "Misty Escape",
                          "Vanish up to five squares either way, touching none, hidden until your next turn.",
                          requires="fey"),
                   Option("dark_delirium", "Dark Delirium",
                          "Whoever damaged you loses the rest of her turn.", requires="dark"),
               )),
        # Dungeonopoly: Warlock abilities, level 4, the first enhancement (D-87)
        _enhancement(4),
        # Dungeonopoly: Warlock abilities, level 5, the pact's gift (D-94)
        Ability("pact_trait", "Pact gift", 5, "automatic", ("automatic",),
                "Your pact's lasting gift.", "Warlock abilities, level 5", ("compulsory", "no_ep"),
                options=(
                    Option("fiendish_resilience", "Fiendish Resilience",
                           "You pay only half of any tax, Chance fine or jail fine, rounded up.", requires="infernal"),
                    Option("beguiling_defenses", "Beguiling Defenses",
                           "Whoever aims an enchantment at you is hexed.", requires="fey"),
                    Option("entropic_ward", "Entropic Ward",
                           "Each blow or enchantment that would reach you misses on a 1 of a die.", requires="dark"),
                )),
        _enhancement(6),
        # Dungeonopoly: Warlock abilities, level 7, "Dark One's Own Luck" (D-95)
        Ability("dark_ones_own_luck", "Dark One's Own Luck", 7, "ability", ("before_throw", "reaction"),
                "Throw three dice for your move and keep the two you like.", "Warlock abilities, level 7",
                ("single_use",)),
        _enhancement(8),
        # Dungeonopoly: Warlock abilities, level 9, "Book of Shadows" (borrowing: D-80, D-81)
        Ability("book_of_shadows", "Book of Shadows", 9, "ability", ("before_throw",),
                "Learn three spells of level 4 or less from the other classes' lists, to keep.",
                "Warlock abilities, level 9", ("no_ep",), borrow_count=3, borrow_max_level=4),
        # Dungeonopoly: Warlock abilities, level 10, "Crown of Madness" (D-96)
        _spell("crown_of_madness", "Crown of Madness", 10,
               "Make an opponent within your range use one of her abilities now, as you choose; never "
               "a spell with a casting cost.", "Warlock abilities, level 10", "limited_range", "mental",
               "targets_character", casting_cost=200),
    ))

#: The core classes by id, in the text's order. Additional classes join this dict as data.
CLASSES: dict[str, CharacterClass] = {c.id: c for c in (FIGHTER, WIZARD, CLERIC, ROGUE)}
#: The additional classes, in the text's order.
CLASSES.update({c.id: c for c in (BARD, DRUID, PALADIN, PSION, WARLOCK)})


def get_class(class_id: str) -> CharacterClass:
    """The class with that id; KeyError naming the known ids, since a bad id is a caller's bug."""
    try:
        return CLASSES[class_id]
    except KeyError:
        raise KeyError(f"no Dungeonopoly class {class_id!r}; the classes are {', '.join(CLASSES)}") from None


def abilities_at(class_id: str, level: int) -> tuple[Ability, ...]:
    """Every ability a character of that class and level has, in the order she gained them.

    >>> [a.id for a in abilities_at("fighter", 3)]
    ['attack', 'run', 'far_shot']
    """
    check_level(level)
    return tuple(a for a in get_class(class_id).abilities if a.level <= level)


def get_ability(class_id: str, ability_id: str) -> Ability:
    """One ability of a class, at whatever level it comes."""
    found = _ABILITIES.get((class_id, ability_id))
    if found is None:
        get_class(class_id)          # an unknown class is the caller's bug, and says so
        raise KeyError(f"the {class_id} has no ability {ability_id!r}")
    return found


def has_ability(class_id: str, level: int, ability_id: str) -> bool:
    """Whether a character of that class and level has the ability (a level-9 fighter is a Veteran).
    Asked at every option the game offers, so it looks the ability up rather than listing them."""
    check_level(level)
    get_class(class_id)
    found = _ABILITIES.get((class_id, ability_id))
    return found is not None and found.level <= level


def ability_name(ability_id: str) -> str:
    """The name of an ability, or of one of an ability's forms, of any class: enchantments and wards
    are kept by these ids, and the panel and the log name them.

    >>> ability_name("mage_armor"), ability_name("bless")
    ('Mage Armor', 'Bless')
    """
    for cls in CLASSES.values():
        for ability in cls.abilities:
            if ability.id == ability_id:
                return ability.name
            for option in ability.options:
                if option.id == ability_id:
                    return option.name
    raise KeyError(f"no Dungeonopoly ability {ability_id!r}")


def casting_cost(ability: Ability, option_id: str = "") -> int:
    """The casting cost in the text's Monopoly dollars: the option's own, else the ability's.

    >>> casting_cost(get_ability("wizard", "wish"), "place_hotel")
    500
    """
    if option_id:
        for option in ability.options:
            if option.id == option_id:
                return option.casting_cost or ability.casting_cost
        raise KeyError(f"{ability.name} has no option {option_id!r}")
    return ability.casting_cost


def as_plain(value: Any) -> Any:
    """Plain data (dicts with str keys, lists, ints, strs, bools) for a class, ability or option,
    for a help screen or a file; fields left at their empty defaults are left out."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out = {}
        for field in dataclasses.fields(value):
            item = getattr(value, field.name)
            if item in ("", 0, ()) and not isinstance(item, bool) and field.name != "level":
                continue
            out[field.name] = as_plain(item)
        return out
    if isinstance(value, (tuple, list)):
        return [as_plain(v) for v in value]
    return value


def check_class(cls: CharacterClass) -> list[str]:
    """What is wrong with a class's data (empty when nothing): run on every class at import, and
    meant for the additional classes when they are written."""
    problems: list[str] = []
    ids = [a.id for a in cls.abilities]
    if len(set(ids)) != len(ids):
        problems.append(f"{cls.id}: ability ids repeat")
    if [a.level for a in cls.abilities] != sorted(a.level for a in cls.abilities):
        problems.append(f"{cls.id}: abilities are not in level order")
    for a in cls.abilities:
        where = f"{cls.id}.{a.id}"
        if not SNAKE_CASE.match(a.id):
            problems.append(f"{where}: id is not snake_case")
        try:
            check_level(a.level)
        except ValueError as exc:
            problems.append(f"{where}: {exc}")
        if a.kind not in KINDS:
            problems.append(f"{where}: unknown kind {a.kind!r}")
        for option in a.options:
            if not SNAKE_CASE.match(option.id):
                problems.append(f"{where}.{option.id}: id is not snake_case")
        for when in a.when + tuple(w for o in a.options for w in o.when):
            if when not in WHEN:
                problems.append(f"{where}: unknown time {when!r}")
        for flag in a.flags + tuple(f for o in a.options for f in o.flags):
            if flag not in FLAGS:
                problems.append(f"{where}: unknown flag {flag!r}")
        if a.kind == "spell" and "single_use" not in a.flags:
            problems.append(f"{where}: a spell is single use unless it is a cantrip")
        if a.kind == "cantrip" and "single_use" in a.flags:
            problems.append(f"{where}: a cantrip is not single use")
        if a.kind == "automatic" and not {"no_ep", "compulsory"} <= set(a.flags):
            problems.append(f"{where}: an automatic effect is compulsory and earns no EP")
        if a.part_of and a.part_of not in ids:
            problems.append(f"{where}: part of unknown ability {a.part_of!r}")
        if a.adds_choice_to and a.adds_choice_to not in ids:
            problems.append(f"{where}: adds a choice to unknown ability {a.adds_choice_to!r}")
        if a.cost_unit != MONOPOLY_DOLLARS:
            problems.append(f"{where}: costs are given in the text's Monopoly dollars")
    return problems


#: Every ability by (class id, ability id), for the lookups above.
_ABILITIES = {(c.id, a.id): a for c in CLASSES.values() for a in c.abilities}

_PROBLEMS = [p for c in CLASSES.values() for p in check_class(c)]
if _PROBLEMS:       # a typo in the data is caught the moment the module loads
    raise ValueError("; ".join(_PROBLEMS))
