"""``landlord report``: a small report made end to end, its page, data and charts checked, and
bad input, stopping and Ctrl-C handled as every command handles them."""
from __future__ import annotations

import csv
import json
import os
import re
import shlex
import signal
import subprocess
import sys
import time

import pytest

from landlord.cli import build_parser, main
from landlord.report.charts import CHARTS, main_chart, png_bytes
from landlord.report.collect import ReportPlan, collect
from landlord.report.output import GAME_COLUMNS, write_report
from landlord.report.regimes import BY_ID, REGIMES
from landlord.report.series import round_columns

GAMES = 20
PNG = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    """A report of 20 two-player games under every regime, made through the command line."""
    out = tmp_path_factory.mktemp("report")
    assert main(["report", "--games", str(GAMES), "--players", "2", "--seed", "3", "--workers", "1",
                 "--out", str(out)]) == 0
    return out


#: Charts a report of one kind of player leaves out: its wins by kind would be the even share by definition.
ONE_KIND_LEAVES_OUT = {"wins-by-agent"}


def test_a_report_writes_its_page_its_data_and_every_chart_as_its_own_png(made):
    for name in ("index.html", "summary.json", "rounds.csv", "games.csv"):
        assert (made / name).stat().st_size > 0
    for chart in CHARTS:
        if chart.name not in ONE_KIND_LEAVES_OUT:
            assert (made / f"{chart.name}.png").read_bytes().startswith(PNG)


def test_with_one_kind_of_player_there_is_no_chart_of_wins_by_kind(made):
    summary = json.loads((made / "summary.json").read_text(encoding="utf-8"))
    assert "wins-by-agent.png" not in summary["files"]["charts"] and not (made / "wins-by-agent.png").exists()
    assert "by computer player" not in (made / "index.html").read_text(encoding="utf-8")


def test_the_page_embeds_every_chart_and_names_no_address_on_the_web(made):
    html = (made / "index.html").read_text(encoding="utf-8")
    for chart in CHARTS:
        if chart.name not in ONE_KIND_LEAVES_OUT:
            assert re.search(rf'<figure id="{chart.name}"[^>]*><img [^>]*src="data:image/png;base64,[A-Za-z0-9+/=]+"',
                             html)
    outside_pictures = re.sub(r"(data:image/png;base64,)[A-Za-z0-9+/=]+", r"\1", html)
    assert "http" not in outside_pictures and "//" not in outside_pictures.replace("<!DOCTYPE", "")
    for link in re.findall(r'(?:src|href)="([^"]*)"', outside_pictures):
        in_page = link.startswith("#") and f'id="{link[1:]}"' in html
        assert link == "data:image/png;base64," or in_page or (made / link).is_file(), link
    for picture in made.glob("*.png"):     # nor does any PNG's metadata carry one
        assert b"http" not in picture.read_bytes()


def test_the_page_says_how_it_was_made_so_a_reader_can_repeat_it(made):
    html = (made / "index.html").read_text(encoding="utf-8")
    summary = json.loads((made / "summary.json").read_text(encoding="utf-8"))
    assert summary["command"] in html.replace("&#x27;", "'")
    for fact in ("landlords-1906", "Seed</th><td>3", "seat 2 heuristic", "landlords-game", "classic"):
        assert fact in html
    args = build_parser({}).parse_args(shlex.split(summary["command"])[1:])
    assert (args.games, args.seed, args.players, args.agents, args.jail) == (GAMES, 3, 2, "heuristic", "classic")
    assert [r.id for r in args.regimes] == [r.id for r in REGIMES]


def test_rounds_csv_has_a_row_for_every_round_of_every_game_with_regime_game_and_round_first(made):
    with open(made / "rounds.csv", newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    with open(made / "games.csv", newline="", encoding="utf-8") as f:
        games = list(csv.DictReader(f))
    assert tuple(rows[0]) == ("regime", "game", *round_columns(2))
    assert rows[0][:3] == ["regime", "game", "round"]
    assert len(rows) - 1 == sum(int(g["rounds"]) for g in games)
    for regime in REGIMES:
        mine = [r for r in rows[1:] if r[0] == regime.id]
        assert {r[1] for r in mine} == {str(i) for i in range(GAMES)}
        first_game = [int(r[2]) for r in mine if r[1] == "0"]
        assert first_game == list(range(1, len(first_game) + 1))


def test_games_csv_says_who_won_and_how_each_game_ended(made):
    with open(made / "games.csv", newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        games = list(reader)
    assert tuple(reader.fieldnames) == GAME_COLUMNS
    assert len(games) == GAMES * len(REGIMES)
    for game in games:
        assert game["winner_seat"] in ("1", "2") and game["winner_agent"] == "heuristic"
        assert game["ended_by"] in ("wages", "monarch", "round_limit") and game["end"]
    adopted = {g["single_tax_round"] for g in games if g["regime"] == "single-tax-at-10"}
    assert adopted == {"10"}


def test_summary_json_has_every_regime_with_its_measures_bands_and_win_rates(made):
    summary = json.loads((made / "summary.json").read_text(encoding="utf-8"))
    assert summary["plan"]["games"] == GAMES and summary["plan"]["agents"] == ["heuristic", "heuristic"]
    assert summary["files"]["rounds.csv"][:3] == ["regime", "game", "round"]
    assert [r["id"] for r in summary["regimes"]] == [r.id for r in REGIMES]
    for regime in summary["regimes"]:
        assert regime["games"] == GAMES
        assert set(regime["rounds"]) == {"gini_earned", "gini_wealth", "top_land_share", "wage_rate", "poor_house"}
        assert regime["rounds"]["wage_rate"][0]["round"] == 1
        gini = regime["measures"]["gini_earned"]
        assert 0 <= gini["ci95"][0] <= gini["mean"] <= gini["ci95"][1] <= 1
        assert sum(regime["win_rate_by_seat"]) == pytest.approx(1.0)
    by_id = {r["id"]: r for r in summary["regimes"]}
    assert by_id["landlordism"]["measures"]["wage_rate"]["mean"] == 100
    assert by_id["single-tax-from-start"]["measures"]["single_tax_adopted"]["mean"] == 1.0
    assert by_id["monarch"]["measures"]["top_land_lots"]["mean"] == 22


def test_regimes_picks_the_rule_sets_to_play(tmp_path):
    assert main(["report", "--games", "2", "--players", "2", "--workers", "1", "--regimes", "monarch,landlordism",
                 "--out", str(tmp_path)]) == 0
    summary = json.loads((tmp_path / "summary.json").read_text(encoding="utf-8"))
    assert [r["id"] for r in summary["regimes"]] == ["landlordism", "monarch"]


@pytest.mark.parametrize("args, named", [
    (["--games", "0"], "--games"),
    (["--games", "lots"], "--games"),
    (["--players", "9"], "--players"),
    (["--workers", "0"], "--workers"),
    (["--seed", "-1"], "--seed"),
    (["--regimes", "landlordism,utopia"], "--regimes"),
    (["--wages-times", "0"], "--wages-times"),
    (["--agents", "genius"], "--agents"),
    (["--agents", "strong,easy", "--players", "3"], "--agents"),
    (["--jail", "dungeon"], "--jail"),
    (["--lesson", "short"], "--lesson"),
    (["--vary", "colour=1,2"], "colour"),
    (["--vary", "house-price"], "KEY=V1,V2"),
    (["--vary", "house-price=100"], "at least two"),
    (["--vary", "house-price=50,fifty"], "'fifty'"),
    (["--vary", "house-price=0,50"], "out of range"),
    (["--vary", "rounds=20,20"], "each value once"),
    (["--vary", "players=2,7"], "out of range"),
    (["--vary", "section-multiplier=2,11"], "land_rent_multipliers[3]"),
    (["--vary", "players=2,3", "--agents", "strong,heuristic"], "one kind"),
    (["--vary", "rounds=20,40", "--wages-times", "8"], "--wages-times"),
    (["--vary", "single-tax-at=5,9", "--regimes", "monarch"], "--regimes"),
    (["--vary", "rounds=20,40", "--lesson", "long"], "--lesson"),
])
def test_a_bad_argument_is_one_line_naming_it_and_exit_code_2(tmp_path, capsys, args, named):
    try:
        code = main(["report", "--out", str(tmp_path / "r"), *args])
    except SystemExit as stop:           # argparse refuses a value before the command runs
        code = stop.code
    err = capsys.readouterr().err
    assert code == 2
    assert named in err and "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "r" / "index.html").exists()


def test_an_out_folder_that_is_a_file_is_refused(tmp_path, capsys):
    taken = tmp_path / "taken"
    taken.write_text("mine")
    assert main(["report", "--games", "1", "--out", str(taken)]) == 2
    assert "--out" in capsys.readouterr().err and taken.read_text() == "mine"


def test_a_run_asked_to_stop_keeps_the_games_it_played_and_says_so(engine, tmp_path):
    plan = ReportPlan(games=50, seed=1, agents=("heuristic", "heuristic"), jail="classic",
                      regimes=(BY_ID["landlordism"], BY_ID["monarch"]))
    seen = []
    report = collect(engine, plan, progress=lambda regime, done, total: seen.append(done),
                     should_stop=lambda: len(seen) >= 3)
    assert report.stopped and report.games_played == 3 and [t.games for t in report.tallies] == [3]
    write_report(report, tmp_path)
    assert "stopped before it finished" in (tmp_path / "index.html").read_text(encoding="utf-8")


def test_a_window_can_draw_the_main_chart_of_a_short_report(engine):
    plan = ReportPlan(games=3, seed=1, agents=("heuristic", "heuristic"), jail="classic", regimes=REGIMES[:2])
    figure = main_chart(collect(engine, plan))
    assert png_bytes(figure).startswith(PNG)


def test_ctrl_c_stops_the_run_and_writes_a_partial_report_without_a_traceback(tmp_path):
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    run = subprocess.Popen([sys.executable, "-m", "landlord", "report", "--games", "100000", "--workers", "2",
                            "--out", str(tmp_path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                           env=env, start_new_session=True)
    time.sleep(4)                                     # the workers are playing by now
    os.killpg(run.pid, signal.SIGINT)                 # as a terminal's Ctrl-C reaches the whole group
    out, err = run.communicate(timeout=120)
    assert run.returncode == 130
    assert "interrupted" in err and "partial report" in err and "Traceback" not in err
    assert "stopped before it finished" in (tmp_path / "index.html").read_text(encoding="utf-8")
    for _ in range(50):                               # the worker processes end with it
        try:
            os.killpg(run.pid, 0)
        except ProcessLookupError:
            break
        time.sleep(0.1)
    else:
        raise AssertionError("a worker process outlived the interrupted run")


def test_a_game_voted_into_the_single_tax_is_the_same_game_as_under_the_1906_rules_until_the_vote(made):
    summary = json.loads((made / "summary.json").read_text(encoding="utf-8"))
    for regime in summary["regimes"]:
        if not regime["id"].startswith("single-tax-at-"):
            continue
        voted = int(regime["id"].rsplit("-", 1)[1])
        gain = regime["earnings_gain_over_1906_rules"]
        before = [g for g in gain if g["round"] < voted]
        assert len(before) == voted - 1
        assert all(g["p10"] == g["median"] == g["p90"] == 0 for g in before)
        assert any(g["p10"] != g["p90"] for g in gain if g["round"] > voted)
