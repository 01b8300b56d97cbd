"""Ending the games of channels and guilds that no longer exist."""

from __future__ import annotations

ALICE, BOB = 11, 22


async def table_in(service, guild_id: int, channel_id: int, *, start: bool = True):
    await service.lobby.create(guild_id=guild_id, channel_id=channel_id, host_id=ALICE, game_key="nim")
    await service.lobby.join(channel_id, BOB)
    return await service.lobby.start(channel_id, ALICE) if start else await service.tables.table(channel_id)


async def test_games_of_gone_channels_end_as_abandoned_and_others_go_on(service, store):
    gone = await table_in(service, 1, 100)
    lobby = await table_in(service, 1, 101, start=False)
    kept = await table_in(service, 1, 102)
    ended = await service.seats.end_gone(channel_ids=[100, 101, 999])  # 999 never had a game
    assert sorted(t.id for t in ended) == sorted([gone.id, lobby.id])
    assert {(await store.game(t.id)).status for t in (gone, lobby)} == {"abandoned"}
    assert (await store.game(kept.id)).status == "active"
    assert await service.seats.end_gone(channel_ids=[100]) == []  # already ended: nothing to do
    assert [r.id for r in await store.listings.open_games()] == [kept.id]


async def test_a_guild_takes_all_its_games_with_it(service, store):
    a, b = await table_in(service, 1, 100), await table_in(service, 1, 101, start=False)
    other = await table_in(service, 2, 200)
    assert sorted(await service.tables.open_channels(1)) == [100, 101]
    ended = await service.seats.end_gone(guild_id=1)
    assert sorted(t.id for t in ended) == sorted([a.id, b.id])
    assert await service.tables.open_channels(1) == [] and await service.tables.open_channels(2) == [200]
    assert (await store.game(other.id)).status == "active"
