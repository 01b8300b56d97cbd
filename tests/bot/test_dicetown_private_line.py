"""A private Dice Town event is worded for each reader in that reader's language: the publisher
asks `private_line` once per seat it DMs, and skips a bot's seat."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

from bot.cogs.dicetown.presentation import DiceTownUI
from bot.gameui import speak
from games.core import private
from games.dicetown import GAME

BOT_USER, PLAYER = 11, 22


class Languages:
    """What each user's client last showed: the bot seat's user never speaks."""

    def known_player(self, user_id: int) -> str:
        return {PLAYER: "zh-CN"}.get(user_id, "en")


def test_an_event_for_a_bot_and_a_player_reaches_the_player_in_his_language() -> None:
    bot = cast(Any, SimpleNamespace(games={"dicetown": GAME}, languages=Languages()))
    ui = DiceTownUI(bot, "dicetown")
    users = [BOT_USER, PLAYER]
    table = cast(Any, SimpleNamespace(players=users, who=lambda seat: f"<@{users[seat]}>"))
    # The Sheriff (seat 0, a bot) receives the card that seat 1 offered: both are told.
    event = private("bribe_cards", "<seat:0> receives Pony (8).", [0, 1], cards=["GS01"], sheriff=0)
    assert ui.direct_message(event)
    assert speak(ui.private_line, table, event, locale="zh-CN") == "<@11> 收到了 小马（8）。"
