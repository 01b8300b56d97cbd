"""Hints through the loopback Discord: a table opened with hints has a Hint button that answers the
pressing player alone with the normal bot's move (the very move a normal bot plays there), its
words, a preview where the game draws one and a button that plays it; nobody else gets one, a
table without hints or a rated one offers none, and the final board counts each seat's hints."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from bot.i18n import catalog, homes
from games import registry
from games.ai import choose, decision_seed
from tests.helpers.e2e import texts

SHIPPED = ["akropolis", "blockbuster", "bricklayer", "dicetown", "shakecity"]
NOTATION = re.compile(r"\(`([^`]+)`\)")


def _hint_button(message) -> str | None:
    return next((c for c in message.custom_ids if c.startswith("hint:")), None)


async def _open(fake, make_bot, game, **options):
    alice, bob, carol = fake.user("alice"), fake.user("bob"), fake.user("carol")
    bot = await make_bot(ai_processes=0)
    r = await fake.slash(alice, "game new", channel="games", game=game, pace="none", **options)
    assert r.message is not None and not r.ephemeral, r
    lobby = next(c for c in r.message.custom_ids if c.startswith("lobby:")).rsplit(":", 1)[0]
    await fake.click(bob, r.message, f"{lobby}:join")
    await fake.click(alice, r.message, f"{lobby}:start", timeout=60)
    return bot, alice, bob, carol, r.message


@pytest.mark.parametrize("game", SHIPPED)
async def test_a_hint_is_the_normal_bots_move_shown_to_the_player_alone(fake, make_bot, game):
    bot, alice, bob, carol, lobby = await _open(fake, make_bot, game, hints=True)
    assert "Hints" in texts([lobby]) or "Hints" in texts([fake.last_message("games")])
    board = fake.last_message("games")
    hint = _hint_button(board)
    assert hint is not None, board.custom_ids
    table = await bot.tables.find(fake.channel("games").id)
    assert table is not None and table.state is not None
    seat = min(table.to_act())
    users = {u.id: u for u in (alice, bob)}
    player = users[table.user_of(seat)]
    before = [m.id for m in fake.messages if m.channel_id == board.channel_id and not m.ephemeral]

    answer = await fake.click(player, board, hint, timeout=60)
    assert answer.ephemeral and "A normal bot would play" in answer.text, answer.text
    notation = NOTATION.search(answer.text)
    assert notation is not None, answer.text
    legal = [str(a) for a in table.game.legal(table.state, seat)]
    assert notation.group(1) in legal
    # The move a normal bot in that seat plays at this version, with the seed it would use.
    seed = decision_seed(table.row.seed, table.version, seat)
    assert notation.group(1) == str(choose(game, table.state, seat, "normal", seed))
    if game in ("blockbuster", "bricklayer"):  # the games that draw a move's preview
        assert answer.files, "the preview picture comes with the hint"
    # Nothing was said in the channel.
    assert [m.id for m in fake.messages if m.channel_id == board.channel_id and not m.ephemeral] == before

    # Pressed again at the same position: the same answer, counted once.
    again = NOTATION.search((await fake.click(player, board, hint, timeout=60)).text)
    assert again is not None and again.group(1) == notation.group(1)
    table = await bot.tables.find(fake.channel("games").id)
    assert table is not None and table.row.meta.get("hints_used") == {str(seat): 1}

    # Someone who holds no seat, and (where the game waits for one seat) the other player.
    refused = await fake.click(carol, board, hint)
    assert refused.ephemeral and "Only the players at this table" in refused.text
    other = users[table.user_of(1 - seat)]
    if 1 - seat not in table.to_act():
        waiting = await fake.click(other, board, hint)
        assert waiting.ephemeral and "not waiting for you" in waiting.text
    # In the reader's own language.
    carol.locale = "zh-CN"
    assert "只有这桌的玩家才能获得提示" in (await fake.click(carol, board, hint)).text

    # The hint's button plays the move.
    played = await fake.click(player, answer.message, "Play this move", timeout=60)
    assert not played.errors
    actions = [a.action for a in await bot.store.actions(table.id)]
    assert actions and actions[-1] == notation.group(1)


async def test_a_hint_in_chinese(fake, make_bot):
    bot, alice, bob, _, _ = await _open(fake, make_bot, "shakecity", hints=True)
    table = await bot.tables.find(fake.channel("games").id)
    assert table is not None
    seat = min(table.to_act())
    player = alice if table.user_of(seat) == alice.id else bob
    player.locale = "zh-CN"
    board = fake.last_message("games")
    answer = await fake.click(player, board, _hint_button(board), timeout=60)
    assert answer.ephemeral and "普通机器人会走" in answer.text, answer.text
    assert "走这一步" in [b.get("label") for b in answer.buttons]


async def test_no_hint_without_the_option(fake, make_bot):
    bot, alice, bob, _, lobby = await _open(fake, make_bot, "blockbuster")
    board = fake.last_message("games")
    assert _hint_button(board) is None
    assert "Hints" not in texts([lobby])
    # A forged Hint press on a table without hints is refused, and counts nothing.
    table = await bot.tables.find(fake.channel("games").id)
    assert table is not None
    forged = {"type": 2, "custom_id": f"hint:{table.id}", "label": "Hint", "style": 2}
    board.components.append({"type": 1, "components": [forged]})
    player = alice if table.user_of(min(table.to_act())) == alice.id else bob
    refused = await fake.click(player, board, f"hint:{table.id}")
    assert refused.ephemeral and "This table offers no hints" in refused.text, refused.text
    table = await bot.tables.find(fake.channel("games").id)
    assert table is not None and "hints_used" not in table.row.meta


async def test_a_rated_table_offers_no_hints(fake, make_bot):
    alice = fake.user("alice")
    bot = await make_bot(ai_processes=0)
    r = await fake.slash(alice, "game new", channel="games", game="blockbuster", rated=True, hints=True)
    assert r.ephemeral and "A rated game offers no hints" in r.text, r.text
    assert await bot.tables.find(fake.channel("games").id) is None


@pytest.fixture
def sixth(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The toy game's catalog joins the process's catalog while the test runs, and leaves with it."""
    monkeypatch.setattr(homes, "_added", {})
    catalog.bundle.cache_clear()
    yield
    catalog.bundle.cache_clear()


async def test_a_hinted_game_is_unrated_and_its_final_board_counts_the_hints(sixth, fake, make_bot):
    """A game no shipped AI knows (the toy tic-tac-toe, with the generic AI) gets hints too."""
    games = registry.load([*registry.SHIPPED, "tests.toygame"])
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=games, ai_processes=0)
    r = await fake.slash(alice, "game new", channel="games", game="tictactoe", pace="none", hints=True)
    await fake.click(bob, r.message, "Join")
    await fake.click(alice, r.message, "Start", timeout=60)
    # X takes the middle column while O answers on the left; X asks for a hint before each mark.
    for i, cell in enumerate(["B2", "A1", "B1", "A2", "B3"]):
        player = (alice, bob)[i % 2]
        board = fake.last_message("games")
        if player is alice:
            answer = await fake.click(alice, board, _hint_button(board), timeout=60)
            assert "A normal bot would play" in answer.text, answer.text
        await fake.click(player, fake.last_message("games"), cell)
    final = fake.last_message("games")
    said = texts([final])
    assert "Hints used" in said and f"<@{alice.id}> 💡3" in said, said
    assert f"<@{bob.id}> 💡" not in said
    rows = await bot.store.listings.history(fake.channel("games").id)
    assert rows and rows[0].meta.get("people_rated") is False
