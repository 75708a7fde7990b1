"""Small reusable pieces: buttons and the choice panel that answers any Decision."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

import pygame

from . import theme

PAGE = 9      # options shown at once; number keys 1-9 choose among them
#: The mark on the button of the option a game advises, and what is read under the buttons for it.
ADVICE_MARK, ADVICE_WORDS = "\u2605", "\u2605 The game's advice: this move helps you most."
#: Keys that open the highlighted option's whole text on a card (F2, or "?" however it is typed).
READ_KEYS, READ_CHAR = (pygame.K_F2,), "?"
#: The last line under the buttons when the highlighted option's text is longer than their room.
READ_HINT = "... F2 or click: read it all"


@dataclass
class Button:
    rect: pygame.Rect
    label: str
    hot: bool = False

    def _label_x(self, key: str, size: int) -> int:
        """Where the label begins, after the key printed before it."""
        return self.rect.x + 8 + (theme.font(size, bold=True).size(key)[0] + 8 if key else 0)

    def shows_whole(self, key: str = "", size: int = 18) -> bool:
        """Whether the label fits the button as it is, not shortened with "..."."""
        return theme.fitted(self.label, size, self.rect.right - self._label_x(key, size) - 6)[1] == self.label

    def draw(self, surface: pygame.Surface, key: str = "", size: int = 18) -> None:
        pygame.draw.rect(surface, theme.BUTTON_HOT if self.hot else theme.BUTTON, self.rect, border_radius=6)
        pygame.draw.rect(surface, theme.INK, self.rect, 1, border_radius=6)
        x = self._label_x(key, size)
        if key:
            k = theme.font(size, bold=True).render(key, True, theme.BUTTON_KEY)
            surface.blit(k, (self.rect.x + 8, self.rect.centery - k.get_height() // 2))
        f, label = theme.fitted(self.label, size, self.rect.right - x - 6)
        text = f.render(label, True, theme.INK)
        surface.blit(text, (x, self.rect.centery - text.get_height() // 2))


@dataclass
class OptionButton(Button):
    """A button of the choice panel: it carries the option it chooses and the number key printed
    on it, so what it shows, what its key picks and what a click picks are one record."""

    index: int = 0
    key: str = ""
    advised: bool = False

    def _label_x(self, key: str, size: int) -> int:
        """An advised option's star stands before its label."""
        x = super()._label_x(key, size)
        return x + theme.font(size, bold=True).size(ADVICE_MARK + " ")[0] if self.advised else x

    def draw(self, surface: pygame.Surface, key: str = "", size: int = 18) -> None:
        super().draw(surface, key or self.key, size)
        if self.advised:
            star = theme.font(size, bold=True).render(ADVICE_MARK, True, theme.SPOTLIGHT)
            x = super()._label_x(key or self.key, size)
            surface.blit(star, (x, self.rect.centery - star.get_height() // 2))


class ChoicePanel:
    """Lists a decision's options as buttons: click one, press its number, or move with the
    arrow keys and press Enter. Options that do not fit at once page with Page Up / Page Down
    (or the mouse wheel): a page holds at most nine, fewer where the room is too short for nine
    buttons tall enough for their words. Under the buttons, the highlighted (or hovered) option in
    full: its words, where its button had to shorten them, and its ``details``, wrapped, with room
    kept for the longest (up to :data:`MOST_DETAIL_LINES`, while a page keeps as many buttons) and
    running on into the room a short page leaves. Where even that is too short (a long ability
    under a full page at 800x600), its last line says so (:data:`READ_HINT`), and F2, "?" or a
    click there hands the whole text to ``on_read`` (the board shows it on a card), so every
    option can be read whole at every size.

    The buttons are placed again whenever the page changes, and each carries its option and its
    key: the labels drawn, the number keys and the clicks all read the same buttons, so a button
    always picks what it says on every page."""

    #: Lines kept under the buttons for the highlighted option in full: at least, and at most.
    DETAIL_LINES, MOST_DETAIL_LINES = 3, 7

    def __init__(self, prompt: str, options: Sequence[Any], labels: Sequence[str],
                 on_choose: Callable[[Any], None], details: Sequence[str] | None = None) -> None:
        if len(labels) != len(options):
            raise ValueError(f"{len(options)} options but {len(labels)} labels")
        self.prompt, self.options, self.labels = prompt, list(options), list(labels)
        self.details = list(details) if details is not None else [""] * len(self.options)
        self.on_choose = on_choose
        self.page = 0
        self.per_page = PAGE
        self.highlight = 0
        self.buttons: list[OptionButton] = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.size = 18
        self._button_h = 0
        self._top = 0
        self.detail_lines = 0           # kept under the buttons (layout: for the longest option in full)
        self.advised: int | None = None  # the option a game's advice picks: its button is starred
        #: Shows an option's whole text (its label, its text), asked by F2, "?" or a click under the buttons.
        self.on_read: Callable[[str, str], None] | None = None

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.options) // self.per_page))

    def visible(self) -> range:
        start = self.page * self.per_page
        return range(start, min(start + self.per_page, len(self.options)))

    def layout(self, rect: pygame.Rect, size: int = 18) -> None:
        """Lay the buttons out in ``rect`` for type of ``size`` pixels (drawn at that size too)."""
        self.rect, self.size = rect, size
        # The prompt's lines, and a gap of a third of a line before the buttons (a whole blank line
        # cost a button at 800x600).
        prompt_h = len(theme.wrap(self.prompt, theme.font(size, bold=True), rect.w)) * (size + 2) + size // 3 + 2
        small = theme.font(size - 2).get_linesize()
        self.detail_lines = 0
        self._button_h = self._top = 0
        self._place(prompt_h)
        needed = max((self._detail_rows(i) for i in range(len(self.options))), default=0)
        if needed:          # room for the longest, once the buttons are known to shorten which ...
            self.detail_lines = self.DETAIL_LINES
            self._place(prompt_h)
            per_page = self.per_page
            # ... as long as a page keeps as many buttons (a short page's text runs on below)
            for lines in range(self.DETAIL_LINES + 1, min(self.MOST_DETAIL_LINES, needed) + 1):
                self.detail_lines = lines
                self._place(prompt_h)
                if self.per_page < per_page:
                    self.detail_lines = lines - 1
                    self._place(prompt_h)
                    break

    def _place(self, prompt_h: int) -> None:
        small = theme.font(self.size - 2).get_linesize()
        details_h = self.detail_lines * small + 6 if self.detail_lines else 0
        room = self.rect.h - prompt_h - details_h - small - 8   # the page line under the buttons
        tallest = self.size + 14                                # a button's height where there is room
        shortest = theme.font(self.size).get_linesize() + 6     # and the least that holds its words
        self.per_page = max(1, min(PAGE, room // shortest))
        self._button_h = max(shortest, min(tallest, room // max(1, min(self.per_page, len(self.options)))))
        self._top = self.rect.y + prompt_h
        self._show_page(self.highlight // self.per_page)

    def in_full(self, index: int) -> str:
        """What is read under the buttons for option ``index``: its words if its button shortens
        them, then its details."""
        button = OptionButton(pygame.Rect(self.rect.x, 0, self.rect.w, self._button_h - 4), self.labels[index],
                              index=index, key=str(index % self.per_page + 1), advised=index == self.advised)
        words = "" if button.shows_whole(button.key, self.size) else self.labels[index]
        advice = ADVICE_WORDS if index == self.advised else ""
        return "\n".join(part for part in (advice, words, self.details[index]) if part)

    def read(self, index: int) -> bool:
        """Hand option ``index``'s whole text to ``on_read``: its label, then what is read under it."""
        if self.on_read is None or not 0 <= index < len(self.options):
            return False
        advice = ADVICE_WORDS if index == self.advised else ""
        self.on_read(self.labels[index], "\n".join(part for part in (advice, self.details[index]) if part))
        return True

    def _under_buttons(self) -> pygame.Rect:
        """The room under the buttons (the page line and the highlighted option in full)."""
        top = (self.buttons[-1].rect.bottom if self.buttons else self.rect.y) + 4
        return pygame.Rect(self.rect.x, top, self.rect.w, max(0, self.rect.bottom - top))

    def _detail_rows(self, index: int) -> int:
        return len(theme.wrapped(self.in_full(index), self.size - 2, self.rect.w)) if self.in_full(index) else 0

    def _show_page(self, page: int) -> None:
        """Show ``page`` (wrapping round) and place its buttons; the highlight stays on the page."""
        self.page = page % self.pages
        if self.highlight not in self.visible():
            self.highlight = self.visible().start
        self.buttons = []
        y = self._top
        for key, index in enumerate(self.visible(), start=1):
            self.buttons.append(OptionButton(pygame.Rect(self.rect.x, y, self.rect.w, self._button_h - 4),
                                             self.labels[index], index == self.highlight, index, str(key),
                                             index == self.advised))
            y += self._button_h

    def choose(self, index: int) -> None:
        if 0 <= index < len(self.options):
            self.on_choose(self.options[index])

    def _button_for_key(self, event: pygame.event.Event) -> OptionButton | None:
        if pygame.K_1 <= event.key <= pygame.K_9:
            pressed = str(event.key - pygame.K_1 + 1)
        elif pygame.K_KP1 <= event.key <= pygame.K_KP9:
            pressed = str(event.key - pygame.K_KP1 + 1)
        else:
            return None
        return next((b for b in self.buttons if b.key == pressed), None)

    def _button_at(self, pos: tuple[int, int]) -> OptionButton | None:
        return next((b for b in self.buttons if b.rect.collidepoint(pos)), None)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and (event.key in READ_KEYS or getattr(event, "unicode", "") == READ_CHAR):
            return self.read(self.highlight)
        if event.type == pygame.KEYDOWN:
            if pygame.K_1 <= event.key <= pygame.K_9 or pygame.K_KP1 <= event.key <= pygame.K_KP9:
                button = self._button_for_key(event)
                if button is None:
                    return False
                self.choose(button.index)
                return True
            if event.key in (pygame.K_DOWN, pygame.K_UP):
                step = 1 if event.key == pygame.K_DOWN else -1
                self.highlight = (self.highlight + step) % len(self.options)
                self._show_page(self.highlight // self.per_page)
                return True
            if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                self._turn_page(1 if event.key == pygame.K_PAGEDOWN else -1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.choose(self.highlight)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = self._button_at(event.pos)
            if button is not None:
                self.choose(button.index)
                return True
            if self._under_buttons().collidepoint(event.pos):
                return self.read(self.highlight)
        if event.type == pygame.MOUSEMOTION:
            button = self._button_at(event.pos)
            if button is not None:
                self.highlight = button.index
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self._turn_page(-event.y)
            return True
        return False

    def _turn_page(self, step: int) -> None:
        """Another page, its first option highlighted (so Enter never picks an option not shown)."""
        if self.pages > 1:
            self.highlight = ((self.page + step) % self.pages) * self.per_page
            self._show_page(self.page + step)

    def draw(self, surface: pygame.Surface, size: int | None = None) -> None:
        size = size or self.size
        y = self.rect.y
        for line in theme.wrap(self.prompt, theme.font(size, bold=True), self.rect.w):
            img = theme.font(size, bold=True).render(line, True, theme.ACCENT)
            surface.blit(img, (self.rect.x, y))
            y += size + 2
        for button in self.buttons:
            button.hot = button.index == self.highlight
            button.draw(surface, size=size)
        y = self._under_buttons().y
        small = theme.font(size - 2)
        if self.pages > 1:
            more = small.render(f"page {self.page + 1}/{self.pages}: Page Up / Page Down", True, theme.MUTED)
            surface.blit(more, (self.rect.x, y))
            y += small.get_linesize()
        detail = self.in_full(self.highlight) if 0 <= self.highlight < len(self.options) else ""
        room = self.rect.bottom - y
        # the largest type, from the panel's small type down to the smallest label, that holds it all
        fitting = [s for s in range(size - 2, theme.SMALLEST_LABEL - 1, -1)
                   if len(theme.wrapped(detail, s, self.rect.w)) * theme.font(s).get_linesize() <= room]
        small_size = fitting[0] if fitting else theme.SMALLEST_LABEL
        small = theme.font(small_size)
        lines = theme.wrapped(detail, small_size, self.rect.w)
        shown = max(0, room // small.get_linesize())
        if len(lines) > shown and self.on_read is not None:     # cut: the last line says how to read it all
            lines = lines[:max(0, shown - 1)] + (READ_HINT,)
        for line in lines[:shown]:
            colour = theme.ACCENT if line is READ_HINT else theme.INK
            surface.blit(small.render(line, True, colour), (self.rect.x, y))
            y += small.get_linesize()
