"""Short sound effects made by code (no sound files), with a mute switch.

If the machine has no audio device the game plays silently.
"""
from __future__ import annotations

import math
import random
from array import array
from typing import TYPE_CHECKING

if TYPE_CHECKING:      # pygame is imported only when sound is on, so a silent window needs no mixer
    import pygame

RATE = 22050


def _tone(freqs: list[float], seconds: float, volume: float = 0.3, noise: float = 0.0) -> array:
    n = int(RATE * seconds)
    rng = random.Random(7)
    samples = array("h")
    for i in range(n):
        t = i / RATE
        fade = 1 - i / n
        v = sum(math.sin(2 * math.pi * f * t) for f in freqs) / max(1, len(freqs))
        v = v * (1 - noise) + (rng.random() * 2 - 1) * noise
        samples.append(int(32767 * volume * fade * v))
    return samples


RECIPES = {
    "click": lambda: _tone([880], 0.04, 0.2),
    "dice": lambda: _tone([180, 240], 0.18, 0.25, noise=0.7),
    "coin": lambda: _tone([1320, 1760], 0.12, 0.2),
    "jail": lambda: _tone([110, 165], 0.35, 0.3),
    "fanfare": lambda: _tone([523, 659, 784], 0.5, 0.25),
}
EVENT_SOUNDS = {"dice": "dice", "bought": "coin", "jailed": "jail", "game_over": "fanfare",
                "single_tax_adopted": "fanfare", "built": "coin"}


class Sounds:
    def __init__(self, enabled: bool = True) -> None:
        self.muted = False
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        if not enabled:
            return
        try:
            import pygame
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1)
            for name, make in RECIPES.items():
                self.sounds[name] = pygame.mixer.Sound(buffer=make().tobytes())
        except Exception:  # no audio device: play silently
            self.sounds = {}

    def play(self, name: str) -> None:
        sound = self.sounds.get(name)
        if sound is not None and not self.muted:
            sound.play()

    def for_event(self, event) -> None:
        name = EVENT_SOUNDS.get(event.name)
        if name:
            self.play(name)

    def toggle(self) -> bool:
        self.muted = not self.muted
        return self.muted
