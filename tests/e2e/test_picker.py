"""The generic move picker on a real game: choose a move one token at a time, then confirm."""

from __future__ import annotations


async def test_choose_a_move_step_by_step_and_play_it(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(seed=99)
    r = await fake.slash(alice, "game new", channel="games", game="blockbuster")
    await fake.click(bob, r.message, "Join")
    await fake.click(alice, r.message, "Start")
    board = fake.last_message("games")
    table = await bot.tables.table(fake.channel("games").id)
    [seat] = table.to_act()
    player, other = (alice, bob) if table.user_of(seat) == alice.id else (bob, alice)

    refused = await fake.click(other, board, "Choose a move")
    assert refused.ephemeral and "not your turn" in refused.content
    menu = await fake.click(player, board, "Choose a move")
    assert menu.ephemeral
    message = menu.message
    chosen: list[str] = []
    for _ in range(8):  # a placement has a handful of tokens
        selects = [c for row in message.components for c in row["components"] if c["type"] == 3]
        if not selects:
            break
        options = [
            o["value"] for o in selects[0]["options"] if not o["value"].startswith(("\u25c0", "\u25b6"))
        ]
        reply = await fake.select(player, message, selects[0]["custom_id"], [options[0]])
        chosen.append(options[0])
        message = reply.message
    assert any(c["label"].startswith("Play:") for row in message.components for c in row["components"])
    notation = next(
        c["label"][len("Play: ") :] for row in message.components for c in row["components"] if c["type"] == 2
    )
    assert all(token in notation.split() for token in chosen), (chosen, notation)
    await fake.click(player, message, f"Play: {notation}")
    after = await bot.tables.table(fake.channel("games").id)
    assert after.version > table.version
    assert fake.last_message("games").attachments, "the new board is posted with its image"
    actions = await bot.store.actions(after.id)
    assert [a.action for a in actions] == [notation]
