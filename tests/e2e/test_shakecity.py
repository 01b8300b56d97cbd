"""Shake That City end to end: whole games through the real bot and the loopback Discord, with
the Build chooser, `/shakecity build`, `/play move:` and the hidden phase-B choices."""

from __future__ import annotations

import io
import random
import re
from typing import Any

from PIL import Image

from bot.gameui import Reader, event_sentence
from games.shakecity import GAME
from games.shakecity.data import PLURAL
from render import shakecity as R
from render.core import SEAT_EMOJI, png
from tests.helpers.e2e import open_table, stop_bot, texts

PNG = b"\x89PNG\r\n\x1a\n"


async def _start(fake, users, options: str | None = None):
    """The first user opens a table, the others join, the host starts; returns the first board."""
    return await open_table(fake, "shakecity", users, **({"options": options} if options else {}))


async def _table(bot, fake):
    return await bot.tables.table(fake.channel("games").id)


def _by_seat(table, users) -> dict[int, Any]:
    ids = {u.id: u for u in users}
    return {seat: ids[uid] for seat, uid in enumerate(table.players)}


def every_version(messages) -> str:
    """Every text a message has shown, its earlier versions too."""
    return texts(messages) + "\n".join(str(v) for m in messages for v in m.history)


def _image(data: bytes) -> Image.Image:
    assert data[:8] == PNG
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def _anchor_values(message) -> list[str]:
    return [o["value"] for s in message.selects[1:] for o in s["options"]]


def _anchor_menu(message, anchor: str) -> str:
    """The custom_id of the anchor menu (rows 1-3 or 4-6 when split) that offers `anchor`."""
    return next(
        s["custom_id"]
        for s in message.selects[1:]  # after the option menu
        if anchor in [o["value"] for o in s["options"]]
    )


async def _build_with_chooser(fake, user, board, option: str, anchor: str):
    """Build -> option menu -> anchor menu -> confirm, as a player clicks through it."""
    chooser = (await fake.click(user, board, "Build")).message
    assert chooser.ephemeral and chooser.attachments[0].filename == "choice.png"
    await fake.select(user, chooser, chooser.selects[0]["custom_id"], [option])
    await fake.select(user, chooser, _anchor_menu(chooser, anchor), [anchor])
    return chooser, await fake.click(user, chooser, chooser.buttons[0]["custom_id"])


async def _play_out(bot, fake, by_seat, rng: random.Random) -> None:
    """Finish the game with typed moves, chosen among the legal ones as autocomplete offers them."""
    while True:
        table = await bot.tables.find(fake.channel("games").id)
        if table is None:  # finished: the channel has no open game any more
            return
        seat = min(table.to_act())
        move = rng.choice(GAME.legal(table.state, seat))
        r = await fake.slash(by_seat[seat], "play", channel="games", move=str(move))
        assert not r.errors and not (r.messages and r.ephemeral), r.content


async def test_two_player_game_with_the_chooser_typed_builds_and_hidden_choices(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(seed=11)
    board = await _start(fake, [alice, bob], "side=seaside wild_night=true")
    table = await _table(bot, fake)
    by_seat = _by_seat(table, [alice, bob])
    start = GAME.view(table.state, None)["start"]
    first, second = by_seat[start], by_seat[1 - start]

    # Round 1 opens: the pattern and both cities, the start player mentioned and told what to do.
    assert board.pinged == [first.id] and "start player" in board.content and "Round 1/15" in board.content
    assert _image(board.attachments[0].data).width == 2 * R.PANEL_W
    assert [b["label"] for b in board.buttons] == ["Build", "Show mine", "Status", "Score"]
    early = await fake.click(second, board, "Build")
    assert early.ephemeral and "chooses first" in early.content

    # The start player picks the biggest option; its anchors menu lists exactly the legal anchors.
    options = GAME.view(table.state, start)["options"]
    big = max(options, key=lambda o: o["tiles"])
    chooser = (await fake.click(first, board, "Build")).message
    menu = chooser.selects[0]["options"]
    assert [o["value"] for o in menu] == [o["option"] for o in options]
    assert all("×" in o["label"] and "fits in" in o["description"] for o in menu)
    await fake.select(first, chooser, chooser.selects[0]["custom_id"], [big["option"]])
    assert sorted(_anchor_values(chooser)) == sorted(big["anchors"])
    assert "`@`" in chooser.content and "```" in chooser.content
    anchor = big["anchors"][-1]
    await fake.select(first, chooser, _anchor_menu(chooser, anchor), [anchor])
    assert _image(chooser.attachments[0].data).size == (2 * R.PANEL_W, R.PANEL_H)
    assert "Press **Build** to confirm" in chooser.content
    done = await fake.click(first, chooser, chooser.buttons[0]["custom_id"])
    assert not done.errors and chooser.content.startswith("✅ You played")
    board = fake.last_message("games")
    assert "builds" in board.embeds[0]["description"] and "any colour but **" in board.content
    assert board.pinged == [second.id]

    # The other player types it: the barred colour is not offered; a refused cell gets the
    # engine's sentence, a legal one a preview to confirm.
    table = await _table(bot, fake)
    legal = GAME.view(table.state, 1 - start)["options"]
    offered = await fake.autocomplete(second, "shakecity build", focused="option", channel="games")
    assert [c["value"] for c in offered] == [o["option"] for o in legal]
    assert big["letter"] not in {c["value"][0] for c in offered}
    pick = legal[0]
    cells = await fake.autocomplete(
        second, "shakecity build", focused="at", values={"option": pick["option"]}, channel="games"
    )
    assert [c["value"] for c in cells] == pick["anchors"][:25]
    wrong = next(f"{c}{r}" for r in "654321" for c in "FEDCBA" if f"{c}{r}" not in pick["anchors"])
    refused = await fake.slash(second, "shakecity build", channel="games", option=pick["option"], at=wrong)
    assert refused.ephemeral and f"`{pick['option']} {wrong}`:" in refused.content
    typed = await fake.slash(
        second, "shakecity build", channel="games", option=pick["option"], at=pick["anchors"][0]
    )
    assert typed.ephemeral and typed.files and "Only you see this" in typed.content
    await fake.click(second, typed.message, typed.message.buttons[0]["custom_id"])
    board = fake.last_message("games")
    header = board.embeds[0]["description"]
    assert "Round 1 closes" in header and "Round 2 of 15" in header and "built" in header

    # Rounds 2-12 by typed moves; then round 13, where both choose at once, hidden from each other.
    rng = random.Random(5)
    while (table := await _table(bot, fake)).state.round < 13:
        seat = min(table.to_act())
        await fake.slash(
            by_seat[seat], "play", channel="games", move=str(rng.choice(GAME.legal(table.state, seat)))
        )
    board = fake.last_message("games")
    assert "every colour is free" in board.content and set(board.pinged) == {alice.id, bob.id}
    table = await _table(bot, fake)
    before = GAME.view(table.state, None)["players"][0]["cells"]
    move = GAME.legal(table.state, 0)[0]
    posted = len(fake.channel_messages("games"))
    await fake.slash(by_seat[0], "play", channel="games", move=str(move))
    table = await _table(bot, fake)
    public = GAME.view(table.state, None)
    assert public["round"] == 13 and public["players"][0]["cells"] == before
    # "has chosen" edits the round's board in place: no new message, and nothing of the move.
    assert len(fake.channel_messages("games")) == posted
    news = [fake.last_message("games")]
    assert str(move) not in every_version(news) and "builds" not in every_version(news)
    assert "has chosen" in texts(news)
    names = bot.ui("shakecity").seat_names(table)
    assert news[-1].attachments[0].data == png(R.post_images(public, names=names)[0][1])  # public view only
    assert not fake.dms(by_seat[0])  # the chooser is not told their own move back
    status = await fake.slash(by_seat[1], "game status", channel="games")
    assert "Chosen, shown when the round closes" in status.content and str(move) not in status.content
    mine = await fake.click(by_seat[0], fake.last_message("games"), "Show mine")
    assert mine.files and mine.messages[-1].ephemeral
    await fake.slash(by_seat[1], "play", channel="games", move=str(GAME.legal(table.state, 1)[0]))
    assert "Round 13 closes" in fake.last_message("games").embeds[0]["description"]

    await _play_out(bot, fake, by_seat, rng)
    final = fake.channel_messages("games")[-1]  # the scores come with the last board, once
    assert "game over" in final.content and "bonus tile" in final.content and "roads " in final.content
    assert final.attachments[0].filename == "scores.png" and _image(final.attachments[0].data)
    every = texts(fake.channel_messages("games"))
    for _, _, events in await bot.history.events_log(table.id):
        for event in events:
            if event.code == "auto_pass":  # each automatic pass is announced with its reason
                said = event_sentence(bot.ui("shakecity"), event, reader=Reader(table, "en"))
                assert said.split(": ", 1)[1] in every


async def test_three_players_phase_b_choices_stay_hidden_until_the_round_closes(fake, make_bot):
    users = [fake.user("alice"), fake.user("bob"), fake.user("carol")]
    bot = await make_bot(seed=8)
    await _start(fake, users, "construction=true")
    table = await _table(bot, fake)
    by_seat = _by_seat(table, users)
    start = table.state.start
    early, late = by_seat[(start + 1) % 3], by_seat[(start + 2) % 3]
    taken = GAME.legal(table.state, start)[0]
    await fake.slash(by_seat[start], "play", channel="games", move=str(taken))
    board = fake.last_message("games")
    assert sorted(board.pinged) == sorted([early.id, late.id])
    assert f"any colour but **{PLURAL[taken.letter]}**" in board.content

    # `early` opens a chooser and looks at a placement; meanwhile `late` builds (the table's
    # version moves on, nothing changes for `early`).
    table = await _table(bot, fake)
    mine = GAME.view(table.state, table.seat_of(early.id))["options"][-1]
    chooser = (await fake.click(early, board, "Build")).message
    assert taken.option not in [o["value"] for o in chooser.selects[0]["options"]]
    await fake.select(early, chooser, chooser.selects[0]["custom_id"], [mine["option"]])
    await fake.select(early, chooser, _anchor_menu(chooser, mine["anchors"][0]), [mine["anchors"][0]])
    theirs = GAME.legal(table.state, table.seat_of(late.id))[-1]
    seen = len(fake.channel_messages("games"))
    typed = await fake.slash(
        late, "shakecity build", channel="games", option=theirs.option, at=str(theirs).split()[1]
    )
    await fake.click(late, typed.message, typed.message.buttons[0]["custom_id"])
    assert len(fake.channel_messages("games")) == seen  # the board is edited in place
    news = [fake.last_message("games")]
    table = await _table(bot, fake)
    public = GAME.view(table.state, None)
    assert public["round"] == 1 and public["players"][table.seat_of(late.id)]["status"] == "chosen"
    # The board keeps the round's public lines; the hidden choice itself never shows.
    assert str(theirs) not in every_version(news) and f"<@{late.id}> builds" not in every_version(news)
    assert "has chosen" in texts(news)
    names = bot.ui("shakecity").seat_names(table)
    assert news[-1].attachments[0].data == png(R.post_images(public, names=names)[0][1])
    # Still waiting for `early`, who was pinged when this board was posted: the edit pings nobody.
    board = fake.last_message("games")
    assert f"your turn, {SEAT_EMOJI[table.seat_of(early.id)]} <@{early.id}>" in board.content
    assert f"Already chosen: {SEAT_EMOJI[table.seat_of(late.id)]} <@{late.id}>" in board.content

    # The chooser `early` opened before that move still builds: the round is the same.
    done = await fake.click(early, chooser, chooser.buttons[0]["custom_id"])
    assert not done.errors and chooser.content.startswith("✅ You played")
    header = fake.last_message("games").embeds[0]["description"]
    assert "Round 1 closes" in header and header.count("built") == 2 and str(theirs) in header

    # A chooser left open across a round is refused politely.
    table = await _table(bot, fake)
    opener = by_seat[table.state.start]
    stale = (await fake.click(opener, fake.last_message("games"), "Build")).message
    await fake.slash(opener, "play", channel="games", move=str(GAME.legal(table.state, table.state.start)[0]))
    while (table := await _table(bot, fake)).state.round == 2:
        seat = min(table.to_act())
        await fake.slash(by_seat[seat], "play", channel="games", move=str(GAME.legal(table.state, seat)[0]))
    option = stale.selects[0]["options"][0]["value"]
    await fake.select(opener, stale, stale.selects[0]["custom_id"], [option])
    assert "round is over" in stale.content and not stale.components


async def test_solo_game_against_its_target(fake, make_bot):
    alice = fake.user("alice")
    bot = await make_bot(seed=21)
    board = await _start(fake, [alice], "wild_night=true")
    table = await _table(bot, fake)
    view = GAME.view(table.state, None)
    assert view["solo"] and view["construction"] and view["solo_target"] == 60
    assert board.pinged == [alice.id] and "Round 1/15" in board.content
    if view["barred"]:
        assert f"not **{PLURAL[view['barred']]}**, the most numerous" in board.content

    for _ in range(3):  # a few rounds through the chooser
        table = await _table(bot, fake)
        own = GAME.view(table.state, 0)
        option = own["options"][-1]
        chooser, _ = await _build_with_chooser(
            fake, alice, fake.last_message("games"), option["option"], option["anchors"][0]
        )
        assert chooser.content.startswith("✅ You played")
        if own["barred"]:
            assert own["barred"] not in [o["option"][0] for o in own["options"]]
    assert table.state.round < (await _table(bot, fake)).state.round
    status = await fake.slash(alice, "game status", channel="games")
    assert "construction left" in status.content and "Points so far" in status.content

    await _play_out(bot, fake, {0: alice}, random.Random(1))
    final = fake.channel_messages("games")[-1]
    result = (await bot.tables.by_id(table.id)).result()
    assert "Solo target 60:" in final.content
    assert ("wins" if result.winners else "loses") in final.content
    assert "has chosen" not in texts(fake.channel_messages("games"))


async def test_rules_options_and_refusals(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    await make_bot(seed=4)
    rules = await fake.slash(alice, "game rules", channel="games", game="shakecity")
    assert rules.ephemeral and "**Build**" in rules.content and len(rules.content) < 1900
    none = await fake.slash(alice, "shakecity build", channel="games")
    assert none.ephemeral and "no game in this channel" in none.content

    r = await fake.slash(alice, "game new", channel="games", game="shakecity", options="family=true")
    solo = await fake.click(alice, r.message, "Start")
    assert solo.ephemeral and "Family" in solo.content  # solo cannot use Family mode
    await fake.click(bob, r.message, "Join")
    await fake.click(alice, r.message, "Start")
    board = fake.last_message("games")
    assert "Round 1/15" in board.content
    watcher = fake.user("carol")
    assert (await fake.click(watcher, board, "Build")).content.startswith("You are not playing")
    assert await fake.autocomplete(watcher, "shakecity build", focused="option", channel="games") == []
    bad = await fake.slash(alice, "shakecity build", channel="games", option="X")
    assert bad.ephemeral and "is not a colour option" in bad.content


def _biggest(state, seat):
    """A greedy player: the option with the most buildings, at its first anchor (fills boards fast)."""
    return max(
        GAME.legal(state, seat),
        key=lambda a: sum(ch == a.letter or (a.wilds and ch == "W") for ch in state.pattern),
    )


async def test_an_automatic_pass_is_announced_with_its_reason(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(seed=12)  # with greedy players, one of them is barred from the only fit in round 12
    await _start(fake, [alice, bob])
    by_seat = _by_seat(await _table(bot, fake), [alice, bob])
    while (table := await bot.tables.find(fake.channel("games").id)) is not None and table.state.round < 13:
        seat = min(table.to_act())
        await fake.slash(by_seat[seat], "play", channel="games", move=str(_biggest(table.state, seat)))
    passes = [m for m in fake.channel_messages("games") if "passes this round" in texts([m])]
    assert passes, "the seed no longer leads to an automatic pass"
    header = passes[0].embeds[0]["description"]
    assert "passes this round: only factories, which <@" in header and "took, would fit." in header


async def test_an_open_chooser_survives_a_restart(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(seed=3)
    board = await _start(fake, [alice, bob])
    table = await _table(bot, fake)
    first = _by_seat(table, [alice, bob])[table.state.start]
    option = GAME.view(table.state, table.state.start)["options"][0]
    chooser = (await fake.click(first, board, "Build")).message
    await fake.select(first, chooser, chooser.selects[0]["custom_id"], [option["option"]])
    await stop_bot(fake, bot)

    bot = await make_bot(seed=3)
    await fake.select(first, chooser, _anchor_menu(chooser, option["anchors"][0]), [option["anchors"][0]])
    done = await fake.click(first, chooser, chooser.buttons[0]["custom_id"])
    assert not done.errors and chooser.content.startswith("✅ You played")
    assert (await _table(bot, fake)).state.start_choice == option["letter"]


def board_reads(fake, since: int) -> list[str]:
    """The channel messages the bot read back from Discord since request `since`."""
    return [r.path for r in fake.requests[since:] if r.method == "GET" and "/messages/" in r.path]


def chosen(board) -> set[int]:
    """The players the board names as having chosen this round."""
    line = next(x for x in board.content.splitlines() if x.startswith("Already chosen:"))
    return {int(m) for m in re.findall(r"<@(\d+)>", line)}


async def _four_to_choose(fake, make_bot):
    """Four players in construction: the round's first has built, the board this process showed
    waits for the three others' hidden choices. (bot, players by seat, the first seat, board)"""
    users = [fake.user(n) for n in ("alice", "bob", "carol", "dan")]
    bot = await make_bot(seed=8)
    await _start(fake, users, "construction=true")
    table = await _table(bot, fake)
    by_seat = _by_seat(table, users)
    start = table.state.start
    await fake.slash(by_seat[start], "play", channel="games", move=str(GAME.legal(table.state, start)[0]))
    return bot, by_seat, start, fake.last_message("games")


async def test_a_choice_shown_in_place_edits_the_board_without_reading_it_back(fake, make_bot):
    """The board this process showed is edited as it knows it: no read of the message. After a
    restart it is read once; a board deleted meanwhile is replaced by a new one, the move shown."""
    bot, by_seat, start, board = await _four_to_choose(fake, make_bot)
    choosers = [(start + k) % 4 for k in (1, 2, 3)]

    async def choose(seat: int, refused: list[tuple[str, int]] | None = None) -> list[str]:
        """Seat's choice; the messages the bot read back (Discord refuses only what is `refused`)."""
        table = await _table(bot, fake)
        before = len(fake.requests)
        move = GAME.legal(table.state, seat)[0]
        r = await fake.slash(by_seat[seat], "play", channel="games", move=str(move))
        assert [(e.method, e.status) for e in r.errors] == (refused or [])
        return board_reads(fake, before)

    posted = len(fake.channel_messages("games"))
    assert await choose(choosers[0]) == []
    assert len(fake.channel_messages("games")) == posted  # edited in place
    assert fake.last_message("games").id == board.id
    assert chosen(fake.last_message("games")) == {by_seat[choosers[0]].id}

    await stop_bot(fake, bot)
    bot = await make_bot(seed=8)
    assert await choose(choosers[1]) == [f"/channels/{board.channel_id}/messages/{board.id}"]
    assert fake.last_message("games").id == board.id
    shown = fake.last_message("games")
    assert chosen(shown) == {by_seat[s].id for s in choosers[:2]}
    assert "builds 4 homes" in shown.embeds[0]["description"]  # the round's lines kept

    await fake.delete_message(board)
    # Known to this process: edited without a read, found gone, shown anew.
    assert await choose(choosers[2], refused=[("PATCH", 404)]) == []
    news = fake.last_message("games")
    assert news.id != board.id and "Round 1 closes" in news.embeds[0]["description"]
    table = await _table(bot, fake)
    assert table.row.meta["board_message"] == news.id and table.state.round == 2


async def test_a_choice_shown_in_place_after_the_table_message_keeps_what_that_message_said(fake, make_bot):
    """Table mode edits the board with every move; turned off, the next choice shown in place
    starts from what the message says then, not from what it said before table mode."""
    bot, by_seat, start, board = await _four_to_choose(fake, make_bot)
    host = fake.user("alice")
    table = await _table(bot, fake)
    await fake.slash(host, "game settings", channel="games", table_message="on")
    first, second = (start + 1) % 4, (start + 2) % 4
    await fake.slash(by_seat[first], "play", channel="games", move=str(GAME.legal(table.state, first)[0]))
    table = await _table(bot, fake)
    assert table.row.meta["board_message"] == board.id  # the table message now
    header = board.embeds[0]["description"]
    await fake.slash(host, "game settings", channel="games", table_message="off")

    await fake.slash(by_seat[second], "play", channel="games", move=str(GAME.legal(table.state, second)[0]))
    assert fake.last_message("games").id == board.id  # shown in place
    assert board.embeds[0]["description"] == header
    assert chosen(board) == {by_seat[first].id, by_seat[second].id}
