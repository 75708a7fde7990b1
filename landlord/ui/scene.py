"""Scenes and the scene stack: the UI is a stack of screens, the top one in charge.

A scene handles events (returning True when it used one), updates with the time passed,
and draws. ``draw`` never changes anything. The stack draws from the highest opaque scene
up, and offers events from the top down until one is used (a modal scene stops them).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .app import App


class Scene:
    opaque = True         # hides the scenes below it

    @property
    def modal(self) -> bool:
        """Does it stop events from reaching the scenes below it? A scene says so with a class
        attribute, or a property when it depends on what the scene is doing."""
        return False

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...

    def handle_event(self, event: Any) -> bool:
        return False

    def wants_text(self) -> bool:
        """True while typing goes to this scene (letter shortcuts are then off)."""
        return False

    def update(self, dt: float) -> None: ...

    def draw(self, surface: Any) -> None: ...


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene:
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def remove(self, scene: Scene) -> None:
        if scene is self.top:
            self.pop()
        elif scene in self.scenes:
            self.scenes.remove(scene)
            scene.exit()

    def handle_event(self, event: Any) -> bool:
        for scene in reversed(self.scenes):
            if scene.handle_event(event):
                return True
            if scene.modal:
                return False
        return False

    def update(self, dt: float) -> None:
        for scene in list(self.scenes):
            scene.update(dt)

    def draw(self, surface: Any) -> None:
        start = 0
        for i, scene in enumerate(self.scenes):
            if scene.opaque:
                start = i
        for scene in self.scenes[start:]:
            scene.draw(surface)
