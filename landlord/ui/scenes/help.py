"""Help: the rules in brief and the keyboard shortcuts, then a page for each installed plugin that
writes one (its optional ``help_text``: Dungeonopoly's classes, a jail game's how to escape).
Right/Left (Page Down/Up) turn the pages (its last line says so); any other key, or a click, closes it.

Unmarked rules are Magie's 1906 text; the project's reconstructions and readings carry the
marks of ``cards_text`` (``(reconstructed, I-16)``), each naming its entry in
``rules/INTERPRETATIONS.md``. The text is set in the largest size that fits the window.
"""
from __future__ import annotations

from typing import Sequence

import pygame

from ...engine.classic_jail import CLASSIC_ID
from .. import theme
from ..cards_text import mark
from ..scene import Scene

HELP = f"""THE LANDLORD'S GAME (Elizabeth Magie, 1906)
Unmarked rules are Magie's 1906 text, in brief. Rules 13 to 17 and the Chance card texts are lost: "(reconstructed, I-n)" marks this game's stand-in, "(reading, I-n)" its reading of an unclear rule; I-n is an entry of rules/INTERPRETATIONS.md.
THE 1906 RULES
Starting cash: $600 each for two players, $500 for three, $400 for four; $400 for five or six {mark('players')}. Throw two dice and move. Reaching or passing Mother Earth pays $100 wages. Land rent goes to the lot's holder; an unowned lot is auctioned, the lander having the first option at the highest bid {mark('auction')}. Taxes on Food, Fuel, Shelter and Clothing go to the Public Treasury. Trespassers on Hogg's Game Preserves or Lord Blueblood's Estate go to Jail. Speculation: refuse the move, or ante $10 and throw for winnings. Railroads and franchises charge fares; a Trust charges $40. Chance: draw a card and do what it says. Between the Chances you may move either way. A player who cannot pay, borrow or sell goes to the Poor House. Up to three houses a lot, $10 house rent each; a section fully built doubles its land rent, and taxes double at 10 and 25 houses. Cash, and 100 for every card and house, decide the winner.
LOST RULES, AS THIS GAME PLAYS THEM
Luxury: pay $75 for a Luxury card worth 100 {mark('luxury')}. Houses cost $100 and go on your own lots, before you throw {mark('houses')}. On your turn, offer to sell a card to another player or to buy one {mark('selling')}. Borrow $100 notes on your cards, $5 interest a note whenever you draw wages {mark('borrowing')}. A double may ride from a railroad it passes to the next one {mark('doubles')}. The Chance card texts are ours {mark('chance')}. The game ends when a player has drawn wages five times {mark('end')}; the Monarch of the World also when nobody but the landlord can pay {mark('monarch end')}.
THE SINGLE TAX (1906)
Anyone may propose it, any time (T) {mark('vote')}; two votes adopt it. Then land rent goes to the Public Treasury, deeds count nothing, anyone may build on an empty lot, and the Treasury buys the franchises, builds Free Colleges and raises wages.
JAIL
The 1906 jail (Rule 6: pay $50, or throw a double, to come out) is the jail game "{CLASSIC_ID}". This game's default is Open Oubliette (John Colagioia), by design: three turns in a dungeon; treasure banked at its Exit pays $1 for every 10 gold. Choose the jail on the new-game screen, or with --jail {CLASSIC_ID}.
KEYS
1-9: choose an option. Up/Down and Enter: move and choose. Page Up/Down: more options. F2 or ?: the highlighted option's whole text. T: propose. A: the expert's hint. P: computer pace. M: sound on/off. F11: full screen.
F5 or Ctrl+S: save. F9 or Ctrl+O: load. U or Ctrl+Z: take back your own choices since the last throw. H or F1: this help. Esc: quit (asks first during a game). Mouse: click options; hover a space for its card, click to pin it. Tab: skip animations."""

#: Text sizes tried, largest first, until the whole help fits the window.
SIZES = (19, 18, 17, 16, 15, 14, 13, 12)
#: A plugin's page too long for the window in this size or larger is shown over several screens.
PAGED_SIZE = 15
MARGIN_X, TOP, HINT = 30, 24, "Press any key to go back."
NEXT, BACK = (pygame.K_RIGHT, pygame.K_PAGEDOWN), (pygame.K_LEFT, pygame.K_PAGEUP)


def _is_heading(paragraph: str) -> bool:
    return len(paragraph) < 60 and paragraph.split(" (")[0].isupper()


Lines = list[tuple[str, bool, int]]


def layout(width: int, height: int, paragraphs: Sequence[str] = HELP.split("\n"),
           sizes: Sequence[int] = SIZES) -> tuple[int, Lines, int]:
    """The text size and the lines (text, heading, y) of ``paragraphs`` (the rules' page unless
    said) in a ``width`` × ``height`` window, and the y below the last line (the hint included):
    the largest size that fits, else the smallest."""
    for size in sizes:
        lines, bottom = _set(paragraphs, size, width)
        if bottom <= height or size == sizes[-1]:
            return size, lines, bottom
    raise AssertionError("unreachable")


def _set(paragraphs: Sequence[str], size: int, width: int) -> tuple[Lines, int]:
    lines: Lines = []
    y = TOP
    for k, paragraph in enumerate(paragraphs):
        heading = _is_heading(paragraph)
        f = theme.font(size, bold=heading)
        if heading and k:
            y += size // 3          # a little air above every heading but the first
        for line in theme.wrap(paragraph, f, width - 2 * MARGIN_X):
            lines.append((line, heading, y))
            y += f.get_linesize()
        y += 4
    return lines, y + 10 + theme.font(size - 2).get_linesize()


def screens(width: int, height: int, paragraphs: Sequence[str]) -> list[list[str]]:
    """A plugin's page as the screens it takes: one if it fits in :data:`PAGED_SIZE` or larger,
    else as many paragraphs to a screen as fit in that size (a heading stays with what follows)."""
    if _set(paragraphs, PAGED_SIZE, width)[1] <= height:
        return [list(paragraphs)]
    out: list[list[str]] = [[]]
    for k, paragraph in enumerate(paragraphs):
        trial = out[-1] + [paragraph]
        follows = list(paragraphs[k + 1:k + 2]) if _is_heading(paragraph) else []
        if out[-1] and _set(trial + follows, PAGED_SIZE, width)[1] > height:
            out.append([paragraph])
        else:
            out[-1] = trial
    return out


def pages(app) -> list[tuple[str, list[str]]]:
    """The rules' page, then each installed house rule's and jail game's that writes one."""
    from ..house_words import help_text, rule_title
    found = [("The Landlord's Game", HELP.split("\n"))]
    for plugin_id, plugin in [*sorted(app.engine.house_rules.items()), *sorted(app.registry.games.items())]:
        text = help_text(plugin, plugin_id)
        if text:
            found.append((rule_title(plugin, plugin_id), text))
    return found


class HelpScene(Scene):
    modal = True

    def __init__(self, app, about: str = "") -> None:
        """Help, open at the page whose title is ``about`` (the rules' page if none is)."""
        super().__init__(app)
        self.pages = pages(app)
        self.screen = 0
        self._about = about
        self._size: tuple[int, int] | None = None
        self.screens: list[tuple[str, list[str]]] = []

    def _paginate(self, w: int, h: int) -> None:
        """Every page's screens for this window (the rules' page is always one)."""
        if self._size == (w, h):
            return
        self._size = (w, h)
        self.screens = [self.pages[0]] + [(title, part) for title, text in self.pages[1:]
                                          for part in screens(w, h, text)]
        if self._about:
            self.screen = next((k for k, (title, _) in enumerate(self.screens) if title == self._about), 0)
            self._about = ""

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in NEXT + BACK and self.screens:
            step = 1 if event.key in NEXT else -1
            self.screen = (self.screen + step) % len(self.screens)
        elif event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.app.stack.remove(self)
        return True

    def hint(self) -> str:
        if len(self.screens) <= 1:
            return HINT
        titles = [title for title, _ in self.screens]
        title = titles[self.screen]
        part = titles[:self.screen + 1].count(title)
        of = titles.count(title)
        more = f" ({part} of {of})" if of > 1 else ""
        return f"Page {self.screen + 1} of {len(self.screens)}: {title}{more}.  Right/Left: turn the page.  Any other key: back."

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        w, h = surface.get_size()
        self._paginate(w, h)
        _, paragraphs = self.screens[self.screen]
        size, lines, bottom = layout(w, h, paragraphs, SIZES if self.screen == 0 else
                                     [s for s in SIZES if s >= PAGED_SIZE] or SIZES[-1:])
        for line, heading, y in lines:
            surface.blit(theme.font(size, bold=heading).render(line, True, theme.INK), (MARGIN_X, y))
        hint, words = theme.fitted(self.hint(), size - 2, w - 2 * MARGIN_X)
        surface.blit(hint.render(words, True, theme.MUTED), (MARGIN_X, bottom - theme.font(size - 2).get_linesize()))
