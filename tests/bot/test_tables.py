from __future__ import annotations

import asyncio

import pytest

from bot.tables import AlreadyApplied, Forbidden, NoTable, NotSeated, NotYourTurn, StaleVersion, TableError
from games.core import GameError

CH = 500
ALICE, BOB, CAROL = 11, 22, 33


async def started(service, players=(ALICE, BOB), **options):
    await service.create(guild_id=1, channel_id=CH, host_id=players[0], game_key="nim", options=options)
    for p in players[1:]:
        await service.join(CH, p)
    return await service.start(CH, players[0])


async def test_create_join_start_seats_in_join_order_for_nim(service):
    table = await started(service, (ALICE, BOB, CAROL))
    assert table.row.status == "active"
    assert table.players == [ALICE, BOB, CAROL]  # Nim declares random_seats = False
    assert table.to_act() == {0}


async def test_bad_options_are_refused_at_creation_and_nothing_is_stored(service, store):
    with pytest.raises(GameError, match="pile cannot be 7"):
        await service.create(guild_id=1, channel_id=CH, host_id=ALICE, game_key="nim", options={"pile": 7})
    assert await store.open_game(CH) is None
    with pytest.raises(TableError, match="no game called"):
        await service.create(guild_id=1, channel_id=CH, host_id=ALICE, game_key="chess")


async def test_lobby_rules(service):
    await service.create(guild_id=1, channel_id=CH, host_id=ALICE, game_key="nim")
    with pytest.raises(TableError, match="already at this table"):
        await service.join(CH, ALICE)
    with pytest.raises(TableError, match="at least 2 players"):
        await service.start(CH, ALICE)
    await service.join(CH, BOB)
    with pytest.raises(Forbidden):
        await service.start(CH, BOB)
    with pytest.raises(TableError, match="already has a game of Nim"):
        await service.create(guild_id=1, channel_id=CH, host_id=CAROL, game_key="nim")
    # The host leaves: the lobby survives with a new host.
    table = await service.leave(CH, ALICE)
    assert table.row.host_id == BOB and table.players == [BOB]


async def test_table_full(service):
    await service.create(guild_id=1, channel_id=CH, host_id=1, game_key="nim")
    for u in (2, 3, 4):
        await service.join(CH, u)
    with pytest.raises(TableError, match="full"):
        await service.join(CH, 5)


async def test_random_seats_come_from_the_seed(service, store):
    service.games["nim"].__class__.random_seats = True
    try:
        table = await started(service, (ALICE, BOB, CAROL))
        assert sorted(table.players) == [ALICE, BOB, CAROL]
        again = await service.by_id(table.id)
        assert again.players == table.players
    finally:
        service.games["nim"].__class__.random_seats = False


async def test_act_checks_seat_turn_and_legality_and_writes_nothing_on_error(service, store):
    table = await started(service)
    with pytest.raises(NotSeated):
        await service.act(CH, CAROL, "take 1")
    with pytest.raises(NotYourTurn, match="waiting for <@11>"):
        await service.act(CH, BOB, "take 1")
    with pytest.raises(TableError, match="not a move"):
        await service.act(CH, ALICE, "grab 1")
    with pytest.raises(GameError, match="1 to 3"):
        await service.act(CH, ALICE, "take 4")
    assert await store.actions(table.id) == []
    assert (await store.game(table.id)).version == table.version
    out = await service.act(CH, ALICE, "take 2", interaction_id=5)
    assert [e.code for e in out.events] == ["took"]
    assert out.table.to_act() == {1}
    assert [a.action for a in await store.actions(table.id)] == ["take 2"]


async def test_stale_version_and_duplicate_interaction(service):
    table = await started(service)
    await service.act(CH, ALICE, "take 1", expected_version=table.version, interaction_id=9)
    with pytest.raises(AlreadyApplied):
        await service.act(CH, ALICE, "take 1", expected_version=table.version, interaction_id=9)
    with pytest.raises(StaleVersion):
        await service.act(CH, BOB, "take 1", expected_version=table.version)


async def test_two_clicks_at_once_apply_once(service, store):
    table = await started(service)
    results = await asyncio.gather(
        service.act(CH, ALICE, "take 1", expected_version=table.version, interaction_id=1),
        service.act(CH, ALICE, "take 1", expected_version=table.version, interaction_id=2),
        return_exceptions=True,
    )
    assert sum(isinstance(r, StaleVersion) for r in results) == 1
    assert len(await store.actions(table.id)) == 1


async def test_a_finished_game_keeps_its_result_and_frees_the_channel(service, store):
    table = await started(service, pile=5)
    await service.act(CH, ALICE, "take 3")
    out = await service.act(CH, BOB, "take 2")
    assert out.finished and out.table.row.status == "finished"
    row = await store.game(table.id)
    assert row.result["winners"] == [1] and row.finished_at is not None
    with pytest.raises(NoTable):
        await service.table(CH)
    assert await service.verify_replay(table.id)


async def test_state_survives_a_new_service_on_the_same_file(service, store, clock):
    from bot.tables import TableService
    from tests import toy_game

    await started(service)
    await service.act(CH, ALICE, "take 2")
    fresh = TableService(store, {"nim": toy_game.GAME}, clock=clock)
    table = await fresh.table(CH)
    assert table.state.pile == 10 and table.to_act() == {1}


async def test_abandon_by_host_manager_or_vote(service):
    await started(service, (ALICE, BOB, CAROL))
    with pytest.raises(Forbidden):
        await service.abandon(CH, BOB)
    table, votes, needed = await service.vote_abandon(CH, BOB)
    assert needed == 2 and table.row.status == "active"
    with pytest.raises(NotSeated):
        await service.vote_abandon(CH, 99)
    table, votes, needed = await service.vote_abandon(CH, CAROL)
    assert table.row.status == "abandoned"


async def test_manager_can_abandon(service):
    await started(service)
    table = await service.abandon(CH, 99, can_manage=True)
    assert table.row.status == "abandoned"
