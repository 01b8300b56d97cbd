"""Every game has a render module, and each has the drawing functions of `render.core.Renderer`."""

from __future__ import annotations

import inspect

from games.registry import SHIPPED, load
from render.renderers import renderers

# The shipped games and the one kept in the tests.
EVERY = load([*SHIPPED, "tests.toygame"])


def test_every_game_has_a_renderer() -> None:
    assert set(renderers(EVERY)) == set(EVERY)


def test_every_renderer_takes_the_same_keywords() -> None:
    for key, module in renderers(EVERY).items():
        posted = inspect.signature(module.post_images).parameters
        drawn = inspect.signature(module.draw).parameters
        assert {"view", "names", "focus"} <= set(posted), key
        assert {"view", "names"} <= set(drawn), key
        assert posted["names"].kind is inspect.Parameter.KEYWORD_ONLY, key
