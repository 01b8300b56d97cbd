"""The lobby: a table is opened, members and bots sit down or leave, the host sets the options,
and the game starts. Imports no discord."""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from games.core import Game, GameError, rng_next, rng_shuffle

from .. import bot_seats, deadlines, ratings, table_meta
from ..i18n.refusals import GameName
from ..repository import Tables
from ..store_rows import ChannelBusy
from ..table_meta import TableMeta
from ..tables import Forbidden, Table, TableError
from .schedule import Schedule


def check_level(who: str, level: str, levels: Sequence[str], *, code: str) -> None:
    if level not in levels:
        listed, name = ", ".join(levels), repr(level)
        raise TableError(f"{who} plays at {listed}, not {name}.", code=code, levels=listed, level=name)


def _full(game: Game) -> TableError:
    most = game.max_players
    return TableError(f"The table is full ({most} players at most).", code="full", max=most)


class Lobby:
    def __init__(
        self,
        tables: Tables,
        schedule: Schedule,
        *,
        seed_source: Callable[[], int] = lambda: secrets.randbits(63),
        bot_tables: tuple[int, int] = (0, 0),
    ) -> None:
        self.tables = tables
        self.schedule = schedule
        self.seed_source = seed_source
        # Open tables with bots a member (who opened them) and a server may have at once (0: any).
        self.bot_tables = bot_tables

    async def create(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        game_key: str,
        options: Mapping[str, Any] | None = None,
        meta: TableMeta | None = None,
        seed: int | None = None,
    ) -> Table:
        """Open a lobby; `seed` fixes the game's shuffles (a lesson's), else a random one."""
        options = self.tables.game(game_key).normalize_options(options)
        async with self.tables.lock(channel_id):
            try:
                row = await self.tables.store.create_game(
                    guild_id=guild_id,
                    channel_id=channel_id,
                    game=game_key,
                    options=options,
                    host_id=host_id,
                    seed=self.seed_source() if seed is None else seed,
                    now=self.tables.clock(),
                    meta=meta,
                )
            except ChannelBusy:
                current = await self.tables.store.open_game(channel_id)
                then = "Finish or abandon it first (/game abandon), or start yours in a thread."
                if current is None:
                    raise TableError(
                        f"This channel already has a game. {then}", code="channel_busy_unknown"
                    ) from None
                raise TableError(
                    f"This channel already has a game of {self.tables.games[current.game].title}. {then}",
                    code="channel_busy",
                    game=GameName(current.game),
                ) from None
        return self.tables.load(row)

    async def join(self, channel_id: int, user_id: int) -> Table:
        async with self.tables.locked(channel_id) as table:
            table.lobby_only("The game has already started; you can watch it.", code="started")
            if user_id in table.players:
                raise TableError("You are already at this table.", code="already_joined")
            players = [*table.players, user_id]
            if len(table.players) >= table.game.max_players:
                seated_bots = [u for u in table.players if bot_seats.is_bot(u)]
                if not seated_bots:
                    raise _full(table.game)
                # A person takes the seat of the last bot to sit down.
                players = [user_id if u == seated_bots[-1] else u for u in table.players]
            return await self.tables.update(table, players=players)

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
            for r in await self.tables.store.listings.open_bot_tables(host_id=host_id, guild_id=guild_id)
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
        check_level("A bot", level, bot_seats.LEVELS, code="bad_bot_level")
        async with self.tables.locked(channel_id) as table:
            table.lobby_only("Bots can only sit down before the game starts.", code="bots_after_start")
            table.host_only("Only the host can add bots.", user=user_id, code="host_adds_bots")
            if len(table.players) + count > table.game.max_players:
                raise _full(table.game)
            if not any(bot_seats.is_bot(u) for u in table.players):
                await self.check_bot_tables(guild_id=table.row.guild_id, host_id=table.row.host_id)
            players = list(table.players)
            for _ in range(count):
                players.append(bot_seats.new_bot(players, level))
            return await self.tables.update(table, players=players)

    async def remove_bot(self, channel_id: int, user_id: int) -> Table:
        async with self.tables.locked(channel_id) as table:
            table.lobby_only("The game has started; bots keep their seats.", code="bots_keep_seats")
            table.host_only("Only the host can remove bots.", user=user_id, code="host_removes_bots")
            seated = [u for u in table.players if bot_seats.is_bot(u)]
            if not seated:
                raise TableError("There is no bot at this table.", code="no_bot")
            return await self.tables.update(table, players=[u for u in table.players if u != seated[-1]])

    async def leave(self, channel_id: int, user_id: int) -> Table:
        async with self.tables.locked(channel_id) as table:
            table.lobby_only(
                "The game has started; ask the host to put you on autopilot or abandon it.",
                code="leave_after_start",
            )
            if user_id not in table.players:
                raise TableError("You are not at this table.", code="not_at_table")
            players = [p for p in table.players if p != user_id]
            humans = [p for p in players if not bot_seats.is_bot(p)]
            if not players:
                return await self.tables.update(
                    table, players=players, status="abandoned", finished_at=self.tables.clock()
                )
            if user_id == table.row.host_id and humans:
                # The host role passes to the next to have joined, so the lobby can still start.
                return await self.tables.update(table, players=players, host_id=humans[0])
            return await self.tables.update(table, players=players)

    async def set_options(self, channel_id: int, user_id: int, options: Mapping[str, Any]) -> Table:
        async with self.tables.locked(channel_id) as table:
            table.lobby_only("Options can only change before the game starts.", code="options_after_start")
            table.host_only("Only the host can change the options.", user=user_id, code="host_options")
            opts = table.game.normalize_options({**table.row.options, **options})
            return await self.tables.update(table, options=opts)

    async def start(self, channel_id: int, user_id: int, *, can_manage: bool = False) -> Table:
        async with self.tables.locked(channel_id) as table:
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
            if any(bot_seats.is_bot(u) for u in row.players):
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
            now = self.tables.clock()
            meta = row.meta.copy()
            seated_bots = [s for s, u in enumerate(players) if bot_seats.is_bot(u)]
            if seated_bots:
                # The timer plays autopilot seats as soon as they must act: a bot is one.
                meta["autopilot"] = sorted(table_meta.autopilot_seats(meta) | set(seated_bots))
            meta = deadlines.start_clocks(ratings.start_record(meta, players), game.to_act(state), now)
            return await self.tables.started(
                table,
                state,
                now=now,
                players=players,
                status="active",
                state=game.dump(state),
                meta=meta,
                next_due=self.schedule.next_due(
                    row, game, state, now, players=players, status="active", meta=meta
                ),
            )
