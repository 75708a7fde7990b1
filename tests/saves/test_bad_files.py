"""A bad save file is refused with one line naming the file and the key, exit code 2, no traceback,
nothing played, and the file left exactly as it was."""
from __future__ import annotations

import pytest

from landlord.cli import main
from landlord.game_record import state_digest
from landlord.saves import SaveError, dumps, load_game

from save_helpers import played

KINDS = ["human", "heuristic", "random"]


@pytest.fixture(scope="module")
def good(engine):
    """The text of a good save, and the game it holds."""
    state = played(engine, ["heuristic", "heuristic", "random"], 21, decisions=200, jail="oubliette")
    return dumps(engine, state, KINDS), state


def edit(text: str, old: str, new: str) -> str:
    assert old in text, f"the good save has no {old!r}"
    return text.replace(old, new, 1)


def first_roll(state) -> int:
    return state.history.index("roll")


def digest_line(state) -> str:
    return f'digest = "{state_digest(state)}"'


# name: (how to spoil the good save's text, giving text or bytes), what the message must name
# (or a function of the saved game that gives it)
CASES = {
    "truncated mid-file": (lambda t, s: t[: len(t) // 2], "not valid TOML"),
    "truncated before the choices": (lambda t, s: t[: t.index("[history]")], "history: missing"),
    "truncated to nothing": (lambda t, s: "", "is empty"),
    "corrupted bytes": (lambda t, s: t.encode()[:300] + b"\xff\xfe\x00\x81" + t.encode()[304:], "not UTF-8"),
    "a corrupted letter in a choice": (lambda t, s: edit(t, '    "roll",', '    "rolk",'),
                                       lambda s: f"history.choices[{first_roll(s)}]: not legal when replayed"),
    "the seed as text": (lambda t, s: edit(t, "seed = 21", 'seed = "twenty-one"'), "game.seed: must be a whole number, not str"),
    "a yes for true": (lambda t, s: edit(t, "advanced = true", 'advanced = "yes"'), "game.advanced: must be true or false, not str"),
    "a seat kind as a number": (lambda t, s: edit(t, 'kind = "random"', "kind = 3"), "seats[2].kind: must be text, not int"),
    "a decimal choice": (lambda t, s: edit(t, '    "roll",', "    1.5,"),
                         lambda s: f"history.choices[{first_roll(s)}]: must be text, a whole number or a list of them, not float"),
    "a table for a choice": (lambda t, s: edit(t, '    "roll",', "    { roll = 1 },"),
                             lambda s: f"history.choices[{first_roll(s)}]: must be text, a whole number or a list of them, not dict"),
    "choices not a list": (lambda t, s: t[: t.index("choices = [")] + 'choices = "roll"\n',
                           "history.choices: must be a list of choices, not str"),
    "a huge seed": (lambda t, s: edit(t, "seed = 21", "seed = 123456789012345678901234567890"),
                    "game.seed: must be <= 9223372036854775807, not 123456789012345678901234567890"),
    "a huge round limit": (lambda t, s: edit(t, "round_limit = 300", "round_limit = 9000000000000"),
                           "game.round_limit: must be <= 1000, not 9000000000000"),
    "a huge bid": (lambda t, s: edit(t, '    "roll",', "    99999999999999999999999999,"),
                   lambda s: f"history.choices[{first_roll(s)}]: must be <= 9223372036854775807, not 99999999999999999999999999"),
    "deeply nested lists": (lambda t, s: edit(t, '    "roll",', "    " + "[" * 3000 + "]" * 3000 + ","),
                            "is not valid TOML (nested too deeply)"),
    "a list inside a choice": (lambda t, s: edit(t, '    "roll",', "    [[3, 4]],"),
                               lambda s: f"history.choices[{first_roll(s)}][0]: must be text or a whole number, not list"),
    "an unknown key in a table": (lambda t, s: edit(t, "[game]\n", '[game]\ncolour = "red"\n'),
                                  "game.colour: unknown key"),
    "an unknown key at the top": (lambda t, s: edit(t, "format = 1\n", "format = 1\ncheat = true\n"),
                                  "cheat: unknown key"),
    "a missing key": (lambda t, s: edit(t, "seed = 21\n", ""), "game.seed: missing"),
    "a jail plugin that is not installed": (
        lambda t, s: edit(edit(t, 'id = "oubliette"', 'id = "dragon-pit"'), 'oubliette = "1.0"', 'dragon-pit = "1.0"'),
        "plugins.dragon-pit: the save needs the jail game 'dragon-pit' version 1.0, which is not installed"),
    "a plugins table without the jail": (lambda t, s: edit(t, 'oubliette = "1.0"', 'classic = "1.0"'), "plugins: must list"),
    "a choice that is not legal when replayed": (lambda t, s: edit(t, '    "roll",', '    "build:the-moon",'),
                                                 lambda s: f"history.choices[{first_roll(s)}]: not legal when replayed"),
    "an edited digest": (lambda t, s: edit(t, digest_line(s), 'digest = "sha256:' + "0" * 64 + '"'),
                         "digest: the choices replay to a different game"),
    "a malformed digest": (lambda t, s: edit(t, digest_line(s), 'digest = "md5:abc"'), "digest: must be 'sha256:' and 64 hexadecimal digits, not 'md5:abc'"),
    "a newer format": (lambda t, s: edit(t, "format = 1", "format = 2"), "format: this is a format-2 save from a newer"),
    "no format": (lambda t, s: edit(t, "format = 1\n", ""), "format: missing; this is not a Landlord's Game save"),
    "another rules edition": (lambda t, s: edit(t, 'id = "landlords-1906"', 'id = "monopoly-1935"'),
                              "rules.id: the save is a game of 'monopoly-1935'"),
    "a count of decisions that disagrees": (lambda t, s: edit(t, "decisions = 200", "decisions = 201"),
                                            "position.decisions: says 201 but history.choices holds 200"),
    "a position that disagrees": (lambda t, s: edit(t, f"round = {s.round}\n", f"round = {s.round + 1}\n"), "position:"),
    "too few seats": (lambda t, s: t[: t.index("seats = [")] + "seats = []\n" + t[t.index("\n[rules]"):],
                      "seats: must be a list of at least 1 seats, not 0"),
    "an escape sequence in a name": (lambda t, s: edit(t, 'name = "Heuristic 1"', 'name = "Heuristic\\u001b[2J 1"'),
                                     "seats[0].name: must not contain control characters"),
    "a monarch seat that is not a seat": (lambda t, s: edit(t, "monarch_seat = 0", "monarch_seat = 7"),
                                          "game.monarch_seat: 7 is not a seat"),
    "a time of saving as text": (lambda t, s: edit(t, "saved_at = ", 'saved_at = "yesterday"  # '),
                                 "saved_at: must be a date and time, not str"),
    "a timeout's call counted from 0": (lambda t, s: edit(t, "[jail]\n", '[jail]\ntimeouts = [[3, 0, "slow"]]\n'),
                                        "jail.timeouts[0][1]: must be >= 1, not 0"),
    "a jail timeout without its reason": (lambda t, s: edit(t, "[jail]\n", "[jail]\ntimeouts = [[3, 1]]\n"),
                                          "jail.timeouts[0]: must be [choice, call, reason]"),
    "seven seats": (lambda t, s: edit(t, "seats = [", "seats = [" + '{ name = "X", kind = "random" }, ' * 4),
                    "seats: must have at most 6 seats, not 7"),
    "an unknown start": (lambda t, s: edit(t, 'start = "deal"', 'start = "chaos"'), "game.start:"),
}


def spoil(name, text, state):
    make, expected = CASES[name]
    data = make(text, state)
    if callable(expected):
        expected = expected(state)
    return (data if isinstance(data, bytes) else data.encode("utf-8")), expected


@pytest.mark.parametrize("command", [["replay", "{}", "--text"], ["play", "--load", "{}", "--quit-after", "1"]],
                         ids=["replay", "play"])
@pytest.mark.parametrize("name", list(CASES))
def test_a_bad_save_is_refused_in_one_line_with_exit_2_and_left_as_it_was(good, tmp_path, capsys, name, command,
                                                                         private_data_dir):
    data, expected = spoil(name, *good)
    path = tmp_path / "bad save.toml"
    path.write_bytes(data)
    code = main([part.format(path) for part in command])
    out, err = capsys.readouterr()
    assert code == 2
    assert err.startswith("landlord: error: ") and err.count("\n") == 1, err
    assert str(path) in err and expected in err, err
    assert "Traceback" not in err and out == "", "nothing may be played or printed"
    assert path.read_bytes() == data, "the file was changed"
    assert not private_data_dir.exists(), "nothing may be autosaved from a bad file"


def test_a_choice_after_the_end_of_the_game_is_refused(engine, tmp_path, capsys):
    state = played(engine, ["heuristic", "heuristic"], 4)
    text = dumps(engine, state)
    n = len(state.history)
    text = edit(text, f"decisions = {n}", f"decisions = {n + 1}")
    text = edit(text, "choices = [\n", 'choices = [\n    "roll",\n')   # one more choice shifts all the rest
    path = tmp_path / "g.toml"
    path.write_text(text, "utf-8")
    assert main(["replay", str(path), "--text"]) == 2
    assert "history.choices[" in capsys.readouterr().err


def test_a_missing_file_or_a_folder_is_named_in_one_line(tmp_path, capsys):
    assert main(["replay", str(tmp_path / "nowhere.toml"), "--text"]) == 2
    assert "nowhere.toml: no such file" in capsys.readouterr().err
    assert main(["play", "--load", str(tmp_path), "--quit-after", "1"]) == 2
    assert "is a folder" in capsys.readouterr().err


def test_the_library_raises_save_error_a_value_error_naming_file_and_key(engine, good, tmp_path):
    path = tmp_path / "g.toml"
    path.write_text(edit(good[0], "seed = 21", 'seed = "x"'), "utf-8")
    with pytest.raises(SaveError) as caught:
        load_game(path, engine=engine)
    assert isinstance(caught.value, ValueError)
    assert caught.value.key == "game.seed" and caught.value.path == path
    assert str(caught.value).startswith(f"{path}: game.seed: ")


def test_a_different_plugin_version_loads_with_a_note_when_the_game_replays_exactly(good, tmp_path, capsys):
    path = tmp_path / "g.toml"
    text = good[0].replace('version = "1.0"', 'version = "0.9"').replace('oubliette = "1.0"', 'oubliette = "0.9"')
    path.write_text(text, "utf-8")
    assert main(["replay", str(path), "--text"]) == 0
    out, err = capsys.readouterr()
    assert "saved with jail game oubliette version 0.9 (installed: version 1.0)" in err
    assert out.count("\n") > 10


def test_a_different_plugin_version_is_refused_naming_it_when_the_game_replays_otherwise(good, tmp_path, capsys):
    path = tmp_path / "g.toml"
    text = good[0].replace('version = "1.0"', 'version = "0.9"').replace('oubliette = "1.0"', 'oubliette = "0.9"')
    text = edit(text, digest_line(good[1]), 'digest = "sha256:' + "1" * 64 + '"')
    path.write_text(text, "utf-8")
    assert main(["play", "--load", str(path), "--quit-after", "1"]) == 2
    err = capsys.readouterr().err
    assert "digest: the choices replay to a different game than the one saved; it was saved with jail game " \
           "oubliette version 0.9" in err


def test_a_different_rules_version_loads_with_a_note_when_the_game_replays_exactly(good, tmp_path, capsys):
    path = tmp_path / "g.toml"
    path.write_text(edit(good[0], '[rules]\nid = "landlords-1906"\nversion = "1"',
                         '[rules]\nid = "landlords-1906"\nversion = "0"'), "utf-8")
    assert main(["replay", str(path), "--text"]) == 0
    assert "saved with rules landlords-1906 version 0" in capsys.readouterr().err


@pytest.mark.parametrize("key, shown", [
    ('"\\u001b[31mred\\u0007\\u0000"', "\\x1b[31mred\\x07\\x00"),     # escape codes, a bell, a NUL
    ('"' + "k" * 10_000_000 + '"', "plugins." + "k" * 40),                 # a key of 10 MB
], ids=["escape codes", "ten megabytes"])
def test_a_key_from_the_file_is_quoted_and_shortened_in_the_error_line(good, tmp_path, capsys, key, shown):
    """Issue 24, fault 15: what comes from a file is written out and cut short before it is printed."""
    path = tmp_path / "hostile.toml"
    path.write_text(edit(good[0], "[plugins]\n", f"[plugins]\n{key} = \"1.0\"\n"), encoding="utf-8")
    code = main(["replay", str(path), "--text"])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and len(err) < 1_000, err[:200]
    assert not any(c in err for c in "\x1b\x07\x00"), "nothing from the file reaches the terminal raw"
    assert shown in err, err
