"""Genius Bricklayer in Chinese: a whole game through the loopback Discord with zh-CN players in a
zh-CN channel leaves nothing they read in English beyond notation, names and numbers; refusals
in both languages; the automatic pass says why in the reader's words."""

from __future__ import annotations

from typing import Any

from bot.cogs.bricklayer.presentation import BricklayerUI
from bot.gameui import Reader
from games.bricklayer import GAME, Coin, Take
from games.core import Seat, public
from tests.helpers.chinese import CHANNEL, button_id, chinese_table, english_left, readable
from tests.helpers.e2e import mover
from tests.helpers.tables import detached_ui, table_of


def other_of(users: list[Any], user: Any) -> Any:
    return next(u for u in users if u is not user)


async def test_a_whole_bricklayer_game_in_chinese(fake, make_bot, user_locales):
    bot, users, lobby, board = await chinese_table(fake, make_bot, user_locales, "bricklayer", seed=5)
    private: list[str] = []
    assert "轮到你了" in board.content and "拿一张翻开的砖块牌" in board.content
    table, seat, user = await mover(fake, bot, users)

    # One take through the board's button and the placement chooser: rotation, cell, confirm.
    menu = await fake.click(user, board, button_id(board, "ch:", ":t1:"))
    assert menu.ephemeral and not menu.errors, menu.content
    message = menu.message
    private += readable(message)
    rotation = message.selects[0]
    first = rotation["options"][0]["value"]
    message = (await fake.select(user, message, rotation["custom_id"], [first])).message
    private += readable(message)
    cells = message.selects[1]
    message = (await fake.select(user, message, cells["custom_id"], [cells["options"][0]["value"]])).message
    private += readable(message)
    done = await fake.click(user, message, button_id(message, "cp:", "take 1"))
    assert not done.errors

    # The next player looks at the market, a wall and a preview, and is refused in Chinese.
    table, seat, other = await mover(fake, bot, users)
    for command, args in [
        ("bricklayer market", {}),
        ("bricklayer wall", {}),
        ("bricklayer preview", {"deck": "1", "rot": "R0", "at": "H8"}),
        ("bricklayer preview", {"deck": "pending", "rot": "R0", "at": "A1"}),
    ]:
        r = await fake.slash(other, command, channel=CHANNEL, **args)
        assert r.ephemeral, r.content
        private += readable(r.message) if r.message is not None else [r.content]
    assert any("没有等着放置的盲买砖块" in text for text in private)
    rots = await fake.autocomplete(
        other, "bricklayer take", focused="rot", values={"deck": 2}, channel=CHANNEL
    )
    private += [c["name"] for c in rots]

    # The rest of the game: coins while they last, then the first legal take.
    offered: list[str] = []
    for _ in range(400):
        found = await mover(fake, bot, users)
        if found is None:
            break
        table, seat, user = found
        legal = GAME.legal(table.state, seat)
        takes = [a for a in legal if isinstance(a, Take)]
        move = next((a for a in legal if isinstance(a, Coin)), None) if table.state.turn % 3 == 0 else None
        move = move or (takes[0] if takes else legal[0])
        # /play's suggestions: each move in words before its notation; one entry for the waiting.
        choices = await fake.autocomplete(user, "play", focused="move", channel=CHANNEL)
        if not choices:  # ranked too slowly for this keystroke (a loaded machine): the next finds it
            choices = await fake.autocomplete(user, "play", focused="move", channel=CHANNEL)
        assert choices and all(len(c["name"]) <= 100 for c in choices)
        offered += [c["name"].split(" · ")[0] for c in choices]
        if len(offered) == len(choices):
            waiting = await fake.autocomplete(other_of(users, user), "play", focused="move", channel=CHANNEL)
            assert [c["name"] for c in waiting] == ["还没轮到你：正在等其他玩家走棋。"]
        r = await fake.slash(user, "play", channel=CHANNEL, move=str(move))
        assert not r.errors, r.content
    assert await mover(fake, bot, users) is None

    public_ = [text for m in fake.channel_messages(CHANNEL) if m.id != lobby.id for text in readable(m)]
    assert any("天才砌砖师：游戏结束" in text for text in public_)
    assert any("拿了牌堆" in text for text in public_)
    assert english_left(public_) == []
    assert english_left(private) == []
    assert any(name.startswith("拿牌堆 ") for name in offered)
    assert english_left(offered) == []


def test_an_automatic_pass_says_why_from_the_reason_code_in_both_languages():
    ui = detached_ui(BricklayerUI, "bricklayer")
    table = table_of("bricklayer", [10, 11], version=3)
    # The sentence says why from the reason code alone.
    full = public("pass", player=Seat(1), reason="coin_limit", limit=3)
    empty = public("pass", player=Seat(0), reason="supply_empty", limit=3)
    (line,) = ui.event_lines([full], reader=Reader(table, "en"))
    assert "most coins" in line and "supply" not in line
    (line,) = ui.event_lines([empty], reader=Reader(table, "en"))
    assert "coin supply is empty" in line
    (line,) = ui.event_lines([empty], reader=Reader(table, "zh-CN"))
    assert "<@10>" in line and "公共区也没有硬币了" in line
    (line,) = ui.event_lines([full], reader=Reader(table, "zh-CN"))
    assert "硬币已达上限" in line


def test_the_pictures_draw_the_readers_words():
    from bot.cogs.bricklayer import text as T
    from bot.cogs.bricklayer.words import image_words
    from render import bricklayer as R

    assert image_words("en") is None  # English: the renderer's own words
    assert R.say.said("market", "Market") == "Market"
    with R.say.speaking(image_words("zh-CN")):
        assert R.say.said("market", "Market") == "牌堆"
    with R.say.speaking(image_words("zh-TW")):
        assert R.say.said("supply", "Supply: 5 coins", supply=5) == "公共區：5 枚硬幣"
    # A Chinese legend has no spaces to wrap at: it wraps between characters, inside the width.
    legend = T.t("zh-CN", "img-bricklayer-legend-rows")
    lines = R._wrap_text(legend, 13, 200)
    assert len(lines) > 1 and all(R.text_width(line, 13) <= 200 for line in lines)
    assert "".join(lines).replace(" ", "") == legend.replace(" ", "")
