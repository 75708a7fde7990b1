"""Frame time of the board scene at 1280x800 during fast computer play, and the CPU used
while the window waits for a person (it must not spin).

Target (issue: the table): p95 frame time <= 8 ms at 1280x800 with animations on, on a real X
display; a waiting window near idle. Prints figures; asserts nothing.

Frame time is measured from the start of a frame's step (events, update, draw) to the return of
presenting it. Presenting is synchronous: under X11 SDL's update ends with XSync, so when it
returns the X server has taken the frame. Nothing is pipelined, so this is both the time between
frames and the delay from the start of a frame to its being shown.

Run: python benchmarks/frame_time.py [--frames N] [--driver dummy|x11|both] [--framebuffer native|texture] [--whole]
     python benchmarks/frame_time.py --driver both        # dummy, then x11 (on $DISPLAY, else a private Xvfb)
     xvfb-run -a -s "-screen 0 1920x1080x24" python benchmarks/frame_time.py --driver x11
With --driver x11 the window opens on $DISPLAY (a real X server or Xvfb). With --driver both and
no $DISPLAY, an Xvfb of its own is started, and its CPU while the window waits is reported too.
"""
from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

FRAMEBUFFER_HINT = "SDL_FRAMEBUFFER_ACCELERATION"      # as landlord.ui.present (not imported: pygame must wait)


def _options() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=1500, help="frames of computer play to time (default 1500)")
    parser.add_argument("--driver", choices=("dummy", "x11", "both"), default="dummy",
                        help="SDL video driver: dummy (no display), x11 (needs $DISPLAY), or both, one after the other")
    parser.add_argument("--framebuffer", choices=("native", "texture"), default="native",
                        help="native: SDL's own window framebuffer, as the game asks for (default); "
                             "texture: SDL 2.26+'s default, the window shown through an OpenGL texture, to compare")
    parser.add_argument("--whole", action="store_true",
                        help="flip the whole window every frame instead of sending the changes, to compare")
    parser.add_argument("--x-server-pid", type=int, help=argparse.SUPPRESS)    # set by --driver both
    options = parser.parse_args()
    if options.driver == "x11" and not os.environ.get("DISPLAY"):
        parser.error("--driver x11 needs a display: set DISPLAY, run under xvfb-run, or use --driver both")
    return options


def _percentile(ordered: list[float], share: float) -> float:
    return ordered[max(0, int(len(ordered) * share) - 1)]


def _cpu_seconds(pid: int) -> float:
    """User and system CPU time of another process, from /proc (Linux)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def measure(options: argparse.Namespace) -> None:
    os.environ["SDL_VIDEODRIVER"] = options.driver
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if options.framebuffer == "texture":
        os.environ[FRAMEBUFFER_HINT] = "1"      # App keeps a choice the environment made
    import pygame

    from landlord.ui.app import App
    from landlord.ui.scenes.board import BoardScene
    from landlord.ui.session import GameSession, Seat

    began = time.perf_counter()
    app = App(size=(1280, 800))
    opened = time.perf_counter() - began
    # SDL marks the window OpenGL when it shows the surface through a texture.
    path = "OpenGL texture" if app.screen.get_flags() & pygame.OPENGL else "native"
    seats = [Seat(f"Computer {i + 1}", "heuristic", i) for i in range(4)]
    session = GameSession(app.engine, seats, seed=1, pace="fast", autosave=False)
    app.stack.push(BoardScene(app, session))
    times = []
    for _ in range(options.frames):
        if session.over:
            break
        began = time.perf_counter()
        app.step(pygame.event.get(), 1 / 60)
        if options.whole:
            pygame.display.flip()
        else:
            app.presenter.present(app.screen)
        times.append((time.perf_counter() - began) * 1000)
    times.sort()
    shown = "whole window flipped" if options.whole else "changes sent"
    print(f"board scene, 1280x800, {options.driver} driver, {path} framebuffer, {shown}, fast computer play "
          f"(window opened in {opened:.2f} s):\n"
          f"  frame time, step start to frame presented: {len(times)} frames, median {statistics.median(times):.2f} ms, "
          f"p95 {_percentile(times, 0.95):.2f} ms, max {times[-1]:.2f} ms (target p95 <= 8 ms); "
          f"{sum(t <= 8 for t in times) / len(times):.1%} of frames within 8 ms")

    # Waiting for a person: seat 1 is human; let the computers play up to his decision, then idle.
    pygame.quit()
    app = App(size=(1280, 800))
    seats = [Seat("Person", "human", 0)] + [Seat(f"Computer {i}", "heuristic", i) for i in range(1, 4)]
    session = GameSession(app.engine, seats, seed=1, pace="instant", autosave=False)
    app.stack.push(BoardScene(app, session))
    while session.human_decision() is None:
        app.step([], 1 / 60)
    seconds = 3.0
    server = options.x_server_pid
    cpu0, wall0 = time.process_time(), time.perf_counter()
    server0 = _cpu_seconds(server) if server else 0.0
    app.run(max_seconds=seconds)
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    line = f"  waiting for a person: the game {cpu / wall:.1%} of one core over {wall:.1f} s"
    if server:
        line += f", the X server {(_cpu_seconds(server) - server0) / wall:.1%}"
    print(line)


def _start_xvfb() -> tuple[subprocess.Popen, str]:
    """A private Xvfb on a free display number (it writes the number it took to -displayfd)."""
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as f:
        number = f.readline().strip()
    if not number:
        server.kill()
        raise SystemExit("Xvfb did not start")
    return server, f":{number}"


def both(options: argparse.Namespace) -> None:
    """Each driver in a process of its own (SDL's driver is fixed once pygame's display starts)."""
    common = ["--frames", str(options.frames), "--framebuffer", options.framebuffer] + (["--whole"] if options.whole else [])
    subprocess.run([sys.executable, __file__, "--driver", "dummy", *common], check=True)
    if os.environ.get("DISPLAY"):
        subprocess.run([sys.executable, __file__, "--driver", "x11", *common], check=True)
        return
    if shutil.which("Xvfb") is None:
        print("x11 driver: skipped (no $DISPLAY and no Xvfb)")
        return
    server, display = _start_xvfb()
    try:
        subprocess.run([sys.executable, __file__, "--driver", "x11", "--x-server-pid", str(server.pid), *common],
                       env={**os.environ, "DISPLAY": display}, check=True)
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    OPTIONS = _options()
    if OPTIONS.driver == "both":
        both(OPTIONS)
    else:
        measure(OPTIONS)
