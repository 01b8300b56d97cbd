"""The engine contract every game implements, with its errors, events, results and PRNG.

A game is a stateless object (see `Game`) whose methods take and return immutable states.
Nothing here does I/O or reads a clock: the bot decides when a deadline has passed and asks
`default_action`. All chance comes from a splitmix64 generator whose state lives in the game
state, so a game replays exactly from its seed and its action list.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import json
import random
import types
import typing
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, TypeVar, runtime_checkable

PlayerId = int
T = TypeVar("T")

# ---------------------------------------------------------------------------------------------
# Errors


class GameError(ValueError):
    """A player's mistake: carries a code and parameters (for translation) and an English text."""

    code: str = "game_error"

    def __init__(self, message: str, *, code: str | None = None, **params: Any) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code
        self.params: dict[str, Any] = params

    def __str__(self) -> str:
        return self.message


class IllegalAction(GameError):
    """The action is well formed but not allowed now (wrong turn, rule broken, game over)."""

    code = "illegal"


class BadNotation(GameError):
    """The text does not spell an action of this game."""

    code = "bad_notation"


class BadOptions(GameError):
    """The options or the player count chosen at `/game new` do not make a game."""

    code = "bad_options"


# ---------------------------------------------------------------------------------------------
# Seats in text


def seat(player: PlayerId) -> str:
    """A placeholder for a seat inside an English sentence; the bot replaces it by the name.

    Engines never know Discord names, so messages say `f"{seat(1)} takes tile 4."`, and the bot
    turns `<seat:1>` into a mention or a display name.
    """
    return f"<seat:{player}>"


# ---------------------------------------------------------------------------------------------
# Events and results


@dataclass(frozen=True)
class Event:
    """Something that happened, addressed to everyone (`to=None`) or to a set of seats only.

    `text` is the English sentence (may hold `seat(n)` placeholders); `code` and `params` let the
    bot translate or react (e.g. `code="round_over"`).
    """

    code: str
    text: str
    params: Mapping[str, Any] = field(default_factory=dict)
    to: frozenset[PlayerId] | None = None

    @property
    def public(self) -> bool:
        return self.to is None


def private(code: str, text: str, players: Iterable[PlayerId], **params: Any) -> Event:
    return Event(code=code, text=text, params=params, to=frozenset(players))


def public(code: str, text: str, **params: Any) -> Event:
    return Event(code=code, text=text, params=params, to=None)


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
        raise BadOptions(
            f"Unknown option {unknown[0]!r}; this game has: {', '.join(declared) or 'none'}.",
            code="unknown_option",
            option=unknown[0],
        )
    out: dict[str, Any] = {}
    for name, opt in declared.items():
        value = given.get(name, opt.default)
        if value not in opt.choices:
            allowed = ", ".join(str(c) for c in opt.choices)
            raise BadOptions(
                f"Option {name} cannot be {value!r}; choose one of: {allowed}.",
                code="bad_option_value",
                option=name,
                value=value,
            )
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

    name: str
    title: str
    min_players: int
    max_players: int
    options: Mapping[str, Option]
    # True: seats are dealt in a random order from the seed; False: in the order players joined.
    random_seats: bool

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

    def apply(self, state: State, player: PlayerId, action: Action) -> tuple[State, list[Event]]: ...

    def view(self, state: State, player: PlayerId | None) -> View: ...

    def result(self, state: State) -> Result | None: ...

    def default_action(self, state: State, player: PlayerId) -> Action: ...

    def dump(self, state: State) -> dict[str, Any]: ...

    def load(self, data: Mapping[str, Any]) -> State: ...

    def parse(self, text: str) -> Action: ...

    def describe(self, action: Action) -> str: ...

    def reveals(self, state: State, player: PlayerId, action: Action) -> bool: ...


class GameBase:
    """Shared conveniences for game objects; games override what they need.

    `check_turn` gives every game the same sentence for acting out of turn or after the end.
    """

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 4
    options: ClassVar[Mapping[str, Option]] = {}
    random_seats: ClassVar[bool] = True

    def to_act(self, state: State) -> frozenset[PlayerId]:  # pragma: no cover - overridden
        raise NotImplementedError

    def may_act(self, state: State) -> frozenset[PlayerId]:
        """See `Game.may_act`: by default only the seats the game waits for may act."""
        return self.to_act(state)

    def result(self, state: State) -> Result | None:  # pragma: no cover - overridden
        raise NotImplementedError

    def check_turn(self, state: State, player: PlayerId) -> None:
        if self.result(state) is not None or not self.to_act(state):
            raise IllegalAction("The game is over.", code="game_over")
        if player not in self.to_act(state):
            raise IllegalAction("It is not your turn.", code="not_your_turn")

    def check_legal(self, state: State, player: PlayerId, action: Action) -> None:
        """Generic guard: turn, then membership in `legal()` (games may give a sharper reason)."""
        self.check_turn(state, player)
        if action not in self.legal(state, player):  # type: ignore[attr-defined]
            raise IllegalAction(f"{action} is not a legal move now.", code="not_legal", action=str(action))

    def describe(self, action: Action) -> str:
        return str(action)

    def reveals(self, state: State, player: PlayerId, action: Action) -> bool:
        """Whether playing `action` from `state` makes known something that was hidden before:
        a card or stack turned up, dice rolled, another seat's secret shown. Taking such a move
        back would let its player choose again knowing more, so the bot asks the others first.

        This default suits games whose chance comes from the generator during play: a move
        reveals when it sent anyone a private event or drew on the generator. A game that deals
        from stacks shuffled at setup turns things up without either, and must override this.
        """
        after, events = self.apply(state, player, action)  # type: ignore[attr-defined]
        if any(e.to is not None for e in events):
            return True
        return _rng_in(self.dump(state)) != _rng_in(self.dump(after))  # type: ignore[attr-defined]

    def random_action(self, state: State, player: PlayerId, rng: random.Random) -> Action:
        """A uniformly random legal action, for search playouts. A game may override it to draw
        one without listing them all, as long as every legal action stays equally likely."""
        return rng.choice(self.legal(state, player))  # type: ignore[attr-defined]

    def normalize_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        return normalize_options(self.options, options)


def _rng_in(dump: Any) -> Any:
    """The generator's state wherever a game keeps it in its dump (a key named "rng")."""
    if isinstance(dump, dict):
        if "rng" in dump:
            return dump["rng"]
        for value in dump.values():
            found = _rng_in(value)
            if found is not None:
                return found
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
    faces = []
    for _ in range(count):
        rng, v = rng_below(rng, sides)
        faces.append(v + 1)
    return rng, tuple(faces)


def rng_choice(rng: int, items: Sequence[T]) -> tuple[int, T]:
    rng, i = rng_below(rng, len(items))
    return rng, items[i]


# ---------------------------------------------------------------------------------------------
# JSON conversion of frozen dataclass states

DUMP_KEY_VERSION = "v"


def to_json(value: Any) -> Any:
    """Turn a state built of dataclasses, tuples, frozensets, enums and dicts into plain JSON.

    Dicts become lists of [key, value] pairs, because keys are often tuples (cells).
    Frozensets are sorted so the dump is canonical.
    """
    encode = _ENCODERS.get(type(value))
    if encode is None:
        encode = _ENCODERS[type(value)] = _encoder(type(value))
    return encode(value)


def _identity(value: Any) -> Any:
    return value


# One encoder per runtime class: a state is dumped on every move, and dispatching on
# isinstance chains and dataclasses.fields() each time cost more than the move.
_ENCODERS: dict[type, Callable[[Any], Any]] = {}


def _encoder(cls: type) -> Callable[[Any], Any]:
    if cls in (type(None), bool, int, float, str):
        return _identity
    if issubclass(cls, enum.Enum):
        return lambda v: v.value
    if dataclasses.is_dataclass(cls):
        names = tuple(f.name for f in dataclasses.fields(cls))
        return lambda v: {n: to_json(getattr(v, n)) for n in names}
    if issubclass(cls, tuple | list):
        return lambda v: [to_json(x) for x in v]
    if issubclass(cls, frozenset | set):
        return lambda v: sorted((to_json(x) for x in v), key=_sort_key)
    if issubclass(cls, Mapping):
        return lambda v: [[to_json(k), to_json(x)] for k, x in v.items()]
    raise TypeError(f"cannot convert {cls.__name__} to JSON")


def _sort_key(v: Any) -> str:
    return json.dumps(v, sort_keys=True)


def from_json(tp: Any, data: Any) -> Any:
    """Inverse of `to_json`, driven by type hints (dataclass fields must be fully annotated)."""
    return _decoder(tp)(data)


@functools.cache
def _decoder(tp: Any) -> Callable[[Any], Any]:
    """A function that rebuilds a value of type `tp` from JSON, made once per type."""
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if tp is Any:
        return _freeze
    if origin in (typing.Union, types.UnionType):
        non_none = [a for a in args if a is not type(None)]
        nullable = type(None) in args
        if len(non_none) == 1:
            inner = _decoder(non_none[0])
            return (lambda d: None if d is None else inner(d)) if nullable else inner

        def union(d: Any) -> Any:
            if d is None and nullable:
                return None
            for a in non_none:  # first that fits
                try:
                    return _decoder(a)(d)
                except (TypeError, ValueError, KeyError):
                    continue
            raise TypeError(f"no member of {tp} fits {d!r}")

        return union
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        cls = tp

        def dataclass_(d: Any) -> Any:
            # Field decoders are looked up at call time: a dataclass may refer to itself.
            return cls(**{name: _decoder(hint)(d[name]) for name, hint in _field_hints(cls)})

        return dataclass_
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return tp
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            item = _decoder(args[0])
            return lambda d: tuple(item(v) for v in d)
        if not args:
            return lambda d: tuple(_freeze(v) for v in d)
        items = tuple(_decoder(a) for a in args)
        return lambda d: tuple(f(v) for f, v in zip(items, d, strict=True))
    if origin in (frozenset, set):
        item = _decoder(args[0])
        return lambda d: frozenset(item(v) for v in d)
    if origin in (dict, Mapping, typing.Mapping) or tp in (dict,):
        kt, vt = args if args else (Any, Any)
        key, value = _decoder(kt), _decoder(vt)
        return lambda d: {key(k): value(v) for k, v in d}
    if origin is list:
        item = _decoder(args[0])
        return lambda d: [item(v) for v in d]
    if tp in (int, str, bool):

        def scalar(d: Any) -> Any:
            if not isinstance(d, tp):
                raise TypeError(f"expected {tp.__name__}, got {d!r}")
            return d

        return scalar
    if tp is float:
        return lambda d: float(d) if isinstance(d, int) else d
    if tp is type(None):

        def none(d: Any) -> None:
            if d is not None:
                raise TypeError("expected None")

        return none
    raise TypeError(f"unsupported type {tp!r}")


@functools.cache
def _field_hints(cls: type) -> tuple[tuple[str, Any], ...]:
    """(name, type) of a dataclass's init fields; resolving hints is slow, so once per class."""
    hints = typing.get_type_hints(cls)
    return tuple((f.name, hints[f.name]) for f in dataclasses.fields(cls) if f.init)


def _freeze(data: Any) -> Any:
    if isinstance(data, list):
        return tuple(_freeze(v) for v in data)
    return data


def dump_dataclass(state: Any, version: int) -> dict[str, Any]:
    """A JSON dict of a state dataclass with its schema version."""
    out = to_json(state)
    out[DUMP_KEY_VERSION] = version
    return out


def load_dataclass(cls: type[T], data: Mapping[str, Any], version: int) -> T:
    got = data.get(DUMP_KEY_VERSION)
    if got != version:
        raise ValueError(f"state schema version {got!r}, expected {version}")
    return typing.cast(T, from_json(cls, {k: v for k, v in data.items() if k != DUMP_KEY_VERSION}))


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
