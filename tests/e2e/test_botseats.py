"""Bot seats end to end: bots play whole games through the loopback Discord, never get a DM,
and a bot's move interrupted by a restart is made once afterwards."""

from __future__ import annotations

import pytest

from bot import bot_seats, bots
from games.registry import GAMES
from tests.helpers.e2e import stop_bot, texts
from tests.helpers.tables import move


async def _finished(bot, fake, channel="games"):
    await bot.reminders.idle()  # bots play in the background once the first board is out
    rows = await bot.store.listings.history(fake.channel(channel).id)
    return rows[0] if rows else None


async def _against_a_bot(
    fake, make_bot, game: str, level: str, *, seed: int | None = None, timeout: float = 30
):
    """Alice starts a table of `game` in #games with one bot of `level`; returns the bot once the
    bot seats have played what they could."""
    bot = await make_bot(seed=seed)
    bot.bot_player.thinker.processes = 0
    r = await fake.slash(fake.user("alice"), "game new", channel="games", game=game, bots=1, bot_level=level)
    await fake.click(fake.user("alice"), r.message, "Start", timeout=timeout)
    await bot.reminders.idle()
    return bot


@pytest.mark.parametrize("game", list(GAMES))
async def test_an_all_bot_table_plays_to_the_end(fake, make_bot, game):
    alice = fake.user("alice")
    bot = await make_bot()
    bot.bot_player.thinker.processes = 0  # one worker thread: no process start-up per test
    r = await fake.slash(alice, "game new", channel="games", game=game, bots=2, bot_level="easy", pace="none")
    assert "🤖 Bot 1 · easy" in texts([r.message]) and "🤖 Bot 2 · easy" in texts([r.message])
    await fake.click(alice, r.message, "Leave")  # the host leaves: two bots alone, still hers to start
    before = len(fake.requests)
    await fake.click(alice, r.message, "Start", timeout=300)
    row = await _finished(bot, fake)
    assert row is not None and row.status == "finished", "the bots did not finish their game"
    # Each bot's move edits the board this process showed last, as it knows it: none read back.
    reads = [q.path for q in fake.requests[before:] if q.method == "GET" and "/messages/" in q.path]
    assert reads == []
    assert all(bot_seats.is_bot(u) for u in row.players)
    board = texts([m for m in fake.messages if m.channel_id == fake.channel("games").id])
    assert "🤖 Bot 1 · easy" in board and "<@-" not in board  # bots are named, never "mentioned"
    assert not [m for m in fake.messages if m.guild_id is None], "a bot seat received a DM"


async def test_the_lobby_button_seats_bots_and_they_answer_a_person_at_once(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(seed=7)
    bot.bot_player.thinker.processes = 0
    r = await fake.slash(alice, "game new", channel="games", game="dicetown", pace="none")
    no = await fake.click(bob, r.message, "Add bot")
    assert no.ephemeral and "Only the host" in no.content
    panel = await fake.click(alice, r.message, "Add bot")
    assert panel.ephemeral
    await fake.click(alice, panel.message, bot_seats.rated("Normal bot", "dicetown", "normal"))
    await fake.click(alice, panel.message, bot_seats.rated("Hard bot", "dicetown", "hard"))
    await fake.click(alice, panel.message, "Remove a bot")
    await fake.click(alice, panel.message, bot_seats.rated("Easy bot", "dicetown", "easy"))
    lobby = fake.last_message("games")
    assert "🤖 Bot 1 · normal" in texts([lobby]) and "🤖 Bot 2 · easy" in texts([lobby])
    table = await bot.tables.table(fake.channel("games").id)
    assert [table.is_bot(s) for s in range(3)] == [False, True, True]
    await fake.click(alice, r.message, "Start", timeout=120)
    await bot.reminders.idle()
    table = await bot.tables.table(fake.channel("games").id)
    # The bots rolled at once: the game waits for the person alone.
    assert table.to_act() and all(not table.is_bot(s) for s in table.to_act())
    dms = [m for m in fake.messages if m.guild_id is None]
    assert dms and all(m.channel_id == fake.dm_channel(alice).id for m in dms)


async def test_the_bot_buttons_tell_each_levels_rating_in_the_game(fake, make_bot, monkeypatch):
    """The host chooses a bot knowing how strong it is: each level's rating in this game, as the
    AI ladder measured it, on its button, in the host's language; a level without one, bare."""
    ratings = {("akropolis", "easy"): 1234, ("akropolis", "normal"): 1650, ("dicetown", "hard"): 1900}
    monkeypatch.setattr(bot_seats, "level_rating", lambda game, level: ratings.get((game, level)))
    alice = fake.user("alice")
    await make_bot()
    r = await fake.slash(alice, "game new", channel="games", game="akropolis", pace="none")
    panel = await fake.click(alice, r.message, "Add bot")
    labels = [b["label"] for b in panel.message.buttons]
    assert labels == ["Easy bot, about 1,234", "Normal bot, about 1,650", "Hard bot", "Remove a bot"]
    await fake.click(alice, panel.message, "Normal bot, about 1,650")
    assert "🤖 Bot 1 · normal" in texts([fake.last_message("games")])
    assert bot_seats.rated("普通机器人", "akropolis", "normal", "zh-CN") == "普通机器人，约 1,650 分"


async def test_a_bot_move_cut_short_by_a_restart_is_made_once_after_it(fake, make_bot, monkeypatch):
    import asyncio
    import threading

    from bot import thinker as bots_module
    from games.ai import decide, decision_seed

    alice = fake.user("alice")
    bot = await make_bot(seed=11)
    bot.bot_player.thinker.processes = 0
    thinking, release = threading.Event(), threading.Event()

    def stuck(*args):  # the process dies while the bot thinks: no answer ever comes
        thinking.set()
        release.wait(30)
        raise RuntimeError("the process is gone")

    monkeypatch.setattr(bots_module, "decide_text", stuck)
    r = await fake.slash(alice, "game new", channel="games", game="dicetown", bots=1, bot_level="normal")
    await fake.click(alice, r.message, "Start", timeout=30)
    # The bots play in the background once the first board is out; this one never answers.
    assert await asyncio.to_thread(thinking.wait, 30)
    channel_id = fake.channel("games").id
    table = await bot.tables.table(channel_id)
    (bot_seat,) = [s for s in range(len(table.players)) if table.is_bot(s)]
    before_dump, before_version, seed = table.game.dump(table.state), table.version, table.row.seed
    await stop_bot(fake, bot)
    release.set()
    monkeypatch.undo()

    again = await make_bot(seed=11)  # a real worker process this time
    # The move compared below is the search's own: on a loaded machine a search may run past its
    # level's limit, which plays the default move instead (tested in test_hung_search).
    again.bot_player.thinker.limits = dict.fromkeys(again.bot_player.thinker.limits, 120.0)
    rows = await again.store.actions(table.id)
    assert not [a for a in rows if a.player == bot_seat], "the bot moved before the restart"
    assert await again.reminders.tick() >= 1
    await again.reminders.tick()  # a second pass (another process, say) finds nothing to do
    moves = [a for a in await again.store.actions(table.id) if a.player == bot_seat]
    assert len(moves) == 1, "the bot's move was made other than exactly once"
    # The move is the one the search makes from the game's seed, version and seat.
    seed = decision_seed(seed, before_version, bot_seat)
    expected = decide("dicetown", before_dump, bot_seat, "normal", seed)
    assert moves[0].action == str(expected)
    table = await again.tables.table(channel_id)
    assert table.to_act() == {1 - bot_seat}


async def test_a_kicked_player_is_played_at_the_level_the_host_chose(fake, make_bot):
    from games.ai import decide, decision_seed

    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(seed=5)
    bot.bot_player.thinker.processes = 0
    r = await fake.slash(alice, "game new", channel="games", game="blockbuster", pace="none")
    await fake.click(bob, r.message, "Join")
    await fake.click(alice, r.message, "Start")
    channel_id = fake.channel("games").id
    table = await bot.tables.table(channel_id)
    bob_seat = table.seat_of(bob.id)
    # Bob moves first or second: if Alice must move first, she passes the turn to him.
    if table.to_act() != {bob_seat}:
        legal = table.game.legal(table.state, 1 - bob_seat)
        await bot.moves.play(channel_id, move(alice.id, legal[0]))
        table = await bot.tables.table(channel_id)
    before_dump, before_version = table.game.dump(table.state), table.version
    k = await fake.slash(alice, "game kick", channel="games", member=bob, level="easy", timeout=60)
    assert "autopilot, at easy level" in k.content
    moves = [a for a in await bot.store.actions(table.id) if a.player == bob_seat]
    seed = decision_seed(table.row.seed, before_version, bob_seat)
    expected = decide("blockbuster", before_dump, bob_seat, "easy", seed)
    assert moves and moves[0].action == str(expected)
    # Not what the fast default would have played: the level made the choice.
    assert str(expected) != str(table.game.default_action(table.state, bob_seat))
    assert any("Autopilot played" in (m.content or "") + texts([m]) for m in fake.messages)
    assert (await bot.tables.table(channel_id)).row.meta["autopilot_level"] == "easy"


async def test_a_bot_seat_cannot_be_put_on_autopilot_or_given_to_a_vote(fake, make_bot):
    alice = fake.user("alice")
    bot = await _against_a_bot(fake, make_bot, "bricklayer", "easy", timeout=60)
    channel_id = fake.channel("games").id
    table = await bot.tables.table(channel_id)
    bot_seat = next(s for s in range(2) if table.is_bot(s))
    from bot.tables import TableError

    with pytest.raises(TableError, match="is a bot"):
        await bot.seats.set_autopilot(channel_id, alice.id, bot_seat, False, can_manage=True)
    # The person alone is the table's majority: one vote ends it.
    ask = await fake.slash(alice, "game abandon", channel="games")
    v = await fake.click(alice, ask.messages[-1], "Yes, abandon")
    assert "was abandoned by" in v.content
    assert await bot.store.open_game(channel_id) is None


async def test_a_bot_that_thinks_long_says_so_then_shows_its_move(fake, make_bot, monkeypatch):
    import time

    from bot import thinker as bots_module

    real = bots_module.decide_text
    monkeypatch.setattr(bots, "THINKING_NOTICE", 0.3)

    def slow(*args):
        time.sleep(bots.THINKING_NOTICE + 0.5)
        return real(*args)

    monkeypatch.setattr(bots_module, "decide_text", slow)
    bot = await _against_a_bot(fake, make_bot, "dicetown", "easy", seed=3)
    notes = [m for m in fake.messages if "is thinking…" in (m.content or "")]
    assert notes and "🤖 Bot 1 · easy is thinking…" in notes[0].content
    assert all(m.deleted for m in notes), "the thinking note stayed after the move"
    table = await bot.tables.table(fake.channel("games").id)
    assert all(not table.is_bot(s) for s in table.to_act())


async def test_a_failing_search_falls_back_to_the_default_move(fake, make_bot, monkeypatch):
    from bot import thinker as bots_module

    def broken(*args):
        raise RuntimeError("search bug")

    monkeypatch.setattr(bots_module, "decide_text", broken)
    bot = await _against_a_bot(fake, make_bot, "dicetown", "hard", seed=21)
    table = await bot.tables.table(fake.channel("games").id)
    assert table.to_act() and all(not table.is_bot(s) for s in table.to_act())
