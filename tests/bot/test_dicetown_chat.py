"""What a chat message to the bot spells in Dice Town (bot.cogs.dicetown.chat.read) and how offered
cards are named (offers.find_cards)."""

from __future__ import annotations

import pytest

from bot.cogs.dicetown.chat import ANSWERS_PER_WINDOW, WINDOW, ChatAnswers, ChatMove, read
from bot.cogs.dicetown.offers import find_cards, whole_offer
from bot.i18n import DEFAULT, t
from bot.tables import TableError

BOT = 42
HAND = [
    {"id": "GS04", "name": "Colt Revolver", "kind": "equipment", "vp": 4},
    {"id": "GS05", "name": "Gold Pocket Watch", "kind": "equipment", "vp": 4},
    {"id": "P07", "name": "Tumbleweed Ranch", "kind": "property", "vp": 2},
]


def problem(text: str) -> str:
    """What the bot says back to a chat move it understood but cannot take."""
    move = read(text, BOT)
    assert move is not None and move.code
    return t(DEFAULT, f"dicetown-chat-{move.code.replace('_', '-')}", number=move.number)


def test_an_offer_with_money_a_card_and_a_promise() -> None:
    move = read(f"<@{BOT}> offer $3 + Colt Revolver, promise: I'll back you next round", BOT)
    assert move == ChatMove("offer", 3, 0, ("Colt Revolver",), "I'll back you next round")


@pytest.mark.parametrize(
    ("text", "dollars", "nuggets", "cards"),
    [
        ("offer 2 dollars and 1 nugget", 2, 1, ()),
        ("bid $1, a nugget, P07 and colt", 1, 1, ("P07", "colt")),
        ("raise 4$ plus 2 gold nuggets", 4, 2, ()),
        ("offer nothing, promising the Kings", 0, 0, ()),
    ],
)
def test_offer_forms(text: str, dollars: int, nuggets: int, cards: tuple[str, ...]) -> None:
    move = read(f"<@!{BOT}> {text}", BOT)
    assert move is not None and (move.dollars, move.nuggets, move.cards) == (dollars, nuggets, cards)


def test_awards_withdrawals_and_passes() -> None:
    assert read(f"<@{BOT}> award <@7>", BOT) == ChatMove("award", winner=7)
    assert read(f"<@{BOT}> rule random", BOT) == ChatMove("award", random=True)
    assert "Name the winner" in problem(f"<@{BOT}> award")
    assert read(f"<@{BOT}> withdraw", BOT) == ChatMove("withdraw")
    assert read(f"pass <@{BOT}>", BOT) == ChatMove("pass")


def test_a_mention_in_passing_is_left_alone_and_what_is_addressed_but_unread_says_so() -> None:
    for text in (f"ask <@{BOT}> later", f"I think <@!{BOT}> is slow, pass it on"):
        assert read(text, BOT) is None
    for text in (f"<@{BOT}> nice weather", f"<@{BOT}> passing by", f"<@{BOT}>", f"rules? <@{BOT}>"):
        assert read(text, BOT) == ChatMove("unread")
    # Without the mention in its text: a reply that pings the bot.
    assert read("hello", BOT) == ChatMove("unread")
    assert read(f"<@{BOT}> pass, thanks", BOT) == ChatMove("unread", verb="pass")
    assert read(f"<@{BOT}> 放弃吧我", BOT) == ChatMove("unread", verb="放弃")
    assert "`$3` or `3 nuggets`" in problem(f"<@{BOT}> offer 3")


@pytest.mark.parametrize(
    ("text", "dollars", "nuggets", "cards"),
    [
        ("出价2美金", 2, 0, ()),
        ("贿赂2块", 2, 0, ()),
        ("出价：两块钱加一颗金豆", 2, 1, ()),
        ("加价十二美金和柯尔特左轮", 12, 0, ("柯尔特左轮",)),
        ("出價2塊錢、3顆金豆", 2, 3, ()),
        ("出价$3", 3, 0, ()),
    ],
)
def test_chinese_offers_need_no_space_after_the_verb(
    text: str, dollars: int, nuggets: int, cards: tuple[str, ...]
) -> None:
    move = read(f"<@{BOT}> {text}", BOT)
    assert move is not None and move.kind == "offer" and not move.code
    assert (move.dollars, move.nuggets, move.cards) == (dollars, nuggets, cards)


def test_chinese_passes_and_awards_without_a_space() -> None:
    assert read(f"<@{BOT}> 不出价", BOT) == ChatMove("pass")  # not read as 出价 (an offer)
    assert read(f"<@{BOT}> 判给<@7>", BOT) == ChatMove("award", winner=7)
    assert read(f"<@{BOT}> 裁决随机", BOT) == ChatMove("award", random=True)
    assert "3 是什么" in t("zh-CN", "dicetown-chat-say-what", number="3")
    move = read(f"<@{BOT}> 出价3", BOT)
    assert move is not None and (move.code, move.number) == ("say_what", "3")


def test_cards_are_named_by_id_name_or_a_unique_start() -> None:
    assert find_cards(["colt", "P07", "gold pocket watch"], HAND) == ["GS04", "P07", "GS05"]
    with pytest.raises(TableError, match="no card called 'Pony'"):
        find_cards(["Pony"], HAND)
    two = [*HAND, {"id": "GS06", "name": "Gold Nugget Hat", "kind": "equipment", "vp": 3}]
    with pytest.raises(TableError, match="could be"):
        find_cards(["gold"], two)


def test_an_empty_whole_offer_withdraws_a_standing_one_in_escrow() -> None:
    standing = {"dollars": 2, "nuggets": 0, "cards": [], "promise": ""}
    assert whole_offer(standing, 0, 0, [], "", escrow=True) == "withdraw"
    bid = whole_offer(standing, 3, 1, ["P07", "GS04"], " a  b ", escrow=True)
    assert bid == "bid $3 1n GS04 P07 promise a b"
    with pytest.raises(TableError, match="Offer something"):
        whole_offer({**standing, "dollars": 0}, 0, 0, [], "", escrow=True)
    with pytest.raises(TableError, match="at most 200"):
        whole_offer(standing, 1, 0, [], "x" * 201, escrow=True)


def test_a_flood_of_messages_to_the_bot_gets_a_few_answers_per_writer_and_channel() -> None:
    now = [0.0]
    answers = ChatAnswers(clock=lambda: now[0])
    flood = [answers.allow(1, 7) for _ in range(ANSWERS_PER_WINDOW + 3)]
    assert flood == [True] * ANSWERS_PER_WINDOW + [False] * 3
    assert answers.allow(1, 8) and answers.allow(2, 7)  # another writer, another channel
    now[0] = WINDOW + 0.1
    assert answers.allow(1, 7)
