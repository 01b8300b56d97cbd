"""The timer index (next_due), the players index and the bounded caches of the table service."""

from __future__ import annotations

import asyncio
import gc
import itertools
import sqlite3

from hypothesis import given
from hypothesis import strategies as st

from bot import deadlines
from bot.services import Services, build
from bot.store import MIGRATIONS, SCHEMA_VERSION, Store
from bot.table_meta import TableMeta
from tests.helpers import toy_game
from tests.helpers.clock import FakeClock
from tests.helpers.tables import move

LIVE = deadlines.TIMED_PACES["live"]
ALICE, BOB, CAROL = 11, 22, 33


async def started(service: Services, channel: int, players=(ALICE, BOB), pace: str = "live", **options):
    await service.lobby.create(
        guild_id=1,
        channel_id=channel,
        host_id=players[0],
        game_key="nim",
        options=options,
        meta={"pace": pace},
    )
    for p in players[1:]:
        await service.lobby.join(channel, p)
    return await service.lobby.start(channel, players[0])


async def stored_due(store: Store, game_id: int) -> float | None:
    row = await store.game(game_id)
    assert row is not None
    return row.next_due


async def seats_of(store: Store, game_id: int) -> list[tuple[int, int]]:
    sql = "SELECT seat, user_id FROM game_players WHERE game_id = {} ORDER BY seat"
    if isinstance(store, Store):
        async with store.db.execute(sql.format("?"), (game_id,)) as cur:
            return [tuple(r) for r in await cur.fetchall()]
    async with store.pool.acquire() as conn:  # PostgreSQL
        return [tuple(r) for r in await conn.fetch(sql.format("$1"), game_id)]


# -- deadlines.next_due ----------------------------------------------------------------------------


def test_next_due_is_the_first_reminder_not_yet_sent_then_the_deadline():
    meta = deadlines.start_clocks({"pace": "live"}, {0}, 1000.0)
    assert deadlines.next_due(meta, {0}, 1000.0) == 1000.0 + 0.5 * LIVE
    meta = deadlines.mark_reminded(meta, 0, 1)
    assert deadlines.next_due(meta, {0}, 1000.0) == 1000.0 + 0.9 * LIVE
    meta = deadlines.mark_reminded(meta, 0, 2)
    assert deadlines.next_due(meta, {0}, 1000.0) == 1000.0 + LIVE


def test_next_due_takes_the_earliest_seat_its_own_limit_and_autopilot_now():
    meta = deadlines.start_clocks({"pace": "day"}, {0, 1}, 0.0)
    assert deadlines.next_due(meta, {0, 1}, 5.0, limits={0: None, 1: 100}) == 50.0
    assert deadlines.next_due(meta, {0, 1}, 5.0, limits={0: None, 1: None}) is None
    assert deadlines.next_due({**meta, "autopilot": [1]}, {0, 1}, 5.0) == 5.0
    assert deadlines.next_due({"pace": "none", "clock": {"0": 0.0}}, {0}, 5.0) is None


@given(
    pace=st.sampled_from(["live", "hour", "day"]),
    seats=st.dictionaries(
        st.integers(0, 4),
        st.tuples(
            st.floats(0, 10**6, allow_nan=False),
            st.integers(0, 2),
            st.one_of(st.none(), st.integers(1, 10**5)),
        ),
        min_size=1,
    ),
)
def test_nothing_is_due_before_next_due_and_something_is_at_it(pace, seats):
    meta: TableMeta = {
        "pace": pace,
        "clock": {str(s): started for s, (started, _, _) in seats.items()},
        "reminded": {str(s): level for s, (_, level, _) in seats.items() if level},
    }
    limits = {s: limit for s, (_, _, limit) in seats.items()}
    due_at = deadlines.next_due(meta, seats, 0.0, limits)
    if due_at is None:
        assert deadlines.due(meta, seats, 10.0**9, limits) == []
        return
    assert deadlines.due(meta, seats, due_at, limits) != []
    before = due_at - max(1e-6, abs(due_at) * 1e-12)
    assert deadlines.due(meta, seats, before, limits) == []


# -- next_due written with each change of clocks ---------------------------------------------------


async def test_next_due_after_start_move_undo_reminder_kick_replace_and_end(service, store, clock):
    table = await started(service, 1)
    t0 = clock()
    assert table.row.next_due == await stored_due(store, table.id) == t0 + 0.5 * LIVE

    clock.advance(10)
    outcome = await service.moves.play(1, move(ALICE, "take 1"))
    assert await stored_due(store, table.id) == t0 + 10 + 0.5 * LIVE  # Bob's clock started

    assert await service.schedule.mark_reminded(outcome.table, 1, 1)
    assert await stored_due(store, table.id) == t0 + 10 + 0.9 * LIVE

    clock.advance(20)
    plan = await service.undo.plan(1, ALICE)
    undone = await service.undo.take_back(1, plan[1])
    assert undone.to_act() == {0} and "undo_vote" not in undone.row.meta
    assert await stored_due(store, table.id) == t0 + 30 + 0.5 * LIVE  # Alice's clock restarted

    kicked = await service.seats.set_autopilot(1, ALICE, 0, True, can_manage=False)
    assert await stored_due(store, table.id) == clock() == kicked.row.next_due  # must act now
    await service.seats.set_autopilot(1, ALICE, 0, False, can_manage=False)
    assert await stored_due(store, table.id) == t0 + 30 + 0.5 * LIVE

    replaced = await service.seats.replace_player(1, ALICE, BOB, CAROL, can_manage=False)
    assert replaced.row.next_due == await stored_due(store, table.id) == t0 + 30 + 0.5 * LIVE

    await service.seats.abandon(1, ALICE, can_manage=True)
    assert await stored_due(store, table.id) is None


async def test_a_finishing_move_clears_next_due_and_no_pace_schedules_nothing(service, store):
    table = await started(service, 2, pile=5)
    await service.moves.play(2, move(ALICE, "take 3"))
    await service.moves.play(2, move(BOB, "take 2"))
    assert (await store.game(table.id)).status == "finished"
    assert await stored_due(store, table.id) is None
    untimed = await started(service, 3, pace="none")
    assert untimed.row.next_due is None and await stored_due(store, untimed.id) is None


async def test_a_game_ui_limit_sets_next_due_and_a_replace_that_changes_it_writes_it(store, clock):
    # Away seats get a tenth of the time, as Dice Town's UI does: replacing the away player
    # gives the seat its full time back, in the same write as the new player.
    def limits(table, seat):
        return 30 if seat in table.row.meta.get("away", []) else 300

    service = build(store, {"nim": toy_game.GAME}, clock=clock, limits=limits)
    table = await started(service, 4, pace="live")
    await store.patch_meta(table.id, {"away": [0]}, now=clock())
    await service.seats.set_autopilot(4, ALICE, 1, False, can_manage=False)  # rewrites next_due
    assert await stored_due(store, table.id) == clock() + 15
    await service.seats.replace_player(4, ALICE, ALICE, CAROL, can_manage=True)
    assert await stored_due(store, table.id) == clock() + 150


async def test_a_reminder_for_a_game_that_moved_meanwhile_is_not_recorded(service, store):
    table = await started(service, 5)
    await service.moves.play(5, move(ALICE, "take 1"))
    assert not await service.schedule.mark_reminded(table, 0, 1)  # `table` is the version before the move
    assert (await store.game(table.id)).meta["reminded"] == {}


# -- the due pages ---------------------------------------------------------------------------------


async def test_only_due_games_are_selected_and_each_page_once(service, store, clock):
    tables = [await started(service, 100 + i) for i in range(7)]
    clock.advance(LIVE * 0.5)
    later = [await started(service, 200 + i) for i in range(3)]  # not due for another half
    due = {t.id for t in tables}
    pages, after, seen = 0, None, []
    while True:
        page, after = await service.schedule.due_tables(clock(), 3, after=after)
        seen += [t.id for t in page]
        pages += 1
        if after is None:
            break
    assert sorted(seen) == sorted(due) and pages == 3
    assert not {t.id for t in later} & set(seen)
    await assert_sqlite_plan_uses(
        store, "games_by_next_due", "SELECT id FROM games INDEXED BY games_by_next_due WHERE next_due <= 1"
    )


async def assert_sqlite_plan_uses(store, index: str, query: str) -> None:
    """SQLite answers `query` from `index` (the PostgreSQL store has its own index tests)."""
    if not isinstance(store, Store):
        return
    async with store.db.execute(f"EXPLAIN QUERY PLAN {query}") as cur:
        assert index in " ".join(str(r) for r in await cur.fetchall())


async def test_due_tables_decode_states_outside_the_event_loop_thread(store, clock, monkeypatch):
    import threading

    loaded_in: list[str] = []
    game = toy_game.GAME
    original = type(game).load

    def load(self, data):
        loaded_in.append(threading.current_thread().name)
        return original(self, data)

    service = build(store, {"nim": game}, clock=clock)
    table = await started(service, 9)
    fresh = build(store, {"nim": game}, clock=clock)  # as after a restart: nothing cached
    monkeypatch.setattr(type(game), "load", load)
    clock.advance(LIVE)
    [due], _ = await fresh.schedule.due_tables(clock(), 10)
    assert due.id == table.id and due.state.pile == 12
    assert loaded_in and threading.main_thread().name not in loaded_in
    # The page keeps the decoded state, not its JSON as well; a table read again has both.
    assert due.row.state is None and due.row.version == table.version
    again = await fresh.tables.by_id(table.id)
    assert again is not None and again.row.state is not None and again.state is due.state


# -- migration from schema 2 ----------------------------------------------------------------------


async def test_migration_from_v2_indexes_players_and_makes_active_games_due(tmp_path):
    path = tmp_path / "v2.sqlite3"
    con = sqlite3.connect(path)
    for script in MIGRATIONS[:2]:
        con.executescript(script)
    insert = (
        "INSERT INTO games (id, guild_id, channel_id, game, status, options, host_id, players, seed, state, "
        "result, created_at, updated_at, meta) VALUES (?, 1, ?, 'nim', ?, '{}', ?, ?, 7, ?, ?, 0, 0, ?)"
    )
    state = '{"players": 2, "pile": 12, "turn": 0, "lucky": [1, 2], "winner": null, "rng": 5, "v": 1}'
    clocks = '{"pace": "live", "clock": {"0": 1000.0}}'
    con.execute(insert, (1, 10, "active", ALICE, f"[{ALICE}, {BOB}]", state, None, clocks))
    con.execute(insert, (2, 11, "finished", BOB, f"[{BOB}, {ALICE}]", state, '{"winners": [1]}', "{}"))
    con.execute(insert, (3, 12, "lobby", CAROL, f"[{CAROL}]", None, None, "{}"))
    con.execute("PRAGMA user_version = 2")
    con.commit()
    con.close()

    async with Store(path) as store:
        assert await store.schema_version() == SCHEMA_VERSION >= 3
        assert await seats_of(store, 1) == [(0, ALICE), (1, BOB)]
        assert await seats_of(store, 2) == [(0, BOB), (1, ALICE)]
        assert await seats_of(store, 3) == [(0, CAROL)]
        assert [await stored_due(store, i) for i in (1, 2, 3)] == [0, None, None]
        assert await store.listings.record_of(ALICE) == {"nim": (1, 1)}
        assert await store.listings.record_of(BOB, guild_id=1) == {"nim": (1, 0)}
        # The first pass finds the migrated game and stores the time its clocks give.
        service = build(store, {"nim": toy_game.GAME}, clock=FakeClock(1100.0))
        [table], _ = await service.schedule.due_tables(1100.0, 10)
        assert table.id == 1 and table.state.pile == 12
        assert await service.schedule.reschedule(table)
        assert await stored_due(store, 1) == 1000.0 + 0.5 * LIVE


# -- the players index ----------------------------------------------------------------------------


async def test_players_index_follows_join_leave_start_and_replace(service, store):
    await service.lobby.create(guild_id=1, channel_id=20, host_id=ALICE, game_key="nim")
    game_id = (await store.open_game(20)).id
    assert await seats_of(store, game_id) == [(0, ALICE)]
    await service.lobby.join(20, BOB)
    await service.lobby.join(20, CAROL)
    await service.lobby.leave(20, BOB)
    assert await seats_of(store, game_id) == [(0, ALICE), (1, CAROL)]
    await service.lobby.start(20, ALICE)
    await service.seats.replace_player(20, ALICE, CAROL, BOB, can_manage=False)
    assert await seats_of(store, game_id) == [(0, ALICE), (1, BOB)]


async def test_stats_come_from_the_current_seats_after_a_replace(service, store):
    for channel in (30, 31):
        await started(service, channel, pile=5)
        await service.moves.play(channel, move(ALICE, "take 3"))
    await service.seats.replace_player(30, ALICE, BOB, CAROL, can_manage=False)
    await service.moves.play(30, move(CAROL, "take 2"))  # Carol won game 30 in Bob's old seat
    await service.moves.play(31, move(BOB, "take 2"))
    assert await store.listings.record_of(CAROL) == {"nim": (1, 1)}
    assert await store.listings.record_of(BOB) == {"nim": (1, 1)}
    assert await store.listings.record_of(ALICE) == {"nim": (2, 0)}
    assert await store.listings.record_of(ALICE, guild_id=2) == {}
    assert [g.id for g in await store.listings.finished_games_of(CAROL)] == [
        (await store.listings.history(30))[0].id
    ]
    await assert_sqlite_plan_uses(
        store, "game_players_by_user", "SELECT game_id FROM game_players WHERE user_id = 1"
    )


# -- bounded memory --------------------------------------------------------------------------------


async def test_the_state_cache_is_bounded_and_drops_ended_games(store, clock):
    seeds = itertools.count(1)
    service = build(store, {"nim": toy_game.GAME}, clock=clock, seed_source=lambda: next(seeds), cache_size=3)
    tables = [await started(service, 40 + i, pile=5) for i in range(5)]
    assert list(service.tables._cache) == [t.id for t in tables[-3:]]
    await service.tables.table(41)  # read again: most recently used
    assert list(service.tables._cache) == [tables[3].id, tables[4].id, tables[1].id]
    await service.moves.play(44, move(ALICE, "take 3"))
    await service.moves.play(44, move(BOB, "take 2"))  # the game ends
    await service.seats.abandon(41, ALICE, can_manage=True)
    assert list(service.tables._cache) == [tables[3].id]


async def test_channel_locks_do_not_accumulate(service):
    for channel in range(50, 60):
        await started(service, channel)
    gc.collect()
    assert len(service.tables._locks) == 0
    # A lock held (or waited for) is shared by everyone using that channel meanwhile.
    async with service.tables.lock(50):
        waiter = asyncio.create_task(service.moves.play(50, move(ALICE, "take 1")))
        await asyncio.sleep(0)
        assert service.tables.lock(50) is next(iter(service.tables._locks.values()))
        assert not waiter.done()
    await waiter


async def test_a_bots_move_is_claimed_once_per_version_until_made_released_or_lapsed(service, store, clock):
    from bot.services.schedule import TURN_LEASE

    table = await started(service, 40)
    assert await service.schedule.claim_turn(table)
    assert not await service.schedule.claim_turn(table), "a second process claimed the same move"
    await service.schedule.release_turn(table)
    assert await service.schedule.claim_turn(table), "a released claim still held"
    clock.advance(TURN_LEASE + 1)
    assert await service.schedule.claim_turn(table), "a claim outlived its lease"
    moved = await service.moves.play(40, move(ALICE, "take 1"))
    assert "thinking" not in (await store.game(table.id)).meta, "the move left its claim behind"
    assert not await service.schedule.claim_turn(table), "a claim on a version the game has left"
    assert await service.schedule.claim_turn(moved.table)


async def test_a_deadline_move_is_worked_out_off_the_event_loop_and_written_once(
    service, store, clock, monkeypatch
):
    import threading

    from bot.services.moves import BotSeat, MoveRequest, Origin, Version

    table = await started(service, 12)
    game = type(table.game)
    worked_in: list[tuple[str, bool]] = []
    for name in ("apply", "result", "dump"):
        original = getattr(game, name)

        def spy(self, *args, _original=original, _name=name, **kwargs):
            worked_in.append((_name, threading.current_thread() is threading.main_thread()))
            return _original(self, *args, **kwargs)

        monkeypatch.setattr(game, name, spy)
    seat = min(table.to_act())
    action = table.game.default_action(table.state, seat)
    before = len(await store.actions(table.id))
    worked_in.clear()
    request = MoveRequest(BotSeat(seat), (action,), Version(table.id, table.version), Origin("timer"))
    outcome = await service.moves.play(12, request)
    assert outcome.table.version == table.version + 1 and outcome.action == action
    assert len(await store.actions(table.id)) == before + 1
    # The engine's apply, the result and the state's dump ran in a worker thread, not the loop's.
    assert {name for name, _ in worked_in} == {"apply", "result", "dump"}
    assert not any(on_loop for _, on_loop in worked_in), worked_in
