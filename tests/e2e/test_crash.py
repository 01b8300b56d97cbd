"""Crash safety: the real bot process is killed with SIGKILL at random moments during 100 moves and
restarted on the same database each time. Every acknowledged move is in the log exactly once, no
move is half applied (each state equals the replay of its log), and buttons posted before a kill
still work after it."""

from __future__ import annotations

import asyncio
import contextlib
import random
import sys
from pathlib import Path

import pytest

from bot.services import build
from bot.store import Store
from games.registry import GAMES
from tests.fakediscord import FakeDiscord
from tests.helpers.killed import assert_logged_once_and_replayed, note_answer, send_random_move, table_in_play

ROOT = Path(__file__).resolve().parents[2]
MOVES = 100
KILL_CHANCE = 0.1


def _has(message, label: str) -> bool:
    return any(c.get("label") == label for row in message.components for c in row.get("components", []))


@pytest.fixture
async def fake_fast():
    # A subprocess answer counts as complete after this much silence: short, to keep 100 moves fast.
    async with FakeDiscord(settle=0.15, strict=False) as f:
        yield f


async def test_sigkill_during_moves_loses_nothing_and_applies_nothing_twice(fake_fast, tmp_path):
    fake = fake_fast
    alice, bob = fake.user("alice"), fake.user("bob")
    users = {alice.id: alice, bob.id: bob}
    db = tmp_path / "bot.sqlite3"
    env = {
        "PYTHONPATH": str(ROOT),
        "DISCORD_GATEWAY_URL": fake.gateway_url,
        "DATABASE_PATH": str(db),
        "LOG_LEVEL": "ERROR",
    }
    args = (sys.executable, "-m", "bot", "--env-file", str(tmp_path / "none.env"))
    channel = fake.channel("games")
    rnd = random.Random(20261129)
    acknowledged: list[int] = []
    kills = clicked = 0

    async with Store(db) as store:
        service = build(store, GAMES)
        stack = contextlib.AsyncExitStack()
        proc = await stack.enter_async_context(fake.bot_process(*args, cwd=ROOT, env=env))
        try:
            sent = 0
            while sent < MOVES:
                table = await table_in_play(fake, service, channel, alice, bob)
                if table is None:
                    continue
                move = send_random_move(fake, rnd, table, users, channel)
                kill = rnd.random() < KILL_CHANCE
                if kill:
                    await asyncio.sleep(rnd.uniform(0.0, 0.05))
                    proc.kill()
                await note_answer(move, acknowledged)
                sent += 1
                if kill:
                    kills += 1
                    await stack.aclose()
                    boards = [m for m in fake.channel_messages(channel) if _has(m, "Status")]
                    old_board = boards[-1] if boards else None
                    stack = contextlib.AsyncExitStack()
                    proc = await stack.enter_async_context(fake.bot_process(*args, cwd=ROOT, env=env))
                    if old_board is not None:
                        status = await fake.click(alice, old_board, "Status")
                        assert status.acknowledged and status.ephemeral
                        clicked += 1
        finally:
            await stack.aclose()

        assert kills >= 5 and clicked >= 5
        print(f"{MOVES} moves, {kills} kills, {len(acknowledged)} acknowledged moves all logged once")
        await assert_logged_once_and_replayed(store, service, channel.id, acknowledged)
