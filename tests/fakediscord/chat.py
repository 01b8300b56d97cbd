"""Chat in a channel: a user writes a message (MESSAGE_CREATE, dispatched by `FakeDiscord.say`
to bots with the guild messages intent, its content present only where Discord would send it
without the message content intent: when the bot is mentioned), and the bot's reactions to it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .world import FakeMessage

if TYPE_CHECKING:
    from .harness import FakeDiscord
    from .world import FakeChannel, FakeUser


def note_reaction(msg: FakeMessage, emoji: str, *, add: bool) -> None:
    """The bot added (PUT) or removed (DELETE) its own reaction on a message."""
    if add and emoji not in msg.reactions:
        msg.reactions.append(emoji)
    elif not add and emoji in msg.reactions:
        msg.reactions.remove(emoji)


def answers_to(fake: FakeDiscord, msg: FakeMessage) -> list[FakeMessage]:
    """The bot's replies to a message (messages that reference it)."""
    return [m for m in fake.messages if m.reference_id == msg.id and m.author_id == fake.bot_user.id]


async def write(
    fake: FakeDiscord, user: FakeUser, channel: FakeChannel | str, content: str, *, timeout: float = 10.0
) -> FakeMessage:
    """`user` writes `content` in the channel and the bot answers it, by a reaction or a reply;
    returns the message (see `msg.reactions` and `answers_to`)."""
    msg = await fake.say(user, channel, content)
    await fake.wait_until(
        lambda: bool(msg.reactions or answers_to(fake, msg)), timeout=timeout, what="the bot to answer"
    )
    return msg


def mention(user: FakeUser) -> str:
    return f"<@{user.id}>"
