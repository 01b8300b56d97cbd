"""The replay GIF: one frame per given frame (or an even sample), the last held, under a limit;
and the leaderboard image, readable on a phone."""

from __future__ import annotations

import io
import itertools
import random

import pytest
from PIL import GifImagePlugin, Image, ImageDraw

from games.ai.base import random_action
from games.registry import GAMES
from render import core, leaderboard
from render.renderers import renderers
from render.replay import HOLD_MS, animate, layout, sample, step_ms


def _frames(n: int, size: tuple[int, int] = (120, 80)) -> list[Image.Image]:
    out = []
    for i in range(n):
        image = core.canvas(*size)
        d = ImageDraw.Draw(image)
        d.rectangle((i % size[0], 0, i % size[0] + 3, size[1] - 1), fill=core.c("seat0"))
        core.text(d, (4, 4), f"step {i}", size=14)
        out.append(image)
    return out


def _decode(data: bytes) -> list[tuple[bytes, int]]:
    image = Image.open(io.BytesIO(data))
    assert isinstance(image, GifImagePlugin.GifImageFile)
    out = []
    for k in range(image.n_frames):
        image.seek(k)
        out.append((image.convert("RGB").tobytes(), image.info["duration"]))
    return out


def test_sample_keeps_the_first_and_the_last_evenly():
    assert sample(5, 10) == [0, 1, 2, 3, 4]
    picked = sample(1000, 30)
    assert picked[0] == 0 and picked[-1] == 999 and len(picked) == 30
    gaps = {b - a for a, b in itertools.pairwise(picked)}
    assert max(gaps) - min(gaps) <= 1


def test_one_frame_per_step_and_the_last_one_held():
    frames = _frames(12)
    animation = animate(frames, 10 * 1024 * 1024)
    decoded = _decode(animation.data)
    assert len(decoded) == animation.frames == 12 and animation.scale == 1.0
    assert [d for _, d in decoded] == [step_ms(12)] * 11 + [HOLD_MS]
    for (pixels, _), frame in zip(decoded, frames, strict=True):
        assert pixels == frame.convert("RGB").tobytes()


def test_frames_of_different_sizes_share_the_largest_canvas():
    animation = animate([*_frames(2, (100, 60)), *_frames(1, (140, 90))], 1 << 20)
    image = Image.open(io.BytesIO(animation.data))
    assert isinstance(image, GifImagePlugin.GifImageFile)
    assert image.size == (140, 90) and image.n_frames == 3


def test_a_long_replay_fits_the_limit_with_fewer_frames_then_smaller():
    frames = _frames(300, (400, 300))
    whole = len(animate(frames, 1 << 30).data)
    limit = whole // 3
    animation = animate(frames, limit)
    assert len(animation.data) <= limit and 30 <= animation.frames < 300 and animation.of == 300
    tiny = animate(frames, 12_000)
    assert len(tiny.data) <= 12_000 and tiny.scale < 1.0
    assert Image.open(io.BytesIO(tiny.data)).size[0] < 400


def _decode_frames(data: bytes) -> tuple[tuple[int, int], list[Image.Image]]:
    image = Image.open(io.BytesIO(data))
    assert isinstance(image, GifImagePlugin.GifImageFile)
    frames = []
    for k in range(image.n_frames):
        image.seek(k)
        frames.append(image.convert("RGB"))
    return image.size, frames


def test_one_outlying_tall_frame_is_shrunk_to_a_screen_that_suits_the_others():
    sizes = [(100, 60)] * 19 + [(100, 70)]
    screen, placed = layout(sizes)
    assert screen == (100, 60)
    assert [(p.width, p.height) for p in placed[:19]] == [(100, 60)] * 19
    last = placed[-1]
    assert last.height == 60 and last.width == round(100 * 60 / 70) and last.x == (100 - last.width) // 2
    animation = animate([*_frames(19, (100, 60)), *_frames(1, (100, 70))], 1 << 20)
    size, frames = _decode_frames(animation.data)
    assert size == (100, 60) and len(frames) == 20 and animation.blank == pytest.approx(1 - last.width / 100)
    # The shrunk frame keeps its drawing: its seat-coloured bar is still there, on the palette.
    assert core.COLOURS["seat0"] in {rgb for _, rgb in frames[-1].getcolors(1 << 16) or []}


def test_frames_that_differ_often_or_much_are_never_shrunk():
    often = [(100, 60)] * 7 + [(100, 70)] * 3  # three in ten taller (a tie shown, say)
    assert layout(often)[0] == (100, 70)
    much = [(100, 40)] * 19 + [(100, 70)]  # shrinking to 40 would make it unreadable
    assert layout(much)[0] == (100, 70)
    narrow = layout([(80, 70), (100, 70)])
    assert narrow[0] == (100, 70) and narrow[1][0].x == 10  # centred


def _replay_frames(key: str, players: int, seed: int = 3) -> list[Image.Image]:
    """A game played at random (sprawling Akropolis cities, many Dice Town ties) drawn frame by
    frame as a replay draws it."""
    game = GAMES[key]
    rnd = random.Random(seed)
    state = game.new(players, {}, seed)
    views = [game.view(state, None)]
    while game.result(state) is None:
        seat = min(game.to_act(state))
        state, _ = game.apply(state, seat, random_action(game, state, seat, rnd))
        views.append(game.view(state, None))
    draw = renderers()[key].draw
    return [draw(view) for view in views]


@pytest.mark.parametrize(
    ("key", "players"), [("akropolis", 4), ("akropolis", 2), ("akropolis", 1), ("dicetown", 3)]
)
def test_a_replays_frames_fill_its_screen(key: str, players: int):
    animation = animate(_replay_frames(key, players), 10 * 1024 * 1024)
    assert animation.scale == 1.0 and animation.blank <= 0.15, animation.blank
    if key == "akropolis":  # one picture size all game: nothing to pad
        assert animation.blank == 0


def _rows(n: int) -> list[dict]:
    return [
        {
            "rank": i + 1,
            "name": f"Player number {i} with a long name",
            "rating": 1600 - 9 * i,
            "games": 20 - i,
            "trend": [5, -3, 8][: i % 4],
            "bot": i == 3,
        }
        for i in range(n)
    ]


def test_the_leaderboard_is_readable_on_a_phone():
    with core.recording() as drawn:
        image = leaderboard.draw({"title": "Dice Town · leaderboard", "rows": _rows(10)})
    assert image.width == 480 and image.height > 10 * leaderboard.ROW
    smallest = min(d.size for d in drawn)
    assert smallest * 40 >= image.width
    texts = [d.s for d in drawn]
    assert "1600" in texts and "+10" in texts and "-3" not in texts  # a trend shows its sum
    assert any(t.endswith("…") for t in texts)  # long names are cut to their column


def test_an_empty_leaderboard_says_so():
    with core.recording() as drawn:
        leaderboard.draw({"title": "Bricklayer · leaderboard", "rows": []})
    assert "No rated games yet." in [d.s for d in drawn]
