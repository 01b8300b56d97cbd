"""Every image reads on a phone without zooming: at 360 px display width the smallest text is at
least 9 px, i.e. each text's size is at least 1/40 of its image's width, and no image is so wide
that a phone shrinks it past that (no sideways scrolling: at most MAX_WIDTH px).

Checked on each game's largest late positions (most players, a full Akropolis city, a full Block
Buster board), over every image the gallery writes: posted, one-piece, private and chooser images.
"""

from __future__ import annotations

import sys

import pytest

from games.registry import GAMES, MANIFESTS
from render import core
from render.gallery import images
from render.positions import positions
from render.renderers import renderer

MAX_WIDTH = 560


def _clear_caches() -> None:
    """Cached backgrounds and tiles draw their text only once: clear them so that it is recorded."""
    for name, module in list(sys.modules.items()):
        if name == "render" or name.startswith("render."):
            for value in vars(module).values():
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()


CASES = [
    (key, players, stage)
    for key, game in GAMES.items()
    for players in sorted({game.min_players, game.max_players})
    for stage in ("late", "final")
]


@pytest.mark.parametrize(("key", "players", "stage"), CASES)
def test_every_image_reads_at_phone_width(key: str, players: int, stage: str) -> None:
    drawer = renderer(MANIFESTS[key])
    assert drawer is not None, f"{key} has no renderer"
    state = positions(key, players)[stage]
    drawn = 0
    previous: list[core.Drawn] = []
    generated = images(key, state, players)
    while True:
        _clear_caches()
        with core.recording() as log:
            item = next(generated, None)
        if item is None:
            break
        name, image = item
        if not log and name.startswith("post-") and drawn:
            log = previous  # `post_images` draws all its images in one call: check them all
        previous = log
        assert image.width <= MAX_WIDTH, f"{name}: {image.width} px wide"
        assert log, f"{name}: no text recorded"
        smallest = min(log, key=lambda d: d.size)
        assert smallest.size * 40 >= image.width, (
            f"{key} {players}p {stage} {name}: {smallest.s!r} at {smallest.size} px, image {image.width} px"
        )
        drawn += 1
    # At least the posted images and the one-piece image were checked.
    assert drawn >= len(drawer.post_images(GAMES[key].view(state, None))) + 1


def test_recording_sees_the_sizes_drawn() -> None:
    image = core.canvas(100, 40)
    from PIL import ImageDraw

    with core.recording() as log:
        core.text(ImageDraw.Draw(image), (2, 2), "small", size=9)
        core.text(ImageDraw.Draw(image), (2, 20), "big", size=15)
    assert [(d.s, d.size) for d in log] == [("small", 9), ("big", 15)]
    core.text(ImageDraw.Draw(image), (2, 2), "outside", size=9)
    assert len(log) == 2
