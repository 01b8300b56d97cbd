"""Players' names as Discord gives them, drawn on every image of every game in English and in
Chinese: the longest names in wide letters and in Chinese, emoji and flags, "zalgo" marks, two
players of one name. Each image keeps every word inside the picture it is drawn on and apart
from every other word; nothing undrawable becomes a "?" or a dotted circle."""

from __future__ import annotations

import importlib
import itertools
from typing import Any

import pytest

from games.registry import GAMES
from render import core
from render.gallery import images
from render.positions import positions

ZALGO = (
    "Z\u0337\u031b\u0354\u0308a\u0335\u0321\u030el\u0336\u0330\u033e"
    + "g\u0338\u0317\u030do\u030c\u0337\u033c Alex"
)
NAMES = ("W" * 32, "韩" + "梅" * 15, "😀😀 Zoë Ωμέγα 🇫🇷", ZALGO, ZALGO)
MODULES = ("akropolis", "blockbuster", "bricklayer", "dicetown", "shakecity")


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, core.Drawn]]:
    """Every string drawn from here on, with the image it was drawn on (kept alive, so that two
    images never share an identity)."""
    out: list[tuple[Any, core.Drawn]] = []
    original = core.text

    def text(
        draw: Any, xy: tuple[float, float], s: str, *, size: int = 14, fill: str = "ink", anchor: str = "la"
    ):
        if s.strip():
            out.append((draw.im, core.Drawn(s, size, xy, anchor, draw.im.size)))
        original(draw, xy, s, size=size, fill=fill, anchor=anchor)

    # Imported before core.text is replaced: a module first imported after would keep the stand-in.
    modules = [importlib.import_module(f"render.{name}") for name in MODULES]
    monkeypatch.setattr(core, "text", text)
    for module in modules:
        for attr in ("text", "core_text"):
            if getattr(module, attr, None) is original:
                monkeypatch.setattr(module, attr, text)
    return out


def _clashes(drawn: list[tuple[Any, core.Drawn]]) -> list[tuple[str, str]]:
    by_image: dict[int, list[core.Drawn]] = {}
    for image, d in drawn:
        by_image.setdefault(id(image), []).append(d)
    out = []
    for strings in by_image.values():
        for a, b in itertools.combinations(strings, 2):
            ax0, ay0, ax1, ay1 = a.box()
            bx0, by0, bx1, by1 = b.box()
            if ax0 < bx1 - 2 and bx0 < ax1 - 2 and ay0 < by1 - 3 and by0 < ay1 - 3:
                out.append((a.s, b.s))
    return out


@pytest.mark.parametrize("locale", ["en", "zh-CN"])
@pytest.mark.parametrize("key", list(GAMES))
def test_any_name_keeps_to_its_place(key: str, locale: str, drawn: list[tuple[Any, core.Drawn]]) -> None:
    players = GAMES[key].max_players
    renderer = importlib.import_module(f"render.{key}")
    words = importlib.import_module(f"bot.cogs.{key}.words").image_words(locale)
    for stage in ("mid", "final"):
        with renderer.say.speaking(words):
            list(images(key, positions(key, players)[stage], players, NAMES))
    assert drawn
    outside = [d.s for _, d in drawn if not _inside(d)]
    assert not outside, outside
    assert not _clashes(drawn), _clashes(drawn)
    shown = " ".join(d.s for _, d in drawn)
    assert "Zoë Ωμέγα" in shown or "Zoë" in shown
    assert not any(mark in shown for mark in ("😀", "?", "◌", "\u0337"))


def _inside(d: core.Drawn) -> bool:
    left, top, right, bottom = d.box()
    width, height = d.canvas
    return left >= -1 and top >= -2 and right <= width + 1 and bottom <= height + 2
