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
    ``landlord.plugin`` only (and their own package). An example's own tests are no plugin: they
    play it through the engine and ``landlord.testing``, as docs/plugins.md shows an author."""
    root = PACKAGE.parent
    examples = [path for path in sorted((root / "examples").rglob("*.py")) if "tests" not in path.parts]
    for path in [*sorted((root / "plugins").rglob("*.py")), *examples]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and not node.level and (node.module or "").startswith("landlord"):
                assert node.module in ("landlord", "landlord.plugin"), \
                    f"{path.relative_to(root)} imports {node.module}, not the public plugin API"
            if isinstance(node, ast.Import):
                for alias in node.names:
                    assert not alias.name.startswith("landlord."), f"{path.relative_to(root)} imports {alias.name}"


def test_every_member_of_the_jail_game_contract_is_documented_in_the_plugin_guide():
    from landlord.engine.jail_api import OPTIONAL_MEMBERS, REQUIRED_MEMBERS
    guide = (PACKAGE.parent / "docs" / "plugins.md").read_text(encoding="utf-8")
    for member in (*REQUIRED_MEMBERS, *OPTIONAL_MEMBERS):    # optional members are part of it too
        assert f"`{member}" in guide, f"docs/plugins.md does not document the jail game's {member!r}"
    import landlord.plugin
    for name in landlord.plugin.__all__:
        assert f"`{name}" in guide, f"docs/plugins.md does not document landlord.plugin's {name!r}"


def test_every_member_of_the_house_rule_contract_is_documented_in_the_house_rules_half_of_the_guide():
    from landlord.engine.house_api import OPTIONAL_MEMBERS, REQUIRED_MEMBERS
    guide = (PACKAGE.parent / "docs" / "plugins.md").read_text(encoding="utf-8")
    house_half = guide[guide.index("# House rules: the second kind of plugin"):]
    for member in (*REQUIRED_MEMBERS, *OPTIONAL_MEMBERS):
        assert f"`{member}" in house_half, f"docs/plugins.md does not document the house rule's {member!r}"


# -- calls that go one way (issue 30) -----------------------------------------------------------------
def _module_name(path: Path) -> str:
    parts = ["landlord", *path.relative_to(PACKAGE).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _runtime_imports(path: Path) -> set[str]:
    """The landlord modules a file imports when it runs, wherever the import stands (module level
    or inside a function): imports under ``if TYPE_CHECKING:`` are for the type checker alone."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and getattr(node.test, "id", getattr(node.test, "attr", None)) == "TYPE_CHECKING":
            node.body = []
    package = _module_name(path).split(".") if path.name == "__init__.py" else _module_name(path).split(".")[:-1]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            found.add(module)
            found |= {f"{module}.{alias.name}" for alias in node.names}
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
    return {m for m in found if m.startswith("landlord")}


def _graph(paths, node_of) -> dict[str, set[str]]:
    """Who imports whom, with each module mapped to its node by ``node_of`` (None: left out)."""
    modules = {_module_name(p): p for p in paths}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        here = node_of(name)
        if here is None:
            continue
        edges = graph.setdefault(here, set())
        for imported in _runtime_imports(path):
            while imported and imported not in modules:        # "from . import x" names x's module
                imported = imported.rpartition(".")[0]
            there = node_of(imported) if imported else None
            if there is not None and there != here:
                edges.add(there)
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Each group of nodes that reach one another (Tarjan's strongly connected components)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_cycle_finder_finds_a_cycle_and_passes_a_layered_graph():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b", "c"}, "b": {"c"}, "c": set()}) == []


def test_no_engine_module_imports_one_that_imports_it_back():
    paths = sorted((PACKAGE / "engine").glob("*.py"))
    graph = _graph(paths, lambda name: name if name.startswith("landlord.engine.") else None)
    assert _cycles(graph) == []


def test_no_module_of_the_window_imports_one_that_imports_it_back():
    """The scenes import neither each other nor the app: they ask ``app.open`` for the next screen."""
    paths = sorted((PACKAGE / "ui").rglob("*.py"))
    graph = _graph(paths, lambda name: name if name.startswith("landlord.ui.") else None)
    assert _cycles(graph) == []


def test_no_scene_imports_another_scene_or_the_app():
    scenes = sorted((PACKAGE / "ui" / "scenes").glob("*.py"))
    for path in scenes:
        for module in _runtime_imports(path):
            helper = module.startswith("landlord.ui.scenes.newgame_layout") and path.stem == "newgame"
            assert helper or not module.startswith(("landlord.ui.scenes.", "landlord.ui.app",
                                                    "landlord.ui.navigation")), f"scenes/{path.name} imports {module}"


def _rule_modules() -> dict[str, set[str]]:
    """The engine's rule modules (those whose functions carry out a decision or a step) and the
    hosts, by name: read from the engine's own tables, so a new rule module is checked at once."""
    import inspect
    from landlord.engine import engine
    handlers = [f for pair in engine.HANDLERS.values() for f in pair]
    owners = {f.__module__ for f in handlers}
    # Each step reads "module.function(...)": the names are read from the source of the STEPS
    # table (the compiled build's lambdas carry no code object to read them from).
    table = next(node for node in ast.walk(ast.parse((PACKAGE / "engine" / "engine.py").read_text()))
                 if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", None) == "STEPS")
    assert table.value is not None and len(table.value.values) == len(engine.STEPS)   # type: ignore[attr-defined]
    names = {node.id for node in ast.walk(table.value) if isinstance(node, ast.Name)}
    owners |= {vars(engine)[name].__name__ for name in names if inspect.ismodule(vars(engine).get(name))}
    return {"rules": owners - HOSTS, "hosts": owners & HOSTS}


HOSTS = {"landlord.engine.jail_host", "landlord.engine.house_points"}
#: The rest of the house-rule host, which the rule modules must not reach either.
HOUSE_HOST = {"landlord.engine.house_host", "landlord.engine.house_effects", "landlord.engine.house_view"}


def test_the_rule_modules_import_neither_each_other_nor_the_hosts_nor_the_engine():
    """Each handles its own steps and pushes the steps that follow; the engine runs the stack."""
    found = _rule_modules()
    assert len(found["rules"]) >= 9 and found["hosts"] == HOSTS, found
    forbidden = found["rules"] | HOSTS | HOUSE_HOST | {"landlord.engine.engine", "landlord.engine.position"}
    for name in sorted(found["rules"]):
        path = PACKAGE.parent / (name.replace(".", "/") + ".py")
        reached = {m for m in _runtime_imports(path) if m in forbidden or m.rpartition(".")[0] in forbidden}
        reached = {m if m in forbidden else m.rpartition(".")[0] for m in reached} - {name}
        assert not reached, f"{name} imports {sorted(reached)}"


def test_every_house_rule_effect_is_named_in_the_plugin_guide():
    """The effects are declared once (``house_api.EFFECT_SHAPES``); the guide's prose names each."""
    from landlord.engine.house_api import EFFECT_SHAPES
    guide = (PACKAGE.parent / "docs" / "plugins.md").read_text(encoding="utf-8")
    section = guide[guide.index("## Effects: the only way a house rule changes the game"):]
    section = section[: section.index("\n## ", 1)]
    for shape in EFFECT_SHAPES:
        assert f"`{shape.verb}`" in section or f'`{{"{shape.verb}"' in section, \
            f"docs/plugins.md's Effects section does not name the {shape.verb!r} effect"


def test_only_the_entry_point_imports_the_command_line_and_it_lists_every_built_in_command():
    """The sub-commands share ``commands/options.py``; none reaches into ``cli.py`` for a helper."""
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name not in ("cli.py", "__main__.py"):       # the entry points
            assert "landlord.cli" not in _imports(path), f"{path.relative_to(PACKAGE)} imports landlord.cli"
    from landlord.cli import BY_NAME
    from landlord.commands import BUILT_IN_COMMANDS
    assert set(BY_NAME) == BUILT_IN_COMMANDS


def test_no_package_of_landlord_imports_one_that_imports_it_back():
    """Each sub-package (engine, ai, ui, report, ...) and each module at the top of ``landlord``
    (cli, simulate, saves, ...) is a node; ``landlord/__init__.py``, which gathers the public
    names for plugins, is left out."""
    def node_of(name: str) -> str | None:
        return None if name == "landlord" else ".".join(name.split(".")[:2])
    graph = _graph(sorted(PACKAGE.rglob("*.py")), node_of)
    assert _cycles(graph) == []
