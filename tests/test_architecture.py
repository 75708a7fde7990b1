"""The engine, agents, simulator and plugin host never import pygame."""
from __future__ import annotations

import subprocess
import sys


def test_headless_modules_do_not_import_pygame():
    code = ("import sys, landlord, landlord.engine, landlord.ai, landlord.simulate, landlord.plugin_host, "
            "landlord.cli, landlord_plugins.classic_jail\n"
            "from landlord.plugin_host import installed_jail_games; installed_jail_games()\n"
            "assert 'pygame' not in sys.modules, 'pygame was imported'")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_the_engine_uses_no_global_random_and_no_clock():
    from pathlib import Path
    import landlord.engine
    folder = Path(landlord.engine.__file__).parent
    for path in folder.glob("*.py"):
        text = path.read_text()
        for forbidden in ("random.random(", "random.randint(", "random.choice(", "random.shuffle(",
                          "time.time(", "datetime.now(", "import pygame"):
            assert forbidden not in text, f"{path.name} uses {forbidden}"
