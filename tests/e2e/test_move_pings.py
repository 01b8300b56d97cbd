"""Whoever must act next is pinged by a message created for them: the answer of a typed move
replaces its "thinking…" message, an edit, and Discord notifies no one of an edit's mentions."""

from __future__ import annotations

from tests.helpers import toy_game
from tests.helpers.e2e import answered, texts, thinking_left

NIM = {"nim": toy_game.GAME}


def boards(fake, channel: str = "games") -> list:
    return [
        m for m in fake.channel_messages(channel) if m.embeds and "· game #" in str(m.embeds[0].get("title"))
    ]


async def nim_for_two(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    await make_bot(games=NIM)
    r = await fake.slash(alice, "game new", channel="games", game="nim")
    lobby = next(c for c in r.message.custom_ids if c.startswith("lobby:")).rsplit(":", 1)[0]
    await fake.click(bob, r.message, f"{lobby}:join")
    await fake.click(alice, r.message, f"{lobby}:start")
    return alice, bob, fake.last_message("games")


async def test_a_typed_move_pings_the_next_player_by_a_new_message_and_leaves_no_thinking(fake, make_bot):
    alice, bob, first = await nim_for_two(fake, make_bot)
    assert first.posted_pings == [alice.id]
    before = len(fake.channel_messages("games"))

    r = await fake.slash(alice, "play", channel="games", move="take 1")
    board = fake.last_message("games")
    assert board.embeds and f"<@{bob.id}>" in board.content
    assert board.posted_pings == [bob.id]  # created with the mention, not edited into it
    assert r.message is None or r.message.deleted  # no "thinking…" left behind
    assert not [m for m in fake.channel_messages("games") if m.loading]
    assert len(fake.channel_messages("games")) == before + 1  # still one message a move

    r = await fake.slash(bob, "play", channel="games", move="take 2")
    board = fake.last_message("games")
    assert board.posted_pings == [alice.id]
    assert not [m for m in fake.channel_messages("games") if m.loading]
    assert len(fake.channel_messages("games")) == before + 2


async def test_a_button_move_pings_the_next_player_by_a_new_message(fake, make_bot):
    alice, bob, first = await nim_for_two(fake, make_bot)
    before = len(fake.channel_messages("games"))

    await fake.click(alice, first, "take 1")
    board = fake.last_message("games")
    assert board.id != first.id and board.posted_pings == [bob.id]
    assert not [m for m in fake.channel_messages("games") if m.loading]
    assert len(fake.channel_messages("games")) == before + 1
    assert [b.id for b in boards(fake)][-1] == board.id


async def test_a_typed_start_pings_the_first_player_by_a_new_message(fake, make_bot):
    """Akropolis draws who starts; with this seed Bob does, and Alice's /game start posts the
    first board, which must ping him."""
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(seed=1)
    r = await fake.slash(alice, "game new", channel="games", game="akropolis")
    lobby = next(c for c in r.message.custom_ids if c.startswith("lobby:")).rsplit(":", 1)[0]
    await fake.click(bob, r.message, f"{lobby}:join")
    before = len(fake.channel_messages("games"))

    started = await fake.slash(alice, "game start", channel="games")
    table = await bot.tables.find(fake.channel("games").id)
    assert table.user_of(min(table.to_act())) == bob.id  # the seed's draw
    board = fake.last_message("games")
    assert board.embeds and set(board.posted_pings) == {bob.id}
    assert started.message is None or started.message.deleted
    assert not [m for m in fake.channel_messages("games") if m.loading]
    assert len(fake.channel_messages("games")) == before + 1


async def test_a_channel_closed_to_the_bots_messages_still_shows_a_typed_moves_board(fake, make_bot):
    """Without Send Messages the board cannot be a message of its own: it answers the move, its
    ping lost, rather than not being shown at all."""
    alice, _, _ = await nim_for_two(fake, make_bot)
    closed = fake.faults.fail("POST /channels/*/messages", status=403, code=50013, times=1)

    r = await fake.slash(alice, "play", channel="games", move="take 1")
    assert closed.hits == 1
    board = answered(fake, r)
    assert board is r.message and "takes 1; 11 left" in texts([board])
    assert not thinking_left(r)
