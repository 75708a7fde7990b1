"""Compare the rules: a short ``landlord report`` played in the window, for a class to watch.

The new-game screen opens it with its own table (players, jail game, end) and computer players
in every seat. If these very settings were compared before, the result kept in the user's data
folder (``comparison_cache``) is shown at once and no game is played. Otherwise the games are
played in worker processes (``comparison_run``): a bar for each rule set fills as its games come
back, the window stays free, and Escape goes back and ends the workers. The result is kept for
next time.

The result is the report's answer box (three questions for a class, each answered with the paired
difference and its 95% interval behind it) and a chart of the lesson's measures, each rule set
against the same games under the 1906 rules with its interval (``difference_chart``): a
difference whose interval includes 0 is drawn as too close to call, never ranked. Where the
window has room for both they share the screen, the answers on top; where it has not (800x600,
1280x800) Tab turns from one to the other. G (or the button) explains the Gini coefficient.
"""
from __future__ import annotations

import time
from dataclasses import dataclass

import pygame

from ...report.collect import ReportPlan
from ...report.lessons import LESSONS, LONG
from ...report.regimes import REGIMES
from .. import comparison_cache, theme
from ..comparison import Comparison
from ..comparison_run import ComparisonRun
from ..difference_chart import draw_comparison_chart
from ..paragraphs import draw_paragraphs, fitting_size, height_of
from ..scene import Scene
from ..widgets import Button

#: Games under each rule set: enough for the medians to settle, few enough to watch.
DEFAULT_GAMES = 200
AGENT = "heuristic"
#: The report's seed: the games are those of ``landlord report --seed 0`` with the same table.
SEED = 0
#: The chart shares the screen with the answers only if it keeps at least this share of the room.
CHART_SHARE = 0.5


class CompareScene(Scene):
    modal = True          # Escape is this scene's (it cancels), not the window's quit

    def __init__(self, app, *, players: int, jail: str, end_wages_times: int | None = None,
                 games: int | None = None, lesson: str | None = None) -> None:
        """:param lesson: a preset of the report's (``lessons.LESSONS``: ``"long"``, games as long as
            Magie's three sittings), which decides the games' length; None plays the table's end."""
        super().__init__(app)
        self.table = (players, jail, end_wages_times)       # as asked, for the same comparison at another length
        self.lesson = LESSONS[lesson] if lesson is not None else None
        times = end_wages_times if end_wages_times != app.rules.end_wages_times and self.lesson is None else None
        self.plan = ReportPlan(games=games or (self.lesson.games if self.lesson else DEFAULT_GAMES), seed=SEED,
                               agents=(AGENT,) * players, jail=jail, regimes=REGIMES, end_wages_times=times,
                               lesson=lesson)
        self.key = comparison_cache.cache_key(app.engine, self.plan)
        self.result: Comparison | None = comparison_cache.load(self.key)
        self.from_cache = self.result is not None
        self.run: ComparisonRun | None = None
        if self.result is None:
            self.run = ComparisonRun(self._engine(), self.plan, on_result=self._keep,
                                     rules_path=app.engine.rules.source)
        self.page = "answers"           # which of the two is shown when they do not share the screen
        self.buttons: dict[str, Button] = {}

    def _engine(self):
        """The engine the games are played with: the window's, or one with the lesson's rules."""
        if self.lesson is None:
            return self.app.engine
        from ...plugin_host import installed_engine
        return installed_engine(self.lesson.rules_for(self.app.rules).rules, self.app.registry.games)

    def _keep(self, comparison: Comparison) -> None:
        """Called in the run's thread with the result: kept for the next opening."""
        comparison_cache.store(self.key, comparison)

    # -- the run ------------------------------------------------------------------------------------
    def enter(self) -> None:
        if self.run is not None:
            self.run.start()

    def exit(self) -> None:
        if self.run is not None:
            self.run.stop()

    @property
    def running(self) -> bool:
        return self.result is None and self.run is not None and self.run.running

    @property
    def done(self) -> dict[str, int]:
        """Games played (or kept) under each rule set."""
        if self.run is None:
            return {regime.id: self.plan.games for regime in self.plan.regimes}
        return dict(self.run.done)

    @property
    def failure(self) -> str:
        return self.run.failure if self.run is not None else ""

    def update(self, dt: float) -> None:
        if self.result is None and self.run is not None and self.run.result is not None:
            self.result = self.run.result

    # -- events -------------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        action = None
        if event.type == pygame.KEYDOWN:
            action = {pygame.K_ESCAPE: "back", pygame.K_TAB: "page", pygame.K_g: "gini",
                      pygame.K_l: "lesson"}.get(event.key)
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not self.running:
                action = "back"
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            action = next((name for name, button in self.buttons.items() if button.rect.collidepoint(event.pos)), None)
        if action == "back":
            self.cancel()
        elif action == "page" and "page" in self.buttons:
            self.page = "chart" if self.page == "answers" else "answers"
        elif action == "gini":
            self.app.stack.push(self.app.open.gini())
        elif action == "lesson":
            self.switch_length()
        return True

    def switch_length(self) -> None:
        """The same comparison with games as long as Magie's three sittings, or back to the table's
        own end: the games in hand are stopped (a result is kept only once all are played)."""
        self.cancel()
        players, jail, end_wages_times = self.table
        self.app.stack.push(self.app.open.compare(players=players, jail=jail, end_wages_times=end_wages_times,
                                                  lesson=None if self.lesson else LONG.id))

    def cancel(self) -> None:
        """Stop the games (if any are still being played) and go back."""
        if self.run is not None:
            self.run.stop()
        self.app.stack.remove(self)

    # -- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill(theme.BACKGROUND)
        m, size = margin(w, h), text_size(h)
        small = theme.font(max(theme.SMALLEST_LABEL, size - 2))
        title_font, title = theme.fitted("Compare the rules", round(size * 1.5), w - 2 * m, bold=True)
        surface.blit(title_font.render(title, True, theme.INK), (m, m))
        y = m + title_font.get_linesize()
        layout = result_layout(w, h, self.result.sentences) if self.result is not None else None
        self._lay_buttons(w, h, paged=layout is not None and layout.paged)
        if self.result is not None and layout is not None:
            status_font, status = theme.fitted(self._status(), small.get_height(), w - 2 * m)
            surface.blit(status_font.render(status, True, theme.MUTED), (m, y))
            self._draw_result(surface, self.result, layout)
        else:
            self._draw_progress(surface, w, h, y + size // 2, theme.font(size), small)
        for button in self.buttons.values():
            button.draw(surface, size=size)

    def _lay_buttons(self, w: int, h: int, paged: bool) -> None:
        m, size = margin(w, h), text_size(h)
        labels = {"back": "Cancel (Esc)" if self.result is None else "Back (Esc)"}
        if paged:
            labels["page"] = "The chart (Tab)" if self.page == "answers" else "The answers (Tab)"
        labels["lesson"] = "Usual length (L)" if self.lesson else "Three sittings (L)"
        labels["gini"] = "What is a Gini? (G)"
        x, font = m, theme.font(size)
        self.buttons = {}
        for name, label in labels.items():
            width = min(font.size(label)[0] + 2 * size, (w - 2 * m) // len(labels) - size // 2)
            self.buttons[name] = Button(pygame.Rect(x, h - m - size * 2, width, size * 2), label)
            x += width + size // 2

    def _status(self) -> str:
        result = self.result
        assert result is not None
        games = f"{result.games:,} games under each rule set, {result.players} players"
        if self.lesson is not None and self.lesson.rounds is not None:
            games += f", each game {self.lesson.rounds} rounds long (as long as Magie's three sittings)"
        if self.from_cache:
            return f"{games}: played earlier with these same settings (in {result.seconds:.0f} s), shown from the copy kept."
        return f"{games}: played in {result.seconds:.0f} s. Kept, so they show at once next time."

    def _draw_result(self, surface: pygame.Surface, result: Comparison, layout: ResultLayout) -> None:
        if not layout.paged or self.page == "answers":
            draw_paragraphs(surface, result.sentences, theme.font(layout.answer_size), layout.answers.x,
                            layout.answers.y, layout.answers.w)
        if layout.chart is not None and (not layout.paged or self.page == "chart"):
            draw_comparison_chart(surface, layout.chart, result, layout.chart_size)

    def _draw_progress(self, surface, w: int, h: int, y: int, body, small) -> None:
        m = margin(w, h)
        games = self.plan.games
        jail = self.app.registry.games[self.plan.jail].title if self.plan.jail in self.app.registry.games \
            else self.plan.jail
        about = (f"{len(self.plan.agents)} computer players play {games:,} games under each of the six rule sets, "
                 f"the same games (the same seeds) under each: jail game {jail}, {self._length()}. The window "
                 f"stays free while they play; Esc stops them. The result is kept, so these settings show it at "
                 f"once next time.")
        paragraphs = [about] if self.lesson is None else [self.lesson.about, about]
        for line in [line for text in paragraphs for line in theme.wrap(text, small, w - 2 * m)]:
            surface.blit(small.render(line, True, theme.MUTED), (m, y))
            y += small.get_linesize()
        y += body.get_linesize() // 2
        label_w = max(body.size(regime.title)[0] for regime in REGIMES) + body.get_height()
        count_w = body.size(f"{games:,} / {games:,}")[0] + body.get_height()
        label_w = min(label_w, (w - 2 * m) // 2)
        row = round(body.get_linesize() * 1.6)
        done = self.done
        for regime in REGIMES:
            font, text = theme.fitted(regime.title, body.get_height(), label_w - body.get_height() // 2)
            surface.blit(font.render(text, True, theme.INK), (m, y + (row - font.get_height()) // 2))
            bar = pygame.Rect(m + label_w, y + row // 5, w - 2 * m - label_w - count_w, row - 2 * (row // 5))
            pygame.draw.rect(surface, theme.WHITE, bar, border_radius=4)
            filled = bar.copy()
            filled.w = bar.w * done[regime.id] // games
            if filled.w:
                pygame.draw.rect(surface, pygame.Color(regime.colour), filled, border_radius=4)
            pygame.draw.rect(surface, theme.MUTED, bar, 1, border_radius=4)
            count = body.render(f"{done[regime.id]:,} / {games:,}", True, theme.INK)
            surface.blit(count, (bar.right + body.get_height() // 2, y + (row - count.get_height()) // 2))
            y += row
        for line in theme.wrap(self._progress_status(), small, w - 2 * m):
            surface.blit(small.render(line, True, theme.ACCENT if self.failure else theme.MUTED),
                         (m, y + small.get_linesize() // 2))
            y += small.get_linesize()

    def _length(self) -> str:
        if self.lesson is not None and self.lesson.rounds is not None:
            return f"every game played to round {self.lesson.rounds}"
        times = self.plan.end_wages_times or self.app.rules.end_wages_times
        return f"a game ending when a player has drawn wages {times} times"

    def _progress_status(self) -> str:
        if self.failure:
            return self.failure
        run, total = self.run, self.plan.games * len(self.plan.regimes)
        assert run is not None
        if run.played == total:
            return "All played: working out the differences..."
        return (f"{run.played:,} of {total:,} games played in {time.perf_counter() - run.began:.0f} s, "
                f"by {run.workers} worker processes.")


# -- where things go, from the window's size alone ------------------------------------------------------
def margin(w: int, h: int) -> int:
    return max(12, min(40, w // 40))


def text_size(h: int) -> int:
    return max(14, min(24, round(h / 38)))


@dataclass(frozen=True)
class ResultLayout:
    """Where the answers and the chart go; ``paged``: one at a time (Tab turns)."""

    answers: pygame.Rect
    answer_size: int
    chart: pygame.Rect | None
    chart_size: int
    paged: bool


def content_box(w: int, h: int) -> pygame.Rect:
    """The room under the title and its status line, above the buttons."""
    m, size = margin(w, h), text_size(h)
    small = theme.font(max(theme.SMALLEST_LABEL, size - 2))
    top = m + theme.font(round(size * 1.5), bold=True).get_linesize() + small.get_linesize() + size // 2
    bottom = h - m - 2 * size - size // 2
    return pygame.Rect(m, top, w - 2 * m, max(40, bottom - top))


def result_layout(w: int, h: int, sentences) -> ResultLayout:
    """The answers on top in the window's body type and the chart under them, if the chart keeps
    :data:`CHART_SHARE` of the room; else each gets the whole room in turn, the answers in the
    largest type that fits it."""
    room, size = content_box(w, h), text_size(h)
    needed = height_of(sentences, theme.font(size), room.w)
    chart_size = max(theme.SMALLEST_LABEL + 2, size - 2)
    if needed + size <= room.h * (1 - CHART_SHARE):
        answers = pygame.Rect(room.x, room.y, room.w, needed)
        chart = pygame.Rect(room.x, answers.bottom + size, room.w, room.bottom - answers.bottom - size)
        return ResultLayout(answers, size, chart, chart_size, paged=False)
    fitted = fitting_size(sentences, room.w, room.h, size) or theme.SMALLEST_LABEL
    return ResultLayout(room, fitted, room, chart_size, paged=True)
