"""Text a player wrote, repeated by the bot for others to read (a Dice Town promise, a word of a
chat bribe, a move's notation): shown as the letters typed, never as Discord markup. Discord
would otherwise render it: a masked link `[free gold](https://…)` as a live link under a
harmless word, `**`, `||`, `#` as formatting, `@everyone` or `<@id>` as a mention. Every such
echo goes through `plain` (running text) or `code` (inside a code span).
"""

from __future__ import annotations

import re

import discord

# A URL scheme's "://": Discord turns any "scheme://…" into a link, inside angle brackets too.
_SCHEME = re.compile(r"(?i)\b([a-z][a-z0-9+.\-]*):(?=//)")
# What Discord reads as a mention: @everyone, @here, <@id>, <@!id>, <@&role>.
_MENTION = re.compile(r"@(?=everyone|here|[!&]?\d)")
ZERO_WIDTH = "\u200b"
# A code span ends at the next backtick: one inside the text would let the rest out of it.
BACKTICK_STANDIN = "ˋ"


def plain(text: str) -> str:
    """`text` as Discord shows it letter for letter: markdown escaped, links broken (a zero-width
    space after the scheme's colon), mentions that cannot ping (one after the @), and nothing
    in angle brackets read as markup: a mention, a channel, a timestamp, or a placeholder the
    bot fills in itself (`<seat:1>`)."""
    text = _SCHEME.sub(lambda m: f"{m[1]}:{ZERO_WIDTH}", text)
    text = discord.utils.escape_markdown(text, ignore_links=False)
    return _MENTION.sub("@" + ZERO_WIDTH, text).replace("<", "<" + ZERO_WIDTH)


def code(text: str) -> str:
    """`text` in a code span, where Discord renders no markdown or link as long as no backtick
    closes it early; mentions are broken as well, since whether one pings is decided apart from
    how it is drawn."""
    return "`" + _MENTION.sub("@" + ZERO_WIDTH, text.replace("`", BACKTICK_STANDIN)) + "`"
