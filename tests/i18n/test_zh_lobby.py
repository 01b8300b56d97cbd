"""A Chinese table from `/game new` to its end, through the loopback Discord: two zh-CN players in
a channel set to zh-CN open, fill, configure and start a table, put a seat on autopilot and back,
vote and end the game, then ask for its status, the history, their settings and the help. No
lobby text, label, embed or answer they see is left in English, beyond proper nouns and notation.

The boards, the game's own prompts and the status of a game in progress come from the game's
presentation and the publisher, checked by their own tests: here only the lobby's part of a
board message (its first line) is read.
"""

from __future__ import annotations

import re
from typing import Any

from bot.bot_seats import rated
from bot.i18n import has, t
from bot.i18n.help import rules_file
from games.registry import GAMES
from tests.helpers import toy_game

GAME = "shakecity"
# Words a Chinese player may see in ASCII: the bot's name and the games' keys (what `game:` takes).
ALLOWED = {"Table", "Bot", "akropolis", "dicetown", "shakecity", "blockbuster", "bricklayer"}
# Mentions, channel links and timestamps are written in ASCII and shown as names and dates.
MARKUP = re.compile(r"<(?:@!?|#|t:)[^>]*>")
WORD = re.compile(r"[A-Za-z]{3,}")


def english_words(text: str) -> list[str]:
    return [w for w in WORD.findall(MARKUP.sub(" ", text)) if w not in ALLOWED]


def seen(message: Any) -> str:
    """What a player reads on a message: its texts, its buttons' labels, its menus' placeholders
    and options."""
    parts = [message.text]
    parts += [b.get("label") or "" for b in message.buttons]
    for select in message.selects:
        parts.append(select.get("placeholder") or "")
        parts += [o.get("label", "") + " " + o.get("description", "") for o in select.get("options", [])]
    return "\n".join(parts)


def assert_chinese(where: str, text: str) -> None:
    left = english_words(text)
    assert not left, f"{where}: English left in {text!r}: {left}"
    assert re.search(r"[\u4e00-\u9fff]", text), f"{where}: no Chinese in {text!r}"


def test_the_scan_finds_english_and_lets_names_and_notation_pass():
    assert english_words("<@123> joined (2 at the table).") == ["joined", "the", "table"]
    assert english_words("<@123> 入座了 <t:1700000000:R> `shakecity` Table Bot P1") == []


async def test_a_chinese_lobby_from_new_to_abandon(fake, make_bot, user_locales):
    bot = await make_bot()
    li = fake.user("li", permissions={"manage_guild"})
    wang = fake.user("wang")
    user_locales[li.id] = user_locales[wang.id] = "zh-CN"
    channel = fake.channel("games")

    r = await fake.slash(li, "game settings", channel="games", language="zh-CN", where="channel")
    assert_chinese("language set", r.content)

    choices = await fake.autocomplete(
        li, "game new", focused="game", values={"game": "摇动"}, channel="games"
    )
    assert [c["value"] for c in choices] == [GAME] and choices[0]["name"] == "摇动城市"
    typed = await fake.autocomplete(
        li, "game new", focused="options", values={"game": GAME, "options": "wild"}, channel="games"
    )
    assert typed and all(c["value"].startswith("wild_night=") for c in typed)
    for c in typed:  # the notation stays what is typed; the words after it are Chinese
        assert_chinese("options autocomplete", c["name"].split(" · ", 1)[1])

    r = await fake.slash(li, "game new", channel="games", game=GAME, pace="hour")
    lobby = r.message
    assert not r.ephemeral and lobby.embed["title"].startswith("摇动城市")
    assert [b["label"] for b in lobby.buttons] == ["入座", "离座", "开始", "加机器人", "选项"]
    assert_chinese("lobby", seen(lobby))

    r = await fake.click(wang, lobby, "入座")
    assert_chinese("lobby after join", seen(r.message))
    assert f"<@{wang.id}>" in r.message.text

    # Refusals: the host's buttons, refused to another player in his language.
    r = await fake.click(wang, lobby, "开始")
    assert r.ephemeral and r.content == "只有桌主（或有管理频道权限的人）能开始游戏。"
    r = await fake.click(wang, lobby, "入座")
    assert r.ephemeral and r.content == "你已经在这一桌了。"

    panel = await fake.click(li, lobby, "选项")
    assert panel.ephemeral
    assert_chinese("options panel", seen(panel.message))
    game_id = (await bot.tables.table(channel.id)).id
    r = await fake.select(li, panel.message, f"opt:{game_id}:wild_night", ["True"])
    assert r.content == "狂野之夜 现在是 **开**。"
    assert "狂野之夜: **开**" in lobby.text
    assert_chinese("lobby with options", seen(lobby))

    bots = await fake.click(li, lobby, "加机器人")
    assert bots.ephemeral and bots.content == "让哪种机器人入座？"
    labels = [b["label"] for b in bots.message.buttons]
    words = zip(("简单机器人", "普通机器人", "困难机器人"), ("easy", "normal", "hard"), strict=True)
    assert labels == [*(rated(w, GAME, level, "zh-CN") for w, level in words), "移除一个机器人"]

    r = await fake.click(li, lobby, "开始")
    assert_chinese("started lobby", seen(r.message))
    assert r.message.embed["title"].startswith("摇动城市：第") and not r.message.buttons
    # The board's embed opens with the lobby's line.
    header = next(
        e["description"]
        for m in fake.channel_messages("games")
        for e in m.embeds
        if e.get("description", "").startswith("游戏开始")
    )
    assert header.startswith("游戏开始。座次：") and f"<@{li.id}>" in header.splitlines()[0]
    assert_chinese("the game begins", header.splitlines()[0])

    r = await fake.slash(li, "game kick", channel="games", member=wang)
    assert not r.ephemeral and r.content == f"🤖 机器人现在替 <@{wang.id}> 走棋（托管，走默认的一步）。"
    r = await fake.slash(li, "game kick", channel="games", member=wang, back=True)
    assert r.content == f"<@{wang.id}> 重新自己走棋。"

    ask = await fake.slash(wang, "game abandon", channel="games")
    assert ask.ephemeral and [b["label"] for b in ask.buttons] == ["确定结束"]
    assert_chinese("abandon vote confirmation", seen(ask.message))
    r = await fake.click(wang, ask.messages[-1], "确定结束")
    assert not r.ephemeral and r.content.startswith(f"<@{wang.id}> 投票结束第")
    assert_chinese("abandon vote", r.content)

    # A rated game: the host's vote is the last one it needs.
    ask = await fake.slash(li, "game abandon", channel="games")
    assert_chinese("abandon confirmation", seen(ask.message))
    assert "所有玩家都投票" in ask.message.content
    r = await fake.click(li, ask.messages[-1], "确定结束")
    assert not r.ephemeral and r.content.startswith("第") and r.content.endswith("局经玩家投票结束。")

    r = await fake.slash(wang, "game status", channel="games")
    assert r.content.startswith("这里的上一局，摇动城市第")
    assert_chinese("status between games", r.content)
    r = await fake.slash(wang, "game history", channel="games")
    assert "摇动城市" in r.content and "中途结束" in r.content
    assert_chinese("history", r.content)
    r = await fake.slash(wang, "game settings", channel="games", reminders="dm")
    assert r.content.startswith("提醒：**私信**")
    assert_chinese("settings", r.content)
    r = await fake.slash(wang, "game help", channel="games")
    # Each game's line names its box's original title beside the Chinese one, as its rules do.
    titles = "|".join(re.escape(g.title) for g in GAMES.values())
    assert_chinese("help", re.sub(f"（(?:{titles})）", "", r.content))
    assert "雅典卫城" in r.content and "**入座**" in r.content
    r = await fake.slash(wang, "game rules", channel="games", game=GAME)
    rules = rules_file(GAME, "zh-CN")
    assert rules is not None and r.content == rules[:2000]


async def test_the_same_lobby_stays_english_for_english_players(fake, make_bot):
    await make_bot()
    ann, bo = fake.user("ann"), fake.user("bo")
    r = await fake.slash(ann, "game new", channel="games", game=GAME)
    assert r.message.embed["title"].startswith("Shake That City: a new table (game #")
    assert [b["label"] for b in r.message.buttons] == ["Join", "Leave", "Start", "Add bot", "Options"]
    await fake.click(bo, r.message, "Join")
    refused = await fake.click(bo, r.message, "Start")
    assert refused.content == "Only the host (or someone who can manage the channel) can start the game."
    r = await fake.slash(bo, "game abandon", channel="games")
    assert r.content.startswith("Abandon game #") and "**Yes, abandon**" in r.content


async def test_a_player_reads_his_own_answers_in_his_language_in_an_english_channel(
    fake, make_bot, user_locales
):
    await make_bot(games={"nim": toy_game.GAME})
    ann, li = fake.user("ann"), fake.user("li")
    user_locales[li.id] = "zh-CN"
    r = await fake.slash(ann, "game new", channel="games", game="nim")
    assert r.message.embed["title"].startswith("Nim: a new table")
    joined = await fake.slash(li, "game join", channel="games")
    assert joined.content == f"<@{li.id}> joined (2 at the table)."  # public: the channel's
    again = await fake.slash(li, "game join", channel="games")
    assert again.ephemeral and again.content == "你已经在这一桌了。"  # his own: his
    r = await fake.slash(li, "game new", channel="games", game="nosuch")
    assert r.content == "没有叫 'nosuch' 的游戏。游戏有：nim。"


async def test_a_lobby_in_a_traditional_chinese_channel(fake, make_bot, user_locales):
    await make_bot()
    chen = fake.user("chen", permissions={"manage_guild"})
    user_locales[chen.id] = "zh-TW"
    await fake.slash(chen, "game settings", channel="games", language="zh-TW", where="channel")
    r = await fake.slash(chen, "game new", channel="games", game=GAME)
    assert r.message.embed["title"].startswith("搖動城市：新開一桌")
    assert [b["label"] for b in r.message.buttons][:3] == ["入座", "離座", "開始"]
    assert_chinese("zh-TW lobby", seen(r.message))


def test_every_option_of_every_game_has_its_chinese_name_and_description():
    for key, game in GAMES.items():
        for name, option in game.options.items():
            entry = f"option-{key}-{name}"
            assert has(entry, "zh-CN") and has(f"{entry}.description", "zh-CN"), entry
            # The English entry is the engine's own: English players read the same as before.
            assert t("en", entry) == name and t("en", f"{entry}.description") == option.description
            for value in option.choices:
                if isinstance(value, str) and not re.fullmatch(r"P\d", value):
                    assert has(f"option-value-{value}", "zh-CN"), f"{entry}: {value}"


async def test_log_undo_and_stats_answer_a_chinese_player_in_chinese(fake, make_bot, user_locales):
    await make_bot(games={"nim": toy_game.GAME})
    li, wang = fake.user("li"), fake.user("wang")
    user_locales[li.id] = user_locales[wang.id] = "zh-CN"
    r = await fake.slash(li, "game new", channel="games", game="nim")
    await fake.click(wang, r.message, "Join")
    await fake.click(li, r.message, "Start")
    r = await fake.slash(li, "game log", channel="games")
    assert r.ephemeral and r.content == "还没有人走过棋。"
    r = await fake.slash(li, "game undo", channel="games")
    assert r.ephemeral and r.content == "还没有可以悔的棋。"
    await fake.click(li, fake.last_message("games"), "take 2")
    r = await fake.slash(wang, "game undo", channel="games")
    assert r.content == "只能收回这局的最后一步，而那一步不是你的。"
    r = await fake.slash(li, "game log", channel="games")
    assert r.content.startswith("**Nim 第 ") and "最近几步**" in r.content
    r = await fake.slash(li, "game stats", channel="games")
    assert r.content == f"<@{li.id}> 在这里还没有下完过一局。"


async def test_starting_alone_is_asked_in_the_players_language(fake, make_bot, user_locales):
    li = fake.user("li")
    user_locales[li.id] = "zh-CN"
    bot = await make_bot()
    r = await fake.slash(li, "game new", channel="games", game="shakecity")
    ask = await fake.click(li, r.message, next(c for c in r.message.custom_ids if c.endswith(":start")))
    assert ask.ephemeral and "别人就不能再加入" in ask.content
    assert [b["label"] for b in ask.buttons] == ["一个人开始", "等其他人"]
    waited = await fake.click(li, ask.messages[-1], "等其他人")
    assert "继续开着" in waited.content
    assert (await bot.tables.table(fake.channel("games").id)).row.status == "lobby"


async def test_the_tables_refusals_and_option_errors_in_each_players_language(fake, make_bot, user_locales):
    """A refusal naming the game (`{ $game }`) or an option typed wrong reads as a catalog
    sentence in the player's language, in a Chinese channel and an English one alike."""
    await make_bot()
    li, ann = fake.user("li"), fake.user("ann")
    user_locales[li.id] = "zh-CN"
    r = await fake.slash(li, "game new", channel="games", game="dicetown", options="bribe_mode=coast")
    assert r.ephemeral and r.content == "选项 `bribe_mode` 不能是 'coast'；可选：`escrow, cash_up_front`。"
    r = await fake.slash(li, "game new", channel="games", game="dicetown", options="bogus=1")
    known = "`bribe_mode, gold_tax, keep_none, first_sheriff`"
    assert r.content == f"没有 `bogus` 这个选项；这个游戏的选项有：{known}。"
    r = await fake.slash(li, "game new", channel="games", game="blockbuster", bots=4)
    assert r.content == "围堵高手最多 4 人：你和 3 个机器人。"
    r = await fake.slash(ann, "game new", channel="games", game="blockbuster", bots=4)
    assert r.content == "Block Buster seats 4 at most: you and 3 bots."
    r = await fake.slash(ann, "game new", channel="games", game="shakecity", options="side=coast")
    assert r.content == "Option side cannot be 'coast'; choose one of: inland, seaside."
    r = await fake.slash(li, "game new", channel="games", game="dicetown")
    refused = await fake.click(li, r.message, "Start")
    assert refused.ephemeral and refused.content == "骰子镇至少需要 2 人；还要再来 1 人。"
    refused = await fake.click(ann, r.message, "Start")  # the host's button, refused to ann first
    assert refused.content == "Only the host (or someone who can manage the channel) can start the game."


async def test_bots_are_named_with_their_level_in_the_readers_words(fake, make_bot, user_locales):
    """The lobby, the host's Add bot answer and the history name a bot's level in Chinese."""
    bot = await make_bot(games={"nim": toy_game.GAME})
    bot.bot_player.thinker.processes = 0
    li = fake.user("li", permissions={"manage_guild"})
    user_locales[li.id] = "zh-CN"
    await fake.slash(li, "game settings", channel="games", language="zh-CN", where="channel")
    r = await fake.slash(li, "game new", channel="games", game="nim", bots=1, bot_level="hard", pace="none")
    lobby = r.message
    panel = await fake.click(li, lobby, "加机器人")
    added = await fake.click(li, panel.message, "简单机器人")
    assert added.ephemeral and added.content == "桌上的机器人：🤖 机器人 1 · 困难和🤖 机器人 2 · 简单。"
    assert "1. <@" in seen(lobby) and "2. 🤖 机器人 1 · 困难\n3. 🤖 机器人 2 · 简单" in seen(lobby)
    await fake.click(li, lobby, "离座")
    await fake.click(li, lobby, "开始", timeout=60)
    await bot.reminders.idle()
    r = await fake.slash(li, "game history", channel="games")
    assert "🤖 机器人 1 · 困难" in r.content and "🤖 机器人 2 · 简单" in r.content
    assert not re.search(r"\b(?:easy|hard)\b", r.content), r.content
