"""A sixth game added by its own folder and one registry line: Tic-tac-toe (tests/toygame), with
no AI and no UI of its own, plays whole games through the loopback Discord by its board's buttons,
by typed moves with autocomplete, and against a bot seat."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bot.i18n import catalog, homes
from games import registry
from tests.helpers.e2e import answered_privately, texts

GAMES = registry.load([*registry.SHIPPED, "tests.toygame"])

# X takes the middle column while O answers on the left: X wins on its third mark.
WINNING = ["B2", "A1", "B1", "A2", "B3"]


@pytest.fixture
def sixth(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The game's catalog joins the process's catalog while the test runs, and leaves with it."""
    monkeypatch.setattr(homes, "_added", {})
    catalog.bundle.cache_clear()
    yield
    catalog.bundle.cache_clear()


async def _start(fake, make_bot, **options):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=GAMES)
    r = await fake.slash(alice, "game new", channel="games", game="tictactoe", pace="none", **options)
    assert not r.ephemeral and "Tic-tac-toe" in texts([r.message])
    if "bots" not in options:
        await fake.click(bob, r.message, "Join")
    await fake.click(alice, r.message, "Start", timeout=60)
    return bot, alice, bob


async def _finished(bot, fake):
    await bot.reminders.idle()
    rows = await bot.store.listings.history(fake.channel("games").id)
    return rows[0] if rows else None


async def test_a_whole_game_by_the_boards_buttons(sixth, fake, make_bot):
    bot, alice, bob = await _start(fake, make_bot)
    board = fake.last_message("games")
    assert board.attachments, "the board is drawn by the game's renderer"
    assert {b.get("label") for b in board.buttons} >= {"A1", "B2", "C3"}
    for i, cell in enumerate(WINNING):
        player = (alice, bob)[i % 2]
        await fake.click(player, fake.last_message("games"), cell)
    row = await _finished(bot, fake)
    assert row is not None and row.status == "finished"
    said = texts([m for m in fake.messages if m.channel_id == fake.channel("games").id])
    assert f"<@{alice.id}> has three in a row" in said


async def test_a_whole_game_by_typed_moves_with_autocomplete(sixth, fake, make_bot):
    bot, alice, bob = await _start(fake, make_bot)
    first = await fake.autocomplete(alice, "play", focused="move", channel="games")
    assert sorted(c["value"] for c in first) == [f"{c}{r}" for c in "ABC" for r in "123"]
    # Nobody else is offered moves while Alice is to play.
    waiting = await fake.autocomplete(bob, "play", focused="move", channel="games")
    assert [c["name"] for c in waiting] == ["It is not your turn: the game is waiting for another player."]
    for i, cell in enumerate(WINNING):
        player = (alice, bob)[i % 2]
        typed = {"move": cell}
        offered = await fake.autocomplete(player, "play", focused="move", values=typed, channel="games")
        assert [c["value"] for c in offered] == [cell]
        r = await fake.slash(player, "play", channel="games", move=cell)
        assert not answered_privately(r), r.content
    row = await _finished(bot, fake)
    assert row is not None and row.status == "finished"


async def test_the_generic_ai_ranks_a_winning_move_first(sixth, fake, make_bot):
    _, alice, bob = await _start(fake, make_bot)
    for i, cell in enumerate(WINNING[:4]):
        await fake.slash((alice, bob)[i % 2], "play", channel="games", move=cell)
    offered = await fake.autocomplete(alice, "play", focused="move", channel="games")
    assert offered[0]["value"] == "B3"


async def test_a_whole_game_against_a_bot_seat(sixth, fake, make_bot, caplog):
    # The bot's decisions run in an AI worker process, which finds the game by its package.
    bot, alice, _ = await _start(fake, make_bot, bots=1, bot_level="normal")
    table = await bot.tables.table(fake.channel("games").id)
    assert table.is_bot(1) and not table.is_bot(0)
    for _ in range(5):
        await bot.reminders.idle()
        table = await bot.tables.find(fake.channel("games").id)
        if table is None or table.row.status != "active":
            break
        assert table.to_act() == {0}, "the bot seat did not move"
        move = str(table.game.legal(table.state, 0)[0])
        await fake.slash(alice, "play", channel="games", move=move)
    row = await _finished(bot, fake)
    assert row is not None and row.status == "finished"
    said = texts([m for m in fake.messages if m.channel_id == fake.channel("games").id])
    assert "🤖 Bot 1 · normal" in said
    # Every bot move was the search's: none fell back to the default move.
    assert not [r for r in caplog.records if "playing the default" in r.getMessage()]
