"""Compare the rules: the new-game screen's button plays a short report in worker processes, a bar
a rule set, shows the report's three answers and the lesson's measures against the 1906 rules with
their intervals, keeps the result so a second opening shows it at once, and Escape stops it."""
from __future__ import annotations

import multiprocessing
import time

import pygame
import pytest

from landlord.report.collect import collect
from landlord.report.regimes import REGIMES
from landlord.ui import comparison_cache, comparison_run
from landlord.ui.comparison import Comparison
from landlord.ui.scenes import compare
from landlord.ui.scenes.compare import CompareScene
from landlord.ui.scenes.gini import GiniScene
from landlord.ui.scenes.newgame import NewGameScene

from ui_events import click, key

#: Long enough for any run of a few games on a slow machine; the tests never wait this long when all is well.
PATIENCE = 120


def stepped_until(app, condition) -> None:
    """Step the window (as its loop would) until ``condition()`` holds."""
    deadline = time.monotonic() + PATIENCE
    while not condition():
        assert time.monotonic() < deadline, "the comparison did not get there"
        app.step([], 0.05)
        time.sleep(0.01)


@pytest.fixture
def new_game(app, monkeypatch):
    monkeypatch.setattr(compare, "DEFAULT_GAMES", 3)
    scene = NewGameScene(app)
    app.stack.push(scene)
    app.step([], 0.016)
    return scene


def compare_box(scene) -> int:
    return next(k for k, line in enumerate(scene.lines()) if line.kind == "compare")


def finished(scene: CompareScene) -> None:
    scene.cancel()
    if scene.run is not None and scene.run.thread.ident is not None:
        scene.run.thread.join(PATIENCE)


def played(app, **settings) -> CompareScene:
    """A comparison opened in the window and stepped until its result is shown."""
    scene = CompareScene(app, **settings)
    app.stack.push(scene)
    stepped_until(app, lambda: scene.result is not None or scene.failure)
    app.step([], 0.05)
    assert not scene.failure
    return scene


def without_time(comparison: Comparison) -> dict:
    data = comparison.to_data()
    data.pop("seconds")
    return data


def test_tab_from_the_last_option_reaches_compare_the_rules_and_enter_opens_it(app, new_game):
    new_game.focus = compare_box(new_game) - 1                    # the last option, above the buttons
    app.step([key(pygame.K_TAB)], 0.016)
    assert new_game.lines()[new_game.focus].label() == "Compare the rules"
    app.step([key(pygame.K_RETURN)], 0.016)
    shown = app.stack.top
    assert isinstance(shown, CompareScene)
    assert shown.plan.agents == ("heuristic",) * new_game.count and shown.plan.jail == new_game.jail
    assert shown.plan.games == 3 and shown.plan.regimes == REGIMES
    finished(shown)


def test_a_click_on_compare_the_rules_opens_it_and_down_from_the_options_still_finds_start(app, new_game):
    new_game.focus = compare_box(new_game) - 1
    app.step([key(pygame.K_DOWN)], 0.016)
    assert new_game.lines()[new_game.focus].kind == "start", "Down then Enter still starts the game"
    app.step([click(new_game.rects[compare_box(new_game)].center)], 0.016)
    assert isinstance(app.stack.top, CompareScene)
    finished(app.stack.top)


def test_the_games_are_played_in_spawned_worker_processes_and_give_the_reports_own_figures(app, monkeypatch):
    started = []
    real = multiprocessing.get_context
    monkeypatch.setattr(multiprocessing, "get_context", lambda method=None: started.append(method) or real(method))
    scene = played(app, players=3, jail="classic", games=2)
    assert started == ["spawn"], "one pool for all six rule sets, its workers spawned (safe beside a window)"
    assert scene.run is not None and scene.run.workers >= 1
    assert scene.done == {regime.id: 2 for regime in REGIMES}
    report = collect(app.engine, scene.plan)                       # the same games, played here by the report
    assert without_time(scene.result) == without_time(Comparison.of(report, 0.0))
    assert len(scene.result.sentences) == 3 and "Gini" in scene.result.sentences[2]
    assert all(f"from round {regime.single_tax_at} " in scene.result.sentences[1]
               for regime in REGIMES if regime.single_tax_at)
    app.step([key(pygame.K_RETURN)], 0.016)
    assert app.stack.top is None or not isinstance(app.stack.top, CompareScene), "Enter goes back once done"


def test_the_chart_sets_the_lessons_measures_beside_the_1906_rules_with_intervals(app):
    scene = played(app, players=3, jail="classic", games=2)
    measures = {d.measure for d in scene.result.differences}
    assert measures == {"top_wealth_share", "top_land_lots", "gini_earned", "land_rent_paid", "wages_paid",
                        "poor_house"}, "where land counts, not the Gini of earnings alone"
    assert {d.regime for d in scene.result.differences} == {r.id for r in REGIMES} - {"landlordism"}
    assert all(d.has_interval for d in scene.result.differences), "two games a rule set give every interval"


def test_a_second_opening_with_the_same_settings_plays_no_game_and_shows_the_same_figures(app, monkeypatch):
    first = played(app, players=3, jail="classic", games=2)
    kept = comparison_cache.cache_path(first.key)
    assert kept.is_file() and kept.parent == comparison_cache.comparisons_dir()

    def no_games(*args, **kwargs):
        raise AssertionError("a game was played")
    monkeypatch.setattr(comparison_run, "play_games", no_games)
    second = CompareScene(app, players=3, jail="classic", games=2)
    app.stack.push(second)
    app.step([], 0.016)
    assert second.from_cache and second.run is None and not second.running
    assert second.result == first.result, "the same figures, the same answers"
    assert second.done == {regime.id: 2 for regime in REGIMES}


def test_other_settings_are_played_afresh_not_read_from_a_kept_comparison(app, monkeypatch):
    played(app, players=3, jail="classic", games=2)
    for settings in ({"players": 4, "jail": "classic", "games": 2}, {"players": 3, "jail": "oubliette", "games": 2},
                     {"players": 3, "jail": "classic", "games": 3}):
        other = CompareScene(app, **settings)
        assert not other.from_cache and other.result is None and other.run is not None, settings
    assert CompareScene(app, players=3, jail="classic", games=2).from_cache, "the same settings are read"
    for name, changed in (("code_digest", lambda: "the engine changed"),
                          ("rules_digest", lambda engine: "the rules file changed"),
                          ("plugins_installed", lambda: {"oubliette": "the package 'landlords-game' 9.9"})):
        with monkeypatch.context() as patch:
            patch.setattr(comparison_cache, name, changed)
            again = CompareScene(app, players=3, jail="classic", games=2)
            assert not again.from_cache and again.result is None, f"{name}: plays again"


@pytest.mark.parametrize("damage", [b"", b"{not json", b"[1, 2, 3]", b'{"key": {}, "result": {}}', "truncated"])
def test_a_damaged_kept_comparison_is_ignored_and_the_games_are_played_again(app, damage):
    key = CompareScene(app, players=3, jail="classic", games=2).key
    path = comparison_cache.store(key, Comparison(2, 3, 1.0, ("Kept before.",), ()))
    assert comparison_cache.load(key) is not None
    path.write_bytes(path.read_bytes()[:40] if damage == "truncated" else damage)
    again = played(app, players=3, jail="classic", games=2)
    assert not again.from_cache and again.result.sentences != ("Kept before.",), "the damaged file was not shown"
    assert comparison_cache.load(key) == again.result, "and the comparison was kept afresh"


def test_a_kept_comparison_whose_figures_are_damaged_is_ignored(app):
    first = played(app, players=3, jail="classic", games=2)
    path = comparison_cache.cache_path(first.key)
    text = path.read_text()
    path.write_text(text.replace('"top_land_lots"', '"lots_of_land"', 1))
    assert comparison_cache.load(first.key) is None
    assert CompareScene(app, players=3, jail="classic", games=2).run is not None


def test_escape_stops_a_comparison_and_ends_its_worker_processes(app, new_game):
    scene = CompareScene(app, players=3, jail="classic", games=50)
    app.stack.push(scene)
    stepped_until(app, lambda: sum(scene.done.values()) >= 1)
    assert multiprocessing.active_children(), "the games are played in worker processes"
    app.step([key(pygame.K_ESCAPE)], 0.016)
    assert app.stack.top is new_game and app.running, "Escape cancels: it does not quit the window"
    scene.run.thread.join(PATIENCE)
    assert not scene.run.thread.is_alive()
    deadline = time.monotonic() + 10
    while multiprocessing.active_children() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert multiprocessing.active_children() == [], "no worker process is left running"
    assert sum(scene.done.values()) < 6 * 50 and scene.result is None
    assert not comparison_cache.cache_path(scene.key).exists(), "an unfinished comparison is not kept"


def test_the_window_answers_events_while_the_games_are_played(app, new_game):
    scene = CompareScene(app, players=3, jail="classic", games=50)
    app.stack.push(scene)
    stepped_until(app, lambda: sum(scene.done.values()) >= 1)
    began = time.perf_counter()
    app.step([key(pygame.K_g, "g")], 0.016)
    assert isinstance(app.stack.top, GiniScene) and time.perf_counter() - began < 1.0
    app.step([key(pygame.K_ESCAPE)], 0.016)
    assert app.stack.top is scene and scene.running, "the games go on while the Gini is read"
    finished(scene)


def test_tab_turns_from_the_answers_to_the_chart_where_they_do_not_share_the_screen(app):
    scene = played(app, players=3, jail="classic", games=2)
    assert compare.result_layout(1280, 800, scene.result.sentences).paged
    assert scene.page == "answers" and "page" in scene.buttons
    app.step([key(pygame.K_TAB)], 0.016)
    assert scene.page == "chart"
    app.step([click(scene.buttons["page"].rect.center)], 0.016)
    assert scene.page == "answers"
    app.step([click(scene.buttons["gini"].rect.center)], 0.016)
    assert isinstance(app.stack.top, GiniScene)


def test_left_and_right_go_from_button_to_button(app, new_game):
    new_game.focus = compare_box(new_game)
    app.step([key(pygame.K_RIGHT)], 0.016)
    assert new_game.lines()[new_game.focus].kind == "start"
    app.step([key(pygame.K_LEFT)], 0.016)
    assert new_game.lines()[new_game.focus].kind == "compare" and isinstance(app.stack.top, NewGameScene)


def test_the_workers_are_sent_plain_data_and_build_their_own_engine_which_plays_the_same_games(app):
    """The compiled build's engine cannot be pickled: a spawned worker sent one could never start."""
    import pickle
    scene = CompareScene(app, players=3, jail="classic", games=2)
    sent = comparison_run.ComparisonRun(app.engine, scene.plan, workers=2)._games()
    assert isinstance(sent, comparison_run.InstalledGames)
    received = pickle.loads(pickle.dumps(sent))
    assert received.play(1) == comparison_run.game_series(app.engine, scene.plan).play(1)


# -- the long-game lesson: games as long as Magie's "two or three sittings" -------------------------------------
def test_l_turns_the_comparison_into_games_as_long_as_magies_three_sittings_and_back(app, new_game):
    """Magie: "two or three sittings would probably be necessary to reach this end" (the report's
    ``--lesson long``, reading I-38)."""
    from landlord.report.lessons import LONG
    scene = CompareScene(app, players=3, jail="classic", end_wages_times=7, games=2)
    app.stack.push(scene)
    app.step([key(pygame.K_l, "l")], 0.016)
    long_games = app.stack.top
    assert isinstance(long_games, CompareScene) and long_games is not scene and scene not in app.stack.scenes
    assert long_games.plan.lesson == LONG.id and long_games.plan.end_wages_times is None
    assert long_games.plan.games == LONG.games, "the lesson's own number of games"
    assert long_games.run.engine.rules.round_limit == LONG.rounds == 99
    assert long_games.key != scene.key, "a long game's comparison is kept apart from the table's"
    app.step([click(long_games.buttons["lesson"].rect.center)], 0.016)
    usual = app.stack.top
    assert usual.lesson is None and usual.plan.end_wages_times == 7, "back to the table's own end"
    finished(usual)


def test_the_long_lesson_in_the_window_gives_the_reports_own_figures_for_its_games(app):
    from landlord.plugin_host import installed_engine
    from landlord.report.lessons import LONG
    scene = played(app, players=3, jail="classic", games=2, lesson=LONG.id)
    lesson_engine = installed_engine(LONG.rules_for(app.rules).rules, app.registry.games)
    report = collect(lesson_engine, scene.plan)
    assert without_time(scene.result) == without_time(Comparison.of(report, 0.0))
    assert report.tallies[0].games == 2 and set(report.tallies[0].endings) == {"round_limit"}, \
        "every game is played to round 99"
    assert "three sittings" in scene._status() and "99 rounds" in scene._status()


def test_a_lessons_workers_are_sent_the_rules_file_and_the_lessons_name_and_play_its_games(app):
    import pickle
    from landlord.report.lessons import LONG
    scene = CompareScene(app, players=3, jail="classic", games=2, lesson=LONG.id)
    sent = comparison_run.ComparisonRun(scene.run.engine, scene.plan, workers=2,
                                        rules_path=app.engine.rules.source)._games()
    assert isinstance(sent, comparison_run.InstalledGames) and sent.rules_path == app.engine.rules.source
    received = pickle.loads(pickle.dumps(sent))
    assert received.series.runs[0].engine.rules.round_limit == LONG.rounds
    assert received.play(1) == comparison_run.game_series(scene.run.engine, scene.plan).play(1)
