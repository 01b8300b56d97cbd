"""Golden images: a few renders per game compared with PNGs stored in tests/render/golden/.

A change to how a game looks fails here until the stored images are updated on purpose:

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/render/test_golden.py

then look at the new files (git diff shows them changed) before committing them. The comparison
allows a small tolerance (a few pixels of anti-aliasing or hinting from another FreeType build).
"""

from __future__ import annotations

import importlib
import io
import os
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from games.registry import GAMES
from render.gallery import NAMES, images
from render.positions import positions

GOLDEN = Path(__file__).with_name("golden")
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"
MAX_CHANGED = 0.004  # share of pixels that may differ noticeably

CASES = [
    ("akropolis", 2, "mid", "post-board"),
    ("akropolis", 4, "late", "post-others"),
    ("blockbuster", 4, "mid", "post-board"),
    ("bricklayer", 3, "late", "post-board"),
    ("bricklayer", 3, "late", "post-others"),
    ("dicetown", 4, "mid", "post-board"),
    ("dicetown", 3, "mid", "private-p1"),
    ("shakecity", 3, "late", "post-board"),
    # In a Chinese channel's words (the stem ends in the locale).
    ("shakecity", 3, "late", "post-board-zh-CN"),
    ("akropolis", 4, "final", "draw-zh-CN"),
    ("dicetown", 3, "final", "draw-zh-CN"),
]


def _render(key: str, players: int, stage: str, which: str) -> Image.Image:
    state = positions(key, players)[stage]
    which, _, locale = which.partition("-zh")
    if not locale:
        return dict(images(key, state, players, NAMES))[which].convert("RGB")
    words = importlib.import_module(f"bot.cogs.{key}.words").image_words("zh" + locale)
    with importlib.import_module(f"render.{key}").say.speaking(words):
        return dict(images(key, state, players, NAMES))[which].convert("RGB")


def _changed(a: Image.Image, b: Image.Image) -> float:
    diff = ImageChops.difference(a, b).convert("L").point([255 if v > 48 else 0 for v in range(256)])
    return (diff.histogram()[255]) / (a.width * a.height)


@pytest.mark.parametrize(("key", "players", "stage", "which"), CASES)
def test_render_matches_its_golden_image(key: str, players: int, stage: str, which: str) -> None:
    assert key in GAMES
    path = GOLDEN / f"{key}-{players}p-{stage}-{which}.png"
    image = _render(key, players, stage, which)
    if UPDATE or not path.exists():
        if not UPDATE:
            pytest.fail(f"{path.name} is missing: run with UPDATE_GOLDEN=1 to create it")
        buf = io.BytesIO()
        image.quantize(colors=255, method=Image.Quantize.MEDIANCUT).save(buf, format="PNG", optimize=True)
        path.write_bytes(buf.getvalue())
        return
    stored = Image.open(path).convert("RGB")
    assert stored.size == image.size, f"{path.name}: size {image.size}, stored {stored.size}"
    share = _changed(stored, image)
    assert share <= MAX_CHANGED, f"{path.name}: {share:.2%} of pixels differ (to update: see module doc)"


def test_the_comparison_notices_a_change() -> None:
    image = _render("bricklayer", 3, "late", "post-board")
    changed = image.copy()
    changed.paste((255, 0, 0), (0, 0, image.width // 4, image.height // 4))
    assert _changed(image, changed) > MAX_CHANGED
    assert _changed(image, image.copy()) == 0
