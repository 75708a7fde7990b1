"""Two house rules for The Landlord's Game: the Central Park jackpot, and haggling over rent.

The teaching example of house rules (docs/plugins.md). A house rule never changes the game: it
reads the table, keeps its own plain-data slot, and answers with a HouseStep that the game
checks and carries out.
"""
from __future__ import annotations

from typing import Any, Mapping

from landlord.plugin import CHANCE, Decision, HouseStep, TableView, hookimpl

#: The charges that feed the jackpot: taxes, the fines of Chance cards, the jail's fine.
FEES = ("tax", "chance", "jail")


class Jackpot:
    """Fees go into a pot; whoever stops on Central Park takes it."""

    id = "jackpot"
    title = "Central Park jackpot"
    version = "1.0"
    api_version = 2
    # What it hears of: the game asks it nothing else, so the rest of the game costs no more.
    triggers = ("charge_due", "landed")
    points = ()                      # it never offers anyone an option

    def setup(self, table: TableView, settings: Mapping[str, Any]) -> Mapping[str, Any]:
        return {"paid_out": 0}       # what the pot has paid out so far, for the panel

    def options(self, table, slot, point, seat):
        return {}                    # it never asks anyone anything

    def apply(self, table, slot, seat, choice):
        return HouseStep(slot)

    def react(self, table: TableView, slot: Mapping[str, Any], trigger: str,
              info: Mapping[str, Any]) -> HouseStep | None:
        if trigger == "charge_due" and info["kind"] in FEES:
            # The same amount, owed to the pot ("pot:jackpot") instead of whoever was to have it.
            owed = sum(amount for _, amount in info["due"])
            return HouseStep(slot, effects=({"amend": [["pot:jackpot", owed]]},))
        if trigger == "landed" and table.spaces[info["position"]].kind == "park":
            pot = table.pots.get("jackpot", 0)
            if pot:
                return HouseStep({"paid_out": slot["paid_out"] + pot},
                                 effects=({"pay": pot, "from": "pot", "to": info["seat"], "why": "the jackpot"},),
                                 log=(f"{table.names[info['seat']]} takes the jackpot: ${pot}.",))
        return None

    def describe(self, table, slot, seat):
        return []


class Haggle:
    """Owing rent or a fare, a player may haggle: a d20 decides what he pays."""

    id = "haggle"
    title = "Haggling"
    version = "1.0"
    api_version = 2
    triggers = ("rent_paid", "turn_begins")
    points = ("rent_owed",)

    def setup(self, table, settings):
        # Slots hold plain data only (no None): -1 while nobody is haggling. "haggled": this
        # charge has been haggled over already (once is all a landlord will hear).
        return {"haggling": -1, "haggled": False, "haggles": [0] * table.players}

    def options(self, table, slot, point, seat):
        if point == "rent_owed" and slot["haggling"] < 0 and not slot["haggled"]:
            return {"haggle": "Haggle: a d20, 15 or more pays half, 1 to 4 pays a quarter more"}
        return {}

    def apply(self, table, slot, seat, choice):
        if choice == "haggle":
            # Our own question, for CHANCE: one throw of a d20. Its answer comes back here.
            d20 = Decision(CHANCE, "house.haggle.d20", tuple(range(1, 21)), "A d20 for the haggle.",
                           tuple(1 / 20 for _ in range(20)))
            haggles = list(slot["haggles"])
            haggles[seat] += 1
            return HouseStep({"haggling": seat, "haggled": True, "haggles": haggles}, ask=d20)
        throw, who = int(choice), slot["haggling"]
        fresh = {**slot, "haggling": -1}
        name = table.names[who]
        # table.held is the rent or fare waiting to be paid; "amend" says what is paid instead.
        owed = table.held["payees"]
        if throw >= 15:
            half = [[account, -(-amount // 2)] for account, amount in owed]
            return HouseStep(fresh, effects=({"amend": half},), log=(f"{name} haggles ({throw}) and pays half.",))
        if throw <= 4:
            more = [[account, amount + amount // 4] for account, amount in owed]
            return HouseStep(fresh, effects=({"amend": more},),
                             log=(f"{name} haggles ({throw}) and pays a quarter more for the insult.",))
        return HouseStep(fresh, log=(f"{name} haggles ({throw}); the landlord will not budge.",))

    def react(self, table, slot, trigger, info):
        if trigger in ("rent_paid", "turn_begins") and slot["haggled"]:
            return HouseStep({**slot, "haggled": False})     # the next rent may be haggled over
        return None

    def suggest(self, table, slot, decision):
        """Advice for a computer player: haggling pays on average (three in ten throws halve the
        rent, one in five adds a quarter), so haggle over anything worth it."""
        if decision.kind == "house.rent_owed":
            owed = sum(amount for _, amount in table.held["payees"])
            return "house:haggle:haggle" if owed >= 10 else "house:pass"
        return None

    def describe(self, table, slot, seat):
        n = slot["haggles"][seat]
        return [f"haggled {n} time{'s' if n != 1 else ''}"] if n else []


@hookimpl
def landlord_house_rules():
    return [Jackpot(), Haggle()]
