"""The global rate limit is the one discord.py cannot see coming (Discord sends no header for
it until the 429): the bot must wait it out and send again, and the players notice nothing but
the delay."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.gameui import Reader
from tests.fakediscord import FakeDiscord
from tests.helpers import dicetown_e2e
from tests.helpers.dicetown_e2e import answer, current, open_table


@pytest.fixture(autouse=True)
def waited_429s_are_no_refusal(monkeypatch):
    """A 429 the bot waited out and sent again is not a refused move: the players' helpers
    check what is left."""
    strict = dicetown_e2e.refused
    monkeypatch.setattr(dicetown_e2e, "refused", lambda reply: [e for e in strict(reply) if e.status != 429])


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord(rate_limits="enforce") as f:
        # Only a low global limit, so that a few moves go over it and the test stays quick.
        f.ratelimits.routes = ()
        f.ratelimits.global_window.limit = 8
        yield f


async def test_global_429s_during_moves_are_waited_out_and_nothing_is_lost(fake, make_bot):
    users = [fake.user(n) for n in ("ana", "bo", "cy")]
    bot = await make_bot(seed=3)
    await open_table(fake, users)
    first = await current(bot, fake)
    while (table := await current(bot, fake)) is not None and table.state.round == first.state.round:
        # Every helper raises if an interaction is not acknowledged ("This interaction failed").
        await answer(fake, bot, users, set(), table, min(table.to_act()))
    hits = fake.ratelimits.hits
    assert hits and {h.scope for h in hits} == {"global"}
    refused = [r for r in fake.requests if r.status == 429]
    assert len(refused) == len(hits) and all(r.response["global"] is True for r in refused)
    for r in refused:  # each was sent again, and went through
        later = fake.requests[fake.requests.index(r) + 1 :]
        assert any(x.method == r.method and x.path == r.path and x.status < 400 for x in later), r
    assert fake.ratelimits.invalid_total == len(hits)
    # Every roll of the round reached its player.
    ui = bot.ui("dicetown")
    for _, _, events in await bot.history.events_log(first.id):
        for e in events:
            if e.code == "roll":
                (seat,) = e.to
                user = next(u for u in users if u.id == first.user_of(seat))
                assert ui.private_line(e, reader=Reader(first, "en", seat)) in "\n".join(
                    v["content"] or "" for m in fake.dms(user) for v in [*m.history, m.snapshot()]
                )
    print(f"\nglobal 429s waited out in one round: {len(hits)}")
