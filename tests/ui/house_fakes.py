"""House rules made up for the window's tests: one with every optional member (a class per seat,
switches, explanations), one with none, and one that fails where it may."""
from __future__ import annotations

from typing import Any, Mapping

from landlord.plugin import Decision, HouseStep

CLASSES = {"fighter": "Fighter", "wizard": "Wizard", "cleric": "Cleric", "rogue": "Rogue"}


class Guild:
    """Each player takes a class; before his throw he may strike a rival once a game."""

    id = "guild"
    title = "Adventurers' Guild"
    version = "1.0"
    api_version = 2
    description = "Every player takes a class and may strike a rival once before a throw."
    seat_choice = {"key": "classes", "label": "Class", "options": dict(CLASSES)}
    switches = {"double_wages": "Double wages for landing exactly", "fees_to_pot": "Fees go into the pot"}

    def setup(self, table, settings: Mapping[str, Any]) -> Mapping[str, Any]:
        classes = list(settings.get("classes", ["fighter"] * table.players))
        if len(classes) != table.players or not set(classes) <= set(CLASSES):
            raise ValueError(f"classes {classes!r}")
        return {"classes": classes, "level": [1] * table.players, "struck": [False] * table.players,
                "switches": {key: bool(settings.get(key, True)) for key in self.switches}}

    def options(self, table, slot, point, seat):
        if point == "before_throw" and not slot["struck"][seat]:
            return {"strike": "Strike a rival (range 3)"}
        return {}

    def apply(self, table, slot, seat, choice):
        if choice == "strike":
            struck = list(slot["struck"])
            struck[seat] = True
            others = tuple(i for i in range(table.players) if i != seat)
            whom = Decision(seat, "house.guild.target", others, "Strike whom?",
                            context={"labels": {str(i): table.names[i] for i in others}})
            return HouseStep({**slot, "struck": struck}, ask=whom)
        target = int(choice)
        return HouseStep(slot, effects=({"show": "strike", "target": target, "what": "Strike"},),
                         log=(f"{table.names[seat]} strikes {table.names[target]}.",))

    def react(self, table, slot, trigger, info):
        return None

    def describe(self, table, slot, seat):
        return [f"{CLASSES[slot['classes'][seat]]}, level {slot['level'][seat]}"]

    def explain_option(self, table, slot, seat, option):
        if option == "strike":
            return "Range 3 spaces: the rival you pick loses $20."
        return f"Strike {table.names[int(option)]}: $20 from him."


class Plain:
    """The contract and nothing more: no description, no set-up choices, no words."""

    id = "plain"
    title = "Plain rule"
    version = "0.1"
    api_version = 2

    def setup(self, table, settings):
        return {}

    def options(self, table, slot, point, seat):
        return {}

    def apply(self, table, slot, seat, choice):
        return HouseStep(slot)

    def react(self, table, slot, trigger, info):
        return None

    def describe(self, table, slot, seat):
        return []


class Faulty(Plain):
    """Offers an option whose explanation and whose carrying out both fail; its lines fail too."""

    id = "faulty"
    title = "Faulty rule"
    description = 42            # not text: the screen says its title instead

    def options(self, table, slot, point, seat):
        return {"boom": "Go boom"} if point == "before_throw" else {}

    def apply(self, table, slot, seat, choice):
        raise RuntimeError("boom")

    def describe(self, table, slot, seat):
        raise RuntimeError("no lines today")

    def explain_option(self, table, slot, seat, option):
        raise RuntimeError("no words today")


def install(app, *rules) -> None:
    """Make ``rules`` the house rules installed for ``app`` (as if by plugins)."""
    app.engine.house_rules.clear()
    for rule in rules:
        app.engine.house_rules[rule.id] = rule
