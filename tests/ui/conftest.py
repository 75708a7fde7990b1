"""UI tests run headless: SDL's dummy drivers are set in tests/conftest.py before pygame loads."""
from __future__ import annotations

import pygame
import pytest

from landlord.paths import DATA_DIR_ENV


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path, monkeypatch):
    """Saves and autosaves of a window test go to a folder of its own, never to the user's data
    folder, and no test sees another's autosaves (the Continue entry would)."""
    folder = tmp_path / "data"
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    return folder


@pytest.fixture
def app():
    from landlord.ui.app import App
    application = App(size=(1280, 800))
    yield application
    pygame.quit()
