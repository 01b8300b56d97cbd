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
