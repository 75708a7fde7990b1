"""Where the new-game screen puts things, at any window size: the largest type that fits the
whole set-up (six seats included) in the window, from 800 × 600 to 4K.

``layout`` is measured without drawing (tests check it fits); ``draw_setup`` draws the scene
and records each box's rectangle on it for the mouse.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pygame

from .. import theme

#: What each kind of seat is called on the screen.
KIND_NAMES = {"human": "Human", "heuristic": "Computer", "strong": "Computer (strong)",
              "easy": "Computer (easy)", "random": "Computer (random)", "expert-quick": "Computer (expert, quick)",
              "expert": "Computer (expert)", "expert-deep": "Computer (expert, deep)"}
#: The kinds of box that are buttons: Enter or a click does what they say.
BUTTONS = ("start", "compare")
HINT = ("Up/Down, Tab: move.  Left/Right or click: change.  Name box: type a name (Enter: next row, Esc: undo).  "
        "Enter: start the game (on a button: press it).  F9: load.  F1: help.  Esc: quit.")
#: The smallest and the largest body text tried, in pixels.
SMALLEST, LARGEST = 11, 34


@dataclass
class Metrics:
    text: int           # body text size
    small: int          # hint, notes and the table's header
    title: int
    row: int            # height of a row
    x: int              # left edge of the content
    width: int          # width of the content
    height: int         # height of the whole set-up at this size


def layout(width: int, height: int, hint: str, rows: int, notes: int,
           extra: Sequence[Sequence[str]] = ()) -> Metrics:
    """The largest body text at which the title, the hint, ``rows`` rows (the header of the
    seat table and the start button included) and ``notes`` note lines fit the window.
    ``extra``: the seat table's further columns (a house rule's choice for each seat), each as
    the texts it may show, its header first."""
    scale = min(width / 1100, height / 720)
    top = max(SMALLEST, min(LARGEST, round(20 * scale)))
    for text in range(top, SMALLEST - 1, -1):
        m = _metrics(width, text)
        if table_width(text, extra) > m.width and text > SMALLEST:
            continue
        small = theme.font(m.small)
        total = (theme.font(m.title, bold=True).get_linesize() + m.text // 2
                 + len(theme.wrap(hint, small, m.width)) * small.get_linesize() + m.text // 2
                 + rows * m.row + notes * small.get_linesize() + m.text      # the gap above the options
                 + m.row // 2 + small.get_linesize())                        # the start button's air; an error
        m.height = total + 2 * _margin_y(height)
        if m.height <= height or text == SMALLEST:
            return m
    raise AssertionError("unreachable")


def table_width(text: int, extra: Sequence[Sequence[str]] = ()) -> int:
    """The narrowest the seat table can be drawn in body text of this size (a short name box),
    with its ``extra`` columns (see :func:`layout`)."""
    body = theme.font(text)
    seat, token, name, player = _columns(text, body, text * 5)
    return seat + token + name + player + 2 * text + sum(w + text for w in _extra_widths(text, body, extra))


def _extra_widths(text: int, body, extra: Sequence[Sequence[str]]) -> list[int]:
    """The widths of the seat table's further columns: the widest value between its arrows, or the
    header (in the small type) if it is wider."""
    pad, arrow = max(4, text // 3), max(4, text // 4)
    small = theme.font(_metrics(0, text).small)
    out = []
    for texts in extra:
        head, values = (texts[0], texts[1:]) if texts else ("", ())
        out.append(max([small.size(head)[0]] + [body.size(v)[0] + 2 * (2 * arrow + pad) for v in values]))
    return out


def _columns(text: int, body, name_w: int) -> tuple[int, int, int, int]:
    """The widths of the seat table's columns: seat, token, name box, who plays."""
    pad, arrow = max(4, text // 3), max(4, text // 4)
    arrows_w = 2 * (2 * arrow + pad)
    seat_w = body.size("Seat 6")[0] + text
    token_w = text + pad + max(body.size(name)[0] for name in theme.TOKEN_NAMES) + arrows_w
    player_w = max(body.size(name)[0] for name in KIND_NAMES.values()) + arrows_w
    return seat_w, token_w, name_w, player_w


def _metrics(width: int, text: int) -> Metrics:
    """Sizes that follow from the body text's (the height is measured by ``layout``)."""
    small = max(10, round(text * 0.8))
    margin = max(12, min(60, width // 32))
    return Metrics(text, small, round(text * 1.6), round(text * 1.6), margin,
                   min(width - 2 * margin, text * 64), 0)


def _margin_y(height: int) -> int:
    return max(8, min(40, height // 40))


def _ellipsis(text: str, f, width: int) -> str:
    """``text`` cut to ``width`` pixels, with "..." where it was cut."""
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "...")[0] > width:
        text = text[:-1]
    return text.rstrip() + "..."


def _arrow(surface, centre: tuple[int, int], size: int, left: bool, colour) -> None:
    x, y = centre
    dx = -size if left else size
    pygame.draw.polygon(surface, colour, [(x + dx, y), (x - dx // 2, y - size), (x - dx // 2, y + size)])


def draw_setup(scene, surface: pygame.Surface) -> None:
    surface.fill(theme.BACKGROUND)
    w, h = surface.get_size()
    lines = scene.lines()
    rows = len({line.row for line in lines}) + 1           # + the seat table's header
    notes = sum(line.note_lines for line in lines if line.note is not None)
    choices = scene.chosen_seat_choices()                  # the house rules' columns of the seat table
    extra = [[choice.label, *choice.options.values()] for choice in choices]
    m = layout(w, h, HINT, rows, notes, extra)
    body, small, bold = theme.font(m.text), theme.font(m.small), theme.font(m.text, bold=True)
    x, y = max(m.x, (w - m.width) // 2), _margin_y(h)      # centred in a wide window
    title = theme.font(m.title, bold=True)
    surface.blit(title.render(_ellipsis("The Landlord's Game (1906): a new game", title, m.width), True, theme.INK),
                 (x, y))
    y += title.get_linesize() + m.text // 2
    for hint_line in theme.wrap(HINT, small, m.width):
        surface.blit(small.render(hint_line, True, theme.MUTED), (x, y))
        y += small.get_linesize()
    y += m.text // 2

    scene.rects = [pygame.Rect(0, 0, 0, 0)] * len(lines)
    scene.arrows = {}
    scene._focused()                                         # keeps the focus on a box that exists
    pad, arrow = max(4, m.text // 3), max(4, m.text // 4)
    arrows_w = 2 * (2 * arrow + pad)

    def value_box(k: int, rect: pygame.Rect, text: str, font, colour=theme.INK, icon: int = 0) -> int:
        """A changeable value between its arrows, highlighted when focused; returns where its right
        arrow ends."""
        room = rect.w - arrows_w - icon
        img = font.render(_ellipsis(text, font, room), True, colour)
        if k == scene.focus:          # the value and its arrows, or the whole cell in the table
            lit = rect if lines[k].kind != "option" else \
                rect.clip(pygame.Rect(rect.x, rect.y, arrows_w + icon + img.get_width() + 2 * pad, rect.h))
            pygame.draw.rect(surface, theme.BUTTON_HOT, lit, border_radius=5)
        hot = theme.INK if k == scene.focus else theme.MUTED
        left = pygame.Rect(rect.x, rect.y, 2 * arrow + pad, rect.h)
        _arrow(surface, (left.centerx, rect.centery), arrow, True, hot)
        scene.arrows[k] = left.inflate(pad, 0)
        surface.blit(img, (left.right + icon, rect.centery - img.get_height() // 2))
        _arrow(surface, (left.right + icon + img.get_width() + pad + arrow, rect.centery), arrow, False, hot)
        scene.rects[k] = rect
        return left.right + icon + img.get_width() + pad + 2 * arrow

    # -- the seats: Players, then a table of name, token and who plays ---------------------------------
    caption_w = max(body.size(line.caption)[0] for line in lines if line.kind == "option") + m.text
    seat_w, token_w, _, player_w = _columns(m.text, body, 0)
    extra_w = _extra_widths(m.text, body, extra)
    name_w = max(m.text * 5, min(m.text * 11, m.width - seat_w - token_w - player_w - 2 * m.text
                                 - sum(w + m.text for w in extra_w)))
    columns = [x + seat_w, x + seat_w + name_w + m.text, x + seat_w + name_w + token_w + 2 * m.text]
    widths = [name_w, token_w, player_w]
    for w_ in extra_w:                                      # after "Plays as", one column for each
        columns.append(columns[-1] + widths[-1] + m.text)
        widths.append(w_)
    heads = ["Seat", "Name", "Token", "Plays as"] + [choice.label for choice in choices]

    by_row: dict[int, list[int]] = {}
    for k, line in enumerate(lines):
        by_row.setdefault(line.row, []).append(k)
    for row in sorted(by_row):
        ks = by_row[row]
        first = lines[ks[0]]
        cell_h = m.row - max(4, m.text // 4)
        if first.kind in ("token", "name", "player"):
            if first.row == 1:                             # the header above the first seat
                for col, head, room in zip([x] + columns, heads, [seat_w] + widths):
                    surface.blit(small.render(_ellipsis(head, small, room), True, theme.MUTED),
                                 (col, y + m.row - small.get_linesize()))
                y += m.row
            surface.blit(body.render(f"Seat {first.row}", True, theme.INK), (x, y + (cell_h - body.get_height()) // 2))
            for k in ks:
                line = lines[k]
                rect = pygame.Rect(columns[line.col], y, widths[line.col], cell_h)
                seat = scene.seats[first.row - 1]
                if line.kind == "name":
                    _name_box(scene, surface, rect, k, k == scene.focus, body, pad)
                elif line.kind == "token":
                    r = m.text // 2
                    value_box(k, rect, line.value(), body, icon=2 * r + pad)
                    theme.draw_token(surface, theme.TOKEN_SHAPES[seat.token], theme.TOKEN_COLOURS[seat.token],
                                     (rect.x + 2 * arrow + pad + r, rect.centery), r)
                else:
                    value_box(k, rect, line.value(), body)
            y += m.row
            continue
        line, k = first, ks[0]
        if line.kind in BUTTONS:                           # the buttons, side by side
            y += m.row // 4
            bx = x
            for k in ks:
                label = bold.render(lines[k].value(), True, theme.INK)
                rect = pygame.Rect(bx, y, label.get_width() + 3 * m.text, cell_h + m.text // 3)
                pygame.draw.rect(surface, theme.BUTTON_HOT if k == scene.focus else theme.BUTTON, rect,
                                 border_radius=6)
                pygame.draw.rect(surface, theme.INK, rect, 1, border_radius=6)
                surface.blit(label, label.get_rect(center=rect.center))
                scene.rects[k] = rect
                bx = rect.right + m.text
            y = rect.bottom + m.text // 3
            continue
        if line.row == scene.count + 1:
            y += m.text                                     # air between the seats and the options
        surface.blit(body.render(line.caption, True, theme.MUTED),
                     (x, y + (cell_h - body.get_height()) // 2))
        inset = line.indent * m.text * 3 // 2             # a house rule's part, set in under it
        rect = pygame.Rect(x + caption_w + inset, y, m.width - caption_w - inset, cell_h)
        end = value_box(k, rect, line.value(), body)
        scene.rects[k] = pygame.Rect(x, y, m.width, cell_h)
        aside = line.aside() if line.aside is not None else ""     # a house rule's description, beside it
        if aside and aside not in line.value():            # (not its title again, for one without)
            room = rect.right - end - m.text
            if room >= 3 * small.size("...")[0]:
                aside = small.render(_ellipsis(aside, small, room), True, theme.MUTED)
                surface.blit(aside, (end + m.text, rect.centery - aside.get_height() // 2))
        y += m.row
        if line.note is not None:
            room = m.width - caption_w - pad
            wrapped = theme.wrap(line.note(), small, room)
            shown = wrapped[:line.note_lines - 1] + [_ellipsis(" ".join(wrapped[line.note_lines - 1:]), small, room)]
            for k, note in enumerate(shown if len(wrapped) >= line.note_lines else wrapped):
                surface.blit(small.render(note, True, theme.MUTED), (x + caption_w + pad, y - max(2, m.text // 6)))
                y += small.get_linesize()
            y += small.get_linesize() * max(0, line.note_lines - len(wrapped))     # as the layout counted
    if scene.error:
        surface.blit(small.render(_ellipsis(scene.error, small, m.width), True, theme.ACCENT), (x, y))


def _name_box(scene, surface, rect: pygame.Rect, k: int, focused: bool, font, pad: int) -> None:
    """A text box; its name is shown selected when focused afresh, with a caret once typing."""
    line = scene.lines()[k]
    pygame.draw.rect(surface, theme.WHITE, rect, border_radius=4)
    pygame.draw.rect(surface, theme.ACCENT if focused else theme.MUTED, rect, 2 if focused else 1, border_radius=4)
    text = line.value()
    img = font.render(text, True, theme.INK)
    tx, ty = rect.x + pad, rect.centery - img.get_height() // 2
    area = pygame.Rect(0, 0, rect.w - 2 * pad, img.get_height())
    if focused and scene.typing_at != scene.focus and text:
        pygame.draw.rect(surface, theme.BUTTON_HOT, (tx - 2, ty, min(img.get_width(), area.w) + 4, img.get_height()))
    surface.blit(img, (tx, ty), area=area)
    if focused and scene.typing_at == scene.focus:
        cx = min(tx + img.get_width() + 1, rect.right - pad)
        pygame.draw.line(surface, theme.INK, (cx, ty + 2), (cx, ty + img.get_height() - 2), 2)
    scene.rects[k] = rect
