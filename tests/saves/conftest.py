"""Fixtures for saves, replays and undo: a private data folder for autosaves."""
from __future__ import annotations

import pytest

from landlord.paths import DATA_DIR_ENV


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path, monkeypatch):
    """Autosaves go to a folder of the test's own, never to the user's data folder."""
    folder = tmp_path / "data"
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    return folder

