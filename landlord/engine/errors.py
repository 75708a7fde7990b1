"""Errors the engine raises: each names what is wrong and where."""
from __future__ import annotations


class IllegalChoiceError(ValueError):
    """A choice that is not among the options of the pending decision."""


class RulesError(ValueError):
    """A rules file that cannot be played; ``findings`` lists every problem found.

    Each finding reads ``FILE: key.path: message`` so a person can go straight to it.
    ``unreadable`` is true when the file itself could not be read (missing, not a regular
    file, too large): there is nothing in it to check.
    """

    def __init__(self, findings: list[str], *, unreadable: bool = False) -> None:
        self.findings = list(findings)
        self.unreadable = unreadable
        first = self.findings[0] if self.findings else "invalid rules"
        more = f" (and {len(self.findings) - 1} more)" if len(self.findings) > 1 else ""
        super().__init__(first + more)


class EndlessGameError(RuntimeError):
    """A game still going after the players' safety net of decisions (``landlord.simulate`` and
    ``landlord.headless``): an engine bug, or a rules file whose numbers keep games from ending."""


class SetupError(ValueError):
    """A game set-up that the rules do not allow (player count, start, jail id, ...)."""


class PositionError(ValueError):
    """A position (``landlord.engine.position``) the game cannot start from.

    ``problems`` lists every problem found, one line each, ``key.path: message``, so that a
    person can fix them all at once; the message is those lines.
    """

    def __init__(self, problems: list[str]) -> None:
        self.problems = list(problems)
        super().__init__("\n".join(self.problems) or "invalid position")

    def under(self, root: str) -> list[str]:
        """The problems with their key paths inside ``root`` (a save's ``from_position``, say)."""
        top = "(top level)"
        return [root + line[len(top):] if line.startswith(top) else f"{root}.{line}" for line in self.problems]
