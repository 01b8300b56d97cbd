"""A person takes over a bot's seat (mid-game from the host, or by joining a lobby full of
bots), and a bot's move is claimed once however many tasks or processes are woken for it."""

from __future__ import annotations

import asyncio
import threading

from bot import bot_seats
from bot.bots import BotPlayer
from bot.services.schedule import TURN_LEASE
from tests.helpers.e2e import texts
from tests.helpers.tables import move


async def _bot_moves(bot, table) -> list[str]:
    return [a.action for a in await bot.store.actions(table.id) if bot_seats.is_bot(table.players[a.player])]


async def test_the_host_hands_a_bot_seat_to_a_member_mid_game(fake, make_bot):
    alice, bob, carol = fake.user("alice"), fake.user("bob"), fake.user("carol")
    bot = await make_bot(seed=9)
    bot.bot_player.thinker.processes = 0
    r = await fake.slash(
        alice, "game new", channel="games", game="blockbuster", bots=2, bot_level="easy", pace="none"
    )
    await fake.click(alice, r.message, "Start", timeout=60)
    await bot.reminders.idle()
    channel_id = fake.channel("games").id
    table = await bot.tables.table(channel_id)
    bot1 = next(s for s, u in enumerate(table.players) if bot_seats.is_bot(u) and bot_seats.number_of(u) == 1)

    offered = await fake.autocomplete(
        alice, "game replace", focused="bot", values={"new_player": bob}, channel="games"
    )
    assert [c["value"] for c in offered] == ["1", "2"] and "🤖 Bot 1 · easy" in offered[0]["name"]
    no = await fake.slash(carol, "game replace", channel="games", new_player=bob, bot="1")
    assert "Only the host or someone with Manage Channel" in no.content
    no = await fake.slash(alice, "game replace", channel="games", new_player=alice, bot="1")
    assert no.content == f"<@{alice.id}> already has a seat in this game."
    no = await fake.slash(alice, "game replace", channel="games", new_player=bob, bot="7")
    assert no.content == "There is no bot '7' at this table."
    no = await fake.slash(alice, "game replace", channel="games", new_player=bob)
    assert no.content == "Name the member or the bot whose seat to hand on."
    assert (await bot.tables.table(channel_id)).players == table.players, "a refusal changed the seats"

    ok = await fake.slash(alice, "game replace", channel="games", new_player=bob, bot="1")
    assert not ok.ephemeral
    assert ok.content == f"<@{bob.id}> takes over the seat of 🤖 Bot 1 · easy in game #{table.id}."
    table = await bot.tables.table(channel_id)
    assert table.user_of(bot1) == bob.id
    assert bot1 not in table.row.meta.get("autopilot", []), "the bot still plays the seat"
    before = await _bot_moves(bot, table)
    # Play on until Bob's seat is waited for: the bot must leave it to him.
    for _ in range(10):
        await bot.reminders.idle()
        await bot.reminders.tick()
        table = await bot.tables.table(channel_id)
        if bot1 in table.to_act():
            break
        (seat,) = table.to_act()
        assert seat == table.seat_of(alice.id)
        await bot.moves.play(channel_id, move(alice.id, table.game.legal(table.state, seat)[0]))
    assert table.to_act() == {bot1}, "the game never came to Bob's seat"
    actions = await bot.store.actions(table.id)
    assert not [a for a in actions[len(before) :] if a.player == bot1 and a.user_id is None]


async def test_a_replaced_bot_that_was_thinking_does_not_move(fake, make_bot, monkeypatch):
    from bot import thinker as bots_module

    real = bots_module.decide_text
    thinking, gate = threading.Event(), threading.Event()

    def slow(*args):
        thinking.set()
        gate.wait(30)
        return real(*args)

    monkeypatch.setattr(bots_module, "decide_text", slow)
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(seed=3)
    bot.bot_player.thinker.processes = 0
    r = await fake.slash(alice, "game new", channel="games", game="dicetown", bots=1, bot_level="easy")
    await fake.click(alice, r.message, "Start", timeout=30)
    assert await asyncio.to_thread(thinking.wait, 30)
    ok = await fake.slash(alice, "game replace", channel="games", new_player=bob, bot="Bot 1")
    assert "takes over the seat of 🤖 Bot 1 · easy" in ok.content
    gate.set()
    await bot.reminders.idle()
    table = await bot.tables.table(fake.channel("games").id)
    seat = table.seat_of(bob.id)
    assert seat is not None and seat in table.to_act(), "the bot's answer was played for Bob"
    assert not [a for a in await bot.store.actions(table.id) if a.player == seat]
    # Bob holds the seat's secrets now.
    assert any(m.channel_id == fake.dm_channel(bob).id for m in fake.messages)


async def test_joining_a_lobby_full_of_bots_takes_the_last_bots_seat(fake, make_bot):
    alice, bob, carol = fake.user("alice"), fake.user("bob"), fake.user("carol")
    bot = await make_bot()
    r = await fake.slash(alice, "game new", channel="games", game="bricklayer", bots=3, bot_level="easy")
    await fake.click(bob, r.message, "Join")
    lobby = texts([fake.last_message("games")])
    assert f"<@{bob.id}>" in lobby and "🤖 Bot 2 · easy" in lobby and "🤖 Bot 3 · easy" not in lobby
    table = await bot.tables.table(fake.channel("games").id)
    assert table.players[:3] == [alice.id, bot_seats.bot_id(1, "easy"), bot_seats.bot_id(2, "easy")]
    assert table.players[3] == bob.id
    await fake.click(carol, r.message, "Join")
    await fake.click(carol, r.message, "Join")  # already seated: refused, nothing changes
    table = await bot.tables.table(fake.channel("games").id)
    assert table.players == [alice.id, bot_seats.bot_id(1, "easy"), carol.id, bob.id]


async def _started_without_wake(fake, make_bot, monkeypatch, game="dicetown"):
    """A table whose bot must act, with the move's own wake-up switched off: the test decides
    who is woken and when."""
    alice = fake.user("alice")
    bot = await make_bot(seed=13)
    bot.bot_player.thinker.processes = 0
    monkeypatch.setattr(bot.reminders, "wake", lambda table: None)
    r = await fake.slash(alice, "game new", channel="games", game=game, bots=1, bot_level="easy")
    await fake.click(alice, r.message, "Start", timeout=30)
    table = await bot.tables.table(fake.channel("games").id)
    assert any(table.is_bot(s) for s in table.to_act())
    return bot, table


async def test_two_triggers_for_one_bot_move_make_one_decision(fake, make_bot, monkeypatch):
    from bot import thinker as bots_module

    real = bots_module.decide_text
    calls: list[tuple[object, ...]] = []
    gate = threading.Event()

    def counted(*args):
        calls.append(args)
        gate.wait(30)
        return real(*args)

    monkeypatch.setattr(bots_module, "decide_text", counted)
    bot, table = await _started_without_wake(fake, make_bot, monkeypatch)
    other = BotPlayer(bot, 0)  # another process's player on the same database
    other.thinker.processes = 0
    try:
        first = asyncio.ensure_future(bot.bot_player.play(table))
        second = asyncio.ensure_future(other.play(table))
        # Until one of them gave up, or both are thinking.
        for _ in range(300):
            if first.done() or second.done() or len(calls) >= 2:
                break
            await asyncio.sleep(0.05)
        gate.set()
        done = await asyncio.gather(first, second)
    finally:
        gate.set()
        await other.close()
    assert len(calls) == 1, "two thinkers started on one bot move"
    assert sorted(done) == [0, 1]
    assert len(await _bot_moves(bot, table)) == 1


async def test_a_claim_left_by_a_dead_process_lapses_and_the_move_is_made_once(fake, make_bot, monkeypatch):
    bot, table = await _started_without_wake(fake, make_bot, monkeypatch)
    assert await bot.schedule.claim_turn(table)  # a process that then died
    assert not await bot.schedule.claim_turn(table), "a claim was made twice"
    await bot.reminders.tick()
    await bot.reminders.idle()
    assert await _bot_moves(bot, table) == [], "the bot moved while another process held its move"
    fake_clock = bot.clock
    fake_clock.advance(TURN_LEASE + 1)
    await bot.reminders.tick()
    await bot.reminders.tick()
    assert len(await _bot_moves(bot, table)) == 1
    table = await bot.tables.table(fake.channel("games").id)
    assert "thinking" not in table.row.meta, "the move left its claim behind"
