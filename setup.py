"""The build's one dynamic part: with ``LANDLORD_COMPILE=1`` the engine is compiled by mypyc.

Everything else about the package is in ``pyproject.toml``. Without the variable this is the plain
pure-Python package. With it, the modules below are compiled from the same ``.py`` files into C
extensions that sit beside them in the wheel; Python imports an extension before a ``.py`` of the
same name, so ``landlord.engine.COMPILED`` says which build is running (docs/performance.md).
"""
from __future__ import annotations

from pathlib import Path

from setuptools import setup

from build_backend import compile_requested

ENGINE = Path("landlord/engine")

#: Modules left as Python in the compiled build, and why.
UNCOMPILED = {
    # mypyc cannot compile a class deriving RuntimeError (EndlessGameError) without
    # mypy_extensions.mypyc_attr, which the engine may not import; errors are never on a hot path.
    "errors.py",
    # The plugin API's contracts: runtime-checkable Protocols, which a compiled module makes
    # as plain classes (typing then refuses @runtime_checkable); they are declarations, not work.
    "jail_api.py",
    "house_api.py",
    # The frames' TypedDict declarations: a compiled module makes a TypedDict without its
    # NotRequired qualifiers (every key required), and tests read the optional keys from them;
    # declarations, not work (the engine handles frames as plain dicts).
    "frames.py",
    # A class that Python code derives (a Python class cannot derive a compiled one): ClassicJail,
    # the base of jail games in tests and plugins.
    "classic_jail.py",
    # A Sequence (collections.abc), which a compiled class cannot derive: the turn's options.
    "listed_when_read.py",
    # A class deriving TableView (house_api.py, a Python class), its fields read on first access.
    "live_table.py",
    # The package's door: it runs once, at import, and says which build is running.
    "__init__.py",
}


#: The computer players compiled with the engine: they answer most of a simulation's decisions.
#: (``ai/base.py``, the agents' Protocols, and ``ai/__init__.py``, the registry, stay Python.)
COMPILED_AGENTS = ["landlord/ai/appraisal.py", "landlord/ai/easy.py", "landlord/ai/heuristic.py",
                   "landlord/ai/house_lookahead.py", "landlord/ai/options.py", "landlord/ai/strong.py"]


def compiled_modules() -> list[str]:
    """Every module of the engine but those named in UNCOMPILED, and the computer players."""
    return sorted(str(path) for path in ENGINE.glob("*.py") if path.name not in UNCOMPILED) + COMPILED_AGENTS


def ext_modules() -> list[object]:
    if not compile_requested():
        return []
    from mypyc.build import mypycify
    return list(mypycify(compiled_modules(), opt_level="3"))


if __name__ == "__main__":  # as setuptools runs it (a test reads the lists above)
    setup(ext_modules=ext_modules())
