"""Frame time of the board scene at 1280x800 during fast computer play, and the CPU used
while the window waits for a person (it must not spin). Uses SDL's dummy video driver.

Target (issue: the desktop game): p95 frame time <= 8 ms. Prints figures; asserts nothing.
Run: python benchmarks/frame_time.py [FRAMES]
"""
from __future__ import annotations

import os
import statistics
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from landlord.ui.app import App  # noqa: E402
from landlord.ui.scenes.board import BoardScene  # noqa: E402
from landlord.ui.session import GameSession, Seat  # noqa: E402


def main() -> None:
    frames = int(sys.argv[1]) if len(sys.argv) > 1 else 1500
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
        app.step([], 1 / 60)
        pygame.display.flip()
        times.append((time.perf_counter() - began) * 1000)
    times.sort()
    p95 = times[int(len(times) * 0.95) - 1]
    print(f"board scene, 1280x800, fast computer play: {len(times)} frames, "
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
    print(f"waiting for a person: {cpu / wall:.1%} of one core over {wall:.1f} s (the loop sleeps on events)")


if __name__ == "__main__":
    main()
