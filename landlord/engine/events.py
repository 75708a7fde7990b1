"""Every kind of event the game reports, declared once.

An :class:`~landlord.engine.decision.Event` is named by one of these. The window's log, sounds,
banners and table animations, and the replay, choose what to do by the name; the rule modules and
hosts emit them (``Ctx.emit``; money is ``ledger.transfer``'s). They are text (``StrEnum``), so an
event compares equal to its name as written, and a test holds every emitter and every reader of
the engine's events to this list.
"""
from __future__ import annotations

from enum import StrEnum


class EventName(StrEnum):
    # -- the set-up and the turn (Rules 1, 2) --
    DEAL = "deal"                                # the green cards dealt
    HANDS = "hands"                              # the beginners' average hands
    MONARCH = "monarch"                          # the Monarch of the World's holdings
    RETURNED = "returned"                        # a dealt card given back to the pack
    FIRST_PLAYER = "first_player"
    TURN = "turn"
    GAME_OVER = "game_over"
    # -- the throw and the move (Rules 2, 3, 17) --
    DICE = "dice"
    MOVED = "moved"
    STAY = "stay"                                # he refuses the move to Speculation
    RAIL_PASS = "rail_pass"                      # a railroad ride on a double
    NO_WAGES = "no_wages"                        # the Monarch draws no wages
    POOR_HOUSE_LEAVE = "poor_house_leave"
    POOR_HOUSE_STAY = "poor_house_stay"
    # -- money (every payment) and debts (Rules 12, 16) --
    MONEY = "money"
    SHORT = "short"                              # he owes more than his cash
    POOR_HOUSE = "poor_house"
    BORROWED = "borrowed"
    REPAID = "repaid"
    # -- landing (Rules 4, 5, 7, 9, 11, 13) --
    LANDING_REFUSED = "landing_refused"          # a house rule holds he stopped off the board's spaces
    FREE_RIDE = "free_ride"                      # a public railroad or utility
    UNTAXED = "untaxed"                          # no tax under the Single Tax
    CHANCE = "chance"
    LUXURY = "luxury"
    LUXURY_NONE = "luxury_none"
    LUXURY_SHORT = "luxury_short"
    JAILED = "jailed"
    JAILED_AGAIN = "jailed_again"
    JAIL_REFUSED = "jail_refused"                # a house rule kept him out of Jail
    RELEASED = "released"
    # -- auctions, houses, trades and the Trust (Rules 7, 9, 14, 15) --
    AUCTION = "auction"
    BID = "bid"
    PASS = "pass"
    BOUGHT = "bought"
    SOLD = "sold"
    UNSOLD = "unsold"
    BUILT = "built"
    OFFER = "offer"
    REJECTED = "rejected"
    SALE_REFUSED = "sale_refused"                # a house rule refuses a sale between players
    TRUST_PROPOSED = "trust_proposed"
    TRUST = "trust"
    TRUST_DECLINED = "trust_declined"
    TRUST_ENDS = "trust_ends"
    # -- Speculation (Rule 8) --
    SPECULATION_WIN = "speculation_win"
    SPECULATION_LOSE = "speculation_lose"
    SKIN_GAME = "skin_game"
    LICENSE_RETURNED = "license_returned"
    # -- the Single Tax --
    SINGLE_TAX_PROPOSED = "single_tax_proposed"
    SINGLE_TAX_VOTE = "single_tax_vote"
    SINGLE_TAX_ADOPTED = "single_tax_adopted"
    SINGLE_TAX_REJECTED = "single_tax_rejected"
    PUBLIC_OWNERSHIP = "public_ownership"
    FREE_COLLEGE = "free_college"
    WAGES_RAISED = "wages_raised"
    EDUCATION = "education"
    PROFESSOR = "professor"
    NATURAL_OPPORTUNITY = "natural_opportunity"
    # -- jail games and house rules --
    JAIL_LOG = "jail_log"                        # a line of the jail game's
    JAIL_GAME_FAILED = "jail_game_failed"
    HOUSE_LOG = "house_log"                      # a line of a house rule's
    HOUSE_ACTION = "house_action"                # who targets whom, for the window
    HOUSE_RULE_FAILED = "house_rule_failed"
    HOUSE_ADDED = "house_added"
    CARD_TAKEN = "card_taken"
    NOTE_MOVED = "note_moved"
    REROLL = "reroll"
    THROW_FORFEIT = "throw_forfeit"
