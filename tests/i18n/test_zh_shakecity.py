"""A whole Shake That City game with Chinese players in a Chinese channel: what they read
(boards, events, the Build chooser, the words drawn in the images) holds no English beyond names,
numbers and notation; and a Shake That City refusal in both languages."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.cogs.shakecity.text import targets
from bot.cogs.shakecity.words import image_words
from bot.gameui import Reader
from bot.replies import player_message
from games.core import GameError
from games.shakecity import GAME
from render import shakecity as RS
from render.positions import playout
from tests.helpers.chinese import board_texts, boards_in, english_words, message_texts, record_drawing
from tests.helpers.e2e import open_table
from tests.helpers.shakecity import make_state

CHANNEL = "games"
# The pattern's and cells' notation (H+W, D2) and the bonus tiles' labels (4H) are one or two
# letters; the words left are the people's names.
NAMES = {"wang", "zhao"}


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every string the Shake That City images draw from here on."""
    return record_drawing(monkeypatch, RS, "text")


def biggest(state: Any, seat: int) -> Any:
    """A greedy player: the option with the most buildings (fills boards fast, so passes come)."""
    return max(
        GAME.legal(state, seat),
        key=lambda a: sum(ch == a.letter or (a.wilds and ch == "W") for ch in state.pattern),
    )


async def chinese_table(fake, make_bot, user_locales, names: list[str], seed: int, options: str):
    bot = await make_bot(seed=seed)
    users = [fake.user(n, permissions={"manage_guild"} if i == 0 else ()) for i, n in enumerate(names)]
    for u in users:
        user_locales[u.id] = "zh-CN"
    r = await fake.slash(users[0], "game settings", channel=CHANNEL, language="zh-CN")
    assert "简体中文" in r.content
    board = await open_table(fake, "shakecity", users, channel=CHANNEL, options=options)
    return bot, users, board


async def play_out(fake, bot, users) -> list[str]:
    """Plays the game out with typed moves; returns the names `/play` offered each mover (its own
    menu: in his language)."""
    by_id = {u.id: u for u in users}
    offered: list[str] = []
    while (table := await bot.tables.find(fake.channel(CHANNEL).id)) is not None:
        seat = min(table.to_act())
        move = str(biggest(table.state, seat))
        choices = await fake.autocomplete(by_id[table.user_of(seat)], "play", focused="move", channel=CHANNEL)
        assert move in [c["value"] for c in choices] or len(choices) == 25
        offered += [c["name"] for c in choices]
        r = await fake.slash(by_id[table.user_of(seat)], "play", channel=CHANNEL, move=move)
        assert not r.errors, r.content
    return offered


async def test_a_whole_game_in_chinese(fake, make_bot, user_locales, drawn):
    bot, users, board = await chinese_table(
        fake, make_bot, user_locales, ["wang", "zhao"], 12, "wild_night=true construction=true"
    )
    read: list[str] = []
    assert "第 1/15 轮" in board.content and "起始玩家" in board.content
    assert board.buttons[0]["label"] == "建造"

    # The start player through the Build chooser; the other one, too early, is told to wait.
    table = await bot.tables.table(fake.channel(CHANNEL).id)
    by_seat = {s: next(u for u in users if u.id == uid) for s, uid in enumerate(table.players)}
    start = GAME.view(table.state, None)["start"]
    early = await fake.click(by_seat[1 - start], board, board.buttons[0]["custom_id"])
    read += message_texts(early.message)
    assert "先选" in early.content
    chooser = (await fake.click(by_seat[start], board, board.buttons[0]["custom_id"])).message
    option = GAME.view(table.state, start)["options"][0]
    await fake.select(by_seat[start], chooser, chooser.selects[0]["custom_id"], [option["option"]])
    read += message_texts(chooser)
    anchor = option["anchors"][0]
    menu = next(s["custom_id"] for s in chooser.selects[1:] if anchor in [o["value"] for o in s["options"]])
    await fake.select(by_seat[start], chooser, menu, [anchor])
    read += message_texts(chooser)
    assert "点 **建造** 确认" in chooser.content
    await fake.click(by_seat[start], chooser, chooser.buttons[0]["custom_id"])

    # /game status: the game's own lines in it.
    table = await bot.tables.table(fake.channel(CHANNEL).id)
    status = await fake.slash(by_seat[start], "game status", channel=CHANNEL)
    extra = bot.ui("shakecity").status_extra(reader=Reader(table, "zh-CN"))
    assert "目前分数" in extra and extra.splitlines()[-1] in status.message.text
    read.append(extra)

    offered = await play_out(fake, bot, users)
    assert any("（含百搭方块），从 " in name for name in offered)
    assert offered and english_words(offered) == {}
    for message in boards_in(fake):
        read += board_texts(message)
    final = boards_in(fake)[-1]
    assert "摇动城市：游戏结束" in final.content
    assert any("跳过" in t for t in read)  # an automatic pass, with its reason
    assert any("建了" in t for t in read)  # the builds
    assert english_words(read) == {}
    # /play's suggestions name the move in words, then the notation to type (H+W D2) after " · ".
    words = [name.split(" · ")[0] for name in offered]
    assert latin_marks(read) == [] and latin_marks(words) == [], latin_marks(read + words)
    assert any("图案是 `" in t for t in read) and any("轮结束：" in t for t in read)
    assert drawn and english_words(drawn, also=NAMES) == {}


async def test_a_solo_game_in_chinese(fake, make_bot, user_locales, drawn):
    bot, users, board = await chinese_table(fake, make_bot, user_locales, ["wang"], 3, "side=seaside")
    assert "不能选数量最多的" in board.content
    await play_out(fake, bot, users)
    read = [t for m in boards_in(fake) for t in board_texts(m)]
    assert any("单人目标" in t for t in read)
    assert english_words(read) == {} and latin_marks(read) == [], latin_marks(read)
    assert english_words(drawn, also=NAMES) == {}


def latin_marks(texts: list[str]) -> list[str]:
    """Texts naming a building, a cube or a bonus tile by its English initial (H, 3R, H+W, a
    pattern `HHP / FSW / RRS`) where a player reads words: cells (D2, F3), mentions and typed
    commands (`/play move:H D2`) aside."""
    found = []
    for text in texts:
        cleaned = re.sub(r"<[@#:a-z0-9_]*\d+>|`/[^`]*`|(?<![A-Za-z])[A-F][1-6](?![0-9])", " ", text)
        if re.search(r"(?<![A-Za-z0-9])\d*(?:[HSFPRW]|[HSFPRW]{3})(?![A-Za-z0-9])", cleaned):
            found.append(text)
    return found


def test_the_scan_finds_initials_not_cells():
    assert (
        latin_marks(["住宅 ×3，从 F3 起", "`/行动 走法:H D2`", "<@12> 建了", "图案是 `住住园 / 工商百`"])
        == []
    )
    found = ["3R 奖励", "住宅 H", "H+W 从 D2", "图案是 `HHP / FSW / RRS`"]
    assert latin_marks(found) == found


def building_marks(drawn: list[str]) -> list[str]:
    """Strings drawn with a Latin letter that is not a coordinate: a cell (D2) or a column or
    row label of the city (A-F) or of the pattern (a-c) is notation; a building's H is not."""
    return [s for s in drawn if re.search("[A-Za-z]", re.sub("[A-F][1-6]", "", s)) and s not in "ABCDEFabc"]


@pytest.mark.parametrize("locale", ["en", "zh-CN"])
def test_the_pictures_mark_buildings_in_the_readers_words(locale: str, drawn: list[str]) -> None:
    # Round 2 of a game with construction tiles and wild cubes, shops barred to the other player.
    state = playout("shakecity", 2, 5, {"construction": True, "wild_night": True})[3]
    view, own = GAME.view(state, None), GAME.view(state, 0)
    assert view["barred"] and any("W" in row for row in view["pattern"])
    for module_cache in (RS._piece, RS._construction_tile, RS._background, RS._legend_image):
        module_cache.cache_clear()  # cached pictures draw their words once: draw them again here
    words = image_words(locale)
    RS.post_images(view, names=["李雷", "韩梅梅"], words=words)
    option = own["options"][0]
    RS.draw_choice(own, 0, option=option["option"], cells=targets(option, option["anchors"][0]), words=words)
    marks = building_marks(drawn)
    if locale == "en":
        assert {"H", "S", "W", "S 2", "2 F"} & set(marks) and "others: not S (shop)" in marks
    else:
        assert marks == [], marks
        for seen in ("住", "商", "百", "其他人：不能选商店（商）", "4住", "#1"):
            assert seen in drawn or any(seen in s for s in drawn), seen


def test_a_shake_that_city_refusal_in_english_and_chinese():
    state = make_state(pattern="HPH" + "FSR" + "HHP", start=0, start_choice="H")
    state = state.__class__(**{**state.__dict__, "phase": state.phase.OPEN})
    with pytest.raises(GameError) as caught:
        GAME.apply(state, 1, GAME.parse("H A1"))
    error = caught.value
    assert error.code == "colour_taken"
    english = player_message(error, "en", "shakecity")
    assert english == "<seat:0> took homes this round: in rounds 1-12 the others must choose another colour."
    chinese = player_message(error, "zh-CN", "shakecity")
    assert chinese == "这一轮 <seat:0> 拿了住宅：第 1-12 轮其他人必须选别的颜色。"
