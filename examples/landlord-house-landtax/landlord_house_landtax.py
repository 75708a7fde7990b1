"""Land Value Tax: a house rule for The Landlord's Game, shipped as its own package.

Every landowner pays a share of his lots' printed prices (5% unless the table sets another rate)
into the Public Treasury each time he passes or reaches Mother Earth going forward. Before his
throw he may declare his land idle: until his next turn his lots charge no rent; the tax is due on
them all the same, since a tax on land values does not ask whether the land is used. Each seat
may be made exempt at set-up, and the idle declaration may be switched off.

Written from docs/plugins.md alone (its house-rule half): the TableView's ``owner``, ``spaces`` and
``start_index``, the ``moved`` and ``turn_begins`` triggers, the ``before_throw`` point, the
``pay`` and ``modifier`` effects, and the set-up members ``seat_choice``, ``switches`` and ``numbers``.
"""
from __future__ import annotations

from typing import Any, Mapping

from landlord.plugin import HouseStep, SpaceView, TableView, hookimpl

RATE = 5                     # percent of the lots' printed prices, unless the table sets another
MOST_RATE = 50
IDLE = "idle"                # the option's id at before_throw


class LandValueTax:
    id = "landvaluetax"
    title = "Land Value Tax"
    version = "1.0"
    api_version = 2
    description = "Landowners pay a share of their lots' printed prices at each pass of Mother Earth."
    help_text = [
        "LAND VALUE TAX",
        "Each time a landowner passes or reaches Mother Earth going forward, he pays the Public Treasury "
        "a share (5% unless the table set another rate) of the printed prices of the lots he holds.",
        "Before his throw he may declare his land idle: until his next turn his lots charge no rent. "
        "The tax is due on them all the same.",
    ]
    # Set-up: a choice each seat makes (everyone pays unless made exempt), a switch, a number.
    seat_choice = {"key": "exempt", "label": "Land tax", "options": {"pays": "Pays", "exempt": "Exempt"},
                   "default": "pays",
                   "notes": {"pays": "Pays the land value tax at each pass of Mother Earth.",
                             "exempt": "Never pays the land value tax."}}
    switches = {"idle_land": {"words": "Land may be declared idle before the throw", "default": True}}
    numbers = {"rate": {"label": "Land tax, % of printed prices", "default": RATE, "min": 0, "max": MOST_RATE}}
    # What it hears and where it offers options: it is asked nothing else, so it costs a game little.
    triggers = ("moved", "turn_begins")
    points = ("before_throw",)

    # -- set-up -----------------------------------------------------------------------------------
    def setup(self, table: TableView, settings: Mapping[str, Any]) -> dict[str, Any]:
        """The settings checked (a game set up from Python may give none: each has its default);
        the slot keeps, for each seat, the lots he declared idle."""
        rate = settings.get("rate", RATE)
        if isinstance(rate, bool) or not isinstance(rate, int) or not 0 <= rate <= MOST_RATE:
            raise ValueError(f"rate: a whole number from 0 to {MOST_RATE}, not {rate!r}")
        exempt = settings.get("exempt", ["pays"] * table.players)
        if not isinstance(exempt, list) or len(exempt) != table.players or \
                not all(choice in ("pays", "exempt") for choice in exempt):
            raise ValueError(f"exempt: pays or exempt for each of the {table.players} seats, not {exempt!r}")
        idle_land = settings.get("idle_land", True)
        if not isinstance(idle_land, bool):
            raise ValueError(f"idle_land: true or false, not {idle_land!r}")
        return {"idle": [[] for _ in range(table.players)]}

    # -- the tax --------------------------------------------------------------------------------
    def react(self, table: TableView, slot: Mapping[str, Any], trigger: str,
              info: Mapping[str, Any]) -> HouseStep | None:
        seat = info["seat"]
        if trigger == "turn_begins" and slot["idle"][seat]:
            return self._put_to_use(slot, seat)
        # A pass of Mother Earth: a forward move whose path holds it (a stop on it is the path's last).
        if trigger == "moved" and info["direction"] == 1 and table.start_index in info["path"]:
            due = tax_due(table, seat)
            if due:
                return HouseStep(slot, effects=({"pay": due, "from": seat, "to": "treasury",
                                                 "why": "land value tax"},),
                                 log=(f"{table.names[seat]} pays ${due} of land value tax.",))
        return None

    def _put_to_use(self, slot: Mapping[str, Any], seat: int) -> HouseStep:
        """His turn again: his idle lots charge rent as before."""
        idle = [list(lots) for lots in slot["idle"]]
        lots, idle[seat] = idle[seat], []
        cleared = tuple({"modifier": "rent_percent", "space": lot, "percent": 0} for lot in lots)
        return HouseStep({**slot, "idle": idle}, effects=cleared)

    # -- declaring land idle ----------------------------------------------------------------------
    def options(self, table: TableView, slot: Mapping[str, Any], point: str, seat: int) -> dict[str, str]:
        # before_throw options are offered again after every piece of business: once declared, the
        # option is gone until his next turn (the slot says so), or he could declare it for ever.
        if point != "before_throw" or not table.settings.get("idle_land", True) or slot["idle"][seat]:
            return {}
        if not own_land(table, seat):
            return {}
        return {IDLE: "Declare your land idle until your next turn"}

    def apply(self, table: TableView, slot: Mapping[str, Any], seat: int, choice: Any) -> HouseStep:
        lots = [space.id for space in own_land(table, seat)]
        idle = [list(held) for held in slot["idle"]]
        idle[seat] = lots
        waived = tuple({"modifier": "rent_percent", "space": lot, "percent": -100} for lot in lots)
        return HouseStep({**slot, "idle": idle}, effects=waived,
                         log=(f"{table.names[seat]} declares his land idle: no rent on it until his next turn.",))

    def explain_option(self, table: TableView, slot: Mapping[str, Any], seat: int, option: str) -> str:
        return (f"Your {len(own_land(table, seat))} lots charge no rent until your next turn; "
                f"the land value tax (${tax_due(table, seat)} a pass) is due all the same.")

    # -- words ------------------------------------------------------------------------------------
    def describe(self, table: TableView, slot: Mapping[str, Any], seat: int) -> list[str]:
        if not liable(table, seat):
            return ["Exempt from the land value tax"]
        lines = [f"Land value tax: ${tax_due(table, seat)} at each pass of Mother Earth"]
        if slot["idle"][seat]:
            lines.append("His land is idle until his next turn")
        return lines


def liable(table: TableView, seat: int) -> bool:
    exempt = table.settings.get("exempt")
    return not (isinstance(exempt, list) and exempt[seat] == "exempt")


def own_land(table: TableView, seat: int) -> list[SpaceView]:
    """The lots ``seat`` holds (railroads, utilities and Speculation are no land here)."""
    return [space for space in table.spaces if space.kind == "lot" and table.owner.get(space.id) == seat]


def tax_due(table: TableView, seat: int) -> int:
    """The tax on his lots' printed prices at the table's rate, in whole dollars (rounded down)."""
    if not liable(table, seat):
        return 0
    value = sum(space.price for space in own_land(table, seat))
    return value * table.settings.get("rate", RATE) // 100


@hookimpl
def landlord_house_rules() -> list[LandValueTax]:
    """The hook: the house rules this plugin contributes."""
    return [LandValueTax()]
