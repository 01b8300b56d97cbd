"""Chat messages: MESSAGE_CREATE reaches a bot only with the guild messages intent, with the
content only where Discord sends it without the message content intent (the bot is mentioned);
the bot's reactions and replies are recorded (tests/fakediscord/chat.py)."""

from __future__ import annotations

import discord
from discord.ext import commands

from tests.fakediscord import FakeDiscord
from tests.fakediscord.chat import answers_to, mention, write


class Listener(commands.Bot):
    """Reacts ✅ to a message that mentions it and replies to one that says "reply"."""

    def __init__(self, *, messages: bool) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        intents.guild_messages = messages
        super().__init__(command_prefix="!never!", intents=intents)
        self.got: list[tuple[int, str]] = []

    async def on_message(self, message: discord.Message) -> None:
        assert self.user is not None  # a message reaches a bot only once it is logged in
        if message.author.id == self.user.id:
            return
        self.got.append((message.author.id, message.content))
        if self.user in message.mentions:
            if "reply" in message.content:
                await message.reply("heard you", mention_author=False)
            else:
                await message.add_reaction("✅")


async def test_content_only_when_mentioned_and_reactions_recorded(fake: FakeDiscord) -> None:
    bot = Listener(messages=True)
    await fake.connect(bot, sync=False)
    alice = fake.user("alice")
    plain = await fake.say(alice, "games", "offer $3")
    asked = await write(fake, alice, "games", f"{mention(fake.bot_user)} offer $3")
    assert asked.reactions == ["✅"] and not plain.reactions
    assert (alice.id, "") in bot.got  # the message without a mention came without its content
    assert (alice.id, f"{mention(fake.bot_user)} offer $3") in bot.got
    answered = await write(fake, alice, "games", f"{mention(fake.bot_user)} reply please")
    (answer,) = answers_to(fake, answered)
    assert answer.content == "heard you" and answer.reference_id == answered.id


async def test_no_message_events_without_the_guild_messages_intent(fake: FakeDiscord) -> None:
    bot = Listener(messages=False)
    await fake.connect(bot, sync=False)
    alice = fake.user("alice")
    await fake.say(alice, "games", f"{mention(fake.bot_user)} hello")
    probe = Listener(messages=True)  # a second bot with the intent: once it heard, the first would have
    await fake.connect(probe, sync=False)
    await write(fake, alice, "games", f"{mention(fake.bot_user)} are you there")
    assert bot.got == [] and probe.got
