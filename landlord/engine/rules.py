"""The rules of one edition as frozen data, loaded from a TOML rules file.

The engine reads every number, name and board position from here, so an edited copy of
the rules file (other names, prices, a different number of spaces) plays without code
changes. ``build_rules`` checks the raw data against the one schema
(``rules_check.RULES_SCHEMA``) and builds from what the schema declared, refusing a file
with any problem and listing them all; ``load_rules`` reads the file first with the one
reader (``toml_reader``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from .errors import RulesError
from .limits import MAX_RULES_FILE_BYTES
from . import rules_check
from .toml_reader import FileRefused, read_toml
from .vocabulary import CARD_KINDS, ChanceEffect



@dataclass(frozen=True, slots=True)
class Space:
    index: int
    id: str
    name: str
    kind: str
    rule: str
    section: int
    price: int = 0
    rent: int = 0
    label: str = ""

    @property
    def has_card(self) -> bool:
        return self.kind in CARD_KINDS

    @property
    def title(self) -> str:
        """The name as printed on the board (split corners show both halves)."""
        return self.label or self.name


@dataclass(frozen=True, slots=True)
class NaturalOpportunity:
    id: str
    name: str
    corner: str
    wages: int
    rent: int


@dataclass(frozen=True, slots=True)
class ChanceCard:
    id: str
    text: str
    effect: ChanceEffect
    amount: int = 0
    steps: int = 0
    space: str = ""
    fine: bool = False        # a "pay" that is a fine: Single Tax Rule 6 spends "land rents and fines"


@dataclass(frozen=True, slots=True)
class LuxuryCard:
    id: str
    name: str


@dataclass(frozen=True, slots=True)
class TaxStep:
    houses: int
    amount: int


@dataclass(frozen=True)
class Rules:
    """One edition's rules. Build it with :func:`load_rules`; never mutate it."""

    id: str
    title: str
    version: str
    source: str
    spaces: tuple[Space, ...]
    natural_opportunities: tuple[NaturalOpportunity, ...]
    hands: tuple[tuple[str, ...], ...]
    chance: tuple[ChanceCard, ...]
    luxuries: tuple[LuxuryCard, ...]
    min_players: int
    max_players: int
    starting_cash: Mapping[int, int]
    deal_count: int
    beginners_cash: int
    monarch_cash: int
    wages: int
    jail_fine: int
    card_value: int
    house_value: int
    bid_step: int
    house_price: int
    house_rent: int
    houses_per_lot: int
    house_supply: int
    land_rent_multipliers: tuple[int, ...]
    tax: int
    tax_escalation: tuple[TaxStep, ...]
    fare: int
    municipal_cinch_fare: int
    railroad_fares: tuple[int, ...]
    trust_fare: int
    spec_ante: int
    spec_broker_percent: int
    spec_double_payout: int
    spec_payouts: Mapping[int, int]
    spec_skin_game: tuple[int, ...]
    luxury_price: int
    loan_note: int
    loan_margin: int
    loan_interest: int
    trade_offers_per_turn: int
    end_wages_times: int
    round_limit: int
    either_way_between: tuple[str, str]
    start_space: str
    jail_space: str
    poor_house_space: str
    default_jail: str
    st_votes_needed: int
    st_step: int
    st_public_order: tuple[str, ...]
    st_college_sites: tuple[str, ...]
    st_wage_rise: int
    st_educations_per_professor: int
    st_professor_value: int
    jail_settings: Mapping[str, Any] = field(default_factory=dict)

    # Worked out once by __post_init__ and set on the frozen instance. They are fields outside
    # the constructor, equality, hash and repr, so a Rules is still made, compared and printed by
    # its rules alone. Declared in the class body (not only for the type checker) because the
    # compiled build's classes (mypyc, docs/performance.md) have a slot for each declared
    # attribute and no room for others.
    _index: dict[str, int] = field(init=False, repr=False, compare=False)
    _by_kind: dict[str, tuple[Space, ...]] = field(init=False, repr=False, compare=False)
    _lots_by_section: dict[int, tuple[Space, ...]] = field(init=False, repr=False, compare=False)
    _card_ids: tuple[str, ...] = field(init=False, repr=False, compare=False)
    _either_way: frozenset[int] = field(init=False, repr=False, compare=False)
    _natural_opportunities: dict[str, NaturalOpportunity] = field(init=False, repr=False, compare=False)
    _chance_cards: dict[str, ChanceCard] = field(init=False, repr=False, compare=False)
    _luxury_cards: dict[str, LuxuryCard] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Board indexes, computed once: the engine and the agents ask these questions on every
        # decision, and a scan of the whole board each time was a fifth of all the work.
        # They are fields outside the constructor, equality and repr (above), so saves ignore them.
        index = {s.id: s.index for s in self.spaces}
        by_kind: dict[str, list[Space]] = {}
        lots_by_section: dict[int, list[Space]] = {}
        for s in self.spaces:
            by_kind.setdefault(s.kind, []).append(s)
            if s.kind == "lot":
                lots_by_section.setdefault(s.section, []).append(s)
        ends = [index[x] for x in self.either_way_between if x in index]
        either_way = frozenset(range(min(ends) + 1, max(ends))) if len(ends) == 2 else frozenset()
        derived = {
            "_index": index,
            "_by_kind": {k: tuple(v) for k, v in by_kind.items()},
            "_lots_by_section": {k: tuple(v) for k, v in lots_by_section.items()},
            "_card_ids": tuple(s.id for s in self.spaces if s.has_card),
            "_either_way": either_way,
            "_natural_opportunities": {n.id: n for n in self.natural_opportunities},
            "_chance_cards": {c.id: c for c in self.chance},
            "_luxury_cards": {c.id: c for c in self.luxuries},
        }
        for name, value in derived.items():
            object.__setattr__(self, name, value)

    # -- board queries --------------------------------------------------------
    @property
    def size(self) -> int:
        return len(self.spaces)

    def space(self, space_id: str) -> Space:
        return self.spaces[self._index[space_id]]

    def has_space(self, space_id: str) -> bool:
        return space_id in self._index

    def index_of(self, space_id: str) -> int:
        return self._index[space_id]

    @property
    def start_index(self) -> int:
        return self._index[self.start_space]

    def card_ids(self) -> tuple[str, ...]:
        """Every green card, in board order."""
        return self._card_ids

    def spaces_of_kind(self, kind: str) -> tuple[Space, ...]:
        return self._by_kind.get(kind, ())

    def section_lots(self, section: int) -> tuple[Space, ...]:
        return self._lots_by_section.get(section, ())

    def sections(self) -> Mapping[int, tuple[Space, ...]]:
        """Every section number with its lots, in board order."""
        return self._lots_by_section

    def either_way_positions(self) -> frozenset[int]:
        """Rule 2: the spaces strictly between the two Chances, where a player may move either way."""
        return self._either_way

    def natural_opportunity(self, no_id: str) -> NaturalOpportunity:
        return self._natural_opportunities[no_id]

    def chance_card(self, card_id: str) -> ChanceCard:
        return self._chance_cards[card_id]

    def luxury_card(self, card_id: str) -> LuxuryCard:
        return self._luxury_cards[card_id]


def load_rules(path: str | Path) -> Rules:
    """Read, validate and freeze a rules file.

    The file is read by the one reader (:mod:`.toml_reader`), which refuses what is not a
    regular UTF-8 TOML file within the limits, before it is checked against the schema.

    :raises RulesError: listing every problem as ``FILE: key.path: message``; ``unreadable``
        is set when the file could not be read at all.
    """
    path = Path(path)
    try:
        raw = read_toml(path, max_bytes=MAX_RULES_FILE_BYTES)
    except FileRefused as exc:
        raise RulesError([str(exc)], unreadable=exc.unreadable) from None
    try:
        return build_rules(raw, source=str(path))
    except RulesError as found:  # not ``exc`` again: the compiled build checks it is a FileRefused
        raise RulesError([f"{path}: {p}" for p in found.findings]) from None


def build_rules(raw: Mapping[str, Any], source: str = "<memory>") -> Rules:
    """Check a raw rules mapping against the schema and freeze it.

    Only the data the schema returns is read (declared keys, with the defaults of optional
    ones filled in), so whatever the check accepts builds.

    :raises RulesError: listing every problem as ``key.path: message``.
    """
    data, problems = rules_check.validate(raw)
    if problems:
        raise RulesError(problems)
    spaces = tuple(
        Space(index=i, id=s["id"], name=s["name"], kind=s["kind"], rule=str(s["rule"]), section=s["section"],
              price=s["price"], rent=s["rent"], label=s["label"])
        for i, s in enumerate(data["spaces"])
    )
    meta, players, setup, money = data["meta"], data["players"], data["setup"], data["money"]
    houses, taxes, fr, spec = data["houses"], data["taxes"], data["franchises"], data["speculation"]
    loans, board, end, st, jail = data["loans"], data["board"], data["end"], data["single_tax"], data["jail"]
    return Rules(
        id=meta["id"], title=meta["title"], version=str(meta["version"]),
        source=source,
        spaces=spaces,
        natural_opportunities=tuple(
            NaturalOpportunity(id=n["id"], name=n["name"], corner=n["corner"], wages=n["wages"], rent=n["rent"])
            for n in data["natural_opportunities"]),
        hands=tuple(tuple(h["cards"]) for h in data["hands"]),
        chance=tuple(ChanceCard(id=c["id"], text=c["text"], effect=ChanceEffect(c["effect"]), amount=c["amount"],
                                steps=c["steps"], space=c["space"], fine=c["fine"]) for c in data["chance"]),
        luxuries=tuple(LuxuryCard(id=c["id"], name=c["name"]) for c in data["luxuries"]),
        min_players=players["min"], max_players=players["max"],
        starting_cash=dict(players["starting_cash"]),
        deal_count=setup["deal_count"], beginners_cash=setup["beginners_cash"],
        monarch_cash=setup["monarch_cash"],
        wages=money["wages"], jail_fine=money["jail_fine"], card_value=money["card_value"],
        house_value=money["house_value"], bid_step=money["bid_step"],
        house_price=houses["price"], house_rent=houses["rent"], houses_per_lot=houses["per_lot"],
        house_supply=houses["supply"], land_rent_multipliers=tuple(houses["land_rent_multipliers"]),
        tax=taxes["amount"],
        tax_escalation=tuple(sorted((TaxStep(houses=t["houses"], amount=t["amount"]) for t in taxes["escalation"]),
                                    key=lambda t: t.houses)),
        fare=fr["fare"], municipal_cinch_fare=fr["municipal_cinch_fare"],
        railroad_fares=tuple(fr["railroad_fares"]), trust_fare=fr["trust_fare"],
        spec_ante=spec["ante"], spec_broker_percent=spec["broker_percent"],
        spec_double_payout=spec["double_payout"],
        spec_payouts=dict(spec["payouts"]),
        spec_skin_game=tuple(spec["skin_game"]),
        luxury_price=data["luxury"]["price"],
        loan_note=loans["note"], loan_margin=loans["security_margin"], loan_interest=loans["interest"],
        trade_offers_per_turn=data["turns"]["trade_offers_per_turn"],
        end_wages_times=end["wages_times"], round_limit=end["round_limit"],
        either_way_between=tuple(data["movement"]["either_way_between"]),
        start_space=board["start"], jail_space=board["jail"], poor_house_space=board["poor_house"],
        default_jail=jail["default"],
        st_votes_needed=st["votes_needed"], st_step=st["step"], st_public_order=tuple(st["public_order"]),
        st_college_sites=tuple(st["college_sites"]), st_wage_rise=st["wage_rise"],
        st_educations_per_professor=st["educations_per_professor"], st_professor_value=st["professor_value"],
        jail_settings={k: v for k, v in jail.items() if k != "default"},
    )
