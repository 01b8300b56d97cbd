"""The AI time is shared fairly: one member's many hard all-bot tables do not make another
server's easy bot wait behind their searches."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import time

from bot import thinker


async def _until(condition, timeout: float, what: str):
    began = time.monotonic()
    while time.monotonic() - began < timeout:
        if value := await condition():
            return value
        await asyncio.sleep(0.02)
    raise AssertionError(f"{what}: not within {timeout} s")


async def test_an_easy_bot_does_not_wait_behind_another_members_hard_tables(fake, make_bot, monkeypatch):
    real = thinker.decide_text
    events: list[tuple[str, str]] = []  # (what, level), in the order they happened

    def decide(game_key, dump, seat, level, seed):
        events.append(("started", level))
        if level == "hard":
            time.sleep(0.3)  # a search that takes a while (made at once: the test stays short)
        return real(game_key, dump, seat, "easy", seed)

    monkeypatch.setattr(thinker, "decide_text", decide)
    bot = await make_bot(seed=8)
    bot.bot_player.thinker.processes = 0  # worker threads: the test sees the order of the searches
    bot.lobby.bot_tables = (0, 0)  # no caps: the member's eight tables are the point
    queue = bot.bot_player.thinker.queue
    put = queue.put

    async def noted(job):
        events.append(("queued", job.args[3]))
        await put(job)

    monkeypatch.setattr(queue, "put", noted)

    flooder = fake.user("flooder")
    for k in range(8):
        r = await fake.slash(
            flooder, "game new", channel=f"hard-{k}", game="akropolis", bots=2, bot_level="hard", pace="none"
        )
        await fake.click(flooder, r.message, "Leave")
        with contextlib.suppress(TimeoutError):  # the bots play on: the fake never sees quiet
            await fake.click(flooder, r.message, "Start", check=False, timeout=1)
    await _until(lambda: _hard_started(events, 8), 30, "the hard tables' searches")

    await bot.tree.sync()  # the commands in every server
    elsewhere = fake.guild_named("another server")
    casual = fake.user("casual", guild=elsewhere)
    channel = fake.channel("games", guild=elsewhere)
    r = await fake.slash(casual, "game new", channel=channel, game="bricklayer", bots=1, bot_level="easy")
    with contextlib.suppress(TimeoutError):
        await fake.click(casual, r.message, "Start", check=False, timeout=1)

    waited: list[int] = []
    for _ in range(3):
        table = await _until(lambda: _my_turn(bot, channel.id, casual.id), 30, "casual's turn")
        move = str(table.game.default_action(table.state, table.seat_of(casual.id)))
        mark = len(events)
        with contextlib.suppress(TimeoutError):
            await fake.slash(casual, "play", channel=channel, move=move, check=False, timeout=1)
        await _until(functools.partial(_easy_started, events, mark), 30, "the easy bot's search")
        later = events[mark:]
        queued = later.index(("queued", "easy"))
        started = later.index(("started", "easy"), queued)
        # The hard searches that began while the easy decision waited for a worker.
        waited.append(later[queued:started].count(("started", "hard")))
    assert max(waited) <= 1, f"the easy bot waited behind {waited} hard searches"


async def _hard_started(events, n: int) -> bool:
    return events.count(("started", "hard")) >= n


async def _easy_started(events, mark: int) -> bool:
    later = events[mark:]
    return ("queued", "easy") in later and ("started", "easy") in later[later.index(("queued", "easy")) :]


async def _my_turn(bot, channel_id: int, user_id: int):
    table = await bot.tables.table(channel_id)
    return table if table.seat_of(user_id) in table.to_act() else None
