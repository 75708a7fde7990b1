"""The scene stack: push, pop, pause and resume order; events from the top; drawing from the top opaque scene."""
from __future__ import annotations

from landlord.ui.scene import Scene, SceneStack


class Recorder(Scene):
    modal = False      # a flag, as the dialogs declare it (Scene.modal is a property a scene may override)

    def __init__(self, name, log, opaque=True, modal=False, consumes=False):
        super().__init__(app=None)
        self.name, self.log, self.opaque, self.modal, self.consumes = name, log, opaque, modal, consumes

    def enter(self): self.log.append(f"enter {self.name}")
    def exit(self): self.log.append(f"exit {self.name}")
    def pause(self): self.log.append(f"pause {self.name}")
    def resume(self): self.log.append(f"resume {self.name}")

    def handle_event(self, event):
        self.log.append(f"event {self.name}")
        return self.consumes

    def draw(self, surface):
        self.log.append(f"draw {self.name}")


def test_pushing_pauses_the_scene_below_and_popping_resumes_it():
    log, stack = [], SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    stack.pop()
    assert log == ["enter a", "pause a", "enter b", "exit b", "resume a"]


def test_replace_exits_the_top_scene_and_enters_the_new_one_without_resuming_the_one_below():
    log, stack = [], SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    stack.replace(Recorder("c", log))
    assert log[-2:] == ["exit b", "enter c"] and stack.top.name == "c"


def test_events_go_from_the_top_down_until_a_scene_uses_one():
    log, stack = [], SceneStack()
    stack.push(Recorder("a", log, consumes=True))
    stack.push(Recorder("b", log))
    log.clear()
    assert stack.handle_event(object()) is True
    assert log == ["event b", "event a"]


def test_a_modal_scene_keeps_events_from_the_scenes_below():
    log, stack = [], SceneStack()
    stack.push(Recorder("a", log, consumes=True))
    stack.push(Recorder("dialog", log, modal=True))
    log.clear()
    assert stack.handle_event(object()) is False
    assert log == ["event dialog"]


def test_drawing_starts_at_the_highest_opaque_scene():
    log, stack = [], SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    stack.push(Recorder("overlay", log, opaque=False))
    log.clear()
    stack.draw(None)
    assert log == ["draw b", "draw overlay"]
