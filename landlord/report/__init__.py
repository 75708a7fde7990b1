"""``landlord report``: many games under each of the game's rule sets, compared in charts.

The parts, each one concept:

* :mod:`.regimes`: the rule sets compared (the 1906 rules, the Single Tax voted in at round
  5, 10 or 20, the Single Tax from the start, the Monarch of the World);
* :mod:`.series`: what is recorded of every game, round by round, through the simulator's
  observer hook (``landlord.simulate.GameObserver``), and of a game played in the window, by
  replaying it through the same recorder (its end screen);
* :mod:`.tally`: the statistics (medians and bands by round, means with 95% intervals, win rates);
* :mod:`.collect`: playing a report's games, with progress and stopping (also for a window);
* :mod:`.charts`, :mod:`.html`, :mod:`.output`: the charts (matplotlib, Agg), the page and the files;
* :mod:`.handout`: two printed pages for a class (:mod:`.printing` prints them with Chromium);
* :mod:`.lessons`: the presets of ``--lesson`` (games as long as Magie's three sittings);
* :mod:`.vary`, :mod:`.varied`, :mod:`.vary_charts`, :mod:`.vary_output`: one parameter varied
  (``--vary KEY=V1,V2,...``), each value's rules changed on a copy (:mod:`.rules_copy`);
* :mod:`.brief`: the report in two plain sentences, for the window's "Compare the rules";
* :mod:`.command`: the ``landlord report`` command line.
"""
from __future__ import annotations
