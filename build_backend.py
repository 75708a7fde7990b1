"""The build backend: setuptools's own, asking for mypy only when the compiled build is asked for.

``LANDLORD_COMPILE=1`` at ``pip install`` / ``python -m build`` time compiles the engine with mypyc
(``setup.py``, ``docs/performance.md``). mypy (which carries mypyc) is a build requirement of that
build alone: listed in ``[build-system] requires`` it would be installed by every plain install too,
which needs no compiler and nothing beyond setuptools.
"""
from __future__ import annotations

import os

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F401,F403  (every other hook is setuptools's own)

#: The variable that asks for the compiled build.
COMPILE_VARIABLE = "LANDLORD_COMPILE"
#: What the compiled build needs: the mypyc it is made and tested with (docs/performance.md), and
#: pluggy, whose types mypyc reads because the package the engine sits in imports it.
COMPILE_REQUIREMENTS = ["mypy==2.4.1", "pluggy>=1.5"]


def compile_requested() -> bool:
    return os.environ.get(COMPILE_VARIABLE, "") not in ("", "0")


def get_requires_for_build_wheel(config_settings: dict[str, object] | None = None) -> list[str]:
    # setuptools's own answer runs setup.py to find its setup_requires (it has none), and setup.py
    # imports mypyc when compiling: so the compiled build asks for its own needs, without asking it.
    if compile_requested():
        return list(COMPILE_REQUIREMENTS)
    return _setuptools.get_requires_for_build_wheel(config_settings)


def get_requires_for_build_sdist(config_settings: dict[str, object] | None = None) -> list[str]:
    # Making the sdist runs setup.py too, which imports mypyc when the compiled build is asked for.
    if compile_requested():
        return list(COMPILE_REQUIREMENTS)
    return _setuptools.get_requires_for_build_sdist(config_settings)
