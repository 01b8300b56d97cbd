"""Chinese tables through the loopback Discord: two players with Chinese clients in a channel set
to Chinese; the scans for English words left in what they read (`english_left` for the words of
one reading, `english_words` with where each word was found); every version of a message, and
the words the images draw."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import pytest
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


# -- every version of a message, and the words drawn in images -------------------------------------

# Words of three letters or more that may stay: notation (rot5), the game's hex letters and
# the bot's own name for things no translation changes.
NOTATION_WORDS = {"rot"}
# Nothing is exempt: the shared bot code's words on a board are translated too. (A pattern
# that matches nothing, kept so a test can exempt something while it is being moved.)
SHARED = re.compile(r"(?!)")


def english_words(texts: Iterable[str], also: Iterable[str] = ()) -> dict[str, str]:
    """word -> the text it was found in, for every ASCII word of 3+ letters but the notation's and
    `also` (lower case); mentions, custom emoji and code spans of notation are not words a player
    reads."""
    allowed = NOTATION_WORDS | set(also)
    found: dict[str, str] = {}
    for text in texts:
        text = SHARED.sub("", text)
        cleaned = re.sub(r"<[@#:a-z0-9_]*\d+>|`[^`]*`|```.*?```", "", text, flags=re.S)
        for word in WORD.findall(cleaned):
            if word.lower() not in allowed:
                found.setdefault(word, text)
    return found


def boards_in(fake: Any, channel: str = CHANNEL) -> list[Any]:
    """The channel's board messages (each posts a board.png), not the lobby's."""
    messages = fake.channel_messages(channel)
    return [m for m in messages if any(a.filename == "board.png" for a in m.attachments)]


def board_texts(message: Any) -> list[str]:
    """What the game writes on a board message: every version's content and event lines (the
    embed's description), labels and menus; the embed's title and fields are the shared code's."""
    return message_texts(message, embed_title=False)


def message_texts(message: Any, *, embed_title: bool = True) -> list[str]:
    """What a player reads of a message, every version of it: text, labels, menu options."""
    out = []
    versions = [
        *message.history,
        {"content": message.content, "embeds": message.embeds, "components": message.components},
    ]
    for v in versions:
        out.append(v.get("content") or "")
        for e in v.get("embeds") or []:
            out.append(str(e.get("description", "")))
            if embed_title:
                out.append(str(e.get("title", "")))
                out += [f"{f.get('name')} {f.get('value')}" for f in e.get("fields", [])]
        stack = list(v.get("components") or [])
        while stack:
            c = stack.pop()
            stack += c.get("components", [])
            out += [str(c.get(k) or "") for k in ("label", "placeholder")]
            out += [f"{o.get('label', '')} {o.get('description', '')}" for o in c.get("options", [])]
    return out


def record_drawing(monkeypatch: pytest.MonkeyPatch, module: Any, text_name: str) -> list[str]:
    """Every string a renderer module draws from here on: its text calls, and the names or captions
    it puts beside seat chips (the players' names among them: scan with those allowed)."""
    words: list[str] = []
    draw_text, draw_tag = getattr(module, text_name), module.seat_tag

    def text(draw: Any, xy: Any, s: str, *args: Any, **kwargs: Any) -> Any:
        words.append(s)
        return draw_text(draw, xy, s, *args, **kwargs)

    def seat_tag(draw: Any, xy: Any, seat: int, names: Any = None, **kwargs: Any) -> Any:
        if names and seat < len(names):
            words.append(str(names[seat]))
        return draw_tag(draw, xy, seat, names, **kwargs)

    monkeypatch.setattr(module, text_name, text)
    monkeypatch.setattr(module, "seat_tag", seat_tag)
    return words
