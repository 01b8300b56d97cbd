"""Nim tables opened through the table service, for the service's tests."""

from __future__ import annotations

from typing import Any

CH = 500
ALICE, BOB, CAROL = 11, 22, 33


async def started(service: Any, players: tuple[int, ...] = (ALICE, BOB), **options: Any) -> Any:
    """A Nim table in channel CH, opened by players[0], joined by the others, started."""
    await service.create(guild_id=1, channel_id=CH, host_id=players[0], game_key="nim", options=options)
    for p in players[1:]:
        await service.join(CH, p)
    return await service.start(CH, players[0])
