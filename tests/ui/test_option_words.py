"""Every option says what it does where it is chosen, in words, never by its internal id: the
line under the choices tells what it costs, where it leads and what it changes."""
from __future__ import annotations

import pygame

from landlord.engine import Decision
from landlord.ui.labels import choice_words, option_details, option_label
from landlord.ui.widgets import ChoicePanel

NAMES = ["Ann", "Ben"]


def ben_holds_boomtown(engine):
    """Ann's turn; Ben holds Boomtown and the Royal Rusher; Ann holds Rubeville and The Pike."""
    return engine.start_from({"rules": engine.rules.id, "seed": 1, "turn": 0, "jail": {"id": "classic"},
                              "players": [{"name": "Ann", "cash": 300, "cards": ["rubeville", "the-pike"]},
                                          {"name": "Ben", "cash": 300, "cards": ["boomtown", "royal-rusher-rr"]}]})


def details(engine, state, option, kind="turn", **context):
    return option_details(Decision(0, kind, (option,), context=context), option, engine.rules, state, NAMES)


def test_building_gives_the_price_and_the_rent_before_and_after(engine):
    state = ben_holds_boomtown(engine)
    assert option_label(Decision(0, "turn", ()), "build:rubeville", engine.rules, NAMES) == \
        "Build on Rubeville ($100)"
    assert details(engine, state, "build:rubeville") == \
        "$100 for a house on Rubeville: its rent goes from $6 to $16."


def test_a_way_to_move_names_where_it_leads_and_what_stopping_there_costs_and_to_whom(engine):
    state = ben_holds_boomtown(engine)
    boomtown, rusher = engine.rules.index_of("boomtown"), engine.rules.index_of("royal-rusher-rr")
    assert details(engine, state, "forward", kind="move", destinations={"forward": boomtown}) == \
        "To Boomtown: rent $6 to Ben."
    assert details(engine, state, "forward", kind="move", destinations={"forward": rusher}) == \
        "To Royal Rusher R. R.: fare $5 to Ben."


def test_a_move_onto_a_trespass_says_it_leads_to_jail(engine):
    state = ben_holds_boomtown(engine)
    estate = engine.rules.index_of("lord-bluebloods-estate")
    assert details(engine, state, "forward-by-rail", kind="move", destinations={"forward-by-rail": estate}) \
        .endswith("a trespass: you go to Jail.")


def test_a_lot_for_sale_says_so_with_its_price(engine):
    state = ben_holds_boomtown(engine)
    goat_alley = engine.rules.index_of("goat-alley")
    assert "it is for sale ($50)" in details(engine, state, "forward", kind="move",
                                               destinations={"forward": goat_alley})


def test_borrowing_states_its_terms_before_the_money_is_taken(engine):
    state = ben_holds_boomtown(engine)
    assert details(engine, state, "borrow") == ("Take $100 now on the security of your cards; you pay $5 "
                                                "interest each time you draw wages until you repay it.")


def test_a_bid_says_what_the_bidder_would_have_left(engine):
    state = ben_holds_boomtown(engine)
    assert details(engine, state, 55, kind="bid") == "Ann would have $245 left."


def test_the_trade_list_says_whose_card_each_is(engine):
    state = ben_holds_boomtown(engine)
    assert details(engine, state, "rubeville", kind="trade_card") == "Offer to sell your Rubeville."
    assert details(engine, state, "boomtown", kind="trade_card") == "Offer to buy Boomtown from Ben."


def test_the_single_tax_vote_says_what_adopting_it_changes(engine):
    state = ben_holds_boomtown(engine)
    assert "land rent to the Public Treasury" in details(engine, state, "yes", kind="single_tax_vote")


def test_choices_already_made_are_named_in_words_not_ids(engine):
    rules = engine.rules
    assert choice_words("build:boomtown", rules, NAMES) == "Build on Boomtown ($100)"
    assert choice_words((2, 3), rules, NAMES) == "a throw of 2 and 3"
    assert choice_words(("propose", 1, "single_tax"), rules, NAMES) == "Ben proposes the Single Tax"
    assert choice_words("trust:1", rules, NAMES) == "Form a Trust with Ben"


def test_the_panel_shows_the_highlighted_options_details_under_the_buttons(app):
    surface = pygame.Surface((400, 300))
    panel = ChoicePanel("Choose", ["a", "b"], ["A", "B"], lambda c: None, ["", "What B does."])
    panel.layout(pygame.Rect(0, 0, 400, 300))
    surface.fill((0, 0, 0))
    panel.draw(surface)                     # "A" highlighted: it has no details
    panel.highlight = 1
    below = pygame.Rect(0, panel.buttons[-1].rect.bottom + 2, 400, 40)
    first = surface.subsurface(below).copy()
    panel.draw(surface)
    assert pygame.image.tobytes(surface.subsurface(below), "RGB") != pygame.image.tobytes(first, "RGB")


def test_counts_read_as_english():
    from landlord.ui.labels import counted
    assert [counted(n, "house") for n in (0, 1, 2)] == ["no houses", "1 house", "2 houses"]


def test_a_purchase_is_one_line_in_the_log_saying_what_was_bought_for_how_much(engine):
    from landlord.ui.cards_text import log_lines
    state = engine.new_game(NAMES[:2], seed=1, start="beginners", jail="classic")
    events = []
    for choice in (0, "roll", (3, 4), "pass", "buy"):            # Ann stops on The Farm; Ben passes; she buys
        events += engine.apply(state, choice)
    lines = log_lines(events)
    assert "Ann buys The Farm for $25." in lines
    assert not [line for line in lines if "(buying The Farm)" in line], "the payment is not told twice"


def test_the_trust_offer_says_what_a_trust_does(rules, engine):
    from landlord.engine import Decision
    from landlord.ui.labels import option_details
    state = engine.new_game(["Ann", "Ben"], seed=1, jail="classic")
    offer = Decision(1, "trust_answer", ("accept", "decline"), "Ben: pool the railroads in a Trust with Ann?",
                     context={"proposer": 0})
    accept = option_details(offer, "accept", rules, state, ["Ann", "Ben"])
    decline = option_details(offer, "decline", rules, state, ["Ann", "Ben"])
    assert f"everyone else pays ${rules.trust_fare} a railroad" in accept and "Ann" in accept
    assert "Refuse Ann's Trust" in decline
