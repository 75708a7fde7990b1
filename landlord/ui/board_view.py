"""Drawing the board from the rules file, and the game's pieces on it.

The printed board is drawn once per window size into a cached surface: the spaces in the
1906 board's colours (blue taxes, yellow franchises, pink railroads, green lots) with their
lettering fitted to each box, the section bands of Rule 9 just inside the track, the Natural
Opportunities in the inner corners and the title. Each frame adds only what changes: the
holders' colour bands and houses, the Single Tax ribbons, the marks of sections held whole,
the Treasury's figures, tokens and floating amounts. Where things go is ``layout``'s pure
geometry; what moves and where it is now is ``motion``'s.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Hashable, Mapping, Sequence

import pygame

from ..engine import board
from ..engine.rules import Rules, Space
from ..engine.state import BANK_FLOAT, MISC, TREASURY, GameState
from .table_cards import treasury_lines, wage_rate
from . import theme
from .cards_text import roman
from .layout import (Box, corners, inner_corner_boxes, inner_strip, lettering_area, proud_strip, section_bands,
                     sides, slot, track_boxes)
from .lettering import Lettering, letter

#: A corner's lettering takes its upper part (less with two rows of tokens); a ribbon and the
#: tokens the rest.
CORNER_LETTERING, CORNER_RIBBON = {1: 0.68, 2: 0.55}, 0.12


def _rect(box: Box, dx: int = 0, dy: int = 0) -> pygame.Rect:
    return pygame.Rect(box.x + dx, box.y + dy, box.w, box.h)


def _measure(size: int, text: str, bold: bool = False) -> tuple[int, int]:
    f = theme.font(size, bold)
    return f.size(text)[0], line_step(f)


def _measure_bold(size: int, text: str) -> tuple[int, int]:
    return _measure(size, text, True)


def line_step(f) -> int:
    """Lines set close, as on a printed board: a pixel of the glyphs' own height shared."""
    return f.get_height() - 1


class BoardView:
    def __init__(self, rules: Rules, seats: int = 6) -> None:
        self.rules = rules
        self.seats = seats
        self._cache: tuple[tuple[int, ...], pygame.Surface] | None = None
        self.wages = rules.wages          # what Mother Earth prints: the wages in force
        self.single_tax = False           # printed as under the Single Tax: no taxes, no Poor House
        self.boxes: list[Box] = []
        self.inner: list[Box] = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.sides = sides(rules.size)
        self.corners = set(corners(rules.size))
        self.anchors: dict[str, tuple[int, int]] = {}

    def layout(self, rect: pygame.Rect) -> None:
        size = min(rect.w, rect.h)
        self.rect = pygame.Rect(rect.x, rect.y + (rect.h - size) // 2, size, size)
        self.boxes = track_boxes(self.rules.size, size, self.rect.x, self.rect.y)
        narrowest = min(min(b.w, b.h) for i, b in enumerate(self.boxes) if i not in self.corners)
        self.strip = max(9, size // 56)                      # the holder's band along a space
        self.badge = self.strip + max(3, size // 160)          # houses and ribbons stand a little proud of it
        self.radius = max(4, min(size // 70, narrowest // 7))
        rows = 1 if self.seats <= 3 else 2
        self.rows = rows
        self.lane = rows * (2 * self.radius + 3) + 4          # the tokens' lane in front of the spaces
        self.band = max(12, min(24, size // 36))              # the section bands, past the lane
        self.sections = section_bands(self.boxes, [s.section for s in self.rules.spaces], self.lane + 1, self.band)
        inset = self.lane + self.band + 6
        self.inner = inner_corner_boxes(size, self.rect.x, self.rect.y, inset)
        corner = self.boxes[0].w
        #: The board's middle, inside the section bands: the banner tells the story here.
        self.middle = self.rect.inflate(-2 * (corner + inset), -2 * (corner + inset))
        self._centre_layout()
        #: The middle above the title: where the banner tells what just happened.
        self.notice_room = pygame.Rect(self.middle.x, self.middle.y, self.middle.w, self.title_y - 2 - self.middle.y)

    def _centre_layout(self) -> None:
        """Where the middle's lettering goes: the title under the upper inner corners (and under
        it the rules in force), the public figures at the middle (amounts float from them), the
        dice below; notices keep to the room above the title."""
        top = self.inner[2].y + self.inner[2].h
        self.title_y = top + max(4, self.rect.w // 100)
        self.title_size = max(16, self.rect.w // 26)
        self.rules_size = max(theme.SMALLEST_LABEL, self.rect.w // 50)     # the line under the title: the rules in force
        title_h = theme.font(self.title_size, bold=True).get_height()
        self.rules_y = self.title_y + title_h + 3 + 6      # under the title's rule and its diamond
        #: Where the title (and the line under it) ends: notices keep above it, amounts below.
        self.title_bottom = self.rules_y + theme.font(self.rules_size, bold=True).get_height()
        self.figure_size = max(13, self.rect.w // 42)
        line = theme.font(self.figure_size, bold=True).get_linesize() + 4
        first = max(self.rect.centery - line, self.title_bottom + 2)     # never up into the title
        self.anchors = {TREASURY: (self.rect.centerx, first + line // 2),
                        MISC: (self.rect.centerx, first + line + line // 2)}
        self.figures_top, self.figure_line = first, line
        self.figures_bottom = first + 6 * line        # as many lines as the figures usually take, till drawn

    def space_at(self, pos: tuple[int, int]) -> int | None:
        for i, box in enumerate(self.boxes):
            if box.contains(*pos):
                return i
        return None

    # -- the printed board -------------------------------------------------------------------
    def _printed(self, wages: int, single_tax: bool = False) -> pygame.Surface:
        """The printed board for this size; Mother Earth prints the wages in force (the Single
        Tax raises them), so a wage rise prints it afresh, and so does the Single Tax's adoption
        (the board as it is under it: no taxes on necessities, no Poor House)."""
        self.wages, self.single_tax = wages, single_tax
        key = (self.rect.x, self.rect.y, self.rect.w, wages, single_tax)
        if self._cache is None or self._cache[0] != key:
            surface = pygame.Surface(self.rect.size)
            surface.fill(theme.PAPER)
            self._draw_printed(surface, -self.rect.x, -self.rect.y)
            self._cache = (key, surface)
        return self._cache[1]

    def _draw_printed(self, surface: pygame.Surface, dx: int, dy: int) -> None:
        for space, box in zip(self.rules.spaces, self.boxes):
            self._print_space(surface, space, _rect(box, dx, dy))
        for section, (box, side) in self.sections.items():
            self._print_section(surface, section, _rect(box, dx, dy), side)
        for no, box in zip(self.rules.natural_opportunities, self.inner):
            self._print_opportunity(surface, no, _rect(box, dx, dy))
        self._print_title(surface, dx, dy)
        frame = surface.get_rect()
        pygame.draw.rect(surface, theme.BOARD_INK, frame, 2)
        inner = _rect(self.boxes[self.rules.size // 4 * 2], dx, dy)     # the top-left corner
        ring = pygame.Rect(inner.right, inner.bottom, frame.w - 2 * inner.w, frame.h - 2 * inner.h)
        pygame.draw.rect(surface, theme.BOARD_INK, ring, 2)

    def _print_space(self, surface: pygame.Surface, space: Space, rect: pygame.Rect) -> None:
        colour = theme.KIND_COLOURS.get(space.kind, (220, 220, 220))
        pygame.draw.rect(surface, colour, rect)
        corner = space.index in self.corners
        side = self.sides[space.index]
        if not corner:        # the strip a holder's band will fill: printed a shade darker
            strip = _rect(inner_strip(Box(*rect), side, self.strip))
            pygame.draw.rect(surface, theme.shade(colour, 0.88), strip)
        pygame.draw.rect(surface, theme.BOARD_INK, rect, 1)
        area = self._lettering_box(Box(*rect), space.index)
        fit = self.lettering(space, area)
        name_end, figures_top = self._print_lettering(surface, fit, area, bold=fit.bold)
        self._print_emblem(surface, space.kind, pygame.Rect(area.x, name_end, area.w, figures_top - name_end))

    def _lettering_box(self, box: Box, index: int) -> Box:
        if index in self.corners:
            pad = max(3, box.w // 30)
            return Box(box.x + pad, box.y + pad, box.w - 2 * pad, int(box.h * CORNER_LETTERING[self.rows]) - pad)
        return lettering_area(box, self.sides[index], self.strip, 1)

    def lettering(self, space: Space, area: Box) -> Lettering:
        """How a space's name and figures fit its box (type size, lines): a corner's in bold, or
        in plain type where bold would set its name smaller than a player reads at a glance."""
        corner = space.index in self.corners
        largest = max(theme.SMALLEST_BOARD_NAME, min(28 if corner else 24, self.rect.w // (38 if corner else 46)))
        sizes = range(largest, theme.SMALLEST_BOARD_TYPE - 1, -1)
        title, figures = self.printed_title(space), self.figures(space)

        def fit(measure) -> Lettering:
            return letter(title, figures, area.w, area.h, measure, sizes, least_name=theme.SMALLEST_BOARD_NAME)
        if not corner:
            return fit(_measure)
        bold = replace(fit(_measure_bold), bold=True)
        if bold.size >= theme.SMALLEST_BOARD_NAME and not bold.shortened:
            return bold
        return max(bold, fit(_measure), key=self._legibility)

    @staticmethod
    def _legibility(fit: Lettering) -> tuple:
        """What makes one lettering of a corner better than another: a name read at a glance, then
        all of it, then its figures, then bold, then larger."""
        return fit.size >= theme.SMALLEST_BOARD_NAME, not fit.shortened, len(fit.figures), fit.bold, fit.size

    def printed_title(self, space: Space) -> str:
        """A space's name as printed: the Poor House's corner is Central Park alone under the
        Single Tax (its Rule 8: no Poor House, the Natural Opportunities instead)."""
        if self.single_tax and space.id == self.rules.poor_house_space:
            return space.name
        return space.title

    def figures(self, space: Space) -> list[str]:
        """What a space prints under its name: its price and rent, fare, tax or ante (no tax
        under the Single Tax, its Rule 1)."""
        r = self.rules
        price = [f"${space.price}"] if space.price else []
        return {
            "lot": price + [f"rent {space.rent}"], "railroad": price + [f"fare {r.fare}"],
            "utility": price + [f"fare {r.fare}"], "tax": ["no tax" if self.single_tax else f"tax ${r.tax}"],
            "speculation": price + [f"ante ${r.spec_ante}"], "luxury": [f"${r.luxury_price}"],
            "trespass": ["to Jail"], "start": [f"wages ${self.wages}"], "park": ["free"],
        }.get(space.kind, price)

    def _print_lettering(self, surface: pygame.Surface, fit: Lettering, area: Box, bold: bool) -> tuple[int, int]:
        """The name from the top of ``area``, the figures at its foot; returns the y where the
        name ends and where the figures begin (the room between is the emblem's)."""
        name_font, figure_font = theme.font(fit.size, bold=bold), theme.font(fit.figure_size)
        step, figure_step = line_step(name_font), line_step(figure_font)
        y = area.y
        for line in fit.lines:
            img = name_font.render(line, True, theme.INK)
            surface.blit(img, (area.x + (area.w - img.get_width()) // 2, y))
            y += step
        figures_top = fy = area.y + area.h - figure_step * len(fit.figures)
        for line in fit.figures:
            img = figure_font.render(line, True, theme.BOARD_INK)
            surface.blit(img, (area.x + (area.w - img.get_width()) // 2, fy))
            fy += figure_step
        return y, figures_top

    def _print_emblem(self, surface: pygame.Surface, kind: str, room: pygame.Rect) -> None:
        """Railroads get rails, franchises a spark, Chance its question mark, where there is room."""
        room = room.inflate(-4, -2)
        if room.h < 7 or room.w < 10:
            return
        cx, cy = room.center
        if kind == "railroad":
            half, gap = min(room.w // 2, room.h * 2), max(2, min(room.h // 3, room.w // 10))
            for k in range(-half + 2, half, max(4, gap + 1)):
                pygame.draw.line(surface, theme.BOARD_INK, (cx + k, cy - gap - 1), (cx + k, cy + gap + 1))
            for y in (cy - gap // 2 - 1, cy + gap // 2 + 1):
                pygame.draw.line(surface, theme.INK, (cx - half, y), (cx + half, y), 2)
        elif kind == "utility":
            h = min(room.h, room.w)
            pts = [(cx + h * x / 10, cy + h * y / 10) for x, y in
                   ((1, -5), (-3, 1), (0, 1), (-1, 5), (3, -1), (0, -1))]
            pygame.draw.polygon(surface, (200, 120, 20), pts)
            pygame.draw.polygon(surface, theme.BOARD_INK, pts, 1)
        elif kind == "chance":
            img = theme.font(max(9, min(room.h, room.w) * 9 // 10), bold=True).render("?", True, theme.WHITE)
            surface.blit(img, img.get_rect(center=room.center))

    def _print_section(self, surface: pygame.Surface, section: int, rect: pygame.Rect, side: int) -> None:
        """Rule 9 (1906): a section's band, tinted, with its number in Roman figures."""
        rect = self._band_rect(rect, side)
        tint = theme.SECTION_TINTS[(section - 1) % len(theme.SECTION_TINTS)]
        pygame.draw.rect(surface, tint, rect, border_radius=rect.h // 2 if side in (0, 2) else rect.w // 2)
        pygame.draw.rect(surface, theme.BOARD_INK, rect, 1, border_radius=rect.h // 2 if side in (0, 2) else rect.w // 2)
        numeral = roman(section)
        img = theme.font(max(9, min(rect.w, rect.h) - 2), bold=True).render(numeral, True, theme.BOARD_INK)
        if side in (1, 3):
            img = pygame.transform.rotate(img, 90 if side == 1 else -90)
        board = surface.get_rect()          # the printed board's own surface
        surface.blit(img, img.get_rect(center=self._band_end(board, rect, img.get_size(), corner_end=True)))

    @staticmethod
    def _band_end(board: pygame.Rect, rect: pygame.Rect, size: tuple[int, int], corner_end: bool) -> tuple[int, int]:
        """The centre for something ``size`` big at one end of a section band on ``board``: the
        end by the corner (the section's number, clear of the middle where the banner shows) or
        the end by the railroad."""
        depth = min(rect.w, rect.h)
        if rect.w >= rect.h:
            near_left = rect.x - board.x < board.right - rect.right
            left = near_left == corner_end
            x = rect.x + depth // 2 + size[0] // 2 if left else rect.right - depth // 2 - size[0] // 2
            return x, rect.centery
        near_top = rect.y - board.y < board.bottom - rect.bottom
        top = near_top == corner_end
        y = rect.y + depth // 2 + size[1] // 2 if top else rect.bottom - depth // 2 - size[1] // 2
        return rect.centerx, y

    def _print_opportunity(self, surface: pygame.Surface, no, rect: pygame.Rect) -> None:
        """Single Tax Rule 8: a Natural Opportunity, with its wages and its rent."""
        pygame.draw.rect(surface, theme.OPPORTUNITY, rect, border_radius=6)
        pygame.draw.rect(surface, theme.BOARD_INK, rect, 1, border_radius=6)
        fit = letter(no.name, ["Natural", "Opportunity", f"wages ${no.wages}", f"rent ${no.rent}"],
                     rect.w - 6, rect.h - 6, _measure_bold, range(max(10, min(20, rect.w // 8)), 8, -1))
        area = Box(rect.x + 3, rect.y + 3, rect.w - 6, rect.h - 6)
        self._print_lettering(surface, fit, area, bold=True)

    def _print_title(self, surface: pygame.Surface, dx: int, dy: int) -> None:
        ring = self.inner[2].x + dx, self.inner[0].x + self.inner[0].w + dx
        width = ring[1] - ring[0]
        f, title = theme.fitted(self.rules.title.upper(), self.title_size, width, bold=True)
        img = f.render(title, True, theme.BOARD_INK)
        cx = self.rect.w // 2
        surface.blit(img, img.get_rect(midtop=(cx, self.title_y + dy)))
        y = self.title_y + dy + img.get_height() + 3
        half = min(width // 3, img.get_width() // 2)
        pygame.draw.line(surface, theme.BOARD_INK, (cx - half, y), (cx + half, y), 1)
        d = 4
        pygame.draw.polygon(surface, theme.BOARD_INK, [(cx, y - d), (cx + d, y), (cx, y + d), (cx - d, y)])
        if self.single_tax:        # the rules in force, where nothing on the table covers them
            f, words = theme.fitted("UNDER THE SINGLE TAX", self.rules_size, width, bold=True)
            img = f.render(words, True, theme.ACCENT)
            surface.blit(img, img.get_rect(midtop=(cx, self.rules_y + dy)))

    # -- the game's pieces --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, state: GameState | None, tokens: Sequence[tuple[str, tuple]],
             positions: Sequence[tuple[float, float]] | None = None, moving: int | None = None,
             figures: Mapping[str, int] | None = None) -> None:
        """The board and the pieces: ``positions`` are the tokens' pixels now (else where the
        state puts them), ``moving`` the seat to pick out, ``figures`` the public figures as
        they tick (else the state's)."""
        printed = self._printed(wage_rate(self.rules, state), state.single_tax_adopted) if state is not None \
            else self._printed(self.rules.wages)
        surface.blit(printed, self.rect.topleft)
        if state is None:
            return
        self._draw_public(surface, state, figures)
        self._draw_holders(surface, state, tokens)
        self._draw_houses(surface, state, tokens)
        self._draw_ribbons(surface, state)
        self._draw_sections_held(surface, state, tokens)
        if positions is None:
            positions = [self.place_spot(getattr(p, "opportunity", "") or p.position, seat)
                         for seat, p in enumerate(state.players)]
        self._draw_tokens(surface, tokens, positions, moving)

    def draw_spotlight(self, surface: pygame.Surface, index: int) -> None:
        """Ring the space a decision is about (the card on offer in the deal, at auction, in a
        trade), so a player sees on the board what the question names."""
        width = max(2, self.strip // 3)
        pygame.draw.rect(surface, theme.SPOTLIGHT, _rect(self.boxes[index]).inflate(width, width), width,
                         border_radius=width)

    def _strip(self, index: int) -> pygame.Rect:
        return _rect(inner_strip(self.boxes[index], self.sides[index], self.strip))

    def _draw_holders(self, surface: pygame.Surface, state: GameState, tokens) -> None:
        """Each holder's colour along the inner edge of his spaces, his token's shape at its head."""
        for card, holder in state.owner.items():
            index = self.rules.index_of(card)
            if index in self.corners:
                continue
            strip = self._strip(index)
            shape, colour = tokens[holder]
            pygame.draw.rect(surface, colour, strip)
            pygame.draw.rect(surface, theme.BOARD_INK, strip, 1)
            mark = max(3, self.strip // 2 - 1)
            theme.draw_token(surface, shape, theme.shade(colour, 1.55), self._strip_head(strip, mark), mark)

    def _strip_head(self, strip: pygame.Rect, r: int) -> tuple[int, int]:
        return (strip.x + r + 2, strip.centery) if strip.w >= strip.h else (strip.centerx, strip.y + r + 2)

    def _proud(self, index: int) -> pygame.Rect:
        """A space's band, standing a little proud of the space into the lane: where houses and
        ribbons go, big enough to read even at 800x600."""
        return _rect(proud_strip(self.boxes[index], self.sides[index], self.strip, self.badge))

    def _draw_houses(self, surface: pygame.Surface, state: GameState, tokens) -> None:
        """Houses as little houses along their lot's band, roofed in their builder's colour."""
        for lot, n in state.houses.items():
            if not n:
                continue
            index = self.rules.index_of(lot)
            band = self._proud(index)
            builder = state.house_owner.get(lot)
            # darker than his band, which is usually his colour too
            roof = theme.shade(tokens[builder][1], 0.6) if builder is not None else theme.INK
            size = min(band.w, band.h) - 1
            start = 2 * max(3, self.strip // 2 - 1) + 4          # after the holder's mark
            for k in range(n):
                along = start + size // 2 + k * (size + 1)
                at = (band.x + along, band.centery + 1) if band.w >= band.h else (band.centerx, band.y + along)
                theme.draw_house(surface, at, size, roof)

    def _draw_ribbons(self, surface: pygame.Surface, state: GameState) -> None:
        """Single Tax Rules 5 and 6: the public's franchises and the Free Colleges, as ribbons
        across the space's band (or a corner's middle), never over its price."""
        if not state.single_tax_adopted:
            return
        for sid in state.single_tax["public"]:
            self._ribbon(surface, self.rules.index_of(sid), "PUBLIC", theme.PUBLIC_RIBBON)
        for sid in state.single_tax["colleges"]:
            self._ribbon(surface, self.rules.index_of(sid), "FREE COLLEGE", theme.COLLEGE_RIBBON)

    def _ribbon(self, surface: pygame.Surface, index: int, text: str, colour) -> None:
        """A ribbon with notched ends bearing ``text`` (or its last word, or its initials, as
        room allows), laid along the space's band or across a corner under its lettering."""
        box = self.boxes[index]
        if index in self.corners:
            rect = pygame.Rect(box.x, box.y + int(box.h * CORNER_LETTERING[self.rows]),
                               box.w, max(self.badge, int(box.h * CORNER_RIBBON)))
        else:
            rect = self._proud(index)
        vertical = rect.h > rect.w
        length, depth = (rect.h, rect.w) if vertical else (rect.w, rect.h)
        ribbon = pygame.Surface((length, depth), pygame.SRCALPHA)
        notch = depth // 3
        pygame.draw.polygon(ribbon, colour, [(0, 0), (length, 0), (length - notch, depth // 2), (length, depth),
                                             (0, depth), (notch, depth // 2)])
        room = length - 2 * notch - 2
        choices = [(theme.font(size, bold=True), words)
                   for words in dict.fromkeys((text, text.split()[-1], "".join(p[0] for p in text.split())))
                   for size in range(max(7, depth - 3), 6, -1)]
        f, words = next(((f, w) for f, w in choices if f.size(w)[0] <= room), choices[-1])
        img = f.render(words, True, theme.WHITE)
        ribbon.blit(img, img.get_rect(center=(length // 2, depth // 2)))
        if vertical:
            ribbon = pygame.transform.rotate(ribbon, 90)
        surface.blit(ribbon, rect)

    def _draw_sections_held(self, surface: pygame.Surface, state: GameState, tokens) -> None:
        """A section held whole by one player: its band ringed in his colour, his token at its
        railroad end; a section whose houses double its land rent (advanced rules): "rent x2"
        in its middle."""
        for section, (box, side) in self.sections.items():
            lots = self.rules.section_lots(section)
            if not lots:
                continue
            rect = self._band_rect(_rect(box), side)
            depth = min(rect.w, rect.h)
            holders = {state.owner.get(lot.id) for lot in lots}
            if len(holders) == 1 and None not in holders:
                shape, colour = tokens[holders.pop()]
                pygame.draw.rect(surface, colour, rect, 3, border_radius=depth // 2)
                r = max(5, depth // 2 + 2)        # a seal, not a piece: his shape on a white disc
                head = self._band_end(self.rect, rect, (2 * r, 2 * r), corner_end=False)
                pygame.draw.circle(surface, theme.WHITE, head, r)
                pygame.draw.circle(surface, colour, head, r, 2)
                theme.draw_token(surface, shape, colour, head, max(3, r - 4))
            times = self.rent_multiplier(state, section)
            if times > 1:
                chip = theme.font(max(9, depth - 2), bold=True).render(f"rent ×{times}", True, theme.WHITE)
                back = pygame.Surface((chip.get_width() + 8, depth), pygame.SRCALPHA)
                pygame.draw.rect(back, theme.ACCENT, back.get_rect(), border_radius=depth // 2)
                back.blit(chip, chip.get_rect(center=back.get_rect().center))
                if rect.h > rect.w:
                    back = pygame.transform.rotate(back, 90)
                surface.blit(back, back.get_rect(center=rect.center))

    @staticmethod
    def _band_rect(rect: pygame.Rect, side: int) -> pygame.Rect:
        """A section's band, a little shorter than its spaces so neighbouring bands part."""
        return rect.inflate(-4, 0) if side in (0, 2) else rect.inflate(0, -4)

    def rent_multiplier(self, state: GameState, section: int) -> int:
        """What the advanced rules multiply a section's land rent by now (as ``board.land_rent``)."""
        if not state.options.get("advanced", True):
            return 1
        times = self.rules.land_rent_multipliers
        return times[min(board.section_level(self.rules, state, section), len(times) - 1)]

    def _draw_tokens(self, surface: pygame.Surface, tokens, positions, moving: int | None) -> None:
        order = [s for s in range(len(tokens)) if s != moving] + ([moving] if moving is not None else [])
        for seat in order:
            shape, colour = tokens[seat]
            x, y = (int(v) for v in positions[seat])
            if seat == moving:      # the moving token, picked out with a halo
                pygame.draw.circle(surface, theme.BUTTON_HOT, (x, y), self.radius + 5)
                pygame.draw.circle(surface, theme.ACCENT, (x, y), self.radius + 5, 2)
            theme.draw_token(surface, shape, colour, (x, y), self.radius)

    def token_spot(self, position: int, seat: int) -> tuple[float, float]:
        """Where a seat's token stands for a track space: in the lane in front of it (or on a
        corner's lower half), so it never covers the space's rent."""
        return slot(self.boxes[position], self.sides[position], seat, self.lane, self.rows,
                    position in self.corners)

    def place_spot(self, place: Hashable, seat: int) -> tuple[float, float]:
        """A token's spot for a place: a track index or a Natural Opportunity's id."""
        if isinstance(place, int):
            return self.token_spot(place, seat)
        ids = [no.id for no in self.rules.natural_opportunities]
        box = self.inner[ids.index(place) % len(self.inner)] if place in ids else self.boxes[0]
        return box.x + box.w * (seat % 3 + 1) / 4, box.y + box.h * (0.78 + 0.14 * (seat // 3))

    def account_spot(self, account: str, token_positions: Sequence[tuple[float, float]]) -> tuple[float, float]:
        """Where money to or from an account shows: a player's token, or the middle's figure."""
        if account in self.anchors:
            return self.anchors[account]
        if account.startswith("p") and account[1:].isdigit() and int(account[1:]) < len(token_positions):
            return token_positions[int(account[1:])]
        return self.rect.center

    def _draw_public(self, surface: pygame.Surface, state: GameState, figures: Mapping[str, int] | None) -> None:
        f = theme.font(self.figure_size, bold=True)
        treasury = figures.get(TREASURY, state.accounts[TREASURY]) if figures else state.accounts[TREASURY]
        misc = figures.get(MISC, state.accounts[MISC]) if figures else state.accounts[MISC]
        net = BANK_FLOAT - misc       # the bank's float is not shown, only what moved
        tracker = treasury_lines(self.rules, state, treasury)      # the Treasury, the wages, what it buys next
        lines = [tracker[0], f"MISCELLANEOUS  ${abs(net):,} {'paid out' if net >= 0 else 'taken in'} (net)",
                 *tracker[1:], f"Round {state.round}"]
        width = self.inner[0].x + self.inner[0].w - self.inner[1].x
        for i, line in enumerate(lines):
            font_, line = (f, line) if f.size(line)[0] <= width else theme.fitted(line, self.figure_size, width, True)
            img = font_.render(line, True, theme.BOARD_INK)
            surface.blit(img, (self.rect.centerx - img.get_width() // 2, self.figures_top + i * self.figure_line))
        self.figures_bottom = self.figures_top + len(lines) * self.figure_line      # the dice go below

    def draw_floats(self, surface: pygame.Surface, floats, token_positions: Sequence[tuple[float, float]]) -> None:
        """Amounts rising from where money left and arrived, fading as they go; those of the
        public figures stay under the title."""
        f = theme.font(max(14, self.rect.w // 40), bold=True)
        rise = self.rect.w // 14
        for item in floats:
            x, y = self.account_spot(item.account, token_positions)
            y -= self.radius + 4 + item.row * f.get_linesize() + rise * item.progress
            colour = theme.GAIN if item.amount > 0 else theme.LOSS
            img = f.render(item.text, True, colour)
            if item.account in self.anchors:      # the public figures' amounts rise no higher than the title's foot
                y = max(y, self.title_bottom + 1 + img.get_height() * (1 + item.row))
            back = pygame.Surface((img.get_width() + 6, img.get_height()), pygame.SRCALPHA)
            back.fill((*theme.PAPER, 200))
            back.blit(img, (3, 0))
            back.set_alpha(int(255 * min(1.0, 2.2 * (1.0 - item.progress))))
            surface.blit(back, back.get_rect(midbottom=(int(x), int(y))))

    def draw_action(self, surface: pygame.Surface, actor: tuple[float, float], target: tuple[float, float] | None,
                    fade: float = 1.0) -> None:
        """A house rule's action on the board (``house_action``): an arrow from the actor's token to
        the target's, or a ring round the actor when it targets nobody; ``fade`` (1 to 0) thins it
        as it goes."""
        colour = theme.ACCENT
        width = max(2, round(self.radius / 3 * max(0.4, fade)))
        ax, ay = (int(v) for v in actor)
        ring = self.radius + 4
        pygame.draw.circle(surface, colour, (ax, ay), ring, width)
        if target is None:
            return
        tx, ty = (int(v) for v in target)
        dx, dy = tx - ax, ty - ay
        length = max(1.0, (dx * dx + dy * dy) ** 0.5)
        if length <= 2 * ring:              # on the same space: the target is ringed too
            pygame.draw.circle(surface, colour, (tx, ty), ring, width)
            return
        ux, uy = dx / length, dy / length
        start = (ax + ux * ring, ay + uy * ring)
        tip = (tx - ux * ring, ty - uy * ring)
        pygame.draw.line(surface, colour, start, tip, width)
        head = max(6, self.radius)
        left = (tip[0] - ux * head - uy * head * 0.6, tip[1] - uy * head + ux * head * 0.6)
        right = (tip[0] - ux * head + uy * head * 0.6, tip[1] - uy * head - ux * head * 0.6)
        pygame.draw.polygon(surface, colour, [tip, left, right])
        pygame.draw.circle(surface, colour, (tx, ty), ring, width)
