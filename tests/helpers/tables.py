"""Tables for the service's tests: Nim tables opened through the service, and stored rows and
tables built by hand."""

from __future__ import annotations

from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, TypeVar, cast

from bot.gameui import GameUI
from bot.services.moves import BotSeat, MoveRequest, Origin, Version
from bot.store_rows import GameRow
from bot.table_meta import TableMeta
from bot.tables import Table
from games.registry import GAMES

if TYPE_CHECKING:
    from bot.app import TableBot

UI = TypeVar("UI", bound=GameUI)

CH = 500
ALICE, BOB, CAROL = 11, 22, 33


async def started(service: Any, players: tuple[int, ...] = (ALICE, BOB), **options: Any) -> Any:
    """A Nim table in channel CH, opened by players[0], joined by the others, started."""
    await service.lobby.create(guild_id=1, channel_id=CH, host_id=players[0], game_key="nim", options=options)
    for p in players[1:]:
        await service.lobby.join(CH, p)
    return await service.lobby.start(CH, players[0])


def game_row(
    game: str,
    players: list[int],
    *,
    id: int = 1,
    status: str = "active",
    options: dict[str, Any] | None = None,
    seed: int = 1,
    version: int = 1,
    meta: TableMeta | None = None,
) -> GameRow:
    """A stored row as the store would return it, in channel 5 of no guild, hosted by players[0]."""
    return GameRow(
        id=id,
        guild_id=None,
        channel_id=5,
        game=game,
        status=status,
        options={} if options is None else options,
        host_id=players[0],
        players=players,
        seed=seed,
        state=None,
        version=version,
        result=None,
        created_at=0.0,
        updated_at=0.0,
        finished_at=None,
        meta=TableMeta() if meta is None else meta,
    )


def table_of(game: str, players: list[int], state: Any = None, **row: Any) -> Table:
    """A table of the registry's `game` on a row built by `game_row`."""
    return Table(game_row(game, players, **row), GAMES[game], state)


def detached_ui(ui: type[UI], game: str) -> UI:
    """A game's presentation on a stand-in bot that holds only the registry: enough for the hooks
    that turn events into sentences, which reach nothing else of the bot."""
    return ui(cast("TableBot", SimpleNamespace(games=GAMES)), game)


def move(
    user: int | None,
    *actions: Any,
    seat: int | None = None,
    expected_version: int | None = None,
    interaction_id: int | None = None,
    game_id: int | None = None,
    timed_out: bool = False,
) -> MoveRequest:
    """One decision as a test sends it: a member's typed move, or (`seat`) a seat the bot plays,
    or (`timed_out`) the deadline's move; guarded by a game and version when given."""
    who = BotSeat(seat) if seat is not None else user
    assert who is not None, "a move needs a member or a seat"
    kind = "timer" if timed_out else "bot" if seat is not None else "typed"
    return MoveRequest(who, actions, Version(game_id, expected_version), Origin(kind, interaction_id))
