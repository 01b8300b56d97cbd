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

from ...tables import TableError
from .offers import card_pool, find_cards, own_offer, whole_offer
from .text import KEY

if TYPE_CHECKING:
    from ...app import TableBot

log = logging.getLogger(__name__)

OFFER_WORDS = frozenset({"offer", "bid", "bribe", "raise"})
AWARD_WORDS = frozenset({"award", "rule"})
_PROMISE = re.compile(r"\bpromis(?:e|ing)\b\s*:?\s*", re.IGNORECASE)
_SPLIT = re.compile(r"\s*(?:\+|,|;|&|\band\b|\bplus\b)\s*", re.IGNORECASE)
_DOLLARS = re.compile(r"^(?:\$\s*(\d+)|(\d+)\s*(?:\$|dollars?|bucks?))$", re.IGNORECASE)
_NUGGETS = re.compile(r"^(\d+|a|one)\s*(?:gold\s*)?nuggets?$", re.IGNORECASE)


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
    problem: str = ""  # a sentence when the message is a move written wrongly


def read(content: str, bot_id: int) -> ChatMove | None:
    """The move a message to the bot spells, or None when it is not one (it is left alone)."""
    text = re.sub(rf"<@!?{bot_id}>", " ", content).strip()
    verb, _, body = text.partition(" ")
    verb = verb.lower().rstrip(":,")
    if verb in ("withdraw", "pass") and not body.strip(" .!"):
        return ChatMove(verb)
    if verb in AWARD_WORDS:
        users = [int(u) for u in re.findall(r"<@!?(\d+)>", body) if int(u) != bot_id]
        if users:
            return ChatMove("award", winner=users[0])
        if body.strip(" .!").lower() in ("random", "chance", "at random"):
            return ChatMove("award", random=True)
        return ChatMove("award", problem="Name the winner: `@Table Bot award @someone` (or `award random`).")
    if verb not in OFFER_WORDS:
        return None
    promise = ""
    found = _PROMISE.search(body)
    if found is not None:
        body, promise = body[: found.start()], body[found.end() :]
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
            return ChatMove("offer", problem=f"Say what {item} is: `${item}` or `{item} nuggets`.")
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
    try:
        said = await _apply(bot, message, move)
    except Exception:  # ours: the writer hears it politely, the log has the rest
        log.exception("dicetown chat move failed in channel %s", message.channel.id)
        said = "Something went wrong on my side; nothing was changed. Try the buttons on the board."
    if said:
        quiet = discord.AllowedMentions.none()
        await message.reply(said[:2000], mention_author=False, allowed_mentions=quiet)


async def _apply(bot: TableBot, message: discord.Message, move: ChatMove) -> str:
    """Make the move; returns the sentence to reply with ("" when it took and was reacted to)."""
    if move.problem:
        return move.problem
    table = await bot.tables.find(message.channel.id)
    if table is None or table.row.game != KEY or table.state is None or table.row.status != "active":
        return "There is no Dice Town game under way in this channel."
    seat = table.seat_of(message.author.id)
    if seat is None:
        return "You are not playing in this game; only the contenders of a tie make offers."
    view = table.game.view(table.state, seat)
    ui = bot.ui(KEY)
    if move.kind == "award":
        notation = "award random"
        if move.winner is not None:
            winner = table.seat_of(move.winner)
            if winner is None:
                return f"<@{move.winner}> is not playing in this game."
            notation = f"award P{winner + 1}"
    elif move.kind == "offer":
        if view["ruling"] is None:
            return "No tie is open now: offers are made while the Sheriff has a tie to rule."
        current = own_offer(view, seat)
        if current is None:
            if seat == view["ruling"]["sheriff"]:
                return "You are the Sheriff: you rule this tie and make no offer."
            return "You are not a contender in this tie; only the contenders make offers."
        try:
            cards = find_cards(move.cards, card_pool(view, seat))
            notation = whole_offer(
                current,
                move.dollars,
                move.nuggets,
                cards,
                move.promise,
                escrow=view["ruling"]["mode"] == "escrow",
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
        return ui.names(table, str(exc))
    await bot.publisher.after_move(outcome, None)
    await message.add_reaction("✅")  # last: the writer sees it once the board shows the move
    return ""
