"""Bribes written in the chat (spec 3.6: the haggling happens in the channel). A message that
mentions the bot and starts with a word below makes one formal move; the bot reacts ✅ when it
took, or replies saying why not. Every other message is left alone.

    @Table Bot offer $3 + Colt Revolver, promise: I'll back you next round   (makes or replaces
                                                                  the whole offer)
    @Table Bot withdraw | @Table Bot pass
    @Table Bot award @alice | @Table Bot award random                      (the Sheriff)

Discord sends the content of a message that mentions the bot without the privileged message
content intent, so the bot asks only for the guild messages intent.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from games.core import GameError

from ...components import running_table
from ...i18n import DEFAULT, t
from ...tables import TableError
from .components import refused_text
from .offers import card_pool, find_cards, own_offer, whole_offer
from .text import KEY

if TYPE_CHECKING:
    from ...app import TableBot

log = logging.getLogger(__name__)

# The Chinese words are the box's (出价/贿赂 an offer, 判给/裁决 an award, 金豆, 美金, 承诺), in
# Simplified and Traditional characters.
OFFER_WORDS = frozenset({"offer", "bid", "bribe", "raise", "出价", "贿赂", "加价", "出價", "賄賂", "加價"})
AWARD_WORDS = frozenset({"award", "rule", "判给", "裁决", "判給", "裁決"})
WITHDRAW_WORDS = ("withdraw", "撤回")
PASS_WORDS = ("pass", "放弃", "不出价", "放棄", "不出價")
MOVE_WORDS = dict.fromkeys(WITHDRAW_WORDS, "withdraw") | dict.fromkeys(PASS_WORDS, "pass")
_PROMISE = re.compile(r"(?:\bpromis(?:e|ing)\b|承诺|承諾)\s*[:：]?\s*", re.IGNORECASE)
_SPLIT = re.compile(r"\s*(?:\+|,|;|&|，|、|；|\band\b|\bplus\b|加)\s*", re.IGNORECASE)
_DOLLARS = re.compile(r"^(?:\$\s*(\d+)|(\d+)\s*(?:\$|dollars?|bucks?|美金|美元|块))$", re.IGNORECASE)
_NUGGETS = re.compile(r"^(\d+|a|one)\s*(?:(?:gold\s*)?nuggets?|颗?金豆)$", re.IGNORECASE)


@dataclass(frozen=True)
class ChatMove:
    """What a message asks for: an offer (its totals), a withdrawal, a pass or an award."""

    kind: str  # "offer", "withdraw", "pass", "award"
    dollars: int = 0
    nuggets: int = 0
    cards: tuple[str, ...] = ()  # as written: names or ids
    promise: str = ""
    winner: int | None = None  # the user id awarded; None with `random`
    random: bool = False
    code: str = ""  # a move written wrongly: its catalog entry (dicetown-chat-<code>), with `number`
    number: str = ""


def read(content: str, bot_id: int) -> ChatMove | None:
    """The move a message to the bot spells, or None when it is not one (it is left alone)."""
    text = re.sub(rf"<@!?{bot_id}>", " ", content).strip()
    verb, _, body = text.partition(" ")
    verb = verb.lower().rstrip(":,：，")
    if verb in MOVE_WORDS and not body.strip(" .!。！"):
        return ChatMove(MOVE_WORDS[verb])
    if verb in AWARD_WORDS:
        users = [int(u) for u in re.findall(r"<@!?(\d+)>", body) if int(u) != bot_id]
        if users:
            return ChatMove("award", winner=users[0])
        if body.strip(" .!。！").lower() in ("random", "chance", "at random", "随机", "运气", "隨機", "運氣"):
            return ChatMove("award", random=True)
        return ChatMove("award", code="name_winner")
    if verb not in OFFER_WORDS:
        return None
    body, *after = _PROMISE.split(body, maxsplit=1)
    promise = after[0] if after else ""
    dollars = nuggets = 0
    cards: list[str] = []
    for item in _SPLIT.split(body.strip().strip(",;:.")):
        item = item.strip().strip(".")
        if not item or item.lower() in ("nothing", "no money"):
            continue
        if (m := _DOLLARS.match(item)) is not None:
            dollars += int(m[1] or m[2])
        elif (m := _NUGGETS.match(item)) is not None:
            nuggets += 1 if m[1].lower() in ("a", "one") else int(m[1])
        elif item.isdigit():
            return ChatMove("offer", code="say_what", number=item)
        else:
            cards.append(item)
    return ChatMove("offer", dollars, nuggets, tuple(cards), promise.strip())


async def on_chat(bot: TableBot, message: discord.Message) -> None:
    """Handle one channel message; silent unless it mentions the bot with a move word."""
    me = bot.user
    if me is None or message.author.bot or message.guild is None or me not in message.mentions:
        return
    move = read(message.content, me.id)
    if move is None:
        return
    # The reply is public: in the channel's language.
    here = await bot.languages.of(message.channel) if hasattr(bot, "languages") else DEFAULT
    try:
        said = await _apply(bot, message, move, here)
    except Exception:  # ours: the writer hears it politely, the log has the rest
        log.exception("dicetown chat move failed in channel %s", message.channel.id)
        said = t(here, "dicetown-chat-sorry")
    if said:
        quiet = discord.AllowedMentions.none()
        await message.reply(said[:2000], mention_author=False, allowed_mentions=quiet)


async def _apply(bot: TableBot, message: discord.Message, move: ChatMove, here: str = DEFAULT) -> str:
    """Make the move; returns the sentence to reply with ("" when it took and was reacted to)."""
    if move.code == "name_winner":
        return t(here, "dicetown-chat-name-winner")
    if move.code == "say_what":
        return t(here, "dicetown-chat-say-what", number=move.number)
    table = await running_table(bot, message.channel.id, KEY)
    if table is None:
        return t(here, "dicetown-chat-no-game")
    seat = table.seat_of(message.author.id)
    if seat is None:
        return t(here, "dicetown-chat-not-playing")
    view = table.game.view(table.state, seat)
    if move.kind == "award":
        notation = "award random"
        if move.winner is not None:
            winner = table.seat_of(move.winner)
            if winner is None:
                return t(here, "dicetown-not-in-game", user=f"<@{move.winner}>")
            notation = f"award P{winner + 1}"
    elif move.kind == "offer":
        if view["ruling"] is None:
            return t(here, "dicetown-chat-no-tie")
        current = own_offer(view, seat)
        if current is None:
            sheriff = seat == view["ruling"]["sheriff"]
            return t(here, "dicetown-chat-sheriff" if sheriff else "dicetown-chat-not-contender")
        try:
            cards = find_cards(move.cards, card_pool(view, seat), here)
            notation = whole_offer(
                current,
                move.dollars,
                move.nuggets,
                cards,
                move.promise,
                escrow=view["ruling"]["mode"] == "escrow",
                locale=here,
            )
        except TableError as exc:
            return str(exc)
    else:
        notation = move.kind
    try:
        # The message id stands for an interaction id: a message delivered twice applies once.
        outcome = await bot.tables.act(
            message.channel.id, message.author.id, notation, interaction_id=message.id, game_id=table.id
        )
    except (TableError, GameError) as exc:
        return bot.ui(KEY).names(table, refused_text(here, exc))
    await bot.publisher.after_move(outcome, None)
    await message.add_reaction("✅")  # last: the writer sees it once the board shows the move
    return ""
