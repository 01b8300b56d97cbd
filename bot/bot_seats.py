"""Bot seats: who sits at a table under a bot's id, and how messages name it.

A bot sits at a table under a negative user id (Discord's ids are positive), so a seat stays
one integer everywhere a seat is stored; the id encodes the bot's number at the table and its
level, so its name ("🤖 Bot 2 · hard") follows from it wherever a message names it, without the
table at hand. The levels are listed here, in the order the ids encode them: stored ids keep
their meaning whatever the AI adds later (each is a level of `games.ai`, tests check it).

Nothing here thinks: the search that plays a bot is bot/thinker.py, the player that makes its
moves bot/bots.py.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

from games.ai.level_ratings import level_rating

from . import table_meta
from .i18n import DEFAULT, t
from .table_meta import TableMeta

BOT_MARK = "🤖"
# The levels a bot plays at, in the order its id encodes them (never reorder: ids are stored).
LEVELS = ("easy", "normal", "hard")
# The catalog id of each level's word in a bot's name.
LEVEL_LABELS = {"easy": "bots-level-easy", "normal": "bots-level-normal", "hard": "bots-level-hard"}
# Autopilot levels a host may choose: "default" keeps the engine's fast default action.
AUTOPILOT_LEVELS = ("default", *LEVELS)


def is_bot(user_id: int) -> bool:
    return user_id < 0


def bot_id(number: int, level: str) -> int:
    """A bot's user id: its number at the table and its level, so any text naming it can be
    written without the table at hand (`name_bots`)."""
    return -(10 * number + LEVELS.index(level) + 1)


def number_of(user_id: int) -> int:
    return -user_id // 10


def level_of(user_id: int) -> str:
    return LEVELS[(-user_id) % 10 - 1]


def bot_name(user_id: int, locale: str = DEFAULT) -> str:
    """ "Bot 2 · hard": the number and the level's word in the reader's language."""
    level = t(locale, LEVEL_LABELS[level_of(user_id)])
    return t(locale, "bots-name", number=str(number_of(user_id)), level=level)


def rated(text: str, game_key: str, level: str, locale: object = DEFAULT) -> str:
    """`text` (a level's name or its button) with the level's rating in the game, as the AI ladder
    measured it: "Normal bot, about 1,650"; `text` alone for a game or level it has not rated."""
    rating = level_rating(game_key, level)
    return text if rating is None else t(locale, "bots-rated", name=text, rating=f"{rating:,}")


def mention(user_id: int, locale: str = DEFAULT) -> str:
    """How a message names a seat's holder: a mention for a member, a marked name for a bot."""
    if is_bot(user_id):
        return f"{BOT_MARK} {bot_name(user_id, locale)}"
    return f"<@{user_id}>"


def seat_names(players: list[int], member_name: Callable[[int], str], locale: str = DEFAULT) -> list[str]:
    """Each seat's name for an image's `names=`: a member's display name, a bot's marked name."""
    return [f"{BOT_MARK} {bot_name(u, locale)}" if is_bot(u) else member_name(u) for u in players]


_BOT_MENTION = re.compile(r"<@!?(-\d+)>")


def name_bots(text: str, locale: str = DEFAULT, players: list[int] | tuple[int, ...] = ()) -> str:
    """Replace mentions of bots (which Discord would show as raw text) with their names; the
    bots among `players`, already named in English (`Table.who`), are renamed in `locale`."""
    text = _BOT_MENTION.sub(lambda m: mention(int(m.group(1)), locale), text)
    if locale != DEFAULT:
        for user_id in filter(is_bot, players):
            text = text.replace(mention(user_id), mention(user_id, locale))
    return text


def new_bot(players: list[int], level: str) -> int:
    """The id of a bot at `level` with the lowest number not yet at the table."""
    if level not in LEVELS:
        raise ValueError(f"level must be one of {', '.join(LEVELS)}")
    taken = {number_of(u) for u in players if is_bot(u)}
    return bot_id(next(n for n in itertools.count(1) if n not in taken), level)


def seat_level(meta: TableMeta, players: list[int], seat: int) -> str | None:
    """The search level a seat is played at when the bot plays it (None: the default action)."""
    user = players[seat]
    if is_bot(user):
        return level_of(user)
    level = table_meta.autopilot_level(meta)
    return level if level in LEVELS else None
