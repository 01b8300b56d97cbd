"""Slash commands appear without a manual step: at start the bot compares its global commands
with Discord's and writes them only when they differ (a first start, changed commands), never
at a restart that changed nothing, and only from the process that runs shard 0."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from typing import Any

import pytest

from bot.app import TableBot, make_bot
from bot.config import Settings
from bot.i18n import translator
from games.core import Game
from games.registry import GAMES
from tests.fakediscord import FakeDiscord, appcommands

Start = Callable[..., Awaitable[TableBot]]
GLOBAL = "/applications/{}/commands"


@pytest.fixture
async def start(fake: FakeDiscord, tmp_path, caplog) -> AsyncIterator[Start]:
    """Start a bot as a new admin runs it (no DEV_GUILD_ID), after stopping the one before."""
    bots: list[TableBot] = []
    caplog.set_level(logging.INFO, logger="bot.commandsync")

    async def run(*, games: Mapping[str, Game] | None = None, sync: bool = True, **settings: Any) -> TableBot:
        for old in bots:
            if not old.is_closed():
                await fake.disconnect(old)
        caplog.clear()
        values: dict[str, Any] = {
            "token": fake.token,
            "database_path": str(tmp_path / "tablebot.sqlite3"),
            "reminder_loop": False,
            **settings,
        }
        bot = make_bot(Settings(**values), games=games)
        await fake.connect(bot, sync=sync)
        bots.append(bot)
        return bot

    yield run
    for bot in bots:
        if not bot.is_closed():
            await fake.disconnect(bot)


def writes(fake: FakeDiscord) -> list[str]:
    """The requests that wrote application commands (any scope)."""
    return [
        f"{r.method} {r.path}" for r in fake.requests if r.method in ("PUT", "POST") and "/commands" in r.path
    ]


def global_reads(fake: FakeDiscord) -> list[dict[str, str]]:
    path = GLOBAL.format(fake.world.application_id)
    return [r.query for r in fake.requests if r.method == "GET" and r.path == path]


def sync_lines(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "bot.commandsync"]


async def test_a_first_start_publishes_the_commands_and_a_member_can_use_them(fake, start, caplog):
    bot = await start()
    assert writes(fake) == [f"PUT {GLOBAL.format(fake.world.application_id)}"]
    names = {c["name"] for c in fake.commands[None]}
    assert names == {"game", "play", "owner", *GAMES}
    assert fake.guild.id not in fake.commands  # global only: no guild copy to show twice
    game = next(c for c in fake.commands[None] if c["name"] == "game")
    assert game["name_localizations"]["zh-CN"] == "游戏"
    assert sync_lines(caplog) == [f"synced {len(names)} commands globally: none were registered"]
    assert bot.command_sync.report.state == "created"
    # The commands are there for a member of the server, who opens a table with them.
    r = await fake.slash(fake.user("alice"), "game new", channel="games", game="bricklayer")
    assert "Join" in [b.get("label") for b in r.buttons]


async def test_a_restart_with_the_same_commands_writes_nothing(fake, start, caplog):
    await start()
    first = fake.commands[None]
    before = len(fake.requests)
    bot = await start(sync=False)
    assert writes(fake) == [f"PUT {GLOBAL.format(fake.world.application_id)}"]  # the first start's only
    # It did look, with the localizations (which a plain GET leaves out): before and after the
    # first start's write, and once at the restart.
    assert [q.get("with_localizations") for q in global_reads(fake)] == ["true", "true", "true"]
    assert sync_lines(caplog) == [f"slash commands up to date ({len(first)} global)"]
    assert bot.command_sync.report.state == "current"
    assert fake.commands[None] == first  # same ids and versions
    # One request in all for the check (GET), none refused.
    assert [r.status for r in fake.requests[before:] if "/commands" in r.path] == [200]
    assert not any(r.status == 429 for r in fake.requests)


async def test_changed_commands_are_written_again_once(fake, start, caplog):
    await start()
    fewer = {k: g for k, g in GAMES.items() if k != "bricklayer"}
    await start(games=fewer)
    assert len(writes(fake)) == 2
    [line] = sync_lines(caplog)
    assert line.startswith("synced ") and "globally: new version" in line and "/bricklayer removed" in line
    assert "bricklayer" not in {c["name"] for c in fake.commands[None]}
    await start(games=fewer, sync=False)
    assert len(writes(fake)) == 2
    assert sync_lines(caplog)[0].startswith("slash commands up to date")


async def test_a_changed_translation_alone_is_written(fake, start, caplog, monkeypatch):
    await start()
    original = translator.exact

    def renamed(locale, key, params):
        text = original(locale, key, params)
        return "新游戏桌" if (locale, key) == ("zh-CN", "cmd-game-new.description") else text

    # Only a description in one language differs from what Discord holds.
    monkeypatch.setattr(translator, "exact", renamed)
    await start()
    assert len(writes(fake)) == 2
    assert sync_lines(caplog)[0].endswith("new version: /game changed")
    game = next(c for c in fake.commands[None] if c["name"] == "game")
    new = next(o for o in game["options"] if o["name"] == "new")
    assert new["description_localizations"]["zh-CN"] == "新游戏桌"


async def test_only_the_process_running_shard_zero_looks(fake, start, caplog):
    fake.gateway.shard_count = 2
    bot = await start(shard_count=2, shard_ids=(1,), sync=False)
    assert writes(fake) == [] and global_reads(fake) == []
    assert bot.command_sync.report.state == "elsewhere"
    await start(shard_count=2, shard_ids=(0,))
    assert len(writes(fake)) == 1


async def test_a_development_guild_gets_them_at_once_and_global_ones_are_left_alone(fake, start, caplog):
    bot = await start(dev_guild_id=fake.guild.id)
    assert writes(fake) == [f"PUT /applications/{fake.world.application_id}/guilds/{fake.guild.id}/commands"]
    assert global_reads(fake) == [] and None not in fake.commands
    assert bot.command_sync.report.state == "guild"


async def test_sync_global_writes_them_even_when_up_to_date(fake, start, caplog):
    await start()
    reads = len(global_reads(fake))
    bot = await start(sync_global=True)
    assert len(writes(fake)) == 2 and len(global_reads(fake)) == reads  # written without looking
    assert bot.command_sync.report.state == "forced"


async def test_a_refused_write_is_logged_and_the_bot_still_starts(fake, start, caplog):
    fake.faults.fail(
        "PUT /applications/*/commands",
        status=400,
        code=30034,
        message="Max number of daily application command creates has been reached (200)",
    )
    bot = await start(sync=False)
    assert bot.command_sync.report.state == "failed"
    assert "30034" in bot.command_sync.report.detail
    [warning] = [r for r in caplog.records if r.levelno == logging.WARNING and r.name == "bot.commandsync"]
    assert "/owner sync" in warning.getMessage()
    # The bot runs: its dev-less server has no commands yet, and an owner can publish them.
    assert None not in fake.commands


async def test_a_difference_discord_keeps_is_told_at_once(fake, start, caplog, monkeypatch):
    # Discord answers with a field the comparison does not know (as a new API version might).
    shaped = appcommands.stored_command

    def with_a_new_field(body, *, scope):
        return {**shaped(body, scope=scope), "handler": 1}

    monkeypatch.setattr(appcommands, "stored_command", with_a_new_field)
    await start()
    [warning] = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert "every start will publish them again" in warning and "/game changed" in warning
    await start()  # as it said
    assert len(writes(fake)) == 2
