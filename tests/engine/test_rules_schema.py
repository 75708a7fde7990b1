"""One schema for rules files: the check and the builder agree, so a file ``rules check`` accepts plays.

Every wrong type or out-of-range number is one problem at its key path; the builder reads only
what the schema returned. Property tests feed the check random edits of the 1906 rules and
random bytes: the answer is always Rules or a RulesError, and accepted rules play.
"""
from __future__ import annotations

import copy
import random
import tomllib
from datetime import timedelta

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from landlord.ai import make_agent
from landlord.engine import CHANCE, COMPILED, Engine, RulesError, SetupError, load_rules
from landlord.engine import rules_check
from landlord.engine.limits import MAX_PLAYERS, MAX_ROUND_LIMIT, MAX_SPACES
from landlord.engine.rules import build_rules
from landlord.engine.rules_check import find_problems
from landlord.paths import default_rules_path

BASE = tomllib.loads(default_rules_path().read_text(encoding="utf-8"))
FAST = settings(max_examples=200, deadline=timedelta(seconds=1), database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


def edited(**edits):
    """A copy of the 1906 rules data with ``path=value`` edits (``a__b__0`` is ``a.b[0]``;
    ``DELETE`` removes the key)."""
    data = copy.deepcopy(BASE)
    for dotted, value in edits.items():
        *parents, last = [int(p) if p.isdigit() else p for p in dotted.split("__")]
        node = data
        for part in parents:
            node = node[part]
        if value is DELETE:
            del node[last]
        else:
            node[last] = value
    return data


DELETE = object()


def test_the_1906_rules_have_no_problem():
    assert find_problems(BASE) == []


# The fields the audit crashed on, each with the wrong type it used, and the one problem it now gets.
WRONG_TYPES = [
    ("taxes__escalation", "steep", "taxes.escalation: must be a list of tax steps, not str"),
    ("taxes__escalation", [5], "taxes.escalation[0]: must be a table, not int"),
    ("taxes__escalation__0__houses", "ten", "taxes.escalation[0].houses: must be a whole number, not str"),
    ("taxes__escalation__0__amount", DELETE, "taxes.escalation[0].amount: missing"),
    ("turns", 3, "turns: must be a table, not int"),
    ("turns__trade_offers_per_turn", "3", "turns.trade_offers_per_turn: must be a whole number, not str"),
    ("movement", ["chance-1", "chance-2"], "movement: must be a table, not list"),
    ("movement__either_way_between", [["chance-1"], "chance-2"],
     "movement.either_way_between[0]: must be non-empty text, not list"),
    ("board__start", ["mother-earth"], "board.start: must be non-empty text, not list"),
    ("single_tax__public_order", 7, "single_tax.public_order: must be a list of space ids, not int"),
    ("single_tax__college_sites", [{"a": 1}], "single_tax.college_sites[0]: must be non-empty text, not dict"),
    ("spaces__2__price", "cheap", "spaces[2].price: must be a whole number, not str"),
    ("players__max", 10**18, "players.max: must be <= 6, not 1000000000000000000"),
    ("jail__default", ["classic"], "jail.default: must be non-empty text, not list"),
    ("jail", "oubliette", "jail: must be a table, not str"),
    ("natural_opportunities", 0, "natural_opportunities: must be a list of at least 1"),
    ("hands__0__cards__1", [1], "hands[0].cards[1]: must be non-empty text, not list"),
    ("chance__0__space", {"a": 1}, "chance[0].space: must be non-empty text, not dict"),
    ("luxuries", True, "luxuries: must be a list of [[luxuries]] cards, not bool"),
    ("players__starting_cash", dict(BASE["players"]["starting_cash"], **{"²": 600}),
     "players.starting_cash: key '²' must be a number from 2 to 6"),
]


@pytest.mark.parametrize("key, value, problem", WRONG_TYPES, ids=[w[0] for w in WRONG_TYPES])
def test_a_wrong_type_is_one_problem_at_its_key_path_and_never_an_exception(key, value, problem):
    problems = find_problems(edited(**{key: value}))
    assert len(problems) == 1 and problems[0].startswith(problem), problems


def test_true_is_not_a_whole_number():
    assert find_problems(edited(money__wages=True)) == ["money.wages: must be a whole number, not bool"]


@pytest.mark.parametrize("key, value, problem", [
    ("players__max", MAX_PLAYERS + 1, f"players.max: must be <= {MAX_PLAYERS}, not {MAX_PLAYERS + 1}"),
    ("end__round_limit", 10**9, f"end.round_limit: must be <= {MAX_ROUND_LIMIT}, not 1000000000"),
    ("money__wages", 10**400, "money.wages: must be <= 1000000000, not a number of about 400 digits"),
    ("houses__per_lot", 11, "houses.per_lot: must be <= 10, not 11"),
    ("turns__trade_offers_per_turn", 10**6, "turns.trade_offers_per_turn: must be <= 10, not 1000000"),
    ("chance__2__steps", 10**6, f"chance[2].steps: must be <= {MAX_SPACES}, not 1000000"),
    ("spaces__1__name", "W" * 81, "spaces[1].name: must be at most 80 characters, not 81"),
    ("spaces__1__name", "Way\nback", "spaces[1].name: must not contain control characters"),
])
def test_a_number_or_text_beyond_its_bound_is_refused_naming_the_bound(key, value, problem):
    problems = find_problems(edited(**{key: value}))
    assert problems and problems[0].startswith(problem), problems


def test_a_space_may_leave_its_rule_and_label_empty_but_not_its_name():
    assert find_problems(edited(spaces__1__rule="", spaces__1__label="")) == []
    assert find_problems(edited(spaces__1__name="")) == ["spaces[1].name: must be non-empty text"]


def test_sums_far_too_large_for_the_smallest_step_of_money_are_refused_naming_both():
    # Debts are raised a $1 note at a time: a $1,000,000 card would take a million decisions.
    problems = find_problems(edited(loans__note=1, spaces__1__price=1_000_000))
    assert problems == ["loans.note: a step of 1 is too small for sums up to 1000000 (spaces[1].price); "
                        "no sum may be more than 10,000 steps"]
    assert find_problems(edited(loans__note=1, spaces__1__price=10_000)) == []


def test_a_board_of_more_spaces_than_the_game_draws_is_refused():
    spaces = BASE["spaces"] + [dict(BASE["spaces"][2], id=f"extra-{i}") for i in range(MAX_SPACES)]
    assert find_problems(edited(spaces=spaces))[0].startswith(f"spaces: must have at most {MAX_SPACES}")


def test_an_unknown_key_is_a_problem_so_a_misspelt_setting_is_never_silently_ignored():
    data = edited()
    data["turns"]["trade_offer_per_turn"] = 5
    data["spaces"][1]["colour"] = "red"
    assert find_problems(data) == [
        "turns.trade_offer_per_turn: unknown key (known here: trade_offers_per_turn)",
        "spaces[1].colour: unknown key (known here: id, name, kind, rule, section, price, rent, label)"]


def test_optional_keys_take_their_declared_defaults():
    rules = build_rules(edited(turns=DELETE, jail=DELETE, taxes__escalation=DELETE, luxuries=DELETE))
    assert rules.trade_offers_per_turn == 3 and rules.default_jail == "classic"
    assert rules.tax_escalation == () and rules.luxuries == () and rules.jail_settings == {}


def test_a_jail_games_own_settings_table_reaches_it_as_written():
    rules = build_rules(edited(jail={"default": "coin", "coin": {"turns": 2, "odds": [1, 2]}}))
    assert rules.default_jail == "coin" and rules.jail_settings == {"coin": {"turns": 2, "odds": [1, 2]}}
    assert find_problems(edited(jail={"coin": 5})) == ["jail.coin: must be a table, not int"]


@pytest.mark.skipif(COMPILED, reason="the compiled build_rules calls the compiled rules_check.validate "
                                     "directly, never the stand-in this test puts in its place")
def test_the_builder_reads_only_the_data_the_schema_returned_never_the_raw_file(monkeypatch):
    declared, problems = rules_check.validate(BASE)
    assert problems == []

    class Untouchable(dict):
        def __getitem__(self, key):
            raise AssertionError(f"the builder read {key!r} from the raw file")

        get = __getitem__

    monkeypatch.setattr(rules_check, "validate", lambda raw: (declared, []))
    assert build_rules(Untouchable()).size == len(BASE["spaces"])


def test_build_rules_refuses_what_the_check_refuses_listing_every_problem():
    with pytest.raises(RulesError) as caught:
        build_rules(edited(turns=3, spaces__2__price="cheap"))
    assert caught.value.findings == ["turns: must be a table, not int",
                                     "spaces[2].price: must be a whole number, not str"]


# -- properties --------------------------------------------------------------------------------
def _paths(node, prefix=()):
    yield prefix
    children = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, child in children:
        yield from _paths(child, prefix + (key,))


# Every key of the rules, but only the first few of each long list (they are all alike).
PATHS = [p for p in _paths(BASE) if p and not (len(p) > 1 and isinstance(p[1], int) and p[1] > 3)]
SCALARS = st.one_of(st.integers(-3, 1_000), st.integers(), st.booleans(), st.floats(allow_nan=False),
                    st.text(max_size=12), st.sampled_from(["lot", "railroad", "mother-earth", "shelter", "goto"]))
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
    st.sampled_from(["id", "name", "kind", "price", "houses", "amount", "x"]), inner, max_size=3), max_leaves=6)

def _at(path):
    node = BASE
    for part in path:
        node = node[part]
    return node


# Mostly a number changed to a small number, which the check often accepts, so that accepted
# rules get played; otherwise anything at any key, or the key removed.
NUMBERS = [p for p in PATHS if isinstance(_at(p), int) and not isinstance(_at(p), bool)]
PLAUSIBLE = st.tuples(st.sampled_from(NUMBERS), st.integers(0, 12))
ANYTHING = st.tuples(st.sampled_from(PATHS), st.one_of(VALUES, st.just(DELETE)))
EDITS = st.lists(st.one_of(PLAUSIBLE, PLAUSIBLE, PLAUSIBLE, ANYTHING), min_size=1, max_size=3)


def _apply(edits):
    data = copy.deepcopy(BASE)
    for path, value in edits:
        node = data
        try:
            for part in path[:-1]:
                node = node[part]
            if value is DELETE:
                del node[path[-1]]
            else:
                node[path[-1]] = value
        except (KeyError, IndexError, TypeError):
            continue                       # an earlier edit removed or replaced this path
    return data


@FAST
@given(EDITS, st.sampled_from(["deal", "beginners", "monarch"]), st.integers(0, 2**32))
def test_any_edit_of_the_rules_gives_rules_that_play_or_a_rules_error(engine, edits, start, seed):
    try:
        rules = build_rules(_apply(edits))
    except RulesError as exc:
        assert exc.findings and all(isinstance(f, str) and "\n" not in f for f in exc.findings)
        return
    event("accepted")
    game = Engine(rules, engine.jail_games)
    for players in {rules.min_players, rules.max_players}:
        try:
            state = game.new_game([f"P{i}" for i in range(players)], seed=seed, start=start)
        except SetupError:
            continue                       # e.g. fewer beginners' hands than seats: refused in one line
        agents = [make_agent("random", random.Random(i)) for i in range(players)]
        for _ in range(150):
            decision = game.pending(state)
            if decision is None:
                break
            actor = decision.actor
            choice = game.sample_chance(state, decision) if actor == CHANCE else agents[actor].choose(game, state, decision)
            game.apply(state, choice)


@FAST
@given(st.binary(max_size=2_000))
def test_any_bytes_given_as_a_rules_file_give_rules_or_one_rules_error(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("rules") / "any.toml"
    path.write_bytes(data)
    try:
        load_rules(path)
    except RulesError as exc:
        assert all(f.startswith(f"{path}: ") and "\n" not in f for f in exc.findings)
