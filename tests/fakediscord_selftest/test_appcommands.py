"""Application commands come back as Discord returns them: ids and versions that stay while a
command stays, Discord's defaults filled in, localizations only when asked for, and at most 200
new commands a day."""

from __future__ import annotations

import discord
import pytest
from discord.http import Route

from tests.fakediscord import FakeDiscord
from tests.fakediscord.appcommands import DAILY_CREATES
from tests.fakediscord_selftest.toybot import ToyBot


async def test_global_commands_in_discords_shape(fake: FakeDiscord, bot: ToyBot) -> None:
    game = next(c for c in fake.commands[None] if c["name"] == "game")
    assert (
        game["contexts"] == [0, 1, 2] and game["integration_types"] == [0] and game["dm_permission"] is True
    )
    assert "guild_id" not in game
    kick = next(c for c in fake.commands[None] if c["name"] == "kick")
    assert isinstance(kick["default_member_permissions"], str)
    guild_game = next(c for c in fake.commands[fake.guild.id] if c["name"] == "game")
    assert guild_game["guild_id"] == str(fake.guild.id) and "contexts" not in guild_game
    # An option says `required` only when it is.
    options = [o for sub in game["options"] for o in sub.get("options", [])]
    assert options and all(o.get("required", True) is True for o in options)
    assert any("required" not in o for o in options)


async def test_an_unchanged_command_keeps_its_id_and_version(fake: FakeDiscord, bot: ToyBot) -> None:
    before = {c["name"]: (c["id"], c["version"]) for c in fake.commands[None]}
    await bot.tree.sync()
    assert {c["name"]: (c["id"], c["version"]) for c in fake.commands[None]} == before
    ping = bot.tree.get_command("ping")
    assert isinstance(ping, discord.app_commands.Command)
    ping.description = "Another description"
    await bot.tree.sync()
    after = {c["name"]: (c["id"], c["version"]) for c in fake.commands[None]}
    assert after["ping"][0] == before["ping"][0] and after["ping"][1] != before["ping"][1]
    assert after["game"] == before["game"]


async def test_localizations_only_when_asked_for(fake: FakeDiscord, bot: ToyBot) -> None:
    fake.commands[None][0]["name_localizations"] = {"zh-CN": "游戏"}
    route = Route("GET", "/applications/{application_id}/commands", application_id=bot.application_id)
    plain = await bot.http.request(route)
    full = await bot.http.request(route, params={"with_localizations": "true"})
    assert "name_localizations" not in plain[0]
    assert full[0]["name_localizations"] == {"zh-CN": "游戏"}


async def test_two_hundred_new_commands_a_day(fake: FakeDiscord) -> None:
    registry = fake.command_registry
    registry.register(
        None, [{"name": f"c{i}", "description": "x"} for i in range(DAILY_CREATES)], replace=True
    )
    # Writing the same names again creates nothing.
    registry.register(
        None, [{"name": f"c{i}", "description": "y"} for i in range(DAILY_CREATES)], replace=True
    )
    with pytest.raises(Exception, match="30034"):
        registry.register(None, [{"name": "one-more", "description": "x"}], replace=False)
    fake.clock.advance(24 * 3600)
    registry.register(None, [{"name": "one-more", "description": "x"}], replace=False)
    assert registry.creates_today(None) == 1
