"""The railroad Trust's lasting condition (Rule 9): it holds while its two members own all the
railroads between them, and is dissolved the moment a card change breaks that. In team play a
member's railroads are his team's (``engine/teams.py``)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import board

if TYPE_CHECKING:
    from .context import Ctx


def check_trust(ctx: Ctx) -> None:
    """A Trust lasts while its two members own all the railroads between them."""
    state = ctx.state
    if state.trust:
        holders = board.railroad_holders(ctx.rules, state)
        if not holders <= {state.purse(member) for member in state.trust} or len(holders) < 2:
            ctx.emit("trust_ends", "The railroad Trust is dissolved.", members=list(state.trust))
            state.trust = []
