"""Refusals in the player's language from their code and parameters: one from each game's engine
in both languages, the English fallback, and generic entries only for codes with one meaning."""

from __future__ import annotations

import pytest

from bot.i18n import catalog
from bot.i18n.refusals import refusal
from bot.replies import player_message
from bot.tables import TableError
from games.blockbuster.geometry import board
from games.blockbuster.state import SYMBOL
from games.core import NOT_LEGAL, GameError
from games.polyomino import label
from games.registry import GAMES
from tests.helpers.catalog import messages
from tests.helpers.refusal_codes import CATALOG, sentences_by_code


def refused(game: str, do) -> GameError:
    with pytest.raises(GameError) as caught:
        do(GAMES[game])
    return caught.value


CASES = {
    "akropolis": (lambda g: g.new(5, {}, seed=1), "雅典卫城供 1 到 4 人游戏", "Akropolis is for 1 to 4"),
    "dicetown": (lambda g: g.new(1, {}, seed=1), "骰子镇供 2 到 5 人游戏", "Dice Town is for 2 to 5"),
    "shakecity": (lambda g: g.new(5, {}, seed=1), "摇动城市供 1 到 4 人游戏", "Shake That City is for 1"),
    "bricklayer": (lambda g: g.new(1, {}, seed=1), "天才砌砖师供 2 到 4 人游戏", "Genius Bricklayer is for"),
}


@pytest.mark.parametrize("game", sorted(CASES))
def test_an_engine_refusal_in_english_and_chinese(game):
    do, chinese, english = CASES[game]
    error = refused(game, do)
    message = player_message(error, "en-US", game)
    assert message is not None and message.startswith(english)
    zh = player_message(error, "zh-CN", game)
    assert zh is not None and zh.startswith(chinese) and str(error.params["players"]) in zh
    tw = player_message(error, "zh-TW", game)
    assert tw is not None and tw != zh and str(error.params["players"]) in tw


def test_a_block_buster_refusal_in_english_and_chinese():
    g = GAMES["blockbuster"]
    state = g.new(2, {}, seed=3)
    player = next(iter(g.to_act(state)))
    size = board(state.setup).size
    symbol = state.board.index(SYMBOL)
    cell = label((symbol // size, symbol % size))
    # Piece 1 is the monomino: its one square on the symbol tile.
    with pytest.raises(GameError) as caught:
        g.apply(state, player, g.parse(f"place 1 R0 {cell}"))
    error = caught.value
    assert error.code == "symbol_tile"
    assert player_message(error, "en", "blockbuster") == f"Cell {cell} is a symbol tile."
    assert player_message(error, "zh-CN", "blockbuster") == f"{cell} 格是图像方块。"
    assert player_message(error, "zh-TW", "blockbuster") == f"{cell} 格是圖像方塊。"


def test_without_an_entry_or_with_a_parameter_missing_the_english_stays(monkeypatch):
    # An engine's refusal has no English of its own: without an entry it fails the tests, and in
    # play shows its code and values rather than nothing.
    unknown = GameError("brand_new_code", pile=3)
    with pytest.raises(catalog.MissingMessage, match="brand_new_code"):
        refusal("zh-CN", unknown, "dicetown")
    monkeypatch.setattr(catalog, "strict", False)
    assert refusal("zh-CN", unknown, "dicetown") == "brand_new_code(pile=3)"
    monkeypatch.setattr(catalog, "strict", True)
    # A refusal without the parameters its sentence shows keeps its English: no half-filled text.
    wrapped = TableError("Deck 3 is empty.", code="deck_empty")
    assert refusal("zh-CN", wrapped, "bricklayer") == "Deck 3 is empty."
    wrapped.params = {"deck": 3}
    assert refusal("zh-CN", wrapped, "bricklayer") == "牌堆 3 已经空了。"
    undo = TableError("There is nothing to undo yet.", code="nothing_to_undo")
    assert refusal("zh-CN", undo) == "还没有可以悔的棋。"


# Codes the engine contract asks of every game for a kind of refusal (tests/games/test_contract.py:
# an illegal action is refused as NOT_LEGAL), whatever sentence the game words it with: their
# generic entry says only what the code means, which is true of every raise; a game's sharper
# English reason is lost in another language until that reason has a code of its own.
CONTRACT_CODES = {NOT_LEGAL}


def test_a_code_shared_by_every_game_has_one_sentence_wherever_it_is_raised():
    sentences = sentences_by_code()
    generic = [k for k in messages("en") if k.startswith("refusal-") and k.count("-") == 1]
    # The scan sees codes written as the shared constants (GAME_OVER) and as error classes (NoTable).
    # An engine's refusal is the catalog's sentence; the table service's keeps its own English.
    assert sentences["game_over"] == {CATALOG, '"The game is over."'} and sentences["no_table"]
    for key in generic:
        code = key.removeprefix("refusal-")
        if code not in CONTRACT_CODES:
            english = sentences.get(code, set()) - {CATALOG}
            assert len(english) <= 1, f"{key}: raised as {sentences[code]}"


async def test_the_bot_refuses_a_chinese_player_in_chinese_and_an_english_one_in_english(
    fake, make_bot, user_locales
):
    await make_bot()
    li, ann = fake.user("li"), fake.user("ann")
    user_locales[li.id] = "zh-CN"
    r = await fake.slash(li, "game board", channel="games")
    assert r.ephemeral and r.content == "本频道没有游戏。用 /游戏 开桌 开一局。"
    r = await fake.slash(ann, "game board", channel="games")
    assert r.ephemeral and r.content == "There is no game in this channel. Start one with /game new."
