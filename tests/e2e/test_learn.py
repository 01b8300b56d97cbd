"""`/game learn`: a lesson in the player's DMs against an easy bot, followed to its end through the
loopback Discord, its steps shown in order in the player's language, never rated, resumed after a
restart at the step it had reached, and found again by asking twice."""

from __future__ import annotations

import re

import pytest

from bot import learn, ratings
from bot.i18n import t
from bot.i18n.help import game_title
from bot.reader import Reader
from bot.services import offers
from render.core import png
from tests.helpers.e2e import stop_bot, texts

SUGGESTED = re.compile(r"👉[^`]*`([^`]+)`")


def _steps_in(text: str, game: str, locale: str) -> list[str]:
    return [s.message for s in learn.script_of(game) or () if t(locale, s.message) in text]


async def _rated(bot, game: str, user_id: int) -> bool:
    """Whether anyone (the learner or a bot level) has a rating in `game` outside servers."""
    return bool(await ratings.leaderboard(bot.store, None, game)) or bool(
        await ratings.standings_of(bot.store, None, user_id)
    )


@pytest.mark.parametrize(
    ("game", "locale"),
    [
        ("akropolis", "en"),
        ("bricklayer", "zh-CN"),
        ("shakecity", "en"),
        ("blockbuster", "zh-CN"),
        ("dicetown", "en"),
        ("dicetown", "zh-CN"),
    ],
)
async def test_a_lesson_followed_to_its_end(fake, make_bot, game_clock, game, locale):
    alice = fake.user("alice")
    alice.locale = locale
    bot = await make_bot(sync_global=True)
    bot.bot_player.thinker.processes = 0
    r = await fake.slash(alice, "game learn", channel="games", game=game)
    dm = fake.dm_channel(alice)
    assert r.ephemeral and "discord.com/channels/@me/" in r.content, r.content
    assert "/game abandon" in r.content
    first = next(m for m in fake.channel_messages(dm) if m.embeds)
    assert t(locale, "learn-begins", game="x").split("x")[0].strip("*") in texts([first])
    # The server's channel saw nothing but the command's own private answer.
    assert not [m for m in fake.channel_messages("games") if not m.ephemeral]

    script = [s.message for s in learn.script_of(game) or ()]
    shown: list[str] = []  # each step the first time a board shows it
    restarted = again = False
    for _ in range(400):
        await bot.reminders.idle()
        table = await bot.tables.find(dm.id)
        if table is not None:
            await bot.publisher.shown(table, 30)  # the board of this very state is out
        # The last board (Dice Town's private rolls arrive in the same DM, as plain messages).
        board = [m for m in fake.channel_messages(dm) if m.embeds][-1]
        text = texts([board])
        for name in _steps_in(text, game, locale):
            if name not in shown:
                shown.append(name)
        if table is None:
            break
        assert table.row.meta.get("tutorial") and table.row.guild_id is None
        if shown[-1] == script[2] and not restarted:
            # A restart: the lesson comes back at the step it had reached, its board offering it.
            await stop_bot(fake, bot)
            bot = await make_bot(sync_global=True)
            bot.bot_player.thinker.processes = 0
            restarted = True
            r = await fake.slash(alice, "game board", channel=dm)
            assert t(locale, script[2]) in texts(r.messages), texts(r.messages)
            continue
        if shown[-1] == script[1] and not again:
            r = await fake.slash(alice, "game learn", channel="games", game=game)
            url = f"https://discord.com/channels/@me/{dm.id}/{table.row.meta['board_message']}"
            title = game_title(locale, game, table.game)
            assert r.ephemeral and r.content == t(locale, "learn-resume", game=title, url=url)
            assert len([m for m in fake.channel_messages(dm) if m.embeds]) >= 2  # no second lesson
            again = True
        seat = learn.learner(table)
        assert seat is not None
        if seat not in table.to_act() and offers.ruling_at(table, game_clock()) is not None:
            # A bot Sheriff gives the learner, who has offered, time to raise before it rules.
            game_clock.advance(offers.OFFER_GRACE)
            await bot.reminders.tick()
            continue
        assert seat in table.to_act(), "the bot did not play its turn"
        found = SUGGESTED.search(text)
        assert found, text
        # The line says the move is marked on the picture only when the first picture marks it.
        marked = t(locale, "learn-suggest-drawn", move=found.group(1)) in text
        assert marked == (board.attachments[0].filename == "preview.png"), text
        await fake.slash(alice, "play", channel=dm, move=found.group(1))
        after = await bot.tables.by_id(table.id)
        assert after is not None and after.version > table.version, f"{found.group(1)} was refused"
    else:
        raise AssertionError("the lesson did not end")
    assert shown == script, shown
    assert restarted and again
    rows = await bot.store.listings.history(dm.id)
    assert rows[0].status == "finished"
    assert not await _rated(bot, game, alice.id)  # not the learner's, not the bot level's


@pytest.mark.parametrize(
    ("game", "locale"),
    [("akropolis", "en"), ("shakecity", "zh-CN"), ("bricklayer", "en"), ("blockbuster", "zh-CN")],
)
async def test_the_lesson_board_shows_the_suggested_move_drawn(fake, make_bot, game, locale):
    """On the learner's turn the picture the board's embed shows is the game's preview of the
    suggested move (its cells marked), not the plain board."""
    alice = fake.user("alice")
    alice.locale = locale
    bot = await make_bot(sync_global=True)
    bot.bot_player.thinker.processes = 0
    await fake.slash(alice, "game learn", channel="games", game=game)
    dm = fake.dm_channel(alice)
    await bot.reminders.idle()
    table = await bot.tables.find(dm.id)
    assert table is not None
    await bot.publisher.shown(table, 30)
    seat = learn.learner(table)
    assert seat is not None and seat in table.to_act()
    # The pictures name the learner as they are named, though a DM carries no server name.
    assert bot.ui(game).seat_names(table, locale)[seat] == "Alice"
    board = [m for m in fake.channel_messages(dm) if m.embeds][-1]
    found = SUGGESTED.search(texts([board]))
    assert found, texts([board])
    move = table.game.parse(found.group(1))
    drawn = bot.ui(game).preview_images(seat, move, reader=Reader(table, locale, seat))
    assert [name for name, _ in drawn] == ["preview.png"]
    assert t(locale, "learn-suggest-drawn", move=found.group(1)) in texts([board])
    first = board.attachments[0]
    assert first.filename == "preview.png" and board.embeds[0]["image"]["url"].endswith("/preview.png")
    assert first.data == png(drawn[0][1])
    # The mark is the move's: the picture is not the same for another legal move.
    other = next(a for a in table.game.legal(table.state, seat) if str(a) not in (str(move), "resign"))
    elsewhere = bot.ui(game).preview_images(seat, other, reader=Reader(table, locale, seat))
    assert not elsewhere or png(elsewhere[0][1]) != first.data
