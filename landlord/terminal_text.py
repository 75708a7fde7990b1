"""Text from files made safe for a terminal line: what a command prints of a file it refuses.

A file's keys and values reach error messages (the key at fault, the value refused). Printed raw,
a file could write escape codes, bells or NULs to the terminal, or make one line of ten
megabytes. Every error line the command line prints passes through :func:`terminal_line`.
"""
from __future__ import annotations

import re

#: The longest run of characters without a space kept whole (a long path still fits).
LONGEST_RUN = 200
_LONG_RUN = re.compile(r"\S{%d,}" % (LONGEST_RUN + 1))


def terminal_line(text: str) -> str:
    """``text`` with every run of more than :data:`LONGEST_RUN` characters without a space cut
    short ("..."), then every character a terminal would not print (escape, bell, NUL, a
    direction override...) written out as its escape (``\\x1b``)."""
    short = _LONG_RUN.sub(lambda run: run.group()[:LONGEST_RUN - 3] + "...", text)
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in short)
