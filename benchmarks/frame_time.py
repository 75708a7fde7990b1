"""Frame time of the board scene at 1280x800 during fast computer play, and the CPU used
while the window waits for a person (it must not spin).

Target (issue: the table): p95 frame time <= 8 ms at 1280x800 with animations on, on a real X
display; a waiting window near idle. Prints figures; asserts nothing. A frame is measured from
the start of its step to the end of presenting it (App.presenter sends only what changed).

Run: python benchmarks/frame_time.py [--frames N] [--driver dummy|x11]
     xvfb-run -a -s "-screen 0 1920x1080x24" python benchmarks/frame_time.py --driver x11
With --driver x11 the window opens on $DISPLAY (a real X server or Xvfb).
"""
from __future__ import annotations

import argparse
import os
import statistics
import time


def _options() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=1500, help="frames of computer play to time (default 1500)")
    parser.add_argument("--driver", choices=("dummy", "x11"), default="dummy",
                        help="SDL video driver: dummy (no display) or x11 (needs $DISPLAY)")
    parser.add_argument("--whole", action="store_true",
                        help="flip the whole window every frame (how frames were shown before), to compare")
    options = parser.parse_args()
    if options.driver == "x11" and not os.environ.get("DISPLAY"):
        parser.error("--driver x11 needs a display: set DISPLAY or run under xvfb-run")
    return options


OPTIONS = _options()
os.environ["SDL_VIDEODRIVER"] = OPTIONS.driver
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from landlord.ui.app import App  # noqa: E402
from landlord.ui.scenes.board import BoardScene  # noqa: E402
from landlord.ui.session import GameSession, Seat  # noqa: E402


def main() -> None:
    frames = OPTIONS.frames
    app = App(size=(1280, 800))
    seats = [Seat(f"Computer {i + 1}", "heuristic", i) for i in range(4)]
    session = GameSession(app.engine, seats, seed=1, pace="fast", autosave=False)
    board = BoardScene(app, session)
    app.stack.push(board)
    times = []
    for _ in range(frames):
        if session.over:
            break
        began = time.perf_counter()
        app.step(pygame.event.get(), 1 / 60)
        if OPTIONS.whole:
            pygame.display.flip()
        else:
            app.presenter.present(app.screen)
        times.append((time.perf_counter() - began) * 1000)
    times.sort()
    p95 = times[int(len(times) * 0.95) - 1]
    print(f"board scene, 1280x800, {OPTIONS.driver} driver, {'whole window flipped' if OPTIONS.whole else 'changes sent'}, fast computer play: {len(times)} frames, "
          f"median {statistics.median(times):.2f} ms, p95 {p95:.2f} ms, max {times[-1]:.2f} ms (target p95 <= 8 ms)")

    # Waiting for a person: seat 1 is human; let the computers play up to his decision, then idle.
    pygame.quit()
    app = App(size=(1280, 800))
    seats = [Seat("Person", "human", 0)] + [Seat(f"Computer {i}", "heuristic", i) for i in range(1, 4)]
    session = GameSession(app.engine, seats, seed=1, pace="instant", autosave=False)
    app.stack.push(BoardScene(app, session))
    while session.human_decision() is None:
        app.step([], 1 / 60)
    seconds = 3.0
    cpu0, wall0 = time.process_time(), time.perf_counter()
    app.run(max_seconds=seconds)
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    print(f"waiting for a person ({OPTIONS.driver} driver): {cpu / wall:.1%} of one core over {wall:.1f} s (the loop sleeps on events)")


if __name__ == "__main__":
    main()
