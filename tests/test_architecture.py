"""The engine, agents, simulator and plugin host never import pygame."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path


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


# -- the import graph, read from the code's own import statements ----------------------------------
PACKAGE = Path(__file__).resolve().parents[1] / "landlord"
#: The one module outside the engine it may use: it finds the rules file, with the standard library alone.
ENGINE_MAY_USE = ("landlord.paths",)


def _imports(path: Path) -> set[str]:
    """Every module a file imports, wherever the import stands (module level or inside a function)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = ["landlord", *path.relative_to(PACKAGE).parent.parts]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            found.add(module)
            found |= {f"{module}.{alias.name}" for alias in node.names}
    return found


def _standard(module: str) -> bool:
    return module.split(".")[0] in sys.stdlib_module_names or module == "__future__"


def test_the_engine_imports_only_itself_and_the_standard_library():
    for path in sorted((PACKAGE / "engine").glob("*.py")):
        for module in _imports(path):
            ours = module == "landlord.engine" or module.startswith(("landlord.engine.",) + ENGINE_MAY_USE)
            assert ours or _standard(module), f"engine/{path.name} imports {module}"
    # paths.py loads only the standard library with it (platformdirs waits inside user_data_dir).
    body = ast.parse((PACKAGE / "paths.py").read_text(encoding="utf-8")).body
    for node in body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else [a.name for a in node.names]
            assert all(_standard(name) for name in names), f"paths.py imports {names} as it loads"


def test_nothing_in_the_engine_reaches_the_plugin_host_the_window_or_a_plugin():
    forbidden = ("landlord.plugin_host", "landlord.ui", "landlord_plugins", "pygame", "pluggy")
    for path in sorted((PACKAGE / "engine").glob("*.py")):
        for module in _imports(path):
            assert not module.startswith(forbidden), f"engine/{path.name} imports {module}"


def test_the_command_line_and_the_window_name_no_concrete_jail_game():
    """Jail games are chosen by id from what is installed; only the plugins know their own."""
    for path in [PACKAGE / "cli.py", *sorted((PACKAGE / "commands").glob("*.py")), *sorted((PACKAGE / "ui").rglob("*.py"))]:
        for module in _imports(path):
            assert not module.startswith("landlord_plugins"), f"{path.name} imports {module}"
        text = path.read_text(encoding="utf-8")
        for quoted in ('"oubliette"', "'oubliette'", '"classic"', "'classic'"):
            assert quoted not in text, f"{path.relative_to(PACKAGE)} names the jail game {quoted}"


def test_the_plugins_that_ship_with_the_game_use_only_the_public_plugin_api():
    """They are registered as a third party's would be, and import as one must: ``landlord`` and
    ``landlord.plugin`` only (and their own package)."""
    root = PACKAGE.parent
    for path in [*sorted((root / "plugins").rglob("*.py")), *sorted((root / "examples").rglob("*.py"))]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and not node.level and (node.module or "").startswith("landlord"):
                assert node.module in ("landlord", "landlord.plugin"), \
                    f"{path.relative_to(root)} imports {node.module}, not the public plugin API"
            if isinstance(node, ast.Import):
                for alias in node.names:
                    assert not alias.name.startswith("landlord."), f"{path.relative_to(root)} imports {alias.name}"


def test_every_member_of_the_jail_game_contract_is_documented_in_the_plugin_guide():
    from landlord.engine.jail_api import JailGame
    guide = (PACKAGE.parent / "docs" / "plugins.md").read_text(encoding="utf-8")
    members = {name for name in vars(JailGame) if not name.startswith("_")} | set(JailGame.__annotations__)
    members |= {"api_version", "suggest", "make_view"}           # optional members are part of it too
    for member in sorted(members):
        assert f"`{member}" in guide, f"docs/plugins.md does not document the jail game's {member!r}"
    import landlord.plugin
    for name in landlord.plugin.__all__:
        assert f"`{name}" in guide, f"docs/plugins.md does not document landlord.plugin's {name!r}"


def test_only_the_entry_point_imports_the_command_line_and_it_lists_every_built_in_command():
    """The sub-commands share ``commands/options.py``; none reaches into ``cli.py`` for a helper."""
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name not in ("cli.py", "__main__.py"):       # the entry points
            assert "landlord.cli" not in _imports(path), f"{path.relative_to(PACKAGE)} imports landlord.cli"
    from landlord.cli import BY_NAME
    from landlord.commands import BUILT_IN_COMMANDS
    assert set(BY_NAME) == BUILT_IN_COMMANDS
