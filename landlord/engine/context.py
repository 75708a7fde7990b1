"""Ctx: the toolkit every rule module uses to change the game during one ``apply``.

It gathers the events of the step, pushes pending-decision frames, and routes every
payment through the ledger. Rule modules receive a Ctx and never touch the state
in any other way for money.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .decision import Event
from .frames import Frame
from .hooks import NO_HOOKS
from .ledger import move_money, pooled_account, transfer
from .trust import check_trust
from .state import MISC, GameState, seat_account

if TYPE_CHECKING:
    from .engine import Engine
    from .hooks import JailHooks, RuleHooks
    from .rules import Rules


class Ctx:
    # Slotted: one is made at every step and every question asked of the rules.
    __slots__ = ("engine", "rules", "state", "events", "keep_events", "plugin_calls", "jail", "hooks")

    def __init__(self, engine: Engine, state: GameState, keep_events: bool = True) -> None:
        """:param keep_events: False when the caller keeps no events (long simulations): then none
            is made, and the ledger's payments are not written out as text."""
        self.engine: Engine = engine
        self.rules: Rules = engine.rules
        self.state: GameState = state
        self.events: list[Event] = []
        self.keep_events = keep_events
        self.plugin_calls = 0            # jail game calls made in this step (jail_host._guarded)
        #: The jail host, which takes prisoners in and runs their turns (``engine/hooks.py``).
        self.jail: JailHooks = engine.jail_hooks
        #: The named points where house rules have their say: the house-rule host's answers in a
        #: game with house rules, else the do-nothing hooks (``engine/hooks.py``).
        self.hooks: RuleHooks = engine.house_hooks if state.options.get("house_rules") else NO_HOOKS

    # -- log ------------------------------------------------------------------
    def emit(self, name: str, text: str, **data: Any) -> None:
        if self.keep_events:
            self.events.append(Event(name, text, data))

    def name(self, seat: int) -> str:
        return self.state.players[seat].name

    # -- frames -----------------------------------------------------------------
    def push(self, kind: str, **data: Any) -> Frame:
        frame = {"kind": kind, **data}
        self.state.stack.append(frame)
        return frame

    def pop(self) -> Frame:
        return self.state.stack.pop()

    # -- money --------------------------------------------------------------
    def pay(self, src: str, dst: str, amount: int, why: str) -> None:
        """A payment that is always possible (from the bank, or checked beforehand)."""
        if amount > 0:
            if self.keep_events:
                self.events.append(transfer(self.state, src, dst, amount, why))
            else:
                move_money(self.state, src, dst, amount, why)

    def receive(self, seat: int, amount: int, why: str) -> None:
        self.pay(MISC, seat_account(seat), amount, why)

    def charge(self, seat: int, payees: list[tuple[str, int]], why: str, kind: str = "", amend: bool = True) -> bool:
        """``seat`` owes money; pay now if the cash is there, else raise funds (Rule 12, 16).

        Returns True if paid at once. Otherwise a ``raise_funds`` frame is pushed on top,
        so whatever the caller pushed before runs after the debt is settled. ``kind`` says what
        the money is for ("rent", "tax", "chance", "jail", ...), for house rules that change it
        (``amend=False``: they have had their say already).
        """
        if amend:
            payees = self.hooks.charge_due(self, seat, payees, kind, why)
        own = seat_account(seat)
        if self.state.teams:              # in team play nothing is owed to one's own team's purse
            own = pooled_account(self.state, own)
            payees = [(acct, amt) for acct, amt in payees if pooled_account(self.state, acct) != own]
        payees = [(acct, amt) for acct, amt in payees if amt > 0 and acct != own]
        owed = sum(amt for _, amt in payees)
        if owed == 0:
            return True
        if self.state.cash(seat) >= owed:
            for acct, amt in payees:
                self.pay(seat_account(seat), acct, amt, why)
            return True
        self.push("raise_funds", seat=seat, payees=[list(p) for p in payees], why=why, tried=[])
        self.emit("short", f"{self.name(seat)} owes ${owed} ({why}) but has ${self.state.cash(seat)}.",
                  seat=seat, owed=owed)
        return False

    # -- cards ------------------------------------------------------------------
    def give_card(self, card: str, seat: int | None) -> None:
        """Change who holds a green card (None: back to the pack)."""
        state = self.state
        if seat is None:
            state.owner.pop(card, None)
        else:
            state.owner[card] = seat
            # Houses go with their lot, except under the Single Tax, where deeds are worthless
            # and the houses stay with whoever built them (Single Tax Rule 4).
            if state.houses.get(card) and not state.single_tax_adopted:
                state.house_owner[card] = seat
        check_trust(self)                # the Trust lasts only while its members hold all railroads

