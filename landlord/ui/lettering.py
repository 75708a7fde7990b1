"""Lettering that fits its box: a space's name and figures, as large as they fit, legible first.

Pure (the caller passes how to measure text), so it is tested without a display. A name is
set whole if it can be; below a legible size it is not set at all while fewer of its words, or
its figures in smaller type, would let it stay legible: the hover card always has it in full.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Callable, Iterator

#: ``measure(size, text)``: the text's width and the line step of its type, in pixels.
Measure = Callable[[int, str], tuple[int, int]]

#: Period abbreviations, tried only when a name will not fit whole.
ABBREVIATIONS = {"Avenue": "Ave.", "Street": "St.", "Square": "Sq.", "Boulevard": "Blvd.", "Terrace": "Ter.",
                 "System": "Sys.", "Preserves": "Pres.", "Lighting": "Light.", "Natural": "Nat.",
                 "Opportunity": "Opp."}
#: Shortest piece a hyphenated word is cut into (as TeX: two letters before the hyphen, "Ma-guire",
#: three after it).
HYPHEN_MIN, HYPHEN_MIN_BEFORE = 3, 2
#: A name is hyphenated before it is set smaller than this share of the board's type size.
TYPE_FLOOR = 0.8


@dataclass(frozen=True)
class Lettering:
    """A space's lettering as it fits its box: the name's type size and lines, the figures' lines
    and their type size (the name's, or smaller where that keeps the name legible), and whether
    the name had to be cut short (nothing else fitted)."""
    size: int
    lines: tuple[str, ...]
    figures: tuple[str, ...]
    figure_size: int
    cut: bool = False
    bold: bool = False
    shortened: bool = False          # fewer of its words (the hover card has them all)


def compact(name: str) -> str:
    """Initials set close ("D. F." -> "D.F.", "P. D. Q. R. R." -> "P.D.Q. R.R."), so they never
    wrap one letter to a line; a railroad's "R.R." stays a word of its own."""
    name = name.replace("R. R.", "R.R.")
    return re.sub(r"(?<=\b[A-Z]\.) (?=[A-Z]\.)(?!R\.R\.)", "", name)


def abbreviated(name: str) -> str:
    return " ".join(ABBREVIATIONS.get(word, word) for word in name.split())


def wrap_words(words: list[str], fits, hyphenate: bool) -> list[str] | None:
    """Words in lines that each ``fits``; a word too long for a line is hyphenated if allowed,
    else the name does not fit (None)."""
    lines: list[str] = []
    line = ""
    queue = list(words)
    while queue:
        word = queue.pop(0)
        trial = f"{line} {word}".strip()
        if fits(trial):
            line = trial
            continue
        if line:
            lines.append(line)
            line = ""
            queue.insert(0, word)
            continue
        cut = _hyphen_cut(word, fits) if hyphenate else None
        if cut is None:
            return None
        lines.append(word[:cut] + "-")
        queue.insert(0, word[cut:])
    if line:
        lines.append(line)
    return lines


VOWELS = frozenset("aeiouyAEIOUY")
#: Consonants that sound as one and are not parted by a hyphen.
CLUSTERS = frozenset({"ch", "sh", "th", "ck", "ph", "wh", "gh", "bl", "br", "cl", "cr", "dr", "fl", "fr", "gl",
                      "gr", "pl", "pr", "sc", "sk", "st", "tr", "'s"})
#: Those that may begin a syllable, so a word may break before them after a vowel (Blue-blood's).
ONSETS = CLUSTERS - {"ck", "gh", "'s"}


def _syllable_break(word: str, cut: int) -> bool:
    """A plausible place to hyphenate: between two consonants (Slam-bang, Boom-town), after a
    vowel before a consonant and a vowel (Specu-lation) or before a cluster that begins a
    syllable (Blue-blood's)."""
    a, b = word[cut - 1], word[cut]
    if not (a.isalpha() and b.isalpha()):
        return False
    if a not in VOWELS and b not in VOWELS:
        return (a + b).lower() not in CLUSTERS
    if a not in VOWELS or b in VOWELS or cut + 1 >= len(word):
        return False
    return word[cut + 1] in VOWELS or (b + word[cut + 1]).lower() in ONSETS


def _hyphen_cut(word: str, fits) -> int | None:
    """The longest first piece, cut at a syllable, that fits with its hyphen."""
    for cut in range(len(word) - HYPHEN_MIN, HYPHEN_MIN_BEFORE - 1, -1):
        if _syllable_break(word, cut) and fits(word[:cut] + "-"):
            return cut
    return None


def fewer_words(name: str) -> list[str]:
    """Shorter forms of a name, longest first: its first words, a word fewer each time, ending
    on a word that names something (not initials, not a short word like "The"), and at least two
    words of a name of three or more ("Lord Blueblood's", never "Lord"). A split corner's halves
    are :func:`halves`."""
    if " / " in name:
        return []
    words = name.split()
    least = 2 if len(words) > 2 else 1
    return [" ".join(words[:k]) for k in range(len(words) - 1, least - 1, -1)
            if len(words[k - 1]) > 3 and not words[k - 1].endswith(".")]


def halves(name: str) -> list[str]:
    """A split corner's halves alone, the second first: the place the rules send a player to
    ("Poor House", "Shelter")."""
    return name.split(" / ")[::-1] if " / " in name else []


def letter(name: str, figures: list[str], width: int, height: int, measure: Measure, sizes,
           least_name: int = 0) -> Lettering:
    """The largest lettering of ``name`` and its ``figures`` that fits ``width`` x ``height``.

    At each size, largest first: the name whole, then abbreviated; figures one to a line, or
    joined on one line. The halves of a split corner ("Jail / Shelter") start lines of their
    own. A long word is hyphenated rather than set much smaller than its neighbours (below
    ``TYPE_FLOOR`` of the largest size). The name is kept at ``least_name`` or larger (the size
    read at a glance) as long as anything lets it: the figures set smaller under it, then fewer
    of its words, then its figures left to the hover card. Only then is it set smaller, and if
    even that fails it is cut short, so names never run into each other.
    """
    sizes, name = list(sizes), compact(name)
    for size, figure_size, names, shown, hyphenate in _attempts(name, figures, sizes, least_name):
        found = _fit_at(size, figure_size, names, shown, width, height, measure, hyphenate)
        if found is not None:
            return replace(found, shortened=names != [name])
    legible = [s for s in sizes if s >= least_name] or sizes[:1]
    size = legible[-1]
    short = abbreviated(name)
    while len(short) > 1 and measure(size, short + ".")[0] > width:
        short = short[:-1]
    return Lettering(size, (short.rstrip() + ".",), tuple(figures[:1]), sizes[-1], cut=True)


Attempt = tuple[int, int, list[str], list[str], bool]


def _attempts(name: str, figures: list[str], sizes: list[int], least_name: int) -> Iterator[Attempt]:
    """What ``letter`` tries, in order: (name size, figures' size, names, figures, hyphenate)."""
    legible = [s for s in sizes if s >= least_name] or sizes[:1]
    floor = max(legible[-1], round(legible[0] * TYPE_FLOOR))
    bands = [s for s in legible if s >= floor], [s for s in legible if s < floor]
    whole, fewer = [name], fewer_words(name)
    hyphenation = (False, True)
    for band in bands:
        yield from ((s, s, whole, figures, h) for h in hyphenation for s in band)
    if figures:
        yield from ((s, f, whole, figures, h) for h in hyphenation for s in legible for f in sizes if f < s)
        yield from ((s, f, [w], figures, h) for w in fewer for h in hyphenation for s in legible
                    for f in sizes if f <= s)
    for band in bands:
        yield from ((s, s, whole, [], h) for h in hyphenation for s in band)
    yield from ((s, s, [w], [], h) for w in fewer + halves(name) for h in hyphenation for s in legible)
    below = [s for s in sizes if s < legible[-1]]
    for shown in (figures, []):
        yield from ((s, s, whole, shown, h) for h in hyphenation for s in below)


def _fit_at(size: int, figure_size: int, names: list[str], figures: list[str], width: int, height: int,
            measure: Measure, hyphenate: bool) -> Lettering | None:
    def fits(text: str) -> bool:
        return measure(size, text)[0] <= width

    def figures_fit(text: str) -> bool:
        return measure(figure_size, text)[0] <= width
    line_h, figure_h = measure(size, names[0])[1], measure(figure_size, names[0])[1]
    joined = [" · ".join(figures)] if len(figures) > 1 else list(figures)
    for variant in dict.fromkeys(v for name in names for v in (name, abbreviated(name))):
        wrapped = [wrap_words(half.split(), fits, hyphenate) for half in variant.split(" / ")]
        parts = [part for part in wrapped if part is not None]
        if len(parts) < len(wrapped):      # a half that cannot be wrapped at this size
            continue
        lines = [line for part in parts for line in part]
        for figs in (list(figures), joined):
            if len(lines) * line_h + len(figs) * figure_h <= max(height, line_h) and all(figures_fit(f) for f in figs):
                return Lettering(size, tuple(lines), tuple(figs), figure_size)
    return None
