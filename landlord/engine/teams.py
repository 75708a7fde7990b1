"""Team play: players who share one purse and one holding.

Dungeonopoly's Team rules ("Team members share one pool of cash on hand, and one collection of
properties"; reading D-126) are the first rule to ask for it, and any house rule may: it names one of
its seat choices as its ``team_choice`` (``house_api.HouseRuleExtras``), and the seats given the same
team there play as one. The 1906 game has no teams, so nothing here runs in a game without them.

A team is kept as a number for each seat: the seat whose purse it plays from, its team's first
seat (``state.teams``). Everything the rules ask of a player's wealth is asked of that purse:

* money: a player's ledger account stands for his team's (``ledger.pooled_account``), so what any
  of them pays or receives moves in and out of the one account; the others' accounts stay empty;
* cards and houses keep the seat of the player who bought or built them (the table sees whose
  they were), but every question of who holds what is asked of the team
  (``state.cards_of``, ``state.houses_of``, ``holdings``, ``state.same_purse``): a teammate's lot
  is his own, its rent is not owed, he may build on it and sell it;
* notes, Luxuries and the Single Tax's Education and Professor cards are the purse player's
  (``state.purse_player``): the team borrows on its holding and is scored once.

Tokens stay a player's own: each moves, draws wages, goes to Jail and the Poor House, and plays
his jail game and his character. The game ends as it always does; the team with the most wealth
wins it together, its players sharing one score.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from .errors import SetupError
from .holdings import StampedDict
from .state import GameState, seat_account


def purses_from(labels: object, seats: int, where: str) -> list[int]:
    """Each seat's purse seat from a team label a seat: seats with the same label share a purse,
    its first seat's; an empty label (``""`` or ``"none"``) plays alone. Empty when nobody shares.

    >>> purses_from(["red", "blue", "red", "blue"], 4, "teams")
    [0, 1, 0, 1]
    >>> purses_from(["a", "", "a"], 3, "teams")
    [0, 1, 0]
    >>> purses_from(["none", "none", "none"], 3, "teams")
    []

    The command line's text with commas is taken in turn round the seats, as house settings are:

    >>> purses_from("red,blue", 4, "teams")
    [0, 1, 0, 1]

    :raises SetupError: for labels that are not a list of text with one for each seat, or teams
        that leave nobody to play against.
    """
    if isinstance(labels, str):
        given = [part.strip() for part in labels.split(",")]
        labels = [given[seat % len(given)] for seat in range(seats)]
    # Read as any object (a user's settings, given to the compiled build too), checked here.
    if not isinstance(labels, (list, tuple)) or len(labels) != seats or not all(isinstance(x, str) for x in labels):
        raise SetupError(f"{where}: give a team (text, or none) for each of the {seats} seats")
    first: dict[str, int] = {}
    purses = []
    for seat in range(seats):
        label = str(labels[seat]).strip().lower()
        purses.append(seat if label in ("", "none") else first.setdefault(label, seat))
    if purses == list(range(seats)):
        return []
    if len(set(purses)) < 2:
        raise SetupError(f"{where}: every seat is on one team; a game needs at least two sides")
    return purses


def form_teams(state: GameState, purses: list[int]) -> None:
    """Put the players in their teams: each pools into his purse what he already holds apart
    (a position's cash and notes; a new game holds nothing yet). A transfer inside the ledger
    would be pooled already, so the balances move here, the one place that may: the total is kept."""
    if not purses:
        return
    state.teams = list(purses)
    for seat, first in enumerate(purses):
        if seat == first:
            continue
        mine, theirs = seat_account(seat), seat_account(first)
        state.accounts[theirs] += state.accounts[mine]
        state.accounts[mine] = 0
        player, purse = state.players[seat], state.players[first]
        purse.notes += player.notes
        purse.educations += player.educations
        purse.professors += player.professors
        purse.luxuries.extend(player.luxuries)
        player.notes = player.educations = player.professors = 0
        player.luxuries = []
    # What was summed from the cards before the teams were formed is summed again.
    state.owner = StampedDict(state.owner)
    state.house_owner = StampedDict(state.house_owner)


def team_of(state: GameState, seat: int) -> list[int]:
    """``seat`` and his teammates, in seating order (``seat`` alone outside team play)."""
    return [s for s in range(len(state.players)) if state.same_purse(seat, s)]


def chosen_teams(house_rules: Mapping[str, object], chosen: Sequence[str],
                 settings: Mapping[str, Mapping[str, Any]], seats: int) -> list[int]:
    """The purses the chosen house rules' settings put the seats in: a rule's ``team_choice`` names
    the seat choice that gives each seat's team. Empty when no rule plays in teams, or its
    setting leaves every seat alone.

    :raises SetupError: for labels :func:`purses_from` refuses, naming the rule and its setting.
    """
    for rule_id in chosen:
        key = getattr(house_rules.get(rule_id), "team_choice", None)
        if not isinstance(key, str):
            continue
        labels = settings.get(rule_id, {}).get(key)
        if labels is not None:
            return purses_from(labels, seats, f"house settings: {rule_id}.{key}")
    return []


def the_millionaire(state: GameState, winner: int) -> str:
    """Who won, in words: the winner, or in team play his whole team, who share one score.

    The end of the game is the 1906 end for every kind of game; in team play the wealth that wins
    it is a team's, so a team wins or loses together (Dungeonopoly: "the game ends for a team").
    """
    team = team_of(state, winner)
    names = [state.players[seat].name for seat in team]
    if len(names) == 1:
        return f"{names[0]} is the millionaire"
    return f"{', '.join(names[:-1])} and {names[-1]}, one team, are the millionaires"
