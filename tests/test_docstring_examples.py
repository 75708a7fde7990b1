"""Every example in the package's docstrings runs as written.

(Collected here rather than with pytest's --doctest-modules, which would import each test
folder's conftest.py under the same module name.)
"""
from __future__ import annotations

import doctest
import importlib
import pkgutil

import landlord


def package_modules():
    for info in pkgutil.walk_packages(landlord.__path__, "landlord."):
        if info.name.endswith("__main__") or info.name.startswith("landlord.ui"):
            continue        # the window's modules have no examples and need a display
        yield importlib.import_module(info.name)


def test_every_docstring_example_in_the_package_runs():
    results = {m.__name__: doctest.testmod(m, optionflags=doctest.ELLIPSIS) for m in package_modules()}
    failed = {name: r.failed for name, r in results.items() if r.failed}
    assert not failed
    assert sum(r.attempted for r in results.values()) >= 3, "the package's examples were not found"
