"""Three bot processes, one shard each, on one PostgreSQL database, playing in three servers;
the process serving a move's server is SIGKILLed at random moments and restarted. Every
acknowledged move is in the log exactly once and every state equals the replay of its log."""

from __future__ import annotations

import asyncio
import contextlib
import random
import sys
from pathlib import Path

import pytest

from bot.services import build
from games.registry import GAMES
from tests.fakediscord import FakeDiscord
from tests.fakediscord.gateway import shard_of
from tests.helpers.killed import (
    assert_logged_once_and_replayed,
    assert_once,
    note_answer,
    send_random_move,
    table_in_play,
)

ROOT = Path(__file__).resolve().parents[2]
SHARDS = 3
MOVES = 45
KILL_EVERY = 9  # moves; at a random moment of that move

pytestmark = pytest.mark.parametrize("backend", ["postgresql"], indirect=True)


async def test_three_processes_on_one_database_survive_sigkill_mid_move(backend, tmp_path):
    async with FakeDiscord(settle=0.15, strict=False) as fake:
        fake.gateway.shard_count = SHARDS
        guilds = {shard_of(fake.guild.id, SHARDS): fake.guild}
        while len(guilds) < SHARDS:
            guild = fake.world.add_guild(f"server {len(fake.world.guilds)}")
            guilds.setdefault(shard_of(guild.id, SHARDS), guild)
        alice, bob = fake.user("alice"), fake.user("bob")
        for guild in guilds.values():
            if guild is not fake.guild:
                fake.user("alice", guild=guild)
                fake.world.join(guild, bob)
        users = {alice.id: alice, bob.id: bob}
        channels = {s: fake.channel("games", guild=g) for s, g in guilds.items()}
        store = backend.new()
        env = {
            "PYTHONPATH": str(ROOT),
            "DISCORD_GATEWAY_URL": fake.gateway_url,
            "DATABASE_URL": store.url,
            "SHARD_COUNT": str(SHARDS),
            "SYNC_GLOBAL": "1",
            "LOG_LEVEL": "ERROR",
        }
        args = (sys.executable, "-m", "bot", "--env-file", str(tmp_path / "none.env"))

        async def start(shard: int) -> tuple[contextlib.AsyncExitStack, asyncio.subprocess.Process]:
            stack = contextlib.AsyncExitStack()
            proc = await stack.enter_async_context(
                fake.bot_process(*args, cwd=ROOT, env={**env, "SHARD_IDS": str(shard)})
            )
            return stack, proc

        rnd = random.Random(20261201)
        acknowledged: list[int] = []
        kills = 0
        async with store:
            service = build(store, GAMES)
            procs = {}
            try:
                for shard in range(SHARDS):  # one after another: the first creates the tables
                    procs[shard] = await start(shard)
                identified = sorted(d["shard"] for what, d in fake.gateway_log if what == "identify")
                assert identified == [[s, SHARDS] for s in range(SHARDS)]
                sent = 0
                while sent < MOVES:
                    shard = rnd.randrange(SHARDS)
                    channel = channels[shard]
                    table = await table_in_play(fake, service, channel, alice, bob)
                    if table is None:
                        continue
                    move = send_random_move(fake, rnd, table, users, channel)
                    kill = sent % KILL_EVERY == KILL_EVERY - 1
                    if kill:
                        await asyncio.sleep(rnd.uniform(0.0, 0.05))
                        procs[shard][1].kill()
                    await note_answer(move, acknowledged)
                    sent += 1
                    if kill:
                        kills += 1
                        await procs[shard][0].aclose()
                        procs[shard] = await start(shard)
            finally:
                for stack, _ in procs.values():
                    await stack.aclose()

            assert kills == MOVES // KILL_EVERY
            print(f"{MOVES} moves on {SHARDS} processes, {kills} kills, {len(acknowledged)} acknowledged")
            logged: list[int] = []
            for channel in channels.values():
                logged += await assert_logged_once_and_replayed(store, service, channel.id)
            assert_once(logged, acknowledged)
