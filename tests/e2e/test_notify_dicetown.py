"""A DM at one's turn where several act at once (a Dice Town roll): one per player's wait,
however many of the others act meanwhile."""

from __future__ import annotations

import asyncio

from tests.helpers.dicetown_e2e import current, open_table, user_of


def turn_dms(fake, user) -> int:
    return sum(m.content.startswith("It is your turn:") for m in fake.dms(user))


async def test_everyone_waiting_on_one_roll_gets_one_dm_each(fake, make_bot, game_clock):
    users = [fake.user("ana"), fake.user("bo"), fake.user("cy")]
    bot = await make_bot(seed=3)
    for user in users:
        await fake.slash(user, "game notify", channel="games", dm_turn=True)
    await open_table(fake, users, pace="live", options="keep_none=on")
    await asyncio.sleep(0.3)
    assert [turn_dms(fake, u) for u in users] == [1, 1, 1]
    table = await current(bot, fake)
    assert table.to_act() == {0, 1, 2}
    # One player keeps: the others go on waiting on the same roll, and hear nothing more.
    game_clock.advance(10)
    first = user_of(users, table, 0)
    roll = next(
        m for m in reversed(fake.dms(first)) if "Keep none ($1)" in [b.get("label") for b in m.buttons]
    )
    await fake.click(first, roll, "Keep none ($1)")
    await asyncio.sleep(0.3)
    assert (await current(bot, fake)).to_act() == {1, 2}
    assert [turn_dms(fake, u) for u in users] == [1, 1, 1]
