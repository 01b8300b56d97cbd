"""Restarts, closed DMs, the move picker and typed moves, through the real bot."""

from __future__ import annotations

from tests.helpers import toy_game
from tests.helpers.e2e import answered, open_table, stop_bot, texts

NIM = {"nim": toy_game.GAME}


async def _start(fake, alice, bob, **kw):
    return await open_table(fake, "nim", [alice, bob], **kw)


async def test_a_button_posted_before_a_restart_works_after_it(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    board = await _start(fake, alice, bob)
    await stop_bot(fake, bot)

    bot2 = await make_bot(games=NIM)
    r = await fake.click(alice, board, "take 3")
    assert not r.errors
    table = await bot2.tables.table(fake.channel("games").id)
    assert table.state.pile == 9
    # Only the newest board offers moves: the clicked one lost its buttons.
    assert fake.channel_messages("games")[-1].id != board.id
    assert not next(m for m in fake.channel_messages("games") if m.id == board.id).components


async def test_a_secret_goes_by_dm_and_never_to_the_channel(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    await make_bot(games=NIM)
    board = await _start(fake, alice, bob)
    await fake.click(alice, board, "take 3")  # Nim whispers Alice's lucky number
    dm = texts(fake.dms(alice))
    assert "lucky number is" in dm
    assert "lucky number" not in texts(fake.channel_messages("games"))


async def test_closed_dms_fall_back_to_an_ephemeral_inbox(fake, make_bot):
    alice, bob = fake.user("alice", dms_closed=True), fake.user("bob")
    await make_bot(games=NIM)
    board = await _start(fake, alice, bob)
    await fake.click(alice, board, "take 3")
    channel = texts(fake.channel_messages("games"))
    assert "private action is waiting" in channel and "lucky number" not in channel
    note = fake.last_message("games")
    r = await fake.click(alice, note, "Show mine")
    assert r.ephemeral and "lucky number is" in texts([*r.followups, r.message] if r.message else r.followups)
    again = await fake.click(alice, note, "Show mine")
    assert "lucky number is" not in texts(again.followups), "the inbox is emptied once shown"
    other = await fake.click(bob, note, "Show mine")
    assert "lucky number" not in texts([*other.followups, *([other.message] if other.message else [])])


async def test_typed_move_with_autocomplete_and_a_clear_error(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    await _start(fake, alice, bob)
    choices = await fake.autocomplete(alice, "play", focused="move", values={"move": "take"}, channel="games")
    assert [c["value"] for c in choices] == ["take 1", "take 2", "take 3"]
    waiting = await fake.autocomplete(bob, "play", focused="move", channel="games")
    assert [c["name"] for c in waiting] == ["It is not your turn: the game is waiting for another player."]
    bad = await fake.slash(alice, "play", channel="games", move="take 7")
    assert bad.ephemeral and "take 1" in bad.content
    assert f"<@{alice.id}>, you can take 1 to 3" in bad.content  # the engine's seat, named
    ok = await fake.slash(alice, "play", channel="games", move="take 1")
    assert not ok.errors
    assert (await bot.tables.table(fake.channel("games").id)).state.pile == 11


async def _undo_after(fake, make_bot, move: str):
    """Alice plays `move` on the first board, then asks to undo it: (bot, alice, the answer)."""
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    board = await _start(fake, alice, bob)
    await fake.click(alice, board, move)
    return bot, alice, await fake.slash(alice, "game undo", channel="games")


async def test_undo_of_a_clean_move(fake, make_bot):
    bot, _, r = await _undo_after(fake, make_bot, "take 2")
    assert "took back" in texts([*r.followups, answered(fake, r)])
    assert (await bot.tables.table(fake.channel("games").id)).state.pile == 12


async def test_undo_after_a_secret_goes_to_a_vote(fake, make_bot):
    bot, alice, r = await _undo_after(fake, make_bot, "take 3")
    assert "everyone else must agree" in r.content
    self_vote = await fake.click(alice, r.message, "Allow the undo")
    assert self_vote.ephemeral
    await fake.click(fake.user("bob"), r.message, "Allow the undo")
    assert (await bot.tables.table(fake.channel("games").id)).state.pile == 12


async def test_a_player_on_autopilot_with_closed_dms_is_not_called_to_the_channel(fake, make_bot):
    alice, bob, carol = fake.user("alice", dms_closed=True), fake.user("bob"), fake.user("carol")
    bot = await make_bot(games=NIM)
    await open_table(fake, "nim", [bob, alice, carol])  # Bob hosts
    await fake.slash(bob, "game kick", channel="games", member=alice)  # the bot plays for Alice
    table = await bot.tables.find(fake.channel("games").id)
    seat = table.seat_of(alice.id)
    posted = len(fake.channel_messages("games"))
    assert not await bot.publisher.send_private(table, seat, ["Your lucky number is 7."])
    # Kept for her behind Show mine, but no note pings her to a game the bot plays for her.
    assert (await bot.tables.by_id(table.id)).row.meta["inbox"][str(seat)] == ["Your lucky number is 7."]
    assert not [m for m in fake.channel_messages("games")[posted:] if alice.id in m.posted_pings]
