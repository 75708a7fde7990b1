"""Oubliette Solitaire speaks for itself: every option in words read from the decision alone (the
same at the terminal and on the window's buttons), the jail's own questions, the rules card, and a
stay summed up as the prisoner comes out."""
from __future__ import annotations

from landlord import Decision, JailContext
from landlord_plugins.oubliette_solitaire import moves
from landlord_plugins.oubliette_solitaire.jail import SolitaireJail
from landlord_plugins.oubliette_solitaire.words import option_text

from solitaire_table import Table, shuffled

QUIET = [["3S"], ["5C"], ["7S"], ["9C"]]


def ctx(turn: int = 1) -> JailContext:
    return JailContext(seat=0, turn_number=turn, prisoners=(0,), names=("Ann", "Ben"), cash=(500, 500),
                       property_value=(0, 0), jail_fine=50, wages=100)


def test_a_fight_s_options_say_what_each_card_is_worth_with_the_power_bonus():
    game = Table(QUIET, "KD", ["QH"]).state          # King of Diamonds equipped: Power, +1 a card
    moves.apply(game, "draw")
    decision = moves.pending(game)
    assert decision.context["step"] == "fight"
    assert option_text(decision.context, "spend:7S") == "spend the 7 of Spades (worth 8)"
    assert option_text(decision.context, "yield") == "yield and be set back one room"


def test_keeping_a_card_names_the_pile_s_face_up_card_from_the_decision_alone():
    game = Table(QUIET, "4C", ["4S"]).state
    moves.apply(game, "draw")
    decision = moves.pending(game)
    assert [option_text(decision.context, o) for o in decision.options] == [
        "keep it on pile 1 (on the 3 of Spades)", "keep it on pile 2 (on the 5 of Clubs)", "discard it"]


def test_the_jail_s_buttons_are_words_and_explain_what_they_do():
    jail = SolitaireJail()
    watch = Decision(0, "jail.solitaire.watch", ("play", "pay"), "?", context={"fine": 50, "turn": 2})
    assert jail.describe_option(watch, "play", ["Ann"]) == "Play the solitaire (turn 2 of 3)"
    assert jail.describe_option(watch, "pay", ["Ann"]) == "Pay the $50 fine and come out"
    assert "walk free at once" in jail.explain_option(watch, "play", ["Ann"])
    turn = Decision(0, "jail.solitaire.turn", ("draw", "rest"), "?", context={"deck": 20, "watch_left": 3})
    assert jail.describe_option(turn, "draw", ["Ann"]) == "Turn over the next card"
    assert jail.explain_option(turn, "draw", ["Ann"]) == "20 cards left in the deck; 3 more this turn."


def test_the_rules_card_credits_julian_jimenez_and_says_how_the_jail_is_left():
    card = SolitaireJail().rules_card()
    assert "Julian" in card[0] and "Jimenez" in card[0]
    assert any("pay the fine" in line for line in card) and any("walk free" in line for line in card)


def test_paying_out_is_summed_up_with_the_fine_and_the_path_so_far():
    jail = SolitaireJail()
    slot = jail.on_jailed(ctx(0), {})
    slot = shuffled(jail, ctx(1), jail.apply(ctx(1), slot, "play").slot)
    assert jail.stay_summary(ctx(1), slot, "draw") == ""           # a card turned: he is still in
    rooms = len(slot["0"]["game"]["path"])
    assert jail.stay_summary(ctx(2), slot, "pay") == (
        f"Ann leaves the Oubliette after 2 turns: he bought his way out, the Path at {rooms} of 9 rooms; "
        "paid the $50 fine.")


def test_an_escape_is_summed_up_as_one():
    jail = SolitaireJail()
    slot = jail.on_jailed(ctx(0), {})
    slot = shuffled(jail, ctx(1), jail.apply(ctx(1), slot, "play").slot)
    slot["0"]["game"] = Table(QUIET, "4C", ["2D", "KH"]).give_path(
        "10S", "9S", "8S", "7H", "6S", "5S", "4H", "3H").state       # set up directly: one card from escape
    slot = jail.apply(ctx(1), slot, "draw").slot
    assert jail.stay_summary(ctx(1), slot, "path") == "Ann leaves the Oubliette after 1 turn: he escaped, the Path complete."


# -- at the terminal (issue 27, item 7) -------------------------------------------------------------------------
def test_a_plain_cards_prompt_offers_the_path_only_when_it_may_be_laid(table):
    t = table([["3S"], ["5C"]], deck=["4S"]).give_path("10S")
    t.play("draw")
    assert moves.pending(t.state).prompt == "The 4 of Spades: keep it in the Inventory or discard it."
    t = table([["3S"], ["5C"]], deck=["9S"]).give_path("10S")
    t.play("draw")
    assert moves.pending(t.state).prompt.startswith("The 9 of Spades: lay it on the Path, keep it")


def test_yielding_in_the_first_room_warns_that_it_loses_the_game(table):
    t = table([["3S"], ["5C"]], equipped="4H", deck=["KH"]).give_path("10S")
    t.play("draw")
    d = moves.pending(t.state)
    assert "lose the game" in d.prompt
    assert option_text(d.context, "yield") == "yield: this LOSES THE GAME (you are in the first room of the Path)"


def test_yielding_further_on_says_only_that_it_sets_the_player_back(table):
    t = table([["3S"], ["5C"]], equipped="4H", deck=["KH"]).give_path("10S", "9S")
    t.play("draw")
    assert option_text(moves.pending(t.state).context, "yield") == "yield and be set back one room"


def test_two_jokers_options_name_their_piles_so_no_two_read_alike(table):
    t = table([["3S", "JK1"], ["5C", "JK2"]], deck=["KH"]).give_path("10S", "9S").to_graveyard("9H")
    for d in (moves.pending(t.state), moves.pending(t.play("draw").state)):
        texts = [option_text(d.context, o) for o in d.options]
        assert len(set(texts)) == len(texts), texts
        assert any("Joker on pile 2" in text for text in texts)
