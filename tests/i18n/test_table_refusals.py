"""The table service's refusals carry what translating them needs: their own code and params,
and for an engine's refusal passed on, the engine's code, params and game."""

from __future__ import annotations

import pytest

from bot.i18n.refusals import refusal
from bot.services import build
from bot.tables import TableError
from games.core import IllegalAction
from games.registry import GAMES
from tests.helpers.tables import ALICE, BOB, CH, move, started


def test_an_engine_refusal_passed_on_keeps_its_params_and_game():
    engine = IllegalAction("deck_empty", deck=3)
    passed = TableError.of(engine, "bricklayer")
    assert str(passed) == "Deck 3 is empty." and passed.params == {"deck": 3}
    # No game needs to be given where it is shown: the error names it.
    assert refusal("zh-CN", passed) == "牌堆 3 已经空了。"
    assert refusal("en", passed) == "Deck 3 is empty."


async def test_a_game_that_cannot_start_is_refused_in_the_players_language(store, clock):
    service = build(store, {"shakecity": GAMES["shakecity"]}, clock=clock, seed_source=lambda: 7)
    await service.lobby.create(
        guild_id=1, channel_id=CH, host_id=ALICE, game_key="shakecity", options={"family": True}
    )
    with pytest.raises(TableError) as caught:
        await service.lobby.start(CH, ALICE)
    assert caught.value.code == "solo_family" and caught.value.game == "shakecity"
    assert refusal("zh-CN", caught.value).startswith("单人游戏以达到目标分数获胜")
    assert refusal("en", caught.value).startswith("The solo game is won by reaching a points target")


async def test_out_of_turn_names_who_is_waited_for_in_either_language(service):
    await started(service)
    with pytest.raises(TableError) as caught:
        await service.moves.play(CH, move(BOB, "take 1"))
    assert caught.value.code == "waiting_for"
    assert refusal("en", caught.value) == f"It is not your turn; the game is waiting for <@{ALICE}>."
    assert refusal("zh-CN", caught.value) == f"还没轮到你；游戏在等 <@{ALICE}>。"


async def test_a_full_table_says_how_many_it_seats(store, clock):
    service = build(store, {"shakecity": GAMES["shakecity"]}, clock=clock, seed_source=lambda: 5)
    await service.lobby.create(guild_id=1, channel_id=CH, host_id=1, game_key="shakecity", options={})
    for user in (2, 3, 4):
        await service.lobby.join(CH, user)
    with pytest.raises(TableError) as caught:
        await service.lobby.join(CH, 5)
    assert refusal("zh-CN", caught.value) == "这一桌已经坐满了（最多 4 人）。"
    assert refusal("zh-TW", caught.value) == "這一桌已經坐滿了（最多 4 人）。"
