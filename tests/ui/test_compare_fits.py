"""Compare the rules and the Gini explained fit the window at 800x600, 1280x800 and 2560x1440:
the three answers in readable type, the chart's words, the progress bars (the overflow recorder of
tests/ui/text_boxes.py)."""
from __future__ import annotations

import pygame
import pytest

from landlord.engine import load_default_rules
from landlord.plugin_host import installed_engine, installed_jail_games
from landlord.report.collect import ReportPlan, collect
from landlord.report.regimes import REGIMES
from landlord.ui import comparison_cache
from landlord.ui.comparison import TITLES, Comparison
from landlord.ui.comparison_run import ComparisonRun
from landlord.ui.scenes.compare import CompareScene, result_layout, text_size
from landlord.ui.scenes.gini import GAP_COLOUR, GiniScene

from test_nothing_overflows import frame_problems, window  # noqa: F401  (the window at each size, recorded)
from ui_events import key


@pytest.fixture(scope="module")
def lesson() -> Comparison:
    """A comparison as long in words as a real one: four players, ten games a rule set (every
    figure with its interval), played here once for every test of the module."""
    rules = load_default_rules()
    engine = installed_engine(rules, installed_jail_games().games)
    plan = ReportPlan(games=10, seed=0, agents=("heuristic",) * 4, jail="classic", regimes=REGIMES)
    return Comparison.of(collect(engine, plan), 12.0)


def shown(app, lesson: Comparison) -> CompareScene:
    """The comparison opened as on a second opening, from the copy kept."""
    comparison_cache.store(CompareScene(app, players=4, jail="classic", games=10).key, lesson)
    scene = CompareScene(app, players=4, jail="classic", games=10)
    assert scene.from_cache
    app.stack.push(scene)
    return scene


def test_the_three_answers_fit_in_readable_type(window, lesson):
    app, recorder = window
    shown(app, lesson)
    assert frame_problems(app, recorder) == []
    texts = " ".join(p.text for p in app.screen.texts)
    for sentence in lesson.sentences:
        assert sentence.split()[-1] in texts, "every answer is shown to its last word"
    w, h = app.screen.get_size()
    layout = result_layout(w, h, lesson.sentences)
    assert layout.answer_size >= min(text_size(h), 16), "not shrunk to the smallest type"


def test_the_chart_of_the_lessons_measures_fits(window, lesson):
    app, recorder = window
    scene = shown(app, lesson)
    app.step([], 0.016)
    if "page" in scene.buttons:                 # the answers and the chart take turns: turn to the chart
        app.step([key(pygame.K_TAB)], 0.016)
    assert frame_problems(app, recorder) == []
    texts = {p.text for p in app.screen.texts}
    assert set(TITLES.values()) <= texts, "every lesson measure has its panel"
    assert {r.title for r in REGIMES if r.id != "landlordism"} <= texts, "every rule set is named"


@pytest.mark.parametrize("lesson_id", [None, "long"])
def test_the_progress_bars_fit_with_what_the_games_are(window, monkeypatch, lesson_id):
    app, recorder = window
    monkeypatch.setattr(ComparisonRun, "start", lambda self: None)     # no games: the screen as it opens
    app.stack.push(CompareScene(app, players=4, jail="classic", lesson=lesson_id))
    assert frame_problems(app, recorder) == []
    texts = " ".join(p.text for p in app.screen.texts)
    assert "0 of 1,200 games played" in texts
    assert ("played to round 99" in texts) == (lesson_id == "long")
    assert "Three sittings (L)" in texts or "Usual length (L)" in texts, "the other length is a button away"


def test_the_gini_explained_fits_with_its_worked_example(window):
    app, recorder = window
    app.stack.push(GiniScene(app))
    assert frame_problems(app, recorder) == []
    texts = " ".join(p.text for p in app.screen.texts)
    assert "0.667" in texts and "$1,400" in texts and "1 when one player has everything" in texts
    shaded = pygame.mask.from_threshold(app.screen, GAP_COLOUR, (2, 2, 2, 255)).count()
    assert shaded > 0.01 * app.screen.get_width() * app.screen.get_height(), "the Lorenz curve's gap is drawn"
