"""Akropolis end to end: whole games through the loopback Discord, as players play them.

Turns go in the ways a player has: the guided turn under the board (a tile button, a level, a
numbered place, a spin with its preview, then "Build it"), `/akropolis build` with autocomplete,
`/akropolis preview`, and `/play move:`. Long stretches are driven with `/play move:` choosing from
`legal()`, which is what autocomplete offers a player.
"""

from __future__ import annotations

import random
import re
from typing import Any

from bot.chooser import Choice, Question
from bot.cogs.akropolis import text as T
from bot.cogs.akropolis.components import PAGED_MENUS, STALE
from games.akropolis import GAME
from render.core import SEAT_EMOJI
from tests.helpers.e2e import answered_privately, buttons, decode_png, labels, mover, stop_bot, texts
from tests.helpers.e2e import open_table as shared_open_table

CHANNEL = "games"


def button(message: Any, starts: str) -> dict[str, Any]:
    return next(b for b in buttons(message) if (b.get("label") or "").startswith(starts))


def selects(message: Any) -> list[dict[str, Any]]:
    return [c for row in message.components for c in row["components"] if c["type"] == 3]


def tile_ids(text: str) -> set[int]:
    """Tile ids a text names, as events write them: "#22 (M* Q Q)"."""
    return {int(m) for m in re.findall(r"#(\d+) \(", text)}


async def open_table(fake, host, others, **options):
    """/game new, everyone joins, the host starts; returns the first board message."""
    return await shared_open_table(fake, "akropolis", [host, *others], channel=CHANNEL, **options)


async def play_out(fake, bot, users, rnd: random.Random, limit: int | None = None) -> int:
    """Typed turns chosen at random from legal() until the game ends (or `limit` turns)."""
    moves = 0
    while limit is None or moves < limit:
        found = await mover(fake, bot, users)
        if found is None:
            return moves
        table, seat, user = found
        r = await fake.slash(
            user, "play", channel=CHANNEL, move=str(rnd.choice(GAME.legal(table.state, seat)))
        )
        assert not r.errors and not answered_privately(r), r.content
        moves += 1
    return moves


async def test_a_two_player_game_from_the_lobby_to_the_final_scores(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    users = [alice, bob]
    bot = await make_bot(seed=7)
    board = await open_table(fake, alice, [bob])
    table, seat, first = await mover(fake, bot, users)
    other = bob if first is alice else alice

    # The first board: who starts with the token, starting stones, what to do, one button per tile.
    assert seat == 0 and f"Seats were drawn: <@{first.id}> starts and holds the chief architect token" in (
        board.content
    )
    assert f"Starting stones: 🟦 <@{first.id}> 1, 🟧 <@{other.id}> 2." in board.content
    assert (
        f"Your turn, {SEAT_EMOJI[0]} <@{first.id}> (round 1/12): take a tile from the site (slot 1 free, "
        "slot 2 with your 1 stone) and build it in your city." in board.content
    )
    view = GAME.view(table.state, None)
    assert labels(board) == [T.slot_label(s) for s in view["site"]] + ["Status", "Score"]
    assert [b.get("disabled", False) for b in buttons(board)] == [False, False, True, True, False, False]
    assert decode_png(board.attachments[0].data).width <= 560  # phone-wide: site, city to play, the other

    # Someone else's click, and a disabled slot, do nothing.
    refused = await fake.click(other, board, labels(board)[0])
    assert refused.ephemeral and "not your turn" in refused.content

    # The guided turn: tile in slot 2, a numbered place, the spins with their previews, Build it.
    step = await fake.click(first, board, labels(board)[1])
    assert step.ephemeral and not step.errors
    tile = view["site"][1]
    assert step.content.startswith(f"**Tile #{tile['tile']} ({T.tile_code(tile['hexes'])}) from slot 2")
    assert "On **level 1** it fits in 30 places" in step.content  # spec 3.3: 30 around the start
    assert labels(step.message) == ["Level 1 · 30", "↩ Other tile"]
    assert [s["placeholder"] for s in selects(step.message)] == ["Places 1-25", "Places 26-30"]
    assert [f.filename for f in step.files] == ["places.png"]
    decode_png(step.files[0].data)
    menu = selects(step.message)[0]
    assert menu["options"][0]["label"] == "1 · 0,-3 1,-3 0,-2"
    spins = await fake.select(first, step.message, menu["custom_id"], ["4"])
    assert "place 5 on level 1" in spins.content and "Build it" in spins.content
    assert [str(label).split(" ·")[0] for label in labels(spins.message)] == [
        "Spin 1",
        "Spin 2",
        "Spin 3",
        f"Build it ({T.notation(2, GAME.footprints(table.state, 0)[4]['placements'][0])})",
        "↩ Other place",
        "↩ Other tile",
    ]
    assert [f.filename for f in spins.message.attachments] == ["preview.png"]
    spin1 = button(spins.message, "Build it")["label"]  # the message is edited in place below
    spin2 = await fake.click(first, spins.message, button(spins.message, "Spin 2")["custom_id"])
    assert button(spin2.message, "Build it")["label"] != spin1
    notation = button(spin2.message, "Build it")["label"][len("Build it (") : -1]
    built = await fake.click(first, spin2.message, button(spin2.message, "Build it")["custom_id"])
    assert not built.errors and built.message.content == f"✅ You played `{notation}`."
    board = fake.last_message(CHANNEL)
    assert (
        f"🏛️ <@{first.id}> takes tile #{tile['tile']} ({T.tile_code(tile['hexes'])}) from slot 2 for 1 stone"
        in (texts([board]))
    )
    assert f"Your turn, {SEAT_EMOJI[1]} <@{other.id}> (round 1/12)" in board.content
    assert all(b.get("disabled", False) is False for b in buttons(board)[:3])  # bob has 2 stones

    # A menu from before the move is refused politely, and the old board lost its buttons.
    chooser = await fake.click(other, board, labels(board)[0])
    await play_out(fake, bot, users, random.Random(1), limit=1)
    stale = await fake.click(other, chooser.message, "↩ Other tile")
    assert stale.message.content == STALE and not stale.message.components
    assert not fake.channel_messages(CHANNEL)[-2].components

    # The typed turn, with autocomplete: affordable slots, anchors by level, rotations that fit.
    table, seat, user = await mover(fake, bot, users)
    slots = await fake.autocomplete(user, "akropolis build", focused="slot", channel=CHANNEL)
    assert [c["value"] for c in slots] == [1]  # 0 stones left after paying for slot 2
    cells = await fake.autocomplete(
        user, "akropolis build", focused="at", values={"slot": 1, "at": "-1,"}, channel=CHANNEL
    )
    assert cells and all(c["value"].startswith("-1,") for c in cells)
    at = cells[0]["value"]
    rotations = await fake.autocomplete(
        user, "akropolis build", focused="rotation", values={"slot": 1, "at": at}, channel=CHANNEL
    )
    legal = {str(a) for a in GAME.legal(table.state, seat)}
    cell = T.parse_cell(at)
    assert cell is not None
    q, r_ = cell
    assert {c["value"] for c in rotations} == {k for k in range(6) if f"1 q{q} r{r_} rot{k}" in legal}
    assert rotations[0]["name"].startswith(f"rot {rotations[0]['value']}: ")

    # Mistakes get the engine's sentence, ephemerally; nothing changes.
    version = table.version
    for args, sentence in [
        (
            {"slot": 2, "at": at, "rotation": rotations[0]["value"]},
            "Slot 2 costs 1 stone; you have 0. You can take slot 1 (free).",
        ),
        ({"slot": 1, "at": "9,9", "rotation": 0}, "must touch your city (rule R5)"),
        ({"slot": 1, "at": "the middle", "rotation": 0}, "I cannot read"),
    ]:
        r = await fake.slash(user, "akropolis build", channel=CHANNEL, **args)
        assert r.ephemeral and sentence in r.content, (args, r.content)
    assert (await bot.tables.table(fake.channel(CHANNEL).id)).version == version

    # Preview first, then build from the preview.
    r = await fake.slash(
        user, "akropolis preview", channel=CHANNEL, slot=1, at=at, rotation=rotations[0]["value"]
    )
    assert r.ephemeral and "It goes on level 1." in r.content and "Your score afterwards" in r.content
    decode_png(r.files[0].data)
    done = await fake.click(user, r.message, button(r.message, "Build it")["custom_id"])
    assert not done.errors
    assert f"q{q} r{r_}" in done.message.content

    # Somewhat later a tile can go on level 2: the level buttons switch the menu, which says what
    # each place covers and the stones it gives.
    rnd = random.Random(5)
    while True:
        table, seat, user = await mover(fake, bot, users)
        if any(f["level"] > 1 and f["stones"] for f in GAME.footprints(table.state, seat)):
            break
        await play_out(fake, bot, users, rnd, limit=1)
    board = fake.last_message(CHANNEL)
    step = await fake.click(user, board, labels(board)[0])
    two = await fake.click(user, step.message, button(step.message, "Level 2")["custom_id"])
    assert (
        "On **level 2** it fits in" in two.content
        and "of them cover quarries: +1 stone per quarry covered." in two.content
    )
    options = [o for s in selects(two.message) for o in s["options"]]
    gaining = next(o for o in options if "stone" in o.get("description", ""))
    assert gaining["description"].startswith("level 2, on ")
    menu = next(s for s in selects(two.message) if gaining in s["options"])
    spins = await fake.select(user, two.message, menu["custom_id"], [gaining["value"]])
    assert "on level 2" in spins.content and "It covers" in spins.content and "+1 stone" in spins.content
    stones = GAME.view(table.state, None)["stones"][seat]
    await fake.click(user, spins.message, button(spins.message, "Build it")["custom_id"])
    after = GAME.view((await bot.tables.table(fake.channel(CHANNEL).id)).state, None)
    assert after["stones"][seat] > stones - 1  # paid at most nothing extra for slot 1, gained stones
    assert "covering" in texts([fake.last_message(CHANNEL)])

    # Status and a city close-up.
    r = await fake.slash(alice, "game status", channel=CHANNEL)
    assert "chief architect" in r.content and "Scores now: " in r.content
    r = await fake.slash(bob, "akropolis city", channel=CHANNEL, player=alice)
    assert r.ephemeral and r.content.startswith(f"<@{alice.id}>: ") and "houses " in r.content
    assert r.files[0].filename == f"city-p{table.seat_of(alice.id) + 1}.png"

    # The rest of the game, typed; then the final board and scores.
    await play_out(fake, bot, users, random.Random(3))
    channel = fake.channel_messages(CHANNEL)
    # One final message: the scores, the reason the game ended, the last board under the table.
    final_board = channel[-1]
    assert "**Akropolis: game over.**" in final_board.content and "🏆" in final_board.content
    assert "🏁 The stacks are used up" in texts([final_board])
    assert "game over" not in texts(channel[:-1])
    # Nothing left to play: only the players' Review of the game.
    assert [c.split(":")[0] for c in final_board.custom_ids] == ["rv"]
    assert [a.filename for a in final_board.attachments][:2] == ["scores.png", "board.png"]
    for attachment in final_board.attachments:
        decode_png(attachment.data)
    result = (await bot.store.game(table.id)).result
    assert result["scores"] == [b["total"] for b in result["breakdown"]]
    for seat_, user_id in enumerate(table.players):
        line = next(
            x for x in final_board.content.splitlines() if f"<@{user_id}> **{result['scores'][seat_]}**" in x
        )
        assert (
            "houses " in line
            and "gardens " in line
            and f"stones {result['breakdown'][seat_]['stones']}" in line
        )
    # Before the first refill the channel names only the tiles of the first site: stacks stay hidden.
    first_refill = next(i for i, m in enumerate(channel) if "a stack is revealed" in texts([m]))
    assert tile_ids(texts(channel[:first_refill])) <= {s["tile"] for s in view["site"]}


async def test_a_solo_game_against_the_virtual_architect(fake, make_bot):
    alice = fake.user("alice")
    bot = await make_bot(seed=11)
    board = await open_table(fake, alice, [], options="difficulty=hard garden_variant=on")
    assert "against the virtual architect (hard), who has 2 stones" in board.content
    assert "Scoring: variants: gardens." in board.content
    assert f"Your turn, {SEAT_EMOJI[0]} <@{alice.id}> (round 1/12)" in board.content

    # Changing one's mind about the tile: back to the site, where only payable tiles can be pressed.
    step = await fake.click(alice, board, labels(board)[0])
    site = await fake.click(alice, step.message, "↩ Other tile")
    assert site.content.startswith("Choose the tile to take: slot 1 free, slot 2 with your 1 stone.")
    assert [b.get("disabled", False) for b in buttons(site.message)] == [False, False, True, True]
    assert [f.filename for f in site.message.attachments] == ["site.png"]

    # A paid tile: the stone goes to the architect, who takes its tile right away.
    step = await fake.click(alice, site.message, labels(site.message)[1])
    spins = await fake.select(alice, step.message, selects(step.message)[0]["custom_id"], ["0"])
    await fake.click(alice, spins.message, button(spins.message, "Build it")["custom_id"])
    board = fake.last_message(CHANNEL)
    announced = texts([board])
    assert "for 1 stone (paid to the virtual architect)" in announced
    assert "🤖 The virtual architect takes tile #" in announced
    assert f"Your turn, {SEAT_EMOJI[0]} <@{alice.id}> (round 1/12)" in board.content
    table = await bot.tables.table(fake.channel(CHANNEL).id)
    va = GAME.view(table.state, None)["va"]
    assert va is not None and va["tiles"]

    moves = await play_out(fake, bot, [alice], random.Random(1))
    assert moves == 17  # 18 turns each; the architect's come with every one of them
    final_board = fake.channel_messages(CHANNEL)[-1]  # scores and the last board, one message
    content = final_board.content
    assert "**Akropolis: game over.**" in content
    assert "The virtual architect (hard) **" in content and f"<@{alice.id}> **" in content
    assert content.count("🏆") == 1
    assert final_board.attachments[0].filename == "scores.png"
    table_image = decode_png(final_board.attachments[0].data)
    # Two columns, the player's and the architect's: the second column's bar is the architect's grey.
    from render.core import COLOURS

    assert table_image.convert("RGB").getpixel((table_image.width - 20, 43)) == COLOURS["grey"]


async def test_the_buttons_under_a_board_survive_a_restart(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(seed=7)
    board = await open_table(fake, alice, [bob])
    _, _, first = await mover(fake, bot, [alice, bob])
    await stop_bot(fake, bot)
    await make_bot(seed=7)
    step = await fake.click(first, board, labels(board)[0])
    assert step.ephemeral and "Where do you build it?" in step.content


async def test_rules_and_the_menu_paging_size(fake, make_bot):
    await make_bot()
    r = await fake.slash(fake.user("alice"), "game rules", channel=CHANNEL, game="akropolis")
    assert "**Akropolis**" in r.content and "/akropolis build" in r.content and len(r.content) < 1900

    def pages_of(count: int) -> tuple[int, int]:  # (footprints on a page, pages), as the menus show
        choices = [Choice(str(i), str(i)) for i in range(count)]
        pages = Question("{}", choices, paged=PAGED_MENUS).pages()
        return sum(map(len, pages[0])), len(pages)

    assert pages_of(100) == (100, 1) and pages_of(101) == (75, 2) and pages_of(151) == (75, 3)
