"""The Dungeonopoly pieces stay pure: the standard library and each other only (no pygame, no
engine, no random source of their own, no files), and every docstring example runs. One module,
``rule``, speaks to the game, and through its public plugin API alone (``landlord.plugin``)."""
from __future__ import annotations

import ast
import doctest
import importlib
import sys
from pathlib import Path

import pytest

import landlord_plugins.dungeonopoly as dungeonopoly

FOLDER = Path(dungeonopoly.__file__).parent
MODULES = sorted(p.stem for p in FOLDER.glob("*.py") if p.stem != "__init__")
#: The modules that speak to the game (the house rule's adapter, and the package's registration).
ADAPTERS = ("rule", "__init__")


def test_the_package_has_the_modules_it_promises():
    assert {"classes", "progress", "geometry", "money", "checks", "levels"} <= set(MODULES)
    assert {"rule", "core", "registry", "fighter"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES + ["__init__"])
def test_a_module_imports_only_the_standard_library_and_its_neighbours(name):
    """...and the adapters the game's plugin API as well."""
    allowed = ("landlord.plugin",) if name in ADAPTERS else ()
    tree = ast.parse((FOLDER / f"{name}.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level:
            continue                                   # a neighbour in the package
        names = [node.module or ""] if isinstance(node, ast.ImportFrom) else \
            [a.name for a in node.names] if isinstance(node, ast.Import) else []
        for module in names:
            if module in allowed:
                continue
            top = module.split(".")[0]
            assert top in sys.stdlib_module_names or top == "__future__", f"{name} imports {module}"
            assert top not in ("random", "time", "datetime", "os", "io", "pathlib"), f"{name} imports {module}"


@pytest.mark.parametrize("name", MODULES)
def test_a_module_opens_no_file_and_prints_nothing(name):
    tree = ast.parse((FOLDER / f"{name}.py").read_text(encoding="utf-8"))
    called = {n.func.id for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    assert not called & {"open", "print", "input"}


@pytest.mark.parametrize("name", MODULES)
def test_every_docstring_example_runs(name):
    module = importlib.import_module(f"landlord_plugins.dungeonopoly.{name}")
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_the_modules_with_rules_cite_the_text():
    for name in ("classes", "progress", "geometry", "money", "checks", "levels"):
        assert "# Dungeonopoly: " in (FOLDER / f"{name}.py").read_text(encoding="utf-8"), name
