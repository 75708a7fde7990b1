"""What moves on the table and where it is now: tokens walking space by space, the dice
tumbling, money floating between players, the Public Treasury and Miscellaneous, and the
cash figures counting to their new values.

The engine's events say what happened; this module turns them into beats played one after
another (a throw, then the walk it calls for, then the rent paid on arrival), so the table
tells the story in the order it happened. It only reads events and the state: it never
changes a game, and computer play merely waits (``holding``) until the story has caught up.
Nothing here draws or imports pygame; places are spaces (an index on the track, or a Natural
Opportunity's id) and the board view turns them into pixels.

Every duration follows the computer pace (``PACE_SCALE``); at "instant" nothing plays at all,
and ``skip()`` ends everything at once (the skip key).
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Hashable, Iterable, Mapping, Sequence

from ..engine import Event

#: How long each pace's animations run, against "normal"; "instant" plays none.
PACE_SCALE = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}
STEP_SECONDS = 0.14       # a token's step from one space to the next
LONGEST_WALK = 2.2        # a long walk (a Chance card across the board) steps faster, to last no longer
JUMP_SECONDS = 0.45       # sent to Jail, the Poor House or a Natural Opportunity: one straight glide
TUMBLE_SECONDS = 0.55     # the dice tumble before they settle
THROW_HOLD = 1.1          # a settled throw stays this long before computer play goes on
PAYMENT_GAP = 0.2         # successive payments appear one after another
FLOAT_SECONDS = 1.6       # a floating amount rises and fades
TICK_SECONDS = 0.7        # a cash figure counts to its new value
#: The most spaces a move can go backward by a throw (two dice): farther back means forward.
LONGEST_THROW = 12

Place = Hashable          # a track index, or a Natural Opportunity's id


@dataclass
class Walk:
    """A token going through ``path`` (every space from start to stop), ``step`` seconds a
    space; a jump is a walk of one straight step."""
    seat: int
    path: Sequence[Place]
    step: float
    jump: bool = False
    t: float = 0.0

    @property
    def duration(self) -> float:
        return self.step * (len(self.path) - 1)

    def where(self) -> tuple[Place, Place, float]:
        """The two places the token is between now, and how far it is from the first (0..1)."""
        if self.step <= 0 or len(self.path) < 2:
            return self.path[-1], self.path[-1], 0.0
        k = min(int(self.t / self.step), len(self.path) - 2)
        return self.path[k], self.path[k + 1], min(1.0, self.t / self.step - k)


@dataclass
class Throw:
    """A throw of the dice (two, or one to three where a house rule says so): tumbling for
    ``tumble`` seconds, then showing ``dice``."""
    seat: int
    dice: tuple[int, ...]
    tumble: float
    t: float = 0.0

    @property
    def duration(self) -> float:
        return self.tumble

    @property
    def tumbling(self) -> bool:
        return self.t < self.tumble

    def faces(self) -> tuple[int, ...]:
        """What the dice show now: changing faces while they tumble, the throw once settled."""
        if not self.tumbling:
            return self.dice
        k = int(self.t / 0.07) + 1
        return tuple(1 + (face + (i + 1) * k) % 6 for i, face in enumerate(self.dice))

    def spin(self) -> float:
        """How far from settled the dice still are (1 at the throw, 0 once they rest)."""
        return 0.0 if self.tumble <= 0 else max(0.0, 1.0 - self.t / self.tumble)


@dataclass
class Payment:
    """Money between two accounts (a player ``p0``..., ``treasury``, ``misc``)."""
    src: str
    dst: str
    amount: int
    gap: float
    t: float = 0.0

    @property
    def duration(self) -> float:
        return self.gap


@dataclass
class Float:
    """An amount rising from an account's place on the table: "-$22" at the payer, "+$22" at the payee."""
    account: str
    amount: int
    life: float
    row: int = 0              # stacked above an earlier float at the same place
    t: float = 0.0

    @property
    def text(self) -> str:
        return f"{'+' if self.amount > 0 else '-'}${abs(self.amount):,}"

    @property
    def progress(self) -> float:
        return min(1.0, self.t / self.life) if self.life > 0 else 1.0


@dataclass
class Ticker:
    """A figure on the table counting toward its value."""
    shown: float
    target: int
    rate: float = 0.0

    def aim(self, target: int, seconds: float) -> None:
        self.target = target
        if seconds <= 0:
            self.shown = float(target)
        else:
            self.rate = abs(target - self.shown) / seconds

    def update(self, dt: float) -> None:
        gap = self.target - self.shown
        step = self.rate * dt
        self.shown = float(self.target) if abs(gap) <= step else self.shown + (step if gap > 0 else -step)

    @property
    def value(self) -> int:
        return round(self.shown)


Beat = Walk | Throw | Payment


@dataclass
class Motion:
    """The table's animations for one game of ``size`` track spaces."""
    size: int
    places: list[Place]                       # where each token stands once its beats are played
    accounts: Mapping[str, int]
    pace: str = "normal"
    queue: deque = field(default_factory=deque)
    current: Beat | None = None
    throw: Throw | None = None                # the last throw, shown until the next one
    hold: float = 0.0                         # seconds before computer play may go on
    floats: list[Float] = field(default_factory=list)
    figures: dict[str, Ticker] = field(init=False)
    _thrown: dict[int, int] = field(default_factory=dict)     # seat -> his last throw's total

    def __post_init__(self) -> None:
        self.places = list(self.places)
        self.figures = {a: Ticker(float(v), v) for a, v in self.accounts.items()}

    @property
    def scale(self) -> float:
        return PACE_SCALE.get(self.pace, 1.0)

    # -- reading ------------------------------------------------------------------------------
    @property
    def holding(self) -> bool:
        """Should computer play wait? While a beat plays or waits, and while a throw is held."""
        return self.current is not None or bool(self.queue) or self.hold > 0

    @property
    def busy(self) -> bool:
        """Is anything on the table moving (a beat, a float, a figure ticking)?"""
        return self.holding or bool(self.floats) or any(t.value != t.target for t in self.figures.values())

    def where(self, seat: int) -> tuple[Place, Place, float, bool]:
        """Where a token is: between two places, the fraction of the way, and whether it jumps."""
        beat = self.current
        if isinstance(beat, Walk) and beat.seat == seat:
            a, b, k = beat.where()
            return a, b, k, beat.jump
        return self.places[seat], self.places[seat], 0.0, False

    def moving(self) -> int | None:
        """The seat whose token is on the move now, if any."""
        return self.current.seat if isinstance(self.current, Walk) else None

    def figure(self, account: str) -> int:
        return self.figures[account].value if account in self.figures else 0

    # -- hearing what happened ---------------------------------------------------------------------
    def notice(self, event: Event, pace: str) -> None:
        """Queue the beat an engine event calls for (dice, a move, a payment); others are told
        by the banner and the log."""
        self.pace = pace
        data = event.data
        if event.name == "dice" and "dice" in data:
            dice = tuple(int(face) for face in data["dice"])
            self._thrown[data["seat"]] = sum(dice)
            self.queue.append(Throw(data["seat"], dice, TUMBLE_SECONDS * self.scale))
        elif event.name == "moved":
            seat = data["seat"]
            path = self.path(data["frm"], data["to"], self._thrown.pop(seat, None))
            self.queue.append(Walk(seat, path, self._step(len(path) - 1)))
        elif event.name == "money":
            self.queue.append(Payment(data["from"], data["to"], int(data["amount"]), PAYMENT_GAP * self.scale))
        if self.scale == 0:
            self.skip()

    def path(self, frm: int, to: int, thrown: int | None) -> list[int]:
        """Every space a move goes through, both ends included. A move is forward unless it
        went back by the throw (Rule 2: between the Chances either way) or, with no throw to
        go by (a Chance card), it is a short way back."""
        ahead, back = (to - frm) % self.size, (frm - to) % self.size
        if thrown is not None:
            backward = back == thrown and ahead != thrown
        else:
            backward = back < ahead and back <= LONGEST_THROW
        step, count = (-1, back) if backward else (1, ahead)
        return [(frm + step * k) % self.size for k in range(count + 1)]

    def settle(self, places: list[Place], accounts: Mapping[str, int]) -> None:
        """Once every beat has played, bring the table in line with the state: a token moved
        without a walk (to Jail, the Poor House, a Natural Opportunity; an undo) glides there,
        and a figure changed without a payment event counts to its value."""
        if self.current is not None or self.queue:
            return
        for seat, place in enumerate(places):
            if seat < len(self.places) and self.places[seat] != place:
                self.queue.append(Walk(seat, [self.places[seat], place], JUMP_SECONDS * self.scale, jump=True))
        for account, value in accounts.items():
            ticker = self.figures.setdefault(account, Ticker(float(value), value))
            if ticker.target != value:
                ticker.aim(value, TICK_SECONDS * self.scale)
        if self.scale == 0:
            self.skip()

    # -- time ----------------------------------------------------------------------------------------
    def update(self, dt: float, pace: str | None = None) -> None:
        if pace is not None:
            self.pace = pace
        if self.scale == 0:
            self.skip()
            return
        self.hold = max(0.0, self.hold - dt)
        for ticker in self.figures.values():
            ticker.update(dt)
        for f in self.floats:
            f.t += dt
        self.floats = [f for f in self.floats if f.t < f.life]
        if self.throw is not None and self.throw is not self.current:
            self.throw.t += dt
        self._play(dt)

    def _play(self, dt: float) -> None:
        """Play beats in order for ``dt`` seconds; a beat that ends hands the rest of the time on."""
        left = dt
        while True:
            if self.current is None:
                if not self.queue:
                    return
                self.current = self.queue.popleft()
                self._begin(self.current)
            beat = self.current
            used = min(left, max(0.0, beat.duration - beat.t))
            beat.t += used
            left -= used
            if beat.t < beat.duration:
                return
            self._end(beat, show=True)
            self.current = None

    def skip(self) -> None:
        """Everything to its end at once: tokens at their places, figures at their values, the
        throw settled, nothing floating, and computer play free to go on."""
        if self.current is not None:          # begun already
            self._end(self.current, show=False)
        for beat in self.queue:
            self._begin(beat, show=False)
            self._end(beat, show=False)
        self.current, self.queue = None, deque()
        if self.throw is not None:
            self.throw.t = max(self.throw.t, self.throw.tumble)
        self.hold = 0.0
        self.floats.clear()
        for ticker in self.figures.values():
            ticker.aim(ticker.target, 0)

    def _begin(self, beat: Beat, show: bool = True) -> None:
        if isinstance(beat, Throw):
            self.throw = beat
        elif isinstance(beat, Payment):
            self._pay(beat, show)

    def _end(self, beat: Beat, show: bool) -> None:
        beat.t = beat.duration
        if isinstance(beat, Walk):
            self.places[beat.seat] = beat.path[-1]
        elif isinstance(beat, Throw) and show:
            self.hold = THROW_HOLD * self.scale

    def _pay(self, payment: Payment, show: bool) -> None:
        seconds = TICK_SECONDS * self.scale if show else 0.0
        for account, amount in ((payment.src, -payment.amount), (payment.dst, payment.amount)):
            ticker = self.figures.setdefault(account, Ticker(0.0, 0))
            ticker.aim(ticker.target + amount, seconds)
            if show and amount:
                self.floats.append(Float(account, amount, FLOAT_SECONDS * self.scale, self._row(account)))

    def _row(self, account: str) -> int:
        """Stack a new float above younger ones at the same place, so amounts never overprint."""
        young = {f.row for f in self.floats if f.account == account and f.progress < 0.5}
        return next(r for r in range(len(young) + 1) if r not in young)

    def _step(self, steps: int) -> float:
        step = STEP_SECONDS * self.scale
        return min(step, LONGEST_WALK * self.scale / steps) if steps else step


def places_of(players: Iterable) -> list[Place]:
    """Where the state puts each token: on a Natural Opportunity while working one, else on his space."""
    return [getattr(p, "opportunity", None) or p.position for p in players]
