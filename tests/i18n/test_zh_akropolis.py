"""A whole Akropolis game with Chinese players in a Chinese channel: what they read (messages,
embeds, labels, menus, the words drawn in the images) holds no English beyond names, numbers and
notation; and an Akropolis refusal in both languages."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from bot.cogs.akropolis import text as T
from bot.gameui import Reader
from bot.replies import player_message
from games.akropolis import GAME
from games.core import GameError
from render import akropolis as RA
from render.core import recording
from tests.helpers.chinese import (
    board_texts,
    boards_in,
    english_words,
    message_texts,
    readable,
    record_drawing,
)
from tests.helpers.e2e import mover, open_table

CHANNEL = "games"


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every string the Akropolis images draw from here on."""
    return record_drawing(monkeypatch, RA, "core_text")


async def chinese_table(fake, make_bot, user_locales, names: list[str], **options: Any):
    """A server set to Chinese by its admin, players whose clients speak it, a table started."""
    bot = await make_bot(seed=5)
    users = [fake.user(n, permissions={"manage_guild"} if i == 0 else ()) for i, n in enumerate(names)]
    for u in users:
        user_locales[u.id] = "zh-CN"
    r = await fake.slash(users[0], "game settings", channel=CHANNEL, language="zh-CN")
    assert "简体中文" in r.content
    board = await open_table(fake, "akropolis", users, channel=CHANNEL, **options)
    return bot, users, board


async def test_a_whole_game_in_chinese(fake, make_bot, user_locales, drawn):
    bot, users, board = await chinese_table(fake, make_bot, user_locales, ["li", "wang"])
    read: list[str] = []
    assert "轮到你了" in board.content and "公共工地" in board.content

    # The guided turn: a tile, a level and a place, the spins, the build.
    found = await mover(fake, bot, users)
    assert found is not None
    _, _, user = found
    slot_button = next(b for b in board.buttons if b.get("label", "").startswith("2 "))
    step = await fake.click(user, board, slot_button["custom_id"])
    read += message_texts(step.message)
    assert "建在哪里" in step.content
    menu = step.message.selects[0]["custom_id"]
    spins = await fake.select(user, step.message, menu, ["0"])
    read += message_texts(spins.message)
    other = next(b for b in spins.message.buttons if (b.get("label") or "").startswith("朝向 2"))
    spins = await fake.click(user, spins.message, other["custom_id"])
    read += message_texts(spins.message)
    build = next(b for b in spins.message.buttons if (b.get("label") or "").startswith("就建这里"))
    # Tiles and hexes on the buttons and in the menus by their districts' Chinese marks (市★ 采
    # 住), as the pictures show districts by colour and icon, never by the English initials.
    named = [b.get("label") or "" for b in board.buttons]
    named += [*readable(step.message), *readable(spins.message)]
    assert any("★" in n or "采" in n for n in named) and latin_marks(named) == [], latin_marks(named)
    await fake.click(user, spins.message, build["custom_id"])

    # The typed commands: a preview, a close-up of a city, the status.
    found = await mover(fake, bot, users)
    assert found is not None
    table, seat, user = found
    turn = GAME.legal(table.state, seat)[0]
    preview = await fake.slash(
        user,
        "akropolis preview",
        channel=CHANNEL,
        slot=turn.slot,
        at=f"{turn.q},{turn.r}",
        rotation=turn.rotation,
    )
    read += [t for m in preview.messages for t in message_texts(m)]
    assert "会建在第" in preview.content
    city = await fake.slash(user, "akropolis city", channel=CHANNEL)
    read += [t for m in city.messages for t in message_texts(m)]
    assert "个板块" in city.content
    # /game status is the shared code's; the game's own line in it:
    status = await fake.slash(user, "game status", channel=CHANNEL)
    extra = bot.ui("akropolis").status_extra(reader=Reader(table, "zh-CN"))
    assert "首席建筑师" in extra and extra.splitlines()[0] in status.message.text
    read.append(extra)

    rnd = random.Random(3)
    offered: list[str] = []
    while (found := await mover(fake, bot, users)) is not None:
        table, seat, user = found
        move = str(rnd.choice(GAME.legal(table.state, seat)))
        # /play's suggestions name each turn in words, the notation after them.
        choices = await fake.autocomplete(user, "play", focused="move", channel=CHANNEL)
        if not choices:  # ranked too slowly for this keystroke (a loaded machine): the next finds it
            choices = await fake.autocomplete(user, "play", focused="move", channel=CHANNEL)
        assert len(choices) == 25 and all(" · " in c["name"] for c in choices)
        offered += [c["name"] for c in choices]
        if not offered[25:]:  # the player who waits is told so, in one entry
            other = next(u for u in users if u is not user)
            waiting = await fake.autocomplete(other, "play", focused="move", channel=CHANNEL)
            assert [c["name"] for c in waiting] == ["还没轮到你：正在等其他玩家走棋。"]
        r = await fake.slash(user, "play", channel=CHANNEL, move=move)
        assert not r.errors, r.content
    # The final score table is drawn by the shared code, with the channel's words.
    over = await bot.tables.by_id(table.id)
    assert over is not None and over.result() is not None
    with recording() as scored:
        bot.ui("akropolis").final_images(over.result(), reader=Reader(over, "zh-CN"))
    assert {"最终得分", "总分", "名次"} <= {d.s for d in scored}

    boards = boards_in(fake)
    for message in boards:
        read += board_texts(message)
    final = fake.channel_messages(CHANNEL)[-1]
    assert "雅典卫城：游戏结束" in final.content and "🏆" in final.content
    assert any("取得" in t and "号板块" in t for t in read)  # the events, in Chinese
    assert english_words(read) == {}
    # The history names the tiles taken and revealed by the same marks as the buttons.
    assert latin_marks(read) == [], latin_marks(read)
    assert drawn and english_words(drawn, also={"wang"}) == {} and latin_marks(drawn) == []
    assert any(name.startswith("取第 ") and "，朝向 " in name for name in offered)
    assert english_words(offered) == {} and latin_marks(offered) == []


async def test_a_solo_game_in_chinese(fake, make_bot, user_locales, drawn):
    bot, users, board = await chinese_table(fake, make_bot, user_locales, ["li"], options="difficulty=hard")
    assert "虚拟建筑师（困难）" in board.content
    rnd = random.Random(4)
    while (found := await mover(fake, bot, users)) is not None:
        table, seat, user = found
        await fake.slash(user, "play", channel=CHANNEL, move=str(rnd.choice(GAME.legal(table.state, seat))))
    boards = boards_in(fake)
    read = [t for m in boards for t in board_texts(m)]
    assert any("虚拟建筑师从第" in t for t in read)
    assert english_words(read) == {} and latin_marks(read) == [], latin_marks(read)
    assert english_words(drawn) == {}


def latin_marks(texts: list[str]) -> list[str]:
    """Hexes written as the English notation's initials (H, M*, Q) in what a player reads."""
    return [t for t in texts if re.search(r"(?<![A-Za-z])[HMBTGQ]\*?(?![A-Za-z0-9])", t)]


def test_hexes_are_named_in_the_readers_words() -> None:
    slot = {"slot": 2, "hexes": ["M**", "Q", "H"], "cost": 1, "tile": 12}
    assert T.slot_label(slot) == "2 · M* Q H · 1 stone"
    assert T.slot_label(slot, "zh-CN") == "2 · 市★ 采 住 · 1 块石头"
    assert T.spin_text(slot["hexes"], (0, 0, 0), "zh-CN") == "市★ 在 0,0，采 在 1,0，住 在 0,1"
    assert latin_marks(["市★ 采 住", "2 q1 r-2 rot5", "第 1 层"]) == []
    assert latin_marks(["2 · M* Q Q"]) == ["2 · M* Q Q"]


def test_the_scan_finds_english_it_is_given():
    assert english_words(["轮到你了，<@12>：take a tile", "`2 q1 r-2 rot5` 第 1 层"]) == {
        "take": "轮到你了，<@12>：take a tile",
        "tile": "轮到你了，<@12>：take a tile",
    }


def test_an_akropolis_refusal_in_english_and_chinese():
    state = GAME.new(2, {}, seed=1)
    player = next(iter(GAME.to_act(state)))
    with pytest.raises(GameError) as caught:
        GAME.apply(state, player, GAME.parse("4 q0 r-2 rot0"))
    error = caught.value
    assert error.code == "cannot_afford"
    english = player_message(error, "en", "akropolis")
    assert english is not None and english.startswith("Slot 4 costs 3 stones; you have")
    chinese = player_message(error, "zh-CN", "akropolis")
    assert chinese is not None and chinese.startswith("第 4 个位置要 3 块石头；你只有")
    assert chinese.endswith("你可以取第 1和2 个位置。")
