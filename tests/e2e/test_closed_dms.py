"""A player whose DMs are closed costs one refused DM, not one per private event: Discord counts
every 403 towards the limit that gets the bot's address blocked."""

from __future__ import annotations

from collections import Counter

from bot.closed_dms import RETRY_AFTER
from games.core import Event
from tests.helpers.dicetown_e2e import CH, current, play_until
from tests.helpers.e2e import open_table


def dm_attempts(fake, user) -> int:
    dm = fake.dm_channel(user)
    return sum(1 for r in fake.requests if r.method == "POST" and r.path == f"/channels/{dm.id}/messages")


async def test_one_refused_dm_then_the_inbox_until_the_player_interacts(fake, make_bot, game_clock):
    ana, bo, cy = fake.user("ana"), fake.user("bo"), fake.user("cy", dms_closed=True)
    bot = await make_bot(seed=4247)
    await open_table(fake, "dicetown", [ana, bo, cy])  # the first roll: a private event each
    table = await bot.tables.find(fake.channel("games").id)
    assert table is not None
    seat = table.seat_of(cy.id)
    assert dm_attempts(fake, cy) == 1

    secret = Event("store_drawn", {"cards": ["GS01"]}, to=frozenset({seat}))
    for _ in range(26):
        await bot.publisher.deliver_private(table, [secret])
    # 27 private events, one DM attempt: the rest went to the inbox without asking Discord.
    assert dm_attempts(fake, cy) == 1
    assert fake.ratelimits.invalid_total == 1
    refreshed = await bot.tables.by_id(table.id)
    assert refreshed is not None and "You draw Pony (8)." in refreshed.row.meta["inbox"][str(seat)]
    # All in the first round: the channel was told once, and Show mine shows every line.
    notes = [m for m in fake.channel_messages("games") if "could not DM you" in m.content]
    assert len(notes) == 1 and notes[0].pinged == [cy.id]

    # Cy plays on through the fallback: that is no sign his DMs opened, so nothing is tried...
    shown = await fake.click(cy, notes[-1], "Show mine")
    assert shown.ephemeral
    await bot.publisher.deliver_private(table, [secret])
    assert dm_attempts(fake, cy) == 1
    # ...but once a while has passed, his next interaction earns one more attempt.
    game_clock.advance(RETRY_AFTER)
    await fake.slash(cy, "game status", channel="games")
    for _ in range(5):
        await bot.publisher.deliver_private(table, [secret])
    assert dm_attempts(fake, cy) == 2
    # Players with open DMs are tried every time, as before.
    before = len(fake.dms(ana))
    await bot.publisher.deliver_private(
        table, [Event("store_drawn", {"cards": ["GS01"]}, to=frozenset({table.seat_of(ana.id)}))]
    )
    assert len(fake.dms(ana)) == before + 1


async def test_dm_reminders_skip_a_player_known_to_refuse_dms(fake, make_bot, game_clock):
    ana, bo, cy = fake.user("ana"), fake.user("bo"), fake.user("cy", dms_closed=True)
    bot = await make_bot(seed=3)
    await bot.store.preferences.set_user_settings(cy.id, {"reminders": "dm", "private": "dm"})
    await open_table(fake, "dicetown", [ana, bo, cy], pace="live")
    assert dm_attempts(fake, cy) == 1 and cy.id in bot.closed_dms

    game_clock.advance(91)  # half of the decision time: a reminder for each of the three
    assert await bot.reminders.tick() == 3
    assert dm_attempts(fake, cy) == 1  # no DM tried: the reminder went to the channel
    reminder = next(m for m in reversed(fake.channel_messages("games")) if "waiting for you" in m.content)
    assert reminder.pinged == [cy.id]


async def test_a_closed_dm_player_is_told_once_per_round_however_many_private_steps(fake, make_bot):
    ana, bo, cy = fake.user("ana"), fake.user("bo"), fake.user("cy", dms_closed=True)
    users = [ana, bo, cy]
    bot = await make_bot(seed=4247)
    steps: list[int] = []  # the round of each private message that went to Cy's inbox
    real = bot.publisher.send_private

    async def counted(table, seat, texts, **more):
        if table.user_of(seat) == cy.id and table.state is not None:
            steps.append(table.state.round)
        return await real(table, seat, texts, **more)

    bot.publisher.send_private = counted
    await open_table(fake, "dicetown", users, channel=CH)

    def notes() -> list:
        return [m for m in fake.channel_messages(CH) if m.content.startswith(f"<@{cy.id}>, a private action")]

    await play_until(fake, bot, users, {cy.id}, lambda t: t.state.round == 5)
    await bot.reminders.idle()
    rounds = Counter(steps)
    # Several private steps in a round (rolls, cards drawn, prompts)...
    assert rounds[3] >= 3 and len(steps) >= len(rounds) + 3, steps
    # ...and one note in the channel for each round that had any: a new round is a new turn.
    assert len(notes()) == len(rounds) and all(m.pinged == [cy.id] for m in notes())
    assert (await current(bot, fake)) is not None
