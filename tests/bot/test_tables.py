from __future__ import annotations

import asyncio

import pytest

from bot.tables import AlreadyApplied, Forbidden, NoTable, NotSeated, NotYourTurn, StaleVersion, TableError
from games.core import GameError
from tests.helpers.tables import ALICE, BOB, CAROL, CH, move, started


async def test_create_join_start_seats_in_join_order_for_nim(service):
    table = await started(service, (ALICE, BOB, CAROL))
    assert table.row.status == "active"
    assert table.players == [ALICE, BOB, CAROL]  # Nim declares random_seats = False
    assert table.to_act() == {0}


async def test_bad_options_are_refused_at_creation_and_nothing_is_stored(service, store):
    with pytest.raises(GameError, match="pile cannot be 7"):
        await service.lobby.create(
            guild_id=1, channel_id=CH, host_id=ALICE, game_key="nim", options={"pile": 7}
        )
    assert await store.open_game(CH) is None
    with pytest.raises(TableError, match="no game called"):
        await service.lobby.create(guild_id=1, channel_id=CH, host_id=ALICE, game_key="chess")


async def test_lobby_rules(service):
    await service.lobby.create(guild_id=1, channel_id=CH, host_id=ALICE, game_key="nim")
    with pytest.raises(TableError, match="already at this table"):
        await service.lobby.join(CH, ALICE)
    with pytest.raises(TableError, match="at least 2 players"):
        await service.lobby.start(CH, ALICE)
    await service.lobby.join(CH, BOB)
    with pytest.raises(Forbidden):
        await service.lobby.start(CH, BOB)
    with pytest.raises(TableError, match="already has a game of Nim"):
        await service.lobby.create(guild_id=1, channel_id=CH, host_id=CAROL, game_key="nim")
    # The host leaves: the lobby survives with a new host.
    table = await service.lobby.leave(CH, ALICE)
    assert table.row.host_id == BOB and table.players == [BOB]


async def test_table_full(service):
    await service.lobby.create(guild_id=1, channel_id=CH, host_id=1, game_key="nim")
    for u in (2, 3, 4):
        await service.lobby.join(CH, u)
    with pytest.raises(TableError, match="full"):
        await service.lobby.join(CH, 5)


async def test_random_seats_come_from_the_seed(service, store):
    service.tables.games["nim"].__class__.random_seats = True
    try:
        table = await started(service, (ALICE, BOB, CAROL))
        assert sorted(table.players) == [ALICE, BOB, CAROL]
        again = await service.tables.by_id(table.id)
        assert again.players == table.players
    finally:
        service.tables.games["nim"].__class__.random_seats = False


async def test_act_checks_seat_turn_and_legality_and_writes_nothing_on_error(service, store):
    table = await started(service)
    with pytest.raises(NotSeated):
        await service.moves.play(CH, move(CAROL, "take 1"))
    with pytest.raises(NotYourTurn, match="waiting for <@11>"):
        await service.moves.play(CH, move(BOB, "take 1"))
    with pytest.raises(TableError, match="not a move"):
        await service.moves.play(CH, move(ALICE, "grab 1"))
    with pytest.raises(GameError, match="1 to 3"):
        await service.moves.play(CH, move(ALICE, "take 4"))
    assert await store.actions(table.id) == []
    assert (await store.game(table.id)).version == table.version
    out = await service.moves.play(CH, move(ALICE, "take 2", interaction_id=5))
    assert [e.code for e in out.events] == ["took"]
    assert out.table.to_act() == {1}
    assert [a.action for a in await store.actions(table.id)] == ["take 2"]


async def test_stale_version_and_duplicate_interaction(service):
    table = await started(service)
    await service.moves.play(CH, move(ALICE, "take 1", expected_version=table.version, interaction_id=9))
    with pytest.raises(AlreadyApplied):
        await service.moves.play(CH, move(ALICE, "take 1", expected_version=table.version, interaction_id=9))
    with pytest.raises(StaleVersion):
        await service.moves.play(CH, move(BOB, "take 1", expected_version=table.version))


async def test_two_clicks_at_once_apply_once(service, store):
    table = await started(service)
    results = await asyncio.gather(
        service.moves.play(CH, move(ALICE, "take 1", expected_version=table.version, interaction_id=1)),
        service.moves.play(CH, move(ALICE, "take 1", expected_version=table.version, interaction_id=2)),
        return_exceptions=True,
    )
    assert sum(isinstance(r, StaleVersion) for r in results) == 1
    assert len(await store.actions(table.id)) == 1


async def test_a_finished_game_keeps_its_result_and_frees_the_channel(service, store):
    table = await started(service, pile=5)
    await service.moves.play(CH, move(ALICE, "take 3"))
    out = await service.moves.play(CH, move(BOB, "take 2"))
    assert out.finished and out.table.row.status == "finished"
    row = await store.game(table.id)
    assert row.result["winners"] == [1] and row.finished_at is not None
    with pytest.raises(NoTable):
        await service.tables.table(CH)
    assert await service.history.verify_replay(table.id)


async def test_state_survives_a_new_service_on_the_same_file(service, store, clock):
    from bot.services import build
    from tests.helpers import toy_game

    await started(service)
    await service.moves.play(CH, move(ALICE, "take 2"))
    fresh = build(store, {"nim": toy_game.GAME}, clock=clock)
    table = await fresh.tables.table(CH)
    assert table.state.pile == 10 and table.to_act() == {1}


async def test_abandon_by_host_manager_or_vote(service):
    # An unrated game (a bot sits at the table): a majority of its members ends it.
    await service.lobby.create(guild_id=1, channel_id=CH, host_id=ALICE, game_key="nim")
    for p in (BOB, CAROL):
        await service.lobby.join(CH, p)
    await service.lobby.add_bots(CH, ALICE, "easy")
    await service.lobby.start(CH, ALICE)
    with pytest.raises(Forbidden):
        await service.seats.abandon(CH, BOB)
    table, votes, needed = await service.seats.vote_abandon(CH, BOB)
    assert votes == {BOB} and needed == 2 and table.row.status == "active"
    with pytest.raises(NotSeated):
        await service.seats.vote_abandon(CH, 99)
    table, _, _ = await service.seats.vote_abandon(CH, CAROL)
    assert table.row.status == "abandoned"


async def test_manager_can_abandon(service):
    await started(service)
    table = await service.seats.abandon(CH, 99, can_manage=True)
    assert table.row.status == "abandoned"


async def test_moves_keep_the_deadline_clocks_in_the_same_write(service, store, clock):
    await service.lobby.create(
        guild_id=1, channel_id=CH, host_id=ALICE, game_key="nim", meta={"pace": "live"}
    )
    await service.lobby.join(CH, BOB)
    table = await service.lobby.start(CH, ALICE)
    assert table.row.meta["clock"] == {"0": clock.now}
    clock.advance(60)
    out = await service.moves.play(CH, move(ALICE, "take 1"))
    assert out.table.row.meta["clock"] == {"1": clock.now}
    assert (await store.game(table.id)).meta["clock"] == {"1": clock.now}


async def test_meta_bookkeeping_does_not_make_posted_buttons_stale(service):
    table = await started(service)
    await service.tables.update_meta(table, board_message=123)
    out = await service.moves.play(CH, move(ALICE, "take 1", expected_version=table.version))
    assert out.table.row.meta["board_message"] == 123


async def test_undo_of_a_clean_move_needs_no_vote_and_replays(service, store):
    table = await started(service)
    await service.moves.play(CH, move(ALICE, "take 2"))
    _, seq, needs_vote = await service.undo.plan(CH, ALICE)
    assert not needs_vote
    table = await service.undo.take_back(CH, seq)
    assert table.state.pile == 12 and table.to_act() == {0}
    assert await store.actions(table.id) == []
    assert await service.history.verify_replay(table.id)


async def test_undo_after_a_secret_was_revealed_needs_a_vote(service):
    await started(service)
    await service.moves.play(CH, move(ALICE, "take 3"))  # Nim whispers the lucky number on a take of 3
    _, _, needs_vote = await service.undo.plan(CH, ALICE)
    assert needs_vote


async def test_only_your_own_last_action_can_be_undone(service):
    await started(service)
    await service.moves.play(CH, move(ALICE, "take 1"))
    with pytest.raises(TableError, match="not yours"):
        await service.undo.plan(CH, BOB)
    await service.moves.play(CH, move(BOB, "take 1"))
    with pytest.raises(TableError, match="not yours"):
        await service.undo.plan(CH, ALICE)


async def test_replace_hands_the_seat_over_and_autopilot_needs_the_host(service):
    await started(service, (ALICE, BOB))
    with pytest.raises(Forbidden):
        await service.seats.replace_player(CH, BOB, BOB, CAROL, can_manage=False)
    table = await service.seats.replace_player(CH, ALICE, BOB, CAROL, can_manage=False)
    assert table.players == [ALICE, CAROL]
    with pytest.raises(Forbidden):
        await service.seats.set_autopilot(CH, CAROL, 0, True, can_manage=False)
    table = await service.seats.set_autopilot(CH, CAROL, 0, True, can_manage=True)
    assert table.row.meta["autopilot"] == [0]


async def test_events_log_replays_public_and_private_events(service):
    table = await started(service)
    await service.moves.play(CH, move(ALICE, "take 3"))
    [(seat, notation, events)] = await service.history.events_log(table.id)
    assert (seat, notation) == (0, "take 3")
    assert {e.code for e in events} == {"took", "greedy"}


def test_a_table_asks_its_engine_once_per_state_for_legal_moves_and_views():
    """A move's buttons, text and board all read the legal moves and views: one engine call each
    per state, and a new state is asked afresh."""
    from unittest.mock import patch

    from games.registry import GAMES
    from tests.helpers.tables import table_of

    game = GAMES["shakecity"]
    state = game.new(2, {}, 1)
    table = table_of("shakecity", [11, 22], state)
    seat = min(game.to_act(state))
    with (
        patch.object(game, "legal", wraps=game.legal) as legal,
        patch.object(game, "view", wraps=game.view) as view,
    ):
        first = table.legal(seat)
        assert table.legal(seat) is first
        assert table.view(None) is table.view(None)
        table.view(seat)
        assert (legal.call_count, view.call_count) == (1, 2)
        table.state, _ = game.apply(state, seat, first[0])
        table.legal(seat)
        table.view(None)
        assert (legal.call_count, view.call_count) == (2, 3)  # asked afresh for the new state
