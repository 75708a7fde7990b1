"""Which engine is running: the pure-Python one or the one mypyc compiled from the same source.

CI installs each build into its own environment and names it in ``LANDLORD_EXPECT_BUILD``
(``pure`` or ``compiled``), so the run of the whole suite on the compiled build fails if the
source tree's ``.py`` files were imported instead (docs/performance.md).
"""
from __future__ import annotations

import os
from importlib.machinery import EXTENSION_SUFFIXES

import pytest

import landlord.engine
from landlord.cli import main
from landlord.engine import COMPILED
from landlord.engine import rules as compiled_module

EXPECTED_BUILD = os.environ.get("LANDLORD_EXPECT_BUILD")


def test_the_engine_says_it_is_compiled_exactly_when_its_rules_module_is_a_c_extension():
    assert COMPILED == str(compiled_module.__file__).endswith(tuple(EXTENSION_SUFFIXES))


def test_the_version_names_the_engine_that_is_running(capsys):
    with pytest.raises(SystemExit):
        main(["--version"])
    said = capsys.readouterr().out
    assert said.rstrip().endswith("(compiled engine)" if COMPILED else "(pure-Python engine)")


@pytest.mark.skipif(EXPECTED_BUILD is None, reason="LANDLORD_EXPECT_BUILD names the build CI installed")
def test_the_build_running_is_the_build_installed():
    assert EXPECTED_BUILD in ("pure", "compiled")
    assert COMPILED == (EXPECTED_BUILD == "compiled"), landlord.engine.__file__
