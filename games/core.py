"""The engine contract every game implements, with its errors, events, results and PRNG.

A game is a stateless object (see `Game`) whose methods take and return immutable states.
Nothing here does I/O or reads a clock: the bot decides when a deadline has passed and asks
`default_action`. All chance comes from a splitmix64 generator whose state lives in the game
state, so a game replays exactly from its seed and its action list.
"""

from __future__ import annotations

import dataclasses
import functools
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, TypeVar, cast, runtime_checkable

# Re-exported: games dump their states through the contract module.
from games.codec import DUMP_KEY_VERSION as DUMP_KEY_VERSION
from games.codec import dump_dataclass as dump_dataclass
from games.codec import load_dataclass as load_dataclass
from games.livescore import LiveScore

PlayerId = int
T = TypeVar("T")

# ---------------------------------------------------------------------------------------------
# Errors


# One code per kind of refusal shared by every game; a game's own refusals (a rule it alone has)
# carry codes of their own, named in its modules.
GAME_OVER = "game_over"  # nobody may act: the game has ended
NOT_YOUR_TURN = "not_your_turn"  # the game waits for someone else (the text may say for what)
NOT_SEATED = "not_seated"  # the seat number is not one of this game's seats
ALREADY_CHOSEN = "already_chosen"  # a simultaneous step: this seat has made its choice already
UNKNOWN_ACTION = "unknown_action"  # the value is not an action of this game at all
NOT_LEGAL = "not_legal"  # a well-formed action that the rules refuse now (no sharper reason)
BAD_NOTATION = "bad_notation"  # the text does not spell an action of this game
PLAYER_COUNT = "player_count"  # the game is not played with this many seats
UNKNOWN_OPTION = "unknown_option"  # `/game new` named an option the game does not have
BAD_OPTION_VALUE = "bad_option_value"  # an option set to a value it does not offer


class GameError(ValueError):
    """A player's mistake: a code and the values its sentence shows, which the bot words from its
    catalog in the reader's language (`refusal-<game>-<code>`, else `refusal-<code>`).

    `plain` marks a sentence that says no more than its code ("It is not your turn."), so that a
    caller who knows more (whose turn it is, by name) may word it better. `game` is the game whose
    rules refused, set as the error leaves its engine (`GameBase`). `str()` is the English
    sentence once the bot has installed its wording (`word_errors_with`), else the code and
    values: enough for a log.
    """

    code: str = "game_error"

    def __init__(self, code: str | None = None, /, *, plain: bool = False, **params: Any) -> None:
        super().__init__(code)
        if code is not None:
            self.code = code
        self.plain = plain
        self.params: dict[str, Any] = params
        self.game: str | None = None

    def named(self, game: str) -> GameError:
        """This error as a refusal of `game`, whose catalog has its sentence (a refusal rebuilt
        from a view's code and values)."""
        if self.game is None:
            self.game = game
        return self

    def __str__(self) -> str:
        if _wording:
            return _wording[0](self)
        shown = ", ".join(f"{k}={v!r}" for k, v in self.params.items())
        return f"{self.code}({shown})"


# How an error is worded in English: the bot, which holds the catalog, installs it (games/ reads
# no files).
_wording: list[Callable[[GameError], str]] = []


def word_errors_with(wording: Callable[[GameError], str]) -> None:
    """Have `str()` of every GameError be `wording(error)` (the bot's English, from its catalog)."""
    _wording[:] = [wording]


class IllegalAction(GameError):
    """The action is well formed but not allowed now (wrong turn, rule broken, game over)."""

    code = "illegal"


class BadNotation(GameError):
    """The text does not spell an action of this game."""

    code = BAD_NOTATION


class BadOptions(GameError):
    """The options or the player count chosen at `/game new` do not make a game."""

    code = "bad_options"


# ---------------------------------------------------------------------------------------------
# Seats in sentences


class Seat(int):
    """A seat among an event's, a refusal's or a result's values: the bot shows it as its
    player's name (engines never know Discord names). Still the seat's number to compare."""

    __slots__ = ()


def seat(player: PlayerId) -> str:
    """A placeholder for a seat inside a text the bot shows as is (a view's line): the bot
    replaces `<seat:1>` by the name."""
    return f"<seat:{player}>"


class Term(str):
    """A word of the game's own vocabulary among a refusal's or an event's values (a piece, a
    place): the bot shows it as its glossary says it in the reader's language (`term-<game>-<key>`)."""

    __slots__ = ()


# ---------------------------------------------------------------------------------------------
# Events and results


@dataclass(frozen=True)
class Event:
    """Something that happened, addressed to everyone (`to=None`) or to a set of seats only.

    `code` names the sentence (the bot's catalog has `event-<game>-<code>` in every language)
    and `params` hold the values it shows (seats as `Seat`); the bot also reacts to codes
    (e.g. `code="round_over"`).
    """

    code: str
    params: Mapping[str, Any] = field(default_factory=dict[str, Any])
    to: frozenset[PlayerId] | None = None

    @property
    def public(self) -> bool:
        return self.to is None


def private(code: str, players: Iterable[PlayerId], **params: Any) -> Event:
    return Event(code=code, params=params, to=frozenset(players))


def public(code: str, **params: Any) -> Event:
    return Event(code=code, params=params, to=None)


@dataclass(frozen=True)
class Result:
    """Final scores: `scores[p]` equals the sum of `breakdown[p]` where the game says so.

    `ranking` lists groups of seats from first place down; seats in one group tie even after
    the tie-breaks. `winners` is usually `ranking[0]`, but can be empty (a solo game lost
    against its target). `reason` is a sentence such as "Alice reached 80 points".
    """

    scores: tuple[int, ...]
    ranking: tuple[tuple[PlayerId, ...], ...]
    breakdown: tuple[Mapping[str, int], ...] = ()
    winners: frozenset[PlayerId] = frozenset()
    reason: str = ""

    def rank_of(self, player: PlayerId) -> int:
        """1-based place of a seat, ties sharing a place."""
        place = 1
        for group in self.ranking:
            if player in group:
                return place
            place += len(group)
        raise KeyError(player)


# ---------------------------------------------------------------------------------------------
# Actions


@dataclass(frozen=True)
class Word:
    """An action without arguments, spelt by one fixed text: `class Pass(Word, text="pass"): ...`.

    A subclass needs no decorator of its own: the dataclass methods compare, hash and print it as
    the class it is (`Pass() != Resign()`, `repr(Pass()) == "Pass()"`).
    """

    text: ClassVar[str] = ""

    def __init_subclass__(cls, text: str = "", **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.text = text

    def __str__(self) -> str:
        return self.text


# ---------------------------------------------------------------------------------------------
# Options


@dataclass(frozen=True)
class Option:
    """One declared option of a game, as offered at `/game new`."""

    default: Any
    choices: tuple[Any, ...]
    description: str = ""


def normalize_options(declared: Mapping[str, Option], given: Mapping[str, Any] | None) -> dict[str, Any]:
    """Fill defaults and check every given option against its declared choices."""
    given = dict(given or {})
    unknown = sorted(set(given) - set(declared))
    if unknown:
        # The options by their names, as `/game new` takes them.
        options = ", ".join(declared)
        raise BadOptions(UNKNOWN_OPTION, option=unknown[0], options=options, count=len(declared))
    out: dict[str, Any] = {}
    for name, opt in declared.items():
        value = given.get(name, opt.default)
        if value not in opt.choices:
            # The value as it was given (quoted when text) and the values offered, as typed.
            allowed = ", ".join(str(c) for c in opt.choices)
            raise BadOptions(BAD_OPTION_VALUE, option=name, value=value, given=repr(value), allowed=allowed)
        out[name] = value
    return out


# ---------------------------------------------------------------------------------------------
# The contract

State = Any
Action = Any
View = dict[str, Any]


@runtime_checkable
class Game(Protocol):
    """What every game object provides. See DESIGN.md, "The engine contract"."""

    # Read-only: a game declares these as class attributes.
    @property
    def name(self) -> str: ...

    @property
    def title(self) -> str: ...

    @property
    def min_players(self) -> int: ...

    @property
    def max_players(self) -> int: ...

    @property
    def options(self) -> Mapping[str, Option]: ...

    @property
    def random_seats(self) -> bool:
        """True: seats are dealt in a random order from the seed; False: in the order players joined."""
        ...

    def new(self, num_players: int, options: Mapping[str, Any], seed: int) -> State: ...

    def to_act(self, state: State) -> frozenset[PlayerId]: ...

    def may_act(self, state: State) -> frozenset[PlayerId]:
        """The seats allowed to act now: `to_act` plus any seat that may act without being
        waited for (a Dice Town contender raising his offer while the Sheriff decides).

        The table service accepts an action from any of these seats (the engine still judges
        it); deadlines, reminders and autopilot look only at `to_act`, so a game never waits
        for a seat that is merely allowed. Every seat listed has a legal action or gets a
        sentence from `apply` saying why not. Default: `to_act`.
        """
        ...

    def legal(self, state: State, player: PlayerId) -> list[Action]: ...

    def check(self, state: State, player: PlayerId, action: Action) -> None:
        """Raise `IllegalAction` (code and parameters, see the codes above) if `apply` would
        refuse this action; return None if it would accept it. `apply` calls it first, so its
        sentence is the one a player gets however the action arrives."""
        ...

    def normalize_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """The options with defaults filled in; `BadOptions` for an unknown option or value."""
        ...

    def apply(self, state: State, player: PlayerId, action: Action) -> tuple[State, list[Event]]: ...

    def view(self, state: State, player: PlayerId | None) -> Any:
        """What that seat (None: a spectator) may see, as JSON values. Each game types its own
        view (a TypedDict in its view.py, read by its renderer); to the generic layers it is a
        mapping of names to values."""
        ...

    def result(self, state: State) -> Result | None: ...

    def default_action(self, state: State, player: PlayerId) -> Action: ...

    def dump(self, state: State) -> dict[str, Any]: ...

    def load(self, data: Mapping[str, Any]) -> State: ...

    def parse(self, text: str) -> Action: ...

    def describe(self, action: Action) -> str: ...

    def reveals(self, state: State, player: PlayerId, action: Action) -> bool: ...

    def notation_for(
        self, state: State, player: PlayerId, action: Action, viewer: PlayerId | None
    ) -> str | None:
        """What `viewer` (a seat; None: a spectator, i.e. the channel) may read of `action`,
        played by `player` from `state`, as the game's rules say who sees what: the notation
        whole, the notation with its hidden tokens written `HIDDEN` (a Dice Town bid's card ids
        for anyone but the offerer and the Sheriff), or None when the move itself is a secret
        (a keep chosen in secret, a simultaneous choice). Its author always reads it whole.

        It depends on the move only, never on the events it happened to produce, so a move is
        hidden the same way every time it is shown (the game log, announcements of moves made
        for someone)."""
        ...

    def preview(self, state: State, player: PlayerId, action: Action) -> Any:
        """What playing `action` would do, as JSON values for a picture shown before the move is
        confirmed (the game's own shape, read by its renderer); None when the game shows none.
        A preview may be asked of a move `check` refuses, and then says why where it can."""
        ...

    def live_score(self, state: State, player: PlayerId) -> LiveScore | None:
        """`player`'s score so far, by the categories the game's final score table lists, from
        what that seat sees (it is shown to that seat alone); None when the game keeps none. A
        game offering it declares the capability "score" in its manifest."""
        ...


_FIELDS: dict[type[Any], frozenset[str]] = {}


def evolve(obj: T, **changes: Any) -> T:
    """`dataclasses.replace` for the engines' frozen values, without re-running `__init__`.

    A move copies a wide state several times, and a search plays thousands of moves a decision:
    writing the new instance's dict directly is five to ten times faster. Only the fields are
    copied: a value may keep derived data in its dict (a wall's filled cells), which belongs to
    the old fields, not the new ones. Not for a class whose `__init__` or `__post_init__` checks
    or computes anything (none of the engines' states does).
    """
    cls = type(obj)
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = frozenset(f.name for f in dataclasses.fields(cast(Any, obj)))
    if not names.issuperset(changes):
        raise TypeError(f"{cls.__name__} has no field {sorted(changes.keys() - names)[0]!r}")
    old = obj.__dict__
    # Most values hold nothing but their fields: then the whole dict is copied at once.
    kept = old if len(old) == len(names) else {name: old[name] for name in names}
    new = object.__new__(cls)
    object.__setattr__(new, "__dict__", {**kept, **changes})
    return new


# What a reader who may not see a token of a move's notation reads instead (`notation_for`).
HIDDEN = "?"


# The contract's methods that may refuse: an error leaving one of them names its game.
REFUSING = ("new", "check_players", "normalize_options", "check", "apply", "play", "parse", "preview")

_Method = TypeVar("_Method", bound=Callable[..., Any])


def _names_its_game(method: _Method) -> _Method:
    """`method`, whose GameError names the game that raised it (for its sentence, `GameError`)."""

    @functools.wraps(method)
    def named(self: GameBase, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except GameError as error:
            if error.game is None:
                error.game = self.name
            raise

    return cast(_Method, named)


class GameBase:
    """What games share: the player-count check, dump/load of a dataclass state with its schema
    version, the turn guard, and `apply` as `check` then `play`.

    A game sets `state_type` and `schema_version`, writes `setup` (a new state from checked
    options), `check` (every refusal) and `play` (the move, on an action `check` accepted).
    An error leaving one of the methods that may refuse (`REFUSING`) names the game.
    """

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for name in REFUSING:
            if name in vars(cls):
                setattr(cls, name, _names_its_game(vars(cls)[name]))

    # Not ClassVar: the `Game` protocol reads them as (read-only) attributes of the game object.
    name: str = ""
    title: str = ""
    min_players: int = 1
    max_players: int = 4
    options: Mapping[str, Option] = {}
    random_seats: bool = True
    state_type: ClassVar[type[Any]] = object
    schema_version: ClassVar[int] = 1
    # True: every move is open to everyone as it is made (see `notation_for`).
    open_moves: ClassVar[bool] = False

    # --- setup ----------------------------------------------------------------------------------

    def new(self, num_players: int, options: Mapping[str, Any] | None, seed: int) -> State:
        opts = self.normalize_options(options)
        self.check_players(num_players, opts)
        return self.setup(num_players, opts, seed)

    def setup(self, num_players: int, options: dict[str, Any], seed: int) -> State:  # pragma: no cover
        raise NotImplementedError

    def check_players(self, num_players: int, options: Mapping[str, Any]) -> None:
        """`BadOptions` unless the game is played with this many seats (under these options)."""
        if not self.min_players <= num_players <= self.max_players:
            raise BadOptions(PLAYER_COUNT, players=num_players, min=self.min_players, max=self.max_players)

    def normalize_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        return normalize_options(self.options, options)

    # --- turns ----------------------------------------------------------------------------------

    def to_act(self, state: State) -> frozenset[PlayerId]:  # pragma: no cover - overridden
        raise NotImplementedError

    def may_act(self, state: State) -> frozenset[PlayerId]:
        """See `Game.may_act`: by default only the seats the game waits for may act."""
        return self.to_act(state)

    def legal(self, state: State, player: PlayerId) -> list[Action]:  # pragma: no cover - overridden
        raise NotImplementedError

    def result(self, state: State) -> Result | None:  # pragma: no cover - overridden
        raise NotImplementedError

    def check_turn(self, state: State, player: PlayerId) -> None:
        """The same sentences in every game for acting after the end or out of turn."""
        if self.result(state) is not None or not self.to_act(state):
            raise IllegalAction(GAME_OVER, plain=True)
        if player not in self.to_act(state):
            raise IllegalAction(NOT_YOUR_TURN, plain=True)

    def check_legal(self, state: State, player: PlayerId, action: Action) -> None:
        """Generic guard: turn, then membership in `legal()` (games may give a sharper reason)."""
        self.check_turn(state, player)
        if action not in self.legal(state, player):
            raise IllegalAction(NOT_LEGAL, action=str(action))

    def check(self, state: State, player: PlayerId, action: Action) -> None:
        """See `Game.check`; this default is `check_legal`."""
        self.check_legal(state, player, action)

    def apply(self, state: State, player: PlayerId, action: Action) -> tuple[State, list[Event]]:
        self.check(state, player, action)
        return self.play(state, player, action)

    def play(self, state: State, player: PlayerId, action: Action) -> tuple[State, list[Event]]:
        """The move itself, for an action `check` accepted."""
        raise NotImplementedError  # pragma: no cover - overridden

    # --- storage and text -----------------------------------------------------------------------

    def dump(self, state: State) -> dict[str, Any]:
        return dump_dataclass(state, self.schema_version)

    def load(self, data: Mapping[str, Any]) -> State:
        return load_dataclass(self.state_type, data, self.schema_version)

    def describe(self, action: Action) -> str:
        return str(action)

    def preview(self, state: State, player: PlayerId, action: Action) -> Any:
        """See `Game.preview`: none by default."""
        return None

    def live_score(self, state: State, player: PlayerId) -> LiveScore | None:
        """See `Game.live_score`: none by default."""
        return None

    def reveals(self, state: State, player: PlayerId, action: Action) -> bool:
        """Whether playing `action` from `state` makes known something that was hidden before:
        a card or stack turned up, dice rolled, another seat's secret shown. Taking such a move
        back would let its player choose again knowing more, so the bot asks the others first.

        This default suits games whose chance comes from the generator during play: a move
        reveals when it sent anyone a private event or drew on the generator. A game that deals
        from stacks shuffled at setup turns things up without either, and must override this.
        """
        after, events = self.apply(state, player, action)
        if any(e.to is not None for e in events):
            return True
        return _rng_in(self.dump(state)) != _rng_in(self.dump(after))

    def notation_for(
        self, state: State, player: PlayerId, action: Action, viewer: PlayerId | None
    ) -> str | None:
        """See `Game.notation_for`. By default a move is its author's alone, unless the game sets
        `open_moves` (nobody's choice is ever hidden) or says move by move what others may read:
        a game that says nothing leaks nothing."""
        return str(action) if self.open_moves or viewer == player else None

    def random_action(self, state: State, player: PlayerId, rng: random.Random) -> Action:
        """A uniformly random legal action, for search playouts. A game may override it to draw
        one without listing them all, as long as every legal action stays equally likely."""
        return rng.choice(self.legal(state, player))


for _name in REFUSING:
    if _name in vars(GameBase):
        setattr(GameBase, _name, _names_its_game(vars(GameBase)[_name]))


def _rng_in(dump: Any) -> Any:
    """The generator's state wherever a game keeps it in its dump (a key named "rng")."""
    if isinstance(dump, dict):
        found: dict[str, Any] = cast(dict[str, Any], dump)
        if "rng" in found:
            return found["rng"]
        for value in found.values():
            inner = _rng_in(value)
            if inner is not None:
                return inner
    return None


# ---------------------------------------------------------------------------------------------
# Randomness: splitmix64, state kept as a plain int inside the game state

_MASK = (1 << 64) - 1


def rng_seed(seed: int) -> int:
    """Turn any integer seed into a 64-bit generator state."""
    return seed & _MASK


def rng_next(rng: int) -> tuple[int, int]:
    """Advance the generator: returns (new state, 64-bit output)."""
    rng = (rng + 0x9E3779B97F4A7C15) & _MASK
    z = rng
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return rng, z ^ (z >> 31)


def rng_below(rng: int, n: int) -> tuple[int, int]:
    """A uniform integer in [0, n), without modulo bias."""
    if n <= 0:
        raise ValueError("n must be positive")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        rng, x = rng_next(rng)
        if x < limit:
            return rng, x % n


def rng_shuffle(rng: int, items: Iterable[T]) -> tuple[int, list[T]]:
    """Fisher-Yates shuffle into a new list."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        rng, j = rng_below(rng, i + 1)
        out[i], out[j] = out[j], out[i]
    return rng, out


def rng_dice(rng: int, count: int, sides: int = 6) -> tuple[int, tuple[int, ...]]:
    """Roll `count` dice with faces 1..sides."""
    faces: list[int] = []
    for _ in range(count):
        rng, v = rng_below(rng, sides)
        faces.append(v + 1)
    return rng, tuple(faces)


def rng_choice(rng: int, items: Sequence[T]) -> tuple[int, T]:
    rng, i = rng_below(rng, len(items))
    return rng, items[i]


# ---------------------------------------------------------------------------------------------
# Replay


def replay(
    game: Game,
    num_players: int,
    options: Mapping[str, Any],
    seed: int,
    actions: Iterable[tuple[PlayerId, str]],
) -> State:
    """Rebuild a state from its seed and the logged (seat, notation) pairs."""
    state = game.new(num_players, options, seed)
    for player, notation in actions:
        state, _ = game.apply(state, player, game.parse(notation))
    return state
