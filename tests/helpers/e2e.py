"""What end-to-end tests do again and again against the loopback Discord: open a table, find
who must move, read what a person sees, decode a posted image."""

from __future__ import annotations

import io
from typing import Any

from PIL import Image

from bot.app import TableBot
from tests.fakediscord import FakeDiscord


async def stop_bot(fake: FakeDiscord, bot: TableBot) -> None:
    await fake.disconnect(bot)


def texts(messages: list[Any]) -> str:
    """Everything a person could read in some messages: content, embeds, button labels."""
    out = []
    for m in messages:
        out.append(m.content or "")
        for e in getattr(m, "embeds", []) or []:
            out += [str(e.get("title", "")), str(e.get("description", ""))]
            out += [f"{f.get('name')} {f.get('value')}" for f in e.get("fields", [])]
    return "\n".join(out)


async def open_table(
    fake: FakeDiscord, game: str, users: list[Any], *, channel: Any = "games", **options: Any
) -> Any:
    """users[0] opens a table of `game`, the others join, the host starts; returns the first board."""
    r = await fake.slash(users[0], "game new", channel=channel, game=game, **options)
    assert r.message is not None, r
    # By custom_id: the labels follow the channel's language.
    lobby = next(c for c in r.message.custom_ids if c.startswith("lobby:")).rsplit(":", 1)[0]
    for user in users[1:]:
        await fake.click(user, r.message, f"{lobby}:join")
    started = await fake.click(users[0], r.message, f"{lobby}:start")
    asked = started.messages[-1] if started.messages else None
    if asked is not None and f"{lobby}:solo" in asked.custom_ids:  # alone: the host confirms it
        await fake.click(users[0], asked, f"{lobby}:solo")
    return fake.last_message(channel)


async def mover(fake: FakeDiscord, bot: TableBot, users: list[Any], channel: str = "games") -> Any:
    """(table, seat, user) of whoever must act now in a one-mover game, or None once it is over."""
    table = await bot.tables.find(fake.channel(channel).id)
    if table is None or not table.to_act():
        return None
    (seat,) = table.to_act()
    user = next(u for u in users if u.id == table.user_of(seat))
    return table, seat, user


async def play_default_moves(
    fake: FakeDiscord, bot: TableBot, users: list[Any], channel: str, moves: int
) -> None:
    """`moves` times, the lowest seat the game waits for types its game's default action with /play."""
    by_id = {u.id: u for u in users}
    for _ in range(moves):
        table = await bot.tables.find(fake.channel(channel).id)
        assert table is not None, "the game ended early"
        seat = min(table.to_act())
        move = str(table.game.default_action(table.state, seat))
        await fake.slash(by_id[table.user_of(seat)], "play", channel=channel, move=move)


def decode_png(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def buttons(message: Any) -> list[dict[str, Any]]:
    return [c for row in message.components for c in row["components"] if c["type"] == 2]


def labels(message: Any) -> list[str | None]:
    """The labels of a message's buttons, in order (None for an emoji-only button)."""
    return [c.get("label") for c in buttons(message)]


def answered(fake: FakeDiscord, reply: Any, channel: Any = "games") -> Any:
    """The message a typed command's "thinking…" turned into: the answer itself, or, when what it
    showed pings someone else (an answer is an edit, whose mentions notify no one), the message
    posted in its place in the channel, the thinking message deleted."""
    if reply.message is not None and not reply.message.deleted:
        return reply.message
    return fake.last_message(channel)


def thinking_left(reply: Any) -> bool:
    """Whether a deferred answer still shows "thinking…" to the channel."""
    return reply.message is not None and reply.message.loading and not reply.message.deleted


def answered_privately(reply: Any) -> bool:
    """Whether the answer to an interaction is a message for the player alone (a refusal)."""
    return any(m.ephemeral for m in reply.messages)
