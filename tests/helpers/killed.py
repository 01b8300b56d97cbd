"""The steps the SIGKILL tests share: keep a Bricklayer game going in a channel, send a random
legal move, and check afterwards that every acknowledged move is logged once and replays."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Mapping
from typing import Any

from bot.services import Services
from bot.tables import Table


async def table_in_play(fake: Any, service: Services, channel: Any, host: Any, guest: Any) -> Table | None:
    """The channel's game once it is in play; otherwise opens (or, after a kill left a lobby
    behind, starts) one and returns None."""
    table = await service.tables.find(channel.id)
    if table is not None and table.row.status != "lobby":
        return table
    if table is None:
        r = await fake.slash(host, "game new", channel=channel, game="bricklayer")
        await fake.click(guest, r.message, "Join")
        await fake.click(host, r.message, "Start")
    else:
        await fake.slash(host, "game start", channel=channel)
    return None


def send_random_move(
    fake: Any, rnd: random.Random, table: Table, users: Mapping[int, Any], channel: Any
) -> asyncio.Future[Any]:
    """A legal move of a seat to act, typed with /play, under way (not awaited)."""
    seat = rnd.choice(sorted(table.to_act()))
    notation = str(rnd.choice(table.game.legal(table.state, seat)))
    user = users[table.user_of(seat)]
    return asyncio.ensure_future(
        fake.slash(user, "play", channel=channel, move=notation, check=False, timeout=5)
    )


async def note_answer(move: asyncio.Future[Any], acknowledged: list[int]) -> None:
    """Wait for the move's answer; an acknowledged one is recorded."""
    try:
        reply = await move
        if reply.acknowledged:
            acknowledged.append(reply.id)
    except Exception:
        pass  # the process died mid-answer: the player would see "interaction failed"


async def assert_logged_once_and_replayed(
    store: Any, service: Services, channel_id: int, acknowledged: list[int] | None = None
) -> list[int]:
    """The interaction ids logged in the channel's games (each game replays to its state)."""
    games = [row.id for row in await store.listings.history(channel_id, 100)]
    current = await store.open_game(channel_id)
    if current is not None:
        games.append(current.id)
    assert games, "no game was played in the channel"
    logged: list[int] = []
    for game_id in games:
        logged += [a.interaction_id for a in await store.actions(game_id) if a.interaction_id]
        assert await service.history.verify_replay(game_id), f"game {game_id}: state differs from its log"
    if acknowledged is not None:
        assert_once(logged, acknowledged)
    return logged


def assert_once(logged: list[int], acknowledged: list[int]) -> None:
    assert len(logged) == len(set(logged)), "an interaction was applied twice"
    missing = set(acknowledged) - set(logged)
    assert not missing, f"{len(missing)} acknowledged moves are not in the log"
