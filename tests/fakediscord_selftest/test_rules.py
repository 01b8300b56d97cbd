"""Discord's rules that bots trip over, seen from the bot as discord.py exceptions."""

from __future__ import annotations

import asyncio

import discord
import discord.http
import pytest

from tests.fakediscord import FakeClock, FakeDiscord, InteractionNotAnswered
from tests.fakediscord_selftest.toybot import ToyBot


async def test_second_acknowledgement_is_40060(fake: FakeDiscord, bot: ToyBot) -> None:
    r = await fake.slash(fake.user("alice"), "game twice")
    assert r.content == "first"
    assert bot.seen == [("second ack", 400, 40060)]


async def test_late_acknowledgement_is_10062() -> None:
    # A frozen clock: the 3 seconds pass when the test says so, not with the machine's load.
    async with FakeDiscord(clock=FakeClock(frozen=True)) as fake:
        bot = ToyBot(fake.guild.id)
        await fake.connect(bot)
        bot.gate.clear()
        pending = asyncio.create_task(fake.slash(fake.user("alice"), "game late"))
        await fake.wait_until(lambda: bool(fake.in_progress), what="dispatch")
        fake.clock.advance(3.5)
        bot.gate.set()
        with pytest.raises(InteractionNotAnswered):
            await pending
        assert bot.seen == [("late ack", 404, 10062)]
        r = await fake.slash(fake.user("alice"), "game late", check=False)  # in time now
        assert r.content == "too late?"


async def test_followup_after_15_minutes_is_refused(fake: FakeDiscord, bot: ToyBot) -> None:
    bot.gate.clear()
    pending = asyncio.create_task(fake.slash(fake.user("alice"), "game slow"))
    await fake.wait_until(lambda: any(r.acknowledged for r in fake.in_progress), what="the defer")
    fake.clock.advance(15 * 60 + 1)
    bot.gate.set()
    r = await pending
    assert bot.seen == [("followup failed", 401, 50027)]
    assert r.message is not None and r.message.loading  # the player still sees "thinking..."


@pytest.mark.parametrize(
    ("kind", "status", "code", "text"),
    [
        ("long", 400, 50035, "In content: Must be 2000 or fewer in length."),
        ("rows", 400, 50035, "In components: Must be 5 or fewer in length."),
        ("custom_id", 400, 50035, "In components.0.components.0.custom_id: Must be 100 or fewer"),
        ("options", 400, 50035, "In components.0.components.0.options: Must be between 1 and 25"),
        ("files", 400, 50035, "In attachments: Must be 10 or fewer in length."),
        ("big", 413, 40005, "Request entity too large"),
        ("embeds", 400, 50035, "In embeds.0.title: Must be 256 or fewer in length."),
    ],
)
async def test_message_limits(
    fake: FakeDiscord, bot: ToyBot, kind: str, status: int, code: int, text: str
) -> None:
    r = await fake.slash(fake.user("alice"), "game bad", kind=kind)
    [(seen_kind, seen_status, seen_code, seen_text)] = bot.seen
    assert (seen_kind, seen_status, seen_code) == (kind, status, code)
    assert text in seen_text
    assert r.content == f"tried {kind}" and fake.channel_messages() == []


async def test_unanswered_interaction_fails_the_helper(fake: FakeDiscord, bot: ToyBot) -> None:
    @bot.tree.command(name="mute", description="Never answers", guild=discord.Object(fake.guild.id))
    async def mute(interaction: discord.Interaction) -> None:
        pass

    await bot.tree.sync(guild=discord.Object(fake.guild.id))
    with pytest.raises(InteractionNotAnswered):
        await fake.slash(fake.user("alice"), "mute")


async def test_unknown_things_and_routes(fake: FakeDiscord, bot: ToyBot) -> None:
    with pytest.raises(discord.NotFound) as e:
        await bot.http.get_message(fake.channel().id, 123)
    assert e.value.code == 10008
    with pytest.raises(discord.NotFound) as e:
        await bot.fetch_channel(456)
    assert e.value.code == 10003
    with pytest.raises(discord.NotFound):
        await bot.fetch_invite("abc")  # a route the fake does not implement
    assert fake.unhandled == ["GET /invites/abc"]
    fake.unhandled.clear()  # or the strict fake fails this test on exit


async def test_bot_permissions_in_channels(fake: FakeDiscord, bot: ToyBot) -> None:
    hidden = fake.channel("staff")
    fake.set_permissions(hidden, fake.guild.everyone, deny={"view_channel"})
    fake.set_permissions(fake.channel("general"), fake.bot_user, deny={"send_messages"})
    await fake.flush()
    with pytest.raises(discord.Forbidden) as e:
        await bot.http.send_message(hidden.id, params=discord.http.handle_message_parameters("hi"))
    assert e.value.code == 50001
    with pytest.raises(discord.Forbidden) as e:
        await bot.http.send_message(fake.channel().id, params=discord.http.handle_message_parameters("hi"))
    assert e.value.code == 50013
    with pytest.raises(PermissionError):  # alice cannot even see #staff to use a command there
        await fake.slash(fake.user("alice"), "ping", channel=hidden)


async def test_a_taken_request_answered_503_is_done_and_its_retry_refused(
    fake: FakeDiscord, bot: ToyBot
) -> None:
    # Discord took the deferral, then its answer was lost (a 503): discord.py retries, and the
    # retry is refused as a second acknowledgement, while the "thinking" message is there.
    fault = fake.faults.fail("POST /interactions/*/callback", status=503, times=1, taken=True)
    r = await fake.slash(fake.user("alice"), "game slow", check=False, timeout=15)
    assert fault.hits == 1 and r.acknowledged
    callbacks = [
        (q.status, (q.response or {}).get("code")) for q in fake.requests if q.path.endswith("/callback")
    ]
    assert callbacks == [(503, 0), (400, 40060)]
    assert r.message is not None and r.message.loading  # the bot never learnt its deferral was taken
