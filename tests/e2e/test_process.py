"""`python -m bot` as a real process: fails fast without a token; against the loopback Discord it
logs in, syncs to the development guild, runs a lobby, and its buttons survive a restart."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

from tests.helpers.e2e import texts

ROOT = Path(__file__).resolve().parents[2]


async def test_without_a_token_it_stops_at_once_and_says_how_to_get_one(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        "--env-file",
        str(tmp_path / "missing.env"),
        cwd=ROOT,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    _, err = await asyncio.wait_for(proc.communicate(), 30)
    assert proc.returncode == 2
    assert b"DISCORD_TOKEN=" in err and b"discord.com/developers" in err


def _env(fake, tmp_path) -> dict[str, str]:
    # No sitecustomize shim: the bot's own settings point it at the loopback Discord.
    return {
        "PYTHONPATH": str(ROOT),
        "DISCORD_GATEWAY_URL": fake.gateway_url,
        "DATABASE_PATH": str(tmp_path / "bot.sqlite3"),
        "LOG_LEVEL": "WARNING",
    }


async def test_the_bot_process_plays_a_lobby_and_survives_a_restart(fake, tmp_path):
    alice, bob = fake.user("alice"), fake.user("bob")
    args = (sys.executable, "-m", "bot", "--env-file", str(tmp_path / "none.env"))
    async with fake.bot_process(*args, cwd=ROOT, env=_env(fake, tmp_path)):
        assert fake.command("game new")
        r = await fake.slash(alice, "game new", channel="games", game="bricklayer")
        assert "Genius Bricklayer" in texts([r.message])
        await fake.click(bob, r.message, "Join")
        await fake.click(alice, r.message, "Start")
        board = fake.last_message("games")
        assert board.attachments and board.attachments[0].data[:4] == b"\x89PNG"
        st = await fake.slash(bob, "game status", channel="games")
        assert "Waiting for" in st.content

    async with fake.bot_process(*args, cwd=ROOT, env=_env(fake, tmp_path)):
        # The board posted by the first process still answers.
        st2 = await fake.click(bob, board, "Status")
        assert st2.ephemeral and "Waiting for" in st2.content
        ask = await fake.slash(bob, "game abandon", channel="games")
        ab = await fake.click(bob, ask.messages[-1], "Yes, abandon")  # abandoning asks first
        assert "votes to abandon" in ab.content
        ask2 = await fake.slash(alice, "game abandon", channel="games")
        ab2 = await fake.click(alice, ask2.messages[-1], "Yes, abandon")
        assert "abandoned by" in ab2.content
