"""A quiet channel: one board per turn, no DM that repeats the channel or the player's own move,
the final scores once with the reason the game ended, and the lobby, status and abandon answers
that go with them."""

from __future__ import annotations

from benchmarks.message_counts import play_game
from tests.helpers import toy_game
from tests.helpers.dicetown_e2e import CH, play_until
from tests.helpers.e2e import open_table, texts

NIM = {"nim": toy_game.GAME}


async def _nim(fake, bot, users, **options):
    r = await fake.slash(users[0], "game new", channel="games", game="nim", **options)
    for user in users[1:]:
        await fake.click(user, r.message, "Join")
    await fake.click(users[0], r.message, "Start")
    return r.message


async def test_the_lobby_message_says_the_game_started_with_its_pace_and_automatic_play(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    await make_bot(games=NIM)
    lobby = await _nim(fake, None, [alice, bob], pace="hour")
    embed = lobby.embeds[0]
    assert "has started" in embed["title"]
    fields = {f["name"]: f["value"] for f in embed["fields"]}
    assert fields["Pace"] == "1 hour a move"
    assert "play a default move" in fields["Automatic play"] and "`/game kick`" in fields["Automatic play"]
    assert not lobby.components  # Join/Start are gone
    # The first board ties each seat to its player with the square of its chip in the pictures.
    start = fake.last_message("games").embeds[0]["description"]
    assert f"🟦 P1 <@{alice.id}>, 🟧 P2 <@{bob.id}>" in start


async def test_status_after_a_game_shows_how_it_ended(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    await _nim(fake, bot, [alice, bob])
    while (table := await bot.tables.find(fake.channel("games").id)) is not None:
        (seat,) = table.to_act()
        user = alice if table.user_of(seat) == alice.id else bob
        await fake.slash(user, "play", channel="games", move="take 3")
    status = await fake.slash(bob, "game status", channel="games")
    assert status.ephemeral and "**Nim: game over.**" in status.content and "🏆" in status.content
    assert "/game new" in status.content


async def test_abandon_asks_first_and_changes_nothing_until_confirmed(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    # Someone who ends a (rated) game alone: a member with Manage Channel.
    mod = fake.user("mod", permissions={"manage_channels"})
    bot = await make_bot(games=NIM)
    await _nim(fake, bot, [alice, bob])
    ask = await fake.slash(mod, "game abandon", channel="games")
    assert ask.ephemeral and "ends it for everyone" in ask.content
    table = await bot.tables.find(fake.channel("games").id)
    assert table is not None and table.row.status == "active"  # only asked
    assert "abandoned" not in texts(fake.channel_messages("games"))
    done = await fake.click(mod, ask.messages[-1], "Yes, abandon")
    assert "was abandoned by" in done.content and not done.ephemeral
    assert await bot.tables.find(fake.channel("games").id) is None
    again = await fake.click(mod, ask.messages[-1], "Yes, abandon")  # a second press ends nothing more
    assert "already over" in again.content


async def test_a_non_player_is_refused_before_any_confirmation(fake, make_bot):
    alice, bob, carol = fake.user("alice"), fake.user("bob"), fake.user("carol")
    await make_bot(games=NIM)
    await _nim(fake, None, [alice, bob])
    r = await fake.slash(carol, "game abandon", channel="games")
    assert r.ephemeral and "Only players" in r.content and not r.buttons


async def test_a_whole_shake_that_city_game_posts_one_board_per_round_and_no_dm(fake, make_bot):
    users = [fake.user(f"p{i}") for i in range(3)]
    bot = await make_bot()
    counts = await play_game(fake, bot, "shakecity", users, "games", 7)
    assert counts.finished
    # 15 rounds of two turns (the start player's build, then everyone else's hidden choice): a
    # board per turn, and the lobby. "has chosen" edits the board; nobody is told their own move.
    assert counts.channel <= 2 * 15 + 1
    assert counts.dms == [0, 0, 0]
    final = fake.last_message("games")
    assert "game over" in final.content and final.attachments[0].filename == "scores.png"
    assert "game over" not in texts(fake.channel_messages("games")[:-1])


async def test_a_whole_dice_town_game_dms_only_what_the_channel_cannot_show(fake, make_bot):
    users = [fake.user(f"p{i}") for i in range(3)]
    bot = await make_bot()
    counts = await play_game(fake, bot, "dicetown", users, "games", 7)
    assert counts.finished
    first = fake.dms(users[0])[0].content
    assert "Tap the dice you want to keep" in first and "Gold Mine" in first  # says what to do
    every = texts([m for u in users for m in fake.dms(u)])
    for repeated in ("You keep ", "You are tied for", "tie as Sheriff", "Your remedy:"):
        assert repeated not in every
    assert "Your roll:" in every
    final = fake.last_message("games")
    assert "game over" in final.content.lower() and final.attachments[0].filename == "scores.png"
    assert "game over" not in texts(fake.channel_messages("games")[:-1]).lower()


async def test_play_autocomplete_ranks_moves_by_the_games_heuristic_and_names_them(fake, make_bot):
    from games.ai import ai_for
    from games.registry import GAMES

    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot()
    r = await fake.slash(alice, "game new", channel="games", game="blockbuster")
    await fake.click(bob, r.message, "Join")
    await fake.click(alice, r.message, "Start")
    table = await bot.tables.find(fake.channel("games").id)
    for _ in range(2):  # past the first pieces, where every move is worth much the same
        (seat,) = table.to_act()
        user = alice if table.user_of(seat) == alice.id else bob
        first = GAMES["blockbuster"].legal(table.state, seat)[0]
        await fake.slash(user, "play", channel="games", move=str(first))
        table = await bot.tables.find(fake.channel("games").id)
    (seat,) = table.to_act()
    user = alice if table.user_of(seat) == alice.id else bob
    choices = await fake.autocomplete(user, "play", focused="move", channel="games")
    assert len(choices) == 25
    # Block Buster hides nothing: the bot's ranking is the heuristic's value of each move.
    ai = ai_for("blockbuster")
    values = [ai.after(table.state, seat, GAMES["blockbuster"].parse(c["value"])) for c in choices]
    assert values == sorted(values, reverse=True) and values[0] > values[-1]
    legal = [str(a) for a in GAMES["blockbuster"].legal(table.state, seat)]
    assert [c["value"] for c in choices] != legal[:25]  # not the engine's order
    # Named in words, then the notation to type: "#3 L4 at E5 · place 3 L4 E5".
    assert all(" at " in c["name"] and c["name"].endswith(c["value"]) for c in choices)


async def test_an_autopilot_seat_plays_after_the_move_that_woke_it_is_shown(fake, make_bot):
    alice, bob, carol = fake.user("alice"), fake.user("bob"), fake.user("carol")
    bot = await make_bot(games=NIM)
    await _nim(fake, bot, [alice, bob, carol])
    await fake.slash(alice, "game kick", channel="games", member=bob)  # Bob plays by himself now
    table = await bot.tables.find(fake.channel("games").id)
    assert table.to_act() == {0}
    await fake.slash(alice, "play", channel="games", move="take 1")
    await bot.reminders.idle()  # the table service woke the deadline loop for Bob's seat
    table = await bot.tables.find(fake.channel("games").id)
    assert table.to_act() == {2}  # Bob's turn was played; Carol's now
    boards = [m for m in fake.channel_messages("games") if m.embeds and m.embeds[0].get("description")]
    told = [m.embeds[0]["description"] for m in boards]
    alice_at = next(i for i, d in enumerate(told) if f"<@{alice.id}> takes 1" in d)
    bob_at = max(i for i, d in enumerate(told) if "🤖 Autopilot" in d and f"<@{bob.id}>" in d)
    assert alice_at <= bob_at  # the channel reads in the order the moves were made


async def test_a_seat_on_autopilot_is_named_on_its_boards_but_not_pinged(fake, make_bot):
    ana, bo, cy = users = [fake.user("ana"), fake.user("bo"), fake.user("cy")]
    bot = await make_bot(seed=4247)
    await open_table(fake, "dicetown", users, channel=CH)
    await fake.slash(ana, "game kick", channel=CH, member=cy)  # the bot plays for Cy now
    kicked = len(fake.channel_messages(CH))
    await play_until(fake, bot, users, set(), lambda t: t.state.round == 2)
    await bot.reminders.idle()
    boards = [m for m in fake.channel_messages(CH)[kicked:] if m.embeds]
    # Cy's seat still waits on the boards (a roll step, the ties he is part of) and is named...
    assert any(cy.id in m.mentions for m in boards)
    # ...but the bot plays it: no board calls Cy to a turn that is not his to play.
    assert not [m.content for m in boards if cy.id in m.posted_pings]
    # A person whose turn it is is still pinged.
    new_round = next(m for m in boards if "Round 2, roll 1" in m.content)
    assert set(new_round.posted_pings) == {ana.id, bo.id}
