"""The house rules' standing modifiers, as the board prices rent and the Chance pack is drawn with them.

House rules leave standing modifiers in the host's table of ``state.plugin_data`` (a percentage
on a space, a waiver between two players, a Chance card held out of the pack:
``engine/house_effects.py`` writes them); pricing a stop and drawing a card read them here, so the
board and the landing need nothing of the host that runs the rules.
"""
from __future__ import annotations

from .state import GameState, seat_of

HOST = "house"                 # the house-rule host's own table in state.plugin_data


def modified_payees(state: GameState, seat: int, space_id: str, payees: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """Rent and fares after the house rules' standing modifiers: a percentage on the space (rounded
    towards the unmodified amount), and a waiver between this payer and a player he owes."""
    mods = state.plugin_data[HOST]["modifiers"]
    percent = mods.get("rent_percent", {}).get(space_id, 0)
    waivers = mods.get("rent_waivers", ())
    out = []
    for account, amount in payees:
        if [seat, seat_of(account)] in waivers:
            continue
        if percent:
            scaled = amount * (100 + percent)
            amount = scaled // 100 if percent > 0 else -(-scaled // 100)
        out.append((account, amount))
    return out


def chance_aside(state: GameState) -> list[str]:
    """The Chance cards house rules hold out of the pack (a Dungeonopoly demiplane's card), in the
    order they were set aside; none in a game without house rules."""
    host = state.plugin_data.get(HOST)
    return list(host["modifiers"].get("chance_aside", ())) if host else []
