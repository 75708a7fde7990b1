"""Shared fixtures. SDL runs headless before anything can import pygame."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
if "LANDLORD_DATA_DIR" not in os.environ:       # autosaves from tests never touch the user's folder
    import tempfile
    os.environ["LANDLORD_DATA_DIR"] = tempfile.mkdtemp(prefix="landlord-test-data-")

import pytest  # noqa: E402


def pytest_addoption(parser):
    parser.addoption("--slow", action="store_true",
                     help="also run the tests marked slow (the README's test line and CI do)")


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: long runs (hundreds of whole games); run with --slow")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--slow"):
        return
    skip = pytest.mark.skip(reason="a long run: add --slow to include it")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)

from landlord.engine import Engine, GameState, load_default_rules  # noqa: E402
from landlord.engine.decision import Event  # noqa: E402
from landlord.plugin_host import installed_jail_games  # noqa: E402


@pytest.fixture
def fresh_plugin_manager():
    """The process's one plugin manager built afresh for this test, and again after it: for a test
    that pretends a package was installed (a program reads its plugins once, when it first asks)."""
    from landlord.plugin_host import installed_plugin_manager
    installed_plugin_manager.cache_clear()
    yield
    installed_plugin_manager.cache_clear()


@pytest.fixture(scope="session")
def rules():
    return load_default_rules()


#: The kinds of play whole-game tests go through: each built-in jail game, the Single Tax and a house rule.
KINDS_OF_PLAY = {
    "the classic jail": {"jail": "classic"},
    "Open Oubliette": {"jail": "oubliette"},
    "the Oubliette solitaire": {"jail": "solitaire"},
    "the Single Tax": {"jail": "classic", "single_tax": True},
    "the Dungeonopoly house rule": {"jail": "oubliette", "house_rules": ["dungeonopoly"]},
}


@pytest.fixture(params=KINDS_OF_PLAY.values(), ids=KINDS_OF_PLAY.keys())
def kind_of_play(request):
    """The set-up of one kind of play (:data:`KINDS_OF_PLAY`), a test for each."""
    return request.param


@pytest.fixture(scope="session")
def engine(rules):
    return Engine(rules, installed_jail_games().games)


class Script:
    """Plays scripted choices into a game and keeps every event, for readable rule tests.

    ``game.play("roll", (3, 4))`` rolls and throws a 3 and a 4.
    """

    def __init__(self, engine: Engine, state: GameState) -> None:
        self.engine, self.state = engine, state
        self.events: list[Event] = []

    def play(self, *choices):
        for choice in choices:
            self.events += self.engine.apply(self.state, choice)
        return self

    @property
    def pending(self):
        return self.engine.pending(self.state)

    def names(self) -> list[str]:
        return [e.name for e in self.events]

    def log(self) -> str:
        return "\n".join(e.text for e in self.events)


@pytest.fixture
def script(engine):
    """``script(state)``: a :class:`Script` playing into a game already set up (from a position, say)."""
    return lambda state: Script(engine, state)


@pytest.fixture
def new_game(engine):
    """``new_game(players=2, start="beginners", first=0, **options)``: a game at the first seat's turn."""

    def make(players: int = 2, start: str = "beginners", first: int = 0, seed: int = 0, **options) -> Script:
        names = ["Ann", "Ben", "Cal", "Dot", "Eve", "Fay"][:players]
        state = engine.new_game(names, seed=seed, start=start, **options)
        game = Script(engine, state)
        if start != "deal":
            game.play(first)      # who goes first (a CHANCE throw)
        return game

    return make
