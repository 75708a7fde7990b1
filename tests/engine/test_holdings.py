"""The summary of who holds what is kept between changes and always equals a recount."""
from __future__ import annotations

import copy
import pickle

from landlord.engine.holdings import StampedDict, count_holdings, holdings


def test_every_kind_of_write_to_a_stamped_dict_gives_it_a_stamp_never_seen_before():
    d = StampedDict({"a": 1})
    seen = {d.stamp}
    writes = [lambda: d.__setitem__("b", 2), lambda: d.__delitem__("b"), lambda: d.pop("a"),
              lambda: d.setdefault("c", 3), lambda: d.update(e=5), lambda: d.__ior__({"f": 6}),
              lambda: d.popitem(), lambda: d.clear()]
    for write in writes:
        write()
        assert d.stamp not in seen
        seen.add(d.stamp)


def test_copies_of_a_stamped_dict_hold_the_same_items_under_stamps_of_their_own():
    d = StampedDict({"a": 1})
    d["b"] = 2
    for twin in (copy.copy(d), copy.deepcopy(d), pickle.loads(pickle.dumps(d)), d.copy()):
        assert twin == {"a": 1, "b": 2} and isinstance(twin, StampedDict)
        assert twin.stamp != d.stamp


def test_a_card_given_by_hand_is_seen_at_once(new_game):
    game = new_game(players=2)
    rules, state = game.rules, game.state
    before = holdings(rules, state)
    assert holdings(rules, state) is before                  # kept while nothing changes
    lot = rules.spaces_of_kind("lot")[0]
    state.owner[lot.id] = 1                                  # set up directly, as a test does
    after = holdings(rules, state)
    assert lot.id in after.cards_of(1) and after == count_holdings(rules, state)


def test_houses_built_by_hand_are_counted(new_game):
    game = new_game(players=2)
    rules, state = game.rules, game.state
    lot = rules.spaces_of_kind("lot")[0]
    state.owner[lot.id] = 0
    state.houses[lot.id] = 2
    state.house_owner[lot.id] = 0
    summary = holdings(rules, state)
    assert summary.total_houses == 2 and summary.houses[0] == 2
    assert summary.section_lots[(0, lot.section)] >= 1
    assert summary.card_prices[0] - summary.lot_prices.get(0, 0) >= 0


def test_a_copied_state_answers_from_its_own_cards(new_game, engine):
    game = new_game(players=2)
    rules, state = game.rules, game.state
    lot = next(s for s in rules.spaces_of_kind("lot") if state.owner.get(s.id) != 1)
    before = holdings(rules, state)
    twin = copy.deepcopy(state)
    twin.owner[lot.id] = 1
    assert lot.id in holdings(rules, twin).cards_of(1)
    assert lot.id not in holdings(rules, state).cards_of(1) and holdings(rules, state) is before


def test_a_plain_dict_put_in_by_hand_is_summed_up_afresh_every_time(new_game):
    game = new_game(players=2)
    rules, state = game.rules, game.state
    state.owner = dict(state.owner)                          # not stamped: nothing may be kept
    lot = next(s for s in rules.spaces_of_kind("lot") if state.owner.get(s.id) != 1)
    holdings(rules, state)
    state.owner[lot.id] = 1
    assert lot.id in holdings(rules, state).cards_of(1)
