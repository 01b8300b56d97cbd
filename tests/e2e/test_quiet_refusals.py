"""What the channel does not see: a refused command thinks privately from the start (no public
"thinking…" that then vanishes), and an old board loses, with its buttons, the lines that said
how to use them."""

from __future__ import annotations

import pytest

from tests.helpers.e2e import mover, open_table

CH = "games"


def public(fake) -> list[int]:
    """Every message the channel ever saw, deleted and still-thinking ones too."""
    return [m.id for m in fake.messages if m.guild_id is not None and not m.ephemeral]


def private_from_the_start(reply) -> bool:
    """The command's own answer, the deferred "thinking…" first of all, was the player's alone."""
    return reply.deferred and reply.message is not None and reply.message.ephemeral


async def test_a_refused_play_shows_the_channel_nothing(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(seed=5)
    await open_table(fake, "blockbuster", [alice, bob], channel=CH)
    table, seat, player = await mover(fake, bot, [alice, bob], CH)
    other = bob if player is alice else alice
    move = str(table.game.default_action(table.state, seat))
    seen = public(fake)

    late = await fake.slash(other, "play", channel=CH, move=move)  # not their turn
    assert late.ephemeral and "turn" in late.content, late.content
    assert private_from_the_start(late)
    garbled = await fake.slash(player, "play", channel=CH, move="place the big one")  # bad text
    assert garbled.ephemeral and private_from_the_start(garbled)
    watcher = await fake.slash(fake.user("cy"), "blockbuster place", channel=CH, piece=1, orient="0", at="A1")
    assert watcher.ephemeral and private_from_the_start(watcher)  # not playing: a move command too
    assert public(fake) == seen, "a refused command showed the channel something"
    assert (await bot.tables.find(fake.channel(CH).id)).version == table.version

    # A move that is played still thinks in public, and its board follows.
    made = await fake.slash(player, "play", channel=CH, move=move)
    assert made.deferred and not made.message.ephemeral
    assert (await bot.tables.find(fake.channel(CH).id)).version > table.version


async def test_a_value_not_offered_shows_the_channel_nothing(fake, make_bot):
    alice = fake.user("alice")
    await make_bot()
    seen = public(fake)
    r = await fake.slash(alice, "game new", channel=CH, game="dicetown", pace="weekly", offered_only=False)
    assert r.ephemeral and "is not one of the choices" in r.content
    assert private_from_the_start(r) and public(fake) == seen


def assert_retired(fake, message_id: int) -> None:
    """The board is still there, with its picture, but without buttons or instructions."""
    retired = fake.world.messages[message_id]
    assert not retired.deleted and not retired.custom_ids and retired.attachments
    assert "`/" not in retired.content, retired.content


@pytest.mark.parametrize("language", ["en", "zh-CN"])
async def test_a_retired_board_loses_its_instructions_with_its_buttons(fake, make_bot, language):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(seed=5)
    if language != "en":
        admin = fake.user("admin", permissions={"manage_guild"})
        await fake.slash(admin, "game settings", channel=CH, language=language, where="channel")
    first = await open_table(fake, "blockbuster", [alice, bob], channel=CH)
    assert "`/" in first.content and first.custom_ids  # how to play: a button, a command
    table, seat, player = await mover(fake, bot, [alice, bob], CH)
    await fake.slash(player, "play", channel=CH, move=str(table.game.default_action(table.state, seat)))
    assert_retired(fake, first.id)
    retired = fake.world.messages[first.id]
    assert "Choose a move" not in retired.content, retired.content
    assert "选择一步" not in retired.content  # the Chinese button's name goes too
    newest = fake.last_message(CH)
    assert newest.id != first.id and "`/" in newest.content and newest.custom_ids


def reads_of_messages(fake, since: int) -> list[str]:
    """The channel messages the bot read back from Discord since request `since`."""
    return [r.path for r in fake.requests[since:] if r.method == "GET" and "/messages/" in r.path]


async def play_one(fake, bot, users) -> tuple[int, int]:
    """The current mover plays their default move; (the board it retired, the request count before)."""
    table, seat, player = await mover(fake, bot, users, CH)
    board = table.row.meta["board_message"]
    before = len(fake.requests)
    await fake.slash(player, "play", channel=CH, move=str(table.game.default_action(table.state, seat)))
    assert fake.last_message(CH).id != board
    return board, before


async def test_a_board_is_retired_without_reading_it_back_from_discord(fake, make_bot):
    """What the old board will say once retired is kept with the table as it is posted: the
    retirement is one edit, with no read of the message, after a restart too. A board posted
    before that was kept (no record, or a record of another message) is still read and stripped."""
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(seed=5)
    first = await open_table(fake, "blockbuster", [alice, bob], channel=CH)
    assert "`/" in first.content
    board, before = await play_one(fake, bot, [alice, bob])
    assert board == first.id
    assert_retired(fake, board)
    assert reads_of_messages(fake, before) == []

    await fake.disconnect(bot)
    bot = await make_bot(seed=5)
    board, before = await play_one(fake, bot, [alice, bob])
    assert_retired(fake, board)
    assert reads_of_messages(fake, before) == []

    # Tables whose board was posted before: the text is read from Discord, as it always was.
    for stale in (None, {"message": first.id, "text": "not this board's text"}):
        table = await bot.tables.find(fake.channel(CH).id)
        await bot.tables.update_meta(table, board_retired=stale)
        board, before = await play_one(fake, bot, [alice, bob])
        assert_retired(fake, board)
        assert "not this board" not in fake.world.messages[board].content
        assert reads_of_messages(fake, before) == [f"/channels/{fake.channel(CH).id}/messages/{board}"]
