"""A bot that runs its timer loop (a long-running one) loads catalogs and fonts and tames the
garbage collector during its start-up, before it is ready; one without it (tests, tools) does not."""

from __future__ import annotations

from benchmarks.loopback import connected_bot


async def test_a_bot_with_its_timer_loop_settles_at_start_up(fake, tmp_path, monkeypatch) -> None:
    settled: list[bool] = []
    monkeypatch.setattr("bot.warmup.settle", lambda: settled.append(True))
    bot = await connected_bot(fake, str(tmp_path))
    assert settled == []
    await fake.disconnect(bot)
    bot = await connected_bot(fake, str(tmp_path), reminder_loop=True)
    try:
        assert settled == [True]
    finally:
        await fake.disconnect(bot)


async def test_what_the_bot_received_on_connecting_is_frozen_before_the_first_timer_pass(
    fake, tmp_path, monkeypatch
) -> None:
    from bot.reminders import Reminders

    seen: list[str] = []
    monkeypatch.setattr("bot.warmup.settle", lambda: seen.append("settle"))
    # The servers and channels are in the bot's cache when it freezes them.
    fake.channel("games")
    monkeypatch.setattr("bot.warmup.settle_connected", lambda: seen.append("connected"))
    tick = Reminders.tick

    async def counted(self: Reminders) -> int:
        seen.append("pass")
        return await tick(self)

    monkeypatch.setattr(Reminders, "tick", counted)
    bot = await connected_bot(fake, str(tmp_path), reminder_loop=True)
    try:
        await fake.wait_until(lambda: "pass" in seen, what="the first timer pass")
        assert seen[:3] == ["settle", "connected", "pass"]
        assert bot.get_channel(fake.channel("games").id) is not None
    finally:
        await fake.disconnect(bot)


async def test_a_bot_with_its_timer_loop_collects_the_young_by_time_from_connecting_to_closing(
    fake, tmp_path, monkeypatch
) -> None:
    from bot.warmup import YoungCollections

    seen: list[str] = []
    monkeypatch.setattr("bot.warmup.settle", lambda: None)
    monkeypatch.setattr("bot.warmup.settle_connected", lambda: seen.append("connected"))
    monkeypatch.setattr(YoungCollections, "start", lambda self: seen.append("start"))
    monkeypatch.setattr(YoungCollections, "stop", lambda self: seen.append("stop"))
    bot = await connected_bot(fake, str(tmp_path), reminder_loop=True)
    try:
        await fake.wait_until(lambda: "start" in seen, what="the young collections to start")
        assert seen == ["connected", "start"]
    finally:
        await fake.disconnect(bot)
    assert seen[-1] == "stop"


async def test_servers_that_arrive_once_connected_are_counted_for_a_freeze(
    fake, tmp_path, monkeypatch
) -> None:
    """A server joined, or one the gateway sends again after an outage, brings its channels
    after the freeze on connecting: they are counted towards the next (bot/warmup.py)."""
    monkeypatch.setattr("bot.warmup.settle", lambda: None)
    monkeypatch.setattr("bot.warmup.settle_connected", lambda: None)
    fake.channel("games")
    bot = await connected_bot(fake, str(tmp_path), reminder_loop=True)
    try:
        young = bot.reminders.young
        await fake.wait_until(lambda: young._handle is not None, what="the young collections to start")
        assert young.late == 0  # the servers of READY came before the freeze
        server = await fake.invite_bot("A new server")
        await fake.wait_until(lambda: young.late > 0, what="the joined server counted")
        joined, guild = young.late, bot.get_guild(server.id)
        assert guild is not None and joined == len(guild.channels)

        await fake.guild_outage(fake.guild)
        await fake.guild_back(fake.guild)
        again = bot.get_guild(fake.guild.id)
        assert again is not None
        back = len(again.channels)
        await fake.wait_until(lambda: young.late == joined + back, what="the server back counted")
    finally:
        await fake.disconnect(bot)
