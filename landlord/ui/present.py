"""Presenting a frame: send the display only the parts of the window that changed, through
SDL's plain window framebuffer.

Two things make presenting cheap:

1. The window framebuffer. In the SDL 2.28 that pygame 2.6 ships, on X11, the window surface that
   pygame draws into is by default shown through an OpenGL texture (SDL tries that before its own
   framebuffer unless told otherwise): every update, however small, uploads the changed
   span, then draws the *whole* window as a textured quad and swaps. Without a GPU (Xvfb, remote
   X, many VMs) that OpenGL is Mesa's llvmpipe in software, and each update cost 3-6 ms at
   1280x800 whether it was a 10x10 corner or the whole window. With the hint
   ``SDL_FRAMEBUFFER_ACCELERATION=0`` SDL uses its native X11 framebuffer instead (MIT-SHM:
   one XShmPutImage per rectangle, then one XSync), and an update costs what it sends: 0.06 ms
   for a corner, 0.1 ms for a few bands, 0.4 ms for the whole window. The game only ever draws
   into the window surface (no SDL renderer, no pygame.SCALED), so the texture path only adds
   work where OpenGL runs in software. With a real GPU its cost was not measured here:
   ``prefer_native_framebuffer`` sets the hint only if the environment has not, so
   ``SDL_FRAMEBUFFER_ACCELERATION=1`` brings the texture path back.

2. Sending only what changed. The scenes still draw the whole frame, which keeps them simple and
   never leaves a stale pixel; the presenter compares the frame with the last one sent, in bands
   of rows, straight from the surface's pixel buffer, and updates only the bands that differ
   (comparing costs about 0.2 ms at 1280x800 and, unlike hand-kept dirty rectangles, never
   misses a change). A frame with no change sends nothing, so a waiting window costs the display
   server nothing.

Measured with benchmarks/frame_time.py (1280x800, fast computer play, 1500 frames, SDL 2.28.4,
pygame 2.6.1, 2 cores shared with other work, so figures are ranges over runs). "Frame time" is
from the start of a frame's step to the return of presenting it, in milliseconds, median / p95:

==========================================================  =========================  ===========
how frames were presented                                   Xvfb (x11 driver)          dummy
==========================================================  =========================  ===========
OpenGL texture framebuffer (SDL's default), changed bands   6.3-9.7 / 9.6-12.6         2.8 / 3.5
  the same, whole window flipped every frame                7.1-10.2 / 9.6-11.9
  the same, changed bands merged into one rectangle         9.1-9.6 / 14.4-16.2        2.8 / 3.4
  the same, presented on a worker thread while the next     interval 9.7-11.5 / 11.5-17.1,
  frame is drawn (pipelined)                                latency 18.9-22.2 / 22.3-32.9
native framebuffer, presented on a worker thread            interval 3.4-4.5 / 5.2-15.8,
                                                            latency 5.3-6.9 / 9.2-22.5
native framebuffer, whole window flipped every frame        2.2 / 3.2-3.3              1.8-2.0 / 2.5-2.9
native framebuffer, changed bands merged into one rect      2.3-3.0 / 2.9-4.6
native framebuffer, changed bands (this module)             2.2-2.3 / 3.0-3.1          2.1-2.2 / 2.9
==========================================================  =========================  ===========

Why not the others: pygame.display.update does release the GIL, but the presenting thread must
take it back to finish, waiting behind the drawing thread for up to the interpreter's 5 ms
switch interval, and on two cores llvmpipe's own threads compete with both; pipelining made
the interval no better and the latency far worse. Merging the rectangles gains nothing on either
path (the texture path already uploads one enclosing span and redraws everything; the native path
sends each rectangle without a round trip and syncs once). Flipping the whole window costs about
the same as comparing at 1280x800 on Xvfb, but sends the X server (and a compositor, or a remote
display) 4 MB a frame instead of the few bands that changed, and sends it even when nothing did.
There is no SDL 2.28 hint for MIT-SHM itself; SDL uses it whenever the display is local.

A waiting window (benchmarks/frame_time.py, 3-5 s): the X server uses 0.0% of a core (nothing is
sent), the game 2.6-4.9%, of which presenting (comparing the frame) is now 0.2-0.3% (0.7% with the
old copy-and-slice comparison); the rest is redrawing four frames a second and pygame's
``event.wait(timeout)``, which is a loop of pump + ``SDL_Delay(1)``, not a blocking wait.
"""
from __future__ import annotations

import os
from typing import Any

#: Rows in a band: small enough that a moving token updates little, large enough that a
#: frame is fifty or so comparisons.
BAND_ROWS = 16

#: SDL's hint: "0" shows the window surface through the platform's own framebuffer (MIT-SHM
#: under X11) rather than an OpenGL texture. "0" is understood by every SDL 2 release.
FRAMEBUFFER_HINT = "SDL_FRAMEBUFFER_ACCELERATION"


def prefer_native_framebuffer() -> None:
    """Ask SDL for the native window framebuffer (see the module's notes), unless the environment
    already chose. SDL reads the hint when the first window surface is made: call this before
    ``pygame.display.set_mode``."""
    os.environ.setdefault(FRAMEBUFFER_HINT, "0")


def changed_bands(before: Any, after: Any, row_bytes: int, height: int,
                  band_rows: int = BAND_ROWS) -> list[tuple[int, int]]:
    """The runs of rows ``(top, height)`` that differ between two frames of ``height`` rows of
    ``row_bytes`` bytes each (the surface's pitch); neighbouring changed bands are merged into
    one run. ``before`` is a bytes or bytearray, ``after`` any buffer (a memoryview of the
    surface's pixels: slicing a memoryview copies nothing, and ``startswith`` compares in place)."""
    after = memoryview(after)
    stride = row_bytes * band_rows
    runs: list[tuple[int, int]] = []
    for start in range(0, row_bytes * height, stride):
        if before.startswith(after[start:start + stride], start):
            continue
        top = start // row_bytes
        rows = min(band_rows, height - top)
        if runs and runs[-1][0] + runs[-1][1] == top:
            runs[-1] = (runs[-1][0], runs[-1][1] + rows)
        else:
            runs.append((top, rows))
    return runs


class FramePresenter:
    """Shows each drawn frame, sending the display only what changed since the last one."""

    def __init__(self) -> None:
        self._shown: bytearray | None = None      # the pixels last sent, byte for byte
        self._layout: tuple[int, int, int] | None = None     # (width, height, pitch) they had

    def invalidate(self) -> None:
        """The next frame is sent whole (the window was resized, uncovered or re-created)."""
        self._shown = None

    def present(self, surface: Any) -> list[Any]:
        """Update the display from ``surface`` (the display surface); return the rectangles sent,
        empty when nothing changed."""
        import pygame
        width, height = size = surface.get_size()
        pitch = surface.get_pitch()         # bytes a row, padding included
        layout = (width, height, pitch)
        # The surface's own pixel buffer, not a converted copy; the view locks the surface, so
        # it is released (by the with) before anything draws or updates.
        with memoryview(surface.get_buffer()) as frame:
            if self._shown is None or self._layout != layout:
                self._shown, self._layout = bytearray(frame), layout
                runs = None
            else:
                runs = changed_bands(self._shown, frame, pitch, height)
                for top, rows in runs:      # remember just what is about to be sent
                    self._shown[top * pitch:(top + rows) * pitch] = frame[top * pitch:(top + rows) * pitch]
        if runs is None:
            pygame.display.flip()
            return [pygame.Rect((0, 0), size)]
        rects = [pygame.Rect(0, top, width, rows) for top, rows in runs]
        if rects:
            pygame.display.update(rects)
        return rects
