"""Help: the rules in brief and the keyboard shortcuts (any key or click closes it)."""
from __future__ import annotations

import pygame

from .. import theme
from ..scene import Scene

HELP = """THE LANDLORD'S GAME (Elizabeth Magie, 1906)
Throw two dice and move. Reaching or passing Mother Earth pays $100 wages. Land rent goes to the lot's holder; an unowned lot is auctioned, the lander having the first option at the highest bid. Taxes on Food, Fuel, Shelter and Clothing go to the Public Treasury. Trespassers on Hogg's Game Preserves or Lord Blueblood's Estate go to Jail. Speculation: refuse the move, or ante $10 and throw for winnings. Railroads and franchises charge fares; a Trust charges $40. Build houses ($100, up to three a lot) for $10 house rent each; a section fully built doubles its land rent. Between the Chances you may move either way; a double may ride the railroad. The game ends when a player has drawn wages five times: cash, and 100 for every card and house, decide.
THE SINGLE TAX: propose it at the start of a turn; two votes adopt it. Then all land rent goes to the Public Treasury, deeds lose their value, anyone may build on an unimproved lot, and the Treasury buys the franchises, builds Free Colleges and raises wages.
JAIL: the default jail is Open Oubliette (John Colagioia): three turns in a dungeon; treasure banked at its Exit pays $1 for every 10 gold.

KEYS
1-9: choose an option.   Up/Down and Enter: move and choose.   Page Up/Down: more options.
P: computer pace (slow, normal, fast, instant).   M: sound on/off.   F11: full screen.
F5 or Ctrl+S: save.   F9 or Ctrl+O: load.   U or Ctrl+Z: take back your own choices since the last throw.
H or F1: this help.   Esc: quit (asks first during a game).   Mouse: click options; hover a space for its card."""


class HelpScene(Scene):
    modal = True

    def handle_event(self, event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.app.stack.remove(self)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        w, _ = surface.get_size()
        y = 24
        for paragraph in HELP.split("\n"):
            bold = paragraph.isupper() or paragraph.startswith(("THE", "JAIL", "KEYS"))
            f = theme.font(19, bold=bold and len(paragraph) < 60)
            for line in theme.wrap(paragraph, f, w - 60):
                surface.blit(f.render(line, True, theme.INK), (30, y))
                y += f.get_linesize()
            y += 4
        hint = theme.font(17).render("Press any key to go back.", True, theme.MUTED)
        surface.blit(hint, (30, y + 10))
