"""Computer-only play in the window, to a round limit, ending with a screenshot.

``landlord play --seats ai,ai,ai --quit-after ROUNDS --screenshot FILE`` uses this; it works
with SDL's dummy video driver (no display) and under Xvfb.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Sequence

from ..engine.rules import Rules

MAX_FRAMES = 200_000
#: The window size of a screenshot run when none is asked for.
SCREENSHOT_SIZE = (1280, 800)


def play_to_screenshot(rules: Rules | None, kinds: Sequence[str], seed: int, quit_after: int | None,
                       screenshot: Path | None, options: dict[str, Any] | None = None,
                       size: tuple[int, int] = SCREENSHOT_SIZE, game: Any = None) -> int:
    """Play computer seats in the window (a new game, or a loaded ``game``) up to round
    ``quit_after`` (more rounds, for a loaded game), then write the last frame."""
    import pygame

    from .app import App
    from .session import GameSession

    app = App(rules, size, sound=False)       # nobody listens to a screenshot
    if game is not None:
        session = GameSession.from_loaded(game, pace="instant")
        session.autosaver = None
        session.stop_after_round = game.state.round + quit_after - 1 if quit_after is not None else None
        return _play_session(app, session, screenshot)
    if not kinds:                  # no seats: the new-game screen
        from .scenes.newgame import NewGameScene
        app.stack.push(NewGameScene(app))
        app.step([], 1 / 60)
        if screenshot is not None:
            pygame.image.save(app.screen, str(screenshot))
        pygame.quit()
        return 0
    session = GameSession.for_kinds(app.engine, list(kinds), seed, options=dict(options or {}), pace="instant",
                                    stop_after_round=quit_after, autosave=False)
    return _play_session(app, session, screenshot)


def _play_session(app: Any, session: Any, screenshot: Path | None) -> int:
    import pygame

    from .scenes.board import BoardScene
    app.stack.push(BoardScene(app, session))
    for _ in range(MAX_FRAMES):
        state = session.state
        if state.over or session.halted or session.human_decision():
            break
        app.step([], 1 / 60)
    app.step([], 1 / 60)        # draw the last frame (the end screen if the game is over)
    if screenshot is not None:
        pygame.image.save(app.screen, str(screenshot))
    pygame.quit()
    return 0
