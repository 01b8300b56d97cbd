"""The words every game shares, in Chinese: a whole game of the toy game by zh-CN players in a
zh-CN channel (board, chooser, status, reminder DM, the deadline's move, final scores and the
words drawn in the score table), scanned for English words, and the same machinery in English."""

from __future__ import annotations

import re
from typing import Any

import pytest

import render.core
import render.leaderboard
from bot import bot_seats, deadlines, gameui, ratings
from bot.gameui import Reader
from bot.reminders import duration
from tests.helpers import toy_game
from tests.helpers.e2e import texts

NIM = {"nim": toy_game.GAME}
LIVE = deadlines.TIMED_PACES["live"]

# What may stay in Latin letters: the toy game's own name, notation and engine sentences (a
# game translates its events and its reason itself; the toy has no catalog entries), the
# bot's name, and Discord's markup.
ALLOWED = {
    "nim",
    "take",
    "takes",
    "left",
    "wins",
    "took",
    "the",
    "last",
    "stone",
    "win",
    "psst",
    "your",
    "lucky",
    "number",
}
WORD = re.compile(r"[A-Za-z]{3,}")


# Where a link leads, which the reader sees only as its words.
LINK_TARGET = re.compile(r"\]\(https?://[^)\s]+\)")


def english(text: str) -> list[str]:
    return sorted({w for w in WORD.findall(LINK_TARGET.sub("]", text)) if w.lower() not in ALLOWED})


def seen(message: Any) -> str:
    """Everything a player reads on a message: content, embeds, and its controls' words."""
    parts = [texts([message])]
    for row in message.components:
        for c in row.get("components", []):
            parts += [str(c.get("label") or ""), str(c.get("placeholder") or "")]
            for o in c.get("options", []):
                parts += [str(o.get("label", "")), str(o.get("description") or "")]
    return "\n".join(parts)


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The strings drawn into images by render/core.py's `text` (also where the leaderboard
    module holds its own name for it)."""
    words: list[str] = []
    original = render.core.text

    def record(draw: Any, xy: Any, s: str, *args: Any, **kwargs: Any) -> Any:
        words.append(str(s))
        return original(draw, xy, s, *args, **kwargs)

    monkeypatch.setattr(render.core, "text", record)
    monkeypatch.setattr(render.leaderboard, "text", record)
    return words


async def _chinese_table(fake, make_bot, user_locales, monkeypatch):
    # Every board offers the chooser, so the shared chooser is played through too.
    monkeypatch.setattr(gameui, "MAX_ACTION_BUTTONS", 0)
    bot = await make_bot(games=NIM)
    alice, bob = fake.user("alice", permissions={"manage_guild"}), fake.user("bob")
    user_locales[alice.id] = user_locales[bob.id] = "zh-CN"
    # The settings and the lobby speak for themselves elsewhere: their messages are not scanned.
    others = [
        await fake.slash(alice, "game settings", channel="games", language="zh-CN"),
        await fake.slash(alice, "game settings", channel="games", reminders="dm"),
    ]
    r = await fake.slash(alice, "game new", channel="games", game="nim", pace="live")
    others += [r, await fake.click(bob, r.message, "入座"), await fake.click(alice, r.message, "开始")]
    elsewhere = {m.id for x in others for m in [x.message, *x.followups, *x.sent] if m is not None}
    return bot, alice, bob, elsewhere


async def _choose(fake, user, board, n: int):
    """Open the chooser under the board, pick `n` stones, play it."""
    menu = await fake.click(user, board, "🎲")
    chooser = menu.followups[0] if menu.followups else menu.message
    step = await fake.select(user, chooser, "请选择…", [str(n)])
    page = step.message or chooser
    play = await fake.click(user, fake.world.messages[page.id], f"走：take {n}")
    return [menu, step, play]


async def test_a_whole_game_in_chinese_shows_no_english(
    fake, make_bot, user_locales, monkeypatch, game_clock, drawn
):
    bot, alice, bob, elsewhere = await _chinese_table(fake, make_bot, user_locales, monkeypatch)
    games = fake.channel("games")
    replies = []

    board = fake.last_message(games)
    assert board.embeds[0]["title"] == "Nim · 第 1 局"
    assert f"轮到你了，<@{alice.id}>。" in board.content
    # Not yet bob's turn: the chooser says so, in his language.
    early = await fake.click(bob, board, "🎲")
    assert "还没轮到你" in texts([early.message, *early.followups])
    status = await fake.click(bob, board, "ℹ️")
    shown = texts([status.message, *status.followups])
    assert "位玩家" in shown and "节奏：实时：每步 5 分钟。" in shown and "须在 <t:" in shown
    replies += [early, status]

    replies += await _choose(fake, alice, board, 2)  # 10 left
    replies += await _choose(fake, bob, fake.last_message(games), 3)  # 7 left, bob's lucky DM
    choices = await fake.autocomplete(alice, "play", focused="move", channel="games")
    assert [c["value"] for c in choices] and not english(" ".join(c["name"] for c in choices))

    # Alice waits: a reminder by DM in her language, then the deadline plays for her.
    game_clock.advance(LIVE * 0.6)
    assert await bot.reminders.tick() == 1
    reminder = fake.dms(alice)[-1].content
    assert "在等你" in reminder and "分钟" in reminder, reminder
    game_clock.advance(LIVE * 0.5)
    assert await bot.reminders.tick() >= 1
    assert "超时了；我替 TA 走了 `take 1`" in texts(fake.channel_messages(games)[-2:])  # 6 left

    replies.append(await fake.slash(bob, "play", channel="games", move="take 3"))  # 3 left
    replies += await _choose(fake, alice, fake.last_message(games), 3)  # alice takes the last

    final = fake.last_message(games)
    assert "**Nim：游戏结束。**" in final.content and "🏆" in final.content
    assert {"最终得分", "总分", "名次"} <= set(drawn)

    public = [m for m in fake.channel_messages(games) if m.author_id == bot.user.id]
    private = fake.dms(alice) + fake.dms(bob) + fake.ephemerals(alice) + fake.ephemerals(bob)
    mine = [m for r in replies for m in [r.message, *r.followups] if m is not None]
    read = [m for m in [*public, *private, *mine] if m.id not in elsewhere]
    assert len(read) > 10
    found = {m.id: english(seen(m)) for m in read}
    assert not any(found.values()), {i: (w, seen(fake.world.messages[i])) for i, w in found.items() if w}
    # The players' names are drawn as the server shows them, whatever their script.
    names = {alice.display_name, bob.display_name}
    assert english("\n".join(d for d in drawn if d not in names)) == [], drawn

    # The ratings the game moved, in the channel's language: the final board and the leaderboard.
    assert final.embeds[0]["fields"][0]["name"] == "等级分"
    del drawn[:]
    board = await fake.slash(bob, "game leaderboard", channel="games", game="nim")
    shown = seen(board.followups[0] if board.followups else board.message)
    assert f"<@{alice.id}>" in shown and english(shown) == [], shown
    assert {"Nim · 排行榜", "玩家", "等级分", "局数", "走势"} <= set(drawn), drawn
    profile = await fake.slash(bob, "game profile", channel="games")
    assert "**Nim**：等级分" in profile.content and english(profile.content) == [], profile.content


async def test_the_scan_finds_english(fake, make_bot, monkeypatch, drawn):
    """The same game in an English channel: the scan must see English, or it proves nothing."""
    monkeypatch.setattr(gameui, "MAX_ACTION_BUTTONS", 0)
    await make_bot(games=NIM)
    alice, bob = fake.user("alice"), fake.user("bob")
    r = await fake.slash(alice, "game new", channel="games", game="nim")
    await fake.click(bob, r.message, "Join")
    await fake.click(alice, r.message, "Start")
    board = fake.last_message("games")
    assert board.embeds[0]["title"] == "Nim · game #1"
    assert f"Your turn, <@{alice.id}>." in board.content
    assert {"turn", "Choose", "move", "game", "Status"} <= set(english(seen(board)))
    steps = await _choose_english(fake, alice, board, 2)
    assert {"You", "played"} <= set(english(seen(steps[0].followups[0])))


async def _choose_english(fake, user, board, n):
    menu = await fake.click(user, board, "🎲")
    chooser = menu.followups[0]
    step = await fake.select(user, chooser, "Choose…", [str(n)])
    await fake.click(user, fake.world.messages[(step.message or chooser).id], f"Play: take {n}")
    return [menu, step]


def test_bot_names_durations_and_ratings_in_both_languages():
    hard = bot_seats.bot_id(2, "hard")
    assert bot_seats.mention(hard) == "🤖 Bot 2 · hard"
    assert bot_seats.mention(hard, "zh-CN") == "🤖 机器人 2 · 困难"
    # A text naming the bot in English (Table.who) is renamed for a Chinese channel.
    assert bot_seats.name_bots("🤖 Bot 2 · hard 走了", "zh-CN", [1, hard]) == "🤖 机器人 2 · 困难 走了"
    assert ratings.mention(bot_seats.bot_id(1, "easy"), "zh-CN") == "🤖 机器人 · 简单"
    assert duration(86400 + 2 * 3600) == "1 day 2 h"
    assert duration(3 * 86400) == "3 days"
    assert duration(3700) == "1 h 1 min"
    assert duration(3 * 86400, "zh-CN") == "3 天" and duration(90, "zh-CN") == "1 分钟"


async def test_a_stale_chooser_and_a_private_line_in_the_players_language(
    fake, make_bot, user_locales, monkeypatch
):
    bot, alice, bob, _ = await _chinese_table(fake, make_bot, user_locales, monkeypatch)
    ui = bot.ui("nim")

    def private_line(event: Any, *, reader: Reader) -> str:
        return f"[{reader.locale}] {event.code}"

    monkeypatch.setattr(ui, "private_line", private_line)
    board = fake.last_message("games")
    old = (await fake.click(alice, board, "🎲")).followups[0]
    await _choose(fake, alice, board, 2)
    await _choose(fake, bob, fake.last_message("games"), 3)  # bob's secret: a private event
    assert "[zh-CN] greedy" in fake.dms(bob)[-1].content
    stale = await fake.select(alice, fake.world.messages[old.id], "请选择…", ["1"])
    assert "游戏已经有了进展" in fake.world.messages[old.id].content, stale
