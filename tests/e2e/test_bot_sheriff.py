"""A bot Sheriff ruling a tie with people among the contenders: it gives them a minute to bribe
it, tells the channel when it will rule, and rules then (not a timer pass later)."""

from __future__ import annotations

import asyncio
import math
import re

from bot.services import offers
from tests.helpers.dicetown_e2e import CH, answer, board, current, user_of
from tests.helpers.e2e import texts

# With this seed the bot (seat 1) is the first Sheriff and a tie soon opens between it and Ana
# (seat 0), whose offer the ruling waits for.
SEED = 7
RULES_AT = re.compile(r"rules <t:(\d+):R>")


async def _tie_with_a_bot_sheriff(fake, make_bot, *, chinese: bool = False):
    users = [fake.user("ana"), fake.user("bo")]
    bot = await make_bot(seed=SEED)
    bot.bot_player.thinker.processes = 0
    if chinese:
        admin = fake.user("admin", permissions={"manage_guild"})
        await fake.slash(admin, "game settings", channel=CH, language="zh-CN", where="channel")
    r = await fake.slash(
        users[0], "game new", channel=CH, game="dicetown", bots=1, bot_level="easy", pace="none"
    )
    lobby = next(c for c in r.message.custom_ids if c.startswith("lobby:")).rsplit(":", 1)[0]
    await fake.click(users[1], r.message, f"{lobby}:join")
    await fake.click(users[0], r.message, f"{lobby}:start")
    while True:
        await bot.reminders.idle()
        table = await current(bot, fake)
        ruling = table.state.ruling
        if ruling is not None and any(not table.is_bot(o.seat) for o in ruling.offers):
            break
        await answer(fake, bot, users, set(), table, min(s for s in table.to_act() if not table.is_bot(s)))
    assert table.is_bot(table.state.sheriff) and not ruling.unlocked
    (person,) = (o.seat for o in ruling.offers if not table.is_bot(o.seat))
    return bot, table, user_of(users, table, person)


async def test_a_bot_sheriff_says_when_it_rules_and_rules_by_then(fake, make_bot, game_clock):
    bot, table, ana = await _tie_with_a_bot_sheriff(fake, make_bot)
    offered_at = game_clock()
    await fake.slash(ana, "dicetown offer", channel=CH, dollars=1)
    await bot.reminders.idle()
    table = await current(bot, fake)
    assert table.state.ruling is not None and table.state.ruling.unlocked  # it waits for more offers

    # The ruling panel and /game status say when the bot rules: a minute after the offer.
    panel = board(fake)
    said = RULES_AT.search(panel.content)
    assert said, panel.content
    assert "Sheriff ⭐ 🤖 Bot 1 · easy rules" in panel.content and "offers are still open" in panel.content
    stated = int(said.group(1))
    assert stated == math.ceil(offered_at + offers.OFFER_GRACE)
    status = await fake.slash(ana, "game status", channel=CH)
    assert f"rules <t:{stated}:R>" in texts(status.messages)
    # The timer pass is told the same time, not "now" at every pass before it.
    assert table.row.next_due == offered_at + offers.OFFER_GRACE

    sheriff = table.state.sheriff
    game_clock.advance(offers.OFFER_GRACE - 1)
    await bot.reminders.tick()
    assert not await _awards(bot, table, sheriff), "it ruled before the time it gave"
    game_clock.advance(stated - game_clock())
    await bot.reminders.tick()
    await bot.reminders.idle()
    (award,) = await _awards(bot, table, sheriff)
    assert offered_at + offers.OFFER_GRACE <= award.created_at <= stated
    assert RULES_AT.search(board(fake).content) is None  # nothing left to announce


async def _awards(bot, table, sheriff: int) -> list:
    done = await bot.store.actions(table.id)
    return [a for a in done if a.player == sheriff and a.action.startswith("award")]


async def test_a_bot_sheriff_rules_when_the_offer_time_ends_without_waiting_for_a_timer_pass(
    fake, make_bot, game_clock, monkeypatch
):
    monkeypatch.setattr(offers, "OFFER_GRACE", 0.5)
    bot, table, ana = await _tie_with_a_bot_sheriff(fake, make_bot)
    await fake.slash(ana, "dicetown offer", channel=CH, dollars=1)
    game_clock.advance(0.5)  # the bot's clock at the end of the offer time
    # No timer pass runs here (the loop is off in tests): only the bot's own wake-up can rule.
    for _ in range(100):
        if await _awards(bot, table, table.state.sheriff):
            break
        await asyncio.sleep(0.1)
    assert await _awards(bot, table, table.state.sheriff), "the bot did not rule when the offer time ended"


async def test_the_chinese_channel_reads_when_the_bot_sheriff_rules(fake, make_bot, game_clock):
    bot, _, ana = await _tie_with_a_bot_sheriff(fake, make_bot, chinese=True)
    await fake.slash(ana, "dicetown offer", channel=CH, dollars=1)
    await bot.reminders.idle()
    panel = board(fake)
    said = r"警长 ⭐ 🤖 \S+ 1 · \S+ 将在<t:\d+:R>裁决；在此之前仍可出价。"
    assert re.search(said, panel.content), panel.content
