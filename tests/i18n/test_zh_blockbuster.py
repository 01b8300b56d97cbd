"""Block Buster in Chinese: a whole game through the loopback Discord with zh-CN players in a
zh-CN channel leaves nothing they read in English, beyond notation, names and numbers; a refusal
in both languages; and the Traditional spellings of the box (its seed is in Traditional)."""

from __future__ import annotations

import random

from bot.i18n import t
from games.blockbuster import GAME
from tests.helpers.chinese import CHANNEL, button_id, chinese_table, english_left, readable
from tests.helpers.e2e import answered_privately, mover


async def test_a_whole_block_buster_game_in_chinese(fake, make_bot, user_locales):
    bot, users, lobby, board_message = await chinese_table(
        fake, make_bot, user_locales, "blockbuster", seed=7
    )
    private: list[str] = []
    assert "抽出" in board_message.content and "起始玩家" in board_message.content
    table, seat, user = await mover(fake, bot, users)

    # The first move through the chooser: piece, orientation, anchor, then the Play button.
    reply = await fake.click(user, board_message, "🎲")
    assert reply.ephemeral and not reply.errors
    message = reply.message
    for token in ["13", "R90", "A1"]:
        private += readable(message)
        menu = next((s for s in message.selects if token in [o["value"] for o in s["options"]]), None)
        if menu is not None:
            reply = await fake.select(user, message, menu["custom_id"], [token])
            message = reply.message
    private += readable(message)
    played = await fake.click(user, message, button_id(message, "cp:", "place 13 R90 A1"))
    assert not played.errors

    # The other player looks at their pieces, a preview, a hint, and is refused a move.
    _, _, other = await mover(fake, bot, users)
    board_message = fake.last_message(CHANNEL)
    r = await fake.click(other, board_message, "🧩")
    private += [r.content]
    for command, args in [
        ("blockbuster preview", {"piece": 2, "orient": "R0", "at": "A1"}),
        ("blockbuster hint", {"piece": 2}),
        ("blockbuster pieces", {}),
    ]:
        r = await fake.slash(other, command, channel=CHANNEL, **args)
        assert r.ephemeral and not r.errors, r.content
        private += readable(r.message)
    # The engine's refusals, from their code and values: a preview on red's cell, and a pass.
    assert "**不合法**。A1 格已经被红色占了。" in private[-3]
    refused = await fake.slash(other, "blockbuster pass", channel=CHANNEL)
    assert refused.ephemeral and refused.content == "蓝色的第一块可以放在任何地方，所以不能 PASS。"
    private += [refused.content]
    choices = await fake.autocomplete(other, "blockbuster place", focused="piece", channel=CHANNEL)
    private += [c["name"] for c in choices]

    # The rest of the game with typed moves, as autocomplete offers them.
    rnd = random.Random(5)
    for _ in range(300):
        found = await mover(fake, bot, users)
        if found is None:
            break
        table, seat, user = found
        legal = [str(a) for a in GAME.legal(table.state, seat) if str(a) != "resign"]
        places = [a for a in legal if a.startswith("place ")]
        r = await fake.slash(user, "play", channel=CHANNEL, move=rnd.choice(places or legal))
        assert not r.errors, r.content
    assert await mover(fake, bot, users) is None

    # Everything the channel shows after the lobby (the lobby's own table is the shared lobby's).
    public = [text for m in fake.channel_messages(CHANNEL) if m.id != lobby.id for text in readable(m)]
    assert any("围堵高手：游戏结束" in text for text in public)
    assert any("放在" in text for text in public)  # the moves were announced in Chinese
    assert english_left(public) == []
    assert english_left(private) == []


def test_the_scan_finds_english_left_in_a_chinese_message():
    assert english_left(["轮到你了，<@1>：place a piece touching red"]) == ["piece", "touching", "red"]
    assert english_left(["轮到你了 `/blockbuster place` PASS"]) == []


async def test_a_block_buster_refusal_in_each_players_language(fake, make_bot, user_locales):
    bot = await make_bot(seed=3)
    li, ann = fake.user("li"), fake.user("ann")
    user_locales[li.id] = "zh-CN"
    r = await fake.slash(li, "game new", channel=CHANNEL, game="blockbuster")
    await fake.click(ann, r.message, button_id(r.message, ":join"))
    await fake.click(li, r.message, button_id(r.message, ":start"))
    # Each is refused a pass on their colour's first move (a first piece may go anywhere).
    said = {}
    for _ in range(2):
        table, seat, user = await mover(fake, bot, [li, ann])
        colour = table.game.view(table.state, None)["turn"]["colour"]
        move = str(table.game.legal(table.state, seat)[0])
        r = await fake.slash(user, "blockbuster pass", channel=CHANNEL)
        assert r.ephemeral
        said[user.id] = (r.content, colour)
        r = await fake.slash(user, "play", channel=CHANNEL, move=move)
        assert not r.errors and not answered_privately(r)
    names = {0: ("Red", "红色"), 1: ("Blue", "蓝色")}
    content, colour = said[ann.id]
    assert content == f"{names[colour][0]} may place its first piece anywhere, so it may not pass."
    content, colour = said[li.id]
    assert content == f"{names[colour][1]}的第一块可以放在任何地方，所以不能 PASS。"


def test_the_traditional_chinese_spellings_of_the_box():
    # The seed's words: 方連塊 (the pieces), 圖像方塊 (the symbol tiles, which OpenCC alone would
    # write 影像方塊), 跳開 (a jump), 負分標記.
    line = t("zh-TW", "blockbuster-turn-jump", colour=t("zh-TW", "blockbuster-colour", colour="red"), gaps="")
    assert line.startswith("紅色無法連結") and "方連塊跳開" in line
    assert t("zh-TW", "refusal-blockbuster-symbol_tile", cell="B2") == "B2 格是圖像方塊。"
    assert t("zh-TW", "term-blockbuster-penalty") == "負分標記"


def test_the_board_image_draws_the_readers_words():
    from bot.cogs.blockbuster.words import image_words
    from render import blockbuster as R

    view = GAME.view(GAME.new(2, {}, seed=1), None)
    assert image_words("en") is None  # English: the renderer's own words
    assert R._title(view) == "Block Buster · move 0 · red first piece"
    with R.say.speaking(image_words("zh-CN")):
        assert R._title(view) == "围堵高手 · 第 0 步 · 红色放第一块"
    with R.say.speaking(image_words("zh-TW")):
        assert R._title(view) == "圍堵高手 · 第 0 步 · 紅色放第一塊"
