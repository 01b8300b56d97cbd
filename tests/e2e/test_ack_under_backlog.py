"""An interaction arriving while the bot sends a backlog (a restart's due reminders and boards)
is acknowledged at once: Discord takes an acknowledgement only within 3 s."""

from __future__ import annotations

import asyncio

from tests.helpers import toy_game
from tests.helpers.e2e import open_table

NIM = {"nim": toy_game.GAME}
AUTOCOMPLETE = 4  # Discord's interaction type
# Discord answering each channel post slowly, as under load.
SLOW_POST = 2.0


async def test_an_interaction_is_acknowledged_before_a_backlog_of_reminders_drains(
    fake, make_bot, game_clock, monkeypatch
):
    from bot import app

    # Few shared connections (the gateway's websocket holds one of them), so that a handful of
    # games fills them as thousands would.
    monkeypatch.setattr(app, "HTTP_CONNECTIONS", 3)
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    for i in range(6):
        await open_table(fake, "nim", [alice, bob], channel=fake.channel(f"t{i}"))
    game_clock.advance(30 * 3600)
    fake.faults.delay("POST /channels/*/messages", SLOW_POST)
    before = len(fake.requests)
    backlog = asyncio.ensure_future(bot.reminders.tick())
    await fake.wait_until(lambda: fake.in_flight >= 2, timeout=10, what="the backlog being sent")
    status, offered = await asyncio.gather(
        fake.slash(alice, "game status", channel=fake.channel("lobby"), check=False, timeout=60),
        fake.autocomplete(bob, "play", focused="move", channel="t0", check=False, timeout=60),
    )
    assert await backlog > 0
    posts = [r for r in fake.requests[before:] if r.method == "POST" and r.path.startswith("/channels/")]
    assert len(posts) > 4, posts  # a backlog: more posts than connections, each slow
    assert status.acked_at is not None, "the acknowledgement came too late (This interaction failed)"
    assert status.acked_at - status.dispatched_at < SLOW_POST / 2
    # Acknowledged while the backlog was still being sent, not after it.
    assert status.acked_at < max(r.at for r in posts)
    # The moves offered while typing too (an autocomplete is answered, never deferred).
    (typing,) = [r for r in fake.replies.values() if r.payload["type"] == AUTOCOMPLETE]
    assert typing.acked_at is not None, f"offered {offered} too late"
    assert typing.acked_at - typing.dispatched_at < SLOW_POST / 2
