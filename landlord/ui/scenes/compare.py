"""Compare the rules: a short ``landlord report`` played in the window, for a class to watch.

The new-game screen opens it with its own table (players, jail game, end) and computer players
in every seat. The games are played by the report's own code (``landlord.report.collect``) in a
background thread, so the window stays free: a bar for each rule set fills as its games are
played, and Escape stops the thread after the game in hand (``collect``'s ``should_stop``) and
goes back. When all are played the thread draws the report's main chart with matplotlib (imported
there, so neither the window's start nor its frames wait for it) and the window shows it with the
report's answer box under it, a question and its answer a line (``landlord.report.brief``).

One thread, not the report's worker processes: forking a process that holds a window and a
running thread is not safe everywhere, and one core plays the default 200 games a rule set in
about 40 seconds (``docs/findings.md``).
"""
from __future__ import annotations

import io
import logging
import threading
import time

import pygame

from ...report.collect import Report, ReportPlan, collect
from ...report.regimes import REGIMES
from .. import theme
from ..scene import Scene
from ..widgets import Button

#: Games under each rule set: enough for the medians to settle, few enough to watch.
DEFAULT_GAMES = 200
AGENT = "heuristic"
#: The report's seed: the games are those of ``landlord report --seed 0`` with the same table.
SEED = 0


class CompareScene(Scene):
    modal = True          # Escape is this scene's (it cancels), not the window's quit

    def __init__(self, app, *, players: int, jail: str, end_wages_times: int | None = None,
                 games: int | None = None) -> None:
        super().__init__(app)
        times = end_wages_times if end_wages_times != app.rules.end_wages_times else None
        self.plan = ReportPlan(games=games or DEFAULT_GAMES, seed=SEED, agents=(AGENT,) * players, jail=jail,
                               regimes=REGIMES, end_wages_times=times)
        self.done = {regime.id: 0 for regime in REGIMES}       # games played, by rule set (the thread's)
        self.report: Report | None = None
        self.words: list[str] = []
        self.failure = ""
        self.chart: pygame.Surface | None = None
        self.began = time.perf_counter()
        self.button = Button(pygame.Rect(0, 0, 0, 0), "")
        self._stop = threading.Event()
        self._png: bytes | None = None
        self._box = chart_box(*app.screen.get_size())      # the chart's place, as the window last had it
        self.thread = threading.Thread(target=self._play, name="compare-the-rules", daemon=True)

    # -- the background thread -----------------------------------------------------------------
    def enter(self) -> None:
        self.thread.start()

    def exit(self) -> None:
        self._stop.set()

    def _progress(self, regime, done: int, total: int) -> None:
        self.done[regime.id] = done

    def _play(self) -> None:
        """Play the games, then draw the chart; hands over to the window by setting attributes."""
        jail_log = logging.getLogger("landlord.jail")
        jail_log.disabled = True      # as ``landlord report``: a failing jail game is the 1906 jail's to replace
        try:
            report = collect(self.app.engine, self.plan, progress=self._progress, should_stop=self._stop.is_set)
            if report.stopped:
                return
            from ...report.brief import sentences
            self.words = sentences(report)
            self._png = self._draw_chart(report)
            self.report = report
        except Exception as exc:  # shown in the window: the players' set-up is never lost to a traceback
            self.failure = f"The games could not be played: {type(exc).__name__}: {exc}"
        finally:
            jail_log.disabled = False

    def _draw_chart(self, report: Report) -> bytes:
        """The report's main chart as a PNG the size of the window's place for it."""
        from ...report.charts import main_chart, png_bytes
        box = self._box
        dpi = 110 * max(0.8, min(2.0, box.h / 500))     # type as large, to the eye, in any window
        figure = main_chart(report)
        figure.set_dpi(dpi)
        figure.set_size_inches(box.w / dpi, box.h / dpi)
        return png_bytes(figure)

    @property
    def running(self) -> bool:
        return self.thread.is_alive() or (self._png is not None and self.chart is None)

    # -- events and frames -------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            back = event.key == pygame.K_ESCAPE or (event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                                                    and not self.running)
        else:
            back = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                    and self.button.rect.collidepoint(event.pos))
        if back:
            self.cancel()
        return True

    def cancel(self) -> None:
        """Stop the games after the one in hand (if any are still being played) and go back."""
        self._stop.set()
        self.app.stack.remove(self)

    def update(self, dt: float) -> None:
        if self._png is not None and self.chart is None:
            image = pygame.image.load(io.BytesIO(self._png), "chart.png")
            self.chart = image.convert() if pygame.display.get_surface() is not None else image

    # -- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        self._box = chart_box(w, h)         # read by the thread, which must not measure fonts itself
        surface.fill(theme.BACKGROUND)
        m = margin(w, h)
        size = text_size(h)
        body, small = theme.font(size), theme.font(max(theme.SMALLEST_LABEL, size - 2))
        title = "Compare the rules" if self.report is None else \
            f"Compare the rules: {self.plan.games:,} games under each rule set"
        title_font, title = theme.fitted(title, round(size * 1.5), w - 2 * m, bold=True)
        surface.blit(title_font.render(title, True, theme.INK), (m, m))
        y = m + title_font.get_linesize() + size // 2
        if self.chart is not None:
            self._draw_result(surface, self.chart, w, h)
        else:
            self._draw_progress(surface, w, h, y, body, small)
        label = "Cancel (Esc)" if self.running else "Back (Esc)"
        self.button.label = label
        self.button.rect = pygame.Rect(m, h - m - size * 2, body.size(label)[0] + 2 * size, size * 2)
        self.button.draw(surface, size=size)

    def _draw_progress(self, surface, w: int, h: int, y: int, body, small) -> None:
        m = margin(w, h)
        games = self.plan.games
        jail = self.app.registry.games[self.plan.jail].title if self.plan.jail in self.app.registry.games \
            else self.plan.jail
        times = self.plan.end_wages_times or self.app.rules.end_wages_times
        about = (f"{len(self.plan.agents)} computer players play {games:,} games under each of the six rule sets, "
                 f"the same games (the same seeds) under each: jail game {jail}, a game ending when a player has "
                 f"drawn wages {times} times. The window stays free while they play; Esc stops them.")
        for line in theme.wrap(about, small, w - 2 * m):
            surface.blit(small.render(line, True, theme.MUTED), (m, y))
            y += small.get_linesize()
        y += body.get_linesize() // 2
        label_w = max(body.size(regime.title)[0] for regime in REGIMES) + body.get_height()
        count_w = body.size(f"{games:,} / {games:,}")[0] + body.get_height()
        label_w = min(label_w, (w - 2 * m) // 2)
        row = round(body.get_linesize() * 1.6)
        for regime in REGIMES:
            done = self.done[regime.id]
            font, text = theme.fitted(regime.title, body.get_height(), label_w - body.get_height() // 2)
            surface.blit(font.render(text, True, theme.INK), (m, y + (row - font.get_height()) // 2))
            bar = pygame.Rect(m + label_w, y + row // 5, w - 2 * m - label_w - count_w, row - 2 * (row // 5))
            pygame.draw.rect(surface, theme.WHITE, bar, border_radius=4)
            filled = bar.copy()
            filled.w = bar.w * done // games
            if filled.w:
                pygame.draw.rect(surface, pygame.Color(regime.colour), filled, border_radius=4)
            pygame.draw.rect(surface, theme.MUTED, bar, 1, border_radius=4)
            count = body.render(f"{done:,} / {games:,}", True, theme.INK)
            surface.blit(count, (bar.right + body.get_height() // 2, y + (row - count.get_height()) // 2))
            y += row
        played = sum(self.done.values())
        if self.failure:
            status, colour = self.failure, theme.ACCENT
        elif played == games * len(REGIMES):
            status, colour = "All played: drawing the chart...", theme.MUTED
        else:
            status, colour = (f"{played:,} of {games * len(REGIMES):,} games played in "
                              f"{time.perf_counter() - self.began:.0f} s."), theme.MUTED
        for line in theme.wrap(status, small, w - 2 * m):
            surface.blit(small.render(line, True, colour), (m, y + small.get_linesize() // 2))
            y += small.get_linesize()

    def _draw_result(self, surface, chart: pygame.Surface, w: int, h: int) -> None:
        box = self._box
        if chart.get_size() != box.size:          # the window changed size since it was drawn
            scale = min(box.w / chart.get_width(), box.h / chart.get_height())
            chart = pygame.transform.smoothscale(chart, (int(chart.get_width() * scale),
                                                         int(chart.get_height() * scale)))
        surface.blit(chart, chart.get_rect(midtop=box.midtop))
        words_font = fitted_words(self.words, w - 2 * margin(w, h), words_height(h), text_size(h))
        y = box.bottom + text_size(h) // 2
        for sentence in self.words:
            for line in theme.wrap(sentence, words_font, w - 2 * margin(w, h)):
                surface.blit(words_font.render(line, True, theme.INK), (margin(w, h), y))
                y += words_font.get_linesize()


# -- where things go, from the window's size alone (the thread sizes the chart by it) -----------------
def margin(w: int, h: int) -> int:
    return max(12, min(40, w // 40))


def text_size(h: int) -> int:
    return max(14, min(24, round(h / 38)))


#: Lines of body text kept under the chart for the sentences (the type shrinks if they need more).
WORD_LINES = 5


def words_height(h: int) -> int:
    return WORD_LINES * theme.font(text_size(h)).get_linesize()


def chart_box(w: int, h: int) -> pygame.Rect:
    """The chart's place: under the title, above the sentences and the Back button."""
    m, size = margin(w, h), text_size(h)
    top = m + theme.font(round(size * 1.5), bold=True).get_linesize() + size // 2
    bottom = h - m - 2 * size - size // 2 - words_height(h) - size // 2
    return pygame.Rect(m, top, w - 2 * m, max(60, bottom - top))


def fitted_words(sentences: list[str], width: int, height: int, size: int):
    """The largest font, no larger than ``size``, in which the sentences fit ``height``."""
    for s in range(size, theme.SMALLEST_LABEL - 1, -1):
        f = theme.font(s)
        if sum(len(theme.wrap(line, f, width)) for line in sentences) * f.get_linesize() <= height:
            return f
    return theme.font(theme.SMALLEST_LABEL)
