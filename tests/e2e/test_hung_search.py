"""A search that never ends: it is abandoned at its limit, the game's default move is played,
its worker is replaced, and no other table waits on it meanwhile. Decisions come from
`tests/helpers/hanging.py`, which hangs Dice Town's and makes every other game's at once."""

from __future__ import annotations

import asyncio
import functools
import threading
import time

from bot import thinker
from games.ai import LEVELS
from tests.helpers import hanging
from tests.helpers.e2e import texts


async def _until(condition, timeout: float, what: str):
    began = time.monotonic()
    while time.monotonic() - began < timeout:
        value = await condition()
        if value:
            return value
        await asyncio.sleep(0.05)
    raise AssertionError(f"{what}: not within {timeout} s")


async def _all_bots(fake, channel: str, game: str):
    alice = fake.user("alice")
    r = await fake.slash(alice, "game new", channel=channel, game=game, bots=2, bot_level="hard", pace="none")
    await fake.click(alice, r.message, "Leave")
    await fake.click(alice, r.message, "Start", timeout=60)


async def _bot_moves(bot, fake, channel: str) -> list:
    table = await bot.tables.find(fake.channel(channel).id)
    if table is None:
        rows = await bot.store.listings.history(fake.channel(channel).id)
        return await bot.store.actions(rows[0].id) if rows else []
    return await bot.store.actions(table.id)


def _hanging(bot, folder, *, limit: float) -> None:
    thinker = bot.bot_player.thinker
    thinker.decide_fn = functools.partial(hanging.decide, str(folder))
    thinker.limits = dict.fromkeys(LEVELS, limit)


async def test_a_hung_search_is_abandoned_its_worker_killed_and_the_default_move_played(
    fake, make_bot, tmp_path
):
    bot = await make_bot(seed=5)  # AI_PROCESSES=1: a worker process
    _hanging(bot, tmp_path, limit=2.0)
    await _all_bots(fake, "games", "dicetown")  # pace none: no deadline would ever move it
    moves = await _until(lambda: _bot_moves(bot, fake, "games"), 30, "a move despite the hung search")
    table = await bot.tables.table(fake.channel("games").id)
    first = moves[0]
    state = table.game.new(len(table.players), table.row.options, table.row.seed)
    assert first.action == str(table.game.default_action(state, first.player))
    assert "🤖 Bot" in texts(fake.channel_messages("games")[-3:])  # shown like any bot move
    # The process that hung was killed; the next decision ran in a new one.
    (hung, _), *_ = sorted(hanging.started(tmp_path, "dicetown"))
    await _until(lambda: _dead(hung), 10, "the hung worker to be killed")

    async def another_process():
        return {pid for pid, _ in hanging.started(tmp_path, "dicetown")} - {hung}

    await _until(another_process, 30, "a new worker")


async def _dead(pid: int) -> bool:
    return not hanging.alive(pid)


async def test_no_other_table_waits_on_a_hung_search(fake, make_bot, tmp_path, monkeypatch):
    # A hard search is overdue after a fifth of its level's time (half a second): a spare worker
    # takes the queue on. The limit is far away: the hung search is still running when the test looks.
    monkeypatch.setattr(thinker, "OVERDUE_FACTOR", 0.2)
    monkeypatch.setattr(thinker, "OVERDUE_FLOOR", 0.2)
    bot = await make_bot(seed=6)  # one worker process for hard decisions
    _hanging(bot, tmp_path, limit=120.0)
    try:
        await _all_bots(fake, "games", "dicetown")
        await _until(lambda: _started(tmp_path, "dicetown"), 30, "the search that hangs")
        await _all_bots(fake, "general", "akropolis")  # hard bots too: the same workers
        moves = await _until(lambda: _at_least(bot, fake, "general", 6), 60, "the other table's moves")
        assert len(moves) >= 6
        assert await _bot_moves(bot, fake, "games") == [], "the hung search ended, or was played around"
    finally:
        (tmp_path / "release").touch()


async def _started(folder, game: str):
    return hanging.started(folder, game)


async def _at_least(bot, fake, channel: str, n: int):
    moves = await _bot_moves(bot, fake, channel)
    return moves if len(moves) >= n else None


async def test_without_worker_processes_a_hung_thread_is_left_and_the_default_played(
    fake, make_bot, tmp_path
):
    bot = await make_bot(seed=5)
    bot.bot_player.thinker.processes = 0  # AI_PROCESSES=0: searches in threads
    _hanging(bot, tmp_path, limit=2.0)
    try:
        await _all_bots(fake, "games", "dicetown")
        moves = await _until(lambda: _bot_moves(bot, fake, "games"), 30, "a move despite the hung search")
        table = await bot.tables.table(fake.channel("games").id)
        state = table.game.new(len(table.players), table.row.options, table.row.seed)
        assert moves[0].action == str(table.game.default_action(state, moves[0].player))
        # A thread cannot be killed: it is left running, a daemon, so the bot can still exit.
        (_, ident), *_ = sorted(hanging.started(tmp_path, "dicetown"))
        hung = next(t for t in threading.enumerate() if t.ident == ident)
        assert hung.is_alive() and hung.daemon
        # The other tables go on meanwhile.
        await _all_bots(fake, "general", "akropolis")
        await _until(lambda: _at_least(bot, fake, "general", 4), 60, "the other table's moves")
    finally:
        (tmp_path / "release").touch()
