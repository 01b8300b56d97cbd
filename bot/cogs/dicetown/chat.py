"""Bribes written in the chat (spec 3.6: the haggling happens in the channel). A message addressed
to the bot (it starts or ends with the bot's mention, or replies to the bot) in a channel where a
Dice Town game runs makes one formal move: the bot reacts ✅ when it took (or says so, when it may
not react), or replies saying why not, or what it read and the form it reads. Anywhere else, and
to a message that mentions the bot only in passing, the bot says nothing at all.

    @Table Bot offer $3 + Colt Revolver, promise: I'll back you next round   (makes or replaces
                                                                  the whole offer)
    @Table Bot 出价2美金加柯尔特左轮，承诺：下轮让你                  (Chinese needs no space after the verb)
    @Table Bot withdraw | @Table Bot pass
    @Table Bot award @alice | @Table Bot award random                      (the Sheriff)

Replies are public, so none names the writer's cards: a card the bot cannot match, or a refusal
that would name one, is answered in the channel without them, and the writer alone is told (by
DM, or behind Show mine). What the writer wrote is repeated as plain text.

Discord sends the content of a message that mentions the bot without the privileged message
content intent, so the bot asks only for the guild messages intent.
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from games.core import GameError

from ...components import running_table
from ...i18n import DEFAULT, t
from ...plaintext import plain
from ...playing import play
from ...replies import clip
from ...services.moves import MoveRequest, Origin, Version
from ...tables import Table, TableError
from .components import refused_text
from .offers import UnknownCard, card_pool, find_cards, own_offer, whole_offer
from .text import KEY, View, card_name, with_plain

if TYPE_CHECKING:
    from ...app import TableBot

log = logging.getLogger(__name__)

# The Chinese words are the box's (出价/贿赂 an offer, 判给/裁决 an award, 金豆, 美金, 承诺), in
# Simplified and Traditional characters.
OFFER_WORDS = frozenset({"offer", "bid", "bribe", "raise", "出价", "贿赂", "加价", "出價", "賄賂", "加價"})
AWARD_WORDS = frozenset({"award", "rule", "判给", "裁决", "判給", "裁決"})
WITHDRAW_WORDS = ("withdraw", "撤回")
PASS_WORDS = ("pass", "放弃", "不出价", "放棄", "不出價")
VERBS = (
    dict.fromkeys(OFFER_WORDS, "offer")
    | dict.fromkeys(AWARD_WORDS, "award")
    | dict.fromkeys(WITHDRAW_WORDS, "withdraw")
    | dict.fromkeys(PASS_WORDS, "pass")
)
# Longest first, so that 不出价 (a pass) is not read as 出价 (an offer) after one character.
_BY_LENGTH = sorted(VERBS, key=len, reverse=True)
_PROMISE = re.compile(r"(?:\bpromis(?:e|ing)\b|承诺|承諾)\s*[:：]?\s*", re.IGNORECASE)
_SPLIT = re.compile(r"\s*(?:\+|,|;|&|，|、|；|\band\b|\bplus\b|加|和|跟)\s*", re.IGNORECASE)
# A number as written: digits, or Chinese numerals up to 99 (两块, 十二美金).
_NUMBER = r"\d+|[零〇一二两兩三四五六七八九十]+"
_DOLLARS = re.compile(
    rf"^(?:\$\s*({_NUMBER})|({_NUMBER})\s*(?:\$|dollars?|bucks?|美金|美元|[块塊]钱?|[块塊]錢|元))$",
    re.IGNORECASE,
)
_NUGGETS = re.compile(rf"^({_NUMBER}|a|one)\s*(?:(?:gold\s*)?nuggets?|[颗顆个個粒]?金豆)$", re.IGNORECASE)
_DIGITS = dict(zip("零〇一二两兩三四五六七八九", (0, 0, 1, 2, 2, 2, 3, 4, 5, 6, 7, 8, 9), strict=True))
_END = " .!?。！？"
# A flood of messages to the bot gets a few answers, not one each: every answer spends the
# channel's rate limit, which the game's boards share. A move that was made is always answered.
ANSWERS_PER_WINDOW = 5
WINDOW = 30.0


@dataclass(frozen=True)
class ChatMove:
    """What a message to the bot asks for: an offer (its totals), a withdrawal, a pass, an award,
    or nothing the bot can read ("unread", with the move word it did read, if any)."""

    kind: str  # "offer", "withdraw", "pass", "award", "unread"
    dollars: int = 0
    nuggets: int = 0
    cards: tuple[str, ...] = ()  # as written: names or ids
    promise: str = ""
    winner: int | None = None  # the user id awarded; None with `random`
    random: bool = False
    code: str = ""  # a move written wrongly: its catalog entry (dicetown-chat-<code>), with `number`
    number: str = ""
    verb: str = ""  # "unread": the move word read, as written


def addressed(content: str, bot_id: int) -> str | None:
    """The words of a message addressed to the bot: one that starts or ends with its mention (or
    has none in its text: a reply that pings the bot); None for one that names the bot only in
    passing ("ask @Table Bot later")."""
    mention = re.compile(rf"<@!?{bot_id}>")
    text = content.strip()
    marks = list(mention.finditer(text))
    if marks and marks[0].start() != 0 and marks[-1].end() != len(text.rstrip(_END)):
        return None
    return mention.sub(" ", text).strip()


def read(content: str, bot_id: int) -> ChatMove | None:
    """The move a message to the bot spells ("unread" when none), or None when the message is
    not addressed to the bot (it is left alone)."""
    text = addressed(content, bot_id)
    if text is None:
        return None
    low = text.lower()
    word = next((w for w in _BY_LENGTH if low.startswith(w) and not _runs_on(w, text[len(w) :])), None)
    if word is None:
        return ChatMove("unread")
    kind, verb, body = VERBS[word], text[: len(word)], text[len(word) :].lstrip(" :,：，")
    if kind in ("withdraw", "pass"):
        return ChatMove(kind) if not body.strip(_END) else ChatMove("unread", verb=verb)
    if kind == "award":
        users = [int(u) for u in re.findall(r"<@!?(\d+)>", body) if int(u) != bot_id]
        if users:
            return ChatMove("award", winner=users[0])
        if body.strip(_END).lower() in ("random", "chance", "at random", "随机", "运气", "隨機", "運氣"):
            return ChatMove("award", random=True)
        return ChatMove("award", code="name_winner")
    body, *after = _PROMISE.split(body, maxsplit=1)
    promise = after[0] if after else ""
    dollars = nuggets = 0
    cards: list[str] = []
    for item in _SPLIT.split(body.strip().strip(",;:.，；：。")):
        item = item.strip().strip(".。")
        if not item or item.lower() in ("nothing", "no money"):
            continue
        if (m := _DOLLARS.match(item)) is not None and (n := _amount(m[1] or m[2])) is not None:
            dollars += n
        elif (m := _NUGGETS.match(item)) is not None and (n := _amount(m[1], words=True)) is not None:
            nuggets += n
        elif _amount(item) is not None or _DOLLARS.match(item) or _NUGGETS.match(item):
            return ChatMove("offer", code="say_what", number=item)
        else:
            cards.append(item)
    return ChatMove("offer", dollars, nuggets, tuple(cards), promise.strip())


def _runs_on(word: str, rest: str) -> bool:
    """An English move word followed by more letters is another word ("passing", "rules");
    Chinese is written without spaces, so 出价2美金 is the verb and its amount."""
    return word.isascii() and rest[:1].isalnum()


def _amount(text: str, *, words: bool = False) -> int | None:
    """A whole number written in digits or in Chinese numerals up to 99 (`words`: or "a", "one")."""
    if text.isdecimal():
        return int(text)
    if words and text.lower() in ("a", "one"):
        return 1
    if "十" not in text:
        return _DIGITS.get(text) if len(text) == 1 else None
    tens, _, ones = text.partition("十")
    high = 1 if not tens else _DIGITS.get(tens) if len(tens) == 1 else None
    low = 0 if not ones else _DIGITS.get(ones) if len(ones) == 1 else None
    return None if high is None or low is None else high * 10 + low


class ChatAnswers:
    """How many answers each writer got lately in each channel (this process only)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.sent: dict[tuple[int, int], list[float]] = {}

    def allow(self, channel_id: int, user_id: int) -> bool:
        now = self.clock()
        if len(self.sent) > 10_000:  # forget the quiet ones now and then
            self.sent = {k: v for k, v in self.sent.items() if v and v[-1] > now - WINDOW}
        recent = [s for s in self.sent.get((channel_id, user_id), []) if s > now - WINDOW]
        if len(recent) >= ANSWERS_PER_WINDOW:
            self.sent[(channel_id, user_id)] = recent
            return False
        self.sent[(channel_id, user_id)] = [*recent, now]
        return True


@dataclass
class Answer:
    text: str = ""
    made: bool = False  # the move was made: answered whatever the quota says


class Chat:
    """Reads the channel messages addressed to the bot, for Dice Town's chat moves."""

    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        self.answers = ChatAnswers()

    async def on_message(self, message: discord.Message) -> None:
        bot, me = self.bot, self.bot.user
        if me is None or message.author.bot or message.guild is None or me not in message.mentions:
            return
        move = read(message.content, me.id)
        if move is None:
            return
        table = await running_table(bot, message.channel.id, KEY)
        if table is None:
            return  # no Dice Town game here: a mention of the bot is no command, and gets no answer
        # The reply is public: in the channel's language.
        here = await bot.languages.of(message.channel) if hasattr(bot, "languages") else DEFAULT
        try:
            answer = await self._answer(message, table, move, here)
        except Exception:  # ours, before anything was made: the writer hears it politely
            log.exception("dicetown chat move failed in channel %s", message.channel.id)
            answer = Answer(t(here, "dicetown-chat-sorry"))
        if not answer.text:
            return
        if not answer.made and not self.answers.allow(message.channel.id, message.author.id):
            log.debug("chat answer to %s in %s left out: too many", message.author.id, message.channel.id)
            return
        text = answer.text.replace("@Table Bot", f"@{me.display_name}")
        try:
            await message.reply(
                clip(text), mention_author=False, allowed_mentions=discord.AllowedMentions.none()
            )
        except discord.HTTPException as exc:
            log.info("could not answer a chat message in %s: %s", message.channel.id, exc)

    async def _answer(self, message: discord.Message, table: Table, move: ChatMove, here: str) -> Answer:
        """Make the move, or say why not (in the channel's language)."""
        if move.kind == "unread":
            if move.verb:
                return Answer(t(here, "dicetown-chat-alone", verb=plain(move.verb)))
            return Answer(t(here, "dicetown-chat-unread"))
        if move.code == "name_winner":
            return Answer(t(here, "dicetown-chat-name-winner"))
        if move.code == "say_what":
            return Answer(t(here, "dicetown-chat-say-what", number=plain(move.number)))
        seat = table.seat_of(message.author.id)
        if seat is None:
            return Answer(t(here, "dicetown-chat-not-playing"))
        view = table.view(seat)
        pool: list[View] = []
        promises: tuple[str, ...] = ()  # what a refusal may quote of what players wrote
        if move.kind == "award":
            notation = "award random"
            if move.winner is not None:
                winner = table.seat_of(move.winner)
                if winner is None:
                    return Answer(t(here, "dicetown-not-in-game", user=f"<@{move.winner}>"))
                notation = f"award P{winner + 1}"
        elif move.kind == "offer":
            if view["ruling"] is None:
                return Answer(t(here, "dicetown-chat-no-tie"))
            current = own_offer(view, seat)
            if current is None:
                sheriff = seat == view["ruling"]["sheriff"]
                return Answer(t(here, "dicetown-chat-sheriff" if sheriff else "dicetown-chat-not-contender"))
            pool, promises = card_pool(view, seat), (move.promise, current["promise"])
            try:
                cards = find_cards(move.cards, pool, here)
            except UnknownCard as exc:
                # Its sentence lists the writer's cards: for him alone.
                await self._tell(table, seat, exc.said)
                return Answer(t(here, "dicetown-chat-which-card", word=plain(f"“{exc.word}”")))
            try:
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
                return Answer(str(exc))
        else:
            notation = move.kind
        # The message id stands for an interaction id: a message delivered twice applies once.
        request = MoveRequest(message.author.id, (notation,), Version(table.id), Origin("chat", message.id))
        try:
            # Played and shown like any move; what the writer is told is this chat's own answer.
            await play(self.bot, message.channel.id, request)
        except (TableError, GameError) as exc:
            error = exc
            said = table.mentions(with_plain(refused_text(here, error), *promises))
            if names_a_card(said, pool or card_pool(view, seat), here):
                await self._tell(table, seat, lambda me: table.mentions(refused_text(me, error)))
                return Answer(t(here, "dicetown-chat-told-privately"))
            return Answer(said)
        return await self._made(message, here)

    async def _made(self, message: discord.Message, here: str) -> Answer:
        """The move is saved and shown on the board: acknowledged with ✅, or in words when the bot
        may not react (no Add Reactions, or Discord refused): never "nothing was changed"."""
        try:
            await message.add_reaction("✅")  # last: the writer sees it once the board shows the move
        except discord.HTTPException as exc:
            log.info("could not react to a chat move in %s: %s", message.channel.id, exc)
            return Answer(t(here, "dicetown-chat-done"), made=True)
        return Answer(made=True)

    async def _tell(self, table: Table, seat: int, said: Callable[[str], str]) -> None:
        """Tell the seat alone, in its own language: by DM, or in its inbox behind Show mine."""
        me = await self.bot.publisher.reader(table.user_of(seat))
        await self.bot.publisher.send_private(table, seat, [said(me)])


def names_a_card(text: str, pool: Sequence[View], locale: str) -> bool:
    """Whether `text` names one of these cards, by id or by name (English or `locale`)."""
    words = {c["id"] for c in pool} | {c["name"] for c in pool} | {card_name(locale, c["name"]) for c in pool}
    return any(word in text for word in words)
