"""The Hint button of tables opened with hints (`bot/hints.py`): its component and the service that
computes hints in the bot's AI workers."""

from __future__ import annotations

from ..app import TableBot
from ..hints import ITEMS, Hints, attach


async def setup(bot: TableBot) -> None:
    attach(bot, Hints(bot.bot_player.thinker, bot.manifests))
    bot.add_dynamic_items(*ITEMS)
