"""The synced commands carry zh-CN (and zh-TW) names and descriptions for every command, option
and choice, within Discord's rules for localised names."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import discord
import pytest
from discord import app_commands
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast

from bot.i18n import catalog

# Discord's rule for localised command and option names (\p{L}\p{N} with Devanagari and Thai).
NAME = re.compile(r"^[-_\w\u0900-\u097F\u0E00-\u0E7F]{1,32}$")


def walk(options: list[dict[str, Any]], path: str) -> Iterator[tuple[str, dict[str, Any]]]:
    for option in options:
        here = f"{path} {option['name']}"
        yield here, option
        if option.get("type") in (1, 2):
            yield from walk(option.get("options") or [], here)


def synced(fake) -> list[tuple[str, dict[str, Any]]]:
    out = []
    for command in fake.commands[fake.guild.id]:
        out.append((command["name"], command))
        out.extend(walk(command.get("options") or [], command["name"]))
    return out


def check_name(name: str) -> bool:
    return bool(NAME.match(name)) and name == name.lower() and "_" not in name[:1]


async def test_every_command_option_and_choice_is_localised_for_zh_cn(fake, make_bot):
    await make_bot()
    items = synced(fake)
    assert len(items) > 60  # every game's commands, not only the lobby's
    problems = []
    for path, item in items:
        names = item.get("name_localizations") or {}
        descriptions = item.get("description_localizations") or {}
        for locale in ("zh-CN", "zh-TW"):
            name = names.get(locale)
            if name is None or not check_name(name):
                problems.append(f"/{path}: {locale} name {name!r}")
            text = descriptions.get(locale)
            if text is None or not 1 <= len(text) <= 100:
                problems.append(f"/{path}: {locale} description {text!r}")
        for choice in item.get("choices") or []:
            local = (choice.get("name_localizations") or {}).get("zh-CN")
            if local is None or not 1 <= len(local) <= 100:
                problems.append(f"/{path} choice {choice['value']!r}: zh-CN {local!r}")
    assert not problems, "\n".join(problems)


async def test_localised_names_are_unique_among_siblings_and_chinese(fake, make_bot):
    await make_bot()
    commands = fake.commands[fake.guild.id]

    def siblings(group: list[dict[str, Any]], where: str) -> None:
        for locale in ("zh-CN", "zh-TW"):
            local = [(o.get("name_localizations") or {}).get(locale) for o in group]
            assert len(set(local)) == len(local), f"{where}: {locale} names repeat: {local}"
        for o in group:
            if o.get("type") in (1, 2):
                siblings(o.get("options") or [], f"{where} {o['name']}")

    siblings(commands, "/")
    game = next(c for c in commands if c["name"] == "game")
    assert game["name_localizations"]["zh-CN"] == "游戏"
    new = next(o for o in game["options"] if o["name"] == "new")
    assert new["name_localizations"] == {"zh-CN": "开桌", "zh-TW": "開桌"}
    assert game["description_localizations"]["zh-TW"] == "在本頻道玩桌遊"


async def test_no_command_string_in_the_catalog_is_left_without_its_command(fake, make_bot):
    """A renamed command or option leaves its old entries behind: they must go."""
    await make_bot()
    live: set[str] = set()
    for path, item in synced(fake):
        dashed = path.replace(" ", "-")
        if item.get("type", 1) in (1, 2):  # a command, a group or a subcommand
            live.add(f"cmd-{dashed}")
        else:
            command, _, option = dashed.rpartition("-")
            live.add(f"opt-{command}-{option}")
            for choice in item.get("choices") or []:
                value = re.sub(r"[^A-Za-z0-9_-]", "_", str(choice["value"]))
                live.add(f"choice-{command}-{option}-{value}")
    live |= {f"cmd-{c['name']}" for c in fake.commands[fake.guild.id]}
    entries = set()
    for source in catalog.sources("zh-CN"):
        for entry in FluentParser().parse(source.text).body:
            if isinstance(entry, ast.Message) and entry.id.name.startswith(("cmd-", "opt-", "choice-")):
                entries.add(entry.id.name)
    assert sorted(entries - live) == []
    assert sorted(live - entries) == []


@pytest.mark.parametrize("bad", ["开 桌", "Kaizhuo", "x" * 33, "开桌!"])
async def test_a_translation_that_breaks_discords_name_rule_is_left_out(monkeypatch, bad):
    """One bad name would make Discord refuse the whole sync: the English name stays instead."""
    from bot.i18n import translator

    @app_commands.command(name="new", description="d")
    async def new(interaction: discord.Interaction) -> None: ...

    app_commands.Group(name="game", description="d").add_command(new)
    context = app_commands.TranslationContext(app_commands.TranslationContextLocation.command_name, new)
    ours = translator.CatalogTranslator()
    name = app_commands.locale_str("new")
    assert await ours.translate(name, discord.Locale.chinese, context) == "开桌"
    assert await ours.translate(name, discord.Locale.american_english, context) is None

    broken = FluentBundle(["zh-CN"], use_isolating=False)
    broken.add_resource(FluentResource(f"cmd-game-new = {bad}\n"))
    monkeypatch.setattr(catalog, "bundle", lambda locale: broken)
    assert await ours.translate(name, discord.Locale.chinese, context) is None
