"""A whole Dice Town game in Chinese through the loopback Discord: three zh-CN players in a zh-CN
channel, every roll kept in DMs, a bribe offered through the modal, the Sheriff's award, the
final scores. Nothing the players see (messages, embeds, buttons, menus, the modal, DMs,
ephemeral answers, the words drawn in the pictures) is left in English beyond proper nouns,
numbers and notation. And a Dice Town refusal in both languages."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.gameui import Reader
from bot.i18n import t
from bot.replies import player_message
from games.core import GameError
from games.dicetown import GAME
from render.core import recording
from tests.fakediscord.chat import answers_to, mention, write
from tests.helpers.dicetown_e2e import (
    CH,
    answer_by_custom_id,
    board,
    control,
    current,
    every_version,
    open_table,
    prompt_of,
    refused,
    user_of,
)
from tests.helpers.e2e import texts

# English a Chinese player may still read: the game's and the bot's names, notation and the words
# of chat moves written in backticks (stripped below). The property cards' names are translated.
ALLOWED = {"Dice", "Town", "Table", "Bot", "VP"}
# Strings of the shared bot files exempt from the scan while they are being moved: none now.
SHARED: tuple[str, ...] = ()


def pending_english() -> list[re.Pattern[str]]:
    """The English of messages still waiting in pending/ for the code of other modules (the
    lobby, the publisher): what they say is theirs to translate, and once they use the catalog
    their messages leave pending/ and this scan sees their Chinese instead."""
    from fluent.syntax import FluentParser, ast

    from bot.i18n import catalog

    out = []
    for source in catalog.sources("en"):
        if not source.pending:
            continue
        for entry in FluentParser().parse(source.text).body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                elements = entry.value.elements
                parts = [re.escape(e.value) if isinstance(e, ast.TextElement) else ".*?" for e in elements]
                text = "".join(parts)
                if len(re.sub(r"\W|\.\*\?", "", text)) >= 6:
                    out.append(re.compile(text))
    return out


PENDING = pending_english()


def english_words(text: str, names: set[str]) -> set[str]:
    text = re.sub(r"`[^`]*`", " ", text)  # notation and commands
    text = re.sub(r"<[@#][!&]?\d+>|<a?:\w+:\d+>", " ", text)  # mentions
    text = re.sub(r"\]\(https?://[^)\s]+\)", "]", text)  # where a link leads: only its words show
    for pattern in PENDING:
        text = pattern.sub(" ", text)
    for shared in SHARED:
        text = text.replace(shared, " ")
    words = set(re.findall(r"[A-Za-z]{3,}", text))
    return words - ALLOWED - names


def message_texts(message: Any) -> list[str]:
    out = []
    for v in [*message.history, message.snapshot()]:
        out.append(v["content"] or "")
        for e in v["embeds"]:
            out += [str(e.get("title", "")), str(e.get("description", ""))]
            out += [f"{f.get('name', '')} {f.get('value', '')}" for f in e.get("fields", [])]
        stack = list(v["components"])
        while stack:
            c = stack.pop()
            stack += c.get("components", [])
            out += [str(c.get("label", "")), str(c.get("placeholder", ""))]
            out += [f"{o.get('label', '')} {o.get('description', '')}" for o in c.get("options", [])]
    return out


async def answer(fake, users, table, seat: int, bribed: list[str], drawn: list[str]) -> str:
    """The seat answers its prompt with the controls a player uses (the custom ids: the labels
    are Chinese); the first contender of the first tie bribes the Sheriff with the modal."""
    user = user_of(users, table, seat)
    prompt = prompt_of(table, seat)
    if prompt == "offer":
        if not bribed:
            # The Sheriff cannot rule before every contender has answered: told so in Chinese
            # (the table service's "not your turn", worded again from the engine's own code).
            sheriff = user_of(users, table, table.state.sheriff)
            early = await write(fake, sheriff, CH, f"{mention(fake.bot_user)} 判给 <@{user.id}>")
            said = texts(answers_to(fake, early))
            bribed.append(said)
            assert "等争夺" in said and "出价或放弃之后再裁决" in said, said
            opened = await fake.click(user, board(fake), control(board(fake), ":offer"))
            modal = opened.modal
            assert modal is not None
            bribed += [modal.title, *(f["label"] for f in modal.fields)]
            done = await fake.submit_modal(user, opened, {modal.fields[0]["custom_id"]: "1"})
            bribed += [m.content or "" for m in done.messages]
            assert any("你现在的出价" in m for m in bribed), bribed
        else:
            r = await fake.click(user, board(fake), control(board(fake), ":pass"))
            assert not refused(r)
        return prompt
    return await answer_by_custom_id(fake, users, table, seat, dms_closed=False, kept="✅ 保留")


async def test_a_whole_game_in_chinese_with_a_bribe_and_a_ruling(fake, make_bot, user_locales):
    admin = fake.user("admin", permissions={"manage_guild"})
    users = [fake.user("li"), fake.user("wang"), fake.user("zhao")]
    for user in (admin, *users):
        user_locales[user.id] = "zh-CN"
    bot = await make_bot(seed=3)
    r = await fake.slash(admin, "game settings", channel=CH, language="zh-CN")
    assert "简体中文" in r.content
    await open_table(fake, users)
    first = board(fake)
    assert "第 1 轮第 1 次掷骰" in first.content

    ui = bot.ui("dicetown")
    seen: list[str] = []  # modal texts and the pictures' words
    prompts: set[str] = set()
    offered: list[str] = []
    with recording() as drawn:
        table_id = (await current(bot, fake)).id
        while (table := await current(bot, fake)) is not None:
            ui.channel_images(reader=Reader(table, "zh-CN"))
            for seat in range(3):
                ui.private_images(reader=Reader(table, "zh-CN", seat))
            seat = min(table.to_act())
            # /play's suggestions, in the typing player's words before the notation to type.
            choices = await fake.autocomplete(user_of(users, table, seat), "play", focused="move", channel=CH)
            offered += [c["name"] for c in choices]
            prompts.add(await answer(fake, users, table, seat, seen, []))
        # The last board and the score table, as the channel sees them once the game is over.
        over = await bot.tables.by_id(table_id)
        assert over is not None and over.result() is not None
        ui.channel_images(reader=Reader(over, "zh-CN"))
        ui.final_images(over.result(), reader=Reader(over, "zh-CN"))
    assert {"keep", "offer", "rule"} <= prompts
    assert {"最终得分", "总分", "名次", "金豆"} <= {d.s for d in drawn}
    final = fake.channel_messages(CH)[-1]
    assert "骰子镇：游戏结束" in final.content and "亮出手牌" in final.content

    assert offered and all(" · " in name for name in offered), offered[:5]
    assert any(name.startswith("保留 ") for name in offered) and any("美金" in name for name in offered)
    texts = seen + [d.s for d in drawn] + [name.split(" · ")[0] for name in offered]
    for message in fake.messages:
        if message.id < first.id and message.guild_id is not None:
            continue  # the lobby before the game (shared code)
        texts += message_texts(message)
    names = {n for u in (admin, *users) for n in (u.name, u.display_name)}
    left = {}
    for text in texts:
        words = english_words(text, names)
        if words:
            left[text[:120]] = sorted(words)
    assert not left, left
    # Secret dice reached every player in Chinese, in their DMs.
    for user in users:
        dms = every_version(fake.dms(user))
        assert "你掷出了" in dms and "Your roll" not in dms


def test_the_scan_finds_english():
    assert english_words("你掷出了 Your roll is 9 9 K", set()) == {"Your", "roll"}
    assert english_words("`@Table Bot offer $3` 给 <@123> 旱沟", set()) == set()
    assert english_words("给 <@123> Dry Gulch", set()) == {"Dry", "Gulch"}  # an untranslated card


@pytest.mark.parametrize(
    ("locale", "expected"),
    [("en", "Keeping 3 dice costs $2; you have $1."), ("zh-CN", "留 3 颗骰子要花 2 美金，你只有 1 美金。")],
)
def test_a_dice_town_refusal_in_both_languages(locale, expected):
    state = GAME.new(3, {}, seed=5)
    seat = min(GAME.to_act(state))
    roll = state.players[seat].roll
    state = state.with_player(seat, dollars=1)
    keep = "keep " + " ".join({9: "9", 10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}[f] for f in roll[:3])
    with pytest.raises(GameError) as caught:
        GAME.apply(state, seat, GAME.parse(keep))
    error = caught.value
    assert error.code == "keep_cost" and error.params["cost"] == 2
    assert player_message(error, locale, "dicetown") == expected


def test_each_not_your_turn_sentence_has_its_own_code_and_chinese():
    from tests.helpers.refusal_codes import sentences_by_code

    sentences = sentences_by_code()
    for code in ("sheriff_rules", "tie_only", "their_choice", "visitors_only", "already_answered"):
        assert len(sentences[code]) == 1, (code, sentences[code])
        chinese = t("zh-CN", f"refusal-dicetown-{code}", location="bank", sheriff="S", player="P")
        assert not chinese.isascii()


def test_a_bribe_written_in_chinese_in_the_chat_is_read():
    from bot.cogs.dicetown.chat import read

    move = read("<@1> 出价 $3 + 2 金豆 + 柯尔特左轮，承诺：下一轮我让你", 1)
    assert move is not None and (move.kind, move.dollars, move.nuggets) == ("offer", 3, 2)
    assert move.cards == ("柯尔特左轮",) and move.promise == "下一轮我让你"
    passed, withdrawn, awarded = read("<@1> 放弃", 1), read("<@1> 撤回", 1), read("<@1> 判给 随机", 1)
    assert passed is not None and passed.kind == "pass"
    assert withdrawn is not None and withdrawn.kind == "withdraw"
    assert awarded is not None and awarded.random
    traditional = read("<@1> 出價 $2，承諾：下輪讓你", 1)
    assert traditional is not None and (traditional.dollars, traditional.promise) == (2, "下輪讓你")
