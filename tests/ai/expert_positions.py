"""Hand-built positions for the expert's tests (the position API, ``Engine.start_from``)."""
from __future__ import annotations

import random
import tomllib

from landlord.ai.expert import ExpertAgent
from landlord.ai.search import Level
from landlord.engine import Engine, GameState

#: A small budget: enough playouts to see a clear difference, few enough for the quick suite.
SMALL = Level("expert-test", playouts=24, rounds=2, candidates=4)
#: The least look-ahead there is: for games played through whole to check every answer.
TINY = Level("expert-tiny", playouts=4, rounds=1, candidates=2)


def expert(seed: int = 1, level: Level = SMALL) -> ExpertAgent:
    return ExpertAgent(random.Random(seed), level)


def position(turn: int, ann: str, ben: str) -> dict:
    """Ann and Ben in round 6, ``turn``'s turn; ``ann`` and ``ben`` are their tables' TOML lines."""
    return tomllib.loads(f'''
rules = "landlords-1906"
seed = 11
round = 6
turn = {turn}
[jail]
id = "classic"
[[players]]
name = "Ann"
{ann}
[[players]]
name = "Ben"
{ben}
''')


def ann_may_complete_section_ii(engine: Engine) -> GameState:
    """Ann holds The Pike and The Farm and throws 1 and 2 from The Pike onto Rubeville, the last
    lot of section II; Ben passes at the auction, so Ann has the first option to buy it."""
    state = engine.start_from(position(0, 'cash = 300\nspace = "the-pike"\ncards = ["the-pike", "the-farm"]',
                                       'cash = 300\ncards = ["boomtown"]'))
    engine.apply(state, "roll")
    engine.apply(state, (1, 2))
    engine.apply(state, "pass")
    return state


def ben_offers_the_pike_to_ann_for(engine: Engine, price: int) -> GameState:
    """Ben offers Ann The Pike, a lot of a section she has nothing of, at ``price``."""
    state = engine.start_from(position(1, 'cash = 300\ncards = ["boomtown"]',
                                       'cash = 300\ncards = ["the-pike", "wayback"]'))
    engine.apply(state, "trade")
    engine.apply(state, "the-pike")
    engine.apply(state, 0)              # to Ann
    engine.apply(state, price)
    return state
