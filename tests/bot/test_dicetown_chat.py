"""What a chat message to the bot spells in Dice Town (bot.cogs.dicetown.chat.read) and how offered
cards are named (offers.find_cards)."""

from __future__ import annotations

import pytest

from bot.cogs.dicetown.chat import ChatMove, read
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


def test_anything_else_is_left_alone() -> None:
    for text in (f"<@{BOT}> nice weather", f"<@{BOT}> passing by", f"<@{BOT}>", "hello"):
        assert read(text, BOT) is None
    assert "`$3` or `3 nuggets`" in problem(f"<@{BOT}> offer 3")


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
