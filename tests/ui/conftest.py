"""UI tests run headless: SDL's dummy drivers are set in tests/conftest.py before pygame loads."""
from __future__ import annotations

import pygame
import pytest


@pytest.fixture
def app():
    from landlord.ui.app import App
    application = App(size=(1280, 800))
    yield application
    pygame.quit()

