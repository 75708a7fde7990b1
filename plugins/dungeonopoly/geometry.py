"""Board geometry for abilities: distances round the ring, range, edges, jail cells and paths.

The board is a ring of ``size`` squares (40 on the 1906 board) with a corner every ``size // 4``
squares, the first at the start (Mother Earth, 0); the second corner is the Jail's (10 on the
1906 board, shared with Shelter: rules/INTERPRETATIONS.md I-7). Nothing here knows what stands
on a square.

Abilities that reach other characters take positions as ``(index, in_jail)`` pairs, because a
character in jail sits in a cell of her own: not on the Jail corner as far as anyone else is
concerned, not on any edge, and out of everyone's reach (Dungeonopoly: Technical terms, "In jail";
reading D-4). Distances wrap round the start (reading D-1).
"""
from __future__ import annotations

from .levels import check_level

BOARD_SIZE = 40

#: A character's place: the square's index and whether she is in jail (in her cell) there.
Position = tuple[int, bool]


def _check_size(size: int) -> int:
    if isinstance(size, bool) or not isinstance(size, int) or size < 4 or size % 4:
        raise ValueError(f"a board is a ring of at least 4 squares in four equal edges, not {size!r}")
    return size


def _check_index(index: int, size: int) -> int:
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < size:
        raise ValueError(f"a square of a {size}-square board is numbered 0 to {size - 1}, not {index!r}")
    return index


def _check_position(position: Position, size: int) -> Position:
    index, in_jail = position
    _check_index(index, size)
    if not isinstance(in_jail, bool):
        raise ValueError(f"a position is (index, in_jail) with in_jail True or False, not {position!r}")
    return position


def corners(size: int = BOARD_SIZE) -> tuple[int, ...]:
    """The four corners: the start and every quarter of the way round.

    >>> corners()
    (0, 10, 20, 30)
    """
    quarter = _check_size(size) // 4
    return tuple(k * quarter for k in range(4))


def jail_corner(size: int = BOARD_SIZE) -> int:
    """The corner the jail stands on: the second, as on the 1906 board and Monopoly's."""
    return corners(size)[1]


def is_corner(index: int, size: int = BOARD_SIZE) -> bool:
    return _check_index(index, size) in corners(size)


def steps_forward(a: int, b: int, size: int = BOARD_SIZE) -> int:
    """Squares from ``a`` to ``b`` moving forward (the way wages are earned), wrapping at the start."""
    return (_check_index(b, size) - _check_index(a, size)) % _check_size(size)


def steps_backward(a: int, b: int, size: int = BOARD_SIZE) -> int:
    """Squares from ``a`` to ``b`` moving backward, wrapping at the start."""
    return steps_forward(b, a, size)


def distance(a: int, b: int, size: int = BOARD_SIZE) -> int:
    """Squares between two squares the shorter way round.

    >>> distance(38, 2), distance(5, 25)
    (4, 20)
    """
    return min(steps_forward(a, b, size), steps_backward(a, b, size))


def range_for_level(level: int) -> int:
    """How far a limited-range ability reaches: 1 square at levels 1-2, up to 5 at levels 9-10.

    >>> [range_for_level(level) for level in range(1, 11)]
    [1, 1, 2, 2, 3, 3, 4, 4, 5, 5]
    """
    # Dungeonopoly: Technical terms, "Limited range", "1-2 = 1 square, 3-4 = 2 squares, ..."
    return (check_level(level) + 1) // 2


def same_square(a: Position, b: Position, size: int = BOARD_SIZE) -> bool:
    """Whether two characters share a square. A prisoner shares hers with nobody, not even
    another prisoner, nor with someone standing on the Jail corner outside the cell."""
    # Dungeonopoly: Technical terms, "In jail", "Two people in jail do not count as being on the same square"
    _check_position(a, size), _check_position(b, size)
    return not a[1] and not b[1] and a[0] == b[0]


def in_range(a: Position, b: Position, level: int, size: int = BOARD_SIZE) -> bool:
    """Whether a character at ``a`` of that level reaches one at ``b`` with a limited-range ability:
    the same square or up to her range away either way round. Never into or out of a jail cell.

    >>> in_range((38, False), (2, False), level=7), in_range((10, True), (10, False), level=10)
    (True, False)
    """
    # Dungeonopoly: Technical terms, "Limited range" and "In jail" (the cells have antimagic fields)
    _check_position(a, size), _check_position(b, size)
    return not a[1] and not b[1] and distance(a[0], b[0], size) <= range_for_level(level)


def square_in_range(user: Position, square: int, level: int, size: int = BOARD_SIZE) -> bool:
    """Whether a character reaches a square itself (a property's enchantment, for Counterspell)."""
    _check_position(user, size), _check_index(square, size)
    return not user[1] and distance(user[0], square, size) <= range_for_level(level)


def edges_of(index: int, size: int = BOARD_SIZE) -> tuple[int, ...]:
    """The edges (0-3, edge k running from corner k to corner k+1) a square lies on; a corner lies on
    both edges it joins.

    >>> edges_of(5), edges_of(10), edges_of(0)
    ((0,), (0, 1), (0, 3))
    """
    # Dungeonopoly: Technical terms, "Line of sight", "she counts as on both adjoining edges"
    quarter = _check_size(size) // 4
    edge = _check_index(index, size) // quarter
    if index % quarter:
        return (edge,)
    return tuple(sorted({edge, (edge - 1) % 4}))


def position_edges(position: Position, size: int = BOARD_SIZE) -> tuple[int, ...]:
    """The edges a character stands on: none for a prisoner, who is in her cell, on no edge."""
    _check_position(position, size)
    return () if position[1] else edges_of(position[0], size)


def line_of_sight(a: Position, b: Position, size: int = BOARD_SIZE) -> bool:
    """Whether the characters share an edge of the board (a corner counting on both of its edges,
    for the target as for the user: reading D-5). Prisoners see and are seen by nobody.

    >>> line_of_sight((3, False), (10, False)), line_of_sight((3, False), (11, False))
    (True, False)
    """
    # Dungeonopoly: Technical terms, "Line of sight" and "In jail"
    return bool(set(position_edges(a, size)) & set(position_edges(b, size)))


def far_shot_reaches(shooter: Position, target: Position, size: int = BOARD_SIZE) -> bool:
    """Far Shot needs line of sight and a target "at least one square away": not on her own square."""
    # Dungeonopoly: Fighter abilities, level 3, "Far Shot"
    return line_of_sight(shooter, target, size) and shooter[0] != target[0]


def destination(start: int, steps: int, size: int = BOARD_SIZE) -> int:
    """Where a move of ``steps`` squares ends: forward when positive, backward when negative."""
    return (_check_index(start, size) + steps) % _check_size(size)


def squares_crossed(start: int, steps: int, size: int = BOARD_SIZE) -> list[int]:
    """The squares a move goes over, in order: the start left out, the destination last. A move of
    more than a lap crosses squares twice; a move of 0 crosses none.

    >>> squares_crossed(38, 4), squares_crossed(2, -3)
    ([39, 0, 1, 2], [1, 0, 39])
    """
    _check_index(start, size), _check_size(size)
    if isinstance(steps, bool) or not isinstance(steps, int):
        raise ValueError(f"a move is a whole number of steps, not {steps!r}")
    way = 1 if steps > 0 else -1
    return [(start + way * k) % size for k in range(1, abs(steps) + 1)]


def passes_over(start: int, steps: int, square: int, size: int = BOARD_SIZE) -> bool:
    """Whether a move passes over a square without ending there (the destination is landed on, not
    passed: reading D-6). Whether a pass *counts* (Invisibility, Sneak) is for the caller to say, and
    so is a Telekinesis push, whose end is passed rather than landed on: use all of squares_crossed.

    >>> passes_over(36, 6, 0), passes_over(36, 4, 0)
    (True, False)
    """
    _check_index(square, size)
    return square in squares_crossed(start, steps, size)[:-1]
