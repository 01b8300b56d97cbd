"""Discord's rate limits in the loopback Discord: the answers as Discord sends them, and
discord.py's own bucket and retry code waiting on them."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator

import aiohttp
import discord
import pytest

from tests.fakediscord import FakeClock, FakeDiscord, route_limit
from tests.fakediscord_selftest.toybot import ToyBot


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord(rate_limits="enforce", clock=FakeClock(frozen=True)) as f:
        yield f


async def post(fake: FakeDiscord, channel_id: int, *, token: str | None = None) -> aiohttp.ClientResponse:
    headers = {"Authorization": f"Bot {token or fake.token}"}
    async with aiohttp.ClientSession() as session:
        r = await session.post(
            f"{fake.api_base}/channels/{channel_id}/messages", json={"content": "hi"}, headers=headers
        )
        await r.read()
        return r


async def test_a_channel_bucket_counts_down_then_answers_429_as_discord_does(fake: FakeDiscord) -> None:
    games, general = fake.channel("games"), fake.channel("general")
    first = await post(fake, games.id)
    assert first.status == 200 and first.headers["Via"]
    h = first.headers
    assert (h["X-RateLimit-Limit"], h["X-RateLimit-Remaining"], h["X-RateLimit-Bucket"]) == (
        "5",
        "4",
        "message-create",
    )
    assert 4.0 < float(h["X-RateLimit-Reset-After"]) <= 5.0
    assert abs(float(h["X-RateLimit-Reset"]) - (fake.clock.wall().timestamp() + 5)) < 1.0
    for _ in range(4):
        assert (await post(fake, games.id)).status == 200
    refused = await post(fake, games.id)
    assert refused.status == 429
    body = await refused.json()
    assert body["message"] == "You are being rate limited." and body["global"] is False
    assert isinstance(body["retry_after"], float) and 4.0 < body["retry_after"] <= 5.0
    assert refused.headers["Retry-After"] == "5" and refused.headers["X-RateLimit-Scope"] == "user"
    assert refused.headers["X-RateLimit-Remaining"] == "0" and "X-RateLimit-Global" not in refused.headers
    assert len(fake.channel_messages(games)) == 5  # the refused post did nothing
    # The count is per channel (a top-level resource): another channel has its own.
    assert (await post(fake, general.id)).status == 200
    assert [(h.scope, h.bucket) for h in fake.ratelimits.hits] == [("user", "message-create")]
    assert fake.ratelimits.invalid_total == 1
    # The bucket resets with the fake clock: a test need not wait for it.
    fake.clock.advance(5)
    assert (await post(fake, games.id)).status == 200


async def test_the_global_limit_then_discord_py_waits_and_retries(fake: FakeDiscord, bot: ToyBot) -> None:
    fake.ratelimits.global_window.limit = 4  # 4 per second, so that the test is quick
    channels = [fake.channel(f"table-{i}") for i in range(6)]
    start = time.monotonic()
    sent = await asyncio.gather(*(bot.get_partial_messageable(c.id).send(f"move {c.name}") for c in channels))
    assert len(sent) == 6 and all(len(fake.channel_messages(c)) == 1 for c in channels)
    assert fake.ratelimits.hits and {h.scope for h in fake.ratelimits.hits} == {"global"}
    assert time.monotonic() - start >= 0.5  # 6 requests at 4 per second: the last 2 waited
    refused = [r for r in fake.requests if r.status == 429]
    assert refused and all(r.response["global"] is True for r in refused)


async def test_discord_py_reads_the_bucket_headers_and_waits_before_a_429(
    fake: FakeDiscord, bot: ToyBot
) -> None:
    fake.ratelimits.routes = (route_limit("POST", r"/channels/(\d+)/messages", "small", 2, 0.5),)
    channel = bot.get_partial_messageable(fake.channel("games").id)
    start = time.monotonic()
    for i in range(6):
        await channel.send(f"line {i}")
    # discord.py learned the bucket from the headers and slept out each exhausted window itself.
    assert time.monotonic() - start >= 1.0
    assert len(fake.channel_messages("games")) == 6 and fake.ratelimits.hits == []


async def test_interaction_callbacks_are_not_limited_and_followups_are_per_token(fake: FakeDiscord) -> None:
    limiter = fake.ratelimits
    for _ in range(60):
        verdict = limiter.admit("POST", "/interactions/1/abc/callback", {}, {"type": 5})
        assert verdict.refusal is None and "X-RateLimit-Limit" not in verdict.headers
    assert limiter.stats().max_per_second == 0  # not bound to the global limit
    app = fake.world.application_id
    for _ in range(5):
        assert limiter.admit("POST", f"/webhooks/{app}/tok-a", {}, {}).refusal is None
    assert limiter.admit("POST", f"/webhooks/{app}/tok-a", {}, {}).refusal is not None
    assert limiter.admit("POST", f"/webhooks/{app}/tok-b", {}, {}).refusal is None


async def test_renaming_a_channel_has_its_own_small_bucket(fake: FakeDiscord) -> None:
    limiter, path = fake.ratelimits, f"/channels/{fake.channel('games').id}"
    auth = {"Authorization": f"Bot {fake.token}"}
    assert [limiter.admit("PATCH", path, auth, {"name": f"n{i}"}).refusal is None for i in range(3)] == [
        True,
        True,
        False,
    ]
    assert limiter.admit("PATCH", path, auth, {"archived": False}).refusal is None


async def test_too_many_invalid_requests_get_the_address_blocked(fake: FakeDiscord) -> None:
    fake.ratelimits.invalid_limit = 5
    games = fake.channel("games")
    for _ in range(5):
        assert (await post(fake, games.id, token="wrong")).status == 401
    assert fake.ratelimits.blocked and fake.ratelimits.invalid_recent() == 5
    blocked = await post(fake, games.id)  # even with the right token
    assert blocked.status == 429 and blocked.content_type != "application/json"
    assert fake.channel_messages(games) == []
    fake.clock.advance(3600)
    assert not fake.ratelimits.blocked and (await post(fake, games.id)).status == 200


async def test_a_blocked_bot_gets_an_error_not_an_endless_wait(fake: FakeDiscord, bot: ToyBot) -> None:
    fake.ratelimits.blocked_until = fake.ratelimits.now() + 60
    with pytest.raises(discord.HTTPException) as e:
        await bot.get_partial_messageable(fake.channel("games").id).send("hello")
    assert e.value.status == 429


async def test_observing_changes_no_answer_and_records_what_discord_would_refuse() -> None:
    async with FakeDiscord(rate_limits="observe") as fake:
        games = fake.channel("games")
        answers = [await post(fake, games.id) for _ in range(7)]
        assert [r.status for r in answers] == [200] * 7
        assert "X-RateLimit-Limit" not in answers[0].headers
        assert len(fake.ratelimits.would_refuse) == 2 and fake.ratelimits.hits == []
        stats = fake.ratelimits.stats()
        assert stats.max_channel_posts == 7 and stats.busiest_channel == games.id


def test_an_unknown_mode_is_refused() -> None:
    with pytest.raises(ValueError, match="rate limit mode"):
        FakeDiscord(rate_limits="strict")


async def test_edits_of_different_messages_share_their_channels_bucket(fake: FakeDiscord) -> None:
    limiter, auth = fake.ratelimits, {"Authorization": f"Bot {fake.token}"}
    games, general = fake.channel("games").id, fake.channel("general").id
    edits = [limiter.admit("PATCH", f"/channels/{games}/messages/{m}", auth, {}) for m in range(1, 7)]
    assert [v.refusal is None for v in edits] == [True] * 5 + [False]
    assert edits[0].headers["X-RateLimit-Bucket"] == "message-edit"
    assert limiter.admit("PATCH", f"/channels/{general}/messages/1", auth, {}).refusal is None


async def test_forgetting_keeps_a_window_still_open_and_the_limit_it_holds(fake: FakeDiscord) -> None:
    """A long run forgets what it answered: a window whose time is over goes (it is the same as
    a new one), and one still open keeps refusing."""
    games, general = fake.channel("games"), fake.channel("general")
    for _ in range(5):
        await post(fake, games.id)
    assert (await post(fake, games.id)).status == 429
    await post(fake, general.id)
    fake.clock.advance(4.0)
    await post(fake, fake.channel("news").id)
    fake.clock.advance(1.5)  # games' and general's windows are over; news's is open
    fake.ratelimits.forget()
    assert fake.ratelimits.hits == [] and fake.ratelimits.samples == []
    assert len(fake.ratelimits._windows) == 1  # pyright: ignore[reportPrivateUsage]
    for _ in range(4):
        assert (await post(fake, fake.channel("news").id)).status == 200
    assert (await post(fake, fake.channel("news").id)).status == 429
    assert (await post(fake, games.id)).status == 200
