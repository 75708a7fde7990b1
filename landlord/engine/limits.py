"""Every limit on what a person can hand the game: files, rules values, saves, command-line numbers.

They live in one module so that the reader, the rules schema, the save checks and the
command line agree, and so that ``docs/limits.md`` can list them from one place (a test
keeps that page in step with these numbers). Each is generous: no real rules file, save or
command comes near it. They exist so that a hostile or damaged input is refused in one line
instead of exhausting memory, time or the stack.
"""
from __future__ import annotations

# -- files (landlord.engine.toml_reader) ---------------------------------------------------------
#: The largest rules file (or other game data file) read; the 1906 rules are about 20 KB.
MAX_RULES_FILE_BYTES = 4 * 1024 * 1024
#: The largest save read; a whole game of 1,000 rounds with six players is under 1 MB.
MAX_SAVE_FILE_BYTES = 32 * 1024 * 1024
#: How deeply arrays and tables may nest in any TOML file the game reads (the 1906 rules
#: nest 3 deep, saves 4), checked before parsing so the parser cannot exhaust the stack.
MAX_NESTING = 32
#: The largest position file read (``landlord play --position``); a position of six players,
#: with an Open Oubliette dungeon in its jail record, is under 20 KB.
MAX_POSITION_FILE_BYTES = 1024 * 1024

# -- rules files (landlord.engine.rules_check) --------------------------------------------------
#: Seats the game supports: six tokens, six Open Oubliette explorers.
MIN_PLAYERS = 2
MAX_PLAYERS = 6
#: Spaces on a board: enough for a playable track, few enough to draw.
MIN_SPACES = 8
MAX_SPACES = 200
#: Entries in any other list of a rules file (Chance cards, Luxury cards, hands, ...).
MAX_ENTRIES = 1_000
#: Any sum of money (price, rent, fare, wages, ...): far above any edition, far below where
#: arithmetic on it could overflow a float in the computer players.
MAX_AMOUNT = 1_000_000_000
#: How many times the smallest step in which money moves (``money.bid_step``, ``loans.note``,
#: ``single_tax.step``) the largest sum of a rules file may be: debts are raised a note at a
#: time and bids rise by steps, so a step far too small for the sums makes endless games.
MAX_MONEY_RANGE = 10_000
#: Any count (houses in the supply, cards dealt, houses for a tax step, ...).
MAX_COUNT = 100_000
#: ``end.round_limit`` (and a save's ``game.round_limit``): about 36 decisions a round at
#: six seats keeps every game far inside the simulator's 200,000-decision safety net.
MAX_ROUND_LIMIT = 1_000
#: ``end.wages_times`` (and a save's ``game.end_wages_times``).
MAX_WAGES_TIMES = 1_000
#: ``houses.per_lot``.
MAX_HOUSES_PER_LOT = 10
#: ``houses.land_rent_multipliers`` entries.
MAX_MULTIPLIER = 1_000
#: ``turns.trade_offers_per_turn``: each offer is up to four decisions for every seat.
MAX_TRADE_OFFERS_PER_TURN = 10
#: Ids (spaces, cards, jail games): they appear inside saved choices, which hold 200 characters.
MAX_ID_CHARS = 40
#: Names and labels shown on the board and the players' panel.
MAX_NAME_CHARS = 80
#: Card texts and the edition's title.
MAX_TEXT_CHARS = 400

# -- saves (landlord.save_file) -----------------------------------------------------------------
#: Choices in one save; no game has more than the simulator's safety net of 200,000 decisions.
MAX_CHOICES = 200_000
#: Characters in any text of a save (names, kinds, ids, text choices).
MAX_SAVE_TEXT = 200
#: Parts of one choice (a throw of the dice has two).
MAX_CHOICE_PARTS = 16
#: Whole numbers TOML can hold; a seed or a bid beyond them is refused.
INT_RANGE = (-(2**63), 2**63 - 1)

# -- the command line (landlord.cli) ------------------------------------------------------------
#: ``landlord simulate --games``: some hours of simulation, and a report that fits in memory.
MAX_GAMES = 100_000
#: ``--seed``: a seed must fit in a save.
MAX_SEED = 2**63 - 1
#: ``landlord simulate --workers``: worker processes, far more than any machine's cores.
MAX_WORKERS = 256
#: ``landlord play --window-size``: the smallest window allowed (the screens are checked from
#: 800 × 600 up), and the largest, 8K (a picture of 130 MB in memory).
MIN_WINDOW_SIZE = (640, 480)
MAX_WINDOW_SIZE = (7680, 4320)
