"""The table service: one game per channel, from lobby to result. Imports no discord.

Every way into a game (slash command, button, select, deadline) ends here. The service maps a
Discord user to a seat, checks the seat may act and the version a button was drawn for, applies
the action with the engine, and writes the action and the new state in one transaction. Within
the process a per-channel lock orders moves; across processes the version check in SQL does.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import secrets
import time
import weakref
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Self, TypedDict, Unpack

from games.core import (
    GAME_OVER,
    Action,
    BadNotation,
    Event,
    Game,
    GameError,
    Result,
    replay,
    rng_next,
    rng_shuffle,
)

from . import bots, deadlines, ratings, table_meta
from .i18n.refusals import GameName
from .store import ActionRow, ChannelBusy, DuplicateInteraction, GameRow, VersionConflict
from .store_api import GameStore
from .table_meta import AbandonVote, MetaPatch, TableMeta, TurnClaim, patched

VOTE_LIFETIME = 24 * 60 * 60
# How long a claim on a bot's move holds: far longer than a decision takes, short enough that
# the move is made soon after the process that claimed it died.
TURN_LEASE = 120.0
# What only the host or a channel manager may do: (the end of the refusal's sentence, its code).
ADMIN_AUTOPILOT_LEVEL = ("choose how the autopilot plays", "admin_autopilot_level")
ADMIN_AUTOPILOT = ("put a player on autopilot", "admin_autopilot")
ADMIN_REPLACE = ("hand a seat to someone else", "admin_replace")
ADMIN_ABANDON = ("abandon the game; players can vote with /game abandon", "host_abandons")
RATED_ABANDON = (
    "A started rated game is abandoned only when every player votes for it with /game abandon, "
    "or by someone with Manage Channel (then nobody's rating changes)."
)
RATED_ABANDON_ALONE = (
    "You are the only player in this rated game, so no vote can abandon it: play it out, put "
    "yourself on autopilot with /game kick (you rank last), or ask someone with Manage Channel to end it."
)


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
            who = bots.mention(user_id)
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
        return bots.mention(self.row.players[seat])

    def is_bot(self, seat: int) -> bool:
        return bots.is_bot(self.row.players[seat])

    @property
    def humans(self) -> list[int]:
        return [u for u in self.row.players if not bots.is_bot(u)]

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

    @property
    def needs_every_vote(self) -> bool:
        """Whether ending the game early takes every seated member's vote: it has started and
        moves people's ratings (as fixed at its start), so no one player voids it alone."""
        return (
            self.row.status == "active"
            and bool(self.humans)
            and ratings.people_rated(self.row.meta, self.row.players)
        )

    def ends_alone(self, user: int, can_manage: bool) -> bool:
        """Whether `user` may abandon the game without a vote: Manage Channel always; the host
        unless the game is a started rated one."""
        return can_manage or (user == self.host and not self.needs_every_vote)


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


@dataclass
class UndoVote:
    """Where an undo request stands after one answer: "refused", "counted" or "done"."""

    table: Table
    asker: int
    outcome: str
    yes: list[int]
    needed: list[int]


def result_to_json(result: Result) -> dict[str, Any]:
    return {
        "scores": list(result.scores),
        "ranking": [list(g) for g in result.ranking],
        "breakdown": [dict(b) for b in result.breakdown],
        "winners": sorted(result.winners),
        "reason": result.reason,
    }


class HowActed(TypedDict, total=False):
    """How an action reached the table service, beside who sent it."""

    seat: int | None  # the seat the bot plays itself (then the user is None)
    expected_version: int | None  # the version the button or menu was drawn for
    interaction_id: int | None  # a retried delivery of it applies once
    game_id: int | None  # the game the button belongs to
    timed_out: bool  # the deadline's automatic move


# A seat's time for its current decision (None: no deadline), as the game's UI sets it.
SeatLimit = Callable[["Table", int], "int | None"]
DEFAULT_CACHE_SIZE = 1024


def pace_limit(table: Table, seat: int) -> int | None:
    """The table's pace for every decision: the limit when no game UI says otherwise."""
    return deadlines.limit_of(table.row.meta)


class TableService:
    """Create, join, start, act on and end tables; the only writer of games and actions."""

    def __init__(
        self,
        store: GameStore,
        games: Mapping[str, Game] | None = None,
        *,
        clock: Callable[[], float] = time.time,
        seed_source: Callable[[], int] = lambda: secrets.randbits(63),
        limits: SeatLimit = pace_limit,
        cache_size: int = DEFAULT_CACHE_SIZE,
        bot_tables: tuple[int, int] = (0, 0),
    ) -> None:
        self.store = store
        if games is None:
            from games.registry import GAMES as games
        self.games: Mapping[str, Game] = games
        self.clock = clock
        self.seed_source = seed_source
        self.limits = limits
        # Open tables with bots a member (who opened them) and a server may have at once (0: any).
        self.bot_tables = bot_tables
        # A lock lives while someone holds or waits for it: a server with many channels does
        # not keep one per channel ever played in.
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        # id -> (version, state), least recently used first: decoding JSON on every move would
        # cost more than the move, and keeping every game ever loaded would cost the memory.
        self._cache: OrderedDict[int, tuple[int, Any]] = OrderedDict()
        self.cache_size = cache_size
        # Told of every committed move that leaves an autopilot seat to act (the deadline loop
        # plays for it once the move is shown); None: nobody listens.
        self.on_autopilot: Callable[[Table], None] | None = None

    def lock(self, channel_id: int) -> asyncio.Lock:
        return self._locks.setdefault(channel_id, asyncio.Lock())

    @contextlib.asynccontextmanager
    async def locked(self, channel_id: int) -> AsyncIterator[Table]:
        async with self.lock(channel_id):
            yield await self.table(channel_id)

    def game(self, key: str) -> Game:
        try:
            return self.games[key]
        except KeyError:
            name, games = repr(key), ", ".join(self.games)
            raise TableError(
                f"There is no game called {name}. Games: {games}.", code="no_game", name=name, games=games
            ) from None

    # -- loading -----------------------------------------------------------------------------

    def _cached(self, row: GameRow) -> Any:
        cached = self._cache.get(row.id)
        if cached is None or cached[0] != row.version:
            return None
        self._cache.move_to_end(row.id)
        return cached[1]

    def _remember(self, row: GameRow, state: Any) -> None:
        if not row.open or state is None:
            self._cache.pop(row.id, None)  # an ended game is not played again
            return
        self._cache[row.id] = (row.version, state)
        self._cache.move_to_end(row.id)
        while len(self._cache) > self.cache_size:
            self._cache.popitem(last=False)

    def _table(self, row: GameRow) -> Table:
        game = self.game(row.game)
        state = None if row.state is None else self._cached(row)
        if state is None and row.state is not None:
            state = game.load(row.state)
            self._remember(row, state)
        return Table(row=row, game=game, state=state)

    async def due_tables(
        self, now: float, limit: int, *, after: tuple[float, int] | None = None
    ) -> tuple[list[Table], tuple[float, int] | None]:
        """One page of the active tables whose timer is due at `now` (see `Store.due_games`),
        decoded off the event loop, and where the next page starts (None: this was the last)."""
        # Claimed: of several processes on one database, one handles each due game.
        rows = await self.store.claim_due(now, limit, after=after)
        cursor = (rows[-1].next_due or 0.0, rows[-1].id) if len(rows) == limit else None
        rows = [r for r in rows if r.game in self.games]
        states = {r.id: self._cached(r) for r in rows}
        missing = [r for r in rows if r.state is not None and states[r.id] is None]
        # Engines' load() is pure, so it can run in a thread; the cache is only touched here.
        loaded = await asyncio.to_thread(_load_states, self.games, missing)
        for row, state in zip(missing, loaded, strict=True):
            states[row.id] = state
            self._remember(row, state)
        return [Table(row=r, game=self.games[r.game], state=states[r.id]) for r in rows], cursor

    # -- timers ------------------------------------------------------------------------------

    def seat_limits(self, table: Table) -> dict[int, int | None]:
        return {seat: self.limits(table, seat) for seat in table.to_act()}

    def next_due(self, row: GameRow, game: Game, state: Any, now: float, **changes: Any) -> float | None:
        """When the timer next has something to do for this row (with these changes of its
        columns, about to be written) and state (None: never)."""
        row = replace(row, **changes) if changes else row
        if row.status != "active" or state is None:
            return None
        table = Table(row=row, game=game, state=state)
        # A bot Sheriff giving people time to bribe it is due when that time ends, not at every
        # pass before (its seat has no deadline of its own).
        ruling = bots.ruling_at(table, now)
        if ruling is not None:
            people = table.to_act() - table_meta.autopilot_seats(row.meta)
            timed = deadlines.next_due(row.meta, people, now, self.seat_limits(table))
            return ruling if timed is None else min(ruling, timed)
        return deadlines.next_due(row.meta, table.to_act(), now, self.seat_limits(table))

    async def mark_reminded(self, table: Table, seat: int, level: int) -> bool:
        """Record a reminder and the next due time; False (nothing written) when the game moved
        since `table` was read, so the reminder would be about an old clock, or when another
        process recorded it first (it sends it)."""
        meta = deadlines.mark_reminded(table.row.meta, seat, level)
        now = self.clock()
        written = await self.store.patch_meta(
            table.id,
            {"reminded": table_meta.reminded(meta)},
            now=now,
            next_due=self.next_due(table.row, table.game, table.state, now, meta=meta),
            version=table.version,
            reminded_below=(seat, level),
        )
        if written:
            table.row.meta = meta
        return written

    async def reschedule(self, table: Table) -> bool:
        """Write the due time the table's clocks give (after a pass found nothing to do, as for
        a game migrated with a placeholder time); False when the game moved meanwhile."""
        due = self.next_due(table.row, table.game, table.state, self.clock())
        if due == table.row.next_due:
            return True
        return await self.store.set_next_due(table.id, due, version=table.version)

    async def claim_turn(self, table: Table) -> bool:
        """Claim the bot's moves at this version of the table for this process: False when the
        game moved or another process (or task) claimed them and still holds the claim. The
        move written with the claim ends it; a process that dies holding one loses it after
        `TURN_LEASE`, so the move is still made once."""
        now = self.clock()
        claim: TurnClaim = {"version": table.version, "until": now + TURN_LEASE}
        return await self.store.patch_meta(
            table.id, {"thinking": claim}, now=now, version=table.version, unclaimed_at=now
        )

    async def release_turn(self, table: Table) -> None:
        """Give up a claim made with `claim_turn` that wrote no move (the bot had nothing to do)."""
        await self.store.patch_meta(table.id, {"thinking": None}, now=self.clock(), version=table.version)

    async def table(self, channel_id: int) -> Table:
        row = await self.store.open_game(channel_id)
        if row is None:
            raise NoTable("There is no game in this channel. Start one with /game new.")
        return self._table(row)

    async def find(self, channel_id: int) -> Table | None:
        row = await self.store.open_game(channel_id)
        return None if row is None else self._table(row)

    async def by_id(self, game_id: int) -> Table | None:
        row = await self.store.game(game_id)
        return None if row is None else self._table(row)

    async def _update(self, table: Table, **changes: Any) -> Table:
        return self._table(await self.store.update_game(table.row, now=self.clock(), **changes))

    # -- lobby -------------------------------------------------------------------------------

    async def create(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        game_key: str,
        options: Mapping[str, Any] | None = None,
        meta: TableMeta | None = None,
    ) -> Table:
        options = self.game(game_key).normalize_options(options)
        async with self.lock(channel_id):
            try:
                row = await self.store.create_game(
                    guild_id=guild_id,
                    channel_id=channel_id,
                    game=game_key,
                    options=options,
                    host_id=host_id,
                    seed=self.seed_source(),
                    now=self.clock(),
                    meta=meta,
                )
            except ChannelBusy:
                current = await self.store.open_game(channel_id)
                then = "Finish or abandon it first (/game abandon), or start yours in a thread."
                if current is None:
                    raise TableError(
                        f"This channel already has a game. {then}", code="channel_busy_unknown"
                    ) from None
                raise TableError(
                    f"This channel already has a game of {self.games[current.game].title}. {then}",
                    code="channel_busy",
                    game=GameName(current.game),
                ) from None
        return self._table(row)

    async def join(self, channel_id: int, user_id: int) -> Table:
        async with self.locked(channel_id) as table:
            table.lobby_only("The game has already started; you can watch it.", code="started")
            if user_id in table.players:
                raise TableError("You are already at this table.", code="already_joined")
            players = [*table.players, user_id]
            if len(table.players) >= table.game.max_players:
                seated_bots = [u for u in table.players if bots.is_bot(u)]
                if not seated_bots:
                    raise _full(table.game)
                # A person takes the seat of the last bot to sit down.
                players = [user_id if u == seated_bots[-1] else u for u in table.players]
            return await self._update(table, players=players)

    async def check_bot_tables(
        self, *, guild_id: int | None, host_id: int, table_id: int | None = None
    ) -> None:
        """Refuse one more table with bots for the member who opens it, or for the server, past
        their caps (`bot_tables`): the AI time is shared. `table_id`: the table itself, already
        counted if it has bots."""
        per_member, per_server = self.bot_tables
        if not per_member and not per_server:
            return
        rows = [
            r
            for r in await self.store.open_bot_tables(host_id=host_id, guild_id=guild_id)
            if r.id != table_id
        ]
        theirs = sum(r.host_id == host_id for r in rows)
        if per_member and theirs >= per_member:
            who = f"<@{host_id}>"
            raise TableError(
                f"{who} already has as many tables with bots open as a member may have at once "
                f"({per_member}). Finish or abandon one of them first.",
                code="bot_tables_member",
                user=who,
                count=theirs,
                most=per_member,
            )
        here = sum(r.guild_id == guild_id for r in rows) if guild_id is not None else 0
        if per_server and here >= per_server:
            raise TableError(
                "This server already has as many tables with bots open as it may have at once "
                f"({per_server}). Finish or abandon one of them first.",
                code="bot_tables_server",
                count=here,
                most=per_server,
            )

    async def add_bots(self, channel_id: int, user_id: int, level: str, count: int = 1) -> Table:
        """The host seats `count` bots playing at `level`; they count as players everywhere."""
        _check_level("A bot", level, bots.LEVELS, code="bad_bot_level")
        async with self.locked(channel_id) as table:
            table.lobby_only("Bots can only sit down before the game starts.", code="bots_after_start")
            table.host_only("Only the host can add bots.", user=user_id, code="host_adds_bots")
            if len(table.players) + count > table.game.max_players:
                raise _full(table.game)
            if not any(bots.is_bot(u) for u in table.players):
                await self.check_bot_tables(guild_id=table.row.guild_id, host_id=table.row.host_id)
            players = list(table.players)
            for _ in range(count):
                players.append(bots.new_bot(players, level))
            return await self._update(table, players=players)

    async def remove_bot(self, channel_id: int, user_id: int) -> Table:
        async with self.locked(channel_id) as table:
            table.lobby_only("The game has started; bots keep their seats.", code="bots_keep_seats")
            table.host_only("Only the host can remove bots.", user=user_id, code="host_removes_bots")
            seated = [u for u in table.players if bots.is_bot(u)]
            if not seated:
                raise TableError("There is no bot at this table.", code="no_bot")
            return await self._update(table, players=[u for u in table.players if u != seated[-1]])

    async def set_autopilot_level(
        self, channel_id: int, by_user: int, level: str, *, can_manage: bool
    ) -> Table:
        """How well the bot plays for a kicked player: a search level, or "default" (the
        engine's fast default action)."""
        _check_level("Autopilot", level, bots.AUTOPILOT_LEVELS, code="bad_autopilot_level")
        async with self.locked(channel_id) as table:
            self._check_admin(table, by_user, can_manage, ADMIN_AUTOPILOT_LEVEL)
            return await self.update_meta(table, autopilot_level=level)

    async def leave(self, channel_id: int, user_id: int) -> Table:
        async with self.locked(channel_id) as table:
            table.lobby_only(
                "The game has started; ask the host to put you on autopilot or abandon it.",
                code="leave_after_start",
            )
            if user_id not in table.players:
                raise TableError("You are not at this table.", code="not_at_table")
            players = [p for p in table.players if p != user_id]
            humans = [p for p in players if not bots.is_bot(p)]
            if not players:
                return await self._update(
                    table, players=players, status="abandoned", finished_at=self.clock()
                )
            if user_id == table.row.host_id and humans:
                # The host role passes to the next to have joined, so the lobby can still start.
                return await self._update(table, players=players, host_id=humans[0])
            return await self._update(table, players=players)

    async def set_options(self, channel_id: int, user_id: int, options: Mapping[str, Any]) -> Table:
        async with self.locked(channel_id) as table:
            table.lobby_only("Options can only change before the game starts.", code="options_after_start")
            table.host_only("Only the host can change the options.", user=user_id, code="host_options")
            opts = table.game.normalize_options({**table.row.options, **options})
            return await self._update(table, options=opts)

    async def start(self, channel_id: int, user_id: int, *, can_manage: bool = False) -> Table:
        async with self.locked(channel_id) as table:
            row, game = table.row, table.game
            table.lobby_only("The game has already started.", code="already_started")
            if user_id != table.host and not can_manage:
                raise Forbidden(
                    "Only the host (or someone who can manage the channel) can start the game.",
                    code="host_starts",
                )
            n = len(row.players)
            if n < game.min_players:
                need = game.min_players - n
                raise TableError(
                    f"{game.title} needs at least {game.min_players} players; {need} more must join first.",
                    code="too_few",
                    game=GameName(row.game),
                    min=game.min_players,
                    need=need,
                )
            if any(bots.is_bot(u) for u in row.players):
                # Counted since its bots sat down, but its host may have changed, or the caps.
                await self.check_bot_tables(guild_id=row.guild_id, host_id=row.host_id, table_id=row.id)
            players = list(row.players)
            if game.random_seats:
                # Seat order comes from the game's own seed, so it replays like everything else.
                rng, _ = rng_next(row.seed ^ 0x5EA7)
                _, players = rng_shuffle(rng, players)
            try:
                state = game.new(n, row.options, row.seed)
            except GameError as exc:
                raise TableError.of(exc, row.game) from None
            now = self.clock()
            meta = row.meta.copy()
            seated_bots = [s for s, u in enumerate(players) if bots.is_bot(u)]
            if seated_bots:
                # The timer plays autopilot seats as soon as they must act: a bot is one.
                meta["autopilot"] = sorted(table_meta.autopilot_seats(meta) | set(seated_bots))
            meta = deadlines.start_clocks(ratings.start_record(meta, players), game.to_act(state), now)
            row = await self.store.update_game(
                row,
                now=now,
                players=players,
                status="active",
                state=game.dump(state),
                meta=meta,
                next_due=self.next_due(row, game, state, now, players=players, status="active", meta=meta),
            )
            self._remember(row, state)
            return Table(row=row, game=game, state=state)

    # -- play --------------------------------------------------------------------------------

    async def act(
        self, channel_id: int, user_id: int | None, action: Action | str, **how: Unpack[HowActed]
    ) -> Outcome:
        """Apply one action for a user (or, with `seat`, for a seat the bot plays itself)."""
        return await self.act_many(channel_id, user_id, [action], partial=False, **how)

    async def act_many(
        self,
        channel_id: int,
        user_id: int | None,
        actions: Sequence[Action | str],
        *,
        partial: bool = True,
        **how: Unpack[HowActed],
    ) -> Outcome:
        """Apply the actions of one decision in order, and write them all in one transaction.

        The first action must be legal (else its error is raised and nothing is written). With
        `partial`, a later refused action ends the sequence: the ones before it are written and
        the refusal's sentence is in `Outcome.refused`; without it, any refusal writes nothing.
        """
        if not actions:
            raise ValueError("act_many needs at least one action")
        seat, interaction_id = how.get("seat"), how.get("interaction_id")
        async with self.locked(channel_id) as table:
            row, game = table.row, table.game
            if how.get("game_id") not in (None, row.id):
                raise StaleVersion(
                    "That button belongs to an earlier game in this channel.", code="earlier_game"
                )
            if row.status != "active" or table.state is None:
                raise TableError("The game has not started yet.", code="not_started")
            if interaction_id is not None:
                await self._not_applied_yet(interaction_id)
            if seat is None:
                if user_id is None:
                    raise ValueError("act needs a user or a seat")
                seat = table.seat_of(user_id)
                if seat is None:
                    raise NotSeated("You are not playing in this game; you can watch it.", code="watcher")
            if how.get("expected_version") not in (None, row.version):
                raise StaleVersion(
                    "The game has moved on since this was posted; use the latest message.", code="stale"
                )
            state = table.state
            applied: list[Action] = []
            events: list[Event] = []
            refusal: TableError | GameError | None = None
            for k, raw in enumerate(actions):
                try:
                    action = self._one(table, state, seat, raw)
                    # GameError (IllegalAction) carries its own sentence; nothing is written.
                    state, more = game.apply(state, seat, action)
                except (TableError, GameError) as exc:
                    if k == 0 or not partial:
                        raise
                    refusal = exc
                    break
                applied.append(action)
                events.extend(more)
            result = game.result(state)
            now = self.clock()
            meta = deadlines.after_move(
                row.meta, table.to_act(), game.to_act(state), seat, now, timed_out=how.get("timed_out", False)
            )
            meta.pop("thinking", None)  # a claim on the version this move ends
            try:
                row = await self.store.commit_move(
                    row,
                    player=seat,
                    user_id=user_id,
                    action=str(applied[0]),
                    interaction_id=interaction_id,
                    state=game.dump(state),
                    now=now,
                    status="finished" if result is not None else None,
                    result=result_to_json(result) if result is not None else None,
                    meta=meta,
                    then=[(seat, user_id, str(a)) for a in applied[1:]],
                    next_due=self.next_due(row, game, state, now, meta=meta) if result is None else None,
                )
            except DuplicateInteraction:
                assert interaction_id is not None  # only a logged interaction id is a duplicate
                await self._not_applied_yet(interaction_id)
                raise AlreadyApplied("That was already done.", action=str(applied[0])) from None
            except VersionConflict:
                raise StaleVersion(
                    "Someone else moved at the same moment; look at the board and try again.",
                    code="conflict",
                ) from None
            self._remember(row, state)
            moved = Table(row=row, game=game, state=state)
            if self.on_autopilot is not None and table_meta.autopilot_seats(meta) & game.to_act(state):
                self.on_autopilot(moved)
            return Outcome(
                table=moved,
                player=seat,
                action=applied[-1],
                events=events,
                finished=result is not None,
                actions=applied,
                refused=str(refusal) if refusal else "",
                refusal=refusal,
            )

    async def _not_applied_yet(self, interaction_id: int) -> None:
        """Raise AlreadyApplied, naming the move it made, when the interaction is in the log: it
        was delivered again, or to another process too, which applied it first."""
        logged = await self.store.logged_action(interaction_id)
        if logged is not None:
            raise AlreadyApplied("That was already done.", action=logged.action)

    @staticmethod
    def _one(table: Table, state: Any, seat: int, action: Action | str) -> Action:
        game, key = table.game, table.row.game
        # A seat allowed to act without being waited for (see Game.may_act) may act too.
        if seat not in game.may_act(state):
            # The engine's own reason, when it says more than "not your turn" (Dice Town: "Only
            # the Sheriff, ..., rules this tie"), with its code and params.
            try:
                game.check(state, seat, game.parse(action) if isinstance(action, str) else action)
            except GameError as exc:
                if not exc.plain:
                    raise NotYourTurn.of(exc, key) from None
            raise _not_your_turn(table, game.to_act(state))
        if isinstance(action, str):
            try:
                return game.parse(action)
            except BadNotation as exc:
                raise TableError.of(exc, key) from None
        return action

    async def abandon(self, channel_id: int, user_id: int, *, can_manage: bool = False) -> Table:
        """End the game at once: the host's or a channel manager's right, but for a started rated
        game only a manager's (its players vote, `vote_abandon`)."""
        async with self.locked(channel_id) as table:
            self._check_admin(table, user_id, can_manage, ADMIN_ABANDON)
            if not table.ends_alone(user_id, can_manage):
                raise Forbidden(RATED_ABANDON, code="rated_abandon")
            return await self._end(table)

    async def vote_abandon(self, channel_id: int, user_id: int) -> tuple[Table, set[int], int]:
        """Record a seated player's vote; the game ends once a majority of its players voted, or
        every one of them when it is a started rated game (then a member alone with bots has no
        vote that could end it: they are told how else to leave it).

        Only votes of members who still hold the seat they voted from, cast within the last
        `vote_lifetime`, count: a replaced player's vote leaves with them, and an old vote does
        not join a new one weeks later to end a game the table kept playing.
        """
        async with self.locked(channel_id) as table:
            seat = table.seat_of(user_id)
            if seat is None:
                raise NotSeated("Only players of this game can vote to abandon it.", code="vote_not_player")
            needed = votes_needed(table)
            now = self.clock()
            standing = [v for v in current_votes(table, now) if v["seat"] != seat]
            standing.append({"seat": seat, "user": user_id, "at": now})
            votes = {v["user"] for v in standing}
            if len(votes) >= needed:
                return await self._end(table), votes, needed
            meta: TableMeta = {**table.row.meta, "abandon_votes": sorted(standing, key=lambda v: v["seat"])}
            return await self._update(table, meta=meta), votes, needed

    async def end_gone(
        self, *, channel_ids: Collection[int] = (), guild_id: int | None = None
    ) -> list[Table]:
        """Abandon every open game in these channels (or threads), or in the whole guild: they
        were deleted, or the bot left the guild, so nobody can play there any more. Returns the
        games ended; an ended game has no deadline left for the reminder loop."""
        channels = list(channel_ids)
        if guild_id is not None:
            channels += await self.open_channels(guild_id)
        ended: list[Table] = []
        for channel_id in dict.fromkeys(channels):
            async with self.lock(channel_id):
                table = await self.find(channel_id)
                if table is not None:
                    ended.append(await self._end(table))
        return ended

    async def open_channels(self, guild_id: int) -> list[int]:
        """The channels (and threads) of a guild that hold an open game."""
        return [row.channel_id for row in await self.store.open_games_in(guild_id)]

    async def _end(self, table: Table) -> Table:
        now = self.clock()
        row = await self.store.update_game(table.row, now=now, status="abandoned", finished_at=now)
        self._cache.pop(row.id, None)
        return Table(row=row, game=table.game, state=table.state)

    async def update_meta(self, table: Table, **changes: Unpack[MetaPatch]) -> Table:
        """Bot bookkeeping (posted message ids, inboxes, reminders) stored with the table.

        Keys are merged (a None value removes one); the version does not change, so buttons
        already posted stay valid.
        """
        await self.store.patch_meta(table.id, changes, now=self.clock())
        # Merge locally as json_patch did in SQL, rather than reading the row back.
        table.row.meta = patched(table.row.meta, changes)
        return table

    async def board_shown(self, table: Table, message_id: int | None = None) -> Table:
        """Record that the channel shows this version of the table (in message `message_id`, when
        a new board was posted): one write once a board is out, which a restart reads to post
        what was committed but never shown."""
        changes: MetaPatch = {"posted": table.version}
        if message_id is not None:
            changes["board_message"] = message_id
        return await self.update_meta(table, **changes)

    # -- seats over days ---------------------------------------------------------------------------

    async def set_autopilot(
        self, channel_id: int, by_user: int, seat: int, on: bool, *, can_manage: bool
    ) -> Table:
        """The host (or a channel manager) lets the bot play a seat's default actions."""
        async with self.locked(channel_id) as table:
            self._check_admin(table, by_user, can_manage, ADMIN_AUTOPILOT)
            if 0 <= seat < len(table.players) and table.is_bot(seat):
                who = table.who(seat)
                raise TableError(f"{who} is a bot: it always plays its own moves.", code="bot_seat", user=who)
            autopilot = table_meta.autopilot_seats(table.row.meta)
            why = dict(table_meta.autopilot_reasons(table.row.meta))
            if not on:
                why.pop(str(seat), None)
            elif seat not in autopilot and 0 <= seat < len(table.players):
                # Why the autopilot takes the seat over is fixed now: kicking again changes nothing.
                why[str(seat)] = _why_autopilot(table, by_user, seat)
            autopilot = autopilot | {seat} if on else autopilot - {seat}
            now = self.clock()
            meta: TableMeta = {**table.row.meta, "autopilot": sorted(autopilot), "autopilot_why": why}
            due = self.next_due(table.row, table.game, table.state, now, meta=meta)
            patch: MetaPatch = {"autopilot": meta["autopilot"], "autopilot_why": why}
            await self.store.patch_meta(table.id, patch, now=now, next_due=due)
            return await self.table(channel_id)

    async def replace_player(
        self, channel_id: int, by_user: int, old_user: int, new_user: int, *, can_manage: bool
    ) -> Table:
        """Hand a member's or a bot's seat to another member; the seat, its score and its
        secrets pass with it, and the bot stops playing it."""
        async with self.locked(channel_id) as table:
            self._check_admin(table, by_user, can_manage, ADMIN_REPLACE)
            seat = table.seat_of_player(old_user)
            if new_user in table.players:
                who = f"<@{new_user}>"
                raise TableError(f"{who} already has a seat in this game.", code="already_seated", user=who)
            players = list(table.players)
            players[seat] = new_user
            # Host rights belong to the seat: whoever takes the host's seat holds them now.
            host = new_user if old_user == table.host else table.host
            meta = table.row.meta.copy()
            if table.row.status == "active":
                if "start_seats" not in meta:
                    # Started before seats were recorded: as seated until now is the best reading.
                    meta = ratings.start_record(meta, table.players)
                # Rated for nobody from now on, whoever holds it at the end.
                meta["replaced"] = sorted({*meta.get("replaced", []), seat})
            meta["autopilot"] = sorted(table_meta.autopilot_seats(meta) - {seat})
            meta["autopilot_why"] = {
                k: v for k, v in table_meta.autopilot_reasons(meta).items() if k != str(seat)
            }
            meta["away"] = sorted(table_meta.away_seats(meta) - {seat})
            meta["missed"] = {k: v for k, v in table_meta.misses(meta).items() if k != str(seat)}
            due = self.next_due(table.row, table.game, table.state, self.clock(), players=players, meta=meta)
            return await self._update(table, players=players, meta=meta, next_due=due, host_id=host)

    def _check_admin(self, table: Table, user: int, can_manage: bool, refusal: tuple[str, str]) -> None:
        if user != table.host and not can_manage:
            what, code = refusal
            raise Forbidden(f"Only the host or someone with Manage Channel can {what}.", code=code)

    async def undo_plan(self, channel_id: int, user_id: int) -> tuple[Table, int, bool]:
        """Check an undo of the user's last action: (table, its seq, whether it needs a vote).

        It needs the others' consent when the action made known anything that was hidden (the
        game's `reveals`): undoing it would let the player choose again knowing more.
        """
        table = await self.table(channel_id)
        started = table.state is not None and table.row.status == "active"
        actions = await self.store.actions(table.id) if started else []
        if not actions:
            raise TableError("There is nothing to undo yet.", code="nothing_to_undo")
        last = actions[-1]
        seat = table.seat_of(user_id)
        if seat is None:
            raise NotSeated("You are not playing in this game.", code="undo_not_player")
        if last.player != seat:
            raise TableError(
                "Only the last action of the game can be taken back, and it is not yours.", code="not_last"
            )
        before = _replayed(table, actions[:-1])
        return table, last.seq, table.game.reveals(before, last.player, table.game.parse(last.action))

    async def vote_undo(self, channel_id: int, game_id: int, user_id: int, seq: int, allow: bool) -> UndoVote:
        """One player's answer to an open undo request, counted under the channel's lock.

        The request lapses when the game moved on (its action is no longer the last) or its
        asker no longer holds the seat; consent is counted over the current players only, so a
        replaced player's answer leaves with them and their successor must answer.
        """
        async with self.lock(channel_id):
            table = await self.by_id(game_id)
            vote = table.row.meta.get("undo_vote") if table is not None else None
            if table is None or not table.row.open or not vote or vote.get("seq") != seq:
                raise StaleVersion("This undo request is over.", code="undo_over")
            asker = vote.get("by")
            seat = table.seat_of(asker) if isinstance(asker, int) else None
            if seat is None or not isinstance(asker, int) or seat != vote.get("seat", seat):
                await self.update_meta(table, undo_vote=None)
                raise StaleVersion(
                    "This undo request is over: its player no longer holds the seat.", code="undo_over_seat"
                )
            actions = await self.store.actions(table.id)
            if not actions or actions[-1].seq != seq:
                await self.update_meta(table, undo_vote=None)
                raise StaleVersion(
                    "This undo request is over: the game has moved on.", code="undo_over_moved"
                )
            if user_id not in table.players or user_id == asker:
                raise Forbidden(
                    "Only the other players of this game vote on this undo.", code="undo_vote_others"
                )
            needed = [u for u in table.humans if u != asker]
            if not allow:
                await self.update_meta(table, undo_vote=None)
                return UndoVote(table, asker, "refused", [], needed)
            yes = sorted({u for u in vote.get("yes", []) if u in needed} | {user_id})
            if set(needed) <= set(yes):
                table = await self._undo_locked(table, seq)
                return UndoVote(table, asker, "done", yes, needed)
            await self.update_meta(table, undo_vote={**vote, "yes": yes})
            return UndoVote(table, asker, "counted", yes, needed)

    async def undo(self, channel_id: int, seq: int) -> Table:
        """Take back action `seq` (the last one) by replaying the log without it."""
        async with self.lock(channel_id):
            return await self._undo_locked(await self.table(channel_id), seq)

    async def _undo_locked(self, table: Table, seq: int) -> Table:
        actions = await self.store.actions(table.id)
        if not actions or actions[-1].seq != seq:
            raise StaleVersion(
                "The game has moved on; that action can no longer be taken back.", code="undo_too_late"
            )
        state = _replayed(table, actions[:-1])
        now = self.clock()
        meta = deadlines.start_clocks(
            {**table.row.meta, "clock": {}, "reminded": {}}, table.game.to_act(state), now
        )
        meta.pop("undo_vote", None)
        due = self.next_due(table.row, table.game, state, now, meta=meta)
        row = await self.store.truncate_actions(
            table.row, keep=seq - 1, state=table.game.dump(state), now=now, meta=meta, next_due=due
        )
        self._remember(row, state)
        return await self.table(table.row.channel_id)

    async def events_log(self, game_id: int) -> list[tuple[int, str, list[Event]]]:
        """Every logged action with the events it produced: (seat, notation, events)."""
        table = await self.by_id(game_id)
        if table is None or table.row.state is None:
            return []
        actions = await self.store.actions(game_id)
        state = table.game.new(len(table.players), table.row.options, table.row.seed)
        out = []
        for a in actions:
            state, events = table.game.apply(state, a.player, table.game.parse(a.action))
            out.append((a.player, a.action, events))
        return out

    async def log_seen_by(
        self, game_id: int, reader: int | None
    ) -> list[tuple[int, str | None, list[Event]]]:
        """Every logged action as the seat `reader` (None: anyone else) may read it: (seat, its
        notation as the game lets that reader see it, or None for a move hidden from them, the
        events it produced)."""
        table = await self.by_id(game_id)
        if table is None or table.row.state is None:
            return []
        actions = await self.store.actions(game_id)
        game = table.game
        state = game.new(len(table.players), table.row.options, table.row.seed)
        out: list[tuple[int, str | None, list[Event]]] = []
        for a in actions:
            action = game.parse(a.action)
            seen = game.notation_for(state, a.player, action, reader)
            state, events = game.apply(state, a.player, action)
            out.append((a.player, seen, events))
        return out

    async def verify_replay(self, game_id: int) -> bool:
        """True when the stored state equals the replay of the stored log (crash-safety check)."""
        table = await self.by_id(game_id)
        if table is None or table.state is None:
            return True
        replayed = table.game.dump(_replayed(table, await self.store.actions(game_id)))
        return json.dumps(replayed, sort_keys=True) == json.dumps(table.row.state, sort_keys=True)


def bot_named(table: Table, name: str) -> int:
    """The user id of the table's bot that `name` names: its number ("2", "Bot 2")."""
    number = re.search(r"\d+", name)
    for user in table.players:
        if bots.is_bot(user) and number is not None and bots.number_of(user) == int(number.group()):
            return user
    raise TableError(f"There is no bot {name!r} at this table.", code="no_such_bot", bot=repr(name))


def current_votes(table: Table, now: float) -> list[AbandonVote]:
    """The abandon votes that still count: cast by the member who holds that seat now, within
    the vote's lifetime (votes stored before seats were recorded no longer count)."""
    lifetime = vote_lifetime(table.row.meta)
    out: list[AbandonVote] = []
    for vote in table.row.meta.get("abandon_votes", []):
        if not isinstance(vote, dict):
            continue
        seat, user, at = vote.get("seat"), vote.get("user"), vote.get("at", 0)
        held = isinstance(seat, int) and 0 <= seat < len(table.players) and table.user_of(seat) == user
        if held and now - at < lifetime:
            out.append(vote)
    return out


def votes_needed(table: Table) -> int:
    """How many of the members seated must vote to abandon the game: every one of a started rated
    game (refused when only one sits there, with bots: their vote alone would void it), else a
    majority. Bots have no say."""
    members = len(table.humans)
    if not table.needs_every_vote:
        return members // 2 + 1
    if members < 2:
        raise TableError(RATED_ABANDON_ALONE, code="rated_abandon_alone")
    return members


def _why_autopilot(table: Table, by_user: int, seat: int) -> str:
    """Why the autopilot takes a seat over: the player's own choice, their missed deadlines (they
    are away), or someone else's decision."""
    if table.user_of(seat) == by_user:
        return ratings.LEFT
    if seat in table_meta.away_seats(table.row.meta):
        return ratings.TIMED_OUT
    return ratings.KICKED


def vote_lifetime(meta: TableMeta) -> float:
    """How long an abandon vote stands: a day, or one decision time of a slower pace, so that
    the others have the table's own rhythm to join it."""
    return float(max(VOTE_LIFETIME, deadlines.limit_of(meta) or 0))


def _check_level(who: str, level: str, levels: Sequence[str], *, code: str) -> None:
    if level not in levels:
        listed, name = ", ".join(levels), repr(level)
        raise TableError(f"{who} plays at {listed}, not {name}.", code=code, levels=listed, level=name)


def _full(game: Game) -> TableError:
    most = game.max_players
    return TableError(f"The table is full ({most} players at most).", code="full", max=most)


def _replayed(table: Table, actions: Sequence[ActionRow]) -> Any:
    moves = [(a.player, a.action) for a in actions]
    return replay(table.game, len(table.players), table.row.options, table.row.seed, moves)


def _load_states(games: Mapping[str, Game], rows: Sequence[GameRow]) -> list[Any]:
    # The caller passes only rows with a state (zip(strict=True) there would catch one without).
    return [games[r.game].load(r.state) for r in rows if r.state is not None]


def _not_your_turn(table: Table, waiting: frozenset[int]) -> NotYourTurn:
    if not waiting:
        return NotYourTurn("The game is over.", code=GAME_OVER)
    mentions = [f"<@{table.user_of(s)}>" for s in sorted(waiting)]
    listed = ", ".join(mentions)
    return NotYourTurn(
        f"It is not your turn; the game is waiting for {listed}.", code="waiting_for", players=mentions
    )
