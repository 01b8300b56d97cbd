"""Reviews through the loopback Discord: once a game is over, its final board carries a Review
button and `/game review` answers a player alone, in their language, with their moves that scored
most below a normal bot's (or a kind word when none did); a second review reads the kept one;
a game still running, a member who did not play and a forged button are refused."""

from __future__ import annotations

import random

import pytest

from bot import review as reviews
from games.ai import ai_for
from tests.helpers.tables import move

SHIPPED = ["akropolis", "blockbuster", "bricklayer", "dicetown", "shakecity"]


async def _finished(fake, make_bot, game: str):
    """Alice plays `game` against one easy bot to its end (her moves the easy AI's)."""
    alice = fake.user("alice")
    bot = await make_bot(ai_processes=0, seed=3)
    r = await fake.slash(alice, "game new", channel="games", game=game, bots=1, bot_level="easy", pace="none")
    await fake.click(alice, r.message, "Start", timeout=60)
    channel = fake.channel("games").id
    rng = random.Random(1)
    table = None
    for _ in range(600):
        await bot.reminders.idle()
        table = await bot.tables.find(channel)
        if table is None:
            break
        seat = table.seat_of(alice.id)
        if seat is None or seat not in table.to_act():
            continue
        action = ai_for(game).easy_action(table.state, seat, rng)
        await bot.moves.play(channel, move(alice.id, action))
    await bot.reminders.idle()
    rows = await bot.store.listings.history(channel)
    assert rows and rows[0].status == "finished", "the game did not end"
    table = await bot.tables.by_id(rows[0].id)
    assert table is not None
    # Alice's moves went straight to the move service, which posts no board: when hers ended the
    # game, its final board is posted as the move command posts it.
    if not any(f"rv:{table.id}" in m.custom_ids for m in fake.messages):
        await bot.publisher.post_board(table)
    return bot, alice, table


def _review_button(fake, table) -> tuple[object, str]:
    wanted = f"rv:{table.id}"
    board = next(
        (
            m
            for m in reversed(fake.messages)
            if m.channel_id == table.row.channel_id and wanted in m.custom_ids
        ),
        None,
    )
    assert board is not None, "no Review button on the final board"
    return board, wanted


@pytest.mark.parametrize("locale", ["en", "zh-CN"])
@pytest.mark.parametrize("game", SHIPPED)
async def test_a_finished_game_is_reviewed_privately(fake, make_bot, game, locale):
    bot, alice, table = await _finished(fake, make_bot, game)
    alice.locale = locale
    board, button = _review_button(fake, table)
    pressed = await fake.click(alice, board, button, timeout=300)
    assert pressed.ephemeral, pressed
    seat = table.seat_of(alice.id)
    kept = reviews.kept((await bot.tables.by_id(table.id)).row.meta, seat)
    assert kept is not None and kept.judged > 0
    if locale == "en":
        assert "Your review of" in pressed.text and f"#{table.id}" in pressed.text, pressed.text
        said = "you played" if kept.worst else "Nothing stands out"
    else:
        assert "复盘" in pressed.text, pressed.text
        said = "你走了" if kept.worst else "没有明显的失误"
    assert said in pressed.text, pressed.text
    # Each listed move with its picture, and the points as kept.
    listed = kept.worst[:3]
    assert len(pressed.attachments) == len(listed)
    for j in listed:
        assert str(max(1, round(j.difference))) in pressed.text
    # The command answers the same, from what was kept: no search again.
    service = reviews.service_of(bot)
    assert service is not None and service.computed == 1
    typed = await fake.slash(alice, "game review", channel="games", timeout=60)
    assert typed.ephemeral and typed.text == pressed.text
    assert service.computed == 1


async def test_who_may_review_and_when(fake, make_bot):
    bot, alice, table = await _finished(fake, make_bot, "blockbuster")
    carol = fake.user("carol")
    board, button = _review_button(fake, table)
    other = await fake.click(carol, board, button)
    assert other.ephemeral and "Only the players of game" in other.text, other.text
    typed = await fake.slash(carol, "game review", channel="games", game_id=table.id)
    assert typed.ephemeral and "Only the players of game" in typed.text, typed.text
    none_here = await fake.slash(carol, "game review", channel="games")
    assert none_here.ephemeral and "no finished game in this channel" in none_here.text
    missing = await fake.slash(alice, "game review", channel="games", game_id=table.id + 100)
    assert missing.ephemeral and f"no game #{table.id + 100}" in missing.text
    # A running game is not reviewed, by its players either.
    r = await fake.slash(
        alice, "game new", channel="games", game="blockbuster", bots=1, bot_level="easy", pace="none"
    )
    await fake.click(alice, r.message, "Start", timeout=60)
    running = await bot.tables.find(fake.channel("games").id)
    assert running is not None
    early = await fake.slash(alice, "game review", channel="games", game_id=running.id)
    assert early.ephemeral and "is not over" in early.text, early.text
    # A forged button naming the running game, pressed on its board, is refused the same way.
    forged = {"type": 2, "custom_id": f"rv:{running.id}", "label": "Review", "style": 2}
    board = fake.last_message("games")
    board.components.append({"type": 1, "components": [forged]})
    pressed = await fake.click(alice, board, f"rv:{running.id}")
    assert pressed.ephemeral and "is not over" in pressed.text, pressed.text
    assert reviews.service_of(bot).computed == 0
