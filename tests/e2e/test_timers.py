"""The timer pass through the real bot: it reads only the games that are due, and what was due
while the bot was down happens once at the first pass after the restart."""

from __future__ import annotations

from bot import deadlines, reminders
from bot.store_listings import Listings
from bot.store_timers import Timers
from tests.helpers import toy_game
from tests.helpers.e2e import open_table, stop_bot, texts

NIM = {"nim": toy_game.GAME}
LIVE = deadlines.TIMED_PACES["live"]


async def test_a_pass_selects_and_decodes_only_the_games_that_are_due(
    fake, make_bot, game_clock, monkeypatch
):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    for name in ("early-1", "early-2"):
        await open_table(fake, "nim", [alice, bob], channel=name, pace="live")
    game_clock.advance(LIVE * 0.3)
    for name in ("late-1", "late-2", "late-3"):
        await open_table(fake, "nim", [alice, bob], channel=name, pace="live")
    await open_table(fake, "nim", [alice, bob], channel="untimed", pace="none")
    await stop_bot(fake, bot)

    selected: list[str] = []
    loaded: list[int] = []
    due_games, load = Timers.due_games, type(toy_game.GAME).load

    async def spy_due_games(self, now, limit, *, after=None):
        rows = await due_games(self, now, limit, after=after)
        selected.extend(fake.world.channels[r.channel_id].name for r in rows)
        return rows

    def spy_load(self, data):
        loaded.append(data["pile"])
        return load(self, data)

    async def no_full_scan(self):
        raise AssertionError("the timer pass read every open game")

    monkeypatch.setattr(Timers, "due_games", spy_due_games)
    monkeypatch.setattr(Listings, "open_games", no_full_scan)
    monkeypatch.setattr(type(toy_game.GAME), "load", spy_load)
    bot = await make_bot(games=NIM)  # a fresh process: nothing cached
    game_clock.advance(LIVE * 0.25)  # half time for the early games only
    assert await bot.reminders.tick() == 2
    assert sorted(selected) == ["early-1", "early-2"] and len(loaded) == 2
    for name in ("early-1", "early-2"):
        assert "waiting for you" in fake.last_message(name).content
    assert "waiting for you" not in texts(fake.channel_messages("late-1"))

    selected.clear()
    assert await bot.reminders.tick() == 0
    assert selected == []  # both reminded: nothing is due until the next reminder
    game_clock.advance(LIVE * 0.3)
    assert await bot.reminders.tick() == 3
    assert sorted(selected) == ["late-1", "late-2", "late-3"]


async def test_deadlines_missed_while_down_fire_once_after_the_restart(
    fake, make_bot, game_clock, monkeypatch
):
    monkeypatch.setattr(reminders, "BATCH", 2)  # three due games: the pass reads two pages
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    for name in ("one", "two", "three"):
        await open_table(fake, "nim", [alice, bob], channel=name, pace="live")
    await stop_bot(fake, bot)
    game_clock.advance(LIVE * 5)  # every reminder and the deadline passed while down
    bot = await make_bot(games=NIM)
    assert await bot.reminders.tick() == 3  # one deadline move per game, no string of reminders
    assert await bot.reminders.tick() == 0
    for name in ("one", "two", "three"):
        table = await bot.tables.table(fake.channel(name).id)
        assert table.state.pile == 11 and table.to_act() == {1}
        said = texts(fake.channel_messages(name))
        assert said.count("ran out of time") == 1 and "waiting for you" not in said
        assert table.row.next_due == game_clock() + 0.5 * LIVE  # Bob's clock, from the move


async def test_kick_plays_at_once_and_a_crash_before_autoplay_is_caught_up_by_the_pass(
    fake, make_bot, game_clock, monkeypatch
):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    await open_table(fake, "nim", [alice, bob], pace="live")
    # The process stops between putting Alice on autopilot and playing for her.
    monkeypatch.setattr(type(bot.reminders), "autoplay", _no_autoplay)
    await fake.slash(alice, "game kick", channel="games", member=alice)
    monkeypatch.undo()
    table = await bot.tables.table(fake.channel("games").id)
    assert table.to_act() == {0} and table.row.next_due == game_clock()
    await stop_bot(fake, bot)
    bot = await make_bot(games=NIM)
    assert await bot.reminders.tick() == 1
    table = await bot.tables.table(fake.channel("games").id)
    assert table.to_act() == {1} and table.state.pile == 11
    assert "Autopilot played" in texts(fake.channel_messages("games"))


async def _no_autoplay(self, table) -> int:
    return 0


async def test_stats_count_the_seat_for_whoever_holds_it_at_the_end(fake, make_bot):
    alice, bob, carol = fake.user("alice"), fake.user("bob"), fake.user("carol")
    await make_bot(games=NIM)
    board = await open_table(fake, "nim", [alice, bob], options="pile=5")
    await fake.click(alice, board, "take 3")
    await fake.slash(alice, "game replace", channel="games", member=bob, new_player=carol)
    await fake.slash(carol, "play", channel="games", move="take 2")  # Carol wins in Bob's seat
    won = await fake.slash(alice, "game stats", channel="games", member=carol)
    assert "Nim: 1 played, 1 won" in won.content
    lost = await fake.slash(alice, "game stats", channel="games")
    assert "Nim: 1 played, 0 won" in lost.content
    none = await fake.slash(alice, "game stats", channel="games", member=bob)
    assert "has not finished a game here yet" in none.content


async def test_a_deadline_read_for_an_ended_game_does_not_move_the_next_one(fake, make_bot, game_clock):
    """The timer pass read a game whose deadline passed; before it played the default move, the
    game was abandoned and another started in its channel, at the same version. The move was
    drawn for the first game: it must not land on the second."""
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    channel = fake.channel("games").id
    await open_table(fake, "nim", [alice, bob], pace="live")
    game_clock.advance(LIVE + 1)
    [due], _ = await bot.schedule.due_tables(game_clock(), 10)
    await bot.seats.abandon(channel, alice.id, can_manage=True)
    await open_table(fake, "nim", [alice, bob], pace="live")
    second = await bot.tables.table(channel)
    assert second.id != due.id and second.version == due.version
    assert await bot.reminders._handle(due) == 0
    after = await bot.tables.table(channel)
    assert after.version == second.version and await bot.store.actions(second.id) == []


async def test_a_restart_catch_up_works_on_a_bounded_number_of_games_at_once(
    fake, make_bot, game_clock, monkeypatch
):
    # A restart with a page of due games, more than the pass works on at once: Discord's answers
    # for every game in hand come back together, and the loop runs a step of each in one turn.
    monkeypatch.setattr(reminders, "AT_ONCE", 3)
    names = [f"t{i}" for i in range(10)]
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    for name in names:
        await open_table(fake, "nim", [alice, bob], channel=name, pace="live")
    await stop_bot(fake, bot)
    game_clock.advance(LIVE * 5)  # every deadline passed while down
    bot = await make_bot(games=NIM)

    # Every board post held a moment, so that the games in hand overlap at the loopback.
    fake.faults.delay("POST /channels/*/messages", 0.2)
    posting: list[int] = [0, 0]  # now, most at once
    begin, end = fake.begin_request, fake.end_request

    def began(method, path, query):
        record = begin(method, path, query)
        if method == "POST" and path.startswith("/channels/"):
            posting[0] += 1
            posting[1] = max(posting)
        return record

    def ended(record, status, response):
        if record.method == "POST" and record.path.startswith("/channels/"):
            posting[0] -= 1
        end(record, status, response)

    monkeypatch.setattr(fake, "begin_request", began)
    monkeypatch.setattr(fake, "end_request", ended)
    assert await bot.reminders.tick() == len(names)
    assert posting[1] == 3, posting  # in hand: never more than AT_ONCE, and AT_ONCE used
    # Nothing due was lost: every game's deadline move was played and shown, once.
    for name in names:
        table = await bot.tables.table(fake.channel(name).id)
        assert table.state.pile == 11 and table.to_act() == {1}
        assert texts(fake.channel_messages(name)).count("ran out of time") == 1
    assert await bot.reminders.tick() == 0
