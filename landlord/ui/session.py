"""A game in progress as the window sees it: engine, state, who sits where, the log.

The session answers CHANCE and computer seats itself, at the pace the players chose,
and waits for a scene to ``submit`` a human seat's choice. It never draws anything.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from ..ai import SEARCHING_AGENTS
from ..engine import CHANCE, Choice, Decision, Engine, Event, GameState
from ..engine.proposals import is_proposal, proposer
from ..engine.views import PrisonerTurn
from ..driver import GameDriver, Seat
from ..autosaves import Autosaver
from ..game_setup import GameSetup
from ..saves import save_game
from ..save_file import PACES as SAVED_PACES
from .cards_text import log_lines
from .jail_story import JailStory, ending_seconds
from .thinking import Thinking, computer_choice

#: Seconds between computer moves at each pace ("instant" plays as fast as frames allow).
PACES = {"slow": 1.0, "normal": 0.45, "fast": 0.12, "instant": 0.0}
PACE_ORDER = SAVED_PACES         # slowest first; a save names one of them
#: Seconds after each step of a prisoner's turn in a jail game (its throws, its draws, a computer
#: prisoner's choices): a dungeon turn is many small steps, which the board's pace would run through
#: in a second, so they get time to be read. "instant" still waits for nothing.
JAIL_PACES = {"slow": 1.8, "normal": 0.9, "fast": 0.35, "instant": 0.0}
#: Decisions handled per frame at the "instant" pace, so the window stays responsive.
INSTANT_STEPS_PER_FRAME = 200


class GameSession:
    """One game in the window. ``state`` is a game already under way (a loaded save); without it
    a new one is dealt, so a session always has a state."""

    def __init__(self, engine: Engine, seats: list[Seat], seed: int, options: dict[str, Any] | None = None,
                 pace: str = "normal", stop_after_round: int | None = None, state: GameState | None = None,
                 autosave: bool = True, single_tax_at: int | None = None) -> None:
        self.engine, self.seats, self.seed = engine, seats, seed
        self.options: dict[str, Any] = options if options is not None else {}
        self.pace = pace
        #: Stop computer play once this round is over (for ``--quit-after``); None plays on.
        self.stop_after_round = stop_after_round
        self.state: GameState = (state if state is not None
                                 else engine.new_game([s.name for s in seats], seed=seed, **self.options))
        self.autosave = autosave
        #: Put the Single Tax to every player's vote at this round (the first player able to
        #: propose it then does so, as ``landlord simulate --single-tax-at``); None: only when
        #: someone proposes it.
        self.single_tax_at = single_tax_at
        # Computer seats are answered exactly as in headless play (each choice seeded from the
        # game), so a game saved here plays on the same way wherever it is loaded.
        self.player = GameDriver(self.engine, self.state, self.kinds, single_tax_at=self.single_tax_at)
        # Autosaved for the people at the desk: a game of computers alone (watched) is not, so
        # watching them can never push a person's game out of the autosaves kept.
        people = any(s.kind == "human" for s in self.seats)
        self.autosaver = Autosaver(self.kinds) if self.autosave and people else None
        self.log: list[str] = []
        self.fresh_events: list[Event] = []     # for animations and sounds; the scene drains it
        self.last_dice: tuple[int, ...] | None = None
        self.wait = 0.0
        #: A person asked to make a proposal: computer play stops where proposals can be put.
        self.held = False
        self._polled_at: int | None = None     # len(history) at which computers were last asked to propose
        #: The person who last answered at the desk (a human seat), for the hand-over screen.
        self.at_desk: int | None = None
        #: The latest turn in Jail: what the jail game logged in it, and how long its end stays up.
        self.jail_story = JailStory()
        #: A searching computer's move being worked out off the event loop, and the point of the
        #: game (the state and its number of choices) it is for.
        self.thinking: Thinking[Choice] | None = None
        self._thinking_for: tuple[int, int] | None = None

    @classmethod
    def for_kinds(cls, engine: Engine, kinds: list[str], seed: int, **kwargs: Any) -> GameSession:
        """A new game with default names and tokens for these seat kinds: the window's names, which
        give a computer a first name (``seat_names``)."""
        from .seat_names import table_names
        seats = [Seat(name, k, i % 6) for i, (name, k) in enumerate(zip(table_names(kinds), kinds))]
        return cls(engine, seats, seed, **kwargs)

    @classmethod
    def from_setup(cls, engine: Engine, setup: GameSetup, tokens: list[int] | None = None,
                   **kwargs: Any) -> GameSession:
        """A new game of ``setup`` (seats, seed, options and the Single Tax vote), the seats' tokens
        as given (else one each in turn)."""
        tokens = tokens if tokens is not None else [i % 6 for i in range(len(setup.kinds))]
        seats = [Seat(s.name, s.kind, token) for s, token in zip(setup.seats, tokens)]
        return cls(engine, seats, setup.seed, setup.game.options(), single_tax_at=setup.single_tax_at, **kwargs)

    @classmethod
    def from_loaded(cls, game: Any, pace: str | None = None) -> GameSession:
        """A session continuing a loaded save (``landlord.saves.LoadedGame``). The round at which the
        save still puts the Single Tax to the vote goes on with it, so play goes as if never saved,
        and so does the computers' pace it was saved at (``pace`` given overrides it; "normal" when
        neither says)."""
        pace = pace or getattr(game, "pace", None) or "normal"
        seats = [Seat(s.name, s.kind, i % 6) for i, s in enumerate(game.seats)]
        session = cls(game.engine, seats, game.state.seed, pace=pace, state=game.state,
                      single_tax_at=getattr(game, "single_tax_at", None))
        session.log = log_lines(game.events, [s.name for s in seats])
        return session

    @property
    def kinds(self) -> list[str]:
        return [s.kind for s in self.seats]

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    @property
    def setup(self) -> GameSetup:
        """The game's set-up as it stands: the one that began it, its seats, and the round at which
        the Single Tax is still to be put to the vote (the driver forgets it once it is put, so a
        save from then on does not put it again). Every save of this game is written from it."""
        return GameSetup.of_state(self.state, self.kinds, self.player.single_tax_at)

    def save_to(self, path: Path) -> Path:
        """Save the game to ``path`` (F5) from its set-up as it stands (:attr:`setup`).

        :raises SaveError: if it cannot be recorded or written.
        """
        setup = self.setup
        return save_game(path, self.engine, self.state, setup.kinds, single_tax_at=setup.single_tax_at,
                         pace=self.pace)

    @property
    def house_rules(self) -> list[str]:
        """The house rules this game plays with (chosen at set-up, kept in its state, so a loaded
        game or one taken back by an undo keeps them); those switched off for failing included."""
        return list(self.state.options.get("house_rules", ()) or ())

    @property
    def house_settings(self) -> dict[str, Any]:
        """Each chosen house rule's set-up choices, by id."""
        return dict(self.state.options.get("house_settings", {}) or {})

    # -- reading ---------------------------------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        return self.engine.pending(self.state)

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def at_a_pause(self) -> bool:
        """Does play wait for a player between pieces of business, where proposals can be put?"""
        d = self.decision
        return d is not None and d.actor != CHANCE and self.engine.at_rest(self.state)

    @property
    def prisoner(self) -> PrisonerTurn | None:
        """The turn in Jail on the table: the one being played, if the pending decision belongs to
        one, or the one just played while its end stays up (``jail_story.ending``). Its seat, his
        turn of this stay and the game's turn count; a jail game's view reads this."""
        if self.jail_story.ending:
            return self.jail_story.turn
        return self.engine.prisoner_in_play(self.state)

    def human_proposals(self) -> list[tuple[Choice, int, str]]:
        """What the people at the desk may propose now: (the choice to submit, the seat, what).

        ``what`` is ``"single_tax"`` or ``"trust:<partner>"``. A person whose own turn is waiting
        proposes through his turn's options; everyone else out of turn (``Engine.proposals``).
        """
        d = self.decision
        if d is None or not self.at_a_pause:
            return []
        found: list[tuple[Choice, int, str]] = []
        if d.kind == "turn" and self.seats[d.actor].human:
            for option in d.options:
                if option == "propose_single_tax":
                    found.append((option, d.actor, "single_tax"))
                elif isinstance(option, str) and option.startswith("trust:"):
                    found.append((option, d.actor, option))
        found += [(p, p[1], p[2]) for p in self.engine.proposals(self.state) if self.seats[p[1]].human]
        return found

    def human_decision(self) -> Decision | None:
        """The decision a person at the desk must answer now, if any (none while the end of a turn
        in Jail is still on the table: it is asked once the table has moved on)."""
        if self.jail_story.ending:
            return None
        d = self.decision
        if d is not None and d.actor != CHANCE and self.seats[d.actor].human:
            return d
        return None

    def hand_over_to(self) -> int | None:
        """The human seat the desk must pass to before its decision is shown, if any: when two
        or more people share the desk and the one to answer is not the one who answered last."""
        d = self.human_decision()
        if d is None or self.at_desk is None or d.actor == self.at_desk:
            return None
        return d.actor if sum(seat.human for seat in self.seats) > 1 else None

    def handed_over(self, seat: int) -> None:
        """The person in ``seat`` has the desk now."""
        self.at_desk = seat

    # -- acting ------------------------------------------------------------------------------
    def submit(self, choice: Choice) -> list[Event]:
        """Apply a choice (a person's, an agent's or CHANCE's) and record what happened."""
        decision = self.decision
        in_jail = self.engine.prisoner_in_play(self.state)
        events = self.engine.apply(self.state, choice)
        if not is_proposal(choice):          # a proposal put during a turn in Jail does not end it
            person = in_jail is not None and self.seats[in_jail.seat].human
            self.jail_story.notice(in_jail, self.engine.prisoner_in_play(self.state), events,
                                   ending_seconds(self.pace, person))
        # Who answered has the desk. A proposal out of turn is its proposer's, never the answer
        # of the person whose decision waits: a computer's proposal must not count as that
        # person taking the desk, or his vote or answer to it would come without a hand-over.
        if is_proposal(choice):
            if self.seats[proposer(choice)].human:
                self.at_desk = proposer(choice)
        elif decision is not None and decision.actor != CHANCE and self.seats[decision.actor].human:
            self.at_desk = decision.actor
        if decision is not None and decision.actor == CHANCE and isinstance(choice, tuple) and (
                len(choice) == 2 or decision.kind == "dice"):     # a throw for a move may be 1 to 3 dice
            self.last_dice = tuple(int(face) for face in choice)
        self.log += log_lines(events, self.names)
        self.fresh_events += events
        if self.autosaver is not None:
            self.autosaver.notice(self.engine, self.state, self.setup.single_tax_at, self.pace)
        return events

    def replace_state(self, state: GameState) -> None:
        """Continue from another state of the same game (after an undo)."""
        self.state = state
        self.stop_thinking()
        self.player = GameDriver(self.engine, state, self.kinds, single_tax_at=self.player.single_tax_at)
        self.fresh_events.clear()
        self.jail_story.forget()

    def advance(self, dt: float) -> int:
        """Let CHANCE and computer seats play, at the chosen pace. Returns decisions made."""
        made = 0
        self.wait -= dt
        self.jail_story.update(dt)
        limit = INSTANT_STEPS_PER_FRAME if self.pace == "instant" else 1
        while made < limit and self.wait <= 0:
            d = self.decision
            if d is None or self.halted or (self.held and self.at_a_pause) or self.jail_story.ending:
                break
            single_tax = self.player.single_tax_proposal(d)     # the driver proposes it, once
            if single_tax is not None:
                self.log.append(f"Round {self.state.round}: the Single Tax is put to every player's vote, "
                                "as the game was set up.")
                at_desk = self.at_desk
                self.submit(single_tax)
                self.at_desk = at_desk                       # for the set-up: nobody at the desk chose it
                made += 1
                continue
            if d.actor != CHANCE and self.seats[d.actor].human:
                # Computers may propose while a person's turn waits, as they do headless.
                if self._polled_at == len(self.state.history):
                    break
                self._polled_at = len(self.state.history)
                proposal = self.player.agent_proposal(d)
                if proposal is None:
                    break
                self.submit(proposal)
                made += 1
                continue
            choice = self.thought_choice(d) if self.searches(d) else self.player.unasked_choice(d)
            if choice is None:
                break                                        # still thinking: the window draws on
            self.submit(choice)     # CHANCE's or a computer's: a person's waited above
            made += 1
            self.wait = self.pause_after(d)
        return made

    def searches(self, d: Decision) -> bool:
        """Is ``d`` a looking-ahead computer's, to be worked out off the event loop?"""
        return d.actor != CHANCE and self.seats[d.actor].kind in SEARCHING_AGENTS

    def thought_choice(self, d: Decision) -> Choice | None:
        """The searching computer's answer to ``d`` once its worker has it (None until then), the
        same answer headless play gives (``thinking.computer_choice``). Should the worker fail, the
        answer is worked out here instead, as headless play would."""
        point = (id(self.state), len(self.state.history))
        if self.thinking is None or self._thinking_for != point:
            self.stop_thinking()
            self.thinking, self._thinking_for = computer_choice(self.engine, self.state, self.kinds), point
            return None
        if not self.thinking.done:
            return None
        thinking, self.thinking, self._thinking_for = self.thinking, None, None
        return thinking.result if thinking.result is not None else self.player.unasked_choice(d)

    def stop_thinking(self) -> None:
        """Stop the searching computer's worker, if one is running (the game is left or taken back)."""
        if self.thinking is not None:
            self.thinking.stop()
        self.thinking, self._thinking_for = None, None

    def pause_after(self, d: Decision) -> float:
        """How long play rests after a computer's or CHANCE's answer to ``d``, at the chosen pace.
        A CHANCE draw its game marks ``quick`` in its context (one of the many draws of a shuffle)
        is not rested after: a frame apiece is pace enough for something nobody watches card by card."""
        if d.actor == CHANCE and d.context.get("quick") is True:
            return 0.0
        if d.kind.startswith("jail."):
            return JAIL_PACES[self.pace]
        return PACES[self.pace] * (0.5 if d.actor == CHANCE else 1.0)

    @property
    def halted(self) -> bool:
        return self.stop_after_round is not None and self.state.round > self.stop_after_round

    def cycle_pace(self) -> str:
        self.pace = PACE_ORDER[(PACE_ORDER.index(self.pace) + 1) % len(PACE_ORDER)]
        self.wait = min(self.wait, JAIL_PACES[self.pace])     # a quicker pace cuts the rest short at once
        return self.pace
