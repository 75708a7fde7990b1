"""Where every piece of text of a frame ended up, to find text that leaves the window or runs
into other text.

``TextRecorder`` is installed for one test: it replaces ``pygame.Surface`` with a surface that
remembers the text blitted onto it (text is recognised by the surfaces ``Font.render`` returns),
carries what a surface holds along when it is blitted onto another (the board's cached print
included), and forgets text that a later opaque fill or blit paints over. After a frame,
``problems()`` lists each text outside the window and each pair of texts that overlap.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

_ORIGINAL_SURFACE = pygame.Surface
_ORIGINAL_RECT = pygame.draw.rect


@dataclass
class Placed:
    text: str
    rect: pygame.Rect


class RecordingSurface(_ORIGINAL_SURFACE):
    """A surface that knows the text drawn on it and where."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.texts: list[Placed] = []

    def blit(self, source, dest, area=None, special_flags=0):
        drawn = super().blit(source, dest, area, special_flags)
        self._cover(drawn, opaque=not _has_transparency(source))
        pos = pygame.Rect(dest if len(dest) == 4 else (*dest, 0, 0)).topleft
        shift = (pos[0] - (area[0] if area else 0), pos[1] - (area[1] if area else 0))
        words = TextRecorder.active.rendered.get(id(source)) if TextRecorder.active else None
        if words is not None:      # where the text was meant to go, before the surface clipped it
            size = (area[2], area[3]) if area else source.get_size()
            self.texts.append(Placed(words, pygame.Rect(pos, size)))
        for placed in getattr(source, "texts", ()):
            rect = placed.rect.move(shift).clip(drawn)
            if rect.w and rect.h:
                self.texts.append(Placed(placed.text, rect))
        return drawn

    def fill(self, color, rect=None, special_flags=0):
        drawn = super().fill(color, rect, special_flags)
        self._cover(drawn, opaque=len(pygame.Color(color)) and pygame.Color(color).a == 255 and not special_flags)
        return drawn

    def _cover(self, rect: pygame.Rect, opaque: bool) -> None:
        """Text under an opaque paint is hidden, not in the way: forget it."""
        if opaque and rect.w and rect.h:
            self.texts = [p for p in self.texts if not p.rect.colliderect(rect)]


def _has_transparency(source) -> bool:
    return bool(source.get_flags() & pygame.SRCALPHA) or source.get_colorkey() is not None or \
        TextRecorder.active is not None and id(source) in TextRecorder.active.rendered


@dataclass
class TextRecorder:
    """Installed with ``install(monkeypatch)``; one is active at a time."""

    rendered: dict[int, str] = field(default_factory=dict)
    keep: list = field(default_factory=list)       # rendered surfaces, kept alive so ids stay unique
    active = None

    def install(self, monkeypatch) -> TextRecorder:
        from landlord.ui import theme
        make_font = theme.font
        recorder = self

        class RecordingFont:
            """Wraps a font so the surfaces it renders are known to be text."""

            def __init__(self, font) -> None:
                self._font = font

            def render(self, text, *args, **kwargs):
                surface = self._font.render(text, *args, **kwargs)
                if text.strip():
                    recorder.rendered[id(surface)] = text
                    recorder.keep.append(surface)
                return surface

            def __getattr__(self, name):
                return getattr(self._font, name)

        def font(size: int, bold: bool = False):
            return RecordingFont(make_font(size, bold))

        font.cache_clear = make_font.cache_clear      # the App clears the font cache as it opens

        def draw_rect(surface, color, rect, width=0, *args, **kwargs):
            drawn = _ORIGINAL_RECT(surface, color, rect, width, *args, **kwargs)
            if width == 0 and isinstance(surface, RecordingSurface):
                surface._cover(pygame.Rect(rect), opaque=len(color) < 4 or color[3] == 255)
            return drawn

        monkeypatch.setattr(pygame, "Surface", RecordingSurface)
        monkeypatch.setattr(pygame.draw, "rect", draw_rect)
        monkeypatch.setattr(theme, "font", font)
        monkeypatch.setattr(TextRecorder, "active", self)
        return self

    def screen(self, size: tuple[int, int]) -> RecordingSurface:
        return RecordingSurface(size)

    @staticmethod
    def begin_frame(screen: RecordingSurface) -> None:
        screen.texts = []

    @staticmethod
    def problems(screen: RecordingSurface, tolerance: int = 1) -> list[str]:
        """Each text outside the window, and each pair of texts overlapping by more than
        ``tolerance`` pixels each way (glyphs' empty margins may touch)."""
        bounds = screen.get_rect()
        found = [f"{p.text!r} at {tuple(p.rect)} leaves the {bounds.w}x{bounds.h} window"
                 for p in screen.texts if not bounds.contains(p.rect)]
        texts = screen.texts
        for i, a in enumerate(texts):
            for b in texts[i + 1:]:
                overlap = a.rect.clip(b.rect)
                if overlap.w > tolerance and overlap.h > tolerance * 2 + 2:
                    found.append(f"{a.text!r} at {tuple(a.rect)} runs into {b.text!r} at {tuple(b.rect)}")
        return found
