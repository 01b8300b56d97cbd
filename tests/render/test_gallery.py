"""`python -m render.gallery` names no game: each game's choosing images (previews, placement
menus) come from its renderer's `gallery_choosers` hook, and a renderer without one adds none."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import render.gallery
from games.registry import GAMES, MANIFESTS
from render.gallery import NAMES, choosers
from render.positions import positions
from render.renderers import gallery_choosers

# What each game's chooser images were named before they moved into the renderers.
CHOOSERS = {
    "akropolis": ["places", "preview"],
    "blockbuster": ["pieces", "preview", "anchors"],
    "bricklayer": ["market", "preview", "targets"],
    "shakecity": ["choice"],
    "dicetown": [],
}


@pytest.mark.parametrize("key", sorted(GAMES))
def test_each_game_draws_its_choosing_images_through_its_renderers_hook(key: str) -> None:
    at = positions(key, 3)
    assert [name for name, _ in choosers(key, at["mid"], NAMES[:3])] == CHOOSERS[key]
    assert list(choosers(key, at["final"], NAMES[:3])) == []  # nobody to act
    assert (gallery_choosers(MANIFESTS[key]) is None) == (not CHOOSERS[key])


def test_the_gallery_names_no_game() -> None:
    source = Path(render.gallery.__file__).read_text(encoding="utf-8")
    code = source.split('"""', 2)[2]  # past the module's docstring, whose usage line gives examples
    named = [key for key in GAMES if re.search(rf"[\"'.]{key}\b|\b{key.upper()}\b", code)]
    assert named == []
