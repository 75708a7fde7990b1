"""The auction, the trade and the Single Tax vote are laid on the table as they happen, in words
(landlord/ui/table_cards.py), and the centre of the board tracks the Treasury and the wages.

Scripted with the beginners' start: in a two-player game Ann throws 3 + 4 and stops on The Farm
(price $25), which is in the pack (Rule 7)."""
from __future__ import annotations

from landlord.ui.table_cards import business_card, treasury_lines, vote_result_card

NAMES = ["Ann", "Ben", "Cal"]


def _rows(card) -> dict[str, str]:
    return dict(card.rows)


def test_there_is_no_card_on_the_table_while_nothing_is_being_bargained_for(new_game):
    game = new_game()
    assert business_card(game.engine.rules, game.state, NAMES[:2]) is None


def test_an_auction_shows_the_lot_who_bids_who_has_the_first_option_and_the_standing_bid(new_game):
    game = new_game().play("roll", (3, 4))
    card = business_card(game.engine.rules, game.state, NAMES[:2])
    assert card.title.startswith("Auction: The Farm") and "$25" in card.title
    assert "No bid yet." in card.lines
    assert _rows(card)["Ann"].startswith("first option") and _rows(card)["Ben"].startswith("bidding")
    game.play(35)                                     # Ben bids $35: bidding ends, Ann decides
    card = business_card(game.engine.rules, game.state, NAMES[:2])
    assert "Standing bid: $35 by Ben." in card.lines
    assert _rows(card)["Ben"].startswith("high bid $35")
    assert any("decides whether to take it for $35" in line for line in card.lines)


def test_the_vote_card_says_what_adopting_changes_and_shows_the_votes_as_they_come_in(new_game):
    game = new_game(players=3).play("propose_single_tax")
    card = business_card(game.engine.rules, game.state, NAMES)
    assert card.title == "The Single Tax vote"
    assert any("All land rent goes to the Public Treasury" in line for line in card.lines)
    assert set(_rows(card).values()) == {"waiting to vote"}
    game.play("yes")
    card = business_card(game.engine.rules, game.state, NAMES)
    assert _rows(card)["Ann"] == "yes" and _rows(card)["Ben"] == "waiting to vote"


def test_the_result_card_says_the_vote_and_what_it_did_to_the_treasury_and_the_wages(new_game):
    game = new_game(players=3).play("roll", (3, 4), "pass", "pass", "buy")     # Ann buys The Farm: $25 in
    treasury_before = game.state.accounts["treasury"]
    assert treasury_before > 0
    game.play("propose_single_tax", "yes", "yes", "no")
    adopted = next(e for e in game.events if e.name == "single_tax_adopted")
    card = vote_result_card(game.engine.rules, game.state, NAMES, adopted)
    assert card.title == "The Single Tax is adopted"
    assert any(f"${treasury_before:,} went back to Miscellaneous" in line for line in card.lines)
    assert any("Wages stay $100" in line for line in card.lines)


def test_a_rejected_vote_says_how_many_yes_votes_it_had_and_needed(new_game):
    game = new_game(players=3).play("propose_single_tax", "yes", "no", "no")
    rejected = next(e for e in game.events if e.name == "single_tax_rejected")
    card = vote_result_card(game.engine.rules, game.state, NAMES, rejected)
    assert card.title == "The Single Tax is voted down"
    assert card.lines[0].startswith("1 yes, 2 no (proposed by Ann); 2 yes votes were needed")


def test_the_treasury_tracker_shows_the_wages_and_under_the_single_tax_what_the_treasury_buys_next(new_game):
    game = new_game(players=3)
    rules = game.engine.rules
    assert treasury_lines(rules, game.state)[1] == "Wages $100"
    assert not any(line.startswith("Next:") for line in treasury_lines(rules, game.state))
    game.play("propose_single_tax", "yes", "yes", "no")
    first = rules.space(rules.st_public_order[0]).name
    assert treasury_lines(rules, game.state)[2] == f"Next: buys {first} for the public ($0 of ${rules.st_step} saved)"
    game.state.options["wage_rise"] = 20               # set up directly: two wage rises paid
    assert treasury_lines(rules, game.state)[1] == "Wages $120"


def test_a_trade_shows_both_sides_cards_and_cash_then_the_offer_and_whose_answer_is_awaited(new_game):
    game = new_game().play("trade", "wall-street", 1)             # Ann offers her Wall Street to Ben
    rules = game.engine.rules
    card = business_card(rules, game.state, NAMES[:2])
    assert card.title == "Trade: Wall Street"
    assert set(_rows(card)) == {"Ann", "Ben"}
    assert "Wall Street" in _rows(card)["Ann"] and _rows(card)["Ben"].startswith(f"${game.state.cash(1)} cash; holds ")
    game.play(75)                                                  # at $75
    card = business_card(rules, game.state, NAMES[:2])
    assert "The offer: $75 from Ben. Ben accepts or rejects it." in card.lines
