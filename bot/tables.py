"""What a table is to the rest of the bot: a stored game with its engine and state, what one move
produced, and the refusals a request may meet. Imports no discord.

Tables are loaded, cached and locked by the repository (bot/repository.py) and changed only by
the services (bot/services/): the lobby, moves, schedule (timers and claims), seats and votes,
undo, history.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Self

from games.core import Action, Event, Game, GameError, Result, replay

from . import bot_seats
from .store_rows import ActionRow, GameRow


class TableError(Exception):
    """A user's request that cannot be done; `str()` is the sentence to show them (in English).

    `code` and `params` find it in the catalog (`refusal-<code>`, bot/i18n/refusals.py); an engine
    refusal passed on keeps the engine's code and params and names its `game`, whose own
    `refusal-<game>-<code>` entries translate it.
    """

    code = "table_error"

    def __init_subclass__(cls, code: str = "", **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if code:
            cls.code = code

    def __init__(
        self, message: str, *, code: str | None = None, game: str | None = None, **params: Any
    ) -> None:
        super().__init__(message)
        if code:
            self.code = code
        self.game = game
        self.params: dict[str, Any] = params

    @classmethod
    def of(cls, exc: GameError, game: str | None = None) -> Self:
        error = cls(str(exc), code=exc.code, game=game)
        error.params = dict(exc.params)  # not as keywords: an engine's param may be named `game`
        return error


# Kinds of refusal callers tell apart; each kind's catalog code is its class keyword.
class NoTable(TableError, code="no_table"): ...


class NotSeated(TableError, code="not_seated"): ...


class NotYourTurn(TableError, code="not_your_turn"): ...


class StaleVersion(TableError, code="stale"): ...


class AlreadyApplied(TableError, code="duplicate"): ...


class Forbidden(TableError, code="forbidden"): ...


@dataclass
class Table:
    """A stored game row with its engine and, once started, its decoded state."""

    row: GameRow
    game: Game
    state: Any = None
    # The engine's answers about this state, asked once: one move reads the legal moves and the
    # views several times (buttons, text, autocomplete, the board), and a Table holds one state.
    _asked: dict[tuple[str, int | None], tuple[Any, Any]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    @property
    def id(self) -> int:
        return self.row.id

    @property
    def version(self) -> int:
        return self.row.version

    @property
    def players(self) -> list[int]:
        return self.row.players

    def seat_of(self, user_id: int) -> int | None:
        return self.row.players.index(user_id) if user_id in self.row.players else None

    def seat_of_player(self, user_id: int) -> int:
        seat = self.seat_of(user_id)
        if seat is None:
            who = bot_seats.mention(user_id)
            raise NotSeated(f"{who} is not playing in this game.", code="not_player", user=who)
        return seat

    def user_of(self, seat: int) -> int:
        return self.row.players[seat]

    def lobby_only(self, sentence: str, *, code: str) -> None:
        if self.row.status != "lobby":
            raise TableError(sentence, code=code)

    def host_only(self, sentence: str, *, user: int, code: str) -> None:
        if user != self.host:
            raise Forbidden(sentence, code=code)

    def who(self, seat: int) -> str:
        """The seat's holder as messages name them: a mention, or a bot's marked name."""
        return bot_seats.mention(self.row.players[seat])

    def mentions(self, text: str) -> str:
        """The text with the engine's seat placeholders (`<seat:N>`) as each seat's holder, the
        way messages name them (Discord shows a mention as the member's name)."""
        for seat in range(len(self.players)):
            text = text.replace(f"<seat:{seat}>", self.who(seat))
        return text

    def is_bot(self, seat: int) -> bool:
        return bot_seats.is_bot(self.row.players[seat])

    @property
    def humans(self) -> list[int]:
        return [u for u in self.row.players if not bot_seats.is_bot(u)]

    @property
    def host(self) -> int | None:
        """The seated player who holds the host's rights. The role belongs to a seat: it passes
        with the seat when a member is replaced, and when its holder is no longer seated at all
        it falls to the first seated member. A bot never hosts: at a table of bots alone the
        member who opened it keeps the rights."""
        if self.row.host_id in self.row.players:
            return self.row.host_id
        return next(iter(self.humans), self.row.host_id)

    def to_act(self) -> frozenset[int]:
        if self.row.status != "active" or self.state is None:
            return frozenset()
        return self.game.to_act(self.state)

    def may_act(self) -> frozenset[int]:
        """The seats allowed to act now (a superset of `to_act`: see `Game.may_act`)."""
        if self.row.status != "active" or self.state is None:
            return frozenset()
        return self.game.may_act(self.state)

    def result(self) -> Result | None:
        return None if self.state is None else self.game.result(self.state)

    def legal(self, seat: int) -> list[Action]:
        """The engine's legal moves for `seat` now, computed once per state (callers only read
        them)."""
        return self._ask("legal", seat, self.game.legal)

    def view(self, seat: int | None) -> Any:
        """The engine's view for `seat` (None: the spectators'), computed once per state
        (callers only read it)."""
        return self._ask("view", seat, self.game.view)

    def prepare(self) -> None:
        """Work out now what a board reads of the engine: the spectators' view and the legal moves
        of every seat that may act. Called in a worker thread beside the board's drawing, so the
        event loop then only reads them (a Bricklayer opening lists a thousand moves, a Block
        Buster opening six thousand: tens of milliseconds the loop would otherwise hold)."""
        self.view(None)
        for seat in self.may_act():
            self.legal(seat)

    def _ask(self, what: str, seat: Any, compute: Any) -> Any:
        kept = self._asked.get((what, seat))
        # Keyed by the state object itself: code that swaps a table's state never reads a stale one.
        if kept is not None and kept[0] is self.state:
            return kept[1]
        answer = compute(self.state, seat)
        self._asked[(what, seat)] = (self.state, answer)
        return answer


@dataclass
class Outcome:
    """What one applied action produced, for the publisher."""

    table: Table
    player: int
    action: Action
    events: list[Event] = field(default_factory=list)
    finished: bool = False
    # Every action of the decision, in order (`action` is the last), and why a later one of a
    # partial sequence was refused.
    actions: list[Action] = field(default_factory=list)
    refused: str = ""
    # That refusal itself, with its code and params, to show it in the player's language.
    refusal: TableError | GameError | None = None


def replayed(table: Table, actions: Sequence[ActionRow]) -> Any:
    """The table's state replayed from its seed and these actions of its log."""
    moves = [(a.player, a.action) for a in actions]
    return replay(table.game, len(table.players), table.row.options, table.row.seed, moves)
