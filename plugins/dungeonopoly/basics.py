"""The basic rules every class plays by, each switchable at set-up.

Dungeonopoly by Curtis & Kelsey Rueden, Introduction and basic rules, in our words: landing on
GO pays twice the salary, even when a card sends her there; fees (Chance penalties, the taxes,
the jail fee) go into a central pot that whoever lands on Free Parking collects; and houses are
bought, sold and mortgaged only on one's own turn. On the 1906 board GO is Mother Earth and its
wages (D-19), the pot is Central Park's (D-33), and building is already done only on one's own
turn, before the throw (D-34): that switch is kept for the set-up screen and changes nothing.

With them, from the technical terms: a character in jail collects no rent (D-4).
"""
from __future__ import annotations

from .money import start_pay
from .play import POT_ACCOUNT, Play

#: The charges that are fees: a tax space, a Chance card's payment, the jail's fine (D-33).
FEES = ("tax", "chance", "jail")


def wages(play: Play, exact: bool) -> None:
    """Landing exactly on Mother Earth pays twice the wages in force (Dungeonopoly D-19)."""
    if exact and play.settings["double_wages_on_landing"]:         # Dungeonopoly D-19
        play.due = start_pay(play.due, landed=True)


def fee(play: Play, kind: str) -> None:
    """A fee goes into the pot instead of the Treasury (Dungeonopoly D-33). Not under the
    Single Tax, whose Treasury spends its fines on public improvements (Single Tax Rule 6)."""
    if kind in FEES and play.settings["fees_to_pot"] and not play.table.single_tax:   # Dungeonopoly D-33
        owed = sum(amount for _, amount in play.due)
        play.due = [[POT_ACCOUNT, owed]] if owed else []


def no_rent_to_prisoners(play: Play, rent: bool) -> None:
    """"A character in jail does not collect rent on her properties" (Dungeonopoly D-4): her
    share of a rent is not owed while she is in her cell. ``rent``: the host says the charge is
    rent or a fare (its ``charge_due`` info), so the rule keeps no list of the engine's kinds."""
    if not rent:
        return
    # Dungeonopoly D-4
    jailed = {f"p{seat}" for seat in range(play.table.players) if play.table.in_jail[seat]}
    if any(account in jailed for account, _ in play.due):
        play.due = [[account, amount] for account, amount in play.due if account not in jailed]


def central_park(play: Play, seat: int, position: int) -> None:
    """Whoever stops on Central Park takes the pot (being sent to the Poor House on its corner is
    no landing, so it takes nothing: D-33)."""
    if play.space(position).kind == "park" and play.pot and not play.table.single_tax:   # Dungeonopoly D-33
        play.say(f"{play.name(seat)} takes the pot in Central Park: ${play.pot}.")
        play.pay(play.pot, "pot", seat, "the pot in Central Park")


def pot_to_the_bank(play: Play) -> None:
    """Once the Single Tax is adopted the pot goes back to Miscellaneous, as the Treasury's money
    does at adoption (I-27), and no pot is kept after (Dungeonopoly D-33)."""
    if play.table.single_tax and play.pot:
        play.say(f"Under the Single Tax the pot's ${play.pot} goes back to Miscellaneous.")
        play.pay(play.pot, "pot", "misc", "the pot, at the Single Tax")
