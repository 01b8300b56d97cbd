"""Players' notices in the store (both backends): one claim per wait of a seat, held notices and
digests read by due time and taken by one process; and the times the settings give."""

from __future__ import annotations

import zoneinfo
from datetime import UTC, datetime, timedelta

from bot.notify_settings import NotifySettings, next_digest, quiet_until, zone, zone_suggestions


def utc(day: int, hour: int, minute: int = 0) -> float:
    return datetime(2027, 1, day, hour, minute, tzinfo=UTC).timestamp()


async def test_one_claim_per_wait_whoever_asks(store):
    n = store.notices
    assert await n.claim(1, 10, 0, "turn", "100.0", None)
    assert not await n.claim(1, 10, 0, "turn", "100.0", None)  # the same wait: another process
    assert await n.claim(1, 10, 1, "turn", "100.0", None)  # another seat of the same player
    assert await n.claim(1, 10, 0, "reminder", "1@100.0", None)  # another kind
    assert await n.claim(1, 10, 0, "turn", "200.0", None)  # the next wait
    assert await n.due(10**12, 10) == []  # nothing held


async def test_held_notices_come_due_by_time_and_are_taken_once(store):
    n = store.notices
    await n.claim(1, 10, 0, "turn", "100.0", 500.0)
    await n.claim(2, 10, 1, "turn", "100.0", 300.0)
    assert await n.due(299.0, 10) == []
    (early,) = await n.due(300.0, 10)
    assert (early.user_id, early.seat, early.due_at) == (2, 1, 300.0)
    assert [x.user_id for x in await n.due(600.0, 10)] == [2, 1]
    assert await n.take(early) and not await n.take(early)
    assert [x.user_id for x in await n.due(600.0, 10)] == [1]
    # A held notice whose seat's wait changed meanwhile cannot be taken for the old one.
    (late,) = await n.due(600.0, 10)
    assert await n.claim(1, 10, 0, "turn", "400.0", None)
    assert not await n.take(late)
    assert await n.due(10**12, 10) == []


async def test_digests_by_due_time_moved_by_one_process(store):
    n = store.notices
    await n.set_digest(1, 100.0)
    await n.set_digest(2, 50.0)
    await n.set_digest(3, 900.0)
    assert await n.digests_due(100.0, 10) == [(2, 50.0), (1, 100.0)]
    assert await n.take_digest(1, 100.0, 86500.0)
    assert not await n.take_digest(1, 100.0, 86500.0)  # a second process finds it moved
    await n.set_digest(2, None)
    assert await n.digests_due(1000.0, 10) == [(3, 900.0)]


def test_quiet_hours_across_midnight_in_two_time_zones():
    shanghai = NotifySettings(quiet_start=23, quiet_end=7, tz="Asia/Shanghai")  # 15:00-23:00 UTC
    new_york = NotifySettings(quiet_start=22, quiet_end=6, tz="America/New_York")  # 03:00-11:00 UTC
    assert quiet_until(shanghai, utc(5, 14, 59)) is None
    assert quiet_until(shanghai, utc(5, 15, 30)) == utc(5, 23)  # before midnight there
    assert quiet_until(shanghai, utc(5, 22, 59)) == utc(5, 23)  # after midnight there
    assert quiet_until(shanghai, utc(5, 23)) is None
    assert quiet_until(new_york, utc(5, 2, 59)) is None
    assert quiet_until(new_york, utc(5, 3)) == utc(5, 11)
    assert quiet_until(new_york, utc(5, 10, 59)) == utc(5, 11)
    # A window within a day, and none when start and end are the same hour.
    day = NotifySettings(quiet_start=9, quiet_end=17, tz="UTC+8")
    assert quiet_until(day, utc(5, 1)) == utc(5, 9) and quiet_until(day, utc(5, 9)) is None
    assert quiet_until(NotifySettings(quiet_start=5, quiet_end=5), utc(5, 5)) is None


def test_quiet_hours_follow_summer_time():
    ny = NotifySettings(quiet_start=22, quiet_end=6, tz="America/New_York")
    july = datetime(2027, 7, 5, 3, tzinfo=UTC).timestamp()  # 23:00 EDT
    assert quiet_until(ny, july) == datetime(2027, 7, 5, 10, tzinfo=UTC).timestamp()


def test_the_digest_is_due_at_the_players_hour_held_by_quiet_hours():
    s = NotifySettings(digest=True, digest_hour=9, tz="Asia/Shanghai")
    assert next_digest(s, utc(5, 0, 59)) == utc(5, 1)
    assert next_digest(s, utc(5, 1)) == utc(6, 1)
    assert next_digest(NotifySettings(), utc(5, 1)) is None
    held = NotifySettings(digest=True, digest_hour=6, quiet_start=23, quiet_end=7, tz="Asia/Shanghai")
    assert next_digest(held, utc(5, 12)) == utc(5, 23)


def test_settings_read_forgivingly_and_time_zones_named_or_offset():
    assert NotifySettings.of({"notify": {"tz": "Nowhere/Land", "digest_hour": 99, "dm_turn": "yes"}}) == (
        NotifySettings()
    )
    assert NotifySettings.of({"notify": NotifySettings(dm_turn=True, tz="UTC+8").stored()}).dm_turn
    assert zone("UTC+8") is not None and zone("UTC-5:30") is not None
    assert zone("UTC+15") is None and zone("Mars/Olympus") is None and zone("../etc/passwd") is None
    assert zone_suggestions("shanghai") == ["Asia/Shanghai"]
    assert len(zone_suggestions("a")) == 25


def test_time_zones_need_no_system_database():
    """A machine without /usr/share/zoneinfo (a slim container) reads them from tzdata."""
    kept = zoneinfo.TZPATH
    zoneinfo.reset_tzpath(to=[])
    try:
        shanghai = zoneinfo.ZoneInfo.no_cache("Asia/Shanghai")
        assert shanghai.utcoffset(datetime(2027, 1, 1)) == timedelta(hours=8)
        assert "Asia/Shanghai" in zoneinfo.available_timezones()
    finally:
        zoneinfo.reset_tzpath(to=kept)


async def test_a_game_that_ends_drops_its_notices_and_only_its_own(store):
    """An ended game's waits are over: its notices go in the write that ends it, so the table
    holds rows of open games only, however many games were played."""

    async def held(game_id: int) -> int:
        rows = await store.fetch("SELECT COUNT(*) FROM notices WHERE game_id = ?", [game_id])
        return int(rows[0][0])

    games = []
    for channel in (1, 2, 3):
        row = await store.create_game(
            guild_id=7, channel_id=channel, game="nim", options={}, host_id=1, seed=1, now=0.0
        )
        row = await store.update_game(row, now=0.0, players=[1, 2])
        games.append(await store.update_game(row, now=0.0, status="active", state={"pile": 5}))
    for row in games:
        await store.notices.claim(1, row.id, 0, "turn", "1.0", None)
        await store.notices.claim(2, row.id, 1, "reminder", "1@1.0", 900.0)
    finished, abandoned, playing = games

    await store.update_game(finished, now=1.0, status="finished", result={"winners": [0]})
    await store.update_game(abandoned, now=1.0, status="abandoned")
    await store.update_game(playing, now=1.0, state={"pile": 4})

    assert [await held(row.id) for row in games] == [0, 0, 2]
    # The held reminder of an ended game is not due any more; the playing game's still is.
    assert [x.game_id for x in await store.notices.due(10**12, 10)] == [playing.id]


async def test_the_upgrade_drops_the_notices_of_games_ended_before(backend):
    """A database from before (schema 8) kept the notices of every game played: the upgrade
    drops those of ended games and keeps the open games' ones."""
    async with backend.new() as store:
        ids = []
        for channel, status in ((1, "finished"), (2, "active")):
            row = await store.create_game(
                guild_id=7, channel_id=channel, game="nim", options={}, host_id=1, seed=1, now=0.0
            )
            row = await store.update_game(row, now=0.0, players=[1, 2], status="active", state={"pile": 5})
            ids.append(row.id)
            if status == "finished":
                await store.update_game(row, now=1.0, status="finished", result={"winners": [0]})
        # As schema 8 left them: the ended game's rows were never dropped.
        for game_id in ids:
            await store.notices.claim(1, game_id, 0, "turn", "1.0", None)
        # Schema 8 had neither migration 9's index nor migration 10's table.
        statements = ["DROP TABLE dm_channels", "DROP INDEX notices_by_game"]
        if backend.name == "sqlite":
            for sql in [*statements, "PRAGMA user_version = 8"]:
                await store.execute(sql)
        else:
            async with store.pool.acquire() as con:
                for sql in [*statements, "UPDATE schema_version SET version = 8"]:
                    await con.execute(sql)
    async with backend.new() as store:
        rows = await store.fetch("SELECT game_id FROM notices", [])
        assert [int(g) for (g,) in rows] == [ids[1]]
