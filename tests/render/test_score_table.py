"""The final score table of every game, in English and in Chinese: every heading written out
whole (wrapped if need be, never cut with an ellipsis), no word over another or past the edge,
names of any length and script kept to their column, and the phone rule (12 px text at most 480
px wide)."""

from __future__ import annotations

import itertools
from types import SimpleNamespace
from typing import Any, cast

import pytest

from bot.cogs.akropolis.presentation import AkropolisUI
from bot.cogs.blockbuster.presentation import BlockBusterUI
from bot.cogs.bricklayer.presentation import BricklayerUI
from bot.cogs.dicetown.presentation import DiceTownUI
from bot.cogs.shakecity.presentation import ShakeCityUI
from bot.gameui import GameUI
from bot.reader import Reader
from games.registry import GAMES
from render import core
from render.core import Drawn, recording
from render.positions import positions
from tests.helpers.tables import table_of

SHORT = {101: "Ann", 102: "Bo", 103: "Cy", 104: "Di", 105: "Ed"}
LONG = {
    101: "Alexandria the Great of Macedon",
    102: "韩梅梅梅梅梅梅梅梅梅梅梅梅梅梅梅",
    103: "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
    104: "😀 Zoë Ωμέγα 🇫🇷",
    105: "Zoë Ωμέγα",
}
# Every game at its most columns (Akropolis: five districts and stones; solo: the architect's
# quarries too) and the fewest.
TABLES = [
    (AkropolisUI, "akropolis", 4),
    (AkropolisUI, "akropolis", 1),
    (BlockBusterUI, "blockbuster", 4),
    (BricklayerUI, "bricklayer", 4),
    (DiceTownUI, "dicetown", 5),
    (ShakeCityUI, "shakecity", 4),
    (ShakeCityUI, "shakecity", 1),
]


def _bot(names: dict[int, str]) -> Any:
    users = {k: SimpleNamespace(display_name=v) for k, v in names.items()}
    # No name heard from the seats' interactions: each is the one the user cache holds.
    heard = SimpleNamespace(of=lambda table, user_id: None)
    return cast(
        Any, SimpleNamespace(games=GAMES, get_user=users.get, get_guild=lambda _: None, display_names=heard)
    )


def _final(
    ui: type[GameUI], key: str, players: int, names: dict[int, str], locale: str
) -> tuple[Any, list[Drawn]]:
    state = positions(key, players)["final"]
    table = table_of(key, list(names)[:players], state)
    result = GAMES[key].result(state)
    assert result is not None
    with recording() as drawn:
        [(_, image)] = ui(_bot(names), key).final_images(result, reader=Reader(table, locale))
    return image, drawn


def _overlapping(drawn: list[Drawn]) -> list[tuple[str, str]]:
    out = []
    for a, b in itertools.combinations(drawn, 2):
        ax0, ay0, ax1, ay1 = a.box()
        bx0, by0, bx1, by1 = b.box()
        if ax0 < bx1 - 1 and bx0 < ax1 - 1 and ay0 < by1 - 1 and by0 < ay1 - 1:
            out.append((a.s, b.s))
    return out


@pytest.mark.parametrize("locale", ["en", "zh-CN"])
@pytest.mark.parametrize(("ui", "key", "players"), TABLES)
def test_every_heading_is_written_whole_and_apart(
    ui: type[GameUI], key: str, players: int, locale: str
) -> None:
    image, drawn = _final(ui, key, players, SHORT, locale)
    cut = [d.s for d in drawn if "…" in d.s]
    assert not cut, f"cut: {cut}"
    assert not _overlapping(drawn), _overlapping(drawn)
    for d in drawn:
        left, top, right, bottom = d.box()
        assert left >= 0 and right <= image.width and top >= 0 and bottom <= image.height, d
    assert image.width <= 480 and min(d.size for d in drawn) * 40 >= image.width


@pytest.mark.parametrize("locale", ["en", "zh-CN"])
@pytest.mark.parametrize(("ui", "key", "players"), [TABLES[0], TABLES[4]])
def test_long_names_keep_to_their_column(ui: type[GameUI], key: str, players: int, locale: str) -> None:
    image, drawn = _final(ui, key, players, LONG, locale)
    assert not _overlapping(drawn), _overlapping(drawn)
    for d in drawn:
        left, _, right, _ = d.box()
        assert left >= 0 and right <= image.width, d
    shown = [d.s for d in drawn]
    # Two lines a name at most, the second cut; what no font holds is left out, not drawn as "?".
    for name in ("Alexandria the Great of Macedon", "韩梅梅梅梅梅梅梅梅梅梅梅梅梅梅梅", "W" * 32):
        first = next(i for i, s in enumerate(shown) if name.startswith(s) and len(s) > 3)
        second = shown[first + 1]
        both = (shown[first] + second[:-1]).replace(" ", "")
        assert second.endswith("…") and name.replace(" ", "").startswith(both)
    assert any(s.startswith("Zoë") for s in shown) and not any("?" in s for s in shown)


def test_a_name_of_nothing_drawable_is_its_seat() -> None:
    assert core.seat_label(0, ["😀🇫🇷"]) == "P1"
    assert core.seat_label(1, ["a", "Z\u0337\u031b\u0354a\u0335l\u0336g\u0338o"]) == "Zalgo"
    assert core.seat_label(0, ["  Bo \u200b  b "]) == "Bo b"
