"""Block Buster end to end: whole games through the loopback Discord, as players play them.

Moves go in the ways a player has: the guided chooser under the board (piece, orientation,
anchor cell, then "Play"), `/blockbuster place` with autocomplete, and `/play move:`. Long
stretches are driven with `/play move:` choosing from `legal()`, which is what autocomplete
offers a player.
"""

from __future__ import annotations

import random
from typing import Any

from games.blockbuster import GAME
from tests.helpers.e2e import answered_privately, decode_png, labels, mover, stop_bot, texts
from tests.helpers.e2e import open_table as shared_open_table

CHANNEL = "games"


def selects(message: Any) -> list[dict[str, Any]]:
    return [c for row in message.components for c in row["components"] if c["type"] == 3]


async def open_table(fake, bot, host, others, **options):
    """/game new, everyone joins, the host starts; returns the first board message."""
    return await shared_open_table(fake, "blockbuster", [host, *others], channel=CHANNEL, **options)


async def choose(fake, user, board, tokens: list[str]):
    """Play `place <tokens>` through the chooser: each answer is picked in whichever menu offers it."""
    reply = await fake.click(user, board, "Choose a move")
    assert reply.ephemeral and not reply.errors
    message = reply.message
    for token in tokens:
        menu = next((s for s in selects(message) if token in [o["value"] for o in s["options"]]), None)
        if menu is None:  # a step with one way on was taken for the player
            continue
        reply = await fake.select(user, message, menu["custom_id"], [token])
        assert not reply.errors
        message = reply.message
    notation = "place " + " ".join(tokens)
    assert f"Play: {notation}" in labels(message), labels(message)
    return message, await fake.click(user, message, f"Play: {notation}")


async def play_out(fake, bot, users, rnd: random.Random, limit: int = 200) -> int:
    """Finish the game with typed moves chosen at random from the legal placements; returns moves."""
    moves = 0
    while moves < limit:
        found = await mover(fake, bot, users)
        if found is None:
            return moves
        table, seat, user = found
        legal = [str(a) for a in GAME.legal(table.state, seat) if str(a) != "resign"]
        places = [a for a in legal if a.startswith("place ")]
        r = await fake.slash(user, "play", channel=CHANNEL, move=rnd.choice(places or legal))
        assert not r.errors and not answered_privately(r), r.content
        moves += 1
    raise AssertionError("the game did not end")


async def two_player_game(fake, make_bot, seed: int):
    """Alice and Bob's game, started: (bot, [alice, bob], the first board, whoever moves first)."""
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(seed=seed)
    board = await open_table(fake, bot, alice, [bob])
    _, _, first = await mover(fake, bot, [alice, bob])
    return bot, [alice, bob], board, first


async def test_a_two_player_game_from_the_lobby_to_the_final_scores(fake, make_bot):
    bot, users, board, first = await two_player_game(fake, make_bot, seed=7)
    alice, bob = users
    table, _seat, _ = await mover(fake, bot, users)
    other = bob if first is alice else alice

    # The first board: the drawn start player, the colours, the −5 start penalty, and the buttons.
    assert f"<@{first.id}> was drawn to start" in board.content
    assert f"Start penalties: <@{first.id}> -5" in board.content
    assert f"Your turn, <@{first.id}> (🟥 **red**): place red's first piece anywhere" in board.content
    assert labels(board) == ["Choose a move", "Pieces", "Status", "Score"]
    image = decode_png(board.attachments[0].data)
    assert image.width == 484 and image.height > image.width  # phone-wide, the colours under the board

    refused = await fake.click(other, board, "Choose a move")
    assert refused.ephemeral and "not your turn" in refused.content
    _, played = await choose(fake, first, board, ["13", "R90", "A1"])
    assert not played.errors
    board = fake.last_message(CHANNEL)
    assert f"<@{first.id}> (red) placed #13 V pentomino R90 at A1." in texts([board])
    assert f"Your turn, <@{other.id}> (🟦 **blue**): place blue's first piece" in board.content

    # Red, waiting, can study its own pieces (the only #13 is gone) and preview blue's options.
    mine = await fake.autocomplete(first, "blockbuster pieces", focused="piece", channel=CHANNEL)
    assert 13 not in [c["value"] for c in mine] and 12 in [c["value"] for c in mine]
    r = await fake.slash(first, "blockbuster preview", channel=CHANNEL, piece=1, orient="R0", at="B1")
    assert (
        r.content.startswith("(As 🟦 **blue** would play it now.)")
        and "Cell B1 is already covered" in r.content
    )
    assert not r.buttons

    # Blue with the typed command, from autocomplete: pieces, their distinct orientations, anchors.
    pieces = await fake.autocomplete(other, "blockbuster place", focused="piece", channel=CHANNEL)
    assert pieces[0]["value"] == 13 and pieces[0]["name"].startswith("#13 V pentomino")
    orients = await fake.autocomplete(
        other, "blockbuster place", focused="orient", values={"piece": 2}, channel=CHANNEL
    )
    assert [o["value"] for o in orients] == ["R0", "R90"]  # a domino has two distinct orientations
    cells = await fake.autocomplete(
        other,
        "blockbuster place",
        focused="at",
        values={"piece": 5, "orient": "R90", "at": "d"},
        channel=CHANNEL,
    )
    assert cells[0] == {"name": "D1 · covers D1 D2 D3 D4", "value": "D1"}
    r = await fake.slash(other, "blockbuster place", channel=CHANNEL, piece=5, orient="r90", at="d1")
    assert not r.errors and not answered_privately(r)

    # Red secures the sun (spec Example A), and the move's announcement says so.
    r = await fake.slash(first, "blockbuster preview", channel=CHANNEL, piece=2, orient="R0", at="A4")
    assert r.ephemeral and "covers A4 B4: legal" in r.content and "secures the ☀️ sun at B2" in r.content
    assert "Play: place 2 R0 A4" in labels(r.message)
    decode_png(r.files[0].data)
    await fake.click(first, r.message, "Play: place 2 R0 A4")
    assert "Red secured the sun at B2." in texts([fake.last_message(CHANNEL)])

    # Mistakes get the engine's sentence naming the rule, ephemerally; nothing changes.
    version = (await bot.tables.table(fake.channel(CHANNEL).id)).version
    for args, sentence in [
        ({"piece": 1, "orient": "R0", "at": "F2"}, "Cell F2 is a symbol tile."),
        ({"piece": 1, "orient": "R0", "at": "H8"}, "Not connected to blue"),
        ({"piece": 1, "orient": "R0", "at": "A4"}, "Cell A4 is already covered by red."),
        ({"piece": 3, "orient": "R0", "at": "K1"}, "goes off the board; the board runs from A1 to L12"),
        ({"piece": 5, "orient": "R0", "at": "H1"}, "Blue has no #5 straight tetromino left."),
    ]:
        r = await fake.slash(other, "blockbuster place", channel=CHANNEL, **args)
        assert r.ephemeral and sentence in r.content, (args, r.content)
    r = await fake.slash(first, "blockbuster place", channel=CHANNEL, piece=1, orient="R0", at="E5")
    assert r.ephemeral and "not your turn" in r.content
    r = await fake.slash(other, "blockbuster pass", channel=CHANNEL)
    assert r.ephemeral and "can still connect" in r.content and not r.buttons
    assert (await bot.tables.table(fake.channel(CHANNEL).id)).version == version

    # Hint and pieces: ephemeral, with pictures.
    r = await fake.slash(other, "blockbuster hint", channel=CHANNEL, piece=4)
    assert r.ephemeral and "**#4 corner tromino** for 🟦 **blue**" in r.content and "**R0** (" in r.content
    # A summary, not every cell: a count, a few cells per orientation, the rest on the picture.
    assert "places, in " in r.content and " more" in r.content and len(r.content.splitlines()) <= 9
    decode_png(r.files[0].data)
    r = await fake.slash(first, "blockbuster pieces", channel=CHANNEL, player=other)
    assert r.ephemeral and "🟦 **blue**" in r.content and "13 pieces, 46 squares left" in r.content
    assert [f.filename for f in r.files] == ["pieces-blue.png"]

    moves = await play_out(fake, bot, users, random.Random(3))
    assert moves > 10
    channel = fake.channel_messages(CHANNEL)
    final_board = channel[-1]  # the scores and the last board in one message
    assert "**Block Buster: game over.**" in final_board.content and "🏆" in final_board.content
    assert "game over" not in texts(channel[:-1])
    # Nothing left to play: only the players' Review of the game.
    assert [c.split(":")[0] for c in final_board.custom_ids] == ["rv"]
    assert [a.filename for a in final_board.attachments][:2] == ["scores.png", "board.png"]
    decode_png(final_board.attachments[0].data)
    result = (await bot.store.game(table.id)).result
    assert result["scores"] == [b["total"] for b in result["breakdown"]]
    for seat_, user in enumerate(table.players):
        assert f"<@{user}>" in final_board.content and f"**{result['scores'][seat_]}**" in final_board.content
    everything = texts(channel)
    assert "cannot place any piece and is out" in everything  # forced passes are announced
    # What was shown to one player stays with them.
    assert "covers" not in everything and "pieces-blue" not in str([m.attachments for m in channel])


EXAMPLE_B = ["place 13 R90 A1", "place 5 R90 D1", "place 1 R0 A4", "place 9 R0 B4"]


async def red_cannot_connect(fake, bot, users):
    """Spec Example C through Discord: after Example B's moves red is walled in; returns red's user."""
    for notation in EXAMPLE_B:
        _, _, user = await mover(fake, bot, users)
        r = await fake.slash(user, "play", channel=CHANNEL, move=notation)
        assert not r.errors and not answered_privately(r)
    return (await mover(fake, bot, users))[2]


async def walled_in_red(fake, make_bot):
    """A two-player game where red can no longer connect: (bot, red's player, blue's, the board)."""
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(seed=11)
    await open_table(fake, bot, alice, [bob])
    red = await red_cannot_connect(fake, bot, [alice, bob])
    return bot, red, bob if red is alice else alice, fake.last_message(CHANNEL)


async def test_a_walled_in_colour_is_told_its_jump_prices_and_jumps_with_the_chooser(fake, make_bot):
    bot, red, blue, board = await walled_in_red(fake, make_bot)
    assert f"Your turn, <@{red.id}> (🟥 **red**): red cannot connect, so jump" in board.content
    assert "(gap 1 (-2): #12 #8 #5 #4 #3 #2 #1; gap 2 (-4): #10 #9 #7; gap 3 (-6): #11 #6)" in board.content
    assert labels(board) == ["Choose a move", "Pass", "Pieces", "Status", "Score"]
    assert "placed #9 S tetromino R0 at B4." in texts([board])  # the move, not a second price list

    r = await fake.slash(red, "blockbuster place", channel=CHANNEL, piece=1, orient="R0", at="C5")
    assert r.ephemeral and "a jump must be at gap 1 for #1, this is gap 2" in r.content
    r = await fake.slash(red, "blockbuster hint", channel=CHANNEL, piece=6)
    assert "A jump with #6 square tetromino must go at gap 3: -6 points." in r.content
    assert "**R0** (3): E4 D5 A8" in r.content  # every 2x2 spot at the nearest gap (spec Example C)
    r = await fake.click(blue, board, "Pass")
    assert r.ephemeral and "not your turn" in r.content and not r.buttons

    menu = await fake.click(red, board, "Choose a move")
    [pieces] = selects(menu.message)
    six = next(o for o in pieces["options"] if o["value"] == "6")
    assert six["description"] == "4 squares · 1 left · jump gap 3: -6 points"
    _, played = await choose(fake, red, board, ["12", "R0", "E1"])
    assert not played.errors
    announced = texts([fake.last_message(CHANNEL)])
    assert f"<@{red.id}> (red) placed #12 L pentomino R0 at E1: jump, gap 1, -2." in announced
    table = await bot.tables.table(fake.channel(CHANNEL).id)
    red_seat = table.seat_of(red.id)
    assert table.game.view(table.state, None)["players"][red_seat]["score"]["jumps"] == -2


async def test_pass_asks_for_confirmation_then_the_colour_is_out(fake, make_bot):
    bot, red, blue, board = await walled_in_red(fake, make_bot)

    ask = await fake.click(red, board, "Pass")
    assert ask.ephemeral and "Jump prices: gap 1 (-2): #12 #8" in ask.content
    assert "its 44 squares left count -44 at the end" in ask.content
    await fake.click(red, ask.message, "Yes, pass for the rest of the game")
    after = fake.last_message(CHANNEL)
    assert f"<@{red.id}> passes with red for the rest of the game." in texts([after])
    assert f"Your turn, <@{blue.id}> (🟦 **blue**)" in after.content
    assert ask.message.content == "✅ You played `pass`." and not ask.message.components
    # Red is skipped from now on: blue moves twice in a row.
    table, seat, user = await mover(fake, bot, [red, blue])
    legal = [str(a) for a in GAME.legal(table.state, seat) if str(a).startswith("place ")]
    await fake.slash(user, "play", channel=CHANNEL, move=legal[0])
    assert (await mover(fake, bot, [red, blue]))[2] is blue


async def test_resign_with_confirmation_ends_a_special_duel(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    users = [alice, bob]
    bot = await make_bot(seed=5)
    board = await open_table(fake, bot, alice, [bob], options="mode=special_duel")
    _, _, first = await mover(fake, bot, users)
    second = bob if first is alice else alice
    # Two colours each, alternating: red, yellow (the other player), blue, green (spec §3.3, D19).
    assert (
        f"🟥 **red** <@{first.id}>, 🟨 **yellow** <@{second.id}>, 🟦 **blue** <@{first.id}>" in board.content
    )
    assert f"Start penalties: <@{first.id}> -3." in board.content
    expected = [(first, "red"), (second, "yellow"), (first, "blue"), (second, "green"), (first, "red")]
    for user, colour in expected:
        board = fake.last_message(CHANNEL)
        assert f"Your turn, <@{user.id}> (" in board.content and f"**{colour}**" in board.content
        table, seat, who = await mover(fake, bot, users)
        assert who is user
        await fake.slash(user, "play", channel=CHANNEL, move=str(GAME.legal(table.state, seat)[0]))
    r = await fake.slash(second, "blockbuster pieces", channel=CHANNEL)
    assert [f.filename for f in r.files] == ["pieces-yellow.png", "pieces-green.png"]

    ask = await fake.slash(second, "blockbuster resign", channel=CHANNEL)
    assert ask.ephemeral and "rank last" in ask.content
    await fake.click(second, ask.message, "Yes, resign")
    final = fake.channel_messages(CHANNEL)[-1]
    assert "**Block Buster: game over.**" in final.content and "the other side resigned" in final.content
    assert final.content.index(f"1. <@{first.id}>") < final.content.index(f"2. <@{second.id}>")
    assert await bot.tables.find(fake.channel(CHANNEL).id) is None


async def test_a_chooser_is_refused_once_stale_and_survives_a_restart(fake, make_bot):
    bot, users, board, first = await two_player_game(fake, make_bot, seed=3)
    old = (await fake.click(first, board, "Choose a move")).message
    for _ in range(2):
        table, seat, user = await mover(fake, bot, users)
        await fake.slash(user, "play", channel=CHANNEL, move=str(GAME.legal(table.state, seat)[0]))
    [menu] = selects(old)
    r = await fake.select(first, old, menu["custom_id"], [menu["options"][0]["value"]])
    assert r.message.content.startswith("The game has moved on") and not r.message.components

    fresh = (await fake.click(first, fake.last_message(CHANNEL), "Choose a move")).message
    await stop_bot(fake, bot)
    await make_bot(seed=3)
    [menu] = selects(fresh)
    r = await fake.select(first, fresh, menu["custom_id"], [menu["options"][-1]["value"]])
    assert not r.errors and "#1 monomino" in r.message.content  # the last piece offered, after a restart
    assert r.message.attachments


async def test_status_and_the_board_command_say_what_the_game_waits_for(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(seed=7)
    await open_table(fake, bot, alice, [bob])
    _table, _seat, first = await mover(fake, bot, [alice, bob])
    st = await fake.slash(bob, "game status", channel=CHANNEL)
    assert (
        st.ephemeral and "🟥 **red**" in st.content and "50 squares left; secured nothing yet" in st.content
    )
    assert "To move: 🟥 **red**, who places its first piece" in st.content
    r = await fake.slash(bob, "blockbuster board", channel=CHANNEL)
    assert not r.errors
    board = fake.last_message(CHANNEL)
    assert board.attachments and f"Your turn, <@{first.id}>" in board.content
    assert "Choose a move" in labels(board)
    rules = await fake.slash(bob, "game rules", channel=CHANNEL, game="blockbuster")
    assert "Block Buster" in rules.content and "/blockbuster place" in rules.content


async def test_a_team_game_to_the_end_with_team_totals(fake, make_bot):
    users = [fake.user(name) for name in ("alice", "bob", "carol", "dan")]
    alice, bob, carol, dan = users
    bot = await make_bot(seed=21)
    board = await open_table(fake, bot, alice, users[1:], options="mode=team")
    table, seat, first = await mover(fake, bot, users)
    assert table.players == [u.id for u in users]  # seats keep the join order: 1+3 against 2+4
    assert (
        f"Team play: team A (<@{alice.id}> + <@{carol.id}>) against team B (<@{bob.id}> + <@{dan.id}>)."
        in (board.content)
    )
    assert f"Start penalties: <@{first.id}> -2." in board.content
    assert decode_png(board.attachments[0].data).width == 532

    # 300 free cells for a first monomino: whole rows per menu, four menus a page, buttons to page.
    menu = await fake.click(first, board, "Choose a move")
    r = await fake.select(first, menu.message, selects(menu.message)[0]["custom_id"], ["1"])
    assert "**#1 monomino R0**: choose the anchor cell" in r.content and "marks all 300" in r.content
    assert [s["placeholder"] for s in selects(r.message)][:2] == [
        "Anchor cell in row 1",
        "Anchor cell in rows 2-3",
    ]
    assert labels(r.message) == ["rows 6-11 ▶", "↩ Back"]
    r = await fake.click(first, r.message, "rows 6-11 ▶")
    assert labels(r.message) == ["◀ rows 1-5", "rows 12-16 ▶", "↩ Back"]
    r = await fake.click(first, r.message, "↩ Back")
    assert "Choose a piece" in r.content

    # One move with the chooser, one typed with /blockbuster place, the rest with /play.
    tokens = str(GAME.legal(table.state, seat)[0]).split()[1:]
    await choose(fake, first, board, tokens)
    table, seat, second = await mover(fake, bot, users)
    piece, orient, at = str(GAME.legal(table.state, seat)[-2]).split()[1:]  # [-1] is resign
    r = await fake.slash(second, "blockbuster place", channel=CHANNEL, piece=int(piece), orient=orient, at=at)
    assert not r.errors and not answered_privately(r)
    await play_out(fake, bot, users, random.Random(8))

    final = fake.channel_messages(CHANNEL)[-1]
    result = (await bot.store.game(table.id)).result
    scores = result["scores"]
    assert "**Block Buster: game over.**" in final.content
    for team, members in (("A", (0, 2)), ("B", (1, 3))):
        total = scores[members[0]] + scores[members[1]]
        line = next(x for x in final.content.splitlines() if f"Team {team}: " in x)
        assert f"Team {team}: **{total}** = <@{table.players[members[0]]}>" in line
        assert f"<@{table.players[members[1]]}>" in line
    winners = {table.players[s] for s in result["winners"]}
    assert len(winners) == 2 and all(f"<@{u}> " in final.content for u in winners)
    first_line = final.content.splitlines()[1]
    assert first_line.startswith("1. Team ") and first_line.count("🏆") == 2


async def test_the_official_duel_gives_each_player_one_doubled_colour(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(seed=2)
    board = await open_table(fake, bot, alice, [bob], options="mode=official_duel")
    _, _, first = await mover(fake, bot, [alice, bob])
    assert f"Start penalties: <@{first.id}> -3." in board.content
    assert decode_png(board.attachments[0].data).width == 532  # the 20x20 board
    r = await fake.slash(first, "blockbuster pieces", channel=CHANNEL)
    assert "🟥 **red**" in r.content and "32 pieces, 120 squares left: #13 x4, #12 x4, #11 x2" in r.content
