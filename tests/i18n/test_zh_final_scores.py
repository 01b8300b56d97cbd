"""The final score table in a Chinese channel: every word it draws (title, categories, the total
and place columns) is Chinese, in every game and in solo Akropolis."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import pytest

from bot.cogs.akropolis.presentation import AkropolisUI
from bot.cogs.blockbuster.presentation import BlockBusterUI
from bot.cogs.bricklayer.presentation import BricklayerUI
from bot.cogs.dicetown.presentation import DiceTownUI
from bot.cogs.shakecity.presentation import ShakeCityUI
from bot.gameui import GameUI, Reader
from games.registry import GAMES
from render.core import recording
from render.positions import positions
from tests.helpers.chinese import english_words
from tests.helpers.tables import table_of

NAMES = {101: "李雷", 102: "韩梅梅", 103: "王芳"}


def _bot() -> Any:
    users = {k: SimpleNamespace(display_name=v) for k, v in NAMES.items()}
    # No name learnt from interactions: the names come from the user cache.
    learnt = SimpleNamespace(of=lambda table, user_id: None)
    return cast(
        Any, SimpleNamespace(games=GAMES, get_user=users.get, get_guild=lambda _: None, display_names=learnt)
    )


@pytest.mark.parametrize(
    ("ui", "key", "players"),
    [
        (AkropolisUI, "akropolis", 3),
        (AkropolisUI, "akropolis", 1),
        (BlockBusterUI, "blockbuster", 2),
        (BricklayerUI, "bricklayer", 3),
        (DiceTownUI, "dicetown", 3),
        (ShakeCityUI, "shakecity", 2),
    ],
)
def test_the_final_score_table_speaks_chinese(ui: type[GameUI], key: str, players: int) -> None:
    state = positions(key, players)["final"]
    table = table_of(key, list(NAMES)[:players], state)
    result = GAMES[key].result(state)
    assert result is not None
    with recording() as drawn:
        ui(_bot(), key).final_images(result, reader=Reader(table, "zh-CN"))
    words = [d.s for d in drawn]
    assert "总分" in words and "名次" in words
    assert english_words(words) == {}
