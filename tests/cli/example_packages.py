"""An example plugin package (``examples/...``) installed as if by pip: its module offered through a
pretend ``landlord`` entry point, as tests/plugins/pretend_package.py does for a jail game."""
from __future__ import annotations

import importlib
import importlib.metadata
from pathlib import Path
from types import ModuleType

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def install_example(monkeypatch, folder: str, module_name: str, entry_name: str) -> ModuleType:
    """The example in ``examples/<folder>``, importable and found by the program's plugin search.
    The test also asks for the ``fresh_plugin_manager`` fixture, so the program reads it anew."""
    monkeypatch.syspath_prepend(str(EXAMPLES / folder))
    module = importlib.import_module(module_name)
    point = importlib.metadata.EntryPoint(entry_name, module.__name__, "landlord")
    real = importlib.metadata.entry_points
    monkeypatch.setattr(importlib.metadata, "entry_points",
                        lambda **params: (*real(**params), point) if params.get("group") == "landlord"
                        else real(**params))
    return module
