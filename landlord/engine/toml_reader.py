"""The one reader for every file the game opens: rules files, saves, the Open Oubliette cards.

A file named on the command line or picked in the window may be anything: a pipe that never
ends, a symlink to ``/dev/zero``, a gigabyte of noise, or TOML nested a hundred thousand
levels deep. This module refuses each of those in one line before it can block, exhaust
memory or blow the parser's stack, so callers only ever see a plain ``dict`` or a
:class:`FileRefused`, which they turn into their own error (``RulesError``, ``SaveError``):

* only a regular file is opened (``os.stat`` after following symlinks), with ``O_NONBLOCK``
  so a pipe swapped in after the check cannot block the open, and ``fstat`` on the open
  descriptor confirms it;
* at most ``max_bytes`` are read, however large the file claims or turns out to be;
* the bytes must be UTF-8, and not empty;
* brackets may nest at most :data:`~landlord.engine.limits.MAX_NESTING` deep, counted
  before ``tomllib`` sees the text (its parser recurses once per level); dotted keys and
  table headers, which nest without brackets, are checked on the parsed result without
  recursion.

Only the standard library is used, so the engine can read its rules with it.
"""
from __future__ import annotations

import os
import re
import stat
import tomllib
from pathlib import Path
from typing import Any

from .limits import MAX_NESTING, MAX_RULES_FILE_BYTES

__all__ = ["FileRefused", "decode_text", "parse_toml", "read_bytes", "read_text", "read_toml"]

_CHUNK = 1 << 16


class FileRefused(ValueError):
    """A file the game will not use; ``problem`` says why in a few words, ``path`` which file.

    ``unreadable`` is true when the file could not be read at all (missing, not a regular
    file, too large, no permission) and false when it was read but its content is not usable
    (not UTF-8, empty, not TOML, nested too deeply).
    """

    def __init__(self, path: str | os.PathLike[str], problem: str, *, unreadable: bool) -> None:
        self.path, self.problem, self.unreadable = Path(path), problem, unreadable
        super().__init__(f"{path}: {problem}")


def read_toml(path: str | os.PathLike[str], *, max_bytes: int = MAX_RULES_FILE_BYTES,
              max_depth: int = MAX_NESTING) -> dict[str, Any]:
    """The TOML document in ``path`` as plain data.

    :raises FileRefused: for anything but a regular UTF-8 TOML file within the limits.
    """
    return parse_toml(read_text(path, max_bytes=max_bytes), path, max_depth=max_depth)


def read_text(path: str | os.PathLike[str], *, max_bytes: int = MAX_RULES_FILE_BYTES) -> str:
    """The UTF-8 text of a regular file of at most ``max_bytes`` bytes."""
    return decode_text(read_bytes(Path(path), max_bytes), path)


def decode_text(raw: bytes, path: str | os.PathLike[str]) -> str:
    """Bytes read from ``path`` as text: UTF-8, and not empty."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileRefused(path, f"is not UTF-8 text (bytes that are not UTF-8 at offset {exc.start})",
                          unreadable=False) from None
    if not text.strip():
        raise FileRefused(path, "is empty", unreadable=False)
    return text


def parse_toml(text: str, path: str | os.PathLike[str], *, max_depth: int = MAX_NESTING) -> dict[str, Any]:
    """Parse TOML text read from ``path``, refusing nesting beyond ``max_depth``."""
    deep = _too_deep_at(text, max_depth)
    if deep is not None:
        raise FileRefused(path, _nesting_problem(max_depth, f" (line {text.count(chr(10), 0, deep) + 1})"),
                          unreadable=False)
    try:
        data = tomllib.loads(text)
    except ValueError as exc:       # TOMLDecodeError, or e.g. a whole number of more than 4,300 digits
        reason = str(exc).partition(";")[0]     # not Python's advice on raising the digit limit
        raise FileRefused(path, f"is not valid TOML ({reason})", unreadable=False) from None
    except RecursionError:          # only if the bracket count above missed a way to nest
        raise FileRefused(path, _nesting_problem(max_depth, ""), unreadable=False) from None
    if _depth_exceeds(data, max_depth):
        raise FileRefused(path, _nesting_problem(max_depth, " (dotted keys or table headers)"), unreadable=False)
    return data


def _nesting_problem(max_depth: int, where: str) -> str:
    return f"is not valid TOML (nested too deeply): more than {max_depth} levels{where}"


# -- reading ---------------------------------------------------------------------------------
def read_bytes(path: str | os.PathLike[str], max_bytes: int = MAX_RULES_FILE_BYTES) -> bytes:
    """The bytes of a regular file, at most ``max_bytes`` of them."""
    path = Path(path)
    try:
        before = os.stat(path)               # follows symlinks: the file that would be read
    except (FileNotFoundError, NotADirectoryError):
        raise FileRefused(path, "no such file", unreadable=True) from None
    except (OSError, ValueError) as exc:     # ValueError: a NUL byte in the name
        raise FileRefused(path, f"cannot be read ({_reason(exc)})", unreadable=True) from None
    _check_regular(path, before, max_bytes)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except IsADirectoryError:
        raise FileRefused(path, "is a folder, not a file", unreadable=True) from None
    except OSError as exc:
        raise FileRefused(path, f"cannot be read ({_reason(exc)})", unreadable=True) from None
    try:
        _check_regular(path, os.fstat(fd), max_bytes)   # the file opened is the file checked
        chunks: list[bytes] = []
        total = 0
        while total <= max_bytes:
            chunk = os.read(fd, min(_CHUNK, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except BlockingIOError:
        raise FileRefused(path, "cannot be read (it would block)", unreadable=True) from None
    except OSError as exc:
        raise FileRefused(path, f"cannot be read ({_reason(exc)})", unreadable=True) from None
    finally:
        os.close(fd)
    if total > max_bytes:
        raise FileRefused(path, f"is larger than {max_bytes:,} bytes, the most the game reads", unreadable=True)
    return b"".join(chunks)


def _check_regular(path: Path, info: os.stat_result, max_bytes: int) -> None:
    mode = info.st_mode
    if stat.S_ISDIR(mode):
        raise FileRefused(path, "is a folder, not a file", unreadable=True)
    if not stat.S_ISREG(mode):
        raise FileRefused(path, f"is {_kind(mode)}, not a regular file", unreadable=True)
    if info.st_size > max_bytes:
        raise FileRefused(path, f"is {info.st_size:,} bytes; the game reads at most {max_bytes:,}", unreadable=True)


def _kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"


def _reason(exc: Exception) -> str:
    return getattr(exc, "strerror", None) or str(exc)


# -- nesting ---------------------------------------------------------------------------------
# What can open or close a level, start a string or start a comment, outside strings.
_SIGNIFICANT = re.compile(r"""[\[\]{}#"']""")
_BASIC_STRING_END = re.compile(r'(?:[^"\\\n]|\\.?)*("|\n|$)')
_LITERAL_STRING_END = re.compile(r"[^'\n]*('|\n|$)")


def _too_deep_at(text: str, max_depth: int) -> int | None:
    """The offset where brackets first nest deeper than ``max_depth``, or None.

    A small TOML lexer: it skips comments and the four kinds of string, so brackets inside
    them do not count, and counts ``[``/``{`` against ``]``/``}``. It runs in one pass with
    regular expressions, so a 32 MB save costs milliseconds. For text that is not valid
    TOML it may count wrongly; ``tomllib`` then reports the real error (and a stray
    recursion is still caught).
    """
    depth, pos, size = 0, 0, len(text)
    while pos < size:
        match = _SIGNIFICANT.search(text, pos)
        if match is None:
            return None
        char, pos = match.group(), match.start()
        if char in "[{":
            depth += 1
            if depth > max_depth:
                return pos
            pos += 1
        elif char in "]}":
            depth = max(depth - 1, 0)
            pos += 1
        elif char == "#":
            end = text.find("\n", pos)
            pos = size if end < 0 else end + 1
        elif text.startswith(char * 3, pos):
            pos = _multiline_string_end(text, pos + 3, char)
        else:
            pattern = _BASIC_STRING_END if char == '"' else _LITERAL_STRING_END
            found = pattern.match(text, pos + 1)
            assert found is not None, "always matches: every character has a way through"
            pos = found.end()
    return None


def _multiline_string_end(text: str, pos: int, quote: str) -> int:
    """Where a ``\"\"\"`` or ``'''`` string that began before ``pos`` ends (past up to two extra quotes)."""
    closing = quote * 3
    while True:
        end = text.find(closing, pos)
        if end < 0:
            return len(text)
        if quote == '"':
            start = end
            while start > pos and text[start - 1] == "\\":
                start -= 1
            if (end - start) % 2:          # an escaped quote: the string goes on
                pos = end + 1
                continue
        end += 3
        extra = 0
        while extra < 2 and text.startswith(quote, end):
            end, extra = end + 1, extra + 1
        return end


def _depth_exceeds(data: Any, max_depth: int) -> bool:
    """Whether parsed data nests deeper than ``max_depth`` containers (walked without recursion)."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > max_depth:
            return True
        children = node.values() if isinstance(node, dict) else node
        stack.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))
    return False
