"""The amounts of money Dungeonopoly's rules produce, as pure integer arithmetic.

Every default is the text's own figure in Monopoly dollars; each function takes the figure as a
parameter, and the 1906 edition passes the figure halved by the ratio of the wages
(``to_1906_dollars``; rules/INTERPRETATIONS.md, D-18).
Percentages are the text's and are never scaled. All results are whole dollars; where the text
leaves the rounding open this module says which way it goes and why.
"""
from __future__ import annotations

from .levels import check_level

# Dungeonopoly: Introduction and basic rules, "the defender pays the bank $20 times the level of the attacker"
DAMAGE_PER_LEVEL = 20
# Dungeonopoly: Rogue abilities, "Pick Pockets", "$20 per level"
PICK_POCKETS_PER_LEVEL = 20
# Dungeonopoly: Rogue abilities, "Rob Bank", "an extra $50 per level" / "an extra $100 per level"
ROB_BANK_PASSING_PER_LEVEL = 50
ROB_BANK_LANDING_PER_LEVEL = 100
# Dungeonopoly: Cleric abilities, level 1, "Bless" / "Curse", "5% rent per level of the cleric"
BLESS_PERCENT_PER_LEVEL = 5
# Dungeonopoly: Rogue abilities, "Steal", "5% of the property's rent per level, rounded down"
STEAL_PERCENT_PER_LEVEL = 5
# Dungeonopoly: Introduction and basic rules, "When landing on GO, collect $400 instead of the normal $200"
START_LANDING_TIMES = 2
# Dungeonopoly: Wizard abilities, level 10, "Wish", "or $10, whichever is higher"
WISH_MINIMUM_COST = 10
# Dungeonopoly: Fighter abilities, level 8, "Conquer", "110% of the mortgage value" / "a 10% transfer fee"
UNMORTGAGE_PERCENT = 110
TRANSFER_FEE_PERCENT = 10

MONOPOLY_GO_SALARY = 200     # the text's "normal $200" for passing GO
WAGES_1906 = 100             # Magie's Rule 3 wages (rules/landlords-1906.toml, money.wages)


def _amount(value: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"{what} is a whole number of dollars, at least 0, not {value!r}")
    return value


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def damage(attacker_level: int, damage_per_level: int = DAMAGE_PER_LEVEL) -> int:
    """What one blow costs the defender, paid to the bank: so much per level of the attacker.

    >>> damage(3), damage(3, damage_per_level=10)
    (60, 30)
    """
    return check_level(attacker_level) * _amount(damage_per_level, "damage per level")


def halve_up(amount: int) -> int:
    """Half of an amount, rounded up to whole dollars: a Veteran pays "half the usual amount", and
    rounding up keeps an odd dollar with the bank rather than inventing a cent (reading D-7)."""
    return _ceil_div(_amount(amount, "an amount"), 2)


def damage_owed(attacker_level: int, *, veteran: bool = False, damage_per_level: int = DAMAGE_PER_LEVEL) -> int:
    """What a defender pays for one blow: the damage, halved (rounded up) for a Veteran fighter.

    Mage Armor, Shield of Faith and Sanctuary make a blow do nothing; that is for the caller.

    >>> damage_owed(5), damage_owed(5, veteran=True), damage_owed(3, veteran=True, damage_per_level=15)
    (100, 50, 23)
    """
    # Dungeonopoly: Fighter abilities, level 9, "Veteran", "When damaged, she pays half the usual amount"
    full = damage(attacker_level, damage_per_level)
    return halve_up(full) if veteran else full


def blessed_rent(rent: int, cleric_level: int) -> int:
    """Rent on a blessed property: 5% more per level of the cleric, rounded down. ``rent`` is what a
    lander owes there before the blessing, houses and doubling included (reading D-2).

    >>> blessed_rent(650, 3)
    747
    """
    # Dungeonopoly: Cleric abilities, level 1, "Bless", "$650 ... would bring in $747 ... level 3 cleric"
    percent = 100 + BLESS_PERCENT_PER_LEVEL * check_level(cleric_level)
    return _amount(rent, "rent") * percent // 100


def cursed_rent(rent: int, cleric_level: int) -> int:
    """Rent on a cursed property: 5% less per level of the cleric, the rent rounded up (the text's
    own example, $650 to $553 at level 3, shows that the rent is rounded, not the cut: D-3).

    >>> cursed_rent(650, 3)
    553
    """
    # Dungeonopoly: Cleric abilities, level 1, "Curse", "$650 ... would bring in $553 ... level 3 cleric"
    percent = 100 - BLESS_PERCENT_PER_LEVEL * check_level(cleric_level)
    return _ceil_div(_amount(rent, "rent") * percent, 100)


def pick_pockets_take(rogue_level: int, victim_cash: int, per_level: int = PICK_POCKETS_PER_LEVEL) -> int:
    """What a successful pickpocket takes: so much per level, or all the victim's cash if less.
    Cash only: the victim never has to sell or borrow to be robbed.

    >>> pick_pockets_take(3, 500), pick_pockets_take(3, 45)
    (60, 45)
    """
    # Dungeonopoly: Rogue abilities, "Pick Pockets", "the rogue simply takes what she can get"
    return min(check_level(rogue_level) * _amount(per_level, "the amount per level"),
               _amount(victim_cash, "the victim's cash"))


def rob_bank_bonus(rogue_level: int, *, landed: bool, passing_per_level: int = ROB_BANK_PASSING_PER_LEVEL,
                   landing_per_level: int = ROB_BANK_LANDING_PER_LEVEL) -> int:
    """The extra a successful bank robbery takes at the start: so much per level for passing it,
    and the larger landing figure instead (not as well) for landing on it.

    >>> rob_bank_bonus(2, landed=False), rob_bank_bonus(2, landed=True)
    (100, 200)
    """
    per_level = landing_per_level if landed else passing_per_level
    return check_level(rogue_level) * _amount(per_level, "the amount per level")


def steal_take(rent: int, rogue_level: int) -> int:
    """What a successful Steal takes from the owner: 5% of the property's rent per level, rounded down,
    of the rent a lander would owe there now, blessing or curse included (reading D-21).

    >>> steal_take(650, 3), steal_take(12, 1)
    (97, 0)
    """
    return _amount(rent, "rent") * STEAL_PERCENT_PER_LEVEL * check_level(rogue_level) // 100


def start_pay(wages: int, *, landed: bool) -> int:
    """What reaching the start pays: the wages for passing it, twice the wages for landing on it
    (the text's $400 for $200), even when a card sends her there; a push by Telekinesis only passes
    (reading D-19).

    >>> start_pay(100, landed=False), start_pay(100, landed=True)
    (100, 200)
    """
    return _amount(wages, "wages") * (START_LANDING_TIMES if landed else 1)


def wish_duplicate_cost(duplicated_cost: int, minimum: int = WISH_MINIMUM_COST) -> int:
    """A Wish that copies a spell costs that spell's casting cost, or the minimum if that is more.

    >>> wish_duplicate_cost(0), wish_duplicate_cost(300)
    (10, 300)
    """
    return max(_amount(duplicated_cost, "a casting cost"), _amount(minimum, "the minimum"))


def unmortgage_price(mortgage_value: int) -> int:
    """Lifting a mortgage as Conquer takes a card: 110% of the mortgage value, rounded up."""
    return _ceil_div(_amount(mortgage_value, "a mortgage value") * UNMORTGAGE_PERCENT, 100)


def transfer_fee(mortgage_value: int) -> int:
    """Taking a card with its mortgage left standing: 10% of the mortgage value, rounded up.

    >>> unmortgage_price(100), transfer_fee(100), transfer_fee(35)
    (110, 10, 4)
    """
    return _ceil_div(_amount(mortgage_value, "a mortgage value") * TRANSFER_FEE_PERCENT, 100)


def to_1906_dollars(amount: int, *, wages: int = WAGES_1906, go_salary: int = MONOPOLY_GO_SALARY) -> int:
    """The text's Monopoly figure scaled by the ratio of the 1906 wages to GO's salary, rounded
    half up (D-18). At $100 to $200 every figure of the four core classes
    halves to a whole multiple of $5, the 1906 bidding step.

    >>> [to_1906_dollars(x) for x in (20, 50, 100, 150, 300, 500, 10)]
    [10, 25, 50, 75, 150, 250, 5]
    """
    if _amount(go_salary, "GO's salary") == 0:
        raise ValueError("GO's salary must be more than 0 to scale by it")
    return (_amount(amount, "an amount") * _amount(wages, "wages") * 2 + go_salary) // (2 * go_salary)
