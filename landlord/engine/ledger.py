"""The one ledger: all money moves between named accounts through :func:`transfer`.

Accounts are each player (``p0``, ``p1``, ...), the PUBLIC TREASURY and MISCELLANEOUS.
No code anywhere else adds to or takes from an account, so the total is conserved. In team play
(``engine/teams.py``) a player's account stands for his team's purse: money paid from or to any
player of a team moves in and out of the one account of its first seat, and the others' stay empty.

Money paid to :data:`RENTS_AND_FINES` goes into the Public Treasury like any other; once the
Single Tax is adopted it is also counted in the Treasury's fund for public improvements
(``state.single_tax["fund"]``), since Single Tax Rule 6 spends only "the cash in the PUBLIC
TREASURY from land rents and fines". Card purchases, unsold franchises' fares, Luxuries and
Chance cards that are not fines go into the Treasury outside the fund, and stay there.
"""
from __future__ import annotations

from .decision import Event
from .state import MISC, TREASURY, GameState, seat_account, seat_of

ACCOUNT_NAMES = {TREASURY: "the Public Treasury", MISC: "Miscellaneous"}
#: The Public Treasury, receiving land rent or a fine (Single Tax Rule 6's fund).
RENTS_AND_FINES = "treasury:rents-and-fines"


def account_name(state: GameState, account: str) -> str:
    if account in ACCOUNT_NAMES:
        return ACCOUNT_NAMES[account]
    if account.startswith("pot:"):          # a house rule's own pool (engine/house_host.py)
        return "the pot"
    return state.players[int(account[1:])].name


def pooled_account(state: GameState, account: str) -> str:
    """The account that holds ``account``'s money: a player's team purse (``engine/teams.py``),
    or the account itself."""
    if not state.teams:
        return account
    seat = seat_of(account)
    return account if seat is None else seat_account(state.teams[seat])


def move_money(state: GameState, src: str, dst: str, amount: int, why: str) -> bool:
    """Move ``amount`` dollars from ``src`` to ``dst``; True if it was land rent or a fine paid
    into the Public Treasury (:data:`RENTS_AND_FINES`).

    :raises ValueError: on a negative amount or a player account going below zero;
        the engine arranges payment (borrowing, selling, the Poor House) beforehand.
    """
    if amount < 0:
        raise ValueError(f"ledger: negative transfer of {amount} for {why}")
    if state.teams:                  # a team's players keep one purse: its first seat's account
        src, dst = pooled_account(state, src), pooled_account(state, dst)
    earmarked = dst == RENTS_AND_FINES
    if earmarked:
        dst = TREASURY
    if src != MISC and src != TREASURY and state.accounts[src] < amount:
        raise ValueError(f"ledger: {src} has {state.accounts[src]}, cannot pay {amount} for {why}")
    if src == TREASURY and state.accounts[src] < amount:
        raise ValueError(f"ledger: the treasury has {state.accounts[src]}, cannot pay {amount}")
    state.accounts[src] -= amount
    state.accounts[dst] += amount
    if earmarked and state.single_tax:
        state.single_tax["fund"] = state.single_tax.get("fund", 0) + amount
    return earmarked


def transfer(state: GameState, src: str, dst: str, amount: int, why: str) -> Event:
    """Move ``amount`` dollars from ``src`` to ``dst`` (:func:`move_money`) and return the
    event that says so."""
    earmarked = move_money(state, src, dst, amount, why)
    if earmarked:
        dst = TREASURY
    text = f"{account_name(state, src)} pays ${amount} to {account_name(state, dst)} ({why})."
    data: dict[str, object] = {"from": src, "to": dst, "amount": amount, "why": why}
    if earmarked:
        data["rents_and_fines"] = True
    return Event("money", text, data)


def total_money(state: GameState) -> int:
    return sum(state.accounts.values())
