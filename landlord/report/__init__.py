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
* :mod:`.brief`: the report in two plain sentences, for the window's "Compare the rules";
* :mod:`.command`: the ``landlord report`` command line.
"""
from __future__ import annotations
