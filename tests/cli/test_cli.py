"""The landlord command: simulate, rules check, plugins, and one-line errors for bad input."""
from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
import tomli_w

from landlord.cli import main
from landlord.paths import default_rules_path


def run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "landlord", *args], capture_output=True, text=True, cwd=cwd)


def test_simulate_json_reports_every_game_with_winner_rounds_ending_and_wealth(capsys):
    assert main(["simulate", "--games", "3", "--players", "3", "--seed", "5", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert {"games", "seed", "jail", "rounds_total", "seconds", "results"} <= set(report)
    assert report["games"] == 3 and report["seed"] == 5 and report["jail"] == "oubliette"
    assert len(report["results"]) == 3
    for game in report["results"]:
        assert 0 <= game["winner"] < 3
        assert game["ended_by"] in ("wages", "round_limit")
        assert len(game["wealth"]) == 3 and game["rounds"] > 0
        assert len(game["cash"]) == len(game["houses"]) == 3 and min(game["cash"]) >= 0
        assert game["wealth"][game["winner"]] == max(game["wealth"])
    assert report["rounds_total"] == sum(g["rounds"] for g in report["results"])


def test_simulate_gives_the_same_output_for_the_same_arguments_apart_from_seconds(capsys):
    outputs = []
    for _ in range(2):
        main(["simulate", "--games", "4", "--seed", "9", "--agents", "random,heuristic", "--json"])
        report = json.loads(capsys.readouterr().out)
        report.pop("seconds")
        outputs.append(report)
    assert outputs[0] == outputs[1]
    main(["simulate", "--games", "4", "--seed", "10", "--agents", "random,heuristic", "--json"])
    assert json.loads(capsys.readouterr().out)["results"] != outputs[0]["results"]


def test_simulate_prints_a_readable_summary_and_a_progress_bar_on_stderr(capsys):
    assert main(["simulate", "--games", "2", "--players", "2"]) == 0
    out, err = capsys.readouterr()
    assert "Games played:  2" in out and "Mean rounds:" in out and "Wins by seat:" in out
    assert "How games ended:" in out
    assert "2/2" in err


@pytest.mark.parametrize("args, names", [
    (["simulate", "--players", "1"], "--players"),
    (["simulate", "--players", "7"], "--players"),
    (["simulate", "--games", "0"], "--games"),
    (["simulate", "--games", "many"], "--games"),
    (["simulate", "--seed", "-1"], "--seed"),
    (["simulate", "--jail", "no-such-jail"], "--jail"),
    (["simulate", "--agents", "genius"], "--agents"),
    (["simulate", "--agents", "random,random", "--players", "3"], "--agents"),
    (["simulate", "--start", "sideways"], "--start"),
    (["simulate", "--rules", "does-not-exist.toml"], "does-not-exist.toml"),
    (["frobnicate"], "frobnicate"),
])
def test_bad_command_line_values_get_one_line_and_exit_code_2(args, names):
    result = run(*args)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert names in lines[0]
    assert "Traceback" not in result.stderr


def test_rules_check_accepts_the_1906_rules(capsys):
    assert main(["rules", "check", str(default_rules_path())]) == 0
    assert "ok" in capsys.readouterr().out


def broken_copy(tmp_path: Path, edit) -> Path:
    data = tomllib.loads(default_rules_path().read_text(encoding="utf-8"))
    edit(data)
    path = tmp_path / "broken.toml"
    path.write_bytes(tomli_w.dumps(data).encode())
    return path


def test_rules_check_lists_every_problem_with_file_and_key_path_and_exits_1(tmp_path, capsys):
    def edit(data):
        data["spaces"][3]["rent"] = -2
        data["spaces"][5]["kind"] = "castle"
        del data["money"]["wages"]
        data["board"]["jail"] = "nowhere"
    path = broken_copy(tmp_path, edit)
    assert main(["rules", "check", str(path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert f"{path}: spaces[3].rent: must be >= 0, not -2" in out
    assert any(line.startswith(f"{path}: spaces[5].kind:") for line in out)
    assert f"{path}: money.wages: missing" in out
    assert f"{path}: board.jail: no space with id 'nowhere'" in out


def test_rules_check_reports_a_file_that_is_not_toml(tmp_path, capsys):
    path = tmp_path / "garbage.toml"
    path.write_bytes(b"[meta\nid = \xff\xfe")
    assert main(["rules", "check", str(path)]) == 1
    out = capsys.readouterr().out
    assert str(path) in out and out.count("\n") == 1


def test_simulate_with_an_invalid_rules_file_says_so_in_one_line(tmp_path):
    path = broken_copy(tmp_path, lambda d: d["spaces"][1].update(price="cheap"))
    result = run("simulate", "--games", "1", "--rules", str(path))
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1
    assert "spaces[1].price" in result.stderr


def test_an_edited_board_with_other_names_prices_and_fewer_spaces_plays_without_code_changes(tmp_path, capsys):
    def edit(data):
        # Drop the Luxury space and two lots, rename and reprice what is left.
        data["spaces"] = [s for s in data["spaces"] if s["id"] not in ("luxury", "madison-square", "the-farm")]
        for s in data["spaces"]:
            s["name"] = "New " + s["name"]
            if "price" in s:
                s["price"] += 10
        data["meta"]["id"] = "edited-board"
        data["hands"] = []
    path = broken_copy(tmp_path, edit)
    assert main(["rules", "check", str(path)]) == 0
    assert main(["simulate", "--games", "5", "--players", "3", "--rules", str(path), "--json"]) == 0
    report = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert report["rules"] == "edited-board" and len(report["results"]) == 5


def test_plugins_lists_the_jail_games_with_title_version_api_the_default_and_the_plugin(capsys):
    assert main(["plugins"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split() == ["id", "title", "version", "api", "default", "plugin"]
    classic = next(line for line in out if line.startswith("classic"))
    assert "The 1906 Jail" in classic and "1.0" in classic and " yes " not in classic
    oubliette = next(line for line in out if line.startswith("oubliette"))
    assert "Open Oubliette" in oubliette and " yes " in oubliette and oubliette.rstrip().endswith("oubliette")


def test_plugins_lists_what_it_can_and_every_problem_once_and_exits_1(monkeypatch, capsys, fresh_plugin_manager):
    import landlord.plugin_host as host
    from landlord import hookimpl

    class Untitled:
        id, title, version, business_while_jailed = "untitled", None, "1", False
        on_jailed = pending = apply = staticmethod(lambda *a: None)

    class Broken:
        @hookimpl
        def landlord_jail_games(self):
            raise RuntimeError("cannot find its cards")

    class OffersUntitled:
        @hookimpl
        def landlord_jail_games(self):
            return [Untitled()]

    real = host.make_plugin_manager
    monkeypatch.setattr(host, "make_plugin_manager", lambda **options: real(extra=[Broken(), OffersUntitled()]))
    assert main(["plugins"]) == 1
    out, err = capsys.readouterr()
    assert any(line.startswith("oubliette") for line in out.splitlines())
    assert out.count("cannot find its cards") == 1 and out.count("its title must be text") == 1
    assert "cannot find its cards" not in err and "Traceback" not in err


def test_the_readme_quick_start_test_line_is_the_one_ci_runs():
    root = Path(__file__).resolve().parents[2]
    readme = (root / "README.md").read_text()
    ci = (root / ".ci" / "run").read_text()
    test_line = next(line for line in ci.splitlines() if "pytest" in line and line.startswith("python3 -m venv"))
    assert test_line in readme
