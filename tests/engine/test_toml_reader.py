"""The one reader refuses, at once and in one line, every file that is not a small regular UTF-8 TOML
file: pipes, devices, huge files, bytes that are not text, and TOML nested deeper than the stack."""
from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from landlord.engine.limits import MAX_NESTING
from landlord.engine.toml_reader import FileRefused, parse_toml, read_toml

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="this system has no named pipes")
needs_devices = pytest.mark.skipif(not Path("/dev/zero").exists(), reason="this system has no /dev/zero")


def refusal(path, **limits) -> FileRefused:
    """The reader's refusal of ``path``, which must come within two seconds (a pipe must not block)."""
    outcome: dict = {}

    def read() -> None:
        try:
            outcome["data"] = read_toml(path, **limits)
        except Exception as exc:   # noqa: BLE001 - the test names what it expected below
            outcome["error"] = exc

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(2)
    assert not reader.is_alive(), f"reading {path} blocked"
    error = outcome.get("error")
    assert isinstance(error, FileRefused), f"expected a refusal, got {outcome}"
    assert str(error).startswith(f"{path}: ") and "\n" not in str(error)
    return error


def test_a_small_regular_toml_file_is_read(tmp_path):
    path = tmp_path / "ok.toml"
    path.write_text('[meta]\nid = "x"\nlist = [[1, 2], { a = "[[[" }]\n', "utf-8")
    assert read_toml(path) == {"meta": {"id": "x", "list": [[1, 2], {"a": "[[["}]}}


@needs_fifo
def test_a_fifo_is_refused_at_once_without_blocking(tmp_path):
    fifo = tmp_path / "pipe.toml"
    os.mkfifo(fifo)
    error = refusal(fifo)
    assert "is a pipe, not a regular file" in error.problem and error.unreadable


@needs_fifo
def test_a_fifo_swapped_in_after_the_check_is_refused_by_the_open_file_not_waited_on(tmp_path, monkeypatch):
    fifo, regular = tmp_path / "pipe.toml", tmp_path / "regular.toml"
    os.mkfifo(fifo)
    regular.write_text("a = 1\n")
    real_stat = os.stat
    monkeypatch.setattr(os, "stat", lambda p, *a, **k: real_stat(regular if Path(p) == fifo else p, *a, **k))
    assert "is a pipe, not a regular file" in refusal(fifo).problem


@needs_devices
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_symlink_to_an_endless_device_is_refused_without_reading_it(tmp_path, device):
    link = tmp_path / "rules.toml"
    link.symlink_to(device)
    assert "is a device, not a regular file" in refusal(link).problem


def test_a_folder_and_a_missing_file_are_named_as_such(tmp_path):
    assert refusal(tmp_path).problem == "is a folder, not a file"
    assert refusal(tmp_path / "nowhere.toml").problem == "no such file"


def test_a_file_over_the_size_cap_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "big.toml"
    with open(path, "wb") as out:
        out.truncate(5 * 1024 * 1024)           # sparse: costs no disk, claims 5 MiB
    error = refusal(path, max_bytes=4 * 1024 * 1024)
    assert "5,242,880 bytes; the game reads at most 4,194,304" in error.problem and error.unreadable


@pytest.mark.skipif(not Path("/proc/self/maps").exists(), reason="this system has no /proc")
def test_a_file_that_claims_to_be_empty_is_still_read_no_further_than_the_cap():
    # /proc files say they hold 0 bytes and then go on giving: only the bytes read count.
    assert "is larger than 10 bytes" in refusal(Path("/proc/self/maps"), max_bytes=10).problem


def test_bytes_that_are_not_utf8_and_an_empty_file_are_refused_as_content(tmp_path):
    bad, empty = tmp_path / "bad.toml", tmp_path / "empty.toml"
    bad.write_bytes(b'id = "\xff\xfe"\n')
    empty.write_bytes(b"  \n\n")
    error = refusal(bad)
    assert "is not UTF-8 text (bytes that are not UTF-8 at offset 6)" in error.problem and not error.unreadable
    assert refusal(empty).problem == "is empty"


@pytest.mark.parametrize("text", [
    "a = " + "[" * 100_000 + "]" * 100_000,
    "a = " + "{a=" * 100_000 + "1" + "}" * 100_000,
    "a = [" + "{b = [" * 50_000 + "]}" * 50_000 + "]",
], ids=["arrays", "inline tables", "both"])
def test_brackets_nested_100000_deep_are_refused_before_the_parser_recurses(text):
    with pytest.raises(FileRefused) as caught:
        parse_toml(text, "deep.toml")
    assert f"nested too deeply): more than {MAX_NESTING} levels (line 1)" in str(caught.value)


@pytest.mark.parametrize("text", ["a." * 5_000 + "b = 1", "[" + "a." * 5_000 + "b]\nc = 1"],
                         ids=["dotted keys", "a table header"])
def test_tables_nested_by_dotted_keys_are_refused_after_parsing_without_recursion(text):
    with pytest.raises(FileRefused, match="nested too deeply"):
        parse_toml(text, "deep.toml")


def test_nesting_up_to_the_limit_is_read():
    depth = MAX_NESTING - 1
    assert parse_toml("a = " + "[" * depth + "]" * depth, "ok.toml")["a"]


@pytest.mark.parametrize("text", [
    'a = "' + "[" * 100 + '"',
    "a = '" + "{" * 100 + "'",
    'a = """\n' + "[" * 100 + '\\"""' + "[" * 100 + '\n"""',
    "a = '''" + "[" * 100 + "'''",
    "# " + "[" * 100 + "\na = 1",
    'a = "\\\\"\nb = "' + "[" * 100 + '"',
], ids=["basic string", "literal string", "multi-line string with an escaped quote",
        "multi-line literal string", "comment", "escaped backslash"])
def test_brackets_inside_strings_and_comments_do_not_count_as_nesting(text):
    parse_toml(text, "strings.toml")


def test_a_whole_number_too_long_to_convert_is_refused_as_toml_not_a_crash():
    with pytest.raises(FileRefused, match=r"is not valid TOML \(Exceeds the limit"):
        parse_toml("a = " + "1" * 5_000, "long.toml")


def test_text_that_is_not_toml_names_the_line():
    with pytest.raises(FileRefused, match=r"bad.toml: is not valid TOML \(.*line 2"):
        parse_toml("a = 1\n[meta\n", "bad.toml")
