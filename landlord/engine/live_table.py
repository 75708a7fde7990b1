"""The :class:`TableView` a call of the house-rule host hands a rule: each field read from the
game the first time the rule asks for it, so a rule that reads three fields pays for three (the
spaces, the prices and the turn are set when it is made; ``engine/house_view.py`` says how each
field is read).

When the call is over (:func:`close_tables`) the view lets go of the game: a rule that kept it
finds every field filled in as it was during the call. The view never holds the game: what it
has not read yet is found through this module's table (``_SOURCES``), by the view's identity, and
only while its call lasts; its fields are copies (tuples, numbers, fresh dicts), as in a view
built whole by ``house_view.table_view``.

Left as Python in the compiled build (``setup.py``): it derives ``TableView``, a Python class.
"""
from __future__ import annotations

import threading
import weakref
from typing import TYPE_CHECKING, Any, Callable, Mapping

from .house_api import TableView
from .house_view import ON_FIRST_READ, made_now

if TYPE_CHECKING:
    from .context import Ctx


class _ReadOnFirstAccess:
    """A field of a :class:`LiveTableView` read from the game the first time it is asked for, and
    kept on the view from then on (where it is found first: this is not a data descriptor)."""

    __slots__ = ("name", "read")

    def __init__(self, name: str, read: Callable[[Ctx, str, Mapping[str, Any] | None], Any]) -> None:
        self.name, self.read = name, read

    def __get__(self, view: TableView | None, owner: type) -> Any:
        if view is None:
            return self
        source = _SOURCES[id(view)]          # present until the view is closed, and then filled in
        value = view.__dict__[self.name] = self.read(*source)
        return value


class LiveTableView(TableView):
    """A :class:`TableView` for one call of the host's (:func:`open_table`), its fields read from
    the game on first access. Read-only and plain data, as every view is."""

    def __getattr__(self, name: str) -> Any:
        # Only called for what no view has: the rule's author is told in the words of the contract.
        raise AttributeError(f"'TableView' object has no attribute {name!r}")

    def __getstate__(self) -> dict[str, Any]:
        """A copy (``copy``, ``pickle``) is of the whole view."""
        return {name: getattr(self, name) for name in self.__dataclass_fields__}


for _name, _read in ON_FIRST_READ.items():
    setattr(LiveTableView, _name, _ReadOnFirstAccess(_name, _read))

#: Where each live view reads what it has not read yet: (the call's context, the rule's id, the
#: held action), by the view's identity, while its call lasts. Kept here rather than on the view,
#: so that nothing the view holds leads to the game.
_SOURCES: dict[int, tuple[Ctx, str, Mapping[str, Any] | None]] = {}
#: The views opened by this thread's call under way, each with its identity and its source (a weak
#: reference: a view nobody kept is gone when the call ends).
_OPEN = threading.local()


def open_table(ctx: Ctx, seat: int, rule_id: str, held: Mapping[str, Any] | None = None) -> TableView:
    """The view for one call of the host's; :func:`close_tables` must follow when the call ends."""
    view = object.__new__(LiveTableView)
    view.__dict__.update(made_now(ctx, seat))
    source = _SOURCES[id(view)] = (ctx, rule_id, held)
    try:
        _OPEN.views.append((weakref.ref(view), id(view), source))
    except AttributeError:              # this thread's first view
        _OPEN.views = [(weakref.ref(view), id(view), source)]
    return view


def close_tables() -> None:
    """The call is over: the views it opened let go of the game. One the rule kept has every field
    read now, before the game changes, so that it goes on saying what it said during the call."""
    opened: list[tuple[weakref.ref[TableView], int, Any]] = getattr(_OPEN, "views", [])
    while opened:
        ref, key, source = opened.pop()
        view = ref()
        if view is not None:
            for name in ON_FIRST_READ:
                getattr(view, name)
        # A view gone may have left its identity to a later one, whose source is another.
        if _SOURCES.get(key) is source:
            del _SOURCES[key]
