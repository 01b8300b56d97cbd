"""One interaction received by two bot processes on one database (an old process left running
through a restart, shards that overlap), and acknowledgements whose answer was lost.

Whoever acknowledges it acts; the other neither acts nor answers. A process whose own
acknowledgement may have been taken (its answer lost: a 5xx) acts too, and fills the player's
"thinking…" answer; the move applies once (its interaction id is unique in the log), and a
player is never told "That was already done." of his own move."""

from __future__ import annotations

import asyncio
import contextlib
import random
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from discord.webhook.async_ import AsyncWebhookAdapter, async_context

from bot.app import TableBot, make_bot
from bot.config import Settings
from bot.services import build
from games.registry import GAMES
from tests.fakediscord import FakeDiscord
from tests.fakediscord.harness import HANDLER_TASK_PREFIXES
from tests.helpers import toy_game
from tests.helpers.clock import FakeClock
from tests.helpers.e2e import answered, open_table, texts, thinking_left
from tests.helpers.killed import assert_logged_once_and_replayed, send_random_move, table_in_play

ROOT = Path(__file__).resolve().parents[2]
NIM = {"nim": toy_game.GAME}
ALREADY = "That was already done."


@pytest.fixture
async def two_bots(fake: FakeDiscord, backend) -> AsyncIterator[list[TableBot]]:
    """Two bot processes (in this event loop), both receiving every interaction, on one database."""
    clock = FakeClock()
    bots: list[TableBot] = []
    try:
        for _ in range(2):
            store = backend.new()
            settings = Settings(
                token="fake-token",
                database_path=getattr(store, "path", "unused.sqlite3"),
                database_url=getattr(store, "url", None),
                dev_guild_id=fake.guild.id,
                reminder_loop=False,
            )
            bot = make_bot(settings, games=NIM, clock=clock)
            # Each process has discord.py's webhook adapter (and its per-interaction lock, which
            # would make the second wait for the first) to itself: the bot's tasks inherit the
            # context its start task was created in.
            adapter = async_context.set(AsyncWebhookAdapter())
            try:
                await fake.connect(bot)
            finally:
                async_context.reset(adapter)
            bots.append(bot)
        yield bots
    finally:
        for bot in bots:
            if not bot.is_closed():
                await fake.disconnect(bot)


def count_acts(monkeypatch, bot: TableBot) -> list[Any]:
    """The moves this process tried to make for players (not the ones its bots make)."""
    calls: list[Any] = []
    real = bot.moves.play

    async def play(channel_id, request, **how):
        if request.user_id is not None:
            calls.extend(request.actions)
        return await real(channel_id, request, **how)

    monkeypatch.setattr(bot.moves, "play", play)
    return calls


async def settled(fake: FakeDiscord) -> None:
    """Until neither process handles an interaction any more (the fake's own wait follows the
    tasks of the first to receive it) and no request is on its way."""
    me = asyncio.current_task()
    for _ in range(200):
        busy = [
            t for t in asyncio.all_tasks() if t is not me and t.get_name().startswith(HANDLER_TASK_PREFIXES)
        ]
        if not busy and fake.in_flight == 0:
            return
        await asyncio.wait(busy or [asyncio.ensure_future(asyncio.sleep(0.05))], timeout=5)
    raise AssertionError("the bots never fell silent")


def said_anywhere(fake: FakeDiscord, text: str) -> list[Any]:
    """The messages that say `text`, or said it before an edit."""
    said = []
    for m in fake.messages:
        earlier = [str(h.get("content") or "") + str(h.get("embeds") or "") for h in m.history]
        if text in texts([m]) or any(text in e for e in earlier):
            said.append(m)
    return said


async def test_the_process_that_acknowledged_plays_and_answers_the_other_does_nothing(
    fake, two_bots, monkeypatch
):
    alice, bob = fake.user("alice"), fake.user("bob")
    board = await open_table(fake, "nim", [alice, bob])
    await settled(fake)
    acts = [count_acts(monkeypatch, bot) for bot in two_bots]
    # The acknowledgement that came first is taken, and its answer is slow: the other
    # process's, refused as already acknowledged, comes back first.
    fake.faults.delay("POST /interactions/*/callback", 0.3, times=1, taken=True)
    r = await fake.slash(alice, "play", channel="games", move="take 3")
    await settled(fake)
    table = await two_bots[0].tables.table(fake.channel("games").id)
    assert [a.action for a in await two_bots[0].store.actions(table.id)] == ["take 3"]
    assert sorted(len(a) for a in acts) == [0, 1], "both processes acted on one interaction"
    # The thinking message became the board; the board was posted once.
    assert "takes 3; 9 left" in texts([answered(fake, r)]) and not thinking_left(r)
    assert len(said_anywhere(fake, "takes 3; 9 left")) == 1
    assert not said_anywhere(fake, ALREADY)

    # A button on the board: the same.
    fake.faults.delay("POST /interactions/*/callback", 0.3, times=1, taken=True)
    board = fake.last_message("games")
    await fake.click(bob, board, "take 1")
    await settled(fake)
    assert [a.action for a in await two_bots[0].store.actions(table.id)] == ["take 3", "take 1"]
    assert sorted(len(a) for a in acts) == [0, 2] or sorted(len(a) for a in acts) == [1, 1]
    assert sum(len(a) for a in acts) == 2
    assert len(said_anywhere(fake, "takes 1; 8 left")) == 1
    assert not said_anywhere(fake, ALREADY)


async def test_a_player_is_not_told_his_move_was_already_done_when_another_process_applied_it(fake, two_bots):
    alice, bob = fake.user("alice"), fake.user("bob")
    await open_table(fake, "nim", [alice, bob])
    await settled(fake)
    # The first process's acknowledgement is refused with a 503 that Discord did not take; the
    # second's is taken, its answer slow. The first tries again a second later: refused as
    # already acknowledged after a lost answer, it cannot tell whose it was, so it acts (first).
    fake.faults.fail("POST /interactions/*/callback", status=503, times=1)
    fake.faults.delay("POST /interactions/*/callback", 2.0, times=1, taken=True)
    r = await fake.slash(alice, "play", channel="games", move="take 3", timeout=15)
    await settled(fake)
    table = await two_bots[0].tables.table(fake.channel("games").id)
    assert [a.action for a in await two_bots[0].store.actions(table.id)] == ["take 3"]
    assert not said_anywhere(fake, ALREADY), "a player read that his own move was already done"
    assert "takes 3; 9 left" in texts([answered(fake, r)]) and not thinking_left(r)
    assert len(said_anywhere(fake, "takes 3; 9 left")) == 1
    # The process that found the move made gave its receipt, to Alice alone.
    receipts = [m for m in r.followups if "You played `take 3`" in m.content]
    assert receipts and all(m.ephemeral for m in receipts)


async def test_an_acknowledgement_taken_though_answered_503_is_acted_on_and_answered(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    await open_table(fake, "nim", [alice, bob])
    fault = fake.faults.fail("POST /interactions/*/callback", status=503, times=1, taken=True)
    r = await fake.slash(alice, "play", channel="games", move="take 3", timeout=15)
    assert fault.hits == 1 and r.acknowledged
    table = await bot.tables.table(fake.channel("games").id)
    assert [a.action for a in await bot.store.actions(table.id)] == ["take 3"]
    # The thinking message is filled with the board rather than left "thinking…" forever.
    assert not thinking_left(r) and "takes 3; 9 left" in texts([answered(fake, r)])
    assert len(said_anywhere(fake, "takes 3; 9 left")) == 1


async def test_two_bot_processes_receiving_every_interaction_play_each_move_once(backend, tmp_path):
    """`python -m bot` twice on one database and the same shard (an old process left running
    through a restart): each move of a game is played once and answered as the player's own."""
    async with FakeDiscord(settle=0.3, strict=False) as fake:
        alice, bob = fake.user("alice"), fake.user("bob")
        users = {alice.id: alice, bob.id: bob}
        channel = fake.channel("games")
        store = backend.new()
        where = {"DATABASE_URL": store.url} if hasattr(store, "url") else {"DATABASE_PATH": str(store.path)}
        env = {"PYTHONPATH": str(ROOT), "LOG_LEVEL": "ERROR", "AI_PROCESSES": "0", **where}
        args = (sys.executable, "-m", "bot", "--env-file", str(tmp_path / "none.env"))
        rnd = random.Random(7)
        async with contextlib.AsyncExitStack() as stack:
            for _ in range(2):  # one after another: the first creates the tables
                await stack.enter_async_context(fake.bot_process(*args, cwd=ROOT, env=env))
            async with store:
                service = build(store, GAMES)
                while await table_in_play(fake, service, channel, alice, bob) is None:
                    pass
                answers = []
                for _ in range(6):
                    table = await service.tables.table(channel.id)
                    # The first acknowledgement is taken and its answer slow: the other process,
                    # refused, would be first to the database if it went on.
                    fake.faults.delay("POST /interactions/*/callback", 0.3, times=1, taken=True)
                    answers.append(await send_random_move(fake, rnd, table, users, channel))
                    assert (await service.tables.table(channel.id)).version == table.version + 1
                assert all(r.acknowledged for r in answers)
                assert not said_anywhere(fake, ALREADY), "a player read that his own move was already done"
                for r in answers:  # each thinking message became its move's board, or made way for it
                    assert not thinking_left(r) and (r.message.deleted or r.message.attachments)
                await assert_logged_once_and_replayed(store, service, channel.id, [r.id for r in answers])
