"""A luck drawn in many small parts (the Oubliette solitaire's shuffle, one CHANCE decision a card)
is not rested after at the players' pace: its decisions are marked ``quick`` (docs/plugins.md)."""
from __future__ import annotations

from types import SimpleNamespace

from landlord import CHANCE, Decision
from landlord.ui.session import JAIL_PACES, GameSession


def draw(context: dict) -> Decision:
    return Decision(CHANCE, "jail.solitaire.shuffle", (0, 1), "The deck is shuffled.", (0.5, 0.5), context)


def test_a_chance_draw_marked_quick_is_not_rested_after():
    normal = SimpleNamespace(pace="normal")
    assert GameSession.pause_after(normal, draw({"quick": True})) == 0.0
    assert GameSession.pause_after(normal, draw({})) == JAIL_PACES["normal"] > 0


def test_only_chance_may_hurry_the_window():
    normal = SimpleNamespace(pace="normal")
    mine = Decision(0, "jail.solitaire.turn", ("draw",), "Your turn.", context={"quick": True})
    assert GameSession.pause_after(normal, mine) == JAIL_PACES["normal"]
