"""Options with choices take only their choices, whatever a client sends: Discord does not check
them, and a modified client can send any string. A value not offered is refused with a sentence
and changes nothing; a value stored before this was checked breaks nothing either."""

from __future__ import annotations

from typing import Any

from bot.store import Store
from tests.fakediscord import FakeUser
from tests.helpers import toy_game
from tests.helpers.e2e import open_table

NIM = {"nim": toy_game.GAME}
SUB_COMMAND, SUB_COMMAND_GROUP, STRING, INTEGER, BOOLEAN, USER = 1, 2, 3, 4, 5, 6
LONG = "x" * 300


async def _database(bot) -> dict[str, list[Any]]:
    """Every row of every table: what "nothing changed" compares."""
    store = bot.store
    assert isinstance(store, Store)
    async with store.db.execute("SELECT name FROM sqlite_master WHERE type = 'table'") as cur:
        tables = [row[0] for row in await cur.fetchall()]
    out = {}
    for table in sorted(tables):
        async with store.db.execute(f"SELECT * FROM {table}") as cur:
            out[table] = sorted(map(repr, await cur.fetchall()))
    return out


def _with_choices(commands: list[dict[str, Any]], prefix: str = "") -> list[tuple[str, list[dict[str, Any]]]]:
    """Every runnable command that has an option with choices, and its options."""
    out = []
    for command in commands:
        options = command.get("options") or []
        path = f"{prefix}{command['name']}"
        subs = [o for o in options if o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP)]
        if subs:
            out += _with_choices(subs, path + " ")
        elif any(o.get("choices") for o in options):
            out.append((path, options))
    return out


def _plain_value(option: dict[str, Any], user: FakeUser) -> Any:
    """A value of the option's type, for the options the check is not about."""
    if option.get("choices"):
        return option["choices"][0]["value"]
    return {STRING: "x", INTEGER: option.get("min_value", 1), BOOLEAN: False, USER: user}[option["type"]]


async def test_every_option_with_choices_refuses_a_value_it_does_not_offer(fake, make_bot):
    admin = fake.user("admin", permissions={"administrator"})
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot()
    await open_table(fake, "blockbuster", [alice, bob], channel="games")
    commands = _with_choices(fake.commands_for(fake.guild))
    paths = {path for path, _ in commands}
    assert {"game new", "game settings", "game kick", "dicetown play", "bricklayer preview"} <= paths, paths
    for path, options in commands:
        if path.startswith("owner "):
            continue  # the bot's owners only (their own test); Discord shows it to nobody else
        for forged in [o for o in options if o.get("choices")]:
            values = {o["name"]: _plain_value(o, bob) for o in options if o.get("required")}
            values[forged["name"]] = LONG if forged["type"] == STRING else 987654
            before = await _database(bot)
            r = await fake.slash(admin, path, channel="games", offered_only=False, **values)
            assert r.ephemeral and "is not one of the choices of" in r.content, (path, forged["name"], r)
            assert "x" * 41 not in r.content  # the value is quoted, not repeated in full
            assert await _database(bot) == before, (path, forged["name"])


async def test_a_language_not_offered_is_refused_and_names_the_choices(fake, make_bot):
    admin = fake.user("admin", permissions={"manage_guild"})
    bot = await make_bot()
    r = await fake.slash(admin, "game settings", channel="games", language=LONG, offered_only=False)
    assert r.ephemeral and r.content.startswith(f"'{'x' * 39}…' is not one of the choices of language:")
    assert "English, 简体中文, 繁體中文, and server's default" in r.content
    assert await bot.store.preferences.channel_languages(fake.guild.id) == {}
    fr = await fake.slash(admin, "game settings", channel="games", language="fr", offered_only=False)
    assert "'fr' is not one of the choices" in fr.content
    assert await bot.store.preferences.channel_languages(fake.guild.id) == {}


async def test_a_bad_language_stored_earlier_breaks_no_replay_and_no_board(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(seed=5)
    guild, games = fake.guild.id, fake.channel("games")
    # Written before values were checked.
    await bot.store.preferences.set_channel_language(guild, 0, LONG)
    await bot.store.preferences.set_user_settings(alice.id, {"reminders": LONG, "private": "carrier pigeon"})

    board = await open_table(fake, "blockbuster", [alice, bob], channel=games)
    assert board.attachments and "Block Buster" in board.text  # in English: no setting we speak
    replay = await fake.slash(alice, "game replay", channel=games)
    assert replay.files and replay.files[0].filename.endswith(".gif"), replay
    # A bad channel setting does not hide a good server setting beneath it.
    await bot.store.preferences.set_channel_language(guild, 0, "zh-CN")
    await bot.store.preferences.set_channel_language(guild, games.id, "klingon")
    bot.languages._cache.clear()  # as after the cache's 30 seconds
    chinese = await fake.slash(alice, "game replay", channel=games)
    assert chinese.files and "第" in chinese.content, chinese.content
    shown = await fake.slash(alice, "game settings", channel=games)
    assert "Reminders: **channel**" in shown.content and "Private information: **dm**" in shown.content
    assert LONG not in shown.content and "pigeon" not in shown.content
