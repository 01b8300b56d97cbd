"""A private Dice Town event is worded for each reader in that reader's language: the publisher
asks `private_line` once per seat it DMs, and skips a bot's seat."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

from bot.cogs.dicetown.presentation import DiceTownUI
from bot.gameui import Reader
from games.core import Seat, private
from games.dicetown import GAME
from tests.helpers.tables import table_of

BOT_USER, PLAYER = 11, 22


def test_an_event_for_a_bot_and_a_player_reaches_the_player_in_his_language() -> None:
    bot = cast(Any, SimpleNamespace(games={"dicetown": GAME}))
    ui = DiceTownUI(bot, "dicetown")
    table = table_of("dicetown", [BOT_USER, PLAYER])
    # The Sheriff (seat 0, a bot) receives the card that seat 1 offered: both are told.
    event = private("bribe_cards", [0, 1], cards=["GS01"], sheriff=Seat(0))
    assert ui.direct_message(event)
    assert ui.private_line(event, reader=Reader(table, "zh-CN", 1)) == "<@11> 收到了 小马（8）。"
