"""Genius Bricklayer through the loopback Discord: a whole 3-player game with the deck buttons and
their menus, the typed commands with autocomplete, a coin bought blind, and the looking commands."""

from __future__ import annotations

import io
from collections import Counter

from PIL import Image

from games.bricklayer import GAME, Coin, Place, Take
from games.bricklayer.data import shape_of
from render import bricklayer as R
from render.core import c as colour_index
from tests.helpers.e2e import open_table, stop_bot, texts

PNG = b"\x89PNG\r\n\x1a\n"


async def _start(fake, players: int = 3, channel: str = "games"):
    users = [fake.user(name) for name in ("alice", "bob", "carol", "dave")[:players]]
    await open_table(fake, "bricklayer", users, channel=channel)
    return users


async def _table(bot, fake, channel: str = "games"):
    return await bot.tables.table(fake.channel(channel).id)


def _by_seat(table, users):
    return {table.seat_of(u.id): u for u in users}


def _selects(message) -> list[dict]:
    return [c for row in message.components for c in row["components"] if c["type"] == 3]


def _best_move(table) -> str:
    """What a player who looks for points plays: the take that scores most, else the one that fills
    the fullest rows; a coin when nothing fits."""
    [seat] = table.to_act()
    state = table.state
    legal = GAME.legal(state, seat)
    if isinstance(legal[0], Place):
        return str(legal[0])
    takes = [a for a in legal if isinstance(a, Take)]
    if not takes:
        return str(next(a for a in legal if isinstance(a, Coin)))
    filled = Counter(r for b in state.walls[seat].bricks for r, _ in b.placement.cells)

    def value(action: Take) -> tuple[int, int]:
        preview = GAME.preview(state, seat, action)
        rows = Counter(r for r, _ in preview["cells"])
        return preview["points"], sum((filled[r] + n) ** 2 - filled[r] ** 2 for r, n in rows.items())

    return str(max(takes, key=value))


def _is_card_back(png: bytes, view, deck: int) -> bool:
    """True when the channel picture shows deck `deck`'s top as a card back (hidden, §8)."""
    image = Image.open(io.BytesIO(png))
    (width, _), _ = R.layout(view)
    x = max(0, (width - R.market_width(view)) // 2) + R.PAD + (deck - 1) * (R.CARD_W + R.PAD)
    y = 24
    return image.getpixel((x + 8, y + 40)) == colour_index("bl_back")


async def _complete(fake, user, command: str, focused: str, values: dict | None = None) -> list[dict]:
    return await fake.autocomplete(user, command, focused=focused, values=values, channel="games")


async def _play(fake, bot, users, notation: str):
    table = await _table(bot, fake)
    [seat] = table.to_act()
    r = await fake.slash(_by_seat(table, users)[seat], "play", channel="games", move=notation)
    assert not r.errors, r.errors
    return r


async def test_a_whole_three_player_game_with_a_coin_bought_blind(fake, make_bot):
    bot = await make_bot(seed=5)
    users = await _start(fake)
    table = await _table(bot, fake)
    seats = _by_seat(table, users)
    first = table.state.active
    p0, p1, p2 = (seats[(first + i) % 3] for i in range(3))

    # The board: every wall and the market in one picture, the active player named with what to do.
    board = fake.last_message("games")
    assert board.attachments[0].data[:8] == PNG
    assert f"Your turn, {'🟦🟧🟩'[first]} P{first + 1} <@{p0.id}>:" in board.content
    assert "take a face-up card and place its brick, or take a coin" in board.content
    labels = [b["label"] for b in board.buttons]
    assert [x.split(":")[0] for x in labels[:4]] == ["Deck 1", "Deck 2", "Deck 3", "Deck 4"]
    assert "Take a coin" in labels and "Status" in labels
    assert not any(x.startswith("Buy") for x in labels)  # no coins yet

    # Turn 1, buttons: someone else's click is refused; the player's opens their own chooser.
    no = await fake.click(p1, board, labels[0])
    assert no.ephemeral and "not your turn" in no.content
    menu = await fake.click(p0, board, labels[0])
    assert menu.ephemeral and menu.files[0].data[:8] == PNG
    message = menu.message
    rotation = _selects(message)[0]
    assert rotation["placeholder"] == "Rotation…"
    picked = await fake.select(p0, message, rotation["custom_id"], [rotation["options"][-1]["value"]])
    message = picked.message
    assert "`@` is the square" in message.content and "ringed in the picture" in message.content
    cells = _selects(message)[1:]
    assert cells and all(len(s["options"]) <= 25 for s in cells)
    assert all(s["placeholder"].startswith("Cell for @ in row") for s in cells)
    choice = cells[-1]["options"][-1]
    picked = await fake.select(p0, message, cells[-1]["custom_id"], [choice["value"]])
    message = picked.message
    assert "covers" in message.content and message.attachments[0].filename == "preview.png"
    confirm = next(b for b in message.buttons if b["label"].startswith("Take it:"))
    done = await fake.click(p0, message, confirm["label"])
    assert "You played `take 1" in done.message.content
    after = await _table(bot, fake)
    assert after.state.active == (first + 1) % 3 and len(after.state.walls[first].bricks) == 1
    board = fake.last_message("games")
    header = board.embeds[0]["description"]
    assert f"<@{p0.id}> takes deck 1's" in header and f"at {choice['value']}:" in header
    assert "New face-up cards: deck 1 shows" in header
    assert f"<@{p1.id}>" in board.content and not board.content.startswith(f"<@{p0.id}>")

    # p1 opens the menus of deck 2 but plays typed instead (below).
    early = (
        await fake.click(
            p1, board, next(b["label"] for b in board.buttons if b["label"].startswith("Deck 2"))
        )
    ).message

    # Turn 2, typed: autocomplete offers the rotations that fit, then cells with what they cover.
    rots = await _complete(fake, p1, "bricklayer take", focused="rot", values={"deck": 3})
    assert rots and all(c["value"] in ("R0", "R90", "R180", "R270") for c in rots)
    assert "fits in" in rots[0]["name"]
    ats = await _complete(
        fake, p1, "bricklayer take", focused="at", values={"deck": 3, "rot": rots[0]["value"]}
    )
    legal = {
        str(a) for a in GAME.legal(after.state, after.state.active) if isinstance(a, Take) and a.deck == 3
    }
    assert ats and all(f"take 3 {rots[0]['value']} {c['value']}" in legal for c in ats)
    assert "completes no row" in ats[0]["name"]
    nobody = await _complete(fake, p2, "bricklayer take", focused="at", values={"deck": 3, "rot": "R0"})
    assert nobody == []  # not p2's turn: nothing to offer
    outside = await fake.slash(p1, "bricklayer take", channel="games", deck=3, rot="R0", at="H8")
    assert outside.ephemeral and "outside the wall" in outside.content
    await fake.slash(p1, "bricklayer take", channel="games", deck=3, rot=rots[0]["value"], at=ats[0]["value"])
    assert f"<@{p1.id}> takes deck 3's" in fake.last_message("games").embeds[0]["description"]
    stale = await fake.select(
        p1, early, _selects(early)[0]["custom_id"], [_selects(early)[0]["options"][0]["value"]]
    )
    assert "moved on" in stale.message.content and not _selects(stale.message)  # retired, not played

    # Turn 3: a coin, announced with the holding and the supply.
    await fake.slash(p2, "bricklayer coin", channel="games")
    assert "takes a coin (holds 1; 4 left in the supply)" in texts([fake.last_message("games")])
    await _play(fake, bot, users, _best_move(await _table(bot, fake)))
    await _play(fake, bot, users, _best_move(await _table(bot, fake)))
    await fake.slash(p2, "bricklayer coin", channel="games")
    await _play(fake, bot, users, _best_move(await _table(bot, fake)))
    await _play(fake, bot, users, _best_move(await _table(bot, fake)))

    # Turn 9: p2 holds 2 coins. The board offers buys; /bricklayer buy without a cell opens menus.
    board = fake.last_message("games")
    assert "Before that you may spend your 2 coins" in board.content
    assert any(b["label"].startswith("Buy deck 2:") for b in board.buttons)
    menu = await fake.slash(p2, "bricklayer buy", channel="games", deck=2)
    message = menu.message
    assert menu.ephemeral and "Spend a coin on deck 2's" in message.content
    if len(_selects(message)) == 1:  # several rotations: choose one first
        rotation = _selects(message)[0]
        message = (await fake.select(p2, message, rotation["custom_id"], ["R0"])).message
    cell = _selects(message)[1]["options"][0]["value"]
    message = (await fake.select(p2, message, _selects(message)[1]["custom_id"], [cell])).message
    await fake.click(
        p2, message, next(b["label"] for b in message.buttons if b["label"].startswith("Buy it:"))
    )
    table = await _table(bot, fake)
    assert table.state.walls[table.seat_of(p2.id)].coins == 1 and table.state.active == table.seat_of(p2.id)
    board = fake.last_message("games")
    assert "spends a coin on deck 2's" in board.embeds[0]["description"]
    # Deck 2's next card is face-down until the turn ends: hidden in the picture and the text.
    hidden = table.state.decks[1][0]
    assert _is_card_back(board.attachments[0].data, GAME.view(table.state, None), 2)
    assert "deck 2 shows" not in texts([board])

    # The blind buy: revealed to everyone, then placed with /bricklayer place and its autocomplete.
    blind = await fake.click(p2, board, "Buy deck 2 blind (1 coin)")
    assert not blind.errors
    board = fake.last_message("games")
    shape = shape_of(hidden).id
    assert f"deck 2's face-down card: it is {shape}" in board.embeds[0]["description"]
    table = await _table(bot, fake)
    assert table.state.pending == hidden and table.state.walls[table.seat_of(p2.id)].coins == 0
    assert f"place the **{shape}" in board.content and board.buttons[0]["label"].startswith("Place the")
    coin_now = await fake.slash(p2, "bricklayer coin", channel="games")
    assert coin_now.ephemeral and "First place the" in coin_now.content
    rots = await _complete(fake, p2, "bricklayer place", focused="rot")
    ats = await _complete(fake, p2, "bricklayer place", focused="at", values={"rot": rots[0]["value"]})
    await fake.slash(p2, "bricklayer place", channel="games", rot=rots[0]["value"], at=ats[0]["value"])
    assert f"<@{p2.id}> places the {shape}" in fake.last_message("games").embeds[0]["description"]

    # The rest of the game, as players using autocomplete would, to its announced end.
    for _ in range(120):
        table = await bot.tables.by_id(table.id)
        if table.result() is not None:
            break
        await _play(fake, bot, users, _best_move(table))
    table = await bot.tables.by_id(table.id)
    result = table.result()
    assert result is not None
    everything = texts(fake.channel_messages("games"))
    assert "game over" in everything and "completes row" in everything
    announced = {
        "quality": "wins by quality!",
        "efficiency": "wins by efficiency!",
        "decks_out": "All four decks are empty",
        "stalemate": "Every player had to pass for a full round",
    }
    assert announced[table.state.end.value] in everything
    final = fake.channel_messages("games")[-1]
    assert final.attachments[0].filename == "scores.png"
    # Nothing in this game is private: no DMs, no "Show mine".
    assert all(fake.dms(u) == [] for u in users)
    assert "Show mine" not in {b["label"] for m in fake.channel_messages("games") for b in m.buttons}
    assert await bot.history.verify_replay(table.id)


async def test_looking_previews_rules_and_refusals(fake, make_bot):
    bot = await make_bot(seed=11)
    users = await _start(fake, players=2)
    table = await _table(bot, fake)
    seats = _by_seat(table, users)
    me, other = seats[table.state.active], seats[1 - table.state.active]
    top = GAME.view(table.state, None)["market"][0]["top"]
    assert top is not None
    deck1 = top["shape"]

    # The market and the walls: pictures only the asker sees.
    market = await fake.slash(other, "bricklayer market", channel="games")
    assert market.ephemeral and market.files[0].filename == "market.png" and market.files[0].data[:8] == PNG
    assert f"Deck 1: **{deck1}" in market.content and "Coins in the supply: 5" in market.content
    assert "Still face-down in the decks:" in market.content
    wall = await fake.slash(other, "bricklayer wall", channel="games", player=me)
    assert wall.ephemeral and wall.files[0].filename == "wall.png"
    assert Image.open(io.BytesIO(wall.files[0].data)).size == (2 * R.WALL_W, 2 * R.WALL_H)
    assert f"P{table.seat_of(me.id) + 1} <@{me.id}>**: 0 pts, 0 coins, 64 empty cells" in wall.content
    stranger = fake.user("erin")
    nobody = await fake.slash(stranger, "bricklayer wall", channel="games")
    assert nobody.ephemeral and "not playing" in nobody.content

    # Previews: legal with the cells covered, or the engine's reason; anyone seated may look.
    rots = await _complete(fake, other, "bricklayer preview", "rot", {"deck": "1"})
    assert rots and rots[0]["value"] == "R0"
    ok = await fake.slash(other, "bricklayer preview", channel="games", deck="1", rot="R0", at="A1")
    assert ok.ephemeral and "covers A1" in ok.content and ok.files[0].filename == "preview.png"
    # Any brick of 2 cells or more sticks out of the wall when its first square is on H8.
    market_now = GAME.view(table.state, None)["market"]
    big = next(d["deck"] for d in market_now if d["top"] is not None and len(d["top"]["cells"]) > 1)
    bad = await fake.slash(me, "bricklayer preview", channel="games", deck=str(big), rot="R0", at="H8")
    assert bad.ephemeral and "**not legal**" in bad.content and "outside the wall" in bad.content
    assert bad.files[0].filename == "preview.png"
    none = await fake.slash(me, "bricklayer preview", channel="games", deck="pending", rot="R0", at="A1")
    assert none.ephemeral and "No brick bought blind" in none.content

    # Refusals name the rule, and nothing changes.
    version = table.version
    assert "not your turn" in (await fake.slash(other, "bricklayer coin", channel="games")).content
    nothing = await fake.slash(me, "bricklayer place", channel="games", rot="R0", at="A1")
    assert "no blind brick to place" in nothing.content
    broke = await fake.slash(me, "bricklayer buy", channel="games", deck=1)
    assert broke.ephemeral and "no coin to spend" in broke.content
    assert (await _table(bot, fake)).version == version

    # The coin limits: at most 3 each, then the button goes and the command is refused; 5 in all.
    for _ in range(3):
        await fake.slash(me, "bricklayer coin", channel="games")
        await _play(fake, bot, users, _best_move(await _table(bot, fake)))
    board = fake.last_message("games")
    assert "Take a coin" not in [b["label"] for b in board.buttons]
    assert "(no coin: you hold 3)" in board.content and "spend your 3 coins" in board.content
    assert sum(1 for b in board.buttons if b["label"].startswith("Buy deck")) == 4
    full = await fake.slash(me, "bricklayer coin", channel="games")
    assert full.ephemeral and "You already hold 3 coins" in full.content
    await _play(fake, bot, users, _best_move(await _table(bot, fake)))
    for _ in range(2):
        await fake.slash(other, "bricklayer coin", channel="games")
        await _play(fake, bot, users, _best_move(await _table(bot, fake)))
    empty = await fake.slash(other, "bricklayer coin", channel="games")
    assert empty.ephemeral and "The supply is empty" in empty.content
    assert "(no coin: the supply is empty)" in fake.last_message("games").content

    # The rules, and /bricklayer in a channel that plays something else.
    rules = await fake.slash(me, "game rules", channel="games", game="bricklayer")
    assert "Genius Bricklayer" in rules.content and "/bricklayer take" in rules.content
    await fake.slash(me, "game new", channel="general", game="blockbuster")
    elsewhere = await fake.slash(me, "bricklayer market", channel="general")
    assert elsewhere.ephemeral and "is for Genius Bricklayer" in elsewhere.content


async def test_the_deck_buttons_and_menus_survive_a_restart(fake, make_bot):
    bot = await make_bot(seed=3)
    users = await _start(fake, players=2)
    table = await _table(bot, fake)
    me = _by_seat(table, users)[table.state.active]
    board = fake.last_message("games")
    menu = (await fake.click(me, board, board.buttons[0]["label"])).message
    await stop_bot(fake, bot)

    bot = await make_bot(seed=3)
    rotation = _selects(menu)[0]
    menu = (await fake.select(me, menu, rotation["custom_id"], [rotation["options"][0]["value"]])).message
    cells = _selects(menu)[1]
    menu = (await fake.select(me, menu, cells["custom_id"], [cells["options"][0]["value"]])).message
    confirm = next(b["label"] for b in menu.buttons if b["label"].startswith("Take it:"))
    assert not (await fake.click(me, menu, confirm)).errors
    assert (await _table(bot, fake)).version == table.version + 1
    assert "takes deck 1's" in fake.last_message("games").embeds[0]["description"]
