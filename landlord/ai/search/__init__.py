"""The expert's look-ahead: determinised flat Monte Carlo over the engine's own decisions.

* :mod:`.levels`: how much work a decision may take (playouts and rounds, never seconds);
* :mod:`.worlds`: a private engine for the search and the worlds it plays in, determinised
  from what the searching player could know (fresh dice, a reshuffled Luxury pack);
* :mod:`.candidates`: the options worth trying when a decision lists many (bids, prices);
* :mod:`.playout`: a world played on for a few rounds, and scored, and who plays its seats;
* :mod:`.root`: the search itself, every candidate tried in the same worlds.
"""
from __future__ import annotations

from .levels import DEFAULT_LEVEL, LEVELS, Level
from .root import Candidate, SearchResult, SearchStopped, search

__all__ = ["Candidate", "DEFAULT_LEVEL", "LEVELS", "Level", "SearchResult", "SearchStopped", "search"]
