"""Take the screenshots of docs/playing.md (docs/images/playing-*.png) from the game as it is.

Each picture is a scene set up as a player meets it (seeded, so it comes out the same each time),
drawn by the real window. Run it under a real X display or Xvfb to see what a player sees:

    xvfb-run -a -s "-screen 0 2560x1440x24" python docs/screenshots.py --driver x11

``--driver dummy`` draws without a display (the same pixels, as SDL draws them in software).
"""
from __future__ import annotations

import argparse
import os
from pathlib import Path

OUT = Path(__file__).resolve().parent / "images"


def _options() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--driver", choices=("dummy", "x11"), default="dummy")
    parser.add_argument("--only", metavar="NAME", help="take only this picture set (a function of this script, "
                                                       "e.g. compare_the_rules)")
    return parser.parse_args()


# Read only when run: the window's worker processes are spawned, and import this script again
# (as ``__mp_main__``) with arguments of their own.
OPTIONS = _options() if __name__ == "__main__" else argparse.Namespace(driver="dummy", only=None)
os.environ["SDL_VIDEODRIVER"] = OPTIONS.driver
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from landlord.driver import Seat  # noqa: E402
from landlord.ui.app import App  # noqa: E402
from landlord.ui.scenes.board import BoardScene  # noqa: E402
from landlord.ui.session import GameSession  # noqa: E402

BEGINNERS = {"jail": "classic", "start": "beginners"}


def _app(size: tuple[int, int]) -> App:
    return App(size=size, sound=False)


def _save(app: App, name: str, half: bool = False) -> None:
    picture = app.screen
    if half:          # a 4K window shown at half size, so the page stays light
        w, h = picture.get_size()
        picture = pygame.transform.smoothscale(picture, (w // 2, h // 2))
    pygame.image.save(picture, os.fspath(OUT / f"playing-{name}.png"))
    print(f"docs/images/playing-{name}.png")


def _board(app: App, kinds: list[str], names: list[str], choices=(), options=None, seed=3,
           pace="instant") -> BoardScene:
    seats = [Seat(name, kind, i) for i, (name, kind) in enumerate(zip(names, kinds))]
    session = GameSession(app.engine, seats, seed, options=dict(options or BEGINNERS), pace=pace,
                          autosave=False)
    for choice in choices:
        session.submit(choice)
    board = BoardScene(app, session)
    app.stack.push(board)
    return board


def _frames(app: App, n: int, dt: float = 0.016) -> None:
    for _ in range(n):
        app.step([], dt)


def new_game() -> None:
    from landlord.ui.scenes.newgame import NewGameScene
    app = _app((1280, 800))
    app.stack.push(NewGameScene(app))
    _frames(app, 2)
    _save(app, "new-game")


def opening() -> None:
    """Ann's first throw, at the normal pace: the token walks, the dice settle, money floats."""
    app = _app((1280, 800))
    board = _board(app, ["human", "heuristic", "heuristic"], ["Ann", "Ben", "Cal"], [0, "roll", (5, 6)],
                   pace="normal")
    _frames(app, 40, 0.03)
    _save(app, "rent")
    del board


def auction() -> None:
    app = _app((1280, 800))
    _board(app, ["human", "heuristic", "heuristic"], ["Ann", "Ben", "Cal"], [0, "roll", (3, 4)])
    _frames(app, 3)
    _save(app, "auction")


def vote(size=(1280, 800), name="vote", half=False) -> None:
    app = _app(size)
    _board(app, ["human", "human", "human"], ["Ann", "Ben", "Cal"], [0, "propose_single_tax"])
    _frames(app, 3)
    _save(app, name, half)


def hover_card() -> None:
    app = _app((800, 600))
    board = _board(app, ["human", "heuristic", "heuristic"], ["Ann", "Ben", "Cal"], [0])
    _frames(app, 2)
    box = board.view.boxes[board.session.engine.rules.index_of("boomtown")]
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=box.center)], 0.016)
    _frames(app, 2)
    _save(app, "card-800x600")


def jail(jail_id: str, name: str, size: tuple[int, int] = (1280, 800), half: bool = False) -> None:
    """A person's prisoner at his first decision in the jail game (its rules card up: the
    solitaire's is its illustrated how to escape)."""
    app = _app(size)
    board = _board(app, ["human", "heuristic", "heuristic"], ["Ann", "Ben", "Cal"], [0],
                   options={"jail": jail_id, "start": "beginners"})
    session = board.session
    session.state.players[0].position = session.engine.rules.index_of("wayback")
    session.submit("roll")
    session.submit((1, 2))          # Wayback + 3: D.F. Hogg's Game Preserves, a trespass (Rule 5)
    _answered_until_jail(app, board)
    _frames(app, 3)
    _save(app, name, half)


def _answered_until_jail(app: App, board: BoardScene) -> None:
    """The game played on at the instant pace, the person's questions answered with the
    computers' advice, until she is asked her first question in Jail."""
    from landlord.driver import GameDriver
    session = board.session
    advice = GameDriver(app.engine, session.state, ["heuristic"] * len(session.seats))
    while not (session.human_decision() is not None and session.state.stack[-1]["kind"] == "jail"):
        if session.human_decision() is not None:
            session.submit(advice.choice_for(session.human_decision()))
        _frames(app, 1)


def _person_in_the_oubliette(size: tuple[int, int] = (1280, 800)) -> tuple[App, BoardScene]:
    """Seed 6: Ann (a person) goes to the Oubliette in round 1, with Ben and Cal (computers); the
    game played on at the instant pace until she is asked her first question down there."""
    app = _app(size)
    board = _board(app, ["human", "heuristic", "heuristic"], ["Ann", "Ben", "Cal"], options={"jail": "oubliette"},
                   seed=6)
    _answered_until_jail(app, board)
    _frames(app, 1)
    return app, board


def oubliette_fight(name: str = "oubliette-fight") -> None:
    """Ann's first turn in the Oubliette played at the normal pace (her answers the computer's
    advice), a second after it ends: her fight against the Anchimallen, and what came of it."""
    from landlord.driver import GameDriver
    app, board = _person_in_the_oubliette()
    session = board.session
    session.pace = "normal"
    turn = session.engine.prisoner_in_play(session.state)
    while session.engine.prisoner_in_play(session.state) == turn:
        if session.human_decision() is not None:
            session.submit(GameDriver(app.engine, session.state, ["heuristic"] * 3).choice_for(session.human_decision()))
        _frames(app, 1, 1 / 30)
    _frames(app, 30, 1 / 30)
    _save(app, name)


def oubliette_gear(name: str = "oubliette-gear") -> None:
    """Ann carries the Flail into her first fight: the button says the gold it gives up, and the
    one figure the fight needs is the same in the question, under the option and in the dungeon."""
    from landlord_plugins.oubliette.cards import load_cards
    app, board = _person_in_the_oubliette()
    session = board.session
    flail = next(i for i, t in enumerate(load_cards().treasures) if t.name == "Flail")
    dungeon = session.state.plugin_data["jail"]
    dungeon["decks"]["treasure"].remove(flail)
    dungeon["explorers"]["0"]["treasure"].append(flail)
    session.submit("roll")
    while session.human_decision() is None or session.human_decision().kind != "jail.oubliette.prepare":
        if session.human_decision() is not None:
            session.submit(session.human_decision().options[0])
        _frames(app, 1)
    board.panel = None
    _frames(app, 2)
    board.panel.highlight = board.panel.options.index(f"gear:{flail}")     # its line under the buttons
    _frames(app, 1)
    _save(app, name)


#: Ann, a Cleric, on The Farm in round 3, the computers' choices as they made them (the same game as
#: tests/ui/test_reading_an_option_in_full.py): Bless The Farm is among her options.
CLERIC_TO_THE_FARM = [0, "roll", (3, 5), "stay", "house:dungeonopoly:magic_missile-2", "roll", (4, 2), "pass", "pass",
                      "buy", "house:dungeonopoly:attack-0", "roll", (2, 1), "roll", (5, 2), "pass", "pass", "buy",
                      "house:pass", "house:dungeonopoly:magic_missile-0", "roll", (4, 2), "roll", (4, 2), "pass", "pass",
                      "buy"]


def dungeonopoly_ability(name: str = "dungeonopoly-ability-800x600", read: bool = False) -> None:
    """At 800x600, Ann's Bless highlighted under a full page of buttons: its text cut, its last line
    saying how to read it all; with ``read``, F2 pressed: the whole text on a card over the board."""
    app = _app((800, 600))
    board = _board(app, ["human", "heuristic", "heuristic"], ["Ann", "Ben", "Cal"], CLERIC_TO_THE_FARM,
                   options={**BEGINNERS, "house_rules": ["dungeonopoly"],
                            "house_settings": {"dungeonopoly": {"classes": ["cleric", "wizard", "fighter"]}}})
    _frames(app, 2)
    board.panel.highlight = board.panel.options.index("house:dungeonopoly:bless_curse-bless")
    if read:
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F2, unicode="", mod=0)], 0.016)
    _frames(app, 2)
    _save(app, name)


def end_screen(names=("Ann", "Ben", "Cal"), options=None, name: str = "end") -> None:
    from landlord.ui.scenes.end import EndScene
    app = _app((1280, 800))
    seats = [Seat(player, "heuristic", i) for i, player in enumerate(names)]
    session = GameSession(app.engine, seats, 5, options=dict(options or BEGINNERS), pace="instant", autosave=False)
    while not session.over:
        session.advance(1.0)
    app.stack.push(EndScene(app, session))
    _frames(app, 2)
    _save(app, name)


def team_end_screen() -> None:
    """A Dungeonopoly game under the Team rules, two teams sitting alternately, at its end."""
    end_screen(("Ann", "Ben", "Cal", "Dot"), {**BEGINNERS, "house_rules": ["dungeonopoly"],
                                              "house_settings": {"dungeonopoly": {"teams": "1,2"}}},
               "dungeonopoly-teams-end")


def compare_the_rules() -> None:
    """Compare the rules as a class sees it: the default 200 games under each rule set at four
    players, played by the window's worker processes into a data folder of their own (so no
    comparison kept from earlier is shown instead); the answers, the chart, the Gini explained."""
    import tempfile
    import time

    from landlord.paths import DATA_DIR_ENV
    from landlord.ui.scenes.compare import CompareScene
    with tempfile.TemporaryDirectory() as folder:
        os.environ[DATA_DIR_ENV] = folder
        app = _app((1280, 800))
        scene = CompareScene(app, players=4, jail="classic")
        app.stack.push(scene)
        _frames(app, 2)
        while scene.result is None and not scene.failure:
            app.step([], 0.05)
            time.sleep(0.05)
        _frames(app, 2)
        _save(app, "compare-answers")
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, unicode="", mod=0)], 0.016)
        _frames(app, 2)
        _save(app, "compare-chart")
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_g, unicode="g", mod=0)], 0.016)
        _frames(app, 2)
        _save(app, "compare-gini")
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, unicode="", mod=0)], 0.016)
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, unicode="l", mod=0)], 0.016)
        long_games = app.stack.top
        while long_games.result is None and not long_games.failure:
            app.step([], 0.05)
            time.sleep(0.05)
        _frames(app, 2)
        _save(app, "compare-three-sittings")
        del os.environ[DATA_DIR_ENV]


def main() -> None:
    OUT.mkdir(exist_ok=True)
    if OPTIONS.only:
        globals()[OPTIONS.only]()
        return
    compare_the_rules()
    pygame.quit()
    for take in (new_game, opening, auction, vote, hover_card, end_screen, team_end_screen):
        take()
        pygame.quit()
    vote((2560, 1440), "vote-2560x1440", half=True)
    pygame.quit()
    jail("oubliette", "oubliette")
    pygame.quit()
    dungeonopoly_ability()
    pygame.quit()
    dungeonopoly_ability("dungeonopoly-ability-read-800x600", read=True)
    pygame.quit()
    for take in (oubliette_fight, oubliette_gear):
        take()
        pygame.quit()
    jail("solitaire", "solitaire")
    pygame.quit()
    for size, name in (((1280, 800), "solitaire-how-to"), ((800, 600), "solitaire-how-to-800x600")):
        jail("solitaire", name, size)
        pygame.quit()


if __name__ == "__main__":
    main()
