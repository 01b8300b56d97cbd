"""Chinese tables through the loopback Discord: two players with Chinese clients in a channel set
to Chinese, and the scan for English words left in what they read."""

from __future__ import annotations

import re
from typing import Any

from fluent.syntax import FluentParser, ast

from bot.i18n import catalog

CHANNEL = "games"
# ASCII words a Chinese player may read: notation they type (place 13 R90 A1, pass, resign),
# the box's own "PASS" (the seed's word), and the bot's name.
ALLOWED = {"place", "pass", "resign", "PASS", "Table", "Bot"}
# Shared controls whose labels are not in the catalog yet (bot/components.py, bot/chooser.py).
SHARED_LABELS: tuple[str, ...] = ()
WORD = re.compile(r"[A-Za-z]{3,}")


def _pattern(elements: list[Any]) -> str:
    out = []
    for element in elements:
        if isinstance(element, ast.TextElement):
            out.append(re.escape(element.value))
        else:
            out.append(r".*?")
    return "".join(out)


def shared_pending() -> list[re.Pattern[str]]:
    """The English of the shared modules' messages still waiting in pending/ (lobby, publish,
    components, game UI): their code writes English for now, and other files than this game's
    own say it. Once they are moved out of pending/, nothing is skipped any more."""
    patterns = []
    for source in catalog.sources("en"):
        if not source.pending or source.name.removeprefix("pending/") not in ("lobby.ftl", "shared.ftl"):
            continue
        for entry in FluentParser().parse(source.text).body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                text = "".join(e.value for e in entry.value.elements if isinstance(e, ast.TextElement))
                if WORD.search(text):
                    patterns.append(re.compile(_pattern(entry.value.elements)))
    return patterns


def english_left(texts: list[str]) -> list[str]:
    """ASCII words of three letters or more in what a player reads, outside mentions, code spans
    (commands and notation), the allowed words and the shared modules' pending English."""
    skipped = shared_pending()
    found = []
    for text in texts:
        text = re.sub(r"<@!?\d+>|`[^`]*`", " ", text)
        for pattern in skipped:
            text = pattern.sub(" ", text)
        for shared in SHARED_LABELS:
            text = text.replace(shared, " ")
        found += [w for w in WORD.findall(text) if w not in ALLOWED]
    return found


def readable(message: Any) -> list[str]:
    """Everything of a message a player reads: its text, buttons, menus and their options."""
    out = [message.text]
    for c in message.all_components:
        out += [str(c.get("label") or ""), str(c.get("placeholder") or "")]
        for option in c.get("options", []):
            out += [str(option.get("label", "")), str(option.get("description", ""))]
    return out


def button_id(message: Any, *parts: str) -> str:
    """The custom_id of a button by what it holds (labels change with the language, ids never)."""
    return next(b["custom_id"] for b in message.buttons if all(p in b["custom_id"] for p in parts))


async def chinese_table(fake, make_bot, user_locales, game: str, seed: int):
    """Li (who may manage the server) and Wang, both with Chinese clients, in a channel set to
    Chinese: the table opened, joined and started with the buttons' ids; returns the bot, the
    players, the lobby and the first board."""
    bot = await make_bot(seed=seed)
    li, wang = fake.user("li", permissions={"manage_guild"}), fake.user("wang")
    user_locales[li.id] = user_locales[wang.id] = "zh-CN"
    r = await fake.slash(li, "game settings", channel=CHANNEL, language="zh-CN")
    assert r.ephemeral and "简体中文" in r.content
    r = await fake.slash(li, "game new", channel=CHANNEL, game=game)
    lobby = r.message
    await fake.click(wang, lobby, button_id(lobby, ":join"))
    await fake.click(li, lobby, button_id(lobby, ":start"))
    return bot, [li, wang], lobby, fake.last_message(CHANNEL)
