"""Private messages cost one request each: the bot opens a player's DM channel from the id it
already holds, once, and never reads the player's user record first."""

from __future__ import annotations

import re
from collections import Counter

from tests.helpers.dicetown_e2e import current, open_table, play_until

USER_READ = re.compile(r"^GET /users/\d+$")


async def test_dice_town_dms_do_not_fetch_the_player_first(fake, make_bot):
    users = [fake.user("ana"), fake.user("bo"), fake.user("cy")]
    bot = await make_bot(seed=4247)
    before = len(fake.requests)
    await open_table(fake, users)
    start = await current(bot, fake)
    table = await play_until(fake, bot, users, set(), lambda t: t is None or t.version >= start.version + 40)
    await fake.wait_until(lambda: fake.in_flight == 0, timeout=10, what="the last requests")
    requests = Counter(f"{r.method} {r.path}" for r in fake.requests[before:])
    dms = {u.id: fake.dm_channel(u).id for u in users}

    assert table is not None and table.version >= start.version + 40
    # The moves DMed every player many times: each DM is one message posted to the player's channel.
    assert all(requests[f"POST /channels/{channel}/messages"] >= 5 for channel in dms.values())
    assert [r for r in requests if USER_READ.match(r)] == []
    assert requests["POST /users/@me/channels"] <= len(users)
