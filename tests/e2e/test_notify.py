"""`/game notify` through the real bot: a DM at one's turn (once a wait, across restarts), a
daily digest instead of channel pings, quiet hours in one's own time zone, closed DMs."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

from bot import deadlines
from tests.helpers import toy_game
from tests.helpers.e2e import open_table, stop_bot

NIM = {"nim": toy_game.GAME}
LIVE = deadlines.TIMED_PACES["live"]


async def until(check, timeout: float = 5.0) -> None:
    """The DM is sent by a task of its own once the board is out."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not check():
        if loop.time() > end:
            raise AssertionError("timed out")
        await asyncio.sleep(0.02)


def hour_utc(clock) -> int:
    return datetime.fromtimestamp(clock(), UTC).hour


async def test_the_command_shows_and_changes_ones_settings_privately(fake, make_bot):
    alice = fake.user("alice")
    await make_bot(games=NIM)
    r = await fake.slash(alice, "game notify", channel="games")
    assert r.ephemeral and "DM when it is your turn: off" in r.content and "Time zone: UTC" in r.content
    r = await fake.slash(
        alice, "game notify", channel="games", dm_turn=True, timezone="Asia/Shanghai", quiet_start=23
    )
    assert "DM when it is your turn: on" in r.content
    assert "23:00 to 07:00" in r.content and "Time zone: Asia/Shanghai" in r.content
    # A time zone that is none is refused and changes nothing.
    bad = await fake.slash(alice, "game notify", channel="games", timezone="Mars/Olympus", dm_turn=False)
    assert "is not a time zone" in bad.content
    again = await fake.slash(alice, "game notify", channel="games")
    assert "DM when it is your turn: on" in again.content
    # The buttons and menus of the answer change them too.
    clicked = await fake.click(alice, again.message, "Daily digest")
    assert "Daily digest instead of pings: every day at 09:00" in clicked.message.content
    chose = await fake.select(alice, clicked.message, "Quiet hours start", ["off"])
    assert "Quiet hours (reminders and DMs wait until they end): off" in chose.message.content
    names = [
        c["value"]
        for c in await fake.autocomplete(
            alice, "game notify", focused="timezone", values={"timezone": "shang"}
        )
    ]
    assert names == ["Asia/Shanghai"]
    offsets = await fake.autocomplete(alice, "game notify", focused="timezone", values={"timezone": "UTC+8"})
    assert [c["value"] for c in offsets] == ["UTC+8"]


async def test_a_dm_at_ones_turn_once_a_wait_with_the_boards_link_and_after_a_restart(
    fake, make_bot, game_clock
):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    await fake.slash(bob, "game notify", channel="games", dm_turn=True)
    board = await open_table(fake, "nim", [alice, bob], channel="games")
    assert fake.dms(bob) == []  # Alice's turn
    game_clock.advance(60)
    await fake.click(alice, board, "take 1")
    await until(lambda: len(fake.dms(bob)) == 1)
    table = await bot.tables.table(fake.channel("games").id)
    dm = fake.dms(bob)[0]
    assert dm.content.startswith("It is your turn:") and "**your turn**" in dm.content
    assert f"/{fake.channel('games').id}/{table.row.meta['board_message']}" in dm.content
    # The board shown again, before and after a restart: the same wait, no second DM.
    await fake.slash(alice, "game board", channel="games")
    await stop_bot(fake, bot)
    bot = await make_bot(games=NIM)
    await fake.slash(bob, "game board", channel="games")
    await asyncio.sleep(0.3)
    assert len(fake.dms(bob)) == 1
    # Bob plays, Alice plays: a new wait for Bob, a new DM. Alice asked for none.
    game_clock.advance(60)
    await fake.slash(bob, "play", channel="games", move="take 1")
    game_clock.advance(60)
    await fake.slash(alice, "play", channel="games", move="take 1")
    await until(lambda: len(fake.dms(bob)) == 2)
    assert fake.dms(alice) == []


async def test_a_digest_player_is_named_without_a_ping_and_gets_one_dm_a_day_for_two_servers(
    fake, make_bot, game_clock
):
    other = fake.guild_named("Second Server")
    alice, bob = fake.user("alice"), fake.user("bob")
    carol = fake.user("carol", guild=other)
    fake.user("bob", guild=other)
    bot = await make_bot(games=NIM, sync_global=True)
    # Bob, in UTC+8, wants his digest at 09:00: 01:00 UTC.
    await fake.slash(bob, "game notify", channel="games", digest=True, digest_hour=9, timezone="UTC+8")
    here = await open_table(fake, "nim", [alice, bob], channel="games", pace="none")
    there_channel = fake.channel("tables", guild=other)
    await open_table(fake, "nim", [bob, carol], channel=there_channel, pace="none")
    game_clock.advance(60)
    await fake.click(alice, here, "take 1")
    board = fake.last_message("games")
    assert f"<@{bob.id}>" in board.content and bob.id not in board.pinged
    # Carol, who asked for nothing, is pinged at her turn as before.
    await fake.slash(bob, "play", channel=there_channel, move="take 1")
    assert carol.id in fake.last_message(there_channel).pinged

    # Bob's turn on the first server only now; the digest is due at the next 01:00 UTC.
    assert await bot.reminders.tick() == 0 and fake.dms(bob) == []
    now = datetime.fromtimestamp(game_clock(), UTC)
    due = datetime(now.year, now.month, now.day, 1, tzinfo=UTC).timestamp()
    due += 86400 if due <= game_clock() else 0
    game_clock.advance(due - game_clock() - 1)
    assert await bot.reminders.tick() == 0
    game_clock.advance(1)
    assert await bot.reminders.tick() == 1
    (digest,) = fake.dms(bob)
    assert digest.content.startswith("Your daily digest.") and "Your open games (1)" in digest.content
    assert f"<#{fake.channel('games').id}>" in digest.content
    # Carol plays: Bob waits on both servers; the next digest a day later lists both.
    await fake.slash(carol, "play", channel=there_channel, move="take 1")
    assert await bot.reminders.tick() == 0
    game_clock.advance(86400)
    assert await bot.reminders.tick() == 1
    assert "Your open games (2)" in fake.dms(bob)[-1].content and "Second Server" in fake.dms(bob)[-1].content


async def test_quiet_hours_crossing_midnight_hold_dms_and_reminders_in_two_time_zones(
    fake, make_bot, game_clock
):
    alice, bob, carol = fake.user("alice"), fake.user("bob"), fake.user("carol")
    bot = await make_bot(games=NIM)
    midnight = game_clock() - 8 * 3600  # the test clock starts at 08:00 UTC, in January

    def at(day: int, hour: float) -> None:
        """Move the clock to this hour (UTC) of this day of the test."""
        target = midnight + day * 86400 + hour * 3600
        assert target >= game_clock()
        game_clock.advance(target - game_clock())

    def reminders_in(channel: str) -> list:
        return [m for m in fake.channel_messages(channel) if "waiting for you" in m.content]

    # Carol in New York (UTC-5) is quiet from 22:00 to 06:00, Bob in Shanghai (UTC+8) from
    # 23:00 to 07:00: 03:00-11:00 and 15:00-23:00 UTC.
    await fake.slash(
        carol,
        "game notify",
        channel="one",
        dm_turn=True,
        timezone="America/New_York",
        quiet_start=22,
        quiet_end=6,
    )
    await fake.slash(
        bob, "game notify", channel="one", dm_turn=True, timezone="Asia/Shanghai", quiet_start=23, quiet_end=7
    )

    # 08:01 UTC, 03:01 in New York: after midnight, Carol's DM waits for 06:00 there. The channel
    # keeps the game's pace: she is pinged there at once.
    one = await open_table(fake, "nim", [alice, carol], channel="one", pace="none")
    at(0, 8 + 1 / 60)
    await fake.click(alice, one, "take 1")
    assert carol.id in fake.last_message("one").pinged
    await asyncio.sleep(0.3)
    assert fake.dms(carol) == []
    at(0, 10 + 59 / 60)
    assert await bot.reminders.tick() == 0
    at(0, 11)
    assert await bot.reminders.tick() == 1
    assert fake.dms(carol)[-1].content.startswith("It is your turn:")
    assert await bot.reminders.tick() == 0

    # 15:31 UTC, 23:31 in Shanghai: before midnight, Bob's DM waits for 07:00 the next day.
    at(0, 15.5)
    two = await open_table(fake, "nim", [alice, bob], channel="two", pace="none")
    at(0, 15.5 + 1 / 60)
    await fake.click(alice, two, "take 1")
    await asyncio.sleep(0.3)
    assert fake.dms(bob) == [] and bob.id in fake.last_message("two").pinged
    at(0, 22 + 59 / 60)
    assert await bot.reminders.tick() == 0 and fake.dms(bob) == []
    at(0, 23)
    assert await bot.reminders.tick() == 1
    assert len(fake.dms(bob)) == 1 and fake.dms(bob)[0].content.startswith("It is your turn:")

    # A day's pace for Bob from 23:25 UTC (07:25 there): the DM goes at once, the half-time
    # reminder (11:25 UTC, 19:25 there) too; the last one (20:49 UTC, 04:49 there) waits for
    # 07:00 there and then says how long is left.
    at(0, 23 + 24 / 60)
    three = await open_table(fake, "nim", [alice, bob], channel="three", pace="day")
    at(0, 23 + 25 / 60)
    await fake.click(alice, three, "take 1")
    await until(lambda: len(fake.dms(bob)) == 2)
    at(1, 11.5)
    await bot.reminders.tick()
    assert len(reminders_in("three")) == 1 and bob.id in reminders_in("three")[0].pinged
    at(1, 21)
    await bot.reminders.tick()
    assert len(reminders_in("three")) == 1  # recorded, held
    at(1, 22 + 59 / 60)
    await bot.reminders.tick()
    assert len(reminders_in("three")) == 1
    at(1, 23)
    await bot.reminders.tick()
    late = reminders_in("three")
    assert len(late) == 2 and bob.id in late[1].pinged and "25 min left" in late[1].content

    # Carol's day pace from 06:01 UTC (01:01 there): her last reminder (03:37 UTC the next day)
    # falls in her quiet hours and so does her deadline (06:01 UTC): the deadline's move is made
    # at the game's pace, and the reminder held for a wait that is over is never sent.
    at(2, 6)
    four = await open_table(fake, "nim", [alice, carol], channel="four", pace="day")
    at(2, 6 + 1 / 60)
    await fake.click(alice, four, "take 1")
    at(2, 18.5)
    await bot.reminders.tick()
    assert len(reminders_in("four")) == 1
    at(3, 4)
    await bot.reminders.tick()
    assert len(reminders_in("four")) == 1
    at(3, 6.5)
    await bot.reminders.tick()
    table = await bot.tables.table(fake.channel("four").id)
    assert table.to_act() == {0}  # the deadline's move was made for Carol, in her quiet hours
    at(3, 11.5)
    await bot.reminders.tick()
    assert len(reminders_in("four")) == 1


async def test_a_closed_dm_player_is_told_once_in_the_channel(fake, make_bot, game_clock):
    alice, bob = fake.user("alice"), fake.user("bob", dms_closed=True)
    await make_bot(games=NIM)
    await fake.slash(bob, "game notify", channel="games", dm_turn=True)
    board = await open_table(fake, "nim", [alice, bob], channel="games")
    for _ in range(2):
        game_clock.advance(60)
        await fake.click(alice, fake.last_message("games") if _ else board, "take 1")
        await asyncio.sleep(0.3)
        game_clock.advance(60)
        await fake.slash(bob, "play", channel="games", move="take 1")
    notes = [m for m in fake.channel_messages("games") if "your DMs are closed" in m.content]
    assert len(notes) == 1 and bob.id in notes[0].pinged
    # One refused attempt: the refusal is remembered, and the next turns try no DM.
    dm = fake.dm_channel(bob)
    sent = [r for r in fake.requests if r.method == "POST" and r.path == f"/channels/{dm.id}/messages"]
    assert len(sent) == 1


async def test_a_held_dm_turned_off_meanwhile_is_not_sent(fake, make_bot, game_clock):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    # 08:00 UTC: Bob's quiet hours (07:00-09:00 UTC) hold his DM.
    await fake.slash(bob, "game notify", channel="games", dm_turn=True, quiet_start=7, quiet_end=9)
    board = await open_table(fake, "nim", [alice, bob], channel="games", pace="none")
    game_clock.advance(60)
    await fake.click(alice, board, "take 1")
    await fake.slash(bob, "game notify", channel="games", dm_turn=False)
    game_clock.advance(3600)
    assert await bot.reminders.tick() == 0
    assert fake.dms(bob) == []
